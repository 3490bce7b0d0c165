"""The Everything Lost table: draws the survivor's view of a mission into the board rectangle.

What is on the table (all read from the view, never the state; deck order and face-down mob cards are
not in the view and never guessed):

* top, the player board (dark): XP with the next-level border, threat 0..7 with the drop after a
  fight beside each space, willpower and health 1..6, the bitten spot, the resource tracks up to
  their limits, the home status, and the dice: in front of you and in the holding box;
* left, the player sheet (pencil on paper): the mission, the hand-drawn town map that grows as zones
  are explored (zoom with the wheel, pan with a right or middle drag, + - 0), the level, skills,
  special actions, nickname, survivors, people met and side missions;
* right, the active cards with the building and rubble decks (the fight panel in their place during
  a fight: the zombie card, the three lanes of brown dice, your dice, the bite spot), then the mob
  around the zombie deck with the mob skills, and the weapons;
* the outcome panel when the mission is over.

Element ids with hitboxes: ``card:<i>``, ``zone:<name>``, ``mob:<k>``, ``zombie_die:<j>``,
``survivor:<kind>`` (prompt targets), and for tooltips ``track:<xp|threat|willpower|health>``,
``bitten``, ``res:<resource>``, ``home``, ``dice:hand``, ``dice:held``, ``mission``, ``level``,
``skill:<name>``, ``special:<action>``, ``nickname``, ``ally:<k>``, ``side_mission:<k>``,
``deck:<buildings|rubble|zombies>``, ``discard:<deck>``, ``mob_skill:<k>``, ``weapon:<k>``, ``fight``,
``fight_card``, ``bite``, ``my_die:<k>``, ``outcome``. Every tooltip's words come from
``game.games.everything_lost.tooltips`` (pure, no pygame).

Where it lives: ``table.EverythingLostBoard`` ties the region mixins together (``player_board``,
``sheet``, ``cards_row``, ``fight``); ``layout`` places them. The growing map is the shared
``game.ui.map_view.MapView``; the cards are ``game.games.everything_lost.card_art``, the dice, chips and
pawn ``game.games.everything_lost.pieces``.
"""
from __future__ import annotations

from .sheet import map_picture
from .table import EverythingLostBoard

__all__ = ["EverythingLostBoard", "map_picture"]     # map_picture: the campaign screen's finished maps
