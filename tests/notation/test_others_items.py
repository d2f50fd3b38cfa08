"""The items a log moves of a faction that is no Vagabond (its Crafted Items box, 4.1.2): one
rule, :func:`rootboard.notation.translate.crafts.others_items`, read by the translation of a game
without a Vagabond and by his reading (.vagabond) in a game with one, which only tells whose items
they are. An item exhausted is the League of Adventurous Mice's exhaust, items refreshed the
refresh of the box (rootboard.game.cards.league); the rest is not modelled."""

from __future__ import annotations

import pytest

from rootboard.notation import read_file, read_text
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


# --- the League's move or battle (4.1.3; rootboard.game.turns.granted) ------------------------------

def _actor(action: dict) -> str | None:
    return action.get("attacker") or action.get("request", {}).get("faction")


def _league_replays():
    """The published games whose replay plays a League exhaust (a non-Vagabond's ``%x->e``)."""
    from rootboard.notation.replay import replay_log
    from tests.notation.games import PUBLISHED

    for path in PUBLISHED:
        if "->e" in path.read_text(encoding="utf-8"):
            state = replay_log(read_file(path)).state
            if any(e["action"]["type"] == EXHAUST for e in state.history):
                yield path.stem, state


def test_the_move_or_battle_replayed_after_the_league_s_exhaust_is_the_card_s():
    """In each published game that has one, the first move or battle of the exhausting faction
    after the exhaust, in its turn, is replayed as the card's (said so, its grant taken); no other is."""
    games = taken = 0
    for name, state in _league_replays():
        games += 1
        pending = None
        for entry in state.history[:state.cursor]:
            action, notes = entry["action"], [n["id"] for n in entry["verdict"].get("notes", [])]
            card_s = any(n.startswith("turn.granted-") for n in notes)
            if action["type"] == EXHAUST:
                pending = action["faction"]
            elif action["type"] == "end-turn":
                pending = None
            elif action["type"] in ("move", "battle") and _actor(action) == pending:
                assert card_s, (name, action)
                assert any(e[0] == "set" and e[1] == "used" and any(u.startswith("granted:") for u in e[2])
                           and not any(u.startswith("granted:") for u in e[3]) for e in entry["edits"]), name
                pending, taken = None, taken + 1
                continue
            assert not card_s, (name, action)
    assert games >= 1 and taken >= 1


def test_the_eyrie_s_decree_does_not_count_the_league_s_battle_or_move():
    """Her Decree read at the turn's end (7.5.2): the battle and the move written right after an
    item of her box exhausted are the League's (4.1.3), not the Decree's; the next are hers."""
    from rootboard.game.landmarks import clearing_suits
    from rootboard.notation.translate.crafts import league_exhaust
    from rootboard.notation.translate.eyrie import _daylight_actions
    from tests.game.gamekit import game

    text = "Map: Fall\nDeck: Standard\nC: A\nE: B\n\nC:t_k->1\nE:b+6w->12\n\nE:{}\n"
    state = game("autumn", ("marquise", "eyrie"))
    league, decree = "%f->e/XC1/2w12->8/%b->e/3w12->7", "XC1/2w12->8"
    (turn,) = [t for t in read_text(text.format(league)).turns if t.actions and league_exhaust(t.actions[0])]
    assert [league_exhaust(a) for a in turn.actions] == [True, False, False, True, False]
    done = _daylight_actions(state, turn.actions, 1)
    assert done["battle"] == [] and done["move"] == [clearing_suits(state, 12)]
    (plain,) = [t for t in read_text(text.format(decree)).turns if len(t.actions) == 2]
    done = _daylight_actions(state, plain.actions, 1)
    assert done["battle"] == [clearing_suits(state, 1)] and done["move"] == [clearing_suits(state, 12)]
