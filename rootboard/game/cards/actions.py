"""What is done with cards: draw, discard, spend, give, reveal, and the dominance cards.

Each is an action like every other (rootboard.game.actions): checked, then applied as card
edits (rootboard.game.cards.table), logged, undone. Cards are named by their ids; a card not
named is one the table did not tell the app (a physical game has cards the app does not see):
it moves as a count. What the log says names no card the table did not see: a card drawn
knowingly or given stays its owner's (1.2.1); a card discarded, spent or revealed is seen by
all (1.2.2, 16.6.23).

When a hand holds more than five cards at the end of its owner's Evening, the turn does not
end (rootboard.game.cards.hand_limit, asked by ``end-turn``). Who wins by dominance at the start of a
Birdsong is :func:`rootboard.game.cards.dominance.dominance_winner`.
"""

from __future__ import annotations

import rootboard.game.cards.names  # noqa: F401  (card names: rootboard.game.terms says them in sentences)
from rootboard.errors import BadInput
from rootboard.game.actions import Action, NOT_IN_THIS_GAME
from rootboard.game.cards import table
from rootboard.game.cards.table import (ACTIVATED, BESIDE, DISCARD, DRAW, HAND, KNOWN, PLAY, USED,
                                        card_edit, place)
from rootboard.game.cards.places import BOARD, on_board
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

# What the log says.
DREW = Template("action.draw", "{who:faction} {who:faction|sg=draws|pl=draw} {count} card",
                plural="{who:faction} {who:faction|sg=draws|pl=draw} {count} cards", count="count")
DISCARDED = Template("action.discard", "{who:faction} {who:faction|sg=discards|pl=discard} {cards:cardname}")
DISCARDED_UNNAMED = Template("action.discard-unnamed",
                             "{who:faction} {who:faction|sg=discards|pl=discard} {count} card not named",
                             plural="{who:faction} {who:faction|sg=discards|pl=discard} {count} cards not named",
                             count="count")
DISCARDED_BOTH = Template("action.discard-both",
                          "{who:faction} {who:faction|sg=discards|pl=discard} {cards:cardname} and {count} card not named",
                          plural="{who:faction} {who:faction|sg=discards|pl=discard} {cards:cardname} and {count} cards "
                          "not named", count="count")
SPENT = Template("action.spend", "{who:faction} {who:faction|sg=spends|pl=spend} {cards:cardname}")
SPENT_UNNAMED = Template("action.spend-unnamed", "{who:faction} {who:faction|sg=spends|pl=spend} {count} card not named",
                         plural="{who:faction} {who:faction|sg=spends|pl=spend} {count} cards not named", count="count")
SPENT_BOTH = Template("action.spend-both",
                      "{who:faction} {who:faction|sg=spends|pl=spend} {cards:cardname} and {count} card not named",
                      plural="{who:faction} {who:faction|sg=spends|pl=spend} {cards:cardname} and {count} cards not named",
                      count="count")
GAVE = Template("action.give", "{who:faction} {who:faction|sg=gives|pl=give} {count} card to {to:faction}",
                plural="{who:faction} {who:faction|sg=gives|pl=give} {count} cards to {to:faction}", count="count")
REVEALED = Template("action.reveal", "{who:faction} {who:faction|sg=reveals|pl=reveal} {card:cardname}")
ACTIVATED_DONE = Template("action.activate-dominance",
                          "{who:faction} {who:faction|sg=activates|pl=activate} {card:cardname}")
TOOK_DONE = Template("action.take-dominance", "{who:faction} {who:faction|sg=takes|pl=take} {card:cardname} from beside "
                     "the map")
# Verdicts and notes.
RESHUFFLED = Template("cards.reshuffled", "the draw pile ran out: the discard pile is shuffled to form a new draw pile")
CANNOT_DRAW = Template("cards.cannot-draw", "{count} card cannot be drawn: {have} in the draw pile and the discard pile",
                       plural="{count} cards cannot be drawn: {have} in the draw pile and the discard pile",
                       count="count")
NO_COPY_LEFT = Template("cards.no-copy-left", "every copy of {card:cardname} is known to be outside the draw pile")
NAMED_MORE = Template("cards.named-more", "{named} cards named for {count} drawn")
HAND_TOO_SMALL = Template("cards.hand-too-small", "{who:faction} {who:faction|sg=holds|pl=hold} {have} card, not {count}",
                          plural="{who:faction} {who:faction|sg=holds|pl=hold} {have} cards, not {count}", count="have")
ALL_COPIES_ELSEWHERE = Template("cards.all-copies-elsewhere", "every copy of {card:cardname} is known to be elsewhere, "
                                "not in {who:faction.whose} hand")
NOT_IN_HAND = Template("cards.not-in-hand", "{card:cardname} is not in {who:faction.whose} hand: every card there is "
                       "known, and none is it")
NOTHING_TO_MOVE = Template("cards.nothing", "name a card or give a count of cards not named")
TO_BESIDE = Template("cards.to-beside", "{card:cardname} goes beside the map instead of the discard pile: available "
                     "to be taken")
GIVEN_ONLY_WHEN_TOLD = Template("cards.given-when-told", "cards are given only where an effect says so")
GIVE_TO_SELF = Template("cards.give-to-self", "{who:faction} cannot give cards to {who:faction|sg=itself|pl=themselves}")
KNOWN_TO_BOTH = Template("cards.known-to-both", "{to:faction} now {to:faction|sg=knows|pl=know} {cards:cardname} in "
                         "{to:faction|sg=its|pl=their} hand")
NOT_A_DOMINANCE_CARD = Template("cards.not-a-dominance-card", "{card:cardname} is not a dominance card")
DOMINANCE_POINTS = Template("dominance.points", "{who:faction} {who:faction|sg=has|pl=have} {score} VP: a dominance card "
                            "is activated with 10 or more")
DOMINANCE_DAYLIGHT = Template("dominance.daylight", "a dominance card is activated or taken in your own Daylight; it is "
                              "{who:faction.whose} {phase:phase}")
DOMINANCE_TURN = Template("dominance.turn", "it is {current:faction.whose} turn: a dominance card is activated or taken "
                          "in your own Daylight")
DOMINANCE_ONE = Template("dominance.one", "{who:faction} already {who:faction|sg=has|pl=have} an activated dominance card, "
                         "which cannot be replaced")
DOMINANCE_NO_SCORE = Template("dominance.no-score", "{who:faction.whose} score marker leaves the score track: "
                              "{who:faction} no longer {who:faction|sg=scores|pl=score} victory points")
DOMINANCE_WINS = Template("dominance.wins-how", "{who:faction} {who:faction|sg=wins|pl=win} if {who:faction} "
                          "{who:faction|sg=rules|pl=rule} three {suit:suit} clearings at the start of "
                          "{who:faction|sg=its|pl=their} Birdsong")
DOMINANCE_WINS_BIRD = Template("dominance.wins-how-bird", "{who:faction} {who:faction|sg=wins|pl=win} if {who:faction} "
                               "{who:faction|sg=rules|pl=rule} two clearings in opposite corners at the start of "
                               "{who:faction|sg=its|pl=their} Birdsong")
COALITION = Template("dominance.coalition", "{who:faction.whose} score marker goes on {partner:faction.whose} faction "
                     "board: if {partner:faction.the} {partner:faction|sg=wins|pl=win}, so {who:faction|sg=does|pl=do} "
                     "{who:faction.the}")
COALITION_PARTNER = Template("dominance.coalition-partner", "the Vagabond activates a dominance card only to form a "
                             "coalition with another player: name that player")
NO_COALITION_HERE = Template("dominance.no-coalition", "only the Vagabond forms a coalition")
COALITION_PLAYERS = Template("dominance.coalition-players", "a coalition is formed in a game of four or more players; "
                             "this game has {n}")
COALITION_FEWEST = Template("dominance.coalition-fewest", "{partner:faction} {partner:faction|sg=has|pl=have} {score} VP: "
                            "the Vagabond forms a coalition with a player with fewer victory points than each other "
                            "player but him")
COALITION_TAKEN = Template("dominance.coalition-taken", "{partner:faction} {partner:faction|sg=is|pl=are} already in a "
                           "coalition")
COALITION_DONE = Template("action.coalition", "{who:faction} {who:faction|sg=activates|pl=activate} {card:cardname} and "
                          "{who:faction|sg=forms|pl=form} a coalition with {partner:faction}")
NOT_BESIDE = Template("dominance.not-beside", "{card:cardname} is not beside the map")
SUIT_TO_TAKE = Template("dominance.suit", "{card:cardname} is taken by spending a card of its suit, {suit:suit}; "
                        "{spent:cardname} is not")
BIRD_TO_TAKE = Template("dominance.bird", "a bird dominance card is taken by spending a bird card; {spent:cardname} is not")
SPEND_UNNAMED = Template("dominance.spend-unnamed", "a card not named is spent: the table checks that it is of the suit "
                         "of {card:cardname}")


def _card(state, card_id: str):
    from rootboard.game.cards.catalogue import deck

    chosen = deck(state.deck)
    found = chosen.find(card_id)
    if found is None:
        from rootboard.game.cards.names import NO_SUCH_CARD

        raise BadInput(NO_SUCH_CARD(name=card_id, deck=state.deck))
    return found


def _player(state, faction: str) -> None:
    if faction not in state.factions:
        raise BadInput(NOT_IN_THIS_GAME(who=faction))


def _hand_edits(state, faction: str, cards: tuple, unnamed: int, destination=None) -> tuple[list, Message | None]:
    """The edits that take ``cards`` (named) and ``unnamed`` cards out of ``faction``'s hand,
    each to ``destination`` (a place, or a function of the card giving its place; default:
    where a discarded card goes, 2.1, 3.3.3, and then the discard pile shuffled into an empty
    draw pile at once, 2.1), or the reason the hand cannot give them (not even in teach mode:
    they are not there)."""
    scratch = table.CardSteps(state)
    edits = []
    # A card named on its way to a place that keeps no name (the cards of a hand not named, a
    # board, the draw pile) is still that card: one action names no more copies than the deck
    # holds (16.1.2), though the place it went to no longer counts it.
    unkept: dict[str, int] = {}
    for card in (*cards, *([None] * unnamed)):
        to = destination(card) if callable(destination) else destination
        done = scratch.board  # the cards before this one taken
        step = table.take_from_hand(done, faction, card, to)
        if step and card is not None and step[0].args[1] != place(KNOWN, faction) \
                and table.copies_left(done, card) - unkept.get(card, 0) <= 0:
            step = []
        if not step:
            have = table.hand_size(state, faction)
            if have < len(cards) + unnamed:
                return [], HAND_TOO_SMALL("1.2.1", who=faction, have=have, count=len(cards) + unnamed)
            return [], _not_in_hand(done, faction, card)
        scratch.give(step)  # for the next card's question, and the reshuffle (2.1)
        edits += step
        if card is not None and table.parse_place(step[0].args[2])[0] in (DRAW, HAND, BOARD):
            unkept[card] = unkept.get(card, 0) + 1
    if destination is None:
        edits += scratch.reshuffle_edits()
    return edits, None


def _not_in_hand(state, faction: str, card: str) -> Message:
    """Why ``card`` cannot come from ``faction``'s hand: every card there is known and none is
    it, or every copy the deck holds is known to be elsewhere."""
    if table.unnamed_in_hand(state, faction) > 0:
        return ALL_COPIES_ELSEWHERE("16.1.2", who=faction, card=card)
    return NOT_IN_HAND("1.2.1", who=faction, card=card)


def draw_one(state, scratch: table.CardSteps, to: str, card: str | None = None, count: int = 1,
             unkept: int = 0) -> tuple[list, Message | None]:
    """One card drawn onto ``scratch`` (a :class:`table.CardSteps` of ``state``), to ``to``: an
    empty draw pile made again from the discard pile first (2.1: a file written before that was
    done at once may still hold one), then the top card. ``card``: the card, named by the
    drawer, of which a copy must be left to draw (16.1.2; ``unkept``: the copies this action
    already drew to a place that keeps no name). Every draw of a card is this one: a hand's
    (:class:`Draw`; the Eyrie's Emergency Orders, 7.4.1), a board's (:class:`BoardCards`), the
    Alliance's Outrage (8.2.6). The edits, given to ``scratch``, and None; or [] and why no card
    is drawn (``count``: the cards the action draws, as its refusal says them). The reshuffle
    after the last card, when the draw pile is left empty, is the caller's
    (``scratch.reshuffle_edits()``)."""
    refill = table.refill_edits(scratch.board)
    if refill is None:
        return [], CANNOT_DRAW("2.1", count=count, have=table.draw_size(state) + len(table.discard_pile(state)))
    if refill:
        scratch.give(refill)
    if card is not None and table.copies_left(scratch.board, card) - unkept <= 0:
        return [], NO_COPY_LEFT("2.1", card=card)
    step = [card_edit(card, DRAW, to)]
    scratch.give(step)
    return [*refill, *step] if refill else step, None


@record(frozen=True)
class Draw(Action):
    """Draw ``count`` cards from the top of the deck (16.6.6); ``cards``: those of them the
    drawer names (drawn knowingly: its own view keeps them). An empty deck is made again from
    the discard pile at once (2.1)."""

    faction: str
    count: int = 1
    cards: tuple[str, ...] = ()
    kind = "draw"

    def __init__(self, faction: str, count: int = 1, cards: tuple[str, ...] = ()):
        # Its own, as rootboard.records allows: a draw for every card drawn and every hand
        # short of a card (some hundred a replay of the 476-action log, issue 32).
        self.__dict__.update(faction=faction, count=count, cards=cards)

    def _plan(self, state) -> tuple[list, Message | None]:
        _player(state, self.faction)
        if self.count < 1 or len(self.cards) > self.count:
            raise BadInput(NAMED_MORE(named=len(self.cards), count=self.count))
        for card in self.cards:
            _card(state, card)
        scratch = table.CardSteps(state)
        edits: list = []
        named = list(self.cards)
        for _ in range(self.count):
            card = named.pop(0) if named else None  # a card named is known to the drawer (1.2.1)
            step, problem = draw_one(state, scratch, place(KNOWN if card else HAND, self.faction), card, self.count)
            if problem is not None:
                return [], problem
            edits += step
        return edits + scratch.reshuffle_edits(), None  # the last card drawn: at once (2.1)

    def judged(self, state):
        # One plan for the verdict and the edits: the cards are worked out once (issue 32).
        plan = self._plan(state)
        return self._verdict(plan), lambda: list(plan[0])

    def check(self, state) -> Verdict:
        return self._verdict(self._plan(state))

    def _verdict(self, plan) -> Verdict:
        edits, problem = plan
        if problem is not None:
            return impossible(problem)
        reshuffled = any(e.args[1] == DISCARD for e in edits)  # the discard pile shuffled back, before or after (2.1)
        return legal(DREW("16.6.6", who=self.faction, count=self.count), RESHUFFLED("2.1") if reshuffled else None)

    def edits(self, state):
        return self._plan(state)[0]

    def describe(self, law):
        return DREW("16.6.6", who=self.faction, count=self.count)  # which cards, only the drawer knows (1.2.1)


@record(frozen=True)
class Discard(Action):
    """Discard cards from a hand (16.6.5), or spend them (``spent``: discarded for an action's
    cost, 16.6.29): ``cards`` named, ``unnamed`` more not named. A dominance card goes beside
    the map instead (3.3.3)."""

    faction: str
    cards: tuple[str, ...] = ()
    unnamed: int = 0
    spent: bool = False
    kind = "discard"

    def judged(self, state):
        # One plan for the verdict and the edits: the hand is worked out once (issue 32).
        plan = self._plan(state)
        return self._verdict(state, plan), lambda: list(plan[0])

    def check(self, state) -> Verdict:
        return self._verdict(state, self._plan(state))

    def _plan(self, state) -> tuple[list, Message | None]:
        _player(state, self.faction)
        if not self.cards and self.unnamed < 1 or self.unnamed < 0:
            raise BadInput(NOTHING_TO_MOVE())
        for card in self.cards:
            _card(state, card)
        return _hand_edits(state, self.faction, self.cards, self.unnamed)

    def _verdict(self, state, plan) -> Verdict:
        edits, problem = plan
        if problem is not None:
            return impossible(problem)
        beside = [TO_BESIDE("3.3.3", card=c) for c in self.cards if table.is_dominance(c)]
        reshuffled = RESHUFFLED("2.1") if any(e.args[1:] == (DISCARD, DRAW) for e in edits) else None
        return legal(self.describe(state.law), *beside, reshuffled)

    def edits(self, state):
        return _hand_edits(state, self.faction, self.cards, self.unnamed)[0]

    def describe(self, law):
        named, unnamed = list(self.cards), self.unnamed
        both, only, none = (SPENT_BOTH, SPENT, SPENT_UNNAMED) if self.spent else \
            (DISCARDED_BOTH, DISCARDED, DISCARDED_UNNAMED)
        section = "16.6.29" if self.spent else "16.6.5"
        if named and unnamed:
            return both(section, who=self.faction, cards=named, count=unnamed)
        if named:
            return only(section, who=self.faction, cards=named)
        return none(section, who=self.faction, count=unnamed)


@record(frozen=True)
class Give(Action):
    """Give cards from one hand to another (only where an effect says so, 1.3.2): a card named
    is known to both, so the receiver's view keeps it; the table sees how many."""

    faction: str
    to: str
    cards: tuple[str, ...] = ()
    unnamed: int = 0
    kind = "give"

    def _edits(self, state):
        # Named, a card given is known in the receiver's hand (both have seen it, 1.2.1).
        return _hand_edits(state, self.faction, self.cards, self.unnamed,
                           lambda card: place(KNOWN if card else HAND, self.to))

    def judged(self, state):
        # One plan for the verdict and the edits: the hand is worked out once (issue 32).
        self._given(state)
        plan = self._edits(state)
        return self._verdict(state, plan), lambda: list(plan[0])

    def check(self, state) -> Verdict:
        self._given(state)
        return self._verdict(state, self._edits(state))

    def _given(self, state) -> None:
        """BadInput for a giving that names no hand, or nothing to give."""
        _player(state, self.faction)
        _player(state, self.to)
        if self.to == self.faction:
            raise BadInput(GIVE_TO_SELF(who=self.faction))
        if not self.cards and self.unnamed < 1 or self.unnamed < 0:
            raise BadInput(NOTHING_TO_MOVE())
        for card in self.cards:
            _card(state, card)

    def _verdict(self, state, plan) -> Verdict:
        _, problem = plan
        if problem is not None:
            return impossible(problem)
        known = KNOWN_TO_BOTH("1.2.1", to=self.to, cards=list(self.cards)) if self.cards else None
        return legal(self.describe(state.law), GIVEN_ONLY_WHEN_TOLD("1.3.2"), known)

    def edits(self, state):
        return self._edits(state)[0]

    def describe(self, law):
        return GAVE("1.3.2", who=self.faction, to=self.to, count=len(self.cards) + self.unnamed)


@record(frozen=True)
class Reveal(Action):
    """Show a card of a hand to all (16.6.23): its identity is public for that moment, and
    its owner's view keeps it as known."""

    faction: str
    card: str
    kind = "reveal"

    def check(self, state) -> Verdict:
        _player(state, self.faction)
        _card(state, self.card)
        if table.hand_source(state, self.faction, self.card) is None:
            return impossible(_not_in_hand(state, self.faction, self.card))
        return legal(self.describe(state.law))

    def edits(self, state):
        source = table.hand_source(state, self.faction, self.card)
        if source == place(HAND, self.faction):  # from now on its owner's view names it
            return [card_edit(self.card, source, place(KNOWN, self.faction))]
        return []

    def describe(self, law):
        return REVEALED("16.6.23", who=self.faction, card=self.card)


def _in_own_daylight(state, faction: str) -> Message | None:
    """Why it is not ``faction``'s Daylight, when rootboard tracks the phase; None otherwise."""
    if state.current != faction:
        return DOMINANCE_TURN("3.3.1", current=state.current)
    if state.phase_tracked and state.phase != "daylight":
        return DOMINANCE_DAYLIGHT("3.3.1", who=faction, phase=state.phase)
    return None


@record(frozen=True)
class ActivateDominance(Action):
    """Activate a dominance card from the hand (3.3.1): in your Daylight with 10 or more
    victory points, into your play area. The score marker leaving the track is the score
    ledger's. The Vagabond activates one only to form a coalition with ``partner`` (9.2.8)."""

    faction: str
    card: str
    partner: str | None = None
    kind = "activate-dominance"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.partner is None:
            del data["partner"]
        return data

    def _coalition(self, state) -> Message | None:
        """Why the Vagabond cannot form this coalition (9.2.8), or None."""
        players = len(state.factions)
        if players < 4:
            return COALITION_PLAYERS("9.2.8", n=players)
        if self.partner in state.coalitions.values() or self.partner in state.coalitions:
            return COALITION_TAKEN("9.2.8", partner=self.partner)
        score = state.scores.get(self.partner, 0)
        others = [state.scores.get(f, 0) for f in state.factions if f not in (self.faction, self.partner)]
        if any(score > other for other in others):  # fewer than each other player; he chooses among ties
            return COALITION_FEWEST("9.2.8", partner=self.partner, score=score)
        return None

    def check(self, state) -> Verdict:
        _player(state, self.faction)
        card = _card(state, self.card)
        if not card.dominance:
            raise BadInput(NOT_A_DOMINANCE_CARD(card=self.card))
        vagabond = state.law[self.faction].vagabond
        if vagabond and self.partner is None:
            raise BadInput(COALITION_PARTNER("9.2.8"))
        if not vagabond and self.partner is not None:
            raise BadInput(NO_COALITION_HERE("9.2.8"))
        if self.partner is not None:
            _player(state, self.partner)
            if self.partner == self.faction:
                raise BadInput(COALITION_PARTNER("9.2.8"))
        if table.activated(state, self.faction) is not None:  # 3.3.2: cannot
            return impossible(DOMINANCE_ONE("3.3.2", who=self.faction))
        if table.hand_source(state, self.faction, self.card) is None:
            return impossible(_not_in_hand(state, self.faction, self.card))
        when = _in_own_daylight(state, self.faction)
        if when is not None:
            return illegal(when)
        score = state.scores.get(self.faction, 0)
        if score < 10:
            return illegal(DOMINANCE_POINTS("3.3.1", who=self.faction, score=score))
        if vagabond:  # 9.2.8: not his own victory condition, a coalition
            refused = self._coalition(state)
            if refused is not None:
                return illegal(refused)
            return legal(self.describe(state.law), DOMINANCE_NO_SCORE("9.2.8", who=self.faction),
                         COALITION("9.2.8", who=self.faction, partner=self.partner))
        wins = DOMINANCE_WINS_BIRD("3.3.1.II", who=self.faction) if card.suit == "bird" else \
            DOMINANCE_WINS("3.3.1.I", who=self.faction, suit=card.suit)
        return legal(self.describe(state.law), DOMINANCE_NO_SCORE("3.3.1", who=self.faction), wins)

    def edits(self, state):
        edits = table.take_from_hand(state, self.faction, self.card, place(ACTIVATED, self.faction))
        if self.partner is not None:
            edits.append(state.set_edit("coalitions", {**state.coalitions, self.faction: self.partner}))
        return edits

    def describe(self, law):
        if self.partner is not None:
            return COALITION_DONE("9.2.8", who=self.faction, card=self.card, partner=self.partner)
        return ACTIVATED_DONE("3.3.1", who=self.faction, card=self.card)


@record(frozen=True)
class TakeDominance(Action):
    """Take an available dominance card from beside the map into the hand (3.3.4), in your
    Daylight, by spending a card of its suit (``spent``; None: a card not named)."""

    faction: str
    card: str
    spent: str | None = None
    kind = "take-dominance"

    def _spend(self, state):
        return _hand_edits(state, self.faction, (self.spent,) if self.spent else (), 0 if self.spent else 1)

    def check(self, state) -> Verdict:
        _player(state, self.faction)
        card = _card(state, self.card)
        if not card.dominance:
            raise BadInput(NOT_A_DOMINANCE_CARD(card=self.card))
        if self.card not in table.beside(state):
            return impossible(NOT_BESIDE("3.3.4", card=self.card))
        _, problem = self._spend(state)
        if problem is not None:
            return impossible(problem)
        when = _in_own_daylight(state, self.faction)
        if when is not None:
            return illegal(when)
        if self.spent is None:
            return legal(self.describe(state.law), SPEND_UNNAMED("3.3.4", card=self.card))
        paid = _card(state, self.spent).suit
        if card.suit == "bird" and paid != "bird":
            return illegal(BIRD_TO_TAKE("3.3.4", spent=self.spent))
        if paid not in (card.suit, "bird"):  # birds are wild (2.1.1)
            return illegal(SUIT_TO_TAKE("3.3.4", "2.1.1", card=self.card, suit=card.suit, spent=self.spent))
        return legal(self.describe(state.law))

    def edits(self, state):
        # Taken in the open: the whole table saw which card it was, so the hand knows it.
        return [*self._spend(state)[0], card_edit(self.card, BESIDE, place(KNOWN, self.faction))]

    def describe(self, law):
        return TOOK_DONE("3.3.4", who=self.faction, card=self.card)


ONTO_BOARD = Template("action.onto-board", "{count} card onto {who:faction.whose} board",
                      plural="{count} cards onto {who:faction.whose} board", count="count")
OFF_BOARD = Template("action.off-board", "{count} card discarded from {who:faction.whose} board",
                     plural="{count} cards discarded from {who:faction.whose} board", count="count")
BOARD_TOO_SMALL = Template("cards.board-too-small", "{who:faction.whose} board holds {have} card, not {count}",
                           plural="{who:faction.whose} board holds {have} cards, not {count}", count="have")
BOARD_SOURCES = ("hand", "draw", "board")


@record(frozen=True)
class BoardCards(Action):
    """Cards onto a faction board, or discarded from it: the Woodland Alliance's supporters
    (8.2.3, 8.4.1), the Eyrie's Decree (7.2.1, 7.7). ``source``: "hand" (from ``giver``'s hand,
    default the board's owner: a supporter may be given by another, 8.2.3), "draw" (from the
    deck), or "board" (off the board to the discard pile, 2.1). The board keeps a count."""

    faction: str
    count: int = 1
    cards: tuple[str, ...] = ()
    source: str = "hand"
    giver: str | None = None
    kind = "board-cards"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.giver is None:
            del data["giver"]
        return data

    def _plan(self, state) -> tuple[list, Message | None]:
        _player(state, self.faction)
        if self.source not in BOARD_SOURCES or self.count < 1 or len(self.cards) > self.count:
            raise BadInput(NAMED_MORE(named=len(self.cards), count=self.count))
        for card in self.cards:
            _card(state, card)
        board = place(BOARD, self.faction)
        named = (*self.cards, *([None] * (self.count - len(self.cards))))
        if self.source == "hand":
            giver = self.giver or self.faction
            _player(state, giver)
            return _hand_edits(state, giver, self.cards, self.count - len(self.cards), board)
        scratch = table.CardSteps(state)
        edits: list = []
        drawn: dict[str, int] = {}  # the cards named from the draw pile: the board keeps no name (16.1.2)
        for card in named:
            if self.source == "board":
                done = scratch.board  # the cards before this one moved
                if on_board(done, self.faction) < 1:
                    return [], BOARD_TOO_SMALL("2.1", who=self.faction, have=on_board(state, self.faction),
                                               count=self.count)
                # A board keeps no names: a card named there is that card only if a copy may be (16.1.2).
                named_here = card if card is not None and table.copies_left(done, card) > 0 else None
                step = [card_edit(named_here, board, DISCARD)]
                scratch.give(step)
            else:
                step, problem = draw_one(state, scratch, board, card, self.count, drawn.get(card, 0))
                if problem is not None:
                    return [], problem
                if card is not None:
                    drawn[card] = drawn.get(card, 0) + 1
            edits += step
        step = scratch.reshuffle_edits()  # 2.1, at once
        return edits + step, None

    def judged(self, state):
        # One plan for the verdict and the edits: the cards are worked out once (issue 32).
        plan = self._plan(state)
        return self._verdict(state, plan), lambda: list(plan[0])

    def check(self, state) -> Verdict:
        return self._verdict(state, self._plan(state))

    def _verdict(self, state, plan) -> Verdict:
        _, problem = plan
        if problem is not None:
            return impossible(problem)
        return legal(self.describe(state.law))

    def edits(self, state):
        return self._plan(state)[0]

    def describe(self, law):
        if self.source == "board":
            return OFF_BOARD("2.1", who=self.faction, count=self.count)
        return ONTO_BOARD("8.2.3", "7.2.1", who=self.faction, count=self.count)


TOOK_DISCARDED = Template("action.take-discarded", "{who:faction} {who:faction|sg=takes|pl=take} {card:cardname} from "
                          "the discard pile")
NOT_DISCARDED = Template("cards.not-discarded", "{card:cardname} is not in the discard pile")


@record(frozen=True)
class TakeDiscarded(Action):
    """Take a card from the discard pile into the hand, where an effect says so (Informants,
    Day Labor: 1.3.2). ``card`` None: a card not named. A card named that the pile holds only
    as a card not named (put there unseen) is that one: the hand then knows it."""

    faction: str
    card: str | None = None
    kind = "take-discarded"

    def _edit(self, state):
        pile = table.discard_pile(state)
        if self.card is not None and self.card in pile:
            return card_edit(self.card, DISCARD, place(KNOWN, self.faction))
        if None in pile:
            return card_edit(None, DISCARD, place(HAND, self.faction))
        return None

    def check(self, state) -> Verdict:
        _player(state, self.faction)
        if self.card is not None:
            _card(state, self.card)
        if self._edit(state) is None:
            return impossible(NOT_DISCARDED("2.1", card=self.card))
        return legal(self.describe(state.law), GIVEN_ONLY_WHEN_TOLD("1.3.2"))

    def edits(self, state):
        edit = self._edit(state)
        return [edit] if edit is not None else []

    def describe(self, law):
        return TOOK_DISCARDED("1.3.2", who=self.faction, card=self.card)


NOT_IN_PLAY = Template("cards.not-in-play", "{card:cardname} is not in {who:faction.whose} play area")
DISCARDED_FROM_PLAY = Template("action.discard-from-play", "{who:faction} {who:faction|sg=discards|pl=discard} "
                               "{card:cardname} from {who:faction|sg=its|pl=their} play area")


@record(frozen=True)
class DiscardFromPlay(Action):
    """A persistent card leaves its owner's play area for the discard pile (4.1.3), where its
    own effect says so (Saboteurs, Armorers and Sappers used) or another's does."""

    faction: str
    card: str
    kind = "discard-from-play"

    def _edits(self, state) -> list:
        held = USED if self.card in table.used_in_play(state, self.faction) else PLAY
        if self.card not in table.in_play(state, self.faction):
            return []
        scratch = table.CardSteps(state)
        step = [card_edit(self.card, place(held, self.faction), DISCARD)]
        scratch.give(step)
        return step + scratch.reshuffle_edits()  # 2.1: an empty draw pile made again at once

    def check(self, state) -> Verdict:
        _player(state, self.faction)
        _card(state, self.card)
        if not self._edits(state):
            return impossible(NOT_IN_PLAY("4.1.3", card=self.card, who=self.faction))
        return legal(self.describe(state.law))

    def edits(self, state):
        return self._edits(state)

    def describe(self, law):
        return DISCARDED_FROM_PLAY("4.1.3", who=self.faction, card=self.card)


CARD_ACTIONS = (Draw, Discard, Give, Reveal, ActivateDominance, TakeDominance, BoardCards, TakeDiscarded,
                DiscardFromPlay)


def discard_down(state, faction: str) -> list:
    """The discard that brings ``faction``'s hand down to five (the rooms offer it at their
    Evening's discard step, 6.6, 7.6.2, 8.6.2, 9.6.3): the cards not named, which are the
    table's to say, then those named when too few are not; [] within the limit, or when no
    card is kept in this game."""
    if not table.tracked(state):
        return []
    excess = table.hand_size(state, faction) - table.HAND_LIMIT
    if excess <= 0:
        return []
    unnamed = min(excess, table.unnamed_in_hand(state, faction))
    named = tuple(table.known_in_hand(state, faction)[:excess - unnamed])
    return [Discard(faction, named, unnamed)]
