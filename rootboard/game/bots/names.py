"""What the table calls each bot, difficulty and trait (Law of Rootbotics 3.3: a difficulty and
any number of traits for each bot), as data, said in the seeds' languages.

The names are the bots' boards' and cards' ([RDB] therootdatabase.com ``/law/setup-with-bots/en``
3.3 and each bot's chapter's title; [CR] Vagabottos/clockroot ``src/assets/i18n/en-US.json``
``SpecificRules.Rule<Trait>`` for the traits, ``src/app/bot.service.ts`` ``botMeta`` for the bots).
No seed names them in Dutch or Spanish: their translations are rootboard's. Which traits a bot has is its own package's
``OPTIONAL_TRAITS``; this module only names them, so a setup page can list them without
importing a bot's rules.
"""

from __future__ import annotations

from rootboard.messages import Template, language, term

BOT_NAMES = {
    "mechanical-marquise": Template("bot.name.mechanical-marquise", "Mechanical Marquise 2.0"),
    "electric-eyrie": Template("bot.name.electric-eyrie", "Electric Eyrie"),
    "automated-alliance": Template("bot.name.automated-alliance", "Automated Alliance"),
    "vagabot": Template("bot.name.vagabot", "Vagabot"),
    "logical-lizards": Template("bot.name.logical-lizards", "Logical Lizards"),
    "riverfolk-robots": Template("bot.name.riverfolk-robots", "Riverfolk Robots"),
    "drillbit-duchy": Template("bot.name.drillbit-duchy", "Drillbit Duchy"),
    "cogwheel-corvids": Template("bot.name.cogwheel-corvids", "Cogwheel Corvids"),
}
# 3.3.1: "easy, default, challenging, or nightmare" ([RDB]); rootboard's id of the default is
# "normal", as [CR] names it (BotSetup.Difficulty.Normal).
DIFFICULTY_NAMES = {
    "easy": Template("bot.difficulty.easy", "easy"),
    "normal": Template("bot.difficulty.normal", "default"),
    "challenging": Template("bot.difficulty.challenging", "challenging"),
    "nightmare": Template("bot.difficulty.nightmare", "nightmare"),
}


@term("difficulty", words=lambda: [(t.id, t.text) for t in DIFFICULTY_NAMES.values()])
def _difficulty(value, lang: str):
    """``{level:difficulty}``: a difficulty by its id ("challenging"), as the table calls it."""
    from rootboard.i18n.grammar import word

    named = DIFFICULTY_NAMES[value]
    return word(named.id, named.text, language(lang))


# Each bot's four trait cards (3.3.2), by the id its package keeps ([CR] SpecificRules.Rule<Trait>).
TRAIT_NAMES = {trait: Template(f"bot.trait.{trait}", words) for trait, words in (
    ("blitz", "Blitz"), ("fortified", "Fortified"), ("hospitals", "Hospitals"), ("iron-will", "Iron Will"),
    ("nobility", "Nobility"), ("relentless", "Relentless"), ("swoop", "Swoop"), ("war-tax", "War Tax"),
    ("informants", "Informants"), ("popularity", "Popularity"), ("veterans", "Veterans"), ("wildfire", "Wildfire"),
    ("adventurer", "Adventurer"), ("berserker", "Berserker"), ("helper", "Helper"), ("marksman", "Marksman"),
    ("fanatics", "Fanatics"), ("martyrs", "Martyrs"), ("erratic", "Erratic"), ("spiteful", "Spiteful"),
    ("garrison", "Garrison"), ("greedy", "Greedy"), ("ferocious", "Ferocious"), ("involved", "Involved"),
    ("invaders", "Invaders"), ("overwhelm", "Overwhelm"), ("foundations", "Foundations"), ("investors", "Investors"),
    ("backup-plans", "Backup Plans"), ("gamble", "Gamble"), ("mastermind", "Mastermind"), ("vendetta", "Vendetta"),
)}
NO_TRAITS = Template("bot.traits.none", "no traits")
