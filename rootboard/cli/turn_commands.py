"""The turn on the command line: ``act`` plays any action of the Law by its kind and fields,
``step`` moves on to the next step of the faction on turn, ``options`` says what it may do now.

``act GAME KIND FIELD=VALUE ...`` makes the action a game file would hold (``{"type": KIND,
FIELD: VALUE}``): each value is read as JSON where the field's type takes it (``clearing=5``,
``wood=[3,3]``) and as text otherwise (``building=sawmill``); factions are typed by their names.
``options`` prints each playable action as the command line that plays it, so what it lists is
exactly what a command makes (1.4.1; python-chess's ``legal_moves``, generated and then judged).
Exit status as every action: 0 legal (applied and saved unless --dry-run), 1 refused, 2 bad input.
"""

from __future__ import annotations

import json
import shlex

from rootboard.i18n import tr
from rootboard.messages import Template

BAD_FIELD = Template("cli.act.bad-field", "{text!r} is not FIELD=VALUE (as a game file writes the action's fields)")
HEADER = Template("cli.options.header", "{who:faction.whose} turn: {step}")
TAKEN = Template("cli.options.taken", "{taken} of {times} taken this turn", plural="{taken} of {times} taken this turn",
                 count="times")
NONE_PLAYABLE = Template("cli.options.none", "nothing rootboard knows of is playable now")
REFUSED_COUNT = Template("cli.options.refused", "{count} more refused: 'rootboard options {game} --all' says why",
                         plural="{count} more refused: 'rootboard options {game} --all' says why", count="count")
#: The fields that name a faction: typed by the faction's name in any of the run's languages.
FACTION_FIELDS = ("faction", "attacker", "defender", "to", "partner", "giver", "target")


def register(sub) -> None:
    from rootboard.cli.game_commands import _action_parser

    p = _action_parser(sub, "act", tr("cli.help", "play any action by its kind and fields, as a game file writes it "
                                                  "(what 'rootboard options' prints)"))
    p.add_argument("kind", metavar="KIND", help=tr("cli.help", "the action's kind, e.g. marquise-build"))
    p.add_argument("fields", nargs="*", metavar="FIELD=VALUE",
                   help=tr("cli.help", "its fields as a game file names them, e.g. building=sawmill"))
    p.set_defaults(run=run_act)

    p = _action_parser(sub, "step", tr("cli.help", "move on to the next step of the turn, doing what the step left "
                                                   "does on its own (1.4.1)"))
    p.set_defaults(run=run_step)

    p = sub.add_parser("options", help=tr("cli.help", "what the faction on turn may do now, each as the command line "
                                                      "that plays it (1.4.1)"))
    p.add_argument("game", metavar="GAME.json")
    p.add_argument("--all", action="store_true", help=tr("cli.help", "the refused ones too, each with its reason"))
    p.add_argument("--json", action="store_true", help=tr("cli.help", "print them as JSON"))
    p.set_defaults(run=run_options)


def run_act(args) -> int:
    from rootboard.cli.game_commands import _run_action

    return _run_action(args, lambda state: read_command(state, args.kind, args.fields))


def run_step(args) -> int:
    from rootboard.cli.game_commands import _run_action
    from rootboard.game.turns.actions import NextStep

    return _run_action(args, lambda state: NextStep())


def read_command(state, kind: str, texts: list[str]):
    """The action ``kind`` with ``texts`` (FIELD=VALUE) as its fields, read as a game file's
    action is (strictly: a field unknown, missing or of the wrong type is bad input, exit 2)."""
    from rootboard.errors import BadInput, GameFormatError
    from rootboard.game.actions import _fields_of, _json_kinds, read_action

    cls = state.law.action(kind)
    hints = _fields_of(cls)[0] if cls is not None else {}
    data: dict = {"type": kind}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name:
            raise BadInput(BAD_FIELD(text=text))
        data[name] = _value(state, name, value, _json_kinds(hints[name]) if name in hints else [])
        if name in getattr(cls, "typed_words", {}):
            data[name] = _typed_word(cls.typed_words[name], data[name])
    try:
        return read_action(data, state.law)
    except GameFormatError as exc:
        raise BadInput(exc.problem) from None


def _typed_word(said: tuple, value):
    """A field the action takes as a word of the game (an Eyrie leader, a Decree column: its
    ``typed_words``), typed in the table's language or as its id, each of a list so; another
    word is refused as a choice argument's, with the nearest words (:class:`Choice`)."""
    import argparse

    from rootboard.cli.choices import Choice
    from rootboard.errors import BadInput

    term, ids = said
    choice, found = Choice(ids, term), []
    for typed in value if isinstance(value, list) else [value]:
        try:
            found.append(choice(typed) if isinstance(typed, str) else typed)
        except argparse.ArgumentTypeError:
            raise BadInput(choice.refusal(typed, choice.names())) from None
    return found if isinstance(value, list) else found[0]


def _value(state, name: str, text: str, kinds: list[str]):
    try:
        value = json.loads(text)
    except ValueError:
        value = text
    found = {bool: "boolean", int: "integer", str: "string", list: "array", dict: "object",
             type(None): "null"}.get(type(value))
    if found not in kinds and "string" in kinds:
        value = text  # a name that reads as a number or a word JSON knows ("null"): the text
    if name in FACTION_FIELDS and isinstance(value, str):
        from rootboard.cli.game_commands import _in_game

        value = _in_game(state, value)
    return value


def command_line(game: str, action) -> str:
    """The command line that plays ``action`` on ``game``: the turn's own commands by their
    names, any other action by ``act`` with the fields that differ from their defaults."""
    kind = action.kind
    if kind == "step":
        return shlex.join(["rootboard", "step", game])
    data = action.to_json()
    if kind == "phase":
        words = ["rootboard", "phase", game]
        return shlex.join(words + ([data["phase"]] if data.get("phase") else []))
    if kind == "end-turn":
        return shlex.join(["rootboard", "end-turn", game])
    from rootboard.game.actions import fields_of_record, _required

    words = ["rootboard", "act", game, kind]
    for f in fields_of_record(action):
        if f.name not in data:  # the action writes it only when it is not its default
            continue
        value = data[f.name]
        if not _required(f) and _as_json(_default(f)) == value:
            continue
        words.append(f"{f.name}={value if isinstance(value, str) and _reads_as_text(value) else json.dumps(value, separators=(',', ':'))}")
    return shlex.join(words)


def _default(f):
    from rootboard import records

    return f.default_factory() if f.default is records.MISSING else f.default


def _as_json(value):
    return json.loads(json.dumps(value, default=lambda v: v.to_json() if hasattr(v, "to_json") else str(v)))


def _reads_as_text(value: str) -> bool:
    """Whether ``value`` typed bare reads back as this very text (not a number, not null)."""
    try:
        json.loads(value)
    except ValueError:
        return True
    return False


def run_options(args) -> int:
    from rootboard.cli.game_commands import load_game
    from rootboard.game.turns.check import said, times
    from rootboard.game.turns.options import options
    from rootboard.messages import render

    state = load_game(args.game)
    found = options(state)
    bot = None
    if state.bots:  # a bot may play the seat on turn (16.1.3); only then are the bots' rules imported
        from rootboard.game.bots.options import bot_turn

        bot = bot_turn(state)
    step = found[0].step if found else None
    if step is None and bot is not None:  # nothing owed: the bot's seat still has its step
        from rootboard.game.turns.steps import current_step

        step = current_step(state)
    playable = [o for o in found if o.playable]
    refused = [o for o in found if not o.playable]
    if args.json:
        shown = found if args.all else playable
        print(json.dumps({
            "faction": state.current, "phase": state.phase, "step": step.id if step else None,
            "section": step.section if step else None, "taken": state.taken.get(step.id, 0) if step else 0,
            "times": times(state, step) if step else None,
            "options": [{"command": command_line(args.game, o.action), "action": o.action.to_json(),
                         "playable": o.playable, "sections": list(o.verdict.message.sections),
                         "says": render(o.verdict.message)} for o in shown],
            "refused": len(refused), "bot": _bot_json(args.game, bot, render)}, ensure_ascii=False, indent=1))
        return 0
    if step is not None:
        header = render(HEADER(step.section, who=state.current, step=said(step)))
        limit = times(state, step)
        if limit is not None:
            from rootboard.game.turns.progress import taken_words

            counted = taken_words(state, step) or TAKEN(taken=state.taken.get(step.id, 0), times=limit)
            header += " · " + render(counted)
        print(header)
    if bot is not None:
        print("  " + render(bot.seat()))
        print(("  " if bot.playable else "  - ") + bot.command(args.game))
        print("      " + render(bot.says))
    if not playable and bot is None:
        print("  " + render(NONE_PLAYABLE()))
    for option in playable:
        print("  " + command_line(args.game, option.action))
        print("      " + render(option.verdict.message))
    if args.all:
        for option in refused:
            print("  - " + command_line(args.game, option.action))
            print("      " + render(option.verdict.message))
    elif refused:
        print("  " + render(REFUSED_COUNT(count=len(refused), game=args.game)))
    return 0


def _bot_json(game: str, bot, render) -> dict | None:
    """The bot's turn at the seat on turn as data (None: a player's seat)."""
    if bot is None:
        return None
    return {"faction": bot.faction, "bot": bot.bot, "section": "16.1.3", "seat": render(bot.seat()),
            "begun": bot.begun, "playable": bot.playable, "command": bot.command(game), "suits": list(bot.suits),
            "items": list(bot.items), "steps_left": bot.left, "sections": list(bot.says.sections),
            "says": render(bot.says)}
