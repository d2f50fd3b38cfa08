"""Plausible positions for questions that need one: a few factions' warriors, buildings and
tokens about the board, every piece placed through the placement rules (16.6.19: slots,
suits, one-per-clearing tokens, the keep's and the Burrow's bans, what the box holds), and the
areas a question is about staged on purpose.

A placement the Law refuses is simply not made (a garden in a clearing of another suit, a
building in a full clearing), so nothing here needs to know which faction may build where:
the rules say. The Vagabond's pawn is placed in a forest, as at setup (9.3.2), and reaches a
clearing by slipping there (9.4.2). Chance comes from the question's generator only, so the
same seed sets out the same position.
"""

from __future__ import annotations

import random

from rootboard.quiz import engine_calls as core


def fighters(exclude=()) -> list[str]:
    """Factions with warriors of their own, the Vagabonds aside (they have a pawn, 9.2.2)."""
    return [f for f in core.player_factions()
            if f not in exclude and core.pieces_of(f, core.WARRIOR) and not core.is_vagabond(f)]


def vagabonds() -> list[str]:
    return [f for f in core.player_factions() if core.is_vagabond(f) and core.pieces_of(f, core.PAWN)]


class Position:
    """A position being set out on ``source``'s map with ``factions`` in play."""

    def __init__(self, source: core.Source, factions: list[str], rng: random.Random):
        self.source, self.rng = source, rng
        self.topology = source.topology
        self.state = core.new_position(source, factions, rng.randrange(2**31))

    @property
    def factions(self) -> list[str]:
        return core.factions_in(self.state)

    # --- single placements ------------------------------------------------------------------------
    def warriors(self, fid: str, where, n: int) -> int:
        """Up to ``n`` warriors of ``fid`` in ``where``, as many as the rules allow; how many."""
        for k in range(n, 0, -1):
            if core.place(self.state, fid, core.WARRIOR, where, k):
                return k
        return 0

    def building(self, fid: str, where) -> str | None:
        """One of ``fid``'s buildings in ``where``, of a kind the rules allow there (a garden or
        base of the clearing's suit, a free slot); its name, or None."""
        names = core.pieces_of(fid, core.BUILDING)
        self.rng.shuffle(names)
        return next((n for n in names if core.place(self.state, fid, n, where)), None)

    def token(self, fid: str, where) -> str | None:
        """One of ``fid``'s tokens in ``where``, if the rules allow one; never one placed face
        down (a plot: the table could not be told what it is, 13.2.2)."""
        names = [n for n in core.pieces_of(fid, core.TOKEN) if not core.placed_face_down(fid, n)]
        self.rng.shuffle(names)
        return next((n for n in names if core.place(self.state, fid, n, where)), None)

    def pawn(self, fid: str, where) -> bool:
        """A Vagabond's pawn in ``where``: placed in a forest (9.3.2), slipped into a clearing
        from a forest it touches (9.4.2)."""
        if core.is_forest(where):
            return core.place(self.state, fid, core.PAWN, where)
        touching = sorted((a for a, kind, adjacent in core.links(self.topology, where)
                           if kind == core.TOUCHES and adjacent), key=core.area_sort_key)
        self.rng.shuffle(touching)
        for forest in touching:
            if core.place(self.state, fid, core.PAWN, forest):
                if core.slip(self.state, fid, forest, where):
                    return True
                break
        return False

    def strength(self, fid: str, where, total: int, building_chance: float = 0.35) -> int:
        """``total`` warriors and buildings of ``fid`` in ``where`` (a building sometimes among
        them, where one may stand); how many were placed."""
        placed = 0
        if total > 0 and self.rng.random() < building_chance and self.building(fid, where):
            placed += 1
        return placed + self.warriors(fid, where, total - placed)

    # --- the rest of the board --------------------------------------------------------------------
    def scatter(self, reserved=(), busy: tuple[int, int] = (2, 4)) -> None:
        """Each faction's pieces in a few clearings other than ``reserved``: warriors, now and
        then a building or a token; each Vagabond's pawn in a forest (unless the question has
        put it somewhere already). What the supply no longer holds is simply not placed."""
        free = [c for c in core.clearings(self.topology) if c not in reserved]
        for fid in self.factions:
            if core.is_vagabond(fid):
                woods = [f for f in core.forests(self.topology) if f not in reserved]
                if woods:
                    self.pawn(fid, self.rng.choice(woods))
                continue
            if not core.pieces_of(fid, core.WARRIOR):
                continue
            for where in self.rng.sample(free, min(len(free), self.rng.randint(*busy))):
                self.strength(fid, where, self.rng.randint(1, 3))
                if self.rng.random() < 0.2:
                    self.token(fid, where)

    # --- what a question shows ------------------------------------------------------------------
    def pieces(self) -> dict:
        return core.position_pieces(self.state)
