"""Playing actions on a position: one at a time (perform, undo, redo) or a list of them (replay).

Every action goes through the rules the same way, whoever sends it: the command line, the
window, a game file read back, a recorded game (Rootlog). It is checked (a Verdict); in
**enforce** mode an illegal action is refused and nothing changes; in **teach** mode it is
applied anyway, its warning kept in the log, because a physical game has cards and effects
the app cannot see; in **trust** mode (a record whose actions were applied when made) it is
applied whatever the rules say, if it can be. What cannot be done even against the rules
(pieces that are not there) is refused in every mode, and changes nothing.

The history lives in the state (``history``, ``cursor``), so undo and redo survive save and
load: each entry keeps the action, the mode, the verdict and the edits, all as data; what an
entry says is derived from its action when it is shown (:func:`entry_description`).
"""

from __future__ import annotations

from rootboard.errors import BadInput, RootboardError, StateError
from rootboard.game import victory
from rootboard.game.actions import SCORE_DONE, WITH_SCORES, Action, Score, read_action
from rootboard.game.law import rules_for
from rootboard.game.json_data import SCALARS, read_back
from rootboard.game.modes import ALL_MODES, ENFORCE, MODES, TEACH, TRUST  # noqa: F401  (re-exported)
from rootboard.game.state import Edit, GameState
from rootboard.game.turns.check import judged as turn_judged
from rootboard.game.verdict import Verdict
from rootboard.messages import Message, Template
from rootboard import records

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable, Iterator


CANNOT_ANYWAY = Template("action.cannot-be-done-anyway", "{reason}; it cannot be done anyway: {problem}")
UNKNOWN_MODE = Template("input.unknown-mode", "unknown mode {mode!r}; modes: {modes}")


# Records (rootboard.records), not dataclasses: every command that plays an action, and a
# replayed log, makes these at each start, where a dataclass compiles its methods.
@records.record(frozen=True)
class Outcome:
    verdict: Verdict
    applied: bool

    def __init__(self, verdict: Verdict, applied: bool):
        # Its own, as rootboard.records allows: one for every action played (some four hundred
        # a replay of the 476-action log, issue 32).
        self.__dict__.update(verdict=verdict, applied=applied)


@records.record(frozen=True)
class Step:
    """One action replayed: what the rules said, whether it was applied, and how."""

    index: int
    action: Action
    verdict: Verdict
    applied: bool
    edits: tuple[Edit, ...] = ()


def allowed(verdict: Verdict, mode: str) -> bool:
    """Whether ``mode`` applies an action the rules judged so."""
    return verdict.legal or (mode != ENFORCE and verdict.possible) or mode == TRUST


def apply_action(state: GameState, action: Action, mode: str = ENFORCE,
                 judgement: tuple | None = None, over: bool = True) -> tuple[Outcome, list[Edit]]:
    """Check ``action`` and apply it if ``mode`` allows, all or nothing; the outcome and the
    edits made (none when refused). The history is not touched (:func:`perform` records it).
    ``judgement``: what ``action.judged(state)`` gave the caller on this very position, which
    has not changed since (a replay that looked at the verdict before applying). ``over``: a
    won game judges every action against 3.1; a record of a game its table played on after
    rootboard's victory (a Rootlog) says that once itself, and judges each action on its own."""
    verdict, edits_of = judgement if judgement is not None else turn_judged(state, action)
    if over:
        verdict = victory.game_over(state, verdict)  # a won game is over (3.1): against the Law, whatever the action
    if not allowed(verdict, mode):
        return Outcome(verdict, False), []
    try:
        edits = edits_of()
        before = dict(state.scores)
        state.apply(edits)  # all or nothing
        # The first score to reach 30 wins at once (3.1): its victory is one more edit of this
        # action, so undoing the action takes it back. A Vagabond in coalition wins with his
        # partner (9.2.8). An action that scores nothing brings no score to 30: most do not,
        # and are not asked (some three hundred a replay of the 476-action log, issue 32).
        if state.scores != before:
            won, said = victory.points_victory(state, before, lambda f: victory.coalition_partners(state, f))
            if won:
                state.apply(won)
                edits = [*edits, *won]
                verdict = verdict.with_notes(said)
    except StateError as exc:
        problem: Message | str = exc.problem
    except RootboardError:
        raise
    except (KeyError, IndexError, ValueError, TypeError) as exc:
        # An edit that cannot even be made (teach mode asked for the impossible): Python's words.
        problem = str(exc)
    else:
        return Outcome(verdict, True), edits
    # Against the rules and physically impossible too: nothing changes. The Law's section of
    # why it cannot be done is said with the action's own (no Burrow without the Duchy, 12.2.2).
    sections = (*verdict.sections, *(s for s in getattr(problem, "sections", ()) if s not in verdict.sections))
    return Outcome(Verdict(False, CANNOT_ANYWAY(*sections, reason=verdict.message, problem=problem),
                           possible=False), False), []


def perform(state: GameState, action: Action, mode: str = ENFORCE, dry_run: bool = False) -> Outcome:
    """Check ``action``; apply it if legal (or, in teach mode, if possible) and record it in
    the history. Nothing changes when it is refused or ``dry_run``."""
    if mode not in MODES:
        raise BadInput(UNKNOWN_MODE(mode=mode, modes=list(MODES)))
    action = settled(state, action)
    if dry_run:
        return Outcome(victory.game_over(state, turn_judged(state, action)[0]), False)
    outcome, edits = apply_action(state, action, mode)
    if outcome.applied:
        record(state, action, mode, outcome.verdict, edits)
    return outcome


def settled(state: GameState, action: Action) -> Action:
    """``action`` as the history keeps it: a battle without the table's dice gets the faces
    rolled from the game's seed now (4.3.2), so that a file read back, whose position has no
    history, replays the very battle that was played."""
    rolled = getattr(action, "rolled", None)
    return rolled(state) if rolled is not None else action


def record(state: GameState, action: Action, mode: str, verdict: Verdict, edits: Iterable[Edit]) -> None:
    """Keep an applied action in the history (dropping what was undone after the cursor)."""
    del state.history[state.cursor:]
    # The entry as it will read back from the file (json.loads of json.dumps), so a game played
    # and the same game saved and opened are the same data. An action's and a verdict's to_json
    # give that form themselves (Action.to_json, Message.to_json). Reading the whole entry back
    # again copied every action and verdict twice: a sixth of a replayed log's time (issue 32).
    # An edit of names and counts (a shift, a card moved, a score: most of a replayed log's
    # 1,200) is its own read-back, taken in this loop without a call of its own: applying it
    # refused any other (a count not an int, a place that is not a word or an area, a piece
    # that is not there), so its arguments are not looked at again one by one. A field set may
    # hold data (a board, a card's place), read back where it does (_set_read_back).
    read_edits = []
    for edit in edits:
        read_edits.append(edit.to_json() if edit.op != "set" else _set_read_back(edit))
    entry = {"action": action.to_json(), "mode": str(mode), "verdict": verdict.to_json(), "edits": read_edits}
    state.history.append(entry)
    state.cursor = len(state.history)


def _set_read_back(edit: Edit) -> list:
    """``read_back(edit.to_json())`` for a field set: its values are names and counts, the
    list's own read-back, or data (a board, a card's place), read back (issue 32)."""
    data = edit.to_json()
    for value in data:
        if type(value) not in SCALARS:
            return read_back(data)
    return data


def replay(state: GameState, actions: Iterable[Action], mode: str = TEACH, keep: bool = True) -> Iterator[Step]:
    """Play ``actions`` on ``state`` one after the other through the rules, in ``mode``;
    each one's step, as it is played. ``keep``: record the applied ones in the history."""
    if mode not in ALL_MODES:
        raise BadInput(UNKNOWN_MODE(mode=mode, modes=list(ALL_MODES)))
    for index, action in enumerate(actions):
        outcome, edits = apply_action(state, action, mode)
        if outcome.applied and keep:
            record(state, action, mode, outcome.verdict, edits)
        yield Step(index, action, outcome.verdict, outcome.applied, tuple(edits))


def undo(state: GameState) -> Message | None:
    """Undo the last applied action; its description, or None if there is nothing to undo."""
    if state.cursor == 0:
        return None
    entry = state.history[state.cursor - 1]
    state.revert([Edit.from_json(e) for e in entry["edits"]])
    state.cursor -= 1
    return entry_description(state, state.cursor)


def redo(state: GameState) -> Message | None:
    """Apply the next undone action again, as it was (its edits were verified on load)."""
    if state.cursor >= len(state.history):
        return None
    entry = state.history[state.cursor]
    state.apply([Edit.from_json(e) for e in entry["edits"]])
    state.cursor += 1
    return entry_description(state, state.cursor - 1)


def starting_position(state: GameState) -> GameState:
    """``state`` as it was before its first action: every applied history entry undone."""
    position = state.copy(history=False)
    for entry in reversed(state.history[:state.cursor]):
        position.revert([Edit.from_json(e) for e in entry["edits"]])
    return position


def entry_description(state: GameState, index: int, who: str | None = None) -> Message:
    """What history entry ``index`` did: derived from its action, its edits and who was on
    turn (``who``, or read from the history), never stored."""
    law = rules_for(state)
    entry = state.history[index]
    who = who if who is not None else turns(state)[index]
    return described(read_action(entry["action"], law), entry["edits"], law, who)


def turns(state: GameState) -> list[str]:
    """Who was on turn when each history entry was played. Only ending a turn passes it (1.4),
    and its edit keeps the turn before and after, so this reads back from the present turn
    through the applied entries, and forward through the undone ones."""
    before = [state.turn] * len(state.history)
    turn = state.turn
    for i in range(state.cursor - 1, -1, -1):
        passed = _turn_passed(state.history[i])
        if passed is not None:
            turn = passed[0]
        before[i] = turn
    turn = state.turn
    for i in range(state.cursor, len(state.history)):
        before[i] = turn
        passed = _turn_passed(state.history[i])
        if passed is not None:
            turn = passed[1]
    order = state.factions
    return [order[t % len(order)] if order else "" for t in before]


def _turn_passed(entry: dict) -> tuple[int, int] | None:
    for edit in entry["edits"]:
        if edit[0] == "set" and edit[1] == "turn":
            return edit[2], edit[3]
    return None


def described(action: Action, edits: list, law, who: str) -> Message:
    """What the log says an action did, with the victory points its edits scored: opening
    a closed path (16.2.3.III), ruling the Pass at the end of the turn (16.2.3.IV)."""
    scored = [Edit.from_json(e) if not isinstance(e, Edit) else e for e in edits]
    description = action.describe_played(law, scored, who)
    scores = [SCORE_DONE(who=e.args[0], points=e.args[1]) for e in scored if e.op == "score"]
    if scores and not isinstance(action, Score):
        return WITH_SCORES(*description.sections, action=description, scores=scores)
    return description


@records.record(frozen=True)
class LogEntry:
    """One line of the action log, as data: rendered by whoever shows it."""

    number: int
    description: Message
    undone: bool
    warning: Message | None = None  # the rule broken, for an action applied in teach mode
    notes: tuple[Message, ...] = ()


def log_entries(state: GameState) -> list[LogEntry]:
    """The action log as data; undone actions are marked, teach warnings kept."""
    entries = []
    on_turn = turns(state)
    if state.history:
        # Each action's module declares the messages its entries hold: a file read with its
        # history proved (rootboard.gamefile.proofs) imported none of them.
        state.law.actions  # noqa: B018
    for n, entry in enumerate(state.history, start=1):
        verdict = Verdict.from_json(entry["verdict"])
        entries.append(LogEntry(n, entry_description(state, n - 1, on_turn[n - 1]), n > state.cursor,
                                None if verdict.legal else verdict.message, verdict.notes))
    return entries
