""""Only in this faction's own <phase>" checked once (rootboard.game.turns.own_phase): another's
turn or, once the phases are tracked, another phase refuses, with the room's own words; a phase
not tracked is trusted, and whose turn it is too where the room trusts it; and no room writes the
check again. Rooms' refusals are checked through their real actions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rootboard
from rootboard.game import replay, terms  # noqa: F401  (registers the terms a sentence names)
from rootboard.game.cards.league import LeagueExhaust
from rootboard.game.factions.duchy.actions import Recruit as DuchyRecruit
from rootboard.game.factions.marquise.actions import Recruit as MarquiseRecruit
from rootboard.game.state import PHASES
from rootboard.game.turns.own_phase import WRONG_PHASE, outside_own, refused_outside_own, refused_outside_own_phase
from rootboard.game.verdict import Verdict
from rootboard.messages import Template, text
from tests.game.gamekit import game, put, turn_of

SAID = Template("test.own-phase", "not now")
FACTIONS = ("marquise", "eyrie", "duchy")


def position(current: str, phase: str, tracked: bool):
    state = turn_of(game("autumn", FACTIONS), current, phase)
    state.phase_tracked = tracked
    return state


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("trusted", [False, True])
def test_own_turn_and_phase_only_once_tracked(phase, trusted):
    for now in PHASES:
        own = position("marquise", now, tracked=True)
        assert outside_own(own, "marquise", phase, trusted) == (now != phase)
        assert outside_own(own, "marquise", (phase, "evening"), trusted) == (now not in (phase, "evening"))
        assert outside_own(position("eyrie", now, tracked=True), "marquise", phase, trusted)  # another's turn
        assert not outside_own(position("marquise", now, tracked=False), "marquise", phase, trusted)  # the table's word
        # Untracked, another's turn: known (refused) unless the room trusts the table on it too.
        assert outside_own(position("eyrie", now, tracked=False), "marquise", phase, trusted) == (not trusted)


def test_the_refusal_is_the_room_s_own_made_only_when_needed():
    made = []

    def refusal():
        made.append(1)
        return SAID()

    assert refused_outside_own(position("marquise", "daylight", True), "marquise", "daylight", refusal) is None
    assert made == []
    refused = refused_outside_own(position("eyrie", "daylight", True), "marquise", "daylight", refusal)
    assert isinstance(refused, Verdict) and not refused.legal and refused.possible and refused.message == SAID()


def test_the_rooms_refuse_through_it_each_in_its_own_words():
    state = game("autumn", FACTIONS)
    state.crafted = state.crafted.take_item("boot", "duchy")
    put(state, min(state.topology.board.clearings), "marquise", "recruiter")
    turn_of(state, "eyrie", "daylight")
    state.phase_tracked = False  # another's turn, the phase not tracked
    ids = {replay.perform(state, a, dry_run=True).verdict.message.id
           for a in (LeagueExhaust("duchy", "boot"), DuchyRecruit())}
    assert ids == {"league.not-daylight", WRONG_PHASE.id}  # whose turn it is, always known
    assert replay.perform(state, MarquiseRecruit(), dry_run=True).verdict.message.id != WRONG_PHASE.id
    state.phase_tracked = True
    refused = replay.perform(state, MarquiseRecruit(), dry_run=True).verdict.message
    assert refused.id == WRONG_PHASE.id and refused.params["who"] == "marquise"


def test_no_room_writes_the_check_again():
    """The condition "the faction on turn, in this phase once tracked" is written in own_phase only."""
    written = re.compile(r"state\.current != \w+(\.\w+)? or \(?state\.phase_tracked and state\.phase (!=|not in)"
                         r"|state\.phase_tracked and \(state\.current != \w+(\.\w+)? or state\.phase (!=|not in)")
    root = Path(rootboard.__file__).parent / "game"
    found = [str(p.relative_to(root)) for p in root.rglob("*.py") if written.search(p.read_text(encoding="utf-8"))]
    assert found == []


@pytest.mark.parametrize("lang, faction, said", [
    ("en", "corvids", "this is done in the Corvids’ own Birdsong; it is the Eyrie’s Daylight"),
    ("en", "marquise", "this is done in the Marquise’s own Birdsong; it is the Eyrie’s Daylight"),
    ("nl", "corvids", "van de Kraaien zelf"), ("nl", "duchy", "van het Hertogdom zelf"),
    ("es", "corvids", "de los propios Córvidos"), ("es", "riverfolk", "de la propia Compañía"),
    ("es", "marquise", "del propio Marquesado"),
])
def test_one_sentence_says_every_faction_with_its_own_grammar(lang, faction, said):
    """The rooms' "not now" is one Template, the faction a parameter: each language says it with
    the faction's article, gender and number (1.4.1)."""
    refused = refused_outside_own_phase(position("eyrie", "daylight", True), faction, ("birdsong", "evening"), "6.4")
    assert refused.message.id == WRONG_PHASE.id and refused.message.sections == ("6.4", "1.4.1")
    assert said in text(refused.message, lang)


def test_no_room_keeps_a_wrong_phase_sentence_of_its_own():
    """The sentence the rooms once each wrote ("this is done in the X's own {phase}") is written once."""
    root = Path(rootboard.__file__).parent / "game"
    found = [str(p.relative_to(root)) for p in root.rglob("*.py")
             if re.search(r"\"this is done in the [^{]", p.read_text(encoding="utf-8"))]
    assert found == []
