"""Battle (4.3): the action and how it resolves (resolution.py), what the table declares in
one (effects.py: the factions' abilities, the cards' base) and the battle cards (cards.py).

Imported only by what judges or applies a battle: reading a game and showing its position
never need it.
"""
