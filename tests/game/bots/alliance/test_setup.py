"""The Automated Alliance's setup (Law of Rootbotics 6.3): nothing on the map, her pieces in her
supply as her board keeps them, on each map."""

from __future__ import annotations

import pytest

from rootboard.game.bots import settings
from rootboard.game.bots.play import play_setup
from tests.game.bots.alliance.kit import A
from tests.game.bots.kit import PLAYERS
from tests.game.gamekit import MAPS, game


@pytest.mark.parametrize("map_name", MAPS)
def test_nothing_on_the_map_every_piece_in_her_supply(map_name):
    state = game(map_name, PLAYERS, seed=11)
    played = play_setup(state, A, settings("automated-alliance"))
    assert [p.doing.section for p in played] == ["6.3.1", "6.3.2", "6.3.3"]
    assert not any(p.action for p in played)
    assert not [c for c in state.topology.board.clearings
                if any(f == A for (f, _), n in state.pieces_at(c).items() if n)]
    for piece in state.law[A].pieces:  # 10 warriors, a base of each suit, 10 sympathy (6.3.1-6.3.3)
        assert state.supply.get((A, piece.name), 0) == piece.count
    said = {p.doing.says.template.id: p.doing.says.params["count"] for p in played}
    assert said["bot.alliance.setup.warriors"] == state.law[A].piece("warrior").count
    assert state.bots[A]["bot"] == "automated-alliance"
    assert state.law[A].turn == "rootboard.game.bots.alliance.turn"
