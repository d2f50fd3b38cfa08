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


# --- where the form opens and what it offers first (issue 37) ---------------------------------

def listed(box):
    """The To list as shown: area ids, a separator as None."""
    return [box.itemData(i) for i in range(box.count())]


def test_the_form_opens_on_a_legal_destination_and_lists_the_legal_ones_first(qtbot, play):
    """The To list once offered all the areas in map order, starting on the first (To = From:
    refused as it opened). Now the destinations the core allows for what the form says come
    first, each judged by the same check as the verdict, and the form starts on one."""
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = marquise_game()
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    check = window.game.session.check
    assert dialog.origin.currentData() == a
    moves = {area: check(Move(MoveRequest("marquise", a, area, 1, "warrior"))).verdict.legal
             for area in state.topology.areas}
    shown = listed(dialog.destination)
    split = shown.index(None)
    assert sorted(shown[:split]) == sorted(area for area, ok in moves.items() if ok)
    assert sorted(shown[split + 1:], key=str) == sorted((area for area, ok in moves.items() if not ok), key=str)
    assert dialog.destination.currentData() == shown[0] != a
    assert dialog.verdict.text().startswith("✓") and dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    # What the form says changes where the pieces may go: placing lists the legal placements first.
    dialog.kind.setCurrentIndex(dialog.kind.findData("Place"))
    choose_piece(dialog, "warrior")
    places = {area: check(Place(PieceRequest("marquise", "warrior", area))).verdict.legal for area in state.topology.areas}
    shown = listed(dialog.destination)
    legal_first = shown[:shown.index(None)] if None in shown else shown
    assert sorted(legal_first, key=str) == sorted((area for area, ok in places.items() if ok), key=str)
    assert places[dialog.destination.currentData()]


def test_a_chosen_destination_stays_when_the_count_changes(qtbot, play):
    from rootboard.ui.play.piece_dialog import PieceDialog

    state, a, b = marquise_game()
    window, _ = play(state)
    dialog = PieceDialog(window, window.game)
    qtbot.addWidget(dialog)
    far = next(c for c in state.topology.board.clearings if c != a and not state.topology.is_adjacent(a, c))
    choose(dialog.destination, far)  # refused: to see why
    dialog.count.setValue(2)
    assert dialog.destination.currentData() == far and dialog.verdict.text().startswith("✗")


def test_ctrl_m_docks_the_form_beside_the_board_and_it_stays_for_the_next_move(qtbot, play, monkeypatch):
    """The form once opened as a dialog over the board. Now Ctrl+M shows it in a dock of the
    window: it covers none of the board, and after OK it stays, filled from the new position."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QDialog, QDockWidget

    from rootboard.ui.play.piece_dialog import PieceDialog

    opened = []
    monkeypatch.setattr(PieceDialog, "exec", lambda dialog: opened.append(dialog) or 0)  # never modal in a test
    state, a, b = marquise_game()
    window, _ = play(state)
    window.piece_action.trigger()
    forms = [d for d in window.findChildren(PieceDialog) if d.isVisible()]
    assert not opened and len(forms) == 1
    form = forms[0]
    dock = form.parentWidget()
    while dock is not None and not isinstance(dock, QDockWidget):
        dock = dock.parentWidget()
    assert dock is not None and dock.isVisible() and not form.isWindow() and form.window() is window
    view = window.view
    board = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
    shown = QRect(form.mapToGlobal(form.rect().topLeft()), form.size())
    assert not board.intersects(shown), (board, shown)
    # OK: performed, and the form stays, from the position the move made.
    to = form.destination.currentData()
    action = form.action()
    _, expected = expected_after(window.game.session.state, action)
    form.buttons.button(QDialogButtonBox.Ok).click()
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert dock.isVisible() and to in listed(form.origin)
    assert isinstance(form, QDialog)
    form.buttons.button(QDialogButtonBox.Close).click()
    assert not dock.isVisible()


def test_the_docked_form_follows_a_change_of_language(qtbot, play):
    from rootboard import i18n
    from rootboard.i18n import tr

    state, a, b = marquise_game()
    window, _ = play(state)
    window.piece_action.trigger()
    form = window.piece_form.form
    assert form.kind.currentText() == tr("piece-dialog", "Move")
    window.set_language("nl")
    qtbot.wait(10)
    again = window.piece_form.form
    assert again is not form and again.isVisible() and window.piece_form.dock.isVisible()
    assert again.kind.currentText() == i18n.pgettext("piece-dialog", "Move", "nl") != "Move"


def test_a_move_out_of_its_step_opens_on_the_turns_reason_not_a_clearing_not_adjacent(qtbot, play):
    """The Eyrie moves at Daylight's Decree (7.5.2): in Evening every destination is refused.
    The form once opened on the first area, its origin or a clearing not adjacent, saying only
    that (4.2), the move's own reason judged before the turn's; it now opens on a destination
    the turn alone refuses, where the verdict says why (1.4.1), in the window's language."""
    from rootboard.game.turns.check import turn_refusal
    from rootboard.ui.play.piece_dialog import PieceDialog

    state = turn_of(game("autumn", ("eyrie", "marquise")), "eyrie", "evening")
    a = min(state.topology.board.clearings)
    put(state, a, "eyrie", "warrior", 2)
    for lang in ("en", "nl", "es"):
        window, _ = play(state)
        window.set_language(lang)
        dialog = PieceDialog(window, window.game)
        qtbot.addWidget(dialog)
        assert dialog.origin.currentData() == a
        to = dialog.destination.currentData()
        verdict = window.game.session.check(Move(MoveRequest("eyrie", a, to, 1, "warrior"))).verdict
        reason = turn_refusal(state, Move(MoveRequest("eyrie", a, to, 1, "warrior")))
        assert not verdict.legal and reason is not None and verdict.message == reason
        assert verdict.sections[0] == "1.4.1" and state.topology.is_adjacent(a, to)
        assert dialog.verdict.text() == f"✗ {render(verdict.message, lang)}"
        assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
        window.close()


def test_the_vagabonds_move_in_birdsong_opens_on_its_reason_not_on_its_origin(qtbot, play):
    """In Birdsong the Vagabond slips (9.4.2); his Move is a Daylight action (9.5.1), which his
    Move's own check says, after where it goes. The form once opened on the first area, his own
    clearing, saying only that a move leaves it (4.2); it now opens on a neighbour, where the
    verdict says the Move waits for Daylight, in the window's language."""
    from rootboard.game.factions.vagabond.board import vagabond_board_edits
    from rootboard.ui.play.piece_dialog import PieceDialog

    state = turn_of(game("autumn", ("vagabond", "marquise")), "vagabond", "birdsong")
    state.apply(vagabond_board_edits(state, "vagabond", "ranger"))
    a = min(state.topology.board.clearings)
    put(state, a, "vagabond", "pawn")
    for lang in ("en", "nl", "es"):
        window, _ = play(state)
        window.set_language(lang)
        dialog = PieceDialog(window, window.game)
        qtbot.addWidget(dialog)
        assert dialog.origin.currentData() == a and not dialog.slip.isChecked()
        to = dialog.destination.currentData()
        assert to in state.topology.neighbours(a)
        verdict = window.game.session.check(Move(MoveRequest("vagabond", a, to, 1, "pawn"))).verdict
        assert not verdict.legal and verdict.sections[0] == "9.5.1", verdict
        assert dialog.verdict.text() == f"✗ {render(verdict.message, lang)}"
        dialog.slip.setChecked(True)  # Slip: legal there, and the form says so
        assert dialog.verdict.text().startswith("✓")
        window.close()
