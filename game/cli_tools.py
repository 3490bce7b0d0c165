"""The command-line tools beside the app: check-mods and simulate."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

from .core import mods as mod_files
from .core.match import Match
from .core.modcheck import check_mods
from .core.paths import mods_dir
from .core.problems import visible
from .core.registry import rules_for
from .core.rules import MatchSetup, Seat
from .core.rng import Rng
from .core.search import SearchBot
from .core.session import Session, bot_seed


def add_subcommand_arguments(subparsers: argparse._SubParsersAction) -> None:
    check = subparsers.add_parser("check-mods", help="validate mods and print every problem")
    check.add_argument("folder", nargs="?", type=Path,
                       help="a mods folder (or one mod's folder); default: the user mods folder")

    simulate = subparsers.add_parser("simulate", help="play bot games headless and print statistics")
    simulate.add_argument("game", help="game id, e.g. hit_z_road")
    simulate.add_argument("--players", type=int, required=True)
    simulate.add_argument("--bots", default="random",
                          help="one bot kind for every seat, or one per seat separated by commas; for a game with "
                               "the searching bot, search:N is it with N playouts per decision (not a time: "
                               "the same strength on any machine)")
    simulate.add_argument("--rotate", action="store_true",
                          help="move the bot kinds round the seats from game to game, and report each kind's "
                               "win rate (the first seat has an edge in some games)")
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--variant", action="append", default=[], help="a variant id (repeatable)")
    simulate.add_argument("--mods", type=Path, action="append", default=[], help="a mods folder (repeatable)")
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.add_argument("--campaign", action="store_true",
                          help="play whole campaigns (--games of them; --players 1) and report per mission")

    replay = subparsers.add_parser("replay", help="watch a replay (or a save) in the viewer, or draw one position")
    replay.add_argument("file", type=Path, help="a replay exported from the viewer, a recorded game's replay, or a save")
    replay.add_argument("--step", type=int, default=0, help="the position after this many answers (default: the start)")
    replay.add_argument("--seat", default="",
                        help="whose view: a seat number (1, 2, ...), a seat's name, 'table' (what every seat may know) "
                             "or 'everything' (a finished game, every card face up)")
    replay.add_argument("--png", type=Path, help="write a picture of that position here and exit, with no window")
    replay.add_argument("--size", default="1280x720", help="the picture's size, WIDTHxHEIGHT (default 1280x720)")
    replay.add_argument("--mods", type=Path, action="append", default=[], help="a mods folder (repeatable)")


# --- check-mods -----------------------------------------------------------
def _is_one_mod(folder: Path) -> bool:
    # lexists, not is_file: a mod.toml that is a FIFO or a bad link still makes this one (broken) mod
    return os.path.lexists(folder / "mod.toml")


def _mod_folders(folder: Path | None) -> list[Path]:
    if folder is None:
        return [mods_dir()]
    if _is_one_mod(folder):   # one mod given directly
        return [folder.parent] if folder.parent != folder else [folder]
    return [folder]


def check_mods_command(args: argparse.Namespace) -> int:
    folder = args.folder
    found = mod_files.discover(_mod_folders(folder))
    if folder is not None and _is_one_mod(folder):
        found = [mod for mod in found if mod.folder.resolve() == folder.resolve()]
    if not found:
        print(f"no mods found in {visible(str(folder or mods_dir()))}")
        return 0
    problems = 0
    for mod in check_mods(found):
        status = "ok" if mod.ok else f"{len(mod.errors)} problem(s)"
        # the id comes from the mod's own manifest and the folder name from its author: either could forge a line
        print(f"{visible(mod.id)} ({visible(str(mod.folder))}): {status}")
        for error in mod.errors:
            print(f"  {error}")
        problems += len(mod.errors)
    return 0 if problems == 0 else 1


# --- simulate ---------------------------------------------------------------
def simulate_command(args: argparse.Namespace) -> int:
    try:
        if args.campaign:
            from .campaign_tools import format_campaign_report, simulate_campaigns
            found = mod_files.discover(args.mods) if args.mods else []
            content = rules_for(args.game).load_content(mods=found)
            report = simulate_campaigns(args.game, args.bots.split(",")[0], args.games, args.seed,
                                        tuple(args.variant), content)
            formatted = format_campaign_report(report)
        else:
            report = simulate(args.game, args.players, args.bots.split(","), args.games, args.seed,
                              tuple(args.variant), args.mods, rotate=args.rotate)
            formatted = format_report(report)
    except (KeyError, ValueError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else formatted)
    return 0


def _search_playouts(kind: str, rules) -> int | None:
    """N for a "search:N" kind (the searching bot with N playouts a decision); None for any other kind."""
    head, _, count = kind.partition(":")
    if head != "search" or not count:
        return None
    if not count.isdigit() or not 1 <= int(count) <= 1_000_000:
        raise ValueError(f"{kind!r}: search:N takes a number of playouts, 1 or more")
    if not hasattr(rules, "sample_hidden"):
        raise ValueError(f"{rules.info.name} has no searching bot yet")
    return int(count)


def simulate(game_id: str, players: int, bot_kinds: list[str], games: int, seed: int,
             variants: tuple[str, ...] = (), mod_folders: list[Path] | None = None, rotate: bool = False) -> dict:
    rules = rules_for(game_id)
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.name} takes {info.min_players}-{info.max_players} players, not {players}")
    if len(bot_kinds) == 1:
        bot_kinds = bot_kinds * players
    if len(bot_kinds) != players:
        raise ValueError(f"--bots names {len(bot_kinds)} kinds for {players} seats")
    playouts = {kind: _search_playouts(kind, rules) for kind in bot_kinds}
    for kind in bot_kinds:
        if kind not in rules.bots and playouts[kind] is None:
            raise ValueError(f"unknown bot {kind!r}; {info.name} has: {', '.join(rules.bots)}")
    known = {variant.id for variant in info.variants_for(players)}
    for variant_id in variants:
        if variant_id not in known:
            raise ValueError(f"no variant {variant_id!r} for {players} players; {info.name} has: "
                             f"{', '.join(sorted(known)) or 'none'}")
    refused = info.refusal(variants, players)
    if refused is not None:
        raise ValueError(refused)
    found = mod_files.discover(mod_folders) if mod_folders else []
    content = rules.load_content(mods=found)
    wins, scores = [0.0] * players, [0] * players
    lengths: list[int] = []
    drawn, resolved = Counter(), Counter()
    games_won, causes = 0, Counter()   # games somebody won; why the rest ended without a winner
    tally = getattr(rules, "tally", None)  # a game's own numbers per game (means) and happenings (counts)
    means, counts = Counter(), Counter()
    started = time.perf_counter()
    answers_total = 0
    kind_wins, kind_games = Counter(), Counter()
    for game_index in range(games):
        shift = game_index % players if rotate else 0
        kinds = bot_kinds[shift:] + bot_kinds[:shift]
        setup = MatchSetup(game_id, tuple(Seat(f"{kind} {i + 1}", i, kind) for i, kind in enumerate(kinds)),
                           seed + game_index, variants)
        searching = {i: SearchBot(i, Rng(bot_seed(setup.seed, i)), iterations=playouts[kind])
                     for i, kind in enumerate(kinds) if playouts[kind]}
        session = Session(Match(rules, setup, content, keep_undo=False), bot_overrides=searching)
        answered = session.play_bots_to_end()
        answers_total += answered
        lengths.append(answered)
        outcome = session.match.outcome()
        if outcome is not None:
            games_won += bool(outcome.winners)
            if not outcome.winners:
                causes[str(outcome.details.get("cause", "unknown"))] += 1
            for seat in outcome.winners:
                # in a competitive game a shared victory is split; at a co-operative table all win
                share = 1 if rules.info.cooperative else 1 / len(outcome.winners)
                wins[seat] += share
                kind_wins[kinds[seat]] += share
            for seat, score in enumerate(outcome.scores):
                scores[seat] += score
        kind_games.update(kinds)
        for name, value in (tally(session.match.state) if tally else {}).items():
            if isinstance(value, (int, float)):
                means[name] += value
            else:
                counts.update(f"{name}: {item}" for item in value)
        for event in session.match.log:
            card = event.data.get("card") if event.data else None
            if card and event.kind == "card_drawn":
                drawn[card] += 1
            elif card and event.kind == "card_resolved":
                resolved[card] += 1
    elapsed = time.perf_counter() - started
    return {
        "game": game_id, "players": players, "bots": bot_kinds, "games": games, "seed": seed,
        "variants": list(variants), "mods": [mod.id for mod in content.active_mods],
        "seats": [{"seat": i, "bot": bot_kinds[i], "win_rate": wins[i] / games, "average_score": scores[i] / games}
                  for i in range(players)],
        "no_winner_rate": (games - games_won) / games,
        "rotated": rotate,
        "kinds": {kind: {"seats_played": kind_games[kind], "win_rate": kind_wins[kind] / kind_games[kind]}
                  for kind in dict.fromkeys(bot_kinds)},
        "cooperative": rules.info.cooperative,
        "team_win_rate": games_won / games,
        "loss_causes": dict(causes.most_common()),
        "average_answers": sum(lengths) / games,
        "answers_per_second": answers_total / elapsed if elapsed else 0.0,
        "seconds": elapsed,
        "cards": {card: {"drawn": drawn[card], "resolved": resolved[card]} for card in sorted(set(drawn) | set(resolved))},
        "tally_means": {name: total / games for name, total in sorted(means.items())},
        "tally_counts": dict(counts.most_common()),
    }


TALLY_LINES = 12      # a game's tally with more different happenings than this is summed up in one line


def format_report(report: dict) -> str:
    lines = [f"{report['games']} games of {report['game']}, {report['players']} players, seed {report['seed']}"
             + (f", variants {', '.join(report['variants'])}" if report["variants"] else "")
             + (f", mods {', '.join(report['mods'])}" if report["mods"] else ""),
             f"{'seat':<6}{'bot':<12}{'win rate':>10}{'avg score':>11}"]
    for seat in report["seats"]:
        bot = "(rotated)" if report["rotated"] else seat["bot"]
        lines.append(f"{seat['seat'] + 1:<6}{bot:<12}{seat['win_rate']:>9.1%}{seat['average_score']:>11.2f}")
    if report["rotated"]:
        for kind, numbers in report["kinds"].items():
            lines.append(f"{kind}: won {numbers['win_rate']:.1%} of its {numbers['seats_played']} seats")
    if report["cooperative"]:
        lines.append(f"team win rate: {report['team_win_rate']:.1%}")
        games_lost = sum(report["loss_causes"].values())
        for cause, count in report["loss_causes"].items():
            lines.append(f"  lost: {cause}: {count} ({count / games_lost:.0%} of losses)")
    else:
        lines.append(f"no winner: {report['no_winner_rate']:.1%}")
    lines.append(f"average length: {report['average_answers']:.1f} answers; "
                 f"{report['answers_per_second']:,.0f} answers/s ({report['seconds']:.2f} s)")
    for name, mean in report.get("tally_means", {}).items():
        lines.append(f"  {name}: {mean:.2f} a game")
    by_name: dict[str, list[tuple[str, int]]] = {}
    for key, count in report.get("tally_counts", {}).items():
        name, _, item = key.partition(": ")
        by_name.setdefault(name, []).append((item, count))
    for name, items in by_name.items():
        if len(items) > TALLY_LINES:          # a long list (which scripts were read): how many, and the most
            top = ", ".join(f"{item} {count}" for item, count in items[:5])
            lines.append(f"  {name}: {len(items)} different ones; most often {top}")
            continue
        for item, count in items:
            lines.append(f"  {name}: {item}: {count} ({count / report['games']:.2f} a game)")
    if report["cards"]:
        lines.append(f"{'card':<32}{'drawn':>7}{'resolved':>10}")
        for card, counts in report["cards"].items():
            lines.append(f"{card:<32}{counts['drawn']:>7}{counts['resolved']:>10}")
    return "\n".join(lines)
