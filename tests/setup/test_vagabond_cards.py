"""The Vagabond's two setup cards in the draft (16.1.8): whichever is dealt or picked first is
the Vagabond, the other the second Vagabond, so no game seats a second Vagabond without the
first (9.7: the second Vagabond's rules are for a game with two). A record made before this
(its configuration without ``vagabond_cards``) still replays as it was made."""

from __future__ import annotations

import json

import pytest

from rootboard.derived.loading import load_topology
from rootboard.errors import GameFormatError
from rootboard.gamefile.file import save_game
from rootboard.loading import load
from rootboard.game.factions import LAW
from rootboard.setup import record

VAGABONDS = [f.id for f in LAW.players if f.vagabond]


def _drafted(seed: int, players: int, **settings):
    setup = record.start(load_topology("autumn"), record.make_config(
        record.ADVANCED, players=players, suits="random", **settings), seed)
    setup.run_auto()
    return setup


def _seated_vagabonds(setup) -> list[str]:
    return [f for f in setup.state.factions if LAW[f].vagabond]


def test_a_drafted_vagabond_is_the_vagabond_and_only_then_a_second():
    seen = set()
    for seed in range(120):
        for players in (3, 4, 5):
            seated = _seated_vagabonds(_drafted(seed, players))
            assert sorted(seated) == VAGABONDS[:len(seated)], (seed, players, seated)
            seen.add(len(seated))
    assert seen == {0, 1, 2}  # drafts with none, one and both were made


def test_each_vagabond_keeps_the_character_dealt_to_his_card():
    for seed in range(60):
        setup = _drafted(seed, 5)
        for fid in _seated_vagabonds(setup):
            assert setup.state.vagabonds[fid].character == setup.ctx.data["characters"][fid]


def test_a_record_made_before_still_loads_as_it_was_made(tmp_path):
    """Before, each card kept its own faction: find such a setup that seated the second card
    alone, save it as it was then written (no vagabond_cards), and read it back."""
    legacy = next(s for seed in range(400) for s in [_drafted(seed, 4, vagabond_cards="as-dealt")]
                  if _seated_vagabonds(s) == VAGABONDS[1:])
    path = tmp_path / "old.json"
    save_game(record.first_turn(legacy), path)
    data = json.loads(path.read_text())
    del data["setup"]["config"]["vagabond_cards"]
    path.write_text(json.dumps(data))
    again = load(path).state
    assert again.factions == legacy.state.factions and VAGABONDS[0] not in again.factions
    # and the same record said to be made in order is not this game's start
    data["setup"]["config"]["vagabond_cards"] = "in-order"
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError):
        load(path)
