"""The table's sounds on SDL's dummy audio driver: the events an answer causes pick the sounds (a game's own
kinds first, the most telling two, a roll sized by its dice), buttons click, the question passing to a person
chimes, the end of a game stings, the settings' volumes and mute are kept, and no audio device or a damaged
cache is silence, never an error."""
from __future__ import annotations

import pygame
import pytest

from game.app.matches import new_session
from game.app.scenes.match import MatchScene
from game.app.settings import Settings
from game.core.prompt import ROLL_EVENT, Event
from game.core.registry import rules_for
from game.core.rules import MatchSetup, Seat
from game.ui.sound import player as sound_player
from game.ui.sound.palette import SOUND_NAMES
from game.ui.sound.player import SoundPlayer, cached_wavs, sounds_for


def _event(kind: str, **data) -> Event:
    return Event(kind, kind, "test", None, data)


def test_events_pick_the_most_telling_sounds_and_a_roll_is_sized_by_its_dice():
    assert sounds_for([_event(ROLL_EVENT, faces=[3])]) == ["dice_1"]
    assert sounds_for([_event(ROLL_EVENT, faces=[1, 2]), _event(ROLL_EVENT, faces=[1, 2, 3, 4, 5])]) == ["dice_many"]
    assert sounds_for([_event(ROLL_EVENT, die=4)]) == ["dice_1"], "a roll that names one die"
    noisy = [_event("card_drawn"), _event("token_placed"), _event(ROLL_EVENT, faces=[1, 2]), _event("shuffled")]
    assert sounds_for(noisy) == ["dice_few", "shuffle"], "two at most, the most telling first"
    assert sounds_for([_event("moved"), _event("passed")]) == [], "most events are quiet"


def test_a_games_own_kinds_come_before_the_shared_ones():
    apocalypse = [_event("card_drawn", deck="apocalypse")]
    assert sounds_for(apocalypse) == ["card_draw"]
    assert sounds_for(apocalypse, rules_for("salvation_road").sound_events) == ["threat"]
    assert sounds_for([_event("card_drawn", deck="search")], rules_for("salvation_road").sound_events) == ["card_draw"]
    twom = rules_for("this_war_of_mine").sound_events
    assert sounds_for([_event("state", state="wounds", rises=True)], twom) == ["wound"]
    assert sounds_for([_event("state", state="wounds", rises=False)], twom) == [], "a wound healing is no blow"


def test_every_game_names_only_sounds_the_palette_makes():
    from game.core.registry import built_rules
    for game_id, rules in built_rules().items():
        for sound, (kind, data) in getattr(rules, "sound_events", ()):
            assert sound in set(SOUND_NAMES) | {"dice"}, f"{game_id}: {sound!r} for {kind}"
            assert isinstance(data, dict)


def _ready(app) -> SoundPlayer:
    app.run_frames(2)
    assert app.sound.started and app.sound.wait_until_ready(), app.sound.problem
    return app.sound


def test_the_mixer_opens_after_the_first_frame_and_a_button_clicks(make_app):
    app, driver = make_app()
    sound = _ready(app)
    assert pygame.mixer.get_init(), "the dummy audio driver is a real mixer"
    driver.click("Settings")
    app.run_frames(2)
    assert "click" in sound.played, "the title's own menu buttons click"
    sound.played.clear()
    sound._last_played.clear()           # the same sound twice within REPEAT_GAP_S plays once
    driver.click("Back")
    app.run_frames(2)
    assert "click" in sound.played, "pygame_gui buttons click too"


def test_an_answer_is_heard_and_the_question_passing_to_a_person_chimes(make_app):
    app, driver = make_app()
    sound = _ready(app)
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", (Seat("Ana", 0, None), Seat("Bo", 1, "random")),
                                                        5, ())))
    app.stack.push(scene)
    app.run_frames(2)
    heard = set()
    for _ in range(600):
        if scene.match.is_over or ({"your_turn"} <= heard and heard & {"dice_1", "dice_few", "dice_many"}):
            break
        if scene.human_may_answer:
            options = scene.prompt.options
            pick = next((o for o in options if o.value.split(":")[0] in ("ranged", "fight", "roll")), options[0])
            scene.answer(pick.value)
        sound._last_played.clear()          # no waiting out the gap between two of the same sound
        app.run_frames(1)
        heard |= set(sound.played)
    assert "your_turn" in heard, "the bot answered, then Ana was asked"
    assert heard & {"dice_1", "dice_few", "dice_many"}, heard


def test_the_end_of_a_game_stings_and_m_mutes_for_good(make_app, home):
    from game.app.scenes.end import EndScene
    from game.app.settings import load_settings
    app, driver = make_app()
    sound = _ready(app)
    scene = MatchScene(app, new_session(app, MatchSetup("hit_z_road", (Seat("Ana", 0, "random"), Seat("Bo", 1, "random")),
                                                        3, ())))
    app.stack.push(scene)
    app.run_frames(2)
    scene.headline_left = 99      # the bots wait while the keys are pressed
    driver.key(pygame.K_m)
    assert app.settings.muted and load_settings()[0].muted, "kept for the next start"
    assert not sound.play("click"), "muted: nothing reaches the mixer"
    driver.key(pygame.K_m)
    sound._last_played.clear()
    assert not app.settings.muted and sound.play("win")
    scene.session.play_bots_to_end()
    scene.headline_left = 0
    driver.run_until(lambda: isinstance(driver.scene, EndScene), 300)
    assert sound.played[-1] in ("win", "lose")


def test_the_volumes_are_the_settings_and_a_bad_value_is_the_default():
    player = SoundPlayer(Settings(master_volume=50, effects_volume=50))
    assert player.volume("dice_few") == pytest.approx(0.25), "the table's sounds: effects of master"
    assert player.volume("click") == pytest.approx(0.5) and player.volume("win") == pytest.approx(0.5)
    assert SoundPlayer(Settings(muted=True)).volume("win") == 0
    read = Settings.from_json({"master_volume": 400, "effects_volume": True, "muted": "yes"})
    assert (read.master_volume, read.effects_volume, read.muted) == (75, 100, False)
    assert Settings.from_json(Settings(master_volume=30).to_json()).master_volume == 30


def test_no_audio_device_is_silence_without_an_error(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = SoundPlayer(Settings())
    player.start()
    assert "No available audio device" in player.problem
    assert not player.play("click") and not player.wait_until_ready(0.1)
    player.play_events([_event(ROLL_EVENT, faces=[1])])


def test_the_sounds_are_made_once_and_a_damaged_cached_one_is_made_again(tmp_path, monkeypatch):
    folder = tmp_path / "sounds"
    made = cached_wavs(folder)
    assert set(made) == set(SOUND_NAMES) and all((folder / f"{name}.wav").exists() for name in SOUND_NAMES)

    def no_render(name):
        raise AssertionError(f"{name} was made again although it was cached")
    monkeypatch.setattr(sound_player, "render", no_render)
    assert cached_wavs(folder) == made
    monkeypatch.undo()

    pygame.mixer.init()
    (folder / "click.wav").write_bytes(b"RIFF not really")
    monkeypatch.setattr(sound_player, "sound_folder", lambda: folder)
    player = SoundPlayer(Settings())
    player.start()
    assert player.wait_until_ready() and player.play("click"), "the damaged file is made again in memory"


def test_a_cache_that_cannot_be_written_still_gives_every_sound(tmp_path):
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    assert set(cached_wavs(blocked / "sounds")) == set(SOUND_NAMES)
