"""How messages name the board's things: the ``area`` term ("clearing 5", "forest 1_2_5_10",
"the Burrow"), registered with :mod:`rootboard.messages` by the layer that owns the word.
The words come from the catalogues (msgctxt ``term.area``): "open plek 5", "bosque 1_2_5_10"."""

from __future__ import annotations

from typing import Any

from rootboard.board.topology import BURROW, AreaId, is_forest
from rootboard.i18n import pgettext
from rootboard.messages import language, term

AREA = "term.area"
CLEARING, FOREST, THE_BURROW = "clearing {id}", "forest {id}", "the Burrow"


def area_name(area: AreaId, lang: str | None = None) -> str:
    """How a sentence names an area: 'clearing 5', 'forest 1_2_5_10', 'the Burrow'."""
    lang = language(lang)
    if area == BURROW:
        return pgettext(AREA, THE_BURROW, lang)
    return pgettext(AREA, FOREST if is_forest(area) else CLEARING, lang).format(id=area)


def _words():
    return [(AREA, w) for w in (CLEARING, FOREST, THE_BURROW)]


@term("area", words=_words)
def _area(value: Any, lang: str) -> str:
    return area_name(value, lang)
