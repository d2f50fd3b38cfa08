"""A Clockwork bot's turn in the window (issue 36): with a bot's seat on turn the turn panel asks
for the order card, works the turn out through the core and shows it one step at a time: Next
applies a step as the game's own action (the history as ``rootboard bot`` leaves it), its places lit
on the board; Undo step and Edit › Undo take steps back; Whole turn applies the rest; the table's
dice change the coming battle; a refusal is said; the file reopens as played; it fits a laptop in
English, Dutch and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rootboard.game.bots import seat_bot, settings as bot_settings
from rootboard.game.bots.play import Context, play_setup, play_turn
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.game.state import shift
from rootboard.loading import load
from rootboard.ui.play import bot_turn as bt
from rootboard.ui.play import turn_panel as tp
from tests.game.bots.kit import M, of_suit, put, snapshot
from tests.game.bots.test_play_steps import battle_position, move_position
from tests.game.gamekit import game
from tests.ui.test_no_word_cut import LAPTOP, cut
from tests.ui.test_window_fits import LAPTOP as SCREEN, PANEL


def set_up_game():
    """Standard positions for the bot: its seat's own setup played (its chapter's), her Birdsong."""
    state = game("autumn", ("marquise", "eyrie", "alliance"), seed=5)
    play_setup(state, M, bot_settings("mechanical-marquise", "normal"))
    return state


def open_at_bot(play, qtbot, state, tmp_path=None):
    window, _ = play(state)
    if tmp_path is not None:
        window.game.session.save(tmp_path / "bot.json")
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    return window, panel, panel.bot_turn


def command_result(state, orders, rolls=()):
    """The game as ``rootboard bot`` leaves it (play_turn on a copy)."""
    done = state.copy()
    play_turn(done, M, Context(orders=list(orders), rolls=list(rolls)))
    return done


def position_of(state):
    """The position alone (an undone action stays in the history, to redo)."""
    return {k: v for k, v in state.to_json().items() if k not in ("history", "cursor")}


def history_actions(state):
    return [e["action"] for e in state.history[:state.cursor]]


def test_a_bots_seat_on_turn_asks_for_the_order_card_instead_of_options(play, qtbot):
    window, panel, section = open_at_bot(play, qtbot, set_up_game())
    assert section.isVisible() and section.asking.isVisible() and not section.stepping.isVisible()
    assert panel.rows == [] and not panel.nothing.isVisible() and not panel.refused_toggle.isVisible()
    assert not section.work_out_button.isEnabled()  # no order card given yet
    qtbot.mouseClick(section.suit_buttons["fox"], Qt.LeftButton)
    assert section.orders == ["fox"] and section.work_out_button.isEnabled()


def test_next_applies_one_step_at_a_time_as_the_command_would(play, qtbot, tmp_path):
    state = battle_position()
    expected = command_result(state, ["fox"])
    window, panel, section = open_at_bot(play, qtbot, state, tmp_path)
    session = window.game.session
    section.reveal("fox")
    assert section.work_out()
    steps = section.plan.steps
    assert section.position() == 0 and session.state.cursor == section.plan.start
    for n, step in enumerate(steps):
        cursor = session.state.cursor
        qtbot.mouseClick(section.next_button, Qt.LeftButton)
        assert section.position() == n + 1
        assert session.state.cursor == cursor + (step.entry is not None)  # one step, one action at most
        assert section.count.text() == bt.word("step").format(n=n + 1, total=len(steps))
        if step.entry is not None:
            assert session.state.history[session.state.cursor - 1]["action"] == step.entry["action"]
            lit = {a for a, mark in window.board.scene.marked().items() if mark.role == "bot-step"}
            assert lit == set(step.places(session.state).areas)
    assert not section.next_button.isEnabled()
    assert history_actions(session.state) == history_actions(expected)
    assert snapshot(session.state) == snapshot(expected)
    reopened = load(tmp_path / "bot.json").state  # the file has every step, and opens
    assert snapshot(reopened) == snapshot(expected)


def test_a_moves_step_lights_where_it_leaves_and_where_it_goes(play, qtbot):
    state, origin, destination = move_position()
    window, panel, section = open_at_bot(play, qtbot, state)
    section.reveal("fox")
    assert section.work_out()
    move = next(n for n, s in enumerate(section.plan.steps) if s.entry and s.entry["action"]["type"] == "move")
    while section.position() <= move:
        assert section.next_step()
    marks = window.board.scene.marked()
    assert marks[destination].role == "bot-step" and marks[destination].adjacent
    assert marks[origin].role == "bot-step" and not marks[origin].adjacent  # dashed: the pieces left it
    lane = window.board.scene.path_items.get(tuple(sorted((origin, destination))))
    assert lane is not None and lane.mark is not None and lane.mark.role == "bot-step"


def test_undo_step_and_edit_undo_take_steps_back(play, qtbot):
    state = battle_position()
    before = position_of(state)
    window, panel, section = open_at_bot(play, qtbot, state)
    session = window.game.session
    section.reveal("fox")
    section.work_out()
    acting = [n for n, s in enumerate(section.plan.steps) if s.entry is not None]
    while section.position() <= acting[1]:
        section.next_step()
    assert session.state.cursor == section.plan.start + 2
    qtbot.mouseClick(section.undo_button, Qt.LeftButton)  # the second action taken back in the game
    assert session.state.cursor == section.plan.start + 1 and section.position() == acting[1]
    window.undo_action.trigger()  # Edit › Undo: the section follows the game back
    qtbot.waitUntil(lambda: section.position() == acting[0])
    while section.undo_step():
        pass
    assert section.position() == 0 and position_of(session.state) == before
    assert section.stepping.isVisible() and not section.undo_button.isEnabled()


def test_whole_turn_applies_the_rest_and_the_file_reopens(play, qtbot, tmp_path):
    state = set_up_game()
    expected = command_result(state, ["rabbit"])
    window, panel, section = open_at_bot(play, qtbot, state, tmp_path)
    section.reveal("rabbit")
    section.work_out()
    section.next_step()
    qtbot.mouseClick(section.whole_button, Qt.LeftButton)
    session = window.game.session
    assert section.position() == len(section.plan.steps)
    assert snapshot(session.state) == snapshot(expected)
    assert session.state.current != M  # her Evening ended the turn
    assert section.coming.text() == bt.word("played") and section.undo_button.isEnabled()
    assert section.seat.text() != bt.word("seat")  # the seat on turn now is the Eyrie's
    assert snapshot(load(tmp_path / "bot.json").state) == snapshot(expected)


def test_a_file_opened_in_the_middle_of_a_bots_turn_takes_it_up_where_it_stands(play, qtbot, tmp_path):
    from rootboard.session import GameSession

    state = battle_position()
    expected = command_result(state, ["fox"])
    window, panel, section = open_at_bot(play, qtbot, state, tmp_path)
    section.reveal("fox")
    section.work_out()
    acting = [n for n, s in enumerate(section.plan.steps) if s.entry is not None]
    while section.position() <= acting[1]:
        section.next_step()
    at, played = section.position(), snapshot(window.game.session.state)
    window.game.set_session(GameSession.open(tmp_path / "bot.json"))  # the file, as another window opens it
    window.show_turn_panel()  # a game opened raises Who rules
    qtbot.waitUntil(lambda: section.plan is not None and section.plan_session is window.game.session)
    assert snapshot(window.game.session.state) == played  # nothing applied by opening it
    assert section.position() == at and not section.asking.isVisible() and not section.problem_label.isVisible()
    assert section.whole_turn()
    assert snapshot(window.game.session.state) == snapshot(expected)


def test_a_turn_begun_and_left_says_what_why_and_where_when_reopened(play, qtbot, tmp_path):
    from rootboard.game.actions import Score
    from rootboard.session import GameSession

    state = battle_position()
    window, panel, section = open_at_bot(play, qtbot, state, tmp_path)
    section.reveal("fox")
    section.work_out()
    section.next_step()  # the order card revealed: the turn begun
    window.game.session.mode = "teach"
    window.game.perform(Score("eyrie", 1))  # the game goes elsewhere
    window.game.set_session(GameSession.open(tmp_path / "bot.json"))
    window.show_turn_panel()
    qtbot.waitUntil(lambda: section.plan is None and not isinstance(section.state_note, str))
    assert section.problem_label.isVisible() and section.state_note.id == "bot.turn-begun" and "16.1.3" in section.problem_label.text()
    assert not section.asking.isVisible()  # the order card is not asked again
    window.undo_action.trigger()  # the other action undone: the turn is taken up again after its reveal
    qtbot.waitUntil(lambda: section.plan is not None)
    assert section.plan.applied(window.game.session.state) == 1 and not section.problem_label.isVisible()
    window.undo_action.trigger()  # and the reveal undone: nothing of the turn applied, as worked out
    assert section.position() == 0 and window.game.session.state.cursor == 0


def test_the_tables_dice_change_the_coming_battle(play, qtbot):
    state = battle_position()
    origin = state.copy()  # the window plays on the state it is given
    window, panel, section = open_at_bot(play, qtbot, state)
    section.reveal("fox")
    section.work_out()
    battle = next(n for n, s in enumerate(section.plan.steps) if s.dice() is not None)
    while section.position() < battle:
        section.next_step()
    assert section.dice_row.isVisible()
    seeded = section.plan.steps[battle].dice()
    faces = next((h, l) for h in range(4) for l in range(h + 1) if (h, l) != seeded)
    section.high.setValue(faces[0])
    section.low.setValue(faces[1])
    qtbot.mouseClick(section.use_dice, Qt.LeftButton)
    assert section.plan.steps[battle].dice() == faces
    section.whole_turn()
    expected = command_result(origin, ["fox"], rolls=[faces])
    assert snapshot(window.game.session.state) == snapshot(expected)


def test_a_turn_refused_says_why_and_changes_nothing(play, qtbot):
    # 4.5.5: no building placed and five or fewer on the map: she expands with the next card
    state = game("autumn", ("marquise", "eyrie", "alliance"), seed=7)
    seat_bot(state, M, bot_settings("mechanical-marquise"))
    put(state, of_suit(state, "fox")[0], M)
    state.apply([shift((M, "sawmill"), SUPPLY, OUT, 6)])
    before = snapshot(state)
    window, panel, section = open_at_bot(play, qtbot, state)
    section.reveal("fox")
    assert not section.work_out()
    assert section.problem.params["section"] == "4.5.5"
    assert section.problem_label.isVisible() and "4.5.5" in section.problem_label.text()
    assert snapshot(window.game.session.state) == before and section.plan is None
    section.reveal("rabbit")  # the next order card revealed
    assert section.work_out() and not section.problem_label.isVisible()


def test_another_action_leaves_the_plan_behind(play, qtbot):
    from rootboard.game.actions import Score

    state = battle_position()
    window, panel, section = open_at_bot(play, qtbot, state)
    section.reveal("fox")
    section.work_out()
    while section.plan.applied(window.game.session.state) == 0:
        section.next_step()
    window.game.session.mode = "teach"
    window.game.perform(Score("eyrie", 1))
    qtbot.waitUntil(lambda: section.plan is None)
    assert section.problem_label.text() == bt.word("left")
    window.game.perform(Score("eyrie", 1))  # and another: still said as left, not as a turn found under way
    assert section.problem_label.text() == bt.word("left")


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_it_fits_a_laptop_without_cutting_a_word(play, qtbot, settings, lang):
    from tests.ui.play.test_turn_panel import cut_in_panel

    settings.setValue("language", lang)
    state = battle_position()
    window, panel, section = open_at_bot(play, qtbot, state)
    window.resize(*LAPTOP)
    for stage in ("asking", "battle", "played"):
        if stage == "asking":
            section.reveal("fox")
        elif stage == "battle":
            section.work_out()
            battle = next(n for n, s in enumerate(section.plan.steps) if s.dice() is not None)
            while section.position() < battle:
                section.next_step()
        else:
            section.whole_turn()
        qtbot.wait(30)
        hint = window.minimumSizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1] - PANEL
        assert tp.in_sight(panel.dock) and panel.width() >= panel.minimumSizeHint().width()
        # laid out: a label's second line (the turn bar's heading at the next seat's turn, a step's
        # sentence) comes with Qt's next layout pass, later on a busy machine
        qtbot.waitUntil(lambda: cut(window) == [] and cut_in_panel(panel) == [], timeout=3000)


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake"])
def test_every_bot_plays_a_round_from_the_window_as_the_command_plays_it(play, qtbot, map_name):
    """Issue 36's three-bot tables (every bot rootboard plays sits at one): a round played from
    the window, each bot's turn worked out and applied with Whole turn after a first Next, ends
    where the command line's round ends; each step lit no place the board does not have."""
    from rootboard.game import replay
    from rootboard.game.actions import EndTurn
    from rootboard.game.bots import BOTS
    from tests.game.bots.test_three_bots import HUMAN, HUMANS, TABLES

    seats = {BOTS[bot][0]: bot for bot in TABLES[map_name]}
    human = HUMANS.get(map_name, HUMAN)
    state = game(map_name, (*seats, human), seed=5)
    for seat, bot in seats.items():
        play_setup(state, seat, bot_settings(bot, "normal"))
    suits = ("mouse", "fox", "rabbit", "bird")
    orders = {fid: [suits[(n + k) % 4] for k in range(40)] for n, fid in enumerate(seats)}  # each its own
    expected = state.copy()
    for _ in expected.factions:  # the command line's round
        fid = expected.current
        if fid in expected.bots:
            play_turn(expected, fid, Context(orders=list(orders[fid])), "teach")
        else:
            assert replay.perform(expected, EndTurn(walk=True), "teach").applied
    window, panel, section = open_at_bot(play, qtbot, state)
    window.game.session.mode = "teach"
    areas = set(window.board.scene.area_items)
    for _ in list(state.factions):
        session = window.game.session
        if session.state.current in session.state.bots:
            for suit in orders[session.state.current]:
                section.reveal(suit)
            assert section.work_out(), section.problem
            assert section.plan.orders == tuple(orders[session.state.current]) and section.orders == []
            assert section.next_step()
            section.whole_turn()
            assert section.position() == len(section.plan.steps)
            lit = {a for a, mark in window.board.scene.marked().items() if mark.role == "bot-step"}
            assert lit <= areas
        else:
            window.game.perform(EndTurn(walk=True))
        qtbot.waitUntil(lambda: not panel.stale())
    assert snapshot(window.game.session.state) == snapshot(expected)


@pytest.mark.parametrize("guess, went_off", [("bomb", False), ("snare", True)])
def test_gamble_asks_the_table_for_the_guess_and_the_turn_goes_on(play, qtbot, guess, went_off):
    # The Cogwheel Corvids with Gamble: a face-down bomb where the Marquise has a warrior; she
    # guesses before it flips. The window asks the table (as --guess), never stops there.
    from rootboard.game.bots.play import GuessNeeded
    from rootboard.game.kinds import WARRIOR
    from tests.game.bots.corvids.kit import C, corvids_game

    state = corvids_game(traits=("gamble",))
    c = of_suit(state, "fox")[0]
    put(state, c, C, "bomb")
    put(state, c, "marquise", n=1)
    expected = state.copy()
    play_turn(expected, C, Context(orders=["mouse"], guesses=[guess]))
    window, panel, section = open_at_bot(play, qtbot, state)
    section.reveal("mouse")
    assert not section.work_out()  # the guess is asked first
    assert isinstance(section.asked, GuessNeeded) and section.asked.who == "marquise" and section.asked.where == c
    assert section.guessing.isVisible() and not section.problem_label.isVisible()
    assert section.guess_asked.text() and not section.work_out_button.isEnabled()
    assert [section.guess_box.itemData(n) for n in range(section.guess_box.count())] == list(section.asked.choices)
    section.guess_box.setCurrentIndex(section.guess_box.findData(guess))
    qtbot.mouseClick(section.guess_button, Qt.LeftButton)
    assert section.plan is not None and section.plan.guesses == (guess,) and not section.guessing.isVisible()
    assert section.whole_turn()
    done = window.game.session.state
    assert snapshot(done) == snapshot(expected)
    assert (done.count(c, ("marquise", WARRIOR)) == 0) == went_off
    assert done.history[0]["action"]["guesses"] == [guess]  # the reveal keeps the table's guess


@pytest.mark.parametrize("mode", ["enforce", "teach"])
def test_an_ambush_card_against_the_bots_coming_battle(play, qtbot, mode):
    # The Drillbit Duchy battles the Eyrie (a human seat): before the battle is applied the table
    # says whether the Eyrie played an ambush card (4.3.1). The Duchy Hates Surprises: enforce
    # mode says so and asks nothing; teach mode asks, and applies it with the warning logged.
    from tests.game.bots.test_ambush import D, duchy_battle

    state, c = duchy_battle()
    expected = state.copy()
    play_turn(expected, D, Context(orders=["rabbit"], rolls=[(0, 0)], ambushes={0: "bird"}), "teach")
    window, panel, section = open_at_bot(play, qtbot, state)
    window.game.session.mode = mode
    section.reveal("rabbit")
    assert section.work_out()
    battle = next(n for n, s in enumerate(section.plan.steps) if s.dice() is not None)
    while section.position() < battle:
        section.next_step()
    section.use_table_dice(0, 0)
    assert section.ambush_label.isVisible()
    if mode == "enforce":
        assert not section.ambush_box.isVisible() and "Hates Surprises" in section.ambush_label.text()
        assert not section.play_ambush("bird") and "4.3.1" in section.problem_label.text()
        return
    assert section.ambush_box.isVisible() and section.use_ambush.isVisible()
    section.ambush_box.setCurrentIndex(section.ambush_box.findData("bird"))
    qtbot.mouseClick(section.use_ambush, Qt.LeftButton)
    assert section.plan.ambushes == ((0, "bird"),) and section.ambush_box.currentData() == "bird"
    section.whole_turn()
    assert snapshot(window.game.session.state) == snapshot(expected)
