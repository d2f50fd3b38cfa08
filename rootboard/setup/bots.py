"""Bots at setup (Law of Root 16.1.3: "as a group you may choose to play with bots, as described
in the Law of Rootbotics"; Standard Setup, 5.1, the same): which seats bots play, each bot's
difficulty and traits, and each bot's own setup in place of its faction's.

Sources: [RDB] the Law of Rootbotics, chapter 3 "Setup with Bots" (therootdatabase.com
``/law/setup-with-bots/en``; its 3.2's own text is cut short in the stored copy) and each bot's
chapter's "Faction Setup"; [CR] Vagabottos/clockroot (``BotSetup``: a difficulty and the traits
chosen for each bot, then its setup rules), as a second reading.

* 3 follows the Law of Root's setup, Standard (5.1) or Advanced (its step 3, 16.1.3).
* 3.2 (5.1.1, assign factions and starting player): the factions are assigned first, a bot to a
  faction's seat (a fan's player aid words it "replace any number of factions with matching
  bots": a bot plays only its own faction's seat, ``BOTS``). Advanced Setup's step 3 comes
  before its step 8, the factions: a bot's faction is the group's choice at step 3, never dealt
  in the draft; its setup card stays out of the pool, and the pool is dealt for the people
  only (rootboard's reading: neither source speaks of the draft). A bot sits at a seat drawn at
  random, as seating is (16.1.4).
* 3.3 a difficulty (3.3.1) and any number of the bot's four traits, even none (3.3.2).
* 3.4 (5.1.3, 16.1.7): with one or two people, the four dominance cards leave the deck; each
  person draws, bots draw no cards.
* Each bot sets up by its own chapter's Faction Setup, in the faction's place (setup order A, B,
  C... in Standard Setup, 5.1.7; from the last seat backwards in Advanced Setup, 16.1.8.II).
* Some person plays: 3.4 and 3.5 set the game up for "humans" beside the bots; a table of bots
  only is not a game the Law of Rootbotics sets up (rootboard's reading).

Hirelings (16.1.6): neither source speaks of bots with hirelings; a hireling card that would keep
a bot's faction out of the game (16.1.6.V) is not dealt, as for a faction chosen freely.

Landmarks and hirelings set up by a seat (16.1.5.III: the last seat sets up the first landmark,
the second-to-last the other; 16.1.6.III: from the last seat backwards, one dealt hireling each):
neither source says what a bot's seat does there. rootboard's reading (:func:`chosen_by_bot`): the
bot takes what its general rules would, the first it may by priority: a clearing by clearing
priority (2.1), a hireling in the order dealt, passing over what the rules refuse (2.3); said so.
"""

from __future__ import annotations

from rootboard.messages import Message, Template

DIFFICULTY_AND_TRAITS = Template(
    "setup.bots.seat", "{who:faction.whose} seat is played by the {bot} (Law of Rootbotics {rb}), {difficulty}; "
    "traits: {traits}")
NOT_A_SEAT = Template("setup.bots.not-a-seat", "a bot plays a seat of the game: {who:faction} "
                      "{who:faction|sg=is|pl=are} not one of the factions in play ({factions:faction})")
BOT_NOT_FOR = Template("setup.bots.not-for", "the {bot} plays {its:faction.whose} seat, not {who:faction.whose}: "
                       "a bot plays its own faction (Law of Rootbotics {rb})")
NO_PEOPLE = Template("setup.bots.no-people", "every seat is a bot's: the Law of Rootbotics sets bots up beside "
                     "one or more people (its {rb})")
TOO_MANY_BOTS = Template("setup.bots.too-many", "{count} bot for {players} seats: at least one seat is a person's",
                         plural="{count} bots for {players} seats: at least one seat is a person's", count="count")
NO_MILITANT_LEFT = Template("setup.bots.no-militant", "every militant faction is a bot's, so the draft cannot deal "
                            "its first card, a militant one, to the people")
BOT_SEATED = Template("setup.bots.seated", "the {bot} sits at seat {seat}, drawn at random")
ONE_OR_TWO_PEOPLE = Template(
    "setup.bots.dominance", "{count} person at the table: take the four dominance cards out of the deck first "
                            "(Law of Rootbotics {rb})",
    plural="{count} people at the table: take the four dominance cards out of the deck first (Law of Rootbotics {rb})",
    count="count")
BOTS_DRAW_NONE = Template("setup.bots.no-hand", "bots draw no cards: {who:faction} {who:faction|sg=holds|pl=hold} "
                          "no hand (Law of Rootbotics {rb})")
PASSED_OVER = Template("setup.bots.passed-over", "the bot passes over what the rules do not let it do (Law of "
                       "Rootbotics {rb}): {why}")
BOT_CHOOSES = Template("setup.bots.chooses", "seat {seat} is the {bot}'s: it takes the first it may by priority "
                       "(Law of Rootbotics {rb}; rootboard's reading, no source saying what a bot's seat does here): "
                       "{choice}")
BOT_SETS_UP = Template("setup.bots.sets-up", "{who:faction} {who:faction|sg=sets|pl=set} up as the {bot}'s chapter "
                       "says, not by {who:faction.whose} setup card")

# The Law of Rootbotics' sections, said as data beside the Law of Root's (its own numbering).
RB_FACTIONS, RB_TRAITS, RB_HANDS, RB_LEGALITY = "3.2", "3.3", "3.4", "2.3"
RB_PRIORITY = "2.1"


def bot_seats(config) -> dict[str, dict]:
    """The seats bots play in ``config``: faction -> its settings (``bot``, ``difficulty``, ``traits``)."""
    return dict(getattr(config, "bots", None) or {})


def people(config, seats: int) -> int:
    """How many people sit at a table of ``seats`` (3.4 counts them)."""
    return seats - len(bot_seats(config))


def settings_for(fid: str, difficulty: str = "normal", traits=()) -> dict:
    """The settings of the bot at ``fid``'s seat, checked against its chapter (BadInput)."""
    from rootboard.game.bots import bot_for, settings

    return settings(bot_for(fid), difficulty, traits)


def problem(config, factions, seats: int, law) -> tuple[str, Message] | None:
    """Why the bots of ``config`` cannot sit at this table, naming the setting, or None.
    ``factions``: the factions in play when chosen (None: drafted); ``seats``: how many."""
    from rootboard.errors import BadInput
    from rootboard.game.bots import BOTS, settings

    bots = bot_seats(config)
    if not bots:
        return None
    for fid, wanted in sorted(bots.items()):
        if factions is not None and fid not in factions:
            return "bots", NOT_A_SEAT("16.1.3", who=fid, factions=tuple(factions))
        seat = BOTS.get(wanted["bot"], (None,))[0]
        if seat is not None and seat != fid:
            return "bots", BOT_NOT_FOR("16.1.3", bot=bot_name(wanted["bot"]), its=seat, who=fid, rb=RB_FACTIONS)
        try:
            settings(wanted["bot"], wanted["difficulty"], wanted["traits"])
        except BadInput as exc:
            return "bots", exc.problem
        if factions is None and fid not in {f.id for f in law.players}:
            return "bots", NOT_A_SEAT("16.1.3", who=fid, factions=tuple(f.id for f in law.players))
    if len(bots) >= seats:
        if factions is not None:
            return "bots", NO_PEOPLE("16.1.3", rb=RB_HANDS)
        return "bots", TOO_MANY_BOTS("16.1.3", count=len(bots), players=seats)
    return None


def bot_name(bot: str) -> Message:
    from rootboard.game.bots.names import BOT_NAMES

    return BOT_NAMES[bot]()


def seated_law(law, config):
    """``law`` with every seat of ``config``'s bots played by its bot (their modules imported now)."""
    from rootboard.game.bots import seat

    bots = bot_seats(config)
    if not bots:
        return law
    if law is None:
        from rootboard.game.factions import LAW as law
    return seat(law, bots)


def seat_words(fid: str, wanted: dict, *sections: str) -> Message:
    """What the table chose for the bot at ``fid``'s seat: its bot, difficulty and traits (3.3)."""
    from rootboard.game.bots.names import DIFFICULTY_NAMES, NO_TRAITS, TRAIT_NAMES

    traits = tuple(TRAIT_NAMES[t]() for t in wanted["traits"]) or NO_TRAITS()
    return DIFFICULTY_AND_TRAITS(*sections, who=fid, bot=bot_name(wanted["bot"]), rb=RB_TRAITS,
                                 difficulty=DIFFICULTY_NAMES[wanted["difficulty"]](), traits=traits)


def say_settings(ctx, section: str) -> None:
    """3.3: each bot's difficulty and traits, said for the table (they are the configuration's)."""
    for fid, wanted in sorted(bot_seats(ctx.config).items()):
        ctx.say(seat_words(fid, wanted, section))


def keep_in(state, config) -> None:
    """Record the bots' seats in the position being set up (the game file's ``bots``)."""
    state.bots = {fid: dict(wanted) for fid, wanted in bot_seats(config).items() if fid in state.factions}


def set_up(ctx, fid: str, section: str) -> None:
    """The bot at ``fid``'s seat sets up by its chapter's Faction Setup: each of its doings said
    with its section and applied as setup edits, judged by the game's own rules (a refused one
    is passed over, said with its reason: a bot targets only what the rules allow, 2.3)."""
    from rootboard.game import replay
    from rootboard.game.bots import bot_module
    from rootboard.game.bots.play import Played, cited

    wanted = ctx.state.bots[fid]
    ctx.say(BOT_SETS_UP(section, who=fid, bot=bot_name(wanted["bot"])))
    for doing in bot_module(wanted["bot"]).setup_doings(ctx.state, fid):
        said = cited(Played(doing))
        if said is not None:
            ctx.say(said.with_sections(section))
        if doing.action is None:
            continue
        outcome, edits = replay.apply_action(ctx.state, doing.action, replay.ENFORCE)
        if not outcome.applied:  # e.g. a warrior next to the Marquise's keep (6.2.2)
            why = outcome.verdict.message
            ctx.say(PASSED_OVER(*why.sections, rb=RB_LEGALITY, why=why))
            continue
        ctx.edits.extend(edits)  # applied already: kept so that a rebuilt position has them (16.1.8)


def say_hands(ctx, section: str, seats: int) -> None:
    """3.4: one or two people take the dominance cards out; bots draw no cards."""
    bots = sorted(bot_seats(ctx.config))
    if not bots:
        return
    n = seats - len(bots)
    if n <= 2:
        ctx.say(ONE_OR_TWO_PEOPLE(section, count=n, rb=RB_HANDS))
    ctx.say(BOTS_DRAW_NONE(section, who=tuple(bots), rb=RB_HANDS))


def seat_at_random(ctx, seats: list[int]) -> dict[int, str]:
    """Advanced Setup with a draft: each bot at a seat drawn at random (16.1.4), in the order
    of their factions; the other seats draft (16.1.8)."""
    bots = sorted(bot_seats(ctx.config))
    if not bots:
        return {}
    chosen = ctx.rng.sample(seats, len(bots))
    return dict(zip(chosen, bots))


def chosen_by_bot(ctx, seat: int, step, section: str):
    """What the bot at ``seat`` takes at a setup ``step`` asked of that seat (a landmark's
    clearing, 16.1.5.III; a dealt hireling, 16.1.6.III), said; None when a person sits there (or
    nothing may be taken: the table meets the dead end). rootboard's reading (see above): the
    first legal option, the step's options being in priority order (clearings 1 to 12, 2.1;
    hirelings as dealt), those the rules refuse passed over (2.3)."""
    fid = ctx.data.get("seat_factions", {}).get(seat)
    bots = bot_seats(ctx.config)
    if fid not in bots:
        return None
    legal = [o for o in step.options if o.legal]
    if not legal:
        return None
    rb = ", ".join((RB_PRIORITY, RB_LEGALITY))
    ctx.say(BOT_CHOOSES(section, seat=seat, bot=bot_name(bots[fid]["bot"]), rb=rb, choice=legal[0].why))
    return legal[0].value
