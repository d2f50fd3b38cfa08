"""A setup's configuration checked as one set, against the Law and the map, before any step runs.

Whatever asks for a setup (the command line's options, the window's first page, a game file's
recorded setup) is checked here first, so an impossible request is refused at once with its
rule, naming the setting at fault, and never starts a setup that cannot end: a map that
prints no suits asked for its printed suits (16.1.1), more factions that start in a corner
than the map has corners in a Standard Setup (5: Advanced Setup is then required), a card
asked for that is not in the box. :func:`problem` returns the setting and the reason; the
caller names the setting its own way (``--suits`` on the command line, ``setup.config.suits``
in a game file).
"""

from __future__ import annotations

from typing import Any

from rootboard.game import suits as suit_layouts
from rootboard.game.unconfirmed import HIRELINGS, LANDMARKS, MILITANT, SETUP_CARDS
from rootboard.messages import Message, Template
from rootboard.setup import bots
from rootboard.setup.board_step import NO_BALANCED, NO_PRINTED, SUIT_MODES

NO_FACTIONS = Template("setup.config.no-factions", "a setup needs at least one faction")
NOT_PLAYED = Template("setup.config.not-played", "{name!r} is not a faction players play; factions: {choices}")
TWICE = Template("setup.config.twice", "{who:faction} {who:faction|sg=is|pl=are} chosen twice: each faction plays once")
TOO_MANY_CORNERS = Template(
    "setup.config.too-many-corners",
    "{factions:faction} all start in a corner clearing, and {map:map} has {corners} corners: with five or more "
    "factions that start in corners, use Advanced Setup")
FIRST_NOT_PLAYING = Template("setup.config.first-not-playing",
                             "the first player must be one of the factions in play ({factions:faction}), not {name!r}")
PLAYERS = Template("setup.config.players", "Advanced Setup seats 2 to 6 players, not {players}")
FACTIONS_FOR_PLAYERS = Template("setup.config.factions-for-players",
                                "{n} faction for {players} players: one faction per player",
                                plural="{n} factions for {players} players: one faction per player", count="n")
NO_SUCH_SEAT = Template("setup.config.no-such-seat", "seat {seat} is not one of the {players} seats")
UNKNOWN_SUITS = Template("setup.config.unknown-suits", "{mode!r} is not a way to decide the suits ({modes})")
LANDMARK_COUNT = Template("setup.config.landmark-count", "{landmarks} is not a number of landmarks: 0, 1 or 2")
NOT_A_LANDMARK_CARD = Template("setup.config.not-a-landmark-card", "{name!r} is not a landmark card ({choices})")
NOT_A_HIRELING_CARD = Template("setup.config.not-a-hireling-card", "{name!r} is not a hireling card ({choices})")
CARD_TWICE = Template("setup.config.card-twice", "{name!r} is listed twice")
TOO_FEW_LANDMARKS = Template("setup.config.too-few-landmarks",
                             "{landmarks} landmarks to deal from {cards} landmark card",
                             plural="{landmarks} landmarks to deal from {cards} landmark cards", count="cards")
TOO_FEW_HIRELINGS = Template("setup.config.too-few-hirelings",
                             "three hirelings are dealt, or none: {cards} hireling card is too few",
                             plural="three hirelings are dealt, or none: {cards} hireling cards are too few",
                             count="cards")

Problem = tuple[str, Message]  # (setting, why)


def problem(topology, config, law=None) -> Problem | None:
    """The first setting of ``config`` the Law (``law``: every faction there is, by default)
    or the map ``topology`` refuses, and why."""
    from rootboard.setup.advanced import AdvancedConfig

    if law is None:
        from rootboard.game.factions import LAW as law
    if isinstance(config, AdvancedConfig):
        return _advanced(topology, config, law)
    return _standard(topology, config, law)


def suits_problem(board, mode: Any) -> Message | None:
    """Why ``mode`` cannot decide this board's suits (16.1.1), or None (None: asked later)."""
    if mode is None:
        return None
    if mode not in SUIT_MODES:
        return UNKNOWN_SUITS(mode=mode, modes=", ".join(SUIT_MODES))
    if mode == "printed" and not all(c.suit for c in board.clearings.values()):
        return NO_PRINTED("16.1.1", map=board.title)
    if mode == "balanced" and not suit_layouts.balanced_layouts(board):
        return NO_BALANCED("16.1.1", map=board.title)
    return None


def _factions(factions: Any, law) -> Message | None:
    if not factions:
        return NO_FACTIONS("5.1")
    players = [f.id for f in law.players]
    seen: set[str] = set()
    for fid in factions:
        if fid not in players:
            return NOT_PLAYED(name=fid, choices=", ".join(players))
        if fid in seen:
            return TWICE("5.1", who=fid)
        seen.add(fid)
    return None


def _standard(topology, config, law) -> Problem | None:
    found = _factions(config.factions, law)
    if found is not None:
        return "factions", found
    corners = [c for c, clearing in topology.board.clearings.items() if clearing.corner]
    cornered = tuple(f for f in config.factions if law[f].starts_in_a_corner)
    if len(cornered) > len(corners):  # 5 (the Setup chapter's opening)
        return "factions", TOO_MANY_CORNERS("5", factions=cornered, map=topology.board.title, corners=len(corners))
    if config.first is not None and config.first not in config.factions:
        return "first", FIRST_NOT_PLAYING("5.1", factions=tuple(config.factions), name=config.first)
    found = suits_problem(topology.board, config.suits)
    if found is not None:
        return "suits", found
    return bots.problem(config, config.factions, len(config.factions), law)


def _advanced(topology, config, law) -> Problem | None:
    if not _whole(config.players) or not 2 <= config.players <= 6:
        return "players", PLAYERS("16.1", players=config.players)
    if config.factions is not None:
        found = _factions(config.factions, law)
        if found is not None:
            return "factions", found
        if len(config.factions) != config.players:
            return "factions", FACTIONS_FOR_PLAYERS("16.1.8", n=len(config.factions), players=config.players)
    if config.first is not None and (not _whole(config.first) or not 1 <= config.first <= config.players):
        return "first", NO_SUCH_SEAT("16.1.4", seat=config.first, players=config.players)
    found = suits_problem(topology.board, config.suits)
    if found is not None:
        return "suits", found
    if not _whole(config.landmarks) or not 0 <= config.landmarks <= 2:
        return "landmarks", LANDMARK_COUNT("16.1.5.I", landmarks=config.landmarks)
    found = _cards(config.landmark_cards, LANDMARKS, NOT_A_LANDMARK_CARD)
    if found is not None:
        return "landmark_cards", found
    if config.landmarks > len(config.landmark_cards):
        return "landmark_cards", TOO_FEW_LANDMARKS("16.1.5.II", landmarks=config.landmarks,
                                                   cards=len(config.landmark_cards))
    found = _cards(config.hireling_cards, HIRELINGS, NOT_A_HIRELING_CARD)
    if found is not None:
        return "hireling_cards", found
    if config.hirelings and len(config.hireling_cards) < 3:
        return "hireling_cards", TOO_FEW_HIRELINGS("16.1.6.I", cards=len(config.hireling_cards))
    found = bots.problem(config, config.factions, config.players, law)
    if found is None and config.bots and config.factions is None:
        if not any(f in MILITANT and f not in config.bots for f in SETUP_CARDS):  # 16.1.8.I
            return "bots", bots.NO_MILITANT_LEFT("16.1.8.I")
    return found


def _cards(cards: Any, known: dict, unknown: Template) -> Message | None:
    seen: set[str] = set()
    for name in cards:
        if name not in known:
            return unknown(name=name, choices=", ".join(known))
        if name in seen:
            return CARD_TWICE(name=name)
        seen.add(name)
    return None


def _whole(value: Any) -> bool:
    return type(value) is int
