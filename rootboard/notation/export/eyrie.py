"""The Eyrie Dynasties' actions written as Rootlog (chapter 7), as her reader
(:mod:`rootboard.notation.translate.eyrie`) makes the same actions of them again:

* AddToDecree: each card to its column (``B#ambushE->E$_r``; the Decree is public, 7.2.1);
* Turmoil: ``--N`` (the birds, 7.7.1), the purge ``$_->``, the new leader ``#despot->E$``;
* a leader chosen (7.3.3, 7.7.4): ``#despot->E$``; at setup, in her setup line (``#despot->$``).
"""

from __future__ import annotations

from rootboard.notation import vocabulary as words
from rootboard.notation.translate.deck import rootlog_card

EYRIE = "eyrie"
# The Decree's columns (7.2.1) by rootboard's name (``decree-recruit``) -> the area Rootlog writes.
_COLUMN_AREAS = {kind[len("decree-"):]: area for area, kind in words.BOARD_AREAS["E"].items()}


def decree(exporter, action, edits, current, position) -> list[str]:
    code = exporter.code(EYRIE)
    return [f"{rootlog_card(position.deck, card)}{code}->{code}$_{_COLUMN_AREAS[column]}"
            for card, column in zip(action.cards, action.columns)]


def turmoil(exporter, action, edits, current, position) -> list[str]:
    who = exporter.who(EYRIE, current)
    lost = [exporter.points(who, e.args[1]) for e in edits if e.op == "score" and e.args[1]]  # her birds (7.7.1)
    return [*lost, f"{who}$_->", f"#{action.leader}->{exporter.code(EYRIE)}$"]


def leader(exporter, action, edits, current, position) -> list[str]:
    return [f"#{action.leader}->{exporter.code(EYRIE)}$"]


def setup_chosen(exporter, fid: str, start) -> list[str]:
    """Her leader chosen at setup (7.3.3), first in her setup line."""
    chosen = start.boards.get(fid, {}).get("leader")
    return [f"#{chosen}->$"] if chosen is not None else []


WRITES = {"eyrie-decree": decree, "eyrie-turmoil": turmoil, "eyrie-leader": leader}
