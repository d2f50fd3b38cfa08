"""A scripted game on each map: the Electric Eyrie and the Mechanical Marquise 2.0 set up and
playing ten rounds, with one human seat (the Alliance) that passes, every order card from a
seeded draw; no traceback, every step of hers cites its Rootbotics section (a step said once
before its further doings), and the game file reopens as it was played (position and history)."""

from __future__ import annotations

import random

import pytest

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots import settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.game.bots.eyrie.kit import E
from tests.game.bots.kit import M, PLAYERS
from tests.game.gamekit import MAPS, game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")
CHAPTER = {M: "4.", E: "5."}


def cites_each_step(played, chapter: str) -> bool:
    """Each step cites the bot's chapter, or the chapter of another faction's pieces whose rules
    for bots it follows instead (Faction.bot_instead: the Corvids' face-up snare, 11.8.2)."""
    from rootboard.game.factions.corvids import SNARE_INSTEAD

    sections = [p.doing.section for p in played]
    instead = [p.doing.says is not None and p.doing.says.id == SNARE_INSTEAD.id for p in played]
    return (all(s.startswith(chapter) or other for s, other in zip(sections, instead))
            and played[0].doing.says is not None
            and all(p.doing.says is not None or p.doing.section == before
                    for p, before in zip(played[1:], sections)))


@pytest.mark.parametrize("map_name", MAPS)
def test_ten_rounds_with_two_bots_and_a_passing_human(map_name, tmp_path):
    state = game(map_name, PLAYERS, seed=3)
    play_setup(state, M, settings("mechanical-marquise", "normal", ("blitz",)))
    play_setup(state, E, settings("electric-eyrie", "challenging", ("nobility", "relentless", "swoop")))
    rng = random.Random(f"scripted-eyrie/{map_name}")
    turns = {M: 0, E: 0}
    while state.round <= ROUNDS and not state.winner:
        fid = state.current
        if fid in state.bots:
            orders = [rng.choice(ORDERS) for _ in range(8)]  # the table's next cards, if the Marquise expands
            item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
            played = play_turn(state, fid, Context(orders=orders, item=item))
            assert cites_each_step(played, CHAPTER[fid])
            turns[fid] += 1
        else:
            # The human passes: the end of the turn, played as the table would (teach: its steps unwalked).
            assert replay.perform(state, EndTurn(walk=True), "teach").applied
    assert turns[E] >= ROUNDS - 1 or state.winner
    assert any(e["action"]["type"] == "bot-eyrie-decree" for e in state.history)
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.law[E].turn == state.law[E].turn  # her seat is still the bot's
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
