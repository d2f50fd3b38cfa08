"""Where each card is: the places of the cards at the table, what each holds, and one card
moved from one place to another (the 'card' edit that rootboard.game.state applies).

The cards at the table, their edits and the view everyone shows are described in
:mod:`rootboard.game.cards.table`; this module imports nothing of the game state, so that the
state can apply a card edit through it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

from functools import lru_cache

from rootboard.errors import StateError
from rootboard.messages import Message, Template

DECKS = ("standard", "exiles")  # 16.1.2; rootboard.game.cards.catalogue.DECKS names the same (tests check)
DEFAULT_DECK = "standard"
HAND_LIMIT = 5  # each faction's Evening: "discard cards of your choice until you have five"
STARTING_HAND = 3  # 5.1.3 "each player draws three cards"; 16.1.10 "keep three" of the five drawn

DRAW, DISCARD, BESIDE = "draw", "discard", "beside"
HAND, KNOWN, PLAY, USED, ACTIVATED = "hand", "known", "play", "used", "activated"
# Cards on a faction board, as a count: the Woodland Alliance's supporters (8.2.3), the Eyrie's
# Decree (7.2.1). Kept so that they are neither in a hand nor in the draw pile; their names
# are not kept (the supporters are face down to the table; a Decree's cards are read by suit).
BOARD = "board"
# The cards of a faction board its owner knows by name (the supporters she mobilized, or was
# given by Outrage, 8.2.3, 8.5.2): kept as a hand's known cards are, shown only in the owner's
# view; the rest of the board is its count (``board``).
BOARD_KNOWN = "board-known"
# The item cards a player crafted and revealed instead of discarding them, named (public: they
# are revealed), back into its hand at the end of its Evening (the Mole Artisans' card, 16.4.2.II).
REVEALED = "revealed"
FACTION_PLACES = (HAND, KNOWN, PLAY, USED, ACTIVATED, BOARD, BOARD_KNOWN, REVEALED)
# The sub-keys of the card state's JSON form, each a faction's or the table's.
PER_FACTION = {HAND: "hands", KNOWN: "known", PLAY: "play", USED: "used", ACTIVATED: "activated", BOARD: "boards",
               BOARD_KNOWN: "boards_known", REVEALED: "revealed"}
COUNTED = {HAND: "hands", BOARD: "boards"}  # places that keep a count, not names
COUNTED_KEYS = frozenset(COUNTED.values())
NAMED_KEYS = frozenset(v for k, v in PER_FACTION.items() if k not in COUNTED and k != ACTIVATED)
# The card state's other keys: the discard pile and the cards beside the map (lists of cards),
# the activated cards (faction -> card).
SIZED_KEYS = frozenset({DISCARD, BESIDE, PER_FACTION[ACTIVATED]})

# Where each faction's Evening says "discard down to five" (the Law, each faction's chapter).
HAND_LIMIT_SECTIONS = {"6": "6.6", "7": "7.6.2", "8": "8.6.2", "9": "9.6.3", "10": "10.6.3", "11": "11.6.1",
                       "12": "12.6.3", "13": "13.6.2", "14": "14.6.3", "15": "15.6.3"}

NOT_A_PLACE = Template("cards.not-a-place", "{place!r} is not a place a card can be")
NO_CARD_THERE = Template("cards.no-card-there", "no card {card!r} in {place!r}")
NO_UNNAMED_CARD = Template("cards.no-unnamed-card", "no card not named in {place!r}")
DRAW_PILE_EMPTY = Template("cards.draw-pile-empty", "the draw pile is empty")
ONE_ACTIVATED = Template("cards.one-activated", "{who:faction} already {who:faction|sg=has|pl=have} an activated "
                         "dominance card, which cannot be replaced")
NOT_IN_DECK = Template("cards.not-in-deck", "{card!r} is not a card of the {deck} deck")
TOO_MANY_COPIES = Template("cards.too-many-copies", "{card!r}: {n} copies, the deck holds {copies}")
TOO_MANY_CARDS = Template("cards.too-many-cards", "{n} cards outside the draw pile; the deck holds {size}")
NOT_DOMINANCE = Template("cards.not-dominance", "{card!r} is not a dominance card")
NOT_A_FACTION = Template("cards.not-a-faction", "{who!r} is not a player of this game")
UNKNOWN_DECK = Template("cards.unknown-deck", "unknown deck {deck!r}; decks: {decks}")


# --- places ------------------------------------------------------------------------------------

def place(kind: str, faction: str | None = None) -> str:
    """A place's word: ``place("hand", "marquise")`` is ``"hand:marquise"``."""
    return kind if faction is None else f"{kind}:{faction}"


def parse_place(text: Any) -> tuple[str, str | None]:
    """(kind, faction or None) of a place's word; StateError for a word that names none."""
    if isinstance(text, str):
        parsed = _PARSED.get(text)
        if parsed is not None:
            return parsed
        kind, _, faction = text.partition(":")
        if kind in (DRAW, DISCARD, BESIDE) and not faction:
            parsed = kind, None
        elif kind in FACTION_PLACES and faction:
            parsed = kind, faction
        if parsed is not None:
            _PARSED[text] = parsed
            return parsed
    raise StateError(NOT_A_PLACE(place=text))


# The places' words read so far: a game names a few dozen (the places, each faction's), and
# every card edit applied reads two (some thousand a replayed log, issue 32). Only a word
# that names a place is kept.
_PARSED: dict[str, tuple[str, str | None]] = {}


# --- reading the state ---------------------------------------------------------------------------

def tracked(state) -> bool:
    """Whether any card is kept in this game (a card left the draw pile at least once)."""
    return bool(state.cards)


def hands_kept(state) -> bool:
    """Whether this game keeps its hands: the table has dealt or drawn a card into one (a
    hand's cards now, or a card edit into a hand in the applied history). Until then a card
    comes out of a hand the app never saw: cards in play or discarded are kept (crafting puts a
    persistent card in play, 4.1.3), but no hand's size is claimed (1.2.1)."""
    cards = state.cards
    if not cards:
        return False
    if cards.get("hands") or cards.get("known"):
        return True
    return any(edit[0] == "card" and str(edit[3]).startswith((HAND + ":", KNOWN + ":"))
               for entry in state.history[:state.cursor] for edit in entry["edits"])


def unnamed_in_hand(state, faction: str) -> int:
    return state.cards.get("hands", {}).get(faction, 0)


def known_in_hand(state, faction: str) -> list[str]:
    """The cards of ``faction``'s hand its owner has shown, named or drawn knowingly: the
    owner's knowledge, shown only in the owner's view (:func:`cards_view`)."""
    return list(state.cards.get("known", {}).get(faction, []))


def on_board(state, faction: str) -> int:
    """How many cards lie on ``faction``'s board not named (supporters, the Decree)."""
    return state.cards.get("boards", {}).get(faction, 0)


def known_on_board(state, faction: str) -> list[str]:
    """The cards on ``faction``'s board its owner knows by name (its own view only)."""
    return list(state.cards.get("boards_known", {}).get(faction, []))


def hand_size(state, faction: str) -> int:
    """How many cards ``faction`` holds (public, 1.2.1); an activated dominance card is not in
    the hand (3.3.2)."""
    return unnamed_in_hand(state, faction) + len(state.cards.get("known", {}).get(faction, []))


def in_play(state, faction: str) -> list[str]:
    """The cards in ``faction``'s play area (crafted persistent effects, 4.1.3), used this
    turn or not."""
    return sorted([*state.cards.get("play", {}).get(faction, []), *state.cards.get("used", {}).get(faction, [])])


def revealed(state, faction: str) -> list[str]:
    """The item cards ``faction`` crafted and revealed instead of discarding them, to return to
    its hand at the end of its Evening (the Mole Artisans' card, 16.4.2.II): public."""
    return list(state.cards.get(PER_FACTION[REVEALED], {}).get(faction, []))


def used_in_play(state, faction: str) -> list[str]:
    """The cards in ``faction``'s play area already used this turn."""
    return list(state.cards.get("used", {}).get(faction, []))


def activated(state, faction: str) -> str | None:
    """``faction``'s activated dominance card (3.3.1), if any."""
    return state.cards.get("activated", {}).get(faction)


def discard_pile(state) -> list[str | None]:
    """The discard pile, bottom first; None is a card put there without its name being told."""
    return list(state.cards.get("discard", []))


def beside(state) -> list[str]:
    """The dominance cards beside the map, available to be taken (3.3.3, 3.3.4)."""
    return list(state.cards.get("beside", []))


def outside_draw_pile(state) -> int:
    """How many cards are anywhere but the draw pile: every card the card table holds. Kept
    with the table it counts (GameState.cards_outside: the table and its count), which a card
    moved replaces with the next table and count (:func:`move_card`); counted in one pass over
    the table only for a table the game was given whole (read from a file, set by hand). Asked
    at every card drawn and every reshuffle checked, some four hundred times a replay of the
    476-action log, where each count went over every place of the table (issue 32)."""
    table = state.cards
    kept = state.cards_outside
    if kept is not None and kept[0] is table:
        return kept[1]
    total = counted_outside(table)
    state.cards_outside = (table, total)
    return total


def counted_outside(table: dict) -> int:
    """The cards of ``table`` (a card table, as GameState.cards holds it) outside the draw
    pile, counted place by place."""
    total = 0
    for key, value in table.items():
        if key in COUNTED_KEYS:  # faction -> a count (a hand's cards not named, a board's)
            total += sum(value.values())
        elif key in NAMED_KEYS:  # faction -> the cards named there
            for cards in value.values():
                total += len(cards)
        elif key in SIZED_KEYS:
            total += len(value)
    return total


def deck_size(state) -> int:
    """The cards of the deck this game plays with (16.1.2): 54, less the four dominance cards
    in a game of two players (5.1.3, 16.1.7)."""
    return _deck_size(state.deck, len(state.factions) == 2)


@lru_cache(maxsize=None)
def _deck_size(name: str, two_players: bool) -> int:
    # Worked out once per deck and table: the deck never changes in a run (catalogue.deck).
    from rootboard.game.cards.catalogue import deck

    chosen = deck(name)
    if two_players:
        return chosen.size - sum(c.copies for c in chosen.cards if c.dominance)
    return chosen.size


def draw_size(state) -> int:
    """The draw pile's size: every card of the deck that is nowhere else."""
    return deck_size(state) - outside_draw_pile(state)


def named_elsewhere(state, card: str) -> int:
    """How many copies of ``card`` are known to be outside the draw pile."""
    c = state.cards
    found = 0
    # The places the card state holds, by their keys as outside_draw_pile reads them (asked some
    # two hundred times a replay of the 476-action log: an absent place is not looked up, issue 32).
    for key, value in c.items():
        if key in NAMED_KEYS:  # faction -> the cards named there (known, on its board, in play, used)
            for cards in value.values():
                found += cards.count(card)
        elif key == PER_FACTION[ACTIVATED]:  # faction -> its activated dominance card
            found += list(value.values()).count(card)
        elif key in SIZED_KEYS:  # the discard pile, the cards beside the map
            found += value.count(card)
    # A board that names its cards where the table keeps a count (the Eyrie's Decree, 7.2.1):
    # asked only of the players whose rules keep one (Law.asked), at every card moved.
    law = getattr(state, "law", None)
    if law is not None:
        for f in law.asked(state, "cards_named_on_board"):
            if f.id in state.factions:
                found += f.cards_named_on_board(state).count(card)
    return found


# --- a card moved ---------------------------------------------------------------------------------

def hand_source(state, faction: str, card: str | None) -> str | None:
    """Where in ``faction``'s hand ``card`` would be taken from: its known cards if one is
    that card, else the cards not named, if one of them may be it (a copy of it is not known
    to be elsewhere: the deck holds so many, 16.1.2); None if the hand cannot hold it."""
    if card is not None and card in state.cards.get("known", {}).get(faction, []):
        return place(KNOWN, faction)
    if unnamed_in_hand(state, faction) > 0 and (card is None or copies_left(state, card) > 0):
        return place(HAND, faction)
    return None


def copies_left(state, card: str) -> int:
    """How many copies of ``card`` may be among the cards not named (in the draw pile or a
    hand): the deck's copies less those known to be elsewhere."""
    return _deck_copies(state.deck, card) - named_elsewhere(state, card)


@lru_cache(maxsize=None)
def _deck_copies(name: str, card: str) -> int:
    # The copies the deck holds of a card (0: none), found once per deck and card: the deck
    # never changes in a run (catalogue.deck), and a replayed log asks some two hundred times.
    from rootboard.game.cards.catalogue import deck

    found = deck(name).find(card)
    return found.copies if found else 0


def discard_place(card: str | None) -> str:
    """Where a discarded card goes: a dominance card beside the map, available (3.3.3), any
    other card the discard pile (2.1)."""
    if card is not None and is_dominance(card):
        return BESIDE
    return DISCARD


def is_dominance(card: str) -> bool:
    # Every deck names its four dominance cards alike (the catalogue's kind says the same; tests check).
    return card.startswith("dominance-")


# A card table is never changed in place: a card moved makes the next table (move_card), with
# the places the card leaves and enters made anew (a faction's places, a pile), every other
# place shared. So a scratch board shares its position's table (GameState.scratch,
# cards_copy), and a card moved on either leaves the other's as it was; and a table's count
# outside the draw pile is kept with it (outside_draw_pile). Copied place by place for each
# scratch board, the table was most of a card action's scratch board, and counted again at
# every card drawn (issue 32). move_card is the table's one writer; cards_from_json makes a
# table anew.

def move_card(state, card: str | None, source: str, destination: str) -> None:
    """Apply one card edit to ``state.cards``; StateError (and nothing changed) if it does not fit."""
    if card is not None and not isinstance(card, str):
        raise StateError(NOT_A_PLACE(place=card))
    src, dst = parse_place(source), parse_place(destination)
    factions = state.factions
    for faction in (src[1], dst[1]):
        if faction is not None and faction not in factions:
            raise StateError(NOT_A_FACTION(who=faction))
    if card is None and dst[0] in (KNOWN, PLAY, USED, BESIDE, ACTIVATED, BOARD_KNOWN, REVEALED):
        raise StateError(NO_UNNAMED_CARD(place=destination))  # what is kept there is kept by name
    if dst[0] == ACTIVATED and activated(state, dst[1]) is not None:
        raise StateError(ONE_ACTIVATED(who=dst[1]))
    if src[0] == DRAW and draw_size(state) <= 0:
        raise StateError(DRAW_PILE_EMPTY())
    own = state.__dict__
    table = own["cards"]
    cards = dict(table)  # the next table: this one is never changed (below)
    _take(cards, card, src, source)
    _put(cards, card, dst)
    own["cards"] = cards
    # The count outside the draw pile, where it is kept, moves with the card: one more out of
    # the draw pile, one fewer into it.
    kept = state.cards_outside
    if kept is not None and kept[0] is table:
        state.cards_outside = (cards, kept[1] + (src[0] == DRAW) - (dst[0] == DRAW))


def _take(cards: dict, card: str | None, src: tuple[str, str | None], shown: str) -> None:
    kind, faction = src
    if kind == DRAW:
        return
    if kind in COUNTED:
        key = COUNTED[kind]
        have = cards.get(key, {}).get(faction, 0)
        if have <= 0:
            raise StateError(NO_UNNAMED_CARD(place=shown))
        _replace(cards, key, faction, have - 1)
        return
    if kind == ACTIVATED:
        if card is None or cards.get("activated", {}).get(faction) != card:
            raise StateError(NO_CARD_THERE(card=card, place=shown))
        _replace(cards, "activated", faction, None)
        return
    key = PER_FACTION[kind] if faction is not None else "discard" if kind == DISCARD else "beside"
    values = cards.get(key, []) if faction is None else cards.get(key, {}).get(faction, [])
    if card not in values:
        raise StateError(NO_CARD_THERE(card=card, place=shown) if card is not None else NO_UNNAMED_CARD(place=shown))
    # The last copy: the discard pile's top card is the one put there last.
    left = values[:]
    del left[len(left) - 1 - left[::-1].index(card)]
    _replace(cards, key, faction, left)


def _put(cards: dict, card: str | None, dst: tuple[str, str | None]) -> None:
    kind, faction = dst
    if kind == DRAW:
        return
    if kind in COUNTED:
        key = COUNTED[kind]
        _replace(cards, key, faction, cards.get(key, {}).get(faction, 0) + 1)
    elif kind == ACTIVATED:
        _replace(cards, "activated", faction, card)
    elif kind == DISCARD:
        _replace(cards, DISCARD, None, [*cards.get(DISCARD, ()), card])  # on top, in order (2.1)
    else:  # kept sorted: one position, one JSON form
        key = PER_FACTION[kind] if kind != BESIDE else BESIDE
        held = cards.get(key, ()) if kind == BESIDE else cards.get(key, {}).get(faction, ())
        names = [*held, card]
        names.sort()
        _replace(cards, key, None if kind == BESIDE else faction, names)


def _replace(cards: dict, key: str, faction: str | None, value) -> None:
    """Put ``value`` as the table's place ``key`` (a faction's, in a new dict of the factions'),
    leaving out what is empty (0, no card, None), so that one position has one JSON form."""
    if faction is not None:
        places = dict(cards.get(key, ()))  # each faction where it was (a new one last)
        if value:
            places[faction] = value
        else:
            places.pop(faction, None)
        value = places
    if value:
        cards[key] = value
    else:
        cards.pop(key, None)


# --- the game file ------------------------------------------------------------------------------------

def cards_from_json(value: dict) -> dict:
    """The card state as a game file holds it (its shapes are the schema's), in its one form."""
    cards: dict = {}
    for key in ("hands", "boards", "activated"):
        kept = {f: v for f, v in value.get(key, {}).items() if v}
        if kept:
            cards[key] = kept
    for key in ("known", "boards_known", "play", "used", "revealed"):
        kept = {f: sorted(v) for f, v in value.get(key, {}).items() if v}
        if kept:
            cards[key] = kept
    if value.get("discard"):
        cards["discard"] = list(value["discard"])
    if value.get("beside"):
        cards["beside"] = sorted(value["beside"])
    return cards
