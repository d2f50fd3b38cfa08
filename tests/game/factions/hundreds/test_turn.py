"""The Lord of the Hundreds's turn (14.4-14.6): its steps in chapter order, the options at each judged
by the actions' own checks, and what leaving a step does (Oppress's points, the Evening draw)."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.cards import table
from rootboard.game.factions.hundreds import actions as a
from rootboard.game.factions.hundreds.board import (EVENING_DRAW, MOB, OPPRESS_POINTS, STRONGHOLD, WARLORD, WARRIOR,
                                                    command, oppress_points, oppressed, prowess)
from rootboard.game.factions.hundreds.turn import STEPS, candidates, leaving, rowdy_extra, times
from rootboard.game.ledger import ledger
from rootboard.game.turns.actions import NextStep
from rootboard.game.turns.options import judge, options
from rootboard.game.turns.steps import current_step, steps_of
from rootboard.game.turns.words import step_words
from tests.game.factions.hundreds.kit import (H, empty_clearings, hand, hoard, position, put, set_board,
                                              snapshot)


def step(step_id):
    return next(s for s in STEPS if s.id == step_id)


def test_its_steps_follow_its_chapter():
    s = position()
    steps = steps_of(s.law[H])
    order = ("birdsong", "daylight", "evening")
    assert [s_.phase for s_ in steps] == sorted((s_.phase for s_ in steps), key=order.index)
    # The chapter's steps in its order, and only its own: the moods (14.7) act within them, so a
    # game file of the previous release walks the same steps.
    sections = [s_.section for s_ in steps]
    assert sections == sorted(sections, key=lambda x: [int(p) for p in x.split(".")])
    assert {"14.4.1", "14.4.2", "14.4.3", "14.4.4", "14.5.1", "14.5.2", "14.5.3", "14.6.1", "14.6.2",
            "14.6.3"} == set(sections)
    birdsong = [s_ for s_ in steps if s_.phase == "birdsong"]
    assert birdsong[-1].allows("hundreds-lavish")  # at the end of Birdsong (14.7.4)
    assert step("command").allows("hundreds-advance")  # Grandiose: before any Command action (14.7.2)
    for s_ in steps:  # each said by its room's words, never its id
        assert step_words(s.law[H], s_).id == f"turn-step.hundreds.{s_.id}"


def razing():
    s = position("birdsong")
    c = empty_clearings(s)[0]
    put(s, c, H, MOB)
    put(s, c, H, WARLORD)
    put(s, c, "marquise", "sawmill")
    return s


def commanding():
    s = position("daylight")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 3)
    put(s, c, "marquise")
    hand(s, unnamed=1)  # a card not named: the table checks that it matches (14.5.2)
    s.step = "command"
    return s


def advancing():
    s = commanding()
    s.step = "advance"
    return s


def inciting():
    s = position("evening")
    c = empty_clearings(s)[0]
    put(s, c, H, WARRIOR)
    hand(s, unnamed=1)
    return s


def test_every_option_is_judged_as_played_and_each_playable_one_applies():
    for setup in (razing, commanding, advancing, inciting):
        s = setup()
        found = options(s)
        playable = [o for o in found if o.playable]
        assert playable, setup.__name__
        for option in found:
            assert option.verdict == judge(s, option.action)
        for option in playable:
            before = snapshot(s)
            outcome = replay.perform(s, option.action)
            assert outcome.applied, option.action
            replay.undo(s)
            assert snapshot(s) == before


def test_the_options_offer_each_steps_own_actions():
    assert {"hundreds-raze"} <= {o.action.kind for o in options(razing()) if o.playable}
    assert {"move", "battle", "hundreds-build"} <= {o.action.kind for o in options(commanding()) if o.playable}
    assert {"hundreds-advance", "battle"} <= {o.action.kind for o in options(advancing()) if o.playable}
    assert {"hundreds-incite"} <= {o.action.kind for o in options(inciting()) if o.playable}


def test_command_allows_command_actions_and_advance_prowess():
    s = commanding()
    assert times(s, step("command")) == command(s)
    before = command(s)
    hoard(s, "boot")
    assert command(s) > before and times(s, step("command")) == command(s)
    assert times(s, step("advance")) == 2 * prowess(s)  # each advance a move and a battle (14.5.3)


def test_a_second_command_action_beyond_command_is_refused():
    s = commanding()
    assert command(s) == 1  # an empty Hoard
    moves = [o.action for o in options(s) if o.playable and o.action.kind == "move"]
    assert replay.perform(s, moves[0]).applied
    there = moves[0].request.destination  # they rule it now, with the warriors moved there
    assert a.Build(there).check(s).legal  # on its own, the build is fine: the turn's limit refuses it
    outcome = replay.perform(s, a.Build(there))
    assert not outcome.applied and "14.5.2" in outcome.verdict.sections


def test_leaving_oppress_scores_its_points_in_the_ledger():
    s = position("evening")
    for c in empty_clearings(s)[:3]:
        put(s, c, H, WARRIOR)
    contested = empty_clearings(s)[0]
    put(s, contested, H, WARRIOR)
    put(s, contested, "marquise")
    count = len(oppressed(s))
    assert contested not in oppressed(s) and count >= 3
    points = OPPRESS_POINTS[min(count, len(OPPRESS_POINTS) - 1)]
    assert oppress_points(s) == points
    before = s.scores.get(H, 0)
    s.step = "oppress"
    assert replay.perform(s, NextStep()).applied and current_step(s).id == "draw"
    assert s.scores[H] == before + points
    lines = [line for line in ledger(s) if line.faction == H]
    assert sum(line.points for line in lines) == points and {line.section for line in lines} == {"14.6.2"}
    replay.undo(s)
    assert s.scores.get(H, 0) == before


def test_oppress_untracked_scores_what_leaving_its_step_does_once_and_is_refused_where_tracked():
    s = position("evening")
    for c in empty_clearings(s)[:3]:
        put(s, c, H, WARRIOR)
    # The phases tracked: leaving the step scores it (above); the action would score it twice.
    refused = a.Oppress().check(s)
    assert not refused.possible and refused.message.id == "hundreds.oppress.on-leaving"
    assert "14.6.2" in refused.sections
    s.phase_tracked = False  # a Rootlog's replay: the table's phase is its word
    before, points = s.scores.get(H, 0), oppress_points(s)
    assert points and replay.perform(s, a.Oppress()).applied and s.scores[H] == before + points
    lines = [line for line in ledger(s) if line.faction == H]
    assert sum(line.points for line in lines) == points and {line.section for line in lines} == {"14.6.2"}
    again = replay.perform(s, a.Oppress())
    assert not again.applied and again.verdict.message.id == "hundreds.oppress.once" and s.scores[H] == before + points
    replay.undo(s)
    assert s.scores.get(H, 0) == before


def test_the_evening_draws_one_card_and_rowdy_more():
    s = position("evening")
    hand(s, unnamed=1)
    have = table.hand_size(s, H)
    edits, notes = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, H) == have + EVENING_DRAW
    set_board(s, mood="rowdy")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    assert rowdy_extra(s) == 1
    put(s, c, "marquise", n=3)
    assert rowdy_extra(s) == 2
    have = table.hand_size(s, H)
    edits, notes = leaving(s, step("draw"))
    s.apply(edits)
    assert table.hand_size(s, H) == have + EVENING_DRAW + 2


def test_a_walked_turn_ends_with_the_evening_done():
    s = inciting()
    oppressing = oppress_points(s)
    before = s.scores.get(H, 0)
    assert replay.perform(s, EndTurn(walk=True)).applied and s.current != H
    assert s.scores.get(H, 0) == before + oppressing


def test_candidates_are_broad_and_not_a_second_list_of_the_rules():
    s = position()
    clearings = sorted(s.topology.board.clearings)
    assert len(candidates(s, step("anoint"))) == len(clearings)
    assert len([c for c in candidates(s, step("incite")) if c.kind == "hundreds-incite"]) == len(clearings)
    assert len([c for c in candidates(s, step("incite")) if c.kind == "hundreds-jubilant"
                and c.clearing is not None]) == len(clearings)
    assert len([c for c in candidates(s, step("raze")) if c.kind == "hundreds-mob"]) == len(clearings)
    assert candidates(s, step("advance")) == []  # no warlord on the map
    put(s, empty_clearings(s)[0], H, STRONGHOLD)
    assert len([c for c in candidates(s, step("command")) if c.kind == "hundreds-build"]) == len(clearings)


def test_leaving_birdsong_razes_and_recruits_when_not_done():
    s = razing()
    c = next(x for x in s.topology.board.clearings if s.count(x, (H, MOB)))
    expected = prowess(s)
    assert replay.perform(s, NextStep()).applied and current_step(s).id == "recruit"
    assert s.count(c, ("marquise", "sawmill")) == 0  # razed on leaving (14.4.1)
    assert replay.perform(s, NextStep()).applied and current_step(s).id == "anoint"
    assert s.count(c, (H, WARRIOR)) == expected  # recruited on leaving (14.4.2)
    replay.undo(s)
    assert s.count(c, (H, WARRIOR)) == 0


def test_raze_played_is_not_done_again_on_leaving():
    s = razing()
    assert replay.perform(s, a.Raze()).applied
    assert leaving(s, step("raze")) == ([], [])


# --- The moods within the chapter's steps (14.7.2, 14.7.4) --------------------------------------------

def test_every_mood_walks_the_same_steps_and_none_is_said_as_0_of_0():
    from rootboard.game.turns.progress import progress

    walked = {}
    for mood in ("stubborn", "grandiose", "lavish"):
        s = set_board(position("birdsong"), mood=mood)
        s.step = "mood"
        s.apply([s.set_edit("taken", {"mood": 1})])  # its mood chosen (14.4.4)
        offered = {o.action.kind for o in options(s) if o.playable}
        assert "phase" in offered and "step" not in offered  # the mood step ends Birdsong
        seen = []
        while s.phase != "evening":
            assert replay.perform(s, NextStep()).applied
            seen.append(current_step(s).id)
            now = progress(s)
            assert now.limit != 0 or now.words is not None  # never a bare "0 of 0"
            if current_step(s).id == "advance" and mood == "grandiose":
                assert "14.7.2" in now.words.sections  # its Advances came before Command
        walked[mood] = seen
    assert walked["grandiose"] == walked["lavish"] == walked["stubborn"]


def test_an_advance_after_command_is_refused_when_grandiose_with_the_moods_section():
    s = set_board(position("daylight"), mood="stubborn")
    c = empty_clearings(s)[0]
    put(s, c, H, WARLORD)
    put(s, c, H, WARRIOR, 2)
    s.step = "command"
    from rootboard.game.factions.hundreds.board import adjacent_clearings

    n = adjacent_clearings(s, c)[0]
    assert judge(s, a.Advance(n, 1)).legal  # after Command (14.5.3): the turn moves on to it
    s.step = "advance"
    s = set_board(s, mood="grandiose")
    verdict = judge(s, a.Advance(n, 1))  # Grandiose: its moment, before Command, is past (14.7.2)
    assert not verdict.legal and "14.7.2" in verdict.sections


def test_an_action_of_a_step_this_turn_has_not_is_refused_not_a_crash():
    """Lavish outside Lavish: the refusal says why (its own check's mood, or the turn's), enforce
    and teach alike (14.7.4)."""
    from rootboard.game.factions.hundreds.moods import Lavish
    from tests.game.factions.hundreds.kit import hoard

    s = set_board(position("birdsong"), mood="wrathful")
    put(s, empty_clearings(s)[0], H, WARLORD)
    hoard(s, "boot")
    verdict = judge(s, Lavish(("boot",)))
    assert not verdict.legal and "14.7.4" in verdict.sections
