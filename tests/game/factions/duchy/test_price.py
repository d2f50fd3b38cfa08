"""The Price of Failure owed (12.2.3), counted from the history and kept with the state: refused
with none owed (taught anyway), offered in anyone's turn while owed, reminded at the end of the
turn; each entry counted once however often asked, undo, redo and a new action after an undo
followed; and a game file read back owes what the game played owed, at every step."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.actions import EndTurn, Remove
from rootboard.game.factions.duchy import actions as a
from rootboard.game.factions.duchy.board import MINISTERS, swayed
from rootboard.game.factions.duchy.price import prices_owed
from rootboard.game.placement import PieceRequest
from rootboard.game.turns.options import options
from tests.game.factions.duchy.kit import D, empty_of, position, put, refused_then_taught, set_board
from tests.game.gamekit import turn_of

HIGHEST = next(m for m, r in MINISTERS.items() if r == "lord")
LOWEST = next(m for m, r in MINISTERS.items() if r == "squire")


def removed(s, building: str = "citadel", by: str = "marquise"):
    """A Duchy building on the map removed by the rules, as the table records it."""
    c = next(c for c in empty_of(s, "fox") + empty_of(s, "mouse") + empty_of(s, "rabbit"))
    put(s, c, D, building)
    assert replay.perform(s, Remove(PieceRequest(D, building, c, 1), by=by)).applied
    return s


def price_options(s):
    return [o for o in options(s) if o.action.kind == "duchy-price"]


def test_a_price_with_no_building_removed_is_refused_then_taught():
    s = set_board(position(), swayed=[LOWEST])
    assert prices_owed(s) == 0
    outcome = replay.perform(s, a.PriceOfFailure(), replay.ENFORCE)
    assert outcome.verdict.message.id == "duchy.price.not-owed"
    refused_then_taught(s, a.PriceOfFailure(), "12.2.3")
    assert swayed(s) == []  # taught: applied, its warning in the log


def test_each_removal_owes_one_price_and_undo_follows_the_history():
    s = set_board(position(), swayed=[LOWEST, HIGHEST])
    removed(removed(s), "market")
    assert prices_owed(s) == 2
    assert replay.perform(s, a.PriceOfFailure()).applied and swayed(s) == [LOWEST]
    assert prices_owed(s) == 1
    assert replay.perform(s, a.PriceOfFailure()).applied and swayed(s) == []
    assert prices_owed(s) == 0 and not replay.perform(s, a.PriceOfFailure()).applied  # paid: refused
    replay.undo(s)
    assert prices_owed(s) == 1
    replay.undo(s), replay.undo(s)  # the first Price, then the market's removal
    assert prices_owed(s) == 1


def test_the_price_is_offered_to_the_duchy_in_anothers_turn_while_owed():
    s = turn_of(set_board(position(), swayed=[HIGHEST]), "marquise", "daylight")
    assert price_options(s) == []
    removed(s)
    offered = price_options(s)
    assert [o.playable for o in offered] == [True]
    assert replay.perform(s, offered[0].action).applied and price_options(s) == []


def test_the_price_offered_names_each_minister_of_the_highest_rank_to_choose():
    lords = [m for m, r in MINISTERS.items() if r == "lord"]
    s = removed(set_board(position(), swayed=[LOWEST, *lords[:2]]))
    assert sorted(o.action.minister for o in price_options(s)) == sorted(lords[:2])
    assert all(o.playable for o in price_options(s))


def test_the_end_of_the_turn_says_the_price_owed_and_is_not_held_up():
    s = turn_of(position(), "marquise", "evening")
    removed(s)
    verdict = EndTurn(walk=True).check(s)
    assert verdict.legal and [n.params["count"] for n in verdict.notes if n.id == "duchy.price.owed"] == [1]
    assert all("12.2.3" in n.sections for n in verdict.notes if n.id == "duchy.price.owed")
    assert replay.perform(s, a.PriceOfFailure()).applied
    assert not any(n.id == "duchy.price.owed" for n in EndTurn(walk=True).check(s).notes)


def test_a_file_with_a_price_unpaid_opens_and_one_paid_reads_back_legal(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = removed(set_board(position(), swayed=[HIGHEST]))
    path = tmp_path / "unpaid.json"
    save_game(s, path)
    back = load(path).state
    assert prices_owed(back) == 1 and len(price_options(back)) == 1
    assert replay.perform(s, a.PriceOfFailure()).applied
    save_game(s, path)
    back = load(path).state
    # Read back through the rules, the Price is judged on the history before it: owed, legal.
    assert back.history == s.history and back.history[-1]["verdict"]["legal"] is True
    assert prices_owed(back) == 0


def test_the_count_owed_follows_whichever_history_is_asked_not_the_last_one_read():
    import copy

    from rootboard.game.factions.duchy.price import removes_a_building

    s = removed(removed(set_board(position(), swayed=[LOWEST, HIGHEST])), "market")
    assert prices_owed(s) == 2
    same = s.copy()
    same.history[:] = copy.deepcopy(s.history)  # equal entries, none of them the same object
    assert prices_owed(same) == 2 and prices_owed(s) == 2
    first = next(i for i, entry in enumerate(s.history) if removes_a_building(entry))
    other = s.copy()
    other.history[:] = s.history  # the very entries read last time, but for an earlier one
    other.history[first] = {**s.history[first], "edits": []}
    assert prices_owed(other) == 1
    assert prices_owed(s) == 2
    s.history.append({**s.history[first]})  # a history that grew: read from where it was left
    s.cursor = len(s.history)
    assert prices_owed(s) == 3


def _warrior_removed(s):
    """An entry that removes no Duchy building: a Duchy warrior removed from the map."""
    c = empty_of(s, "fox")[0]
    put(s, c, D, "warrior")
    assert replay.perform(s, Remove(PieceRequest(D, "warrior", c, 1), by="marquise")).applied
    return s


def test_the_count_is_kept_each_entry_read_once_however_often_asked(monkeypatch):
    from rootboard.game.factions.duchy import price

    s = removed(removed(set_board(position(), swayed=[LOWEST, HIGHEST])), "market")
    read = []
    real = price.removes_a_building
    monkeypatch.setattr(price, "removes_a_building", lambda entry: read.append(entry) or real(entry))
    assert prices_owed(s) == 2
    first = len(read)
    assert first == len([e for e in s.history if e["action"]["type"] != "duchy-price"])
    for _ in range(3):
        assert prices_owed(s) == 2
    replay.undo(s)
    assert prices_owed(s) == 1
    replay.redo(s)
    assert prices_owed(s) == 2
    assert len(read) == first  # asked again, after undo and redo: no entry read again
    _warrior_removed(s)
    assert prices_owed(s) == 2 and len(read) == first + 1  # only the new entry


def test_an_action_after_an_undo_replaces_what_was_counted_after_it():
    s = removed(set_board(position(), swayed=[LOWEST, HIGHEST]))
    removed(s, "market")
    assert prices_owed(s) == 2
    replay.undo(s)
    _warrior_removed(s)  # the market's removal, undone, is dropped from the history
    assert prices_owed(s) == 1
    replay.undo(s)
    assert prices_owed(s) == 1
    removed(s, "market")
    assert prices_owed(s) == 2


def test_a_file_read_back_owes_what_the_game_played_owed_at_every_step(tmp_path):
    from rootboard.gamefile.file import save_game
    from rootboard.loading import load

    s = set_board(position(), swayed=[LOWEST, HIGHEST])
    removed(removed(s), "market")
    assert replay.perform(s, a.PriceOfFailure()).applied
    _warrior_removed(s)
    played = [prices_owed(s)]
    while replay.undo(s) is not None:
        played.append(prices_owed(s))
    assert played == [1, 1, 2, 1, 0]
    for _ in range(2):
        replay.redo(s)  # saved with entries undone: a redo reads them from the file
    path = tmp_path / "owed.json"
    save_game(s, path)
    back = load(path).state
    assert back.history == s.history and back.cursor == s.cursor == 2
    assert prices_owed(back) == 2
    read = [prices_owed(back)]
    while replay.redo(back) is not None:
        read.append(prices_owed(back))
    assert read == [2, 1, 1]
    while replay.undo(back) is not None:
        pass
    assert prices_owed(back) == 0
