"""Everything Lost: the solo survival campaign of four chapters (one survivor, five dice, a town map)."""
from ...core.registry import GameEntry

ENTRY = GameEntry(rules="game.games.everything_lost.rules:RULES",
                  board="game.games.everything_lost.board:EverythingLostBoard")
