"""`rootboard setup`: complete, legal starting positions from --auto on every map, refusals
with their Law section, the interactive prompt, and what `status --json` reports of a setup.

Expectations come from the setup's own data (the file's recorded setup replayed, the map's
clearings, the game's pieces in the box), never from typed-in answers.
"""

from __future__ import annotations

import io
import re
import json
import random

import pytest

from rootboard.board.catalog import shipped_maps
from rootboard.gamefile.file import read_game
from rootboard.game.factions import FACTIONS
from rootboard.game.factions import LAW
from rootboard.game.kinds import LANDMARK, MAP
from rootboard.game.unconfirmed import SETUP_CARDS
from rootboard.setup import record
from tests.helpers import run_cli

MAPS = sorted(shipped_maps())
STATUS_KEYS = ("homelands", "landmarks", "hirelings", "characters")


def status(path) -> dict:
    code, out, err = run_cli("status", path, "--json")
    assert code == 0, err
    return json.loads(out)


def assert_complete_start(path, players: int):
    """The file loads (its setup replayed), starts at the first player's Birdsong with the
    phase tracked, and every piece of the box is somewhere (1.5.1)."""
    state = read_game(path).state
    record.verify(state, str(path))
    assert len(state.factions) == players
    assert (state.turn, state.round, state.phase, state.phase_tracked) == (0, 1, "birdsong", True)
    for key, n in state.inventory().items():
        assert state.total(key) == n
    report = status(path)
    for key in STATUS_KEYS:
        assert key in report
    clearings = set(state.topology.board.clearings)
    for fid, homes in report["homelands"].items():
        assert fid in state.factions and set(homes) <= clearings
    for entry in report["landmarks"]:
        assert LAW.kinds[(MAP, entry["name"])] == LANDMARK
        assert state.count(entry["clearing"], (MAP, entry["name"]))
    for fid in report["characters"]:
        assert FACTIONS[fid].vagabond and fid in state.factions
    assert report["turn"]["phase"] == "birdsong" and report["turn"]["faction"] == state.factions[0]
    return state, report


@pytest.mark.parametrize("name", MAPS)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_auto_drafted_setups_write_complete_legal_starts(tmp_path, name, players):
    path = tmp_path / "g.json"
    code, out, err = run_cli("setup", name, "-o", path, "--players", players, "--auto", "--seed", players,
                             "--landmarks", 2 if players > 2 else 1)
    assert code == 0, err
    state, report = assert_complete_start(path, players)
    assert out.splitlines()[-1].startswith(str(path))  # the summary, then the file written
    assert any(line.startswith("Law 16.1.8.II:") for line in out.splitlines())
    assert len(report["landmarks"]) >= (2 if players > 2 else 1)
    vagabonds = [f for f in state.factions if FACTIONS[f].vagabond]
    assert sorted(report["characters"]) == sorted(vagabonds)  # each dealt a character (16.1.8.I.c)


@pytest.mark.parametrize("name", MAPS)
def test_auto_free_choice_setups_standard_and_advanced(tmp_path, name):
    rng = random.Random(MAPS.index(name))
    for n in range(4):
        chosen = rng.sample(sorted(SETUP_CARDS), rng.randint(2, 6))
        kind = "--standard" if n % 2 else "--advanced"
        if kind == "--standard":
            # Standard Setup starts at most one faction in each of the four corners (5).
            corners = [f for f in chosen if LAW[f].starts_in_a_corner]
            chosen = [f for f in chosen if f not in corners[4:]]
        path = tmp_path / f"g{n}.json"
        code, _, err = run_cli("setup", name, "-o", path, "--factions", ",".join(chosen), kind, "--auto",
                               "--seed", n, "--suits", "random")
        assert code == 0, f"{chosen} {kind}: {err}"
        state, report = assert_complete_start(path, len(chosen))
        assert sorted(state.factions) == sorted(chosen)
        assert state.setup["kind"] == kind[2:]


def test_the_same_seed_and_choices_give_the_same_file(tmp_path):
    one, two = tmp_path / "1.json", tmp_path / "2.json"
    for path in (one, two):
        assert run_cli("setup", "winter", "-o", path, "--players", 4, "--auto", "--seed", 11)[0] == 0
    assert json.loads(one.read_text()) == json.loads(two.read_text())


def test_a_refused_choice_exits_1_with_its_law_section_and_writes_nothing(tmp_path):
    path = tmp_path / "g.json"
    # The Marquise keeps clearing 1; the Eyrie may not start in her corner (7.3.2).
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "marquise,eyrie", "--standard", "--auto",
                           "--seed", 1, "--suits", "printed", "--choose", "marquise.keep=1", "--choose",
                           "eyrie.corner=1")
    assert code == 1
    assert err.startswith("rootboard setup: eyrie.corner=1: Law 7.3.2: "), err
    assert not path.exists()


def test_choices_given_by_step_are_kept(tmp_path):
    path = tmp_path / "g.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "marquise,eyrie", "--standard", "--auto",
                           "--seed", 1, "--suits", "printed", "--choose", "marquise.keep=1", "--choose",
                           "seats.first=eyrie")
    assert code == 0, err
    state = read_game(path).state
    assert state.count(1, ("marquise", "keep")) == 1 and state.factions[0] == "eyrie"
    assert ["marquise.keep", 1] in state.setup["choices"]


@pytest.mark.parametrize("argv, element", [
    (["--choose", "no.such-step=3"], "no.such-step"),
    (["--choose", "marquise.keep"], "--choose"),
    (["--choose", "marquise.keep=99"], "marquise.keep"),
])
def test_bad_choices_are_bad_input(tmp_path, argv, element):
    code, _, err = run_cli("setup", "autumn", "-o", tmp_path / "g.json", "--factions", "marquise,eyrie",
                           "--standard", "--auto", "--seed", 1, *argv)
    assert code == 2 and element in err, err
    assert not (tmp_path / "g.json").exists()


@pytest.mark.parametrize("argv", [
    ["--players", "4", "--standard"],
    ["--players", "7"],
    ["--factions", "marquise,nobody"],
    ["--factions", "marquise,eyrie", "--standard", "--landmarks", "1"],
])
def test_impossible_configurations_are_bad_input(tmp_path, argv):
    code, _, err = run_cli("setup", "autumn", "-o", tmp_path / "g.json", "--auto", *argv)
    assert code == 2 and err.startswith("rootboard setup: "), err


def test_without_a_terminal_a_pending_step_is_named(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    # (Winter: its suits are the markers' to decide; Autumn's Standard Setup plays its printed ones.)
    code, _, err = run_cli("setup", "winter", "-o", tmp_path / "g.json", "--factions", "marquise,eyrie",
                           "--standard", "--seed", 1)
    assert code == 2 and "map.suits" in err and "--auto" in err, err
    assert not (tmp_path / "g.json").exists()


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_terminal_asks_each_step_undoes_and_chooses_for_us(tmp_path, monkeypatch):
    """A keyboard session: a refused clearing (its reason shown), an undo, then 'choose for us'
    for everything left. Autumn's Standard Setup plays its printed suits: no step asks (5.1.1)."""
    answers = ["", "?", "1", "u", "3", "?", "?", "?", "3", *["?"] * 40]  # first: no bot (the bots' question)
    monkeypatch.setattr("sys.stdin", Terminal("\n".join(answers) + "\n"))
    path = tmp_path / "g.json"
    code, out, err = run_cli("setup", "autumn", "-o", path, "--factions", "marquise,eyrie", "--standard",
                             "--seed", 1)
    assert code == 0, err
    assert "[map.suits]" not in out and "[marquise.keep]" in out  # each step's id: what --choose names it by
    assert "took back: marquise.keep = 1" in out
    assert "Law 7.3.2: clearing 3 is the Marquise’s starting corner" in out  # refused to the Eyrie with its section
    state = read_game(path).state
    keep = state.setup["choices"][[c[0] for c in state.setup["choices"]].index("marquise.keep")][1]
    assert keep == 3 and state.count(3, ("marquise", "keep")) == 1


def test_a_recorded_setup_that_does_not_lead_to_the_position_is_refused(tmp_path):
    path = tmp_path / "g.json"
    assert run_cli("setup", "lake", "-o", path, "--players", 3, "--auto", "--seed", 5)[0] == 0
    data = json.loads(path.read_text())
    data["setup"]["seed"] = 6  # another seed deals another game
    path.write_text(json.dumps(data))
    code, _, err = run_cli("status", path)
    assert code == 2 and "setup" in err, err
    data["setup"]["seed"] = 5
    data["setup"]["homelands"] = {data["factions"][0]: [99]}
    path.write_text(json.dumps(data))
    code, _, err = run_cli("status", path)
    assert code == 2 and "setup.homelands" in err and "no clearing 99" in err, err


def test_a_game_made_by_new_reports_no_setup(tmp_path):
    """Nothing was dealt or chosen: no homelands, no characters. What stands on the board is
    reported all the same: the Mountain's Tower on the Pass (16.2.3.I), no hirelings."""
    from rootboard.board.catalog import load_board

    path = tmp_path / "g.json"
    assert run_cli("new", "mountain", "-o", path, "--factions", "marquise,eyrie")[0] == 0
    report = status(path)
    assert not {"homelands", "characters"} & set(report)
    assert [(l["name"], l["clearing"]) for l in report["landmarks"]] == [("tower", load_board("mountain").tower_clearing)]
    assert report["hirelings"] == []


def test_landmarks_in_status_follow_the_position(tmp_path):
    """The Lake's Ferry moves in play (16.2.2.V): status says where it is now."""
    path = tmp_path / "g.json"
    assert run_cli("setup", "lake", "-o", path, "--factions", "marquise,eyrie", "--standard", "--auto",
                   "--seed", 2)[0] == 0
    state = read_game(path).state
    assert [(l["name"], l["clearing"]) for l in status(path)["landmarks"]] == [("ferry", state.ferry)]


def test_the_terminal_lists_the_corvids_homeland_plots_by_kind_to_choose_one():
    import re as regex

    from rootboard.cli import UsageError
    from rootboard.cli.setup_commands import ask
    from rootboard.derived.loading import load_topology
    from rootboard.messages import text

    setup = record.start(load_topology("autumn"), record.make_config(
        record.ADVANCED, players=2, factions=("corvids", "marquise")), 5)
    while setup.pending.kind != "plot":
        setup.choose(setup.auto_value())
    step, said = setup.pending, []

    def stop(_prompt):
        raise EOFError

    with pytest.raises(UsageError):
        ask(setup, stop, said.append)
    listed = [line for line in said if regex.match(r"\s+\d+\) ", line)]
    kinds = [text(step.value_name(v)) for v in step.legal_values()]
    assert len(listed) == len(kinds) == len(set(listed)) > 1  # not four identical lines
    assert all(kind in line for kind, line in zip(kinds, listed))


class Interrupted(Terminal):
    """A keyboard that answers the first questions, then Ctrl+C."""

    def __init__(self, answers: list[str]):
        super().__init__("\n".join(answers) + "\n")
        self.left = len(answers)

    def readline(self, *args):
        if self.left == 0:
            raise KeyboardInterrupt
        self.left -= 1
        return super().readline(*args)


def test_ctrl_c_at_a_question_stops_the_setup_in_one_line_and_writes_nothing(tmp_path, monkeypatch):
    """Issue 37: Ctrl+C in the interactive setup printed a Python traceback."""
    monkeypatch.setattr("sys.stdin", Interrupted(["?"]))
    path = tmp_path / "g.json"
    code, _, err = run_cli("setup", "autumn", "-o", path, "--factions", "marquise,eyrie", "--standard", "--seed", 1)
    assert code == 130
    assert re.fullmatch(r"\nrootboard setup: stopped at step [\w.]+: no game file was written\n", err), err
    assert list(tmp_path.iterdir()) == []


def _as_a_shell_starts_it():
    """SIGINT neither ignored nor blocked: a test runner may do either, and a child inherits both."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def test_ctrl_c_in_a_real_terminal_ends_with_130(tmp_path):
    """The same from a process on a terminal, interrupted as the keyboard does it (SIGINT)."""
    import os
    import pty
    import signal
    import subprocess
    import sys
    import time

    main_fd, terminal = pty.openpty()
    path = tmp_path / "g.json"
    process = subprocess.Popen([sys.executable, "-m", "rootboard", "setup", "autumn", "-o", str(path), "--factions",
                                "marquise,eyrie", "--standard", "--seed", "1"],
                               stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=_as_a_shell_starts_it)
    os.close(terminal)
    try:
        deadline = time.monotonic() + 60
        seen = ""
        while "> " not in seen and time.monotonic() < deadline:
            seen += os.read(process.stdout.fileno(), 4096).decode()
        time.sleep(1)  # as a person: the question read, the process waiting for the answer
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    finally:
        os.close(main_fd)
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert "Traceback" not in err and err.strip().startswith("rootboard setup: stopped at step"), err
    assert not path.exists()


def test_the_terminal_asks_which_seats_bots_play_as_bot_takes_them(tmp_path, monkeypatch):
    """The interactive setup asks about bots as --bot does (16.1.3, Law of Rootbotics 3): a
    refused answer is said with its reason and asked again; the bot's seat is kept."""
    from rootboard.game.bots import BOTS

    answers = ["badger", "vagabond", "marquise:challenging:blitz", *["?"] * 40]
    monkeypatch.setattr("sys.stdin", Terminal("\n".join(answers) + "\n"))
    path = tmp_path / "g.json"
    code, out, err = run_cli("setup", "autumn", "-o", path, "--factions", "marquise,eyrie,alliance", "--standard",
                             "--seed", 1)
    assert code == 0, err
    assert "[bots]" in out and all(bot in out for bot in ("blitz", "nightmare"))  # the traits and difficulties listed
    assert "badger" in out and "vagabond" in out.lower()  # each refused answer said before it is asked again
    bot = next(b for b, (seat, _) in BOTS.items() if seat == "marquise")
    assert read_game(path).state.bots == {"marquise": {"bot": bot, "difficulty": "challenging", "traits": ["blitz"]}}
