"""The Alliance's actions the Rootlog spec does not allow, read leniently and said (assumed):
her base written with its letters swapped (``r_b``), and her base's loss (8.2.4) written from the
board of the player on turn (``(2R#+2w)$->``). Each is made from a published game's own line,
by the spec's form of it; the reading must give the same game as the line written right."""

from __future__ import annotations

import re

import pytest

from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ASSUMED, replay_log
from rootboard.notation.start import faction_id
from rootboard.notation.translate.alliance import BASE_LOSS_ON_BOARD, MISSPELT_BASE
from tests.notation.games import PUBLISHED


def _rewritten(path, action: m.Action, text: str) -> str:
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[action.line - 1]
    assert row[action.col - 1:action.col - 1 + len(action.text)] == action.text
    lines[action.line - 1] = row[:action.col - 1] + text + row[action.col - 1 + len(action.text):]
    return "\n".join(lines)


def _position(report) -> dict:
    """The game a replay ends in, without its history (whose entries say where they were read)."""
    return {k: v for k, v in report.state.to_json().items() if k not in ("history", "cursor")}


def _flags(report, action) -> list:
    return [(f.category, f.message.id) for f in report.flags if (f.line, f.col) == (action.line, action.col)]


def _placed_bases(path):
    """Each action of a published game that places an Alliance base written right (``b_r``)."""
    for turn in read_file(path).turns:
        for action in turn.actions:
            if isinstance(action, m.Move) and action.to and any(
                    isinstance(t.what, m.Piece) and faction_id(t.what.faction) == "alliance"
                    and (t.what.name or "").endswith("-base") and t.start is None for t in action.things) \
                    and re.search(r"(?<![A-Za-z_])b_[a-z]", action.text):
                yield action


PLACING = [(p, a) for p in PUBLISHED for a in _placed_bases(p)]


@pytest.mark.parametrize("path,action", PLACING[:3], ids=lambda v: getattr(v, "stem", getattr(v, "text", "")))
def test_a_base_with_its_letters_swapped_is_read_as_the_base_and_said(path, action):
    written = re.sub(r"(?<![A-Za-z_])b_([a-z])", r"\1_b", action.text, count=1)
    report = replay_log(read_file(path))
    changed = replay_log(read_text(_rewritten(path, action, written)))
    assert (ASSUMED, MISSPELT_BASE.id) in _flags(changed, action)
    assert _position(changed) == _position(report)
    others = lambda r: sorted((f.line, f.col, f.message.id) for f in r.flags if f.message.id != MISSPELT_BASE.id)
    assert others(changed) == others(report)


def test_the_published_games_place_bases():
    assert PLACING


def _base_losses_on_a_bare_board():
    """(game, action) of each base loss a published game writes from a bare ``$`` on another
    player's turn, after her base is removed in it."""
    for path in PUBLISHED:
        for turn in read_file(path).turns:
            if turn.setup or faction_id(turn.faction) == "alliance":
                continue
            removed = False
            for action in turn.actions:
                if not isinstance(action, m.Move):
                    continue
                if not action.to and any(isinstance(t.what, m.Piece) and faction_id(t.what.faction) == "alliance"
                                         and (t.what.name or "").endswith("-base") for t in action.things):
                    removed = True
                elif removed and not action.to and re.search(r"(?<![A-Z])\$->$", action.text):
                    yield path, action


LOSSES = list(_base_losses_on_a_bare_board())


@pytest.mark.parametrize("path,action", LOSSES, ids=lambda v: getattr(v, "stem", getattr(v, "text", "")))
def test_her_base_loss_written_from_the_board_on_turn_is_read_as_hers(path, action):
    report = replay_log(read_file(path))
    assert (ASSUMED, BASE_LOSS_ON_BOARD.id) in _flags(report, action)
    assert all(category == ASSUMED or fid == "rootlog.replay.board-pieces" for category, fid in _flags(report, action))
    # The spec's form of the same line, warriors and board hers: the same game.
    right = re.sub(r"(\d*)w(?=[+)])", r"\1Aw", action.text).replace("$->", "A$->")
    spelt = replay_log(read_text(_rewritten(path, action, right)))
    assert BASE_LOSS_ON_BOARD.id not in [f.message.id for f in spelt.flags]
    assert _position(spelt) == _position(report)


def test_the_published_games_have_a_base_loss_on_a_bare_board():
    assert LOSSES
