"""Every catalogue entry as a table sees it: each placeholder filled, in turn, with every value
rootboard gives it (every faction and title, map, piece, item, phase, area kind, count 1 and 2),
and what a native reader would correct in the sentences that come out.

Used by tests/i18n/test_rendered.py; kept apart so that a translator can run it by hand
(``python -m tests.i18n.rendering nl``) and read every finding at once."""

from __future__ import annotations

import re
import string
import sys
from functools import lru_cache
from typing import Iterator

from rootboard import i18n
from rootboard.i18n import grammar
from rootboard.tools import catalogues

#: How many sentences one entry may render at most: every placeholder's values are crossed while
#: the product stays under this, and otherwise each placeholder runs through its values in turn.
CROSS_LIMIT = 400


@lru_cache(maxsize=None)
def values() -> dict[str, tuple]:
    """Every value each term shows, as rootboard passes them: ids, never words."""
    catalogues.import_everything()
    from rootboard.board.catalog import shipped_maps
    from rootboard.board.topology import BURROW
    from rootboard.game import terms
    from rootboard.game.factions import FACTIONS, LAW
    from rootboard.game.factions.vagabond.actions import SPECIAL_NAMES, VOCABULARY
    from rootboard.game.factions.vagabond.board import CHARACTERS
    from rootboard.game.bots.names import DIFFICULTY_NAMES
    from rootboard.game.factions.eyrie.actions import STEP_NAMES
    from rootboard.game.factions.eyrie.board import COLUMNS, LEADERS
    from rootboard.game.kinds import SUITS
    import json

    titles = tuple(json.loads(p.read_text(encoding="utf-8")).get("title", n.title()) for n, p in shipped_maps().items())
    pieces = tuple(terms._piece_names())
    items = tuple(terms._item_names())
    return {
        "faction": (*FACTIONS, None),
        "title": tuple(FACTIONS),
        "map": titles,
        "piece": pieces, "pieces": pieces,
        "item": items, "items": items,
        "phase": terms.PHASE_NAMES,
        "suit": tuple(SUITS),
        "vp": (1, -1, 2),
        "kind": tuple(sorted({p.kind for f in FACTIONS.values() for p in f.pieces})),
        "group": tuple(sorted({p.one_per_clearing.group for f in FACTIONS.values() for p in f.pieces
                               if p.one_per_clearing})),
        "effect": tuple(LAW.effects),
        "lasts": tuple(sorted({e.lasts for e in LAW.effects.values()})),
        "role": terms.ROLE_NAMES,
        "battle-effect": tuple(LAW.battle_effects),
        "character": CHARACTERS,
        "leader": tuple(LEADERS), "decree-column": COLUMNS, "eyrie-step": STEP_NAMES,
        "difficulty": tuple(DIFFICULTY_NAMES),
        "vagabond": (*VOCABULARY, *SPECIAL_NAMES.values()),
        "card": terms._card_ids(),
        "cardname": ("anvil", "dominance-bird", None),  # a deck's card: named, with its suit, not named
        "area": (5, "1_2_5_10", BURROW, "3-7"),
        "areas": ((5,), (1, 4), (5, "1_2_5_10"), ("1_2_5_10", "3_6_11")),
    }


AGREEING = "\0agreeing"
#: A placeholder with no term is a number or a word rootboard made: a count of one and of two.
BARE = (1, 2)


def fields(text: str) -> list[tuple[str, str]]:
    try:
        # A name that is no identifier is text shown as it is (a JSON example: '{"7": ...}').
        return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(text)
                if name and re.match(r"[A-Za-z_]\w*$", name)]
    except ValueError:
        return []


def _term(spec: str) -> str:
    from rootboard.messages import term_of

    return term_of(spec)


def _choices(msgid_fields: list[tuple[str, str]]) -> dict[str, tuple]:
    """Each parameter's values, by the term the English shows it with."""
    known = values()
    found: dict[str, tuple] = {}
    for name, spec in msgid_fields:
        term = _term(spec)
        if name in found and found[name] is not BARE:
            continue
        found[name] = known.get(term, BARE) if term else BARE
    return found


def fillings(msgid_fields: list[tuple[str, str]], count: int | None = None) -> Iterator[dict]:
    """The parameters an entry is rendered with: crossed while few, else one at a time. The
    form of a plural entry for ``count`` is said with numbers that choose it (1, or 2)."""
    import itertools

    choices = _choices(msgid_fields)
    if count is not None:
        choices = {k: ((count,) if v is BARE else v) for k, v in choices.items()}
    if not choices:
        yield {}
        return
    names = sorted(choices)
    total = 1
    for name in names:
        total *= len(choices[name])
    if total <= CROSS_LIMIT:
        for combo in itertools.product(*(choices[n] for n in names)):
            yield dict(zip(names, combo))
        return
    first = {n: choices[n][0] for n in names}
    for name in names:
        for value in choices[name]:
            yield {**first, name: value}


def entries(lang: str):
    """(context, msgid fields, [(n, msgstr)]) of each entry the table can see (not argparse's)."""
    from rootboard.cli import frame

    for m in catalogues.read(i18n.po_path(lang), lang):
        if not m.id or m.context == frame.CONTEXT:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if lang == i18n.DEFAULT_LANGUAGE:
            strings = ids if len(ids) == 1 else (ids[0], ids[1])
        said = [(1, strings[0])] + [(2, s) for s in strings[1:]]
        if "python-brace-format" not in m.flags:
            # Shown as it is, never formatted (a JSON example in a help text): no placeholder to fill.
            yield m.context, [], [(n, s.replace("{", "(").replace("}", ")")) for n, s in said], ids[-1]
            continue
        yield m.context, [f for msgid in ids for f in fields(msgid)], said, ids[-1]


def agreeing(msgid_fields: list[tuple[str, str]], msgid: str) -> set[str]:
    """The parameters that may be a plural faction: those the English makes a word agree with
    (``{who:faction|sg=is|pl=are}``), and those it names without a verb of its own ("it is ruled
    by {who:faction}", where a translation may say "lo gobierna"). A faction the English follows
    with a singular verb and no switch ("{who:faction} has no boots") is one faction only, the
    Vagabond: its translation's singular is right."""
    from rootboard.messages import _Formatter

    found = set()
    for name, spec in msgid_fields:
        if _term(spec) not in ("faction", "title") or name in found:
            continue
        if any(n == name and "|" in s for n, s in msgid_fields):
            found.add(name)
            continue
        params = {n: values().get(_term(s), BARE)[0] for n, s in msgid_fields}
        try:
            english = _Formatter(i18n.DEFAULT_LANGUAGE).vformat(msgid, (), {**params, name: PLURAL_PROBE})
        except (KeyError, ValueError, IndexError, TypeError):
            continue
        if not re.search(r"Corvids (?:\w+ly |already |also |still |then )?(?:has|is|was|does|\w+[^'’s]s)(?!\w)"
                         r"|\b(?:he|him|himself|his)\b", english):
            found.add(name)
    return found


#: A faction that is plural in every language, to ask the English whether it agrees.
PLURAL_PROBE = "corvids"


def rendered(lang: str) -> Iterator[tuple[str, str, dict, str]]:
    """(context, msgstr, parameters, the sentence) for every entry and filling; the parameters
    carry ``AGREEING``: those the English makes a word agree with."""
    from rootboard.messages import _Formatter

    for context, msgid_fields, said, msgid in entries(lang):
        plural_ok = agreeing(msgid_fields, msgid)
        for n, msgstr in said:
            if not fields(msgstr) and not msgid_fields:
                yield context, msgstr, {AGREEING: set()}, msgstr
                continue
            for shown in fillings(msgid_fields, n if len(said) > 1 else None):
                try:
                    sentence = _Formatter(lang).vformat(msgstr, (), shown)
                except (KeyError, ValueError, IndexError, TypeError) as error:
                    sentence = f"<{type(error).__name__}: {error}>"
                yield context, msgstr, {**shown, AGREEING: plural_ok}, sentence


# --- what a native reader would correct ----------------------------------------------------------

#: The articles each language writes in lower case inside a sentence.
ARTICLES = {"nl": ("De", "Het", "Een"), "es": ("El", "La", "Los", "Las", "Un", "Una", "Unos", "Unas", "Del", "Al")}
#: Where a capital may start again: the sentence's start, after a full stop, a colon, a question,
#: a line break, an opening bracket or quote, a Law prefix ("Ley 4.2:"), a heading's dash.
RESTART = re.compile(r"(^\s*|[.:!?¿¡\n(\[«\"“'‘—–•▶>/|]\s*|\s-\s)$")

#: The singular verbs each language makes agree with a faction, beyond those its catalogue's
#: agreement switches name ({who:faction|sg=...|pl=...}): the verbs of being and having.
SINGULAR_VERBS = {
    "nl": {"is", "zit", "heeft", "kan", "mag", "moet", "wordt", "speelt", "doet", "staat", "blijft", "gaat"},
    "es": {"está", "es", "tiene", "puede", "gobierna", "sigue", "queda", "ha", "juega", "coloca", "mueve"},
    "en": {"is", "has", "does", "was"},
}
#: Dutch puts a plain verb before its subject only in a question or after a first phrase, and
#: a verb before a faction is as often the faction's object ("verslaat de Kraaien"): only the
#: verbs of being and having are looked for there.
INVERTED = {"nl": {"is", "zit", "heeft", "kan", "mag", "moet", "wordt"}, "es": {"sigue", "gobierna", "está", "es"},
            # English inverts after "so" ("so do the Corvids"); "it is the Corvids' turn" is a possessive.
            "en": {"does"}}


def switch_verbs(lang: str) -> set[str]:
    """The singular forms the catalogue itself makes agree with a faction."""
    singular, plural = set(), set()
    switch = re.compile(r"\{\w+:(?:faction|title)\|([^{}]*)\}")
    for _, _, said, _ in entries(lang):
        for _, msgstr in said:
            for inside in switch.findall(msgstr):
                for part in inside.split("|"):
                    key, _, form = part.partition("=")
                    if form and " " not in form.strip():
                        (singular if key == "sg" else plural if key == "pl" else set()).add(form.strip())
    return singular - plural


@lru_cache(maxsize=None)
def plural_factions(lang: str) -> dict[str, tuple[str, ...]]:
    """Each faction said in the plural, in the forms a sentence shows it: bare, with its article."""
    from rootboard.game.terms import faction_name, faction_title
    from rootboard.game.factions import FACTIONS

    found = {}
    for fid in FACTIONS:
        for shown in (faction_name(fid, lang), faction_title(fid, lang)):
            if shown.plural:
                found.setdefault(fid, set()).update({str(shown), shown.form(".the"), shown.form(".The")})
    return {fid: tuple(sorted(forms, key=len, reverse=True)) for fid, forms in found.items()}


def capital_articles(lang: str, sentence: str) -> list[str]:
    found = []
    for match in re.finditer(r"\b(" + "|".join(ARTICLES.get(lang, ())) + r")\b(?= \w)", sentence):
        if ARTICLES.get(lang) and not RESTART.search(sentence[:match.start()]):
            found.append(sentence[max(0, match.start() - 20):match.end() + 20])
    return found


def singular_verbs(lang: str, sentence: str, params: dict, verbs: set[str]) -> list[str]:
    found = []
    if lang not in SINGULAR_VERBS:
        return found
    plural = plural_factions(lang)
    names = [f for k, v in params.items() if k in params[AGREEING] and isinstance(v, str) and v in plural
             for f in plural[v]]
    if not names:
        return found
    said = "|".join(map(re.escape, names))
    verb = "|".join(map(re.escape, sorted(verbs, key=len, reverse=True)))
    # What may stand between a faction and its verb: a negation or an adverb ("los Guardianes
    # solo puede" was missed once), then a Spanish pronoun.
    negation = r"(?:no |niet |nog |ook |al |solo |sólo |ya |también |tampoco |alleen |)(?:le |se |lo |la |)"
    # Not the faction after a preposition: "de markering van de Kraaien gaat" is the marker's verb.
    after = re.compile(rf"(?<!\w)(?<!van )(?<!de )(?<!del )(?<!aan )(?<!voor )(?<!met )(?<!door )(?<!tegen )"
                       rf"(?<!con )(?<!para )(?<!por )(?<!contra )(?<!que )(?<!los )(?<!las )(?<!el )(?<!la )(?<!de )(?<!het )(?<!of )(?<!of the )"
                       rf"(?:{said}) {negation}(?:{verb})(?!\w)")
    inverted = INVERTED[lang]
    before = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, inverted))}) (?:{said})(?!\w)")
    dative = re.compile(rf"(?<!\w)a (?:{said}) (?:no |ya |)le(?!\w)") if lang == "es" else None
    # Dutch puts any verb before its subject after a clause ("als de Vagebond wint, wint de
    # Kraaien ook" was said until the coalition's words were mended).
    clause = re.compile(rf"[,:;] (?:{verb}) (?:{said})(?!\w)") if lang == "nl" else None
    for pattern in filter(None, (after, before, dative, clause)):
        # A name inside a longer one ("de los Espías Córvidos está": the card's verb) is not it.
        found += [m.group(0) for m in pattern.finditer(sentence)
                  if not re.search(r"[A-ZÁÉÍÓÚ][\w-]* $", sentence[:m.start()])]
    return found


MNEMONIC = re.compile(r"&(?=[^\W\d_&])")


def ampersands(lang: str, sentence: str) -> bool:
    """A "&" the reader sees: a Qt menu's "&&", or one in running text (not a mnemonic's)."""
    return "&" in MNEMONIC.sub("", sentence.replace("&&", "\0")).replace("\0", "&")


#: The words after which a faction takes its article: a bare ``{who:faction}`` there reads
#: "van Markiezin", "vecht tegen Arendsnest", "un fondo de Compañía" (``.the``, ``.del`` say it).
ARTICLE_AFTER = {"nl": ("van", "tegen", "door", "aan", "voor", "met", "bij", "naar"),
                 "es": ("de", "contra", "a", "con", "para", "por")}


def bare_factions(lang: str, msgstr: str) -> list[str]:
    """A faction placeholder with no article after a word that needs one (in the msgstr)."""
    words = ARTICLE_AFTER.get(lang, ())
    return [m.group(0) for m in re.finditer(r"(?<![\w{])(\w+) \{\w+:faction\}", msgstr) if m.group(1).lower() in words]


def placeholders_left(sentence: str) -> bool:
    return bool(re.search(r"\{\w[^{}]*\}|^<\w+Error", sentence))


def english_articles(sentence: str) -> list[str]:
    """"a" before a vowel sound, "an" before a consonant's (English, 'a Alliance')."""
    return [m.group(0) for m in re.finditer(r"(?<![\w'’-])[Aa] (?=[AEIOaeio]\w)\w+", sentence)] + \
        [m.group(0) for m in re.finditer(r"(?<![\w'’-])[Aa]n (?=[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w)(?!hour)\w+", sentence)]


def findings(lang: str) -> dict[str, list[str]]:
    """What the sentences of ``lang`` show a reader should not meet, by kind."""
    verbs = (SINGULAR_VERBS.get(lang, set()) | switch_verbs(lang)) if lang in SINGULAR_VERBS else set()
    found: dict[str, set[str]] = {"capital article": set(), "singular verb": set(), "ampersand": set(),
                                  "placeholder": set(), "a/an": set(), "bare faction": set()}
    for context, msgstr, params, sentence in rendered(lang):
        where = f"[{context}] {sentence!r}"
        for hit in singular_verbs(lang, sentence, params, verbs):
            found["singular verb"].add(f"{where}: {hit!r}")
        if lang != i18n.DEFAULT_LANGUAGE:
            for hit in capital_articles(lang, sentence):
                found["capital article"].add(f"{where}: {hit!r}")
            if ampersands(lang, sentence):
                found["ampersand"].add(where)
            for hit in bare_factions(lang, msgstr):
                found["bare faction"].add(f"[{context}] {msgstr!r}: {hit!r}")
        else:
            for hit in english_articles(sentence):
                found["a/an"].add(f"{where}: {hit!r}")
        if placeholders_left(sentence):
            found["placeholder"].add(f"[{context}] {msgstr!r} -> {sentence!r}")
    return {kind: sorted(hits) for kind, hits in found.items()}


if __name__ == "__main__":
    for lang in sys.argv[1:] or ["nl", "es"]:
        for kind, hits in findings(lang).items():
            print(f"== {lang} {kind}: {len(hits)}")
            for hit in hits:
                print("  ", hit)
