"""The Lizard Envoys' Start-of-Birdsong action played where the game keeps its cards (16.4.2.III):
a card of the most common printed suit among the top cards of the discard pile (counted from the
pile, never typed), not an ambush, birds as birds, ties the controller's choice; the card goes
to the controller's hand, seen (1.2.2); undone exactly; the table's form still there."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import replay
from rootboard.game.cards.catalogue import deck
from rootboard.game.cards.table import card_edit, discard_pile, known_in_hand
from rootboard.game.factions.hirelings.actions import UseHireling
from rootboard.game.factions.hirelings.envoys import SearchDiscard, top_cards
from rootboard.game.unconfirmed import HIRELING_TURNS
from tests.game.factions.hirelings.kit import ME, hired, offered

H = "warm-sun-prophets"  # demoted: the Lizard Envoys
TOP = HIRELING_TURNS["lizard-envoys"][0]["search"]


def of_suit(state, suit: str, kind: str = "item") -> list[str]:
    return [c.id for c in deck(state.deck).cards if c.suit == suit and c.kind == kind]


def envoys(pile: list[str]):
    """The Envoys controlled by ``ME`` at the start of its Birdsong, ``pile`` discarded in order."""
    state = hired(H, "birdsong", demoted=True)
    state.apply([card_edit(c, "draw", "discard") for c in pile])
    return state


def test_a_card_of_the_most_common_suit_on_top_is_taken_into_the_controllers_hand():
    state = envoys([])
    foxes, mice = of_suit(state, "fox"), of_suit(state, "mouse")
    buried = of_suit(state, "rabbit")[:TOP]  # under the top cards: not searched
    state = envoys([*buried, mice[0], foxes[0], foxes[1], mice[1], foxes[2]])
    assert top_cards(state, TOP)[-1] == foxes[2]
    verdicts = offered(state, "hireling-search")
    assert {a.card for a, v in verdicts.items() if v.legal} == set(foxes[:3])
    assert verdicts[SearchDiscard(H, mice[0])].message.id == "hireling-search.not-most"
    assert SearchDiscard(H, buried[-1]).check(state).message.id == "hireling-search.not-in-top"
    before = state.fields_json()
    assert replay.perform(state, SearchDiscard(H, foxes[1])).applied
    assert foxes[1] in known_in_hand(state, ME)
    assert discard_pile(state) == [*buried, mice[0], foxes[0], mice[1], foxes[2]]  # the rest in their order
    assert not replay.perform(state, SearchDiscard(H, foxes[0])).applied  # once a turn
    replay.undo(state)
    assert state.fields_json() == before


def test_an_ambush_is_never_taken_and_birds_count_as_birds_only():
    state = envoys([])
    birds, ambush = of_suit(state, "bird"), of_suit(state, "bird", "ambush")
    fox = of_suit(state, "fox")[0]
    state = envoys([birds[0], birds[1], ambush[0], fox, of_suit(state, "mouse")[0]])
    assert SearchDiscard(H, ambush[0]).check(state).message.id == "hireling-search.ambush"
    assert SearchDiscard(H, birds[0]).check(state).legal  # three birds: the most common suit
    assert SearchDiscard(H, fox).check(state).message.id == "hireling-search.not-most"


def test_a_tie_is_the_controllers_to_decide():
    state = envoys([])
    fox, mouse = of_suit(state, "fox")[:2], of_suit(state, "mouse")[:2]
    state = envoys([fox[0], mouse[0], fox[1], mouse[1], of_suit(state, "rabbit")[0]])
    assert SearchDiscard(H, fox[0]).check(state).legal and SearchDiscard(H, mouse[1]).check(state).legal


def test_without_cards_kept_the_search_is_the_tables():
    state = hired(H, "birdsong", demoted=True)
    verdict = SearchDiscard(H, "sword").check(state)
    assert not verdict.possible and verdict.message.id == "hireling-search.no-cards"
    assert not offered(state, "hireling-search")
    assert offered(state, "hireling-use")[UseHireling(H)].legal


def test_a_card_put_there_unseen_among_the_top_leaves_the_count_to_the_table():
    state = envoys([])
    foxes = of_suit(state, "fox")[:3]
    state = envoys(foxes)
    state.apply([card_edit(None, "draw", "hand:eyrie"), card_edit(None, "hand:eyrie", "discard")])
    verdict = SearchDiscard(H, foxes[0]).check(state)
    assert not verdict.legal and verdict.message.id == "hireling-search.unseen"
