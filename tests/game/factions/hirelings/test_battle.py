"""The hirelings' abilities the table declares in battle (hirelings/battle.py, 16.4.2.II): the
Rabbit Scouts' controller, defending, spends a card matching the clearing before the roll to
deal the higher roll (like Guerrilla War, 8.2.2); refused when its hand is known empty, when
it attacks, when no hireling shows that side; the card leaves the hand; the file reopens."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.cards.actions import Discard, Draw
from rootboard.game.cards.places import discard_pile, hand_size
from rootboard.game.kinds import WARRIOR
from rootboard.game.modes import TEACH
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired
from tests.game.factions.hirelings.test_abilities import plain
from tests.game.gamekit import put, turn_of

ENEMY = PLAYERS[1]
SCOUTS = ("rabbit-scouts",)


def attacked(demoted: bool = True, cards: int = 1):
    """ENEMY attacking ME in a clearing, three warriors each; ME controls the Spring Uprising
    card (its Rabbit Scouts side if ``demoted``) and holds ``cards`` cards, its hand kept."""
    state = hired("spring-uprising", demoted=demoted)
    where = plain(state, 1)[0]
    put(state, where, ME, n=3)
    put(state, where, ENEMY, n=3)
    assert replay.perform(state, Draw(ME, 1)).applied and replay.perform(state, Discard(ME, (), 1)).applied
    if cards:
        assert replay.perform(state, Draw(ME, cards)).applied
    turn_of(state, ENEMY, "daylight")
    return state, where


def test_the_rabbit_scouts_controller_defending_deals_the_higher_roll_for_a_card():
    state, where = attacked()
    plain_battle = Battle(ENEMY, ME, where, (3, 1)).resolve(state)
    scouted = Battle(ENEMY, ME, where, (3, 1), effects=SCOUTS).resolve(state)
    assert plain_battle.higher == "attacker" and scouted.higher == "defender"
    assert scouted.hits == {"attacker": 1, "defender": 3} and plain_battle.hits == {"attacker": 3, "defender": 1}
    ids = [m.id for m in scouted.steps]
    # The card is spent before the roll, then the roll is dealt the other way (4.3.2).
    assert ids.index("hireling-ability.higher-roll.spends") < ids.index("hireling-ability.higher-roll") \
        < ids.index("battle.rolls")
    spent = next(m for m in scouted.steps if m.id == "hireling-ability.higher-roll")
    assert spent.sections[:2] == ("16.4.2.II", "8.2.2")
    piled = len(discard_pile(state))
    outcome = replay.perform(state, Battle(ENEMY, ME, where, (3, 1), effects=SCOUTS))
    assert outcome.applied and outcome.verdict.legal
    assert hand_size(state, ME) == 0 and len(discard_pile(state)) == piled + 1
    assert (state.count(where, (ME, WARRIOR)), state.count(where, (ENEMY, WARRIOR))) == (2, 0)
    from rootboard.gamefile.file import read_game_data

    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json()
    assert again.history[-1]["action"]["effects"] == list(SCOUTS)


def test_no_card_in_hand_refuses_it_and_teach_mode_applies_it_with_the_warning_logged():
    state, where = attacked(cards=0)
    battle = Battle(ENEMY, ME, where, (3, 1), effects=SCOUTS)
    before = state.to_json()
    refused = replay.perform(state, battle)
    assert not refused.applied and refused.verdict.possible and state.to_json() == before
    assert refused.verdict.message.id == "hireling-ability.higher-roll.no-card"
    assert "16.4.2.II" in refused.verdict.sections
    taught = replay.perform(state, battle, TEACH)
    assert taught.applied and state.history[-1]["verdict"]["message"]["id"] == "hireling-ability.higher-roll.no-card"
    assert state.count(where, (ENEMY, WARRIOR)) == 0  # the higher roll dealt as the table said


def test_only_its_controller_as_defender_may_use_it():
    state, where = attacked()
    turn_of(state, ME, "daylight")
    refused = Battle(ME, ENEMY, where, (3, 1), effects=SCOUTS).check(state)
    assert not refused.legal and refused.possible and refused.message.id == "battle.effect-only-as"
    # The promoted side shows: no hireling of the game has the ability.
    state, where = attacked(demoted=False)
    refused = Battle(ENEMY, ME, where, (3, 1), effects=SCOUTS).check(state)
    assert not refused.possible and refused.message.id == "hireling-ability.higher-roll.not-showing"
    # Another player's battle, its controller not in it.
    state, where = attacked()
    put(state, where, PLAYERS[2], n=2)
    refused = Battle(ENEMY, PLAYERS[2], where, (3, 1), effects=SCOUTS).check(state)
    assert not refused.possible and refused.message.id == "battle.effect-not-in-battle"
