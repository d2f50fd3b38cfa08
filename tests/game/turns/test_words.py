"""Every step of every faction's turn has words of its own, with its step's Law section; the
generic turn's phases and a room's step without words are said too, never by their ids."""

from __future__ import annotations

import pytest

from rootboard.game.factions import LAW
from rootboard.game.turns.steps import GENERIC_STEPS, steps_of
from rootboard.game.turns.words import ANY_ACTION, UNNAMED, room, step_words
from rootboard.messages import text

SEATED = [f for f in LAW.players]


@pytest.mark.parametrize("faction", SEATED, ids=lambda f: f.id)
def test_every_step_of_every_turn_has_its_words_and_section(faction):
    for step in steps_of(faction):
        said = step_words(faction, step)
        assert said.id != UNNAMED.id, f"{faction.id}: step {step.id} has no words"
        assert said.sections == (step.section,)
        english = text(said, "en")
        for lang in ("nl", "es"):  # said in the language's own words: an untranslated one falls back to English
            assert text(said, lang) and text(said, lang) != english, (faction.id, step.id, lang)


def test_the_generic_turn_says_whatever_the_table_plays(monkeypatch):
    # Every seated faction has a room now (the Riverfolk's was the last, 11.4-11.6): one is
    # made roomless for the test, its turn taken away.
    generic = SEATED[0]
    monkeypatch.setattr(type(generic), "turn", None)
    assert room(generic) is None
    assert steps_of(generic) == GENERIC_STEPS
    assert {step_words(generic, s).id for s in GENERIC_STEPS} == {ANY_ACTION.id}


def test_a_step_without_words_is_said_by_its_place_in_its_phase():
    from rootboard import records

    roomed = next(f for f in SEATED if room(f) is not None)
    phase = [s for s in steps_of(roomed) if s.phase == steps_of(roomed)[-1].phase]
    last = records.replace(phase[-1], words=None)  # a fan faction's step, without words of its own
    steps = [*steps_of(roomed)]
    steps[steps.index(phase[-1])] = last
    said = step_words(roomed, last, steps)
    assert said.id == UNNAMED.id and said.params == {"number": len(phase), "count": len(phase)}
