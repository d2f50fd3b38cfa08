"""Property tests: random action sequences never lose or duplicate a piece, and undoing
them all restores the start exactly; redo and save/load bring the end back exactly."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.movement import MoveRequest
from rootboard.game.factions import FACTIONS
from rootboard.game.placement import PieceRequest
from rootboard.gamefile.file import read_game_data
from rootboard.game.state import BURROW, GameState
from tests.game.gamekit import MAPS, game

GAMES = {name: game(name, hirelings=1) for name in MAPS}


def without_history(state: GameState) -> dict:
    return {k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}


def assert_conserved(state: GameState) -> None:
    for key, n in state.inventory().items():
        assert state.total(key) == n, key
    for where, pieces in state.areas.items():
        assert all(count > 0 for count in pieces.values()), where


def draw_action(data, state: GameState) -> act.Action:
    areas = list(state.topology.areas) + [BURROW]
    kind = data.draw(st.sampled_from(["place", "place", "move", "move", "remove", "end", "phase", "open", "control"]))
    fid = data.draw(st.sampled_from([*state.in_game, "map"]))
    piece = data.draw(st.sampled_from([p.name for p in FACTIONS[fid].pieces]))
    count = data.draw(st.integers(1, 3))
    if kind == "place":
        return act.Place(PieceRequest(fid, piece, data.draw(st.sampled_from(areas)), count))
    occupied = sorted(((a, f, p) for a, ps in state.areas.items() for (f, p) in ps), key=str)
    if kind == "move" and fid == "map":
        kind = "remove"
    if kind in ("move", "remove") and occupied:
        where, fid, piece = data.draw(st.sampled_from(occupied))
        if kind == "remove":
            return act.Remove(PieceRequest(fid, piece, where, count, in_battle=data.draw(st.booleans())))
        return act.Move(MoveRequest(fid, where, data.draw(st.sampled_from(areas)), count, piece,
                                    slip=data.draw(st.booleans()), ferry=data.draw(st.booleans())))
    if kind == "open" and state.topology.board.closed_paths:
        path = data.draw(st.sampled_from(state.topology.board.closed_paths))
        return act.OpenPath(*path.key)
    if kind == "phase":
        return act.AdvancePhase()
    if kind == "control":
        return act.Control("hireling1", data.draw(st.sampled_from([None, *state.factions])))
    return act.EndTurn()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(MAPS), st.sampled_from(replay.MODES), st.data())
def test_random_actions_conserve_pieces_and_undo_restores_the_start(map_name, mode, data):
    state = GAMES[map_name].copy()
    start = without_history(state)
    for _ in range(data.draw(st.integers(1, 30))):
        before = state.to_json()
        outcome = replay.perform(state, draw_action(data, state), mode)
        if not outcome.applied:
            assert state.to_json() == before  # a refused action changes nothing
        assert_conserved(state)
    end = state.to_json()
    # A save and load brings back the same game: every entry replayed, teach-mode ones too.
    assert read_game_data(json.loads(json.dumps(end))).state.to_json() == end
    applied = state.cursor
    for _ in range(applied):
        assert replay.undo(state) is not None
        assert_conserved(state)
    assert replay.undo(state) is None
    assert without_history(state) == start
    for _ in range(applied):
        replay.redo(state)
    assert state.to_json() == end
    assert json.loads(json.dumps(end)) == end
