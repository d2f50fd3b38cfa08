"""writer.py: what it writes reads back to the same data, for the published games and for
logs made at random; it writes one canonical spelling of each action."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from rootboard.notation import read_file, read_text, write
from rootboard.notation.writer import action_text
from tests.notation.games import PUBLISHED, SPEC_EXAMPLE
from tests.notation.spec import A, C, E, K, O, P, V, read
from tests.notation.strategies import actions, logs

GAMES = [pytest.param(path, id=path.stem) for path in [*PUBLISHED, SPEC_EXAMPLE]]


@pytest.mark.parametrize("path", GAMES)
def test_a_published_game_reads_back_the_same_after_a_write(path):
    log = read_file(path)
    written = write(log)
    again = read_text(written)
    assert again == log
    assert write(again) == written
    assert [a.text for _, a in again.actions()] == [action_text(a, t.faction if t else None) for t, a in log.actions()]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(logs())
def test_any_log_reads_back_the_same_after_a_write(log):
    assert read_text(write(log)) == log


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions(True))
def test_any_action_reads_back_the_same_after_a_write(action):
    current = getattr(action, "faction", C) if type(action).__name__ in ("Craft", "Exposure") else C
    assert read(action_text(action, current), current) == action


CANONICAL = [
    ("(w+2Cw+Cb_s)3->", E, "(w+2Cw+Cb_s)3->"),
    ("w3+2Cw3->", E, "(w+2Cw)3->"),
    ("(2R+B)#A$->", E, "(2R+B)#A$->"),
    ("2R#A$+B#A$->", E, "(2R+B)#A$->"),
    ("(M+2F)#^", C, "M#+2F#^"),
    ("Cw->3", C, "w->3"),
    ("1w->3", C, "w->3"),
    ("(3w+r)1->12", C, "(3w+f)1->12"),
    ("(3w+ferry)1->12", C, "(3w+f)1->12"),
    ("Cf->3", C, "Cf->3"),
    ("++1", C, "++"),
    ("--1", C, "--"),
    ("C++2", C, "++2"),
    ("CXE3", C, "XE3"),
    ("F#C^A", C, "F#^A"),
    ("F#V^A", C, "F#V^A"),
    ("C^A", C, "^A"),
    ("Zh", A, "Z%h"),
    ("?Pt3^t_e", C, "?Pt_e3"),
    ("Pt3^Pt_e", C, "Pt3^t_e"),
    ("p->5_4_6", V, "p->4_5_6"),
    ("++->V$", V, "++->$"),
    ("h_E->A$4", A, "h_E->$4"),
    ("$_K->h", V, "$_K->h"),
    ("Vt_r->5", O, "Vt_r->5"),
    ("t_r->5", O, "t_r->5"),
    ("#faith$_2->", K, "#faith$_2->"),
    ("t10^t_2_t", K, "t10^t_2_t"),
    ("t4<->Pt12", P, "t4<->t12"),
]


@pytest.mark.parametrize("text, current, written", CANONICAL, ids=[c[0] for c in CANONICAL])
def test_each_action_is_written_in_one_canonical_spelling(text, current, written):
    assert action_text(read(text, current), current) == written
    assert read(written, current) == read(text, current)
