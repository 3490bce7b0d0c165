"""Wasted Wilds as a campaign: the Frozen Wilds (missions 1-5) or the Scorched Wasteland (1-4), played in
order with saving between them. Nothing carries from one mission to the next but the campaign's place:
the rulebook lets survivors change between missions and people drop in and out, so each mission starts
afresh (its survivors are picked again). A lost mission is played again. Which campaign: the
"campaign-scorched" variant, else the Frozen Wilds."""
from __future__ import annotations

from ....core.campaign import MissionChoice, MissionResult
from .state import State

CAMPAIGN_NAMES = {"frozen": "the Frozen Wilds", "scorched": "the Scorched Wasteland"}


def which_campaign(body: dict) -> str:
    return "scorched" if "campaign-scorched" in body.get("variants", []) else "frozen"


class WastedWildsCampaign:
    def __init__(self, content_loader) -> None:
        self._content_loader = content_loader

    def _content(self):
        return self._content_loader()

    def for_content(self, content) -> "WastedWildsCampaign":
        return WastedWildsCampaign(lambda: content)

    def _missions(self, body: dict) -> list:
        campaign = which_campaign(body)
        return sorted((m for m in self._content().tables["missions"].values() if m.campaign == campaign),
                      key=lambda m: m.number)

    def choices(self, body: dict) -> list[MissionChoice]:
        ahead = [m for m in self._missions(body) if m.number == body["chapter"]]
        return [MissionChoice(m.id, f"Mission {m.number}: {m.name}", "; ".join(o.text for o in m.objectives),
                              "", m.intro) for m in ahead]

    def mission_title(self, mission: str) -> str:
        m = self._content().tables["missions"].get(mission)
        return f"{m.number}: {m.name}" if m is not None else mission

    def chapter(self, body: dict) -> tuple[str, str]:
        missions = self._missions(body)
        ahead = [m for m in missions if m.number == body["chapter"]]
        name = CAMPAIGN_NAMES[which_campaign(body)]
        if not ahead:
            return f"You came through {name}", f"All {len(missions)} missions of {name} are done."
        return f"{name[0].upper()}{name[1:]}, mission {ahead[0].number}: {ahead[0].name}", ahead[0].intro

    def carry_into(self, body: dict, mission: str) -> dict:
        return {}

    def result(self, state: State) -> MissionResult:
        details = state.result["details"]
        won = bool(details["won"])
        return MissionResult(won, 1 if won else 0, f"won in {details['turns']} turns" if won else "lost",
                             state.result["summary"], {"map": state.map}, {"died": "" if won else details["why"]})

    def advance(self, body: dict, mission: str, state: State, result: MissionResult) -> None:
        if result.won:
            body["chapter"] += 1

    def carried_words(self, body: dict) -> list[str]:
        return ["Nothing carries over but where you are in the campaign: pick your survivors afresh."]

    def overall(self, history: list[dict]) -> tuple[float, str]:
        won = sum(1 for record in history if record["won"])
        return float(won), f"{won} mission{'s' if won != 1 else ''} won in {len(history)} played"
