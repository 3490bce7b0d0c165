"""The table's tooltips as plain text: game.games.salvation_road.tooltips builds each element's words
from the view alone (no pygame), and the board's hitboxes carry exactly those words."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.games.salvation_road import tooltips as tt
from game.games.salvation_road.table_facts import TableFacts
from tests.salvation_road_ui import fixtures as fx

ROOT = Path(__file__).resolve().parents[2]
REVEALED_WORDS = ("critical", "sprain", "ankle", "wrist", "painful", "flesh", "injury")


def test_the_tooltips_module_imports_without_pygame():
    code = ("import sys; import game.games.salvation_road.tooltips as t; "
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m); "
            "print(t.tooltip({'round': 3}, 'round'))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().startswith("Round 3.")


# --- words from the hand-built views -------------------------------------------
def test_header_tooltips():
    view, _, _ = fx.fixture("threat_4p")
    assert tt.tooltip(view, "round").startswith("Round 6. The game ends when the group travels")
    assert tt.tooltip(view, "phase") == tt.PHASE_HELP["threat"]
    assert tt.tooltip(view, "phase:refresh").startswith("Refresh phase: markers come off")
    assert tt.tooltip(view, "phase:nonsense") is None
    assert tt.tooltip(view, "first-player").startswith("First player: Chen.")      # first_player 2 is Chen's seat


def test_roadmap_tooltips():
    view, _, _ = fx.fixture("threat_4p")     # 4 roads scouted of a target of 5
    assert tt.tooltip(view, "road:0") == ("Road 1: Toll Bridge Gang (explored). Cost to pass: 2 Ammo, 3 Fuel, paid "
                                          "from the truck when the group travels.")
    assert tt.tooltip(view, "road:1").startswith("Road 2: unexplored. It needs Food, Fuel;")
    assert tt.tooltip(view, "road:4").startswith("Road 5: not scouted yet.")
    assert tt.tooltip(view, "road:5") is None
    assert tt.tooltip(view, "road-deck").startswith("Road deck: 8 cards (the top one needs Ammo, Fuel).")
    assert tt.tooltip(view, "toll").startswith("Salvation's toll: at the gate, draw 2 search cards and pay")


def test_compound_fence_and_truck_tooltips():
    view, _, _ = fx.fixture("threat_4p")
    fence = tt.tooltip(view, "fence")
    assert fence.startswith("The fence: 8 of 11 marauders (7 bikes, 1 buggy). 3 sockets left")
    assert fence.endswith("A buggy is on the fence: a war card could overrun the compound.")
    assert tt.tooltip(view, "marauder-pool").startswith("Marauder pool: 0 bikes and 3 buggies still to come.")
    assert tt.tooltip(view, "compound").startswith("The compound: 1 character at home (Mags Hale).")
    assert tt.tooltip(view, "truck").startswith("The truck: 14 resources loaded (4 Food, 2 Ammo, 1 Med, 7 Fuel).")
    assert tt.tooltip(view, "truck:fuel").startswith("Fuel on the truck: 7 (2 on the 3X spot + 1). Fuel drives")
    assert tt.tooltip(view, "truck:plutonium") is None


def test_location_tooltips():
    view, _, _ = fx.fixture("threat_4p")
    clinic = tt.tooltip(view, "location:mercy-street-clinic").split("\n")
    assert clinic[0] == "Mercy Street Clinic"
    assert clinic[1].startswith("Supply Closet - used this round: Action: a character here loses 1 unrevealed")
    assert "[+1]" in clinic[2] and "rolls one die per character + 1" in clinic[2]
    assert clinic[3] == "Supply: 1 Med"
    assert clinic[4] == "Here (3/3): Ines Calder, Gus Pellman, Lottie Marsh"
    scrapyard = tt.tooltip(view, "location:rustbelt-scrapyard")
    assert "OVERRUN: gone for the rest of the game" in scrapyard and "[skull (overrun)]" in scrapyard
    assert tt.tooltip(view, "location:relay-tower").startswith("Relay Tower (recon location:")
    assert tt.tooltip(view, "supply:grain-co-op:med").startswith("Med in the supply of Harlan Grain Co-op: 2. A gather")
    assert tt.tooltip(view, "supply:grain-co-op:gold") is None
    assert tt.tooltip(view, "location:nowhere-town") is None


def test_the_threat_track_reads_as_printed():
    view, _, _ = fx.fixture("threat_4p")
    location = next(loc for loc in view["locations"] if loc.get("track"))
    location["track"] = [-1, 0, 2, 3]
    track = tt.tooltip(view, f"location:{location['id']}").split("Threat track: ")[1].split(".")[0]
    assert track.replace("[", "").replace("]", "").split(" ")[:3] == ["-1", "0", "+2"]
    assert "+-1" not in track and "+0" not in track


def test_a_face_down_location_never_names_itself():
    view, _, _ = fx.fixture("opening_2p")
    view["locations"][1].update(id="grain-co-op", name="Harlan Grain Co-op", face_up=False,
                                ability={"name": "Silo Hatch", "text": "Secret."})
    for target in ("location-slot:1", "location:slot-1"):
        words = tt.tooltip(view, target)
        assert words.startswith("Face-down location (slot 2). The first character to move here flips it")
        assert not any(w in words for w in ("Harlan", "Grain", "Silo", "Secret"))
    assert tt.tooltip(view, "location:grain-co-op") is None
    assert tt.tooltip(view, "supply:grain-co-op:food") is None
    assert tt.tooltip(view, "location-slot:0") is None              # slot 0 is face up


def test_character_and_health_circle_tooltips():
    view, _, _ = fx.fixture("threat_4p")
    gus = tt.tooltip(view, "character:gus-pellman").split("\n")
    assert gus[0] == "Gus Pellman (survivor, played by Ana) · at Mercy Street Clinic"
    assert gus[1] == "Gun-Shy: Gus can never fight or shoot."
    assert gus[2] == "Health 7: 1 unrevealed wound, sprained ankle; holding Med"
    assert gus[3] == "Has acted this round."
    assert tt.tooltip(view, "character:walt-dobrev").endswith("Defeated: out of the game.")
    assert tt.tooltip(view, "slot:gus-pellman:1") == "Gus Pellman, health circle 2: " + tt.WOUND_HELP["sprained_ankle"]
    assert tt.tooltip(view, "slot:gus-pellman:0") == "Gus Pellman, health circle 1: " + tt.UNREVEALED_HELP
    assert tt.tooltip(view, "slot:gus-pellman:2").startswith("Gus Pellman, health circle 3: Med. Med heals")
    assert tt.tooltip(view, "slot:gus-pellman:6").endswith("empty: it can hold a resource or take a wound.")
    assert tt.tooltip(view, "slot:gus-pellman:7") is None
    solo, _, _ = fx.fixture("solo_action")
    walt = tt.tooltip(solo, "character:walt-dobrev")
    assert "Acting now: 1 action left; used this round: free transfer." in walt


def test_unrevealed_wounds_never_name_a_type():
    view, _, _ = fx.fixture("threat_4p")
    for ch in view["characters"]:
        ch["slots"] = [{"wound": "unrevealed"} if isinstance(s, dict) and "wound" in s else s for s in ch["slots"]]
        for i in range(len(ch["slots"])):
            for target in (f"slot:{ch['id']}:{i}", f"character:{ch['id']}"):
                words = tt.tooltip(view, target).lower().replace("unrevealed", "")
                assert not any(w in words for w in REVEALED_WORDS), (target, words)
    assert tt.wound_tip("secret-sauce") == tt.UNREVEALED_HELP


def test_deck_tooltips():
    view, _, _ = fx.fixture("apocalypse_3p")
    deck = tt.tooltip(view, "apocalypse")
    assert deck.startswith("Apocalypse deck: 3 cards left.") and "If a drawn card is a war card" in deck
    current = view["apocalypse"]["current"]
    assert tt.apocalypse_card_tip(current).startswith("Gate Crashers (war): Each character at the compound takes 1")
    assert tt.tooltip(view, "discard:last") is None                      # a card is being resolved
    war = tt.tooltip(view, "discard:war")
    assert war.startswith("War cards drawn: 2 (Night Raid, Siege Line). War:")
    assert war.endswith("It is the top of the discard now.")
    assert tt.tooltip(view, "discard:pestilence").startswith("Pestilence cards drawn: 0. Pestilence:")
    assert tt.tooltip(view, "search").startswith("Search deck: 7 cards, 5 in the discard.")
    solo, _, _ = fx.fixture("solo_action")
    assert tt.tooltip(solo, "discard:last").startswith("Last drawn: Empty Shelves (famine):")


def test_dice_tooltips():
    view, _, _ = fx.fixture("threat_4p")      # a threat roll, dice 0 and 2 picked for a reroll
    assert tt.tooltip(view, "die:0") == "Blue threat die: 1 wound. Picked to be rerolled."
    assert tt.tooltip(view, "die:1") == "Blue threat die: 0 wounds."
    assert tt.tooltip(view, "die:4") == ("Red threat die: 0 wounds. Red dice are grabbed only when the blue ones "
                                         "run out.")
    assert tt.tooltip(view, "die:5") is None
    assert tt.tooltip(view, "lastdie:0") is None
    assert tt.tooltip(view, "roll-total").startswith("3 wounds from this roll, divided among the characters there")
    solo, _, _ = fx.fixture("solo_action")    # no threat roll: the last roll (a rest)
    assert tt.tooltip(solo, "lastdie:0").startswith("Red threat die: 1 wound.")
    assert tt.tooltip(solo, "die:0") is None
    assert tt.tooltip(solo, "roll-total") == "1 wound from this roll."
    opening, _, _ = fx.fixture("opening_2p")  # no roll at all: the dice in the box
    assert tt.tooltip(opening, "dice:red").startswith("2 red threat dice; their six sides show 0, 1, 1, 2, 2, 3 "
                                                      "wounds.")
    assert tt.tooltip(opening, "roll-total") is None


def test_pool_talk_and_outcome_tooltips():
    view, _, _ = fx.fixture("threat_4p")
    assert tt.tooltip(view, "pool:food") == "Food in the pool: 6."
    assert tt.tooltip(view, "wounds").startswith("Wound pool: 24 unrevealed wound tokens.")
    assert tt.tooltip(view, "pool:wound") is None
    assert tt.tooltip(view, "talk") is None                            # the variant is off
    talk, _, _ = fx.fixture("heroic_talk_7p")
    assert tt.tooltip(talk, "talk") == tt.TALK_HELP
    facts = TableFacts.read(talk)
    assert [facts.seat_names(g) for g in facts.talk_groups()][:2] == [["Bruno", "Gus"], ["Chen", "Dara"]]
    assert tt.talk_group_tip(["Bruno", "Gus"]) == "May talk together: Bruno, Gus"
    assert tt.talk_group_tip(["Ana"]) == "Ana is alone and may talk to nobody."
    over, _, _ = fx.fixture("game_over")
    assert tt.tooltip(over, "outcome").startswith("The truck paid all three roads and the toll")
    assert tt.tooltip(view, "outcome") is None


@pytest.mark.parametrize("target", ["", "bogus", "character:", "slot:x", "die:x", "road:-1", "supply::"])
def test_odd_ids_and_views_give_nothing_or_words(target):
    assert tt.tooltip(fx.fixture("threat_4p")[0], target) is None
    tt.tooltip({}, target)
    tt.tooltip(None, target)


# --- the board's hitboxes carry the same words -----------------------------------------
def _board_tips_match(content, view, viewer, highlights, size=(1280, 720)):
    from game.games.salvation_road.board import SalvationRoadBoard
    from tests.board_helpers import render_board

    board, _ = render_board(SalvationRoadBoard, content, view, viewer, highlights, size=size)
    facts = TableFacts.read(view)
    drawn: dict[str, set[str]] = {}
    for box in board.hitboxes:
        drawn.setdefault(box.target, set()).add(box.tooltip)
    for target, words in drawn.items():
        expected = tt.tooltip(facts, target)
        if target == "apocalypse":            # the deck, and the card being resolved
            current = facts.apocalypse().current
            assert words <= {expected} | ({tt.apocalypse_card_tip(current)} if current else set()), words
        elif target == "talk":                # the heading, and one pill per group
            assert words <= {expected} | {tt.talk_group_tip(facts.seat_names(g)) for g in facts.talk_groups()}
        else:
            assert words == {expected}, (target, words, expected)
    return drawn


@pytest.fixture(scope="module")
def content():
    import pygame
    pygame.display.init()
    pygame.font.init()
    return fx.load_content()


@pytest.mark.parametrize("name", list(fx.FIXTURES))
def test_every_hitbox_of_the_board_says_what_tooltip_says(content, name):
    view, viewer, highlights = fx.fixture(name)
    drawn = _board_tips_match(content, view, viewer, highlights)
    assert len(drawn) > 20


def test_real_match_views_say_the_same_on_the_board(content):
    rules = pytest.importorskip("game.games.salvation_road.rules")
    from game.core.match import Match
    from game.core.rng import Rng
    from game.core.rules import MatchSetup, Seat

    seats = tuple(Seat(fx.SEAT_NAMES[i], i) for i in range(3))
    match = Match(rules.RULES, MatchSetup("salvation_road", seats, 7, ()), content, keep_undo=False)
    make_bot = rules.RULES.bots.get("cooperative")
    bots = {i: make_bot(i, Rng(70 + i)) for i in range(3)}
    phases, steps = set(), 0
    while not match.is_over and steps < 600:
        prompt = match.pending
        view = match.view(prompt.seat)
        if steps % 12 == 0:
            phases.add(view["phase"])
            _board_tips_match(content, view, prompt.seat, frozenset())
            hidden = [loc for loc in view["locations"] if not loc.get("face_up")]
            for loc in hidden:
                assert tt.tooltip(view, f"location-slot:{loc['slot']}").startswith("Face-down location")
        match.apply(bots[prompt.seat].choose(view, prompt))
        steps += 1
    assert {"action", "threat"} <= phases
