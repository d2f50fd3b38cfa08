"""The Drillbit Duchy's own action, where no action of the Underground Duchy's room fits: its Sway
reveals cards from a hand (12.5.3), the bot has none and crowns a minister by the order's suit.

* ``bot-duchy-sway``: a crown placed on a minister ([CR] Sway, Evening) or, ``crowned`` false,
  taken off the bottommost swayed one ([CR] Cost of Errors). One ``set`` of ``boards``, undone
  exactly; the board is the Duchy's (``boards.duchy.swayed``).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.factions.duchy.board import MINISTERS, swayed, with_board
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_THE_BOT = Template("bot.duchy.not-the-bot", "{who:faction.whose} seat is not played by the Drillbit Duchy: only "
                       "it crowns a minister without cards")
UNKNOWN_MINISTER = Template("bot.duchy.unknown-minister", "{minister!r} is not a minister: {choices}")
ALREADY = Template("bot.duchy.already-swayed", "the {minister:minister} is swayed already")
NOT_SWAYED = Template("bot.duchy.not-swayed", "the {minister:minister} is not swayed: no crown to take off")
CROWNED = Template("bot.duchy.crowned", "the Drillbit Duchy crowns the {minister:minister}")
UNCROWNED = Template("bot.duchy.uncrowned", "Cost of Errors: the Drillbit Duchy's {minister:minister} loses its crown")


@record(frozen=True)
class BotSway(Action):
    faction: str
    minister: str
    crowned: bool = True
    kind = "bot-duchy-sway"

    def check(self, state):
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_THIS_GAME(who=self.faction))
        if self.minister not in MINISTERS:
            raise BadInput(UNKNOWN_MINISTER(minister=self.minister, choices=sorted(MINISTERS)))
        if state.bots.get(self.faction, {}).get("bot") != "drillbit-duchy":
            return illegal(NOT_THE_BOT("16.1.3", who=self.faction))
        if self.crowned and self.minister in swayed(state):
            return illegal(ALREADY("16.1.3", minister=self.minister))
        if not self.crowned and self.minister not in swayed(state):
            return illegal(NOT_SWAYED("16.1.3", minister=self.minister))
        return legal(self.describe(state.law))

    def edits(self, state):
        now = swayed(state)
        now = [*now, self.minister] if self.crowned else [m for m in now if m != self.minister]
        return [state.set_edit("boards", with_board(state, swayed=now))]

    def describe(self, law):
        return (CROWNED if self.crowned else UNCROWNED)("16.1.3", minister=self.minister)


ACTIONS = (BotSway,)
