"""The setup wizard in the real window: a newcomer goes from File › New game to the first turn
of a four-player Advanced Setup only by clicking (Next, Choose for us, lit areas on the board),
and a refused click names its rule. What is legal comes from the setup's own steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from rootboard.gamefile.file import read_game_data
from rootboard.messages import render
from rootboard.setup import record, wizard


@pytest.fixture
def window(qtbot, settings, tmp_path, monkeypatch):
    from rootboard.ui.window import MainWindow

    for box in ("question", "warning"):
        monkeypatch.setattr(f"PySide6.QtWidgets.QMessageBox.{box}",
                            lambda *args, **kw: pytest.fail(f"unexpected message box: {args[1:3]}"))
    w = MainWindow("autumn", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(w)
    w.resize(1400, 950)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.LeftButton)


def click_area(qtbot, window, area, point_of):
    pos = window.view.mapFromScene(QPointF(*point_of(window.board.topology, area)))
    with qtbot.waitSignal(window.view.area_clicked, timeout=2000):
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def click_item(qtbot, listing, row):
    listing.scrollToItem(listing.item(row))
    rect = listing.visualItemRect(listing.item(row))
    qtbot.mouseClick(listing.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())


def test_a_newcomer_sets_up_four_drafted_players_by_clicking(qtbot, window, click_point):
    window.new_action.trigger()  # File › New game
    panel = window.setup_wizard
    assert panel.dock.isVisible() and window.view.isVisible()  # beside the board, not over it
    draft = next(b for b in panel.modes.buttons() if b.property("draft"))
    click(qtbot, draft)
    assert panel.page.draft and panel.page.players == 4 and panel.next.isEnabled()
    click(qtbot, panel.next)
    refused_seen = board_clicks = lists = 0
    for _ in range(200):
        if panel.pages.currentIndex() != 1:
            break
        step = panel.setup.pending
        if wizard.on_board(step):
            refused = [o for o in step.options if not o.legal]
            if refused and not refused_seen:  # a refused click names its rule and changes nothing
                before = list(panel.setup.choices)
                click_area(qtbot, window, refused[0].value, click_point)
                assert panel.why.text().startswith("Law ")
                assert panel.why.text() == render(refused[0].why) and refused[0].why.sections
                assert panel.setup.choices == before
                refused_seen += 1
            lit = {a for a, item in window.board.scene.area_items.items() if item.mark is not None}
            assert lit == set(step.legal_values())  # the legal areas glow, nothing else
            click_area(qtbot, window, step.legal_values()[0], click_point)
            board_clicks += 1
        elif lists % 2 == 0:
            row = next(i for i in range(panel.options.count())
                       if panel.options.item(i).flags() & Qt.ItemIsEnabled)
            click_item(qtbot, panel.options, row)
            click(qtbot, panel.next)
            lists += 1
        else:
            click(qtbot, panel.for_us)
            lists += 1
    assert panel.pages.currentIndex() == 2 and panel.summary.count() == len(panel.setup.summary)
    assert board_clicks >= 4 and refused_seen
    click(qtbot, panel.next)  # Start play
    state = window.game.session.state
    assert len(state.factions) == 4 and state.setup["kind"] == "advanced"
    assert (state.turn, state.phase, state.phase_tracked) == (0, "birdsong", True)
    assert window.game_chrome.turn_bar.isVisible() and not panel.dock.isVisible()
    record.verify(read_game_data(state.to_json()).state)  # the game recorded is the one set up


def test_back_takes_back_the_last_choice_and_then_returns_to_the_first_page(qtbot, window):
    panel = window.set_up_game()
    click(qtbot, panel.next)
    assert panel.pages.currentIndex() == 1
    first = panel.setup.pending.id
    click(qtbot, panel.for_us)
    assert panel.setup.pending.id != first and len(panel.setup.choices) == 1
    click(qtbot, panel.back)
    assert panel.setup.pending.id == first and panel.setup.choices == []
    click(qtbot, panel.back)
    assert panel.pages.currentIndex() == 0


def test_list_steps_grey_out_refused_options_with_their_reason(qtbot, window):
    panel = window.set_up_game()
    panel.map_box.setCurrentIndex(panel.map_box.findData("winter"))  # prints no suits (16.1.1)
    click(qtbot, panel.next)
    step = panel.setup.pending
    assert step.id == "map.suits" and not wizard.on_board(step)
    refused = [o for o in step.options if not o.legal]
    greyed = [panel.options.item(i) for i in range(panel.options.count())
              if not panel.options.item(i).flags() & Qt.ItemIsEnabled]
    assert refused and [item.data(Qt.UserRole) for item in greyed] == [o.value for o in refused]
    for item, option in zip(greyed, refused):
        assert render(option.why) in item.text()


def test_the_first_page_refuses_too_few_factions_for_advanced_setup(qtbot, window):
    panel = window.set_up_game()
    for i in range(panel.faction_list.count()):
        panel.faction_list.item(i).setCheckState(Qt.Unchecked)
    assert not panel.next.isEnabled() and panel.problem.text().startswith("Law 16.1:")


# --- what a newcomer met on the first page and the board steps (issue 23 papercuts) --------------

def test_the_factions_list_shows_every_faction_and_each_question_has_its_own_row(qtbot, window):
    from PySide6.QtWidgets import QFormLayout

    panel = window.set_up_game()
    qtbot.wait(10)
    listing = panel.faction_list
    assert listing.viewport().height() >= listing.count() * listing.sizeHintForRow(0)  # it showed two rows
    form = panel.pages.widget(0).layout()
    assert isinstance(form, QFormLayout)
    kinds = panel.kinds.buttons()[0].parentWidget()
    modes = panel.modes.buttons()[0].parentWidget()
    assert kinds is not modes  # two radio groups, two rows, each under its own label
    assert form.labelForField(kinds) is not None and form.labelForField(modes) is not None
    assert form.labelForField(kinds).text() != form.labelForField(modes).text()


def test_a_board_step_lists_no_choice_and_the_summary_s_strip_says_what_to_do(qtbot, window):
    from rootboard.ui.play.setup_wizard import word

    panel = window.set_up_game()
    panel.page.factions = ["marquise", "eyrie"]
    panel.restart()
    panel.go_next()
    seen_board = False
    for _ in range(80):
        if panel.setup.done:
            break
        if wizard.on_board(panel.setup.pending):
            seen_board = True
            assert not panel.options.isVisibleTo(panel)  # chosen on the board, not in a list
        else:
            assert panel.options.isVisibleTo(panel)
        panel.choose_for_us()
    assert seen_board and panel.setup.done
    assert window.strip.text() == word("done") and window.strip.text() != word("summary")
