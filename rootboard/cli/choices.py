"""The values argparse checks itself (``choices=``: a phase, an effect, a suit, a mode), said as
the rest of the command line says a name it does not know: in the table's language, with the
nearest names (difflib), and the values it takes. Exit status 2, as argparse's own refusal.

Every choice argument is added by :func:`choice_argument` (tests/cli check that none is left
to argparse's "invalid choice"). Its values stay argparse's ``choices`` (the usage line and the
help list them as before); the check is the argument's ``type``, which argparse runs first. A
value that is a word of the game (``term``: "phase", "suit", "effect", "item", "character",
"piece") may also be typed as the word in the run's language ("daglicht", "Día"), as a faction
or a piece may; the id is what the command gets.
"""

from __future__ import annotations

import argparse

from rootboard.messages import Template, render

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable

UNKNOWN_VALUE = Template("cli.unknown-value", "unknown value {typed!r}; known: {choices}")
UNKNOWN_VALUE_MEANT = Template("cli.unknown-value-meant", "unknown value {typed!r}; {meant} Known: {choices}")


class Choice:
    """The argparse ``type`` of a choice argument: the value typed, if it is one of ``values``
    (after ``convert``, such as a whole number), or the value whose word (``term``) it is in
    the run's language or in English; else ArgumentTypeError saying the nearest and the values."""

    def __init__(self, values: Iterable[Any], term: str | None = None, convert: Callable[[str], Any] | None = None):
        self.values = tuple(values)
        self.term, self.convert = term, convert
        self.__name__ = "choice"  # argparse names a type by it in its own messages

    def __call__(self, text: str) -> Any:
        value = self.convert(text) if self.convert is not None else text
        if value in self.values:  # the common case: an id, nothing imported to know it
            return value
        names = self.names()
        from rootboard.i18n import folded

        typed = folded(str(text))
        if typed in names:
            return names[typed][0]
        raise argparse.ArgumentTypeError(render(self.refusal(text, names)))

    def names(self) -> dict[str, tuple[Any, str]]:
        """Every way a value may be typed (folded) -> (the value, the name shown for it): its
        id, and its word in the run's language and in English where it has a term."""
        from rootboard.i18n import ARTICLES, current, folded

        names = {folded(str(v)): (v, str(v)) for v in self.values if str(v)}
        if self.term is None:
            return names
        from rootboard.game import terms  # noqa: F401  (registers the game's terms)
        from rootboard.messages import TERMS

        said = TERMS[self.term]
        for lang in dict.fromkeys((current(), "en")):  # the table's words first: they are shown
            for value in self.values:
                if not str(value):
                    continue
                shown = str(said(value, lang))
                key = folded(shown)
                names.setdefault(key, (value, shown))
                article, _, rest = key.partition("-")
                if rest and article in ARTICLES:  # "el Día": the article may be left out
                    names.setdefault(rest, (value, shown))
        return names

    def refusal(self, text: str, names: dict[str, tuple[Any, str]]):
        """What is said of ``text``: the names most like it, and the values (as argparse lists them)."""
        from rootboard.board.mapfile import close_matches, did_you_mean
        from rootboard.i18n import folded

        known = [str(v) for v in self.values if str(v)]
        if self.term is not None:  # its words as the table's language says them
            from rootboard.i18n import current
            from rootboard.messages import TERMS

            known = [str(TERMS[self.term](v, current())) for v in self.values if str(v)]
        close = close_matches(folded(str(text)), names)
        shown: dict[Any, str] = {}  # one name a value, the closest: "Daglicht", not "Daglicht or daylight"
        for c in close:
            shown.setdefault(names[c][0], names[c][1])
        meant = did_you_mean(shown.values())
        if meant is None:
            return UNKNOWN_VALUE(typed=text, choices=known)
        return UNKNOWN_VALUE_MEANT(typed=text, meant=meant, choices=known)


class ChoiceList(Choice):
    """A comma-separated list of values ("fox,mouse"), each checked as :class:`Choice`: in
    order, the ids; a word it does not know refused with the nearest, as one value would be."""

    def __call__(self, text: str) -> list[Any]:
        return [Choice.__call__(self, part.strip()) for part in text.split(",") if part.strip()]


def choice_argument(parser, *flags: str, choices: Iterable[Any], term: str | None = None,
                    convert: Callable[[str], Any] | None = None, **kwargs):
    """``parser.add_argument(*flags, choices=choices, ...)``, its value checked by :class:`Choice`."""
    choices = tuple(choices)
    return parser.add_argument(*flags, choices=choices, type=Choice(choices, term, convert), **kwargs)
