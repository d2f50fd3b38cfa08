"""Battle cards crafted into play (4.1.3): used by the faction whose play area holds them, a
discarded one leaves it, Scouting Party works unnamed; a game with no crafted card trusts names."""

from __future__ import annotations

from rootboard.game import replay
from rootboard.game.battle.resolution import Battle
from rootboard.game.cards import places
from rootboard.game.cards.places import PLAY, USED, place
from rootboard.game.cards.table import card_edit
from rootboard.game.modes import TEACH
from tests.game.test_battle import arena, fight, played, refused
from tests.game.gamekit import put


def in_play(state, faction, *cards):
    """``cards`` crafted into ``faction``'s play area: on the card table, from the draw pile."""
    state.apply([card_edit(card, "draw", place(PLAY, faction)) for card in cards])


def armed():
    state, c = arena("autumn", ("eyrie", "marquise"))
    put(state, c, "eyrie", "warrior", 3)
    put(state, c, "marquise", "warrior", 3)
    return state, c


def test_armorers_in_play_is_used_then_discarded_from_play():
    state, c = armed()
    in_play(state, "marquise", "armorers", "sappers")
    played(state, Battle("eyrie", "marquise", c, (3, 2), effects=("armorers=defender",)))
    assert places.in_play(state, "marquise") == ["sappers"]
    assert places.discard_pile(state) == ["armorers"]  # a card edit: from the play area to the discard pile
    replay.undo(state)
    assert places.in_play(state, "marquise") == ["armorers", "sappers"] and not places.discard_pile(state)


def test_a_card_not_in_the_user_s_play_area_is_refused_once_crafted_cards_are_kept():
    state, c = armed()
    in_play(state, "marquise", "sappers")
    verdict = refused(state, Battle("eyrie", "marquise", c, (2, 0), effects=("brutal-tactics",)), "4.1.3")
    assert verdict.message.params["who"] == "eyrie"
    # The table may know better: teach mode applies it.
    assert replay.perform(state, Battle("eyrie", "marquise", c, (2, 0), effects=("brutal-tactics",)), TEACH).applied


def test_without_crafted_cards_the_names_are_trusted_as_before():
    state, c = armed()
    r = fight(state, "eyrie", "marquise", c, (3, 2), effects=("armorers=defender",))
    assert r.verdict.legal and "marquise" not in r.removed


def test_scouting_party_in_play_foils_an_ambush_unnamed():
    state, c = armed()
    ambushed = fight(state, "eyrie", "marquise", c, (0, 0), ambush=True)
    assert ambushed.removed.get("eyrie")
    in_play(state, "eyrie", "scouting-party")
    r = fight(state, "eyrie", "marquise", c, (0, 0), ambush=True)
    assert not r.removed
    assert any(n.template.id == "battle.card-in-play" for n in r.verdict.notes)


def test_scouting_party_used_this_turn_is_still_in_play_and_still_foils_an_ambush():
    # A used card stays in its play area (4.1.3): the quick answer for a game whose play areas
    # hold no card must look at the used ones too.
    state, c = armed()
    in_play(state, "eyrie", "scouting-party")
    state.apply([card_edit("scouting-party", place(PLAY, "eyrie"), place(USED, "eyrie"))])
    assert places.in_play(state, "eyrie") == ["scouting-party"] and not state.cards.get("play", {}).get("eyrie")
    r = fight(state, "eyrie", "marquise", c, (0, 0), ambush=True)
    assert not r.removed
    assert any(n.template.id == "battle.card-in-play" for n in r.verdict.notes)
