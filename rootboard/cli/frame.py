"""argparse's own words ("usage:", "options", "error: the following arguments are required")
in the language chosen for the run.

argparse looks every word of its frame up with :mod:`gettext` (``_ = gettext.gettext`` and
``ngettext``, bound at the top of the module), and Python ships no translations of them. The
documented way to give it some (the argparse how-to, "How to translate the argparse output")
is a gettext catalogue of argparse's msgids; gettext's module-level functions, though, pick
the catalogue's language from the environment (LANGUAGE, LC_ALL, LANG), not from ``--lang``,
and overriding the parser's methods instead would copy a dozen of argparse's private methods
to reach the words they hold. So :func:`install` points argparse's two lookups at our own
catalogue, where argparse's msgids sit under the context :data:`CONTEXT`
(``python -m rootboard.tools.catalogues update`` takes them from the running Python's
argparse source): the one place rootboard patches the standard library.
"""

from __future__ import annotations

import argparse
import os
import sys

from rootboard import i18n

#: The msgctxt of argparse's words in rootboard's catalogue.
CONTEXT = "argparse"


def _gettext(msgid):
    # argparse also passes None (add_subparsers' description when none is given).
    return msgid if not msgid else i18n.pgettext(CONTEXT, msgid, i18n.current())


def _ngettext(singular: str, plural: str, n: int) -> str:
    return i18n.npgettext(CONTEXT, singular, plural, n, i18n.current())


class Formatter(argparse.HelpFormatter):
    """argparse's help formatter, as wide as the terminal as argparse makes it, without its
    ``import shutil`` (which brings zlib, bz2 and lzma: a tenth of a command's start beyond
    Python's own, measured) and asking the terminal once, not for every argument added
    (``add_argument`` makes a formatter to check its metavar)."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        super().__init__(prog, indent_increment, max_help_position, terminal_columns() - 2 if width is None else width)


_columns: list[int] = []


def terminal_columns() -> int:
    """The terminal's width as :func:`shutil.get_terminal_size` says it: ``COLUMNS`` when it is
    a positive number, else the terminal on stdout, else 80; asked once a run."""
    if not _columns:
        try:
            columns = int(os.environ["COLUMNS"])
        except (KeyError, ValueError):
            columns = 0
        if columns <= 0:
            try:
                columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
            except (AttributeError, ValueError, OSError):
                columns = 0
        _columns.append(columns if columns > 0 else 80)
    return _columns[0]


def install() -> None:
    """Make argparse speak the language of the run (read at each lookup, so choosing another
    language later is followed; English is argparse's own words, unchanged).

    argparse offers no hook but its module globals ``_`` and ``ngettext``, read at every
    lookup; rebinding them is what this function does, and all it does."""
    argparse._ = _gettext
    argparse.ngettext = _ngettext
