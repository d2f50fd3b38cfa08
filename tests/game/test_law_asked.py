"""The Law asks a hook only of the factions whose rules answer it (``Law.asked``, issue 32): a
faction whose class overrides the hook is asked, and its word is heeded by a move and a
placement; one that does not is left out; the game's seats, not the last game asked about,
decide who is asked."""

from __future__ import annotations

from rootboard.game.actions import Move, Place
from rootboard.game.faction import Faction
from rootboard.game.factions import LAW
from rootboard.game.kinds import WARRIOR
from rootboard.game.movement import MoveRequest
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import perform
from rootboard.game.verdict import illegal
from rootboard.messages import Template
from tests.game.fan_faction import BEES, Bees

HIVE_GUARDED = Template("test.bees.guarded", "the Bees guard {where:area}")


class GuardingBees(Bees):
    """The Bees, who bar any other faction's pieces from a clearing holding their hive."""

    def bars_entry(self, state, fid, where, placing):
        if fid != self.id and state.count(where, (self.id, "hive")):
            return illegal(HIVE_GUARDED("F.3", where=where))
        return None


GUARDING = GuardingBees(*(getattr(BEES, name) for name in ("id", "title", "short", "chapter", "pieces")))
GUARD_LAW = LAW.with_faction(GUARDING)


def _answering(law, state, hook):
    """The game's factions whose class says something of its own to ``hook``, in seating order."""
    return [f for f in law.present(state) if getattr(type(f), hook) is not getattr(Faction, hook)]


def test_a_hook_is_asked_of_the_factions_whose_rules_answer_it():
    game = new_game("autumn", ["marquise", "eyrie", "duchy", "corvids", "bees"], seed=1, law=GUARD_LAW)
    for hook in ("bars_entry", "bars_placing", "bars_leaving", "arrival_notes", "link", "unlinked", "owed_notes"):
        asked = GUARD_LAW.asked(game, hook)
        assert asked == _answering(GUARD_LAW, game, hook), hook
        assert len(asked) < len(game.in_game), hook  # someone's rules have nothing to say to it
    assert GUARDING in GUARD_LAW.asked(game, "bars_entry")
    both = GUARD_LAW.asked(game, "bars_entry", "bars_leaving")
    assert both == [f for f in GUARD_LAW.present(game)
                    if f in _answering(GUARD_LAW, game, "bars_entry") + _answering(GUARD_LAW, game, "bars_leaving")]


def test_the_seats_of_the_game_asked_about_decide():
    with_bees = new_game("autumn", ["marquise", "bees"], seed=1, law=GUARD_LAW)
    without = new_game("autumn", ["marquise", "duchy"], seed=1, law=GUARD_LAW)
    assert GUARD_LAW.asked(with_bees, "bars_entry") == [GUARDING]
    assert [f.id for f in GUARD_LAW.asked(without, "bars_entry")] == ["duchy"]
    assert GUARD_LAW.asked(with_bees, "bars_entry") == [GUARDING]


def test_a_bar_of_a_faction_that_overrides_the_hook_is_heeded():
    game = new_game("autumn", ["marquise", "bees"], seed=1, law=GUARD_LAW)
    a, b = next(p.key for p in game.topology.board.paths if not p.closed)
    assert perform(game, Place(PieceRequest("bees", "hive", b))).applied
    placed = perform(game, Place(PieceRequest("marquise", WARRIOR, b)))
    assert not placed.applied and placed.verdict.message.id == HIVE_GUARDED.id
    assert perform(game, Place(PieceRequest("marquise", WARRIOR, a, 2))).applied
    moved = perform(game, Move(MoveRequest("marquise", a, b)))
    assert not moved.applied and moved.verdict.message.id == HIVE_GUARDED.id


class HoardingBees(Bees):
    """The Bees, who keep one of every other player's warriors on their board (as the Riverfolk
    keep the warriors paid to them, 11.2.6.I): held out of that player's supply."""

    def holds(self, state, owner, piece):
        return 1 if piece == WARRIOR and owner != self.id else 0


HOARDING = HoardingBees(*(getattr(BEES, name) for name in ("id", "title", "short", "chapter", "pieces")))


def test_what_others_hold_of_a_player_s_pieces_is_asked_of_those_whose_rules_hold_any():
    from rootboard.game.faction import held_by_others

    law = LAW.with_faction(HOARDING)
    game = new_game("autumn", ["marquise", "alliance", "bees"], seed=1, law=law)
    assert [f.id for f in law.asked(game, "holds")] == ["bees"]
    assert held_by_others(game, "alliance", WARRIOR) == 1  # the Bees' one, asked
    assert held_by_others(game, "bees", WARRIOR) == 0  # never their own
    plain = new_game("autumn", ["marquise", "alliance"], seed=1, law=law)
    assert law.asked(plain, "holds") == [] and held_by_others(plain, "alliance", WARRIOR) == 0
