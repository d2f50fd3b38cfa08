"""The Corvids' own actions of their turn that the plots in play (plots.py: flip, trick, expose)
do not already make: Recruit in Birdsong (13.4.3) and Plot in Daylight (13.5.2), as Action
records. Their move and battle are everyone's (kinds "move", "battle"); which step of their
turn each belongs to is their turn's (rootboard.game.factions.corvids.turn).

Each is checked against their chapter (a Verdict citing its section) and applied as edits:
warriors placed and removed, the card spent through the card actions' edits, the once-a-turn
marks in ``state.used`` (cleared at the end of the turn), so undo and a game file's replay are
exact. Fields are JSON words (``rootboard act GAME corvids-plot clearing=5 plot=bomb``).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.cards.places import tracked
from rootboard.game.factions.corvids.board import (CORVIDS, PLOT_USED, RECRUIT_USED, RECRUITED_PER_CLEARING,
                                                   plot_cost, plots_placed)
from rootboard.game.factions.corvids.pieces import PLOTS
from rootboard.game.kinds import SUITS, SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("corvids.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_A_SUIT = Template("corvids.not-a-suit", "{suit!r} is not a suit of clearings: {choices}")
NOT_A_PLOT = Template("corvids.not-a-plot", "{plot!r} is not a Corvid plot: {choices}")
# Recruit (13.4.3).
RECRUITED_ALREADY = Template("corvids.recruit.once", "the Corvids have recruited this turn: once per turn")
NO_WARRIOR_LEFT = Template("corvids.recruit.no-warrior", "the Corvids have no warrior left in their supply")
SUIT_UNSAID = Template("corvids.recruit.suit", "say the suit of the card spent, or the suit chosen for a bird "
                       "card (suit=fox, mouse or rabbit)")
CARD_SUIT = Template("corvids.recruit.card-suit", "{card:cardname} is a {card_suit:suit} card: it places warriors "
                     "in {card_suit:suit} clearings, not {suit:suit} ones")
CARD_UNNAMED = Template("corvids.recruit.unnamed", "a card not named is spent: the table checks that it is a "
                        "{suit:suit} card or a bird")
NOWHERE = Template("corvids.recruit.nowhere", "no Corvid warrior can be placed in any {suit:suit} clearing")
RECRUIT_CHOOSE = Template("corvids.recruit.choose", "{have} warrior left for {count} {suit:suit} clearings: say "
                          "where it goes (clearings=[...])", plural="{have} warriors left for {count} {suit:suit} "
                          "clearings: say where they go (clearings=[...])", count="have")
RECRUIT_NOT_SUIT = Template("corvids.recruit.not-suit", "{where:area} is not a {suit:suit} clearing where a Corvid "
                            "warrior can be placed")
RECRUITS = Template("corvids.recruit.done", "the Corvids spend a card and place {count} warrior, one in each "
                    "{suit:suit} clearing where it may be placed", plural="the Corvids spend a card and place "
                    "{count} warriors, one in each {suit:suit} clearing where it may be placed", count="count")
RECRUIT_LOG = Template("corvids.recruit.log", "the Corvids recruit in {suit:suit} clearings")
RECRUIT_LOG_CARD = Template("corvids.recruit.log-card", "the Corvids recruit, spending {card:cardname}")
# Plot (13.5.2).
PLOT_THERE = Template("corvids.plot.there", "{where:area} already holds a plot: a plot is placed in a clearing "
                      "with no plot")
PLOT_UNPAID = Template("corvids.plot.unpaid", "this plot costs {cost} Corvid warrior in {where:area} (one, plus "
                       "one per plot placed this turn); {removed} removed for it", plural="this plot costs {cost} "
                       "Corvid warriors in {where:area} (one, plus one per plot placed this turn); {removed} removed "
                       "for it", count="cost")
BAD_COUNT = Template("corvids.plot.bad-count", "{count!r} is not a number of warriors")
PLOT_NONE_LEFT = Template("corvids.plot.none-left", "every {plot:piece} is on the map or gone: none is left in "
                          "the Corvids' supply")
PLOT_WARRIORS = Template("corvids.plot.warriors", "this plot costs {cost} Corvid warrior in {where:area} (one, plus "
                         "one per plot placed this turn); there are {have}", plural="this plot costs {cost} Corvid "
                         "warriors in {where:area} (one, plus one per plot placed this turn); there are {have}",
                         count="cost")
# Said to the whole table: the kind of a face-down plot is the Corvids' secret (13.2.2.I).
PLOTS_DONE = Template("corvids.plot.done", "the Corvids remove {cost} warrior from {where:area} and place a "
                      "face-down plot there", plural="the Corvids remove {cost} warriors from {where:area} and "
                      "place a face-down plot there", count="cost")
PLOT_LOG = Template("corvids.plot.log", "the Corvids place a face-down plot in {where:area}")


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def timing(state, phases: tuple[str, ...], section: str):
    """Against the rules outside their own turn, and (once the phase is tracked) outside
    ``phases`` (1.4.1)."""
    return refused_outside_own_phase(state, CORVIDS, phases, section)


def _first(*verdicts):
    return next((v for v in verdicts if v is not None), None)


@record(frozen=True)
class Recruit(Action):
    """Recruit (13.4.3): once per turn, spend a card (``card``, or one not named) to place a
    warrior in each clearing of ``suit`` (the card's; for a bird, the suit chosen).
    ``clearings``: where the warriors go when their supply has fewer than those clearings."""

    suit: str | None = None
    card: str | None = None
    clearings: tuple[int, ...] = ()
    kind = "corvids-recruit"

    def _suit(self, state):
        """(the suit recruited in, a warning on the card's suit)."""
        from rootboard.game.cards.actions import _card

        card_suit = _card(state, self.card).suit if self.card is not None else None
        suit = self.suit if self.suit is not None else (card_suit if card_suit in SUITS else None)
        if suit is None:
            raise BadInput(SUIT_UNSAID("13.4.3"))
        if suit not in SUITS:
            raise BadInput(NOT_A_SUIT(suit=suit, choices=", ".join(SUITS)))
        # Birds are wild (2.1.1): a bird card places warriors in the suit chosen (13.4.3).
        if card_suit not in (None, "bird", suit):
            return suit, illegal(CARD_SUIT("13.4.3", "2.1.1", card=self.card, card_suit=card_suit, suit=suit))
        return suit, None

    def _plan(self, state):
        suit, warning = self._suit(state)
        if not state.supply.get((CORVIDS, WARRIOR), 0):
            return None, impossible(NO_WARRIOR_LEFT("13.4.3", "1.5.1"))
        warning = _first(timing(state, ("birdsong",), "13.4.3"),
                         illegal(RECRUITED_ALREADY("13.4.3")) if RECRUIT_USED in state.used else None, warning)
        # Each matching clearing where a warrior may be placed (a keep, a snare bars it: 6.2.2,
        # 13.7.2); as many as the supply holds, where they choose (1.5.4).
        open_ = [c for c in sorted(state.topology.board.clearings) if state.suits.get(c) == suit
                 and place_refusal(state, PieceRequest(CORVIDS, WARRIOR, c, RECRUITED_PER_CLEARING)) is None]
        if not open_:
            return None, impossible(NOWHERE("13.4.3", suit=suit))
        have = state.supply.get((CORVIDS, WARRIOR), 0)
        needed = min(have // RECRUITED_PER_CLEARING, len(open_))  # as many as can be placed (1.5.4)
        if self.clearings:
            if len(self.clearings) != needed or len(set(self.clearings)) != len(self.clearings):
                raise BadInput(RECRUIT_CHOOSE("13.4.3", "1.5.4", have=have, count=len(open_), suit=suit))
            for c in self.clearings:
                if _clearing(state, c) not in open_:
                    return None, impossible(RECRUIT_NOT_SUIT("13.4.3", where=c, suit=suit))
            places = sorted(self.clearings)
        elif needed == len(open_):
            places = open_
        else:
            raise BadInput(RECRUIT_CHOOSE("13.4.3", "1.5.4", have=have, count=len(open_), suit=suit))
        spend, notes, problem = self._spend(state, suit)
        if spend is None:
            return None, problem
        return (suit, places, spend, notes), warning

    def _spend(self, state, suit):
        """(edits, notes, refusal) of spending the card, through the card actions' own edits."""
        from rootboard.game.cards.actions import Discard

        notes = [] if self.card is not None else [CARD_UNNAMED("13.4.3", suit=suit)]
        if not tracked(state):
            return [], notes, None
        spend = Discard(CORVIDS, (self.card,) if self.card else (), 0 if self.card else 1, spent=True)
        verdict = spend.check(state)
        if not verdict.legal:
            return None, [], verdict
        return spend.edits(state), notes, None

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        suit, places, _, notes = plan
        return warning or legal(RECRUITS("13.4.3", count=len(places) * RECRUITED_PER_CLEARING, suit=suit), *notes)

    def edits(self, state):
        suit, places, spend, _ = self._plan(state)[0]
        return [*spend, *(shift((CORVIDS, WARRIOR), SUPPLY, c, RECRUITED_PER_CLEARING) for c in places),
                state.set_edit("used", state.used | {RECRUIT_USED})]

    def describe(self, law):
        if self.suit is None:  # the card's own suit, which the log cannot read without the deck
            return RECRUIT_LOG_CARD("13.4.3", card=self.card)
        return RECRUIT_LOG("13.4.3", suit=self.suit)


def _count(value) -> int:
    if type(value) is not int or value < 0:
        raise BadInput(BAD_COUNT(count=value))
    return value


@record(frozen=True)
class PlacePlot(Action):
    """Plot (13.5.2): remove a Corvid warrior from ``clearing``, plus one per plot placed this
    turn, and place a face-down ``plot`` there. The kind is the Corvids' (13.2.2.I): the game
    keeps it, the table is told only "a plot". ``removed``: the warriors the table removed for
    it, when it says (None: the cost); fewer or more than the cost is against 13.5.2, and taught."""

    clearing: int
    plot: str
    removed: int | None = None
    kind = "corvids-plot"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        if self.plot not in PLOTS:
            raise BadInput(NOT_A_PLOT(plot=self.plot, choices=", ".join(PLOTS)))
        if not state.supply.get((CORVIDS, self.plot), 0):
            return None, impossible(PLOT_NONE_LEFT("13.5.2", "1.5.1", plot=self.plot))
        cost, have = plot_cost(state), state.count(where, (CORVIDS, WARRIOR))
        paid = cost if self.removed is None else _count(self.removed)
        if have < paid:  # warriors that are not there cannot be removed, even taught
            return None, impossible(PLOT_WARRIORS("13.5.2", where=where, cost=paid, have=have))
        refused = place_refusal(state, PieceRequest(CORVIDS, self.plot, where))
        if refused is not None and not refused.possible:
            return None, refused
        there = any(state.count(where, (CORVIDS, p)) for p in PLOTS)
        warning = _first(timing(state, ("daylight", "evening"), "13.5.2"),  # Evening: by Exert (13.6.1)
                         illegal(PLOT_UNPAID("13.5.2", where=where, cost=cost, removed=paid)) if paid != cost else None,
                         illegal(PLOT_THERE("13.5.2", "13.2.2.II", where=where)) if there else None,
                         refused)
        return paid, warning

    def judged(self, state):
        # One plan for the verdict and the edits (the warriors it costs, 13.5.2), made once (issue 32).
        planned = self._plan(state)
        return self._verdict(planned), lambda: self._edits(state, planned)

    def check(self, state):
        return self._verdict(self._plan(state))

    def _verdict(self, planned):
        paid, warning = planned
        if paid is None:
            return warning
        return warning or legal(PLOTS_DONE("13.5.2", where=self.clearing, cost=paid))

    def edits(self, state):
        return self._edits(state, self._plan(state))

    def _edits(self, state, planned):
        paid = planned[0]
        where = self.clearing
        edits = [*([shift((CORVIDS, WARRIOR), where, SUPPLY, paid)] if paid else []),
                 shift((CORVIDS, self.plot), SUPPLY, where, 1)]
        if where in state.face_up:  # placed face down (13.5.2)
            edits.append(state.set_edit("face_up", state.face_up - {where}))
        return edits + [state.set_edit("used", state.used | {f"{PLOT_USED}:{plots_placed(state) + 1}"})]

    def describe(self, law):
        return PLOT_LOG("13.5.2", where=self.clearing)


ACTIONS = (Recruit, PlacePlot)
