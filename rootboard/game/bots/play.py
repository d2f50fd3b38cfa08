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
UNKNOWN_SUIT = Template("bot.unknown-suit", "{name!r} is not a suit: {choices}")
NO_ORDER = Template("bot.no-order", "the table reveals the order card and names its suit (--order)")
REFUSED = Template("bot.refused", "the bot's step was refused, so nothing of its turn was applied: {why}")
GUESSES_LEFT = Template("bot.guesses-left", "{count} guess given was not used", plural="{count} guesses given were "
                        "not used", count="count")
ROLLS_LEFT = Template("bot.rolls-left", "{count} roll given was not used: the bot fought fewer battles",
                      plural="{count} rolls given were not used: the bot fought fewer battles", count="count")
GAME_OVER = Template("bot.game-over", "{who:faction} won the game: the turn stops here")
BAD_ROLL = Template("bot.bad-roll", "{text!r} is not two dice faces HIGH,LOW (each 0 to 3)")

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

    def roll(self) -> tuple:
        return tuple(self.rolls.pop(0)) if self.rolls else ()

    def guess(self) -> str | None:
        return self.guesses.pop(0) if self.guesses else None


def suit_word(name: str) -> str:
    """An order card's suit as the command line types it: fox, mouse, rabbit or bird."""
    found = name.strip().lower()
    if found not in (*SUITS, "bird"):
        raise BadInput(UNKNOWN_SUIT(name=name, choices=[*SUITS, "bird"]))
    return found


def play_turn(state, fid: str, ctx: Context, mode: str = "enforce") -> list[Played]:
    """Play the turn of the bot at ``fid``'s seat on ``state``; the steps as played."""
    from rootboard.game import replay
    from rootboard.game.bots import NOT_A_BOT_SEAT, bot_module

    config = state.bots.get(fid)
    if config is None:
        raise BadInput(NOT_A_BOT_SEAT(who=fid))
    if not ctx.orders:
        raise BadInput(NO_ORDER())
    if state.current != fid or state.phase != "birdsong":
        raise BadInput(NOT_ITS_TURN(current=state.current, phase=state.phase))
    ctx.difficulty, ctx.traits = config["difficulty"], tuple(config["traits"])
    module = bot_module(config["bot"])
    start, tail = state.cursor, list(state.history[state.cursor:])
    played: list[Played] = []
    try:
        for doing in module.turn_doings(state, fid, ctx):
            if doing.action is None:
                played.append(Played(doing))
                continue
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
