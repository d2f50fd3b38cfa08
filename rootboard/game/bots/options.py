"""What may be done now at a seat a bot plays (16.1.3: a bot follows the Law of Rootbotics, not
a player's choices): its turn, as ``rootboard bot`` plays it, judged by the checks that judge it
when it is played, never a second list.

Before its order card is revealed, the turn is begun by the reveal (``bot-order``): the suits and
the items offered are those the reveal's own check (:class:`BotOrder`) accepts now, each asked
of it. Once revealed (the reveal in this turn's history), what is left is the rest of the turn,
offered when it can be worked out again from the history (``resumed_plan``), else refused with
the reason ``rootboard bot`` gives. What others owe meanwhile is the turn's options
(:func:`rootboard.game.turns.options.owed`), as at any seat.
"""

from __future__ import annotations

from rootboard.messages import Message, Template
from rootboard.records import record

BOT_SEAT = Template("options.bot.seat", "a bot plays {who:faction.whose} seat ({bot}): its turn follows the Law of "
                    "Rootbotics, and rootboard plays it with 'rootboard bot'")
REVEAL = Template("options.bot.reveal", "the table reveals the order card: SUIT is its suit ({suits}); ITEM the "
                  "item it shows, if any ({items}), crafted while the item supply holds one")
REST = Template("options.bot.rest", "its order card ({suit:suit}) was revealed this turn: this plays the step left "
                "of its turn, as worked out again from the history", plural="its order card ({suit:suit}) was "
                "revealed this turn: this plays the {count} steps left of its turn, as worked out again from the "
                "history", count="count")


@record(frozen=True)
class BotTurn:
    """The turn of the bot at ``faction``'s seat as it may be played now: ``begun`` once its
    order card is revealed; before, the ``suits`` and ``items`` the reveal's check accepts; after,
    the acting steps ``left``. ``says``: what playing it does, or why it is refused."""

    faction: str
    bot: str
    begun: bool
    playable: bool
    says: Message
    suits: tuple = ()
    items: tuple = ()
    left: int = 0

    def command(self, game: str) -> str:
        """The command line that plays it; SUIT and ITEM stand for what the table reveals."""
        import shlex

        words = shlex.join(["rootboard", "bot", game, self.faction])
        return words if self.begun else words + " --order SUIT [--item ITEM]"

    def seat(self) -> Message:
        """Who plays the seat on turn, said once above what may be done (16.1.3)."""
        from rootboard.game.bots.names import BOT_NAMES

        return BOT_SEAT("16.1.3", who=self.faction, bot=BOT_NAMES[self.bot]())


def bot_turn(state) -> BotTurn | None:
    """The bot's turn at the seat on turn, judged now; None when no bot plays that seat."""
    fid = state.current
    config = state.bots.get(fid)
    if config is None:
        return None
    from rootboard.game.bots.actions import order_revealed

    revealed = order_revealed(state, fid)
    if revealed is None:
        return _to_reveal(state, fid, config["bot"])
    return _to_finish(state, fid, config["bot"], revealed)


def _to_reveal(state, fid: str, bot: str) -> BotTurn:
    """Before the reveal: each suit, then each item, asked of the reveal's own check."""
    from rootboard.game.bots.actions import ORDER_SUITS, BotOrder
    from rootboard.game.crafted import ITEM_SUPPLY
    from rootboard.game.turns.options import judge

    verdicts = {suit: judge(state, BotOrder(fid, (suit,))) for suit in ORDER_SUITS}
    suits = tuple(s for s, v in verdicts.items() if v.legal)
    if not suits:  # not its Birdsong, or its card revealed before: the reveal's own reason
        return BotTurn(fid, bot, False, False, verdicts[ORDER_SUITS[0]].message)
    items = tuple(i for i in sorted(ITEM_SUPPLY) if judge(state, BotOrder(fid, (suits[0],), i)).legal)
    return BotTurn(fid, bot, False, True, REVEAL("16.1.3", suits=list(suits), items=list(items)), suits, items)


def _to_finish(state, fid: str, bot: str, revealed: dict) -> BotTurn:
    """After the reveal: the rest, when the history still is that turn's (``play_rest``'s check)."""
    from rootboard.errors import BadInput
    from rootboard.game.bots.play import refuse_start, resumed_plan

    plan = resumed_plan(state, fid)
    if plan is None:  # the game left the turn worked out: 'rootboard bot' refuses, saying why
        try:
            refuse_start(state, fid)
        except BadInput as refused:
            return BotTurn(fid, bot, True, False, refused.problem)
        raise AssertionError("refuse_start always refuses")  # pragma: no cover
    left = sum(1 for s in plan.steps[plan.applied(state):] if s.entry is not None)
    return BotTurn(fid, bot, True, True, REST("16.1.3", suit=revealed["orders"][0], count=left), left=left)
