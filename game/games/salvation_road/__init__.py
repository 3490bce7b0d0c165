"""Salvation Road: co-operative, 1-8 players (solo, Heroic and Survival versions)."""
from ...core.registry import GameEntry

ENTRY = GameEntry(rules="game.games.salvation_road.rules:RULES",
                  board="game.games.salvation_road.board:SalvationRoadBoard")
