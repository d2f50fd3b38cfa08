"""The rules every bot follows (Law of Rootbotics 2.1-2.4): clearing priority by the printed
priority numbers (the clearing ids), player priority by setup order, the next target when one
is not legal."""

from __future__ import annotations

from rootboard.game.bots import rootbotics as rb
from tests.game.bots.kit import M, bot_game, put


def test_clearing_priority_is_the_printed_number_highest_first():
    state = bot_game()
    clearings = rb.clearings(state)
    assert rb.by_priority(reversed(clearings)) == clearings  # "1" highest, "12" lowest (2.1)


def test_ranked_breaks_ties_by_priority():
    state = bot_game()
    a, b, c = rb.clearings(state)[:3]
    score = {a: 1, b: 2, c: 2}
    assert rb.ranked([c, a, b], lambda x: score[x]) == [b, c, a]


def test_player_priority_is_setup_order():
    state = bot_game()
    # Setup order A, B, C (5.1.7): the Marquise, then the Eyrie, then the Alliance (2.2).
    order = sorted(state.factions, key=lambda f: state.law[f].setup_order)
    assert rb.players_by_priority(state, reversed(state.factions)) == order


def test_defenders_most_pieces_then_points_then_setup_priority():
    state = bot_game()
    c = rb.clearings(state)[0]
    put(state, c, "alliance", n=2)
    put(state, c, "eyrie", n=2)
    assert rb.defenders(state, M, c) == ["eyrie", "alliance"]
    state.scores["alliance"] = 1
    assert rb.defenders(state, M, c) == ["alliance", "eyrie"]
    put(state, c, "eyrie")
    assert rb.defenders(state, M, c) == ["eyrie", "alliance"]


def test_first_legal_passes_over_targets_not_allowed():
    assert rb.first_legal([5, 3, 4], lambda n: n < 5) == 3  # 2.3: the next tied, then the next
    assert rb.first_legal([5], lambda n: n < 5) is None
