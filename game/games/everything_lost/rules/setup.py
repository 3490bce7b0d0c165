"""A mission's setup: the chapter's tracks (or what the campaign carried), the decks, the home zone,
the starting tool and skills, then the first zone's cards."""
from __future__ import annotations

from ....core.content import Content
from ....core.flow import push_task
from ....core.rng import Rng
from ....core.rules import MatchSetup
from .state import DICE, STANDALONE_SKILLS, State, _ev
from .town import new_zone, refresh_cards

CARRIED = ("level", "xp", "skills", "specials", "nickname", "weapons", "home", "bitten", "bite_covered",
           "survivors", "claims_before")


def _variant(setup: MatchSetup, prefix: str, default: str) -> str:
    return next((v[len(prefix):] for v in setup.variants if v.startswith(prefix)), default)


def new_state(setup: MatchSetup, content: Content, rng: Rng) -> State:
    carry = setup.carry or {}
    state = State()
    state.content, state.rng, state._prompt, state._opening_events = content, rng, None, []
    state.seat_name = setup.seats[0].name
    state.variants = list(setup.variants)
    state.nightmare = "nightmare" in setup.variants
    state.mission = carry.get("mission") or _variant(setup, "mission-", "m1a")
    mission = content.tables["missions"][state.mission]
    chapter = next(c for c in content.tables["chapters"].values() if c.number == mission.chapter)
    state.chapter = chapter.number
    start = chapter.setup
    carried = carry.get("carried") or {}
    state.carried = bool(carried)
    state.level = carried.get("level", int(_variant(setup, "level-", "1")))
    state.xp = start.xp if start.xp >= 0 else carried.get("xp", 0)
    state.threat = start.threat
    state.willpower = start.willpower
    state.health = max(1, start.health - (2 if carried.get("hungry") else 0))
    state.home = start.home if start.home >= 0 else carried.get("home", 3)
    state.res = {"antidote": carried.get("antidote", 0), "bandages": start.bandages, "materials": 0, "food": 0}
    state.bitten = carried.get("bitten", False)
    state.bite_covered = carried.get("bite_covered", False)
    state.skills = dict(carried.get("skills") or {skill: 0 for skill in ("scavenger", "burglar", "leader", "soldier",
                                                                      "scout")})
    state.specials = list(carried.get("specials", []))
    state.nickname = carried.get("nickname", "")
    state.hand, state.held = DICE, 0
    state.weapons = [dict(w) for w in carried.get("weapons", [])]
    state.survivors = [dict(p) for p in carried.get("survivors", [])]
    state.claims_before = carried.get("claims_before", 0)
    state.helped, state.meetings, state.side_missions, state.mob, state.mob_skills = [], [], [], [], []
    state.zombies_up, state.search_track, state.stats, state.task_stack, state.active = [], 0, {}, [], []
    state.pending, state.last_roll, state.result, state.phase = None, None, None, "play"

    state.building_deck = sorted(content.tables["buildings"])
    rng.shuffle(state.building_deck)
    state.rubble_deck = sorted(cid for cid, card in content.tables["rubble"].items()
                               if chapter.who_goes_there or not card.meets)
    rng.shuffle(state.rubble_deck)
    state.building_discard, state.rubble_discard, state.zombie_discard = [], [], []
    state.zombie_deck = sorted(cid for cid, z in content.tables["zombies"].items() if z.level <= state.level)
    state.zombie_box = sorted(cid for cid, z in content.tables["zombies"].items() if z.level > state.level)
    rng.shuffle(state.zombie_deck)
    state.side_deck = sorted(content.tables["side_missions"])
    rng.shuffle(state.side_deck)
    owned = {w["id"] for w in state.weapons}
    state.weapon_deck = sorted(wid for wid in content.tables["weapons"] if wid != "stick" and wid not in owned)

    home = chapter.home
    state.zones = {home: new_zone(("N", "E", "S", "W"))}
    state.zones[home]["home"] = True
    state.pos = home
    events = state._opening_events
    _ev(events, "setup", f"Mission {mission.code}: {mission.name}. Your home is in {home}, sector {chapter.sector}.",
        "rule:setup", {"mission": state.mission, "home": home})
    refresh_cards(state, events, draw_on_map=True)
    from .mob import grow_mob
    if start.mob:
        grow_mob(state, start.mob, events, "rule:setup")

    # the questions of the setup, asked first to last (the stack runs its top first)
    starts = []
    if not carried:
        unlock = STANDALONE_SKILLS[_variant(setup, "skills-", "normal")][min(4, state.level) - 1]
        starts += [("skill_choice", {"cause": "rule:setup"})] * unlock
        starts.append(("tool_choice", {"offer": []}))
    for mission_id in carry.get("bonuses", []):
        starts.append(("ops", {"addr": ["missions", mission_id, "bonus"], "i": 0, "cause": "bonus:" + mission_id}))
    if chapter.tools_only and carried and not state.weapons:
        starts.append(("tool_choice", {"offer": []}))
    for kind, fields in reversed(starts):
        push_task(state.task_stack, kind, **fields)
    from .flow import FLOW
    FLOW.run(state, events)
    return state
