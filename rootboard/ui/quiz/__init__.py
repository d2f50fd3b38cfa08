"""Teach › Quiz: the quiz in the window, its question over the board, answered by clicking."""
