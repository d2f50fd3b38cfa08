"""The board on screen: the scene and its items, the view, piece art, theme, render."""
