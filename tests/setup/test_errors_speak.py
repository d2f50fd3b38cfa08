"""The setup's refusals are Messages, in the run's language, with the steps and choices as data."""

from __future__ import annotations

import pytest

from rootboard.derived.loading import load_topology
from rootboard.errors import BadInput, GameFormatError
from rootboard.game.setupkit import engine
from rootboard.setup import record
from rootboard.game.setupkit.engine import Setup
from rootboard.setup.standard import SetupConfig, script


def started(seed=1):
    topology = load_topology("autumn")
    return topology, Setup(script, topology, SetupConfig(factions=("marquise", "eyrie"), suits="random"), seed=seed)


def test_a_step_the_setup_has_not_is_named_as_typed():
    _, setup = started()
    with pytest.raises(BadInput) as error:
        setup.run_auto({"weather": "rain", "music": "loud"})
    message = error.value.message
    assert message.id == engine.NO_SUCH_STEP.id and message.params["steps"] == ("music", "weather")
    assert error.value.element == "--choose"
    nl, es = error.value.describe("nl"), error.value.describe("es")
    assert "voorbereiding" in nl and "preparación" in es and "music, weather" in nl and "music, weather" in es


def test_a_recorded_setup_that_is_not_finished():
    topology, setup = started()
    data = {"kind": "standard", "config": {"factions": ["marquise", "eyrie"], "suits": "random", "first": None},
            "seed": 1, "choices": []}
    with pytest.raises(GameFormatError) as error:
        record.replay(data, topology, "g.json")
    assert error.value.element == "setup.choices" and error.value.message.id == record.NOT_FINISHED.id
    assert error.value.message.params["step"] == setup.pending.id
    assert "niet af" in error.value.describe("nl") and "no está terminada" in error.value.describe("es")


def test_a_choice_for_another_step_names_both():
    topology, setup = started()
    data = {"kind": "standard", "config": {"factions": ["marquise", "eyrie"], "suits": "random", "first": None},
            "seed": 1, "choices": [["no-such-step", 1]]}
    with pytest.raises(GameFormatError) as error:
        record.replay(data, topology, "g.json")
    message = error.value.message
    assert error.value.element == "setup.choices" and message.id == engine.WRONG_STEP.id
    assert (message.params["n"], message.params["step"], message.params["asked"]) == (1, "no-such-step",
                                                                                       setup.pending.id)
    assert "keuze 1" in error.value.describe("nl") and "elección 1" in error.value.describe("es")
