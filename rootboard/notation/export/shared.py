"""The one writer every faction shares (:mod:`rootboard.notation.export` says what it writes): the
header, the setup lines and the turns; what every faction writes alike (placements, moves and
removals, points, battles, effects, hirelings' control); the letters and names of Rootlog by
rootboard's ids, and the small helpers each room's writer writes with; the cards' actions.
A faction's own actions are written by its room's writer (:mod:`.rooms`).
"""

from __future__ import annotations

from collections import Counter

from rootboard.board.topology import BURROW, is_path, path_ends
from rootboard.errors import BadInput, RootboardError
from rootboard.game import terms as _terms  # noqa: F401  the words its comments name (a phase: NOT_WRITTEN)
from rootboard.game import victory
from rootboard.game.battle.resolution import Battle, ChoiceNeeded, resolve
from rootboard.game.actions import read_action
from rootboard.game.kinds import MAP, OUT, SUPPLY
from rootboard.game.replay import starting_position
from rootboard.game.state import Edit, GameState
from rootboard.messages import Template, text
from rootboard.notation import vocabulary as words
from rootboard.notation.export.rooms import Rooms
from rootboard.notation.translate import battles
from rootboard.notation.translate.deck import CRAFTED_ITEMS, DECKS, rootlog_card

NO_ROOTLOG_MAP = Template("rootlog.export.no-map",
                          "{map!r} is not one of the maps Rootlog names ({maps}): a game on a map file cannot be "
                          "written as Rootlog")
NO_LETTER = Template("rootlog.export.no-letter", "{who} has no letter in Rootlog: its actions are left out")
NOT_WRITTEN = Template("rootlog.export.not-written", "rootboard: {what} (Rootlog has no notation for it)")

# Rootlog's letters and names (the spec's, :mod:`rootboard.notation.vocabulary`), by rootboard's ids.
_MAP_NAMES = {rootboard: rootlog for rootlog, rootboard in words.MAPS.items()}
_DECK_NAMES = {rootboard: rootlog for rootlog, rootboard in DECKS.items()}
LETTERS = {fid: letter for letter, fid in words.FACTIONS.items()}
_HIRELING_LETTERS = {card: letter for letter, (_, _, card) in words.HIRELINGS.items()}
SUIT_LETTERS = {name: letter for letter, name in words.SUITS.items()}
_LANDMARK_NAMES = {fid: name for name, fid in words.LANDMARKS.items()}
ITEM_LETTERS = {name: letter for letter, name in words.ITEMS.items()}
PIECES = {(letter, name): (kind, sub) for letter, names in words.PIECES.items() for (kind, sub), name in names.items()}


def count(n: int) -> str:
    """How many, as Rootlog writes it before a thing: nothing for one."""
    return "" if n == 1 else str(n)


def shifts(edits) -> list:
    """The edits that move pieces."""
    return [e for e in edits if e.op == "shift"]


def scored(exporter, edits, current) -> list[str]:
    """The points ``edits`` scored or lost, each as its scorer writes it (``++2``, ``A--``)."""
    return [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
            if e.op == "score" and e.args[1]]


def sub_letter(fid: str, piece: str) -> str:
    """The letter after a piece's underscore (``t_e``: ``e``), by rootboard's name of the piece."""
    return PIECES[(LETTERS[fid], piece)][1]


class Exporter:
    """One game's Rootlog, written turn by turn from its starting position. What a room's writer
    writes with: ``code`` and ``who`` (a faction's letter; none for the one on turn), ``piece``
    and ``place``, ``points``, ``what_it_did`` (what a battle or a plot action removed, placed,
    damaged and scored), and ``given_to`` (whom the card given just before went to)."""

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

    # --- who and what -------------------------------------------------------------------------

    def code(self, fid: str) -> str:
        if fid in LETTERS:
            return LETTERS[fid]
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
        letter = LETTERS[fid]
        if kind.face_down and where not in position.face_up:
            return f"{self.who(fid, current)}t"  # face down: its kind is the Corvids' to know (13.2.2.I)
        written, sub = PIECES[(letter, name)]
        return f"{self.who(fid, current)}{written}{'_' + sub if sub else ''}"

    @staticmethod
    def place(where) -> str:
        if where == BURROW:
            return str(words.BURROW)
        if isinstance(where, str) and is_path(where):
            a, b = path_ends(where)
            return f"{a}_{b}"
        return str(where)

    count = staticmethod(count)  # as the module's: the writer's own methods say self.count

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
        actions = self._asked(fid, "setup_chosen", fid, start)  # a Vagabond's character, the Eyrie's leader
        for where in sorted(start.areas, key=lambda a: (isinstance(a, str), str(a))):
            for (owner, name), n in start.areas[where].items():
                if owner == fid:
                    actions.append(f"{self.count(n)}{self.piece(fid, name, where, current, start)}->"
                                   f"{self.place(where)}")
        actions += self._asked(fid, "setup_board", fid, start)  # on its board (the Riverfolk's funds, 11.3.4)
        on_board = start.cards.get("boards", {}).get(fid, 0)
        if on_board:  # cards its setup put on its board (the Alliance's supporters, 8.3.4)
            actions.append(f"{self.count(on_board)}#->$")
        actions += self._asked(fid, "setup_marks", fid, start)  # a marker it placed (the Cult's Outcast, 10.3.3)
        if start.scores.get(fid):  # points before the first turn (a log whose setup line scores)
            actions.append(self.points("", start.scores[fid]))
        return "/".join(actions)

    def _asked(self, fid: str, hook: str, *args) -> list[str]:
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
                line += self._asked(current, "turn_end", current, position, line)  # the Riverfolk's funds left
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
        """``action`` as Rootlog: written here when every faction writes it alike or it is a card's,
        else by its room's writer; None when Rootlog cannot say it."""
        kind = action.kind
        alike = ALIKE.get(kind)
        if alike is not None:
            return alike(self, action, edits, current, position)
        if kind in CARD_KINDS:  # the cards' (their section below)
            written = card_action(action, position.deck, self.code)
            # What the action scored itself (a crafted item's points, 4.1.2): the ++ a player writes after it.
            return written + [self.points(self.who(e.args[0], current), e.args[1]) for e in edits if e.op == "score"]
        own = self.rooms.write(action)
        return None if own is None else own(self, action, edits, current, position)

    def placed(self, action, edits, current, position) -> list[str]:
        r = action.request
        name = position.law[r.faction].piece(r.piece).name
        written = [f"{self.count(r.count)}{self.piece(r.faction, name, None, current, position)}->{self.place(r.where)}"]
        if r.face_up:
            written.append(f"{self.who(r.faction, current)}t{self.place(r.where)}^t_{sub_letter(r.faction, r.piece)}")
        return written

    def removed(self, action, edits, current, position) -> list[str]:
        r = action.request
        name = position.law[r.faction].piece(r.piece).name
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

    def opened(self, action, edits, current, position) -> list[str]:
        a, b = action.key
        return [f"{a}_{b}->", "++"]

    def score(self, action, edits, current, position) -> list[str]:
        return [self.points(self.who(action.faction, current), action.points)]

    def effect(self, action, edits, current, position) -> list[str] | None:
        card = {effect: name for name, effect in words.EFFECT_CARDS.items()}.get(action.effect)
        short = {full: short for short, full in words.ABBREVIATIONS.items()}.get(card, card) if card else None
        if short is None or action.faction != current and action.on:
            return None
        return [f"Z{short}"] if action.on else [f"#{short}{self.code(action.faction)}$->"]

    def control(self, action, edits, current, position) -> list[str] | None:
        if action.controller is None:
            return None
        markers = "" if action.markers is None else str(action.markers)
        return [f"{self.code(action.hireling)}->{self.code(action.controller)}${markers}"]

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

    def battle(self, action, edits, current, position) -> list[str]:
        """A battle, then what it did as the table writes it: the pieces it removed and placed,
        the items it damaged, the points it scored (read back, the battle's dice are found again
        from them, and its own removals and points are not made twice)."""
        suits = "".join(f"{SUIT_LETTERS[s]}@" for s in (action.ambush_suit or "bird", action.counter_suit or "bird")
                        [:int(action.ambush) + int(action.counter_ambush)])
        rolls = f"({max(action.rolls)},{min(action.rolls)})" if len(action.rolls) == 2 else ""
        head = f"{self.who(action.attacker, current)}X{self.code(action.defender)}{action.clearing}{suits}{rolls}"
        return [head, *self.what_it_did(edits, current, position)]

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
        # Field Hospitals: written as going to the keep (6.2.3); Prized Trophies: a relic as going
        # to the forest its remover chose (15.2.5).
        for (to, thing), n in list(placed.items()):
            for (where, gone), m in list(removed.items()):
                fid, name = next(((f, p) for f, p, src, dst, _ in (e.args for e in edits if e.op == "shift")
                                  if src == where and self.piece(f, p, where, current, position) == gone), (None, None))
                if fid is None or gone != thing or where == to:
                    continue
                if isinstance(to, str):
                    sent = battles.placed_by(position, fid, name, to) if to in position.topology.forests else None
                else:
                    sent = battles.hospital(position, fid)
                    sent = sent if sent is not None and sent[1] == to else None
                if sent is not None:
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
        for damaged in self.rooms.answering(position.factions, "battle_damage"):  # a Vagabond's items (9.2.7)
            written += damaged(self, position, after, current)
        for e in edits:
            if e.op == "score" and e.args[1]:
                written.append(self.points(self.who(e.args[0], current), e.args[1]))
        return written

    def move(self, action, edits, current, position) -> list[str]:
        m = action.request
        law = position.law
        mover = law[m.faction]
        name = mover.piece(m.piece or mover.default_mover()).name
        written = self._asked(m.faction, "move_paid", edits, position, m.faction)  # a Vagabond's boots (9.5.1)
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


# What every faction writes alike, by kind (a faction's own are its room's, :mod:`.rooms`).
def box_face(exporter: Exporter, action, edits, current: str, position: GameState) -> list[str]:
    """An item of a Crafted Items box exhausted for the League of Adventurous Mice (``%f->e``), or
    its items refreshed (``%f+%b->r``; every exhausted one: ``%_->r``), as the logs write them on
    their owner's turn (another's board: ``%fE$->e``). The reader (translate/crafts.py) reads
    them back as the same actions."""
    board = "" if action.faction == current else f"{exporter.code(action.faction)}$"
    if action.kind == "league-exhaust":
        return [f"%{CRAFTED_ITEM_LETTERS[action.item]}{board}->e"]
    if not action.items:
        return [f"%{words.ALL_ITEMS}{board}->r"]
    return ["+".join(f"%{CRAFTED_ITEM_LETTERS[i]}" for i in action.items) + f"{board}->r"]


ALIKE = {"place": Exporter.placed, "remove": Exporter.removed, "move": Exporter.move, "move-with": Exporter.move,
         "open-path": Exporter.opened, "score": Exporter.score, "effect": Exporter.effect,
         "control": Exporter.control, "battle": Exporter.battle,
         "league-exhaust": box_face, "refresh-crafted": box_face}


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


# --- the cards ------------------------------------------------------------------------------
# The card actions written as Rootlog: what the table saw of each, never a hand's hidden cards
# (1.2.1). A draw is written as cards not named (``2#->C``): which cards, only the drawer knows; a card
# discarded, spent, given by name, revealed, activated or taken from beside the map is written by
# name (the table saw it), with its suit (``B#domE->$``). What rootboard's reader makes of the
# text again (:mod:`rootboard.notation.translate.cards`) is the same action.

CRAFTED_ITEM_LETTERS = {item: letter for letter, item in CRAFTED_ITEMS.items()}

CARD_KINDS = ("draw", "discard", "give", "reveal", "activate-dominance", "take-dominance", "board-cards",
              "take-discarded", "discard-from-play", "craft")


def _cards(deck: str, named, unnamed: int) -> list[str]:
    """Each card named, and the cards not named as one count: ``B#sap``, ``2#``."""
    written = [f"{count(n)}{rootlog_card(deck, card)}" for card, n in sorted(Counter(named).items())]
    return written + ([f"{count(unnamed)}#"] if unnamed else [])


def card_action(action, deck: str, code) -> list[str] | None:
    """``action`` as Rootlog (``code``: a faction's letter); None for no card action."""
    kind = action.kind
    if kind == "draw":
        return [f"{count(action.count)}#->{code(action.faction)}"]
    if kind == "discard":
        return [f"{c}{code(action.faction)}->" for c in _cards(deck, action.cards, action.unnamed)]
    if kind == "give":
        return [f"{c}{code(action.faction)}->{code(action.to)}" for c in _cards(deck, action.cards, action.unnamed)]
    if kind == "reveal":
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}^"]
    if kind == "activate-dominance":
        board = action.partner or action.faction
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}->{code(action.faction)}$",
                f"++->{code(board)}$"]
    if kind == "take-dominance":
        suit = rootlog_card(deck, action.card).split("#")[0]  # a card not named of its suit (3.3.4)
        spent = rootlog_card(deck, action.spent) if action.spent else f"{suit}#"
        return [f"{spent}{code(action.faction)}->", f"{rootlog_card(deck, action.card)}->{code(action.faction)}"]
    if kind == "board-cards":
        unnamed = action.count - len(action.cards)
        owner = code(action.faction)
        if action.source == "draw":
            return [f"{c}->{owner}$" for c in _cards(deck, action.cards, unnamed)]
        if action.source == "board":
            return [f"{c}{owner}$->" for c in _cards(deck, action.cards, unnamed)]
        return [f"{c}{code(action.giver or action.faction)}->{owner}$" for c in _cards(deck, action.cards, unnamed)]
    if kind == "discard-from-play":  # off its owner's board, where the logs keep cards in play (4.1.3)
        return [f"{rootlog_card(deck, action.card)}{code(action.faction)}$->"]
    if kind == "take-discarded":
        return [f"{rootlog_card(deck, action.card)}*->{code(action.faction)}"]
    if kind == "craft":  # an item by its item, as the logs write it (``Z%x``); the reader finds the card again
        from rootboard.game.cards.catalogue import deck as catalogue

        made = catalogue(deck).card(action.card)
        if made.kind == "item":
            return [f"Z%{CRAFTED_ITEM_LETTERS[made.item]}"]
        return [f"Z{rootlog_card(deck, action.card).split('#', 1)[1]}"]
    return None
