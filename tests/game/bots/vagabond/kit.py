"""Positions for the Vagabot's tests: his seat taken without setup, his character's board set by
the Vagabond's own action, his pawn put by hand; clearings from the derived board, never typed."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.factions.vagabond.actions import SetCharacter
from tests.game.gamekit import game, put

V = "vagabond"
PLAYERS = ("marquise", "alliance", "vagabond")


def vagabot_game(at, map_name: str = "autumn", difficulty: str = "normal", traits=(), character: str = "thief"):
    """An empty board, the Vagabond's seat played by the Vagabot, his pawn at ``at`` (a callable
    of the state, or an area), the Marquise's Birdsong; then his turn is reached."""
    from rootboard.game.actions import EndTurn

    state = game(map_name, PLAYERS, seed=7)
    seat_bot(state, V, settings("vagabot", difficulty, traits))
    assert replay.perform(state, SetCharacter(V, character), "enforce").applied
    put(state, at(state) if callable(at) else at, V, "pawn")
    while state.current != V:
        replay.perform(state, EndTurn(walk=True), "teach")
    return state


def turn(state, order: str, item: str | None = None, rolls=()):
    return play_turn(state, V, Context(orders=[order], item=item, rolls=list(rolls)))


def doings(played, kind: str) -> list[dict]:
    return [p.action for p in played if p.action and p.action["type"] == kind]


def neighbour_clearings(state, area) -> list[int]:
    from rootboard.game.movement import is_clearing

    return sorted(a for a in state.topology.neighbours(area) if is_clearing(a))


def set_items(state, *, damaged=(), exhausted=()):
    """His board with the named items damaged or exhausted (arranging, not playing)."""
    board = state.vagabonds[V]
    for item in exhausted:
        board = board.exhaust(item)
    for item in damaged:
        board = board.damage(item)
    state.vagabonds = {**state.vagabonds, V: board}
