

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
