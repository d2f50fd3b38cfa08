"""The Keepers in Iron's board in a Rootlog (chapter 15; the spec's Keepers in Iron section), read
as their room's actions and judged by its rules: hand-written logs after the spec's examples
(no published game has the Keepers), on the Fall map."""

from __future__ import annotations

from rootboard.game.factions.keepers.actions import card_suit
from rootboard.game.factions.keepers.board import COLUMNS, RETAINER, SET_POINTS, board_of
from rootboard.notation import read_text
from rootboard.notation.replay import ASSUMED, ILLEGAL, IMPOSSIBLE, NOT_MODELLED, replay_log

K = "keepers"
HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nK: Iron\n\n"
# The Keepers in the corner opposite the keep and beside it on the map's edge (15.3.2), a relic
# in each forest and the rest in forests away from them (15.3.1, 15.3.4).
SETUP = ("C:t_k->1/w->1+2+5+9+10/b_s->1\n"
         "K:4w->3/4w->7/t_f->1_2_5_10/t_t->1_9_10_12/t_j->2_6_10_11_12/t_f->3_6_11/t_t->3_7_11_12/t_j->4_7_8_12"
         "/t_f->4_9_12/t_t->1_2_5_10/t_j->1_9_10_12/t_f->2_6_10_11_12/t_t->4_9_12/t_j->1_2_5_10\n\n")
# Encamp (the warrior replaced), Delve with its flip and the Faithful Retainer lost, Gather Retinue
# (two cards by their suits), the draw; then Recruit, a carried relic, Recover and its points.
PLAYED = ("C:w1->5\n"
          "K:w7->/b_t_j->7/t_t3_7_11_12->3/t3^t_3_t/#faith$_2->/M#K->$_1/R#K->$_2/#->K\n"
          "C:w5->2\n"
          "K:M#K->/2w->7/(w+t_3_t)3->7/t_3_t7->$/#faith$_3->/++3\n")
# Three relics delved and recovered, one of each type: the last fills a Relics column (15.5.2.III.b).
COLUMN_FILLED = ("C:w1->5\nK:w3->/b_f->3/w7->/b_j->7/t_f3_6_11->3/t3^t_1_f\n",
                 "C:w5->1\nK:2w3->11/t_j4_7_8_12->7/t7^t_1_j/t_1_f3->$/++1\n",
                 "C:w1->5\nK:w11->/b_t->11/t_t3_7_11_12->11/t11^t_1_t/t_1_j7->$/++1\n",
                 "C:w5->1\nK:t_t11->$/++3\n")


def replayed(*turns: str):
    log = read_text(HEADER + SETUP + "".join(turns))
    return log, replay_log(log)


def kinds_of(report, turn_index: int) -> list[str]:
    """The kinds of the rootboard actions of the turn after the ``turn_index``-th end of a turn
    (the setup ends none: 0 is the second turn of the first round)."""
    ends = [i for i, e in enumerate(report.state.history) if e["action"]["type"] == "end-turn"]
    return [e["action"]["type"] for e in report.state.history[ends[turn_index] + 1:ends[turn_index + 1] + 1]]


def flags(report, *categories):
    return [(f.category, f.message.id, f.section) for f in report.flags if f.category in categories]


def entries(report, kind: str) -> list[dict]:
    return [e["action"] for e in report.state.history if e["action"]["type"] == kind]


def test_their_board_s_lines_are_their_actions_and_nothing_is_left_unread():
    log, report = replayed(PLAYED)
    assert report.flags == []
    # Theirs: Encamp, Delve, the end of Daylight, Gather Retinue, the draw.
    assert kinds_of(report, 0) == ["keepers-encamp", "keepers-delve", "keepers-retinue-ends", "keepers-retinue",
                                   "draw", "end-turn"]
    # The carried relic's move is a Retinue card's act (15.5.2.I), the Move column's Retainer.
    assert kinds_of(report, 2) == ["keepers-recruit", "keepers-act", "move", "keepers-recover",
                                   "keepers-retinue-ends", "end-turn"]
    assert entries(report, "keepers-act") == [{"type": "keepers-act", "column": "move", "index": 0, "clearing": 3}]
    flip = next(a for t in log.turns for a in t.actions if a.text.startswith("t3^"))
    delve = entries(report, "keepers-delve")[0]
    assert (delve["forest"], delve["clearing"], delve["relic"], delve["value"]) == \
        ("3_7_11_12", 3, flip.becomes.name, flip.becomes.value)
    recovered = entries(report, "keepers-recover")[0]
    board = board_of(report.state)
    assert board["relics"][recovered["relic"]] == [recovered["value"]]
    assert board["waystations"] == {"7": "tablet"}  # b_t_j: the tablet face up (15.2.2)
    # Both Retainers lost (a Delve and a Recover worth more than they rule) are gone; the cards
    # gathered by their suits are kept in the columns the log names.
    assert board["retinue"]["battle"][:-1] == [] and board["retinue"]["recover"] == []
    assert board["retinue"]["move"][0] == RETAINER and board["resolved"] == [] and board["discard"] == []
    gathered = entries(report, "keepers-retinue")[0]
    assert [c for c in COLUMNS if c != "recover"] == gathered["columns"]
    assert report.state.scores[K] == recovered["value"] == report.log_scores[K]


def test_a_delve_into_a_clearing_they_do_not_rule_is_illegal_and_says_its_section():
    # Clearing 11: no Keeper warrior rules it, and the Delve still teaches (teach mode applies it).
    _, report = replayed("C:w1->5\nK:t_t3_7_11_12->11/t11^t_2_t\n")
    assert (ILLEGAL, "keepers.not-ruled", "15.5.2.II") in flags(report, ILLEGAL)
    assert report.state.count(11, (K, "tablet")) == 1


def test_a_relic_recovered_where_no_waystation_shows_its_type_is_impossible():
    _, report = replayed("C:w1->5\nK:t_t3_7_11_12->3/t3^t_1_t/t_1_t3->$/++1\n")
    assert flags(report, IMPOSSIBLE)[0][1:] == ("keepers.recover.no-waystation", "15.5.2.III.a")
    assert report.state.count(3, (K, "tablet")) == 1  # nothing changed


def test_what_the_log_leaves_out_is_said_as_assumed():
    # The waystation without the warrior it replaces; the relic delved without its value.
    _, report = replayed("C:w1->5\nK:b_f->7/t_t3_7_11_12->3\n")
    said = [m for _, m, _ in flags(report, ASSUMED)]
    assert said == ["rootlog.replay.keepers.encamp-unwritten", "rootlog.replay.keepers.value-unwritten"]
    _, before = replayed("C:w1->5\n")
    assert len(entries(report, "keepers-encamp")) == 1  # the Encamp replaced one warrior there (15.4.1)
    assert report.state.count(7, (K, "warrior")) == before.state.count(7, (K, "warrior")) - 1


def test_a_recover_s_value_is_read_from_its_points_when_the_relic_is_written_without_it():
    _, report = replayed("C:w1->5\nK:w7->/b_t->7/t_t3_7_11_12->3/t3^t_2_t/#->K\n",
                         "C:w5->2\nK:(w+t_2_t)3->7/t_t7->$/++2\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    assert entries(report, "keepers-recover")[0]["value"] == entries(report, "keepers-delve")[0]["value"]


def test_decamp_and_a_shift_of_the_retinue():
    _, report = replayed("C:w1->5\nK:w7->/b_f->7/#faith$_1->$_3\n", "C:w5->2\nK:b_f7->/w->7\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    shifted = entries(report, "keepers-shift")[0]
    assert (shifted["column"], shifted["into"]) == ("move", "recover")
    board = board_of(report.state)
    assert board["retinue"]["move"] == [] and board["retinue"]["recover"] == [RETAINER, RETAINER]
    assert board["waystations"] == {} and report.state.count(7, (K, "waystation")) == 0
    _, before = replayed("C:w1->5\n")
    assert report.state.count(7, (K, "warrior")) == before.state.count(7, (K, "warrior"))  # replaced, then back


def test_a_relic_removed_in_battle_goes_where_its_remover_places_it():
    # The spec's XK9/2Kw9->/Kt_f9->2_3_7_12: the Vagabond removes a relic left alone in clearing 12.
    played = ("Map: Fall\nDeck: E&P\nV: Vaga\nK: Iron\n\nV:#thief->$/p->1_2_5_10\n" + SETUP.split("\n")[1]
              + "\n\nV:p->1\nK:t_t3_7_11_12->3/t3^t_2_t/(3w+t_2_t)3->11\nV:p->10\nK:(w+t_2_t)11->12/w12->7\n")
    before = replay_log(read_text(played + "V:p->12\n")).state
    report = replay_log(read_text(played + "V:p->12/XK12/Kt_2_t12->4_9_12/$_K->h/++2\n"))
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    battle = entries(report, "battle")[0]
    assert battle["effects"] == ["trophy-forest=4_9_12"]  # Prized Trophies: the forest chosen (15.2.5)
    assert report.state.count(12, (K, "tablet")) == 0
    assert report.state.count("4_9_12", (K, "tablet")) == before.count("4_9_12", (K, "tablet")) + 1


def test_their_reading_is_of_their_own_turn_only():
    # A Keeper warrior removed on the Cat's turn is a removal, whatever the Keepers' reading says.
    _, report = replayed("C:w1->5/Kw3->\n")
    assert [e["action"]["type"] for e in report.state.history][-2:] == ["remove", "end-turn"]


def test_the_battle_card_a_delve_is_done_with_is_the_one_the_log_discards_after_it():
    # Two battle cards that may delve in clearing 3 (a rabbit clearing): the Retainer (a bird, wild)
    # and the rabbit card gathered; the log discards the rabbit card after the Delve.
    gathered = "C:w1->5\nK:R#K->$_2/#->K\n"
    _, before = replayed(gathered)
    battle = board_of(before.state)["retinue"]["battle"]
    rabbit = next(i for i, card in enumerate(battle) if card != RETAINER)
    _, report = replayed(gathered, "C:w5->2\nK:t_t3_7_11_12->3/t3^t_3_t/R#$_2->\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    assert entries(report, "keepers-delve")[0]["index"] == rabbit != 0
    assert board_of(report.state)["retinue"]["battle"] == [RETAINER]  # the rabbit card lost (15.5.2.II.b)


def test_a_recover_filling_a_relics_column_reads_its_value_from_its_points_less_the_column_s():
    # A figure and a jewelry recovered, then a tablet written without its value: ``++3`` is its
    # value and the two points of the column it fills (15.5.2.III.b).
    log, report = replayed(*COLUMN_FILLED)
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    last = entries(report, "keepers-recover")[-1]
    written = log.turns[-1].actions[-1].points
    assert last["value"] == written - SET_POINTS == entries(report, "keepers-delve")[-1]["value"]
    assert all(len(values) == 1 for values in board_of(report.state)["relics"].values())
    assert report.state.scores[K] == report.log_scores[K]


# --- A move or battle in their Daylight is a Retinue card's act (15.5.2.I, 15.5.2.II) ----------------

# The Cat's warrior into clearing 6; the Keepers move two warriors there and battle it (the rolls
# written), then delve into 6 from the forest beside it: one Battle card, acting for both.
BATTLE_THEN_DELVE = "C:w2->6\nK:2w3->6/XC6(2,0)/Cw6->/t_f3_6_11->6/t6^t_1_f\n"


def test_a_move_and_a_battle_are_acts_of_retinue_cards_and_the_delve_after_the_battle_is_its_card_s():
    _, report = replayed(BATTLE_THEN_DELVE)
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    assert kinds_of(report, 0) == ["keepers-act", "move", "keepers-act", "battle", "keepers-delve",
                                   "keepers-retinue-ends", "end-turn"]
    moved, fought = entries(report, "keepers-act")
    assert (moved["column"], moved["clearing"]) == ("move", 3)
    assert (fought["column"], fought["clearing"]) == ("battle", 6)
    assert entries(report, "keepers-delve")[0]["index"] == fought["index"]  # Battle then Delve, one card
    assert report.state.count(6, ("marquise", "warrior")) == 0 and report.state.count(6, (K, "figure")) == 1


def test_moves_take_the_move_column_first_then_the_move_or_recover_column():
    # The three Retainers start one a column (their setup): two moves are each column's, the third has
    # no card left and is taught as illegal, with the card it would repeat and its section.
    _, report = replayed("C:w1->5\nK:w3->6/w7->3/w6->11\n")
    assert [(a["column"], a["clearing"]) for a in entries(report, "keepers-act")] == \
        [("move", 3), ("recover", 7), ("move", 6)]
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == \
        [(ILLEGAL, "keepers.retinue.acted", "15.5.2.I")]
    assert report.state.count(11, (K, "warrior")) == 1  # teach mode: the move is still made


def test_the_card_a_move_acts_with_is_said_as_assumed_when_cards_of_two_suits_may():
    # A rabbit card gathered into the Move column beside the Retainer (a bird, wild): a move from
    # rabbit clearing 3 may be either's.
    _, report = replayed("C:w1->5\nK:R#K->$_1/#->K\n", "C:w5->1\nK:w3->6\n")
    said = [f for f in report.flags if f.category == ASSUMED]
    assert [(f.message.id, f.section) for f in said] == [("rootlog.replay.keepers.actor-chosen", "15.5.2")]
    assert (said[0].message.params["place"], said[0].message.params["number"]) == (1, 1)
    assert entries(report, "keepers-act")[-1] == {"type": "keepers-act", "column": "move", "index": 0, "clearing": 3}


def test_a_move_of_their_evening_is_no_retinue_card_s_act():
    # After their draw (15.6.3) the Retinue has stopped acting: a move then is not read as one
    # (a card's, which rootboard does not see), and the Retinue is untouched.
    _, report = replayed("C:w1->5\nK:#->K/w3->6\n")
    assert entries(report, "keepers-act") == []
    assert kinds_of(report, 0)[-2:] == ["move", "end-turn"]


def test_a_recruit_card_named_by_its_suit_is_spent_as_a_card_of_that_suit_and_its_suit_judged():
    # Clearing 7 is a mouse clearing: a mouse card may recruit there, a rabbit card may not (15.4.3).
    encamped = "C:w1->5\nK:w7->/b_t->7/#->K\n"
    _, mouse = replayed(encamped, "C:w5->1\nK:M#K->/2w->7\n")
    spent = entries(mouse, "keepers-recruit")[0]["card"]
    assert flags(mouse, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    assert spent is not None and card_suit(mouse.state, spent) == mouse.state.suits[7] == "mouse"
    _, rabbit = replayed(encamped, "C:w5->1\nK:R#K->/2w->7\n")
    assert flags(rabbit, ILLEGAL, IMPOSSIBLE) == [(ILLEGAL, "keepers.recruit.card-suit", "15.4.3")]
    _, before = replayed(encamped)
    assert rabbit.state.count(7, (K, "warrior")) == before.state.count(7, (K, "warrior")) + 2  # taught, applied
    # No suit written: a card not named, as before.
    _, unnamed = replayed(encamped, "C:w5->1\nK:#K->/2w->7\n")
    assert entries(unnamed, "keepers-recruit")[0]["card"] is None


def test_a_delve_s_flip_written_after_the_card_it_lost_is_still_its_own():
    # The value is read from the flip later in the turn, not assumed (15.5.2.II.a).
    log, report = replayed("C:w1->5\nK:t_t3_7_11_12->3/#faith$_2->/t3^t_3_t\n")
    assert flags(report, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == []
    flip = next(a for t in log.turns for a in t.actions if a.text.startswith("t3^"))
    assert entries(report, "keepers-delve")[0]["value"] == flip.becomes.value
    assert board_of(report.state)["retinue"]["battle"] == []  # the Retainer it lost, discarded


def test_a_relic_flipped_with_no_delve_before_it_only_shows_it():
    # A relic in a clearing came there by a Delve, face up (15.5.2.II.a): a flip on a later turn
    # changes nothing; with no relic there, it is not modelled, as before.
    delved = "C:w1->5\nK:t_t3_7_11_12->3/t3^t_2_t/#->K\n"
    _, before = replayed(delved, "C:w5->1\n")
    _, shown = replayed(delved, "C:w5->1\nK:t3^t_2_t\n")
    assert flags(shown, ILLEGAL, IMPOSSIBLE, ASSUMED, NOT_MODELLED) == [] and shown.skipped == 0
    assert shown.state.count(3, (K, "tablet")) == before.state.count(3, (K, "tablet")) == 1
    _, nothing = replayed("C:w1->5\nK:t3^t_2_t\n")
    assert flags(nothing, NOT_MODELLED) == [(NOT_MODELLED, "rootlog.replay.flip-not-plot", "13.2.2")]
