"""Extract every msgid rootboard can show, merge it into the .po files, compile the .mo files.

Run ``python -m rootboard.tools.catalogues update`` after adding a Template or a ``tr(...)`` string: the
new msgids appear in ``rootboard/locale/{nl,es}/LC_MESSAGES/rootboard.po`` with an empty
msgstr, the command lists them, and the test of the catalogues fails until they are
translated. (A changed English text keeps its old translation marked ``#, fuzzy``: revise it
and delete the mark.) ``python -m rootboard.tools.catalogues compile`` only compiles; ``... status``
only lists what is untranslated.

Where the msgids come from:

* every :class:`~rootboard.messages.Template`, found by importing every rootboard module and
  walking :data:`~rootboard.messages.TEMPLATES` (exact: the template's id is the msgctxt, its
  English the msgid, its plural the msgid_plural);
* the words every term can say (:data:`~rootboard.messages.TERM_WORDS`: faction, piece and
  phase names) and the "Law {sections}" prefix;
* every ``tr(context, text)`` and ``ntr(context, singular, plural, n)`` call, found by Babel's
  Python extractor;
* argparse's own words (its usage line, headings and errors), under the context
  :data:`rootboard.cli.frame.CONTEXT`: :func:`argparse_msgids` takes them from the running
  Python's argparse source, so none is typed here (``rootboard.cli.frame`` says why). Each
  Python release words a few differently: ``update --argparse FILE...`` adds other Pythons'
  argparse sources, and words already in the catalogue stay (the catalogue carries those of
  3.10 to 3.13, so the test of the catalogues passes on each).

This module needs Babel (a development dependency); running rootboard does not.
"""

from __future__ import annotations

import argparse
import importlib
import io
import pkgutil
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import rootboard
from rootboard import i18n
from rootboard.cli import frame

PACKAGE = Path(rootboard.__file__).resolve().parent
POT = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
KEYWORDS = {"tr": ((1, "c"), 2), "ntr": ((1, "c"), 2, 3), "N_": ((1, "c"), 2)}
#: How argparse marks its words: ``_(msgid)`` and ``ngettext(singular, plural, n)``.
ARGPARSE_KEYWORDS = {"_": None, "ngettext": (1, 2)}


def argparse_msgids(sources: tuple[str, ...] = ()) -> list[tuple[str | tuple[str, str], int]]:
    """Every word argparse can say, as the running Python's argparse source marks it, and
    the argparse sources of other Pythons given (their words differ from release to release):
    (msgid or (singular, plural), line)."""
    found = {}
    for source in (argparse.__file__, *sources):
        for lineno, message, _comments, _context in extract_from_file("python", source, keywords=ARGPARSE_KEYWORDS):
            found.setdefault(message, lineno)
    return sorted(found.items(), key=lambda item: item[1])


def import_everything() -> None:
    """Import every rootboard module, so that every Template and term is declared."""
    for info in pkgutil.walk_packages([str(PACKAGE)], prefix="rootboard."):
        if info.name.endswith("__main__") or info.name.startswith("rootboard.tools.catalogues"):
            continue
        importlib.import_module(info.name)


def template_catalogue(argparse_sources: tuple[str, ...] = ()) -> Catalog:
    """The .pot: every msgid rootboard can show, with where it is declared."""
    import_everything()
    from rootboard import messages

    catalog = Catalog(domain=i18n.DOMAIN, project="rootboard", fuzzy=False)
    for template in sorted(messages.TEMPLATES.values(), key=lambda t: t.id):
        if not template.module.startswith("rootboard."):
            continue  # declared by a test, not something rootboard says
        msgid = template.text if template.plural is None else (template.text, template.plural)
        comments = [f"count: {template.count}"] if template.count else []
        catalog.add(msgid, context=template.id, locations=[(template.module, 0)], auto_comments=comments)
    for name, words in sorted(messages.TERM_WORDS.items()):
        for context, msgid in words():
            catalog.add(msgid, context=context, auto_comments=[f"term: {name}"])
    catalog.add(messages.LAW[1], context=messages.LAW[0], auto_comments=["{sections}: 4.2.1, 16.6.2"])
    catalog.add(messages.LIST[1], context=messages.LIST[0],
                auto_comments=["a list in running text: {head} is the items but the last, joined by ', '"])
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)):
        catalog.add(message, context=context, locations=[(f"rootboard/{filename}", lineno)],
                    auto_comments=comments)
    for message, lineno in argparse_msgids(argparse_sources):
        catalog.add(message, context=frame.CONTEXT, locations=[("argparse.py", lineno)], auto_comments=[ARGPARSE_NOTE])
    return catalog


ARGPARSE_NOTE = "argparse's own words: keep every %(name)s and %s, and a trailing space"


def keep_argparse_words(pot: Catalog) -> None:
    """argparse's words that the catalogue has and this Python's argparse lacks belong to
    another Python release (rootboard runs on several): they stay, with their translations."""
    path = i18n.po_path(i18n.DEFAULT_LANGUAGE)
    if not path.exists():
        return
    for message in read(path, i18n.DEFAULT_LANGUAGE):
        if message.id and message.context == frame.CONTEXT and pot.get(message.id, frame.CONTEXT) is None:
            pot.add(message.id, context=frame.CONTEXT, locations=message.locations, auto_comments=[ARGPARSE_NOTE])


def read(path: Path, lang: str | None = None) -> Catalog:
    with open(path, "rb") as fp:
        return read_po(fp, locale=lang)


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, omit_header=False)
    path.write_bytes(buffer.getvalue())


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def untranslated(catalog: Catalog) -> list:
    """The messages with no usable translation: an empty msgstr, or a fuzzy one."""
    found = []
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, (list, tuple)) else [m.string]
        if m.fuzzy or not all(strings):
            found.append(m)
    return found


def update(argparse_sources: tuple[str, ...] = ()) -> int:
    pot = template_catalogue(argparse_sources)
    keep_argparse_words(pot)
    write(pot, POT)
    for lang in i18n.LANGUAGES:
        path = i18n.po_path(lang)
        if path.exists():
            catalog = read(path, lang)
            catalog.update(pot, update_header_comment=False)
            catalog.obsolete.clear()  # msgids no longer used: gone from the code, gone here
        else:
            catalog = Catalog(locale=lang, domain=i18n.DOMAIN, project="rootboard", fuzzy=False)
            catalog.update(pot)
        write(catalog, path)
    compile_all()
    return status()


def compile_all() -> None:
    for lang in i18n.LANGUAGES:
        i18n.mo_path(lang).write_bytes(compiled(read(i18n.po_path(lang), lang)))


def status(out=sys.stdout) -> int:
    """Print how many strings each language translates, and list the ones it does not."""
    missing_any = False
    for lang in i18n.LANGUAGES:
        catalog = read(i18n.po_path(lang), lang)
        total = sum(1 for m in catalog if m.id)
        if lang == i18n.DEFAULT_LANGUAGE:
            print(f"{lang}: {total} strings (the msgids are English)", file=out)
            continue
        missing = untranslated(catalog)
        print(f"{lang}: {total - len(missing)} of {total} translated, {len(missing)} untranslated", file=out)
        for m in missing:
            msgid = m.id[0] if isinstance(m.id, tuple) else m.id
            print(f"  {i18n.po_path(lang).relative_to(PACKAGE.parent)}: [{m.context}] {msgid!r}"
                  + (" (fuzzy)" if m.fuzzy else ""), file=out)
        missing_any = missing_any or bool(missing)
    return 1 if missing_any else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        # update --argparse /usr/lib/python3.13/argparse.py ...: another Python's argparse words too
        sources = tuple(argv[2:]) if argv[1:2] == ["--argparse"] else ()
        return update(sources)
    if command == "compile":
        compile_all()
        return 0
    if command == "status":
        return status()
    print("usage: python -m rootboard.tools.catalogues [update|compile|status]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
