"""A clearing's face (the clearing alone over the board: its ruler's ring, disc, icon, slots,
ruins, number) is kept apart from the pieces: a picture of a position never drawn copies the
faces drawn before and paints only the pieces over them, and is the one-pass picture pixel for
pixel; another ruler or explored ruins are a new face of that clearing alone; a clearing whose
rectangle meets another of its level is painted whole."""

from __future__ import annotations

import pytest

from rootboard.cli.picture_commands import load_game_pictures
from rootboard.ui.board import layer, theme
from rootboard.ui.board.items import ClearingItem
from rootboard.ui.board.render import _paint, build_scene, scene_image
from tests.helpers import played_game

WIDTHS = (500, 1600)
PLAY = ("place marquise warrior 1 --count 3", "place eyrie warrior 3 --count 2", "place corvids warrior 5",
        "place marquise sawmill 1", "place eyrie roost 3")


def scene_of(path, rulers=None, ruins=None):
    topology, shown = load_game_pictures(str(path))
    scene = build_scene(topology, tooltips=False, **shown)
    for area, ruler in (rulers or {}).items():
        scene.clearing_items[area].ruler = ruler
    for area, left in (ruins or {}).items():
        scene.clearing_items[area].ruins_present = left
    return scene


def layered(scene, width: int):
    source = scene.sceneRect()
    height = max(1, round(width * source.height() / source.width()))
    image = layer.layered_image(scene, width, height, source, _paint)
    assert image is not None
    return image


def forget_tiles(folder) -> None:
    """A position never drawn: neither tiles nor bands kept, only the board and the faces."""
    for kept in (*folder.glob("tile-*"), *folder.glob("bands-*")):
        kept.unlink()


def same(image, scene, width: int) -> bool:
    one_pass = scene_image(scene, width)  # alive while read: its bits are no copy
    return bytes(image.constBits()) == bytes(one_pass.constBits())


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
@pytest.mark.parametrize("width", WIDTHS)
def test_a_position_never_drawn_is_the_one_pass_picture(qapp, folder, tmp_path, map_name, width):
    path = played_game(tmp_path, map_name, *PLAY)
    layered(scene_of(path), width)
    clearings = len(scene_of(path).clearing_items)
    assert len(list(folder.glob("face-*"))) == clearings  # each clearing's face kept once
    forget_tiles(folder)
    scene = scene_of(path)
    assert same(layered(scene, width), scene, width)


def test_kept_faces_are_not_painted_again(qapp, folder, tmp_path, monkeypatch):
    """Once kept, no clearing is painted again (no suit icon, no ring), and no face written."""
    path = played_game(tmp_path, "autumn", *PLAY)
    layered(scene_of(path), 1600)
    forget_tiles(folder)
    monkeypatch.setattr(theme, "icon", lambda name: pytest.fail("a clearing painted"))
    monkeypatch.setattr(theme, "ring_halo", lambda *args: pytest.fail("a clearing painted"))
    monkeypatch.setattr(layer, "write_layer", lambda key, *args, kind="layer", **kw:
                        pytest.fail("a face written") if kind == "face" else None)
    layered(scene_of(path), 1600)


def test_another_ruler_or_explored_ruins_are_a_new_face_of_that_clearing(qapp, folder, tmp_path):
    path = played_game(tmp_path, "autumn", *PLAY)
    plain = scene_of(path)
    ruined = next(item.area_id for item in plain.clearing_items.values() if item.clearing.ruins)
    layered(plain, 1600)
    faces = set(folder.glob("face-*"))
    forget_tiles(folder)
    ruled = scene_of(path, rulers={2: "eyrie", 4: "corvids"})
    assert same(layered(ruled, 1600), ruled, 1600)
    assert len(set(folder.glob("face-*")) - faces) == 2
    faces = set(folder.glob("face-*"))
    explored = scene_of(path, ruins={ruined: 0})
    assert same(layered(explored, 1600), explored, 1600)
    assert len(set(folder.glob("face-*")) - faces) == 1  # the explored clearing's alone


def test_a_clearing_whose_rectangle_meets_another_is_painted_whole(qapp, folder, tmp_path, monkeypatch):
    """As if every clearing's rectangle reached its neighbours' (a wide margin): no face is
    kept or used, each clearing is painted whole, and the pixels stay the one-pass picture's."""
    monkeypatch.setattr(layer, "TILE_MARGIN", 400)
    path = played_game(tmp_path, "lake", *PLAY)
    scene = scene_of(path)
    assert same(layered(scene, 1600), scene, 1600)
    assert not list(folder.glob("face-*"))
    assert all(item.face is None for item in scene.clearing_items.values())  # cleared after the picture
