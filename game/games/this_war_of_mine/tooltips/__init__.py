"""The words of This War of Mine's board: every element's tooltip, built from the view and the content's
card text (no pygame, so it is tested without a display).

``tooltip(view, element_id, content=None)`` answers for any element id the board draws (see the board
package's docstring), or "" when the view has no such element. The view names cards by id only, so the
words come from the content (``content=None`` loads the game's own once). Hidden things stay hidden: a
face-down Shelter card is only its kind (the view holds no card id, and no tip names one), and nothing
here looks at a deck's order.

The words are kept by what they are about, and this package's names are all of theirs:

- words.py      the common words: a record of the content, plurals, goods' names, weights and values
- track.py      the day track: the day and Chapter (and the scenario), the phases, the Action stage, the Leader, Noise and Cold
- shelter.py    the shelter's spaces, the actions given this stage, the Characters and their States
- cards.py      goods and their piles; the Locations, slot cards, Objectives, Events, rules, flags, decks;
                the Hidden Objectives, and Semi-Coop's Roles and Conflict cards
- under_way.py  what is under way: a fight, a Night Raid, a trade, choosing Findings, a script, a roll
- tactics.py    the Tactics map: its spaces, the Enemy tokens waiting, the tokens held, the Alarm, the turn
- here          ``tooltip``, which reads an element id and asks the right one
"""
from __future__ import annotations

from typing import Any

from .words import (
    RESOURCES, as_index, content_tables, goods_list, goods_name, goods_value, goods_weight, plural, record,
    the)
from .track import (
    CHAPTER_NUMERALS, PHASES, PHASE_NAMES, PHASE_WORDS, chapter_name, cold_felt, cold_tip, day_tip,
    leader_name, leader_tip, noise_tip, phase_now, phase_tip, scenario_of, stage_tip, story_name)
from .shelter import (
    CARD_WORK, FIXED, FIXED_ACTIONS, FLOOR_NAMES, KIND_NAMES, KIND_WORDS, PLAIN_ACTIONS, STATE_NAMES,
    action_space, action_words, assigned, character_name, character_tip, fitting_coming, fitting_words,
    limiting_state, markers_of, place_words, revealed_card_words, shelter_back_name, space_tip, stages_open,
    standing_on, state_tip)
from .market import figure_tip, market_tip, pay_with_tip, street_tip, tolerance_words, ware_tip, way_out_tip
from .cards import (
    CONFLICT_WHEN_WORDS, DECK_NAMES, ROLE_REVEAL_WORDS, RULE_WORDS, SLOTS, UNTIL_WORDS, card_tip, conflict_tip,
    conflict_words, deck_tip, event_tip, flag_tip, force_tip, goods_tip, item_words, location_tip, narrative_tip,
    objective_tip, orphans_tip, pet_tip, pile_tip, role_tip, role_words, rule_tip, seat_name, secret_tip, secret_words,
    slot_card_tip)
from .tactics import (
    alarm_tip, enemy_token_tip, held_tip, last_card_tip, special_words, standing_at, tactics_run, tactics_side,
    tactics_space_tip, tactics_tip, turn_tip)
from .under_way import (
    DIE_NAMES, ENEMY_STAGES, FACE_WORDS, WEAPON_NAMES, choosing_item_tip, choosing_tip, enemy_tip, face_words,
    fight_rolls, fight_tip, outcome_tip, raid_faces, raid_tally, raid_tip, roll_tip, rolls_words, script_tip,
    trade_item_tip, trade_tip)

__all__ = ["CARD_WORK", "CHAPTER_NUMERALS", "CONFLICT_WHEN_WORDS", "DECK_NAMES", "DIE_NAMES", "ENEMY_STAGES",
           "FACE_WORDS", "FIXED", "FIXED_ACTIONS", "FLOOR_NAMES", "KIND_NAMES", "KIND_WORDS", "PHASES", "PHASE_NAMES",
           "PHASE_WORDS", "PLAIN_ACTIONS", "RESOURCES", "ROLE_REVEAL_WORDS", "RULE_WORDS", "SLOTS", "STATE_NAMES",
           "UNTIL_WORDS", "WEAPON_NAMES", "action_space", "action_words", "as_index", "assigned", "card_tip",
           "chapter_name", "character_name", "character_tip", "choosing_item_tip", "choosing_tip", "cold_felt",
           "cold_tip", "conflict_tip", "conflict_words", "content_tables", "day_tip", "deck_tip", "enemy_tip",
           "event_tip", "face_words", "fight_rolls", "fight_tip", "figure_tip", "market_tip", "pay_with_tip",
           "street_tip", "tolerance_words", "ware_tip", "way_out_tip", "fitting_coming", "fitting_words", "flag_tip",
           "force_tip", "goods_list", "goods_name", "goods_tip", "goods_value", "goods_weight", "item_words",
           "leader_name", "leader_tip", "limiting_state", "location_tip", "markers_of", "narrative_tip", "noise_tip",
           "objective_tip", "orphans_tip", "outcome_tip", "pet_tip", "alarm_tip", "enemy_token_tip", "held_tip",
           "last_card_tip", "special_words", "standing_at", "tactics_run", "tactics_side", "tactics_space_tip", "tactics_tip", "turn_tip",
           "phase_now", "phase_tip", "pile_tip", "place_words", "plural",
           "raid_faces", "raid_tally", "raid_tip", "record", "role_tip", "role_words", "roll_tip", "rolls_words",
           "revealed_card_words", "rule_tip", "scenario_of", "shelter_back_name", "script_tip", "story_name",
           "seat_name", "secret_tip", "secret_words", "slot_card_tip",
           "space_tip", "stage_tip",
           "stages_open", "standing_on", "state_tip", "the", "tooltip", "trade_item_tip", "trade_tip"]


# --- the dispatcher ------------------------------------------------------------------------------------------------
def tooltip(view: dict, element_id: str, content: Any = None) -> str:
    """The tooltip of element_id on this view ("" when the view has no such element)."""
    if not isinstance(view, dict) or not element_id:
        return ""
    head, _, rest = str(element_id).partition(":")
    simple = {
        "day": lambda: day_tip(view, content), "stage": lambda: stage_tip(view), "leader": lambda: leader_tip(view),
        "noise": lambda: noise_tip(view), "cold": lambda: cold_tip(view, content), "fight": lambda: fight_tip(view, content),
        "raid": lambda: raid_tip(view, content), "trade": lambda: trade_tip(view, content),
        "choosing": lambda: choosing_tip(view, content), "script": lambda: script_tip(view),
        "outcome": lambda: outcome_tip(view), "last_roll": lambda: roll_tip(view),
        "storage": lambda: pile_tip(view, "storage", content), "findings": lambda: pile_tip(view, "findings", content),
        "force": lambda: force_tip(view, content), "pet": lambda: pet_tip(view, content),
        "orphans": lambda: orphans_tip(view, content), "market": lambda: market_tip(view, content),
        "tactics": lambda: tactics_tip(view, content), "tactics_held": lambda: held_tip(view),
        "tactics_alarm": lambda: alarm_tip(view, content), "tactics_turn": lambda: turn_tip(view),
        "tactics_card": lambda: last_card_tip(view, content),
    }
    if head in simple and not rest:
        return simple[head]()
    if head == "phase":
        return phase_tip(view, rest)
    if head == "space":
        return space_tip(view, rest, content)
    if head == "character":
        return character_tip(view, as_index(rest), content)
    if head == "state":
        who, _, name = rest.partition(":")
        return state_tip(view, as_index(who), name, content)
    if head in ("storage", "findings"):
        return goods_tip(view, head, rest, content)
    if head == "location":
        return location_tip(view, rest, content)
    if head in ("exploration", "residents"):
        return slot_card_tip(view, rest, head, content)
    if head == "objective":
        return objective_tip(view, rest, content)
    if head == "event":
        return event_tip(view, rest, content)
    if head == "rule":
        return rule_tip(view, rest)
    if head == "flag":
        return flag_tip(view, rest)
    if head == "secret":
        return secret_tip(view, rest, content)
    if head == "role":
        return role_tip(view, rest, content)
    if head == "conflict":
        return conflict_tip(view, rest, content)
    if head == "narrative":
        return narrative_tip(view, rest, content)
    if head == "deck":
        return deck_tip(view, rest, content)
    if head == "enemy":
        return enemy_tip(view, as_index(rest))
    if head == "trade":
        side, _, item = rest.partition(":")
        return trade_item_tip(view, side, item, content)
    if head == "figure":
        return figure_tip(view, rest, content)
    if head == "ware":
        return ware_tip(view, rest, content)
    if head == "street":
        return street_tip(view, rest, content)
    if head == "sewers":
        trip = (view.get("sewers") or {}).get("trip") or {}
        laid = max(0, len(trip.get("laid") or []) - 1)
        return (f"The Sewers: {laid} of 3 tiles laid past the Starting Zone. The way up is on the third; going home "
                "sooner means Choose Findings with nothing from the supply." + (
                    f" Threat {trip['threat']}: going home early may mean fighting that many Thugs."
                    if trip.get("threat") else ""))
    if head == "tactics_space":
        return tactics_space_tip(view, rest, content)
    if head == "enemy_token":
        return enemy_token_tip(view, as_index(rest))
    if head == "way_out":
        return way_out_tip(view, content)
    if head == "market" and rest.startswith("mine:"):
        return pay_with_tip(view, rest[len("mine:"):], content)
    if head == "carry":
        side, _, item = rest.partition(":")
        return choosing_item_tip(view, side, item, content)
    return ""
