"""This War of Mine's tooltips, without a display: every kind of element id the board draws has words on
a view that holds it (and none on a view that does not), the words come from the view and the cards,
a face-down Shelter card is only ever its kind, the Leader is named, the phase is the view's, an action
given is told where it is done, the dice of a fight and a night raid are told, and the module needs no
pygame."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.rules import RULES


@pytest.fixture(scope="module")
def content():
    return RULES.base_content()


@pytest.fixture(scope="module")
def views(content):
    """Views along random playthroughs, until each kind of work in hand and an ending were seen."""
    out, seen = [], set()
    for seed in range(400):
        setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k + 1}") for k in range(1 + seed % 4)), seed, ("normal",))
        match = Match(RULES, setup, content, keep_undo=False)
        pick = random.Random(seed)
        for _ in range(300):
            if match.is_over or match.pending is None:
                out.append(match.view(0))
                seen.add("over")
                break
            view = match.view(match.pending.seat)
            out.append(view)
            seen |= set(view["under_way"])
            match.apply(pick.choice(match.pending.options).value)
        if seen >= {"fight", "raid", "trade", "choosing", "script", "over"} and seed > 4:
            break
    return out


def element_ids(view: dict) -> list[str]:
    """Every element id the board gives this view a hitbox for (but the prompt's own)."""
    ids = ["day", "stage", "leader", "noise", "cold", "storage", "findings", "deck:fittings", "deck:ideas"]
    ids += [f"phase:{phase}" for phase in tips.PHASES]
    ids += [f"space:{space}" for space in view["shelter"]]
    for i, person in enumerate(view["characters"]):
        ids.append(f"character:{i}")
        ids += [f"state:{i}:{name}" for name in ("fatigue", "hunger", "illness", "misery", "wounds")]
    ids += [f"storage:{item}" for item in view["storage"]] + [f"findings:{item}" for item in view["findings_pile"]]
    ids += [f"location:{slot}" for slot in view["locations"]]
    ids += [f"deck:{deck}" for deck in view["decks"]]
    if view["objectives"]:
        ids.append(f"objective:{view['objectives'][0]}")
    ids += [f"event:{e}" for e in view["events_up"]] + [f"rule:{r}" for r in view["rules_on"]]
    ids += [f"flag:{f}" for f in view["flags"]] + [f"narrative:{n}" for n in view["narrative_held"]]
    if view["events_up"] or view["rules_on"] or view["flags"] or view["narrative_held"]:
        ids.append("force")
    if view["scene"]:
        ids.append(f"location:{view['scene']['location']}")
        ids += [f"exploration:{c}" for c in view["scene"]["discard"][-1:]]
        ids += [f"residents:{c}" for c in view["scene"]["met"]]
    ids += [f"{'exploration' if c in RULES.base_content().tables['exploration'] else 'residents'}:{c}"
            for c in view["slot"]]
    under = view["under_way"]
    for kind in ("fight", "raid", "trade", "choosing", "script"):
        if kind in under:
            ids.append(kind)
    if "fight" in under:
        ids += [f"enemy:{k}" for k in range(len(under["fight"]["enemies"]))]
    if "trade" in under:
        ids += [f"trade:pool:{item}" for item in under["trade"]["pool"]]
        ids += [f"trade:want:{item}" for item in under["trade"]["want"]]
    if "choosing" in under:
        ids += [f"carry:left:{item}" for item, n in under["choosing"]["left"].items() if n]
        ids += [f"carry:carried:{item}" for item, n in under["choosing"]["carried"].items() if n]
    if view["last_roll"]:
        ids.append("last_roll")
    if view.get("result"):
        ids.append("outcome")
    return ids


def test_every_element_the_board_draws_has_words(content, views):
    kinds = set()
    for view in views[::3]:
        for element in element_ids(view):
            if element.startswith("storage:") and not view["storage"].get(element[8:]) \
                    and not view["storage_x5"].get(element[8:]):
                continue
            assert tips.tooltip(view, element, content), element
            kinds.add(element.split(":")[0])
    assert {"space", "character", "state", "storage", "location", "objective", "deck", "phase", "fight", "enemy",
            "raid", "trade", "choosing", "carry", "script", "outcome"} <= kinds


def test_no_words_for_what_the_view_does_not_hold(content, views):
    view = views[0]
    for element in ("space:attic-9", "character:9", "enemy:0", "event:nothing", "rule:nothing", "flag:nothing",
                    "narrative:nothing", "objective:nothing", "exploration:nothing", "trade:pool:meds",
                    "carry:left:meds", "location:nowhere", "storage:nothing", "what:ever", "", "phase:teatime"):
        assert tips.tooltip(view, element, content) == "", element
    assert tips.tooltip({}, "day", content) and tips.tooltip(None, "day", content) == ""


def test_the_words_come_from_the_view_and_the_cards(content, views):
    view = next(v for v in views if v["characters"] and v["phase"] == "day")
    person = view["characters"][0]
    card = content.tables["characters"][person["id"]]
    words = tips.tooltip(view, "character:0", content)
    assert card.name in words and f"Prowess {card.prowess}" in words and f"Inventory {card.inventory}" in words
    slot, location = next(iter(view["locations"].items()))
    assert content.tables["locations"][location].name in tips.tooltip(view, f"location:{slot}", content)
    guard = next(s for s in content.tables["shelter"].values() if s.holds == "guard")
    assert tips.tooltip(view, f"space:{guard.id}", content).startswith("Guard")
    assert f"Day {view['day']}" in tips.tooltip(view, "day", content)
    fight = next(v for v in views if "fight" in v["under_way"])
    assert "Enemy 1" in tips.tooltip(fight, "enemy:0", content)
    trade = next(v for v in views if "trade" in v["under_way"])
    assert f"commission {trade['under_way']['trade']['commission']}" in tips.tooltip(trade, "trade", content)


def test_a_face_down_shelter_card_is_only_its_kind(content, views):
    cards = content.tables["shelter_cards"].values()
    names = {card.name for card in cards} | {card.back_name for card in cards if card.back_name}
    for view in views[::5]:
        for space, spot in view["shelter"].items():
            words = tips.tooltip(view, f"space:{space}", content)
            assert not any(name in words for name in names), words
            if spot["kind"] and not spot["fitting"] and not spot["remnants"]:
                assert tips.KIND_NAMES[spot["kind"]] in words


def test_the_module_needs_no_pygame():
    code = ("import sys; import game.games.this_war_of_mine.tooltips as t; "
            "assert 'pygame' not in sys.modules, 'pygame imported'; print(t.tooltip({'day': 2}, 'day'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=".")
    assert done.returncode == 0, done.stderr
    assert "Day 2" in done.stdout


def test_the_leader_is_named_and_the_phase_is_the_view_s(content, views):
    assert not hasattr(tips, "shown_phase"), "the phase shown is the view's phase_now, never worked out"
    view = dict(next(v for v in views if v["characters"]), seat_names=["Ana", "Ben"], leader=1)
    assert tips.leader_name(view) == "Ben" and "The Leader: Ben." in tips.tooltip(view, "leader", content)
    early = dict(view, phase="evening", phase_now="dusk")
    assert tips.phase_now(early) == "dusk"
    assert "(now)" in tips.tooltip(early, "phase:dusk", content)
    assert "(now)" not in tips.tooltip(early, "phase:evening", content)


def with_assigned(view: dict, given: dict) -> dict:
    return dict(view, under_way=dict(view["under_way"], stage={"assigned": given}))


def test_a_character_given_an_action_is_said_to_do_it_where_it_is_done(content, views):
    view = next(v for v in views if v["phase"] == "day" and len(v["characters"]) >= 2
                and not set(v["under_way"]) - {"stage", "action"})
    shelter = view["shelter"]
    board = content.tables["shelter"]
    rubble = next(s for s, spot in shelter.items() if spot["kind"] == "rubble" and not spot["remnants"])
    heap = next((s for s, spot in shelter.items() if spot["kind"] == "heap"), None)
    empty = next(s for s, spot in shelter.items() if board[s].buildable and not spot["kind"] and not spot["fitting"])
    fitting = next(f for f in content.tables["fittings"].values() if f.actions)
    shelter = dict(shelter, **{empty: dict(shelter[empty], fitting=fitting.id)})
    view = dict(view, shelter=shelter)
    cases = {
        "rest": ("will rest", None),
        "outside": ("will go outside", next(s for s in board.values() if s.holds == "outside").id),
        "new_idea": ("will have a new idea", next(s for s in board.values() if s.holds == "new_idea").id),
        "poke_about": ("will poke about", next(s for s in board.values() if s.holds == "poke_about").id),
        f"card:{rubble}": ("will clear the rubble", rubble),
        f"build:camp-bed:{rubble}": ("will build the Camp Bed", rubble),
        f"use:{empty}:0": (f"will {fitting.actions[0].name.lower()} at the {fitting.name}", empty),
        f"nap:{empty}": (f"will nap in the {fitting.name}", empty),
        f"dismantle:{empty}": (f"will dismantle the {fitting.name}", empty),
        f"move:{empty}:{rubble}": (f"will move the {fitting.name} to the {tips.FLOOR_NAMES[board[rubble].floor]}", empty),
    }
    if heap:
        cases[f"card:{heap}"] = ("will search the Heap", heap)
    for action, (words, space) in cases.items():
        given = with_assigned(view, {"0": action})
        assert tips.action_words(given, 0, content) == words, action
        assert tips.action_space(action, content) == space, action
        assert f"This Action stage: {words}." in tips.tooltip(given, "character:0", content)
        if space is not None:
            assert 0 in tips.standing_on(given, space, board[space], content), action
            assert words in tips.tooltip(given, f"space:{space}", content)
    together = with_assigned(view, {"0": f"card:{rubble}", "1": f"card:{rubble}"})
    assert tips.action_words(together, 0, content) == f"will clear the rubble with {tips.character_name(view, 1, content)}"
    assert tips.action_words(view, 0, content) == "", "no stage being assigned: nothing to say"
    building = with_assigned(view, {"0": f"build:camp-bed:{rubble}"})
    assert tips.fitting_coming(building, rubble) == ("camp-bed", "build")
    assert "The Camp Bed is to be built here" in tips.tooltip(building, f"space:{rubble}", content)


def test_the_dice_of_a_fight_and_a_night_raid_are_told(content, views):
    fight = next(v for v in views if "fight" in v["under_way"])
    fighter = fight["under_way"]["fight"]["fighters"][0]
    rolled = dict(fight, under_way=dict(fight["under_way"], fight=dict(fight["under_way"]["fight"], rolls=[
        {"side": "c", "who": fighter, "die": "yellow", "weapon": "knife", "face": "2"},
        {"side": "e", "who": 0, "die": "gray", "weapon": "none", "face": None}])))
    name = tips.character_name(fight, fighter, content)
    assert f"This round: {name} rolled 2 icons; Enemy 1 is yet to roll the unarmed die." in \
        tips.tooltip(rolled, "fight", content)
    assert "This round it is yet to roll the unarmed die." in tips.tooltip(rolled, "enemy:0", content)
    raid = next(v for v in views if "raid" in v["under_way"])
    guards = raid["under_way"]["raid"]["guards"] or [0]

    def at(part, **more):
        shown = dict(raid["under_way"]["raid"], part=part, faces=["1", "blank"], rolled_by=[guards[0], guards[0]],
                     cut=3, damage_left=1, wounds_left=0, **more)
        return dict(raid, under_way=dict(raid["under_way"], raid=shown))
    assert tips.raid_faces(at("roll")) == [(guards[0], "1"), (guards[0], "blank")]
    assert tips.raid_tally(at("roll")) == {}, "what is kept from the night's last card is not shown"
    assert tips.raid_tally(at("split")) == {"cut": 3}
    assert tips.raid_tally(at("wounds")) == {"cut": 3, "damage_left": 1, "wounds_left": 0}
    words = tips.tooltip(at("wounds"), "raid", content)
    assert f"Kept: {tips.character_name(raid, guards[0], content)} 1 icon" in words and "Cut by 3." in words
    assert "Left: Damage 1, Wounds 0." in words
