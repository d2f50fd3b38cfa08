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

from rootboard.game.faction import Law
from rootboard.game.state import GameState
from rootboard.notation import model as m
from rootboard.notation.start import faction_id, seating
from importlib import import_module

from rootboard.notation.translate import battles, cards, crafts, markers, pieces, points, rooms, seams
from rootboard.notation.translate.context import Readers, TurnContext
from rootboard.notation.translate.deck import named_cards
from rootboard.notation.translate.plots import plot_kinds
from rootboard.notation.translate.steps import Covered, NotModelled, Omitted, Planned, Read, Refused, Step

__all__ = ["Translator", "Step", "Planned", "NotModelled", "Covered", "Omitted", "Refused", "Read"]

# The Riverfolk's board (11) is read by its own module, imported only for a game they play in
# (as rooms.READERS are): every one of its readings is nothing in a game without them, and a log
# without them need not load it, its board's values or its messages (issue 32).
RIVERFOLK_READER = ("riverfolk", "rootboard.notation.translate.riverfolk")
# The Marquise's Build read from her wood removed and the building placed after it (6.5.4), by
# her own module, likewise imported only for a game she plays in: its readings are nothing in a
# game without her (issue 32).
MARQUISE_READER = ("marquise", "rootboard.notation.translate.marquise")
# The Vagabond's board, quests, character and relationships (9.2, 9.3.1, 9.5.5) are read by his own
# module (with his quests' .quests), likewise imported only for a game a Vagabond plays in, either
# seat (9.7: told by the Law, as his reading tells him): in a game without one every item is
# another faction's (crafts.others_items), and a quest or relationship is refused (issue 32).
VAGABOND_READER = ("vagabond", "rootboard.notation.translate.vagabond")
# The Eyrie's Decree and Turmoil (7.4.2, 7.5.2, 7.7) are read by her own module, likewise imported
# only for a game she plays in: each of its readings asks first whether she plays and is nothing
# in a game without her, so a log without her need not load it nor its messages (issue 32).
EYRIE_READER = ("eyrie", "rootboard.notation.translate.eyrie")
# The Alliance's Mobilize, Train, Revolt, Spread Sympathy, Organize and base lost (8.2.4-8.6) and
# the forms of hers the spec does not allow, read leniently (:func:`.alliance.read_leniently`),
# likewise by her own module, imported only for a game she plays in: each of its readings asks
# first whether she plays (or reads pieces of hers only), and is nothing in a game without her
# but the lenient reading of her misspelt base, which such a game refuses whichever way it is
# spelt, as any piece of a faction not in it (1.5.1; tests/notation/test_alliance_eyrie_absent.py)
# (issue 32).
ALLIANCE_READER = ("alliance", "rootboard.notation.translate.alliance")


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
        """The game's readers (each module, or None in a game without its faction), found once:
        the translation reads them as attributes, not through a call at each action (two or three
        for a move, issue 32), and her lenient reading at each turn's beginning, before any
        action of it. Those the translation's modules read themselves (the Vagabond's, the
        Eyrie's, the Alliance's) go with each turn's context (``readers``, :class:`.context.Readers`);
        ``boards``: the readers of the faction boards' own notation (:mod:`.rooms`)."""
        found = {fid: import_module(path) if fid in factions else None
                 for fid, path in (RIVERFOLK_READER, MARQUISE_READER, EYRIE_READER, ALLIANCE_READER)}
        self._riverfolk, self._marquise, eyrie, alliance = found.values()
        vagabond = import_module(VAGABOND_READER[1]) if any(law[f].vagabond for f in factions) else None
        self.readers = Readers(vagabond, eyrie, alliance)
        self.boards = rooms.of(factions)

    def begin(self, turn: m.Turn | None) -> TurnContext:
        """Start translating ``turn`` (None: the header's setups)."""
        current = faction_id(turn.faction) if turn is not None else None
        alliance = self.readers.alliance
        turn, read = alliance.read_leniently(turn) if alliance is not None else (turn, {})
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
        riverfolk = self._riverfolk
        if riverfolk is None:
            found = self._rooms(ctx, state, action, index)
        else:  # the Riverfolk's Birdsong before their turn's first action, their funds left after its last (11.4, 11.5)
            found = [*riverfolk.turn_begins(ctx, state), *self._rooms(ctx, state, action, index),
                     *riverfolk.turn_ends(ctx, state)]
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
        found = self._translate(ctx, state, action, index)
        also = boards.also(ctx, state, action)
        # Lists joined only when there is something to join: most actions have neither (issue 32).
        if closing:
            found = [*(Planned(a) for a in closing), *found]
        return found + also if also else found

    def _translate(self, ctx: TurnContext, state: GameState, action: m.Action, index: int) -> list[Step]:
        if isinstance(action, m.Battle):
            ctx.battle, ctx.battle_until = action, index + battles.aftermath(ctx.actions[index + 1:], action.clearing)
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
        riverfolk = self._riverfolk
        board = None if riverfolk is None else riverfolk.steps(ctx, state, move)  # their payments, funds, prices (11)
        if board is not None:
            return board
        kinds = set()  # a plain loop, not a comprehension's own frame: asked of every move (issue 32)
        for thing in move.things:
            kinds.add(type(thing.what))
        found: list[Step] = []
        if kinds == {m.Piece}:  # the Alliance's Organize, a spread of sympathy with no spend written
            alliance, marquise = ctx.readers.alliance, self._marquise
            board = (alliance is not None and (alliance.organize(ctx, state, move)
                                               or alliance.lone_tokens(ctx, state, move))) \
                or (marquise is not None and (marquise.wood_of_build(ctx, state, move)
                                              or marquise.build(ctx, state, move))) or None
            if board is not None:
                return board
        if kinds & {m.Piece, m.Landmark, m.Path}:
            found += pieces.steps(ctx, state, move)
            for place in move.to:  # a plain loop: most moves go to clearings, asked of every move's places
                if isinstance(place, m.Board) and faction_id(place.faction) != ctx.current:
                    ctx.paid.add(ctx.current)  # paid another's board (the Riverfolk's services, 11.2.7)
                    break
        vagabond = ctx.readers.vagabond
        if m.Item in kinds:
            found += vagabond.item_steps(ctx, state, move) if vagabond is not None else crafts.others_items(move, ctx.current)
        if m.Marker in kinds:
            found += markers.marker_steps(ctx, state, move)
        if m.Card in kinds:
            found += cards.card_steps(ctx, state, move)
        return found
