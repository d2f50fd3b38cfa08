"""grammar.py: every example of the spec (Rootlog_V2.md, v2.8) reads as the spec explains it,
malformed actions are refused at their column with a message id, and no text crashes it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rootboard.notation.errors import RootlogError
from rootboard.notation.model import (
    Amount, Battle, Board, Burrow, Craft, DiscardPile, Dominance, Exposure, Flip, Forest, Hand, Hire, ItemSpace,
    Landmark, Marker, Move, Path, Quests, Reveal, Score, Status, SuitValue, Swap)
from tests.notation import strategies
from tests.notation.spec import (
    ALPHABET, A, C, D, E, G, H, K, L, O, P, V, at, card, hireling, item, piece, read, thing)

# --- the spec's examples, each with what the spec says it means -----------------------------------------

MOVE_EXAMPLES = [
    # "Move Examples"
    ("2Dw3->5", C, Move((thing(2, piece(D, "w"), at(3)),), (at(5),))),
    ("4w10->4", C, Move((thing(4, piece(C, "w"), at(10)),), (at(4),))),
    ("b->3", E, Move((thing(1, piece(E, "b")),), (at(3),))),
    ("p->12", V, Move((thing(1, piece(V, "p")),), (at(12),))),
    ("At5->", C, Move((thing(1, piece(A, "t"), at(5)),))),
    ("F#domO->C", O, Move((thing(1, card("F", "dom"), Hand(O)),), (Hand(C),))),
    ("M#E->P", E, Move((thing(1, card("M"), Hand(E)),), (Hand(P),))),
    ("#V->C", V, Move((thing(1, card(), Hand(V)),), (Hand(C),))),
    ("F#C->", C, Move((thing(1, card("F"), Hand(C)),))),
    ("#->C", C, Move((thing(1, card()),), (Hand(C),))),
    ("3#A->$", A, Move((thing(3, card(), Hand(A)),), (Board(A),))),
    ("3F#$->", A, Move((thing(3, card("F"), Board(A)),))),
    ("#E->A$", E, Move((thing(1, card(), Hand(E)),), (Board(A),))),
    ("%sO$->V$", O, Move((thing(1, item("s"), Board(O)),), (Board(V),))),
    ("%s12->$", V, Move((thing(1, item("s"), at(12)),), (Board(V),))),
    ("%s->e", V, Move((thing(1, item("s")),), (ItemSpace(state="e"),))),
    ("%fe->", V, Move((thing(1, item("f"), ItemSpace(state="e")),))),
    # "Discard Pile Start Location"
    ("F#@*->P", P, Move((thing(1, card("F", "@"), DiscardPile()),), (Hand(P),))),
    ("M#favor*->V", V, Move((thing(1, card("M", "favor"), DiscardPile()),), (Hand(V),))),
    # "Combining Examples"
    ("w->3+11", C, Move((thing(1, piece(C, "w")),), (at(3), at(11)))),
    ("t1+t2+t5->", A, Move(tuple(thing(1, piece(A, "t"), at(n)) for n in (1, 2, 5)))),
    ("w+t_r->10", O, Move((thing(1, piece(O, "w")), thing(1, piece(O, "t", "r"))), (at(10),))),
    ("%h+%c+%s->r", V, Move(tuple(thing(1, item(x)) for x in "hcs"), (ItemSpace(state="r"),))),
    # "Grouping Examples"
    ("(w+2Cw+Cb_s)3->", E, Move((thing(1, piece(E, "w"), at(3)), thing(2, piece(C, "w"), at(3)),
                                 thing(1, piece(C, "b", "s"), at(3))))),
    ("(2R+B)#A$->", E, Move((thing(2, card("R"), Board(A)), thing(1, card("B"), Board(A))))),
    ("(2%c+%h)V$->d", E, Move((thing(2, item("c"), Board(V)), thing(1, item("h"), Board(V))),
                              (ItemSpace("d"),))),
    # "Item Locations"
    ("%sde->r", V, Move((thing(1, item("s"), ItemSpace("d", "e")),), (ItemSpace(state="r"),))),
    ("(%r+%t+%s)d->s", V, Move(tuple(thing(1, item(x), ItemSpace("d")) for x in "rts"), (ItemSpace("s"),))),
    ("%rde->s", V, Move((thing(1, item("r"), ItemSpace("d", "e")),), (ItemSpace("s"),))),
    ("%ct->s", V, Move((thing(1, item("c"), ItemSpace("t")),), (ItemSpace("s"),))),
    ("%fr->d", V, Move((thing(1, item("f"), ItemSpace(state="r")),), (ItemSpace("d"),))),
    # "Eyrie Dynasties": a new leader, the Decree discarded
    ("#commander->$", E, Move((thing(1, card(None, "commander")),), (Board(E),))),
    ("$_->", E, Move((thing(1, Marker(E, "")),))),
    # "Example Actions"
    ("#->O", O, Move((thing(1, card()),), (Hand(O),))),
    ("M#C->", C, Move((thing(1, card("M"), Hand(C)),))),
    ("F#V->C", V, Move((thing(1, card("F"), Hand(V)),), (Hand(C),))),
    ("%r->r", V, Move((thing(1, item("r")),), (ItemSpace(state="r"),))),
    ("%xd->", V, Move((thing(1, item("x"), ItemSpace("d")),))),
    ("w->5+6+12", C, Move((thing(1, piece(C, "w")),), (at(5), at(6), at(12)))),
    ("%uh_V$->", C, Move((thing(1, item("u"), Board(hireling("V"))),))),
    ("b_j_t->12", K, Move((thing(1, piece(K, "b", "j", "t")),), (at(12),))),
    ("(4Lw+2Lb_r)4->", C, Move((thing(4, piece(L, "w"), at(4)), thing(2, piece(L, "b", "r"), at(4))))),
    ("R#@*->A", A, Move((thing(1, card("R", "@"), DiscardPile()),), (Hand(A),))),
    ("#brigadier->$", D, Move((thing(1, card(None, "brigadier")),), (Board(D),))),
    ("#brigadierD$->", D, Move((thing(1, card(None, "brigadier"), Board(D)),))),
    ("%_d->s+r", V, Move((thing(1, item(None), ItemSpace("d")),), (ItemSpace("s"), ItemSpace(state="r")))),
    # Faction syntax: the Burrow, retinue columns, relics, the warlord, prices and the outcast
    ("2w->0", D, Move((thing(2, piece(D, "w")),), (Burrow(),))),
    ("#faith$_2->", K, Move((thing(1, card(None, "faith"), Board(K, "2")),))),
    ("t_3_f5->$", K, Move((thing(1, piece(K, "t", "3", "f"), at(5)),), (Board(K),))),
    ("Kt_f9->2_3_7_12", V, Move((thing(1, piece(K, "t", "f"), at(9)),), (Forest((2, 3, 7, 12)),))),
    ("t_t7_10_11->10", K, Move((thing(1, piece(K, "t", "t"), Forest((7, 10, 11))),), (at(10),))),
    ("w_w->12", H, Move((thing(1, piece(H, "w", "w")),), (at(12),))),
    ("$_->3", O, Move((thing(1, Marker(O, "")),), (Amount(3),))),
    ("$_f->2", O, Move((thing(1, Marker(O, "f")),), (Amount(2),))),
    ("$_o->M", L, Move((thing(1, Marker(L, "o")),), (SuitValue("M"),))),
    ("$_ho->F", L, Move((thing(1, Marker(L, "ho")),), (SuitValue("F"),))),
    ("$_K->h", V, Move((thing(1, Marker(V, "K")),), (Status("h"),))),
    ("$_O+$_C->h", V, Move((thing(1, Marker(V, "O")), thing(1, Marker(V, "C"))), (Status("h"),))),
    ("B#E->$_r", E, Move((thing(1, card("B"), Hand(E)),), (Board(E, "r"),))),
    ("h_Op->4", C, Move((thing(1, piece(hireling("O"), "p")),), (at(4),))),
    ("p->10_11_12", G, Move((thing(1, piece(G, "p")),), (Forest((10, 11, 12)),))),
    ("5_9->", C, Move((thing(1, Path(5, 9)),))),
    ("M#Q->$", V, Move((thing(1, card("M"), Quests()),), (Board(V),))),
    ("treetop->3", None, Move((thing(1, Landmark("treetop")),), (at(3),))),
]


@pytest.mark.parametrize("text, current, expected", MOVE_EXAMPLES, ids=[e[0] for e in MOVE_EXAMPLES])
def test_every_move_example_of_the_spec_reads_as_the_spec_explains(text, current, expected):
    notes = []
    assert read(text, current, notes) == expected
    assert notes == []


OTHER_EXAMPLES = [
    # "Reveal Examples"
    ("^A", C, Reveal(C, (), (A,))),
    ("F#^P", C, Reveal(C, (thing(1, card("F")),), (P,))),
    ("2M#^", C, Reveal(C, (thing(2, card("M")),), ())),
    ("V^O", C, Reveal(V, (), (O,))),
    ("F#+2M#^", C, Reveal(C, (thing(1, card("F")), thing(2, card("M"))), ())),
    ("(M+2F)#^", C, Reveal(C, (thing(1, card("M")), thing(2, card("F"))), ())),
    ("#^P", C, Reveal(C, (thing(1, card()),), (P,))),
    # Battles
    ("XE3", C, Battle(C, E, 3)),
    ("CXO12", V, Battle(C, O, 12)),
    ("h_OXD4", C, Battle(hireling("O"), D, 4)),
    ("XE10B@M@", E, Battle(E, E, 10, "B", "M")),
    ("XA3(0,3)", E, Battle(E, A, 3, rolls=(0, 3))),
    ("XE9F@", G, Battle(G, E, 9, "F")),
    # Crafts, scores, dominance, hiring
    ("Zrpart", C, Craft(C, card(None, "rpart"))),
    ("Zmurine", A, Craft(A, card(None, "murine"))),
    ("Z%t", V, Craft(V, item("t"))),
    ("++", C, Score(C, 1)),
    ("++4", V, Score(V, 4)),
    ("V++", E, Score(V, 1)),
    ("--5", E, Score(E, -5)),
    ("++->E$", V, Dominance(V, E)),
    ("h_E->A$4", A, Hire(hireling("E"), A, 4)),
    # The Corvids' and the Keepers' syntax
    ("?Pt_e3", C, Exposure(C, piece(P, "t", "e"), 3)),
    ("t3^t_e", P, Flip(piece(P, "t"), at(3), piece(P, "t", "e"))),
    ("Pt12^t_r", C, Flip(piece(P, "t"), at(12), piece(P, "t", "r"))),
    ("t10^t_2_t", K, Flip(piece(K, "t"), at(10), piece(K, "t", "2", "t"))),
    ("t12<->t4", P, Swap(thing(1, piece(P, "t"), at(12)), thing(1, piece(P, "t"), at(4)))),
]


@pytest.mark.parametrize("text, current, expected", OTHER_EXAMPLES, ids=[e[0] for e in OTHER_EXAMPLES])
def test_every_other_example_of_the_spec_reads_as_the_spec_explains(text, current, expected):
    assert read(text, current) == expected


# The spec's "Example Sequences", each on the turn of the faction its explanation names.
SEQUENCES = [
    ("XE3/(w+2Ew+Eb)3->/++", C, [Battle, Move, Score]),
    ("F#C->/F#dom->C", C, [Move, Move]),
    ("XA9/At9->/#E->A$/++2", E, [Battle, Move, Move, Score]),
    ("%_d->s+r/%t+%c->t", V, [Move, Move]),
    ("XP12/Pt12^t_r/w->4+7+9+10/++", C, [Battle, Flip, Move, Score]),
    ("3Cw->O$/B#saboO->C", C, [Move, Move]),
    ("2R#$->/(2Cw+Cb_s+Dw)3->/++/b_r+w->3/w->$", A, [Move, Move, Score, Move, Move]),
    ("XK9/2Kw9->/Kt_f9->2_3_7_12/$_K->h/++4", V, [Battle, Move, Move, Move, Score]),
    ("w12->/w_w->12", H, [Move, Move]),
    ("#sabo$->/#boatE$->", C, [Move, Move]),
    ("R#O->/Pw10->/w->10", O, [Move, Move, Move]),
    ("XE8/V++/(3w+2Ew)8->", C, [Battle, Score, Move]),
    ("Sp->9/(w+Ew+Lw)9->", C, [Move, Move]),
    ("#bankO->/w->$", O, [Move, Move]),
    ("%r->e/CXO12/(2Cw+3Ow)12->/$_O+$_C->h/++3", V, [Move, Battle, Move, Move, Score]),
    ("t_t7_10_11->10/t10^t_2_t/#faith$_2->", K, [Move, Flip, Move]),
    ("h_Op->4/h_OXD4/3Dw4->", C, [Move, Battle, Move]),
    ("t_3_f5->$/++5", K, [Move, Score]),
    ("#^P/?Pt3^t_e/#C->P", C, [Reveal, Exposure, Move]),
    ("XC9/R#C->/2Cw9->2/(2w+Cb_s)9->/++", A, [Battle, Move, Move, Move, Score]),
    ("#false$->/3Dw8->9/t9^t_b/3Dw9->/++3", P, [Move, Move, Flip, Move, Score]),
]


@pytest.mark.parametrize("sequence, current, kinds", SEQUENCES, ids=[s[0] for s in SEQUENCES])
def test_every_example_sequence_of_the_spec_reads(sequence, current, kinds):
    actions = [read(text, current) for text in sequence.split("/")]
    assert [type(action) for action in actions] == kinds


def test_sequences_mean_what_the_spec_says():
    # "The Vagrant Vagabond instigates a battle between the Marquise and the Riverfolk."
    assert read("CXO12", V).attacker == C
    # "The Keepers delve a relic (possibly foolishly)": a tablet worth 2.
    flip = read("t10^t_2_t", K)
    assert (flip.becomes.name, flip.becomes.value) == ("tablet", 2)
    # "Furious Protector comes into town": S is that hireling's letter.
    assert read("Sp->9").things[0].what.faction == hireling("S")
    # "The Woodland Alliance revolts": a rabbit base and a warrior, then an officer.
    revolt = read("b_r+w->3", A)
    assert [t.what.name for t in revolt.things] == ["rabbit-base", "warrior"]
    # The Marquise's Field Hospitals: warriors move from the battle to the keep's clearing.
    assert read("2Cw9->2", A) == Move((thing(2, piece(C, "w"), at(9)),), (at(2),))


# --- accepted with a note --------------------------------------------------------------------------------

NOTED = [
    ("(3w+r)1->12", C, "rootlog.note.ferry-letter", 5,
     Move((thing(3, piece(C, "w"), at(1)), thing(1, Landmark("ferry"), at(1))), (at(12),))),
    ("Zh", A, "rootlog.note.craft-item-letter", 2, Craft(A, item("h"))),
    ("Sp->9", C, "rootlog.note.bare-hireling", 1, Move((thing(1, piece(hireling("S"), "p")),), (at(9),))),
    ("?Pt3^t_e", C, "rootlog.note.exposure-as-flip", 1, Exposure(C, piece(P, "t", "e"), 3)),
    ("p->5_4_6_11", V, "rootlog.note.unsorted", 4, Move((thing(1, piece(V, "p")),), (Forest((4, 5, 6, 11)),))),
    ("r_b+w->7", A, "rootlog.note.unknown-piece", 1,
     Move((thing(1, piece(A, "r", "b")), thing(1, piece(A, "w"))), (at(7),))),
    ("$_f->1", E, "rootlog.note.unknown-marker", 1, Move((thing(1, Marker(E, "f")),), (Amount(1),))),
    ("#->$_q", E, "rootlog.note.unknown-area", 4, Move((thing(1, card()),), (Board(E, "q"),))),
]


@pytest.mark.parametrize("text, current, note, col, expected", NOTED, ids=[n[0] for n in NOTED])
def test_old_or_unnamed_spellings_are_read_with_a_note_at_their_column(text, current, note, col, expected):
    notes = []
    assert read(text, current, notes) == expected
    assert [(n.message.id, n.col) for n in notes] == [(note, col)]


def test_the_pre_2_8_ferry_letter_is_the_ferry_the_2_8_letter_is():
    assert read("(3w+r)1->12") == read("(3w+f)1->12") == read("(3w+ferry)1->12")


# --- refused, at the column of the fault ---------------------------------------------------------------

REFUSED = [
    ("w->13", C, "rootlog.clearing-range", 4),
    ("w->05", C, "rootlog.leading-zero", 4),
    ("w->1_0_5", C, "rootlog.clearing-range", 6),
    ("p->4_4_5", V, "rootlog.repeated-clearing", 6),
    ("0w->3", C, "rootlog.count-zero", 1),
    ("2(w+b)->3", C, "rootlog.count-before-group", 2),
    ("(w+(b))->3", C, "rootlog.nested-group", 4),
    ("(w+b->3", C, "rootlog.unclosed-group", 5),
    ("(w3+b)4->", C, "rootlog.start-twice", 2),
    ("CB#->", C, "rootlog.card-owner", 1),
    ("#->*", C, "rootlog.discard-start-only", 4),
    ("w->C", C, "rootlog.no-place-for", 4),
    ("#->5", C, "rootlog.no-place-for", 4),
    ("w5+$_C->h", V, "rootlog.marker-alone", 1),
    ("$_C->3", V, "rootlog.marker-value", 6),
    ("$_h->F+", O, "rootlog.trailing", 7),
    ("$_o->h", L, "rootlog.marker-value", 6),
    ("w->3x", C, "rootlog.trailing", 5),
    ("w3", C, "rootlog.expected-arrow", 3),
    ("->3", C, "rootlog.expected-thing", 1),
    ("Yw->3", C, "rootlog.expected-thing", 1),
    ("h_Xw->3", C, "rootlog.unknown-hireling", 1),
    ("%q->", V, "rootlog.unknown-item", 2),
    ("2%_->r", V, "rootlog.no-count", 1),
    ("X3", C, "rootlog.expected-form", 2),
    ("XE13", C, "rootlog.clearing-range", 3),
    ("XE_5", C, "rootlog.expected-form", 3),
    ("++x", C, "rootlog.trailing", 3),
    ("++->5", C, "rootlog.expected-form", 1),
    ("Z", C, "rootlog.expected-form", 1),
    ("?t_e3", C, "rootlog.expected-form", 2),
    ("t3^", P, "rootlog.expected-form", 4),
    ("t3<->w", P, "rootlog.expected-form", 6),
    ("F#C+M#D^", C, "rootlog.two-hands", 1),
    ("w->$_", C, "rootlog.unknown-place", 4),
    ("w->", None, "rootlog.no-current", 1),
    ("#->h_E", C, "rootlog.unknown-place", 4),
    ("w->99999", C, "rootlog.too-big", 4),
]


@pytest.mark.parametrize("text, current, problem, col", REFUSED, ids=[r[0] for r in REFUSED])
def test_malformed_actions_are_refused_with_their_message_at_their_column(text, current, problem, col):
    with pytest.raises(RootlogError) as refused:
        read(text, current)
    assert (refused.value.problem.id, refused.value.line, refused.value.col) == (problem, 1, col)


def test_a_refusal_names_the_line_and_column_in_each_language():
    with pytest.raises(RootlogError) as refused:
        read("w->13")
    assert refused.value.describe("en").startswith("line 1, column 4: 13 is not a clearing")
    assert refused.value.describe("nl").startswith("regel 1, kolom 4: ")
    assert refused.value.describe("es").startswith("línea 1, columna 4: ")


# --- never a crash ---------------------------------------------------------------------------------------

TOKENS = strategies.GRAMMAR_TOKENS


@settings(max_examples=3000, deadline=None)
@given(st.one_of(st.text(alphabet=ALPHABET, min_size=1, max_size=20), st.text(min_size=1, max_size=12),
                 st.text(alphabet=ALPHABET + "٣²Ⅻ", min_size=1, max_size=12),
                 st.lists(st.sampled_from(TOKENS), min_size=1, max_size=9).map("".join)),
       st.sampled_from([C, V, O, K, None]))
def test_no_text_crashes_the_action_reader(text, current):
    try:
        read(text, current)
    except RootlogError as refused:
        assert 1 <= refused.col <= len(text) + 1
        assert str(refused)


# --- the spec's tables: every letter it lists reads --------------------------------------------------------

CARD_EXAMPLES = [  # "Card Examples", each discarded from the Marquise's hand
    ("F#", 1, "F", None), ("2R#", 2, "R", None), ("#sappers", 1, None, "sappers"), ("#sap", 1, None, "sap"),
    ("R#favor", 1, "R", "favor"),
]


@pytest.mark.parametrize("written, count, suit, name", CARD_EXAMPLES, ids=[c[0] for c in CARD_EXAMPLES])
def test_every_card_example_reads(written, count, suit, name):
    assert read(f"{written}C->") == Move((thing(count, card(suit, name), Hand(C)),))


def test_the_grouped_card_example_is_two_things():
    assert read("(2F+M)#C->") == Move((thing(2, card("F"), Hand(C)), thing(1, card("M"), Hand(C))))


# The spec's faction syntax: each subtype it lists, and the piece rootboard calls it.
SUBTYPES = [
    (C, "b_s", "sawmill"), (C, "b_w", "workshop"), (C, "b_r", "recruiter"), (C, "t_k", "keep"), (C, "t", "wood"),
    (A, "b_f", "fox-base"), (A, "b_r", "rabbit-base"), (A, "b_m", "mouse-base"),
    (L, "b_f", "fox-garden"), (L, "b_r", "rabbit-garden"), (L, "b_m", "mouse-garden"),
    (O, "t_f", "fox-trade-post"), (O, "t_r", "rabbit-trade-post"), (O, "t_m", "mouse-trade-post"),
    (D, "b_c", "citadel"), (D, "b_m", "market"),
    (P, "t", "plot"), (P, "t_b", "bomb"), (P, "t_s", "snare"), (P, "t_r", "raid"), (P, "t_e", "extortion"),
    (H, "w_w", "warlord"),
    (K, "t_f", "figure"), (K, "t_t", "tablet"), (K, "t_j", "jewelry"), (K, "t_1_f", "figure"),
    (K, "t_2_t", "tablet"), (K, "t_3_j", "jewelry"), (K, "b_f", "waystation"), (K, "b_t", "waystation"),
    (K, "b_j", "waystation"), (K, "b_f_t", "waystation"), (K, "b_t_j", "waystation"), (K, "b_j_f", "waystation"),
]


@pytest.mark.parametrize("faction, written, name", SUBTYPES, ids=[f"{s[0].code}{s[1]}" for s in SUBTYPES])
def test_every_subtype_of_the_spec_names_its_piece(faction, written, name):
    notes = []
    move = read(f"{written}->5", faction, notes)
    assert move.things[0].what.name == name and notes == []


@pytest.mark.parametrize("letter", "sbcxhtrfu")
def test_every_item_of_the_spec_reads(letter):
    assert read(f"%{letter}->e", V) == Move((thing(1, item(letter)),), (ItemSpace(state="e"),))


@pytest.mark.parametrize("status", ["h", "0", "1", "2", "a"])
def test_every_relationship_status_reads(status):
    assert read(f"G$_O->{status}", E).to == (Status(status),)


@pytest.mark.parametrize("area, kind", [("h", "price-hand-card"), ("r", "price-riverboats"),
                                        ("m", "price-mercenaries"), ("", "prices"), ("f", "funds")])
def test_every_riverfolk_marker_reads(area, kind):
    move = read(f"$_{area}->4", O)
    assert (move.things[0].what.kind, move.to) == (kind, (Amount(4),))


@pytest.mark.parametrize("column", "rmxb")
def test_every_decree_column_is_a_place_for_cards(column):
    assert read(f"B#E->$_{column}", E).to[0].area_kind.startswith("decree-")


@pytest.mark.parametrize("written, name", [("treetop", "treetop"), ("city", "city"), ("market", "market"),
                                           ("forge", "forge"), ("ferry", "ferry"), ("f", "ferry"),
                                           ("tower", "tower")])
def test_every_landmark_of_the_spec_reads(written, name):
    assert read(f"{written}->3", None) == Move((thing(1, Landmark(name)),), (at(3),))


@pytest.mark.parametrize("letter", "CEAVLODPHKTSJ")
def test_every_hireling_type_reads_promoted_and_demoted(letter):
    assert read(f"h_{letter}w->3").things[0].what.faction == hireling(letter)
    assert read(f"h_{letter}dw->3").things[0].what.faction == hireling(letter, demoted=True)


def test_a_mood_a_minister_and_a_leader_are_cards_of_their_kind():
    assert [read(text, who).things[0].what.kind for text, who in [
        ("#bitter->$", H), ("#brigadier->$", D), ("#commander->$", E), ("#thief->$", V)]] == [
        "mood", "minister", "leader", "character"]
