"""Named hirelings in play (16.4): their cards, control markers, and gaining and losing them.

The thirteen cards' data (names, pieces, the faction each keeps out, setup) is third-party
and lives in :data:`rootboard.game.unconfirmed.HIRELINGS`; their pieces are factions in
:mod:`rootboard.game.pieces` (``seated=False, hireling=True``). What the Law itself says:

* markers: the three hireling markers start on 4, 8 and 12 of the score track (16.1.6.IV);
  a score marker that enters one of those spaces takes the marker (16.4.1.I). A score that
  moves past a space enters it on the way (derived: the track is walked space by space);
* at the end of that turn the player takes a hireling from the supply and rolls the control
  die: only the gold pips count if the player leads or is tied for the lead, all pips
  otherwise (16.4.1.II). The die is the table's: rootboard asks for what it shows;
* at the end of each turn, one control marker comes off every hireling its controller
  gained on an earlier turn; one left with none passes to another player, who rolls at once
  (16.4.1.III). The Law lets the table choose "any other player"; rootboard picks one at
  random, seeded from the game, and says so.

The unnamed hirelings of older files (``hireling1`` to ``hireling3``) have no card: they take
no part in markers, and their control is set by hand, as before.
"""

from __future__ import annotations

from rootboard.game.state import TRACK, Edit, GameState
from rootboard.game.unconfirmed import HIRELINGS as CARDS
from rootboard.messages import Message, Template

MARKER_SPACES = (4, 8, 12)  # 16.1.6.IV

TAKES_MARKER = Template("hireling.takes-marker", "{who:faction} {who:faction|sg=enters|pl=enter} {space} on the score track and takes its "
                        "hireling marker: at the end of this turn, take a hireling from the supply and roll for "
                        "control")
HIRE_FIRST = Template("hireling.hire-first", "{who:faction} {who:faction|sg=holds|pl=hold} a hireling marker: at the end of the turn it takes a "
                      "hireling from the supply ({supply:card}) and rolls for control first ('rootboard hire')")
ROLL_FIRST = Template("hireling.roll-first", "{who:faction} {who:faction|sg=was|pl=were} passed {hireling:card} and rolls for control at once "
                      "('rootboard hire')")
MARKER_OFF = Template("hireling.marker-off", "one control marker comes off {hireling:card}: {left} left",
                      plural="one control marker comes off {hireling:card}: {left} left", count="left")
PASSES = Template("hireling.passes", "{hireling:card} {hireling:card|sg=has|pl=have} no control marker left and passes from {who:faction} to "
                  "{to:faction} (chosen at random; the table may choose any other player), who rolls for control "
                  "at once ('rootboard hire')")


def card_title(card_id: str) -> str:
    """'forest-patrol' -> 'Forest Patrol': the card's printed name, from its id."""
    return " ".join(w.capitalize() for w in card_id.split("-"))


def is_named(fid: str) -> bool:
    """A hireling with a card (not one of the unnamed hirelings of older files)."""
    return fid in CARDS


def showing(state: GameState | None, fid: str) -> str:
    """The id of the card side showing: the hireling's own, or its demoted side's (16.1.6.II)."""
    if state is not None and fid in state.demoted and is_named(fid):
        return CARDS[fid]["demoted"]
    return fid


def card(fid: str) -> dict:
    return CARDS[fid]


def title(state: GameState | None, fid: str) -> str:
    """The name on the side showing: the promoted name, or the demoted one (16.1.6.II)."""
    if state is not None and fid in state.demoted and is_named(fid):
        return card_title(CARDS[fid]["demoted"])
    return state.law[fid].title if state is not None and fid in state.law else card_title(fid)


def excluded(fid: str) -> tuple[str, ...]:
    """The factions a hireling keeps out of the game (16.1.6.V)."""
    ex = CARDS[fid]["excludes"] if is_named(fid) else None
    return () if ex is None else (ex,) if isinstance(ex, str) else tuple(ex)


def is_enemy(state: GameState, hireling: str, fid: str) -> bool:
    """16.4.3.II: a hireling is an enemy of everyone but its controller (and the controller's
    coalition partner, which rootboard does not track); uncontrolled, of everyone."""
    return state.controllers.get(hireling) != fid


def leads(state: GameState, fid: str) -> bool:
    """Leading or tied for the lead (16.4.1.II)."""
    return bool(state.scores) and state.scores.get(fid, 0) == max(state.scores.values())


def control_markers(state: GameState, fid: str, pips: int, gold: int) -> int:
    """How many control markers a roll gives (16.4.1.II)."""
    return gold if leads(state, fid) else pips


def in_supply(state: GameState) -> list[str]:
    """Named hirelings nobody controls: the ones a marker's holder may take (16.4.1.I)."""
    return [h for h in state.hirelings if is_named(h) and state.controllers.get(h) is None]


def awaiting_roll(state: GameState) -> list[str]:
    """Named hirelings given to a player who has not yet rolled for them (16.4.1.III)."""
    return [h for h in state.hirelings if h in state.to_roll and state.controllers.get(h) is not None]


def score_edits(state: GameState, fid: str, delta: int) -> tuple[list[Edit], list[Message]]:
    """A score change, and the hireling markers its marker enters on the way (16.4.1.I)."""
    edits = [Edit("score", (fid, delta))]
    before = state.scores.get(fid, 0)
    track = state.hireling_markers.get(TRACK, [])
    taken = [m for m in track if before < m <= before + delta]
    if not taken:
        return edits, []
    markers = {k: list(v) for k, v in state.hireling_markers.items()}
    markers[TRACK] = [m for m in track if m not in taken]
    markers[fid] = sorted([*markers.get(fid, []), *taken])
    edits.append(state.set_edit("hireling_markers", markers))
    return edits, [TAKES_MARKER("16.4.1.I", who=fid, space=m) for m in taken]


def end_of_turn_block(state: GameState) -> Message | None:
    """Why the turn cannot end yet: a marker's holder must first take a hireling (16.4.1.I),
    a passed hireling's new controller rolls at once (16.4.1.III), and a new controller takes
    its hireling's Hired action (16.4.2.I)."""
    waiting = awaiting_roll(state)
    if waiting:
        return ROLL_FIRST("16.4.1.III", who=state.controllers[waiting[0]], hireling=showing(state, waiting[0]))
    for h in state.hirelings:  # a Hired action its new controller owes (16.4.2.I), asked of the hireling
        owed = state.law[h].owed_action(state) if state.controllers.get(h) is not None and h in state.law else None
        if owed is not None:
            return owed
    supply = in_supply(state)
    if state.hireling_markers.get(state.current) and supply:
        return HIRE_FIRST("16.4.1.I", who=state.current, supply=tuple(showing(state, h) for h in supply))
    return None


def end_of_turn(state: GameState) -> tuple[list[Edit], list[Message]]:
    """One control marker off each hireling the player on turn gained on an earlier turn;
    a hireling left with none passes to another player, who rolls (16.4.1.III)."""
    who, now = state.current, state.turn_number
    markers, controllers, gained = dict(state.control_markers), dict(state.controllers), dict(state.gained)
    to_roll = set(state.to_roll)
    notes = []
    for h in state.hirelings:
        if not is_named(h) or controllers.get(h) != who or gained.get(h, now) >= now or h not in markers:
            continue
        left = max(markers[h] - 1, 0)
        if left:
            markers[h] = left
            notes.append(MARKER_OFF("16.4.1.III", hireling=showing(state, h), left=left))
            continue
        others = [f for f in state.factions if f != who]
        if not others:
            markers[h] = 0
            continue
        import random  # here: only a hireling passed on needs it, not every command that reads a game

        to = random.Random(f"{state.seed}/{now}/{h}").choice(others)
        controllers[h], markers[h], gained[h] = to, 0, now
        to_roll.add(h)  # the new controller rolls at once (awaiting_roll)
        notes.append(PASSES("16.4.1.III", hireling=showing(state, h), who=who, to=to))
    # An edit only for a field that changed: most turns pass no marker (a game without
    # hirelings, every turn), and a 'set' edit writes the field's JSON twice (issue 32).
    kept = (("control_markers", markers, state.control_markers), ("controllers", controllers, state.controllers),
            ("gained", gained, state.gained), ("to_roll", to_roll, state.to_roll))
    edits = [state.set_edit(name, new) for name, new, old in kept if new != old]
    return [e for e in edits if e.args[1] != e.args[2]], notes
