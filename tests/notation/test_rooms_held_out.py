"""The held-out check of the Lizard Cult's, Duchy's and Corvids' turns (issue 35): published games
changed where the table could have gone wrong with their boards; each change is found at its line,
and no flag is raised anew before it.

Each change is made in a published game's text at a place the game's own replay finds without a
doubt, and what is found is judged by the rooms' own checks (nothing expected is typed in):
(a) a Corvid plot placed without the warriors it costs (13.5.2): mega_exploding_birds, r1g5, r2g4,
after_dark; (b) a Lizard garden built in a clearing of another suit (10.5.1): orderly_eyrie, r2g3;
(c) a Duchy minister swayed without its cards revealed (12.5.3.II): r1g5, r1g3, after_dark;
(d) the Duchy's Price of Failure not paid after its building is removed (12.2.3): r1g5 and
after_dark, the published games that write one (r1g3's Duchy never loses a building while a minister
is swayed). The Lord of the Hundreds and the Keepers in Iron play in no published game.
"""

from __future__ import annotations

import re

import pytest

from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ILLEGAL, IMPOSSIBLE, replay_log
from rootboard.notation.start import faction_id
from rootboard.notation.translate.deck import SUITS
from tests.notation.games import PUBLISHED


def _in_game(fid: str):
    return [p for p in PUBLISHED if fid in replay_log(read_file(p)).state.factions]


def _without(path, action: m.Action) -> str:
    """The game's text with ``action`` (and its separator) left out."""
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[action.line - 1]
    start, end = action.col - 1, action.col - 1 + len(action.text)
    assert row[start:end] == action.text
    if end < len(row) and row[end] == "/":
        end += 1
    elif start > 0 and row[start - 1] == "/":
        start -= 1
    lines[action.line - 1] = row[:start] + row[end:]
    return "\n".join(lines)


def _replaced(path, action: m.Action, text: str) -> str:
    lines = path.read_text(encoding="utf-8").split("\n")
    row = lines[action.line - 1]
    assert row[action.col - 1:action.col - 1 + len(action.text)] == action.text
    lines[action.line - 1] = row[:action.col - 1] + text + row[action.col - 1 + len(action.text):]
    return "\n".join(lines)


def _before(report, line: int, col: int) -> list:
    return sorted((f.line, f.col, f.category, f.message.id) for f in report.flags if (f.line, f.col) < (line, col))


def _at(report, line: int, col: int) -> list:
    return [(f.category, f.message.id) for f in report.flags if (f.line, f.col) == (line, col)]


def _unflagged(path):
    """(log, report, the (line, col) of every flag) of a published game."""
    log = read_file(path)
    report = replay_log(log)
    return log, report, {(f.line, f.col) for f in report.flags}


def _pairs(log, fid: str):
    """(the action before, the action) of each two actions in a row on ``fid``'s turns."""
    for turn in log.turns:
        if turn.setup or faction_id(turn.faction) != fid:
            continue
        for before, action in zip(turn.actions, turn.actions[1:]):
            yield turn, before, action


# --- (a) A Corvid plot placed without its cost (13.5.2) ------------------------------------------

def _paid_plots(path):
    log, _, flagged = _unflagged(path)
    for _, before, action in _pairs(log, "corvids"):
        if re.fullmatch(r"\d*w(\d+)->", before.text) and re.fullmatch(r"t->(\d+)", action.text) \
                and before.text.split("w")[1][:-2] == action.text[3:] and (action.line, action.col) not in flagged \
                and (before.line, before.col) not in flagged:
            yield before, action


@pytest.mark.parametrize("path", _in_game("corvids"), ids=lambda p: p.stem)
def test_a_plot_placed_without_its_warriors_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    paid, plot = next(_paid_plots(path))
    changed = replay_log(read_text(_without(path, paid)))
    col = paid.col  # the plot now stands where its payment was written
    assert (ILLEGAL, "corvids.plot.unpaid") in _at(changed, plot.line, col)
    assert _before(changed, paid.line, paid.col) == _before(report, paid.line, paid.col)


# --- (b) A Lizard garden in a clearing of another suit (10.5.1) ------------------------------------

def _position_before(path, line: int, col: int):
    lines = path.read_text(encoding="utf-8").split("\n")
    cut = "\n".join([*lines[:line - 1], lines[line - 1][:col - 1].rstrip("/")])
    return replay_log(read_text(cut + "\n")).state


def _misplaced_gardens(path):
    """(the garden's placement, a clearing of another suit the Build would take but for its
    suit) after a reveal, derived by the ritual's own check in the position before the reveal."""
    from rootboard.game.factions.lizards.actions import WRONG_SUIT, RitualBuild

    log, _, flagged = _unflagged(path)
    for _, reveal, placed in _pairs(log, "lizards"):
        if not (isinstance(reveal, m.Reveal) and re.fullmatch(r"[FMR]#\^", reveal.text)
                and re.fullmatch(r"b_[fmr]->\d+", placed.text)) or (placed.line, placed.col) in flagged:
            continue
        state = _position_before(path, reveal.line, reveal.col)
        suit = SUITS[reveal.text[0]]
        for clearing in sorted(state.topology.board.clearings):
            if state.suits.get(clearing) != suit and \
                    RitualBuild(clearing, suit=suit).check(state).message.id == WRONG_SUIT.id:
                yield placed, clearing
                break


@pytest.mark.parametrize("path", _in_game("lizards"), ids=lambda p: p.stem)
def test_a_garden_built_in_a_clearing_of_another_suit_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    placed, clearing = next(_misplaced_gardens(path))
    changed = replay_log(read_text(_replaced(path, placed, f"{placed.text.split('->')[0]}->{clearing}")))
    assert (ILLEGAL, "lizards.ritual.wrong-suit") in _at(changed, placed.line, placed.col)
    assert _before(changed, placed.line, placed.col) == _before(report, placed.line, placed.col)


# --- (c) A minister swayed without its cards (12.5.3.II) -------------------------------------------

def _sways(path):
    log, _, flagged = _unflagged(path)
    for _, reveal, minister in _pairs(log, "duchy"):
        if isinstance(reveal, m.Reveal) and re.fullmatch(r"#[a-z]+->\$", minister.text) \
                and (minister.line, minister.col) not in flagged and (reveal.line, reveal.col) not in flagged:
            yield reveal, minister


@pytest.mark.parametrize("path", _in_game("duchy"), ids=lambda p: p.stem)
def test_a_minister_swayed_without_its_cards_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    reveal, minister = next(_sways(path))
    text = _without(path, reveal)
    changed = replay_log(read_text(text))
    assert (IMPOSSIBLE, "duchy.sway.count") in _at(changed, minister.line, reveal.col)
    assert _before(changed, reveal.line, reveal.col) == _before(report, reveal.line, reveal.col)
    from rootboard.game.factions.duchy.board import swayed

    lines = text.split("\n")  # the game cut just after the minister: a failed action changes nothing
    cut = "\n".join([*lines[:minister.line - 1], lines[minister.line - 1][:reveal.col - 1 + len(minister.text)]])
    assert minister.text[1:-3] not in swayed(replay_log(read_text(cut + "\n")).state)


# --- (d) The Price of Failure not paid (12.2.3) -----------------------------------------------------

def _prices(path):
    """(the Duchy building's removal, the Price written after it, the random card before it)."""
    log, _, flagged = _unflagged(path)
    for turn in log.turns:
        for n, action in enumerate(turn.actions):
            if not re.fullmatch(r"#[a-z]+D\$->", action.text) or (action.line, action.col) in flagged:
                continue
            removal = next(a for a in reversed(turn.actions[:n]) if re.search(r"Db_[cm]\d*", a.text))
            card = turn.actions[n - 1] if re.fullmatch(r"[FMRB]?#D->", turn.actions[n - 1].text) else None
            yield removal, action, card


PRICED = [p for p in _in_game("duchy") if next(_prices(p), None) is not None]


@pytest.mark.parametrize("path", PRICED, ids=lambda p: p.stem)
def test_a_price_of_failure_not_paid_is_found_at_the_removal(path):
    report = replay_log(read_file(path))
    removal, price, card = next(_prices(path))
    text = _without(path, price)
    if card is not None:  # its random card too: the whole Price left out
        text = _without_text(text, card)
    changed = replay_log(read_text(text))
    assert (ILLEGAL, "rootlog.replay.price-missing") in _at(changed, removal.line, removal.col)
    assert _before(changed, removal.line, removal.col) == _before(report, removal.line, removal.col)


def _without_text(text: str, action: m.Action) -> str:
    lines = text.split("\n")
    row = lines[action.line - 1]
    start = action.col - 1
    assert row[start:start + len(action.text) + 1] == action.text + "/"
    lines[action.line - 1] = row[:start] + row[start + len(action.text) + 1:]
    return "\n".join(lines)


def test_the_published_games_hold_each_held_out_change():
    assert len(PRICED) >= 2 and all(next(_paid_plots(p), None) for p in _in_game("corvids"))
