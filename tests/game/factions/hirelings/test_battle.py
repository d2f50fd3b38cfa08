"""The hirelings' abilities the table declares in battle (hirelings/battle.py, 16.4.2.II): the
Rabbit Scouts' controller, defending, spends a card matching the clearing before the roll to
deal the higher roll (like Guerrilla War, 8.2.2); the Feline Physicians' controller spends one
to place its removed warriors in a clearing with its faction pieces (like Field Hospitals,
6.2.3). Each refused when the hand is known empty, when no hireling shows that side, when its
controller cannot use it; the card leaves the hand; the file reopens."""

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


# --- the Feline Physicians: removed warriors placed where its controller has faction pieces ---

def physicians(cards: int = 1):
    """ME attacking ENEMY in a clearing (three warriors each) at ME's Daylight, ENEMY
    controlling the Forest Patrol card on its Feline Physicians side, with a warrior in a second
    clearing and ``cards`` cards in its kept hand."""
    from rootboard.game import actions as act

    state = hired("forest-patrol", demoted=True)
    assert replay.perform(state, act.Control("forest-patrol", ENEMY)).applied
    where, refuge = plain(state, 2)
    put(state, where, ME, n=3)
    put(state, where, ENEMY, n=3)
    put(state, refuge, ENEMY)
    assert replay.perform(state, Draw(ENEMY, 1)).applied and replay.perform(state, Discard(ENEMY, (), 1)).applied
    if cards:
        assert replay.perform(state, Draw(ENEMY, cards)).applied
    turn_of(state, ME, "daylight")
    return state, where, refuge


def test_the_feline_physicians_place_the_removed_warriors_for_a_card():
    state, where, refuge = physicians()
    effect = (f"feline-physicians={refuge}",)
    piled = len(discard_pile(state))
    battle = Battle(ME, ENEMY, where, (2, 1), effects=effect)
    assert [m.id for m in battle.resolve(state).steps][-1] == "hireling-ability.physicians.placed"
    outcome = replay.perform(state, battle)
    assert outcome.applied and outcome.verdict.legal
    # Two removed in the battle clearing, placed beside the warrior that stood in the refuge.
    assert (state.count(where, (ENEMY, WARRIOR)), state.count(refuge, (ENEMY, WARRIOR))) == (1, 3)
    assert hand_size(state, ENEMY) == 0 and len(discard_pile(state)) == piled + 1
    from rootboard.gamefile.file import read_game_data

    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json()
    # Without it, they go to the supply (the Law's general rule).
    state, where, refuge = physicians()
    assert replay.perform(state, Battle(ME, ENEMY, where, (2, 1))).applied
    assert state.count(refuge, (ENEMY, WARRIOR)) == 1


def test_the_physicians_are_refused_without_a_card_or_a_clearing_with_its_pieces():
    from rootboard.errors import BadInput

    state, where, refuge = physicians(cards=0)
    battle = Battle(ME, ENEMY, where, (2, 1), effects=(f"feline-physicians={refuge}",))
    refused = battle.check(state)
    assert not refused.legal and refused.possible and refused.message.id == "hireling-ability.higher-roll.no-card"
    taught = replay.perform(state, battle, TEACH)  # the table decides: placed anyway, the warning logged
    assert taught.applied and state.count(refuge, (ENEMY, WARRIOR)) == 3
    assert state.history[-1]["verdict"]["message"]["id"] == "hireling-ability.higher-roll.no-card"
    state, where, refuge = physicians()
    empty = next(c for c in sorted(state.topology.board.clearings) if not state.count(c, (ENEMY, WARRIOR)))
    refused = Battle(ME, ENEMY, where, (2, 1), effects=(f"feline-physicians={empty}",)).check(state)
    assert not refused.legal and refused.message.id == "hireling-ability.physicians.no-pieces"
    try:
        Battle(ME, ENEMY, where, (2, 1), effects=("feline-physicians=forest",)).check(state)
        raise AssertionError("not a clearing, accepted")
    except BadInput as bad:
        assert bad.message.id == "hireling-ability.physicians.not-a-clearing"


def test_the_physicians_cannot_place_where_the_battle_removed_its_last_pieces():
    state, where, refuge = physicians()
    battle = Battle(ME, ENEMY, where, (3, 0), effects=(f"feline-physicians={where}",))
    assert [m.id for m in battle.resolve(state).steps][-1] == "hireling-ability.physicians.not-placed"
    outcome = replay.perform(state, battle)
    assert outcome.applied and state.count(where, (ENEMY, WARRIOR)) == 0
    assert hand_size(state, ENEMY) == 1  # no card spent for nothing
