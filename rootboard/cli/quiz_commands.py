"""The quiz: ``rootboard quiz MAP|GAME [--kinds K,...] [--count N] [--seed N] [--json]``.

In a terminal, one question at a time: the question, what stands where it matters, the
answer typed (areas as numbers or forest ids, a faction or nobody, yes or no), then right or
wrong with the engine's explanation and its Law sections; the last line is the score, ``N/M``.
Without a terminal the answers are read line by line from stdin in the same way (each echoed
after ``>``), an unreadable one counted wrong, and questions left when the input ends counted
unanswered. ``--json`` prints the quiz instead, as data: ``{"questions": [...]}``.
"""

from __future__ import annotations

import json
import random
import sys

from rootboard.cli import count_argument, whole_number
from rootboard.i18n import ntr, tr
from rootboard.messages import fill, render, text
from rootboard.quiz import engine_calls
from rootboard.quiz.answers import AnswerError, read_answer
from rootboard.quiz.kinds import KINDS
from rootboard.quiz.question import AREAS, FACTION, Question, answer_message
from rootboard.quiz.quiz import DEFAULT_COUNT, QuizRun, make_quiz, parse_kinds

EXIT_OK, EXIT_INTERRUPTED = 0, 130


def register(sub) -> None:
    p = sub.add_parser("quiz", help=tr("cli.help", "a quiz on the rules: questions answered at the table and explained "
                                                   "with the Law"),
                       description=tr("cli.help", "Questions generated from the rules on a board or a game: which areas "
                                                  "are adjacent, where the Vagabond may slip, who rules a clearing, "
                                                  "whether a move is legal, whether a clearing may be a homeland. "
                                                  "Every answer and its explanation come from the engine."))
    p.add_argument("source", metavar="MAP|GAME",
                   help=tr("cli.help", "a shipped map (autumn, winter, lake, mountain), a map file or a game file"))
    p.add_argument("--kinds", metavar="K,...",
                   help=tr("cli.help", "the kinds of question, comma-separated: {kinds} (default: all)")
                   .format(kinds=",".join(KINDS)))
    p.add_argument("--count", type=count_argument, default=DEFAULT_COUNT, metavar="N",
                   help=tr("cli.help", "how many questions (default: {n})").format(n=DEFAULT_COUNT))
    p.add_argument("--seed", type=whole_number, metavar="N",
                   help=tr("cli.help", "the same seed gives the same quiz (default: a new one each time)"))
    p.add_argument("--json", action="store_true",
                   help=tr("cli.help", "print the questions, their answers and explanations as JSON"))
    p.set_defaults(run=run_quiz)


def run_quiz(args) -> int:
    kinds = parse_kinds(args.kinds)
    source = engine_calls.open_source(args.source)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    questions = make_quiz(source, kinds, args.count, seed)
    if args.json:
        print(json.dumps({"questions": [q.to_json() for q in questions]}, indent=1, ensure_ascii=False))
        return EXIT_OK
    run = QuizRun(questions)
    terminal = sys.stdin.isatty()
    count = len(questions)
    # The map as a term, so that each language says it with its article ("sobre el Mapa del Lago").
    print(fill(ntr("cli.quiz", "Quiz on {map:map}: {n} question, seed {seed}", "Quiz on {map:map}: {n} questions, seed {seed}",
                   count), map=source.title, n=count, seed=seed))
    try:
        while not run.done:
            _ask(run, source, terminal)
    except KeyboardInterrupt:
        print()
        print(run.score_line())
        return EXIT_INTERRUPTED
    print()
    print(run.score_line())
    return EXIT_OK


def _ask(run: QuizRun, source, terminal: bool) -> None:
    question = run.current
    print()
    print(f"{run.asked + 1}/{len(run.questions)}. {text(question.prompt)}")
    for line in question.context:
        print(f"   {text(line)}")
    print(f"   ({_how_to_answer(question)})")
    while True:
        typed = _read(terminal)
        if typed is None:
            run.skip()
            print(tr("cli.quiz", "No answer: the answer is {answer}.").format(answer=text(answer_message(question))))
            return
        try:
            given = read_answer(question, typed, source.topology, blank_is_none=not terminal)
        except AnswerError as exc:
            if terminal:
                print(tr("cli.quiz", "Not understood: {problem}").format(problem=exc.describe()))
                continue
            run.answer(_unreadable)
            print(tr("cli.quiz", "Not understood ({problem}): the answer is {answer}.").format(
                problem=exc.describe(), answer=text(answer_message(question))))
            break
        result = run.answer(given)
        if result.right:
            print(tr("cli.quiz", "Right."))
        else:
            print(tr("cli.quiz", "Wrong: the answer is {answer}.").format(answer=text(answer_message(question))))
        break
    for message in question.explanation:
        print(f"   {render(message)}")


_unreadable = object()  # an answer that could not be read: never right


def _read(terminal: bool) -> str | None:
    """The next answer: from the terminal after a prompt, else the next line of stdin (echoed)."""
    try:
        line = input("> ") if terminal else sys.stdin.readline()
    except (EOFError, OSError):  # the input ended, or there is none to read (closed, detached)
        return None
    if not terminal:
        if not line:
            return None
        line = line.rstrip("\n")
        print(f"> {line}")
    return line


def _how_to_answer(question: Question) -> str:
    if question.answer_type == AREAS:
        return tr("cli.quiz", "clearing numbers and forest ids, separated by spaces; - for none")
    if question.answer_type == FACTION:
        names = [engine_calls.faction_name(f) for f in question.choices]
        return tr("cli.quiz", "a faction ({factions}), or nobody").format(factions=", ".join(names))
    return tr("cli.quiz", "yes or no")
