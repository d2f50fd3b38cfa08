"""The Lizard Cult's board in a Rootlog (chapter 10), read as the Cult's own actions.

* ``$_o->M`` / ``$_ho->M``, the Outcast set (Hated): with none placed yet, the setup's choice
  (ChooseOutcast, 10.3.3); else Adjust Outcast (10.4.1). The log writes the suit, not the Lost
  Souls pile's counts; the named cards of the pile are counted, and those it does not name are
  taken as of the suit the log sets (said, as assumed); a suit the pile cannot make is said;
* ``R#^`` and the piece placed right after it, ``w->5`` / ``b_r->5`` / ``w->$``: a ritual each
  (10.5.1 Build, 10.5.2 Recruit, 10.5.4 Sacrifice), read at the placement, its reveal made by it;
* ``F#L->`` followed by the Cult's ``++``: the Score ritual (10.5.3), its points the ``++``'s;
* ``2w$->`` (acolytes spent) and what follows on its turn (10.4.3): an enemy warrior replaced
  by a Cult warrior is a Convert (``Cw5->/w->5``), an enemy building replaced by a garden a
  Sanctify (``Eb6->/b_f->6``), a move of Cult warriors a Crusade's move (``w3->9``), a battle
  a Crusade's battle (``XE9``, then played as the battle it is).

Each is the room's action (:mod:`rootboard.game.factions.lizards.actions`), judged by its rules.
"""

from __future__ import annotations

from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext, area
from rootboard.notation.translate.deck import SUITS, card_id
from rootboard.notation.translate.hands import OMITTED_DRAW
from rootboard.notation.translate.steps import Covered, Instead, Planned, Step

# Her rules and the card table, imported the first time a line of hers asks for them
# (rootboard/later.py), not by an import statement at each such line (issue 32).
her_actions = Later("rootboard.game.factions.lizards.actions")
her_board = Later("rootboard.game.factions.lizards.board")
card_actions = Later("rootboard.game.cards.actions")
card_places = Later("rootboard.game.cards.places")

# The hooks this reader answers (rootboard/notation/translate/rooms.py):
# the Cult's board's own notation, and their revealed cards back at the Evening (10.6.1).
ANSWERS = ("steps", "closing")

LIZARDS = "lizards"
RITUAL_REVEAL = Template("rootlog.replay.ritual-reveal", "the card the ritual after it reveals")
CONSPIRACY_PART = Template("rootlog.replay.conspiracy-part", "part of the conspiracy the acolytes before it pay for")
LOST_SOULS_UNNAMED = Template(
    "rootlog.replay.lost-souls-unnamed",
    "the log sets the Outcast without the Lost Souls pile's counts: the {count} card it does not name is taken as "
    "{suit:suit}", plural="the log sets the Outcast without the Lost Souls pile's counts: the {count} cards it does "
    "not name are taken as {suit:suit}", count="count")
ACOLYTES_WRITTEN = Template(
    "rootlog.replay.acolytes-written",
    "the log spends {written} acolyte; what follows costs {cost} by the Cult's board",
    plural="the log spends {written} acolytes; what follows costs {cost} by the Cult's board", count="written")
BIRDS_UNWRITTEN = Template("rootlog.replay.birds-unwritten",
                           "{count} warrior goes to the Acolytes box on the Cult's turn with no card revealed before "
                           "it: taken as a Sacrifice, its bird card not written",
                           plural="{count} warriors go to the Acolytes box on the Cult's turn with no card revealed "
                           "before them: taken as Sacrifices, their bird cards not written", count="count")
OUTCAST_DIFFERS = Template("rootlog.replay.outcast-differs",
                           "the log sets the Outcast on {suit:suit}, which no Adjust Outcast makes of the marker as it "
                           "stands: the rules' is kept")
HATED_DIFFERS = Template("rootlog.replay.hated-differs",
                         "the log sets the Outcast on {suit:suit}, Hated, which no Adjust Outcast makes of the marker "
                         "as it stands (Hated only when it stays on its suit): the rules' is kept")
MARKERS = {"outcast": False, "hated-outcast": True}


def steps(ctx: TurnContext, state: GameState, action: m.Action) -> list[Step] | None:
    """The Cult's board action ``action`` is (or begins); None when it is none of them."""
    if LIZARDS not in state.factions:
        return None
    if isinstance(action, m.Reveal):
        return [Covered(RITUAL_REVEAL("10.5"))] if _ritual(ctx, state, action, ctx.next_action()) else None
    if not isinstance(action, m.Move):
        return None
    return (_outcast(ctx, state, action) or _after_reveal(ctx, state, action) or _score(ctx, state, action)
            or _conspiracy(ctx, state, action) or _unrevealed_sacrifice(ctx, state, action))


# --- Adjust Outcast (10.4.1) ------------------------------------------------------------------------

def _outcast(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    if len(move.things) != 1 or len(move.to) != 1 or not isinstance(move.to[0], m.SuitValue):
        return None
    marker = move.things[0].what
    if not isinstance(marker, m.Marker) or marker.kind not in MARKERS or faction_id(marker.owner) != LIZARDS:
        return None
    suit = SUITS.get(move.to[0].suit)
    if suit not in ("fox", "mouse", "rabbit"):
        return None
    adjusted, hated, outcast = her_board.adjusted, her_board.hated, her_board.outcast
    if outcast(state) is None:  # none placed yet: the setup's choice (10.3.3)
        return [Planned(her_actions.ChooseOutcast(suit))]
    named, unnamed = her_board.lost_souls_named(state)
    counts = dict(named)
    counts[suit] += unnamed
    said = LOST_SOULS_UNNAMED("10.4.1", "10.2.6", count=unnamed, suit=suit) if unnamed else None
    wanted = (suit, MARKERS[marker.kind])
    if adjusted(outcast(state), hated(state), counts) != wanted:
        # Counts that make it the log's, more than the pile holds: the Adjust says they do not fit.
        counts[suit] = max(counts[s] for s in counts if s != suit) + 1
        if adjusted(outcast(state), hated(state), counts) != wanted:
            said = (HATED_DIFFERS if wanted[1] else OUTCAST_DIFFERS)("10.4.1", suit=suit)
    return [Planned(her_actions.AdjustOutcast(**counts), assumed=said)]


# --- Rituals (10.5) -------------------------------------------------------------------------------

def _revealed(state: GameState, reveal: m.Reveal) -> tuple[int, str | None, str | None] | None:
    """(count, card id, suit) of a reveal of one kind of card by the Cult to all; None otherwise."""
    if len(reveal.cards) != 1 or reveal.to or faction_id(reveal.faction) != LIZARDS:
        return None
    thing = reveal.cards[0]
    if not isinstance(thing.what, m.Card):
        return None
    named = card_id(state.deck, thing.what)
    return thing.count, named, None if named else SUITS.get(thing.what.suit or "")


def _ritual(ctx: TurnContext, state: GameState, reveal, placed) -> list | None:
    """The rituals of a reveal and the placement right after it; None when they are not one."""
    if ctx.current != LIZARDS or not isinstance(reveal, m.Reveal) or not isinstance(placed, m.Move):
        return None
    shown = _revealed(state, reveal)
    if shown is None or len(placed.things) != 1 or len(placed.to) != 1:
        return None
    count, card, suit = shown
    thing, to = placed.things[0], placed.to[0]
    piece = thing.what
    if not isinstance(piece, m.Piece) or faction_id(piece.faction) != LIZARDS or thing.start is not None \
            or thing.count != count or (card is None and suit is None):
        return None
    acts = her_actions
    if isinstance(to, m.Board) and faction_id(to.faction) == LIZARDS and not to.area and piece.type == "w":
        return [acts.RitualSacrifice(card=card, suit=suit)] * count
    where = area(to, state)
    if not isinstance(where, int):
        return None
    if piece.type == "w":
        return [acts.RitualRecruit(where, card=card, suit=suit)] * count
    if (piece.name or "").endswith("-garden"):
        return [acts.RitualBuild(where, card=card, suit=suit)] * count
    return None


def _after_reveal(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    before = ctx.previous()
    rituals = _ritual(ctx, state, before, move)
    if rituals is None:
        return None
    where = area(move.to[0], state)
    piece = move.things[0].what.name
    touches = frozenset({(LIZARDS, piece, where)}) if isinstance(where, int) else frozenset()
    return [Planned(r, touches=touches, instead=_short_hand(state, r)) for r in rituals]


def _short_hand(state: GameState, ritual) -> tuple:
    """The draw the log omits (the annotators' "forgot to draw"), tried before ``ritual`` when
    the Cult's hand cannot give the card it reveals (1.2.1)."""
    said = OMITTED_DRAW("1.2.1", who=LIZARDS, have=card_places.hand_size(state, LIZARDS), count=1)
    return (Instead((card_actions.Draw(LIZARDS, 1), ritual), frozenset({"cards.hand-too-small", "cards.not-in-hand"}),
                    said),)


def _unrevealed_sacrifice(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """``3w->$`` on the Cult's turn with no reveal before it: warriors into the Acolytes box are
    the Sacrifice's on its turn (10.5.4), its bird cards not written (said)."""
    if ctx.current != LIZARDS or len(move.things) != 1 or len(move.to) != 1:
        return None
    thing, to = move.things[0], move.to[0]
    piece = thing.what
    if not isinstance(piece, m.Piece) or piece.type != "w" or faction_id(piece.faction) != LIZARDS \
            or thing.start is not None or not isinstance(to, m.Board) or to.area or faction_id(to.faction) != LIZARDS:
        return None
    said = BIRDS_UNWRITTEN("10.5.4", count=thing.count)
    return [Planned(her_actions.RitualSacrifice(), assumed=said if n == 0 else None) for n in range(thing.count)]


def _score(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    """``F#L->`` with the Cult's ``++`` next, on its turn: the Score ritual, a card a suit (10.5.3)."""
    after = ctx.next_action()
    if ctx.current != LIZARDS or move.to or not isinstance(after, m.Score) or after.points <= 0 \
            or faction_id(after.faction) != LIZARDS:
        return None
    found = []
    for thing in move.things:
        card = thing.what
        if not isinstance(card, m.Card) or not isinstance(thing.start, m.Hand) \
                or faction_id(thing.start.faction) != LIZARDS or card.kind is not None:
            return None
        named = card_id(state.deck, card)
        suit = None if named else SUITS.get(card.suit or "")
        if named is None and suit in (None, "bird"):
            return None
        found += [Planned(her_actions.RitualScore(card=named, suit=suit))] * thing.count
    return found or None


# --- Conspiracies (10.4.3) --------------------------------------------------------------------------

def _spent(move: m.Move) -> int | None:
    """Acolytes ``move`` spends (``2w$->``); None when it is not that."""
    if move.to or len(move.things) != 1:
        return None
    thing = move.things[0]
    piece, start = thing.what, thing.start
    if not isinstance(piece, m.Piece) or piece.type != "w" or faction_id(piece.faction) != LIZARDS \
            or not isinstance(start, m.Board) or start.area or faction_id(start.faction) != LIZARDS:
        return None
    return thing.count


def _single(action, state) -> tuple[str, str, int, int | None, int] | None:
    """(faction, piece, origin, destination, count) of a move of one kind of piece on the map
    (origin None: placed; destination None: removed)."""
    if not isinstance(action, m.Move) or len(action.things) != 1 or len(action.to) > 1:
        return None
    thing = action.things[0]
    if not isinstance(thing.what, m.Piece) or thing.what.name is None:
        return None
    origin = area(thing.start, state) if thing.start is not None else None
    to = area(action.to[0], state) if action.to else None
    if (thing.start is not None and not isinstance(origin, int)) or (action.to and not isinstance(to, int)):
        return None
    return faction_id(thing.what.faction), thing.what.name, origin, to, thing.count


def _conspiracy(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step] | None:
    written = _spent(move)
    if written is None or ctx.current != LIZARDS:
        return None
    conspiracy_cost = her_board.conspiracy_cost
    acts = her_actions
    later = ctx.upcoming()
    first = _single(later[0], state) if later else None
    second = _single(later[1], state) if len(later) > 1 else None
    made: list = []
    ahead = 0
    if isinstance(later[0] if later else None, m.Battle) and faction_id(later[0].attacker) == LIZARDS:
        made, cost = [acts.Crusade(later[0].clearing)], conspiracy_cost(state, "crusade")  # the battle is played next
    elif first is not None and first[0] == LIZARDS and first[2] is not None and first[3] is not None:
        made, cost, ahead = [acts.Crusade(first[2], to=first[3], count=first[4])], conspiracy_cost(state, "crusade"), 1
    elif first is not None and second is not None and first[0] not in (LIZARDS, None) and first[3] is None \
            and second[0] == LIZARDS and second[2] is None and second[3] == first[2]:
        enemy, piece, where, _, count = first
        kind = state.law.kinds.get((enemy, piece)) if enemy in state.in_game else None
        if piece == "warrior" and second[1] == "warrior" and second[4] == count:
            made, cost = [acts.Convert(where, enemy)] * count, conspiracy_cost(state, "convert") * count
        elif kind == "building" and count == 1 and second[1].endswith("-garden") and second[4] == 1:
            made, cost = [acts.Sanctify(where, enemy, piece)], conspiracy_cost(state, "sanctify")
        else:
            return None
        ahead = 2
    else:
        return None
    for n in range(ahead):
        ctx.made_ahead(ctx.index + 1 + n, CONSPIRACY_PART("10.4.3"))
    said = ACOLYTES_WRITTEN("10.4.3", written=written, cost=cost) if written != cost else None
    return [Planned(action, assumed=said if n == 0 else None) for n, action in enumerate(made)]


def closing(ctx: TurnContext, state: GameState, action: m.Action | None) -> list:
    """The revealed cards returned, which the spec leaves unwritten (TurnContext.revealed_go_back)."""
    # Asked of every action: her board imported only on her turn, before her Evening's craft or draw.
    if state.current != LIZARDS or not ctx.revealed_go_back(action, LIZARDS):
        return []
    if not her_board.revealed(state):
        return []
    return [her_actions.ReturnRevealed()]
