"""Standard Setup (5.1) on every map: each faction's setup, the corner rule, refusals that
cite their section, undo, and seeds that reproduce a setup exactly.

Expectations come from the board (corners, adjacency, the map edge) and the rules' own
wording, never from typed-in positions.
"""

from __future__ import annotations

import itertools

import pytest

from rootboard.derived.loading import load_topology
from rootboard.game.factions import FACTIONS
from rootboard.game.kinds import PAWN, WARRIOR
from rootboard.game.factions.keepers import RELICS
from rootboard.board.catalog import shipped_maps
from rootboard.game.setupkit import places
from rootboard.game.setupkit.engine import Setup
from rootboard.game.factions import LAW
from rootboard.setup.standard import SetupConfig, script

MAPS = sorted(shipped_maps())
CORNER_FACTIONS = ("marquise", "eyrie", "lizards", "duchy", "hundreds", "keepers")
OTHERS = ("alliance", "vagabond", "vagabond2", "riverfolk", "corvids")
# Every group of four corner factions with every other faction: all eleven factions set up.
GROUPS = [(*corners, *OTHERS) for corners in itertools.combinations(CORNER_FACTIONS, 4)]


def setup(name, factions, seed=1, **config):
    topology = load_topology(name)
    made = Setup(script, topology, SetupConfig(factions=tuple(factions), suits=config.pop("suits", "random"),
                                               **config), seed=seed)
    return topology, made


def pieces_of(state, fid):
    return {(area, piece): n for area, held in state.areas.items() for (f, piece), n in held.items() if f == fid}


@pytest.mark.parametrize("name", MAPS)
@pytest.mark.parametrize("factions", GROUPS[:3] + GROUPS[-2:], ids=lambda g: "+".join(g[:4]))
def test_every_faction_sets_up_by_its_section(name, factions):
    topology, made = setup(name, factions)
    made.run_auto()
    assert made.done
    state = made.state
    corners = places.corners(topology)
    homes = made.ctx.homelands
    # Corner factions each start in a corner of their own.
    starting = [homes[f][0] for f in factions if f in CORNER_FACTIONS]
    assert all(c in corners for c in starting) and len(set(starting)) == len(starting)
    for fid in factions:
        mine = pieces_of(state, fid)
        if fid == "marquise":
            keep = homes[fid][0]
            opposite = places.opposite_corner(topology, keep)
            assert mine[(keep, "keep")] == 1
            warriors = {a for (a, p) in mine if p == WARRIOR}
            assert warriors == set(topology.board.clearings) - {opposite}  # 6.3.3
            near = {keep} | places.open_neighbours(topology, keep)
            for building in ("sawmill", "workshop", "recruiter"):
                assert [a for (a, p) in mine if p == building] and all(a in near for (a, p) in mine if p == building)
        elif fid == "eyrie":
            corner = homes[fid][0]
            assert mine == {(corner, "roost"): 1, (corner, WARRIOR): 6}  # 7.3.2
        elif fid == "alliance":
            assert mine == {}  # 8.3: nothing on the map
        elif FACTIONS[fid].vagabond:
            [(where, piece)] = mine
            assert piece == PAWN and where in topology.forests  # 9.3.2
        elif fid == "riverfolk":
            assert sum(mine.values()) == 4 and all(a in places.river_clearings(topology) for a, _ in mine)
        elif fid == "corvids":
            assert sorted(state.suits[a] for (a, p) in mine) == ["fox", "mouse", "rabbit"]  # 13.3.2
        elif fid == "lizards":
            corner = homes[fid][0]
            assert mine[(corner, f"{state.suits[corner]}-garden")] == 1 and mine[(corner, WARRIOR)] == 4
            for c in places.open_neighbours(topology, corner):
                assert mine.get((c, WARRIOR)) == 1 or not _placeable(state, c)
        elif fid == "duchy":
            corner = homes[fid][0]
            assert mine[(corner, "tunnel")] == 1 and mine[(corner, WARRIOR)] == 2
            for c in places.open_neighbours(topology, corner):
                assert mine.get((c, WARRIOR)) == 2 or not _placeable(state, c)
        elif fid == "hundreds":
            corner = homes[fid][0]
            assert {p: n for (a, p), n in mine.items() if a == corner} == {"stronghold": 1, "warlord": 1, WARRIOR: 4}
        elif fid == "keepers":
            relic_forests = {a for (a, p) in mine if p in RELICS}
            assert relic_forests == set(topology.forests)  # 15.3.1: one in each forest first
            assert sum(n for (a, p), n in mine.items() if p in RELICS) == sum(
                FACTIONS[fid].piece(r).count for r in RELICS)
            warriors = {a: n for (a, p), n in mine.items() if p == WARRIOR}
            corner = homes[fid][0]
            [second] = set(warriors) - {corner}
            assert warriors == {corner: 4, second: 4}
            assert second in places.map_edge(topology) and second in places.open_neighbours(topology, corner)
    # Nothing appeared or vanished: every piece is on the map or in its supply (1.5.1).
    for key, n in state.inventory().items():
        assert state.total(key) == n


def _placeable(state, clearing):
    """The Marquise's keep bars every other faction's placement (6.2.2)."""
    return not state.count(clearing, ("marquise", "keep"))


@pytest.mark.parametrize("name", MAPS)
def test_the_corner_rule_prefers_the_corner_opposite_a_starting_corner(name):
    topology = load_topology(name)
    for corner in places.corners(topology):
        _, made = setup(name, ("marquise", "eyrie"), first="marquise")
        assert made.choose(corner).legal
        while made.pending.id.startswith("marquise."):
            made.choose(made.auto_value())
        step = made.pending
        assert step.id == "eyrie.corner"
        opposite = places.opposite_corner(topology, corner)
        assert step.legal_values() == [opposite]
        taken = step.option(corner)
        assert not taken.legal and taken.why.id == "setup.corner.taken" and taken.why.sections == ("7.3.2",)
        for other in set(places.corners(topology)) - {corner, opposite}:
            why = step.option(other).why
            assert why.id == "setup.corner.not-opposite" and why.params["free"] == opposite


def test_a_refused_choice_changes_nothing_and_says_why():
    topology, made = setup("autumn", ("marquise", "eyrie"), first="marquise")
    keep = places.corners(topology)[0]
    made.choose(keep)
    before = (list(made.choices), made.state.to_json(), made.pending.id)
    far = next(c for c in sorted(topology.board.clearings)
               if c != keep and c not in places.open_neighbours(topology, keep))
    verdict = made.choose(far)  # the sawmill, too far from the keep (6.3.4)
    assert not verdict.legal and verdict.sections == ("6.3.4",) and verdict.message.id == "setup.building.not-near-keep"
    assert (list(made.choices), made.state.to_json(), made.pending.id) == before
    assert not made.choose(999).legal and made.choices == before[0]


@pytest.mark.parametrize("name", MAPS)
def test_a_seed_reproduces_a_setup_and_undo_steps_back(name):
    factions = ("marquise", "eyrie", "alliance", "vagabond", "keepers")
    _, one = setup(name, factions, seed=42)
    one.run_auto()
    _, two = setup(name, factions, seed=42)
    two.run_auto()
    assert one.choices == two.choices and one.state.to_json() == two.state.to_json()
    # The same recorded choices, replayed, give the same board; undo goes back one step.
    _, again = setup(name, factions, seed=42)
    replayed = Setup(script, again.topology, again.config, seed=42, choices=one.choices)
    assert replayed.state.to_json() == one.state.to_json() and replayed.done
    step_before_last = Setup(script, again.topology, again.config, seed=42, choices=one.choices[:-1])
    assert replayed.undo() and replayed.state.to_json() == step_before_last.state.to_json()
    assert replayed.pending.id == one.choices[-1][0]


def test_setup_order_follows_5_1_not_the_seats():
    _, made = setup("autumn", ("alliance", "eyrie", "marquise"), first="alliance")
    asked = []
    while made.pending is not None:
        asked.append(made.pending.id.split(".")[0])
        made.choose(made.auto_value())
    order = [f for f in dict.fromkeys(asked) if f in LAW]
    assert order == sorted(order, key=lambda f: LAW[f].setup_order)
    assert made.state.factions[0] == "alliance"  # the first player takes the first turn


def test_each_vagabond_chooses_a_character_and_takes_its_items():
    """9.3.1, 9.3.5: a character card each, never the same one twice (9.7.1), and its
    starting items on his board."""
    from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME

    topology, made = setup("winter", ("vagabond", "vagabond2", "eyrie"), first="eyrie")
    while made.pending.id != "vagabond.character":
        made.choose(made.auto_value())
    first = made.pending.legal_values()[0]
    made.choose(first)
    while made.pending.id != "vagabond2.character":
        made.choose(made.auto_value())
    taken = made.pending.option(first)
    assert not taken.legal and taken.why.id == "setup.character.taken" and taken.why.sections == ("9.7.1",)
    made.run_auto()
    boards = made.state.vagabonds
    assert set(boards) == {"vagabond", "vagabond2"} and boards["vagabond"].character == first
    assert boards["vagabond"].character != boards["vagabond2"].character
    for board in boards.values():
        assert sorted(i.item for i in board.items) == sorted(CHARACTER_BY_NAME[board.character].items)
