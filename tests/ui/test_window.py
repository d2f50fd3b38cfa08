"""The real main window, driven with real mouse events on the view's viewport."""

import pytest
from PySide6.QtCore import QPointF, Qt

from rootboard.board.catalog import shipped_maps

from rootboard.derived.loading import load_topology
from rootboard.board.topology import CLOSED_PATH, LAKE_SHORE, is_forest

MAPS = list(shipped_maps())


def viewport_pos(window, xy):
    return window.view.mapFromScene(QPointF(*xy))


def click(qtbot, window, topology, area, board_point, modifier=Qt.NoModifier):
    pos = viewport_pos(window, board_point(topology, area))
    signal = window.view.area_shift_clicked if modifier & Qt.ShiftModifier else window.view.area_clicked
    with qtbot.waitSignal(signal, timeout=2000) as blocker:
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, modifier, pos)
    return blocker.args


@pytest.mark.parametrize("map_name", MAPS)
def test_clicking_each_area_emits_it_and_lights_exactly_its_neighbours(qtbot, make_window, click_point, map_name):
    window = make_window(map_name)
    topology = load_topology(map_name)
    for area in topology.areas:
        assert click(qtbot, window, topology, area, click_point) == [area]
        marked = window.board.scene.marked()
        assert marked.pop(area).role == "selected"
        assert set(marked) == set(topology.neighbours(area)), area
        assert {a for a, m in marked.items() if m.adjacent} == set(topology.adjacent(area)), area
        for neighbour, mark in marked.items():
            assert mark.kind in {l.kind for l in topology.links_between(area, neighbour)}
        assert len(window.panel.sentences()) == len(topology.links_of(area))


def test_clicking_the_ground_clears_the_selection(qtbot, make_window):
    window = make_window("autumn")
    topology = window.board.topology
    window.board.select(1)
    corner = viewport_pos(window, (topology.board.outline[0][0] + 3, topology.board.outline[0][1] + 3))
    with qtbot.waitSignal(window.view.area_clicked) as blocker:
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, corner)
    assert blocker.args == [None]
    assert window.board.scene.marked() == {}


def test_panel_cites_the_closed_path_section(qtbot, make_window, click_point):
    window = make_window("mountain")
    topology = window.board.topology
    a, b = topology.board.closed_paths[0].between
    click(qtbot, window, topology, a, click_point)
    assert f"Law 16.2.3.II: clearing {b}: " in {s[:len(f"Law 16.2.3.II: clearing {b}: ")] for s in window.panel.sentences()}
    assert window.board.scene.marked()[b].kind == CLOSED_PATH and not window.board.scene.marked()[b].adjacent


def test_panel_cites_coastal_forests_and_open_lake(qtbot, make_window, click_point):
    window = make_window("lake")
    topology = window.board.topology
    shore = next(l for l in topology.links if l.kind == LAKE_SHORE)
    click(qtbot, window, topology, shore.a, click_point)
    assert any(s.startswith(f"Law 16.2.2.IV: forest {shore.b}:") for s in window.panel.sentences())
    coastal = [f for f, forest in topology.forests.items() if forest.coastal]
    far = next(b for b in coastal if b != shore.a and not topology.links_between(shore.a, b))
    assert click(qtbot, window, topology, far, click_point, Qt.ShiftModifier) == [far]
    assert window.panel.relation.isVisible()
    assert window.panel.relation.text() == f"Law 16.2.2.II: forest {shore.a} and forest {far}: not adjacent: separated by open lake"
    assert window.board.scene.marked()[far].role == "partner"


def test_hover_previews_until_something_is_picked(qtbot, make_window, click_point):
    window = make_window("autumn")
    topology = window.board.topology
    qtbot.mouseMove(window.view.viewport(), viewport_pos(window, click_point(topology, 7)))
    qtbot.waitUntil(lambda: window.panel.heading.text() == "Clearing 7", timeout=2000)
    assert set(window.board.scene.marked()) - {7} == set(topology.neighbours(7))


def test_vagabond_reach_toggle(qtbot, make_window, click_point):
    window = make_window("mountain")
    topology = window.board.topology
    forest = next(l.a for l in topology.links if l.kind == CLOSED_PATH and is_forest(l.a))
    window.reach_action.setChecked(True)
    click(qtbot, window, topology, forest, click_point)
    marked = window.board.scene.marked()
    marked.pop(forest)
    assert set(marked) == set(topology.adjacent(forest))
    assert all(m.role == "reach" for m in marked.values())
    assert all(s.startswith("Law 9.4.2") for s in window.panel.sentences())


def test_toolbar_switches_maps_and_the_last_map_is_remembered(qtbot, make_window, settings):
    window = make_window("autumn")
    index = window.map_box.findData("lake")
    window.map_box.setCurrentIndex(index)
    window.map_box.activated.emit(index)
    assert window.board.topology.board.name == "lake"
    assert window.view.scene() is window.board.scene
    window.close()
    from rootboard.ui.window import MainWindow

    again = MainWindow(None, settings=settings)
    qtbot.addWidget(again)
    assert again.board.topology.board.name == "lake"


def test_a_broken_map_is_shown_not_raised(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window("autumn")
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[2]))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert window.open_map(str(bad)) is False
    assert "not valid JSON" in shown[0]
    assert window.board.topology.board.name == "autumn"


def test_toggles_reach_the_scene(qtbot, make_window):
    window = make_window("lake")
    window.numbers_action.setChecked(False)
    assert not any(i.show_number for i in window.board.scene.clearing_items.values())
    window.forest_ids_action.setChecked(True)
    assert all(i.label.isVisible() for i in window.board.scene.forest_items.values())
    window.links_action.setChecked(True)
    assert window.board.scene.link_items and all(i.isVisible() for i in window.board.scene.link_items)


def test_zoom_keys_and_wheel(qtbot, make_window):
    window = make_window("winter")
    before = window.view.transform().m11()
    qtbot.keyClick(window.view, Qt.Key_Plus)
    assert window.view.transform().m11() > before
    qtbot.keyClick(window.view, Qt.Key_0)
    assert window.view.transform().m11() == pytest.approx(before)


def test_window_layout_is_remembered(qtbot, make_window, settings):
    window = make_window("mountain")
    window.resize(640, 480)  # within the offscreen screen (800x600): restoreGeometry keeps windows on screen
    window.dock.hide()
    window.close()
    from rootboard.ui.window import MainWindow

    again = MainWindow(None, settings=settings)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert (again.width(), again.height()) == (640, 480)
    assert not again.dock.isVisible()
    assert again.board.topology.board.name == "mountain"

