"""The Lord of the Hundreds in a Rootlog (chapter 14; the spec's "Lord of the Hundreds" section),
read as the Hundreds' own actions. Rootlog writes the pieces each action moves and, for this
faction, "the mob die roll" never; their board is the Hoard, ``w_w`` the warlord.

* Raze (14.4.1): no line of its own. Played before the first action of their turn while a mob is
  on the map (it is no choice); the log's removals of enemy buildings and tokens (a face-down plot
  too) from mob clearings after it, and their ``++``, are its own;
* ``t->5`` with no card spent before it, before their Daylight: the mob the die spreads after
  Raze (14.4.1), the die taken as showing the suit of the clearing the log places it in (said,
  as assumed);
* ``w->3+5`` (``3w->3/w->5``), their first warriors placed in the turn before their Daylight:
  Recruit (14.4.2), the placements written in a row its own; other counts than the rules' are
  said, and the rules' kept;
* ``w12->/w_w->12``, ``w_w->12``: Anoint (14.4.3), the warrior replaced its own;
* ``#wrathful->$``: Choose Mood (14.4.4); ``#stubborn->$`` in their setup line, the mood the setup
  places (14.3.4), which their board starts with;
* ``F#H->/b->5``: Build (14.5.2), the card before it its own (none written: one not named);
* ``(w_w+2w)5->6``: the warlord's move with no Command action after it in the turn (nor, while
  Grandiose, before it: 14.7.2) is Advance the Warlord's (14.5.3), its battle the battle written
  next; once the Advances are taken and Relentless allows one more, Relentless's (14.7.5); a
  move of the warlord with Command actions after it is a Command move (14.5.2), everyone's;
* ``%h$->/2w->5``, items removed from their board (the Hoard): Lavish (14.7.4), the warriors
  placed in the warlord's clearing right after it its own;
* ``F#H->/t->5``: Incite (14.6.1), the card its own; a mob placed after an Incite in the
  warlord's clearing while Jubilant, no card before it: one of Jubilant's rolls (14.7.3), the die
  taken as the clearing's suit; a mob placed later in the turn with no card: an Incite, its card
  not written (said).

* ``%s5->$`` anywhere in their turn: the item Raze takes from the ruin of clearing 5 into the Hoard
  (14.4.1), named in the Raze played before the turn's first action (its ``items``).

* Oppress (14.6.2): no line of its own but their ``++``. Scored by the rules at the end of their
  turn (``hundreds-oppress``, where the replay does not track phases), as the replay scores the
  Pass: their last ``++`` of the turn waits for it and is set against its points (a ``++`` short
  of them, or none, said).

* ``t9->/t12->``, ``2w->9``, then ``XC9``, while Bitter: their mobs removed from the warlord's
  clearing and those beside it right before their battle there, and the warriors placed with
  the warlord, are the battle's Bitter (14.7.1: ``bitter=9,12``), played by the battle, when the
  battle with it reproduces the log's removals after it; else read as written.

Each is the room's action (:mod:`rootboard.game.factions.hundreds.actions`, ``.moods``), judged
by its rules: a ruin of a mob clearing whose item the log does not write is Raze's doubt (14.4.1).
"""

from __future__ import annotations

from rootboard.game.kinds import BUILDING, MAP, TOKEN
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import (TurnContext, area, card_to_board, one_removed_from,
                                                  placed_from_supply, removed_from)
from rootboard.notation.translate.deck import CRAFTED_ITEMS, card_id
from rootboard.notation.translate.plots import hidden_kinds
from rootboard.notation.translate.steps import Covered, Planned, Step

# Their rules, imported the first time a line of theirs asks (rootboard/later.py, issue 32).
their_actions = Later("rootboard.game.factions.hundreds.actions")
their_moods = Later("rootboard.game.factions.hundreds.moods")
their_board = Later("rootboard.game.factions.hundreds.board")
their_advance = Later("rootboard.game.factions.hundreds.advance")
their_incites = Later("rootboard.game.factions.hundreds.incites")
battles = Later("rootboard.notation.translate.battles")  # Bitter's battle, inferred ahead (14.7.1)

# The hooks this reader answers (rootboard/notation/translate/rooms.py): their own notation, Raze,
# which the log never writes, before their turn's first action, and Oppress at its end (14.6.2).
ANSWERS = ("steps", "closing", "turn_end_points")

HUNDREDS = "hundreds"
WARRIOR, WARLORD, STRONGHOLD, MOB = "warrior", "warlord", "stronghold", "mob"

BITTER_MOBS = Template("rootlog.replay.bitter-mobs", "the mob Bitter removes for the battle in the warlord's clearing "
                      "after it, which rootboard plays with it")
BITTER_WARRIORS = Template("rootlog.replay.bitter-warriors", "the warriors Bitter places with the warlord for the "
                           "mobs removed, in the battle after it")
SETUP_MOOD = Template("rootlog.replay.setup-mood", "the Hundreds' setup places Stubborn in the Mood Card slot, "
                      "as their board starts")
MOB_DIE = Template("rootlog.replay.mob-die", "the log does not write the mob die: taken as showing {suit:suit}, the "
                   "suit of the clearing the mob is placed in")
CARD_SPENT = Template("rootlog.replay.hundreds-card", "the card the Hundreds spend for the piece placed after it")
CARD_UNWRITTEN = Template("rootlog.replay.hundreds-card-unwritten", "the log writes no card spent before it: a card "
                          "not named is spent")
ANOINT_REPLACED = Template("rootlog.replay.anoint-replaced", "the warrior the warlord placed after it replaces")
RAZED = Template("rootlog.replay.razed", "removed by Raze, which rootboard played at the start of the turn")
RAZE_ITEM = Template("rootlog.replay.raze-item", "the item a mob takes from the ruin of its clearing, by the Raze "
                     "rootboard played at the start of the turn")
RECRUITED = Template("rootlog.replay.recruited", "part of the Recruit written before it")
LAVISH_WARRIORS = Template("rootlog.replay.lavish-warriors", "the warriors Lavish places for the items before it")
RECRUIT_DIFFERS = Template("rootlog.replay.recruit-differs",
                           "the log places {written} warrior for the Recruit; the rules place {count}: the rules' "
                           "are kept", plural="the log places {written} warriors for the Recruit; the rules place "
                           "{count}: the rules' are kept", count="written")


def steps(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
    """Their own action ``action`` is (or part of one); None when it is none of them."""
    if ctx.current != HUNDREDS or not isinstance(action, m.Move) or ctx.turn is None or ctx.in_battle() is not None:
        return None
    if ctx.turn.setup:  # their setup's Stubborn (14.3.4), which their untouched board holds already
        return [Covered(SETUP_MOOD("14.3.4"))] if _is_mood(action) == their_board.FIRST_MOOD else None
    raze = _raze_first(ctx, state, action)
    found = (_mood(state, action) or _bitter(ctx, state, action)
             or _razed(state, action, bool(raze)) or _ruin_taken(state, action, bool(raze))
             or _anoint(ctx, state, action)
             or _lavish(ctx, state, action) or _spent(ctx, state, action) or _placed(ctx, state, action)
             or _warlord_moves(ctx, state, action))
    if found is None:
        return None
    return [*(Planned(a) for a in raze), *found]


def closing(ctx: TurnContext, state: GameState, action: m.Action | None) -> list:
    """Raze, before the first action of their turn (asked of each action no reader read)."""
    if action is None or state.current != HUNDREDS or ctx.turn is None or ctx.turn.setup:
        return []
    return _raze_first(ctx, state, action)


def turn_end_points(ctx: TurnContext, state: GameState) -> list | None:
    """Oppress (14.6.2) at the end of their turn: once, and only when it scores (no clearing
    oppressed scores nothing, and leaves nothing to record); None on another's turn."""
    if ctx.current != HUNDREDS:
        return None
    if their_actions.OPPRESS_USED in state.used or not their_board.oppress_points(state):
        return []
    return [their_actions.Oppress()]


def _bitter(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """``t9->/t12->``, then ``2w->9`` (or not written), then ``XC9``: while Bitter, their mobs
    removed from the warlord's clearing and those beside it, right before their battle there,
    are the battle's Bitter (14.7.1), and the warriors it places with the warlord; read so only
    when the battle with it removes what the log says after it (else as written)."""
    if their_board.mood(state) != "bitter":
        return None
    warlord = their_board.warlords_clearing(state)
    actions, index, clearings = ctx.actions, ctx.index, []
    while index < len(actions) and (gone := removed_from(state, actions[index], HUNDREDS, MOB)) is not None:
        clearings += gone
        index += 1
    near = {warlord, *their_board.adjacent_clearings(state, warlord)} if warlord is not None else set()
    if not clearings or not set(clearings) <= near or index >= len(actions):
        return None
    placed = min(len(clearings), state.supply.get((HUNDREDS, WARRIOR), 0))  # as many as the supply holds (1.5.4)
    written = _own_placed(state, actions[index], WARRIOR)
    if written is not None and written != {warlord: placed}:
        return None  # other warriors than Bitter's: not its
    fought = actions[index + (written is not None)] if index + (written is not None) < len(actions) else None
    if not isinstance(fought, m.Battle) or fought.clearing != warlord or faction_id(fought.attacker) != HUNDREDS:
        return None
    at = index + (written is not None)
    before = battles.Before((f"bitter={','.join(str(c) for c in clearings)}",),
                            {(HUNDREDS, MOB): clearings.count(warlord), (HUNDREDS, WARRIOR): -placed})
    later = list(actions[at + 1:at + 1 + battles.aftermath(actions[at + 1:], warlord)])
    if battles.infer(state, fought, later, ctx.current, before).battle is None:
        return None  # no dice make the battle with it: the log's lines are read as written
    ctx.before_battle[at] = before
    for other in range(ctx.index + 1, at):
        ctx.made_ahead(other, BITTER_WARRIORS("14.7.1") if other == index else BITTER_MOBS("14.7.1"))
    return [Covered(BITTER_MOBS("14.7.1"))]


def _raze_first(ctx: TurnContext, state: GameState, action: m.Action) -> list:
    """Raze (14.4.1), which every Birdsong of theirs begins with and the log never writes, when a
    mob is on the map and it is not played yet this turn: before ``action``, their turn's first."""
    if ctx.index != 0:
        return []
    acts = their_actions
    if acts.RAZE_USED in state.used or not their_board.mobs(state):
        return []
    items = []
    for index, later in enumerate(ctx.actions):  # the ruins' items the turn writes (%s5->$), Raze's own
        found = _ruin_items(state, later)
        if found:
            items += found
            if index:
                ctx.made_ahead(index, RAZE_ITEM("14.4.1"))
    return [acts.Raze(tuple(items))]


# --- what the log writes as pieces -----------------------------------------------------------------

def _own_placed(state: GameState, move, name: str) -> dict[int, int] | None:
    """Clearing -> count of ``move`` placing their ``name`` from the supply (``w->3+5``, ``3w->3``)."""
    return placed_from_supply(state, move, HUNDREDS, name)




def _card_spent(state: GameState, move) -> str | None:
    """``F#H->``, ``#H->``: one card from their hand discarded: its id, "" when not named; None
    when ``move`` is not that."""
    if not isinstance(move, m.Move) or move.to or len(move.things) != 1:
        return None
    thing = move.things[0]
    if not isinstance(thing.what, m.Card) or thing.count != 1 or thing.what.kind is not None \
            or not isinstance(thing.start, m.Hand) or faction_id(thing.start.faction) != HUNDREDS:
        return None
    return card_id(state.deck, thing.what) or ""


def _daylight_begun(ctx: TurnContext) -> bool:
    """Whether an action before this one in the turn is of their Daylight or later: a mood chosen
    (Birdsong's last step, 14.4.4), a battle, a craft, pieces moved between clearings."""
    for before in ctx.actions[:ctx.index]:
        if isinstance(before, (m.Battle, m.Craft)):
            return True
        if isinstance(before, m.Move) and (_is_mood(before) or any(
                isinstance(t.what, m.Piece) and t.start is not None and before.to for t in before.things)):
            return True
    return False


# --- Choose Mood (14.4.4) -----------------------------------------------------------------------

def _is_mood(move: m.Move) -> str | None:
    """``#wrathful->$``: the mood card put on their board (the spec's Choose Mood)."""
    return card_to_board(move, "mood", HUNDREDS)


def _mood(state: GameState, move: m.Move) -> list[Step] | None:
    chosen = _is_mood(move)
    return None if chosen is None else [Planned(their_actions.ChooseMood(chosen))]


# --- Raze (14.4.1) ---------------------------------------------------------------------------------

def _razed(state: GameState, move: m.Move, pending: bool) -> list[Step] | None:
    """Enemy buildings and tokens removed from mob clearings once Raze is played this turn, none
    of them there any more, or by the Raze played just before this action (``pending``): Raze's
    own."""
    if move.to or not move.things or not (pending or their_actions.RAZE_USED in state.used):
        return None
    mobs = set(their_board.mobs(state))
    for thing in move.things:
        piece = thing.what
        fid = faction_id(piece.faction) if isinstance(piece, m.Piece) else None
        where = area(thing.start, state) if thing.start is not None else None
        if fid in (None, HUNDREDS) or where not in mobs:
            return None
        kinds = hidden_kinds(state.law, fid, piece.name) or [piece.name]  # a face-down plot: any of its kinds
        if any(state.law.kinds.get((fid, kind)) not in (BUILDING, TOKEN) for kind in kinds) \
                or (not pending and any(state.count(where, (fid, kind)) for kind in kinds)):
            return None
    return [Covered(RAZED("14.4.1"))]


def _ruin_items(state: GameState, move) -> list | None:
    """``%s5->$``: items from the ruin of clearing 5 to their board (the Hoard), as Raze's
    ``items`` (14.4.1); None when ``move`` is not that, or no ruin is there."""
    if not isinstance(move, m.Move) or len(move.to) != 1 or not move.things:
        return None
    to = move.to[0]
    if not isinstance(to, m.Board) or to.area or faction_id(to.faction) != HUNDREDS:
        return None
    found = []
    for thing in move.things:
        where = area(thing.start, state) if isinstance(thing.start, m.Clearing) else None
        item = CRAFTED_ITEMS.get(thing.what.type or "") if isinstance(thing.what, m.Item) else None
        if where is None or item is None or not state.count(where, (MAP, "ruin")):
            return None
        found += [their_actions.RuinItem(where, item)] * thing.count
    return found


def _ruin_taken(state: GameState, move: m.Move, pending: bool) -> list[Step] | None:
    """The turn's first action an item taken from a ruin: the Raze played just before it took it."""
    return [Covered(RAZE_ITEM("14.4.1"))] if pending and _ruin_items(state, move) else None


# --- Anoint (14.4.3) --------------------------------------------------------------------------------

def _anoint(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    replaced = one_removed_from(state, move, HUNDREDS, WARRIOR)
    if replaced is not None:
        placed = _own_placed(state, ctx.next_action(), WARLORD)
        return [Covered(ANOINT_REPLACED("14.4.3"))] if placed is not None and list(placed) == [replaced] else None
    placed = _own_placed(state, move, WARLORD)
    if placed is None or len(placed) != 1:
        return None
    where = next(iter(placed))
    return [Planned(their_actions.Anoint(where), touches=frozenset({(HUNDREDS, WARLORD, where)}))]


# --- a card spent, then the piece: Build (14.5.2), Incite (14.6.1) ----------------------------------

def _spent(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    if _card_spent(state, move) is None:
        return None
    after = ctx.next_action()
    for name in (STRONGHOLD, MOB):
        placed = _own_placed(state, after, name)
        if placed is not None and len(placed) == 1 and sum(placed.values()) == 1:
            return [Covered(CARD_SPENT("14.5.2" if name == STRONGHOLD else "14.6.1"))]
    return None


def _placed(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    built = _own_placed(state, move, STRONGHOLD)
    if built is not None:
        return _with_card(ctx, state, built, their_actions.Build, "14.5.2", STRONGHOLD)
    mobs = _own_placed(state, move, MOB)
    if mobs is not None:
        return _mobs(ctx, state, mobs)
    recruited = _own_placed(state, move, WARRIOR)
    if recruited is not None:
        return _recruit(ctx, state, recruited)
    return None


def _with_card(ctx: TurnContext, state: GameState, placed: dict[int, int], made, section: str,
               piece: str) -> list[Step] | None:
    """One ``made`` (Build, Incite) for the one piece placed, with the card written just before."""
    if len(placed) != 1 or sum(placed.values()) != 1:
        return None
    where = next(iter(placed))
    card = _card_spent(state, ctx.previous())
    said = CARD_UNWRITTEN(section) if card is None else None
    return [Planned(made(where, card=card or None), assumed=said, touches=frozenset({(HUNDREDS, piece, where)}))]


def _mobs(ctx: TurnContext, state: GameState, placed: dict[int, int]) -> list[Step] | None:
    """A mob placed: an Incite (a card spent before it), one of Jubilant's rolls, the spread after
    Raze (the mob die, 14.4.1), or an Incite whose card is not written."""
    if _card_spent(state, ctx.previous()) is not None:
        return _with_card(ctx, state, placed, their_actions.Incite, "14.6.1", MOB)
    if any(n != 1 for n in placed.values()):
        return None
    found: list[Step] = []
    for where in placed:
        suit = state.suits.get(where)
        touches = frozenset({(HUNDREDS, MOB, where)})
        if their_incites.incites(state)[1]:  # after an Incite in the warlord's clearing, Jubilant (14.7.3)
            found.append(Planned(their_moods.JubilantMob(where, suit), assumed=MOB_DIE("14.7.3", suit=suit),
                                 touches=touches))
        elif their_actions.SPREAD_USED not in state.used and not _daylight_begun(ctx):
            found.append(Planned(their_actions.SpreadMob(where, suit), assumed=MOB_DIE("14.4.1", suit=suit),
                                 touches=touches))
        else:
            found.append(Planned(their_actions.Incite(where), assumed=CARD_UNWRITTEN("14.6.1"), touches=touches))
    return found


# --- Lavish (14.7.4) --------------------------------------------------------------------------------

def _hoard_items(move) -> list[str] | None:
    """``%h$->``, ``(%h+%t)$->``: items removed from their board, the Hoard (the spec's "Faction
    Board is its hoard"), by rootboard's names."""
    if not isinstance(move, m.Move) or move.to or not move.things:
        return None
    found: list[str] = []
    for thing in move.things:
        start = thing.start
        if not isinstance(thing.what, m.Item) or not isinstance(start, m.Board) or start.area \
                or faction_id(start.faction) != HUNDREDS or CRAFTED_ITEMS.get(thing.what.type or "") is None:
            return None
        found += [CRAFTED_ITEMS[thing.what.type]] * thing.count
    return found


def _lavish(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """Items removed from the Hoard on their turn: Lavish (14.7.4), the warriors the log places in
    the warlord's clearing right after it its own."""
    items = _hoard_items(move)
    if items is None:
        return None
    at = their_board.warlords_clearing(state)
    placed = _own_placed(state, ctx.next_action(), WARRIOR)
    if placed is not None and list(placed) == [at]:
        ctx.made_ahead(ctx.index + 1, LAVISH_WARRIORS("14.7.4"))
    touches = frozenset({(HUNDREDS, WARRIOR, at), *((HUNDREDS, item, None) for item in items)})
    return [Planned(their_moods.Lavish(tuple(items)), touches=touches)]


# --- Recruit (14.4.2) -------------------------------------------------------------------------------

def _recruit(ctx: TurnContext, state: GameState, placed: dict[int, int]) -> list[Step] | None:
    """Their first warriors placed in the turn, before their Daylight: Recruit, and the warriors
    placed in a row after it its own."""
    acts = their_actions
    if acts.RECRUIT_USED in state.used or _daylight_begun(ctx):
        return None
    written = dict(placed)
    later = ctx.upcoming()
    ahead = 0
    while ahead < len(later):
        more = _own_placed(state, later[ahead], WARRIOR)
        if more is None:
            break
        for where, n in more.items():
            written[where] = written.get(where, 0) + n
        ahead += 1
    recruit = acts.Recruit()
    rules: dict[int, int] = {}
    if recruit.check(state).possible:
        for e in recruit.edits(state):
            if e.op == "shift" and e.args[:2] == (HUNDREDS, WARRIOR):
                rules[e.args[3]] = rules.get(e.args[3], 0) + e.args[4]
    for n in range(ahead):
        ctx.made_ahead(ctx.index + 1 + n, RECRUITED("14.4.2"))
    said = None
    if rules != written:
        said = RECRUIT_DIFFERS("14.4.2", written=sum(written.values()), count=sum(rules.values()))
    touches = frozenset((HUNDREDS, WARRIOR, where) for where in {*written, *rules})
    return [Planned(recruit, assumed=said, touches=touches)]


# --- Advance the Warlord (14.5.3), Relentless (14.7.5) ---------------------------------------------

def _warlord_move(state: GameState, move) -> tuple[int, int, int] | None:
    """(origin, to, warriors) of ``(w_w+2w)5->6``: the warlord moved with their warriors."""
    if not isinstance(move, m.Move) or len(move.to) != 1:
        return None
    to = area(move.to[0], state)
    origins, warriors, warlord = set(), 0, False
    for thing in move.things:
        piece = thing.what
        if not isinstance(piece, m.Piece) or faction_id(piece.faction) != HUNDREDS or thing.start is None:
            return None
        origins.add(area(thing.start, state))
        if piece.name == WARLORD and thing.count == 1:
            warlord = True
        elif piece.name == WARRIOR:
            warriors += thing.count
        else:
            return None
    if not warlord or len(origins) != 1 or not isinstance(to, int):
        return None
    origin = origins.pop()
    return (origin, to, warriors) if isinstance(origin, int) else None


def _commands(state: GameState, action) -> bool:
    """Whether ``action`` can be only a Command action (14.5.2): a stronghold built, their pieces
    moved without the warlord."""
    if _own_placed(state, action, STRONGHOLD) is not None:
        return True
    if not isinstance(action, m.Move) or not action.to or _warlord_move(state, action) is not None:
        return False
    return all(isinstance(t.what, m.Piece) and faction_id(t.what.faction) == HUNDREDS and t.start is not None
               and t.what.name == WARRIOR for t in action.things)


def _warlord_moves(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    found = _warlord_move(state, move)
    if found is None:
        return None
    origin, to, warriors = found
    earlier = ctx.actions[:ctx.index]
    grandiose = their_board.mood(state) == "grandiose" and not any(
        _commands(state, a) or isinstance(a, m.Battle) for a in earlier)
    if any(_commands(state, later) for later in ctx.upcoming()) and not grandiose:
        return None  # a Command move (14.5.2): everyone's move
    touches = frozenset({(HUNDREDS, WARLORD, origin), (HUNDREDS, WARRIOR, origin)})
    board = their_board
    if board.mood(state) == "relentless" and their_advance.advancing(state).begun >= board.prowess(state):
        # Every Advance taken: the one more move Relentless gives (the table's word, 14.7.5).
        return [Planned(their_moods.Relentless(to, warriors), touches=touches)]
    return [Planned(their_actions.Advance(to, warriors), touches=touches)]
