"""A newer build reads what an older one wrote: a file kept here for every version of every format the app
writes (the settings, saves, campaigns, records, replays and progress) is read by today's code, and each
format's current version has one. Saves are kept per game state version beside these (test_state_versions.py)."""
from __future__ import annotations

import re
from pathlib import Path

from game.app.progress import FILE_VERSION as PROGRESS_VERSION, Progress
from game.app.settings import load_settings
from game.core import campaign, records, replays, saves
from game.core.registry import rules_for

KEPT = Path(__file__).resolve().parents[1] / "saves"
CURRENT = {"campaign": campaign.CAMPAIGN_VERSION, "records": records.RECORDS_VERSION,
           "replay": replays.REPLAY_VERSION, "progress": PROGRESS_VERSION}


def test_every_formats_current_version_has_a_file_written_by_it():
    kept = {(m.group(1), int(m.group(2))) for m in (re.fullmatch(r"(.+)-format-v(\d+)", p.stem)
                                                    for p in KEPT.glob("*-format-v*.json")) if m}
    for kind, version in CURRENT.items():
        assert (kind, version) in kept, f"bumping the {kind} format means keeping tests/saves/{kind}-format-v{version}.json"
    assert saves.SAVE_VERSION == 1, "a new save format needs its own kept saves, as the state versions have"


def test_the_first_releases_settings_are_read_and_the_newer_ones_take_their_defaults():
    settings, problem = load_settings(KEPT / "settings-app-0.1.0.json")
    assert problem is None
    assert (settings.window_size, settings.ui_scale, settings.colorblind, settings.animation_speed) == \
        ((1600, 900), 125, True, "fast")
    assert settings.handoff == "always" and not settings.confirm_final and settings.disabled_mods == ("desert-detour",)
    assert not settings.muted and settings.master_volume == 75, "the sound's settings came later: defaults"


def test_a_kept_campaign_is_read():
    body = campaign.read_campaign(KEPT / "campaign-format-v1.json")
    assert body["game_id"] == "everything_lost" and body["chapter"] == 1


def test_kept_records_are_read_with_nothing_dropped():
    kept = records.Records(KEPT / "records-format-v1.json")
    assert kept.problem == "" and len(kept.entries) == 1
    assert kept.entries[0].game_id == "hit_z_road" and kept.entries[0].players == 2


def test_a_kept_replay_is_read_and_steps_through():
    """(Whether it still plays out exactly is the rules' business: the viewer says so when it doesn't.)"""
    replay = replays.read_replay(KEPT / "replay-format-v1.json")
    rules = rules_for(replay.game_id)
    cursor = replays.ReplayCursor(rules, replay, rules.load_content(mods=[]))
    assert cursor.steps == len(replay.answers) > 50 and replay.label == "fixture"


def test_kept_progress_is_read():
    progress = Progress(KEPT / "progress-format-v1.json")
    assert progress.problem == "" and progress.has_won("hit_z_road")
