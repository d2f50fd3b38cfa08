"""The Eyrie's board in a Rootlog (chapter 7): her Decree and Turmoil, as her actions.

* ``B#E->$_r``, a card from her hand to a Decree column (``$_r`` recruit, ``$_m`` move, ``$_x``
  battle, ``$_b`` build) on her turn, with the like actions right after it (``B#E->$_x/F#E->$_m``)
  or in one (``(R+B)#E->$_r``): one AddToDecree of all of them (7.4.2), which her rules judge (one
  or two cards, at most one bird). The logs name a Decree card by its suit only; the Decree's rules
  read nothing else (7.5.2: a card's suit picks the clearing; 7.7.1: its birds the points), so
  rootboard keeps a card of that suit in the column for it that no other line takes by name (no
  dominance, item or Ambush card; one her hand may hold, the log never names), said, not doubted;
* her Daylight checked against her Decree at the end of her turn (7.5.2): each card of each
  column needs its own action of the column's kind written after the cards added (a recruit
  ``w->5``, a move ``3w5->6``, a battle ``XC5``, a roost built ``b->5``) in a clearing of its
  suit (a bird card: any); a card that none resolves, with no Turmoil in the turn (7.7), is a
  Decree column left unplayed, said at the turn's last action by the room's own words;
* ``$_->``, the Decree purged, with the leader the turn chooses after it (``#despot->$``): Turmoil
  (7.7), which loses a point per bird in the Decree (7.7.1: the log's ``--N`` right before the
  purge is where it is played; one after it is set against its points), purges the cards but the viziers (7.7.2), and deposes the leader for the new one (7.7.3).
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.steps import Instead, Planned, Step

# Her rules and the card table, imported when a log's line asks for them (rootboard.later), never
# when a command starts.
card_actions = Later("rootboard.game.cards.actions")
places = Later("rootboard.game.cards.places")
landmarks = Later("rootboard.game.landmarks")
hands = Later("rootboard.notation.translate.hands")
her_actions = Later("rootboard.game.factions.eyrie.actions")
her_board = Later("rootboard.game.factions.eyrie.board")
her_turn = Later("rootboard.game.factions.eyrie.turn")
crafts = Later("rootboard.notation.translate.crafts")  # the League's exhaust (4.1.3)

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# her cards added to the Decree, its purge, the points Turmoil loses, her Decree at the turn's end.
ANSWERS = ("decree", "is_purge", "turmoil", "humiliation", "decree_unresolved")

EYRIE = "eyrie"
ADDED_WITH = Template("rootlog.replay.added-with", "added to the Decree with the card before it")
LEADER_OF_TURMOIL = Template("rootlog.replay.leader-of-turmoil", "the leader the Turmoil before chooses")
PURGE_OF_TURMOIL = Template("rootlog.replay.purge-of-turmoil", "the Decree the Turmoil before purges")
STAND_IN = Template("rootlog.replay.stand-in", "the log names the {suit:suit} card only: rootboard keeps "
                    "{card:cardname} in the Decree for it, whose rules read only its suit")
#: A Decree column by the area Rootlog writes (``$_r``), as the Eyrie's board names it.
COLUMN_PREFIX = "decree-"


def _decree_pairs(action: m.Action | None, state: GameState) -> list[tuple[m.Card, int, str]] | None:
    """(card, count, column) of each card an action adds from her hand to the Decree; None
    when it is not only that."""
    if not isinstance(action, m.Move) or len(action.to) != 1:
        return None
    to = action.to[0]
    kind = to.area_kind if isinstance(to, m.Board) else None
    if kind is None or not kind.startswith(COLUMN_PREFIX) or faction_id(to.faction) != EYRIE:
        return None
    pairs = []
    for thing in action.things:
        if not isinstance(thing.what, m.Card) or not isinstance(thing.start, m.Hand) \
                or faction_id(thing.start.faction) != EYRIE or thing.what.kind is not None:
            return None
        pairs.append((thing.what, thing.count, kind[len(COLUMN_PREFIX):]))
    return pairs


def decree(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Cards added to the Decree on her turn: one AddToDecree with those right after it."""
    if ctx.current != EYRIE or EYRIE not in state.factions:
        return None
    found = hands.cards_in_a_row(ctx, state, EYRIE, _decree_pairs, move)
    if found is None:
        return None
    cards, columns, stood, following = found
    for later in following:
        ctx.made_ahead(later, ADDED_WITH("7.4.2"))
    added = her_actions.AddToDecree(cards, columns)
    # Her hand short of them (the annotators' "forgot to draw"): the draw the log omits, before it.
    have = places.hand_size(state, EYRIE)
    short = max(len(cards) - have, 1)
    instead = Instead((card_actions.Draw(EYRIE, short), added), frozenset({her_actions.NOT_IN_HAND.id}),
                      hands.OMITTED_DRAW("1.2.1", who=EYRIE, have=have, count=short))
    said = STAND_IN("7.4.2", "7.5.2", suit=stood[0][0], card=stood[0][1]) if stood else None
    return [Planned(added, note=said, instead=(instead,))]


def _leader_after(ctx: TurnContext, start: int) -> tuple[int, str] | None:
    """(index, leader) of the leader card the turn puts on her board after ``start``."""
    leaders = her_board.LEADERS
    for index in range(start, len(ctx.actions)):
        action = ctx.actions[index]
        if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
            continue
        card, to = action.things[0].what, action.to[0]
        if isinstance(card, m.Card) and card.kind == "leader" and isinstance(to, m.Board) \
                and faction_id(to.faction) == EYRIE and card.full_name in leaders:
            return index, card.full_name
    return None


def is_purge(action: m.Action | None) -> bool:
    """``$_->``: the Eyrie's Decree discarded."""
    return isinstance(action, m.Move) and not action.to and len(action.things) == 1 \
        and isinstance(action.things[0].what, m.Marker) and action.things[0].what.kind == "decree" \
        and faction_id(action.things[0].what.owner) == EYRIE


def turmoil(ctx: TurnContext, state: GameState) -> list[Step] | None:
    """``$_->`` with a leader chosen after it in the turn: Turmoil (7.7)."""
    return _turmoil(ctx, state, ctx.index)


def _turmoil(ctx: TurnContext, state: GameState, purge: int) -> list[Step] | None:
    if EYRIE not in state.factions:
        return None
    found = _leader_after(ctx, purge + 1)
    if found is None:
        return None
    index, leader = found
    ctx.made_ahead(index, LEADER_OF_TURMOIL("7.7.3"))
    return [Planned(her_actions.Turmoil(leader))]


def humiliation(ctx: TurnContext, state: GameState, score: m.Score) -> list[Step] | None:
    """``--3/$_->``: the points lost, written before the purge: the Turmoil is played here, and
    loses them itself (7.7.1); the purge and the leader after are its own. None otherwise."""
    if score.points >= 0 or faction_id(score.faction) != EYRIE or ctx.current != EYRIE \
            or not is_purge(ctx.next_action()):
        return None
    steps = _turmoil(ctx, state, ctx.index + 1)
    if steps is not None:
        ctx.made_ahead(ctx.index + 1, PURGE_OF_TURMOIL("7.7.2"))
    return steps


# --- the Decree resolved (7.5.2) ---------------------------------------------------------------------

def decree_unresolved(state: GameState, turn: m.Turn, log: m.Rootlog):
    """What is said when the Eyrie's turn leaves Decree cards unresolved with no Turmoil (the
    room's DECREE_UNRESOLVED, 7.5.2, 7.7), judged on the position at the turn's end; None when
    each card has an action of its column in a clearing of its suit, or the turn cannot say: the
    log's last turn (it may stop in her Daylight), a turn that writes none of her Daylight (a
    sketch of a position, not a turn played)."""
    if turn.setup or faction_id(turn.faction) != EYRIE or EYRIE not in state.factions or state.winner is not None \
            or turn is log.turns[-1]:
        return None
    added = [i for i, action in enumerate(turn.actions) if _decree_pairs(action, state) is not None]
    if not added or any(is_purge(action) for action in turn.actions):
        return None  # no Birdsong written to tell her Daylight by, or Turmoil ended it (7.7.5)
    board = her_board.board_of(state)
    done = _daylight_actions(state, turn.actions[added[-1] + 1:], her_board.RECRUITED.get(board["leader"], 1))
    if not any(done.values()):
        return None
    left = 0
    for column in her_board.COLUMNS:
        suits = [her_actions.suit_of(state, card) for c, _, card in her_board.entries(board) if c == column]
        left += _unmatched(suits, done[column])
    return her_turn.DECREE_UNRESOLVED("7.5.2", "7.7", count=left, who=EYRIE) if left else None


def _daylight_actions(state: GameState, actions, per_recruit: int) -> dict[str, list[frozenset]]:
    """The suits of the clearing of each action of hers by Decree column: a recruit per clearing
    (``per_recruit`` warriors each), a move by its origin, a battle, a roost placed. The move or
    battle written right after an item of her box exhausted is the League of Adventurous Mice's,
    not one of the Decree's (4.1.3)."""
    clearing_suits = landmarks.clearing_suits
    done: dict[str, list[frozenset]] = {"recruit": [], "move": [], "battle": [], "build": []}
    league = False  # the League's move or battle still to come
    for action in actions:
        if crafts.league_exhaust(action):
            league = True
            continue
        if isinstance(action, m.Battle):
            if faction_id(action.attacker) == EYRIE:
                if league:
                    league = False
                    continue
                done["battle"].append(clearing_suits(state, action.clearing))
            continue
        if not isinstance(action, m.Move) or not action.things:
            continue
        pieces = [t for t in action.things if isinstance(t.what, m.Piece) and faction_id(t.what.faction) == EYRIE]
        if len(pieces) != len(action.things):
            continue
        names = {t.what.name for t in pieces}
        places = [p.number for p in action.to if isinstance(p, m.Clearing)]
        if len(places) != len(action.to) or not places:
            continue
        if names == {"warrior"} and all(t.start is None for t in pieces):
            count = sum(t.count for t in pieces)
            for where in places:
                done["recruit"] += [clearing_suits(state, where)] * max(count // per_recruit, 1)
        elif names == {"warrior"} and all(isinstance(t.start, m.Clearing) for t in pieces) and len(places) == 1:
            if league:
                league = False
                continue
            done["move"].append(clearing_suits(state, pieces[0].start.number))
        elif names == {"roost"} and all(t.start is None for t in pieces):
            done["build"] += [clearing_suits(state, where) for where in places]
    return done


def _unmatched(suits: list[str], actions: list[frozenset]) -> int:
    """How many of a column's cards (their suits) no action resolves: a card of a suit by an
    action in a clearing of it, a bird card by any action left (7.5.2)."""
    bird = her_board.BIRD
    left, free = 0, list(actions)
    for suit in sorted(suits, key=lambda s: s == bird):  # the suited cards first: birds take any
        found = next((i for i, a in enumerate(free) if suit == bird or suit in a), None)
        if found is None:
            left += 1
        else:
            free.pop(found)
    return left
