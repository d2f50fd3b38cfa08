"""The Eyrie Dynasties' turn (7.4-7.6) as steps, the actions worth offering at each, and what
Evening does on its own (points and draws by roosts, 7.6.1)."""

from __future__ import annotations

from rootboard.game.factions.eyrie.actions import (EYRIE, AddToDecree, EmergencyOrders, NewRoost, ResolveDecree,
                                                   Turmoil, _roosts)
from rootboard.game.factions.eyrie.board import COLUMNS, LEADERS, board_of, entries, roost_draws, roost_points
from rootboard.game.turns.steps import Step
from rootboard.messages import Template

ROOST_SCORE = Template("eyrie.roost-score", "the {who:faction} score {points} VP for {roosts} roosts on the map")
ROOST_DRAW = Template("eyrie.roost-draw", "the {who:faction} draw {count} cards for {roosts} roosts on the map "
                      "('rootboard draw')")

DECREE_UNRESOLVED = Template("eyrie.decree-unresolved", "{count} Decree card is not resolved yet: resolve it, or "
                             "the {who:faction} fall into Turmoil",
                             plural="{count} Decree cards are not resolved yet: resolve them, or the {who:faction} "
                             "fall into Turmoil", count="count")

# What each step is called (its phase is said beside it).
EMERGENCY_STEP = Template("turn-step.eyrie.emergency", "Emergency Orders")
DECREE_STEP = Template("turn-step.eyrie.decree", "add cards to the Decree")
ROOST_STEP = Template("turn-step.eyrie.new-roost", "a New Roost")
CRAFTING = Template("turn-step.eyrie.craft", "craft with roosts")
RESOLVE_STEP = Template("turn-step.eyrie.resolve", "resolve the Decree")
SCORE_STEP = Template("turn-step.eyrie.score", "score and draw by roosts")
DISCARDING = Template("turn-step.eyrie.discard", "discard down to five cards")

STEPS = (
    Step("emergency", "birdsong", "7.4.1", frozenset({EmergencyOrders.kind, "draw"}), times=1,
         words=EMERGENCY_STEP),
    # 7.4.2: she must add at least one card.
    Step("decree", "birdsong", "7.4.2", frozenset({AddToDecree.kind}), times=1, optional=False, words=DECREE_STEP),
    Step("new-roost", "birdsong", "7.4.3", frozenset({NewRoost.kind}), times=1, words=ROOST_STEP),
    Step("craft", "daylight", "7.5.1", frozenset({"craft"}), words=CRAFTING),
    # 7.5.2: each card once, column by column; its move and battle are the table's own actions;
    # a card that cannot be resolved is Turmoil (7.7).
    Step("resolve", "daylight", "7.5.2", frozenset({ResolveDecree.kind, "move", "battle", Turmoil.kind}),
         words=RESOLVE_STEP),
    # Her roosts' points are scored on leaving; their cards are the table's draw (7.6.1).
    Step("score", "evening", "7.6.1", frozenset({"draw"}), words=SCORE_STEP),
    Step("discard", "evening", "7.6.2", frozenset({"discard"}), words=DISCARDING),
)


def candidates(state, step: Step):
    """Every action worth offering at ``step``, broadly; each is judged by its own check."""
    clearings = list(state.topology.board.clearings)
    if step.id == "emergency":
        return [EmergencyOrders()]
    if step.id == "decree":
        return _decree_candidates(state)
    if step.id == "new-roost":
        return [NewRoost(c) for c in clearings] if not _roosts(state) else []
    if step.id == "resolve":
        board = board_of(state)
        pending = [(c, i) for c, i, _ in entries(board) if f"{c}:{i}" not in board["resolved"]]
        if not pending:
            return []
        # Column by column from the left, within a column in any order (7.5.2): the cards left
        # in the first column not done.
        column = pending[0][0]
        found = [ResolveDecree(column, index, c) for col, index in pending if col == column for c in clearings]
        if board["leader"]:
            found += [Turmoil(x) for x in LEADERS if x != board["leader"] and x not in board["deposed"]]
        return found
    if step.id == "discard":  # 7.6.2: down to five
        from rootboard.game.cards.actions import discard_down

        return discard_down(state, EYRIE)
    return []


def _decree_candidates(state):
    """One named card of her known hand into each column (the cards not named are the table's)."""
    known = state.cards.get("known", {}).get(EYRIE, []) if state.cards else []
    return [AddToDecree((card,), (column,)) for card in dict.fromkeys(known) for column in COLUMNS]


def unfinished(state, step: Step):
    """Daylight is not left with a Decree card unresolved: each is resolved, or a card that
    cannot be is Turmoil (7.5.2, 7.7), which ends Daylight itself (7.7.5)."""
    if step.id != "resolve":
        return None
    board = board_of(state)
    pending = [(c, i) for c, i, _ in entries(board) if f"{c}:{i}" not in board["resolved"]]
    return DECREE_UNRESOLVED("7.5.2", "7.7", count=len(pending), who=EYRIE) if pending else None


def leaving(state, step: Step):
    """Evening (7.6.1): score the points of the roost track's last uncovered space and draw its
    cards (through the Draw action when the game keeps cards; told otherwise); leaving Daylight
    clears the Decree cards resolved this turn."""
    if step.id == "score":
        roosts = _roosts(state)
        points = roost_points(roosts)
        from rootboard.game.state import Edit

        edits = [Edit("score", (EYRIE, points))] if points else []
        notes = [ROOST_SCORE("7.6.1", who=EYRIE, points=points, roosts=roosts)]
        if not state.cards:  # no card kept: the table draws them, told how many (7.6.1)
            return edits, [*notes, ROOST_DRAW("7.6.1", who=EYRIE, count=roost_draws(roosts), roosts=roosts)]
        # Cards kept: she draws the roost track's cards here, as the Marquise and the Alliance
        # draw theirs on leaving (6.6, 8.6.2), so a hand's count stays the table's.
        from rootboard.game.cards.actions import Draw

        draw = Draw(EYRIE, roost_draws(roosts))
        verdict = draw.check(state)
        if not verdict.legal:
            return edits, [*notes, verdict.message]
        return edits + draw.edits(state), [*notes, verdict.message, *verdict.notes]
    if step.id == "resolve":
        board = board_of(state)
        if board["resolved"]:
            return [state.set_edit("boards", {**state.boards, EYRIE: {**board, "resolved": []}})], []
    return [], []
