"""A picture from the kept static layer and clearing tiles is the one-pass picture, pixel for
pixel, whether the cache is cold, warm, partly filled or damaged; and a change of what the
board is painted from is a new key."""

from __future__ import annotations

import pytest

from rootboard.cli import main
from rootboard.cli.picture_commands import load_game_pictures
from rootboard.derived import layers
from rootboard.ui.board import layer
from rootboard.ui.board.render import _paint, build_scene, scene_image

WIDTH = 500


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
    scene = scene_of(game(tmp_path, map_name, *PLAY))
    want = pixels(scene_image(scene, WIDTH))
    assert pixels(layered(scene)) == want  # cold: painted, and kept
    assert list(folder.glob("layer-*")) and len(list(folder.glob("tile-*"))) == len(scene.clearing_items)
    assert pixels(layered(scene_of(game(tmp_path, map_name, *PLAY)))) == want  # warm


def test_a_warm_picture_paints_no_board_and_writes_nothing(qapp, folder, tmp_path, monkeypatch):
    path = game(tmp_path, "autumn", *PLAY)
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
    assert not any(layer.is_static(item) or layer._is_clearing(item) for item in painted)
    monkeypatch.setattr(layer, "_render_only", real)
    assert pixels(image) == pixels(scene_image(scene, WIDTH))


def test_the_faction_view_and_a_changed_game_share_the_layer(qapp, folder, tmp_path):
    """Another game on the same map, seen as the Corvids (face-down plots), reuses the layer
    and the tiles of clearings left as they were: the pixels stay the one-pass picture's."""
    layered(scene_of(game(tmp_path, "autumn")))
    scene = scene_of(game(tmp_path, "autumn", *PLAY), viewer="corvids")
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))


def test_an_opened_path_is_another_layer(qapp, folder, tmp_path):
    closed = scene_of(game(tmp_path, "mountain"))
    key = layer.static_key(closed, WIDTH, 400, closed.sceneRect())
    path = game(tmp_path, "mountain", "place marquise warrior 2", "open-path 2 5")
    opened = scene_of(path)
    assert layer.static_key(opened, WIDTH, 400, opened.sceneRect()) != key
    layered(closed)
    assert pixels(layered(opened)) == pixels(scene_image(opened, WIDTH))


def tile_keys(scene) -> dict:
    source = scene.sceneRect()
    height = round(WIDTH * source.height() / source.width())
    key = layer.static_key(scene, WIDTH, height, source)
    rects = layer._tile_rects(scene, WIDTH, height, source)
    return {item.area_id: layer._tile_key(key, item, rect) for item, rect in rects.items()}


def test_a_clearing_of_another_suit_or_ruler_is_another_tile(qapp, folder, tmp_path):
    path = game(tmp_path, "winter")
    plain = scene_of(path)
    before = tile_keys(plain)
    suits = {c: next(s for s in ("fox", "rabbit", "mouse") if s != plain.clearing_items[c].suit) for c in (1, 2)}
    changed = scene_of(path, suits=suits, rulers={3: "eyrie"})
    after = tile_keys(changed)
    assert {c for c in before if before[c] != after[c]} == {1, 2, 3}
    layered(scene_of(path))
    assert pixels(layered(changed)) == pixels(scene_image(changed, WIDTH))


def test_other_painting_code_is_another_key(qapp, folder, tmp_path, monkeypatch):
    scene = scene_of(game(tmp_path, "lake"))
    key = layer.static_key(scene, WIDTH, 400, scene.sceneRect())
    monkeypatch.setattr(layer, "drawing_code", lambda: "another painter")
    assert layer.static_key(scene, WIDTH, 400, scene.sceneRect()) != key
    monkeypatch.setattr(layers, "code_fingerprint", lambda: "another rootboard")
    assert layer.static_key(scene, WIDTH + 1, 400, scene.sceneRect()) != key


@pytest.mark.parametrize("kind", ["layer", "tile"])
def test_a_damaged_file_is_painted_afresh_and_rewritten(qapp, folder, tmp_path, monkeypatch, kind):
    path = game(tmp_path, "autumn", *PLAY)
    layered(scene_of(path))
    for kept in folder.glob(f"{kind}-*"):
        blob = bytearray(kept.read_bytes())
        blob[-5] ^= 0xFF  # one pixel of it: the checksum no longer holds
        kept.write_bytes(bytes(blob))
    scene = scene_of(path)
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))
    # Rewritten whole: the next picture reads every file back and writes none.
    monkeypatch.setattr(layer, "write_layer", lambda *args, **kwargs: pytest.fail("not rewritten"))
    scene = scene_of(path)
    assert pixels(layered(scene)) == pixels(scene_image(scene, WIDTH))


def test_a_lit_scene_is_painted_in_one_pass(qapp, folder, tmp_path):
    path = game(tmp_path, "autumn")
    topology, shown = load_game_pictures(str(path))
    scene = build_scene(topology, highlight=5, tooltips=False, **shown)
    assert layer.static_key(scene, WIDTH, 400, scene.sceneRect()) is None
