"""The Warm Sun Prophets' Once-per-Daylight choice that forces a player, judged by rootboard against
the position (16.4.2.IV; its card, one transcription: :data:`rootboard.game.unconfirmed.HIRELING_TURNS`):
a player (even its controller) with faction pieces in a clearing with a Prophet warrior is forced
to battle there, or to move as many pieces as it can from there to a clearing the controller
chooses, then maybe battle there. Its other choice, a Prophet warrior placed, is
``hireling-place``.

rootboard checks the clearing, the player and the destination; the battle and the moves are then
the forced player's, played by the table (``rootboard battle``, ``rootboard move``) and judged as
any are; that player scores as usual for them (16.4.3.VI).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.deploy import adjacent
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import WARRIOR
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

CHOICES = ("battle", "move")

NO_FORCE = Template("hireling-force.none", "{hireling:card.whose} action forces nobody")
UNKNOWN_CHOICE = Template("hireling-force.unknown", "{choice!r} is not a choice of {hireling:card.whose} action: "
                          "battle or move")
NOT_A_PLAYER = Template("hireling-force.not-a-player", "{who!r} is not a player of this game")
NOT_A_CLEARING = Template("hireling-force.not-a-clearing", "{where} is not a clearing of this map")
WHERE_TO = Template("hireling-force.where-to", "name the clearing the forced pieces move to (to=N)")
NO_PROPHET = Template("hireling-force.no-prophet", "{where:area} holds no warrior of {hireling:card}: it forces "
                      "only where one stands")
NO_PIECES = Template("hireling-force.no-pieces", "{who:faction} {who:faction|sg=has|pl=have} no faction piece in "
                     "{where:area} to force")
NOT_ADJACENT = Template("hireling-force.not-adjacent", "{to:area} is not adjacent to {where:area}: the forced "
                        "pieces move along a path")
BATTLES = Template("hireling-force.battles", "{hireling:card} force {who:faction} to battle in {where:area}, against "
                   "a defender its controller chooses ('rootboard battle GAME {who} DEFENDER {where}'); "
                   "{who:faction} {who:faction|sg=scores|pl=score} as usual")
MOVES = Template("hireling-force.moves", "{hireling:card} force {who:faction} to move as many pieces as "
                 "{who:faction|sg=it|pl=they} can from {where:area} to {to:area} ('rootboard move'), then maybe "
                 "battle there")
LOG = Template("hireling-force.log", "{hireling:faction}: {who:faction} forced, in {where:area}")


@record(frozen=True)
class Force(Action):
    """``hireling``'s action ``use``: ``target`` forced to ``choice`` (battle, or move to ``to``)
    from ``where``, a clearing with one of its warriors."""

    hireling: str
    target: str
    where: int
    choice: str = "battle"
    to: int | None = None
    use: int = 1
    kind = "hireling-force"

    def _problem(self, state):
        """(problem or None, True), or (why it cannot be done, False)."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if not spec.get("force"):
            return impossible(NO_FORCE(section, hireling=side)), False
        if self.choice not in CHOICES:
            raise BadInput(UNKNOWN_CHOICE(choice=self.choice, hireling=side))
        if self.target not in state.factions:
            raise BadInput(NOT_A_PLAYER(who=self.target))
        for where in (self.where, *([self.to] if self.to is not None else [])):
            if where not in state.topology.board.clearings:
                raise BadInput(NOT_A_CLEARING(where=where))
        if self.choice == "move" and self.to is None:
            raise BadInput(WHERE_TO())
        if state.controllers.get(self.hireling) is None:
            return impossible(UNCONTROLLED("16.4.2", hireling=side)), False
        if not any(n for (owner, _), n in state.pieces_at(self.where).items() if owner == self.target):
            return impossible(NO_PIECES(section, who=self.target, where=self.where)), False
        problem = refusal(state, self.hireling, self.use)
        if not state.count(self.where, (self.hireling, WARRIOR)):
            problem = problem or illegal(NO_PROPHET(section, where=self.where, hireling=side))
        if self.choice == "move" and self.to not in adjacent(state, self.where):
            problem = problem or illegal(NOT_ADJACENT(section, "4.2", to=self.to, where=self.where))
        return problem, True

    def check(self, state):
        problem, possible = self._problem(state)
        if not possible or problem is not None:
            return problem
        side = showing(state, self.hireling)
        section = SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        if self.choice == "battle":
            return legal(BATTLES(section, "16.4.3.VI", hireling=side, who=self.target, where=self.where))
        return legal(MOVES(section, hireling=side, who=self.target, where=self.where, to=self.to))

    def edits(self, state):
        return [state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.IV", hireling=self.hireling, who=self.target, where=self.where)


def candidates(state, hireling: str, n: int) -> list:
    """A battle forced on each player with faction pieces where a Prophet warrior stands (a move
    names its destination: asked)."""
    found = []
    for c in sorted(state.topology.board.clearings):
        if not state.count(c, (hireling, WARRIOR)):
            continue
        for f in state.factions:
            if any(k for (owner, _), k in state.pieces_at(c).items() if owner == f):
                found += [Force(hireling, f, c, "battle", use=n)]
                found += [Force(hireling, f, c, "move", to, use=n) for to in sorted(adjacent(state, c))]
    return found


ACTIONS = (Force,)
