"""The items a log moves of a faction that is no Vagabond (its Crafted Items box, 4.1.2, which
rootboard does not model): one rule, :func:`rootboard.notation.translate.crafts.others_items`,
read by the translation of a game without a Vagabond and by his reading (.vagabond) in a game
with one, which only tells whose items they are."""

from __future__ import annotations

import pytest

from rootboard.notation import read_text
from rootboard.notation.translate import NotModelled
from rootboard.notation.translate.crafts import ITEM_ON_MAP, OTHERS_ITEMS, others_items
from tests.notation.test_translate import steps_of

OTHERS, ON_MAP = OTHERS_ITEMS.id, ITEM_ON_MAP.id

# Each form his reading tells apart, written on the Marquise's turn, and what the rule says of it.
FORMS = [
    ("%t->e", [OTHERS]),  # exhausted
    ("%t+%b->e", [OTHERS, OTHERS]),  # two exhausted: one said for each
    ("%t+%b->r", [OTHERS]),  # refreshed together: one said for the whole refresh
    ("%s->3", [ON_MAP]),  # put on the map (a torch of Scorched Earth)
    ("%t+%s->3", [ON_MAP, ON_MAP]),
    ("%s10->$", [OTHERS]),  # taken from a ruin: no item put on the map
    ("%xE$->$", [OTHERS]),  # from the Eyrie's Crafted Items to hers
    ("%c->", [OTHERS]),  # removed
    ("%_->e", [OTHERS]),  # every item
]

WITHOUT_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\nC:{}\n"
WITH_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\nV: C\n\nC:t_k->1\nE:b+6w->12\nV:#thief->$/p->1_2_5_10\n\nC:{}\n"


def said(steps) -> list[str]:
    assert all(isinstance(s, NotModelled) for s in steps)
    return [s.reason.id for s in steps]


@pytest.mark.parametrize("text, ids", FORMS)
def test_the_rule_says_each_item_of_another_faction_not_modelled_a_refresh_once(text, ids):
    (move,) = read_text(WITHOUT_HIM.format(text)).turns[-1].actions
    assert said(others_items(move)) == ids


@pytest.mark.parametrize("game", [WITHOUT_HIM, WITH_HIM], ids=["without-a-vagabond", "with-a-vagabond"])
@pytest.mark.parametrize("text, ids", FORMS)
def test_a_replay_says_of_another_faction_s_items_what_the_rule_says(game, text, ids):
    """Read without his reading (a game without him) or with it (a game with him, the items the
    Marquise's): the same rule says them."""
    assert said(steps_of(game.format(text), 0)) == ids
