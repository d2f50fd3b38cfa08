"""Hand-worked turns of the Automated Alliance (Law of Rootbotics 6.4-6.6): each position set up
by hand from the derived board, the order card read by her chapter's text and each step asserted
(which clearing, which pieces, what she scores)."""

from __future__ import annotations

from tests.game.bots.alliance.kit import (A, CANNOT_SPREAD, TRACK, adjacent, alliance_game, doings, of_suit, placed,
                                          put, scored, sections, sympathy_placed, turn)

M, E = "marquise", "eyrie"


def said(played, section) -> list[str]:
    return [p.doing.says.template.id for p in played if p.doing.section == section and p.doing.says is not None]


def test_revolt_in_the_ordered_sympathetic_clearing_with_the_most_enemy_pieces():
    state = alliance_game()
    first, second = of_suit(state, "fox")[:2]  # first has the higher priority (2.1)
    for c in (first, second):
        put(state, c, A, "sympathy")
    put(state, first, E)  # one enemy piece
    put(state, second, M, n=2)
    put(state, second, M, "sawmill")  # three, one a building
    played = turn(state, "fox")
    removed = {(r["request"]["faction"], r["request"]["piece"], r["request"]["where"], r["request"]["count"])
               for r in doings(played, "remove")}
    assert removed == {(M, "warrior", second, 2), (M, "sawmill", second, 1)}  # 6.4.3 [RDB]
    assert said(played, "6.4.3") == ["bot.alliance.revolt", "bot.alliance.scores-removed"]
    assert [a["points"] for p, a in ((p, p.action) for p in played) if a and a["type"] == "score"
            and p.doing.section == "6.4.3"] == [1]  # the sawmill, 3.2.1
    assert state.count(second, (A, "fox-base")) == 1 and not state.count(second, (M, "warrior"))
    assert state.count(first, (E, "warrior")) == 1  # the other target is left alone
    assert said(played, "6.4.4") == ["bot.alliance.no-pity"]  # she revolted: no Public Pity
    assert "6.4.4" not in sections(played, "place", "sympathy")


def test_a_revolt_tie_goes_to_the_clearing_of_highest_priority():
    state = alliance_game()
    fox = of_suit(state, "fox")
    for c in fox[:2]:
        put(state, c, A, "sympathy")
        put(state, c, E)
    turn(state, "fox")
    assert state.count(fox[0], (A, "fox-base")) == 1 and not state.count(fox[1], (A, "fox-base"))


def test_public_pity_twice_below_five_tokens_once_from_five():
    for tokens, times in ((0, 2), (4, 2), (5, 1)):
        state = alliance_game()
        for c in sorted(state.topology.board.clearings)[-tokens:] if tokens else ():
            put(state, c, A, "sympathy")
        played = turn(state, "bird")  # a bird order never revolts in Birdsong (6.4.3)
        assert said(played, "6.4.3") == ["bot.alliance.no-revolt-bird"]
        assert sections(played, "place", "sympathy").count("6.4.4") == times


def test_no_revolt_when_the_ordered_base_is_on_the_map():
    state = alliance_game()
    fox = of_suit(state, "fox")
    put(state, fox[0], A, "fox-base")
    put(state, fox[1], A, "sympathy")
    put(state, fox[1], E, n=2)
    played = turn(state, "fox")
    assert said(played, "6.4.3") == ["bot.alliance.no-revolt-base"]
    assert not doings(played, "remove")


def test_spread_to_the_ordered_clearing_next_to_sympathy_with_the_fewest_enemy_warriors():
    state = alliance_game()
    fox = of_suit(state, "fox")
    home = next(c for c in sorted(state.topology.board.clearings)
                if len([d for d in adjacent(state, c) if d in fox]) >= 2)
    near = [d for d in adjacent(state, home) if d in fox]
    put(state, home, A, "sympathy")
    put(state, of_suit(state, "fox")[-1] if home != fox[-1] else fox[0], A, "fox-base")  # no fox revolt this turn
    put(state, near[0], E, n=2)  # the highest priority, but two enemy warriors
    put(state, near[1], M, "workshop")  # an enemy building is not a warrior
    for c in near[2:]:
        put(state, c, E)
    played = turn(state, "fox")
    first = next(p for p in played if p.action and p.action["type"] == "place"
                 and p.action["request"]["piece"] == "sympathy")
    assert first.doing.section == "6.4.4" and first.action["request"]["where"] == near[1]
    assert first.doing.says.template.id == "bot.alliance.spread"
    assert first.doing.says.params["points"] == TRACK[1]  # her second token on the map


def test_no_such_clearing_the_one_with_the_fewest_enemy_pieces_anywhere():
    state = alliance_game()
    clearings = sorted(state.topology.board.clearings)
    for c in clearings[:-1]:
        put(state, c, E)
    played = turn(state, "mouse")
    assert sympathy_placed(played)[0] == clearings[-1]  # no sympathy yet: no clearing next to one
    first = next(p for p in played if p.doing.section == "6.4.4" and p.action)
    assert first.doing.says.template.id == "bot.alliance.spread-anywhere"


def test_martial_law_scores_one_fewer():
    state = alliance_game()
    clearings = sorted(state.topology.board.clearings)
    k = next(i for i, v in enumerate(TRACK) if v >= 2)  # a track space worth two or more
    for c in clearings[-k:]:
        put(state, c, A, "sympathy")
    for c in clearings[:-k]:
        put(state, c, M, n=3)
    played = turn(state, "bird")
    pity = [p for p in played if p.doing.section == "6.4.4"]
    assert "bot.alliance.martial-law" in [p.doing.says.template.id for p in pity if p.doing.says]
    assert [p.action["points"] for p in pity if p.action and p.action["type"] == "score"] == [TRACK[k] - 1]


def test_cannot_spread_scores_instead():
    state = alliance_game()
    clearings = sorted(state.topology.board.clearings)
    tokens = state.law[A].piece("sympathy").count
    for c in clearings[:tokens]:
        put(state, c, A, "sympathy")
    played = turn(state, "bird")
    assert not sympathy_placed(played)
    assert said(played, "6.5.1") == ["bot.alliance.cannot-spread"]
    assert [p.action["points"] for p in played if p.doing.section in ("6.4.4", "6.5.1") and p.action] == \
        [CANNOT_SPREAD] * 2


def test_organize_by_difficulty_then_recruit_at_each_base():
    for difficulty, warriors, organizes in (("easy", 3, False), ("normal", 3, True), ("normal", 2, False),
                                             ("challenging", 2, True), ("nightmare", 2, True)):
        state = alliance_game(difficulty=difficulty)
        base = of_suit(state, "fox")[0]
        put(state, base, A, "fox-base")
        put(state, base, A, n=warriors)
        played = turn(state, "rabbit")
        organized = [(r["request"]["faction"], r["request"]["piece"], r["request"]["where"], r["request"]["count"])
                     for r in doings(played, "remove")]
        assert organized == ([(A, "warrior", base, warriors)] if organizes else []), difficulty
        assert ("6.6.1" in sections(played, "place", "sympathy")) == organizes
        assert state.count(base, (A, "warrior")) == (1 if organizes else warriors + 1)  # 6.6.2 recruits one


def test_recruit_by_priority_while_warriors_last():
    state = alliance_game()
    fox, mouse, rabbit = (of_suit(state, s)[0] for s in ("fox", "mouse", "rabbit"))
    put(state, fox, A, "fox-base")
    put(state, mouse, A, "mouse-base")
    assert placed(turn(state, "rabbit")) == {fox: 1, mouse: 1}
    state = alliance_game()
    put(state, fox, A, "fox-base")
    put(state, mouse, A, "mouse-base")
    put(state, rabbit, A, n=state.supply[(A, "warrior")] - 1)  # one warrior left in her supply
    assert [c for c in placed(turn(state, "rabbit")) if c in (fox, mouse)] == [min(fox, mouse)]


def test_surprise_revolt_on_a_bird_order_in_any_suit():
    state = alliance_game()
    fox, mouse = of_suit(state, "fox")[0], of_suit(state, "mouse")[0]
    for c in (fox, mouse):
        put(state, c, A, "sympathy")
    put(state, fox, E)
    put(state, mouse, E, n=2)
    played = turn(state, "bird")
    assert sections(played, "place", "mouse-base") == ["6.5.2"]
    assert state.count(mouse, (A, "mouse-base")) == 1 and not state.count(mouse, (E, "warrior"))


def test_craft_nightmare_and_wildfire():
    state = alliance_game(difficulty="nightmare", traits=("wildfire",))
    before = state.scores.get(A, 0)
    played = turn(state, "fox", item="hammer")
    assert [a["item"] for a in doings(played, "bot-craft")] == ["hammer"]  # 6.4.2
    assert "6.6.3" in sections(played, "place", "sympathy")  # Wildfire's spread, unscored
    evening = [p.action["points"] for p in played if p.doing.section == "6.6.3" and p.action
               and p.action["type"] == "score"]
    assert evening == [1]  # Nightmare's point only
    assert state.scores[A] - before == scored(played) + 1  # every point is an action of the turn (+1 crafted)
    assert state.current != A and played[-1].action["type"] == "end-turn"


def test_every_step_cites_her_chapter():
    state = alliance_game()
    played = turn(state, "mouse")
    assert all(p.doing.section.startswith("6.") for p in played)
    assert played[0].doing.says is not None


def test_her_revolt_damages_three_items_of_a_vagabond_standing_there():
    # The Vagabot's 7.2.1.I [RDB] (Full Removal, naming "Alliance revolts"), as the Vagabond's
    # 9.2.2.I: her revolt removes all enemy pieces in the clearing; the Vagabond's pawn cannot be
    # removed, so he damages three items, exhausted ones first. The Thief's four starting items,
    # none exhausted: three of them damaged, one left.
    from rootboard.game import replay
    from rootboard.game.bots import seat_bot, settings
    from rootboard.game.factions.vagabond.actions import SetCharacter
    from rootboard.game.factions.vagabond.board import DAMAGED
    from tests.game.gamekit import game, turn_of

    V = "vagabond"
    state = game("autumn", (M, A, V), seed=7)
    seat_bot(state, A, settings("automated-alliance", "normal", ()))
    assert replay.perform(state, SetCharacter(V, "thief"), "enforce").applied
    state = turn_of(state, A)
    where = of_suit(state, "fox")[0]
    put(state, where, A, "sympathy")
    put(state, where, M, n=1)
    put(state, where, V, "pawn")
    items = len(state.vagabonds[V].items)
    played = turn(state, "fox")
    assert state.count(where, (A, "fox-base")) == 1 and state.count(where, (V, "pawn")) == 1
    assert [(h["vagabond"], h["count"]) for h in doings(played, "hits")] == [(V, 3)]
    assert sum(1 for i in state.vagabonds[V].items if i.where == DAMAGED) == 3
    assert sum(1 for i in state.vagabonds[V].items if i.where != DAMAGED) == items - 3
    assert said(played, "6.4.3") == ["bot.alliance.revolt", "bot.alliance.full-removal"]
