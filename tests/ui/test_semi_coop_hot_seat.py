"""This War of Mine's Semi-Coop for three at one screen, through the real screens by real events: chosen on
the variants screen (which turns One Character Per Player on with it), then the picks of Characters and of
secret Roles, each behind a hand-off screen, each player's board showing their own Role and Conflict card
and nobody else's, and the first day played on by clicks and keys."""
from __future__ import annotations

from collections import Counter


from game.app.scenes.match import MatchScene
from game.core.rng import Rng

from .real_answers import answer_by_event, step_to_a_question

MAX_ACTIONS = 1500


def _secret_chips(match_scene) -> list[str]:
    return [chip[0] for chip in match_scene.board._force_chips(match_scene.current_view())
            if chip[0].startswith(("role:", "conflict:"))]


def test_three_people_play_semi_coop_each_seeing_only_their_own_secret_cards(make_app):
    app, driver = make_app()
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    while len(driver.scene.seats) < 3:
        driver.click("+ Add seat")
    for seat in (1, 2):
        while driver.scene.seats[seat].bot is not None:
            driver.click(driver.scene.kind_buttons[seat])
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("5")
    driver.click("Optional rules", startswith=True)
    driver.click("Semi-Coop")
    assert driver.scene.variant_buttons["semi_coop"].is_selected
    assert driver.scene.variant_buttons["one_each"].is_selected, "what it requires comes with it"
    driver.click("Done")
    driver.click("Start")
    match_scene = app.stack.find(MatchScene)
    assert match_scene is not None, app.toasts
    match = match_scene.match
    bot = match.rules.bots["leader"](0, Rng(5))
    used, handoffs, role_picks, seen = Counter(), 0, set(), {}
    for action in range(MAX_ACTIONS):
        if match.is_over or match.state.day >= 2:
            break
        step = step_to_a_question(app, driver, match_scene)
        handoffs += step == "handoff"
        if step != "ask":
            continue
        prompt = match.pending
        if prompt.context["why"].startswith("pick_role"):
            role_picks.add(prompt.seat)
            assert all(o.label.partition(" ")[2] in prompt.body for o in prompt.options), "both Roles described"
        if match.state.roles.get(str(prompt.seat)):
            own = {f"role:{prompt.seat}", f"conflict:{prompt.seat}"} & set(_secret_chips(match_scene))
            others = {chip for chip in _secret_chips(match_scene) if not chip.endswith(f":{prompt.seat}")}
            shown = {f"role:{s}" for s, held in match.state.roles.items() if held["revealed"]} | \
                    {f"conflict:{s}" for s, held in match.state.conflicts.items() if held["played"]}
            assert others <= shown, f"seat {prompt.seat} sees another's secret card: {others - shown}"
            seen[prompt.seat] = own
        if match_scene.confirming is not None:
            driver.click(match_scene.answers.buttons[0])
            continue
        answer_by_event(driver, match_scene, bot.choose(match.view(prompt.seat), prompt), action, used)
    assert match.state.day >= 2 or match.is_over, f"the first day was not played in {MAX_ACTIONS} actions"
    assert role_picks == {0, 1, 2}, "each player kept a Role in secret"
    assert handoffs >= 3, "the screen was covered between the players"
    assert all(len(seen.get(seat, ())) == 2 for seat in range(3)), seen
    assert used["button"] >= 3, used
    app.draw()
