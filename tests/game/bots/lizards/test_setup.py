"""The Logical Lizards' setup (Law of Rootbotics 8.3), played as the game's own actions, on each map."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.lizards.turn import adjacent
from rootboard.game.bots.play import play_setup
from rootboard.game.factions.marquise import KEEP
from rootboard.game.setupkit.places import corners, opposite_corner
from tests.game.bots.kit import M
from tests.game.bots.lizards.kit import L, PLAYERS
from tests.game.gamekit import MAPS, game


def gardens_on_map(state) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    for c in state.topology.board.clearings:
        for (f, p), n in state.pieces_at(c).items():
            if f == L and p.endswith("-garden") and n:
                found.setdefault(c, []).append(p)
    return found


@pytest.mark.parametrize("map_name", MAPS)
def test_four_warriors_and_a_garden_opposite_the_marquise_bots_keep(map_name):
    state = game(map_name, PLAYERS, seed=11)
    play_setup(state, M, settings("mechanical-marquise"))
    played = play_setup(state, L, settings("logical-lizards"))
    keep = state.where_is((M, KEEP))[0]
    corner = opposite_corner(state.topology, keep)  # 8.3.2: opposite a starting corner, not another bot's
    assert corner in corners(state.topology)
    assert gardens_on_map(state) == {corner: [f"{state.suits[corner]}-garden"]}  # of matching printed suit
    around = adjacent(state, corner)
    warriors = {c: state.count(c, (L, "warrior")) for c in state.topology.board.clearings
                if state.count(c, (L, "warrior"))}
    assert warriors == {corner: 4, **{c: 1 for c in around}}  # 8.3.2
    total = state.law[L].piece("warrior").count
    assert state.supply[(L, "warrior")] == total - 4 - len(around)  # 8.3.1
    assert sum(state.supply[(L, f"{s}-garden")] for s in ("fox", "mouse", "rabbit")) == 14  # 8.3.4 "14 remaining"
    assert all(p.doing.section.startswith("8.3") for p in played)
    assert [p.doing.section for p in played if p.doing.says is not None][-2:] == ["8.3.4", "8.3.5"]


def test_no_bot_before_them_any_corner_and_the_same_seed_sets_up_the_same():
    one, two = game("lake", PLAYERS, seed=5), game("lake", PLAYERS, seed=5)
    for state in (one, two):
        play_setup(state, L, settings("logical-lizards"))
    assert list(gardens_on_map(one))[0] in corners(one.topology)
    assert one.fields_json() == two.fields_json()
