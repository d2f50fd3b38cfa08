"""The Riverfolk Company (chapter 11): its pieces, Swimmers, the services it sells; its setup:
setup.py."""

from __future__ import annotations

from rootboard.game.faction import Effect, Faction
from rootboard.game.kinds import OUT, SUPPLY, TOKEN, WARRIOR, OnePerClearing, per_suit, piece
from rootboard.game.movement import BY_RIVER
from rootboard.game.verdict import illegal
from rootboard.messages import Template

SWIMS = Template("move.swims", "{who:faction} swim from {at:area} to {to:area} along the river: Swimmers need no rule")
TRADE_POST_LEAVES = Template("remove.trade-post-leaves", "a removed trade post leaves the game, and the Riverfolk "
                             "lose half their funds")
SERVICE_FROM_RIVERFOLK = Template("effect.service", "{effect:effect} is a service bought from the Riverfolk by another "
                                  "player")
NO_VAGABOND_MERCENARIES = Template("effect.no-vagabond-mercenaries", "the Vagabond cannot buy mercenaries")
SERVICE_OWN_TURN = Template("effect.own-turn", "services are bought on the buyer's own turn; it is "
                            "{current:faction.whose} turn")
ASK_RIVER = Template("setup.river.ask", "Riverfolk: warrior {n} of 4 goes to a clearing on the river")
NOT_RIVER = Template("setup.river.not-river", "{at:area} is not on the river")
MERCENARIES_FIGHT = Template("battle.mercenaries", "{count} Riverfolk warrior there fights for {buyer:faction} as a "
                             "mercenary", plural="{count} Riverfolk warriors there fight for {buyer:faction} as "
                             "mercenaries", count="count")

# The services another player buys (11.2.7): rivers are paths for the buyer until the end of
# the turn (Riverboats, II); the buyer counts Riverfolk warriors as its own for rule in the
# Daylight and Evening of the turn bought (mercenaries, III).
RIVERBOATS = Effect("riverboats", "this turn", "11.2.7.II", rivers_are_paths=True, seller="riverfolk")
MERCENARIES = Effect("mercenaries", "this turn", "11.2.7.III", seller="riverfolk")
# Why they scored, for the ledger: Dividends in Birdsong (11.4.2), a trade post's uncovered space (11.5.6.III).
DIVIDENDS_SCORED = Template("ledger.cause.riverfolk-dividends", "Dividends on their funds")
TRADE_POST_SCORED = Template("ledger.cause.riverfolk-trade-post", "a trade post established in {where:area}")
DIVIDENDS_NOTE = "riverfolk.collect.dividends"  # the Collect's note (actions.DIVIDENDS), as the history keeps it


FUNDS_ON_TRACK = Template("craft.funds-on-track", "{count} fund on the {suit:suit} Trade Posts track",
                          plural="{count} funds on the {suit:suit} Trade Posts track", count="count")
TRACK_SPACE = "trade-post-space"  # a crafting source: an uncovered space of a Trade Posts track (11.5.3)


def _splits(capacities: list[int], total: int):
    """Every way of sharing ``total`` funds among tracks with these empty spaces, each track
    given at most its spaces and all the funds used."""
    if not capacities:
        if total == 0:
            yield ()
        return
    for n in range(min(capacities[0], total), -1, -1):
        for rest in _splits(capacities[1:], total - n):
            yield (n, *rest)


class Riverfolk(Faction):
    setups = "rootboard.game.factions.riverfolk.setup"  # imported when a setup runs (Faction.setups)
    turn = "rootboard.game.factions.riverfolk.turn"  # its turn's steps (11.4-11.6), imported when asked
    # Gain Starting Funds, Set Starting Prices (11.3.4, 11.3.5): its setup's, no step of its turn's
    # (actions.StartingFunds, StartingPrices), played while another faction is on turn.
    setup_kinds = frozenset({"riverfolk-starting-funds", "riverfolk-starting-prices"})

    def ledger_cause(self, action, verdict):
        # A trade post's space (11.5.6.III); Dividends (11.4.2), collected by riverfolk-collect
        # or on leaving Birdsong (a step or phase whose verdict keeps the Collect's note).
        if action.get("type") == "riverfolk-trade-post":
            return TRADE_POST_SCORED("11.5.6.III", where=action["clearing"])
        notes = verdict.get("notes", ()) if isinstance(verdict, dict) else ()
        if action.get("type") == "riverfolk-collect" or any(isinstance(n, dict) and n.get("id") == DIVIDENDS_NOTE
                                                            for n in notes):
            return DIVIDENDS_SCORED("11.4.2")
        return None

    def board_words(self, state):
        # Their Payments, Funds and Committed boxes by owner, their prices and the trade posts
        # left on their tracks: all public (11.2.3-11.2.7), what a buyer reads before buying.
        from rootboard.game.factions.riverfolk.board import board_words

        return board_words(state)

    def position_problem(self, state):
        # Its prices and its Payments and Funds boxes (11.2.7, 11.4), kept in state.boards.
        from rootboard.game.factions.riverfolk.board import board_problem

        return board_problem(state)

    def crafting_ways(self, state):
        # They have no crafting pieces (11.2.1): each suit of the cost is a fund committed to an
        # empty space of that suit's Trade Posts track, the spaces its trade posts uncovered
        # (11.5.3). With fewer funds than empty spaces, each way of sharing the funds among the
        # tracks is a way to pay.
        from rootboard.game.crafting import Source, Way
        from rootboard.game.factions.riverfolk.board import empty_spaces, funds_total

        spaces, funds = empty_spaces(state), funds_total(state)
        suits = sorted(spaces)
        if funds >= sum(spaces.values()):
            return (Way(tuple(Source(s, TRACK_SPACE, frozenset({s}), spaces[s]) for s in suits)),)
        return tuple(Way(tuple(Source(s, TRACK_SPACE, frozenset({s}), n) for s, n in zip(suits, split) if n))
                     for split in _splits([spaces[s] for s in suits], funds))

    def activated_words(self, clearing, piece, count):
        return FUNDS_ON_TRACK("11.5.3", count=count, suit=clearing) if piece == TRACK_SPACE else None

    def crafting_edits(self, state, payment):
        # The funds committed go onto the spaces (11.5.3): Committed keeps them until Birdsong.
        from rootboard.game.factions.riverfolk.board import board_of, fund_owner, with_board
        from rootboard.game.factions.riverfolk.daylight import commit_edits

        edits, scratch = [], state.position_copy()
        for _ in range(payment.activated):
            made = commit_edits(scratch, fund_owner(scratch, None))
            scratch.apply(made)
            edits += made
        tracks = dict(board_of(scratch).get("tracks", {}))
        for (suit, _), n in payment.used.items():
            tracks[suit] = tracks.get(suit, 0) + n
        return [*edits, scratch.set_edit("boards", with_board(scratch, tracks=tracks))]

    def _buyer(self, state) -> str | None:
        """Who bought mercenaries, while they serve: in the Daylight and Evening of the turn
        bought (11.2.7.III); with the phase untracked, from when the table sets the effect."""
        buyer = state.current
        if MERCENARIES.id in state.effects.get(buyer, ()) and (not state.phase_tracked or state.phase != "birdsong"):
            return buyer
        return None

    def lends_warriors(self, state, side, opponent, where):
        # For battle against any faction but the Riverfolk (11.2.7.III).
        return side == self._buyer(state) and self.id not in (side, opponent) \
            and bool(state.count(where, (self.id, WARRIOR)))

    def lending_words(self, state, side, where):
        return MERCENARIES_FIGHT("11.2.7.III", count=state.count(where, (self.id, WARRIOR)), buyer=side)

    def lent_warriors_take_hit(self, hits_taken):
        # The buyer takes odd hits on its own warriors, even ones on the Riverfolk's (11.2.7.III.a).
        return hits_taken % 2 == 0

    def rule_side(self, state, kind):
        # Mercenaries: in the Daylight and Evening of the turn bought, its warriors count for
        # the buyer, and not for the Riverfolk (11.2.7.III; RULES.md 1.7 recommends "the buyer
        # only"). With the phase untracked, from when the table sets the effect.
        buyer = self._buyer(state)
        return buyer if kind == WARRIOR and buyer is not None else self.id

    def moves_without_rule(self, state, m, by):
        # Swimmers: a move along a river needs no rule; along a path it does (11.2.2).
        return SWIMS("11.2.2", who=m.faction, at=m.origin, to=m.destination) if by == BY_RIVER else None

    def removal_notes(self, state, r, by):
        return [TRADE_POST_LEAVES("11.2.5.I")] if r.piece.endswith("trade-post") else []

    def holds(self, state, owner, piece):
        # Warriors paid to them, in Payments, Funds or Committed, are out of their owner's supply (11.2.6.I).
        from rootboard.game.factions.riverfolk.board import BOXES, box

        return sum(box(state, name).get(owner, 0) for name in BOXES) if piece == WARRIOR else 0

    def removal_edits(self, state, r, by):
        # Trade Disruption: each trade post removed costs half of the funds, rounded up (11.2.5.I);
        # a battle removes through Remove's edits too, so this is the one place it is done.
        from rootboard.game.factions.riverfolk.board import disruption_edits

        edits = []
        for _ in range(r.count if r.piece.endswith("trade-post") else 0):
            made, _lost = disruption_edits(state)
            state.apply(made)  # the next post halves what the first left
            edits += made
        if edits:
            state.revert(edits)
        return edits

    def removed_to(self, name):
        return OUT if name.endswith("trade-post") else SUPPLY  # 11.2.5.I

    def service_price(self, state, service: str, buyer: str) -> int | None:
        """What ``buyer`` pays for ``service``: the price the Riverfolk set on its track (11.2.6.I);
        None: no price set."""
        from rootboard.game.factions.riverfolk.board import prices

        return prices(state).get(service)

    def sale_edits(self, state, service: str, buyer: str) -> tuple[list, list]:
        """What selling ``service`` to ``buyer`` does beyond the payment (edits, words): nothing for
        the Company; a bot's trait may score (the Riverfolk Robots' Greedy, Law of Rootbotics)."""
        return [], []

    def hand_card_move(self, state, buyer: str, card: str | None) -> tuple:
        """The card a Hand Card sells ``buyer`` (11.2.7.I): (edits, note), or (None, the verdict
        refusing it). The Company's comes from their public hand (11.2.3)."""
        from rootboard.game.factions.riverfolk.actions import hand_card_from_hand

        return hand_card_from_hand(state, buyer, card)

    def hand_card_words(self, buyer: str, card: str | None):
        """What a Hand Card bought says (11.2.7.I): from the Company's hand, the card if named."""
        from rootboard.game.factions.riverfolk.actions import hand_card_words

        return hand_card_words(buyer, card)

    def cards_for_sale(self, state) -> list[str]:
        """The cards a Hand Card may name now: the Company's public hand's known cards (11.2.3)."""
        from rootboard.game.cards.places import known_in_hand

        return sorted(set(known_in_hand(state, self.id))) if state.cards else []

    def offered_candidates(self, state, step):
        # Each service at its price, to another player in its Birdsong (11.2.6, 11.2.7): the
        # Buy's own check judges the turn, the limit and the warriors it pays with.
        from rootboard.game.factions.riverfolk.actions import Buy
        from rootboard.game.factions.riverfolk.board import HAND_CARD, prices

        if step.phase != "birdsong" or state.current == self.id or self.id not in state.factions:
            return []
        offered = [Buy(state.current, service) for service in sorted(prices(state))]
        if HAND_CARD in prices(state):  # each card of their public hand named (11.2.3)
            offered += [Buy(state.current, HAND_CARD, card=c) for c in self.cards_for_sale(state)]
        return offered

    def sells(self, state, effect, buyer):
        """Services are bought from the Riverfolk by another player, on the buyer's own turn
        (11.2.7); the Vagabond cannot buy mercenaries (11.2.7.III.b)."""
        if self.id not in state.factions or buyer == self.id:
            return illegal(SERVICE_FROM_RIVERFOLK(effect.section, effect=effect.id))
        if effect == MERCENARIES and state.law[buyer].vagabond:
            return illegal(NO_VAGABOND_MERCENARIES("11.2.7.III.b"))
        if buyer != state.current:
            return illegal(SERVICE_OWN_TURN(effect.section, current=state.current))
        return None


FACTION = Riverfolk("riverfolk", "Riverfolk Company", "Riverfolk", "11", (
    piece(WARRIOR, WARRIOR, 15, "B"),
    # 9 trade posts; the 3-per-suit split is unconfirmed (RULES.md 3.1). Removed ones leave
    # the game (11.2.5.I); one per clearing, of the clearing's suit (11.5.6).
    *per_suit("trade-post", TOKEN, 3, "B", one_per_clearing=OnePerClearing("trade-post", "11.5.6.I"),
              unconfirmed=True, suit_section="11.5.6"),
), swimmers=True, services=(RIVERBOATS, MERCENARIES), setup_order=7,
   crafting_section="11.2.1",
   # prices, services bought, Birdsong (11.2.7-11.6); Daylight paid with funds (11.5)
   actions=("rootboard.game.factions.riverfolk.actions:ACTIONS", "rootboard.game.factions.riverfolk.daylight:ACTIONS"))  # no crafting pieces: funds on the Trade Posts tracks (11.2.1)
