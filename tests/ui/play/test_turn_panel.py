"""The turn panel (issue 34): in a game set up by Standard Setup, at the Marquise's Daylight
actions, it lists exactly what the core's ``options`` offers, plays an option as the window
plays every action (undoable), keeps the refused ones with their verdicts' reasons behind a
toggle, follows a change of language, opens the battle panel for a battle (or says it is played
elsewhere), waits while it is out of sight, and fits a 1366x768 laptop in English, Dutch and
Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from benchmarks.later_turns import MAIN_STEP, later_step
from benchmarks.marquise_daylight import marquise_birdsong, marquise_daylight
from rootboard.game.factions.marquise.board import MARQUISE, WARRIOR
from rootboard.game.replay import rules_for
from rootboard.game.state import SUPPLY, shift
from rootboard.game.turns.options import options
from rootboard.game.turns.progress import progress
from rootboard.i18n import N_
from rootboard.messages import render, text
from rootboard.ui.play import turn_panel as tp
from tests.game.gamekit import put
from tests.ui.test_no_word_cut import LAPTOP, cut
from tests.ui.test_window_fits import LAPTOP as SCREEN, PANEL


@pytest.fixture
def playing(play, qtbot):
    """The window playing the Marquise's Daylight, the turn panel in sight."""
    window, _ = play(marquise_daylight())
    window.show_turn_panel()
    qtbot.waitUntil(lambda: not window.turn_panel.stale())
    return window


def actions(options_):
    return [o.action for o in options_]


def test_it_lists_exactly_the_playable_options_of_the_core(playing):
    state, panel = playing.game.session.state, playing.turn_panel
    core = options(state)
    assert any(o.playable for o in core) and any(not o.playable for o in core)
    assert [o.action for o, _ in panel.rows] == actions(o for o in core if o.playable)
    assert actions(panel.refused()) == actions(o for o in core if not o.playable)
    assert all(button.isEnabled() for _, button in panel.rows)


def test_the_heading_says_who_where_and_how_many_taken(playing):
    state, panel = playing.game.session.state, playing.turn_panel
    now = progress(state)
    assert now.faction == state.current == MARQUISE and now.limit is not None
    labels = {w.objectName(): w.text() for w in panel.widget().findChildren(tp.QLabel) if w.objectName()}
    from rootboard.game.terms import faction_name

    assert labels["turn-who"] == tp.tr(*tp.WORDS["who"]).format(faction=str(faction_name(MARQUISE)),
                                                                player=state.players[MARQUISE])
    assert labels["turn-taken"] == tp.word("taken").format(taken=now.taken, limit=now.limit)


def test_clicking_an_option_plays_it_and_undo_takes_it_back(playing, qtbot):
    session, panel = playing.game.session, playing.turn_panel
    before = session.state.to_json()
    cursor = session.state.cursor
    option, button = next((o, b) for o, b in panel.rows if o.action.kind not in tp.TABLE_CHOICES
                           and o.action.kind not in ("phase", "end-turn"))
    qtbot.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: session.state.cursor == cursor + 1)
    assert session.state.history[-1]["action"] == option.action.to_json()
    assert playing.undo_action.isEnabled()
    # the panel followed the game: its options are the core's in the new position
    qtbot.waitUntil(lambda: actions(panel.options) == actions(options(session.state)))
    playing.undo_action.trigger()
    assert session.state.cursor == cursor
    after = session.state.to_json()
    assert {k: v for k, v in after.items() if k != "history"} == {k: v for k, v in before.items() if k != "history"}
    assert [o.action for o, _ in panel.rows] == actions(o for o in options(session.state) if o.playable)


def test_the_refused_wait_behind_their_toggle_each_with_its_reason(playing, qtbot):
    panel = playing.turn_panel
    refused = panel.refused()
    assert panel.refused_rows == [] and panel.refused_toggle.text() == tp.word("show-refused").format(
        count=len(refused))
    qtbot.mouseClick(panel.refused_toggle, Qt.LeftButton)
    qtbot.waitUntil(lambda: panel.refused_rows != [])
    assert [o for o, _ in panel.refused_rows] == refused
    for option, reason in panel.refused_rows:
        assert option.verdict.message.sections, "a refusal names its Law section"
        assert reason.text() == render(option.verdict.message)
    assert panel.refused_toggle.text() == tp.word("hide-refused").format(count=len(refused))


def test_a_change_of_language_says_it_all_again_without_judging_again(playing, qtbot):
    panel = playing.turn_panel
    judged = panel.options
    law = rules_for(playing.game.session.state)
    option, button = panel.rows[0]
    row_words = [w for w in button.parentWidget().findChildren(tp.QLabel)]
    assert row_words[0].text() == text(option.action.describe(law), "en")
    playing.set_language("nl")
    assert panel.options is judged  # the options are the same; only their words changed
    option, button = panel.rows[0]
    row_words = [w for w in button.parentWidget().findChildren(tp.QLabel)]
    assert row_words[0].text() == text(option.action.describe(law), "nl") != text(option.action.describe(law), "en")
    assert button.text() == tp.tr(*tp.WORDS["play"])
    assert panel.dock.windowTitle() == tp.tr(*tp.WORDS["dock"])
    playing.set_language("en")


def test_out_of_sight_it_waits_and_judges_when_shown_again(playing, qtbot):
    panel, session = playing.turn_panel, playing.game.session
    playing.dock.raise_()  # the explorer's tab over it
    qtbot.waitUntil(lambda: not tp.in_sight(panel.dock))
    judged = panel.options
    option = next(o for o in panel.playable() if o.action.kind not in tp.TABLE_CHOICES)
    playing.game.perform(option.action)
    assert panel.stale() and panel.options is judged
    panel.dock.raise_()
    qtbot.waitUntil(lambda: not panel.stale())
    assert actions(panel.options) == actions(options(session.state))


def battle_position():
    """Her Daylight with an enemy warrior beside hers: the core offers a battle (4.3)."""
    state = marquise_daylight()
    where = next(c for c in state.where_is((MARQUISE, WARRIOR)) if isinstance(c, int))
    enemy = next(f for f in state.factions if f != MARQUISE and state.supply.get((f, WARRIOR), 0))
    put(state, where, enemy, WARRIOR)
    return state


def test_a_battle_opens_the_battle_panel_with_that_battle(qtbot):
    state = battle_position()
    opened, played = [], []
    panel = tp.TurnPanel(played.append, {"battle": (N_("menu", "Battle…"), opened.append)})
    qtbot.addWidget(panel)
    panel.show_state(state)
    battles = [(o, b) for o, b in panel.rows if o.action.kind in tp.TABLE_CHOICES]
    assert battles, "the core offers her a battle there"
    option, button = battles[0]
    assert button.isEnabled() and button.text() == tp.tr("menu", "Battle…")
    qtbot.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: opened == [option.action])
    assert played == []  # the dice are the table's: the panel does not play it


def test_without_its_dialog_a_battle_is_played_from_the_board(qtbot):
    state = battle_position()
    played = []
    panel = tp.TurnPanel(played.append)
    qtbot.addWidget(panel)
    panel.show_state(state)
    battles = [(o, b) for o, b in panel.rows if o.action.kind in tp.TABLE_CHOICES]
    assert battles and all(not b.isEnabled() and b.text() == tp.word("elsewhere") for _, b in battles)
    assert [o for o, _ in panel.rows] == [o for o in options(state) if o.playable]


def cut_in_panel(panel) -> list[str]:
    """Its words measured against their widgets (the window's check leaves a scroll area's
    wrapped labels alone): every line of a wrapped label shown, every button as wide as its
    words, and the rows as wide as the dock, which scrolls up and down only."""
    found = []
    body = panel.widget()
    if body.width() > panel.viewport().width() or panel.horizontalScrollBar().isVisible():
        found.append(f"rows {body.width()} px wide in a dock of {panel.viewport().width()}")
    for w in body.findChildren(tp.QLabel):
        if w.isVisibleTo(body) and w.height() < w.heightForWidth(w.width()) - 1:
            found.append(f"{w.text()!r}: {w.height()} < {w.heightForWidth(w.width())} px high")
    for w in body.findChildren(tp.QPushButton):
        if w.isVisibleTo(body) and w.width() < w.minimumSizeHint().width():
            found.append(f"button {w.text()!r}: {w.width()} < {w.minimumSizeHint().width()}")
    return found


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_it_fits_a_laptop_without_cutting_a_word(play, qtbot, settings, lang):
    settings.setValue("language", lang)
    window, _ = play(marquise_daylight())
    window.resize(*LAPTOP)
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    for shown in (False, True):  # then the refused ones too, their reasons the longest words
        if shown:
            panel.toggle_refused()
        qtbot.wait(30)
        hint = window.minimumSizeHint()  # the window asks for no more than the laptop has
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1] - PANEL
        assert tp.in_sight(panel.dock) and panel.width() >= panel.minimumSizeHint().width()
        assert cut(window) == [] and cut_in_panel(panel) == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
@pytest.mark.parametrize("faction", sorted(MAIN_STEP))
def test_a_later_faction_at_its_main_step_fits_a_laptop_without_cutting_a_word(play, qtbot, settings, faction,
                                                                              lang):
    """Issue 35: the Cult's rituals, the Duchy's Assembly, the Corvids' actions, the Hundreds'
    Command, the Keepers' Retinue and the Riverfolk's Daylight paid with funds, their rows and refusals (the longest words) in each
    language, at a laptop's size."""
    settings.setValue("language", lang)
    state = later_step(faction)
    window, _ = play(state)
    window.resize(*LAPTOP)
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    assert [o for o, _ in panel.rows] == [o for o in options(state) if o.playable] and panel.rows
    for shown in (False, True):
        if shown:
            panel.toggle_refused()
        qtbot.wait(30)
        hint = window.minimumSizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1] - PANEL
        assert tp.in_sight(panel.dock) and panel.width() >= panel.minimumSizeHint().width()
        assert cut(window) == [] and cut_in_panel(panel) == [], (faction, lang)


def test_view_menu_toggles_it_with_a_key_no_other_action_has(playing, qtbot):
    from PySide6.QtGui import QAction

    toggle, dock = playing.turn_panel_action, playing.turn_panel.dock
    assert toggle is dock.toggleViewAction() and toggle in playing.view_menu.actions()
    keys = [a.shortcut().toString() for a in playing.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert toggle.shortcut().toString() in keys and len(keys) == len(set(keys)), sorted(keys)
    toggle.trigger()
    assert not dock.isVisible()
    toggle.trigger()
    assert dock.isVisible()


def test_exploring_a_map_offers_no_turn_panel(make_window):
    window = make_window("autumn")
    assert window.turn_panel is None and not window.turn_panel_action.isEnabled()
    window.show_turn_panel()
    assert window.turn_panel is None


def test_a_choice_the_table_must_make_is_shown_refused_with_what_to_say(qtbot):
    """Her Birdsong with less wood in her supply than sawmills on the map: placing it asks the
    table where it goes (6.4); the option says so, refused, and the rest are still offered."""
    state = marquise_birdsong()
    sawmill = next(iter(state.where_is((MARQUISE, "sawmill"))))
    state.apply([shift((MARQUISE, "wood"), SUPPLY, sawmill, state.supply[(MARQUISE, "wood")])])
    found = options(state)
    wood = next(o for o in found if o.action.kind == "marquise-wood")
    assert not wood.playable and "6.4" in wood.verdict.message.sections
    panel = tp.TurnPanel(lambda action: None)
    qtbot.addWidget(panel)
    panel.show_state(state)
    assert panel.options == found and panel.problem is None
    assert [o.action for o in panel.options if o.playable] == [o.action for o in found if o.playable]

@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_the_riverfolk_board_is_shown_beside_the_turn_as_the_room_says_it(play, qtbot, settings, lang):
    """Issue 35: their Payments, Funds (and Committed once a fund is), prices and trade posts
    left (Faction.board_words), said again after an action; a game without them shows none."""
    settings.setValue("language", lang)
    state = later_step("riverfolk")
    window, _ = play(state)
    window.resize(*LAPTOP)
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())

    def said():
        now = window.game.session.state
        return [text(m, lang) for m in now.law["riverfolk"].board_words(now)]

    # Theirs first (they play first); the Eyrie's board follows theirs (her leader and Decree).
    assert panel.board_title.isVisible() and panel.boards.text().split("\n")[:len(said())] == said()
    commit = next(o for o, _ in panel.rows if o.action.kind == "riverfolk-commit")
    panel.play(commit)
    qtbot.waitUntil(lambda: any(m.id == "riverfolk.board.shown.committed" for m in
                                window.game.session.state.law["riverfolk"].board_words(window.game.session.state)))
    qtbot.waitUntil(lambda: not panel.stale())
    assert panel.boards.text().split("\n")[:len(said())] == said()
    # Its Daylight's count says what it counts: moves and battles, one per fund committed (11.5.1).
    from rootboard.game.turns.progress import progress

    counted = progress(window.game.session.state).words
    assert counted is not None and panel.taken.text() == text(counted, lang)
    qtbot.wait(30)  # laid out again, as the fitting tests wait
    assert cut(window) == [] and cut_in_panel(panel) == []


def test_the_panel_shows_boards_only_where_a_faction_keeps_one_to_read(playing):
    state = playing.game.session.state
    kept = any(state.law[f].board_words(state) for f in state.in_game)
    assert playing.turn_panel.board_title.isVisible() == kept == playing.turn_panel.boards.isVisible()


def test_an_option_s_tip_says_its_verdict_and_its_notes(play, qtbot):
    """The row's tip is what the core says of the option, its notes too: after the League of
    Adventurous Mice's exhaust, a move is the card's, not one of the board's actions (4.1.3),
    which only a note says."""
    from rootboard.game import replay
    from rootboard.game.cards.league import CARD, LeagueExhaust
    from rootboard.game.craft import Craft
    from tests.game.gamekit import game, turn_of

    state = game("autumn", ("marquise", "eyrie", "alliance"))
    state.deck = "exiles"
    state = turn_of(state, MARQUISE, "daylight")
    state.crafted = state.crafted.take_item("boot", MARQUISE)
    mouse = next(c for c, suit in sorted(state.suits.items()) if suit == "mouse")
    put(state, mouse, MARQUISE, "workshop")
    put(state, mouse, MARQUISE, n=2)  # warriors to move
    assert replay.perform(state, Craft(MARQUISE, CARD)).applied
    assert replay.perform(state, LeagueExhaust(MARQUISE, "boot")).applied
    window, _ = play(state)
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    granted = [(o, b) for o, b in panel.rows if "turn.granted-move" in [n.id for n in o.verdict.notes]]
    assert granted, "the card's move is offered"
    for option, button in panel.rows:
        words = button.parentWidget().findChildren(tp.QLabel)[0]
        assert words.toolTip() == "\n".join(render(m) for m in (option.verdict.message, *option.verdict.notes))
    option, button = granted[0]
    assert render(option.verdict.notes[-1]) in button.parentWidget().findChildren(tp.QLabel)[0].toolTip()
