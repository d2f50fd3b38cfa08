"""The Vagabond's checked actions on his board (chapter 9, 16.3), as Action subclasses.

Each action is checked against the Law (a Verdict naming its section) and applied as
reversible edits: one ``set`` of ``GameState.vagabonds`` for his board, and ordinary piece
shifts, scores and field sets for what it does on the map (Strike, Scorched Earth, Glide,
Explore's ruin). So undo and redo are exact and a game file replays them.

What the app cannot see (cards in hand, the other players' Crafted Items, the dice) is left
to the table with a reminder in the verdict's notes.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import ruins
from rootboard.game.actions import NOT_IN_THIS_GAME, Action, Move, Remove, toggled
from rootboard.game.factions.vagabond.board import (ALLIED, ALLIED_AID_VP, ALLIED_SPACES, CHARACTER_BY_NAME, DAMAGED,
                                                    HOSTILE, ITEMS, NO_SUCH_ITEM, R_ITEMS, TRACK, VagabondBoard,
                                                    aids_to_advance, character, home, relationship, space_points,
                                                    starting_board)
from rootboard.game.factions.vagabond.board import SPECIAL_NAMES, VOCABULARY, vagabond_word  # noqa: F401 (his words)
from rootboard.game.kinds import BUILDING, MAP, PAWN, SUPPLY, TOKEN, WARRIOR
from rootboard.game.movement import SAME_AREA, MoveRequest, entry_ban, in_forest, is_clearing
from rootboard.game.placement import COUNT_AT_LEAST_ONE, PieceRequest, remove_refusal
from rootboard.game.state import Edit, GameState, shift
from rootboard.game.turns.own_phase import refused_outside_own
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import RENAMED, Template
from rootboard.records import record, replace  # actions are records; so are the board's items (rootboard.game.factions.vagabond.board)

# --- messages --------------------------------------------------------------------------------------

NOT_A_VAGABOND = Template("vagabond.not-a-vagabond", "{who:faction} {who:faction|sg=is|pl=are} not a Vagabond: only the Vagabond has items")
NO_BOARD = Template("vagabond.no-board", "the {who:faction}'s items are not known in this game (it was saved "
                    "before rootboard kept his board): set his character with 'rootboard character'")
HAS_BOARD = Template("vagabond.has-board", "the {who:faction} already plays the {character:character}: a character is "
                     "chosen once, at setup")
CHARACTER_TAKEN = Template("vagabond.character-taken", "the {other:faction} already plays the {character:character}: "
                           "each Vagabond has his own character card")
CHARACTER_SET = Template("vagabond.character-set", "the {who:faction} plays the {character:character}: {items:item} face up, "
                         "tea, coins and bags on their tracks; every relationship Indifferent")
WRONG_PHASE = Template("vagabond.wrong-phase", "{action:vagabond} is done in the {who:faction}'s own {phase:phase}; it is "
                       "{current:faction.whose} {now:phase}")
NO_USABLE = Template("vagabond.no-usable", "{action:vagabond} exhausts {need} face-up undamaged {item:item}; the "
                     "{who:faction} has {have}", plural="{action:vagabond} exhausts {need} face-up undamaged {item:items}; "
                     "the {who:faction} has {have}", count="need")
IN_A_FOREST = Template("vagabond.in-a-forest", "{action:vagabond} acts on the {who:faction}'s clearing, and he is in "
                       "{where:area}, a forest")
NO_PAWN = Template("vagabond.no-pawn", "the {who:faction} pawn is not on the map")
# Bookkeeping.
# One sentence per operation: a verb is not a word to slot in ("de Vagebond put 1 laars uit",
# "el Vagabundo agota 1 bota"), and each names the state the item must be in.
ITEM_NONE = {
    "exhaust": Template("item.none.exhaust", "the {who:faction} has no face-up undamaged {item:item} to exhaust"),
    "refresh": Template("item.none.refresh", "the {who:faction} has no exhausted {item:item} to refresh"),
    "damage": Template("item.none.damage", "the {who:faction} has no undamaged {item:item} to damage"),
    "repair": Template("item.none.repair", "the {who:faction} has no damaged {item:item} to repair"),
    "remove": Template("item.none.remove", "the {who:faction} has no {item:item} in the Satchel or damaged to remove"),
}
ITEM_DONE = {op: Template(f"item.done.{op}", f"the {{who:faction}} {verb} {{count}} {{item:item}}",
                          plural=f"the {{who:faction}} {verb} {{count}} {{item:items}}", count="count")
             for op, verb in (("exhaust", "exhausts"), ("refresh", "refreshes"), ("damage", "damages"),
                              ("repair", "repairs"), ("take", "takes"), ("remove", "removes"))}
# A game saved when these were one template each ("item.done" with its "op") reads them so.
RENAMED["item.done"] = lambda p: (f"item.done.{p.get('op')}", {k: v for k, v in p.items() if k != "op"})
RENAMED["item.none"] = lambda p: (f"item.none.{p.get('op')}", {k: v for k, v in p.items() if k not in ("op", "state")})
ITEM_NOT_OVER = Template("item.not-over-limit", "items are removed only down to the item limit: the "
                         "{who:faction} holds {held} in his Satchel and Damaged box, his limit is {limit}")
ITEM_LIMIT_EVENING = Template("item.limit-evening", "the item limit is checked at the end of Evening")
ITEM_REMOVED = Template("item.removed", "the {who:faction} removes {item:item.a} permanently: {held} items over the "
                        "limit of {limit}")
# Refresh.
REFRESH_TOO_MANY = Template("refresh.too-many", "Refresh flips {allowed} exhausted items face up (3, plus 2 per "
                            "face-up tea on its track); {asked} asked")
REFRESH_NOT_EXHAUSTED = Template("refresh.not-exhausted", "the {who:faction} has no exhausted {item:item} to refresh")
NOTHING_TO_REFRESH = Template("refresh.nothing", "the {who:faction} has no exhausted item: nothing to refresh "
                              "(he may refresh {allowed})")
REFRESHED = Template("refresh.done", "the {who:faction} refreshes {count} of {allowed} items: {items:item}")
# Explore.
NO_RUIN = Template("explore.no-ruin", "there is no ruin in {where:area} to explore")
NOT_R_ITEM = Template("explore.not-r-item", "a ruin holds only R items ({items:item}); {item:item.a} is not one")
NONE_LEFT = Template("explore.none-left", "no R {item:item} is left under the ruins: {taken} taken of {sets}")
ALREADY_HAS_R = Template("explore.already-has-r", "with two Vagabonds nobody takes an R item of a type he "
                         "already holds one of: the {who:faction} has an R {item:item}")
EXPLORES = Template("explore.done", "the {who:faction} explores the ruin in {where:area}, takes {item:item.a} face up "
                    "and scores 1 VP")
EXPLORES_NO_VP = Template("explore.done-no-vp", "the {who:faction} explores the ruin in {where:area} and takes "
                          "{item:item.a} face up (no point for exploring)")
RUIN_GOES = Template("explore.ruin-goes", "that was its last item: the ruin is removed, its slot opens")
# Strike.
STRIKE_SELF = Template("strike.self", "Strike removes an enemy piece; the {who:faction} cannot strike himself")
STRIKE_NO_PIECE = Template("strike.no-piece", "{target:faction} {target:faction|sg=has|pl=have} no {piece:piece} in {where:area}")
STRIKE_WARRIOR_FIRST = Template("strike.warrior-first", "{target:faction} {target:faction|sg=has|pl=have} warriors in {where:area}: Strike "
                                "removes a warrior, and another piece only when they have none there")
STRIKE_WHICH = Template("strike.which", "{target:faction} {target:faction|sg=has|pl=have} no warriors in {where:area}: say which of its "
                        "pieces to remove ({pieces})")
STRIKES = Template("strike.done", "the {who:faction} strikes: {target:faction.a} {piece:piece} is removed from "
                   "{where:area}")
TURNS_HOSTILE = Template("vagabond.turns-hostile", "{target:faction} {target:faction|sg=becomes|pl=become} Hostile: a warrior of a non-Hostile "
                         "faction was removed")
BUILDING_VP = Template("strike.building-vp", "removing an enemy building or token scores 1 VP")
# Repair, Rest, Hits.
NOTHING_DAMAGED = Template("repair.nothing-damaged", "the {who:faction} has no damaged {item:item} to repair")
REPAIRS = Template("repair.done", "the {who:faction} repairs {item:item.a}")
REST_IN_FOREST = Template("rest.in-forest", "the {who:faction} rests only in a forest; he is in {where:area}")
PAWN_OFF_MAP = Template("vagabond.pawn-off-map", "the {who:faction}'s pawn is not on the map yet: it is placed "
                        "in a forest at setup")
RESTS = Template("rest.done", "the {who:faction} rests: {count} damaged item repaired and face up",
                 plural="the {who:faction} rests: {count} damaged items repaired and face up", count="count")
REST_DRAW = Template("rest.draw", "draw {count} card (1, plus 1 per face-up coins on its track), then discard "
                     "down to five", plural="draw {count} cards (1, plus 1 per face-up coins on its track), then "
                     "discard down to five", count="count")
HITS_ITEMS = Template("hits.items", "{count} hit damages {count} undamaged item; {items} named",
                      plural="{count} hits damage {count} undamaged items; {items} named", count="count")
HITS_NOT_UNDAMAGED = Template("hits.not-undamaged", "the {who:faction} has no undamaged {item:item} to damage")
HITS_TAKEN = Template("hits.done", "the {who:faction} takes {count} hit: {items:item} damaged",
                      plural="the {who:faction} takes {count} hits: {items:item} damaged", count="count")
HITS_IGNORED = Template("hits.ignored", "{count} more hit is ignored: no undamaged item is left",
                        plural="{count} more hits are ignored: no undamaged item is left", count="count")
# Aid and relationships.
AID_SELF = Template("aid.self", "Aid gives a card to another player")
AID_NO_PIECES = Template("aid.no-pieces", "{target:faction} {target:faction|sg=has|pl=have} no pieces in {where:area}: Aid goes to a player "
                         "with pieces in his clearing")
AID_HOSTILE_STAYS = Template("aid.hostile-stays", "{target:faction} {target:faction|sg=is|pl=are} Hostile: Aid cannot move its marker out "
                             "of the Hostile box")
AID_ALREADY_ALLIED = Template("aid.allied", "{target:faction} {target:faction|sg=is|pl=are} already Allied: its marker is on the last space")
AIDS = Template("aid.done", "the {who:faction} aids {target:faction}, exhausting {item:item.a}")
AID_NO_ITEM = Template("aid.no-item", "the {who:faction} aids {target:faction} exhausting no item: Aid exhausts one")
AIDS_NO_ITEM = Template("aid.done-no-item", "the {who:faction} aids {target:faction}")
AID_CARD = Template("aid.card", "give {target:faction} a card matching {where:area}")
AID_ADVANCES = Template("aid.advances", "{target:faction.whose} marker moves to space {space} ({aids} Aid this turn): "
                        "it scores {points:vp} VP", plural="{target:faction.whose} marker moves to space {space} "
                        "({aids} Aids this turn): it scores {points:vp} VP", count="aids")
AID_ALLIED_VP = Template("aid.allied-vp", "{target:faction} {target:faction|sg=is|pl=are} Allied: this Aid scores 2 VP")
AID_TAKES = Template("aid.takes", "he takes {item:item.a} from {target:faction.whose} Crafted Items, face up")
SPACE_RANGE = Template("allied.range", "the Allied track has spaces 0 (Indifferent) to {spaces} (Allied), "
                       "not {space}")
SPACE_SET = Template("allied.set", "{target:faction.whose} marker on the {who:faction}'s Allied track: space {space}")
NO_RELATIONSHIP = Template("allied.no-relationship", "the {who:faction} keeps relationships with the other "
                           "factions only, not with {target:faction}")
# Special actions (16.3).
SPECIAL_DONE = Template("special.done", "the {who:faction} ({character:character}): {special:vagabond}")
GLIDE_WHERE = Template("special.glide-where", "Glide moves the pawn to a clearing: name one")
GLIDE_NOT_CLEARING = Template("special.glide-clearing", "Glide moves the pawn to any clearing; {where:area} is "
                              "not one")
GLIDES = Template("special.glides", "the {who:faction} glides from {at:area} to {to:area}: any clearing, no "
                  "boots, even Hostile")
SCORCHES = Template("special.scorches", "the {who:faction} places his torch in {where:area}: {count} enemy "
                    "piece removed; no piece may be placed in or moved into it again",
                    plural="the {who:faction} places his torch in {where:area}: {count} enemy pieces removed; no "
                    "piece may be placed in or moved into it again", count="count")
PAWN_DAMAGED = Template("special.pawn-damaged", "the {other:faction} pawn cannot be removed: 3 of his items are "
                        "damaged instead")
HIDEOUT = Template("special.hideout", "the {who:faction} repairs {count} item; Daylight ends and Evening begins",
                   plural="the {who:faction} repairs {count} items; Daylight ends and Evening begins", count="count")
REMINDERS = {
    "steal": Template("special.steal", "take a random card from a player with pieces in his clearing"),
    "day-labor": Template("special.day-labor", "take a card of his clearing's suit (or a bird) from the discard pile"),
    "instigate": Template("special.instigate", "start a battle in his clearing, choosing attacker and defender; he "
                          "removes pieces for both and scores 1 VP per building or token and per Hostile piece removed"),
    "protector": Template("special.protector", "a defender enlisted him before the roll: he scores 1 VP and adds his "
                          "undamaged swords to the defender's maximum rolled hits"),
    "improvise": Template("special.improvise", "once this turn, in a Quest, one unexhausted item counts as any item; "
                          "exhausting it for the quest also damages it"),
    "swift-strike": Template("special.swift-strike", "after rolling, deal one extra hit"),
}
EXPLORE_VP = 1  # 9.5.3: exploring a ruin scores one point
SPECIAL_DAYLIGHT = {"steal", "day-labor", "hideout", "instigate", "scorched-earth", "glide"}  # 9.5.9

# What the log says (Action.describe).
EXPLORE_LOG = Template("explore.log", "the {who:faction} explores: {item:item}")
STRIKE_LOG = Template("strike.log", "the {who:faction} strikes {target:faction}")
REFRESH_LOG = Template("refresh.log", "the {who:faction} refreshes")
REFRESH_LOG_ITEMS = Template("refresh.log-items", "the {who:faction} refreshes {items:item}")
REST_LOG = Template("rest.log", "the {who:faction} rests")
HITS_LOG = Template("hits.log", "the {who:faction} takes {count} hit", plural="the {who:faction} takes {count} hits",
                    count="count")
SPECIAL_LOG = Template("special.log", "the {who:faction}'s special action")
UNKNOWN_OP = Template("input.item-op", "unknown item change {op!r}; changes: {ops}")

OPS = ("exhaust", "refresh", "damage", "repair", "take", "remove")


# --- helpers ---------------------------------------------------------------------------------------

def vagabond_of(state: GameState, fid: str) -> None:
    if fid not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=fid))
    if not state.law[fid].vagabond:
        raise BadInput(NOT_A_VAGABOND("9.2.5", who=fid))


def board_or_refusal(state: GameState, fid: str) -> tuple[VagabondBoard | None, Verdict | None]:
    vagabond_of(state, fid)
    board = state.vagabonds.get(fid)
    if board is None:
        return None, impossible(NO_BOARD("9.3.1", who=fid))
    return board, None


def board_edit(state: GameState, fid: str, board: VagabondBoard) -> Edit:
    return state.set_edit("vagabonds", {**state.vagabonds, fid: board})


def timing(state: GameState, fid: str, phase: str, action: str, section: str) -> Verdict | None:
    """Refused outside his own ``phase`` once the phase is tracked; trusted before (1.4.1)."""
    return refused_outside_own(state, fid, phase, lambda: WRONG_PHASE(
        section, "1.4.1", action=action, who=fid, phase=phase, current=state.current, now=state.phase),
        turn_trusted=True)


def pawn_at(state: GameState, fid: str):
    found = state.where_is((fid, PAWN))
    return found[0] if found else None


def his_clearing(state: GameState, fid: str, action: str, section: str):
    where = pawn_at(state, fid)
    if where is None:
        return None, impossible(NO_PAWN("9.2.2", who=fid))
    if not is_clearing(where):
        return None, impossible(IN_A_FOREST(section, who=fid, where=where, action=action))
    return where, None


def pay(board: VagabondBoard, fid: str, item: str, need: int, action: str, section: str) -> Verdict | None:
    have = board.usable(item)
    if have < need:
        # Nothing to exhaust: not even teach mode can pay with an item he does not have.
        return impossible(NO_USABLE(section, "9.2.5", action=action, need=need, item=item, who=fid, have=have))
    return None


def hostility_edits(state: GameState, fid: str, target: str, piece: str) -> list[Edit]:
    """Removing a warrior of a non-Hostile faction makes it Hostile (9.2.9.III); hireling
    warriors never make anyone Hostile ([FAQ])."""
    f = state.law[target]
    if f.piece(piece).kind != WARRIOR or f.vagabond or f.hireling or target == MAP:
        return []
    if target in state.hostile.get(fid, set()):
        return []
    groups = {k: set(v) for k, v in state.hostile.items()}
    groups.setdefault(fid, set()).add(target)
    return [state.set_edit("hostile", groups)]


def default_damage_order(board: VagabondBoard, count: int) -> list[str]:
    """Which undamaged items hits damage when the player names none: exhausted ones first
    (they are spent already), then the rest, in board order. The player may name others."""
    undamaged = [i for i in board.items if i.where != DAMAGED]
    undamaged.sort(key=lambda i: (not i.exhausted, i.item))
    return [i.item for i in undamaged[:count]]


def damage_all(board: VagabondBoard, items: list[str]) -> VagabondBoard:
    for item in items:
        exhausted = any(i.item == item and i.exhausted and i.where != DAMAGED for i in board.items)
        board = board.damage(item, exhausted=True if exhausted else None)
    return board


# --- setup and bookkeeping -----------------------------------------------------------------------

HOSTILE_DONE = Template("action.hostile", "{who:faction} Hostile to {vagabond:faction}")
NOT_HOSTILE_DONE = Template("action.not-hostile", "{who:faction} not Hostile to {vagabond:faction}")
HOSTILITY_PAIR = Template("input.hostility-pair", "hostility is a Vagabond's relationship with a non-Vagabond faction")
IS_HOSTILE = Template("hostile.on", "{who:faction} {who:faction|sg=is|pl=are} Hostile to the {vagabond:faction}")
NOT_HOSTILE = Template("hostile.off", "{who:faction} {who:faction|sg=is|pl=are} no longer Hostile to the {vagabond:faction}")


@record(frozen=True)
class SetHostile(Action):
    """The Vagabond's relationship: a faction goes into (or out of) his Hostile box (9.2.9.III)."""

    vagabond: str
    faction: str
    hostile: bool = True
    kind = "hostile"

    def check(self, state):
        for fid in (self.vagabond, self.faction):
            if fid not in state.factions:
                raise BadInput(NOT_IN_THIS_GAME(who=fid))
        if not state.law[self.vagabond].vagabond or state.law[self.faction].vagabond:
            raise BadInput(HOSTILITY_PAIR("9.2.9"))
        return legal((IS_HOSTILE if self.hostile else NOT_HOSTILE)("9.2.9.III", who=self.faction, vagabond=self.vagabond))

    def edits(self, state):
        return [state.set_edit("hostile", toggled(state.hostile, self.vagabond, self.faction, self.hostile))]

    def describe(self, law):
        return (HOSTILE_DONE if self.hostile else NOT_HOSTILE_DONE)("9.2.9.III", who=self.faction, vagabond=self.vagabond)


@record(frozen=True)
class SetCharacter(Action):
    """The character card, and its starting items (9.3.1, 9.3.5, 16.3)."""

    vagabond: str
    character: str
    kind = "character"

    def check(self, state):
        vagabond_of(state, self.vagabond)
        c = character(self.character)
        board = state.vagabonds.get(self.vagabond)
        if board is not None:
            return illegal(HAS_BOARD("9.3.1", who=self.vagabond, character=board.character))
        for other, b in state.vagabonds.items():
            if other != self.vagabond and b.character == c.name:
                return illegal(CHARACTER_TAKEN("9.7", c.section, other=other, character=c.name))
        return legal(CHARACTER_SET(c.section, "9.3.5", "9.3.6", who=self.vagabond, character=c.name,
                                   items=list(c.items)))

    def edits(self, state):
        return [board_edit(state, self.vagabond, starting_board(self.character))]

    def describe(self, law):
        return CHARACTER_SET(CHARACTER_BY_NAME[self.character].section, who=self.vagabond, character=self.character,
                             items=list(CHARACTER_BY_NAME[self.character].items))


@record(frozen=True)
class ItemChange(Action):
    """Bookkeeping of one kind of item: exhaust, refresh, damage, repair (9.2.5, 9.2.7); take
    one that arrives face up (Craft 9.5.8, Aid 9.5.4); remove one above the item limit (9.6.4)."""

    vagabond: str
    item: str
    op: str
    count: int = 1
    kind = "item"

    def _step(self, board: VagabondBoard) -> VagabondBoard:
        item = self.item
        if self.op == "exhaust":
            return board.exhaust(item)
        if self.op == "refresh":
            try:
                return board.refresh(item)
            except KeyError:
                return board.refresh_damaged(item)
        if self.op == "damage":
            return board.damage(item)
        if self.op == "repair":
            return board.repair(item)
        if self.op == "take":
            return board.gain(item)
        return board.lose(item, lambda i: i.where != TRACK)

    def _after(self, board: VagabondBoard) -> VagabondBoard:
        for _ in range(self.count):
            board = self._step(board)
        return board

    def check(self, state):
        if self.op not in OPS:
            raise BadInput(UNKNOWN_OP(op=self.op, ops=list(OPS)))
        if self.item not in ITEMS:
            raise BadInput(NO_SUCH_ITEM(item=self.item, items=list(ITEMS)))
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        sections = {"exhaust": "9.2.5", "refresh": "9.2.5", "damage": "9.2.7", "repair": "9.2.7",
                    "take": "9.5.8", "remove": "9.6.4"}
        section = sections[self.op]
        try:
            self._after(board)
        except KeyError:
            return impossible(ITEM_NONE[self.op](section, who=self.vagabond, item=self.item))
        done = ITEM_DONE[self.op](section, who=self.vagabond, count=self.count, item=self.item)
        if self.op == "remove":
            held, limit = board.counted_for_limit, board.item_limit
            if held - self.count < limit:
                return illegal(ITEM_NOT_OVER("9.6.4", who=self.vagabond, held=held, limit=limit))
            late = timing(state, self.vagabond, "evening", "the item limit", "9.6.4")
            if late:
                return late
            return legal(ITEM_REMOVED("9.6.4", who=self.vagabond, item=self.item, held=held - limit, limit=limit))
        return legal(done)

    def edits(self, state):
        return [board_edit(state, self.vagabond, self._after(state.vagabonds[self.vagabond]))]

    def describe(self, law):
        return ITEM_DONE[self.op]("9.2.5", who=self.vagabond, count=self.count, item=self.item)


@record(frozen=True)
class SetAllied(Action):
    """Where a faction's marker stands on the Allied track (9.2.9.I): 0 Indifferent ... 4 Allied."""

    vagabond: str
    faction: str
    space: int
    kind = "allied"

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        if self.faction not in state.factions or state.law[self.faction].vagabond:
            raise BadInput(NO_RELATIONSHIP("9.2.9", who=self.vagabond, target=self.faction))
        if not 0 <= self.space <= ALLIED_SPACES:
            raise BadInput(SPACE_RANGE("9.2.9", spaces=ALLIED_SPACES, space=self.space))
        if relationship(state, self.vagabond, self.faction) == HOSTILE:
            return illegal(AID_HOSTILE_STAYS("9.2.9.III", target=self.faction))
        return legal(SPACE_SET("9.2.9.I", who=self.vagabond, target=self.faction, space=self.space))

    def edits(self, state):
        board = state.vagabonds[self.vagabond]
        return [board_edit(state, self.vagabond, board.with_space(self.faction, self.space))]

    def describe(self, law):
        return SPACE_SET("9.2.9.I", who=self.vagabond, target=self.faction, space=self.space)


# --- Birdsong ------------------------------------------------------------------------------------

@record(frozen=True)
class Refresh(Action):
    """Flip 3 exhausted items face up, plus 2 per face-up tea on its track (9.4.1). ``items``
    names them; none named: exhausted undamaged ones first, in board order."""

    vagabond: str
    items: tuple[str, ...] = ()
    kind = "refresh"

    def chosen(self, board: VagabondBoard) -> list[str]:
        if self.items:
            return list(self.items)
        exhausted = sorted((i for i in board.items if i.exhausted), key=lambda i: (i.where == DAMAGED, i.item))
        return [i.item for i in exhausted[:board.refresh_count]]

    def _after(self, board: VagabondBoard) -> VagabondBoard:
        for item in self.chosen(board):
            try:
                board = board.refresh(item)
            except KeyError:
                board = board.refresh_damaged(item)
        return board

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        late = timing(state, self.vagabond, "birdsong", "Refresh", "9.4.1")
        if late:
            return late
        chosen, allowed = self.chosen(board), board.refresh_count
        # What the items are comes first: an item he has not exhausted cannot be refreshed even
        # in teach mode, which applies "too many" anyway (issue 19: it used to, and failed).
        for n, item in enumerate(chosen):
            if board.count(item, exhausted=True) < chosen[:n + 1].count(item):
                return impossible(REFRESH_NOT_EXHAUSTED("9.4.1", who=self.vagabond, item=item))
        if len(chosen) > allowed:
            return illegal(REFRESH_TOO_MANY("9.4.1", allowed=allowed, asked=len(chosen)))
        if not chosen:
            return legal(NOTHING_TO_REFRESH("9.4.1", who=self.vagabond, allowed=allowed))
        return legal(REFRESHED("9.4.1", who=self.vagabond, count=len(chosen), allowed=allowed, items=chosen))

    def edits(self, state):
        return [board_edit(state, self.vagabond, self._after(state.vagabonds[self.vagabond]))]

    def describe(self, law):
        if self.items:
            return REFRESH_LOG_ITEMS("9.4.1", who=self.vagabond, items=list(self.items))
        return REFRESH_LOG("9.4.1", who=self.vagabond)


# --- Daylight --------------------------------------------------------------------------------------

def _daylight(state, fid, action, section, item, need=1):
    """(board, clearing, refusal, late) for a Daylight action on his clearing paying ``need``
    ``item``: ``refusal`` what cannot be done at all, ``late`` the timing (9.5), which the
    caller returns after its own checks of what is possible (teach mode applies the rest)."""
    board, refusal = board_or_refusal(state, fid)
    if refusal:
        return None, None, refusal, None
    where, refusal = his_clearing(state, fid, action, section)
    if refusal:
        return None, None, refusal, None
    if item:
        refusal = pay(board, fid, state.law[fid].pays_with(board, item), need, action, section)
        if refusal:
            return None, None, refusal, None
    return board, where, None, timing(state, fid, "daylight", action, section)


@record(frozen=True)
class Explore(Action):
    """Exhaust a torch: take an R item from the ruin in his clearing, 1 VP; the ruin goes with
    its last item (9.5.3). Two Vagabonds: two items per ruin, never an R item of a type he
    already holds (9.7.1, 9.7.3). ``item``: the one found (the table sees it)."""

    vagabond: str
    item: str
    kind = "explore"

    def check(self, state):
        board, where, refusal, late = _daylight(state, self.vagabond, "Explore", "9.5.3", "torch")
        if refusal:
            return refusal
        if not ruins.has_ruin(state, where):
            return impossible(NO_RUIN("9.5.3", where=where))
        if self.item not in R_ITEMS:
            return impossible(NOT_R_ITEM("9.3.4", items=list(R_ITEMS), item=self.item))
        sets, taken = ruins.items_per_ruin(state), ruins.taken(state, self.item)
        if taken >= sets:
            return impossible(NONE_LEFT("9.3.4", "9.7.1", item=self.item, taken=taken, sets=sets))
        if sets == 2 and board.count(self.item, ruin=True):
            return illegal(ALREADY_HAS_R("9.7.3", who=self.vagabond, item=self.item))
        if late:
            return late
        last = ruins.takes_last(state, where)
        said = EXPLORES if state.law[self.vagabond].explore_points() else EXPLORES_NO_VP
        return legal(said("9.5.3", who=self.vagabond, where=where, item=self.item),
                     RUIN_GOES("9.5.3") if last else None)

    def edits(self, state):
        where = pawn_at(state, self.vagabond)
        board = state.vagabonds[self.vagabond]
        board = board.exhaust(state.law[self.vagabond].pays_with(board, "torch")).gain(self.item, ruin=True)
        taking = ruins.take_edits(state, where, self.item)  # explored, and the ruin with its last item
        return [board_edit(state, self.vagabond, board), taking[0],
                *([Edit("score", (self.vagabond, points))] if (points := state.law[self.vagabond].explore_points()) else []),
                *taking[1:]]

    def describe(self, law):
        return EXPLORE_LOG("9.5.3", who=self.vagabond, item=self.item)


@record(frozen=True)
class Strike(Action):
    """Exhaust a crossbow: remove an enemy warrior in his clearing, or, if that enemy has no
    warrior there, another of its pieces (9.5.6). A warrior of a non-Hostile faction makes
    it Hostile (9.2.9.III)."""

    vagabond: str
    target: str
    piece: str | None = None
    kind = "strike"

    def piece_owner(self) -> str:
        return self.target  # the piece struck is the target's; a game file's reader checks it so

    def chosen(self, state, where) -> str | None:
        if self.piece:
            return state.law[self.target].piece(self.piece).name
        for p in state.law[self.target].pieces:  # its warriors first (9.5.6)
            if p.kind == WARRIOR and state.count(where, (self.target, p.name)):
                return p.name
        return None

    def check(self, state):
        if self.target not in state.in_game:
            raise BadInput(NOT_IN_THIS_GAME(who=self.target))
        if self.target == self.vagabond:
            raise BadInput(STRIKE_SELF("9.5.6", who=self.vagabond))
        board, where, refusal, late = _daylight(state, self.vagabond, "Strike", "9.5.6", "crossbow")
        if refusal:
            return refusal
        piece = self.chosen(state, where)
        f = state.law[self.target]
        if piece is None:
            there = sorted(p for (fid, p), n in state.pieces_at(where).items() if fid == self.target and n)
            if not there:
                return impossible(STRIKE_NO_PIECE("9.5.6", target=self.target, piece=WARRIOR, where=where))
            return impossible(STRIKE_WHICH("9.5.6", target=self.target, where=where, pieces=there))
        if not state.count(where, (self.target, piece)):
            return impossible(STRIKE_NO_PIECE("9.5.6", target=self.target, piece=piece, where=where))
        if f.piece(piece).kind != WARRIOR and state.count(where, (self.target, WARRIOR)):
            return illegal(STRIKE_WARRIOR_FIRST("9.5.6", target=self.target, where=where))
        refused = remove_refusal(state, PieceRequest(self.target, piece, where))
        if refused is not None:
            return refused
        if late:
            return late
        notes = []
        if hostility_edits(state, self.vagabond, self.target, piece):
            notes.append(TURNS_HOSTILE("9.2.9.III", target=self.target))
        if f.piece(piece).kind in (BUILDING, TOKEN):
            notes.append(BUILDING_VP("3.2.1"))
        return legal(STRIKES("9.5.6", who=self.vagabond, target=self.target, piece=piece, where=where), *notes)

    def edits(self, state):
        where = pawn_at(state, self.vagabond)
        piece = self.chosen(state, where)
        board = state.vagabonds[self.vagabond].exhaust("crossbow")
        return [board_edit(state, self.vagabond, board),
                *Remove(PieceRequest(self.target, piece, where)).edits(state),
                *hostility_edits(state, self.vagabond, self.target, piece)]

    def describe(self, law):
        return STRIKE_LOG("9.5.6", who=self.vagabond, target=self.target)


@record(frozen=True)
class Repair(Action):
    """Exhaust a hammer: a damaged item to the Satchel, keeping its face; face-up tea, coins
    and bags straight to their tracks (9.5.7)."""

    vagabond: str
    item: str
    kind = "repair"

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        refusal = pay(board, self.vagabond, state.law[self.vagabond].pays_with(board, "hammer"), 1, "Repair", "9.5.7")
        if refusal:
            return refusal
        if not board.count(self.item, where=DAMAGED):
            return impossible(NOTHING_DAMAGED("9.5.7", who=self.vagabond, item=self.item))
        late = timing(state, self.vagabond, "daylight", "Repair", "9.5.7")
        if late:
            return late
        return legal(REPAIRS("9.5.7", who=self.vagabond, item=self.item))

    def edits(self, state):
        board = state.vagabonds[self.vagabond]
        board = board.exhaust(state.law[self.vagabond].pays_with(board, "hammer")).repair(self.item)
        return [board_edit(state, self.vagabond, board)]

    def describe(self, law):
        return REPAIRS("9.5.7", who=self.vagabond, item=self.item)


@record(frozen=True)
class Aid(Action):
    """Exhaust any item, give a card matching his clearing to a player with pieces there
    (9.5.4); ``advance``: this Aid completes the printed number for the next space (9.2.9.I);
    ``take``: the item he takes from that player's Crafted Items, face up. ``item`` None: he
    exhausted none (a log's Aid that writes none), which the rules refuse (9.5.4)."""

    vagabond: str
    target: str
    item: str | None
    advance: bool = False
    take: str | None = None
    kind = "aid"

    def check(self, state):
        if self.target not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.target))
        if self.target == self.vagabond:
            raise BadInput(AID_SELF("9.5.4"))
        if self.take is not None and self.take not in ITEMS:
            raise BadInput(NO_SUCH_ITEM(item=self.take, items=list(ITEMS)))
        board, where, refusal, late = _daylight(state, self.vagabond, "Aid", "9.5.4", self.item)
        if refusal:
            return refusal
        if late:
            return late
        if not any(n for (fid, _), n in state.pieces_at(where).items() if fid == self.target):
            return illegal(AID_NO_PIECES("9.5.4", target=self.target, where=where))
        notes = [AID_CARD("9.5.4", target=self.target, where=where)]
        rel = relationship(state, self.vagabond, self.target) if not state.law[self.target].vagabond else None
        if self.advance:
            if state.law[self.target].vagabond:
                raise BadInput(NO_RELATIONSHIP("9.2.9", who=self.vagabond, target=self.target))
            if rel == HOSTILE:
                return illegal(AID_HOSTILE_STAYS("9.2.9.III", target=self.target))
            space = board.space(self.target)
            if space >= ALLIED_SPACES:
                return impossible(AID_ALREADY_ALLIED("9.2.9.II", target=self.target))
            notes.append(AID_ADVANCES("9.2.9.I", target=self.target, space=space + 1, aids=aids_to_advance(space),
                                      points=space_points(space + 1)))
        elif rel == ALLIED:
            notes.append(AID_ALLIED_VP("9.2.9.II", target=self.target))
        if self.take:
            notes.append(AID_TAKES("9.5.4", item=self.take, target=self.target))
        if self.item is None:
            return illegal(AID_NO_ITEM("9.5.4", who=self.vagabond, target=self.target))
        return legal(AIDS("9.5.4", who=self.vagabond, target=self.target, item=self.item), *notes)

    def edits(self, state):
        board = state.vagabonds[self.vagabond]
        board = board.exhaust(self.item) if self.item is not None else board
        if self.advance:
            board = board.with_space(self.target, board.space(self.target) + 1)
        edits = []
        if self.advance:
            # The marker moves onto the next space: score the VP printed on it (9.2.9.I).
            edits.append(Edit("score", (self.vagabond, space_points(board.space(self.target)))))
        elif not state.law[self.target].vagabond and relationship(state, self.vagabond, self.target) == ALLIED:
            # Aiding an Allied faction scores 2 VP each time (9.2.9.II).
            edits.append(Edit("score", (self.vagabond, ALLIED_AID_VP)))
        if self.take:
            board = board.gain(self.take)
            # From the player's Crafted Items box, where rootboard keeps it (4.1.2); its coin is
            # the catalogue's "coin", the board's "coins".
            taken = state.crafted.take_from_box(self.target, {"coins": "coin"}.get(self.take, self.take))
            if taken != state.crafted:
                edits.append(state.set_edit("crafted", taken))
        return [board_edit(state, self.vagabond, board), *edits]

    def describe(self, law):
        if self.item is None:
            return AIDS_NO_ITEM("9.5.4", who=self.vagabond, target=self.target)
        return AIDS("9.5.4", who=self.vagabond, target=self.target, item=self.item)


# --- Evening, and hits ---------------------------------------------------------------------------

@record(frozen=True)
class Rest(Action):
    """In a forest, in Evening: every damaged item back to the Satchel or its track, face up (9.6.1)."""

    vagabond: str
    kind = "rest"

    def _after(self, board: VagabondBoard) -> VagabondBoard:
        items = [replace(i, where=home(i.item), exhausted=False) if i.where == DAMAGED else i for i in board.items]
        return board.with_items(items)

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        late = timing(state, self.vagabond, "evening", "Rest", "9.6.1")
        if late:
            return late
        where = pawn_at(state, self.vagabond)
        if where is None:
            return impossible(PAWN_OFF_MAP("9.3.2", who=self.vagabond))
        if not in_forest(where):
            return illegal(REST_IN_FOREST("9.6.1", who=self.vagabond, where=where))
        repaired = sum(1 for i in board.items if i.where == DAMAGED)
        draw = 1 + board.face_up_on_track("coins")
        return legal(RESTS("9.6.1", who=self.vagabond, count=repaired), REST_DRAW("9.6.2", "9.6.3", count=draw))

    def edits(self, state):
        return [board_edit(state, self.vagabond, self._after(state.vagabonds[self.vagabond]))]

    def describe(self, law):
        return REST_LOG("9.6.1", who=self.vagabond)


@record(frozen=True)
class Hits(Action):
    """Each hit damages one undamaged item, keeping its face; with none left the rest are
    ignored (9.2.7, 4.3.3). ``items``: the ones he chooses; none named: exhausted ones first."""

    vagabond: str
    count: int
    items: tuple[str, ...] = ()
    kind = "hits"

    def chosen(self, board: VagabondBoard) -> list[str]:
        undamaged = sum(1 for i in board.items if i.where != DAMAGED)
        return list(self.items) if self.items else default_damage_order(board, min(self.count, undamaged))

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        if self.count < 1:
            raise BadInput(COUNT_AT_LEAST_ONE(count=self.count))
        chosen = self.chosen(board)
        undamaged = sum(1 for i in board.items if i.where != DAMAGED)
        if len(chosen) != min(self.count, undamaged):
            return (impossible if len(chosen) > undamaged else illegal)(HITS_ITEMS("9.2.7", count=min(self.count, undamaged), items=len(chosen)))
        try:
            damage_all(board, chosen)
        except KeyError:
            missing = next(i for i in chosen if chosen.count(i) > sum(
                1 for x in board.items if x.item == i and x.where != DAMAGED))
            return impossible(HITS_NOT_UNDAMAGED("9.2.7", who=self.vagabond, item=missing))
        ignored = self.count - len(chosen)
        return legal(HITS_TAKEN("9.2.7", "4.3.3", who=self.vagabond, count=len(chosen), items=chosen),
                     HITS_IGNORED("9.2.7", count=ignored) if ignored else None)

    def edits(self, state):
        board = state.vagabonds[self.vagabond]
        return [board_edit(state, self.vagabond, damage_all(board, self.chosen(board)))]

    def describe(self, law):
        return HITS_LOG("9.2.7", who=self.vagabond, count=self.count)


# --- special actions (16.3) -----------------------------------------------------------------------

def scorched_removals(state: GameState, fid: str, where) -> list[tuple[str, str, int]]:
    """Every enemy piece in ``where`` that can be removed: not his own, not the map's (ruins,
    landmarks, 16.5.1), not a pawn (9.2.2), not the warlord outside battle (14.2.2)."""
    found = []
    for (owner, piece), n in sorted(state.pieces_at(where).items()):
        if owner in (fid, MAP) or not n:
            continue
        if remove_refusal(state, PieceRequest(owner, piece, where, n)) is None:
            found.append((owner, piece, n))
    return found


@record(frozen=True)
class Special(Action):
    """The character card's action (9.5.9, 16.3). Glide (16.3.9) moves the pawn to ``to``;
    Scorched Earth (16.3.6) removes every enemy piece in his clearing and bars it; Hideout
    (16.3.3) repairs up to 3 items (``items``) and ends Daylight; the others exhaust their
    item (or nothing) and remind the table what to do with its cards."""

    vagabond: str
    to: int | None = None
    items: tuple[str, ...] = ()
    kind = "special"

    def character(self, state):
        return CHARACTER_BY_NAME[state.vagabonds[self.vagabond].character]

    def check(self, state):
        board, refusal = board_or_refusal(state, self.vagabond)
        if refusal:
            return refusal
        c = self.character(state)
        name = SPECIAL_NAMES[c.special]
        if c.special_item:
            refusal = pay(board, self.vagabond, c.special_item, 1, name, c.section)
            if refusal:
                return refusal
        if c.special in SPECIAL_DAYLIGHT:
            late = timing(state, self.vagabond, "daylight", name, "9.5.9")
            if late:
                return late
        done = SPECIAL_DONE(c.section, who=self.vagabond, character=c.name, special=name)
        at = pawn_at(state, self.vagabond)
        if at is None:
            return impossible(NO_PAWN("9.2.2", who=self.vagabond))
        if c.special == "glide":
            if self.to is None:
                raise BadInput(GLIDE_WHERE("16.3.9"))
            if not isinstance(self.to, int) or self.to not in state.topology.board.clearings:
                return impossible(GLIDE_NOT_CLEARING("16.3.9", where=self.to))
            if self.to == at:
                return illegal(SAME_AREA("4.2", at=at))
            banned = entry_ban(state, self.vagabond, self.to, placing=False)
            if banned is not None:
                return banned
            return legal(GLIDES("16.3.9", who=self.vagabond, at=at, to=self.to))
        if c.special in ("scorched-earth", "steal", "day-labor", "instigate"):
            if not is_clearing(at):
                return impossible(IN_A_FOREST(c.section, who=self.vagabond, where=at, action=name))
        if c.special == "scorched-earth":
            removed = scorched_removals(state, self.vagabond, at)
            others = [v for v in state.factions if v != self.vagabond and state.count(at, (v, PAWN))]
            turned = sorted({o for o, p, _ in removed if hostility_edits(state, self.vagabond, o, p)})
            return legal(SCORCHES("16.3.6", who=self.vagabond, where=at, count=sum(n for *_, n in removed)),
                         *[TURNS_HOSTILE("9.2.9.III", target=t) for t in turned],
                         *[PAWN_DAMAGED("9.2.2.I", other=o) for o in others])
        if c.special == "hideout":
            chosen = self._hideout_items(board)
            try:
                self._repaired(board, chosen)
            except KeyError:
                return impossible(NOTHING_DAMAGED("16.3.3", who=self.vagabond, item=", ".join(chosen)))
            return legal(HIDEOUT("16.3.3", who=self.vagabond, count=len(chosen)))
        return legal(done, REMINDERS[c.special](c.section))

    def _hideout_items(self, board):
        if self.items:
            return list(self.items)[:3]
        return [i.item for i in board.items if i.where == DAMAGED][:3]

    @staticmethod
    def _repaired(board, items):
        for item in items:
            board = board.repair(item)
        return board

    def edits(self, state):
        board = state.vagabonds[self.vagabond]
        c = self.character(state)
        at = pawn_at(state, self.vagabond)
        if c.special_item and c.special != "scorched-earth":
            board = board.exhaust(c.special_item)
        edits = []
        if c.special == "glide":
            edits.append(shift((self.vagabond, PAWN), at, self.to, 1))
        elif c.special == "scorched-earth":
            # The exhausted torch leaves his board for the map (16.3.6).
            board = board.exhaust("torch").lose("torch", lambda i: i.exhausted and i.where != DAMAGED)
            edits.append(shift((self.vagabond, "torch"), SUPPLY, at, 1))
            turned = set()
            for owner, piece, n in scorched_removals(state, self.vagabond, at):
                edits += Remove(PieceRequest(owner, piece, at, n)).edits(state)
                if owner not in turned:
                    hostile = hostility_edits(state, self.vagabond, owner, piece)
                    if hostile:
                        turned.add(owner)
            if turned:
                groups = {k: set(v) for k, v in state.hostile.items()}
                groups.setdefault(self.vagabond, set()).update(turned)
                edits.append(state.set_edit("hostile", groups))
            for other in state.factions:
                if other != self.vagabond and state.count(at, (other, PAWN)) and other in state.vagabonds:
                    theirs = state.vagabonds[other]
                    undamaged = sum(1 for i in theirs.items if i.where != DAMAGED)
                    hit = damage_all(theirs, default_damage_order(theirs, min(3, undamaged)))
                    edits.append(state.set_edit("vagabonds", {**state.vagabonds, other: hit, self.vagabond: board}))
                    board = None
        elif c.special == "hideout":
            board = self._repaired(board, self._hideout_items(board))
            if state.phase_tracked and state.phase != "evening":
                edits.append(state.set_edit("phase", "evening"))
        elif c.special == "protector":
            edits.append(Edit("score", (self.vagabond, 1)))
        if board is not None:
            edits.insert(0, board_edit(state, self.vagabond, board))
        return edits

    def describe(self, law):
        return SPECIAL_LOG("9.5.9", who=self.vagabond)



# --- moving with an Ally (9.2.9.II.b) -----------------------------------------------------------

NOT_ALLIED = Template("ally.not-allied", "only warriors of an Allied faction move with the {who:faction}; "
                      "{ally:faction} {ally:faction|sg=is|pl=are} {relation:vagabond}")
ALLY_TOO_FEW = Template("ally.too-few", "{ally:faction} {ally:faction|sg=has|pl=have} {have} warrior in {at:area}, not {count}",
                        plural="{ally:faction} {ally:faction|sg=has|pl=have} {have} warriors in {at:area}, not {count}", count="have")
ALLY_TO_CLEARING = Template("ally.to-clearing", "Allied warriors go with him only into an adjacent clearing")
ALLY_MOVES = Template("ally.moves", "{count} {ally:faction} warrior moves with him", plural="{count} "
                      "{ally:faction} warriors move with him", count="count")
ALLY_MOVE_LOG = Template("ally.log", "{move}, with {count} {ally:faction} warrior",
                         plural="{move}, with {count} {ally:faction} warriors", count="count")


@record(frozen=True)
class MoveWithAlly(Action):
    """His move, forcing ``count`` warriors of one Allied faction along from the same
    clearing to the same adjacent clearing (9.2.9.II.b)."""

    request: MoveRequest
    ally: str
    count: int = 1
    kind = "move-with"

    def check(self, state):
        m = self.request
        vagabond_of(state, m.faction)
        if self.ally not in state.factions or state.law[self.ally].vagabond:
            raise BadInput(NO_RELATIONSHIP("9.2.9", who=m.faction, target=self.ally))
        if self.count < 1:
            raise BadInput(COUNT_AT_LEAST_ONE(count=self.count))
        have = state.count(m.origin, (self.ally, WARRIOR))
        if have < self.count:
            return impossible(ALLY_TOO_FEW("9.2.9.II.b", ally=self.ally, have=have, at=m.origin, count=self.count))
        if not is_clearing(m.destination):
            return impossible(ALLY_TO_CLEARING("9.2.9.II.b"))
        move = Move(m).check(state)
        if not move.legal:
            return move
        relation = relationship(state, m.faction, self.ally)
        if relation != ALLIED:
            return illegal(NOT_ALLIED("9.2.9.II.b", who=m.faction, ally=self.ally, relation=relation))
        return move.with_notes(ALLY_MOVES("9.2.9.II.b", count=self.count, ally=self.ally))

    def edits(self, state):
        m = self.request
        return [*Move(m).edits(state), shift((self.ally, WARRIOR), m.origin, m.destination, self.count)]

    def describe(self, law):
        return ALLY_MOVE_LOG("9.2.9.II.b", move=Move(self.request).describe(law), count=self.count, ally=self.ally)


# His actions, as the Law lists them (rootboard.game.law.Law.actions).
ACTIONS = (SetHostile, SetCharacter, ItemChange, SetAllied, Refresh, Explore, Strike, Repair, Aid, Rest, Hits, Special,
           MoveWithAlly)
