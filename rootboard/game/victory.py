"""Who won, and when: victory as a reversible edit of the state (3.1, 3.3.1, 9.2.8).

"The first player to reach 30 victory points immediately wins the game. If multiple players
reach 30 or more victory points simultaneously, the player taking the current turn wins" (3.1).
The moment an action first brings a score to 30, the public replay
(:func:`rootboard.game.replay.apply_action`) adds :func:`points_victory`'s edit to that
action's own edits: the victory is one more ``set`` of the state's ``winner`` field, so undoing
the action takes it back, redoing it gives it again, and a game file keeps it like any edit.

A won game is over: every action after it is judged against 3.1 (:func:`game_over`), refused
in enforce mode until an undo, applied in teach mode with the warning logged (the table may
play on to see the end).

The record says what kind of victory it was: ``points`` (3.1) or ``dominance`` (3.3.1: at the
start of your Birdsong you rule what your activated dominance card asks). Ending a turn decides
it: ``end-turn``'s edits include :func:`dominance_victory`'s when the next faction begins its
Birdsong ruling what its card asks (rootboard.game.cards.dominance.birdsong_victory). A
Vagabond in coalition (9.2.8) wins with his partner, however the partner wins
(:func:`coalition_partners`), so a record names the partners who win with the winner (``with``).

No Qt here, and nothing heavy: ``rootboard status`` reads the record.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable

from rootboard.game.state import Edit, GameState
from rootboard.game.verdict import Verdict
from rootboard.messages import RENAMED, Message, Template

WINNING_SCORE = 30  # 3.1
POINTS, DOMINANCE = "points", "dominance"
KINDS = (POINTS, DOMINANCE)
SECTION = {POINTS: "3.1", DOMINANCE: "3.3.1"}

WINS = Template("victory.wins", "{who:faction} {who:faction|sg=reaches|pl=reach} {points} VP and "
                "{who:faction|sg=wins|pl=win} the game")
WINS_ON_TURN = Template("victory.wins-on-turn", "{reached:faction} reach {points} VP at once: {who:faction}, taking the "
                        "turn, {who:faction|sg=wins|pl=win} the game")
WINS_TABLE_DECIDES = Template("victory.table-decides", "{reached:faction} reach {points} VP at once, none of them taking "
                              "the turn: rootboard names {who:faction}, the first after the player on turn; the "
                              "player taking the turn decides (undo if it is another)")
WINS_BY_DOMINANCE = Template("victory.dominance", "{who:faction} {who:faction|sg=wins|pl=win} the game by dominance")
WINS_WITH = Template("victory.with", "{victory}; {partners:faction} {partners:faction|sg=wins|pl=win} with "
                     "{who:faction} in coalition")
# What status and the window say of a won game.
WON = Template("victory.won", "{who:faction} {who:faction|sg=has|pl=have} won the game ({points} VP)")
WON_BY_DOMINANCE = Template("victory.won-dominance", "{who:faction} {who:faction|sg=has|pl=have} won the game by dominance")
WON_WITH = Template("victory.won-with", "{won}, with {partners:faction} in coalition")
# An action after the game was won: the Law's verdict, and the action's own after it.
# A game file's verdicts keep their messages: a battle that reached 30 before victory was recorded
# here said so itself ("battle.wins", "battle.wins-on-turn"), and reads back as what says it now.
RENAMED["battle.wins"] = lambda p: (WINS.id, dict(p))
RENAMED["battle.wins-on-turn"] = lambda p: (WINS_ON_TURN.id, {"reached": p.get("who"), "who": p.get("winner"),
                                                             "points": WINNING_SCORE})
GAME_OVER = Template("victory.game-over", "the game is over: {who:faction} won it; undo to go back before the "
                     "victory ({verdict})")


def winner(state: GameState) -> str | None:
    """The faction that won, or None while the game goes on."""
    return state.winner["faction"] if state.winner else None


def winners(state: GameState) -> list[str]:
    """Every faction that won: the winner and its coalition partners (9.2.8)."""
    if not state.winner:
        return []
    return [state.winner["faction"], *state.winner.get("with", [])]


def coalition_partners(state: GameState, faction: str | None) -> list[str]:
    """The Vagabonds in coalition with ``faction`` (9.2.8: "if your coalition partner wins the
    game, you also win"), who win with it."""
    return sorted(v for v, partner in state.coalitions.items() if partner == faction)


def victory_edit(state: GameState, faction: str, kind: str, partners: Iterable[str] = ()) -> Edit:
    """The edit that records ``faction``'s victory of ``kind`` (with its coalition partners)."""
    if kind not in KINDS:
        raise ValueError(f"a victory is one of {KINDS}, not {kind!r}")
    return state.set_edit("winner", {"faction": faction, "kind": kind, "with": sorted(partners)})


def reached(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """The factions whose score this change brought to 30 or more (3.1)."""
    return [f for f, n in after.items() if n >= WINNING_SCORE > before.get(f, 0)]


def taking_the_turn(state: GameState, candidates: list[str]) -> str:
    """Of several reaching 30 at once, the player taking the turn (3.1); when none of them is,
    the first after it in seating order, which the player taking the turn may change (1.1.3)."""
    order = state.factions
    start = state.turn
    for step in range(len(order)):
        fid = order[(start + step) % len(order)]
        if fid in candidates:
            return fid
    return sorted(candidates)[0]


def points_victory(state: GameState, before: dict[str, int], partners_of=None) -> tuple[list[Edit], Message | None]:
    """After an action changed the scores from ``before`` to ``state.scores``: the victory edit
    and what is said of it, when a score reached 30 for the first time in the game (3.1).
    ``partners_of``: faction -> its coalition partners (9.2.8), when coalitions are kept."""
    if state.winner:
        return [], None
    found = reached(before, state.scores)
    if not found:
        return [], None
    who = taking_the_turn(state, found)
    partners = sorted(partners_of(who)) if partners_of else []
    if len(found) == 1:
        said = WINS("3.1", who=who, points=state.scores[who])
    elif who == state.current:
        said = WINS_ON_TURN("3.1", reached=found, who=who, points=WINNING_SCORE)
    else:
        said = WINS_TABLE_DECIDES("3.1", "1.1.3", reached=found, who=who, points=WINNING_SCORE)
    if partners:
        said = WINS_WITH("3.1", "9.2.8", victory=said, partners=partners, who=who)
    return [victory_edit(state, who, POINTS, partners)], said


def dominance_victory(state: GameState, faction: str | None, partners: Iterable[str] = ()) -> tuple[list[Edit], Message | None]:
    """For the start of a Birdsong: ``faction`` (what ``dominance_winner(state)`` found, or None)
    wins by dominance (3.3.1), its coalition partners with it (9.2.8). The edit to add to the
    edits of the action that begins that Birdsong, and what to say; nothing once the game is won."""
    if faction is None or state.winner:
        return [], None
    partners = sorted(partners)
    said = WINS_BY_DOMINANCE("3.3.1", who=faction)
    if partners:
        said = WINS_WITH("3.3.1", "9.2.8", victory=said, partners=partners, who=faction)
    return [victory_edit(state, faction, DOMINANCE, partners)], said


def declared(state: GameState) -> Message | None:
    """What status and the window say of a won game; None while it goes on."""
    record = state.winner
    if not record:
        return None
    who, kind = record["faction"], record["kind"]
    won = WON_BY_DOMINANCE(SECTION[kind], who=who) if kind == DOMINANCE else \
        WON(SECTION[kind], who=who, points=state.scores.get(who, 0))
    if record.get("with"):
        won = WON_WITH(SECTION[kind], "9.2.8", won=won, partners=list(record["with"]))
    return won


def game_over(state: GameState, verdict: Verdict) -> Verdict:
    """``verdict`` on a won game: against 3.1 (or 3.3.1) whatever the action, as possible as it was."""
    if not state.winner:
        return verdict
    section = SECTION[state.winner["kind"]]
    sections = (section, *(s for s in verdict.sections if s != section))
    return Verdict(False, GAME_OVER(*sections, who=state.winner["faction"], verdict=verdict.message),
                   verdict.notes, verdict.possible)
