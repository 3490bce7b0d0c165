"""A Strange Package (L1348-1352) opens only after a war survived on this computer: New game refuses it
with the reason until the progress file records a win of This War of Mine by a person;
the end screen records a person's wins; a damaged progress file is reported, never a crash."""
from __future__ import annotations

from game.app.progress import Progress, progress_path
from game.app.scenes.end import EndScene

from .test_app import start_dash


def _to_the_modules(driver):
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    driver.click("Optional rules", startswith=True)


class _Won:
    """A finished match as far as progress cares: its game, its seats, who won."""

    def __init__(self, game_id: str, winners, human: bool = True) -> None:
        from game.core.rules import MatchSetup, Seat
        self.setup = MatchSetup(game_id, (Seat("Ana", 0, None if human else "leader"), Seat("Ben", 1, "leader")), 1)
        self._winners = winners

    def outcome(self):
        from types import SimpleNamespace
        return SimpleNamespace(winners=self._winners)


def test_the_package_is_locked_until_a_war_is_won_here(make_app):
    app, driver = make_app()
    _to_the_modules(driver)
    driver.click("A Strange Package")
    assert not driver.scene.variant_buttons["strange_package"].is_selected
    assert any("opens only after a war survived" in t for t in app.toasts), app.toasts
    Progress().record_end(_Won("this_war_of_mine", [0, 1]))
    app2, driver2 = make_app()
    _to_the_modules(driver2)
    driver2.click("A Strange Package")
    assert driver2.scene.variant_buttons["strange_package"].is_selected


def test_only_a_win_by_a_person_counts():
    from game.games.this_war_of_mine.rules import INFO
    progress = Progress()
    assert "A Strange Package opens only after" in progress.refusal(INFO, ("normal", "strange_package"))
    assert progress.refusal(INFO, ("normal",)) is None
    assert not progress.record_end(_Won("this_war_of_mine", []))
    assert not progress.record_end(_Won("this_war_of_mine", [0, 1], human=False))
    assert not progress.record_end(_Won("this_war_of_mine", [1])), "the bot won alone"
    assert not Progress().has_won("this_war_of_mine")
    assert progress.record_end(_Won("this_war_of_mine", [0, 1])) and Progress().has_won("this_war_of_mine")
    assert progress.refusal(INFO, ("strange_package",)) is None, "opened"
    assert not progress.record_end(_Won("this_war_of_mine", [0, 1])), "no news the second time"


def test_a_damaged_progress_file_is_reported_and_read_as_none(make_app):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", "utf-8")
    app, driver = make_app()
    assert any("progress file" in t for t in app.toasts), app.toasts
    assert not app.progress.has_won("this_war_of_mine")


def test_the_end_screen_records_a_win(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    match = match_scene.match
    while not isinstance(driver.scene, EndScene):
        if match_scene.human_may_answer:
            driver.click(match_scene.answers.buttons[0])
        driver.run_until(lambda: isinstance(driver.scene, EndScene) or match_scene.human_may_answer, 3000)
    won = 0 in match.outcome().winners
    assert Progress().has_won(match.setup.game_id) == won
