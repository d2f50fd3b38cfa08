"""The Last Dynasty's Once-per-Daylight action, judged by rootboard against the position (16.4.2.IV;
its card, one transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`). Its three
choices each have a condition the map decides:

* ``land``: with no Dynasty warriors on the map, all of them are placed in a map-edge clearing
  (16.6.15, derived), and battle there;
* ``march``: where they stand and rule (a controlled hireling's pieces count for its controller's
  rule, 16.4.3.I), all of them move, then battle if they can;
* ``siege``: where they stand and do not rule, they battle there twice.

rootboard places the landing and checks each condition; the moves and battles that follow are
the table's (``rootboard move``, ``rootboard battle``), judged as any move and battle are
(16.4.3.IV: only the hireling's own pieces).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import SUPPLY, WARRIOR
from rootboard.game.placement import PieceRequest, place_refusal
from rootboard.game.rules import ruling
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

CHOICES = ("land", "march", "siege")

NO_DYNASTY = Template("hireling-dynasty.none", "{hireling:card.whose} action has no such choices")
UNKNOWN_CHOICE = Template("hireling-dynasty.unknown", "{choice!r} is not a choice of {hireling:card.whose} action: "
                          "land, march or siege")
NOT_A_CLEARING = Template("hireling-dynasty.not-a-clearing", "{where} is not a clearing of this map")
ON_MAP = Template("hireling-dynasty.on-map", "{hireling:card.whose} warriors are on the map: they land only when "
                  "none are")
NOT_EDGE = Template("hireling-dynasty.not-edge", "{where:area} is not on the map edge: {hireling:card} land in a "
                    "map-edge clearing")
NONE_THERE = Template("hireling-dynasty.none-there", "{where:area} holds none of {hireling:card.whose} warriors")
NOT_RULING = Template("hireling-dynasty.not-ruling", "{hireling:card} do not rule {where:area}: they march only "
                      "from a clearing they rule; not ruling, they battle there twice (siege)")
RULING = Template("hireling-dynasty.ruling", "{hireling:card} rule {where:area}: they besiege only a clearing they "
                  "do not rule; ruling, they move and battle (march)")
LANDS = Template("hireling-dynasty.lands", "{hireling:card}: {count} warrior lands in {where:area}; now it battles "
                 "there ('rootboard battle GAME {id} DEFENDER {where}')",
                 plural="{hireling:card}: {count} warriors land in {where:area}; now they battle there "
                 "('rootboard battle GAME {id} DEFENDER {where}')", count="count")
MARCHES = Template("hireling-dynasty.marches", "{hireling:card} rule {where:area}: now their {count} warrior there "
                   "moves ('rootboard move'), then battles if it can",
                   plural="{hireling:card} rule {where:area}: now all {count} of their warriors there move "
                   "('rootboard move'), then battle if they can", count="count")
BESIEGES = Template("hireling-dynasty.besieges", "{hireling:card} do not rule {where:area}: now they battle there "
                    "twice ('rootboard battle GAME {id} DEFENDER {where}')")
LOG = Template("hireling-dynasty.log", "{hireling:faction}: its Daylight action, in {where:area}")


def rules_there(state, hireling: str, where: int) -> bool:
    """The hireling rules ``where``: itself, or, controlled, its controller with its pieces (16.4.3.I)."""
    ruler = ruling(state, where).ruler
    return ruler is not None and ruler in (hireling, state.controllers.get(hireling))


def on_map(state, hireling: str) -> int:
    return sum(n for pieces in state.areas.values() for (owner, piece), n in pieces.items()
               if owner == hireling and piece == WARRIOR)


@record(frozen=True)
class DynastyAction(Action):
    """``hireling``'s action ``use``: ``choice`` (land, march or siege) in clearing ``where``."""

    hireling: str
    choice: str
    where: int
    use: int = 1
    kind = "hireling-dynasty"

    def _plan(self, state):
        """(warriors landing, problem), or (None, why it cannot be done)."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if "dynasty" not in spec:
            return None, impossible(NO_DYNASTY(section, hireling=side))
        if self.choice not in CHOICES:
            raise BadInput(UNKNOWN_CHOICE(choice=self.choice, hireling=side))
        if self.where not in state.topology.board.clearings:
            raise BadInput(NOT_A_CLEARING(where=self.where))
        if state.controllers.get(self.hireling) is None:
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        problem = refusal(state, self.hireling, self.use)
        if self.choice == "land":
            landing = state.supply.get((self.hireling, WARRIOR), 0)
            if on_map(state, self.hireling) or not landing:
                return 0, problem or illegal(ON_MAP(section, hireling=side))
            if self.where not in state.topology.map_edge.clearings:
                problem = problem or illegal(NOT_EDGE(section, "16.6.15", where=self.where, hireling=side))
            refused = place_refusal(state, PieceRequest(self.hireling, WARRIOR, self.where, landing))
            if refused is not None and not refused.possible:
                return None, refused
            return landing, problem or refused
        if not state.count(self.where, (self.hireling, WARRIOR)):
            return None, impossible(NONE_THERE(section, where=self.where, hireling=side))
        ruled = rules_there(state, self.hireling, self.where)
        if self.choice == "march" and not ruled:
            problem = problem or illegal(NOT_RULING(section, "16.4.3.I", where=self.where, hireling=side))
        if self.choice == "siege" and ruled:
            problem = problem or illegal(RULING(section, "16.4.3.I", where=self.where, hireling=side))
        return 0, problem

    def check(self, state):
        landing, problem = self._plan(state)
        if landing is None:
            return problem
        side = showing(state, self.hireling)
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        said = dict(hireling=side, where=self.where, id=self.hireling)
        if self.choice == "land":
            message = LANDS(section, count=landing, **said)
        elif self.choice == "march":
            message = MARCHES(section, "16.4.3.IV", count=state.count(self.where, (self.hireling, WARRIOR)), **said)
        else:
            message = BESIEGES(section, **said)
        return problem or legal(message)

    def edits(self, state):
        landing, _ = self._plan(state)
        placed = [shift((self.hireling, WARRIOR), SUPPLY, self.where, landing)] if landing else []
        return [*placed, state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.IV", hireling=self.hireling, where=self.where)


ACTIONS = (DynastyAction,)
