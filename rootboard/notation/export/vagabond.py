"""The Vagabond's actions written as Rootlog (chapter 9), either seat (9.7), as his reader
(:mod:`rootboard.notation.translate.vagabond`, with :mod:`~rootboard.notation.translate.quests`)
makes the same actions of them again:

* his character, at setup first in his setup line (``#thief->$``) and later (``#thief->V$``);
* his items exhausted, refreshed, damaged, repaired, removed (``%s->e``, ``%sd->s``), taken by
  Aid (``%tE$->V$``), and a Refresh, an Explore (its torch, the item, its point), a Strike, a
  Repair, an Aid, a Rest (``%_d->s+r``), the hits he takes (``(%s+%b)V$->d``), a Glide;
* his relationships: Hostile (``$_E->h``), the Allied track's spaces (``$_E->1``, ``2``, ``a``);
* Quest: its two items exhausted in one action, the quest of its suit done (``M#Q->V$``), its
  reward, ``2#->V`` or ``++N``; with Improvise (16.3.7), its item exhausted and damaged first
  (``%h->e+d/%f->e``);
* the boots a move exhausts, before the move (``2%f->e``, 9.5.1); the items a battle damages,
  after its removals (9.2.7).
"""

from __future__ import annotations

from collections import Counter

from rootboard.game.factions.vagabond.board import ALLIED_SPACES, CHARACTER_BY_NAME, DAMAGED
from rootboard.notation.export.shared import ITEM_LETTERS, SUIT_LETTERS, count, scored
from rootboard.notation.translate.vagabond import SPACES

# A space of the Allied track (9.2.9) -> how Rootlog writes it.
_STATUS = {space: value for value, space in SPACES.items()}


def _board(exporter, v: str, current: str) -> str:
    """His board as an action on it writes it: nothing on his own turn, ``V$`` on another's."""
    return "" if v == current else f"{exporter.code(v)}$"


def _status(space: int) -> str:
    """A space of the Allied track as Rootlog writes it (0, 1, 2, a); one Rootlog cannot tell
    apart is written as the nearest it can."""
    if space in _STATUS:
        return _STATUS[space]
    return _STATUS[1] if space < ALLIED_SPACES - 1 else _STATUS[ALLIED_SPACES - 1]


def character(exporter, action, edits, current, position) -> list[str]:
    return [f"#{action.character}->{exporter.code(action.vagabond)}$"]


def hostile(exporter, action, edits, current, position) -> list[str]:
    return [f"{exporter.who(action.vagabond, current)}$_{exporter.code(action.faction)}->"
            f"{'h' if action.hostile else '0'}"]


def allied(exporter, action, edits, current, position) -> list[str]:
    return [f"{exporter.who(action.vagabond, current)}$_{exporter.code(action.faction)}->{_status(action.space)}"]


def item(exporter, action, edits, current, position) -> list[str] | None:
    v = action.vagabond
    letter = ITEM_LETTERS[action.item]
    start = {"repair": "d", "remove": ""}.get(action.op, "")
    to = {"exhaust": "e", "refresh": "r", "damage": "d", "repair": "s", "remove": ""}.get(action.op)
    if action.op == "take":  # Aid (9.5.4): from the Crafted Items of the one given a card just before
        giver = exporter.given_to if v == current else current
        if giver is None:
            return None
        return [f"%{letter}{exporter.code(giver)}$->{exporter.code(v)}$"] * action.count
    return [f"%{letter}{start}{_board(exporter, v, current)}->{to}"] * action.count


def refresh(exporter, action, edits, current, position) -> list[str]:
    v = action.vagabond
    chosen = action.chosen(position.vagabonds[v]) if v in position.vagabonds else list(action.items)
    if not chosen:
        return []
    return ["+".join(f"%{ITEM_LETTERS[i]}" for i in chosen) + f"{_board(exporter, v, current)}->r"]


def explore(exporter, action, edits, current, position) -> list[str]:
    v = action.vagabond
    where = position.where_is((v, "pawn"))[0]
    return [f"%r{_board(exporter, v, current)}->e", f"%{ITEM_LETTERS[action.item]}{where}->{exporter.code(v)}$",
            f"{exporter.who(v, current)}++"]


def strike(exporter, action, edits, current, position) -> list[str]:
    v = action.vagabond
    where = position.where_is((v, "pawn"))[0]
    piece = action.chosen(position, where)
    hostile = [f"{exporter.who(v, current)}$_{exporter.code(action.target)}->h"] if any(
        e.op == "set" and e.args[0] == "hostile" for e in edits) else []
    return [f"%x{_board(exporter, v, current)}->e",
            f"{exporter.piece(action.target, piece, where, current, position)}{where}->", *hostile]


def repair(exporter, action, edits, current, position) -> list[str]:
    board = _board(exporter, action.vagabond, current)
    return [f"%h{board}->e", f"%{ITEM_LETTERS[action.item]}d{board}->s"]


def aid(exporter, action, edits, current, position) -> list[str]:
    v = action.vagabond
    # An Aid with no item exhausted (a log's, refused by 9.5.4) writes none.
    written = [f"%{ITEM_LETTERS[action.item]}{_board(exporter, v, current)}->e"] if action.item is not None else []
    if action.advance:
        space = position.vagabonds[v].space(action.target) + 1
        written.append(f"{exporter.who(v, current)}$_{exporter.code(action.target)}->{_status(space)}")
    if action.take:
        written.append(f"%{ITEM_LETTERS[action.take]}{exporter.code(action.target)}$->{exporter.code(v)}$")
    # The points it scored itself (9.2.9.I, 9.2.9.II): the ++ a player writes after it.
    return written + [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits if e.op == "score"]


def rest(exporter, action, edits, current, position) -> list[str]:
    return [f"%_d{_board(exporter, action.vagabond, current)}->s+r"]


def hits(exporter, action, edits, current, position) -> list[str]:
    v = action.vagabond
    chosen = action.chosen(position.vagabonds[v])
    return [f"({'+'.join('%' + ITEM_LETTERS[i] for i in chosen)}){exporter.code(v)}$->d"] if chosen else []


def special(exporter, action, edits, current, position) -> list[str] | None:
    """His character's special action: the Harrier's Glide (16.3.9); Rootlog writes no other."""
    v = action.vagabond
    if CHARACTER_BY_NAME[position.vagabonds[v].character].special == "glide" and action.to is not None:
        return [f"%r{_board(exporter, v, current)}->e", f"{exporter.who(v, current)}p->{action.to}"]
    return None


def quest(exporter, action, edits, current, position) -> list[str]:
    from rootboard.game.factions.vagabond.quests import QUESTS

    done = QUESTS[action.quest]
    v = action.vagabond
    items = Counter(done.items)
    written = []
    if action.improvised is not None:  # Improvise (16.3.7): his item exhausted and damaged at once, first
        items[action.improvised_as] -= 1
        written.append(f"%{ITEM_LETTERS[action.improvised]}{_board(exporter, v, current)}->e+d")
    written += ["+".join(f"{count(n)}%{ITEM_LETTERS[item]}" for item, n in sorted((+items).items()))
                + f"{_board(exporter, v, current)}->e", f"{SUIT_LETTERS[done.suit]}#Q->{exporter.code(v)}$"]
    if action.reward == "cards":
        written.append(f"2#->{exporter.code(v)}")
    else:
        written += scored(exporter, edits, current)
    return written


def setup_chosen(exporter, fid: str, start) -> list[str]:
    """His character (9.3.1), first in his setup line."""
    board = start.vagabonds.get(fid)
    return [f"#{board.character}->$"] if board is not None else []


def move_paid(exporter, edits, position, fid: str) -> list[str]:
    """The boots a move's edits exhausted (9.5.1), written before the move."""
    for edit in edits:
        if edit.op == "set" and edit.args[0] == "vagabonds":
            before = position.vagabonds.get(fid)
            after = edit.args[2].get(fid)
            if before is None or after is None:
                return []
            exhausted = sum(1 for i in after["items"] if i["item"] == "boot" and i["exhausted"])
            paid = max(exhausted - before.count("boot", exhausted=True), 0)
            return [f"{count(paid)}%f->e"] if paid else []
    return []


def battle_damage(exporter, position, after, current) -> list[str]:
    """The items a battle damaged on each Vagabond's board (9.2.7): ``(%s+%b)V$->d``."""
    written = []
    for v, board in position.vagabonds.items():
        later = after.vagabonds.get(v)
        if later is None:
            continue
        hit = [i for i in sorted({i.item for i in board.items})
               for _ in range(later.count(i, where=DAMAGED) - board.count(i, where=DAMAGED))]
        if hit:
            written.append(f"({'+'.join('%' + ITEM_LETTERS[i] for i in hit)}){_board(exporter, v, current)}->d")
    return written


WRITES = {"character": character, "hostile": hostile, "allied": allied, "item": item, "refresh": refresh,
          "explore": explore, "strike": strike, "repair": repair, "aid": aid, "rest": rest, "hits": hits,
          "special": special, "vagabond-quest": quest}
