"""The Flame Bearers' Start-of-Birdsong action played by rootboard (16.4.2.III): one enemy piece
removed per Bearer warrior in each clearing, warriors first, the hireling's enemies only
(16.4.3.II), named by the table where the card leaves a choice; then a warrior at or next to a
Bearer warrior, or two anywhere when none can be; undone exactly."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.hirelings.burning import Burn
from rootboard.game.factions.hirelings.deploy import adjacent
from rootboard.game.kinds import MAP, WARRIOR
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired
from tests.game.gamekit import put

H = "flame-bearers"


def plain(state) -> list[int]:
    return [c for c in sorted(state.topology.board.clearings)
            if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]


def test_warriors_go_first_and_the_controllers_pieces_stay():
    state = hired(H, "birdsong")
    here = plain(state)[0]
    put(state, here, H, n=2)
    put(state, here, PLAYERS[1])  # one enemy warrior, then one building of another enemy
    put(state, here, PLAYERS[2], "sympathy")
    put(state, here, ME, n=2)
    near = min(adjacent(state, here))
    before = state.fields_json()
    outcome = replay.perform(state, Burn(H, (near,)))
    assert outcome.applied and outcome.verdict.message.params["count"] == 2
    left = {(o, p): n for (o, p), n in state.pieces_at(here).items() if n}
    assert left == {(H, WARRIOR): 2, (ME, WARRIOR): 2}
    assert state.count(near, (H, WARRIOR)) == 1
    assert state.scores.get(ME, 0) == 0  # 16.4.3.VI
    replay.undo(state)
    assert state.fields_json() == before


def test_a_choice_among_enemy_warriors_is_named_by_the_table():
    state = hired(H, "birdsong")
    here = plain(state)[0]
    put(state, here, H)
    put(state, here, PLAYERS[1])
    put(state, here, PLAYERS[2])
    with pytest.raises(BadInput) as asked:
        Burn(H, (here,)).check(state)
    assert asked.value.problem.id == "hireling-burn.choose" and asked.value.problem.params["count"] == 1
    named = Burn(H, (here,), (f"{here}:{PLAYERS[2]}:warrior",))
    assert replay.perform(state, named).applied
    assert (state.count(here, (PLAYERS[1], WARRIOR)), state.count(here, (PLAYERS[2], WARRIOR))) == (1, 0)


def test_naming_a_building_while_warriors_remain_is_refused():
    state = hired(H, "birdsong")
    here = plain(state)[0]
    put(state, here, H)
    put(state, here, PLAYERS[1])
    put(state, here, PLAYERS[2])
    put(state, here, PLAYERS[2], "sympathy")
    refused = Burn(H, (here,), (f"{here}:{PLAYERS[2]}:sympathy",)).check(state)
    assert not refused.legal and refused.message.id == "hireling-burn.not-choice"


def test_the_new_warrior_goes_at_or_next_to_a_bearer_or_two_anywhere_when_none_can():
    state = hired(H, "birdsong")
    here = plain(state)[0]
    put(state, here, H)
    far = next(c for c in plain(state) if c != here and c not in adjacent(state, here))
    assert Burn(H, (far,)).check(state).message.id == "hireling-burn.not-by"
    with pytest.raises(BadInput):
        Burn(H, (far, far)).check(state)  # one can be placed by a Bearer: one, not two
    empty = hired(H, "birdsong")
    assert replay.perform(empty, Burn(H, (far, here))).applied  # none on the map: two, anywhere
    assert (empty.count(far, (H, WARRIOR)), empty.count(here, (H, WARRIOR))) == (1, 1)
