"""The Spring Uprising's Start-of-Birdsong action played by rootboard (16.4.2.III): the uprising die
(the table's: its suit asked), then an Uprising warrior and every enemy piece removed from a
clearing of that suit, or an Uprising warrior placed in one; enemies are the hireling's
(16.4.3.II), its controller scores nothing (16.4.3.VI); once a turn, at the start of Birdsong."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.actions import AdvancePhase
from rootboard.game.factions.hirelings.actions import UseHireling
from rootboard.game.factions.hirelings.uprising import Uprising
from rootboard.game.kinds import MAP, WARRIOR
from rootboard.gamefile.file import read_game_data
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put

H = "spring-uprising"


def plain_of_suit(state, n: int = 1) -> list[int]:
    """``n`` clearings of the first clearing's suit with no ruin, Ferry or Tower."""
    clear = [c for c in sorted(state.topology.board.clearings)
             if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]
    suit = state.suits.get(clear[0])
    return [c for c in clear if state.suits.get(c) == suit][:n]


def test_an_uprising_removes_its_warrior_and_every_enemy_piece_but_not_its_controllers():
    state = hired(H, "birdsong")
    (here,) = plain_of_suit(state)
    put(state, here, H)
    put(state, here, ME, n=2)
    put(state, here, ME, "sawmill")
    for enemy in PLAYERS[1:]:
        put(state, here, enemy, n=2)
    put(state, here, "alliance", "sympathy")
    before = state.fields_json()
    outcome = replay.perform(state, Uprising(H, state.suits[here], here, remove=True))
    assert outcome.applied and outcome.verdict.message.params["count"] == 5
    left = {(o, p): n for (o, p), n in state.pieces_at(here).items() if n}
    assert left == {(ME, WARRIOR): 2, (ME, "sawmill"): 1}
    assert state.scores.get(ME, 0) == 0  # 16.4.3.VI
    assert "16.4.3.VI" in outcome.verdict.sections
    replay.undo(state)
    assert state.fields_json() == before


def test_an_uprising_places_a_warrior_in_a_clearing_of_the_suit_rolled_only():
    state = hired(H, "birdsong")
    here = plain_of_suit(state)[0]
    suit = state.suits[here]
    other = next(c for c in sorted(state.topology.board.clearings) if state.suits.get(c) != suit)
    refused = Uprising(H, suit, other).check(state)
    assert not refused.legal and refused.message.id == "hireling-uprising.not-suit"
    assert refused.sections[0] == "16.4.2.III"
    assert replay.perform(state, Uprising(H, suit, here)).applied
    assert state.count(here, (H, WARRIOR)) == 1
    again = Uprising(H, suit, here).check(state)
    assert again.message.id == "hireling-use.taken"  # once a turn
    assert read_game_data(state.to_json()).state.fields_json() == state.fields_json()


def test_removing_needs_an_uprising_warrior_there_and_the_die_is_asked():
    state = hired(H, "birdsong")
    here = plain_of_suit(state)[0]
    verdict = Uprising(H, state.suits[here], here, remove=True).check(state)
    assert not verdict.possible and verdict.message.id == "hireling-uprising.no-warrior"
    with pytest.raises(BadInput) as asked:
        Uprising(H, "bird", here).check(state)
    assert asked.value.problem.id == "hireling-uprising.roll"


def test_offered_at_the_start_of_birdsong_by_each_clearings_suit_and_the_tables_form_points_to_it():
    state = hired(H, "birdsong")
    found = offered(state, "hireling-uprising")
    places = {a.clearing for a, v in found.items() if v.legal and not a.remove}
    assert places == set(state.topology.board.clearings)
    assert all(a.suit == state.suits[a.clearing] for a in found)
    assert not any(v.legal for a, v in found.items() if a.remove)  # no Uprising warrior on the map
    assert UseHireling(H).check(state).message.params["kind"] == "hireling-uprising"
    notes = replay.perform(state, AdvancePhase(walk=True)).verdict.notes
    assert "hireling-use.must-not-taken" in {n.id for n in notes}  # a must action left untaken


def test_an_uncontrolled_uprising_has_nobody_to_take_its_action():
    state = hired(H, "birdsong")
    assert replay.perform(state, act.Control(H, None)).applied
    here = plain_of_suit(state)[0]
    verdict = Uprising(H, state.suits[here], here).check(state)
    assert not verdict.legal
