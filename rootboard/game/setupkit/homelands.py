"""Homelands (16.1.8.II): which clearings a faction may choose, and why not the others.

A homeland may not be a clearing an enemy chose as a homeland, nor one where the faction
cannot place every piece its setup lists (16.1.8.II.a). Setup cards add how far from enemy
homelands (16.1.8.II.b): "two or more clearings between" falls back to "not adjacent" when
no clearing qualifies, and "not adjacent" to anything left; in short, as far away as the
map allows. Distances are steps along open paths (places.distances): "not adjacent" is two
or more steps, "two or more clearings between" is three or more.
"""

from __future__ import annotations

from typing import Callable, Iterable

from rootboard.messages import Message, Template
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Context, Option

# Fallback tiers per distance rule, strictest first: (minimum steps, the rule's name).
TIERS = {
    "two-between": ((3, "two-between"), (2, "not-adjacent"), (1, "any")),
    "not-adjacent": ((2, "not-adjacent"), (1, "any")),
    "free": ((1, "any"),),
}

ENEMY_HOMELAND = Template("setup.homeland.enemy", "{at:area} is {owner:faction.whose} homeland")
TOO_CLOSE = Template("setup.homeland.too-close",
                     "{at:area} is {steps} step from {owner:faction.whose} homeland in {home:area}; {rule}, "
                     "and {example:area} is one",
                     plural="{at:area} is {steps} steps from {owner:faction.whose} homeland in {home:area}; {rule}, "
                     "and {example:area} is one", count="steps")
RULE_WORDS = {
    "two-between": Template("setup.homeland.rule.two-between",
                            "a homeland with two or more clearings between it and enemy homelands is possible"),
    "not-adjacent": Template("setup.homeland.rule.not-adjacent",
                             "a homeland not adjacent to an enemy homeland is possible"),
    "any": Template("setup.homeland.rule.any", "any clearing that is not an enemy homeland will do"),
}


def fallback_note(fid: str, rule: str, applied: str) -> Message | None:
    """What to say when the card's distance rule gave way to the next one (16.1.8.II.b)."""
    if applied == TIERS[rule][0][1]:
        return None
    return FALLBACK("16.1.8.II.b", who=fid, rule=RULE_WORDS[applied]())
NOT_ON_EDGE = Template("setup.homeland.not-on-edge", "{at:area} is not on the map edge")
HOMELAND_OK = Template("setup.homeland.ok", "{who:faction.whose} homeland: {at:area}")
FALLBACK = Template("setup.homeland.fallback",
                    "{who:faction}: no clearing meets the card's distance rule, so the next one applies: {rule}")


def enemy_homes(ctx: Context, fid: str) -> dict[int, str]:
    return {c: owner for owner, homes in ctx.homelands.items() if owner != fid for c in homes if isinstance(c, int)}


def homeland_options(ctx: Context, fid: str, candidates: Iterable[int], rule: str,
                     blocked: Callable[[int], Message | None]) -> tuple[tuple[Option, ...], str]:
    """Options over ``candidates`` and the tier of ``rule`` that applies (16.1.8.II.b).
    ``blocked`` says why a clearing cannot take the setup's pieces (or a card's own where)."""
    enemies = enemy_homes(ctx, fid)
    steps = {}
    for home, owner in enemies.items():
        for c, d in places.distances(ctx.topology, [home]).items():
            if c not in steps or d < steps[c][0]:
                steps[c] = (d, home, owner)
    candidates = sorted(candidates)

    def base(c: int) -> Message | None:
        if c in enemies:
            return ENEMY_HOMELAND("16.1.8.II.a", at=c, owner=enemies[c])
        return blocked(c)

    open_ = [c for c in candidates if base(c) is None]
    tiers = TIERS[rule]
    applied = tiers[-1]
    for tier in tiers:
        if any(steps.get(c, (99,))[0] >= tier[0] for c in open_):
            applied = tier
            break
    minimum, name = applied
    passing = [c for c in open_ if steps.get(c, (99,))[0] >= minimum]
    found = []
    for c in candidates:
        why = base(c)
        if why is None and c not in passing:
            d, home, owner = steps[c]
            why = TOO_CLOSE("16.1.8.II.b", at=c, steps=d, owner=owner, home=home, rule=RULE_WORDS[name](),
                            example=passing[0])
        found.append(Option(c, why is None, why if why is not None else HOMELAND_OK("16.1.8.II", who=fid, at=c)))
    return tuple(found), name


