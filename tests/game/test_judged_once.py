"""An action planned once for its verdict and its edits (``judged``) judges and edits as its
``check`` and ``edits`` do, each on its own, on every position the published games reach where it
is played: the Alliance's Revolt (8.4.1) and a base lost (8.2.4), the Duchy's Price of Failure (12.2.3) and its return of
revealed cards (12.6.1), issue 32."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from rootboard.game.factions.alliance.actions import BaseLost, Revolt
from rootboard.game.factions.duchy.actions import PriceOfFailure, ReturnRevealed
from rootboard.notation import read_file
from rootboard.notation.replay import replay_log

GAMES = sorted((Path(__file__).parents[1] / "notation" / "games").glob("2*.rootlog"))


def test_one_plan_judges_and_edits_as_check_and_edits_each_do(monkeypatch):
    seen = Counter()
    for cls in (Revolt, BaseLost, PriceOfFailure, ReturnRevealed):
        def judged(self, state, planned_once=cls.judged):
            verdict, edits = planned_once(self, state)
            made = edits()
            assert verdict == self.check(state), self
            assert made == self.edits(state), self
            seen[self.kind] += 1
            return verdict, lambda: made
        monkeypatch.setattr(cls, "judged", judged)
    for game in GAMES:
        replay_log(read_file(game))
    assert set(seen) == {"alliance-revolt", "alliance-base-lost", "duchy-price", "duchy-return"}, seen
