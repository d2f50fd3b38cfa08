"""The Keepers in Iron's own actions (chapter 15), as Action records: Encamp, Decamp and Recruit in
Birdsong (15.4.1-15.4.3); acting with a Retinue card, Delve and Recover in Daylight (15.5.2);
Gather Retinue in Evening, adding cards or shifting one (15.6.2). Their move and battle are everyone's (kinds "move",
"battle"): a Retinue card acted with says which one the table plays, as the Eyrie's Decree does.

Each is checked against the chapter (a Verdict citing its section) and applied as edits: pieces
shifted, their board (board.py) set once, points through ``score`` edits (the ledger keeps them),
cards through the card actions' edits, the once-per-clearing marks in ``state.used`` (cleared at
the end of the turn, 1.4.1), so undo and a game file's replay are exact. A relic's value is the
table's to say (its back is hidden until delved, 15.2.1): Delve and Recover name it.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.keepers import KEEPERS, RELICS
from rootboard.game.factions.keepers.board import (COLUMNS, RECRUITED, RELIC_VALUES, RETAINER, RETAINER_SUIT,
                                                   RETINUE_LIMIT, SET_POINTS, WAYSTATION, board_edit, board_of,
                                                   retinue_size, set_filled, waystation_face)
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.rules import ruler
from rootboard.game.state import Edit, shift
from rootboard.game.turns.own_phase import refused_outside_own_phase, wrong_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("keepers.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_A_RELIC = Template("keepers.not-a-relic", "{relic!r} is not a relic type: {choices}")
NOT_A_COLUMN = Template("keepers.not-a-column", "{column!r} is not a Retinue column: {choices}")
NOT_A_VALUE = Template("keepers.not-a-value", "{value!r} is not a relic's value: {choices}")
# Encamp, Decamp (15.4.1, 15.4.2).
ONCE_HERE = Template("keepers.once-per-clearing", "the Keepers have already done this in {where:area} this turn: "
                     "once per clearing")
NO_WARRIOR_THERE = Template("keepers.no-warrior-there", "the Keepers have no warrior in {where:area}")
NO_WAYSTATION_THERE = Template("keepers.no-waystation-there", "the Keepers have no waystation in {where:area}")
NO_WAYSTATION_LEFT = Template("keepers.no-waystation-left", "every waystation is on the map")
NO_WARRIOR_LEFT = Template("keepers.no-warrior-left", "the Keepers have no warrior left in their supply")
NOT_MAP_EDGE = Template("keepers.encamp.not-edge", "with no Keeper warrior or waystation on the map, the waystation "
                        "and a warrior go to a clearing on the map edge; {where:area} is not one")
ENCAMPS = Template("keepers.encamp.done", "the Keepers replace a warrior in {where:area} with a waystation showing "
                   "{relic:piece}")
ENCAMPS_FRESH = Template("keepers.encamp.fresh", "the Keepers place a waystation showing {relic:piece} and a "
                         "warrior in {where:area}")
DECAMPS = Template("keepers.decamp.done", "the Keepers replace the waystation in {where:area} with a warrior")
# Recruit (15.4.3).
CARD_SUIT = Template("keepers.recruit.card-suit", "{card:cardname} does not match {where:area}, a {suit:suit} "
                     "clearing")
CARD_UNNAMED = Template("keepers.recruit.unnamed", "a card not named is spent: the table checks that it matches "
                        "{where:area}")
RECRUITS = Template("keepers.recruit.done", "the Keepers spend a card and place {count} warrior at the waystation "
                    "in {where:area}", plural="the Keepers spend a card and place {count} warriors at the "
                    "waystation in {where:area}", count="count")
# The Retinue in Daylight (15.5.2).
NO_SUCH_CARD = Template("keepers.retinue.no-card", "the Retinue's {column} column has no card {index}")
ACTED_ALREADY = Template("keepers.retinue.acted", "the {column} card {index} has already acted this turn")
OUT_OF_ORDER = Template("keepers.retinue.order", "the Retinue acts column by column from the left (move, battle, "
                        "recover): a {later} card has acted, so the {column} column is behind")
SUIT_MISMATCH = Template("keepers.retinue.suit", "the {column} card {index} is a {suit:suit} card; {where:area} "
                         "is a {clearing_suit:suit} clearing")
NO_KEEPER_THERE = Template("keepers.retinue.no-piece", "the Keepers have no warrior in {where:area} to act from")
ACTS_MOVE = Template("keepers.retinue.move", "the {column} card {index}: take a move from {where:area} "
                     "('rootboard move')")
ACTS_BATTLE = Template("keepers.retinue.battle", "the battle card {index}: battle in {where:area} first, as enemy "
                       "pieces are there ('rootboard battle'), then the Keepers may delve")
ACTS_DELVE = Template("keepers.retinue.delve", "the battle card {index} in {where:area}: no enemy there, the Keepers "
                      "may delve")
ACT_LOG = Template("keepers.retinue.log", "the Keepers act with the {column} card {index} in {where:area}")
# Delve (15.5.2.II).
DELVE_ELSEWHERE = Template("keepers.delve.elsewhere", "the battle card {index} acted in {acted:area}, not in "
                           "{where:area}")
DELVED_ALREADY = Template("keepers.delve.once", "the battle card {index} has delved this turn")
ENEMIES_FIRST = Template("keepers.delve.battle-first", "enemy pieces are in {where:area}: the Keepers battle there "
                         "before they delve (keepers-act column=battle)")
NOT_RULED = Template("keepers.not-ruled", "the Keepers do not rule {where:area}")
NOT_ADJACENT = Template("keepers.delve.not-adjacent", "{forest:area} is not a forest adjacent to {where:area}")
NO_RELIC = Template("keepers.no-relic", "{at:area} holds no {relic:piece} relic")
DELVES = Template("keepers.delve.done", "the Keepers delve a relic ({relic:piece}) worth {value} from {forest:area} "
                  "into {where:area}, face up")
DELVE_KEEPS = Template("keepers.delve.keeps", "they rule {ruled} clearing beside {forest:area}, at least the relic's "
                       "value: the battle card stays", plural="they rule {ruled} clearings beside {forest:area}, at "
                       "least the relic's value: the battle card stays", count="ruled")
DELVE_LOSES = Template("keepers.delve.loses", "they rule {ruled} clearing beside {forest:area}, fewer than the "
                       "relic's value {value}: the battle card is discarded", plural="they rule {ruled} clearings "
                       "beside {forest:area}, fewer than the relic's value {value}: the battle card is discarded",
                       count="ruled")
# Recover (15.5.2.III).
RECOVER_MOVED = Template("keepers.recover.moved", "the recover card {index} was used for a move this turn")
RECOVER_ENDED = Template("keepers.recover.ended", "the recover card {index} has ended its Recover action")
NO_MATCHING_WAYSTATION = Template("keepers.recover.no-waystation", "{where:area} has no waystation showing "
                                  "{relic:piece}")
TRACK_FULL = Template("keepers.recover.full", "every {relic:piece} space of the Relics track is filled")
VALUE_GONE = Template("keepers.recover.value-gone", "the {relic:piece} relics worth {value} are all recovered")
RECOVERS = Template("keepers.recover.done", "the Keepers recover a relic ({relic:piece}) from {where:area}: {points} "
                    "VP", plural="the Keepers recover a relic ({relic:piece}) from {where:area}: {points} VP",
                    count="points")
SET_DONE = Template("keepers.recover.set", "a Relics column filled: two more victory points")
RECOVER_KEEPS = Template("keepers.recover.keeps", "they rule {ruled} {suit:suit} clearing, at least the relic's "
                         "value: they may recover again", plural="they rule {ruled} {suit:suit} clearings, at least "
                         "the relic's value: they may recover again", count="ruled")
RECOVER_LOSES = Template("keepers.recover.loses", "they rule {ruled} {suit:suit} clearing, fewer than the relic's "
                         "value {value}: the Recover ends and the card is discarded", plural="they rule {ruled} "
                         "{suit:suit} clearings, fewer than the relic's value {value}: the Recover ends and the card "
                         "is discarded", count="ruled")
# The end of Daylight (15.5.2.II.b, 15.5.2.III.c).
RETINUE_LOST = Template("keepers.retinue-lost", "Daylight ends: the Retinue's {cards} discarded")
RETINUE_READY = Template("keepers.retinue-ready", "Daylight ends: the Retinue cards acted with are ready for the "
                         "next turn")
RETINUE_UNUSED = Template("keepers.retinue-unused", "no Retinue card has acted or been lost this turn: nothing ends")
# Gather Retinue (15.6.2).
GATHER_PAIRS = Template("keepers.gather.pairs", "name a Retinue column for each card: {cards} cards, {columns} "
                        "columns")
RETINUE_FULL = Template("keepers.gather.full", "the Retinue holds {have} cards: it cannot hold more than {limit}")
GATHERED_ONCE = Template("keepers.gather.once", "the Keepers have gathered their Retinue this Evening")
NOT_IN_HAND = Template("keepers.gather.not-in-hand", "{card!r} cannot be in the Keepers' hand")
GATHERS = Template("keepers.gather.done", "the Keepers add {cards} to their Retinue ({columns})")
SHIFT_SAME = Template("keepers.shift.same", "the card is in the {column} column already: it shifts to a different one")
SHIFTS = Template("keepers.shift.done", "the Keepers shift the {column} card {index} of their Retinue to the {into} "
                  "column")

ENCAMP_USED = "keepers-encamp"  # "keepers-encamp:N": once per clearing (15.4.1)
DECAMP_USED = "keepers-decamp"  # "keepers-decamp:N" (15.4.2)
DELVE_USED = "keepers-delve"  # "keepers-delve:battle:I": the battle card I delved (15.5.2.II)
GATHER_USED = "keepers-gather"


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def _relic(relic) -> str:
    if relic not in RELICS:
        raise BadInput(NOT_A_RELIC(relic=relic, choices=", ".join(RELICS)))
    return relic


def _value(value) -> int:
    if value not in RELIC_VALUES:
        raise BadInput(NOT_A_VALUE(value=value, choices=", ".join(str(v) for v in sorted(set(RELIC_VALUES)))))
    return value


def timing(state, phase: str, section: str):
    """Against the rules outside their own turn, and (once the phase is tracked) outside ``phase`` (1.4.1)."""
    return refused_outside_own_phase(state, KEEPERS, phase, section)


def _first(*verdicts):
    return next((v for v in verdicts if v is not None), None)


def card_suit(state, card: str) -> str:
    """A Retinue card's suit (the Faithful Retainer's: board.RETAINER_SUIT)."""
    if card == RETAINER:
        return RETAINER_SUIT
    from rootboard.game.cards.actions import _card

    return _card(state, card).suit


def suit_matches(state, suit: str, where: int) -> bool:
    from rootboard.game.landmarks import clearing_suits

    return suit == "bird" or suit in clearing_suits(state, where)  # birds are wild (2.1.1)


def _ruled(state, clearings) -> int:
    return sum(1 for c in clearings if ruler(state, c) == KEEPERS)


def _enemies_in(state, where: int) -> bool:
    from rootboard.game.kinds import MAP

    return any(n for (fid, _), n in state.pieces_at(where).items() if fid not in (KEEPERS, MAP))


def acted_this_turn(board) -> dict[str, int]:
    """"column:index" -> the clearing it acted in, this turn (15.5.2)."""
    return {key: int(at) for key, _, at in (r.partition("@") for r in board["resolved"])}


# --- Birdsong (15.4) ------------------------------------------------------------------------------

@record(frozen=True)
class Encamp(Action):
    """Encamp (15.4.1): once per clearing, replace a Keeper warrior with a waystation showing
    ``relic``; with no Keeper warrior or waystation on the map, place a waystation and a warrior
    in a clearing on the map edge instead."""

    clearing: int
    relic: str
    kind = "keepers-encamp"

    def _fresh(self, state) -> bool:
        return not any(isinstance(c, int) for p in (WARRIOR, WAYSTATION) for c in state.where_is((KEEPERS, p)))

    def check(self, state):
        where, relic = _clearing(state, self.clearing), _relic(self.relic)
        if not state.supply.get((KEEPERS, WAYSTATION), 0):
            return impossible(NO_WAYSTATION_LEFT("15.4.1", "1.5.1"))
        fresh = self._fresh(state)
        if fresh:
            from rootboard.game.setupkit.places import map_edge

            if not state.supply.get((KEEPERS, WARRIOR), 0):
                return impossible(NO_WARRIOR_LEFT("15.4.1", "1.5.1"))
            if where not in map_edge(state.topology):
                return illegal(NOT_MAP_EDGE("15.4.1", "1.5", where=where))
        elif not state.count(where, (KEEPERS, WARRIOR)):
            return impossible(NO_WARRIOR_THERE("15.4.1", where=where))
        refused = place_refusal(state, PieceRequest(KEEPERS, WAYSTATION, where))
        if refused is not None and not refused.possible:
            return refused
        warning = _first(timing(state, "birdsong", "15.4.1"),
                         illegal(ONCE_HERE("15.4.1", where=where)) if f"{ENCAMP_USED}:{where}" in state.used else None,
                         refused)
        done = (ENCAMPS_FRESH if fresh else ENCAMPS)("15.4.1", where=where, relic=relic)
        return warning or legal(done)

    def edits(self, state):
        where, board = self.clearing, board_of(state)
        warrior = shift((KEEPERS, WARRIOR), SUPPLY, where, 1) if self._fresh(state) else None
        edits = [shift((KEEPERS, WARRIOR), where, SUPPLY, 1)] if warrior is None else [warrior]
        edits += [shift((KEEPERS, WAYSTATION), SUPPLY, where, 1),
                  board_edit(state, {**board, "waystations": {**board["waystations"], str(where): self.relic}}),
                  state.set_edit("used", state.used | {f"{ENCAMP_USED}:{where}"})]
        return edits

    def describe(self, law):
        return ENCAMPS("15.4.1", where=self.clearing, relic=self.relic)


@record(frozen=True)
class Decamp(Action):
    """Decamp (15.4.2): once per clearing, replace a waystation with a Keeper warrior."""

    clearing: int
    kind = "keepers-decamp"

    def check(self, state):
        where = _clearing(state, self.clearing)
        if not state.count(where, (KEEPERS, WAYSTATION)):
            return impossible(NO_WAYSTATION_THERE("15.4.2", where=where))
        if not state.supply.get((KEEPERS, WARRIOR), 0):
            return impossible(NO_WARRIOR_LEFT("15.4.2", "1.5.1"))
        return _first(timing(state, "birdsong", "15.4.2"),
                      illegal(ONCE_HERE("15.4.2", where=where)) if f"{DECAMP_USED}:{where}" in state.used
                      else None) or legal(DECAMPS("15.4.2", where=where))

    def edits(self, state):
        where, board = self.clearing, board_of(state)
        stations = {k: v for k, v in board["waystations"].items() if k != str(where)}
        return [shift((KEEPERS, WAYSTATION), where, SUPPLY, 1), shift((KEEPERS, WARRIOR), SUPPLY, where, 1),
                board_edit(state, {**board, "waystations": stations}),
                state.set_edit("used", state.used | {f"{DECAMP_USED}:{where}"})]

    def describe(self, law):
        return DECAMPS("15.4.2", where=self.clearing)


@record(frozen=True)
class Recruit(Action):
    """Recruit (15.4.3): any number of times, spend a card (``card``, or one not named) to place
    two warriors at a waystation in a clearing of its suit; as many as the supply holds (1.5.4)."""

    clearing: int
    card: str | None = None
    kind = "keepers-recruit"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        if not state.count(where, (KEEPERS, WAYSTATION)):
            return None, impossible(NO_WAYSTATION_THERE("15.4.3", where=where))
        count = min(RECRUITED, state.supply.get((KEEPERS, WARRIOR), 0))
        if not count:
            return None, impossible(NO_WARRIOR_LEFT("15.4.3", "1.5.1"))
        refused = place_refusal(state, PieceRequest(KEEPERS, WARRIOR, where, count))
        if refused is not None and not refused.possible:
            return None, refused
        from rootboard.game.cards.actions import Discard, _card
        from rootboard.game.cards.places import tracked

        warning, notes = timing(state, "birdsong", "15.4.3"), []
        if self.card is not None:
            suit = _card(state, self.card).suit
            if not suit_matches(state, suit, where):
                warning = warning or illegal(CARD_SUIT("15.4.3", "2.1.1", card=self.card, where=where,
                                                       suit=state.suits.get(where)))
        else:
            notes.append(CARD_UNNAMED("15.4.3", where=where))
        spend = []
        if tracked(state):
            discard = Discard(KEEPERS, (self.card,) if self.card else (), 0 if self.card else 1, spent=True)
            verdict = discard.check(state)
            if not verdict.legal:
                return None, verdict
            spend = discard.edits(state)
        return (count, spend, notes), warning or refused

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        count, _, notes = plan
        return warning or legal(RECRUITS("15.4.3", where=self.clearing, count=count), *notes)

    def edits(self, state):
        count, spend, _ = self._plan(state)[0]
        return [*spend, shift((KEEPERS, WARRIOR), SUPPLY, self.clearing, count)]

    def describe(self, law):
        return RECRUITS("15.4.3", where=self.clearing, count=RECRUITED)


# --- Daylight: the Retinue (15.5.2) ----------------------------------------------------------------

def _card_check(state, board, column: str, index: int, where: int, section: str):
    """The refusal of acting with the Retinue's ``column`` card ``index`` in ``where`` now: not
    there, acted already, out of order, or of another suit (15.5.2); None when it may."""
    if column not in COLUMNS:
        raise BadInput(NOT_A_COLUMN(column=column, choices=", ".join(COLUMNS)))
    cards = board["retinue"][column]
    if not isinstance(index, int) or not 0 <= index < len(cards):
        return impossible(NO_SUCH_CARD(section, column=column, index=index))
    if f"{column}:{index}" in acted_this_turn(board):
        return illegal(ACTED_ALREADY(section, column=column, index=index))
    # Column by column from the left, within one in any order; each card "may" act (15.5.2), so
    # a card left unused is passed, and once a column to the right has acted, this one is behind.
    acted = acted_this_turn(board)
    later = [c for c in COLUMNS[COLUMNS.index(column) + 1:] if any(k.startswith(c + ":") for k in acted)]
    if later:
        return illegal(OUT_OF_ORDER("15.5.2", later=later[-1], column=column))
    suit = card_suit(state, cards[index])
    if not suit_matches(state, suit, where):
        return illegal(SUIT_MISMATCH(section, "2.1.1", column=column, index=index, suit=suit, where=where,
                                     clearing_suit=state.suits.get(where)))
    return None


_SECTIONS = {"move": "15.5.2.I", "battle": "15.5.2.II", "recover": "15.5.2.III"}


@record(frozen=True)
class ActWithRetinue(Action):
    """Act with the Retinue's ``column`` card ``index`` in ``clearing`` (15.5.2): a move from it
    (Move; Move or Recover), or a battle there when enemy pieces are there (Battle then Delve);
    the table then plays that move or battle. Recover and Delve are their own actions."""

    column: str
    index: int
    clearing: int
    kind = "keepers-act"

    def check(self, state):
        where, board = _clearing(state, self.clearing), board_of(state)
        section = _SECTIONS.get(self.column, "15.5.2")
        refused = _card_check(state, board, self.column, self.index, where, section)
        if refused is not None and not refused.possible:
            return refused
        if self.column != "battle" and not state.count(where, (KEEPERS, WARRIOR)):
            return impossible(NO_KEEPER_THERE(section, where=where))
        warning = _first(timing(state, "daylight", section), refused)
        if self.column == "battle":
            said = (ACTS_BATTLE if _enemies_in(state, where) else ACTS_DELVE)(section, index=self.index, where=where)
        else:
            said = ACTS_MOVE(section, column=self.column, index=self.index, where=where)
        return warning or legal(said)

    def edits(self, state):
        board = board_of(state)
        return [board_edit(state, {**board, "resolved": [*board["resolved"],
                                                          f"{self.column}:{self.index}@{self.clearing}"]})]

    def describe(self, law):
        return ACT_LOG(_SECTIONS.get(self.column, "15.5.2"), column=self.column, index=self.index,
                       where=self.clearing)


def _discarding(board, key: str) -> dict:
    """``board`` with the Retinue card ``key`` ("column:index") to be discarded at the end of
    Daylight (turn.leaving), so the other cards keep their places meanwhile."""
    return {**board, "discard": [*board.get("discard", []), key]}


@record(frozen=True)
class Delve(Action):
    """Delve (15.5.2.II.a-b) with the battle card ``index`` in ``clearing``: move a ``relic``
    from the adjacent ``forest`` into it, face up (its ``value`` now shown); then, ruling fewer
    clearings adjacent to that forest than its value, the card is discarded."""

    index: int
    clearing: int
    forest: str
    relic: str
    value: int
    kind = "keepers-delve"

    def _plan(self, state):
        where, relic, value = _clearing(state, self.clearing), _relic(self.relic), _value(self.value)
        forest = state.parse_area(self.forest)
        board = board_of(state)
        key = f"battle:{self.index}"
        acted = acted_this_turn(board)
        if key in acted:
            refused = None if acted[key] == where else illegal(DELVE_ELSEWHERE(
                "15.5.2.II", index=self.index, acted=acted[key], where=where))
        else:
            refused = _card_check(state, board, "battle", self.index, where, "15.5.2.II")
            if refused is None and _enemies_in(state, where):
                refused = illegal(ENEMIES_FIRST("15.5.2.II", where=where))
        if refused is not None and not refused.possible:
            return None, refused
        if forest not in state.topology.forests or where not in state.topology.forests[forest].clearings:
            return None, impossible(NOT_ADJACENT("15.5.2.II.a", forest=forest, where=where))
        if not state.count(forest, (KEEPERS, relic)):
            return None, impossible(NO_RELIC("15.5.2.II.a", at=forest, relic=relic))
        warning = _first(timing(state, "daylight", "15.5.2.II"),
                         illegal(DELVED_ALREADY("15.5.2.II", index=self.index))
                         if f"{DELVE_USED}:{key}" in state.used else None, refused,
                         illegal(NOT_RULED("15.5.2.II", where=where)) if ruler(state, where) != KEEPERS else None,
                         illegal(NO_WARRIOR_THERE("15.5.2.II", where=where))
                         if not state.count(where, (KEEPERS, WARRIOR)) else None)
        # 15.5.2.II.b: the ruled clearings adjacent to the forest, against the relic's value.
        ruled = _ruled(state, state.topology.forests[forest].clearings)
        return (forest, key, ruled, key in acted), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        forest, _, ruled, _ = plan
        after = (DELVE_KEEPS("15.5.2.II.b", ruled=ruled, forest=forest) if ruled >= self.value
                 else DELVE_LOSES("15.5.2.II.b", ruled=ruled, forest=forest, value=self.value))
        return warning or legal(DELVES("15.5.2.II.a", relic=self.relic, value=self.value, forest=forest,
                                       where=self.clearing), after)

    def edits(self, state):
        forest, key, ruled, acted = self._plan(state)[0]
        board = board_of(state)
        if not acted:
            board = {**board, "resolved": [*board["resolved"], f"{key}@{self.clearing}"]}
        if ruled < self.value:
            board = _discarding(board, key)
        # Flipped face up (15.5.2.II.a): its value is said here; ``state.face_up`` is the plots'
        # (13.2.2) and a relic's type is always shown, so nothing else changes.
        return [shift((KEEPERS, self.relic), forest, self.clearing, 1), board_edit(state, board),
                state.set_edit("used", state.used | {f"{DELVE_USED}:{key}"})]

    def describe(self, law):
        return DELVES("15.5.2.II.a", relic=self.relic, value=self.value, forest=self.forest, where=self.clearing)


@record(frozen=True)
class Recover(Action):
    """Recover (15.5.2.III.a-c) with the recover card ``index`` in ``clearing``: take a
    ``relic`` there of the type of a waystation there onto the Relics track, score its ``value``
    and two more for a filled column; then, ruling fewer clearings of that clearing's suit than
    its value, the Recover ends and the card is discarded; else it may recover again."""

    index: int
    clearing: int
    relic: str
    value: int
    kind = "keepers-recover"

    def _plan(self, state):
        where, relic, value = _clearing(state, self.clearing), _relic(self.relic), _value(self.value)
        board = board_of(state)
        key = f"recover:{self.index}"
        acted = acted_this_turn(board)
        if key in acted:  # again, in the same Recover (15.5.2.III.c)
            if key in board.get("discard", []):
                return None, impossible(RECOVER_ENDED("15.5.2.III.c", index=self.index))  # the card is gone
            if f"keepers-recover:{key}" not in state.used or acted[key] != where:
                return None, impossible(RECOVER_MOVED("15.5.2.III", index=self.index))  # its action was taken
            refused = None
        else:
            refused = _card_check(state, board, "recover", self.index, where, "15.5.2.III")
            if refused is not None and not refused.possible:
                return None, refused
        if not state.count(where, (KEEPERS, relic)):
            return None, impossible(NO_RELIC("15.5.2.III.a", at=where, relic=relic))
        if waystation_face(state, board, where) != relic:
            return None, impossible(NO_MATCHING_WAYSTATION("15.5.2.III.a", where=where, relic=relic))
        track = board["relics"][relic]
        if len(track) >= len(RELIC_VALUES):
            return None, impossible(TRACK_FULL("15.5.2.III.a", relic=relic))
        if track.count(value) >= RELIC_VALUES.count(value):
            return None, impossible(VALUE_GONE("15.2.1", relic=relic, value=value))
        points = value + (SET_POINTS if set_filled(board["relics"], relic) else 0)
        suit = state.suits.get(where)
        ruled = _ruled(state, [c for c in state.topology.board.clearings if state.suits.get(c) == suit])
        return (board, key, points, suit, ruled, key in acted), _first(timing(state, "daylight", "15.5.2.III"),
                                                                       refused)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        board, _, points, suit, ruled, _ = plan
        notes = [SET_DONE("15.5.2.III.b")] if points > self.value else []
        notes.append(RECOVER_KEEPS("15.5.2.III.c", ruled=ruled, suit=suit) if ruled >= self.value
                     else RECOVER_LOSES("15.5.2.III.c", ruled=ruled, suit=suit, value=self.value))
        return warning or legal(RECOVERS("15.5.2.III.b", relic=self.relic, where=self.clearing, points=points),
                                *notes)

    def edits(self, state):
        board, key, points, _, ruled, acted = self._plan(state)[0]
        relics = {**board["relics"], self.relic: [*board["relics"][self.relic], self.value]}
        board = {**board, "relics": relics}
        if not acted:
            board = {**board, "resolved": [*board["resolved"], f"{key}@{self.clearing}"]}
        if ruled < self.value:
            board = _discarding(board, key)
        return [shift((KEEPERS, self.relic), self.clearing, OUT, 1), board_edit(state, board),
                Edit("score", (KEEPERS, points)), state.set_edit("used", state.used | {f"keepers-recover:{key}"})]

    def describe(self, law):
        return RECOVERS("15.5.2.III.b", relic=self.relic, where=self.clearing, points=self.value)


def retinue_ends(state):
    """(edits, notes) of the end of Daylight: the Retinue cards a Delve or Recover lost are
    discarded (15.5.2.II.b, 15.5.2.III.c), a Faithful Retainer as the cards are; the cards acted
    with are ready for the next turn. What leaving the Retinue step does (turn.leaving), and
    :class:`EndRetinue` where the phases are not tracked."""
    board = board_of(state)
    if not board["resolved"] and not board["discard"]:
        return [], []
    lost = set(board["discard"])
    retinue = {c: [card for i, card in enumerate(board["retinue"][c]) if f"{c}:{i}" not in lost] for c in COLUMNS}
    cards = [board["retinue"][c][int(i)] for c, _, i in (k.partition(":") for k in board["discard"])]
    edits = []
    if state.cards:
        from rootboard.game.cards.places import discard_place, on_board

        held = on_board(state, KEEPERS)
        edits += [Edit("card", (card, f"board:{KEEPERS}", discard_place(card)))
                  for card in [c for c in cards if c != RETAINER][:held]]
    edits.append(board_edit(state, {**board, "retinue": retinue, "resolved": [], "discard": []}))
    return edits, [RETINUE_LOST("15.5.2.II.b", "15.5.2.III.c", cards=cards)] if cards else []


@record(frozen=True)
class EndRetinue(Action):
    """The end of Daylight for the Retinue (15.5.2.II.b, 15.5.2.III.c; :func:`retinue_ends`): done
    on its own on leaving the Retinue step where the table tracks its phases; this action where
    it does not, as a Rootlog's replay, whose log writes only the cards discarded."""

    kind = "keepers-retinue-ends"

    def check(self, state):
        if state.current != KEEPERS:
            return illegal(wrong_phase(state, KEEPERS, "daylight", "15.5.2"))
        edits, notes = retinue_ends(state)
        if not edits:
            return impossible(RETINUE_UNUSED("15.5.2"))
        return legal(*(notes or [RETINUE_READY("15.5.2")]))

    def edits(self, state):
        return retinue_ends(state)[0]

    def describe(self, law):
        return RETINUE_READY("15.5.2")


# --- Evening: Gather Retinue (15.6.2) --------------------------------------------------------------

@record(frozen=True)
class GatherRetinue(Action):
    """Gather Retinue (15.6.2): add any number of cards from the hand to Retinue columns (one
    column named per card), the Retinue holding at most ten."""

    cards: tuple[str, ...]
    columns: tuple[str, ...]
    kind = "keepers-retinue"

    def _sources(self, state) -> tuple[list, str | None]:
        """Card edits from their hand to their board, and the first card their hand cannot give
        (None: it gives them all); no edits when hands are not kept (as the Eyrie's Decree, 7.4.2)."""
        from rootboard.game.cards import table

        if not table.hands_kept(state):
            return [], None
        return table.taken_one_by_one(state, KEEPERS, self.cards, f"board:{KEEPERS}")

    def check(self, state):
        if len(self.cards) != len(self.columns) or not self.cards:
            raise BadInput(GATHER_PAIRS(cards=len(self.cards), columns=len(self.columns)))
        for column in self.columns:
            if column not in COLUMNS:
                raise BadInput(NOT_A_COLUMN(column=column, choices=", ".join(COLUMNS)))
        for card in self.cards:
            card_suit(state, card)  # BadInput for a card not in the deck
        board = board_of(state)
        have = retinue_size(board)
        if have + len(self.cards) > RETINUE_LIMIT:
            return impossible(RETINUE_FULL("15.6.2", have=have, limit=RETINUE_LIMIT))
        missing = self._sources(state)[1]
        if missing is not None:  # the card their hand cannot give, named (1.2.1)
            return impossible(NOT_IN_HAND("1.2.1", card=missing))
        return _first(timing(state, "evening", "15.6.2"),
                      illegal(GATHERED_ONCE("15.6.2")) if GATHER_USED in state.used else None) or legal(
            GATHERS("15.6.2", cards=list(self.cards), columns=list(self.columns)))

    def edits(self, state):
        board = board_of(state)
        retinue = {c: list(board["retinue"][c]) for c in COLUMNS}
        for card, column in zip(self.cards, self.columns):
            retinue[column].append(card)
        return [*self._sources(state)[0], board_edit(state, {**board, "retinue": retinue}),
                state.set_edit("used", state.used | {GATHER_USED})]

    def describe(self, law):
        return GATHERS("15.6.2", cards=list(self.cards), columns=list(self.columns))


@record(frozen=True)
class ShiftRetinue(Action):
    """Gather Retinue's other choice (15.6.2: "or you may shift one card in your Retinue to a
    different slot"): the ``column`` card ``index`` to the right of the column ``into``; instead
    of adding cards, so once, at the same step."""

    column: str
    index: int
    into: str
    kind = "keepers-shift"

    def check(self, state):
        for column in (self.column, self.into):
            if column not in COLUMNS:
                raise BadInput(NOT_A_COLUMN(column=column, choices=", ".join(COLUMNS)))
        board = board_of(state)
        if not isinstance(self.index, int) or not 0 <= self.index < len(board["retinue"][self.column]):
            return impossible(NO_SUCH_CARD("15.6.2", column=self.column, index=self.index))
        if self.into == self.column:
            return impossible(SHIFT_SAME("15.6.2", column=self.column))
        return _first(timing(state, "evening", "15.6.2"),
                      illegal(GATHERED_ONCE("15.6.2")) if GATHER_USED in state.used else None) or legal(
            SHIFTS("15.6.2", column=self.column, index=self.index, into=self.into))

    def edits(self, state):
        board = board_of(state)
        retinue = {c: list(board["retinue"][c]) for c in COLUMNS}
        retinue[self.into].append(retinue[self.column].pop(self.index))
        return [board_edit(state, {**board, "retinue": retinue}), state.set_edit("used", state.used | {GATHER_USED})]

    def describe(self, law):
        return SHIFTS("15.6.2", column=self.column, index=self.index, into=self.into)


ACTIONS = (Encamp, Decamp, Recruit, ActWithRetinue, Delve, Recover, EndRetinue, GatherRetinue, ShiftRetinue)
