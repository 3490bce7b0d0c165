"""Real saves of every built game, and ways to damage them as a person or a disk would."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from game.core import saves
from game.core.match import Match
from game.core.registry import built_rules
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat

GAMES = tuple(built_rules())
_CONTENT: dict[str, object] = {}


def content_of(game_id: str):
    if game_id not in _CONTENT:
        _CONTENT[game_id] = built_rules()[game_id].load_content()
    return _CONTENT[game_id]


def played_match(game_id: str, seed: int = 3, answers: int = 40, players: int = 2) -> Match:
    """A match some way in, played by random bots (the same one for the same arguments)."""
    rules = built_rules()[game_id]
    players = max(rules.info.min_players, min(players, rules.info.max_players))    # a solo game has one seat
    setup = MatchSetup(game_id, tuple(Seat(f"P{i + 1}", i) for i in range(players)), seed)
    match = Match(rules, setup, content_of(game_id))
    bots = {seat: rules.bots["random"](seat, Rng(seed * 17 + seat)) for seat in range(players)}
    while match.pending is not None and len(match.answers) < answers:
        match.apply(bots[match.pending.seat].choose(match.view(match.pending.seat), match.pending))
    return match


def write_save(match: Match, path: Path) -> Path:
    return saves.save_match(match, path, "test save")


def rewrite_body(path: Path, edit: Callable[[dict], object]) -> None:
    """Edit a save's body as a person with a text editor would, then give it a fresh, valid checksum."""
    document = json.loads(path.read_text())
    edit(document["body"])
    path.write_bytes(saves.encode(document["body"]))


def load(path: Path, game_id: str) -> Match:
    return saves.load_match(path, lambda rules: content_of(game_id))


def play_random(match: Match, answers: int, seed: int = 0) -> None:
    """Go on playing a loaded match with random bots: it must simply work."""
    rules = match.rules
    bots = {seat: rules.bots["random"](seat, Rng(seed + seat)) for seat in range(match.setup.players)}
    for _ in range(answers):
        if match.pending is None:
            return
        match.apply(bots[match.pending.seat].choose(match.view(match.pending.seat), match.pending))
