"""A value argparse checks itself (a choice argument) is refused as the rest of the command line
refuses a name it does not know: in the table's language, with the nearest names, and the values
it takes; exit status 2, as before. A choice that is a word of the game may be typed as the word
in the table's language."""

from __future__ import annotations

import argparse

import pytest

from rootboard import i18n
from rootboard.board.mapfile import did_you_mean
from rootboard.cli import build_parser
from rootboard.cli.choices import UNKNOWN_VALUE, UNKNOWN_VALUE_MEANT, Choice
from rootboard.game.state import PHASES
from rootboard.messages import TERMS, render
from tests.helpers import load_game, run_cli

LANGS = ["en", "nl", "es"]


def _choice_arguments(parser: argparse.ArgumentParser):
    """(command, argument) for every argument with choices, in every command's parser."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from ((f"{name} {where}", found) for where, found in _choice_arguments(sub))
        elif action.choices is not None:
            yield "/".join(action.option_strings) or action.dest, action


def test_every_choice_argument_says_its_refusal_in_the_tables_language():
    found = list(_choice_arguments(build_parser()))
    assert len(found) > 10  # the walk reaches the commands' arguments
    left = [where for where, action in found if not isinstance(action.type, Choice)]
    assert not left, f"choice arguments left to argparse's 'invalid choice': {left}"


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", path, "--factions", "marquise,eyrie", "--seed", 1)[0] == 0
    return path


def _words(lang) -> list[str]:
    """The phases as the table's language says them: what a refusal lists."""
    return [str(TERMS["phase"](p, lang)) for p in PHASES]


def _said(template, lang, **params) -> str:
    i18n.choose(lang)
    try:
        return render(template(**params), lang)
    finally:
        i18n.choose("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_value_like_none_is_refused_with_the_values(game, lang):
    code, out, err = run_cli("--lang", lang, "phase", game, "dawn")
    assert code == 2 and out == ""
    assert err.rstrip("\n").endswith(_said(UNKNOWN_VALUE, lang, typed="dawn", choices=_words(lang))), err
    assert "invalid choice" not in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_near_miss_of_an_id_is_named(game, lang):
    code, _, err = run_cli("--lang", lang, "phase", game, "daylite")
    assert code == 2
    said = _said(UNKNOWN_VALUE_MEANT, lang, typed="daylite", meant=did_you_mean(["daylight"]), choices=_words(lang))
    assert err.rstrip("\n").endswith(said), err


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_a_near_miss_of_the_tables_word_is_named_in_it(game, lang):
    word = str(TERMS["phase"]("daylight", lang))  # "Daglicht", "Día"
    typed = word[:-1] + "x"
    code, _, err = run_cli("--lang", lang, "phase", game, typed)
    assert code == 2
    said = _said(UNKNOWN_VALUE_MEANT, lang, typed=typed, meant=did_you_mean([word]), choices=_words(lang))
    assert err.rstrip("\n").endswith(said), err


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_the_tables_word_is_taken_for_the_value(game, lang):
    word = str(TERMS["phase"]("daylight", lang))
    code, _, err = run_cli("--lang", lang, "phase", game, word, "--mode", "teach")
    assert code == 0, err
    assert load_game(game).phase == "daylight"


def test_a_whole_number_choice(tmp_path):
    code, _, err = run_cli("setup", "autumn", "-o", tmp_path / "s.json", "--landmarks", "3")
    assert code == 2
    assert err.rstrip("\n").endswith(_said(UNKNOWN_VALUE, "en", typed="3", choices=["0", "1", "2"])), err
    code, _, err = run_cli("setup", "autumn", "-o", tmp_path / "s.json", "--landmarks", "x")
    assert code == 2 and "expected a whole number" in err


def test_an_optional_value_left_out_is_still_taken(game):
    code, _, err = run_cli("battle", game, "marquise", "eyrie", "1", "--ambush", "--dry-run")
    assert code != 2, err  # --ambush alone: an ambush card of no suit said


@pytest.mark.parametrize("lang", LANGS)
def test_a_command_typed_wrong_is_answered_with_the_nearest(lang):
    from rootboard.cli import COMMANDS

    commands = [name for names in COMMANDS.values() for name in names]
    code, out, err = run_cli("--lang", lang, "stauts", "g.json")
    assert code == 2 and out == ""
    said = _said(UNKNOWN_VALUE_MEANT, lang, typed="stauts", meant=did_you_mean(["status"]), choices=commands)
    assert err.rstrip("\n").endswith(said), err


def _mistyped(word: str) -> str:
    return word[:-1] + ("x" if word[-1] != "x" else "y")


@pytest.mark.parametrize("lang", LANGS)
def test_the_bots_order_suits_are_choices_in_the_tables_words(tmp_path, lang):
    """``bot --order``: a suit in the table's language taken, a near miss answered with the nearest."""
    from rootboard.game.bots.play import ORDER_SUITS

    from tests.cli.test_bot_commands import new_bot_game

    path = new_bot_game(tmp_path)
    word = str(TERMS["suit"]("rabbit", lang))
    code, _, err = run_cli("--lang", lang, "bot", path, "marquise", "--order", f"bird,{_mistyped(word)}")
    assert code == 2
    said = _said(UNKNOWN_VALUE_MEANT, lang, typed=_mistyped(word), meant=did_you_mean([word]),
                 choices=[str(TERMS["suit"](s, lang)) for s in ORDER_SUITS])
    assert err.rstrip("\n").endswith(said), err
    code, _, err = run_cli("--lang", lang, "bot", path, "marquise", "--order", str(TERMS["suit"]("bird", lang)))
    assert code == 0, err


@pytest.mark.parametrize("lang", LANGS)
def test_the_eyries_leader_is_typed_in_the_tables_words(game, lang):
    from rootboard.game.factions.eyrie.board import LEADERS

    word = str(TERMS["leader"]("commander", lang))
    code, _, err = run_cli("--lang", lang, "act", game, "eyrie-leader", f"leader={_mistyped(word)}")
    assert code == 2
    said = _said(UNKNOWN_VALUE_MEANT, lang, typed=_mistyped(word), meant=did_you_mean([word]),
                 choices=[str(TERMS["leader"](x, lang)) for x in LEADERS])
    assert err.rstrip("\n").endswith(said), err
    code, _, err = run_cli("--lang", lang, "act", game, "eyrie-leader", f"leader={word}")
    assert code == 0, err
    assert load_game(game).boards["eyrie"]["leader"] == "commander"


@pytest.mark.parametrize("lang", LANGS)
def test_the_decrees_columns_are_typed_in_the_tables_words(game, lang):
    from rootboard.game.factions.eyrie.board import COLUMNS

    word = str(TERMS["decree-column"]("battle", lang))
    typed = _mistyped(word)
    for command in (["eyrie-resolve", f"column={typed}", "index=0", "where=1"],
                    ["eyrie-decree", 'cards=["ambush-fox","ambush-mouse"]', f'columns=["move","{typed}"]']):
        code, _, err = run_cli("--lang", lang, "act", game, *command, "--dry-run")
        assert code == 2
        said = _said(UNKNOWN_VALUE_MEANT, lang, typed=typed, meant=did_you_mean([word]),
                     choices=[str(TERMS["decree-column"](c, lang)) for c in COLUMNS])
        assert err.rstrip("\n").endswith(said), err
    # the word itself is taken: judged by the Law (no card there to resolve, 7.5.2), not bad input
    code, _, err = run_cli("--lang", lang, "act", game, "eyrie-resolve", f"column={word}", "index=0", "where=1",
                           "--dry-run")
    assert code == 1, err
