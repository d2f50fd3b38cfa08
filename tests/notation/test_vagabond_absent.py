"""The notation of a Vagabond's board written of a faction that is no Vagabond: its relationship
markers, quests and character cards. Each is said by one rule in a module every translation
imports, before the Vagabond's reading (rootboard.notation.translate.vagabond and .quests,
imported only for a game he plays in, issue 32) is asked: a relationship marker refused
(``markers.relationship_refused``, 9.2.9), a quest refused (``cards``, 9.5.5), a character card
no card of the deck (``cards``, 9.3.1). So a game without him and a game with him say the same
of them. Items are one rule too (tests/notation/test_others_items.py)."""

from __future__ import annotations

import pytest

from rootboard.notation import model as m
from rootboard.notation import read_text
from rootboard.notation.replay import replay_log
from rootboard.notation.translate import NotModelled, Refused
from rootboard.notation.translate.cards import NOT_DECK, NOT_HIS
from rootboard.notation.translate.markers import NOT_A_VAGABOND, OTHER_MARKER, relationship_refused
from tests.notation.test_translate import steps_of

WITHOUT_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\nC:{}\n"
WITH_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\nV: C\n\nC:t_k->1\nE:b+6w->12\nV:#thief->$/p->1_2_5_10\n\nC:{}\n"

# Each form the Vagabond's reading tells apart, written on the Marquise's turn, what is said of
# it and of whom: a relationship made Hostile or moved along the track, hers or the Eyrie's; a
# quest onto her board or the Eyrie's; a character card onto either.
FORMS = [
    ("$_E->h", Refused, NOT_A_VAGABOND.id, "marquise"),
    ("$_E->1", Refused, NOT_A_VAGABOND.id, "marquise"),
    ("E$_E->2", Refused, NOT_A_VAGABOND.id, "eyrie"),
    ("M#Q->$", Refused, NOT_HIS.id, "marquise"),
    ("R#Q->E$", Refused, NOT_HIS.id, "eyrie"),
    ("#thief->$", NotModelled, NOT_DECK.id, None),
    ("#thief->E$", NotModelled, NOT_DECK.id, None),
]


def _marker(text: str) -> m.Marker:
    (move,) = read_text(text).turns[-1].actions
    (step,) = move.steps()
    return step.what


@pytest.mark.parametrize("game", [WITHOUT_HIM, WITH_HIM], ids=["without-a-vagabond", "with-a-vagabond"])
def test_the_rule_refuses_a_relationship_marker_of_a_faction_that_is_no_vagabond(game):
    state = replay_log(read_text(game.format("$_E->h"))).state
    for text, who in (("$_E->h", "marquise"), ("E$_C->2", "eyrie")):
        refused = relationship_refused(state, _marker(game.format(text)))
        assert isinstance(refused, Refused) and refused.reason.id == NOT_A_VAGABOND.id
        assert refused.reason.params["who"] == who and refused.reason.sections == ("9.2.9",)


def test_the_rule_leaves_a_vagabond_s_own_marker_to_his_reading():
    state = replay_log(read_text(WITH_HIM.format("$_E->h"))).state
    assert relationship_refused(state, _marker(WITH_HIM.format("V$_E->h"))) is None


@pytest.mark.parametrize("game", [WITHOUT_HIM, WITH_HIM], ids=["without-a-vagabond", "with-a-vagabond"])
@pytest.mark.parametrize("text, said, message, who", FORMS, ids=[f[0] for f in FORMS])
def test_a_replay_says_of_a_faction_that_is_no_vagabond_what_the_rule_says(game, text, said, message, who):
    """Read without his reading (a game without him) or with it: one step, its rule's."""
    (step,) = steps_of(game.format(text), 0)
    assert isinstance(step, said) and step.reason.id == message
    assert step.reason.params.get("who") == who


def test_his_reading_is_not_asked_of_another_faction_s_relationship_marker(monkeypatch):
    from rootboard.notation.translate import vagabond

    def asked(*args):
        raise AssertionError("his reading asked of a marker that is not his")

    monkeypatch.setattr(vagabond, "relationship_steps", asked)
    (step,) = steps_of(WITH_HIM.format("E$_E->2"), 0)
    assert step.reason.id == NOT_A_VAGABOND.id


def test_each_of_her_actions_is_said_in_a_game_without_a_vagabond():
    """None is played nor passed over in silence; the Eyrie's Decree discarded by a faction whose
    Decree it is not is a marker that is no relationship."""
    text = WITHOUT_HIM.format("/".join([f[0] for f in FORMS] + ["E$_->"]))
    log = read_text(text)
    turn = log.turns[-1]
    said = [flag for flag in replay_log(log).to_json()["flags"] if flag["line"] == turn.line]
    assert [flag["text"] for flag in said] == [action.text for action in turn.actions]
    assert {flag["id"] for flag in said} == {NOT_A_VAGABOND.id, NOT_HIS.id, NOT_DECK.id, OTHER_MARKER.id}
