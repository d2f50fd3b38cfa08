"""The Vagabond's board in the window: his items shown where they are, changed through the
core's checks (the same actions as the command line), refusals naming the rule."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QToolButton

from rootboard.game.factions.vagabond.board import DAMAGED, vagabond_board_edits
from rootboard.ui.play.vagabond_panel import ItemButton
from tests.game.gamekit import FACTS, game, put, turn_of


def vagabond_state(character="ranger"):
    state = game("autumn", ("vagabond", "marquise", "eyrie"))
    state.apply(vagabond_board_edits(state, "vagabond", character))
    put(state, FACTS["autumn"]["path"][0], "vagabond", "pawn")
    return turn_of(state, "vagabond", "daylight")


def buttons(window):
    return [b for b in window.vagabond_panel.findChildren(QToolButton) if isinstance(b, ItemButton)]


def test_the_panel_shows_each_item_and_changes_follow_the_core(play, qtbot):
    window, _ = play(vagabond_state("thief"))
    assert window.vagabond_panel.dock.isVisible()
    shown = sorted((b.item.item, b.item.where) for b in buttons(window))
    assert shown == [("boot", "satchel"), ("sword", "satchel"), ("tea", "track"), ("torch", "satchel")]
    window.vagabond_panel.item_change("vagabond", "sword", "damage")
    qtbot.waitUntil(lambda: any(b.item.where == DAMAGED for b in buttons(window)))
    assert [b.item.item for b in buttons(window) if b.item.where == DAMAGED] == ["sword"]
    window.vagabond_panel.repair("vagabond", "sword")  # the thief has no hammer: refused, 9.5.7
    qtbot.waitUntil(lambda: "9.5.7" in window.statusBar().currentMessage())
    assert window.game.session.state.vagabonds["vagabond"].count("sword", where=DAMAGED) == 1
    assert "9.5.7" in window.statusBar().currentMessage()


def test_a_relationship_is_changed_in_its_box(play, qtbot):
    window, _ = play(vagabond_state())
    box = window.vagabond_panel.findChild(QComboBox, "relationship-vagabond-eyrie")
    box.setCurrentIndex(0)  # Hostile
    qtbot.waitUntil(lambda: bool(window.game.session.state.hostile.get("vagabond")))
    assert window.game.session.state.hostile["vagabond"] == {"eyrie"}


def test_no_vagabond_no_panel(play):
    window, _ = play(game("autumn", ("marquise", "eyrie")))
    assert not window.vagabond_panel.dock.isVisible()


def test_the_harrier_glides_by_dragging_and_the_pawn_menu_offers_the_special_action():
    from rootboard import interaction as rules
    from rootboard.game.replay import perform

    state = vagabond_state("harrier")
    a, far = FACTS["autumn"]["apart"]
    at = FACTS["autumn"]["path"][0]
    check = lambda action: perform(state, action, dry_run=True).verdict  # noqa: E731
    drag = rules.start_move(state, at, "vagabond", "pawn")
    drag.options = rules.judge(state, drag, [far], check)
    dropped = rules.drop(state, drag, far)
    assert dropped.asks and [o.kind for o in dropped.options if o.verdict.legal] == [rules.GLIDE]
    scoundrel = vagabond_state("scoundrel")
    kinds = [o.kind for o in rules.piece_options(scoundrel, at, "vagabond", "pawn",
                                                 lambda act: perform(scoundrel, act, dry_run=True).verdict)]
    assert kinds[0] == rules.SPECIAL


def test_a_closed_vagabond_or_supply_dock_comes_back_from_the_view_menu(play, qtbot):
    """Closed by their X, the Vagabond's board and the Supply had no way back but opening the
    game again (the window audit); the View menu has them, as it has the other docks, and
    offers the Vagabond's only in a game with one."""
    from rootboard.game.replay import ENFORCE
    from rootboard.session import GameSession

    window, _ = play(vagabond_state())
    shown = [a for a in window.view_menu.actions() if a.isVisible()]
    for dock in (window.vagabond_panel.dock, window.board_play.dock):
        dock.close()
        assert not dock.isVisible()
        entry = next(a for a in shown if a.text() == dock.windowTitle())
        entry.trigger()
        assert dock.isVisible()
    window.game.set_session(GameSession(game("autumn", ("marquise", "eyrie")), mode=ENFORCE))
    titles = [a.text() for a in window.view_menu.actions() if a.isVisible()]
    assert window.board_play.dock.windowTitle() in titles
    assert window.vagabond_panel.dock.windowTitle() not in titles
    window.files.close_game()  # exploring: neither is offered
    titles = [a.text() for a in window.view_menu.actions() if a.isVisible()]
    assert window.board_play.dock.windowTitle() not in titles
