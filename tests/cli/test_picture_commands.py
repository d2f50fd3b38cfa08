"""The drawing commands load Qt only when they draw."""

import subprocess
import sys

from rootboard.cli import main


def qt_loaded_after(code: str) -> bool:
    probe = f"{code}\nimport sys\nprint(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1] == "True"


def test_map_commands_never_load_qt():
    assert not qt_loaded_after("from rootboard.cli import main; main(['topology', 'autumn'])")
    assert not qt_loaded_after("from rootboard.cli import main; main(['render', '--help'])")


def test_render_loads_qt(tmp_path):
    out = tmp_path / "w.png"
    assert qt_loaded_after(f"from rootboard.cli import main; main(['render', 'winter', '-o', r'{out}', '--width', '64'])")
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_screenshot_must_be_png(capsys):
    assert main(["gui", "autumn", "--screenshot", "x.svg"]) == 2
    assert "*.png" in capsys.readouterr().err


def test_gui_screenshot_offscreen(tmp_path):
    out = tmp_path / "window.png"
    result = subprocess.run([sys.executable, "-m", "rootboard", "gui", "lake", "--screenshot", str(out)],
                            capture_output=True, text=True, timeout=120,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"
    assert "propagateSizeHints" not in result.stderr  # Qt's offscreen chatter is not the user's business


def test_gui_unknown_map_is_bad_input(tmp_path, capsys):
    assert main(["gui", "nowhere", "--screenshot", str(tmp_path / "x.png")]) == 2


def test_gui_without_a_display_says_what_to_do_instead():
    result = subprocess.run([sys.executable, "-m", "rootboard", "gui", "autumn"], capture_output=True, text=True,
                            timeout=60, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2
    assert "--screenshot" in result.stderr


def test_rootboard_alone_without_a_display_says_what_to_do(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    from tests.helpers import run_cli

    code, out, err = run_cli()
    assert code == 2 and "no display" in err and "render" in err


def test_the_command_table_names_exactly_what_each_module_registers():
    import argparse
    from importlib import import_module

    from rootboard.cli import COMMANDS

    for module, names in COMMANDS.items():
        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers()
        import_module(f"rootboard.cli.{module}").register(sub)
        assert tuple(sub.choices) == names, module


def test_a_command_line_registers_its_own_command_and_help_lists_them_all(capsys):
    import argparse

    from rootboard.cli import COMMANDS, build_parser

    for names in COMMANDS.values():
        for name in names:
            parser = build_parser(name)
            sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
            assert set(sub.choices) == {name}  # its own parser only, no other module imported
    assert main(["--help"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for names in COMMANDS.values() for name in names)
    assert main(["no-such-command"]) == 2
    err = capsys.readouterr().err  # a choice like every other (rootboard.cli.choices), listing every command
    assert "unknown value 'no-such-command'" in err and all(name in err for names in COMMANDS.values() for name in names)


def test_the_window_imports_its_qt_free_core_before_qt(tmp_path):
    """Once PySide6 is loaded it reads the source of every module imported after it, so the
    window's start imports the core it uses before Qt (CORE_BEFORE_QT): every rootboard
    module outside rootboard.ui that is imported before the first frame comes before PySide6."""
    child = f"""
import importlib.abc, importlib.util, sys
order = []

class Record(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        order.append(name)
        if name != "rootboard.ui.board.view":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            paint = module.BoardView.paintEvent
            def first_paint(view, event):
                paint(view, event)
                if "painted" not in order:
                    order.append("painted")
                    # find_spec is asked of modules never imported too (the derived cache's
                    # fingerprint reads its deriving modules' source): those imported only
                    print(repr([name for name in order if name in sys.modules or name == "painted"]), flush=True)
            module.BoardView.paintEvent = first_paint
            sys.meta_path.insert(0, self)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, Record())
from rootboard.cli import main
main(["gui", "autumn", "--screenshot", r"{tmp_path / 'x.png'}"])
"""
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen", "ROOTBOARD_CACHE_DIR": str(tmp_path / "cache"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    for _ in range(2):  # the second start reads the derived cache, as every start but the first does
        result = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=120, env=env)
        assert result.returncode == 0, result.stderr
    order = __import__("ast").literal_eval(result.stdout.strip().splitlines()[-1])
    started = order[:order.index("painted")]
    qt = next(i for i, name in enumerate(started) if name.startswith("PySide6"))
    core = [name for name in started if name.startswith("rootboard.") and not name.startswith("rootboard.ui")]
    late = [name for name in core if started.index(name) > qt]
    assert core and not late, f"imported after PySide6: {late}"


def test_a_screenshot_into_a_folder_that_does_not_exist_says_why(tmp_path, capsys):
    out = tmp_path / "no" / "such" / "folder" / "x.png"
    assert main(["gui", "autumn", "--screenshot", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(out.parent) in err and "folder" in err


def test_a_screenshot_that_cannot_be_written_says_so(tmp_path):
    out = tmp_path / "taken.png"
    out.mkdir()  # a folder where the picture should go: the picture cannot be written
    result = subprocess.run([sys.executable, "-m", "rootboard", "gui", "autumn", "--screenshot", str(out)],
                            capture_output=True, text=True, timeout=120,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 1
    assert str(out) in result.stderr


def test_gui_on_a_game_file_that_does_not_open_says_why(tmp_path):
    """A fresh process that opens the window on a game whose history names a piece its
    faction lacks: the reader's words name the faction, so the command loads those words
    before it reads (it printed a traceback, 'no term faction is registered')."""
    from tests.helpers import run_cli
    import json

    game = tmp_path / "g.json"
    assert run_cli("new", "autumn", "-o", game, "--factions", "marquise,eyrie")[0] == 0
    assert run_cli("place", game, "marquise", "warrior", "1")[0] == 0
    data = json.loads(game.read_text())
    data["history"][0]["action"]["request"]["piece"] = "sawmil"
    game.write_text(json.dumps(data))
    result = subprocess.run([sys.executable, "-m", "rootboard", "gui", str(game), "--screenshot", str(tmp_path / "x.png")],
                            capture_output=True, text=True, timeout=120,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2, result.stderr
    assert result.stderr == f"rootboard gui: {game}: history[0].action: Marquise has no piece 'sawmil'\n"


def collector_after(code: str) -> list[str]:
    """Whether the cyclic collector runs, and how many objects it leaves out of its sweeps,
    after ``code`` in a fresh process."""
    probe = f"import gc\n{code}\nprint(gc.isenabled(), gc.get_freeze_count() > 0)"
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}).stdout.split()[-2:]


def test_render_as_the_process_command_leaves_what_it_made_out_of_the_collector(tmp_path):
    """The process's own `render` freezes what it made once the picture is written (the process
    ends: its collector need not sweep it again); called within a process that goes on, the
    collector resumes as it was, nothing frozen."""
    out = tmp_path / "w.png"
    argv = ["rootboard", "render", "winter", "-o", str(out), "--width", "64"]
    assert collector_after(f"import sys; sys.argv = {argv!r}\nfrom rootboard.cli import main; main()") == [
        "True", "True"]
    assert collector_after(f"from rootboard.cli import main; main({argv[1:]!r})") == ["True", "False"]
    assert out.read_bytes()[:4] == b"\x89PNG"
