"""The Hundreds' moods that act outside battle (14.7): Grandiose's order (14.7.2), Jubilant's mob rolls
(14.7.3), Lavish's items for warriors (14.7.4), Relentless's one more move or battle (14.7.5); the
Advance the Warlord step they change (14.5.3); Choose Mood when Lavish cannot change (14.4.4).
Positions are made by hand; every count is read from the board's printed values or the map."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.factions.hundreds import actions as a
from rootboard.game.factions.hundreds.advance import advancing
from rootboard.game.factions.hundreds.board import (JUBILANT_ROLLS, LAVISH_WARRIORS, MOB, MOODS, TRACK_VALUE,
                                                    WARLORD, WARRIOR, adjacent_clearings, command, hoard as held,
                                                    mobs, moods_open, prowess, warlords_clearing)
from rootboard.game.factions.hundreds.moods import JubilantMob, Lavish, Relentless
from rootboard.game.kinds import SUITS
from rootboard.game.modes import TEACH
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import options
from rootboard.game.turns.steps import current_step
from tests.game.factions.hundreds.kit import (H, card_of, empty_clearings, hand, hoard, position, put,
                                              refused_in_both, refused_then_taught, set_board, snapshot)


# --- Advance the Warlord and Relentless (14.5.3, 14.7.5) ---------------------------------------------

def marching(mood: str):
    """Daylight at Advance the Warlord, Prowess as an empty Hoard gives: the warlord and two warriors
    in an empty clearing, Eyrie warriors in a clearing beside it, another clearing beside that."""
    s = position("daylight")
    set_board(s, mood=mood)
    c = empty_clearings(s)[0]
    n = next(x for x in adjacent_clearings(s, c) if x in empty_clearings(s))
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 2)
    put(s, n, "eyrie", WARRIOR)  # the Hundreds rule there once they come
    s.step = "advance"
    return s, c, n


def blank_battle(where):
    """A battle whose dice deal no hits (both faces 0), so the pieces stay for the next action."""
    return Battle(H, "eyrie", where, (0, 0))


def beyond(s, where) -> int:
    return adjacent_clearings(s, where)[0]


def test_relentless_moves_once_more_after_an_advance_that_moved_and_battled_not_counted_against_prowess():
    s, c, n = marching("relentless")
    assert prowess(s) == TRACK_VALUE[0]
    for _ in range(prowess(s)):
        assert replay.perform(s, a.Advance(n, 2)).applied
        assert replay.perform(s, blank_battle(n)).applied
        taken = s.taken["advance"]
        before = snapshot(s)
        outcome = replay.perform(s, Relentless(beyond(s, n), 2))
        assert outcome.applied and "14.7.5" in outcome.verdict.sections
        assert s.taken["advance"] == taken  # not counted at the step
        assert advancing(s).begun <= prowess(s)  # nor as an Advance
        replay.undo(s)
        assert snapshot(s) == before
    # Its move once taken, a second is refused: one more move or battle (14.7.5).
    assert replay.perform(s, Relentless(beyond(s, n), 2)).applied
    refused_then_taught(s, Relentless(beyond(s, warlords_clearing(s)), 0), "14.7.5")


def test_relentless_is_refused_in_another_mood_and_before_the_advance_battled():
    s, c, n = marching("stubborn")
    assert replay.perform(s, a.Advance(n, 2)).applied
    assert replay.perform(s, blank_battle(n)).applied
    refused_then_taught(s, Relentless(beyond(s, n), 2), "14.7.5")
    s, c, n = marching("relentless")
    assert replay.perform(s, a.Advance(n, 2)).applied  # moved, not battled yet
    refused_then_taught(s, Relentless(beyond(s, n), 2), "14.7.5")


def test_relentless_battles_once_more_where_another_mood_has_no_advance_left():
    for mood, more in (("relentless", True), ("stubborn", False)):
        s, c, n = marching(mood)
        for _ in range(prowess(s)):
            assert replay.perform(s, a.Advance(n, 2)).applied
            assert replay.perform(s, blank_battle(n)).applied
        outcome = replay.perform(s, blank_battle(n))
        assert outcome.applied == more, mood
        if not more:
            assert "14.5.3" in outcome.verdict.sections


def test_relentless_battle_scores_its_removals_in_the_ledger_and_undoes():
    from rootboard.game.ledger import ledger

    s, c, n = marching("relentless")
    put(s, n, "eyrie", "roost")
    assert replay.perform(s, a.Advance(n, 2)).applied
    assert replay.perform(s, blank_battle(n)).applied
    before, lines = s.scores.get(H, 0), len(ledger(s))
    # Relentless's battle: the highest roll to the attacker, the eyrie's warrior then its roost (4.3.4).
    outcome = replay.perform(s, Battle(H, "eyrie", n, (3, 0), defender_removes=(WARRIOR, "roost")))
    assert outcome.applied and not s.count(n, ("eyrie", "roost"))
    gained = s.scores[H] - before
    new = [line for line in ledger(s)[lines:] if line.faction == H]
    assert gained and sum(line.points for line in new) == gained
    replay.undo(s)
    assert s.scores.get(H, 0) == before and s.count(n, ("eyrie", "roost"))


def test_each_battle_alone_is_an_advance_of_its_own():
    s, c, n = marching("stubborn")
    put(s, c, "eyrie", WARRIOR, 3)
    for _ in range(prowess(s)):  # battles with no move: each is one of the Advances (14.5.3)
        assert replay.perform(s, blank_battle(c)).applied
    outcome = replay.perform(s, blank_battle(c))
    assert not outcome.applied and "14.5.3" in outcome.verdict.sections


def test_the_advance_battle_is_in_the_warlords_clearing():
    s, c, n = marching("stubborn")
    put(s, n, H, WARRIOR)  # the Hundreds are there too, the warlord is not
    refused_then_taught(s, blank_battle(n), "14.5.3")


def test_the_options_offer_relentless_right_after_an_advance_that_moved_and_battled():
    s, c, n = marching("relentless")
    assert "hundreds-relentless" not in {o.action.kind for o in options(s) if o.playable}
    assert replay.perform(s, a.Advance(n, 2)).applied
    assert replay.perform(s, blank_battle(n)).applied
    assert "hundreds-relentless" in {o.action.kind for o in options(s) if o.playable}


# --- Grandiose (14.7.2) -----------------------------------------------------------------------------

def test_grandiose_advances_the_warlord_before_command():
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest

    for mood in ("grandiose", "stubborn"):
        s, c, n = marching(mood)
        s.step = "craft"
        hoard(s, "hammer")  # Prowess past one: only the order refuses the second Advance
        hand(s, unnamed=1)
        assert replay.perform(s, a.Advance(n, 1)).applied
        if mood == "grandiose":  # Advance first, at the start of Command, counted against Prowess (14.7.2)
            assert current_step(s).id == "command"
            assert s.taken.get("advance") == 1 and not s.taken.get("command")
            assert advancing(s).begun == 1
            # then Command: a move of the warrior left behind, the first of Command's count
            assert replay.perform(s, Move(MoveRequest(H, c, n, 1))).applied and current_step(s).id == "command"
            assert s.taken.get("command") == 1 and s.taken.get("advance") == 1
            outcome = replay.perform(s, a.Advance(beyond(s, n), 1))  # refused after a Command action
            assert not outcome.applied and "14.7.2" in outcome.verdict.sections
            assert replay.perform(s, NextStep()).applied and current_step(s).id == "advance"
            outcome = replay.perform(s, a.Advance(beyond(s, n), 1))  # and at the step after Command
            assert not outcome.applied and "14.7.2" in outcome.verdict.sections
        else:  # after Command: the advance passed it, and Command is over
            assert current_step(s).id == "advance"
            outcome = replay.perform(s, a.Build(n))
            assert not outcome.applied and "14.5.2" in outcome.verdict.sections


def test_grandiose_battles_before_command_are_the_advances_then_commands():
    """Grandiose: a battle at the start of Command is an Advance's while Advances are left
    (counted against Prowess, in the warlord's clearing, 14.7.2, 14.5.3); once they are spent,
    a battle is one of Command's (14.5.2)."""
    s, c, n = marching("grandiose")
    s.step = "command"
    assert prowess(s) == TRACK_VALUE[0]
    for _ in range(prowess(s)):
        assert replay.perform(s, a.Advance(n, 2)).applied
        assert replay.perform(s, blank_battle(n)).applied
    assert s.taken.get("advance") == 2 * prowess(s) and not s.taken.get("command")
    assert replay.perform(s, blank_battle(n)).applied  # no Advance left: Command's battle
    assert s.taken.get("command") == 1 and s.taken.get("advance") == 2 * prowess(s)


def test_grandiose_battle_elsewhere_is_commands_first_action_and_ends_the_advances():
    """Advance the Warlord is "up to" Prowess: a battle away from the warlord, with no Advance
    taken or after an Advance's move, is Command's first action, counted there (14.5.2); then
    an Advance is refused (14.7.2)."""
    for advanced in (False, True):
        s, c, n = marching("grandiose")
        s.step = "command"
        hoard(s, "hammer")  # Prowess past one: only the order refuses the second Advance
        away = next(x for x in empty_clearings(s) if x not in (c, n))
        put(s, away, H, WARRIOR)
        put(s, away, "eyrie", WARRIOR)
        if advanced:
            assert replay.perform(s, a.Advance(n, 1)).applied
        outcome = replay.perform(s, blank_battle(away))
        assert outcome.applied and s.taken.get("command") == 1
        assert s.taken.get("advance", 0) == (1 if advanced else 0)
        to = beyond(s, warlords_clearing(s))
        outcome = replay.perform(s, a.Advance(to, 0))
        assert not outcome.applied and "14.7.2" in outcome.verdict.sections


# --- Jubilant (14.7.3) ------------------------------------------------------------------------------

def rousing(mood: str):
    s = position("evening")
    set_board(s, mood=mood)
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    card = card_of(s, s.suits[c])
    hand(s, card)
    return s, c, card


def spread_target(s):
    """A clearing with no mob, adjacent to one with a mob, and its suit (what the die must show)."""
    near = sorted({x for m in mobs(s) for x in adjacent_clearings(s, m)} - set(mobs(s)))
    return near[0], s.suits[near[0]]


def test_jubilant_rolls_the_mob_die_up_to_its_times_after_inciting_the_warlords_clearing():
    s, c, card = rousing("jubilant")
    assert replay.perform(s, a.Incite(c, card)).applied
    for _ in range(JUBILANT_ROLLS):
        where, suit = spread_target(s)
        outcome = replay.perform(s, JubilantMob(where, suit))
        assert outcome.applied and "14.7.3" in outcome.verdict.sections and s.count(where, (H, MOB)) == 1
    where, suit = spread_target(s)
    outcome = replay.perform(s, JubilantMob(where, suit))
    assert not outcome.applied and "14.7.3" in outcome.verdict.sections
    before = len(mobs(s))
    replay.undo(s)
    assert len(mobs(s)) == before - 1


def test_a_jubilant_roll_that_places_no_mob_is_one_of_its_rolls():
    s, c, card = rousing("jubilant")
    assert replay.perform(s, a.Incite(c, card)).applied
    where, suit = spread_target(s)
    refused_then_taught(s, JubilantMob(None, suit), "14.7.3")  # a clearing takes it: say which
    s, c, card = rousing("jubilant")
    assert replay.perform(s, a.Incite(c, card)).applied
    far = [x for x in empty_clearings(s) if x != c]
    while s.supply.get((H, MOB), 0):  # every mob on the map: no roll can place one
        put(s, far.pop(), H, MOB)
    for _ in range(JUBILANT_ROLLS):
        outcome = replay.perform(s, JubilantMob(None, SUITS[0]))
        assert outcome.applied and "14.7.3" in outcome.verdict.sections
    outcome = replay.perform(s, JubilantMob(None, SUITS[0]))
    assert not outcome.applied and "14.7.3" in outcome.verdict.sections


def test_jubilant_needs_the_mood_and_an_incite_in_the_warlords_clearing():
    s, c, card = rousing("stubborn")
    assert replay.perform(s, a.Incite(c, card)).applied
    where, suit = spread_target(s)
    refused_then_taught(s, JubilantMob(where, suit), "14.7.3")
    s, c, card = rousing("jubilant")
    other = next(x for x in empty_clearings(s) if x != c and s.suits[x] == s.suits[c])
    put(s, other, H, WARRIOR)
    assert replay.perform(s, a.Incite(other, card)).applied  # not the warlord's clearing
    where, suit = spread_target(s)
    refused_then_taught(s, JubilantMob(where, suit), "14.7.3")


def test_jubilants_roll_keeps_the_mob_dies_rules():
    s, c, card = rousing("jubilant")
    assert replay.perform(s, a.Incite(c, card)).applied
    where, suit = spread_target(s)
    wrong = next(x for x in SUITS if x != suit)
    refused_then_taught(s, JubilantMob(where, wrong), "14.7.3")


# --- Lavish (14.7.4) --------------------------------------------------------------------------------

def spending(mood: str, *items: str):
    s = position("birdsong")
    set_board(s, mood=mood)
    hoard(s, *items)
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    s.step = "mood"  # Birdsong's last step, its new mood chosen (14.4.4): the end of Birdsong
    s.apply([s.set_edit("taken", {"mood": 1})])
    return s, c


def test_lavish_removes_items_permanently_for_two_warriors_each():
    s, c = spending("lavish", "boot", "tea", "sword")
    first = (command(s), prowess(s))
    before = snapshot(s)
    outcome = replay.perform(s, Lavish(("boot", "sword")))
    assert outcome.applied and "14.7.4" in outcome.verdict.sections
    assert s.count(c, (H, WARRIOR)) == LAVISH_WARRIORS * 2
    assert held(s) == ("tea",)
    assert (command(s), prowess(s)) == (TRACK_VALUE[0], TRACK_VALUE[1])  # the tracks read anew
    assert s.crafted.left_in_supply("boot") == position().crafted.left_in_supply("boot") - 1  # never back
    replay.undo(s)
    assert snapshot(s) == before and (command(s), prowess(s)) == first


def test_lavish_is_refused_in_another_mood_and_for_an_item_not_held():
    s, c = spending("stubborn", "boot")
    refused_then_taught(s, Lavish(("boot",)), "14.7.4")
    s, c = spending("lavish", "boot")
    refused_in_both(s, Lavish(("coin",)), "14.7.4")


def test_lavish_is_offered_at_the_end_of_birdsong():
    s, c = spending("lavish", "boot", "tea")
    playable = [o.action for o in options(s) if o.playable and o.action.kind == "hundreds-lavish"]
    assert playable and all(set(x.items) <= set(held(s)) for x in playable)


def test_lavish_with_no_mood_open_stays_lavish():
    s = position("birdsong")
    set_board(s, mood="lavish")
    hoard(s, *(i for i in MOODS.values() if i is not None))
    assert moods_open(s) == []
    s.step = "mood"  # no mood to choose: Lavish's items are taken at the mood step all the same
    put(s, empty_clearings(s)[0], H, WARLORD)
    assert "hundreds-lavish" in {o.action.kind for o in options(s) if o.playable}
    # and are a "may": the step is left without them, nothing to choose (14.7.4, 14.4.4)
    assert replay.perform(s, NextStep()).applied and current_step(s).id == "craft"


def test_lavish_waits_for_the_new_mood_and_is_not_the_mood_steps_one_action():
    from rootboard.game.turns.options import judge

    def at_the_mood_step(mood):
        s = set_board(position("birdsong"), mood=mood)
        hoard(s, "boot", "tea")
        put(s, empty_clearings(s)[0], H, WARLORD)
        s.step = "mood"
        return s

    s = at_the_mood_step("lavish")  # last turn's Lavish, a new mood still to choose (14.4.4)
    verdict = judge(s, Lavish(("boot",)))
    assert not verdict.legal and verdict.message.id == "hundreds.lavish.before-mood"
    assert verdict.sections[:2] == ("14.7.4", "14.4.4")
    s = at_the_mood_step("stubborn")
    offered = lambda: {o.action.kind for o in options(s) if o.playable}  # noqa: E731
    assert "hundreds-lavish" not in offered()
    assert replay.perform(s, a.ChooseMood("lavish")).applied
    assert "hundreds-lavish" in offered()  # then, at the same step, the end of Birdsong
    assert replay.perform(s, Lavish(("boot",))).applied  # not counted: the mood step's one choice stays
    assert s.taken == {"mood": 1} and current_step(s).id == "mood"
    verdict = judge(s, Lavish(("tea",)))  # once this Birdsong
    assert not verdict.legal and "14.7.4" in verdict.sections


# --- the game file: whatever is played, taught or not, opens again ----------------------------------

def reopened(s, tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    path = tmp_path / "g.json"
    save_game(s, path)
    back = load(path).state
    assert snapshot(back) == snapshot(s) and back.history == s.history
    return back


def test_the_moods_played_save_and_load(tmp_path):
    s, c, n = marching("relentless")
    assert replay.perform(s, a.Advance(n, 2)).applied
    assert replay.perform(s, blank_battle(n)).applied
    assert replay.perform(s, Relentless(beyond(s, n), 2)).applied
    back = reopened(s, tmp_path)
    assert advancing(back) == advancing(s)
    s, c = spending("lavish", "boot", "tea")
    assert replay.perform(s, Lavish(("tea",))).applied
    assert held(reopened(s, tmp_path)) == held(s)


def test_the_moods_taught_past_their_limits_save_and_load(tmp_path):
    s, c, card = rousing("jubilant")
    put(s, c, H, MOB)  # a mob to spread from, with no Incite this turn
    where, suit = spread_target(s)
    assert replay.perform(s, JubilantMob(where, suit), TEACH).applied  # taught: no Incite before it
    reopened(s, tmp_path)
    s, c, card = rousing("jubilant")
    assert replay.perform(s, a.Incite(c, card)).applied
    while s.supply.get((H, MOB), 0):  # every mob left, past Jubilant's rolls: the later ones taught
        where, suit = spread_target(s)
        assert replay.perform(s, JubilantMob(where, suit), TEACH).applied
    reopened(s, tmp_path)
    s, c, n = marching("relentless")
    assert replay.perform(s, Relentless(n, 2), TEACH).applied  # taught: no Advance before it
    reopened(s, tmp_path)
