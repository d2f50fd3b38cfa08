"""A placement's and a removal's refusal alone (``place_refusal``, ``remove_refusal``) is what
``check_place`` and ``check_remove`` refuse, the same verdict, and None exactly where they say
legal (16.6.19, 16.6.22): the faction rooms that ask only whether a piece may go (or go away)
judge as the Place and Remove actions do, without the words of a placement made (issue 32)."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game.law import rules_for
from rootboard.game.kinds import MAP
from rootboard.game.placement import PieceRequest, check_place, check_remove, place_refusal, remove_refusal
from rootboard.game.state import SUPPLY, shift
from tests.game.gamekit import MAPS, game, put


def _crowded(map_name: str):
    """A game of every faction with pieces of each in the first clearings (from its supply),
    and a pawn beside a ruin: slots filled, keeps and snares, what a removal may and may not take."""
    state = game(map_name)
    law = rules_for(state)
    clearings = sorted(state.topology.board.clearings)
    for n, fid in enumerate(state.in_game):
        for piece in law[fid].pieces:
            if state.supply.get((fid, piece.name), 0):
                put(state, clearings[n % len(clearings)], fid, piece.name)
    ruins = [a for a in clearings if state.count(a, (MAP, "ruin"))]
    vagabond = next((f for f in state.in_game if law[f].vagabond), None)
    if ruins and vagabond is not None:
        for where, pieces in state.areas.items():
            if pieces.get((vagabond, "pawn")):
                state.apply([shift((vagabond, "pawn"), where, ruins[0], 1)])
                break
    return state


def _said(call, *args):
    """The verdict, or the message of the bad input refused outright."""
    try:
        return call(*args)
    except BadInput as exc:
        return ("bad input", exc.problem)


def _requests(state):
    law = rules_for(state)
    areas = [*state.topology.board.clearings, *state.topology.forests, *sorted(state.topology.path_areas)[:3], SUPPLY]
    for fid in (*state.in_game, MAP):
        for piece in law[fid].pieces:
            for where in areas:
                for count in (1, 2):
                    yield PieceRequest(fid, piece.name, where, count)


def _agree(verdict, refusal, r) -> int:
    """Assert the refusal is the verdict where it refuses (bad input alike) and None where it is
    legal; 1 if it refused."""
    if isinstance(verdict, tuple):  # bad input: refused the same way by both
        assert refusal == verdict, r
        return 0
    if verdict.legal:
        assert refusal is None, r
        return 0
    assert refusal == verdict, r
    return 1


@pytest.mark.parametrize("map_name", MAPS)
def test_a_placement_s_refusal_is_check_place_s_and_none_where_it_is_legal(map_name):
    state = _crowded(map_name)
    judged = refused = 0
    for r in _requests(state):
        refused += _agree(_said(check_place, state, r), _said(place_refusal, state, r), r)
        judged += 1
    assert 0 < refused < judged  # both kinds of answer were asked for


@pytest.mark.parametrize("map_name", MAPS)
def test_a_removal_s_refusal_is_check_remove_s_and_none_where_it_is_legal(map_name):
    state = _crowded(map_name)
    judged = refused = 0
    for r in _requests(state):
        if r.count != 1 and r.where not in state.areas:
            continue
        for by in (None, r.faction):
            refused += _agree(_said(check_remove, state, r, by), _said(remove_refusal, state, r), r)
            judged += 1
    assert 0 < refused < judged
