"""What a hireling offers the player who controls it, in that player's turn (16.4.2): its
Start-of-Birdsong actions at the first step of the controller's Birdsong (16.4.2.III), its
Once-per-Daylight actions at each step of the controller's Daylight (16.4.2.IV); and, on
leaving that first Birdsong step, a reminder of an action the card says must be taken and was
not. Each action offered is judged by its own check (:mod:`.uses`): nothing here is a second
list of the rules. Imported only when the turn is asked about (``Hireling.controller_candidates``).
"""

from __future__ import annotations

from rootboard.game.factions.hirelings.uses import uses_of


def candidates(state, step, hireling: str) -> list:
    """The actions of ``hireling`` worth offering its controller at ``step``: the table's use of
    each action of the step's phase, and each clearing (or path) for an action that places a
    warrior."""
    from rootboard.board.topology import path_area
    from rootboard.game.factions.hirelings.actions import PlaceAtEach, PlaceWarrior, UseHireling

    found: list = []
    for n, use in enumerate(uses_of(state, hireling), 1):
        if use["at"] != step.phase or (step.phase == "birdsong" and not _first_of_birdsong(state, step)):
            continue
        if not use.get("only"):
            found.append(UseHireling(hireling, n))
        if "score" in use:
            from rootboard.game.factions.hirelings.scoring import ScoreRuled

            found.append(ScoreRuled(hireling, n))
        if "move" in use:
            from rootboard.game.factions.hirelings.moving import PawnMove

            found += [PawnMove(hireling, c, n) for c in sorted(state.topology.board.clearings)]
        if "uprising" in use:  # each clearing, by its own suit: the table picks the suit rolled
            from rootboard.game.factions.hirelings.uprising import Uprising

            found += [Uprising(hireling, state.suits.get(c), c, remove, n)
                      for c in sorted(state.topology.board.clearings) for remove in (False, True)]
        if "search" in use and state.cards:  # each card on top of the pile (the table's form offered too)
            from rootboard.game.factions.hirelings.envoys import SearchDiscard, top_cards

            found += [SearchDiscard(hireling, c, n) for c in dict.fromkeys(top_cards(state, use["search"])) if c]
        if "burn" in use:  # one clearing to place in, or two (the same twice) when none is by one
            from rootboard.game.factions.hirelings.burning import Burn

            clearings = sorted(state.topology.board.clearings)
            found += [Burn(hireling, (c,), use=n) for c in clearings] + [Burn(hireling, (c, c), use=n) for c in clearings]
        if use.get("force"):
            from rootboard.game.factions.hirelings.forcing import candidates as forced

            found += forced(state, hireling, n)
        if "deploy" in use:
            from rootboard.game.factions.hirelings.deploy import candidates as deployments

            found += deployments(state, hireling, n, use)
        if "dynasty" in use:  # landing anywhere, marching or besieging where its warriors stand
            from rootboard.game.factions.hirelings.dynasty import DynastyAction

            held = [c for c in sorted(state.topology.board.clearings) if state.count(c, (hireling, "warrior"))]
            found += [DynastyAction(hireling, "land", c, n) for c in sorted(state.topology.board.clearings)]
            found += [DynastyAction(hireling, choice, c, n) for c in held for choice in ("march", "siege")]
        if use.get("card_warriors"):  # the Forest Patrol's warriors on its card, to each clearing
            from rootboard.game.factions.hirelings.patrol import candidates as returns

            found += returns(state, hireling, n)
        if use.get("exhaust"):  # the Exile's steps, paid with the items on its card, one at a time
            from rootboard.game.factions.hirelings.exile_action import candidates as steps

            found += steps(state, hireling, n)
        if use.get("at_each"):
            found.append(PlaceAtEach(hireling, n))
        if use.get("place") == "path":  # every printed path; its own check refuses closed ones (16.2.3.II)
            found += [PlaceWarrior(hireling, path_area(*p.key), n) for p in state.topology.board.paths]
        elif "place" in use:
            found += [PlaceWarrior(hireling, c, n) for c in sorted(state.topology.board.clearings)]
    return found


def leaving(state, step, hireling: str) -> list:
    """Leaving the first step of Birdsong: the Birdsong actions that must be taken and were not."""
    if step.phase != "birdsong" or not _first_of_birdsong(state, step):
        return []
    from rootboard.game.factions.hirelings.uses import untaken_musts

    return untaken_musts(state, hireling)


def _first_of_birdsong(state, step) -> bool:
    from rootboard.game.turns.steps import steps_of

    return step == next(s for s in steps_of(state.law[state.current]) if s.phase == "birdsong")
