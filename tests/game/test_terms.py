"""How messages name the game's things (rootboard.game.terms)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A fresh process: the terms imported, what that loaded, then the Vagabond's words said.
SAY = r"""
import json, sys
import rootboard.game.terms
loaded = "rootboard.game.factions.vagabond.board" in sys.modules
from rootboard.game.factions.vagabond import CHARACTER_CHOSEN
from rootboard.messages import fill, text
said = {lang: [text(CHARACTER_CHOSEN(who="vagabond", character="ranger"), lang), fill("{w:vagabond}", lang, w="Steal"),
               fill("{w:vagabond}", lang, w="allied")] for lang in ("en", "nl", "es")}
print(json.dumps({"loaded": loaded, "said": said}))
"""


def test_the_vagabond_s_words_are_said_through_his_board_loaded_when_first_said():
    """The terms ``character`` and ``vagabond`` say his board's words (16.3, 9.2.9): importing
    the terms, as every command that says something does, loads no Vagabond board (a game
    without him never needs it, issue 32); the first word said loads it, in every language."""
    from rootboard.game.factions.vagabond.board import character_name, vagabond_word

    done = subprocess.run([sys.executable, "-c", SAY], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    found = json.loads(done.stdout)
    assert found["loaded"] is False
    for lang, (chosen, steal, allied) in found["said"].items():
        assert str(character_name("ranger", lang)) in chosen
        assert steal == str(vagabond_word("Steal", lang)) and allied == str(vagabond_word("allied", lang))
    assert len({steal for _, steal, _ in found["said"].values()}) == 3  # the seeds' words, not the English id
