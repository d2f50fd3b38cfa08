"""The Lizard Cult's own actions (10.4-10.5), as Action subclasses: Adjust Outcast (10.4.1);
the conspiracies, spending acolytes in Birdsong (10.4.3: Crusade, Convert, Sanctify); the
Daylight rituals, each revealing a card (10.5.1 Build, 10.5.2 Recruit, 10.5.3 Score, 10.5.4
Sacrifice).

Each is checked against its section (a Verdict citing it) and applied as edits: pieces shifted,
the acolytes kept in the Acolytes box (``state.boards["lizards"]``, warriors kept out of the
supply), the card revealed moved to the Cult's board by the card table where it keeps cards
(back to the hand in Evening, 10.6.1: rootboard.game.factions.lizards.turn), points scored by its
Gardens tracks (rootboard.game.factions.lizards.board), so undo and a game file's replay are exact.
Fields are JSON words (``rootboard act GAME lizards-recruit clearing=5 suit=fox``). Battle is
everyone's action (kind "battle"): a Crusade's battle is played as one.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action, Move, Remove
from rootboard.game.cards.places import BOARD, BOARD_KNOWN, place, tracked
from rootboard.game.cards.suited import card_suit
from rootboard.game.factions.lizards.board import (BIRD, LIZARDS, acolytes, adjusted, conspiracy_cost, hated,
                                                   lost_souls_named, outcast, revealed, score_points,
                                                   suit_kept, with_board)
from rootboard.game.kinds import BUILDING, OUT, SUITS, SUPPLY, TOKEN, WARRIOR
from rootboard.game.movement import MoveRequest, check_move
from rootboard.game.placement import PieceRequest, place_refusal, check_remove, open_slots
from rootboard.game.rules import ruler
from rootboard.game.state import shift
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_CLEARING = Template("lizards.not-a-clearing", "{where!r} is not a clearing of this map")
# Revealing a card (10.5).
# Rituals (10.5.1-10.5.4).
WRONG_SUIT = Template("lizards.ritual.wrong-suit", "the card revealed is {suit:suit}; {where:area} is a {clearing:suit} "
                      "clearing: a ritual matches the clearing, and birds are not wild for Cult rituals")
NOT_RULED = Template("lizards.build.not-ruled", "the Lizard Cult does not rule {where:area}: it builds a garden "
                     "only where it rules")
NO_SLOT = Template("lizards.build.no-slot", "{where:area} has no open building slot")
NO_GARDEN_LEFT = Template("lizards.build.none-left", "every {suit:suit} garden is off its track")
BUILDS = Template("lizards.build.done", "the Lizard Cult reveals a {suit:suit} card and builds a garden in "
                  "{where:area}")
NO_WARRIOR_LEFT = Template("lizards.no-warrior-left", "the Lizard Cult has no warrior left in its supply")
RECRUITS = Template("lizards.recruit.done", "the Lizard Cult reveals a {suit:suit} card and places a warrior in "
                    "{where:area}")
NOT_BIRD_SCORE = Template("lizards.score.bird", "a bird card scores nothing: birds are not wild for Cult rituals, "
                          "and no Gardens track is of birds")
SCORED_ALREADY = Template("lizards.score.once", "the Cult has scored {suit:suit} this turn: once per turn per suit")
NO_EMPTY_SPACE = Template("lizards.score.no-space", "no {suit:suit} garden is off its track: the track has no empty "
                          "space to score")
SCORES = Template("lizards.score.done", "the Lizard Cult spends a {suit:suit} card: {points} VP by its {suit:suit} "
                  "gardens", plural="the Lizard Cult spends a {suit:suit} card: {points} VP by its {suit:suit} gardens",
                  count="points")
NOT_BIRD_SACRIFICE = Template("lizards.sacrifice.not-bird", "Sacrifice reveals a bird card; this one is {suit:suit}")
SACRIFICES = Template("lizards.sacrifice.done", "the Lizard Cult reveals a bird card and places a warrior in the "
                      "Acolytes box")
# Adjust Outcast (10.4.1).
OUTCAST_ONCE = Template("lizards.outcast.once", "the Outcast was adjusted this Birdsong")
COUNTS_UNSAID = Template("lizards.outcast.counts-unsaid", "the Lost Souls pile holds cards not named: say how many of "
                         "each suit it holds (fox=, mouse=, rabbit=)")
COUNTS_DIFFER = Template("lizards.outcast.counts-differ", "the Lost Souls pile holds {fox} fox, {mouse} mouse and "
                         "{rabbit} rabbit cards, not the counts said")
COUNTS_DO_NOT_FIT = Template("lizards.outcast.counts-do-not-fit", "the counts said do not fit the Lost Souls pile: "
                             "of its {count} cards, {fox} fox, {mouse} mouse and {rabbit} rabbit are named, the "
                             "rest not named", plural="the counts said do not fit the Lost Souls pile: of its "
                             "{count} cards, {fox} fox, {mouse} mouse and {rabbit} rabbit are named, the rest not "
                             "named", count="count")
BAD_COUNT = Template("lizards.outcast.bad-count", "{count!r} is not a number of cards")
OUTCAST_SET = Template("lizards.outcast.done", "the Outcast is {suit:suit}")
OUTCAST_HATED = Template("lizards.outcast.hated", "the Outcast is {suit:suit}, Hated: each conspiracy costs one fewer "
                         "acolyte")
OUTCAST_NONE = Template("lizards.outcast.none", "no one suit has the most cards and no Outcast was set: the marker "
                        "stays off")
OUTCAST_LOG = Template("lizards.outcast.log", "the Lizard Cult adjusts the Outcast")
# Conspiracies (10.4.3).
NO_OUTCAST = Template("lizards.conspiracy.no-outcast", "the Outcast is not kept in this game: adjust it first "
                      "(lizards-outcast)")
NOT_OUTCAST = Template("lizards.conspiracy.not-outcast", "{where:area} is a {suit:suit} clearing; conspiracies are "
                       "performed in clearings of the Outcast, {outcast:suit}")
TOO_FEW_ACOLYTES = Template("lizards.conspiracy.acolytes", "{what} costs {cost} acolyte; the Acolytes box holds "
                            "{have}", plural="{what} costs {cost} acolytes; the Acolytes box holds {have}",
                            count="cost")
CRUSADE = Template("lizards.crusade", "Crusade")
CONVERT = Template("lizards.convert", "Convert")
SANCTIFY = Template("lizards.sanctify", "Sanctify")
CRUSADE_BATTLE = Template("lizards.crusade.battle", "Crusade: {cost} acolyte spent to battle in {where:area}; the "
                          "battle is played next ('battle')", plural="Crusade: {cost} acolytes spent to battle in "
                          "{where:area}; the battle is played next ('battle')", count="cost")
CRUSADE_MOVE = Template("lizards.crusade.move", "Crusade: {cost} acolyte spent to move {count} warriors from "
                        "{origin:area} to {to:area}; a battle there, if wished, is played next ('battle')",
                        plural="Crusade: {cost} acolytes spent to move {count} warriors from {origin:area} to "
                        "{to:area}; a battle there, if wished, is played next ('battle')", count="cost")
NO_ENEMY_THERE = Template("lizards.crusade.no-enemy", "no enemy piece is in {where:area}: a Crusade battles an enemy "
                          "there")
NOT_AN_ENEMY = Template("lizards.conspiracy.not-enemy", "{who:faction} is not an enemy of the Cult")
NOT_A_BUILDING = Template("lizards.sanctify.not-building", "{piece!r} is not a building of {who:faction}")
CONVERTS = Template("lizards.convert.done", "Convert: {cost} acolyte spent; a warrior of {who:faction} in "
                    "{where:area} is replaced with a Cult warrior", plural="Convert: {cost} acolytes spent; a warrior "
                    "of {who:faction} in {where:area} is replaced with a Cult warrior", count="cost")
SANCTIFIES = Template("lizards.sanctify.done", "Sanctify: {cost} acolyte spent; {who:faction.whose} {piece:piece} "
                      "in {where:area} is replaced with a {suit:suit} garden",
                      plural="Sanctify: {cost} acolytes spent; {who:faction.whose} {piece:piece} in {where:area} is "
                      "replaced with a {suit:suit} garden", count="cost")
MUST_COMPLETE = Template("lizards.conspiracy.complete", "a replace must be completed: {why}")
SCORES_REMOVED = Template("lizards.scores-removed", "an enemy building removed: 1 VP")

OUTCAST_USED = "lizards-outcast"  # in state.used: reset at the end of the turn (10.4.1: once, in Birdsong)
SCORE_USED = "lizards-score"  # "lizards-score:fox": the suit scored this turn (10.5.3: once per turn per suit)


def _clearing(state, where) -> int:
    if not isinstance(where, int) or where not in state.topology.board.clearings:
        raise BadInput(NOT_A_CLEARING(where=where))
    return where




def timing(state, phase: str, section: str):
    """Against the rules outside its own ``phase`` once the phase is tracked (1.4.1)."""
    return refused_outside_own_phase(state, LIZARDS, phase, section, turn_trusted=True)


def _first(*verdicts):
    return next((v for v in verdicts if v is not None), None)




def _reveal(state, card: str | None):
    """(edits, problem): the card revealed goes from the hand to the Cult's board, where the
    table keeps cards (its name known to all when named, 16.6.23; a count when not); it returns
    to the hand in Evening (10.6.1). Problem: the hand cannot give it."""
    if not tracked(state):
        return [], None
    from rootboard.game.cards.actions import _hand_edits

    where = place(BOARD_KNOWN if card else BOARD, LIZARDS)
    return _hand_edits(state, LIZARDS, (card,) if card else (), 0 if card else 1, where)


def _spend(state, card: str | None):
    """(edits, problem): the card spent (16.6.29), to the discard pile: the Lost Souls (10.2.6)."""
    if not tracked(state):
        return [], None
    from rootboard.game.cards.actions import Discard

    spend = Discard(LIZARDS, (card,) if card else (), 0 if card else 1, spent=True)
    verdict = spend.check(state)
    if not verdict.legal:
        return None, verdict
    return spend.edits(state), None


class _Ritual(Action):
    """A ritual (10.5): one card revealed (``card``, or one not named of ``suit``)."""

    def _reveal_plan(self, state):
        """(suit, card edits, problem Verdict or None)."""
        suit = card_suit(state, self.card, self.suit)
        edits, problem = _reveal(state, self.card)
        if problem is not None:
            return suit, None, impossible(problem)
        return suit, edits, None

    def _revealed_edit(self, state, suit):
        return state.set_edit("boards", with_board(state, revealed=[*revealed(state), suit]))


@record(frozen=True)
class RitualBuild(_Ritual):
    """Build (10.5.1): in a clearing the Cult rules matching the card revealed, a matching garden."""

    clearing: int
    card: str | None = None
    suit: str | None = None
    kind = "lizards-build"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        suit, edits, problem = self._reveal_plan(state)
        if problem is not None:
            return None, problem
        # The garden matches the clearing (10.5.1): taught with a card of another suit, the
        # garden placed is still the clearing's.
        garden = f"{state.suits.get(where)}-garden"
        if not state.supply.get((LIZARDS, garden), 0):
            return None, impossible(NO_GARDEN_LEFT("10.5.1", "1.5.1", suit=state.suits.get(where)))
        if open_slots(state, where) < 1:
            return None, impossible(NO_SLOT("10.5.1", "2.2.3", where=where))
        refused = place_refusal(state, PieceRequest(LIZARDS, garden, where))
        if refused is not None and not refused.possible:
            return None, refused
        warning = _first(timing(state, "daylight", "10.5.1"),
                         None if suit == state.suits.get(where) else
                         illegal(WRONG_SUIT("10.5.1", "10.2.2", suit=suit, where=where,
                                            clearing=state.suits.get(where))),
                         None if ruler(state, where) == LIZARDS else illegal(NOT_RULED("10.5.1", where=where)),
                         refused)
        return (suit, edits, garden), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(BUILDS("10.5.1", suit=plan[0], where=self.clearing))

    def edits(self, state):
        suit, edits, garden = self._plan(state)[0]
        return [*edits, shift((LIZARDS, garden), SUPPLY, self.clearing, 1), self._revealed_edit(state, suit)]

    def describe(self, law):
        return BUILD_LOG("10.5.1", where=self.clearing)


BUILD_LOG = Template("lizards.build.log", "the Lizard Cult builds a garden in {where:area}")
RECRUIT_LOG = Template("lizards.recruit.log", "the Lizard Cult recruits in {where:area}")
SCORE_LOG = Template("lizards.score.log", "the Lizard Cult scores by its gardens")
CRUSADE_LOG = Template("lizards.crusade.log", "the Lizard Cult crusades from {where:area}")
CONVERT_LOG = Template("lizards.convert.log", "the Lizard Cult converts in {where:area}")
SANCTIFY_LOG = Template("lizards.sanctify.log", "the Lizard Cult sanctifies in {where:area}")


@record(frozen=True)
class RitualRecruit(_Ritual):
    """Recruit (10.5.2): a warrior in a clearing matching the card revealed (no rule needed)."""

    clearing: int
    card: str | None = None
    suit: str | None = None
    kind = "lizards-recruit"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        suit, edits, problem = self._reveal_plan(state)
        if problem is not None:
            return None, problem
        if not state.supply.get((LIZARDS, WARRIOR), 0):
            return None, impossible(NO_WARRIOR_LEFT("10.5.2", "1.5.1"))
        refused = place_refusal(state, PieceRequest(LIZARDS, WARRIOR, where))
        if refused is not None and not refused.possible:
            return None, refused
        warning = _first(timing(state, "daylight", "10.5.2"),
                         None if suit == state.suits.get(where) else
                         illegal(WRONG_SUIT("10.5.2", "10.2.2", suit=suit, where=where,
                                            clearing=state.suits.get(where))),
                         refused)
        return (suit, edits), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(RECRUITS("10.5.2", suit=plan[0], where=self.clearing))

    def edits(self, state):
        suit, edits = self._plan(state)[0]
        return [*edits, shift((LIZARDS, WARRIOR), SUPPLY, self.clearing, 1), self._revealed_edit(state, suit)]

    def describe(self, law):
        return RECRUIT_LOG("10.5.2", where=self.clearing)


@record(frozen=True)
class RitualScore(_Ritual):
    """Score (10.5.3): spend the card revealed for the points above the rightmost empty space
    of its suit's Gardens track; once per turn per suit."""

    card: str | None = None
    suit: str | None = None
    kind = "lizards-score"

    def _plan(self, state):
        suit = card_suit(state, self.card, self.suit)
        if suit == BIRD:
            return None, illegal(NOT_BIRD_SCORE("10.5.3", "10.2.2")), 0
        points = score_points(state, suit)
        if not points:
            return None, impossible(NO_EMPTY_SPACE("10.5.3", suit=suit)), 0
        edits, problem = _spend(state, self.card)
        if edits is None:
            return None, problem, 0
        warning = _first(timing(state, "daylight", "10.5.3"),
                         illegal(SCORED_ALREADY("10.5.3", suit=suit)) if f"{SCORE_USED}:{suit}" in state.used else None)
        return (suit, edits), warning, points

    def check(self, state):
        plan, warning, points = self._plan(state)
        if plan is None:
            return warning
        _, notes = hirelings.score_edits(state, LIZARDS, points)
        return warning or legal(SCORES("10.5.3", suit=plan[0], points=points), *notes)

    def edits(self, state):
        (suit, edits), _, points = self._plan(state)
        # Spent by its suit, not its name: the Lost Souls keep its suit, face up (10.2.6), for Adjust Outcast.
        kept = suit_kept(state, edits, suit) if self.card is None else None
        return [*edits, *hirelings.score_edits(state, LIZARDS, points)[0],
                state.set_edit("used", state.used | {f"{SCORE_USED}:{suit}"}), *([kept] if kept else [])]

    def describe(self, law):
        return SCORE_LOG("10.5.3")


@record(frozen=True)
class RitualSacrifice(_Ritual):
    """Sacrifice (10.5.4): reveal a bird card to place a warrior in the Acolytes box."""

    card: str | None = None
    suit: str | None = None  # a card not named: a bird unless said otherwise
    kind = "lizards-sacrifice"

    def _plan(self, state):
        if self.card is None and self.suit is None:
            suit, edits, problem = RitualSacrifice(suit=BIRD)._reveal_plan(state)
        else:
            suit, edits, problem = self._reveal_plan(state)
        if problem is not None:
            return None, problem
        if not state.supply.get((LIZARDS, WARRIOR), 0):
            return None, impossible(NO_WARRIOR_LEFT("10.5.4", "1.5.1"))
        warning = _first(timing(state, "daylight", "10.5.4"),
                         None if suit == BIRD else illegal(NOT_BIRD_SACRIFICE("10.5.4", suit=suit)))
        return (suit, edits), warning

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(SACRIFICES("10.5.4"))

    def edits(self, state):
        suit, edits = self._plan(state)[0]
        board = with_board(state, revealed=[*revealed(state), suit], acolytes=acolytes(state) + 1)
        return [*edits, shift((LIZARDS, WARRIOR), SUPPLY, OUT, 1), state.set_edit("boards", board)]

    def describe(self, law):
        return SACRIFICES("10.5.4")


def _count(value):
    if value is not None and (type(value) is not int or value < 0):
        raise BadInput(BAD_COUNT(count=value))
    return value


@record(frozen=True)
class AdjustOutcast(Action):
    """Adjust Outcast (10.4.1): the suit with the most cards in the Lost Souls pile, birds
    ignored, becomes the Outcast (Hated if it was already); no one suit with the most: the
    marker stays and flips to Hated. ``fox``, ``mouse``, ``rabbit``: the pile's counts, said
    by the table when it holds cards not named (checked against the named ones otherwise)."""

    fox: int | None = None
    mouse: int | None = None
    rabbit: int | None = None
    kind = "lizards-outcast"

    def _plan(self, state):
        said = {s: _count(getattr(self, s)) for s in SUITS}
        named, unnamed = lost_souls_named(state) if tracked(state) else (None, None)
        warning = _first(timing(state, "birdsong", "10.4.1"),
                         illegal(OUTCAST_ONCE("10.4.1")) if OUTCAST_USED in state.used else None)
        if all(v is None for v in said.values()):
            if named is None or unnamed:
                raise BadInput(COUNTS_UNSAID("10.4.1", "10.2.6"))  # what to say, and why
            counts = named
        else:
            counts = {s: said[s] or 0 for s in SUITS}
            if named is not None and not unnamed and named != counts:
                warning = _first(warning, illegal(COUNTS_DIFFER("10.4.1", "10.2.6", **named)))
            elif named is not None and (any(counts[s] < named[s] for s in SUITS)
                                        or sum(counts.values()) - sum(named.values()) > unnamed):
                # Counts said for cards not named: at least the named ones of each suit, and no
                # more cards than the pile holds (birds ignored, 10.4.1).
                warning = _first(warning, illegal(COUNTS_DO_NOT_FIT("10.4.1", "10.2.6", count=sum(named.values())
                                                                    + unnamed, **named)))
        return adjusted(outcast(state), hated(state), counts), warning

    def check(self, state):
        (suit, is_hated), warning = self._plan(state)
        if suit is None:
            done = OUTCAST_NONE("10.4.1")
        else:
            done = (OUTCAST_HATED if is_hated else OUTCAST_SET)("10.4.1", suit=suit)
        return warning or legal(done)

    def edits(self, state):
        (suit, is_hated), _ = self._plan(state)
        return [state.set_edit("boards", with_board(state, outcast=suit, hated=is_hated)),
                state.set_edit("used", state.used | {OUTCAST_USED})]

    def describe(self, law):
        return OUTCAST_LOG("10.4.1")


def _conspiracy(state, where: int, name: str, what):
    """(cost, problem): what every conspiracy asks (10.4.3): the Outcast known, a clearing of
    its suit, the acolytes it costs (one fewer when Hated); impossible problems first."""
    suit = outcast(state)
    if suit is None:
        return None, impossible(NO_OUTCAST("10.4.3"))
    cost = conspiracy_cost(state, name)
    have = acolytes(state)
    if have < cost:
        return cost, impossible(TOO_FEW_ACOLYTES("10.4.3", what=what("10.4.3"), cost=cost, have=have))
    warning = _first(timing(state, "birdsong", "10.4.3"),
                     None if state.suits.get(where) == suit else
                     illegal(NOT_OUTCAST("10.4.3", where=where, suit=state.suits.get(where), outcast=suit)))
    return cost, warning


def _enemy(state, who: str):
    if who == LIZARDS or who not in state.in_game or state.controllers.get(who) == LIZARDS:
        raise BadInput(NOT_AN_ENEMY(who=who))


@record(frozen=True)
class Crusade(Action):
    """Crusade (10.4.3.I): spend acolytes to battle in an Outcast clearing (``to`` not given:
    the battle is played next), or to move ``count`` warriors from an Outcast clearing to
    ``to`` (a move, 4.2), then battle there if the Cult wishes."""

    clearing: int
    to: int | None = None
    count: int = 1
    kind = "lizards-crusade"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        cost, warning = _conspiracy(state, where, "crusade", CRUSADE)
        if warning is not None and not warning.possible:
            return None, warning
        if self.to is None:  # a battle: the Cult's warriors and an enemy's piece there (4.3)
            from rootboard.game.battle.resolution import NO_ATTACKER_THERE
            from rootboard.game.kinds import MAP

            if not state.count(where, (LIZARDS, WARRIOR)):
                return None, impossible(NO_ATTACKER_THERE("10.4.3.I", "4.3", who=LIZARDS, where=where))
            if not any(n for (f, _), n in state.pieces_at(where).items()
                       if f not in (LIZARDS, MAP) and state.controllers.get(f) != LIZARDS):
                return None, impossible(NO_ENEMY_THERE("10.4.3.I", "4.3", where=where))
            return ([], [], cost), warning
        move = MoveRequest(LIZARDS, where, _clearing(state, self.to), self.count)
        verdict = check_move(state, move)
        if not verdict.possible:
            return None, verdict
        return (Move(move).edits(state), list(verdict.notes), cost), _first(warning, None if verdict.legal else verdict)

    def _done(self, cost):
        if self.to is None:
            return CRUSADE_BATTLE("10.4.3.I", cost=cost, where=self.clearing)
        return CRUSADE_MOVE("10.4.3.I", "4.2", cost=cost, count=self.count, origin=self.clearing, to=self.to)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(self._done(plan[2]), *plan[1])

    def edits(self, state):
        moves, _, cost = self._plan(state)[0]
        return [*_spend_acolytes(state, cost), *moves]

    def describe(self, law):
        return CRUSADE_LOG("10.4.3.I", where=self.clearing)


def _spend_acolytes(state, n: int) -> list:
    """Acolytes spent, returned to the supply (10.4.3)."""
    return [shift((LIZARDS, WARRIOR), OUT, SUPPLY, n),
            state.set_edit("boards", with_board(state, acolytes=acolytes(state) - n))]


@record(frozen=True)
class Convert(Action):
    """Convert (10.4.3.II): spend acolytes to replace an enemy warrior (``enemy``'s) in an
    Outcast clearing with a Cult warrior; the replace must be completed."""

    clearing: int
    enemy: str
    kind = "lizards-convert"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        _enemy(state, self.enemy)
        cost, warning = _conspiracy(state, where, "convert", CONVERT)
        if warning is not None and not warning.possible:
            return None, warning
        request = PieceRequest(self.enemy, WARRIOR, where)
        removed = check_remove(state, request, LIZARDS)
        if not removed.possible:
            return None, removed
        if not state.supply.get((LIZARDS, WARRIOR), 0):  # must complete (10.4.3, 16.6.21)
            return None, impossible(MUST_COMPLETE("10.4.3", "16.6.21", why=NO_WARRIOR_LEFT("1.5.1")))
        scratch = state.position_copy()
        edits = Remove(request, LIZARDS).edits(scratch)
        scratch.apply(edits)
        refused = place_refusal(scratch, PieceRequest(LIZARDS, WARRIOR, where))
        if refused is not None and not refused.possible:
            return None, refused
        return (edits, cost, removed.notes), _first(warning, None if removed.legal else removed,
                                                    refused)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        return warning or legal(CONVERTS("10.4.3.II", cost=plan[1], who=self.enemy, where=self.clearing), *plan[2])

    def edits(self, state):
        removal, cost, _ = self._plan(state)[0]
        return [*_spend_acolytes(state, cost), *removal, shift((LIZARDS, WARRIOR), SUPPLY, self.clearing, 1)]

    def describe(self, law):
        return CONVERT_LOG("10.4.3.II", where=self.clearing)


@record(frozen=True)
class Sanctify(Action):
    """Sanctify (10.4.3.III): spend acolytes to replace an enemy building (``enemy``'s
    ``building``) in an Outcast clearing with a garden of the Outcast suit; the replace must be
    completed. Removing an enemy building scores a point (3.2.1)."""

    clearing: int
    enemy: str
    building: str
    kind = "lizards-sanctify"

    def _plan(self, state):
        where = _clearing(state, self.clearing)
        _enemy(state, self.enemy)
        if state.law.kinds.get((self.enemy, self.building)) != BUILDING:
            raise BadInput(NOT_A_BUILDING(piece=self.building, who=self.enemy))
        cost, warning = _conspiracy(state, where, "sanctify", SANCTIFY)
        if warning is not None and not warning.possible:
            return None, warning
        garden = f"{outcast(state)}-garden"
        request = PieceRequest(self.enemy, self.building, where)
        removed = check_remove(state, request, LIZARDS)
        if not removed.possible:
            return None, removed
        if not state.supply.get((LIZARDS, garden), 0):  # must complete (10.4.3, 16.6.21)
            return None, impossible(MUST_COMPLETE("10.4.3", "16.6.21",
                                                  why=NO_GARDEN_LEFT("1.5.1", suit=outcast(state))))
        scratch = state.position_copy()
        edits = Remove(request, LIZARDS).edits(scratch)
        scratch.apply(edits)
        refused = place_refusal(scratch, PieceRequest(LIZARDS, garden, where))
        if refused is not None and not refused.possible:
            return None, refused
        kind = state.law.kinds.get((self.enemy, self.building))
        points = 1 if kind in (BUILDING, TOKEN) else 0  # 3.2.1
        return (edits, cost, garden, points, removed.notes), _first(warning, None if removed.legal else removed,
                                                                    refused)

    def check(self, state):
        plan, warning = self._plan(state)
        if plan is None:
            return warning
        _, cost, _, points, removal_notes = plan
        _, notes = hirelings.score_edits(state, LIZARDS, points)
        notes = [*removal_notes, *notes]
        done = SANCTIFIES("10.4.3.III", cost=cost, who=self.enemy, piece=self.building, where=self.clearing,
                          suit=outcast(state))
        return warning or legal(done, SCORES_REMOVED("3.2.1") if points else None, *notes)

    def edits(self, state):
        removal, cost, garden, points, _ = self._plan(state)[0]
        return [*_spend_acolytes(state, cost), *removal, shift((LIZARDS, garden), SUPPLY, self.clearing, 1),
                *(hirelings.score_edits(state, LIZARDS, points)[0] if points else [])]

    def describe(self, law):
        return SANCTIFY_LOG("10.4.3.III", where=self.clearing)



OUTCAST_CHOSEN = Template("lizards.outcast.chosen", "the Outcast is already on {suit:suit}: it is placed at setup, "
                          "and adjusted by the Lost Souls after (Adjust Outcast)")
OUTCAST_CHOOSE_LOG = Template("lizards.outcast.choose-log", "the Lizard Cult places the Outcast")
NOT_A_SUIT = Template("lizards.outcast.not-a-suit", "{suit!r} is not a suit the Outcast goes on: fox, mouse or rabbit")


@record(frozen=True)
class ChooseOutcast(Action):
    """The Outcast placed on any suit at setup (10.3.3), for a game whose setup did not place it
    (a Rootlog's setup turn writes ``$_o->F``): once, while no Outcast is kept."""

    suit: str
    kind = "lizards-choose-outcast"

    def _suit(self):
        if self.suit not in SUITS:
            raise BadInput(NOT_A_SUIT(suit=self.suit))
        return self.suit

    def check(self, state):
        suit = self._suit()
        kept = outcast(state)
        if kept is not None:
            return illegal(OUTCAST_CHOSEN("10.3.3", "10.4.1", suit=kept))
        return legal(OUTCAST_SET("10.3.3", suit=suit))

    def edits(self, state):
        return [state.set_edit("boards", with_board(state, outcast=self._suit(), hated=False))]

    def describe(self, law):
        return OUTCAST_CHOOSE_LOG("10.3.3")


NOTHING_REVEALED = Template("lizards.return.nothing",
                            "the Lizard Cult has revealed no card this turn: nothing to return")
RETURN_LOG = Template("lizards.return.log", "the Lizard Cult returns the cards revealed this turn")


@record(frozen=True)
class ReturnRevealed(Action):
    """Return Revealed Cards (10.6.1), in Evening: what the turn's step does when it is left
    (rootboard.game.factions.lizards.board.revealed_returned), as an action of its own for a game whose turn is not
    walked step by step (a Rootlog replayed, whose spec leaves the return unwritten)."""

    kind = "lizards-return"

    def _leaving(self, state):
        from rootboard.game.factions.lizards.board import revealed_returned

        return revealed_returned(state)

    def check(self, state):
        edits, notes = self._leaving(state)
        if not edits:
            return impossible(NOTHING_REVEALED("10.6.1"))
        return timing(state, "evening", "10.6.1") or (legal(*notes) if notes else legal(RETURN_LOG("10.6.1")))

    def edits(self, state):
        return self._leaving(state)[0]

    def describe(self, law):
        return RETURN_LOG("10.6.1")

ACTIONS = (AdjustOutcast, ChooseOutcast, Crusade, Convert, Sanctify, RitualBuild, RitualRecruit, RitualScore,
           RitualSacrifice, ReturnRevealed)

