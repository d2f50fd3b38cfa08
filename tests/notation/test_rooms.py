"""The Lizard Cult's, Duchy's and Corvids' boards in a Rootlog (issue 35): their notation read as
their rooms' actions in the published games, judged by them, and written back the same way."""

from __future__ import annotations

import re

import pytest

from rootboard.game.factions.corvids.board import plots_on_map
from rootboard.game.factions.duchy.board import swayed
from rootboard.game.factions.lizards.board import acolytes, hated, outcast
from rootboard.notation import read_file, read_text
from rootboard.notation.export import export
from rootboard.notation.replay import ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.start import faction_id
from rootboard.notation.translate.deck import SUITS
from tests.notation.games import PUBLISHED

ROOMS = ("lizards", "duchy", "corvids")
BOARD_FLAGS = ("rootlog.replay.board-pieces", "rootlog.replay.other-marker", "rootlog.replay.not-deck-card")


def _with(fid: str):
    return [p for p in PUBLISHED if fid in replay_log(read_file(p)).state.factions]


def _kinds(report) -> list[str]:
    return [e["action"]["type"] for e in report.state.history]


def _turn_of(log, line: int) -> str | None:
    return next((faction_id(t.faction) for t in log.turns if t.line == line), None)


@pytest.mark.parametrize("path", [p for p in PUBLISHED if any(f in ROOMS for f in
                                                              replay_log(read_file(p)).state.factions)],
                         ids=lambda p: p.stem)
def test_no_board_notation_of_the_three_rooms_is_left_unread(path):
    """Each flag that a faction board is not modelled is on another faction's turn (the Riverfolk's,
    another engineer's), never on the Cult's, the Duchy's or the Corvids'."""
    log = read_file(path)
    report = replay_log(log)
    left = [(f.line, f.text) for f in report.flags if f.message.id in BOARD_FLAGS and _turn_of(log, f.line) in ROOMS
            and "O$" not in f.text]  # a Riverfolk service bought (their board: read by their own module)
    assert left == []


@pytest.mark.parametrize("path", _with("lizards"), ids=lambda p: p.stem)
def test_the_cults_board_is_its_actions(path):
    log = read_file(path)
    report = replay_log(log)
    kinds = _kinds(report)
    written = [(a.text, faction_id(t.faction)) for t in log.turns for a in t.actions]
    outcasts = [a for t in log.turns for a in t.actions if re.fullmatch(r"\$_h?o->[FMR]", a.text)]
    setup = {(a.line, a.col) for t in log.turns if t.setup for a in t.actions}  # a setup's makes the start
    played = [a for a in outcasts if (a.line, a.col) not in setup]
    assert kinds.count("lizards-outcast") + kinds.count("lizards-choose-outcast") == len(played)
    lines = path.read_text(encoding="utf-8").split("\n")
    for marker in outcasts:  # after each, the Outcast (Hated or not) is the one the log sets (10.3.3, 10.4.1)
        cut = "\n".join([*lines[:marker.line - 1], lines[marker.line - 1][:marker.col - 1 + len(marker.text)]])
        board = replay_log(read_text(cut + "\n")).state
        assert (outcast(board), hated(board)) == (SUITS[marker.text[-1]], marker.text.startswith("$_ho"))
    refused = {(f.line, f.col) for f in report.flags if f.category == IMPOSSIBLE}
    sacrifices = sum(int(a.text[0]) if a.text[0].isdigit() else 1 for t in log.turns for a in t.actions
                     if faction_id(t.faction) == "lizards" and re.fullmatch(r"\d*w->\$", a.text)
                     and (a.line, a.col) not in refused)
    assert kinds.count("lizards-sacrifice") == sacrifices
    assert "lizards-recruit" in kinds and "lizards-build" in kinds and "lizards-return" in kinds
    # the acolytes are warriors kept out of the supply, as many as the box holds (10.2.3)
    assert acolytes(report.state) == report.state.out.get(("lizards", "warrior"), 0)


def test_the_cults_conspiracies_are_its_actions():
    kinds = [k for p in _with("lizards") for k in _kinds(replay_log(read_file(p)))]
    assert {"lizards-convert", "lizards-sanctify", "lizards-crusade", "lizards-score"} <= set(kinds)


@pytest.mark.parametrize("path", _with("duchy"), ids=lambda p: p.stem)
def test_the_duchys_ministers_are_swayed_and_lost_by_its_actions(path):
    log = read_file(path)
    report = replay_log(log)
    kinds = _kinds(report)
    put = [a.text[1:-3] for t in log.turns for a in t.actions if re.fullmatch(r"#[a-z]+->\$", a.text)
           and faction_id(t.faction) == "duchy"]
    lost = [a.text[1:-4] for t in log.turns for a in t.actions if re.fullmatch(r"#[a-z]+D\$->", a.text)]
    assert kinds.count("duchy-price") == len(lost)
    # every minister the log sways and keeps is swayed on the board, but those revealed unsaid (``3#^``)
    unsaid = {a.text for t in log.turns for i, a in enumerate(t.actions)
              if i and re.fullmatch(r"\d*#\^", t.actions[i - 1].text)}
    kept = [name for name in put if name not in lost and f"#{name}->$" not in unsaid]
    assert set(kept) <= set(swayed(report.state))
    assert kinds.count("duchy-sway") == len(put) - len(unsaid)


@pytest.mark.parametrize("path", _with("corvids"), ids=lambda p: p.stem)
def test_the_corvids_plots_are_placed_by_their_plot_action(path):
    log = read_file(path)
    report = replay_log(log)
    # t->3+10: one each; a plot the position cannot take (no warriors left there) is not placed
    cannot = {(f.line, f.col) for f in report.flags if f.category == IMPOSSIBLE}
    placed = sum(len(a.to) for t in log.turns if not t.setup and faction_id(t.faction) == "corvids"
                 for a in t.actions if re.fullmatch(r"t->\d+(\+\d+)*", a.text) and (a.line, a.col) not in cannot)
    plots = [e for e in report.state.history if e["action"]["type"] == "corvids-plot"]
    assert len(plots) == placed
    assert not [e for e in report.state.history if e["action"]["type"] == "place"
                and e["action"]["request"]["piece"] in ("bomb", "snare", "extortion", "raid")]
    assert set(plots_on_map(report.state)) <= set(report.state.topology.board.clearings)


HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nP: Crows\n\n"
SETUP = "C:t_k->1/w->1+2+6/b_s->1\nP:2w->6/3w->9\n\n"


def test_a_plot_placed_for_its_warriors_is_legal_and_one_without_them_is_not():
    paid = replay_log(read_text(HEADER + SETUP + "C:w1->5\nP:w6->/t->6/2w9->/t->9\n"))
    assert [f.message.id for f in paid.flags if f.category in (ILLEGAL, IMPOSSIBLE)] == []
    assert paid.state.count(9, ("corvids", "warrior")) == 1  # two paid for the turn's second plot (13.5.2)
    log = read_text(HEADER + SETUP + "C:w1->5\nP:w6->/t->6/w9->/t->9\n")
    unpaid = replay_log(log)
    plot = log.turns[-1].actions[-1]
    assert [(f.line, f.col, f.category, f.message.id) for f in unpaid.flags if f.category == ILLEGAL] == \
        [(plot.line, plot.col, ILLEGAL, "corvids.plot.unpaid")]
    assert unpaid.state.count(9, ("corvids", "warrior")) == 2  # only the one the log removed (taught)


@pytest.mark.parametrize("path", [p for p in PUBLISHED if any(f in ROOMS for f in
                                                              replay_log(read_file(p)).state.factions)],
                         ids=lambda p: p.stem)
def test_the_rooms_actions_read_back_from_their_export(path):
    report = replay_log(read_file(path))
    again = replay_log(read_text(export(report.state)))
    rooms = [k for k in _kinds(report) if k.split("-")[0] in ROOMS]
    assert [k for k in _kinds(again) if k.split("-")[0] in ROOMS] == rooms
    for fid in ROOMS:
        assert again.state.boards.get(fid) == report.state.boards.get(fid)
    assert again.state.out.get(("lizards", "warrior")) == report.state.out.get(("lizards", "warrior"))
