"""The rulebook's worked examples, played through the one door with forced dice and cards: the example
turn (the Chef), the tribe example turn (the Thief), the Assassinate combat example, and the allied
Geirolfr sacrifice with the Bear's all-targets attack.

Where the rulebook contradicts itself it is noted: its Wolf hits for 5 in the first example and for 3
in the tribe example; our Wolf deals 5 (docs/games/wasted-wilds.md)."""
from __future__ import annotations

from game.games.wasted_wilds.rules.state import HOSTILITY

from .support import answer, attach, content, equip, faces, health, hold, on_top, prompt, run, table


def _clock_before(state, event: str) -> None:
    steps = content().tables["clock"]["clock"].steps
    state.clock = (steps.index(event) - 1) % len(steps)


def test_the_example_turn_of_the_chef():
    # the Chef on a Gas Station (5) with a Wolf attached, Knife and Frying Pan equipped, hunger 5, full
    # health; the Thief on the Tundra beside him with another Wolf; the clock one step before Exposure
    state = table("frozen-1", ("chef", "thief"),
                  tiles=[("0,0", "gas-station", True), ("1,0", "tundra", True), ("0,1", "factory", True),
                         ("-1,0", "van", True)],
                  positions=("0,0", "1,0"))
    chef, thief = state.survivors
    attach(state, 0, "wolf")
    attach(state, 1, "wolf")
    equip(state, 0, "knife")
    equip(state, 0, "frying-pan")
    hold(state, 0, "herbs-and-spices", "painkillers", "throw-knife")
    chef["hunger"], thief["hunger"] = 5, 4
    _clock_before(state, "exposure")
    on_top(state.scavenge_decks["red"], "jerry-can")
    state.rng.force(*faces(4, 4))                     # 1. spawn: an 8
    run(state)
    assert state.map["0,1"]["tokens"] == 1 and state.map["-1,0"]["tokens"] == 1, "a token on the Factory and the Van"
    # 2. the clock reaches Exposure: the Chef is safe indoors, the Thief out on the Tundra gets Frostnip
    assert chef["status"] == [] and len(thief["status"]) == 1 and not thief["status"][0]["up"]
    # 3. the Chef drew a card; 4. his four actions
    assert len(chef["hand"]) == 4 and prompt(state).kind == "act"
    answer(state, f"play:{chef['hand'].index('herbs-and-spices')}")
    answer(state, "pick:s:1")                          # on the Thief, beside him (mid range)
    assert thief["hunger"] == 2 and thief["status"] == [], "hunger -2 and the exposure card gone"
    answer(state, "scavenge:red")
    assert prompt(state).context == {"why": "fuel"}
    answer(state, "pick:equip")
    from game.games.wasted_wilds.rules.stats import storage_limit, storage_used
    assert storage_used(state, 0) == storage_limit(state, 0) == 4, "no storage left"
    answer(state, f"play:{chef['hand'].index('painkillers')}")
    assert health(state, 0) == 23 and chef["armour"] == 3
    answer(state, f"play:{chef['hand'].index('throw-knife')}")
    events = answer(state, "pick:m:0:0:wolf")
    # the last action ends the turn at once (nothing free is left to do), so its story is in the events
    told = [(e.kind, e.data.get("amount"), e.data.get("card")) for e in events
            if e.kind in ("monster_hurt", "gear_discarded", "survivor_hurt", "monster_destroyed")]
    assert told == [("monster_hurt", 6, "wolf"), ("gear_discarded", None, "knife"),
                    ("survivor_hurt", 2, None), ("monster_hurt", 3, "wolf"), ("monster_destroyed", None, "wolf"),
                    ("survivor_hurt", 2, None)], told
    # 5. the Wolf attacks for 5, the Painkillers take 3 off; the Frying Pan hits it for 3 and destroys it;
    # 6. hunger reaches 6: the card flips and he suffers 2
    assert chef["monsters"] == [] and state.stats["kills"] == {"wolf": 1}
    assert chef["starve"] == 0 and chef["hunger"] == 6
    assert health(state, 0) == 19, "7 damage in all this turn"
    assert state.active == 1, "the Thief's turn"


def test_the_tribe_example_turn_of_the_thief():
    # the Thief with no monster on the Van (8), hunger 2, Grappling Hook and Binoculars equipped; the Chef on
    # the Gas Station beside her; the Nordic tribe Wary; the clock one step before Tribe cooldown
    state = table("frozen-2", ("thief", "chef"),
                  tiles=[("0,0", "van", True), ("1,0", "gas-station", True), ("0,1", "factory", True)],
                  positions=("0,0", "1,0"))
    thief = state.survivors[0]
    thief["hunger"] = 2
    equip(state, 0, "grappling-hook")
    equip(state, 0, "binoculars")
    state.tribes["nordic"] = HOSTILITY.index("wary")
    _clock_before(state, "tribes")
    on_top(state.monster_deck, "wolf")
    on_top(state.monster_deck, "elgr")
    on_top(state.scavenge_decks["blue"], "ammunition")
    on_top(state.scavenge_decks["green"], "canned-beans")
    state.rng.force(*faces(5, 3))                     # spawn: an 8 on the Factory, and on the Van where she stands
    run(state)
    assert state.map["0,1"]["tokens"] == 1
    # she drew the Elgr, which made the tribe Angry; the clock's Tribe cooldown took it back to Wary
    assert [m["card"] for m in thief["monsters"]] == ["elgr"]
    assert HOSTILITY[state.tribes["nordic"]] == "wary"
    answer(state, "move:N")                            # 1: to the Factory; with a monster attached, no sneaking
    assert [m["card"] for m in thief["monsters"]] == ["elgr", "wolf"] and state.map["0,1"]["tokens"] == 0
    answer(state, "scavenge:blue")                     # 2: Ammo
    assert thief["supplies"] == ["ammunition"]
    binoculars = next(k for k, g in enumerate(thief["gear"]) if g["card"] == "binoculars")
    answer(state, f"parlay:nordic:gear:{binoculars}")  # 3: give up the Binoculars: the tribe goes to Trade
    assert HOSTILITY[state.tribes["nordic"]] == "trade"
    answer(state, "trade:nordic:0")                    # 4: the Ammo for a scavenge card; the Elgr leaves as a token
    events = answer(state, "pick:green")
    assert thief["supplies"] == ["canned-beans"]
    assert [m["card"] for m in thief["monsters"]] == ["wolf"] and state.map["0,1"]["tokens"] == 1
    assert [e.data["card"] for e in events if e.kind == "monster_attacks" or e.kind == "monster_discarded"
            if "card" in e.data] == ["elgr"], "the Elgr left before the activation; only the Wolf attacks"
    # the Wolf attacks (ours deals 5; the rulebook's example says 3, against its own first example)
    assert health(state, 0) == 22 - 5
    assert thief["hunger"] == 3


def test_assassinate_with_fifteen_instants_in_the_discard_destroys_the_bear():
    state = table("frozen-1", ("thief", "chef"), tiles=[("0,0", "van", True)], positions=("0,0", "0,0"))
    thief = state.survivors[0]
    instants = [c for c in thief["deck"] if content().tables["survivor_cards"][c].kind == "instant"
                and c != "assassinate"][:15]
    for card_id in instants:
        thief["deck"].remove(card_id)
        thief["discard"].append(card_id)
    attach(state, 0, "bear")
    hold(state, 0, "assassinate")
    state.rng.force(*faces(1, 1))                     # spawn 2: nowhere
    run(state)
    answer(state, f"play:{thief['hand'].index('assassinate')}")
    assert prompt(state).kind != "pick", "the Bear is the only monster on her tile"
    assert thief["monsters"] == [] and state.stats["kills"] == {"bear": 1}
    assert state.monster_discard[-1] == "bear"


def test_the_allied_geirolfr_takes_the_bears_blow_for_the_thief():
    state = table("frozen-2", ("thief", "chef"), tiles=[("0,0", "van", True), ("5,5", "tundra", True)],
                  positions=("0,0", "5,5"))
    thief = state.survivors[0]
    state.tribes["nordic"] = HOSTILITY.index("allied")
    for card_id in ("barn", "bear", "geirolfr", "wolf"):
        attach(state, 0, card_id)
    state.step, state.actions = "end", 0                # straight to the end of her turn
    run(state)
    # the Barn (allied) activates first: 2 damage to a target of our choice, the Wolf
    assert prompt(state).context == {"why": "ally"}
    answer(state, "pick:m:0:3:wolf")
    # the Bear: 5 to every target; the Thief has the allied Geirolfr take her share
    assert prompt(state).context == {"why": "shield"}
    geirolfr = next(k for k, m in enumerate(thief["monsters"]) if m["card"] == "geirolfr")
    answer(state, f"pick:{geirolfr}")
    by_card = {m["card"]: m for m in thief["monsters"]}
    monsters = content().tables["monsters"]
    assert monsters["barn"].health - by_card["barn"]["damage"] == 3
    assert monsters["geirolfr"].health - by_card["geirolfr"]["damage"] == 11
    assert "wolf" not in by_card, "the Wolf is killed"
    assert health(state, 0) == 22, "the Thief is still at full health"
    assert HOSTILITY[state.tribes["nordic"]] == "trade", "the sacrifice made the tribe one step more hostile"
    # the Geirolfr, now at Trade, does not activate; the turn moves on
    assert state.active == 1
