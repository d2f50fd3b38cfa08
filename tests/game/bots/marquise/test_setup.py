"""The Mechanical Marquise 2.0's setup (Law of Rootbotics 4.3), played as the game's own actions."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.factions.marquise import KEEP
from rootboard.game.factions.marquise.board import adjacent_clearings
from rootboard.game.setupkit.places import corners, opposite_corner
from tests.game.bots.kit import M, PLAYERS
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_keep_garrison_and_buildings(map_name):
    state = game(map_name, PLAYERS, seed=11)
    played = play_setup(state, M, settings("mechanical-marquise"))
    keep = state.where_is((M, KEEP))
    assert len(keep) == 1 and keep[0] in corners(state.topology)  # 4.3.2
    keep = keep[0]
    opposite = opposite_corner(state.topology, keep)
    for c in state.topology.board.clearings:  # 4.3.3: one each but the opposite corner, two with the keep
        assert state.count(c, (M, "warrior")) == (0 if c == opposite else 2 if c == keep else 1)
    near = {keep, *adjacent_clearings(state, keep)}
    spots = [c for b in ("sawmill", "workshop", "recruiter") for c in state.where_is((M, b))]
    assert len(spots) == 3 and len(set(spots)) == 3 and set(spots) <= near  # 4.3.4
    assert all(p.doing.section.startswith("4.3") for p in played)
    assert state.bots[M]["bot"] == "mechanical-marquise"


def test_the_same_seed_sets_up_the_same():
    one, two = game("autumn", PLAYERS, seed=5), game("autumn", PLAYERS, seed=5)
    play_setup(one, M, settings("mechanical-marquise"))
    play_setup(two, M, settings("mechanical-marquise"))
    assert one.fields_json() == two.fields_json()
