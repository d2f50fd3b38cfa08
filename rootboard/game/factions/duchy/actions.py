"""The Underground Duchy's own actions (12.2.3, 12.4-12.5), as Action records: the Birdsong's
warriors (12.4); Assembly's build, recruit and dig (12.5.1: move and battle are everyone's,
kinds "move" and "battle"); Sway (12.5.3); the Price of Failure (12.2.3), played when a Duchy
building is removed, in any turn. The swayed ministers' actions (12.5.2) are :mod:`.ministers`.

Each is checked against its section (a Verdict citing it) and applied as edits: pieces shifted,
a card revealed moved to the Duchy's board by the card table where it keeps cards (back to the
hand in Evening, 12.6.1: rootboard.game.factions.duchy.turn), a card spent through the card
actions' edits, points through ``Edit("score", ...)`` so the ledger keeps them, the board's
ministers and crowns in ``state.boards["duchy"]`` (board.py), so undo and a game file's replay
are exact. Fields are JSON words (``rootboard act GAME duchy-dig clearing=5 suit=fox warriors=2``).
"""

from __future__ import annotations

from rootboard.board.topology import BURROW
from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.cards.places import BOARD, BOARD_KNOWN, place, tracked
from rootboard.game.cards.suited import card_suit, suit_word
from rootboard.game.factions.duchy.board import (BIRD, BIRDSONG_USED, BUILDING_TYPES, DIG_WARRIORS, DUCHY, MINISTERS,
                                                 SWAY_CARDS, SWAY_POINTS, TUNNEL, birdsong_warriors,
                                                 crowns_left, crowns_lost, matches, revealed, revealed_returned, swayed,
                                                 with_board)
from rootboard.game.kinds import SUITS, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal, open_slots
from rootboard.game.rules import ruler
from rootboard.game.state import shift
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.later import Later
from rootboard.messages import Template

# The cards' own actions, read by each reveal of cards (12.4.1), loaded when first read (they
# import the factions' actions in turn): an import statement at each call cost some 7,800 instructions (issue 32).
card_actions = Later("rootboard.game.cards.actions")
from rootboard.records import record

NOT_A_CLEARING = Template("duchy.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_A_BUILDING = Template("duchy.not-a-building", "{building!r} is not a Duchy building: {choices}")
NOT_A_MINISTER = Template("duchy.not-a-minister", "{minister!r} is not a Duchy minister: {choices}")
NO_WARRIOR_LEFT = Template("duchy.no-warrior-left", "the Duchy has no warrior left in its supply")
# Birdsong (12.4).
BIRDSONG_ONCE = Template("duchy.birdsong.once", "the Birdsong's warriors were placed this turn")
BIRDSONG_DONE = Template("duchy.birdsong.done", "the Duchy places {count} warrior in the Burrow",
                         plural="the Duchy places {count} warriors in the Burrow", count="count")
BIRDSONG_LOG = Template("duchy.birdsong.log", "the Duchy places its Birdsong warriors in the Burrow")
# Recruit (12.5.1.II).
RECRUITS = Template("duchy.recruit.done", "the Duchy recruits a warrior in the Burrow")
# Build (12.5.1.I) and the Foremole's build (12.5.2).
NOT_RULED = Template("duchy.build.not-ruled", "the Duchy does not rule {where:area}: it builds only where it rules")
NO_SLOT = Template("duchy.build.no-slot", "{where:area} has no open building slot")
NO_BUILDING_LEFT = Template("duchy.build.none-left", "every {building:piece} is off its track")
NOT_MATCHING = Template("duchy.card.not-matching", "a {suit:suit} card does not match {where:area}, a "
                        "{clearing:suit} clearing")
BUILDS = Template("duchy.build.done", "the Duchy reveals a {suit:suit} card and builds {building:piece.a} in "
                  "{where:area}")
BUILD_LOG = Template("duchy.build.log", "the Duchy builds {building:piece.a} in {where:area}")
# Dig (12.5.1.V).
TUNNEL_THERE = Template("duchy.dig.tunnel-there", "{where:area} already holds a tunnel")
SAY_TUNNEL = Template("duchy.dig.say-tunnel", "all three tunnels are on the map: say which one is removed first "
                      "(moved_from=...)")
NO_TUNNEL_THERE = Template("duchy.dig.no-tunnel", "{where:area} holds no Duchy tunnel")
TUNNELS_LEFT = Template("duchy.dig.tunnels-left", "a tunnel is left in the supply: one is removed from the map only "
                        "when all three are on it")
DIG_TOO_MANY = Template("duchy.dig.too-many", "a dig moves up to {most} warriors from the Burrow; {asked} named")
DIG_BURROW = Template("duchy.dig.burrow", "the Burrow holds {have} Duchy warrior, {asked} named",
                      plural="the Burrow holds {have} Duchy warriors, {asked} named", count="have")
DIGS = Template("duchy.dig.done", "the Duchy spends a {suit:suit} card, digs a tunnel in {where:area} and moves "
                "{count} warrior there from the Burrow", plural="the Duchy spends a {suit:suit} card, digs a tunnel "
                "in {where:area} and moves {count} warriors there from the Burrow", count="count")
DIG_LOG = Template("duchy.dig.log", "the Duchy digs a tunnel in {where:area}")
# Sway (12.5.3).
SWAYED_ALREADY = Template("duchy.sway.swayed", "the {minister:minister} is swayed already: only a minister of the "
                          "Unswayed Ministers pile is swayed")
NO_CROWN = Template("duchy.sway.no-crown", "no {rank:rank} crown is left on the Duchy's board")
SWAY_COUNT = Template("duchy.sway.count", "the {minister:minister} is swayed by revealing {cost} cards; {named} "
                      "said (cards=[...], suits=[...])")
SWAY_UNMATCHED = Template("duchy.sway.unmatched", "each card revealed needs its own clearing of its suit with a "
                          "Duchy piece: {count} of the cards have none", plural="each card revealed needs its own "
                          "clearing of its suit with a Duchy piece: {count} of the cards have none", count="count")
SWAYS = Template("duchy.sway.done", "the Duchy reveals {cost} cards and sways the {minister:minister}: {points} VP",
                 plural="the Duchy reveals {cost} cards and sways the {minister:minister}: {points} VP",
                 count="points")
SWAY_LOG = Template("duchy.sway.log", "the Duchy sways the {minister:minister}")
# The Price of Failure (12.2.3).
SAY_MINISTER = Template("duchy.price.say-minister", "several swayed ministers of the highest rank: say which "
                        "returns (minister=...)")
NOT_HIGHEST = Template("duchy.price.not-highest", "the {minister:minister} is not a swayed minister of the highest "
                       "rank")
PRICE_PAID = Template("duchy.price.done", "the Price of Failure: the {minister:minister} returns to the Unswayed "
                      "Ministers pile, its crown leaves the game, and the Duchy discards a random card")
PRICE_NO_MINISTER = Template("duchy.price.none", "the Price of Failure: no minister is swayed; the Duchy discards a "
                             "random card")
PRICE_LOG = Template("duchy.price.log", "the Duchy pays the Price of Failure")

SWAY_USED = "duchy-sway"  # in state.used: one minister swayed a turn (12.5.3)


def clearing_of(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where




def minister_word(minister):
    if minister not in MINISTERS:
        raise BadInput(NOT_A_MINISTER(minister=minister, choices=", ".join(MINISTERS)))
    return minister


def timing(state, phase: str, section: str):
    """Against the rules outside its own turn, and (once the phase is tracked) outside ``phase`` (1.4.1)."""
    return refused_outside_own_phase(state, DUCHY, phase, section)


def first(*verdicts):
    return next((v for v in verdicts if v is not None), None)




def reveal(state, cards: tuple, unnamed: int):
    """(edits, problem): the cards revealed go from the hand to the Duchy's board, where the
    table keeps them (named: known to all; not named: a count) until Evening (12.6.1)."""
    if not tracked(state):
        return [], None
    return card_actions._hand_edits(state, DUCHY, tuple(cards), unnamed,
                       lambda c: place(BOARD_KNOWN if c else BOARD, DUCHY))


def spend(state, cards: tuple, unnamed: int):
    """(edits, problem): the cards spent, to the discard pile (16.6.29)."""
    if not tracked(state):
        return [], None
    from rootboard.game.cards.actions import Discard

    verdict = (action := Discard(DUCHY, tuple(cards), unnamed, spent=True)).check(state)
    if not verdict.legal:
        return None, verdict.message
    return action.edits(state), None


def revealed_edit(state, suits):
    return state.set_edit("boards", with_board(state, revealed=[*revealed(state), *suits]))


def place_refused(state, piece: str, where, count: int = 1):
    """Why ``count`` of the Duchy's ``piece`` may not be placed in ``where`` (place_refusal), or None."""
    return place_refusal(state, PieceRequest(DUCHY, piece, where, count))


@record(frozen=True)
class Muster(Action):
    """Birdsong (12.4): one warrior, plus one per warrior icon showing, in the Burrow; as many as
    the supply holds (1.5.4). Done on leaving the step when not played."""

    kind = "duchy-birdsong"

    def _plan(self, state):
        have = state.supply.get((DUCHY, WARRIOR), 0)
        if not have:
            return None, impossible(NO_WARRIOR_LEFT("12.4", "1.5.1"))
        late = first(timing(state, "birdsong", "12.4"),
                     illegal(BIRDSONG_ONCE("12.4")) if BIRDSONG_USED in state.used else None)
        return min(have, birdsong_warriors(state)), late

    def check(self, state):
        count, problem = self._plan(state)
        return problem or legal(BIRDSONG_DONE("12.4", "1.5.4", count=count))

    def edits(self, state):
        count = self._plan(state)[0]
        return [shift((DUCHY, WARRIOR), SUPPLY, BURROW, count), state.set_edit("used", state.used | {BIRDSONG_USED})]

    def describe(self, law):
        return BIRDSONG_LOG("12.4")


@record(frozen=True)
class Recruit(Action):
    """Recruit (12.5.1.II): one warrior in the Burrow."""

    kind = "duchy-recruit"

    def check(self, state):
        if not state.supply.get((DUCHY, WARRIOR), 0):
            return impossible(NO_WARRIOR_LEFT("12.5.1.II", "1.5.1"))
        return timing(state, "daylight", "12.5.1.II") or legal(RECRUITS("12.5.1.II"))

    def edits(self, state):
        return [shift((DUCHY, WARRIOR), SUPPLY, BURROW, 1)]

    def describe(self, law):
        return RECRUITS("12.5.1.II")


def build_plan(state, clearing, building, card, suit, section: str, any_suit: bool):
    """((suit, card edits), warning) of revealing a card to place ``building`` in ``clearing``
    the Duchy rules; matching the clearing unless ``any_suit`` (the Foremole, 12.5.2)."""
    where = clearing_of(state, clearing)
    if building not in BUILDING_TYPES:
        raise BadInput(NOT_A_BUILDING(building=building, choices=", ".join(BUILDING_TYPES)))
    shown = card_suit(state, card, suit)
    if not state.supply.get((DUCHY, building), 0):
        return None, impossible(NO_BUILDING_LEFT(section, "1.5.1", building=building))
    if open_slots(state, where) < 1:
        return None, impossible(NO_SLOT(section, "2.2.3", where=where))
    refused = place_refused(state, building, where)
    if refused is not None and not refused.possible:
        return None, refused
    edits, problem = reveal(state, (card,) if card else (), 0 if card else 1)
    if problem is not None:
        return None, impossible(problem)
    clearing_suit = state.suits.get(where)
    return (shown, edits), first(
        None if any_suit or matches(shown, clearing_suit) else
        illegal(NOT_MATCHING(section, "2.1.1", suit=shown, where=where, clearing=clearing_suit)),
        None if ruler(state, where) == DUCHY else illegal(NOT_RULED(section, where=where)),
        refused)


@record(frozen=True)
class Build(Action):
    """Build (12.5.1.I): reveal a card (``card``, or one not named of ``suit``) to place a
    citadel or market in a matching clearing the Duchy rules."""

    clearing: int
    building: str
    card: str | None = None
    suit: str | None = None
    kind = "duchy-build"

    def _plan(self, state):
        plan, warning = build_plan(state, self.clearing, self.building, self.card, self.suit, "12.5.1.I", False)
        return plan, (first(timing(state, "daylight", "12.5.1.I"), warning) if plan else warning)

    def check(self, state):
        plan, warning = self._plan(state)
        return warning or legal(BUILDS("12.5.1.I", suit=plan[0], building=self.building, where=self.clearing))

    def edits(self, state):
        shown, edits = self._plan(state)[0]
        return [*edits, shift((DUCHY, self.building), SUPPLY, self.clearing, 1), revealed_edit(state, [shown])]

    def describe(self, law):
        return BUILD_LOG("12.5.1.I", building=self.building, where=self.clearing)


@record(frozen=True)
class Dig(Action):
    """Dig (12.5.1.V): spend a card (``card``, or one not named of ``suit``) to place a tunnel in
    a matching clearing without one, then move up to four ``warriors`` from the Burrow there.
    ``moved_from``: the tunnel removed first when all three are on the map (12.2.4)."""

    clearing: int
    card: str | None = None
    suit: str | None = None
    warriors: int = 0
    moved_from: int | None = None
    kind = "duchy-dig"

    def _plan(self, state):
        where = clearing_of(state, self.clearing)
        shown = card_suit(state, self.card, self.suit)
        if not isinstance(self.warriors, int) or not 0 <= self.warriors <= DIG_WARRIORS:
            raise BadInput(DIG_TOO_MANY(most=DIG_WARRIORS, asked=self.warriors))
        left = state.supply.get((DUCHY, TUNNEL), 0)
        if self.moved_from is None and not left:
            raise BadInput(SAY_TUNNEL())
        early = None
        if self.moved_from is not None:
            if not state.count(clearing_of(state, self.moved_from), (DUCHY, TUNNEL)):
                return None, impossible(NO_TUNNEL_THERE("12.2.4", where=self.moved_from))
            # Only when all three are on the map (12.2.4); taught, the tunnel is moved anyway.
            early = illegal(TUNNELS_LEFT("12.2.4")) if left else None
        if state.count(where, (DUCHY, TUNNEL)) and self.moved_from != where:
            return None, impossible(TUNNEL_THERE("12.5.1.V", where=where))
        have = state.count(BURROW, (DUCHY, WARRIOR))
        if have < self.warriors:
            return None, impossible(DIG_BURROW("12.5.1.V", have=have, asked=self.warriors))
        edits, problem = spend(state, (self.card,) if self.card else (), 0 if self.card else 1)
        if edits is None:
            return None, impossible(problem)
        clearing_suit = state.suits.get(where)
        return (shown, edits), first(
            timing(state, "daylight", "12.5.1.V"), early,
            None if matches(shown, clearing_suit) else
            illegal(NOT_MATCHING("12.5.1.V", "2.1.1", suit=shown, where=where, clearing=clearing_suit)))

    def check(self, state):
        plan, warning = self._plan(state)
        return warning or legal(DIGS("12.5.1.V", suit=plan[0], where=self.clearing, count=self.warriors))

    def edits(self, state):
        _, edits = self._plan(state)[0]
        if self.moved_from is not None:
            edits = [*edits, shift((DUCHY, TUNNEL), self.moved_from, SUPPLY, 1)]
        edits = [*edits, shift((DUCHY, TUNNEL), SUPPLY, self.clearing, 1)]
        if self.warriors:
            edits.append(shift((DUCHY, WARRIOR), BURROW, self.clearing, self.warriors))
        return edits

    def describe(self, law):
        return DIG_LOG("12.5.1.V", where=self.clearing)


def matched(state, suits: list[str]) -> int:
    """How many of the cards of ``suits`` find no clearing of their own (12.5.3.II): each
    clearing of a suit with a Duchy piece lets one matching card be revealed; a bird matches
    any (2.1.1). Hireling pieces are not the Duchy's (16.4.3.III). By augmenting paths."""
    places = [c for c in sorted(state.topology.board.clearings)
              if any(n for (f, _), n in state.pieces_at(c).items() if f == DUCHY)]
    owner: dict[int, int] = {}

    def assign(i, seen):
        for c in places:
            if c in seen or not matches(suits[i], state.suits.get(c)):
                continue
            seen.add(c)
            if c not in owner or assign(owner[c], seen):
                owner[c] = i
                return True
        return False

    return sum(0 if assign(i, set()) else 1 for i in range(len(suits)))


@record(frozen=True)
class Sway(Action):
    """Sway (12.5.3): reveal the minister's number of cards (``cards`` named, ``suits`` of those
    not named), each matched to its own clearing of its suit with a Duchy piece; the minister is
    swayed, a crown of its rank moves onto it, the space uncovered scores."""

    minister: str
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    kind = "duchy-sway"

    def _plan(self, state):
        rank = MINISTERS[minister_word(self.minister)]
        for s in self.suits:
            suit_word(s)
        cost = SWAY_CARDS[rank]
        if len(self.cards) + len(self.suits) != cost:
            raise BadInput(SWAY_COUNT(minister=self.minister, cost=cost, named=len(self.cards) + len(self.suits)))
        if self.minister in swayed(state):
            return None, impossible(SWAYED_ALREADY("12.5.3.I", minister=self.minister))
        if crowns_left(state, rank) < 1:
            return None, impossible(NO_CROWN("12.5.3.I", "12.2.3", rank=rank))
        shown = [card_suit(state, c, None) for c in self.cards] + list(self.suits)
        edits, problem = reveal(state, self.cards, len(self.suits))
        if problem is not None:
            return None, impossible(problem)
        short = matched(state, shown)
        return (rank, shown, edits), first(
            timing(state, "daylight", "12.5.3"),
            illegal(SWAY_UNMATCHED("12.5.3.II", "2.1.1", count=short)) if short else None)

    def judged(self, state):
        # One plan for the verdict and the edits (the cards revealed, 12.5.3), made once (issue 32).
        planned = self._plan(state)
        return self._verdict(state, planned), lambda: self._edits(state, planned)

    def check(self, state):
        return self._verdict(state, self._plan(state))

    def _verdict(self, state, planned):
        plan, warning = planned
        if plan is None:
            return warning
        points = SWAY_POINTS[plan[0]]
        _, notes = hirelings.score_edits(state, DUCHY, points)
        return warning or legal(SWAYS("12.5.3.III", cost=len(plan[1]), minister=self.minister, points=points), *notes)

    def edits(self, state):
        return self._edits(state, self._plan(state))

    def _edits(self, state, planned):
        rank, shown, edits = planned[0]
        board = with_board(state, revealed=[*revealed(state), *shown], swayed=[*swayed(state), self.minister])
        return [*edits, state.set_edit("boards", board), *hirelings.score_edits(state, DUCHY, SWAY_POINTS[rank])[0],
                state.set_edit("used", state.used | {SWAY_USED})]

    def describe(self, law):
        return SWAY_LOG("12.5.3", minister=self.minister)


@record(frozen=True)
class PriceOfFailure(Action):
    """The Price of Failure (12.2.3), when any number of Duchy buildings are removed: the swayed
    minister of highest rank (``minister``, when several) returns to the Unswayed Ministers
    pile, its crown is removed from the game, then a random card (``card``, when the table
    names it) is discarded. Played in any turn, and only while a removal waits for its Price
    (:mod:`.price`, read from the history)."""

    minister: str | None = None
    card: str | None = None
    kind = "duchy-price"

    def _plan(self, state):
        from rootboard.game.factions.duchy.price import NOT_OWED, highest_swayed, prices_owed

        chosen, highest = swayed(state), highest_swayed(state)
        # Paid only for a removal of Duchy buildings not yet paid for, as the history shows (12.2.3).
        warning, minister = (None if prices_owed(state) else illegal(NOT_OWED("12.2.3"))), None
        if self.minister is not None:
            minister = minister_word(self.minister)
            if minister not in highest:
                if minister not in chosen:
                    return None, impossible(NOT_HIGHEST("12.2.3", minister=minister))
                warning = warning or illegal(NOT_HIGHEST("12.2.3", minister=minister))
        elif len(highest) > 1:
            raise BadInput(SAY_MINISTER("12.2.3"))
        elif highest:
            minister = highest[0]
        cards = []
        if tracked(state) and (self.card is not None or _hand(state)):
            from rootboard.game.cards.actions import Discard

            discard = Discard(DUCHY, (self.card,) if self.card else (), 0 if self.card else 1)
            verdict = discard.check(state)
            if not verdict.legal:
                return None, verdict
            cards = discard.edits(state)
        return (minister, cards), warning

    def judged(self, state):
        # One plan for the verdict and the edits on the same position (the minister returned,
        # the card discarded, 12.2.3), made once (issue 32).
        planned = self._plan(state)
        return self._verdict(planned), lambda: self._edits(state, planned)

    def check(self, state):
        return self._verdict(self._plan(state))

    @staticmethod
    def _verdict(planned):
        plan, warning = planned
        if plan is None:
            return warning
        minister = plan[0]
        return warning or legal(PRICE_PAID("12.2.3", minister=minister) if minister else PRICE_NO_MINISTER("12.2.3"))

    def edits(self, state):
        return self._edits(state, self._plan(state))

    @staticmethod
    def _edits(state, planned):
        minister, cards = planned[0]
        if minister is None:
            return cards
        board = with_board(state, swayed=[m for m in swayed(state) if m != minister],
                           crowns_lost=[*crowns_lost(state), MINISTERS[minister]])
        return [state.set_edit("boards", board), *cards]

    def describe(self, law):
        return PRICE_LOG("12.2.3")


def _hand(state) -> int:
    from rootboard.game.cards.places import hand_size

    return hand_size(state, DUCHY)



NOTHING_REVEALED = Template("duchy.return.nothing", "the Duchy has revealed no card this turn: nothing to return")
RETURN_LOG = Template("duchy.return.log", "the Duchy returns the cards revealed this turn")


@record(frozen=True)
class ReturnRevealed(Action):
    """Return Revealed Cards (12.6.1), in Evening: what the turn's step does when it is left
    (rootboard.game.factions.duchy.board.revealed_returned), as an action of its own for a game whose turn is not
    walked step by step (a Rootlog replayed, whose spec leaves the return unwritten)."""

    kind = "duchy-return"

    def _leaving(self, state):
        return revealed_returned(state)

    def judged(self, state):
        # The return worked out once for the verdict and the edits on the same position: the
        # edits worked it out again, its words made to be dropped (12.6.1, issue 32).
        leaving = self._leaving(state)
        return self._verdict(state, leaving), lambda: leaving[0]

    def check(self, state):
        return self._verdict(state, self._leaving(state))

    def _verdict(self, state, leaving):
        edits, notes = leaving
        if not edits:
            return impossible(NOTHING_REVEALED("12.6.1"))
        return timing(state, "evening", "12.6.1") or (legal(*notes) if notes else legal(RETURN_LOG("12.6.1")))

    def edits(self, state):
        return self._leaving(state)[0]

    def describe(self, law):
        return RETURN_LOG("12.6.1")

ACTIONS = (Muster, Recruit, Build, Dig, Sway, PriceOfFailure, ReturnRevealed)


def price_candidates(state) -> list:
    """The Price offered while owed, in anyone's turn: one per minister it may return when
    several share the highest rank (each judged by its own check)."""
    from rootboard.game.factions.duchy.price import highest_swayed, prices_owed

    if not prices_owed(state):
        return []
    highest = highest_swayed(state)
    return [PriceOfFailure(m) for m in highest] if len(highest) > 1 else [PriceOfFailure()]
