"""A bot's turn, worked out and applied: each step said with its Law of Rootbotics section, each
doing applied as the game's own action (checked, undoable, in the history).

The table reveals the order card and says its suit (and the item it shows, if any: crafted
when the item supply still holds one, 4.4.2 of each bot); it rolls the dice or lets rootboard roll them from the game's seed (4.3.2).
A bot's module gives its turn as a generator of :class:`Doing` (``module.turn_doings(state, fid, ctx)``):
each is said, and its action, if any, played here (``replay.perform``) before the bot looks at
the position again, so every later step sees what the earlier ones did (2.4). A turn that cannot
be played through (a step refused, more order cards needed) changes nothing: what it applied is
undone and the history is as it was.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.kinds import SUITS
from rootboard.messages import Message, Template
from rootboard.records import field, record

CITE = Template("bot.cite", "Law of Rootbotics {section}: {step}")
# A step of a chapter whose text was not found (only a companion's reading of it): its number is
# rootboard's, a letter first (D.5.1), and said as such, never as the Law's own.
CITE_UNREAD = Template("bot.cite-unread", "{section} (rootboard's numbering; the Law of Rootbotics' own chapter not "
                       "yet read): {step}")


def _cite(section: str):
    return CITE if section[:1].isdigit() else CITE_UNREAD
NOT_ITS_TURN = Template("bot.not-its-turn", "it is {current:faction.whose} {phase:phase}: a bot's turn is played from "
                        "the start of its own Birdsong")
REVEALED = Template("bot.revealed", "the order card is revealed: {suit:suit}")
UNKNOWN_SUIT = Template("bot.unknown-suit", "{name!r} is not a suit: {choices}")
REFUSED = Template("bot.refused", "the bot's step was refused, so nothing of its turn was applied: {why}")
GUESSES_LEFT = Template("bot.guesses-left", "{count} guess given was not used", plural="{count} guesses given were "
                        "not used", count="count")
ROLLS_LEFT = Template("bot.rolls-left", "{count} roll given was not used: the bot fought fewer battles",
                      plural="{count} rolls given were not used: the bot fought fewer battles", count="count")
GAME_OVER = Template("bot.game-over", "{who:faction} won the game: the turn stops here")
AMBUSHES_LEFT = Template("bot.ambushes-left", "{count} ambush card given was not used: the bot fought fewer "
                         "battles", plural="{count} ambush cards given were not used: the bot fought fewer battles",
                         count="count")
BAD_ROLL = Template("bot.bad-roll", "{text!r} is not two dice faces HIGH,LOW (each 0 to 3)")

class GuessNeeded(BadInput):
    """A human's guess a bot's trait asks for, not given (the Cogwheel Corvids' Gamble: the kind
    of the plot in ``where`` before it flips): ``who`` guesses among ``choices``. The command line
    says it (--guess); the window asks the table for it and works the turn out again with it."""

    def __init__(self, message: Message, who: str, where, choices):
        super().__init__(message)
        self.who, self.where, self.choices = who, where, tuple(choices)


@record(frozen=True)
class Cited:
    """The words of a step of a bot's turn (``Step.words``): the step's Law of Rootbotics section
    before them. The step's own section is the Law of Root's, 16.1.3 (bots follow the Law of
    Rootbotics): a Rootbotics number is never shown as the Law's."""

    section: str
    words: object  # a Template without parameters

    def __call__(self, *law_sections) -> Message:
        return _cite(self.section)(*law_sections, section=self.section, step=self.words())


@record(frozen=True)
class Doing:
    """One step of a bot's turn: its Law of Rootbotics ``section``, what it does and why
    (``says``), and the game's ``action`` it takes (None: a step that only says)."""

    section: str
    says: Message | None  # None: a doing of the step said just before it
    action: object = None


@record(frozen=True)
class Played:
    """A step as played: the step, the action as the history keeps it and its verdict."""

    doing: Doing
    action: dict | None = None
    verdict: Message | None = None
    notes: tuple = ()


@record
class Context:
    """What the table told rootboard for this turn, and the bot's settings."""

    orders: list = field(default_factory=list)  # order cards' suits, in the order revealed
    item: str | None = None  # the item the (first) order card shows, if any
    rolls: list = field(default_factory=list)  # dice for the battles, in order; then the seed's
    difficulty: str = "normal"
    traits: tuple = ()
    # A human's guesses the bot's traits ask for, in the order asked (the Cogwheel Corvids'
    # Gamble: a plot's kind before each flip, by priority).
    guesses: list = field(default_factory=list)
    # The ambush cards played against the bot's battles (4.3.1): its nth battle of the turn
    # (0 the first) -> the card's suit, as the table says it (a human defender's hand is its own).
    ambushes: dict = field(default_factory=dict)
    battles: int = 0  # the bot's battles fought this turn, as played (the ambushes beyond them unused)

    def roll(self) -> tuple:
        return tuple(self.rolls.pop(0)) if self.rolls else ()

    def guess(self) -> str | None:
        return self.guesses.pop(0) if self.guesses else None


ORDER_SUITS = (*SUITS, "bird")  # an order card's suits (Law of Rootbotics 1.1)


def suit_word(name: str) -> str:
    """An order card's suit as the command line types it: fox, mouse, rabbit or bird."""
    found = name.strip().lower()
    if found not in ORDER_SUITS:
        raise BadInput(UNKNOWN_SUIT(name=name, choices=list(ORDER_SUITS)))
    return found


def turn_may_start(state, fid: str) -> bool:
    """Whether the bot at ``fid``'s seat may play its turn now: its seat on turn, in its Birdsong,
    its order card not yet revealed this turn (the history's ``bot-order``)."""
    from rootboard.game.bots.actions import ORDER_USED

    return state.current == fid and state.phase == "birdsong" and ORDER_USED not in state.used


def refuse_start(state, fid: str) -> None:
    """Why the bot at ``fid``'s seat cannot begin its turn now (what, why, which section)."""
    from rootboard.game.bots.actions import TURN_BEGUN, order_revealed

    revealed = order_revealed(state, fid)
    if revealed is not None:
        raise BadInput(TURN_BEGUN("16.1.3", who=fid, suit=revealed["orders"][0]))
    raise BadInput(NOT_ITS_TURN("16.1.3", current=state.current, phase=state.phase))


def _with_reveal(doings, fid: str, ctx: Context):
    """The bot's turn with its order card's reveal played as its first action (``bot-order``,
    the record of where the turn stands): on the turn's first step when it only says (every
    chapter's first Birdsong step reveals the order card), else as a step before it."""
    from rootboard.game.bots.actions import BotOrder

    reveal = BotOrder(fid, tuple(ctx.orders), ctx.item, tuple(ctx.guesses))
    first = next(doings, None)
    if first is None:
        return
    if first.action is None and first.says is not None:
        yield Doing(first.section, first.says, reveal)
    else:
        yield Doing(first.section, REVEALED(suit=ctx.orders[0]), reveal)
        yield first
    yield from doings


def play_turn(state, fid: str, ctx: Context, mode: str = "enforce") -> list[Played]:
    """Play the turn of the bot at ``fid``'s seat on ``state``; the steps as played."""
    from rootboard.game import replay
    from rootboard.game.bots import NOT_A_BOT_SEAT, bot_module
    from rootboard.game.bots.actions import NO_ORDER

    config = state.bots.get(fid)
    if config is None:
        raise BadInput(NOT_A_BOT_SEAT(who=fid))
    if not ctx.orders:
        raise BadInput(NO_ORDER())
    if not turn_may_start(state, fid):
        refuse_start(state, fid)
    ctx.difficulty, ctx.traits = config["difficulty"], tuple(config["traits"])
    module = bot_module(config["bot"])
    start, tail = state.cursor, list(state.history[state.cursor:])
    played: list[Played] = []
    battles = 0
    try:
        for doing in _with_reveal(iter(module.turn_doings(state, fid, ctx)), fid, ctx):
            if doing.action is None:
                played.append(Played(doing))
                continue
            doing = _instead(state, fid, doing)
            if _its_battle(doing.action, fid):
                doing, battles = _ambushed(doing, ctx.ambushes.get(battles)), battles + 1
                ctx.battles = battles
            outcome = replay.perform(state, doing.action, mode)
            if not outcome.applied:
                raise BadInput(REFUSED(*outcome.verdict.message.sections, why=outcome.verdict.message))
            entry = state.history[state.cursor - 1]
            played.append(Played(doing, entry["action"], outcome.verdict.message, tuple(outcome.verdict.notes)))
            if state.winner:  # the game ends at once (3.1): nothing more is played
                played.append(Played(Doing(doing.section, GAME_OVER(who=state.winner["faction"]))))
                break
    except BaseException:
        while state.cursor > start:
            replay.undo(state)
        state.history[start:] = tail
        raise
    return played


def _instead(state, fid: str, doing: Doing) -> Doing:
    """The doing as the factions' rules for bots have it (a snare removed instead, 11.8.2)."""
    from rootboard.game.law import rules_for

    for f in rules_for(state).present(state):
        found = f.bot_instead(state, fid, doing.action)
        if found is not None:
            section, words, action = found
            return Doing(section, words, action)
    return doing


def _its_battle(action, fid: str) -> bool:
    return getattr(action, "kind", None) == "battle" and action.attacker == fid


def _ambushed(doing: Doing, suit: str | None) -> Doing:
    """The bot's battle with the ambush card its defender played (4.3.1), as the table said:
    judged by the battle's own check (a bot's Hates Surprises, the card's suit, 2.1.1)."""
    if suit is None:
        return doing
    from rootboard.records import replace

    return Doing(doing.section, doing.says, replace(doing.action, ambush=True, ambush_suit=suit))


NO_HAND_AMBUSH = Template("bot.no-hand-ambush", "{who:faction} {who:faction|sg=is|pl=are} played by a bot, which "
                          "has no hand of cards: no ambush card is played from it")


def cited(step: Played) -> Message | None:
    """The step as said, citing its Law of Rootbotics section; None for a doing of the step before."""
    if step.doing.says is None:
        return None
    return _cite(step.doing.section)(section=step.doing.section, step=step.doing.says)


def play_setup(state, fid: str, config: dict, mode: str = "enforce") -> list[Played]:
    """Seat the bot at ``fid`` and play its setup (its chapter's 'Faction Setup'), as actions."""
    from rootboard.game import replay
    from rootboard.game.bots import bot_module, seat_bot

    module = bot_module(config["bot"])
    seat_bot(state, fid, config)
    played = []
    for doing in module.setup_doings(state, fid):
        if doing.action is None:
            played.append(Played(doing))
            continue
        outcome = replay.perform(state, doing.action, mode)
        if not outcome.applied:
            raise BadInput(REFUSED(*outcome.verdict.message.sections, why=outcome.verdict.message))
        played.append(Played(doing, state.history[state.cursor - 1]["action"], outcome.verdict.message))
    return played


# --- A bot's turn shown one step at a time (the window's Next, Undo and Whole turn) ---------------
# The turn is worked out whole first, on a copy of the game (``play_turn``: every step sees what
# the ones before did, 2.4), then its steps are applied to the game one at a time, each as the
# game's own action with the dice the plan rolled (checked again when applied, undoable, in the
# history). Where the game stands in the plan is read from the history, never kept beside it: an
# undo from the menu moves the plan back with it, and any other action leaves the plan behind.

DICE_OUT_OF_PLAN = Template("bot.dice-no-battle", "the bot's next step is not a battle: the table's dice are "
                            "given for a battle")
NOT_A_BATTLE = Template("bot.ambush-no-battle", "the bot's next step is not one of its battles: an ambush card is "
                        "played when the bot attacks")
PLAN_LEFT = Template("bot.plan-left", "the game is no longer where the bot's turn was worked out from: the table "
                     "reveals the order card again")


@record(frozen=True)
class Places:
    """Where a step acts on the board, read from its edits: pieces moved ``origins`` ->
    ``destinations``, placed or removed ``at``; ``scores``: who scored and how much."""

    origins: tuple = ()
    destinations: tuple = ()
    at: tuple = ()
    scores: tuple = ()

    @property
    def areas(self) -> tuple:
        return tuple(dict.fromkeys((*self.origins, *self.destinations, *self.at)))


@record(frozen=True)
class PlannedStep:
    """One step of a planned turn: as played on the copy, and the history entry it made there
    (None: a step that only says)."""

    played: Played
    entry: dict | None = None

    @property
    def section(self) -> str:
        return self.played.doing.section

    def said(self) -> Message | None:
        return cited(self.played)

    def action(self, law):
        """The game's action this step applies, with the dice the plan rolled (4.3.2)."""
        from rootboard.game.actions import read_action

        return None if self.entry is None else read_action(self.entry["action"], law)

    def describe(self, law, who: str) -> Message | None:
        """What the step's action does, as the log says it."""
        from rootboard.game.replay import described

        return None if self.entry is None else described(self.action(law), self.entry["edits"], law, who)

    def dice(self) -> tuple | None:
        """The faces of a battle step's two dice (4.3.2), None for any other step."""
        rolls = (self.entry or {}).get("action", {}).get("rolls")
        return tuple(rolls) if rolls else None

    def places(self, state) -> Places:
        """Where it acts: the areas of the board its pieces leave, enter, appear in or leave for
        the supply; the scores it changes."""
        from rootboard.board.topology import BURROW

        origins, destinations, at, scores = [], [], [], []
        board = state.topology

        def on_board(place) -> bool:
            return place == BURROW or (isinstance(place, (int, str)) and not isinstance(place, bool)
                                       and board.has_area(place))

        for op, *args in (self.entry or {}).get("edits", ()):
            if op == "shift":
                _, _, source, destination, _ = args
                if on_board(source) and on_board(destination) and source != destination:
                    origins.append(source)
                    destinations.append(destination)
                elif on_board(destination):
                    at.append(destination)
                elif on_board(source):
                    at.append(source)
            elif op == "score":
                scores.append(tuple(args))
        return Places(tuple(dict.fromkeys(origins)), tuple(dict.fromkeys(destinations)),
                      tuple(dict.fromkeys(at)), tuple(scores))


@record
class TurnPlan:
    """A bot's turn worked out from the start of its Birdsong: its steps, the history's cursor
    it starts at, and what the table said (``orders``, ``item``, ``rolls``)."""

    fid: str
    orders: tuple
    item: str | None
    rolls: tuple
    mode: str
    start: int
    steps: tuple
    origin: object = None  # the game as it stood when the turn was worked out (a copy)
    guesses: tuple = ()  # the human's guesses its traits asked for (Gamble), in order
    ambushes: tuple = ()  # (nth battle, suit): the ambush cards played against its battles (4.3.1)

    def applied(self, state) -> int | None:
        """How many of its steps the game has applied (the steps that only say, before the next
        action, count as done once the action before them is), or None when the game has left
        the plan (another action played, or undone to before the turn)."""
        done = state.cursor - self.start
        actions = [n for n, s in enumerate(self.steps) if s.entry is not None]
        if done < 0 or done > len(actions):
            return None
        for n in range(done):
            if state.history[self.start + n]["action"] != self.steps[actions[n]].entry["action"]:
                return None
        return 0 if done == 0 else actions[done - 1] + 1

    def position(self, state, shown: int) -> int | None:
        """Where the game stands in the plan, given the step the table last saw (``shown``): the
        said steps after the last action applied are taken one Next at a time."""
        base = self.applied(state)
        if base is None:
            return None
        following = base
        while following < len(self.steps) and self.steps[following].entry is None:
            following += 1
        return min(max(shown, base), following)

    def with_dice(self, state, at: int, faces: tuple) -> "TurnPlan":
        """The plan worked out again with the table's ``faces`` for the battle of step ``at``
        (4.3.2): the battles before keep the dice they rolled, the later ones are rolled from the
        seed again, since the battle's outcome changes what the bot does next (2.4)."""
        applied = self.applied(state)
        if applied is None:
            raise BadInput(PLAN_LEFT())
        step = self.steps[at] if applied <= at < len(self.steps) else None  # a battle still to come
        if step is None or step.dice() is None:
            raise BadInput(DICE_OUT_OF_PLAN("4.3.2"))
        before = [s.dice() for s in self.steps[:at] if s.dice() is not None]
        ctx = Context(orders=list(self.orders), item=self.item, rolls=[*before, tuple(faces)],
                      guesses=list(self.guesses), ambushes=dict(self.ambushes))
        return self._again(at, ctx)

    def _again(self, at: int, ctx: Context) -> "TurnPlan":
        plan = plan_turn(self.origin, self.fid, ctx, self.mode)
        if _actions(plan.steps[:at]) != _actions(self.steps[:at]):  # the steps before stand as they were
            raise BadInput(PLAN_LEFT())
        return plan

    def battle_at(self, state, at: int) -> int:
        """Which of the bot's battles step ``at`` is (0 the first), a battle still to come;
        refused as the table's dice are when it is not one (or the game left the plan)."""
        applied = self.applied(state)
        if applied is None:
            raise BadInput(PLAN_LEFT())
        step = self.steps[at] if applied <= at < len(self.steps) else None
        if step is None or step.entry is None or not step.entry["action"].get("type") == "battle" \
                or step.entry["action"].get("attacker") != self.fid:
            raise BadInput(NOT_A_BATTLE("4.3.1"))
        return sum(1 for s in self.steps[:at] if s.entry is not None and s.entry["action"].get("type") == "battle"
                   and s.entry["action"].get("attacker") == self.fid)

    def ambush_refusal(self, state, at: int) -> Message | None:
        """Why no ambush card may be played against the bot's battle of step ``at`` (its defender
        a bot, with no hand; the bot's own rules, Hates Surprises; 4.3.1), or None: judged by the
        battle's own check on the game as it stands, with a bird card (wild, 2.1.1)."""
        from rootboard.records import replace

        from rootboard.game import replay

        self.battle_at(state, at)
        battle = self.steps[at].action(replay.rules_for(state))
        if battle.defender in state.bots:
            return NO_HAND_AMBUSH("4.3.1", "16.1.3", who=battle.defender)
        outcome = replay.perform(state, replace(battle, ambush=True, ambush_suit="bird"), self.mode, dry_run=True)
        return None if outcome.verdict.legal else outcome.verdict.message

    def with_ambush(self, state, at: int, suit: str | None) -> "TurnPlan":
        """The plan worked out again with the ambush card the defender played against the battle
        of step ``at`` (4.3.1; None: none played): that battle keeps its dice, the later ones
        are rolled again, since what it leaves changes what the bot does next (2.4)."""
        n = self.battle_at(state, at)
        dice = [s.dice() for s in self.steps[:at + 1] if s.dice() is not None]
        ambushes = {k: v for k, v in self.ambushes if k != n}
        if suit is not None:
            ambushes[n] = suit
        ctx = Context(orders=list(self.orders), item=self.item, rolls=dice, guesses=list(self.guesses),
                      ambushes=ambushes)
        return self._again(at, ctx)


def plan_turn(state, fid: str, ctx: Context, mode: str = "enforce") -> TurnPlan:
    """The turn of the bot at ``fid``'s seat worked out on a copy of ``state`` (which does not
    change): refused as ``play_turn`` refuses (not its Birdsong, no order, a step refused, more
    order cards needed)."""
    origin = state.copy()
    trial = origin.copy()
    given = (tuple(ctx.orders), ctx.item, tuple(tuple(r) for r in ctx.rolls))
    guesses, ambushes = tuple(ctx.guesses), tuple(sorted(ctx.ambushes.items()))
    played = play_turn(trial, fid, ctx, mode)
    start = state.cursor
    entries = iter(trial.history[start:trial.cursor])
    steps = tuple(PlannedStep(p, next(entries) if p.action is not None else None) for p in played)
    return TurnPlan(fid, *given, mode=mode, start=start, steps=steps, origin=origin, guesses=guesses,
                    ambushes=ambushes)


def resumed_plan(state, fid: str, mode: str = "enforce") -> TurnPlan | None:
    """The turn of the bot at ``fid``'s seat, begun and not finished, worked out again from the
    history: from before its order card's reveal (``bot-order``, which records the cards, the
    item and the guesses the table gave), with the dice its battles rolled. None when its turn
    has not begun, or the history after the reveal is not that turn's (another action played,
    a step taken otherwise): then it cannot be resumed, only undone to before the reveal."""
    from rootboard.errors import RootboardError
    from rootboard.game import replay
    from rootboard.game.bots.actions import order_revealed

    revealed = order_revealed(state, fid)
    if revealed is None:
        return None
    start = revealed["at"]
    before = state.copy()
    while before.cursor > start:
        replay.undo(before)
    rolls = [tuple(e["action"]["rolls"]) for e in state.history[start:state.cursor] if e["action"].get("rolls")]
    battles = [e["action"] for e in state.history[start:state.cursor]
               if e["action"].get("type") == "battle" and e["action"].get("attacker") == fid]
    ctx = Context(orders=list(revealed["orders"]), item=revealed.get("item"), rolls=rolls,
                  guesses=list(revealed.get("guesses", ())),
                  ambushes={n: b.get("ambush_suit") or "bird" for n, b in enumerate(battles) if b.get("ambush")})
    try:
        plan = plan_turn(before, fid, ctx, mode)
    except RootboardError:
        return None
    return plan if plan.applied(state) is not None else None


def play_rest(state, fid: str, mode: str = "enforce") -> list[Played]:
    """The rest of the bot's turn begun in the history (:func:`resumed_plan`), applied: the steps
    as played; refused (its turn begun, and where it stands not that turn's) with nothing changed."""
    from rootboard.game import replay
    from rootboard.game.bots import NOT_A_BOT_SEAT

    if fid not in state.bots:
        raise BadInput(NOT_A_BOT_SEAT(who=fid))
    plan = resumed_plan(state, fid, mode)
    if plan is None:
        refuse_start(state, fid)  # says why: its turn begun and not resumable, or not its turn
    start, tail = state.cursor, list(state.history[state.cursor:])
    played: list[Played] = []
    try:
        for step in plan.steps[plan.applied(state):]:
            if step.entry is None:
                played.append(step.played)
                continue
            outcome = replay.perform(state, step.action(replay.rules_for(state)), mode)
            if not outcome.applied:
                raise BadInput(REFUSED(*outcome.verdict.message.sections, why=outcome.verdict.message))
            played.append(step.played)
    except BaseException:
        while state.cursor > start:
            replay.undo(state)
        state.history[start:] = tail
        raise
    return played


def _actions(steps) -> list:
    return [s.entry["action"] for s in steps if s.entry is not None]
