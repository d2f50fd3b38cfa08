"""What every faction writes alike, as Rootlog, whoever does it: pieces placed, removed and moved
(``w->5``, ``w5->``, ``3w5->6``, with the Ferry and a relic along), a path opened (``5_9->``),
points (``++2``), an effect put in force or spent (``Zboat``), a hireling's control changing hands,
a battle and what it did, a Crafted Items box's items (the League of Adventurous Mice). Each is a
function of ``(exporter, action, edits, current, position)``, as a room's writer's are
(:mod:`.rooms`), found by its kind in :data:`WRITES`; the cards' are :mod:`.cards`'. The reader
(:mod:`rootboard.notation.translate`) makes the same actions of them again.
"""

from __future__ import annotations

from collections import Counter

from rootboard.errors import RootboardError
from rootboard.game.battle.resolution import Battle, ChoiceNeeded, resolve
from rootboard.game.kinds import OUT, SUPPLY
from rootboard.notation import vocabulary as words
from rootboard.notation.export.shared import CRAFTED_ITEM_LETTERS, SUIT_LETTERS, sub_letter
from rootboard.notation.translate import battles


def placed(exporter, action, edits, current, position) -> list[str]:
    """Pieces placed (``2w->5``); one placed face up is placed face down, then flipped
    (``t5^t_e``), as the logs write a face-down piece's kind shown (13.2.2.I)."""
    r = action.request
    name = position.law[r.faction].piece(r.piece).name
    where = exporter.place(r.where)
    written = [f"{exporter.count(r.count)}{exporter.piece(r.faction, name, None, current, position)}->{where}"]
    if r.face_up:
        written.append(f"{exporter.who(r.faction, current)}t{where}^t_{sub_letter(r.faction, r.piece)}")
    return written


def removed(exporter, action, edits, current, position) -> list[str]:
    """Pieces removed (``w5->``), after the battle that removed them when rootboard did not
    replay it as one (4.3)."""
    r = action.request
    name = position.law[r.faction].piece(r.piece).name
    written = [f"{exporter.count(r.count)}{exporter.piece(r.faction, name, r.where, current, position)}"
               f"{exporter.place(r.where)}->"]
    if r.in_battle and action.by is not None and exporter.battle_at != r.where:
        # A battle's removal rootboard did not replay as its Battle: the battle is written
        # before it (when it could be fought), so that it is read back as one, and apart
        # from a battle before it.
        header = battle_header(exporter, action.by, r.faction, r.where, current, position)
        if header is not None:
            exporter.battle_at = r.where
            written.insert(0, header)
    return written


def opened(exporter, action, edits, current, position) -> list[str]:
    """A closed path's marker removed (``5_9->``) and the point it scores (16.2.3.III)."""
    a, b = action.key
    return [f"{a}_{b}->", "++"]


def score(exporter, action, edits, current, position) -> list[str]:
    """Points scored or lost by hand, by whoever (``++2``, ``E--``)."""
    return [exporter.points(exporter.who(action.faction, current), action.points)]


def effect(exporter, action, edits, current, position) -> list[str] | None:
    """An effect card's effect put in force, as its craft on its owner's turn (``Zboat``, 4.1.3),
    or ended, as its card off its owner's board (``#boatC$->``); None for any other effect, or one
    put in force on another's turn (Rootlog crafts on the crafter's turn only, 4.1)."""
    card = {effect: name for name, effect in words.EFFECT_CARDS.items()}.get(action.effect)
    short = {full: short for short, full in words.ABBREVIATIONS.items()}.get(card, card) if card else None
    if short is None or action.faction != current and action.on:
        return None
    return [f"Z{short}"] if action.on else [f"#{short}{exporter.code(action.faction)}$->"]


def control(exporter, action, edits, current, position) -> list[str] | None:
    """A hireling gained (``h_J->C$``, with its control markers: ``h_P->E$2``, 16.4.1); None for
    one left uncontrolled, which Rootlog cannot say (16.4.3.I)."""
    if action.controller is None:
        return None
    markers = "" if action.markers is None else str(action.markers)
    return [f"{exporter.code(action.hireling)}->{exporter.code(action.controller)}${markers}"]


def battle_header(exporter, remover: str, owner: str, where, current: str, position) -> str | None:
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
    return f"{exporter.who(attacker, current)}X{exporter.code(defender)}{where}"


def battle(exporter, action, edits, current, position) -> list[str]:
    """A battle, then what it did as the table writes it: the pieces it removed and placed,
    the items it damaged, the points it scored (read back, the battle's dice are found again
    from them, and its own removals and points are not made twice)."""
    suits = "".join(f"{SUIT_LETTERS[s]}@" for s in (action.ambush_suit or "bird", action.counter_suit or "bird")
                    [:int(action.ambush) + int(action.counter_ambush)])
    rolls = f"({max(action.rolls)},{min(action.rolls)})" if len(action.rolls) == 2 else ""
    head = f"{exporter.who(action.attacker, current)}X{exporter.code(action.defender)}{action.clearing}{suits}{rolls}"
    # What an effect of the attacker's did before the roll is written before the battle, where the
    # table writes it (the Hundreds' Bitter, 14.7.1): read back there as the battle's own.
    before = exporter.rooms.hook(action.attacker, "battle_before") if action.effects else None
    found = before(exporter, action, edits, current, position) if before is not None else None
    if found is not None:
        written, edits = found
        return [*written, head, *what_it_did(exporter, edits, current, position)]
    return [head, *what_it_did(exporter, edits, current, position)]


def what_it_did(exporter, edits, current, position) -> list[str]:
    """What a battle, or a room's action that does what one does (a plot's, a Raze), removed,
    placed, damaged and scored, as the table writes it (a room's writer asks it as
    ``exporter.what_it_did``)."""
    after = position.position_copy()
    after.apply(edits)
    removals, placements, written = Counter(), Counter(), []
    for e in edits:
        if e.op != "shift":
            continue
        fid, piece, source, to, n = e.args
        if source not in (SUPPLY, OUT) and to in (SUPPLY, OUT):
            removals[(source, exporter.piece(fid, piece, source, current, position))] += n
        elif source == SUPPLY and to not in (SUPPLY, OUT):
            placements[(to, exporter.piece(fid, piece, to, current, position))] += n
    # Field Hospitals: written as going to the keep (6.2.3); Prized Trophies: a relic as going
    # to the forest its remover chose (15.2.5).
    for (to, thing), n in list(placements.items()):
        for (where, gone), m in list(removals.items()):
            fid, name = next(((f, p) for f, p, src, dst, _ in (e.args for e in edits if e.op == "shift")
                              if src == where and exporter.piece(f, p, where, current, position) == gone),
                             (None, None))
            if fid is None or gone != thing or where == to:
                continue
            if isinstance(to, str):
                sent = battles.placed_by(position, fid, name, to) if to in position.topology.forests else None
            else:
                sent = battles.hospital(position, fid)
                sent = sent if sent is not None and sent[1] == to else None
            if sent is not None:
                moved = min(n, m)
                written.append(f"{exporter.count(moved)}{thing}{exporter.place(where)}->{exporter.place(to)}")
                placements[(to, thing)] -= moved
                removals[(where, gone)] -= moved
    removals, placements = +removals, +placements
    for where in dict.fromkeys(w for w, _ in removals):
        things = [f"{exporter.count(n)}{t}" for (w, t), n in removals.items() if w == where]
        written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}{exporter.place(where)}->")
    for thing, n in dict.fromkeys((t, n) for (_, t), n in placements.items()):  # one action: w->2+3+11
        places = "+".join(exporter.place(w) for (w, t), k in placements.items() if (t, k) == (thing, n))
        written.append(f"{exporter.count(n)}{thing}->{places}")
    for damaged in exporter.rooms.answering(position.factions, "battle_damage"):  # a Vagabond's items (9.2.7)
        written += damaged(exporter, position, after, current)
    for e in edits:
        if e.op == "score" and e.args[1]:
            written.append(exporter.points(exporter.who(e.args[0], current), e.args[1]))
    return written


def move(exporter, action, edits, current, position) -> list[str]:
    """A move (4.2), with what goes along: an Allied faction's warriors with the Vagabond
    (``(p+2Cw)5->6``, 9.2.9.II.b), a relic carried (Devout Knights, 15.2.4), the Ferry (16.2.2.V); the
    boots a Vagabond paid before it (9.5.1)."""
    m = action.request
    law = position.law
    mover = law[m.faction]
    name = mover.piece(m.piece or mover.default_mover()).name
    written = exporter.asked(m.faction, "move_paid", edits, position, m.faction)  # a Vagabond's boots (9.5.1)
    things = [f"{exporter.count(m.count)}{exporter.piece(m.faction, name, m.origin, current, position)}"]
    if action.kind == "move-with":
        things.append(f"{exporter.count(action.count)}{exporter.code(action.ally)}w")
    for relic in sorted(set(m.carry)):
        things.append(f"{exporter.count(m.carry.count(relic))}"
                      f"{exporter.piece(m.faction, relic, m.origin, current, position)}")
    if m.ferry:
        things.append(words.FERRY_LETTER)
    if name == "pawn" and len(things) == 1:
        written.append(f"{things[0]}->{exporter.place(m.destination)}")  # a pawn's start is never written
    else:
        group = things[0] if len(things) == 1 else f"({'+'.join(things)})"
        written.append(f"{group}{exporter.place(m.origin)}->{exporter.place(m.destination)}")
    return written


def box_face(exporter, action, edits, current, position) -> list[str]:
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


WRITES = {"place": placed, "remove": removed, "move": move, "move-with": move, "open-path": opened, "score": score,
          "effect": effect, "control": control, "battle": battle, "league-exhaust": box_face,
          "refresh-crafted": box_face}
