"""Wasted Wilds' sample_hidden: the searching bot's draws of what the table could be, from one seat's view."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.search import InformationSet, SearchBot
from game.core.session import Session
from game.games.wasted_wilds.rules import RULES
from game.games.wasted_wilds.state_check import storage_problems
from tests.kit.positions import bot_positions

from .support import content

# what changes what is hidden: the player count (other seats' hands), a seat running several survivors
# (team), the missions' decks (day/night from frozen-3, exposure face down, the heat and the tribes of
# the scorched ones); lenient play keeps a mission going after an elimination, for longer games
GAMES = [(1, 31, ("mission-frozen-3", "team-2")), (2, 32, ("mission-frozen-4", "lenient")),
         (3, 33, ("mission-scorched-1", "lenient")), (4, 34, ("mission-scorched-4", "lenient")),
         (2, 35, ("mission-frozen-5", "team-4", "lenient"))]


def new_session(players: int, seed: int, variants=()) -> Session:
    setup = MatchSetup("wasted_wilds", tuple(Seat(f"P{i}", i, "survivor") for i in range(players)), seed,
                       RULES.info.resolve_variants(variants, players))
    return Session(Match(RULES, setup, content(), keep_undo=False))


def positions(players: int, seed: int, variants=(), every: int = 7):
    """States along a game of the survivor bots, every few answers, each with the seat asked there."""
    yield from bot_positions(new_session(players, seed, variants), every)


def laying_the_map():
    """States while the tiles are laid one at a time (the tiles still to lay are hidden too)."""
    state = RULES.new_state(MatchSetup("wasted_wilds", (Seat("P0"), Seat("P1")), 8, ("mission-frozen-3",)),
                            content(), Rng(8))
    for answer in ("survivor:chef", "survivor:thief"):
        RULES.apply(state, answer)
    yield state, 0
    RULES.apply(state, "layout:place")
    while state.phase == "map":
        yield state, 0
        RULES.apply(state, RULES.prompt(state).values[0])


def all_positions():
    for players, seed, variants in GAMES:
        yield from positions(players, seed, variants)
    yield from laying_the_map()


def asked(state):
    prompt = RULES.prompt(state)
    return None if prompt is None else (prompt.seat, prompt.kind, prompt.text, prompt.options)


def hidden_cards(state) -> dict:
    """Every pool the sampler deals afresh, as multisets (what any deal keeps)."""
    return {"monsters": Counter(state.monster_deck), "day": Counter(state.day_deck),
            "tiles": Counter([p["tile"] for p in state.map.values() if not p["up"]] + state.setup_tiles),
            "scavenge": Counter(c for pile in state.scavenge_decks.values() for c in pile)
            + Counter(c for s in state.survivors for c in s["supplies"]),
            "status": Counter(c for pile in [*state.status_decks.values(), *state.status_discards.values()]
                              for c in pile) + Counter(s["card"] for v in state.survivors for s in v["status"]),
            "survivors": [Counter(s["deck"] + s["hand"]) for s in state.survivors]}


def test_a_sample_shows_the_seat_what_it_saw_and_depends_on_nothing_it_did_not():
    seen = 0
    for state, seat in all_positions():
        before = RULES.state_to_json(state)
        sample = RULES.sample_hidden(state, seat, random.Random(7))
        assert RULES.state_to_json(state) == before                       # the real state is untouched
        assert RULES.view(sample, seat) == RULES.view(state, seat)
        assert asked(sample) == asked(state)                              # the question, its words and all
        assert sample.rng.to_json() != state.rng.to_json()                 # the dice to come are unknown too
        assert hidden_cards(sample) == hidden_cards(state)
        assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
        other = RULES.sample_hidden(state, seat, random.Random(1))         # the same view, other hidden cards
        assert RULES.view(other, seat) == RULES.view(state, seat)
        # equal views give equal draws: nothing of the hidden cards' places, nor of the generator, leaks
        assert (RULES.state_to_json(RULES.sample_hidden(other, seat, random.Random(7)))
                == RULES.state_to_json(sample))
        seen += 1
    assert seen > 80


def test_the_hidden_parts_really_are_dealt_afresh():
    state, seat = next((s, seat) for s, seat in positions(2, 32, ("mission-frozen-4", "lenient"), every=3)
                       if s.round >= 2 and any(s.survivors[1]["supplies"]) and any(s.survivors[1]["hand"]))
    samples = [RULES.sample_hidden(state, seat, random.Random(n)) for n in range(6)]
    assert seat == 0 or seat == 1
    other = 1 - seat
    for part in (lambda s: s.monster_deck, lambda s: s.day_deck, lambda s: s.scavenge_decks["green"],
                 lambda s: s.survivors[seat]["deck"], lambda s: s.survivors[other]["deck"],
                 lambda s: s.survivors[other]["hand"], lambda s: s.status_decks["cold"],
                 lambda s: [s.map[key]["tile"] for key in sorted(s.map) if not s.map[key]["up"]]):
        assert len({tuple(part(sample)) for sample in samples}) > 1
    # the seat's own hand and everything face up stay
    for sample in samples:
        assert sample.survivors[seat]["hand"] == state.survivors[seat]["hand"]
        assert sample.survivors[seat]["supplies"] == state.survivors[seat]["supplies"]
        assert sample.monster_discard == state.monster_discard and sample.day_discard == state.day_discard
    state = next(s for s, _ in laying_the_map() if len(s.setup_tiles) > 3)
    assert len({tuple(RULES.sample_hidden(state, 0, random.Random(n)).setup_tiles) for n in range(4)}) > 1


def test_what_the_view_tells_of_a_hidden_card_is_kept():
    tables = content().tables
    fuel = {cid for cid, record in tables["scavenge"].items() if record.kind == "fuel"}
    for players, seed, variants in GAMES[1:4]:
        for state, seat in positions(players, seed, variants, every=5):
            sample = RULES.sample_hidden(state, seat, random.Random(3))
            # a deck's colour, the day/night deck's top arrow, a face-down status card's deck
            for colour, pile in sample.scavenge_decks.items():
                assert all(tables["scavenge"][cid].deck == colour for cid in pile)
            if state.day_deck:
                assert tables["day_night"][sample.day_deck[0]].arrow == tables["day_night"][state.day_deck[0]].arrow
            for real, drawn in zip(state.survivors, sample.survivors):
                assert not fuel & set(drawn["supplies"])          # a Fuel is never held in a hand
                assert [(s["deck"], s["up"]) for s in drawn["status"]] == [(s["deck"], s["up"]) for s in real["status"]]
                assert [s["card"] for s in drawn["status"] if s["up"]] == [s["card"] for s in real["status"] if s["up"]]
                assert len(drawn["supplies"]) == len(real["supplies"]) and len(drawn["hand"]) == len(real["hand"])


def test_the_cards_a_question_names_stay():
    """Taking another survivor's scavenge card names it; a group payment names every card with its tags."""
    tables = content().tables
    state, seat = next((s, seat) for s, seat in positions(2, 32, ("mission-frozen-4", "lenient"), every=1)
                       if any(v.startswith("take:") for v in RULES.prompt(s).values))
    other = 1 - seat
    for n in range(4):
        assert RULES.sample_hidden(state, seat, random.Random(n)).survivors[other]["supplies"] == \
            state.survivors[other]["supplies"]
    # a group payment (Killing Frost: a blanket or a fuel), asked by hand: the cards it lists stay, and the
    # hidden hand places it doesn't list get no such card
    from game.games.wasted_wilds.rules.ops import payable_cards
    tags = tables["day_night"]["killing-frost"].now[0].tags
    blanket = next(cid for cid, record in tables["scavenge"].items() if "blanket" in record.tags)
    for state, seat in positions(3, 33, ("mission-scorched-1", "lenient"), every=9):
        other = (seat + 1) % 3
        if state.phase != "play" or not state.survivors[other]["alive"] or not state.survivors[other]["supplies"]:
            continue
        state = RULES.state_from_json(RULES.state_to_json(state), state.content)
        supplies = state.survivors[other]["supplies"]
        pile = next(p for p in state.scavenge_decks.values() if blanket in p)
        pile.remove(blanket)
        pile.append(supplies[0])
        supplies[0] = blanket                       # one listed card, in another seat's hand
        state.task_stack.append({"t": "ops", "addr": ["day_night", "killing-frost", "now"], "i": 0, "actor": 0,
                                 "range": "short", "cause": "night:killing-frost", "monster": None,
                                 "targets": {}, "by": False, "chosen": {}})
        state.pending = {"k": "pick", "why": "group_pay", "seat": seat, "text": "As a group, give up a blanket?",
                         "options": [list(o) for o in payable_cards(state, tags)] + [["none", "No", None]]}
        state.invalidate()
        listed = [v for v, _, _ in payable_cards(state, tags)]
        assert f"supply:{other}:0" in listed
        for n in range(20):
            sample = RULES.sample_hidden(state, seat, random.Random(n))
            assert asked(sample) == asked(state)
            assert [v for v, _, _ in payable_cards(sample, tags)] == listed
            assert sample.survivors[other]["supplies"][0] == blanket
        break
    else:
        pytest.fail("no position to ask a group payment at")


def test_samples_play_on_to_the_end():
    rng = random.Random(2)
    played = 0
    for players, seed, variants in [*GAMES, (2, 36, ("mission-scorched-3",))]:
        for state, seat in positions(players, seed, variants, every=25):
            sample = RULES.sample_hidden(state, seat, rng)
            bots = {s: RULES.bots["survivor"](s, Rng(s)) for s in range(players)}
            for _ in range(600):
                problems = RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
                assert not problems + storage_problems(sample)
                prompt = RULES.prompt(sample)
                if prompt is None:
                    break
                RULES.apply(sample, bots[prompt.seat].choose(RULES.view(sample, prompt.seat), prompt))
            played += 1
    for state, seat in laying_the_map():
        sample = RULES.sample_hidden(state, seat, rng)
        bots = {s: RULES.bots["survivor"](s, Rng(s)) for s in range(2)}
        while (prompt := RULES.prompt(sample)) is not None:
            RULES.apply(sample, bots[prompt.seat].choose(RULES.view(sample, prompt.seat), prompt))
            assert not RULES.saved_state_problems(RULES.state_to_json(sample), sample.content)
    assert played > 20


@pytest.mark.parametrize("players, seed, variants", [(2, 14, ("mission-frozen-3",)), (3, 15, ("mission-scorched-1",))])
def test_the_searching_bot_chooses_alike_when_only_what_it_cannot_see_differs(players, seed, variants):
    chosen = 0
    for state, seat in positions(players, seed, variants, every=5):
        prompt = RULES.prompt(state)
        if len(prompt.options) < 2 or state.phase != "play":
            continue
        other = RULES.sample_hidden(state, seat, random.Random(99))
        answers = []
        for table in (state, other):
            bot = SearchBot(seat, Rng(5), iterations=40)
            answers.append(bot.choose(InformationSet(RULES, table, seat, players), RULES.prompt(table)))
        assert answers[0] == answers[1]
        chosen += 1
        if chosen == 2:
            break
    assert chosen == 2


def test_the_guess_at_a_mission_cut_short_is_a_team_chance():
    for state, _ in positions(2, 32, ("mission-frozen-4", "lenient"), every=15):
        if state.phase != "play":
            continue
        value = RULES.search_value(state)
        assert len(value) == 2 and value[0] == value[1] and 0.0 <= value[0] <= 1.0
        hurt = RULES.state_from_json(RULES.state_to_json(state), state.content)
        hurt.survivors[0]["damage"] += 2
        assert RULES.search_value(hurt)[0] <= value[0]
