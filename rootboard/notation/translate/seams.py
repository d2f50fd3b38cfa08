"""Battles and the Corvids' plot actions: one function per kind, the seam to rootboard's actions.

Each function says what a Rootlog battle (``XE3``), plot flip (``t3^t_e``), trick (``t4<->t12``)
or exposure (``?Pt_e3``) becomes. rootboard does not model them yet, so each is a step that is
not modelled, and what follows them in the log is replayed as it is written: a battle's removals
are checked as removals, by the other side, in battle (4.3.4), a bomb's removal as a removal. When
rootboard's Battle, Flip, Trick and Expose actions exist, these four functions return them
instead, and nothing else changes: ``battle`` is given the removals that follow (to infer the
hits the log does not write) and says whether its action removes the pieces itself, so that the
log's removals after it are then covered rather than made twice.
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.steps import NotModelled, Step

BATTLE = Template("rootlog.replay.battle",
                  "battle is not modelled yet: {attacker:faction} battles {defender:faction} in {where:area}; the "
                  "removals that follow are checked as removals in battle")
FLIP = Template("rootlog.replay.flip", "flipping a plot face up is not modelled yet: the plot in {where:area} "
                "shows its kind ({piece:piece}) and stays face down in rootboard")
TRICK = Template("rootlog.replay.trick", "the Corvids' trick is not modelled yet: the plots in {first:area} and "
                 "{second:area} swap places, and rootboard keeps them where they were")
EXPOSURE = Template("rootlog.replay.exposure", "exposure is not modelled yet: what follows says whether the guess "
                    "({piece:piece} in {where:area}) was right")


def battle(state: GameState, fought: m.Battle, removals: list[m.Action]) -> tuple[list[Step], bool]:
    """A battle (4.3), given the actions that follow it in the log (its hits, 4.3.4): its steps,
    and whether they remove the pieces themselves (not yet: the log's removals are replayed)."""
    attacker, defender = faction_id(fought.attacker), faction_id(fought.defender)
    return [NotModelled(BATTLE("4.3", attacker=attacker, defender=defender, where=fought.clearing))], False


def flip(state: GameState, flipped: m.Flip) -> list[Step]:
    """A face-down plot turned face up (13.4.2)."""
    where = flipped.at.number if isinstance(flipped.at, m.Clearing) else None
    return [NotModelled(FLIP("13.4.2", where=where, piece=flipped.becomes.name or "plot"))]


def trick(state: GameState, swapped: m.Swap) -> list[Step]:
    """Two plots swap places (the Corvids' Trick, 13.5.4)."""
    first = getattr(swapped.first.start, "number", None)
    second = getattr(swapped.second.start, "number", None)
    fid = faction_id(swapped.first.what.faction) if isinstance(swapped.first.what, m.Piece) else None
    touched = frozenset((f, p, c) for c in (first, second) if c is not None
                        for (f, p) in state.pieces_at(c) if f == fid)
    return [NotModelled(TRICK("13.5.4", first=first, second=second), touches=touched)]


def exposure(state: GameState, exposed: m.Exposure) -> list[Step]:
    """Another player guesses a plot's kind (13.2.4)."""
    return [NotModelled(EXPOSURE("13.2.4", where=exposed.clearing, piece=exposed.plot.name or "plot"))]
