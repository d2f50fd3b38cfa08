"""The two-part Daylight actions played by rootboard (16.4.2.IV): the Vault Keepers' vault at or next
to a vault (anywhere with a warrior when none can be), the Sunward Expedition's foothold where it
has none (one lifted from the map when its supply is out), the Corvid Spies' warriors among
clearings with enemy pieces (16.4.3.II); then a warrior at each vault or foothold, or what the
table does next, said with where; once a turn; undone exactly."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.factions.hirelings.deploy import Deploy, adjacent
from rootboard.game.kinds import MAP, SUPPLY, WARRIOR
from rootboard.game.state import shift
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered
from tests.game.gamekit import put


def plain(state) -> list[int]:
    return [c for c in sorted(state.topology.board.clearings)
            if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]


def test_a_vault_goes_at_or_next_to_a_vault_then_a_keeper_at_each_vault():
    state = hired("vault-keepers", others=("popular-band", "corvid-spies"))
    home = plain(state)[0]
    near = min(adjacent(state, home))
    far = next(c for c in plain(state) if c != home and c not in adjacent(state, home))
    put(state, home, "vault-keepers", "vault")
    refused = Deploy("vault-keepers", (far,), "each:vault").check(state)
    assert not refused.legal and refused.message.id == "hireling-deploy.not-by" and refused.section == "16.4.2.IV"
    before = state.fields_json()
    outcome = replay.perform(state, Deploy("vault-keepers", (near,), "each:vault"))
    assert outcome.applied
    assert [state.count(c, ("vault-keepers", WARRIOR)) for c in (home, near)] == [1, 1]  # one at each vault
    assert not replay.perform(state, Deploy("vault-keepers", (home,), "battle:vault")).applied  # once a turn
    replay.undo(state)
    assert state.fields_json() == before


def test_with_no_vault_anywhere_a_warrior_and_a_vault_go_in_any_clearing():
    state = hired("vault-keepers", others=("popular-band", "corvid-spies"))
    where = plain(state)[-1]
    outcome = replay.perform(state, Deploy("vault-keepers", (where,), "battle:vault"))
    assert outcome.applied
    assert (state.count(where, ("vault-keepers", "vault")), state.count(where, ("vault-keepers", WARRIOR))) == (1, 1)
    notes = [n.id for n in outcome.verdict.notes]
    assert notes == ["hireling-deploy.fallback", "hireling-deploy.battles"]


def test_a_foothold_and_up_to_three_warriors_where_there_is_no_foothold():
    state = hired("sunward-expedition", others=("popular-band", "corvid-spies"))
    held, free = plain(state)[:2]
    put(state, held, "sunward-expedition", "foothold")
    assert Deploy("sunward-expedition", (held,), "move").check(state).message.id == "hireling-deploy.has-one"
    with pytest.raises(BadInput):
        Deploy("sunward-expedition", (free,), "move", warriors=4).check(state)
    assert replay.perform(state, Deploy("sunward-expedition", (free,), "each:foothold", warriors=3)).applied
    # three with the foothold, then one at each of the two footholds
    assert [state.count(c, ("sunward-expedition", WARRIOR)) for c in (held, free)] == [1, 4]


def test_with_no_foothold_left_one_is_lifted_from_the_map_to_be_placed():
    state = hired("sunward-expedition", others=("popular-band", "corvid-spies"))
    spots = plain(state)
    left = state.supply[("sunward-expedition", "foothold")]
    state.apply([shift(("sunward-expedition", "foothold"), SUPPLY, c, 1) for c in spots[:left]])
    free = spots[left]
    with pytest.raises(BadInput) as asked:
        Deploy("sunward-expedition", (free,), "move").check(state)
    assert asked.value.problem.id == "hireling-deploy.lift-needed"
    assert replay.perform(state, Deploy("sunward-expedition", (free,), "move", lift=spots[0])).applied
    assert state.count(spots[0], ("sunward-expedition", "foothold")) == 0
    assert state.count(free, ("sunward-expedition", "foothold")) == 1


def test_spies_go_among_clearings_with_enemy_pieces_then_cards_from_each_enemy_there():
    state = hired("corvid-spies", others=("popular-band", "forest-patrol"))
    enemy_here, mine_only, empty = plain(state)[:3]
    put(state, enemy_here, PLAYERS[1])
    put(state, enemy_here, PLAYERS[2])
    put(state, enemy_here, ME)
    put(state, mine_only, ME)  # its controller's pieces are not its enemies' (16.4.3.II)
    verdicts = offered(state, "hireling-deploy")
    assert verdicts[Deploy("corvid-spies", (enemy_here, enemy_here), "battle:warrior")].legal
    for c in (mine_only, empty):
        assert verdicts[Deploy("corvid-spies", (c, c), "battle:warrior")].message.id == "hireling-deploy.no-enemy"
    outcome = replay.perform(state, Deploy("corvid-spies", (enemy_here, enemy_here), "cards", at=enemy_here))
    assert outcome.applied and state.count(enemy_here, ("corvid-spies", WARRIOR)) == 2
    cards = next(n for n in outcome.verdict.notes if n.id == "hireling-deploy.cards")
    assert set(cards.params["enemies"]) == {PLAYERS[1], PLAYERS[2]}


def test_a_short_supply_names_where_the_warriors_go():
    from rootboard.game.placement import open_slots

    state = hired("vault-keepers", others=("popular-band", "corvid-spies"))
    a, b = [c for c in plain(state) if open_slots(state, c) >= 2][:2]  # room for a second vault
    put(state, a, "vault-keepers", "vault")
    put(state, b, "vault-keepers", "vault")
    put(state, plain(state)[-1], "vault-keepers", n=state.supply[("vault-keepers", WARRIOR)] - 1)  # one left
    with pytest.raises(BadInput) as asked:
        Deploy("vault-keepers", (a,), "each:vault").check(state)
    assert asked.value.problem.id == "hireling-deploy.short"
    assert replay.perform(state, Deploy("vault-keepers", (a,), "each:vault", each=(b,))).applied
    # two vaults in a, one in b, one warrior left: it goes where it was named
    assert (state.count(a, ("vault-keepers", WARRIOR)), state.count(b, ("vault-keepers", WARRIOR))) == (0, 1)
