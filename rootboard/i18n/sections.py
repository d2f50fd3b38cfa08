"""Law sections as each language's rulebook numbers them.

Chapters and the appendix keep their numbers in every language, but the Spanish glossary
(16.6) is numbered in Spanish alphabetical order: the English and Dutch 16.6.2 (Adjacent) is
the Spanish 16.6.1 (Adyacente). The table is the rulebooks' own numbering, read from the
seeds (RULES.md 7.1 lists it; a test checks this table against that one).
"""

from __future__ import annotations

GLOSSARY = "16.6"

#: English/Dutch glossary number -> Spanish glossary number (RULES.md 7.1).
SPANISH_GLOSSARY = {
    1: 16, 2: 1, 3: 7, 4: 20, 5: 6, 6: 31, 7: 8, 8: 9, 9: 25, 10: 24, 11: 3, 12: 12,
    13: 21, 14: 18, 15: 2, 16: 4, 17: 22, 18: 23, 19: 5, 20: 34, 21: 26, 22: 28, 23: 29,
    24: 30, 25: 32, 26: 14, 27: 19, 28: 10, 29: 13, 30: 27, 31: 17, 32: 11, 33: 33, 34: 15,
}


def section(number: str, lang: str) -> str:
    """The section ``number`` (as the English Law has it) in ``lang``'s rulebook:
    ``section("16.6.2", "es") == "16.6.1"``; sub-points follow (``16.6.19.I``)."""
    if lang != "es" or not number.startswith(GLOSSARY + "."):
        return number
    rest = number[len(GLOSSARY) + 1:]
    head, dot, tail = rest.partition(".")
    if not head.isdigit() or int(head) not in SPANISH_GLOSSARY:
        return number
    return f"{GLOSSARY}.{SPANISH_GLOSSARY[int(head)]}{dot}{tail}"
