"""What a translation knows beyond the action it reads: the turn around it, the battle it follows,
the points rootboard scored itself, and how the log's places and factions are rootboard's.

Rootlog records what happens to the pieces, not which action of the game made it happen, so a
translation reads an action with the turn around it: the boots exhausted just before a pawn's
move make it a Daylight Move rather than a Slip (9.5.1), the torch exhausted just before an item
is taken from a ruin is the Explore's (9.5.3), the removals after a battle are the battle's
(4.3.4), the ``++`` after a closed path is removed is the point rootboard already scored
(16.2.3.III). Looking ahead stays inside the turn, with one exception: the kind of a face-down
plot is looked up where the log later shows it (:mod:`.plots`).
"""

from __future__ import annotations

from collections import Counter

from rootboard.board.topology import BURROW, path_area
from rootboard.game.actions import Action
from rootboard.game.law import Law
from rootboard.game.state import GameState, Location
from rootboard.messages import Message
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.records import field, record


class Readers:
    """The named hooks of one log's readers (:mod:`.rooms`): each the function of the one reader
    that answers it, None in a game none of whose readers does. Each is asked at one place of the
    translation; its reader is imported only for a game its room plays in (issue 32). Found once a
    log by its translation and carried by each turn's context. A plain class, not a record: made
    once a log, its two dozen hooks would cost the record's __init__ made for them (issue 32)."""

    # The turn: before each of its actions, after each, and its lines read leniently first.
    turn_begins = None  # (ctx, state): the Birdsong before a turn's first action (11.4)
    turn_ends = None  # (ctx, state): what is left after a turn's last action (11.5)
    read_leniently = None  # (turn) -> (turn, {index: why}): forms the spec does not allow
    # A move, before the pieces are read.
    move_steps = None  # (ctx, state, move): a payment, fund or price (11.2.7, 11.4, 11.6)
    # A move of pieces only, tried in this order.
    organize = None  # (ctx, state, move): warrior removed, sympathy placed (8.6.1.IV)
    lone_tokens = None  # (ctx, state, move): sympathy placed with no spend written (8.4.2)
    wood_of_build = None  # (ctx, state, move): the wood a Build spends (6.5.4.II)
    build = None  # (ctx, state, move): the building it places (6.5.4)
    # A piece removed from nowhere to nowhere: officers lost (8.2.4).
    officers_removed = None  # (ctx, state, move, step)
    # A move's cards.
    revolt = None  # (ctx, state, move): supporters spent for a base (8.4.1)
    spread = None  # (ctx, state, move): supporters spent for sympathy (8.4.2)
    decree = None  # (ctx, state, move): cards added to the Decree (7.4.2)
    aid = None  # (ctx, state, move): cards given for items (9.5.4)
    character_chosen = None  # (state, fid, name): a character card to a board (9.3.1)
    quest_steps = None  # (ctx, state, step): a quest done (9.5.5)
    train = None  # (ctx, state, who, named, count): a card spent from the hand of who is on turn (8.5.3)
    mobilize = None  # (ctx, state, who, named, count): one from it to its own board (8.5.2)
    # A move's items and markers.
    item_steps = None  # (ctx, state, move): the Vagabond's items (9.2)
    relationship_steps = None  # (state, step): a relationship marker (9.2.9)
    is_purge = None  # (action): the Decree purged (7.7)
    turmoil = None  # (ctx, state): the Turmoil it begins (7.7)
    # A score, and the end of a turn.
    humiliation = None  # (ctx, state, score): points lost to Turmoil (7.7.1)
    decree_unresolved = None  # (state, turn, log): a Decree card left unplayed (7.5.2)
    # (ctx, state): the actions the rules of who is on turn score with at its end, unwritten
    # (Oppress, 14.6.2); None when they score nothing there (the log's last ++ then not held).
    turn_end_points = None

    def __init__(self, **hooks):
        # Each hook the instance's own, set one by one (not through __dict__): its attributes
        # stay the instance's inline values, which every action's look-ups read fastest (issue 32).
        for name in HOOK_NAMES:
            setattr(self, name, hooks.pop(name, None))
        if hooks:
            raise TypeError(f"no hook {sorted(hooks)} to answer")


#: The names of the hooks a reader may answer at one place (:class:`Readers`), in its order.
HOOK_NAMES = tuple(name for name in vars(Readers) if not name.startswith("_"))
READER_HOOKS = frozenset(HOOK_NAMES)
NO_READERS = Readers()


@record
class Credit:
    """Points rootboard scored itself, at the action that scored them, that the log's own ``++``
    has yet to record: ``by``, the rootboard action that scored them, or ``why``, what scored
    them where no action did (the Pass at the end of the turn, 16.2.3.IV)."""

    faction: str
    points: int
    by: Action | None
    why: Message | None
    line: int
    col: int
    text: str

    def __init__(self, faction: str, points: int, by: Action | None, why: Message | None, line: int, col: int,
                 text: str):
        # Its own, as rootboard.records allows: one for every point scored by an action (issue 32).
        self.__dict__.update(faction=faction, points=points, by=by, why=why, line=line, col=col, text=text)

    def reason(self, law: Law) -> Message:
        """Why rootboard scored them, as the flag of a point the log never records says it: the
        action's description made here, when it is said, not at every point an action scores
        (most are set against the log's next ``++`` and never said, issue 32)."""
        return self.why if self.by is None else self.by.describe(law)


@record
class TurnContext:
    """The turn being translated: its actions, where the translation is, and what it carries
    from one action to the next."""

    turn: m.Turn | None
    current: str | None  # rootboard's id of the faction whose turn it is
    index: int = 0
    battle: m.Battle | None = None  # the battle whose removals follow (4.3.4)
    battle_until: int = -1  # the last action of its aftermath
    battle_removes: bool = False  # the battle's own action removed its pieces: the log's removals are its
    battle_placed: Counter = field(default_factory=Counter)  # (faction, piece, area) the battle placed itself
    cleared: tuple | None = None  # (clearing, last action, why): pieces a bomb or an exposure removed there
    boots: int = 0  # boots the log exhausted just before this pawn move (9.5.1)
    glide: bool = False  # the torch the log exhausted just before this pawn move: a Glide (16.3.9)
    credits: list[Credit] = field(default_factory=list)
    paid: set = field(default_factory=set)  # factions that paid another's board this turn (services)
    plots: dict = field(default_factory=dict)  # the kinds of the log's face-down placements (.plots)
    crafted: dict = field(default_factory=dict)  # faction -> the cards it has in play (its crafted cards)
    # Later actions of this turn a rootboard action already made (index -> why): a faction board's
    # action the log writes as several (Train's officer, a Quest's items and cards, Turmoil's leader).
    ahead: dict = field(default_factory=dict)
    named: frozenset = frozenset()  # the cards the log names anywhere (:func:`.deck.named_cards`)
    # Actions of this turn the spec does not allow, read leniently (index -> how, said assumed):
    # ``actions`` holds them as read (a faction board's, :func:`.alliance.read_leniently`).
    read: dict = field(default_factory=dict)
    # Battles of this turn (index -> battles.Before) an effect of which the log writes before them:
    # a faction's reader found them (Bitter's mobs removed and warriors placed, 14.7.1).
    before_battle: dict = field(default_factory=dict)
    build_wood: list = field(default_factory=list)  # clearings of the wood the log removed just before her Build (6.5.4.II)
    aid_items: list = field(default_factory=list)  # items the log exhausted just before the Vagabond's Aid (9.5.4)
    # (faction, name) -> the kinds a piece of that name may be face down (:func:`.plots.hidden_kinds`)
    # and the piece type it names (None: a face-down name, or no piece of the faction's),
    # worked out once per log: every piece written asks.
    hidden: dict = field(default_factory=dict)
    readers: Readers = NO_READERS  # the named hooks of this log's readers (Readers)

    @property
    def actions(self) -> tuple[m.Action, ...]:
        return self.turn.actions if self.turn is not None else ()

    def upcoming(self) -> tuple[m.Action, ...]:
        """The actions after this one, in this turn."""
        return self.actions[self.index + 1:]

    def previous(self) -> m.Action | None:
        """The action just before this one in the turn (None at its start, or in the header)."""
        return self.actions[self.index - 1] if 0 < self.index <= len(self.actions) else None

    def revealed_go_back(self, action: m.Action | None, fid: str) -> bool:
        """Whether ``fid``'s revealed cards go back to its hand now, which the spec leaves
        unwritten (the Cult's 10.6.1, the Duchy's 12.6.1): before its Evening's craft or draw
        (``action``; one with a reveal of the faction after it is not the Evening's: a draw the
        log omitted, a craft in Daylight), or at the end of the turn (``action`` None)."""
        if action is None:
            return True
        drawn = isinstance(action, m.Move) and any(
            isinstance(t.what, m.Card) and t.start is None and isinstance(to, m.Hand) and faction_id(to.faction) == fid
            for t in action.things for to in action.to)
        return (isinstance(action, m.Craft) or drawn) and not any(
            isinstance(later, m.Reveal) and faction_id(later.faction) == fid for later in self.upcoming())

    def next_action(self) -> m.Action | None:
        """The action just after this one in the turn (None at its end): indexed, not the rest
        of the turn copied to take its first (asked of most actions, issue 32)."""
        actions, after = self.actions, self.index + 1
        return actions[after] if after < len(actions) else None

    def made_ahead(self, index: int, why: Message) -> None:
        """The ``index``-th action of the turn is made by the action being translated."""
        self.ahead[index] = why

    def in_battle(self) -> m.Battle | None:
        return self.battle if self.index <= self.battle_until else None

    def battles_own(self, fid: str | None, origin=None) -> bool:
        """Whether a removal of ``fid``'s from ``origin`` (None: an item damaged) now is one the
        battle before it made itself, replayed as rootboard's Battle (4.3.4)."""
        battle = self.in_battle()
        if battle is None or not self.battle_removes:
            return False
        return (origin is None or origin == battle.clearing) and fid in (faction_id(battle.attacker),
                                                                         faction_id(battle.defender))

    def clear(self, where, until: int, why: Message) -> None:
        """rootboard's action removed pieces in ``where``: the log's removals there, up to the
        ``until``-th action of the turn, are its (13.7.1, 13.2.4)."""
        self.cleared = (where, until, why)

    def cleared_at(self, where) -> Message | None:
        """Why the log's removal from ``where`` now was already made, or None."""
        if self.cleared is None or self.cleared[0] != where or self.index > self.cleared[1]:
            return None
        return self.cleared[2]


def area(place, state: GameState) -> Location | None:
    """The rootboard area a Rootlog place names (a clearing, forest, the Burrow, a path), or
    None for a place that is not on the map (a board, a hand) or not on this map."""
    topology = state.topology
    if isinstance(place, m.Clearing):
        return place.number if place.number in topology.board.clearings else None
    if isinstance(place, m.Burrow):
        return BURROW
    if isinstance(place, m.Forest):
        return place.id if topology.has_area(place.id) else None
    if isinstance(place, m.Path):
        where = path_area(place.low, place.high)
        return where if topology.has_area(where) else None
    return None


def removed_from(state: GameState, action, fid: str, name: str) -> list[int] | None:
    """The clearing of each of ``fid``'s ``name`` pieces ``action`` removes from the map
    (``t9->``, ``(t9+2t12)->``: [9, 12, 12]); None when it does anything else."""
    if not isinstance(action, m.Move) or action.to or not action.things:
        return None
    found = []
    for thing in action.things:
        piece = thing.what
        where = area(thing.start, state) if thing.start is not None else None
        if not isinstance(piece, m.Piece) or piece.name != name or faction_id(piece.faction) != fid \
                or not isinstance(where, int):
            return None
        found += [where] * thing.count
    return found


def one_removed_from(state: GameState, action, fid: str, name: str) -> int | None:
    """The clearing ``action`` removes one of ``fid``'s ``name`` pieces from (``w12->``), and
    nothing else; None otherwise."""
    removed = removed_from(state, action, fid, name)
    return removed[0] if removed is not None and len(removed) == 1 else None


def placed_from_supply(state: GameState, action, fid: str, name: str) -> dict[int, int] | None:
    """Clearing -> count of ``action`` placing ``fid``'s ``name`` pieces from the supply in
    clearings (``w->3+5``, ``3w->3``); None when it does anything else."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or not action.to:
        return None
    thing = action.things[0]
    piece = thing.what
    if not isinstance(piece, m.Piece) or thing.start is not None or piece.name != name \
            or faction_id(piece.faction) != fid:
        return None
    found: dict[int, int] = {}
    for place in action.to:
        where = area(place, state)
        if not isinstance(where, int):
            return None
        found[where] = found.get(where, 0) + thing.count
    return found


def card_to_board(action, kind: str, fid: str) -> str | None:
    """The name of the card of ``kind`` that ``action`` puts on ``fid``'s board from none of its
    areas and from no hand (``#captain->$`` a minister swayed, 12.5.3; ``#wrathful->$`` a mood
    chosen, 14.4.4); None when it is not only that."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
        return None
    thing, to = action.things[0], action.to[0]
    card = thing.what
    if isinstance(card, m.Card) and card.kind == kind and thing.start is None and isinstance(to, m.Board) \
            and faction_id(to.faction) == fid and not to.area:
        return card.full_name
    return None


def is_map_place(place) -> bool:
    return isinstance(place, (m.Clearing, m.Burrow, m.Forest, m.Path))


def in_game(code: m.FactionCode, state: GameState) -> str | None:
    """rootboard's id of ``code`` when it plays in ``state``; None otherwise."""
    fid = faction_id(code)
    return fid if fid in state.in_game else None


def owner_of(law: Law, fid: str):
    return law.get(fid)
