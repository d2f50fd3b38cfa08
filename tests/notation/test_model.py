"""model.py: what the data says for a translation: a move's steps, a piece's and a marker's
names from the spec's tables, ids of forests and factions."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from rootboard.notation.model import Board, Forest, ItemSpace, Marker, Move, Piece, Step
from tests.notation.spec import A, C, E, K, L, O, P, V, at, card, hireling, item, piece, read, thing
from tests.notation.strategies import boards, cards, other_markers, pieces, relationship_markers


def test_a_move_to_several_places_moves_its_count_to_each():
    move = read("w->3+11")
    assert list(move.steps()) == [Step(1, piece(C, "w"), None, at(3)), Step(1, piece(C, "w"), None, at(11))]


def test_each_thing_of_a_combined_move_is_a_step_of_its_own():
    move = read("(w+2Cw+Cb_s)3->", E)
    assert [(s.count, s.what.name, s.start, s.to) for s in move.steps()] == [
        (1, "warrior", at(3), None), (2, "warrior", at(3), None), (1, "sawmill", at(3), None)]


def test_an_items_area_and_state_are_one_destination():
    assert list(read("%b->s+e", V).steps()) == [Step(1, item("b"), None, ItemSpace("s", "e"))]
    assert list(read("%_d->s+r", V).steps()) == [Step(1, item(None), ItemSpace("d"), ItemSpace("s", "r"))]
    assert [s.what for s in read("%h+%c->r", V).steps()] == [item("h"), item("c")]


def test_pieces_are_named_by_their_factions_letters():
    assert [read(text, who).things[0].what.name for text, who in [
        ("b_r->1", C), ("b_r->1", A), ("b_r->1", L), ("t_r->1", O), ("t_r->1", P), ("t->1", P), ("t->1", C),
        ("t_1_j->1", K), ("b_t_j->1", K), ("w_w->1", C)]] == [
        "recruiter", "rabbit-base", "rabbit-garden", "rabbit-trade-post", "raid", "plot", "wood",
        "jewelry", "waystation", None]


def test_a_relic_has_its_value_and_a_waystation_its_face_down_relic():
    assert (piece(K, "t", "3", "j").value, piece(K, "t", "j").value) == (3, None)
    assert (piece(K, "b", "t", "j").face_down, piece(K, "b", "t", "j").name) == ("j", "waystation")
    assert piece(K, "b", "t", "t").name is None  # a waystation shows two different relics
    assert (piece(K, "t", "x", "j").value, piece(K, "b", "t", "t").face_down, piece(C, "t", "3", "j").value) == (
        None, None, None)
    assert piece(C, "b", "s", "x").name is None
    assert piece(hireling("E"), "w").name == "warrior" and piece(hireling("E"), "w", "x").name is None


def test_markers_and_board_areas_are_named_by_their_owner():
    assert [Marker(O, "").kind, Marker(E, "").kind, Marker(O, "f").kind, Marker(L, "ho").kind,
            Marker(V, "C").kind, Marker(C, "V").kind, Marker(C, "f").kind] == [
        "prices", "decree", "funds", "hated-outcast", "relationship", None, None]
    assert Marker(V, "C").toward == C and Marker(O, "h").toward is None
    assert [Board(E, "x").area_kind, Board(K, "3").area_kind, Board(E).area_kind] == [
        "decree-battle", "retinue-3", None]


def test_ids_for_a_translation():
    assert Forest((1, 2, 5, 10)).id == "1_2_5_10"
    assert (C.faction_id, hireling("E").faction_id, hireling("E").hireling_id) == ("marquise", None, "last-dynasty")
    assert hireling("E", demoted=True).code == "h_Ed" and V.is_vagabond and not hireling("V").is_vagabond
    assert card(None, "sap").full_name == "sappers" and card(None, "fpart").full_name == "partisans"
    assert card(None, "despot").kind == "leader" and card("B", "@").full_name == "ambush"


def test_where_an_action_was_read_is_no_part_of_its_value():
    first, second = read("w->3"), Move((thing(1, Piece(C, "w")),), (at(3),))
    assert first == second and (first.line, first.col, first.text) == (1, 1, "w->3")
    assert (second.line, second.col, second.text) == (0, 0, "")


@given(pieces, cards, st.one_of(other_markers, relationship_markers), boards)
def test_what_the_data_says_for_a_translation_is_a_name_or_none_for_any_data(a_piece, a_card, a_marker, a_board):
    assert a_piece.value in (None, 1, 2, 3) and a_piece.face_down in (None, "f", "t", "j")
    assert a_piece.name is None or (a_piece.value is None and a_piece.face_down is None) or a_piece.faction == K
    for said in (a_piece.name, a_card.full_name, a_card.kind, a_marker.kind, a_board.area_kind):
        assert said is None or isinstance(said, str)
    assert (a_marker.toward is not None) == a_marker.is_relationship


# The model's records that write their own __init__ (made by the hundred when a log is read, issue
# 32), found by what their class says, not listed: each takes every field as the record's own
# __init__ would (by position, then the keyword-only ones), with the record's defaults, and makes
# what it would, in the fields' order.
def _own_inits():
    import rootboard.notation.model as model

    return [c for c in vars(model).values() if isinstance(c, type) and c.__module__ == model.__name__
            and hasattr(c, "__record_fields__") and not getattr(c.__init__, "__record_made__", False)]


def test_the_model_records_with_an_own_init_include_the_most_made():
    assert {c.__name__ for c in _own_inits()} >= {"Move", "Step", "Thing", "Turn"}


@pytest.mark.parametrize("cls", _own_inits(), ids=lambda c: c.__name__)
def test_a_model_record_s_own_init_takes_its_fields_with_their_defaults(cls):
    import inspect

    from rootboard.records import MISSING, fields

    ordered = [f for f in fields(cls) if not f.kw_only] + [f for f in fields(cls) if f.kw_only]
    assert all(f.default_factory is MISSING for f in ordered)  # none made by a factory, so none to check
    taken = [(p.name, p.kind is p.KEYWORD_ONLY, p.default if p.default is not p.empty else MISSING)
             for p in list(inspect.signature(cls.__init__).parameters.values())[1:]]
    assert taken == [(f.name, f.kw_only, f.default) for f in ordered]
    values = {f.name: f"value-{f.name}" for f in ordered}
    made = cls(*[values[f.name] for f in ordered if not f.kw_only],
               **{f.name: values[f.name] for f in ordered if f.kw_only})
    assert list(vars(made).items()) == list(values.items())
