"""This War of Mine's content, before its rules: the core box's counts, the book of scripts as a graph
(every reference leads to a script, every script is reached, every choice leads somewhere), and the
cards that reproduce the rulebook's worked examples, with the example's numbers."""
from __future__ import annotations

from collections import deque
import pytest

from game.core.effects import walk_ops
from game.games.this_war_of_mine import content_check, effects
from game.games.this_war_of_mine.content_check import FIXED_SCRIPTS, script_references
from game.games.this_war_of_mine.effects import CORE_COUNTS, LOCATION_SIZES, TOKEN_COLOR_COUNTS

from .support import content


def table(name: str) -> dict:
    """The core box's cards of a table (the modules' cards, which name their `module`, left out)."""
    return {k: row for k, row in content().table(name).items() if not getattr(row, "module", "")}


def ops_of(row) -> list:
    return [op for op, _depth in content_check.all_ops(row)]


# --- the core box ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,count", sorted(CORE_COUNTS.items()))
def test_each_deck_has_the_core_boxs_count(name, count):
    assert len(table(name)) == count


def test_the_cards_add_up_to_the_core_boxs_200_with_its_5_blank_cards():
    assert sum(CORE_COUNTS.values()) + 5 == 200


def test_the_tokens_are_the_core_boxs_186():
    tokens = table("tokens").values()
    for color, count in TOKEN_COLOR_COUNTS.items():
        assert sum(t.count for t in tokens if t.color == color) == count
    others = {"state": 40, "objective status": 1, "colour markers": 4, "wait": effects.WAIT_TOKENS, "cold": 6,
              "enemy": effects.ENEMY_TOKENS, "script": 9, "blank": 7, "board-up": effects.BOARD_UPS}
    assert sum(TOKEN_COLOR_COUNTS.values()) + sum(others.values()) == 186


def test_the_values_and_weights_the_rulebook_gives_are_kept():
    tokens = table("tokens")
    for token_id, value in {"meds": 10, "bandages": 10, "broken-guitar": 3, "electrical-part": 3, "moonshine": 3,
                            "shovel": 6, "lockpick": 5, "cigarette": 1, "chems": 1}.items():
        assert tokens[token_id].value == value, token_id
    for token_id, weight in {"raw-food": 1, "canned-food": 1, "pistol": 1, "ammo": 0}.items():
        assert tokens[token_id].weight == weight, token_id
    assert {r.id: r.count for r in table("resources").values()} == {"water": 6, "wood": 12, "components": 14}


def test_the_combat_dice_have_six_faces_and_the_example_rolls_exist():
    dice = table("dice")
    assert all(len(die.faces) == 6 for die in dice.values())
    assert "2" in dice["yellow"].faces and "blank" in dice["yellow"].faces and "1" in dice["gray"].faces  # L1054
    assert "hatchet" in dice["yellow"].faces and "shotgun" in dice["red"].faces
    assert "out_of_ammo" in dice["red"].faces and all("script" in die.faces for die in dice.values())


def test_fatigue_2_carries_a_marker_and_fatigue_4_three():
    states = table("states")
    assert states["fatigue"].markers[1] >= 1 and states["fatigue"].markers[3] == 3     # L1950, L281
    assert states["hunger"].markers[1] == 0, "the starting Hunger 2 leaves all three stages open"
    assert states["fatigue"].at_four == "sleep" and all(s.at_four == "death" for k, s in states.items()
                                                        if k != "fatigue")


def test_the_characters_are_four_red_and_eight_black_each_with_an_epilogue():
    characters = table("characters").values()
    assert sum(c.border == "red" for c in characters) == 4
    assert all(c.epilogue and c.skill and c.spirit_a and c.spirit_b for c in characters)


@pytest.mark.parametrize("side", ["front", "back"])
def test_each_side_of_the_board_holds_shelter_cards_on_spaces_of_their_kind(side):
    spaces = [s for s in table("shelter").values() if s.side == side]
    cards = [c.kind for c in table("shelter_cards").values()]
    for kind in ("furniture", "heap", "rubble", "bars", "closed_door"):
        laid = sum(s.stack for s in spaces if s.holds == kind)
        # the front has a space for every card; the smaller back stacks some and leaves some in the box
        assert laid == cards.count(kind) if side == "front" else 0 < laid <= cards.count(kind), kind
    assert sum(s.holds == "guard" for s in spaces) == 1 and sum(s.hole_left for s in spaces) <= effects.BOARD_UPS
    assert {"top", "ground", "cellar"} == {s.floor for s in spaces}
    assert any(s.ladder for s in spaces)


def test_fittings_start_in_two_decks_and_improvements_name_their_base():
    fittings = table("fittings")
    assert {f.deck for f in fittings.values()} == {"fittings", "ideas"}
    assert any(f.bed for f in fittings.values())
    for fitting in fittings.values():
        assert not fitting.improves or fitting.improves in fittings, fitting.id


def test_locations_come_in_the_three_sizes():
    assert {loc.size for loc in table("locations").values()} == set(LOCATION_SIZES)


def test_the_red_corner_cards_are_five_residents_and_five_night_raids():
    assert sum(r.crime_wave for r in table("residents").values()) == 5
    assert sum(n.crime_wave for n in table("night_raids").values()) == 5


def test_the_events_are_twelve_events_and_three_ending_events_with_one_ceasefire():
    kinds = [e.kind for e in table("events").values()]
    assert kinds.count("event") == 12 and kinds.count("ending") == 2 and kinds.count("ceasefire") == 1
    assert sum(o.final for o in table("objectives").values()) == 1


# --- the book of scripts ---------------------------------------------------------------------------------------
def test_every_reference_leads_to_a_script_and_every_script_is_reached():
    scripts = table("scripts")
    references = script_references(content())
    for where, numbers in references.items():
        assert numbers <= set(scripts), f"{where} refers to {sorted(numbers - set(scripts))}"
    starts = set(FIXED_SCRIPTS) | {n for where, numbers in references.items() if not where.startswith("scripts:")
                                   for n in numbers}
    seen, queue = set(starts), deque(starts)
    while queue:
        number = queue.popleft()
        for nxt in references.get(f"scripts:{number}", ()):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert set(scripts) - seen == set(), "scripts no card or rule can reach"


def test_every_script_choice_leads_somewhere_and_no_script_loops_on_itself_alone():
    for number, script in table("scripts").items():
        for choice in script.choices:
            assert choice.goto in table("scripts"), (number, choice.label)
        assert script.next != number
        assert len(script.choices) != 1, f"script {number}: a choice of one is no choice; use next"


def test_the_book_is_several_hundred_entries():
    assert len(table("scripts")) >= 200


# --- the rulebook's worked examples, as our cards -------------------------------------------------------------
def _ops_named(row, name):
    return [op for op in ops_of(row) if op.op_name == name]


def test_e1_an_event_adds_3_cold_and_two_night_raids_from_now_on():
    assert any(e.cold == 3 and any(op.rule == "two_night_raids" and op.until == "game" for op in _ops_named(e, "rule"))
               for e in table("events").values())


def test_e2_a_counter_objective_takes_raw_food_for_1_and_canned_food_for_2():
    found = [o for o in table("objectives").values()
             if {(t.item, t.advance) for t in o.takes} >= {("raw-food", 1), ("canned-food", 2)}]
    assert found
    objective = found[0]
    assert any(op.ideas for op in _ops_named(objective, "free_fitting"))
    assert any(op.state == "misery" and op.amount == 2 and op.who == "all" for op in ops_of(objective)
               if op.op_name == "state")


def test_e3_an_objective_wants_every_hunger_at_0_and_rewards_two_narrative_actions():
    objective = next(o for o in table("objectives").values() if o.condition == "all_hunger_0")
    assert any(op.draw == 2 and op.keep == 2 for op in _ops_named(objective, "narrative"))


def test_e11_a_findings_card_with_the_examples_three_rows():
    def row(goods):
        return sorted((g.item, g.amount) for g in goods)
    assert any(row(f.pantry) == sorted([("coffee", 1), ("vegetable", 1), ("alcohol", 2)])
               and row(f.furniture) == sorted([("vegetable", 1), ("weapon-part", 1), ("shell", 1)])
               and row(f.heap) == sorted([("broken-pistol", 1), ("ammo", 1)]) for f in table("findings").values())


def test_e12_a_gang_of_two_to_four_with_knife_knife_pistol_and_scripts_40_and_33():
    gang = next(r for r in table("residents").values() if r.thugs)
    assert [(b.at_least, b.at_most, b.enemies) for b in gang.enemy_bands] == [(1, 4, 2), (5, 7, 3), (8, 10, 4)]
    assert tuple(gang.weapons[:3]) == ("knife", "knife", "pistol")
    assert gang.kind == "combat" and gang.stop_fight == "40" and gang.won == "33"


def test_e13_a_family_in_the_slot_reacts_to_private_takes_and_talks_or_trades_for_one_card():
    family = [r for r in table("residents").values() if r.kind == "slot" and r.on_private]
    assert family and any(len([o for o in r.options if o.returns == 1]) >= 2 for r in family)
    assert any(_ops_named(r, "empathy_check") for r in family)


def test_e15_a_night_raid_of_damage_6_and_wounds_2_most_valuable_first():
    assert any(n.damage == 6 and n.wounds == 2 and n.order == "most_valuable" for n in table("night_raids").values())


def test_e16_the_example_fate_card():
    card = next(f for f in table("fate").values() if f.location_change == "smallest" and f.spirit == "a"
                and f.combat is not None and f.combat.effect == "self_hit")
    wounds = [op for op in _ops_named(card, "state") if op.state == "wounds"]
    assert any(op.amount == 1 and op.only_at_least == 1 and op.treated == "no_bandages" for op in wounds)
    assert any(op.state == "illness" and op.amount == -2 and op.treated == "meds" for op in _ops_named(card, "state"))
    assert any(op.kind == "meds" for op in _ops_named(card, "discard_treatment"))
    assert card.cold_at == 5 and any(op.state == "illness" and op.amount == 1 for op, _depth in walk_ops(card.cold_effects))


def test_e17_a_rain_barrel_with_the_examples_water_table():
    barrels = [f for f in table("fittings").values() if any(a.wait for a in f.actions) and f.wait]
    tables = [[(o.at_least, o.at_most, [g.amount for op in o.effects if op.op_name == "gain" for g in op.goods
                                        if g.item == "water"]) for o in roll.outcomes]
              for f in barrels for roll in _ops_named(f, "roll")]
    assert [(1, 1, [1]), (2, 5, [2]), (6, 8, [3]), (9, 10, [4])] in tables


def test_e21_a_trader_with_commission_2_selling_bandages_a_cigarette_and_chems():
    trades = [op for v in table("visitors").values() for op in _ops_named(v, "trade")]
    trades += [op for s in table("scripts").values() for op in _ops_named(s, "trade")]
    assert any(op.commission == 2 and {"bandages", "cigarette", "chems"} <= {g.item for g in op.pool} for op in trades)


def _mod_problems(tmp_path, files: dict[str, str]) -> list[str]:
    from game.core import mods as mod_files
    from game.games.this_war_of_mine.rules import RULES
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "mod.toml").write_text('id = "broken"\nname = "Broken"\nversion = "1"\ngame = "this_war_of_mine"\n'
                                     'format_version = 1\n', "utf-8")
    for name, text in files.items():
        (folder / name).write_text("format_version = 1\n" + text, "utf-8")
    found = mod_files.discover([tmp_path])
    RULES.load_content(mods=found)
    return [str(error) for error in found[0].errors]


def test_the_whole_set_check_finds_goods_and_names_misspelt_however_deep(tmp_path):
    problems = _mod_problems(tmp_path, {"fittings.toml": '''
[[fittings]]
id = "still-for-two"
name = "Still for Two"
text = "A second still."
deck = "ideas"
cost = [{ item = "wood", amount = 1 }]
improves = "pot-stil"
actions = [{ name = "Brew", text = "Brew.", cost = [{ item = "suger", amount = 1 }], effects = [] }]
'''})
    assert any("actions[0].cost[0]" in p and "'suger'" in p for p in problems), problems
    assert any("improves" in p and "'pot-stil'" in p for p in problems), problems


def test_the_whole_set_check_finds_scripts_reached_only_from_each_other_and_endless_reading(tmp_path):
    problems = _mod_problems(tmp_path, {"scripts_mod.toml": '''
[[scripts]]
id = "1500"
text = "One."
next = "1501"

[[scripts]]
id = "1501"
text = "Two."
next = "1500"
'''})
    assert sum("even by way of other scripts" in p for p in problems) == 2, problems
    assert any("never ends" in p for p in problems), problems


def test_the_whole_set_check_finds_a_flag_read_that_nothing_writes(tmp_path):
    problems = _mod_problems(tmp_path, {"scripts_mod.toml": '''
[[scripts]]
id = "1500"
text = "The door."
choices = [
  { label = "Knock", goto = "1501", unless = "knoked-once" },
  { label = "Walk on", goto = "1501" },
]

[[scripts]]
id = "1501"
text = "On."
''', "visitors_mod.toml": '''
[[visitors]]
id = "zz-door"
name = "A Door"
text = "A door."
options = [{ label = "Look", effects = [{ op = "script", number = "1500" }] }]
'''})
    assert any("'knoked-once'" in p and "no flag op writes it" in p for p in problems), problems


def test_a_choice_with_unless_is_offered_only_while_its_flag_is_not_written(tmp_path):
    from game.core import mods as mod_files
    from game.core.rng import Rng
    from game.core.rules_base import fresh_state
    from game.games.this_war_of_mine.rules import RULES
    from game.games.this_war_of_mine.rules.scripts import read_script
    from game.games.this_war_of_mine.rules.setup import set_up
    from game.games.this_war_of_mine.rules.state import State
    from .support import Driver, options
    _mod_problems(tmp_path, {"scripts_mod.toml": '''
[[scripts]]
id = "1500"
text = "The door."
choices = [
  { label = "Knock", goto = "1501", unless = "the-door-was-opened" },
  { label = "Walk on", goto = "1501" },
]

[[scripts]]
id = "1501"
text = "On."
effects = [{ op = "flag", name = "the-door-was-opened", text = "You knocked." }]
''', "visitors_mod.toml": '''
[[visitors]]
id = "zz-door"
name = "A Door"
text = "A door."
options = [{ label = "Look", effects = [{ op = "script", number = "1500" }] }]
'''})
    modded = RULES.load_content(mods=mod_files.discover([tmp_path]))
    for written, choices in ((False, ["0", "1"]), (True, None)):
        state = fresh_state(State, modded, Rng(1))
        set_up(state, ["P1"], "normal")
        state.phase = "day"
        if written:
            state.flags["the-door-was-opened"] = "You knocked."
        read_script(state, "1500", 0)
        Driver("day").run(state)
        asked = state.pending is not None and state.pending["why"] == "choice"
        assert (options(state) if asked else None) == choices, (written, state.pending)
