"""Teaching exercises generated from the engine: questions on a board or a position, each
answered and explained by the core itself, with its Law sections.

Kinds of question (:mod:`.kinds`): which areas are adjacent to an area (2.2.1, 2.4.1, 16.2),
where the Vagabond may Slip from one (9.4.2), who rules a clearing (2.5 and its exceptions),
whether a faction may move from one area to another (4.2), whether a faction may take a
clearing as its homeland (16.1.8.II). Every answer comes from the rules, never from this
package: it only chooses what to ask, on which position, and checks what was answered.

Every call into the core (the board, the game, setup) goes through :mod:`.engine_calls`, the
one module to re-point when the core's names move. Qt-free, like everything below the window.
"""
