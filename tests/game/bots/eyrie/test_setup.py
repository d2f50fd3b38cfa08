"""The Electric Eyrie's setup (Law of Rootbotics 5.3), played as the game's own actions, on each map."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.game.factions.marquise import KEEP
from rootboard.game.setupkit.places import corners, opposite_corner
from tests.game.bots.eyrie.kit import E
from tests.game.bots.kit import M, PLAYERS
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_roost_and_six_warriors_opposite_the_marquise_bots_keep(map_name):
    state = game(map_name, PLAYERS, seed=11)
    play_setup(state, M, settings("mechanical-marquise"))
    played = play_setup(state, E, settings("electric-eyrie"))
    keep = state.where_is((M, KEEP))[0]
    roost = state.where_is((E, "roost"))
    # 5.3.2: not another bot's starting corner, and opposite a starting corner (the keep's).
    assert roost == [opposite_corner(state.topology, keep)] and roost[0] in corners(state.topology)
    assert state.count(roost[0], (E, "warrior")) == 6
    assert sum(state.count(c, (E, "warrior")) for c in state.topology.board.clearings) == 6
    assert state.boards[E]["decree"]["bird"] == ["vizier", "vizier"]  # 5.3.3
    assert state.supply[(E, "roost")] == 6 and state.supply[(E, "warrior")] == 14  # 5.3.4, 5.3.1
    assert all(p.doing.section.startswith("5.3") for p in played)


@pytest.mark.parametrize("difficulty, bird", [("easy", ["vizier"]), ("normal", ["vizier", "vizier"]),
                                               ("challenging", ["vizier", "vizier", "ambush"]),
                                               ("nightmare", ["vizier", "vizier", "ambush"])])
def test_difficulty_sets_the_bird_column(difficulty, bird):
    # [CR] Difficulty: Easy one Loyal Vizier; Challenging and Nightmare a bird Ambush as well.
    state = game("winter", PLAYERS, seed=2)
    play_setup(state, E, settings("electric-eyrie", difficulty))
    assert state.boards[E]["decree"]["bird"] == bird
    assert state.where_is((E, "roost"))[0] in corners(state.topology)  # no bot before her: any corner


def test_the_same_seed_sets_up_the_same():
    one, two = game("lake", PLAYERS, seed=5), game("lake", PLAYERS, seed=5)
    for state in (one, two):
        play_setup(state, E, settings("electric-eyrie"))
    assert one.fields_json() == two.fields_json()


@pytest.mark.parametrize("lang", ["nl", "es"])
@pytest.mark.parametrize("level", ["challenging", "nightmare"])
def test_the_ambush_at_setup_names_the_difficulty_in_the_tables_language(lang, level):
    # The difficulty as the table's language calls it (the setup's seat line says the same), never
    # the English id capitalised ("Nightmare: ..." in a Dutch setup).
    import re

    import rootboard.game.terms  # noqa: F401  (the terms its neighbours' messages use)
    from rootboard.game.bots.eyrie.setup import AMBUSH
    from rootboard.game.bots.names import DIFFICULTY_NAMES
    from rootboard.messages import text

    said = text(AMBUSH(level=level), lang)
    called = text(DIFFICULTY_NAMES[level](), lang)
    assert said.lower().startswith(called.lower()) and not re.search(rf"\b{level}\b", said, re.I), said
    assert text(AMBUSH(level=level), "en").startswith(level.capitalize())
