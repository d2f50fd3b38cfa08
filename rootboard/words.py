"""Words built from names, by the rules of the language they are shown in.

Names are data (a faction's title, a short name); the words around them belong to the
language. English writes a possessive with a bare apostrophe after a name that ends in s
("Eyrie Dynasties’ turn", "Corvids’ Daylight") and with ’s after any other ("Marquise de
Cat’s turn"). Every possessive rootboard shows is made here, so no caller decides it.
"""

from __future__ import annotations

DEFAULT_LANGUAGE = "en"
APOSTROPHE = "\u2019"  # the typographic apostrophe the window shows
ASCII_APOSTROPHE = "'"  # for plain text: the command line, screen readers' accessible names


def possessive(name: str, lang: str = DEFAULT_LANGUAGE, apostrophe: str = APOSTROPHE) -> str:
    """``"Eyrie Dynasties"`` -> ``"Eyrie Dynasties’"``; ``"Marquise"`` -> ``"Marquise’s"``.

    ``apostrophe`` is :data:`ASCII_APOSTROPHE` where plain text is wanted.
    """
    if lang != "en":
        raise ValueError(f"no possessive rule for language {lang!r}")
    if not name:
        raise ValueError("a possessive needs a name")
    if name[-1] in "sS":
        return name + apostrophe
    return name + apostrophe + "s"
