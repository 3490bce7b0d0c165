"""This War of Mine for two at one screen, through the real screens by real events: New game with two
people, then a whole first day and night (the Morning, the Action stages, Dusk, the Evening, Scavenging,
the Night Raid and Dawn) played by clicks on the board (a lit Character, space or Location), on the answer
buttons and by number keys, the Leader always the one asked and named, the script reader showing the
story read since the last question, and no hand-off screen (nothing is secret between the players)."""
from __future__ import annotations

import pygame
import pytest

from game.app.scenes.handoff import HandoffScene
from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene
from game.core.rng import Rng

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
    board_clicks = keys = buttons = 0
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
        value = bot.choose(match.view(prompt.seat), prompt)
        options = match_scene.answers.options
        index = next(i for i, option in enumerate(options) if option.value == value)
        option = options[index]
        target_rect = match_scene.board.target_rect(option.target) if option.target else None
        one_of_a_kind = option.target and sum(1 for o in options if o.target == option.target) == 1
        if target_rect is not None and one_of_a_kind and action % 2 == 0:
            driver.click(target_rect.center)
            board_clicks += 1
        elif match_scene.answers.numbers and index < 9 and action % 3 == 1:
            driver.key(pygame.K_0 + match_scene.answers.numbers[index])
            keys += 1
        else:
            driver.click(match_scene.answers.buttons[index])
            buttons += 1
    else:
        pytest.fail(f"the first day and night were not played in {MAX_ACTIONS} actions")
    assert match.state.day >= 2 and not match.is_over, "the Leader's bot lives through the first night"
    assert {"day", "dusk", "evening", "dawn"} <= phases, phases
    assert leaders == {0, 1}, "the Leader passed on at the end of the day (and after script choices)"
    assert board_clicks >= 3 and buttons >= 3, (board_clicks, keys, buttons)
    app.draw()
