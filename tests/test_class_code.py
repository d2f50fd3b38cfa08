"""The dataclass methods' code kept in the cache (rootboard.class_code): classes made from it
behave as made by dataclasses alone, and a damaged, foreign or missing file only costs time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rootboard import class_code

ROOT = Path(__file__).resolve().parents[1]

# A child that makes dataclasses of every kind rootboard uses and prints what they do.
CHILD = """
import dataclasses, rootboard
from dataclasses import dataclass, field

@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0

@dataclass
class Bag:
    items: list = field(default_factory=list)
    name: str = "bag"

    def __post_init__(self):
        self.name = self.name.upper()

p, q = Point(1, 2), Point(1, 3)
try:
    p.x = 5
    frozen = "no"
except dataclasses.FrozenInstanceError:
    frozen = "yes"
bag = Bag()
bag.items.append(1)
print(repr(p), p == Point(1, 2), p < q, hash(p) == hash(Point(1, 2)), frozen, repr(bag), Bag().items)
print(type(dataclasses.exec).__name__ if "exec" in vars(dataclasses) else "builtin exec")
"""


def _child(cache: str | None, tmp: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "ROOTBOARD_CACHE_DIR")}
    if cache is not None:
        env["ROOTBOARD_CACHE_DIR"] = cache
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=tmp, capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def test_classes_made_from_the_cache_behave_as_dataclasses_makes_them(tmp_path):
    cache = tmp_path / "cache"
    plain = _child("", tmp_path)  # the cache off: dataclasses alone
    assert plain[1] == "builtin exec"
    cold = _child(str(cache), tmp_path)  # compiled, then written
    assert (cache / class_code.NAME).is_file()
    codes = class_code.read(cache / class_code.NAME)
    assert codes and all(text.startswith("def __create_fn__") for text in codes)
    warm = _child(str(cache), tmp_path)  # run from the file
    assert cold[0] == warm[0] == plain[0]
    assert "Point(x=1, y=2) True True True yes" in warm[0]


def test_a_damaged_or_foreign_file_is_ignored_and_written_again(tmp_path):
    cache = tmp_path / "cache"
    path = cache / class_code.NAME
    _child(str(cache), tmp_path)
    good = path.read_bytes()
    for bad in (good[:len(good) // 2], good[:-1] + bytes([good[-1] ^ 1]),
                good.replace(sys.implementation.cache_tag.encode(), b"cpython-00", 1), b"", b"\x00" * 64):
        path.write_bytes(bad)
        assert class_code.read(path) == {}
        out = _child(str(cache), tmp_path)
        assert "Point(x=1, y=2) True True True yes" in out[0]
        assert class_code.read(path)  # replaced by a good one


def test_nothing_is_written_with_the_cache_off_or_bytecode_not_written(tmp_path):
    _child("", tmp_path)
    assert not list(tmp_path.rglob(class_code.NAME))
    env_cache = tmp_path / "cache"
    env = {k: v for k, v in os.environ.items() if k != "ROOTBOARD_CACHE_DIR"}
    env.update(ROOTBOARD_CACHE_DIR=str(env_cache), PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=tmp_path, capture_output=True, check=True)
    assert not (env_cache / class_code.NAME).exists()


def test_text_and_code_must_be_a_string_and_a_code_object(tmp_path):
    path = tmp_path / class_code.NAME
    class_code.write(path, {"x = 1": compile("x = 1", "<string>", "exec"), "y": "not code"})
    assert set(class_code.read(path)) == {"x = 1"}
