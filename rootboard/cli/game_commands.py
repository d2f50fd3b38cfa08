"""Commands that play: new, place, move, rule, ... (Filled in by the rules-core work.)"""

from __future__ import annotations


def register(sub) -> None:
    pass
