"""Supply trays: one per faction in play, counts from the state's supply, drags that start there."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rootboard.game.factions import FACTIONS
from rootboard.session import GameSession
from tests.game.gamekit import game, turn_of


def open_game(qtbot, settings, tmp_path, state):
    from rootboard.ui.window import MainWindow

    window = MainWindow(state.map_name, settings=settings, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.game.set_session(GameSession(state))
    return window


def shown_counts(trays):
    return {(fid, name): tile.count for fid, tray in trays.trays.items() for name, tile in tray.tiles.items()}


def test_one_tray_per_faction_with_the_supply_counts(qtbot, settings, tmp_path):
    state = game("winter", ("marquise", "eyrie", "vagabond"), hirelings=1)
    window = open_game(qtbot, settings, tmp_path, state)
    trays = window.board_play.trays
    assert list(trays.trays) == state.in_game
    counts = shown_counts(trays)
    assert counts and all(state.supply.get(key, 0) == n for key, n in counts.items())
    assert {name for (fid, name) in counts if fid == "marquise"} == {p.name for p in FACTIONS["marquise"].pieces}
    assert window.board_play.dock.isVisible()


def test_a_drag_released_over_the_tray_places_nothing(qtbot, settings, tmp_path):
    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise")
    window = open_game(qtbot, settings, tmp_path, state)
    before = state.to_json()
    tile = window.board_play.trays.tile("marquise", "warrior")
    QTest.mousePress(tile, Qt.LeftButton, Qt.NoModifier, QPoint(10, 10))
    assert window.board_play.interaction.drag is not None
    QTest.mouseMove(tile, QPoint(12, 30))
    QTest.mouseRelease(tile, Qt.LeftButton, Qt.NoModifier, QPoint(12, 30))
    assert window.board_play.interaction.drag is None
    assert window.game.session.state.to_json() == before
    assert window.board.scene.marked() == {}


def test_counts_follow_undo_and_an_empty_supply_disables_its_tile(qtbot, settings, tmp_path):
    from rootboard.game.actions import Place
    from rootboard.game.placement import PieceRequest

    state = turn_of(game("autumn", ("marquise", "eyrie")), "marquise")
    window = open_game(qtbot, settings, tmp_path, state)
    trays = window.board_play.trays
    window.game.perform(Place(PieceRequest("marquise", "keep", 1)))
    assert trays.tile("marquise", "keep").count == 0 and not trays.tile("marquise", "keep").isEnabled()
    window.game.undo()
    assert shown_counts(trays)[("marquise", "keep")] == window.game.session.state.supply[("marquise", "keep")] == 1
    assert trays.tile("marquise", "keep").isEnabled()


def test_a_hireling_s_tray_shows_its_controller_its_markers_and_the_side_showing(qtbot, settings, tmp_path):
    from rootboard.game import actions as act
    from rootboard.game.hirelings import showing
    from rootboard.game.newgame import new_game
    from rootboard.game.terms import card_name, faction_name, faction_title

    state = new_game("autumn", ("eyrie", "alliance", "riverfolk"), seed=3,
                     hirelings=("forest-patrol", "highway-bandits", "popular-band"))
    state.demoted = {"popular-band"}
    window = open_game(qtbot, settings, tmp_path, state)
    trays = window.board_play.trays
    patrol = trays.trays["forest-patrol"]
    assert patrol.controller is None and patrol.control.text() == "nobody controls it"
    assert card_name("forest-patrol") in patrol.heading.text()
    band = trays.trays["popular-band"]
    # One name for the hireling everywhere: the tray's heading is the name the battle panel and
    # the command line give it; the demoted side's name is said under it (16.1.6.II).
    heading, _, under = band.heading.text().partition("<br>")
    assert f"<b>{faction_name('popular-band')}</b>" in heading and card_name("popular-band") == faction_name("popular-band")
    assert f"{card_name(showing(state, 'popular-band'))} (demoted side)" in under
    assert trays.trays["eyrie"].control is None  # a player's tray has no controller

    assert window.game.perform(act.Score("eyrie", 4)).applied  # takes the hireling marker on 4 (16.4.1.I)
    assert window.game.perform(act.Hire("forest-patrol", "eyrie", 3, 2)).applied
    state = window.game.session.state
    assert patrol.controller == state.controllers["forest-patrol"] == "eyrie"
    markers = state.control_markers["forest-patrol"]
    assert faction_title("eyrie") in patrol.control.text() and f"{markers} control marker" in patrol.control.text()


# --- face-down plots (13.2.2): the Corvids' supply is face down to the table -------------------

def test_the_corvids_supply_shows_its_plots_face_down_until_their_view(qtbot, settings, tmp_path):
    from rootboard.game.display import FACE_DOWN
    from rootboard.game.factions.corvids import PLOTS
    from tests.game.test_display import plotted

    state = plotted()
    window = open_game(qtbot, settings, tmp_path, state)
    tiles = window.board_play.trays.trays["corvids"].tiles
    assert FACE_DOWN in tiles and not set(PLOTS) & set(tiles)
    tray = window.board_play.trays.trays["corvids"]
    # The tiles of the kinds no longer shown are gone from sight at once, not left over the
    # heading until Qt deletes them (the real window deletes them a frame later, a picture
    # taken without an event loop never did).
    from rootboard.ui.play.trays import TrayPiece
    assert {t for t in tray.findChildren(TrayPiece) if t.isVisible()} == set(tiles.values())
    assert tiles[FACE_DOWN].count == sum(state.supply.get(("corvids", p), 0) for p in PLOTS)
    assert not any(p in tiles[FACE_DOWN].toolTip() for p in PLOTS)
    QTest.mousePress(tiles[FACE_DOWN], Qt.LeftButton, Qt.NoModifier, QPoint(20, 20))
    assert window.board_play.interaction.drag is None  # a face-down plot cannot be placed without its kind
    window.view_as_action.trigger()
    tiles = window.board_play.trays.trays["corvids"].tiles
    assert set(PLOTS) <= set(tiles) and FACE_DOWN not in tiles
    assert tiles["bomb"].count == state.supply[("corvids", "bomb")]
