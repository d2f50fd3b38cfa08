"""Everyone's writer (rootboard/notation/export/everyone.py) and the cards' (cards.py): the kinds
every faction writes alike are the Law's own actions, and what they write reads back to the same
position, a hireling's control (16.4.1) and an effect crafted and spent (4.1.3) among them (the
published games and the export tests have neither)."""

from __future__ import annotations

from rootboard.game import actions as act
from rootboard.game.modes import TEACH
from rootboard.game.newgame import LAW, new_game
from rootboard.game.replay import perform
from rootboard.notation import read_text
from rootboard.notation.export import cards, everyone, export
from rootboard.notation.replay import replay_log
from rootboard.notation.translate.deck import DECKS
from rootboard.notation.vocabulary import EFFECT_CARDS, HIRELINGS

PLAYERS = ("marquise", "eyrie", "alliance")


def test_every_kind_written_alike_is_an_action_of_the_law():
    for writer in (everyone, cards):
        assert writer.WRITES
        assert [kind for kind in writer.WRITES if LAW.action(kind) is None] == [], writer.__name__


def test_every_card_action_of_the_law_is_written_by_the_cards_writer():
    """A card drawn, discarded, given, revealed or taken (rootboard.game.cards.actions) is written
    as the table saw it (1.2.1), never left to a comment."""
    from rootboard.game.cards import actions as card_actions

    found = {kind for kind, action in LAW.actions.items() if action.__module__ == card_actions.__name__}
    assert found  # the Law has card actions to check
    assert found - set(cards.WRITES) == set()


def read_back(state):
    """``state`` exported and its Rootlog replayed: the position read back."""
    return replay_log(read_text(export(state))).state


def test_a_hireling_s_control_reads_back_with_its_markers():
    named = [card for _, _, card in HIRELINGS.values()][:3]  # hirelings Rootlog has letters for
    state = new_game("autumn", PLAYERS, seed=5, hirelings=named)
    first, second = named[:2]
    for action in (act.Control(first, PLAYERS[0]), act.Control(second, PLAYERS[1], 2)):
        assert perform(state, action, TEACH).applied
    again = read_back(state)
    assert again.controllers == state.controllers and again.controllers[second] == PLAYERS[1]
    assert again.control_markers == state.control_markers and again.control_markers.get(second) == 2


def an_effect_card_game():
    """A game on the deck whose cards put effects in force (Boat Builders, Tunnels: 4.1.3)."""
    state = new_game("autumn", PLAYERS, seed=5)
    state.deck = next(deck for deck in DECKS.values() if deck != "standard")
    return state, next(iter(EFFECT_CARDS.values()))


def test_an_effect_put_in_force_then_spent_reads_back_so():
    state, effect = an_effect_card_game()
    me = state.current
    assert perform(state, act.SetEffect(me, effect), TEACH).applied
    assert read_back(state).effects == state.effects == {me: {effect}}  # written as its craft (Zboat)
    assert perform(state, act.SetEffect(me, effect, False), TEACH).applied
    assert read_back(state).effects == state.effects == {}  # its card off its owner's board (#boatC$->)


def test_an_effect_put_in_force_for_another_than_the_one_on_turn_is_not_written_as_a_craft():
    """Rootlog crafts on the crafter's turn only (4.1): the effect is left to the turn's comment."""
    state, effect = an_effect_card_game()
    other = next(fid for fid in state.factions if fid != state.current)
    assert perform(state, act.SetEffect(other, effect), TEACH).applied
    again = read_back(state)
    assert again.effects == {} and [h["action"]["type"] for h in again.history] == ["end-turn"]
