"""Game › Move or place pieces: the drags by keyboard, judged by the core as the form changes."""

from PySide6.QtWidgets import QDialogButtonBox

from rootboard.game.factions import LAW
from rootboard.messages import render
from rootboard.game.replay import TEACH
from rootboard.game.actions import Move, Place
from rootboard.game.movement import MoveRequest
from rootboard.game.placement import PieceRequest
from tests.game.gamekit import FACTS, game, put, turn_of
from tests.ui.play.test_drag import expected_after, pieces_of


def choose(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, (data, [combo.itemData(i) for i in range(combo.count())])
    combo.setCurrentIndex(index)


def choose_piece(dialog, piece: str) -> None:
    index = next(i for i in range(dialog.piece.count()) if dialog.piece.itemData(i)[0] == piece)
    dialog.piece.setCurrentIndex(index)


def marquise_game():
    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise", "daylight")
    a, b = FACTS["autumn"]["path"]
    return put(state, a, "marquise", "warrior", 3), a, b


def test_a_legal_move_is_offered_with_its_verdict_and_performed_as_a_drag_would_be(qtbot, play):
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = marquise_game()
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    choose(dialog.origin, a)
    choose_piece(dialog, "warrior")
    choose(dialog.destination, b)
    dialog.count.setValue(2)
    action = Move(MoveRequest("marquise", a, b, 2, "warrior"))
    outcome, expected = expected_after(window.game.session.state, action)
    assert dialog.verdict.text() == f"✓ {render(outcome.verdict.message)}"
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    dialog.accept()
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert window.game.session.log_entries()[-1].description == action.describe(LAW)


def test_an_illegal_move_says_why_and_cannot_be_confirmed_in_enforce_mode(qtbot, play):
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = marquise_game()
    window, _ = play(state)
    far = next(c for c in state.topology.board.clearings if c != a and not state.topology.is_adjacent(a, c))
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    choose(dialog.origin, a)
    choose(dialog.destination, far)
    verdict = window.game.session.check(Move(MoveRequest("marquise", a, far, 1, "warrior"))).verdict
    assert not verdict.legal
    assert dialog.verdict.text() == f"✗ {render(verdict.message)}" and f"Law {verdict.section}" in dialog.verdict.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    window.game.session.mode = TEACH  # teach mode applies it, with the rule it breaks in the log
    dialog._judge()
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled() == verdict.possible


def test_placing_takes_pieces_from_the_supply(qtbot, play):
    from rootboard.ui.play.piece_dialog import PLACE, PieceDialog

    state, a, b = marquise_game()
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentText(PLACE)
    assert not dialog.origin.isEnabled()
    choose_piece(dialog, "warrior")
    assert dialog.count.maximum() == state.supply[("marquise", "warrior")]
    where = next(c for c in state.topology.board.clearings
                 if window.game.session.check(Place(PieceRequest("marquise", "warrior", c))).verdict.legal)
    choose(dialog.destination, where)
    outcome, expected = expected_after(window.game.session.state, Place(PieceRequest("marquise", "warrior", where)))
    assert dialog.verdict.text() == f"✓ {render(outcome.verdict.message)}"
    dialog.accept()
    assert pieces_of(window.game.session.state) == pieces_of(expected)


def test_the_menu_entry_needs_a_game(qtbot, play):
    state, a, b = marquise_game()
    window, _ = play(state)
    assert window.piece_action.isEnabled()
    window.game.set_session(None)
    assert not window.piece_action.isEnabled()


def test_a_corvid_plot_can_be_placed_face_up(qtbot, play):
    from rootboard.ui.play.piece_dialog import PLACE, PieceDialog

    state = turn_of(game("autumn", ("corvids", "marquise")), "corvids", "daylight")
    where = min(state.topology.board.clearings)
    put(state, where, "corvids", "warrior", 1)
    window, _ = play(state)
    table = PieceDialog(window, window.game)
    qtbot.addWidget(table)
    table.kind.setCurrentText(PLACE)
    listed = [table.piece.itemData(i)[0] for i in range(table.piece.count())]
    assert listed == ["warrior"]  # the supply's plots are face down: which are left is the Corvids' to know (13.2.2)
    window.game.set_viewer("corvids")  # the Corvids' view: they place a plot knowing its kind
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentText(PLACE)
    choose_piece(dialog, "warrior")
    assert not dialog.face_up.isEnabled()  # only plots have a face to choose
    choose_piece(dialog, "snare")
    assert dialog.face_up.isEnabled()
    choose(dialog.destination, where)
    dialog.face_up.setChecked(True)
    action = Place(PieceRequest("corvids", "snare", where, 1, face_up=True))
    outcome, expected = expected_after(window.game.session.state, action)
    assert dialog.verdict.text() == f"{'✓' if outcome.verdict.legal else '✗'} {render(outcome.verdict.message)}"
    assert dialog.action() == action


def test_a_faction_with_nothing_on_the_map_has_nothing_to_move(qtbot, play):
    """With no area to move from, the form offers no piece and no move: it once listed the
    supply's warriors and judged a move 'from clearing None'."""
    from rootboard.ui.play.piece_dialog import PieceDialog

    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise", "daylight")
    assert not any(f == "marquise" for stacks in state.areas.values() for (f, _), n in stacks.items() if n)
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    choose(dialog.faction, "marquise")
    assert dialog.origin.count() == 0 and dialog.piece.count() == 0
    assert dialog.action() is None and not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    assert "None" not in dialog.verdict.text()
