"""rootboard: a companion for the board game Root."""

from rootboard import class_code

class_code.install()  # before any dataclass is made: their methods' code from the cache
