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

from rootboard import i18n

#: The msgctxt of argparse's words in rootboard's catalogue.
CONTEXT = "argparse"


def _gettext(msgid):
    # argparse also passes None (add_subparsers' description when none is given).
    return msgid if not msgid else i18n.pgettext(CONTEXT, msgid, i18n.current())


def _ngettext(singular: str, plural: str, n: int) -> str:
    return i18n.npgettext(CONTEXT, singular, plural, n, i18n.current())


def install() -> None:
    """Make argparse speak the language of the run (read at each lookup, so choosing another
    language later is followed; English is argparse's own words, unchanged).

    argparse offers no hook but its module globals ``_`` and ``ngettext``, read at every
    lookup; rebinding them is what this function does, and all it does."""
    argparse._ = _gettext
    argparse.ngettext = _ngettext
