"""This War of Mine through the one door (Match): random bots play days of it; the state survives the
JSON round trip; a seed and the answers replay it exactly; the Leader is the one asked; and the view
never shows what lies on a Shelter card's back or the order of a deck."""
from __future__ import annotations

import json

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.rules import RULES

from .support import content

SHELTER_BACKS = set(content().tables["shelter_cards"])


def played(seed: int, answers: int = 300, variants=("normal",)) -> Match:
    setup = MatchSetup("this_war_of_mine", (Seat("Ana"), Seat("Ben"), Seat("Cy")), seed, variants)
    match = Match(RULES, setup, content(), keep_undo=False)
    bots = [RULES.bots["random"](seat, Rng(seed * 7 + seat)) for seat in range(3)]
    for _ in range(answers):
        if match.is_over:
            break
        prompt = match.pending
        assert prompt.seat == match.state.leader, "the Leader decides everything (L246)"
        match.apply(bots[prompt.seat].choose(match.view(prompt.seat), prompt))
    return match


def test_random_bots_play_and_the_state_survives_the_json_round_trip_and_its_checks():
    for seed in range(4):
        match = played(seed)
        data = RULES.state_to_json(match.state)
        assert RULES.saved_state_problems(data, content()) == []
        again = RULES.state_from_json(json.loads(json.dumps(data)), content())
        assert RULES.state_to_json(again) == data


def test_a_damaged_state_is_reported_in_words():
    data = RULES.state_to_json(played(1, answers=20).state)
    data["characters"][0]["states"]["hunger"] = 7
    data["locations_deck"].append(data["locations"]["close"])
    problems = RULES.saved_state_problems(data, content())
    assert problems and any("hunger" in p for p in problems)


def test_a_seed_and_the_answers_replay_exactly():
    match = played(5)
    replayed = Match.replay(RULES, match.setup, content(), [a.value for a in match.answers])
    assert replayed.state_hash() == match.state_hash()


def test_the_view_hides_the_shelter_cards_backs_and_every_decks_order():
    match = played(2, answers=40)
    shown = json.dumps(match.view(0))
    assert not any(f'"{card}"' in shown for card in SHELTER_BACKS), "a Shelter card's back is unseen (L528)"
    view = match.view(0)
    assert all(isinstance(n, int) for n in view["decks"].values())
    assert "events_deck" not in view and "unknown" not in view


def test_hard_and_hardcore_lengthen_the_war():
    lengths = [len(played(1, answers=0, variants=(v,)).state.events_deck) for v in ("normal", "hard", "hardcore")]
    assert lengths[1] == lengths[0] + 2 and lengths[2] == lengths[0] + 4


def test_every_dawn_is_a_save_point_and_a_game_saved_there_plays_on_the_same():
    """L377, A29: the game is saved at the end of every Dawn; restored, it plays on exactly as it would have."""
    for seed in range(12):
        setup = MatchSetup("this_war_of_mine", (Seat("Ana"), Seat("Ben")), seed, ("normal",))
        match = Match(RULES, setup, content(), keep_undo=False)
        bots = [RULES.bots["random"](seat, Rng(seed * 7 + seat)) for seat in range(2)]
        saved = None
        for _ in range(3000):
            if match.is_over:
                break
            before = len(match.log)
            match.apply(bots[match.pending.seat].choose(match.view(match.pending.seat), match.pending))
            if match.is_autosave_point(match.log[before:]) and not match.is_over:
                assert match.state.phase in ("morning", "day") and match.state.day >= 2
                saved = json.loads(json.dumps(RULES.state_to_json(match.state)))
                break
        if saved is None:
            continue                                    # this one ended on its first night
        assert RULES.saved_state_problems(saved, content()) == []
        original, restored = match.state, RULES.state_from_json(saved, content())
        for _ in range(300):                            # both play on through the same answers
            prompt = RULES.prompt(original)
            if prompt is None:
                break
            assert RULES.prompt(restored) == prompt
            value = prompt.options[len(prompt.options) // 2].value
            RULES.apply(original, value)
            RULES.apply(restored, value)
        assert RULES.state_to_json(restored) == RULES.state_to_json(original)
        return
    raise AssertionError("no playthrough reached a second day")
