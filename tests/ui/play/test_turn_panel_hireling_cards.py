"""The Turn panel says what a hireling card holds beside the turn (Faction.board_words): the
Forest Patrol's warriors on its card and the cards the Mole Artisans' controller revealed
(16.4.2.II), in each language, without a word cut; a picture of the window is written to
ROOTBOARD_PICTURES when that is set, to be looked at."""

from __future__ import annotations

import os

import pytest

from rootboard.game import actions as act
from rootboard.game import replay
from rootboard.game.cards.actions import Draw
from rootboard.game.craft import Craft
from rootboard.game.kinds import WARRIOR
from rootboard.game.placement import PieceRequest
from rootboard.messages import text
from tests.game.factions.hirelings.kit import ME, hired
from tests.game.factions.hirelings.test_artisans import _card
from tests.game.gamekit import put, turn_of
from tests.ui.play.test_turn_panel import cut_in_panel
from tests.ui.test_no_word_cut import LAPTOP, cut

PATROL, ARTISANS = "forest-patrol", "sunward-expedition"


@pytest.mark.parametrize("lang", ["en", "nl", "es"])
def test_the_patrols_card_and_the_revealed_cards_are_said_beside_the_turn(play, qtbot, settings, lang):
    settings.setValue("language", lang)
    # ME controls the Mole Artisans and reveals the card it crafts; the Forest Patrol's card
    # holds the warrior of one removal.
    state = hired(ARTISANS, demoted=True, others=(PATROL, "corvid-spies"))
    where = min(state.topology.board.clearings)
    put(state, where, PATROL, n=2)
    assert replay.perform(state, act.Remove(PieceRequest(PATROL, WARRIOR, where, 2), "eyrie")).applied
    card = _card("item")
    workshop = next(c for c, s in sorted(state.suits.items()) if s == card.cost[0])
    put(state, workshop, ME, "workshop")
    assert replay.perform(state, Draw(ME, 1, (card.id,))).applied
    turn_of(state, ME, "daylight")
    assert replay.perform(state, Craft(ME, card.id, reveal=True)).applied
    window, _ = play(state)
    window.resize(*LAPTOP)
    window.show_turn_panel()
    panel = window.turn_panel
    qtbot.waitUntil(lambda: not panel.stale())
    now = window.game.session.state
    said = [text(m, lang) for fid in (ARTISANS, PATROL) for m in now.law[fid].board_words(now)]
    assert len(said) == 2 and panel.board_title.isVisible()
    assert all(line in panel.boards.text().split("\n") for line in said)
    qtbot.wait(30)
    assert cut(window) == [] and cut_in_panel(panel) == []
    pictures = os.environ.get("ROOTBOARD_PICTURES")
    if pictures:
        window.grab().save(os.path.join(pictures, f"hireling-cards-{lang}.png"))
