"""A change of language repaints the words the board draws itself: the board's items keep
pictures of themselves (cached at screen resolution), and a picture drawn in Spanish once
kept saying "Madriguera" in English."""

from __future__ import annotations

from PySide6.QtCore import QRect


def _burrow_picture(window, qtbot):
    """The Burrow as the view shows it, after the view has painted."""
    view = window.view
    item = window.board.scene.burrow_item
    assert item is not None
    view.viewport().update()
    qtbot.wait(50)
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersected(QRect(view.viewport().rect()))
    return view.viewport().grab(rect).toImage()


def _fresh_picture(window, qtbot):
    """The Burrow painted afresh: every item's cached picture dropped first."""
    from PySide6.QtWidgets import QGraphicsItem

    for item in window.board.scene.items():
        mode = item.cacheMode()
        item.setCacheMode(QGraphicsItem.NoCache)
        item.setCacheMode(mode)
    return _burrow_picture(window, qtbot)


def test_the_burrow_says_its_name_in_the_language_chosen(play, settings, qtbot):
    from rootboard.game.newgame import new_game

    window, _ = play(new_game("autumn", ["marquise", "duchy"], seed=1))
    window.set_language("es")
    spanish = _burrow_picture(window, qtbot)
    assert spanish == _fresh_picture(window, qtbot)
    window.set_language("en")
    english = _burrow_picture(window, qtbot)
    assert english != spanish and english == _fresh_picture(window, qtbot)
