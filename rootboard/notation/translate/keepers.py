"""The Keepers in Iron's board in a Rootlog (chapter 15), read as the Keepers' own actions.

On their turn:

* ``b_j_t->7``, a waystation placed: Encamp (15.4.1), showing the relic written first; the
  Keeper warrior it replaces, written just before it (``w7->``), is its own; with no Keeper
  warrior or waystation on the map, the warrior it places with it (``w->3`` right after) is;
* ``b_j7->``, a waystation removed outside a battle: Decamp (15.4.2), the warrior placed there
  right after it (``w->7``) its own;
* ``F#K->`` then the warriors placed at a waystation (``2w->7``): Recruit (15.4.3); a card named
  by its suit only (``M#K->``) spent as a card of that suit their hand may hold (said), so that
  its rules judge the suit;
* ``t_t3_7_11_12->11``, a relic moved from a forest into a clearing: Delve (15.5.2.II), its
  value the flip of it there later in the turn, before another relic is moved there
  (``t11^t_2_t``, its own), or the relic written with its value
  (``t_2_t3_7_11_12->11``); the battle card it is done with, the one the log discards after it
  (``#faith$_2->``, then the Delve's own), or else the first that may;
* ``t_3_f5->$``, a relic from a clearing to their board: Recover (15.5.2.III), its value
  written, or the points right after it (``++5``: the relic's value, and two more for a Relics
  column filled); the recover card, the one recovering in that clearing already, or else the
  first that may;
* ``B#K->$_1``, cards from their hand to the Retinue's columns (``$_1`` Move, ``$_2`` Battle then
  Delve, ``$_3`` Move or Recover), with the like ones right after it: one Gather Retinue (15.6.2);
  a card named by its suit only is kept as a card of that suit their hand may hold (said);
* ``#faith$_1->$_3``: the card shifted to another column (15.6.2);
* ``#faith$_2->``: a Retinue card a Delve or Recover lost (15.5.2.II.b, III.c), discarded by it;
* ``t5^t_2_f`` with no Delve into 5 before it in the turn: a relic in a clearing is face up (only
  a Delve brings it there, 15.5.2.II.a), so the flip only shows it (said as covered); with no
  such relic there, not modelled (as any piece turned face up);
* a move of their warriors (``(w+t_3_t)3->7``) or a battle of theirs (``XC5``) in their Daylight:
  the act of a Retinue card (15.5.2.I, II; ``keepers-act``) of the Move column, else the Move or
  Recover column, for a move (the columns act from the left), of the Battle column for a battle,
  whose suit matches the clearing, made before the move or battle (which is everyone's); the
  first card that may, said when cards of another suit may too. Not of a move the League's
  exhaust makes (4.1.3), nor once their Evening has begun (a gather, a shift or their draw
  written before it in the turn).

Each is the room's action (:mod:`rootboard.game.factions.keepers.actions`), judged by its rules.
What the log leaves out (a relic's value, which Retinue card acts, the warrior an Encamp
replaces) is said as assumed.
"""

from __future__ import annotations

# Their board and actions come with this module, imported only for a game the Keepers play in
# (rooms.py), as the Duchy's reader does.
from rootboard.game.factions.keepers import actions as keeper_actions
from rootboard.game.factions.keepers.board import (COLUMNS, RELIC_VALUES, RETAINER, SET_POINTS, WAYSTATION, board_of,
                                                   set_filled)
from rootboard.game.factions.keepers.pieces import KEEPERS, RELICS
from rootboard.game.kinds import WARRIOR
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area, one_removed_from, placed_from_supply
from rootboard.notation.translate.deck import SUITS, card_id
from rootboard.notation.translate.steps import Covered, Instead, Planned, Step

hands = Later("rootboard.notation.translate.hands")
card_actions = Later("rootboard.game.cards.actions")
card_places = Later("rootboard.game.cards.places")
crafts = Later("rootboard.notation.translate.crafts")  # the League's exhaust (4.1.3)

# The hooks this reader answers (rootboard/notation/translate/rooms.py): their board's own notation,
# the end of their Daylight the log leaves unwritten (15.5.2.II.b, 15.5.2.III.c), and the Retinue
# card a move or battle of theirs is the act of, which it leaves unwritten too (15.5.2).
ANSWERS = ("steps", "closing", "before")

#: A relic's letter in Rootlog (``t_f``, ``b_j``) -> its type: each type's first letter (15.2.1).
RELIC_LETTERS = {relic[0]: relic for relic in RELICS}
#: The Retinue's columns by the areas Rootlog writes (``$_1`` leftmost, 15.5.2).
COLUMN_PREFIX = "retinue-"

ENCAMP_WARRIOR = Template("rootlog.replay.keepers.encamp-warrior", "the warrior the Encamp after it replaces")
ENCAMP_FRESH = Template("rootlog.replay.keepers.encamp-fresh", "the warrior the Encamp before it places with the "
                        "waystation")
ENCAMP_UNWRITTEN = Template("rootlog.replay.keepers.encamp-unwritten", "the log places a waystation in {where:area} "
                            "without removing the warrior it replaces: the Encamp removes it")
DECAMP_WARRIOR = Template("rootlog.replay.keepers.decamp-warrior", "the warrior the Decamp before it places")
DECAMP_UNWRITTEN = Template("rootlog.replay.keepers.decamp-unwritten", "the log removes the waystation in "
                            "{where:area} without placing the warrior that replaces it: the Decamp places it")
RECRUITED = Template("rootlog.replay.keepers.recruited", "the warriors the Recruit before it places")
DELVE_FLIP = Template("rootlog.replay.keepers.delve-flip", "the relic the Delve before it turns face up")
VALUE_UNWRITTEN = Template("rootlog.replay.keepers.value-unwritten", "the log does not say what the {relic:piece} "
                           "relic is worth: taken as {value}")
DELVER_CHOSEN = Template("rootlog.replay.keepers.delver-chosen", "the log does not say which Battle card delves: "
                         "taken as the {suit:suit} card in place {place} of the column")
RECOVERER_CHOSEN = Template("rootlog.replay.keepers.recoverer-chosen", "the log does not say which Recover card "
                            "recovers: taken as the {suit:suit} card in place {place} of the column")
GATHERED_WITH = Template("rootlog.replay.keepers.gathered-with", "added to the Retinue with the card before it")
STAND_IN = Template("rootlog.replay.keepers.stand-in", "the log names the {suit:suit} card only: rootboard keeps "
                    "{card:cardname} in the Retinue for it, whose rules read only its suit")
ACTOR_CHOSEN = Template("rootlog.replay.keepers.actor-chosen", "the log does not say which Retinue card acts "
                       "here: taken as the {suit:suit} card in place {place} of column {number}")
RECRUIT_STAND_IN = Template("rootlog.replay.keepers.recruit-stand-in", "the log names the {suit:suit} card only: "
                           "rootboard spends {card:cardname} for it, whose rules read only its suit")
RELIC_SHOWN = Template("rootlog.replay.keepers.relic-shown", "the {relic:piece} relic in {where:area} is face up "
                      "already, as its Delve left it: the flip shows its value")
LOST_CARD = Template("rootlog.replay.keepers.lost-card", "the Retinue card the Delve or Recover before it lost, "
                     "discarded as Daylight ends")


def steps(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
    """The Keepers' board action ``action`` is (or begins); None when it is none of them."""
    if ctx.current != KEEPERS:  # each of their board's actions is of their own turn (the spec's Keepers section)
        return None
    if isinstance(action, m.Flip):
        return _flip(ctx, state, action)
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) > 1:
        return None
    thing = action.things[0]
    to = action.to[0] if action.to else None
    what = thing.what
    if isinstance(what, m.Card):
        return _card(ctx, state, thing, to)
    if not isinstance(what, m.Piece) or faction_id(what.faction) != KEEPERS:
        return None
    name = what.name
    if name in RELICS:
        return _relic(ctx, state, thing, to)
    if name == WAYSTATION:
        return _waystation(ctx, state, thing, to)
    if name == WARRIOR and to is None:
        return _replaced(ctx, state, action)
    return None


# --- Birdsong: Encamp, Decamp, Recruit (15.4) ---------------------------------------------------------

def _placed(action, state: GameState, name: str) -> tuple[int, int] | None:
    """(clearing, count) of ``action`` placing Keeper ``name`` pieces from the supply in one clearing."""
    placed = placed_from_supply(state, action, KEEPERS, name)
    if placed is None or len(action.to) != 1:
        return None
    return next(iter(placed.items()))


def _replaced(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """``w7->`` right before a waystation placed there: the warrior the Encamp replaces (15.4.1)."""
    where = one_removed_from(state, move, KEEPERS, WARRIOR)
    after = _placed(ctx.next_action(), state, WAYSTATION)
    if where is None or after is None or after[0] != where or ctx.in_battle() is not None:
        return None
    return [Covered(ENCAMP_WARRIOR("15.4.1"))]


def _on_map(state: GameState) -> bool:
    return any(isinstance(c, int) for p in (WARRIOR, WAYSTATION) for c in state.where_is((KEEPERS, p)))


def _waystation(ctx: TurnContext, state: GameState, thing: m.Thing, to) -> list[Step] | None:
    piece = thing.what
    if thing.start is None and to is not None and thing.count == 1:
        where = area(to, state)
        relic = RELIC_LETTERS.get(piece.subtype[0]) if piece.subtype else None
        if not isinstance(where, int) or relic is None:
            return None
        encamp = keeper_actions.Encamp(where, relic)
        if not _on_map(state):  # none on the map: the waystation and a warrior (15.4.1)
            fresh = _placed(ctx.next_action(), state, WARRIOR)
            if fresh == (where, 1):
                ctx.made_ahead(ctx.index + 1, ENCAMP_FRESH("15.4.1"))
            return [Planned(encamp)]
        replaced = one_removed_from(state, ctx.previous(), KEEPERS, WARRIOR)
        said = None if replaced == where else ENCAMP_UNWRITTEN("15.4.1", where=where)
        return [Planned(encamp, assumed=said)]
    if thing.start is not None and to is None and thing.count == 1 and ctx.in_battle() is None:
        where = area(thing.start, state)
        if not isinstance(where, int):
            return None
        placed = _placed(ctx.next_action(), state, WARRIOR)
        if placed == (where, 1):
            ctx.made_ahead(ctx.index + 1, DECAMP_WARRIOR("15.4.2"))
            said = None
        else:
            said = DECAMP_UNWRITTEN("15.4.2", where=where)
        return [Planned(keeper_actions.Decamp(where), assumed=said)]
    return None


def _recruit(ctx: TurnContext, state: GameState, thing: m.Thing) -> list[Step] | None:
    """``F#K->`` then ``2w->7`` at a waystation: Recruit (15.4.3), its card and warriors its own;
    a card named by its suit only, a card of that suit their hand may hold, whose suit the
    Recruit's rules judge (said, as Gather Retinue's stand-in)."""
    placed = _placed(ctx.next_action(), state, WARRIOR)
    if placed is None or thing.count != 1 or not state.count(placed[0], (KEEPERS, WAYSTATION)):
        return None
    where, count = placed
    card, said = card_id(state.deck, thing.what), None
    suit = SUITS.get(thing.what.suit or "")
    if card is None and suit is not None:
        card = hands.stand_in(state, KEEPERS, suit, [], ctx.named)  # None: none left, spent as a card not named
        said = RECRUIT_STAND_IN("15.4.3", suit=suit, card=card) if card is not None else None
    recruit = keeper_actions.Recruit(where, card)
    if count != min(keeper_actions.RECRUITED, state.supply.get((KEEPERS, WARRIOR), 0)):
        return None  # not what a Recruit places: a discard and a placement, as written
    ctx.made_ahead(ctx.index + 1, RECRUITED("15.4.3"))
    step = hands.from_hand(state, KEEPERS, 1, recruit)
    return [Planned(recruit, note=said, instead=step.instead)] if said is not None else [step]


# --- Daylight: Delve and Recover (15.5.2) --------------------------------------------------------------

def _relic(ctx: TurnContext, state: GameState, thing: m.Thing, to) -> list[Step] | None:
    piece = thing.what
    start = area(thing.start, state) if thing.start is not None else None
    if isinstance(start, str) and to is not None and thing.count == 1 and ctx.in_battle() is None:
        where = area(to, state)
        if isinstance(where, int) and start in state.topology.forests:
            return _delve(ctx, state, piece, start, where)
    if isinstance(start, int) and isinstance(to, m.Board) and not to.area and faction_id(to.faction) == KEEPERS \
            and thing.count == 1:
        return _recover(ctx, state, piece, start)
    return None


def _flip_later(ctx: TurnContext, state: GameState, where: int, relic: str) -> tuple[int, int | None] | None:
    """(index, value shown) of the flip of the ``relic`` relic in ``where`` later in the turn,
    before another relic is moved there: the one this Delve turns face up (15.5.2.II.a), written
    right after it or later (after the card it lost, ``#faith$_2->``); None when there is none."""
    for index in range(ctx.index + 1, len(ctx.actions)):
        later = ctx.actions[index]
        if isinstance(later, m.Flip):
            shown = later.becomes
            if isinstance(later.at, m.Clearing) and later.at.number == where and faction_id(shown.faction) == KEEPERS \
                    and shown.name == relic:
                return index, shown.value
        elif isinstance(later, m.Move) and any(
                isinstance(t.what, m.Piece) and t.what.name in RELICS and faction_id(t.what.faction) == KEEPERS
                and any(area(to, state) == where for to in later.to) for t in later.things):
            return None  # another relic into that clearing: the flips after it are its own
    return None


def _column_cards(board, column: str) -> list[tuple[int, str]]:
    return list(enumerate(board["retinue"][column]))


def _suit_of(state: GameState, card: str) -> str:
    return keeper_actions.card_suit(state, card)


def _fits(state: GameState, card: str, where: int) -> bool:
    return keeper_actions.suit_matches(state, _suit_of(state, card), where)


def _choose(state: GameState, board, column: str, where: int, named: int | None, going: int | None):
    """(index, what is said) of the ``column`` card acting in ``where``: ``named`` when the log
    says it, the one ``going`` on there already, else the first that may (said when another
    card of another suit may too)."""
    if named is not None:
        return named, None
    if going is not None:
        return going, None
    acted = keeper_actions.acted_this_turn(board)
    may = [i for i, card in _column_cards(board, column) if f"{column}:{i}" not in acted and _fits(state, card, where)]
    if not may:
        return 0, None  # none may: the action's own check says why
    suits = {_suit_of(state, board["retinue"][column][i]) for i in may}
    return may[0], (len(suits) > 1)


def _lost_named(ctx: TurnContext, state: GameState, board, column: str) -> int | None:
    """The index of the ``column`` card the log discards from that column after this action and
    before the next relic it moves (so the discard of this Delve or Recover), or None."""
    lost = {int(k.split(":")[1]) for k in board["discard"] if k.startswith(column + ":")}
    for later in ctx.upcoming():
        if not isinstance(later, m.Move) or len(later.things) != 1:
            continue
        thing = later.things[0]
        if isinstance(thing.what, m.Piece) and thing.what.name in RELICS:
            return None  # another relic moved: the discards after it are its own
        if isinstance(thing.what, m.Card) and not later.to and _column(thing.start) == column:
            return next((i for i, held in _column_cards(board, column)
                         if i not in lost and _matches(state, thing.what, held)), None)
    return None


def _delve(ctx: TurnContext, state: GameState, piece: m.Piece, forest: str, where: int) -> list[Step]:
    relic = piece.name
    board = board_of(state)
    flipped = _flip_later(ctx, state, where, relic)
    if flipped is not None:
        ctx.made_ahead(flipped[0], DELVE_FLIP("15.5.2.II.a"))
    value = piece.value or (flipped[1] if flipped is not None else None)
    said = None
    if value is None:
        value = min(RELIC_VALUES)
        said = VALUE_UNWRITTEN("15.2.1", relic=relic, value=value)
    acted = keeper_actions.acted_this_turn(board)
    going = next((int(k.split(":")[1]) for k, at in acted.items() if k.startswith("battle:") and at == where
                  and f"{keeper_actions.DELVE_USED}:{k}" not in state.used), None)
    index, doubt = _choose(state, board, "battle", where, _lost_named(ctx, state, board, "battle"), going)
    if doubt and said is None:
        said = DELVER_CHOSEN("15.5.2.II", suit=_suit_of(state, board["retinue"]["battle"][index]), place=index + 1)
    return [Planned(keeper_actions.Delve(index, where, forest, relic, value), assumed=said)]


def _flip(ctx: TurnContext, state: GameState, flip: m.Flip) -> list[Step] | None:
    """``t11^t_2_t`` after a Delve into clearing 11: the relic it turns face up (15.5.2.II.a; made
    ahead by the Delve, or right after it); a relic flipped in a clearing with no Delve of it
    this turn: face up already, as a Delve left it (15.5.2.II.a), the flip showing its value."""
    before = ctx.previous()
    shown = flip.becomes
    if not isinstance(flip.at, m.Clearing) or faction_id(shown.faction) != KEEPERS or shown.name not in RELICS:
        return None
    if not isinstance(before, m.Move) or len(before.things) != 1 or len(before.to) != 1:
        return _shown(state, flip.at.number, shown.name)
    moved = before.things[0]
    if not isinstance(moved.what, m.Piece) or moved.what.name != shown.name \
            or area(before.to[0], state) != flip.at.number or not isinstance(area(moved.start, state), str):
        return _shown(state, flip.at.number, shown.name)
    return [Covered(DELVE_FLIP("15.5.2.II.a"))]


def _shown(state: GameState, where: int, relic: str) -> list[Step] | None:
    """A relic flipped in ``where`` outside a Delve: only a Delve brings a relic into a clearing,
    face up (15.5.2.II.a; nothing in the Law turns one face down), so the flip only shows it;
    None when no such relic is there (not modelled, as any piece turned face up)."""
    if not state.count(where, (KEEPERS, relic)):
        return None
    return [Covered(RELIC_SHOWN("15.5.2.II.a", relic=relic, where=where))]


def _value_scored(ctx: TurnContext, state: GameState, board, relic: str) -> int | None:
    """The relic's value the ``++`` right after the Recover says: its points less a filled column's."""
    after = ctx.next_action()
    if not isinstance(after, m.Score) or faction_id(after.faction) != KEEPERS:
        return None
    value = after.points - (SET_POINTS if set_filled(board["relics"], relic) else 0)
    return value if value in RELIC_VALUES else None


def _recover(ctx: TurnContext, state: GameState, piece: m.Piece, where: int) -> list[Step]:
    relic = piece.name
    board = board_of(state)
    value = piece.value or _value_scored(ctx, state, board, relic)
    said = None
    if value is None:
        left = [v for v in RELIC_VALUES if board["relics"][relic].count(v) < RELIC_VALUES.count(v)] or [1]
        value = min(left)
        said = VALUE_UNWRITTEN("15.2.1", relic=relic, value=value)
    acted = keeper_actions.acted_this_turn(board)
    going = next((int(k.split(":")[1]) for k, at in acted.items() if k.startswith("recover:") and at == where
                  and f"keepers-recover:{k}" in state.used and k not in board["discard"]), None)
    index, doubt = _choose(state, board, "recover", where, _lost_named(ctx, state, board, "recover"), going)
    if doubt and said is None:
        said = RECOVERER_CHOSEN("15.5.2.III", suit=_suit_of(state, board["retinue"]["recover"][index]),
                                place=index + 1)
    return [Planned(keeper_actions.Recover(index, where, relic, value), assumed=said)]


# --- The Retinue's cards (15.5.2, 15.6.2) ----------------------------------------------------------

def _column(place) -> str | None:
    """The Retinue column a place names (``$_2``: battle), or None."""
    if not isinstance(place, m.Board) or faction_id(place.faction) != KEEPERS:
        return None
    kind = place.area_kind
    if kind is None or not kind.startswith(COLUMN_PREFIX):
        return None
    return COLUMNS[int(kind[len(COLUMN_PREFIX):]) - 1]


def _matches(state: GameState, card: m.Card, held: str) -> bool:
    """Whether the Retinue card ``held`` is the one the log writes."""
    if card.kind == "retainer":
        return held == RETAINER
    named = card_id(state.deck, card)
    if named is not None:
        return held == named
    suit = SUITS.get(card.suit or "")
    return suit is None or _suit_of(state, held) == suit


def _retinue_card(action, state: GameState, board) -> tuple[str, int, str | None] | None:
    """(column, index, column it goes to or None: discarded) of a card leaving a Retinue column."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) > 1:
        return None
    thing = action.things[0]
    column = _column(thing.start)
    if column is None or not isinstance(thing.what, m.Card) or thing.count != 1:
        return None
    into = _column(action.to[0]) if action.to else None
    if action.to and into is None:
        return None
    lost = {int(k.split(":")[1]) for k in board["discard"] if k.startswith(column + ":")}
    cards = _column_cards(board, column)
    # A discard is of a card lost; a shift of any card, the first that is the one written.
    for index, held in cards:
        if (into is not None or index in lost) and _matches(state, thing.what, held):
            return column, index, into
    return None


def _card(ctx: TurnContext, state: GameState, thing: m.Thing, to) -> list[Step] | None:
    start = thing.start
    if isinstance(start, m.Hand) and faction_id(start.faction) == KEEPERS:
        if _column(to) is not None:
            return _gather(ctx, state)
        if to is None:
            return _recruit(ctx, state, thing)
        return None
    if _column(start) is None:
        return None
    action = ctx.actions[ctx.index]
    found = _retinue_card(action, state, board_of(state))
    if found is not None and found[2] is None:
        return [Covered(LOST_CARD("15.5.2.II.b", "15.5.2.III.c"))]
    # A shift is of the Evening (15.6.2): Daylight is over, its lost cards gone first.
    ended = _daylight_ends(state)
    board = board_of(state) if not ended else _board_after(state, ended[0].action)
    found = _retinue_card(action, state, board)
    if found is None or found[2] is None:
        return None
    column, index, into = found
    return [*ended, Planned(keeper_actions.ShiftRetinue(column, index, into))]


def _board_after(state: GameState, action) -> dict:
    after = state.position_copy()
    after.apply(action.edits(state))
    return board_of(after)


def _daylight_ends(state: GameState) -> list[Step]:
    """The end of Daylight (EndRetinue) where the phases are not tracked and a Retinue card has
    acted or been lost this turn: the log never writes it; nothing otherwise."""
    if state.phase_tracked:
        return []  # leaving the Retinue step does it (turn.leaving)
    board = board_of(state)
    return [Planned(keeper_actions.EndRetinue())] if board["resolved"] or board["discard"] else []


# --- Daylight: a move or battle is a Retinue card's act (15.5.2.I, 15.5.2.II) -----------------------

#: The columns whose card a move may act with, in the order they act (15.5.2: from the left).
MOVING = ("move", "recover")


def before(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step]:
    """The Retinue card a move or battle of theirs in their Daylight acts with (``keepers-act``),
    which Rootlog leaves unwritten; nothing for any other action."""
    if ctx.current != KEEPERS:
        return []
    acting = _battle_act(action) or _move_act(ctx, state, action)
    if acting is None or _in_evening(ctx, state):
        return []
    where, columns = acting
    column, index, doubt = _actor(state, board_of(state), columns, where)
    said = ACTOR_CHOSEN("15.5.2", suit=_suit_of(state, board_of(state)["retinue"][column][index]),
                        place=index + 1, number=COLUMNS.index(column) + 1) if doubt else None
    return [Planned(keeper_actions.ActWithRetinue(column, index, where), assumed=said)]


def _battle_act(action: m.Action) -> tuple[int, tuple[str, ...]] | None:
    """(clearing, columns) of a battle they begin: the Battle column's (15.5.2.II)."""
    if not isinstance(action, m.Battle) or (action.attacker is not None and faction_id(action.attacker) != KEEPERS):
        return None
    return action.clearing, ("battle",)


def _move_act(ctx: TurnContext, state: GameState, action: m.Action) -> tuple[int, tuple[str, ...]] | None:
    """(clearing, columns) of a move of their warriors (relics carried with them, 15.2.4)
    from one clearing to another, outside a battle's aftermath and not the League's (4.1.3)."""
    if not isinstance(action, m.Move) or len(action.to) != 1 or ctx.in_battle() is not None:
        return None
    starts, warriors = set(), 0
    for thing in action.things:
        what = thing.what
        if not isinstance(what, m.Piece) or faction_id(what.faction) != KEEPERS or thing.start is None:
            return None
        starts.add(area(thing.start, state))
        warriors += thing.count if what.name == WARRIOR else 0
    start, to = (starts.pop() if len(starts) == 1 else None), area(action.to[0], state)
    if not warriors or not isinstance(start, int) or not isinstance(to, int) or start == to:
        return None
    before = ctx.previous()
    if before is not None and crafts.league_exhaust(before):
        return None  # the League's exhausted item's own move (4.1.3)
    return start, MOVING


def _in_evening(ctx: TurnContext, state: GameState) -> bool:
    """Whether the log has begun their Evening before this action: a card gathered or shifted
    into the Retinue (15.6.2) or their draw (15.6.3) written earlier in the turn."""
    for earlier in ctx.actions[:ctx.index]:
        if _drawn(earlier) or _gathered(earlier, state) is not None or _shifted(earlier):
            return True
    return False


def _shifted(action: m.Action) -> bool:
    """Whether ``action`` moves a card from one Retinue column to another (15.6.2)."""
    return isinstance(action, m.Move) and len(action.to) == 1 and _column(action.to[0]) is not None and any(
        _column(t.start) is not None for t in action.things)


def _actor(state: GameState, board, columns: tuple[str, ...], where: int) -> tuple[str, int, bool]:
    """(column, index, whether cards of another suit may too) of the Retinue card acting in
    ``where``: the first of the first of ``columns`` not behind (15.5.2) with one that may; none
    may: the first column's first card, whose own check says why."""
    acted = keeper_actions.acted_this_turn(board)
    for column in columns:
        later = COLUMNS[COLUMNS.index(column) + 1:]
        if any(key.partition(":")[0] in later for key in acted):
            continue  # a column to its right has acted: this one is behind (15.5.2)
        index, doubt = _choose(state, board, column, where, None, None)
        cards = board["retinue"][column]
        if index < len(cards) and f"{column}:{index}" not in acted and _fits(state, cards[index], where):
            return column, index, bool(doubt)
    return columns[0], 0, False


def closing(ctx: TurnContext, state: GameState, action: m.Action | None) -> list:
    """The end of their Daylight, which the log leaves unwritten: before their Evening's draw
    (``#->K``), else at the end of the turn (``action`` None)."""
    if state.current != KEEPERS:
        return []
    if action is not None and not _drawn(action):
        return []
    return [step.action for step in _daylight_ends(state)]


def _drawn(action: m.Action) -> bool:
    """Whether ``action`` draws cards into their hand (their Evening's draw, 15.6.3)."""
    return isinstance(action, m.Move) and any(
        isinstance(t.what, m.Card) and t.start is None and isinstance(to, m.Hand) and faction_id(to.faction) == KEEPERS
        for t in action.things for to in action.to)


def _gathered(action, state: GameState) -> list[tuple[m.Card, int, str]] | None:
    """(card, count, column) of each card ``action`` adds from their hand to the Retinue; None otherwise."""
    if not isinstance(action, m.Move) or len(action.to) != 1:
        return None
    column = _column(action.to[0])
    if column is None:
        return None
    found = []
    for thing in action.things:
        card = thing.what
        if not isinstance(card, m.Card) or card.kind is not None or not isinstance(thing.start, m.Hand) \
                or faction_id(thing.start.faction) != KEEPERS:
            return None
        found.append((card, thing.count, column))
    return found


def _gather(ctx: TurnContext, state: GameState) -> list[Step] | None:
    """Cards added to the Retinue: one Gather Retinue with those right after it (15.6.2)."""
    found = hands.cards_in_a_row(ctx, state, KEEPERS, _gathered, ctx.actions[ctx.index])
    if found is None:
        return None
    cards, columns, stood, following = found
    said = STAND_IN("15.6.2", "15.5.2", suit=stood[0][0], card=stood[0][1]) if stood else None
    for later in following:
        ctx.made_ahead(later, GATHERED_WITH("15.6.2"))
    gather = keeper_actions.GatherRetinue(cards, columns)
    ended = _daylight_ends(state)  # Gather Retinue is of the Evening (15.6.2): Daylight is over
    # Their hand short of them (the annotators' "forgot to draw"): the draw the log omits, before it.
    have = card_places.hand_size(state, KEEPERS)
    short = max(len(cards) - have, 1)
    instead = Instead((card_actions.Draw(KEEPERS, short), gather), frozenset({keeper_actions.NOT_IN_HAND.id}),
                      hands.OMITTED_DRAW("1.2.1", who=KEEPERS, have=have, count=short))
    return [*ended, Planned(gather, note=said, instead=(instead,))]

