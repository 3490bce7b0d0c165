"""This War of Mine: The Board Game: co-operative for 1-4, a shelter to keep by day, a city to scavenge by
night, and a book of scripts (our own) for the story."""
from ...core.registry import GameEntry

ENTRY = GameEntry(rules="game.games.this_war_of_mine.rules:RULES",
                  board="game.games.this_war_of_mine.board:ThisWarOfMineBoard")
