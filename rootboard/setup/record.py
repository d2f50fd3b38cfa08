"""A setup as the game file records it, and the first turn it leads to.

The game file keeps a setup as what makes it: its kind (Standard, 5.1, or Advanced, 16.1),
its configuration, the seed and the choices made, in order (:class:`~.engine.Setup` replays
them), beside what it dealt and chose that play needs to know: each faction's homelands, the
Vagabonds' characters, the landmarks and hirelings dealt. :func:`verify` replays a recorded
setup and requires the starting position it leads to to be the game's, so a file cannot
claim a setup it did not come from.

Play begins where setup ends (5.1, 16.1.10): the first player's Birdsong, with the phase
tracked from there (1.4.1), so phase-bound checks (9.4.2, 9.5.1, 16.2.3.III) apply at once.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable, Sequence

from rootboard.errors import BadInput, GameFormatError
from rootboard.game.kinds import LANDMARK, MAP
from rootboard.game.players import named
from rootboard.game.replay import starting_position
from rootboard.game.setupkit.engine import SETUP_RULES, Setup
from rootboard.game.state import PHASES, GameState
from rootboard.game.unconfirmed import HIRELINGS
from rootboard.messages import Template
from rootboard.setup import advanced, checks, standard

STANDARD, ADVANCED = "standard", "advanced"
SCRIPTS = {STANDARD: (standard.script, standard.SetupConfig), ADVANCED: (advanced.script, advanced.AdvancedConfig)}

UNKNOWN_SETTING = Template("setup.record.unknown-setting", "{kind} setup has no setting {name!r}; its settings: {names}")
MISSING_SETTING = Template("setup.record.missing-setting", "the setup's configuration lacks {name!r}: a game file "
                           "records every setting of its setup")
NOT_THIS_SETUP = Template("setup.record.mismatch",
                          "the recorded setup, replayed from its configuration, seed and choices, does not lead "
                          "to this game's starting position: its field {field!r} is not what the setup gives")
# A score edited by hand: the setup is right, the score is not (3.2).
SCORE_NOT_AS_PLAYED = Template("setup.record.score-mismatch", "{who:faction.whose} score is {written} in the file, "
                                  "and {given} by its setup and history")
NOT_FINISHED = Template("setup.record.not-finished", "the setup is not finished: step {step!r} is still to be chosen")
# A configuration the setup script cannot take: ``detail`` is Python's words (a TypeError).
SETUP_UNREADABLE = Template("setup.record.unreadable", "the setup's configuration cannot be used: {detail}")


# Settings added after games were saved without them: such a record keeps the way it was made.
LEGACY_SETTINGS = {ADVANCED: {"vagabond_cards": "as-dealt", "deck": "standard", "bots": {}},
                   STANDARD: {"bots": {}}}  # no bots (16.1.3)
VAGABOND_CARDS = ("in-order", "as-dealt")


def config_fields(kind: str) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(SCRIPTS[kind][1]))


def make_config(kind: str, **settings: Any):
    """The configuration of a ``kind`` setup; a setting it does not have is bad input."""
    cls = SCRIPTS[kind][1]
    names = config_fields(kind)
    for name in settings:
        if name not in names:
            raise BadInput(UNKNOWN_SETTING(kind=kind, name=name, names=", ".join(names)))
    return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in settings.items()})


def check(topology, config, element=lambda name: name, law=None) -> None:
    """Refuse a configuration that cannot be set up on ``topology`` (BadInput naming the
    setting as ``element(name)``), before any step runs (:mod:`.checks`)."""
    found = checks.problem(topology, config, law)
    if found is not None:
        name, why = found
        raise BadInput(why, element=element(name))


def config_to_json(config) -> dict:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in dataclasses.asdict(config).items()}


def kind_of(config) -> str:
    return next(k for k, (_, cls) in SCRIPTS.items() if isinstance(config, cls))


def start(topology, config, seed: int, choices: Iterable = (), law=None, rules: int | None = None) -> Setup:
    """A setup of ``config``'s kind on ``topology``, replayed through ``choices``, under
    ``law`` (default: every faction there is), by the setup scripts' edition ``rules``
    (default: today's, SETUP_RULES)."""
    if law is None:
        from rootboard.game.factions import LAW as law
    script = SCRIPTS[kind_of(config)][0]
    return Setup(script, topology, config, seed, [tuple(c) for c in choices], law=law, rules=rules)


# --- what the file records ------------------------------------------------------------------

def record(setup: Setup) -> dict:
    """The game file's ``"setup"`` object for a finished ``setup``."""
    ctx = setup.ctx
    return {
        "kind": kind_of(setup.config),
        "rules": setup.rules,
        "config": config_to_json(setup.config),
        "seed": setup.seed,
        "choices": [[sid, value] for sid, value in setup.choices],
        "homelands": {f: list(areas) for f, areas in ctx.homelands.items()},
        # Characters of the Vagabonds in play (a pool's card left unpicked takes its own away, 16.1.8.I.c).
        "characters": {f: c for f, c in ctx.data.get("characters", {}).items() if f in setup.state.factions},
        "landmarks": dealt_landmarks(setup.state),
        "hirelings": dealt_hirelings(ctx.data.get("hirelings", ())),
    }


def dealt_landmarks(state: GameState) -> list[dict]:
    """Every landmark standing in a clearing (16.5; the Ferry and the Tower too, 16.2)."""
    kinds = state.law.kinds
    found = [{"name": p, "clearing": a} for a, held in state.areas.items() for (f, p), n in held.items()
             if f == MAP and n and kinds.get((f, p)) == LANDMARK and isinstance(a, int)]
    return sorted(found, key=lambda e: (e["clearing"], e["name"]))


def dealt_hirelings(dealt: Iterable) -> list[dict]:
    """Hirelings dealt (16.1.6), each as ``{"name", "demoted", "excludes"}``: its card, whether
    it is on its demoted side, and the faction(s) it keeps out of the game (16.1.6.V)."""
    found = []
    for entry in dealt:
        name, demoted = (entry, False) if isinstance(entry, str) else (entry["name"], bool(entry.get("demoted")))
        excludes = HIRELINGS.get(name, {}).get("excludes")
        found.append({"name": name, "demoted": demoted,
                      "excludes": [excludes] if isinstance(excludes, str) else list(excludes or ())})
    return found


def first_turn(setup: Setup, names: Sequence[str] = ()) -> GameState:
    """The position a finished setup leads to, at the first player's Birdsong, the phase
    tracked, and the setup recorded in it; ``names``: who sits at each seat, seat by seat
    (:func:`seats`), kept beside it (not part of the setup a file's record replays)."""
    state = setup.state.copy()
    state.turn, state.round, state.phase, state.phase_tracked = 0, 1, PHASES[0], True
    state.used = set()
    state.history, state.cursor = [], 0
    state.setup = record(setup)
    state.players = named(factions_by_seat(setup), names)
    return state


def seats(config) -> int:
    """How many seats a setup of ``config`` has: its players (16.1), or its factions (5.1)."""
    return config.players if kind_of(config) == ADVANCED else len(config.factions)


def factions_by_seat(setup: Setup) -> list[str]:
    """The faction at each seat, seat 1 first: as drafted or given (16.1.8.I), or as listed (5.1).
    The turn order starts at the first player's seat instead (16.1.4)."""
    if kind_of(setup.config) == ADVANCED:
        at = setup.ctx.data.get("seat_factions", {})
        return [at[seat] for seat in sorted(at)]
    return list(setup.config.factions)


# --- checking a recorded setup ---------------------------------------------------------------

def replay(data: dict, topology, source: str = "<game>", law=None, rules: int | None = None) -> Setup:
    """The setup ``data`` (a file's ``"setup"`` object) records, replayed by the scripts'
    edition ``rules`` (default: the one it records, or today's); GameFormatError naming the
    element when it cannot be."""
    if rules is None:
        rules = data.get("rules", SETUP_RULES)
    try:
        legacy = LEGACY_SETTINGS.get(data["kind"], {})
        missing = [n for n in config_fields(data["kind"]) if n not in data["config"] and n not in legacy]
        if missing:
            raise BadInput(MISSING_SETTING(name=missing[0]), element=f"setup.config.{missing[0]}")
        config = make_config(data["kind"], **{**legacy, **data["config"]})
        check(topology, config, lambda name: f"setup.config.{name}", law)
        setup = start(topology, config, data["seed"], data["choices"], law, rules)
    except (BadInput, TypeError) as exc:
        if isinstance(exc, BadInput):  # a choice refused names itself: setup.choices[3]
            raise GameFormatError(source, exc.element or "setup", exc.problem) from None
        raise GameFormatError(source, "setup", SETUP_UNREADABLE(detail=str(exc))) from None
    if not setup.done:
        raise GameFormatError(source, "setup.choices", NOT_FINISHED(step=setup.pending.id))
    return setup


def verify(state: GameState, source: str = "<game>") -> None:
    """If ``state`` records a setup, replay it and require its starting position: the same
    pieces, suits, seats and scores, and the same homelands, characters and landmarks."""
    data = getattr(state, "setup", None)
    if data is None:
        return
    start_json = starting_position(state).fields_json()
    # A record that does not say its edition was made by today's scripts or by an earlier one
    # (before the edition was written): it is the one whose start it leads to, newest first.
    editions = [data["rules"]] if "rules" in data else range(SETUP_RULES, 0, -1)
    first_problem = None  # the newest edition's: said when none is the one
    for rules in editions:
        try:
            expected = first_turn(replay(data, state.topology, source, state.law, rules))
        except GameFormatError as problem:
            if len(editions) == 1:
                raise
            # Its choices do not finish that edition's steps (an earlier record lacks the steps
            # a later edition asks, the Riverfolk's prices of edition 3): not the one that made it.
            first_problem = first_problem or problem
            continue
        expected_json = expected.fields_json()
        differs = next((name for name in expected_json if expected_json[name] != start_json.get(name)), None)
        if differs is None:
            break
        first_problem = first_problem or (differs, start_json.get(differs), expected_json[differs])
    else:
        if isinstance(first_problem, GameFormatError):
            raise first_problem
        name, written, given = first_problem
        if name == "scores":
            _score_problem(state, written, given, source)
        raise GameFormatError(source, "setup", NOT_THIS_SETUP(field=name))
    wanted = expected.setup
    for name in ("homelands", "characters", "landmarks", "hirelings"):
        if _jsonish(wanted[name]) != _jsonish(data.get(name)):
            raise GameFormatError(source, f"setup.{name}", NOT_THIS_SETUP(field=name))
    for fid, bot in expected.bots.items():  # the seats the setup gave bots are the game's (16.1.3)
        if _jsonish(bot) != _jsonish(state.bots.get(fid)):
            raise GameFormatError(source, f"bots.{fid}", NOT_THIS_SETUP(field="bots"))


def _score_problem(state: GameState, start: dict, expected: dict, source: str) -> None:
    """The faction whose score differs, as the file writes it and as the setup and the
    history give it: the history adds the same to either start (GameFormatError)."""
    for fid, score in expected.items():
        if start.get(fid) != score and isinstance(start.get(fid), int):
            written = state.scores[fid]
            raise GameFormatError(source, f"scores.{fid}", SCORE_NOT_AS_PLAYED(
                who=fid, written=written, given=score + written - start[fid]))


def _jsonish(value):
    import json

    return json.dumps(value, sort_keys=True)
