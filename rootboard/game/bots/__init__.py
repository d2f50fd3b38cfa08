"""The Clockwork bots (the Law of Rootbotics): a seat a bot plays, its settings, its turn.

A bot plays a faction's seat with that faction's pieces, under its own chapter of the Law of
Rootbotics: the game's Law has the bot's faction (a subclass of the faction, same id and
pieces, in ``rootboard.game.bots.<bot>``) in place of the faction (``seat``), so every rule
the core asks of ``state.law[fid]`` (its turn, its hooks) is the bot's. What the table chose
for each bot (its difficulty and traits, Rootbotics "Difficulty" and "Traits") is kept in
the game file (``GameState.bots``, the schema's "bots").

Each bot's rules are in their own package, imported by module path only when a bot plays
(``BOTS``). General rules every bot follows (2.1-2.5: clearing priority, player priority,
target legality, action order) are :mod:`rootboard.game.bots.rootbotics`; a bot's turn is
worked out and applied as the game's own actions by :mod:`rootboard.game.bots.play`.

Sources (each rule's own beside it in the bot's module): [RDB] the Law of Rootbotics as
therootdatabase.com publishes it (``/law/new-rules/en``, ``/law/mechanical-marquise-20/en``;
its stored copies are cut short); [FR] a French transcription of the Mechanical Marquise 2.0
chapter ("Loi de la Marquise Mécanique 2.0"); [CR] Vagabottos/clockroot
``src/assets/i18n/en-US.json`` and ``src/app/models/marquise.ts`` (commit 7327f0b), the bots'
companion app, as a second reading of every step.
"""

from __future__ import annotations

from rootboard.errors import BadInput
from rootboard.messages import Template

# Bot id -> (the faction whose seat it plays, the module of its rules). Imported when it plays.
BOTS = {
    "mechanical-marquise": ("marquise", "rootboard.game.bots.marquise"),
    "electric-eyrie": ("eyrie", "rootboard.game.bots.eyrie"),
    "drillbit-duchy": ("duchy", "rootboard.game.bots.duchy"),
    "riverfolk-robots": ("riverfolk", "rootboard.game.bots.riverfolk"),
    "vagabot": ("vagabond", "rootboard.game.bots.vagabond"),
    "logical-lizards": ("lizards", "rootboard.game.bots.lizards"),
    "cogwheel-corvids": ("corvids", "rootboard.game.bots.corvids"),
    "automated-alliance": ("alliance", "rootboard.game.bots.alliance"),
}
# Difficulty levels, as every Clockwork bot has them (Rootbotics "Difficulty"; [CR] BotSetup.Difficulty).
DIFFICULTIES = ("easy", "normal", "challenging", "nightmare")

UNKNOWN_BOT = Template("bot.unknown", "{name!r} is not a bot rootboard plays; bots: {choices}")
NO_BOT_FOR = Template("bot.none-for", "no bot plays {who:faction.whose} seat yet: rootboard plays {choices}")
UNKNOWN_DIFFICULTY = Template("bot.unknown-difficulty", "{name!r} is not a difficulty: {choices}")
UNKNOWN_TRAIT = Template("bot.unknown-trait", "{name!r} is not a trait of this bot: {choices}")
NOT_A_BOT_SEAT = Template("bot.not-a-bot-seat", "no bot plays {who:faction.whose} seat in this game")


def bot_module(bot: str):
    from importlib import import_module

    if bot not in BOTS:
        raise BadInput(UNKNOWN_BOT(name=bot, choices=sorted(BOTS)))
    return import_module(BOTS[bot][1])


def bot_for(fid: str) -> str:
    """The bot that plays ``fid``'s seat."""
    found = [b for b, (seat, _) in sorted(BOTS.items()) if seat == fid]
    if not found:
        raise BadInput(NO_BOT_FOR(who=fid, choices=sorted(BOTS)))
    return found[0]


def settings(bot: str, difficulty: str = "normal", traits=()) -> dict:
    """A bot's settings as the game file keeps them, checked against its chapter."""
    module = bot_module(bot)
    if difficulty not in DIFFICULTIES:
        raise BadInput(UNKNOWN_DIFFICULTY(name=difficulty, choices=list(DIFFICULTIES)))
    for trait in traits:
        if trait not in module.OPTIONAL_TRAITS:
            raise BadInput(UNKNOWN_TRAIT(name=trait, choices=sorted(module.OPTIONAL_TRAITS)))
    return {"bot": bot, "difficulty": difficulty, "traits": sorted(set(traits))}


def traits_of(state, fid: str) -> tuple:
    """The traits the table chose for the bot at ``fid``'s seat (none when no bot plays it)."""
    return tuple(state.bots.get(fid, {}).get("traits", ()))


def seat(law, bots: dict):
    """``law`` with each seat of ``bots`` (faction -> settings) played by its bot."""
    for fid, config in sorted(bots.items()):
        module = bot_module(config["bot"])
        law = law.with_seat_played_by(module.FACTION)
    return law


def seat_bot(state, fid: str, config: dict) -> None:
    """Let a bot play ``fid``'s seat of ``state`` from now on (its settings kept in the game)."""
    state.bots = {**state.bots, fid: config}
    state.law = seat(state.law, {fid: config})
