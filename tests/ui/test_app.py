"""The app driven by real pygame events: clicks at widget centres and key presses."""
from __future__ import annotations

import json

import pygame

from game.app.scenes.end import EndScene
from game.app.scenes.handoff import HandoffScene
from game.app.scenes.load import LoadScene
from game.app.scenes.match import FINAL_WARNING, FINAL_WARNING_UNDO, MatchScene
from game.app.scenes.mods import ModsScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.title import TitleScene
from game.core.paths import config_dir, mods_dir, saves_dir
from game.core.registry import all_games


def start_dash(driver, people: int = 1, players: int = 2):
    """Title -> New game -> Dice Dash with `people` human seats out of `players`, by clicks."""
    driver.click("New game")
    scene = driver.scene
    assert isinstance(scene, NewGameScene)
    driver.click("Dice Dash", startswith=True)
    while len(driver.scene.seats) < players:
        driver.click("+ Add seat")
    for index in range(players):
        want_bot = index >= people
        while (driver.scene.seats[index].bot is not None) != want_bot:
            driver.click(driver.scene.kind_buttons[index])
    driver.click("Start")
    assert isinstance(driver.scene, (MatchScene, HandoffScene, EndScene)), driver.app.toasts
    return driver.app.stack.find(MatchScene)


def answer_texts(match_scene) -> list[str]:
    return [button.text for button in match_scene.answers.buttons]


# --- title and new game ---------------------------------------------------------------
def test_title_has_every_entry_and_continue_is_greyed_without_saves(make_app):
    app, driver = make_app()
    assert isinstance(driver.scene, TitleScene)
    for text in ("Continue", "New game", "Load", "Mods", "Settings", "Rules", "Quit"):
        assert driver.has_button(text)
    assert not driver.button("Continue").is_enabled


def test_new_game_lists_all_games_and_marks_unstartable(make_app):
    app, driver = make_app()
    driver.click("New game")
    texts = [b.text for b in driver.buttons()]
    for info in all_games():
        button = next(b for b in driver.buttons() if b.text.startswith(info.name))
        assert button.is_enabled == info.startable, info.name
        if not info.startable:      # said on the button, or (a long name) in the line under it and its tooltip
            assert "coming later" in button.text or "Not playable yet" in button.tool_tip_text
    assert "Start" in texts


def test_seats_can_be_added_named_recoloured_and_removed(make_app, standin_game):
    app, driver = make_app()
    driver.click("New game")
    driver.click("Dice Dash", startswith=True)
    scene = driver.scene
    driver.click("+ Add seat")
    assert len(driver.scene.seats) == 3
    colors = [s.color for s in driver.scene.seats]
    assert len(set(colors)) == 3
    driver.click(driver.scene.name_entries[0].rect.center)
    driver.key(pygame.K_END)
    for _ in range(5):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Zoe")
    driver.click(driver.button(driver.scene.name_entries and "Red"))  # cycle seat 1's colour
    assert driver.scene.seats[0].name == "Zoe"
    assert driver.scene.seats[0].color not in colors[1:]
    driver.click("×")
    assert len(driver.scene.seats) == 2
    assert scene is driver.scene
    setup = driver.scene.setup()
    assert setup.game_id == "dice_dash" and len(setup.seats) == 2


def test_variants_follow_player_count_and_seed_is_used(make_app, standin_game):
    app, driver = make_app()
    driver.click("New game")
    driver.click("Dice Dash", startswith=True)
    assert driver.has_button("Long road")        # 2 players: the variant applies
    driver.click("Long road")
    driver.click(driver.scene.seed_entry.rect.center)
    driver.type_text("4242")
    setup = driver.scene.setup()
    assert setup.variants == ("long",) and setup.seed == 4242
    driver.click("×")                            # down to 1 player: the variant is gone
    assert not driver.has_button("Long road")
    assert driver.scene.setup().variants == ()


# --- the match screen ------------------------------------------------------------------------
def test_answers_by_mouse_and_by_keyboard_and_undo(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    match = match_scene.match
    assert answer_texts(match_scene)[0].startswith("1.  Take cover")
    driver.click(match_scene.answers.buttons[0])             # mouse
    assert match.answers[-1].value == "cover"
    assert match_scene.undo_button.is_enabled
    driver.key(pygame.K_u)                                   # U = undo
    assert not match.answers or match.answers[-1].value != "cover"
    assert match.undoable_count() == 0 and not match_scene.undo_button.is_enabled
    driver.key(pygame.K_2)                                   # number key: the 2nd option
    assert match.answers[-1].value == "cover-low"
    driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)          # focus moves; Enter answers
    driver.key(pygame.K_RETURN)
    assert driver.scene is match_scene


def test_every_final_answer_asks_once_until_told_to_stop(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    driver.key(pygame.K_1)                                   # take cover: undoable
    answers_before = len(match_scene.match.answers)
    driver.key(pygame.K_1)                                   # roll: final, so the panel asks first
    assert len(match_scene.match.answers) == answers_before
    assert match_scene.notice == FINAL_WARNING_UNDO          # ... and says the cover can't be taken back either
    assert answer_texts(match_scene)[0].startswith("1.  Yes: Roll the die")
    driver.key(pygame.K_RETURN)                              # Enter gives the focused answer: Yes
    assert match_scene.match.answers[-1].value == "roll"
    assert match_scene.notice == ""
    # the second time it asks again (nothing undoable before it now)
    driver.run_until(lambda: match_scene.human_may_answer and match_scene.match.undoable_count() == 0)
    driver.key(pygame.K_3)                                   # roll straight away
    assert match_scene.notice == FINAL_WARNING
    texts = answer_texts(match_scene)
    assert texts[1].startswith("2.  Yes, and stop asking") and texts[2].startswith("3.  Not yet")
    count = len(match_scene.match.answers)
    driver.key(pygame.K_2)                                   # yes, and stop asking
    assert match_scene.match.answers[count].value == "roll"
    assert app.settings.confirm_final is False
    driver.run_until(lambda: match_scene.human_may_answer and match_scene.match.undoable_count() == 0)
    count = len(match_scene.match.answers)
    driver.key(pygame.K_3)
    assert match_scene.match.answers[count].value == "roll", "answered at once now"
    assert match_scene.notice == ""


def test_not_yet_gives_nothing_and_the_question_starts_again(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    count = len(match_scene.match.answers)
    driver.key(pygame.K_3)                                   # roll: asks
    driver.key(pygame.K_ESCAPE)                              # Esc backs out, like Not yet
    assert len(match_scene.match.answers) == count and match_scene.confirming is None
    assert [o.value for o in match_scene.answers.options] == ["cover", "cover-low", "roll"]


def test_enter_answers_the_focused_answer_and_the_mouse_moves_the_focus(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    answers = match_scene.answers
    assert answers.focus.index == 0, "a new question focuses its first answer"
    second = answers.buttons[1]
    pygame.mouse.set_pos(second.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=second.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(3)
    assert answers.focus.current is second, "the button the mouse points at is the one Enter gives"
    driver.key(pygame.K_UP)                                  # the keys move it on; the resting mouse doesn't take it back
    assert answers.focus.index == 0
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert match_scene.match.answers[-1].value == "cover-low"


def test_final_options_are_marked(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    roll = match_scene.answers.button_for("roll")
    assert "can't be undone" in roll.tool_tip_text.lower()
    assert match_scene.answers._icons, "final options carry a dice icon"


def test_board_click_answers_or_narrows_to_shared_target(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    assert match_scene.highlights() == {"wall", "die"}
    wall = match_scene.board.target_rect("wall")
    driver.click(wall.center)                                # two answers share the wall
    assert [o.value for o in match_scene.answers.options] == ["cover", "cover-low", "__show_all__"]
    driver.key(pygame.K_2)
    assert match_scene.match.answers[-1].value == "cover-low"
    app.run_frames(2)
    die = match_scene.board.target_rect("die")
    driver.click(die.center)                                 # one answer: taken at once (after the warning)
    assert match_scene.notice == FINAL_WARNING_UNDO
    driver.key(pygame.K_RETURN)
    assert match_scene.match.answers[-1].value == "roll"


def test_log_shows_only_what_the_viewer_may_see(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer and len(match_scene.match.log) > 2)
    texts = [line.text for line in match_scene.log.lines]
    secrets = [e for e in match_scene.match.log if e.kind == "secret"]
    for event in secrets:
        assert (event.text in texts) == (event.seats == (match_scene.viewer,))


def test_bots_play_alone_to_the_end_screen(make_app, standin_game):
    app, driver = make_app()
    start_dash(driver, people=0)
    assert driver.run_until(lambda: isinstance(driver.scene, EndScene), 3000)
    assert "wins" in driver.scene.winners_text() or "win!" in driver.scene.winners_text()
    driver.click("Back to title")
    assert isinstance(driver.scene, TitleScene)


def test_bots_wait_a_moment_at_normal_speed(make_app, standin_game):
    app, driver = make_app(animation_speed="normal")
    match_scene = start_dash(driver, people=0)
    app.run_frames(5, dt=0.05)
    assert len(match_scene.match.answers) == 0
    app.run_frames(20, dt=0.05)
    assert len(match_scene.match.answers) >= 1


# --- hand-off -------------------------------------------------------------------------------
def test_handoff_between_two_people_is_one_screen_with_what_happened(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=2)
    assert isinstance(driver.scene, HandoffScene) and driver.scene.seat == 0
    driver.key(pygame.K_RETURN)
    assert driver.scene is match_scene and match_scene.viewer == 0
    app.run_frames(20)           # past the moment a second press is taken for a slip
    driver.key(pygame.K_2)       # duck low
    driver.key(pygame.K_1)       # roll (asked) ...
    driver.key(pygame.K_RETURN)  # ... confirmed: seat 2 is asked now
    assert isinstance(driver.scene, HandoffScene) and driver.scene.seat == 1
    handoff = driver.scene
    away = [e.text for e in handoff.away]
    assert any("rolls" in text for text in away), "the result seat 1 just caused is on the cover"
    assert all(e.seats is None for e in handoff.away), "both people may be looking: nothing private"
    assert handoff.away[-1] is scene_last_public(match_scene), "down to what seat 1's answer just caused"
    driver.key(pygame.K_RETURN)  # one press: straight to the table, every time
    assert driver.scene is match_scene and match_scene.viewer == 1


def scene_last_public(match_scene):
    return next(event for event in reversed(match_scene.match.log) if event.seats is None)


def test_the_press_that_passes_the_screen_answers_nothing(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(2)
    assert driver.scene is match_scene
    for _ in range(3):           # the key is held: its repeats
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.run_frames(2)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(1)
    driver.key(pygame.K_RETURN)  # a second press right away: a slip of the Enter, Enter habit
    assert match_scene.match.answers == [], "nothing answered by the presses meant for the cover"
    app.run_frames(20)
    driver.key(pygame.K_RETURN)  # a press after a look at the table counts
    assert match_scene.match.answers[-1].value == "cover"


def test_handoff_setting_never_and_no_cover_when_nothing_is_hidden(make_app, standin_game):
    app, driver = make_app(handoff="never")
    match_scene = start_dash(driver, people=2)
    assert driver.scene is match_scene, "Never: no cover screen"
    from game.app.scenes.match import handoff_needed
    session = match_scene.session
    assert not handoff_needed(session, 0, 1, "never")
    assert handoff_needed(session, 0, 1, "always")
    views_differ = session.match.view(0) != session.match.view(1)
    assert handoff_needed(session, 0, 1, "when_needed") == views_differ


def test_no_handoff_with_one_person(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1, players=3)
    for _ in range(3):
        driver.run_until(lambda: match_scene.human_may_answer)
        assert not isinstance(driver.scene, HandoffScene)
        driver.key(pygame.K_3 if match_scene.match.undoable_count() == 0 else pygame.K_1)
        if match_scene.confirming:
            driver.key(pygame.K_RETURN)


# --- pause, save, load, continue ------------------------------------------------------------
def test_pause_save_quit_load_and_continue(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    driver.key(pygame.K_1)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, PauseScene)
    driver.click("Resume")
    assert driver.scene is match_scene
    driver.key(pygame.K_ESCAPE)
    driver.click("Save")
    saves = list(saves_dir().glob("save-*.json"))
    assert len(saves) == 1
    body = json.loads(saves[0].read_text())["body"]
    assert body["label"].startswith("Dice Dash, with 1 bot, round 1, ")
    state = match_scene.match.state_hash()
    driver.click("Quit to title")
    assert isinstance(driver.scene, TitleScene)
    assert (saves_dir() / match_scene.autosave_name).exists(), "quitting mid-game autosaves"
    assert driver.button("Continue", startswith=True).is_enabled
    driver.click("Load")
    assert isinstance(driver.scene, LoadScene)
    driver.click(driver.scene.load_buttons[saves[0].name])
    assert isinstance(driver.scene, MatchScene) and driver.scene.match.state_hash() == state
    driver.key(pygame.K_ESCAPE)
    driver.click("Quit to title")
    driver.click("Continue", startswith=True)
    assert isinstance(driver.app.stack.find(MatchScene), MatchScene)
    assert driver.app.stack.find(MatchScene).match.state_hash() == state


def test_autosave_at_round_end(make_app, standin_game):
    app, driver = make_app(animation_speed="fast")
    start_dash(driver, people=0)
    match_scene = driver.app.stack.find(MatchScene)
    driver.run_until(lambda: any(e.kind == "round_end" for e in match_scene.match.log), 2000)
    autosave = saves_dir() / match_scene.autosave_name
    assert autosave.exists() and autosave.name.startswith("autosave-dice_dash-")
    driver.run_until(lambda: isinstance(driver.scene, EndScene), 5000)
    assert not autosave.exists(), "a finished game is not offered as Continue"


def test_damaged_save_is_listed_with_reason_and_backup_loads(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.run_until(lambda: match_scene.human_may_answer)
    driver.key(pygame.K_ESCAPE)
    driver.click("Save")
    path = next(saves_dir().glob("save-*.json"))
    driver.click("Save")                       # same second or not, make a backup of one file:
    from game.core.saves import save_match
    save_match(match_scene.match, path)        # the earlier version is kept as .bak
    path.write_text('{"format": "survival-tabletop-save", "body": {', "utf-8")   # then it gets damaged
    driver.click("Quit to title")
    driver.click("Load")
    scene = driver.scene
    damaged = next(s for s in scene.saves if s.path == path)
    assert not damaged.ok and "damaged" in damaged.reason
    assert not scene.load_buttons[path.name].is_enabled
    driver.click(scene.backup_buttons[path.name])
    assert isinstance(driver.scene, MatchScene)


# --- settings ------------------------------------------------------------------------------------
def test_settings_are_saved_and_read_back(make_app):
    app, driver = make_app()
    driver.click("Settings")
    driver.click(driver.scene.segments[("colorblind", True)])
    driver.click(driver.scene.segments[("animation_speed", "slow")])
    driver.click(driver.scene.segments[("handoff", "always")])
    driver.click(driver.scene.segments[("ui_scale", 125)])
    data = json.loads((config_dir() / "settings.json").read_text())
    assert data["colorblind"] is True and data["animation_speed"] == "slow"
    assert data["handoff"] == "always" and data["ui_scale"] == 125
    from game.app.settings import load_settings
    settings, problem = load_settings()
    assert problem is None and settings.colorblind and settings.ui_scale == 125
    driver.click("Back")
    assert isinstance(driver.scene, TitleScene)


def test_damaged_settings_fall_back_with_a_message():
    from game.app.app import App
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text("{not json", "utf-8")
    app = App()
    assert app.settings.ui_scale == 100
    assert any("damaged" in text for text in app.toasts)


# --- mods ----------------------------------------------------------------------------------------
BROKEN_MOD = 'id = "road-rage"\nname = "Road Rage"\nversion = "0.3"\ngame = "dice_dash"\nformat_version = 9\n'


def test_broken_mod_is_listed_with_its_error_and_a_match_still_starts(make_app, standin_game):
    folder = mods_dir() / "road-rage"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text(BROKEN_MOD, "utf-8")
    app, driver = make_app()
    driver.click("Mods")
    scene = driver.scene
    assert isinstance(scene, ModsScene)
    mod = next(m for m in scene.mods if m.id == "road-rage")
    assert not mod.ok and any("format_version" in str(e) and "mod.toml:" in str(e) for e in mod.errors)
    assert scene.toggles["road-rage"].text == "Broken" and not scene.toggles["road-rage"].is_enabled
    driver.click("Back")
    start_dash(driver, people=1)
    assert isinstance(driver.scene, MatchScene)


def test_mod_can_be_switched_off_and_stays_off(make_app, standin_game, tmp_path):
    folder = tmp_path / "extra" / "calm"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text('id = "calm"\nname = "Calm"\nversion = "1"\ngame = "dice_dash"\n'
                                     'format_version = 1\n', "utf-8")
    app, driver = make_app()
    app.mod_folders.append(tmp_path / "extra")
    driver.click("Mods")
    assert driver.scene.toggles["calm"].text == "Enabled"
    driver.click(driver.scene.toggles["calm"])
    assert driver.scene.toggles["calm"].text == "Disabled"
    assert "calm" in json.loads((config_dir() / "settings.json").read_text())["disabled_mods"]


# --- rules ------------------------------------------------------------------------------------
def test_rules_screen_renders_markdown_or_says_there_is_none(make_app, monkeypatch, tmp_path):
    from game.app.scenes import rules as rules_scene
    doc = tmp_path / "hit-z-road.md"
    doc.write_text("# Hit Z Road\n\nDrive **west**.\n\n## Turn\n- Bid\n- Fight\n", "utf-8")
    monkeypatch.setattr(rules_scene, "rules_file", lambda game_id: doc if game_id == "hit_z_road"
                        else tmp_path / "missing.md")
    app, driver = make_app()
    driver.click("Rules")
    styles = [(line.style, line.text) for line in driver.scene.text.lines]
    assert styles == [("h1", "Hit Z Road"), ("body", "Drive **west**."), ("h2", "Turn"), ("bullet", "Bid"),
                      ("bullet", "Fight")]
    driver.click("Salvation Road")
    assert any("no rules file" in line.text for line in driver.scene.text.lines)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)


def test_rules_and_settings_open_from_pause(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.key(pygame.K_ESCAPE)
    driver.click("Rules")
    assert driver.scene.name == "rules" and driver.scene.game_id == "dice_dash"
    driver.key(pygame.K_ESCAPE)
    driver.click("Settings")
    driver.click(driver.scene.segments[("colorblind", True)])
    assert match_scene.board.settings.colorblind
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is match_scene


def test_window_size_and_scale_change_rebuild_every_scene(make_app, standin_game):
    app, driver = make_app()
    match_scene = start_dash(driver, people=1)
    driver.key(pygame.K_ESCAPE)
    driver.click("Settings")
    driver.click(driver.scene.segments[("window_size", (1600, 900))])
    assert app.window_size == (1600, 900)
    driver.click(driver.scene.segments[("ui_scale", 150)])
    assert match_scene.side.right <= 1600 and match_scene.answers.buttons
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is match_scene


def test_window_close_mid_game_autosaves(make_app, standin_game):
    app, driver = make_app()
    start_dash(driver, people=1)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert not app.running
    assert list(saves_dir().glob("autosave-*.json"))


# --- an autosave per match --------------------------------------------------------------------
def test_a_new_game_never_overwrites_another_games_autosave(make_app, standin_game):
    app, driver = make_app(animation_speed="fast")     # the bots take their time: their game is left unfinished
    solo = start_dash(driver, people=1)
    driver.run_until(lambda: solo.human_may_answer)
    driver.key(pygame.K_1)
    driver.key(pygame.K_ESCAPE)
    driver.click("Quit to title")
    solo_save = saves_dir() / solo.autosave_name
    before = solo_save.read_bytes()
    assert driver.button("Continue", startswith=True).text == "Continue: Dice Dash, with 1 bot, round 1"
    bots = start_dash(driver, people=0)        # a bot game, played a while, then left
    driver.run_until(lambda: any(e.kind == "round_end" for e in bots.match.log), 2000)
    assert bots.autosave_name != solo.autosave_name
    assert solo_save.read_bytes() == before, "the solo game's autosave is untouched"
    driver.key(pygame.K_ESCAPE)
    driver.click("Quit to title")
    assert driver.button("Continue", startswith=True).text.startswith("Continue: Dice Dash, 2 bots only, round")
    driver.click("Load")                       # the solo game is still there to load
    driver.click(driver.scene.load_buttons[solo_save.name])
    resumed = driver.app.stack.find(MatchScene)
    assert resumed.autosave_name == solo.autosave_name, "it goes on autosaving to its own file"


def test_only_the_latest_autosaves_are_kept():
    from game.app.matches import AUTOSAVES_KEPT, prune_autosaves
    import os
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(AUTOSAVES_KEPT + 3):
        path = folder / f"autosave-dice_dash-2026010{index}.json"
        path.write_text("{}")
        os.utime(path, (1_000_000 + index, 1_000_000 + index))
    manual = folder / "save-20260101-000000.json"
    manual.write_text("{}")
    prune_autosaves()
    kept = sorted(path.name for path in folder.glob("autosave-*.json"))
    assert kept == [f"autosave-dice_dash-2026010{index}.json" for index in range(3, AUTOSAVES_KEPT + 3)]
    assert manual.exists(), "saves made by hand are never pruned"
