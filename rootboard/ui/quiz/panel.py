"""Teach › Quiz: a quiz on the board on show, docked beside it.

The first page chooses the kinds of question, how many, and a seed (the same seed, the same
quiz). Then one question at a time: the question over the board, in the message strip, and
in the panel with what a player needs to know (the pieces where it matters, the homelands
chosen); the board shows the question's position and lights what is asked about. Areas are
answered by clicking them on the board (a click picks, a second click drops), then Answer;
a faction, or yes or no, with the panel's buttons. The answer is said right or wrong, with
the engine's explanation and its Law sections, and the board lights it as the explorer does.
The score follows every answer; the last page says it.

While the quiz runs the board is the quiz's: the explorer lights and explains nothing, or it
would give the answers away. A quiz needs the board to itself, so it is taken when no game is
open, and it ends when one opens. The questions are made by :mod:`rootboard.quiz` (Qt-free);
this module shows them.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QDockWidget, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QStackedWidget,
    QVBoxLayout, QWidget,
)

from rootboard.board.topology import BURROW
from rootboard.i18n import N_, tr
from rootboard.messages import render, text
from rootboard.quiz import engine_calls
from rootboard.quiz.kinds import KINDS
from rootboard.quiz.question import AREAS, FACTION, Question, answer_message, position_pieces
from rootboard.quiz.quiz import DEFAULT_COUNT, QuizRun, make_quiz
from rootboard.ui.board.badges import badge_icon
from rootboard.ui.errors import ROOTBOARD_ERRORS
from rootboard.ui.quiz import marks
from rootboard.ui.widgets.side_panel import SidePanel
from rootboard.ui.widgets.wrapping_check import WrappingCheckBox
from rootboard.ui.widgets.wrapping_list import wrapping_list

WORDS = {  # N_(context, English): shown through tr(), in the window's language
    "heading": N_("quiz", "Quiz"),
    "dock": N_("dock", "Quiz"),
    "intro": N_("quiz", "Questions on the board on show, answered and explained by the rules."),
    "kinds": N_("quiz", "Ask about:"),
    "count": N_("quiz", "&Questions:"),
    "seed": N_("quiz", "S&eed:"),
    "random": N_("quiz", "random"),
    "start": N_("quiz", "&Start the quiz"),
    "game-open": N_("quiz", "A quiz takes the board: close the game ({key}) to take one."),
    "bad-seed": N_("quiz", "The seed is a whole number (or empty: random)."),
    "progress": N_("quiz", "Question {n} of {of} · score {score}"),
    "pick": N_("quiz", "Click the areas on the board (again to drop one), then Answer."),
    "choose": N_("quiz", "Choose the answer."),
    "answer": N_("quiz", "&Answer"),
    "clear": N_("quiz", "C&lear"),
    "picked": N_("quiz", "Picked: {areas}"),
    "nothing-picked": N_("quiz", "Picked: none"),
    "yes": N_("quiz", "&Yes"),
    "no": N_("quiz", "&No"),
    "nobody": N_("quiz", "Nobody"),
    "right": N_("quiz", "Right."),
    "wrong": N_("quiz", "Wrong: the answer is {answer}."),
    "next": N_("quiz", "&Next question"),
    "finish": N_("quiz", "See the &score"),
    "again": N_("quiz", "&New quiz"),
    "stop": N_("quiz", "S&top the quiz"),
    "stop-tip": N_("quiz", "End the quiz: the board goes back to the explorer, as printed"),
    "stopped": N_("quiz", "The quiz is stopped: the board is the explorer's again."),
    "score": N_("quiz", "Score: {score} of {of}"),
    "seed-was": N_("quiz", "Seed {seed}: the same seed gives the same quiz."),
}
KIND_WORDS = {
    "adjacent": N_("quiz", "which areas are adjacent (2.2.1, 2.4.1)"),
    "slip": N_("quiz", "where the Vagabond may slip (9.4.2)"),
    "rules": N_("quiz", "who rules a clearing (2.5)"),
    "move": N_("quiz", "whether a move is legal (4.2)"),
    "homeland": N_("quiz", "whether a clearing may be a homeland (16.1.8.II)"),
}

STYLE = """
#quiz { background: #f4ecd8; }
#quiz QLabel { color: #3a2419; }
#quiz QListWidget { padding: 0px 2px; background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px; }
#quiz QListWidget::item { padding: 3px 0px; border-bottom: 1px solid #efe4c8; }
#quiz #prompt { font-size: 13pt; font-weight: bold; }
#quiz #right { color: #23381a; font-size: 12pt; font-weight: bold; }
#quiz #wrong { color: #9c1c0c; font-size: 12pt; font-weight: bold; }
#quiz #problem { color: #9c1c0c; }
"""


def word(key: str) -> str:
    return tr(*WORDS[key])


def show_quiz(panel: "QuizPanel") -> None:
    """Teach › Quiz: the quiz's dock shown; a quiz under way is shown again, not started afresh."""
    if panel.run is None:
        panel.restart()
    panel.dock.show()
    panel.dock.raise_()


class QuizPanel(SidePanel):
    """Given the view it takes clicks from, the board part it draws positions with (and holds
    while the quiz runs), the game part (a quiz needs no game open), the message strip over the
    board, the window's string registry and how to show an error."""

    def __init__(self, view, board, game, strip, texts, show_error, mode):
        super().__init__("quiz", STYLE, WORDS["heading"], 340)
        self.view, self.board, self.game, self.strip, self.show_error = view, board, game, strip, show_error
        self.mode = mode  # the window's mode: a quiz takes the board from the explorer
        self.dock: QDockWidget | None = None
        self.run: QuizRun | None = None
        self.source: engine_calls.Source | None = None
        self.seed = 0
        self.shown: Question | None = None  # the question on show (answered or not)
        self.finished: tuple[int, int] | None = None  # the last quiz's score: right answers, questions
        self._strip_before = None  # what the strip said before the quiz borrowed it
        self.picked: list = []
        self.answered = False
        self.pages = QStackedWidget()
        self.pages.addWidget(self._first_page(texts))
        self.pages.addWidget(self._question_page(texts))
        self.column.addWidget(self.pages, 1)
        texts.later(lambda _words: self._retranslate(), lambda: "")
        self._drawing = False  # the board shown is the quiz's own question
        view.area_clicked.connect(self.area_clicked)
        board.board_shown.connect(self._board_shown)
        game.session_changed.connect(lambda session: self.stop() if session is not None else self._check_first_page())

    # --- the pages ------------------------------------------------------------------------------
    def _first_page(self, texts) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        intro = QLabel()
        intro.setWordWrap(True)
        texts.set(intro.setText, WORDS["intro"])
        form.addRow(intro)
        # The kinds of question under their heading, each the panel's whole width, their words
        # wrapping: beside the heading, on one line, they were cut at the dock's edge.
        kinds_label = QLabel()
        kinds_label.setWordWrap(True)
        texts.set(kinds_label.setText, WORDS["kinds"])
        form.addRow(kinds_label)
        self.kind_boxes = {}
        for kind in KINDS:
            box = WrappingCheckBox()
            box.setChecked(True)
            texts.set(box.setText, KIND_WORDS[kind])
            box.toggled.connect(lambda _on: self._check_first_page())
            self.kind_boxes[kind] = box
            form.addRow(box)
        self.count = QSpinBox()
        self.count.setRange(1, 50)
        self.count.setValue(DEFAULT_COUNT)
        count_label = QLabel()
        texts.set(count_label.setText, WORDS["count"])
        count_label.setBuddy(self.count)
        form.addRow(count_label, self.count)
        self.seed_field = QLineEdit()
        texts.set(self.seed_field.setPlaceholderText, WORDS["random"])
        self.seed_field.textChanged.connect(lambda _t: self._check_first_page())
        seed_label = QLabel()
        texts.set(seed_label.setText, WORDS["seed"])
        seed_label.setBuddy(self.seed_field)
        form.addRow(seed_label, self.seed_field)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        self.start_button = QPushButton()
        texts.set(self.start_button.setText, WORDS["start"])
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        form.addRow(self.start_button)
        return page

    def _question_page(self, texts) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.progress = QLabel()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.context = QLabel()
        self.context.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        for w in (self.progress, self.prompt, self.context, self.hint):
            column.addWidget(w)
        self.choices = QHBoxLayout()
        self.choices_box = QWidget()
        self.choices_box.setLayout(self.choices)
        column.addWidget(self.choices_box)
        self.picked_label = QLabel()
        self.picked_label.setWordWrap(True)
        column.addWidget(self.picked_label)
        self.result = QLabel()
        self.result.setWordWrap(True)
        column.addWidget(self.result)
        self.explanation = wrapping_list()
        column.addWidget(self.explanation, 1)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.go_next)
        column.addWidget(self.next_button)
        # Stop: the quiz ends and the window is given back as it was (closing the dock does the same).
        self.stop_button = QPushButton()
        texts.set(self.stop_button.setText, WORDS["stop"])
        texts.set(self.stop_button.setToolTip, WORDS["stop-tip"])
        self.stop_button.clicked.connect(self.restart)
        column.addWidget(self.stop_button)
        return page

    # --- the first page -------------------------------------------------------------------------
    def restart(self) -> None:
        """Back to the first page; the board goes back to the explorer."""
        self.stop()
        self.pages.setCurrentIndex(0)
        self._check_first_page()

    def chosen_kinds(self) -> list[str]:
        return [k for k, box in self.kind_boxes.items() if box.isChecked()]

    def _check_first_page(self) -> bool:
        seed = self.seed_field.text().strip()
        if self.game.session is not None:
            from rootboard.ui.play.shortcuts import key_name

            problem = word("game-open").format(key=key_name("Ctrl+W"))
        elif seed and not seed.lstrip("-").isdigit():
            problem = word("bad-seed")
        else:
            problem = ""
        self.problem.setText(problem)
        ready = not problem and bool(self.chosen_kinds()) and self.board.topology is not None
        self.start_button.setEnabled(ready)
        return ready

    def start(self) -> None:
        if not self._check_first_page():
            return
        seed = self.seed_field.text().strip()
        self.seed = int(seed) if seed else random.SystemRandom().randrange(2**31)
        try:
            self.source = engine_calls.source_of(self.board.topology)
            questions = make_quiz(self.source, self.chosen_kinds(), self.count.value(), self.seed)
        except ROOTBOARD_ERRORS as exc:
            self.show_error(tr("error", "Cannot make the quiz"), exc)
            return
        self.run = QuizRun(questions)
        self.finished = None
        self._strip_before = self.strip.saying()
        self.mode.quiz()
        self.pages.setCurrentIndex(1)
        self.show_question()

    def stop(self) -> None:
        """End the quiz (if one runs): the board back to the explorer, as printed."""
        if self.run is None:
            return
        self.run = self.shown = None
        self._release()
        self._give_strip_back()

    def _give_strip_back(self) -> None:
        """The strip says again what it said before the quiz, or that the quiz is stopped: never
        nothing (closing the dock left it empty)."""
        before, self._strip_before = self._strip_before, None
        if self.game.session is not None:
            return  # a game opened and ended the quiz: the strip is the game's now
        if before is not None and before()[1]:
            self.strip.say_again(before)
        else:
            self.strip.show_message("info", lambda: word("stopped"))

    def _release(self) -> None:
        if self.mode.quizzing:
            self.mode.leave_quiz()
            if self.game.session is None and self.board.topology is not None:
                self._drawing = True
                try:
                    self.board.show(self.board.topology)  # the map as printed, for the explorer
                finally:
                    self._drawing = False

    # --- a question -----------------------------------------------------------------------------
    @property
    def question(self) -> Question | None:
        """The question on show, while the quiz runs."""
        return self.shown if self.run is not None else None

    def show_question(self) -> None:
        question = self.shown = self.run.current
        self.answered = False
        self.picked = []
        self._draw_board(question)
        self._fill_question(question)
        self._light_question(question)

    def _fill_question(self, question: Question) -> None:
        run = self.run
        self.progress.setText(word("progress").format(n=run.asked + 1, of=len(run.questions), score=run.score))
        self.prompt.setText(text(question.prompt))
        self.context.setText("\n".join(text(m) for m in question.context))
        self.context.setVisible(bool(question.context))
        self.strip.show_message("info", text(question.prompt))
        self.hint.setText(word("pick") if question.answer_type == AREAS else word("choose"))
        self._fill_choices(question)
        self._show_picked()
        self.result.setText("")
        self.explanation.clear()
        self.explanation.setVisible(False)
        self.next_button.setVisible(False)
        self.stop_button.setVisible(True)

    def _clear_choices(self) -> None:
        while self.choices.count():
            item = self.choices.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.choice_buttons: dict = {}

    def _fill_choices(self, question: Question) -> None:
        self._clear_choices()
        if question.answer_type == AREAS:
            self._choice(word("answer"), lambda: self.answer(list(self.picked)), "answer")
            self._choice(word("clear"), self.clear_picked, "clear")
        elif question.answer_type == FACTION:
            for fid in question.choices:
                button = self._choice(engine_calls.faction_name(fid), lambda f=fid: self.answer(f), fid)
                button.setIcon(badge_icon(fid, 18))
            self._choice(word("nobody"), lambda: self.answer(None), "nobody")
        else:
            self._choice(word("yes"), lambda: self.answer(True), "yes")
            self._choice(word("no"), lambda: self.answer(False), "no")

    def _choice(self, label: str, slot, key) -> QPushButton:
        button = QPushButton(label)
        button.clicked.connect(lambda _checked=False: slot())
        self.choices.addWidget(button)
        self.choice_buttons[key] = button
        return button

    def _board_shown(self, topology) -> None:
        """Another map put on show (the toolbar's map box) ends the quiz: its areas are not
        the quiz's."""
        if not self._drawing and self.run is not None and topology is not self.source.topology:
            self.run = self.shown = None
            self.mode.leave_quiz()
            self._give_strip_back()
            self.restart()

    def _draw_board(self, question: Question) -> None:
        self._drawing = True
        try:
            self._show_position(question)
        finally:
            self._drawing = False

    def _show_position(self, question: Question) -> None:
        topology = self.source.topology
        pieces = position_pieces(question.position, topology)
        burrow = pieces.pop(BURROW, None)
        about_burrow = BURROW in question.params.values() or any(lit.area == BURROW for lit in question.lit)
        if not pieces and burrow is None and not about_burrow and not question.suits:
            self.board.show(topology)  # a question about the printed board
            return
        self.board.show(topology, pieces=pieces, suits=dict(question.suits) or None,
                        closed_paths={tuple(k) for k in question.closed_paths},
                        burrow=(burrow or []) if (burrow is not None or about_burrow) else None)

    # --- answering ------------------------------------------------------------------------------
    def area_clicked(self, area) -> None:
        question = self.question
        if question is None or self.answered or question.answer_type != AREAS or area is None:
            return
        if area in self.picked:
            self.picked.remove(area)
        else:
            self.picked.append(area)
        self._show_picked()
        self._light_question(question)

    def _light_question(self, question: Question) -> None:
        """What the question is about (and the areas picked), without a hint of the answer."""
        asked = [lit for lit in question.lit if lit.role in ("selected", "partner")]
        marks.light(self.board.scene, asked, picked=self.picked, lanes_too=False)

    def clear_picked(self) -> None:
        self.picked = []
        self._show_picked()
        question = self.question
        if question is not None:
            self._light_question(question)

    def _show_picked(self) -> None:
        question = self.question
        shown = question is not None and question.answer_type == AREAS
        self.picked_label.setVisible(shown)
        if shown:
            self.picked_label.setText(word("picked").format(areas=text(answer_message(question, self.picked, given=True)))
                                      if self.picked else word("nothing-picked"))

    def answer(self, given) -> None:
        """Answer the question on hand with ``given`` (areas, a faction id or None, True/False)."""
        if self.question is None or self.answered:
            return
        question = self.question
        result = self.run.answer(given)
        self.answered = True
        self._show_result(question, result.right)
        marks.light(self.board.scene, question.lit)

    def _show_result(self, question: Question, right: bool) -> None:
        said = word("right") if right else word("wrong").format(answer=text(answer_message(question)))
        self.result.setObjectName("right" if right else "wrong")
        self.result.style().unpolish(self.result)  # the object name chooses the style sheet's colour
        self.result.style().polish(self.result)
        self.result.setText(said)
        self.explanation.clear()
        for message in question.explanation:
            self.explanation.addItem(render(message))
        self.explanation.setVisible(True)
        lines = [said, *(render(m) for m in question.explanation[:2])]
        self.strip.show_message("done" if right else "warning", "\n".join(lines))
        for button in self.choice_buttons.values():
            button.setEnabled(False)
        run = self.run
        self.progress.setText(word("progress").format(n=run.asked, of=len(run.questions), score=run.score))
        self.next_button.setText(word("finish") if run.done else word("next"))
        self.next_button.setVisible(True)
        self.next_button.setDefault(True)

    def go_next(self) -> None:
        if self.run is None:
            self.restart()
            return
        if not self.run.done:
            self.show_question()
            return
        self._show_score()

    def _show_score(self) -> None:
        run = self.run
        self.finished = (run.score, len(run.questions))
        self.run = self.shown = None  # the next click starts afresh
        self._say_score()
        self._release()

    def _say_score(self) -> None:
        right, of = self.finished
        score = word("score").format(score=right, of=of)
        self.progress.setText(score)
        self.prompt.setText(score)
        self.context.setText(word("seed-was").format(seed=self.seed))
        self.context.setVisible(True)
        self.hint.setText("")
        self._clear_choices()
        self.picked_label.setVisible(False)
        self.result.setText("")
        self.explanation.clear()
        self.explanation.setVisible(False)
        self.strip.show_message("info", score)
        self.next_button.setText(word("again"))
        self.stop_button.setVisible(False)  # the quiz is over: New quiz, or close the dock

    # --- the language ---------------------------------------------------------------------------
    def _retranslate(self) -> None:
        """View › Language: the question on hand (and its explanation, if answered) said again."""
        self.heading.setText(word("heading"))
        self._check_first_page()
        question = self.question
        if self.pages.currentIndex() == 1 and question is None and self.finished is not None:
            self._say_score()
            return
        if question is None or self.pages.currentIndex() != 1:
            return
        answered, picked = self.answered, list(self.picked)
        self._fill_question(question)
        self.picked = picked
        self._show_picked()
        if answered:
            self.answered = True
            self._show_result(question, self.run.results[-1].right)
