"""Playing with the mouse: real presses, moves and releases on the view's viewport.

Every expectation comes from the core: the same action performed on a copy of the state
(what the board must now show), ``check`` for verdicts, ``legal_destinations`` for what
lights up. Nothing here types a list of legal areas by hand.
"""

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rootboard.game.factions import LAW
from rootboard.messages import render
from rootboard.game.movement import FERRY_DRAWS
from rootboard.game.replay import ENFORCE, TEACH, perform
from rootboard.game.actions import Move, OpenPath, Place, Remove
from rootboard.game.movement import MoveRequest, legal_destinations
from rootboard.game.placement import PieceRequest
from tests.game.gamekit import FACTS, forest_between, game, put, turn_of


def at_area(window, area) -> QPoint:
    return window.view.mapFromScene(window.board.scene.area_centre(area))


def at_piece(window, area, faction, piece) -> QPoint:
    item = window.board.scene.pieces_layer.items[area]
    spot = next(s for s in item.spots if s.piece[:2] == (faction, piece))
    return window.view.mapFromScene(spot.rect.center())


def drag(qtbot, window, start: QPoint, end: QPoint, modifier=Qt.NoModifier, release=True, source=None):
    """Press, move in steps, release: as a hand would (the source may be a tray tile)."""
    viewport = window.view.viewport()
    QTest.mousePress(source or viewport, Qt.LeftButton, modifier, start if source is None else QPoint(20, 20))
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (k / 5) if source is None else end)
    if release:
        QTest.mouseRelease(viewport, Qt.LeftButton, modifier, end)


def pick_in_next_menu(label_start: str, seen: list):
    """Answer the next popup menu by choosing the entry whose text starts with ``label_start``."""

    def pick():
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(10, pick)
            return
        seen.extend(a.text() for a in menu.actions())
        action = next(a for a in menu.actions() if a.text().startswith(label_start))
        menu.setActiveAction(action)
        QTest.keyClick(menu, Qt.Key_Return)

    QTimer.singleShot(0, pick)


def read_next_menu(seen: list):
    """Note the next popup menu's entries as (text, enabled), then close it choosing nothing."""

    def read():
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(10, read)
            return
        seen.extend((a.text(), a.isEnabled()) for a in menu.actions())
        menu.close()

    QTimer.singleShot(0, read)


def expected_after(state, action, mode=ENFORCE):
    """The core's own result of ``action`` on a copy: the areas and supply the board must show."""
    copy = state.copy()
    outcome = perform(copy, action, mode)
    return outcome, copy


def pieces_of(state):
    return state.to_json()["areas"], state.to_json()["supply"]


# --- place ----------------------------------------------------------------------------------

def test_place_from_the_tray(qtbot, play):
    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise")
    window, interaction = play(state)
    tile = window.board_play.trays.tile("marquise", "sawmill")
    assert tile.count == state.supply[("marquise", "sawmill")]
    action = Place(PieceRequest("marquise", "sawmill", 5))
    outcome, expected = expected_after(state, action)
    assert outcome.applied
    drag(qtbot, window, QPoint(), at_area(window, 5), source=tile)
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict
    assert tile.count == expected.supply[("marquise", "sawmill")]  # the tray counts down
    spots = window.board.scene.pieces_layer.items[5].spots
    assert [s.piece for s in spots if s.in_slot] == [("marquise", "sawmill", 1)]  # in its slot


def test_a_refused_place_changes_nothing_and_cites_its_law(qtbot, play):
    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise")
    forest = forest_between(state, 1, 5)
    window, interaction = play(state)
    before = state.to_json()
    verdict = window.game.session.check(Place(PieceRequest("marquise", "warrior", forest))).verdict
    assert not verdict.legal
    drag(qtbot, window, QPoint(), at_area(window, forest), source=window.board_play.trays.tile("marquise", "warrior"))
    assert window.game.session.state.to_json() == before
    assert interaction.last_outcome.verdict == verdict and not interaction.last_outcome.applied
    assert f"Law {verdict.section}" in interaction.hint
    assert verdict.section in window.statusBar().currentMessage()


# --- move -----------------------------------------------------------------------------------

def marquise_rules_1(map_name="autumn"):
    state = turn_of(game(map_name, ("marquise", "eyrie")), "marquise", "daylight")
    return put(state, 1, "marquise", "warrior", 3)


def test_move_one_warrior_by_dragging_it(qtbot, play):
    state = marquise_rules_1()
    a, b = FACTS["autumn"]["path"]
    window, interaction = play(state)
    action = Move(MoveRequest("marquise", a, b, 1, "warrior"))
    outcome, expected = expected_after(state, action)
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, b))
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict
    assert window.game.session.log_entries()[-1].description == action.describe(LAW)


def test_shift_drag_takes_the_stack_and_the_wheel_changes_how_many(qtbot, play):
    state = marquise_rules_1()
    a, b = FACTS["autumn"]["path"]
    window, interaction = play(state)
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, b), Qt.ShiftModifier, release=False)
    assert interaction.drag.count == 3
    QTest.keyClick(window.view, Qt.Key_Minus)
    assert interaction.drag.count == 2
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.ShiftModifier, at_area(window, b))
    _, expected = expected_after(state, Move(MoveRequest("marquise", a, b, 2, "warrior")))
    assert pieces_of(window.game.session.state) == pieces_of(expected)


def test_while_dragging_the_core_s_legal_destinations_light_up_and_the_rest_dims(qtbot, play):
    state = marquise_rules_1("lake")  # the Ferry is in clearing 1: its coastal reach lights up too
    window, interaction = play(state)
    drag(qtbot, window, at_piece(window, 1, "marquise", "warrior"), at_area(window, 5), release=False)
    lit = {area for area, mark in window.board.scene.marked().items() if mark.role == "drop"}
    assert lit == {d.area for d in legal_destinations(window.game.session.state, "marquise", 1, "warrior")}
    assert window.board.scene.marked()[1].role == "selected"
    assert interaction._dim is not None and not interaction._dim.path().isEmpty()
    QTest.keyClick(window.view, Qt.Key_Escape)  # cancel: nothing lit, nothing moved
    assert window.board.scene.marked() == {} and interaction._dim is None
    assert window.game.session.state.count(1, ("marquise", "warrior")) == 3


def test_a_refused_move_changes_nothing_and_says_why_with_its_section(qtbot, play):
    state = marquise_rules_1()
    a, far = FACTS["autumn"]["apart"]
    window, interaction = play(state)
    before = state.to_json()
    verdict = window.game.session.check(Move(MoveRequest("marquise", a, far, 1, "warrior"))).verdict
    assert not verdict.legal
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, far), release=False)
    assert interaction.hint == f"✗ Move clearing {far}: {render(verdict.message)}"  # hovering tells why
    assert verdict.section in window.statusBar().currentMessage()
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_area(window, far))
    assert window.game.session.state.to_json() == before
    assert interaction.last_outcome.verdict == verdict and not interaction.last_outcome.applied
    assert f"Law {verdict.section}" in window.statusBar().currentMessage()


def test_teach_mode_applies_an_illegal_drop_with_its_warning(qtbot, play):
    state = marquise_rules_1()
    a, far = FACTS["autumn"]["apart"]
    window, interaction = play(state, mode=TEACH)
    action = Move(MoveRequest("marquise", a, far, 1, "warrior"))
    outcome, expected = expected_after(state, action, TEACH)
    assert outcome.applied and not outcome.verdict.legal
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, far))
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.hint.startswith("Warning (teach mode): Law " + outcome.verdict.section)


def test_undo_after_a_drag_restores_the_board(qtbot, play):
    state = marquise_rules_1()
    a, b = FACTS["autumn"]["path"]
    window, _ = play(state)
    before = state.to_json()["areas"]
    drag(qtbot, window, at_piece(window, a, "marquise", "warrior"), at_area(window, b))
    assert window.game.session.state.to_json()["areas"] != before
    window.game.undo()
    assert window.game.session.state.to_json()["areas"] == before
    shown = {area: item.pieces for area, item in window.board.scene.pieces_layer.items.items()}
    assert shown[a] == [("marquise", "warrior", 3)] and b not in shown  # the board follows
    window.game.redo()
    assert window.board.scene.pieces_layer.items[b].pieces == [("marquise", "warrior", 1)]


# --- the Vagabond and the Ferry ---------------------------------------------------------------

def test_vagabond_slips_into_a_forest_from_the_menu(qtbot, play):
    state = turn_of(put(game("autumn", ("vagabond", "marquise")), 1, "vagabond", "pawn"), "vagabond", "birdsong")
    forest = forest_between(state, 1, 5)
    window, interaction = play(state)
    slip = Move(MoveRequest("vagabond", 1, forest, 1, "pawn", slip=True))
    outcome, expected = expected_after(state, slip)
    assert outcome.applied
    seen = []
    pick_in_next_menu("Slip", seen)
    drag(qtbot, window, at_piece(window, 1, "vagabond", "pawn"), at_area(window, forest))
    move_verdict = window.game.session.check(Move(MoveRequest("vagabond", 1, 5, 1, "pawn"))).verdict
    assert seen[0] == "Slip" and seen[1].startswith("Move — Law 9.5.1")  # his Birdsong: Move explains itself
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict
    assert window.board.scene.pieces_layer.items[forest].pieces == [("vagabond", "pawn", 1)]
    assert not move_verdict.legal  # Daylight Move only (9.5.1), as the menu said


def test_the_ferry_offers_itself_and_reminds_to_draw_a_card(qtbot, play):
    state = marquise_rules_1("lake")
    ferry = FACTS["lake"]["ferry"]
    across = next(c for c in FACTS["lake"]["coastal"] if c != ferry and not state.topology.is_adjacent(ferry, c))
    window, interaction = play(state)
    action = Move(MoveRequest("marquise", ferry, across, 1, "warrior", ferry=True))
    outcome, expected = expected_after(state, action)
    assert outcome.applied and outcome.verdict.notes
    seen = []
    pick_in_next_menu("Move by Ferry", seen)
    drag(qtbot, window, at_piece(window, ferry, "marquise", "warrior"), at_area(window, across))
    assert "Move by Ferry" in seen
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert window.game.session.state.ferry == across
    assert any(note.id == FERRY_DRAWS.id for note in interaction.last_outcome.verdict.notes)
    assert "draws a card" in interaction.hint  # the reminder is shown
    ferry_marker = next(m for m in window.board.scene.marker_items if m.icon == "ferry")
    c = window.board.topology.board.clearings[across]
    centre = ferry_marker.boundingRect().center()
    assert (centre.x() - c.centre[0]) ** 2 + (centre.y() - c.centre[1]) ** 2 < (2 * c.radius) ** 2


# --- right-click ------------------------------------------------------------------------------

def right_click(window, pos):
    QTest.mousePress(window.view.viewport(), Qt.RightButton, Qt.NoModifier, pos)
    QTest.mouseRelease(window.view.viewport(), Qt.RightButton, Qt.NoModifier, pos)


def test_right_click_removes_a_piece(qtbot, play):
    state = marquise_rules_1()
    window, interaction = play(state)
    action = Remove(PieceRequest("marquise", "warrior", 1, 3))
    outcome, expected = expected_after(state, action)
    seen = []
    pick_in_next_menu("Remove all", seen)
    right_click(window, at_piece(window, 1, "marquise", "warrior"))
    assert seen[0].startswith("Remove 1 Marquise warrior")
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert interaction.last_outcome.verdict == outcome.verdict


def test_the_vagabond_pawn_cannot_be_removed_and_the_menu_says_why(qtbot, play):
    state = put(game("autumn", ("vagabond", "marquise")), 1, "vagabond", "pawn")
    window, interaction = play(state)
    verdict = window.game.session.check(Remove(PieceRequest("vagabond", "pawn", 1))).verdict
    seen = []
    read_next_menu(seen)
    right_click(window, at_piece(window, 1, "vagabond", "pawn"))
    assert seen == [(f"Remove 1 Vagabond pawn — Law {verdict.section}", False)]
    assert interaction.hint.endswith(render(verdict.message))
    assert state.count(1, ("vagabond", "pawn")) == 1


def test_a_closed_path_is_removed_from_its_context_menu(qtbot, play):
    a, b = FACTS["mountain"]["closed"]
    state = turn_of(put(game("mountain", ("marquise", "eyrie")), a, "marquise", "warrior"), "marquise", "daylight")
    window, interaction = play(state)
    action = OpenPath(a, b)
    outcome, expected = expected_after(state, action)
    assert outcome.applied
    marker = window.board.scene.path_items[(min(a, b), max(a, b))].marker_at
    seen = []
    pick_in_next_menu("Remove closed path", seen)
    right_click(window, window.view.mapFromScene(marker))
    assert window.game.session.state.closed_paths == expected.closed_paths
    assert not window.board.scene.path_items[(min(a, b), max(a, b))].closed
    assert interaction.last_outcome.verdict == outcome.verdict


def test_a_click_on_a_piece_selects_its_area_as_a_click_on_the_area_would(qtbot, play):
    state = marquise_rules_1()
    window, interaction = play(state)
    before = state.to_json()
    with qtbot.waitSignal(window.view.area_clicked) as blocker:
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, at_piece(window, 1, "marquise", "warrior"))
    assert blocker.args == [1]
    assert interaction.drag is None and window.game.session.state.to_json() == before
    assert window.board.scene.marked()[1].role == "selected"


def test_a_closed_path_the_rules_keep_closed_shows_why(qtbot, play):
    a, b = FACTS["mountain"]["closed"]
    state = turn_of(game("mountain", ("marquise", "eyrie")), "marquise", "daylight")  # no piece at either end
    window, interaction = play(state)
    verdict = window.game.session.check(OpenPath(a, b)).verdict
    assert not verdict.legal
    seen = []
    read_next_menu(seen)
    right_click(window, window.view.mapFromScene(window.board.scene.path_items[(min(a, b), max(a, b))].marker_at))
    assert seen == [(f"Remove closed path {min(a, b)}–{max(a, b)} — Law {verdict.section}", False)]
    assert interaction.hint.endswith(render(verdict.message))
    assert window.game.session.state.closed_paths == state.closed_paths


def test_the_cursor_says_what_can_be_picked_up(qtbot, play):
    window, _ = play(marquise_rules_1())
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, at_piece(window, 1, "marquise", "warrior"))
    assert viewport.cursor().shape() == Qt.OpenHandCursor
    QTest.mouseMove(viewport, at_area(window, 1))
    assert viewport.cursor().shape() != Qt.OpenHandCursor
    drag(qtbot, window, at_piece(window, 1, "marquise", "warrior"), at_area(window, 5), release=False)
    assert viewport.cursor().shape() == Qt.ClosedHandCursor
    QTest.keyClick(window.view, Qt.Key_Escape)
    assert viewport.cursor().shape() != Qt.ClosedHandCursor


def test_after_a_bomb_s_flip_the_strip_says_what_it_did_and_no_reminder_of_it(qtbot, play):
    """13.7.1: the flip removes every enemy piece there itself; the strip says so with what
    the flip did, and no "Remember: the bomb removes..." outlives the pieces (issue 37)."""
    from rootboard.game.display import FACE_DOWN
    from rootboard.game.factions.corvids.plots import BOMB_GOES
    from rootboard.messages import text

    state = turn_of(game("autumn", ("corvids", "marquise")), "corvids", "birdsong")
    c = sorted(state.topology.board.clearings)[0]
    put(state, c, "corvids", "warrior")
    put(state, c, "corvids", "bomb")
    enemies = 2
    put(state, c, "marquise", "warrior", enemies)
    window, interaction = play(state)
    pick_in_next_menu("Flip face up", [])
    right_click(window, at_piece(window, c, "corvids", FACE_DOWN))
    after = window.game.session.state
    assert after.cursor == 1 and not after.count(c, ("marquise", "warrior"))
    bomb = text(BOMB_GOES(where=c, count=enemies))
    done, *reminders = window.strip.text().split("\n")
    assert bomb in done
    assert not any(bomb in line for line in reminders), reminders


def test_a_face_down_plot_is_flipped_from_its_menu_which_names_no_kind(qtbot, play):
    # 13.4.2: in the Corvids' Birdsong, with a warrior there; the menu (read by the whole table)
    # offers Flip, Trick and Remove without saying what the plot is (13.2.2).
    from rootboard.game.display import FACE_DOWN
    from rootboard.game.factions.corvids.plots import PLOTS, Flip
    from rootboard.game.terms import piece_name

    state = turn_of(game("autumn", ("corvids", "marquise")), "corvids", "birdsong")
    first, second = sorted(state.topology.board.clearings)[:2]
    for where, plot in ((first, "bomb"), (second, "snare")):
        put(state, where, "corvids", "warrior")
        put(state, where, "corvids", plot)
    window, interaction = play(state)
    outcome, expected = expected_after(state, Flip(first))
    assert outcome.applied
    seen = []
    read_next_menu(seen)
    right_click(window, at_piece(window, first, "corvids", FACE_DOWN))
    labels = [text for text, _ in seen]
    assert labels[0].startswith("Flip face up") and any(t.startswith("Trick") for t in labels)
    assert not any(piece_name(p) in t for t in labels for p in PLOTS)
    seen.clear()
    pick_in_next_menu("Flip face up", seen)
    right_click(window, at_piece(window, first, "corvids", FACE_DOWN))
    after = window.game.session.state
    assert pieces_of(after) == pieces_of(expected) and after.face_up == expected.face_up
    assert after.scores == expected.scores and after.cursor == 1
    assert interaction.last_outcome.verdict == outcome.verdict
