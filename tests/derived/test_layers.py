"""A board's kept layer comes back only whole, of exactly its key and size; anything else is ignored."""

from __future__ import annotations

import pytest

from rootboard.derived import layers
from rootboard.derived.loading import load_topology
from tests.helpers import raw_map, write_map

WIDTH, HEIGHT = 7, 5
STRIDE = 4 * WIDTH


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "derived"
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", str(where))
    return where


def pixels(seed: int = 1) -> bytes:
    return bytes((seed * 31 + i * 7) % 256 for i in range(STRIDE * HEIGHT))


def read(key: str, kind: str = "layer"):
    into = bytearray(STRIDE * HEIGHT)
    return bytes(into) if layers.read_layer(key, WIDTH, HEIGHT, STRIDE, into, kind=kind) else None


def test_a_layer_comes_back_as_written(folder):
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    assert read("board A") == pixels()
    assert read("board B") is None
    assert read("board A", kind="tile") is None  # a tile is not a board's layer


def test_another_size_is_not_this_layer(folder):
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    into = bytearray(STRIDE * HEIGHT)
    assert not layers.read_layer("board A", HEIGHT, WIDTH, 4 * HEIGHT, into)


def damaged(blob: bytes) -> list[bytes]:
    flipped = bytearray(blob)
    flipped[-3] ^= 0x40  # one pixel's byte
    return [b"", b"not a layer", blob[:-1], blob + b"\0", bytes(flipped), blob[:40]]


@pytest.mark.parametrize("case", range(len(damaged(b"x" * 100))))
def test_a_damaged_layer_is_ignored(folder, case):
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    path = layers.layer_path("board A")
    path.write_bytes(damaged(path.read_bytes())[case])
    assert read("board A") is None


def test_a_foreign_layer_under_the_same_name_is_ignored(folder):
    """A file named as key A's layer that holds another key's pixels (a name's checksum met
    by another key) is not trusted: the key is compared in full."""
    folder.mkdir(parents=True)
    layers.layer_path("board A").write_bytes(layers.pack_layer("board B", WIDTH, HEIGHT, STRIDE, pixels()))
    assert read("board A") is None


def test_a_rewritten_layer_replaces_a_damaged_one(folder):
    folder.mkdir(parents=True)
    layers.layer_path("board A").write_bytes(b"rubbish")
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels(2))
    assert read("board A") == pixels(2)


def test_only_the_newest_layers_are_kept(folder, monkeypatch):
    monkeypatch.setitem(layers.KEPT, "tile", 2)
    for n in range(4):
        layers.write_layer(f"tile {n}", WIDTH, HEIGHT, STRIDE, pixels(n), kind="tile")
    kept = sorted(folder.glob("tile-*"))
    assert len(kept) == layers.KEPT["tile"]
    assert read("tile 3", kind="tile") == pixels(3)


def test_no_cache_folder_keeps_nothing(monkeypatch, tmp_path):
    topology = load_topology("autumn")
    monkeypatch.setenv("ROOTBOARD_CACHE_DIR", "")
    assert layers.layer_key(topology, "code", "parts") is None
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    assert read("board A") is None


def test_the_key_holds_the_map_text_and_the_code(folder, tmp_path, monkeypatch):
    shipped = load_topology("autumn")
    key = layers.layer_key(shipped, "code", "parts")
    raw = raw_map("autumn")
    raw["clearings"][0]["radius"] += 1
    edited = load_topology(write_map(tmp_path, raw))
    assert None not in (key, layers.layer_key(edited, "code", "parts"))
    assert layers.layer_key(edited, "code", "parts") != key  # another map's text
    assert layers.layer_key(shipped, "other code", "parts") != key  # other painting code
    assert layers.layer_key(shipped, "code", "other parts") != key
    monkeypatch.setattr(layers, "code_fingerprint", lambda: "another rootboard")
    assert layers.layer_key(shipped, "code", "parts") != key  # another deriving code


def test_some_rows_are_read_and_checked_alone(folder, monkeypatch):
    """A picture that needs only some rows of the board reads the chunks that hold them, each
    checked by its own checksum; the other rows of the buffer are left as they were."""
    monkeypatch.setattr(layers, "CHUNK_ROWS", 2)
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    into = bytearray(b"\xee" * (STRIDE * HEIGHT))
    assert layers.read_layer("board A", WIDTH, HEIGHT, STRIDE, into, rows=[(3, 4)])
    chunk = slice(2 * STRIDE, 4 * STRIDE)  # rows 2 and 3: the chunk that holds row 3
    assert into[chunk] == pixels()[chunk]
    assert into[:chunk.start] + into[chunk.stop:] == b"\xee" * (STRIDE * (HEIGHT - 2))
    path = layers.layer_path("board A")
    blob = bytearray(path.read_bytes())
    blob[-STRIDE * HEIGHT] ^= 0x40  # a byte of row 0: its chunk is damaged, not row 3's
    path.write_bytes(bytes(blob))
    assert layers.read_layer("board A", WIDTH, HEIGHT, STRIDE, bytearray(STRIDE * HEIGHT), rows=[(3, 4)])
    assert not layers.read_layer("board A", WIDTH, HEIGHT, STRIDE, bytearray(STRIDE * HEIGHT), rows=[(1, 3)])
    assert read("board A") is None  # whole: damaged


def test_kept_bytes_come_back_whole_from_their_parts(folder):
    """Bytes kept from parts (joined once as they are written) read back as one, as a view."""
    layers.write_kept("bands A", [b"one", memoryview(b"-two-"), b"three"], "bands")
    assert bytes(layers.read_kept("bands A", "bands")) == b"one-two-three"
    assert layers.read_kept("bands B", "bands") is None
    path = layers.layer_path("bands A", "bands")
    path.write_bytes(path.read_bytes()[:-1] + b"!")
    assert layers.read_kept("bands A", "bands") is None  # damaged


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no symbolic links or pipes to test with")
def test_a_kept_file_is_written_in_place_never_through_a_link_or_into_a_pipe(folder, tmp_path):
    """Kept files are written in place (a reader trusts one only whole: a half-written one is
    ignored as a damaged one is), but not through a symbolic link planted at its name, nor into
    a pipe (which would hold the picture until read): neither is written, quietly, and a pipe
    is not waited on to be read either."""
    import os

    folder.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("mine")
    os.symlink(elsewhere, layers.layer_path("board A"))
    layers.write_layer("board A", WIDTH, HEIGHT, STRIDE, pixels())
    assert elsewhere.read_text() == "mine" and read("board A") is None
    os.mkfifo(layers.layer_path("board B"))
    layers.write_layer("board B", WIDTH, HEIGHT, STRIDE, pixels())  # returns: nothing waits on the pipe
    assert read("board B") is None
    layers.write_layer("board C", WIDTH, HEIGHT, STRIDE, pixels())
    layers.write_layer("board C", WIDTH, HEIGHT, STRIDE, pixels(2))  # over the last one, in place
    assert read("board C") == pixels(2)
