"""The League of Adventurous Mice (Exiles and Partisans deck) and the face of a Crafted Items box
(4.1.2): an item exhausted once in its owner's Daylight with the card in play, refreshed in its
owner's Birdsong; kept in the game file, undone and redone, offered by options from the same checks."""

from __future__ import annotations

import pytest

from rootboard.errors import GameFormatError
from rootboard.game import replay
from rootboard.game.cards.league import CARD, LeagueExhaust, RefreshCrafted
from rootboard.game.cards.places import in_play
from rootboard.game.craft import Craft
from rootboard.game.crafted import Crafted
from rootboard.game.modes import TEACH
from rootboard.game.turns.options import options
from rootboard.game.unconfirmed import LEAGUE
from rootboard.gamefile.file import read_game_data
from tests.game.gamekit import game, put, turn_of


def mouse_clearing(state):
    return next(c for c, s in sorted(state.suits.items()) if s == "mouse")


def box(state, fid, *items):
    """Items crafted into ``fid``'s box (arranged: taken from the supply, no card)."""
    for item in items:
        state.crafted = state.crafted.take_item(item, fid)
    return state


@pytest.fixture
def fresh():
    """The Marquise's Daylight, the Exiles and Partisans deck, a boot and a tea in her box."""
    state = game("autumn", ("marquise", "eyrie", "alliance"))
    state.deck = "exiles"
    return box(turn_of(state, "marquise", "daylight"), "marquise", "boot", "tea")


@pytest.fixture
def league(fresh):
    """As ``fresh``, with the League crafted by her (into her play area)."""
    put(fresh, mouse_clearing(fresh), "marquise", "workshop")
    assert replay.perform(fresh, Craft("marquise", CARD)).applied
    assert CARD in in_play(fresh, "marquise")
    return fresh


def refused(state, action, section, possible=True):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied, outcome.verdict
    assert outcome.verdict.section == section and outcome.verdict.possible is possible, outcome.verdict
    assert state.to_json() == before  # a failed action changes nothing
    return outcome.verdict


def test_the_card_s_facts_are_data_with_their_source():
    assert LEAGUE["card"] == "league-of-adventurous-mice" and LEAGUE["uses"] == 1
    assert (LEAGUE["phase"], LEAGUE["refresh"]) == ("daylight", "birdsong")


def test_an_item_of_her_box_is_exhausted_once_in_her_daylight(league):
    outcome = replay.perform(league, LeagueExhaust("marquise", "boot"))
    assert outcome.applied and outcome.verdict.legal
    assert league.crafted.exhausted == {"marquise": ("boot",)}
    assert league.crafted.face_up("marquise") == ["tea"]
    verdict = refused(league, LeagueExhaust("marquise", "tea"), "4.1.3")  # once in Daylight
    assert verdict.message.id == "league.once"
    assert replay.perform(league, LeagueExhaust("marquise", "tea"), TEACH).applied  # the table decides
    assert league.crafted.exhausted == {"marquise": ("boot", "tea")}


def test_without_the_card_in_play_no_item_is_exhausted(fresh):
    # Where no card is kept, whether it is in play is the table's to say: trusted.
    assert replay.perform(fresh, LeagueExhaust("marquise", "boot"), dry_run=True).verdict.legal
    put(fresh, mouse_clearing(fresh), "marquise", "workshop")
    assert replay.perform(fresh, Craft("marquise", "saboteurs")).applied  # cards kept, the League not in play
    verdict = refused(fresh, LeagueExhaust("marquise", "boot"), "4.1.3")
    assert verdict.message.id == "league.not-in-play"
    assert replay.perform(fresh, LeagueExhaust("marquise", "boot"), TEACH).applied


def test_only_a_face_up_item_of_the_box_is_exhausted_not_even_in_teach_mode(league):
    refused(league, LeagueExhaust("marquise", "sword"), "4.1.2", possible=False)
    assert replay.perform(league, LeagueExhaust("marquise", "boot")).applied
    assert not replay.perform(league, LeagueExhaust("marquise", "boot"), TEACH).applied  # face down now


def test_the_league_is_used_in_its_owner_s_daylight(league):
    turn_of(league, "marquise", "birdsong")
    assert refused(league, LeagueExhaust("marquise", "boot"), "4.1.3").message.id == "league.not-daylight"
    turn_of(league, "eyrie", "daylight")
    assert refused(league, LeagueExhaust("marquise", "boot"), "4.1.3").message.id == "league.not-daylight"


def test_exhausted_items_are_refreshed_in_their_owner_s_birdsong(league):
    replay.perform(league, LeagueExhaust("marquise", "boot"))
    assert refused(league, RefreshCrafted("marquise", ("boot",)), "4.1.3").message.id == "league.refresh-when"
    refused(league, RefreshCrafted("marquise", ("tea",)), "4.1.2", possible=False)  # face up already
    turn_of(league, "marquise", "birdsong")
    assert replay.perform(league, RefreshCrafted("marquise")).applied  # none named: every one
    assert league.crafted.exhausted == {} and league.crafted.face_up("marquise") == ["boot", "tea"]
    refused(league, RefreshCrafted("marquise"), "4.1.2", possible=False)  # nothing exhausted


def test_undo_and_redo_restore_the_face(league):
    before = league.fields_json()
    replay.perform(league, LeagueExhaust("marquise", "boot"))
    after = league.fields_json()
    replay.undo(league)
    assert league.fields_json() == before and league.crafted.exhausted == {}
    replay.redo(league)
    assert league.fields_json() == after


def test_the_game_file_keeps_the_face_and_an_old_file_opens_unchanged(league):
    old = read_game_data(league.to_json()).state
    assert "exhausted" not in league.to_json()["crafted"] and old.crafted.exhausted == {}
    replay.perform(league, LeagueExhaust("marquise", "boot"))
    data = league.to_json()
    assert data["crafted"]["exhausted"] == {"marquise": ["boot"]}
    reread = read_game_data(data).state
    assert reread.crafted == league.crafted and reread.used == league.used


def test_a_file_exhausting_more_than_the_box_holds_is_refused_naming_the_element(fresh):
    data = fresh.to_json()
    data["crafted"]["exhausted"] = {"marquise": ["boot", "boot"]}
    with pytest.raises(GameFormatError) as error:
        read_game_data(data)
    assert error.value.element.startswith("crafted"), error.value
    data["crafted"]["exhausted"] = {"marquise": ["boot"]}
    assert read_game_data(data).state.crafted.exhausted == {"marquise": ("boot",)}


def test_the_vagabond_s_aid_takes_an_exhausted_item_only_when_no_face_up_one_is_left():
    crafted = Crafted().take_item("boot", "eyrie").take_item("boot", "eyrie").exhaust("eyrie", "boot")
    assert crafted.take_from_box("eyrie", "boot").exhausted == {"eyrie": ("boot",)}
    assert crafted.take_from_box("eyrie", "boot").take_from_box("eyrie", "boot").exhausted == {}


def test_options_offer_what_the_same_checks_allow(league):
    def offered(state):
        return {(o.action.kind, getattr(o.action, "item", None)): o.playable for o in options(state)
                if o.action.kind in ("league-exhaust", "refresh-crafted")}

    assert offered(league) == {("league-exhaust", "boot"): True, ("league-exhaust", "tea"): True}
    replay.perform(league, LeagueExhaust("marquise", "boot"))
    assert offered(league) == {("league-exhaust", "tea"): False, ("refresh-crafted", None): False}
    turn_of(league, "marquise", "birdsong")
    assert offered(league) == {("league-exhaust", "tea"): False, ("refresh-crafted", None): True}
