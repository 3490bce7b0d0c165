"""The Hit Z Road table's tooltips as pure text (game/games/hit_z_road/board/tooltips.py): what each
element id says about real views, that the module needs no pygame, and that the board shows
exactly these words."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.hit_z_road.board.tooltips import tooltip
from game.games.hit_z_road.rules import RULES
from tests.hit_z_road_ui import hzr_board_fixtures as fx

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ana", "Bruno", "Chen", "Dara")


@pytest.fixture(scope="module")
def content():
    return RULES.load_content()


def new_match(content, players: int, seed: int) -> Match:
    seats = tuple(Seat(n, i) for i, n in enumerate(NAMES[:players]))
    return Match(RULES, MatchSetup("hit_z_road", seats, seed), content, keep_undo=False)


def play_until(match: Match, wanted, limit: int = 400) -> dict:
    """Answer (deterministically) until the view of the seat to answer satisfies wanted."""
    for step in range(limit):
        view = match.view(match.pending.seat)
        if wanted(view):
            return view
        options = match.pending.options
        match.apply(options[(step * 7) % len(options)].value)
        if match.is_over:
            break
    pytest.fail("the match never reached the wanted view")


def test_the_module_imports_and_answers_without_pygame():
    code = ("import sys\n"
            "from game.games.hit_z_road.board import tooltips\n"
            "from tests.hit_z_road_ui import hzr_board_fixtures as fx\n"
            "text = tooltips.tooltip(fx.mid_auction(), 'deck')\n"
            "assert '40 cards left' in text, text\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
            "print('ok')\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


# --- real views ---------------------------------------------------------------
def test_a_new_four_player_game(content):
    match = new_match(content, 4, 11)
    view = match.view(0)
    assert tooltip(view, "round") == "Round 1 of 8: the trip from Chicago to L.A."
    count = view["deck"]["count"]
    assert tooltip(view, "deck") == (f"Adventure deck: {count} cards left; the next card is level 1. "
                                     "It is never shuffled.")
    assert tooltip(view, "seat:1", content=content) == \
        "Bruno · lead survivor + 4 survivors · 4 Ammo, 4 Gas, 4 Adrenaline · 0 cards won"
    ammo = tooltip(view, "seat:2:ammo", content=content)
    assert ammo.startswith("Ammo: 4. Each Ammo spent on a fight's ranged roll")
    assert ammo.endswith("Any resource pays for bids and key tiles.")
    # resource:<r> is the asked seat's
    view["seats"][0]["gas"] = 7
    assert tooltip(view, "resource:gas", content=content, asked=0).startswith("Gas: 7. Flee a fight")
    assert tooltip(view, "resource:gas", content=content, asked=1).startswith("Gas: 4.")
    assert tooltip(view, "resource:gas", content=content) == ""          # nobody is asked
    first = view["initiative"][0]
    assert tooltip(view, f"initiative:{first}") == f"Initiative #1: {NAMES[first]}"
    assert tooltip(view, f"initiative:{first}", part="tile") == f"{NAMES[first]} holds initiative tile #1."
    # nothing kept yet: nothing secret, and every seat's view says so alike
    assert tooltip(view, "pile:0", content=content) == "Ana has won no cards yet."
    assert tooltip(view, "pile:1", content=content) == "Bruno has won no cards yet."
    assert match.view(0)["seats"] == match.view(1)["seats"]


def test_cards_and_paths_on_a_real_table(content):
    view = new_match(content, 4, 11).view(0)
    path = view["paths"][0]
    card = path["cards"][0]
    record = content.table("cards")[card["id"]]
    tip = tooltip(view, f"card:{card['id']}", content=content)
    lines = tip.split("\n")
    assert lines[0] == f"{record.name} (level {record.level}): {record.points} point{'s' * (record.points != 1)}"
    assert lines[1].startswith("Fight: ") and lines[2].startswith("Scavenge: ")
    assert record.text in tip
    # without the content, the view's own "info" says the same
    assert tooltip(view, f"card:{card['id']}") == tip
    assert tooltip(view, "card:no-such-card", content=content) == "Card no-such-card"
    assert tooltip(view, "path:0", content=content) == "Path 1"
    assert tooltip(view, "path:9", content=content) == ""


def test_the_auction_says_who_stands_where(content):
    match = new_match(content, 4, 11)
    view = play_until(match, lambda v: v["phase"] == "auction" and any(v["auction"]["bids"].values()))
    bids = {int(k): int(v) for k, v in view["auction"]["bids"].items()}
    seat, bid = next((s, b) for s, b in bids.items() if b)
    tip = tooltip(view, f"bid:{bid}", content=content)
    assert tip.startswith(f"Bid {bid}: spend {bid} resource")
    assert NAMES[seat] in tip.split("Here: ")[1]
    zero = tooltip(view, "bid:0", content=content)
    assert zero.startswith("Bid 0: spend nothing")
    assert NAMES[seat] not in zero.split("Here: ")[-1]


def test_a_real_fight(content):
    match = new_match(content, 4, 11)
    view = play_until(match, lambda v: isinstance(v.get("fight"), dict) and v["fight"].get("last_roll"))
    fight = view["fight"]
    roll = [d for d in fight["last_roll"] if isinstance(d, dict)]
    faces = {"casualty": "Casualty:", "blank": "Blank:", "opportunity": "Opportunity kill:", "kill": "Kill:",
             "bonus": "Bonus kill:", "horrible": "Horrible death"}
    for k, die in enumerate(roll):
        tip = tooltip(view, f"die:{k}", content=content)
        assert tip.startswith(faces[die["face"]]), tip
        if die.get("outcome"):
            assert f"This die: {die['outcome']}." in tip
    zombies = tooltip(view, "zombies", content=content)
    assert zombies.startswith(f"{fight['zombies_left']} of {fight['zombies_total']} zombies still standing")
    name = content.table("cards")[fight["card"]].name
    assert tooltip(view, f"card:{fight['card']}", content=content).startswith(f"{name} (level ")
    assert tooltip(view, f"die:{len(roll)}", content=content) == ""


# --- the hand-built views: every kind of element --------------------------------
def test_auction_fixture(content):
    view = fx.mid_auction()
    assert tooltip(view, "bid:5") == ("Bid 5: spend 5 resources when the auction ends; the highest bid plays "
                                      "first. Here: Bruno.")
    assert tooltip(view, "bid:1").startswith("Bid 1: spend 1 resource when")
    assert "Dara" not in tooltip(view, "bid:0")                          # eliminated: no marker
    assert tooltip(view, "path:3") == "Path 4 · +2: pay 2 resources to take this path"
    assert tooltip(view, "path:3", part="key") == "+2: pay 2 resources to take this path."
    assert tooltip(view, "seat:1:bot") == "A bot plays this seat (greedy)."
    assert tooltip(view, "seat:3") == "Dara · eliminated"
    assert tooltip(view, "token:molotov", content=content).startswith("Molotov")
    assert "first_aid" not in tooltip(view, "seat:0:token:first_aid", content=content)
    own = tooltip(view, "pile:0", content=content)
    assert own.startswith("Your cards, face down: 4, 5 points\n") and "Lake Shore Gridlock" in own
    assert tooltip(view, "initiative:0") == "Initiative #3: Ana"
    assert tooltip(view, "initiative:3") == ""                           # not in the turn order


def test_fight_fixture(content):
    view = fx.mid_fight()
    assert tooltip(view, "die:2") == ("Horrible death (horde die only): a survivor dies.\n"
                                      "This die: a survivor died.")
    assert tooltip(view, "horde").startswith("Horde strength 2: 2 of your melee dice are red horde dice")
    assert tooltip(view, "zombies") == ("3 of 6 zombies still standing; horde strength 2: 2 of your melee dice "
                                        "are red horde dice.")
    assert tooltip(view, "eventdie:1") == "Blank: you dodged; nothing happens."
    assert tooltip(view, "seat:1:executor").startswith("Executor card (kept face up)")
    ranged = fx.mid_fight()
    ranged["fight"]["roll_kind"] = "ranged"
    assert tooltip(ranged, "die:0").endswith("In a ranged roll only kills and bonus kills count (1 zombie each).")
    tamed = fx.mid_fight()
    tamed["fight"].update(horde=0, printed_horde=2, executor=True)
    assert tooltip(tamed, "horde") == "The Executor and the School Bus: this horde fights as ordinary zombies."


def test_solo_fixture(content):
    view = fx.solo_planning()
    assert tooltip(view, "path:0") == "Path 1 · solo: take any 2 resources from the reserve, then flip both cards"
    assert tooltip(view, "path:0", part="slot:1") == "Face-down card (level 1)."
    assert tooltip(view, "initiative:0") == ""                           # no turn order in a solo game


def test_game_over_fixture(content):
    view = fx.game_over()
    assert tooltip(view, "epilogue:epilogue-gas", content=content).endswith("(Dara scores it).")
    tie = tooltip(view, "epilogue:epilogue-adrenaline", content=content)
    assert "most Adrenaline at the end scores 3 points (a tie: nobody scores it)." in tie
    assert tooltip(view, "pile:0", content=content).startswith("Your cards, face down: 14, 31 points")
    assert tooltip(view, "epilogue:nope", content=content) == ""
    assert tooltip(view, "nonsense") == "" and tooltip({}, "deck").startswith("Adventure deck: 0 cards")


# --- the board shows these words -------------------------------------------------
PARTS = ("", "key", "tile", "slot:0", "slot:1")


def board_views(content):
    for name in fx.FIXTURES:
        view, viewer, highlights = fx.fixture(name)
        yield view, viewer, highlights, None
    match = new_match(content, 3, 8)
    for step in range(60):
        prompt = match.pending
        yield match.view(prompt.seat), prompt.seat, frozenset(o.target for o in prompt.options if o.target), prompt
        match.apply(prompt.options[(step * 7) % len(prompt.options)].value)
        if match.is_over:
            break


def test_every_hitbox_says_what_tooltip_says(content):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.games.hit_z_road.board import HitZRoadBoard
    from game.ui.board import BoardFrame, BoardSettings

    pygame.display.init()
    pygame.font.init()
    board = HitZRoadBoard(content, BoardSettings())
    surface = pygame.Surface((1280, 720))
    board.set_rect(surface.get_rect())
    checked = 0
    for view, viewer, highlights, prompt in board_views(content):
        board.draw(surface, BoardFrame(view, prompt, viewer, highlights))
        asked = prompt.seat if prompt is not None else viewer
        for box in board.hitboxes:
            said = {tooltip(view, box.target, content=content, asked=asked, part=p) for p in PARTS}
            assert box.tooltip in said, (box.target, box.tooltip, said)
            checked += 1
    assert checked > 1000
