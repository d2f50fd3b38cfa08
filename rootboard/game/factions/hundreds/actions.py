"""The Lord of the Hundreds's own actions (14.4-14.6): Raze and the mob's spread (14.4.1), Recruit
(14.4.2), Anoint (14.4.3), Choose Mood (14.4.4), Build in Command the Hundreds (14.5.2; move and
battle there are everyone's kinds), Advance the Warlord's move (14.5.3; its battle is everyone's
"battle"), Incite (14.6.1), as Action subclasses.

Each is checked against the chapter (a Verdict citing its section) and applied as edits: pieces
shifted, cards spent through the card actions' edits, points scored through the ledger
(``hirelings.score_edits``), so undo and a game file's replay are exact. Fields are JSON words
(``rootboard act GAME hundreds-incite clearing=5 card=anvil``). Oppress and the Evening draw are
done on leaving their steps (rootboard.game.factions.hundreds.turn); where the phases are not
tracked (a Rootlog's replay), Oppress is an action of its own, scoring what leaving its step does.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings, ruins
from rootboard.game.actions import Action, Remove
from rootboard.game.cards.places import tracked
from rootboard.game.factions.hundreds.board import (HUNDREDS, MOB, MOODS, STRONGHOLD, WARLORD, WARRIOR,
                                                    adjacent_clearings, hoard, mobs, mood, mood_name, moods_open,
                                                    prowess, strongholds, warlords_clearing, with_board)
from rootboard.game.kinds import BUILDING, MAP, SUITS, SUPPLY, TOKEN
from rootboard.game.movement import MoveRequest, check_move
from rootboard.game.placement import PieceRequest, place_refusal, check_remove, open_slots
from rootboard.game.rules import ruler
from rootboard.game.state import shift
from rootboard.game.factions.hundreds import oppress
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("hundreds.not-a-clearing", "{where!r} is not a clearing of this map")
CARD_SUIT = Template("hundreds.card.suit", "{card:cardname} does not match {where:area}, a {suit:suit} clearing")
CARD_UNNAMED = Template("hundreds.card.unnamed", "a card not named is spent: the table checks that it matches "
                        "{where:area}")
NO_WARRIOR_LEFT = Template("hundreds.no-warrior", "the Hundreds have no warrior left in their supply")
# Raze (14.4.1).
RAZE_ONCE = Template("hundreds.raze.once", "the mobs razed this Birdsong")
RAZES = Template("hundreds.raze.done", "Raze: the mobs remove {count} enemy building or token, {points} VP",
                 plural="Raze: the mobs remove {count} enemy buildings and tokens, {points} VP", count="count")
RAZE_LOG = Template("hundreds.raze.log", "the Hundreds' mobs raze")
# The ruin's item Raze takes (14.4.1; what is under the ruins: 9.3.4, 14.3.3, 9.7.1).
RUIN_UNNAMED = Template("hundreds.raze.item-unnamed", "the mob in {where:area} takes one item from the ruin there, "
                        "and the table says which: add it to 'items' with its clearing (it goes to the Hoard)")
RUIN_TAKEN = Template("hundreds.raze.item", "the mob in {where:area} takes {item:item.a} from the ruin there into "
                      "the Hoard")
RUIN_GONE = Template("hundreds.raze.ruin-gone", "that was the last item of the ruin in {where:area}: the ruin is "
                     "removed, its slot opens")
RUIN_NOT_R = Template("hundreds.raze.not-r-item", "a ruin holds only R items ({items:item}); {item:item.a} is not one")
RUIN_NONE_LEFT = Template("hundreds.raze.none-left", "no R {item:item} is left under the ruins: {taken} taken of "
                          "{sets}")
RUIN_ABSENT = Template("hundreds.raze.no-ruin", "there is no ruin in {where:area} to take an item from")
RUIN_NO_MOB = Template("hundreds.raze.no-mob", "{where:area} holds no mob: Raze takes an item only from the ruin of a "
                       "clearing with a mob")
RUIN_ONCE = Template("hundreds.raze.one-item", "a mob takes one item from the ruin of its clearing: {where:area} is "
                     "named more than once")
RUIN_EMPTY = Template("hundreds.raze.ruin-empty", "the ruin in {where:area} holds {left} item", plural="the ruin in "
                      "{where:area} holds {left} items", count="left")
RUIN_HELD = Template("hundreds.raze.holds-r", "with two Vagabonds nobody takes an R item of a type they already hold: "
                     "the Hoard holds {item:item.a}")
# The mob's spread after Raze (14.4.1).
SPREAD_ONCE = Template("hundreds.mob.once", "the mob die was rolled this Birdsong: once, after Raze")
SPREAD_BEFORE_RAZE = Template("hundreds.mob.before-raze", "the mob die is rolled after the mobs raze")
NOT_A_SUIT = Template("hundreds.mob.not-a-suit", "{suit!r} is not a suit the mob die shows: {choices}")
SPREAD_SUIT = Template("hundreds.mob.suit", "{where:area} is a {have:suit} clearing; the mob die showed {suit:suit}")
SPREAD_NOT_NEAR = Template("hundreds.mob.not-near", "{where:area} is adjacent to no clearing with a mob")
MOB_THERE = Template("hundreds.mob.there", "{where:area} already holds a mob")
NO_MOB_LEFT = Template("hundreds.mob.none-left", "the Hundreds have no mob left in their supply")
SPREADS = Template("hundreds.mob.done", "the mob die shows {suit:suit}: a mob spreads to {where:area}")
# Recruit (14.4.2).
RECRUIT_ONCE = Template("hundreds.recruit.once", "the Hundreds recruited this Birdsong")
RECRUITS = Template("hundreds.recruit.done", "the Hundreds recruit {count} warrior: Prowess {prowess} at the warlord, "
                    "one per stronghold", plural="the Hundreds recruit {count} warriors: Prowess {prowess} at the "
                    "warlord, one per stronghold", count="count")
RECRUIT_LOG = Template("hundreds.recruit.log", "the Hundreds recruit")
# Anoint (14.4.3).
WARLORD_ON_MAP = Template("hundreds.anoint.on-map", "the warlord is on the map, in {where:area}: Anoint places it "
                          "only when it is not")
NO_WARRIOR_THERE = Template("hundreds.anoint.no-warrior", "{where:area} holds no Hundreds warrior to replace; the "
                            "warlord replaces one of their warriors while any is on the map")
ANOINTS = Template("hundreds.anoint.done", "Anoint: the warlord replaces a Hundreds warrior in {where:area}")
ANOINTS_EMPTY = Template("hundreds.anoint.placed", "Anoint: no Hundreds warrior is on the map; the warlord is "
                         "placed in {where:area}")
# Choose Mood (14.4.4).
NOT_A_MOOD = Template("hundreds.mood.unknown", "{mood!r} is not a mood: {choices}")
MOOD_SAME = Template("hundreds.mood.same", "the Hundreds are {mood} already: the new mood card is a different one")
MOOD_SHOWS_ITEM = Template("hundreds.mood.item", "{mood} shows a {item:item}, and the Hoard holds one")
MOOD_CHOSEN = Template("hundreds.mood.done", "the Hundreds are {mood}")
MOOD_LOG = Template("hundreds.mood.log", "the Hundreds choose a mood")
# Build (14.5.2).
NOT_RULED = Template("hundreds.build.not-ruled", "the Hundreds do not rule {where:area}: they build only in a "
                     "clearing they rule")
NO_SLOT = Template("hundreds.build.no-slot", "{where:area} has no open building slot")
NO_STRONGHOLD_LEFT = Template("hundreds.build.none-left", "every stronghold is on the map")
BUILDS = Template("hundreds.build.done", "the Hundreds spend a card and build a stronghold in {where:area}")
# Advance the Warlord (14.5.3).
NO_WARLORD = Template("hundreds.advance.no-warlord", "the warlord is not on the map")
ADVANCES = Template("hundreds.advance.done", "the warlord advances from {origin:area} to {to:area} with {count} "
                    "warrior", plural="the warlord advances from {origin:area} to {to:area} with {count} warriors",
                    count="count")
ADVANCES_SPENT = Template("hundreds.advance.spent", "the warlord has advanced {count} time this turn: up to "
                          "Prowess, {prowess}", plural="the warlord has advanced {count} times this turn: up to "
                          "Prowess, {prowess}", count="count")
ADVANCE_LOG = Template("hundreds.advance.log", "the warlord advances to {to:area}")
# Incite (14.6.1).
NO_WARRIOR_TO_INCITE = Template("hundreds.incite.no-warrior", "{where:area} holds no Hundreds warrior")
INCITES = Template("hundreds.incite.done", "the Hundreds spend a card and incite a mob in {where:area}")

RAZE_USED = "hundreds-raze"  # in state.used: once per Birdsong (14.4.1)
SPREAD_USED = "hundreds-mob"
RECRUIT_USED = "hundreds-recruit"


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where


def timing(state, phase: str, section: str):
    """Against the rules outside the Hundreds' own ``phase`` once the phase is tracked (1.4.1)."""
    return refused_outside_own_phase(state, HUNDREDS, phase, section, turn_trusted=True)


def _first(*verdicts):
    return next((v for v in verdicts if v is not None), None)


def _spend_matching(state, card: str | None, where: int, section: str):
    """(edits, notes, warning) of spending one card matching ``where`` (birds are wild, 2.1.1),
    through the card actions' own edits; edits None: the hand cannot give it."""
    from rootboard.game.cards.actions import Discard, _card

    notes, warning = [], None
    suit = state.suits.get(where)
    if card is not None:
        card_suit = _card(state, card).suit
        if card_suit not in ("bird", suit):
            warning = illegal(CARD_SUIT(section, "2.1.1", card=card, where=where, suit=suit))
    else:
        notes.append(CARD_UNNAMED(section, where=where))
    if not tracked(state):
        return [], notes, warning
    spend = Discard(HUNDREDS, (card,) if card else (), 0 if card else 1, spent=True)
    verdict = spend.check(state)
    if not verdict.legal:
        return None, [], verdict
    return spend.edits(state), notes, warning


def _place_refused(state, piece: str, where: int, n: int = 1):
    """Why ``n`` of the Hundreds' ``piece`` may not be placed in ``where`` (place_refusal), or None."""
    return place_refusal(state, PieceRequest(HUNDREDS, piece, where, n))


@record(frozen=True)
class RuinItem:
    """The item a mob takes from the ruin of its clearing in Raze (14.4.1): the table sees it."""

    clearing: int
    item: str


def ruin_item_problem(state, items: tuple[RuinItem, ...]):
    """Why the mobs may not take ``items`` from the ruins (14.4.1), or None: an impossible verdict
    for what is not there (no ruin, no R item, none of it left under the ruins), an illegal one
    against the Law (no mob there, a clearing named twice, two Vagabonds' rule 9.7.3), the
    impossible first. An item not named for a ruin of a mob clearing is Raze's own doubt."""
    late, named = None, {}
    hoard_held = set(hoard(state))
    for choice in items:
        where = _clearing(state, choice.clearing)
        if choice.item not in ruins.R_ITEMS:
            return impossible(RUIN_NOT_R("14.4.1", "9.3.4", items=list(ruins.R_ITEMS), item=choice.item))
        if not ruins.has_ruin(state, where):
            return impossible(RUIN_ABSENT("14.4.1", "2.2.4", where=where))
        named[where] = named.get(where, 0) + 1
        under_here = ruins.items_per_ruin(state) - len(state.explored.get(where, []))
        if named[where] > under_here:
            return impossible(RUIN_EMPTY("14.4.1", "9.7.1", where=where, left=under_here))
        wanted = sum(1 for c in items if c.item == choice.item)
        if wanted > ruins.left_under_ruins(state, choice.item):
            return impossible(RUIN_NONE_LEFT("14.4.1", "9.3.4", "9.7.1", item=choice.item,
                                             taken=ruins.taken(state, choice.item), sets=ruins.items_per_ruin(state)))
        late = _first(late,
                      None if state.count(where, (HUNDREDS, MOB)) else illegal(RUIN_NO_MOB("14.4.1", where=where)),
                      illegal(RUIN_ONCE("14.4.1", where=where)) if named[where] > 1 else None,
                      illegal(RUIN_HELD("9.7.3", "14.4.1", item=choice.item))
                      if ruins.items_per_ruin(state) > 1 and (choice.item in hoard_held or wanted > 1) else None)
    return late


def ruin_choices(state) -> list[tuple[RuinItem, ...]]:
    """Each way the mobs may take one item from each ruin of their clearings (14.4.1): an R item
    still under the ruins for each, no more of one than are left (9.3.4, 9.7.1); none without a
    ruin in a mob clearing. What the table may name, never more than the ruins may give."""
    razed = [c for c in mobs(state) if ruins.has_ruin(state, c)]
    found: list[tuple[RuinItem, ...]] = []

    def choose(chosen: tuple[RuinItem, ...]):
        if len(chosen) == len(razed):
            found.append(chosen)
            return
        for item in ruins.R_ITEMS:
            if sum(1 for c in chosen if c.item == item) < ruins.left_under_ruins(state, item):
                choose((*chosen, RuinItem(razed[len(chosen)], item)))

    if razed:
        choose(())
    return found


@record(frozen=True)
class Raze(Action):
    """Raze (14.4.1): in each clearing with a mob, remove all enemy buildings and tokens (each
    scoring a point, 3.2.1) and take one item from the ruin there, if any, into the Hoard (14.2.4),
    the ruin removed with its last item. ``items``: the item each ruin gave (the table sees it;
    the ruins' items are face down, 9.3.4); a Raze written before it named none."""

    items: tuple[RuinItem, ...] = ()
    kind = "hundreds-raze"

    def to_json(self):
        data = super().to_json()
        if not self.items:
            del data["items"]  # as files written before Raze took the ruins' items
        return data

    def _plan(self, state):
        taking = ruin_item_problem(state, self.items)
        if taking is not None and not taking.possible:
            return None, taking
        named = {c.clearing for c in self.items}
        unnamed = [c for c in mobs(state) if ruins.has_ruin(state, c) and c not in named]
        late = _first(timing(state, "birdsong", "14.4.1"), illegal(RAZE_ONCE("14.4.1")) if RAZE_USED in state.used
                      else None, taking, illegal(RUIN_UNNAMED("14.4.1", where=unnamed[0])) if unnamed else None)
        removals, notes = [], []
        for c in mobs(state):
            for (f, p), n in sorted(state.pieces_at(c).items()):
                if not n or f in (HUNDREDS, MAP) or state.law.kinds.get((f, p)) not in (BUILDING, TOKEN):
                    continue
                if state.controllers.get(f) == HUNDREDS:
                    continue  # a hireling they control is not an enemy (16.4.3)
                request = PieceRequest(f, p, c, n)
                removed = check_remove(state, request, HUNDREDS)
                if removed.possible:
                    removals.append(request)
                    notes += list(removed.notes)
        for choice in sorted(self.items, key=lambda c: c.clearing):
            notes.append(RUIN_TAKEN("14.4.1", "14.2.4", where=choice.clearing, item=choice.item))
            if ruins.takes_last(state, choice.clearing):
                notes.append(RUIN_GONE("14.4.1", "2.2.4", where=choice.clearing))
        return (removals, notes), late

    def check(self, state):
        plan, late = self._plan(state)
        if plan is None:
            return late
        removals, notes = plan
        count = sum(r.count for r in removals)
        _, markers = hirelings.score_edits(state, HUNDREDS, count)
        return late or legal(RAZES("14.4.1", "3.2.1", count=count, points=count), *notes, *markers)

    def edits(self, state):
        removals, _ = self._plan(state)[0]
        edits = []
        for r in removals:
            edits += Remove(r, HUNDREDS).edits(state)
        count = sum(r.count for r in removals)
        return [*edits, *(hirelings.score_edits(state, HUNDREDS, count)[0] if count else []),
                *self._taking_edits(state), state.set_edit("used", state.used | {RAZE_USED})]

    def _taking_edits(self, state):
        """Each ruin's item taken (explored, the ruin gone with its last: the edits Explore makes,
        rootboard.game.ruins) and put in the Hoard, their Crafted Items box (14.2.4)."""
        if not self.items:
            return []
        scratch, edits, crafted = state.position_copy(), [], state.crafted
        for choice in sorted(self.items, key=lambda c: c.clearing):
            taken = ruins.take_edits(scratch, choice.clearing, choice.item)
            scratch.apply(taken)
            edits += taken
            crafted = crafted.put_in_box(HUNDREDS, choice.item)
        return [*edits, state.set_edit("crafted", crafted)]

    def describe(self, law):
        return RAZE_LOG("14.4.1")


def mob_spread_problem(state, clearing, suit: str, section: str):
    """Why a mob may not be placed in ``clearing`` by a roll of the mob die showing ``suit``
    (Raze's roll, 14.4.1; Jubilant's, 14.7.3): the clearing of that suit, without a mob,
    adjacent to a clearing with a mob; None: it may."""
    where = _clearing(state, clearing)
    if suit not in SUITS:
        raise BadInput(NOT_A_SUIT(suit=suit, choices=", ".join(SUITS)))
    if not state.supply.get((HUNDREDS, MOB), 0):
        return impossible(NO_MOB_LEFT(section, "1.5.1"))
    if state.count(where, (HUNDREDS, MOB)):
        return impossible(MOB_THERE(section, "14.6.1", where=where))
    refused = _place_refused(state, MOB, where)
    if refused is not None and not refused.possible:
        return refused
    return _first(illegal(SPREAD_SUIT(section, where=where, have=state.suits.get(where), suit=suit))
                  if state.suits.get(where) != suit else None,
                  None if set(adjacent_clearings(state, where)) & set(mobs(state))
                  else illegal(SPREAD_NOT_NEAR(section, where=where)),
                  refused)


@record(frozen=True)
class SpreadMob(Action):
    """After Raze, the mob die rolled once (14.4.1): ``suit`` the die showed; a mob placed in
    ``clearing``, of that suit, without a mob, adjacent to a clearing with a mob."""

    clearing: int
    suit: str
    kind = "hundreds-mob"

    def _plan(self, state):
        problem = mob_spread_problem(state, self.clearing, self.suit, "14.4.1")
        if problem is not None and not problem.possible:
            return problem
        return _first(timing(state, "birdsong", "14.4.1"),
                      illegal(SPREAD_ONCE("14.4.1")) if SPREAD_USED in state.used else None,
                      illegal(SPREAD_BEFORE_RAZE("14.4.1")) if state.phase_tracked and RAZE_USED not in state.used
                      else None, problem)

    def check(self, state):
        return self._plan(state) or legal(SPREADS("14.4.1", suit=self.suit, where=self.clearing))

    def edits(self, state):
        return [shift((HUNDREDS, MOB), SUPPLY, self.clearing, 1), state.set_edit("used", state.used | {SPREAD_USED})]

    def describe(self, law):
        return SPREADS("14.4.1", suit=self.suit, where=self.clearing)


@record(frozen=True)
class Recruit(Action):
    """Recruit (14.4.2): Prowess warriors in the warlord's clearing, then one warrior per
    stronghold in each clearing with strongholds, as many as the supply holds (1.5.4)."""

    kind = "hundreds-recruit"

    def _plan(self, state):
        if not state.supply.get((HUNDREDS, WARRIOR), 0):
            return None, impossible(NO_WARRIOR_LEFT("14.4.2", "1.5.1"))
        late = _first(timing(state, "birdsong", "14.4.2"),
                      illegal(RECRUIT_ONCE("14.4.2")) if RECRUIT_USED in state.used else None)
        wanted = []
        at = warlords_clearing(state)
        if at is not None:
            wanted += [at] * prowess(state)
        for c, n in sorted(strongholds(state).items()):
            wanted += [c] * n
        wanted = wanted[:state.supply.get((HUNDREDS, WARRIOR), 0)]  # as many as the supply holds (1.5.4)
        places: dict[int, int] = {}
        for c in wanted:
            places[c] = places.get(c, 0) + 1
        for c, n in sorted(places.items()):
            refused = _place_refused(state, WARRIOR, c, n)
            if refused is not None and not refused.possible:
                return None, refused
            late = _first(late, refused)
        return places, late

    def check(self, state):
        places, late = self._plan(state)
        if places is None:
            return late
        return late or legal(RECRUITS("14.4.2", count=sum(places.values()), prowess=prowess(state)))

    def edits(self, state):
        places = self._plan(state)[0]
        return [*(shift((HUNDREDS, WARRIOR), SUPPLY, c, n) for c, n in sorted(places.items())),
                state.set_edit("used", state.used | {RECRUIT_USED})]

    def describe(self, law):
        return RECRUIT_LOG("14.4.2")


@record(frozen=True)
class Anoint(Action):
    """Anoint (14.4.3): with the warlord off the map, it replaces a Hundreds warrior in
    ``clearing``; with none of their warriors on the map, it is placed in ``clearing``."""

    clearing: int
    kind = "hundreds-anoint"

    def _warriors_on_map(self, state):
        return [c for c in state.where_is((HUNDREDS, WARRIOR)) if isinstance(c, int)]

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        on = warlords_clearing(state)
        if on is not None:
            return impossible(WARLORD_ON_MAP("14.4.3", where=on))
        if not state.supply.get((HUNDREDS, WARLORD), 0):
            return impossible(NO_WARLORD("14.4.3", "14.2.2"))
        warriors = self._warriors_on_map(state)
        late = timing(state, "birdsong", "14.4.3")
        if warriors and where not in warriors:
            return _first(late, illegal(NO_WARRIOR_THERE("14.4.3", where=where)))
        return late

    def check(self, state):
        problem = self._plan(state)
        if problem is not None:
            return problem
        if self.clearing in self._warriors_on_map(state):
            return legal(ANOINTS("14.4.3", where=self.clearing))
        return legal(ANOINTS_EMPTY("14.4.3", where=self.clearing))

    def edits(self, state):
        edits = []
        if state.count(self.clearing, (HUNDREDS, WARRIOR)):
            edits.append(shift((HUNDREDS, WARRIOR), self.clearing, SUPPLY, 1))
        return [*edits, shift((HUNDREDS, WARLORD), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        return ANOINTS("14.4.3", where=self.clearing)


@record(frozen=True)
class ChooseMood(Action):
    """Choose Mood (14.4.4): a different mood card, not one showing an item in the Hoard."""

    mood: str
    kind = "hundreds-mood"

    def check(self, state):
        if self.mood not in MOODS:
            raise BadInput(NOT_A_MOOD(mood=self.mood, choices=", ".join(MOODS)))
        late = timing(state, "birdsong", "14.4.4")
        if self.mood == mood(state):
            return _first(late, illegal(MOOD_SAME("14.4.4", mood=mood_name(self.mood))))
        if self.mood not in moods_open(state):
            return _first(late, illegal(MOOD_SHOWS_ITEM("14.4.4", "14.2.4", mood=mood_name(self.mood),
                                                        item=MOODS[self.mood])))
        return late or legal(MOOD_CHOSEN("14.4.4", mood=mood_name(self.mood)))

    def edits(self, state):
        return [state.set_edit("boards", with_board(state, mood=self.mood))]

    def describe(self, law):
        return MOOD_LOG("14.4.4")


@record(frozen=True)
class Build(Action):
    """Build (14.5.2): spend a card (``card``, or one not named) matching ``clearing``, a
    clearing the Hundreds rule, to place a stronghold there."""

    clearing: int
    card: str | None = None
    kind = "hundreds-build"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        if not state.supply.get((HUNDREDS, STRONGHOLD), 0):
            return None, impossible(NO_STRONGHOLD_LEFT("14.5.2", "1.5.1"))
        if open_slots(state, where) < 1:
            return None, impossible(NO_SLOT("14.5.2", "2.2.3", where=where))
        refused = _place_refused(state, STRONGHOLD, where)
        if refused is not None and not refused.possible:
            return None, refused
        edits, notes, problem = _spend_matching(state, self.card, where, "14.5.2")
        if edits is None:
            return None, problem
        return (edits, notes), _first(timing(state, "daylight", "14.5.2"),
                                      None if ruler(state, where) == HUNDREDS
                                      else illegal(NOT_RULED("14.5.2", where=where)),
                                      problem, refused)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(BUILDS("14.5.2", where=self.clearing), *plan[1])

    def edits(self, state):
        card_edits, _ = self._plan(state)[0]
        return [*card_edits, shift((HUNDREDS, STRONGHOLD), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        return BUILDS("14.5.2", where=self.clearing)


def warlord_move(state, to: int, warriors: int, section: str):
    """(edits, notes, origin) of the warlord moving from its clearing to ``to`` with ``warriors``
    Hundreds warriors, and the verdict against it (None: none); plan None: it cannot move.
    The warriors move with the warlord: both judged in the position before the move (14.5.3:
    one move of the warlord "with any Hundreds warriors", 4.2)."""
    from rootboard.game.actions import Move

    origin = warlords_clearing(state)
    if origin is None:
        return None, impossible(NO_WARLORD(section, "14.2.2"))
    _clearing(state, to)
    moves = [MoveRequest(HUNDREDS, origin, to, 1, piece=WARLORD)]
    if warriors:
        moves.append(MoveRequest(HUNDREDS, origin, to, warriors, piece=WARRIOR))
    scratch = state.position_copy()
    edits, notes, late = [], [], None
    for m in moves:
        verdict = check_move(state, m)
        if not verdict.possible:
            return None, verdict
        late = _first(late, None if verdict.legal else verdict)
        step = Move(m).edits(scratch)
        scratch.apply(step)
        edits += step
        notes += list(verdict.notes)
    return (edits, notes, origin), late


@record(frozen=True)
class Advance(Action):
    """Advance the Warlord (14.5.3), its move: the warlord from its clearing to ``to`` with
    ``warriors`` Hundreds warriors (none: the warlord alone) (an ordinary move each, 4.2). Its
    battle, in the warlord's clearing, is played next ('battle'); how the turn reads the two:
    rootboard.game.factions.hundreds.advance."""

    to: int
    warriors: int = 0
    kind = "hundreds-advance"

    def _plan(self, state):
        from rootboard.game.factions.hundreds.advance import advancing

        plan, late = warlord_move(state, self.to, self.warriors, "14.5.3")
        if plan is None:
            return None, late
        done = advancing(state).begun
        late = _first(timing(state, "daylight", "14.5.3"),
                      illegal(ADVANCES_SPENT("14.5.3", count=done, prowess=prowess(state)))
                      if done >= prowess(state) else None, late)
        return plan, late

    def check(self, state):
        plan, late = self._plan(state)
        if plan is None:
            return late
        return late or legal(ADVANCES("14.5.3", "4.2", origin=plan[2], to=self.to, count=self.warriors), *plan[1])

    def edits(self, state):
        from rootboard.game.factions.hundreds.advance import next_move_marker

        return [*self._plan(state)[0][0], state.set_edit("used", state.used | {next_move_marker(state)})]

    def earlier_edits(self, state):
        """Before the moods (14.7), an Advance's marker was "hundreds-advance:N", the Nth of the
        turn, without its place in the step's count (rootboard.game.factions.hundreds.advance
        reads both forms)."""
        from rootboard.game.factions.hundreds.advance import ADVANCE_USED

        n = sum(1 for u in state.used if u.startswith(ADVANCE_USED + ":"))
        return [[*self._plan(state)[0][0], state.set_edit("used", state.used | {f"{ADVANCE_USED}:{n + 1}"})]]

    def describe(self, law):
        return ADVANCE_LOG("14.5.3", to=self.to)


@record(frozen=True)
class Incite(Action):
    """Incite (14.6.1): spend a card (``card``, or one not named) to place a mob in a matching
    ``clearing`` with no mob and a Hundreds warrior (the warlord is one, 14.2.2)."""

    clearing: int
    card: str | None = None
    kind = "hundreds-incite"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        if not state.supply.get((HUNDREDS, MOB), 0):
            return None, impossible(NO_MOB_LEFT("14.6.1", "1.5.1"))
        if state.count(where, (HUNDREDS, MOB)):
            return None, impossible(MOB_THERE("14.6.1", where=where))
        refused = _place_refused(state, MOB, where)
        if refused is not None and not refused.possible:
            return None, refused
        edits, notes, problem = _spend_matching(state, self.card, where, "14.6.1")
        if edits is None:
            return None, problem
        has_warrior = state.count(where, (HUNDREDS, WARRIOR)) or state.count(where, (HUNDREDS, WARLORD))
        return (edits, notes), _first(timing(state, "evening", "14.6.1"),
                                      None if has_warrior else illegal(NO_WARRIOR_TO_INCITE("14.6.1", where=where)),
                                      problem, refused)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(INCITES("14.6.1", where=self.clearing), *plan[1])

    def edits(self, state):
        from rootboard.game.factions.hundreds.incites import incite_marker

        card_edits, _ = self._plan(state)[0]
        # Its place among the turn's Incites, and whether Jubilant's rolls may follow (14.7.3).
        return [*card_edits, shift((HUNDREDS, MOB), SUPPLY, self.clearing, 1),
                state.set_edit("used", state.used | {incite_marker(state, self.clearing)})]

    def earlier_edits(self, state):
        """Before Jubilant (14.7.3), an Incite kept no marker of its place among the turn's Incites."""
        card_edits, _ = self._plan(state)[0]
        return [[*card_edits, shift((HUNDREDS, MOB), SUPPLY, self.clearing, 1)]]

    def describe(self, law):
        return INCITES("14.6.1", where=self.clearing)


OPPRESS_ON_LEAVING = Template("hundreds.oppress.on-leaving", "the table tracks its phases: Oppress is scored on "
                              "leaving its step of Evening ('rootboard step')")
OPPRESSED_ALREADY = Template("hundreds.oppress.once", "the Hundreds have scored Oppress this turn")
OPPRESS_USED = "hundreds-oppress"  # in state.used: once a turn (14.6.2)


@record(frozen=True)
class Oppress(Action):
    """Oppress (14.6.2) where the table does not track its phases (a Rootlog's replay, whose log
    writes only its ``++``): the points for the clearings oppressed, once a turn, as leaving its
    step scores them where the phases are tracked (and so is refused there: scored twice)."""

    kind = "hundreds-oppress"

    def check(self, state):
        if state.phase_tracked:
            return impossible(OPPRESS_ON_LEAVING("14.6.2"))
        _, notes = oppress.scored(state)
        return _first(timing(state, "evening", "14.6.2"),
                      illegal(OPPRESSED_ALREADY("14.6.2")) if OPPRESS_USED in state.used else None) or legal(*notes)

    def edits(self, state):
        edits, _ = oppress.scored(state)
        return [*edits, state.set_edit("used", state.used | {OPPRESS_USED})]

    def describe(self, law):
        return oppress.OPPRESS_STEP("14.6.2")


ACTIONS = (Raze, SpreadMob, Recruit, Anoint, ChooseMood, Build, Advance, Incite, Oppress)
