"""The Riverfolk Robots' Payments box as the bot fills and empties it (Law of Rootbotics 9;
no action of the Riverfolk Company's room fits, as those are paid services and funds):

* ``bot-riverfolk-payments``: ``count`` warriors of ``owner`` go into the Payments box, from the
  owner's supply (setup, 9.3 [CR] Setup3) or from a clearing (Racketeering, [CR] Racketeering),
  or (``release``) leave it for the owner's supply (Evening's score, [CR] Score).
"""

from __future__ import annotations

from rootboard.game.actions import Action
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_THE_BOT = Template("bot.riverfolk.payments.not-bot", "no Riverfolk Robots play in this game: only the bot "
                       "fills its Payments box this way")
TOO_FEW = Template("bot.riverfolk.payments.too-few", "{count} warrior is asked for, {have} can be moved",
                   plural="{count} warriors are asked for, {have} can be moved", count="count")
INTO = Template("bot.riverfolk.payments.in", "{count} warrior of {owner:faction.the} goes into the Payments box",
                plural="{count} warriors of {owner:faction.the} go into the Payments box", count="count")
OUT_OF = Template("bot.riverfolk.payments.out", "{count} warrior of {owner:faction.the} leaves the Payments box for "
                  "its supply", plural="{count} warriors of {owner:faction.the} leave the Payments box for its supply",
                  count="count")
RIVERFOLK = "riverfolk"


@record(frozen=True)
class BotPayments(Action):
    owner: str
    count: int
    source: int | None = None  # a clearing, or None: the owner's supply
    release: bool = False  # out of Payments, to the owner's supply
    kind = "bot-riverfolk-payments"

    def _have(self, state) -> int:
        from rootboard.game.factions.riverfolk.board import box

        if self.release:
            return box(state, "payments").get(self.owner, 0)
        where = SUPPLY if self.source is None else self.source
        if where == SUPPLY:
            return state.supply.get((self.owner, WARRIOR), 0)
        return state.count(where, (self.owner, WARRIOR))

    def check(self, state):
        if RIVERFOLK not in state.bots:
            return illegal(NOT_THE_BOT("16.1.3"))
        have = self._have(state)
        if self.count < 1 or have < self.count:
            return illegal(TOO_FEW("16.1.3", count=self.count, have=have))
        return legal(self.describe(state.law))

    def edits(self, state):
        if self.release:
            return release_edits(state, self.owner, self.count)
        return payments_edits(state, self.owner, self.count, SUPPLY if self.source is None else self.source)

    def describe(self, law):
        return (OUT_OF if self.release else INTO)("16.1.3", count=self.count, owner=self.owner)


def payments_edits(state, owner: str, count: int, source) -> list:
    """``count`` of ``owner``'s warriors from ``source`` (a clearing or the supply) into Payments;
    a negative ``count`` from Payments back to the supply (``source`` then unused)."""
    from rootboard.game.factions.riverfolk.board import box, with_board

    payments = box(state, "payments")
    left = payments.get(owner, 0) + count
    payments = {**payments, owner: left} if left else {k: v for k, v in payments.items() if k != owner}
    moved = shift((owner, WARRIOR), source, OUT, count) if count > 0 else shift((owner, WARRIOR), OUT, SUPPLY, -count)
    return [moved, state.set_edit("boards", with_board(state, payments=payments))]


def release_edits(state, owner: str, count: int) -> list:
    """``count`` of ``owner``'s warriors out of Payments, back to its supply."""
    return payments_edits(state, owner, -count, None)


ACTIONS = (BotPayments,)
