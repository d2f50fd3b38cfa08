"""A replay plays a log on a position whose phases are not tracked (rootboard.game.turns.check):
no step of any turn is walked, so no published game's replay imports a faction's turn module
(``Faction.turn``), the Riverfolk's neither, whose setup's actions are played in another's turn
and are no step's (``Faction.setup_kinds``, issue 32). The modules are listed at the command's
exit, as tests/cli/test_command_imports.py lists them."""

from __future__ import annotations

from rootboard.game.factions import LAW
from rootboard.notation import read_file
from rootboard.notation.start import faction_id
from tests.cli.test_command_imports import ROOT, imported_by, under


def test_no_published_replay_imports_a_turn_module_the_riverfolk_s_neither(tmp_path):
    turns = sorted({f.turn for f in LAW if f.turn})
    games = sorted((ROOT / "tests" / "notation" / "games").glob("2*.rootlog"))
    seats = {g: {faction_id(p.faction) for p in read_file(g).players} for g in games}
    assert any("riverfolk" in seated for seated in seats.values())
    for log in games:
        modules = imported_by(["replay", str(log), "--json"], tmp_path, exits=(0, 1))
        assert "rootboard.notation.replay" in modules, log.name
        assert under(modules, turns) == [], (log.name, sorted(seats[log]))
