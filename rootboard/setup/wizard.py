"""What the window's setup wizard decides, without Qt: the first page's choices as a setup's
configuration, which steps are chosen on the board, and what each area says while one is.

The wizard (rootboard/ui/play/setup_wizard.py) only shows this: a clearing or forest step
lights its legal areas and veils the rest, and each refused area says why (the Option's
``why``, with its Law section); every other step is a list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rootboard.game.players import names_problem
from rootboard.messages import Message, Template
from rootboard.setup import record
from rootboard.game.setupkit.engine import Option, Setup, Step

BOARD_KINDS = ("clearing", "forest")  # steps chosen by clicking the board

NOT_THIS_STEP = Template("setup.wizard.not-offered", "{at:area} is not one of this step's choices")
PICK_FACTIONS = Template("setup.wizard.pick-factions", "Advanced Setup seats 2 to 6 players: choose 2 to 6 factions")
STANDARD_NO_DRAFT = Template("setup.wizard.standard-no-draft",
                             "Standard Setup has no draft: choose the factions, or use Advanced Setup")
STANDARD_ONE = Template("setup.wizard.standard-one", "choose at least one faction")
# What "Choose for us" chose, said by the command line (``?``) and the window alike.
FOR_US = Template("setup.for-us", "chosen for us: {value}")
# A value that is one faction's secret, as the rest of the table may know it (13.2.2).
SECRET_VALUE = Template("setup.value.secret", "a face-down plot")
# A secret step as the rest of the table sees it: once, with a count, never the kinds (13.2.2).
SECRET_CHOICE = Template("setup.wizard.secret-choice",
                         "{count} plot to choose, face down: {who:faction.whose} view (View menu) shows its kind",
                         plural="{count} plots to choose from, face down: {who:faction.whose} view (View menu) "
                         "shows their kinds", count="count")
# A secret's option in the view of the one who keeps it: its kind, then what it does.
BY_KIND = Template("setup.value.by-kind", "{value}: {what}")
SECRET_KINDS = frozenset({"plot"})  # steps whose values are the choosing faction's secret (13.2.2)
# Steps whose value alone ("2 warriors") does not say what was chosen: "Choose for us" says the
# option's own words instead (a Riverfolk starting price names its service, 11.3.5).
SAID_BY_WHAT_IT_DOES = frozenset({"price"})


@dataclass
class FirstPage:
    """The wizard's first page: map, kind, factions (free) or players (draft), the bots at the
    table, suits, the deck, landmarks and (when the Advanced Setup has them) hirelings."""

    map_name: str = "autumn"
    kind: str = record.ADVANCED
    draft: bool = False
    factions: list[str] = field(default_factory=lambda: ["marquise", "eyrie", "alliance", "vagabond"])
    players: int = 4
    suits: str | None = None  # None: asked at its step
    landmarks: int = 0
    deck: str = "standard"  # 16.1.2: Advanced Setup may play the Exiles and Partisans deck
    hirelings: bool = False
    seed: int | None = None
    names: list[str] = field(default_factory=list)  # who sits at each seat, seat 1 first ("" unnamed)
    # The seats bots play (16.1.3, Law of Rootbotics 3.2-3.3): faction -> bot, difficulty, traits.
    bots: dict = field(default_factory=dict)

    def problem(self) -> Message | None:
        """Why this page cannot start a setup (its Law section), or None."""
        if self.kind == record.STANDARD:
            if self.draft:
                return STANDARD_NO_DRAFT("5.1")
            if not self.factions:
                return STANDARD_ONE("5.1")
            return self.bots_problem() or self.names_problem()
        if not self.draft and not 2 <= len(self.factions) <= 6:
            return PICK_FACTIONS("16.1")
        return self.bots_problem() or self.names_problem()

    def seated_bots(self) -> dict:
        """The bots at this table: those at a faction chosen (free choice), or all (a draft)."""
        drafted = self.kind == record.ADVANCED and self.draft
        return {f: b for f, b in self.bots.items() if drafted or f in self.factions}

    def bots_problem(self) -> Message | None:
        """Why the bots cannot sit at this table (Law of Rootbotics 3, via 16.1.3), or None."""
        from rootboard.game.factions import LAW
        from rootboard.setup import bots

        drafted = self.kind == record.ADVANCED and self.draft
        found = bots.problem(self.config(), None if drafted else tuple(self.factions), self.seats(), LAW)
        return found[1] if found else None

    def seats(self) -> int:
        """Seats at the table: the drafting players (16.1.8.I), or the factions chosen."""
        return self.players if self.kind == record.ADVANCED and self.draft else len(self.factions)

    def names_problem(self) -> Message | None:
        return names_problem(self.names, self.seats())

    def config(self):
        if self.kind == record.STANDARD:
            return record.make_config(self.kind, factions=tuple(self.factions), suits=self.suits,
                                      bots=self.seated_bots())
        settings: dict[str, Any] = dict(players=self.players if self.draft else len(self.factions),
                                        factions=None if self.draft else tuple(self.factions),
                                        suits=self.suits, landmarks=self.landmarks, deck=self.deck,
                                        bots=self.seated_bots())
        if self.hirelings and hirelings_offered():
            settings["hirelings"] = True
        return record.make_config(self.kind, **settings)

    def start(self, topology, seed: int) -> Setup:
        return record.start(topology, self.config(), seed)


def hirelings_offered() -> bool:
    """Whether the Advanced Setup deals hirelings (16.1.6) in this version."""
    return "hirelings" in record.config_fields(record.ADVANCED)


def on_board(step: Step | None) -> bool:
    return step is not None and step.kind in BOARD_KINDS


def area_options(step: Step) -> dict[Any, Option]:
    """Area -> its option, for a step chosen on the board."""
    return {o.value: o for o in step.options} if on_board(step) else {}


def why_not(step: Step, area: Any) -> Message | None:
    """What hovering ``area`` says during ``step``: None where it may be chosen."""
    option = area_options(step).get(area)
    if option is None:
        return NOT_THIS_STEP(*step.prompt.sections, at=area)
    return None if option.legal else option.why


def kept_secret(step: Step, viewer: str | None) -> bool:
    """Whether ``step``'s values are hidden from ``viewer`` (None: the whole table): the kind
    of a face-down plot is its owner's to know (13.2.2)."""
    return step.kind in SECRET_KINDS and viewer != step.who


def value_shown(step: Step, value: Any, viewer: str | None) -> Message:
    """What ``value`` of ``step`` is called to ``viewer``: its name, or, when it is another's
    secret, only what it is (13.2.2)."""
    return SECRET_VALUE("13.2.2") if kept_secret(step, viewer) else step.value_name(value)


def chosen_for_us(step: Step, value: Any, viewer: str | None) -> Message:
    """What "Choose for us" says it chose for ``step``, as ``viewer`` may know it."""
    option = step.option(value) if step.kind in SAID_BY_WHAT_IT_DOES else None
    return FOR_US(value=option.why if option is not None else value_shown(step, value, viewer))


def secret_choice(step: Step) -> Message:
    """The one line a secret step shows to whoever is not choosing: how many, and where to see them."""
    return SECRET_CHOICE("13.2.2", count=len(step.legal_values()), who=step.who)


def option_words(step: Step, option, viewer: str | None) -> Message:
    """What a legal ``option`` of ``step`` says to ``viewer``: what it does, and for the keeper
    of a secret its kind first (the four plots are otherwise said alike, 13.2.2)."""
    if step.kind in SECRET_KINDS and not kept_secret(step, viewer):
        return BY_KIND(value=step.value_name(option.value), what=option.why)
    return option.why
