"""The Hint button and H key: the searching bot's answer for the person asked, lit and explained, never given."""
from __future__ import annotations

import pygame

from game.app.matches import new_session
from game.app.scenes.match import MatchScene
from game.core.records import record_of
from game.core.rules import MatchSetup, Seat


def _press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _human_scene(app, seed=3):
    setup = MatchSetup("hit_z_road", (Seat("Ana", 0, None), Seat("Ben", 1, "heuristic")), seed, ())
    scene = MatchScene(app, new_session(app, setup))
    app.stack.push(scene)
    for _ in range(400):
        app.run_frames(1, dt=0.05)
        if scene.human_may_answer and len(scene.match.pending.options) > 1:
            return scene
    raise AssertionError("Ana was never asked a question with a choice")


def test_h_lights_the_search_bots_answer_with_its_reason_and_answers_nothing(make_app, monkeypatch):
    from game.core import hints
    monkeypatch.setattr(hints, "HINT_SECONDS", 0.2)
    app, driver = make_app(animation_speed="fast")
    scene = _human_scene(app)
    answers_before, prompt = len(scene.match.answers), scene.match.pending
    _press(app, pygame.K_h)
    assert scene.hinting is not None and scene.undo_blocked_reason()
    scene.choose(prompt.options[0])                  # an answer meanwhile waits for the hint
    for _ in range(200):
        app.run_frames(1, dt=0.05)
        if scene.hint is not None:
            break
    hint = scene.hint
    assert hint is not None and hint.value in prompt.values
    assert len(scene.match.answers) == answers_before          # nothing was answered for Ana
    focused = scene.answers.focus.current
    assert focused is scene.answers.button_for(hint.value)     # lit in the answer list
    text, _ = scene._prompt_text()
    assert prompt.text in text and "Hint: " + hint.reason in text
    assert "%" in hint.reason and "played out" in hint.reason
    if hint.target:
        assert scene.highlights() == frozenset({hint.target})   # and on the board, alone
    assert scene.match.hints_used == [1, 0]
    scene.answer(hint.value)
    assert scene.hint is None


def test_the_hint_button_and_the_records_count_hints(make_app, monkeypatch):
    from game.core import hints
    monkeypatch.setattr(hints, "HINT_SECONDS", 0.1)
    app, driver = make_app(animation_speed="fast")
    scene = _human_scene(app, seed=4)
    assert scene.hint_button.is_enabled
    driver.click(scene.hint_button)
    for _ in range(200):
        app.run_frames(1, dt=0.05)
        if scene.hint is not None:
            break
    assert scene.hint is not None and scene.match.hints_used[0] == 1
    scene.answer(scene.hint.value)
    session = scene.session
    while not scene.match.is_over:                      # Ana plays the rest as the bot would
        if session.bot_to_answer:
            session.step_bot()
        else:
            session.answer(session.suggestion())
    record = record_of(scene.match)
    assert record.seats[0].hints == 1 and record.hints == 1
    assert type(record).from_json(record.to_json()).hints == 1
