"""`rootboard cards`: the card catalogue of a deck, in the run's language.

Each card once, with its suit, its craft cost, what crafting it makes and how many copies the
deck holds (16.1.2: the standard deck, or the Exiles and Partisans deck). A name the Law of
Root does not print in the run's language is marked. ``--json`` keeps ids, suits, costs and
kinds in English, and each card's sources.

The cards are read only when the command runs: registering it imports nothing of them.
"""

from __future__ import annotations

from rootboard.cli.choices import choice_argument
from rootboard.i18n import current, tr

# The decks the command offers; rootboard.game.cards.DECKS names the same (tests/cli check),
# not imported here so that registering the command does not load the cards.
DECK_CHOICES = ("standard", "exiles")
UNCONFIRMED_MARK = "*"


def register(sub) -> None:
    p = sub.add_parser("cards", help=tr("cli.help", "the card catalogue: each card's suit, cost, what crafting "
                                                    "makes and copies"),
                       description=tr("cli.help", "The cards of a deck (16.1.2), each once: its name in the "
                                                  "language of the run, its suit, the suits of the crafting pieces "
                                                  "it costs (4.1.1), what crafting it makes and how many copies "
                                                  "the deck holds."))
    choice_argument(p, "--deck", choices=DECK_CHOICES, default="standard",
                       help=tr("cli.help", "the standard deck or the Exiles and Partisans deck (default: standard)"))
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", "print the catalogue as JSON, with each card's sources"))
    p.set_defaults(run=run_cards)


def run_cards(args) -> int:
    import json

    from rootboard.game.cards import deck
    from rootboard.game.cards.words import cost_words, deck_title, makes, ordered, suit_word

    chosen = deck(args.deck)
    if args.json:
        print(json.dumps(catalogue_json(chosen, current()), ensure_ascii=False, indent=2))
        return 0
    print(deck_title(chosen))
    rows = [(tr("cards.column", "card"), tr("cards.column", "suit"), tr("cards.column", "cost"),
             tr("cards.column", "crafting makes"), tr("cards.column", "copies"))]
    flagged = False
    for card in ordered(chosen.cards):
        name, confirmed = card.name(current())
        flagged |= not confirmed
        rows.append((name + ("" if confirmed else UNCONFIRMED_MARK), suit_word(card.suit), cost_words(card.cost),
                     makes(card), str(card.copies)))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for row in rows:
        print("  " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths)) + "  " + row[4].rjust(len(rows[0][4])))
    if flagged:
        print(UNCONFIRMED_MARK + " " + tr("cards", "the Law of Root prints no name for this card in this language: "
                                                   "its English name, or one built from the Law's words (unconfirmed)"))
    print(tr("cards", "sources: {sources}").format(
        sources=", ".join(sorted({s["repository"] for s in chosen.sources.values()}))))
    return 0


def catalogue_json(chosen, lang: str) -> dict:
    """The deck as data: ids, suits, costs and kinds in English; ``name`` in ``lang`` with
    whether the Law prints it; every card's sources and the deck's."""
    from rootboard.game.cards.words import ordered

    cards = []
    for card in ordered(chosen.cards):
        name, confirmed = card.name(lang)
        entry = {"id": card.id, "name": name, "name_confirmed": confirmed, "names": dict(card.names),
                 "suit": card.suit, "cost": list(card.cost), "copies": card.copies, "kind": card.kind,
                 "ambush": card.ambush, "dominance": card.dominance}
        if card.item:
            entry.update(item=card.item, points=card.points)
        if card.unconfirmed_names:
            entry["unconfirmed_names"] = dict(card.unconfirmed_names)
        entry["sources"] = dict(card.sources)
        if card.follows:
            entry["follows"] = card.follows
        cards.append(entry)
    return {"deck": chosen.name, "size": chosen.size, "sources": dict(chosen.sources), "cards": cards}
