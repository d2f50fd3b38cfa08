"""The score as a ledger (rootboard.game.ledger): every point with its cause and Law section,
read from the history, adding up to the scores in long games, after undo and after a reload."""

from __future__ import annotations

import json
import random

import pytest

from rootboard.game import actions as act
from rootboard.game import ledger, replay
from rootboard.game.battle.resolution import Battle, ChoiceNeeded
from rootboard.game.kinds import BUILDING, TOKEN
from rootboard.game.movement import MoveRequest, legal_destinations
from rootboard.game.placement import PieceRequest
from rootboard.gamefile.file import read_game_data
from rootboard.game.state import GameState
from tests.game.gamekit import FACTS, MAPS, game, put, turn_of

FACTIONS = ("marquise", "eyrie", "alliance", "riverfolk")


def long_game(map_name: str, turns: int, seed: int) -> GameState:
    """Turn after turn of legal play: places, moves, battles with rolled dice, the closed paths
    (Mountain), the table's scores up and down, Evening and the end of the turn (the Pass)."""
    state = game(map_name, FACTIONS, seed=seed)
    rng = random.Random(seed)
    clearings = sorted(state.topology.board.clearings)
    closed = [p.key for p in state.topology.board.closed_paths]
    for _ in range(turns):
        fid = state.current
        replay.perform(state, act.AdvancePhase("daylight"))
        replay.perform(state, act.Place(PieceRequest(fid, "warrior", rng.choice(clearings), 2)))
        scoring = [p.name for p in state.law[fid].pieces if p.kind in (BUILDING, TOKEN)]  # 3.2.1 when removed
        replay.perform(state, act.Place(PieceRequest(fid, rng.choice(scoring), rng.choice(clearings), 1)))
        for _ in range(3):
            mine = sorted((a for a, pieces in state.areas.items() if pieces.get((fid, "warrior"))), key=str)
            if mine:
                origin = rng.choice(mine)
                found = legal_destinations(state, fid, origin, "warrior")
                if found:
                    replay.perform(state, act.Move(MoveRequest(fid, origin, rng.choice(found).area, 1)))
        fights = sorted({(a, f) for a, pieces in state.areas.items() if pieces.get((fid, "warrior"))
                         for (f, _) in pieces if f in FACTIONS and f != fid}, key=str)
        if fights:
            where, enemy = rng.choice(fights)
            try:
                replay.perform(state, Battle(fid, enemy, where, (rng.randint(0, 3), rng.randint(0, 3))))
            except ChoiceNeeded:  # the side taking hits chooses among its buildings (4.3.4): another time
                pass
        if closed:
            replay.perform(state, act.OpenPath(*rng.choice(closed)))
        replay.perform(state, act.Score(fid, rng.choice((-1, 1, 2, 3))))
        replay.perform(state, act.AdvancePhase("evening"))
        replay.perform(state, act.EndTurn())
    return state


def adds_up(state: GameState) -> None:
    lines = ledger.ledger(state)
    start = ledger.starting_scores(state, lines)
    assert start == {f: 0 for f in state.scores}  # a new game starts at 0 (5.1 step 2)
    for fid, score in state.scores.items():
        assert sum(line.points for line in lines if line.faction == fid) == score, fid
    # Each line is one score edit of one applied entry, with a section and a round of play.
    edits = [e for entry in state.history[:state.cursor] for e in entry["edits"] if e[0] == "score"]
    assert len(lines) == len(edits)
    assert all(line.section and 1 <= line.round <= state.round and line.turn in state.factions for line in lines)


@pytest.fixture(scope="module", params=[("mountain", 1), ("autumn", 2), ("lake", 3)])
def long(request):
    map_name, seed = request.param
    return long_game(map_name, 60, seed)


def test_the_ledger_adds_up_to_the_scores_in_a_long_game(long):
    state = long.copy()
    assert len(state.history) > 300
    adds_up(state)
    kinds = {state.history[line.entry - 1]["action"]["type"] for line in ledger.ledger(state)}
    assert {"score", "battle"} <= kinds  # the table's points and the battles' removals
    # Undone entries leave the ledger with their points; a reload reads it back the same.
    for _ in range(state.cursor // 2):
        replay.undo(state)
    adds_up(state)
    reloaded = read_game_data(json.loads(json.dumps(state.to_json()))).state
    assert ledger.ledger(reloaded) == ledger.ledger(state)


def test_each_cause_is_the_action_that_scored(long):
    state = long
    for line in ledger.ledger(state):
        action = state.history[line.entry - 1]["action"]
        kind = action["type"]
        expected = {"score": ("ledger.cause.table", "3.2"), "open-path": ("ledger.cause.closed-path", "16.2.3.III"),
                    "end-turn": ("ledger.cause.pass", "16.2.3.IV")}.get(kind)
        if expected:
            assert (line.cause.id, line.section) == expected
        if kind == "score":
            assert (line.faction, line.points) == (action["faction"], action["points"])
        if kind == "battle":
            assert line.cause.id == "ledger.cause.battle" and line.cause.params["where"] == action["clearing"]
            assert "3.2.1" in line.cause.sections  # a building or token removed in battle


def test_the_round_and_turn_of_each_line_are_those_it_was_scored_in():
    state = game("autumn", ("marquise", "eyrie"))
    for fid in ("marquise", "eyrie", "marquise"):
        replay.perform(state, act.Score(fid, 1))
        replay.perform(state, act.EndTurn())
    lines = ledger.ledger(state)
    assert [(l.round, l.turn, l.entry) for l in lines] == [(1, "marquise", 1), (1, "eyrie", 3), (2, "marquise", 5)]


@pytest.mark.parametrize("map_name", ["mountain"])
def test_the_pass_and_a_closed_path_are_said_with_their_sections(map_name):
    state = turn_of(game(map_name, ("marquise", "eyrie")), "marquise", "daylight")
    a, b = FACTS[map_name]["closed"]
    put(state, a, "marquise")
    put(state, FACTS[map_name]["pass"], "marquise", n=2)
    assert replay.perform(state, act.OpenPath(a, b)).applied
    replay.perform(state, act.AdvancePhase("evening"))
    assert replay.perform(state, act.EndTurn()).applied
    said = [(l.cause.id, l.section, l.points) for l in ledger.ledger(state)]
    assert said == [("ledger.cause.closed-path", "16.2.3.III", 1), ("ledger.cause.pass", "16.2.3.IV", 1)]
    [summary] = [m for f, m in ledger.summaries(state).items() if f == "marquise"]
    assert summary.params["score"] == 2 and {"16.2.3.III", "16.2.3.IV"} <= set(summary.sections)


@pytest.mark.parametrize("map_name", MAPS)
def test_a_battle_cites_the_removal_of_buildings(map_name):
    state = turn_of(game(map_name, ("eyrie", "marquise")), "eyrie", "daylight")
    c = FACTS[map_name]["path"][0]
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "sawmill")
    assert replay.perform(state, Battle("eyrie", "marquise", c, (1, 0))).applied
    [line] = ledger.ledger(state)
    assert (line.faction, line.points, line.section, line.cause.params["where"]) == ("eyrie", 1, "3.2.1", c)


def test_the_summary_names_the_main_causes_the_most_first():
    state = game("autumn", ("marquise", "eyrie"))
    replay.perform(state, act.Score("marquise", 2))
    replay.perform(state, act.Score("marquise", -1))
    summary = ledger.summaries(state)["marquise"]
    assert summary.id == "ledger.summary" and summary.params["score"] == 1
    [cause] = summary.params["causes"]
    assert cause.params["points"] == 1 and cause.params["cause"].id == "ledger.cause.table"
    assert ledger.summaries(state)["eyrie"].id == "ledger.no-points"


@pytest.mark.parametrize("walk", [act.EndTurn(walk=True), "step"])
def test_points_a_step_scores_on_leaving_are_said_with_that_steps_cause(walk):
    """The Eyrie's roost points are scored when her Evening's scoring step is left (7.6.1), by
    whichever of the turn's own moves leaves it: the ledger says the roost track and 7.6.1, not
    the Pass (16.2.3.IV, ending the turn) nor the next step's section (moving on)."""
    from rootboard.game.factions.eyrie.board import roost_points
    from rootboard.game.placement import open_slots
    from rootboard.game.turns.actions import NextStep

    state = turn_of(game("autumn", ("marquise", "eyrie")), "eyrie", "evening")
    for c in sorted(c for c in state.topology.board.clearings if open_slots(state, c))[:3]:
        put(state, c, "eyrie", "roost")
    roosts = len(state.where_is(("eyrie", "roost")))
    assert replay.perform(state, NextStep() if walk == "step" else walk).applied
    [line] = ledger.ledger(state)
    assert (line.faction, line.points) == ("eyrie", roost_points(roosts))
    assert line.cause.id == "eyrie.roost-score" and line.section == "7.6.1"


def test_a_cause_scored_in_several_ways_is_summed_without_the_first_ones_words():
    """Builds of other buildings in other clearings, and the roost points of other Evenings,
    are summed as 'buildings built' and 'the roosts in Evening': before, the summary said the
    first one's words ('a workshop built in clearing 2 +10'), as three rounds through the
    command line showed (issue 34)."""
    from rootboard.game.factions.eyrie.board import roost_points
    from rootboard.game.factions.marquise.actions import Build
    from rootboard.game.factions.marquise.board import POINTS, on_map
    from rootboard.game.placement import open_slots
    from rootboard.game.turns.actions import NextStep

    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise", "daylight")
    free = sorted(c for c in state.topology.board.clearings if open_slots(state, c))
    for building in ("sawmill", "workshop"):  # one of each on the map: the next scores (6.5.4.III)
        put(state, free.pop(), "marquise", building)
    expected = 0
    for building, where in zip(("sawmill", "workshop"), free):
        put(state, where, "marquise")  # she rules it
        put(state, where, "marquise", "wood")  # the wood it costs
        expected += POINTS[building][on_map(state, building)]
        assert replay.perform(state, Build(where, building)).applied
    roosts = []
    put(state, free[2], "eyrie", "roost")  # with one more each Evening, each scores (7.6.1)
    for where in free[3:5]:
        turn_of(state, "eyrie", "evening")
        put(state, where, "eyrie", "roost")
        roosts.append(len(state.where_is(("eyrie", "roost"))))
        assert replay.perform(state, NextStep()).applied
    summaries = ledger.summaries(state)
    [built] = summaries["marquise"].params["causes"]
    assert expected and (built.params["cause"].id, built.params["points"]) == ("ledger.cause.builds", expected)
    assert "6.5.4" in built.params["cause"].sections
    [scored] = summaries["eyrie"].params["causes"]
    assert all(roost_points(n) for n in roosts)
    assert (scored.params["cause"].id, scored.params["points"]) == ("ledger.cause.roost-scores",
                                                                    sum(roost_points(n) for n in roosts))
    assert scored.params["cause"].sections == ("7.6.1",)


def test_the_alliances_points_are_said_by_what_scored_them():
    """Sympathy spread and organized score the track's space (8.4.2.III, 8.6.1.IV), a revolt
    the buildings and tokens it removes (8.4.1.III, 3.2.1): before, each was 'another
    action' (three rounds through the command line, issue 34); summed, their kinds."""
    from rootboard.game.factions.alliance import actions as aa
    from rootboard.game.factions.alliance.board import adjacent_clearings

    state = turn_of(game("autumn", ("marquise", "alliance")), "alliance", "birdsong")
    first = next(c for c in sorted(state.topology.board.clearings) if state.suits.get(c))
    second = adjacent_clearings(state, first)[0]
    third = next(c for c in adjacent_clearings(state, second) if c != first)
    put(state, first, "marquise", "sawmill")
    for where in (first, second, third):
        assert replay.perform(state, aa.SpreadSympathy(where)).applied
    turn_of(state, "alliance", "birdsong")  # her next Birdsong: revolt comes first (8.4.1)
    assert replay.perform(state, aa.Revolt(first)).applied
    said = [(l.cause.id, l.cause.sections) for l in ledger.ledger(state)]
    spread = [s for s in said if s[0] == "ledger.cause.spread"]
    assert len(spread) == 2 and all("8.4.2.III" in s[1] for s in spread)  # the first space gives none
    assert said[-1] == ("ledger.cause.revolt", ("8.4.1.III", "3.2.1"))
    causes = {c.params["cause"].id for c in ledger.summaries(state)["alliance"].params["causes"]}
    assert causes == {"ledger.cause.spreads", "ledger.cause.revolt"}


def test_a_faction_s_own_scoring_is_said_by_its_room_not_by_the_ledger():
    """Faction.ledger_cause: the room whose faction scored says why (the Marquise's building
    track, 6.5.4.III); the same kind scored by a faction whose room does not know it falls back
    to its verdict's sections, so the ledger itself names no faction's kind."""
    from rootboard.game.factions import LAW
    from rootboard.game.ledger import cause

    entry = {"action": {"type": "marquise-build", "building": "sawmill", "clearing": 3},
             "verdict": {"message": {"id": "marquise.build", "params": {}, "sections": ["6.5.4"]}}}
    said = cause(entry, "marquise", 1, LAW)
    assert said.id == "ledger.cause.build" and said.sections == ("6.5.4", "6.5.4.III")
    assert said == LAW["marquise"].ledger_cause(entry["action"], entry["verdict"])
    other = cause(entry, "eyrie", 1, LAW)
    assert other.id == "ledger.cause.other" and other.sections == ("6.5.4",)
