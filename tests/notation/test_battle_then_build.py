"""A battle's aftermath in a Rootlog ends before the attacker's pieces removed to pay for a
piece placed next (the Marquise's wood for a building, 6.5.4.II): ``XA5/At5->/++/t5->/b_w->5``
is a battle that removes a sympathy token, then a Build paying wood from clearing 5, not a battle
that also lost her wood (4.3.4)."""

from __future__ import annotations

from rootboard.game.placement import open_slots
from rootboard.notation import read_text
from rootboard.notation.replay import NOT_MODELLED, replay_log
from rootboard.notation.start import starting_position

HEADER = "Map: Fall\nDeck: E&P\nC: Cat\nA: Woodland\n"


def _log() -> tuple[str, int]:
    """Her keep, workshop and recruiter in one clearing, her sawmill and warriors in a neighbour
    with room for a second building; the Alliance's sympathy there."""
    position = starting_position(read_text(HEADER + "\n"))
    roomy = [c for c in position.suits if open_slots(position, c) >= 2]
    where, keep = next((c, n) for c in roomy for n in roomy if position.topology.is_adjacent(c, n))
    return (HEADER + f"\nC:t_k->{keep}/(b_w+b_r)->{keep}/b_s->{where}/3w->{where}\nA:3#->$\n\n"
            f"C:t->{where}/#->C\nA:#$->/t->{where}/2#->A\n"
            f"C:t->{where}/XA{where}/At{where}->/++/t{where}->/b_w->{where}/#->C\n"), where


def test_the_wood_spent_on_a_build_after_a_battle_is_the_builds_not_the_battles():
    text, where = _log()
    report = replay_log(read_text(text))
    battle_line = text.count("\n")  # the last line: her turn with the battle
    assert not [f for f in report.flags if f.line == battle_line and f.category == NOT_MODELLED], report.flags
    builds = [e["action"] for e in report.state.history if e["action"]["type"] == "marquise-build"]
    assert [(b["clearing"], list(b["wood"])) for b in builds] == [(where, [where])]
    assert report.state.count(where, ("alliance", "sympathy")) == 0  # the battle removed it


def _aftermath(actions: str) -> int:
    from rootboard.notation.translate.battles import aftermath
    turn = read_text(HEADER + "\nC:t_k->1\n\n" + f"C:{actions}\n").turns[-1]
    battle = turn.actions[0]
    return aftermath(turn.actions[1:], battle.clearing, battle.attacker)


def test_only_what_the_law_lets_pay_for_a_placement_ends_the_aftermath():
    assert _aftermath("XA5/At5->/++/t5->/b_w->5") == 2  # wood for a building (6.5.4.II)
    assert _aftermath("XA5/At5->/w5->/t->5") == 1  # a warrior for a token (13.5.2, 8.6.1.IV)
    assert _aftermath("XA5/At5->/2w5->/b_w->5") == 2  # warriors lost, then a building: the battle's
    assert _aftermath("XA5/At5->/2w->/t->5") == 2  # no clearing written: the battle's (4.3.4)
