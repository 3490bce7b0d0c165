"""The back of the board (L447-472): the smaller shelter laid at setup (its stacks, no Ideas), the actions
printed on its spaces (open once nothing covers them, L463), the ruined top floor's sniper fire (L455) and
its barren Rubble (L457), and the outbuilding cut off at the start (L461). Our layout: shelter.toml."""
from __future__ import annotations

from game.games.this_war_of_mine.effects import SNIPER_HITS
from game.games.this_war_of_mine.rules import day
from game.games.this_war_of_mine.rules.shelter import reachable

from .support import Driver, content, options, started

DAY = Driver("dusk")
BACK = ["back_of_board"]


def back(seed: int = 1, phase: str = "day"):
    return started(seed, phase=phase, options=BACK)


def first_acts(state, action: str, roll: int) -> None:
    """The first Character asked takes `action`, the others rest; the action's black die shows `roll`."""
    DAY.answer(state, action)
    state.rng.force(roll - 1)                         # assigning draws nothing: the action's roll is next
    while state.pending and "rest" in options(state) and state.stage == 1:
        DAY.answer(state, "rest")


def test_only_the_backs_spaces_are_laid_with_its_stacks_and_one_fittings_deck():
    state = back()
    spaces, cards = content().tables["shelter"], content().tables["shelter_cards"]
    assert state.shelter and all(spaces[s].side == "back" for s in state.shelter)
    furniture = state.shelter["back-ground-7"]
    assert len([furniture["card"], *furniture["under"]]) == 6, "every Furniture card on the one Furniture space"
    assert all(cards[k].kind == "furniture" for k in [furniture["card"], *furniture["under"]])
    assert len(state.shelter["back-ground-6"]["under"]) == 1, "2 x Rubble"
    core = [k for k, card in content().tables["fittings"].items() if not card.module]
    assert state.ideas_deck == [] and sorted(state.fittings_deck) == sorted(core), "the Ideas in the one deck"


def test_no_new_idea_and_no_poke_about_but_what_the_board_prints():
    state = back()
    DAY.run(state)
    offered = options(state)
    assert "new_idea" not in offered and "poke_about" not in offered
    open_prints = {v.partition(":")[2] for v in offered if v.startswith("printed:")}
    assert open_prints == {"back-cellar-1"}, "the other printed actions lie under Shelter cards at the start"


def test_a_printed_action_opens_once_its_card_is_gone_and_closes_under_a_fitting():
    state = back()
    state.shelter["back-ground-0"]["card"] = None          # the Heap over the Wild Garden, cleared
    DAY.run(state)
    assert "printed:back-ground-0" in options(state)
    state = back()
    state.shelter["back-cellar-1"]["fitting"] = "camp-bed"
    DAY.run(state)
    assert "printed:back-cellar-1" not in options(state)


def test_the_wild_garden_rolls_for_vegetables():
    for roll, vegetables in ((5, 0), (6, 1), (9, 2)):
        state = back()
        state.shelter["back-ground-0"]["card"] = None
        state.storage.pop("vegetable", None)
        DAY.run(state)
        first_acts(state, "printed:back-ground-0", roll)
        assert state.storage.get("vegetable", 0) == vegetables, roll


def test_a_printed_poke_about_is_the_rules_own_with_its_split():
    state = back()
    DAY.run(state)
    first_acts(state, "printed:back-cellar-1", 10)        # a 10: three
    assert sorted(options(state)) == ["0", "1", "2", "3"], "how much of it is Wood"


def _act_on_top(roll: int):
    state = back()
    DAY.run(state)
    who = state.task_stack[-1]["who"][0]
    assert "card:back-top-2" in options(state), "the Heap on the ruined top floor, up the Guard's ladder"
    first_acts(state, "card:back-top-2", roll)
    return state, who


def test_an_action_on_the_top_floor_draws_sniper_fire_once_it_is_done():
    hit, who = _act_on_top(SNIPER_HITS)
    assert hit.characters[who]["states"].get("wounds", 0) == 1
    missed, who = _act_on_top(SNIPER_HITS + 1)
    assert missed.characters[who]["states"].get("wounds", 0) == 0


def test_the_backs_rubble_gives_nothing_and_the_next_card_of_a_stack_comes_up():
    state = back()
    before = dict(state.storage)
    day.work_card(state, 0, "back-top-0", {"company": 2, "tool": ""}, [])
    day.work_card(state, 0, "back-top-0", {"company": 2, "tool": ""}, [])
    DAY.run(state)
    assert state.shelter["back-top-0"]["card"] is None and state.storage == before
    top = state.shelter["back-ground-7"]["under"][0]
    day.work_card(state, 0, "back-ground-7", {"company": 1, "tool": ""}, [])
    assert state.shelter["back-ground-7"]["card"] == top and len(state.shelter["back-ground-7"]["under"]) == 4


def test_the_outbuilding_is_cut_off_at_the_start():
    state = back()
    assert "back-ground-5" in reachable(state) and "back-ground-7" not in reachable(state)
    state.shelter["back-ground-5"]["card"] = None
    assert "back-ground-6" in reachable(state) and "back-ground-7" not in reachable(state), "then the 2 x Rubble"
    state.shelter["back-ground-6"].update(card=None)
    state.shelter["back-ground-6"].pop("under")
    assert "back-ground-7" in reachable(state)


def _handyman_first(state) -> None:
    """Every Character becomes the one with Mechanic's Eye (+2 to Poke About), so the first asked has it."""
    from game.games.this_war_of_mine.rules.skills import skill_of
    handy = next(k for k, c in sorted(content().tables["characters"].items()) if c.skill.kind == "handyman")
    for person in state.characters:
        person["id"] = handy
    assert skill_of(state, 0, "handyman") == 2


def test_faq_the_handyman_counts_on_the_backs_poke_abouts_capped_at_10_but_not_on_the_search():
    state = back()
    _handyman_first(state)
    DAY.run(state)
    first_acts(state, "printed:back-cellar-1", 9)          # 9 + 2 counts as 10: three (L1940)
    assert sorted(options(state)) == ["0", "1", "2", "3"]
    state = back()
    _handyman_first(state)
    state.shelter["back-cellar-2"]["card"], state.shelter["back-cellar-2"]["under"] = None, []
    before = dict(state.storage)
    DAY.run(state)
    first_acts(state, "printed:back-cellar-2", 4)          # a 4 finds nothing; +2 would have been a part
    assert state.storage == before, "the Search is no Poke About"
