"""The Exile's Daylight action (16.4.2.IV; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_TURNS`, ``exhaust``), checked against the items on
its card (its board, :mod:`.exile`): exhaust one item to move the Exile to an adjacent forest,
or two to battle in an adjacent clearing, as often as it wants; then refresh its items.

``hireling-exile hireling=the-exile steps=[F, N, ...]``: the steps in order, a forest (a move,
one item) or a clearing (a battle, two items), each adjacent to where the Exile stands then.
The items exhausted are counted against those on the card; all are refreshed at the end of the
action, so nothing stays exhausted and no exhausted item is kept. The pawn moves; each battle is
the table's to resolve, said with the clearing (the Exile's pawn battles from its forest, which
no battle of the Law's rules fights). The same action, played by the table without its steps,
is ``hireling-use``.
"""

from __future__ import annotations

from rootboard.board.topology import is_forest
from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.exile import items_on_card
from rootboard.game.factions.hirelings.uses import SECTIONS, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.kinds import PAWN
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

ABILITY = "16.4.2.II"

NO_EXHAUSTING = Template("hireling-exile.no-exhausting", "{hireling:card.whose} action exhausts no items on its "
                         "card: that is the Exile's")
NO_STEPS = Template("hireling-exile.no-steps", "name the Exile's steps in order (steps=[...]): a forest to move to, "
                    "or a clearing to battle in")
NOT_ON_MAP = Template("hireling-exile.not-on-map", "{hireling:card.whose} pawn is not on the map: it neither moves "
                      "nor battles")
NOT_A_STEP = Template("hireling-exile.not-a-step", "{where:area} is neither a forest nor a clearing: the Exile "
                      "moves to a forest or battles in a clearing (its card)")
NOT_ADJACENT = Template("hireling-exile.not-adjacent", "{where:area} is not adjacent to {at:area}, where "
                        "{hireling:card} stands then: it moves to an adjacent forest or battles in an adjacent "
                        "clearing (its card)")
TOO_FEW = Template("hireling-exile.too-few", "these steps exhaust {count} item, and {hireling:card.whose} card "
                   "holds {have} (one to move, two to battle; its card)",
                   plural="these steps exhaust {count} items, and {hireling:card.whose} card holds {have} (one to "
                   "move, two to battle; its card)", count="count")
DONE = Template("hireling-exile.done", "{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} "
                "action, exhausting {count} item, then refreshing them: {steps}",
                plural="{who:faction} {who:faction|sg=takes|pl=take} {hireling:card.whose} action, exhausting "
                "{count} items, then refreshing them: {steps}", count="count")
MOVES = Template("hireling-exile.moves", "to {to:area}")
BATTLES = Template("hireling-exile.battles", "a battle in {where:area}, the table's to resolve")
LOG = Template("hireling-exile.log", "{hireling:faction}: its action, its items exhausted and refreshed")


@record(frozen=True)
class ExileAction(Action):
    """The Exile's Daylight action as its steps: each a forest (a move) or a clearing (a
    battle), in order, paid with the items on its card (16.4.2.IV)."""

    hireling: str
    steps: tuple[int | str, ...] = ()
    use: int = 1
    kind = "hireling-exile"

    def _walk(self, state):
        """(areas, final forest, problem): the steps as areas, where the pawn ends, and the first
        step not adjacent to where it stands then (the table may know better)."""
        side = showing(state, self.hireling)
        found = state.where_is((self.hireling, PAWN))
        if not found:
            return None, None, impossible(NOT_ON_MAP(SECTIONS["daylight"], hireling=side))
        at, areas, problem = found[0], [], None
        for step in self.steps:
            where = state.parse_area(step)
            if not is_forest(where) and not isinstance(where, int):
                return None, None, impossible(NOT_A_STEP(ABILITY, where=where))
            if problem is None and not state.topology.is_adjacent(at, where):
                problem = illegal(NOT_ADJACENT(SECTIONS["daylight"], ABILITY, where=where, at=at, hireling=side))
            areas.append(where)
            if is_forest(where):
                at = where
        return areas, at, problem

    def _plan(self, state):
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if not spec.get("exhaust"):
            return None, impossible(NO_EXHAUSTING(section, hireling=side))
        if not self.steps:
            raise BadInput(NO_STEPS())
        areas, end, problem = self._walk(state)
        if areas is None:
            return None, problem
        cost = sum(1 if is_forest(a) else 2 for a in areas)
        have = len(items_on_card(state, self.hireling))
        short = illegal(TOO_FEW(section, ABILITY, count=cost, have=have, hireling=side)) if cost > have else None
        return (areas, end, cost), refusal(state, self.hireling, self.use) or problem or short

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None or problem is not None:
            return problem
        areas, _, cost = plan
        steps = [MOVES(ABILITY, to=a) if is_forest(a) else BATTLES(ABILITY, where=a) for a in areas]
        return legal(DONE(SECTIONS["daylight"], ABILITY, who=state.current, hireling=showing(state, self.hireling),
                          count=cost, steps=tuple(steps)))

    def edits(self, state):
        areas, end, _ = self._plan(state)[0]
        at = state.where_is((self.hireling, PAWN))[0]
        moved = [shift((self.hireling, PAWN), at, end, 1)] if end != at else []
        return [*moved, state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return LOG("16.4.2.IV", hireling=self.hireling)


def candidates(state, hireling: str, n: int) -> list:
    """One step each: every area beside the pawn, a forest to move to or a clearing to battle in
    (its own check judges each; several steps are typed)."""
    found = state.where_is((hireling, PAWN))
    if not found:
        return []
    return [ExileAction(hireling, (a,), n) for a in state.topology.adjacent(found[0])
            if is_forest(a) or isinstance(a, int)]


ACTIONS = (ExileAction,)
