"""How messages name the game's things, registered with :mod:`rootboard.messages`:

``{who:faction}`` a faction id as its short name ("Marquise"), ``{piece:piece}`` and
``{piece:pieces}`` a piece name in the singular and the plural ("warrior", "warriors"; "wood"
stays "wood"), ``{phase:phase}`` a phase ("Birdsong"), ``{suit:suit}`` a suit, ``{points:vp}``
a signed number of victory points ("+1"), ``{kind:kind}`` a kind of piece ("token"),
``{group:group}`` a one-per-clearing group ("plot"), ``{effect:effect}`` a card or service
in effect ("boat-builders") and ``{lasts:lasts}`` how long it lasts, ``{item:item}`` /
``{item:items}`` a Vagabond item ("sword", "swords"). Every game module that declares templates imports
this one, so that the terms are there whenever its messages are. The board's ``area`` term
comes with it.

The words are English msgids looked up in the catalogues under a context per kind
(``term.faction``, ``term.piece``, ``term.pieces``, ``term.phase``, ``term.suit``, ``term.kind``,
``term.group``, ``term.effect``, ``term.lasts``, ``term.item``, ``term.items``), with the seeds'
terms (TERMS.md): Markiezin / Marquesado, krijger / guerrero, Vogelzang / Alba, Bootbouwers /
Carpinteros de Ribera. The English words are the ids the core keeps (a group's, an effect's),
so the English sentences read as they always have.
"""

from __future__ import annotations

from typing import Any

import rootboard.board.terms  # noqa: F401  (the area term)
import rootboard.game.factions.vagabond.actions  # noqa: F401  (the Vagabond's words: term.vagabond, term.character)
from rootboard.game.factions import FACTIONS, LAW
from rootboard.game.hirelings import card_title
from rootboard.game.kinds import SUITS
from rootboard.game.unconfirmed import FORGE_ITEMS
from rootboard.i18n import pgettext
from rootboard.messages import language, term

NOBODY = "nobody"
PHASE_NAMES = ("Birdsong", "Daylight", "Evening")  # 1.4.1


def plural_piece(name: str) -> str:
    """'warriors', 'sawmills'; 'wood' and 'sympathy' tokens, and names ending in s, stay as they are."""
    return name if name.endswith(("s", "y", "wood")) else f"{name}s"


def short_name(fid: str) -> str:
    """A faction's name in sentences, in English ("Marquise"): its id where the Law has none."""
    return FACTIONS[fid].short if fid in FACTIONS else fid


def faction_name(fid: str | None, lang: str | None = None) -> str:
    """A faction's short name in ``lang`` ("Markiezin"); "nobody" for None."""
    return pgettext("term.faction", short_name(fid) if fid else NOBODY, language(lang))


def faction_title(fid: str, lang: str | None = None) -> str:
    """A faction's full name in ``lang`` ("Markiezin de Kat", "El Marquesado")."""
    title = FACTIONS[fid].title if fid in FACTIONS else fid
    return pgettext("term.faction-title", title, language(lang))


def piece_name(name: str, lang: str | None = None, plural: bool = False) -> str:
    if plural:
        return pgettext("term.pieces", plural_piece(str(name)), language(lang))
    return pgettext("term.piece", str(name), language(lang))


def phase_name(phase: str, lang: str | None = None) -> str:
    return pgettext("term.phase", str(phase).title(), language(lang))


def suit_name(suit: str, lang: str | None = None) -> str:
    return pgettext("term.suit", str(suit), language(lang))


#: The Vagabond's items (9.2.5), as the app names them.
ITEMS = ("boot", "bag", "crossbow", "hammer", "sword", "tea", "coin", "torch")


def kind_name(kind: str, lang: str | None = None) -> str:
    return pgettext("term.kind", str(kind), language(lang))


def group_name(group: str, lang: str | None = None) -> str:
    return pgettext("term.group", str(group), language(lang))


def effect_name(effect: str, lang: str | None = None) -> str:
    return pgettext("term.effect", str(effect), language(lang))


def plural_item(item: str) -> str:
    """'swords', 'torches'."""
    return f"{item}es" if item.endswith(("ch", "sh")) else f"{item}s"


def item_name(item: str, lang: str | None = None, plural: bool = False) -> str:
    # The Vagabond's board names the item "coins" (9.2.5), one of them or several; its word
    # is the coin's ("coin", "coins").
    item = {"coins": "coin"}.get(str(item), item)
    if plural:
        return pgettext("term.items", plural_item(str(item)), language(lang))
    return pgettext("term.item", str(item), language(lang))


def _item_names() -> list[str]:
    return sorted({*ITEMS, *(i for items in FORGE_ITEMS.values() for i, _ in items)})


def _piece_names() -> list[str]:
    """Every piece's name, and the names pieces go by while face down ("plot")."""
    return sorted({n for f in FACTIONS.values() for p in f.pieces for n in (p.name, p.face_down) if n})


def _card_ids() -> list[str]:
    from rootboard.game.unconfirmed import HIRELINGS

    return sorted({*HIRELINGS, *(c["demoted"] for c in HIRELINGS.values())})


def card_name(card_id: str, lang: str | None = None) -> str:
    """A hireling card by the side showing, promoted or demoted ("forest-patrol",
    "feline-physicians"): its printed name in the language's rulebook."""
    return pgettext("term.card", card_title(str(card_id)), language(lang))


@term("card", words=lambda: [("term.card", card_title(c)) for c in _card_ids()])
def _card(value: Any, lang: str) -> str:
    return card_name(value, lang)


@term("faction", words=lambda: [("term.faction", n) for n in (*(f.short for f in FACTIONS.values()), NOBODY)]
      + [("term.faction-title", f.title) for f in FACTIONS.values()])
def _faction(value: Any, lang: str) -> str:
    return faction_name(value, lang)


@term("piece", words=lambda: [("term.piece", n) for n in _piece_names()])
def _piece(value: Any, lang: str) -> str:
    return piece_name(value, lang)


@term("pieces", words=lambda: [("term.pieces", plural_piece(n)) for n in _piece_names()])
def _pieces(value: Any, lang: str) -> str:
    return piece_name(value, lang, plural=True)


@term("phase", words=lambda: [("term.phase", n) for n in PHASE_NAMES])
def _phase(value: Any, lang: str) -> str:
    return phase_name(value, lang)


@term("suit", words=lambda: [("term.suit", s) for s in SUITS])
def _suit(value: Any, lang: str) -> str:
    return suit_name(value, lang)


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
def _lasts(value: Any, lang: str) -> str:
    return pgettext("term.lasts", str(value), language(lang))


@term("item", words=lambda: [("term.item", i) for i in _item_names()])
def _item(value: Any, lang: str) -> str:
    return item_name(value, lang)


@term("items", words=lambda: [("term.items", plural_item(i)) for i in _item_names()])
def _items(value: Any, lang: str) -> str:
    return item_name(value, lang, plural=True)


#: The sides of a battle (4.3), as the Law names them.
ROLE_NAMES = ("attacker", "defender")


def role_name(role: str, lang: str | None = None) -> str:
    return pgettext("term.role", str(role), language(lang))


@term("role", words=lambda: [("term.role", r) for r in ROLE_NAMES])
def _role(value: Any, lang: str) -> str:
    return role_name(value, lang)


def battle_effect_name(effect: str, lang: str | None = None) -> str:
    """A battle effect by its name in sentences ("Field Hospitals"), in ``lang``."""
    found = LAW.battle_effects.get(str(effect))
    return pgettext("term.battle-effect", found.title if found else str(effect), language(lang))


@term("battle-effect", words=lambda: [("term.battle-effect", e.title) for e in LAW.battle_effects.values()])
def _battle_effect(value: Any, lang: str) -> str:
    return battle_effect_name(value, lang)
