"""The Riverfolk Robots' Market (Law of Rootbotics 9.2.1 [RDB]: "a row of five face-up cards.
The order of its cards cannot be changed"), kept on their board when the table deals it.

Kept: ``state.boards["riverfolk"]["market"]``, the row left to right, each entry a card id of
the game's deck (``rootboard.game.cards.catalogue``) or null, a card the table did not name.
The cards themselves lie on their board in the card table (``board:riverfolk``, a count), so
the draw pile stays exact; the row names them (``RiverfolkRobots.cards_named_on_board``). The
row is public (face up, 9.2.1): it is the same in every view. A game whose Market was never
dealt (a file written before it was kept) has no ``market``: the table keeps its Market, as
before, and the bot's turn only says its steps.

Sources: [RDB] therootdatabase.com/law/riverfolk-robots/en 9.2.1 (five, face up, order kept),
9.2.3.I (Hand Card: any card of the Market to the buyer's hand); [CR] Vagabottos/clockroot
``src/assets/i18n/en-US.json`` (commit 7327f0b): TextMarket (a row, order unchanged), Setup4
(five drawn), StockMarket (two drawn to the right side, none past five), CraftOrder (the
crafted card discarded), SetOrder (the rightmost), Discard (the leftmost, in Evening).
"""

from __future__ import annotations

from rootboard.game.unconfirmed import RIVERFOLK_ROBOTS_STOCKED as STOCKED  # [CR] StockMarket only
from rootboard.messages import Template

RIVERFOLK = "riverfolk"
#: The Market's cards at most, and those dealt at setup: 9.2.1 [RDB] ("a row of five"), [CR]
#: Setup4 ("Draw 5 cards") and StockMarket ("exceed 5 cards"): two sources.
MARKET_SIZE = 5
#: Cards drawn onto its right side in Birdsong (9.4.1): [CR] StockMarket alone, unconfirmed.
STOCK_DRAW = STOCKED

SHOWN = Template("bot.riverfolk.market.shown", "Market, left to right: {cards}")
SHOWN_EMPTY = Template("bot.riverfolk.market.shown-empty", "Market: empty")
SHOWN_UNNAMED = Template("bot.riverfolk.market.unnamed", "a card not named")
SHOWN_CARD = Template("bot.riverfolk.market.card", "{card:cardname}")
BAD_MARKET = Template("bot.riverfolk.market.bad", "the Market is a row of at most five cards, each a card of the "
                      "deck or null (not named), as many as the cards on the Riverfolk Robots' board: {problem!r}")


def kept(state) -> bool:
    """Whether this game keeps the Market (dealt at the bot's setup through its action)."""
    return "market" in state.boards.get(RIVERFOLK, {})


def row(state) -> list[str | None]:
    """The Market, left to right (None: a card not named)."""
    return list(state.boards.get(RIVERFOLK, {}).get("market", []))


def with_row(state, cards: list) -> dict:
    """The boards with the Market set to ``cards`` (kept even when empty: a Market dealt and
    emptied is still the table's Market, refilled in Birdsong)."""
    boards = {f: dict(b) for f, b in state.boards.items()}
    boards[RIVERFOLK] = {**boards.get(RIVERFOLK, {}), "market": list(cards)}
    return boards


def named(state) -> list[str]:
    return [c for c in row(state) if c is not None]


def words(state) -> list:
    """The Market as the table reads it (one sentence; nothing when it is not kept)."""
    if not kept(state):
        return []
    cards = row(state)
    if not cards:
        return [SHOWN_EMPTY()]
    return [SHOWN(cards=[SHOWN_UNNAMED() if c is None else SHOWN_CARD(card=c) for c in cards])]


def problem(state):
    """(element, problem) for a Market a game file holds that cannot be, or None."""
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.places import on_board

    if not kept(state):
        return None
    cards = state.boards[RIVERFOLK]["market"]
    chosen = deck(state.deck)
    if not isinstance(cards, list) or len(cards) > MARKET_SIZE or len(cards) != on_board(state, RIVERFOLK) \
            or any(c is not None and (not isinstance(c, str) or chosen.find(c) is None) for c in cards):
        return "boards.riverfolk.market", BAD_MARKET("9.2.1", problem=cards)
    return None


BY_TABLE = Template("bot.riverfolk.market.by-table", "the buyer takes a card from the Market of the Riverfolk Robots: "
                    "the table hands it over")
NAME_IT = Template("bot.riverfolk.market.name-it", "a Hand Card takes a card of the Market, which is kept: name the "
                   "card bought")
NOT_THERE = Template("bot.riverfolk.market.not-there", "the Market shows no {card:cardname} (a card not named there "
                     "is named first with bot-riverfolk-market)")

BOUGHT = Template("bot.riverfolk.market.bought", "{who:faction} {who:faction|sg=buys|pl=buy} a card from the Market of "
                  "the Riverfolk Robots")
BOUGHT_NAMED = Template("bot.riverfolk.market.bought-named", "{who:faction} {who:faction|sg=buys|pl=buy} "
                        "{card:cardname} from the Market of the Riverfolk Robots")


def bought_words(buyer: str, card: str | None):
    """A Hand Card bought from the Robots: a card of the Market, named when the table names it (9.2.3.I)."""
    if card is None:
        return BOUGHT("9.2.3.I", who=buyer)
    return BOUGHT_NAMED("9.2.3.I", who=buyer, card=card)


def market_card_move(state, buyer: str, card: str | None):
    """The Hand Card service bought from the Robots (9.2.3.I [RDB]: "Take any card from the
    Market and add it to your hand"): ``card``, the leftmost of the Market's cards named so,
    to ``buyer``'s hand, known to them (it was face up), the others keeping their order (9.2.1);
    (edits, note) or (None, the verdict refusing it). The Market is not refilled until its
    Birdsong ([CR] StockMarket). A Market the table keeps alone: the table hands it over."""
    from rootboard.game.cards.places import BOARD, KNOWN, place
    from rootboard.game.cards.table import card_edit
    from rootboard.game.verdict import impossible

    if not kept(state):
        return [], BY_TABLE("9.2.3.I")
    if card is None:
        return None, impossible(NAME_IT("9.2.3.I"))
    cards = row(state)
    if card not in cards:
        return None, impossible(NOT_THERE("9.2.3.I", card=card))
    at = cards.index(card)
    return ([card_edit(card, place(BOARD, RIVERFOLK), place(KNOWN, buyer)),
             state.set_edit("boards", with_row(state, [*cards[:at], *cards[at + 1:]]))],
            None)  # the purchase itself names the card (bought_words)
