"""A hireling action that moves its pawn: the Protector's Start-of-Birdsong action, a move to an
adjacent clearing ignoring rule (16.4.2.III, 4.2; the card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_TURNS`), which the Furious Protector follows by
removing one faction warrior of each player in its new clearing, its controller too (its
controller scores nothing for them, 16.4.3.VI). Judged as any move is (adjacency, the pieces
there), without its rule requirement.
"""

from __future__ import annotations

from rootboard.game.actions import Action, Move, Remove
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key, uses_of
from rootboard.game.hirelings import showing
from rootboard.game.kinds import PAWN, WARRIOR
from rootboard.game.movement import MoveRequest, check_move
from rootboard.game.placement import PieceRequest
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Message, Template
from rootboard.records import record

IGNORES_RULE = Template("hireling-move.ignores-rule", "{hireling:card.whose} pawn moves ignoring rule (its card)")
NO_MOVE = Template("hireling-move.none", "{hireling:card.whose} action moves no pawn")
NOT_ON_MAP = Template("hireling-move.not-on-map", "{hireling:card.whose} pawn is not on the map")
MOVES = Template("hireling-move.done", "{hireling:card.whose} pawn moves from {at:area} to {to:area}, ignoring rule")
REMOVES = Template("hireling-move.removes", "in {to:area}, one warrior of each player there is removed: {who:faction}")
NOT_BY_RIVER = Template("hireling-move.not-by-river", "no river joins {at:area} and {to:area}: {hireling:card} "
                        "moves along the river (its card)")
NOT_A_CLEARING = Template("hireling-move.not-a-clearing", "{to} is not a clearing of this map")
ALONG_RIVER = Template("hireling-move.along-river", "{hireling:card} moves along the river, ignoring rule (its card)")
DRAWS = Template("hireling-move.draws", "first, each player with faction pieces where {hireling:card} stood may "
                 "draw a card: {who:faction}")
MAY_BATTLE = Template("hireling-move.may-battle", "then {hireling:card} may battle in {to:area} ('rootboard battle "
                      "GAME {id} DEFENDER {to}')")
MOVE_LOG = Template("hireling-move.log", "{hireling:faction}: its pawn moves to {to:area}")


def ignores_rule(state, hireling: str) -> Message | None:
    """Why ``hireling``'s pawn moves without ruling either clearing: its side's card says so."""
    if any(use.get("move") == "ignoring-rule" for use in uses_of(state, hireling)):
        return IGNORES_RULE("16.4.2.III", hireling=showing(state, hireling))
    return None


@record(frozen=True)
class PawnMove(Action):
    """``hireling``'s action ``use``: its pawn moves to the adjacent clearing ``to``, ignoring
    rule; then, if its card says so, one faction warrior of each player there is removed."""

    hireling: str
    to: int
    use: int = 1
    kind = "hireling-move"

    def _plan(self, state):
        """((move, removals, notes), problem), or (None, why it cannot be done)."""
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if "move" not in spec:
            return None, impossible(NO_MOVE(section, hireling=side))
        if state.controllers.get(self.hireling) is None:
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        at = state.where_is((self.hireling, PAWN))
        if not at:
            return None, impossible(NOT_ON_MAP(section, hireling=side))
        move = MoveRequest(self.hireling, at[0], self.to, 1, piece=PAWN)
        if spec["move"] == "along-river":
            verdict = _along_river(state, move, side, section)
        else:
            verdict = check_move(state, move)
        if not verdict.possible:
            return None, verdict
        removals = []
        if spec.get("then") == "remove-warriors":  # each player's own warriors, never hirelings'
            removals = [Remove(PieceRequest(f, WARRIOR, self.to, 1), by=self.hireling) for f in state.factions
                        if state.count(self.to, (f, WARRIOR))]
        notes = list(verdict.notes)
        if spec.get("draws"):  # before it moves: the players with faction pieces where it stands
            drawers = tuple(f for f in state.factions if any(
                n for (owner, _), n in state.pieces_at(move.origin).items() if owner == f))
            if drawers:
                notes.append(DRAWS(section, who=drawers, hireling=side))
        if spec.get("then") == "may-battle":
            notes.append(MAY_BATTLE(section, hireling=side, id=self.hireling, to=self.to))
        problem = refusal(state, self.hireling, self.use) or (None if verdict.legal else verdict)
        return (move, removals, notes), problem

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        move, removals, notes = plan
        side, section = showing(state, self.hireling), SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        if removals:
            notes.append(REMOVES(section, "16.4.3.VI", to=self.to, who=tuple(r.request.faction for r in removals)))
        return problem or legal(MOVES(section, "4.2", hireling=side, at=move.origin, to=self.to), *notes)

    def edits(self, state):
        move, removals, _ = self._plan(state)[0]
        edits = Move(move).edits(state)
        state.apply(edits)  # the removals are of the clearing the pawn moved to: judged after the move
        try:
            for r in removals:
                step = r.edits(state)
                state.apply(step)
                edits += step
        finally:
            state.revert(edits)
        return [*edits, state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return MOVE_LOG("16.4.2.III", hireling=self.hireling, to=self.to)


def _along_river(state, move, side: str, section: str):
    """The Flotilla's move: to a clearing a river (on the Lake, the lake) joins to its own,
    ignoring rule; the river is its path here, by its card (not its controller's effect,
    16.4.3.V)."""
    if move.destination not in state.topology.board.clearings:
        return impossible(NOT_A_CLEARING(to=move.destination))
    if not state.topology.river_between(move.origin, move.destination):
        return illegal(NOT_BY_RIVER(section, at=move.origin, to=move.destination, hireling=side))
    return legal(ALONG_RIVER(section, hireling=side))


ACTIONS = (PawnMove,)
