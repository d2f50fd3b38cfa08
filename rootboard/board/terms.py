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


MAP = "term.map"


def map_title(title: str, lang: str | None = None) -> str:
    """A map's title as the language's rulebook names it ("Meer Kaart", "Mapa del Lago");
    a fan map's own title where the catalogue has none."""
    return pgettext(MAP, title, language(lang))


def _words():
    from rootboard.board.catalog import shipped_maps  # the shipped maps' titles, from their files
    import json

    titles = {json.loads(p.read_text(encoding="utf-8")).get("title", name.title()) for name, p in shipped_maps().items()}
    return [(AREA, w) for w in (CLEARING, FOREST, THE_BURROW)] + [(MAP, t) for t in sorted(titles)]


@term("area", words=_words)
def _area(value: Any, lang: str) -> str:
    return area_name(value, lang)
