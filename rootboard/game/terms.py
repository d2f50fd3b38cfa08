"""How messages name the game's things, registered with :mod:`rootboard.messages`:

``{who:faction}`` a faction id as its short name ("Marquise"), ``{piece:piece}`` and
``{piece:pieces}`` a piece name in the singular and the plural ("warrior", "warriors"; "wood"
stays "wood"), ``{phase:phase}`` a phase ("Birdsong"), ``{suit:suit}`` a suit, ``{points:vp}``
a signed number of victory points ("+1"). Every game module that declares templates imports
this one, so that the terms are there whenever its messages are. The board's ``area`` term
comes with it.
"""

from __future__ import annotations

from typing import Any

import rootboard.board.terms  # noqa: F401  (the area term)
from rootboard.game.pieces import short_name
from rootboard.messages import term


def plural_piece(name: str) -> str:
    """'warriors', 'sawmills'; 'wood' and 'sympathy' tokens, and names ending in s, stay as they are."""
    return name if name.endswith(("s", "y", "wood")) else f"{name}s"


@term("faction")
def _faction(value: Any, lang: str) -> str:
    return short_name(value) if value else "nobody"


@term("piece")
def _piece(value: Any, lang: str) -> str:
    return str(value)


@term("pieces")
def _pieces(value: Any, lang: str) -> str:
    return plural_piece(str(value))


@term("phase")
def _phase(value: Any, lang: str) -> str:
    return str(value).title()


@term("suit")
def _suit(value: Any, lang: str) -> str:
    return str(value)


@term("vp")
def _vp(value: Any, lang: str) -> str:
    return f"{int(value):+d}"
