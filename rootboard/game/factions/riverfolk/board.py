"""The Riverfolk Company's board (11.2.4-11.2.7, 11.4-11.6): the prices set for its three
services, and the warriors in its Payments, Funds and Committed boxes and on its Trade Posts
tracks, as ``state.boards["riverfolk"]``.

Kept: ``{"prices": {service: price}, "payments": {faction: n}, "funds": {faction: n},
"committed": {faction: n}, "tracks": {suit: n}}``. A warrior paid for a service is the buyer's
own, taken from the buyer's supply (11.2.6.I): it is shifted out of that supply (``out``) while
it sits in a box, so it is never placed. A fund committed in Daylight (11.5) moves to Committed;
one committed to craft sits on a track's space (11.5.3): its warrior is kept in Committed, the
spaces filled in ``tracks``. Birdsong gathers them all back into Funds (11.4.3). A fund spent
goes back to its owner's supply (11.5).

Printed values, each with its source:
- Protectionism places two warriors in an empty Payments box: the Law's text (Vagabottos/root
  ``src/assets/i18n/rules/en-US.yml``, Riverfolk Birdsong, 11.4.1), one source: unconfirmed.
- the starting funds, three warriors in Payments: the Law's text (11.3.4).
- the price tracks (1 to 4) and the points a trade post's space uncovers (2, 2, 3): printed on
  the board, not in the Law: kept with their sources in ``rootboard.game.unconfirmed``.
- three trade posts of each suit (11.3.3: nine on the tracks; the split, RULES.md 3.1).
"""

from __future__ import annotations

from rootboard.game.unconfirmed import RIVERFOLK_PRICES, RIVERFOLK_TRADE_POST_POINTS
from rootboard.messages import Template

RIVERFOLK = "riverfolk"
HAND_CARD, RIVERBOATS, MERCENARIES = "hand-card", "riverboats", "mercenaries"
SERVICES = (HAND_CARD, RIVERBOATS, MERCENARIES)
#: The prices a service's track prints (11.6.2; unconfirmed: see rootboard.game.unconfirmed).
PRICES = RIVERFOLK_PRICES
#: Warriors Protectionism places in an empty Payments box (11.4; unconfirmed: a single source).
PROTECTIONISM = 2
#: Warriors placed in Payments at setup (11.3.4, Gain Starting Funds: the Law's text in English,
#: Dutch and Spanish, Vagabottos/root and LederCards/rules).
STARTING_FUNDS = 3
#: Points uncovered by the 1st, 2nd, 3rd trade post placed of a suit (11.5.6.III; unconfirmed:
#: see rootboard.game.unconfirmed).
TRADE_POST_POINTS = RIVERFOLK_TRADE_POST_POINTS
#: Funds an action commits or spends (11.5.1-11.5.6, the Law's text).
MOVE_COST = BATTLE_COST = DRAW_COST = RECRUIT_COST = 1
TRADE_POST_COST = 2
BOXES = ("payments", "funds", "committed")
UNCONFIRMED = ("PRICES", "PROTECTIONISM", "TRADE_POST_POINTS")

NOT_A_BOARD = Template("riverfolk.board.not-a-board", "the Riverfolk's board is an object with prices, payments and "
                       "funds")
UNKNOWN_KEYS = Template("riverfolk.board.unknown", "the Riverfolk's board holds {names}, which it has no place for")
BAD_PRICE = Template("riverfolk.board.price", "{service!r} costs {price!r}: a service is priced from 1 to 4")
BAD_TRACK = Template("riverfolk.board.track", "the {suit!r} Trade Posts track holds {count!r} funds: more than "
                     "the spaces its trade posts uncovered")
BAD_BOX = Template("riverfolk.board.box", "the Riverfolk's {box} box holds {count!r} warriors of {who!r}")


# What the window shows of their board (board_words): one sentence per box, price list and track.
SHOWN_BOX = {
    "payments": Template("riverfolk.board.shown.payments", "Payments: {count} warrior ({owners})",
                         plural="Payments: {count} warriors ({owners})", count="count"),
    "funds": Template("riverfolk.board.shown.funds", "Funds: {count} warrior ({owners})",
                      plural="Funds: {count} warriors ({owners})", count="count"),
    "committed": Template("riverfolk.board.shown.committed", "Committed: {count} warrior ({owners})",
                          plural="Committed: {count} warriors ({owners})", count="count"),
}
SHOWN_EMPTY = {
    "payments": Template("riverfolk.board.shown.payments-empty", "Payments: empty"),
    "funds": Template("riverfolk.board.shown.funds-empty", "Funds: empty"),
}
SHOWN_OWNER = Template("riverfolk.board.shown.owner", "{who:faction} {count}")
SHOWN_PRICES = Template("riverfolk.board.shown.prices", "Prices: a hand card {hand_card}, riverboats {riverboats}, "
                        "mercenaries {mercenaries}")
SHOWN_NO_PRICES = Template("riverfolk.board.shown.no-prices", "Prices: not set yet")
SHOWN_POSTS = Template("riverfolk.board.shown.posts", "Trade posts left on the {suit:suit} track: {count}")


def board_words(state) -> list:
    """Their board as the table reads it (Faction.board_words): each box with its warriors by
    owner (11.2.4, 11.2.6.I; Committed only while it holds some, in their Daylight, 11.5), the
    prices set (11.6; unset until their setup sets them, 11.3.5) and the trade posts of each suit
    left on its track (11.2.5, 11.5.6)."""
    said = []
    for name in BOXES:
        held = box(state, name)
        if held:
            owners = [SHOWN_OWNER(who=who, count=n) for who, n in sorted(held.items())]
            said.append(SHOWN_BOX[name](count=sum(held.values()), owners=owners))
        elif name in SHOWN_EMPTY:
            said.append(SHOWN_EMPTY[name]())
    asked = prices(state)
    said.append(SHOWN_PRICES(**{s.replace("-", "_"): asked[s] for s in SERVICES}) if set(asked) == set(SERVICES)
                else SHOWN_NO_PRICES())
    for suit in trade_post_suits(state):
        said.append(SHOWN_POSTS(suit=suit, count=state.supply.get((RIVERFOLK, f"{suit}-trade-post"), 0)))
    return said


def board_of(state) -> dict:
    return state.boards.get(RIVERFOLK, {})


def prices(state) -> dict[str, int]:
    return dict(board_of(state).get("prices", {}))


def box(state, name: str) -> dict[str, int]:
    """Warriors in the ``name`` box ("payments" or "funds"), by whose they are."""
    return dict(board_of(state).get(name, {}))


# Kept even when empty: the Riverfolk Robots' Market, dealt and emptied, is still kept
# (rootboard.game.bots.riverfolk.market; its absence means a Market the table keeps alone).
KEPT_EMPTY = ("market",)


def with_board(state, **changes) -> dict:
    """The boards with the Riverfolk's changed (the whole dict, for a set edit); an empty box is dropped."""
    boards = {f: dict(b) for f, b in state.boards.items()}
    mine = {**board_of(state), **changes}
    mine = {k: v for k, v in mine.items() if v or k in KEPT_EMPTY}
    if mine:
        boards[RIVERFOLK] = mine
    else:
        boards.pop(RIVERFOLK, None)
    return boards


def funds_total(state) -> int:
    return sum(box(state, "funds").values())


def fund_owner(state, owner: str | None, count: int = 1) -> str | None:
    """Whose fund is committed or spent: ``owner`` as named; else the Riverfolk's own, then the
    owner holding the most (by name on a tie): the player chooses which warriors (11.5), and a
    fund not named is taken the way that keeps others' warriors longest in Funds. None: no owner
    holds ``count`` funds."""
    funds = box(state, "funds")
    if owner is not None:
        return owner if funds.get(owner, 0) >= count else None
    order = sorted(funds, key=lambda f: (f != RIVERFOLK, -funds[f], f))
    return next((f for f in order if funds[f] >= count), None)


def trade_posts_placed(state, suit: str) -> int:
    """Trade posts of ``suit`` that have left its track (on the map, or removed for good: the
    space stays uncovered, 11.2.5.I)."""
    total = sum(p.count for p in state.law[RIVERFOLK].pieces if p.name == f"{suit}-trade-post")
    return total - state.supply.get((RIVERFOLK, f"{suit}-trade-post"), 0)


def trade_post_suits(state) -> tuple[str, ...]:
    return tuple(p.name.removesuffix("-trade-post") for p in state.law[RIVERFOLK].pieces
                 if p.name.endswith("-trade-post"))


def trade_posts_on_map(state) -> list[int]:
    """The clearings holding a trade post (one per clearing, 11.5.6)."""
    return sorted(c for p in state.law[RIVERFOLK].pieces if p.name.endswith("trade-post")
                  for c in state.where_is((RIVERFOLK, p.name)) if isinstance(c, int))


def board_problem(state, also: tuple[str, ...] = ()):
    """(element, problem) for a Riverfolk board a game file holds that cannot be, or None;
    ``also``: keys a seat's own rules keep there and check (the Robots' Market)."""
    data = state.boards.get(RIVERFOLK)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.riverfolk", NOT_A_BOARD("11.2.7")
    extra = sorted(set(data) - {"prices", "tracks", *BOXES, *also})
    if extra:
        return "boards.riverfolk", UNKNOWN_KEYS("11.2.7", names=extra)
    for service, price in dict(data.get("prices", {})).items():
        if service not in SERVICES or type(price) is not int or price not in PRICES:
            return "boards.riverfolk.prices", BAD_PRICE("11.6", service=service, price=price)
    for suit, n in dict(data.get("tracks", {})).items():
        if suit not in trade_post_suits(state) or type(n) is not int or not 0 < n <= trade_posts_placed(state, suit):
            return "boards.riverfolk.tracks", BAD_TRACK("11.5.3", suit=suit, count=n)
    held: dict = {}
    for name in BOXES:
        for who, n in dict(data.get(name, {})).items():
            # Each is a warrior taken out of its owner's supply (11.2.7), in one box at a time.
            held[who] = held.get(who, 0) + (n if type(n) is int else 0)
            if who not in state.factions or type(n) is not int or not 0 < n \
                    or held[who] > state.out.get((who, "warrior"), 0):
                return f"boards.riverfolk.{name}", BAD_BOX("11.4", box=name, count=n, who=who)
    return None


def disruption_edits(state) -> tuple[list, int]:
    """Trade Disruption (11.2.5.I): half of their funds removed, rounded up, back to their
    owners' supplies; the owners' warriors taken the way fund_owner orders them. (edits, count)."""
    from rootboard.game.kinds import OUT, SUPPLY, WARRIOR
    from rootboard.game.state import shift

    funds = box(state, "funds")
    lost = (sum(funds.values()) + 1) // 2
    edits, left = [], lost
    for owner in sorted(funds, key=lambda f: (f != RIVERFOLK, -funds[f], f)):
        n = min(left, funds[owner])
        if n:
            edits.append(shift((owner, WARRIOR), OUT, SUPPLY, n))
            funds[owner] -= n
            left -= n
    if not lost:
        return [], 0
    return [*edits, state.set_edit("boards", with_board(state, funds={f: n for f, n in funds.items() if n}))], lost


def empty_spaces(state) -> dict[str, int]:
    """Suit -> the uncovered spaces of its Trade Posts track no fund fills this turn (11.5.3)."""
    filled = board_of(state).get("tracks", {})
    return {suit: n for suit in trade_post_suits(state)
            if (n := trade_posts_placed(state, suit) - filled.get(suit, 0)) > 0}
