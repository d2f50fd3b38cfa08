"""The items a log moves of a faction that is no Vagabond (its Crafted Items box, 4.1.2): one
rule, :func:`rootboard.notation.translate.crafts.others_items`, read by the translation of a game
without a Vagabond and by his reading (.vagabond) in a game with one, which only tells whose items
they are. An item exhausted is the League of Adventurous Mice's exhaust, items refreshed the
refresh of the box (rootboard.game.cards.league); the rest is not modelled."""

from __future__ import annotations

import pytest

from rootboard.notation import read_text
from rootboard.notation.translate import NotModelled, Planned
from rootboard.notation.translate.crafts import ITEM_ON_MAP, OTHERS_ITEMS, others_items
from tests.notation.test_translate import steps_of

OTHERS, ON_MAP = OTHERS_ITEMS.id, ITEM_ON_MAP.id
EXHAUST, REFRESH = "league-exhaust", "refresh-crafted"  # the kinds of the actions they are read as

# Each form his reading tells apart, written on the Marquise's turn, and what the rule says of it.
FORMS = [
    ("%t->e", [EXHAUST]),  # exhausted: the League's exhaust
    ("2%t->e", [EXHAUST, EXHAUST]),  # twice: one exhaust each
    ("%t+%b->e", [EXHAUST, EXHAUST]),  # two exhausted: one for each
    ("%t+%b->r", [REFRESH]),  # refreshed together: one refresh of the box
    ("%_->r", [REFRESH]),  # every item refreshed
    ("%s->3", [ON_MAP]),  # put on the map (a torch of Scorched Earth)
    ("%t+%s->3", [ON_MAP, ON_MAP]),
    ("%s10->$", [OTHERS]),  # taken from a ruin: no item put on the map
    ("%xE$->$", [OTHERS]),  # from the Eyrie's Crafted Items to hers
    ("%c->", [OTHERS]),  # removed
    ("%_->e", [OTHERS]),  # every item exhausted: which, the log does not say
    ("%r->e", [OTHERS]),  # a torch is never crafted
]

WITHOUT_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\nC:{}\n"
WITH_HIM = "Map: Fall\nDeck: Standard\nC: A\nE: B\nV: C\n\nC:t_k->1\nE:b+6w->12\nV:#thief->$/p->1_2_5_10\n\nC:{}\n"


def said(steps) -> list[str]:
    """Each step: the kind of the action it plays, or the id of why it is not modelled."""
    assert all(isinstance(s, (NotModelled, Planned)) for s in steps)
    return [s.action.kind if isinstance(s, Planned) else s.reason.id for s in steps]


@pytest.mark.parametrize("text, ids", FORMS)
def test_the_rule_reads_each_item_of_another_faction_a_refresh_once(text, ids):
    (move,) = read_text(WITHOUT_HIM.format(text)).turns[-1].actions
    steps = others_items(move, "marquise")
    assert said(steps) == ids
    assert all(s.action.faction == "marquise" for s in steps if isinstance(s, Planned))


@pytest.mark.parametrize("text, ids", FORMS)
def test_items_of_an_owner_not_known_are_not_modelled(text, ids):
    (move,) = read_text(WITHOUT_HIM.format(text)).turns[-1].actions
    steps = others_items(move)  # no owner: nothing is played, each said as before the League was read
    assert set(said(steps)) <= {OTHERS, ON_MAP} and (ON_MAP in said(steps)) == (ON_MAP in ids)


def test_the_item_exhausted_and_refreshed_is_the_box_s_name_for_it():
    (move,) = read_text(WITHOUT_HIM.format("%c+%f->e")).turns[-1].actions
    assert [s.action.item for s in others_items(move, "marquise")] == ["coin", "boot"]
    (move,) = read_text(WITHOUT_HIM.format("%c+2%f->r")).turns[-1].actions
    assert [s.action.items for s in others_items(move, "marquise")] == [("coin", "boot", "boot")]


@pytest.mark.parametrize("game", [WITHOUT_HIM, WITH_HIM], ids=["without-a-vagabond", "with-a-vagabond"])
@pytest.mark.parametrize("text, ids", FORMS)
def test_a_replay_says_of_another_faction_s_items_what_the_rule_says(game, text, ids):
    """Read without his reading (a game without him) or with it (a game with him, the items the
    Marquise's): the same rule says them."""
    assert said(steps_of(game.format(text), 0)) == ids
