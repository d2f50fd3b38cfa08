"""The Eyrie Dynasties' checked actions (chapter 7), played by kind through ``rootboard act``.

Each is checked against the Law (a Verdict citing its section) and applied as reversible
edits: one ``set`` of ``boards`` for her board (rootboard.game.factions.eyrie.board), piece
shifts for what the Decree places, ``score`` edits for Turmoil, and ``card`` edits when the game
keeps hands: a card added to the Decree leaves her hand for her board (``board:eyrie``, a count;
its name is the Decree's), and a purged one goes on to the discard pile. So no card is in two
places, and undo is exact.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards import words as _card_words  # noqa: F401 (the deck term, {deck:deck})
from rootboard.game.factions.eyrie.board import (BIRD, COLUMNS, LEADERS, LEADER_SECTIONS, NOT_A_LEADER, RECRUITED,
                                                 VIZIER, board_of, entries, with_leader)
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.state import Edit, GameState, shift
from rootboard.game.turns.own_phase import refused_outside_own
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.later import Later
from rootboard.messages import Template, language, term
from rootboard.records import record

# The card table, read by every card added to the Decree (7.4.2), loaded when first read: an
# import statement at each call cost some 7,800 instructions (issue 32).
card_table = Later("rootboard.game.cards.table")

EYRIE = "eyrie"

# The steps a refusal of timing names (WRONG_STEP), by the Law's titles (7.4.1-7.4.3, 7.5.2, 7.7):
# the words of the catalogues, said in Dutch and Spanish as the Law's nl-NL.yml and es-ES.yml title
# them ("Noodbevelen", "Ampliar el Decreto"; see board.py for the files).
STEP_NAMES = ("Emergency Orders", "Add to the Decree", "A New Roost", "Resolve the Decree", "Turmoil")


@term("eyrie-step", words=lambda: [("term.eyrie-step", s) for s in STEP_NAMES])
def _step(value, lang: str):
    """``{action:eyrie-step}``: one of her turn's steps by its English title."""
    from rootboard.i18n.grammar import word

    return word("term.eyrie-step", str(value), language(lang))


# --- messages ---------------------------------------------------------------------------------------
LEADER_CHOSEN = Template("eyrie.leader-chosen", "the {who:faction} choose the {leader:leader} leader: Loyal "
                         "Viziers in {columns:decree-column}")
HAS_LEADER = Template("eyrie.has-leader", "the {who:faction} already have the {leader:leader} leader: a new "
                      "one is chosen only at setup or after Turmoil deposes her")
LEADER_DEPOSED = Template("eyrie.leader-deposed", "the {leader:leader} leader was deposed and lies face down: "
                          "choose a face-up leader ({choices:leader})")
WRONG_STEP = Template("eyrie.wrong-step", "{action:eyrie-step} is done in the {who:faction}'s own {phase:phase}; "
                      "it is {current:faction.whose} {now:phase}")
DECREE_COUNT = Template("eyrie.decree-count", "add one or two cards to the Decree, not {count}")
DECREE_PAIRS = Template("eyrie.decree-pairs", "name a Decree column for each card: {cards} cards, {columns} columns")
NOT_A_COLUMN = Template("eyrie.not-a-column", "{column!r} is not a Decree column ({choices:decree-column})")
NOT_A_CARD = Template("eyrie.not-a-card", "{card!r} is not a card of the {deck:deck}")
TWO_BIRDS = Template("eyrie.two-birds", "at most one of the cards added to the Decree may be a bird card")
DECREE_ADDED = Template("eyrie.decree-added", "the {who:faction} add {cards:cardname.and} to the Decree "
                        "({columns:decree-column})")
NOT_IN_HAND = Template("eyrie.not-in-hand", "{card!r} cannot be in the {who:faction}'s hand")
DECREE_ONCE = Template("eyrie.decree-once", "the {who:faction} add cards to the Decree once, in Birdsong")
NO_LEADER = Template("eyrie.no-leader", "the {who:faction} have no leader yet: choose one")
NO_SUCH_CARD = Template("eyrie.no-such-card", "the Decree's {column:decree-column} column has no card {index}")
RESOLVED_ALREADY = Template("eyrie.resolved-already", "the {column:decree-column} card {index} has already been "
                            "resolved this turn")
OUT_OF_ORDER = Template("eyrie.out-of-order", "the Decree is resolved column by column from the left, recruit, "
                        "move, battle, build: the {column:decree-column} card {index} comes first")
SUIT_MISMATCH = Template("eyrie.suit-mismatch", "the {column:decree-column} card {index} is a {suit:suit} card; "
                         "clearing {where} is not {suit:suit}")
NO_ROOST = Template("eyrie.no-roost", "Decree Recruit places warriors in a clearing with a roost; clearing "
                    "{where} has none")
NO_WARRIOR = Template("eyrie.no-warrior", "the {who:faction} have no warrior in clearing {where} to "
                     "{column:decree-column} from")
NOT_RULED = Template("eyrie.not-ruled", "Decree Build places a roost in a clearing the {who:faction} rule; "
                     "clearing {where} is not theirs")
HAS_ROOST = Template("eyrie.has-roost", "clearing {where} already has a roost")
NO_SLOT = Template("eyrie.no-slot", "clearing {where} has no open building slot")
SUPPLY_EMPTY = Template("eyrie.supply-empty", "the {who:faction} have no {piece:piece} left in their supply")
RESOLVED = Template("eyrie.resolved", "the {who:faction} resolve the {column:decree-column} card {index} in "
                    "clearing {where}")
RESOLVE_TABLE = Template("eyrie.resolve-table", "now {column:decree-column} from clearing {where} "
                         "('rootboard {column}')")
NOT_EVERY = Template("eyrie.turmoil-resolvable", "every Decree card is resolved: Turmoil comes only when one "
                     "cannot be")
TURMOIL = Template("eyrie.turmoil", "Turmoil: the {who:faction} lose {points} VP (bird cards in the Decree), "
                   "purge {purged} cards, depose the {old:leader} leader and choose the {leader:leader}; Evening "
                   "begins")
TURMOIL_LOG = Template("eyrie.turmoil-log", "Turmoil: the {who:faction} choose the {leader:leader} "
                       "leader")
LEADERS_RETURN = Template("eyrie.leaders-return", "every leader had been deposed: all return face up")
EMERGENCY = Template("eyrie.emergency", "Emergency Orders: the {who:faction} have no cards in hand and draw one")
HAS_HAND = Template("eyrie.has-hand", "Emergency Orders only when the {who:faction} have no cards in hand; they "
                    "hold {count}")
NEW_ROOST = Template("eyrie.new-roost", "A New Roost: a roost and 3 warriors in clearing {where}")
HAS_ROOSTS = Template("eyrie.has-roosts", "A New Roost only when the {who:faction} have no roost on the map")
NOT_FEWEST = Template("eyrie.not-fewest", "a new roost goes to a clearing with the fewest warriors ({fewest}); "
                      "clearing {where} has {count}")


def _eyrie(state: GameState) -> None:
    if EYRIE not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=EYRIE))


def _timing(state: GameState, phase: str, action: str, section: str) -> Verdict | None:
    """Refused outside her own ``phase`` once the phase is tracked (1.4.1)."""
    return refused_outside_own(state, EYRIE, phase, lambda: WRONG_STEP(
        section, "1.4.1", action=action, who=EYRIE, phase=phase, current=state.current, now=state.phase),
        turn_trusted=True)


def _leader(name: str) -> str:
    key = name.strip().lower()
    if key not in LEADERS:
        raise BadInput(NOT_A_LEADER(name=name, choices=list(LEADERS)))
    return key


def suit_of(state: GameState, card: str) -> str:
    """A Decree card's suit: a Loyal Vizier is a bird (7.3.3)."""
    if card == VIZIER:
        return BIRD
    found = deck(state.deck).find(card)
    if found is None:
        raise BadInput(NOT_A_CARD(card=card, deck=state.deck))
    return found.suit


def _board_edit(state: GameState, board: dict) -> Edit:
    return state.set_edit("boards", {**state.boards, EYRIE: board})


def _roosts(state: GameState) -> int:
    return sum(state.count(a, (EYRIE, "roost")) for a in state.where_is((EYRIE, "roost")))


def _supply(state: GameState, piece: str) -> int:
    return state.supply.get((EYRIE, piece), 0)


# --- the leader (7.3.3, 7.7.3) ----------------------------------------------------------------------

@record(frozen=True)
class ChooseLeader(Action):
    """Choose a face-up leader; its two Loyal Viziers go to the Decree (7.3.3)."""

    leader: str
    kind = "eyrie-leader"
    # What the command line takes typed in the table's language: field -> (its term, its ids).
    typed_words = {"leader": ("leader", tuple(LEADERS))}

    def check(self, state):
        _eyrie(state)
        leader = _leader(self.leader)
        board = board_of(state)
        if board["leader"] is not None:
            return illegal(HAS_LEADER("7.3.3", "7.7.3", who=EYRIE, leader=board["leader"]))
        if leader in board["deposed"]:
            return illegal(LEADER_DEPOSED("7.7.3", leader=leader,
                                          choices=[x for x in LEADERS if x not in board["deposed"]]))
        return legal(LEADER_CHOSEN("7.3.3", LEADER_SECTIONS[leader], who=EYRIE, leader=leader,
                                   columns=list(LEADERS[leader])))

    def edits(self, state):
        return [_board_edit(state, with_leader(board_of(state), _leader(self.leader)))]

    def describe(self, law):
        return LEADER_CHOSEN("7.3.3", who=EYRIE, leader=self.leader, columns=list(LEADERS.get(self.leader, ())))


# --- Birdsong (7.4) ---------------------------------------------------------------------------------

@record(frozen=True)
class EmergencyOrders(Action):
    """7.4.1: with no cards in hand, draw one (kept by the card table when it keeps hands), as
    every card is drawn (2.1)."""

    kind = "eyrie-emergency"

    def check(self, state):
        _eyrie(state)
        late = _timing(state, "birdsong", "Emergency Orders", "7.4.1")
        if late:
            return late
        from rootboard.game.cards.places import hand_size, hands_kept

        if hands_kept(state) and hand_size(state, EYRIE) > 0:
            return illegal(HAS_HAND("7.4.1", who=EYRIE, count=hand_size(state, EYRIE)))
        _, problem = self._drawn(state)
        if problem is not None:
            return impossible(problem)
        return legal(EMERGENCY("7.4.1", who=EYRIE))

    def edits(self, state):
        return self._drawn(state)[0]

    @staticmethod
    def _drawn(state):
        """Her card drawn as every card is (rootboard.game.cards.actions.draw_one): an empty draw
        pile made again from the discard pile first, and after it if it was the last (2.1).
        (edits, None), or ([], why no card is drawn); nothing where the table keeps no hands."""
        from rootboard.game.cards.places import HAND, hands_kept, place

        if not hands_kept(state):
            return [], None
        from rootboard.game.cards.actions import draw_one

        scratch = card_table.CardSteps(state)
        step, problem = draw_one(state, scratch, place(HAND, EYRIE))
        return ([], problem) if problem is not None else ([*step, *scratch.reshuffle_edits()], None)

    def describe(self, law):
        return EMERGENCY("7.4.1", who=EYRIE)


@record(frozen=True)
class AddToDecree(Action):
    """7.4.2: add one or two cards to the Decree, each to a column; at most one bird."""

    cards: tuple[str, ...]
    columns: tuple[str, ...]
    kind = "eyrie-decree"
    typed_words = {"columns": ("decree-column", COLUMNS)}  # as ChooseLeader's

    def judged(self, state):
        # The cards from her hand worked out once for the verdict and the edits (issue 32).
        verdict, sources = self._checked(state)
        return verdict, lambda: self._edits(state, sources)

    def check(self, state):
        return self._checked(state)[0]

    def _checked(self, state):
        """The verdict, and her hand's card edits when the check worked them out (else None)."""
        verdict = self._rules_broken(state)
        if verdict is not None:
            return verdict, None
        sources, missing = self._sources(state)
        if missing is not None:  # the card her hand cannot give, named (1.2.1)
            return impossible(NOT_IN_HAND("1.2.1", who=EYRIE, card=missing)), None
        return legal(DECREE_ADDED("7.4.2", who=EYRIE, cards=list(self.cards), columns=list(self.columns))), sources

    def _rules_broken(self, state):
        _eyrie(state)
        if not 1 <= len(self.cards) <= 2:
            return impossible(DECREE_COUNT("7.4.2", count=len(self.cards)))
        if len(self.cards) != len(self.columns):
            raise BadInput(DECREE_PAIRS(cards=len(self.cards), columns=len(self.columns)))
        for column in self.columns:
            if column not in COLUMNS:
                raise BadInput(NOT_A_COLUMN(column=column, choices=list(COLUMNS)))
        suits = [suit_of(state, c) for c in self.cards]  # BadInput for a card not in the deck
        late = _timing(state, "birdsong", "Add to the Decree", "7.4.2")
        if late:
            return late
        if board_of(state)["leader"] is None:
            return illegal(NO_LEADER("7.3.3", who=EYRIE))
        if suits.count(BIRD) > 1:
            return illegal(TWO_BIRDS("7.4.2"))
        if state.taken.get("decree"):
            return illegal(DECREE_ONCE("7.4.2", who=EYRIE))
        return None

    def _sources(self, state) -> tuple[list, str | None]:
        """Card edits from her hand to her board, one a card, and the first card her hand cannot
        give (None: it gives them all); no edits when hands are not kept."""
        if not card_table.hands_kept(state):
            return [], None
        return card_table.taken_one_by_one(state, EYRIE, self.cards, f"board:{EYRIE}")

    def edits(self, state):
        return self._edits(state, None)

    def _edits(self, state, sources):
        board = board_of(state)
        decree = {c: list(board["decree"][c]) for c in COLUMNS}
        for card, column in zip(self.cards, self.columns):
            decree[column].append(card)
        if sources is None:  # not worked out by the check (teach mode: a rule broken before)
            sources = self._sources(state)[0]
        # A new turn's Decree: none of it resolved yet (7.5.2; Birdsong always adds, 7.4.2).
        return [*sources, _board_edit(state, {**board, "decree": decree, "resolved": []})]

    def describe(self, law):
        return DECREE_ADDED("7.4.2", who=EYRIE, cards=list(self.cards), columns=list(self.columns))


@record(frozen=True)
class NewRoost(Action):
    """7.4.3: with no roost on the map, a roost and 3 warriors in a clearing with the fewest
    warriors (of any faction) that can take them."""

    where: int
    kind = "eyrie-new-roost"

    def check(self, state):
        _eyrie(state)
        late = _timing(state, "birdsong", "A New Roost", "7.4.3")
        if late:
            return late
        if _roosts(state):
            return illegal(HAS_ROOSTS("7.4.3", who=EYRIE))
        counts = {c: _warriors(state, c) for c in _roost_clearings(state)}
        if self.where not in counts:
            return impossible(NO_SLOT("7.4.3", "2.2.3", where=self.where))
        fewest = min(counts.values())
        if counts[self.where] != fewest:
            return illegal(NOT_FEWEST("7.4.3", where=self.where, fewest=fewest, count=counts[self.where]))
        for piece, n in (("roost", 1), (WARRIOR, 3)):
            if _supply(state, piece) < n:
                return impossible(SUPPLY_EMPTY("7.4.3", who=EYRIE, piece=piece))
        return legal(NEW_ROOST("7.4.3", where=self.where))

    def edits(self, state):
        return [shift((EYRIE, "roost"), SUPPLY, self.where, 1), shift((EYRIE, WARRIOR), SUPPLY, self.where, 3)]

    def describe(self, law):
        return NEW_ROOST("7.4.3", where=self.where)


def _warriors(state: GameState, clearing: int) -> int:
    kinds = state.law.kinds
    return sum(n for key, n in state.pieces_at(clearing).items() if kinds[key] == WARRIOR)


def _roost_clearings(state: GameState) -> list[int]:
    """The clearings a roost may be placed in now (the placement rules judge: slots, keep...)."""
    from rootboard.game.placement import PieceRequest, place_refusal

    return [c for c in state.topology.board.clearings
            if place_refusal(state, PieceRequest(EYRIE, "roost", c)) is None]


# --- Daylight: the Decree (7.5.2) -------------------------------------------------------------------

@record(frozen=True)
class ResolveDecree(Action):
    """Resolve one Decree card in a clearing of its suit (birds: any), column by column from the
    left, within a column in any order (7.5.2):
    recruit places warriors at a roost (two with the Charismatic, 7.8.2) and build a roost in a
    ruled clearing without one; move and battle are then played as the table's move and battle."""

    column: str
    index: int
    where: int
    kind = "eyrie-resolve"
    typed_words = {"column": ("decree-column", COLUMNS)}  # as ChooseLeader's

    def check(self, state):
        _eyrie(state)
        if self.column not in COLUMNS:
            raise BadInput(NOT_A_COLUMN(column=self.column, choices=list(COLUMNS)))
        late = _timing(state, "daylight", "Resolve the Decree", "7.5.2")
        if late:
            return late
        board = board_of(state)
        cards = board["decree"][self.column]
        if not 0 <= self.index < len(cards):
            return impossible(NO_SUCH_CARD("7.5.2", column=self.column, index=self.index))
        key = f"{self.column}:{self.index}"
        if key in board["resolved"]:
            return illegal(RESOLVED_ALREADY("7.5.2", column=self.column, index=self.index))
        # Column by column from the left; within a column, in any order (7.5.2).
        for column, index, _ in entries(board):
            if column == self.column:
                break
            if f"{column}:{index}" not in board["resolved"]:
                return illegal(OUT_OF_ORDER("7.5.2", column=column, index=index))
        suit = suit_of(state, cards[self.index])
        if self.where not in state.topology.board.clearings:
            return impossible(NO_SUCH_CARD("7.5.2", column=self.column, index=self.index))
        from rootboard.game.landmarks import clearing_suits

        if suit != BIRD and suit not in clearing_suits(state, self.where):
            return illegal(SUIT_MISMATCH("7.5.2", "2.1.1", column=self.column, index=self.index, suit=suit,
                                         where=self.where))
        return self._column_check(state, board) or legal(
            RESOLVED("7.5.2", who=EYRIE, column=self.column, index=self.index, where=self.where),
            *([RESOLVE_TABLE("7.5.2", column=self.column, where=self.where)]
              if self.column in ("move", "battle") else []))

    def _column_check(self, state, board) -> Verdict | None:
        where = self.where
        if self.column == "recruit":
            if not state.count(where, (EYRIE, "roost")):
                return illegal(NO_ROOST("7.5.2.I", where=where))
            if _supply(state, WARRIOR) < 1:
                return impossible(SUPPLY_EMPTY("7.5.2.I", who=EYRIE, piece=WARRIOR))
        elif self.column in ("move", "battle"):
            if not state.count(where, (EYRIE, WARRIOR)):
                return illegal(NO_WARRIOR("7.5.2.II" if self.column == "move" else "7.5.2.III", who=EYRIE,
                                          where=where, column=self.column))
        else:
            from rootboard.game.rules import ruler

            if ruler(state, where) != EYRIE:
                return illegal(NOT_RULED("7.5.2.IV", who=EYRIE, where=where))
            if state.count(where, (EYRIE, "roost")):
                return illegal(HAS_ROOST("7.5.2.IV", where=where))
            from rootboard.game.placement import PieceRequest, place_refusal

            refused = place_refusal(state, PieceRequest(EYRIE, "roost", where))
            if refused is not None:
                return refused
        return None

    def edits(self, state):
        board = board_of(state)
        edits = [_board_edit(state, {**board, "resolved": [*board["resolved"], f"{self.column}:{self.index}"]})]
        if self.column == "recruit":
            # Two warriors with the Charismatic (7.8.2), as many as the supply holds.
            n = min(RECRUITED.get(board["leader"], 1), _supply(state, WARRIOR))
            edits.append(shift((EYRIE, WARRIOR), SUPPLY, self.where, n))
        elif self.column == "build":
            edits.append(shift((EYRIE, "roost"), SUPPLY, self.where, 1))
        return edits

    def describe(self, law):
        return RESOLVED("7.5.2", who=EYRIE, column=self.column, index=self.index, where=self.where)


# --- Turmoil (7.7) ----------------------------------------------------------------------------------

@record(frozen=True)
class Turmoil(Action):
    """7.7: a Decree card cannot be resolved. Humiliation: lose a point per bird card in the
    Decree, viziers included (7.7.1); Purge: every card but the viziers to the discard pile
    (7.7.2); Depose: the leader face down, a new one chosen, its viziers placed (7.7.3; all four
    back face up when none is left, 7.7.4); Daylight ends, Evening begins (7.7.5)."""

    leader: str
    kind = "eyrie-turmoil"

    def check(self, state):
        _eyrie(state)
        leader = _leader(self.leader)
        late = _timing(state, "daylight", "Turmoil", "7.7")
        if late:
            return late
        board = board_of(state)
        if board["leader"] is None:
            return illegal(NO_LEADER("7.3.3", who=EYRIE))
        if all(f"{c}:{i}" in board["resolved"] for c, i, _ in entries(board)):
            return illegal(NOT_EVERY("7.7", "7.5.2"))
        deposed = self._deposed(board)
        # The deposed leader lies face down, unless all four return face up (7.7.4).
        if leader in deposed or (deposed and leader == board["leader"]):
            return illegal(LEADER_DEPOSED("7.7.3", leader=leader,
                                          choices=[x for x in LEADERS if x not in deposed]))
        notes = [] if deposed else [LEADERS_RETURN("7.7.4")]
        return legal(TURMOIL("7.7.1", "7.7.2", "7.7.3", who=EYRIE, points=self._birds(state, board),
                             purged=len(self._purged(board)), old=board["leader"], leader=leader), *notes)

    @staticmethod
    def _deposed(board) -> list[str]:
        """The face-down leaders once the present one is deposed; all return face up when none
        is left to choose (7.7.4)."""
        # No leader to depose when she had none (a Turmoil played in teach mode before any was chosen).
        deposed = [*board["deposed"], *([board["leader"]] if board["leader"] else [])]
        return [] if len(deposed) >= len(LEADERS) else deposed

    @staticmethod
    def _birds(state, board) -> int:
        return sum(1 for _, _, card in entries(board) if suit_of(state, card) == BIRD)

    @staticmethod
    def _purged(board) -> list[str]:
        return [card for _, _, card in entries(board) if card != VIZIER]

    def edits(self, state):
        from rootboard.game.cards.places import discard_place, on_board

        board = board_of(state)
        edits: list[Edit] = []
        points = self._birds(state, board)
        if points:
            edits.append(Edit("score", (EYRIE, -points)))  # 7.7.1
        held = on_board(state, EYRIE) if state.cards else 0
        for card in self._purged(board)[:held]:  # the cards her board holds go to the discard pile (7.7.2)
            edits.append(Edit("card", (card, f"board:{EYRIE}", discard_place(card))))
        # A leader face down chosen all the same (illegal, played in teach mode) is face up again.
        leader = _leader(self.leader)
        deposed = [d for d in self._deposed(board) if d != leader]
        kept = {"leader": None, "deposed": deposed, "decree": {c: [] for c in COLUMNS}, "resolved": []}
        edits.append(_board_edit(state, with_leader(kept, leader)))
        edits.append(state.set_edit("phase", "evening"))  # 7.7.5: Daylight ends
        edits.append(state.set_edit("step", None))
        return edits

    def describe(self, law):
        return TURMOIL_LOG("7.7", who=EYRIE, leader=self.leader)


ACTIONS = (ChooseLeader, EmergencyOrders, AddToDecree, NewRoost, ResolveDecree, Turmoil)
