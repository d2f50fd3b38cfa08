"""One game's Rootlog as a document (:mod:`rootboard.notation.export` says what it writes): the
header (map, deck, suits, landmarks, hirelings), the player lines, each faction's setup line,
then the turns, one line a turn, and the winner. Each action is written by the writer of its
kind: everyone's (:mod:`.everyone`), the cards' (:mod:`.cards`), else its room's (:mod:`.rooms`);
what none can say is a comment at the end of its turn.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game import terms as _terms  # noqa: F401  the words its comments name (a phase: NOT_WRITTEN)
from rootboard.game import victory
from rootboard.game.actions import read_action
from rootboard.game.kinds import MAP
from rootboard.game.replay import starting_position
from rootboard.game.state import Edit, GameState
from rootboard.messages import Template, text
from rootboard.notation import vocabulary as words
from rootboard.notation.export import cards, everyone, shared
from rootboard.notation.export.rooms import Rooms
from rootboard.notation.export.shared import LANDMARK_NAMES, SUIT_LETTERS
from rootboard.notation.translate.deck import DECKS

NO_ROOTLOG_MAP = Template("rootlog.export.no-map",
                          "{map!r} is not one of the maps Rootlog names ({maps}): a game on a map file cannot be "
                          "written as Rootlog")
NOT_WRITTEN = Template("rootlog.export.not-written", "rootboard: {what} (Rootlog has no notation for it)")

# Rootlog's names of the maps and decks (16.1.2), by rootboard's ids: the header's.
_MAP_NAMES = {rootboard: rootlog for rootlog, rootboard in words.MAPS.items()}
_DECK_NAMES = {rootboard: rootlog for rootlog, rootboard in DECKS.items()}


class Exporter:
    """One game's Rootlog, written turn by turn from its starting position. What a writer
    writes with: ``code`` and ``who`` (a faction's letter; none for the one on turn), ``piece``
    and ``place``, ``points`` and ``count`` (the words of :mod:`.shared`), ``what_it_did`` (what
    a battle or a plot action removed, placed, damaged and scored), ``asked`` (what a faction's
    room answers a hook), and ``given_to`` (whom the card given just before went to)."""

    def __init__(self, state: GameState):
        self.state = state
        if state.map_name not in _MAP_NAMES:
            raise BadInput(NO_ROOTLOG_MAP(map=state.map_name, maps=", ".join(words.MAPS)))
        self.rooms = Rooms(state.law)  # each faction's own writer, imported when first asked
        self.position = starting_position(state)
        self.battle_at = None  # the clearing of the battle header written last, while its removals follow
        self.default = _map_start(state)
        self.given_to = None  # whom the card given just before went to (Aid, 9.5.4)
        self.last_craft = None  # the card of the craft just written: its effect is said with it

    # The words every writer writes with, as the exporter's (a room's writer says exporter.piece).
    code = staticmethod(shared.code)
    who = staticmethod(shared.who)
    piece = staticmethod(shared.piece)
    place = staticmethod(shared.place)
    points = staticmethod(shared.points)
    count = staticmethod(shared.count)
    what_it_did = everyone.what_it_did  # a method: the exporter is its first argument

    # --- the log -----------------------------------------------------------------------------

    def text(self) -> str:
        state = self.state
        name = _MAP_NAMES[state.map_name]
        lines = [f"Map: {name}", f"Deck: {_DECK_NAMES.get(state.deck, 'Standard')}"]  # 16.1.2
        if name not in words.PRINTED_SUITS or any(state.suits.get(c) != s.suit for c, s in
                                                  state.topology.board.clearings.items()):
            suits = ", ".join(f"{SUIT_LETTERS[state.suits[c]]}{c}" for c in sorted(state.topology.board.clearings)
                              if c in state.suits)
            if len(state.suits) == len(state.topology.board.clearings):
                lines.append(f"Clearings: {suits}")
        landmarks = self.landmarks()
        if landmarks:
            lines.append("Landmarks: " + "/".join(landmarks))
        if state.hirelings:
            hired = ", ".join(f"{self.code(h)}{'d' if h in state.demoted else ''}" for h in state.hirelings)
            setup = [self.setup_of(h, None) for h in state.hirelings]
            lines.append("Hirelings: " + "/".join([hired, *[s for s in setup if s]]))
        lines.append("")
        for fid in state.factions:
            lines.append(f"{self.code(fid)}: {state.law[fid].title}")
        lines.append("")
        for fid in self.setup_order():
            lines.append(f"{self.code(fid)}:" + self.setup_of(fid, fid))
        lines.append("")
        lines += self.turns()
        if state.winner:  # who won (3.1, 3.3.1), with a coalition partner (9.2.8): the log's last line
            lines += ["", "Winner: " + "".join(self.code(fid) for fid in victory.winners(state))]
        return "\n".join(lines).rstrip("\n") + "\n"

    def landmarks(self) -> list[str]:
        found = []
        for where, pieces in sorted(self.position.areas.items(), key=lambda kv: str(kv[0])):
            for (fid, name), n in pieces.items():
                if fid == MAP and name in LANDMARK_NAMES and self.default.get(name) != where:
                    found.append(f"{LANDMARK_NAMES[name]}->{self.place(where)}")
        return found

    def setup_order(self) -> list[str]:
        """The seated factions in the order they set up, as the game's setup record has it (who
        chose first; an Advanced Setup's order is the players', 16.1), then the others in
        seating order: read back in that order, each setup line is legal where it stands (once
        the Marquise's keep is placed, no one else places in its clearing, 6.2.2)."""
        seated = list(self.state.factions)
        order: list[str] = []
        for step, _ in (self.state.setup or {}).get("choices", ()):
            fid = str(step).split(".", 1)[0]  # a step's id starts with its faction's ("marquise.keep")
            if fid in seated and fid not in order:
                order.append(fid)
        return order + [f for f in seated if f not in order]

    def setup_of(self, fid: str, current: str | None) -> str:
        """What stood on the map for ``fid`` before the first action, as placements, and its
        points then."""
        start = self.position
        actions = self.asked(fid, "setup_chosen", fid, start)  # a Vagabond's character, the Eyrie's leader
        for where in sorted(start.areas, key=lambda a: (isinstance(a, str), str(a))):
            for (owner, name), n in start.areas[where].items():
                if owner == fid:
                    actions.append(f"{self.count(n)}{self.piece(fid, name, where, current, start)}->"
                                   f"{self.place(where)}")
        actions += self.asked(fid, "setup_board", fid, start)  # on its board (the Riverfolk's funds, 11.3.4)
        on_board = start.cards.get("boards", {}).get(fid, 0)
        if on_board:  # cards its setup put on its board (the Alliance's supporters, 8.3.4)
            actions.append(f"{self.count(on_board)}#->$")
        actions += self.asked(fid, "setup_marks", fid, start)  # a marker it placed (the Cult's Outcast, 10.3.3)
        if start.scores.get(fid):  # points before the first turn (a log whose setup line scores)
            actions.append(self.points("", start.scores[fid]))
        return "/".join(actions)

    def asked(self, fid: str, hook: str, *args) -> list[str]:
        """What ``fid``'s room writes when asked ``hook`` (:data:`.rooms.HOOKS`); nothing when it
        has no such hook."""
        answer = self.rooms.hook(fid, hook)
        return [] if answer is None else answer(self, *args)

    def turns(self) -> list[str]:
        state = self.state
        position = self.position.copy()
        lines: list[str] = []
        line: list[str] = []
        comments: list[str] = []
        entries = state.history[:state.cursor]
        for n, entry in enumerate(entries):
            action = read_action(entry["action"], state.law)
            following = entries[n + 1]["action"] if n + 1 < len(entries) else {}
            if _written_with(action, following, self.last_craft):
                position.apply([Edit.from_json(e) for e in entry["edits"]])
                continue
            self.last_craft = action.card if action.kind == "craft" else None
            if action.kind in ("give", "end-turn"):  # Aid's item comes from the one given a card last this turn
                self.given_to = action.to if action.kind == "give" else None
            edits = [Edit.from_json(e) for e in entry["edits"]]
            current = position.current
            if action.kind == "end-turn":
                self.battle_at = None
                line += self.asked(current, "turn_end", current, position, line)  # the Riverfolk's funds left
                if any(e.op == "score" and e.args[0] == current for e in edits):
                    line.append("++")  # the Pass (16.2.3.IV): rootboard scores it again on reading
                lines.append(self.turn_line(current, line, comments))
                line, comments = [], []
            else:
                if action.kind not in ("remove", "score"):
                    self.battle_at = None
                written = self.action(action, edits, current, position)
                if written is None:
                    comments.append(text(NOT_WRITTEN(what=action.describe(state.law)), "en"))
                else:
                    line += written
            position.apply(edits)
        if line or comments:
            lines.append(self.turn_line(position.current, line, comments))
        return lines

    def turn_line(self, fid: str, actions: list[str], comments: list[str]) -> str:
        said = f"{self.code(fid)}:" + "/".join(actions)
        return said + (" // " + "; ".join(comments) if comments else "")

    def action(self, action, edits: list[Edit], current: str, position: GameState) -> list[str] | None:
        """``action`` as Rootlog, by the writer of its kind: everyone's when every faction writes it
        alike, the cards' for a card's, else its room's (imported only now); None when Rootlog
        cannot say it."""
        kind = action.kind
        write = everyone.WRITES.get(kind) or cards.WRITES.get(kind) or self.rooms.write(action)
        return None if write is None else write(self, action, edits, current, position)


def _written_with(action, following: dict, crafted: str | None) -> bool:
    """Whether ``action`` is said by the Rootlog of the one next to it: the card spent just before
    a craft of it (``Zsap`` plays the card), the effect a crafted card puts in force (4.1.3)."""
    if action.kind == "discard" and following.get("type") == "craft":
        return action.spent and tuple(action.cards) == (following.get("card"),) and not action.unnamed
    if action.kind == "effect" and action.on and crafted is not None:
        return words.EFFECT_CARDS.get(crafted.replace("-", "")) == action.effect
    return False


def _map_start(state: GameState) -> dict[str, object]:
    """Where the map puts its own landmarks (the Ferry, the Tower) in a new game."""
    board = state.topology.board
    found = {}
    if board.ferry_start is not None:
        found["ferry"] = board.ferry_start
    if board.tower_clearing is not None:
        found["tower"] = board.tower_clearing
    return found
