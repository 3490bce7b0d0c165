"""Write a PNG of every screen, driven through the real scenes with real input events.

    python build/screenshots.py [FOLDER] [--size 1280x720 --size 1920x1080] [--scale 200]

FOLDER defaults to screenshots/. Uses the dummy video driver unless a
display is set (e.g. under xvfb-run). Runs in a temporary home folder with
a damaged save and a broken mod laid out, so those screens show them.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

BROKEN_MOD = """id = "road-rage"
name = "Road Rage"
version = "0.3"
game = "hit_z_road"
format_version = 1
"""
BROKEN_CARDS = """format_version = 1

[[cards]]
id = "rr-burning-bridge"
name = "Burning Bridge"
level = 4
points = 2
zombies = 3
"""


def prepare_home(home: Path) -> None:
    """A damaged save and two mods (the worked example and a broken one) for the Load and Mods screens."""
    saves = home / "saves"
    saves.mkdir(parents=True)
    (saves / "save-20240101-120000.json").write_text('{"format": "survival-tabletop-save", "version": 1, "body": {', "utf-8")
    mods = home / "mods"
    example = ROOT / "docs" / "example-mod" / "desert-detour"
    if example.is_dir():
        shutil.copytree(example, mods / example.name)
    broken = mods / "road-rage"
    broken.mkdir(parents=True)
    (broken / "mod.toml").write_text(BROKEN_MOD, "utf-8")
    (broken / "cards.toml").write_text(BROKEN_CARDS, "utf-8")


READER_BODY = """# The quarry road

The convoy stops where the tarmac gives way to gravel. Nobody speaks; the wind carries grit into
every seam of the trucks, and the map on the dashboard is folded along the wrong creases.

Someone has circled a gas station that burned down years ago. **Decide quickly**: the light will
not last, and whatever followed you out of town is still somewhere behind the pylons.

## What you know

- Food and fuel are short, and the compound's fence will not hold another night like the last.
- Every answer below still does exactly what it says; this is only the story around it.

The engine coughs twice and settles. Ahead, the road bends out of sight behind a row of leaning
pylons, their wires long gone for scrap. You count to ten, then to twenty, and still nothing follows."""


def _reader_scene(match_scene_type):
    """A match screen whose pending prompt carries READER_BODY (no game has bodies yet)."""
    from dataclasses import replace

    class ReaderShotScene(match_scene_type):
        _with_body = (None, None)

        @property
        def prompt(self):
            pending = self.match.pending
            if pending is None:
                return None
            if self._with_body[0] is not pending:
                self._with_body = (pending, replace(pending, body=READER_BODY))
            return self._with_body[1]

    return ReaderShotScene


def answer_first(driver, scene) -> None:
    """The first answer by keyboard: its number key, or in a list of values (bids) the first
    value typed and Enter; a question asked before a final answer is answered Yes the same way."""
    driver.key(pygame.K_1)
    if scene.answers.by_value or scene.confirming is not None:
        driver.key(pygame.K_RETURN)


def shoot(folder: Path, size: tuple[int, int], suffix: str, scale: int = 100) -> list[Path]:
    from game.app.app import App
    from game.app.driver import Driver
    from game.app.scenes.handoff import HandoffScene
    from game.app.scenes.match import MatchScene
    from game.app.scenes.title import TitleScene
    from game.app.settings import Settings

    written: list[Path] = []
    app = App(settings=Settings(window_size=size, animation_speed="instant", ui_scale=scale))
    driver = Driver(app)

    def snap(name: str, keep_messages: bool = False) -> None:
        if not keep_messages:
            app.clear_toasts()
        app.run_frames(2)
        path = folder / f"{name}{suffix}.png"
        app.screenshot(path)
        written.append(path)
        print(f"  {path}")

    app.stack.reset(TitleScene(app))
    snap("01-title")
    driver.click("New game")
    snap("02-new-game")

    # a person against a bot, played by keyboard until a fight is on the table
    driver.click("Start")
    scene = driver.scene
    if not isinstance(scene, MatchScene):
        raise SystemExit(f"Start did not open a match: {app.toasts}")
    for _ in range(400):
        driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
        if scene.match.is_over or scene.current_view().get("fight"):
            break
        answer_first(driver, scene)
    app.settings = app.settings.with_changes(animation_speed="normal")
    snap("03-match")
    driver.key(pygame.K_ESCAPE)
    snap("04-pause")
    driver.click("Quit to title")

    # two people at one screen: the hand-off covers the table
    driver.click("New game")
    driver.click(driver.scene.kind_buttons[1])
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    driver.click("Start")
    snap("05-handoff")
    driver.key(pygame.K_RETURN)
    snap("06-match-hot-seat")
    driver.key(pygame.K_ESCAPE)
    driver.click("Save")
    driver.click("Quit to title")

    driver.click("Load")
    snap("07-load")
    driver.click("Back")
    driver.click("Mods")
    snap("08-mods")
    driver.click("Back")
    driver.click("Settings")
    snap("09-settings")
    driver.click("Back")
    driver.click("Rules")
    snap("10-rules")
    driver.click("Back")

    # an error nobody expected: a screen that fails to draw brings up the error screen
    from game.app.scene import Scene

    class FailingScene(Scene):
        name = "failing-on-purpose"

        def draw(self, surface) -> None:
            raise RuntimeError("a screen broken on purpose for this screenshot")

    app.stack.push(FailingScene(app))
    app.run_frames(2)
    snap("14-error")
    driver.click("Back to title")

    # bots play a whole game for the end screen
    app.settings = app.settings.with_changes(animation_speed="instant")
    driver.click("New game")
    driver.click(driver.scene.kind_buttons[0])
    driver.click("Start")
    driver.run_until(lambda: driver.scene.name == "end", 20000)
    snap("11-end")
    driver.click("Back to title")

    # Salvation Road: a person with a co-operative bot, a few answers in
    driver.click("New game")
    driver.click("Salvation Road", startswith=True)
    snap("12-salvation-road-setup")
    driver.click("Start")
    scene = driver.scene
    if not isinstance(scene, MatchScene):
        raise SystemExit(f"Start did not open a Salvation Road match: {app.toasts}")
    for _ in range(12):
        driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
        if scene.match.is_over:
            break
        answer_first(driver, scene)
    driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
    snap("13-salvation-road-match")

    # a prompt with a body to read: the same question, with a chapter's text in the reader above the answers
    if not scene.match.is_over:
        app.stack.push(_reader_scene(MatchScene)(app, scene.session))
        app.run_frames(2)
        snap("15-match-reader")

    # Everything Lost: a campaign, its first mission played by the survivor bot's answers until a fight
    from game.core.rng import Rng
    from game.games.everything_lost.bots import SurvivorBot
    app.stack.reset(TitleScene(app))
    driver.click("New game")
    driver.click("Everything Lost", startswith=True)
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("7")                     # the same campaign every time
    snap("16-everything-lost-setup")
    driver.click("Start a campaign")
    snap("17-everything-lost-campaign")
    driver.click("Play 1A", startswith=True)
    scene = driver.scene
    if not isinstance(scene, MatchScene):
        raise SystemExit(f"the campaign did not open its mission: {app.toasts}")
    bot = SurvivorBot(0, Rng(2))
    fight_shot = False
    for step in range(400):
        driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
        if scene.match.is_over:
            break
        if step == 12:
            snap("18-everything-lost-match")
        if scene.current_view().get("fight") and scene.current_view()["fight"].get("brown") and not fight_shot:
            snap("19-everything-lost-fight")
            fight_shot = True
            if step > 12:
                break
        if scene.confirming is not None:
            driver.click(scene.answers.buttons[0])
            continue
        value = bot.choose(scene.match.view(0), scene.match.pending)
        scene.choose(next(o for o in scene.answers.options if o.value == value))
    # Wasted Wilds: two people hot-seat, a few turns in (the survivor bots' answers)
    from game.games.wasted_wilds.bots import SurvivorBot as WildsBot
    app.stack.reset(TitleScene(app))
    driver.click("New game")
    driver.click("Maximum Apocalypse: Wasted Wilds", startswith=True)
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("9")
    snap("20-wasted-wilds-setup")
    driver.click("One mission")
    scene = app.stack.find(MatchScene)          # behind the first hand-off
    if scene is None:
        raise SystemExit(f"Wasted Wilds did not start: {app.toasts}")
    bots = [WildsBot(k, Rng(90 + k)) for k in range(2)]
    for _ in range(400):
        if isinstance(driver.scene, HandoffScene):
            driver.key(pygame.K_RETURN)
            app.run_frames(20)
            continue
        driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
        if scene.match.is_over or scene.match.state.turns >= 5:
            break
        if scene.confirming is not None:
            driver.click(scene.answers.buttons[0])
            continue
        seat = scene.match.pending.seat
        value = bots[seat].choose(scene.match.view(seat), scene.match.pending)
        scene.choose(next(o for o in scene.answers.options if o.value == value))
    if isinstance(driver.scene, HandoffScene):
        driver.key(pygame.K_RETURN)
        app.run_frames(20)
    driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
    snap("21-wasted-wilds-match")

    # This War of Mine: two people at one screen, the Leader's bot answering, a shot at each moment worth one
    app.stack.reset(TitleScene(app))
    driver.click("New game")
    driver.click("This War of Mine", startswith=True)
    while driver.scene.seats[1].bot is not None:
        driver.click(driver.scene.kind_buttons[1])
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("4")
    snap("22-this-war-of-mine-setup")
    driver.click("Start")
    scene = app.stack.find(MatchScene)
    if scene is None:
        raise SystemExit(f"This War of Mine did not start: {app.toasts}")
    rules = scene.match.rules
    leader = rules.bots.get("leader", rules.bots["random"])(0, Rng(4))
    wanted = {"day": "23-this-war-of-mine-day", "reading": "24-this-war-of-mine-script",
              "scavenging": "25-this-war-of-mine-scavenging", "fight": "26-this-war-of-mine-fight",
              "trade": "27-this-war-of-mine-trade", "choosing": "28-this-war-of-mine-choose-findings",
              "raid": "29-this-war-of-mine-night-raid"}
    for _ in range(3000):
        driver.run_until(lambda: scene.human_may_answer or scene.match.is_over, 3000)
        if scene.match.is_over or not wanted:
            break
        view, prompt = scene.current_view(), scene.match.pending
        under_way = view.get("under_way") or {}
        moment = next((m for m in ("fight", "trade", "choosing", "raid") if m in under_way and m in wanted), None)
        if moment is None and prompt.body and "reading" in wanted:
            moment = "reading"
        now = view.get("phase_now", view["phase"])
        assigned = (under_way.get("stage") or {}).get("assigned")
        if moment is None and now in wanted and view["day"] >= 2 and (now == "scavenging" or assigned):
            moment = now
        if moment is not None:
            snap(wanted.pop(moment))
        if scene.confirming is not None:
            driver.click(scene.answers.buttons[0])
            continue
        value = leader.choose(scene.match.view(prompt.seat), prompt)
        scene.choose(next(o for o in scene.answers.options if o.value == value))
    pygame.display.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="screenshots", type=Path)
    parser.add_argument("--size", action="append", default=[], help="window size WxH (repeatable; default 1280x720)")
    parser.add_argument("--scale", type=int, default=100, help="UI scale in percent (as far as the window fits it)")
    args = parser.parse_args(argv)
    sizes = [tuple(int(v) for v in text.lower().split("x")) for text in (args.size or ["1280x720"])]
    args.folder.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="survival-tabletop-shots-") as home:
            os.environ["SURVIVAL_TABLETOP_HOME"] = home
            prepare_home(Path(home))
            suffix = ("" if len(sizes) == 1 else f"-{size[0]}x{size[1]}") + \
                ("" if args.scale == 100 else f"-{args.scale}")
            print(f"{size[0]}x{size[1]} at {args.scale}%:")
            shoot(args.folder, size, suffix, args.scale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
