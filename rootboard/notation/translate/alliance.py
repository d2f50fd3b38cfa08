"""The Woodland Alliance's board in a Rootlog (chapter 8): her supporters and officers, as her actions.

The log writes what happens to the cards and pieces; her actions are read from them:

* ``#A->$``, a card from her hand to her board on her turn: Mobilize (8.5.2);
* ``B#A->/w->$``, a card spent from her hand, then a warrior to her board: Train (8.5.3), which
  places the officer itself (``2F#A->/2w->$``: twice);
* ``2R#$->`` (two supporters spent), then the base placed with its warriors in a sympathetic
  clearing (``2w+b_r->10``), and the officer (``w->$``): Revolt (8.4.1), which removes the enemy
  pieces there (the log's removals between are its own), places the base, warriors and officer,
  and scores the buildings and tokens removed (set against the log's ``++``, :mod:`.points`). The
  warriors it places are one per sympathetic clearing of the base's suit: where the log places
  another number, the Revolt's are placed and the line says so (assumed);
* ``2wA$->`` after a base is removed in the turn: the base lost (8.2.4), half her officers
  removed, rounded up, by her rules (the log's own count is checked by it);
* ``R#$->/t->8``, supporters spent, then sympathy placed: Spread Sympathy (8.4.2) in each clearing
  the token goes to, the tokens its own, the supporters spent by its cost on the track (a log
  spending another number says so, assumed); ``t->8`` with no spend before it the same, the
  supporters its rules spend checked by them;
* ``w7->/t->7``, her warrior removed where sympathy is then placed: Organize (8.6.1 IV).

Outrage's card (``#E->A$``) stays the card table's board cards: the log does not say where the
Outrage was.

What the spec does not allow, read leniently and said (assumed, :func:`read_leniently`): her base
written with its letters swapped (``r_b+w->7`` for ``b_r+w->7``: no piece of hers is ``r_b``);
and on another player's turn, after her base is removed, the supporters and officers she loses
(8.2.4) written from the board of the player on turn (``(2R#+2w)$->``, a bare ``$`` naming the
current player's): read as hers (``(2R#+2w)A$->``).
"""

from __future__ import annotations

from itertools import permutations

from rootboard.game.state import GameState
from rootboard.messages import Message, Template
from rootboard.later import Later
from rootboard.records import replace
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area
from rootboard.notation.translate.deck import card_id
from rootboard.notation.translate.steps import Planned, Step

# Her rules, imported the first time a log's action of hers is read as one of them: a game
# without her never loads them. Through Later, where an import inside each reading paid the
# import statement again at every one (some fifty a replay of the 476-action log, issue 32).
alliance_actions = Later("rootboard.game.factions.alliance.actions")
alliance_board = Later("rootboard.game.factions.alliance.board")

# The hooks this reader answers (rootboard/notation/translate/rooms.py): her turn's lines read
# leniently, then her pieces, her cards (each asked of a card of the player on turn's only).
ANSWERS = ("read_leniently", "organize", "lone_tokens", "officers_removed", "revolt", "spread", "train", "mobilize")

ALLIANCE = "alliance"
OFFICER_OF_TRAIN = Template("rootlog.replay.officer-of-train", "the officer the Train before places")
OFFICER_OF_REVOLT = Template("rootlog.replay.officer-of-revolt", "the officer the Revolt before places")
PLACED_BY_REVOLT = Template("rootlog.replay.placed-by-revolt", "the base and warriors the Revolt before places")
REMOVED_BY_REVOLT = Template("rootlog.replay.removed-by-revolt", "removed by the Revolt before it")
NOT_HER_WARRIORS = Template("rootlog.replay.not-her-warriors", "the log writes {who:faction} warriors leaving the "
                            "Alliance's board: only her officers are there, taken as hers")
TOKEN_OF_SPREAD = Template("rootlog.replay.token-of-spread", "the sympathy the spread before places")
TOKEN_OF_ORGANIZE = Template("rootlog.replay.token-of-organize", "the sympathy the Organize before places")
# Why the token after a spend is covered, the same words each time: made once, not at each (issue 32).
SPREAD_TOKEN = TOKEN_OF_SPREAD("8.4.2")
ORGANIZE_TOKEN = TOKEN_OF_ORGANIZE("8.6.1.IV")
OTHER_COST = Template("rootlog.replay.other-cost", "the log spends {written} supporters; spreading sympathy there "
                      "costs {cost} by the track: rootboard spends the cost")
OTHER_WARRIORS = Template("rootlog.replay.other-warriors", "the log places {written} warriors with the base; the "
                          "Revolt places {placed}, one per sympathetic clearing of its suit: rootboard places its own")
MISSPELT_BASE = Template("rootlog.replay.misspelt-base", "{written!r} names no piece of the Alliance's: read as "
                         "{spelt!r}, her {base:piece} (its letters swapped)")
BASE_LOSS_ON_BOARD = Template("rootlog.replay.base-loss-board",
                              "the log writes {who:faction.whose} board: after her base is removed, the supporters "
                              "and officers lost are the Alliance's, read as hers")
#: Supporters a Revolt spends (8.4.1 II).
REVOLT_SPENDS = 2


# --- what the spec does not allow, read leniently ---------------------------------------------------

def read_leniently(turn: m.Turn | None) -> tuple[m.Turn | None, dict[int, Message]]:
    """The turn with her actions the spec does not allow read as the log means them, and how
    each was read (index -> assumed): a base written with its letters swapped; her base's loss
    (8.2.4) written from the board of the player on turn."""
    if turn is None or turn.setup:
        return turn, {}
    actions, read = list(turn.actions), {}
    # Her last base removed so far in the turn, as read: followed along the turn, not looked for
    # again in all the actions before each one (a turn's moves asked it of every move before
    # them, issue 32).
    base_removed = None
    for index, action in enumerate(actions):
        if not isinstance(action, m.Move):
            continue
        spelt = _base_spelt(action)
        if spelt is not None:
            actions[index], written, base = spelt
            read[index] = MISSPELT_BASE("8.4.1", written=written, spelt=base.type + "_" + base.subtype[0],
                                        base=base.name)
        elif base_removed is not None:  # only after her base was removed in the turn
            hers = _base_loss_as_hers(turn.faction, base_removed, action)
            if hers is not None:
                actions[index] = hers
                read[index] = BASE_LOSS_ON_BOARD("8.2.4", who=faction_id(turn.faction) or turn.faction.code)
        if not actions[index].to:  # only a move to nowhere removes her base
            base_removed = _base_removed(actions[index]) or base_removed
    return (replace(turn, actions=tuple(actions)) if read else turn), read


def _base_spelt(move: m.Move) -> tuple[m.Move, str, m.Piece] | None:
    """(the move with her base spelt right, the piece as written, the base) when a piece of
    hers names no piece and its letters swapped name a base (``r_b``: ``b_r``); None."""
    things, found = [], None
    for thing in move.things:
        what = thing.what
        # Its one subtype asked first: most pieces written have none (warriors, tokens).
        if isinstance(what, m.Piece) and len(what.subtype) == 1 and faction_id(what.faction) == ALLIANCE \
                and what.name is None:
            swapped = m.Piece(what.faction, what.subtype[0], (what.type,))
            if (swapped.name or "").endswith("-base"):
                found = (what, swapped)
                thing = replace(thing, what=swapped)
        things.append(thing)
    if found is None:
        return None
    written = found[0].type + "_" + found[0].subtype[0]
    return replace(move, things=tuple(things)), written, found[1]


def _base_removed(move: m.Move) -> m.FactionCode | None:
    """Her faction as written on the last of her bases ``move``, a move to nowhere, removes
    (``b_r1->``); None."""
    found = None
    for thing in move.things:
        what = thing.what
        if isinstance(what, m.Piece) and faction_id(what.faction) == ALLIANCE and (what.name or "").endswith("-base"):
            found = what.faction
    return found


def _base_loss_as_hers(current: m.FactionCode, alliance: m.FactionCode, move: m.Move) -> m.Move | None:
    """``(2R#+2w)$->`` on another player's turn after her base was removed in it (``alliance``:
    her faction as written on the last one, :func:`_base_removed`): the cards and warriors leave
    a bare ``$``, which names the player on turn, whose board holds no officers (8.2.4 is hers):
    the move as from her board. None otherwise."""
    if move.to or faction_id(current) == ALLIANCE or not _bare_board(move.text):
        return None
    things = []
    for thing in move.things:
        start, what = thing.start, thing.what
        if not isinstance(start, m.Board) or start.area or start.faction != current:
            return None
        if isinstance(what, m.Piece) and what.type == "w" and what.faction == current:
            what = m.Piece(alliance, "w")
        elif not isinstance(what, m.Card):
            return None
        things.append(replace(thing, what=what, start=m.Board(alliance)))
    return replace(move, things=tuple(things)) if any(isinstance(t.what, m.Piece) for t in things) else None


def _bare_board(text: str) -> bool:
    """Whether every ``$`` of ``text`` is written without a faction's letter before it."""
    at = [i for i, c in enumerate(text) if c == "$"]
    return bool(at) and all(i == 0 or not text[i - 1].isupper() for i in at)


def _officers_to_board(action: m.Action | None) -> int:
    """How many Alliance warriors ``action`` puts on her board (``2w->$``); 0 for any other."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) != 1:
        return 0
    thing, to = action.things[0], action.to[0]
    if not isinstance(thing.what, m.Piece) or thing.what.name != "warrior" or thing.start is not None:
        return 0
    if faction_id(thing.what.faction) != ALLIANCE or not isinstance(to, m.Board) or to.area \
            or faction_id(to.faction) != ALLIANCE:
        return 0
    return thing.count


def _hers(ctx: TurnContext, state: GameState) -> bool:
    return ctx.current == ALLIANCE and ALLIANCE in state.factions


def train(ctx: TurnContext, state: GameState, who: str, named: str | None, count: int) -> list[Step] | None:
    """``B#A->`` (from ``who``'s hand) just before ``w->$`` on her turn: Train, once per card (8.5.3)."""
    if who != ALLIANCE or not _hers(ctx, state) or _officers_to_board(ctx.next_action()) != count:
        return None
    ctx.made_ahead(ctx.index + 1, OFFICER_OF_TRAIN("8.5.3"))
    return [Planned(alliance_actions.Train(named)) for _ in range(count)]


def mobilize(ctx: TurnContext, state: GameState, who: str, named: str | None, count: int) -> list[Step] | None:
    """``#A->$`` (from ``who``'s hand to her board) on her turn: Mobilize, once per card (8.5.2)."""
    if who != ALLIANCE or not _hers(ctx, state):
        return None
    return [Planned(alliance_actions.Mobilize(named)) for _ in range(count)]


def revolt(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Two supporters spent (``2R#$->``) for the base placed later in the turn, before any
    sympathy token is: Revolt (8.4.1) in the base's clearing."""
    if not _hers(ctx, state) or move.to:
        return None
    cards = [t for t in move.things if isinstance(t.what, m.Card)]
    if len(cards) != len(move.things) or sum(t.count for t in cards) != REVOLT_SPENDS \
            or not all(isinstance(t.start, m.Board) and faction_id(t.start.faction) == ALLIANCE
                       and not t.start.area for t in cards):
        return None
    found = _base_placed(ctx, state)
    if found is None:
        return None
    index, where, warriors = found
    placed = min(alliance_actions.Revolt._warriors(state, state.suits.get(where)),
                 state.supply.get((ALLIANCE, "warrior"), 0))
    # Another number of warriors than her rules place: rootboard's sympathy may differ from the
    # table's, or the table placed them wrong; the Revolt places its own, and says so.
    assumed = None if warriors == placed else OTHER_WARRIORS("8.4.1.III", written=warriors, placed=placed)
    named = tuple(n for t in cards for n in [card_id(state.deck, t.what)] * t.count if n is not None)
    ctx.clear(where, index - 1, REMOVED_BY_REVOLT("8.4.1.III"))
    ctx.made_ahead(index, PLACED_BY_REVOLT("8.4.1.III"))
    if _officers_to_board(ctx.actions[index + 1] if index + 1 < len(ctx.actions) else None) == 1:
        ctx.made_ahead(index + 1, OFFICER_OF_REVOLT("8.4.1.III"))
    return [Planned(alliance_actions.Revolt(where, named), assumed=assumed)]


def _base_placed(ctx: TurnContext, state: GameState) -> tuple[int, int, int] | None:
    """(index, clearing, warriors) of the action placing her base with its warriors
    (``2w+b_r->10``) later in the turn, before any other spend or sympathy token; None."""
    for index in range(ctx.index + 1, len(ctx.actions)):
        action = ctx.actions[index]
        if not isinstance(action, m.Move):
            continue
        things = action.things
        if any(isinstance(t.what, m.Card) and isinstance(t.start, m.Board) for t in things):
            return None  # another spend: this one was not the base's
        pieces = [t for t in things if isinstance(t.what, m.Piece) and faction_id(t.what.faction) == ALLIANCE
                  and t.start is None]
        if any(t.what.name == "sympathy" for t in pieces):
            return None  # a token placed: a spread of sympathy spent them
        bases = [t for t in pieces if (t.what.name or "").endswith("-base")]
        if not bases:
            continue
        if len(action.to) != 1 or len(pieces) != len(things) or len(bases) != 1 or bases[0].count != 1:
            return None
        where = area(action.to[0], state)
        if not isinstance(where, int):
            return None
        warriors = sum(t.count for t in pieces if t.what.name == "warrior")
        if warriors + 1 != sum(t.count for t in pieces):
            return None
        return index, where, warriors
    return None


def officers_removed(ctx: TurnContext, state: GameState, move: m.Move, step: m.Step) -> list[Step] | None:
    """``2wA$->`` after one of her bases was removed this turn: the base lost (8.2.4)."""
    start = step.start
    if not isinstance(start, m.Board) or start.area or faction_id(start.faction) != ALLIANCE or step.to is not None \
            or ALLIANCE not in state.factions or step.what.type != "w":
        return None
    removed = base_removed(ctx, state)
    if removed is None:
        return None
    base, where = removed
    who = faction_id(step.what.faction)
    assumed = None if who == ALLIANCE else NOT_HER_WARRIORS("8.2.2", "8.2.4", who=who)
    # Its removal's key: a removal the replay could not make makes this a consequence of it.
    return [Planned(base_lost(base), assumed=assumed,
                    touches=frozenset({(ALLIANCE, base, where)}))]


def base_lost(base: str):
    """The Alliance's action for ``base`` lost (8.2.4)."""
    return alliance_actions.BaseLost(base[:-len("-base")])


def base_removed(ctx: TurnContext, state: GameState) -> tuple[str, object] | None:
    """(the base, its clearing) the log removed earlier in this turn (the last), or None."""
    for action in reversed(ctx.actions[:ctx.index]):
        if not isinstance(action, m.Move) or action.to:
            continue
        for thing in action.things:
            what = thing.what
            if isinstance(what, m.Piece) and faction_id(what.faction) == ALLIANCE \
                    and (what.name or "").endswith("-base"):
                return what.name, area(thing.start, state) if thing.start is not None else None
    return None


def _tokens(action: m.Action | None, state: GameState) -> list[int] | None:
    """The clearings an action places her sympathy in (``t->7+10``); None for any other action."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or not action.to:
        return None
    thing = action.things[0]
    if not isinstance(thing.what, m.Piece) or thing.what.name != "sympathy" or thing.start is not None \
            or faction_id(thing.what.faction) != ALLIANCE or thing.count != 1:
        return None
    where = [area(place, state) for place in action.to]
    return where if all(isinstance(w, int) for w in where) else None


def _in_reach(state: GameState, where: list[int]) -> list[int]:
    """The clearings in an order each is next to sympathy when its turn comes (8.4.2.I: the
    log writes them together, ``t->7+10+12``), the log's order where none is."""
    for order in permutations(where):
        have = set(alliance_board.sympathetic(state))
        for w in order:
            if have and not set(alliance_board.adjacent_clearings(state, w)) & have:
                break
            have.add(w)
        else:
            return list(order)
    return where


def _spreads(state: GameState, where: list[int], cards: tuple[str, ...]) -> tuple[list[Step], int]:
    """A Spread Sympathy for each clearing, in order, and what they cost by the track (8.4.2.II)."""
    SYMPATHY_COST, martial_law = alliance_board.SYMPATHY_COST, alliance_board.martial_law
    where = _in_reach(state, where) if len(where) <= 4 else where  # a few orders to try, not 10!
    first = alliance_board.next_token(state) or 0
    cost = sum(SYMPATHY_COST[min(first + k, len(SYMPATHY_COST) - 1)] + (martial_law(state, w) is not None)
               for k, w in enumerate(where))
    spread = alliance_actions.SpreadSympathy
    return [Planned(spread(w, cards if k == 0 else ())) for k, w in enumerate(where)], cost


def spread(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Supporters spent from her board just before sympathy is placed: Spread Sympathy (8.4.2)."""
    if not _hers(ctx, state) or move.to:
        return None
    cards = [t for t in move.things if isinstance(t.what, m.Card)]
    if len(cards) != len(move.things) or not all(isinstance(t.start, m.Board) and not t.start.area
                                                 and faction_id(t.start.faction) == ALLIANCE for t in cards):
        return None
    where = _tokens(ctx.next_action(), state)
    if where is None:
        return None
    named = tuple(n for t in cards for n in [card_id(state.deck, t.what)] * t.count if n is not None)
    steps, cost = _spreads(state, where, named)
    written = sum(t.count for t in cards)
    if written != cost:
        steps[0] = Planned(steps[0].action, assumed=OTHER_COST("8.4.2.II", written=written, cost=cost))
    ctx.made_ahead(ctx.index + 1, SPREAD_TOKEN)
    return steps


def lone_tokens(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Sympathy placed on her turn with no spend before it: Spread Sympathy, whose rules spend
    the supporters it costs (8.4.2.II)."""
    if not _hers(ctx, state):
        return None
    where = _tokens(move, state)
    return None if where is None else _spreads(state, where, ())[0]


def organize(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Her warriors removed (``w7->``, ``w12+w8->``) where the next action places sympathy, in
    the same clearings: Organize in each (8.6.1 IV)."""
    if not _hers(ctx, state) or move.to:
        return None
    where = []
    for thing in move.things:
        if not isinstance(thing.what, m.Piece) or thing.what.name != "warrior" or thing.count != 1 \
                or faction_id(thing.what.faction) != ALLIANCE:
            return None
        where.append(area(thing.start, state) if thing.start is not None else None)
    tokens = _tokens(ctx.next_action(), state)
    if tokens is None or sorted(tokens) != sorted(where):
        return None
    ctx.made_ahead(ctx.index + 1, ORGANIZE_TOKEN)
    return [Planned(alliance_actions.Organize(w)) for w in where]
