"""Long text on the match screen: a prompt's body in the scrolling reader, answer labels that wrap."""
from __future__ import annotations

import pygame

from game.core.prompt import Option, Prompt

from .standin_game import LONG_LABEL
from .test_app import start_dash

ELLIPSIS = "…"


def _dash_match(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    assert driver.run_until(lambda: match_scene.human_may_answer)
    return app, driver, match_scene


def _wheel(driver, pos, y: int) -> None:
    """The mouse moves over pos and the wheel turns (y < 0: towards the bottom), as real events."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.app.run_frames(1)     # the mouse arrives (the widgets see it there), then the wheel turns
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    driver.app.run_frames(driver.frames_per_action)


def test_prompt_body_defaults_to_empty_and_stays_slotted():
    prompt = Prompt(0, "turn", "Roll?", (Option("roll", "Roll"),))
    assert prompt.body == ""
    assert not hasattr(prompt, "__dict__")
    assert Prompt(0, "turn", "Roll?", (Option("roll", "Roll"),), body="Once upon a time.").body


# --- (a) the reader ---------------------------------------------------------------------------
def test_body_shows_in_a_reader_above_the_answers(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    assert scene.prompt.body
    assert scene.reader_shown
    texts = [line.text for line in scene.reader.lines]
    assert texts[0] == "The road out of town" and scene.reader.lines[0].style == "h1"
    assert any(line.style == "bullet" for line in scene.reader.lines)
    # the reader sits between the question and the answers, the answers above the log, nothing overlaps
    assert scene.reader_rect.top >= scene.prompt_rect.top + scene.px(32)
    assert scene.reader_rect.bottom <= scene.answers_rect.top
    assert scene.answers_rect.bottom <= scene.log_rect.top
    assert scene.log.rect == scene.log_rect == scene.reading_log_rect, "the log lends the reader some room"
    assert scene.log_rect.height >= scene.px(100)
    assert scene.answers.container.rect == scene.answers_rect
    assert scene.reader.rect.height > 0 and scene.answers_rect.height >= min(scene.px(90),
                                                                             scene.question_area.height // 2)
    # at 1280x720 the body is longer than the panel: it starts at the top and can scroll
    assert scene.reader.offset == 0 and scene.reader.max_offset > 0


def test_reader_scrolls_with_wheel_and_page_keys_and_resets_on_next_prompt(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    reader, log = scene.reader, scene.log
    log_offset = log.offset
    _wheel(driver, scene.reader_rect.center, -1)
    assert reader.offset > 0, "the wheel over the reader scrolls it"
    after_wheel = reader.offset
    _wheel(driver, scene.reader_rect.center, 1)
    assert reader.offset < after_wheel
    driver.key(pygame.K_PAGEDOWN)
    assert reader.offset > 0, "PageDown scrolls the reader while a body is shown"
    for _ in range(20):
        driver.key(pygame.K_PAGEDOWN)
    assert reader.offset == reader.max_offset
    driver.key(pygame.K_PAGEUP)
    assert 0 < reader.offset < reader.max_offset
    assert log.offset == log_offset, "the log stays where it was"
    assert scene.match.answers == [] or scene.match.answers[-1].value != "cover", "page keys answered nothing"

    driver.key(pygame.K_1)                                    # take cover: a new prompt, with the body again
    assert scene.match.answers[-1].value == "cover"
    assert scene.reader_shown and reader.offset == 0, "each new prompt starts at the top"


def test_no_body_leaves_the_layout_as_before(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    driver.key(pygame.K_1)                                    # cover
    driver.key(pygame.K_1)                                    # roll: warned ...
    driver.key(pygame.K_RETURN)                               # ... and confirmed; the bot plays round 1 out
    assert driver.run_until(lambda: scene.human_may_answer and scene.match.state.round == 2)
    assert scene.prompt.body == ""
    assert not scene.reader_shown
    assert scene.answers_rect == scene.full_question_area
    assert scene.answers.container.rect == scene.full_question_area
    assert scene.log_rect == scene.full_log_rect and scene.log.rect == scene.full_log_rect
    log_offset = scene.log.offset
    driver.key(pygame.K_PAGEUP)                               # page keys go to the log again
    assert scene.log.offset <= log_offset


# --- (b) answer labels wrap -----------------------------------------------------------------
def test_long_answer_label_wraps_in_full(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    font = answers.font
    assert app.scale == 1.0 and font.get_height() >= 14, "answer text is legible at 100%"
    assert [o.value for o in answers.options] == ["cover", "cover-low", "roll"]
    long_button = answers.button_for("cover-low")
    assert long_button.text == "2.  " + LONG_LABEL
    for option, button, lines, label in zip(answers.options, answers.buttons, answers.label_lines, answers.labels):
        assert ELLIPSIS not in button.text
        assert all(ELLIPSIS not in line for line in lines)
        assert " ".join(lines) == option.label, "every word is shown, in order"
        indent = font.size("1.  ")[0]
        for line in lines:
            assert indent + font.size(line)[0] <= label.rect.width, line
        assert button.rect.contains(label.rect), "the label fits inside its button"
        assert label.rect.height >= len(lines) * font.get_linesize()
    assert 2 <= len(answers.label_lines[1]) <= 3, "the long label takes two or three lines"
    heights = [button.relative_rect.height for button in answers.buttons]
    assert heights[1] > heights[0] == heights[2], "the long answer's button grows to fit"
    for upper, lower in zip(answers.buttons, answers.buttons[1:]):
        assert upper.relative_rect.bottom <= lower.relative_rect.top, "buttons don't overlap"
    assert answers.content_height == answers.buttons[-1].relative_rect.bottom
    assert answers.container.scrollable_container.rect.height >= answers.content_height
    # the final answer keeps its dice icon, inside its button
    roll = answers.button_for("roll")
    assert answers._icons and roll.rect.contains(answers._icons[0].rect)


def test_wrapped_answer_keeps_click_hover_and_keyboard(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    button, label = answers.buttons[1], answers.labels[1]
    # hovering the label's text hovers the button under it (the label lets the mouse through)
    pygame.mouse.set_pos(label.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=label.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(3)
    # the keyboard highlight follows the moving mouse onto it (so Enter gives what is lit), and lights its label
    assert answers.focus.current is button and label._state == "bright"
    pygame.mouse.set_pos((1, 1))
    app.run_frames(3)
    assert answers.focus.current is button and label._state == "bright"
    assert answers.labels[0]._state == "normal"
    driver.click(button)                                      # a click on the wrapped button answers it
    assert scene.match.answers[-1].value == "cover-low"


def test_labels_wrap_in_a_narrow_list_and_it_scrolls_to_the_focus(make_app, standin_game):
    app, driver, scene = _dash_match(make_app, standin_game)
    answers = scene.answers
    long_label = "Flee: spend 2 Gas, the card goes to the bottom of the deck and the road stays open for later"
    options = [Option(f"o{i}", long_label if i % 2 else f"Short answer {i}") for i in range(8)]
    answers.show(options, final=frozenset({"o7"}))
    app.run_frames(2)
    assert all(ELLIPSIS not in button.text for button in answers.buttons)
    assert answers.buttons[1].text == "2.  " + long_label
    assert answers.content_height > answers.rect.height, "the taller buttons make the list scroll"
    assert answers.container.scrollable_container.rect.height >= answers.content_height
    for _ in range(7):
        driver.key(pygame.K_DOWN)
    last = answers.buttons[-1]
    assert answers.focus.current is last
    assert answers.container.rect.collidepoint(last.rect.center), "focus scrolls the list to the last answer"
    icon = answers._icons[0]
    assert last.rect.contains(icon.rect)
    assert answers.labels[-1].rect.right <= icon.rect.left, "the label stays clear of the dice icon"
