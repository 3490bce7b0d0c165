"""Wasted Wilds' two campaigns (game/core/campaign.py with the game's rules/campaign.py): the missions
in order, a lost mission played again, nothing carried but the campaign's place, the Scorched Wasteland
chosen by its variant, and the campaign file's round trip in the middle of a mission."""
from __future__ import annotations

from game.core import campaign as core
from game.core.match import Match
from game.core.rng import Rng
from game.core.saves import match_body, match_from_body
from game.games.wasted_wilds.bots import SurvivorBot
from game.games.wasted_wilds.rules import RULES

from .support import content


def new_body(variants=(), seats=2) -> dict:
    return core.new_campaign("wasted_wilds", [{"name": f"P{k}", "color": k, "bot": None} for k in range(seats)],
                             11, list(variants) + [f"team-{seats}"])


def play_out(match: Match, seed: int) -> None:
    bots = [SurvivorBot(k, Rng(seed + k)) for k in range(len(match.setup.seats))]
    for _ in range(8000):
        if match.pending is None:
            return
        match.apply(bots[match.pending.seat].choose(match.view(match.pending.seat), match.pending))
    raise AssertionError("the mission did not end")


def test_the_frozen_wilds_offers_its_missions_in_order_and_replays_a_lost_one():
    body = new_body()
    offered = core.choices(body, RULES)
    assert [c.id for c in offered] == ["frozen-1"] and offered[0].goals
    for seed in range(40):
        match = Match(RULES, core.mission_setup(body, RULES, "frozen-1", "test"), content())
        assert match.state.mission == "frozen-1" and match.pending.kind == "survivor", "survivors picked afresh"
        play_out(match, seed)
        result = core.record_mission(body, RULES, match)
        if not result.won:
            assert [c.id for c in core.choices(body, RULES)] == ["frozen-1"], "a lost mission is played again"
        else:
            break
    assert result.won, "the survivor bots win mission 1 within 40 tries"
    assert [c.id for c in core.choices(body, RULES)] == ["frozen-2"]
    assert RULES.campaign.carry_into(body, "frozen-2") == {}


def test_the_scorched_wasteland_is_its_own_campaign():
    body = new_body(["campaign-scorched"])
    assert [c.id for c in core.choices(body, RULES)] == ["scorched-1"]
    assert RULES.campaign.chapter(body)[0].startswith("The Scorched Wasteland, mission 1")
    body["chapter"] = 5
    assert core.choices(body, RULES) == [] and RULES.campaign.chapter(body)[0].startswith("You came through")


def test_a_mission_in_progress_round_trips_through_the_campaign_file(tmp_path, monkeypatch):
    monkeypatch.setattr(core, "campaigns_dir", lambda: tmp_path)
    body = new_body()
    match = Match(RULES, core.mission_setup(body, RULES, "frozen-1", "test"), content())
    bots = [SurvivorBot(k, Rng(3 + k)) for k in range(2)]
    for _ in range(25):
        match.apply(bots[match.pending.seat].choose(match.view(match.pending.seat), match.pending))
    assert match.pending is not None, "still in the middle of the mission"
    body["match"] = match_body(match, "test")
    path = core.save_campaign(body)
    again = core.read_campaign(path)
    resumed = match_from_body(again["match"], lambda rules: content())
    assert RULES.state_to_json(resumed.state) == RULES.state_to_json(match.state)
