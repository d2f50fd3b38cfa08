"""The Vagabond's turn (9.4-9.6), as steps: Birdsong's Refresh and Slip, Daylight's actions
(each exhausting its item, as its own check says), Evening's Rest, draw, discard and item limit.

One module for both seats (``vagabond`` and ``vagabond2``): the faction on turn is the one
whose steps these are. Imported only when a turn is walked (Faction.turn).
"""

from __future__ import annotations

from rootboard.game.turns.steps import Step
from rootboard.messages import Template

# What each step is called (its phase is said beside it).
REFRESH_STEP = Template("turn-step.vagabond.refresh", "refresh items")
SLIP_STEP = Template("turn-step.vagabond.slip", "Slip")
ACTIONS_STEP = Template("turn-step.vagabond.actions", "actions with items")
REST_STEP = Template("turn-step.vagabond.rest", "Rest")
DISCARDING = Template("turn-step.vagabond.discard", "discard down to five cards")
LIMIT_STEP = Template("turn-step.vagabond.limit", "the item limit")

# Daylight (9.5): Move 9.5.1 (and moving an Ally along, 9.2.9.II.b), Battle 9.5.2, Explore 9.5.3,
# Aid 9.5.4 (its card given: "give"), Quest 9.5.5 (its 2 cards: "draw"), Strike 9.5.6, Repair
# 9.5.7, Craft 9.5.8, Special 9.5.9; the hits he takes and items he takes are their bookkeeping.
DAYLIGHT_KINDS = frozenset({"move", "move-with", "battle", "explore", "aid", "give", "vagabond-quest", "draw",
                            "strike", "repair", "craft", "special", "hits", "item"})

STEPS = (
    Step("refresh", "birdsong", "9.4.1", frozenset({"refresh"}), times=1, words=REFRESH_STEP),
    Step("slip", "birdsong", "9.4.2", frozenset({"move"}), times=1, words=SLIP_STEP),
    Step("actions", "daylight", "9.5", DAYLIGHT_KINDS, words=ACTIONS_STEP),
    Step("rest", "evening", "9.6.1", frozenset({"rest"}), times=1, words=REST_STEP),
    # 9.6.2 (draw 1 + 1 per face-up coins) is done on leaving Rest; then 9.6.3:
    Step("discard", "evening", "9.6.3", frozenset({"discard"}), words=DISCARDING),
    Step("limit", "evening", "9.6.4", frozenset({"item"}), words=LIMIT_STEP),
)


def _others_here(state, fid, where):
    from rootboard.game.kinds import MAP

    return sorted({f for (f, _), n in state.pieces_at(where).items() if n and f not in (fid, MAP)})


def candidates(state, step: Step):
    """His moves and actions at ``step``, generated broadly and judged by their own checks."""
    from rootboard.game.factions.vagabond import actions as va
    from rootboard.game.factions.vagabond.actions import pawn_at
    from rootboard.game.factions.vagabond.quests import improvises
    from rootboard.game.movement import MoveRequest, is_clearing, neighbours

    fid = state.current
    at = pawn_at(state, fid)
    board = state.vagabonds.get(fid)
    if step.id == "refresh":
        return [va.Refresh(fid)]
    if step.id == "rest":
        return [va.Rest(fid)]
    if step.id == "discard":
        # 9.6.3: down to five; which cards, he says (unnamed here: the hand's count is public).
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, fid)
    if step.id == "limit" and board is not None:
        return [va.ItemChange(fid, item, "remove") for item in sorted({i.item for i in board.items})]
    if at is None:
        return []
    from rootboard.game.actions import Move

    if step.id == "slip":
        return [Move(MoveRequest(fid, at, to, piece="pawn", slip=True)) for to in sorted(neighbours(state, at), key=str)]
    if step.id != "actions":
        return []
    found: list = [Move(MoveRequest(fid, at, to, piece="pawn")) for to in sorted(neighbours(state, at), key=str)
                   if is_clearing(to)]
    if board is None or not improvises(board):  # Improvise is done inside a Quest (16.3.7): offered there
        found.append(va.Special(fid))
    if board is not None and board.character == "harrier":  # Glide: to any clearing (16.3.9)
        found += [va.Special(fid, to=c) for c in sorted(state.topology.board.clearings)]
    if board is not None:
        found += [va.Repair(fid, item) for item in sorted({i.item for i in board.items if i.where == va.DAMAGED})]
    if not is_clearing(at):
        return found
    from rootboard.game.battle.resolution import Battle
    from rootboard.game.factions.vagabond.board import R_ITEMS
    from rootboard.game.factions.vagabond.quests import QUESTS, CompleteQuest, face_up

    others = _others_here(state, fid, at)
    found += [b for b in (Battle(fid, other, at) for other in others) if _decided(state, b)]
    found += [va.Strike(fid, other) for other in others]
    usable = sorted({i.item for i in board.items if i.usable}) if board is not None else []
    found += [va.Aid(fid, other, item) for other in others for item in usable]
    found += [va.Explore(fid, item) for item in R_ITEMS]
    up = face_up(state)
    named = [q for q in up if q] + ([q for q in QUESTS if q not in up] if None in up else [])
    found += [CompleteQuest(fid, q, reward) for q in named for reward in ("points", "cards")]
    return found + _improvised_quests(fid, board, named)


def _improvised_quests(fid: str, board, quests: list) -> list:
    """Improvise (16.3.7), the Adventurer's special action: each quest again, one of his items
    counting as one of the quest's. Offered for every kind of item on his board; whether he may
    (once per turn, an item he can exhaust, then damaged) is the quest's own check to say."""
    from rootboard.game.factions.vagabond.quests import QUESTS, CompleteQuest, improvises

    if board is None or not improvises(board):
        return []
    held = sorted({i.item for i in board.items})
    return [CompleteQuest(fid, q, reward, improvised=item, improvised_as=instead)
            for q in quests for instead in dict.fromkeys(QUESTS[q].items) for item in held if item != instead
            for reward in ("points", "cards")]


def _decided(state, battle) -> bool:
    """A battle whose check needs a choice first (which item he damages, 9.2.7; which piece a
    defender removes, 4.3.4) is not offered as it stands: the table plays it naming them."""
    from rootboard.errors import BadInput

    try:
        battle.check(state)
    except BadInput:
        return False
    return True


def unfinished(state, step: Step):
    """His discard is not passed with more than five cards: the item limit follows it in his
    Evening (9.6.3, then 9.6.4), so a hand left over five there could no more be discarded, and
    the turn could not end."""
    if step.id != "discard":
        return None
    from rootboard.game.cards.hand_limit import over_hand_limit

    return over_hand_limit(state, state.current)


def leaving(state, step: Step):
    """Leaving Rest, Evening's draw (9.6.2): 1 card plus 1 per face-up coins on its track, drawn
    unnamed (the drawer names them in his own view); then he discards down to five (9.6.3)."""
    if step.id != "rest":
        return [], []
    from rootboard.game.cards.actions import Draw
    from rootboard.game.factions.vagabond.actions import REST_DRAW

    fid = state.current
    board = state.vagabonds.get(fid)
    count = 1 + (board.face_up_on_track("coins") if board is not None else 0)
    draw = Draw(fid, count)
    edits = draw.edits(state) if draw.check(state).legal else []
    return edits, [REST_DRAW("9.6.2", "9.6.3", count=count)]
