"""The move or battle a card gives outside the board's actions (the League of Adventurous Mice's,
4.1.3; rootboard.game.turns.granted): the next move or battle of the faction on turn after its
exhaust is judged by its own check alone, is neither counted against nor refused by any step of
its room's turn, takes the grant (only that one), lapses with its phase; kept in the game file,
undone, offered by options from the same checks. Positions are arranged from the derived board."""

from __future__ import annotations

import pytest

from rootboard.game import replay
from rootboard.game.actions import AdvancePhase, Move
from rootboard.game.battle.resolution import Battle
from rootboard.game.cards.league import CARD, LeagueExhaust
from rootboard.game.modes import TEACH
from rootboard.game.movement import MoveRequest
from rootboard.game.turns import granted
from rootboard.game.turns.options import options
from rootboard.game.unconfirmed import LEAGUE
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import FACTS, game, put, turn_of

GRANT = granted.mark(CARD, LEAGUE["phase"])
FACTIONS = ("marquise", "eyrie", "alliance", "riverfolk", "duchy")


def daylight_of(fid: str, map_name: str = "autumn"):
    """``fid``'s Daylight with a boot in its Crafted Items box, two of its warriors at one end
    of a printed path and one Eyrie warrior there; the other end."""
    state = game(map_name, FACTIONS)
    state.crafted = state.crafted.take_item("boot", fid)
    a, b = FACTS[map_name]["path"]
    put(state, a, fid, n=2)
    put(state, a, "eyrie" if fid != "eyrie" else "marquise")
    return turn_of(state, fid, "daylight"), a, b


def exhausted(state, fid):
    assert replay.perform(state, LeagueExhaust(fid, "boot")).applied
    assert GRANT in state.used
    return state


def verdict(state, action):
    return replay.perform(state, action, dry_run=True).verdict


def takes_the_grant(state, action):
    """``action`` played as the card's: legal, said so, nothing counted, the grant gone."""
    taken = dict(state.taken)
    outcome = replay.perform(state, action)
    assert outcome.applied and outcome.verdict.legal, outcome.verdict
    assert [n.id for n in outcome.verdict.notes if n.id.startswith("turn.granted")] == [f"turn.granted-{action.kind}"]
    assert state.taken == taken and GRANT not in state.used
    return outcome


def test_the_alliance_s_daylight_move_is_the_card_s_not_its_evening_operations():
    state, a, b = daylight_of("alliance")
    move = Move(MoveRequest("alliance", a, b))
    assert verdict(state, move).message.id == "turn.other-phase"  # her moves are Evening's (8.6.1)
    takes_the_grant(exhausted(state, "alliance"), move)
    assert verdict(state, move).message.id == "turn.other-phase"  # only that one


def test_the_marquise_s_battle_is_not_one_of_her_three_actions():
    state, a, _ = daylight_of("marquise")
    state.step, state.taken = "actions", {"actions": 3}  # her three taken (6.5)
    battle = Battle("marquise", "eyrie", a, rolls=(0, 0))
    assert verdict(state, battle).message.id == "turn.step-spent"
    takes_the_grant(exhausted(state, "marquise"), battle)
    assert state.taken == {"actions": 3}
    assert verdict(state, Battle("marquise", "eyrie", a, rolls=(0, 0))).message.id == "turn.step-spent"


def test_the_duchy_s_move_is_not_one_of_its_assembly_actions():
    state, a, b = daylight_of("duchy")
    state.step = "assembly"
    move = Move(MoveRequest("duchy", a, b))
    exhausted(state, "duchy")
    takes_the_grant(state, move)
    assert state.taken == {}
    assert replay.perform(state, Move(MoveRequest("duchy", a, b))).applied  # the next is the Assembly's (12.5.1)
    assert state.taken == {"assembly": 1}


def test_the_riverfolk_s_move_needs_no_fund_committed():
    state, a, b = daylight_of("riverfolk")
    move = Move(MoveRequest("riverfolk", a, b))
    assert verdict(state, move).message.id == "riverfolk.commit.needed"  # 11.5.1
    takes_the_grant(exhausted(state, "riverfolk"), move)
    assert verdict(state, move).message.id == "riverfolk.commit.needed"


def test_the_move_is_still_judged_by_its_own_check():
    state, a, _ = daylight_of("alliance")
    exhausted(state, "alliance")
    apart = FACTS["autumn"]["apart"][1]
    refused = replay.perform(state, Move(MoveRequest("alliance", a, apart)))
    assert not refused.applied and refused.verdict.section == "4.2"  # no path there: not even the card's
    assert GRANT in state.used  # a failed action changes nothing
    outcome = replay.perform(state, Move(MoveRequest("alliance", a, apart)), TEACH)  # the table decides
    assert outcome.applied and not outcome.verdict.legal and GRANT not in state.used


def test_another_faction_s_move_does_not_take_it():
    state, a, b = daylight_of("alliance")
    exhausted(state, "alliance")
    put(state, b, "eyrie", n=2)
    replay.perform(state, Move(MoveRequest("eyrie", b, a)), TEACH)  # out of turn: judged as before
    assert GRANT in state.used


def test_the_grant_lapses_with_its_daylight():
    state, a, b = daylight_of("alliance")
    exhausted(state, "alliance")
    assert replay.perform(state, AdvancePhase("evening", walk=True)).applied
    outcome = replay.perform(state, Move(MoveRequest("alliance", a, b)))
    assert outcome.applied and not any(n.id.startswith("turn.granted") for n in outcome.verdict.notes)
    assert state.taken == {"operations": 1}  # one of her Evening operations (8.6.1)


def test_the_ferry_s_use_and_the_grant_s_are_kept_apart():
    state, _, _ = daylight_of("marquise", "lake")
    ferry, across = FACTS["lake"]["ferry"], FACTS["lake"]["coastal"][-1]
    put(state, ferry, "marquise", n=2)
    exhausted(state, "marquise")
    takes_the_grant(state, Move(MoveRequest("marquise", ferry, across, ferry=True)))
    assert state.used == {"ferry", "league"}  # the Ferry used, the grant taken (16.2.2.V)


def test_undo_gives_it_back_and_the_game_file_keeps_it():
    state, a, b = daylight_of("alliance")
    exhausted(state, "alliance")
    reread = read_game_data(state.to_json()).state  # the schema knows the mark
    assert reread.used == state.used
    takes_the_grant(state, Move(MoveRequest("alliance", a, b)))
    replay.undo(state)
    assert GRANT in state.used
    replay.redo(state)
    assert GRANT not in state.used


@pytest.mark.parametrize("fid", ["alliance", "marquise"])
def test_options_offer_the_move_and_the_battle_from_the_same_checks(fid):
    state, a, b = daylight_of(fid)

    def offered(kind):
        return {(o.action.kind, o.playable) for o in options(state) if o.action.kind == kind
                and getattr(getattr(o.action, "request", o.action), "origin", getattr(o.action, "clearing", None)) == a}

    before = offered("move")
    exhausted(state, fid)
    assert ("move", True) in offered("move") and ("battle", True) in offered("battle")
    assert ("move", True) not in before or fid == "marquise"  # the Alliance moves in Evening only
    move = next(o.action for o in options(state) if o.action.kind == "move" and o.playable)
    takes_the_grant(state, move)
    assert not granted.candidates(state)


def test_an_exhaust_the_table_makes_at_another_time_gives_the_move_of_that_phase():
    state, a, b = daylight_of("alliance")
    turn_of(state, "alliance", "birdsong")
    assert replay.perform(state, LeagueExhaust("alliance", "boot"), TEACH).applied  # against the card (4.1.3)
    assert granted.mark(CARD, "birdsong") in state.used and GRANT not in state.used
    outcome = replay.perform(state, Move(MoveRequest("alliance", a, b)), TEACH)
    assert outcome.applied and not any(u.startswith(granted.PREFIX) for u in state.used)
