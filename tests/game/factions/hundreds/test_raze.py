"""Raze takes the ruin's item (14.4.1): the item each ruin of a mob clearing gives goes to the Hoard
(14.2.4), ``explored`` records it as Explore's does, the ruin goes with its last item (2.2.4; two
per ruin with two Vagabonds, 9.7.1); what may be named, what is refused and why, the options
offered through the same check, leaving the step, and a game file's round trip."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.game import replay, ruins
from rootboard.game.factions.hundreds import actions as a
from rootboard.game.factions.hundreds.board import MOB, MOODS, TRACK_VALUE, hoard, prowess
from rootboard.game.kinds import MAP
from rootboard.game.replay import ENFORCE, TEACH
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import options
from rootboard.game.turns.steps import current_step
from tests.game.factions.hundreds.kit import H, empty_clearings, position, put, refused_in_both, refused_then_taught
from tests.game.factions.marquise.kit import snapshot
from tests.game.gamekit import game, turn_of


def ruin_clearings(s) -> list[int]:
    return [c for c in sorted(s.topology.board.clearings) if s.count(c, (MAP, ruins.RUIN))]


def razing_a_ruin(s=None):
    """Birdsong, at the raze step, with a mob in the first clearing holding a ruin."""
    s = s or position("birdsong")
    c = ruin_clearings(s)[0]
    put(s, c, H, MOB)
    return s, c


def raze(*pairs) -> a.Raze:
    return a.Raze(tuple(a.RuinItem(c, item) for c, item in pairs))


def test_raze_takes_the_item_named_into_the_hoard_and_the_ruin_goes_with_it():
    s, c = razing_a_ruin()
    before = snapshot(s)
    outcome = replay.perform(s, raze((c, "sword")))
    assert outcome.applied and outcome.verdict.legal
    assert [n.id for n in outcome.verdict.notes] == ["hundreds.raze.item", "hundreds.raze.ruin-gone"]
    assert hoard(s) == ("sword",) and s.explored == {c: ["sword"]}
    assert not s.count(c, (MAP, ruins.RUIN))  # its last item: the ruin is removed (14.4.1, 2.2.4)
    assert prowess(s) == TRACK_VALUE[1]  # the sword on the Prowess track (14.2.4)
    assert ruins.left_under_ruins(s, "sword") == 0 and s.crafted.left_in_supply("sword") == \
        position().crafted.left_in_supply("sword")  # from the ruin, not the item supply
    replay.undo(s)
    assert snapshot(s) == before


def test_a_mood_showing_the_razed_item_is_no_longer_chosen():
    s, c = razing_a_ruin()
    assert replay.perform(s, raze((c, "sword"))).applied
    shows_sword = next(m for m, item in MOODS.items() if item == "sword")
    refused_then_taught(s, a.ChooseMood(shows_sword), "14.4.4")  # 14.4.4: not one showing an item held


def test_raze_without_the_item_is_refused_saying_what_to_add_then_taught_without_it():
    s, c = razing_a_ruin()
    refused = replay.perform(s, a.Raze(), ENFORCE)
    assert not refused.applied and refused.verdict.possible
    assert (refused.verdict.message.id, refused.verdict.section) == ("hundreds.raze.item-unnamed", "14.4.1")
    taught = replay.perform(s, a.Raze(), TEACH)
    assert taught.applied and s.history[-1]["verdict"]["legal"] is False
    assert s.history[-1]["verdict"]["message"]["id"] == "hundreds.raze.item-unnamed"
    assert s.count(c, (MAP, ruins.RUIN)) and hoard(s) == () and s.explored == {}  # nothing taken


def test_what_the_ruins_cannot_give_is_refused_in_both_modes_with_its_section():
    s, c = razing_a_ruin()
    not_r = next(i for i in s.crafted.supply() if i not in ruins.R_ITEMS)
    refused_in_both(s, raze((c, not_r)), "14.4.1")
    assert replay.perform(s, raze((c, not_r))).verdict.message.id == "hundreds.raze.not-r-item"
    no_ruin = empty_clearings(s)[0]
    put(s, no_ruin, H, MOB)
    refused_in_both(s, raze((c, "bag"), (no_ruin, "boot")), "14.4.1")
    assert replay.perform(s, raze((c, "bag"), (no_ruin, "boot"))).verdict.message.id == "hundreds.raze.no-ruin"
    # Another ruin gave the sword already (Explore, 9.5.3): none is left under the ruins (9.3.4).
    other = ruin_clearings(s)[1]
    s.apply([s.set_edit("explored", {other: ["sword"]})])
    refused_in_both(s, raze((c, "sword")), "14.4.1")
    assert replay.perform(s, raze((c, "sword"))).verdict.message.id == "hundreds.raze.none-left"
    with pytest.raises(BadInput):
        a.Raze((a.RuinItem(max(s.topology.board.clearings) + 1, "bag"),)).check(s)


def test_a_ruin_without_a_mob_gives_nothing_to_raze_refused_then_taught():
    s, c = razing_a_ruin()
    other = ruin_clearings(s)[1]
    refused_then_taught(s, raze((c, "bag"), (other, "boot")), "14.4.1")
    assert s.history[-1]["verdict"]["message"]["id"] == "hundreds.raze.no-mob"
    assert hoard(s) == ("bag", "boot") and not s.count(other, (MAP, ruins.RUIN))  # taught: as the table did


def test_with_two_vagabonds_a_ruin_keeps_its_second_item_and_no_r_item_held_twice():
    s = turn_of(game("autumn", ("hundreds", "vagabond", "vagabond2", "marquise")), H, "birdsong")
    s, c = razing_a_ruin(s)
    assert ruins.items_per_ruin(s) == 2  # both R sets, two per ruin (9.7.1)
    outcome = replay.perform(s, raze((c, "hammer")))
    assert outcome.applied and [n.id for n in outcome.verdict.notes] == ["hundreds.raze.item"]
    assert s.count(c, (MAP, ruins.RUIN)) and s.explored == {c: ["hammer"]}  # one item left under it
    # Next Birdsong: the Hoard holds a hammer, so another is not taken (9.7.3).
    s.used = frozenset()
    refused_then_taught(s, raze((c, "hammer")), "9.7.3")
    assert not s.count(c, (MAP, ruins.RUIN))  # taught: its second item taken, the ruin goes


def test_the_options_offer_raze_with_each_item_still_under_the_ruins():
    s, c = razing_a_ruin()
    other = ruin_clearings(s)[1]
    s.apply([s.set_edit("explored", {other: [ruins.R_ITEMS[0]]})])  # one item gone elsewhere (Explore)
    razes = [o for o in options(s) if o.action.kind == "hundreds-raze"]
    playable = {o.action.items for o in razes if o.playable}
    assert playable == {(a.RuinItem(c, i),) for i in ruins.R_ITEMS if ruins.left_under_ruins(s, i)}
    assert len(playable) == len(ruins.R_ITEMS) - 1
    unnamed = next(o for o in razes if not o.action.items)
    assert not unnamed.playable and unnamed.verdict.message.id == "hundreds.raze.item-unnamed"


def test_leaving_the_raze_step_with_a_ruin_is_refused_then_taught_razing_without_the_item():
    s, c = razing_a_ruin()
    put(s, c, "marquise", "wood")
    refused = replay.perform(s, NextStep(), ENFORCE)
    assert not refused.applied and refused.verdict.message.id == "hundreds.raze.item-unnamed"
    assert current_step(s).id == "raze"
    taught = replay.perform(s, NextStep(), TEACH)
    assert taught.applied and current_step(s).id == "recruit"
    assert not s.count(c, ("marquise", "wood")) and s.count(c, (MAP, ruins.RUIN))  # razed, the item unnamed
    said = [n["id"] for n in s.history[-1]["verdict"].get("notes", [])] + [s.history[-1]["verdict"]["message"]["id"]]
    assert said.count("hundreds.raze.item-unnamed") == 1  # said once


def test_a_game_with_a_raze_taking_an_item_saves_and_loads_and_an_earlier_raze_reads_as_before(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s, c = razing_a_ruin()
    assert a.Raze().to_json() == {"type": "hundreds-raze"}  # as written before Raze took items
    assert replay.perform(s, raze((c, "boot"))).applied
    assert s.history[-1]["action"]["items"] == [{"clearing": c, "item": "boot"}]
    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history and hoard(back) == ("boot",)


def test_a_hoard_holding_more_than_the_supply_and_the_ruins_gave_is_a_problem_of_the_file():
    from rootboard.game.crafted import crafted_problem

    s, c = razing_a_ruin()
    assert replay.perform(s, raze((c, "boot"))).applied
    assert crafted_problem(s) is None  # the boot from the ruin, none from the supply (14.4.1)
    s.apply([s.set_edit("crafted", s.crafted.put_in_box(H, "boot"))])  # one boot more than came
    problem = crafted_problem(s)
    assert (problem.id, problem.params["held"], problem.params["taken"], problem.params["ruins"]) == \
        ("game-file.crafted.not-taken-ruins", 2, 0, 1)
