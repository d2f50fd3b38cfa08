"""A game file's recorded setup is read as strictly as the rest of the file: an edited record is
refused in one line naming the setup element at fault, never with a traceback."""

from __future__ import annotations

import json

import pytest

from rootboard.errors import GameFormatError
from rootboard.gamefile.file import read_game
from rootboard.setup.record import verify
from tests.helpers import run_cli


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    folder = tmp_path_factory.mktemp("setups")
    games = {}
    for name, argv in {"advanced": ["lake", "--players", 4, "--landmarks", 2, "--hirelings"],
                       "standard": ["autumn", "--standard", "--factions", "marquise,vagabond,corvids"]}.items():
        path = folder / f"{name}.json"
        code, _, err = run_cli("setup", argv[0], "-o", path, "--auto", "--seed", 21, *argv[1:])
        assert code == 0, err
        games[name] = json.loads(path.read_text())
    return games


def _set(data: dict, where: tuple, value) -> None:
    node = data["setup"]
    for key in where[:-1]:
        node = node[key]
    if value is DELETE:
        del node[where[-1]]
    else:
        node[where[-1]] = value


DELETE = object()
TAMPERED = [
    ("advanced", ("config", "landmark_cards"), []),
    ("advanced", ("config", "landmark_cards"), ["lost-city"]),
    ("advanced", ("config", "landmark_cards"), ["no-such-landmark", "lost-city"]),
    ("advanced", ("config", "hireling_cards"), ["no-such-hireling", "forest-patrol", "the-exile"]),
    ("advanced", ("config", "hireling_cards"), []),
    ("advanced", ("config", "players"), 5),
    ("advanced", ("config", "first"), 6),
    ("advanced", ("config", "suits"), "printed"),
    ("advanced", ("config", "landmarks"), 0),
    ("advanced", ("config", "hirelings"), DELETE),
    ("advanced", ("config", "factions"), ["marquise", "marquise", "eyrie", "duchy"]),
    ("advanced", ("config", "factions"), ["marquise", "eyrie"]),
    ("advanced", ("seed",), 22),
    ("advanced", ("choices", 0, 1), 99),
    ("advanced", ("choices", 0, 0), "no.such.step"),
    ("advanced", ("choices",), []),
    ("advanced", ("hirelings", 0, "name"), "no-such-hireling"),
    ("advanced", ("hirelings", 0, "demoted"), True),
    ("advanced", ("landmarks", 0, "clearing"), 99),
    ("advanced", ("landmarks", 0, "name"), "ruin"),
    ("standard", ("config", "factions"), []),
    ("standard", ("config", "factions"), ["marquise", "eyrie", "lizards", "duchy", "hundreds"]),
    ("standard", ("config", "first"), "alliance"),
    ("standard", ("config", "suits"), "sideways"),
    ("standard", ("kind",), "advanced"),
    ("standard", ("characters",), {"vagabond": "ronin", "corvids": "thief"}),
    ("standard", ("homelands",), {"marquise": [13]}),
]


@pytest.mark.parametrize("game,where,value", TAMPERED, ids=[f"{g}:{'.'.join(map(str, w))}" for g, w, _ in TAMPERED])
def test_an_edited_setup_record_is_refused_naming_its_element(tmp_path, recorded, game, where, value):
    data = json.loads(json.dumps(recorded[game]))
    _set(data, where, value)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    with pytest.raises(GameFormatError) as caught:
        verify(read_game(path).state, str(path))
    assert str(caught.value.element).startswith("setup"), caught.value
    code, _, err = run_cli("status", path)
    assert code == 2 and f"{path}: setup" in err and "Traceback" not in err, err


def test_a_hand_edited_score_is_named_with_both_scores(tmp_path, recorded):
    """Issue 37: a score edited by hand was blamed on 'the setup (scores differs)'. What
    differs is one faction's score: as the file writes it, and as its setup and history give it."""
    data = json.loads(json.dumps(recorded["standard"]))
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    assert run_cli("score", path, "eyrie" if "eyrie" in data["scores"] else "marquise", 2)[0] == 0
    data = json.loads(path.read_text())
    data["scores"]["marquise"] += 5
    path.write_text(json.dumps(data))
    code, _, err = run_cli("status", path)
    assert code == 2
    assert err == (f"rootboard status: {path}: scores.marquise: the Marquise’s score is {data['scores']['marquise']} "
                   f"in the file, and {data['scores']['marquise'] - 5} by its setup and history\n")


def test_a_setup_that_leads_elsewhere_says_so_in_a_sentence(tmp_path, recorded):
    data = json.loads(json.dumps(recorded["standard"]))
    data["suits"] = dict(zip(data["suits"], reversed(list(data["suits"].values()))))
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    code, _, err = run_cli("status", path)
    assert code == 2 and "differs)" not in err
    assert err.endswith("does not lead to this game's starting position: its field 'suits' is not what the setup gives\n"), err
