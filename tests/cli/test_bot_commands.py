"""`rootboard bot` (Law of Rootbotics): the bot's setup and its turn played from the command line,
each step printed with its section in the run's language, the file reopening; bad input exits 2
with one line and leaves the file as it was."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import GameFormatError
from tests.helpers import load_game, run_cli


def new_bot_game(tmp_path, map_name: str = "autumn"):
    path = tmp_path / "bots.json"
    code, _, err = run_cli("new", map_name, "-o", path, "--factions", "marquise,eyrie,alliance")
    assert code == 0, err
    code, out, err = run_cli("bot", path, "marquise", "--setup", "--difficulty", "challenging", "--trait", "blitz")
    assert code == 0, err
    return path


def test_setup_then_a_turn_each_step_cited(tmp_path):
    path = new_bot_game(tmp_path)
    state = load_game(path)
    assert state.bots["marquise"] == {"bot": "mechanical-marquise", "difficulty": "challenging", "traits": ["blitz"]}
    code, out, err = run_cli("bot", path, "marquise", "--order", "fox", "--item", "hammer", "--json")
    assert code == 0, err
    steps = json.loads(out)
    assert steps and all(s["section"].startswith("4.") for s in steps)
    assert steps[-1]["action"]["type"] == "end-turn"
    assert load_game(path).current == "eyrie"


@pytest.mark.parametrize("lang, cited", [("en", "Law of Rootbotics 4.4.1"), ("nl", "Wetboek van Rootbotica 4.4.1"),
                                         ("es", "Ley de la Rootbótica 4.4.1")])
def test_steps_are_said_in_the_runs_language(tmp_path, lang, cited):
    path = new_bot_game(tmp_path)
    code, out, err = run_cli("--lang", lang, "bot", path, "marquise", "--order", "bird")
    assert code == 0, err
    assert out.splitlines()[0].startswith(cited)


@pytest.mark.parametrize("argv", [("--order", "fox", "--rolls", "4,0"), ()])
def test_bad_input_exits_2_and_changes_nothing(tmp_path, argv):
    path = new_bot_game(tmp_path)
    before = path.read_bytes()
    code, out, err = run_cli("bot", path, "marquise", *argv)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_a_seat_no_bot_plays_is_bad_input(tmp_path):
    path = new_bot_game(tmp_path)
    code, _, err = run_cli("bot", path, "eyrie", "--order", "fox")
    assert code == 2 and "eyrie" in err.lower()


@pytest.mark.parametrize("bots, element", [
    ({"eyrie": {"bot": "mechanical-marquise", "difficulty": "normal", "traits": []}}, "bots.eyrie.bot"),
    ({"vagabond": {"bot": "mechanical-marquise", "difficulty": "normal", "traits": []}}, "bots.vagabond"),
    ({"marquise": {"bot": "mechanical-marquise", "difficulty": "hard", "traits": []}}, "bots.marquise.difficulty"),
    ({"marquise": {"bot": "mechanical-marquise", "difficulty": "easy", "traits": ["lazy"]}}, "bots.marquise.traits[0]"),
])
def test_a_bad_bots_entry_names_the_file_and_element(tmp_path, bots, element):
    path = new_bot_game(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["bots"] = bots
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert str(error.value.element) == element and error.value.source


def test_dice_left_over_are_said(tmp_path):
    path = new_bot_game(tmp_path)  # nobody else on the board: no battle uses the table's dice
    code, out, err = run_cli("bot", path, "marquise", "--order", "fox", "--rolls", "1,1", "2,2")
    assert code == 0 and len(err.strip().splitlines()) == 1 and "2" in err


def test_the_vagabot_from_the_command_line(tmp_path):
    # 'rootboard bot' seats the Vagabot at the Vagabond's seat, plays his setup, then his turn.
    path = tmp_path / "vagabot.json"
    code, _, err = run_cli("new", "lake", "-o", path, "--factions", "marquise,alliance,vagabond")
    assert code == 0, err
    code, out, err = run_cli("bot", path, "vagabond", "--setup", "--trait", "adventurer")
    assert code == 0, err
    assert load_game(path).bots["vagabond"] == {"bot": "vagabot", "difficulty": "normal", "traits": ["adventurer"]}
    state = load_game(path)
    while state.current != "vagabond":
        assert run_cli("phase", path, "evening")[0] == 0 and run_cli("end-turn", path)[0] == 0
        state = load_game(path)
    code, out, err = run_cli("--lang", "es", "bot", path, "vagabond", "--order", "fox", "--json")
    assert code == 0, err
    steps = json.loads(out)
    assert steps and all(s["section"].startswith("7.") for s in steps)
    assert steps[-1]["action"]["type"] == "end-turn"
    assert load_game(path).current == "marquise"


def begun_file(path, actions: int):
    """The bot's turn begun in the game at ``path`` as the window's Next leaves it: its first
    ``actions`` acting steps."""
    from rootboard.game import replay
    from rootboard.game.bots.play import Context, plan_turn
    from rootboard.gamefile.file import save_game

    state = load_game(path)
    plan = plan_turn(state, "marquise", Context(orders=["fox"], item="hammer"))
    law = replay.rules_for(state)
    for step in [s for s in plan.steps if s.entry is not None][:actions]:
        assert replay.perform(state, step.action(law)).applied
    save_game(state, path)
    return path


def test_a_turn_begun_is_not_begun_again_and_the_file_is_as_it_was(tmp_path):
    path = begun_file(new_bot_game(tmp_path), 1)
    before = path.read_bytes()
    code, out, err = run_cli("bot", path, "marquise", "--order", "rabbit")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "16.1.3" in err
    assert path.read_bytes() == before


def test_without_an_order_the_rest_of_a_turn_begun_is_played(tmp_path):
    path = new_bot_game(tmp_path)
    whole = tmp_path / "whole.json"
    whole.write_bytes(path.read_bytes())  # the same game, its turn played at once
    code, out, err = run_cli("bot", whole, "marquise", "--order", "fox", "--item", "hammer", "--json")
    assert code == 0, err
    begun_file(path, 2)
    code, out, err = run_cli("bot", path, "marquise", "--json")
    assert code == 0, err
    assert json.loads(out)[-1]["action"]["type"] == "end-turn"
    assert [e["action"] for e in load_game(path).history] == [e["action"] for e in load_game(whole).history]


def ambush_file(tmp_path):
    """The Drillbit Duchy's two warriors and an Eyrie warrior in a rabbit clearing, its Birdsong."""
    from rootboard.gamefile.file import save_game
    from tests.game.bots.test_ambush import duchy_battle

    path = tmp_path / "ambush.json"
    save_game(duchy_battle()[0], path)
    return path


@pytest.mark.parametrize("mode, code_wanted", [("enforce", 2), ("teach", 0)])
def test_an_ambush_against_the_bots_battle_is_judged_by_the_battle(tmp_path, mode, code_wanted):
    path = ambush_file(tmp_path)
    before = path.read_bytes()
    code, out, err = run_cli("bot", path, "duchy", "--order", "rabbit", "--rolls", "0,0", "--ambush", "bird",
                             "--mode", mode)
    assert code == code_wanted, err
    if code == 2:  # Hates Surprises: said with its sections, the file as it was
        assert "Hates Surprises" in err and "4.3.1" in err and path.read_bytes() == before
    else:
        battles = [e["action"] for e in load_game(path).history if e["action"]["type"] == "battle"]
        assert battles[0]["ambush"] and battles[0]["ambush_suit"] == "bird"


def test_no_ambush_and_a_bad_suit(tmp_path):
    path = ambush_file(tmp_path)
    before = path.read_bytes()
    code, _, err = run_cli("bot", path, "duchy", "--order", "rabbit", "--ambush", "badger")
    assert code == 2 and "badger" in err and path.read_bytes() == before
    code, _, err = run_cli("bot", path, "duchy", "--order", "rabbit", "--rolls", "0,0", "--ambush", "none", "fox",
                           "--mode", "teach")
    assert code == 0, err
    battles = [e["action"] for e in load_game(path).history if e["action"]["type"] == "battle"]
    assert len(battles) == 1 and not battles[0]["ambush"]  # its one battle, no ambush card
    assert "1 ambush card given was not used" in err  # the second, for a battle not fought: said, not dropped
