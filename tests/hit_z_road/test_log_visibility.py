"""The log follows the board's secrecy: kept cards lie face down, so which card a seat kept and its
points reach only that seat; everyone else reads only that a card was kept and how many. Every dice
roll lists its faces."""
from __future__ import annotations

import re

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.games.hit_z_road.bots import RandomBot
from game.games.hit_z_road.rules import RULES

from .helpers import fixture_content, real_content, setup_for

GAMES_PER_SETUP = 40


def play(seed: int, players: int, content) -> Match:
    match = Match(RULES, setup_for(players, seed, "random"), content, keep_undo=False)
    bots = [RandomBot(seat, Rng(seed * 13 + seat)) for seat in range(players)]
    while match.pending is not None:
        prompt = match.pending
        match.apply(bots[prompt.seat].choose(None, prompt))
    return match


def names_card(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def games():
    for content_name, content in (("real", real_content), ("fixture", fixture_content)):
        for players in (2, 3, 4):
            for seed in range(1, GAMES_PER_SETUP + 1):
                yield content_name, content(), players, seed


@pytest.fixture(scope="module")
def played():
    return [(name, players, seed, play(seed, players, content)) for name, content, players, seed in games()]


def test_a_kept_card_and_its_points_reach_only_its_keeper(played):
    keeps = leaks_checked = 0
    for name, players, seed, match in played:
        log, cards = match.log, match.state.cards
        kept_by: dict[str, int] = {}                   # card id -> the seat that keeps it face down
        counts = [0] * players
        for i, event in enumerate(log):
            if event.kind == "game_over":
                break                                  # once over, every card is shown
            if event.kind == "card_resolved" and event.data.get("result") == "won":
                seat, cid = event.data["seat"], event.data["card"]
                keeps += 1
                counts[seat] += 1
                # the keeper alone reads which card and its points
                assert event.seats == (seat,), (name, seed, event)
                assert cards[cid].name in event.text and "point" in event.text
                # and everyone reads, next, that a card was kept and how many the seat has
                public = log[i + 1]
                assert public.kind == "card_kept" and public.seats is None, (name, seed, public)
                assert public.data["seat"] == seat and public.data["kept"] == counts[seat]
                assert f"({counts[seat]} kept)" in public.text
                assert not names_card(public.text, cards[cid].name) and "point" not in public.text
                assert public.cause != f"card:{cid}" and "card" not in public.data and "points" not in public.data
                if not any(e.kind == "executor" and e.data.get("card") == cid for e in log[i:i + 4]):
                    kept_by[cid] = seat               # the Executor card is kept face up, for all to see
                continue
            for other in range(players):
                if not event.visible_to(other):
                    continue
                for cid, keeper in kept_by.items():
                    if keeper == other:
                        continue
                    leaks_checked += 1
                    assert not names_card(event.text, cards[cid].name), (name, seed, other, event)
                    assert event.cause != f"card:{cid}" and event.data.get("card") != cid, (name, seed, other, event)
            if event.kind == "eliminated":             # its kept cards go back to the box, still unseen
                for cid in [c for c, s in kept_by.items() if s == event.data["seat"]]:
                    del kept_by[cid]
        # the keeps the log told are the keeps the state holds (an eliminated seat's go to the box)
        for seat in range(players):
            if not match.state.eliminated[seat]:
                assert counts[seat] == len(match.state.won_cards[seat]), (name, seed, seat)
    assert keeps > 500 and leaks_checked > 5000


def test_no_event_another_seat_sees_tells_the_points_of_kept_cards(played):
    for name, players, seed, match in played:
        for event in match.log:
            if event.kind == "game_over":
                break
            if event.seats is None and "points" in event.data:
                raise AssertionError(f"card points told to everyone: {event}")
            if event.seats is None:
                assert not re.search(r"\(\d+ points?\)", event.text), (name, seed, event)


def test_every_roll_lists_its_faces(played):
    kinds = set()
    for name, players, seed, match in played:
        for event in match.log:
            if event.kind != "dice_rolled":
                continue
            faces = list(event.data["faces"]) + list(event.data.get("horde", []))
            assert faces, event
            kinds.add(event.data["kind"])
            assert ", ".join(faces) in event.text, (name, seed, event.text, faces)
            assert not re.search(r"\b1 dice\b", event.text)
    assert {"ranged", "melee", "event"} <= kinds
