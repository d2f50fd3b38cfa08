"""A picture from the kept static layer and tiles is the one-pass picture, pixel for pixel,
whether the cache is cold, warm, partly filled or damaged; a change of what the board is
painted from is a new key; an action repaints only the tiles it changed."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from rootboard.cli import main
from rootboard.cli.picture_commands import load_game_pictures
from rootboard.derived import layers
from rootboard.ui.board import layer
from rootboard.ui.board.pieces import PiecesItem
from rootboard.ui.board.render import _paint, build_scene, scene_image
from tests.helpers import played_game

WIDTH = 500


def scene_of(path, viewer=None, suits=None, rulers=None):
    """The game's scene, with some clearings' suits or rulers changed if told."""
    topology, shown = load_game_pictures(str(path), viewer)
    shown = dict(shown)
    if suits:
        shown["suits"] = {**(shown.get("suits") or {}), **suits}
    if rulers:
        shown["rulers"] = {**(shown.get("rulers") or {}), **rulers}
    return build_scene(topology, tooltips=False, **shown)


def pixels(image) -> bytes:
    return bytes(image.constBits())


def layered(scene):
    source = scene.sceneRect()
    height = max(1, round(WIDTH * source.height() / source.width()))
    image = layer.layered_image(scene, WIDTH, height, source, _paint)
    assert image is not None
    return image


PLAY = ("place marquise warrior 1 --count 3", "place eyrie warrior 3 --count 2", "place corvids warrior 5",
        "place corvids bomb 5")


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
def test_cold_then_warm_gives_the_same_pixels(qapp, folder, tmp_path, map_name):
    scene = scene_of(played_game(tmp_path, map_name, *PLAY))
    want = pixels(scene_image(scene, WIDTH))
    assert pixels(layered(scene)) == want  # cold: painted, and kept
    assert list(folder.glob("layer-*")) and len(list(folder.glob("tile-*"))) == len(tiles_of(scene))
    assert pixels(layered(scene_of(played_game(tmp_path, map_name, *PLAY)))) == want  # warm


def test_a_warm_picture_paints_no_board_and_writes_nothing(qapp, folder, tmp_path, monkeypatch):
    path = played_game(tmp_path, "autumn", *PLAY)
    layered(scene_of(path))
    painted = []
    real = layer._render_only

    def spy(paint, scene, painter, target, source, keep, background):
        painted.extend(item for item in layer._top_levels(scene) if keep(item))
        real(paint, scene, painter, target, source, keep, background)

    monkeypatch.setattr(layer, "_render_only", spy)
    monkeypatch.setattr(layer, "write_layer", lambda *args, **kwargs: pytest.fail("a warm picture wrote"))
    scene = scene_of(path)
    image = layered(scene)
    assert painted == []  # neither the board, nor a clearing, a stack, a marker or a label
    monkeypatch.setattr(layer, "_render_only", real)
    assert pixels(image) == pixels(scene_image(scene, WIDTH))


def test_the_faction_view_and_a_changed_game_share_the_layer(qapp, folder, tmp_path):
    """Another game on the same map, seen as the Corvids (face-down plots), reuses the layer
    and the tiles of clearings left as they were: the pixels stay the one-pass picture's."""
    layered(scene_of(played_game(tmp_path, "autumn")))
    scene = scene_of(played_game(tmp_path, "autumn", *PLAY), viewer="corvids")
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))


def test_an_opened_path_is_another_layer(qapp, folder, tmp_path):
    closed = scene_of(played_game(tmp_path, "mountain"))
    key = layer.static_key(closed, WIDTH, 400, closed.sceneRect())
    path = played_game(tmp_path, "mountain", "place marquise warrior 2", "open-path 2 5")
    opened = scene_of(path)
    assert layer.static_key(opened, WIDTH, 400, opened.sceneRect()) != key
    layered(closed)
    assert pixels(layered(opened)) == pixels(scene_image(opened, WIDTH))


def tiles_of(scene) -> list:
    source = scene.sceneRect()
    height = max(1, round(WIDTH * source.height() / source.width()))
    return layer._tiles(scene, WIDTH, height, source)


def tile_keys(scene) -> dict:
    """Each clearing's area -> the key of the tile holding it."""
    source = scene.sceneRect()
    height = max(1, round(WIDTH * source.height() / source.width()))
    key = layer.static_key(scene, WIDTH, height, source)
    return {item.area_id: layer._tile_key(key, items, rects)
            for rects, items in layer._tiles(scene, WIDTH, height, source)
            for item in items if item in scene.clearing_items.values()}


def test_a_clearing_of_another_suit_or_ruler_is_another_tile(qapp, folder, tmp_path):
    path = played_game(tmp_path, "winter")
    plain = scene_of(path)
    before = tile_keys(plain)
    suits = {c: next(s for s in ("fox", "rabbit", "mouse") if s != plain.clearing_items[c].suit) for c in (1, 2)}
    changed = scene_of(path, suits=suits, rulers={3: "eyrie"})
    after = tile_keys(changed)
    assert {c for c in before if before[c] != after[c]} == {1, 2, 3}
    layered(scene_of(path))
    assert pixels(layered(changed)) == pixels(scene_image(changed, WIDTH))


def test_other_painting_code_is_another_key(qapp, folder, tmp_path, monkeypatch):
    scene = scene_of(played_game(tmp_path, "lake"))
    key = layer.static_key(scene, WIDTH, 400, scene.sceneRect())
    monkeypatch.setattr(layer, "drawing_code", lambda: "another painter")
    assert layer.static_key(scene, WIDTH, 400, scene.sceneRect()) != key
    monkeypatch.setattr(layers, "code_fingerprint", lambda: "another rootboard")
    assert layer.static_key(scene, WIDTH + 1, 400, scene.sceneRect()) != key


@pytest.mark.parametrize("kind", ["layer", "tile", "face"])
def test_a_damaged_file_is_painted_afresh_and_rewritten(qapp, folder, tmp_path, monkeypatch, kind):
    path = played_game(tmp_path, "autumn", *PLAY)
    layered(scene_of(path))
    for kept in folder.glob(f"{kind}-*"):
        blob = bytearray(kept.read_bytes())
        blob[-5] ^= 0xFF  # one pixel of it: the checksum no longer holds
        kept.write_bytes(bytes(blob))
    if kind == "face":  # a clearing's face is read only where its tile is painted afresh
        for tile in folder.glob("tile-*"):
            tile.unlink()
    rewrites = []
    real = layer.write_layer
    monkeypatch.setattr(layer, "write_layer", lambda *args, **kwargs: rewrites.append(kwargs.get("kind", "layer"))
                        or real(*args, **kwargs))
    scene = scene_of(path)
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))
    assert kind in rewrites
    # Rewritten whole: the next picture reads every file back and writes none.
    monkeypatch.setattr(layer, "write_layer", lambda *args, **kwargs: pytest.fail("not rewritten"))
    scene = scene_of(path)
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))


def test_a_lit_scene_is_painted_in_one_pass(qapp, folder, tmp_path):
    path = played_game(tmp_path, "autumn")
    topology, shown = load_game_pictures(str(path))
    scene = build_scene(topology, highlight=5, tooltips=False, **shown)
    assert layer.static_key(scene, WIDTH, 400, scene.sceneRect()) is None


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
def test_tiles_hold_every_item_once_and_never_meet(qapp, folder, tmp_path, map_name):
    scene = scene_of(played_game(tmp_path, map_name, *PLAY))
    tiles = tiles_of(scene)
    held = [item for _, items in tiles for item in items]
    shown = [item for item in layer._top_levels(scene) if not layer.is_static(item) and item.isVisible()]
    assert sorted(map(id, held)) == sorted(map(id, shown))
    source = scene.sceneRect()
    height = max(1, round(WIDTH * source.height() / source.width()))
    frame, ratio = layer.QRect(0, 0, WIDTH, height), min(WIDTH / source.width(), height / source.height())
    for at, (rects, items) in enumerate(tiles):  # each item's pixels are its tile's, and no other tile's
        assert rects == [layer._device_rect(item, ratio, source, frame) for item in items]
        others = [rect for other, (theirs, _) in enumerate(tiles) if other != at for rect in theirs]
        assert not any(mine.intersects(theirs) for mine in rects for theirs in others)


def test_an_action_repaints_only_the_tiles_it_changed(qapp, folder, tmp_path, monkeypatch):
    path = played_game(tmp_path, "autumn", *PLAY)
    before = scene_of(path)
    layered(before)
    assert main(["place", "--mode", "teach", str(path), "eyrie", "warrior", "3"]) == 0
    after = scene_of(path)
    old, new = tile_keys(before), tile_keys(after)
    changed = {area for area in new if new[area] != old.get(area)}
    assert 3 in changed and len(changed) < len(new)
    painted = []
    real = layer._render_only

    def spy(paint, scene, painter, target, source, keep, background):
        painted.extend(item for item in layer._top_levels(scene) if keep(item))
        real(paint, scene, painter, target, source, keep, background)

    monkeypatch.setattr(layer, "_render_only", spy)
    image = layered(after)
    repainted = {item.area_id for item in painted if item in after.clearing_items.values()}
    assert repainted == changed
    monkeypatch.setattr(layer, "_render_only", real)
    assert pixels(image) == pixels(scene_image(after, WIDTH))


def test_an_item_that_cannot_say_what_it_paints_is_painted_every_time(qapp, folder, tmp_path, monkeypatch):
    path = played_game(tmp_path, "lake", *PLAY)
    layered(scene_of(path))
    scene = scene_of(path)
    stack = next(item for item in layer._top_levels(scene) if isinstance(item, PiecesItem))
    stack.picture_key = None  # as an item with no picture_key
    painted = []
    real = layer._render_only

    def spy(paint, scene, painter, target, source, keep, background):
        painted.extend(item for item in layer._top_levels(scene) if keep(item))
        real(paint, scene, painter, target, source, keep, background)

    monkeypatch.setattr(layer, "_render_only", spy)
    image = layered(scene)
    assert stack in painted
    monkeypatch.setattr(layer, "_render_only", real)
    assert pixels(image) == pixels(scene_image(scene, WIDTH))


def test_a_kept_tile_never_paints_over_a_neighbour_that_changed(qapp, folder, tmp_path, monkeypatch):
    """A tile is kept as the rectangle around its items, which may reach into another tile's
    pixels (tiles are unions of rectangles): only its own pixels are copied back, so a
    neighbour that changed is painted on the board's pixels, not on what it was before."""
    crowded = [f"place marquise warrior {c} --count 2" for c in range(1, 13)]
    reaches = []  # (pixels of a clearing's rectangle another tile's kept rectangle covers, map, clearing)
    for map_name in ("autumn", "winter", "lake", "mountain"):
        path = played_game(tmp_path, map_name, *crowded)
        plain = scene_of(path)
        tiles = tiles_of(plain)
        reaches += [(layer._bounds(theirs).intersected(rect).width() * layer._bounds(theirs).intersected(rect).height(),
                     map_name, item.area_id)
                    for rects, items in tiles for item, rect in zip(items, rects) if item in plain.clearing_items.values()
                    for theirs, _ in tiles if theirs is not rects and layer._bounds(theirs).intersects(rect)]
    if not reaches:
        pytest.fail("no map has a clearing that another tile's rectangle reaches")
    _, map_name, area = max(reaches)
    path = played_game(tmp_path, map_name, *crowded)
    plain = scene_of(path)
    ruler = "eyrie" if plain.clearing_items[area].ruler != "eyrie" else "marquise"
    layered(scene_of(path, rulers={area: ruler}))  # kept with another ruler's ring
    scene = scene_of(path)
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))
    # A third ruler, never kept, with its tile left unpainted: its pixels are the board's alone.
    third = next(f for f in ("corvids", "marquise", "eyrie") if f not in (ruler, plain.clearing_items[area].ruler))
    scene = scene_of(path, rulers={area: third})
    source = scene.sceneRect()
    height = max(1, round(WIDTH * source.height() / source.width()))
    board = QImage(WIDTH, height, QImage.Format_RGB32)
    assert layers.read_layer(layer.static_key(scene, WIDTH, height, source), WIDTH, height, board.bytesPerLine(),
                             board.bits())
    monkeypatch.setattr(layer, "_render_only", lambda *args, **kwargs: None)
    image = layered(scene)
    changed = next(rects for rects, items in tiles_of(scene) if scene.clearing_items[area] in items)
    assert all(image.copy(rect) == board.copy(rect) for rect in changed)
