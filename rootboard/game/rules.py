"""Who rules each clearing (2.5), computed live from the state, with the reason.

First a faction whose rules claim the clearing whatever the counts (the Duchy's Burrow,
12.2.2; the Lizard Cult's Pilgrims, 10.2.4), then the base rule: the most warriors plus
buildings; a tie rules nobody (2.5), unless a faction's rules break it (the Eyrie's Lords of
the Forest, 7.2.2; the Bluebird Nobles' card, for its controller, 16.4.2.II). Pawns and tokens
never count. Each piece counts for the side its owner's rules say: a controlled hireling's for
its controller, an uncontrolled one as if it were a player (16.4.3.I); Riverfolk warriors for
the buyer of mercenaries (11.2.7.III).
"""

from __future__ import annotations

from rootboard.records import record

from rootboard.game.law import rules_for
from rootboard.game.kinds import RULING_KINDS
from rootboard.game.state import GameState, Location
from rootboard.messages import Message, Template, text

NOBODY_THERE = Template("rule.nobody-there", "nobody rules {where:area}: no warriors or buildings there")
MOST = Template("rule.most", "{who:faction} {who:faction|sg=rules|pl=rule} {where:area} with the most warriors and buildings ({counts})")
TIED = Template("rule.tied", "nobody rules {where:area}: tied for the most warriors and buildings ({counts})")
COUNT = Template("rule.count", "{who:faction} {count}")


@record(frozen=True)
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
    law = rules_for(state)
    kinds = law.kinds
    totals: dict[str, int] = {}
    for key, n in state.pieces_at(where).items():
        kind = kinds[key]
        if kind not in RULING_KINDS:
            continue
        side = law[key[0]].rule_side(state, kind)
        totals[side] = totals.get(side, 0) + n
    return totals


def ruling(state: GameState, where: Location) -> Ruling:
    """Who rules ``where`` and why, citing the section that decided it; worked out once per
    position inside ``state.remembering()`` (a march asks it of both ends, a build of its
    clearing and of every clearing for connected wood, 4.2.1, 6.5.4)."""
    memo = state.memo
    if memo is None:
        return _ruling(state, where)
    key = ("ruling", where)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _ruling(state, where)
    return found


def _ruling(state: GameState, where: Location) -> Ruling:
    # Each question asked only of the factions whose rules answer it (Law.asked), in seating
    # order: most games have one claimant at most, and no tie-breaker.
    law = rules_for(state)
    for f in law.asked(state, "claims"):
        claim = f.claims(state, where)
        if claim is not None:
            return Ruling(f.id, claim)
    totals = presence(state, where)
    if not totals:
        for f in law.asked(state, "no_rule_reason"):
            reason = f.no_rule_reason(state, where)
            if reason is not None:
                return Ruling(None, reason)
        return Ruling(None, NOBODY_THERE("2.5", where=where))
    top = max(totals.values())
    leaders = sorted(f for f, n in totals.items() if n == top)
    counts = [COUNT(who=f, count=n) for f, n in sorted(totals.items(), key=lambda kv: -kv[1])]
    if len(leaders) == 1:
        return Ruling(leaders[0], MOST("2.5", who=leaders[0], where=where, counts=counts))
    for f in law.asked(state, "tie_break"):
        won = f.tie_break(state, where, leaders, counts)
        if won is not None:
            return Ruling(f.tie_won_by(state), won)  # itself, or a hireling's controller (16.4.2)
    return Ruling(None, TIED("2.5", where=where, counts=counts))


def ruler(state: GameState, where: Location) -> str | None:
    """Who rules ``where`` (2.5), without the words of why: asked at every move's rule check
    (4.2.1) outside the options' memo, where the reasons' messages were made only to be
    dropped (issue 32). A tie is left to the factions' rules, with the counts in words."""
    if state.memo is not None:
        return ruling(state, where).ruler
    for f in rules_for(state).asked(state, "claims"):
        if f.claims(state, where) is not None:
            return f.id
    totals = presence(state, where)
    if not totals:
        return None  # nobody there, or a faction's reason why nobody rules: no ruler either way
    top = max(totals.values())
    leaders = [f for f, n in totals.items() if n == top]
    return leaders[0] if len(leaders) == 1 else _ruling(state, where).ruler


def rulings(state: GameState) -> dict[int, Ruling]:
    return {cid: ruling(state, cid) for cid in state.topology.board.clearings}


def rulers(state: GameState) -> dict[int, str | None]:
    """Clearing -> the faction that rules it, or None (the renderer's entry point)."""
    return {cid: r.ruler for cid, r in rulings(state).items()}
