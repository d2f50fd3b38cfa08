"""The moods that act outside battle and the Evening draw (14.7): Relentless's one more move
(14.7.5), Jubilant's mob rolls after an Incite in the warlord's clearing (14.7.3), Lavish's
items spent for warriors at the end of Birdsong (14.7.4). Grandiose (14.7.2) is the turn's order
(rootboard.game.factions.hundreds.turn); Bitter, Stubborn and Wrathful act in battle (battle.py),
Rowdy in the Evening draw (turn.py).

Each action works only while its mood card is in the Mood Card slot (14.4.4); each is checked
(a Verdict citing its section), applied as edits (undo and a game file's replay are exact).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hundreds.actions import (NO_WARLORD, NOT_A_SUIT, _first, _place_refused, mob_spread_problem,
                                                      timing, warlord_move)
from rootboard.game.factions.hundreds.advance import RELENTLESS_USED, advancing, relentless_open
from rootboard.game.factions.hundreds.incites import incites
from rootboard.game.factions.hundreds.board import (HUNDREDS, JUBILANT_ROLLS, LAVISH_WARRIORS, MOB, WARRIOR, hoard,
                                                    mood, mood_name, warlords_clearing)
from rootboard.game.kinds import SUITS, SUPPLY
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_IN_MOOD = Template("hundreds.mood.not-kept", "only {mood} does this; the Hundreds are {kept}")
# Relentless (14.7.5).
RELENTLESS_NOT_NOW = Template("hundreds.relentless.not-now", "Relentless gives one more move or battle right after "
                              "an Advance the Warlord that both moved and battled; the last Advance did not, or its "
                              "extra is taken")
RELENTLESS_TRUSTED = Template("hundreds.relentless.trusted", "this table does not walk its steps: the table says "
                              "the last Advance both moved and battled")
RELENTLESS_MOVES = Template("hundreds.relentless.done", "Relentless: the warlord moves once more, from {origin:area} "
                            "to {to:area} with {count} warrior, not one of the Advances",
                            plural="Relentless: the warlord moves once more, from {origin:area} to {to:area} with "
                            "{count} warriors, not one of the Advances", count="count")
RELENTLESS_LOG = Template("hundreds.relentless.log", "Relentless: the warlord moves to {to:area}")
# Jubilant (14.7.3).
JUBILANT_NOT_NOW = Template("hundreds.jubilant.not-now", "Jubilant rolls the mob die after an Incite in the "
                            "warlord's clearing, before another Incite; the last Incite was not there")
JUBILANT_SPENT = Template("hundreds.jubilant.spent", "Jubilant rolls the mob die up to {most} times after an "
                          "Incite in the warlord's clearing: {most} rolled")
JUBILANT_SPREADS = Template("hundreds.jubilant.done", "Jubilant: the mob die shows {suit:suit}: a mob spreads to "
                            "{where:area} ({count} of {most})")
JUBILANT_NONE = Template("hundreds.jubilant.none", "Jubilant: the mob die shows {suit:suit}: no clearing of that "
                         "suit without a mob is adjacent to one, and no mob is placed ({count} of {most})")
JUBILANT_MUST_PLACE = Template("hundreds.jubilant.must-place", "the mob die shows {suit:suit}, and {where:area} "
                               "takes the mob: say that clearing")
JUBILANT_NONE_LOG = Template("hundreds.jubilant.none-log", "Jubilant: the mob die shows {suit:suit}, no mob placed")
JUBILANT_LOG = Template("hundreds.jubilant.log", "Jubilant: a mob spreads to {where:area}")
# Lavish (14.7.4).
LAVISH_NONE = Template("hundreds.lavish.none", "Lavish removes items from the Hoard: name at least one")
LAVISH_NOT_HELD = Template("hundreds.lavish.not-held", "the Hoard holds no {item:item} to remove")
LAVISH_DONE = Template("hundreds.lavish.done", "Lavish: the Hundreds remove {count} item from their Hoard "
                       "permanently and place {placed} warriors in {where:area}",
                       plural="Lavish: the Hundreds remove {count} items from their Hoard permanently and place "
                       "{placed} warriors in {where:area}", count="count")
LAVISH_SHORT = Template("hundreds.lavish.short", "their supply holds {left} warrior: that many are placed",
                        plural="their supply holds {left} warriors: that many are placed", count="left")
LAVISH_NOT_NOW = Template("hundreds.lavish.once", "Lavish's items were removed this Birdsong")
LAVISH_LOG = Template("hundreds.lavish.log", "Lavish: items removed from the Hoard for warriors")

JUBILANT_USED = "hundreds-jubilant"  # "hundreds-jubilant:K:R": the Rth Jubilant roll after the Kth Incite
LAVISH_USED = "hundreds-lavish"


def in_mood(state, wanted: str, section: str):
    """Refused unless ``wanted``'s card is in the Mood Card slot (14.4.4)."""
    now = mood(state)
    if now == wanted:
        return None
    return illegal(NOT_IN_MOOD(section, "14.4.4", mood=mood_name(wanted), kept=mood_name(now)))


# --- Relentless (14.7.5) ----------------------------------------------------------------------------

@record(frozen=True)
class Relentless(Action):
    """Relentless's one more move (14.7.5): after an Advance the Warlord that both moved and
    battled, the warlord moves to ``to`` with ``warriors`` Hundreds warriors; it is not one of
    the Advances (Prowess) nor counted at the step. Its other choice, one more battle in the
    warlord's clearing, is the table's 'battle' (rootboard.game.factions.hundreds.advance)."""

    to: int
    warriors: int = 0
    kind = "hundreds-relentless"

    def _plan(self, state):
        plan, late = warlord_move(state, self.to, self.warriors, "14.7.5")
        if plan is None:
            return None, late, []
        notes = []
        if not state.phase_tracked:  # the table's word, once after an Advance
            n = advancing(state).last_n
            taken = not n or f"{RELENTLESS_USED}:{n}" in state.used
            window = illegal(RELENTLESS_NOT_NOW("14.7.5", "14.5.3")) if taken else None
            notes.append(RELENTLESS_TRUSTED("14.7.5"))
        else:
            window = None if relentless_open(state) else illegal(RELENTLESS_NOT_NOW("14.7.5", "14.5.3"))
        return plan, _first(timing(state, "daylight", "14.7.5"), in_mood(state, "relentless", "14.7.5"), window,
                            late), notes

    def check(self, state):
        plan, late, notes = self._plan(state)
        if plan is None:
            return late
        return late or legal(RELENTLESS_MOVES("14.7.5", "4.2", origin=plan[2], to=self.to, count=self.warriors),
                             *plan[1], *notes)

    def edits(self, state):
        n = advancing(state).last_n  # none before any Advance (taught in teach mode): no marker
        marker = {f"{RELENTLESS_USED}:{n}"} if n else set()
        return [*self._plan(state)[0][0], state.set_edit("used", state.used | marker)]

    def describe(self, law):
        return RELENTLESS_LOG("14.7.5", to=self.to)


# --- Jubilant (14.7.3) ------------------------------------------------------------------------------

def jubilant_rolls(state, k: int) -> int:
    return sum(1 for u in state.used if u.startswith(f"{JUBILANT_USED}:{k}:"))


@record(frozen=True)
class JubilantMob(Action):
    """Jubilant (14.7.3): after an Incite in the warlord's clearing, up to four times, the mob die
    rolled (``suit``, as it showed) and a mob placed in ``clearing``: of that suit, without a
    mob, adjacent to a clearing with a mob, as Raze's roll does (14.4.1). ``clearing`` None: no
    such clearing for the suit rolled (or no mob left), so the roll places none; it is one of
    the four."""

    clearing: int | None
    suit: str
    kind = "hundreds-jubilant"

    def _placing(self, state):
        """The verdict against the placement (None: none), or against rolling with none placed."""
        if self.clearing is not None:
            return mob_spread_problem(state, self.clearing, self.suit, "14.7.3")
        if self.suit not in SUITS:
            raise BadInput(NOT_A_SUIT(suit=self.suit, choices=", ".join(SUITS)))
        open_ = next((c for c in sorted(state.topology.board.clearings) if state.suits.get(c) == self.suit
                      and mob_spread_problem(state, c, self.suit, "14.7.3") is None), None)
        return None if open_ is None else illegal(JUBILANT_MUST_PLACE("14.7.3", suit=self.suit, where=open_))

    def check(self, state):
        problem = self._placing(state)
        if problem is not None and not problem.possible:
            return problem
        k, jubilant = incites(state)
        rolled = jubilant_rolls(state, k)
        done = (JUBILANT_SPREADS("14.7.3", "14.4.1", suit=self.suit, where=self.clearing, count=rolled + 1,
                                 most=JUBILANT_ROLLS) if self.clearing is not None
                else JUBILANT_NONE("14.7.3", suit=self.suit, count=rolled + 1, most=JUBILANT_ROLLS))
        return _first(timing(state, "evening", "14.7.3"), in_mood(state, "jubilant", "14.7.3"),
                      None if jubilant else illegal(JUBILANT_NOT_NOW("14.7.3", "14.6.1")),
                      illegal(JUBILANT_SPENT("14.7.3", most=JUBILANT_ROLLS)) if rolled >= JUBILANT_ROLLS else None,
                      problem) or legal(done)

    def edits(self, state):
        k = incites(state)[0]  # none before any Incite (taught in teach mode): no marker
        marker = {f"{JUBILANT_USED}:{k}:{jubilant_rolls(state, k) + 1}"} if k else set()
        placed = [shift((HUNDREDS, MOB), SUPPLY, self.clearing, 1)] if self.clearing is not None else []
        return [*placed, state.set_edit("used", state.used | marker)]

    def describe(self, law):
        if self.clearing is None:
            return JUBILANT_NONE_LOG("14.7.3", suit=self.suit)
        return JUBILANT_LOG("14.7.3", where=self.clearing)


# --- Lavish (14.7.4) --------------------------------------------------------------------------------

@record(frozen=True)
class Lavish(Action):
    """Lavish (14.7.4): at the end of Birdsong, ``items`` removed from the Hoard permanently, two
    warriors placed in the warlord's clearing for each (as many as the supply holds, 1.5.4). The
    Hoard's tracks are filled from the left again: their items are counted, never placed, so
    Command and Prowess are read anew (14.2.4)."""

    items: tuple[str, ...]
    kind = "hundreds-lavish"

    def _plan(self, state):
        if not self.items:
            raise BadInput(LAVISH_NONE("14.7.4"))
        held = list(hoard(state))
        for item in self.items:
            if item not in held:
                return None, impossible(LAVISH_NOT_HELD("14.7.4", "14.2.4", item=item))
            held.remove(item)
        at = warlords_clearing(state)
        if at is None:
            return None, impossible(NO_WARLORD("14.7.4", "14.4.3"))
        wanted = LAVISH_WARRIORS * len(self.items)
        placed = min(wanted, state.supply.get((HUNDREDS, WARRIOR), 0))
        notes = [] if placed == wanted else [LAVISH_SHORT("14.7.4", "1.5.4", left=placed)]
        late = _first(timing(state, "birdsong", "14.7.4"), in_mood(state, "lavish", "14.7.4"),
                      illegal(LAVISH_NOT_NOW("14.7.4")) if LAVISH_USED in state.used else None)
        if placed:
            refused = _place_refused(state, WARRIOR, at, placed)
            if refused is not None and not refused.possible:
                return None, refused
            late = _first(late, refused)
        return (at, placed, notes), late

    def check(self, state):
        plan, late = self._plan(state)
        if plan is None:
            return late
        at, placed, notes = plan
        return late or legal(LAVISH_DONE("14.7.4", count=len(self.items), placed=placed, where=at), *notes)

    def edits(self, state):
        at, placed, _ = self._plan(state)[0]
        crafted = state.crafted
        for item in self.items:  # removed permanently: out of the Hoard, never back to the supply
            crafted = crafted.take_from_box(HUNDREDS, item)
        edits = [state.set_edit("crafted", crafted)]
        if placed:
            edits.append(shift((HUNDREDS, WARRIOR), SUPPLY, at, placed))
        return [*edits, state.set_edit("used", state.used | {LAVISH_USED})]

    def describe(self, law):
        return LAVISH_LOG("14.7.4")


ACTIONS = (Relentless, JubilantMob, Lavish)

__all__ = ["ACTIONS", "Relentless", "JubilantMob", "Lavish", "in_mood"]
