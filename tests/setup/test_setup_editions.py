"""A game set up by an earlier edition of the setup scripts still opens as it was made.

Edition 2 places the Riverfolk's three starting funds in Payments at setup (11.3.4); edition 1
left them to the table. A file set up with the Riverfolk before then records no edition, and
its setup, replayed by today's scripts, would give another supply: the reader replays it by the
edition whose start it leads to, and a record that names its edition is held to it.
"""

from __future__ import annotations

import json

import pytest

from rootboard.derived.loading import load_topology
from rootboard.errors import GameFormatError
from rootboard.game.factions.riverfolk.board import box
from rootboard.game.setupkit.engine import SETUP_RULES
from rootboard.gamefile.file import save_game
from rootboard.setup import record
from tests.helpers import load_game, run_cli

FACTIONS = ("marquise", "eyrie", "riverfolk")


def _set_up(tmp_path, name: str, rules: int | None) -> tuple:
    """A Standard Setup of three factions with the Riverfolk, made at random from one seed by
    the scripts' edition ``rules`` (None: today's), saved to ``name``; its file's data."""
    topology = load_topology("autumn")
    config = record.make_config(record.STANDARD, factions=FACTIONS, suits="printed", first="marquise")
    setup = record.start(topology, config, 5, rules=rules)
    setup.run_auto()
    path = tmp_path / name
    save_game(record.first_turn(setup), path)
    return path, json.loads(path.read_text())


def _without_edition(path) -> None:
    data = json.loads(path.read_text())
    del data["setup"]["rules"]
    path.write_text(json.dumps(data))


def test_a_setup_records_the_edition_that_made_it(tmp_path):
    path, data = _set_up(tmp_path, "today.json", None)
    assert data["setup"]["rules"] == SETUP_RULES
    assert sum(box(load_game(path), "payments").values()) > 0  # 11.3.4, placed at setup


def test_a_game_set_up_before_the_starting_funds_opens_as_it_was_made(tmp_path):
    path, _ = _set_up(tmp_path, "before.json", 1)
    _without_edition(path)  # as such files were written: no edition
    state = load_game(path)
    assert sum(box(state, "payments").values()) == 0
    code, out, err = run_cli("status", str(path))
    assert code == 0, err


def test_a_game_of_todays_edition_opens_without_its_edition_written(tmp_path):
    path, _ = _set_up(tmp_path, "unsaid.json", None)
    _without_edition(path)
    assert sum(box(load_game(path), "payments").values()) > 0


@pytest.mark.parametrize("made, said", [(1, 2), (2, 1)])
def test_a_record_is_held_to_the_edition_it_names(tmp_path, made, said):
    path, data = _set_up(tmp_path, "said.json", made)
    data["setup"]["rules"] = said
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as caught:
        load_game(path)
    assert caught.value.element == "setup"
