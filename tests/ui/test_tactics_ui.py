"""This War of Mine's Tactics through the real match screen by real events: the module chosen on the variants
screen; and a whole Tactics fight played by a person, from the choice of the map when the Thugs are met,
through the turns on the map (the map drawn over the house, the fights on it in the Combat panel), to the end
of Tactics, all by clicks on the board, number keys and buttons."""
from __future__ import annotations

from collections import Counter

import pytest

from game.app.matches import new_session
from game.app.scenes.match import MatchScene
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat

from .real_answers import answer_by_event, person_asked, start_this_war_of_mine

SEED = 15                  # the Leader bot meets the Tower Block Gang on day 4 of this war (232 answers in)
MAX_ACTIONS = 400


def test_tactics_is_chosen_on_the_variants_screen(make_app):
    app, driver = make_app()
    scene = start_this_war_of_mine(driver, app, "3", "Tactics")
    assert "tactics" in scene.match.setup.variants


def _at_the_gang(app):
    """Two people's war, played by the Leader bot up to the question whether to take the fight onto the map."""
    setup = MatchSetup("this_war_of_mine", (Seat("Ana", 0, None), Seat("Ben", 1, None)), SEED, ("normal", "tactics"))
    session = new_session(app, setup)
    match = session.match
    bot = match.rules.bots["leader"](0, Rng(SEED))
    while match.pending.context.get("why") != "tactics":
        session.answer(bot.choose(match.view(match.pending.seat), match.pending))
    return session, bot


def _the_persons_answer(match, bot, prompt) -> str:
    """The map, and on it a hunter's play: assault or sneak up on a marked Enemy, else hide and listen; the
    rest as the Leader bot would answer."""
    why = prompt.context.get("why", "")
    values = [o.value for o in prompt.options]
    if why == "tactics":
        return "pick:map"
    if why == "tactics_action":
        return next(v for v in ("pick:assault", "pick:sneak_up", "pick:hide") if v in values)
    return bot.choose(match.view(prompt.seat), prompt)


def test_a_person_plays_a_tactics_fight_by_real_events(make_app):
    app, driver = make_app()
    session, bot = _at_the_gang(app)
    scene = MatchScene(app, session)
    app.stack.reset(scene)
    app.run_frames(2)
    match = scene.match
    used: Counter = Counter()
    asked: Counter = Counter()
    began = fights = 0
    for action in range(MAX_ACTIONS):
        prompt = person_asked(app, driver, scene)
        if prompt is None:
            continue
        run = match.state.tactics.get("run")
        if began and run is None:
            break
        why = prompt.context.get("why", "")
        if run is not None:
            asked[why.rstrip("0123456789")] += 1
            targets = {box.target for box in scene.board.hitboxes}
            in_a_fight = bool((match.view(prompt.seat).get("under_way") or {}).get("fight"))   # or arming for one
            assert ("fight" in targets) if in_a_fight else ("tactics" in targets), why
        log_before = len(match.log)
        answer_by_event(driver, scene, _the_persons_answer(match, bot, prompt), action, used)
        began = began or match.state.tactics.get("run") is not None
        fights += sum(event.kind == "combat" for event in match.log[log_before:]) if began else 0
    else:
        pytest.fail(f"Tactics never ended in {MAX_ACTIONS} actions")
    assert began and match.state.tactics.get("run") is None
    assert asked["tactics_action"] >= 2 and fights >= 1 and asked["flee"] >= 1, (asked, fights)   # turns, fights
    assert used["board"] and used["button"], used
