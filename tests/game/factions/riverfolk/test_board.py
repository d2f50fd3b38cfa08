"""The Riverfolk's board as a game file holds it (11.2.7, 11.4): what cannot be is named."""

from __future__ import annotations

from rootboard.game.factions.riverfolk.board import PRICES, board_problem
from tests.game.factions.riverfolk.kit import position


def test_no_board_is_no_problem():
    assert board_problem(position()) is None


def test_a_price_off_the_track_is_named():
    s = position()
    s.boards = {"riverfolk": {"prices": {"riverboats": PRICES[-1] + 1}}}
    element, problem = board_problem(s)
    assert element == "boards.riverfolk.prices" and problem.sections[0] == "11.6"


def test_payments_must_be_warriors_out_of_their_owners_supply():
    s = position()
    s.boards = {"riverfolk": {"payments": {"marquise": 1}}}  # none of hers is out of her supply
    element, problem = board_problem(s)
    assert element == "boards.riverfolk.payments" and problem.sections[0] == "11.4"


def test_unknown_keys_are_named():
    s = position()
    s.boards = {"riverfolk": {"coins": 3}}
    assert board_problem(s)[0] == "boards.riverfolk"


def test_the_board_words_say_each_box_by_owner_the_prices_and_the_posts_left():
    """What the window shows beside the turn (Faction.board_words): each count read from the
    position it is said of, never typed."""
    from rootboard.game.factions.riverfolk.board import SERVICES, board_words, box, trade_post_suits
    from rootboard.game.kinds import SUPPLY
    from rootboard.game.state import shift
    from tests.game.factions.riverfolk.kit import funded, priced

    s = funded(position(), marquise=2, riverfolk=1)
    said = {m.id: m for m in board_words(s)}
    funds = said["riverfolk.board.shown.funds"]
    assert funds.params["count"] == sum(box(s, "funds").values())
    assert {o.params["who"]: o.params["count"] for o in funds.params["owners"]} == box(s, "funds")
    assert "riverfolk.board.shown.payments-empty" in said and "riverfolk.board.shown.committed" not in said
    assert "riverfolk.board.shown.no-prices" in said  # none set yet (11.3.5)
    posts = [m for m in board_words(s) if m.id == "riverfolk.board.shown.posts"]
    assert [m.params["suit"] for m in posts] == list(trade_post_suits(s))
    suit = trade_post_suits(s)[0]
    s.apply([shift(("riverfolk", f"{suit}-trade-post"), SUPPLY, min(s.topology.board.clearings), 1)])
    left = {m.params["suit"]: m.params["count"] for m in board_words(s) if m.id == "riverfolk.board.shown.posts"}
    assert left[suit] == s.supply[("riverfolk", f"{suit}-trade-post")] and left[suit] < max(left.values())
    shown = {m.id: m for m in board_words(priced(s))}["riverfolk.board.shown.prices"]
    from rootboard.game.factions.riverfolk.board import prices
    assert [shown.params[k.replace("-", "_")] for k in SERVICES] == [prices(s)[k] for k in SERVICES]


def test_a_faction_without_such_a_board_says_nothing():
    s = position()
    assert s.law["marquise"].board_words(s) == []
