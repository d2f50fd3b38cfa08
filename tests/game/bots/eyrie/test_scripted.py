"""A scripted game on each map: the Electric Eyrie and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Alliance) that passes, every order card from a
seeded draw; no traceback, every step of hers cites its Rootbotics section (a step said once
before its further doings), and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.gamefile.file import save_game
from tests.game.bots.eyrie.kit import E
from tests.game.bots.kit import M, PLAYERS
from tests.game.bots.scripted import ROUNDS, kinds_played, play_rounds, reopens
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, E, settings("electric-eyrie", "challenging", ("nobility", "relentless", "swoop")))
    turns = play_rounds(state, random.Random(f"scripted-eyrie/{map_name}"), {M: "4.", E: "5."})
    assert len(turns[E]) >= ROUNDS - 1 or state.winner
    assert "bot-eyrie-decree" in kinds_played(turns[E])
    again = reopens(state, tmp_path)
    from rootboard.notation.export import export

    assert export(again).count("\nE:") >= 1  # written as Rootlog, what it cannot say as comments


def test_a_malformed_decree_in_the_file_names_the_element(tmp_path):
    import json

    from rootboard.errors import GameFormatError

    state = game("autumn", PLAYERS, seed=3)
    play_setup(state, E, settings("electric-eyrie"))
    path = tmp_path / "game.json"
    save_game(state, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["boards"][E]["decree"]["fox"] = ["vizier"]  # a vizier is a bird card (5.3.3)
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        load_game(path)
    except GameFormatError as error:
        assert str(path) in str(error) and "eyrie.decree.fox" in str(error)
    else:
        raise AssertionError("a fox column holding a vizier was read")
