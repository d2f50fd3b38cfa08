"""How setup's messages name a Vagabond's character: ``{character:character}`` ("thief"), in the
window's language as the seeds name them (TERMS.md 7): Dief / Ladrón, Knutselaar / Chatarrero.

The English word is the id the setup records, so the English sentences read as they always have.
"""

from __future__ import annotations

from typing import Any

from rootboard.i18n import pgettext
from rootboard.messages import language, term

#: The Vagabond characters dealt at setup (16.1.8.I.c, 16.3).
CHARACTERS = ("thief", "tinker", "ranger", "vagrant", "arbiter", "scoundrel", "adventurer", "ronin", "harrier")


def character_name(character: str, lang: str | None = None) -> str:
    return pgettext("term.character", str(character), language(lang))


@term("character", words=lambda: [("term.character", c) for c in CHARACTERS])
def _character(value: Any, lang: str) -> str:
    return character_name(value, lang)
