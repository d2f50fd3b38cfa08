"""The held-out check of the Riverfolk's board (issue 35): real games changed so that a service
is bought at a price the Riverfolk have not set (11.2.6.I); each change is found at its line by
the room's own check, and no flag is raised anew at an earlier line. And the published games'
Riverfolk board (payments, funds, prices) is read as the room's actions, never as a board or
marker the replay does not model.

The payment changed and the price it is changed to are derived from the replayed position (the
prices set there), never typed.
"""

from __future__ import annotations

import re

import pytest

from rootboard.game.factions.riverfolk.board import PRICES, RIVERFOLK, prices
from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ILLEGAL, replay_log
from rootboard.notation.start import faction_id
from tests.notation.games import PUBLISHED
from tests.notation.test_cards_held_out import _at, _earlier, _position_before, _replace


def _is_payment(action) -> bool:
    """``3w->O$``: warriors from a supply onto the Riverfolk's board."""
    return isinstance(action, m.Move) and len(action.to) == 1 and isinstance(action.to[0], m.Board) \
        and faction_id(action.to[0].faction) == RIVERFOLK and not action.to[0].area \
        and all(isinstance(t.what, m.Piece) and t.what.type == "w" and t.start is None for t in action.things)


def _payments(path):
    """(payment, an unset price) of each payment on another's turn the replay does not flag,
    with the prices set in the position before it."""
    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    for turn in read_file(path).turns:
        if turn.setup or faction_id(turn.faction) == RIVERFOLK:
            continue
        for action in turn.actions:
            if not _is_payment(action) or (action.line, action.col) in flagged:
                continue
            set_at = prices(_position_before(path, action.line, action.col))
            unset = [p for p in PRICES if p not in set_at.values()]  # three services, four prices: never empty
            if set_at and unset:
                yield action, unset[0]


WITH_RIVERFOLK = [p for p in PUBLISHED if any(pl.faction.letter == "O" for pl in read_file(p).players)]
PAYING = [p for p in WITH_RIVERFOLK if next(_payments(p), None) is not None]


def test_the_published_games_allow_the_price_check():
    assert len(PAYING) >= 3


@pytest.mark.parametrize("path", PAYING[:3], ids=lambda p: p.stem)
def test_a_service_bought_at_a_price_not_set_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    payments = list(_payments(path))
    payment, unset = payments[len(payments) // 2]  # mid-game: prices changed since setup
    text = re.sub(r"^\d*", str(unset), payment.text)
    changed = replay_log(read_text(_replace(path, payment.line, payment.col, payment.text, text)))
    found = [(category, id_) for category, id_ in _at(changed, payment.line, payment.col)
             if id_.startswith("riverfolk.buy.paid-other.")]
    assert found and all(category == ILLEGAL for category, _ in found)
    assert _earlier(changed, payment.line) == _earlier(report, payment.line)


@pytest.mark.parametrize("path", WITH_RIVERFOLK, ids=lambda p: p.stem)
def test_the_riverfolk_board_is_read_as_their_actions(path):
    """No payment, fund or price of the Riverfolk is left as a board or marker not modelled."""
    report = replay_log(read_file(path))
    left = [(f.line, f.text) for f in report.flags
            if f.message.id in ("rootlog.replay.board-pieces", "rootlog.replay.other-marker")
            and ("O$" in f.text or "$_" in f.text or "w$" in f.text)]
    assert not left
    kinds = {e["action"]["type"] for e in report.state.history}
    assert {"riverfolk-buy", "riverfolk-collect", "riverfolk-trade-post", "riverfolk-funds-left"} <= kinds
