"""The hirelings' actions, taken by their controller in its own turn (16.4.2.III-IV): one
hireling's Birdsong or Daylight action, resolved by the table (``hireling-use``: rootboard
judges when it may be taken and counts it, and says what the card does), and the choices of
such an action that rootboard plays and checks itself: one of the hireling's warriors placed
(``hireling-place``), a warrior of its controller placed at each of its warriors
(``hireling-at-each``). Fields are JSON words: ``rootboard act GAME hireling-place
hireling=popular-band where=5``. When each is offered is :mod:`.turn`'s; when it may be
taken, :mod:`.uses`.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.uses import UNCONTROLLED, SECTIONS, effect, kind_of, refusal, use_of, used_key
from rootboard.board.topology import path_ends
from rootboard.game.hirelings import showing
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

USES = Template("hireling-use.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} action; the "
                "table resolves it: {what}")
USE_LOG = Template("hireling-use.log", "{hireling:faction.whose} action taken by its controller")
PLAYED_HERE = Template("hireling-use.played-here", "{hireling:card.whose} action ({what}) is rootboard's to play and "
                       "check: 'rootboard act GAME {kind} hireling={id}'")
NO_PLACING = Template("hireling-place.no-placing", "{hireling:card.whose} action places no warrior of its own")
NOT_A_CLEARING = Template("hireling-place.not-a-clearing", "{where:area} is not a clearing: {hireling:card.whose} "
                          "card places its warrior in a clearing")
NOT_A_PATH = Template("hireling-place.not-a-path", "{where:area} is not a path: {hireling:card.whose} card places "
                      "its warrior on a path")
HAS_ONE = Template("hireling-place.has-one", "{where:area} already holds one of {hireling:card.whose} warriors: "
                   "its card places one where there is none")
NO_CONTROLLER_BY_PATH = Template("hireling-place.no-controller-by-path", "{controller:faction} {controller:faction|"
                                 "sg=has|pl=have} no faction piece in either clearing of {where:area}: "
                                 "{hireling:card.whose} card places its warrior on a path touching a clearing with "
                                 "its controller's faction pieces")
NO_CONTROLLER_PIECE = Template("hireling-place.no-controller-piece", "{controller:faction} {controller:faction|"
                               "sg=has|pl=have} no faction piece in {where:area}: {hireling:card.whose} card places "
                               "its warrior in a clearing with its controller's faction pieces")
PLACES = Template("hireling-place.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} action: "
                  "a warrior placed in {where:area}")
NO_AT_EACH = Template("hireling-at-each.none", "{hireling:card.whose} action places no warrior of its controller "
                      "at its warriors")
NONE_ON_MAP = Template("hireling-at-each.none-on-map", "none of {hireling:card.whose} warriors are on the map: there "
                       "is nowhere to place at")
NO_WARRIOR_LEFT = Template("hireling-at-each.no-warrior", "{who:faction} {who:faction|sg=has|pl=have} no warrior "
                           "left in {who:faction|sg=its|pl=their} supply")
CHOOSE = Template("hireling-at-each.choose", "{who:faction} {who:faction|sg=has|pl=have} {have} warrior for {count} "
                  "places: name the clearing it goes to (clearings=[...])", plural="{who:faction} "
                  "{who:faction|sg=has|pl=have} {have} warriors for {count} places: name the clearings they go to "
                  "(clearings=[...])", count="have")
NOT_AT_ONE = Template("hireling-at-each.not-there", "{where:area} holds {have} of {hireling:card.whose} warriors, "
                      "{asked} named there")
AT_EACH = Template("hireling-at-each.done", "{who:faction} {who:faction|sg=places|pl=place} {count} warrior at "
                   "{hireling:card.whose} warriors", plural="{who:faction} {who:faction|sg=places|pl=place} {count} "
                   "warriors at {hireling:card.whose} warriors", count="count")
AT_EACH_LOG = Template("hireling-at-each.log", "{hireling:faction}: a warrior of its controller at each of its "
                       "warriors")
# The first part of an action whose placing rootboard plays, played by the table before it.
FIRST = {"draw-in": Template("hireling-place.first.draw-in", "its first part, before the placing, is the "
                             "table's: in a clearing with a warrior of {hireling:card}, faction warriors from each "
                             "adjacent clearing may be drawn in ('rootboard move')")}
LIFT_NEEDED = Template("hireling-place.lift-needed", "no warrior of {hireling:card} is left in its supply: name "
                       "the one its card lets you remove in order to place it (lift=PATH)")
LIFT_NOT_NEEDED = Template("hireling-place.lift-not-needed", "a warrior of {hireling:card} is left in its supply (or "
                           "its card lifts none): none is removed to be placed")
LIFT_NONE_THERE = Template("hireling-place.lift-none-there", "{where:area} holds no warrior of {hireling:card} to "
                           "remove")
PLACE_LOG = Template("hireling-place.log", "{hireling:faction}: a warrior placed in {where:area}")


@record(frozen=True)
class UseHireling(Action):
    """Action number ``use`` of ``hireling``'s side showing, taken by its controller and resolved
    by the table (16.4.2.III-IV): judged for who, when and how often, and counted."""

    hireling: str
    use: int = 1
    kind = "hireling-use"

    def check(self, state):
        spec = use_of(state, self.hireling, self.use)
        side = showing(state, self.hireling)
        problem = refusal(state, self.hireling, self.use)
        if problem is not None:
            return problem
        if spec.get("only"):  # the whole action is a warrior placed: rootboard checks where
            return illegal(PLAYED_HERE(SECTIONS[spec["at"]], hireling=side, id=self.hireling, kind=kind_of(spec),
                                       what=effect(state, self.hireling, self.use)))
        return legal(USES(SECTIONS[spec["at"]], who=state.current, hireling=side,
                          what=effect(state, self.hireling, self.use)))

    def edits(self, state):
        return [state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return USE_LOG("16.4.2", hireling=self.hireling)


@record(frozen=True)
class PlaceWarrior(Action):
    """The choice of ``hireling``'s action ``use`` that places one of its warriors at ``where``
    (its card says where: any clearing, one without its warriors, one with its controller's
    faction pieces, or a path without one by such a clearing), taken by its controller
    (16.4.2.IV); the action is spent."""

    hireling: str
    where: int | str
    use: int = 1
    lift: int | str | None = None  # where one is taken from to be placed, its supply empty (its card)
    kind = "hireling-place"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.lift is None:
            del data["lift"]  # as files written before a warrior could be lifted
        return data

    def area(self, state):
        """Where, as an area of this map; BadInput when it is none."""
        return state.parse_area(self.where)

    def _lifted(self, state, spec, side, section):
        """The area a warrior is lifted from (its supply empty, and its card lets it), or None;
        BadInput when one must be named and is not, or is named and need not be."""
        if not spec.get("lift") or state.supply.get((self.hireling, WARRIOR), 0):
            if self.lift is not None:
                raise BadInput(LIFT_NOT_NEEDED(hireling=side))
            return None
        if self.lift is None:
            raise BadInput(LIFT_NEEDED(hireling=side))
        lifted = state.parse_area(self.lift)
        if not state.count(lifted, (self.hireling, WARRIOR)):
            raise BadInput(LIFT_NONE_THERE(where=lifted, hireling=side))
        return lifted

    def _scratch(self, state):
        """The position the warrior is placed on: with the one lifted back in its supply."""
        spec = use_of(state, self.hireling, self.use)
        lifted = self._lifted(state, spec, showing(state, self.hireling), SECTIONS[spec["at"]])
        if lifted is None:
            return state, None
        scratch = state.position_copy()
        scratch.apply([shift((self.hireling, WARRIOR), lifted, SUPPLY, 1)])
        return scratch, lifted

    def _plan(self, state):
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        where = self.area(state)
        if "place" not in spec:
            return impossible(NO_PLACING(section, hireling=side))
        state, _ = self._scratch(state)
        refused = place_refusal(state, PieceRequest(self.hireling, WARRIOR, where))
        if refused is not None and not refused.possible:
            return refused
        return next((v for v in (refusal(state, self.hireling, self.use), _where_refused(state, self.hireling, spec,
                                                                                          where, section),
                                 refused) if v is not None), None)

    def check(self, state):
        problem = self._plan(state)
        if problem is not None:
            return problem
        spec = use_of(state, self.hireling, self.use)
        section = SECTIONS[spec["at"]]
        side = showing(state, self.hireling)
        first = [FIRST[spec["first"]](section, hireling=side)] if spec.get("first") else []
        return legal(PLACES(section, who=state.current, hireling=side, where=self.area(state)), *first)

    def edits(self, state):
        _, lifted = self._scratch(state)
        return [*([shift((self.hireling, WARRIOR), lifted, SUPPLY, 1)] if lifted is not None else []),
                shift((self.hireling, WARRIOR), SUPPLY, self.area(state), 1),
                state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return PLACE_LOG("16.4.2.IV", hireling=self.hireling, where=self.where)


@record(frozen=True)
class PlaceAtEach(Action):
    """The choice of ``hireling``'s action ``use`` that places a warrior of its controller at
    each of the hireling's warriors (Bandit Gangs), taken by its controller (16.4.2.IV); when
    the controller's supply holds fewer warriors than that, ``clearings`` names where those it
    has go (one per hireling warrior there, 1.5.1)."""

    hireling: str
    use: int = 1
    clearings: tuple[int, ...] = ()
    kind = "hireling-at-each"

    def _plan(self, state):
        """((controller, {clearing: warriors}), problem) or (None, why it cannot be done)."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if not spec.get("at_each"):
            return None, impossible(NO_AT_EACH(section, hireling=side))
        controller = state.controllers.get(self.hireling)
        if controller is None:  # nobody's warriors to place, even taught (16.4.2)
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        problem = refusal(state, self.hireling, self.use)
        at = {c: state.count(c, (self.hireling, WARRIOR)) for c in state.where_is((self.hireling, WARRIOR))
              if isinstance(c, int)}
        if not at:
            return None, impossible(NONE_ON_MAP(section, hireling=side))
        have = state.supply.get((controller, WARRIOR), 0)
        if not have:
            return None, impossible(NO_WARRIOR_LEFT(section, "1.5.1", who=controller))
        if have >= sum(at.values()):
            places = dict(at)
        else:
            if len(self.clearings) != have:
                raise BadInput(CHOOSE(who=controller, have=have, count=sum(at.values())))
            places = {}
            for c in self.clearings:
                places[c] = places.get(c, 0) + 1
            for c, n in places.items():
                if n > at.get(c, 0):
                    problem = problem or illegal(NOT_AT_ONE(section, where=c, hireling=side, have=at.get(c, 0),
                                                            asked=n))
        for c, n in sorted(places.items()):
            refused = place_refusal(state, PieceRequest(controller, WARRIOR, c, n))
            if refused is not None and not refused.possible:
                return None, refused
            problem = problem or refused
        return (controller, places), problem

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        controller, places = plan
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        return problem or legal(AT_EACH(section, who=controller, hireling=showing(state, self.hireling),
                                        count=sum(places.values())))

    def edits(self, state):
        controller, places = self._plan(state)[0]
        return [*(shift((controller, WARRIOR), SUPPLY, c, n) for c, n in sorted(places.items())),
                state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return AT_EACH_LOG("16.4.2.IV", hireling=self.hireling)


def _where_refused(state, hireling: str, spec: dict, where, section: str):
    """Why the card does not place the warrior at ``where`` (its ``place`` rule), or None."""
    side, rule, controller = showing(state, hireling), spec["place"], state.controllers.get(hireling)
    if rule == "path":
        if not isinstance(where, str) or "-" not in where:
            return impossible(NOT_A_PATH(section, where=where, hireling=side))
        if state.count(where, (hireling, WARRIOR)):
            return illegal(HAS_ONE(section, where=where, hireling=side))
        if controller is not None and not any(_has_faction_piece(state, controller, c) for c in path_ends(where)):
            return illegal(NO_CONTROLLER_BY_PATH(section, where=where, hireling=side, controller=controller))
        return None
    if not isinstance(where, int):
        return impossible(NOT_A_CLEARING(section, where=where, hireling=side))
    if rule == "without-own" and state.count(where, (hireling, WARRIOR)):
        return illegal(HAS_ONE(section, where=where, hireling=side))
    if rule == "controller" and controller is not None and not _has_faction_piece(state, controller, where):
        return illegal(NO_CONTROLLER_PIECE(section, where=where, hireling=side, controller=controller))
    return None


def _has_faction_piece(state, fid: str, where) -> bool:
    """A piece of ``fid``'s own in ``where`` (its hirelings' are not its faction pieces, 16.4.3.III)."""
    return any(n for (owner, _), n in state.pieces_at(where).items() if owner == fid)


ACTIONS = (UseHireling, PlaceWarrior, PlaceAtEach)
