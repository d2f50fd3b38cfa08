"""The Logical Lizards' own action (Law of Rootbotics, chapter 8), where no action of the Lizard
Cult's room fits: the Cult's Sacrifice (10.5.4) reveals a card from a hand to take a warrior
from the supply; the bot has no hand, and its bird ritual takes a warrior from the map.

* ``bot-lizards-acolyte``: a Lizard warrior into the Acolytes box: from ``clearing`` (a bird
  ritual: "take a Lizard warrior from the clearing with the most Lizard warriors", [CR]
  SpecificDaylight Rituals), or from the supply (``clearing`` None: the trait Martyrs, [CR]
  TextMartyrs). The Acolytes box is the Cult's board's (``rootboard.game.factions.lizards.board``):
  the warrior is shifted out, the count raised, one undoable step. With ``spent``, an acolyte
  leaves the box for the supply: a conspiracy performed (8.4.2 [RDB] "remove an acolyte").
* ``bot-lizards-conspiracy``: the Conspiracy marker moved one space to the right, off the right
  end to the leftmost (8.4.2 [RDB]); the space it covers named (``conspiracy``). The spaces in
  order: Convert, Crusade, Sanctify, as 8.4.2 lists them (I, II, III: the board's printed order
  is unconfirmed, rootboard.game.unconfirmed); it starts on Sanctify (8.3.3).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_THE_BOT = Template("bot.lizards.not-the-bot", "{who:faction.whose} seat is not played by the Logical Lizards: "
                       "only they take a warrior from the map to the Acolytes box")
NOT_A_CLEARING = Template("bot.lizards.not-a-clearing", "{where!r} is not a clearing of this map")
NO_WARRIOR_THERE = Template("bot.lizards.no-warrior-there", "the Logical Lizards have no warrior in {where:area}")
NO_WARRIOR_LEFT = Template("bot.lizards.no-warrior-left", "the Logical Lizards have no warrior left in their supply")
TO_ACOLYTES = Template("bot.lizards.acolyte.map", "a Lizard warrior from {where:area} goes to the Acolytes box")
NO_ACOLYTE = Template("bot.lizards.no-acolyte-left", "the Acolytes box holds no acolyte")
ACOLYTE_SPENT = Template("bot.lizards.acolyte.spent", "an acolyte leaves the Acolytes box for the supply")
UNKNOWN_SPACE = Template("bot.lizards.unknown-space", "{name!r} is not a space of the Conspiracy track: {choices}")
NOT_NEXT = Template("bot.lizards.not-next", "the Conspiracy marker moves one space at a time: from {now} it goes to "
                    "{next}")
MARKER_MOVED = Template("bot.lizards.marker-moved", "the Conspiracy marker moves to {space}")
SPACE_WORDS = {"convert": Template("bot.lizards.space.convert", "Convert"),
               "crusade": Template("bot.lizards.space.crusade", "Crusade"),
               "sanctify": Template("bot.lizards.space.sanctify", "Sanctify")}
TO_ACOLYTES_SUPPLY = Template("bot.lizards.acolyte.supply", "a Lizard warrior from the supply goes to the Acolytes box")

BOT = "logical-lizards"


@record(frozen=True)
class BotAcolyte(Action):
    faction: str
    clearing: int | None = None  # None: from the supply (Martyrs)
    spent: bool = False  # an acolyte back to the supply (a conspiracy performed)
    kind = "bot-lizards-acolyte"

    def check(self, state):
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.clearing is not None and self.clearing not in state.topology.board.clearings:
            raise BadInput(NOT_A_CLEARING(where=self.clearing))
        if state.bots.get(self.faction, {}).get("bot") != BOT:
            return illegal(NOT_THE_BOT("16.1.3", who=self.faction))
        if self.spent:
            from rootboard.game.factions.lizards.board import acolytes

            return legal(self.describe(state.law)) if acolytes(state) else illegal(NO_ACOLYTE("16.1.3"))
        if self.clearing is None:
            if not state.supply.get((self.faction, WARRIOR), 0):
                return illegal(NO_WARRIOR_LEFT("16.1.3", "1.5.1"))
        elif not state.count(self.clearing, (self.faction, WARRIOR)):
            return illegal(NO_WARRIOR_THERE("16.1.3", where=self.clearing))
        return legal(self.describe(state.law))

    def edits(self, state):
        from rootboard.game.factions.lizards.board import acolytes, with_board
        from rootboard.game.state import shift

        if self.spent:
            return [shift((self.faction, WARRIOR), OUT, SUPPLY, 1),
                    state.set_edit("boards", with_board(state, acolytes=acolytes(state) - 1))]
        origin = SUPPLY if self.clearing is None else self.clearing
        return [shift((self.faction, WARRIOR), origin, OUT, 1),
                state.set_edit("boards", with_board(state, acolytes=acolytes(state) + 1))]

    def describe(self, law):
        if self.spent:
            return ACOLYTE_SPENT("16.1.3")
        if self.clearing is None:
            return TO_ACOLYTES_SUPPLY("16.1.3")
        return TO_ACOLYTES("16.1.3", where=self.clearing)


def marker(state) -> str:
    """The space the Conspiracy marker covers (8.3.3: Sanctify until it first moves)."""
    from rootboard.game.factions.lizards.board import board_of

    return board_of(state).get("conspiracy", "sanctify")


def next_space(space: str) -> str:
    from rootboard.game.factions.lizards.board import CONSPIRACY_SPACES

    return CONSPIRACY_SPACES[(CONSPIRACY_SPACES.index(space) + 1) % len(CONSPIRACY_SPACES)]


@record(frozen=True)
class BotConspiracy(Action):
    faction: str
    conspiracy: str
    kind = "bot-lizards-conspiracy"

    def check(self, state):
        from rootboard.game.factions.lizards.board import CONSPIRACY_SPACES

        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.conspiracy not in CONSPIRACY_SPACES:
            raise BadInput(UNKNOWN_SPACE(name=self.conspiracy, choices=list(CONSPIRACY_SPACES)))
        if state.bots.get(self.faction, {}).get("bot") != BOT:
            return illegal(NOT_THE_BOT("16.1.3", who=self.faction))
        now = marker(state)
        if self.conspiracy != next_space(now):
            return illegal(NOT_NEXT("16.1.3", now=SPACE_WORDS[now](), next=SPACE_WORDS[next_space(now)]()))
        return legal(self.describe(state.law))

    def edits(self, state):
        from rootboard.game.factions.lizards.board import with_board

        # Sanctify, where it starts, is kept as no key (with_board drops a default).
        return [state.set_edit("boards", with_board(state, conspiracy=None if self.conspiracy == "sanctify"
                                                    else self.conspiracy))]

    def describe(self, law):
        return MARKER_MOVED("16.1.3", space=SPACE_WORDS[self.conspiracy]())


ACTIONS = (BotAcolyte, BotConspiracy)
