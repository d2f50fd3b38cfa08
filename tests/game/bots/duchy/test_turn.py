"""The Drillbit Duchy's turn ([CR] "Drillbit Duchy" Birdsong, Daylight, Evening), on hand-worked
positions: what its text says it does there, worked out by hand, asserted step by step.

Clearings come from the derived board (a suit's clearings, adjacency, open slots); priorities
are the clearing ids (2.1). Each position is built by putting pieces, its seat taken without setup.
"""

from __future__ import annotations

from rootboard.board.topology import BURROW
from rootboard.game.bots import seat_bot, settings
from rootboard.game.bots.duchy.turn import CITADEL_FROM, DIG_NEEDS, RECRUITED, STAYS, STEPS
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.game.movement import neighbours
from rootboard.game.placement import open_slots
from rootboard.game.state import shift
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from tests.game.bots.kit import doings, of_suit, placed, snapshot
from tests.game.gamekit import game, put, turn_of

D = "duchy"
PLAYERS = ("marquise", "eyrie", "duchy")


def duchy_game(map_name="autumn", difficulty="normal", traits=(), seed=7):
    """An empty board (no setup), the Duchy's seat played by the Drillbit Duchy, its Birdsong."""
    state = game(map_name, PLAYERS, seed=seed)
    seat_bot(state, D, settings("drillbit-duchy", difficulty, traits))
    return turn_of(state, D)


def turn(state, *orders, item=None, rolls=()):
    return play_turn(state, D, Context(orders=list(orders), item=item, rolls=list(rolls)))


def said(played) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.says is not None]


def adjacent(state, c) -> list[int]:
    return sorted(d for d in neighbours(state, c) if d in state.topology.board.clearings)


def test_its_seat_walks_its_own_turn():
    state = duchy_game()
    assert steps_of(state.law[D]) == STEPS
    assert [step_words(state.law[D], s).params["section"] for s in STEPS] == ["10.4", "10.5", "10.6"]


def test_an_empty_board_recruits_into_the_burrow_and_nothing_else():
    """Normal, no citadel: two warriors into the Burrow; too few to dig; nothing to rule or fight."""
    state = duchy_game()
    played = turn(state, "fox")
    assert placed(played) == {BURROW: RECRUITED["normal"]}
    assert {"bot.duchy.no-dig-burrow", "bot.duchy.no-battle", "bot.duchy.no-build", "bot.duchy.no-rally"} <= set(said(played))
    assert state.scores[D] == 1  # it cannot place a building while one is in supply: 1 VP ([CR] Build)
    assert state.current != D


def test_citadels_reveal_moles_and_the_dig_takes_the_clearing_with_most_open_slots():
    """Two citadels on the map: 2 + 2 recruited; the Burrow then holds four: a dig. Of the two fox
    clearings left open (the others hold its tunnel), equal in open slots, the one of higher
    priority holds an enemy warrior: the tie (fewest enemy warriors) takes the other."""
    state = duchy_game()
    fox = of_suit(state, "fox")
    pair = next((a, b) for a in fox for b in fox if a < b and open_slots(state, a) == open_slots(state, b))
    away = [c for c in state.topology.board.clearings if c not in fox][:2]
    for c in away:  # two citadels where it rules, off the fox clearings
        put(state, c, D, "citadel")
        put(state, c, D, "warrior", 1)
    for c in fox:
        if c not in pair:
            put(state, c, D, "tunnel")
    put(state, pair[0], "marquise", "warrior")
    before = snapshot(state)
    played = turn(state, "fox")
    recruit = doings(played, "place")[0]["request"]
    assert (recruit["where"], recruit["count"]) == (BURROW, RECRUITED["normal"] + 2)
    assert placed(played, "tunnel") == {pair[1]: 1}
    assert [(m["request"]["origin"], m["request"]["destination"], m["request"]["count"])
            for m in doings(played, "move")][0] == (BURROW, pair[1], DIG_NEEDS)
    assert snapshot(state) != before


def test_it_battles_the_player_with_the_most_buildings_first():
    """In an ordered clearing: three Marquise warriors, an Eyrie roost and one warrior: the Eyrie
    has fewer pieces but the most buildings, so it is battled."""
    state = duchy_game()
    c = of_suit(state, "rabbit")[0]
    put(state, c, D, "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "roost")
    put(state, c, "eyrie", "warrior")
    played = turn(state, "rabbit", rolls=[(0, 0)])
    assert [(b["defender"], b["clearing"]) for b in doings(played, "battle")] == [("eyrie", c)]


def test_it_builds_a_citadel_where_it_has_most_warriors_and_a_market_with_fewer_than_nine_in_supply():
    state = duchy_game()
    a, b = [c for c in state.topology.board.clearings if open_slots(state, c)][:2]
    put(state, a, D, "warrior", 2)
    put(state, b, D, "warrior", 3)
    played = turn(state, "bird")
    assert placed(played, "citadel") == {b: 1}  # 20 warriors less five on the map: nine or more
    state = duchy_game()
    put(state, a, D, "warrior", 2)
    put(state, b, D, "warrior", 3)
    spare = state.supply[(D, "warrior")] - (CITADEL_FROM - 1) + RECRUITED["normal"]
    state.apply([shift((D, "warrior"), SUPPLY, OUT, spare)])  # out of its supply: fewer than nine after Birdsong
    played = turn(state, "bird")
    assert placed(played, "market") == {b: 1}
    assert not placed(played, "citadel")


def test_evening_rallies_lone_warriors_and_sends_all_but_four_to_the_burrow():
    """A fox clearing with one Duchy warrior and no building, beside a clearing with its market and
    six warriors: the one rallies there; then all but four of the seven go to the Burrow; one VP
    for the market."""
    state = duchy_game()
    fox = of_suit(state, "fox")
    c = fox[0]
    home = next(d for d in adjacent(state, c) if d not in fox)
    put(state, c, D, "warrior", 1)
    put(state, home, D, "market")
    put(state, home, D, "warrior", 6)
    played = turn(state, "fox")
    moves = [(m["request"]["origin"], m["request"]["destination"], m["request"]["count"])
             for m in doings(played, "move")]
    assert moves == [(c, home, 1)]
    assert state.count(home, (D, "warrior")) == STAYS
    assert state.scores[D] == 1
