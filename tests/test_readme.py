"""The README's and the user's guide's command-line examples work as written (the window ones are
tested in tests/ui)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path


from tests.helpers import run_cli

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
# The guide's pages in the order a reader meets them: later pages go on with the games
# earlier ones made (g.json, v.json, ...), as one session at a terminal would.
GUIDE = [ROOT / "docs" / "guide" / f"{page}.md"
         for page in ("maps", "setup", "play", "vagabond", "battles", "cards", "turns", "bots", "quiz", "rootlog",
                      "languages")]
HEADLESS = {"maps", "topology", "check", "new", "place", "remove", "move", "open-path", "end-turn",
            "undo", "redo", "rule", "legal", "status", "log", "pieces", "phase", "render", "setup", "quiz", "cards",
            "score", "ledger",
            # the Vagabond's (rootboard/cli/vagabond_commands.py)
            "character", "item", "allied", "refresh", "explore", "strike", "repair", "aid", "rest", "hits",
            "special", "craft",
            # the cards' (rootboard/cli/hand_commands.py)
            "draw", "discard", "spend", "give", "reveal", "dominance", "hand",
            # the turn's (rootboard/cli/turn_commands.py)
            "options", "act", "step",
            # the bots' (rootboard/cli/bot_commands.py)
            "bot"}


def readme_commands(pages: list[Path] | None = None) -> list[list[str]]:
    """Every `rootboard ...` line of the bash blocks of the README and the guide's pages, in
    order, split at ';'."""
    blocks = [block for page in (pages or [README, *GUIDE])
              for block in re.findall(r"```bash\n(.*?)```", page.read_text(encoding="utf-8"), re.S)]
    commands = []
    for block in blocks:
        for line in block.splitlines():
            code, _, comment = line.partition("#")
            for part in code.split(";"):
                words = shlex.split(part)
                placeholder = any(re.fullmatch(r"[A-Z]+(\.json)?", w) for w in words)
                if words[:1] == ["rootboard"] and len(words) > 1 and words[1] in HEADLESS and not placeholder:
                    refused = "exit 1" in comment
                    commands.append((words[1:], refused))
    return commands


def test_the_readme_shows_the_scripted_game():
    verbs = [words[0] for words, _ in readme_commands([README])]
    for verb in ("new", "place", "move", "legal", "status", "undo", "render", "setup", "topology"):
        assert verb in verbs


def test_the_guide_shows_the_whole_scripted_game():
    verbs = [words[0] for words, _ in readme_commands(GUIDE)]
    for verb in ("new", "place", "move", "rule", "legal", "status", "undo", "redo", "log", "render"):
        assert verb in verbs


def test_the_readme_is_a_front_door():
    """Short enough to read at the door; every page it links to exists."""
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) < 200
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text):
        assert (ROOT / target).exists(), target


def test_every_page_of_the_guide_links_to_what_exists():
    for page in [*GUIDE, ROOT / "docs" / "guide" / "development.md", ROOT / "benchmarks" / "README.md"]:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).exists(), f"{page.name}: {target}"


def test_every_readme_command_runs_as_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # Map files the README names as examples of "your own map".
    for name in ("my-map.json",):
        (tmp_path / name).write_text((Path(__file__).resolve().parents[1] / "maps" / "autumn.json").read_text())
    for words, refused in readme_commands():
        code, out, err = run_cli(*words)
        expected = 1 if refused else 0
        assert code == expected, f"rootboard {' '.join(words)} -> {code}: {err or out}"
        if refused:  # the Law, as the language asked for names it
            law = {"nl": "Wet ", "es": "Ley "}.get(words[words.index("--lang") + 1] if "--lang" in words else "en", "Law ")
            assert err.startswith(law), err
    assert (tmp_path / "g.png").stat().st_size > 10_000
