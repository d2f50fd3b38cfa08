"""The Mechanical Marquise 2.0's chosen traits that act in battles she defends, on whoever's turn
(Law of Rootbotics chapter 4, "Traits"; [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json``
TextFortified, TextHospitals and ``src/app/models/marquise.ts``, the one reading of their text
found: unconfirmed). Her seat's Faction hooks (``hit_targets``, ``take_hit``,
``battle_removals``) call these only when the table chose the trait.

* Fortified: each of her buildings takes two hits to remove (``BOT_TRAITS["fortified_hits"]``,
  played as the first held, the second removing); a building's single hit has no effect. Read as the defender's choice of 4.3.4: a hit goes to a building not hit yet before
  one already hit, so the hits she takes remove as few buildings as they can.
* Hospitals: at the end of a battle she defends, if two or more of her warriors were removed in
  it, two warriors from her supply go to the clearing with the keep ([CR]'s one-warrior variant,
  TextHospitalsDC, belongs to another bot board and is not played).
"""

from __future__ import annotations

from rootboard.game.bots import traits_of
from rootboard.game.faction import DEFENDER
from rootboard.game.kinds import BUILDING, TOKEN, WARRIOR
from rootboard.game.unconfirmed import BOT_TRAITS
from rootboard.messages import Template

FORTIFIED_HOLDS = Template("bot.marquise.fortified-holds", "Fortified: {count} building holds its first hit (a "
                           "trait of the Law of Rootbotics)",
                           plural="Fortified: {count} buildings hold their first hit (a trait of the Law of "
                           "Rootbotics)", count="count")
HOSPITALS = Template("bot.marquise.hospitals", "Hospitals: {lost} Marquise warriors were removed defending, so "
                     "{count} warrior goes to {where:area}, the keep's clearing (a trait of the Law of Rootbotics)",
                     plural="Hospitals: {lost} Marquise warriors were removed defending, so {count} warriors go to "
                     "{where:area}, the keep's clearing (a trait of the Law of Rootbotics)", count="count")
HOSPITALS_NONE = Template("bot.marquise.hospitals-none", "Hospitals: {lost} Marquise warriors were removed "
                          "defending, but no warrior can go to the keep's clearing (none in her supply, or no keep)")
HOSPITAL_WARRIORS = BOT_TRAITS["hospitals_warriors"]  # [CR] TextHospitals (one source: unconfirmed)
HOSPITAL_AT_LEAST = BOT_TRAITS["hospitals_at_least"]
KEEP = "keep"


def fortified_targets(state, fight, role, fid):
    """Her buildings as hit targets under Fortified: one not hit yet holds the hit (an 'item'
    target, which the battle records as taken and not removed); one hit already is removed by
    the next. None (the battle's own targets) without the trait, or while warriors stand there
    (warriors first, 4.3.4)."""
    from rootboard.game.battle.resolution import Target

    if "fortified" not in traits_of(state, fid) or fight.warriors(role):
        return None
    start = fight.memo.setdefault("fortified-start", {})
    held = fight.memo.setdefault("fortified-held", {})
    fresh, hit_once, tokens = [], [], []
    for p in state.law[fid].pieces:
        now = fight.count(fid, p.name)
        start.setdefault(p.name, now)
        if not now or p.kind not in (BUILDING, TOKEN):
            continue
        if p.kind == TOKEN:
            tokens.append(Target(p.name, fid, p.name, count=now))
            continue
        waiting = held.get(p.name, 0) - (start[p.name] - now)  # hit once, not yet removed
        if now - waiting:
            fresh.append(Target(p.name, fid, p.name, item=True, count=now - waiting))
        if waiting:
            hit_once.append(Target(p.name, fid, p.name, count=waiting))
    return [*fresh, *hit_once, *tokens]


def fortified_hit(fight, target) -> list:
    """A building's first hit: kept for the battle, no edit (it has no effect)."""
    held = fight.memo.setdefault("fortified-held", {})
    held[target.piece] = held.get(target.piece, 0) + 1
    return []


def hospitals(state, fight, role, fid) -> list:
    """At the end of a battle she defends: two warriors to the keep's clearing when two or more
    of hers were removed in it ([CR] TextHospitals)."""
    from rootboard.game.battle.resolution import place_warriors

    if role != DEFENDER or "hospitals" not in traits_of(state, fid):
        return []
    lost = sum(1 for r in fight.removals if r.owner == fid and not r.item and r.kind == WARRIOR)
    if lost < HOSPITAL_AT_LEAST:
        return []
    keep = state.where_is((fid, KEEP))
    placed = place_warriors(fight, fid, [keep[0]] * HOSPITAL_WARRIORS) if keep else []
    if not placed:
        return [HOSPITALS_NONE("16.1.3", lost=lost)]
    return [HOSPITALS("16.1.3", lost=lost, count=len(placed), where=placed[0])]
