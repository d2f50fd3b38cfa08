"""The two decks as typed records, read from their data files when a command asks for cards.

Each deck is a JSON file beside this module (``standard.json``, ``exiles.json``): one line a
card, each fact with the source it was taken from (the file's ``sources``: repository, path,
commit). The facts are transcriptions of third-party card lists, so they live in data a
player with the cards in hand can correct, not in code; tests/game/cards/test_catalogue.py holds them
to two sources where two exist and names each place where the sources disagree.

A name in Dutch or Spanish is the one the Law of Root prints (``name``); where the Law
prints none, ``unconfirmed_name`` may hold one built from the Law's words (flagged when
shown), else the English name stands.
"""

from __future__ import annotations

import json
from functools import cached_property, lru_cache
from pathlib import Path

from rootboard.errors import RootboardError
from rootboard.messages import Template
from rootboard.records import field, record

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Mapping

DECKS = ("standard", "exiles")  # 16.1.2: the standard deck, or the Exiles and Partisans deck
SUITS = ("fox", "mouse", "rabbit", "bird")  # 2.1: birds are wild
COST_SUITS = ("fox", "mouse", "rabbit", "any")  # 4.1.1: a three-colour question mark is any suit
ITEMS = ("boot", "bag", "crossbow", "hammer", "sword", "tea", "coin")
# What crafting a card makes (4.1.2 immediate effects: an item, a favor; 4.1.3 persistent
# effects: an improvement, Royal Claim); ambush (2.1.2) and dominance (2.1.3) cards are not crafted.
KINDS = ("item", "favor", "improvement", "royal-claim", "ambush", "dominance")
NOT_CRAFTED = ("ambush", "dominance")
LANGUAGES = ("en", "nl", "es")

UNREADABLE = Template("cards.unreadable", "cannot read the card list: {detail}")
NOT_ONE_OF = Template("cards.not-one-of", "{value!r} is not one of {allowed}")
MISSING = Template("cards.missing", "missing; a card needs it")
NOT_A_COUNT = Template("cards.not-a-count", "{value!r} is not a whole number of at least {least}")
TWICE = Template("cards.twice", "the id {value!r} is used twice")


# Records, not dataclasses (rootboard.records): every game file with cards checks them against
# its deck on reading (rootboard.game.cards.table.cards_problem), and dataclasses with the
# typing they bring cost `status`, `move` and `render` 8-10 ms of imports (issue 32, measured).
@record(frozen=True)
class Card:
    """One card of a deck, with how many copies the deck holds."""

    id: str
    deck: str
    suit: str
    cost: tuple[str, ...]  # the suits of the crafting pieces it needs; empty: never crafted
    copies: int
    kind: str
    item: str | None = None
    points: int = 0  # an item's victory points (3.2.2)
    names: Mapping[str, str] = field(default_factory=dict)
    unconfirmed_names: Mapping[str, str] = field(default_factory=dict)
    sources: Mapping[str, Any] = field(default_factory=dict)
    follows: str = ""  # which source the data follows where two disagree, and why

    @property
    def ambush(self) -> bool:
        return self.kind == "ambush"

    @property
    def dominance(self) -> bool:
        return self.kind == "dominance"

    @property
    def craftable(self) -> bool:
        return self.kind not in NOT_CRAFTED

    def name(self, lang: str = "en") -> tuple[str, bool]:
        """The card's name in ``lang`` and whether it is confirmed: the Law's name, else one
        built from the Law's words (unconfirmed), else the English printed name (unconfirmed
        in another language)."""
        if lang in self.names:
            return self.names[lang], True
        if lang in self.unconfirmed_names:
            return self.unconfirmed_names[lang], False
        return self.names["en"], lang == "en"


@record(frozen=True)
class Deck:
    name: str
    cards: tuple[Card, ...]
    sources: Mapping[str, Any]

    # Both asked for at every card a replay moves (thousands of times a log): worked out once.
    @cached_property
    def size(self) -> int:
        """How many cards the deck holds, copies counted."""
        return sum(c.copies for c in self.cards)

    @cached_property
    def _by_id(self) -> dict[str, Card]:
        return {c.id: c for c in self.cards}

    def card(self, card_id: str) -> Card:
        """The card with this id; KeyError if the deck has none."""
        return self._by_id[card_id]

    def find(self, card_id: str) -> Card | None:
        """The card with this id, or None if the deck has none."""
        return self._by_id.get(card_id)


def path_of(name: str) -> Path:
    return Path(__file__).resolve().parent / f"{name}.json"


@lru_cache(maxsize=None)
def deck(name: str) -> Deck:
    """The deck ``name`` (one of DECKS), read once per run, and checked once per content of its
    file: a file that passed every check is kept with the derived cache's entries, beside its
    exact text and this module's source (the checks), so that the next run given the same
    bytes by the same checks reads its cards back instead of checking them again (issue 32:
    parsing and checking a deck was about 1% of a first replay, at every start). Any other
    bytes, or other checks, are checked in full, and kept once they pass."""
    path = path_of(name)
    try:
        raw = path.read_bytes()
    except OSError:
        return read_deck(path, name)  # says what is wrong with it
    found = _kept_deck(name, raw)
    if found is None:
        found = _checked(raw, str(path), name)
        _keep_deck(name, raw, found)
    return found


def read_deck(path: Path, name: str) -> Deck:
    """A deck file read and checked: a RootboardError names the file and the element at fault."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RootboardError(UNREADABLE(detail=str(exc)), source=str(path)) from None
    return _checked(raw, str(path), name)


def _checked(data: bytes, source: str, name: str) -> Deck:
    """The deck of a file's bytes, every card checked."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RootboardError(UNREADABLE(detail=str(exc)), source=source) from None
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise RootboardError(MISSING(), source=source, element="cards")
    sources = raw.get("sources") if isinstance(raw.get("sources"), dict) else {}
    cards, seen = [], set()
    for n, entry in enumerate(raw["cards"]):
        card = _card(entry, name, sources, source, f"cards[{n}]")
        if card.id in seen:
            raise RootboardError(TWICE(value=card.id), source=source, element=f"cards[{n}].id")
        seen.add(card.id)
        cards.append(card)
    return Deck(name, tuple(cards), sources)


def _card(entry: Any, deck_name: str, sources: Mapping[str, Any], source: str, at: str) -> Card:
    def bad(element: str, problem) -> RootboardError:
        return RootboardError(problem, source=source, element=f"{at}.{element}" if element else at)

    if not isinstance(entry, dict):
        raise bad("", MISSING())
    for key in ("id", "name", "suit", "cost", "copies", "kind", "sources"):
        if key not in entry:
            raise bad(key, MISSING())
    if not isinstance(entry["id"], str) or not entry["id"]:
        raise bad("id", MISSING())
    names = entry["name"]
    if not isinstance(names, dict) or not isinstance(names.get("en"), str):
        raise bad("name.en", MISSING())
    for lang, shown in (*names.items(), *entry.get("unconfirmed_name", {}).items()):
        if lang not in LANGUAGES or not isinstance(shown, str):
            raise bad(f"name.{lang}", NOT_ONE_OF(value=lang, allowed=", ".join(LANGUAGES)))
    _one_of(entry["suit"], SUITS, bad, "suit")
    if not isinstance(entry["cost"], list):
        raise bad("cost", MISSING())
    for i, suit in enumerate(entry["cost"]):
        _one_of(suit, COST_SUITS, bad, f"cost[{i}]")
    _count(entry["copies"], 1, bad, "copies")
    kind = _one_of(entry["kind"], KINDS, bad, "kind")
    item, points = entry.get("item"), entry.get("points", 0)
    if kind == "item":
        _one_of(item, ITEMS, bad, "item")
        _count(points, 0, bad, "points")
    if (kind in NOT_CRAFTED) != (not entry["cost"]):  # 2.1.2, 2.1.3: these have no cost; every other card has one
        raise bad("cost", MISSING() if entry["cost"] == [] else NOT_ONE_OF(value=entry["cost"], allowed="[]"))
    for key in entry["sources"].get("facts", []):
        _one_of(key, tuple(sources), bad, "sources.facts")
    return Card(id=entry["id"], deck=deck_name, suit=entry["suit"], cost=tuple(entry["cost"]),
                copies=entry["copies"], kind=kind, item=item if kind == "item" else None,
                points=points if kind == "item" else 0, names=dict(names),
                unconfirmed_names=dict(entry.get("unconfirmed_name", {})), sources=dict(entry["sources"]),
                follows=entry.get("follows", ""))


def _one_of(value: Any, allowed: tuple[str, ...], bad, element: str) -> str:
    if value not in allowed:
        raise bad(element, NOT_ONE_OF(value=value, allowed=", ".join(allowed)))
    return value


def _count(value: Any, least: int, bad, element: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise bad(element, NOT_A_COUNT(value=value, least=least))
    return value


# --- decks checked before ---------------------------------------------------------------------

KEPT_FORMAT = 1


def _kept_path(name: str) -> Path | None:
    from rootboard.derived.cache import cache_dir

    folder = cache_dir()
    return None if folder is None else folder / f"deck-{name}.marshal"


def _checks_stamp() -> str | None:
    """What the checks are: this module's source, as the derived cache stamps the code that
    derives a board (its Card record and every check are here), and marshal's format."""
    import marshal
    import zlib

    try:
        source = Path(__file__).read_bytes()
    except OSError:
        return None
    return f"{KEPT_FORMAT} {marshal.version} {zlib.crc32(source):08x} {len(source)}"


def _kept_deck(name: str, raw: bytes) -> Deck | None:
    """The deck of exactly these bytes as checked before by exactly these checks, or None."""
    entry = _kept_path(name)
    stamp = _checks_stamp() if entry is not None else None
    if stamp is None:
        return None
    from rootboard.derived.cache import unpack

    try:
        data = unpack(entry.read_bytes())
    except OSError:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None  # never kept: the checks refuse it
    if not isinstance(data, dict) or data.get("checks") != stamp or data.get("text") != text:
        return None
    try:
        # Each card's fields in the record's order, as they were made when checked.
        return Deck(name, tuple(Card(*values) for values in data["cards"]), data["sources"])
    except (KeyError, TypeError):
        return None


def _keep_deck(name: str, raw: bytes, checked: Deck) -> None:
    """Keep a deck that passed every check (quietly: a cache not written only costs time)."""
    entry = _kept_path(name)
    stamp = _checks_stamp() if entry is not None else None
    if stamp is None:
        return
    from rootboard.derived.cache import pack
    from rootboard.files import write_atomically
    from rootboard.records import fields

    order = [f.name for f in fields(Card)]
    cards = [tuple(getattr(card, n) for n in order) for card in checked.cards]
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(entry, pack({"checks": stamp, "text": raw.decode("utf-8"), "cards": cards,
                                     "sources": checked.sources}),
                         durable=False)
    except (OSError, TypeError):
        pass
