"""Setting up a game at the table: Standard Setup (5.1) and Advanced Setup (16.1).

A setup is a script of steps (:mod:`.engine`); each step offers its legal choices with a
reason, citing the Law, for every one that is not legal; the places it offers come from the
board's geometry (:mod:`.places`). Qt-free: the window's wizard and the command line both
drive the same :class:`~rootboard.setup.engine.Setup`.
"""
