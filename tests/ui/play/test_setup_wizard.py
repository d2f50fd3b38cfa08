"""The setup wizard in the real window: a newcomer goes from File › New game to the first turn
of a four-player Advanced Setup only by clicking (Next, Choose for us, lit areas on the board),
and a refused click names its rule. What is legal comes from the setup's own steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from rootboard.gamefile.file import read_game_data
from rootboard.messages import render, text
from rootboard.setup import record, wizard
from rootboard.ui.play.setup_wizard import as_sentence


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


def set_up_until(window, factions, until, most, seed="5", names=None, **page):
    """The wizard of ``window`` setting up ``factions`` from ``seed`` (with ``page``'s other
    first-page settings and the players' ``names``), its choices made for us until ``until(panel)``
    holds or ``most`` were made: the panel."""
    panel = window.set_up_game()
    panel.page.factions = factions
    for name, value in page.items():
        setattr(panel.page, name, value)
    panel.restart()
    panel.seed.setText(seed)
    if names is not None:
        panel.names.setText(names)
    panel.go_next()
    for _ in range(most):
        if until(panel):
            break
        panel.choose_for_us()
    return panel


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
    # A seed, so that the draft (which decides how many steps are clicked on the board) is the
    # same at every run: an empty seed drew a draft of one board step fewer now and then.
    panel.seed.setText("5")
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
            marks = {a: item.mark for a, item in window.board.scene.area_items.items() if item.mark is not None}
            lit = {a for a, mark in marks.items() if mark.role == "drop"}
            assert lit == set(step.legal_values())  # the legal areas glow, nothing else
            homes = {a for areas in panel.setup.ctx.homelands.values() for a in areas}
            assert {a for a, mark in marks.items() if mark.role != "drop"} <= homes  # homelands chosen
            click_area(qtbot, window, step.legal_values()[0], click_point)
            board_clicks += 1
        elif lists % 2 == 0 and not wizard.kept_secret(step, window.game.viewer):  # a plot: the Corvids' to pick
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
    assert window.strip.text().endswith(word("done")) and word("summary") not in window.strip.text()


# --- what a new table met (issue 37) -------------------------------------------------------------

def _landmarks_drawn(scene):
    from rootboard.ui.board.items import MarkerItem

    return [i for i in scene.items() if isinstance(i, MarkerItem) and i.landmark is not None]


def test_a_new_game_in_the_middle_of_a_setup_starts_from_a_clean_board(qtbot, window):
    # until the setup has put pieces and a landmark on the board
    panel = set_up_until(window, ["eyrie", "marquise"], landmarks=1, most=60,
                         until=lambda _p: window.board.scene.pieces_items and _landmarks_drawn(window.board.scene))
    assert window.board.scene.pieces_items and _landmarks_drawn(window.board.scene)
    question = render(panel.setup.pending.prompt)
    assert window.strip.text().endswith(question)
    window.new_action.trigger()  # Ctrl+N, half-way
    assert panel.pages.currentIndex() == 0 and panel.setup is None
    scene = window.board.scene
    assert not [i for i in scene.pieces_items if i.isVisible()] and not _landmarks_drawn(scene)
    assert question not in window.strip.text()
    assert not any(item.mark for item in scene.area_items.values())


def test_choose_for_us_says_what_it_chose_as_the_command_line_does(qtbot, window):
    panel = window.set_up_game()
    click(qtbot, panel.next)
    for _ in range(4):  # a list step (the suits), then the board's
        step = panel.setup.pending
        click(qtbot, panel.for_us)
        sid, value = panel.setup.choices[-1]
        assert sid == step.id
        said = render(wizard.chosen_for_us(step, value, window.game.viewer))
        assert render(step.value_name(value)) in said
        # a sentence of its own, then the next step's question
        assert window.strip.text().startswith(as_sentence(said) + " ")
        assert render(panel.setup.pending.prompt) in window.strip.text()


def test_homelands_already_chosen_are_marked_on_the_board_and_said_while_the_next_is_chosen(qtbot, window):
    from PySide6.QtWidgets import QLabel

    from rootboard.game.setupkit.homelands import HOMELAND_OK

    # until a second faction chooses its homeland
    panel = set_up_until(window, ["marquise", "eyrie"], most=40,
                         until=lambda p: p.setup.pending.id.endswith("homeland1") and p.setup.ctx.homelands)
    step = panel.setup.pending
    homes = panel.setup.ctx.homelands
    assert step.who not in homes and homes and wizard.on_board(step)
    marked = window.board.scene.marked()
    said = " ".join(label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel))
    for owner, areas in homes.items():
        for area in areas:
            assert marked.get(area) is not None and marked[area].kind == owner  # in the owner's colour
            assert render(HOMELAND_OK("16.1.8.II", who=owner, at=area)).removeprefix("Law 16.1.8.II: ") in said
    lit = {a for a, m in marked.items() if m.role == "drop"}
    assert lit == set(step.legal_values())  # the step's own choices still glow, and only they


def test_the_corvids_choose_their_homeland_plot_in_their_own_view_and_the_table_sees_none(qtbot, window):
    panel = set_up_until(window, ["corvids", "marquise"], most=40, until=lambda p: p.setup.pending.kind == "plot")
    step = panel.setup.pending
    kinds = [render(step.value_name(v)) for v in step.legal_values()]
    assert step.kind == "plot" and step.who == "corvids" and len(set(kinds)) == len(kinds) > 1
    rows = [panel.options.item(i).text() for i in range(panel.options.count())]
    assert len(rows) == len(set(rows)) and not any(k in row for row in rows for k in kinds)  # hidden (13.2.2)
    assert not panel.next.isEnabled() and panel.for_us.isEnabled()
    assert window.view_as_action.isVisible()  # View › the Corvids' view, during setup
    window.view_as_action.trigger()
    assert window.game.viewer == "corvids" and window.view_as_action.isChecked()
    rows = [panel.options.item(i).text() for i in range(panel.options.count())]
    assert len(rows) == len(kinds) and all(k in row for k, row in zip(kinds, rows))  # by kind
    wanted = step.legal_values()[-1]
    click_item(qtbot, panel.options, len(rows) - 1)
    click(qtbot, panel.next)
    assert panel.setup.choices[-1] == (step.id, wanted)

    def kinds_drawn():
        return {p[1] for stack in window.board.scene.pieces_items for p in stack.pieces if p[0] == "corvids"}

    assert wanted in kinds_drawn()  # the Corvids see their plot's kind
    window.view_as_action.trigger()  # the table's view again: the plot lies face down
    assert window.game.viewer is None and wanted not in kinds_drawn()


def test_the_table_names_the_player_at_each_seat_and_the_turn_bar_shows_them(qtbot, window):
    panel = window.set_up_game()
    panel.page.factions = ["marquise", "eyrie"]
    panel.restart()
    panel.seed.setText("3")
    qtbot.keyClicks(panel.names, "Ann")  # one name for two seats: said, and no setup starts
    assert not panel.next.isEnabled() and panel.problem.text()
    qtbot.keyClicks(panel.names, ", Bob")
    assert panel.next.isEnabled() and not panel.problem.text()
    click(qtbot, panel.next)
    for _ in range(80):
        if panel.setup.done:
            break
        panel.choose_for_us()
    by_seat = record.factions_by_seat(panel.setup)
    click(qtbot, panel.next)  # Start play
    state = window.game.session.state
    assert state.players == dict(zip(by_seat, ["Ann", "Bob"]))
    bar = window.game_chrome.turn_bar
    assert state.players[state.current] in bar.who.text()
    for fid, box in bar.scores.items():  # under each faction's score, whole or cut with an ellipsis
        assert box.player.toolTip() == state.players[fid] and box.player.isVisibleTo(box)
        assert state.players[fid].startswith(box.player.text().rstrip("…"))
    assert read_game_data(state.to_json()).state.players == state.players  # the file keeps them


def test_the_step_list_keeps_the_panel_s_width_when_the_view_changes(qtbot, settings, tmp_path):
    from rootboard.ui.window import MainWindow

    settings.setValue("language", "es")  # the longest words widen the panel
    window = MainWindow("autumn", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    panel = set_up_until(window, ["corvids", "marquise", "duchy", "eyrie"], names="Annemarie, Bartholomeus, Cy, Dolores",
                         most=40, until=lambda p: p.setup.pending.kind == "plot")
    qtbot.wait(20)
    window.view_as_action.trigger()
    qtbot.wait(20)
    assert panel.pages.width() >= panel.width() - 40  # the page fills the panel (its margins aside), not its hint


def _stacks(window) -> dict:
    return {item.area_id: item.pieces for item in window.board.scene.pieces_items}


def test_a_setup_left_half_way_gives_the_board_back_to_the_game_in_play(qtbot, window):
    panel = set_up_until(window, ["eyrie", "marquise"], most=80, until=lambda p: p.setup.done)
    panel.start_play()
    in_play = _stacks(window)
    # another setup, on top of the game, twelve choices in
    panel = set_up_until(window, ["corvids", "duchy"], seed="6", most=12, until=lambda _p: False)
    assert _stacks(window) != in_play
    panel.dock.close()  # left half-way: the game is played on
    assert window.mode.playing and _stacks(window) == in_play


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_choose_for_us_and_next_stay_in_sight_on_a_laptop(qtbot, settings, tmp_path, lang):
    """The first page (eleven factions, the player names) is taller than a 1366x768 laptop's
    dock: the page scrolls, the buttons that leave it do not."""
    from rootboard.ui.window import MainWindow

    settings.setValue("language", lang)
    window = MainWindow("autumn", settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    panel = window.set_up_game()
    qtbot.wait(20)
    for button in (panel.back, panel.for_us, panel.next):
        assert button.visibleRegion().boundingRect() == button.rect(), button.text()
    panel.names.setFocus()  # the page's last field, scrolled into sight
    qtbot.wait(20)
    assert panel.next.visibleRegion().boundingRect() == panel.next.rect()


@pytest.mark.parametrize("phrase, sentence", [("chosen for us: Corvids", "Chosen for us: Corvids."),
                                              ("voor ons gekozen: Markiezin.", "Voor ons gekozen: Markiezin."),
                                              ("", "")])
def test_what_a_choice_did_is_a_sentence_of_its_own_in_the_strip(phrase, sentence):
    """The strip ran 'chosen for us: Corvids  Law 16.1.8.II: …' together in lower case."""
    assert as_sentence(phrase) == sentence


def test_the_deck_is_chosen_on_the_first_page_and_the_game_plays_with_it(qtbot, window):
    """16.1.2: Advanced Setup may put the Exiles and Partisans deck in the standard deck's
    place; the first page chooses it, the game file keeps it. Standard Setup has no choice."""
    panel = window.set_up_game()
    panel.page.factions = ["marquise", "eyrie"]
    panel.restart()
    panel.seed.setText("3")
    assert panel.deck.isEnabled()
    panel.deck.setCurrentIndex(panel.deck.findData("exiles"))
    click(qtbot, panel.next)
    for _ in range(80):
        if panel.setup.done:
            break
        panel.choose_for_us()
    click(qtbot, panel.next)  # Start play
    state = window.game.session.state
    assert state.deck == "exiles" and read_game_data(state.to_json()).state.deck == "exiles"
    panel = window.set_up_game()
    next(b for b in panel.kinds.buttons() if b.property("kind") == record.STANDARD).click()
    assert not panel.deck.isEnabled() and panel.page.deck == "standard"


def test_the_riverfolk_set_their_starting_prices_in_the_list_and_the_game_keeps_them(qtbot, window):
    """11.3.5, Set Starting Prices: each service's price is a list step (every space of its
    track, saying what it costs); the prices clicked are the game's when play starts."""
    from rootboard.game.factions.riverfolk.board import PRICES, SERVICES, prices

    panel = set_up_until(window, ["riverfolk", "marquise"], most=60, until=lambda p: p.setup.pending.kind == "price")
    chosen = {}
    for service in SERVICES:
        step = panel.setup.pending
        assert step.id == f"riverfolk.price.{service}" and step.who == "riverfolk" and not wizard.on_board(step)
        rows = [panel.options.item(i).text() for i in range(panel.options.count())]
        assert rows == [text(o.why) for o in step.options] and [o.value for o in step.options] == list(PRICES)
        row = len(chosen) % len(rows)  # a different space each time: 1, 2, 3 on a track of 1 to 4
        click_item(qtbot, panel.options, row)
        click(qtbot, panel.next)
        chosen[service] = step.options[row].value
        assert panel.setup.choices[-1] == (step.id, chosen[service])
    assert prices(panel.setup.state) == chosen
    while not panel.setup.done:
        panel.choose_for_us()
    click(qtbot, panel.next)  # start play
    assert prices(window.game.session.state) == chosen


def test_the_table_seats_a_bot_with_its_difficulty_and_traits_and_the_game_starts_with_it(qtbot, window):
    # 16.1.3, Law of Rootbotics 3.2-3.3: a seat, a difficulty and any of the bot's own traits, by clicking.
    from rootboard.game.bots import bot_module
    from rootboard.ui.play.bot_seats import bot_of

    panel = window.set_up_game()
    panel.page.kind, panel.page.factions = record.STANDARD, ["marquise", "eyrie", "alliance"]
    panel.restart()
    seats = panel.bot_seats
    seats.seat.setCurrentIndex(seats.seat.findData("eyrie"))
    click(qtbot, seats.plays)
    seats.difficulty.setCurrentIndex(seats.difficulty.findData("nightmare"))
    wanted = bot_module(bot_of("eyrie")).OPTIONAL_TRAITS[1]
    box = next(c for c in seats.traits if c.property("trait") == wanted)
    click(qtbot, box)
    assert panel.page.bots == {"eyrie": {"bot": bot_of("eyrie"), "difficulty": "nightmare", "traits": [wanted]}}
    assert seats.table.text().count("\n") == 0 and seats.table.text()  # one line: the one bot
    panel.seed.setText("5")
    panel.go_next()
    for _ in range(60):
        if panel.setup.done:
            break
        panel.choose_for_us()
    assert panel.setup.done and panel.setup.state.bots["eyrie"]["difficulty"] == "nightmare"


def test_a_table_of_bots_only_is_refused_on_the_first_page_with_its_reason(qtbot, window):
    panel = window.set_up_game()
    panel.page.kind, panel.page.factions = record.STANDARD, ["marquise", "eyrie"]
    panel.restart()
    seats = panel.bot_seats
    for fid in ("marquise", "eyrie"):
        seats.seat.setCurrentIndex(seats.seat.findData(fid))
        click(qtbot, seats.plays)
    assert "16.1.3" in panel.problem.text() and not panel.next.isEnabled()
    click(qtbot, seats.plays)  # the Eyrie's seat back to people
    assert panel.problem.text() == "" and panel.next.isEnabled()
