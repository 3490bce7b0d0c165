"""Wasted Wilds hot-seat for two, through the real screens by real events: New game with two people, each
picking a survivor behind a hand-off, the map laid, then whole turns played by clicks on the board
(the lit tile to move to, the lit card to play) and on the answer buttons and by number keys, with the
hand-off screen between the players and never the other player's hand on the board."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene
from game.core.rng import Rng

from .real_answers import answer_by_event, step_to_a_question
from game.games.wasted_wilds.bots import SurvivorBot

MAX_ACTIONS = 1500


def test_a_two_player_hot_seat_mission_turn_by_turn(make_app):
    app, driver = make_app()
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click("Maximum Apocalypse: Wasted Wilds", startswith=True)
    assert len(driver.scene.seats) == 2, "two seats by default"
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    assert [seat.bot for seat in driver.scene.seats] == [None, None]
    driver.click("One mission")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    match = match_scene.match
    bots = [SurvivorBot(k, Rng(5 + k)) for k in range(2)]
    handoffs, used = 0, Counter()
    for action in range(MAX_ACTIONS):
        if match.is_over or match.state.turns >= 4:
            break
        step = step_to_a_question(app, driver, match_scene)
        handoffs += step == "handoff"
        if step != "ask":
            continue
        seat = match.pending.seat
        view = match_scene.current_view()
        for k, survivor in enumerate(view["survivors"]):
            if survivor["seat"] != seat:
                assert survivor["hand"] is None, "the board is drawn from a view without the other player's hand"
        if match_scene.confirming is not None:
            driver.click(match_scene.answers.buttons[0])
            continue
        answer_by_event(driver, match_scene, bots[seat].choose(match.view(seat), match.pending), action, used)
    else:
        pytest.fail(f"four turns were not played in {MAX_ACTIONS} actions")
    assert handoffs >= 2, "a hand-off screen between the two players"
    assert used["board"] >= 3 and used["button"] >= 3, used
    assert match.state.turns >= 4 or match.is_over
    app.draw()
