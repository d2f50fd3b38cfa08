"""The Vagabot's setup (Law of Rootbotics 7.3, [CR] setupRules), played as the game's own actions."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.bots.vagabond.setup import CHARACTERS
from rootboard.game.factions.vagabond.board import character
from rootboard.game.movement import in_forest, is_clearing
from tests.game.bots.vagabond.kit import PLAYERS, V
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_pawn_in_a_forest_next_to_the_most_clearings_and_four_items(map_name):
    state = game(map_name, PLAYERS, seed=11)
    played = play_setup(state, V, settings("vagabot"))
    (at,) = state.where_is((V, "pawn"))
    assert in_forest(at)
    touching = {f: sum(1 for a in state.topology.neighbours(f) if is_clearing(a)) for f in state.topology.forests}
    assert touching[at] == max(touching.values())  # 7.3.2: none touches more clearings
    board = state.vagabonds[V]
    assert board.character in CHARACTERS and len(board.items) == len(character(board.character).items) == 4
    assert all(not i.exhausted for i in board.items)  # face up (7.2.3)
    assert [p.doing.section for p in played] == ["7.3.1", "7.3.2", "7.3.3", "7.3.4"]
    assert state.bots[V]["bot"] == "vagabot" and state.law[V].turn == "rootboard.game.bots.vagabond.turn"


def test_the_same_seed_sets_up_the_same():
    one, two = game("winter", PLAYERS, seed=5), game("winter", PLAYERS, seed=5)
    play_setup(one, V, settings("vagabot"))
    play_setup(two, V, settings("vagabot"))
    assert one.fields_json() == two.fields_json()


def test_the_game_format_names_every_bot_and_trait():
    # A seat the Vagabot plays is kept in the file: the schema's enums list every bot and every
    # trait a table may choose, so whatever 'rootboard bot --setup' accepts, the file still opens.
    import json
    from pathlib import Path

    from rootboard.game.bots import BOTS, bot_module

    schema = json.loads((Path(__file__).parents[4] / "maps/schema/rootboard-game.schema.json").read_text())
    entry = schema["$defs"]["bots"]["additionalProperties"]["properties"]  # the game's "bots" and its setup's
    assert set(BOTS) <= set(entry["bot"]["enum"])
    assert {t for b in BOTS for t in bot_module(b).OPTIONAL_TRAITS} <= set(entry["traits"]["items"]["enum"])
