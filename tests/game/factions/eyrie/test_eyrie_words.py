"""A Dutch or Spanish table reads the Eyrie's leaders, Decree columns and steps by the Law's words
(7.4-7.8), never by the ids the game keeps; English reads as it always has."""

from __future__ import annotations

import re

import pytest

import rootboard.game.terms  # noqa: F401  (the faction, piece and suit terms)
from rootboard.game.factions.eyrie import actions, setup
from rootboard.game.factions.eyrie.actions import STEP_NAMES, _step
from rootboard.game.factions.eyrie.board import COLUMNS, LEADERS, column_name, leader_name
from rootboard.game.setupkit.engine import Step, options
from rootboard.messages import text
from tests.i18n.test_glossary import glossary

TRANSLATED = ("nl", "es")


def _law_word(english: str, lang: str):
    """The glossary's row for an English word (its Dutch and Spanish cite the Law)."""
    rows = [row for row in glossary() if row["en"].fullmatch(english)]
    assert len(rows) == 1, english
    return rows[0][lang]


def _said(message, lang: str) -> str:
    return text(message, lang)


def _shows_id(said: str, id: str) -> bool:
    """Whether the English id is a word of the sentence ("move" is not one of "Mover")."""
    return re.search(rf"\b{re.escape(id)}\b", said, re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("leader", sorted(LEADERS))
def test_a_leader_is_named_by_the_laws_title(lang, leader):
    name = str(leader_name(leader, lang))
    assert _law_word(leader, lang).fullmatch(name), (leader, lang, name)
    for message in (actions.TURMOIL_LOG("7.7", who="eyrie", leader=leader),
                    actions.HAS_LEADER("7.3.3", who="eyrie", leader=leader),
                    actions.LEADER_DEPOSED("7.7.3", leader=leader, choices=[leader]),
                    setup.LEADER_CHOSEN("7.3.3", who="eyrie", leader=leader)):
        said = _said(message, lang)
        assert name in said and not _shows_id(said, leader), (message.id, said)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_turmoil_names_the_deposed_leader_and_the_new_one(lang):
    old, new = sorted(LEADERS)[:2]
    said = _said(actions.TURMOIL("7.7.1", who="eyrie", points=1, purged=2, old=old, leader=new), lang)
    assert str(leader_name(old, lang)) in said and str(leader_name(new, lang)) in said
    assert not _shows_id(said, old) and not _shows_id(said, new)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("leader", sorted(LEADERS))
def test_a_chosen_leaders_viziers_are_placed_in_columns_named_in_the_language(lang, leader):
    said = _said(actions.LEADER_CHOSEN("7.3.3", who="eyrie", leader=leader, columns=list(LEADERS[leader])), lang)
    for column in LEADERS[leader]:
        assert str(column_name(column, lang)) in said and not _shows_id(said, column), said


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("column", COLUMNS)
def test_a_decree_column_is_named_in_the_language(lang, column):
    assert str(column_name(column, lang)) != column
    said = _said(actions.RESOLVED("7.5.2", who="eyrie", column=column, index=0, where=5), lang)
    assert str(column_name(column, lang)) in said and not _shows_id(said, column), said


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("step", STEP_NAMES)
def test_a_step_out_of_time_is_named_in_the_language(lang, step):
    said = _said(actions.WRONG_STEP("7.4", action=step, who="eyrie", phase="Birdsong", current="marquise",
                                    now="Daylight"), lang)
    assert str(_step(step, lang)) in said and not _shows_id(said, step), said


@pytest.mark.parametrize("lang", TRANSLATED)
def test_an_empty_supply_names_the_piece_in_the_language(lang):
    said = _said(actions.SUPPLY_EMPTY("7.4.3", who="eyrie", piece="roost"), lang)
    assert not _shows_id(said, "roost") and str(rootboard.game.terms.piece_name("roost", lang)) in said, said


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_setups_leader_choices_are_named_in_the_language(lang):
    step = Step("eyrie.leader", "leader", setup.ASK_LEADER("7.3.3", who="eyrie"),
                options(LEADERS, lambda name: None, lambda name: setup.LEADER_CHOSEN("7.3.3", who="eyrie", leader=name)))
    assert [_said(step.value_name(x), lang) for x in LEADERS] == [str(leader_name(x, lang)) for x in LEADERS]


def test_english_says_the_ids_as_it_always_has():
    # Published games' English replays keep their words (the catalogues' English are the ids).
    assert [str(leader_name(x, "en")) for x in LEADERS] == list(LEADERS)
    assert [str(column_name(c, "en")) for c in COLUMNS] == list(COLUMNS)
    assert "despot" in _said(actions.TURMOIL_LOG("7.7", who="eyrie", leader="despot"), "en")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_her_board_shows_her_leader_the_deposed_and_the_decree_in_the_language(lang):
    from rootboard.derived.loading import load_topology
    from rootboard.game.factions.eyrie.board import board_words
    from rootboard.game.setupkit.engine import Setup
    from rootboard.setup.standard import SetupConfig, script

    leader, deposed = sorted(LEADERS)[-1], sorted(LEADERS)[0]
    made = Setup(script, load_topology("autumn"), SetupConfig(factions=("marquise", "eyrie"), suits="random"), seed=3)
    made.run_auto({"eyrie.leader": leader})
    state = made.state
    state.boards["eyrie"] = {**state.boards["eyrie"], "deposed": [deposed]}
    said = [_said(m, lang) for m in state.law["eyrie"].board_words(state)]
    assert said == [_said(m, lang) for m in board_words(state)]
    shown = "\n".join(said)
    assert str(leader_name(leader, lang)) in shown and str(leader_name(deposed, lang)) in shown
    assert all(str(column_name(c, lang)) in shown for c in COLUMNS)
    assert not any(_shows_id(shown, x) for x in (*LEADERS, *COLUMNS))


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_cards_added_to_the_decree_are_named_not_given_by_id(lang):
    from rootboard.game.cards.names import card_title

    cards = ["ambush-bird", "anvil"]
    said = _said(actions.DECREE_ADDED("7.4.2", who="eyrie", cards=cards, columns=["recruit", "move"]), lang)
    # The ids are lower case ("anvil"); a card whose name has no Dutch or Spanish source keeps its
    # English printed name ("Anvil"), capitalised.
    assert all(card_title(c, lang) in said and c not in said for c in cards), said


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_an_unknown_leader_or_column_lists_them_by_the_tables_words(lang):
    """Bad input names what may be typed as the table reads it (the Law's words), not the ids."""
    from rootboard.errors import BadInput
    from tests.game.gamekit import game

    state = game("autumn", ("eyrie", "marquise"))
    for bad, words in ((actions.ChooseLeader("emperor"), [leader_name(x, lang) for x in LEADERS]),
                       (actions.ResolveDecree("sail", 0, 1), [column_name(c, lang) for c in COLUMNS])):
        with pytest.raises(BadInput) as refused:
            bad.check(state)
        said = _said(refused.value.problem, lang)
        assert said.endswith(", ".join(map(str, words)) + ("" if isinstance(bad, actions.ChooseLeader) else ")")), said
