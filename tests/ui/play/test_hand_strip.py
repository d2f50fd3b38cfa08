"""The hand strip and the card dialogs (issue 33, the window): built with a game that keeps
cards, never at the window's start; no hand's cards shown unless that faction's view is
chosen; Craft and Dominance from the window perform what the command line performs, enforce
refusing and teach warning, in the dialog's words; no word cut at 1366x768 in any language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.names import card_title
from rootboard.game.cards.table import cards_view
from rootboard.game.craft import Craft
from rootboard.game.modes import TEACH
from tests.game.gamekit import game, put, turn_of
from tests.ui.test_no_word_cut import LAPTOP, cut

PLAYERS = ("marquise", "eyrie", "alliance", "vagabond")


def improvement(cost_len: int = 1):
    """An improvement of the standard deck whose cost is ``cost_len`` pieces of one named suit."""
    return next(c for c in deck("standard").cards
                if c.kind == "improvement" and len(c.cost) == cost_len and len(set(c.cost)) == 1 and c.cost[0] != "any")


def dominance_card():
    return next(c for c in deck("standard").cards if c.dominance and c.suit != "bird")


def cards_game(known=None):
    """Every faction holds three cards; the Marquise knows ``known`` (default: an improvement)
    among hers, and it is her Daylight."""
    state = turn_of(game("autumn", PLAYERS), "marquise", "daylight")
    known = known or improvement().id
    for fid in state.factions:
        assert replay.perform(state, Draw(fid, 3, (known,) if fid == "marquise" else ())).applied
    return state


def words_shown(window) -> str:
    """Every word the window shows in its widgets (labels, buttons, boxes' entries, menus)."""
    found = []
    for w in window.findChildren(QWidget):
        if isinstance(w, (QLabel, QAbstractButton)):
            found.append(w.text())
            found.append(w.toolTip())
        if isinstance(w, QComboBox):
            found += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractButton) and hasattr(w, "menu") and w.menu() is not None:
            w.menu().aboutToShow.emit()
            found += [a.text() for a in w.menu().actions()]
    return "\n".join(found)


def test_the_window_starts_without_the_strip_and_builds_it_with_a_game_that_keeps_cards(play, qtbot):
    window, _ = play(turn_of(game("autumn", PLAYERS), "marquise", "daylight"))
    assert window.hand_strip is None  # no card kept yet: nothing built
    window.game.perform(Draw("eyrie", 2))
    qtbot.wait(10)
    strip = window.hand_strip
    assert strip is not None and strip.isVisible()
    view = cards_view(window.game.session.state)
    for fid, box in strip.boxes.items():
        assert str(view.hands[fid]) in box.count.text()
    window.cards_action.trigger()  # Game › Cards at the table: off
    assert not strip.isVisible()


def test_no_hand_is_shown_unless_that_factions_view_is_chosen(play, qtbot):
    card = improvement().id
    window, _ = play(cards_game(card))
    qtbot.wait(10)
    name = card_title(card)
    assert window.hand_strip is not None
    assert name not in words_shown(window)  # the table's view
    for fid in PLAYERS[1:]:  # another faction's view shows its own hand, not the Marquise's
        window.game.set_viewer(fid)
        qtbot.wait(5)
        assert name not in words_shown(window), fid
    index = window.hand_strip.seen_by.findData("marquise")
    window.hand_strip.seen_by.activated.emit(index)  # chosen in the strip: the window's view
    qtbot.wait(5)
    assert window.game.viewer == "marquise"
    assert name in window.hand_strip.boxes["marquise"].details.text()
    menu = window.hand_strip.boxes["marquise"].discard.menu()
    menu.aboutToShow.emit()
    assert name in [a.text() for a in menu.actions()]
    window.game.set_viewer(None)
    qtbot.wait(5)
    assert name not in words_shown(window)


def craftable(state, card):
    put(state, next(c for c, s in sorted(state.suits.items()) if s == card.cost[0]), "marquise", "workshop")
    return state


def test_craft_from_the_window_performs_the_command_lines_craft(play, qtbot):
    card = improvement()
    state = craftable(cards_game(card.id), card)
    expected = craftable(cards_game(card.id), card)
    assert replay.perform(expected, Craft("marquise", card.id)).applied  # as `rootboard craft` does
    window, _ = play(state)
    dialog = window.open_card_dialog("craft")
    dialog.choose("marquise", card.id)
    assert dialog.verdict.text().startswith("✓") and dialog.go.isEnabled()
    dialog.go.click()
    qtbot.wait(10)
    after = window.game.session.state
    assert {k: v for k, v in after.to_json().items() if k != "history"} == \
        {k: v for k, v in expected.to_json().items() if k != "history"}
    assert dialog.result.property("kind") in ("done", "note") and dialog.result.isVisible()
    # Cards in play as the one accessor keeps them (crafting moves the card there as the card
    # state is wired to it), for the whole table to see.
    shown = window.hand_strip.boxes["marquise"].details.text()
    for played in cards_view(after).play.get("marquise", []):
        assert card_title(played) in shown


def test_a_craft_the_rules_forbid_is_refused_in_enforce_and_applied_with_its_warning_in_teach(play, qtbot):
    card = improvement()
    window, _ = play(cards_game(card.id))  # no workshop of the card's suit: the cost cannot be paid (4.1.1)
    dialog = window.open_card_dialog("craft")
    dialog.choose("marquise", card.id)
    assert dialog.verdict.text().startswith("✗") and not dialog.go.isEnabled()
    before = window.game.session.state.to_json()
    dialog.perform()  # as if pressed all the same: the core refuses it
    assert dialog.result.property("kind") == "refused" and "4.1.1" in dialog.result.text()
    assert window.game.session.state.to_json() == before
    window.teach_action.setChecked(True)
    dialog.judge()
    assert dialog.go.isEnabled()
    dialog.go.click()
    qtbot.wait(10)
    assert dialog.result.property("kind") == "warning" and "4.1.1" in dialog.result.text()
    assert window.game.session.mode == TEACH and window.game.session.state.cursor == len(PLAYERS) + 1


def test_dominance_from_the_window_activates_the_card_in_the_strip(play, qtbot):
    card = dominance_card()
    state = cards_game(card.id)
    state.scores["marquise"] = 10  # 3.3.1: ten or more
    window, _ = play(state)
    dialog = window.open_card_dialog("dominance")
    dialog.card.setCurrentIndex(dialog.card.findData(card.id))
    assert dialog.verdict.text().startswith("✓"), dialog.verdict.text()
    dialog.go.click()
    qtbot.wait(10)
    assert cards_view(window.game.session.state).activated == {"marquise": card.id}
    assert card_title(card.id) in window.hand_strip.boxes["marquise"].details.text()


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_no_word_of_the_strip_or_the_card_dialogs_is_cut(play, qtbot, settings, lang):
    settings.setValue("language", lang)
    card = improvement()
    state = craftable(cards_game(card.id), card)
    assert replay.perform(state, Craft("marquise", card.id)).applied
    window, _ = play(state)
    window.resize(*LAPTOP)
    window.game.set_viewer("marquise")
    qtbot.wait(30)
    assert window.hand_strip.isVisible()
    assert cut(window) == []
    hint = window.minimumSizeHint()  # the strip never makes the window ask for more than a laptop has
    assert hint.width() <= LAPTOP[0] and hint.height() <= LAPTOP[1], hint
    assert window.width() <= LAPTOP[0]
    for name in ("catalogue", "craft", "dominance"):
        dialog = window.open_card_dialog(name)
        qtbot.wait(20)
        assert dialog.width() <= LAPTOP[0] and dialog.height() <= LAPTOP[1]
        assert cut(dialog) == [], name
        dialog.close()


@pytest.mark.parametrize("name", ["standard", "exiles"])
def test_the_catalogue_lists_each_card_of_the_deck_once_with_its_suit_and_cost(make_window, name):
    from rootboard.game.cards.words import cost_words, suit_word

    window = make_window("autumn")  # exploring: the catalogue needs no game
    dialog = window.open_card_dialog("catalogue")
    dialog.deck.setCurrentIndex(dialog.deck.findData(name))
    table, cards = dialog.table, {c.id: c for c in deck(name).cards}
    rows = {table.item(r, 0).data(0x0100): r for r in range(table.rowCount())}  # Qt.UserRole: the card's id
    assert sorted(rows) == sorted(cards) and table.rowCount() == len(cards)
    for card_id, row in rows.items():
        card = cards[card_id]
        assert table.item(row, 0).text().startswith(card_title(card_id))
        assert table.item(row, 1).text() == suit_word(card.suit)
        assert table.item(row, 2).text() == cost_words(card.cost)
        assert table.item(row, 4).text() == str(card.copies)


def test_draw_and_discard_from_the_strip_are_the_command_lines_draw_and_discard(play, qtbot):
    window, _ = play(cards_game())
    qtbot.wait(10)
    box = window.hand_strip.boxes["eyrie"]
    before = cards_view(window.game.session.state).hands["eyrie"]
    box.draw.click()
    qtbot.waitUntil(lambda: cards_view(window.game.session.state).hands["eyrie"] == before + 1)
    assert str(before + 1) in window.hand_strip.boxes["eyrie"].count.text()
    menu = window.hand_strip.boxes["eyrie"].discard.menu()
    menu.aboutToShow.emit()  # the table's view: no card of the hand named, only a card not named
    assert len(menu.actions()) == 1
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: cards_view(window.game.session.state).hands["eyrie"] == before)
    assert cards_view(window.game.session.state).discard == [None]  # a card not named, on the discard pile


def test_a_game_whose_hands_are_not_kept_says_so_and_offers_no_discard(play, qtbot, monkeypatch):
    """Cards in play from hands the game never kept (crafted before any card was drawn): the
    accessor gives no hand's size, and the strip claims none."""
    from rootboard.game.cards import table
    from rootboard.game.cards.table import CardsView

    shown = cards_view

    def no_hands(state, viewer=None):
        view = shown(state, viewer)
        return None if view is None else CardsView(**{**view.__dict__, "hands": None, "known": {}})

    monkeypatch.setattr(table, "cards_view", no_hands)
    window, _ = play(cards_game())
    qtbot.wait(10)
    for fid, box in window.hand_strip.boxes.items():
        assert not any(ch.isdigit() for ch in box.count.text()), box.count.text()
        assert not box.discard.isEnabled() and box.draw.isEnabled()


def test_the_craft_dialog_offers_revealing_to_the_mole_artisans_controller_alone(play, qtbot):
    """Game › Craft offers "Reveal it instead of discarding it" only to a faction whose hireling's
    card lets it (the Mole Artisans, 16.4.2.II), and performs ``rootboard craft --reveal``."""
    from rootboard.game.cards.places import revealed
    from tests.game.factions.hirelings.kit import ME
    from tests.game.factions.hirelings.test_artisans import ENEMY, artisans

    state, card = artisans()
    expected, _ = artisans()
    assert replay.perform(expected, Craft(ME, card.id, reveal=True)).applied
    window, _ = play(state)
    dialog = window.open_card_dialog("craft")
    dialog.choose(ENEMY, card.id)
    assert not dialog.form.isRowVisible(dialog.reveal)
    dialog.choose(ME, card.id)
    assert dialog.form.isRowVisible(dialog.reveal) and not dialog.reveal.isChecked()
    dialog.reveal.setChecked(True)
    assert dialog.verdict.text().startswith("✓") and dialog.go.isEnabled()
    dialog.go.click()
    qtbot.wait(10)
    after = window.game.session.state
    assert revealed(after, ME) == [card.id]
    assert {k: v for k, v in after.to_json().items() if k != "history"} == \
        {k: v for k, v in expected.to_json().items() if k != "history"}
    # Revealed, so the whole table's: the Cards panel names it under its crafter's hand.
    shown = window.hand_strip.boxes[ME].details.text()
    assert card_title(card.id) in shown


def test_the_crafted_items_line_says_which_are_exhausted_to_every_view():
    """As the Vagabond's exhausted items are shown (public): the line names the box and, once one
    is face down (the League of Adventurous Mice), which are exhausted; with or without a view."""
    from rootboard.game.crafted import Crafted
    from rootboard.ui.play.hand_strip import hand_lines

    crafted = Crafted().take_item("boot", "marquise").take_item("tea", "marquise")
    (face_up,) = hand_lines(None, crafted, "marquise")
    assert "boot" in face_up and "tea" in face_up and "exhausted" not in face_up
    (after,) = hand_lines(None, crafted.exhaust("marquise", "tea"), "marquise")
    assert after.startswith(face_up) and after.endswith("exhausted: tea")
    assert hand_lines(None, crafted.exhaust("marquise", "tea"), "eyrie") == []


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_on_a_laptop_the_boxes_scroll_past_two_rows_and_the_board_keeps_its_room(play, qtbot, settings, lang):
    """Six factions one box a row once took 300 pixels of the board's column at 1366x768 (the
    window audit): two rows of boxes are in sight, the others a scroll away, each reachable."""
    settings.setValue("language", lang)
    six = PLAYERS + ("corvids", "duchy")
    state = turn_of(game("autumn", six), "marquise", "daylight")
    for fid in state.factions:
        assert replay.perform(state, Draw(fid, 3)).applied
    window, _ = play(state)
    window.resize(*LAPTOP)
    qtbot.wait(30)
    strip = window.hand_strip
    boxes = list(strip.boxes.values())
    rows_in_sight = {box.y() for box in boxes if not box.visibleRegion().isEmpty()}
    assert len(boxes) == len(six) and 0 < len(rows_in_sight) <= 2
    assert window.view.height() > strip.height()  # the board, not the cards, has the column
    for box in boxes:  # every hand a scroll away at most
        strip.rows.ensureWidgetVisible(box)
        qtbot.wait(1)
        assert box.visibleRegion().boundingRect().size() == box.size()
    assert cut(window) == []
