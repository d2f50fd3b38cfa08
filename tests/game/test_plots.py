"""The Corvids' plots in play (13.4.2 flip, 13.5.4 trick, 13.2.4 exposure, 13.7 the plots):
each refused and allowed at its edge, with its section, on all four maps; a face-down plot's
kind said to nobody but the Corvids."""

from __future__ import annotations

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.factions.corvids.plots import PLOTS, Expose, Flip, Trick
from rootboard.game.factions.vagabond.board import DAMAGED, Item, VagabondBoard
from rootboard.game.kinds import MAP
from rootboard.game.setupkit.places import open_neighbours
from rootboard.game.state import SUPPLY, shift
from rootboard.messages import render
from tests.game.gamekit import MAPS, game, put, turn_of


def clearings(state, n, avoid=()):
    """``n`` clearings with no ruin or landmark."""
    found = [c for c in sorted(state.topology.board.clearings) if c not in avoid
             and not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]
    return found[:n]


def corvid_game(map_name, phase="birdsong", factions=("corvids", "marquise", "eyrie")):
    return turn_of(game(map_name, factions), factions[0], phase)


def played(state, action):
    outcome = replay.perform(state, action)
    assert outcome.applied, render(outcome.verdict.message)
    return outcome.verdict


def refused(state, action, section):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.section == section, render(outcome.verdict.message)
    assert state.to_json() == before
    return outcome.verdict


def said(verdict):
    return " ".join(render(m) for m in (verdict.message, *verdict.notes))


# --- flip (13.4.2, 13.7) -----------------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_a_flip_scores_one_per_face_up_plot_this_one_included(map_name):
    state = corvid_game(map_name)
    a, b = clearings(state, 2)
    for c, plot in ((a, "snare"), (b, "raid")):
        put(state, c, "corvids", "warrior")
        put(state, c, "corvids", plot)
    played(state, Flip(a))
    assert state.scores["corvids"] == 1 and a in state.face_up
    verdict = played(state, Flip(b))
    assert state.scores["corvids"] == 1 + 2 and verdict.section == "13.4.2"


@pytest.mark.parametrize("map_name", MAPS)
def test_a_flip_needs_corvid_warriors_a_face_down_plot_and_their_birdsong(map_name):
    state = corvid_game(map_name)
    a, b = clearings(state, 2)
    put(state, a, "corvids", "snare")
    refused(state, Flip(a), "13.4.2")  # no Corvid warrior there
    put(state, a, "corvids", "warrior")
    refused(state, Flip(b), "13.2.2")  # no plot there
    state.phase = "daylight"
    refused(state, Flip(a), "13.4.2")
    state.phase = "birdsong"
    played(state, Flip(a))
    refused(state, Flip(a), "13.4.2")  # already face up


@pytest.mark.parametrize("map_name", MAPS)
def test_a_bomb_removes_every_enemy_piece_there_and_itself(map_name):
    state = corvid_game(map_name, factions=("corvids", "marquise", "vagabond", "hundreds"))
    [c] = clearings(state, 1)
    put(state, c, "corvids", "warrior")
    put(state, c, "corvids", "bomb")
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "marquise", "sawmill")
    put(state, c, "hundreds", "warlord")
    put(state, c, "vagabond", "pawn")
    state.vagabonds = {"vagabond": VagabondBoard("ranger", tuple(sorted(
        Item(i) for i in ("boot", "torch", "crossbow", "sword"))))}
    verdict = played(state, Flip(c))
    assert state.scores["corvids"] == 1 + 1  # one face-up plot; the sawmill (3.2.1)
    held = {p: n for (f, p), n in state.pieces_at(c).items()}
    assert held == {"warrior": 1, "warlord": 1, "pawn": 1}  # the Corvids', the warlord (14.2.2), the pawn (9.2.2)
    assert not state.count(c, ("corvids", "bomb")) and c not in state.face_up
    assert sum(1 for i in state.vagabonds["vagabond"].items if i.where == DAMAGED) == 3  # 9.2.2.I
    assert {"13.7.1", "9.2.2.I", "14.2.2"} <= set(s for n in (verdict.message, *verdict.notes) for s in n.sections)


def test_the_bomb_s_removal_is_said_as_what_the_flip_did_not_as_a_reminder():
    """The flip removes the pieces itself: the bomb's sentence goes with what the flip did,
    and no reminder of it outlives the pieces (the strip once said "Remember: the bomb
    removes every enemy piece" after they were gone)."""
    state = corvid_game("autumn")
    [c] = clearings(state, 1)
    put(state, c, "corvids", "warrior")
    put(state, c, "corvids", "bomb")
    put(state, c, "marquise", "warrior", 2)
    verdict = played(state, Flip(c))
    assert not state.count(c, ("marquise", "warrior"))
    assert "13.7.1" in verdict.message.sections
    assert not [n for n in verdict.notes if "13.7.1" in n.sections]


@pytest.mark.parametrize("map_name", MAPS)
def test_an_extortion_names_the_enemy_players_there(map_name):
    state = corvid_game(map_name)
    [c] = clearings(state, 1)
    put(state, c, "corvids", "warrior")
    put(state, c, "corvids", "extortion")
    put(state, c, "eyrie", "roost")
    verdict = played(state, Flip(c))
    [note] = [n for n in verdict.notes if n.id == "plot.extortion"]
    assert note.params["players"] == ("eyrie",) and "13.7.3" in note.sections


# --- trick (13.5.4) ----------------------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_a_trick_swaps_two_plots_of_one_facing(map_name):
    state = corvid_game(map_name, phase="daylight")
    a, b = clearings(state, 2)
    put(state, a, "corvids", "bomb")
    put(state, b, "corvids", "snare")
    verdict = played(state, Trick(a, b))
    assert state.count(a, ("corvids", "snare")) == 1 and state.count(b, ("corvids", "bomb")) == 1
    assert not state.face_up and "bomb" not in said(verdict) and "snare" not in said(verdict)
    state.face_up = {a}
    refused(state, Trick(a, b), "13.5.4")
    state.face_up = set()
    state.phase = "birdsong"
    refused(state, Trick(a, b), "13.5.4")
    state.phase = "evening"  # Exert (13.6.1)
    played(state, Trick(a, b))


# --- exposure (13.2.4) ----------------------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_a_right_guess_removes_the_plot_and_scores_a_wrong_one_says_no(map_name):
    state = turn_of(game(map_name, ("eyrie", "corvids")), "eyrie", "daylight")
    a, b = clearings(state, 2)
    put(state, a, "eyrie", "warrior")
    put(state, a, "corvids", "bomb")
    wrong = Expose("eyrie", a, "snare")
    verdict = played(state, wrong)
    assert "bomb" not in said(verdict)  # the guess is said, not the answer
    assert wrong.answer(game(map_name, ("eyrie", "corvids"))).id == "plot.wrong"
    assert state.count(a, ("corvids", "bomb")) == 1 and state.scores["eyrie"] == 0
    right = Expose("eyrie", a, "bomb")
    assert right.answer(state).id == "plot.right"
    played(state, right)
    assert not state.count(a, ("corvids", "bomb")) and state.scores["eyrie"] == 1


@pytest.mark.parametrize("map_name", MAPS)
def test_an_exposed_raid_places_no_warriors(map_name):
    state = turn_of(game(map_name, ("eyrie", "corvids")), "eyrie", "daylight")
    [a] = clearings(state, 1)
    put(state, a, "eyrie", "warrior")
    put(state, a, "corvids", "raid")
    played(state, Expose("eyrie", a, "raid"))
    assert not any(state.count(n, ("corvids", "warrior")) for n in open_neighbours(state.topology, a))


@pytest.mark.parametrize("map_name", MAPS)
def test_exposure_needs_the_guessers_turn_faction_pieces_and_a_face_down_plot(map_name):
    from rootboard.game.newgame import new_game

    state = turn_of(new_game(map_name, ["eyrie", "corvids", "marquise"], seed=1, hirelings=["forest-patrol"]),
                    "eyrie", "daylight")
    a, b = clearings(state, 2)
    put(state, a, "corvids", "bomb")
    state.controllers["forest-patrol"] = "eyrie"
    put(state, a, "forest-patrol", "warrior")
    refused(state, Expose("eyrie", a, "bomb"), "13.2.4")  # a hireling's pieces are not the Eyrie's (16.4.3.III)
    put(state, a, "marquise", "warrior")
    refused(state, Expose("marquise", a, "bomb"), "13.2.4")  # not its turn
    put(state, a, "eyrie", "warrior")
    state.face_up = {a}
    refused(state, Expose("eyrie", a, "bomb"), "13.2.4")
    state.face_up = set()
    refused(state, Expose("eyrie", b, "bomb"), "13.2.2")  # no plot there


@pytest.mark.parametrize("map_name", MAPS)
def test_every_plot_is_a_guess(map_name):
    state = turn_of(game(map_name, ("eyrie", "corvids")), "eyrie", "daylight")
    [a] = clearings(state, 1)
    put(state, a, "eyrie", "warrior")
    for plot in PLOTS:
        put(state, a, "corvids", plot)
        assert Expose("eyrie", a, plot).answer(state).id == "plot.right"
        assert all(Expose("eyrie", a, p).answer(state).id == "plot.wrong" for p in PLOTS if p != plot)
        state.apply([shift(("corvids", plot), a, SUPPLY, 1)])
