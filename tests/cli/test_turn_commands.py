"""`rootboard options`, `act` and `step` (1.4.1): every command line `options` prints is
accepted when run, a refused one says why with its section, and a game played through them
keeps its file openable and its score as the boards give it."""

from __future__ import annotations

import json
import random
import shlex

import pytest

from rootboard.loading import load


def load_game(path):
    return load(str(path)).state
from tests.helpers import MAP_NAMES, run_cli

FOUR = "marquise,eyrie,alliance,vagabond"


def set_up(tmp_path, map_name: str = "autumn", seed: int = 1, factions: str = FOUR):
    path = tmp_path / f"{map_name}.json"
    code, _, err = run_cli("setup", map_name, "-o", path, "--factions", factions, "--standard", "--seed", str(seed),
                           "--auto")
    assert code == 0, err
    return path


def options(path, *extra) -> dict:
    code, out, err = run_cli("options", path, "--json", *extra)
    assert code == 0, err
    return json.loads(out)


def run_line(line: str, *extra) -> tuple[int, str, str]:
    words = shlex.split(line)
    assert words[0] == "rootboard"
    return run_cli(*words[1:], *extra)


def name_a_card(path, faction: str, rng) -> None:
    """The faction shows one card of its hand (16.6.23): the first the deck has where it may be."""
    cards = [c["id"] for c in json.loads(run_cli("cards", "--json")[1])["cards"]]
    for card in rng.sample(cards, len(cards)):
        if run_cli("reveal", path, faction, card)[0] == 0:
            return
    raise AssertionError("no card could be named")


# Issue 35: each of the later factions on every shipped map, seated with two of the base four
# (a different pair by map, so each meets the Marquise, the Eyrie, the Alliance and the Vagabond).
LATER = ("lizards", "duchy", "corvids", "hundreds", "keepers", "riverfolk")
PAIRS = (("marquise", "eyrie"), ("alliance", "vagabond"), ("eyrie", "alliance"), ("vagabond", "marquise"))
CASES = [(m, FOUR) for m in MAP_NAMES] + [
    (m, ",".join((f,) + PAIRS[(i + j) % len(PAIRS)])) for i, m in enumerate(MAP_NAMES) for j, f in enumerate(LATER)]


@pytest.mark.parametrize("map_name,factions", CASES)
def test_every_option_printed_is_accepted_and_a_game_walks_through_them(tmp_path, map_name, factions):
    """Random legal play from the options only, two rounds: each printed line is accepted (a
    dry run first: nothing changes), each refused one is refused with its section; the file
    opens after every command."""
    path = set_up(tmp_path, map_name, factions=factions)
    rng = random.Random(map_name if factions == FOUR else f"{map_name} {factions}")  # the four: as before
    start = load_game(path).round
    for _ in range(400):
        found = options(path, "--all")
        playable = [o for o in found["options"] if o["playable"]]
        if not playable:
            # Only the Decree asks for a card rootboard cannot see (7.4.2): the table names one.
            assert (found["faction"], found["step"]) == ("eyrie", "decree"), found
            name_a_card(path, "eyrie", rng)
            continue
        for option in rng.sample(playable, min(3, len(playable))):
            before = path.read_bytes()
            code, _, err = run_line(option["command"], "--dry-run")
            assert code == 0, (option["command"], err)
            assert path.read_bytes() == before
        for option in [o for o in found["options"] if not o["playable"]][:3]:
            code, _, err = run_line(option["command"])
            # Refused (1), or a choice the command line must be told (2: which item a hit damages).
            assert code in (1, 2) and "Law " in err, (option["command"], err)
        # Play: the faction's own actions most of the time, the turn's own moves otherwise.
        moves = [o for o in playable if o["action"]["type"] in ("step", "phase", "end-turn")]
        own = [o for o in playable if o not in moves]
        choice = rng.choice(own) if own and (not moves or rng.random() < 0.6) else rng.choice(moves)
        code, _, err = run_line(choice["command"])
        assert code == 0, (choice["command"], err)
        state = load_game(path)  # opens after every command
        if state.round >= start + 2 or state.winner:
            break
    assert load_game(path).round >= start + 2 or load_game(path).winner


def test_act_reads_fields_as_the_game_file_writes_them(tmp_path):
    path = set_up(tmp_path)
    code, _, err = run_cli("act", path, "marquise-build", "clearing")
    assert code == 2 and "FIELD=VALUE" in err
    code, _, err = run_cli("act", path, "marquise-build", "clearing=1", "building=sawmill", "color=red")
    assert code == 2 and "color" in err
    code, _, err = run_cli("act", path, "no-such-kind")
    assert code == 2 and "no-such-kind" in err


def test_options_speak_the_language(tmp_path):
    path = set_up(tmp_path)
    for lang in ("nl", "es"):
        code, out, err = run_cli("--lang", lang, "options", path, "--all")
        assert code == 0, err
        assert "rootboard" in out and "Law" not in out  # sections in the language's own words
