"""This War of Mine's Farmers and Market through the real match screen by real events: Farmers and Market
chosen on the variants screen, the farm Fittings set up by the Leader's clicks, then the day played until a
person sends a Character to the Market, buys at a stall and pays for it token by token, all by clicks and
number keys; the Market's panel on the board while they are at the stalls."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.match import MatchScene
from game.core.rng import Rng

from .real_answers import answer_by_event, person_asked, start_this_war_of_mine

MAX_ACTIONS = 2500


def _start_with_the_module(driver, app) -> MatchScene:
    scene = start_this_war_of_mine(driver, app, "2", "Farmers and Market")
    assert "farmers_market" in scene.match.setup.variants
    return scene


def _wanted(match, bot, prompt) -> str:
    """The bot's answer, except that a person goes to the Market when it is offered, and buys there."""
    values = [o.value for o in prompt.options]
    why = prompt.context.get("why", "")
    if why.startswith("action") and "pick:market" in values:
        return "pick:market"
    if why == "market":
        buying = [v for v in values if v.startswith("pick:buy:")]
        if buying:
            return buying[0]
    if why == "market_pay":
        return next(v for v in values if v.startswith("pick:give:"))
    return bot.choose(match.view(prompt.seat), prompt)


def test_a_person_goes_to_the_market_and_buys_by_real_events(make_app):
    app, driver = make_app()
    scene = _start_with_the_module(driver, app)
    match = scene.match
    bot = match.rules.bots["leader"](0, Rng(2))
    used: Counter = Counter()
    seen = {"farm_setup": 0, "market": 0, "market_pay": 0}
    bought = panel = False
    for action in range(MAX_ACTIONS):
        if match.is_over or bought:
            break
        prompt = person_asked(app, driver, scene)
        if prompt is None:
            continue
        why = prompt.context.get("why", "")
        if why in seen:
            seen[why] += 1
        if why == "market":
            panel = panel or "market" in {box.target for box in scene.board.hitboxes}
        stalls_before = len(match.state.waste)
        answer_by_event(driver, scene, _wanted(match, bot, prompt), action, used)
        bought = any(entry.startswith("wares:") for entry in match.state.waste[stalls_before - 1:]) or bought
    else:
        pytest.fail(f"nobody bought at the Market in {MAX_ACTIONS} actions")
    assert bought, "a ware bought at the Market"
    assert seen["farm_setup"] >= 1 and seen["market"] >= 1 and seen["market_pay"] >= 1, seen
    assert panel, "the Market's panel drawn over the house"
    assert sum(used.values()) >= 5 and used["button"] and used["key"], used
    farm = {spot["fitting"] for spot in match.state.shelter.values()}
    assert {"seed-boxes", "rabbit-hutch"} <= farm
