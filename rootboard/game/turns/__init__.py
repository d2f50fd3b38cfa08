"""Whose turn, and what now: each faction's turn as the steps of its chapter (1.4.1; 6.4-6.6,
7.4-7.6, 8.4-8.6, 9.4-9.6 ...), the step the game is on, and what the faction on turn may do
there.

A faction's room says its turn (``Faction.turn``: the module holding its ``STEPS``, imported
only when a turn is asked about); a faction whose turn is not written yet plays the generic
turn of three phases, any action in each. What may be done now (:mod:`.options`) is the
faction's candidate actions at its step, each judged by the same check that judges it when
played: nothing here is a second list of the rules.
"""
