"""Whether an action fits the turn (1.4.1): the faction on turn, at the step of its chapter that
takes it, within the step's limit; and the steps an action passes on its way (their own doings:
the Marquise's Birdsong wood, the Evening draws).

Every action is judged through :func:`judged` wherever it is played (``replay.apply_action``, a
dry run, ``options``), so what may be done now and what is refused are one check.

* Only a table that tracks its phases (``state.phase_tracked``: it moved a phase on, or a step)
  walks the steps; until then an action is judged on its own, as a recorded game (Rootlog) is.
* An action whose kind a later step of the phase takes moves the turn on to that step, doing
  what the steps passed do on their own (a room's ``leaving``).
* A step's limit (``times``; a room's ``times(state, step)``) counts the actions taken at it
  this turn (``state.taken``), or those its room counts against another step's (``tally``).
* A step its room says does not take a kind now (``refuses``) is passed for a later one that
  does; if none does, the room's reason is the turn's.
* A step its room says is unfinished (``unfinished(state, step)``: the Eyrie's Decree cards not
  all resolved, 7.5.2) is not passed: the turn's reason is the room's.
* The move or battle a card gives outside the board's actions (the League of Adventurous
  Mice's, 4.1.3: :mod:`.granted`) is judged by its own check alone: no step counts or needs it.
* A faction's own actions (its room's kinds) are played in its own turn; what happens at any
  moment (the core's ``ANY_MOMENT``, a room's ``Faction.any_moment_kinds``: bookkeeping,
  reactions in another's turn) is not the turn's concern.

A refusal here says what, why and its section once: an action its own check refuses keeps its
own verdict.
"""

from __future__ import annotations

from functools import lru_cache

from rootboard.game.turns import granted
from rootboard.game.turns.steps import Step, current_step, steps_of, turn_module
from rootboard.game.state import PHASES
from rootboard.game.verdict import Verdict, illegal
from rootboard.messages import Template

NOT_ON_TURN = Template("turn.not-on-turn", "it is {current:faction.whose} {phase:phase}: {who:faction} "
                       "{who:faction|sg=does|pl=do} this only in {who:faction|sg=its|pl=their} own turn")
OTHER_PHASE = Template("turn.other-phase", "{who:faction} {who:faction|sg=does|pl=do} this at {step}, in "
                       "{at:phase}; it is {now:phase}")
STEP_OVER = Template("turn.step-over", "{who:faction} {who:faction|sg=does|pl=do} this at {step}, which is over "
                     "this turn; the turn is at {now}")
STEP_SPENT = Template("turn.step-spent", "{step}: {times} a turn, taken", plural="{step}: {times} a turn, all taken",
                      count="times")
MUST_TAKE = Template("turn.must-take", "{step} is not passed with nothing done")
PHASE_STEP = Template("turn.phase-step", "{phase:phase}")
STEP_SAID = Template("turn.step-said", "{phase:phase}: {words}")
ON_TO = Template("turn.on-to", "{who:faction} {who:faction|sg=moves|pl=move} on to {step}")

#: The core's kinds played at any moment of anyone's turn: the turn's own moves, and cards,
#: which come and go by many cards' and factions' effects in any turn (the steps that name them
#: say when the chapter does it: a draw on leaving). A room's own such kinds (Outrage 8.2.6, the
#: Price of Failure 12.2.3, the Vagabond's items...) are declared on its identity
#: (``Faction.any_moment_kinds``), read off the room of the action played (:func:`_moments`).
ANY_MOMENT = frozenset({"step", "phase", "end-turn", "draw", "discard", "give"})
#: The turn's own moves: they pass steps (judged by :func:`judged`), and take none.
WALKING = frozenset({"step", "phase", "end-turn"})


def said(step: Step):
    """The words of ``step`` (a Message): its room's, or its phase's."""
    if step.words is None:
        return PHASE_STEP(step.section, phase=step.phase)
    return STEP_SAID(step.section, phase=step.phase, words=step.words(step.section))


def actor(state, action) -> str | None:
    """Who plays ``action``: its faction, its attacker, the mover; or, for a room's action with
    no faction named, the faction of the game whose room it is (the one on turn first)."""
    for name in ("faction", "attacker"):
        value = getattr(action, name, None)
        if isinstance(value, str):
            return value
    request = getattr(action, "request", None)
    if request is not None and isinstance(getattr(request, "faction", None), str):
        return request.faction
    room = _room_of(type(action).__module__)
    if room is None:
        return None
    rooms = _turn_rooms(state.law)
    if rooms.get(state.current) == room:
        return state.current
    return next((f for f in state.factions if rooms.get(f) == room), None)


@lru_cache(maxsize=8)
def _turn_rooms(law) -> dict:
    """Each faction of ``law`` -> the room its turn is written in (None: the generic turn),
    worked out once per Law: asked for every room action a log plays and every candidate the
    options judge (issue 32). A Law's factions never change (a faction added is a new Law)."""
    return {f.id: _room_of(getattr(f, "turn", None) or "") for f in law}


@lru_cache(maxsize=8)
def _moments(law) -> dict:
    """Each room of ``law`` -> the kinds of its actions played at any moment (its identity's
    ``Faction.any_moment_kinds``): an action's room is its class's module's, so the kinds are
    known without importing any room's actions or turn. Worked out once per Law."""
    found: dict = {}
    for faction in law:
        if faction.any_moment_kinds:
            room = _room_of(type(faction).__module__)
            found[room] = found.get(room, frozenset()) | faction.any_moment_kinds
    return found


def _room_of(module: str) -> str | None:
    found = _ROOMS.get(module, _ROOMS)
    if found is _ROOMS:  # asked twice for every candidate the options judge: a module's room is kept
        parts = module.split(".")
        found = _ROOMS[module] = parts[3] if len(parts) > 3 and parts[:3] == ["rootboard", "game", "factions"] \
            else None
    return found


_ROOMS: dict = {}  # module name -> the faction room it belongs to, or None


def times(state, step: Step) -> int | None:
    """How many actions ``step`` allows this turn (its room may count more: Hawks for Hire, 6.5)."""
    module = turn_module(state.law[state.current])
    if module is not None and hasattr(module, "times"):
        return module.times(state, step)
    return step.times


def _spent(state, step: Step, limit: int):
    """Why ``step`` takes no more actions this turn: its room's words (``spent(state, step)``:
    the Riverfolk's moves need a fund committed first, 11.5.1), else its limit, all taken."""
    module = turn_module(state.law[state.current])
    found = getattr(module, "spent", None)
    said_by_room = found(state, step) if found is not None else None
    return said_by_room or STEP_SPENT(step.section, step=said(step), times=limit)


def tally(state, step: Step, kind: str, action=None) -> Step | None:
    """The step whose count and limit an action of ``kind`` taken at ``step`` goes to: ``step``
    itself; none for a room's ``UNCOUNTED`` kinds (Hawks for Hire buys an action, it is not one,
    6.5); or the step its room names (``tallied_at(state, step, kind, action) -> step id``: the
    Hundreds' Advances taken before Command when Grandiose count against Prowess, 14.7.2).
    ``action``: the action itself when it is known (its count), else None (the kind's limit)."""
    module = turn_module(state.law[state.current])
    if kind in getattr(module, "UNCOUNTED", ()):
        return None
    found = getattr(module, "tallied_at", None)
    named = found(state, step, kind, action) if found is not None else step.id
    return step if named == step.id else next(s for s in module.STEPS if s.id == named)


def _not_now(state, step: Step, kind: str):
    """Why ``step`` does not take an action of ``kind`` as the turn stands, though its kinds
    name it (its room's ``refuses(state, step, kind)``: the Hundreds' Lavish only once the new
    mood is chosen, 14.7.4), or None."""
    found = getattr(turn_module(state.law[state.current]), "refuses", None)
    return found(state, step, kind) if found is not None else None


class Plan:
    """How an action fits the turn: the steps it passes, the step it is taken at (counted there),
    and why it does not fit (None: it does); ``grant``: the grant it takes instead, outside the
    steps (:mod:`.granted`)."""

    __slots__ = ("passed", "at", "problem", "phase", "walks", "grant")

    def __init__(self, passed=(), at=None, problem=None, phase=None, grant=None):
        self.passed, self.at, self.problem, self.phase = tuple(passed), at, problem, phase
        self.grant = grant
        self.walks: dict = {}  # what walking it does on the position it was planned on (_walk_of)


def plan(state, action) -> Plan | None:
    """How ``action`` fits the turn on ``state``; None when the turn has nothing to say of it."""
    kind = action.kind
    if kind in WALKING:
        return _walk_plan(state, action)
    if kind in ANY_MOMENT or not state.factions:
        return None
    if kind in granted.KINDS and state.used:  # a card's move or battle: no step's (4.1.3)
        grant = granted.taken_by(state, kind, action, actor)
        if grant is not None:
            return Plan(grant=grant)
    module = type(action).__module__
    room = _ROOMS.get(module, _ROOMS)  # _room_of's, read here: asked of every action a log plays
    if room is _ROOMS:
        room = _room_of(module)
    if room is not None:
        if kind in _moments(state.law).get(room, ()):
            return None  # its room plays it at any moment, whoever plays it (Faction.any_moment_kinds)
    elif not state.phase_tracked:
        # Everyone's actions (a move, a battle, a card) fit any turn until the table tracks its
        # phases, whoever plays them (:func:`_plan`): not asked who that is. A replayed log's
        # every such action was, though the answer was always none (issue 32).
        return None
    own = room is not None
    who = actor(state, action)
    if who is None or who not in state.factions:
        return None
    memo = state.memo
    if memo is None:
        return _plan(state, kind, who, own)
    # How a kind fits the turn depends on the position (the step, what it has taken) and on
    # whose it is, never on the action's fields: asked once per position of the options'
    # hundred candidates, a dozen kinds.
    key = ("turn-plan", kind, who, own)
    if key not in memo:
        memo[key] = _plan(state, kind, who, own)
    return memo[key]


def turn_refusal(state, action):
    """Why the turn refuses ``action`` now (1.4.1: whose turn it is, which step takes it), or
    None. The turn judges an action by its kind and who plays it, never by its fields: a move
    to any destination is refused for the same reason. :func:`judged` says an action's own
    reason before the turn's (a move to a clearing not adjacent is refused as that), so a form
    whose every choice is refused starts where the rules' reason for them all is seen."""
    fit = plan(state, action)
    return fit.problem if fit is not None and fit.grant is None else None


def _plan(state, kind: str, who: str, own: bool) -> Plan | None:
    """How an action of ``kind`` by ``who`` fits the turn (``own``: one of a faction's room's actions)."""
    faction = state.law[who]
    if kind in faction.setup_kinds:
        return None  # its setup's, which no step of its turn takes: its turn's module is not read (Faction.setup_kinds)
    if who != state.current:
        module = turn_module(faction)
        if module is None or not own:
            return None  # not a room's own action: its own check judges when it is played
        if any(s.allows(kind) for s in module.STEPS):
            return Plan(problem=NOT_ON_TURN("1.4.1", who=who, current=state.current, phase=state.phase))
        return None
    if not state.phase_tracked:
        return None
    steps = steps_of(faction)
    if not any(s.allows(kind) for s in steps) or all(s.any_kind for s in steps):
        return None  # the table's own edits (place, remove...), or a turn rootboard does not walk
    now = current_step(state)
    order = list(steps)
    here = order.index(now)
    ahead = [s for s in order[here:] if s.phase == now.phase]
    spent = None
    for n, step in enumerate(ahead):
        if not step.allows(kind):
            continue
        why = _not_now(state, step, kind)
        if why is not None:  # a later step may take it; else the room's reason is the turn's
            spent = spent or why
            continue
        counts = tally(state, step, kind)
        limit = times(state, counts) if counts is not None else None
        if limit is not None and state.taken.get(counts.id, 0) >= limit:
            spent = spent or _spent(state, counts, limit)
            continue
        return Plan(passed=ahead[:n], at=step)
    if spent is not None:
        return Plan(problem=spent)
    later = next((s for s in order[here:] if s.allows(kind)), None)
    if later is not None:
        return Plan(problem=OTHER_PHASE("1.4.1", later.section, who=who, step=said(later), at=later.phase,
                                        now=state.phase))
    earlier = next(s for s in order[:here] if s.allows(kind))
    return Plan(problem=STEP_OVER("1.4.1", earlier.section, who=who, step=said(earlier), now=said(now)))


def _walk_plan(state, action) -> Plan | None:
    """The steps the turn's own moves pass: the next step; the rest of the phase and those up to
    a phase named; the rest of the turn (a table that tracks its phases, 1.4.1)."""
    if action.kind == "end-turn" and (not getattr(action, "walk", False) or not state.phase_tracked
                                      or state.phase == PHASES[0]):
        # Asked before the steps are looked up: an end of turn that walks nothing (each a replayed
        # log makes, issue 32) passes no step. From Birdsong the turn is not ended: a second
        # press of End turn would end the next player's turn before it began (1.4.1); its own
        # check says so.
        return None
    faction = state.law[state.current] if state.factions else None
    if faction is None or turn_module(faction) is None:
        return None
    order = list(steps_of(faction))
    now = current_step(state)
    here = order.index(now)
    if action.kind == "step":
        if here + 1 == len(order):
            return None  # the turn's last step: NextStep's own check says to end the turn
        return Plan(passed=order[here:here + 1], at=order[here + 1])
    if action.kind == "phase":
        if not getattr(action, "walk", False):
            return None
        target = action.target(state)
        if target not in PHASES or PHASES.index(target) <= PHASES.index(state.phase):
            return None  # its own check refuses it
        return Plan(passed=[s for s in order[here:] if PHASES.index(s.phase) < PHASES.index(target)])
    return Plan(passed=order[here:], phase=PHASES[-1])  # end-turn, walking (asked above)


def judged(state, action, own=None):
    """``action``'s verdict on ``state`` as the turn and its own check judge it, and how to get
    its edits (the steps it passes, what they do, the step's count): ``Action.judged``'s, whose
    edits are asked for only while ``state`` is unchanged. ``own``: ``action.judged(state)``
    made already by the caller on this very position (the Rootlog replay's battle, resolved to
    match the log), used where the turn adds nothing before it."""
    fit = plan(state, action)
    if fit is None:
        return own if own is not None else action.judged(state)
    if fit.grant is not None:
        return granted.judged(state, action, fit.grant, own)
    if fit.problem is not None:
        verdict, edits_of = own if own is not None else action.judged(state)
        return (_refused(verdict, fit.problem), edits_of)
    before = action.judged(state) if action.kind == "step" else None  # said of the step it leaves
    walked, notes, blocked = _walk_of(state, fit, action.kind)

    def count():  # the step's count, made only when the edits are asked for (on the same position)
        counts = tally(state, fit.at, action.kind, action) if fit.at is not None and action.kind != "step" else None
        if counts is not None:
            return [state.set_edit("taken", {**state.taken, counts.id: state.taken.get(counts.id, 0) + 1})]
        return []
    # Only the steps' own doings and a phase change bear on the action's own check (none reads
    # the step or the count): an action that only moves the turn to its step is judged where it
    # stands, its edits asked for when they are wanted (options judge without applying).
    scratch = [e for e in walked if not (e.op == "set" and e.args[0] in ("step", "phase_tracked"))]
    if not scratch:
        verdict, edits_of = before if before is not None else own if own is not None else action.judged(state)
        verdict = _with_walk(verdict, notes, blocked)
        return verdict, lambda: _chained([*walked, *edits_of(), *count()])
    state.apply(walked)
    try:
        verdict, edits_of = before if before is not None else action.judged(state)
        try:
            made, failed = edits_of(), None
        except Exception as exc:  # said where the edits are asked for, as Action.judged would
            made, failed = None, exc
    finally:
        state.revert(walked)

    def edits():
        if failed is not None:
            raise failed
        return _chained([*walked, *made, *count()])

    return _with_walk(verdict, notes, blocked), edits


def _walk_of(state, fit: Plan, kind: str):
    """:func:`walk`'s answer for ``fit``, worked out once per plan: a plan kept for the position
    (plan's memo) serves every candidate of its kind, and walking the same steps of the same
    position gives the same edits and notes. Nothing here changes the lists it hands out."""
    if not (fit.passed or fit.at is not None or fit.phase):
        return [], [], None
    key = kind == "step"
    found = fit.walks.get(key)
    if found is None:
        found = fit.walks[key] = walk(state, fit, kind)
    return found


def _chained(edits: list) -> list:
    """``edits`` made one after the other: a field the walk set (the step) and the action sets
    again (Turmoil ends Daylight, 7.7.5) is set from the value the walk left, not the one the
    action saw (an action's edits are computed where the turn stood)."""
    from rootboard.game.state import Edit

    left: dict = {}
    out = []
    for e in edits:
        if e.op == "set":
            name = e.args[0]
            if name in left and left[name] != e.args[1]:
                e = Edit("set", (name, left[name], e.args[2]))
            left[name] = e.args[2]
        out.append(e)
    return out


def _with_walk(verdict: Verdict, notes: list, blocked) -> Verdict:
    if blocked is not None:
        verdict = _refused(verdict, blocked)
    return verdict.with_notes(*notes) if notes else verdict


def walk(state, fit: Plan, kind: str = ""):
    """The edits of passing ``fit.passed`` (each step's own doing, then the turn at the next
    step), the notes they say, and why the walk is against the Law (a step that may not be
    passed with nothing done); ``state`` is left as it was."""
    made, notes, blocked, moves = [], [], None, []
    try:
        for step in fit.passed:
            edits, said_notes = _leaving(state, step)
            if blocked is None and not step.optional and not state.taken.get(step.id, 0) and not edits \
                    and step.kinds and (state.cards or not step.kinds <= CARD_KINDS):
                # What the table could have done and did not is refused; what rootboard cannot
                # see (the cards of a hidden hand) is the table's word, said as a reminder.
                if _could_take(state, step):
                    blocked = MUST_TAKE(step.section, step=said(step))
                else:
                    notes.append(MUST_TAKE(step.section, step=said(step)))
            if blocked is None:
                blocked = _unfinished(state, step)
            if edits:
                state.apply(edits)
                made += edits
            notes += [n for n in said_notes if n is not None]
        moves = _moving(state, fit)  # the last edits: nothing after them reads the position
        if fit.at is not None and fit.passed and kind != "step":
            notes.append(ON_TO(fit.at.section, who=state.current, step=said(fit.at)))
    finally:
        if made:
            state.revert(made)
    return made + moves, notes, blocked


CARD_KINDS = frozenset({"draw", "discard"})


def _could_take(state, step: Step) -> bool:
    """Whether the faction on turn has an action at ``step`` its own check allows, one the step
    counts (what is not counted there is no part of what it must do: the Hundreds' Lavish at the
    mood step, 14.7.4, is a "may")."""
    from rootboard.errors import BadInput

    module = turn_module(state.law[state.current])
    for action in getattr(module, "candidates", lambda s, x: [])(state, step):
        if tally(state, step, action.kind, action) != step:
            continue
        try:
            if action.check(state).legal:
                return True
        except BadInput:
            continue
    return False


def _unfinished(state, step: Step):
    """Why ``step`` may not be left as the turn stands (a room's ``unfinished``: the Eyrie's
    Decree cards not resolved, 7.5.2), or None."""
    module = turn_module(state.law[state.current])
    found = getattr(module, "unfinished", None)
    return found(state, step) if found is not None else None


def _leaving(state, step: Step):
    """What leaving ``step`` does (its room's ``leaving``), and what the hirelings the faction
    on turn controls remind it of there (16.4.2.III)."""
    module = turn_module(state.law[state.current])
    edits, notes = module.leaving(state, step) if module is not None and hasattr(module, "leaving") else ([], [])
    hired = [n for h in state.hirelings if state.controllers.get(h) == state.current
             for n in state.law[h].controller_leaving(state, step)]
    return (edits, [*notes, *hired]) if hired else (edits, notes)


def _moving(state, fit: Plan):
    """The turn set at the step reached (a step id; its phase when it crosses into another)."""
    edits = []
    target = fit.at
    phase = target.phase if target is not None else fit.phase
    if phase is not None and phase != state.phase:
        edits.append(state.set_edit("phase", phase))
    if target is not None:  # the end of a turn, a new phase: their own edits set the step
        if current_step(state).id != target.id:
            edits.append(state.set_edit("step", target.id))
        if not state.phase_tracked:
            edits.append(state.set_edit("phase_tracked", True))
    return edits


def _refused(verdict: Verdict, problem) -> Verdict:
    """An action its own check allows, against the turn: refused with the turn's reason (teach
    mode applies it); one its own check refuses keeps that reason (said once)."""
    if not verdict.legal:
        return verdict
    return illegal(problem).with_notes(*verdict.notes)
