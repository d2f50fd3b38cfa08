"""The score as a ledger: every point with its cause, its Law section, its round and turn.

Nothing here is stored: the ledger is read from the history (``GameState.history``), whose
applied entries each keep their action and their edits. Each ``score`` edit of an applied entry
is a line: who, how many, why (a Message naming the cause, citing the Law), in which round and
whose turn. The scores are never kept twice: the ledger adds up to ``state.scores`` from the
starting position's (a setup's or a file's first scores, :func:`starting_scores`), because the
scores *are* the sum of the same edits.

Why an action scored is known from its kind (``entry["action"]["type"]``) and its data, never
from rendered words: a closed path removed (16.2.3.III), the Pass ruled at the end of the turn
(16.2.3.IV), a battle's removals (3.2.1, and what the factions' rules add there: the sections of
the battle's own scoring message), a plot exposed (13.2.4), an item crafted (3.2.2; the Eyrie's
7.2.3), what a step scores when the turn's own moves leave it (its note: the Eyrie's roosts,
7.6.1), points the table scores with ``rootboard score`` for what the app does not see (3.2). A
kind no one names is said by the Law sections of its verdict.

Why a faction's own action scored (a building built, a ritual, a relic recovered...) is its
room's to say (``Faction.ledger_cause``, in the faction's identity module, loaded with the Law),
so no faction's kind is named here. ``rootboard status`` reads it, so it imports no action and
no rule: only the history as data.
"""

from __future__ import annotations

from rootboard.records import record

from rootboard.game.state import GameState
from rootboard.messages import Message, Template

# Why points were scored, by the kind of everyone's action that scored them (the factions' own:
# their rooms, Faction.ledger_cause).
TABLE = Template("ledger.cause.table", "scored at the table")
CLOSED_PATH = Template("ledger.cause.closed-path", "the closed path {a}-{b} removed")
PASS = Template("ledger.cause.pass", "ruling the Pass at the end of the turn")
BATTLE = Template("ledger.cause.battle", "battle in {where:area}")
EXPOSE = Template("ledger.cause.expose", "a plot exposed in {where:area}")
CRAFT = Template("ledger.cause.craft", "crafting {card:cardname}")
OTHER = Template("ledger.cause.other", "another action")
# How the ledger is said.
LINE = Template("ledger.line", "{points:vp} VP for {who:faction}: {cause} (round {round}, {turn:faction.whose} turn)",
                plural="{points:vp} VP for {who:faction}: {cause} (round {round}, {turn:faction.whose} turn)",
                count="points")
CAUSE_TOTAL = Template("ledger.cause-total", "{cause} {points:vp}", plural="{cause} {points:vp}", count="points")
SUMMARY = Template("ledger.summary", "{who:faction} {score} VP: {causes}", plural="{who:faction} {score} VP: {causes}",
                   count="score")
NO_POINTS = Template("ledger.no-points", "{who:faction} {score} VP: no point scored in play",
                     plural="{who:faction} {score} VP: no point scored in play", count="score")
FROM_START = Template("ledger.from-start", "the starting position")


@record(frozen=True)
class Line:
    """One score change: ``entry`` is its history entry, numbered from 1 as the log numbers them."""

    entry: int
    faction: str
    points: int
    cause: Message  # its sections are the Law's reasons
    round: int
    turn: str  # whose turn it was

    @property
    def section(self) -> str:
        return self.cause.sections[0] if self.cause.sections else ""

    def message(self) -> Message:
        return LINE(*self.cause.sections, points=self.points, who=self.faction, cause=self.cause,
                    round=self.round, turn=self.turn)

    def to_json(self) -> dict:
        return {"entry": self.entry, "faction": self.faction, "points": self.points, "section": self.section,
                "sections": list(self.cause.sections), "round": self.round, "turn": self.turn,
                "cause": self.cause.to_json()}


def ledger(state: GameState) -> list[Line]:
    """Every score change of the applied history, in the order played."""
    lines = []
    turns, rounds = _turns_and_rounds(state)
    for index, entry in enumerate(state.history[:state.cursor]):
        scored = [(e[1], e[2]) for e in entry["edits"] if e[0] == "score"]
        for fid, points in scored:
            lines.append(Line(index + 1, fid, points, cause(entry, fid, points, state.law), rounds[index],
                              turns[index]))
    return lines


def starting_scores(state: GameState, lines: list[Line] | None = None) -> dict[str, int]:
    """The scores before the first applied entry: what a setup or the file began with."""
    start = dict(state.scores)
    for line in ledger(state) if lines is None else lines:
        start[line.faction] -= line.points
    return start


def cause(entry: dict, fid: str, points: int | None = None, law=None) -> Message:
    """Why ``entry`` (a history entry, as data) scored ``points`` for ``fid``; its own actions'
    causes are its room's (``law[fid].ledger_cause``)."""
    action = entry["action"]
    kind = action.get("type")
    if kind == "score":
        return TABLE("3.2")
    if kind == "open-path":
        return CLOSED_PATH("16.2.3.III", a=min(action["a"], action["b"]), b=max(action["a"], action["b"]))
    if kind in WALKS:
        # The turn's own moves score only what the steps they pass do on leaving (the Eyrie's
        # roosts in Evening, 7.6.1, rootboard.game.turns.check.walk): the note that step said.
        said = _step_scored(entry["verdict"].get("notes", ()), fid, points)
        if said is not None:
            return said
    if kind == "end-turn":
        return PASS("16.2.3.IV")
    if kind == "battle":
        # The battle said each side's points with their reasons (battle.scores): its sections.
        sections = _scoring_sections(entry["verdict"].get("message"), fid) or ("3.2.1",)
        return BATTLE(*sections, where=action["clearing"])
    if kind == "expose":
        return EXPOSE("13.2.4", where=action["clearing"])
    if kind == "craft":
        # The item's points (3.2.2), or a faction's own rule for them (the Eyrie's one point,
        # 7.2.3; the Hundreds' Contempt for Trade, 14.2.3): the sections of the note that said it.
        said = [entry["verdict"].get("message"), *entry["verdict"].get("notes", ())]
        sections = _sections_with(said, {"7.2.3", "14.2.3"}) or ("4.1.2", "3.2.2")
        return CRAFT(*sections, card=action["card"])
    # A faction's own actions: its room says why they scored (Faction.ledger_cause).
    if law is not None and fid in law:
        said = law[fid].ledger_cause(action, entry["verdict"])
        if said is not None:
            return said
    return OTHER(*_sections(entry["verdict"].get("message")))


WALKS = ("step", "phase", "end-turn")  # the turn's own moves (rootboard.game.turns.check.WALKING)


def _step_scored(notes, fid: str, points: int | None) -> Message | None:
    """The note of a step left on the way that says ``fid`` scores (``points``, when given):
    its params name who scores and the points."""
    for note in notes:
        params = note.get("params") if isinstance(note, dict) else None
        if isinstance(params, dict) and params.get("who") == fid and params.get("points") \
                and (points is None or params["points"] == points):
            return Message.from_json(note)
    return None


def _sections(message) -> tuple[str, ...]:
    return tuple(message.get("sections", ())) if isinstance(message, dict) else ()


def _found_sections(message, accepts) -> tuple[str, ...]:
    """The sections of the first message in a verdict's data (a message as JSON, its params,
    lists of them: depth first, in order) that ``accepts``; () if none does."""
    if isinstance(message, dict):
        if accepts(message):
            return _sections(message)
        params = message.get("params", {})
        values = params.values() if isinstance(params, dict) else ()
    elif isinstance(message, list):
        values = message
    else:
        return ()
    for value in values:
        found = _found_sections(value, accepts)
        if found:
            return found
    return ()


def _sections_with(message, wanted: set[str]) -> tuple[str, ...]:
    """The sections of the first message in a verdict's data that cites one of ``wanted``."""
    return _found_sections(message, lambda m: bool(wanted & set(_sections(m))))


def _scoring_sections(message, fid: str) -> tuple[str, ...]:
    """The sections of the battle's scoring message for ``fid``, found in its verdict's data."""
    def scores_for(m: dict) -> bool:
        params = m.get("params")
        return m.get("id") == "battle.scores" and isinstance(params, dict) and params.get("who") == fid

    return _found_sections(message, scores_for)


def _turns_and_rounds(state: GameState) -> tuple[list[str], list[int]]:
    """Whose turn and which round each applied entry was played in: read back from the present
    through the entries, as only ending a turn changes them and its edits keep both values."""
    n = state.cursor
    turns, rounds = [""] * n, [0] * n
    turn, round_ = state.turn, state.round
    for i in range(n - 1, -1, -1):
        for edit in state.history[i]["edits"]:
            if edit[0] == "set" and edit[1] == "turn":
                turn = edit[2]
            elif edit[0] == "set" and edit[1] == "round":
                round_ = edit[2]
        turns[i] = state.factions[turn % len(state.factions)] if state.factions else ""
        rounds[i] = round_
    return turns, rounds


def totals(lines: list[Line]) -> dict[str, dict[str, tuple[Message, int]]]:
    """Faction -> the points of each cause (by its template, in the order first scored)."""
    found: dict[str, dict[str, tuple[Message, int]]] = {}
    for line in lines:
        causes = found.setdefault(line.faction, {})
        kind = line.cause.id
        first, points = causes.get(kind, (line.cause, 0))
        # One cause per kind: the places of a kind (battles in several clearings) are summed,
        # said without a place when they differ.
        same = first if first == line.cause else _placeless(first)
        causes[kind] = (same, points + line.points)
    return found


_PLACELESS = {
    "ledger.cause.battle": Template("ledger.cause.battles", "battles"),
    "ledger.cause.closed-path": Template("ledger.cause.closed-paths", "closed paths removed"),
    "ledger.cause.flip": Template("ledger.cause.flips", "plots flipped face up"),
    "ledger.cause.expose": Template("ledger.cause.exposes", "plots exposed"),
    "ledger.cause.build": Template("ledger.cause.builds", "buildings built"),
    "ledger.cause.spread": Template("ledger.cause.spreads", "sympathy spread"),
    "ledger.cause.organize": Template("ledger.cause.organizes", "sympathy organized"),
    # A step's note as its cause (cause(): the Eyrie's roosts, 7.6.1), said once for its Evenings.
    "eyrie.roost-score": Template("ledger.cause.roost-scores", "the roosts on the map in Evening"),
}


def _placeless(message: Message) -> Message:
    template = _PLACELESS.get(message.id)
    if template is None:
        return Message(message.id, message.params, message.sections)
    return template(*message.sections)


def summaries(state: GameState, lines: list[Line] | None = None, most: int = 3) -> dict[str, Message]:
    """Faction -> its score and its main causes (the ``most`` that gave the most points; what
    the starting position gave, when it gave any)."""
    lines = ledger(state) if lines is None else lines
    start = starting_scores(state, lines)
    by_cause = totals(lines)
    result = {}
    for fid in state.factions:
        if fid not in state.scores:
            continue
        causes = sorted(by_cause.get(fid, {}).values(), key=lambda c: -abs(c[1]))[:most]
        said = [CAUSE_TOTAL(*m.sections, cause=m, points=n) for m, n in causes if n]
        if start.get(fid):
            said.insert(0, CAUSE_TOTAL(cause=FROM_START(), points=start[fid]))
        score = state.scores[fid]
        sections = tuple(dict.fromkeys(s for m in said for s in m.sections))
        result[fid] = SUMMARY(*sections, who=fid, score=score, causes=said) if said else NO_POINTS(who=fid, score=score)
    return result
