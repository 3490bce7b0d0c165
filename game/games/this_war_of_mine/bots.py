"""This War of Mine's bots: the shared random bot, and the Leader bot, a co-operative heuristic player for
any seat. It sees only the view, the prompt and the printed cards (read by bot_reading.py), and plays for
SURVIVE: by day it builds what the shelter needs (water, a bed, a workbench, heat before the Cold climbs),
clears the way to more rooms and pokes about when short of Wood or Components; at Dusk it shares Water
and food out by need; in the Evening it keeps the strongest on guard, sends the fittest out and puts the
tired to bed; out in the city it weighs Noise against what a search brings, fights only when it is the
stronger side and carries home what the group lacks most for its weight; at Dawn it treats the worst
hurt first; and in the book it takes the choices that keep people alive and in heart.

Every answer is a function of the view and the prompt alone (no memory between questions), so a person
may hand it any single question.

The answers are kept by the part of the day they belong to, one class each, and LeaderBot is all of them:
bot_day.py (the Day's actions and Dusk), bot_night.py (the Evening and scavenging), bot_fights.py (fights,
Night Raids and trades), bot_dawn.py (Dawn and the book), bot_setup.py (Short Mode's setup), bot_modules.py
(Companions, The Table, Heart of the City, Orphans of War), bot_market.py (Farmers and Market), bot_street.py (Our Street), bot_sewers.py (the Sewers), bot_tactics.py (Tactics),
bot_semi_coop.py (Semi-Coop's Roles and Conflict cards). What the bot reads is bot_reading.py's."""
from __future__ import annotations

from ...core.bots import RandomBot
from ...core.prompt import Prompt
from ...core.rng import Rng
from .bot_dawn import DawnAnswers
from .bot_day import DayAnswers
from .bot_fights import FightAnswers
from .bot_market import MarketAnswers
from .bot_modules import ModuleAnswers
from .bot_night import NightAnswers
from .bot_reading import Reader, option_parts
from .bot_semi_coop import SemiCoopAnswers
from .bot_setup import SetupAnswers
from .bot_sewers import SewersAnswers
from .bot_street import StreetAnswers
from .bot_tactics import TacticsAnswers

__all__ = ["LeaderBot", "RandomBot"]

PLAY_AT = 2.5             # what a Narrative Action must do now to be played rather than kept
INTERRUPTIONS = ("play:", "any_time", "feed:", "skill:", "conflict:", "open_envelope")
DIRE_AT = 3               # a deadly State this high on anyone: time to tear open the envelope
QUIET_AT = 3              # the Noise at which the quiet one's skill is used


class LeaderBot(ModuleAnswers, MarketAnswers, StreetAnswers, SewersAnswers, TacticsAnswers, SemiCoopAnswers, SetupAnswers, DayAnswers,
                NightAnswers, FightAnswers, DawnAnswers):
    """The answer to a question is the method named after the prompt's `why` (less any trailing number),
    found on one of the phase parts; any Narrative Action or Objective feed offered alongside is weighed
    first (here)."""

    reads_view = True

    def __init__(self, seat: int, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, view: dict, prompt: Prompt) -> str:
        values = [o.value for o in prompt.options]
        if len(values) == 1 or prompt.kind != "pick":
            return values[0]
        opts = option_parts(prompt)
        main = [o for o in opts if not o[0].startswith(INTERRUPTIONS)]
        extra = [o for o in opts if o[0].startswith(INTERRUPTIONS)]
        r = Reader(view)
        conflicts = [o for o in extra if o[0].startswith("conflict:")]
        picked = self.conflict_play(r, conflicts, forced=not main) if conflicts else None
        extra = [o for o in extra if not o[0].startswith("conflict:")]
        picked = picked or (self._interrupt(r, extra) if extra else None)
        if picked is None and main:
            picked = main[0][0]
            if len(main) > 1:
                why = prompt.context.get("why", "").partition("@")[0]     # a vote is the question it votes on
                handler = getattr(self, "_" + why.rstrip("0123456789"), None)
                if handler is not None:
                    picked = handler(r, prompt, main)
        answer = f"pick:{picked}"
        return answer if answer in values else values[0]

    # ====================================================================== Between the questions
    def _interrupt(self, r: Reader, extra) -> str | None:
        """A Narrative Action worth playing now, or goods the Objective's counter should have; else None."""
        cards = r.t["narrative_actions"]
        best, gain = None, PLAY_AT if r.nights >= 1 else 0.3      # nothing is kept for after the war
        for value, _label, _t in extra:
            if value.startswith("play:"):
                card = cards[value[len("play:"):]]
                worth = r.worth(card.effects, r.centre() if r.scavenging else None)
                if worth > gain:
                    best, gain = value, worth
        if best is not None:
            return best
        if "open_envelope" in [v for v, _l, _t in extra] and self._dire(r):
            return "open_envelope"
        if "skill:quiet" in [v for v, _l, _t in extra] and r.view["noise"] >= QUIET_AT:
            return "skill:quiet"
        feeds = [v for v, _l, _t in extra if v.startswith("feed:")]
        return self._feed(r, feeds) if feeds else None

    @staticmethod
    def _dire(r: Reader) -> bool:
        """Someone a step from death (Hunger, Wounds, Illness or Misery at 3), or nothing left to eat."""
        tokens = r.t["tokens"]
        no_food = not any(n and k in tokens and tokens[k].food for k, n in r.view["storage"].items())
        return no_food or any(r.level(i, s) >= DIRE_AT for i in r.group for s in ("hunger", "wounds", "illness", "misery"))

    def _feed(self, r: Reader, feeds: list[str]) -> str | None:
        """Give to the Objective's counter only from what the group can spare, only once the Chapter is near
        its end, and only when it completes the counter and meeting it is worth more than what it takes."""
        near_end = r.chapter_days() <= 1
        card = r.t["objectives"][r.view["objectives"][0]]
        short = card.counter - r.view["objective_counter"]
        steps = sorted((s for s in card.takes if f"feed:{s.item}" in feeds),
                       key=lambda s: r.value(s.item) / s.advance)
        tokens = r.t["tokens"]
        spare = dict(r.view["storage"])
        if any(s.item in tokens and tokens[s.item].food for s in steps):   # keep food for the days to come
            keep = len(r.group) * (1 if near_end else 2)
            food = sorted((k for k in spare if k in tokens and tokens[k].food), key=lambda k: tokens[k].food)
            for k in food:
                points = -tokens[k].food
                while spare.get(k, 0) and keep > 0:
                    spare[k] -= 1
                    keep -= points
        if any(s.item in tokens and tokens[s.item].treats for s in steps):   # and a treatment for each one hurt or ill
            hurt = sum(1 for i in r.group if r.level(i, "wounds") or r.level(i, "illness"))
            for k in ("bandages", "meds", "herbal-meds"):
                while spare.get(k, 0) and hurt > 0:
                    spare[k] -= 1
                    hurt -= 1
        spend, cost = [], 0.0
        for step in steps:
            while short > 0 and spare.get(step.item, 0) > 0:
                spare[step.item] -= 1
                short -= step.advance
                spend.append(step.item)
                cost += r.value(step.item)
        if short > 0 or not spend:
            return None
        r.worse = 1
        swing = r.worth(card.reward, None) - r.worth(card.penalty, None)
        r.worse = 0
        return f"feed:{spend[0]}" if swing > 1.2 * cost else None
