"""No label, button, list or tab of the window is cut off or elided at 1366x768, in English,
Dutch or Spanish (issues 22, 23): the docks, their tabs, the turn bar, the supply trays, the
Vagabond's board, the explorer and its legend, the message strip and the setup wizard's pages
all make room for their words (a wrapped label for all its lines), or scroll."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDockWidget, QLabel, QLineEdit, QScrollArea, QStyle, QStyleOptionComboBox,
    QStyleOptionFrame, QTabBar, QWidget,
)

from rootboard.game.actions import Move
from rootboard.game.movement import MoveRequest
from rootboard.ui.explore.panel import Legend
from tests.ui.play.test_vagabond_dock_fits import full_satchel

LAPTOP = (1366, 728)  # 768 less a desktop's panel


def _in_scroll_area(w: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _behind_a_tab(w: QWidget) -> bool:
    parent = w
    while parent is not None and not isinstance(parent, QDockWidget):
        parent = parent.parentWidget()
    return parent is not None and parent.visibleRegion().isEmpty()


def _clipped(w: QWidget) -> bool:
    """Shown only in part because its parent is too small for it (a scroll area's is scrolled)."""
    if _in_scroll_area(w) or w.size().isEmpty():
        return False
    shown = w.visibleRegion().boundingRect()
    return shown.width() < w.width() - 1 or shown.height() < w.height() - 1


def _field_width(box: QComboBox) -> int:
    """The width a combo box draws its current words in (a box sized once, for other words,
    cuts them: its minimum size hint is remembered, so it cannot say so)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    return box.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, box).width()


def _placeholder_room(field: QLineEdit) -> int:
    """The width an empty line edit draws its placeholder in (its contents, less the two
    pixels it keeps at each side)."""
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    return field.style().subElementRect(QStyle.SE_LineEditContents, option, field).width() - 4


def cut(window) -> list[str]:
    found = []
    for w in window.findChildren(QWidget):
        # a dock behind another's tab is visible to Qt, but off the screen: not what anyone sees
        if not w.isVisible() or w.window() is not window or _behind_a_tab(w):
            continue
        if isinstance(w, (QLabel, QAbstractButton, QComboBox, Legend)) and _clipped(w):
            found.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}: clipped by its parent, "
                         f"{w.visibleRegion().boundingRect().size().toTuple()} of {w.size().toTuple()} shown")
            continue
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                if w.tabRect(i).width() < w.tabSizeHint(i).width() - 1:
                    found.append(f"tab {w.tabText(i)!r}: {w.tabRect(i).width()} < {w.tabSizeHint(i).width()}")
            continue
        if isinstance(w, Legend):  # painted as one widget: its words need its minimum width, its rows their height
            if w.width() < w.minimumSizeHint().width() or w.height() < w.heightForWidth(w.width()):
                found.append(f"Legend: {w.size().toTuple()} < {w.minimumSizeHint().width()} wide, "
                             f"{w.heightForWidth(w.width())} high")
            continue
        if isinstance(w, QLineEdit):  # the hint an empty field gives is words to read too
            hint = w.placeholderText()
            if hint and not w.text() and _placeholder_room(w) < w.fontMetrics().horizontalAdvance(hint):
                found.append(f"QLineEdit placeholder {hint!r}: {_placeholder_room(w)} px for its words")
            continue
        if isinstance(w, QComboBox):
            text = w.currentText()
            if text and _field_width(w) < w.fontMetrics().horizontalAdvance(text):
                found.append(f"QComboBox {text!r}: {_field_width(w)} px for its words")
                continue
        elif isinstance(w, (QLabel, QAbstractButton)):
            text = w.text()
        else:
            continue
        if not text:
            continue
        if isinstance(w, QLabel) and w.wordWrap():  # every line of it shown, unless it scrolls
            need = w.heightForWidth(w.width())
            if not _in_scroll_area(w) and w.height() < need - 1:
                found.append(f"QLabel {text!r} (wrapped) in {w.parentWidget().objectName() or '?'}: "
                             f"{w.height()} < {need} px high")
            continue
        need = w.minimumSizeHint().width()
        if w.width() < need:
            found.append(f"{type(w).__name__} {text!r} in {w.parentWidget().objectName() or '?'}: {w.width()} < {need}")
    return found


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_window_is_cut_while_playing(play, qtbot, settings, lang):
    settings.setValue("language", lang)
    window, _ = play(full_satchel())
    window.resize(*LAPTOP)
    qtbot.wait(30)
    for dock in (window.vagabond_panel.dock, window.game_chrome.rule_dock, window.dock):
        dock.raise_()
        qtbot.wait(10)
        assert cut(window) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_setup_wizard_is_cut(make_window, qtbot, settings, lang):
    settings.setValue("language", lang)
    window = make_window("autumn")
    window.resize(*LAPTOP)
    wizard = window.set_up_game()
    qtbot.wait(30)
    assert cut(window) == []
    wizard.page.factions = ["marquise", "eyrie", "vagabond", "alliance"]
    wizard.restart()
    wizard.go_next()
    for _ in range(60):
        qtbot.wait(1)
        assert cut(window) == [], wizard.setup.pending.id if wizard.setup.pending else "summary"
        if wizard.setup.done:
            break
        wizard.choose_for_us()


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_explorer_or_a_refusal_is_cut(play, qtbot, settings, lang):
    """The explorer picked on an area (its heading, summary, neighbours and legend) and the
    strip after a long refusal: the longest words the window says while playing."""
    settings.setValue("language", lang)
    window, _ = play(full_satchel())
    window.resize(*LAPTOP)
    far = max(window.game.session.state.topology.board.clearings)
    window.game.perform(Move(MoveRequest("vagabond", 1, far, 1, "pawn")))  # refused: not adjacent
    qtbot.wait(10)
    assert window.strip.isVisible() and window.strip.kind == "refused"
    window.dock.raise_()
    for area in (1, far):
        window.board.select(area)
        qtbot.wait(10)
        assert cut(window) == [], area


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_explorer_is_cut_while_exploring(make_window, qtbot, settings, lang):
    settings.setValue("language", lang)
    window = make_window("lake")
    window.resize(*LAPTOP)
    qtbot.wait(30)
    assert cut(window) == []
    forest = next(iter(window.board.topology.forests))
    for area in (1, forest):
        window.board.select(area)
        qtbot.wait(10)
        assert cut(window) == [], area


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_the_map_box_names_every_map_after_a_change_of_language(make_window, qtbot, settings, lang):
    """Started in English, then View › Language: the box is as wide as the longest map name in
    the new language ("Winter Kaart" was cut to "Winter Ka", "Mapa de la Montaña" to "Mapa de l")."""
    window = make_window("winter")
    window.resize(*LAPTOP)
    qtbot.wait(10)
    window.set_language(lang)
    qtbot.wait(10)
    box = window.map_box
    for i in range(box.count()):
        box.setCurrentIndex(i)
        assert _field_width(box) >= box.fontMetrics().horizontalAdvance(box.itemText(i)), box.itemText(i)
    assert cut(window) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_is_cut_in_a_layout_remembered_from_an_earlier_game(play, qtbot, settings, lang):
    """The docks where an earlier session left them (its column as wide as that game needed),
    then Teach › Quiz opened from a game, and the explorer: the quiz's kinds of question and the
    explorer's legend wrap to the column rather than being cut at its edge ("(2.2.1,",
    "verbinding ove", "discontinuo: no adyace")."""
    settings.setValue("language", lang)
    earlier, _ = play(full_satchel())
    earlier.resize(*LAPTOP)
    qtbot.wait(10)
    earlier.close()  # the layout remembered
    window, _ = play(full_satchel())
    window.resize(*LAPTOP)
    window.open_quiz()
    qtbot.wait(30)
    assert cut(window) == []
    window.dock.raise_()
    window.board.select(1)
    qtbot.wait(10)
    assert cut(window) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_rootlog_dock_is_cut(make_window, qtbot, settings, lang):
    """A recorded game imported in English, then View › Language: the flags' heading and their
    choice share a row only while both fit in it."""
    from tests.notation.games import GAMES_DIR

    window = make_window("winter")
    window.resize(*LAPTOP)
    window.import_rootlog(str(GAMES_DIR / "2020_11_20_winter_tournament_r1g5.rootlog"))
    qtbot.wait(30)
    window.set_language(lang)
    qtbot.wait(300)  # the flags' heading laid out again, in a row or two, as the layout settles
    assert cut(window) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_score_of_a_six_faction_game_is_cut(play, qtbot, settings, lang):
    """The turn bar's scores with the longest names in the game: Spanish cut 'Nido de Águ'."""
    from rootboard.game.newgame import new_game

    settings.setValue("language", lang)
    state = new_game("autumn", ["eyrie", "riverfolk", "corvids", "keepers", "lizards", "duchy"], seed=1)
    window, _ = play(state)
    window.resize(*LAPTOP)
    qtbot.wait(30)
    assert cut(window) == []
