"""A searching bot thinks on a thread of its own: the window keeps drawing and taking events meanwhile."""
from __future__ import annotations

import time

from game.app.matches import new_session
from game.app.scenes.match import MatchScene
from game.core.rules import MatchSetup, Seat


def test_the_window_stays_alive_while_a_searching_bot_thinks_and_its_answer_is_given(make_app):
    app, driver = make_app(animation_speed="fast")
    setup = MatchSetup("hit_z_road", (Seat("Ana", 0, "search-quick"), Seat("Ben", 1, "heuristic")), 5, ())
    scene = MatchScene(app, new_session(app, setup))
    app.stack.push(scene)
    frames_while_thinking, started = 0, time.perf_counter()
    while len(scene.match.answers) < 6 and time.perf_counter() - started < 120:
        app.run_frames(1, dt=0.05)
        if scene.thinking is not None:
            frames_while_thinking += 1
            assert "Ana is thinking" in scene.notice
            assert scene.undo_blocked_reason()           # nothing may change the match under the thread
    # frames went on being run while the bot thought (the loop did not wait for it), and its answers landed
    assert frames_while_thinking >= 2 and len(scene.match.answers) >= 6
    assert 0 in {answer.seat for answer in scene.match.answers}
