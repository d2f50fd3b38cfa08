"""grammar.py's plainest forms, read whole by one pattern (issue 32): every action of the
published games that is read so is exactly what the reader makes of it, and whatever the
reader notes or refuses is left to it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rootboard.notation import grammar, read_file
from rootboard.notation.errors import RootlogError
from rootboard.notation.writer import action_text
from tests.notation import strategies
from tests.notation.games import PUBLISHED
from tests.notation.spec import C, E


def _by_the_reader(text, current):
    notes = []
    return grammar._ActionReader(text, 1, 1, current, notes).action(), notes


@pytest.mark.parametrize("path", PUBLISHED, ids=[p.stem for p in PUBLISHED])
def test_every_plain_action_of_a_published_game_is_what_the_reader_reads(path):
    plain = 0
    for turn, action in read_file(path).actions():
        current = turn.faction if turn else None
        found = grammar._plain(action.text, current, 1, 1)
        if found is None:
            continue
        plain += 1
        read, notes = _by_the_reader(action.text, current)
        assert notes == []
        assert found == read
        assert repr(found) == repr(read)  # where it was read too, which equality leaves out
    assert plain > 0


@pytest.mark.parametrize("text", [
    "w->3", "2Dw3->5+6", "t+9Ew9->0", "b_s->3", "w12->", "++", "E++2", "--3", "XE9", "CXD12",
    "#->E", "3#A->$", "B#P->", "F#dom$->A$", "#sap@->", "w->$", "3w$->", "2w->O$+3", "Ow$->",
    "%f->e", "%s->s", "%b->sr", "%x->t", "Z%s", "Z%f", "(2w+2Dw)8->", "(Eb+Ew+w)10->", "(w+t)7->",
    "(Pt_s+Pw)6->3", "(w)$->", "(2w+Dw)0->", "(2w+Ow)$->O$",
    "Ztun", "Zsabo", "Zfpart", "Z@", "Zhh"])
def test_plain_forms_read_as_the_reader_reads_them(text):
    found = grammar._plain(text, C, 1, 1)
    assert found is not None
    read, notes = _by_the_reader(text, C)
    assert notes == [] and found == read and repr(found) == repr(read)


@pytest.mark.parametrize("text", [
    "w->13", "w13->3", "2w03->5", "01w->3", "12345w->3", "Sw->3", "b_x->3", "Cb->3", "t_3_j->3", "b_f_t->3",
    "++0", "++02", "++12345", "XE0", "XE13", "XE9B@", "XE9(1,2)", "XSw3", "w1_2_5->3", "t3<->t5",
    "r->3", "f->3", "++->E$", "A#->", "0#->E", "#->S", "#->$_r", "F#*->E", "#->Q", "#h_E$->", "#->E+A",
    "w->O", "w->$_r", "w->S$", "%_->e", "2%f->e", "%f3->e", "%f->er", "%f->s+e", "%f->3", "Z%_", "Zh", "Z", "Zsabo3", "Zh_E", "ZSabo",
    "(w3+w)5->", "(w+t)7+w3->", "w3+(w+t)7->", "(w+f)7->", "(w+w)13->", "(w+w)->3", "(w+w", "(w+(w))3->",
    "(w+w)1_2->", "(w+w)$_r->", "()3->", "(w+Sw)3->"])
def test_what_the_reader_notes_or_refuses_is_left_to_it(text):
    assert grammar._plain(text, E) is None


@pytest.mark.parametrize("text", ["w->3", "++", "XE9", "#->$", "w->$", "Z%s"])
def test_an_unnamed_faction_in_a_header_line_is_left_to_the_reader(text):
    assert grammar._plain(text, None) is None
    with pytest.raises(RootlogError):
        grammar.read_action(text, 1, 1, None, [])


# --- the two readers held equal over generated texts, not only over the examples above ----------
#
# The quick path is a second reader of the plainest forms (issue 32): wherever it takes a text at
# all, it must give exactly what the reader gives, notes included (none). Written from any action
# the strategies make (a current player or a header line), and from any run of the grammar's own
# tokens, which reaches the near misses the writer never writes.

@settings(max_examples=1500, deadline=None)
@given(st.data())
def test_whatever_the_quick_path_takes_of_a_written_action_the_reader_reads_the_same(data):
    current = data.draw(st.sampled_from([C, E, None]))
    action = data.draw(strategies.actions(current_known=current is not None))
    text = action_text(action, current)
    _agree(text, current)


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(strategies.GRAMMAR_TOKENS), min_size=1, max_size=8).map("".join), st.sampled_from([C, E, None]))
def test_whatever_the_quick_path_takes_of_any_token_run_the_reader_reads_the_same(text, current):
    _agree(text, current)


def _agree(text, current):
    found = grammar._plain(text, current, 1, 1)
    if found is None:
        return  # the reader's alone
    read, notes = _by_the_reader(text, current)
    assert notes == []
    assert found == read and repr(found) == repr(read)
