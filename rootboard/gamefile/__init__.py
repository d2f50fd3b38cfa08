"""The game file: its bytes, JSON and schema (file.py, schema_check.py), the position and the
history it holds, written atomically; and what a load proved of a history (proofs.py).

Above the game's core (it reads and writes what rootboard.game plays) and below the loader
(rootboard.loading, which also verifies a game's setup record).
"""
