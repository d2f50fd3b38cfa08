"""A rootboard game written as Rootlog: what a recorded game of ours says in the community's notation.

The header names the map, its suits, the landmarks set up beyond the map's own and the
hirelings; a player line follows for each faction, in seating order, with its name. Each
faction's setup turn places what stood on the map for it before the first action (and gives a
Vagabond his character), in the order the factions set up. Then every applied action of the history, turn by turn: placements,
moves and removals (``w->5``, ``3w5->6``, ``w5->``), the Ferry along (``(w+f)1->12``), closed paths
removed (``5_9->``), points (``++2``), the Vagabond's items and relationships, effects crafted
(``Zboat``), hirelings gained. What rootboard scored itself is written as the ``++`` a player would
write after it, so the points read back the same. What Rootlog cannot say (a phase set, a service
bought) is said in a comment at the end of its turn.

Hidden information stays hidden (13.2.2.I): a face-down plot is written face down (``t->5``),
never by its kind. Reading the export back (:func:`rootboard.notation.replay.replay_log`) gives
the same pieces and scores, plots as the table sees them.
"""

from __future__ import annotations

from collections import Counter

from rootboard.board.topology import BURROW, is_path, path_ends
from rootboard.errors import BadInput, RootboardError
from rootboard.game import terms as _terms  # noqa: F401  the words its comments name (a phase: NOT_WRITTEN)
from rootboard.game import victory
from rootboard.game.battle.resolution import Battle, ChoiceNeeded, resolve
from rootboard.game.actions import read_action
from rootboard.game.factions.vagabond.board import ALLIED_SPACES, CHARACTER_BY_NAME
from rootboard.game.factions.corvids.plots import CORVIDS, plot_in
from rootboard.game.factions.vagabond.board import DAMAGED
from rootboard.game.kinds import MAP, OUT, SUPPLY
from rootboard.game.replay import starting_position
from rootboard.game.state import Edit, GameState
from rootboard.messages import Template, text
from rootboard.notation import vocabulary as words
from rootboard.notation.translate import battles
from rootboard.notation.export_boards import BOARD_KINDS, board_action, board_setup, setup_marks, turn_end
from rootboard.notation.export_cards import CARD_KINDS, card_action
from rootboard.notation.translate.deck import DECKS
from rootboard.notation.translate.vagabond import SPACES

NO_ROOTLOG_MAP = Template("rootlog.export.no-map",
                          "{map!r} is not one of the maps Rootlog names ({maps}): a game on a map file cannot be "
                          "written as Rootlog")
NO_LETTER = Template("rootlog.export.no-letter", "{who} has no letter in Rootlog: its actions are left out")
NOT_WRITTEN = Template("rootlog.export.not-written", "rootboard: {what} (Rootlog has no notation for it)")

_MAP_NAMES = {rootboard: rootlog for rootlog, rootboard in words.MAPS.items()}
_DECK_NAMES = {rootboard: rootlog for rootlog, rootboard in DECKS.items()}
_LETTERS = {fid: letter for letter, fid in words.FACTIONS.items()}
_HIRELING_LETTERS = {card: letter for letter, (_, _, card) in words.HIRELINGS.items()}
_SUIT_LETTERS = {name: letter for letter, name in words.SUITS.items()}
_LANDMARK_NAMES = {fid: name for name, fid in words.LANDMARKS.items()}
_ITEM_LETTERS = {name: letter for letter, name in words.ITEMS.items()}
_STATUS = {space: value for value, space in SPACES.items()}
_PIECES = {(letter, name): (kind, sub) for letter, names in words.PIECES.items() for (kind, sub), name in names.items()}


def export(state: GameState) -> str:
    """``state`` (with its history) as Rootlog text."""
    return _Exporter(state).text()


class _Exporter:
    def __init__(self, state: GameState):
        self.state = state
        if state.map_name not in _MAP_NAMES:
            raise BadInput(NO_ROOTLOG_MAP(map=state.map_name, maps=", ".join(words.MAPS)))
        self.position = starting_position(state)
        self.battle_at = None  # the clearing of the battle header written last, while its removals follow
        self.default = _map_start(state)
        self.given_to = None  # whom the card given just before went to (Aid, 9.5.4)
        self.last_craft = None  # the card of the craft just written: its effect is said with it

    # --- who and what -------------------------------------------------------------------------

    def code(self, fid: str) -> str:
        if fid in _LETTERS:
            return _LETTERS[fid]
        if fid in _HIRELING_LETTERS:
            return f"h_{_HIRELING_LETTERS[fid]}"
        raise BadInput(NO_LETTER(who=fid))

    def who(self, fid: str, current: str | None) -> str:
        return "" if fid == current else self.code(fid)

    def piece(self, fid: str, name: str, where, current: str | None, position: GameState) -> str:
        """A piece as Rootlog writes it on ``current``'s turn; a face-down one by its face-down name."""
        faction = position.law[fid]
        kind = faction.piece(name)
        if fid == MAP:
            return words.FERRY_LETTER if name == words.FERRY else _LANDMARK_NAMES.get(name, name)
        if faction.hireling:
            return f"{self.who(fid, current)}{kind.kind[0]}"
        letter = _LETTERS[fid]
        if kind.face_down and where not in position.face_up:
            return f"{self.who(fid, current)}t"  # face down: its kind is the Corvids' to know (13.2.2.I)
        written, sub = _PIECES[(letter, name)]
        return f"{self.who(fid, current)}{written}{'_' + sub if sub else ''}"

    @staticmethod
    def place(where) -> str:
        if where == BURROW:
            return str(words.BURROW)
        if isinstance(where, str) and is_path(where):
            a, b = path_ends(where)
            return f"{a}_{b}"
        return str(where)

    @staticmethod
    def count(n: int) -> str:
        return "" if n == 1 else str(n)

    @staticmethod
    def points(who: str, n: int) -> str:
        """``n`` points scored (``++2``) or lost (``--``), by ``who`` ("" for the one on turn)."""
        return f"{who}{'++' if n > 0 else '--'}{'' if abs(n) == 1 else abs(n)}"

    # --- the log -----------------------------------------------------------------------------

    def text(self) -> str:
        state = self.state
        name = _MAP_NAMES[state.map_name]
        lines = [f"Map: {name}", f"Deck: {_DECK_NAMES.get(state.deck, 'Standard')}"]  # 16.1.2
        if name not in words.PRINTED_SUITS or any(state.suits.get(c) != s.suit for c, s in
                                                  state.topology.board.clearings.items()):
            suits = ", ".join(f"{_SUIT_LETTERS[state.suits[c]]}{c}" for c in sorted(state.topology.board.clearings)
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
                if fid == MAP and name in _LANDMARK_NAMES and self.default.get(name) != where:
                    found.append(f"{_LANDMARK_NAMES[name]}->{self.place(where)}")
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
        actions = []
        board = start.vagabonds.get(fid)
        if board is not None:
            actions.append(f"#{board.character}->$")
        leader = start.boards.get(fid, {}).get("leader")
        if leader is not None:  # the Eyrie's leader chosen at setup (7.3.3)
            actions.append(f"#{leader}->$")
        for where in sorted(start.areas, key=lambda a: (isinstance(a, str), str(a))):
            for (owner, name), n in start.areas[where].items():
                if owner == fid:
                    actions.append(f"{self.count(n)}{self.piece(fid, name, where, current, start)}->"
                                   f"{self.place(where)}")
        actions += board_setup(self, fid, start)  # what its setup put on its board (the Riverfolk's funds, 11.3.4)
        on_board = start.cards.get("boards", {}).get(fid, 0)
        if on_board:  # cards its setup put on its board (the Alliance's supporters, 8.3.4)
            actions.append(f"{self.count(on_board)}#->$")
        actions += setup_marks(fid, start)  # a marker its setup placed (the Cult's Outcast, 10.3.3)
        if start.scores.get(fid):  # points before the first turn (a log whose setup line scores)
            actions.append(self.points("", start.scores[fid]))
        return "/".join(actions)

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
                if not (line and line[-1].startswith("$_f->")):
                    line += turn_end(current, position)  # the Riverfolk's funds left (none written: none)
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

    # --- one action ------------------------------------------------------------------------------

    def action(self, action, edits: list[Edit], current: str, position: GameState) -> list[str] | None:
        kind = action.kind
        law = position.law
        if kind == "place":
            r = action.request
            written = [f"{self.count(r.count)}{self.piece(r.faction, law[r.faction].piece(r.piece).name, None, current, position)}"
                       f"->{self.place(r.where)}"]
            if r.face_up:
                written.append(f"{self.who(r.faction, current)}t{self.place(r.where)}^t_{_PIECES[(_LETTERS[r.faction], r.piece)][1]}")
            return written
        if kind == "remove":
            r = action.request
            name = law[r.faction].piece(r.piece).name
            written = [f"{self.count(r.count)}{self.piece(r.faction, name, r.where, current, position)}"
                       f"{self.place(r.where)}->"]
            if r.in_battle and action.by is not None and self.battle_at != r.where:
                # A battle's removal rootboard did not replay as its Battle: the battle is written
                # before it (when it could be fought), so that it is read back as one, and apart
                # from a battle before it.
                header = self.battle_header(action.by, r.faction, r.where, current, position)
                if header is not None:
                    self.battle_at = r.where
                    written.insert(0, header)
            return written
        if kind in ("move", "move-with"):
            return self.move(action, edits, current, position)
        if kind == "open-path":
            a, b = action.key
            return [f"{a}_{b}->", "++"]
        if kind == "score":
            return [self.points(self.who(action.faction, current), action.points)]
        if kind == "effect":
            card = {effect: name for name, effect in words.EFFECT_CARDS.items()}.get(action.effect)
            short = {full: short for short, full in words.ABBREVIATIONS.items()}.get(card, card) if card else None
            if short is None or action.faction != current and action.on:
                return None
            return [f"Z{short}"] if action.on else [f"#{short}{self.code(action.faction)}$->"]
        if kind == "control" and action.controller is not None:
            markers = "" if action.markers is None else str(action.markers)
            return [f"{self.code(action.hireling)}->{self.code(action.controller)}${markers}"]
        if kind == "hostile":
            return [f"{self.who(action.vagabond, current)}$_{self.code(action.faction)}->{'h' if action.hostile else '0'}"]
        if kind == "character":
            return [f"#{action.character}->{self.code(action.vagabond)}$"]
        if kind == "eyrie-leader":
            return [f"#{action.leader}->{self.code('eyrie')}$"]
        if kind == "allied":
            return [f"{self.who(action.vagabond, current)}$_{self.code(action.faction)}->{_status(action.space)}"]
        if kind in ("battle", "flip", "trick", "expose"):
            return self.fight(action, edits, current, position)
        if kind in BOARD_KINDS:
            return board_action(self, action, edits, current, position)
        if kind in CARD_KINDS:
            written = card_action(action, position.deck, self.code)
            # What the action scored itself (a crafted item's points, 4.1.2): the ++ a player writes after it.
            return written + [self.points(self.who(e.args[0], current), e.args[1]) for e in edits if e.op == "score"]
        return self.vagabond_action(action, edits, current, position)

    def battle_header(self, remover: str, owner: str, where, current: str, position: GameState) -> str | None:
        """``X`` for the battle in which ``remover`` removed ``owner``'s piece: the player on
        turn attacks the other one (4.3); None when that battle cannot be fought there."""
        attacker, defender = (owner, remover) if owner == current else (remover, owner)
        try:
            if not resolve(position, Battle(attacker, defender, where, rolls=(0, 0))).verdict.possible:
                return None
        except ChoiceNeeded:
            pass  # it can be fought: only what its hits remove is the table's to say
        except RootboardError:
            return None
        return f"{self.who(attacker, current)}X{self.code(defender)}{where}"

    def fight(self, action, edits, current, position) -> list[str]:
        """A battle or a plot action, then what it did as the table writes it: the pieces it
        removed and placed, the items it damaged, the points it scored (read back, the battle's
        dice are found again from them, and its own removals and points are not made twice)."""
        kind = action.kind
        if kind == "battle":
            suits = "".join(f"{_SUIT_LETTERS[s]}@" for s in (action.ambush_suit or "bird", action.counter_suit or "bird")
                            [:int(action.ambush) + int(action.counter_ambush)])
            rolls = f"({max(action.rolls)},{min(action.rolls)})" if len(action.rolls) == 2 else ""
            head = [f"{self.who(action.attacker, current)}X{self.code(action.defender)}{action.clearing}{suits}{rolls}"]
        elif kind == "flip":
            plot = plot_in(position, action.clearing)  # shown to all as it turns face up (13.4.2)
            head = [f"{self.who(CORVIDS, current)}t{action.clearing}^t_{_PIECES[(_LETTERS[CORVIDS], plot)][1]}"]
        elif kind == "trick":
            who = self.who(CORVIDS, current)
            head = [f"{who}t{action.first}<->{who}t{action.second}"]
        else:  # the guess, said aloud (13.2.4)
            head = [f"?{self.code(CORVIDS)}t_{_PIECES[(_LETTERS[CORVIDS], action.piece)][1]}{action.clearing}"]
        return head + ([] if kind == "trick" else self.what_it_did(edits, current, position))

    def what_it_did(self, edits, current, position) -> list[str]:
        after = position.position_copy()
        after.apply(edits)
        removed, placed, written = Counter(), Counter(), []
        for e in edits:
            if e.op != "shift":
                continue
            fid, piece, source, to, n = e.args
            if source not in (SUPPLY, OUT) and to in (SUPPLY, OUT):
                removed[(source, self.piece(fid, piece, source, current, position))] += n
            elif source == SUPPLY and to not in (SUPPLY, OUT):
                placed[(to, self.piece(fid, piece, to, current, position))] += n
        for (to, thing), n in list(placed.items()):  # Field Hospitals: written as going to the keep (6.2.3)
            for (where, gone), m in list(removed.items()):
                fid = next((f for f, p, src, dst, _ in (e.args for e in edits if e.op == "shift")
                            if src == where and self.piece(f, p, where, current, position) == gone), None)
                sent = battles.hospital(position, fid) if fid is not None else None
                if sent is not None and sent[1] == to and gone == thing and where != to:
                    moved = min(n, m)
                    written.append(f"{self.count(moved)}{thing}{self.place(where)}->{self.place(to)}")
                    placed[(to, thing)] -= moved
                    removed[(where, gone)] -= moved
        removed, placed = +removed, +placed
        for where in dict.fromkeys(w for w, _ in removed):
            things = [f"{self.count(n)}{t}" for (w, t), n in removed.items() if w == where]
            written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}{self.place(where)}->")
        for thing, n in dict.fromkeys((t, n) for (_, t), n in placed.items()):  # one action: w->2+3+11
            places = "+".join(self.place(w) for (w, t), k in placed.items() if (t, k) == (thing, n))
            written.append(f"{self.count(n)}{thing}->{places}")
        for v, board in position.vagabonds.items():
            later = after.vagabonds.get(v)
            if later is None:
                continue
            hit = [i for i in sorted({i.item for i in board.items})
                   for _ in range(later.count(i, where=DAMAGED) - board.count(i, where=DAMAGED))]
            if hit:
                own = "" if v == current else f"{self.code(v)}$"
                written.append(f"({'+'.join('%' + _ITEM_LETTERS[i] for i in hit)}){own}->d")
        for e in edits:
            if e.op == "score" and e.args[1]:
                written.append(self.points(self.who(e.args[0], current), e.args[1]))
        return written

    def move(self, action, edits, current, position) -> list[str]:
        m = action.request
        law = position.law
        mover = law[m.faction]
        name = mover.piece(m.piece or mover.default_mover()).name
        written = []
        paid = _boots(edits, position, m.faction)
        if paid:
            written.append(f"{self.count(paid)}%f->e")
        things = [f"{self.count(m.count)}{self.piece(m.faction, name, m.origin, current, position)}"]
        if action.kind == "move-with":
            things.append(f"{self.count(action.count)}{self.code(action.ally)}w")
        for relic in sorted(set(m.carry)):
            things.append(f"{self.count(m.carry.count(relic))}{self.piece(m.faction, relic, m.origin, current, position)}")
        if m.ferry:
            things.append(words.FERRY_LETTER)
        if name == "pawn" and len(things) == 1:
            written.append(f"{things[0]}->{self.place(m.destination)}")  # a pawn's start is never written
        else:
            group = things[0] if len(things) == 1 else f"({'+'.join(things)})"
            written.append(f"{group}{self.place(m.origin)}->{self.place(m.destination)}")
        return written

    def vagabond_action(self, action, edits, current, position) -> list[str] | None:
        kind = action.kind
        v = getattr(action, "vagabond", None)
        if v is None:
            return None
        own = v == current
        board = "" if own else f"{self.code(v)}$"
        if kind == "item":
            letter = _ITEM_LETTERS[action.item]
            start = {"repair": "d", "remove": ""}.get(action.op, "")
            to = {"exhaust": "e", "refresh": "r", "damage": "d", "repair": "s", "remove": ""}.get(action.op)
            if action.op == "take":  # Aid (9.5.4): from the Crafted Items of the one given a card just before
                giver = self.given_to if own else current
                if giver is None:
                    return None
                return [f"%{letter}{self.code(giver)}$->{self.code(v)}$"] * action.count
            return [f"%{letter}{start}{board}->{to}"] * action.count
        if kind == "refresh":
            chosen = action.chosen(position.vagabonds[v]) if v in position.vagabonds else list(action.items)
            if not chosen:
                return []
            return ["+".join(f"%{_ITEM_LETTERS[i]}" for i in chosen) + f"{board}->r"]
        if kind == "explore":
            where = position.where_is((v, "pawn"))[0]
            return [f"%r{board}->e", f"%{_ITEM_LETTERS[action.item]}{where}->{self.code(v)}$",
                    f"{self.who(v, current)}++"]
        if kind == "strike":
            where = position.where_is((v, "pawn"))[0]
            piece = action.chosen(position, where)
            hostile = [f"{self.who(v, current)}$_{self.code(action.target)}->h"] if any(
                e.op == "set" and e.args[0] == "hostile" for e in edits) else []
            return [f"%x{board}->e", f"{self.piece(action.target, piece, where, current, position)}{where}->", *hostile]
        if kind == "repair":
            return [f"%h{board}->e", f"%{_ITEM_LETTERS[action.item]}d{board}->s"]
        if kind == "aid":
            # An Aid with no item exhausted (a log's, refused by 9.5.4) writes none.
            written = [f"%{_ITEM_LETTERS[action.item]}{board}->e"] if action.item is not None else []
            if action.advance:
                space = position.vagabonds[v].space(action.target) + 1
                written.append(f"{self.who(v, current)}$_{self.code(action.target)}->{_status(space)}")
            if action.take:
                written.append(f"%{_ITEM_LETTERS[action.take]}{self.code(action.target)}$->{self.code(v)}$")
            # The points it scored itself (9.2.9.I, 9.2.9.II): the ++ a player writes after it.
            return written + [self.points(self.who(e.args[0], current), e.args[1]) for e in edits if e.op == "score"]
        if kind == "rest":
            return [f"%_d{board}->s+r"]
        if kind == "hits":
            chosen = action.chosen(position.vagabonds[v])
            return [f"({'+'.join('%' + _ITEM_LETTERS[i] for i in chosen)}){self.code(v)}$->d"] if chosen else []
        if kind == "special":
            character = CHARACTER_BY_NAME[position.vagabonds[v].character]
            if character.special == "glide" and action.to is not None:
                return [f"%r{board}->e", f"{self.who(v, current)}p->{action.to}"]
            return None
        return None


def _written_with(action, following: dict, crafted: str | None) -> bool:
    """Whether ``action`` is said by the Rootlog of the one next to it: the card spent just before
    a craft of it (``Zsap`` plays the card), the effect a crafted card puts in force (4.1.3)."""
    if action.kind == "discard" and following.get("type") == "craft":
        return action.spent and tuple(action.cards) == (following.get("card"),) and not action.unnamed
    if action.kind == "effect" and action.on and crafted is not None:
        return words.EFFECT_CARDS.get(crafted.replace("-", "")) == action.effect
    return False


def _status(space: int) -> str:
    """A space of the Allied track as Rootlog writes it (0, 1, 2, a); one Rootlog cannot tell
    apart is written as the nearest it can."""
    if space in _STATUS:
        return _STATUS[space]
    return _STATUS[1] if space < ALLIED_SPACES - 1 else _STATUS[ALLIED_SPACES - 1]


def _boots(edits: list[Edit], position: GameState, fid: str) -> int:
    """The boots a move's edits exhausted (9.5.1)."""
    for edit in edits:
        if edit.op == "set" and edit.args[0] == "vagabonds":
            before = position.vagabonds.get(fid)
            after = edit.args[2].get(fid)
            if before is None or after is None:
                return 0
            exhausted = sum(1 for i in after["items"] if i["item"] == "boot" and i["exhausted"])
            return max(exhausted - before.count("boot", exhausted=True), 0)
    return 0


def _map_start(state: GameState) -> dict[str, object]:
    """Where the map puts its own landmarks (the Ferry, the Tower) in a new game."""
    board = state.topology.board
    found = {}
    if board.ferry_start is not None:
        found["ferry"] = board.ferry_start
    if board.tower_clearing is not None:
        found["tower"] = board.tower_clearing
    return found
