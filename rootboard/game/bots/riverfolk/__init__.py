"""The Riverfolk Robots (Law of Rootbotics, chapter 9): the Riverfolk Company's seat played by a bot.

Sources: [RDB] therootdatabase.com/law/riverfolk-robots/en (9.1-9.3.1; its stored copy stops
at 9.3.2, so every later section number follows [CR]'s order of steps and is unconfirmed);
[CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json`` "Riverfolk Robots" and
``src/app/models/riverfolk.ts`` (commit 7327f0b), the second reading of every step.

Its pieces are the Company's (15 warriors, 9.3.1 [RDB]; the trade posts). Its own rules: the
Market (9.2.1 [RDB], a row of five face-up cards: kept on its board by ``bot-riverfolk-market``
when its setup deals it, :mod:`.market`; the table names the order card, the rightmost, to
``rootboard bot``; a Hand Card bought takes a card of the Market, 9.2.3.I); Trade Posts (9.2.2
[RDB]: a removed trade post returns to its board, :meth:`RiverfolkRobots.removed_to`); Services (9.2.3: the Company's Buy, at a
price by the buyer's points, :meth:`RiverfolkRobots.service_price`); Protectionism (9.2.4, checked
when it Organizes, :mod:`.turn`). It keeps no funds and no prices: its Payments box only.

Traits ([CR] riverfolk.ts; en-US.json TextGarrison...: the one reading found, unconfirmed).
Always on: Poor Manual Dexterity, Hates Surprises (an ambush against it is refused), Market.
Chosen: Garrison and Ferocious, played in its battles (its seat's ``defenseless`` and
``rolled_hits_cap``); Greedy and Involved, played on the buyer's turn (:mod:`.traits`).
"""

from __future__ import annotations

from rootboard.game.factions.riverfolk import FACTION as RIVERFOLK_COMPANY, Riverfolk
from rootboard.game.kinds import SUPPLY
from rootboard.messages import Template
from rootboard.records import fields

BOT = "riverfolk-robots"
CHAPTER = "9"  # of the Law of Rootbotics ([RDB] table of contents)
ALWAYS_TRAITS = ("poor-manual-dexterity", "hates-surprises", "market")
OPTIONAL_TRAITS = ("garrison", "greedy", "ferocious", "involved")
# A service's cost by the buyer's victory points, highest band first: (at least, warriors) (9.2.3 [RDB], [CR]).
SERVICE_COSTS = ((20, 4), (10, 3), (0, 2))
PLAYED_TRAITS = OPTIONAL_TRAITS  # each through its seat's hooks, on whoever's turn

POST_RETURNS = Template("bot.riverfolk.post-returns", "a removed trade post of the Riverfolk Robots returns to their "
                        "board")
PAYMENTS_HALVED = Template("bot.riverfolk.payments-halved", "a trade post removed by {who:faction.the}: half of "
                           "{who:faction.whose} warriors in Payments, rounded up, return to {who:faction.whose} supply")
HATES_SURPRISES = Template("bot.riverfolk.hates-surprises", "Hates Surprises: no ambush card is played against the "
                           "Riverfolk Robots (a trait of the Law of Rootbotics)")


class RiverfolkRobots(Riverfolk):
    turn = "rootboard.game.bots.riverfolk.turn"  # its turn (9.4-9.6), imported when asked

    def removed_to(self, name):
        # 9.2.2 [RDB]: unlike the human's, a removed trade post returns to the bot's board.
        return SUPPLY

    def removal_notes(self, state, r, by):
        if not r.piece.endswith("trade-post"):
            return []
        halved = [PAYMENTS_HALVED("16.1.3", who=by)] if self._halved(state, by, r.count) else []
        return [POST_RETURNS("16.1.3"), *halved]

    def removal_edits(self, state, r, by):
        # [CR] tradePost: whoever removes a trade post loses half their warriors in Payments,
        # rounded up, for each post (in place of the human's Trade Disruption, 11.2.5.I).
        count = self._halved(state, by, r.count if r.piece.endswith("trade-post") else 0)
        if not count:
            return []
        from rootboard.game.bots.riverfolk.actions import release_edits

        return release_edits(state, by, count)

    def _halved(self, state, by, posts: int) -> int:
        """The remover's warriors that leave Payments for ``posts`` trade posts removed."""
        from rootboard.game.factions.riverfolk.board import box

        held = box(state, "payments").get(by, 0) if by and by != self.id else 0
        gone = 0
        for _ in range(posts):
            half = -(-(held - gone) // 2)
            gone += half
        return gone

    def service_price(self, state, service, buyer):
        # 9.2.3 [RDB] ([CR] servicesVictoryPoints the same): no prices set; every service costs
        # by the buyer's points now: 2 warriors for 0-9, 3 for 10-19, 4 for 20 or more.
        points = state.scores.get(buyer, 0)
        return next(cost for least, cost in SERVICE_COSTS if points >= least)

    def bars_ambush(self, state, fight):
        # Hates Surprises, always on ([CR] RuleHatesSurprises; 16.1.3 sends the table to Rootbotics).
        return HATES_SURPRISES("4.3.1", "16.1.3")

    def _buyer(self, state):
        # Involved: the Vagabond buys Mercenaries only to escape it; they never fight for him.
        buyer = super()._buyer(state)
        return None if buyer is not None and state.law[buyer].vagabond else buyer

    def lends_warriors(self, state, side, opponent, where):
        from rootboard.game.bots.riverfolk.traits import involved_for

        return super().lends_warriors(state, side, opponent, where) or involved_for(state, self.id, side, opponent,
                                                                                   where)

    def lending_words(self, state, side, where):
        from rootboard.game.bots.riverfolk.traits import involved_words

        if side == self._buyer(state):
            return super().lending_words(state, side, where)
        return involved_words(state, self.id, side, where)

    def sells(self, state, effect, buyer):
        from rootboard.game.bots.riverfolk.traits import vagabond_may_buy
        from rootboard.game.factions.riverfolk import MERCENARIES

        refused = super().sells(state, effect, buyer)
        if refused is not None and effect == MERCENARIES and state.law[buyer].vagabond \
                and vagabond_may_buy(state, self.id) and buyer == state.current:
            return None
        return refused

    def hand_card_move(self, state, buyer, card):
        from rootboard.game.bots.riverfolk.market import market_card_move

        return market_card_move(state, buyer, card)

    def hand_card_words(self, buyer, card):
        from rootboard.game.bots.riverfolk.market import bought_words

        return bought_words(buyer, card)

    def cards_for_sale(self, state):
        # 9.2.3.I [RDB]: any card of the Market; each named once (copies alike).
        from rootboard.game.bots.riverfolk.market import named

        return sorted(set(named(state)))

    def offered_candidates(self, state, step):
        # A Hand Card, each named card of the Market, to a human in its Birdsong (9.2.3.I; the
        # Buy's own check judges the turn, the limit and the warriors it pays with). Its other
        # services have no price set to offer them by (9.2.3: the buyer's points).
        from rootboard.game.factions.riverfolk.actions import Buy
        from rootboard.game.factions.riverfolk.board import HAND_CARD

        if step.phase != "birdsong" or state.current == self.id or self.id not in state.factions:
            return []
        return [Buy(state.current, HAND_CARD, card=c) for c in self.cards_for_sale(state)]

    def cards_named_on_board(self, state):
        from rootboard.game.bots.riverfolk.market import named

        return named(state)  # the Market's cards named: no hand or draw pile holds those copies (16.1.2)

    def board_words(self, state):
        from rootboard.game.bots.riverfolk.market import words

        return [*super().board_words(state), *words(state)]

    def position_problem(self, state):
        # Its Payments (the Company's board, checked as theirs) and its Market (9.2.1).
        from rootboard.game.bots.riverfolk.market import problem
        from rootboard.game.factions.riverfolk.board import board_problem

        return board_problem(state, also=("market",)) or problem(state)

    def sale_edits(self, state, service, buyer):
        from rootboard.game.bots.riverfolk.traits import INVOLVED_VAGABOND, greedy, vagabond_may_buy

        edits, words = greedy(state, self.id, buyer)
        if service == "mercenaries" and state.law[buyer].vagabond and vagabond_may_buy(state, self.id):
            words = [*words, INVOLVED_VAGABOND("11.2.7.III.b", "16.1.3")]
        return edits, words

    def defenseless(self, state, fight, role):
        from rootboard.game.bots.riverfolk.traits import garrison_defenseless

        return garrison_defenseless(state, fight, role, self.id)

    def rolled_hits_cap(self, state, fight, role):
        from rootboard.game.bots.riverfolk.traits import cap

        return cap(state, fight, role, self.id)


# The Company's pieces, Swimmers and services at its seat, without what the bot does not have:
# no crafting from trade post tracks (it crafts the order card in Birdsong, 9.4.2 [CR]) and none
# of the Company's funds actions (its own Payments action is in the Law's actions with every bot's).
FACTION = RiverfolkRobots(**{**{f.name: getattr(RIVERFOLK_COMPANY, f.name) for f in fields(RIVERFOLK_COMPANY)
                                if not f.name.startswith("_")},
                             "actions": ("rootboard.game.factions.riverfolk.actions:ACTIONS",),
                             "crafting_pieces": frozenset(), "crafting_section": None})


def turn_doings(state, fid, ctx):
    from rootboard.game.bots.riverfolk.turn import turn as played

    return played(state, fid, ctx)


def setup_doings(state, fid):
    from rootboard.game.bots.riverfolk.setup import setup as done

    return done(state, fid)
