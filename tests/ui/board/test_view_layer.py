"""The window's view drawn from its kept layer shows the same pixels as the view that paints
every item, cold (no layer yet: painted and kept in the first frame) and warm (read back),
fitted, zoomed and panned, and with areas lit (no layer then); a layer is kept per transform;
File > Export still paints every item; once the items' own caches are on, the layer is no
longer drawn and no item keeps an empty picture."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from rootboard.cli import main
from rootboard.cli.picture_commands import load_game_pictures
from rootboard.ui.board import view_layer
from rootboard.ui.board.items import ClearingItem, ForestItem, GroundItem, MarkerItem, shown_by_layer
from rootboard.ui.board.pieces import PiecesItem
from rootboard.ui.board.render import build_scene, scene_image
from rootboard.ui.board.view import BoardView

SIZE = (640, 480)


@pytest.fixture
def game(tmp_path):
    def make(map_name: str):
        path = tmp_path / f"{map_name}.json"
        assert main(["new", map_name, "-o", str(path), "--seed", "4", "--factions", "marquise,eyrie,corvids"]) == 0
        assert main(["place", "--mode", "teach", str(path), "marquise", "warrior", "1", "--count", "3"]) == 0
        return path

    return make


def view_of(path, qtbot, setup=None):
    """A board view of the game, sized, with ``setup`` (a zoom, a pan, a lit area) done before
    its first frame."""
    topology, shown = load_game_pictures(str(path))
    scene = build_scene(topology, tooltips=False, **shown)
    view = BoardView(scene)
    view.board = scene  # the view does not own its scene: kept alive as the window keeps it
    qtbot.addWidget(view)
    view.resize(*SIZE)
    if setup is not None:
        setup(view)
    return view


def first_frame(view):
    """The viewport's first frame, as the window paints it (the items straight, no caches)."""
    assert view.scene().painting_straight()
    return view.viewport().grab().toImage()


def idle():
    QApplication.processEvents()  # the items' caches come on after the first frame


def zoomed(view):
    view.zoom_by(2.1)


def panned(view):
    view.zoom_by(1.7)
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum() // 3)
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum() * 2 // 3)


def lit(view):
    view.scene().show_neighbours("F1" if "F1" in view.scene().forest_items else next(iter(view.scene().forest_items)),
                                 [])


def straight(monkeypatch):
    """Views that never draw a kept layer: every item paints itself (the reference)."""
    monkeypatch.setattr(view_layer.ViewLayer, "key", lambda self: None)


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
@pytest.mark.parametrize("setup", [None, zoomed, panned], ids=["fit", "zoomed", "panned"])
def test_cold_and_warm_frames_are_the_items_own_pixels(qapp, qtbot, folder, game, monkeypatch, map_name, setup):
    path = game(map_name)
    with monkeypatch.context() as patch:
        straight(patch)
        want = first_frame(view_of(path, qtbot, setup))
    assert not list(folder.glob("layer-*"))
    cold = view_of(path, qtbot, setup)
    assert first_frame(cold) == want  # painted, kept, drawn
    assert cold.scene().layer_shown_on is cold.viewport()
    assert len(list(folder.glob("layer-*"))) == 1  # kept for this transform
    warm = view_of(path, qtbot, setup)
    with monkeypatch.context() as patch:
        patch.setattr(view_layer.ViewLayer, "paint_static", lambda self: pytest.fail("a warm frame painted its layer"))
        assert first_frame(warm) == want  # read back
    assert warm.scene().layer_shown_on is warm.viewport()


def test_a_warm_frame_paints_no_item_the_layer_holds(qapp, qtbot, folder, game, monkeypatch):
    path = game("autumn")
    first_frame(view_of(path, qtbot))
    idle()
    painted = []
    for kind in (GroundItem, ForestItem, ClearingItem, MarkerItem, PiecesItem):
        real = kind.paint

        def spy(self, painter, option, widget=None, real=real):
            if not shown_by_layer(self, widget):
                painted.append(self)
            real(self, painter, option, widget)

        monkeypatch.setattr(kind, "paint", spy)
    warm = view_of(path, qtbot)
    first_frame(warm)
    assert warm.scene().layer_shown_on is warm.viewport()
    assert painted == []  # the board, its clearings and the warriors: all from the layer
    # File > Export (scene.render, no widget) paints them: the picture is the board.
    image = scene_image(warm.scene(), 300)
    assert {type(item) for item in painted} >= {GroundItem, ForestItem, ClearingItem, PiecesItem}
    assert image.pixelColor(image.width() // 2, image.height() // 2) != warm.scene().backgroundBrush().color()


def test_a_game_shown_before_the_first_frame(qapp, qtbot, folder, game, tmp_path, monkeypatch):
    """A game shown on the board before the first frame adds stacks and markers that keep
    caches of their own: the layer holds what lies under them, they paint themselves, and
    after the first frame they show (no cache filled with nothing)."""
    path = game("lake")
    empty = tmp_path / "empty.json"
    assert main(["new", "lake", "-o", str(empty), "--seed", "4", "--factions", "marquise,eyrie,corvids"]) == 0
    _, shown = load_game_pictures(str(path))

    def shown_game(view):
        view.scene().show_game(shown["pieces"], shown["rulers"], shown.get("closed_paths"), shown.get("burrow"))

    frames, drawn = [], []
    for patched in (True, False, False):
        with monkeypatch.context() as patch:
            if patched:
                straight(patch)
            view = view_of(empty, qtbot, shown_game)
            frames.append(first_frame(view))
            drawn.append(view.scene().layer_shown_on is view.viewport())
            held = view_layer.held_items(view.scene())
            idle()
            frames.append(view.viewport().grab().toImage())  # the caches on
    assert drawn == [False, True, True]
    assert any(isinstance(item, ClearingItem) for item in held)  # the clearings under the game's pieces
    assert not any(isinstance(item, (PiecesItem, MarkerItem)) for item in held)  # their caches on
    assert frames[2:4] == frames[:2]  # cold: painted, kept and drawn
    assert frames[4:6] == frames[:2]  # warm: from the layer kept by the cold one


def test_each_transform_has_its_own_layer(qapp, qtbot, folder, game):
    path = game("winter")
    first_frame(view_of(path, qtbot))
    idle()
    first_frame(view_of(path, qtbot, zoomed))
    idle()
    assert len(list(folder.glob("layer-*"))) == 2


def test_a_lit_board_draws_no_layer(qapp, qtbot, folder, game, monkeypatch):
    path = game("lake")
    first_frame(view_of(path, qtbot))
    idle()
    with monkeypatch.context() as patch:
        straight(patch)
        want = first_frame(view_of(path, qtbot, lit))
    view = view_of(path, qtbot, lit)
    assert first_frame(view) == want
    assert view.scene().layer_shown_on is None


def test_with_the_caches_on_the_items_paint_themselves_again(qapp, qtbot, folder, game, monkeypatch):
    """After the first frame the items' own caches come on: the layer is no longer drawn, and
    every later frame (fitted, lit, zoomed) is what the items paint, never an empty cache."""
    path = game("mountain")
    first_frame(view_of(path, qtbot))
    idle()
    views = {}
    for name, patched in (("straight", True), ("layered", False)):
        with monkeypatch.context() as patch:
            if patched:
                straight(patch)
            view = views[name] = view_of(path, qtbot)
            first_frame(view)
            idle()  # the caches come on
            assert not view.scene().painting_straight()
    frames = {name: [] for name in views}
    for step in (None, lit, zoomed):
        for name, view in views.items():
            if step is not None:
                step(view)
            frames[name].append(view.viewport().grab().toImage())
            assert view.scene().layer_shown_on is None
    assert frames["layered"] == frames["straight"]
