"""How messages name the game's things, registered with :mod:`rootboard.messages`:

``{who:faction}`` a faction id as its short name ("Marquise"), ``{piece:piece}`` and
``{piece:pieces}`` a piece name in the singular and the plural ("warrior", "warriors"; "wood"
stays "wood"), ``{phase:phase}`` a phase ("Birdsong"), ``{suit:suit}`` a suit, ``{points:vp}``
a signed number of victory points ("+1"), ``{kind:kind}`` a kind of piece ("token"),
``{group:group}`` a one-per-clearing group ("plot"), ``{effect:effect}`` a card or service
in effect ("boat-builders") and ``{lasts:lasts}`` how long it lasts, ``{item:item}`` /
``{item:items}`` a Vagabond item ("sword", "swords"), ``{card:cardname}`` a card of the deck by its
catalogue id ("Brutal Tactics", "Brutale Tactiek"). Every game module that declares templates imports
this one, so that the terms are there whenever its messages are. The board's ``area`` term
comes with it.

The words are English msgids looked up in the catalogues under a context per kind
(``term.faction``, ``term.piece``, ``term.pieces``, ``term.phase``, ``term.suit``, ``term.kind``,
``term.group``, ``term.effect``, ``term.lasts``, ``term.item``, ``term.items``), with the seeds'
terms (TERMS.md): Markiezin / Marquesado, krijger / guerrero, Vogelzang / Alba, Bootbouwers /
Carpinteros de Ribera. The English words are the ids the core keeps (a group's, an effect's),
so the English sentences read as they always have.

Each word comes back as a :class:`~rootboard.i18n.grammar.Word`, with its gender, number and
article in the language (the catalogue's ``names.tsv``), so that a sentence can ask for
``{who:faction.the}`` or make a verb agree; a plural piece or item keeps its singular's gender.
"""

from __future__ import annotations

from functools import lru_cache

import rootboard.board.terms  # noqa: F401  (the area term)
from rootboard.game.factions import FACTIONS, LAW
from rootboard.game.hirelings import card_title
from rootboard.game.display import FACE_DOWN
from rootboard.game.kinds import LANDMARK, MAP, SUITS, plural_item, plural_piece  # noqa: F401 (re-exported)
from rootboard.game.unconfirmed import FORGE_ITEMS
from rootboard.i18n import ntr, pgettext
from rootboard.i18n.grammar import Word, word
from rootboard.later import Later
from rootboard.messages import fill, language, term

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

NOBODY = "nobody"
PHASE_NAMES = ("Birdsong", "Daylight", "Evening")  # 1.4.1


def short_name(fid: str) -> str:
    """A faction's name in sentences, in English ("Marquise"): its id where the Law has none."""
    return FACTIONS[fid].short if fid in FACTIONS else fid


def faction_name(fid: str | None, lang: str | None = None) -> Word:
    """A faction's short name in ``lang`` ("Markiezin"); "nobody" for None."""
    return word("term.faction", short_name(fid) if fid else NOBODY, language(lang))


def faction_title(fid: str, lang: str | None = None) -> Word:
    """A faction's full name in ``lang`` ("Markiezin de Kat", "Marquesado")."""
    title = FACTIONS[fid].title if fid in FACTIONS else fid
    return word("term.faction-title", title, language(lang))


def _plural(context: str, singular: str, plural: str, lang: str, spelled=None) -> Word:
    """The plural word, with the grammar of its singular (its gender; the plural's article)."""
    shown = pgettext(context + "s", plural, lang)
    if spelled is not None and shown == plural:
        shown = spelled(plural)
    return word(context, singular, lang).plural_of(shown)


def _spelled_piece(name: str) -> str:
    """A piece's id as words, where the catalogue has no other (English): "fox garden"; the
    map's landmarks are names ("Legendary Forge", "the Ferry")."""
    words = name.replace("-", " ")
    proper = {p.name for p in FACTIONS[MAP].pieces if p.kind == LANDMARK} if MAP in FACTIONS else set()
    return words.title() if name in proper or name.rstrip("s") in proper else words


def piece_name(name: str, lang: str | None = None, plural: bool = False) -> Word:
    if plural:
        return _plural("term.piece", str(name), plural_piece(str(name)), language(lang), _spelled_piece)
    return word("term.piece", str(name), language(lang), _spelled_piece)


def phase_name(phase: str, lang: str | None = None) -> Word:
    return word("term.phase", str(phase).title(), language(lang))


def suit_name(suit: str, lang: str | None = None) -> Word:
    return word("term.suit", str(suit), language(lang))


#: The Vagabond's items (9.2.5), as the app names them.
ITEMS = ("boot", "bag", "crossbow", "hammer", "sword", "tea", "coin", "torch")


def kind_name(kind: str, lang: str | None = None) -> Word:
    return word("term.kind", str(kind), language(lang))


def group_name(group: str, lang: str | None = None) -> Word:
    return word("term.group", str(group), language(lang))


def effect_name(effect: str, lang: str | None = None) -> Word:
    return word("term.effect", str(effect), language(lang))


def item_name(item: str, lang: str | None = None, plural: bool = False) -> Word:
    # The Vagabond's board names the item "coins" (9.2.5), one of them or several; its word
    # is the coin's ("coin", "coins").
    item = {"coins": "coin"}.get(str(item), item)
    if plural:
        return _plural("term.item", str(item), plural_item(str(item)), language(lang))
    return word("term.item", str(item), language(lang))


def _item_names() -> list[str]:
    return sorted({*ITEMS, *(i for items in FORGE_ITEMS.values() for i, _ in items)})


def _piece_names() -> list[str]:
    """Every piece's name, and the names pieces go by while face down ("plot")."""
    return sorted({n for f in FACTIONS.values() for p in f.pieces for n in (p.name, p.face_down) if n})


@lru_cache(maxsize=1)
def _card_ids() -> tuple[str, ...]:
    from rootboard.game.unconfirmed import HIRELINGS

    return tuple(sorted({*HIRELINGS, *(c["demoted"] for c in HIRELINGS.values())}))


def card_name(card_id: str, lang: str | None = None) -> Word:
    """A hireling card by the side showing, promoted or demoted ("forest-patrol",
    "feline-physicians"): its printed name in the language's rulebook. An unnamed hireling of
    an older game has no card: its name ("Hireling 1")."""
    if str(card_id) not in _card_ids():
        return faction_name(str(card_id), lang)
    return word("term.card", card_title(str(card_id)), language(lang))


@term("card", words=lambda: [("term.card", card_title(c)) for c in _card_ids()])
def _card(value: Any, lang: str) -> str:
    return card_name(value, lang)


@term("faction", words=lambda: [("term.faction", n) for n in (*(f.short for f in FACTIONS.values()), NOBODY)])
def _faction(value: Any, lang: str) -> str:
    return faction_name(value, lang)


@term("title", words=lambda: [("term.faction-title", f.title) for f in FACTIONS.values()])
def _title(value: Any, lang: str) -> Word:
    """``{who:title}``: a faction by its full name, as on its board ("Marquise de Cat")."""
    return faction_title(value, lang)


@term("piece", words=lambda: [("term.piece", n) for n in _piece_names()])
def _piece(value: Any, lang: str) -> str:
    return piece_name(value, lang)


@term("pieces", words=lambda: [("term.pieces", plural_piece(n)) for n in _piece_names()])
def _pieces(value: Any, lang: str) -> str:
    return piece_name(value, lang, plural=True)


@term("phase", words=lambda: [("term.phase", n) for n in PHASE_NAMES])
def _phase(value: Any, lang: str) -> str:
    return phase_name(value, lang)


# An order card's or an ambush card's suit may also be bird (2.1.1: birds are wild).
@term("suit", words=lambda: [("term.suit", s) for s in (*SUITS, "bird")])
def _suit(value: Any, lang: str) -> str:
    return suit_name(value, lang)


@term("cardsuit", words=lambda: [("cards.suit", s) for s in (*SUITS, "bird")])
def _cardsuit(value: Any, lang: str) -> str:
    """A card's printed suit, birds too (2.1), as the card catalogue names it."""
    return word("cards.suit", str(value), language(lang))


@term("vp")
def _vp(value: Any, lang: str) -> str:
    return f"{int(value):+d}"


@term("kind", words=lambda: [("term.kind", k) for k in sorted({p.kind for f in FACTIONS.values() for p in f.pieces})])
def _kind(value: Any, lang: str) -> str:
    return kind_name(value, lang)


@term("group", words=lambda: [("term.group", g) for g in sorted(
        {p.one_per_clearing.group for f in FACTIONS.values() for p in f.pieces if p.one_per_clearing})])
def _group(value: Any, lang: str) -> str:
    return group_name(value, lang)


@term("effect", words=lambda: [("term.effect", e) for e in LAW.effects])
def _effect(value: Any, lang: str) -> str:
    return effect_name(value, lang)


@term("lasts", words=lambda: [("term.lasts", d) for d in sorted({e.lasts for e in LAW.effects.values()})])
def _lasts(value: Any, lang: str) -> Word:
    return word("term.lasts", str(value), language(lang))


@term("item", words=lambda: [("term.item", i) for i in _item_names()])
def _item(value: Any, lang: str) -> str:
    return item_name(value, lang)


@term("items", words=lambda: [("term.items", plural_item(i)) for i in _item_names()])
def _items(value: Any, lang: str) -> str:
    return item_name(value, lang, plural=True)


# The Vagabond's words (his characters, 16.3; his actions and relationships, 9.2.9) are his
# board's (board.py), read through it the first time one is said or listed: a game without
# him never loads his board for its words (issue 32).
vagabond_board = Later("rootboard.game.factions.vagabond.board")


@term("character", words=lambda: [("term.character", c) for c in vagabond_board.CHARACTERS])
def _character(value: Any, lang: str) -> str:
    """``{character:character}``: the English word is the id setup records."""
    return vagabond_board.character_name(value, lang)


@term("vagabond", words=lambda: [("term.vagabond", w) for w in (*vagabond_board.VOCABULARY,
                                                                 *vagabond_board.SPECIAL_NAMES.values())])
def _vagabond_word(value: Any, lang: str) -> Word:
    return vagabond_board.vagabond_word(value, lang)


def pieces_said(faction: str, piece: str, count: int) -> str:
    """A stack in words, in each language's order, in the run's language: "2 Marquise
    warriors", "2 krijgers van de Markiezin", "2 guerreros del Marquesado"; the map's own
    pieces belong to nobody ("1 ruin"); a face-down plot is never named by its kind (13.2.2)."""
    if piece == FACE_DOWN:
        return fill(ntr("pieces", "{count} {who:faction} plot, face down", "{count} {who:faction} plots, face down",
                        count), count=count, who=faction)
    if faction == MAP:
        return fill(ntr("pieces", "{count} {piece:piece}", "{count} {piece:pieces}", count), count=count, piece=piece)
    return fill(ntr("pieces", "{count} {who:faction} {piece:piece}", "{count} {who:faction} {piece:pieces}", count),
                count=count, who=faction, piece=piece)
#: The sides of a battle (4.3), as the Law names them.
ROLE_NAMES = ("attacker", "defender")


def role_name(role: str, lang: str | None = None) -> Word:
    return word("term.role", str(role), language(lang))


@term("role", words=lambda: [("term.role", r) for r in ROLE_NAMES])
def _role(value: Any, lang: str) -> str:
    return role_name(value, lang)


def battle_effect_name(effect: str, lang: str | None = None) -> str:
    """A battle effect by its name in sentences ("Field Hospitals"), in ``lang``."""
    found = LAW.battle_effects.get(str(effect))
    return word("term.battle-effect", found.title if found else str(effect), language(lang))


@term("battle-effect", words=lambda: [("term.battle-effect", e.title) for e in LAW.battle_effects.values()])
def _battle_effect(value: Any, lang: str) -> str:
    return battle_effect_name(value, lang)


@term("cardname")
def _cardname(value: Any, lang: str) -> Word:
    """A card of the deck by its name in ``lang``, its suit where the name is shared: the cards'
    module is imported when a sentence names a card, never at a command's start."""
    from rootboard.game.cards.names import card_title

    return Word(card_title(value, lang), lang)
