"""The Riverfolk Company's board (11.2.7, 11.4, 11.6): the prices set for its three services,
and the warriors in its Payments and Funds boxes, as ``state.boards["riverfolk"]``.

Kept: ``{"prices": {service: price}, "payments": {faction: n}, "funds": {faction: n}}``. A
warrior paid for a service is the buyer's own, taken from the buyer's supply (11.2.7): it is
shifted out of that supply (``out``) while it sits in a box, so it is never placed.

Printed values, each with its source:
- Protectionism places two warriors in an empty Payments box: the Law's text (Vagabottos/root
  ``src/assets/i18n/rules/en-US.yml``, Riverfolk Birdsong, 11.4.1), one source: unconfirmed.
- the price tracks run from 1 to 4 for each service: the Law's text says only "any space on
  its track" (11.6.2) and prints no values; 1-4 is from memory of the board, checked against no
  source in this room yet: unconfirmed (rootboard.game.unconfirmed marks such data).
"""

from __future__ import annotations

from rootboard.messages import Template

RIVERFOLK = "riverfolk"
HAND_CARD, RIVERBOATS, MERCENARIES = "hand-card", "riverboats", "mercenaries"
SERVICES = (HAND_CARD, RIVERBOATS, MERCENARIES)
#: The prices a service's track prints (11.6; unconfirmed: a single source).
PRICES = (1, 2, 3, 4)
#: Warriors Protectionism places in an empty Payments box (11.4; unconfirmed: a single source).
PROTECTIONISM = 2
UNCONFIRMED = ("PRICES", "PROTECTIONISM")

NOT_A_BOARD = Template("riverfolk.board.not-a-board", "the Riverfolk's board is an object with prices, payments and "
                       "funds")
UNKNOWN_KEYS = Template("riverfolk.board.unknown", "the Riverfolk's board holds {names}, which it has no place for")
BAD_PRICE = Template("riverfolk.board.price", "{service!r} costs {price!r}: a service is priced from 1 to 4")
BAD_BOX = Template("riverfolk.board.box", "the Riverfolk's {box} box holds {count!r} warriors of {who!r}")


def board_of(state) -> dict:
    return state.boards.get(RIVERFOLK, {})


def prices(state) -> dict[str, int]:
    return dict(board_of(state).get("prices", {}))


def box(state, name: str) -> dict[str, int]:
    """Warriors in the ``name`` box ("payments" or "funds"), by whose they are."""
    return dict(board_of(state).get(name, {}))


def with_board(state, **changes) -> dict:
    """The boards with the Riverfolk's changed (the whole dict, for a set edit); an empty box is dropped."""
    boards = {f: dict(b) for f, b in state.boards.items()}
    mine = {**board_of(state), **changes}
    mine = {k: v for k, v in mine.items() if v}
    if mine:
        boards[RIVERFOLK] = mine
    else:
        boards.pop(RIVERFOLK, None)
    return boards


def trade_posts_on_map(state) -> list[int]:
    """The clearings holding a trade post (one per clearing, 11.5.6)."""
    return sorted(c for p in state.law[RIVERFOLK].pieces if p.name.endswith("trade-post")
                  for c in state.where_is((RIVERFOLK, p.name)) if isinstance(c, int))


def board_problem(state):
    """(element, problem) for a Riverfolk board a game file holds that cannot be, or None."""
    data = state.boards.get(RIVERFOLK)
    if data is None:
        return None
    if not isinstance(data, dict):
        return "boards.riverfolk", NOT_A_BOARD("11.2.7")
    extra = sorted(set(data) - {"prices", "payments", "funds"})
    if extra:
        return "boards.riverfolk", UNKNOWN_KEYS("11.2.7", names=extra)
    for service, price in dict(data.get("prices", {})).items():
        if service not in SERVICES or type(price) is not int or price not in PRICES:
            return "boards.riverfolk.prices", BAD_PRICE("11.6", service=service, price=price)
    for name in ("payments", "funds"):
        for who, n in dict(data.get(name, {})).items():
            # Each is a warrior taken out of its owner's supply (11.2.7).
            if who not in state.factions or type(n) is not int or not 0 < n <= state.out.get((who, "warrior"), 0):
                return f"boards.riverfolk.{name}", BAD_BOX("11.4", box=name, count=n, who=who)
    return None
