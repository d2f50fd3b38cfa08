"""Crafting (4.1) as pure rules: which crafting pieces pay a card's cost, and what crafting makes.

**The cost (4.1.1).** A card lists suits; each is paid by activating one crafting piece whose
suit is that suit (a three-colour question mark, "any", takes any). A faction's crafting
pieces are its own, named in its chapter's Crafting section and kept as data in its record
(``Faction.crafting_pieces``, ``crafting_section``); a crafting piece's suit is its
clearing's (all three with the Lost City), and each is activated once per turn
(``GameState.crafted.activated``, cleared when the turn ends). A faction whose rule differs
says so through its hooks: the Lizards' gardens count by their printed suit, which must be
the Outcast (10.2.1); the Vagabond exhausts hammers matching his clearing (9.2.1, 9.5.8); the
Riverfolk have no crafting pieces and commit funds to the empty spaces of their Trade Posts
tracks (11.2.1, 11.5.3; their room's ``crafting_ways``).

**Who pays what** is a small bipartite matching: the cost's suits on one side, the pieces
that may still be activated on the other (one node per piece, at most as many per stack as
the cost has suits), an edge where the piece's suits hold the cost's suit. Augmenting paths
(Kuhn's algorithm) find a largest matching; with at most four suits to pay and a few
pieces a suit, that is a few dozen steps. Suits are paid in the card's order with "any" last,
and pieces are tried in clearing order, so the same position always names the same pieces.
A matching short of the whole cost names the suits left unpaid: no assignment pays more.

**What crafting makes (4.1.2, 4.1.3).** An item leaves the item supply (refused when none of
it is left there) for the crafter's Crafted Items box and scores the card's points (3.2.2);
each faction's own rule for items is its hook (the Eyrie score one point, 7.2.3; the Vagabond
takes it onto his board, 9.5.8; the Hundreds take it scoring nothing or remove it to score,
14.2.3). A persistent card (an improvement, Royal Claim) goes in its crafter's play area,
never twice (4.1.4). A favor's effect is resolved by the table (its removals are ``rootboard
remove`` commands). Ambush and dominance cards are never crafted (2.1.2, 2.1.3).

Nothing here changes the state: it answers questions, and :mod:`rootboard.game.craft` turns
the answers into a checked, reversible action.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from typing import Iterable

from rootboard.board.topology import area_sort_key
from rootboard.game.landmarks import clearing_suits
from rootboard.messages import Message, Template
from rootboard.records import field, record

ANY = "any"  # 4.1.1: a three-colour question mark


@record(frozen=True)
class Source:
    """Crafting pieces that may still be activated this turn: ``count`` of ``piece`` in
    ``clearing``, each counting as any one of ``suits``."""

    clearing: int
    piece: str
    suits: frozenset[str]
    count: int


@record(frozen=True)
class Way:
    """One way a faction may pay: its sources, and what paying this way assumes (the
    Lizards: that the Outcast is this suit), or None."""

    sources: tuple[Source, ...]
    assumes: Message | None = None


@record(frozen=True)
class Payment:
    """The pieces a cost takes: ``used`` (clearing, piece) -> how many; ``short`` the suits
    of the cost no piece was left for (empty: the cost is paid)."""

    used: dict[tuple[int, str], int] = field(default_factory=dict)
    short: tuple[str, ...] = ()
    assumes: Message | None = None

    @property
    def paid(self) -> bool:
        return not self.short

    @property
    def activated(self) -> int:
        return sum(self.used.values())


def ordered_cost(cost: Iterable[str]) -> list[str]:
    """The suits to pay, named suits first in the card's order, "any" last: a question mark
    takes whatever the named suits leave (4.1.1)."""
    cost = list(cost)
    return [s for s in cost if s != ANY] + [s for s in cost if s == ANY]


def match(cost: Iterable[str], sources: Iterable[Source]) -> Payment:
    """The largest assignment of the cost's suits to crafting pieces (Kuhn's augmenting
    paths over the pieces, one node each); ``short`` names the suits it leaves unpaid."""
    slots = ordered_cost(cost)
    units: list[Source] = []
    for s in sorted(sources, key=lambda s: (area_sort_key(s.clearing), s.piece)):
        units += [s] * min(s.count, len(slots))  # no stack pays more suits than the cost has
    owner: list[int | None] = [None] * len(units)  # unit -> the slot it pays

    def fits(slot: int, unit: int) -> bool:
        return slots[slot] == ANY or slots[slot] in units[unit].suits

    def augment(slot: int, seen: set[int]) -> bool:
        for u in range(len(units)):
            if u in seen or not fits(slot, u):
                continue
            seen.add(u)
            if owner[u] is None or augment(owner[u], seen):
                owner[u] = slot
                return True
        return False

    short = tuple(slots[n] for n in range(len(slots)) if not augment(n, set()))
    used: dict[tuple[int, str], int] = {}
    for u, slot in enumerate(owner):
        if slot is not None:
            key = (units[u].clearing, units[u].piece)
            used[key] = used.get(key, 0) + 1
    return Payment(dict(sorted(used.items(), key=lambda kv: (area_sort_key(kv[0][0]), kv[0][1]))), short)


def restricted(sources: Iterable[Source], clearings: Iterable[int]) -> list[Source]:
    """The sources as the crafter names them: one piece in each clearing listed (a clearing
    listed twice, two pieces there). Pieces in clearings not listed are not activated."""
    wanted: dict[int, int] = {}
    for c in clearings:
        wanted[c] = wanted.get(c, 0) + 1
    result = []
    for c, n in wanted.items():
        for s in sorted((s for s in sources if s.clearing == c), key=lambda s: s.piece):
            take = min(n, s.count)
            if take:
                result.append(Source(s.clearing, s.piece, s.suits, take))
                n -= take
    return result


def best_payment(cost: Iterable[str], ways: Iterable[Way], clearings: Iterable[int] | None = None) -> Payment:
    """The payment of the way that pays the most of the cost (the first such way: a Lizard
    cost is tried with each suit as the Outcast); ``clearings``: the crafter's own choice of
    pieces (``--with``), one per suit of the cost."""
    cost = list(cost)
    best: Payment | None = None
    for way in ways:
        sources = way.sources if clearings is None else restricted(way.sources, clearings)
        payment = match(cost, sources)
        payment = Payment(payment.used, payment.short, way.assumes)
        if best is None or len(payment.short) < len(best.short):
            best = payment
        if payment.paid:
            break
    return best if best is not None else Payment({}, tuple(ordered_cost(cost)))


def piece_sources(state, faction, suits_of=None) -> tuple[Source, ...]:
    """The crafting pieces ``faction`` (its record) may still activate this turn, each
    counting as its clearing's suits (``suits_of(clearing, piece)`` says otherwise: the
    Lizards' printed suits). Only clearings have suits: pieces elsewhere craft nothing."""
    found = []
    for area, pieces in state.areas.items():
        if not isinstance(area, int):
            continue
        for (fid, piece), n in pieces.items():
            if fid != faction.id or piece not in faction.crafting_pieces:
                continue
            left = n - state.crafted.activated_count(fid, area, piece)
            suits = clearing_suits(state, area) if suits_of is None else suits_of(area, piece)
            if left > 0 and suits:
                found.append(Source(area, piece, frozenset(suits), left))
    return tuple(sorted(found, key=lambda s: (area_sort_key(s.clearing), s.piece)))


def ways_of(state, faction) -> tuple[Way, ...] | Message:
    """How ``faction`` (its record) may pay now: its hook's ways (or the Message saying why
    rootboard cannot check), else its crafting pieces still to activate, each of its
    clearing's suits (4.1.1). Worked out once per position inside ``state.remembering()``:
    a craft named by its item alone tries each card that makes it (issue 32)."""
    memo = state.memo
    if memo is None:
        return _ways_of(state, faction)
    key = ("crafting-ways", faction.id)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _ways_of(state, faction)
    return found


def _ways_of(state, faction) -> tuple[Way, ...] | Message:
    ways = faction.crafting_ways(state)
    return (Way(piece_sources(state, faction)),) if ways is None else ways


def payment_edits(state, faction, payment: Payment) -> list:
    """The edits that pay: its hook's (the Vagabond exhausts hammers), else the pieces used
    are activated, once per turn each (4.1.1)."""
    edits = faction.crafting_edits(state, payment)
    if edits is not None:
        return edits
    if not payment.used:
        return []
    return [state.set_edit("crafted", state.crafted.activate(faction.id, payment.used))]


# --- what crafting makes ------------------------------------------------------------------------

@record(frozen=True)
class ItemOutcome:
    """Where a crafted item goes and what it scores, as a faction's rule says (4.1.2, 3.2.2):
    ``to`` is "box" (its Crafted Items box or the Hundreds' Hoard), "board" (the Vagabond's)
    or "removed" (the Hundreds remove it permanently to score, 14.2.3)."""

    to: str
    points: int
    says: Message | None = None  # the faction's rule that changed the printed outcome


BOX, BOARD, REMOVED = "box", "board", "removed"

# What the log and the checks say. {card:cardname} is a card's printed name in the run's language.
NOT_CRAFTABLE = Template("craft.not-craftable", "{card:cardname} cannot be crafted: ambush and dominance cards have "
                         "no crafting cost")
NO_ITEM_LEFT = Template("craft.no-item-left", "{card:cardname} shows {item:item.a}, and the item supply holds none: "
                        "the card cannot be crafted")
ALL_COPIES_IN_PLAY = Template("craft.all-copies", "the deck holds {copies} copy of {card:cardname}, and it is in play: "
                              "there is no other to craft", plural="the deck holds {copies} copies of {card:cardname}, "
                              "and all are in play: there is no other to craft", count="copies")
NO_COPY_LEFT = Template("craft.no-copy-left", "every copy of {card:cardname} is known to be outside the hands and "
                        "the draw pile: there is none to craft")
NOT_IN_HAND = Template("craft.not-in-hand", "{who:faction} {who:faction|sg=holds|pl=hold} no card that may be "
                       "{card:cardname}: a card is crafted from hand")
HAND_NOT_KEPT = Template("craft.hand-not-kept", "no hand is kept in this game yet: rootboard trusts that {card:cardname} "
                         "was in {who:faction.whose} hand")
NO_REMOVING = Template("craft.no-removing", "--remove-item is for a faction whose rule lets it remove a crafted "
                     "item to score it (the Hundreds): {who:faction} {who:faction|sg=does|pl=do} not")
TWICE_IN_PLAY = Template("craft.twice", "{who:faction} already {who:faction|sg=has|pl=have} {card:cardname} in "
                         "{who:faction|sg=its|pl=their} play area: no identical persistent effect twice")
SHORT = Template("craft.short", "{who:faction} cannot pay {card:cardname}: no crafting piece left to activate for "
                 "{suits:suit}", plural="{who:faction} cannot pay {card:cardname}: no crafting pieces left to "
                 "activate for {suits:suit}", count="n")
WITH_COUNT = Template("craft.with-count", "--with names one clearing per suit of the cost: {card:cardname} costs "
                      "{n} suit, {given} named", plural="--with names one clearing per suit of the cost: "
                      "{card:cardname} costs {n} suits, {given} named", count="n")
CRAFTS = Template("craft.crafts", "{who:faction} {who:faction|sg=crafts|pl=craft} {card:cardname}, activating "
                  "{pieces}")
CRAFTS_UNPAID = Template("craft.crafts-unchecked", "{who:faction} {who:faction|sg=crafts|pl=craft} {card:cardname}")
ACTIVATED = Template("craft.activated", "{count} {piece:piece} in {at:area}", plural="{count} {piece:pieces} in "
                     "{at:area}", count="count")
TAKES_ITEM = Template("craft.takes-item", "{item:item.a} goes from the item supply to {who:faction.whose} Crafted "
                      "Items box and scores {points} VP", plural="{item:item.a} goes from the item supply to "
                      "{who:faction.whose} Crafted Items box and scores {points} VP", count="points")
IN_PLAY = Template("craft.in-play", "{card:cardname} goes into {who:faction.whose} play area: a persistent effect")
FAVOR = Template("craft.favor", "resolve {card:cardname} and discard it: rootboard leaves its removals to the "
                 "table ('rootboard remove')")
OUT_OF_TURN = Template("craft.out-of-turn", "{who:faction} {who:faction|sg=crafts|pl=craft} in "
                       "{who:faction|sg=its|pl=their} own turn; it is {current:faction.whose}")
WRONG_PHASE = Template("craft.phase", "{who:faction} {who:faction|sg=crafts|pl=craft} in {phase:phase}, not in "
                       "{now:phase}")
PHASE_ASSUMED = Template("craft.phase-assumed", "{who:faction} {who:faction|sg=crafts|pl=craft} in "
                         "{who:faction|sg=its|pl=their} {phase:phase}: the phase is not tracked, so rootboard takes "
                         "it that it is")
NO_CRAFTING = Template("craft.no-crafting", "{who:faction} {who:faction|sg=has|pl=have} no crafting pieces and "
                       "cannot craft")
# A crafted item card revealed instead of discarded (the Mole Artisans' card, 16.4.2.II).
REVEAL_NOT_ITEM = Template("craft.reveal-not-item", "{card:cardname} makes no item: only a card crafted with an "
                           "item may be revealed instead of discarded (the Mole Artisans' card)")
NO_REVEALING = Template("craft.no-revealing", "{who:faction} {who:faction|sg=controls|pl=control} no hireling whose "
                        "card lets {who:faction|sg=it|pl=them} reveal {card:cardname} instead of discarding it (the "
                        "Mole Artisans' card)")


def item_outcome(state, faction, item: str, points: int, remove: bool) -> ItemOutcome:
    """Where ``faction``'s crafted ``item`` goes and what it scores: its hook, else its Crafted
    Items box and the card's points (4.1.2, 3.2.2)."""
    return faction.crafted_item(state, item, points, remove) or ItemOutcome(BOX, points)
