"""The recorded games that prove a refactor changed no rule: answers, and a digest of every state hash.

    .venv/bin/python -m tests.kit.replay_fixture            # write tests/kit/replays.json.gz anew
    .venv/bin/python -m tests.kit.replay_fixture --rehash hit_z_road   # same answers, new hashes
    .venv/bin/python -m tests.kit.replay_fixture --record everything_lost   # that game's games anew, the rest kept

For every built game, every player count gets at least GAMES_PER_COUNT seeded
bot games, and every variant at least GAMES_PER_COUNT games of its own; half
are played by random bots, half by the game's default bot, so both odd
corners and long, well-played games are covered. Each record keeps the
answers given and a digest chaining the state hash after every answer, so a
test can replay the answers through the rules alone (whatever the bots do
later) and see every hash come out the same. Regenerate only on purpose,
in a commit of its own that says which rule changed and why.

When only the way a game keeps its state changes (a field saved differently, no rule touched),
--rehash keeps every recorded answer and chains the hashes again: each answer must still be legal
and each game must still end on its last answer, which is the proof that no rule changed.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import sys
from pathlib import Path

from game.core.match import Match
from game.core.registry import built_rules
from game.core.rules import MatchSetup, Seat
from game.core.session import Session

FIXTURE = Path(__file__).with_name("replays.json.gz")
FORMAT = 1
GAMES_PER_COUNT = 200
# a game with many alternatives (Everything Lost: ten missions, each with and without the nightmare side;
# Wasted Wilds: nine missions at each team size; This War of Mine: three difficulties, each with the
# optional rules, modes and modules off and on, and each mode and module alone, in long games) gets fewer
# games per plan, so the recording stays quick to replay; enough that a mode in only two plans (Semi-Coop:
# 3 and 4 players, alone) still has the 20 games the coverage test asks of every variant
GAMES_PER_PLAN = {"everything_lost": 20, "wasted_wilds": 12, "this_war_of_mine": 10}


def configurations(rules) -> list[tuple[int, tuple[str, ...], int]]:
    """(players, variants, games): every player count, each with the game's covering variant sets
    (GameInfo.covering_plans), GAMES_PER_COUNT games each (half as many where the set has loose variants)."""
    info = rules.info
    plans = []
    for players in range(info.min_players, info.max_players + 1):
        loose = any(variant.group is None for variant in info.variants_for(players))
        games = GAMES_PER_PLAN.get(info.id, GAMES_PER_COUNT // 2 if loose else GAMES_PER_COUNT)
        plans += [(players, chosen, games) for chosen in info.covering_plans(players)]
    return plans


def hash_chain(digest: "hashlib._Hash", match: Match) -> None:
    digest.update(match.state_hash().encode())


def play_recorded(rules, content, players: int, variants: tuple[str, ...], seed: int, bot: str) -> dict:
    seats = tuple(Seat(f"Seat {i + 1}", i, bot) for i in range(players))
    setup = MatchSetup(rules.info.id, seats, seed, rules.info.resolve_variants(variants, players))
    session = Session(Match(rules, setup, content, keep_undo=False))
    digest = hashlib.sha256()
    hash_chain(digest, session.match)
    while session.match.pending is not None:
        session.step_bot()
        hash_chain(digest, session.match)
    return {"game": rules.info.id, "players": players, "variants": list(setup.variants), "seed": seed,
            "bot": bot, "answers": [answer.value for answer in session.match.answers],
            "hashes": digest.hexdigest()}


def record(only: str | None = None) -> list[dict]:
    records = []
    for rules in built_rules().values():
        if only is not None and rules.info.id != only:
            continue
        content = rules.load_content()
        strong = rules.info.bot_kinds[0]
        for players, variants, games in configurations(rules):
            for seed in range(games):
                bot = "random" if seed % 2 else strong
                records.append(play_recorded(rules, content, players, variants, seed, bot))
    return records


def replay_digest(rules, content, record: dict) -> str:
    """Replay a record's answers through the rules alone and chain the state hashes again."""
    seats = tuple(Seat(f"Seat {i + 1}", i, record["bot"]) for i in range(record["players"]))
    setup = MatchSetup(record["game"], seats, record["seed"], tuple(record["variants"]))
    match = Match(rules, setup, content, keep_undo=False)
    digest = hashlib.sha256()
    hash_chain(digest, match)
    for value in record["answers"]:
        match.apply(value)
        hash_chain(digest, match)
    return digest.hexdigest()


def load_records() -> list[dict]:
    with gzip.open(FIXTURE, "rt", encoding="utf-8") as handle:
        document = json.load(handle)
    assert document["format"] == FORMAT
    return document["records"]


def rehash(game_id: str) -> list[dict]:
    """The recorded games, with those of game_id replayed from their answers and hashed anew."""
    rules = built_rules()[game_id]
    content = rules.load_content()
    records = load_records()
    for record in records:
        if record["game"] != game_id:
            continue
        seats = tuple(Seat(f"Seat {i + 1}", i, record["bot"]) for i in range(record["players"]))
        match = Match(rules, MatchSetup(game_id, seats, record["seed"], tuple(record["variants"])), content,
                      keep_undo=False)
        digest = hashlib.sha256()
        hash_chain(digest, match)
        for value in record["answers"]:
            match.apply(value)                    # raises if a recorded answer is no longer legal
            hash_chain(digest, match)
        if match.pending is not None:
            raise AssertionError(f"{game_id} seed {record['seed']}: the game no longer ends on its last answer")
        record["hashes"] = digest.hexdigest()
    return records


def main() -> int:
    if sys.argv[1:2] == ["--rehash"]:
        records = rehash(sys.argv[2])
    elif sys.argv[1:2] == ["--record"]:
        records = [r for r in load_records() if r["game"] != sys.argv[2]] + record(sys.argv[2])
    else:
        records = record()
    data = json.dumps({"format": FORMAT, "records": records}, separators=(",", ":")).encode()
    # mtime=0: the same games give the same bytes, so git sees no change when nothing changed
    FIXTURE.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    answers = sum(len(r["answers"]) for r in records)
    print(f"wrote {FIXTURE}: {len(records)} games, {answers} answers, {FIXTURE.stat().st_size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
