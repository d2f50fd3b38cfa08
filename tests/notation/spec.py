"""Short names for the tests of rootboard.notation: factions, pieces, places."""

from __future__ import annotations

from rootboard.notation.grammar import read_action
from rootboard.notation.model import Card, Clearing, FactionCode, Item, Piece, Thing

#: The characters of the notation, for texts made at random.
ALPHABET = "CEAVGLODPHKSTJXZQBFMRwpbtfrhsdcxuea%#$_*()+-><^?@0123456789,"

C, E, A, V, G, L, O, D, P, H, K = (FactionCode(letter) for letter in "CEAVGLODPHK")


def hireling(letter: str, demoted: bool = False) -> FactionCode:
    return FactionCode(letter, hireling=True, demoted=demoted)


def piece(faction: FactionCode, type_: str, *subtype: str) -> Piece:
    return Piece(faction, type_, tuple(subtype))


def thing(count: int, what, start=None) -> Thing:
    return Thing(count, what, start)


def at(number: int) -> Clearing:
    return Clearing(number)


def card(suit=None, name=None) -> Card:
    return Card(suit, name)


def item(letter: str | None) -> Item:
    return Item(letter)


def read(text: str, current: FactionCode | None = C, notes: list | None = None):
    """One action read on ``current``'s turn, at line 1, column 1."""
    return read_action(text, 1, 1, current, [] if notes is None else notes)
