"""The Corvid Conspiracy's board (13.2, 13.5, 13.6): what it prints, and what is derived from
the map for it.

The Corvids' board has no track: what it prints are the numbers of their turn. Nothing of it
is stored between turns: the plots on the map say what is face up (``state.face_up``), the
supply says what is left; what happens once a turn (the recruit, the plots placed this turn)
is kept in ``state.used``, which the end of the turn clears (1.4.1), and the Exert is the one
action taken at the Evening's Exert step (``state.taken``). So ``state.boards`` holds nothing
for them, and a game file's Corvid board must be empty (:func:`board_problem`).

Sources. No engine of BOARDS.md models the Corvids (their printed numbers have no
cross-checked source there); every value below is the Law's text, read in
``Vagabottos/root`` ``src/assets/i18n/rules/en-US.yml`` (chapter 13) and, where marked, in a
second transcription of the Law's sections (a JSON of the chapter's sections in the search
index, whose repository is not named). A value read in one source only is in
:data:`UNCONFIRMED`, as ``rootboard.game.unconfirmed`` marks its card data.
"""

from __future__ import annotations

from rootboard.game.factions.corvids.pieces import EXTORTION, PLOTS
from rootboard.game.kinds import WARRIOR
from rootboard.messages import Template

CORVIDS = "corvids"

#: Actions in their Daylight (13.5: "You may take up to three actions"). Source: the Law,
#: Vagabottos/root en-US.yml only (the second transcription gives no pretext): unconfirmed.
DAYLIGHT_ACTIONS = 3
#: Actions taken by Exert in Evening, forgoing the draw (13.6.1: "one action listed in
#: Daylight"). Sources: both transcriptions.
EXERT_ACTIONS = 1
#: Warriors a Plot removes: one, plus one per plot placed this turn (13.5.2). Sources: both.
PLOT_BASE_COST = 1
PLOT_COST_PER_PLACED = 1
#: Cards drawn in Evening: one, plus one per face-up extortion on the map (13.6.2, 13.7.3).
#: Sources: both.
EVENING_DRAW = 1
EXTORTION_DRAW = 1
#: Warriors placed in each clearing of the suit spent by Recruit (13.4.3). Source: the Law,
#: Vagabottos/root en-US.yml ("one warrior in each matching clearing"); the second
#: transcription says the same.
RECRUITED_PER_CLEARING = 1

#: Printed values read in one source only (see the module's docstring).
UNCONFIRMED = frozenset({"DAYLIGHT_ACTIONS"})

# What the end of the turn clears (state.used): the recruit done (13.4.3: once per turn) and
# each plot placed this turn ("corvids-plot:N", the Nth; 13.5.2).
RECRUIT_USED = "corvids-recruit"
PLOT_USED = "corvids-plot"

NOT_A_BOARD = Template("corvids.board.not-empty", "the Corvids' board keeps nothing between turns: their plots "
                       "are on the map and in their supply")


def plots_placed(state) -> int:
    """Plots placed by the Plot action this turn (13.5.2)."""
    return sum(1 for u in state.used if u.startswith(PLOT_USED + ":"))


def plot_cost(state) -> int:
    """Warriors the next Plot removes this turn (13.5.2)."""
    return PLOT_BASE_COST + PLOT_COST_PER_PLACED * plots_placed(state)


def face_up_extortions(state) -> int:
    return sum(1 for c in state.face_up if isinstance(c, int) and state.count(c, (CORVIDS, EXTORTION)))


def evening_draw(state) -> int:
    """Cards drawn in Evening (13.6.2): one, plus one per face-up extortion (13.7.3)."""
    return EVENING_DRAW + EXTORTION_DRAW * face_up_extortions(state)


def warriors_at(state) -> dict[int, int]:
    """Clearing -> Corvid warriors there."""
    return {c: n for c in state.topology.board.clearings if (n := state.count(c, (CORVIDS, WARRIOR)))}


def plots_on_map(state) -> dict[int, str]:
    """Clearing -> the kind of the plot there (one per clearing, 13.2.2.II)."""
    found = {}
    for c in state.topology.board.clearings:
        kind = next((p for p in PLOTS if state.count(c, (CORVIDS, p))), None)
        if kind is not None:
            found[c] = kind
    return found


def board_problem(state):
    """(element, problem) for a Corvid board a game file holds: it must hold nothing."""
    data = state.boards.get(CORVIDS)
    if data:
        return f"boards.{CORVIDS}", NOT_A_BOARD("13.2")
    return None
