"""One translation per term (rootboard/locale/glossary.tsv): every catalogue entry whose English
uses a term of the glossary says the glossary's Dutch and Spanish word for it, and the glossary
agrees with the seeds' terms (TERMS.md) where it cites them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rootboard import i18n
from rootboard.tools import catalogues

GLOSSARY = i18n.LOCALE_DIR / "glossary.tsv"
#: The seeds' terms, beside the checkout (a worktree sits one folder deeper).
TERMS = next((p / "shared" / "rules" / "TERMS.md" for p in Path(__file__).resolve().parents[3:5]
              if (p / "shared" / "rules" / "TERMS.md").exists()), Path("TERMS.md"))


def glossary() -> list[dict]:
    rows = []
    for number, line in enumerate(GLOSSARY.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        assert len(cells) in (4, 5), f"{GLOSSARY}:{number}: english, nl, es, source[, other senses]"
        english, nl, es, source = cells[:4]
        others = {c.strip() for c in cells[4].split(",")} if len(cells) == 5 else set()
        rows.append({"en": re.compile(english), "nl": re.compile(nl, re.I), "es": re.compile(es, re.I),
                     "source": source, "others": others, "line": number})
    return rows


def said(text: str) -> str:
    """What a reader sees of a catalogue string, without the code's words: a placeholder gives
    the words its agreement switch may say ({who:faction|sg=scoort|pl=scoren}), mnemonics go."""
    def words(match):
        return " ".join(p.partition("=")[2] for p in match.group(1).split("|")[1:])
    return re.sub(r"&(?=\w)", "", re.sub(r"\{([^{}]*)\}", words, text or ""))


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_every_entry_says_the_one_word_of_its_terms(lang):
    rows = glossary()
    wrong = []
    for m in catalogues.read(i18n.po_path(lang), lang):
        if not m.id or m.context == "argparse":
            continue
        english = said(m.id[0] if isinstance(m.id, tuple) else m.id)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for row in rows:
            if m.context in row["others"] or not row["en"].search(english):
                continue
            for s in strings:
                if not row[lang].search(said(s)):
                    wrong.append(f"[{m.context}] {s!r}: {row['en'].pattern} is /{row[lang].pattern}/ ({row['source']})")
    assert not wrong, "\n".join(wrong[:20]) + f"\n({len(wrong)} in all)"


def test_the_glossary_names_each_term_once():
    english = [row["en"].pattern for row in glossary()]
    assert len(english) == len(set(english)) and len(english) > 20


def test_the_glossary_says_the_seeds_words():
    """A row citing TERMS.md matches the Dutch and Spanish word TERMS.md gives for the term."""
    if not TERMS.exists():
        pytest.skip("no ../shared/rules/TERMS.md beside this checkout")
    table = {}
    for line in TERMS.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 3 and not set(cells[0]) <= set("-"):
            table[cells[0].lower()] = (cells[1], cells[2])
    checked = 0
    for row in glossary():
        cited = re.match(r"TERMS §\d+ ([^(]+?) \(", row["source"])
        if not cited:
            continue
        term = cited.group(1).lower()
        # "face up / face down", "damage / repair": a term may be one of a row's pair.
        found = next((v for k, v in table.items() if term in (k, *(p.strip() for p in k.split("/")))
                      or k.startswith(term + " (")), None)
        assert found is not None, f"{GLOSSARY}:{row['line']}: TERMS.md has no term {term!r}"
        for lang, words in zip(("nl", "es"), found):
            assert row[lang].search(words), f"{GLOSSARY}:{row['line']}: {lang} /{row[lang].pattern}/ is not {words!r}"
        checked += 1
    assert checked > 15
