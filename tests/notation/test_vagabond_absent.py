"""A log of a game without a Vagabond, read without his reading (rootboard.notation.translate
.vagabond and .quests, imported only for a game he plays in, issue 32): what it writes of
relationship markers, quests and character cards says exactly what his reading says of factions
that are no Vagabond. Items are one rule that both read (tests/notation/test_others_items.py)."""

from __future__ import annotations

from importlib import import_module

from rootboard.notation import read_text
from rootboard.notation.replay import replay_log
from rootboard.notation.translate import VAGABOND_READER, Translator
from rootboard.records import replace
from rootboard.notation.translate.cards import NOT_DECK, NOT_HIS
from rootboard.notation.translate.markers import NOT_A_VAGABOND, OTHER_MARKER

# The Marquise and the Eyrie, no Vagabond: her turn writes his notation in each form his reading
# tells apart (a relationship made Hostile or moved along the track, his own or the Eyrie's; a
# quest onto her board or the Eyrie's; a character card), and the Eyrie's Decree discarded, a
# marker that is no relationship.
LOG = ("Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\n"
       "C:$_E->h/$_E->1/E$_E->2/M#Q->$/R#Q->E$/#thief->$/"
       "#thief->E$/E$_->\n")


def test_a_game_without_a_vagabond_says_of_his_notation_what_his_reading_says(monkeypatch):
    log = read_text(LOG)
    without = replay_log(log).to_json()
    find = Translator._find_readers

    def find_with_his_reading(self, law, factions):  # his reading, as a game he plays in has it
        find(self, law, factions)
        self.readers = replace(self.readers, vagabond=import_module(VAGABOND_READER[1]))

    monkeypatch.setattr(Translator, "_find_readers", find_with_his_reading)
    assert replay_log(read_text(LOG)).to_json() == without
    # Each of her actions is said, by every path of it: none is played nor passed over in silence.
    turn = log.turns[-1]
    said = [flag for flag in without["flags"] if flag["line"] == turn.line]
    assert [flag["text"] for flag in said] == [action.text for action in turn.actions]
    assert {flag["id"] for flag in said} == {t.id for t in (NOT_A_VAGABOND, NOT_HIS, NOT_DECK, OTHER_MARKER)}
