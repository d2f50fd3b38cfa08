"""Who rules each clearing (2.5), computed live from the state, with the reason.

Evaluation order (RULES.md 1.7, derived): the Burrow (12.2.2), then the Cult's Pilgrims
(10.2.4), then the Eyrie's Lords of the Forest (7.2.2), then the base rule: the most
warriors plus buildings, a tie rules nobody (2.5). Pawns (the Vagabond, 9.2.2) and tokens
never count. A controlled hireling's pieces count for its controller, an uncontrolled
hireling rules as if it were a player (16.4.3.I). In the Daylight and Evening of the turn
a faction bought Riverfolk mercenaries, Riverfolk warriors count for that faction, and not
for the Riverfolk (11.2.7.III; the digest recommends "the buyer only", RULES.md 1.7).
"""

from __future__ import annotations

from dataclasses import dataclass

import rootboard.game.terms  # noqa: F401  (the terms these messages use)
from rootboard.game.pieces import FACTIONS, KINDS, PAWN, RULING_KINDS, WARRIOR
from rootboard.game.state import BURROW, GameState, Location
from rootboard.messages import Message, Template, text

DUCHY_BURROW = Template("rule.burrow", "the Duchy rules the Burrow at all times")
PILGRIMS = Template("rule.pilgrims", "the Lizard Cult rules {where:area}: it holds a garden (Pilgrims)")
PAWN_NEVER_RULES = Template("rule.pawn-never-rules", "nobody rules {where:area}: the Vagabond pawn is not a warrior "
                            "and never rules, and no one has warriors or buildings there")
NOBODY_THERE = Template("rule.nobody-there", "nobody rules {where:area}: no warriors or buildings there")
MOST = Template("rule.most", "{who:faction} rules {where:area} with the most warriors and buildings ({counts})")
LORDS_OF_THE_FOREST = Template("rule.lords-of-the-forest", "the Eyrie rule {where:area}: tied for the most warriors "
                               "and buildings ({counts}), Lords of the Forest wins the tie")
TIED = Template("rule.tied", "nobody rules {where:area}: tied for the most warriors and buildings ({counts})")
COUNT = Template("rule.count", "{who:faction} {count}")


@dataclass(frozen=True)
class Ruling:
    ruler: str | None
    message: Message  # why, citing the section that decided it

    @property
    def section(self) -> str:
        return self.message.sections[0]

    def to_json(self) -> dict:
        """``reason`` is the English words, beside the message as data."""
        return {"ruler": self.ruler, "section": self.section, "reason": text(self.message),
                "sections": list(self.message.sections), **self.message.to_json()}


def presence(state: GameState, where: Location) -> dict[str, int]:
    """Warriors plus buildings per ruling side in ``where`` (2.5, 16.4.3.I, 11.2.7.III)."""
    buyer = mercenaries_buyer(state)
    totals: dict[str, int] = {}
    for key, n in state.pieces_at(where).items():
        kind = KINDS[key]
        if kind not in RULING_KINDS:
            continue
        fid = side = key[0]
        if state.controllers.get(fid):
            side = state.controllers[fid]  # a hireling counts as its controller's for rule (16.4.3.I)
        elif fid == "riverfolk" and buyer and kind == WARRIOR:
            side = buyer  # mercenaries (11.2.7.III)
        totals[side] = totals.get(side, 0) + n
    return totals


def mercenaries_buyer(state: GameState) -> str | None:
    """The faction on turn, if it bought mercenaries and it is Daylight or Evening (11.2.7.III);
    with the phase untracked, the effect counts from when it is set."""
    current = state.current
    if (not state.phase_tracked or state.phase != "birdsong") and "mercenaries" in state.effects.get(current, ()):
        return current
    return None


def ruling(state: GameState, where: Location) -> Ruling:
    """Who rules ``where`` and why, citing the section that decided it."""
    if where == BURROW:
        return Ruling("duchy", DUCHY_BURROW("12.2.2"))
    pieces = state.pieces_at(where)
    gardens = [p for (f, p), n in pieces.items() if f == "lizards" and p.endswith("-garden") and n]
    if gardens:
        return Ruling("lizards", PILGRIMS("10.2.4", where=where))
    totals = presence(state, where)
    if not totals:
        if any(KINDS[key] == PAWN and FACTIONS[key[0]].vagabond for key in pieces):
            return Ruling(None, PAWN_NEVER_RULES("9.2.2", "2.5", where=where))
        return Ruling(None, NOBODY_THERE("2.5", where=where))
    top = max(totals.values())
    leaders = sorted(f for f, n in totals.items() if n == top)
    counts = [COUNT(who=f, count=n) for f, n in sorted(totals.items(), key=lambda kv: -kv[1])]
    if len(leaders) == 1:
        return Ruling(leaders[0], MOST("2.5", who=leaders[0], where=where, counts=counts))
    if "eyrie" in leaders:
        return Ruling("eyrie", LORDS_OF_THE_FOREST("7.2.2", where=where, counts=counts))
    return Ruling(None, TIED("2.5", where=where, counts=counts))


def ruler(state: GameState, where: Location) -> str | None:
    return ruling(state, where).ruler


def rulings(state: GameState) -> dict[int, Ruling]:
    return {cid: ruling(state, cid) for cid in state.topology.board.clearings}


def rulers(state: GameState) -> dict[int, str | None]:
    """Clearing -> the faction that rules it, or None (the renderer's entry point)."""
    return {cid: r.ruler for cid, r in rulings(state).items()}
