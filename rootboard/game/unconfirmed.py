"""UNCONFIRMED card data: what only third-party transcriptions of the cards say (the one table).

The Law of Root names the setup steps but not what each printed card says: which factions
are militant (the red name with a sword, 16.1.8.I), what each faction setup card asks, where
each landmark is set up. These come from setup tools' card data (shared/rules/SETUP.md tags
them "unconfirmed"), and they live here, in one plainly marked table, so that a player with
the cards in hand can correct them in one place. Nothing derived from the map is here: the
clearings a rule allows are always worked out from the board.
"""

from __future__ import annotations

# 16.1.8.I: the militant setup cards; every other faction card is insurgent.
MILITANT = frozenset({"marquise", "eyrie", "duchy", "hundreds", "keepers"})

# What each faction setup card asks for its homelands (16.1.8.II): how many, where, how far
# from enemy homelands ("two-between": two or more clearings between, falling back to "not
# adjacent", then to anything; "not-adjacent": falling back to anything; "free": no rule).
SETUP_CARDS = {
    "marquise": {"homelands": 3, "keep_distance": "not-adjacent"},
    "eyrie": {"homelands": 1, "map_edge": True, "distance": "two-between"},
    "alliance": {"homelands": 0},
    "vagabond": {"homelands": 0},
    "vagabond2": {"homelands": 0},
    "lizards": {"homelands": 1, "distance": "not-adjacent", "spread": 3, "acolytes": 2},
    "riverfolk": {"homelands": 0},
    "duchy": {"homelands": 1, "distance": "not-adjacent", "spread": 5},
    "corvids": {"homelands": 1, "distance": "free"},
    "hundreds": {"homelands": 1, "map_edge": True, "distance": "two-between"},
    "keepers": {"homelands": 2, "map_edge": True, "distance": "two-between", "adjacent_pair": True},
}

# Landmark cards (16.5): where each is set up, and what its setup adds.
#   where: "ruin" (a clearing with a ruin), "river" (on the river; the Lake's coast),
#          "one-slot" (exactly one building slot and no ruin), "any", "corner"
#   apart: not in, and (if True) not adjacent to, a clearing holding a landmark
LANDMARKS = {
    "tower": {"where": "ruin", "apart": False},
    "ferry": {"where": "river", "apart": True},
    "black-market": {"where": "one-slot", "apart": True, "reminder": "black-market"},
    "lost-city": {"where": "river", "apart": True},
    "legendary-forge": {"where": "any", "apart": True, "reminder": "forge"},
    "elder-treetop": {"where": "corner", "apart": True, "min_players": 3},
}

# The Legendary Forge's items by its clearing's suit.
FORGE_ITEMS = {
    "fox": (("sword", 2), ("crossbow", 1), ("hammer", 1)),
    "mouse": (("bag", 2), ("tea", 2)),
    "rabbit": (("boot", 2), ("coin", 2)),
}

# Hireling cards (16.4): promoted and demoted names, the faction each keeps out of the game
# (16.1.6.V), its pieces, and what its promoted side sets up (16.1.6.III). Setup kinds:
#   every-clearing: one warrior in each clearing; ruins: one warrior in each clearing with a
#   ruin; map-edge: all warriors in one map-edge clearing; uprising: roll the uprising die
#   twice, a warrior in a clearing of each suit rolled; forest-pawn: the pawn in a forest;
#   edge-river-pawn: the pawn in a clearing on both the map edge and the river; paths: two
#   warriors, each on a different path (never closed, 16.2.3.II, nor a river, 16.4.3.V);
#   foothold: a foothold and three warriors in one clearing; same-suit: two warriors in two
#   clearings of one suit; pawn: the pawn in any clearing; any-two: two warriors among any
#   clearings; vault: two warriors and a vault in a clearing with an open slot; two-clearings:
#   two warriors in two different clearings.
HIRELINGS = {
    "forest-patrol": {"demoted": "feline-physicians", "excludes": "marquise",
                      "pieces": {"warrior": 12}, "setup": "every-clearing"},
    "last-dynasty": {"demoted": "bluebird-nobles", "excludes": "eyrie",
                     "pieces": {"warrior": 5}, "setup": "map-edge"},
    "spring-uprising": {"demoted": "rabbit-scouts", "excludes": "alliance",
                        "pieces": {"warrior": 4}, "setup": "uprising"},
    "the-exile": {"demoted": "the-brigand", "excludes": ("vagabond", "vagabond2"),
                  "pieces": {"pawn": 1}, "setup": "forest-pawn", "demoted_setup": "ruin-items"},
    "warm-sun-prophets": {"demoted": "lizard-envoys", "excludes": "lizards",
                          "pieces": {"warrior": 4}, "setup": "ruins"},
    "riverfolk-flotilla": {"demoted": "otter-divers", "excludes": "riverfolk",
                           "pieces": {"pawn": 1}, "setup": "edge-river-pawn"},
    "highway-bandits": {"demoted": "bandit-gangs", "excludes": None,
                        "pieces": {"warrior": 4}, "setup": "paths"},
    "sunward-expedition": {"demoted": "mole-artisans", "excludes": "duchy",
                           "pieces": {"warrior": 8, "foothold": 3}, "setup": "foothold"},
    "corvid-spies": {"demoted": "raven-sentries", "excludes": "corvids",
                     "pieces": {"warrior": 6}, "setup": "same-suit"},
    "furious-protector": {"demoted": "stoic-protector", "excludes": None,
                          "pieces": {"pawn": 1}, "setup": "pawn"},
    "flame-bearers": {"demoted": "rat-smugglers", "excludes": "hundreds",
                      "pieces": {"warrior": 6}, "setup": "any-two"},
    "vault-keepers": {"demoted": "badger-bodyguards", "excludes": "keepers",
                      "pieces": {"warrior": 6, "vault": 6}, "setup": "vault"},
    "popular-band": {"demoted": "street-band", "excludes": None,
                     "pieces": {"warrior": 5}, "setup": "two-clearings"},
}

# What each side of a hireling card lets its controller do in the controller's own turn: its
# Start-of-Birdsong actions (16.4.2.III: "must" or "may", as the card says) and its
# Once-per-Daylight actions (16.4.2.IV: "may"), in the card's order; a side with neither (only
# abilities, 16.4.2.II) is absent. One transcription of the cards only: Sinimus/root-companion
# src/data/hirelings.ts (be203deb, "transcribed from the Leder Games card library"); the Law
# prints none of these texts. ``place``: the action's choice that places one of the hireling's
# warriors, which rootboard plays and checks itself ("any": any clearing; "without-own": a
# clearing without one of its warriors; "controller": a clearing with a faction piece of its
# controller; "path": a path without one, touching a clearing with its controller's faction
# pieces); ``at_each``: its other choice places a warrior of its controller at each of its
# warriors; ``score``: it scores its controller a point per three clearings it rules (counting
# those where it ties for the most, as the same card's ability says); ``move``: its pawn moves
# to an adjacent clearing ignoring rule, ``then`` removing one faction warrior of each player
# there ("remove-warriors"), or to a clearing the river joins it to, ignoring rule ("along-river"),
# each player with faction pieces where it stood first drawing a card if they wish (``draws``),
# the pawn then free to battle ("may-battle"); ``uprising``: the uprising die is rolled, then an Uprising warrior
# and every enemy piece are removed from a clearing of the suit rolled, or an Uprising warrior
# placed in one; ``dynasty``: with none on the map, all its warriors land in a map-edge clearing
# and battle; ruling their clearing, they all move, then battle; not ruling it, they battle there
# twice; ``search``: its controller may take a card of the most common suit (not an ambush; birds
# count as birds) from that many cards on top of the discard pile; ``deploy``: its first part
# places ``place`` (``among``: one clearing per warrior; ``next_to``: at or next to that piece of
# its own, else ``fallback`` in any clearing; ``without``: where it has none of that piece;
# ``enemy``: where there are enemy pieces; ``up_to``: that many warriors more with it; ``lift``:
# that piece taken from the map when its supply has none), and ``then`` its choices: "each:P" a
# warrior at each P, "battle:P" battles where its Ps are, "move" a move then a battle, "cards" a
# random card from each enemy in one clearing with its warriors; ``first``: a first part the
# table plays before the placing ("draw-in": faction warriors drawn into a clearing with a Band
# warrior from the clearings adjacent); ``burn``: one enemy piece removed per warrior of its own
# in each clearing, warriors first, then a warrior placed at or next to one (none can be: two in
# any clearings); ``force``: its other choice forces a player with faction pieces where its warrior
# stands to battle there, or to move from there to a clearing its controller chooses; ``lift``:
# with none left in its supply, one of its warriors may be removed from the map to be placed;
# ``card_warriors``: its other choice places all its warriors kept on its card
# (HIRELING_ABILITIES' ``keeps_removed``) in a clearing with its warriors; ``exhaust``: the items
# on its card (HIRELING_ABILITIES' ``takes_items``) are exhausted, one to move its pawn to an
# adjacent forest, two to battle in an adjacent clearing, as often as wanted, then refreshed;
# ``only``: that placing (or scoring, or moving) is the whole action. Every other action is the
# table's to resolve: rootboard offers it at its step, counts its use and says what the card does.
HIRELING_TURNS = {
    "forest-patrol": ({"at": "daylight", "card_warriors": True},),  # move then battle, or its card's warriors placed
    "last-dynasty": ({"at": "daylight", "dynasty": True, "only": True},),
    "spring-uprising": ({"at": "birdsong", "must": True, "uprising": True, "only": True},),
    "the-exile": ({"at": "daylight", "exhaust": True},),  # exhaust items here to move or battle
    "flame-bearers": ({"at": "birdsong", "must": True, "burn": True, "only": True},),
    "vault-keepers": ({"at": "daylight", "deploy": {"place": {"vault": 1}, "next_to": "vault",
                                                   "fallback": {"warrior": 1, "vault": 1}},
                       "then": ("battle:vault", "each:vault"), "only": True},),
    "popular-band": ({"at": "daylight", "place": "any", "first": "draw-in"},),
    "riverfolk-flotilla": ({"at": "birdsong", "must": True, "move": "along-river", "draws": True, "then": "may-battle",
                            "only": True},),
    "warm-sun-prophets": ({"at": "daylight", "place": "without-own", "force": True},),
    "highway-bandits": ({"at": "daylight", "place": "path", "lift": True, "only": True},),
    "sunward-expedition": ({"at": "daylight", "deploy": {"place": {"foothold": 1}, "up_to": 3, "without": "foothold",
                                                        "lift": "foothold"},
                            "then": ("move", "each:foothold"), "only": True},),
    "corvid-spies": ({"at": "daylight", "deploy": {"place": {"warrior": 2}, "among": True, "enemy": True},
                      "then": ("battle:warrior", "cards"), "only": True},),
    "furious-protector": ({"at": "birdsong", "must": True, "move": "ignoring-rule", "then": "remove-warriors",
                           "only": True},),
    "bluebird-nobles": ({"at": "birdsong", "must": True, "score": "per-three-ruled", "only": True},),
    "the-brigand": ({"at": "daylight"}, {"at": "daylight"}),  # an item from a ruin; a card taken
    "street-band": ({"at": "daylight", "place": "any", "only": True},),
    "lizard-envoys": ({"at": "birdsong", "search": 5},),
    "bandit-gangs": ({"at": "daylight", "place": "controller", "at_each": True},),
    "stoic-protector": ({"at": "birdsong", "must": True, "move": "ignoring-rule", "only": True},),
}

# The sides with a Hired action (16.4.2.I: taken by the new controller on gaining control),
# each "if none of its pieces are on the map" (the same transcription as HIRELING_TURNS), and
# what each places: ``pieces`` (its own pieces, by name, and how many), ``where`` ("any": any
# clearing; "controller": a clearing with its controller's faction pieces; "suit": a clearing
# of the suit the uprising die shows), ``among``: its warriors may go to different clearings
# (one named per warrior), else all go to one clearing.
HIRELING_HIRED = {
    "spring-uprising": {"pieces": {"warrior": 1}, "where": "suit"},
    "flame-bearers": {"pieces": {"warrior": 2}, "where": "any", "among": True},
    "vault-keepers": {"pieces": {"warrior": 2, "vault": 1}, "where": "any"},
    "popular-band": {"pieces": {"warrior": 1}, "where": "controller"},
    "warm-sun-prophets": {"pieces": {"warrior": 1}, "where": "any"},
    "bandit-gangs": {"pieces": {"warrior": 1}, "where": "controller"},
    "stoic-protector": {"pieces": {"pawn": 1}, "where": "controller"},
}

# The abilities (16.4.2.II: "always active or it specifies when it happens") of the card sides
# rootboard checks against the position; the same transcription as HIRELING_TURNS. ``unbattled``:
# the hireling cannot be battled; ``unremoved``: its pawn cannot be removed; ``no_enemy_placing``:
# enemies cannot place pieces in its pawn's clearing; ``guards_controller``: enemies cannot battle
# its controller's faction pieces in its pawn's clearing; ``rolls_up_to``: in battle its pawn
# rolls up to that many hits; ``unbattled_at_controller``: its warriors cannot be battled in a
# clearing with its controller's faction pieces; ``first_hit``: its controller ignores the first
# hit it takes in battle; ``extra_hit_at_own``: its controller deals an extra hit in battle where
# it has buildings or tokens; ``river_ignores_rule``: its controller ignores rule moving to or
# from a clearing on the river; ``holds_movers``: enemies cannot move out of a clearing with its
# warrior on the turn they moved into it; ``toll``: an enemy moving along a path with its warrior
# must remove one moving piece (the Vagabond: damage an item), and its controller moving there may
# place a warrior where it arrives; ``rules_ties``: its controller rules the clearings where it
# ties for the most presence ("like Lords of the Forest", 7.2.2); ``battle_costs_card``: to battle
# the hireling, the attacker must discard a card matching the battle clearing; ``higher_roll_for_card``:
# its controller, as defender, before the roll, may spend a card matching the battle clearing to
# deal the higher roll and make the attacker deal the lower ("like Guerrilla War", 8.2.2);
# ``places_removed_warriors``: whenever its controller's faction warriors are removed, it may
# spend a card matching their clearing to place them in a clearing with its faction pieces
# instead of its supply ("like Field Hospitals", 6.2.3); ``takes_items``: at any time in its own
# turn, a player with faction pieces adjacent to its pawn may put an item from its Crafted Items
# box on its card, to draw a card and score a point; ``keeps_removed``: whenever its warriors are
# removed, one of them goes on its card, not to the supply; ``reveals_crafted``: its controller,
# crafting a card with an item, may reveal the card instead of discarding it, and returns it to its
# hand at the end of Evening ("you may end your turn with 6+ cards"). Every other ability on the cards is the
# table's to apply (hirelings/reminders.py). These texts were cross-checked against Leder's card
# library, LederCards/cards content/card-data/root/en-US/marauders-hirelings.yml (ROOT/186-199),
# which holds the cards' names and images, not their words: the names agree, the texts have the
# one transcription above, and stay unconfirmed.
HIRELING_ABILITIES = {
    "furious-protector": {"unbattled": True, "unremoved": True, "no_enemy_placing": True},
    "stoic-protector": {"unbattled": True, "unremoved": True, "guards_controller": True},
    "riverfolk-flotilla": {"unbattled": True, "unremoved": True, "rolls_up_to": 3},
    "bandit-gangs": {"unbattled_at_controller": True},
    "badger-bodyguards": {"first_hit": True},
    "raven-sentries": {"extra_hit_at_own": True},
    "otter-divers": {"river_ignores_rule": True},
    "popular-band": {"holds_movers": True},
    "street-band": {"holds_movers": True},
    "highway-bandits": {"toll": True},
    "bluebird-nobles": {"rules_ties": True},
    "spring-uprising": {"battle_costs_card": True},
    "rabbit-scouts": {"higher_roll_for_card": True},
    "feline-physicians": {"places_removed_warriors": True},
    "the-exile": {"takes_items": True},
    "forest-patrol": {"keeps_removed": True},
    "mole-artisans": {"reveals_crafted": True},
}

# The battle dice (4.3.2; 5.1.6 says only "two custom dice"): each shows 0, 1, 2 or 3 hits,
# read here as one face each (a twelve-sided die with each face thrice rolls the same odds).
DICE_FACES = (0, 1, 2, 3)

# Cards that change a battle, as third-party card lists transcribe them (the Law names Brutal
# Tactics, 4.3.3, and Armorers, 1.1.1; the FAQ: "rolled hits" are only the hits rolled). ``side``:
# who plays it (None: either side); ``discard``: discarded when used; ``text``: the card's words.
# Partisans are read as one extra hit in a clearing of the card's suit (the two transcriptions
# differ; the other reads one hit per card discarded).
BATTLE_CARDS = {
    "armorers": {"side": None, "discard": True,
                 "text": "In battle, may discard this to ignore all rolled hits taken."},
    "sappers": {"side": "defender", "discard": True,
                "text": "In battle as defender, may discard this to deal an extra hit."},
    "brutal-tactics": {"side": "attacker", "discard": False,
                       "text": "In battle as attacker, may deal an extra hit, but defender scores one point."},
    "scouting-party": {"side": "attacker", "discard": False,
                       "text": "As attacker in battle, you are not affected by ambush cards."},
    "partisans": {"side": None, "discard": False,
                  "text": "In battle in [suit] clearings, may deal one extra hit, then discard all your cards "
                          "except [suit]."},
}

# The Mechanical Marquise 2.0's Evening score (Law of Rootbotics 4.6): the victory points her
# building track of the order's type shows uncovered, by how many of that building are on the
# map (index 0-6). One source only: Vagabottos/clockroot src/app/models/marquise.ts (commit
# 7327f0b) scores "buildings of the suit on the map, less one, at least 0"; the printed bot
# board was not read.
MECHANICAL_MARQUISE_TRACK = (0, 0, 1, 2, 3, 4, 5)

# The Riverfolk Company's printed tracks, which the Law's text does not print (it says "the
# victory points listed on the space uncovered", 11.5.6.III, and "any space on its track",
# 11.6.2). Points uncovered by the 1st, 2nd and 3rd trade post of a suit: 2 and 2 as every
# first and second post of a suit scores in the published Rootlog games (Vagabottos/Rootlog
# Games/2020_11_24_winter_tournament_r2g4, lines 21, 31, 36, 46) and as the Law's Learning to
# Play example scores a fox trade post (two victory points); the 3rd, 3, from memory of the
# board alone. The prices each Services track prints: 1 to 4 (the prices the published games
# set, $_->2 to $_h->4, stay within them; the bounds from memory of the board).
# A second source for the 3rd post's 3 was searched for (issue 35) and not found, so it stays
# unconfirmed: the Law (Vagabottos/root en-US, nl-NL, es-ES rules 11.5.6.III; LederCards/rules)
# says only "the victory points listed on the space uncovered"; no published Rootlog game places
# a third post of one suit; the engines GAIGResearch/TabletopGames (games/root), Tyler-B-Lee/ROOTRL
# and mdfeinstein/rootgame have no Riverfolk; Vagabottos/clockroot's Riverfolk Robots score no
# trade post track; the faction board's text was found only as an image, not read.
RIVERFOLK_TRADE_POST_POINTS = (2, 2, 3)
RIVERFOLK_PRICES = (1, 2, 3, 4)

# The Electric Eyrie's roosts track (Law of Rootbotics 5.3.4, 5.6): points in Evening by roosts
# on the map (index 0-7). One source only: Vagabottos/clockroot src/app/models/eyrie.ts (commit
# 7327f0b) scores "roosts on the map, less one, at least 0"; the stored Law text is cut short
# before 5.6 and the printed bot board was not read.
ELECTRIC_EYRIE_TRACK = (0, 0, 1, 2, 3, 4, 5, 6)

# The Drillbit Duchy's printed values (Law of Rootbotics, Clockwork 2). One source only:
# Vagabottos/clockroot src/assets/i18n/en-US.json "Drillbit Duchy" and src/app/models/duchy.ts
# (commit 7327f0b); the Law's chapter for it and the printed bot board were not read. Warriors
# recruited into the Burrow by difficulty before the moles showing (SpecificDifficulty: Nightmare
# "three" as worded; duchy.ts counts four); a dig's warriors (four; Overwhelm three; the
# Brigadier's dig three or more); a citadel from nine warriors in supply; four warriors stay in
# a clearing it rules; a rally leaves clearings of two or fewer; the Duchess of Mud's points; its
# ministers top to bottom with their suits ("bunny" is rabbit).
DRILLBIT_DUCHY = {
    "recruited": {"easy": 1, "normal": 2, "challenging": 3, "nightmare": 3},
    "dig": 4, "overwhelm_dig": 3, "brigadier_dig": 3, "citadel_from": 9, "stays": 4, "rally_at_most": 2,
    "duchess_points": 2, "setup_warriors": 2,
    "ministers": (("captain", "fox"), ("marshal", "rabbit"), ("foremole", "mouse"),
                  ("brigadier", "fox"), ("banker", "rabbit"), ("mayor", "mouse"),
                  ("earlofstone", "fox"), ("baronofdirt", "rabbit"), ("duchessofmud", "mouse")),
}

# The Riverfolk Robots' printed numbers (Law of Rootbotics 9), one source only: Vagabottos/clockroot
# src/assets/i18n/en-US.json "Riverfolk Robots" (commit 7327f0b); the stored Law text stops at
# 9.3.2. Warriors placed with a trade post by difficulty (Build and Garrison, [CR] Difficulty);
# warriors placed when it Organizes ([CR] Organize); warriors Racketeering leaves in each clearing
# ([CR] Racketeering); warriors in Payments at setup ([CR] Setup3).
RIVERFOLK_ROBOTS_GARRISON = {"easy": 0, "normal": 1, "challenging": 2, "nightmare": 2}
RIVERFOLK_ROBOTS_ORGANIZED = 2
RIVERFOLK_ROBOTS_RACKETEERING_KEEPS = 2
RIVERFOLK_ROBOTS_STARTING_PAYMENTS = 1
# Cards drawn onto the Market's right side in its Birdsong, none past five ([CR] StockMarket;
# [RDB]'s stored copy stops before 9.4).
RIVERFOLK_ROBOTS_STOCKED = 2

# The Vagabot's printed values (Law of Rootbotics chapter 7), each from one source only.
# [RDB] therootdatabase.com/law/vagabot/en 7.2.4 (its stored copy stops at 7.3.1): the Battle
# Track takes an item at six, nine and twelve undamaged items; his maximum rolled hits start at
# one. [CR] Vagabottos/clockroot src/app/models/vagabond.ts: Birdsong's "two or fewer undamaged
# items"; Evening's refresh of four (six without a damaged item); the difficulty's one fewer
# (Easy) or one more (Challenging, Nightmare); Battle's two items per extra battle.
VAGABOT_BATTLE_TRACK = (6, 9, 12)
VAGABOT_BASE_ROLLED_HITS = 1
VAGABOT_WORN_OUT_AT = 2
VAGABOT_REFRESH = {"damaged": 4, "undamaged": 6}
VAGABOT_REFRESH_LEVEL = {"easy": -1, "normal": 0, "challenging": 1, "nightmare": 1}
VAGABOT_EXTRA_BATTLE_ITEMS = 2

# The Logical Lizards' Conspiracy track, its spaces left to right (Law of Rootbotics 8.4.2: the
# marker moves right, off the right end to the leftmost; 8.3.3: it starts on Sanctify). One
# source only: the order 8.4.2 lists them in (I Convert, II Crusade, III Sanctify), therootdatabase.com
# Law of the Clockwork Expansion 2; Vagabottos/clockroot en-US.json lists them the same way
# but says nothing of a track; the printed bot board was not read.
LOGICAL_LIZARDS_CONSPIRACY_TRACK = ("convert", "crusade", "sanctify")

# The Cogwheel Corvids' recruit (Law of Rootbotics 11.4.3): warriors placed in each of two ordered
# clearings, by difficulty. Normal's two has two sources (therootdatabase.com/law/cogwheel-corvids
# 11.4.3, Vagabottos/clockroot en-US.json); the other levels one only: clockroot's
# SpecificDifficulty (Easy one, Challenging and Nightmare three); the printed bot board was not seen.
COGWHEEL_CORVIDS_RECRUITS = {"easy": 1, "normal": 2, "challenging": 3, "nightmare": 3}

# The Automated Alliance's sympathy track (Law of Rootbotics 6.5.1: "score the points revealed"),
# for the 1st .. 10th token placed. One source only: Vagabottos/clockroot
# src/app/woodland/woodland.component.ts (commit 7327f0b) sympathyScores; the printed bot board
# was not read. It is not the human board's track (factions/alliance/board.SYMPATHY_POINTS).
AUTOMATED_ALLIANCE_SYMPATHY = (0, 1, 1, 1, 1, 2, 2, 3, 3, 4)
# Her Spread Sympathy when no token can be placed ("Cannot Spread"): 5 VP. One source only:
# clockroot src/assets/i18n/en-US.json SpecificDaylight "Automated Alliance" Sympathy (the
# third-party reference [RT] repeats it, not an independent reading of the board).
AUTOMATED_ALLIANCE_CANNOT_SPREAD = 5

# The Clockwork bots' chosen traits' printed numbers and the Vagabot's Quest and Aid, each from
# one source only: Vagabottos/clockroot src/assets/i18n/en-US.json (commit 7327f0b) TextFortified
# ("each take two hits"), TextHospitals ("two or more ... place two warriors"), TextFerocious
# ("always three"), TextGreedy, TextSpiteful, TextInvestors, TextGamble (one point each),
# SpecificExtra.Vagabot SpecialRanger ("three or more damaged items"),
# SpecificDaylight.Vagabot ActionQuest ("any two items", one point) and src/app/models/vagabond.ts
# aid() (Helper's "2x"); the Law of Rootbotics' trait texts and the printed bot boards were not read.
BOT_TRAITS = {
    "fortified_hits": 2, "hospitals_at_least": 2, "hospitals_warriors": 2,
    "ferocious_hits": 3, "greedy_points": 1, "spiteful_points": 1, "investors_points": 1, "gamble_points": 1,
    "ranger_damaged": 3, "quest_items": 2, "quest_points": 1, "helper_times": 2,
}

# The League of Adventurous Mice (Exiles and Partisans deck, a persistent improvement). Its text,
# from Leder's card library only (LederCards/cards, content/card-data/root/en-US/exiles-partisans.yml,
# ROOT/81): "Once in Daylight, may exhaust an item in your Crafted Items box to take a move or
# initiate battle" (shared/rules/RULES.md 4.11 marks it unconfirmed). ``uses``: how often in one
# Daylight; ``phase``: when. Neither the card nor the Law (4.1.2 says nothing of an exhausted
# crafted item; the Vagabond's refresh, 9.4.1, is his own) says when such an item turns face up
# again: ``refresh`` is the phase rootboard allows it in, its owner's, by the Vagabond's
# analogy, and the Rootlog's ``->r`` records when the table did it.
LEAGUE = {"card": "league-of-adventurous-mice", "uses": 1, "phase": "daylight", "refresh": "birdsong"}
