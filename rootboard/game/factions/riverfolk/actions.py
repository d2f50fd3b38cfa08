"""The Riverfolk Company's actions (chapter 11): setting the prices of its services (11.6),
a service bought by another player at the price set (11.2.7), and Birdsong's Protectionism and
collected payments (11.4), as Action subclasses checked against the chapter and applied as
edits of its board (rootboard.game.factions.riverfolk.board) and of the buyer's supply, so undo
and a game file's replay are exact. Fields are JSON words (``rootboard act GAME riverfolk-buy
faction=marquise service=riverboats``).
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import hirelings
from rootboard.game.actions import Action, toggled
from rootboard.game.factions.riverfolk.board import (HAND_CARD, PRICES, PROTECTIONISM, RIVERFOLK, SERVICES,
                                                     STARTING_FUNDS, box, prices, trade_posts_on_map, with_board)
from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
from rootboard.game.state import shift
from rootboard.game.turns.own_phase import refused_outside_own_phase
from rootboard.game.verdict import Verdict, illegal, impossible, legal
from rootboard.messages import Template
from rootboard.records import record

NOT_A_SERVICE = Template("riverfolk.not-a-service", "{service!r} is not a Riverfolk service: {choices}")
# Set prices (11.6).
BAD_PRICE = Template("riverfolk.prices.bad", "{service!r} cannot cost {price!r}: its track runs from 1 to 4")
PRICES_SET = Template("riverfolk.prices.done", "the Riverfolk set their prices: a hand card {hand_card}, riverboats "
                      "{riverboats}, mercenaries {mercenaries}")
# Buy a service (11.2.7).
NOT_IN_GAME = Template("riverfolk.buy.not-in-game", "the Riverfolk are not in this game")
OWN_SERVICE = Template("riverfolk.buy.own", "the Riverfolk do not buy their own services")
NOT_ON_TURN = Template("riverfolk.buy.not-on-turn", "services are bought on the buyer's own turn; it is "
                       "{current:faction.whose} turn")
NOT_IN_BIRDSONG = Template("riverfolk.buy.not-birdsong", "services are bought at the start of the buyer's Birdsong; "
                           "it is {now:phase}")
TOO_MANY = Template("riverfolk.buy.too-many", "{who:faction} may buy {limit} service this turn: one, plus one per "
                    "clearing with a trade post and their pieces", plural="{who:faction} may buy {limit} services "
                    "this turn: one, plus one per clearing with a trade post and their pieces", count="limit")
VAGABOND_PAYS = Template("riverfolk.buy.vagabond-pays", "the Vagabond pays by exhausting {count} item: the Riverfolk "
                         "place one of their own warriors in Payments for each", plural="the Vagabond pays by "
                         "exhausting {count} items: the Riverfolk place one of their own warriors in Payments for "
                         "each", count="count")
# The price set and what was paid (11.2.6.I): one sentence per service, as BOUGHT.
PAID_OTHER = {
    HAND_CARD: Template("riverfolk.buy.paid-other.hand-card", "the Riverfolk's price for a hand card is {price}; "
                        "{paid} paid"),
    "riverboats": Template("riverfolk.buy.paid-other.riverboats", "the Riverfolk's price for riverboats is {price}; "
                           "{paid} paid"),
    "mercenaries": Template("riverfolk.buy.paid-other.mercenaries", "the Riverfolk's price for mercenaries is "
                            "{price}; {paid} paid"),
}
PAID_NONE = Template("riverfolk.buy.paid-none", "a service is paid with at least one warrior, not {paid!r}")
NO_PRICE = Template("riverfolk.buy.no-price", "the Riverfolk have set no price for this service")
TOO_FEW = Template("riverfolk.buy.too-few", "the service costs {price} warriors; {who:faction} {who:faction|sg=has|"
                   "pl=have} {have} in supply")
# One sentence per service, so that each reads whole in every language.
BOUGHT = {
    HAND_CARD: Template("riverfolk.buy.hand-card", "{who:faction} {who:faction|sg=buys|pl=buy} a card from the "
                        "Riverfolk's hand"),
    "riverboats": Template("riverfolk.buy.riverboats", "{who:faction} {who:faction|sg=buys|pl=buy} riverboats from "
                           "the Riverfolk: rivers are paths for the buyer this turn"),
    "mercenaries": Template("riverfolk.buy.mercenaries", "{who:faction} {who:faction|sg=buys|pl=buy} mercenaries "
                            "from the Riverfolk for this turn"),
}
PAID = Template("riverfolk.buy.paid", "{count} warrior from the buyer's supply to the Riverfolk's Payments box",
                plural="{count} warriors from the buyer's supply to the Riverfolk's Payments box", count="count")
HAND_CARD_NAMED = Template("riverfolk.buy.hand-card-named", "{who:faction} {who:faction|sg=buys|pl=buy} {card:cardname} "
                           "from the Riverfolk's hand")
CARD_BY_TABLE = Template("riverfolk.buy.card", "the buyer takes the card from the Riverfolk's public hand: the table "
                         "hands it over")
CARD_TAKEN = Template("riverfolk.buy.card-named", "{who:faction} {who:faction|sg=takes|pl=take} {card:cardname} from the "
                      "Riverfolk's public hand")
CARD_NOT_SOLD = Template("riverfolk.buy.card-not-sold", "a card is named only when a hand card is bought, not "
                         "{service}")
# Birdsong (11.4).
DIVIDENDS = Template("riverfolk.collect.dividends", "Dividends: a trade post is on the map, so the Riverfolk score "
                     "{points} VP, one per two funds")
COLLECT_LOG = Template("riverfolk.collect.log", "the Riverfolk collect their payments into Funds")
COLLECTED_ALREADY = Template("riverfolk.collect.once", "the payments were collected this Birdsong")
COLLECTED = Template("riverfolk.collect.gathered", "the Riverfolk move {count} warrior from their board to Funds",
                     plural="the Riverfolk move {count} warriors from their board to Funds", count="count")
PROTECTED = Template("riverfolk.collect.protectionism", "Protectionism: the Payments box was empty, so the Riverfolk "
                     "place {count} of their warriors there first", plural="Protectionism: the Payments box was "
                     "empty, so the Riverfolk place {count} of their warriors there first", count="count")

BOUGHT_USED = "riverfolk-bought"  # "riverfolk-bought:N": the Nth service bought this turn (11.2.6.II)
COLLECT_USED = "riverfolk-collect"  # in state.used: reset at the end of the turn (once each Birdsong, 11.4)


def timing(state, phase: str, section: str):
    """Against the rules outside the Riverfolk's own ``phase`` once the phase is tracked (1.4.1)."""
    return refused_outside_own_phase(state, RIVERFOLK, phase, section, turn_trusted=True)


def _service(name: str) -> str:
    if name not in SERVICES:
        raise BadInput(NOT_A_SERVICE(service=name, choices=", ".join(SERVICES)))
    return name


def bought(state) -> int:
    """Services bought this turn (11.2.6.II)."""
    return sum(1 for u in state.used if u.startswith(BOUGHT_USED + ":"))


def service_limit(state, buyer: str) -> int:
    """One service a turn, plus one per clearing with a trade post and the buyer's pieces (11.2.6.II)."""
    return 1 + sum(1 for c in trade_posts_on_map(state)
                   if any(n for (f, _), n in state.pieces_at(c).items() if f == buyer))


def _payer(state, buyer: str) -> str:
    """Whose warriors pay: the buyer's; the Vagabond's items are paid for with the Riverfolk's
    own warriors, one per item exhausted (11.2.6.III)."""
    return RIVERFOLK if state.law[buyer].vagabond else buyer


@record(frozen=True)
class SetPrices(Action):
    """Set the price of each service (11.6; at setup too): each from 1 to 4."""

    hand_card: int
    riverboats: int
    mercenaries: int
    kind = "riverfolk-prices"

    def _asked(self):
        return {HAND_CARD: self.hand_card, "riverboats": self.riverboats, "mercenaries": self.mercenaries}

    def check(self, state):
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        for service, price in self._asked().items():
            if price not in PRICES:  # the track prints 1 to 4 (11.6, board.PRICES)
                return impossible(BAD_PRICE("11.6.2", service=service, price=price))
        late = timing(state, "evening", "11.6.2")
        return late or legal(self.describe(state.law))

    def edits(self, state):
        return [state.set_edit("boards", with_board(state, prices=self._asked()))]

    def describe(self, law):
        return PRICES_SET("11.6.2", hand_card=self.hand_card, riverboats=self.riverboats, mercenaries=self.mercenaries)


@record(frozen=True)
class StartingPrices(SetPrices):
    """Setup's Set Starting Prices (11.3.5): a service marker on any space of each track, done
    in setup, not in their Evening."""

    kind = "riverfolk-starting-prices"

    def check(self, state):
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        for service, price in self._asked().items():
            if price not in PRICES:  # the track prints 1 to 4 (board.PRICES)
                return impossible(BAD_PRICE("11.3.5", service=service, price=price))
        return legal(self.describe(state.law))

    def describe(self, law):
        return PRICES_SET("11.3.5", hand_card=self.hand_card, riverboats=self.riverboats, mercenaries=self.mercenaries)


@record(frozen=True)
class Buy(Action):
    """Another player (``faction``) buys a ``service`` from the Riverfolk at the price set,
    paying warriors from its supply into their Payments box (11.2.7)."""

    faction: str
    service: str
    paid: int | None = None  # the warriors the table placed, when it says (a Rootlog's payment): the price set
    # The card bought from their public hand (11.2.7.I, 11.2.3), when named: it moves to the
    # buyer's hand with the purchase. Unnamed, the table hands it over (as files before it).
    card: str | None = None
    kind = "riverfolk-buy"

    def to_json(self) -> dict:
        data = super().to_json()
        if self.paid is None:
            del data["paid"]  # as files written before the payment was named
        if self.card is None:
            del data["card"]
        return data

    def _card_moved(self, state):
        """The card bought, from the seller to the buyer's hand: (its edits, its note), or the
        verdict refusing it (Riverfolk.hand_card_move)."""
        if self.card is not None and _service(self.service) != HAND_CARD:
            raise BadInput(CARD_NOT_SOLD(service=self.service))
        # Where the card comes from is the seller's (their public hand; the Robots' Market).
        return state.law[RIVERFOLK].hand_card_move(state, self.faction, self.card)

    def _price(self, state):
        """(price, refusal): the refusal None when it can be bought."""
        service = _service(self.service)
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        if self.faction not in state.factions:
            raise BadInput(NOT_IN_GAME())
        price = state.law[RIVERFOLK].service_price(state, service, self.faction)
        if price is None:
            return None, impossible(NO_PRICE("11.2.6.I", "11.6.2"))
        refused = None
        if self.faction == RIVERFOLK:
            refused = illegal(OWN_SERVICE("11.2.6"))
        elif state.law.effects.get(service) is not None:
            # riverboats, mercenaries: the Riverfolk's own rule (the Vagabond, 11.2.7.III.b)
            refused = state.law[RIVERFOLK].sells(state, state.law.effects[service], self.faction)
        elif self.faction != state.current:
            refused = illegal(NOT_ON_TURN("11.2.6", current=state.current))
        if refused is None and bought(state) >= service_limit(state, self.faction):
            refused = illegal(TOO_MANY("11.2.6.II", who=self.faction, limit=service_limit(state, self.faction)))
        if refused is None and state.phase_tracked and state.phase != "birdsong":
            refused = illegal(NOT_IN_BIRDSONG("11.2.6", now=state.phase))
        if self.paid is not None:
            if self.paid < 1:
                raise BadInput(PAID_NONE(paid=self.paid))
            if self.paid != price and refused is None:  # equal in number to the cost set (11.2.6.I)
                refused = illegal(PAID_OTHER[service]("11.2.6.I", "11.6.2", price=price, paid=self.paid))
            price = self.paid  # what the table placed
        payer = _payer(state, self.faction)
        have = state.supply.get((payer, WARRIOR), 0)
        if have < price:  # paid with warriors from a supply (11.2.6.I): not even taught without them
            short = TOO_FEW("11.2.6.I", price=price, who=payer, have=have)
            if refused is None:
                return price, impossible(short)
            return price, Verdict(False, refused.message, (short,), possible=False)
        return price, refused

    def check(self, state):
        price, refused = self._price(state)
        if refused is not None and not refused.possible:
            return refused
        notes = []
        if _service(self.service) == HAND_CARD or self.card is not None:
            moved, said = self._card_moved(state)
            if moved is None:  # the card named is not in their hand: not even taught
                return said
            notes.append(said)
        if _payer(state, self.faction) != self.faction:
            notes.append(VAGABOND_PAYS("11.2.6.III", count=price))
        done = self.describe(state.law)
        notes += state.law[RIVERFOLK].sale_edits(state, self.service, self.faction)[1]
        return refused or legal(done, PAID("11.2.6.I", count=price), *notes)

    def edits(self, state):
        price, _ = self._price(state)
        # The card first: the seller's board may hold it (the Robots' Market), so the payment
        # is read from the board as the card left it.
        card = self._card_moved(state)[0] if self.card is not None else []
        state.apply(card)
        try:
            payer = _payer(state, self.faction)
            payments = box(state, "payments")
            payments[payer] = payments.get(payer, 0) + price
            edits = [shift((payer, WARRIOR), SUPPLY, OUT, price),
                     state.set_edit("boards", with_board(state, payments=payments))]
            if state.law.effects.get(self.service) is not None:  # rivers as paths, mercenaries: this turn
                edits.append(state.set_edit("effects", toggled(state.effects, self.faction, self.service, True)))
            sold = state.law[RIVERFOLK].sale_edits(state, self.service, self.faction)[0]
            used = state.set_edit("used", state.used | {f"{BOUGHT_USED}:{bought(state) + 1}"})
        finally:
            state.revert(card)
        return [*card, *edits, *sold, used]

    def describe(self, law):
        seller = law.get(RIVERFOLK)
        if _service(self.service) == HAND_CARD and seller is not None:  # from their hand, or the Robots' Market
            return seller.hand_card_words(self.faction, self.card)
        return BOUGHT[_service(self.service)]("11.2.6", "11.2.7", who=self.faction)


def hand_card_words(buyer: str, card: str | None):
    """A Hand Card bought from the Company, the card named when the table names it (11.2.7.I)."""
    if card is None:
        return BOUGHT[HAND_CARD]("11.2.6", "11.2.7", who=buyer)
    return HAND_CARD_NAMED("11.2.6", "11.2.7", who=buyer, card=card)


def hand_card_from_hand(state, buyer: str, card: str | None):
    """A Hand Card bought from the Company (11.2.7.I, 11.2.3): ``card`` from their public hand
    to ``buyer``'s, (its edits, its note), or (None, the verdict refusing it: not in their hand);
    not named, the table hands it over."""
    from rootboard.game.cards.actions import Give

    if card is None:
        return [], CARD_BY_TABLE("11.2.7.I", "11.2.3")
    give = Give(RIVERFOLK, buyer, (card,))
    verdict = give.check(state)
    if not verdict.legal:
        return None, verdict
    return give.edits(state), CARD_TAKEN("11.2.7.I", "11.2.3", who=buyer, card=card)


@record(frozen=True)
class Collect(Action):
    """Birdsong (11.4): Protectionism (an empty Payments box gets two of their warriors), then the
    payments move to the Funds box."""

    kind = "riverfolk-collect"

    def _plan(self, state):
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        payments = box(state, "payments")
        protect = 0
        if not payments:  # Protectionism (11.4.1)
            protect = min(PROTECTIONISM, state.supply.get((RIVERFOLK, WARRIOR), 0))
            if protect:
                payments = {RIVERFOLK: protect}
        # Dividends (11.4.2): with a trade post on the map, one point per two funds, counted
        # before the payments are gathered (not those in Payments).
        dividends = sum(box(state, "funds").values()) // 2 if trade_posts_on_map(state) else 0
        problem = timing(state, "birdsong", "11.4")
        if problem is None and COLLECT_USED in state.used:
            problem = illegal(COLLECTED_ALREADY("11.4"))
        return payments, protect, dividends, problem

    def check(self, state):
        payments, protect, dividends, problem = self._plan(state)
        notes = [PROTECTED("11.4.1", count=protect)] if protect else []
        if dividends:
            notes.append(DIVIDENDS("11.4.2", points=dividends))
        gathered = sum(payments.values()) + sum(box(state, "committed").values())
        return problem or legal(COLLECTED("11.4.3", count=gathered), *notes)

    def edits(self, state):
        payments, protect, dividends, _ = self._plan(state)
        funds = box(state, "funds")
        # Gather Funds: every warrior on the board, Payments and Committed, to Funds (11.4.3).
        for who, n in [*payments.items(), *box(state, "committed").items()]:
            funds[who] = funds.get(who, 0) + n
        edits = [shift((RIVERFOLK, WARRIOR), SUPPLY, OUT, protect)] if protect else []
        if dividends:
            edits += hirelings.score_edits(state, RIVERFOLK, dividends)[0]  # the ledger keeps them
        return [*edits, state.set_edit("boards", with_board(state, payments={}, committed={}, tracks={}, funds=funds)),
                state.set_edit("used", state.used | {COLLECT_USED})]

    def describe(self, law):
        return COLLECT_LOG("11.4")


STARTED = Template("riverfolk.start.done", "the Riverfolk place {count} of their warriors in Payments: their "
                   "starting funds", plural="the Riverfolk place {count} of their warriors in Payments: their "
                   "starting funds", count="count")
STARTED_ALREADY = Template("riverfolk.start.twice", "the starting funds go into an empty Payments box, at setup")
LEFT = Template("riverfolk.funds-left.done", "the Riverfolk end Daylight with {count} fund in Funds: {committed} "
                "committed to actions not written", plural="the Riverfolk end Daylight with {count} funds in "
                "Funds: {committed} committed to actions not written", count="count")
LEFT_MORE = Template("riverfolk.funds-left.more", "{count} fund left is more than the Funds box holds, {have}",
                     plural="{count} funds left are more than the Funds box holds, {have}", count="count")
LEFT_LOG = Template("riverfolk.funds-left.log", "the Riverfolk end Daylight with {count} fund in Funds",
                    plural="the Riverfolk end Daylight with {count} funds in Funds", count="count")
LEFT_BAD = Template("riverfolk.funds-left.bad", "{count!r} is not a number of funds")


@record(frozen=True)
class StartingFunds(Action):
    """Setup's Gain Starting Funds (11.3.4): three of their warriors placed in Payments."""

    kind = "riverfolk-starting-funds"

    def _plan(self, state):
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        count = min(STARTING_FUNDS, state.supply.get((RIVERFOLK, WARRIOR), 0))
        problem = None
        if box(state, "payments") or box(state, "funds") or box(state, "committed"):
            problem = illegal(STARTED_ALREADY("11.3.4"))
        return count, problem

    def check(self, state):
        count, problem = self._plan(state)
        return problem or legal(STARTED("11.3.4", count=count))

    def edits(self, state):
        count, _ = self._plan(state)
        payments = box(state, "payments")
        payments[RIVERFOLK] = payments.get(RIVERFOLK, 0) + count
        return [shift((RIVERFOLK, WARRIOR), SUPPLY, OUT, count),
                state.set_edit("boards", with_board(state, payments=payments))]

    def describe(self, law):
        return STARTED("11.3.4", count=STARTING_FUNDS)


def _first_owner(funds: dict) -> str:
    return sorted(funds, key=lambda f: (f != RIVERFOLK, -funds[f], f))[0]  # as board.fund_owner orders them


@record(frozen=True)
class FundsLeft(Action):
    """The funds left in the Funds box as Daylight ends, when the table commits them without
    saying to what (a Rootlog writes no committed fund, only "$_f->N" at the end of the turn):
    the rest are committed, as each of their actions would have (11.5)."""

    left: int
    kind = "riverfolk-funds-left"

    def _plan(self, state):
        if RIVERFOLK not in state.factions:
            raise BadInput(NOT_IN_GAME())
        if type(self.left) is not int or self.left < 0:
            raise BadInput(LEFT_BAD(count=self.left))
        have = sum(box(state, "funds").values())
        if self.left > have:
            return have, impossible(LEFT_MORE("11.5", "11.2.4", count=self.left, have=have))
        return have, timing(state, "daylight", "11.5")

    def check(self, state):
        have, problem = self._plan(state)
        return problem or legal(LEFT("11.5", count=self.left, committed=have - self.left))

    def edits(self, state):
        have, _ = self._plan(state)
        funds, committed = box(state, "funds"), box(state, "committed")
        for _ in range(have - self.left):  # in fund_owner's order: the Riverfolk's own first
            owner = _first_owner(funds)
            funds[owner] -= 1
            committed[owner] = committed.get(owner, 0) + 1
            if not funds[owner]:
                del funds[owner]
        return [state.set_edit("boards", with_board(state, funds=funds, committed=committed))]

    def describe(self, law):
        return LEFT_LOG("11.5", count=self.left)


ACTIONS = (SetPrices, StartingPrices, Buy, Collect, StartingFunds, FundsLeft)
