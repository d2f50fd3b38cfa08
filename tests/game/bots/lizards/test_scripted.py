"""A scripted game on each map: the Logical Lizards and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Alliance) that passes, every order and revealed
card from a seeded draw; no traceback, every step of theirs cites its Rootbotics section (a step
said once before its further doings), and the game file reopens as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from rootboard.gamefile.file import save_game
from tests.game.bots.kit import M
from tests.game.bots.lizards.kit import L, PLAYERS
from tests.game.bots.scripted import ROUNDS, play_rounds, reopens
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, L, settings("logical-lizards", "challenging", ("martyrs", "erratic")))
    turns = play_rounds(state, random.Random(f"scripted-lizards/{map_name}"), {M: "4.", L: "8."})
    assert len(turns[L]) >= ROUNDS - 1 or state.winner
    kinds = {e["action"]["type"] for e in state.history}
    assert {"bot-lizards-acolyte", "place"} <= kinds
    assert any(e["action"]["type"] == "place" and e["action"]["request"]["piece"].endswith("-garden")
               and e["action"]["request"]["faction"] == L for e in state.history)
    reopens(state, tmp_path)


def test_a_malformed_conspiracy_marker_in_the_file_names_the_element(tmp_path):
    import json

    from rootboard.errors import GameFormatError

    state = game("autumn", PLAYERS, seed=3)
    play_setup(state, L, settings("logical-lizards"))
    path = tmp_path / "game.json"
    save_game(state, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["boards"][L] = {**data["boards"].get(L, {}), "conspiracy": "sermon"}  # not a space of the track (8.4.2)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert str(path) in str(error.value) and "conspiracy" in str(error.value)
