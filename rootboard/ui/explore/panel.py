"""The explorer's side panel: the selected area, each neighbour and why, and a legend.

It only shows :class:`~rootboard.board.explain.Explanation` values made by the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QSizePolicy, QWidget

from rootboard.messages import render
from rootboard.board.terms import area_name
from rootboard.board.topology import BURROW

from rootboard.i18n import N_, ntr, tr
from rootboard.ui.board import theme
from rootboard.ui.i18n import Texts
from rootboard.ui.widgets.side_panel import SidePanel
from rootboard.ui.widgets.wrapping_list import wrapping_list

if TYPE_CHECKING:
    from rootboard.board.explain import Explanation

STYLE = """
#explorer { background: #f4ecd8; }
#explorer QLabel { color: #3a2419; }
#explorer QListWidget { padding: 0px 2px; background: #fffaf0; color: #3a2419; border: 1px solid #c9b78f; border-radius: 4px; }
#explorer QListWidget::item { padding: 3px 0px; border-bottom: 1px solid #efe4c8; }
"""

HEADING = N_("explorer", "Adjacency explorer")
HINT = N_("explorer", "Hover or click a clearing or forest to see what it is adjacent to, and why.\n"
                      "Shift-click a second area to compare the two.")
LEGEND = "legend"  # the catalogues' context of the legend's words (theme.HIGHLIGHT_NAMES and below)


def swatch(colour: QColor, solid: bool, size: int = 14) -> QPixmap:
    """A small colour key: filled for adjacency, a dashed ring for a link that is not."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    if solid:
        painter.setPen(QPen(QColor("#3a2419"), 1))
        painter.setBrush(colour)
    else:
        painter.setPen(QPen(colour, 2, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(2, 2, size - 4, size - 4)
    painter.end()
    return pixmap


class Legend(QWidget):
    """The explorer's colour key, painted as one widget: a grid of sixteen labels cost 5 ms
    of every start (each child widget is re-polished when the dock adopts the panel).

    Two columns where the dock is wide enough for them, one where it is not: a column kept
    narrow (the layout memory's, from an earlier session) cut the second column's words at its
    edge, "verbinding ove", "discontinuo: no adyace" (issue 37). Its height follows the width
    it is given (height for width), as a wrapped label's does."""

    SWATCH, GAP, SPACING, COLUMNS = 14, 6, 10, 2

    def __init__(self, entries: list[tuple[QColor, bool, str]], parent=None):
        """Each entry's words are English, marked ``N_("legend", ...)``; shown in the window's language."""
        super().__init__(parent)
        self.entries = entries
        self._swatches = [swatch(colour, solid, self.SWATCH) for colour, solid, _ in entries]
        # Not Fixed in height: a fixed widget is held to its size hint's height (two columns),
        # whatever the height for its width.
        policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _row_height(self) -> int:
        return max(self.SWATCH, self.fontMetrics().height()) + 4

    def _column_widths(self, columns: int = COLUMNS) -> list[int]:
        metrics = self.fontMetrics()
        return [self.SWATCH + self.GAP + max(metrics.horizontalAdvance(tr(LEGEND, text)) for _, _, text in self.entries[c::columns])
                for c in range(columns)]

    def _width(self, columns: int) -> int:
        return sum(self._column_widths(columns)) + self.SPACING * (columns - 1)

    def columns_for(self, width: int) -> int:
        """As many columns as ``width`` holds, up to two; one at least."""
        return next((c for c in range(self.COLUMNS, 1, -1) if self._width(c) <= width), 1)

    def _height(self, columns: int) -> int:
        return -(-len(self.entries) // columns) * self._row_height() + 4

    def sizeHint(self) -> QSize:
        return QSize(self._width(self.COLUMNS), self._height(self.COLUMNS))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(1), self._height(self.COLUMNS))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._height(self.columns_for(width))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        columns = self.columns_for(self.width())
        widths, row_height = self._column_widths(columns), self._row_height()
        # Room beyond the natural width goes to the columns evenly, as in a stretched grid.
        extra = max(0, self.width() - self._width(columns)) // columns
        lefts = [sum(widths[:c]) + (self.SPACING + extra) * c for c in range(columns)]
        for n, ((_, _, text), pixmap) in enumerate(zip(self.entries, self._swatches)):
            row, column = divmod(n, columns)
            x, y = lefts[column], 4 + row * row_height
            painter.drawPixmap(x, y + (row_height - self.SWATCH) // 2, pixmap)
            painter.drawText(QRect(x + self.SWATCH + self.GAP, y, widths[column], row_height),
                             Qt.AlignLeft | Qt.AlignVCenter, tr(LEGEND, text))
        painter.end()


class ExplorerPanel(SidePanel):
    def __init__(self, texts: Texts | None = None, parent=None):
        super().__init__("explorer", STYLE, HEADING, 260, parent)
        self.summary = QLabel(tr(*HINT))
        self.summary.setWordWrap(True)
        self.relation = QLabel()
        self.relation.setWordWrap(True)
        self.relation.setFrameShape(QFrame.StyledPanel)
        self.relation.setStyleSheet(f"padding: 6px; border: 2px solid {theme.PARTNER.name()}; border-radius: 4px;")
        self.relation.hide()
        # What the landmarks in the clearing do (16.5), as the core says it.
        self.landmarks = QLabel()
        self.landmarks.setWordWrap(True)
        self.landmarks.setTextFormat(Qt.PlainText)
        self.landmarks.setFrameShape(QFrame.StyledPanel)
        self.landmarks.setStyleSheet("padding: 6px; background: #fffaf0; border: 1px solid #b08a4a; border-radius: 4px;")
        self.landmarks.hide()
        self.neighbours = wrapping_list()
        self.neighbours.setIconSize(QSize(14, 14))
        self.neighbours.setSelectionMode(QListWidget.NoSelection)
        self.neighbours.setFocusPolicy(Qt.NoFocus)
        for widget in (self.summary, self.landmarks, self.relation):
            self.column.addWidget(widget)
        self.column.addWidget(self.neighbours, 1)
        self.legend = self._legend()
        self.column.addWidget(self.legend)
        if texts is not None:  # a change of language: the legend's words, and so its size, change
            texts.later(lambda _words: (self.legend.updateGeometry(), self.legend.update()), lambda: "")

    def _legend(self) -> "Legend":
        """Colour key, two columns: what each colour of light means."""
        entries = [(theme.HIGHLIGHT[kind], True, name) for kind, name in theme.HIGHLIGHT_NAMES.items()]
        entries += [(theme.REACH, True, N_("legend", "Vagabond Slip")[1]),
                    (theme.HIGHLIGHT["river"], False, N_("legend", "dashed: not adjacent")[1])]
        return Legend(entries)

    def show_area(self, area, explanations: list[Explanation], reach: bool = False) -> None:
        if area is None:  # as at startup: nothing picked
            self.heading.setText(tr(*HEADING))
            self.summary.setText(tr(*HINT))
            self.neighbours.clear()
            self.show_relation(None)
            return
        from PySide6.QtGui import QIcon  # with the first area picked: PySide builds a class's enums on first use

        name = tr("explorer", "The Burrow") if area == BURROW else area_name(area)
        self.heading.setText(name[:1].upper() + name[1:])
        adjacent = sum(e.adjacent for e in explanations)
        if reach:
            self.summary.setText(ntr("explorer", "A Vagabond here can Slip (9.4.2) to {count} area:",
                                     "A Vagabond here can Slip (9.4.2) to {count} areas:", adjacent).format(count=adjacent))
        else:
            linked = len(explanations) - adjacent
            # Each count chooses its own words ("1 adyacente, 2 enlazados"): two plurals, joined.
            said = ntr("explorer", "{count} adjacent", "{count} adjacent", adjacent).format(count=adjacent)
            if linked:
                said += ", " + ntr("explorer", "{count} linked but not adjacent", "{count} linked but not adjacent",
                                   linked).format(count=linked)
            self.summary.setText(said + ":")
        self.neighbours.clear()
        for e in explanations:
            colour = theme.REACH if reach else theme.HIGHLIGHT[e.kind]
            item = QListWidgetItem(QIcon(swatch(colour, e.adjacent)), render(e.message))
            item.setData(Qt.UserRole, e)
            self.neighbours.addItem(item)

    def show_relation(self, explanation: Explanation | None) -> None:
        if explanation is None:
            self.relation.hide()
            return
        self.relation.setText(render(explanation.message))
        self.relation.show()

    def show_landmarks(self, sentences: list[str]) -> None:
        """What the landmarks standing in the area shown do (rendered reminders), or nothing."""
        self.landmarks.setText("\n".join(sentences))
        self.landmarks.setVisible(bool(sentences))

    def as_text(self) -> str:
        """What the panel says, as plain text to paste (a forum post, teaching notes)."""
        lines = [self.heading.text(), self.summary.text()]
        if self.landmarks.isVisibleTo(self) and self.landmarks.text():
            lines.append(self.landmarks.text())
        if self.relation.isVisibleTo(self) and self.relation.text():
            lines.append(self.relation.text())
        return "\n".join([*lines, *(f"- {s}" for s in self.sentences())])

    def sentences(self) -> list[str]:
        return [self.neighbours.item(i).text() for i in range(self.neighbours.count())]
