"""Maximum Apocalypse: Wasted Wilds: co-operative survival for 1-4 (survivor decks, a map of tiles, the clock)."""
from ...core.registry import GameEntry

ENTRY = GameEntry(rules="game.games.wasted_wilds.rules:RULES",
                  board="game.games.wasted_wilds.board:WastedWildsBoard")
