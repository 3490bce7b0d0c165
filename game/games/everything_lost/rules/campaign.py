"""Everything Lost as a campaign: four chapters, one mission chosen in each, the survivor carried on.

What carries from one mission to the next (the rulebook's "write down the stats you need for the
next mission"): level and XP, skills, special actions and nickname, weapons, the home status, the
bite (and its bandage), the survivors who stayed, the buildings claimed so far, and going hungry.
Threat, willpower, health and bandages come from the next chapter's setup; the other supplies start
at 0. A won mission's success bonus is applied when the next one starts.
"""
from __future__ import annotations

from ....core.campaign import MissionChoice, MissionResult
from .ending import campaign_score
from .state import State, rank


def _missions(content, chapter: int) -> list:
    return sorted((m for m in content.tables["missions"].values() if m.chapter == chapter), key=lambda m: m.code)


def last_chapter(content) -> int:
    """The campaign ends after the highest chapter with a mission to play (a mod may add chapters)."""
    return max(m.chapter for m in content.tables["missions"].values())


def carried_from(state: State) -> dict:
    settled = state.stats.get("settled", {})
    return {"level": state.level, "xp": state.xp, "skills": dict(state.skills), "specials": list(state.specials),
            "nickname": state.nickname, "weapons": [dict(w) for w in state.weapons], "home": state.home,
            "bitten": state.bitten, "bite_covered": state.bite_covered,
            "survivors": [dict(p) for p in state.survivors],
            "claims_before": state.claims_before + sum(1 for zone in state.zones.values() if zone["claimed"]),
            "hungry": bool(settled.get("hungry"))}


class EverythingLostCampaign:
    def __init__(self, content_loader) -> None:
        self._content_loader = content_loader      # the missions, chapters and weapons are read from it

    def _content(self):
        return self._content_loader()

    def for_content(self, content) -> "EverythingLostCampaign":
        return EverythingLostCampaign(lambda: content)

    def choices(self, body: dict) -> list[MissionChoice]:
        if body["chapter"] > last_chapter(self._content()):
            return []
        return [MissionChoice(m.id, f"{m.code}: {m.name}", m.goal_text, m.bonus_text, m.text)
                for m in _missions(self._content(), body["chapter"])]

    def mission_title(self, mission: str) -> str:
        m = self._content().tables["missions"].get(mission)
        return f"{m.code}: {m.name}" if m is not None else mission

    def chapter(self, body: dict) -> tuple[str, str]:
        content = self._content()
        last = last_chapter(content)
        if body["chapter"] > last:
            return ("You survived the apocalypse",
                    f"{last} missions, {last} chapters of your town's fall, and you are still here.")
        chapter = next(c for c in content.tables["chapters"].values() if c.number == body["chapter"])
        return f"Chapter {chapter.number}: {chapter.title} (sector {chapter.sector})", chapter.story

    def carry_into(self, body: dict, mission: str) -> dict:
        return {"carried": body["carried"], "bonuses": list(body.get("bonuses", []))}

    def result(self, state: State) -> MissionResult:
        details = state.result["details"]
        points = details["points"]
        return MissionResult(bool(details["won"]), int(points["total"]) if details["won"] else 0,
                             points["rank"], state.result["summary"],
                             {"zones": state.zones, "pos": state.pos}, {"parts": points["parts"],
                                                                       "died": details.get("died", "")})

    def advance(self, body: dict, mission: str, state: State, result: MissionResult) -> None:
        if not result.won:
            return                                 # dead or short of the goals: the mission is played again
        body["carried"] = carried_from(state)
        body["bonuses"] = [mission]
        body["chapter"] += 1

    def carried_words(self, body: dict) -> list[str]:
        carried = body["carried"]
        if not carried:
            return ["You start at level 1 with one skill of your choice and a tool from home."]
        skills = ", ".join(f"{name} {level}" for name, level in carried["skills"].items() if level) or "none"
        lines = [f"Level {carried['level']} ({carried['xp']} XP), skills: {skills}",
                 f"Home status {carried['home']}; buildings claimed so far: {carried['claims_before']}",
                 f"Weapons: {', '.join(self._weapon_name(w) for w in carried['weapons']) or 'none'}",
                 f"Survivors: {', '.join(p['name'] for p in carried['survivors']) or 'none'}"]
        if carried["specials"]:
            lines.append(f"Special actions: {', '.join(carried['specials'])}")
        if carried["nickname"]:
            lines.append(f"Known in town as {carried['nickname']}")
        if carried["bitten"]:
            lines.append("Bitten" + (" (bandaged)" if carried["bite_covered"] else ""))
        if carried["hungry"]:
            lines.append("You went hungry: 2 less health at the start")
        return lines

    def _weapon_name(self, held: dict) -> str:
        card = self._content().tables["weapons"].get(held["id"])
        if card is None:
            return held["id"]
        return (card.back if held["up"] else card.front).name

    def overall(self, history: list[dict]) -> tuple[float, str]:
        scores = [record["score"] for record in history if record["won"]]
        score = campaign_score(scores)
        return score, rank(round(score)) if scores else "No mission won yet"
