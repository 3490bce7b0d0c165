"""This War of Mine's Sewers through the real match screen by real events: the Sewers chosen on the variants
screen, and a whole expedition played by a person, from sending a Character down at the start of the Day
Actions, through the tile map's paths and tiles (the map drawn over the house all the while), to the party
back in the day's light, all by clicks and number keys."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.match import MatchScene
from game.core.rng import Rng

from .real_answers import answer_by_event, person_asked, start_this_war_of_mine

MAX_ACTIONS = 2500


def _start_with_the_module(driver, app) -> MatchScene:
    scene = start_this_war_of_mine(driver, app, "3", "Sewers")
    assert "sewers" in scene.match.setup.variants
    return scene


def test_a_person_plays_a_sewers_expedition_by_real_events(make_app):
    app, driver = make_app()
    scene = _start_with_the_module(driver, app)
    match = scene.match
    bot = match.rules.bots["leader"](0, Rng(3))
    used: Counter = Counter()
    asked: Counter = Counter()
    sent = back = down = False
    for action in range(MAX_ACTIONS):
        if match.is_over or back:
            break
        prompt = person_asked(app, driver, scene)
        if prompt is None:
            continue
        why = prompt.context.get("why", "")
        values = [o.value for o in prompt.options]
        trip = match.state.sewers.get("trip")
        if trip is not None:
            asked[why.rstrip("0123456789")] += 1
            targets = {box.target for box in scene.board.hitboxes}
            assert "sewers" in targets or any(t.startswith(("combat", "enemy", "choosing", "trade")) for t in targets), \
                "the map over the house while the party is down there"
        if why == "sewers" and not sent:
            answer = next(v for v in values if v.startswith("pick:go:"))
            sent = True
        elif why == "sewers":
            answer = "pick:done"
        else:
            answer = bot.choose(match.view(prompt.seat), prompt)
        answer_by_event(driver, scene, answer, action, used)
        down = down or match.state.sewers.get("trip") is not None
        back = down and match.state.sewers.get("trip") is None and match.state.phase != "scavenging"
    else:
        pytest.fail(f"no expedition finished in {MAX_ACTIONS} actions")
    assert sent and back, "a party went down and came back up into the day"
    assert asked["sewer_path"] >= 1 and asked["sewer_next"] + asked["carry"] >= 1, asked
    assert any(p["away"] for p in match.state.characters) or match.state.phase in ("dusk", "evening"), \
        "the party waits for Dusk"
    assert sum(used.values()) >= 5 and used["button"], used
