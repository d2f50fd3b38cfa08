"""The Vagabot's Quest, Aid and Special played on the position (Law of Rootbotics 7.5; [CR]
ActionQuest, ActionAid, ActionSpecial, SpecialThief, SpecialRanger, SpecialTinker), on hand-worked
positions: clearings, suits and quests chosen from the derived board and the quest deck's data,
never typed; each test says the steps the chapter gives there."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.bots.vagabond.actions import BotAid, BotQuest, BotQuestShown
from rootboard.game.factions.vagabond.quests import QUESTS, completed, face_up
from rootboard.game.kinds import MAP
from rootboard.game.movement import in_forest
from tests.game.bots.kit import snapshot
from tests.game.bots.vagabond.kit import V, doings, neighbour_clearings, put, set_items, turn, vagabot_game


def quest_one_move_away(state):
    """(his clearing, the clearing of the quest's suit next to it, the quest): his clearing of
    another suit, no ruin near (no Explore on the way)."""
    for c in sorted(state.topology.board.clearings):
        for n in neighbour_clearings(state, c):
            if state.suits[n] != state.suits[c]:
                q = next(q for q in sorted(QUESTS) if QUESTS[q].suit == state.suits[n])
                if not any(state.suits[x] == state.suits[n] for x in neighbour_clearings(state, c) if x < n):
                    return c, n, q
    raise AssertionError("no such clearing")


def shown(state, quest):
    outcome = replay.perform(state, BotQuestShown(V, quest), "enforce")
    assert outcome.applied, outcome.verdict.message
    return state


def test_quest_moves_to_the_nearest_clearing_of_its_suit_two_items_one_point_and_a_new_quest():
    state = vagabot_game(lambda s: quest_one_move_away(s)[0])
    here, there, quest = quest_one_move_away(state)
    shown(state, quest)
    before = state.scores[V]
    played = turn(state, "mouse")  # a mouse order: Quest first ([CR] daylight)
    moves = doings(played, "move")
    assert moves[0]["request"]["origin"] == here and moves[0]["request"]["destination"] == there
    done = doings(played, "bot-vagabot-quest")
    assert len(done) == 1 and done[0]["quest"] == quest
    assert completed(state, V) == [quest] and face_up(state) == [done[0]["next"]] and done[0]["next"] != quest
    assert state.scores[V] >= before + 1  # the quest's point (the rest of the turn may battle)


def test_quest_without_a_quest_shown_says_so_and_takes_nothing():
    state = vagabot_game(lambda s: quest_one_move_away(s)[0])
    played = turn(state, "mouse")
    said = [p.doing.says.id for p in played if p.doing.says is not None]
    assert "bot.vagabot.quest-none" in said and not doings(played, "bot-vagabot-quest")


def test_quest_refused_in_a_clearing_of_another_suit_and_nothing_changes():
    state = vagabot_game(lambda s: quest_one_move_away(s)[0])
    here, _, quest = quest_one_move_away(state)
    shown(state, quest)
    from tests.game.gamekit import turn_of

    turn_of(state, V, "daylight")
    before = snapshot(state)
    outcome = replay.perform(state, BotQuest(V, quest), "enforce")
    assert not outcome.applied and outcome.verdict.message.id == "bot.vagabot.quest-wrong-suit"
    assert snapshot(state) == before


def test_adventurer_repeats_quest_at_the_end_of_daylight_while_he_can():
    for traits, least in ((("adventurer",), 2), ((), 1)):
        state = vagabot_game(lambda s: quest_one_move_away(s)[0], traits=traits)
        _, _, quest = quest_one_move_away(state)
        shown(state, quest)
        board = state.vagabonds[V]
        for item in ("boot", "sword", "hammer", "crossbow"):
            board = board.gain(item)  # items enough for two quests and the moves
        state.vagabonds = {**state.vagabonds, V: board}
        played = turn(state, "mouse")
        assert len(doings(played, "bot-vagabot-quest")) >= least
        if not traits:
            assert len(doings(played, "bot-vagabot-quest")) == 1


def _crafted(state, fid, *items):
    crafted = state.crafted
    for item in items:
        crafted = crafted.take_item(item, fid)
    state.crafted = crafted


def test_aid_the_player_with_items_and_fewest_points_in_his_clearing():
    # Mouse order: Quest (none shown), then Aid. The Marquise (3 VP) and the Alliance (1 VP) have
    # pieces where he stands and crafted items: he aids the Alliance; he has four face-up items
    # (the Thief's) and she two crafted ones: two exhausted, two taken, 2 VP; she draws 2 cards.
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    state = vagabot_game(here)
    c = here(state)
    put(state, c, "marquise")
    put(state, c, "alliance")
    _crafted(state, "marquise", "tea")
    _crafted(state, "alliance", "sword", "coin")
    state.scores.update(marquise=3, alliance=1)
    state.cards = {**state.cards, "draw": [None] * 5}
    before = state.scores[V]
    played = turn(state, "mouse")
    aid = doings(played, "bot-vagabot-aid")
    assert [(a["target"], sorted(a["items"])) for a in aid] == [("alliance", ["coins", "sword"])]
    assert state.crafted.boxes.get("alliance", ()) == ()
    assert state.vagabonds[V].count("sword") == 2 and state.vagabonds[V].count("coins") == 1
    assert state.scores[V] - before >= 2


def test_helper_doubles_the_aids_points():
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    for traits, points in ((("helper",), 2), ((), 1)):
        state = vagabot_game(here, traits=traits)
        c = here(state)
        put(state, c, "alliance")
        _crafted(state, "alliance", "tea")
        from tests.game.gamekit import turn_of

        turn_of(state, V, "daylight")
        before = state.scores[V]
        outcome = replay.perform(state, BotAid(V, "alliance", ("tea",)), "enforce")
        assert outcome.applied, outcome.verdict.message
        assert state.scores[V] - before == points


def test_aid_refused_for_an_item_they_do_not_hold_and_nothing_changes():
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    state = vagabot_game(here)
    put(state, here(state), "alliance")
    from tests.game.gamekit import turn_of

    turn_of(state, V, "daylight")
    before = snapshot(state)
    outcome = replay.perform(state, BotAid(V, "alliance", ("tea",)), "enforce")
    assert not outcome.applied and outcome.verdict.message.id == "bot.vagabot.aid-not-held"
    assert snapshot(state) == before


def test_ranger_slips_to_a_forest_with_three_damaged_items():
    # A fox order: Explore, Battle (nobody there), Special. Ranger, three damaged items: one item
    # exhausted, and he slips into an adjacent forest; two damaged: it would do nothing, skipped.
    def no_ruin(s):
        return next(c for c in sorted(s.topology.board.clearings) if not s.count(c, (MAP, "ruin")))
    for damaged, slips in ((("boot", "torch", "sword"), True), (("boot", "torch"), False)):
        state = vagabot_game(no_ruin, character="ranger")
        state.vagabonds = {**state.vagabonds, V: state.vagabonds[V].gain("hammer").gain("tea").gain("bag")}
        set_items(state, damaged=damaged)
        played = turn(state, "fox")
        moved = [m["request"] for m in doings(played, "move") if m["request"].get("slip")]
        assert bool(moved) == slips
        if slips:
            assert in_forest(moved[0]["destination"])


def test_thief_takes_a_card_from_the_enemy_with_the_most_points_there():
    # A rabbit order: Battle, Repair, Special. The Alliance and the Marquise hold warriors in his
    # clearing; dice 0,0, so his battle (once: Adventurer) removes nothing. Then the Thief's
    # Special: one item, and a
    # random card from the one with the most points there, the Alliance (rootboard discards one
    # of her cards unnamed: he keeps no hand; the table names it).
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    state = vagabot_game(here, traits=("adventurer",))
    c = here(state)
    put(state, c, "alliance", n=2)
    put(state, c, "marquise", n=2)
    state.vagabonds = {**state.vagabonds, V: state.vagabonds[V].gain("hammer").gain("bag").gain("coins")}
    state.scores.update(marquise=2, alliance=5)
    state.cards = {**state.cards, "hands": {"alliance": 2, "marquise": 1}}
    played = turn(state, "rabbit", rolls=[(0, 0)] * 6)
    thief = [p for p in played if p.doing.says is not None and p.doing.says.id == "bot.vagabot.thief"]
    assert len(thief) == 1 and thief[0].doing.says.params["who"] == "alliance"
    assert [(d["faction"], d["unnamed"]) for d in doings(played, "discard")] == [("alliance", 1)]
    assert state.cards["hands"]["alliance"] == 1


def test_marksman_deals_an_immediate_hit_before_the_dice():
    # A rabbit order: Battle, once (Adventurer). The Alliance (2 warriors) where he stands; dice
    # 0,0: without Marksman no hit, no warrior falls; with it one falls before the dice, 1 VP.
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    for traits, left, points in ((("adventurer", "marksman"), 1, 1), (("adventurer",), 2, 0)):
        state = vagabot_game(here, traits=traits)
        c = here(state)
        put(state, c, "alliance", n=2)
        played = turn(state, "rabbit", rolls=[(0, 0)])
        assert [b["clearing"] for b in doings(played, "battle")] == [c]
        assert state.count(c, ("alliance", "warrior")) == left and state.scores[V] == points


def test_berserker_battles_where_the_most_pieces_are_and_repairs_two():
    # The Alliance has most points but one warrior next to him; the Marquise has three warriors
    # two moves away... Berserker goes to the most pieces: the Marquise's clearing.
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    for traits in (("berserker",), ()):
        state = vagabot_game(here, traits=traits)
        c = here(state)
        near = neighbour_clearings(state, c)[0]
        far = next(x for x in neighbour_clearings(state, near) if x != c and x not in neighbour_clearings(state, c))
        put(state, near, "alliance", n=1)
        put(state, far, "marquise", n=3)
        state.scores.update(alliance=5, marquise=0)
        played = turn(state, "rabbit", rolls=[(0, 0)] * 4)
        first = doings(played, "battle")[0]
        assert (first["clearing"], first["defender"]) == ((far, "marquise") if traits else (near, "alliance"))


def test_berserker_repairs_one_more_item_in_a_clearing_in_evening():
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    for traits, repaired in ((("berserker",), 2), ((), 1)):
        state = vagabot_game(here, traits=traits)
        state.vagabonds = {**state.vagabonds, V: state.vagabonds[V].gain("hammer").gain("bag").gain("coins")}
        set_items(state, damaged=("boot", "sword", "torch"))
        played = turn(state, "bird")  # Explore, Quest, Aid, Battle: no Repair in Daylight
        evening = [p.action for p in played if p.doing.section == "7.6.2" and p.action]
        assert len(evening) == repaired


def test_aid_bad_input_names_what_is_wrong_and_changes_nothing():
    import pytest

    from rootboard.errors import BadInput

    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    state = vagabot_game(here)
    before = snapshot(state)
    for action in (BotAid(V, V, ("tea",)), BotAid(V, "alliance", ("teapot",)), BotAid(V, "badger", ("tea",))):
        with pytest.raises(BadInput):
            replay.perform(state, action, "enforce")
    assert snapshot(state) == before


def test_tinker_crafts_the_top_card_of_the_discard_pile_with_an_available_item():
    # A fox order: Explore, Battle (nobody), Special. The discard pile, bottom first: a card with
    # an item, then one whose item the supply no longer holds (the top): the Tinker crafts the
    # first from the top whose item is available, 1 VP.
    from rootboard.game.cards.catalogue import deck

    cards = [c for c in deck("standard").cards if c.item]
    under = cards[0]
    top = next(c for c in cards if c.item != under.item)
    here = lambda s: sorted(s.topology.board.clearings)[0]  # noqa: E731
    state = vagabot_game(here, character="tinker", traits=("adventurer",))
    state.vagabonds = {**state.vagabonds, V: state.vagabonds[V].gain("hammer").gain("bag").gain("coins")}
    crafted = state.crafted
    for _ in range(crafted.left_in_supply(top.item)):
        crafted = crafted.take_item(top.item, "marquise")  # the top card's item is gone from the supply
    state.crafted = crafted
    state.cards = {**state.cards, "discard": [under.id, top.id]}
    played = turn(state, "fox")
    assert [c["item"] for c in doings(played, "bot-craft")] == [under.item]
    tinker = [p for p in played if p.doing.says is not None and p.doing.says.id == "bot.vagabot.tinker"]
    assert len(tinker) == 1 and tinker[0].doing.says.params["card"] == under.id
