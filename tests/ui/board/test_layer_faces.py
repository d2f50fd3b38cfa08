"""A clearing's face (its disc and all inside it) is kept apart from the position: a picture of
a position never drawn paints only each clearing's frame and copies the face's inside, and is
the one-pass picture pixel for pixel; a ruler's ring is no new face, explored ruins are; a face
whose frame and whole clearing differ beyond its inside is not kept (the clearing painted whole)."""

from __future__ import annotations

import pytest

from rootboard.cli import main
from rootboard.cli.picture_commands import load_game_pictures
from rootboard.ui.board import layer, theme
from rootboard.ui.board.items import FRAME, ClearingItem
from rootboard.ui.board.render import _paint, build_scene, scene_image

WIDTHS = (500, 1600)
PLAY = ("place marquise warrior 1 --count 3", "place eyrie warrior 3 --count 2", "place corvids warrior 5",
        "place marquise sawmill 1", "place eyrie roost 3")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "derived"
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(where))
    return where


def game(tmp_path, map_name: str, *commands: str):
    path = tmp_path / f"{map_name}.json"
    assert main(["new", map_name, "-o", str(path), "--seed", "4",
                 "--factions", "marquise,eyrie,corvids,vagabond"]) == 0
    for command in commands:
        verb, *rest = command.split()
        assert main([verb, "--mode", "teach", str(path), *rest]) == 0
    return path


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
    path = game(tmp_path, map_name, *PLAY)
    layered(scene_of(path), width)
    clearings = len(scene_of(path).clearing_items)
    assert len(list(folder.glob("face-*"))) == clearings  # each clearing's face kept once
    forget_tiles(folder)
    scene = scene_of(path)
    assert same(layered(scene, width), scene, width)


def test_kept_faces_paint_no_inside(qapp, folder, tmp_path, monkeypatch):
    """Once kept, no suit icon and no slot is painted again: only the frames."""
    path = game(tmp_path, "autumn", *PLAY)
    layered(scene_of(path), 1600)
    forget_tiles(folder)
    monkeypatch.setattr(ClearingItem, "_paint_inside", lambda self, painter: pytest.fail("an inside painted"))
    monkeypatch.setattr(theme, "icon", lambda name: pytest.fail("an icon painted"))
    monkeypatch.setattr(layer, "write_layer", lambda key, *args, kind="layer", **kw:
                        pytest.fail("a face written") if kind == "face" else None)
    layered(scene_of(path), 1600)


def test_a_ruler_is_no_new_face_but_explored_ruins_are(qapp, folder, tmp_path):
    path = game(tmp_path, "autumn", *PLAY)
    plain = scene_of(path)
    ruined = next(item.area_id for item in plain.clearing_items.values() if item.clearing.ruins)
    layered(plain, 1600)
    faces = set(folder.glob("face-*"))
    forget_tiles(folder)
    ruled = scene_of(path, rulers={2: "eyrie", 4: "corvids", 5: "marquise"})
    assert same(layered(ruled, 1600), ruled, 1600)
    assert set(folder.glob("face-*")) == faces
    explored = scene_of(path, ruins={ruined: 0})
    assert same(layered(explored, 1600), explored, 1600)
    assert len(set(folder.glob("face-*")) - faces) == 1  # the explored clearing's alone


def test_a_face_whose_frame_differs_beyond_its_inside_is_not_kept(qapp, folder, tmp_path, monkeypatch):
    """As if the frame left out a part of the clearing beyond the disc (its number's badge):
    the faces fail their check, none is kept, and every clearing is painted whole."""
    real = ClearingItem._paint_badge

    def badge(self, painter):
        if self.face is not FRAME:
            real(self, painter)

    monkeypatch.setattr(ClearingItem, "_paint_badge", badge)
    path = game(tmp_path, "lake", *PLAY)
    scene = scene_of(path)
    assert same(layered(scene, 1600), scene, 1600)
    assert not list(folder.glob("face-*"))
    assert all(item.face is None for item in scene.clearing_items.values())  # cleared after the picture
