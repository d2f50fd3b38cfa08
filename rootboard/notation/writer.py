"""Writing Rootlog: typed data (:mod:`rootboard.notation.model`) -> Rootlog v2.8 text.

The writer spells every action from its data, never from the text it was read from, in one
canonical way: the current player's faction and a count of 1 left out, each thing with its
own start (``(2w+Cb_s)3->`` is written ``2w3+Cb_s3->``, which the spec reads the same), ``r``
written ``f``. So reading what it writes gives equal data: ``read_text(write(log)) == log``.
Comments are written where they were read: at the end of their line, or on a line of their
own before it.
"""

from __future__ import annotations

from rootboard.notation import vocabulary as words
from rootboard.notation.model import (
    Action, Amount, Battle, Board, Burrow, Card, Clearing, Comment, Craft, DiscardPile, Dominance, Exposure,
    FactionCode, Flip, Forest, Hand, Hire, Item, ItemSpace, Landmark, Marker, Move, Path, Piece, Quests, Reveal,
    Rootlog, Score, Status, SuitValue, Swap, Thing)


def write(log: Rootlog) -> str:
    """The whole log as Rootlog text, ending with a newline."""
    lines: list[str] = []
    comments: dict[tuple, list[Comment]] = {}
    for comment in log.comments:
        comments.setdefault(comment.anchor, []).append(comment)

    def emit(anchor: tuple, text: str | None) -> None:
        for comment in comments.get(anchor, ()):
            if not comment.inline:
                lines.append(_comment(comment.text))
        inline = [c.text for c in comments.get(anchor, ()) if c.inline]
        if text is None:  # the end: only comments of their own
            return
        lines.append(text + "".join(" " + _comment(t) for t in inline))

    emit(("map",), f"Map: {log.map}")
    emit(("deck",), f"Deck: {log.deck}")
    if log.clearings is not None:
        emit(("clearings",), "Clearings: " + ", ".join(f"{suit}{n}" for n, suit in enumerate(log.clearings, 1)))
    if log.landmarks is not None:
        emit(("landmarks",), _joined("Landmarks:", [action_text(a, None) for a in log.landmarks]))
    if log.hirelings is not None:
        listed = ", ".join(h.code for h in log.hirelings)
        setup = "".join("/" + action_text(a, None) for a in log.hireling_setup)
        emit(("hirelings",), f"Hirelings: {listed}{setup}".rstrip())
    if log.pool is not None:
        emit(("pool",), "Pool: " + "".join(f.code for f in log.pool))
    rounds = _round_starts(log)
    players = list(enumerate(log.players))
    lines.append("")
    for index, turn in enumerate(log.turns):
        for number, player in [p for p in players if p[1].before_turn == index]:
            emit(("player", number), _joined(f"{player.faction.code}:", [player.name]))
        if index in rounds:
            lines.append("")
        emit(("turn", index), turn.faction.code + ":" + "/".join(action_text(a, turn.faction) for a in turn.actions))
    for number, player in [p for p in players if p[1].before_turn >= len(log.turns)]:
        emit(("player", number), _joined(f"{player.faction.code}:", [player.name]))
    if log.winner is not None:
        lines.append("")
        emit(("winner",), "Winner: " + "".join(f.code for f in log.winner))
    emit(("end",), None)
    return "\n".join(lines) + "\n"


def _comment(text: str) -> str:
    return f"// {text}" if text else "//"


def _joined(head: str, parts: list[str]) -> str:
    body = "/".join(parts)
    return f"{head} {body}" if body else head


def _round_starts(log: Rootlog) -> set[int]:
    """Where a blank line goes: between the players and the setup turns (when all players come
    first), and before each round after the setup."""
    first = next((i for i, turn in enumerate(log.turns) if not turn.setup), None)
    starts = {0} if log.turns and all(p.before_turn == 0 for p in log.players) else set()
    if first is not None:
        leader = log.turns[first].faction
        starts |= {i for i, turn in enumerate(log.turns) if i >= first and turn.faction == leader}
    return starts


# --- actions ---------------------------------------------------------------------------------------

def action_text(action: Action, current: FactionCode | None) -> str:
    """One action as Rootlog writes it on ``current``'s turn (None: a header line)."""
    if isinstance(action, Move):
        return f"{side_text(action.things, current)}->" + "+".join(_destination(place, current) for place in action.to)
    if isinstance(action, Battle):
        ambushes = "".join(f"{suit}@" for suit in (action.ambush, action.foil) if suit)
        rolls = f"({action.rolls[0]},{action.rolls[1]})" if action.rolls else ""
        return f"{_who(action.attacker, current)}X{action.defender.code}{action.clearing}{ambushes}{rolls}"
    if isinstance(action, Reveal):
        cards = "+".join(thing_text(thing, current) for thing in action.cards)
        return f"{cards}{_who(action.faction, current)}^" + "+".join(f.code for f in action.to)
    if isinstance(action, Flip):
        becomes = piece_text(action.becomes, action.piece.faction)
        return f"{piece_text(action.piece, current)}{place_text(action.at, current)}^{becomes}"
    if isinstance(action, Swap):
        return f"{thing_text(action.first, current)}<->{thing_text(action.second, current)}"
    if isinstance(action, Exposure):
        return f"?{piece_text(action.plot, None)}{action.clearing}"
    if isinstance(action, Craft):
        if isinstance(action.what, Item):
            return f"Z%{action.what.type}"
        return f"Z{action.what.name}"
    if isinstance(action, Score):
        sign = "--" if action.points < 0 else "++"
        size = abs(action.points)
        return f"{_who(action.faction, current)}{sign}{'' if size == 1 else size}"
    if isinstance(action, Dominance):
        return f"{_who(action.faction, current)}++->{place_text(Board(action.to), current)}"
    if isinstance(action, Hire):
        markers = "" if action.markers is None else str(action.markers)
        return f"{action.hireling.code}->{place_text(Board(action.faction), current)}{markers}"
    raise TypeError(f"not a Rootlog action: {action!r}")


def side_text(things: tuple[Thing, ...], current: FactionCode | None) -> str:
    """The things of a move: grouped in brackets when they share a start (``(w+Cb_s)3``,
    ``(2R+B)#A$``), else each with its own."""
    starts = {thing.start for thing in things}
    if len(things) < 2 or len(starts) != 1 or None in starts:
        return "+".join(thing_text(thing, current) for thing in things)
    start = place_text(things[0].start, current)
    cards = [thing.what for thing in things if isinstance(thing.what, Card)]
    if len(cards) == len(things) and all(card.suit for card in cards) and len({card.name for card in cards}) == 1:
        suits = "+".join(f"{'' if t.count == 1 else t.count}{t.what.suit}" for t in things)
        return f"({suits})#{cards[0].name or ''}{start}"
    inner = "+".join(thing_text(Thing(thing.count, thing.what), current) for thing in things)
    return f"({inner}){start}"


def thing_text(thing: Thing, current: FactionCode | None) -> str:
    count = "" if thing.count == 1 else str(thing.count)
    start = "" if thing.start is None else place_text(thing.start, current)
    return f"{count}{component_text(thing.what, current)}{start}"


def component_text(what, current: FactionCode | None) -> str:
    if isinstance(what, Piece):
        return piece_text(what, current)
    if isinstance(what, Card):
        return f"{what.suit or ''}#{what.name or ''}"
    if isinstance(what, Item):
        return f"%{what.type or words.ALL_ITEMS}"
    if isinstance(what, Marker):
        return f"{_who(what.owner, current)}$_{what.area}"
    if isinstance(what, Landmark):
        return words.FERRY_LETTER if what.name == words.FERRY else what.name
    if isinstance(what, Path):
        return f"{what.low}_{what.high}"
    raise TypeError(f"not a Rootlog thing: {what!r}")


def piece_text(piece: Piece, current: FactionCode | None) -> str:
    """``b_s`` on its owner's turn, ``Cb_s`` on another's. The Ferry's letters read as the
    Ferry when nothing is in front, so a faction's ``f`` always says whose it is."""
    letters = "".join(f"_{part}" for part in piece.subtype)
    ferry_like = piece.type in (words.FERRY_LETTER, words.OLD_FERRY_LETTER) and not piece.subtype
    owner = piece.faction.code if ferry_like else _who(piece.faction, current)
    return f"{owner}{piece.type}{letters}"


def place_text(place, current: FactionCode | None) -> str:
    if isinstance(place, Clearing):
        return str(place.number)
    if isinstance(place, Burrow):
        return str(words.BURROW)
    if isinstance(place, Forest):
        return place.id
    if isinstance(place, Path):
        return f"{place.low}_{place.high}"
    if isinstance(place, Board):
        return f"{_who(place.faction, current)}${'_' + place.area if place.area else ''}"
    if isinstance(place, Hand):
        return place.faction.code
    if isinstance(place, ItemSpace):
        return place.area + place.state
    if isinstance(place, Quests):
        return "Q"
    if isinstance(place, DiscardPile):
        return "*"
    raise TypeError(f"not a Rootlog place: {place!r}")


def _destination(place, current: FactionCode | None) -> str:
    if isinstance(place, Status):
        return place.value
    if isinstance(place, Amount):
        return str(place.value)
    if isinstance(place, SuitValue):
        return place.suit
    return place_text(place, current)


def _who(faction: FactionCode, current: FactionCode | None) -> str:
    return "" if faction == current else faction.code
