"""What is drawn for a position (rootboard/game/display.py): one builder, and what the table may
see of it. A face-down Corvid plot is shown face down, without its kind, unless the Corvids'
view is asked for (13.2.2)."""

import pytest

from rootboard.game.display import (
    FACE_DOWN, actual_piece, is_plot, keepers_of_secrets, position_display, supply_display,
)
from rootboard.game.newgame import new_game
from rootboard.game.factions import FACTIONS
from rootboard.game.kinds import MAP
from rootboard.game.factions.corvids import PLOTS
from rootboard.game.rules import rulings
from rootboard.game.state import SUPPLY, shift


def plotted(map_name="autumn"):
    """Corvids with a face-down bomb in clearing 1 and a face-up snare in clearing 2."""
    state = new_game(map_name, ["marquise", "corvids"])
    state.apply([shift(("corvids", "warrior"), SUPPLY, 1, 1), shift(("corvids", "bomb"), SUPPLY, 1, 1),
                 shift(("corvids", "snare"), SUPPLY, 2, 1), state.set_edit("face_up", {2})])
    return state


def kinds(stacks):
    return {s.piece for s in stacks}


def test_a_face_down_plot_is_shown_without_its_kind():
    shown = position_display(plotted())
    assert [tuple(s) for s in shown.pieces[1]] == [("corvids", "warrior", 1), ("corvids", FACE_DOWN, 1)]
    assert shown.pieces[1][1].face_down
    assert not kinds(shown.pieces[1]) & set(PLOTS)
    assert shown.face_down == {1: 1}


def test_a_face_up_plot_is_shown_with_its_kind():
    shown = position_display(plotted())
    assert [tuple(s) for s in shown.pieces[2]] == [("corvids", "snare", 1)]
    assert not shown.pieces[2][0].face_down


def test_the_corvids_view_shows_the_kinds():
    shown = position_display(plotted(), viewer="corvids")
    assert kinds(shown.pieces[1]) == {"warrior", "bomb"}
    assert shown.face_down == {}


def test_another_faction_s_view_does_not():
    assert FACE_DOWN in kinds(position_display(plotted(), viewer="marquise").pieces[1])


def test_the_supply_s_plots_are_face_down_too():
    """'While in the Corvids' supply, plot tokens are face down' (13.2.2)."""
    state = plotted()
    table = supply_display(state, "corvids")
    assert [s.piece for s in table] == ["warrior", FACE_DOWN]
    total = sum(state.supply.get(("corvids", p), 0) for p in PLOTS)
    assert table[1].count == total
    owner = supply_display(state, "corvids", viewer="corvids")
    assert [s.piece for s in owner] == [p.name for p in FACTIONS["corvids"].pieces]
    assert supply_display(state, "marquise") == supply_display(state, "marquise", viewer="corvids")


def test_plots_are_known_by_their_piece_type_not_by_name():
    state = plotted()
    assert {p.name for p in FACTIONS["corvids"].pieces if is_plot(state, "corvids", p.name)} == set(PLOTS)
    assert not any(is_plot(state, fid, p.name) for fid, f in FACTIONS.items() if fid != "corvids" for p in f.pieces)
    assert keepers_of_secrets(plotted()) == ["corvids"]
    assert keepers_of_secrets(new_game("autumn", ["marquise", "eyrie"])) == []


def test_the_kind_behind_a_face_down_plot_is_found_for_an_action():
    state = plotted()
    assert actual_piece(state, 1, "corvids", FACE_DOWN) == "bomb"
    assert actual_piece(state, 1, "corvids", "warrior") == "warrior"


def test_rulers_suits_and_closed_paths_come_from_the_rules():
    state = new_game("mountain", ["marquise", "eyrie"])
    state.apply([shift(("marquise", "warrior"), SUPPLY, 3, 2)])
    shown = position_display(state)
    assert shown.rulings == rulings(state)
    assert shown.rulers[3] == "marquise"
    assert shown.closed_paths == frozenset(state.closed_paths) and shown.closed_paths
    assert shown.suits == state.suits
    assert position_display(new_game("autumn")).closed_paths is None


def test_the_burrow_is_shown_while_the_duchy_plays():
    assert position_display(new_game("autumn", ["marquise", "eyrie"])).burrow is None
    state = new_game("autumn", ["duchy", "eyrie"])
    assert position_display(state).burrow == []
    state.apply([shift(("duchy", "warrior"), SUPPLY, "burrow", 2)])
    assert [tuple(s) for s in position_display(state).burrow] == [("duchy", "warrior", 2)]


def test_an_explored_ruin_is_gone_from_the_ruins_shown():
    state = new_game("autumn", ["vagabond", "eyrie"])
    ruined = [cid for cid, c in state.topology.board.clearings.items() if c.ruins]
    assert position_display(state).ruins == {cid: 1 for cid in ruined}
    state.apply([shift((MAP, "ruin"), ruined[0], "out", 1)])
    assert position_display(state).ruins[ruined[0]] == 0


@pytest.mark.parametrize("viewer", [None, "corvids"])
def test_scene_arguments_carry_the_same_position(viewer):
    shown = position_display(plotted(), viewer)
    scene = shown.scene()
    assert scene["pieces"] is shown.pieces and scene["rulers"] == shown.rulers and scene["burrow"] is None
