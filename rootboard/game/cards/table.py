"""The cards at the table: where each card is, public information exact, hidden information
as counts.

What the table sees (1.2.1: "the number of cards in their hand is public information";
1.2.2: "the discard pile can be searched and inspected at any time") is kept exactly: each
hand's size, the discard pile in order, the cards in play (crafted persistent effects, 4.1.3),
the dominance cards beside the map (available, 3.3.3) and those activated (3.3.1). The draw
pile holds whatever is nowhere else: its size is derived (the deck's cards less the cards
elsewhere), never stored. What the table does not see is a count: a hand is its cards not
named (``hands``) and the cards its owner has shown, named or drawn knowingly (``known``),
which only the owner's view shows (:func:`cards_view`).

Every change is a card edit (``Edit("card", (card, source, destination))``): one card moves
from one place to another, the card named (its id) or not (None). A place is a word, or a
word and a faction: ``draw``, ``discard``, ``beside`` (the dominance cards available beside
the map), ``hand:FACTION`` (not named), ``known:FACTION``, ``play:FACTION`` (in play),
``used:FACTION`` (in play, used this turn: the end of the turn moves it back to ``play``),
``activated:FACTION``, ``board:FACTION`` (cards on a faction board, a count),
``revealed:FACTION`` (item cards crafted and revealed instead of discarded, the Mole
Artisans'). Why an edit of its own rather than 'set' edits of the card state: a card moves as
a piece shifts, so the edit says exactly what moved, is its own inverse with its
places swapped, and keeps a long history short (a 'set' edit would carry the whole discard
pile twice at every card drawn or spent); and an edit that does not fit (a card that is not
there) is refused as a shift of a piece that is not there is.

The state is kept on ``GameState.cards`` as its JSON form (``{}``: no card kept yet, as in a
game file written before cards were kept: that game's position shows no card and its status
reads no card data). Nothing here imports the catalogue until a card's facts are asked for
(the deck's size, a card's suit).
"""

from __future__ import annotations

# The places and what each holds (rootboard.game.cards.places), read through this module too.
from rootboard.game.cards.places import (  # noqa: F401
    ACTIVATED, BESIDE, DECKS, DEFAULT_DECK, DISCARD, DRAW, HAND, HAND_LIMIT, HAND_LIMIT_SECTIONS, KNOWN, NOT_A_FACTION,
    NOT_DOMINANCE, NOT_IN_DECK, PLAY, REVEALED, TOO_MANY_CARDS, TOO_MANY_COPIES, UNKNOWN_DECK, USED, activated, beside,
    cards_from_json, copies_left, deck_size, discard_pile, discard_place, draw_size, hand_size, hand_source, hands_kept,
    in_play,
    is_dominance, known_in_hand, known_on_board, move_card, on_board, named_elsewhere, outside_draw_pile, parse_place,
    place, revealed, tracked, unnamed_in_hand, used_in_play)
from rootboard.game.state import Edit
from rootboard.messages import Message
from rootboard.records import field, record


# --- the one view everyone shows -------------------------------------------------------------------

@record(frozen=True)
class CardsView:
    """The cards as ``viewer`` sees them (None: the whole table). ``known`` holds the viewer's
    own known cards only: another faction's hand is its size, nothing more (1.2.1)."""

    deck: str
    hands: dict | None  # faction -> hand size (public); None: no hand kept yet (places.hands_kept)
    draw: int  # the cards not accounted for: the draw pile, and the hands while none is kept
    discard: list
    play: dict  # faction -> cards in play
    used: dict  # faction -> those of them used this turn
    beside: list
    activated: dict  # faction -> activated dominance card
    viewer: str | None = None
    known: dict = field(default_factory=dict)  # the viewer -> its known cards
    # The viewer -> the cards on its board it knows by name (her supporters, 8.2.3): its own view only.
    known_on_board: dict = field(default_factory=dict)
    # Faction -> how many cards its board holds (the Alliance's supporters, 8.2.3; the Eyrie's
    # Decree, 7.2.1): a count everyone sees.
    boards: dict = field(default_factory=dict)
    # Faction -> the item cards it crafted and revealed instead of discarding them, back in its
    # hand at the end of Evening (the Mole Artisans' card, 16.4.2.II): revealed, so everyone's.
    revealed: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        data = {"deck": self.deck, "hands": None if self.hands is None else dict(self.hands), "draw_pile": self.draw, "discard_pile": list(self.discard),
                "in_play": {f: [{"card": c, "used": c in self.used.get(f, [])} for c in v] for f, v in self.play.items()},
                "dominance": {
                    "available": list(self.beside), "activated": dict(self.activated)}}
        if self.boards:
            data["on_boards"] = dict(self.boards)
        if self.revealed:
            data["revealed"] = {f: list(v) for f, v in self.revealed.items()}
        if self.viewer is not None:
            data["known"] = {f: list(v) for f, v in self.known.items()}
            if self.known_on_board:
                data["known_on_board"] = {f: list(v) for f, v in self.known_on_board.items()}
        return data


def cards_view(state, viewer: str | None = None) -> CardsView | None:
    """What status, render, the window and an export show of the cards, as ``viewer`` sees
    them; None when no card is kept in this game (nothing to show, no card data read). A game
    whose cards in play came from hands it never kept (crafted before any card was dealt or
    drawn) shows no hand's size: ``hands`` is None, and the draw pile's count holds the hands."""
    if not tracked(state):
        return None
    known = {}
    if viewer is not None and known_in_hand(state, viewer):
        known[viewer] = sorted(known_in_hand(state, viewer))
    on_board_known = {}
    if viewer is not None and known_on_board(state, viewer):
        on_board_known[viewer] = sorted(known_on_board(state, viewer))
    hands = {f: hand_size(state, f) for f in state.factions} if hands_kept(state) else None
    return CardsView(deck=state.deck, hands=hands, draw=draw_size(state),
                     discard=discard_pile(state), play={f: in_play(state, f) for f in state.factions if in_play(state, f)},
                     used={f: used_in_play(state, f) for f in state.factions if used_in_play(state, f)},
                     beside=beside(state), activated=dict(state.cards.get("activated", {})), viewer=viewer, known=known,
                     known_on_board=on_board_known,
                     boards={f: n for f in state.factions if (n := on_board(state, f) + len(known_on_board(state, f)))},
                     revealed={f: shown for f in state.factions if (shown := revealed(state, f))})


# --- edits -------------------------------------------------------------------------------------------

def card_edit(card: str | None, source: str, destination: str):
    return Edit("card", (card, source, destination))


def take_from_hand(state, faction: str, card: str | None, destination: str | None = None) -> list:
    """The edit that takes ``card`` (None: a card not named) out of ``faction``'s hand to
    ``destination`` (default: where a discarded card goes), or [] if the hand cannot give it.
    Crafting (4.1) takes its card out of the hand with it."""
    source = hand_source(state, faction, card)
    if source is None:
        return []
    return [card_edit(card, source, destination or discard_place(card))]


def taken_one_by_one(state, faction: str, cards: tuple, destination: str) -> tuple[list, str | None]:
    """The edits that take ``cards`` (named) out of ``faction``'s hand to ``destination``, each
    asked of the hand the cards before it left (two copies named need two, 16.1.2): (the edits,
    None), or ([], the first card the hand cannot give), which a refusal names (1.2.1)."""
    scratch = CardSteps(state)
    edits: list = []
    for card in cards:
        step = take_from_hand(scratch.board, faction, card, destination)
        if not step:
            return [], card
        scratch.give(step)
        edits += step
    return edits, None


def reshuffle_edits(state) -> list:
    """2.1: "If the deck is ever empty, shuffle the discard pile immediately to form a new
    deck": the edits that do it when the draw pile is empty and the discard pile is not (every
    action that draws or discards ends with them); [] otherwise. The draw pile is a count, so
    the shuffle is the discard pile's cards going back, nothing more."""
    pile = state.cards.get(DISCARD)  # read, not copied: asked at every card drawn or discarded (issue 32)
    if not pile or draw_size(state) > 0:
        return []
    return _shuffled_back(pile)


def refill_edits(state) -> list | None:
    """Before a card is drawn (2.1): the edits that make an empty draw pile again from the
    discard pile ([] when the draw pile holds a card), or None when no card can be drawn (the
    draw pile and the discard pile both empty). The draw pile's size is counted once, where a
    draw asked for :func:`reshuffle_edits` and then for the size again: every place's cards
    counted twice for each card drawn (issue 32)."""
    left = draw_size(state)
    if left > 0:
        return []
    pile = state.cards.get(DISCARD)
    if pile:
        return _shuffled_back(pile)
    # A file may hold more cards outside the draw pile than the deck (its check says so): the
    # draw's own edit is then refused, as before.
    return None if left == 0 else []


class CardSteps:
    """A card action worked out step by step on a scratch board (GameState.cards_copy), each
    step read by the next (is the card still in the hand, is the draw pile empty): the steps
    given are kept and applied when the board is next read (:attr:`board`), so that a step
    nothing reads after it is never applied, and no caller decides which. Most actions move one
    card, and its step, applied, was dropped unread (issue 32); two callers each skipped it by a
    rule of their own, and one wrong rule would have left a reshuffle out (2.1). The reshuffle
    after the last step (:meth:`reshuffle_edits`) reads the board only where the steps may have
    emptied the draw pile."""

    __slots__ = ("_board", "_given")

    def __init__(self, state):
        self._board = state.cards_copy()
        self._given: list = []

    def give(self, step: list) -> None:
        """``step`` (card edits) done on this board, applied when it is next read."""
        self._given += step

    @property
    def board(self):
        """The scratch board, every step given applied (StateError, as GameState.apply, for one that does not fit)."""
        given = self._given
        if given:
            self._given = []
            self._board.apply(given)
        return self._board

    def reshuffle_edits(self) -> list:
        """:func:`reshuffle_edits` after the steps given: none while the draw pile keeps a card
        after them, whatever the discard pile holds (2.1), which is known without applying them:
        each step out of the draw pile takes one card from it, each into it gives one back."""
        left = draw_size(self._board)
        for edit in self._given:
            left += (edit.args[2] == DRAW) - (edit.args[1] == DRAW)
        if left > 0:
            return []
        return reshuffle_edits(self.board)


def _shuffled_back(pile: list) -> list:
    """The discard pile ``pile`` shuffled into a new draw pile (2.1): each card goes back."""
    return [card_edit(c, DISCARD, DRAW) for c in reversed(pile)]


def refresh_edits(state) -> list:
    """At the end of a turn, every card in play used this turn is ready again; and the cards a
    player revealed instead of discarding them (the Mole Artisans' card, 16.4.2.II) return to
    its hand, named, as the whole table saw them. After the hand limit, which the end of the
    turn judges on the hand before it (each faction's Evening): the card says its controller
    "may end [its] turn with 6+ cards" (its card, one transcription: unconfirmed.HIRELING_ABILITIES)."""
    edits = [card_edit(card, place(USED, f), place(PLAY, f))
             for f, cards in sorted(state.cards.get("used", {}).items()) for card in cards]
    shown = state.cards.get("revealed")
    if shown:
        edits += [card_edit(card, place(REVEALED, f), place(KNOWN, f)) for f, cards in sorted(shown.items())
                  for card in cards]
    return edits


# --- the game file ------------------------------------------------------------------------------------

def cards_problem(state) -> tuple[str, Message] | None:
    """(element, problem) for card state that does not fit this game and its deck, or None."""
    if state.deck not in DECKS:
        return "deck", UNKNOWN_DECK(deck=state.deck, decks=", ".join(DECKS))
    if not tracked(state):
        return None
    from rootboard.game.cards.catalogue import deck

    chosen = deck(state.deck)
    copies = {c.id: c.copies for c in chosen.cards}
    cards = state.cards
    for key in ("hands", "boards", "boards_known", "known", "play", "used", "revealed", "activated"):
        for faction in cards.get(key, {}):
            if faction not in state.factions:
                return f"cards.{key}.{faction}", NOT_A_FACTION(who=faction)
    named = [*(c for key in ("known", "boards_known", "play", "used", "revealed") for v in cards.get(key, {}).values()
               for c in v),
             *(c for c in cards.get("discard", []) if c is not None), *cards.get("beside", []),
             *cards.get("activated", {}).values()]
    for card in named:
        if card not in copies:
            return "cards", NOT_IN_DECK(card=card, deck=state.deck)
    for card in sorted(set(named)):
        if named.count(card) > copies[card]:
            return "cards", TOO_MANY_COPIES(card=card, n=named.count(card), copies=copies[card])
    for key in ("beside", "activated"):
        values = cards.get(key, [])
        for card in (values.values() if isinstance(values, dict) else values):
            if not chosen.card(card).dominance:
                return f"cards.{key}", NOT_DOMINANCE(card=card)
    if draw_size(state) < 0:
        return "cards", TOO_MANY_CARDS(n=outside_draw_pile(state), size=deck_size(state))
    return None
