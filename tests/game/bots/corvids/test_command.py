"""`rootboard bot` for the Cogwheel Corvids: its setup and its turn from the command line, after
the Mechanical Marquise's, each step cited with its chapter's section in the run's language."""

from __future__ import annotations

import pytest

from tests.helpers import load_game, run_cli


# Its step numbers are its chapter's (11.4.1, Set Order); the first line names the step and says
# it in the run's language.
@pytest.mark.parametrize("lang, said", [("en", "the order card is"), ("nl", "de orderkaart is"),
                                        ("es", "la carta de orden es")])
def test_its_setup_and_turn_from_the_command_line(tmp_path, lang, said):
    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,corvids", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    code, _, err = run_cli("bot", path, "corvids", "--setup", "--difficulty", "easy", "--trait", "mastermind")
    assert code == 0, err
    assert sum(load_game(path).count(c, ("corvids", "warrior")) for c in range(1, 13)) == 3  # 11.3.2
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    assert run_cli("bot", path, "eyrie", "--order", "fox")[0] != 0  # no bot plays the Eyrie here
    from rootboard.game import replay
    from rootboard.game.actions import EndTurn
    from rootboard.gamefile.file import save_game

    state = load_game(path)
    replay.perform(state, EndTurn(walk=True), "teach")  # the Eyrie's human seat passes
    save_game(state, path)
    code, out, err = run_cli("--lang", lang, "bot", path, "corvids", "--order", "rabbit")
    assert code == 0, err
    first = out.splitlines()[0]
    assert "11.4.1" in first and said in first
    state = load_game(path)
    assert state.current == "marquise" and state.bots["corvids"]["traits"] == ["mastermind"]


def test_gamble_from_the_command_line_asks_for_the_guess_then_takes_it(tmp_path):
    # A face-down bomb where the human Eyrie has a warrior: the Gamble asks the table for the
    # Eyrie's guess; without it the command exits 2 and the file is as it was; with it, played.
    from rootboard.game import replay
    from rootboard.game.actions import EndTurn
    from rootboard.gamefile.file import save_game
    from tests.game.bots.kit import of_suit
    from tests.game.gamekit import put

    path = tmp_path / "bots.json"
    assert run_cli("new", "winter", "-o", path, "--factions", "marquise,eyrie,corvids", "--seed", "2")[0] == 0
    assert run_cli("bot", path, "marquise", "--setup")[0] == 0
    assert run_cli("bot", path, "corvids", "--setup", "--trait", "gamble")[0] == 0
    assert run_cli("bot", path, "marquise", "--order", "fox")[0] == 0
    state = load_game(path)
    replay.perform(state, EndTurn(walk=True), "teach")  # the Eyrie's human seat passes
    c = next(x for x in of_suit(state, "fox") if not state.count(x, ("marquise", "keep")))
    put(state, c, "corvids", "bomb")
    put(state, c, "eyrie", n=1)
    save_game(state, path)
    before = path.read_bytes()
    code, _, err = run_cli("bot", path, "corvids", "--order", "rabbit")
    assert code == 2 and "--guess" in err and path.read_bytes() == before
    code, out, err = run_cli("bot", path, "corvids", "--order", "rabbit", "--guess", "snare", "raid")
    assert code == 0, err
    assert "Gamble" in out and "guess given was not used" in err
    assert load_game(path).count(c, ("eyrie", "warrior")) == 0  # wrong guess: the bomb went off
