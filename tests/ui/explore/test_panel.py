"""The explorer panel's colour key names every kind of light the board can show."""

from __future__ import annotations

from PySide6.QtGui import QImage

from rootboard.messages import render
from rootboard.board.explain import explain_neighbours
from rootboard.ui.board import theme
from rootboard.ui.explore.panel import ExplorerPanel, Legend


def test_the_legend_keys_every_highlight_kind_and_fits_its_words(qapp):
    panel = ExplorerPanel()
    legend = panel.findChildren(Legend)[0]
    names = [text for _, _, text in legend.entries]
    assert set(theme.HIGHLIGHT_NAMES.values()) <= set(names)
    assert "Vagabond Slip" in names and any("not adjacent" in n for n in names)
    metrics = legend.fontMetrics()
    widths = legend._column_widths()
    for n, text in enumerate(names):
        assert metrics.horizontalAdvance(text) + legend.SWATCH + legend.GAP <= widths[n % legend.COLUMNS]
    assert legend.sizeHint().width() >= sum(widths)
    # Narrower than two columns, one: as wide as its longest words, as high as all its rows.
    narrow = legend.minimumSizeHint().width()
    assert narrow >= max(metrics.horizontalAdvance(text) for text in names) + legend.SWATCH + legend.GAP
    assert narrow < sum(widths) and legend.columns_for(narrow) == 1
    assert legend.heightForWidth(narrow) >= len(names) * legend._row_height()
    assert legend.heightForWidth(legend.sizeHint().width()) < legend.heightForWidth(narrow)


def test_the_legend_paints_a_swatch_and_words_on_each_row(qapp):
    legend = Legend([(theme.HIGHLIGHT["path"], True, "path"), (theme.REACH, False, "reach")])
    legend.resize(legend.sizeHint())
    image = QImage(legend.size(), QImage.Format_ARGB32)
    image.fill(0)
    legend.render(image)
    swatch_colour = theme.HIGHLIGHT["path"].rgb() & 0xFFFFFF
    y = legend.sizeHint().height() // 2
    row = {image.pixel(x, y) & 0xFFFFFF for x in range(legend.SWATCH)}
    assert swatch_colour in row


def test_the_explanation_is_copied_as_text(qtbot, make_window):
    from PySide6.QtGui import QGuiApplication

    from rootboard.board.topology import CLOSED_PATH

    window = make_window("mountain")
    cid = next(c for c in window.board.topology.board.clearings if window.board.topology.links_of(c, [CLOSED_PATH]))
    window.board.select(cid)
    window.copy_action.trigger()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0] == f"Clearing {cid}"
    sentences = [render(e.message) for e in explain_neighbours(window.board.topology, cid)]
    assert lines[-len(sentences):] == [f"- {s}" for s in sentences]
    assert any(line.startswith("- Law 16.2.3.II: ") for line in lines)  # its closed path, cited
