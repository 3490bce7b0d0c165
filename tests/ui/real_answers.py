"""Answering the match screen by real events, as a person would, in turns: a click on the board where the
answer is the only one lit there, a number key, or a click on its button. The hot-seat tests of the
games with boards that light their answers share it."""
from __future__ import annotations

from collections import Counter

import pygame


def answer_by_event(driver, match_scene, value: str, action: int, used: Counter) -> None:
    """Give `value` to the match screen by an event, which one chosen by `action` (the test's step
    count), and count it in `used` ("board", "key" or "button")."""
    options = match_scene.answers.options
    index = next(i for i, option in enumerate(options) if option.value == value)
    option = options[index]
    target_rect = match_scene.board.target_rect(option.target) if option.target else None
    one_of_a_kind = option.target and sum(1 for o in options if o.target == option.target) == 1
    if target_rect is not None and one_of_a_kind and action % 2 == 0:
        driver.click(target_rect.center)
        used["board"] += 1
    elif index < len(match_scene.answers.numbers) and match_scene.answers.numbers[index] is not None \
            and action % 3 == 1:
        driver.key(pygame.K_0 + match_scene.answers.numbers[index])
        used["key"] += 1
    else:
        driver.click(match_scene.answers.buttons[index])
        used["button"] += 1


def step_to_a_question(app, driver, match_scene) -> str:
    """One turn of a hot-seat test's loop: pass a hand-off screen ("handoff"), let the bots move ("wait"),
    or find a person asked ("ask")."""
    from game.app.scenes.handoff import HandoffScene
    scene = driver.scene
    if isinstance(scene, HandoffScene):
        driver.key(pygame.K_RETURN)
        app.run_frames(20)       # a press right after the hand-off is taken for a slip
        return "handoff"
    assert scene is match_scene, f"unexpected screen {scene.name}"
    if not match_scene.human_may_answer:
        app.run_frames(1)
        return "wait"
    return "ask"


def start_this_war_of_mine(driver, app, seed: str, *choices: str, page: str = "Optional rules"):
    """This War of Mine from the title screen by clicks, both seats played by people, with the variants
    named (by their buttons' words) chosen on the variants page whose button's words start with `page`;
    returns the match screen."""
    from game.app.scenes.match import MatchScene
    from game.app.scenes.variants import VariantsScene
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text(seed)
    driver.click(page, startswith=True)
    assert isinstance(driver.scene, VariantsScene)
    for words in choices:
        driver.click(words)
    driver.click("Done")
    driver.click("Start")
    scene = app.stack.find(MatchScene)
    assert scene is not None, app.toasts
    return scene


def person_asked(app, driver, match_scene):
    """One turn of a hot-seat test's loop: the prompt a person is asked now, or None after passing a hand-off
    screen, letting the bots move, or confirming an answer the screen asked to be sure of."""
    if step_to_a_question(app, driver, match_scene) != "ask":
        return None
    if match_scene.confirming is not None:
        driver.click(match_scene.answers.buttons[0])
        return None
    return match_scene.match.pending
