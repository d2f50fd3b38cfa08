"""The kinds of question, one module each: ``generate(source, rng)`` makes one question of its
kind on the source's board (or None when the board offers none), its answer and explanation
the engine's."""

from __future__ import annotations

import random
from typing import Callable, Sequence, TypeVar

T = TypeVar("T")

#: kind -> its module's name, in the order a quiz takes them.
KINDS = ("adjacent", "slip", "rules", "move", "homeland")


def generator(kind: str) -> Callable:
    from importlib import import_module

    return import_module(f"{__name__}.{kind}").generate


def weighted(rng: random.Random, choices: Sequence[tuple[T, float]]) -> T:
    """One of ``choices`` (value, weight), drawn by weight; weights of 0 are never drawn."""
    usable = [(v, w) for v, w in choices if w > 0]
    values, weights = zip(*usable)
    return rng.choices(values, weights=weights, k=1)[0]
