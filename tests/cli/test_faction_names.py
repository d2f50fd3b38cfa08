"""A faction named on the command line is one of the game's: a refusal lists those, not every
faction and hireling rootboard knows; a hireling goes by either side of its card (16.1.6.II)."""

from __future__ import annotations

from rootboard.game.newgame import new_game
from rootboard.gamefile.file import save_game
from rootboard.game.unconfirmed import HIRELINGS
from tests.helpers import load_game, run_cli


def _game(tmp_path):
    path = tmp_path / "g.json"
    state = new_game("autumn", ("eyrie", "alliance"), seed=3, hirelings=("forest-patrol",),
                     demoted=("forest-patrol",))
    save_game(state, path)
    return path, state


def _listed(err: str) -> list[str]:
    return [n.strip() for n in err.rsplit(":", 1)[1].split(",")]


def _names(fids) -> list[str]:
    """The factions as a refusal names them: in the run's language, as they may be typed."""
    import rootboard.game.terms  # noqa: F401  (the faction term)
    from rootboard.game.terms import faction_name

    return [str(faction_name(f)) for f in fids]


def test_an_unknown_faction_lists_this_games_factions(tmp_path):
    path, state = _game(tmp_path)
    code, _, err = run_cli("place", path, "foo", "warrior", "1")
    assert code == 2 and _listed(err) == _names([*state.in_game, "map"])
    code, _, err = run_cli("place", path, "eyre", "warrior", "1")
    assert code == 2 and "did you mean Eyrie" in err and "Alliance" in err and "Marquise" not in err


def test_a_faction_not_in_the_game_is_named_as_such(tmp_path):
    path, state = _game(tmp_path)
    code, _, err = run_cli("place", path, "marquise", "warrior", "1")
    assert code == 2 and "not in this game" in err and _listed(err) == _names([*state.in_game, "map"])
    assert load_game(path).to_json() == state.to_json()


def test_a_hireling_goes_by_the_side_of_its_card_showing(tmp_path):
    path, _ = _game(tmp_path)
    demoted = HIRELINGS["forest-patrol"]["demoted"]
    code, _, err = run_cli("place", path, demoted, "warrior", "1")
    assert code == 0, err
    assert load_game(path).count(1, ("forest-patrol", "warrior")) == 1


def test_an_uncontrolled_hireling_is_said_to_be_controlled_by_nobody(tmp_path):
    path, _ = _game(tmp_path)
    run_cli("place", path, "forest-patrol", "warrior", "1")
    code, out, _ = run_cli("status", path)
    line = next(line for line in out.splitlines() if line.startswith("hireling "))
    assert code == 0 and line.endswith("controlled by nobody") and "supply" not in line
