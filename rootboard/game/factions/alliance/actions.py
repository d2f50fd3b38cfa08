"""The Woodland Alliance's own actions (8.4-8.6, Outrage 8.2.6), as Action subclasses.

Each is checked against her chapter (a Verdict citing its section) and applied as edits: pieces
shifted, supporters moved as card edits (rootboard.game.factions.alliance.supporters), points
scored, and her Officers box set (``state.boards["alliance"]``), so undo and a game file's
replay are exact. Fields are JSON words (``rootboard act GAME alliance-revolt clearing=5``).
Which step of her turn each belongs to is her turn's (rootboard.game.factions.alliance.turn).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import NOT_IN_THIS_GAME, Action, Remove
from rootboard.game.cards import table
from rootboard.game.cards.places import BOARD, BOARD_KNOWN, DISCARD, place, tracked
from rootboard.game.factions.alliance.board import (ALLIANCE, SYMPATHY, SYMPATHY_COST, SYMPATHY_POINTS,
                                                    adjacent_clearings, bases_on_map, in_supply, martial_law,
                                                    next_token, officers, sympathetic, with_officers)
from rootboard.game.factions.alliance.supporters import BIRD, card_suit, room_for, spend, supporters
from rootboard.game.kinds import ITEM, MAP, OUT, PAWN, SUPPLY, BUILDING, TOKEN, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal, remove_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.later import Later
from rootboard.messages import Template

# The cards' own actions, read by each card Mobilized (8.5.1), loaded when first read (they
# import the factions' actions in turn): an import statement at each call cost some 7,800 instructions (issue 32).
card_actions = Later("rootboard.game.cards.actions")
from rootboard.records import record

NOT_A_CLEARING = Template("alliance.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_SYMPATHETIC = Template("alliance.not-sympathetic", "{where:area} has no sympathy token: a revolt starts in a "
                           "sympathetic clearing")
NO_BASE_LEFT = Template("alliance.no-base-left", "the {suit:suit} base is already on the map: a revolt needs the base "
                        "matching its clearing on the faction board")
ALREADY_SYMPATHETIC = Template("alliance.already-sympathetic", "{where:area} already has a sympathy token: a clearing "
                               "holds only one")
NOT_ADJACENT = Template("alliance.not-adjacent", "{where:area} is not adjacent to a sympathetic clearing "
                        "({sympathetic:area}): sympathy spreads next to sympathy")
NO_TOKEN_LEFT = Template("alliance.no-token-left", "every sympathy token is off the track: the Alliance has ten")
MARTIAL_LAW = Template("alliance.martial-law", "martial law: {who:faction} {who:faction|sg=has|pl=have} three or more "
                       "warriors in {where:area}, so one more supporter is spent")
REVOLTS = Template("alliance.revolts", "the Alliance revolts in {where:area}: {removed} enemy piece removed, the "
                   "{suit:suit} base and {warriors} warriors placed, one officer trained",
                   plural="the Alliance revolts in {where:area}: {removed} enemy pieces removed, the {suit:suit} base "
                   "and {warriors} warriors placed, one officer trained", count="removed")
SCORES_REMOVED = Template("alliance.scores-removed", "{count} enemy building or token removed: {count} VP",
                          plural="{count} enemy buildings and tokens removed: {count} VP", count="count")
SPREADS = Template("alliance.spreads", "the Alliance spreads sympathy to {where:area}: {cost} supporters spent, "
                   "{points} VP", plural="the Alliance spreads sympathy to {where:area}: {cost} supporters spent, "
                   "{points} VP", count="cost")
ORGANIZES = Template("alliance.organizes", "the Alliance organizes in {where:area}: a warrior becomes a sympathy "
                     "token, {points} VP")
ORGANIZE_NO_WARRIOR = Template("alliance.organize-no-warrior", "the Alliance has no warrior in {where:area} to "
                               "organize")
RECRUIT_NO_BASE = Template("alliance.recruit-no-base", "{where:area} has no Alliance base: she recruits at a base")
RECRUITS = Template("alliance.recruits", "the Alliance recruits a warrior at the base in {where:area}")
NO_WARRIOR_LEFT = Template("alliance.no-warrior-left", "the Alliance has no warrior left in her supply")
OPERATIONS_SPENT = Template("alliance.operations-spent", "the Alliance has {officers} officer: as many military "
                            "operations a turn, all taken",
                            plural="the Alliance has {officers} officers: as many military operations a turn, all "
                            "taken", count="officers")
IN_EVENING = Template("alliance.in-evening", "military operations are taken in the Alliance's Evening; it is "
                      "{current:faction.whose} {phase:phase}")
MOBILIZES = Template("alliance.mobilizes", "the Alliance adds a card from her hand to her supporters")
TRAIN_NO_BASE = Template("alliance.train-no-base", "no Alliance base is on the map: Train spends a card matching a "
                         "base on the map")
TRAIN_WRONG_SUIT = Template("alliance.train-wrong-suit", "{card:cardname} matches no base on the map ({suits:suit})")
TRAINS = Template("alliance.trains", "the Alliance spends a card and trains an officer")
TRAIN_UNNAMED = Template("alliance.train-unnamed", "a card not named is spent: the table checks it matches a base on "
                         "the map ({suits:suit}); birds match any")
OUTRAGE_SELF = Template("alliance.outrage-self", "Outrage is caused by another player, not the Alliance")
OUTRAGE_GIVES = Template("alliance.outrage-gives", "Outrage in {where:area}: {who:faction} {who:faction|sg=adds|pl=add} "
                         "a matching card to the Alliance's supporters")
OUTRAGE_DRAWS = Template("alliance.outrage-draws", "Outrage in {where:area}: {who:faction} {who:faction|sg=shows|pl=show} "
                         "a hand with no matching card; the Alliance draws a card into her supporters")
OUTRAGE_WRONG_SUIT = Template("alliance.outrage-wrong-suit", "{card:cardname} does not match {where:area}: Outrage "
                              "adds a card of the clearing's suit (or a bird)")
OUTRAGE_NOT_AFFECTED = Template("alliance.outrage-not-affected", "{where:area} is not sympathetic and no sympathy "
                                "token was removed there this turn: no Outrage")
OUTRAGE_UNNAMED = Template("alliance.outrage-unnamed", "a card not named is added: the table checks it matches "
                           "{where:area}")
DISCARDED_FULL = Template("alliance.discarded-full", "the Supporters stack is full without a base: the card goes to "
                          "the discard pile")
NO_SUIT = Template("alliance.no-suit", "{where:area} has no suit yet: set the clearings' suits first")


# --- helpers -----------------------------------------------------------------------------------------

def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def _suit(state, where: int):
    return state.suits.get(where)


def _enemy(state, fid: str) -> bool:
    """An enemy of the Alliance (16.6.8): anyone but her, the map, a hireling she controls."""
    return fid not in (ALLIANCE, MAP) and state.controllers.get(fid) != ALLIANCE


def revolt_removals(state, where: int) -> list[tuple[str, str, int]]:
    """Every enemy piece a revolt removes (8.4.1 III): not a pawn (9.2.2, the Vagabond damages
    items instead, 9.2.2.I), nor what its owner's rules keep (the warlord, 14.2.2)."""
    kinds = state.law.kinds
    found = []
    for (owner, piece), n in sorted(state.pieces_at(where).items()):
        if n and _enemy(state, owner) and kinds[(owner, piece)] not in (PAWN, ITEM) \
                and remove_refusal(state, PieceRequest(owner, piece, where, n)) is None:
            found.append((owner, piece, n))
    return found


def _score(state, points: int) -> list:
    return hirelings.score_edits(state, ALLIANCE, points)[0] if points else []


def _operations_left(state):
    """Why no military operation is left this Evening (8.6.1), or None. Her officers bound them;
    ``state.taken`` counts those taken at the step."""
    if state.phase_tracked and state.phase != "evening":
        return illegal(IN_EVENING("8.6.1", current=state.current, phase=state.phase))
    if state.taken.get("operations", 0) >= officers(state):
        return illegal(OPERATIONS_SPENT("8.6.1", officers=officers(state)))
    return None


def _token_placed(state, where: int, section: str):
    """(verdict refusing it, or None; index on the track) of a sympathy token placed in ``where``."""
    index = next_token(state)
    if index is None:
        return impossible(NO_TOKEN_LEFT("8.2.5", "1.5.1")), None
    if state.count(where, (ALLIANCE, SYMPATHY)):
        return illegal(ALREADY_SYMPATHETIC("8.2.5.I", where=where)), None
    refused = place_refusal(state, PieceRequest(ALLIANCE, SYMPATHY, where))
    if refused is not None:
        return refused, None
    return None, index


# --- Birdsong -----------------------------------------------------------------------------------------

@record(frozen=True)
class Revolt(Action):
    """Revolt (8.4.1): in a sympathetic clearing matching a base still on her board, two
    matching supporters spent; every enemy piece there removed (1 VP per building or token,
    3.2.1), the base and warriors placed (one per sympathetic clearing of its suit), an officer."""

    clearing: int
    cards: tuple[str, ...] = ()  # supporters named (their suits are checked)
    kind = "alliance-revolt"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        suit = _suit(state, where)
        if suit is None:
            return impossible(NO_SUIT("8.4.1", where=where)), None
        if not state.count(where, (ALLIANCE, SYMPATHY)):
            return illegal(NOT_SYMPATHETIC("8.4.1.I", where=where)), None
        base = f"{suit}-base"
        if not in_supply(state, base):
            return illegal(NO_BASE_LEFT("8.4.1.I", suit=suit)), None
        edits, refusal, notes = spend(state, "8.4.1.II", suit, 2, self.cards)
        if refusal is not None:
            return illegal(refusal), None
        return None, (suit, base, edits, notes)

    def judged(self, state):
        # One plan for the verdict and the edits on the same position (the supporters spent,
        # 8.4.1.II), made once: the edits planned it again, its words made to be dropped (issue 32).
        planned = self._plan(state)
        return self._verdict(state, planned), lambda: self._edits(state, planned)

    def check(self, state):
        return self._verdict(state, self._plan(state))

    def _verdict(self, state, planned):
        refused, plan = planned
        if refused is not None:
            return refused
        suit, base, _, notes = plan
        notes = list(notes)  # the plan's own list is left as it was for the edits
        removed = revolt_removals(state, self.clearing)
        law = state.law
        for owner, piece, n in removed:
            notes += law[owner].removal_notes(state, PieceRequest(owner, piece, self.clearing, n), ALLIANCE)
        # Asked only of the enemies whose rules keep something from a full removal (the Vagabond, 9.2.2.I).
        for f in law.asked(state, "suffers_full_removal"):
            if _enemy(state, f.id):
                notes += f.suffers_full_removal(state, self.clearing, ALLIANCE)[1]
        scored = sum(n for owner, piece, n in removed if law.kinds[(owner, piece)] in (BUILDING, TOKEN))
        warriors = min(self._warriors(state, suit), in_supply(state, WARRIOR))
        message = REVOLTS("8.4.1.III", where=self.clearing, removed=sum(r[2] for r in removed), suit=suit,
                          warriors=warriors)
        return legal(message, SCORES_REMOVED("3.2.1", count=scored) if scored else None, *notes)

    @staticmethod
    def _warriors(state, suit: str) -> int:
        """Warriors placed: one per sympathetic clearing matching the base's printed suit (8.4.1 III)."""
        return sum(1 for c in sympathetic(state) if state.suits.get(c) == suit)

    def edits(self, state):
        return self._edits(state, self._plan(state))

    def _edits(self, state, planned):
        refused, plan = planned
        if refused is not None and not refused.possible:
            return []
        if plan is None:  # teach mode: played against the rules, with what can be done of it
            suit = _suit(state, self.clearing)
            base, edits = f"{suit}-base", []
        else:
            suit, base, edits, _ = plan
            edits = list(edits)  # added to below: the plan's own list is left as it was
        scratch = state.scratch()  # the revolt worked out by its edits alone (GameState.scratch)
        scratch.apply(edits)
        law = state.law
        scored = 0
        for owner, piece, n in revolt_removals(scratch, self.clearing):
            step = Remove(PieceRequest(owner, piece, self.clearing, n), ALLIANCE).edits(scratch)
            scratch.apply(step)
            edits += step
            if law.kinds[(owner, piece)] in (BUILDING, TOKEN):
                scored += n  # 3.2.1
        for f in law.asked(scratch, "suffers_full_removal"):
            if _enemy(scratch, f.id):
                step = f.suffers_full_removal(scratch, self.clearing, ALLIANCE)[0]
                scratch.apply(step)
                edits += step
        if in_supply(scratch, base):
            edits.append(shift((ALLIANCE, base), SUPPLY, self.clearing, 1))
        warriors = min(self._warriors(state, suit), in_supply(scratch, WARRIOR))
        if warriors:
            edits.append(shift((ALLIANCE, WARRIOR), SUPPLY, self.clearing, warriors))
        if in_supply(scratch, WARRIOR) > warriors:  # an officer, if a warrior is left (1.5.4)
            # The boards as the removals left them: a trade post removed has already cost the
            # Riverfolk half their funds there (11.2.5.I), which the whole boards set keeps.
            edits += [shift((ALLIANCE, WARRIOR), SUPPLY, OUT, 1),
                      scratch.set_edit("boards", with_officers(scratch, officers(scratch) + 1))]
        return edits + _score(state, scored)

    def describe(self, law):
        return REVOLT_LOG("8.4.1", where=self.clearing)


REVOLT_LOG = Template("alliance.revolt-log", "the Alliance revolts in {where:area}")
SPREAD_LOG = Template("alliance.spread-log", "the Alliance spreads sympathy to {where:area}")
ORGANIZE_LOG = Template("alliance.organize-log", "the Alliance organizes in {where:area}")
RECRUIT_LOG = Template("alliance.recruit-log", "the Alliance recruits in {where:area}")
MOBILIZE_LOG = Template("alliance.mobilize-log", "the Alliance mobilizes a card")
TRAIN_LOG = Template("alliance.train-log", "the Alliance trains an officer")
OUTRAGE_LOG = Template("alliance.outrage-log", "Outrage: {who:faction} in {where:area}")


@record(frozen=True)
class SpreadSympathy(Action):
    """Spread Sympathy (8.4.2): a sympathy token in an unsympathetic clearing next to a
    sympathetic one (any clearing when none is), supporters of its suit spent by the track
    (one more under martial law), the track's points scored."""

    clearing: int
    cards: tuple[str, ...] = ()
    kind = "alliance-spread"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        suit = _suit(state, where)
        if suit is None:
            return impossible(NO_SUIT("8.4.2", where=where)), None
        refused, index = _token_placed(state, where, "8.4.2")
        if refused is not None:
            return refused, None
        already = sympathetic(state)
        if already and not set(adjacent_clearings(state, where)) & set(already):
            return illegal(NOT_ADJACENT("8.4.2.I", where=where, sympathetic=already)), None
        cost = SYMPATHY_COST[index]
        notes = []
        occupier = martial_law(state, where)
        if occupier is not None:
            cost += 1
            notes.append(MARTIAL_LAW("8.4.2.II", who=occupier, where=where))
        edits, refusal, spent_notes = spend(state, "8.4.2.II", suit, cost, self.cards)
        if refusal is not None:
            return illegal(refusal), None
        return None, (index, cost, edits, notes + spent_notes)

    def judged(self, state):
        # One plan for the verdict and the edits (the supporters spent, 8.4.2.II), made once (issue 32).
        planned = self._plan(state)
        return self._verdict(planned), lambda: self._edits(state, planned)

    def check(self, state):
        return self._verdict(self._plan(state))

    def _verdict(self, planned):
        refused, plan = planned
        if refused is not None:
            return refused
        index, cost, _, notes = plan
        return legal(SPREADS("8.4.2.III", where=self.clearing, cost=cost, points=SYMPATHY_POINTS[index]), *notes)

    def edits(self, state):
        return self._edits(state, self._plan(state))

    def _edits(self, state, planned):
        refused, plan = planned
        if plan is None:
            if refused is not None and not refused.possible:
                return []
            index, edits = next_token(state), []  # teach mode: placed, nothing spent it cannot see
        else:
            index, _, edits, _ = plan
        return [*edits, shift((ALLIANCE, SYMPATHY), SUPPLY, self.clearing, 1), *_score(state, SYMPATHY_POINTS[index])]

    def describe(self, law):
        return SPREAD_LOG("8.4.2", where=self.clearing)


# --- Daylight -----------------------------------------------------------------------------------------

@record(frozen=True)
class Mobilize(Action):
    """Mobilize (8.5.2): a card from her hand onto the Supporters stack. Without a base on the
    map the stack holds five: a card it cannot hold is discarded (8.2.3 I), so the stack never
    holds more. ``card``: the card, if named."""

    card: str | None = None
    kind = "alliance-mobilize"

    def _edits(self, state):
        """The card from her hand onto the stack: among those she knows by name when named."""
        if not tracked(state):
            return [], None
        to = DISCARD if room_for(state) is not None else place(BOARD_KNOWN if self.card else BOARD, ALLIANCE)
        return card_actions._hand_edits(state, ALLIANCE, (self.card,) if self.card else (), 0 if self.card else 1, to)

    def judged(self, state):
        # One plan for the verdict and the edits (the card from her hand), made once (issue 32).
        planned = self._edits(state)
        return self._verdict(state, planned), lambda: list(planned[0])

    def check(self, state):
        return self._verdict(state, self._edits(state))

    def _verdict(self, state, planned):
        _, problem = planned
        if problem is not None:
            return impossible(problem)
        full = room_for(state)
        return legal(MOBILIZES("8.5.2"), full, DISCARDED_FULL("8.2.3.I") if full is not None else None)

    def edits(self, state):
        return self._edits(state)[0]

    def describe(self, law):
        return MOBILIZE_LOG("8.5.2")


@record(frozen=True)
class Train(Action):
    """Train (8.5.3): a card from her hand matching a base on the map spent; a warrior from her
    supply into the Officers box."""

    card: str | None = None
    kind = "alliance-train"

    def check(self, state):
        suits = sorted({suit for suit, _ in bases_on_map(state)})
        if not suits:
            return illegal(TRAIN_NO_BASE("8.5.3"))
        notes = []
        if self.card is not None and card_suit(state, self.card) not in (*suits, BIRD):
            return illegal(TRAIN_WRONG_SUIT("8.5.3", card=self.card, suits=suits))
        if self.card is None:
            notes.append(TRAIN_UNNAMED("8.5.3", "2.1.1", suits=suits))
        if not in_supply(state, WARRIOR):
            return impossible(NO_WARRIOR_LEFT("8.5.3", "1.5.4"))
        if tracked(state) and not table.take_from_hand(state, ALLIANCE, self.card):
            from rootboard.game.cards.actions import HAND_TOO_SMALL

            return impossible(HAND_TOO_SMALL("1.2.1", who=ALLIANCE, have=table.hand_size(state, ALLIANCE), count=1))
        return legal(TRAINS("8.5.3"), *notes)

    def edits(self, state):
        edits = []
        if tracked(state):
            edits += table.take_from_hand(state, ALLIANCE, self.card)
            scratch = table.CardSteps(state)
            scratch.give(edits)
            edits += scratch.reshuffle_edits()  # the card spent onto an empty draw pile: shuffled back (2.1)
        if not in_supply(state, WARRIOR):
            return edits
        return [*edits, shift((ALLIANCE, WARRIOR), SUPPLY, OUT, 1),
                state.set_edit("boards", with_officers(state, officers(state) + 1))]

    def describe(self, law):
        return TRAIN_LOG("8.5.3")


# --- Evening: military operations (8.6.1) -------------------------------------------------------------

@record(frozen=True)
class Organize(Action):
    """Organize (8.6.1 IV): one of her warriors in an unsympathetic clearing removed, a sympathy
    token placed there, the track's points scored. One military operation."""

    clearing: int
    kind = "alliance-organize"

    def check(self, state):
        where = _clearing(state, self.clearing)
        if not state.count(where, (ALLIANCE, WARRIOR)):
            return impossible(ORGANIZE_NO_WARRIOR("8.6.1.IV", where=where))
        refused = _operations_left(state)
        if refused is not None:
            return refused
        scratch = state.scratch()  # her warrior removed by its edit alone (GameState.scratch)
        scratch.apply([shift((ALLIANCE, WARRIOR), where, SUPPLY, 1)])
        refused, index = _token_placed(scratch, where, "8.6.1.IV")
        if refused is not None:
            return refused
        return legal(ORGANIZES("8.6.1.IV", where=where, points=SYMPATHY_POINTS[index]))

    def edits(self, state):
        index = next_token(state)
        edits = [shift((ALLIANCE, WARRIOR), self.clearing, SUPPLY, 1)]
        if index is None:
            return edits
        return [*edits, shift((ALLIANCE, SYMPATHY), SUPPLY, self.clearing, 1), *_score(state, SYMPATHY_POINTS[index])]

    def describe(self, law):
        return ORGANIZE_LOG("8.6.1.IV", where=self.clearing)


@record(frozen=True)
class Recruit(Action):
    """Recruit (8.6.1 III): a warrior placed in a clearing with one of her bases. One military
    operation."""

    clearing: int
    kind = "alliance-recruit"

    def check(self, state):
        where = _clearing(state, self.clearing)
        if not any(c == where for _, c in bases_on_map(state)):
            return illegal(RECRUIT_NO_BASE("8.6.1.III", where=where))
        refused = _operations_left(state)
        if refused is not None:
            return refused
        if not in_supply(state, WARRIOR):
            return impossible(NO_WARRIOR_LEFT("8.6.1.III", "1.5.4"))
        refused = place_refusal(state, PieceRequest(ALLIANCE, WARRIOR, where))
        return legal(RECRUITS("8.6.1.III", where=where)) if refused is None else refused

    def edits(self, state):
        return [shift((ALLIANCE, WARRIOR), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        return RECRUIT_LOG("8.6.1.III", where=self.clearing)


# --- Outrage (8.2.6) ----------------------------------------------------------------------------------

def _outraged(state, where: int) -> bool:
    """Whether Outrage may arise in ``where`` now (8.2.6): it is sympathetic (warriors moved
    in), or a sympathy token left it this turn (removed)."""
    if state.count(where, (ALLIANCE, SYMPATHY)):
        return True
    for entry in reversed(state.history[:state.cursor]):
        if any(e[0] == "shift" and e[1:4] == [ALLIANCE, SYMPATHY, where] for e in entry["edits"]):
            return True
        if entry["action"].get("type") == "end-turn":
            return False
    return False


@record(frozen=True)
class Outrage(Action):
    """Outrage (8.2.6): ``faction`` removed a sympathy token from, or moved warriors into, the
    sympathetic ``clearing``; it adds a card matching the clearing from its hand to her
    supporters (``card``, if named), or, with none (``none_matching``), shows its hand and she
    draws a card into them. A full stack without a base discards the card (8.2.3 I)."""

    faction: str
    clearing: int
    card: str | None = None
    none_matching: bool = False
    kind = "alliance-outrage"

    def _plan(self, state):
        if self.faction not in state.in_game:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        where = _clearing(state, self.clearing)
        if self.faction == ALLIANCE:
            return illegal(OUTRAGE_SELF("8.2.6")), None
        if not _outraged(state, where):
            return illegal(OUTRAGE_NOT_AFFECTED("8.2.6", where=where)), None
        giver = state.controllers.get(self.faction) or self.faction  # a hireling's controller pays (16.4.3.VII)
        suit = _suit(state, where)
        notes = []
        if self.card is not None and card_suit(state, self.card) not in (suit, BIRD):
            return illegal(OUTRAGE_WRONG_SUIT("8.2.6", "2.1.1", card=self.card, where=where)), None
        if self.card is None and not self.none_matching:
            notes.append(OUTRAGE_UNNAMED("8.2.6", where=where))
        full = room_for(state)
        if full is not None:
            notes.append(DISCARDED_FULL("8.2.3.I"))
        # Her stack full, the card is discarded (8.2.3.I): None, as a hand's discard, goes where a
        # discarded card goes (3.3.3) and shuffles the discard pile into an empty draw pile (2.1).
        destination = None if full is not None else place(BOARD_KNOWN if self.card else BOARD, ALLIANCE)
        edits = []
        if tracked(state):
            if self.none_matching:
                # Drawn as a hand's card is (card_actions.draw_one, 2.1), and the discard pile
                # shuffled back at once if this card was the last.
                scratch = table.CardSteps(state)
                step, problem = card_actions.draw_one(state, scratch, DISCARD if full is not None
                                                      else place(BOARD, ALLIANCE))
                if problem is not None:
                    return impossible(problem), None
                edits = [*step, *scratch.reshuffle_edits()]
            else:
                from rootboard.game.cards.actions import _hand_edits

                edits, problem = _hand_edits(state, giver, (self.card,) if self.card else (),
                                             0 if self.card else 1, destination)
                if problem is not None:
                    return impossible(problem), None
        template = OUTRAGE_DRAWS if self.none_matching else OUTRAGE_GIVES
        return legal(template("8.2.6", who=giver, where=where), *notes), edits

    def check(self, state):
        return self._plan(state)[0]

    def edits(self, state):
        return self._plan(state)[1] or []

    def describe(self, law):
        return OUTRAGE_LOG("8.2.6", who=self.faction, where=self.clearing)


# --- a base removed (8.2.4) ---------------------------------------------------------------------------

BASE_STILL_THERE = Template("alliance.base-still-there", "the {suit:suit} base is still on the map: its loss is "
                            "played once it is removed")
NOT_A_BASE_SUIT = Template("alliance.not-a-base-suit", "{suit!r} is not a base's suit: {suits:suit}")
TOO_MANY_DISCARDED = Template("alliance.too-many-discarded", "{count} supporters not named discarded, but she has "
                              "{have} not named")
BASE_LOST = Template("alliance.base-lost", "the {suit:suit} base is lost: {discarded} supporters discarded, {officers} "
                     "officers removed", plural="the {suit:suit} base is lost: {discarded} supporters discarded, "
                     "{officers} officers removed", count="officers")
BASE_LOST_LOG = Template("alliance.base-lost-log", "the Alliance loses her {suit:suit} base")
DOWN_TO_FIVE = Template("alliance.down-to-five", "no base is left: the stack is cut to five supporters")


@record(frozen=True)
class BaseLost(Action):
    """A base removed (8.2.4): she discards every supporter of the base's printed suit, birds
    too (those she knows by name at once; ``discarded`` more not named, as the table says),
    and removes half her officers, rounded up, to her supply; with no base left, her stack is
    cut to five (8.2.3.I), cards not named first."""

    suit: str
    discarded: int = 0
    kind = "alliance-base-lost"

    def _plan(self, state):
        from rootboard.game.factions.alliance.board import BASE_SUITS, SUPPORTERS_WITHOUT_BASE
        from rootboard.game.cards.places import known_on_board, on_board

        if self.suit not in BASE_SUITS:
            raise BadInput(NOT_A_BASE_SUIT(suit=self.suit, suits=list(BASE_SUITS)))
        if any(s == self.suit for s, _ in bases_on_map(state)):
            return illegal(BASE_STILL_THERE("8.2.4", suit=self.suit)), []
        edits = []
        if tracked(state):
            if self.discarded > on_board(state, ALLIANCE):
                return impossible(TOO_MANY_DISCARDED("8.2.4", count=self.discarded,
                                                     have=on_board(state, ALLIANCE))), []
            scratch = table.CardSteps(state)
            known_place, board_place = place(BOARD_KNOWN, ALLIANCE), place(BOARD, ALLIANCE)
            steps = [table.card_edit(c, known_place, DISCARD) for c in known_on_board(state, ALLIANCE)
                     if card_suit(state, c) in (self.suit, BIRD)]
            steps += [table.card_edit(None, board_place, DISCARD)] * self.discarded
            scratch.give(steps)
            if not bases_on_map(state):  # none left: five at most (8.2.3.I)
                while supporters(done := scratch.board) > SUPPORTERS_WITHOUT_BASE:
                    step = [table.card_edit(None, board_place, DISCARD)] if on_board(done, ALLIANCE) else \
                        [table.card_edit(known_on_board(done, ALLIANCE)[0], known_place, DISCARD)]
                    scratch.give(step)
                    steps += step
            edits = [*steps, *scratch.reshuffle_edits()]  # 2.1: onto an empty draw pile, shuffled back at once
        lost = (officers(state) + 1) // 2
        if lost:
            edits += [shift((ALLIANCE, WARRIOR), OUT, SUPPLY, lost),
                      state.set_edit("boards", with_officers(state, officers(state) - lost))]
        spent = sum(1 for e in edits if e.op == "card" and e.args[2] == DISCARD)
        return legal(BASE_LOST("8.2.4", suit=self.suit, discarded=spent, officers=lost),
                     DOWN_TO_FIVE("8.2.3.I") if tracked(state) and not bases_on_map(state) else None), edits

    def judged(self, state):
        # One plan for the verdict and the edits on the same position (the supporters and the
        # officers lost, 8.2.4), made once: the edits planned it again with its words (issue 32).
        verdict, edits = self._plan(state)
        return verdict, lambda: edits

    def check(self, state):
        return self._plan(state)[0]

    def edits(self, state):
        return self._plan(state)[1]

    def describe(self, law):
        return BASE_LOST_LOG("8.2.4", suit=self.suit)


ACTIONS = (Revolt, SpreadSympathy, Mobilize, Train, Organize, Recruit, Outrage, BaseLost)
