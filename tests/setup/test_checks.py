"""A setup's configuration is checked as one set before any step runs: an impossible request
is refused at once, with its rule and the setting at fault, on the command line and in a file."""

from __future__ import annotations

import time

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.derived.loading import load_topology
from rootboard.errors import BadInput
from rootboard.game.factions import FACTIONS, LAW
from rootboard.game.unconfirmed import HIRELINGS, LANDMARKS
from rootboard.setup import record
from rootboard.game.setupkit.engine import Option, Setup, Step
from rootboard.messages import Template
from tests.helpers import run_cli

MAPS = list(shipped_maps())
PLAYED = [f.id for f in FACTIONS.values() if f.seated]


def _unprinted_maps():
    return [m for m in MAPS if not all(c.suit for c in load_topology(m).board.clearings.values())]


def refusal(map_name, kind, **settings):
    config = record.make_config(kind, **settings)
    with pytest.raises(BadInput) as caught:
        record.check(load_topology(map_name), config, lambda name: f"setup.config.{name}")
    return caught.value


@pytest.mark.parametrize("map_name", _unprinted_maps())
@pytest.mark.parametrize("kind,extra", [(record.STANDARD, dict(factions=("marquise", "eyrie"))),
                                        (record.ADVANCED, dict(players=3))])
def test_printed_suits_on_a_map_that_prints_none_are_refused(map_name, kind, extra):
    error = refusal(map_name, kind, suits="printed", **extra)
    assert error.element == "setup.config.suits" and error.message.sections == ("16.1.1",)


def test_five_factions_that_start_in_corners_need_advanced_setup():
    cornered = [f for f in PLAYED if LAW[f].starts_in_a_corner]
    topology = load_topology("autumn")
    corners = sum(1 for c in topology.board.clearings.values() if c.corner)
    assert len(cornered) > corners  # enough corner factions in the box to ask for too many
    error = refusal("autumn", record.STANDARD, factions=tuple(cornered[:corners + 1]))
    assert error.element == "setup.config.factions" and error.message.sections == ("5",)
    # As many as there are corners are fine.
    record.check(topology, record.make_config(record.STANDARD, factions=tuple(cornered[:corners])))


@pytest.mark.parametrize("settings,setting,section", [
    (dict(factions=()), "factions", "5.1"),
    (dict(factions=("marquise", "marquise")), "factions", "5.1"),
    (dict(factions=("marquise", "hireling1")), "factions", None),
    (dict(factions=("marquise", "eyrie"), first="alliance"), "first", "5.1"),
])
def test_standard_settings_the_law_refuses(settings, setting, section):
    error = refusal("autumn", record.STANDARD, **settings)
    assert error.element == f"setup.config.{setting}"
    assert error.message.sections == ((section,) if section else ())


@pytest.mark.parametrize("settings,setting,section", [
    (dict(players=1), "players", "16.1"),
    (dict(players=7), "players", "16.1"),
    (dict(players=3, factions=("marquise", "eyrie")), "factions", "16.1.8"),
    (dict(players=3, first=4), "first", "16.1.4"),
    (dict(players=3, landmarks=3), "landmarks", "16.1.5.I"),
    (dict(players=3, landmarks=2, landmark_cards=()), "landmark_cards", "16.1.5.II"),
    (dict(players=3, landmarks=1, landmark_cards=("ferry-of-dreams",)), "landmark_cards", None),
    (dict(players=3, landmark_cards=(next(iter(LANDMARKS)),) * 2), "landmark_cards", None),
    (dict(players=3, hirelings=True, hireling_cards=tuple(list(HIRELINGS)[:2])), "hireling_cards", "16.1.6.I"),
    (dict(players=3, hireling_cards=("bogus",)), "hireling_cards", None),
])
def test_advanced_settings_the_law_refuses(settings, setting, section):
    error = refusal("winter", record.ADVANCED, **settings)
    assert error.element == f"setup.config.{setting}"
    assert error.message.sections == ((section,) if section else ())


@pytest.mark.parametrize("argv,option", [
    (["winter", "--players", 3, "--suits", "printed"], "--suits"),
    (["autumn", "--standard", "--factions", ""], "--factions"),
    (["autumn", "--standard", "--factions", ","], "--factions"),
    (["autumn", "--standard", "--factions", "marquise,eyrie,lizards,duchy,hundreds"], "--factions"),
    (["autumn", "--standard", "--factions", "marquise,eyrie", "--hirelings"], "--hirelings"),
    (["autumn", "--standard", "--factions", "marquise,eyrie", "--landmarks", 1], "--landmarks"),
    (["autumn", "--players", 3, "--choose", "seats.first=\u00b2"], "--choose"),  # a superscript two
    (["autumn", "--players", 3, "--choose", "seats.first=\u0661"], "--choose"),  # an Arabic-Indic one
    (["autumn", "--players", 3, "--choose", "seats.first=02"], "--choose"),
    (["autumn", "--players", 3, "--choose", " seats.first = 2 "], "--choose"),
    (["autumn", "--players", 3, "--choose", "seats.first=" + "9" * 5000], "--choose"),
])
def test_the_command_line_refuses_an_impossible_setup_at_once_naming_the_option(tmp_path, argv, option):
    out = tmp_path / "g.json"
    started = time.monotonic()
    code, _, err = run_cli("setup", argv[0], "-o", out, "--auto", "--seed", 1, *argv[1:])
    assert code == 2 and f"setup: {option}" in err, err
    assert "Traceback" not in err and not out.exists()
    assert time.monotonic() - started < 5  # refused before any search, never a hang


def test_a_step_with_no_legal_choice_is_a_refusal_not_a_hang():
    why = Template("test.setup.never", "never here")
    prompt = Template("test.setup.ask", "where?")

    def script(ctx):
        yield Step("nowhere", "clearing", prompt(), (Option(1, False, why("9.9")), Option(2, False, why("9.9"))))

    setup = Setup(script, load_topology("autumn"), None, seed=1)
    stuck = setup.dead_end()
    assert stuck is not None and stuck.sections == ("9.9",) and stuck.params["value"].params["value"] == 1
    with pytest.raises(BadInput) as caught:
        setup.run_auto()
    assert caught.value.element == "nowhere" and caught.value.message == stuck


def test_standard_setup_on_a_printed_board_plays_its_printed_suits(tmp_path):
    out = tmp_path / "g.json"
    code, said, err = run_cli("setup", "autumn", "-o", out, "--standard", "--factions", "marquise,eyrie",
                              "--auto", "--seed", 3)
    assert code == 0, err
    from rootboard.gamefile.file import read_game

    state = read_game(out).state
    printed = {c: clearing.suit for c, clearing in state.topology.board.clearings.items()}
    assert state.suits == printed and state.setup["config"]["suits"] is None
    assert "map.suits" not in [c[0] for c in state.setup["choices"]]
    assert "Law 5.1.1: suits:" in said
