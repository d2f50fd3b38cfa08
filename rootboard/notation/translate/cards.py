"""Cards in a Rootlog: each card move becomes one of rootboard's card actions.

The deck is the header's (16.1.2); each player starts with three cards not named (5.1, 16.1.10:
the log writes no setup draw). A card is named when the log names it (:mod:`.deck`), else it
is a card not named (``F#``: a fox card; rootboard keeps no suit of a card it cannot name).

* from the draw pile (no start) to a hand: Draw (16.6.6); from the discard pile (``*``): the
  card taken from it (:class:`TakeDiscarded`);
* from a hand to the discard pile (no destination): Discard (16.6.5); to another hand: Give
  (1.3.2); onto a faction board, and from the draw pile onto one: BoardCards (8.2.3, 7.2.1); off
  a board to the discard pile: BoardCards; but the forms that are the Alliance's and the Eyrie's
  own actions are theirs (:mod:`.alliance`: Mobilize, Train, Revolt; :mod:`.eyrie`: AddToDecree),
  and a quest done is the Vagabond's Quest (:mod:`.quests`), his character card his board's
  (:mod:`.vagabond`), both read by his modules only in a game he plays in;
* a dominance card from the hand onto its owner's board: ActivateDominance (3.3.1; the
  Vagabond's coalition with the board the next ``++->`` names, 9.2.8), and a dominance card
  "drawn" just after a card of its suit was spent: TakeDominance (3.3.4);
* a reveal (``^``): Reveal for a card named; a card not named, or a whole hand, changes
  nothing the table keeps, and is checked against the hand's size (1.2.1).

What is no card of the deck stays outside: a Vagabond's character card sets up his board
(9.3.1), an Eyrie leader is chosen at setup or by Turmoil (:mod:`.eyrie`); a Duchy minister is
not kept by the card table. A crafted
Boat Builders or Tunnels is an effect in force for its owner; discarding it from a board ends it.
The card table (:mod:`rootboard.game.cards`) is imported when a card is met, never when a command
starts. Crafting (``Z``) is :mod:`.crafts`; a hand short of the cards a line takes, :mod:`.hands`.
"""

from __future__ import annotations

from rootboard.game.actions import Control, SetEffect
from rootboard.game.state import GameState
from rootboard.later import Later
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.deck import card_id
from rootboard.notation.translate.hands import from_hand
from rootboard.notation.translate.steps import Covered, NotModelled, Planned, Refused, Step

NOT_DECK = Template("rootlog.replay.not-deck-card", "{card!r} is no card of the deck ({kind}): the card table does "
                    "not keep it")
QUEST = Template("rootlog.replay.quest", "the Vagabond's quests are not kept by the card table")
CARD_PLACES = Template("rootlog.replay.card-places", "a card from {start} to {to}: no card action moves one so")
REVEALED = Template("rootlog.replay.revealed", "{count} card revealed that the log does not name: nothing the table "
                    "keeps changes", plural="{count} cards revealed that the log does not name: nothing the table "
                    "keeps changes", count="count")
HAND_SHOWN = Template("rootlog.replay.hand-shown", "{who:faction.whose} whole hand shown to {to}: nothing the table "
                      "keeps changes")
REVEAL_SHORT = Template("rootlog.replay.reveal-short", "{who:faction} {who:faction|sg=holds|pl=hold} {have} card, "
                        "not {count} to reveal: the log may omit a draw", plural="{who:faction} "
                        "{who:faction|sg=holds|pl=hold} {have} cards, not {count} to reveal: the log may omit a draw",
                        count="have")
SPENT_FOR_DOMINANCE = Template("rootlog.replay.spent-for-dominance", "spent to take {card:cardname} from beside the "
                               "map, the log's next action")
MARKER_MOVED = Template("rootlog.replay.marker-moved", "the score marker leaves the track with the dominance card "
                        "activated just before")
NO_ACTIVATION = Template("rootlog.replay.no-activation", "{who:faction.whose} score marker moves to a board with no "
                         "dominance card activated: the log omits the activation")
NO_START = Template("rootlog.replay.card-no-start", "the log writes a card from the draw pile to the discard pile; "
                    "a card discarded from {who:faction.whose} hand is assumed")
NO_PLAYER = Template("rootlog.replay.no-player", "{who} is no player of this game: no hand or board holds its cards")
NO_HIRELING = Template("rootlog.replay.no-hireling", "{hireling} is not a hireling of this game")
# Declared here, not with his quests (.quests): a quest a log writes in a game without a Vagabond
# is refused without his modules (issue 32).
NOT_HIS = Template("rootlog.replay.quest-not-his", "{who:faction} {who:faction|sg=is|pl=are} not a Vagabond: only "
                   "a Vagabond does quests")

# The card table, imported when a card is met (a card drawn, most often), never at a command's start.
places = Later("rootboard.game.cards.places")
card_actions = Later("rootboard.game.cards.actions")


def _where(place) -> str:
    """A card place as the log writes it, for a message."""
    if place is None:
        return "-"
    if isinstance(place, (m.Hand, m.Board)):
        return place.faction.code + ("$" if isinstance(place, m.Board) else "")
    return type(place).__name__


def is_quest(step: m.Step) -> bool:
    """A quest card from the quests to a board: a quest done (``M#Q->$``)."""
    return isinstance(step.what, m.Card) and isinstance(step.start, m.Quests) and isinstance(step.to, m.Board)


def _quest(ctx: TurnContext, state: GameState, step: m.Step) -> list[Step]:
    """A quest done (9.5.5): the Vagabond's Quest, read by his module; refused on the board of
    a faction that is no Vagabond, so in any game without one (whose reading is never imported)."""
    who = faction_id(step.to.faction)
    if who not in state.factions or not state.law[who].vagabond:
        return [Refused(NOT_HIS("9.5.5", who=who or step.to.faction.code))]
    return ctx.readers.quest_steps(ctx, state, step)


def card_steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    """The steps of a Move's cards, read by the readers of the game's rooms where they answer
    (``ctx.readers``: the Alliance's Revolt and spread, the Eyrie's Decree, the Vagabond's Aid)."""
    readers = ctx.readers
    revolt, spread, decree, aid = readers.revolt, readers.spread, readers.decree, readers.aid
    board = None
    if revolt is not None:
        board = revolt(ctx, state, move)
    if board is None and spread is not None:
        board = spread(ctx, state, move)
    if board is None and decree is not None:
        board = decree(ctx, state, move)
    if board is not None:
        return board
    aids = aid(ctx, state, move) if aid is not None else []  # his Aids, after the cards they give
    found: list[Step] = []
    for step in move.steps():
        card = step.what
        if isinstance(card, m.Card):
            found += _card_step(ctx, state, move, step, card)
    return found + aids


def _card_step(ctx: TurnContext, state: GameState, move: m.Move, step: m.Step, card: m.Card) -> list[Step]:
    to, start, count = step.to, step.start, step.count
    readers = ctx.readers
    if card.kind is not None:  # a character, leader, minister, mood or retainer: no card of the deck
        name = card.full_name
        character = readers.character_chosen
        if card.kind == "character" and isinstance(to, m.Board) and character is not None:
            chosen = character(state, faction_id(to.faction), name)  # his board's (9.3.1)
            if chosen is not None:
                return [chosen]
        if card.kind == "leader" and isinstance(to, m.Board):
            chosen = _leader_chosen(state, faction_id(to.faction), name)
            if chosen is not None:
                return [chosen]
        return [NotModelled(NOT_DECK(card=card.name, kind=card.kind))]
    for where in (start, to):
        if isinstance(where, (m.Hand, m.Board)) and faction_id(where.faction) not in state.factions:
            return [Refused(NO_PLAYER("1.2.1", who=where.faction.code))]
    if is_quest(step):
        return _quest(ctx, state, step)
    if isinstance(start, m.Quests) or isinstance(to, m.Quests):
        return [NotModelled(QUEST("9.2.9"))]
    named = card_id(state.deck, card)
    cards = (named,) * count if named else ()
    unnamed = 0 if named else count
    if start is None and isinstance(to, m.Hand):
        return _draw(ctx, state, faction_id(to.faction), named, count)
    if isinstance(start, m.DiscardPile) and isinstance(to, m.Hand):
        return [Planned(card_actions.TakeDiscarded(faction_id(to.faction), named)) for _ in range(count)]
    if start is None and isinstance(to, m.Board):
        return [Planned(card_actions.BoardCards(faction_id(to.faction), count, cards, source="draw"))]
    if isinstance(start, m.Hand):
        who = faction_id(start.faction)
        if to is None:
            if _spent_for_dominance(ctx, state, who, card):
                return [Covered(SPENT_FOR_DOMINANCE("3.3.4", card=_next_dominance(ctx, state)))]
            train = readers.train
            # Her Train, of a card of her own hand on her turn only (8.5.3).
            trained = train(ctx, state, who, named, count) if train is not None and who == ctx.current else None
            if trained is not None:
                return [from_hand(state, who, 1, step.action) for step in trained]
            return [from_hand(state, who, count, card_actions.Discard(who, cards, unnamed))]
        if isinstance(to, m.Hand):
            return [from_hand(state, who, count, card_actions.Give(who, faction_id(to.faction), cards, unnamed))]
        if isinstance(to, m.Board):
            owner = faction_id(to.faction)
            if named is not None and places.is_dominance(named) and owner == who:
                return [Planned(card_actions.ActivateDominance(who, named, _partner(ctx, state, who)))]
            mobilize = readers.mobilize
            # Her Mobilize, of a card of her own hand to her own board on her turn only (8.5.2).
            mobilized = mobilize(ctx, state, who, named, count) \
                if mobilize is not None and owner == who == ctx.current and not to.area else None
            if mobilized is not None:
                return [from_hand(state, who, 1, step.action) for step in mobilized]
            return [from_hand(state, who, count,
                              card_actions.BoardCards(owner, count, cards, source="hand",
                                                      giver=None if owner == who else who))]
    if start is None and to is None and ctx.current in state.factions:  # B#->: written without its hand
        return [Planned(card_actions.Discard(ctx.current, cards, unnamed), assumed=NO_START("2.1", who=ctx.current))]  # noqa
    if isinstance(start, m.Board) and to is None:
        who = faction_id(start.faction)
        if named is not None and places.on_board(state, who) < count:
            return _from_play(ctx, state, who, card, named)
        return [Planned(card_actions.BoardCards(who, count, cards, source="board"))]
    return [NotModelled(CARD_PLACES(start=_where(start), to=_where(to)))]


def _leader_chosen(state: GameState, who: str, leader: str | None) -> Step | None:
    """The Eyrie's leader face up on her board (7.3.3: chosen at setup): ChooseLeader while she
    has none. A leader the log turns face up after its Turmoil (``$_->``, 7.7) stays outside,
    as the Turmoil itself does: the log writes the purge and the points, not the action."""
    from rootboard.game.factions.eyrie.actions import EYRIE, ChooseLeader
    from rootboard.game.factions.eyrie.board import LEADERS, board_of

    if who != EYRIE or who not in state.factions or leader not in LEADERS or board_of(state)["leader"] is not None:
        return None
    return Planned(ChooseLeader(leader))


def _draw(ctx: TurnContext, state: GameState, who: str, named: str | None, count: int) -> list[Step]:
    if named is not None:  # a card drawn named (most are not)
        if places.is_dominance(named) and named in places.beside(state):
            # Taken from beside the map (3.3.4) for the card the log spent just before (``B#G->``,
            # covered there): the log names its suit only, so TakeDominance spends a card not named.
            return [Planned(card_actions.TakeDominance(who, named, None))]
    return [Planned(card_actions.Draw(who, count, (named,) * count if named else ()))]


def _next_dominance(ctx: TurnContext, state: GameState) -> str | None:
    """The dominance card beside the map the log's next action takes (``B#dom->G``), if it does."""
    following = ctx.next_action()
    if not isinstance(following, m.Move) or len(following.things) != 1 or following.to == ():
        return None
    thing = following.things[0]
    if not isinstance(thing.what, m.Card) or thing.start is not None:
        return None
    named = card_id(state.deck, thing.what)
    if named is None or not places.is_dominance(named) or named not in places.beside(state):
        return None
    return named


def _spent_for_dominance(ctx: TurnContext, state: GameState, who: str, card: m.Card) -> bool:
    """``B#G->`` just before ``B#dom->G``: the card spent to take the dominance card (3.3.4),
    which TakeDominance spends itself."""
    if _next_dominance(ctx, state) is None:
        return False
    to = ctx.next_action().to
    return len(to) == 1 and isinstance(to[0], m.Hand) and faction_id(to[0].faction) == who


def _partner(ctx: TurnContext, state: GameState, who: str) -> str | None:
    """The Vagabond's coalition partner (9.2.8): the board the log's next ``++->`` names."""
    if who not in state.factions or not state.law[who].vagabond:
        return None
    following = ctx.next_action()
    if isinstance(following, m.Dominance):
        return faction_id(following.to)
    return None


def _from_play(ctx: TurnContext, state: GameState, who: str, card: m.Card, named: str) -> list[Step]:
    """A card in play discarded from its owner's board (``#sabo$->``, 4.1.3): out of the play
    area to the discard pile, and the effect its craft put in force (Boat Builders, Tunnels)
    ends with it; only the effect ends where the card is not in the play area."""
    ctx.crafted.get(who, set()).discard(card.full_name)
    effect = words.EFFECT_CARDS.get(card.full_name or "")
    ends = [Planned(SetEffect(who, effect, False))] if effect and effect in state.effects.get(who, set()) else []
    if named not in places.in_play(state, who) and ends:
        return ends
    return [Planned(card_actions.DiscardFromPlay(who, named)), *ends]


def reveal_steps(ctx: TurnContext, state: GameState, reveal: m.Reveal) -> list[Step]:
    """Cards shown from a hand (16.6.23): a card named becomes known to its owner's view; the
    rest changes nothing kept, and a hand too small to show them says the log omits a draw."""
    who = faction_id(reveal.faction)
    if who not in state.factions:
        return [NotModelled(CARD_PLACES(start=reveal.faction.code, to="^"))]
    if not reveal.cards:
        to = ", ".join(code.code for code in reveal.to) or "all"
        return [Covered(HAND_SHOWN("16.6.23", who=who, to=to))]
    steps: list[Step] = []
    unnamed = 0
    for thing in reveal.cards:
        named = card_id(state.deck, thing.what) if isinstance(thing.what, m.Card) else None
        if named is not None:
            steps += [Planned(card_actions.Reveal(who, named)) for _ in range(thing.count)]
        else:
            unnamed += thing.count
    if unnamed:
        have = places.hand_size(state, who)
        if have < unnamed + len(steps):
            steps.append(Refused(REVEAL_SHORT("1.2.1", who=who, have=have, count=unnamed + len(steps))))
        else:
            steps.append(Covered(REVEALED("16.6.23", count=unnamed)))
    return steps


def dominance_steps(ctx: TurnContext, state: GameState, dominance: m.Dominance) -> list[Step]:
    """``++-><board>``: the score marker leaves the track (3.3.1) or joins a coalition (9.2.8),
    with the dominance card the log activated just before."""
    who = faction_id(dominance.faction)
    if who in state.factions and places.activated(state, who) is not None:
        return [Covered(MARKER_MOVED("3.3.1"))]
    return [Refused(NO_ACTIVATION("3.3.1", who=who))]


def hire_steps(ctx, state: GameState, hire: m.Hire) -> list[Step]:
    hireling = hire.hireling.hireling_id
    controller = faction_id(hire.faction)
    if hireling not in state.hirelings:
        return [Refused(NO_HIRELING("16.4.1", hireling=hire.hireling.code))]
    return [Planned(Control(hireling, controller, hire.markers))]
