"""Positions for the Marquise's tests: clearings chosen from the derived board, never typed."""

from __future__ import annotations

import json

from rootboard.game import replay
from rootboard.game.cards.catalogue import deck
from rootboard.game.factions.marquise.board import MARQUISE, adjacent_clearings
from rootboard.game.modes import ENFORCE, TEACH
from rootboard.game.placement import open_slots
from tests.game.gamekit import game, put, turn_of

M = MARQUISE
PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def position(phase: str = "daylight"):
    return turn_of(game("autumn", PLAYERS), M, phase)


def chain(state, length: int, slots: int = 1) -> list[int]:
    """``length`` clearings, each adjacent to the one before, the first with ``slots`` open slots."""
    for start in sorted(state.topology.board.clearings):
        if open_slots(state, start) < slots:
            continue
        path = [start]
        while len(path) < length:
            nxt = [n for n in adjacent_clearings(state, path[-1]) if n not in path]
            if not nxt:
                break
            path.append(nxt[0])
        if len(path) == length:
            return path
    raise AssertionError("no such chain on this map")


def card_of(state, suit: str) -> str:
    return next(c.id for c in deck(state.deck).cards if c.suit == suit and c.kind != "dominance")


def other_suit(state, clearing: int) -> str:
    return next(s for s in ("fox", "mouse", "rabbit") if s != state.suits[clearing])


def snapshot(state) -> str:
    return json.dumps({k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}, sort_keys=True)


def refused_in_both(state, action, section: str) -> None:
    before = snapshot(state)
    for mode in (ENFORCE, TEACH):
        outcome = replay.perform(state, action, mode)
        assert not outcome.applied and not outcome.verdict.possible and outcome.verdict.section == section
    assert snapshot(state) == before


def refused_then_taught(state, action, section: str) -> None:
    before = snapshot(state)
    outcome = replay.perform(state, action, ENFORCE)
    assert not outcome.applied and outcome.verdict.possible and outcome.verdict.section == section
    assert snapshot(state) == before
    outcome = replay.perform(state, action, TEACH)
    assert outcome.applied and state.history[-1]["verdict"]["legal"] is False  # the warning is logged


__all__ = ["M", "put", "position", "chain", "card_of", "other_suit", "refused_in_both", "refused_then_taught"]
