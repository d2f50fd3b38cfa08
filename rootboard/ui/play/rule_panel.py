"""Who rules: the ruler of every clearing, and for the chosen one the reason and Law section.

Everything shown is :func:`rootboard.game.rules.ruling`, as `rootboard rule GAME.json 7`
prints it. The list is keyboard-driven (arrows pick a clearing), and each row names the
ruler in words beside its badge, so the colour ring on the board is never the only clue.

Until a game opens it only says so; the rules it shows are imported then (first use), so a
window that starts exploring a map draws without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from rootboard.i18n import N_, tr
from rootboard.messages import fill
from rootboard.ui.i18n import Texts
from rootboard.ui.widgets.side_panel import SidePanel

if TYPE_CHECKING:
    from rootboard.game.rules import Ruling
    from rootboard.game.state import GameState

STYLE = """
#rule-panel { background: #f4ecd8; }
#rule-panel QLabel { color: #3a2419; }
#rule-panel QListWidget { background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px; }
#rule-verdict { background: #fffaf0; border: 1px solid #c9b78f; border-radius: 4px; padding: 8px; }
"""

HEADING = N_("who-rules", "Who rules")
HINT = N_("who-rules", "Pick a clearing in the list, or click one on the board, to see who rules it and why (2.5).")
NO_GAME = N_("who-rules", "Start or open a game to see who rules.")


def ruling_sentence(where, r: Ruling) -> str:
    """One line per clearing, the CLI's `rule` wording: who, section, reason."""
    from rootboard.game.state import area_name
    from rootboard.game.terms import faction_name

    from rootboard.messages import text

    from rootboard.i18n import current
    from rootboard.i18n.sections import section

    return f"{area_name(where)}: {faction_name(r.ruler)} ({section(r.section, current())}) - {text(r.message)}"


class RulePanel(SidePanel):
    clearing_chosen = Signal(int)

    def __init__(self, texts: Texts, parent=None):
        super().__init__("rule-panel", STYLE, HEADING, 250, parent)
        self.state: GameState | None = None
        self.clearing: int | None = None
        self.verdict = QFrame()
        self.verdict.setObjectName("rule-verdict")
        box = QVBoxLayout(self.verdict)
        box.setContentsMargins(0, 0, 0, 0)
        self.ruler_badge = QLabel()
        self.ruler = QLabel()
        self.ruler.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.reason = QLabel(tr(*HINT))
        self.reason.setWordWrap(True)
        self.section = QLabel()
        self.section.setStyleSheet("font-weight: bold; color: #7a4a12;")
        row = QHBoxLayout()
        row.addWidget(self.ruler_badge)
        row.addWidget(self.ruler, 1)
        box.addLayout(row)
        for widget in (self.ruler, self.reason, self.section):
            widget.setTextInteractionFlags(Qt.TextSelectableByMouse)
        box.addWidget(self.reason)
        box.addWidget(self.section)
        self.overview = QListWidget()
        texts.set(self.overview.setAccessibleName, N_("who-rules", "Rulers of every clearing"))
        self.overview.setIconSize(QSize(18, 18))
        self.overview.currentItemChanged.connect(self._picked)
        self.column.addWidget(self.verdict)
        every = QLabel()
        texts.set(every.setText, N_("who-rules", "Every clearing:"))
        self.column.addWidget(every)
        self.column.addWidget(self.overview, 1)

    def show_state(self, state: GameState | None) -> None:
        """A new position: refresh the overview and the chosen clearing's explanation."""
        self.state = state
        self.overview.blockSignals(True)
        self.overview.clear()
        if state is not None:
            from rootboard.game.rules import rulings
            from rootboard.messages import render

            from rootboard.ui.board.badges import badge_icon, title

            for cid, r in rulings(state).items():
                who = title(r.ruler) if r.ruler else tr("who-rules", "nobody")
                item = QListWidgetItem(badge_icon(r.ruler, 18), f"{cid}: {who}")
                item.setData(Qt.UserRole, cid)
                item.setToolTip(render(r.message))
                self.overview.addItem(item)
                if cid == self.clearing:
                    self.overview.setCurrentItem(item)
        self.overview.blockSignals(False)
        self.show_clearing(self.clearing if state is not None else None)

    def show_clearing(self, clearing: int | None) -> None:
        self.clearing = clearing
        if self.state is None or clearing is None:
            self.heading.setText(tr(*HEADING))
            self.ruler.setText("")
            self.ruler_badge.clear()
            self.reason.setText(tr(*(HINT if self.state is not None else NO_GAME)))
            self.section.setText("")
            return
        from rootboard.game.rules import ruling
        from rootboard.messages import law, text

        from rootboard.ui.board.badges import badge_pixmap, title

        r = ruling(self.state, clearing)
        self.heading.setText(fill(tr("who-rules", "Who rules {area:area}"), area=clearing))
        self.ruler.setText(title(r.ruler) if r.ruler else tr("who-rules", "Nobody"))
        if r.ruler:
            self.ruler_badge.setPixmap(badge_pixmap(r.ruler, 26))
        else:
            self.ruler_badge.clear()
        reason = text(r.message)
        self.reason.setText(reason[0].upper() + reason[1:])
        self.section.setText(law(r.message.sections))
        self.verdict.setAccessibleDescription(ruling_sentence(clearing, r))
        self._select_row(clearing)

    def _select_row(self, clearing: int) -> None:
        for i in range(self.overview.count()):
            item = self.overview.item(i)
            if item.data(Qt.UserRole) == clearing and self.overview.currentItem() is not item:
                self.overview.blockSignals(True)
                self.overview.setCurrentItem(item)
                self.overview.blockSignals(False)

    def _picked(self, item, _previous) -> None:
        if item is not None:
            cid = item.data(Qt.UserRole)
            self.show_clearing(cid)
            self.clearing_chosen.emit(cid)
