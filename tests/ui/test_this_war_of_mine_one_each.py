"""This War of Mine's One Character Per Player for two at one screen, by real events: New game with two
people and the mode chosen on the variants screen; each picks a Character; then a whole first day and night
played by clicks and keys, each question asked of the player whose Character it is about, the group's
questions put to a vote, a hand-off screen covering the table between the two voters (each vote unseen by
the other), and the votes shown together once both are in."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.match import MatchScene
from game.core.rng import Rng

from .real_answers import answer_by_event, step_to_a_question

MAX_ACTIONS = 3000


def test_one_character_each_a_first_day_with_votes_by_real_events(make_app):
    app, driver = make_app()
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    driver.click("Optional rules", startswith=True)
    driver.click("One Character Per Player")
    driver.click("Done")
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("5")
    driver.click("Start")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    match = match_scene.match
    assert "one_each" in match.setup.variants
    bot = match.rules.bots["leader"](0, Rng(5))
    used, handoffs, voted, seats_asked = Counter(), 0, set(), set()
    shown_votes, unseen = 0, 0
    for action in range(MAX_ACTIONS):
        if match.is_over or match.state.day >= 2:
            break
        step = step_to_a_question(app, driver, match_scene)
        handoffs += step == "handoff"
        if step != "ask":
            continue
        prompt = match.pending
        why = prompt.context["why"]
        seats_asked.add(prompt.seat)
        if "@" in why and not why.startswith("pick_character") and not why.endswith("@tie"):
            question = why.partition("@")[0]
            voted.add(question)
            assert question not in match.view(prompt.seat)["my_votes"], "the voter asked sees no vote on it"
            if question in match.view(1 - prompt.seat)["my_votes"]:
                unseen += 1               # the other has voted, and the one asked cannot see how
        elif why.startswith(("night_task", "food", "water")):
            about = next(int(o.target.partition(":")[2]) for o in prompt.options
                         if (o.target or "").startswith("character:"))
            assert prompt.seat == match.state.characters[about]["seat"], "each decides for their own Character"
        if match_scene.confirming is not None:
            driver.click(match_scene.answers.buttons[0])
            continue
        before = len(match.log)
        answer_by_event(driver, match_scene, bot.choose(match.view(prompt.seat), prompt), action, used)
        shown_votes += sum(1 for e in match.log[before:] if e.kind == "votes")
    else:
        pytest.fail(f"the first day and night were not played in {MAX_ACTIONS} actions")
    assert match.state.day >= 2, "the two live through the first night"
    assert [p["seat"] for p in match.state.characters[:2]] == [0, 1]
    assert seats_asked == {0, 1}
    assert voted and shown_votes >= len(voted) // 2, (voted, shown_votes)
    assert unseen >= 1 and handoffs >= 2, "the table is covered between two voters, each vote unseen"
    assert used["board"] >= 1 and used["button"] >= 3, used
