"""`simulate --campaign`: bots play whole campaigns headless; the report gives each mission's and
chapter's success rate, the survival points and ranks, how often and why missions were lost, and
the campaigns' overall scores."""
from __future__ import annotations

import random
import time
from collections import Counter, defaultdict

from .core import campaign as campaigns
from .core.match import Match
from .core.registry import rules_for
from .core.session import Session

TRIES_PER_MISSION = 5      # a mission lost this many times in a row ends the campaign (the bot gives up)


def simulate_campaigns(game_id: str, bot_kind: str, count: int, seed: int, variants: tuple[str, ...] = (),
                       content=None) -> dict:
    rules = rules_for(game_id)
    if not rules.info.campaign:
        raise ValueError(f"{rules.info.name} has no campaign")
    if bot_kind not in rules.bots:
        raise ValueError(f"unknown bot {bot_kind!r}; {rules.info.name} has: {', '.join(rules.bots)}")
    content = content or rules.load_content()
    tries, wins, points, ranks, losses = Counter(), Counter(), defaultdict(list), Counter(), defaultdict(Counter)
    chapter_tries, chapter_wins = Counter(), Counter()
    finished, overall = 0, []
    started, answers = time.perf_counter(), 0
    for index in range(count):
        body = campaigns.new_campaign(game_id, [{"name": bot_kind, "color": 0, "bot": bot_kind}], seed + index,
                                      list(variants))
        picker = random.Random(seed * 7919 + index)      # which mission of a chapter the campaign plays
        in_a_row = 0
        while not body["finished"] and in_a_row < TRIES_PER_MISSION:
            offered = campaigns.choices(body, rules)
            if not offered:
                break
            mission = offered[0].id if body.get("replay") else picker.choice(offered).id
            setup = campaigns.mission_setup(body, rules, mission, f"sim-{index}")
            session = Session(Match(rules, setup, content, keep_undo=False))
            answers += session.play_bots_to_end()
            chapter = body["chapter"]
            result = campaigns.record_mission(body, rules, session.match)
            tries[mission] += 1
            chapter_tries[chapter] += 1
            if result.won:
                wins[mission] += 1
                chapter_wins[chapter] += 1
                points[mission].append(result.score)
                ranks[result.rank] += 1
                in_a_row = 0
            else:
                losses[mission][result.details.get("died") or "went home without the goals"] += 1
                in_a_row += 1
        finished += body["finished"]
        if any(record["won"] for record in body["history"]):
            overall.append(rules.campaign.overall(body["history"])[0])
    elapsed = time.perf_counter() - started
    return {
        "game": game_id, "bot": bot_kind, "campaigns": count, "seed": seed, "variants": list(variants),
        "finished_rate": finished / count,
        "missions": {mission: {"played": tries[mission], "won": wins[mission],
                               "win_rate": wins[mission] / tries[mission],
                               "average_points": sum(points[mission]) / len(points[mission]) if points[mission] else 0,
                               "losses": dict(losses[mission].most_common())} for mission in sorted(tries)},
        "chapters": {chapter: {"played": chapter_tries[chapter], "win_rate": chapter_wins[chapter] / chapter_tries[chapter]}
                     for chapter in sorted(chapter_tries)},
        "ranks": dict(ranks.most_common()),
        "average_overall": sum(overall) / len(overall) if overall else 0.0,
        "answers_per_second": answers / elapsed if elapsed else 0.0, "seconds": elapsed,
    }


def format_campaign_report(report: dict) -> str:
    lines = [f"{report['campaigns']} campaigns of {report['game']} by the {report['bot']} bot, seed {report['seed']}"
             + (f", variants {', '.join(report['variants'])}" if report["variants"] else ""),
             f"campaigns finished: {report['finished_rate']:.1%} (a mission lost {TRIES_PER_MISSION} times running "
             "ends one); average overall score of those with a mission won: "
             f"{report['average_overall']:.1f}",
             f"{'mission':<10}{'played':>8}{'won':>6}{'win rate':>10}{'avg points':>12}  losses"]
    for mission, row in report["missions"].items():
        why = "; ".join(f"{cause} {n}" for cause, n in row["losses"].items())
        lines.append(f"{mission:<10}{row['played']:>8}{row['won']:>6}{row['win_rate']:>9.1%}"
                     f"{row['average_points']:>12.1f}  {why}")
    lines.append("chapters: " + ", ".join(f"{chapter}: {row['win_rate']:.1%} of {row['played']}"
                                          for chapter, row in report["chapters"].items()))
    lines.append("ranks of missions won: " + ", ".join(f"{rank} {n}" for rank, n in report["ranks"].items()))
    lines.append(f"{report['answers_per_second']:,.0f} answers/s ({report['seconds']:.1f} s)")
    return "\n".join(lines)
