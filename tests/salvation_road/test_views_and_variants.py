"""Views (what the board draws), option targets, events, outcomes and the limited-communication variant."""
from __future__ import annotations

import json
import re

from game.core.rng import Rng
from game.games.salvation_road.bots import RandomBot
from game.games.salvation_road.rules import RULES

from .helpers import (answer, assign_characters, new_match, new_state, place, prompt, set_location, set_slots,
                      setup_locations, to_action, values)

VIEW_KEYS = {"game", "round", "phase", "seats", "players", "setup_players", "variants", "first_player",
             "active_character", "characters", "locations", "compound", "truck", "roadmap", "road_target",
             "road_deck", "toll", "apocalypse", "search", "threat_roll", "last_roll", "wound_pool", "pool",
             "talk_groups", "outcome"}
CHAR_KEYS = {"id", "name", "kind", "player", "seat", "location", "health", "slots", "activated", "delayed",
             "defeated", "actions_left", "used_transfer", "used_food", "used_fuel", "ability"}
LOC_KEYS = {"slot", "id", "name", "recon", "face_up", "threat", "track", "overrun", "used", "supply", "ability",
            "characters"}
TARGET = re.compile(r"^(character:[a-z0-9-]+|location:[a-z0-9-]+|compound|truck|truck:(food|ammo|med|fuel)|"
                    r"supply:[a-z0-9-]+:(food|ammo|med|fuel)|slot:[a-z0-9-]+:\d+|die:\d+|road:\d+|fence|"
                    r"apocalypse|action:[a-z]+)$")


def test_view_has_the_board_format():
    st = new_state(3, 2)
    view = RULES.view(st, 0)
    assert VIEW_KEYS <= set(view)
    assert view["game"] == "salvation_road" and view["phase"] == "action" and view["round"] == 1
    assert [s["seat"] for s in view["seats"]] == [0, 1, 2]
    assert [p["player"] for p in view["players"]] == [0, 1, 2]
    for c in view["characters"]:
        assert CHAR_KEYS <= set(c) and len(c["slots"]) == c["health"] and c["location"] == "compound"
        assert {"name", "text"} <= set(c["ability"])
    for loc in view["locations"]:
        assert LOC_KEYS <= set(loc)
        assert loc["id"] is None and loc["name"] is None and loc["ability"] is None and not loc["face_up"]
    assert view["compound"]["fence"] == {"bikes": 0, "buggies": 0} and view["compound"]["capacity"] == 11
    assert view["truck"] == {"food": 1, "ammo": 0, "med": 0, "fuel": 0}
    road = view["roadmap"][0]
    assert road["id"] is None and road["cost"] is None and road["needs"] and not road["explored"]
    assert view["road_target"] == 4 and view["toll"]["count"] == st.tolls
    assert view["apocalypse"] == {"deck": 11, "discard": [], "top_type": None, "current": None}
    assert view["wound_pool"]["unrevealed"] == 36 and view["talk_groups"] is None
    json.dumps(view)


def test_views_never_hold_secrets():
    st = new_state(2, 4)
    assign_characters(st, (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante")))
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower")
    place(st, "ines-calder", 0)
    set_slots(st, "ines-calder", "?", "!injury", "fuel")
    text = json.dumps(RULES.view(st, 1))
    for secret in st.apocalypse_deck + st.search_deck + st.road_deck + [st.roadmap[0][0]] + \
            ["pawn-and-pistol", "relay-tower"]:
        assert f'"{secret}"' not in text, secret
    slots = next(c for c in RULES.view(st, 0)["characters"] if c["id"] == "ines-calder")["slots"]
    assert slots[:3] == [{"wound": "unrevealed"}, {"wound": "injury"}, {"resource": "fuel"}]


def test_random_games_keep_secrets_targets_and_events_in_shape():
    kinds = set()
    for seed in range(12):
        match = new_match(1 + seed % 6, seed, ("limited-communication",) if seed % 3 == 1 else ())
        bot = RandomBot(0, Rng(seed))
        steps = 0
        while match.pending is not None:
            p = match.pending
            for o in p.options:
                assert o.target is None or TARGET.match(o.target), o.target
            if steps % 7 == 0:
                st = match.state
                text = json.dumps(match.view(p.seat))
                hidden = st.apocalypse_deck + st.road_deck + [r for r, done in st.roadmap if not done] + \
                    [loc["id"] for loc in st.locations if not loc["up"]]
                for secret in hidden:
                    assert f'"{secret}"' not in text, secret
                assert '"?' not in text
            for event in match.apply(bot.choose(None, p)):
                kinds.add(event.kind)
                assert event.cause.split(":")[0] in ("rule", "card", "ability", "location", "wound", "search",
                                                     "road"), event.cause
            steps += 1
    assert {"dice_rolled", "card_drawn", "card_resolved", "wound_revealed", "round_end", "game_over"} <= kinds


def test_outcome_is_shared_by_every_seat():
    match = new_match(3, 9)
    bot = RandomBot(0, Rng(9))
    while match.pending is not None:
        match.apply(bot.choose(None, match.pending))
    outcome = match.outcome()
    assert outcome.winners in ((), (0, 1, 2))
    assert len(outcome.scores) == 3 and outcome.summary
    assert "cause" in outcome.details and RULES.view(match.state, 0)["outcome"]["summary"] == outcome.summary


# --- limited communication ---------------------------------------------------------------------
def test_talk_groups_follow_shared_locations():
    st = new_state(3, 1, ("limited-communication",))
    assign_characters(st, (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante"),
                           ("otto-brandt", "gus-pellman")))
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower", "old-mission")
    assert RULES.view(st, 0)["talk_groups"] == [[0, 1, 2]]
    place(st, "ines-calder", 0)
    place(st, "sunny-vang", 0)
    place(st, "dell-okafor", 1)
    place(st, "nico-ferrante", 2)
    place(st, "gus-pellman", 2)
    place(st, "otto-brandt", 3)
    # 0 and 1 at the clinic, 1 and 2 at the tower: 0 and 2 may not talk
    assert RULES.view(st, 0)["talk_groups"] == [[0], [0, 1], [1, 2], [2]]


def test_breaking_the_rule_costs_threat_or_a_marauder():
    st = new_state(2, 1, ("limited-communication",))
    assign_characters(st, (("ines-calder", "dell-okafor"), ("sunny-vang", "nico-ferrante")))
    setup_locations(st, "mercy-street-clinic", "pawn-and-pistol", "relay-tower")
    place(st, "ines-calder", 0)
    set_location(st, 0, "mercy-street-clinic", threat=1)
    to_action(st, "sunny-vang")
    before = values(st)
    assert before[-1] == "penalty" and prompt(st).seat == 1
    answer(st, "penalty")
    p = prompt(st)
    assert p.kind == "penalty" and p.seat == 1
    assert set(values(st)) == {"penalty:sunny-vang", "penalty:nico-ferrante"}   # the asked seat's own
    answer(st, "penalty:sunny-vang")                      # at the compound: a marauder
    assert st.fence == [1, 0]
    assert prompt(st).kind == "action" and prompt(st).context["character"] == "sunny-vang"   # back where we were
    assert "fight" in values(st) and set(before) <= set(values(st))
    to_action(st, "ines-calder")
    answer(st, "penalty", "penalty:ines-calder")          # at the clinic: its threat rises
    assert st.locations[0]["threat"] == 2


def test_no_penalty_without_the_variant_or_outside_the_action_phase():
    st = new_state(2, 1)
    assert "penalty" not in values(st)
    st2 = new_state(2, 1, ("limited-communication",))
    st2.phase, st2.pending_decision = "refresh", {"k": "travel"}
    st2.invalidate()
    assert "penalty" not in values(st2)
