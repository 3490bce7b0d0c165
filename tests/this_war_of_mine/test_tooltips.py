"""This War of Mine's tooltips, without a display: every kind of element id the board draws has words on
a view that holds it (and none on a view that does not), the words come from the view and the cards,
a face-down Shelter card is only ever its kind, and the module needs no pygame."""
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
