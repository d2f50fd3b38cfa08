"""Rootlog actions -> rootboard actions: what each action of a log becomes in a rootboard game.

A :class:`Translator` reads a log one turn at a time. For each action it gives the steps
(:mod:`.steps`) that the checked replay (:mod:`rootboard.notation.replay`) plays through the
rules: pieces (:mod:`.pieces`), the Vagabond's board (:mod:`.vagabond`), markers
(:mod:`.markers`), cards and crafts (:mod:`.cards`, :mod:`.crafts`), points (:mod:`.points`), and
battles and plots through one seam each (:mod:`.seams`). A translation reads the position it
is made in (where a pawn stands, which plot is where) and the rest of its turn (:mod:`.context`),
never the rules: whether an action is legal is rootboard's to say.
"""

from __future__ import annotations

from rootboard.game.law import Law
from rootboard.game.state import GameState
from rootboard.notation import model as m
from rootboard.notation.start import faction_id, seating
from rootboard.notation.translate import battles, cards, crafts, markers, pieces, points, rooms, seams
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.deck import named_cards
from rootboard.notation.translate.plots import plot_kinds
from rootboard.notation.translate.steps import Covered, NotModelled, Omitted, Planned, Read, Refused, Step

__all__ = ["Translator", "Step", "Planned", "NotModelled", "Covered", "Omitted", "Refused", "Read"]


def _nothing(ctx: TurnContext, state: GameState) -> list[Step]:
    return []


class Translator:
    """The translation of one log, turn by turn."""

    def __init__(self, log: m.Rootlog, law: Law, factions: list[str] | None = None):
        """``factions``: the game's, those its starting position seats (the replay's state's),
        worked out from the log's seating as that position does when not given."""
        self.log, self.law = log, law
        self.plots = plot_kinds(log, law)
        self.crafted: dict[str, set[str]] = {}  # faction -> the cards it has in play, over the whole log
        self.named = named_cards(log)
        self.hidden: dict = {}  # (faction, name) -> its face-down kinds and piece type, kept over the whole log
        # The game's factions are the same for all of the log: its readers found once, here.
        self._find_readers(law, factions if factions is not None else [code.faction_id for code in seating(log)])
        self.context = TurnContext(None, None, plots=self.plots, crafted=self.crafted, named=self.named,
                                   hidden=self.hidden, readers=self.readers)

    def _find_readers(self, law: Law, factions: list[str]) -> None:
        """The game's readers, each its room's (:mod:`.rooms`), found and imported once: the
        translation reads their hooks as attributes, not through a call at each action (two or
        three for a move, issue 32). ``boards``: the chained hooks (a faction board's own
        notation); ``readers``: the named ones, which go with each turn's context too."""
        self.boards = rooms.of(law, factions)
        readers = self.readers = self.boards.readers
        begins, ends = readers.turn_begins, readers.turn_ends
        if (begins is None) != (ends is None):  # a reader answering one of the two: the other adds nothing
            begins, ends = begins or _nothing, ends or _nothing
        self._turn_begins, self._turn_ends = begins, ends
        # A move of pieces only, read by these in turn (the first that reads it wins): those of
        # the game's readers, kept so that a move asks none a game has not (issue 32).
        self._pieces_only = tuple(hook for hook in (readers.organize, readers.lone_tokens, readers.wood_of_build,
                                                    readers.build) if hook is not None)

    def begin(self, turn: m.Turn | None) -> TurnContext:
        """Start translating ``turn`` (None: the header's setups)."""
        current = faction_id(turn.faction) if turn is not None else None
        lenient = self.readers.read_leniently
        turn, read = lenient(turn) if lenient is not None else (turn, {})
        self.context = TurnContext(turn, current, plots=self.plots, crafted=self.crafted, named=self.named, read=read,
                                   hidden=self.hidden, readers=self.readers)
        return self.context

    def translate(self, state: GameState, action: m.Action, index: int) -> list[Step]:
        """The steps of ``action``, the ``index``-th of the turn begun, in ``state``."""
        ctx = self.context
        ctx.index = index
        read = ctx.read
        if index in read:  # the spec does not allow it as written: read leniently, and said
            action = ctx.actions[index]
        begins = self._turn_begins
        if begins is None:
            found = self._rooms(ctx, state, action, index)
        else:  # a Birdsong before the turn's first action, what is left after its last (the Riverfolk's 11.4, 11.5)
            found = [*begins(ctx, state), *self._rooms(ctx, state, action, index), *self._turn_ends(ctx, state)]
        # One call for each action of the log, where a second framed the first (issue 32).
        return [Read(read[index]), *found] if index in read else found

    def _rooms(self, ctx: TurnContext, state: GameState, action: m.Action, index: int) -> list[Step]:
        if index in ctx.ahead:  # made already by the faction board's action before it
            return [Covered(ctx.ahead.pop(index))]
        boards = self.boards
        board = boards.steps(ctx, state, action)  # a faction board's own notation (the Cult's, the Duchy's...)
        if board is not None:
            return board
        closing = boards.closing(ctx, state, action)  # the Evening's unwritten part, first
        # What the action is the doing of (a Retinue card, 15.5.2), in a game whose readers make it.
        before = boards.before(ctx, state, action) if boards.asks_before else None
        found = self._translate(ctx, state, action, index)
        also = boards.also(ctx, state, action)
        # Lists joined only when there is something to join: most actions have none (issue 32).
        if before:
            found = [*before, *found]
        if closing:
            found = [*(Planned(a) for a in closing), *found]
        return found + also if also else found

    def _translate(self, ctx: TurnContext, state: GameState, action: m.Action, index: int) -> list[Step]:
        if isinstance(action, m.Battle):
            ctx.battle, ctx.battle_until = action, index + battles.aftermath(ctx.actions[index + 1:], action.clearing,
                                                                            action.attacker)
            later = list(ctx.actions[index + 1:ctx.battle_until + 1])
            steps, ctx.battle_removes = seams.battle(ctx, state, action, later)
            return steps
        if isinstance(action, m.Move):
            return self.move(ctx, state, action)
        if isinstance(action, m.Score):
            return points.score_steps(ctx, state, action)
        if isinstance(action, m.Craft):
            return crafts.craft_steps(ctx, state, action)
        if isinstance(action, m.Reveal):
            return cards.reveal_steps(ctx, state, action)
        if isinstance(action, m.Dominance):
            return cards.dominance_steps(ctx, state, action)
        if isinstance(action, m.Hire):
            return cards.hire_steps(ctx, state, action)
        if isinstance(action, m.Flip):
            where = action.at.number if isinstance(action.at, m.Clearing) else None
            return seams.flip(ctx, state, action, battles.aftermath(ctx.actions[index + 1:], where))
        if isinstance(action, m.Swap):
            return seams.trick(ctx, state, action)
        if isinstance(action, m.Exposure):
            return seams.exposure(ctx, state, action)
        raise TypeError(f"not a Rootlog action: {action!r}")

    def move(self, ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
        readers = ctx.readers
        paid = readers.move_steps
        board = None if paid is None else paid(ctx, state, move)  # the Riverfolk's payments, funds, prices (11)
        if board is not None:
            return board
        kinds = set()  # a plain loop, not a comprehension's own frame: asked of every move (issue 32)
        for thing in move.things:
            kinds.add(type(thing.what))
        found: list[Step] = []
        if kinds == {m.Piece}:  # the Alliance's Organize or sympathy with no spend written, the Marquise's Build
            for reading in self._pieces_only:
                board = reading(ctx, state, move)
                if board:
                    return board
        if kinds & {m.Piece, m.Landmark, m.Path}:
            found += pieces.steps(ctx, state, move)
            for place in move.to:  # a plain loop: most moves go to clearings, asked of every move's places
                if isinstance(place, m.Board) and faction_id(place.faction) != ctx.current:
                    ctx.paid.add(ctx.current)  # paid another's board (the Riverfolk's services, 11.2.7)
                    break
        if m.Item in kinds:
            items = readers.item_steps  # the Vagabond's, in a game he plays in
            found += items(ctx, state, move) if items is not None else crafts.others_items(move, ctx.current)
        if m.Marker in kinds:
            found += markers.marker_steps(ctx, state, move)
        if m.Card in kinds:
            found += cards.card_steps(ctx, state, move)
        return found
