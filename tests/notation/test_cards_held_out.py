"""The held-out check of the cards (issue 33, "Done when"): real games changed where the table
could have gone wrong with its cards; each change is found at its line, and no flag is raised
anew at an earlier line.

Each change is made in a published game's text: a craft its crafter cannot pay, an improvement
crafted twice, a dominance card activated under 10 points, a hand over five at the end of a
turn, a draw of more cards than the draw pile and the discard pile hold.
"""

from __future__ import annotations

import pytest

from rootboard.game.cards import places
from rootboard.game.craft import Craft
from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.translate.deck import card_id, rootlog_card
from tests.notation.games import PUBLISHED


def _insert(path, line: int, col: int, text: str) -> str:
    """The game's text with ``text`` as an action of its own at (line, col)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[line - 1]
    lines[line - 1] = row[:col - 1] + text + "/" + row[col - 1:]
    return "\n".join(lines)


def _replace(path, line: int, col: int, old: str, new: str) -> str:
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[line - 1]
    assert row[col - 1:col - 1 + len(old)] == old
    lines[line - 1] = row[:col - 1] + new + row[col - 1 + len(old):]
    return "\n".join(lines)


def _earlier(report, line: int) -> list:
    return sorted((f.line, f.col, f.category, f.message.id) for f in report.flags if f.line < line)


def _at(report, line: int, col: int) -> list:
    return [(f.category, f.message.id) for f in report.flags if (f.line, f.col) == (line, col)]


def _position_before(path, line: int, col: int):
    """The replayed position just before the action at (line, col): the log cut there."""
    lines = path.read_text(encoding="utf-8").split("\n")
    cut = "\n".join([*lines[:line - 1], lines[line - 1][:col - 1].rstrip("/")])
    return replay_log(read_text(cut + "\n")).state


def _own_turns(path):
    """(turn, its first action) of each turn after the setups, of a faction that is no Vagabond."""
    log = read_file(path)
    return [(t, t.actions[0]) for t in log.turns if not t.setup and t.actions and not t.faction.is_vagabond]


@pytest.mark.parametrize("path", PUBLISHED[:4], ids=lambda p: p.stem)
def test_a_draw_beyond_the_draw_pile_and_the_discard_pile_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    turn, first = _own_turns(path)[len(_own_turns(path)) // 2]
    deck = places.deck_size(report.state)  # more than the whole deck: never there
    changed = replay_log(read_text(_insert(path, first.line, first.col, f"{deck + 1}#->{turn.faction.code}")))
    assert _at(changed, first.line, first.col) == [(IMPOSSIBLE, "cards.cannot-draw")]
    assert _earlier(changed, first.line) == _earlier(report, first.line)


@pytest.mark.parametrize("path", PUBLISHED[:4], ids=lambda p: p.stem)
def test_a_hand_over_five_at_the_end_of_a_turn_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    turn, first = _own_turns(path)[len(_own_turns(path)) // 2]
    more = places.HAND_LIMIT + 1  # whatever the hand held, more than five after these
    text = _insert(path, first.line, first.col, f"{more}#->{turn.faction.code}")
    changed = replay_log(read_text(text))
    # The discard down to five the turn's end asks (each faction's Evening), said at its last action.
    last = next(t for t in read_text(text).turns if t.line == turn.line).actions[-1]
    assert (ASSUMED, "rootlog.replay.omitted-discard") in _at(changed, last.line, last.col)
    assert not [f for f in changed.flags if f.message.id == "cards.hand-limit"]  # then discarded: the turn ends
    assert _earlier(changed, first.line) == _earlier(report, first.line)


@pytest.mark.parametrize("path", PUBLISHED[:4], ids=lambda p: p.stem)
def test_a_dominance_card_activated_under_ten_points_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    turns = _own_turns(path)
    turn, first = turns[0]  # the first turn: no one has 10 points yet
    dominance = rootlog_card(report.state.deck, "dominance-fox")
    code = turn.faction.code
    changed = replay_log(read_text(_insert(path, first.line, first.col, f"{dominance}{code}->{code}$")))
    assert (ILLEGAL, "dominance.points") in _at(changed, first.line, first.col)
    assert _earlier(changed, first.line) == _earlier(report, first.line)


def _legal_crafts(path, copies: int = 1):
    """The crafts of a card named (``Zsabo``) the replay found legal, of a card the deck holds
    ``copies`` or more of, with their turn."""
    from rootboard.game.cards.catalogue import deck

    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    log = read_file(path)
    held = {c.id: c.copies for c in deck(report.state.deck).cards}
    return report, [(t, a) for t in log.turns for a in t.actions
                    if isinstance(a, m.Craft) and isinstance(a.what, m.Card) and (a.line, a.col) not in flagged
                    and held.get(card_id(report.state.deck, a.what), 0) >= copies]


CRAFTING = [p for p in PUBLISHED if _legal_crafts(p)[1]]
TWO_COPIES = [p for p in PUBLISHED if _legal_crafts(p, copies=2)[1]]  # crafted twice, a second copy is there


@pytest.mark.parametrize("path", TWO_COPIES[:3], ids=lambda p: p.stem)
def test_an_improvement_crafted_twice_is_found_at_its_line(path):
    report, crafts = _legal_crafts(path, copies=2)
    turn, craft = crafts[0]
    after = craft.col + len(craft.text) + 1  # the action just after it, in the same turn
    changed = replay_log(read_text(_insert(path, craft.line, after, craft.text)))
    assert (ILLEGAL, "craft.twice") in _at(changed, craft.line, after)
    assert _earlier(changed, craft.line) == _earlier(report, craft.line)


@pytest.mark.parametrize("path", CRAFTING[:3], ids=lambda p: p.stem)
def test_a_craft_its_crafter_cannot_pay_is_found_at_its_line(path):
    report, crafts = _legal_crafts(path)
    turn, craft = crafts[0]
    state = _position_before(path, craft.line, craft.col)
    who = turn.faction.faction_id
    from rootboard.game.cards.catalogue import deck

    crafted = card_id(state.deck, craft.what)
    unpaid = next(c.id for c in deck(state.deck).cards  # derived: a card of this deck this position cannot pay
                  if c.craftable and c.kind != "item" and c.id != crafted and places.copies_left(state, c.id) > 0
                  and Craft(who, c.id).check(state).message.id == "craft.short")
    name = rootlog_card(state.deck, unpaid).split("#", 1)[1]
    changed = replay_log(read_text(_replace(path, craft.line, craft.col, craft.text, f"Z{name}")))
    assert (ILLEGAL, "craft.short") in _at(changed, craft.line, craft.col)
    assert _earlier(changed, craft.line) == _earlier(report, craft.line)
