"""Hit Z Road: competitive, 1-4 players (solo rules included)."""
from ...core.registry import GameEntry

ENTRY = GameEntry(rules="game.games.hit_z_road.rules:RULES", board="game.games.hit_z_road.board:HitZRoadBoard")
