"""Semi-Coop (L1854-1900): with One Character Per Player's rules, two Roles dealt and one kept in secret, one
secret Conflict card each, played once as an answer at its moment; the Roles' compulsions and refusals; a
death discards both cards and a newcomer draws a Role; each player wins alone. Secret cards never reach
another seat's view."""
from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine.rules import INFO, RULES, one_each, semi_coop
from game.games.this_war_of_mine.rules.ending import end_playthrough
from game.games.this_war_of_mine.rules.people import change_state, dies, join

from .support import content

MODE = ("one_each", "semi_coop")


def match(players: int = 3, seed: int = 1) -> Match:
    seats = tuple(Seat(f"P{i}", i) for i in range(players))
    return Match(RULES, MatchSetup("this_war_of_mine", seats, seed, MODE), content(), keep_undo=False)


def through_setup(game: Match, role_pick: int = 0) -> None:
    """Each seat keeps its first Character offered, then its `role_pick`th Role."""
    while game.pending.context["why"].startswith(("pick_character", "pick_role")):
        pick = role_pick if game.pending.context["why"].startswith("pick_role") else 0
        game.apply(game.pending.options[pick].value)


def play_to(game: Match, why: str, seat: int | None = None, limit: int = 4000) -> None:
    """Answer with the first option that plays no card, until `seat` (any) is asked `why`."""
    for _ in range(limit):
        pending = game.pending
        if pending.context["why"] == why and seat in (None, pending.seat):
            return
        plain = [o for o in pending.options if not o.value.startswith("pick:conflict:")] or pending.options
        game.apply(plain[0].value)
    raise AssertionError(f"never asked {why}")


def hand(game: Match, seat: int, conflict: str) -> None:
    """Give a seat a chosen Conflict card, swapped with the deck or the seat holding it."""
    state = game.state
    dealt = state.conflicts[str(seat)]["card"]
    if dealt != conflict:
        other = next((h for h in state.conflicts.values() if h["card"] == conflict), None)
        if other is not None:
            other["card"] = dealt
        else:
            state.conflicts_deck[state.conflicts_deck.index(conflict)] = dealt
        state.conflicts[str(seat)] = {"card": conflict, "played": False}
    state.invalidate()


# --- choosing the mode -------------------------------------------------------------------------------------
def test_semi_coop_is_for_3_or_4_needs_one_each_and_refuses_hidden_objectives():
    assert "semi_coop" not in {v.id for v in INFO.variants_for(2)}
    assert {"semi_coop"} <= {v.id for v in INFO.variants_for(3)} & {v.id for v in INFO.variants_for(4)}
    assert "needs One Character Per Player" in INFO.refusal(("semi_coop",), 3)
    assert "Hidden Objectives" in INFO.refusal(("one_each", "semi_coop", "hidden_objectives"), 3)
    assert INFO.refusal(MODE, 3) is None and INFO.refusal(MODE + ("short_mode",), 4) is None


# --- setup -----------------------------------------------------------------------------------------------------
def test_after_the_characters_each_player_keeps_one_of_two_roles_in_secret_and_gets_a_conflict_card():
    game = match()
    for _ in range(3):
        game.apply(game.pending.options[0].value)          # the Characters first (L1874)
    offers = {}
    for seat in range(3):
        prompt = game.pending
        assert prompt.seat == seat and prompt.context["why"] == f"pick_role@{seat}" and len(prompt.options) == 2
        offers[seat] = [o.value.partition(":")[2] for o in prompt.options]
        game.apply(prompt.options[1].value)
    state = game.state
    assert {seat: held["card"] for seat, held in state.roles.items()} == {str(s): offers[s][1] for s in range(3)}
    assert all(offers[s][0] in state.roles_deck for s in range(3)), "the other back to the deck"
    assert len(set(state.roles_deck) | {h["card"] for h in state.roles.values()}) == len(content().tables["roles"])
    cards = [held["card"] for held in state.conflicts.values()]
    assert len(cards) == 3 == len(set(cards)) and not any(h["played"] for h in state.conflicts.values())
    assert all(state.roles[str(s)]["character"] == semi_coop.character_of(state, s) for s in range(3))


def test_a_role_to_be_shown_at_once_is_shown_and_the_others_are_not():
    roles = content().tables["roles"]
    for seed in range(10):
        game = match(seed=seed)
        through_setup(game)
        for seat, held in game.state.roles.items():
            assert held["revealed"] == (roles[held["card"]].reveal == "now")


def test_a_seat_sees_its_own_cards_and_no_other_seat_s_secret_ones():
    game = match()
    through_setup(game)
    state = game.state
    for seat in range(3):
        view = game.view(seat)
        assert view["roles"][str(seat)]["card"] == state.roles[str(seat)]["card"]
        assert view["conflicts"] == {str(seat): state.conflicts[str(seat)]}
        others = {s for s in view["roles"] if s != str(seat)}
        assert others == {s for s, held in state.roles.items() if held["revealed"] and s != str(seat)}
    assert game.view(None)["conflicts"] == {}
    assert set(game.view(None)["roles"]) == {s for s, held in state.roles.items() if held["revealed"]}


def test_two_states_that_differ_only_in_another_seat_s_cards_look_the_same_to_a_seat():
    game, other = match(), match()
    through_setup(game)
    through_setup(other)
    state = other.state
    hidden = next(s for s in ("1", "2") if not state.roles[s]["revealed"])
    swap = next(c for c in state.roles_deck if content().tables["roles"][c].reveal != "now")
    state.roles_deck[state.roles_deck.index(swap)], state.roles[hidden]["card"] = state.roles[hidden]["card"], swap
    free = state.conflicts_deck[0]
    state.conflicts_deck[0], state.conflicts[hidden]["card"] = state.conflicts[hidden]["card"], free
    state.invalidate()
    assert game.view(0)["roles"] == other.view(0)["roles"]
    assert game.view(0)["conflicts"] == other.view(0)["conflicts"]


# --- the Conflict cards -----------------------------------------------------------------------------------
def test_a_conflict_card_is_offered_at_its_moment_to_its_player_alone_and_interrupts_the_question():
    game = match()
    through_setup(game)
    hand(game, 0, "hidden-stash")
    mine = semi_coop.character_of(game.state, 0)
    play_to(game, "food", seat=0)
    values = [o.value for o in game.pending.options]
    assert "pick:conflict:self" in values
    game.state.characters[mine]["states"]["hunger"] = 3
    hunger = 3
    events = game.apply("pick:conflict:self")
    assert any(e.kind == "conflict" and "Hidden Stash" in e.text for e in events)
    assert game.state.characters[mine]["states"].get("hunger", 0) == hunger - 2
    assert game.pending.context["why"] == "food" and game.pending.seat == 0, "asked again"
    assert "pick:conflict:self" not in [o.value for o in game.pending.options], "once per game"
    for seat in (1, 2):
        assert game.view(seat)["conflicts"]["0"] == {"card": "hidden-stash", "played": True}


def test_another_seat_is_never_offered_a_card_it_does_not_hold():
    game = match()
    through_setup(game)
    hand(game, 0, "hidden-stash")
    for _ in range(1500):
        pending = game.pending
        if pending.context["why"] == "food" and pending.seat != 0:
            assert not any(o.value.startswith("pick:conflict:") for o in pending.options) or \
                game.state.content.tables["conflicts"][game.state.conflicts[str(pending.seat)]["card"]].when == "food"
        plain = [o for o in pending.options if not o.value.startswith("pick:conflict:")] or pending.options
        game.apply(plain[0].value)
        if game.state.phase == "over":
            break


def test_a_card_on_another_character_names_each_one_present_and_hurts_the_one_chosen():
    game = match()
    through_setup(game)
    hand(game, 1, "poisoned-words")
    play_to(game, "action", seat=1)
    plays = [o for o in game.pending.options if o.value.startswith("pick:conflict:")]
    mine = semi_coop.character_of(game.state, 1)
    aims = {int(o.value.rpartition(":")[2]) for o in plays}
    assert mine not in aims and len(aims) == 2
    aim = min(aims)
    before = game.state.characters[aim]["states"].get("misery", 0)
    game.apply(f"pick:conflict:{aim}")
    assert game.state.characters[aim]["states"].get("misery", 0) == min(4, before + 2)


def test_a_card_that_must_be_played_is_the_only_answer_the_first_time():
    game = match()
    through_setup(game)
    hand(game, 2, "bad-blood")
    play_to(game, "action", seat=2)
    assert all(o.value.startswith("pick:conflict:") for o in game.pending.options)
    mine = semi_coop.character_of(game.state, 2)
    own = game.state.characters[mine]["states"].get("misery", 0)
    game.apply(game.pending.options[0].value)
    assert game.state.characters[mine]["states"].get("misery", 0) == min(4, own + 1)
    assert not any(o.value.startswith("pick:conflict:") for o in game.pending.options)


def _ballot(state, votes: dict, **extra) -> dict:
    return {"votes": {"q": {**votes, **extra}}}


def test_a_loud_voice_counts_twice_and_a_backroom_deal_settles_the_leader_vote():
    game = match()
    through_setup(game)
    state = game.state
    options = [("a", "A", None), ("b", "B", None), ("c", "C", None)]
    task = _ballot(state, {"0": "a", "1": "b", "2": "c"}, _weights={"0": 2}, _shown=True)
    assert one_each.vote(state, task, "q", options, "", [0, 1, 2]) == "a" and "votes" not in task
    seats = [(str(s), str(s), None) for s in range(3)]
    task = _ballot(state, {"0": "1"}, _decided="2")
    assert one_each.vote(state, task, "q", seats, "", [0, 1, 2]) == "2", "no more ballots cast"


def test_playing_a_loud_voice_on_a_ballot_weights_that_ballot():
    from game.core.rng import Rng
    from game.games.this_war_of_mine.bots import LeaderBot
    game = match()
    through_setup(game)
    seat = game.state.leader
    hand(game, seat, "loud-voice")
    bot = LeaderBot(0, Rng(1))
    for _ in range(3000):
        why = game.pending.context["why"]
        if "@" in why and game.pending.seat == seat and not why.startswith(("pick_", "leader_vote")) \
                and not why.endswith("@tie"):
            break
        plain = [o for o in game.pending.options if not o.value.startswith("pick:conflict:")]
        game.apply(bot.choose(game.view(game.pending.seat), game.pending) if len(plain) == len(game.pending.options)
                   else plain[0].value)
    assert "pick:conflict:self" in [o.value for o in game.pending.options]
    assert "Loud Voice" in game.pending.body
    game.apply("pick:conflict:self")
    base = game.pending.context["why"].partition("@")[0]
    ballot = next(t for t in reversed(game.state.task_stack) if base in t.get("votes", {}))["votes"][base]
    assert ballot["_weights"] == {str(seat): 2}


# --- the Roles ----------------------------------------------------------------------------------------------
def _give_role(game: Match, seat: int, role: str) -> None:
    """Give a seat a chosen Role, swapped with the deck or the seat holding it."""
    state = game.state
    held = state.roles[str(seat)]
    if held["card"] != role:
        other = next((h for h in state.roles.values() if h["card"] == role), None)
        if other is not None:
            other["card"] = held["card"]
        else:
            state.roles_deck[state.roles_deck.index(role)] = held["card"]
        held["card"], held["revealed"] = role, False
    state.invalidate()


def with_role(seat: int, role: str) -> Match:
    game = match()
    through_setup(game)
    _give_role(game, seat, role)
    return game


def test_the_addict_drinks_from_the_storage_at_dusk_and_is_shown_else_misery():
    game = with_role(0, "the-addict")
    state = game.state
    state.storage["alcohol"] = 1
    events = []
    semi_coop.dusk_takes(state, events)
    assert state.roles["0"]["tokens"] == {"alcohol": 1} and not state.storage.get("alcohol")
    assert state.roles["0"]["revealed"] and any(e.kind == "role" and "The Addict" in e.text for e in events)
    mine = semi_coop.character_of(state, 0)
    misery = state.characters[mine]["states"].get("misery", 0)
    semi_coop.dusk_takes(state, [])
    assert state.task_stack[-1]["t"] == "ops" and state.task_stack[-1]["addr"] == ["roles", "the-addict", "without"]
    from game.games.this_war_of_mine.rules.flow import FLOW
    state.pending = None
    FLOW.run(state, [])
    assert state.characters[mine]["states"].get("misery", 0) == min(4, misery + 1)


def test_the_selfish_takes_food_unseen():
    game = with_role(1, "the-selfish")
    state = game.state
    state.storage["canned-food"] = 2
    events = []
    semi_coop.dusk_takes(state, events)
    assert state.roles["1"]["tokens"] == {"canned-food": 1} and state.storage["canned-food"] == 1
    taken = [e for e in events if e.kind == "role_takes"]
    assert taken and "missing" in taken[0].text and not state.roles["1"]["revealed"]
    assert "1" not in game.view(0)["roles"]
    from game.games.this_war_of_mine.state_check import _goods
    assert _goods(game.snapshot())["canned-food"] == state.storage["canned-food"] + 1, "still out of the box"


def test_the_coward_never_guards_while_someone_else_does_or_still_could():
    game = with_role(0, "the-coward")
    state = game.state
    mine = semi_coop.character_of(state, 0)
    others = [i for i in range(3) if i != mine]
    evening = {"who": [mine] + others, "taken": {}}
    assert semi_coop.refused(state, mine, evening) == ("guard",), "the others are still to choose"
    assert semi_coop.refused(state, mine, {"who": [mine], "taken": {str(others[0]): "guard"}}) == ("guard",)
    last = {"who": [mine], "taken": {str(i): "floor" for i in others}}
    assert semi_coop.refused(state, mine, last) == (), "the last one able keeps guard"
    for i in others:
        state.characters[i]["asleep"] = True
    assert semi_coop.refused(state, mine, evening) == (), "the sleepers could not"
    assert semi_coop.refused(state, others[0], evening) == ()


def test_hidden_stash_is_a_meal_of_its_own():
    game = match()
    through_setup(game)
    hand(game, 0, "hidden-stash")
    mine = semi_coop.character_of(game.state, 0)
    game.state.storage["water"] = max(1, game.state.storage.get("water", 0))
    play_to(game, "water", seat=0)
    assert "pick:conflict:self" in [o.value for o in game.pending.options], "drinking or eating: its moment"
    game.state.characters[mine]["states"]["hunger"] = 3
    game.apply("pick:conflict:self")
    assert game.state.characters[mine]["states"]["hunger"] == 1
    assert game.pending.context["why"] == "water" and game.pending.seat == 0, "asked again"
    game.apply("pick:yes")
    if game.pending.context["why"] == "food" and game.pending.seat == 0:
        game.apply("pick:done")                              # nothing from the Storage
    assert game.state.characters[mine]["states"]["hunger"] == 1, "no Hunger +1 for eating nothing"


def test_a_death_shows_and_discards_the_role_and_a_newcomer_draws_one_without_a_conflict_card():
    game = match()
    through_setup(game)
    state = game.state
    mine = semi_coop.character_of(state, 2)
    card = state.roles["2"]["card"]
    events = []
    dies(state, mine, events, "test")
    assert "2" not in state.roles and "2" not in state.conflicts
    assert f"roles:{card}" in state.waste and any(e.kind == "role" and "was" in e.text for e in events)
    newcomer = next(c for c in state.characters_deck)
    state.characters_deck.remove(newcomer)
    index = join(state, newcomer, events, "test")
    assert state.characters[index]["seat"] == 2 and state.roles["2"]["character"] == index
    assert "2" not in state.conflicts
    assert RULES.saved_state_problems(game.snapshot(), content()) == []


@pytest.mark.parametrize("role,make_true,make_false", [
    ("the-ambitious", lambda s, seat: setattr(s, "leader", seat), lambda s, seat: setattr(s, "leader", (seat + 1) % 3)),
    ("the-selfish", lambda s, seat: s.roles[str(seat)]["tokens"].update({"raw-food": 4}),
     lambda s, seat: s.roles[str(seat)]["tokens"].update({"raw-food": 3})),
    ("the-lone-wolf", lambda s, seat: [dies(s, semi_coop.character_of(s, (seat + 1) % 3), [], "t")],
     lambda s, seat: None),
    ("the-old-score", lambda s, seat: dies(s, s.roles[str(seat)]["target"], [], "t"), lambda s, seat: None),
    ("the-keeper", lambda s, seat: None, lambda s, seat: dies(s, semi_coop.character_of(s, (seat + 1) % 3), [], "t")),
    ("the-coward", lambda s, seat: None, None),
])
def test_each_player_wins_alone_alive_and_with_the_role_s_ask_met(role, make_true, make_false):
    for outcome, change in ((True, make_true), (False, make_false)):
        if change is None:
            continue
        game = match()
        through_setup(game)
        _give_role(game, 0, role)
        state = game.state
        change(state, 0)
        state.task_stack.clear()
        events = []
        end_playthrough(state, True, events, "test")
        assert (0 in state.result["winners"]) == outcome, (role, outcome)
        assert all(held["revealed"] for held in state.roles.values()), "every Role shown at the end"
        assert state.result["details"]["roles"]["0"] == role


def test_a_dead_player_loses_and_an_overrun_shelter_is_lost_for_all():
    game = match()
    through_setup(game)
    state = game.state
    for seat in range(3):
        _give_role(game, seat, ["the-coward", "the-homebody", "the-addict"][seat])
    dies(state, semi_coop.character_of(state, 1), [], "t")
    state.task_stack.clear()
    end_playthrough(state, True, [], "test")
    assert state.result["winners"] == [0, 2]
    other = match()
    through_setup(other)
    other.state.task_stack.clear()
    end_playthrough(other.state, False, [], "script:333")
    assert other.state.result["winners"] == [] and other.state.result["details"]["cause"] == "nobody was on guard"
    assert other.view(0)["conflicts"].keys() == {"0", "1", "2"}, "all shown once the war is over"


def test_bots_play_whole_semi_coop_games_and_each_state_passes_the_check():
    from game.core.rng import Rng
    from game.games.this_war_of_mine.bots import LeaderBot
    for seed in range(2):
        game = match(players=4, seed=seed)
        bots = [LeaderBot(seat, Rng(seed * 10 + seat)) for seat in range(4)]
        for _ in range(6000):
            if game.state.phase == "over":
                break
            seat = game.pending.seat
            game.apply(bots[seat].choose(game.view(seat), game.pending))
            problems = RULES.saved_state_problems(game.snapshot(), content())
            assert not problems, problems
        assert game.state.phase == "over"
        assert set(game.state.result["winners"]) <= set(range(4))


def test_a_mod_s_role_and_conflict_cards_are_checked_where_their_fields_disagree(tmp_path):
    from .test_content import _mod_problems
    problems = _mod_problems(tmp_path, {"roles.toml": '''
[[roles]]
id = "the-baker"
name = "The Baker"
text = "Bread."
takes = ["flour"]
''', "conflicts.toml": '''
[[conflicts]]
id = "stolen-crown"
name = "Stolen Crown"
text = "Mine."
when = "action"
take_leader = true

[[conflicts]]
id = "shout"
name = "Shout"
text = "Loud."
when = "food"
vote_weight = 2
'''})
    assert any("takes" in p and "'flour'" in p for p in problems), problems
    assert any("take_leader" in p for p in problems) and any("vote_weight" in p for p in problems), problems
