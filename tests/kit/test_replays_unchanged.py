"""Every recorded game replays to the very same state hash after every answer (see replay_fixture.py)."""
from __future__ import annotations

from collections import defaultdict

from game.core.registry import built_rules

from .replay_fixture import configurations, load_records, replay_digest


def test_every_recorded_game_replays_with_identical_hashes():
    records = load_records()
    contents = {game_id: rules.load_content() for game_id, rules in built_rules().items()}
    changed = [f"{r['game']} {r['players']}p {r['variants']} seed {r['seed']} ({r['bot']})"
               for r in records if replay_digest(built_rules()[r["game"]], contents[r["game"]], r) != r["hashes"]]
    assert not changed, f"{len(changed)} of {len(records)} recorded games changed, first: {changed[:5]}"


def test_the_recording_covers_every_game_player_count_and_variant():
    records = load_records()
    per_count, per_variant = defaultdict(int), defaultdict(int)
    for record in records:
        per_count[(record["game"], record["players"])] += 1
        for variant in record["variants"]:
            per_variant[(record["game"], variant)] += 1
    for game_id, rules in built_rules().items():
        planned_count, planned_variant = defaultdict(int), defaultdict(int)
        for players, variants, games in configurations(rules):
            planned_count[players] += games
            for variant in rules.info.resolve_variants(variants, players):
                planned_variant[variant] += games
        for players, games in planned_count.items():
            assert per_count[(game_id, players)] >= games >= 200, (game_id, players)
        for variant in rules.info.variants:
            assert per_variant[(game_id, variant.id)] >= planned_variant[variant.id] >= 20, (game_id, variant.id)
