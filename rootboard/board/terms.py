"""How messages name the board's things: the ``area`` term ("clearing 5", "forest 1_2_5_10",
"the Burrow"), registered with :mod:`rootboard.messages` by the layer that owns the word.
The words come from the catalogues (msgctxt ``term.area``): "open plek 5", "bosque 1_2_5_10"."""

from __future__ import annotations

from typing import Any

from rootboard.board.mapfile import MAP, map_title  # noqa: F401 (re-exported; the map term is there)
from rootboard.board.topology import BURROW, AreaId, is_forest, is_path
from rootboard.i18n.grammar import Word, word
from rootboard.messages import language, term

AREA = "term.area"
CLEARING, FOREST, PATH, THE_BURROW = "clearing {id}", "forest {id}", "path {id}", "the Burrow"


def area_name(area: AreaId, lang: str | None = None) -> Word:
    """How a sentence names an area: 'clearing 5', 'forest 1_2_5_10', 'the Burrow', 'path 3-7'
    (a path as a place pieces stand on: Highway Bandits, 16.4), with its grammar ("el claro 5")."""
    lang = language(lang)
    if area == BURROW:
        return word(AREA, THE_BURROW, lang)
    if is_path(area):
        return word(AREA, PATH, lang, id=area)
    return word(AREA, FOREST if is_forest(area) else CLEARING, lang, id=area)


def _words():
    from rootboard.board.catalog import shipped_maps  # the shipped maps' titles, from their files
    import json

    titles = {json.loads(p.read_text(encoding="utf-8")).get("title", name.title()) for name, p in shipped_maps().items()}
    return [(AREA, w) for w in (CLEARING, FOREST, PATH, THE_BURROW)] + [(MAP, t) for t in sorted(titles)]


@term("area", words=_words)
def _area(value: Any, lang: str) -> str:
    return area_name(value, lang)
