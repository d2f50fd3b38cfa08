"""How messages name the board's things: the ``area`` term ("clearing 5", "forest 1_2_5_10",
"the Burrow"), registered with :mod:`rootboard.messages` by the layer that owns the word.
The words come from the catalogues (msgctxt ``term.area``): "open plek 5", "bosque 1_2_5_10"."""

from __future__ import annotations

from rootboard.board.mapfile import MAP, map_title  # noqa: F401 (re-exported; the map term is there)
from rootboard.board.topology import BURROW, AreaId, is_forest, is_path
from rootboard.i18n import pgettext
from rootboard.i18n.grammar import Phrase, Word, word
from rootboard.messages import language, term

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any

AREA, AREAS = "term.area", "term.areas"
CLEARING, FOREST, PATH, THE_BURROW = "clearing {id}", "forest {id}", "path {id}", "the Burrow"
#: Several areas of a kind, said as one phrase ("clearings 1, 4 and 11"), as the singular's plural.
PLURALS = {CLEARING: "clearings {ids}", FOREST: "forests {ids}", PATH: "paths {ids}"}


def area_name(area: AreaId, lang: str | None = None) -> Word:
    """How a sentence names an area: 'clearing 5', 'forest 1_2_5_10', 'the Burrow', 'path 3-7'
    (a path as a place pieces stand on: Highway Bandits, 16.4), with its grammar ("el claro 5")."""
    lang = language(lang)
    if area == BURROW:
        return word(AREA, THE_BURROW, lang)
    if is_path(area):
        return word(AREA, PATH, lang, id=area)
    return word(AREA, FOREST if is_forest(area) else CLEARING, lang, id=area)


def typed_area(text: str | int) -> str | int:
    """An area as a person may type it, in English or in the run's language, with its word
    and article or without: "open plek 3", "el claro 3", "bosque 1_9_12", "het Hol" -> "3",
    "1_9_12", "burrow"; anything else comes back as typed, for the board to read or refuse."""
    from rootboard.i18n import ARTICLES, folded, typed_names

    if isinstance(text, int):
        return text
    typed = folded(str(text)).replace("-", " ")
    words = typed.split()
    if words and words[0] in ARTICLES:
        words = words[1:]
    rest = " ".join(words)
    if rest.replace(" ", "-") in {n.replace("_", "-") for n in typed_names(AREA, THE_BURROW)} | {"burrow"}:
        return BURROW
    for kind in (CLEARING, FOREST, PATH):
        for name in typed_names(AREA, kind):
            head = name.replace("-{id}", "").replace("{id}", "").replace("-", " ").strip()
            if head and rest.startswith(head + " "):
                return rest[len(head) + 1:].strip().replace(" ", {FOREST: "_", PATH: "-"}.get(kind, " "))
    return str(text)


def _kind(area: AreaId) -> str:
    if area == BURROW:
        return THE_BURROW
    return PATH if is_path(area) else FOREST if is_forest(area) else CLEARING


def areas_name(areas, lang: str | None = None) -> Word:
    """Areas said as one phrase, each kind once: "clearings 1, 4 and 11", "clearing 5 and
    forests 1_2_5_10 and 3_6_11"; one area is its own name ("clearing 5")."""
    from rootboard.messages import joined

    lang = language(lang)
    if not isinstance(areas, (list, tuple)):
        return area_name(areas, lang)
    kinds: dict[str, list] = {}
    for area in areas:
        kinds.setdefault(_kind(area), []).append(area)
    said = []
    for kind, found in kinds.items():
        if len(found) == 1 or kind not in PLURALS:
            said += [area_name(a, lang) for a in found]
        else:
            single = word(AREA, kind, lang, id="")
            said.append(single.plural_of(pgettext(AREAS, PLURALS[kind], lang).format(
                ids=joined([str(a) for a in found], lang))))
    if len(said) == 1:
        return said[0]
    return Phrase(said, lambda parts: joined(parts, lang), lang)


def _words():
    from rootboard.board.catalog import shipped_maps  # the shipped maps' titles, from their files
    import json

    titles = {json.loads(p.read_text(encoding="utf-8")).get("title", name.title()) for name, p in shipped_maps().items()}
    return [(AREA, w) for w in (CLEARING, FOREST, PATH, THE_BURROW)] + [(MAP, t) for t in sorted(titles)]


@term("areas", words=lambda: [(AREAS, w) for w in PLURALS.values()], whole=True)
def _areas(value: Any, lang: str) -> Word:
    return areas_name(value, lang)


@term("area", words=_words)
def _area(value: Any, lang: str) -> str:
    return area_name(value, lang)
