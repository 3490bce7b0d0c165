"""The answer panel: each question starts at the top, declines stay in view, keys do what they show."""
from __future__ import annotations

import pygame

from game.core.prompt import Option

from .test_long_text import _dash_match


def _bids(count: int) -> list[Option]:
    return [Option(f"bid:{n}", f"Bid {n}") for n in range(1, count + 1)] + [Option("pass", "Pass")]


def _view_top(answers) -> float:
    bar = answers.container.vert_scroll_bar
    return bar.start_percentage * answers.container.scrollable_container.rect.height if bar else 0


def test_a_new_question_starts_at_the_top_with_its_first_answer_focused(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    answers.show(_bids(12), pinned=frozenset({"pass"}))
    app.run_frames(2)
    for _ in range(11):                      # down to the last bid: the list scrolls
        driver.key(pygame.K_DOWN)
    assert _view_top(answers) > 0
    answers.show([Option("pay:1", "Pay with 1 Ammo"), Option("pay:2", "Pay with 1 Gas")])
    app.run_frames(2)
    assert answers.container.scrollable_container.relative_rect.top == 0, "the new list is not scrolled away"
    first = answers.buttons[0]
    assert answers.container.rect.collidepoint(first.rect.center), "its first answer is in view"
    assert answers.focus.current is first


def test_pass_stays_in_view_below_a_long_list(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    answers.show(_bids(14), pinned=frozenset({"pass"}))
    app.run_frames(2)
    assert [o.value for o in answers.options][-1] == "pass"
    pass_button = answers.button_for("pass")
    assert answers.content_height > answers.container.rect.height, "the bids overflow their column"
    assert answers.container.vert_scroll_bar is not None, "an overflowing column shows its scroll bar"
    bar_left = answers.container.vert_scroll_bar.rect.left
    assert all(button.rect.right <= bar_left for button in answers.buttons[:-1]), "no button under the bar"
    for _ in range(3):                       # wherever the column is scrolled, Pass is in view under it
        assert answers.rect.contains(pass_button.rect) and not answers.container.rect.colliderect(pass_button.rect)
        for _ in range(5):
            driver.key(pygame.K_DOWN)
    # a list of declines only keeps them in its column
    answers.show([Option("pass", "Pass")], pinned=frozenset({"pass"}))
    assert answers.pinned_count == 0 and answers.buttons[0].ui_container is answers.container.scrollable_container


def test_bids_are_typed_as_their_value_and_enter_gives_the_focused_one(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    chosen = []
    answers.on_choose = chosen.append
    answers.show(_bids(12), pinned=frozenset({"pass"}))
    assert answers.by_value and all(not button.text[0].isdigit() for button in answers.buttons), \
        "no list numbers beside values"
    driver.key(pygame.K_3)
    assert chosen == [] and answers.options[answers.focus.index].value == "bid:3", "typing picks, it doesn't give"
    driver.key(pygame.K_RETURN)
    assert chosen[-1].value == "bid:3"
    driver.key(pygame.K_1)
    driver.key(pygame.K_0)
    assert answers.options[answers.focus.index].value == "bid:10", "1 then 0 is ten"
    driver.key(pygame.K_KP_ENTER)
    assert chosen[-1].value == "bid:10"


def test_number_keys_give_the_answer_showing_that_number(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    chosen = []
    answers.on_choose = chosen.append
    options = [Option("move:0", "Move to the diner"), Option("move:2", "Move to face-down location 3"),
               Option("end", "End the activation")]
    answers.show(options, pinned=frozenset({"end"}))
    assert not answers.by_value, "move:2 is a place, not a value its label shows"
    assert [button.text.split(".")[0] for button in answers.buttons] == ["1", "2", "3"]
    driver.key(pygame.K_3)
    assert chosen[-1].value == "end"
    driver.key(pygame.K_2)
    assert chosen[-1].value == "move:2"
