"""A scripted game on each map: the Logical Lizards and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Alliance) that passes, every order and revealed
card from a seeded draw; no traceback, every step of theirs cites its Rootbotics section (a step
said once before its further doings), and the game file reopens as it was played."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.eyrie.test_scripted import cites_each_step
from tests.game.bots.kit import M
from tests.game.bots.lizards.kit import L, PLAYERS
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
SUITS = ("fox", "mouse", "rabbit", "bird")
CHAPTER = {M: "4.", L: "8."}


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, L, settings("logical-lizards", "challenging", ("martyrs", "erratic")))
    rng = random.Random(f"scripted-lizards/{map_name}")
    turns = {M: 0, L: 0}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(SUITS) for _ in range(8)]  # the order, then the cards revealed
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert cites_each_step(played, CHAPTER[fid])
            turns[fid] += 1
        else:
            # The human passes: the end of the turn, played as the table would (teach: its steps unwalked).
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert turns[L] >= ROUNDS - 1 or state.winner
    kinds = {e["action"]["type"] for e in state.history}
    assert {"bot-lizards-acolyte", "place"} <= kinds
    assert any(e["action"]["type"] == "place" and e["action"]["request"]["piece"].endswith("-garden")
               and e["action"]["request"]["faction"] == L for e in state.history)
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[L].turn == state.law[L].turn  # their seat is still the bot's


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
