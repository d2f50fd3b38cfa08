"""The Forest Patrol's card (hirelings/patrol.py, 16.4.2.II): a removal of Patrol warriors, in
battle or not, puts one of them on its card (one per removal, 1.5.4), kept out of its supply so
the file's piece count still balances; its Daylight action places all of them in a clearing with
Patrol warriors, refused otherwise citing the card, offered by the same check; the card's
warriors reopen with the game file and a tampered count is refused naming the element.
Clearings from the derived board, never typed."""

from __future__ import annotations

import json

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.hirelings.actions import UseHireling
from rootboard.game.factions.hirelings.patrol import ReturnFromCard, on_card
from rootboard.game.kinds import WARRIOR
from rootboard.game.placement import PieceRequest
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired, offered, refused_then_taught
from tests.game.factions.hirelings.test_abilities import plain
from tests.game.gamekit import put, turn_of

PATROL = "forest-patrol"
ENEMY = PLAYERS[1]


def patrolled(demoted: bool = False, n: int = 3):
    """The Forest Patrol card controlled by ME at its Daylight, ``n`` Patrol warriors in each of
    two plain clearings."""
    state = hired(PATROL, demoted=demoted)
    first, second = plain(state, 2)
    put(state, first, PATROL, n=n)
    put(state, second, PATROL, n=n)
    return state, first, second


def supplied(state) -> int:
    return state.supply.get((PATROL, WARRIOR), 0)


def reopened(state):
    from rootboard.gamefile.file import read_game_data

    return read_game_data(state.to_json()).state


def test_a_removal_of_patrol_warriors_puts_one_on_its_card_not_in_the_supply():
    state, first, _ = patrolled()
    before = supplied(state)
    outcome = replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 2), ENEMY))
    assert outcome.applied and "hireling-patrol.to-card" in [n.id for n in outcome.verdict.notes]
    note = next(n for n in outcome.verdict.notes if n.id == "hireling-patrol.to-card")
    assert "16.4.2.II" in note.sections and "1.5.4" in note.sections
    # Two removed at once: one on the card, one in the supply (1.5.4: one per removal).
    assert on_card(state, PATROL) == 1 and supplied(state) == before + 1
    assert state.out.get((PATROL, WARRIOR), 0) == 1 and state.boards[PATROL] == {"warriors": 1}
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 1), ENEMY)).applied
    assert on_card(state, PATROL) == 2 and supplied(state) == before + 1
    again = reopened(state)
    assert again.fields_json() == state.fields_json() and on_card(again, PATROL) == 2
    assert [m.id for m in state.law[PATROL].board_words(state)] == ["hireling-patrol.on-card"]
    replay.undo(state)  # its card is given back with the removal
    assert on_card(state, PATROL) == 1 and state.out.get((PATROL, WARRIOR), 0) == 1


def test_its_demoted_side_keeps_nothing_on_the_card():
    state, first, _ = patrolled(demoted=True)
    before = supplied(state)
    outcome = replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 2), ENEMY))
    assert outcome.applied and "hireling-patrol.to-card" not in [n.id for n in outcome.verdict.notes]
    assert on_card(state, PATROL) == 0 and supplied(state) == before + 2 and not state.law[PATROL].board_words(state)


def test_patrol_warriors_removed_in_battle_put_one_on_its_card():
    state, first, _ = patrolled()
    assert replay.perform(state, act.Control(PATROL, ENEMY)).applied
    put(state, first, ME, n=3)
    turn_of(state, ME, "daylight")
    before = supplied(state)
    battle = Battle(ME, PATROL, first, (2, 0))
    assert "hireling-patrol.to-card" in [m.id for m in battle.resolve(state).steps]
    outcome = replay.perform(state, battle)
    assert outcome.applied and state.count(first, (PATROL, WARRIOR)) == 1
    # Two hits dealt at the same time: one removal, one warrior on the card (1.5.4).
    assert on_card(state, PATROL) == 1 and supplied(state) == before + 1
    assert reopened(state).fields_json() == state.fields_json()


def test_its_action_places_every_warrior_on_its_card_in_a_clearing_with_patrol_warriors():
    state, first, second = patrolled()
    for _ in range(2):
        assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 1), ENEMY)).applied
    action = ReturnFromCard(PATROL, second)
    assert offered(state, "hireling-patrol")[action].legal  # offered by the same check
    outcome = replay.perform(state, action)
    assert outcome.applied and outcome.verdict.message.id == "hireling-patrol.done"
    assert state.count(second, (PATROL, WARRIOR)) == 5 and on_card(state, PATROL) == 0
    assert not state.out.get((PATROL, WARRIOR)) and PATROL not in state.boards
    assert reopened(state).fields_json() == state.fields_json()
    taken = replay.perform(state, ReturnFromCard(PATROL, second))  # nothing left on the card, and spent
    assert not taken.applied and taken.verdict.message.id == "hireling-patrol.none-on-card"


def test_a_clearing_without_patrol_warriors_is_refused_and_teach_mode_logs_the_warning():
    state, first, second = patrolled()
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 3), ENEMY)).applied
    action = ReturnFromCard(PATROL, first)  # its last warriors there were removed
    refused_then_taught(state, action, "hireling-patrol.none-there")
    assert state.count(first, (PATROL, WARRIOR)) == 1 and on_card(state, PATROL) == 0


def test_only_its_controller_once_in_daylight_and_only_the_forest_patrols_side():
    state, first, second = patrolled()
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 1), ENEMY)).applied
    turn_of(state, ENEMY, "daylight")
    assert ReturnFromCard(PATROL, second).check(state).message.id == "hireling-use.not-controller"
    turn_of(state, ME, "daylight")
    assert replay.perform(state, UseHireling(PATROL, 1)).applied  # move then battle, taken
    assert ReturnFromCard(PATROL, second).check(state).message.id == "hireling-use.taken"
    assert replay.perform(state, act.Control("popular-band", ME)).applied
    refused = ReturnFromCard("popular-band", second).check(state)  # its action places no card's warriors
    assert not refused.possible and refused.message.id == "hireling-patrol.no-return"
    state, first, second = patrolled(demoted=True)  # the Feline Physicians: no action at all
    with pytest.raises(BadInput):
        ReturnFromCard(PATROL, second).check(state)
    assert not offered(state, "hireling-patrol")


def _over_the_box(data):
    """A card and its warriors kept out both one more than the box holds (the rest unchanged)."""
    from rootboard.game.unconfirmed import HIRELINGS

    n = HIRELINGS[PATROL]["pieces"]["warrior"] + 1
    data["boards"][PATROL] = {"warriors": n}
    data["out"] = [[PATROL, WARRIOR, n] if entry[:2] == [PATROL, WARRIOR] else entry for entry in data["out"]]


@pytest.mark.parametrize("tamper, problem", [
    (_over_the_box, "hireling-patrol.over-box"),  # more than the box (1.5.1)
    (lambda data: data["boards"].update({PATROL: {"warriors": 2}}), "hireling-patrol.bad-board"),  # more than kept out
    (lambda data: data["boards"].pop(PATROL), "hireling-patrol.bad-board"),  # kept out, no card saying so
    (lambda data: data["boards"].update({PATROL: {"warriors": "1"}}), "game-file.expected-kind"),  # the schema's
])
def test_a_file_whose_card_holds_other_than_its_warriors_kept_out_names_the_element(tmp_path, tamper, problem):
    from rootboard.errors import GameFormatError
    from rootboard.gamefile.file import save_game
    from tests.helpers import load_game

    state, first, _ = patrolled()
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 1), ENEMY)).applied
    path = tmp_path / "game.json"
    save_game(state, path)
    assert load_game(path).fields_json() == state.fields_json()
    data = json.loads(path.read_text(encoding="utf-8"))
    tamper(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFormatError) as error:
        load_game(path)
    assert str(path) in str(error.value) and error.value.element == f"boards.{PATROL}.warriors"
    assert error.value.message.id == problem


def test_the_card_warriors_are_kept_out_of_the_supply_and_off_the_map():
    state, first, _ = patrolled()
    total = state.law[PATROL].piece(WARRIOR).count
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, first, 2), ENEMY)).applied
    on_map = sum(state.count(c, (PATROL, WARRIOR)) for c in state.topology.board.clearings)
    assert on_map + supplied(state) + state.out.get((PATROL, WARRIOR), 0) == total
