"""Pictures: PNG and SVG from the window's export, the render command and the game branch."""

import json
import struct
import sys
import types
import xml.etree.ElementTree as ET

import pytest

from rootboard.cli import main
from rootboard.derived.loading import load_topology

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(path):
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def svg_root(path):
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def test_export_writes_png_and_svg_of_the_view(qtbot, make_window, tmp_path):
    window = make_window("lake")
    png = window.board.export_image(str(tmp_path / "view.png"))
    width, height = png_size(png)
    assert width >= 800 and height > 100
    svg = window.board.export_image(str(tmp_path / "view.svg"))
    root = svg_root(svg)
    assert len(root.findall(".//{http://www.w3.org/2000/svg}path")) > 20
    # Drawn as vectors, not as the window's cached bitmaps.
    assert not root.findall(".//{http://www.w3.org/2000/svg}image")


def test_export_refuses_an_unknown_format(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window("lake")
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: shown.append(args[2]))
    assert window.board.export_image(str(tmp_path / "view.gif")) is None
    assert ".png or .svg" in shown[0]


@pytest.mark.parametrize("map_name", ["autumn", "winter", "lake", "mountain"])
def test_render_command_png(tmp_path, map_name, capsys):
    out = tmp_path / f"{map_name}.png"
    assert main(["render", map_name, "-o", str(out), "--width", "500", "--highlight", "1"]) == 0
    width, height = png_size(out)
    board = load_topology(map_name).board
    assert width == 500
    assert height == pytest.approx(500 * (board.height + 28) / (board.width + 28), abs=2)


def test_render_command_svg(tmp_path):
    out = tmp_path / "m.svg"
    assert main(["render", "mountain", "-o", str(out), "--width", "600"]) == 0
    assert svg_root(out).get("viewBox") is not None


def test_render_refuses_bad_input(tmp_path, capsys):
    assert main(["render", "autumn", "-o", str(tmp_path / "x.gif")]) == 2
    assert main(["render", "autumn", "-o", str(tmp_path / "x.png"), "--highlight", "99"]) == 2
    assert "no clearing 99" in capsys.readouterr().err
    assert main(["render", "nowhere", "-o", str(tmp_path / "x.png")]) == 2


def test_highlight_draws_differently(tmp_path):
    plain, lit = tmp_path / "plain.png", tmp_path / "lit.png"
    main(["render", "autumn", "-o", str(plain), "--width", "300"])
    main(["render", "autumn", "-o", str(lit), "--width", "300", "--highlight", "10"])
    assert plain.read_bytes() != lit.read_bytes()


def test_render_a_game_file_draws_its_pieces(tmp_path, monkeypatch):
    """What a game file holds is drawn: its pieces and who rules (through the one builder of
    what is shown, rootboard.game.display; the fake rules core of issue 4 is gone with it)."""
    from rootboard.gamefile.file import save_game
    from rootboard.game.newgame import new_game
    from rootboard.game.state import SUPPLY, shift

    state = new_game("autumn", ["marquise", "vagabond"])
    state.apply([shift(("marquise", "warrior"), SUPPLY, 5, 2), shift(("vagabond", "pawn"), SUPPLY, "1_2_5_10", 1)])
    game = tmp_path / "game.json"
    save_game(state, game)
    built = {}
    from rootboard.ui.board import render

    original = render.build_scene

    def spy(*args, **kwargs):
        built["scene"] = original(*args, **kwargs)
        return built["scene"]

    monkeypatch.setattr(render, "build_scene", spy)
    out = tmp_path / "game.png"
    assert main(["render", str(game), "-o", str(out), "--width", "400"]) == 0
    png_size(out)
    scene = built["scene"]
    assert scene.topology.board.name == "autumn"
    assert {5, "1_2_5_10"} <= {i.area_id for i in scene.pieces_items}
    assert scene.clearing_items[5].ruler == "marquise"


def test_render_a_real_game_file(tmp_path):
    """Through the rules core's own load_game, once it exists (issue 4)."""
    from rootboard.gamefile.file import save_game
    from rootboard.game.newgame import new_game

    game = tmp_path / "game.json"
    save_game(new_game("autumn"), game)
    out = tmp_path / "game.png"
    assert main(["render", str(game), "-o", str(out), "--width", "400"]) == 0
    png_size(out)


# --- face-down plots (13.2.2): the table never sees their kind ---------------------------------

def _snare_game(tmp_path):
    """A face-down snare in clearing 1 (its letter S would give it away) and a face-down bomb."""
    from rootboard.gamefile.file import save_game
    from rootboard.game.newgame import new_game
    from rootboard.game.state import SUPPLY, shift

    state = new_game("autumn", ["marquise", "corvids"])
    state.apply([shift(("corvids", "snare"), SUPPLY, 1, 1), shift(("corvids", "bomb"), SUPPLY, 2, 1)])
    path = tmp_path / "plots.json"
    save_game(state, path)
    return path


def _texts(svg):
    return [t.text.strip() for t in svg_root(svg).iter() if t.tag.endswith("text") and t.text and t.text.strip()]


def test_render_draws_a_face_down_plot_face_down(tmp_path, monkeypatch):
    from rootboard.ui.board import pieces

    drawn = []
    original = pieces.draw_piece_sprite
    monkeypatch.setattr(pieces, "draw_piece_sprite", lambda p, f, name, *a, **k: (drawn.append((f, name)), original(p, f, name, *a, **k)))
    game = _snare_game(tmp_path)
    table, owner = tmp_path / "table.svg", tmp_path / "owner.svg"
    assert main(["render", str(game), "-o", str(table), "--width", "600"]) == 0
    seen_by_table, drawn[:] = list(drawn), []
    assert main(["render", str(game), "-o", str(owner), "--width", "600", "--as", "corvids"]) == 0
    assert ("corvids", "plot") in seen_by_table
    assert not {("corvids", "snare"), ("corvids", "bomb")} & set(seen_by_table)
    assert {("corvids", "snare"), ("corvids", "bomb")} <= set(drawn)
    assert "S" not in _texts(table) and "S" in _texts(owner)


def test_the_art_of_a_face_down_plot_names_no_kind():
    from rootboard.ui.board.piece_art import piece_mark

    assert piece_mark("corvids", "plot") == ("face-down", None)
    assert piece_mark("corvids", "snare") == ("initial", "S")
    assert piece_mark("corvids", "bomb") == ("picture", "bomb")


def test_render_as_needs_a_game_and_a_faction_in_it(tmp_path, capsys):
    assert main(["render", "autumn", "-o", str(tmp_path / "m.png"), "--as", "corvids"]) == 2
    game = _snare_game(tmp_path)
    assert main(["render", str(game), "-o", str(tmp_path / "g.png"), "--as", "eyrie"]) == 2
    assert "Eyrie is not in this game" in capsys.readouterr().err


def test_a_picture_leaves_out_the_hover_words_and_not_a_pixel(qapp):
    """render builds its scene without tooltips (a file has no mouse): the same picture."""
    from rootboard.ui.board import render

    topology = load_topology("autumn")
    pieces = {1: [("marquise", "warrior", 3), ("eyrie", "roost", 1)], 5: [("map", "black-market", 1)],
              next(iter(topology.forests)): [("vagabond", "pawn", 1)]}
    hovered = render.build_scene(topology, pieces=pieces)
    drawn = render.build_scene(topology, pieces=pieces, tooltips=False)
    said = [i for i in [*hovered.pieces_items, *hovered.marker_items] if i.toolTip()]
    assert len(said) == len(hovered.pieces_items) + 1  # every stack, and the landmark
    assert not any(i.toolTip() for i in [*drawn.pieces_items, *drawn.marker_items])
    assert render.scene_image(drawn, 600) == render.scene_image(hovered, 600)
