"""What just happened stays to be seen: the last roll in the side panel, bots that wait for it,
and the big moments held up over the board."""
from __future__ import annotations

from game.app.matches import new_session
from game.app.scenes.match import MatchScene
from game.core.prompt import ROLL_EVENT
from game.core.rules import MatchSetup, Seat
from game.ui.moments import HEADLINE_S, ROLL_HOLD_S, headline_box


def _match_scene(app, game_id: str, seats, seed: int) -> MatchScene:
    scene = MatchScene(app, new_session(app, MatchSetup(game_id, tuple(seats), seed, ())))
    app.stack.push(scene)
    app.run_frames(2)
    return scene


def test_a_roll_stays_in_view_after_the_question_it_ended(make_app):
    app, driver = make_app()
    scene = _match_scene(app, "hit_z_road", [Seat("Ana", 0, None)], 5)
    rolls_seen = 0
    for _ in range(400):
        if scene.match.is_over or rolls_seen >= 3:
            break
        if not scene.human_may_answer:
            app.run_frames(1)
            continue
        options = scene.prompt.options
        # fight with dice whenever offered, else the first answer
        pick = next((o for o in options if o.value.split(":")[0] in ("ranged", "fight", "roll")), options[0])
        before = len(scene.match.log)
        scene.answer(pick.value)
        app.run_frames(1)
        rolled = [e for e in scene.match.log[before:] if e.kind == ROLL_EVENT]
        if rolled:
            rolls_seen += 1
            assert scene.last_roll is rolled[-1], "the newest roll is the one shown"
            assert scene._roll_dice and len(scene._roll_dice) == len(rolled[-1].data["faces"]) + \
                len(rolled[-1].data.get("horde") or [])
        elif scene.last_roll is not None:
            assert scene.last_roll.kind == ROLL_EVENT and scene.last_roll in scene.match.log, \
                "with no newer roll the last one stays up"
    assert rolls_seen >= 1
    strip = scene._roll_rect()
    assert scene.answers_rect.bottom <= strip.top and strip.bottom <= scene.log_rect.top


def test_bots_wait_so_their_dice_can_be_seen(make_app):
    app, driver = make_app(animation_speed="normal")
    scene = _match_scene(app, "salvation_road", [Seat("Ana", 0, "cooperative"), Seat("Ben", 1, "cooperative")], 3)
    for _ in range(6000):
        app.run_frames(1, dt=0.05)
        if scene.last_roll is not None and scene.bot_hold > 0:
            break
    else:
        raise AssertionError("no bot rolled")
    answers = len(scene.match.answers)
    assert scene.bot_hold <= ROLL_HOLD_S * app.settings.animation_factor
    app.run_frames(int(scene.bot_hold / 0.05) - 1, dt=0.05)
    assert len(scene.match.answers) == answers, "no bot answers while the roll is held up"


def test_an_apocalypse_card_is_held_up_over_the_board(make_app):
    app, driver = make_app(animation_speed="normal")
    scene = _match_scene(app, "salvation_road", [Seat("Ana", 0, "cooperative"), Seat("Ben", 1, "cooperative")], 8)
    for _ in range(20000):
        app.run_frames(1, dt=0.05)
        if scene.headline or scene.match.is_over:
            break
    assert scene.headline, "a round's apocalypse card makes a headline"
    first = scene.headline[0]
    assert first.kind == "card_drawn" and first.data.get("deck") == "apocalypse"
    assert scene.headline_left <= HEADLINE_S * app.settings.animation_factor
    box, lines = headline_box(scene.board_rect, scene.fonts, scene.headline)
    assert scene.board_rect.contains(box) and lines
    answers = len(scene.match.answers)
    app.run_frames(10, dt=0.05)
    assert len(scene.match.answers) == answers, "the bots wait while it is read"
    app.run_frames(int(HEADLINE_S / 0.05) + 30, dt=0.05)
    assert not scene.headline and len(scene.match.answers) > answers, "then play goes on"
