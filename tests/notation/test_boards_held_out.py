"""The held-out check of the faction boards (issue 34): real games changed where the table could
have gone wrong with a faction board; each change is found at its line by the room's own rules,
and no flag is raised anew at an earlier line.

Each change is made in a published game's text: two bird cards added to the Decree in one
Birdsong (7.4.2), an officer trained with no base on the map (8.5.3), a revolt where there is no
sympathy (8.4.1.I), sympathy spread away from sympathy (8.4.2.I), a Turmoil choosing a leader deposed before (7.7.3), a quest of another suit
than the clearing he does it in (9.5.5).
"""

from __future__ import annotations

import pytest

from rootboard.game.factions.alliance.board import bases_on_map
from rootboard.game.factions.eyrie.board import board_of
from rootboard.game.factions.vagabond.quests import QUEST_DATA
from rootboard.game.landmarks import clearing_suits
from rootboard.notation import model as m
from rootboard.notation import read_file, read_text
from rootboard.notation.replay import ILLEGAL, replay_log
from rootboard.notation.translate.deck import SUITS
from rootboard.notation.translate.quests import is_quest, plan
from tests.notation.games import PUBLISHED
from tests.notation.test_cards_held_out import _earlier, _insert, _position_before, _replace


def _with(paths, letter: str):
    return [p for p in paths if any(pl.faction.letter == letter for pl in read_file(p).players)]


def _decree_adds(action) -> bool:
    return isinstance(action, m.Move) and len(action.to) == 1 and isinstance(action.to[0], m.Board) \
        and (action.to[0].area_kind or "").startswith("decree-")


def _single_decree_adds(path):
    """The Decree's additions of one card, alone in their Birdsong, that the replay does not flag."""
    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    found = []
    for turn in read_file(path).turns:
        acts = turn.actions
        for n, action in enumerate(acts):
            alone = not any(_decree_adds(a) for a in (*acts[max(n - 1, 0):n], *acts[n + 1:n + 2]))
            if _decree_adds(action) and alone and sum(t.count for t in action.things) == 1 \
                    and (action.line, action.col) not in flagged:
                found.append(action)
    return report, found


EYRIE = [p for p in _with(PUBLISHED, "E") if _single_decree_adds(p)[1]]


@pytest.mark.parametrize("path", EYRIE[:3], ids=lambda p: p.stem)
def test_two_birds_added_to_the_decree_in_one_birdsong_are_found_at_their_line(path):
    report, adds = _single_decree_adds(path)
    add = adds[0]
    area = add.to[0].area
    changed = replay_log(read_text(_replace(path, add.line, add.col, add.text, f"2B#E->E$_{area}")))
    assert [(f.category, f.message.id) for f in changed.flags if (f.line, f.col) == (add.line, add.col)] \
        == [(ILLEGAL, "eyrie.two-birds")]
    assert _earlier(changed, add.line) == _earlier(report, add.line)


def _alliance_turns_without_base(path):
    log = read_file(path)
    return [t for t in log.turns if t.faction.letter == "A" and not t.setup and t.actions
            and not bases_on_map(_position_before(path, t.actions[0].line, t.actions[0].col))]


ALLIANCE = [p for p in _with(PUBLISHED, "A") if _alliance_turns_without_base(p)]


@pytest.mark.parametrize("path", ALLIANCE[:3], ids=lambda p: p.stem)
def test_an_officer_trained_with_no_base_on_the_map_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    first = _alliance_turns_without_base(path)[0].actions[0]
    changed = replay_log(read_text(_insert(path, first.line, first.col, "#A->/w->A$")))
    assert (ILLEGAL, "alliance.train-no-base") in [(f.category, f.message.id) for f in changed.flags
                                                  if (f.line, f.col) == (first.line, first.col)]
    assert not [f for f in changed.flags if f.message.id == "rootlog.replay.board-pieces" and f.line == first.line
                and f.col > first.col and f.col < first.col + len("#A->/w->A$/")]  # the officer is Train's own
    assert _earlier(changed, first.line) == _earlier(report, first.line)


def _second_turmoils(path):
    """(the leader card of a Turmoil after the first, the leaders face down before it)."""
    log = read_file(path)
    found, seen = [], 0
    for turn in log.turns:
        for n, action in enumerate(turn.actions):
            if isinstance(action, m.Move) and not action.to and len(action.things) == 1 \
                    and isinstance(action.things[0].what, m.Marker) and action.things[0].what.kind == "decree":
                leader = next((a for a in turn.actions[n + 1:] if isinstance(a, m.Move) and len(a.things) == 1
                               and isinstance(a.things[0].what, m.Card) and a.things[0].what.kind == "leader"), None)
                seen += 1
                if leader is not None and seen > 1:
                    deposed = board_of(_position_before(path, action.line, action.col))["deposed"]
                    if deposed:
                        found.append((leader, deposed))
    return found


TURMOILS = [p for p in _with(PUBLISHED, "E") if _second_turmoils(p)]


@pytest.mark.parametrize("path", TURMOILS[:3], ids=lambda p: p.stem)
def test_a_turmoil_choosing_a_deposed_leader_is_found_at_its_line(path):
    report = replay_log(read_file(path))
    leader, deposed = _second_turmoils(path)[0]
    changed = replay_log(read_text(_replace(path, leader.line, leader.col, leader.text, f"#{deposed[0]}->E$")))
    # Turmoil is played where the log writes its points or its purge, on the leader's line (7.7.3).
    assert (ILLEGAL, "eyrie.leader-deposed") in [(f.category, f.message.id) for f in changed.flags
                                                if f.line == leader.line and f.col <= leader.col]
    assert _earlier(changed, leader.line) == _earlier(report, leader.line)


def _quests_of_another_suit(path):
    """(a quest the replay does not flag, the letter of another suit with a quest of the same
    items, not his clearing's) for each such quest of the game."""
    from rootboard.notation.translate import Translator
    from rootboard.game.factions import LAW

    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    log = read_file(path)
    found = []
    for turn in log.turns:
        for n, action in enumerate(turn.actions):
            if not (isinstance(action, m.Move) and any(is_quest(s) for s in action.steps())) \
                    or (action.line, action.col) in flagged:
                continue
            state = _position_before(path, action.line, action.col)
            ctx = Translator(log, LAW).begin(turn)
            found_plan = plan(ctx, state, n)
            quest, covered, suit = found_plan.quest, found_plan.covered, found_plan.suit
            if not covered or found_plan.improvised is not None:  # Improvise's items fit more quests
                continue
            items = sorted(next(q[3] for q in QUEST_DATA if q[0] == quest))
            here = clearing_suits(state, state.where_is((ctx.current, "pawn"))[0])
            others = [s for _, _, s, i in QUEST_DATA if sorted(i) == items and s != suit and s not in here]
            if others:
                letter = {name: letter for letter, name in SUITS.items()}[others[0]]
                found.append((action, letter))
    return report, found


QUESTS = [p for p in _with(PUBLISHED, "V") if _quests_of_another_suit(p)[1]]


@pytest.mark.parametrize("path", QUESTS[:3], ids=lambda p: p.stem)
def test_a_quest_of_another_suit_than_his_clearing_is_found_at_its_line(path):
    report, quests = _quests_of_another_suit(path)
    action, letter = quests[0]
    changed = replay_log(read_text(_replace(path, action.line, action.col, action.text,
                                            letter + action.text[action.text.index("#"):])))
    assert (ILLEGAL, "quest.wrong-suit") in [(f.category, f.message.id) for f in changed.flags
                                            if (f.line, f.col) == (action.line, action.col)]
    assert _earlier(changed, action.line) == _earlier(report, action.line)




def _revolts(path):
    """(the supporters spent, the base placed) of each Revolt the replay does not flag."""
    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    found = []
    for turn in read_file(path).turns:
        if turn.faction.letter != "A":
            continue
        for n, action in enumerate(turn.actions):
            if (action.line, action.col) in flagged or not isinstance(action, m.Move) or action.to \
                    or not all(isinstance(t.what, m.Card) and isinstance(t.start, m.Board) for t in action.things):
                continue
            base = next((a for a in turn.actions[n + 1:] if isinstance(a, m.Move) and len(a.to) == 1
                         and any((t.what.name or "").endswith("-base") for t in a.things
                                 if isinstance(t.what, m.Piece))), None)
            moment = next(mo for mo in report.moments if (mo.line, mo.col) == (action.line, action.col))
            made = report.state.history[moment.cursor - 1]["action"]["type"] if moment.cursor else None
            if base is not None and made == "alliance-revolt":  # the replay read this spend as her Revolt
                found.append((action, base))
    return report, found


REVOLTS = [p for p in _with(PUBLISHED, "A") if _revolts(p)[1]]


@pytest.mark.parametrize("path", REVOLTS[:3], ids=lambda p: p.stem)
def test_a_revolt_where_there_is_no_sympathy_is_found_at_its_line(path):
    from rootboard.game.factions.alliance.board import sympathetic

    report, revolts = _revolts(path)
    spent, base = revolts[0]
    state = _position_before(path, spent.line, spent.col)
    where = base.to[0].number
    elsewhere = next(c for c, s in sorted(state.suits.items())  # derived: same suit, no sympathy
                     if s == state.suits[where] and c != where and c not in sympathetic(state))
    text = base.text.replace(f"->{where}", f"->{elsewhere}")
    changed = replay_log(read_text(_replace(path, base.line, base.col, base.text, text)))
    assert (ILLEGAL, "alliance.not-sympathetic") in [(f.category, f.message.id) for f in changed.flags
                                                    if (f.line, f.col) == (spent.line, spent.col)]
    assert _earlier(changed, spent.line) == _earlier(report, spent.line)


def _spreads(path):
    """(the supporters spent, the token placed in one clearing) of each spread of sympathy the
    replay reads as hers and does not flag."""
    report = replay_log(read_file(path))
    flagged = {(f.line, f.col) for f in report.flags}
    found = []
    for turn in read_file(path).turns:
        if turn.faction.letter != "A":
            continue
        for spent, token in zip(turn.actions, turn.actions[1:]):
            if (spent.line, spent.col) in flagged or not isinstance(token, m.Move) or len(token.to) != 1:
                continue
            moment = next(mo for mo in report.moments if (mo.line, mo.col) == (spent.line, spent.col))
            made = report.state.history[moment.cursor - 1]["action"]["type"] if moment.cursor else None
            if made == "alliance-spread" and token.text.startswith("t->"):
                found.append((spent, token))
    return report, found


SPREADS = [p for p in _with(PUBLISHED, "A") if _spreads(p)[1]]


@pytest.mark.parametrize("path", SPREADS[:3], ids=lambda p: p.stem)
def test_sympathy_spread_away_from_sympathy_is_found_at_its_line(path):
    from rootboard.game.factions.alliance.board import adjacent_clearings, sympathetic
    from rootboard.game.placement import PieceRequest, check_place

    report, spreads = _spreads(path)
    spent, token = spreads[-1]  # late in the game: sympathy on the map to be away from
    state = _position_before(path, spent.line, spent.col)
    have = set(sympathetic(state))
    away = next(c for c in sorted(state.suits)  # derived: no sympathy there or next to it, a token may stand
                if c not in have and not set(adjacent_clearings(state, c)) & have
                and check_place(state, PieceRequest("alliance", "sympathy", c)).legal)
    changed = replay_log(read_text(_replace(path, token.line, token.col, token.text, f"t->{away}")))
    assert (ILLEGAL, "alliance.not-adjacent") in [(f.category, f.message.id) for f in changed.flags
                                                 if (f.line, f.col) == (spent.line, spent.col)]
    assert _earlier(changed, spent.line) == _earlier(report, spent.line)


def test_each_change_is_tried_somewhere():
    # A held-out check that finds no game to change checks nothing.
    assert EYRIE and ALLIANCE and TURMOILS and QUESTS and REVOLTS and SPREADS
