"""The languages rootboard speaks: English, Dutch and Spanish, through gettext catalogues.

The catalogues are standard gettext files, one per language:
``rootboard/locale/<lang>/LC_MESSAGES/rootboard.po`` (edited by translators) and the
``rootboard.mo`` compiled from it (read here, with the standard library's :mod:`gettext`,
so running rootboard needs no Babel). ``python -m rootboard.tools.catalogues update`` extracts every
msgid, merges it into the .po files and compiles the .mo files (it needs Babel, a
development dependency); a test fails when a .mo is older than its .po or when a msgid has
no Dutch or Spanish translation.

Every lookup carries a context (gettext's msgctxt): a Message's id, a term's kind
(``term.piece``), a window string's panel. Two strings with the same English stay apart.
English is the msgid itself: it reads no file, so the window's start in English pays nothing
for the languages; another language loads its catalogue once, at first use (~1 ms).
"""

from __future__ import annotations

import gettext
import os
from functools import lru_cache
from pathlib import Path

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Mapping

LANGUAGES = ("en", "nl", "es")
DEFAULT_LANGUAGE = "en"
#: Each language's own name, as the language chooser shows it (never translated).
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "es": "Español"}
DOMAIN = "rootboard"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def normalise(value: str | None) -> str | None:
    """``"nl_NL.UTF-8"``, ``"es-ES"``, ``"NL"`` -> ``"nl"``, ``"es"``; None for a language
    rootboard does not speak (``"fr_FR"``, ``"C"``, ``"POSIX"``, empty)."""
    if not value:
        return None
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, in gettext's order: LANGUAGE (a colon-separated
    list, the first one rootboard speaks wins), LC_ALL, LC_MESSAGES, LANG; English otherwise."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if not value:
            continue
        for part in value.split(":"):
            found = normalise(part)
            if found:
                return found
        if name != "LANGUAGE":  # LC_ALL=C means C, not "look further"
            return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def check(lang: str) -> str:
    """``lang`` if rootboard speaks it; ValueError naming the languages otherwise.

    A plain ValueError in English on purpose: this package is the lowest layer, below the
    messages, and an unknown language has no language to be said in. Inside rootboard only a
    programmer meets it (the window offers LANGUAGES, argparse checks --lang's choices). The
    one place a user's word reaches it, ``--lang xx``, is the command line's to refuse in its
    own words (it catches this error in ``take_language``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}")
    return lang


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@lru_cache(maxsize=None)
def catalogue(lang: str) -> gettext.NullTranslations:
    """The language's compiled catalogue, read once. English is the msgids themselves."""
    check(lang)
    if lang == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    with open(mo_path(lang), "rb") as fp:
        return gettext.GNUTranslations(fp)


def pgettext(context: str, msgid: str, lang: str) -> str:
    """``msgid`` (English) in ``lang``; the English when the catalogue has no translation."""
    if lang == DEFAULT_LANGUAGE:
        return msgid
    return catalogue(lang).pgettext(context, msgid)


def npgettext(context: str, singular: str, plural: str, n: int, lang: str) -> str:
    """The form for ``n`` by the language's own plural rule (the catalogue's Plural-Forms)."""
    if lang == DEFAULT_LANGUAGE:
        return singular if n == 1 else plural
    return catalogue(lang).npgettext(context, singular, plural, n)


_current = DEFAULT_LANGUAGE
_explicit = False


def current() -> str:
    """The language chosen for this run (--lang, the environment, the window's setting)."""
    return _current


def explicit() -> bool:
    """Whether the language was asked for on the command line (--lang): the window's kept
    setting then gives way to it."""
    return _explicit


def choose(lang: str, explicit: bool = False) -> str:
    global _current, _explicit
    _current = check(lang)
    _explicit = explicit
    return _current


def tr(context: str, text: str) -> str:
    """A window or command-line string in the language chosen for this run:
    ``tr("menu.view", "&Language")``. The extractor finds every call (keyword ``tr``)."""
    return pgettext(context, text, _current)


def ntr(context: str, singular: str, plural: str, n: int) -> str:
    """The plural form for ``n`` of a window or command-line string (keyword ``ntr``)."""
    return npgettext(context, singular, plural, n, _current)


def folded(text: str) -> str:
    """A name as a person types it, for matching: lower case, accents dropped, words joined by
    "-" ("Córvidos" -> "corvidos", "Open  plek" -> "open-plek", "fox_garden" -> "fox-garden")."""
    import unicodedata

    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return "-".join(plain.lower().replace("_", " ").replace("-", " ").split())


def typed_names(context: str, msgid: str) -> set[str]:
    """The ways a person may type the word (``context``, ``msgid``): its English and its word in
    the language of the run, folded, with or without the language's article ("de kraaien")."""
    found = {folded(msgid)}
    if _current != DEFAULT_LANGUAGE:
        found.add(folded(pgettext(context, msgid, _current)))
    return found | {n.split("-", 1)[1] for n in found if n.split("-", 1)[0] in ARTICLES and "-" in n}


#: Articles a typed name may start with, in the languages rootboard speaks ("de kraaien", "el claro 5").
ARTICLES = {"the", "de", "het", "el", "la", "los", "las"}


def N_(context: str, text: str) -> tuple[str, str]:
    """Mark a string for the catalogues, to translate later: ``N_("menu", "Quit")`` is the
    pair that :func:`tr` takes (keyword ``N_``), for strings set again on a change of language."""
    return (context, text)
