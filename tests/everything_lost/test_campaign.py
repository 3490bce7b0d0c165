"""Everything Lost's campaign (game/core/campaign.py with the game's rules/campaign.py): missions in
chapter order, what carries over, a lost mission played again, the overall score, and the campaign
file's round trip between missions and in the middle of one."""
from __future__ import annotations

import json

import pytest

from game.core import campaign as core
from game.core.match import Match
from game.core.rng import Rng
from game.core.saves import match_body, match_from_body
from game.games.everything_lost.bots import SurvivorBot
from game.games.everything_lost.rules import RULES

from .support import content


def play_out(match: Match, seed: int, limit: int = 20000) -> None:
    bot = SurvivorBot(0, Rng(seed))
    for _ in range(limit):
        if match.pending is None:
            return
        match.apply(bot.choose(match.view(0), match.pending))
    raise AssertionError("the mission did not end")


def start(body: dict, mission: str) -> Match:
    return Match(RULES, core.mission_setup(body, RULES, mission, "test-campaign"), content())


def new_body(seed: int = 5) -> dict:
    return core.new_campaign("everything_lost", [{"name": "Me", "color": 0, "bot": None}], seed, [])


def test_the_first_chapter_offers_its_missions_and_the_first_mission_starts_from_scratch():
    body = new_body()
    offered = core.choices(body, RULES)
    assert [choice.id for choice in offered] == ["m1a", "m1b"]
    assert all(choice.goals and choice.bonus for choice in offered)
    match = start(body, "m1a")
    assert match.pending.kind == "skill_choice", "mission 1: choose your first skill"
    assert match.state.mission == "m1a" and match.state.home == 2 and match.state.threat == 2


def test_a_won_mission_carries_the_survivor_into_the_next_chapter_with_its_bonus():
    body = new_body()
    for seed in range(30):
        match = start(body, "m1a")
        play_out(match, seed)
        result = core.record_mission(body, RULES, match)
        if result.won:
            break
    assert result.won, "the survivor bot wins mission 1A within 30 tries"
    assert body["chapter"] == 2 and body["bonuses"] == ["m1a"] and body["replay"] is None
    carried = body["carried"]
    state = match.state
    assert carried["level"] == state.level and carried["weapons"] == state.weapons
    assert carried["home"] == state.home and carried["skills"] == state.skills
    assert [choice.id for choice in core.choices(body, RULES)] == ["m2a", "m2b", "m2c"]
    nxt = start(body, "m2a")
    play = nxt.state
    assert play.level == carried["level"] and play.skills == carried["skills"]
    # mission 2's setup (threat 2, willpower 5, health 5, bandages 1), then 1A's bonus: willpower +1, home -1
    assert play.threat == 2 and play.res["bandages"] == 1
    assert play.willpower == 6 and play.home == max(1, carried["home"] - 1)
    assert play.pos == "A4", "the second mission's home is in A4"


def test_a_lost_mission_is_played_again():
    body = new_body()
    match = start(body, "m1b")
    match.state.home = 1
    from game.games.everything_lost.rules.tracks import change_home
    change_home(match.state, -1, [], "test")
    match.state.invalidate()
    result = core.record_mission(body, RULES, match)
    assert not result.won and body["chapter"] == 1 and body["replay"] == "m1b"
    assert [choice.id for choice in core.choices(body, RULES)] == ["m1b"], "the same mission, again"
    assert body["history"][-1]["score"] == 0 and body["history"][-1]["map"]["zones"]


def test_the_overall_score_counts_the_best_mission_and_those_after_it():
    history = [{"won": True, "score": s} for s in (103, 153, 136, 146)]
    score, rank = RULES.campaign.overall(history)
    assert score == 145 and rank == "Zombie stalker"


def test_the_campaign_file_round_trips_between_missions_and_in_the_middle_of_one(tmp_path):
    body = new_body(seed=11)
    match = start(body, "m1a")
    play_out(match, 3)
    core.record_mission(body, RULES, match)
    path = core.save_campaign(body, tmp_path / "c.json")
    again = core.read_campaign(path)
    assert again == json.loads(json.dumps(body))
    mission = core.choices(again, RULES)[0].id
    match = start(again, mission)
    bot = SurvivorBot(0, Rng(9))
    for _ in range(25):                      # part of the way in
        match.apply(bot.choose(match.view(0), match.pending))
    again["match"] = match_body(match)
    core.save_campaign(again, path)
    resumed_body = core.read_campaign(path)
    resumed = match_from_body(resumed_body["match"], lambda rules: content())
    assert resumed.state_hash() == match.state_hash()
    play_out(resumed, 4)
    core.record_mission(resumed_body, RULES, resumed)
    assert resumed_body["match"] is None and len(resumed_body["history"]) == 2
    assert core.backup_of(path).exists(), "the previous file is kept as a backup"


def test_a_damaged_campaign_file_is_reported_not_loaded(tmp_path):
    body = new_body()
    path = core.save_campaign(body, tmp_path / "c.json")
    data = json.loads(path.read_text())
    data["body"]["chapter"] = 3
    path.write_text(json.dumps(data))
    with pytest.raises(core.CampaignError, match="checksum"):
        core.read_campaign(path)
    summary = core.summarize_campaign(path)
    assert not summary.ok and "checksum" in summary.reason
    path.write_text("{ not json")
    assert "damaged" in core.summarize_campaign(path).reason


def test_a_mod_adds_a_mission_to_a_chapter_and_a_chapter_after_the_last(tmp_path):
    """The campaign follows the cards the mods leave: a fourth mission in chapter 2 is offered beside
    2A-2C, and a chapter 5 is played after chapter 4 before the campaign is won."""
    from game.core.mods import read_mod
    folder = tmp_path / "longer-road"
    folder.mkdir()
    (folder / "mod.toml").write_text('id = "longer-road"\nname = "Longer Road"\nversion = "1.0"\n'
                                     'game = "everything_lost"\nformat_version = 1\n')
    (folder / "more.toml").write_text('''format_version = 1

[[missions]]
id = "lr-2d"
chapter = 2
code = "2D"
name = "The Water Tower"
text = "The tower on the hill still holds water. Get there and back."
goals = [{ kind = "bring", amount = 1, resource = "materials" }]
goal_text = "**Bring 1 building material home.**"

[[missions]]
id = "lr-5a"
chapter = 5
code = "5A"
name = "Beyond the Bridge"
text = "The bridge out of town is open. One more trip."

[[chapters]]
id = "lr-chapter-5"
number = 5
sector = "N-W"
home = "F1"
title = "Beyond the Bridge"
setup = { xp = -1, threat = 2, willpower = 5, health = 5, home = -1, bandages = 1, mob = 0 }
story = "The last road out."
''')
    mod = read_mod(folder)
    modded = RULES.load_content(mods=[mod])
    assert not mod.errors, mod.errors
    campaign = core.campaign_rules(RULES, modded)
    body = new_body()
    body["chapter"] = 2
    assert [choice.id for choice in core.choices(body, RULES, modded)] == ["m2a", "m2b", "m2c", "lr-2d"]
    assert [choice.id for choice in core.choices(body, RULES)] == ["m2a", "m2b", "m2c"], "the base cards alone"
    body["chapter"] = 5
    assert [choice.id for choice in core.choices(body, RULES, modded)] == ["lr-5a"]
    assert campaign.chapter(body)[0] == "Chapter 5: Beyond the Bridge (sector N-W)"
    assert campaign.mission_title("lr-5a") == "5A: Beyond the Bridge"
    assert core.choices(body, RULES) == [] and RULES.campaign.chapter(body)[0] == "You survived the apocalypse"
    match = Match(RULES, core.mission_setup(body, RULES, "lr-5a", "test-campaign", modded), modded)
    assert match.state.mission == "lr-5a" and match.pending is not None
    play_out(match, 3)
    result = core.record_mission(body, RULES, match)
    assert body["finished"] == result.won, "chapter 5 was the last: winning it wins the campaign"
