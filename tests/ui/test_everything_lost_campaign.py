"""An Everything Lost campaign through the real screens, by real clicks and keys: New game starts a
campaign, the campaign screen offers chapter 1's missions, a whole mission is played (each answer the
survivor bot would give, clicked or keyed as a person would), the end screen goes back to the campaign,
and the campaign screen shows the result: the next chapter, or the same mission to play again."""
from __future__ import annotations

import pygame
import pytest

from game.app.scenes.campaign import CampaignScene
from game.app.scenes.end import EndScene
from game.app.scenes.match import MatchScene
from game.app.scenes.new_game import NewGameScene
from game.core import campaign as campaigns
from game.core.rng import Rng
from game.games.everything_lost.bots import SurvivorBot

MAX_ACTIONS = 3000


def answer_as_the_bot_would(driver, match_scene, bot, action: int) -> None:
    options = match_scene.answers.options
    if match_scene.confirming is not None:        # a final answer asks once: "Yes"
        driver.click(match_scene.answers.buttons[0])
        return
    value = bot.choose(match_scene.match.view(0), match_scene.match.pending)
    index = next(i for i, option in enumerate(options) if option.value == value)
    number = match_scene.answers.numbers[index] if match_scene.answers.numbers else None
    if action % 3 == 0 and number is not None:
        driver.key(pygame.K_0 + number)
    else:
        driver.click(match_scene.answers.buttons[index])


def test_a_campaign_mission_through_the_screens(make_app):
    app, driver = make_app()
    driver.click("New game")
    assert isinstance(driver.scene, NewGameScene)
    driver.click("Everything Lost", startswith=True)
    driver.click("Start a campaign")
    scene = driver.scene
    assert isinstance(scene, CampaignScene), app.toasts
    assert scene.body["chapter"] == 1 and [c.id for c in campaigns.choices(scene.body, scene.rules)] == ["m1a", "m1b"]
    path = scene.path
    driver.click("Play 1A", startswith=True)
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    assert match_scene.match.setup.carry["mission"] == "m1a"
    bot = SurvivorBot(0, Rng(1))
    for action in range(MAX_ACTIONS):
        if isinstance(driver.scene, EndScene):
            break
        assert driver.scene is match_scene, f"unexpected screen {driver.scene.name}"
        if not match_scene.human_may_answer:
            app.run_frames(1)
            continue
        answer_as_the_bot_would(driver, match_scene, bot, action)
        if action == 20:      # mid-mission, the campaign file holds the mission in progress
            match_scene._autosave()
            assert campaigns.read_campaign(path)["match"] is not None
    else:
        pytest.fail(f"the mission did not end in {MAX_ACTIONS} actions")
    won = match_scene.match.outcome().details["won"]
    body = campaigns.read_campaign(path)
    assert len(body["history"]) == 1 and body["history"][0]["won"] == won and body["match"] is None
    driver.click("Back to the campaign")
    scene = driver.scene
    assert isinstance(scene, CampaignScene)
    offered = [c.id for c in campaigns.choices(scene.body, scene.rules)]
    assert offered == (["m2a", "m2b", "m2c"] if won else ["m1a"])
    app.draw()      # the history, the carried lines and the finished map draw
    driver.click("Title")
    assert driver.scene.name == "title"
    assert driver.scene.buttons[0].text.startswith("Continue: Everything Lost campaign")
    driver.click(driver.scene.buttons[0])
    assert isinstance(driver.scene, CampaignScene)


def test_the_bot_can_take_a_persons_turn(make_app):
    """"Let the bot take this turn": B (or the Bot button) answers the question with the game's own bot,
    which sees only the person's view; the answer goes through the same door as a click."""
    app, driver = make_app()
    driver.click("New game")
    driver.click("Everything Lost", startswith=True)
    driver.click("One mission")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None and match_scene.human_may_answer, app.toasts
    before = len(match_scene.match.answers)
    driver.key(pygame.K_b)
    assert len(match_scene.match.answers) == before + 1
    driver.click(match_scene.bot_button)
    assert len(match_scene.match.answers) == before + 2


def test_a_mods_mission_is_offered_on_the_campaign_screen_and_played(make_app, tmp_path):
    folder = tmp_path / "mods" / "third-way"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text('id = "third-way"\nname = "Third Way"\nversion = "1.0"\n'
                                     'game = "everything_lost"\nformat_version = 1\n')
    (folder / "missions.toml").write_text(
        'format_version = 1\n\n[[missions]]\nid = "tw-1c"\nchapter = 1\ncode = "1C"\nname = "The Pharmacy"\n'
        'text = "The chemist on the corner had a back room."\n'
        'goals = [{ kind = "bring", amount = 1, resource = "food" }]\ngoal_text = "**Bring 1 food home.**"\n')
    app, driver = make_app()
    app.mod_folders.append(tmp_path / "mods")
    driver.click("New game")
    driver.click("Everything Lost", startswith=True)
    driver.click("Start a campaign")
    scene = driver.scene
    assert isinstance(scene, CampaignScene), app.toasts
    assert [c.id for c in campaigns.choices(scene.body, scene.rules, scene.cards)] == ["m1a", "m1b", "tw-1c"]
    driver.click("Play 1C: The Pharmacy")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    assert match_scene.match.state.mission == "tw-1c" and match_scene.match.setup.carry["mission"] == "tw-1c"
