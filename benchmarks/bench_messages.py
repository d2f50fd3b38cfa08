"""Saying messages: a status screen's worth of sentences, in each language.

The Dutch and Spanish sentences are built from each word's grammar (names.tsv: articles,
contractions, agreement); English reads no catalogue. Prints the median time to render a
status's lines and a setup summary, per language, and each language's ratio to English in
the same run (machines here are noisy; the ratios are what to compare between runs).

    python benchmarks/bench_messages.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_topology import median_ms  # noqa: E402  (the same clock for every benchmark)
import rootboard.game.terms  # noqa: E402,F401  (the terms the messages use)
from rootboard import i18n  # noqa: E402
from rootboard.derived.loading import load_topology  # noqa: E402
from rootboard.game.terms import pieces_said  # noqa: E402
from rootboard.messages import render  # noqa: E402
from rootboard.setup import record  # noqa: E402


def summary_messages():
    topology = load_topology("autumn")
    config = record.make_config(record.ADVANCED, players=4, suits="balanced", landmarks=2, hirelings=True)
    setup = record.start(topology, config, 7)
    while not setup.done:
        setup.choose(setup.auto_value())
    return setup.summary, setup.state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    runs = parser.parse_args().runs
    summary, state = summary_messages()
    stacks = [(f, p, n) for pieces in state.areas.values() for (f, p), n in pieces.items() if n]
    results = {}
    for lang in i18n.LANGUAGES:
        i18n.choose(lang)
        render(summary[0])  # the catalogue read once, as a run does at its first message
        results[lang] = (median_ms(lambda: [render(m) for m in summary], runs),
                         median_ms(lambda: [pieces_said(*s) for s in stacks], runs))
    i18n.choose("en")
    en = results["en"]
    print(f"{len(summary)} summary lines, {len(stacks)} stacks")
    for lang, (said, pieces) in results.items():
        print(f"{lang}: summary {said:.2f} ms ({said / en[0]:.2f}x en), stacks {pieces:.2f} ms ({pieces / en[1]:.2f}x en)")


if __name__ == "__main__":
    main()
