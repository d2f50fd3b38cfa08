"""The card commands: draw, discard, spend, give, reveal, dominance, hand; and what status,
its JSON and render show of the cards. A card in a hand is its owner's alone: no view but
that faction's names it."""

from __future__ import annotations

import json

import pytest

from rootboard.game.cards import deck
from rootboard.game.cards.names import card_title
from rootboard.game.cards.table import HAND_LIMIT
from tests.helpers import run_cli


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    code, _, err = run_cli("new", "autumn", "-o", path, "--seed", "4")
    assert code == 0, err
    return path


def cards_of(path, *viewer) -> dict:
    code, out, err = run_cli("status", path, "--json", *viewer)
    assert code == 0, err
    return json.loads(out)["cards"]


def test_a_card_drawn_knowingly_is_shown_only_in_its_owners_view(game_file, tmp_path):
    secret = "anvil"
    named = card_title(secret, "en")
    assert run_cli("draw", game_file, "marquise", "3", "--card", named)[0] == 0
    # The whole table: the hand's size, no card.
    code, out, _ = run_cli("status", game_file)
    assert code == 0 and named not in out
    code, out, _ = run_cli("status", game_file, "--json")
    assert secret not in out and json.loads(out)["cards"]["hands"]["marquise"] == 3
    code, out, _ = run_cli("status", game_file, "--as", "eyrie")
    assert named not in out
    code, out, _ = run_cli("log", game_file)
    assert named not in out
    svg = tmp_path / "board.svg"
    assert run_cli("render", game_file, "-o", svg)[0] == 0
    assert secret not in svg.read_text() and named not in svg.read_text()
    # Its owner's view.
    assert cards_of(game_file, "--as", "marquise")["known"] == {"marquise": [secret]}
    code, out, _ = run_cli("status", game_file, "--as", "marquise")
    assert named in out
    code, out, _ = run_cli("hand", game_file, "marquise", "--json")
    assert json.loads(out) == {"faction": "marquise", "size": 3, "known": [secret], "not_named": 2}


def test_the_draw_pile_discard_pile_and_dominance_as_status_shows_them(game_file):
    size = deck("standard").size
    run_cli("draw", game_file, "eyrie", "4", "--card", "dominance-fox")
    assert run_cli("discard", game_file, "eyrie", "--card", "fox dominance", "--count", "1")[0] == 0
    # One of the two cards not named turns out to be an Ambush!: the table sees it spent.
    assert run_cli("spend", game_file, "eyrie", "--card", "ambush-bird")[0] == 0
    assert run_cli("spend", game_file, "eyrie", "--count", "2")[0] == 1  # one card left: refused
    cards = cards_of(game_file)
    assert cards["draw_pile"] == size - 4 and cards["discard_pile"] == [None, "ambush-bird"]
    assert cards["dominance"]["available"] == ["dominance-fox"] and cards["hands"]["eyrie"] == 1
    code, out, _ = run_cli("status", game_file)
    assert card_title("dominance-fox", "en") in out


def test_cards_are_typed_in_the_language_of_the_run(game_file):
    for lang, typed in (("nl", "Dominantie vogel"), ("es", "¡emboscada! zorro")):
        assert run_cli("--lang", lang, "draw", game_file, "alliance", "--card", typed)[0] == 0
    assert cards_of(game_file, "--as", "alliance")["known"] == {"alliance": ["ambush-fox", "dominance-bird"]}
    code, _, err = run_cli("draw", game_file, "alliance", "--card", "dominance")  # which of the four?
    assert code == 2 and "dominance-bird" in err


def test_a_hand_over_five_after_evening_stops_the_turn_unless_teaching(game_file):
    run_cli("phase", game_file, "evening")
    run_cli("draw", game_file, "marquise", str(HAND_LIMIT + 1))
    before = game_file.read_bytes()
    code, _, err = run_cli("end-turn", game_file)
    assert code == 1 and "6.6" in err and game_file.read_bytes() == before
    code, _, err = run_cli("end-turn", game_file, "--mode", "teach")
    assert code == 0 and "WARNING" in err


def test_give_reveal_and_dominance_from_the_command_line(game_file):
    run_cli("draw", game_file, "vagabond", "2", "--card", "dominance-rabbit")
    assert run_cli("give", game_file, "vagabond", "--card", "dominance-rabbit", "marquise")[0] == 0
    assert cards_of(game_file, "--as", "marquise")["known"] == {"marquise": ["dominance-rabbit"]}
    assert run_cli("reveal", game_file, "vagabond", "sappers")[0] == 0
    code, _, err = run_cli("dominance", game_file, "marquise", "rabbit dominance")
    assert code == 1 and "3.3.1" in err  # 0 victory points
    run_cli("score", game_file, "marquise", "10")
    run_cli("phase", game_file, "daylight")
    assert run_cli("dominance", game_file, "marquise", "rabbit dominance")[0] == 0
    assert cards_of(game_file)["dominance"]["activated"] == {"marquise": "dominance-rabbit"}
    assert run_cli("undo", game_file)[0] == 0
    assert cards_of(game_file)["dominance"]["activated"] == {}


def test_the_deck_chosen_at_setup_is_recorded_and_shown(tmp_path):
    """16.1.2: Advanced Setup may replace the standard deck with the Exiles and Partisans deck."""
    made = tmp_path / "new.json"
    assert run_cli("new", "autumn", "-o", made, "--deck", "exiles")[0] == 0
    set_up = tmp_path / "setup.json"
    code, _, err = run_cli("setup", "autumn", "-o", set_up, "--players", "3", "--auto", "--seed", "5", "--deck", "exiles")
    assert code == 0, err
    assert json.loads(set_up.read_text())["setup"]["config"]["deck"] == "exiles"
    for path in (made, set_up):
        code, out, _ = run_cli("status", path, "--json")
        assert json.loads(out)["deck"] == "exiles"
        # A card of that deck only is drawn by name; one of the standard deck only is not in it.
        exiles_only = next(c.id for c in deck("exiles").cards if c.id not in {s.id for s in deck("standard").cards})
        assert run_cli("draw", path, json.loads(out)["turn"]["faction"], "--card", exiles_only)[0] == 0
        standard_only = next(c.id for c in deck("standard").cards if c.id not in {s.id for s in deck("exiles").cards})
        assert run_cli("draw", path, json.loads(out)["turn"]["faction"], "--card", standard_only)[0] == 2
    code, out, _ = run_cli("status", tmp_path / "new.json")
    assert "Exiles" in out
    code, _, _ = run_cli("setup", "autumn", "-o", tmp_path / "std.json", "--factions", "marquise,eyrie", "--standard",
                         "--deck", "exiles")
    assert code == 2


def test_the_log_reads_card_actions_back_from_a_proved_file(game_file, tmp_path):
    """The second read of a file applies its proved history without the rules: the log, a
    process of its own, still says each entry (the actions' modules declare their messages)."""
    import os
    import subprocess
    import sys

    run_cli("draw", game_file, "eyrie", "2", "--card", "anvil")
    env = {**os.environ, "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"), "LANGUAGE": "en"}
    for command in ("status", "log"):  # status proves the history; log reads it proved
        done = subprocess.run([sys.executable, "-m", "rootboard", command, str(game_file)], env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    assert "Anvil" not in done.stdout and "Eyrie draws 2 cards" in done.stdout


def test_end_turn_says_the_victory_by_dominance_and_status_shows_it(tmp_path):
    """3.3.1: the Marquise's fox dominance card wins at the start of her Birdsong, one turn later."""
    path = tmp_path / "dominance.json"
    assert run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    fox = sorted(int(c) for c, s in json.loads(path.read_text())["suits"].items() if s == "fox")
    for command in (("score", path, "marquise", "10"), ("draw", path, "marquise", "1", "--card", "fox dominance"),
                    ("phase", path, "daylight"), ("dominance", path, "marquise", "fox dominance"),
                    *(("place", path, "marquise", "warrior", str(c)) for c in fox[:3]),
                    ("phase", path, "evening"), ("end-turn", path), ("phase", path, "evening")):
        code, _, err = run_cli(*command)
        assert code == 0, (command, err)
    assert json.loads(run_cli("status", path, "--json")[1])["winner"] is None  # the Eyrie's Birdsong: not hers
    code, out, _ = run_cli("end-turn", path)
    assert code == 0 and "Law 3.3.1: Marquise wins the game by dominance" in out
    report = json.loads(run_cli("status", path, "--json")[1])
    assert report["winner"] == {"faction": "marquise", "kind": "dominance", "with": []}
    assert "Law 3.3.1: Marquise has won the game by dominance" in run_cli("status", path)[1]
    assert run_cli("undo", path)[0] == 0
    assert json.loads(run_cli("status", path, "--json")[1])["winner"] is None


def test_a_hand_no_card_was_dealt_or_drawn_to_is_not_counted(game_file):
    """1.2.1: a hand's size is public; a game that never dealt or drew a card does not know it."""
    code, out, _ = run_cli("hand", game_file, "eyrie", "--json")
    assert code == 0 and json.loads(out)["size"] is None
    assert "not kept" in run_cli("hand", game_file, "eyrie")[1]
    assert run_cli("draw", game_file, "marquise", "1")[0] == 0
    assert json.loads(run_cli("hand", game_file, "eyrie", "--json")[1])["size"] == 0
