"""Hypothesis strategies for Rootlog data: every action kind, every place, whole logs.

They make what the reader can give: a thing's start and destinations are places its kind may
be at (a card in a hand, a piece in a clearing), a faction's first line is its player line,
a line has at most one comment at its end. Whatever they make, writing it and reading it back
must give it again."""

from __future__ import annotations

from rootboard.records import replace

from hypothesis import strategies as st

from rootboard.notation import vocabulary as words
from rootboard.notation.model import (
    Amount, Battle, Board, Burrow, Card, Clearing, Comment, Craft, DiscardPile, Dominance, Exposure, FactionCode,
    Flip, Forest, Hand, Hire, Item, ItemSpace, Landmark, Marker, Move, Path, Piece, Player, Quests, Reveal, Rootlog,
    Score, Status, SuitValue, Swap, Thing, Turn)

LETTERS = sorted(words.FACTIONS)
SEATS = st.sampled_from(LETTERS).map(FactionCode)
HIRELINGS = st.builds(lambda letter, demoted: FactionCode(letter, True, demoted),
                      st.sampled_from(sorted(words.HIRELINGS)), st.booleans())
WHO = st.one_of(SEATS, HIRELINGS)
SUITS = st.sampled_from(sorted(words.SUITS))
CLEARING_NUMBERS = st.integers(min_value=1, max_value=12)
COUNTS = st.integers(min_value=1, max_value=30)
SMALL = st.integers(min_value=0, max_value=9999)

clearings = CLEARING_NUMBERS.map(Clearing)
forests = st.sets(CLEARING_NUMBERS, min_size=3, max_size=6).map(lambda s: Forest(tuple(sorted(s))))
paths = st.sets(CLEARING_NUMBERS, min_size=2, max_size=2).map(lambda s: Path(*sorted(s)))
areas = st.one_of(st.just(""), st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=3),
                  st.integers(1, 40).map(str))
boards = st.builds(Board, WHO, areas)
hands = st.builds(Hand, SEATS)
item_spaces = st.builds(ItemSpace, st.sampled_from(["", *words.ITEM_AREAS]),
                        st.sampled_from(["", *words.ITEM_STATES])).filter(lambda p: p.area or p.state)

PLACES = {
    Piece: st.one_of(clearings, st.just(Burrow()), forests, paths, boards),
    Landmark: clearings,
    Card: st.one_of(hands, boards, st.just(Quests())),
    Item: st.one_of(clearings, boards, item_spaces),
}
CARD_STARTS = st.one_of(PLACES[Card], st.just(DiscardPile()))

subtypes = st.lists(st.one_of(st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=1),
                              st.tuples(st.sampled_from("0123456789"), st.sampled_from("abcdefghijklmnopqrstuvwxyz"))),
                    max_size=3).map(lambda parts: tuple(c for part in parts for c in part))
piece_types = st.sampled_from(sorted(words.PIECE_TYPES))
pieces = st.builds(Piece, WHO, st.sampled_from(sorted(words.PIECE_TYPES) + ["f", "r"]), subtypes)
card_names = st.one_of(st.none(), st.text("abcdefghijklmnopqrstuvwxyz@", min_size=1, max_size=12))
cards = st.builds(Card, st.one_of(st.none(), SUITS), card_names)
items = st.builds(Item, st.sampled_from(sorted(words.ITEMS)))
landmarks = st.sampled_from(sorted(words.LANDMARKS)).map(Landmark)
relationship_markers = st.builds(Marker, WHO, st.sampled_from(LETTERS))
other_markers = st.builds(Marker, WHO, st.one_of(st.just(""), st.text("abcdefghijklmnopqrstuvwxyz", min_size=1,
                                                                       max_size=3), st.integers(1, 9).map(str)))


def _thing(what_strategy, kind, starts=None):
    start = st.one_of(st.none(), starts if starts is not None else PLACES[kind])
    return st.builds(Thing, COUNTS, what_strategy, start)


things = st.one_of(
    _thing(pieces, Piece), _thing(cards, Card, CARD_STARTS), _thing(items, Item), _thing(landmarks, Landmark),
    st.builds(Thing, st.just(1), st.just(Item(None)), st.one_of(st.none(), PLACES[Item])))


@st.composite
def moves(draw):
    kind = draw(st.sampled_from(["things", "markers", "path"]))
    if kind == "path":
        return Move((Thing(1, draw(paths)),))
    if kind == "markers":
        relationship = draw(st.booleans())
        markers = draw(st.lists(relationship_markers if relationship else other_markers, min_size=1, max_size=3))
        if relationship:
            value = draw(st.sampled_from(sorted(words.RELATIONSHIPS)).map(Status))
        else:
            value = draw(st.one_of(SMALL.map(Amount), SUITS.map(SuitValue)))
        return Move(tuple(Thing(1, m) for m in markers), draw(st.sampled_from([(), (value,)])))
    found = draw(st.lists(things, min_size=1, max_size=4))
    allowed = None
    for thing in found:
        kinds = {type(p) for p in _kinds(type(thing.what))}
        allowed = kinds if allowed is None else allowed & kinds
    places = [strategy for kind_, strategy in _place_strategies().items() if kind_ in allowed]
    to = draw(st.lists(st.one_of(*places), max_size=3)) if places else []
    return Move(tuple(found), tuple(to))


def _kinds(kind):
    return {Piece: (Clearing(1), Burrow(), Forest((1, 2, 3)), Path(1, 2), Board(FactionCode("C"))),
            Landmark: (Clearing(1),), Card: (Hand(FactionCode("C")), Board(FactionCode("C")), Quests()),
            Item: (Clearing(1), Board(FactionCode("C")), ItemSpace("s"))}[kind]


def _place_strategies():
    return {Clearing: clearings, Burrow: st.just(Burrow()), Forest: forests, Path: paths, Board: boards,
            Hand: hands, Quests: st.just(Quests()), ItemSpace: item_spaces}


placed_pieces = st.builds(Thing, st.just(1), pieces, st.one_of(clearings, forests))
flip_results = st.builds(Piece, WHO, piece_types, subtypes)


@st.composite
def battles(draw):
    ambush = draw(st.one_of(st.none(), SUITS))
    foil = draw(st.one_of(st.none(), SUITS)) if ambush else None
    rolls = draw(st.one_of(st.none(), st.tuples(SMALL, SMALL)))
    return Battle(draw(WHO), draw(WHO), draw(CLEARING_NUMBERS), ambush, foil, rolls)


@st.composite
def flips(draw):
    placed = draw(placed_pieces)
    return Flip(placed.what, placed.start, draw(flip_results))


crafted_cards = st.text("abcdefghijklmnopqrstuvwxyz@", min_size=1, max_size=12).filter(
    lambda name: not (len(name) == 1 and name in words.ITEMS)).map(lambda name: Card(None, name))


def actions(current_known: bool):
    """Every kind of action; Craft and Exposure only where there is a current player."""
    kinds = [
        moves(), battles(), flips(),
        st.builds(Reveal, SEATS, st.lists(st.builds(Thing, COUNTS, cards), max_size=3).map(tuple),
                  st.lists(WHO, max_size=2).map(tuple)),
        st.builds(Reveal, HIRELINGS, st.just(()), st.lists(WHO, max_size=2).map(tuple)),
        st.builds(Swap, placed_pieces, placed_pieces),
        st.builds(Score, WHO, st.integers(-9999, 9999)),
        st.builds(Dominance, WHO, WHO),
        st.builds(Hire, HIRELINGS, WHO, st.one_of(st.none(), SMALL)),
    ]
    if current_known:
        kinds += [st.builds(Exposure, SEATS, st.builds(Piece, WHO, piece_types, subtypes), CLEARING_NUMBERS),
                  st.builds(Craft, SEATS, st.one_of(items, crafted_cards))]
    return st.one_of(*kinds)


def _resolved(action, current):
    """An action as read on ``current``'s turn: whoever does it is the current player."""
    return replace(action, faction=current) if isinstance(action, (Exposure, Craft)) else action


names = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="/\u0085"),
                max_size=20).map(str.strip)
comment_texts = st.text(st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\n\r"),
                        max_size=30).map(str.strip)


@st.composite
def logs(draw):
    map_name = draw(st.sampled_from(sorted(words.MAPS)))
    factions = draw(st.lists(SEATS, min_size=1, max_size=5, unique=True))
    turns = []
    for index in range(draw(st.integers(0, 6))):
        faction = draw(st.sampled_from(factions))
        acts = draw(st.lists(actions(True), max_size=4))
        acts = tuple(_resolved(a, faction) for a in acts)
        turns.append(Turn(faction, acts, setup=all(t.faction != faction for t in turns)))
    players = []
    for faction in factions:
        first = next((i for i, t in enumerate(turns) if t.faction == faction), len(turns))
        players.append(Player(faction, draw(names), draw(st.integers(0, first))))
    players.sort(key=lambda p: p.before_turn)
    hirelings = draw(st.one_of(st.none(), st.lists(HIRELINGS, min_size=1, max_size=3,
                                                   unique_by=lambda h: h.letter).map(tuple)))
    landmark_setup = st.builds(lambda lm, to: Move((Thing(1, lm),), to), landmarks,
                               st.one_of(st.just(()), clearings.map(lambda c: (c,))))
    log = Rootlog(
        map=map_name, deck=draw(st.sampled_from(words.DECKS)),
        clearings=draw(st.one_of(st.none(), st.lists(st.sampled_from(sorted(words.CLEARING_SUITS)), min_size=12,
                                                     max_size=12).map(tuple))),
        landmarks=draw(st.one_of(st.none(), st.lists(landmark_setup, max_size=2).map(tuple))),
        hirelings=hirelings,
        hireling_setup=tuple(draw(st.lists(actions(False), max_size=3))) if hirelings else (),
        pool=draw(st.one_of(st.none(), st.lists(SEATS, min_size=1, max_size=6, unique=True).map(tuple))),
        players=tuple(players), turns=tuple(turns),
        winner=draw(st.one_of(st.none(), st.lists(SEATS, min_size=1, max_size=3, unique=True).map(tuple))))
    return replace(log, comments=draw(_comments(log)))


@st.composite
def _comments(draw, log):
    anchors = [("map",), ("deck",)]
    anchors += [(name,) for name in ("clearings", "landmarks", "hirelings", "pool")
                if getattr(log, name) is not None]
    for index in range(len(log.turns) + 1):
        anchors += [("player", n) for n, p in enumerate(log.players)
                    if p.before_turn == index or (index == len(log.turns) and p.before_turn > index)]
        if index < len(log.turns):
            anchors.append(("turn", index))
    if log.winner is not None:
        anchors.append(("winner",))
    found = []
    for anchor in anchors:
        found += [Comment(text, anchor) for text in draw(st.lists(comment_texts, max_size=1))]
        if draw(st.integers(0, 3)) == 0:
            found.append(Comment(draw(comment_texts), anchor, inline=True))
    found += [Comment(text, ("end",)) for text in draw(st.lists(comment_texts, max_size=2))]
    return tuple(found)


# The grammar's own tokens, for runs of them that reach the near misses no writer writes.
GRAMMAR_TOKENS = ["->", "<->", "++", "--", "h_", "$_", "(", ")", "+", "^", "#", "%", "@", "*", "?", "X", "Z", "Q",
                  *"CEAVGLODPHKSTJBFMR", *"wpbtfrhsdcxuea_", *"0123456789", "12", "5_9", "1_2_5", "treetop",
                  "ferry", "sap", "(2,1)", "$"]
