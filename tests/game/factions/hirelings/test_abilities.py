"""The hirelings' abilities rootboard checks (16.4.2.II): what cannot be battled, removed or placed
where a hireling stands, and what its controller gains in battle ("CONTROLLER:", 16.4.2); each
refusal cites the card's section and changes nothing; the same battle without the ability is
fought as the Law's general rules say."""

from __future__ import annotations

import rootboard.game.terms  # noqa: F401  (the words the messages are said in)
from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.kinds import MAP, PAWN, WARRIOR
from rootboard.game.placement import PieceRequest
from tests.game.factions.hirelings.kit import ME, PLAYERS, hired
from tests.game.gamekit import put, turn_of

ENEMY = PLAYERS[1]


def plain(state, n: int = 2) -> list[int]:
    """``n`` clearings with no ruin, Ferry or Tower (nothing there but what a test puts)."""
    found = [c for c in sorted(state.topology.board.clearings)
             if not any(state.count(c, (MAP, p)) for p in ("ruin", "ferry", "tower"))]
    return found[:n]


def refused_with(state, action, message_id: str):
    before = state.to_json()
    outcome = replay.perform(state, action)
    assert not outcome.applied and outcome.verdict.message.id == message_id, outcome.verdict.message
    assert "16.4.2.II" in outcome.verdict.sections and state.to_json() == before
    return outcome.verdict


def test_the_protector_cannot_be_battled_or_removed_and_enemies_cannot_place_where_it_stands():
    state = hired("furious-protector")
    here, there = plain(state)
    put(state, here, "furious-protector", PAWN)
    put(state, here, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "furious-protector", here, (1, 0)), "hireling-ability.unbattled")
    refused_with(state, act.Remove(PieceRequest("furious-protector", PAWN, here)), "hireling-ability.unremoved")
    refused_with(state, act.Place(PieceRequest(ENEMY, WARRIOR, here)), "hireling-ability.no-placing")
    assert replay.perform(state, act.Place(PieceRequest(ENEMY, WARRIOR, there))).applied
    assert replay.perform(state, act.Place(PieceRequest(ME, WARRIOR, here))).applied  # its controller may


def test_the_stoic_protector_guards_its_controllers_faction_pieces_where_it_stands():
    state = hired("furious-protector", demoted=True)
    here, there = plain(state)
    put(state, here, "furious-protector", PAWN)
    for c in (here, there):
        put(state, c, ME, n=2)
        put(state, c, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, ME, here, (1, 0)), "hireling-ability.guarded")
    assert replay.perform(state, Battle(ENEMY, ME, there, (1, 0))).applied  # not where it stands
    # The Stoic side lets its pieces be placed beside it: only the Furious side bars that.
    assert replay.perform(state, act.Place(PieceRequest(ENEMY, WARRIOR, here))).applied


def test_the_flotilla_cannot_be_battled_and_rolls_up_to_three_hits():
    state = hired("riverfolk-flotilla", others=("popular-band", "corvid-spies"))
    here = plain(state, 1)[0]
    put(state, here, "riverfolk-flotilla", PAWN)
    put(state, here, ENEMY, n=4)
    outcome = replay.perform(state, Battle("riverfolk-flotilla", ENEMY, here, (3, 0)))
    # Its pawn, no warrior, rolled three hits (by the general rule, none: 4.3.2.I).
    assert outcome.applied and state.count(here, (ENEMY, WARRIOR)) == 1
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "riverfolk-flotilla", here, (1, 0)), "hireling-ability.unbattled")


def test_bandit_warriors_cannot_be_battled_where_their_controller_has_faction_pieces():
    state = hired("highway-bandits", demoted=True)  # Bandit Gangs
    guarded, alone = plain(state)
    for c in (guarded, alone):
        put(state, c, "highway-bandits", n=2)
        put(state, c, ENEMY, n=2)
    put(state, guarded, ME)
    turn_of(state, ENEMY, "daylight")
    refused_with(state, Battle(ENEMY, "highway-bandits", guarded, (1, 0)), "hireling-ability.unbattled-here")
    assert replay.perform(state, Battle(ENEMY, "highway-bandits", alone, (1, 0))).applied


def test_badger_bodyguards_let_their_controller_ignore_the_first_hit():
    state = hired("vault-keepers", demoted=True, others=("popular-band", "corvid-spies"))
    here = plain(state, 1)[0]
    put(state, here, ME, n=2)
    put(state, here, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    outcome = replay.perform(state, Battle(ENEMY, ME, here, (1, 0)))
    assert outcome.applied and state.count(here, (ME, WARRIOR)) == 2  # its one hit ignored
    # Without the hireling's control the same battle removes a warrior (4.3.4).
    replay.undo(state)
    assert replay.perform(state, act.Control("vault-keepers", None)).applied
    assert replay.perform(state, Battle(ENEMY, ME, here, (1, 0))).applied
    assert state.count(here, (ME, WARRIOR)) == 1


def test_raven_sentries_deal_their_controller_an_extra_hit_where_it_has_buildings_or_tokens():
    state = hired("corvid-spies", demoted=True, others=("popular-band", "furious-protector"))
    built, bare = plain(state)
    for c in (built, bare):
        put(state, c, ME, n=2)
        put(state, c, ENEMY, n=3)
    put(state, built, ME, "sawmill")
    assert replay.perform(state, Battle(ME, ENEMY, built, (1, 0))).applied
    assert state.count(built, (ENEMY, WARRIOR)) == 1  # one rolled, one extra
    assert replay.perform(state, Battle(ME, ENEMY, bare, (1, 0))).applied
    assert state.count(bare, (ENEMY, WARRIOR)) == 2


def test_otter_divers_let_their_controller_ignore_rule_to_or_from_the_river():
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest
    from rootboard.game.setupkit.places import river_clearings

    state = hired("riverfolk-flotilla", demoted=True, others=("popular-band", "corvid-spies"))
    river = river_clearings(state.topology)
    wet = next((a, b) for a in sorted(river) for b in sorted(adjacent_clearings(state, a)))
    dry = next((a, b) for a in sorted(state.topology.board.clearings) if a not in river
               for b in sorted(adjacent_clearings(state, a)) if b not in river)
    for a, b in (wet, dry):  # the enemy rules both ends of each move
        put(state, a, ME)
        put(state, a, ENEMY, n=2)
        put(state, b, ENEMY, n=2)
    moved = replay.perform(state, act.Move(MoveRequest(ME, *wet, 1)))
    assert moved.applied and "16.4.2.II" in moved.verdict.sections
    assert replay.perform(state, act.Move(MoveRequest(ME, *dry, 1))).verdict.section == "4.2.1"
    replay.undo(state)
    assert replay.perform(state, act.Control("riverfolk-flotilla", None)).applied  # nobody's: the rule again
    assert not replay.perform(state, act.Move(MoveRequest(ME, *wet, 1))).applied


def test_enemies_cannot_move_out_of_a_band_clearing_on_the_turn_they_moved_in():
    from rootboard.game.factions.hirelings.deploy import adjacent
    from rootboard.game.movement import MoveRequest

    state = hired("popular-band", demoted=True)  # the Street Band: the same ability
    start = plain(state, 1)[0]
    band = min(adjacent(state, start))
    onward = next(c for c in sorted(adjacent(state, band)) if c != start)
    put(state, band, "popular-band")
    put(state, start, ENEMY, n=3)
    put(state, band, ENEMY, n=2)  # the enemy rules every step
    put(state, onward, ENEMY, n=2)
    turn_of(state, ENEMY, "daylight")
    assert replay.perform(state, act.Move(MoveRequest(ENEMY, start, band, 1))).applied
    refused_with(state, act.Move(MoveRequest(ENEMY, band, onward, 1)), "hireling-ability.held")
    # The next turn it may.
    turn_of(state, ENEMY, "evening")
    assert replay.perform(state, act.EndTurn()).applied
    turn_of(state, ENEMY, "daylight")
    assert replay.perform(state, act.Move(MoveRequest(ENEMY, band, onward, 1))).applied


def test_a_path_with_a_bandit_takes_its_toll_of_enemies_and_serves_its_controller():
    from rootboard.board.topology import path_area
    from rootboard.game.factions.hirelings.deploy import adjacent
    from rootboard.game.movement import MoveRequest

    state = hired("highway-bandits")
    a = plain(state, 1)[0]
    b = min(adjacent(state, a))
    put(state, path_area(a, b), "highway-bandits")
    put(state, a, ME, n=3)
    put(state, a, ENEMY, n=2)
    put(state, b, ENEMY)  # each rules one end of the path
    toll = act.Move(MoveRequest(ME, a, b, 1)).check(state)
    assert "hireling-ability.toll-own" in {n.id for n in toll.notes}
    turn_of(state, ENEMY, "daylight")
    toll = act.Move(MoveRequest(ENEMY, a, b, 1)).check(state)
    assert "hireling-ability.toll" in {n.id for n in toll.notes} and toll.legal
    assert "16.4.2.II" in next(n for n in toll.notes if n.id == "hireling-ability.toll").sections


def test_gaining_a_side_whose_ability_is_the_tables_says_it(monkeypatch):
    from rootboard.game.factions.hirelings import reminders
    from rootboard.game.unconfirmed import HIRELING_ABILITIES, HIRELINGS

    sides = {*HIRELINGS, *(c["demoted"] for c in HIRELINGS.values())}
    assert set(reminders.TABLE_ABILITIES) <= sides and not set(reminders.TABLE_ABILITIES) & set(HIRELING_ABILITIES)
    # Every side's ability is checked now (the Forest Patrol's and the Mole Artisans' last): none reminded.
    for checked, demoted in (("furious-protector", False), ("forest-patrol", False), ("sunward-expedition", True)):
        state = hired(checked, demoted=demoted)
        assert not act.Control(checked, ENEMY).check(state).notes
    # A side the table applies (a card rootboard does not check yet) is said once, on gaining it.
    from rootboard.game.factions.hirelings.exile import DRAWN_AT_TABLE as said  # any words stand for the card's
    monkeypatch.setitem(reminders.TABLE_ABILITIES, "mole-artisans", said)
    state = hired("sunward-expedition", demoted=True)
    notes = act.Control("sunward-expedition", ENEMY).check(state).notes
    assert [n.id for n in notes] == ["hireling-ability.reminder"] and notes[0].sections == ("16.4.2.II",)
    assert notes[0].params["what"].id == said.id


# --- the Bluebird Nobles: its controller rules ties (16.4.2.II, like Lords of the Forest, 7.2.2) ---

def test_the_bluebird_nobles_controller_rules_the_ties_it_is_in():
    from rootboard.game.rules import ruler, ruling

    state = hired("last-dynasty", "birdsong", demoted=True)  # Bluebird Nobles, controlled by ME
    mine, others, behind = plain(state, 3)
    put(state, mine, ME); put(state, mine, PLAYERS[2])
    put(state, others, "popular-band"); put(state, others, PLAYERS[2])  # a tie its controller is not in
    put(state, behind, ME); put(state, behind, ENEMY, n=2)  # not a tie for the most
    found = ruling(state, mine)
    assert found.ruler == ME == ruler(state, mine) and found.message.id == "hireling-ability.rules-ties"
    assert found.section == "16.4.2.II" and "7.2.2" in found.message.sections
    assert ruling(state, others).ruler is None and ruling(state, others).message.id == "rule.tied"
    assert ruler(state, behind) == ENEMY
    # Its controller ruling the tie, its warriors move out of it by rule (4.2.1).
    from rootboard.game.factions.marquise.board import adjacent_clearings
    from rootboard.game.movement import MoveRequest

    turn_of(state, ME, "daylight")
    away = sorted(adjacent_clearings(state, mine))[0]
    assert act.Move(MoveRequest(ME, mine, away, 1)).check(state).legal
    # The game file reopens with the same ruling.
    from rootboard.gamefile.file import read_game_data

    assert ruling(read_game_data(state.to_json()).state, mine).ruler == ME


def test_the_last_dynasty_side_breaks_no_tie():
    from rootboard.game.rules import ruling

    state = hired("last-dynasty", "birdsong")  # the promoted side: no such ability
    where = plain(state, 1)[0]
    put(state, where, ME); put(state, where, PLAYERS[2])
    assert ruling(state, where).ruler is None


# --- the Spring Uprising: to battle it, the attacker discards a card matching the clearing ---

def uprising_against_me(demoted: bool = False):
    """The Spring Uprising (its Rabbit Scouts side if ``demoted``) controlled by ENEMY, its
    warriors beside ME's in a clearing, at ME's Daylight actions; ME's hand kept (a card drawn
    and discarded: known to hold none)."""
    from rootboard.game.cards.actions import Discard, Draw

    state = hired("spring-uprising", demoted=demoted)
    assert replay.perform(state, act.Control("spring-uprising", ENEMY)).applied
    where = plain(state, 1)[0]
    put(state, where, "spring-uprising", n=2)
    put(state, where, ME, n=2)
    assert replay.perform(state, Draw(ME, 1)).applied and replay.perform(state, Discard(ME, (), 1)).applied
    state.step = "actions"
    return state, where


def test_battling_the_uprising_with_no_card_in_hand_is_refused_and_not_offered():
    from tests.game.factions.hirelings.kit import offered

    state, where = uprising_against_me()
    verdict = refused_with(state, Battle(ME, "spring-uprising", where, (2, 1)),
                           "hireling-ability.battle-costs-card.none")
    assert "4.3" in verdict.sections
    assert [v.legal for a, v in offered(state, "battle").items() if a.defender == "spring-uprising"] == [False]
    from rootboard.game.cards.actions import Draw

    assert replay.perform(state, Draw(ME, 1)).applied  # a card: the same check now allows it
    assert [v.legal for a, v in offered(state, "battle").items() if a.defender == "spring-uprising"] == [True]


def test_battling_the_uprising_discards_a_card_of_the_attackers_hand():
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import discard_pile, hand_size
    from rootboard.gamefile.file import read_game_data

    state, where = uprising_against_me()
    assert replay.perform(state, Draw(ME, 2)).applied
    piled = len(discard_pile(state))
    battle = Battle(ME, "spring-uprising", where, (2, 1))
    steps = [m.id for m in battle.resolve(state).steps]
    assert steps[:2] == ["battle.begins", "hireling-ability.battle-costs-card"]  # said at the start
    outcome = replay.perform(state, battle)
    assert outcome.applied and outcome.verdict.legal
    assert hand_size(state, ME) == 1 and len(discard_pile(state)) == piled + 1
    assert state.count(where, ("spring-uprising", WARRIOR)) == 0
    again = read_game_data(state.to_json()).state
    assert again.fields_json() == state.fields_json() and hand_size(again, ME) == 1


def test_a_hand_of_named_cards_spends_one_matching_the_clearing():
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.catalogue import deck
    from rootboard.game.cards.places import discard_pile, known_in_hand

    state, where = uprising_against_me()
    suit = state.suits[where]
    cards = deck(state.deck).cards
    matching = next(c.id for c in cards if c.suit == suit)
    other = next(c.id for c in cards if c.suit not in (suit, "bird"))
    assert replay.perform(state, Draw(ME, 2, (other, matching))).applied  # drawn knowingly: named
    assert replay.perform(state, Battle(ME, "spring-uprising", where, (2, 1))).applied
    assert known_in_hand(state, ME) == [other] and discard_pile(state)[-1] == matching


def test_teach_mode_battles_the_uprising_anyway_with_the_warning_logged():
    from rootboard.game.modes import TEACH

    state, where = uprising_against_me()
    outcome = replay.perform(state, Battle(ME, "spring-uprising", where, (2, 1)), TEACH)
    assert outcome.applied and not outcome.verdict.legal
    logged = state.history[-1]
    assert logged["mode"] == "teach" and logged["verdict"]["message"]["id"] == "hireling-ability.battle-costs-card.none"
    assert state.count(where, ("spring-uprising", WARRIOR)) == 0


def test_a_game_that_keeps_no_hands_trusts_the_table_for_the_uprisings_card():
    state = hired("spring-uprising")
    assert replay.perform(state, act.Control("spring-uprising", ENEMY)).applied
    where = plain(state, 1)[0]
    put(state, where, "spring-uprising", n=2)
    put(state, where, ME, n=2)
    outcome = replay.perform(state, Battle(ME, "spring-uprising", where, (2, 1)))
    assert outcome.applied and outcome.verdict.legal and not state.cards  # said, no card moved


def test_the_rabbit_scouts_side_asks_no_card_to_be_battled():
    from rootboard.game.cards.places import discard_pile

    state, where = uprising_against_me(demoted=True)
    piled = len(discard_pile(state))
    battle = Battle(ME, "spring-uprising", where, (2, 1))
    assert "hireling-ability.battle-costs-card" not in [m.id for m in battle.resolve(state).steps]
    assert replay.perform(state, battle).applied and len(discard_pile(state)) == piled
