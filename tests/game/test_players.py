"""The players' names: one per seat (or none), read from a comma-separated list, each short
and printable; the game file keeps them for the factions of the game only."""

from __future__ import annotations

import pytest

from rootboard.errors import BadInput
from rootboard.gamefile.file import read_game_data
from rootboard.game.newgame import new_game
from rootboard.game.players import LONGEST, check_names, named, names_problem, split_names


def test_names_are_split_seat_by_seat_and_an_empty_one_leaves_its_seat_unnamed():
    assert split_names(" Ann , ,Cy ") == ["Ann", "", "Cy"]
    assert split_names("  ") == []
    assert named(["marquise", "eyrie", "alliance"], ["Ann", "", "Cy"]) == {"marquise": "Ann", "alliance": "Cy"}


@pytest.mark.parametrize("names", [["Ann"], ["Ann", "Bob", "Cy"], ["Ann", "x" * (LONGEST + 1)], ["Ann", "B\x07b"]])
def test_names_that_do_not_name_the_seats_are_refused_naming_the_element(names):
    assert names_problem(names, 2) is not None
    with pytest.raises(BadInput) as refused:
        check_names(names, 2, "--names")
    assert refused.value.element == "--names"


def test_no_names_or_one_per_seat_are_fine_and_the_file_keeps_them():
    assert names_problem([], 3) is None and names_problem(["Ann", "", "Cy"], 3) is None
    state = new_game("autumn", ["marquise", "eyrie"])
    state.players = {"eyrie": "Bob"}
    data = state.to_json()
    assert data["players"] == {"eyrie": "Bob"}
    assert read_game_data(data).state.players == {"eyrie": "Bob"}
