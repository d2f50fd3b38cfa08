"""What the faction on turn may do now: its room's candidate actions at its step, and the
turn's own (the next step, the next phase, the end of the turn), each judged by the very check
that judges it when played (python-chess's ``legal_moves``: generated, then checked). The
refused ones are kept with their reasons: the window greys them, ``rootboard options`` says
why on demand."""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import victory
from rootboard.game.turns import granted
from rootboard.game.turns.check import judged
from rootboard.game.turns.steps import Step, current_step, turn_module
from rootboard.game.verdict import Verdict
from rootboard.records import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from rootboard.game.actions import Action


@record(frozen=True)
class Option:
    """One action the faction on turn might take at ``step``, and what the rules say of it now."""

    action: Action
    verdict: Verdict
    step: Step

    @property
    def playable(self) -> bool:
        return self.verdict.legal


def judge(state, action, step: Step | None = None) -> Verdict:
    """The verdict playing ``action`` now would get, as the replay judges it (a won game is
    over, 3.1). An action that asks for a choice only the table makes (which item a hit
    damages, 9.2.7; where the Birdsong wood goes when it runs short, 6.4) is refused with that
    question, said with ``step``'s section when it has none of its own."""
    try:
        return victory.game_over(state, judged(state, action)[0])
    except BadInput as asked:
        problem = asked.problem
        if step is not None and not getattr(problem, "sections", ("",)):
            problem = problem.with_sections(step.section)
        return Verdict(False, problem, possible=True)


def candidates(state, step: Step) -> list:
    """The actions worth offering the faction on turn at ``step``: its room's, those of the
    hirelings it controls (and a Hired action another player owes before this turn can end),
    those the other factions offer it, what any player owes now (the Duchy's Price of Failure),
    then the turn's own (on to the next phase; the end of the turn in Evening). At a seat a bot
    plays, only what others owe (:func:`owed`): the bot's turn is ``rootboard bot``'s
    (:mod:`rootboard.game.bots.options`)."""
    from rootboard.game.actions import AdvancePhase, EndTurn
    from rootboard.game.turns.actions import NextStep
    from rootboard.game.turns.steps import steps_of

    if state.current in state.bots:  # a bot plays the seat: its chapter decides its turn (16.1.3)
        return owed(state)
    module = turn_module(state.law[state.current])
    found = list(module.candidates(state, step)) if module is not None and hasattr(module, "candidates") else []
    for h in state.hirelings:  # the actions of the hirelings it controls (16.4.2), asked of each
        if state.controllers.get(h) == state.current:
            found += state.law[h].controller_candidates(state, step)
        elif state.controllers.get(h) is not None and h in state.law:  # owed now by another (16.4.2.I)
            found += state.law[h].owed_candidates(state)
    # What the others offer it (the Riverfolk's services, 11.2.6; a hireling's card, the Exile's
    # items, 16.4.2.II): asked of the players and hirelings whose rules offer any.
    for f in state.law.asked(state, "offered_candidates"):
        if f.id != state.current and (f.id in state.factions or f.hireling):
            found += f.offered_candidates(state, step)
    found += _owed_by_factions(state)
    if state.crafted.boxes.get(state.current):  # its box's faces: the League's exhaust, the refresh (4.1.2)
        from rootboard.game.cards import league
        found += league.candidates(state)
    found += granted.candidates(state)  # the move or battle a card gave (the League's, 4.1.3), if any
    if module is not None:
        order = list(steps_of(state.law[state.current]))
        after = order[order.index(step) + 1:]
        if after and after[0].phase == step.phase:
            found.append(NextStep())  # on within the phase; the phase's last step moves the phase on
    found.append(EndTurn(walk=True) if step.phase == "evening" else AdvancePhase(walk=True))
    return found


def owed(state) -> list:
    """What players owe now, whoever is on turn: a Hired action owed by a hireling's controller
    (16.4.2.I), a faction's debt (the Duchy's Price of Failure, 12.2.3). All that is offered at a
    seat a bot plays, whose own turn its chapter of the Law of Rootbotics decides (16.1.3)."""
    found = []
    for h in state.hirelings:
        if state.controllers.get(h) not in (None, state.current) and h in state.law:
            found += state.law[h].owed_candidates(state)
    return found + _owed_by_factions(state)


def _owed_by_factions(state) -> list:
    found = []
    # What a player owes in anyone's turn (the Price of Failure, 12.2.3): asked of the players
    # whose rules owe anything (a hireling's are asked of its controller above).
    for f in state.law.asked(state, "owed_candidates"):
        if f.id in state.factions:
            found += f.owed_candidates(state)
    return found


def options(state) -> list[Option]:
    """Every candidate at the current step, judged; the playable ones first, in their order."""
    with state.remembering():  # one position asked the same questions by every candidate's check
        step = current_step(state)
        judged = [Option(action, judge(state, action, step), step) for action in candidates(state, step)]
    return [o for o in judged if o.playable] + [o for o in judged if not o.playable]
