"""The Underground Duchy's board in a Rootlog (chapter 12), read as the Duchy's own actions.

* ``(R+B)#^`` then ``#captain->$``: Sway (12.5.3), the minister with the cards revealed just
  before it (named by their names, or by their suits); the reveal is the Sway's. A minister
  put on the board with no reveal before it is said as the Sway's cards missing (12.5.3.II);
* ``#captainD$->``: the Price of Failure (12.2.3), the minister lost; the discard written just
  before it (``#D->``, the random card) is its own;
* a Duchy building removed with ministers swayed and no Price of Failure written after it in
  the turn: the Price the rules ask is said missing (12.2.3), at the removal;
* ``(2R#+2w)$->`` on the Duchy's turn right after an Alliance base is removed: the base lost
  (8.2.4), written without her letter: the Duchy's board holds no warriors nor supporters.
"""

from __future__ import annotations

# Her board and actions come with this module, which is imported only for a game the Duchy plays
# in (rooms.py): imported inside the functions, each call paid a function's import again,
# some hundred a replay of the 476-action log (issue 32).
from rootboard.game.factions.duchy import actions as duchy_actions
from rootboard.game.factions.duchy.board import BIRD, BUILDING_TYPES, MINISTERS, RANKS, SWAY_CARDS, revealed, swayed
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area, card_to_board
from rootboard.notation.translate.deck import SUITS, card_id
from rootboard.notation.translate.hands import OMITTED_DRAW
from rootboard.notation.translate.steps import Covered, Instead, NotModelled, Omitted, Planned, Refused, Step

# Her hand, asked at each Sway the log writes: the card table through Later (rootboard/later.py),
# not import statements at each (eighteen a replay of the 476-action log, issue 32).
card_actions = Later("rootboard.game.cards.actions")
card_places = Later("rootboard.game.cards.places")
# The Alliance's reading (her base lost, 8.2.4), asked only in a game she plays in: not imported
# with this module, in a game of the Duchy without her (issue 32).
alliance = Later("rootboard.notation.translate.alliance")

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# the Duchy's board's own notation, the Price of Failure the log leaves out, and the revealed
# cards back at the Evening (12.6.1).
ANSWERS = ("steps", "also", "closing")

DUCHY = "duchy"
BIRD_OF_RETURN = Template("rootlog.replay.bird-of-return", "the bird revealed, discarded as the revealed cards "
                          "return: the other revealed cards go back to the hand with it")
SWAY_UNSAID = Template("rootlog.replay.sway-unsaid", "the log reveals cards for the {minister:minister} without "
                       "their suits: the Sway, which matches each card to a clearing, cannot be played; the minister "
                       "is not swayed here")
SWAY_REVEAL = Template("rootlog.replay.sway-reveal", "the cards the Sway after it reveals")
PRICE_DISCARD = Template("rootlog.replay.price-discard", "the card the Price of Failure after it discards")
PRICE_MISSING = Template("rootlog.replay.price-missing",
                         "a Duchy building is removed while the {minister:minister} is swayed: the Price of Failure "
                         "(the minister of highest rank lost, a random card discarded) is not written in this turn")
BASE_LOST_UNLETTERED = Template("rootlog.replay.base-lost-unlettered",
                                "written as the Duchy's board, which holds no warriors nor supporters: the Alliance's "
                                "base lost, removed just before")


def steps(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
    if DUCHY not in state.factions:
        return None
    if isinstance(action, m.Reveal):
        return [Covered(SWAY_REVEAL("12.5.3"))] if _sway(ctx, state, action, ctx.next_action()) else None
    if not isinstance(action, m.Move):
        return None
    things = action.things
    if len(things) != 1 or not isinstance(things[0].what, m.Card):
        # Her minister swayed or lost (12.5.3, 12.2.3), the Price's discard and the bird of her
        # Evening (12.6.1) are each one card moved alone; most moves are not, and of them only
        # a base lost (8.2.4) is asked, not the four look-ups of a card first (issue 32).
        return _base_lost(ctx, state, action)
    minister = card_to_board(action, "minister", DUCHY)
    if minister is not None:
        return _swayed(ctx, state, action, minister)
    lost = _minister_lost(action)
    if lost is not None:
        before = ctx.previous()
        card = _random_discard(state, before)
        return [Planned(duchy_actions.PriceOfFailure(lost, card=card or None))]
    if _minister_lost(ctx.next_action()) is not None and _random_discard(state, action) is not None:
        return [Covered(PRICE_DISCARD("12.2.3"))]
    if _bird_returned(ctx, state, action):
        return [Planned(duchy_actions.ReturnRevealed(), note=BIRD_OF_RETURN("12.6.1"))]
    return _base_lost(ctx, state, action)


def _bird_returned(ctx: TurnContext, state: GameState, move: m.Move) -> bool:
    """``B#->`` on the Duchy's turn with a bird revealed: the bird her Evening discards (12.6.1)."""
    if ctx.current != DUCHY or move.to or len(move.things) != 1:  # most moves
        return False
    if BIRD not in revealed(state):
        return False
    thing = move.things[0]
    return isinstance(thing.what, m.Card) and thing.what.suit == "B" and thing.what.name is None \
        and (thing.start is None or (isinstance(thing.start, m.Hand) and faction_id(thing.start.faction) == DUCHY))


def _minister_lost(move) -> str | None:
    """``#captainD$->``: the minister leaving the Duchy's board."""
    if not isinstance(move, m.Move) or move.to or len(move.things) != 1:
        return None
    thing = move.things[0]
    card = thing.what
    if isinstance(card, m.Card) and card.kind == "minister" and isinstance(thing.start, m.Board) \
            and faction_id(thing.start.faction) == DUCHY:
        return card.full_name
    return None


def _random_discard(state: GameState, move) -> str | None:
    """``#D->``: one card discarded from the Duchy's hand: its id, "" when not named; None when
    ``move`` is not that."""
    if not isinstance(move, m.Move) or move.to or len(move.things) != 1:
        return None
    thing = move.things[0]
    if not isinstance(thing.what, m.Card) or thing.count != 1 or not isinstance(thing.start, m.Hand) \
            or faction_id(thing.start.faction) != DUCHY or thing.what.kind is not None:
        return None
    return card_id(state.deck, thing.what) or ""


def _sway(ctx: TurnContext, state: GameState, reveal, placed) -> tuple[tuple, tuple] | None:
    """(cards named, suits of those not) of a reveal by the Duchy followed by a minister swayed."""
    if not isinstance(reveal, m.Reveal) or reveal.to or faction_id(reveal.faction) != DUCHY \
            or card_to_board(placed, "minister", DUCHY) is None:
        return None
    cards, suits = [], []
    for thing in reveal.cards:
        if not isinstance(thing.what, m.Card):
            return None
        named = card_id(state.deck, thing.what)
        suit = SUITS.get(thing.what.suit or "")
        if named is None and suit is None:
            return None  # ``3#^``: the log does not say which cards
        cards += [named] * thing.count if named else []
        suits += [] if named else [suit] * thing.count
    return tuple(cards), tuple(suits)


def _swayed(ctx: TurnContext, state: GameState, move: m.Move, minister: str) -> list[Step] | None:
    before = ctx.previous()
    shown = _sway(ctx, state, before, move)
    if shown is not None:
        sway = duchy_actions.Sway(minister, cards=shown[0], suits=shown[1])
        # Her hand short of them (the annotators' "forgot to draw"): the draw the log omits, before it.
        # Cards not named are revealed from the hand's unknown cards: short of those, a draw is omitted.
        have = card_places.hand_size(state, DUCHY)
        unknown = have - len(card_places.known_in_hand(state, DUCHY))
        short = max(len(shown[0]) + len(shown[1]) - have, len(shown[1]) - unknown, 1)
        instead = Instead((card_actions.Draw(DUCHY, short), sway),
                          frozenset({"cards.hand-too-small", "cards.not-in-hand"}),
                          OMITTED_DRAW("1.2.1", who=DUCHY, have=have, count=short))
        return [Planned(sway, instead=(instead,))]
    if isinstance(before, m.Reveal):  # revealed, but not said which (``3#^``): the Sway cannot be checked
        return [NotModelled(SWAY_UNSAID("12.5.3.II", minister=minister), touches=frozenset({(DUCHY, minister, None)}))]
    if minister not in MINISTERS:
        return None
    cost = SWAY_CARDS[MINISTERS[minister]]
    return [Refused(duchy_actions.SWAY_COUNT("12.5.3.II", minister=minister, cost=cost, named=0))]


def _base_lost(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """``(2R#+2w)$->`` on the Duchy's turn, just after an Alliance base was removed."""
    if ctx.current != DUCHY or move.to or "alliance" not in state.factions:
        return None
    starts = {thing.start for thing in move.things}
    if len(starts) != 1 or not isinstance(next(iter(starts)), m.Board) \
            or faction_id(next(iter(starts)).faction) != DUCHY:
        return None
    if not any(isinstance(t.what, m.Piece) and t.what.type == "w" for t in move.things):
        return None
    removed = alliance.base_removed(ctx, state)
    if removed is None:
        return None
    base, where = removed
    return [Planned(alliance.base_lost(base), assumed=BASE_LOST_UNLETTERED("8.2.4"),
                    touches=frozenset({("alliance", base, where)}))]


# --- The Price of Failure left out (12.2.3) ----------------------------------------------------------

def also(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step]:
    """A Duchy building removed with a minister swayed and no Price of Failure after it in the turn."""
    if not isinstance(action, m.Move) or action.to:
        return []
    if not any(isinstance(thing.what, m.Piece) and faction_id(thing.what.faction) == DUCHY for thing in action.things):
        return []  # no piece of hers removed (most removals)
    chosen = swayed(state)
    if not chosen:
        return []
    for thing in action.things:
        piece = thing.what
        if isinstance(piece, m.Piece) and faction_id(piece.faction) == DUCHY and piece.name in BUILDING_TYPES \
                and (thing.start is None or isinstance(area(thing.start, state), int)):
            break
    else:
        return []
    if any(_minister_lost(later) is not None for later in ctx.upcoming()):
        return []
    top = max(chosen, key=lambda name: RANKS.index(MINISTERS[name]))
    return [Omitted(PRICE_MISSING("12.2.3", minister=top))]


def closing(ctx: TurnContext, state: GameState, action: m.Action | None) -> list:
    """The revealed cards returned, which the spec leaves unwritten (TurnContext.revealed_go_back)."""
    # Asked of every action: her board read only on her turn, before her Evening's craft or draw.
    if state.current != DUCHY or not ctx.revealed_go_back(action, DUCHY):
        return []
    if not revealed(state):
        return []
    return [duchy_actions.ReturnRevealed()]
