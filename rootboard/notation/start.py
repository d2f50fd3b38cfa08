"""The game a Rootlog is played in: its map, its players in seating order, its suits and hirelings.

The header names the map, the clearings' suits (``Clearings:``, or the printed ones on Fall) and
the hirelings; the players come from their player lines. The seating order is the order of the
first round: each faction's first turn after its setup. A game begins as rootboard begins any
game (:func:`rootboard.game.newgame.new_game`): the map's own pieces where the map says (ruins,
the Ferry, the Tower, closed paths; the default Rootlog assumes when the log sets no landmark up),
every faction's pieces in its supply. The log's setup turns are then played like the rest.
"""

from __future__ import annotations

from rootboard.game.law import Law
from rootboard.game.factions import LAW
from rootboard.game.newgame import new_game
from rootboard.game.state import GameState
from rootboard.notation import vocabulary as words
from rootboard.notation.model import FactionCode, Rootlog


def seating(log: Rootlog) -> list[FactionCode]:
    """The players in the order of the first round (the first turn after each one's setup);
    a player who never takes a turn after its setup sits after the others, in draft order."""
    order: list[FactionCode] = []
    for turn in log.turns:
        if not turn.setup and turn.faction not in order:
            order.append(turn.faction)
    for player in log.players:
        if player.faction not in order:
            order.append(player.faction)
    return order


def faction_id(code: FactionCode) -> str | None:
    """rootboard's id of a faction or hireling as the log writes it."""
    # Asked about 2,300 times a replay of the 476-action log, of the few codes a log has (the
    # reader makes one record per code written): kept with the code once worked out, in its own
    # dict, outside the record's fields (equality, hashing and replace() ignore it; issue 32).
    own = code.__dict__
    if "_id" not in own:
        own["_id"] = code.hireling_id if code.hireling else code.faction_id
    return own["_id"]


def starting_position(log: Rootlog, law: Law = LAW) -> GameState:
    """A new game on the log's map with its players (seating order), suits and hirelings."""
    factions = [code.faction_id for code in seating(log)]
    hired = [h.hireling_id for h in log.hirelings or ()]
    demoted = [h.hireling_id for h in log.hirelings or () if h.demoted]
    # The header's suits, when it writes them, are the game's: given to new_game, so no suit
    # markers are shuffled only to be replaced (issue 32: the shuffle imported ``random``).
    suits = None if log.clearings is None else {number: words.SUITS[letter]
                                                for number, letter in enumerate(log.clearings, 1)}
    state = new_game(log.map_id, factions, seed=0, hirelings=hired, demoted=demoted, law=law, suits=suits)
    if suits is not None:  # only the map's clearings (a header may write more letters than it has)
        state.suits = {number: suit for number, suit in suits.items() if number in state.topology.board.clearings}
    _deal(log, state)
    _quests(state)
    return state




def _quests(state: GameState) -> None:
    """Three quests face up when a Vagabond plays (9.3.3), not named: the log names none; each
    is named as it is done (:mod:`rootboard.notation.translate.quests`)."""
    if not any(state.law[fid].vagabond for fid in state.factions):
        return
    from rootboard.game.factions.vagabond.quests import FACE_UP, deal_edits

    state.apply(deal_edits(state, [None] * FACE_UP))


def _deal(log: Rootlog, state: GameState) -> None:
    """The deck the header chose (16.1.2) and each player's starting hand, not named: every
    game the log records began with them, as every game rootboard sets up does
    (rootboard.setup.hands), though the notation writes no setup draw."""
    from rootboard.game.cards.actions import Draw
    from rootboard.game.cards.places import STARTING_HAND  # 5.1.3, 16.1.10: the log writes no setup draw
    from rootboard.notation.translate.deck import deck_id

    state.deck = deck_id(log)
    for fid in state.factions:
        state.apply(Draw(fid, STARTING_HAND).edits(state))
