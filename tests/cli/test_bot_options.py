"""`rootboard options` at a seat a bot plays (issue 36, 16.1.3): it says that a bot plays the seat
and offers the command that plays its turn (the suits and items the reveal's check accepts),
mid-turn the command that plays the rest, never the turn's phases; what it prints is accepted
when run, and what it refuses is refused. Said in English, Dutch and Spanish."""

from __future__ import annotations

import json
import shlex

import pytest

from tests.cli.test_bot_commands import new_bot_game
from tests.cli.test_turn_commands import options, run_line
from tests.helpers import load_game, run_cli

SAID = {"en": ("Law of Rootbotics", "order card"), "nl": ("Wetboek van Rootbotica", "orderkaart"),
        "es": ("Ley de la Rootbótica", "carta de orden")}


def played_as(command: str, suit: str, item: str) -> str:
    """The command line ``options`` prints, with the suit and item the table reveals."""
    words = shlex.split(command.replace(" [--item ITEM]", " --item ITEM"))
    return shlex.join({"SUIT": suit, "ITEM": item}.get(w, w) for w in words)


def test_json_before_the_reveal_offers_the_bots_command_and_no_phase(tmp_path):
    path = new_bot_game(tmp_path)
    found = options(path)
    bot = found["bot"]
    assert bot["faction"] == "marquise" and bot["bot"] == "mechanical-marquise" and not bot["begun"]
    assert bot["playable"] and bot["sections"] == ["16.1.3"] and bot["suits"] and bot["items"]
    assert shlex.split(bot["command"])[:4] == ["rootboard", "bot", str(path), "marquise"]
    assert found["options"] == [] and found["refused"] == 0  # no phase, no end of turn: the bot's chapter decides
    code, out, err = run_line(played_as(bot["command"], bot["suits"][-1], bot["items"][0]))
    assert code == 0, err
    assert load_game(path).current != "marquise"


def test_json_of_a_persons_seat_has_no_bot(tmp_path):
    path = new_bot_game(tmp_path)
    assert run_cli("bot", path, "marquise", "--order", "bird")[0] == 0
    found = options(path)
    assert found["bot"] is None and found["options"]


def test_mid_turn_the_rest_is_offered_and_plays_it(tmp_path):
    path = new_bot_game(tmp_path)
    assert run_cli("act", path, "bot-order", "faction=marquise", 'orders=["bird"]')[0] == 0
    bot = options(path)["bot"]
    assert bot["begun"] and bot["playable"] and bot["steps_left"] > 0
    assert shlex.split(bot["command"]) == ["rootboard", "bot", str(path), "marquise"]
    history = len(load_game(path).history)
    code, out, err = run_line(bot["command"])
    assert code == 0, err
    assert len(load_game(path).history) - history == bot["steps_left"] and load_game(path).current != "marquise"


def test_mid_turn_left_by_the_game_the_rest_is_refused_as_run(tmp_path):
    path = new_bot_game(tmp_path)
    assert run_cli("act", path, "bot-order", "faction=marquise", 'orders=["bird"]')[0] == 0
    assert run_cli("act", path, "score", "faction=eyrie", "points=1", "--mode", "teach")[0] == 0
    bot = options(path)["bot"]
    assert bot["begun"] and not bot["playable"]
    code, out, err = run_cli("options", path)
    assert "  - " + bot["command"] in out.splitlines()
    before = path.read_bytes()
    code, _, err = run_line(bot["command"])
    assert code != 0 and path.read_bytes() == before


@pytest.mark.parametrize("lang", sorted(SAID))
def test_text_says_a_bot_plays_it_in_the_runs_language(tmp_path, lang):
    path = new_bot_game(tmp_path)
    code, out, err = run_cli("--lang", lang, "options", path)
    assert code == 0, err
    lines = out.splitlines()
    law, card = SAID[lang]
    bot = options(path)["bot"]
    command = next(n for n, line in enumerate(lines) if line.strip() == bot["command"])
    assert law in lines[command - 1] and "16.1.3" in lines[command - 1]
    assert card in lines[command + 1] and all(s in lines[command + 1] for s in bot["suits"])
    assert not any(line.strip().startswith(("rootboard phase", "rootboard end-turn")) for line in lines)
    assert json.loads(run_cli("--lang", lang, "options", path, "--json")[1])["bot"]["says"] in lines[command + 1]
