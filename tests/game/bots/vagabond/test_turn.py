"""The Vagabot's turn (Law of Rootbotics 7.4-7.6), on hand-worked positions: what his chapter
([CR] Vagabottos/clockroot models/vagabond.ts; [RDB] 7.2) says he does there, worked by hand
from its text and asserted step by step. Clearings come from the derived board (ruins, adjacency);
priorities are the clearing ids (2.1)."""

from __future__ import annotations

from rootboard.game.bots.vagabond import FACTION
from rootboard.game.bots.vagabond.items import BATTLE_TRACK, on_battle_track, spendable
from rootboard.game.bots.vagabond.turn import DAYLIGHT, STEPS
from rootboard.game.factions.vagabond.board import DAMAGED
from rootboard.game.kinds import MAP
from rootboard.game.movement import in_forest
from rootboard.game.turns.steps import steps_of
from rootboard.game.turns.words import step_words
from tests.game.bots.vagabond.kit import V, doings, neighbour_clearings, put, set_items, turn, vagabot_game


def ruins(state) -> list[int]:
    return sorted(c for c in state.topology.board.clearings if state.count(c, (MAP, "ruin")))


def no_ruin_near_ruin(state):
    """A clearing without a ruin, next to a ruin clearing, and that ruin (derived)."""
    for r in ruins(state):
        for c in neighbour_clearings(state, r):
            if c not in ruins(state):
                return c, r
    raise AssertionError("no such clearing on this map")


def test_his_seat_walks_his_own_turn():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    assert state.law[V] is not None and steps_of(state.law[V]) == STEPS
    assert {s.section for s in STEPS} == {"16.1.3"}
    assert [step_words(state.law[V], s).params["section"] for s in STEPS] == ["7.4", "7.5", "7.6"]


def test_every_step_cites_its_section_and_the_turn_passes():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    played = turn(state, "rabbit")
    assert played and all(p.doing.section.startswith("7.") for p in played)
    assert all(p.doing.says is not None for p in played if p.action is None)
    assert state.current != V and state.phase == "birdsong"  # 7.6.3 ended the turn


def test_explore_moves_to_the_nearest_ruin_one_item_a_move_and_scores_nothing():
    # A fox order: Explore first. He stands next to a ruin: one move (one item), then one item
    # exhausted to take an item from it; no point for exploring ([RA]); the ruin goes (9.5.3).
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    start, ruin = no_ruin_near_ruin(state)
    before = state.scores[V]
    played = turn(state, "fox")
    moves = doings(played, "move")
    assert moves and moves[0]["request"]["origin"] == start and moves[0]["request"]["destination"] == ruin
    explored = doings(played, "explore")
    assert len(explored) == 1 and state.explored[ruin] == [explored[0]["item"]]
    assert not state.count(ruin, (MAP, "ruin"))
    battles = doings(played, "battle")
    assert not battles and state.scores[V] == before  # nobody on the map to battle, nothing scored


def test_explore_where_he_stands_takes_no_move():
    state = vagabot_game(lambda s: ruins(s)[0])
    played = turn(state, "fox")
    assert not doings(played, "move") and len(doings(played, "explore")) == 1


def test_battle_targets_the_most_points_at_the_nearest_clearing_and_scores_per_warrior():
    # A rabbit order: Battle first. The Alliance leads on points; its pieces are next to him and
    # far away: he battles at the adjacent one, and scores 1 VP per Alliance warrior removed.
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    here, _ = no_ruin_near_ruin(state)
    near = neighbour_clearings(state, here)[0]
    far = max(c for c in state.topology.board.clearings if c not in (here, near, *neighbour_clearings(state, here)))
    put(state, near, "alliance", n=1)
    put(state, far, "alliance", n=1)
    put(state, here, "marquise", n=1)  # the Marquise, fewer points, where he stands
    state.scores["alliance"] = 3
    played = turn(state, "rabbit", rolls=[(3, 0)])
    battles = doings(played, "battle")
    assert battles[0]["defender"] == "alliance" and battles[0]["clearing"] == near
    assert doings(played, "move")[0]["request"]["destination"] == near
    assert state.count(near, ("alliance", "warrior")) == 0
    assert state.scores[V] >= 1


def test_battle_tie_most_buildings_and_tokens_then_fewest_warriors():
    # Two clearings at the same distance with the target's pieces: the one with its building wins.
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    here, _ = no_ruin_near_ruin(state)
    a, b = neighbour_clearings(state, here)[:2]
    put(state, a, "marquise", n=1)
    put(state, b, "marquise", n=2)
    put(state, b, "marquise", "sawmill")
    played = turn(state, "rabbit", rolls=[(0, 0)])
    assert doings(played, "battle")[0]["clearing"] == b
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    put(state, a, "marquise", n=2)
    put(state, b, "marquise", n=1)
    played = turn(state, "rabbit", rolls=[(0, 0)])
    assert doings(played, "battle")[0]["clearing"] == b  # no buildings either side: fewest warriors


def test_adventurer_battles_once():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0], traits=("adventurer",))
    here, _ = no_ruin_near_ruin(state)
    put(state, here, "marquise", n=3)
    played = turn(state, "rabbit", rolls=[(0, 0), (0, 0)])
    assert len(doings(played, "battle")) == 1
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    put(state, here, "marquise", n=3)
    played = turn(state, "rabbit", rolls=[(0, 0), (0, 0)])
    assert len(doings(played, "battle")) == 2  # the repeat costs two more items ([CR] battle)
    assert any(a["type"] == "item" and a["op"] == "exhaust" for a in (p.action for p in played if p.action))


def with_more_items(state, *items):
    board = state.vagabonds[V]
    for item in items:
        board = board.gain(item)
    state.vagabonds = {**state.vagabonds, V: board}


def test_repair_exhausts_one_item_for_a_damaged_one_face_up_first():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    with_more_items(state, "boot", "hammer")
    set_items(state, exhausted=("boot",))
    state.vagabonds = {V: state.vagabonds[V].damage("boot", exhausted=True)}  # the exhausted boot, damaged
    set_items(state, damaged=("sword",))  # a face-up sword, damaged: repaired first ([CR] repair)
    played = turn(state, "rabbit")  # Battle: nobody on the map; Repair; Special said
    assert [a["item"] for a in doings(played, "repair")] == ["sword"]


def test_worn_out_he_slips_to_an_adjacent_forest_and_goes_to_evening():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    here, _ = no_ruin_near_ruin(state)
    set_items(state, damaged=("sword", "boot"))  # two undamaged left ([CR] birdsong: two or fewer)
    played = turn(state, "fox")
    slips = doings(played, "move")
    assert len(slips) == 1 and slips[0]["request"]["slip"] and in_forest(slips[0]["request"]["destination"])
    assert slips[0]["request"]["destination"] in state.topology.neighbours(here)
    assert not doings(played, "explore") and not doings(played, "battle")
    # 7.6.2: in a forest, every damaged item is repaired.
    assert not [i for i in state.vagabonds[V].items if i.where == DAMAGED]


def test_evening_refreshes_four_with_a_damaged_item_six_without_by_difficulty():
    # 7.6.1 ([CR] evening, difficulty): with more exhausted items than he may refresh.
    for difficulty, damaged, allowed in (("normal", True, 4), ("normal", False, 6), ("easy", True, 3),
                                         ("challenging", True, 5), ("nightmare", False, 7)):
        state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0], difficulty=difficulty)
        with_more_items(state, "boot", "sword", "sword", "torch", "torch", "boot", "boot")
        kinds = [i.item for i in state.vagabonds[V].items if i.item != "tea"]
        spent, hurt = (kinds[:-2], kinds[-2:]) if damaged else (kinds, [])
        set_items(state, exhausted=spent)
        set_items(state, damaged=hurt)  # two damaged: Daylight's Repair mends one, one stays
        before = state.scores[V]
        played = turn(state, "mouse")  # Quest, Aid said; Battle: nobody on the map; Repair
        refreshed = sum(a["count"] for a in doings(played, "item") if a["op"] == "refresh")
        assert refreshed == allowed, difficulty
        assert state.scores[V] - before == (1 if difficulty == "nightmare" else 0)


def test_out_of_items_his_daylight_ends():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    set_items(state, exhausted=("boot", "sword", "torch"))  # the tea on its track stays face up
    played = turn(state, "bird")
    # Explore: one move to the ruin spends his last face-up item (the tea): no explore, and the
    # Daylight ends before Quest ([RA]: he stops when no item is left).
    assert len(doings(played, "move")) == 1 and not doings(played, "explore")
    said = [p.doing.says.id for p in played if p.doing.says is not None]
    assert "bot.vagabot.out-of-items" in said and "bot.vagabot.quest-to" not in said


def test_battle_track_raises_his_rolled_hits_and_holds_items():
    # 7.2.4 [RDB]: at six undamaged items one goes on the Battle Track (exhausted first): his
    # maximum rolled hits is two, and that item cannot be exhausted.
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    board = state.vagabonds[V].gain("boot").gain("sword")
    assert sum(1 for i in board.items if i.where != DAMAGED) == BATTLE_TRACK[0]
    state.vagabonds = {**state.vagabonds, V: board}
    assert on_battle_track(board) == 1 and spendable(board) == BATTLE_TRACK[0] - 1
    cap, _ = FACTION.rolled_hits_cap(state, None, "attacker")
    assert cap == 2


def _battle_with_items(n_items):
    """His battle against the Marquise's three warriors in his clearing with ``n_items`` undamaged
    items, both dice 0 (no rolled hit): the Marquise warriors left."""
    from rootboard.game import replay
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.factions.vagabond.board import ITEMS

    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    where = state.where_is((V, "pawn"))[0]
    board = state.vagabonds[V]
    kinds = iter(ITEMS * 4)
    while sum(1 for i in board.items if i.where != DAMAGED) < n_items:
        board = board.gain(next(kinds))
    state.vagabonds = {**state.vagabonds, V: board}
    put(state, where, "marquise", n=3)
    assert replay.perform(state, Battle(V, "marquise", where, rolls=(0, 0)), "enforce").applied
    return state.count(where, ("marquise", "warrior"))


def test_twelfth_battle_track_item_deals_an_extra_hit_as_attacker():
    # 7.2.4 [RDB]: "the twelfth item makes him deal one extra hit as attacker in battle". With
    # both dice 0 he rolls no hit: with twelve undamaged items one Marquise warrior falls, with
    # eleven (two items on the track) none.
    assert _battle_with_items(BATTLE_TRACK[-1]) == 3 - 1
    assert _battle_with_items(BATTLE_TRACK[-1] - 1) == 3


def test_hates_surprises_bars_ambush():
    state = vagabot_game(lambda s: no_ruin_near_ruin(s)[0])
    assert state.law[V].bars_ambush(state, None) is not None


def test_daylight_lists_are_the_orders():
    assert set(DAYLIGHT) == {"fox", "mouse", "rabbit", "bird"}
    assert all("battle" in acts for acts in DAYLIGHT.values())
