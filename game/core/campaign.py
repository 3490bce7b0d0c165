"""Campaigns: missions played in order, a survivor carried from one to the next.

A campaign is a saved object of its own, written like a save (atomically, checksummed, the previous
file kept as .bak): {"format": CAMPAIGN_FORMAT, "version", "checksum", "body"}. Its body holds the
game, seats, seed and variants, the chapter reached, what the missions so far carried (the game's
own plain data), the history of missions played (choice, result, score, rank, the finished map)
and the mission in progress, if any, as a save body (so it is checked and replayed like a save).

The game says what a campaign is by giving its rules a `campaign` object (see CampaignRules): which
missions may be played next, what a finished mission carries into the next one, and how the whole
campaign scores. Everything else (files, history, replaying a lost mission) is here, shared.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .. import __version__
from .jsondata import copy_json, fingerprint
from .paths import saves_dir
from .saves import SaveError, backup_of, check_match_body, checked_body, encode, read_envelope, write_atomic

CAMPAIGN_FORMAT = "survival-tabletop-campaign"
CAMPAIGN_VERSION = 1
CAMPAIGN_PREFIX = "campaign"


class CampaignError(SaveError):
    """A campaign file that can't be used, with the reason in words."""


@dataclass(frozen=True)
class MissionChoice:
    id: str
    title: str          # "1A: An Empty Pantry"
    goals: str          # the goals in words
    bonus: str          # what success carries into the next mission ("" for none)
    briefing: str = ""


@dataclass(frozen=True)
class MissionResult:
    """What a finished mission leaves in the campaign's history."""
    won: bool
    score: int
    rank: str
    summary: str
    map: dict            # the finished map as the game's plain data (the screen draws it)
    details: dict


class CampaignRules(Protocol):
    """What a campaign game's rules provide as `rules.campaign` (over the base cards), and for the cards a
    match really plays with (`for_content`: the mods laid over them may add missions and chapters)."""

    def for_content(self, content: Any) -> "CampaignRules": ...

    def choices(self, body: dict) -> list[MissionChoice]: ...       # the next missions; [] when it is over
    def mission_title(self, mission: str) -> str: ...                # "1A: An Empty Pantry"
    def chapter(self, body: dict) -> tuple[str, str]: ...           # the chapter's title and story (Markdown)
    def carry_into(self, body: dict, mission: str) -> dict: ...     # MatchSetup.carry for that mission
    def result(self, state: Any) -> MissionResult: ...              # a finished mission's state, read
    def advance(self, body: dict, mission: str, state: Any, result: MissionResult) -> None: ...
    def carried_words(self, body: dict) -> list[str]: ...           # what carries over, line by line
    def overall(self, history: list[dict]) -> tuple[float, str]: ...   # the campaign's score and rank


def campaigns_dir() -> Path:
    return saves_dir() / "campaigns"


def new_campaign(game_id: str, seats: list[dict], seed: int, variants: list[str], label: str = "") -> dict:
    now = time.time()
    return {"game_id": game_id, "label": label, "created_at": now, "saved_at": now, "seats": copy_json(seats),
            "seed": seed, "variants": list(variants), "chapter": 1, "carried": {}, "replay": None,
            "history": [], "match": None, "finished": False, "app_version": __version__}


def mission_seed(body: dict) -> int:
    """Each mission's own seed, from the campaign's seed and how many missions came before."""
    return int(fingerprint([body["seed"], len(body["history"])])[:12], 16)


def campaign_rules(rules, content: Any = None) -> CampaignRules:
    """The game's campaign over this content (None: the base cards)."""
    return rules.campaign if content is None else rules.campaign.for_content(content)


def mission_setup(body: dict, rules, mission: str, campaign_id: str, content: Any = None):
    from .rules import MatchSetup, Seat
    carry = dict(campaign_rules(rules, content).carry_into(body, mission), campaign=campaign_id, mission=mission)
    return MatchSetup(body["game_id"], tuple(Seat.from_json(seat) for seat in body["seats"]), mission_seed(body),
                      tuple(body["variants"]), carry)


def record_mission(body: dict, rules, match) -> MissionResult:
    """A mission ended: it goes into the history; won, the campaign moves on with what it carried;
    lost (dead, or without its goals), the same mission is played again."""
    mission = match.setup.carry["mission"]
    campaign = campaign_rules(rules, match.content)
    result = campaign.result(match.state)
    body["history"].append({"mission": mission, "chapter": body["chapter"], "won": result.won,
                            "score": result.score, "rank": result.rank, "summary": result.summary,
                            "map": copy_json(result.map), "details": copy_json(result.details),
                            "answers": len(match.answers), "at": time.time()})
    campaign.advance(body, mission, match.state, result)
    body["replay"] = None if result.won else mission
    body["match"] = None
    body["finished"] = result.won and not campaign.choices(body)
    return result


def choices(body: dict, rules, content: Any = None) -> list[MissionChoice]:
    offered = campaign_rules(rules, content).choices(body)
    if body.get("replay"):
        offered = [choice for choice in offered if choice.id == body["replay"]] or offered
    return offered


# --- files ---------------------------------------------------------------------------------------
def campaign_path(body: dict) -> Path:
    return campaigns_dir() / f"{CAMPAIGN_PREFIX}-{body['game_id']}-{int(body['created_at'] * 1000)}.json"


def campaign_id(path: Path) -> str:
    return path.stem


def save_campaign(body: dict, path: Path | None = None) -> Path:
    body["saved_at"] = time.time()
    path = path or campaign_path(body)
    write_atomic(path, encode(body, CAMPAIGN_FORMAT, CAMPAIGN_VERSION))
    return path


def read_campaign(path: Path) -> dict:
    """The verified body of a campaign file, or CampaignError saying what is wrong with it."""
    try:
        document = read_envelope(path, CAMPAIGN_FORMAT, "campaign")
        version = document.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version > CAMPAIGN_VERSION or version < 1:
            raise CampaignError(f"the campaign's version {version!r} is not one this app reads "
                                f"(it reads up to {CAMPAIGN_VERSION})")
        body = checked_body(document, "campaign")
    except CampaignError:
        raise
    except SaveError as exc:
        raise CampaignError(str(exc)) from None
    _check_campaign(body)
    return body


def _check_campaign(body: dict) -> None:
    for key, kind, words in (("game_id", str, "text"), ("seats", list, "a list"), ("seed", int, "a number"),
                             ("variants", list, "a list"), ("chapter", int, "a number"), ("carried", dict, "a table"),
                             ("history", list, "a list"), ("finished", bool, "true or false")):
        if key not in body:
            raise CampaignError(f"the campaign is missing its {key}")
        if not isinstance(body[key], kind) or (kind is int and isinstance(body[key], bool)):
            raise CampaignError(f"the campaign's {key} is not {words}")
    for index, record in enumerate(body["history"]):
        if not isinstance(record, dict) or not isinstance(record.get("mission"), str) \
                or not isinstance(record.get("won"), bool) or not isinstance(record.get("score"), int):
            raise CampaignError(f"mission {index + 1} of the campaign's history is damaged")
    if body.get("match") is not None:
        try:
            check_match_body(body["match"])
        except SaveError as exc:
            raise CampaignError(f"the mission in progress is damaged: {exc}") from None


@dataclass(frozen=True)
class CampaignSummary:
    path: Path
    ok: bool
    reason: str
    game_id: str = ""
    label: str = ""
    saved_at: float = 0.0
    missions: int = 0
    in_progress: bool = False
    finished: bool = False
    has_backup: bool = False


def summarize_campaign(path: Path) -> CampaignSummary:
    has_backup = backup_of(path).exists()
    try:
        body = read_campaign(path)
    except CampaignError as exc:
        return CampaignSummary(path, False, str(exc), has_backup=has_backup)
    except Exception as exc:    # whatever a damaged file does, the Load screen must open
        return CampaignSummary(path, False, f"the file can't be read ({type(exc).__name__})", has_backup=has_backup)
    return CampaignSummary(path, True, "", body["game_id"], body.get("label", ""), float(body.get("saved_at", 0)),
                           len(body["history"]), body.get("match") is not None, body["finished"], has_backup)


def list_campaigns(folder: Path | None = None) -> list[CampaignSummary]:
    folder = folder or campaigns_dir()
    try:
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return []
    return sorted((summarize_campaign(path) for path in paths), key=lambda s: s.saved_at, reverse=True)
