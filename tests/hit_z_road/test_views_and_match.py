"""Hidden information in views, refusals, undo through Match, and save/load."""
from __future__ import annotations

import json
import re

import pytest

from game.core.match import Match, final_answers
from game.core.prompt import IllegalAnswer
from game.core.rng import Rng
from game.games.hit_z_road.bots import RandomBot
from game.games.hit_z_road.rules import RULES

from .helpers import (answer, json_round_trip, new_match, new_state, real_content, set_res, setup_for,
                      state_hash, to_encounter)

VIEW_KEYS = {"game", "round", "rounds", "phase", "solo", "deck", "paths", "auction", "initiative", "seats",
             "encounter", "fight", "last_event_roll", "epilogue", "outcome"}
ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")      # a card id, wherever it stands in a text
SEAT_KEYS = {"seat", "name", "color", "bot", "ammo", "gas", "adrenaline", "survivors", "eliminated", "won_cards",
             "won_count", "points", "tokens", "executor_card"}


def test_view_has_the_agreed_shape():
    st = new_state(4, content=real_content())
    view = RULES.view(st, 0)
    assert VIEW_KEYS <= set(view)
    assert view["game"] == "hit_z_road" and view["rounds"] == 8 and view["phase"] == "auction"
    assert set(view["deck"]) == {"count", "next_level"} and view["deck"] == {"count": 56, "next_level": 1}
    assert all(SEAT_KEYS <= set(seat) for seat in view["seats"])
    assert view["auction"]["max_bid"] == 10 and view["auction"]["current"] == st.initiative[0]
    assert {"index", "cards", "key_cost", "taken_by"} <= set(view["paths"][0])
    json.dumps(view)


def test_views_never_show_the_deck_order():
    st = new_state(4, content=real_content())
    hidden = st.deck + st.set_aside
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps(RULES.view(st, seat))
        assert not any(f'"{cid}"' in text for cid in hidden)


def test_solo_face_down_cards_are_hidden():
    st = new_state(1, content=real_content())
    text = json.dumps(RULES.view(st, 0))
    for index, slot in ((0, 0), (0, 1), (1, 1)):
        assert f'"{st.paths[index][slot]}"' not in text
    assert f'"{st.paths[2][0]}"' in text


def test_solo_free_resources_on_the_face_down_path_show_no_card():
    st = new_state(1, content=real_content())
    face_down = st.paths[0]
    answer(st, "path:0")
    assert RULES.prompt(st).kind == "take"
    view = RULES.view(st, 0)
    assert view["encounter"]["card"] is None and view["encounter"]["card_index"] == 0
    text = json.dumps(view) + json.dumps([[o.value, o.label, o.target, o.hint] for o in RULES.prompt(st).options])
    assert not any(cid in text or real_content().tables["cards"][cid].name in text for cid in face_down)
    answer(st, "take:ammo", "take:gas")             # the second free resource turns the cards over
    assert RULES.view(st, 0)["encounter"]["card"] == face_down[0]


def hidden_cards(st) -> set[str]:
    """The ids of the cards nobody may know yet: the deck still to deal, the set-aside cards and the
    face-down path cards."""
    face_down = {cid for ids, up in zip(st.paths, st.face_up) for cid, shown in zip(ids, up) if not shown}
    return set(st.deck) | set(st.set_aside) | face_down


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_hidden_card_is_ever_in_what_a_seat_sees(players):
    """After every answer of many random games, no hidden card's id is anywhere in any seat's view, in
    the events a seat may see or in the prompt the answering seat reads, nor its name in their words."""
    names = {cid: card.name for cid, card in real_content().tables["cards"].items()}
    for seed in range({1: 60, 2: 15, 3: 10, 4: 8}[players]):
        match = Match(RULES, setup_for(players, seed, "random"), real_content(), keep_undo=False)
        bots = [RandomBot(seat, Rng(seed * 10 + seat)) for seat in range(players)]
        events = match.log
        while True:
            hidden = hidden_cards(match.state)
            for seat in (None, *range(players)):
                visible = [e for e in events if e.visible_to(seat)]
                seen = [match.view(seat), [e.to_json() for e in visible]]
                words = [e.text for e in visible]
                prompt = match.pending
                if prompt is not None and prompt.seat == seat:
                    seen += [prompt.context, [[o.value, o.target] for o in prompt.options]]
                    words += [prompt.text] + [part for o in prompt.options for part in (o.label, o.hint)]
                ids = set(ID.findall(json.dumps(seen + words)))
                text = "\n".join(words)
                leaks = (ids & hidden) | {cid for cid in hidden if names[cid] in text}
                assert not leaks, (seed, seat, leaks, prompt)
            if match.pending is None:
                break
            events = match.apply(bots[match.pending.seat].choose(None, match.pending))


def test_other_seats_see_only_a_count_of_won_cards():
    st = to_encounter(2, paths=[["t-z1", "t-calm"], ["t-empty", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    st.rng.force("kill", *["blank"] * 4)
    answer(st, "path:0", "fight")
    assert st.won_cards[0] == ["t-z1", "t-calm"]
    mine, theirs, spectator = RULES.view(st, 0), RULES.view(st, 1), RULES.view(st, None)
    assert mine["seats"][0]["won_cards"] == ["t-z1", "t-calm"] and mine["seats"][0]["points"] == 3
    for view in (theirs, spectator):
        seat = view["seats"][0]
        assert seat["won_cards"] is None and seat["points"] is None and seat["won_count"] == 2
        assert "t-z1" not in json.dumps(view)
    assert theirs["paths"][0]["cards"][0] == {"id": None, "face_up": False, "level": 1, "fate": "won", "info": None}


def test_everything_is_shown_once_the_game_is_over():
    st = to_encounter(2, paths=[["t-lose-surv3", "t-empty"], ["t-calm", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[1, 0])
    set_res(st, 0, survivors=1)
    answer(st, "path:1", "path:0")
    assert st.phase == "over"
    view = RULES.view(st, None)
    assert view["seats"][1]["won_cards"] == ["t-calm", "t-empty"] and view["seats"][1]["points"] == 2
    assert view["outcome"]["winners"] == [1]


def test_the_revealed_view_shows_every_card_and_changes_no_seats_view():
    """The replay of a finished game may show everything (revealed_view): the face-down path cards and the cards
    a seat has won, face up, while each seat's own view stays what it was."""
    st = to_encounter(2, paths=[["t-z1", "t-calm"], ["t-empty", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    st.rng.force("kill", *["blank"] * 4)
    answer(st, "path:0", "fight")
    views = {seat: RULES.view(st, seat) for seat in (None, 0, 1)}
    saved = RULES.state_to_json(st)
    revealed = RULES.revealed_view(st)
    assert RULES.state_to_json(st) == saved and {seat: RULES.view(st, seat) for seat in views} == views
    assert revealed["seats"][0]["won_cards"] == ["t-z1", "t-calm"] and revealed["seats"][0]["points"] == 3
    assert views[1]["seats"][0]["won_cards"] is None
    won = revealed["paths"][0]["cards"][0]
    assert won["id"] == "t-z1" and won["face_up"] and won["info"]["name"]
    assert all(card["id"] is not None and card["face_up"] for path in revealed["paths"] for card in path["cards"])
    assert set(revealed) == set(views[None]) and revealed["auction"] == views[None]["auction"]


def test_fight_view():
    st = to_encounter(2, paths=[["t-h2", "t-empty"], ["t-empty", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    answer(st, "path:0")
    st.rng.force("casualty", "kill", "blank", "opportunity", "horrible")
    answer(st, "fight")
    fight = RULES.view(st, 1)["fight"]
    assert fight["zombies_total"] == 4 and fight["zombies_left"] == 3 and fight["horde"] == 2
    assert [d["face"] for d in fight["last_roll"]] == ["casualty", "kill", "blank", "opportunity", "horrible"]
    assert [d["horde"] for d in fight["last_roll"]] == [False, False, False, True, True]
    assert fight["pending_dice"] == [0, 3]          # the horrible death (no First Aid) was resolved at once
    assert fight["last_roll"][4]["outcome"] == "a survivor died" and st.survivors[0] == 3
    assert fight["melee_started"] and not fight["ranged_done"]
    enc = RULES.view(st, 1)["encounter"]
    assert enc == {"seat": 0, "path": 0, "card_index": 0, "card": "t-h2", "step": "fight"}


# --- refusals -------------------------------------------------------------------
@pytest.mark.parametrize("value,reason", [
    ("bid:11", "bid 11 is above the maximum of 10"),
    ("bid:x", "not a whole number"),
    ("path:1", "nobody is choosing a path now"),
    ("flee", "there is no fight going on"),
    ("pay:gold", "'gold' is not a resource"),
    ("fly", "does not answer"),
])
def test_illegal_answers_are_refused_with_a_reason_and_change_nothing(value, reason):
    match = new_match(2)
    before = match.state_hash()
    with pytest.raises(IllegalAnswer) as info:
        match.apply(value)
    assert reason in str(info.value)
    assert match.state_hash() == before


def test_illegal_fight_answers_explain_themselves():
    st = to_encounter(2, paths=[["t-z8", "t-empty"], ["t-empty", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    set_res(st, 0, 2, 1, 0)
    answer(st, "path:0")
    before = state_hash(st)
    for value, reason in (("ranged:3", "you have only 2 Ammo"), ("molotov", "you have no Molotov token"),
                          ("flee", "fleeing costs 2 Gas and you have 1"), ("roll", "answer fight"),
                          ("first-aid", "you have no First Aid Kit"), ("shotgun", "you have no Shotgun token")):
        with pytest.raises(IllegalAnswer, match=reason):
            RULES.apply(st, value)
        assert state_hash(st) == before


# --- undo and persistence ---------------------------------------------------------
def test_undo_a_bid_through_match():
    match = new_match(3)
    seat = match.pending.seat
    match.apply("bid:3")
    assert match.pending.seat != seat
    # another seat now answers: a barrier stands, so the bid cannot be taken back
    assert match.undoable_count() == 0


def test_undo_a_payment_step_through_match():
    match = new_match(2)
    state = match.state
    state.initiative = [0, 1]
    state.invalidate()
    match.pending = RULES.prompt(state)
    match._set_barrier()
    match.apply("bid:4")
    match.apply("pass")
    match.apply("pass")
    assert match.pending.kind == "pay" and match.pending.seat == 0
    before = match.state_hash()
    match.apply("pay:gas")
    assert match.undoable_count() == 2         # seat 0's closing pass and this payment
    match.undo()
    assert match.state_hash() == before
    match.apply("pay:ammo")
    match.undo()
    assert match.state_hash() == before


def test_dice_rolls_are_a_barrier():
    match = Match(RULES, setup_for(2, 5), to_encounter(2).content)
    while match.pending.kind != "fight_start":
        match.apply(match.pending.values[-1] if match.pending.kind == "auction" else match.pending.values[0])
    assert "fight" in match.final_answers()
    match.apply("fight")
    assert match.undoable_count() == 0


def test_save_and_load_round_trip_keeps_the_hash_and_the_future():
    st = new_state(3, 11)
    for _ in range(25):
        prompt = RULES.prompt(st)
        answer(st, prompt.values[len(prompt.values) // 2])
    copy = json_round_trip(st)
    assert state_hash(copy) == state_hash(st)
    for _ in range(40):
        if st.phase == "over":
            break
        value = RULES.prompt(st).values[0]
        answer(st, value)
        answer(copy, value)
        assert state_hash(copy) == state_hash(st)


def test_state_from_json_does_not_share_data_with_the_snapshot():
    st = new_state(2)
    data = RULES.state_to_json(st)
    a = RULES.state_from_json(data, st.content)
    answer(a, RULES.prompt(a).values[0])
    b = RULES.state_from_json(data, st.content)
    assert state_hash(b) == state_hash(st)


def test_state_from_json_refuses_other_content():
    st = new_state(2)
    data = RULES.state_to_json(st)
    with pytest.raises(ValueError, match="cards this content lacks"):
        RULES.state_from_json(data, real_content())


def finals(st) -> dict[str, bool]:
    prompt = RULES.prompt(st)
    final = final_answers(RULES, st, st.content, prompt)
    return {value: value in final for value in prompt.values}


def test_answers_that_roll_or_reveal_are_marked_final():
    st = to_encounter(2, paths=[["t-z8", "t-empty"], ["t-roll", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    # path 1 stops at its fight, path 3 asks for its key; path 2's event rolls at once
    assert finals(st) == {"path:0": False, "path:1": True, "path:2": False}
    answer(st, "path:0")
    moves = finals(st)
    assert moves["fight"] and moves["ranged:1"] and not moves["flee"]
    st.rng.force(*["blank"] * 5)
    answer(st, "fight")
    assert finals(st)["roll"]


def test_an_answer_that_ends_the_round_is_final_for_the_deal_it_reveals():
    st = to_encounter(2, paths=[["t-z1", "t-empty"], ["t-z1", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=[0, 1])
    set_res(st, 0, gas=4)
    set_res(st, 1, gas=4)
    answer(st, "path:0")
    assert not finals(st)["flee"]                    # the next seat chooses a path
    answer(st, "flee", "path:1")
    assert finals(st)["flee"]                        # the last turn of the round: the next round is dealt
    events = answer(st, "flee")
    assert any(e.kind == "card_drawn" and e.reveals for e in events)


def test_a_payment_is_final_when_the_rest_pays_itself_and_turns_the_cards():
    st = to_encounter(2, paths=[["t-empty", "t-empty"], ["t-empty", "t-empty"], ["t-roll", "t-empty"]],
                      initiative=[0, 1])                 # 2 players: the +2 key is on path 3
    set_res(st, 0, ammo=1, gas=2, adrenaline=0)
    answer(st, "path:2")
    # paying the Ammo leaves only Gas: the last token pays itself and the event die is rolled
    assert finals(st) == {"pay:ammo": True, "pay:gas": False}


def test_auction_and_payment_answers_are_not_final():
    st = new_state(2)
    assert not any(finals(st).values())
