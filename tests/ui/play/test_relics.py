"""Keeper warriors carry relics (Devout Knights, 15.2.4): by mouse, from the drop's menu,
and by keyboard, from the Move or place dialog. Expectations come from the core."""

from rootboard.messages import render
from rootboard.game.actions import Move
from rootboard.game.movement import MoveRequest, carriable as carriable_relics
from tests.game.gamekit import FACTS, game, put, turn_of
from tests.ui.play.test_drag import (
    at_area, at_piece, drag, expected_after, pick_in_next_menu, pieces_of,
)


def keepers_with_a_relic():
    state = turn_of(game("autumn", ("keepers", "marquise")), "keepers", "daylight")
    a, b = FACTS["autumn"]["path"]
    put(state, a, "keepers", "warrior", 2)
    put(state, a, "keepers", "tablet", 1)
    return state, a, b


def test_a_keeper_warrior_carries_a_relic_chosen_from_the_drop_menu(qtbot, play):
    state, a, b = keepers_with_a_relic()
    assert carriable_relics(state, "keepers", a, "warrior") == ["tablet"]
    window, interaction = play(state)
    carry = Move(MoveRequest("keepers", a, b, 1, "warrior", carry=("tablet",)))
    outcome, expected = expected_after(window.game.session.state, carry)
    assert outcome.applied
    seen = []
    pick_in_next_menu("Move carrying a tablet", seen)
    drag(qtbot, window, at_piece(window, a, "keepers", "warrior"), at_area(window, b))
    assert any(text.startswith("Move carrying a tablet") for text in seen)
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict


def test_the_keyboard_dialog_offers_the_relics_a_move_can_carry(qtbot, play):
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = keepers_with_a_relic()
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    dialog.origin.setCurrentIndex(dialog.origin.findData(a))
    dialog.piece.setCurrentIndex(next(i for i in range(dialog.piece.count()) if dialog.piece.itemData(i)[0] == "warrior"))
    dialog.destination.setCurrentIndex(dialog.destination.findData(b))
    assert dialog.carry.isEnabled() and dialog.carry.findData("tablet") >= 0
    dialog.carry.setCurrentIndex(dialog.carry.findData("tablet"))
    outcome, expected = expected_after(window.game.session.state, Move(MoveRequest("keepers", a, b, 1, "warrior",
                                                                              carry=("tablet",))))
    assert dialog.verdict.text() == f"{'✓' if outcome.verdict.legal else '✗'} {render(outcome.verdict.message)}"
    dialog.accept()
    assert pieces_of(window.game.session.state) == pieces_of(expected)



def test_only_keeper_warriors_are_offered_relics(qtbot, play):
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = keepers_with_a_relic()
    put(state, a, "marquise", "warrior", 1)
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    dialog.faction.setCurrentIndex(dialog.faction.findData("marquise"))
    dialog.origin.setCurrentIndex(dialog.origin.findData(a))
    assert dialog.piece.currentData()[0] == "warrior"
    assert not dialog.carry.isEnabled() and dialog.carry.count() == 1  # "no relic" only
    assert carriable_relics(state, "marquise", a, "warrior") == []
