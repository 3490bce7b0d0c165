"""Campaigns for the app (no drawing here): starting one, starting or resuming its mission, keeping the
campaign file in step with the mission's autosaves, and recording a mission when it ends.

A campaign's mission is an ordinary match whose MatchSetup.carry names the campaign file; it autosaves
like any match (so Continue and Load find it), and each autosave also goes into the campaign file."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core import campaign as campaigns
from ..core.registry import rules_for
from ..core.saves import SaveError, match_body, match_from_body
from ..core.session import Session
from ..core.match import Match
from .matches import discover_mods, load_content

if TYPE_CHECKING:
    from .app import App


def campaign_of(match: "Match") -> str | None:
    """The id (file stem) of the campaign a match is a mission of, else None."""
    carry = match.setup.carry
    return carry.get("campaign") if isinstance(carry, dict) else None


def path_of(campaign_id: str) -> Path:
    return campaigns.campaigns_dir() / f"{campaign_id}.json"


def start_campaign(game_id: str, seats: list[dict], seed: int, variants: list[str]) -> Path:
    rules = rules_for(game_id)
    label = f"{rules.info.name} campaign"
    body = campaigns.new_campaign(game_id, seats, seed, variants, label)
    return campaigns.save_campaign(body)


def campaign_content(app: "App", rules):
    """The cards the campaign's missions play with: the base cards and the enabled mods over them (a mod
    may add missions and chapters)."""
    return load_content(rules, discover_mods(app))


def start_mission(app: "App", path: Path, mission: str) -> Session:
    body = campaigns.read_campaign(path)
    rules = rules_for(body["game_id"])
    content = campaign_content(app, rules)
    setup = campaigns.mission_setup(body, rules, mission, campaigns.campaign_id(path), content)
    session = Session(Match(rules, setup, content))
    body["match"] = match_body(session.match, f"{body['label']}: mission {mission}")
    campaigns.save_campaign(body, path)
    return session


def resume_mission(app: "App", path: Path) -> Session:
    body = campaigns.read_campaign(path)
    if body.get("match") is None:
        raise SaveError("the campaign has no mission in progress")
    mods = discover_mods(app)
    return Session(match_from_body(body["match"], lambda rules: load_content(rules, mods)))


def keep_in_step(match: "Match") -> None:
    """An autosave of a campaign's mission: the campaign file holds the same mission in progress."""
    campaign = campaign_of(match)
    if campaign is None or match.is_over:
        return
    path = path_of(campaign)
    try:
        body = campaigns.read_campaign(path)
    except SaveError:
        return          # the campaign file is gone or damaged: the autosave itself still keeps the mission
    body["match"] = match_body(match, f"{body['label']}: mission {match.setup.carry.get('mission')}")
    campaigns.save_campaign(body, path)


def record_end(match: "Match") -> Path | None:
    """The mission is over: it goes into its campaign's history (once, however often this is called)."""
    campaign = campaign_of(match)
    if campaign is None or not match.is_over:
        return None
    path = path_of(campaign)
    body = campaigns.read_campaign(path)
    last = body["history"][-1] if body["history"] else None
    already = (body.get("match") is None and last is not None and last["mission"] == match.setup.carry["mission"]
               and last["answers"] == len(match.answers))
    if not already:
        campaigns.record_mission(body, rules_for(body["game_id"]), match)
        campaigns.save_campaign(body, path)
    return path
