"""The held-out check of the turns (issue 34, "Done when"): real games changed where the table
could have gone wrong with a faction's turn; each change is found at its line, and no flag is
raised anew at an earlier line.

Each change is made in a published game's text, by its rules' own checks (no expectation typed in):
sympathy spread without the supporters to pay for it (Law 8.4.2.II); an Evening with its draw
missing (Law 6.6, 8.6.2); an Aid with no item exhausted for it (Law 9.5.4); a building paid with
one wood fewer than its cost (Law 6.5.4.II); a Decree card left unplayed (Law 7.5.2).
"""

from __future__ import annotations

import pytest

from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ILLEGAL, replay_log
from rootboard.notation.translate.evening import EVENING, drawn
from rootboard.notation.start import faction_id
from tests.notation.games import PUBLISHED


def _insert(path, line: int, col: int, text: str) -> str:
    """The game's text with ``text`` as an action of its own at (line, col)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[line - 1]
    lines[line - 1] = row[:col - 1] + text + "/" + row[col - 1:]
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


def _after(action: m.Action) -> int:
    """The column just after an action: where the next action of its line starts."""
    return action.col + len(action.text) + 1


# --- Sympathy spread without its supporters (Law 8.4.2.II) -------------------------------------

def _is_sympathy(action: m.Action) -> bool:
    """``t->7``: Alliance sympathy placed from her supply (a spread, or an Organize's token)."""
    return isinstance(action, m.Move) and len(action.things) == 1 and action.to != () \
        and isinstance(action.things[0].what, m.Piece) and action.things[0].what.name == "sympathy" \
        and action.things[0].start is None and faction_id(action.things[0].what.faction) == "alliance"


def _unpaid_spreads(path):
    """(line, column, clearing) of a spread she cannot pay, written just after a token the replay
    placed without a flag on her own turn: a clearing her rules would let her spread to but for
    the supporters (derived from the position there, by the Spread's own check)."""
    from rootboard.game.factions.alliance.actions import SpreadSympathy

    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    for turn in read_file(path).turns:
        if turn.setup or faction_id(turn.faction) != "alliance":
            continue
        for action in turn.actions:
            if not _is_sympathy(action) or (action.line, action.col) in flagged:
                continue
            col = _after(action)
            state = _position_before(path, action.line, col)
            for clearing in sorted(state.topology.board.clearings):
                if SpreadSympathy(clearing).check(state).message.id == "alliance.supporters-short":
                    yield action.line, col, clearing
                    break
            else:
                continue
            break  # one a turn: the next turns' positions are the published game's


UNPAID = [p for p in PUBLISHED if next(_unpaid_spreads(p), None) is not None]


@pytest.mark.parametrize("path", UNPAID[:3], ids=lambda p: p.stem)
def test_sympathy_spread_without_its_supporters_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    line, col, clearing = next(_unpaid_spreads(path))
    changed = replay_log(read_text(_insert(path, line, col, f"t->{clearing}")))
    assert (ILLEGAL, "alliance.supporters-short") in _at(changed, line, col)
    assert _earlier(changed, line) == _earlier(report, line)


def test_the_published_games_allow_the_sympathy_check():
    assert len(UNPAID) >= 1  # at least one game has an Alliance whose spread can run short


# --- An Evening with its draw missing (Law 6.6, 8.6.2) ----------------------------------------

def _drawing_evenings(path):
    """(turn, its draw, the action before it) of each turn after the setups of a faction whose
    Evening draw the replay counts, ending with the draw (``#->C``) and drawing nothing else."""
    log = read_file(path)
    for turn in log.turns:
        if turn.setup or len(turn.actions) < 2 or faction_id(turn.faction) not in EVENING:
            continue
        last = turn.actions[-1]
        fid = faction_id(turn.faction)
        if isinstance(last, m.Move) and isinstance(last.to[0] if last.to else None, m.Hand) \
                and drawn(turn, fid) == sum(t.count for t in last.things):
            yield turn, last, turn.actions[-2]


def _without(path, action: m.Action) -> str:
    """The game's text with ``action`` (the last of its line) left out."""
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[action.line - 1]
    assert row[action.col - 1:action.col - 1 + len(action.text)] == action.text
    lines[action.line - 1] = row[:action.col - 2] + row[action.col - 1 + len(action.text):]
    return "\n".join(lines)


DRAWING = [p for p in PUBLISHED if next(_drawing_evenings(p), None) is not None]


@pytest.mark.parametrize("path", DRAWING[:3], ids=lambda p: p.stem)
def test_an_evening_with_its_draw_missing_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    turns = list(_drawing_evenings(path))
    turn, draw, before = turns[len(turns) // 2]  # mid-game: recruiters or bases on the map
    changed = replay_log(read_text(_without(path, draw)))
    assert (ILLEGAL, "rootlog.replay.evening-draw-short") in _at(changed, before.line, before.col)
    assert (ILLEGAL, "rootlog.replay.evening-draw-short") not in _at(report, draw.line, draw.col)
    assert _earlier(changed, draw.line) == _earlier(report, draw.line)


def test_the_published_games_allow_the_evening_check():
    assert len(DRAWING) >= 3


# --- An Aid without an item exhausted (Law 9.5.4) --------------------------------------------------

def _gives_from_his_hand(action: m.Action, fid: str) -> bool:
    """``#V->E``: cards from the Vagabond's hand to another player's hand."""
    return isinstance(action, m.Move) and len(action.to) == 1 and isinstance(action.to[0], m.Hand) \
        and faction_id(action.to[0].faction) != fid and bool(action.things) \
        and all(isinstance(t.what, m.Card) and isinstance(t.start, m.Hand) and faction_id(t.start.faction) == fid
                for t in action.things)


def _only_exhausts(action: m.Action) -> bool:
    """``%s->e``, ``%b->s+e``: items turned face down, nothing else."""
    return isinstance(action, m.Move) and bool(action.things) and all(
        isinstance(s.what, m.Item) and isinstance(s.to, m.ItemSpace) and s.to.state == "e" and s.to.area in ("", "s")
        and s.start is None for s in action.steps())


def _paid_aids(path):
    """(the item exhausted, the Aid's card) of each Aid of a Vagabond written as one card given
    right after one item exhausted, which the replay reads as his Aid, flagging neither."""
    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    aids = {(e["action"]["vagabond"], e["action"]["target"]) for e in report.state.history
            if e["action"]["type"] == "aid"}
    for turn in read_file(path).turns:
        fid = faction_id(turn.faction)
        if turn.setup or not report.state.law[fid].vagabond:
            continue
        for before, action in zip(turn.actions, turn.actions[1:]):
            if _gives_from_his_hand(action, fid) and sum(t.count for t in action.things) == 1 \
                    and _only_exhausts(before) and sum(s.count for s in before.steps()) == 1 \
                    and (fid, faction_id(action.to[0].faction)) in aids \
                    and not {(before.line, before.col), (action.line, action.col)} & flagged:
                yield before, action


AIDING = [p for p in PUBLISHED if next(_paid_aids(p), None) is not None]


@pytest.mark.parametrize("path", AIDING[:3], ids=lambda p: p.stem)
def test_an_aid_without_an_item_exhausted_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    item, card = next(_paid_aids(path))
    assert (ILLEGAL, "aid.no-item") not in _at(report, card.line, card.col)
    changed = replay_log(read_text(_without(path, item)))
    assert (ILLEGAL, "aid.no-item") in _at(changed, card.line, card.col - len(item.text) - 1)
    assert _earlier(changed, item.line) == _earlier(report, item.line)


def test_the_published_games_allow_the_aid_check():
    assert len(AIDING) >= 1


# --- A building paid with too little wood (Law 6.5.4.II) ------------------------------------------

def _wood_written(clearings: list[int]) -> str:
    """Her wood removed from ``clearings`` as Rootlog writes it (``t5+2t11->``)."""
    from collections import Counter

    return "+".join(f"{n if n > 1 else ''}t{c}" for c, n in Counter(clearings).items()) + "->"


def _paid_builds(path):
    """(the wood removed, the building placed) of each Build of the Marquise the replay reads
    as her room's (a marquise-build entry), paying two wood or more, flagging neither."""
    from rootboard.notation.translate.marquise import _building_placed, _wood_removed

    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    builds = {(e["action"]["clearing"], e["action"]["building"]) for e in report.state.history
              if e["action"]["type"] == "marquise-build"}
    for turn in read_file(path).turns:
        if turn.setup or faction_id(turn.faction) != "marquise":
            continue
        for wood, placed in zip(turn.actions, turn.actions[1:]):
            state = report.state
            removed, building = _wood_removed(wood, state), _building_placed(placed, state)
            if removed and len(removed) >= 2 and building and building[::-1] in builds \
                    and not {(wood.line, wood.col), (placed.line, placed.col)} & flagged:
                yield wood, placed, removed


BUILDING = [p for p in PUBLISHED if next(_paid_builds(p), None) is not None]


@pytest.mark.parametrize("path", BUILDING[:3], ids=lambda p: p.stem)
def test_a_building_paid_with_too_little_wood_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    wood, placed, removed = next(_paid_builds(path))
    short = _wood_written(removed[:-1])  # one wood fewer than the log pays
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[wood.line - 1]
    assert row[wood.col - 1:wood.col - 1 + len(wood.text)] == wood.text
    lines[wood.line - 1] = row[:wood.col - 1] + short + row[wood.col - 1 + len(wood.text):]
    changed = replay_log(read_text("\n".join(lines)))
    col = placed.col - len(wood.text) + len(short) if placed.line == wood.line else placed.col
    assert (ILLEGAL, "marquise.build.wood-short") in _at(changed, placed.line, col)
    assert (ILLEGAL, "marquise.build.wood-short") not in _at(report, placed.line, placed.col)
    assert _earlier(changed, wood.line) == _earlier(report, wood.line)


def test_the_published_games_allow_the_wood_check():
    assert len(BUILDING) >= 1


# --- A Decree column left unplayed (Law 7.5.2) ----------------------------------------------------

def _recruits(path):
    """(turn, a recruit of her Daylight) of each Eyrie turn of a published game whose recruits
    are as many as the recruit cards of her Decree (the position at the turn's end), with no
    Turmoil, the replay flagging none of her Decree: one recruit fewer leaves a card unplayed."""
    from rootboard.game.factions.eyrie.board import board_of, entries
    from rootboard.notation.translate.eyrie import _decree_pairs, is_purge

    report = replay_log(read_file(path))
    unresolved = {f.line for f in report.flags if f.message.id == "eyrie.decree-unresolved"}
    for turn in read_file(path).turns:
        if turn.setup or faction_id(turn.faction) != "eyrie" or turn.line in unresolved \
                or any(is_purge(a) for a in turn.actions):
            continue
        state = _position_before(path, turn.line + 1, 1)
        added = [i for i, a in enumerate(turn.actions) if _decree_pairs(a, state) is not None]
        if not added:
            continue
        recruits = [a for a in turn.actions[added[-1] + 1:] if isinstance(a, m.Move) and len(a.to) == 1
                    and isinstance(a.to[0], m.Clearing) and len(a.things) == 1 and a.things[0].start is None
                    and a.things[0].count == 1 and isinstance(a.things[0].what, m.Piece)
                    and a.things[0].what.name == "warrior" and faction_id(a.things[0].what.faction) == "eyrie"]
        cards = [c for c, _, _ in entries(board_of(state)) if c == "recruit"]
        if recruits and len(recruits) == len(cards) and recruits[-1] is not turn.actions[-1]:
            yield turn, recruits[-1]


UNPLAYED = [p for p in PUBLISHED if next(_recruits(p), None) is not None]


@pytest.mark.parametrize("path", UNPLAYED[:3], ids=lambda p: p.stem)
def test_a_decree_column_left_unplayed_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    turn, recruit = next(_recruits(path))
    last = turn.actions[-1]
    changed = replay_log(read_text(_without(path, recruit)))
    col = last.col - len(recruit.text) - 1 if last.line == recruit.line else last.col
    assert (ILLEGAL, "eyrie.decree-unresolved") in _at(changed, last.line, col)
    assert (ILLEGAL, "eyrie.decree-unresolved") not in _at(report, last.line, last.col)
    assert _earlier(changed, recruit.line) == _earlier(report, recruit.line)


def test_the_published_games_allow_the_decree_check():
    assert len(UNPLAYED) >= 1
