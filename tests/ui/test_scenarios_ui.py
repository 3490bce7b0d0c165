"""This War of Mine's Scenario mode through the real screens by real events: a scenario chosen on the variants
screen's page of its own (one at a time: choosing another takes its place; New game's button names it), the match set up by its sheet, its rule page and
opening read in the script reader before the first question, and the day track naming it."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import scenarios

from .real_answers import start_this_war_of_mine


def test_the_scenarios_have_a_page_of_their_own_and_new_game_names_the_one_chosen(make_app):
    app, driver = make_app()
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    driver.click("Optional rules", startswith=True)
    assert "the_well" not in driver.scene.variant_buttons, "the other sections keep their room"
    driver.click("Done")
    driver.click("Scenarios: none…")
    assert driver.scene.title.endswith("scenarios") and set(driver.scene.variant_buttons) == set(scenarios.SCENARIO_IDS)
    driver.click("The Last Winter")
    driver.click("The Well")
    assert [v for v, button in driver.scene.variant_buttons.items() if button.is_selected] == ["the_well"]
    driver.click("The Well")
    assert not any(button.is_selected for button in driver.scene.variant_buttons.values()), "chosen again: none"
    driver.click("Paper Memory")
    driver.click("Done")
    assert driver.has_button("Scenarios: Paper Memory…")
    assert "paper_memory" in driver.scene.setup().variants


def test_a_scenario_is_chosen_on_the_variants_screen_and_its_story_opens_the_war(make_app):
    app, driver = make_app()
    scene = start_this_war_of_mine(driver, app, "5", "The Last Winter", "The Well", page="Scenarios")
    assert "the_well" in scene.match.setup.variants and "last_winter" not in scene.match.setup.variants
    app.run_frames(3)
    state = scene.match.state
    assert scenarios.sheet(state).id == "the_well" and state.storage["water"] == 4
    read = [event.data["number"] for event in scene.match.log if event.kind == "script"]
    assert read[:2] == ["905", "2020"]
    assert scene.reader_shown and "Scenario Mode" in scene.reader_text(), "the story is read before the first question"
    day = next(box for box in scene.board.hitboxes if box.target == "day")
    assert "The scenario: The Well." in day.tooltip and "Share the Well" in day.tooltip
