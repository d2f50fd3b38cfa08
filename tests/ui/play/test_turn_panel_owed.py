"""The turn panel offers what a player owes in another's turn (issue 35): the Duchy's Price of
Failure after its building is removed in the Marquise's Daylight (12.2.3), played from the panel."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import Remove
from rootboard.game.placement import PieceRequest
from tests.game.factions.duchy.kit import D, empty_of, position, put, set_board
from tests.game.gamekit import turn_of


def lord_swayed():
    """A Duchy position with its Lord swayed: a Price of Failure would return him (12.2.3)."""
    from rootboard.game.factions.duchy.board import MINISTERS

    return set_board(position(), swayed=[next(m for m, rank in MINISTERS.items() if rank == "lord")])


def citadel_removed(s):
    """A Duchy citadel put in a fox clearing and removed by the Marquise: the Duchy owes the Price."""
    c = empty_of(s, "fox")[0]
    put(s, c, D, "citadel")
    assert replay.perform(s, Remove(PieceRequest(D, "citadel", c, 1), by="marquise")).applied
    return s


def test_the_price_owed_is_a_row_of_the_marquises_turn_and_is_played_from_it(play, qtbot):
    from rootboard.game.factions.duchy.price import prices_owed

    window, _ = play(citadel_removed(turn_of(lord_swayed(), "marquise", "daylight")))
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    rows = [(o, button) for o, button in panel.rows if o.action.kind == "duchy-price"]
    assert len(rows) == 1 and rows[0][1].isEnabled()
    rows[0][1].click()
    qtbot.waitUntil(lambda: prices_owed(window.game.session.state) == 0)
    qtbot.waitUntil(lambda: not panel.stale())
    assert not [o for o, _ in panel.rows if o.action.kind == "duchy-price"]
    assert window.game.session.state.current == "marquise"  # still the Marquise's turn


def test_the_price_owed_is_a_row_beside_a_bots_turn(play, qtbot):
    """At a bot's seat the panel shows the bot's turn, and still what another owes (12.2.3)."""
    from rootboard.game.bots import seat_bot, settings

    s = lord_swayed()
    seat_bot(s, "marquise", settings("mechanical-marquise"))
    window, _ = play(citadel_removed(turn_of(s, "marquise", "birdsong")))
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    assert panel._bot_plays()
    assert [o.action.kind for o, _ in panel.rows] == ["duchy-price"]
