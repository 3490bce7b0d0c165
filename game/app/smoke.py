"""--smoke-test: open the window and walk the real screens end to end with bots.

title → New game → a bot-only match of every startable game for a few
rounds → pause → Save → Quit to title → Load → the save watched again in the
replay viewer → Load it → the Records and About screens → an error on purpose, the
error screen and its bug report → quit. Prints each step;
returns 0 when all went well, 1 with the reason otherwise. Runs in a
temporary home folder so the player's saves and settings are never touched.
"""
from __future__ import annotations

import os
import tempfile
import time
import traceback
from pathlib import Path

import pygame

ROUNDS = 2
MAX_FRAMES_PER_MATCH = 20_000


def run_smoke_test(mod_folders: list[Path] | None = None, rounds: int = ROUNDS) -> int:
    with tempfile.TemporaryDirectory(prefix="survival-tabletop-smoke-") as home:
        os.environ["SURVIVAL_TABLETOP_HOME"] = home
        started = time.perf_counter()
        try:
            _walk(mod_folders or [], rounds)
        except Exception as exc:  # report any failure in words and a non-zero status
            traceback.print_exc()
            print(f"SMOKE TEST FAILED: {exc}")
            return 1
        finally:
            pygame.display.quit()
        print(f"smoke test passed in {time.perf_counter() - started:.1f} s")
        return 0


def step(text: str) -> None:
    print(f"  - {text}", flush=True)


def _walk(mod_folders: list[Path], rounds: int) -> None:
    from ..core.paths import saves_dir
    from ..core.registry import all_games
    from .app import App
    from .driver import Driver, DriverError
    from .scenes.load import LoadScene
    from .scenes.match import MatchScene
    from .scenes.new_game import NewGameScene
    from .scenes.title import TitleScene
    from .settings import Settings

    app = App(mod_folders=mod_folders, settings=Settings(animation_speed="instant"))
    driver = Driver(app)
    app.stack.reset(TitleScene(app))
    app.run_frames(2)
    step(f"title screen open ({app.window_size[0]}x{app.window_size[1]})")
    # no audio device is silence, not a failure; but a device that opens must give every sound
    if app.sound.wait_until_ready():
        step(f"sound ready: {app.sound.loaded} sounds on the {pygame.mixer.get_init()} mixer")
    elif not app.sound.problem.startswith("no sound"):
        raise DriverError(f"the sounds did not load: {app.sound.problem or 'still being made after 30 s'}")
    else:
        step(f"silent: {app.sound.problem}")
    games = [info for info in all_games() if info.startable]
    if not games:
        raise DriverError("no startable game is registered")
    for info in games:
        driver.click("New game")
        if not isinstance(driver.scene, NewGameScene):
            raise DriverError(f"New game did not open the setup screen (on {driver.scene.name})")
        driver.click(info.name, startswith=True)
        for index in range(len(driver.scene.seats)):
            guard = 0
            while driver.scene.seats[index].bot is None:
                driver.click(driver.scene.kind_buttons[index])   # cycles Person -> Bot: <kind>
                guard += 1
                if guard > 5:
                    raise DriverError(f"{info.name} has no bots to fill seat {index + 1}")
        step(f"{info.name}: set up {len(driver.scene.seats)} bot seats")
        driver.click("One mission" if info.campaign else "Start")     # a campaign game: one mission on its own
        scene = driver.scene
        if not isinstance(scene, MatchScene):
            raise DriverError(f"Start did not open the match (on {scene.name}); messages: {app.toasts}")
        match = scene.match

        def rounds_played() -> int:
            return sum(1 for event in match.log if match.is_autosave_point([event]))

        driver.run_until(lambda: rounds_played() >= rounds or match.is_over, MAX_FRAMES_PER_MATCH)
        if rounds_played() < rounds and not match.is_over:
            raise DriverError(f"{info.name}: bots did not finish {rounds} rounds ({len(match.answers)} answers)")
        step(f"{info.name}: bots played {rounds_played()} rounds, {len(match.answers)} answers"
             + (" (game over)" if match.is_over else ""))
        if match.is_over:
            driver.run_until(lambda: driver.scene.name == "end", 200)
            driver.click("Back to title")
            continue
        driver.key(pygame.K_ESCAPE)
        answers = [a.value for a in match.answers]   # the pause stops the bots: this is what Save writes
        driver.click("Save")
        saved = [p for p in saves_dir().glob("save-*.json")]
        if not saved:
            raise DriverError(f"Save wrote nothing; messages: {app.toasts}")
        step(f"{info.name}: saved {saved[-1].name}")
        driver.click("Quit to title")
        driver.click("Load")
        if not isinstance(driver.scene, LoadScene):
            raise DriverError("Load did not open the load screen")
        row = next(s for s in driver.scene.saves if s.path.name.startswith("save-"))
        _watch_a_little(app, driver, row.path.name, info.name)
        driver.click(driver.scene.load_buttons[row.path.name])
        # the bots play on at once after loading (they may even finish the game), so compare the history
        # up to the save
        loaded = app.stack.find(MatchScene)
        if loaded is None or [a.value for a in loaded.match.answers[:len(answers)]] != answers:
            raise DriverError(f"loading the save did not bring back the same match (on {driver.scene.name}; "
                              f"messages: {app.toasts})")
        step(f"{info.name}: loaded it back ({len(answers)} answers) and the bots play on")
        if driver.scene.name == "end":
            driver.click("Back to title")
        else:
            driver.key(pygame.K_ESCAPE)
            driver.click("Quit to title")
        for path in saves_dir().glob("save-*.json"):
            path.unlink()
    _visit_records(driver)
    _check_error_screen(app, driver)
    driver.click("Quit")
    if app.running:
        raise DriverError("Quit did not close the app")
    step("quit")


def _watch_a_little(app, driver, save_name: str, game_name: str) -> None:
    """From Load, the save watched again: a few answers forward and one back, then back to Load."""
    from .driver import DriverError
    from .scenes.replay import ReplayScene
    driver.click(driver.scene.watch_buttons[save_name])
    viewer = driver.scene
    if not isinstance(viewer, ReplayScene):
        raise DriverError(f"Watch did not open the replay viewer (on {viewer.name}; messages: {app.toasts})")
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        driver.key(key)
    if viewer.cursor.step != 2 or not viewer.cursor.plays_out:
        raise DriverError(f"the replay is at answer {viewer.cursor.step}, not 2, or does not play out as saved")
    step(f"{game_name}: watched the save again ({viewer.cursor.steps} answers), two answers in")
    driver.key(pygame.K_ESCAPE)


def _visit_records(driver) -> None:
    from .driver import DriverError
    driver.click("Records")
    if driver.scene.name != "records":
        raise DriverError(f"Records did not open the records screen (on {driver.scene.name})")
    finished = len(driver.app.records.entries)
    step(f"records screen open: {finished} finished games recorded")
    driver.click("Back")
    driver.click("About")
    from .scenes.about import dependency_licences
    unknown = [name for name, _version, licence in dependency_licences() if licence == "unknown"]
    if driver.scene.name != "about" or unknown:
        raise DriverError(f"the About screen did not open, or can't name the licences of {unknown}")
    step("about screen open: the version, and every library's licence named")
    driver.click("Back")


def _check_error_screen(app, driver) -> None:
    """A scene that fails to draw must bring up the error screen, whose bug report is written."""
    from ..core.paths import bug_reports_dir
    from .driver import DriverError
    from .scene import Scene
    from .scenes.title import TitleScene

    class FailingScene(Scene):
        name = "failing-on-purpose"

        def draw(self, surface) -> None:
            raise RuntimeError("the smoke test breaks this screen on purpose")

    step("breaking a screen on purpose (the traceback below is expected)")
    app.stack.push(FailingScene(app))
    app.run_frames(2)
    if driver.scene.name != "error" or not app.running:
        raise DriverError(f"an error while drawing did not show the error screen (on {driver.scene.name})")
    driver.click("Save a bug report")
    reports = list(bug_reports_dir().glob("bug-*.txt"))
    if not reports or "breaks this screen on purpose" not in reports[0].read_text():
        raise DriverError(f"the bug report was not written; messages: {app.toasts}")
    step(f"an error on purpose showed the error screen; bug report {reports[0].name} written")
    driver.click("Back to title")
    if not isinstance(driver.scene, TitleScene):
        raise DriverError(f"Back to title from the error screen went to {driver.scene.name}")
