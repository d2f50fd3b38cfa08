"""A Rootlog replayed under the rules: every action checked, every doubt flagged at its line.

:func:`replay_log` starts the log's game (:mod:`.start`), translates each action
(:mod:`.translate`) and plays what it becomes through rootboard's public replay
(:func:`rootboard.game.replay.apply_action`) in teach mode, so what the rules refuse is still
applied (a physical game has cards and effects rootboard cannot see) and what cannot happen at
all is not. It never stops: whatever an action says, the replay goes on to the next one.

Each doubt is a :class:`Flag` at the action's line and column, in one category:

* ``illegal``: the rules refuse it; it is applied, as the log says it happened;
* ``impossible``: the pieces (or items) are not there; nothing is applied;
* ``assumed``: the replay inferred something the log does not write (a plot's kind, the
  clearing of a removal, a turn the log skips, a point rootboard scored that it does not record,
  a ``++`` after which the log's score and rootboard's ledger differ anew, the log playing on
  after a victory rootboard's ledger gives);
* ``not-modelled``: rootboard keeps no such thing (cards, prices, a faction board), or cannot
  play it as written (a battle no dice reproduce, a move by a card it does not see).

A step that could not be made leaves its pieces where they were, and later steps fail on them:
such a flag is a consequence, and names its first cause (``Flag.cause``).

The replayed game keeps every applied action of the turns in its history, each with its verdict,
like any rootboard game: ``rootboard import`` saves it, the window steps through it
(:attr:`Report.moments`). The setup (the header's landmarks and hirelings, each faction's setup
turn) is checked the same way and becomes the game's starting position, as a setup does.
"""

from __future__ import annotations

import gc

from rootboard import records  # as records.record: game.replay's record() records a history entry
import rootboard.game.terms  # noqa: F401  (the words its messages use: factions, pieces, items, areas)
from rootboard.errors import RootboardError
from rootboard.game.actions import EndTurn
from rootboard.game.law import Law
from rootboard.game.factions import LAW
from rootboard.game import victory
from rootboard.game.replay import TEACH, apply_action, record, turn_judged
from rootboard.game.state import GameState
from rootboard.messages import Message, Template, render
from rootboard.notation import model as m
from rootboard.notation.start import faction_id, starting_position
from rootboard.notation.translate import Covered, NotModelled, Omitted, Planned, Read, Refused, Translator
from rootboard.notation.translate import evening, hands, points

ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED = "illegal", "impossible", "assumed", "not-modelled"
CATEGORIES = (ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED)
#: How each category is said (the ids stay English in --json).
CATEGORY_WORDS = {
    ILLEGAL: Template("rootlog.category.illegal", "illegal"),
    IMPOSSIBLE: Template("rootlog.category.impossible", "impossible"),
    ASSUMED: Template("rootlog.category.assumed", "assumed"),
    NOT_MODELLED: Template("rootlog.category.not-modelled", "not modelled"),
}

# The report's counts, each said with its number and agreeing with it (Spanish: "1 ilegal",
# "2 ilegales"), for the command line and the window to list.
COUNTED = {
    ILLEGAL: Template("rootlog.counted.illegal", "{count} illegal", plural="{count} illegal", count="count"),
    IMPOSSIBLE: Template("rootlog.counted.impossible", "{count} impossible", plural="{count} impossible",
                         count="count"),
    ASSUMED: Template("rootlog.counted.assumed", "{count} assumed", plural="{count} assumed", count="count"),
    NOT_MODELLED: Template("rootlog.counted.not-modelled", "{count} not modelled", plural="{count} not modelled",
                           count="count"),
}
ACTIONS_COUNTED = Template("rootlog.counted.actions", "{count} action", plural="{count} actions", count="count")
REPLAYED_COUNTED = Template("rootlog.counted.replayed", "{count} replayed", plural="{count} replayed", count="count")
SKIPPED_COUNTED = Template("rootlog.counted.skipped", "{count} skipped", plural="{count} skipped", count="count")

TURN_SKIPPED = Template("rootlog.replay.turn-skipped",
                        "the log has no turn for {who:faction} here: rootboard ends it and goes on")
CANNOT_CHECK = Template("rootlog.replay.cannot-check", "rootboard cannot play this: {problem}")
LATE_SETUP = Template("rootlog.replay.late-setup", "the log writes {who:faction.whose} setup after the turns "
                      "have begun: rootboard plays it as part of the game")
# A translation that failed (a fault of rootboard's, never of the log): said, and the replay goes on.
UNTRANSLATED = Template("rootlog.replay.untranslated", "rootboard could not translate this action ({problem}); it "
                        "is skipped")
FOLLOWS = Template("rootlog.replay.follows", "{reason} (follows from line {line}, column {col})")
PLAYED_ON = Template("rootlog.replay.played-on", "the log plays on after {who:faction} won the game by "
                     "rootboard's ledger")
# The log's ++ set against rootboard's ledger of the score (3.2).
SCORE_DIFFERS = Template("rootlog.replay.score-differs", "the log's ++ bring {who:faction} to {log} VP here; "
                         "rootboard's ledger has {ledger} VP")


@records.record(frozen=True)
class Flag:
    """A doubt about one action of the log: where, in which category, and why."""

    line: int
    col: int
    text: str
    category: str
    message: Message
    moment: int  # the action's index in Report.moments
    cause: tuple[int, int] | None = None  # (line, col) of the first cause of a cascade

    @property
    def section(self) -> str:
        return self.message.sections[0] if self.message.sections else ""

    def reason(self, lang: str | None = None) -> str:
        """Why, in words (the Law section in front); a consequence names its first cause."""
        if self.cause is not None:
            return render(FOLLOWS(*self.message.sections, reason=self.message, line=self.cause[0],
                                  col=self.cause[1]), lang)
        return render(self.message, lang)

    def to_json(self, lang: str | None = None) -> dict:
        return {"line": self.line, "col": self.col, "text": self.text, "category": self.category,
                "id": self.message.id, "section": self.section, "reason": self.reason(lang)}


@records.record(frozen=True)
class Moment:
    """One action of the log, replayed: where it is written, whose turn it was, and how far the
    game's history had come after it (``cursor``: the number of applied entries)."""

    line: int
    col: int
    text: str
    turn: int  # index into log.turns; -1 for the header's setups
    faction: str | None
    cursor: int

    def __init__(self, line: int, col: int, text: str, turn: int, faction: str | None, cursor: int):
        # Its own, as rootboard.records allows: a replay makes two moments an action of its log.
        self.__dict__.update(line=line, col=col, text=text, turn=turn, faction=faction, cursor=cursor)

    def at(self, cursor: int) -> "Moment":
        """This moment with the history come as far as ``cursor`` (made by position: each action
        of a log moves its moment once or twice)."""
        return Moment(self.line, self.col, self.text, self.turn, self.faction, cursor)


@records.record
class Report:
    """The replay of a log: the game it ends in, its flags and its moments."""

    log: m.Rootlog
    state: GameState
    flags: list[Flag] = records.field(default_factory=list)
    moments: list[Moment] = records.field(default_factory=list)
    replayed: int = 0
    skipped: int = 0

    @property
    def actions(self) -> int:
        """The actions in the log's turn lines, setup turns included."""
        return sum(len(turn.actions) for turn in self.log.turns)

    @property
    def scores(self) -> dict[str, int]:
        return dict(self.state.scores)

    @property
    def log_scores(self) -> dict[str, int]:
        """What the log's own ``++`` and ``--`` add up to, for each faction with a score."""
        totals = {fid: 0 for fid in self.state.scores}
        for _, action in self.log.actions():
            if isinstance(action, m.Score):
                fid = faction_id(action.faction)
                if fid in totals:
                    totals[fid] += action.points
        return totals

    @property
    def refused(self) -> bool:
        """Whether any action was flagged illegal or impossible."""
        return any(f.category in (ILLEGAL, IMPOSSIBLE) for f in self.flags)

    def counts(self) -> dict[str, int]:
        return {c: sum(1 for f in self.flags if f.category == c) for c in CATEGORIES}

    def tally(self) -> list[Message]:
        """The flags counted by category, in the categories' order, each said with its count."""
        counts = self.counts()
        return [COUNTED[c](count=counts[c]) for c in CATEGORIES]

    def played(self) -> tuple[Message, Message, Message]:
        """The log's actions, those replayed and those skipped, each said with its count."""
        return (ACTIONS_COUNTED(count=self.actions), REPLAYED_COUNTED(count=self.replayed),
                SKIPPED_COUNTED(count=self.skipped))

    def to_json(self, lang: str | None = None) -> dict:
        return {"map": self.state.map_name, "factions": list(self.state.factions), "actions": self.actions,
                "replayed": self.replayed, "skipped": self.skipped,
                "flags": [f.to_json(lang) for f in self.flags], "scores": self.scores, "log_scores": self.log_scores}


def replay_log(log: m.Rootlog, law: Law = LAW) -> Report:
    """Replay ``log`` under the rules; the report, never an exception for what the log says."""
    # A replay makes and keeps a history entry, messages and edits by the thousand, next to
    # the modules the command imported: Python's cyclic collector would sweep that growing
    # heap again and again while it is made (2.8 % of a first replay of the 476-action log as
    # a fresh process, counted in instructions; issue 32). Paused while the log is played, as
    # a game file's load pauses it (rootboard.loading); whatever cycles were made are
    # collected after, as ever.
    paused = gc.isenabled()
    gc.disable()
    try:
        state = starting_position(log, law)
        run = _Run(Report(log, state), Translator(log, law, state.factions))
        run.header()
        for index, turn in enumerate(log.turns):
            run.turn(index, turn)
    finally:
        if paused:
            gc.enable()
    run.report.flags.sort(key=lambda f: (f.line, f.col))
    return run.report


class _Run:
    def __init__(self, report: Report, translator: Translator):
        self.report, self.translator = report, translator
        self.state = report.state
        self.tainted: dict[tuple, Flag] = {}  # what a step that could not be made left undone
        self.recording = False  # the setup makes the starting position; the turns the history
        self.log_totals: dict[str, int] = {}  # faction -> what the log's ++ add up to so far
        self.played_on = False  # whether the log went on after rootboard's victory (3.1) was said
        self.gaps: dict[str, int] = {}  # faction -> rootboard's score less the log's, at its last ++
        # (line, column) -> the first moment written there: a credit's flag is put at its action's
        # moment, looked up here rather than by scanning every moment of the log (issue 32).
        self.first_at: dict[tuple[int, int], int] = {}

    # --- the log's parts -----------------------------------------------------------------------

    def header(self) -> None:
        self.translator.begin(None)
        setups = (*(self.report.log.landmarks or ()), *self.report.log.hireling_setup)
        for index, action in enumerate(setups):
            self.play(action, index, turn=-1, counted=False)

    def turn(self, index: int, turn: m.Turn) -> None:
        fid = faction_id(turn.faction)
        if turn.setup and self.recording:
            # Once the turns have begun, every change is in the history: a setup made on the
            # starting position then would leave a history that cannot be undone from the
            # saved position, a file that does not open (5.1).
            written = _Written(turn.line, 1, f"{turn.faction.code}:")
            self.flag(written, ASSUMED, LATE_SETUP("5.1", who=fid), max(len(self.report.moments) - 1, 0))
        self.recording = self.recording or not turn.setup
        if not turn.setup:
            self.to_turn_of(fid, turn)
        ctx = self.translator.begin(turn)
        held = []
        for n, action in enumerate(turn.actions):
            ctx.index = n
            if isinstance(action, m.Score) and not turn.setup and points.is_trailing(ctx, self.state, action):
                held.append((n, action, self.moment(action, index)))  # the Pass's point, maybe (16.2.3.IV)
                continue
            self.play(action, n, turn=index)
            if isinstance(action, m.Score):
                self.set_against(action, max(len(self.report.moments) - 1, 0))
        if not turn.setup:
            self.end_turn(index, turn, held)
            for _, action, moment in held:  # the Pass's point is scored when the turn ends
                self.set_against(action, moment)

    def set_against(self, score: m.Score, moment: int) -> None:
        """The log's ``++`` set against rootboard's ledger: where the log's running score of the
        faction differs from rootboard's, by another amount than at its last ``++``, the line says
        so (a point the log forgot, or one it scores that rootboard could not). rootboard's
        score is its ledger's sum (rootboard.game.ledger), read from the state."""
        fid = faction_id(score.faction)
        if fid not in self.state.scores:
            return
        logged = self.log_totals[fid] = self.log_totals.get(fid, 0) + score.points
        gap = self.state.scores[fid] - logged
        if gap != self.gaps.get(fid, 0):
            self.gaps[fid] = gap
            self.flag(score, ASSUMED, SCORE_DIFFERS("3.2", who=fid, log=logged, ledger=self.state.scores[fid]), moment)

    def to_turn_of(self, fid: str, turn: m.Turn) -> None:
        """End turns the log does not write until it is ``fid``'s (at most a round)."""
        for _ in range(len(self.state.factions)):
            if self.state.current == fid:
                return
            skipped = self.state.current
            moment = max(len(self.report.moments) - 1, 0)
            written = _Written(turn.line, 1, f"{turn.faction.code}:")  # where the turn is written
            self.apply(EndTurn(), written, moment)
            self.flag(written, ASSUMED, TURN_SKIPPED("1.4", who=skipped), moment)

    def end_turn(self, index: int, turn: m.Turn, held: list) -> None:
        ctx = self.translator.context
        state = self.state
        if points.passes(state):
            points.scored(ctx, state.current, 1, turn.actions[-1] if turn.actions else turn,
                          why=points.THE_PASS("16.2.3.IV"))
        ending = self.translator.readers.turn_end_points  # a faction's rules' (Oppress, 14.6.2), in a game it plays
        if ending is not None:
            # Where the turn's last line is (a ++ too: not the ++ itself, which credits nothing).
            final = turn.actions[-1] if turn.actions else None
            at = _Written(final.line, final.col, final.text) if final else _Written(turn.line, 1, f"{turn.faction.code}:")
            for scoring in ending(ctx, state) or ():  # credited: the log's held ++ is set against them
                self.apply(scoring, at, max(len(self.report.moments) - 1, 0))
        for n, action, moment in held:
            ctx.index = n
            self.steps(action, moment, self.translator.translate(state, action, n), counted=True)
        last = len(self.report.moments) - 1
        ended = turn.actions[-1] if turn.actions else _Written(turn.line, 1, f"{turn.faction.code}:")
        for closing in self.translator.boards.closing(ctx, state):  # what Rootlog leaves unwritten: revealed cards back (10.6.1, 12.6.1)
            self.apply(closing, ended, max(last, 0), credit=False)
        short = evening.draw_short(state, turn, self.report.log)
        if short is not None:  # the Evening's draw the log omits: said, not made (the log's hands are the table's)
            self.flag(ended, ILLEGAL, short, max(last, 0))
        decree = self.translator.readers.decree_unresolved  # the Eyrie's, in a game she plays in (issue 32)
        unresolved = None if decree is None else decree(state, turn, self.report.log)
        if unresolved is not None:  # a Decree card her Daylight leaves unplayed, with no Turmoil (7.5.2)
            self.flag(ended, ILLEGAL, unresolved, max(last, 0))
        down = hands.discard_down(state)
        if down is not None:  # the logs seldom write the discard down to five (each faction's Evening)
            self.flag(ended, ASSUMED, down[1], max(last, 0))
            self.apply(down[0], ended, max(last, 0), credit=False)
        _, verdict = self.apply(EndTurn(), turn, max(last, 0), credit=False)
        if verdict is not None and not verdict.legal:  # what else the end of a turn asks (an item limit, 9.6.4)
            self.flag(ended, ILLEGAL, verdict.message, max(last, 0))
        for credit in ctx.credits:
            why = credit.reason(state.law)
            flag = Flag(credit.line, credit.col, credit.text, ASSUMED,
                        points.NOT_RECORDED(*why.sections, points=credit.points, who=credit.faction, why=why),
                        self._moment_at(credit.line, credit.col))
            self.report.flags.append(flag)
        ctx.credits.clear()
        if self.report.moments:
            moments = self.report.moments
            moments[-1] = moments[-1].at(len(state.history))

    # --- one action --------------------------------------------------------------------------

    def moment(self, action, turn: int) -> int:
        ctx = self.translator.context
        line, col = getattr(action, "line", 0), getattr(action, "col", 0)
        moments = self.report.moments
        moments.append(Moment(line, col, getattr(action, "text", ""), turn, ctx.current, len(self.state.history)))
        self.first_at.setdefault((line, col), len(moments) - 1)
        return len(moments) - 1

    def _moment_at(self, line: int, col: int) -> int:
        found = self.first_at.get((line, col))
        return found if found is not None else max(len(self.report.moments) - 1, 0)

    def play(self, action: m.Action, index: int, turn: int, counted: bool = True) -> None:
        # Its moment is made once its steps are played (steps()), with the history's cursor
        # after them: nothing appends a moment in between, so its index is known now (issue 32).
        # A log's action always says where it was read (m.Action's line, col and text): read as
        # attributes here and in steps(), where a flag's subject, which may be a turn line, is
        # asked with defaults.
        moments = self.report.moments
        moment = len(moments)
        self.first_at.setdefault((action.line, action.col), moment)
        try:
            steps = self.translator.translate(self.state, action, index)
        except RootboardError as exc:
            steps = [Refused(CANNOT_CHECK(*exc.problem.sections, problem=exc.problem))]
        except (AttributeError, KeyError, IndexError, TypeError, ValueError) as exc:  # never a traceback at the table
            steps = [NotModelled(UNTRANSLATED(problem=f"{type(exc).__name__}: {exc}"))]
        self.steps(action, moment, steps, counted, turn)

    def steps(self, action: m.Action, moment: int, steps: list, counted: bool, turn: int = -1) -> None:
        """Play ``action``'s steps; its moment, the ``moment``-th, is made here when it is new
        (``turn``: the log's turn it is in)."""
        done = changed = False  # changed: the position is no longer the one the steps were planned on
        for step in steps:
            if isinstance(step, Planned):  # most steps: asked first
                applied = self.planned(action, moment, step, as_planned=not changed)
                done = done or applied
                changed = changed or applied
            elif isinstance(step, Covered):
                done = True
            elif isinstance(step, NotModelled):
                self.flag(action, NOT_MODELLED, step.reason, moment, step.touches, root=bool(step.touches))
            elif isinstance(step, Refused):
                self.flag(action, IMPOSSIBLE, step.reason, moment, step.touches, root=True)
            elif isinstance(step, Read):
                self.flag(action, ASSUMED, step.assumed, moment)
            elif isinstance(step, Omitted):  # what the rules ask with it, left out by the log
                self.flag(action, ILLEGAL, step.reason, moment)
        moments = self.report.moments
        if moment == len(moments):  # played as it is read (play()): its moment made now
            moments.append(Moment(action.line, action.col, action.text,
                                  turn, self.translator.context.current, len(self.state.history)))
        else:  # held to the end of its turn (the Pass's point): its moment made when it was read
            moments[moment] = moments[moment].at(len(self.state.history))
        if counted:
            if done:
                self.report.replayed += 1
            else:
                self.report.skipped += 1

    def planned(self, action: m.Action, moment: int, step: Planned, as_planned: bool = False) -> bool:
        """Play a planned step; whether it was applied. ``as_planned``: the position is still
        the one the step was planned on, so a judgement the translation made holds."""
        if step.assumed is not None:
            self.flag(action, ASSUMED, step.assumed, moment)
        try:
            # Applied below on the same position: judged once. The action's own judgement made by
            # the translation still goes through the turn's (a card's move or battle, 4.1.3).
            own = step.judgement if as_planned else None
            judgement = turn_judged(self.state, step.action, own)
        except RootboardError as exc:
            self.flag(action, IMPOSSIBLE, CANNOT_CHECK(*exc.problem.sections, problem=exc.problem), moment,
                      step.touches, root=True)
            return False
        verdict = judgement[0]
        if not verdict.legal:
            for instead in step.instead:
                if verdict.message.id in instead.when and self.legally(instead.actions, action, moment):
                    self.flag(action, ASSUMED, instead.assumed, moment)
                    self.untaint(step.touches)
                    return True
        # Applied as judged: trying what the log meant instead, and failing, left the position
        # as it found it (legally() undoes what it tried).
        applied, verdict = self.apply(step.action, action, moment, judgement=judgement)
        if verdict is None:
            return False
        excuse = step.excuse
        if not applied:
            self.flag(action, IMPOSSIBLE, verdict.message, moment, step.touches, root=True)
        elif not verdict.legal and excuse is not None and (excuse.when is None or verdict.message.id in excuse.when):
            reason = excuse.reason
            said = Message(reason.id, {**reason.params, "reason": verdict.message}, reason.sections)
            self.flag(action, NOT_MODELLED, said, moment)
        elif not verdict.legal:
            self.flag(action, ILLEGAL, verdict.message, moment, step.touches, root=True)
        else:
            self.untaint(step.touches)
        return applied

    def legally(self, actions, action, moment: int) -> bool:
        """Apply ``actions`` one after the other if each is legal then; nothing changes otherwise."""
        state, done = self.state, []
        over = bool(state.winner)
        for rootboard_action in actions:
            try:
                outcome, edits = apply_action(state, rootboard_action, TEACH, over=False)
            except RootboardError:
                outcome, edits = None, []
            if outcome is None or not outcome.applied or not outcome.verdict.legal:  # undo the tried ones
                if outcome is not None and outcome.applied:  # the last first: it may use what those before made
                    state.revert(edits)
                for _, _, made in reversed(done):
                    state.revert(made)
                return False
            done.append((rootboard_action, outcome.verdict, edits))
        for rootboard_action, verdict, edits in done:
            if self.recording:
                record(state, rootboard_action, TEACH, kept(state, verdict, over), edits)
            self.credit(rootboard_action, edits, action)
        return True

    def untaint(self, touches) -> None:
        """A step that went as the log says: what it touches agrees with the log again."""
        for key in touches:
            self.tainted.pop(key, None)

    def apply(self, rootboard_action, action, moment: int, credit: bool = True, judgement=None):
        """Play one rootboard action in teach mode; (applied, verdict). ``judgement``: its
        ``judged`` on the position as it is (apply_action's)."""
        state = self.state
        if state.winner and not self.played_on and not isinstance(rootboard_action, EndTurn):
            # The table played on after the score rootboard's ledger brought to 30 (3.1): said
            # once, at the first action of the log after (not the end of the turn the replay
            # adds); each action is still judged on its own.
            self.played_on = True
            self.flag(action, ASSUMED, PLAYED_ON("3.1", who=state.winner["faction"]), moment)
        over = bool(state.winner)
        try:
            outcome, edits = apply_action(state, rootboard_action, TEACH, judgement, over=False)
        except RootboardError as exc:
            self.flag(action, IMPOSSIBLE, CANNOT_CHECK(*exc.problem.sections, problem=exc.problem), moment)
            return False, None
        if outcome.applied:
            if self.recording:
                record(state, rootboard_action, TEACH, kept(state, outcome.verdict, over), edits)
            if credit:
                self.credit(rootboard_action, edits, action)
        return outcome.applied, outcome.verdict

    def credit(self, rootboard_action, edits, action) -> None:
        """Points an action other than a score scored on its own: the log's next ++ records them.
        An action the log's ``++``/``--`` itself is read as (Turmoil at its ``--``, 7.7.1)
        scores what that line writes: nothing is left to record."""
        if rootboard_action.kind == "score" or isinstance(action, m.Score):
            return
        for edit in edits:
            if edit.op == "score":
                fid, scored = edit.args
                points.scored(self.translator.context, fid, scored, action, by=rootboard_action)

    def flag(self, action, category: str, message: Message, moment: int, touches=frozenset(),
             root: bool = False) -> None:
        line, col, text = getattr(action, "line", 0), getattr(action, "col", 0), getattr(action, "text", "")
        cause = None
        keys = _keys(message) or touches
        if category in (ILLEGAL, IMPOSSIBLE):
            # The earliest of the flags that left these undone: its first cause, whatever order
            # a set of keys iterates in (that order changes with each process's string hashes).
            first = min((self.tainted[k] for k in keys if k in self.tainted), key=lambda f: (f.line, f.col),
                        default=None)
            if first is not None and (first.line, first.col) != (line, col):
                cause = (first.line, first.col)
        found = Flag(line, col, text, category, message, moment, cause)
        if root:  # each place it left undone, even when said once for all of them
            for key in {*keys, *touches}:
                self.tainted.setdefault(key, found if cause is None else self.tainted.get(key, found))
        # w->1+3+4+10 short of all four says it once. Only a flag at the same place can be the
        # same one: the others are passed over by their place, not compared field by field,
        # their messages' parameters too (each flag was compared with the four before it; issue 32).
        if any(f.col == col and f.line == line and f == found for f in self.report.flags[-4:]):
            return
        self.report.flags.append(found)


def kept(state: GameState, verdict, over: bool):
    """The verdict the history keeps: the one a game file's reader gives again, against 3.1
    when the game was already won (rootboard.game.victory); the flags judge the action alone."""
    return victory.game_over(state, verdict) if over else verdict


@records.record(frozen=True)
class _Written:
    """Where something the log does not write is said: a turn line (a turn it skips)."""

    line: int
    col: int
    text: str


def _keys(message: Message) -> frozenset:
    """What a refusal is about, from its parameters: (faction, piece or item, where), where the
    message names them (a move's pieces at its origin, an item on a Vagabond's board)."""
    params = message.params
    who = params.get("who")
    thing = params.get("piece", params.get("item"))
    if not isinstance(who, str) or not isinstance(thing, str):
        return frozenset()
    where = params.get("at", params.get("where")) if "piece" in params else None
    return frozenset({(who, thing, where)})
