"""The kit every faction setup is written with: the setup engine (steps, choices, replay),
where setup may put things on the board (places), homelands (16.1.8.II) and the shared steps."""
