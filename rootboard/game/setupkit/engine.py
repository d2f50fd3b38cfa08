"""A setup as a sequence of steps, each offering its choices with a reason for every one
that is not legal; replayed from its recorded choices, so it can be undone and repeated.

A setup is written as a *script*: a generator that yields a :class:`Step` whenever the
table must choose, and is sent the value chosen. Everything else a step does (deal cards,
place the pieces a choice implies, shuffle markers) happens in the script, drawing chance
from ``ctx.rng``, which is seeded from the game's seed. So a setup is wholly described by
its configuration and the list of values chosen: :class:`Setup` replays that list from the
start every time. Undo drops the last choice; a refused choice is never recorded, so it
changes nothing; the same seed and choices give the same board, card for card.

"Choose for us" (:meth:`Setup.auto_value`) picks uniformly among the legal options with a
generator of its own, seeded from the game's seed and the step's number, so choosing for
the table never shifts what the deals draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterable

from rootboard.errors import BadInput
from rootboard.game.verdict import Verdict, illegal, legal
from rootboard.messages import Message, Template

CHOSEN = Template("setup.chosen", "{choice}")
NOT_OFFERED = Template("setup.not-offered", "{value} is not one of this step's choices ({choices})")
NOTHING_PENDING = Template("setup.nothing-pending", "the setup is complete: there is nothing left to choose")
NO_LEGAL_CHOICE = Template("setup.no-legal-choice", "no legal choice: {prompt}")
DEAD_END = Template("setup.dead-end", "{prompt}: nothing can be chosen ({value}: {why})")
NO_SUCH_STEP = Template("setup.no-such-step", "no step {steps} in this setup", plural="no steps {steps} in this setup",
                        count="n")
# How a step's value is named to the table (never its id: "the-exile", "printed"), by the kind
# of value; a kind whose values are words of a script ("suits") names them in VALUE_WORDS.
AREA_VALUE = Template("setup.value.area", "{value:area}")
VALUE_NAMES = {
    "clearing": AREA_VALUE, "forest": AREA_VALUE, "path": AREA_VALUE,
    "faction": Template("setup.value.faction", "{value:faction}"),
    "suit": Template("setup.value.suit", "{value:suit}"),
    "seat": Template("setup.value.seat", "seat {value}"),
    "hireling": Template("setup.value.hireling", "{value:card}"),
    "character": Template("setup.value.character", "{value:character}"),
    "plot": Template("setup.value.plot", "{value:piece}"),
    "price": Template("setup.value.price", "{value} warrior", plural="{value} warriors", count="value"),
    "landmark": Template("setup.value.landmark", "{value:piece}"),
}
#: (kind, value) -> what it is called, for values that are a script's words ("printed").
VALUE_WORDS: dict[tuple[str, Any], Template] = {}
ANY_VALUE = Template("setup.value", "{value}")
WRONG_STEP = Template("setup.wrong-step", "choice {n} is for step {step!r}, but the setup asks {asked!r} there")
NOTHING_MORE = Template("setup.wrong-step-done", "choice {n} is for step {step!r}, but the setup asks nothing more there")


@dataclass(frozen=True)
class Option:
    """One choice of a step. ``why`` says what it does, or, when not ``legal``, why not
    (with the Law section)."""

    value: Any  # a JSON value: a clearing number, a forest id, a faction id, a suit...
    legal: bool
    why: Message


@dataclass(frozen=True)
class Step:
    """What the table must choose now. ``who`` is the faction (or seat) choosing, or None
    for the whole table; ``kind`` says what the values are ("clearing", "forest", "faction",
    "suit", "seat", "landmark", "hireling", "path", "count", "price") so a window knows how to offer
    them (on the board, in a list)."""

    id: str
    kind: str
    prompt: Message
    options: tuple[Option, ...]
    who: str | None = None

    def legal_values(self) -> list[Any]:
        return [o.value for o in self.options if o.legal]

    def value_name(self, value: Any) -> Message:
        """What ``value`` is called at the table: "clearing 5", "Balling", "printed suits"."""
        words = VALUE_WORDS.get((self.kind, value))
        if words is not None:
            return words()
        return VALUE_NAMES.get(self.kind, ANY_VALUE)(value=value)

    def option(self, value: Any) -> Option | None:
        return next((o for o in self.options if o.value == value), None)


Script = Callable[["Context"], Generator[Step, Any, None]]

#: The edition of the setup scripts: raised whenever a script comes to place something a setup
#: recorded before did not (2: the Riverfolk's starting funds, 11.3.4; 3: their starting prices
#: asked, 11.3.5), so that an older record is replayed as it was made and its game still opens.
SETUP_RULES = 3


@dataclass
class Context:
    """What a setup script works on: the board, the configuration, chance, the position
    being set up, and a summary to read aloud at the end."""

    topology: Any
    config: Any
    rng: random.Random
    seed: int = 0
    state: Any = None  # the GameState as set up so far
    homelands: dict[str, list[Any]] = field(default_factory=dict)  # faction -> its homeland areas
    summary: list[Message] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)  # what steps record for later steps
    edits: list[Any] = field(default_factory=list)  # every edit setup made, in order
    law: Any = None  # the Law the game is set up under (None: every faction there is)
    # Which edition of rootboard's setup scripts makes it (SETUP_RULES): a record made by an
    # earlier one is replayed as it was made (rootboard.setup.record).
    rules: int = SETUP_RULES

    def say(self, message: Message) -> None:
        self.summary.append(message)

    def apply(self, edits: list[Any]) -> None:
        """Change the position (all or nothing) and remember how, so that a position with
        more factions can be rebuilt from the same edits."""
        self.state.apply(edits)
        self.edits.extend(edits)


class Setup:
    """A setup being made: its pending step, the position so far, and how it got there."""

    def __init__(self, script: Script, topology: Any, config: Any, seed: int,
                 choices: Iterable[tuple[str, Any]] = (), law: Any = None, rules: int | None = None):
        self.script, self.topology, self.config, self.seed, self.law = script, topology, config, seed, law
        self.rules = SETUP_RULES if rules is None else rules
        self.choices: list[tuple[str, Any]] = []
        self._replay(list(choices))

    # --- the table's side -------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.pending is None

    def choose(self, value: Any) -> Verdict:
        """Choose ``value`` for the pending step. Refused (and nothing changes) when it is
        not offered or not legal; the verdict then says why, with its Law section."""
        step = self.pending
        if step is None:
            return illegal(NOTHING_PENDING())
        option = step.option(value)
        if option is None:
            return illegal(NOT_OFFERED(value=value, choices=tuple(o.value for o in step.options)))
        if not option.legal:
            return illegal(option.why)
        # On from where the script stands: what replaying every choice from the first would
        # give (the script is a function of the seed and the choices), in one step, not in
        # as many as there were choices (that made a whole setup quadratic in its choices).
        try:
            self.pending = _advance(self._run, value)
        except BaseException:
            self._replay(self.choices)  # the script failed on it: as it was before, then say why
            raise
        self.choices.append((step.id, value))
        return legal(option.why)

    def undo(self) -> bool:
        """Take back the last choice; False when nothing was chosen yet."""
        if not self.choices:
            return False
        self._replay(self.choices[:-1])
        return True

    def dead_end(self) -> Message | None:
        """Why the pending step cannot be answered at all (every option refused), with the
        first refusal's reason and sections; None while it can be."""
        step = self.pending
        if step is None or step.legal_values():
            return None
        if not step.options:
            return NO_LEGAL_CHOICE(*step.prompt.sections, prompt=step.prompt)
        first = step.options[0]
        return DEAD_END(*first.why.sections, prompt=step.prompt, value=step.value_name(first.value), why=first.why)

    def auto_value(self) -> Any:
        """A legal value for the pending step, chosen at random from the game's seed."""
        step = self.pending
        if step is None:
            return None
        values = step.legal_values()
        if not values:
            return None
        return random.Random(f"{self.seed}/{len(self.choices)}/{step.id}").choice(values)

    def run_auto(self, given: dict[str, Any] | None = None) -> None:
        """Make every remaining choice: ``given`` values by step id first (a refused one
        raises BadInput naming the step), the rest at random from the seed."""
        given = dict(given or {})
        while self.pending is not None:
            step = self.pending
            if step.id in given:
                verdict = self.choose(given.pop(step.id))
                if not verdict.legal:
                    raise BadInput(verdict.message, element=step.id)
                continue
            stuck = self.dead_end()
            if stuck is not None:
                raise BadInput(stuck, element=step.id)
            self.choose(self.auto_value())
        if given:
            raise BadInput(NO_SUCH_STEP(steps=sorted(given), n=len(given)), element="--choose")

    def to_json(self) -> dict:
        return {"choices": [[sid, value] for sid, value in self.choices]}

    # --- replay ---------------------------------------------------------------------------------
    def _replay(self, choices: list[tuple[str, Any]]) -> None:
        ctx = Context(self.topology, self.config, random.Random(self.seed), self.seed, law=self.law, rules=self.rules)
        run = self.script(ctx)
        step = _advance(run, None, first=True)
        for n, (sid, value) in enumerate(choices):
            if step is None or step.id != sid:
                raise BadInput(WRONG_STEP(n=n + 1, step=sid, asked=step.id) if step else NOTHING_MORE(n=n + 1, step=sid),
                               element="setup.choices")
            option = step.option(value)
            if option is None or not option.legal:
                raise BadInput(option.why if option else NOT_OFFERED(value=value, choices=step.legal_values()),
                               element=f"setup.choices[{n}]")
            step = _advance(run, value)
        self.ctx, self.pending, self.choices, self._run = ctx, step, list(choices), run

    @property
    def state(self):
        return self.ctx.state

    @property
    def summary(self) -> list[Message]:
        return self.ctx.summary


def _advance(run: Generator[Step, Any, None], value: Any, first: bool = False) -> Step | None:
    try:
        return next(run) if first else run.send(value)
    except StopIteration:
        return None


def options(values: Iterable[Any], check: Callable[[Any], Message | None], describe: Callable[[Any], Message]
            ) -> tuple[Option, ...]:
    """Options for ``values``: ``check`` returns why a value is refused (or None)."""
    found = []
    for value in values:
        refusal = check(value)
        found.append(Option(value, refusal is None, refusal if refusal is not None else describe(value)))
    return tuple(found)
