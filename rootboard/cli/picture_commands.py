"""Commands that draw: gui, render. (Filled in by the visualiser work.)"""

from __future__ import annotations


def register(sub) -> None:
    pass


def open_window(map_name: str | None) -> int:
    raise SystemExit("rootboard: the board window is not built yet")
