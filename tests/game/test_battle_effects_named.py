"""A battle effect named at the table (4.3) is found among the battle's own factions first, and
only then among the Law's every effect: whatever the order it is looked for in, it is the effect
the Law's table gives, and one of a faction not in the game is refused by its own check, never
taken for an unknown name (issue 32: a battle naming Field Hospitals loads the Marquise's battle
rules, not every faction's)."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.battle import resolution
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions import LAW
from rootboard.messages import render
from tests.game.gamekit import game, put, turn_of


def _clearing(state):
    """A clearing with no map piece (ruin, ferry, tower): where the battle is arranged."""
    return next(c for c in sorted(state.topology.board.clearings)
                if not any(state.count(c, ("map", p)) for p in ("ruin", "ferry", "tower")))


# Four games, every seated faction in one of them, each faction a side in one and a bystander in another.
GAMES = [("marquise", "eyrie", "alliance", "vagabond"), ("eyrie", "hundreds", "marquise", "keepers"),
         ("riverfolk", "lizards", "duchy", "corvids"), ("keepers", "vagabond", "corvids", "vagabond2")]


@pytest.mark.parametrize("factions", GAMES)
def test_every_named_effect_is_the_law_s_own(factions):
    state = game("autumn", factions)
    fight = resolution.Fight(state, factions[0], factions[1], _clearing(state))
    for name, effect in LAW.battle_effects.items():
        assert resolution._named_effect(fight, name) is effect, name
    assert resolution._named_effect(fight, "no-such-effect") is None


def test_an_effect_of_a_faction_not_in_the_game_is_refused_by_its_own_rule():
    """Field Hospitals (6.2.3) in a game without the Marquise: her ability, refused as no side's
    of this battle, with its section, the position unchanged; an unknown name is bad input."""
    state = game("autumn", ("eyrie", "alliance"))
    assert "marquise" not in state.in_game
    state = turn_of(state, "eyrie", "daylight")
    c = _clearing(state)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "alliance", "warrior", 2)
    before = state.to_json()
    outcome = replay.perform(state, Battle("eyrie", "alliance", c, (2, 1), effects=("field-hospitals",)))
    assert not outcome.applied and outcome.verdict.section == "6.2.3", render(outcome.verdict.message)
    assert state.to_json() == before
    with pytest.raises(BadInput):
        Battle("eyrie", "alliance", c, (2, 1), effects=("no-such-effect",)).resolve(state)
