"""The swayed ministers' actions (12.5.2, Parliament): each its own action, once a turn, taken
only while its minister is swayed; the Mayor takes the action of a swayed noble or squire.

A minister whose action is a move or a battle (Captain, Marshal, Brigadier) is marked taken,
and the move or battle is then played as everyone's action ("move", "battle"), as the Eyrie's
Decree is (7.5.2). The Foremole builds by revealing any card; the Banker spends cards of one
suit for as many points; the lords score by the map. Points go through ``Edit("score", ...)``.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.factions.duchy.actions import (build_plan, card_suit, first, revealed_edit, spend, suit_word,
                                                   timing)
from rootboard.game.factions.duchy.board import (BIRD, CITADEL, DUCHESS_POINTS, DUCHY, LORD, MARKET, MAYOR_USED,
                                                 MINISTER_USED, MINISTERS, PER_BUILDING_POINTS, TUNNEL, on_map,
                                                 swayed)
from rootboard.game.kinds import SUPPLY
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_SWAYED = Template("duchy.minister.not-swayed", "the {minister:minister} is not swayed: only a swayed minister "
                      "takes its action")
TAKEN = Template("duchy.minister.taken", "the {minister:minister} has taken its action this turn: once a turn")
MINISTER_LOG = Template("duchy.minister.log", "the {minister:minister} takes its action")
FOREMOLE = Template("duchy.foremole.done", "the Foremole: the Duchy reveals a {suit:suit} card and builds "
                    "{building:piece.a} in {where:area}")
CAPTAIN = Template("duchy.captain.done", "the Captain: a battle, played next ('battle')")
MARSHAL = Template("duchy.marshal.done", "the Marshal: a move, played next ('move')")
BRIGADIER = Template("duchy.brigadier.done", "the Brigadier: up to two moves or up to two battles, played next")
BANKER = Template("duchy.banker.done", "the Banker: the Duchy spends {count} {suit:suit} card for {count} VP",
                  plural="the Banker: the Duchy spends {count} {suit:suit} cards for {count} VP", count="count")
BANKER_NONE = Template("duchy.banker.none", "the Banker spends at least one card (cards=[...] or unnamed=N with "
                       "suit=...)")
BANKER_SUITS = Template("duchy.banker.suits", "the Banker spends cards of one suit; these are of several")
DUCHESS = Template("duchy.duchess.done", "the Duchess of Mud: all three tunnels are on the map, {points} VP",
                   plural="the Duchess of Mud: all three tunnels are on the map, {points} VP", count="points")
DUCHESS_SHORT = Template("duchy.duchess.short", "the Duchess of Mud scores only with all three tunnels on the map; "
                         "{count} are", plural="the Duchess of Mud scores only with all three tunnels on the map; "
                         "{count} are", count="count")
PER_BUILDING = Template("duchy.lord.done", "the {minister:minister}: {count} {building:pieces} on the map, "
                        "{points} VP", plural="the {minister:minister}: {count} {building:pieces} on the map, "
                        "{points} VP", count="points")
NONE_ON_MAP = Template("duchy.lord.none", "the {minister:minister} scores per {building:piece} on the map, and "
                       "there is none")
MAYOR_WHICH = Template("duchy.mayor.which", "the Mayor takes the action of a swayed noble or squire other than "
                       "itself, not the {minister:minister}")


class Minister(Action):
    """A swayed minister's action (12.5.2): its own effect (``effect``: (edits, message) or a
    refusal), once a turn, only while swayed."""

    minister = ""

    def effect(self, state):
        """((edits, message), warning): what the minister does."""
        raise NotImplementedError

    def _plan(self, state, acting=None):
        acting = acting or self.minister
        plan, warning = self.effect(state)
        if plan is None:
            return None, warning
        return plan, first(timing(state, "daylight", "12.5.2"),
                           None if acting in swayed(state) else illegal(NOT_SWAYED("12.5.2", minister=acting)),
                           illegal(TAKEN("12.5.2", minister=acting))
                           if f"{MINISTER_USED}:{acting}" in state.used else None,
                           warning)

    def check(self, state):
        plan, warning = self._plan(state)
        return warning or legal(*plan[1])

    def edits(self, state):
        return [*self._plan(state)[0][0], state.set_edit("used", state.used | {f"{MINISTER_USED}:{self.minister}"})]

    def describe(self, law):
        return MINISTER_LOG("12.5.2", minister=self.minister)


@record(frozen=True)
class Foremole(Minister):
    """Foremole (12.5.2): reveal any card to build a citadel or market in any clearing the Duchy
    rules, matching or not."""

    clearing: int
    building: str
    card: str | None = None
    suit: str | None = None
    kind = "duchy-foremole"
    minister = "foremole"

    def effect(self, state):
        plan, warning = build_plan(state, self.clearing, self.building, self.card, self.suit, "12.5.2", True)
        if plan is None:
            return None, warning
        shown, edits = plan
        edits = [*edits, shift((DUCHY, self.building), SUPPLY, self.clearing, 1), revealed_edit(state, [shown])]
        return (edits, [FOREMOLE("12.5.2", suit=shown, building=self.building, where=self.clearing)]), warning


def _marker(kind_name: str, name: str, done: Template, doc: str):
    @record(frozen=True)
    class Marked(Minister):
        kind = kind_name
        minister = name

        def effect(self, state):
            return ([], [done("12.5.2")]), None

    Marked.__name__ = Marked.__qualname__ = name.title()
    Marked.__doc__ = doc
    return Marked


Captain = _marker("duchy-captain", "captain", CAPTAIN, "Captain (12.5.2): initiate a battle, played next.")
Marshal = _marker("duchy-marshal", "marshal", MARSHAL, "Marshal (12.5.2): take a move, played next.")
Brigadier = _marker("duchy-brigadier", "brigadier", BRIGADIER,
                    "Brigadier (12.5.2): up to two moves or up to two battles, played next.")


@record(frozen=True)
class Banker(Minister):
    """Banker (12.5.2): spend any number of cards (even one) of the same suit (``cards`` named,
    ``unnamed`` more of ``suit``) to score as many points. Birds match any suit (2.1.1)."""

    cards: tuple[str, ...] = ()
    unnamed: int = 0
    suit: str | None = None
    kind = "duchy-banker"
    minister = "banker"

    def effect(self, state):
        count = len(self.cards) + self.unnamed
        if count < 1 or self.unnamed < 0:
            raise BadInput(BANKER_NONE())
        suit_word(self.suit)
        if self.unnamed and self.suit is None:
            card_suit(state, None, None)  # says the suit is wanted
        suits = {card_suit(state, c, None) for c in self.cards} | ({self.suit} if self.suit else set())
        kinds = suits - {BIRD}
        warning = illegal(BANKER_SUITS("12.5.2")) if len(kinds) > 1 else None
        edits, problem = spend(state, self.cards, self.unnamed)
        if edits is None:
            return None, impossible(problem)
        edits = [*edits, *hirelings.score_edits(state, DUCHY, count)[0]]
        said = next(iter(kinds), BIRD) if len(kinds) <= 1 else sorted(kinds)[0]
        return (edits, [BANKER("12.5.2", count=count, suit=said), *hirelings.score_edits(state, DUCHY, count)[1]]), \
            warning


@record(frozen=True)
class Duchess(Minister):
    """Duchess of Mud (12.5.2): two points with all three tunnels on the map."""

    kind = "duchy-duchessofmud"
    minister = "duchessofmud"

    def effect(self, state):
        count, total = on_map(state, TUNNEL), state.law[DUCHY].piece(TUNNEL).count
        if count < total:
            return None, impossible(DUCHESS_SHORT("12.5.2", count=count))
        edits, notes = hirelings.score_edits(state, DUCHY, DUCHESS_POINTS)
        return (edits, [DUCHESS("12.5.2", points=DUCHESS_POINTS), *notes]), None


def _per_building(cls_name: str, kind_name: str, name: str, building: str, doc: str):
    @record(frozen=True)
    class Lord(Minister):
        kind = kind_name
        minister = name

        def effect(self, state):
            count = on_map(state, building)
            if not count:
                return None, impossible(NONE_ON_MAP("12.5.2", minister=name, building=building))
            points = count * PER_BUILDING_POINTS
            edits, notes = hirelings.score_edits(state, DUCHY, points)
            return (edits, [PER_BUILDING("12.5.2", minister=name, count=count, building=building, points=points),
                            *notes]), None

    Lord.__name__ = Lord.__qualname__ = cls_name
    Lord.__doc__ = doc
    return Lord


Baron = _per_building("Baron", "duchy-baronofdirt", "baronofdirt", MARKET,
                      "Baron of Dirt (12.5.2): a point per market on the map.")
Earl = _per_building("Earl", "duchy-earlofstone", "earlofstone", CITADEL,
                     "Earl of Stone (12.5.2): a point per citadel on the map.")

BY_MINISTER = {c.minister: c for c in (Foremole, Captain, Marshal, Brigadier, Banker, Duchess, Baron, Earl)}


@record(frozen=True)
class Mayor(Minister):
    """Mayor (12.5.2): take the action of any swayed noble or squire (``as_minister``), with its
    fields (a Foremole's ``clearing``, ``building``, ``card``, ``suit``; a Banker's ``cards``,
    ``unnamed``, ``suit``). The Mayor's action is the one taken this turn, not that minister's."""

    as_minister: str
    clearing: int | None = None
    building: str | None = None
    card: str | None = None
    suit: str | None = None
    cards: tuple[str, ...] = ()
    unnamed: int = 0
    kind = "duchy-mayor"
    minister = "mayor"

    def _copied(self):
        cls = BY_MINISTER.get(self.as_minister)
        if cls is None or MINISTERS[self.as_minister] == LORD:
            raise BadInput(MAYOR_WHICH(minister=self.as_minister if self.as_minister in MINISTERS else "mayor"))
        if cls is Foremole:
            return Foremole(self.clearing, self.building, self.card, self.suit)
        if cls is Banker:
            return Banker(self.cards, self.unnamed, self.suit)
        return cls()

    def effect(self, state):
        copied = self._copied()
        plan, warning = copied.effect(state)
        if plan is None:
            return None, warning
        not_swayed = None if self.as_minister in swayed(state) else \
            illegal(NOT_SWAYED("12.5.2", minister=self.as_minister))
        return plan, first(not_swayed, warning)

    def edits(self, state):
        # Marked with the minister it stood for: the moves or battles that lets the Duchy take
        # (board.GRANTS), in one edit of the marks with its own.
        marks = {f"{MINISTER_USED}:{self.minister}", f"{MAYOR_USED}:{self.as_minister}"}
        return [*self._plan(state)[0][0], state.set_edit("used", state.used | marks)]


MINISTER_ACTIONS = (*BY_MINISTER.values(), Mayor)
ACTIONS = MINISTER_ACTIONS
