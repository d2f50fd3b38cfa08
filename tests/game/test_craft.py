"""The Craft action (4.1): pieces activated once a turn, items from the supply with their
points, persistent cards in play once, each faction's own crafting rule; undone exactly."""

from __future__ import annotations

import pytest

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.places import discard_pile, in_play
from rootboard.game.craft import Craft
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.game.factions.vagabond.board import vagabond_board_edits
from rootboard.game.modes import TEACH
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game, put, turn_of

STANDARD = deck("standard")


def cards(kind=None, cost_len=None, **where):
    found = [c for c in STANDARD.cards if (kind is None or c.kind == kind)
             and (cost_len is None or len(c.cost) == cost_len)
             and all(getattr(c, k) == v for k, v in where.items())]
    assert found
    return found


def clearing_of(state, suit, skip=()):
    return next(c for c, s in sorted(state.suits.items()) if s == suit and c not in skip)


def ok(state, action, mode="enforce"):
    outcome = replay.perform(state, action, mode)
    assert outcome.applied, outcome.verdict
    return outcome.verdict


def refused(state, action, section, possible=True):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.section == section, outcome.verdict
    assert outcome.verdict.possible is possible
    assert state.to_json() == before
    return outcome.verdict


def single_suit_item():
    """An item card whose cost is one named suit."""
    return next(c for c in cards("item", 1) if c.cost[0] != "any")


@pytest.fixture
def marquise():
    state = game("autumn", ("marquise", "eyrie", "vagabond", "hundreds", "riverfolk", "lizards", "corvids"))
    return turn_of(state, "marquise", "daylight")


def test_an_item_goes_from_the_supply_to_the_box_and_scores_its_points(marquise):
    card = single_suit_item()
    where = clearing_of(marquise, card.cost[0])
    put(marquise, where, "marquise", "workshop")
    verdict = ok(marquise, Craft("marquise", card.id))
    assert verdict.section == "4.1"
    assert marquise.scores["marquise"] == card.points
    assert marquise.crafted.boxes["marquise"] == (card.item,)
    assert marquise.crafted.left_in_supply(card.item) == ITEM_SUPPLY[card.item] - 1
    assert marquise.crafted.activated_count("marquise", where, "workshop") == 1


def test_a_crafting_piece_is_activated_once_per_turn_and_fresh_the_next(marquise):
    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    ok(marquise, Craft("marquise", card.id))
    other = next(c for c in cards("item", 1) if c.cost == card.cost and c.id != card.id
                 and marquise.crafted.left_in_supply(c.item) > 0)
    verdict = refused(marquise, Craft("marquise", other.id), "4.1.1")
    assert list(verdict.message.params["suits"]) == list(card.cost)
    ok(marquise, act.AdvancePhase("evening"))
    ok(marquise, act.EndTurn())
    assert marquise.crafted.activated == ()
    turn_of(marquise, "marquise", "daylight")
    ok(marquise, Craft("marquise", other.id))


def test_undo_takes_the_craft_back_whole(marquise):
    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    before = marquise.fields_json()
    ok(marquise, Craft("marquise", card.id))
    replay.undo(marquise)
    assert marquise.fields_json() == before
    replay.redo(marquise)
    assert marquise.scores["marquise"] == card.points


def test_the_game_file_keeps_what_was_crafted(marquise):
    card = single_suit_item()
    improvement = cards("improvement", 1)[0]
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    put(marquise, clearing_of(marquise, improvement.cost[0], skip=[clearing_of(marquise, card.cost[0])]),
        "marquise", "workshop")
    ok(marquise, Craft("marquise", card.id))
    ok(marquise, Craft("marquise", improvement.id))
    reread = read_game_data(marquise.to_json()).state
    assert reread.crafted == marquise.crafted and reread.cards == marquise.cards
    assert in_play(reread, "marquise") == [improvement.id]  # on the card table, one place for cards in play
    assert discard_pile(reread) == [card.id]  # the item card, resolved and discarded (4.1.2)


def test_a_persistent_card_is_not_crafted_twice(marquise):
    improvement = cards("improvement", 1)[0]
    put(marquise, clearing_of(marquise, improvement.cost[0]), "marquise", "workshop", 2)
    ok(marquise, Craft("marquise", improvement.id))
    refused(marquise, Craft("marquise", improvement.id), "4.1.4")
    ok(marquise, Craft("marquise", improvement.id), TEACH)  # the table may know better
    assert in_play(marquise, "marquise") == [improvement.id, improvement.id]


def test_an_item_the_supply_no_longer_holds_cannot_be_crafted_even_in_teach_mode(marquise):
    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    for _ in range(ITEM_SUPPLY[card.item]):
        marquise.crafted = marquise.crafted.take_item(card.item, "eyrie")
    refused(marquise, Craft("marquise", card.id), "4.1.2", possible=False)
    assert not replay.perform(marquise, Craft("marquise", card.id), TEACH).applied


@pytest.mark.parametrize("kind,section", [("ambush", "2.1.2"), ("dominance", "2.1.3")])
def test_ambush_and_dominance_cards_are_never_crafted(marquise, kind, section):
    refused(marquise, Craft("marquise", cards(kind)[0].id), section, possible=False)


def test_crafting_is_in_the_faction_s_own_phase_of_its_own_turn(marquise):
    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    turn_of(marquise, "marquise", "evening")
    refused(marquise, Craft("marquise", card.id), "6.2.1")
    turn_of(marquise, "eyrie", "daylight")
    refused(marquise, Craft("marquise", card.id), "1.4.1")
    # The Corvids craft in Birdsong (13.2.1), with plots face up or down.
    put(marquise, clearing_of(marquise, card.cost[0]), "corvids", "bomb")
    turn_of(marquise, "corvids", "birdsong")
    ok(marquise, Craft("corvids", card.id))


def test_the_eyrie_score_one_point_for_any_item(marquise):
    card = next(c for c in cards("item", 1) if c.points != 1 and c.cost[0] != "any")
    put(marquise, clearing_of(marquise, card.cost[0]), "eyrie", "roost")
    turn_of(marquise, "eyrie", "daylight")
    verdict = ok(marquise, Craft("eyrie", card.id))
    assert marquise.scores["eyrie"] == 1
    assert any(n.template.id == "craft.disdain-for-trade" for n in verdict.notes)


@pytest.mark.parametrize("remove", [False, True])
def test_the_hundreds_hoard_an_item_for_nothing_or_remove_it_to_score(marquise, remove):
    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "hundreds", "stronghold")
    turn_of(marquise, "hundreds", "daylight")
    ok(marquise, Craft("hundreds", card.id, remove_item=remove))
    assert marquise.scores["hundreds"] == (card.points if remove else 0)
    assert marquise.crafted.boxes.get("hundreds", ()) == (() if remove else (card.item,))
    assert marquise.crafted.left_in_supply(card.item) == ITEM_SUPPLY[card.item] - 1


def test_the_vagabond_exhausts_hammers_of_his_clearing_and_takes_the_item_onto_his_board(marquise):
    marquise.apply(vagabond_board_edits(marquise, "vagabond", "tinker"))  # his S items hold a hammer (16.3.2)
    card = single_suit_item()
    where = clearing_of(marquise, card.cost[0])
    put(marquise, where, "vagabond", "pawn")
    turn_of(marquise, "vagabond", "daylight")
    hammers = marquise.vagabonds["vagabond"].usable("hammer")
    ok(marquise, Craft("vagabond", card.id))
    board = marquise.vagabonds["vagabond"]
    assert board.usable("hammer") == hammers - 1
    assert board.count({"coin": "coins"}.get(card.item, card.item), exhausted=False) >= 1
    assert marquise.scores["vagabond"] == card.points
    assert "vagabond" not in marquise.crafted.boxes


def _riverfolk_crafting(state, suit, funds):
    """The Riverfolk on turn with a trade post of ``suit`` placed (its space uncovered) and
    ``funds`` of their own in Funds."""
    from tests.game.factions.riverfolk.kit import funded

    turn_of(state, "riverfolk", "daylight")
    put(state, clearing_of(state, suit), "riverfolk", f"{suit}-trade-post")
    return funded(state, riverfolk=funds) if funds else state


def test_the_riverfolk_craft_by_committing_funds_to_the_spaces_their_trade_posts_uncovered(marquise):
    from rootboard.game.factions.riverfolk.board import box

    card = single_suit_item()
    _riverfolk_crafting(marquise, card.cost[0], 2)
    before = marquise.fields_json()
    verdict = ok(marquise, Craft("riverfolk", card.id))
    assert any(p.template.id == "craft.funds-on-track" for p in verdict.message.params["pieces"])
    assert box(marquise, "funds") == {"riverfolk": 1} and box(marquise, "committed") == {"riverfolk": 1}
    assert marquise.boards["riverfolk"]["tracks"] == {card.cost[0]: 1}
    other = next(c for c in cards("item", 1) if c.cost == card.cost and c.id != card.id
                 and marquise.crafted.left_in_supply(c.item) > 0)
    refused(marquise, Craft("riverfolk", other.id), "4.1.1")  # the one space is filled (11.5.3)
    replay.undo(marquise)
    assert marquise.fields_json() == before


def test_the_riverfolk_cannot_craft_without_funds_or_without_the_suits_space(marquise):
    card = single_suit_item()
    _riverfolk_crafting(marquise, card.cost[0], 0)
    refused(marquise, Craft("riverfolk", card.id), "4.1.1")  # no fund to commit
    other = next(c for c in cards("item", 1) if c.cost[0] not in ("any", card.cost[0]))
    from tests.game.factions.riverfolk.kit import funded

    funded(marquise, riverfolk=1)
    refused(marquise, Craft("riverfolk", other.id), "4.1.1")  # no space of its suit uncovered


def test_the_lizards_gardens_count_by_their_printed_suit(marquise):
    card = single_suit_item()
    suit = card.cost[0]
    other = next(s for s in ("fox", "mouse", "rabbit") if s != suit)
    put(marquise, clearing_of(marquise, other), "lizards", f"{suit}-garden")  # printed suit, not the clearing's
    turn_of(marquise, "lizards", "evening")
    verdict = ok(marquise, Craft("lizards", card.id))
    assumed = [n for n in verdict.notes if n.template.id == "craft.outcast-assumed"]
    assert assumed and assumed[0].params["suit"] == suit


def test_with_names_the_clearings_and_must_name_one_per_suit(marquise):
    card = single_suit_item()
    first = clearing_of(marquise, card.cost[0])
    second = clearing_of(marquise, card.cost[0], skip=[first])
    put(marquise, first, "marquise", "workshop")
    put(marquise, second, "marquise", "workshop")
    ok(marquise, Craft("marquise", card.id, (second,)))
    assert marquise.crafted.activated_count("marquise", second, "workshop") == 1
    assert marquise.crafted.activated_count("marquise", first, "workshop") == 0
    from rootboard.errors import BadInput

    with pytest.raises(BadInput):
        Craft("marquise", card.id, (first, second)).check(marquise)


def test_the_vagabond_s_aid_takes_a_crafted_item_out_of_the_box(marquise):
    from rootboard.game.factions.vagabond import actions as va

    card = single_suit_item()
    where = clearing_of(marquise, card.cost[0])
    put(marquise, where, "marquise", "workshop")
    ok(marquise, Craft("marquise", card.id))
    marquise.apply(vagabond_board_edits(marquise, "vagabond", "tinker"))
    put(marquise, where, "vagabond", "pawn")
    turn_of(marquise, "vagabond", "daylight")
    item = {"coin": "coins"}.get(card.item, card.item)
    ok(marquise, va.Aid("vagabond", "marquise", "boot", take=item))
    assert "marquise" not in marquise.crafted.boxes
    assert marquise.crafted.left_in_supply(card.item) == ITEM_SUPPLY[card.item] - 1  # never back to the supply


def test_boat_builders_and_tunnels_crafted_are_in_effect_for_their_crafter(marquise):
    from rootboard.game.law import rules_for

    law = rules_for(marquise)
    effects = {e.id for e in law.effects.values() if e.seller is None and e.lasts == "persistent"}
    exiles = {c.id for c in deck("exiles").cards}
    assert effects <= exiles  # the catalogue's ids are the effects'
    assert not law["marquise"].rivers_are_paths(marquise)
    marquise.cards = {"play": {"marquise": ["boat-builders"]}}  # crafted into its play area (4.1.3)
    assert law["marquise"].rivers_are_paths(marquise) and not law["eyrie"].rivers_are_paths(marquise)


def test_no_more_copies_in_play_than_the_deck_holds_even_in_teach_mode(marquise):
    improvement = cards("improvement", 1)[0]
    put(marquise, clearing_of(marquise, improvement.cost[0]), "marquise", "workshop", improvement.copies + 1)
    for _ in range(improvement.copies):
        ok(marquise, Craft("marquise", improvement.id), TEACH)
    refused(marquise, Craft("marquise", improvement.id), "4.1.3", possible=False)


def test_only_a_faction_whose_rule_removes_items_may_say_remove_item(marquise):
    from rootboard.errors import BadInput

    card = single_suit_item()
    put(marquise, clearing_of(marquise, card.cost[0]), "marquise", "workshop")
    with pytest.raises(BadInput):
        Craft("marquise", card.id, remove_item=True).check(marquise)


# --- the crafted card leaves the hand (4.1; rootboard.game.hand) ----------------------------------

def workshop_for(state, card):
    put(state, clearing_of(state, card.cost[0]), "marquise", "workshop")


def test_a_known_card_leaves_the_hand_first_for_the_discard_pile(marquise):
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size, known_in_hand, unnamed_in_hand

    card = single_suit_item()
    workshop_for(marquise, card)
    ok(marquise, Draw("marquise", 2, cards=(card.id,)), TEACH)
    ok(marquise, Craft("marquise", card.id))
    assert known_in_hand(marquise, "marquise") == [] and unnamed_in_hand(marquise, "marquise") == 1
    assert discard_pile(marquise) == [card.id] and hand_size(marquise, "marquise") == 1  # an item: discarded (4.1.2)


def test_a_persistent_card_goes_from_the_cards_not_named_into_play(marquise):
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hand_size

    improvement = cards("improvement", 1)[0]
    workshop_for(marquise, improvement)
    ok(marquise, Draw("marquise", 1), TEACH)
    ok(marquise, Craft("marquise", improvement.id))
    assert hand_size(marquise, "marquise") == 0 and in_play(marquise, "marquise") == [improvement.id]
    replay.undo(marquise)
    assert hand_size(marquise, "marquise") == 1 and in_play(marquise, "marquise") == []


def test_a_card_the_hand_cannot_give_is_refused_and_teach_mode_takes_it_from_the_draw_pile(marquise):
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import draw_size, hand_size

    improvement = cards("improvement", 1)[0]
    workshop_for(marquise, improvement)
    ok(marquise, Draw("eyrie", 1), TEACH)  # the game keeps hands; the Marquise holds none
    refused(marquise, Craft("marquise", improvement.id), "4.1")
    drawn = draw_size(marquise)
    ok(marquise, Craft("marquise", improvement.id), TEACH)
    assert in_play(marquise, "marquise") == [improvement.id] and draw_size(marquise) == drawn - 1
    assert hand_size(marquise, "marquise") == 0
    assert read_game_data(marquise.to_json()).state.cards == marquise.cards  # the table's record whole


def test_hands_kept_once_dealt_even_when_every_hand_is_empty_again(marquise):
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import hands_kept

    improvement, other = cards("improvement", 1)[:2]
    workshop_for(marquise, improvement)
    workshop_for(marquise, other)
    assert not hands_kept(marquise)
    ok(marquise, Draw("marquise", 1), TEACH)
    ok(marquise, Craft("marquise", improvement.id))
    assert hands_kept(marquise) and not marquise.cards.get("hands")  # read from the history
    refused(marquise, Craft("marquise", other.id), "4.1")


def test_a_game_that_keeps_no_hand_trusts_the_table_and_still_keeps_the_card_in_play(marquise):
    from rootboard.game.cards.places import hands_kept

    improvement = cards("improvement", 1)[0]
    workshop_for(marquise, improvement)
    verdict = ok(marquise, Craft("marquise", improvement.id))
    assert any(n.template.id == "craft.hand-not-kept" for n in verdict.notes)
    assert in_play(marquise, "marquise") == [improvement.id] and not hands_kept(marquise)


def test_a_card_every_copy_of_which_is_known_elsewhere_is_not_crafted_even_in_teach_mode(marquise):
    card = single_suit_item()
    workshop_for(marquise, card)
    marquise.cards = {"discard": [card.id] * card.copies}
    refused(marquise, Craft("marquise", card.id), "16.1.2", possible=False)
    assert not replay.perform(marquise, Craft("marquise", card.id), TEACH).applied


def test_the_lizards_craft_only_with_gardens_of_the_outcast_kept(marquise):
    from rootboard.game.factions.lizards.board import with_board

    card = single_suit_item()
    suit = card.cost[0]
    other = next(s for s in ("fox", "mouse", "rabbit") if s != suit)
    put(marquise, clearing_of(marquise, suit), "lizards", f"{suit}-garden")
    turn_of(marquise, "lizards", "evening")
    marquise.apply([marquise.set_edit("boards", with_board(marquise, outcast=other))])
    refused = Craft("lizards", card.id).check(marquise)
    assert not refused.legal
    marquise.apply([marquise.set_edit("boards", with_board(marquise, outcast=suit))])
    verdict = ok(marquise, Craft("lizards", card.id))
    assert not [n for n in verdict.notes if n.template.id == "craft.outcast-assumed"]  # kept, not assumed



def test_the_ways_to_pay_are_kept_for_the_position_only_while_it_stands(marquise, monkeypatch):
    # A craft named by its item alone tries each card that makes it on one position
    # (rootboard.notation.translate.crafts): inside the position's memo the crafter's ways are
    # worked out once, and judge each card as they do outside it; an edit forgets them.
    from rootboard.game import crafting
    from rootboard.game.law import rules_for

    card = single_suit_item()
    where = clearing_of(marquise, card.cost[0])
    put(marquise, where, "marquise", "workshop")
    faction = rules_for(marquise)["marquise"]
    tried = [c.id for c in cards("item")]
    outside = [Craft("marquise", c).check(marquise) for c in tried]
    asked = []
    real = crafting.piece_sources
    monkeypatch.setattr(crafting, "piece_sources", lambda *a, **k: asked.append(1) or real(*a, **k))
    alone = crafting.ways_of(marquise, faction)
    with marquise.remembering():
        assert [Craft("marquise", c).check(marquise) for c in tried] == outside
        assert len(asked) == 2  # once outside, once for every card tried inside
        put(marquise, where, "marquise", "workshop")  # an edit: another position
        again = crafting.ways_of(marquise, faction)
        assert len(asked) == 3 and again != alone  # two workshops there to activate now


def test_a_craft_asks_the_hand_for_its_card_once_and_agrees_with_each_question(marquise, monkeypatch):
    # hand.sourced answers source() and hand_gives() together: a craft's check and edits ask
    # the hand once (each asking counts the card's copies known elsewhere, issue 32).
    from rootboard.game import hand
    from rootboard.game.cards.actions import Draw

    improvement, other = cards("improvement", 1)[:2]
    workshop_for(marquise, improvement)
    for card in STANDARD.cards:  # no hand kept yet: the table is trusted
        assert hand.sourced(marquise, "marquise", card.id) == (hand.source(marquise, "marquise", card.id),
                                                               hand.hand_gives(marquise, "marquise", card.id))
    ok(marquise, Draw("marquise", 1), TEACH)
    ok(marquise, Draw("eyrie", 1, cards=(other.id,)), TEACH)
    for fid in ("marquise", "eyrie"):  # hands kept: a card named, a card not named, none
        for card in STANDARD.cards:
            assert hand.sourced(marquise, fid, card.id) == (hand.source(marquise, fid, card.id),
                                                            hand.hand_gives(marquise, fid, card.id))
    asked = []
    real = hand.hand_source
    monkeypatch.setattr(hand, "hand_source", lambda *a: asked.append(a) or real(*a))
    ok(marquise, Craft("marquise", improvement.id))
    assert len(asked) == 1 and in_play(marquise, "marquise") == [improvement.id]


def test_a_craft_s_plan_says_whether_it_is_legal_and_its_judgement_is_check_s(marquise):
    """A Rootlog's item tries every card that makes it by its plan alone (issue 32): the plan's
    word on legality is the verdict's, and the judgement made from it is check's and edits'."""
    state = marquise
    put(state, clearing_of(state, "fox"), "marquise", "workshop")
    answers = set()
    for fid in ("marquise", "eyrie", "riverfolk"):
        for card in STANDARD.cards:
            craft = Craft(fid, card.id)
            plan = craft.plan(state)
            verdict, edits = craft.judged_as(state, plan)
            assert verdict == craft.check(state) and plan.legal is verdict.legal, (fid, card.id)
            if verdict.possible:
                assert edits() == craft.edits(state), (fid, card.id)
            answers.add((verdict.legal, verdict.possible))
    assert answers == {(True, True), (False, True), (False, False)}  # legal, refused, impossible
