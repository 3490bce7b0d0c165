"""A game with many variants (This War of Mine: optional rules, modes, modules) lists them by section on a
screen of their own, reached from New game; a combination the rules refuse is refused there and on New
game with the reason, and the choices made there are what the match plays with."""
from __future__ import annotations

from game.app.scenes.match import MatchScene
from game.app.scenes.variants import VariantsScene
from game.games.this_war_of_mine.rules import INFO


def _to_this_war_of_mine(driver):
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)


def test_the_sectioned_variants_have_their_own_screen_and_back_keeps_the_choice(make_app):
    app, driver = make_app()
    _to_this_war_of_mine(driver)
    assert driver.has_button("Normal") and not driver.has_button("Short Mode"), "difficulty here, the rest apart"
    driver.click("Optional rules", startswith=True)
    assert isinstance(driver.scene, VariantsScene)
    sections = [name for name, _rect in driver.scene.section_rects]
    shared = [v for v in INFO.variants_for(2) if v.section and v.section != "Scenarios"]
    assert sections == list(dict.fromkeys(v.section for v in shared))
    assert set(sections) == {"Optional rules", "Boards", "Modes", "Modules", "Story modules"}, \
        "the Scenarios, alternatives to each other, are a page of their own"
    assert {v.id for v in shared} == set(driver.scene.variant_buttons)
    cut = [button.text for button in driver.scene.variant_buttons.values() if button.text.endswith("…")]
    assert not cut, f"every name whole at 1280x720: {cut}"
    driver.click("Short Mode")
    assert driver.scene.variant_buttons["short_mode"].is_selected
    driver.click("Done")
    assert "short_mode" in driver.scene.setup().variants
    assert any(b.text.startswith("Optional rules") and b.text.endswith("(1 on)") for b in driver.buttons())


def test_a_refused_combination_says_why_and_changes_nothing(make_app):
    app, driver = make_app()
    _to_this_war_of_mine(driver)
    driver.click("Hard")
    driver.click("Optional rules", startswith=True)
    driver.click("Short Mode")
    assert not driver.scene.variant_buttons["short_mode"].is_selected
    assert any("Short Mode" in t and "Chapters I and II" in t for t in app.toasts), app.toasts
    driver.click("Done")
    assert driver.scene.setup().variants == ("hard", "front_of_board")


def test_a_start_plays_the_modes_chosen(make_app):
    app, driver = make_app()
    _to_this_war_of_mine(driver)
    while driver.scene.seats[1].bot is not None:      # two people: no bot answers before the test looks
        driver.click(driver.scene.kind_buttons[1])
    driver.click("Optional rules", startswith=True)
    driver.click("Short Mode")
    driver.click("Done")
    driver.click("Start")
    assert isinstance(driver.scene, MatchScene)
    match = driver.scene.match
    assert "short_mode" in match.setup.variants
    assert match.state.cold == 4 and match.pending.context["why"].startswith("short_remove_red"), \
        "Short Mode's setup: Cold 4, and the Leader removing red Shelter cards before the first Morning"
