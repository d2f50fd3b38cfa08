"""Areas and maps as people type them: forests in any order, and a 'did you mean' for a near
miss (difflib), never the same example whatever was typed. Every refusal is BadInput."""

from __future__ import annotations

import random

import pytest

from rootboard.board.catalog import NO_SUCH_MAP, NO_SUCH_MAP_NEAR, aliases, resolve_map, shipped_maps
from rootboard.board.mapfile import suggested
from rootboard.board.topology import (NO_SUCH_AREA_HOW, NO_SUCH_AREA_NEAR, NO_SUCH_CLEARING, normalise_forest_id)
from rootboard.errors import BadInput, RootboardError
from tests.helpers import MAP_NAMES, raw_map, run_cli, topology_of


@pytest.fixture(scope="module", params=MAP_NAMES)
def topo(request):
    return topology_of(raw_map(request.param), source=request.param)


def _typed(numbers, order: str, rng: random.Random) -> str:
    numbers = list(numbers)
    if order == "reversed":
        numbers.reverse()
    elif order == "shuffled":
        rng.shuffle(numbers)
    elif order == "rotated":
        numbers = numbers[1:] + numbers[:1]
    return "_".join(str(n) for n in numbers)


@pytest.mark.parametrize("order", ["as listed", "reversed", "rotated", "shuffled"])
def test_a_forest_may_be_typed_in_any_order(topo, order):
    rng = random.Random(order)
    for fid, forest in topo.forests.items():
        suffix = fid[len("_".join(map(str, forest.clearings))):]
        assert topo.parse_area(_typed(forest.clearings, order, rng) + suffix) == fid


def test_spaces_and_leading_zeros_do_not_matter(topo):
    for fid, forest in topo.forests.items():
        suffix = fid[len("_".join(map(str, forest.clearings))):]
        typed = " _ ".join(f"0{n}" for n in reversed(forest.clearings))
        assert topo.parse_area(f"  {typed}{suffix.upper()} ") == fid


def test_the_normal_form_is_sorted_numbers_and_the_suffix_last():
    assert normalise_forest_id("12_11_7_3") == "3_7_11_12"
    assert normalise_forest_id("5_1_2a") == "1_2_5a"
    assert normalise_forest_id("5a_1_2") == "1_2_5a"
    assert normalise_forest_id(" Nowhere ") == "nowhere"  # not an id: left for the caller to refuse


def _one_short(topo):
    """For each forest of three or more clearings, the id with one clearing left out,
    where that is no forest itself: a near miss."""
    for fid, forest in topo.forests.items():
        for left_out in forest.clearings:
            rest = [c for c in forest.clearings if c != left_out]
            typed = "_".join(str(c) for c in reversed(rest))
            if len(rest) >= 2 and normalise_forest_id(typed) not in topo.forests:
                yield fid, typed


def test_a_near_miss_is_answered_with_the_forest_it_missed(topo):
    misses = list(_one_short(topo))
    assert misses
    for fid, typed in misses:
        with pytest.raises(BadInput) as caught:
            topo.parse_area(typed)
        said = caught.value.message
        assert said.id == NO_SUCH_AREA_NEAR.id and said.params["typed"] == typed
        assert fid in suggested(said.params["suggestion"]), said


def test_different_near_misses_get_different_answers(topo):
    """Not the same example every time: what is suggested depends on what was typed."""
    answers = set()
    for _, typed in _one_short(topo):
        with pytest.raises(BadInput) as caught:
            topo.parse_area(typed)
        answers.add(suggested(caught.value.message.params["suggestion"]))
    assert len(answers) > 1


def test_no_near_miss_says_how_forests_are_named(topo):
    far = "_".join(str(max(topo.clearings) + n) for n in (1, 2, 3))  # no such clearings at all
    with pytest.raises(BadInput) as caught:
        topo.parse_area(far)
    said = caught.value.message
    assert said.id == NO_SUCH_AREA_HOW.id
    assert said.params["example"] in topo.forests


def test_an_unknown_clearing_names_the_clearings_there_are(topo):
    missing = max(topo.clearings) + 1
    with pytest.raises(BadInput) as caught:
        topo.parse_area(str(missing))
    assert isinstance(caught.value, RootboardError)
    said = caught.value.message
    assert said.id == NO_SUCH_CLEARING.id
    assert said.params == {"map": topo.board.title, "clearing": missing,
                           "clearings": f"{min(topo.clearings)}-{max(topo.clearings)}"}
    assert f"{topo.board.title} has no clearing {missing}" in str(caught.value)


@pytest.mark.parametrize("name", sorted([*shipped_maps(), *aliases()]))
def test_a_misspelt_map_name_is_answered_with_the_map(name):
    typo = name[:-1] if len(name) > 3 else name + "x"
    with pytest.raises(BadInput) as caught:
        resolve_map(typo)
    assert caught.value.source == typo
    said = caught.value.message
    assert said.id == NO_SUCH_MAP_NEAR.id
    assert name in suggested(said.params["suggestion"])


def test_a_name_like_no_map_lists_the_maps():
    with pytest.raises(BadInput) as caught:
        resolve_map("qqqq")
    said = caught.value.message
    assert said.id == NO_SUCH_MAP.id
    assert set(shipped_maps()) <= set(said.params["maps"])


def test_the_command_line_takes_a_forest_in_any_order(tmp_path):
    topo = topology_of(raw_map("lake"))
    forest = max(topo.forests.values(), key=lambda f: len(f.clearings))
    typed = "_".join(str(c) for c in reversed(forest.clearings))
    code, out, err = run_cli("render", "lake", "-o", tmp_path / "lake.png", "--width", "200", "--highlight", typed)
    assert code == 0, err
    assert (tmp_path / "lake.png").exists()


def test_the_command_line_says_did_you_mean_for_a_map(tmp_path):
    code, out, err = run_cli("topology", "mountian")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "did you mean mountain?" in err
