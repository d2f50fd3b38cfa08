"""The frame of the bots' scripted games: seats of bots and of people play rounds, every order
card (and whatever else a bot asks the table) drawn from a seeded generator; each bot's turn is
checked to cite its chapter of the Law of Rootbotics, and the game file must reopen as it was
played. Each bot's test sets its table up and asserts what is its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rootboard.game import replay
from rootboard.game.actions import EndTurn
from rootboard.game.bots.play import Context, play_turn
from rootboard.game.crafted import ITEM_SUPPLY
from rootboard.gamefile.file import save_game
from tests.helpers import load_game

ROUNDS = 10
ORDERS = ("fox", "mouse", "rabbit", "bird")


def cites_each_step(played, chapter: str | tuple[str, ...]) -> bool:
    """Each step cites the bot's chapter, or the chapter of another faction's pieces whose rules
    for bots it follows instead (Faction.bot_instead: the Corvids' face-up snare, 11.8.2); the
    turn's first step is said, and a step not said is a further doing of the step before it."""
    from rootboard.game.factions.corvids import SNARE_INSTEAD

    sections = [p.doing.section for p in played]
    instead = [p.doing.says is not None and p.doing.says.id == SNARE_INSTEAD.id for p in played]
    return (all(s.startswith(chapter) or other for s, other in zip(sections, instead))
            and played[0].doing.says is not None
            and all(p.doing.says is not None or p.doing.section == before
                    for p, before in zip(played[1:], sections)))


def order_cards(fid: str, rng) -> Context:
    """The table's cards for a bot's turn: its order card, then the next ones should the
    Marquise expand (4.5.5), and sometimes the item a card would craft."""
    orders = [rng.choice(ORDERS) for _ in range(8)]
    item = rng.choice(sorted(ITEM_SUPPLY)) if rng.random() < 0.3 else None
    return Context(orders=orders, item=item)


def passes(state, fid: str, rng) -> None:
    """A seat of people that passes: the end of its turn, played as the table would (teach mode,
    its steps unwalked)."""
    assert replay.perform(state, EndTurn(walk=True), "teach").applied


def play_rounds(state, rng, chapters: Mapping[str, str | tuple[str, ...]], *,
                table: Callable = order_cards, people: Callable = passes,
                rounds: int = ROUNDS) -> dict[str, list[list]]:
    """Turns until round ``rounds`` ends or someone wins: a bot's seat (a key of ``chapters``)
    plays its turn from what ``table`` gives, every step citing its chapter; every other seat's
    turn is ``people``'s. Each bot's turns, each the steps it played."""
    turns: dict[str, list[list]] = {fid: [] for fid in chapters}
    while state.round <= rounds and not state.winner:
        fid = state.current
        if fid in chapters:
            played = play_turn(state, fid, table(fid, rng))
            assert played and cites_each_step(played, chapters[fid]), (fid, [p.doing.section for p in played])
            turns[fid].append(played)
        else:
            people(state, fid, rng)
    return turns


def kinds_played(turns: list[list]) -> set[str]:
    """The kinds of action a bot's turns applied."""
    return {p.action["type"] for played in turns for p in played if p.action}


def reopens(state, tmp_path):
    """The game saved and opened again: the same position, history and cursor, every bot's
    seat still a bot's. The game opened."""
    path = tmp_path / "game.json"
    save_game(state, path)
    again = load_game(path)
    assert again.fields_json() == state.fields_json()
    assert again.history == state.history and again.cursor == state.cursor
    assert again.bots == state.bots
    assert all(again.law[seat].turn == state.law[seat].turn for seat in state.bots)
    return again
