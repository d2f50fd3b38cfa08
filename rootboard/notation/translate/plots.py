"""The kind of each face-down piece a log places, looked up where the log later shows it.

A Corvid plot goes on the map face down (``t->5``, 13.5.2): the Corvids know its kind, the
table does not, and a rootboard game keeps the kind (shown face down to everyone else). The log
says it later, when the plot is flipped (``t5^t_e``), removed by its kind (``Pt_s5->``) or
exposed (a guess followed at once by the plot's removal was right; any other, wrong, 13.2.4).
So each face-down placement is followed through the log as one token: a trick swaps
two tokens' clearings (``t4<->t12``); a flip or a removal by kind says the token's kind. A
token never shown keeps no kind here, and the translation takes one left in the supply.

Which pieces are placed face down is the Law's (``PieceType.face_down``), never a faction's id.
"""

from __future__ import annotations

from rootboard.game.law import Law
from rootboard.notation import model as m
from rootboard.notation.start import faction_id

StepKey = tuple[int, int, int]  # the action's line and column, and its step in Move.steps()


def hidden_kinds(law: Law, fid: str | None, name: str | None) -> list[str]:
    """The kinds a piece called ``name`` may be when it is the face-down name of ``fid``'s
    pieces (Corvid ``plot``: bomb, snare, extortion, raid); [] otherwise."""
    faction = law.get(fid) if fid else None
    if faction is None or name is None:
        return []
    return [p.name for p in faction.pieces if p.face_down == name]


def plot_kinds(log: m.Rootlog, law: Law) -> dict[StepKey, str | frozenset]:
    """Each face-down placement the log later shows -> its kind; one it never shows, that a wrong
    guess (an exposure, 13.2.4) showed is not of some kinds -> those kinds (a frozenset)."""
    where: dict[tuple[str, int], int] = {}  # (faction, clearing) -> token
    kinds: dict[int, str] = {}
    ruled_out: dict[int, set] = {}  # token -> kinds a wrong guess showed it is not (13.2.4)
    placed: dict[StepKey, int] = {}

    def token(fid: str, place) -> int | None:
        return where.get((fid, place.number)) if isinstance(place, m.Clearing) else None

    hidden: dict[tuple[str, str | None], list[str]] = {}  # (faction, name) -> hidden_kinds, asked of every piece
    # The factions with pieces placed face down (the Law's PieceType.face_down): only their
    # pieces are followed; the others' steps, most of a log's, are passed over at once.
    hiding = {faction.id for faction in law if any(p.face_down for p in faction.pieces)}
    if not hiding:  # no piece is ever placed face down, so no token is followed
        return {}

    def hidden_of(fid: str, name: str | None) -> list[str]:
        found = hidden.get((fid, name))
        if found is None:
            found = hidden[(fid, name)] = hidden_kinds(law, fid, name)
        return found

    guess = None  # the exposure just before: (token, the kind guessed)
    for _, action in log.actions():
        if guess is not None:  # right when the plot is removed at once (13.2.4); else not that kind
            token_guessed, kind = guess
            guess = None
            if _removes_plot_at(law, action, token_guessed, where):
                kinds.setdefault(token_guessed, kind)
            else:
                ruled_out.setdefault(token_guessed, set()).add(kind)
        if isinstance(action, m.Exposure):
            fid = faction_id(action.plot.faction)
            found = where.get((fid, action.clearing)) if fid else None
            if found is not None and action.plot.name:
                guess = (found, action.plot.name)
        elif isinstance(action, m.Move):
            # A move's steps are made only when one of its things is a piece of a faction that
            # hides pieces: the steps of the others (most of a log's moves) would all be passed
            # over, and two in ten of the 476-action log's are read by nothing else (issue 32).
            if not _moves_hiding_piece(action, hiding):
                continue
            for n, step in enumerate(action.steps()):
                piece = step.what
                if not isinstance(piece, m.Piece):
                    continue
                fid = faction_id(piece.faction)
                if fid not in hiding:  # no face-down piece of its own: nothing to follow
                    continue
                faction = law[fid]
                if hidden_of(fid, piece.name):
                    if step.start is None and isinstance(step.to, m.Clearing):
                        placed[(action.line, action.col, n)] = len(placed)
                        where[(fid, step.to.number)] = placed[(action.line, action.col, n)]
                    elif step.to is None:
                        where.pop((fid, getattr(step.start, "number", None)), None)
                elif step.to is None and piece.name and faction.has_piece(piece.name) \
                        and faction.piece(piece.name).face_down:  # a removal, by its kind: the token's kind
                    found = token(fid, step.start)
                    if found is not None:
                        kinds.setdefault(found, piece.name)
                        where.pop((fid, step.start.number), None)
        elif isinstance(action, m.Flip):
            fid = faction_id(action.piece.faction)
            found = token(fid, action.at) if fid else None
            if found is not None and action.becomes.name:
                kinds[found] = action.becomes.name
        elif isinstance(action, m.Swap):
            first, second = action.first, action.second
            fid = faction_id(first.what.faction) if isinstance(first.what, m.Piece) else None
            if fid and isinstance(first.start, m.Clearing) and isinstance(second.start, m.Clearing):
                a, b = (fid, first.start.number), (fid, second.start.number)
                ta, tb = where.pop(a, None), where.pop(b, None)
                if ta is not None:
                    where[b] = ta
                if tb is not None:
                    where[a] = tb
    found: dict = {key: kinds[t] for key, t in placed.items() if t in kinds}
    found.update({key: frozenset(ruled_out[t]) for key, t in placed.items() if t not in kinds and t in ruled_out})
    return found


def _moves_hiding_piece(move: m.Move, hiding: set) -> bool:
    """Whether one of ``move``'s things is a piece of a faction in ``hiding``; its steps move
    the same things."""
    for thing in move.things:
        what = thing.what
        if isinstance(what, m.Piece) and faction_id(what.faction) in hiding:
            return True
    return False


def _removes_plot_at(law: Law, action: m.Action, token: int, where: dict) -> bool:
    """Whether ``action`` removes the face-down piece followed as ``token``."""
    if not isinstance(action, m.Move):
        return False
    for step in action.steps():
        piece = step.what
        if isinstance(piece, m.Piece) and step.to is None and isinstance(step.start, m.Clearing):
            fid = faction_id(piece.faction)
            if fid and where.get((fid, step.start.number)) == token:
                return True
    return False
