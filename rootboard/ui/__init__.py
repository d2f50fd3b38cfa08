"""The desktop board: the only package that imports PySide6.

It draws what :mod:`rootboard.core` computes (board shapes, derived topology,
explanations) and owns no rules.
"""
