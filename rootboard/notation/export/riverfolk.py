"""The Riverfolk Company's actions written as Rootlog (chapter 11), as their reader
(:mod:`rootboard.notation.translate.riverfolk`) makes the same actions of them again:

* a service bought, its payment (``3w->O$``; the Vagabond's, ``2Ow->O$``);
* their Birdsong's Protectionism (``2w->$``) and Dividends (``++N``);
* a fund spent or committed, by its owner (``2Cw$->``), then what it pays for: a trade post
  (``(w+t_f)->6``, ``++2``), a recruit (``w->11``), a draw (``#->O``), a move or battle (written
  as itself);
* Export, its card discarded then its warrior placed (``#bankO->/w->$``, the spec's example: no
  craft, no committed fund written);
* the prices set (``$_->3``, ``$_h->2``); the funds left at the end of their turn (``$_f->2``);
  at setup, their starting funds and prices in their setup line (11.3.4, 11.3.5).
"""

from __future__ import annotations

from rootboard.game.kinds import OUT, SUPPLY
from rootboard.notation.export.shared import count, scored
from rootboard.notation.translate.deck import rootlog_card

RIVERFOLK = "riverfolk"
# Their services (11.2.6) by rootboard's name -> the letter of its price Rootlog writes (``$_h``).
_PRICE_LETTERS = {"hand-card": "h", "riverboats": "r", "mercenaries": "m"}


def _warriors(exporter, owner: str, n: int, current, position, where=None) -> str:
    return f"{count(n)}{exporter.piece(owner, 'warrior', where, current, position)}"


def _shifted(edits, source, to, fid=None) -> list[tuple[str, int]]:
    """(owner, count) of the warriors ``edits`` shift from ``source`` to ``to``."""
    return [(e.args[0], e.args[4]) for e in edits if e.op == "shift" and e.args[1] == "warrior"
            and e.args[2] == source and e.args[3] == to and (fid is None or e.args[0] == fid)]


def buy(exporter, action, edits, current, position) -> list[str]:
    return [f"{_warriors(exporter, owner, n, current, position)}->{exporter.code(RIVERFOLK)}$"
            for owner, n in _shifted(edits, SUPPLY, OUT)]


def collect(exporter, action, edits, current, position) -> list[str]:
    """Protectionism, their starting funds; Dividends (11.4.1, 11.4.2, 11.3.4)."""
    return [*(f"{_warriors(exporter, owner, n, current, position)}->$"
              for owner, n in _shifted(edits, SUPPLY, OUT, RIVERFOLK)), *scored(exporter, edits, current)]


def prices(exporter, action, edits, current, position) -> list[str]:
    return _prices(position.boards.get(RIVERFOLK, {}).get("prices", {}), action._asked())


def funds_left(exporter, action, edits, current, position) -> list[str]:
    return [f"$_f->{action.left}"]


def export(exporter, action, edits, current, position) -> list[str]:
    """Export (11.5.3.I): the card discarded, a warrior of theirs to Payments."""
    return [f"{rootlog_card(position.deck, action.card)}{exporter.code(RIVERFOLK)}->",
            f"{_warriors(exporter, RIVERFOLK, 1, current, position)}->$"]


def committed(exporter, action, edits, current, position) -> list[str]:
    """A fund committed (11.5.1), and the card it draws (11.5.4)."""
    owner = _committed(position, edits)
    written = [f"{_warriors(exporter, owner, 1, current, position)}$->"] if owner is not None else []
    return written + ([f"#->{exporter.code(RIVERFOLK)}"] if action.kind == "riverfolk-draw" else [])


def placed(exporter, action, edits, current, position) -> list[str]:
    """A trade post (11.5.6) or a recruit (11.5.5): the funds spent, what it placed, its points."""
    # A fund spent goes back to its owner's supply; a committed one stays out.
    used = [f"{_warriors(exporter, owner, n, current, position)}$->" for owner, n in _shifted(edits, OUT, SUPPLY)]
    pieces = [(e.args[1], e.args[4]) for e in edits if e.op == "shift" and e.args[0] == RIVERFOLK
              and e.args[2] == SUPPLY and e.args[3] not in (SUPPLY, OUT)]
    things = [f"{count(n)}{exporter.piece(RIVERFOLK, name, None, current, position)}" for name, n in pieces]
    group = things[0] if len(things) == 1 else f"({'+'.join(things)})"
    return [*used, f"{group}->{exporter.place(action.clearing)}", *scored(exporter, edits, current)]


def _committed(position, edits) -> str | None:
    """The owner of the fund an action committed: the one whose Committed count grew."""
    before = position.boards.get(RIVERFOLK, {}).get("committed", {})
    for e in edits:
        if e.op == "set" and e.args[0] == "boards":
            after = e.args[2].get(RIVERFOLK, {}).get("committed", {})
            grown = [f for f in after if after[f] > before.get(f, 0)]
            if grown:
                return grown[0]
    return None


def _prices(before: dict, asked: dict) -> list[str]:
    """The prices ``asked`` as Rootlog sets them: all at once when they are one price, else each
    that changes from ``before`` (``$_h->2``)."""
    if len(set(asked.values())) == 1:
        return [f"$_->{next(iter(asked.values()))}"]
    return [f"$_{_PRICE_LETTERS[service]}->{price}" for service, price in asked.items() if before.get(service) != price]


def setup_board(exporter, fid: str, start) -> list[str]:
    """Their starting funds and prices (11.3.4, 11.3.5), in their setup line."""
    board = start.boards.get(RIVERFOLK, {})
    written = [f"{count(n)}w->$" for owner, n in board.get("payments", {}).items() if owner == RIVERFOLK]
    asked = board.get("prices", {})
    if len(asked) == len(_PRICE_LETTERS):
        written += _prices({}, asked)
    return written


def turn_end(exporter, fid: str, position, written: list[str]) -> list[str]:
    """Their funds left at the end of their turn (11.5), when there are any and the turn has not
    said them (a Rootlog without it means none, and rootboard reads it so)."""
    if written and written[-1].startswith("$_f->"):
        return []
    funds = sum(position.boards.get(RIVERFOLK, {}).get("funds", {}).values())
    return [f"$_f->{funds}"] if funds else []


WRITES = {"riverfolk-buy": buy, "riverfolk-collect": collect, "riverfolk-starting-funds": collect,
          "riverfolk-prices": prices, "riverfolk-starting-prices": prices, "riverfolk-funds-left": funds_left,
          "riverfolk-export": export, "riverfolk-commit": committed, "riverfolk-draw": committed,
          "riverfolk-trade-post": placed, "riverfolk-recruit": placed}
