"""BoardScene mirrors the topology: one item per clearing, forest, path and river."""

import pytest
from PySide6.QtCore import QPointF

from rootboard.board.explain import explain_neighbours
from rootboard.derived.loading import load_topology
from rootboard.ui.board.items import ClearingItem, ForestItem, LakeItem, MarkerItem, PathItem, RiverItem
from rootboard.ui.board.scene import BoardScene

from rootboard.board.catalog import shipped_maps

MAPS = list(shipped_maps())


@pytest.fixture(params=MAPS)
def scene(request, qapp):
    return BoardScene(load_topology(request.param))


def items_of(scene, kind):
    return [i for i in scene.items() if type(i) is kind]


def test_one_item_per_clearing_forest_path_river(scene):
    board, topology = scene.topology.board, scene.topology
    assert sorted(i.area_id for i in items_of(scene, ClearingItem)) == sorted(board.clearings)
    assert sorted(i.area_id for i in items_of(scene, ForestItem)) == sorted(topology.forests)
    assert sorted(i.path.key for i in items_of(scene, PathItem)) == sorted(p.key for p in board.paths)
    assert sorted(i.river.name for i in items_of(scene, RiverItem)) == sorted(r.name for r in board.rivers)
    assert len(items_of(scene, RiverItem)) == len(board.rivers)
    assert len(items_of(scene, LakeItem)) == (1 if board.lake else 0)


def test_markers_where_the_board_has_them(scene):
    board = scene.topology.board
    icons = sorted(i.icon for i in items_of(scene, MarkerItem))
    expected = ["closed_path"] * len(board.closed_paths)
    expected += ["ferry"] * (board.ferry_start is not None) + ["tower"] * (board.tower_clearing is not None)
    assert icons == sorted(expected)
    if board.tower_clearing is not None:
        tower = next(i for i in items_of(scene, MarkerItem) if i.icon == "tower")
        c = board.clearings[board.tower_clearing]
        centre = tower.boundingRect().center()
        assert (centre.x() - c.centre[0]) ** 2 + (centre.y() - c.centre[1]) ** 2 < (1.5 * c.radius) ** 2


def test_forests_are_drawn_from_their_derived_polygons(scene):
    for fid, forest in scene.topology.forests.items():
        bounds = scene.forest_items[fid].shape().boundingRect()
        minx, miny, maxx, maxy = forest.polygon.bounds
        assert (bounds.left(), bounds.top(), bounds.right(), bounds.bottom()) == pytest.approx((minx, miny, maxx, maxy))


def test_area_at_finds_each_area(scene, click_point):
    for area in scene.topology.areas:
        assert scene.area_at(QPointF(*click_point(scene.topology, area))) == area


def test_show_neighbours_lights_exactly_the_explained_areas(scene):
    topology = scene.topology
    for area in topology.areas:
        scene.show_neighbours(area, explain_neighbours(topology, area))
        marked = scene.marked()
        assert marked.pop(area).role == "selected"
        assert set(marked) == set(topology.neighbours(area))
        assert {a for a, m in marked.items() if m.adjacent} == set(topology.adjacent(area))
    scene.show_neighbours(None, [])
    assert scene.marked() == {}


def test_toggles(scene):
    scene.set_show_numbers(False)
    assert not any(i.show_number for i in scene.clearing_items.values())
    scene.set_show_forest_ids(True)
    assert all(i.label.isVisible() for i in scene.forest_items.values())
    scene.set_show_links(True)
    assert all(i.isVisible() for i in scene.link_items)
    rivers_and_lake = [l for l in scene.topology.links if l.kind in ("river", "lake") and isinstance(l.a, int)]
    assert len(scene.link_items) == len(rivers_and_lake)


def test_game_pieces_and_rulers_are_drawn(qapp):
    topology = load_topology("lake")
    forest = next(iter(topology.forests))
    pieces = {
        5: [("marquise", "warrior", 3), ("marquise", "sawmill", 1), ("eyrie", "warrior", 1)],
        forest: [("vagabond", "pawn", 1)],
        9: [("map", "ferry", 1)],
        10: [("map", "ruin", 1)],
    }
    scene = BoardScene(topology, pieces=pieces, rulers={5: "marquise", 6: None})
    shown = {i.area_id: i.pieces for i in scene.pieces_items}
    assert shown == {5: pieces[5], forest: pieces[forest]}  # the Ferry and ruins are drawn by the board
    assert scene.clearing_items[5].ruler == "marquise"
    assert scene.clearing_items[6].ruler is None
    ferry = next(i for i in scene.marker_items if i.icon == "ferry")
    c = topology.board.clearings[9]
    centre = ferry.boundingRect().center()
    assert (centre.x() - c.centre[0]) ** 2 + (centre.y() - c.centre[1]) ** 2 < (2 * c.radius) ** 2
    assert scene.clearing_items[10].ruins_present == 1
    assert scene.clearing_items[11].ruins_present == 0
    # Clicking a chip picks its area.
    chips = next(i for i in scene.pieces_items if i.area_id == 5)
    assert scene.area_at(chips.boundingRect().center()) == 5


def test_the_scene_names_the_map_pieces_owner_as_the_core_does():
    from rootboard.game.kinds import MAP
    from rootboard.ui.board import scene

    assert scene.MAP_FACTION == MAP


def test_item_caches_come_on_once_the_view_has_painted_the_board(qtbot):
    from PySide6.QtWidgets import QGraphicsItem

    from rootboard.ui.board.view import BoardView

    scene = BoardScene(load_topology("lake"))
    assert all(item.cacheMode() == QGraphicsItem.NoCache for item in scene.items())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 500)
    with qtbot.waitSignal(view.painted, timeout=5000):
        view.show()
    cached = [item for item in scene.items() if item.cacheMode() == QGraphicsItem.DeviceCoordinateCache]
    assert scene.forest_items["1_9_12"] in cached and scene.clearing_items[1] in cached
    assert all(item in cached for item in scene.path_items.values())


@pytest.mark.parametrize("present", [0, 1])
def test_an_explored_ruin_is_no_longer_drawn_as_r(qapp, monkeypatch, present):
    """A ruin that gave its last item is removed (9.5.3): its slot is open, with no R on it."""
    from PySide6.QtGui import QImage, QPainter

    from rootboard.ui.board import theme

    topology = load_topology("autumn")
    cid = next(c for c, cl in topology.board.clearings.items() if cl.ruins)
    item = ClearingItem(topology.board.clearings[cid])
    item.ruins_present = present
    said = []
    original = theme.draw_text
    monkeypatch.setattr(theme, "draw_text", lambda p, x, y, text, *a, **k: (said.append(text), original(p, x, y, text, *a, **k)))
    image = QImage(200, 200, QImage.Format_ARGB32)
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    assert said.count("R") == present
