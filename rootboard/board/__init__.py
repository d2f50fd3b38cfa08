"""The map as printed and what is derived from it: the map file, its shapes, the forests and
adjacency (topology), why two areas relate (explain), what looks wrong (problems), and the
catalogue of shipped maps. Never imports the game, the drawing or Qt."""
