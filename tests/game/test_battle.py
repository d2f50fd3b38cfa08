"""Battle (Law 4.3) and each faction's battle rules: every rule at its edge, with its section,
on all four maps; the expected counts are the rule's arithmetic on the scenario's own numbers.

Each position is put by hand in a clearing chosen from the map (one with no ruin or landmark,
of a suit when the rule needs one)."""

from __future__ import annotations

import json

from collections import Counter

import pytest

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.errors import BadInput
from rootboard.game import replay
from rootboard.game.battle import resolution
from rootboard.game.battle.resolution import ATTACKER, DEFENDER, PLOT_NAME, Battle, ChoiceNeeded, seeded_rolls
from rootboard.game.factions.vagabond.board import ALLIED_SPACES, DAMAGED, Item, VagabondBoard
from rootboard.game.kinds import MAP, OUT
from rootboard.game.movement import open_neighbours
from rootboard.game.newgame import new_game
from rootboard.game.state import TRACK, shift
from rootboard.messages import render
from rootboard.records import fields, replace
from rootboard.game.factions import LAW
from tests.game.fan_faction import BEES, Bees
from tests.game.gamekit import MAPS, game, put, turn_of

MAP_PIECES = ("ruin", "ferry", "tower")


def field(state, suit=None, avoid=()):
    """A clearing with no ruin or landmark (and of ``suit``, when given): where a battle is arranged."""
    for c in sorted(state.topology.board.clearings):
        if c in avoid or any(state.count(c, (MAP, p)) for p in MAP_PIECES):
            continue
        if suit is None or state.suits.get(c) == suit:
            return c
    raise AssertionError("no such clearing")


def arena(map_name, factions=("marquise", "eyrie"), turn=None, **kw):
    state = game(map_name, factions, **kw)
    return turn_of(state, turn or factions[0], "daylight"), field(state)


def fight(state, *args, **kw):
    return Battle(*args, **kw).resolve(state)


def played(state, battle, mode=replay.ENFORCE):
    outcome = replay.perform(state, battle, mode)
    assert outcome.applied, render(outcome.verdict.message)
    return outcome.verdict


def refused(state, battle, section):
    before = state.to_json()
    outcome = replay.perform(state, battle)
    assert not outcome.applied, render(outcome.verdict.message)
    assert outcome.verdict.section == section, render(outcome.verdict.message)
    assert state.to_json() == before
    return outcome.verdict


def ids(resolution):
    """Every message id the battle said, steps and reminders (nested ones too)."""
    found = []

    def walk(m):
        found.append(m.id)
        for v in m.params.values():
            for x in (v if isinstance(v, tuple) else (v,)):
                if hasattr(x, "params"):
                    walk(x)
    for m in (*resolution.steps, *resolution.verdict.notes):
        walk(m)
    return found


def sections(resolution):
    return set(resolution.verdict.sections) | {s for n in resolution.verdict.notes for s in n.sections}


def pieces(state, where, fid):
    return {p: n for (f, p), n in state.pieces_at(where).items() if f == fid}


def board(character, *items):
    """A Vagabond board with these items: (name, where, exhausted)."""
    return VagabondBoard(character, tuple(sorted(Item(i, w, e) for i, w, e in items)))


def vagabond_in(state, where, character, *items, fid="vagabond"):
    put(state, where, fid, "pawn")
    state.vagabonds = {**state.vagabonds, fid: board(character, *items)}
    return state


UP, EXH = False, True
SWORD = ("sword", "satchel", UP)


# --- who may battle where, and whom (4.3) ---------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_the_attacker_needs_a_warrior_or_pawn_there(map_name):
    state, c = arena(map_name)
    put(state, c, "eyrie", "warrior", 2)
    refused(state, Battle("marquise", "eyrie", c, (1, 1)), "4.3")


@pytest.mark.parametrize("map_name", MAPS)
def test_the_defender_needs_a_piece_there(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 2)
    refused(state, Battle("marquise", "eyrie", c, (1, 1)), "4.3")


@pytest.mark.parametrize("map_name", MAPS)
def test_no_faction_battles_itself(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 2)
    verdict = refused(state, Battle("marquise", "marquise", c, (1, 1)), "4.3")
    assert "16.6.8" in verdict.sections


@pytest.mark.parametrize("map_name", MAPS)
def test_a_battle_refused_before_it_is_fought_is_known_without_fighting_it(map_name):
    # resolution.refused: the checks a resolution makes before its first step (4.3), alone. Each
    # battle here is resolved whole too: a battle refused says what its resolution says and
    # changes nothing; a battle it lets through is fought, its refusal (if any) being one the
    # fight itself makes (warriors first, 4.3.4) or one that does not stop it (out of turn, 1.4.1).
    state, c = arena(map_name)
    empty = field(state, avoid=(c,))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    put(state, empty, "eyrie", "warrior", 1)
    battles = [Battle("marquise", "eyrie", empty),  # no attacker there (4.3)
               Battle("eyrie", "marquise", empty),  # no defender there (4.3)
               Battle("marquise", "marquise", c),  # itself (4.3, 16.6.8)
               Battle("marquise", "eyrie", c, (1, 0), defender_removes=("roost", "roost")),  # one there (4.3.4)
               Battle("marquise", "eyrie", c, (1, 0)),
               Battle("marquise", "eyrie", c, (1, 0), defender_removes=("roost",)),  # warriors first (4.3.4)
               Battle("eyrie", "marquise", c, (1, 0))]  # in the Marquise's Daylight (1.4.1)
    before = state.to_json()
    seen = set()
    for b in battles:
        whole = b.resolve(state)
        early = resolution.refused(state, b)
        if early is not None:
            assert not early.verdict.legal and not early.edits and not early.steps and early.rolls is None
            assert early.verdict == whole.verdict and early.edits == whole.edits
        else:
            assert whole.verdict.possible and whole.steps[0].id == "battle.begins"
        seen.add((early is None, whole.verdict.legal, whole.verdict.message.id))
        assert state.to_json() == before
    assert seen == {(False, False, "battle.no-attacker"), (False, False, "battle.no-defender"),
                    (False, False, "battle.not-self"), (False, False, "battle.not-there"),
                    (True, True, "battle.summary"), (True, False, "battle.warriors-first"),
                    (True, False, "battle.out-of-turn")}


def test_a_replayed_log_asks_only_whether_a_battle_can_be_fought_where_its_removals_are_not_there(monkeypatch):
    # A Rootlog battle whose removals the position does not hold is never matched by dice: the
    # translation asks resolution.refused whether it can be fought at all (4.3). On every
    # position the published games ask it, its answer is the one the whole resolution gives.
    from rootboard.notation import read_file, read_text
    from rootboard.notation.replay import IMPOSSIBLE, NOT_MODELLED, replay_log
    from rootboard.notation.translate import battles
    from tests.notation.games import PUBLISHED

    asked = []

    def checked(state, b):
        early = resolution.refused(state, b)
        try:
            whole = replace(b, rolls=(0, 0)).resolve(state)
        except BadInput:
            whole = None
        if early is not None:
            assert whole is not None and early.verdict == whole.verdict and not whole.edits
        else:
            assert whole is None or whole.verdict.possible
        asked.append(early is None)
        return early

    monkeypatch.setattr(battles, "refused", checked)
    for game in PUBLISHED:
        replay_log(read_file(game))
    assert set(asked) == {True, False}  # some could be fought, some not at all (no attacker there...)
    # Both answers, each said as the table needs it (Fall: the Eyrie's warriors in 3 only).
    header = "Map: Fall\nDeck: Standard\nC: Cat\nE: Bird\n\n"
    setup = "C:t_k->1/w->1+2+5+6+9+10/b_s->1/b_w->5/b_r->10\nE:b+6w->3\n\n"
    no_eyrie = replay_log(read_text(header + setup + "E:XC6/(Cw+Cb_s)6->\n"))  # no sawmill, no Eyrie in 6
    eyrie = replay_log(read_text(header + setup + "E:w3->6/XC6/(Cw+Cb_s)6->\n"))
    said = [[(f.text, f.category, f.message.id) for f in r.flags if f.text == "XC6"] for r in (no_eyrie, eyrie)]
    assert said == [[("XC6", IMPOSSIBLE, "battle.no-attacker")], [("XC6", NOT_MODELLED, "rootlog.replay.battle-not-there")]]
    assert asked[-2:] == [False, True]  # the two just replayed: refused, then fought


def with_patrol(factions, map_name="autumn"):
    """A game with the Forest Patrol hireling (16.4), on the first faction's Daylight."""
    return turn_of(new_game(map_name, list(factions), seed=1, hirelings=["forest-patrol"]), factions[0], "daylight")


@pytest.mark.parametrize("map_name", MAPS)
def test_a_hireling_is_no_enemy_of_its_controller(map_name):
    state = with_patrol(("eyrie", "alliance"), map_name)
    c = field(state)
    state.controllers["forest-patrol"] = "eyrie"
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "forest-patrol", "warrior", 1)
    refused(state, Battle("eyrie", "forest-patrol", c, (1, 1)), "16.4.3.II")
    # Uncontrolled, it is everyone's enemy; and it does not battle of its own (16.4.2).
    state.controllers["forest-patrol"] = None
    assert fight(state, "eyrie", "forest-patrol", c, (1, 1)).verdict.legal
    refused(state, Battle("forest-patrol", "eyrie", c, (1, 1)), "16.4.2")


@pytest.mark.parametrize("map_name", MAPS)
def test_battles_are_fought_in_clearings(map_name):
    state, c = arena(map_name, ("vagabond", "eyrie"))
    forest = state.topology.forests_of(c)[0]
    vagabond_in(state, forest, "ranger", SWORD)
    put(state, c, "eyrie", "warrior")
    refused(state, Battle("vagabond", "eyrie", forest, (1, 1)), "4.3")


def test_no_battle_in_the_burrow_and_the_map_is_never_battled():
    state = turn_of(game("winter", ("duchy", "eyrie")), "duchy", "daylight")
    put(state, "burrow", "duchy", "warrior", 2)
    refused(state, Battle("eyrie", "duchy", "burrow", (1, 1)), "12.2.2")
    c = field(state)
    ruin = next(x for x in state.topology.board.clearings if state.count(x, (MAP, "ruin")))
    put(state, ruin, "eyrie", "warrior")
    refused(state, Battle("eyrie", MAP, ruin, (1, 1)), "16.5.1.I")
    assert c


# --- the dice: higher and lower, and the cap (4.3.2, 4.3.2.I) -------------------------------

@pytest.mark.parametrize("map_name", MAPS)
@pytest.mark.parametrize("mine, theirs, rolls", [(3, 2, (3, 1)), (1, 3, (3, 2)), (3, 1, (2, 2)), (2, 2, (0, 3))])
def test_the_attacker_deals_the_higher_roll_the_defender_the_lower_each_capped(map_name, mine, theirs, rolls):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", mine)
    put(state, c, "eyrie", "warrior", theirs)
    r = played(state, Battle("marquise", "eyrie", c, rolls))
    deals = {ATTACKER: min(max(rolls), mine), DEFENDER: min(min(rolls), theirs)}
    assert pieces(state, c, "eyrie").get("warrior", 0) == theirs - min(deals[ATTACKER], theirs)
    assert pieces(state, c, "marquise").get("warrior", 0) == mine - min(deals[DEFENDER], mine)
    assert "4.3.2" in r.sections and "4.3.4" in r.sections
    capped = max(rolls) > mine or min(rolls) > theirs
    assert ("4.3.2.I" in r.sections) == capped
    assert state.scores == {"marquise": 0, "eyrie": 0}  # warriors score nothing (3.2.1)


@pytest.mark.parametrize("map_name", MAPS)
def test_the_two_faces_are_the_same_battle_either_way_round(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 3)
    a, b = fight(state, "marquise", "eyrie", c, (3, 1)), fight(state, "marquise", "eyrie", c, (1, 3))
    assert a.hits == b.hits and a.removed == b.removed and a.edits == b.edits


@pytest.mark.parametrize("map_name", MAPS)
@pytest.mark.parametrize("order", [("warrior", "warrior", "sawmill"), ("sawmill", "warrior", "warrior")])
def test_a_battle_judged_once_is_what_its_check_and_its_edits_say(map_name, order):
    # Applying resolves a battle once for its verdict and its edits; one refused for its removal
    # order (warriors first, 4.3.4), applied in teach mode, still goes as the table told it.
    state, c = arena(map_name, turn="eyrie")
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "marquise", "sawmill", 1)
    put(state, c, "eyrie", "warrior", 3)
    battle = Battle("eyrie", "marquise", c, (2, 1), defender_removes=order)  # 2 hits: the order counts
    before = state.to_json()
    verdict, edits_of = battle.judged(state)
    assert verdict == battle.check(state)
    assert verdict.legal == (order[0] == "warrior"), render(verdict.message)
    assert edits_of() == battle.edits(state)
    assert state.to_json() == before  # judging changes nothing


@pytest.mark.parametrize("rolls", [(4, 1), (3,), (1, 2, 3), (-1, 0)])
@pytest.mark.parametrize("map_name", MAPS)
def test_the_dice_are_two_faces_of_0_to_3(map_name, rolls):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 3)
    with pytest.raises(BadInput):
        fight(state, "marquise", "eyrie", c, rolls)


def test_without_rolls_the_dice_come_from_the_seed_and_the_history():
    state, c = arena("autumn")
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 3)
    battle = Battle("marquise", "eyrie", c).rolled(state)
    assert battle.rolls == seeded_rolls(state) == Battle("marquise", "eyrie", c).rolled(state).rolls
    assert all(0 <= r <= 3 for r in battle.rolls)
    played(state, battle)
    assert state.history[-1]["action"]["rolls"] == list(battle.rolls)  # recorded: a replay rolls the same
    faces = {seeded_rolls(game("autumn", ("marquise", "eyrie"), seed=s)) for s in range(40)}
    assert len(faces) > 4  # the seed changes them


@pytest.mark.parametrize("map_name", MAPS)
def test_defenseless_deals_an_extra_hit_not_capped(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    put(state, field(state, avoid=(c,)), "eyrie", "roost", 1)
    r = played(state, Battle("marquise", "eyrie", c, (0, 0)))
    assert "4.3.3.II" in r.sections and not pieces(state, c, "eyrie")
    assert state.scores["marquise"] == 1  # the roost: 3.2.1
    # Rolled 3, capped by 1 warrior, and the extra hit beyond the cap (4.3.3.I): two roosts go.
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    r = fight(state, "marquise", "eyrie", c, (3, 0))
    assert r.hits[ATTACKER] == 1 + 1 and "4.3.2.I" in r.verdict.sections


def test_the_points_a_battle_scores_agree_with_their_number_in_every_language():
    """1 VP for each building or token removed (3.2.1), said with the count's own form:
    "1 punto de victoria", "2 puntos de victoria" (the Spanish once said "+1 puntos")."""
    said = {}
    for count in (1, 2):
        state, c = arena("autumn", ("eyrie", "marquise"))
        put(state, c, "eyrie", "warrior", 3)
        for p in ("sawmill", "workshop")[:count]:
            put(state, c, "marquise", p)
        verdict = played(state, Battle("eyrie", "marquise", c, (3, 0)))
        assert state.scores["eyrie"] == count
        said[count] = {lang: render(verdict.message, lang) for lang in ("en", "nl", "es")}
    assert "+1 punto de victoria" in said[1]["es"] and "+2 puntos de victoria" in said[2]["es"]
    assert "+1 overwinningspunt " in said[1]["nl"] and "+2 overwinningspunten" in said[2]["nl"]
    assert "+1 VP" in said[1]["en"] and "+2 VP" in said[2]["en"]


# --- removing hits: warriors first, the owner's order (4.3.4) ------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_warriors_go_before_buildings_and_tokens(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    refused(state, Battle("marquise", "eyrie", c, (1, 0), defender_removes=("roost",)), "4.3.4")
    played(state, Battle("marquise", "eyrie", c, (2, 0)))
    assert not pieces(state, c, "eyrie") and state.scores["marquise"] == 1


@pytest.mark.parametrize("map_name", MAPS)
def test_a_choice_that_matters_is_asked_and_the_order_given_is_followed(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    for p in ("sawmill", "workshop", "wood"):
        put(state, c, "marquise", p)
    with pytest.raises(ChoiceNeeded) as asked:
        fight(state, "eyrie", "marquise", c, (1, 1))
    assert asked.value.role == DEFENDER and set(asked.value.choices) == {"sawmill", "workshop", "wood"}
    r = played(state, Battle("eyrie", "marquise", c, (1, 1), defender_removes=("wood", "workshop")))
    assert pieces(state, c, "marquise") == {"sawmill": 1}
    assert state.scores["eyrie"] == 2 and "3.2.1" in r.sections  # the defenseless hit too (4.3.3.II)


@pytest.mark.parametrize("map_name", MAPS)
def test_no_choice_is_asked_when_every_piece_goes(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "sawmill")
    put(state, c, "marquise", "wood")
    played(state, Battle("eyrie", "marquise", c, (3, 0)))
    assert not pieces(state, c, "marquise") and state.scores["eyrie"] == 2


@pytest.mark.parametrize("map_name", MAPS)
def test_naming_pieces_that_are_not_there_is_refused(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "sawmill")
    refused(state, Battle("eyrie", "marquise", c, (3, 0), defender_removes=("workshop",)), "4.3.4")


# --- step 1: the ambush (4.3.1) -------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_an_ambush_that_removes_every_attacker_ends_the_battle(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "warrior", 2)
    r = fight(state, "eyrie", "marquise", c, (3, 3), ambush=True)
    assert r.rolls is None and "4.3.1.II" in r.verdict.sections
    played(state, Battle("eyrie", "marquise", c, (3, 3), ambush=True))
    assert not pieces(state, c, "eyrie") and pieces(state, c, "marquise") == {"warrior": 2}


@pytest.mark.parametrize("map_name", MAPS)
def test_the_ambush_comes_before_the_roll_and_its_cap(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    r = played(state, Battle("eyrie", "marquise", c, (3, 1), ambush=True))
    # 2 ambush hits, then the Eyrie roll 3 with 1 warrior left (4.3.2.I).
    assert not pieces(state, c, "eyrie") and not pieces(state, c, "marquise")
    assert {"4.3.1.II", "4.3.2.I"} <= set(r.sections)


@pytest.mark.parametrize("map_name", MAPS)
def test_a_counter_ambush_foils_the_ambush(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    r = played(state, Battle("eyrie", "marquise", c, (3, 1), ambush=True, counter_ambush=True))
    assert "4.3.1.I" in r.sections
    assert pieces(state, c, "eyrie") == {"warrior": 2} and not pieces(state, c, "marquise")
    with pytest.raises(BadInput):
        fight(state, "eyrie", "marquise", c, (1, 1), counter_ambush=True)


@pytest.mark.parametrize("map_name", MAPS)
def test_an_ambush_card_matches_the_clearing_or_is_a_bird(map_name):
    state = turn_of(game(map_name, ("eyrie", "marquise")), "eyrie", "daylight")
    c = field(state)
    suit = state.suits[c]
    other = next(s for s in ("fox", "mouse", "rabbit") if s != suit)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    verdict = refused(state, Battle("eyrie", "marquise", c, (1, 1), ambush=True, ambush_suit=other), "4.3.1")
    assert "2.1.1" in verdict.sections
    for ok in (suit, "bird"):
        assert fight(state, "eyrie", "marquise", c, (1, 1), ambush=True, ambush_suit=ok).verdict.legal


@pytest.mark.parametrize("map_name", MAPS)
def test_an_ambush_removes_the_attacker_s_buildings_too_and_scores_them(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "marquise", "sawmill", 1)
    put(state, c, "eyrie", "warrior", 1)
    r = played(state, Battle("marquise", "eyrie", c, (2, 0), ambush=True))
    assert not pieces(state, c, "marquise") and state.scores["eyrie"] == 1 and "3.2.1" in r.sections


# --- the Vagabond (9.2.4, 9.2.6, 9.2.7, 9.2.9, 9.5.2) -----------------------------------------

def vagabond_arena(map_name="autumn", character="ranger", *items, others=("eyrie",)):
    state = turn_of(game(map_name, ("vagabond", *others)), "vagabond", "daylight")
    c = field(state)
    vagabond_in(state, c, character, *items)
    return state, c


@pytest.mark.parametrize("map_name", MAPS)
def test_the_vagabond_exhausts_a_sword_rolls_up_to_his_swords_and_damages_items(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, ("sword", "satchel", EXH), ("boot", "satchel", UP),
                              ("torch", "satchel", UP))
    put(state, c, "eyrie", "warrior", 3)
    r = played(state, Battle("vagabond", "eyrie", c, (3, 2), attacker_removes=("boot", "torch")))
    b = state.vagabonds["vagabond"]
    assert b.usable("sword") == 0  # the face-up sword was exhausted (9.5.2)
    assert {i.item for i in b.items if i.where == DAMAGED} == {"boot", "torch"}  # 9.2.7
    assert pieces(state, c, "eyrie") == {"warrior": 1}  # 3 capped by his 2 undamaged swords (9.2.6)
    assert "eyrie" in state.hostile["vagabond"]  # 9.2.9.III
    assert state.scores["vagabond"] == 1  # the second warrior: Infamy (9.2.9.III.a)
    assert {"9.5.2", "9.2.6", "9.2.7", "9.2.9.III", "9.2.9.III.a"} <= set(r.sections)


@pytest.mark.parametrize("map_name", MAPS)
def test_the_vagabond_needs_a_face_up_sword_and_his_daylight(map_name):
    state, c = vagabond_arena(map_name, "ranger", ("sword", "satchel", EXH), ("boot", "satchel", UP))
    put(state, c, "eyrie", "warrior")
    refused(state, Battle("vagabond", "eyrie", c, (1, 1)), "9.5.2")
    state, c = vagabond_arena(map_name, "ranger", SWORD)
    put(state, c, "eyrie", "warrior")
    state.phase = "evening"
    refused(state, Battle("vagabond", "eyrie", c, (1, 1)), "9.5.2")


@pytest.mark.parametrize("map_name", MAPS)
def test_an_ambush_on_the_vagabond_damages_items_and_the_battle_goes_on(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, ("sword", "satchel", EXH), ("boot", "satchel", UP),
                              ("torch", "satchel", UP))
    put(state, c, "eyrie", "warrior", 3)
    swords = fight(state, "vagabond", "eyrie", c, (3, 0), ambush=True, attacker_removes=("sword", "sword"))
    assert swords.rolls == (3, 0) and swords.hits[ATTACKER] == 0  # his cap is 0 swords now
    others = fight(state, "vagabond", "eyrie", c, (3, 0), ambush=True, attacker_removes=("boot", "torch"))
    assert others.hits[ATTACKER] == 2


@pytest.mark.parametrize("map_name", MAPS)
def test_a_damaged_sword_does_not_count_and_without_one_he_is_defenseless(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, ("sword", DAMAGED, UP))
    put(state, c, "eyrie", "warrior", 3)
    assert fight(state, "vagabond", "eyrie", c, (3, 0)).hits[ATTACKER] == 1
    state = turn_of(game(map_name, ("marquise", "vagabond")), "marquise", "daylight")
    c = field(state)
    vagabond_in(state, c, "ranger", ("boot", "satchel", UP), ("torch", "satchel", UP), ("crossbow", "satchel", UP))
    put(state, c, "marquise", "warrior", 2)
    r = played(state, Battle("marquise", "vagabond", c, (2, 1)))
    assert "9.2.4" in r.sections and all(i.where == DAMAGED for i in state.vagabonds["vagabond"].items)
    assert state.count(c, ("vagabond", "pawn")) == 1  # never removed (9.2.2)
    assert pieces(state, c, "marquise") == {"warrior": 2}  # no sword, no rolled hits


@pytest.mark.parametrize("map_name", MAPS)
def test_hits_beyond_his_items_are_ignored(map_name):
    state = turn_of(game(map_name, ("marquise", "vagabond")), "marquise", "daylight")
    c = field(state)
    vagabond_in(state, c, "ranger", ("boot", "satchel", UP))
    put(state, c, "marquise", "warrior", 2)
    r = fight(state, "marquise", "vagabond", c, (2, 1))
    assert r.damaged == {"vagabond": {"boot": 1}} and r.hits[ATTACKER] == 2 + 1  # defenseless too (9.2.4)
    assert "battle.hits-lost" in ids(r) and "9.2.7" in r.verdict.sections


@pytest.mark.parametrize("map_name", MAPS)
def test_infamy_counts_every_hostile_piece_but_the_warrior_that_made_it_hostile(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, SWORD, SWORD, others=("marquise",))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "marquise", "sawmill", 1)
    played(state, Battle("vagabond", "marquise", c, (3, 0)))
    # warrior 1 makes them Hostile; warrior 2 +1 Infamy; the sawmill +1 (3.2.1) +1 Infamy.
    assert state.scores["vagabond"] == 3 and "marquise" in state.hostile["vagabond"]


@pytest.mark.parametrize("map_name", MAPS)
def test_no_infamy_off_his_turn_and_hireling_warriors_make_no_one_hostile(map_name):
    state = turn_of(game(map_name, ("marquise", "vagabond")), "marquise", "daylight")
    c = field(state)
    vagabond_in(state, c, "ranger", SWORD, SWORD)
    put(state, c, "marquise", "warrior", 2)
    played(state, Battle("marquise", "vagabond", c, (2, 1)))
    assert "marquise" in state.hostile["vagabond"] and state.scores["vagabond"] == 0
    state = with_patrol(("vagabond", "eyrie"), map_name)
    c = field(state)
    vagabond_in(state, c, "ranger", SWORD)
    put(state, c, "forest-patrol", "warrior")
    state.controllers["forest-patrol"] = "eyrie"
    played(state, Battle("vagabond", "forest-patrol", c, (1, 0)))
    assert not state.hostile.get("vagabond")


def allied_arena(map_name="autumn"):
    state, c = vagabond_arena(map_name, "ranger", SWORD, ("boot", "satchel", UP), others=("alliance", "eyrie"))
    put(state, c, "alliance", "warrior", 2)
    put(state, c, "eyrie", "warrior", 3)
    state.vagabonds["vagabond"] = state.vagabonds["vagabond"].with_space("alliance", ALLIED_SPACES)
    return state, c


@pytest.mark.parametrize("map_name", MAPS)
def test_attacking_with_an_ally_its_warriors_fight_and_take_hits(map_name):
    state, c = allied_arena(map_name)
    r = played(state, Battle("vagabond", "eyrie", c, (3, 2), attacker_removes=("warrior", "warrior"),
                             effects=("allied=alliance",)))
    assert not pieces(state, c, "eyrie")  # cap 1 sword + 2 Alliance warriors (9.2.9.II.c)
    assert not pieces(state, c, "alliance") and "alliance" in state.hostile["vagabond"]  # 2 > 0 (9.2.9.II.d)
    assert "9.2.9.II.d" in r.sections
    state, c = allied_arena(map_name)
    played(state, Battle("vagabond", "eyrie", c, (3, 2), attacker_removes=("warrior", "boot"),
                         effects=("allied=alliance",)))
    assert "alliance" not in state.hostile.get("vagabond", set())  # 1 = 1: not more


@pytest.mark.parametrize("map_name", MAPS)
def test_no_ally_s_warriors_against_that_ally_nor_a_faction_not_allied(map_name):
    state, c = allied_arena(map_name)
    refused(state, Battle("vagabond", "alliance", c, (1, 1), effects=("allied=alliance",)), "9.2.9.II.c")
    refused(state, Battle("vagabond", "eyrie", c, (1, 1), effects=("allied=eyrie",)), "9.2.9.II.c")
    state.vagabonds["vagabond"] = state.vagabonds["vagabond"].with_space("alliance", ALLIED_SPACES - 1)
    refused(state, Battle("vagabond", "eyrie", c, (1, 1), effects=("allied=alliance",)), "9.2.9.II")


@pytest.mark.parametrize("map_name", MAPS)
def test_the_arbiter_enlisted_adds_his_swords_and_scores(map_name):
    state = turn_of(game(map_name, ("eyrie", "marquise", "vagabond")), "eyrie", "daylight")
    c = field(state)
    vagabond_in(state, c, "arbiter", SWORD, SWORD)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    r = played(state, Battle("eyrie", "marquise", c, (3, 3), effects=("protector",)))
    assert not pieces(state, c, "eyrie") and state.scores["vagabond"] == 1 and "16.3.5.II" in r.sections
    put(state, c, "marquise", "warrior", 1)
    state.factions = ["vagabond", "eyrie", "marquise"]
    turn_of(state, "vagabond", "daylight")
    refused(state, Battle("vagabond", "marquise", c, (1, 1), effects=("protector",)), "16.3.5.II")


@pytest.mark.parametrize("map_name", MAPS)
def test_a_capped_roll_says_its_cap_the_warriors_there_and_what_an_effect_adds(map_name):
    # The default cap's words (4.3.2.I) are made only when a roll is capped: said as the
    # warriors there, alone or with what an effect adds (the Arbiter's swords, 16.3.5.II).
    from rootboard.game.battle.resolution import CAP_PLUS, CAP_WARRIORS, DEALS, DEALS_CAPPED

    def capped(resolution):
        return [m for m in resolution.steps if m.id in (DEALS.id, DEALS_CAPPED.id)]

    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    dealt = capped(fight(state, "eyrie", "marquise", c, (3, 3)))
    assert [m.id for m in dealt] == [DEALS.id, DEALS_CAPPED.id]
    assert dealt[1].params["cap"] == CAP_WARRIORS(count=1) and dealt[1].params["count"] == 1
    state = turn_of(game(map_name, ("eyrie", "marquise", "vagabond")), "eyrie", "daylight")
    c = field(state)
    vagabond_in(state, c, "arbiter", SWORD)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 1)
    dealt = capped(fight(state, "eyrie", "marquise", c, (3, 3), effects=("protector",)))
    cap = dealt[1].params["cap"]
    assert dealt[1].id == DEALS_CAPPED.id and dealt[1].params["count"] == 2
    assert cap.id == CAP_PLUS.id and cap.params["cap"] == CAP_WARRIORS(count=1)
    assert cap.params["more"].params["count"] == 1 and "16.3.5.II" in dealt[1].sections


@pytest.mark.parametrize("map_name", MAPS)
def test_swift_strike_exhausts_another_sword_for_an_extra_hit(map_name):
    state, c = vagabond_arena(map_name, "ronin", SWORD, SWORD)
    put(state, c, "eyrie", "warrior", 2)
    r = played(state, Battle("vagabond", "eyrie", c, (1, 0), effects=("swift-strike",)))
    assert not pieces(state, c, "eyrie") and state.vagabonds["vagabond"].usable("sword") == 0
    assert "16.3.8.II" in r.sections
    state, c = vagabond_arena(map_name, "ronin", SWORD)
    put(state, c, "eyrie", "warrior", 2)
    refused(state, Battle("vagabond", "eyrie", c, (1, 0), effects=("swift-strike",)), "16.3.8.II")


# --- the factions' battle rules ---------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_the_eyrie_commander_and_despot(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "warrior", 2)
    r = played(state, Battle("eyrie", "marquise", c, (1, 1), effects=("commander",)))
    assert not pieces(state, c, "marquise") and "7.8.3" in r.sections
    state, c = arena(map_name, ("marquise", "eyrie"))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "eyrie", "warrior", 2)
    refused(state, Battle("marquise", "eyrie", c, (1, 1), effects=("commander",)), "7.8.3")
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "marquise", "sawmill")
    put(state, c, "marquise", "wood")
    r = played(state, Battle("eyrie", "marquise", c, (1, 0), effects=("despot",)))
    assert state.scores["eyrie"] == 2 + 1 and "7.8.4" in r.sections  # once, for both (FAQ)


@pytest.mark.parametrize("map_name", MAPS)
def test_guerrilla_war_the_alliance_defending_deals_the_higher_roll(map_name):
    state, c = arena(map_name, ("marquise", "alliance"))
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "alliance", "warrior", 2)
    r = played(state, Battle("marquise", "alliance", c, (3, 1)))
    assert pieces(state, c, "marquise") == {"warrior": 1} and pieces(state, c, "alliance") == {"warrior": 1}
    assert "8.2.2" in r.sections
    state, c = arena(map_name, ("alliance", "marquise"))
    turn_of(state, "alliance", "evening")  # she battles in her military operations (8.6.1)
    put(state, c, "alliance", "warrior", 2)
    put(state, c, "marquise", "warrior", 3)
    played(state, Battle("alliance", "marquise", c, (3, 1)))
    assert pieces(state, c, "marquise") == {"warrior": 1} and pieces(state, c, "alliance") == {"warrior": 1}


@pytest.mark.parametrize("map_name", MAPS)
def test_removing_bases_and_sympathy_remind_what_the_table_does(map_name):
    state = turn_of(game(map_name, ("marquise", "alliance")), "marquise", "daylight")
    c = field(state)
    suit = state.suits[c]
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "alliance", f"{suit}-base")
    put(state, c, "alliance", "sympathy")
    r = played(state, Battle("marquise", "alliance", c, (3, 1)))
    assert not pieces(state, c, "alliance") and state.scores["marquise"] == 2
    assert {"8.2.4", "8.2.6"} <= {s for n in r.notes for s in n.sections}


def keep_arena(map_name="autumn", first="eyrie"):
    state = turn_of(game(map_name, tuple(dict.fromkeys((first, "marquise", "eyrie", "corvids")))), first, "daylight")
    keep = min(state.topology.board.clearings)
    put(state, keep, "marquise", "keep")
    return state, keep, field(state, avoid=(keep,))


@pytest.mark.parametrize("map_name", MAPS)
def test_field_hospitals_sends_removed_warriors_to_the_keep(map_name):
    state, keep, c = keep_arena(map_name)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 2)
    r = played(state, Battle("eyrie", "marquise", c, (2, 1), effects=("field-hospitals",)))
    assert state.count(keep, ("marquise", "warrior")) == 2 and "6.2.3" in r.sections


@pytest.mark.parametrize("map_name", MAPS)
def test_field_hospitals_cannot_place_under_a_face_up_snare_nor_without_the_keep(map_name):
    state, keep, c = keep_arena(map_name)
    put(state, keep, "corvids", "snare")
    state.face_up = {keep}
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 2)
    r = played(state, Battle("eyrie", "marquise", c, (2, 1), effects=("field-hospitals",)))
    assert not state.count(keep, ("marquise", "warrior")) and "13.7.2" in r.sections
    state, keep, c = keep_arena(map_name)
    state.apply([shift(("marquise", "keep"), keep, OUT, 1)])  # removed earlier: gone for good (6.2.2)
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 2)
    refused(state, Battle("eyrie", "marquise", c, (2, 1), effects=("field-hospitals",)), "6.2.3")


@pytest.mark.parametrize("map_name", MAPS)
def test_field_hospitals_in_the_keep_s_clearing_keeps_an_ambushed_attack_going(map_name):
    state, keep, _ = keep_arena(map_name, first="marquise")
    put(state, keep, "marquise", "warrior", 2)
    put(state, keep, "eyrie", "warrior", 1)
    r = fight(state, "marquise", "eyrie", keep, (2, 0), ambush=True, effects=("field-hospitals",))
    assert r.rolls == (2, 0) and r.removed["eyrie"] == {"warrior": 1}


@pytest.mark.parametrize("map_name", MAPS)
def test_revenge_and_fear_of_the_faithful(map_name):
    state, c = arena(map_name, ("marquise", "lizards"))
    suit = state.suits[c]
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "lizards", "warrior", 2)
    put(state, c, "lizards", f"{suit}-garden")
    r = played(state, Battle("marquise", "lizards", c, (3, 1)))
    assert "10.2.3" in r.sections and "10.2.5" in {s for n in r.notes for s in n.sections}
    assert state.scores["marquise"] == 1
    state, c = arena(map_name, ("lizards", "marquise"))
    put(state, c, "lizards", "warrior", 2)
    put(state, c, "marquise", "warrior", 3)
    assert "10.2.3" not in played(state, Battle("lizards", "marquise", c, (3, 1))).sections


@pytest.mark.parametrize("map_name", MAPS)
def test_embedded_agents_deal_an_extra_hit_defending_with_a_face_down_plot(map_name):
    state, c = arena(map_name, ("marquise", "corvids"))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "corvids", "warrior", 1)
    put(state, c, "corvids", "snare")
    r = played(state, Battle("marquise", "corvids", c, (2, 0)))
    assert "13.2.5" in r.sections and pieces(state, c, "marquise") == {"warrior": 1}
    assert not pieces(state, c, "corvids") and state.scores["marquise"] == 1
    assert "snare" not in render(r.message)  # a face-down plot's kind is not said (13.2.2)


@pytest.mark.parametrize("map_name", MAPS)
def test_a_plot_removed_in_battle_is_told_by_its_kind_only_once_face_up(map_name):
    # Each hit asks how the table hears of the piece it removes (13.2.2): a face-down plot as a
    # plot, a flipped one by its kind, in one battle after another on the same position.
    for face_up in (False, True, False):
        state, c = arena(map_name, ("marquise", "corvids"))
        put(state, c, "marquise", "warrior", 2)
        put(state, c, "corvids", "snare")
        state.face_up = {c} if face_up else set()
        removed = fight(state, "marquise", "corvids", c, (2, 0)).removed
        assert removed["corvids"] == {("snare" if face_up else PLOT_NAME): 1}


@pytest.mark.parametrize("map_name", MAPS)
def test_embedded_agents_not_face_up_not_attacking_and_even_defenseless(map_name):
    state, c = arena(map_name, ("marquise", "corvids"))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "corvids", "warrior", 1)
    put(state, c, "corvids", "snare")
    state.face_up = {c}
    assert "13.2.5" not in fight(state, "marquise", "corvids", c, (2, 0)).verdict.sections
    state.face_up = set()
    state.factions = ["corvids", "marquise"]
    turn_of(state, "corvids", "daylight")
    assert "13.2.5" not in fight(state, "corvids", "marquise", c, (2, 0)).verdict.sections
    state, c = arena(map_name, ("marquise", "corvids"))
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "corvids", "bomb")
    r = played(state, Battle("marquise", "corvids", c, (0, 0)))
    assert {"13.2.5", "4.3.3.II"} <= set(r.sections) and not pieces(state, c, "marquise")


@pytest.mark.parametrize("map_name", MAPS)
def test_a_raid_removed_places_a_corvid_warrior_in_each_adjacent_clearing(map_name):
    state, c = arena(map_name, ("marquise", "corvids"))
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "corvids", "warrior", 1)
    put(state, c, "corvids", "raid")
    played(state, Battle("marquise", "corvids", c, (2, 0)))
    around = open_neighbours(state, c)
    assert around and all(state.count(n, ("corvids", "warrior")) == 1 for n in around)
    assert state.scores["marquise"] == 1


@pytest.mark.parametrize("map_name", MAPS)
def test_mercenaries_fight_for_the_buyer_and_split_its_hits(map_name):
    state, c = arena(map_name, ("marquise", "eyrie", "riverfolk"))
    state.effects = {"marquise": {"mercenaries"}}
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "riverfolk", "warrior", 2)
    put(state, c, "eyrie", "warrior", 3)
    r = played(state, Battle("marquise", "eyrie", c, (3, 3)))
    assert not pieces(state, c, "eyrie")  # cap 1 + 2 mercenaries (11.2.7.III)
    assert not pieces(state, c, "marquise") and not pieces(state, c, "riverfolk")  # 11.2.7.III.a
    assert {"11.2.7.III"} <= set(r.sections)


class LendingBees(Bees):
    """The fan faction (tests/game/fan_faction.py) with one rule more, for this test: its
    warriors fight for whoever battles the Marquise, as mercenaries fight for their buyer."""

    def lends_warriors(self, state, side, opponent, where):
        return opponent == "marquise" and side != self.id and bool(state.count(where, (self.id, "warrior")))


@pytest.mark.parametrize("bees", [BEES, LendingBees(**{f.name: getattr(BEES, f.name) for f in fields(BEES)
                                                  if not f.name.startswith("_")})])
def test_a_faction_is_asked_to_lend_warriors_when_its_rules_say_whether_it_does(bees):
    # Lenders (11.2.7.III) are asked of the factions whose rules answer the question themselves,
    # whichever they are (a fan faction too): lent, the Bees' two warriors raise the Eyrie's cap
    # of rolled hits (4.3.2.I) from its one warrior to three; the Law's own answer lends none.
    state = turn_of(new_game("autumn", ["eyrie", "marquise", "bees"], seed=1, law=LAW.with_faction(bees)), "eyrie",
                    "daylight")
    c = field(state)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "bees", "warrior", 2)
    put(state, c, "marquise", "warrior", 3)
    lends = type(bees) is LendingBees
    r = fight(state, "eyrie", "marquise", c, (3, 3))
    assert r.hits[ATTACKER] == (3 if lends else 1)
    assert r.removed["marquise"] == {"warrior": 3 if lends else 1}


@pytest.mark.parametrize("map_name", MAPS)
def test_mercenaries_hit_by_turns_and_never_against_the_riverfolk(map_name):
    state, c = arena(map_name, ("marquise", "eyrie", "riverfolk"))
    state.effects = {"marquise": {"mercenaries"}}
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "riverfolk", "warrior", 2)
    put(state, c, "eyrie", "warrior", 3)
    r = fight(state, "marquise", "eyrie", c, (3, 3))
    assert r.removed["marquise"] == {"warrior": 2} or r.removed.get("riverfolk") == {"warrior": 1}
    took = Counter()
    for owner, n in ((f, sum(v.values())) for f, v in r.removed.items() if f in ("marquise", "riverfolk")):
        took[owner] = n
    assert took == {"marquise": 2, "riverfolk": 1}  # hits 1 and 3 own, 2 the Riverfolk's
    r = fight(state, "marquise", "riverfolk", c, (3, 3))
    assert r.hits[ATTACKER] == 2  # the Riverfolk fight as themselves: cap 2 Marquise warriors


@pytest.mark.parametrize("map_name", MAPS)
def test_a_mercenary_the_vagabond_removes_makes_the_buyer_hostile(map_name):
    state = turn_of(game(map_name, ("marquise", "vagabond", "riverfolk")), "marquise", "daylight")
    c = field(state)
    state.effects = {"marquise": {"mercenaries"}}
    vagabond_in(state, c, "ranger", SWORD, SWORD)
    put(state, c, "riverfolk", "warrior", 2)
    played(state, Battle("marquise", "vagabond", c, (2, 2)))
    assert state.hostile["vagabond"] == {"marquise"} and not state.count(c, ("riverfolk", "warrior"))


@pytest.mark.parametrize("map_name", MAPS)
def test_a_trade_post_leaves_the_game_and_duchy_buildings_remind_the_price(map_name):
    state, c = arena(map_name, ("eyrie", "riverfolk", "duchy"))
    suit = state.suits[c]
    put(state, c, "eyrie", "warrior")
    put(state, c, "riverfolk", f"{suit}-trade-post")
    r = played(state, Battle("eyrie", "riverfolk", c, (0, 0)))
    assert state.out.get(("riverfolk", f"{suit}-trade-post")) == 1 and state.scores["eyrie"] == 1
    assert "11.2.5.I" in {s for n in r.notes for s in n.sections}
    put(state, c, "eyrie", "warrior")
    put(state, c, "duchy", "citadel")
    r = played(state, Battle("eyrie", "duchy", c, (0, 0)))
    assert "12.2.3" in {s for n in r.notes for s in n.sections} and state.scores["eyrie"] == 2


def hundreds_arena(map_name="autumn", first="marquise"):
    state = turn_of(game(map_name, tuple(dict.fromkeys((first, "hundreds", "eyrie", "vagabond")))), first, "daylight")
    c = field(state)
    put(state, c, "hundreds", "warlord")
    return state, c


@pytest.mark.parametrize("map_name", MAPS)
def test_warlord_or_warrior_is_the_hundreds_choice(map_name):
    state, c = hundreds_arena(map_name)
    put(state, c, "hundreds", "warrior")
    put(state, c, "marquise", "warrior", 3)
    with pytest.raises(ChoiceNeeded) as asked:
        fight(state, "marquise", "hundreds", c, (1, 0))
    assert set(asked.value.choices) == {"warlord", "warrior"}
    played(state, Battle("marquise", "hundreds", c, (1, 0), defender_removes=("warrior",)))
    assert pieces(state, c, "hundreds") == {"warlord": 1}


@pytest.mark.parametrize("map_name", MAPS)
def test_stubborn_ignores_the_first_hit_in_the_warlord_s_clearing(map_name):
    state, c = hundreds_arena(map_name)
    put(state, c, "hundreds", "warrior", 2)
    put(state, c, "marquise", "warrior", 3)
    r = played(state, Battle("marquise", "hundreds", c, (2, 0), defender_removes=("warrior",),
                             effects=("stubborn",)))
    assert pieces(state, c, "hundreds") == {"warlord": 1, "warrior": 1} and "14.7.7" in r.sections
    other = field(state, avoid=(c,))
    put(state, other, "hundreds", "warrior", 2)
    put(state, other, "marquise", "warrior", 3)
    refused(state, Battle("marquise", "hundreds", other, (2, 0), effects=("stubborn",)), "14.7.7")


@pytest.mark.parametrize("map_name", MAPS)
def test_wrathful_and_bitter(map_name):
    state, c = hundreds_arena(map_name, first="hundreds")
    put(state, c, "hundreds", "warrior")
    put(state, c, "eyrie", "warrior", 3)
    r = played(state, Battle("hundreds", "eyrie", c, (1, 1), defender_removes=("warrior",), attacker_removes=("warrior",),
                             effects=("wrathful",)))
    assert pieces(state, c, "eyrie") == {"warrior": 1} and "14.7.8" in r.sections
    state, c = hundreds_arena(map_name, first="hundreds")
    near = min(open_neighbours(state, c))
    put(state, c, "hundreds", "mob")
    put(state, near, "hundreds", "mob")
    put(state, c, "eyrie", "warrior", 3)
    r = played(state, Battle("hundreds", "eyrie", c, (3, 0), effects=(f"bitter={c},{near}",)))
    assert not pieces(state, c, "eyrie") and not state.count(near, ("hundreds", "mob"))
    assert state.count(c, ("hundreds", "warrior")) == 2 and "14.7.1" in r.sections
    far = next(x for x in sorted(state.topology.board.clearings)
               if x != c and x not in open_neighbours(state, c))
    put(state, far, "hundreds", "mob")
    put(state, c, "eyrie", "warrior")
    refused(state, Battle("hundreds", "eyrie", c, (1, 0), effects=(f"bitter={far}",)), "14.7.1")


@pytest.mark.parametrize("map_name", MAPS)
def test_looters_deal_no_rolled_hits_and_never_loot_the_vagabond(map_name):
    state, c = hundreds_arena(map_name, first="hundreds")
    put(state, c, "hundreds", "warrior", 3)
    put(state, c, "eyrie", "warrior", 1)
    r = played(state, Battle("hundreds", "eyrie", c, (3, 1), attacker_removes=("warrior",), effects=("looters",)))
    assert pieces(state, c, "eyrie") == {"warrior": 1} and "14.2.5" in r.sections
    vagabond_in(state, c, "ranger", SWORD)
    refused(state, Battle("hundreds", "vagabond", c, (1, 1), effects=("looters",)), "14.2.5")


@pytest.mark.parametrize("map_name", MAPS)
def test_devout_knights_ignore_the_first_hit_ambush_included(map_name):
    state, c = arena(map_name, ("eyrie", "keepers"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "keepers", "warrior", 2)
    put(state, c, "keepers", "tablet")
    r = played(state, Battle("eyrie", "keepers", c, (2, 1)))
    assert pieces(state, c, "keepers") == {"warrior": 1, "tablet": 1} and "15.2.4" in r.sections
    state, c = arena(map_name, ("keepers", "eyrie"))
    put(state, c, "keepers", "warrior", 2)
    put(state, c, "keepers", "figure")
    put(state, c, "eyrie", "warrior", 3)
    r = fight(state, "keepers", "eyrie", c, (2, 0), ambush=True)
    assert r.removed["keepers"] == {"warrior": 1} and r.hits[ATTACKER] == 1  # one ambush hit ignored


@pytest.mark.parametrize("map_name", MAPS)
def test_a_relic_removed_goes_face_up_to_a_forest_and_scores_two(map_name):
    state, c = arena(map_name, ("marquise", "keepers"))
    put(state, c, "marquise", "warrior")
    put(state, c, "keepers", "jewelry")
    forest = state.topology.forests_of(c)[-1]
    r = played(state, Battle("marquise", "keepers", c, (0, 0), effects=(f"trophy-forest={forest}",)))
    assert state.count(forest, ("keepers", "jewelry")) == 1 and state.scores["marquise"] == 2
    assert "15.2.5" in r.sections


@pytest.mark.parametrize("map_name", MAPS)
def test_a_hireling_scores_its_controller_nothing_and_cannot_ambush(map_name):
    state = with_patrol(("eyrie", "marquise"), map_name)
    c = field(state)
    state.controllers["forest-patrol"] = "eyrie"
    put(state, c, "forest-patrol", "warrior")
    put(state, c, "marquise", "sawmill")
    r = played(state, Battle("forest-patrol", "marquise", c, (0, 0)))
    assert state.scores["eyrie"] == 0 and "16.4.3.VI" in {s for n in r.notes for s in n.sections}
    put(state, c, "marquise", "warrior")
    turn_of(state, "marquise", "daylight")
    refused(state, Battle("marquise", "forest-patrol", c, (1, 1), ambush=True), "16.4.3.V")


def test_the_ferry_tower_and_ruins_stay():
    for map_name, piece in (("lake", "ferry"), ("mountain", "tower"), ("winter", "ruin")):
        state = turn_of(game(map_name, ("eyrie", "marquise")), "eyrie", "daylight")
        c = next(x for x in sorted(state.topology.board.clearings) if state.count(x, (MAP, piece)))
        put(state, c, "eyrie", "warrior", 3)
        put(state, c, "marquise", "warrior", 1)
        played(state, Battle("eyrie", "marquise", c, (3, 0)))
        assert state.count(c, (MAP, piece)) == 1 and not pieces(state, c, "marquise")


@pytest.mark.parametrize("map_name", MAPS)
def test_a_score_through_4_takes_the_hireling_marker(map_name):
    state = with_patrol(("eyrie", "marquise"), map_name)
    c = field(state)
    state.scores["eyrie"] = 3
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "sawmill")
    r = played(state, Battle("eyrie", "marquise", c, (1, 0)))
    assert state.scores["eyrie"] == 4 and 4 in state.hireling_markers["eyrie"]
    assert 4 not in state.hireling_markers.get(TRACK, [])
    assert "16.4.1.I" in {s for n in r.notes for s in n.sections}


# --- the cards the table plays (unconfirmed texts) ------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_armorers_sappers_brutal_tactics_scouting_party_partisans(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    r = fight(state, "eyrie", "marquise", c, (3, 2), effects=("armorers=defender",))
    assert "marquise" not in r.removed and r.removed["eyrie"] == {"warrior": 2}
    r = fight(state, "eyrie", "marquise", c, (3, 2), effects=("sappers",))
    assert r.removed["eyrie"] == {"warrior": 3} and "4.3.3.I" in r.verdict.sections
    r = fight(state, "eyrie", "marquise", c, (2, 0), effects=("brutal-tactics",))
    assert r.removed["marquise"] == {"warrior": 3} and r.scores == {"marquise": 1}
    r = fight(state, "eyrie", "marquise", c, (0, 0), ambush=True, effects=("scouting-party",))
    assert not r.removed and "4.3.1" in r.verdict.sections
    r = fight(state, "eyrie", "marquise", c, (0, 0), effects=("partisans=attacker",))
    assert r.removed["marquise"] == {"warrior": 1}
    with pytest.raises(BadInput):
        fight(state, "eyrie", "marquise", c, (1, 1), effects=("armorers",))  # whose?
    with pytest.raises(BadInput):
        fight(state, "eyrie", "marquise", c, (1, 1), effects=("no-such-card",))


@pytest.mark.parametrize("map_name", MAPS)
def test_sappers_is_the_defender_s(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    with pytest.raises(BadInput):
        fight(state, "eyrie", "marquise", c, (1, 1), effects=("sappers=attacker",))  # it takes no value


# --- undo, redo, the file ----------------------------------------------------------------------

@pytest.mark.parametrize("map_name", MAPS)
def test_a_battle_undoes_and_redoes_exactly(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, SWORD, ("boot", "satchel", UP), others=("marquise",))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "marquise", "sawmill")
    before = state.fields_json()
    played(state, Battle("vagabond", "marquise", c, (3, 1), attacker_removes=("boot",)))
    after = state.fields_json()
    assert after != before
    replay.undo(state)
    assert state.fields_json() == before
    replay.redo(state)
    assert state.fields_json() == after
    described = replay.log_entries(state)[-1].description
    assert described.params["action"].id == "battle.log-rolls" and described.params["action"].params["high"] == 3


@pytest.mark.parametrize("map_name", MAPS)
def test_pieces_are_conserved(map_name):
    state, c = vagabond_arena(map_name, "ranger", SWORD, SWORD, ("boot", "satchel", UP), others=("marquise", "eyrie"))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "marquise", "sawmill")
    totals = {k: state.total(k) for k in state.inventory()}
    played(state, Battle("vagabond", "marquise", c, (3, 3), attacker_removes=("boot",)))
    assert {k: state.total(k) for k in state.inventory()} == totals
    assert pieces(state, c, "marquise") == {"sawmill": 1}  # 3 capped by his 2 swords: the warriors go first
    assert state.supply[("marquise", "warrior")] == state.inventory()[("marquise", "warrior")]


@pytest.mark.parametrize("map_name", MAPS)
def test_teach_mode_applies_a_refused_order_as_the_table_says(map_name):
    state, c = arena(map_name)
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "eyrie", "roost", 1)
    verdict = played(state, Battle("marquise", "eyrie", c, (1, 0), defender_removes=("roost",)), replay.TEACH)
    assert not verdict.legal and verdict.section == "4.3.4"
    assert state.history[-1]["mode"] == replay.TEACH
    assert pieces(state, c, "eyrie") == {"warrior": 1}  # the roost, as the table said (teach mode)


@pytest.mark.parametrize("map_name", MAPS)
def test_the_vagrant_instigates_and_removes_for_both_sides(map_name):
    state = turn_of(game(map_name, ("vagabond", "marquise", "eyrie")), "vagabond", "daylight")
    c = field(state)
    vagabond_in(state, c, "vagrant", ("torch", "satchel", UP), ("boot", "satchel", UP))
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "eyrie", "warrior", 1)
    put(state, c, "eyrie", "roost")
    r = played(state, Battle("marquise", "eyrie", c, (3, 1), effects=("instigate",)))
    assert not pieces(state, c, "eyrie") and pieces(state, c, "marquise") == {"warrior": 1}
    # He removed an Eyrie warrior (Hostile), the roost (+1, +1 Infamy), a Marquise warrior (Hostile).
    assert state.hostile["vagabond"] == {"eyrie", "marquise"}
    assert state.scores == {"vagabond": 2, "marquise": 0, "eyrie": 0}
    assert state.vagabonds["vagabond"].usable("torch") == 0 and "16.3.4.II" in r.sections
    refused(state, Battle("vagabond", "marquise", c, (1, 1), effects=("instigate",)), "16.3.4.II")


@pytest.mark.parametrize("map_name", MAPS)
def test_reaching_30_wins_and_is_said(map_name):
    state, c = arena(map_name, ("eyrie", "marquise"))
    state.scores["eyrie"] = 29
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "sawmill")
    r = played(state, Battle("eyrie", "marquise", c, (1, 0)))
    [won] = [n for n in r.notes if n.id == "victory.wins"]
    assert won.sections == ("3.1",) and won.params == {"who": "eyrie", "points": 30}
    assert state.winner == {"faction": "eyrie", "kind": "points", "with": []}


@pytest.mark.parametrize("map_name", MAPS)
def test_a_battle_is_fought_in_the_attackers_own_turn(map_name):
    """With the phase tracked, a faction battles in its own turn, a controlled hireling in
    its controller's (1.4.1, 16.4.3.IV): refused in enforce mode, logged in teach mode."""
    state = with_patrol(("eyrie", "marquise"), map_name)
    c = field(state)
    put(state, c, "marquise", "warrior", 2)
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "forest-patrol", "warrior")
    refused(state, Battle("marquise", "eyrie", c, (1, 1)), "1.4.1")
    state.controllers["forest-patrol"] = "marquise"
    refused(state, Battle("forest-patrol", "eyrie", c, (1, 0)), "1.4.1")
    state.controllers["forest-patrol"] = "eyrie"
    played(state, Battle("forest-patrol", "marquise", c, (1, 0)))
    taught = replay.perform(state, Battle("marquise", "eyrie", c, (1, 1)), replay.TEACH)
    assert taught.applied and not taught.verdict.legal and taught.verdict.section == "1.4.1"


def test_the_vagabond_s_choice_names_his_items_in_the_language():
    """A hit the Vagabond takes damages an item he chooses (9.2.7): the question names his items
    as the language says them, never their ids inside a Dutch or Spanish sentence (issue 37)."""
    from rootboard.game.terms import item_name
    from rootboard.messages import text

    state, c = vagabond_arena("autumn", "ranger", SWORD, ("boot", "satchel", UP), ("torch", "satchel", UP))
    put(state, c, "eyrie", "warrior", 3)
    with pytest.raises(ChoiceNeeded) as asked:
        fight(state, "vagabond", "eyrie", c, (3, 1))
    choice = asked.value
    assert choice.role == ATTACKER and set(choice.choices) <= choice.items
    assert "9.2.7" in choice.message.sections
    for lang in ("nl", "es"):
        said = text(choice.message, lang)
        for item in choice.choices:
            assert str(item_name(item, lang)) in said and item not in said.split(": ", 1)[1].split(";")[0].split(", ")


def test_a_battle_rolled_from_the_seed_keeps_its_dice_and_its_file_opens(tmp_path):
    """The dice rolled from the game's seed depend on the history's length: the history keeps
    the faces, so a file read back (its position replayed without a history) is the same battle."""
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    state, c = arena("autumn")
    put(state, c, "marquise", "warrior", 3)
    put(state, c, "eyrie", "warrior", 3)
    for _ in range(3):  # a history of some length: the seeded dice are not those of an empty one
        replay.perform(state, Battle("marquise", "eyrie", c), replay.TEACH)
    assert all(len(e["action"]["rolls"]) == 2 for e in state.history)
    path = tmp_path / "battles.json"
    save_game(state, path)
    assert load(path).state.to_json() == json.loads(json.dumps(state.to_json()))


def test_a_battle_made_by_keyword_is_the_record_its_fields_say():
    # Battle has its own __init__ (a replayed log makes one for each pair of dice tried): it
    # takes every field by keyword or by position, refuses what the record would, and its
    # battle reads back from its JSON and is copied by replace() as any action.
    from rootboard.game.actions import read_action
    from rootboard.records import fields, replace

    state, c = arena("fall")
    given = dict(rolls=(3, 1), ambush=True, counter_ambush=True, attacker_removes=("sawmill",),
                 defender_removes=("roost",), effects=("commander",), ambush_suit="bird", counter_suit="fox")
    b = Battle("marquise", "eyrie", c, **given)
    assert {f.name: getattr(b, f.name) for f in fields(b)} == {"attacker": "marquise", "defender": "eyrie",
                                                              "clearing": c, **given}
    assert Battle("marquise", "eyrie", c, *given.values()) == b
    assert read_action(json.loads(json.dumps(b.to_json())), state.law) == b
    assert replace(b, rolls=(2, 2)) == Battle("marquise", "eyrie", c, **{**given, "rolls": (2, 2)})
    plain = Battle("marquise", "eyrie", c)
    assert (plain.rolls, plain.ambush, plain.effects, plain.ambush_suit) == ((), False, (), None)
    assert hash(plain) == hash(Battle("marquise", "eyrie", c)) and plain != b
    with pytest.raises(TypeError):
        Battle("marquise", "eyrie", c, dice=(1, 1))
    with pytest.raises(TypeError):
        Battle("marquise", "eyrie")
    with pytest.raises(AttributeError):
        b.rolls = (0, 0)  # frozen, as every action


def _same_battle_scenarios(map_name):
    """Battles whose dice are capped (4.3.2.I) on one side or both, one the ambush ends before
    the roll (4.3.1.II), and the Vagabond's, capped by his swords and damaging items (9.2.6-7)."""
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "marquise", "sawmill")
    yield state, dict(attacker="eyrie", defender="marquise", clearing=c)
    state, c = arena(map_name, ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 2)
    put(state, c, "marquise", "warrior", 2)
    yield state, dict(attacker="eyrie", defender="marquise", clearing=c, ambush=True)
    state, c = vagabond_arena(map_name, "ranger", SWORD, ("sword", "satchel", EXH), ("boot", "satchel", UP),
                              ("torch", "satchel", UP))
    put(state, c, "eyrie", "warrior", 3)
    yield state, dict(attacker="vagabond", defender="eyrie", clearing=c, attacker_removes=("boot", "torch"))


@pytest.mark.parametrize("map_name", MAPS)
def test_dice_said_to_deal_the_same_hits_make_the_same_battle(map_name):
    # A replayed log skips the dice that deal the hits of dice already tried (4.3.2.I): each
    # pair a resolution says deals the same must resolve to the same edits, removals, hits
    # and scores; and some pairs of other faces are the same (their caps cut them), some not.
    from rootboard.notation.translate.battles import PAIRS

    for state, given in _same_battle_scenarios(map_name):
        resolved = {rolls: fight(state, rolls=rolls, **given) for rolls in PAIRS}
        same = [(p, q) for p in PAIRS for q in PAIRS if p != q and resolved[p].deals_the_same(q)]
        assert same and len(same) < len(PAIRS) * (len(PAIRS) - 1) or given.get("ambush")
        for p, q in same:
            a, b = resolved[p], resolved[q]
            assert (a.edits, a.removed, a.damaged, a.hits, a.scores, a.verdict.legal) == \
                   (b.edits, b.removed, b.damaged, b.hits, b.scores, b.verdict.legal), (given, p, q)
        if given.get("ambush"):  # no dice rolled: every pair is the same battle
            assert len(same) == len(PAIRS) * (len(PAIRS) - 1)


@pytest.mark.parametrize("map_name", MAPS)
def test_a_face_at_the_cap_deals_what_a_face_above_it_deals(map_name):
    # The attacker's warriors cap its rolled hits (4.3.2.I): a face equal to their number, not
    # cut by the cap, deals what a higher face deals (the cap is kept, known before the dice
    # are read), so a replayed log's inference tries one of them only; a lower face deals less.
    state, c = arena(map_name, ("eyrie", "marquise"))
    warriors = 2
    put(state, c, "eyrie", "warrior", warriors)
    put(state, c, "marquise", "warrior", 1)
    put(state, c, "marquise", "sawmill")
    given = dict(attacker="eyrie", defender="marquise", clearing=c)
    at_cap = fight(state, rolls=(warriors, 0), **given)
    above = fight(state, rolls=(warriors + 1, 0), **given)
    assert at_cap.rolled_hits[ATTACKER] == (warriors, warriors, warriors)
    assert at_cap.deals_the_same((warriors + 1, 0)) and above.deals_the_same((warriors, 0))
    assert (at_cap.edits, at_cap.removed, at_cap.hits, at_cap.scores) == \
           (above.edits, above.removed, above.hits, above.scores)
    assert not at_cap.deals_the_same((warriors - 1, 0))
