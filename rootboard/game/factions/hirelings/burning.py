"""The Flame Bearers' Start-of-Birdsong action, played by rootboard (16.4.2.III; its card, one
transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`): its controller must, in each
clearing with Bearer warriors, remove one enemy piece per Bearer warrior there, warriors first;
then must place a Bearer warrior at a Bearer warrior or next to one, or, if none can be, two in
any clearings.

Enemy pieces are the hireling's enemies' (16.4.3.II); what its owner's rules keep stays, as a
revolt leaves it (9.2.2, 14.2.2); its controller scores nothing for them (16.4.3.VI). Where the
card leaves a choice (more enemy warriors than Bearers, or more buildings and tokens than hits
left), the table names the pieces: ``removes=["5:eyrie:warrior", ...]``.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action, Remove
from rootboard.game.factions.hirelings.deploy import adjacent
from rootboard.game.factions.hirelings.uprising import enemy_removals
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NO_BURNING = Template("hireling-burn.none", "{hireling:card.whose} action removes no enemy pieces")
BAD_REMOVAL = Template("hireling-burn.bad-removal", "{text!r} is not CLEARING:FACTION:PIECE (removes=[\"5:eyrie:"
                       "warrior\", ...])")
CHOOSE = Template("hireling-burn.choose", "in {where:area}, {hireling:card} remove {count} of these enemy pieces: "
                  "{pieces}; name them (removes=[\"{where}:FACTION:PIECE\", ...])")
NOT_CHOICE = Template("hireling-burn.not-choice", "in {where:area}, the named pieces are not {count} of {pieces} "
                      "(warriors first): {named}")
NAMED_NOTHING_TO_CHOOSE = Template("hireling-burn.nothing-to-choose", "in {where:area} nothing is left to choose: "
                                   "its removals follow from the card")
NOT_BY = Template("hireling-burn.not-by", "{where:area} neither holds a Bearer warrior nor is adjacent to one: its "
                  "card places the warrior at or next to one")
HOW_MANY = Template("hireling-burn.how-many", "{hireling:card} place {count} warrior: name {count} clearing "
                    "(place=[...]), not {named}",
                    plural="{hireling:card} place {count} warriors: name {count} clearings (place=[...]), not "
                    "{named}", count="count")
NOT_A_CLEARING = Template("hireling-burn.not-a-clearing", "{where} is not a clearing of this map")
DONE = Template("hireling-burn.done", "{hireling:card}: {count} enemy piece removed; then it places in {where:area}",
                plural="{hireling:card}: {count} enemy pieces removed; then it places in {where:area}", count="count")
FALLBACK = Template("hireling-burn.fallback", "no Bearer warrior can be placed at or next to one: two in any "
                    "clearings")
LOG = Template("hireling-burn.log", "{hireling:faction}: its Birdsong action")


def _removal_key(text: str):
    parts = str(text).split(":")
    if len(parts) != 3 or not parts[0].isdigit():
        raise BadInput(BAD_REMOVAL(text=text))
    return int(parts[0]), parts[1], parts[2]


def _words(found) -> str:
    return ", ".join(f"{n} {owner}:{piece}" for owner, piece, n in found)


@record(frozen=True)
class Burn(Action):
    """``hireling``'s action ``use``: the enemy pieces removed (``removes`` names them where the
    card leaves a choice), then its warriors placed in ``place``."""

    hireling: str
    place: tuple[int, ...] = ()
    removes: tuple[str, ...] = ()
    use: int = 1
    kind = "hireling-burn"

    def _removals(self, state, side: str, section: str):
        """[Remove] for every clearing with its warriors, and the first problem; BadInput where a
        choice is needed and not named, or named where none is."""
        named: dict = {}
        for text in self.removes:
            where, owner, piece = _removal_key(text)
            named.setdefault(where, {}).setdefault((owner, piece), 0)
            named[where][(owner, piece)] += 1
        removals, problem = [], None
        kinds = state.law.kinds
        for c in sorted(state.topology.board.clearings):
            hits = state.count(c, (self.hireling, WARRIOR))
            if not hits:
                continue
            found = enemy_removals(state, self.hireling, c)
            warriors = [(o, p, n) for o, p, n in found if kinds[(o, p)] == WARRIOR]
            others = [(o, p, n) for o, p, n in found if kinds[(o, p)] != WARRIOR]
            forced, pool, left = [], [], hits
            for group in (warriors, others):  # warriors first (the card)
                total = sum(n for *_, n in group)
                if total <= left:
                    forced += group
                    left -= total
                else:
                    pool, left = group, left
                    break
            chosen = named.pop(c, None)
            if pool and left:
                if chosen is None:
                    raise BadInput(CHOOSE(where=c, hireling=side, count=left, pieces=_words(pool)))
                offered = {(o, p): n for o, p, n in pool}
                if sum(chosen.values()) != left or any(offered.get(k, 0) < n for k, n in chosen.items()):
                    problem = problem or illegal(NOT_CHOICE(section, where=c, count=left, pieces=_words(pool),
                                                            named=_words([(*k, n) for k, n in chosen.items()])))
                    chosen = {}
                forced += [(o, p, n) for (o, p), n in chosen.items()]
            elif chosen is not None:
                raise BadInput(NAMED_NOTHING_TO_CHOOSE(where=c))
            removals += [Remove(PieceRequest(o, p, c, n), by=self.hireling) for o, p, n in forced]
        if named:  # a clearing named without its warriors there
            raise BadInput(NAMED_NOTHING_TO_CHOOSE(where=min(named)))
        return removals, problem

    def _placing(self, state, side: str, section: str):
        """({clearing: warriors}, notes, problem) on the position the removals left."""
        for where in self.place:
            if where not in state.topology.board.clearings:
                raise BadInput(NOT_A_CLEARING(where=where))
        held = [c for c in sorted(state.topology.board.clearings) if state.count(c, (self.hireling, WARRIOR))]
        spots = set(held)
        for c in held:
            spots |= adjacent(state, c)
        can = any(place_refusal(state, PieceRequest(self.hireling, WARRIOR, c)) is None for c in sorted(spots))
        have = state.supply.get((self.hireling, WARRIOR), 0)
        count = 1 if can else min(2, have)
        notes = [] if can else [FALLBACK(section)]
        if len(self.place) != count:
            raise BadInput(HOW_MANY(hireling=side, count=count, named=list(self.place)))
        problem = None
        if can and self.place[0] not in spots:
            problem = illegal(NOT_BY(section, where=self.place[0]))
        places: dict = {}
        for c in self.place:
            places[c] = places.get(c, 0) + 1
        for c, n in sorted(places.items()):
            refused = place_refusal(state, PieceRequest(self.hireling, WARRIOR, c, n))
            if refused is not None and not refused.possible:
                return None, [], refused
            problem = problem or refused
        return places, notes, problem

    def _plan(self, state):
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if not spec.get("burn"):
            return None, impossible(NO_BURNING(section, hireling=side))
        if state.controllers.get(self.hireling) is None:
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        problem = refusal(state, self.hireling, self.use)
        removals, refused = self._removals(state, side, section)
        problem = problem or refused
        scratch = state.position_copy()
        edits = []
        for r in removals:
            step = r.edits(scratch)
            scratch.apply(step)
            edits += step
        places, notes, refused = self._placing(scratch, side, section)
        if places is None:
            return None, refused
        return (removals, edits, places, notes), problem or refused

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        removals, _, places, notes = plan
        law, said = state.law, []
        for r in removals:
            said += law[r.request.faction].removal_notes(state, r.request, self.hireling)
        side = showing(state, self.hireling)
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        count = sum(r.request.count for r in removals)
        return problem or legal(DONE(section, "16.4.3.VI", hireling=side, count=count, where=tuple(sorted(places))),
                                *notes, *said)

    def edits(self, state):
        (_, edits, places, _), _ = self._plan(state)
        return [*edits, *(shift((self.hireling, WARRIOR), SUPPLY, c, n) for c, n in sorted(places.items())),
                state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.III", hireling=self.hireling)


ACTIONS = (Burn,)
