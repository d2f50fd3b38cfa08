"""Crafting's rules as pure functions (4.1.1): which pieces pay a cost, found by matching."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rootboard.game.crafting import ANY, Source, Way, best_payment, match, ordered_cost, restricted
from rootboard.game.kinds import SUITS

ALL = frozenset(SUITS)


def src(clearing, *suits, count=1, piece="workshop"):
    return Source(clearing, piece, frozenset(suits), count)


def test_a_piece_of_several_suits_is_moved_to_the_suit_only_it_can_pay():
    # The first piece (the Lost City's clearing: every suit) would pay fox if taken greedily,
    # leaving mouse unpaid; the matching gives fox to the fox-only piece instead.
    payment = match(("fox", "mouse"), [src(1, *SUITS), src(2, "fox")])
    assert payment.paid
    assert payment.used == {(1, "workshop"): 1, (2, "workshop"): 1}


def test_the_question_mark_takes_what_the_named_suits_leave():
    assert ordered_cost((ANY, "fox", ANY, "rabbit")) == ["fox", "rabbit", ANY, ANY]
    payment = match((ANY, "fox"), [src(1, "fox"), src(2, "rabbit")])
    assert payment.paid and payment.activated == 2


def test_a_short_cost_names_the_suits_left_unpaid():
    payment = match(("fox", "fox", "mouse"), [src(1, "fox"), src(2, "mouse", count=3)])
    assert payment.short == ("fox",)
    assert payment.used == {(1, "workshop"): 1, (2, "workshop"): 1}


def test_no_stack_pays_more_than_it_holds():
    payment = match(("rabbit",) * 3, [src(4, "rabbit", count=2)])
    assert payment.short == ("rabbit",) and payment.used == {(4, "workshop"): 2}


def test_with_clearings_only_the_pieces_named_are_activated():
    sources = [src(1, "fox", count=2), src(6, "fox")]
    chosen = restricted(sources, [6, 1])
    assert sorted((s.clearing, s.count) for s in chosen) == [(1, 1), (6, 1)]
    payment = best_payment(("fox", "fox"), [Way(tuple(sources))], [1, 1])
    assert payment.used == {(1, "workshop"): 2}


def test_the_first_way_that_pays_is_taken():
    fox, mouse = Way((src(1, "fox"),), "fox way"), Way((src(2, "mouse"),), "mouse way")
    assert best_payment(("mouse",), [fox, mouse]).assumes == "mouse way"
    assert best_payment(("rabbit",), [fox, mouse]).short == ("rabbit",)


@given(st.lists(st.sampled_from((*SUITS, ANY)), min_size=1, max_size=4),
       st.lists(st.tuples(st.integers(1, 6), st.sets(st.sampled_from(SUITS), min_size=1), st.integers(1, 3)),
                max_size=5))
def test_the_matching_pays_as_much_as_any_assignment_can(cost, stacks):
    sources = [Source(c, f"p{n}", frozenset(suits), k) for n, (c, suits, k) in enumerate(stacks)]
    payment = match(cost, sources)
    # Never more pieces of a stack than it holds, and every suit paid or named short.
    for s in sources:
        assert payment.used.get((s.clearing, s.piece), 0) <= s.count
    assert payment.activated + len(payment.short) == len(cost)
    # Brute force over every way to give each suit one piece: none pays more.
    units = [s for s in sources for _ in range(s.count)]

    def best(i, taken):
        if i == len(cost):
            return 0
        results = [best(i + 1, taken)]
        for u, s in enumerate(units):
            if u not in taken and (cost[i] == ANY or cost[i] in s.suits):
                results.append(1 + best(i + 1, taken | {u}))
        return max(results)

    assert payment.activated == best(0, frozenset())
