"""This War of Mine's Our Street through the real match screen by real events: Our Street chosen on the
variants screen (Farmers and Market then refused beside it), the street's signs on the board, and the day
played until a person sends a Character along the street and the card's ops run, all by clicks and number
keys."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.match import MatchScene
from game.core.rng import Rng

from .real_answers import answer_by_event, person_asked, start_this_war_of_mine

MAX_ACTIONS = 2500


def _start_with_the_module(driver, app) -> MatchScene:
    scene = start_this_war_of_mine(driver, app, "4", "Our Street")
    assert "our_street" in scene.match.setup.variants
    return scene


def test_a_person_walks_along_our_street_by_real_events(make_app):
    app, driver = make_app()
    scene = _start_with_the_module(driver, app)
    match = scene.match
    bot = match.rules.bots["leader"](0, Rng(4))
    used: Counter = Counter()
    went, ran, since = None, False, 0
    for action in range(MAX_ACTIONS):
        if match.is_over or ran:
            break
        if went:
            ran = any(str(e.cause) == f"street:{went}" for e in match.events_for(0, since))
        prompt = person_asked(app, driver, scene)
        if prompt is None:
            continue
        values = [o.value for o in prompt.options]
        street = [v for v in values if v.startswith("pick:street:")] if not went else []
        answer = street[0] if street else bot.choose(match.view(prompt.seat), prompt)
        signs = {box.target for box in scene.board.hitboxes if box.target.startswith("street:")}
        assert len(signs) == 4, "the four signs along the roof"
        if street:
            went, since = street[0].removeprefix("pick:street:"), len(match.log)
        answer_by_event(driver, scene, answer, action, used)
    else:
        pytest.fail(f"nobody went along the street in {MAX_ACTIONS} actions")
    assert went and ran, f"a Character sent along the street ({went}), and its card's ops run"
    assert sum(used.values()) >= 3, used
