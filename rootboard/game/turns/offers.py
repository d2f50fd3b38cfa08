"""What every faction's turn offers alike (rootboard.game.turns.options): its pieces moved on
and its battles. Candidates only, broad on purpose: each is judged by its own check (4.2, 4.3)
and by the turn's, which say which may be played; a room asks these for its own steps, the
League's grant for the move or battle it gives (4.1.3).
"""

from __future__ import annotations

from rootboard.game.kinds import MAP, WARRIOR


def battles_in(state, fid: str, clearings) -> list:
    """One battle of ``fid``'s against each other faction with a piece in each of ``clearings``,
    however many of its piece types are there (4.3.1: the battle's check says which it may)."""
    from rootboard.game.battle.resolution import Battle

    pairs = sorted({(c, other) for c in clearings for (other, _), n in state.pieces_at(c).items()
                    if other not in (fid, MAP) and n})
    return [Battle(fid, other, c) for c, other in pairs]


def moves_and_battles(state, fid: str, piece: str = WARRIOR) -> list:
    """All of ``fid``'s ``piece`` in each area it stands in, moved to each neighbour (the move's
    check says where it may: 4.2.1, a river, a closed path), then its battles in the clearings
    among those areas."""
    from rootboard.game.actions import Move
    from rootboard.game.movement import MoveRequest, neighbours

    mine = {a: n for a in state.where_is((fid, piece)) if (n := state.count(a, (fid, piece)))}
    found: list = [Move(MoveRequest(fid, a, to, n, piece=None if piece == WARRIOR else piece))
                   for a, n in sorted(mine.items(), key=lambda x: str(x[0]))
                   for to in sorted(neighbours(state, a), key=str)]
    return found + battles_in(state, fid, [c for c in mine if isinstance(c, int)])
