"""The Riverfolk Robots' Payments box as the bot fills and empties it (Law of Rootbotics 9;
no action of the Riverfolk Company's room fits, as those are paid services and funds):

* ``bot-riverfolk-payments``: ``count`` warriors of ``owner`` go into the Payments box, from the
  owner's supply (setup, 9.3 [CR] Setup3) or from a clearing (Racketeering, [CR] Racketeering),
  or (``release``) leave it for the owner's supply (Evening's score, [CR] Score).
* ``bot-riverfolk-market``: the Market's cards drawn onto its right side (setup and Birdsong),
  one discarded (crafted, or the leftmost in Evening), or one named (9.2.1 [RDB], [CR]).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import Action
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.state import shift
from rootboard.game.verdict import illegal, impossible, legal
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



# --- the Market (9.2.1 [RDB]; rootboard.game.bots.riverfolk.market) ---------------------------------

STOCKED = Template("bot.riverfolk.market.stocked", "{count} card is drawn onto the right side of the Market",
                   plural="{count} cards are drawn onto the right side of the Market", count="count")
DISCARDED = Template("bot.riverfolk.market.discarded", "{card:cardname}, place {position} of the Market from the "
                     "left, is discarded")
DISCARDED_UNNAMED = Template("bot.riverfolk.market.discarded-unnamed", "the card not named at place {position} of "
                             "the Market from the left is discarded")
NAMED_AT = Template("bot.riverfolk.market.named", "place {position} of the Market from the left holds "
                    "{card:cardname}")
NOT_MARKET = Template("bot.riverfolk.market.not-bot", "no Riverfolk Robots play in this game: only their Market "
                      "is kept this way")
OVER_FIVE = Template("bot.riverfolk.market.over-five", "the Market holds {have} card: {count} more would make more "
                     "than five", plural="the Market holds {have} cards: {count} more would make more than five",
                     count="have")
NO_PLACE = Template("bot.riverfolk.market.no-place", "the Market holds {have} card: it has no place {position}",
                    plural="the Market holds {have} cards: it has no place {position}", count="have")
NAMED_ALREADY = Template("bot.riverfolk.market.named-already", "place {position} of the Market already holds "
                         "{card:cardname}")
ONE_THING = Template("bot.riverfolk.market.one-thing", "the Market's action draws cards, discards one or names one: "
                     "say one of draw, discard or name")
NO_COPY = Template("bot.riverfolk.market.no-copy", "every copy of {card:cardname} is known to be elsewhere")


@record(frozen=True)
class BotMarket(Action):
    """The Riverfolk Robots' Market as the table deals and discards it (9.2.1 [RDB]; [CR]
    Setup4, StockMarket, CraftOrder, Discard): ``draw`` cards onto its right side (``cards``:
    those of them named, in order), or the card at place ``discard`` from the left discarded
    (``cards``: its name, when the Market did not name it), or the card at place ``name``
    named (``cards``: its name). The order of the others never changes (9.2.1)."""

    draw: int = 0
    cards: tuple[str, ...] = ()
    discard: int | None = None
    name: int | None = None
    kind = "bot-riverfolk-market"

    def to_json(self) -> dict:
        data = super().to_json()
        for key, unset in (("draw", 0), ("cards", ()), ("discard", None), ("name", None)):
            if data.get(key) in (unset, []):
                data.pop(key, None)
        return data

    def _plan(self, state):
        """(edits, refusal): the refusal a Verdict, None when it can be done."""
        from rootboard.game.bots.riverfolk.market import MARKET_SIZE, row, with_row
        from rootboard.game.cards.actions import BoardCards, _card
        from rootboard.game.cards.table import copies_left

        if RIVERFOLK not in state.bots:  # the Company keeps no Market: not even taught (its file would not open)
            return [], impossible(NOT_MARKET("16.1.3"))
        if [bool(self.draw), self.discard is not None, self.name is not None].count(True) != 1 \
                or len(self.cards) > max(self.draw, 1) or self.draw < 0 or self.name is not None and not self.cards:
            raise BadInput(ONE_THING())
        for card in self.cards:
            _card(state, card)
        market = row(state)
        if self.draw:
            if len(market) + self.draw > MARKET_SIZE:  # a row of five (9.2.1; [CR] StockMarket): not even taught
                return [], impossible(OVER_FIVE("9.2.1", have=len(market), count=self.draw))
            onto = BoardCards(RIVERFOLK, self.draw, self.cards, source="draw")
            verdict = onto.check(state)
            if not verdict.legal:
                return [], verdict
            drawn = [*self.cards, *[None] * (self.draw - len(self.cards))]
            return [*onto.edits(state), state.set_edit("boards", with_row(state, [*market, *drawn]))], None
        position = self.discard if self.discard is not None else self.name
        if not 1 <= position <= len(market):
            return [], impossible(NO_PLACE("9.2.1", have=len(market), position=position))
        held, told = market[position - 1], (self.cards[0] if self.cards else None)
        if held is not None and told is not None and told != held:
            return [], impossible(NAMED_ALREADY("9.2.1", position=position, card=held))
        if held is None and told is not None and copies_left(state, told) < 1:
            return [], impossible(NO_COPY("16.1.2", card=told))
        card = held or told
        rest = [*market[:position - 1], *market[position:]]
        if self.name is not None:
            if held is not None:
                return [], impossible(NAMED_ALREADY("9.2.1", position=position, card=held))
            return [state.set_edit("boards", with_row(state, [*market[:position - 1], told, *market[position:]]))], None
        return [*_off_board_edits(state, card), state.set_edit("boards", with_row(state, rest))], None

    def check(self, state):
        _, refused = self._plan(state)
        return refused or legal(self.describe(state.law, state))

    def edits(self, state):
        return self._plan(state)[0]

    def describe(self, law, state=None):
        if self.draw:
            return STOCKED("9.2.1", count=self.draw)
        position = self.discard if self.discard is not None else self.name
        card = self.cards[0] if self.cards else None
        if card is None and state is not None:
            from rootboard.game.bots.riverfolk.market import row

            market = row(state)
            card = market[position - 1] if 0 < position <= len(market) else None
        if self.name is not None:
            return NAMED_AT("9.2.1", position=position, card=card)
        if card is None:
            return DISCARDED_UNNAMED("9.2.1", position=position)
        return DISCARDED("9.2.1", position=position, card=card)


def _off_board_edits(state, card: str | None) -> list:
    """The Market's ``card`` (None: not named) off the Robots' board to where a discarded card
    goes (a dominance card beside the map, 3.3.3), the draw pile made again if it was empty (2.1)."""
    from rootboard.game.cards.places import BOARD, discard_place, place
    from rootboard.game.cards.table import CardSteps, card_edit

    step = [card_edit(card, place(BOARD, RIVERFOLK), discard_place(card))]
    scratch = CardSteps(state)
    scratch.give(step)  # applied only if the draw pile is empty: then the pile is shuffled back
    return [*step, *scratch.reshuffle_edits()]


ACTIONS = (BotPayments, BotMarket)
