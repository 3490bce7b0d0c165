"""The built games, one folder each; each folder's __init__ holds the game's ENTRY.

Adding a game: make its folder with rules, board and data, give its
__init__.py an ENTRY, and add its folder name here. The rules registry
(game/core/registry.py) and the board registry (game/app/boards.py) both
read the entries, so nothing else needs to know the game exists.
"""

BUILT = ("hit_z_road", "salvation_road", "everything_lost", "wasted_wilds", "this_war_of_mine")
