"""A battle in the real window (4.3): from Game › Battle, from a right-click, and by dropping a
warrior on an enemy's piece; the panel shows the core's verdict step by step and performs
exactly the core's battle, whose removed pieces leave the board with the points scored."""

from PySide6.QtWidgets import QDialogButtonBox

from rootboard.game.battle.resolution import Battle, ChoiceNeeded
from rootboard.game.replay import TEACH
from rootboard.messages import render
from tests.game.gamekit import game, put, turn_of
from tests.ui.play.test_drag import at_piece, drag, expected_after, pick_in_next_menu, pieces_of, right_click


def battle_game():
    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise", "daylight")
    c = 5
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    return state, c


def answering(monkeypatch, rolls, seen, **fields):
    """The panel's exec(): set the dice (and fields), note what it shows, press Battle."""
    from rootboard.ui.play.battle_dialog import BattleDialog

    def exec_(dialog):
        dialog.set_rolls(*rolls)
        for name, text in fields.items():
            getattr(dialog, name).setText(text)
        seen.append((dialog.action(), dialog.verdict.text(), dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()))
        dialog.accept()
        return 1

    monkeypatch.setattr(BattleDialog, "exec", exec_)


def test_a_battle_from_the_game_menu_performs_the_core_s_battle(qtbot, play, monkeypatch):
    state, c = battle_game()
    window, _ = play(state)
    before = state.copy()
    seen = []
    answering(monkeypatch, (3, 1), seen)
    window.battle_action.trigger()
    [(battle, text, ok)] = seen
    assert (battle.attacker, battle.defender, battle.clearing, battle.rolls) == ("marquise", "eyrie", c, (3, 1))
    outcome, expected = expected_after(before, battle)
    assert outcome.applied and ok and text.startswith("✓ Law 4.3: ")
    assert all(render(step) in text for step in battle.resolve(state_before(before)).steps)
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert window.game.session.state.scores == expected.scores == {"marquise": 1, "eyrie": 0}
    drawn = window.board.scene.pieces_layer.items[c]
    assert {s.piece[:2] for s in drawn.spots} == {("marquise", "warrior")}  # the Eyrie's left the board
    assert window.game.session.log_entries()[-1].description.params["action"].id == "battle.log-rolls"


def state_before(after):
    """The position a battle was fought on: ``after`` with its last action undone."""
    from rootboard.game.replay import undo

    copy = after.copy()
    undo(copy)
    return copy


def test_dropping_a_warrior_on_an_enemy_s_piece_opens_that_battle(qtbot, play, monkeypatch):
    state, c = battle_game()
    window, interaction = play(state)
    seen = []
    answering(monkeypatch, (2, 0), seen)
    before = state.copy()
    drag(qtbot, window, at_piece(window, c, "marquise", "warrior"), at_piece(window, c, "eyrie", "roost"))
    [(battle, text, ok)] = seen
    assert (battle.attacker, battle.defender, battle.clearing) == ("marquise", "eyrie", c) and ok
    _, expected = expected_after(before, battle)
    assert pieces_of(window.game.session.state) == pieces_of(expected)
    assert not window.game.session.state.count(c, ("eyrie", "roost")) and window.game.session.state.scores["marquise"] == 1


def test_a_right_click_on_an_enemy_s_piece_offers_the_battle(qtbot, play, monkeypatch):
    state, c = battle_game()
    window, interaction = play(state)
    seen, menu = [], []
    answering(monkeypatch, (1, 1), seen, defender_removes="")
    pick_in_next_menu("Battle", menu)
    right_click(window, at_piece(window, c, "eyrie", "warrior"))
    assert menu[0].startswith("Battle: Marquise attacks Eyrie")
    assert any(m.startswith("Remove") for m in menu)
    [(battle, text, ok)] = seen
    assert battle.defender == "eyrie" and ok


def test_the_panel_refuses_in_enforce_mode_and_applies_in_teach_mode(qtbot, play):
    from rootboard.ui.play.battle_dialog import BattleDialog

    state, c = battle_game()
    window, _ = play(state)
    dialog = BattleDialog(window, window.game, Battle("marquise", "eyrie", c, (1, 0)))
    qtbot.addWidget(dialog)
    dialog.defender_removes.setText("roost")
    verdict = window.game.session.check(dialog.action()).verdict
    assert not verdict.legal and dialog.verdict.text() == f"✗ {render(verdict.message)}"
    assert "Law 4.3.4" in dialog.verdict.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    window.game.session.mode = TEACH
    dialog._judge()
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()


def test_a_choice_to_make_is_offered_as_buttons(qtbot, play):
    from rootboard.ui.play.battle_dialog import BattleDialog

    state = turn_of(game("autumn", ("eyrie", "marquise")), "eyrie", "daylight")
    c = 5
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "sawmill")
    put(state, c, "marquise", "wood")
    window, _ = play(state)
    dialog = BattleDialog(window, window.game, Battle("eyrie", "marquise", c, (0, 0)))
    qtbot.addWidget(dialog)
    try:
        window.game.session.check(dialog.action())
    except ChoiceNeeded as need:
        asked = need
    assert dialog.verdict.text() == f"… {render(asked.message)}"
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    button = dialog.findChild(type(dialog.roll_button), "choice-wood")
    button.click()
    assert dialog.defender_removes.text() == "wood"
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    dialog.accept()
    assert window.game.session.state.count(c, ("marquise", "sawmill")) == 1
    assert not window.game.session.state.count(c, ("marquise", "wood"))


def test_roll_gives_the_seeded_faces(qtbot, play):
    from rootboard.game.battle.resolution import seeded_rolls
    from rootboard.ui.play.battle_dialog import BattleDialog

    state, c = battle_game()
    window, _ = play(state)
    dialog = BattleDialog(window, window.game, Battle("marquise", "eyrie", c, (0, 0)))
    qtbot.addWidget(dialog)
    dialog.roll_button.click()
    assert tuple(d.value() for d in dialog.dice) == seeded_rolls(state)


def test_a_right_click_on_a_clearing_offers_its_battles(qtbot, play, monkeypatch):
    from rootboard.interaction import battles_in
    from tests.ui.play.test_drag import at_area

    state, c = battle_game()
    window, interaction = play(state)
    pos = at_area(window, c)
    assert interaction.spot_at(pos) is None, "the clearing's centre, not a piece"
    offered = battles_in(state, c)  # the player on turn's: the Marquise against the Eyrie
    seen, menu = [], []
    answering(monkeypatch, (0, 0), seen)
    pick_in_next_menu("Battle", menu)
    right_click(window, pos)
    assert [m for m in menu if m.startswith("Battle")] and len(menu) == len(offered)
    [(battle, text, ok)] = seen
    assert (battle.attacker, battle.clearing) == ("marquise", c) and ok


def test_every_shortcut_letter_of_the_panel_goes_to_a_field(qtbot, play):
    """An underlined letter (Alt+letter) takes the focus to its field; a label with no field
    would show its '&' as it is written."""
    from PySide6.QtWidgets import QLabel

    from rootboard.ui.play.battle_dialog import BattleDialog

    state, c = battle_game()
    window, _ = play(state)
    dialog = BattleDialog(window, window.game, Battle("marquise", "eyrie", c))
    qtbot.addWidget(dialog)
    marked = [label for label in dialog.findChildren(QLabel) if "&" in label.text().replace("&&", "")]
    assert marked and all(label.buddy() is not None for label in marked)


def test_a_long_verdict_neither_squeezes_the_form_nor_is_cut(qtbot, play, settings):
    """A battle's steps in Spanish run longer than the dialog Qt opens (two thirds of the
    screen): the dialog grows to show them, up to the screen, and scrolls beyond; the form's
    rows above keep their height (the ambush's suit boxes were once cut in half)."""
    from rootboard.ui.play.battle_dialog import BattleDialog

    settings.setValue("language", "es")
    state, c = battle_game()
    window, _ = play(state)
    dialog = BattleDialog(window, window.game, Battle("marquise", "eyrie", c, (3, 1)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in (dialog.ambush_suit, dialog.counter_suit, dialog.attacker_removes, dialog.clearing):
        assert box.height() >= box.minimumSizeHint().height(), box
    area = dialog.verdict.parentWidget().parentWidget()  # the label, in its scroll area's viewport
    whole = dialog.verdict.heightForWidth(area.viewport().width())
    room = dialog.screen().availableGeometry().height()
    assert dialog.verdict.text().count("\n") >= 5 and "punto de victoria" in dialog.verdict.text()
    if dialog.frameGeometry().height() < room:  # the screen had room: the verdict is shown whole
        assert area.viewport().height() >= whole
    else:  # a short screen: it scrolls to the end of the verdict
        assert area.verticalScrollBar().maximum() > 0
