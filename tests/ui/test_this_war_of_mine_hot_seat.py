"""This War of Mine for two at one screen, through the real screens by real events: New game with two
people, then a whole first day and night (the Morning, the Action stages, Dusk, the Evening, Scavenging,
the Night Raid and Dawn) played by clicks on the board (a lit Character, space or Location), on the answer
buttons and by number keys, the Leader always the one asked and named, the script reader showing the
story read since the last question, and no hand-off screen (nothing is secret between the players)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.handoff import HandoffScene
from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene
from game.core.rng import Rng

from .real_answers import answer_by_event

MAX_ACTIONS = 1500


def test_a_two_player_hot_seat_first_day_and_night(make_app):
    app, driver = make_app()
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click("This War of Mine", startswith=True)
    while len(driver.scene.seats) < 2:
        driver.click("+ Add seat")
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    assert [seat.bot for seat in driver.scene.seats] == [None, None]
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("3")                       # the same war every time
    driver.click("Start")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    match = match_scene.match
    rules = match.rules
    bot = rules.bots.get("leader", rules.bots["random"])(0, Rng(3))
    used: Counter = Counter()
    phases, leaders, read = set(), set(), 0
    for action in range(MAX_ACTIONS):
        scene = driver.scene
        if match.is_over or match.state.day >= 2:
            break
        assert not isinstance(scene, HandoffScene), "no secret between the players: no hand-off"
        assert scene is match_scene, f"unexpected screen {scene.name}"
        if not match_scene.human_may_answer:
            app.run_frames(1)
            continue
        prompt = match.pending
        assert prompt.seat == match.state.leader, "the Leader decides everything (L246)"
        leaders.add(prompt.seat)
        phases.add(match.view(prompt.seat)["phase_now"])
        if prompt.body:
            assert match_scene.reader_text() == prompt.body
            read += 1
        if match_scene.confirming is not None:
            driver.click(match_scene.answers.buttons[0])
            continue
        answer_by_event(driver, match_scene, bot.choose(match.view(prompt.seat), prompt), action, used)
    else:
        pytest.fail(f"the first day and night were not played in {MAX_ACTIONS} actions")
    assert match.state.day >= 2 and not match.is_over, "the Leader's bot lives through the first night"
    assert {"day", "dusk", "evening", "dawn"} <= phases, phases
    assert leaders == {0, 1}, "the Leader passed on at the end of the day (and after script choices)"
    assert used["board"] >= 3 and used["button"] >= 3, used
    app.draw()
