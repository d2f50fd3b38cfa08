"""The hirelings' abilities rootboard checks (16.4.2.II): what cannot be battled, removed or placed
where a hireling stands, and what its controller gains in battle ("CONTROLLER:", 16.4.2); each
refusal cites the card's section and changes nothing; the same battle without the ability is
fought as the Law's general rules say."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.kinds import MAP, PAWN, WARRIOR
from rootboard.game.placement import PieceRequest
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired
from tests.game.gamekit import put, turn_of

ENEMY = PLAYERS[1]


def plain(state, n: int = 2) -> list[int]:
    """``n`` clearings with no ruin, Ferry or Tower (nothing there but what a test puts)."""
    found = [c for c in sorted(state.topology.board.clearings)
             if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]
    return found[:n]


def refused_with(state, action, message_id: str):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.message.id == message_id, outcome.verdict.message
    assert "16.4.2.II" in outcome.verdict.sections and state.to_json() == before
    return outcome.verdict


def test_the_protector_cannot_be_battled_or_removed_and_enemies_cannot_place_where_it_stands():
    state = hired("furious-protector")
    here, there = plain(state)
    put(state, here, "furious-protector", PAWN)
    put(state, here, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "furious-protector", here, (1, 0)), "hireling-ability.unbattled")
    refused_with(state, act.Remove(PieceRequest("furious-protector", PAWN, here)), "hireling-ability.unremoved")
    refused_with(state, act.Place(PieceRequest(ENEMY, WARRIOR, here)), "hireling-ability.no-placing")
    assert replay.perform(state, act.Place(PieceRequest(ENEMY, WARRIOR, there))).applied
    assert replay.perform(state, act.Place(PieceRequest(ME, WARRIOR, here))).applied  # its controller may


def test_the_stoic_protector_guards_its_controllers_faction_pieces_where_it_stands():
    state = hired("furious-protector", demoted=True)
    here, there = plain(state)
    put(state, here, "furious-protector", PAWN)
    for c in (here, there):
        put(state, c, ME, n=2)
        put(state, c, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, ME, here, (1, 0)), "hireling-ability.guarded")
    assert replay.perform(state, Battle(ENEMY, ME, there, (1, 0))).applied  # not where it stands
    # The Stoic side lets its pieces be placed beside it: only the Furious side bars that.
    assert replay.perform(state, act.Place(PieceRequest(ENEMY, WARRIOR, here))).applied


def test_the_flotilla_cannot_be_battled_and_rolls_up_to_three_hits():
    state = hired("riverfolk-flotilla", others=("popular-band", "corvid-spies"))
    here = plain(state, 1)[0]
    put(state, here, "riverfolk-flotilla", PAWN)
    put(state, here, ENEMY, n=4)
    outcome = replay.perform(state, Battle("riverfolk-flotilla", ENEMY, here, (3, 0)))
    # Its pawn, no warrior, rolled three hits (by the general rule, none: 4.3.2.I).
    assert outcome.applied and state.count(here, (ENEMY, WARRIOR)) == 1
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "riverfolk-flotilla", here, (1, 0)), "hireling-ability.unbattled")


def test_bandit_warriors_cannot_be_battled_where_their_controller_has_faction_pieces():
    state = hired("highway-bandits", demoted=True)  # Bandit Gangs
    guarded, alone = plain(state)
    for c in (guarded, alone):
        put(state, c, "highway-bandits", n=2)
        put(state, c, ENEMY, n=2)
    put(state, guarded, ME)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "highway-bandits", guarded, (1, 0)), "hireling-ability.unbattled-here")
    assert replay.perform(state, Battle(ENEMY, "highway-bandits", alone, (1, 0))).applied


def test_badger_bodyguards_let_their_controller_ignore_the_first_hit():
    state = hired("vault-keepers", demoted=True, others=("popular-band", "corvid-spies"))
    here = plain(state, 1)[0]
    put(state, here, ME, n=2)
    put(state, here, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    outcome = replay.perform(state, Battle(ENEMY, ME, here, (1, 0)))
    assert outcome.applied and state.count(here, (ME, WARRIOR)) == 2  # its one hit ignored
    # Without the hireling's control the same battle removes a warrior (4.3.4).
    replay.undo(state)
    assert replay.perform(state, act.Control("vault-keepers", None)).applied
    assert replay.perform(state, Battle(ENEMY, ME, here, (1, 0))).applied
    assert state.count(here, (ME, WARRIOR)) == 1


def test_raven_sentries_deal_their_controller_an_extra_hit_where_it_has_buildings_or_tokens():
    state = hired("corvid-spies", demoted=True, others=("popular-band", "furious-protector"))
    built, bare = plain(state)
    for c in (built, bare):
        put(state, c, ME, n=2)
        put(state, c, ENEMY, n=3)
    put(state, built, ME, "sawmill")
    assert replay.perform(state, Battle(ME, ENEMY, built, (1, 0))).applied
    assert state.count(built, (ENEMY, WARRIOR)) == 1  # one rolled, one extra
    assert replay.perform(state, Battle(ME, ENEMY, bare, (1, 0))).applied
    assert state.count(bare, (ENEMY, WARRIOR)) == 2


def test_otter_divers_let_their_controller_ignore_rule_to_or_from_the_river():
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest
    from rootboard.game.setupkit.places import river_clearings

    state = hired("riverfolk-flotilla", demoted=True, others=("popular-band", "corvid-spies"))
    river = river_clearings(state.topology)
    wet = next((a, b) for a in sorted(river) for b in sorted(adjacent_clearings(state, a)))
    dry = next((a, b) for a in sorted(state.topology.board.clearings) if a not in river
               for b in sorted(adjacent_clearings(state, a)) if b not in river)
    for a, b in (wet, dry):  # the enemy rules both ends of each move
        put(state, a, ME)
        put(state, a, ENEMY, n=2)
        put(state, b, ENEMY, n=2)
    moved = replay.perform(state, act.Move(MoveRequest(ME, *wet, 1)))
    assert moved.applied and "16.4.2.II" in moved.verdict.sections
    assert replay.perform(state, act.Move(MoveRequest(ME, *dry, 1))).verdict.section == "4.2.1"
    replay.undo(state)
    assert replay.perform(state, act.Control("riverfolk-flotilla", None)).applied  # nobody's: the rule again
    assert not replay.perform(state, act.Move(MoveRequest(ME, *wet, 1))).applied


def test_enemies_cannot_move_out_of_a_band_clearing_on_the_turn_they_moved_in():
    from rootboard.game.factions.hirelings.deploy import adjacent
    from rootboard.game.movement import MoveRequest

    state = hired("popular-band", demoted=True)  # the Street Band: the same ability
    start = plain(state, 1)[0]
    band = min(adjacent(state, start))
    onward = next(c for c in sorted(adjacent(state, band)) if c != start)
    put(state, band, "popular-band")
    put(state, start, ENEMY, n=3)
    put(state, band, ENEMY, n=2)  # the enemy rules every step
    put(state, onward, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    assert replay.perform(state, act.Move(MoveRequest(ENEMY, start, band, 1))).applied
    refused_with(state, act.Move(MoveRequest(ENEMY, band, onward, 1)), "hireling-ability.held")
    # The next turn it may.
    turn_of(state, ENEMY, "evening")
    assert replay.perform(state, act.EndTurn()).applied
    turn_of(state, ENEMY, "daylight")
    assert replay.perform(state, act.Move(MoveRequest(ENEMY, band, onward, 1))).applied


def test_a_path_with_a_bandit_takes_its_toll_of_enemies_and_serves_its_controller():
    from rootboard.board.topology import path_area
    from rootboard.game.factions.hirelings.deploy import adjacent
    from rootboard.game.movement import MoveRequest

    state = hired("highway-bandits")
    a = plain(state, 1)[0]
    b = min(adjacent(state, a))
    put(state, path_area(a, b), "highway-bandits")
    put(state, a, ME, n=3)
    put(state, a, ENEMY, n=2)
    put(state, b, ENEMY)  # each rules one end of the path
    toll = act.Move(MoveRequest(ME, a, b, 1)).check(state)
    assert "hireling-ability.toll-own" in {n.id for n in toll.notes}
    turn_of(state, ENEMY, "daylight")
    toll = act.Move(MoveRequest(ENEMY, a, b, 1)).check(state)
    assert "hireling-ability.toll" in {n.id for n in toll.notes} and toll.legal
    assert "16.4.2.II" in next(n for n in toll.notes if n.id == "hireling-ability.toll").sections


def test_gaining_a_side_whose_ability_is_the_tables_says_it():
    from rootboard.game.factions.hirelings.reminders import TABLE_ABILITIES
    from rootboard.game.unconfirmed import HIRELING_ABILITIES, HIRELINGS

    sides = {*HIRELINGS, *(c["demoted"] for c in HIRELINGS.values())}
    assert set(TABLE_ABILITIES) <= sides and not set(TABLE_ABILITIES) & set(HIRELING_ABILITIES)
    state = hired("forest-patrol")
    notes = act.Control("forest-patrol", ENEMY).check(state).notes
    assert [n.id for n in notes] == ["hireling-ability.reminder"] and notes[0].sections == ("16.4.2.II",)
    assert notes[0].params["what"].id == "hireling-ability.forest-patrol"
    state = hired("furious-protector")  # its abilities are checked: nothing to remind
    assert not act.Control("furious-protector", ENEMY).check(state).notes
