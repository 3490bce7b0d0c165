"""This War of Mine's rules: the state, the setup, the seven phases of the day with their fights and
trades, the book of scripts, the op vocabulary, the Characters' skills, the Narrative Actions, the
optional rules as variants, and the rules object that answers through the one door.

Modules: state, setup, people (States, death, joining), goods, asking (the Leader's one question and what
may interrupt it), ops, scripts (the book), shelter (moving), morning, day, visitors, dusk, evening,
scavenging, findings (Choose Findings), combat, trade, night, dawn, dice, skills, narrative, ending,
flow, view."""
from __future__ import annotations

import functools
import random

from ....core.content import Content
from ....core.decisions import DecisionTable
from ....core.rng import Rng
from ....core.rules import GameInfo, MatchSetup, Variant
from ....core.rules_base import GameRulesBase, fresh_state
from ....core.search import SEARCH_KINDS, search_bots
from ..effects import CONTENT_SPEC
from ..state_check import STATE_SHAPE
from .asking import LeaderPick
from .flow import FLOW
from .hidden import sample_hidden
from .search_value import search_value
from . import hidden_objectives
from .one_each import said
from .setup import set_up
from .state import DIFFICULTY_EVENTS, STATE_VERSION, State
from .view import view as _view

OPTIONAL_RULES = (
    ("fourth_action", "A fourth action", "A Character with no black marker may take a fourth action, for +2 Fatigue "
     "(L669)."),
    ("free_end", "End exploring at will", "The party may stop exploring before any draw, not only after an "
     "\"Or end exploration\" card (L892)."),
    ("move_fittings", "Move and dismantle Fittings", "An action moves an unused Fitting to an empty reachable space, "
     "or takes it apart for its cost back (L745-746)."),
    ("any_time", "Eat, treat and drink at any time", "Outside fights and scripts, food, Meds, Bandages and alcohol "
     "may be used whenever the Leader is asked in the day or while exploring (L781, L1090, L1102)."),
    ("location_swap", "Swap a Location", "Before setting out, exchange a Location for 4 fewer cards tonight; "
     "while exploring, for 4 cards returned (L835, L894)."),
    ("overload", "Overload", "A Character at Fatigue 2 or less may carry 1 more weight for Fatigue +2 (L908)."),
    ("hide_findings", "Hide findings", "What is left behind is hidden at the Location, and found again on 7-10 "
     "at the next visit (L918)."),
)

VARIANTS = (
    Variant("normal", "Normal", "The war as the rulebook sets it: 3 Events before Chapter II and 4 before III.",
            group="difficulty", default=True),
    Variant("hard", "Hard", "One more Event in Chapters I and II (L439).", group="difficulty"),
    Variant("hardcore", "Hardcore", "Two more Events in Chapters I and II (L441).", group="difficulty"),
    *(Variant(rule_id, name, text, section="Optional rules") for rule_id, name, text in OPTIONAL_RULES),
    Variant("front_of_board", "The front of the board", "The core box's shelter, the board's first side.",
            group="board", default=True, section="Boards"),
    Variant("back_of_board", "The back of the board", "The smaller shelter on the board's other side: a ruined "
            "top floor under sniper fire, a crowded cellar with things to poke about in, a wild garden and an "
            "outbuilding cut off by a door and rubble; one Fittings deck, no Ideas (L447-472).", group="board",
            section="Boards"),
    Variant("no_mans_home", "No Man's Home", "A New Board: a small shelter, and the Neighbourhood outside its "
            "door, six places to go by day, each under a sniper's eye (the farther, the likelier a Wound; one "
            "shot dead out there loses what they carried); one Fittings deck, no Ideas (L1686-1704).",
            group="board", section="Boards"),
    Variant("the_crossing", "The Crossing", "A New Board: a big shelter in two wings across a gap a sniper "
            "watches (by day, crossing it is a roll), three wrecked Fittings to repair for half their cost, two "
            "places to build on the far wing without crossing; one Fittings deck, no Ideas (L1686-1696, "
            "L1706-1722).", group="board", section="Boards"),
    Variant("one_each", "One Character Per Player", "Each player keeps one of two Characters and decides for "
            "them; what the group does is put to a vote, the Leader breaking ties (L1783-1852).", players=(2, 4),
            section="Modes", excludes=("any_time",),
            why="nothing may be eaten, drunk or used at any time when each plays their own (L1828)"),
    Variant("semi_coop", "Semi-Coop", "One Character Per Player, and each player keeps a secret Role and a "
            "Conflict card that breaks the rules once; each wins alone: alive at the end, and what the Role asks "
            "(L1854-1900).", players=(3, 4), section="Modes", requires=("one_each",),
            why="each player keeps their own Character and decides for them (L1862, L1870)"),
    Variant("short_mode", "Short Mode", "Five or six days: 4 Events before Chapter III, one Objective, the shelter "
            "half cleared with 5 Fittings standing, a start rolled for each Character, Cold 4 (L1724-1781).",
            section="Modes", excludes=("hard", "hardcore"),
            why="Hard and Hardcore add Events to Chapters I and II, and Short Mode plays neither"),
    Variant("hidden_objectives", "Hidden Objectives", "Each player draws a secret objective and steers the group "
            "toward it; revealed when fulfilled, it adds 10 to that player's score (L1354-1366).", players=(2, 4),
            section="Modules", excludes=("semi_coop",),
            why="Semi-Coop has its own secret Roles, and nothing to do with the Hidden Objectives (L1366, L1868)"),
    Variant("character_boards", "Character boards", "Each Character's States shown as cubes on a board of "
            "tracks instead of tokens: the same rules, another look (L1654-1658).", section="Modules"),
    Variant("new_characters", "New Characters", "Five more Characters in the deck, with their skills, stories "
            "and Epilogues, and another Ceasefire and Night Raid in place of the core box's (L1660-1664).",
            section="Modules"),
    Variant("emira", "Emira", "The thirteenth Character, shuffled into the deck; a script that meets her when "
            "she is already with you is passed over (L1294-1306).", section="Modules"),
    Variant("variety_pack", "Variety Pack", "23 more cards across eight decks; the Improvised Alarm System "
            "keeps one Night Raid away (L1666-1672).", section="Modules"),
    Variant("desperate_measures", "Desperate Measures", "Seven hard choices, shuffled into the Narrative Actions "
            "once a Character dies or leaves (L1320-1328).", section="Modules"),
    Variant("companions", "Companions: the Dog and the Cat", "Two animals to meet and keep, one at a time: the Dog "
            "guards the door, the Cat keeps her own hours. Start with one in place of the 3 Raw Food, and eat "
            "one at Dusk if you must (L1308-1318, L783-785).", section="Modules"),
    Variant("envelope_317", 'Closed Envelope "317"', "Sealed, to be torn open once, when things are at their "
            "worst: the Leader may open it at a question by day or while scavenging. What is inside is not "
            "said until then (L1344-1346).", section="Modules"),
    Variant("strange_package", "A Strange Package", "To be opened only once you have lived through a whole war "
            "on this computer: what is inside goes into this war's decks (L1348-1352).", section="Modules",
            unlocked_by="a war survived"),
    Variant("the_table", "The Table", "A table for the shelter, set at setup for 3 Wood and 1 Component or built "
            "later, and 8 Opportunity cards under it, one drawn each time someone sits there (L1674-1684).",
            section="Modules"),
)

STORY_MODULES = (
    Variant("heart_of_the_city", "Heart of the City", "The square with the broken angel: after Scavenging, before "
            "choosing what to carry, the party may go by it; one of its five cards is drawn and read, good or "
            "bad, then removed (L1384-1400).", section="Story modules", excludes=("short_mode",),
            why="it follows the three Chapters of the Events deck, which Short Mode does not play (L1398)"),
    Variant("orphans_of_war", "Orphans of War", "A child, or a brother and sister, in your care: they eat first, "
            "feel the cold and every loss, and need someone's time each day; their Happiness must last the war. "
            "The Kid's Room, five more Kid Fittings and six Kid Actions (L1368-1382).", section="Story modules"),
    Variant("farmers_market", "Farmers and Market", "Country folk in the besieged city: two farm Fittings from the "
            "start, Farmers and Thugs who come to your door, and a Market of makeshift stalls whose Tolerance "
            "falls with every bad deal (L1402-1424).", section="Story modules",
            excludes=("back_of_board", "no_mans_home", "the_crossing"),
            why="it is played on the basic side of the board (L1424)"),
    Variant("our_street", "Our Street", "Four places along the street outside lie face up: a checkpoint, a pump, a "
            "burnt bakery and the allotments. Each morning Soldiers, Thugs and a Farmer come and go, by your door "
            "or on tonight's way out, with what they bring and what they cost (L1330-1342).",
            section="Story modules", excludes=("farmers_market",),
            why="Farmers and Market uses the same Soldier, Thug and Farmer figures for other ends (L1342)"),
    Variant("sewers", "Sewers", "Down the manholes by day: a map of tunnels laid tile by tile, a card for every "
            "room and corridor on the way, and on the third tile a way up into one of the Locations, scavenged "
            "with half its cards; the party is home at Dusk and may go out again that night (L1426-1495).",
            section="Story modules"),
    Variant("tactics", "Tactics", "For advanced players: a fight with Soldiers, Deserters, Rebels or Thugs while "
            "scavenging may be taken onto the Tactics map, a cut-away of the building: find them one by one in the "
            "dark and the narrow places, hide, sneak up, and spend Tactics tokens on the dice (L1509-1634).",
            section="Story modules", excludes=("our_street",),
            why="Our Street uses the same Soldier figures for other ends (L1342)"),
    Variant("sewer_thugs", "Thugs in the Sewers", "The Sewers' optional rule: 1-3 Thugs down there each time; going "
            "home early may mean fighting them all (L1497-1507).", section="Story modules", requires=("sewers",),
            why="it is an optional rule of the Sewers (L1497)"),
)

SCENARIO_RULES = dict(group="scenario", excludes=("short_mode", "one_each", "semi_coop", "heart_of_the_city"),
                      why="a Scenario is played instead of the campaign, which Short Mode, One Character Per Player "
                          "and Heart of the City need (L1724, L1783, L1398)")
SCENARIOS = (
    Variant("last_winter", "The Last Winter", "The core box's Scenario Sheet, side A. The coldest winter "
            "in forty years, and the city's wood is long burnt: keep a fire alive in the shelter until the thaw. "
            "Cold 3 from the first day; feed 8 Wood to the stove by Chapter III (L443, L186).", section="Scenarios",
            **SCENARIO_RULES),
    Variant("the_well", "The Well", "The core box's Scenario Sheet, side B. The mains are cut and the "
            "street shares one well in your yard: carry water to the neighbours, or keep it, and live with what "
            "they say of you. Give 6 Water by Chapter III (L443, L186).", section="Scenarios", **SCENARIO_RULES),
) + tuple(Variant(story_id, name, f"{words} (L1902-1930)", section="Scenarios",
                  **SCENARIO_RULES) for story_id, name, words in (
    ("last_bus", "The Last Bus", "A bus will leave the city once, under a white flag, and the seats cost more than "
     "you have: raise the fare and keep everyone fit to travel."),
    ("paper_memory", "Paper Memory", "A writer who told other people's wars now lives in one: gather the street's "
     "testimonies before they are burnt for kindling, and keep her alive to tell them."),
    ("open_door_clinic", "The Open Door", "A doctor's front room becomes the district's clinic: every day someone "
     "at the door needs what you have, and not everyone can be saved."),
    ("the_strongman", "The Strongman", "The strongest of you keeps the shelter safe, and then keeps it his: "
     "endure his rule, or find the nerve to end it."),
    ("names_on_the_wall", "Names on the Wall", "Three people search the ruins for news of those they lost: follow "
     "each lead to its end, whatever it turns out to be."),
    ("house_on_the_hill", "The House on the Hill", "A villa in the rich quarter, fine walls and a cellar full of "
     "wine: by night everyone wants in. Hold the house."),
    ("night_frequency", "Night Frequency", "A radio set in the attic and a voice the city listens for: gather the "
     "news and broadcast it, though every broadcast can be traced."),
    ("between_generations", "Between Generations", "The old and the young under one roof, and not enough for both: "
     "decide who gives way."),
    ("what_we_keep", "What We Keep", "Keepsakes of the dead, passed from hand to hand: keep them safe, or trade "
     "them for another day."),
    ("cellar_brigade", "The Cellar Brigade", "The resistance gives you rifles and a cause: carry out their "
     "missions, and answer for what they cost."),
))

INFO = GameInfo(
    id="this_war_of_mine", name="This War of Mine", min_players=1, max_players=4,
    description="Co-op narrative: keep the shelter by day, scavenge by night, live with the choices.",
    variants=VARIANTS + STORY_MODULES + SCENARIOS, bot_kinds=("leader", "random"), cooperative=True,
    search_bot_kinds=SEARCH_KINDS)


def pending_decision(state: State):
    return None if state.pending is None else (state.pending["k"], state.pending)


DECISIONS = DecisionTable([LeaderPick()], pending=pending_decision)


def _figures_in_two_places(data: dict) -> dict:
    """Version 6 counted only the figures at the door; 7 has the Findings Pile beside it (Our Street)."""
    door = data.get("figures") or {}
    places = {"outside": {kind: n for kind, n in door.items() if n}, "findings": {}} if door else {}
    return {**data, "figures": places, "street": []}


class ThisWarOfMineRules(GameRulesBase):
    info = INFO
    state_type = State
    state_version = STATE_VERSION
    state_shape = STATE_SHAPE
    # 2: the Hidden Objectives' secret cards, the Companions' pet, The Table's Opportunity deck; 3: Semi-Coop;
    # 4: Heart of the City; 5: Orphans of War; 6: Farmers and Market
    migrations = {1: lambda data: {**data, "secret_objectives": {}, "pet": None, "opportunities": []},
                  2: lambda data: {**data, "roles": {}, "conflicts": {}, "roles_deck": [], "conflicts_deck": []},
                  3: lambda data: {**data, "heart_deck": []},
                  4: lambda data: {**data, "orphans": {}},
                  5: lambda data: {**data, "figures": {}, "market": {}},
                  6: _figures_in_two_places,
                  7: lambda data: {**data, "sewers": {}},
                  8: lambda data: {**data, "tactics": {}}}
    outcome_field = "result"
    autosave_events = frozenset({"new_day", "playthrough_over"})   # every Dawn's save point (L377), and the end
    # what the table sounds like beyond the kinds every game shares (game/ui/sound/player.py)
    sound_events = (("threat", ("night_raid", {})), ("threat", ("combat", {})),
                    ("wound", ("state", {"state": "wounds", "rises": True})), ("wound", ("died", {})),
                    ("card_draw", ("exploration", {})), ("card_draw", ("findings", {})), ("card_flip", ("event", {})),
                    ("card_flip", ("fate", {})), ("token", ("built", {})), ("token", ("wait", {})))
    decisions = DECISIONS
    flow = FLOW
    content_spec = CONTENT_SPEC
    search_policy = "leader"          # the searching bot plays its samples out with the Leader bot
    search_depth = 40                 # answers (half a day of a war some 900 answers long, 11 days: the day's
                                      # actions, or a night out) before search_value; the Leader bot is slow

    @functools.cached_property
    def bots(self) -> dict:
        from ....core.bots import RandomBot
        from ..bots import LeaderBot
        return {"leader": LeaderBot, "random": RandomBot, **search_bots()}

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        """A copy of the state with everything the seat's view hides dealt afresh (rules/hidden.py)."""
        return sample_hidden(self, state, seat, rng)

    def search_value(self, state: State) -> tuple[float, ...]:
        return search_value(state)

    def new_state(self, setup: MatchSetup, content: Content, rng: Rng) -> State:
        state = fresh_state(State, content, rng)
        difficulty = next((v for v in setup.variants if v in DIFFICULTY_EVENTS), "normal")
        options = [v for v in setup.variants if v not in DIFFICULTY_EVENTS]
        set_up(state, [seat.name for seat in setup.seats], difficulty, options)
        state.variants = list(setup.variants)
        FLOW.run(state, state._opening_events)
        said(state, state._opening_events)
        return state

    def apply_legal(self, state: State, prompt, value: str) -> list:
        events = super().apply_legal(state, prompt, value)
        said(state, events)           # what a vote showed, from inside its question (rules/one_each.py)
        if state.secret_objectives:   # a Hidden Objective fulfilled by this answer is revealed at once
            hidden_objectives.check(state, events)
        return events

    def view(self, state: State, seat: int | None) -> dict:
        return _view(state, seat)

    def revealed_view(self, state: State) -> dict:
        """Everything face up (the replay of a war that is over): rules/view.py's docstring says what more."""
        return _view(state, None, reveal=True)

    def progress(self, state: State) -> str:
        return f"Day {state.day}" if state.phase != "over" else "Game over"

    def tally(self, state: State) -> dict:
        """What `simulate` adds up over playthroughs: the days, who lived, how they died, how it ended, and
        which scripts were read (the book's coverage)."""
        group = [p for p in state.characters if p["alive"] and not p["left"]]
        result = state.result or {}
        return {"days": state.day, "characters alive at the end": len(group),
                "starting characters alive": sum(p["starting"] for p in group),
                "deaths": len(state.stats.get("deaths", [])),
                "died of": [death["why"] for death in state.stats.get("deaths", [])],
                "ended by": [(result.get("details") or {}).get("cause", "the war's end" + (
                    "" if "semi_coop" in state.options else ", SURVIVE met"))],
                "scripts read": sorted(state.stats.get("scripts_read", {}))}

    def blank_state(self, content: Content, rng: Rng) -> State:
        return fresh_state(State, content, rng)


RULES = ThisWarOfMineRules()
