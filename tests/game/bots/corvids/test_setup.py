"""The Cogwheel Corvids' setup (Law of Rootbotics 11.3.1-11.3.2 [RDB]; [CR]
Setup0-1), played as the game's own actions, on each map."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.kinds import SUITS
from tests.game.bots.corvids.kit import C, PLAYERS
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_a_warrior_in_the_lowest_priority_clearing_of_each_suit(map_name):
    state = game(map_name, PLAYERS, seed=11)
    played = play_setup(state, C, settings("cogwheel-corvids"))
    # 11.3.2: of each suit's clearings (read from the map), the one of lowest priority (2.1: the
    # highest number).
    lowest = {max(c for c in state.topology.board.clearings if state.suits[c] == s) for s in SUITS}
    on_map = {c: state.count(c, (C, "warrior")) for c in state.topology.board.clearings}
    assert {c for c, n in on_map.items() if n} == lowest and set(on_map[c] for c in lowest) == {1}
    assert state.supply[(C, "warrior")] == 15 - len(SUITS)  # 11.3.1: 15 warriors
    assert sum(state.supply[(C, p)] for p in ("bomb", "snare", "extortion", "raid")) == 8  # 8 plots, none placed
    assert [p.doing.section for p in played] == ["11.3.1"] + ["11.3.2"] * len(SUITS)


def test_a_clearing_where_it_cannot_be_placed_is_passed_over():
    # 2.3: the Marquise's keep bars the lowest fox clearing; the next lowest is taken.
    from rootboard.game.factions.marquise import KEEP
    from tests.game.gamekit import put

    state = game("autumn", PLAYERS, seed=11)
    fox = sorted(c for c in state.topology.board.clearings if state.suits[c] == "fox")
    put(state, fox[-1], "marquise", KEEP)
    play_setup(state, C, settings("cogwheel-corvids"))
    assert state.count(fox[-1], (C, "warrior")) == 0 and state.count(fox[-2], (C, "warrior")) == 1
