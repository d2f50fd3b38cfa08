"""A controlled hireling's actions in its controller's turn (16.4.2.III-IV): offered at the right
step, judged by the same checks when played, once a turn, only by the controller; a must
Birdsong action left untaken is said; a Hired action is said on gaining control (16.4.2.I)."""

from __future__ import annotations

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, EndTurn
from rootboard.errors import BadInput
from rootboard.game.factions.hirelings.actions import PlaceAtEach, PlaceWarrior, UseHireling
from rootboard.game.factions.hirelings.uses import EFFECTS, used_key
from rootboard.game.modes import TEACH
from rootboard.game.turns.steps import steps_of
from rootboard.game.unconfirmed import HIRELING_HIRED, HIRELING_TURNS, HIRELINGS
from rootboard.gamefile.file import read_game_data
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put, turn_of


def test_every_side_with_actions_is_a_card_side_and_each_action_has_words():
    sides = {*HIRELINGS, *(c["demoted"] for c in HIRELINGS.values())}
    assert set(HIRELING_TURNS) <= sides and set(HIRELING_HIRED) <= sides
    from rootboard.game.factions.hirelings.hired import PLACES

    owner = {side: h for h, c in HIRELINGS.items() for side in (h, c["demoted"])}
    for side, spec in HIRELING_HIRED.items():  # each places its own card's pieces, said in words
        assert set(spec["pieces"]) <= set(HIRELINGS[owner[side]]["pieces"]) and side in PLACES
    for side, uses in HIRELING_TURNS.items():
        for n, use in enumerate(uses, 1):
            assert use["at"] in ("birdsong", "daylight")
            assert (side, n) in EFFECTS


def test_a_daylight_action_is_offered_in_the_controllers_daylight_only():
    state = hired("popular-band", "birdsong", demoted=True)  # Street Band: a warrior in any clearing
    assert not any(v.legal for v in offered(state, "hireling-place").values())
    turn_of(state, ME, "daylight")
    playable = {a.where for a, v in offered(state, "hireling-place").items() if v.legal}
    assert playable == set(state.topology.board.clearings)
    # Another player's turn: it is not offered, and refused with who controls it (16.4.2).
    turn_of(state, PLAYERS[1], "daylight")
    assert not offered(state, "hireling-place")
    verdict = PlaceWarrior("popular-band", min(playable)).check(state)
    assert not verdict.legal and verdict.message.id == "hireling-use.not-controller"
    assert "16.4.2" in verdict.sections


def test_the_placed_warrior_is_once_a_turn_and_undone_exactly():
    state = hired("popular-band", demoted=True)
    where = min(state.topology.board.clearings)
    before = state.fields_json()
    outcome = replay.perform(state, PlaceWarrior("popular-band", where))
    assert outcome.applied and state.count(where, ("popular-band", "warrior")) == 1
    again = replay.perform(state, PlaceWarrior("popular-band", where))
    assert not again.applied and again.verdict.message.id == "hireling-use.taken"
    replay.undo(state)
    assert state.fields_json() == before
    replay.perform(state, PlaceWarrior("popular-band", where))
    turn_of(state, ME, "evening")
    assert replay.perform(state, EndTurn()).applied
    assert used_key("popular-band", 1) not in state.used  # fresh next turn


def test_the_street_band_action_is_rootboards_to_play_not_the_tables():
    state = hired("popular-band", demoted=True)
    verdict = UseHireling("popular-band").check(state)
    assert not verdict.legal and verdict.message.id == "hireling-use.played-here"
    assert UseHireling("popular-band") not in offered(state, "hireling-use")


def test_warm_sun_prophets_place_only_where_they_have_none():
    state = hired("warm-sun-prophets")
    held = min(state.topology.board.clearings)
    put(state, held, "warm-sun-prophets")  # a game set up by hand: no setup pieces
    refused = offered(state, "hireling-place")[PlaceWarrior("warm-sun-prophets", held)]
    assert not refused.legal and refused.message.id == "hireling-place.has-one"
    taught = replay.perform(state, PlaceWarrior("warm-sun-prophets", held), TEACH)
    assert taught.applied and state.count(held, ("warm-sun-prophets", "warrior")) == 2


def test_bandit_gangs_place_where_the_controller_has_its_own_faction_pieces():
    state = hired("highway-bandits", demoted=True, others=("corvid-spies", "forest-patrol"))
    own, with_hireling_only = sorted(state.topology.board.clearings)[:2]
    put(state, own, ME)
    put(state, with_hireling_only, "corvid-spies")
    assert replay.perform(state, act.Control("corvid-spies", ME)).applied
    verdicts = offered(state, "hireling-place")
    assert verdicts[PlaceWarrior("highway-bandits", own)].legal
    # A hireling's pieces are never its controller's faction pieces (16.4.3.III).
    assert verdicts[PlaceWarrior("highway-bandits", with_hireling_only)].message.id == \
        "hireling-place.no-controller-piece"


def test_highway_bandits_place_on_a_free_path_touching_the_controllers_pieces():
    from rootboard.board.topology import path_area, path_ends

    state = hired("highway-bandits")
    paths = sorted(path_area(*p.key) for p in state.topology.board.paths)
    taken, free = paths[0], paths[-1]
    put(state, taken, "highway-bandits")  # a game set up by hand: no setup pieces
    put(state, path_ends(free)[0], ME)
    verdicts = offered(state, "hireling-place")
    assert verdicts[PlaceWarrior("highway-bandits", free)].legal
    far = next(p for p in paths if not set(path_ends(p)) & set(path_ends(free)) and p != taken)
    assert verdicts[PlaceWarrior("highway-bandits", far)].message.id == "hireling-place.no-controller-by-path"
    assert verdicts[PlaceWarrior("highway-bandits", taken)].message.id == "hireling-place.has-one"
    # A clearing is no place for them (16.4.3.V).
    assert PlaceWarrior("highway-bandits", path_ends(free)[0]).check(state).message.id == "hireling-place.not-a-path"


def test_an_action_the_table_resolves_is_offered_counted_and_said():
    state = hired("forest-patrol")
    verdict = offered(state, "hireling-use")[UseHireling("forest-patrol")]
    assert verdict.legal and verdict.section == "16.4.2.IV"
    assert verdict.message.params["what"].id == "hireling-effect.forest-patrol"
    assert replay.perform(state, UseHireling("forest-patrol")).applied
    assert used_key("forest-patrol", 1) in state.used
    assert not offered(state, "hireling-use")[UseHireling("forest-patrol")].legal
    # The game file opens again with the use in it (schema, history replayed).
    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json()


def test_the_brigand_has_two_daylight_actions_each_once():
    state = hired("the-exile", demoted=True)
    uses = {a.use for a, v in offered(state, "hireling-use").items() if v.legal}
    assert uses == set(range(1, len(HIRELING_TURNS["the-brigand"]) + 1)) and len(uses) == 2
    assert replay.perform(state, UseHireling("the-exile", 1)).applied
    assert {a.use for a, v in offered(state, "hireling-use").items() if v.legal} == {2}


def test_a_birdsong_action_is_taken_at_the_start_of_birdsong():
    eyrie = PLAYERS[1]  # a turn of several Birdsong steps (7.4)
    envoys = "warm-sun-prophets"  # its demoted side, the Lizard Envoys: a Birdsong action the table resolves
    state = hired(envoys, "birdsong", demoted=True)
    assert replay.perform(state, act.Control(envoys, eyrie)).applied
    turn_of(state, eyrie, "birdsong")
    assert offered(state, "hireling-use")[UseHireling(envoys)].legal
    birdsong = [s for s in steps_of(state.law[eyrie]) if s.phase == "birdsong"]
    state.step = birdsong[1].id  # past the start of Birdsong: too late (16.4.2.III)
    late = UseHireling(envoys).check(state)
    assert not late.legal and late.message.id == "hireling-use.not-at-start" and late.section == "16.4.2.III"
    assert UseHireling(envoys) not in offered(state, "hireling-use")
    turn_of(state, eyrie, "daylight")
    assert UseHireling(envoys).check(state).message.id == "hireling-use.wrong-phase"


def test_leaving_birdsong_without_a_must_action_is_said():
    from rootboard.game.factions.hirelings.burning import Burn

    state = hired("flame-bearers", "birdsong")
    notes = replay.perform(state, AdvancePhase(walk=True)).verdict.notes
    assert "hireling-use.must-not-taken" in {n.id for n in notes}
    state = hired("flame-bearers", "birdsong")
    where = min(state.topology.board.clearings)
    assert replay.perform(state, Burn("flame-bearers", (where, where))).applied  # none on the map: two anywhere
    notes = replay.perform(state, AdvancePhase(walk=True)).verdict.notes
    assert "hireling-use.must-not-taken" not in {n.id for n in notes}


def test_gaining_a_hireling_with_none_of_its_pieces_on_the_map_says_its_hired_action():
    state = hired("forest-patrol", others=("warm-sun-prophets", "corvid-spies"))
    on_map = [a for a in state.areas if state.count(a, ("warm-sun-prophets", "warrior"))]
    state.apply([act.shift(("warm-sun-prophets", "warrior"), a, act.SUPPLY, state.count(a, ("warm-sun-prophets",
                                                                                          "warrior")))
                 for a in on_map])
    notes = act.Control("warm-sun-prophets", ME).check(state).notes
    assert [n.id for n in notes] == ["hireling-hired.reminder"] and notes[0].sections == ("16.4.2.I",)
    put(state, min(state.topology.board.clearings), "warm-sun-prophets")
    assert not act.Control("warm-sun-prophets", ME).check(state).notes


def test_bandit_gangs_place_a_controller_warrior_at_each_bandit_warrior():
    state = hired("highway-bandits", demoted=True)
    first, second = sorted(state.topology.board.clearings)[:2]
    put(state, first, "highway-bandits", n=2)
    put(state, second, "highway-bandits")
    assert offered(state, "hireling-at-each")[PlaceAtEach("highway-bandits")].legal
    outcome = replay.perform(state, PlaceAtEach("highway-bandits"))
    assert outcome.applied and outcome.verdict.message.params["count"] == 3
    assert (state.count(first, (ME, "warrior")), state.count(second, (ME, "warrior"))) == (2, 1)
    # The action is spent: its other choice is refused this turn (16.4.2.IV).
    assert PlaceWarrior("highway-bandits", first).check(state).message.id == "hireling-use.taken"


def test_a_short_supply_names_where_the_warriors_go():
    state = hired("highway-bandits", demoted=True)
    first, second = sorted(state.topology.board.clearings)[:2]
    put(state, first, "highway-bandits")
    put(state, second, "highway-bandits")
    put(state, max(state.topology.board.clearings), ME, n=state.supply[(ME, "warrior")] - 1)  # one left
    try:
        PlaceAtEach("highway-bandits").check(state)
    except BadInput as asked:
        assert asked.problem.id == "hireling-at-each.choose"
    else:
        raise AssertionError("a short supply is a choice the table makes")
    assert replay.perform(state, PlaceAtEach("highway-bandits", clearings=(second,))).applied
    assert (state.count(first, (ME, "warrior")), state.count(second, (ME, "warrior"))) == (0, 1)


def test_placing_at_each_is_only_the_bandit_gangs_choice():
    state = hired("popular-band", demoted=True)
    verdict = PlaceAtEach("popular-band").check(state)
    assert not verdict.possible and verdict.message.id == "hireling-at-each.none"


def test_bluebird_nobles_score_a_point_per_three_clearings_ruled_ties_counted():
    from rootboard.game.factions.hirelings.scoring import PER, ScoreRuled
    from rootboard.game.rules import ruler

    state = hired("last-dynasty", "birdsong", demoted=True)
    clearings = sorted(state.topology.board.clearings)
    alone, tied = clearings[:PER], clearings[PER:PER + 2]
    for c in alone:
        put(state, c, ME)
    for c in tied:  # tied for the most: the card's ability rules them for its controller
        put(state, c, ME); put(state, c, PLAYERS[2])
    assert [ruler(state, c) for c in tied] == [ME, ME]  # the card's ability: rules.py asks it (16.4.2.II)
    # Its action is rootboard's to play: the table's form is refused, pointing to it.
    assert UseHireling("last-dynasty").check(state).message.params["kind"] == "hireling-score"
    before = state.scores.get(ME, 0)
    outcome = replay.perform(state, ScoreRuled("last-dynasty"))
    assert outcome.applied and outcome.verdict.message.params["ruled"] == PER + 2
    assert state.scores[ME] - before == (PER + 2) // PER
    assert not replay.perform(state, ScoreRuled("last-dynasty")).applied  # once a turn


def test_a_tie_the_eyrie_breaks_is_the_tables_to_settle():
    from rootboard.game.factions.hirelings.scoring import ScoreRuled

    state = hired("last-dynasty", "birdsong", demoted=True)
    where = min(state.topology.board.clearings)
    put(state, where, ME); put(state, where, PLAYERS[1])  # the Eyrie rules ties (7.2.2)
    verdict = ScoreRuled("last-dynasty").check(state)
    assert verdict.message.params["ruled"] == 0
    assert [n.id for n in verdict.notes] == ["hireling-score.contested"]


def test_the_protector_moves_ignoring_rule_and_removes_a_warrior_of_each_player():
    from rootboard.game.factions.hirelings.moving import PawnMove
    from rootboard.game.factions.marquise.board import adjacent_clearings

    state = hired("furious-protector", "birdsong")
    start = min(state.topology.board.clearings)
    to = sorted(adjacent_clearings(state, start))[0]
    put(state, start, "furious-protector", "pawn")
    for who in PLAYERS[1:]:  # others rule both clearings: the Protector ignores rule
        put(state, start, who, n=2); put(state, to, who, n=2)
    put(state, to, ME)
    put(state, to, "popular-band")  # a hireling's warrior is not removed
    assert offered(state, "hireling-move")[PawnMove("furious-protector", to)].legal
    before = {who: state.count(to, (who, "warrior")) for who in PLAYERS}
    outcome = replay.perform(state, PawnMove("furious-protector", to))
    assert outcome.applied and state.count(to, ("furious-protector", "pawn")) == 1
    assert {who: state.count(to, (who, "warrior")) for who in PLAYERS} == {w: n - 1 for w, n in before.items()}
    assert state.count(to, ("popular-band", "warrior")) == 1
    assert state.scores.get(ME, 0) == 0  # its controller scores nothing for them (16.4.3.VI)
    # Not adjacent: refused as any move is (4.2).
    far = next(c for c in sorted(state.topology.board.clearings)
               if c != to and c not in adjacent_clearings(state, to))
    replay.undo(state)
    assert not PawnMove("furious-protector", far).check(state).legal


def test_the_stoic_protector_only_moves():
    from rootboard.game.factions.hirelings.moving import PawnMove
    from rootboard.game.factions.marquise.board import adjacent_clearings

    state = hired("furious-protector", "birdsong", demoted=True)
    start = min(state.topology.board.clearings)
    to = sorted(adjacent_clearings(state, start))[0]
    put(state, start, "furious-protector", "pawn")
    put(state, to, PLAYERS[1])
    assert replay.perform(state, PawnMove("furious-protector", to)).applied
    assert state.count(to, (PLAYERS[1], "warrior")) == 1
    assert UseHireling("furious-protector").check(state).message.id == "hireling-use.taken"


def test_the_popular_bands_placing_is_rootboards_its_first_part_the_tables():
    state = hired("popular-band")
    where = min(state.topology.board.clearings)
    assert offered(state, "hireling-use")[UseHireling("popular-band")].legal  # the whole, as the table plays it
    outcome = replay.perform(state, PlaceWarrior("popular-band", where))
    assert outcome.applied and state.count(where, ("popular-band", "warrior")) == 1
    assert [n.id for n in outcome.verdict.notes] == ["hireling-place.first.draw-in"]
    assert UseHireling("popular-band").check(state).message.id == "hireling-use.taken"  # one action, spent


def test_highway_bandits_with_none_left_remove_one_to_place_it():
    from rootboard.board.topology import path_area, path_ends

    state = hired("highway-bandits")
    paths = sorted(path_area(*p.key) for p in state.topology.board.paths if not p.closed)
    held = paths[:state.supply[("highway-bandits", "warrior")]]
    for p in held:  # every bandit on the map (a game set up by hand)
        put(state, p, "highway-bandits")
    free = next(p for p in paths if p not in held)
    put(state, path_ends(free)[0], ME)
    try:
        PlaceWarrior("highway-bandits", free).check(state)
    except BadInput as asked:
        assert asked.problem.id == "hireling-place.lift-needed"
    else:
        raise AssertionError("with none in its supply, the table names the bandit removed")
    before = state.fields_json()
    assert replay.perform(state, PlaceWarrior("highway-bandits", free, lift=held[0])).applied
    assert (state.count(held[0], ("highway-bandits", "warrior")), state.count(free, ("highway-bandits", "warrior"))) \
        == (0, 1)
    replay.undo(state)
    assert state.fields_json() == before
