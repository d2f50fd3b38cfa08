"""The Drillbit Duchy's Cost of Errors (always on) and the two chosen traits that change it,
Foundations and Investors ([CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json``
TextCostOfErrors, TextFoundations, TextInvestors and ``src/app/models/duchy.ts``: the one reading
found, unconfirmed). Played where its buildings are removed, on whoever's turn: a removal's edits
(``Remove``), or once per battle after its hits (``removed_in_battle``, 1.5.4).

* Cost of Errors: whenever any number of its buildings are removed, the bottommost swayed minister
  loses its crown.
* Foundations: the crown comes off the bottommost swayed minister whose suit matches a clearing a
  building was removed from (none matching: no crown is lost, rootboard's reading of "now removes
  the crown from" such a minister).
* Investors: when a human caused it, that human discards a card matching the clearing, and the
  Duchy loses 1 VP; if they cannot, the Duchy sways a minister as its Sway does (the topmost
  unswayed of that suit) that matches the clearing. The human's hand is theirs: the table answers
  with ``bot-duchy-investors`` (:class:`BotInvestors`), said with the removal.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.game.actions import NOT_IN_THIS_GAME, Action
from rootboard.game.bots import traits_of
from rootboard.game.factions.duchy import board as _ministers  # noqa: F401  the words its messages name (minister)
from rootboard.game.unconfirmed import BOT_TRAITS
from rootboard.game.verdict import illegal, legal
from rootboard.messages import Template
from rootboard.records import record

INVESTORS_POINTS = BOT_TRAITS["investors_points"]  # [CR] TextInvestors (one source: unconfirmed)
DUCHY_BOT = "drillbit-duchy"

COST_OF_ERRORS = Template("bot.duchy.cost-of-errors", "a Drillbit Duchy building removed: Cost of Errors, its "
                          "{minister:minister} (the bottommost swayed) loses its crown")
FOUNDATIONS = Template("bot.duchy.foundations", "a Drillbit Duchy building removed: Cost of Errors with Foundations, "
                       "its {minister:minister} (the bottommost swayed of a {suit:suit} minister) loses its crown")
NO_CROWN = Template("bot.duchy.no-crown", "a Drillbit Duchy building removed: Cost of Errors, but no swayed minister "
                    "is there to lose its crown")
INVESTORS = Template("bot.duchy.investors", "Investors: {who:faction} must discard a {suit:suit} card (the Drillbit "
                     "Duchy then loses 1 VP) or, if unable, the Duchy sways its {minister:minister}; the table answers "
                     "with bot-duchy-investors")
INVESTORS_NO_MINISTER = Template("bot.duchy.investors-no-minister", "Investors: {who:faction} must discard a "
                                 "{suit:suit} card (the Drillbit Duchy then loses 1 VP); if unable, no {suit:suit} "
                                 "minister is left to sway; the table answers with bot-duchy-investors")
INVESTORS_PAID = Template("bot.duchy.investors-paid", "Investors: {who:faction} discarded a {suit:suit} card: the "
                          "Drillbit Duchy loses 1 VP")
INVESTORS_SWAYS = Template("bot.duchy.investors-sways", "Investors: {who:faction} had no {suit:suit} card: the "
                           "Drillbit Duchy sways its {minister:minister}")
INVESTORS_UNPAID = Template("bot.duchy.investors-unpaid", "Investors: {who:faction} had no {suit:suit} card")
INVESTORS_NOTHING = Template("bot.duchy.investors-nothing", "Investors: {who:faction} had no {suit:suit} card, and no "
                             "{suit:suit} minister is left to sway: nothing happens")
NOT_INVESTORS = Template("bot.duchy.not-investors", "Investors is not one of the Drillbit Duchy's traits in this game")
NOT_A_HUMAN = Template("bot.duchy.not-a-human", "{who:faction} {who:faction|sg=is|pl=are} played by a bot: "
                       "Investors asks a human")
UNKNOWN_SUIT = Template("bot.duchy.unknown-suit", "{suit!r} is not a clearing's suit: fox, mouse or rabbit")


def uncrowned(state, fid, suits) -> tuple[str | None, object]:
    """The minister Cost of Errors uncrowns for buildings removed from clearings of ``suits``,
    and the words for it."""
    from rootboard.game.bots.duchy.board import SUIT_OF, swayed_in_order

    crowned = swayed_in_order(state)
    if "foundations" in traits_of(state, fid):
        matching = [m for m in crowned if SUIT_OF[m] in suits]
        if not matching:
            return None, NO_CROWN("16.1.3")
        return matching[-1], FOUNDATIONS("16.1.3", minister=matching[-1], suit=SUIT_OF[matching[-1]])
    if not crowned:
        return None, NO_CROWN("16.1.3")
    return crowned[-1], COST_OF_ERRORS("16.1.3", minister=crowned[-1])


def uncrown_edits(state, minister) -> list:
    from rootboard.game.factions.duchy.board import swayed, with_board

    if minister is None:
        return []
    return [state.set_edit("boards", with_board(state, swayed=[m for m in swayed(state) if m != minister]))]


def to_sway_matching(state, suit) -> str | None:
    """Investors' sway: as its Sway ([CR] Sway), the topmost unswayed minister of ``suit``; none
    left of that suit: none (it "must also match a clearing of removal")."""
    from rootboard.game.bots.duchy.board import SUIT_OF, TOP_TO_BOTTOM
    from rootboard.game.factions.duchy.board import swayed

    crowned = set(swayed(state))
    return next((m for m in TOP_TO_BOTTOM if m not in crowned and SUIT_OF[m] == suit), None)


def investors_note(state, fid, by, suits):
    """Said when a human's removal triggers Cost of Errors and the table chose Investors."""
    if "investors" not in traits_of(state, fid) or by in (None, fid) or by in state.bots or by not in state.factions:
        return []
    notes = []
    for suit in sorted(suits):
        minister = to_sway_matching(state, suit)
        notes.append(INVESTORS("16.1.3", who=by, suit=suit, minister=minister) if minister
                     else INVESTORS_NO_MINISTER("16.1.3", who=by, suit=suit))
    return notes


@record(frozen=True)
class BotInvestors(Action):
    """The table's answer to Investors: ``by`` discarded a card of ``suit`` (the Duchy loses 1 VP)
    or could not (``discarded`` false: the Duchy sways the topmost unswayed minister of ``suit``).
    The discard itself is the table's own ``discard`` action (the card is the human's)."""

    faction: str
    by: str
    suit: str
    discarded: bool
    kind = "bot-duchy-investors"

    def check(self, state):
        from rootboard.game.kinds import SUITS

        for fid in (self.faction, self.by):
            if fid not in state.factions:
                raise BadInput(NOT_IN_THIS_GAME(who=fid))
        if self.suit not in SUITS:
            raise BadInput(UNKNOWN_SUIT(suit=self.suit))
        if state.bots.get(self.faction, {}).get("bot") != DUCHY_BOT or "investors" not in traits_of(state,
                                                                                                  self.faction):
            return illegal(NOT_INVESTORS("16.1.3"))
        if self.by in state.bots:
            return illegal(NOT_A_HUMAN("16.1.3", who=self.by))
        if self.discarded:
            return legal(INVESTORS_PAID("16.1.3", who=self.by, suit=self.suit))
        minister = to_sway_matching(state, self.suit)
        if minister is None:
            return legal(INVESTORS_NOTHING("16.1.3", who=self.by, suit=self.suit))
        return legal(INVESTORS_SWAYS("16.1.3", who=self.by, suit=self.suit, minister=minister))

    def describe(self, law):
        return (INVESTORS_PAID if self.discarded else INVESTORS_UNPAID)("16.1.3", who=self.by, suit=self.suit)

    def edits(self, state):
        from rootboard.game import hirelings
        from rootboard.game.factions.duchy.board import swayed, with_board

        if self.discarded:
            return hirelings.score_edits(state, self.faction, -INVESTORS_POINTS)[0]
        minister = to_sway_matching(state, self.suit)
        if minister is None:
            return []
        return [state.set_edit("boards", with_board(state, swayed=[*swayed(state), minister]))]


ACTIONS = (BotInvestors,)
