"""Shared fixtures for the widget tests: real widgets, offscreen, isolated settings."""

import pytest
from PySide6.QtCore import QSettings
from shapely.ops import polylabel, unary_union

from rootboard.board.catalog import shipped_maps
from rootboard.board.topology import is_forest

MAPS = list(shipped_maps())


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "rootboard.ini"), QSettings.IniFormat)


@pytest.fixture
def make_window(qtbot, settings):
    from rootboard.ui.window import MainWindow

    def make(map_name="autumn"):
        window = MainWindow(map_name, settings=settings)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def play(qtbot, settings, tmp_path):
    """A main window playing ``state``; returns (window, interaction)."""
    from rootboard.game.replay import ENFORCE
    from rootboard.session import GameSession
    from rootboard.ui.window import MainWindow

    def make(state, mode=None):
        window = MainWindow(state.map_name, settings=settings, autosave_path=tmp_path / "autosave.json")
        qtbot.addWidget(window)
        window.resize(1300, 900)
        window.show()
        qtbot.waitExposed(window)
        window.game.set_session(GameSession(state, mode=mode or ENFORCE))
        return window, window.board_play.interaction

    return make


@pytest.fixture
def click_point():
    return board_point_inside


def board_point_inside(topology, area):
    """A board point inside ``area``, clear of lanes, rivers and other discs (from geometry)."""
    if not is_forest(area):
        return topology.board.clearings[area].centre
    shapes = topology.shapes
    lines = list(shapes.path_lines.values()) + [shapes.river_line(r) for r in topology.board.rivers]
    room = topology.forests[area].polygon.difference(unary_union(lines).buffer(9))
    parts = [g for g in getattr(room, "geoms", [room]) if g.geom_type == "Polygon"]
    spot = polylabel(max(parts, key=lambda g: g.area), tolerance=0.5)
    return spot.x, spot.y

