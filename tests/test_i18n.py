"""The catalogues: complete in Dutch and Spanish, compiled, and rendering the seeds' terms.

A failure here after adding a Template or a tr() string means: run
``python -m rootboard.tools.catalogues update`` and translate what it lists (README, "Languages")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rootboard import i18n
from rootboard.tools import catalogues
from rootboard.i18n import grammar
from rootboard.i18n.sections import SPANISH_GLOSSARY, section
from rootboard.messages import TEMPLATES, TERM_WORDS, TERMS, render, term_of, text

UPDATE = "run `python -m rootboard.tools.catalogues update` and translate what it lists"


@pytest.fixture(scope="module")
def pot():
    return catalogues.template_catalogue()


def _key(m):
    return (m.context, m.id)


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_every_msgid_has_a_translation(pot, lang):
    po = catalogues.read(i18n.po_path(lang), lang)
    have = {_key(m): m for m in po if m.id}
    missing = [f"[{m.context}] {m.id!r}" for m in pot if m.id and _key(m) not in have]
    assert not missing, f"{lang}.po lacks {len(missing)} msgids ({UPDATE}): {missing[:10]}"
    empty = [f"[{m.context}] {m.id!r}" for m in catalogues.untranslated(po)]
    assert not empty, f"{lang}.po has {len(empty)} untranslated or fuzzy ({UPDATE}): {empty[:10]}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_compiled_catalogues_are_those_of_the_po_files(lang):
    po = catalogues.read(i18n.po_path(lang), lang)
    assert i18n.mo_path(lang).read_bytes() == catalogues.compiled(po), \
        f"{i18n.mo_path(lang)} is older than its .po: run `python -m rootboard.tools.catalogues compile`"


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_translations_keep_the_placeholders_of_their_msgid(lang):
    fields = lambda s: set(re.findall(r"\{(\w+)", s))  # noqa: E731
    for m in catalogues.read(i18n.po_path(lang), lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set().union(*map(fields, ids))
        for s in strings:
            assert fields(s) <= wanted, f"{lang} [{m.context}] {s!r} names a parameter the msgid lacks"


#: Words whose grammar a sentence never asks: plurals (they take their singular's).
NO_GRAMMAR = {"term.pieces", "term.items", "term.areas"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_a_term_says_has_its_grammar(pot, lang):
    """names.tsv beside the catalogue has a row for every word a term can say, and no row
    for a word no term says (a word renamed leaves no stale row)."""
    words = {(c, m) for ws in TERM_WORDS.values() for c, m in ws() if c not in NO_GRAMMAR}
    records = set(grammar.language(lang).records)
    assert not words - records, f"{grammar.names_path(lang)} lacks {sorted(words - records)[:10]}"
    assert not records - words, f"{grammar.names_path(lang)} has rows no term says: {sorted(records - words)[:10]}"


def _fields(text: str) -> list[tuple[str, str]]:
    import string

    try:
        return [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name]
    except ValueError:
        return []


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_translations_ask_only_for_forms_their_language_has(lang):
    """A msgstr's {who:faction.del} or {x:faction|sg=...|pl=...} is a form the language's
    names.tsv gives, of the term the msgid shows that parameter with (a bare {who} is a
    plain value: it has no grammar to ask for), and {x:term~y} names a parameter there is."""
    known = grammar.language(lang)
    articles = {a for rules in known.determiners.values() for _, a in rules} | {
        r.article for r in known.records.values() if r.article}
    keys = {"m", "f", "n", "mpl", "fpl", "npl", "sg", "pl", "*"} | articles
    problems = []
    for m in catalogues.read(i18n.po_path(lang), lang):
        if not m.id or m.context == "argparse":
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        given = {name: spec for msgid in ids for name, spec in _fields(msgid)}
        terms = {}  # a parameter may be shown by two terms in the msgid's forms: piece, pieces
        for msgid in ids:
            for name, spec in _fields(msgid):
                terms.setdefault(name, set()).add(term_of(spec))
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            for name, spec in _fields(s):
                term, form = term_of(spec), spec[len(term_of(spec)):]
                if not form or spec == given.get(name):
                    continue
                where = f"[{m.context}] {s!r}: {{{name}:{spec}}}"
                if term not in TERMS or term not in terms.get(name, ()):
                    problems.append(f"{where}: the msgid shows {name!r} as {given.get(name)!r}")
                elif form.startswith("|"):
                    bad = [k for k, _ in (p.partition("=")[::2] for p in form[1:].split("|")) if k not in keys]
                    if bad:
                        problems.append(f"{where}: no agreement key {bad}")
                elif form.startswith("~"):
                    if form[1:] not in given:
                        problems.append(f"{where}: no parameter {form[1:]!r} to agree with")
                elif form[1:] not in grammar.forms(lang):
                    problems.append(f"{where}: {lang} has no form {form[1:]!r}")
    assert not problems, "\n".join(problems[:20]) + f"\n({len(problems)} in all)"


RULED_OUT = i18n.LOCALE_DIR / "ruled-out.tsv"


def _ruled_out():
    rules = []
    for line in RULED_OUT.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, regex, required, source = line.split("\t")
            rules.append((lang, re.compile(regex), required, source))
    return rules


def test_the_table_of_ruled_out_words_catches_what_it_rules_out():
    rules = _ruled_out()
    assert {lang for lang, *_ in rules} == {"nl", "es"}
    hit = lambda lang, words: [r for l, r, *_ in rules if l == lang and r.search(words)]  # noqa: E731
    assert hit("nl", "een kustopen plek op het speelbord") and hit("es", "la Mochila boca arriba")
    assert not hit("nl", "de oeverplek op de kaart") and not hit("es", "el Hatillo bocarriba")


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_no_translation_uses_a_word_the_terms_rule_out(lang):
    """TERMS.md (the seeds' words) and, where it is silent, the Law's own Dutch and Spanish
    decide one word per thing: locale/ruled-out.tsv lists the words they rule out."""
    rules = [(r, required, source) for l, r, required, source in _ruled_out() if l == lang]
    found = []
    for m in catalogues.read(i18n.po_path(lang), lang):
        if not m.id or m.context == "argparse":
            continue
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            words = re.sub(r"\{[^{}]*\}", "", s)
            found += [f"[{m.context}] {s!r}: /{r.pattern}/ -> {required} ({source})"
                      for r, required, source in rules if r.search(words)]
    assert not found, "\n".join(found[:20]) + f"\n({len(found)} in all)"


def test_the_spanish_glossary_numbers_are_those_of_the_rules_digest():
    digest = Path(__file__).resolve().parents[2] / "shared" / "rules" / "RULES.md"
    if not digest.exists():
        digest = Path(__file__).resolve().parents[1].parent / "shared" / "rules" / "RULES.md"
    if not digest.exists():
        pytest.skip("no ../shared/rules/RULES.md beside this checkout")
    table = dict((int(a), int(b)) for a, b in
                 re.findall(r"^\| (\d+) \| [^|]+\| 16\.6\.(\d+) \|", digest.read_text(encoding="utf-8"), re.M))
    assert table == SPANISH_GLOSSARY
    assert sorted(SPANISH_GLOSSARY.values()) == list(range(1, 35))


def test_sections_keep_their_numbers_but_the_spanish_glossary():
    assert section("16.6.2", "es") == "16.6.1"
    assert section("16.6.19", "es") == "16.6.5"
    assert section("16.6.19", "nl") == "16.6.19"
    assert section("16.2.2.V", "es") == "16.2.2.V"
    assert section("4.2.1", "es") == "4.2.1"


def test_a_spanish_verdict_cites_the_spanish_glossary():
    place = TEMPLATES["place.places"]("16.6.19", who="marquise", count=3, piece="warrior", where=11)
    assert render(place, "es") == "Ley 16.6.5: el Marquesado coloca 3 guerreros en el claro 11"
    assert render(place, "nl") == "Wet 16.6.19: de Markiezin plaatst 3 krijgers in open plek 11"
    assert render(place, "en") == "Law 16.6.19: Marquise places 3 warriors in clearing 11"


def test_sentences_are_built_by_their_language():
    """Articles, contractions and agreement come from each word's grammar (names.tsv)."""
    place = TEMPLATES["place.places"]
    assert text(place("16.6.19", who="corvids", count=2, piece="warrior", where="burrow"), "nl") == \
        "de Kraaien plaatsen 2 krijgers in het Hol"
    assert text(place("16.6.19", who="corvids", count=2, piece="warrior", where="burrow"), "es") == \
        "los Córvidos colocan 2 guerreros en la Madriguera"
    move = TEMPLATES["action.move"]("4.2", who="alliance", count=1, piece="warrior", at=1, to=5)
    assert text(move, "es").startswith("la Alianza mueve 1 guerrero del claro 1 al claro 5")


def test_plurals_come_from_the_catalogue():
    one = TEMPLATES["action.move"]("4.2", who="eyrie", count=1, piece="warrior", at=1, to=5)
    two = TEMPLATES["action.move"]("4.2", who="eyrie", count=2, piece="warrior", at=1, to=5)
    assert "1 krijger " in text(one, "nl") and "2 krijgers " in text(two, "nl")
    assert "1 guerrero " in text(one, "es") and "2 guerreros " in text(two, "es")


def test_the_environment_chooses_the_language():
    env = i18n.from_environment
    assert env({"LANG": "nl_NL.UTF-8"}) == "nl"
    assert env({"LANGUAGE": "fr:es", "LANG": "nl_NL.UTF-8"}) == "es"
    assert env({"LC_ALL": "C", "LANG": "nl_NL.UTF-8"}) == "en"
    assert env({"LANG": "fr_FR.UTF-8"}) == "en"
    assert env({}) == "en"


def test_argparse_words_of_other_python_releases_stay_in_the_catalogue(pot):
    """Each Python release words argparse a little differently; an update run on one keeps
    the words (and translations) another release needs."""
    from rootboard.cli import frame

    words = [m for m in pot if m.id and m.context == frame.CONTEXT]
    assert words
    gone = words[0]
    without = catalogues.Catalog(domain=i18n.DOMAIN)
    for m in pot:
        if m.id and (m.id, m.context) != (gone.id, gone.context):
            without.add(m.id, context=m.context)
    catalogues.keep_argparse_words(without)
    assert without.get(gone.id, frame.CONTEXT) is not None


def test_words_about_a_piece_agree_with_its_gender():
    """A participle, a pronoun or a determiner beside a piece's name takes the piece's gender
    (names.tsv), not the masculine: "1 ficha de madera retirada", "qué ficha de plan es esta",
    "welke complotfiche"; "1 aserradero retirado", "het genoemde" for a het-word."""
    import rootboard.notation.replay  # noqa: F401  (the Rootlog replay's messages)

    removed = TEMPLATES["battle.removes"]
    assert text(removed("4.3", count=1, piece="wood"), "es") == "1 ficha de madera retirada"
    assert text(removed("4.3", count=2, piece="wood"), "es") == "2 fichas de madera retiradas"
    assert text(removed("4.3", count=1, piece="sawmill"), "es") == "1 aserradero retirado"
    lent = TEMPLATES["battle.lent-removed"]("4.3", count=2, owner="marquise", piece="keep")
    assert text(lent, "es").endswith("retiradas")
    unseen = TEMPLATES["rootlog.replay.plot-not-shown"]("13.5.2", piece="plot")
    assert "qué ficha de plan es esta: rootboard pone una de las que" in text(unseen, "es")
    assert "welke complotfiche dit is" in text(unseen, "nl") and "met de beeldzijde naar beneden" in text(unseen, "nl")
    named = TEMPLATES["battle.warriors-first"]
    assert text(named("4.3.4", who="eyrie", where=3, piece="roost"), "es").endswith("no se retira el nido nombrado")
    assert text(named("4.3.4", who="marquise", where=3, piece="keep"), "es").endswith("no se retira la fortaleza nombrada")
    assert "de genoemde burcht" in text(named("4.3.4", who="marquise", where=3, piece="keep"), "nl")
    assert "het genoemde nest" in text(named("4.3.4", who="eyrie", where=3, piece="roost"), "nl")
    hits = TEMPLATES["hits.done"]
    assert text(hits("9.2.7", who="vagabond", count=1, items=["sword"]), "es").endswith("espada dañada")
    assert text(hits("9.2.7", who="vagabond", count=2, items=["hammer", "sword"]), "es").endswith("dañados")
    assert text(hits("9.2.7", who="vagabond", count=2, items=["sword", "torch"]), "es").endswith("dañadas")


@pytest.mark.parametrize("lang,articles", [("nl", ("de", "het")), ("es", ("el", "la"))])
def test_a_piece_written_out_with_its_article_takes_the_one_its_grammar_gives(lang, articles):
    """A translation that writes a piece's article itself ("de complotfiche") says the
    article names.tsv gives that word, the one every generated sentence uses: the Dutch once
    said "het complotfiche" in eight strings and "welke complotfiche" in the others."""
    from babel.messages.pofile import read_po

    pieces = [msgid for (context, msgid) in grammar.language(lang).records if context == "term.piece"]
    expected = {}
    for msgid in pieces:
        shown = grammar.word("term.piece", msgid, lang)
        the = shown.form(".the")
        if the.endswith(" " + str(shown)) and the.split(" ")[0] in articles:
            expected[str(shown)] = the.split(" ")[0]
    assert len(expected) > 10
    path = Path(i18n.__file__).resolve().parents[1] / "locale" / lang / "LC_MESSAGES" / "rootboard.po"
    with open(path, "rb") as f:
        catalog = read_po(f, locale=lang)
    pattern = re.compile(r"\b(" + "|".join(articles) + r") (" + "|".join(map(re.escape, expected)) + r")\b(?![\w-])")
    wrong = set()
    for message in catalog:
        for said in (message.string if isinstance(message.string, tuple) else (message.string,)):
            for article, shown in pattern.findall(said or ""):
                if article != expected[shown]:
                    wrong.add(f"{message.context}: {article} {shown}")
    assert not wrong, sorted(wrong)


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_a_faction_that_begins_a_sentence_takes_its_article(lang):
    """Dutch and Spanish name a faction with its article as a sentence's subject ("la Alianza
    no coloca nada", "de Kraaien plaatsen"), never bare as English does ("Alliance places
    nothing"); a bare name before a colon is a heading ("Alianza: roba 3 cartas")."""
    from babel.messages.pofile import read_po

    path = Path(i18n.__file__).resolve().parents[1] / "locale" / lang / "LC_MESSAGES" / "rootboard.po"
    with open(path, "rb") as f:
        catalog = read_po(f, locale=lang)
    bare = re.compile(r"^\{\w+:faction\} [a-záéíóúñ]")
    wrong = sorted({m.context for m in catalog if m.id
                    for said in (m.string if isinstance(m.string, tuple) else (m.string,)) if bare.match(said or "")})
    assert not wrong, wrong
