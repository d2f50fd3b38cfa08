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


def test_a_battle_asks_the_battle_cards_only_when_one_that_works_unnamed_is_in_play():
    # effects.unnamed_in_play answers before the cards' effects are imported (issue 32): for every
    # card of the catalogue crafted as a battle card, in either side's play area (played or used),
    # a card the battle finds working unnamed is one it says is there; the others are not.
    from rootboard.game.battle import cards, effects
    from rootboard.game.battle.resolution import Fight

    found = set()
    for battle_card in cards.CARDS:
        for card in effects.CRAFTED_AS[battle_card.id]:
            for faction, used in (("eyrie", False), ("marquise", False), ("eyrie", True)):
                state, c = armed()
                in_play(state, faction, card)
                if used:
                    state.apply([card_edit(card, place(PLAY, faction), place(USED, faction))])
                uses = cards.in_play_uses(state, Fight(state, "eyrie", "marquise", c))
                assert effects.unnamed_in_play(state) == battle_card.passive
                if uses:
                    assert effects.unnamed_in_play(state)
                    found.add(battle_card.id)
    assert found == {c.id for c in cards.PASSIVE} == {"scouting-party"}
    state, c = armed()
    in_play(state, "eyrie", "armorers", "sappers")  # cards in play, none working unnamed
    assert not effects.unnamed_in_play(state) and not effects.unnamed_in_play(arena("autumn")[0])
