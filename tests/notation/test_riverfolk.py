"""The Riverfolk's Export (11.5.3.I) in Rootlog (rootboard.notation.translate.riverfolk and
export.riverfolk): written as the spec's example writes it, the card discarded from their hand then
one of their warriors placed on their board (``#bankO->/w->$``), and read back as the room's
Export, which its own check judges. The river clearing and the card are derived from the board and
the deck, never typed."""

from __future__ import annotations

from rootboard.game import actions as act
from rootboard.game.cards.actions import Draw
from rootboard.game.cards.catalogue import deck
from rootboard.game.factions.riverfolk.actions import Collect, StartingFunds, StartingPrices
from rootboard.game.factions.riverfolk.board import PRICES, box
from rootboard.game.factions.riverfolk.daylight import Export, TradePost, on_river
from rootboard.game.newgame import new_game
from rootboard.game.placement import PieceRequest
from rootboard.game.replay import ENFORCE, perform
from rootboard.notation import read_text
from rootboard.notation.export import export
from rootboard.notation.replay import IMPOSSIBLE, replay_log
from rootboard.notation.translate.deck import rootlog_card
from tests.notation.test_export import public

R = "riverfolk"


def _exported_game():
    """(state, card): the Riverfolk establish a trade post in their river clearing, then Export
    a card whose cost is that clearing's suit, paid by the one fund left on its track."""
    state = new_game("autumn", ["marquise", R], seed=3)
    home = min(c for c in state.topology.board.clearings if on_river(state, c))
    keep = next(c for c in sorted(state.topology.board.clearings) if c != home)
    suit = state.suits[home]
    card = next(c for c in deck(state.deck).cards if c.craftable and tuple(c.cost) == (suit,))
    for setup in (act.Place(PieceRequest("marquise", "keep", keep)), act.Place(PieceRequest("marquise", "warrior", keep)),
                  act.Place(PieceRequest(R, "warrior", home, 4)), StartingFunds(), StartingPrices(*PRICES[:3])):
        state.apply(setup.edits(state))
    state.apply(Draw("marquise", 3).edits(state))
    state.apply(Draw(R, 3, (card.id,)).edits(state))
    for action in (act.EndTurn(), Collect(), TradePost(home), Export(card.id), act.EndTurn()):
        outcome = perform(state, action, ENFORCE)
        assert outcome.applied, (action, outcome.verdict)
    return state, card


def test_export_is_written_as_the_spec_example_and_read_back_as_export():
    state, card = _exported_game()
    assert box(state, "payments") == {R: 1}  # Export's warrior, placed in Payments (11.5.3.I)
    written = export(state)
    turn = written.splitlines()[-1]
    discarded = f"{rootlog_card(state.deck, card.id)}O->"
    assert f"/{discarded}/w->$" in turn and "Z" not in turn  # no craft written for it (the spec)
    again = replay_log(read_text(written))
    assert not again.flags
    assert public(again.state) == public(state)
    kinds = [h["action"]["type"] for h in again.state.history]
    assert kinds.count("riverfolk-export") == 1 and "discard" not in kinds
    twice = replay_log(read_text(export(again.state)))  # and read back again, the same entries
    assert [h["action"] for h in twice.state.history] == [h["action"] for h in again.state.history]


def test_an_export_the_funds_cannot_pay_is_found_at_its_line():
    # The same log without the trade post: no space of the card's suit is uncovered, so no fund
    # pays its cost (11.5.3); the replay says so at the Export, as the room's check does.
    state, card = _exported_game()
    written = export(state)
    lines = written.splitlines()
    who, body = lines[-1].split(":", 1)
    turn = body.split("/")
    post = next(n for n, a in enumerate(turn) if "t_" in a)  # its funds spent before it, its points after
    kept = [a for n, a in enumerate(turn) if n > post and not a.startswith("++") or n < post and "$->" not in a]
    lines[-1] = f"{who}:{'/'.join(kept)}"
    changed = replay_log(read_text("\n".join(lines)))
    found = [f for f in changed.flags if f.line == len(lines)]
    assert [f.message.id for f in found] == ["riverfolk.export.short"]
    assert found[0].category == IMPOSSIBLE and found[0].section == "11.5.3.I"
    assert found[0].text.startswith(rootlog_card(state.deck, card.id))


def test_an_export_of_a_card_the_log_does_not_name_says_so_at_its_warrior():
    # "#O->/w->$": the card is discarded unnamed; Export cannot be judged without its card, so
    # the warrior is not modelled, with Export's section, and nothing else is flagged.
    state, card = _exported_game()
    written = export(state)
    named = f"/{rootlog_card(state.deck, card.id)}O->/"
    assert named in written
    changed = replay_log(read_text(written.replace(named, "/#O->/")))
    assert [(f.text, f.message.id, f.section) for f in changed.flags] == [
        ("w->$", "rootlog.replay.riverfolk-export-unnamed", "11.5.3.I")]


def test_the_spec_example_of_export_reads_as_export_of_its_card():
    """``#bankO->/w->$``, the spec's own example (Vagabottos/Rootlog ``Rootlog_V2.md``): the card
    it names, crafted from two trade posts of its suits, one paid for by the Marquise's funds as
    the ruler of its clearing (11.5.6); every clearing and suit derived from the map."""
    from rootboard.game.factions.riverfolk.actions import Buy
    from rootboard.notation import model as m
    from rootboard.notation.translate.deck import card_id

    state = new_game("autumn", ["marquise", R], seed=3)
    bank = card_id(state.deck, m.Card(None, "bank"))
    cost = deck(state.deck).card(bank).cost
    assert len(cost) == 2 and len(set(cost)) == 1  # two spaces of one suit to uncover
    ours, theirs = sorted(c for c, suit in state.suits.items() if suit == cost[0])[:2]
    keep = next(c for c in sorted(state.topology.board.clearings) if c not in (ours, theirs))
    for setup in (act.Place(PieceRequest("marquise", "keep", keep)), act.Place(PieceRequest("marquise", "warrior", theirs)),
                  act.Place(PieceRequest(R, "warrior", ours, 4)), StartingFunds(), StartingPrices(*[PRICES[2]] * 3)):
        state.apply(setup.edits(state))
    state.apply(Draw("marquise", 3).edits(state))
    state.apply(Draw(R, 3, (bank,)).edits(state))
    for action in (Buy("marquise", "riverboats"), act.EndTurn(), Collect(), TradePost(ours), TradePost(theirs),
                   Export(bank), act.EndTurn()):
        outcome = perform(state, action, ENFORCE)
        assert outcome.applied, (action, outcome.verdict)
    written = export(state)
    ours_written = f"/{rootlog_card(state.deck, bank)}O->/w->$"
    assert ours_written in written
    again = replay_log(read_text(written.replace(ours_written, "/#bankO->/w->$")))  # as the spec writes it
    assert not again.flags and public(again.state) == public(state)
    assert [h["action"] for h in again.state.history if h["action"]["type"] == "riverfolk-export"] == [
        {"type": "riverfolk-export", "card": bank}]
