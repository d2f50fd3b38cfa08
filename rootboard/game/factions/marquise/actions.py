"""The Marquise de Cat's own actions (6.4-6.5: battle 6.5.1 is everyone's; march 6.5.2, recruit 6.5.3,
build 6.5.4, overwork 6.5.5; Hawks for Hire, the bird card spent for an extra action, 6.5), as Action subclasses.

Each is checked against her chapter (a Verdict citing its section) and applied as edits: wood
and buildings shifted, warriors placed, cards spent through the card actions' edits, points
scored by her tracks (rootboard.game.factions.marquise.board), so undo and a game file's replay
are exact. Fields are JSON words (``rootboard act GAME marquise-build clearing=5
building=sawmill``). Which step of her turn each belongs to is her turn's
(rootboard.game.factions.marquise.turn). Battle is everyone's action (kind "battle").
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.cards.places import tracked
from rootboard.game.factions.marquise.board import (BUILDING_TYPES, MARQUISE, SAWMILL, WOOD,
                                                    connected_ruled, next_cost, next_points, recruiters, sawmills,
                                                    wood_nearest_first)
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.movement import MoveRequest, check_move
from rootboard.game.placement import PieceRequest, place_refusal, open_slots
from rootboard.game.rules import ruler
from rootboard.game.state import shift
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("marquise.not-a-clearing", "{where!r} is not a clearing of this map")
NOT_A_BUILDING = Template("marquise.not-a-building", "{building!r} is not a Marquise building: {choices}")
# Build (6.5.4).
NOT_RULED = Template("marquise.build.not-ruled", "the Marquise does not rule {where:area}: she builds only in a "
                     "clearing she rules")
NO_SLOT = Template("marquise.build.no-slot", "{where:area} has no open building slot")
NO_BUILDING_LEFT = Template("marquise.build.none-left", "every {building:piece} is on the map: its track is empty")
TOO_LITTLE_WOOD = Template("marquise.build.too-little-wood", "the {building:piece} costs {cost} wood; the clearings "
                           "she rules connected to {where:area} hold {have}")
WOOD_NOT_THERE = Template("marquise.build.wood-not-there", "{at:area} holds {have} wood, {asked} named")
WOOD_NOT_CONNECTED = Template("marquise.build.wood-not-connected", "wood in {at:area} is not in a clearing she "
                              "rules connected to {where:area}")
WOOD_COUNT = Template("marquise.build.wood-count", "the {building:piece} costs {cost} wood; {named} named")
WOOD_SHORT = Template("marquise.build.wood-short", "the {building:piece} costs {cost} wood; {named} spent",
                      plural="the {building:piece} costs {cost} wood; {named} spent", count="cost")
BUILD_LOG = Template("marquise.build.log", "the Marquise builds {building:piece.a} in {where:area}")
BUILDS = Template("marquise.build.done", "the Marquise builds {building:piece.a} in {where:area}: {cost} wood spent, "
                  "{points} VP", plural="the Marquise builds {building:piece.a} in {where:area}: {cost} wood spent, "
                  "{points} VP", count="cost")
# Recruit (6.5.3).
NO_RECRUITER = Template("marquise.recruit.no-recruiter", "the Marquise has no recruiter on the map")
RECRUITED_ALREADY = Template("marquise.recruit.once", "the Marquise has recruited this turn: once per turn")
NO_WARRIOR_LEFT = Template("marquise.recruit.no-warrior", "the Marquise has no warrior left in her supply")
RECRUIT_CHOOSE = Template("marquise.recruit.choose", "{have} warriors left for {recruiters} recruiters: say where "
                          "they go ({count} clearings with a recruiter)", plural="{have} warriors left for "
                          "{recruiters} recruiters: say where they go ({count} clearings with a recruiter)",
                          count="count")
RECRUIT_NOT_THERE = Template("marquise.recruit.not-there", "{where:area} has {have} recruiters, {asked} warriors "
                             "named there")
RECRUIT_LOG = Template("marquise.recruit.log", "the Marquise recruits")
RECRUITS = Template("marquise.recruit.done", "the Marquise recruits {count} warrior at her recruiters",
                    plural="the Marquise recruits {count} warriors at her recruiters", count="count")
# Overwork (6.5.5).
NO_SAWMILL = Template("marquise.overwork.no-sawmill", "{where:area} has no sawmill: she overworks a sawmill")
NO_WOOD_LEFT = Template("marquise.no-wood-left", "the Marquise has no wood left in her supply")
CARD_SUIT = Template("marquise.overwork.suit", "{card:cardname} does not match {where:area}, a {suit:suit} clearing")
CARD_UNNAMED = Template("marquise.overwork.unnamed", "a card not named is spent: the table checks that it matches "
                        "{where:area}")
OVERWORKS = Template("marquise.overwork.done", "the Marquise overworks the sawmill in {where:area}: a card spent, "
                     "one wood placed")
# March (6.5.2).
MARCH_HALF = Template("marquise.march.half", "a second move names both where from (origin2) and where to (to2)")
MARCHES = Template("marquise.march.done", "the Marquise marches: {moves} move", plural="the Marquise marches: "
                   "{moves} moves", count="moves")
# What the log and the turn panel say a march did: where from and where to, so that two marches
# offered at once read apart (the count alone said "1 moves" for each of them).
MARCHED = Template("marquise.march.moved", "the Marquise marches {count} warrior from {origin:area} to {to:area}",
                   plural="the Marquise marches {count} warriors from {origin:area} to {to:area}", count="count")
MARCHED_TWICE = Template("marquise.march.moved-twice", "the Marquise marches {count} from {origin:area} to {to:area}, "
                         "then {count2} from {origin2:area} to {to2:area}")
# Birdsong wood (6.4).
WOOD_ONCE = Template("marquise.wood.once", "the wood was placed this Birdsong")
WOOD_NOT_SAWMILL = Template("marquise.wood.not-sawmill", "{where:area} has {have} sawmills, {asked} wood named there")
WOOD_CHOOSE = Template("marquise.wood.choose", "{have} wood left for {sawmills} sawmills: name where it goes",
                       plural="{have} wood left for {sawmills} sawmills: name where it goes", count="have")
WOOD_LOG = Template("marquise.wood.log", "the Marquise places wood at her sawmills")
WOOD_PLACED = Template("marquise.wood.done", "the Marquise places {count} wood at her sawmills",
                       plural="the Marquise places {count} wood at her sawmills", count="count")
# Hawks for Hire (6.5: "plus one action per bird card you spend").
HAWKS = Template("marquise.hawks.done", "Hawks for Hire: a bird card spent for one extra action")
HAWKS_NOT_BIRD = Template("marquise.hawks.not-bird", "Hawks for Hire spends a bird card; {card:cardname} is "
                          "{suit:suit}")
HAWKS_UNNAMED = Template("marquise.hawks.unnamed", "a card not named is spent: the table checks that it is a bird")

RECRUIT_USED = "marquise-recruit"  # in state.used: reset at the end of the turn (6.5.3: once per turn)
WOOD_USED = "marquise-wood"
HAWKS_USED = "marquise-hawks"  # "marquise-hawks:N": the Nth extra action bought this turn (6.5)


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def timing(state, phase: str, section: str):
    """Against the rules outside her own ``phase`` once the phase is tracked (1.4.1)."""
    return refused_outside_own_phase(state, MARQUISE, phase, section, turn_trusted=True)


def hawks_bought(state) -> int:
    """Extra actions bought by Hawks for Hire this turn (6.5)."""
    return sum(1 for u in state.used if u.startswith(HAWKS_USED + ":"))


def _spend(state, card: str | None, unnamed_note, suit_ok):
    """(edits, notes, warning) of spending one card (named, or not named with a note), through
    the card actions' own edits (16.6.29); no edits when no card is kept in this game. Edits
    None: the hand cannot give it (impossible); ``warning``: a card of the wrong suit (illegal)."""
    from rootboard.game.cards.actions import Discard, _card

    notes, warning = [], None
    if card is not None:
        warning = suit_ok(_card(state, card).suit)
    else:
        notes.append(unnamed_note)
    if not tracked(state):
        return [], notes, warning
    spend = Discard(MARQUISE, (card,) if card else (), 0 if card else 1, spent=True)
    verdict = spend.check(state)
    if not verdict.legal:
        return None, [], verdict
    return spend.edits(state), notes, warning


def _first(*verdicts):
    return next((v for v in verdicts if v is not None), None)


@record(frozen=True)
class Build(Action):
    """Build (6.5.4): a ``building`` in ``clearing``, paying wood from the clearings she rules
    connected to it; ``wood``: where each wood comes from (optional; else nearest first). Fewer
    than the cost named is paying short, which the rules refuse (6.5.4.II)."""

    clearing: int
    building: str
    wood: tuple[int, ...] = ()
    kind = "marquise-build"

    def _plan(self, state):
        """((wood sources, cost, points), warning), or (None, why it cannot be done)."""
        where = _clearing(state, self.clearing)
        if self.building not in BUILDING_TYPES:
            raise BadInput(NOT_A_BUILDING(building=self.building, choices=", ".join(BUILDING_TYPES)))
        if not state.supply.get((MARQUISE, self.building), 0):
            return None, impossible(NO_BUILDING_LEFT("6.5.4", "1.5.1", building=self.building))
        if open_slots(state, where) < 1:
            return None, impossible(NO_SLOT("6.5.4.III", "2.2.3", where=where))
        refused = place_refusal(state, PieceRequest(MARQUISE, self.building, where))
        if refused is not None and not refused.possible:
            return None, refused
        warning = _first(timing(state, "daylight", "6.5.4"),
                         None if ruler(state, where) == MARQUISE else illegal(NOT_RULED("6.5.4.I", where=where)),
                         refused)
        cost = next_cost(state, self.building)
        if not cost and not self.wood:  # the track's free space: no wood to find (6.5.4)
            return ([], cost, next_points(state, self.building)), warning
        reach = connected_ruled(state, where)
        if self.wood:
            if len(self.wood) > cost:
                raise BadInput(WOOD_COUNT(building=self.building, cost=cost, named=len(self.wood)))
            if len(self.wood) < cost:  # paid short (6.5.4.II): taught, only the wood named is spent
                warning = _first(warning, illegal(WOOD_SHORT("6.5.4.II", building=self.building, cost=cost,
                                                             named=len(self.wood))))
            for c in sorted(set(self.wood)):
                _clearing(state, c)
                have, asked = state.count(c, (MARQUISE, WOOD)), self.wood.count(c)
                if have < asked:
                    return None, impossible(WOOD_NOT_THERE("6.5.4.II", at=c, have=have, asked=asked))
                if c not in reach:
                    warning = _first(warning, illegal(WOOD_NOT_CONNECTED("6.5.4.II", at=c, where=where)))
            sources = list(self.wood)
        else:
            sources = wood_nearest_first(state, reach, cost)
            if sources is None:
                have = sum(state.count(c, (MARQUISE, WOOD)) for c in reach)
                warning = _first(warning, illegal(TOO_LITTLE_WOOD("6.5.4.II", building=self.building, cost=cost,
                                                                  where=where, have=have)))
                # Taught anyway: the wood that is connected is spent, the rest was not there.
                sources = [c for c in sorted(reach, key=lambda c: (reach[c], c))
                           for _ in range(state.count(c, (MARQUISE, WOOD)))]
        return (sources, cost, next_points(state, self.building)), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        sources, cost, points = plan
        _, notes = hirelings.score_edits(state, MARQUISE, points)
        done = BUILDS("6.5.4", "6.5.4.III", building=self.building, where=self.clearing, cost=cost, points=points)
        return warning or legal(done, *notes)

    def edits(self, state):
        sources, cost, points = self._plan(state)[0]
        edits = [shift((MARQUISE, WOOD), c, SUPPLY, sources.count(c)) for c in sorted(set(sources))]
        edits.append(shift((MARQUISE, self.building), SUPPLY, self.clearing, 1))
        return edits + (hirelings.score_edits(state, MARQUISE, points)[0] if points else [])

    def describe(self, law):
        return BUILD_LOG("6.5.4", building=self.building, where=self.clearing)


@record(frozen=True)
class Recruit(Action):
    """Recruit (6.5.3): a warrior at each recruiter, once per turn; ``clearings``: where the
    warriors go when her supply has fewer than her recruiters (one per recruiter there)."""

    clearings: tuple[int, ...] = ()
    kind = "marquise-recruit"

    def _plan(self, state):
        at = recruiters(state)
        if not at:
            return None, impossible(NO_RECRUITER("6.5.3"))
        have = state.supply.get((MARQUISE, WARRIOR), 0)
        if not have:
            return None, impossible(NO_WARRIOR_LEFT("6.5.3", "1.5.1"))
        warning = _first(timing(state, "daylight", "6.5.3"),
                         illegal(RECRUITED_ALREADY("6.5.3")) if RECRUIT_USED in state.used else None)
        total = sum(at.values())
        if have >= total:
            places = dict(at)
        else:
            if len(self.clearings) != have:
                raise BadInput(RECRUIT_CHOOSE(have=have, recruiters=total, count=len(at)))
            places = {}
            for c in self.clearings:
                places[_clearing(state, c)] = places.get(c, 0) + 1
            for c, n in places.items():
                if n > at.get(c, 0):
                    warning = _first(warning, illegal(RECRUIT_NOT_THERE("6.5.3", where=c, have=at.get(c, 0), asked=n)))
        for c, n in sorted(places.items()):
            refused = place_refusal(state, PieceRequest(MARQUISE, WARRIOR, c, n))
            if refused is not None and not refused.possible:
                return None, refused
            warning = _first(warning, refused)
        return places, warning

    def check(self, state):
        places, warning = self._plan(state)
        if places is None:
            return warning
        return warning or legal(RECRUITS("6.5.3", count=sum(places.values())))

    def edits(self, state):
        places = self._plan(state)[0]
        return [*(shift((MARQUISE, WARRIOR), SUPPLY, c, n) for c, n in sorted(places.items())),
                state.set_edit("used", state.used | {RECRUIT_USED})]

    def describe(self, law):
        return RECRUIT_LOG("6.5.3")


@record(frozen=True)
class Overwork(Action):
    """Overwork (6.5.5): spend a card matching ``clearing`` (``card``, or one not named) to
    place a wood at its sawmill."""

    clearing: int
    card: str | None = None
    kind = "marquise-overwork"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        if not state.supply.get((MARQUISE, WOOD), 0):
            return None, impossible(NO_WOOD_LEFT("6.5.5", "1.5.1"))
        suit = state.suits.get(where)

        def matches(card_suit):  # birds are wild (2.1.1)
            if card_suit in ("bird", suit):
                return None
            return illegal(CARD_SUIT("6.5.5", "2.1.1", card=self.card, where=where, suit=suit))

        edits, notes, problem = _spend(state, self.card, CARD_UNNAMED("6.5.5", where=where), matches)
        if edits is None:
            return None, problem
        refused = place_refusal(state, PieceRequest(MARQUISE, WOOD, where))
        if refused is not None and not refused.possible:
            return None, refused
        warning = _first(timing(state, "daylight", "6.5.5"),
                         None if state.count(where, (MARQUISE, SAWMILL)) else illegal(NO_SAWMILL("6.5.5", where=where)),
                         problem, refused)
        return (edits, notes), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(OVERWORKS("6.5.5", where=self.clearing), *plan[1])

    def edits(self, state):
        card_edits, _ = self._plan(state)[0]
        return [*card_edits, shift((MARQUISE, WOOD), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        return OVERWORKS("6.5.5", where=self.clearing)


@record(frozen=True)
class March(Action):
    """March (6.5.2): up to two moves, one action: ``origin`` to ``to`` (``count`` warriors),
    then, if given, ``origin2`` to ``to2`` (``count2``), each judged as a move (4.2) after the
    one before."""

    origin: int
    to: int
    count: int = 1
    origin2: int | None = None
    to2: int | None = None
    count2: int = 1
    kind = "marquise-march"

    def moves(self) -> list[MoveRequest]:
        found = [MoveRequest(MARQUISE, self.origin, self.to, self.count)]
        if self.origin2 is not None or self.to2 is not None:
            if self.origin2 is None or self.to2 is None:
                raise BadInput(MARCH_HALF())
            found.append(MoveRequest(MARQUISE, self.origin2, self.to2, self.count2))
        return found

    def _plan(self, state, with_edits: bool = True):
        """((edits, notes), problem), or (None, why it cannot be done); the edits only
        ``with_edits`` (a check needs those of a first move only to judge the second)."""
        from rootboard.game.actions import Move

        late = timing(state, "daylight", "6.5.2")
        moves = self.moves()
        scratch = state.scratch() if len(moves) > 1 else state  # the second is judged after the first
        edits, notes = [], []
        for i, m in enumerate(moves):
            verdict = check_move(scratch, m)
            if not verdict.possible:
                return None, verdict
            late = _first(late, None if verdict.legal else verdict)
            last = i + 1 == len(moves)
            if with_edits or not last:
                step = Move(m).edits(scratch)
                if not last:
                    scratch.apply(step)
                edits += step
            notes += list(verdict.notes)
        return (edits, notes), late

    def check(self, state):
        plan, problem = self._plan(state, with_edits=False)
        if plan is None:
            return problem
        return problem or legal(MARCHES("6.5.2", "4.2", moves=len(self.moves())), *plan[1])

    def edits(self, state):
        return self._plan(state)[0][0]

    def describe(self, law):
        if self.origin2 is None or self.to2 is None:
            return MARCHED("6.5.2", count=self.count, origin=self.origin, to=self.to)
        return MARCHED_TWICE("6.5.2", count=self.count, origin=self.origin, to=self.to, count2=self.count2,
                             origin2=self.origin2, to2=self.to2)


@record(frozen=True)
class PlaceWood(Action):
    """Birdsong (6.4): one wood at each sawmill; ``clearings``: the sawmills' clearings that get it
    when her supply holds less wood than she has sawmills (she chooses)."""

    clearings: tuple[int, ...] = ()
    kind = "marquise-wood"

    def _plan(self, state):
        late = _first(timing(state, "birdsong", "6.4"), illegal(WOOD_ONCE("6.4")) if WOOD_USED in state.used else None)
        at = sawmills(state)
        have = state.supply.get((MARQUISE, WOOD), 0)
        if have >= sum(at.values()) and not self.clearings:
            return dict(at), late
        if not self.clearings:
            raise BadInput(WOOD_CHOOSE(have=have, sawmills=sum(at.values())))
        if len(self.clearings) > have:
            return None, impossible(NO_WOOD_LEFT("6.4", "1.5.1"))
        places: dict[int, int] = {}
        for c in self.clearings:
            places[_clearing(state, c)] = places.get(c, 0) + 1
        for c, n in places.items():
            if n > at.get(c, 0):
                late = _first(late, illegal(WOOD_NOT_SAWMILL("6.4", where=c, have=at.get(c, 0), asked=n)))
        return places, late

    def check(self, state):
        places, problem = self._plan(state)
        if places is None:
            return problem
        return problem or legal(WOOD_PLACED("6.4", count=sum(places.values())))

    def edits(self, state):
        places = self._plan(state)[0]
        return [*(shift((MARQUISE, WOOD), SUPPLY, c, n) for c, n in sorted(places.items()) if n),
                state.set_edit("used", state.used | {WOOD_USED})]

    def describe(self, law):
        return WOOD_LOG("6.4")


@record(frozen=True)
class HawksForHire(Action):
    """Hawks for Hire (6.5: one action per bird card spent, not as part of an action): spend a bird card (``card``, or one not named) for one extra
    action this Daylight."""

    card: str | None = None
    kind = "marquise-hawks"

    def _plan(self, state):
        late = timing(state, "daylight", "6.5")

        def bird(suit):
            return None if suit == "bird" else illegal(HAWKS_NOT_BIRD("6.5", card=self.card, suit=suit))

        edits, notes, problem = _spend(state, self.card, HAWKS_UNNAMED("6.5"), bird)
        if edits is None:
            return None, problem
        return (edits, notes), _first(late, problem)

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        return problem or legal(HAWKS("6.5"), *plan[1])

    def edits(self, state):
        card_edits, _ = self._plan(state)[0]
        return [*card_edits, state.set_edit("used", state.used | {f"{HAWKS_USED}:{hawks_bought(state) + 1}"})]

    def describe(self, law):
        return HAWKS("6.5")


ACTIONS = (Build, Recruit, Overwork, March, PlaceWood, HawksForHire)
