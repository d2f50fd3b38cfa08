"""The faction boards' actions written as Rootlog (:mod:`rootboard.notation.export` asks): the
Alliance's supporters and officers, the Eyrie's Decree and Turmoil, the Vagabond's quests, as
the table writes them, so that rootboard's reader (:mod:`rootboard.notation.translate.alliance`,
``.eyrie``, ``.quests``) makes the same action of them again.

* Mobilize: ``#A->A$``; Train: ``#A->/w->A$`` (the card, then its officer);
* Revolt: the two supporters spent (``2#A$->``), the enemy pieces removed, the points, the base
  and warriors placed in one action (``(b_r+2w)->10``), the officer (``w->A$``);
* a base lost: its officers leaving her board (``2AwA$->``), right after the base's removal;
* Spread Sympathy: the supporters it spent (``2#A$->``), the token (``t->8``), its points;
  Organize: her warrior removed (``w7->``), the token, its points;
* AddToDecree: each card to its column (``B#ambushE->E$_r``; the Decree is public, 7.2.1);
* Turmoil: ``--N`` (the birds, 7.7.1), the purge ``$_->``, the new leader ``#despot->E$``;
* Quest: its two items exhausted in one action, the quest of its suit done (``M#Q->V$``), its
  reward, ``2#->V`` or ``++N``;
* the Riverfolk (:mod:`rootboard.notation.translate.riverfolk` reads them): a service bought, its
  payment (``3w->O$``; the Vagabond's, ``2Ow->O$``); their Birdsong's Protectionism (``2w->$``)
  and Dividends (``++N``); a fund spent or committed, by its owner (``2Cw$->``), then what it
  pays for: a trade post (``(w+t_f)->6``, ``++2``), a recruit (``w->11``), a draw (``#->O``), a
  move or battle (written as itself); Export, its card discarded then its warrior placed
  (``#bankO->/w->$``, the spec's example: no craft, no committed fund written); the prices set (``$_->3``, ``$_h->2``); the funds left at
  the end of their turn (``$_f->2``), and at setup their starting funds and prices.
* the Lizard Cult (:mod:`rootboard.notation.translate.lizards`): Adjust Outcast ``$_o->M`` (Hated:
  ``$_ho->M``); a ritual, its card revealed then its piece (``F#^/w->5``, ``R#^/b_r->5``,
  ``B#^/w->$``), the Score ritual its card spent and points (``F#L->/++2``); a conspiracy, its
  acolytes spent then what it does (``2w$->/Cw5->/w->5``); its revealed cards' return unwritten;
* the Duchy (:mod:`rootboard.notation.translate.duchy`): Sway, its cards revealed then the minister
  (``(R+B)#^/#captain->$/++``); the Price of Failure, its card discarded then the minister lost
  (``#D->/#captainD$->``); its revealed birds discarded as the others return (``B#->``);
* the Corvids (:mod:`rootboard.notation.translate.corvids`): Plot, its warriors removed then the
  plot placed face down (``w4->/t->4``).
"""

from __future__ import annotations

from collections import Counter

from rootboard.game.kinds import OUT, SUPPLY
from rootboard.notation import vocabulary as words
from rootboard.notation.translate.deck import SUITS, rootlog_card

RIVERFOLK_KINDS = ("riverfolk-buy", "riverfolk-collect", "riverfolk-prices", "riverfolk-starting-prices",
                   "riverfolk-starting-funds", "riverfolk-trade-post", "riverfolk-recruit", "riverfolk-draw",
                   "riverfolk-commit", "riverfolk-funds-left", "riverfolk-export")
BOARD_KINDS = ("alliance-mobilize", "alliance-train", "alliance-revolt", "alliance-base-lost", "alliance-spread",
               "alliance-organize", "eyrie-decree", "eyrie-turmoil", "vagabond-quest", "marquise-build",
               "lizards-outcast", "lizards-choose-outcast", "lizards-build", "lizards-recruit", "lizards-sacrifice",
               "lizards-score", "lizards-crusade", "lizards-convert", "lizards-sanctify", "lizards-return",
               "duchy-sway", "duchy-price", "duchy-return", "corvids-plot", *RIVERFOLK_KINDS)
RIVERFOLK = "riverfolk"
_PRICE_LETTERS = {"hand-card": "h", "riverboats": "r", "mercenaries": "m"}
ALLIANCE, EYRIE, MARQUISE = "alliance", "eyrie", "marquise"
_COLUMN_AREAS = {kind[len("decree-"):]: area for area, kind in words.BOARD_AREAS["E"].items()}
_SUIT_LETTERS = {suit: letter for letter, suit in SUITS.items()}
_ITEM_LETTERS = {name: letter for letter, name in words.ITEMS.items()}


def _count(n: int) -> str:
    return "" if n == 1 else str(n)


def board_action(exporter, action, edits, current: str, position) -> list[str] | None:
    """``action`` as Rootlog; None when Rootlog cannot say it (a base lost with no officer)."""
    kind, deck, code = action.kind, position.deck, exporter.code
    if kind == "alliance-mobilize":
        return [f"{rootlog_card(deck, action.card)}{code(ALLIANCE)}->{code(ALLIANCE)}$"]
    if kind == "alliance-train":
        officer = exporter.piece(ALLIANCE, "warrior", None, current, position)
        return [f"{rootlog_card(deck, action.card)}{code(ALLIANCE)}->", f"{officer}->{code(ALLIANCE)}$"]
    if kind == "alliance-revolt":
        return _revolt(exporter, action, edits, current, position)
    if kind == "alliance-base-lost":
        lost = sum(e.args[4] for e in edits if e.op == "shift" and tuple(e.args[:4]) == (ALLIANCE, "warrior", OUT, SUPPLY))
        if not lost:
            return None
        return [f"{_count(lost)}{exporter.piece(ALLIANCE, 'warrior', None, current, position)}{code(ALLIANCE)}$->"]
    if kind in ("alliance-spread", "alliance-organize"):
        return _sympathy(exporter, action, edits, current, position)
    if kind == "eyrie-decree":
        return [f"{rootlog_card(deck, card)}{code(EYRIE)}->{code(EYRIE)}$_{_COLUMN_AREAS[column]}"
                for card, column in zip(action.cards, action.columns)]
    if kind == "eyrie-turmoil":
        lost = [exporter.points(exporter.who(EYRIE, current), e.args[1]) for e in edits
                if e.op == "score" and e.args[1]]
        return [*lost, f"{exporter.who(EYRIE, current)}$_->", f"#{action.leader}->{code(EYRIE)}$"]
    if kind == "vagabond-quest":
        return _quest(exporter, action, edits, current, position)
    if kind == "marquise-build":
        return _build(exporter, action, edits, current, position)
    if kind in RIVERFOLK_KINDS:
        return _riverfolk(exporter, action, edits, current, position)
    if kind.startswith("lizards-"):
        return _lizards(exporter, action, edits, current, position)
    if kind.startswith("duchy-"):
        return _duchy(exporter, action, edits, current, position)
    if kind == "corvids-plot":
        paid = sum(e.args[4] for e in _shifts(edits) if e.args[:2] == ("corvids", "warrior") and e.args[3] == SUPPLY)
        plot = exporter.piece("corvids", action.plot, action.clearing, current, position)
        where = exporter.place(action.clearing)
        return [*([f"{_count(paid)}{exporter.piece('corvids', 'warrior', where, current, position)}{where}->"]
                  if paid else []), f"{plot}->{where}"]
    return None


def setup_marks(fid: str, start) -> list[str]:
    """What a faction's setup placed on its board that Rootlog writes in its setup line: the
    Cult's Outcast (10.3.3, ``$_o->F``)."""
    if fid != "lizards":  # the one board marker a setup places
        return []
    suit = (start.boards.get(fid) or {}).get("outcast")
    return [f"$_o->{_SUIT_LETTERS[suit]}"] if suit is not None else []


def _shifts(edits) -> list:
    return [e for e in edits if e.op == "shift"]


def _scored(exporter, edits, current) -> list[str]:
    return [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
            if e.op == "score" and e.args[1]]


def _shown(deck: str, card: str | None, suit: str | None) -> str:
    """A card revealed or spent: by its name, else by its suit (``F#``)."""
    return rootlog_card(deck, card) if card is not None else f"{_SUIT_LETTERS.get(suit or 'bird', 'B')}#"


def _lizards(exporter, action, edits, current, position) -> list[str] | None:
    """The Cult's actions (chapter 10), as :mod:`rootboard.notation.translate.lizards` reads them."""
    kind, deck, fid = action.kind, position.deck, "lizards"
    code = exporter.code(fid)
    if kind == "lizards-outcast":
        after = position.position_copy()
        after.apply(edits)
        board = after.boards.get(fid) or {}
        if board.get("outcast") is None:
            return []
        return [f"{exporter.who(fid, current)}$_{'ho' if board.get('hated') else 'o'}->"
                f"{_SUIT_LETTERS[board['outcast']]}"]
    if kind == "lizards-choose-outcast":
        return [f"{exporter.who(fid, current)}$_o->{_SUIT_LETTERS[action.suit]}"]
    if kind == "lizards-return":
        return []  # not notated (the spec's Lizard Cult section)
    if kind in ("lizards-build", "lizards-recruit", "lizards-sacrifice"):
        placed = [e for e in _shifts(edits) if e.args[0] == fid and e.args[2] == SUPPLY]
        _, piece, _, to, _ = placed[0].args
        where = f"{code}$" if to == OUT else exporter.place(to)
        return [f"{_shown(deck, action.card, action.suit)}^",
                f"{exporter.piece(fid, piece, to, current, position)}->{where}"]
    if kind == "lizards-score":
        return [f"{_shown(deck, action.card, action.suit)}{code}->", *_scored(exporter, edits, current)]
    spent = sum(e.args[4] for e in _shifts(edits) if e.args[:4] == (fid, "warrior", OUT, SUPPLY))
    written = [f"{_count(spent)}{exporter.piece(fid, 'warrior', None, current, position)}{code}$->"]
    where = exporter.place(action.clearing)
    if kind == "lizards-crusade":
        if action.to is not None:
            written.append(f"{_count(action.count)}{exporter.piece(fid, 'warrior', action.clearing, current, position)}"
                           f"{where}->{exporter.place(action.to)}")
        return written  # its battle is the battle written next
    removed = action.building if kind == "lizards-sanctify" else "warrior"
    placed = next(e.args[1] for e in _shifts(edits) if e.args[0] == fid and e.args[2] == SUPPLY)
    return [*written, f"{exporter.piece(action.enemy, removed, action.clearing, current, position)}{where}->",
            f"{exporter.piece(fid, placed, action.clearing, current, position)}->{where}",
            *_scored(exporter, edits, current)]


def _duchy(exporter, action, edits, current, position) -> list[str] | None:
    """The Duchy's board (chapter 12), as :mod:`rootboard.notation.translate.duchy` reads it."""
    from rootboard.game.cards.places import DISCARD

    kind, deck, fid = action.kind, position.deck, "duchy"
    code = exporter.code(fid)
    if kind == "duchy-sway":
        shown = Counter([rootlog_card(deck, c) for c in action.cards] + [f"{_SUIT_LETTERS[s]}#" for s in action.suits])
        cards = "+".join(f"{_count(n)}{card}" for card, n in shown.items())
        return [f"{cards}{exporter.who(fid, current)}^", f"#{action.minister}->{code}$",
                *_scored(exporter, edits, current)]
    if kind == "duchy-price":
        if action.minister is None and not edits:
            return []
        discarded = [e for e in edits if e.op == "card" and e.args[2] == DISCARD]
        written = [f"{rootlog_card(deck, action.card) if action.card else '#'}{code}->"] if discarded else []
        after = position.position_copy()
        after.apply(edits)
        lost = [name for name in (position.boards.get(fid) or {}).get("swayed", [])
                if name not in (after.boards.get(fid) or {}).get("swayed", [])]
        return written + [f"#{name}{code}$->" for name in lost]
    if kind == "duchy-return":
        birds = ((position.boards.get(fid) or {}).get("revealed") or []).count("bird")
        return [f"{_count(birds)}B#->"] if birds else []
    return None


def _build(exporter, action, edits, current, position) -> list[str]:
    """Her Build as the log writes it: the wood spent (``t10+2t11->``), the building placed
    (``b_s->6``), its points (read back as her Build, translate/marquise.py)."""
    wood = [(e.args[2], e.args[4]) for e in edits if e.op == "shift" and tuple(e.args[:2]) == (MARQUISE, "wood")
            and e.args[3] == SUPPLY]
    written = ["+".join(f"{_count(n)}{exporter.piece(MARQUISE, 'wood', c, current, position)}{exporter.place(c)}"
                        for c, n in wood) + "->"] if wood else []
    building = exporter.piece(MARQUISE, action.building, action.clearing, current, position)
    written.append(f"{building}->{exporter.place(action.clearing)}")
    return written + [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
                      if e.op == "score" and e.args[1]]


def _shifted(edits, source, to, fid=None) -> list[tuple[str, int]]:
    """(owner, count) of the warriors ``edits`` shift from ``source`` to ``to``."""
    return [(e.args[0], e.args[4]) for e in edits if e.op == "shift" and e.args[1] == "warrior"
            and e.args[2] == source and e.args[3] == to and (fid is None or e.args[0] == fid)]


def _riverfolk(exporter, action, edits, current, position) -> list[str]:
    kind, code = action.kind, exporter.code

    def warriors(owner, n, where=None):
        return f"{_count(n)}{exporter.piece(owner, 'warrior', where, current, position)}"

    def funds_used():  # a fund spent goes back to its owner's supply; a committed one stays out
        return [f"{warriors(owner, n)}$->" for owner, n in _shifted(edits, OUT, SUPPLY)]

    scored = [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
              if e.op == "score" and e.args[1]]
    if kind == "riverfolk-buy":
        return [f"{warriors(owner, n)}->{code(RIVERFOLK)}$" for owner, n in _shifted(edits, SUPPLY, OUT)]
    if kind in ("riverfolk-collect", "riverfolk-starting-funds"):  # Protectionism, starting funds; Dividends
        return [*(f"{warriors(owner, n)}->$" for owner, n in _shifted(edits, SUPPLY, OUT, RIVERFOLK)), *scored]
    if kind in ("riverfolk-prices", "riverfolk-starting-prices"):
        return _prices(position.boards.get(RIVERFOLK, {}).get("prices", {}), action._asked())
    if kind == "riverfolk-funds-left":
        return [f"$_f->{action.left}"]
    if kind == "riverfolk-export":  # 11.5.3.I: the card discarded, a warrior of theirs to Payments
        return [f"{rootlog_card(position.deck, action.card)}{code(RIVERFOLK)}->", f"{warriors(RIVERFOLK, 1)}->$"]
    if kind in ("riverfolk-commit", "riverfolk-draw"):
        owner = _committed(position, edits)
        written = [f"{warriors(owner, 1)}$->"] if owner is not None else []
        return written + ([f"#->{code(RIVERFOLK)}"] if kind == "riverfolk-draw" else [])
    placed = [(e.args[1], e.args[4]) for e in edits if e.op == "shift" and e.args[0] == RIVERFOLK
              and e.args[2] == SUPPLY and e.args[3] not in (SUPPLY, OUT)]
    pieces = [f"{_count(n)}{exporter.piece(RIVERFOLK, name, None, current, position)}" for name, n in placed]
    where = exporter.place(action.clearing)
    group = pieces[0] if len(pieces) == 1 else f"({'+'.join(pieces)})"
    return [*funds_used(), f"{group}->{where}", *scored]  # a trade post (11.5.6) or a recruit (11.5.5)


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


def board_setup(exporter, fid: str, start) -> list[str]:
    """What a faction's setup put on its board, as its setup line writes it: the Riverfolk's
    starting funds and prices (11.3.4, 11.3.5)."""
    if fid != RIVERFOLK:
        return []
    board = start.boards.get(RIVERFOLK, {})
    written = [f"{_count(n)}w->$" for owner, n in board.get("payments", {}).items() if owner == RIVERFOLK]
    asked = board.get("prices", {})
    if len(asked) == len(_PRICE_LETTERS):
        written += _prices({}, asked)
    return written


def turn_end(fid: str, position) -> list[str]:
    """What the end of ``fid``'s turn writes: the Riverfolk's funds left, when there are any (a
    Rootlog without it means none, and rootboard reads it so)."""
    if fid != RIVERFOLK:
        return []
    funds = sum(position.boards.get(RIVERFOLK, {}).get("funds", {}).values())
    return [f"$_f->{funds}"] if funds else []


def _revolt(exporter, action, edits, current, position) -> list[str]:
    named = [rootlog_card(position.deck, card) for card in action.cards]
    unnamed = 2 - len(named)
    spent = [*named, *([f"{_count(unnamed)}#"] if unnamed > 0 else [])]
    group = spent[0] if len(spent) == 1 else f"({'+'.join(spent)})"
    written = [f"{group}{exporter.code(ALLIANCE)}$->"]
    removed, placed, officers = Counter(), Counter(), 0
    for e in edits:
        if e.op != "shift":
            continue
        fid, piece, source, to, n = e.args
        if source not in (SUPPLY, OUT) and to in (SUPPLY, OUT):
            removed[exporter.piece(fid, piece, source, current, position)] += n
        elif source == SUPPLY and to == OUT and fid == ALLIANCE:
            officers += n
        elif source == SUPPLY and to not in (SUPPLY, OUT):
            placed[exporter.piece(fid, piece, to, current, position)] += n
    where = exporter.place(action.clearing)
    if removed:
        things = [f"{_count(n)}{thing}" for thing, n in removed.items()]
        written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}{where}->")
    written += [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
                if e.op == "score" and e.args[1]]
    things = [f"{_count(n)}{thing}" for thing, n in placed.items()]
    if things:
        written.append(f"{things[0] if len(things) == 1 else '(' + '+'.join(things) + ')'}->{where}")
    if officers:
        written.append(f"{exporter.piece(ALLIANCE, 'warrior', None, current, position)}->{exporter.code(ALLIANCE)}$")
    return written


def _quest(exporter, action, edits, current, position) -> list[str]:
    from rootboard.game.factions.vagabond.quests import QUESTS

    quest = QUESTS[action.quest]
    v = action.vagabond
    board = "" if v == current else f"{exporter.code(v)}$"
    items = Counter(quest.items)
    written = ["+".join(f"{_count(n)}%{_ITEM_LETTERS[item]}" for item, n in sorted(items.items())) + f"{board}->e",
               f"{_SUIT_LETTERS[quest.suit]}#Q->{exporter.code(v)}$"]
    if action.reward == "cards":
        written.append(f"2#->{exporter.code(v)}")
    else:
        written += [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
                    if e.op == "score" and e.args[1]]
    return written


def _sympathy(exporter, action, edits, current, position) -> list[str]:
    """A spread of sympathy or an Organize: what it spent, the token, the points."""
    from rootboard.game.cards.places import DISCARD

    where = exporter.place(action.clearing)
    if action.kind == "alliance-spread":
        spent = [e.args[0] for e in edits if e.op == "card" and e.args[2] == DISCARD and
                 str(e.args[1]).startswith("board")]
        named = [rootlog_card(position.deck, card) for card in spent if card is not None]
        unnamed = len(spent) - len(named)
        parts = [*named, *([f"{_count(unnamed)}#"] if unnamed else [])]
        written = [f"{parts[0] if len(parts) == 1 else '(' + '+'.join(parts) + ')'}{exporter.code(ALLIANCE)}$->"] \
            if parts else []
    else:
        written = [f"{exporter.piece(ALLIANCE, 'warrior', action.clearing, current, position)}{where}->"]
    written.append(f"{exporter.piece(ALLIANCE, 'sympathy', None, current, position)}->{where}")
    return written + [exporter.points(exporter.who(e.args[0], current), e.args[1]) for e in edits
                      if e.op == "score" and e.args[1]]
