"""Logs of games without the Alliance or the Eyrie, read without their readings
(rootboard.notation.translate.alliance and .eyrie, imported only for a game the faction plays in,
issue 32): what a log writes in their notation is said exactly as their readings say it in such a
game, each of whose steps asks first whether the faction plays, with one exception: a misspelt
base of the Alliance's (``r_b``) is not read leniently as hers (assumed) before it is refused, as
any piece of a faction not in the game is (1.5.1)."""

from __future__ import annotations

import pytest

from rootboard.notation import read_text
from rootboard.notation.replay import replay_log
from rootboard.notation.translate import Translator
from rootboard.notation.translate.alliance import MISSPELT_BASE

# The Marquise and the Eyrie, no Alliance: her turn writes the Alliance's notation in each form her
# reading tells apart (Mobilize, Train, a Revolt's spend and base, Organize, sympathy spread and
# placed alone, her base misspelt and removed, her officers lost, supporters spent).
WITHOUT_ALLIANCE = ("Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\n"
                    "C:#A->$/B#A->/w->$/2R#$->/2w+b_r->10/Aw7->/At->7/At->8/Ar_b->7/Ab_r7->/2wA$->/R#A$->/t->3\n")
# The Marquise and the Alliance, no Eyrie: the Eyrie's notation in each form her reading tells
# apart (cards added to the Decree, the Decree purged with a leader after it, points lost before it).
WITHOUT_EYRIE = ("Map: Fall\nDeck: Standard\nC: A\nA: B\n\nC:t_k->1\nA:t->12\n\n"
                 "C:R#E->E$_r/B#E->E$_x/E$_->/#despot->E$/--2/E$_->\nA:--1/E$_->/#despot->E$\n")


def _with_readings(monkeypatch) -> None:
    """Both readings, as a game either faction plays in has them."""
    find = Translator._find_readers

    def find_with_theirs(self, law, factions):  # their rooms' readers found as if they played
        find(self, law, [*factions, *(fid for fid in ("alliance", "eyrie") if fid not in factions)])

    monkeypatch.setattr(Translator, "_find_readers", find_with_theirs)


@pytest.mark.parametrize("text", [WITHOUT_ALLIANCE, WITHOUT_EYRIE], ids=["alliance", "eyrie"])
def test_a_game_without_the_faction_says_of_its_notation_what_its_reading_says(text, monkeypatch):
    without = replay_log(read_text(text)).to_json()
    _with_readings(monkeypatch)
    read = replay_log(read_text(text)).to_json()
    misspelt = [f for f in read["flags"] if f["id"] == MISSPELT_BASE.id]
    assert [f["text"] for f in misspelt] == (["Ar_b->7"] if text is WITHOUT_ALLIANCE else [])
    assert without == {**read, "flags": [f for f in read["flags"] if f not in misspelt]}
    # Each of the faction's actions is said, by every path of it: none is played nor passed over in silence.
    turn = read_text(text).turns[-1 if text is WITHOUT_ALLIANCE else -2]
    said = {flag["text"] for flag in without["flags"] if flag["line"] == turn.line}
    assert said >= {a.text for a in turn.actions if "A" in a.text or "E" in a.text}
