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

BOARD_KINDS = ("alliance-mobilize", "alliance-train", "alliance-revolt", "alliance-base-lost", "alliance-spread",
               "alliance-organize", "eyrie-decree", "eyrie-turmoil", "vagabond-quest", "lizards-outcast",
               "lizards-choose-outcast", "lizards-build", "lizards-recruit", "lizards-sacrifice", "lizards-score",
               "lizards-crusade", "lizards-convert", "lizards-sanctify", "lizards-return", "duchy-sway", "duchy-price",
               "duchy-return", "corvids-plot")
ALLIANCE, EYRIE = "alliance", "eyrie"
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
