"""The Vagabond: its setups (Standard Setup and the Advanced Setup's faction setup), as scripts of
setup steps; imported only when a setup runs."""

from __future__ import annotations

from rootboard.game.factions.vagabond import (ASK_CHARACTER, ASK_FOREST, CHARACTER_CHOSEN, CHARACTER_DEALT,
                                              CHARACTER_TAKEN, IN_FOREST)
from rootboard.game.factions.vagabond.board import CHARACTERS, vagabond_board_edits
from rootboard.game.kinds import PAWN
from rootboard.game.setupkit.engine import Step, options
from rootboard.game.setupkit.steps import can_place, place, ruin_items


def _pawn_and_ruin_items(faction, ctx):
    """9.3.2, 9.3.4: the pawn in any forest; the R items under the ruins."""
    fid = faction.id
    where = yield Step(f"{fid}.forest", "forest", ASK_FOREST("9.3.2", who=fid), options(
        sorted(ctx.topology.forests), lambda f: can_place(ctx, fid, [(PAWN, 1)], f),
        lambda f: IN_FOREST("9.3.2", who=fid, at=f)), fid)
    place(ctx, fid, PAWN, where)
    ruin_items(ctx, fid, second_set=True)
    _deal_quests(ctx)


def _deal_quests(ctx):
    """9.3.3: three quests face up, once: a second Vagabond shares them (9.7; SETUP.md 2.4).
    Named by the table (``ctx.data["quests"]``) or drawn at random with the game's seed, by a
    generator of their own: the setup's shared one draws on as before, so records made before
    quests were dealt replay card for card."""
    import random

    from rootboard.game.factions.vagabond.quests import FACE_UP, QUESTS, deal_edits, face_up

    if face_up(ctx.state):
        return
    named = list(ctx.data.get("quests", ()))[:FACE_UP]
    rest = [q for q in sorted(QUESTS) if q not in named]
    ctx.apply(deal_edits(ctx.state, named + random.Random(f"{ctx.seed}/quests").sample(rest, FACE_UP - len(named))))


def standard_setup(faction, ctx):
    """9.3.1: he chooses a character card (two Vagabonds, two different ones) and takes its
    starting items (9.3.5); then his pawn and the ruin items (9.3.2, 9.3.4)."""
    fid = faction.id
    chosen = ctx.data.setdefault("characters", {})
    taken = {c: other for other, c in chosen.items() if other != fid}
    character = yield Step(f"{fid}.character", "character", ASK_CHARACTER("9.3.1", who=fid), options(
        CHARACTERS, lambda c: CHARACTER_TAKEN("9.7.1", character=c, owner=taken[c]) if c in taken else None,
        lambda c: CHARACTER_CHOSEN("9.3.1", who=fid, character=c)), fid)
    chosen[fid] = character
    ctx.apply(vagabond_board_edits(ctx.state, fid, character))
    ctx.say(CHARACTER_CHOSEN("9.3.1", who=fid, character=character))
    yield from _pawn_and_ruin_items(faction, ctx)


def advanced_setup(faction, ctx):
    """His card comes with a character card dealt with it (16.1.8.I.c), or, chosen freely,
    dealt now; his board as that character's (9.3.5); his pawn and the ruin items."""
    fid = faction.id
    character = ctx.data.get("characters", {}).get(fid)
    if character is None:
        taken = set(ctx.data.get("characters", {}).values())
        character = ctx.rng.choice([c for c in CHARACTERS if c not in taken])
        ctx.data.setdefault("characters", {})[fid] = character
    ctx.say(CHARACTER_DEALT("16.1.8.I.c", who=fid, character=character))
    ctx.apply(vagabond_board_edits(ctx.state, fid, character))
    yield from _pawn_and_ruin_items(faction, ctx)
