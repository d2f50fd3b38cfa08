"""The Riverfolk Robots' setup (Law of Rootbotics 9.3), played as the game's own actions, on each map."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.factions.marquise import KEEP
from rootboard.game.setupkit.places import river_clearings
from tests.game.bots.kit import M
from tests.game.bots.riverfolk.kit import PLAYERS, R, payments
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_a_warrior_on_each_river_clearing_and_one_in_payments(map_name):
    state = game(map_name, PLAYERS, seed=11)
    play_setup(state, M, settings("mechanical-marquise"))
    played = play_setup(state, R, settings("riverfolk-robots"))
    keep = state.where_is((M, KEEP))[0]
    river = set(river_clearings(state.topology)) - {keep}  # the keep's clearing is the Marquise's alone (4.2.1)
    mine = {c: state.count(c, (R, "warrior")) for c in state.topology.board.clearings}
    assert {c for c, n in mine.items() if n} == river and set(mine.values()) <= {0, 1}  # 9.3.2
    assert payments(state) == {R: 1}  # 9.3.4
    assert state.supply[(R, "warrior")] == 15 - len(river) - 1  # 9.3.1: fifteen warriors
    assert not any(state.where_is((R, p.name)) for p in state.law[R].pieces if p.name.endswith("trade-post"))  # 9.3.3
    assert all(p.doing.section.startswith("9.3") for p in played)
    assert played[-1].doing.says.template.id == "bot.riverfolk.setup.market"  # 9.3.5: the table's cards


def test_the_same_seed_sets_up_the_same():
    one, two = game("lake", PLAYERS, seed=5), game("lake", PLAYERS, seed=5)
    for state in (one, two):
        play_setup(state, R, settings("riverfolk-robots"))
    assert one.fields_json() == two.fields_json()
