"""reader.py: the eight published games read whole, and what is read agrees with a second,
simpler reading of the same files (regular expressions over their lines); header faults are
refused at their line and column; files that are not text are refused, naming the file."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rootboard.notation import RootlogError, read_file, read_text, write
from rootboard.notation import vocabulary as words
from rootboard.notation.model import (
    Burrow, Card, Comment, FactionCode, Forest, Hire, Item, Landmark, Move, Piece, Player, Reveal, Turn)
from tests.notation.games import (
    PUBLISHED, SPEC_EXAMPLE, header_value, kind_counts, player_lines, raw_actions, suit_groups)
from tests.notation.spec import ALPHABET, C, E, V, at, hireling, piece, thing

GAMES = [pytest.param(path, id=path.stem) for path in PUBLISHED]


def _moves(log):
    return [action for _, action in log.actions() if isinstance(action, Move)]


@pytest.mark.parametrize("path", GAMES)
def test_every_action_is_read_at_its_line_and_column_with_its_text(path):
    log = read_file(path)
    read = [(action.line, action.col, action.text) for _, action in log.actions()]
    assert read == raw_actions(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    for line, col, text in read:
        assert lines[line - 1][col - 1:col - 1 + len(text)] == text


def test_the_eight_published_games_are_all_there():
    assert len(PUBLISHED) == 8


@pytest.mark.parametrize("path", GAMES)
def test_each_kind_of_action_is_counted_as_a_regular_expression_counts_it(path):
    log = read_file(path)
    read = {}
    for _, action in log.actions():
        read[type(action).__name__] = read.get(type(action).__name__, 0) + 1
    assert read == dict(kind_counts(path))


@pytest.mark.parametrize("path", GAMES)
def test_items_and_cards_moved_are_the_ones_written(path):
    log = read_file(path)
    moves = _moves(log)
    items = sum(isinstance(t.what, Item) for move in moves for t in move.things)
    cards = sum(isinstance(t.what, Card) for move in moves for t in move.things)
    texts = [move.text for move in moves]
    assert items == sum(text.count("%") for text in texts)
    grouped = [group for text in texts for group in suit_groups(text)]
    assert cards == sum(text.count("#") for text in texts) - len(grouped) + sum(g.count("+") + 1 for g in grouped)


@pytest.mark.parametrize("path", GAMES)
def test_every_forest_and_the_burrow_are_where_the_text_names_them(path):
    log = read_file(path)
    for move in _moves(log):
        for place in [t.start for t in move.things] + list(move.to):
            if isinstance(place, Forest):
                assert place.id in move.text
            if isinstance(place, Burrow):
                assert "0" in move.text.replace("10", "")


@pytest.mark.parametrize("path", GAMES)
def test_the_header_players_and_winner_are_those_of_the_file(path):
    log = read_file(path)
    assert log.map == header_value(path, "Map") and log.map_id in words.MAPS.values()
    assert log.deck == header_value(path, "Deck")
    clearings = header_value(path, "Clearings")
    assert log.clearings == (tuple(entry.strip()[0] for entry in clearings.split(",")) if clearings else None)
    assert "".join(f.code for f in log.pool) == header_value(path, "Pool")
    assert "".join(f.code for f in log.winner) == header_value(path, "Winner")
    assert [(p.faction.code, p.name) for p in log.players] == player_lines(path)


@pytest.mark.parametrize("path", GAMES)
def test_each_factions_first_turn_is_its_setup(path):
    log = read_file(path)
    firsts = {}
    for index, turn in enumerate(log.turns):
        firsts.setdefault(turn.faction, index)
        assert turn.setup == (firsts[turn.faction] == index)
    assert set(firsts) == {p.faction for p in log.players}


@pytest.mark.parametrize("path", GAMES)
def test_every_comment_is_kept(path):
    log = read_file(path)
    commented = [line for line in path.read_text(encoding="utf-8").split("\n") if "//" in line]
    assert len(log.comments) == len(commented)
    assert [c.text for c in log.comments] == [line.split("//", 1)[1].strip() for line in commented]


@pytest.mark.parametrize("path", GAMES)
def test_every_note_points_at_what_it_quotes(path):
    log = read_file(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    for note in log.notes:
        quoted = next(v for v in note.message.params.values() if isinstance(v, str))
        assert lines[note.line - 1][note.col - 1:].startswith(quoted)


def test_the_spec_example_turns_read_with_the_note_of_their_zh():
    log = read_file(SPEC_EXAMPLE)
    assert [t.faction.code for t in log.turns] == ["C", "O", "P", "A", "C", "O", "P", "A"]
    assert [n.message.id for n in log.notes] == ["rootlog.note.craft-item-letter"]
    assert len(list(log.actions())) == len(raw_actions(SPEC_EXAMPLE))


# --- Advanced Setup: landmarks, hirelings, a player's setup after its line ---------------------------------

ADVANCED = """\
// An Advanced Setup
Map: Lake
Deck: E&P
Clearings: F1, R2, M3, R4, F5, M6, M7, R8, F9, M10, R11, F12
Landmarks: treetop->3/ferry->9 // the Ferry set up by the draft
Hirelings: h_E, h_Vd, h_T/h_Ew->1+2/h_Vp->1_2_5/h_Tw->3_7
Pool: CEV
C: Ann
C:t_k->2/w->1+2
V: Bo
V:#thief->$/p->4_5_6_11
C:h_E->$2/XV4

Winner: C
"""


def test_an_advanced_setup_reads_its_landmarks_hirelings_and_interleaved_players():
    log = read_text(ADVANCED)
    assert log.landmarks == (Move((thing(1, Landmark("treetop")),), (at(3),)),
                             Move((thing(1, Landmark("ferry")),), (at(9),)))
    assert log.hirelings == (hireling("E"), hireling("V", demoted=True), hireling("T"))
    assert [type(a) for a in log.hireling_setup] == [Move, Move, Move]
    assert log.hireling_setup[2].to[0].__class__.__name__ == "Path"
    assert log.players == (Player(C, "Ann", 0), Player(V, "Bo", 1))
    assert [(t.faction, t.setup) for t in log.turns] == [(C, True), (V, True), (C, False)]
    assert log.turns[2].actions[0] == Hire(hireling("E"), C, 2)
    assert Comment("the Ferry set up by the draft", ("landmarks",), inline=True) in log.comments
    assert Comment("An Advanced Setup", ("map",)) in log.comments
    assert log.notes == ()


def test_a_map_without_printed_suits_and_no_clearings_is_read_with_a_note():
    log = read_text("Map: Winter\nDeck: Standard\nC: a\n")
    assert [(n.line, n.message.id) for n in log.notes] == [(1, "rootlog.note.no-clearings")]


NOTED = [
    ("Map: Fall\nDeck: E&P\nC:w->3/w->4\n", "rootlog.note.name-like-actions", 3, 1),
    ("Map: Fall\nDeck: E&P\nC: a\nWinner: E\n", "rootlog.note.winner-not-playing", 4, 1),
    ("Map: Fall\nDeck: E&P\nC: a\nC:w->3//x\nC:w->3;;w->4\n", "rootlog.note.empty-action", 5, 8),
]


@pytest.mark.parametrize("text, note, line, col", NOTED, ids=[n[1] for n in NOTED])
def test_odd_but_readable_lines_are_noted(text, note, line, col):
    log = read_text(text)
    assert [(n.message.id, n.line, n.col) for n in log.notes] == [(note, line, col)]


HEAD = "Map: Fall\nDeck: E&P\n"
REFUSED = [
    ("", "rootlog.no-map", 1, 1),
    ("// only a comment\n", "rootlog.no-map", 1, 1),
    ("Deck: E&P\nMap: Fall\n", "rootlog.missing-field", 1, 7),
    ("Map: Fall\nC: a\n", "rootlog.missing-field", 2, 1),
    ("Map: Fall\nMap: Fall\n", "rootlog.header-twice", 2, 1),
    (HEAD + "Pool: CE\nClearings: F1\n", "rootlog.header-order", 4, 1),
    (HEAD + "C: a\nPool: C\n", "rootlog.header-late", 4, 1),
    ("Map: Nowhere\n", "rootlog.unknown-map", 1, 6),
    ("Map: Fall\nDeck:  Big\n", "rootlog.unknown-deck", 2, 8),
    (HEAD + "Clearings: F1, B2\n", "rootlog.clearing-entry", 3, 16),
    (HEAD + "Clearings: F1, R1\n", "rootlog.clearing-twice", 3, 16),
    (HEAD + "Clearings: F1, R2\n", "rootlog.clearings-missing", 3, 12),
    (HEAD + "Clearings: F01\n", "rootlog.clearing-entry", 3, 12),
    (HEAD + "Landmarks: h_Ew->3\n", "rootlog.landmark-setup", 3, 12),
    (HEAD + "Landmarks: treetop->3+4\n", "rootlog.landmark-setup", 3, 12),
    (HEAD + "Hirelings: h_E, C\n", "rootlog.not-a-hireling", 3, 17),
    (HEAD + "Hirelings: h_E, h_Ed\n", "rootlog.listed-twice", 3, 17),
    (HEAD + "Hirelings: h_E/w->3\n", "rootlog.no-current", 3, 16),
    (HEAD + "Pool: CEC\n", "rootlog.listed-twice", 3, 9),
    (HEAD + "Pool: CXE\n", "rootlog.unknown-faction", 3, 8),
    (HEAD + "Pool:\n", "rootlog.no-factions", 3, 6),
    (HEAD + "X: a\n", "rootlog.unknown-faction", 3, 1),
    (HEAD + "h_E:w->3\n", "rootlog.hireling-turn", 3, 1),
    (HEAD + "foo\n", "rootlog.unknown-line", 3, 1),
    (HEAD + "C: a\nC:w ->3\n", "rootlog.spaces", 4, 4),
    (HEAD + "C: a\nC:w->3/w->13\n", "rootlog.clearing-range", 4, 11),
    (HEAD + "C: a\n  C: w->3 / w->13\n", "rootlog.clearing-range", 4, 16),
    (HEAD + "C: a\nWinner: C\nC:w->3\n", "rootlog.after-winner", 5, 1),
]


@pytest.mark.parametrize("text, problem, line, col", REFUSED, ids=[r[1] + f"-{i}" for i, r in enumerate(REFUSED)])
def test_header_and_line_faults_are_refused_at_their_line_and_column(text, problem, line, col):
    with pytest.raises(RootlogError) as refused:
        read_text(text)
    assert (refused.value.problem.id, refused.value.line, refused.value.col) == (problem, line, col)


def test_a_fault_in_a_file_names_the_file(tmp_path):
    path = tmp_path / "game.rootlog"
    path.write_text(HEAD + "C: a\nC:w->13\n", encoding="utf-8")
    with pytest.raises(RootlogError) as refused:
        read_file(path)
    assert refused.value.source == str(path)
    assert str(refused.value).startswith(f"{path}: line 4, column 6: ")


def test_a_file_that_is_not_utf8_text_is_refused_where_it_stops_being_text(tmp_path):
    path = tmp_path / "game.rootlog"
    path.write_bytes(b"Map: Fall\nDeck: E\xe9P\n")
    with pytest.raises(RootlogError) as refused:
        read_file(path)
    assert (refused.value.problem.id, refused.value.line, refused.value.col) == ("rootlog.not-utf8", 2, 8)


@pytest.mark.parametrize("make", ["missing", "folder"])
def test_a_path_that_is_no_readable_file_is_refused_naming_it(tmp_path, make):
    path = tmp_path / "game.rootlog"
    if make == "folder":
        path.mkdir()
    with pytest.raises(RootlogError) as refused:
        read_file(path)
    assert refused.value.problem.id == "rootlog.not-readable" and refused.value.source == str(path)


def test_windows_line_ends_and_a_byte_order_mark_read_as_plain_lines():
    plain = read_text(HEAD + "C: a\nC:w->3 // x\n")
    assert read_text("\ufeff" + (HEAD + "C: a\nC:w->3 // x\n").replace("\n", "\r\n")) == plain
    assert plain.turns == (Turn(C, (Move((thing(1, piece(C, "w")),), (at(3),)),), True),)


def test_a_reveal_of_a_hireling_or_a_faction_by_letter_keeps_its_letters():
    log = read_text(HEAD + "C: a\nE: b\nC:E^/^E\n")
    assert log.turns[0].actions == (Reveal(E, (), ()), Reveal(C, (), (E,)))
    assert FactionCode("C").faction_id == "marquise" and Piece(E, "b").name == "roost"


# --- never a crash ----------------------------------------------------------------------------------

TEXTS = [path.read_text(encoding="utf-8") for path in PUBLISHED]


@st.composite
def mutated_games(draw):
    """A published game with a few characters of one line inserted, deleted or replaced."""
    lines = draw(st.sampled_from(TEXTS)).split("\n")
    index = draw(st.integers(0, len(lines) - 1))
    line = lines[index]
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(line)))
        char = draw(st.sampled_from(ALPHABET + " \t/:"))
        line = draw(st.sampled_from([line[:at] + char + line[at:], line[:at] + line[at + 1:],
                                     line[:at] + char + line[at + 1:]]))
    lines[index] = line
    return "\n".join(lines)


@settings(max_examples=400, deadline=None)
@given(st.one_of(mutated_games(), st.text(max_size=200),
                 st.text(alphabet=ALPHABET + "\n :/", max_size=200).map(lambda t: HEAD + "C: a\n" + t)))
def test_no_text_crashes_the_reader_and_what_it_reads_it_writes_back(text):
    try:
        log = read_text(text)
    except RootlogError as refused:
        assert refused.line >= 1 and refused.col >= 1 and str(refused)
        return
    assert read_text(write(log)) == log
