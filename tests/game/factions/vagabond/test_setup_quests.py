"""Setup deals three quests face up once (9.3.3), from the game's seed; two Vagabonds share them."""

from __future__ import annotations

from rootboard.derived.loading import load_topology
from rootboard.game.factions.vagabond.quests import QUESTS, deck_count, face_up
from rootboard.setup import record


def _set_up(mode, seed, players=4, **settings):
    if mode == record.ADVANCED:
        settings["players"] = players
    setup = record.start(load_topology("autumn"), record.make_config(mode, suits="random", **settings), seed)
    setup.run_auto()
    return setup.state


def _with_vagabond(mode, players=4):
    for seed in range(200):
        state = _set_up(mode, seed, players)
        if any(state.law[f].vagabond for f in state.factions):
            return seed, state
    raise AssertionError("no setup seated the Vagabond")


def test_advanced_setup_deals_three_known_quests_from_the_seed():
    seed, state = _with_vagabond(record.ADVANCED)
    up = face_up(state)
    assert len(up) == 3 and len(set(up)) == 3 and set(up) <= set(QUESTS)
    assert deck_count(state) == len(QUESTS) - 3
    assert face_up(_set_up(record.ADVANCED, seed)) == up  # the same seed, the same quests


def test_standard_setup_deals_them_too():
    state = _set_up(record.STANDARD, 3, factions=("marquise", "eyrie", "vagabond"))
    assert len(face_up(state)) == 3


def test_two_vagabonds_share_three_quests():
    for seed in range(300):
        state = _set_up(record.ADVANCED, seed, 5)
        if sum(1 for f in state.factions if state.law[f].vagabond) == 2:
            assert len(face_up(state)) == 3 and deck_count(state) == len(QUESTS) - 3
            return
    raise AssertionError("no setup seated two Vagabonds")
