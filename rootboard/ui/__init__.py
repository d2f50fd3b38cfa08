"""The desktop board: the only package that imports PySide6.

It draws what the Qt-free packages (board, drawing, game) compute (board shapes, derived topology,
explanations) and owns no rules.

PySide6 6.12.0 drops a reference to None on every call that returns nothing, and to
True/False on every bool signal emission, which aborts Python 3.11 after a few thousand
calls; pyproject.toml pins PySide6-Essentials below 6.12, and
tests/ui/test_qt_workaround.py fails if the installed version leaks.
"""
