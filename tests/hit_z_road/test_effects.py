"""Every op of the vocabulary, run from card data (tiny TOML cards)."""
from __future__ import annotations

import tomllib

import pytest

from game.core.content import Content
from game.core.problems import Problem
from game.games.hit_z_road import effects as E
from game.games.hit_z_road.rules import RULES
from game.games.hit_z_road.rules.ops import BEHAVIOURS, QUANTITIES

from .helpers import answer, fixture_content, set_res, to_encounter, values


def content_with(*cards_toml: str) -> Content:
    base = fixture_content()
    tables = {key: dict(rows) for key, rows in base.tables.items()}
    for text in cards_toml:
        raw = tomllib.loads(text)
        problems: list[Problem] = []
        card = E.vocabulary.parse_record(E.AdventureCard, raw, "card", problems, [], None)
        assert not problems, problems
        tables["cards"][card.id] = card
    content = Content(base.game_id, tables)
    assert not E.check_content(content)
    return content


def card(cid: str, effects: str, kind: str = "event", zombies: int = 0, horde: int = 0) -> str:
    return (f'id = "{cid}"\nname = "{cid}"\nlevel = 1\npoints = 1\nzombies = {zombies}\nhorde = {horde}\n'
            f'kind = "{kind}"\ntext = "test"\neffects = {effects}\n')


def play(effects: str, kind: str = "event", zombies: int = 0, res=(4, 4, 4), survivors=4, tokens=(), horde=0,
         players=2):
    content = content_with(card("x-card", effects, kind, zombies, horde))
    st = to_encounter(players, paths=[["x-card", "t-empty"], ["t-empty", "t-empty"], ["t-empty", "t-empty"]],
                      initiative=list(range(players)), content=content)
    set_res(st, 0, *res, survivors=survivors)
    st.tokens[0] = list(tokens)
    st.invalidate()
    return st


def test_gain():
    st = play('[{ op = "gain", resource = "gas", amount = 3 }]')
    answer(st, "path:0")
    assert st.resources[0] == [4, 7, 4]


def test_gain_any_is_a_series_of_single_choices():
    st = play('[{ op = "gain", resource = "any", amount = 2 }]')
    answer(st, "path:0")
    prompt = RULES.prompt(st)
    assert prompt.kind == "take" and prompt.values == ["take:ammo", "take:gas", "take:adrenaline"]
    answer(st, "take:ammo", "take:adrenaline")
    assert st.resources[0] == [5, 4, 5]
    assert st.won_cards[0] == ["x-card", "t-empty"]


def test_lose_takes_what_you_have():
    st = play('[{ op = "lose", resource = "gas", amount = 3 }]', res=(4, 2, 4))
    answer(st, "path:0")
    assert st.resources[0] == [4, 0, 4]


def test_lose_any_asks_per_token_and_stops_asking_when_one_type_is_left():
    st = play('[{ op = "lose", resource = "any", amount = 3 }]', res=(1, 1, 4))
    answer(st, "path:0")
    assert values(st) == ["pay:ammo", "pay:gas", "pay:adrenaline"]
    answer(st, "pay:ammo", "pay:gas")
    assert st.resources[0] == [0, 0, 3]


def test_lose_any_more_than_you_have_loses_everything():
    st = play('[{ op = "lose", resource = "any", amount = 5 }]', res=(1, 1, 1))
    answer(st, "path:0")
    assert st.resources[0] == [0, 0, 0]


def test_pay_alone_acts_as_lose():
    st = play('[{ op = "pay", resource = "ammo", amount = 2 }]', res=(1, 4, 4))
    answer(st, "path:0")
    assert st.resources[0] == [0, 4, 4]


CHOOSE = ('[{ op = "choose", options = ['
          '{ label = "Pay 2 Ammo: survivor", effects = [{ op = "pay", resource = "ammo", amount = 2 }, { op = "gain_survivor", amount = 1 }] },'
          '{ label = "Pay 3 any: 2 gas", effects = [{ op = "pay", resource = "any", amount = 3 }, { op = "gain", resource = "gas", amount = 2 }] },'
          '{ label = "Soda", effects = [{ op = "gain", resource = "adrenaline", amount = 1 }] }] }]')


def test_choose_offers_only_options_you_can_pay():
    st = play(CHOOSE, res=(1, 1, 0))
    answer(st, "path:0")
    prompt = RULES.prompt(st)
    assert prompt.kind == "choose" and prompt.values == ["option:2"]
    assert prompt.options[0].label == "Soda" and prompt.options[0].target == "card:x-card"
    assert "cannot pay" in RULES.explain_illegal(st, "option:0")


def test_choose_runs_the_chosen_option():
    st = play(CHOOSE, res=(4, 0, 0))
    answer(st, "path:0")
    assert values(st) == ["option:0", "option:1", "option:2"]
    answer(st, "option:0")
    assert st.resources[0] == [2, 0, 0] and st.survivors[0] == 5
    st = play(CHOOSE, res=(2, 1, 1))
    answer(st, "path:0", "option:1", "pay:gas", "pay:ammo", "pay:adrenaline")
    assert st.resources[0] == [1, 2, 0]


def test_choose_with_nothing_affordable_offers_everything():
    only_pay = ('[{ op = "choose", options = [{ label = "a", effects = [{ op = "pay", resource = "gas", amount = 2 }] },'
                '{ label = "b", effects = [{ op = "pay", resource = "ammo", amount = 2 }] }] }]')
    st = play(only_pay, res=(0, 1, 0))
    answer(st, "path:0")
    assert values(st) == ["option:0", "option:1"]
    answer(st, "option:0")
    assert st.resources[0] == [0, 0, 0]


def test_gain_survivor_is_limited_by_the_box():
    st = play('[{ op = "gain_survivor", amount = 3 }]', players=4)
    # 4 players x 4 survivors = 16 of the 18 figures: only 2 can join
    answer(st, "path:0")
    assert st.survivors[0] == 6
    st = play('[{ op = "gain_survivor", amount = 3 }]', players=2)
    answer(st, "path:0")
    assert st.survivors[0] == 7


def test_lose_survivor_can_eliminate():
    st = play('[{ op = "lose_survivor", amount = 2 }]', survivors=3)
    answer(st, "path:0")
    assert st.survivors[0] == 1 and not st.eliminated[0]
    st = play('[{ op = "lose_survivor", amount = 2 }]', survivors=2)
    events = answer(st, "path:0")
    assert st.eliminated[0] and any(e.kind == "eliminated" for e in events)
    assert RULES.prompt(st).seat == 1


ROLL = ('[{ op = "roll", outcomes = [{ faces = ["kill", "bonus"], effects = [{ op = "gain", resource = "ammo", amount = 2 }] },'
        '{ faces = ["kill", "casualty"], effects = [{ op = "lose_survivor", amount = 1 }] }] }]')


@pytest.mark.parametrize("face,ammo,survivors", [("kill", 6, 4), ("bonus", 6, 4), ("casualty", 4, 3), ("blank", 4, 4)])
def test_roll_applies_the_first_matching_outcome(face, ammo, survivors):
    st = play(ROLL)
    st.rng.force(face)
    events = answer(st, "path:0")
    assert st.resources[0][0] == ammo and st.survivors[0] == survivors
    assert st.last_event_roll is None or st.last_event_roll == [face]
    assert any(e.kind == "dice_rolled" and e.data["faces"] == [face] for e in events)


def test_roll_count_applies_once_per_matching_die():
    st = play('[{ op = "roll_count", dice = 4, face = "kill", effects = [{ op = "gain", resource = "gas", amount = 2 }] }]')
    st.rng.force("kill", "blank", "kill", "kill")
    answer(st, "path:0")
    assert st.resources[0][1] == 4 + 6


def test_event_roll_is_shown_in_the_view():
    st = play('[{ op = "roll_count", dice = 2, face = "kill", effects = [] }, { op = "gain_token", token = "molotov" }]',
              zombies=1)
    st.rng.force("kill", "blank")
    answer(st, "path:0")
    assert RULES.view(st, 1)["last_event_roll"] == ["kill", "blank"]


def test_nested_ops_choose_roll_roll_count():
    nested = ('[{ op = "choose", options = [{ label = "No", effects = [] }, { label = "Gamble", effects = ['
              '{ op = "roll", outcomes = [{ faces = ["blank"], effects = ['
              '{ op = "roll_count", dice = 2, face = "kill", effects = [{ op = "gain", resource = "any", amount = 1 }] }] }] }] }] }]')
    st = play(nested)
    answer(st, "path:0")
    st.rng.force("blank", "kill", "kill")
    answer(st, "option:1")
    assert RULES.prompt(st).kind == "take"
    answer(st, "take:gas", "take:ammo")
    assert st.resources[0] == [5, 5, 4]


def test_gain_token_takes_from_the_supply_while_any_is_left():
    st = play('[{ op = "gain_token", token = "school_bus" }]')
    answer(st, "path:0")
    assert st.tokens[0] == ["school_bus"] and st.supply["school_bus"] == 0
    st = play('[{ op = "gain_token", token = "school_bus" }]')
    st.supply["school_bus"] = 0
    events = answer(st, "path:0")
    assert st.tokens[0] == [] and any(e.data.get("none_left") for e in events)


def test_executor_op_marks_the_card():
    st = play('[{ op = "executor" }]')
    answer(st, "path:0")
    assert st.executor_card[0]


def test_executor_card_is_lost_when_fled():
    st = play('[{ op = "executor" }]', zombies=2)
    answer(st, "path:0", "flee")
    assert not st.executor_card[0]


@pytest.mark.parametrize("op,check", [
    ('{ op = "no_ranged" }', lambda f: f["no_ranged"]),
    ('{ op = "no_flee" }', lambda f: f["no_flee"]),
    ('{ op = "extra_zombies", amount = 3 }', lambda f: f["zombies_total"] == 5),
    ('{ op = "set_horde", strength = 3 }', lambda f: f["horde"] == 3),
    ('{ op = "set_horde", strength = 0 }', lambda f: f["horde"] == 0),
    ('{ op = "ranged_dice_per_ammo", dice = 4 }', lambda f: f["ranged_dice_per_ammo"] == 4),
    ('{ op = "flee_cost", gas = 0 }', lambda f: f["flee_cost"] == 0),
])
def test_fight_rule_ops(op, check):
    st = play(f"[{op}]", kind="fight", zombies=2, horde=1)
    answer(st, "path:0")
    assert check(st.fight)


def test_fight_rules_inside_a_roll():
    st = play('[{ op = "roll", outcomes = [{ faces = ["casualty"], effects = [{ op = "no_ranged" }] }] }]',
              kind="fight", zombies=2)
    st.rng.force("casualty")
    answer(st, "path:0")
    assert st.fight["no_ranged"]


def test_every_vocabulary_op_is_interpreted():
    samples = {
        "gain": '{ op = "gain", resource = "ammo", amount = 1 }',
        "lose": '{ op = "lose", resource = "ammo", amount = 1 }',
        "pay": '{ op = "pay", resource = "ammo", amount = 1 }',
        "gain_survivor": '{ op = "gain_survivor", amount = 1 }',
        "lose_survivor": '{ op = "lose_survivor", amount = 1 }',
        "roll": '{ op = "roll", outcomes = [{ faces = ["kill"], effects = [] }] }',
        "roll_count": '{ op = "roll_count", dice = 1, face = "kill", effects = [] }',
        "choose": '{ op = "choose", options = [{ label = "a", effects = [] }, { label = "b", effects = [] }] }',
        "gain_token": '{ op = "gain_token", token = "molotov" }',
        "executor": '{ op = "executor" }',
        "no_ranged": '{ op = "no_ranged" }',
        "no_flee": '{ op = "no_flee" }',
        "extra_zombies": '{ op = "extra_zombies", amount = 1 }',
        "set_horde": '{ op = "set_horde", strength = 1 }',
        "ranged_dice_per_ammo": '{ op = "ranged_dice_per_ammo", dice = 1 }',
        "flee_cost": '{ op = "flee_cost", gas = 1 }',
        "if": '{ op = "if", when = { count = "ammo", at_least = 1 }, then = [{ op = "gain", resource = "gas", '
              'amount = 1 }] }',
        "repeat": '{ op = "repeat", times = 2, effects = [{ op = "gain", resource = "gas", amount = 1 }] }',
    }
    assert set(samples) == set(E.vocabulary.ops)
    assert BEHAVIOURS.missing() == []
    for name, text in samples.items():
        st = play(f"[{text}]", kind="fight", zombies=1)
        answer(st, "path:0")
        if RULES.prompt(st).kind == "choose":
            answer(st, "option:0")
        assert st.phase == "encounter"


def test_if_runs_then_or_otherwise_by_the_seats_count():
    card = ('[{ op = "if", when = { count = "ammo", at_least = 3 }, then = [{ op = "gain", resource = "gas", '
            'amount = 2 }], otherwise = [{ op = "gain", resource = "adrenaline", amount = 1 }] }]')
    rich = play(card)
    set_res(rich, 0, 3, 0, 0)
    answer(rich, "path:0")
    assert rich.resources[0] == [3, 2, 0]
    poor = play(card)
    set_res(poor, 0, 2, 0, 0)
    answer(poor, "path:0")
    assert poor.resources[0] == [2, 0, 1]


def test_repeat_runs_its_ops_again_and_nests_a_choice():
    st = play('[{ op = "repeat", times = 3, effects = [{ op = "gain", resource = "ammo", amount = 1 }] }]')
    set_res(st, 0, 0, 0, 0)
    answer(st, "path:0")
    assert st.resources[0] == [3, 0, 0]
    twice = play('[{ op = "repeat", times = 2, effects = [{ op = "choose", options = ['
                 '{ label = "ammo", effects = [{ op = "gain", resource = "ammo", amount = 1 }] }, '
                 '{ label = "gas", effects = [{ op = "gain", resource = "gas", amount = 1 }] }] }] }]')
    set_res(twice, 0, 0, 0, 0)
    answer(twice, "path:0", "option:0", "option:1")
    assert twice.resources[0] == [1, 1, 0]


def test_the_shared_ops_counts_are_the_games_quantities():
    assert set(QUANTITIES) == set(E.QUANTITIES)
