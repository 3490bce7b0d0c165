"""Solo play: face-down paths, the free resources, the 2-resource path, scoring and ranks."""
from __future__ import annotations

import pytest

from game.core.match import final_answers
from game.games.hit_z_road import rules as R
from game.games.hit_z_road.rules import RULES

from .helpers import answer, lay_paths, new_state, set_res, values

EMPTY = ["t-empty", "t-empty"]


def solo(paths=None):
    st = new_state(1)
    if paths is not None:
        lay_paths(st, paths, keys=[0, 0, 2], face_up=[[False, False], [True, False], [True, True]])
    return st


def test_solo_lays_three_paths_face_down_half_and_face_up():
    st = solo()
    assert st.face_up == [[False, False], [True, False], [True, True]]
    assert st.key_costs == [0, 0, 2]
    view = RULES.view(st, 0)
    cards = [[c["id"] for c in p["cards"]] for p in view["paths"]]
    assert cards[0] == [None, None]
    assert cards[1][0] == st.paths[1][0] and cards[1][1] is None
    assert cards[2] == st.paths[2]
    assert view["paths"][0]["cards"][0]["level"] == 1 and view["paths"][0]["cards"][0]["info"] is None


def test_path_one_gives_two_free_resources_before_the_cards_turn_over():
    st = solo([["t-calm", "t-z1"], EMPTY, EMPTY])
    answer(st, "path:0")
    prompt = RULES.prompt(st)
    assert prompt.kind == "take" and st.face_up[0] == [False, False]
    assert not final_answers(RULES, st, st.content, prompt)          # the first free resource turns nothing over
    answer(st, "take:gas")
    assert final_answers(RULES, st, st.content, RULES.prompt(st)) == {"take:ammo", "take:gas", "take:adrenaline"}
    events = answer(st, "take:gas")
    reveals = [e for e in events if e.kind == "card_revealed"]
    assert len(reveals) == 2 and all(e.reveals for e in reveals)
    assert st.resources[0] == [5, 4 + 2 + 1, 5]
    assert RULES.prompt(st).kind == "fight_start"


def test_path_two_reveals_its_face_down_card_when_taken():
    st = solo([EMPTY, ["t-calm", "t-gain"], EMPTY])
    events = answer(st, "path:1")
    assert any(e.kind == "card_revealed" and e.data["card"] == "t-gain" for e in events)
    assert st.resources[0] == [7, 5, 5]


def test_path_three_costs_two_resources():
    st = solo([EMPTY, EMPTY, ["t-calm", "t-empty"]])
    set_res(st, 0, 1, 0, 0)
    assert values(st) == ["path:0", "path:1"]
    set_res(st, 0, 2, 1, 0)
    answer(st, "path:2", "pay:ammo", "pay:gas")
    assert st.resources[0] == [2, 1, 1]
    assert st.won_cards[0] == ["t-calm", "t-empty"]


def test_other_paths_are_discarded_and_the_next_round_starts():
    st = solo([["t-z8", "t-z8"], EMPTY, ["t-h3", "t-h3"]])
    deck = list(st.deck)
    answer(st, "path:1")
    assert st.round == 2 and sum(st.paths, []) == deck[:6] and st.deck == deck[6:]    # round 2 dealt from the top
    assert RULES.prompt(st).kind == "path"


@pytest.mark.parametrize("score,rank", [
    (0, "Father Gabriel"), (5, "Father Gabriel"), (6, "Cool"), (10, "Cool"), (11, "Good"), (15, "Good"),
    (16, "Very Good"), (18, "Very Good"), (19, "Call Me Daryl"), (21, "Call Me Daryl"),
    (22, "Lucky or Genius"), (40, "Lucky or Genius")])
def test_solo_rank_thresholds(score, rank):
    assert R.solo_rank(score) == rank


def test_solo_score_is_card_points_plus_complete_sets():
    st = solo([EMPTY, EMPTY, EMPTY])
    st.round = 8
    st.won_cards[0] = ["t-h3", "t-h2", "t-z3"]           # 5 + 4 + 2 = 11
    set_res(st, 0, 3, 5, 4, survivors=2)            # 2 complete sets (survivors limit)
    answer(st, "path:1")
    outcome = RULES.outcome(st)
    assert outcome.scores == (13,) and outcome.winners == (0,)
    assert outcome.details["rank"] == "Good" and "Good" in outcome.summary
    assert outcome.details["sets"] == 2 and outcome.details["card_points"] == 11


def test_solo_game_lasts_eight_rounds():
    st = solo()
    rounds = set()
    while st.phase != "over":
        rounds.add(st.round)
        prompt = RULES.prompt(st)
        if prompt.kind == "fight_start" and "flee" in prompt.values:
            answer(st, "flee")
        else:
            answer(st, prompt.values[-1] if prompt.kind == "take" else prompt.values[0])
    assert st.eliminated[0] or rounds == set(range(1, 9))


def test_solo_elimination_loses_the_game():
    st = solo([EMPTY, ["t-lose-surv3", "t-empty"], EMPTY])
    set_res(st, 0, survivors=2)
    answer(st, "path:1")
    outcome = RULES.outcome(st)
    assert st.phase == "over" and outcome.winners == () and outcome.details["rank"] is None
