"""Combat (L1154-1264): the gang's numbers by the black die and its weapons (E12), the Enemies' columns
(3 Wounds kill), shooters first, a Shotgun's face killing outright, fleeing with the Enemies' backstab,
trusting fate on §, the captured weapons, and the Empathy check after a killing (not for the gang)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.combat import start_combat

from .support import Driver, content, options, started

FIGHT = Driver("night_raid")
run, answer = FIGHT.run, FIGHT.answer
DICE = content().tables["dice"]


def face(die: str, name: str) -> int:
    return DICE[die].faces.index(name)


def in_a_fight(enemies: int = 1, weapons=("none",), prowess=(0,), findings=None, seed: int = 1, **kind):
    """Two Characters scavenging the Close Location, a fight begun with the Enemies given."""
    state = started(seed, phase="scavenging")
    for person in state.characters[:2]:
        person["place"] = "scavenging"
    state.characters = state.characters[:2]
    state.scene = {"location": state.locations["close"], "discard": [], "met": [], "used": [], "ended": False}
    state.findings_pile = dict(findings or {})
    events: list = []
    start_combat(state, enemies, weapons, events, "test", **kind)
    fight = state.task_stack[-1]
    for foe, p in zip(fight["enemies"], prowess):
        foe["prowess"] = p
    for person in state.characters:
        person["id"] = next(k for k, c in sorted(content().tables["characters"].items()) if c.prowess == 0)
    run(state)
    return state, fight


def arm_nobody(state) -> None:
    while state.pending and state.pending["why"].startswith(("melee", "firearm")):
        answer(state, "none")


def test_e12_the_gangs_numbers_come_from_the_black_die_and_its_weapons_from_the_card():
    gang = next(r for r in content().tables["residents"].values() if r.thugs)
    state = started(phase="scavenging")
    state.characters[0]["place"] = "scavenging"
    state.scene = {"location": state.locations["close"], "discard": [], "met": [], "used": [], "ended": False}
    from game.core.flow import push_task
    state.residents_deck.insert(0, gang.id)
    state.rng.force(5)                                     # a 6 on the black die: three of them
    push_task(state.task_stack, "encounter", cause="test")
    run(state)
    fight = next(t for t in state.task_stack if t["t"] == "combat")
    assert [foe["weapon"] for foe in fight["enemies"]] == ["knife", "knife", "pistol"]
    assert fight["thugs"] and fight["won_script"] == "33" and fight["stop_script"] == "40"


def test_three_wounds_kill_an_enemy_and_the_fight_is_won():
    state, fight = in_a_fight(findings={"hatchet": 1})
    answer(state, "melee:hatchet")
    arm_nobody(state)
    assert state.pending["why"] == "flee"
    state.rng.force(face("yellow", "2"), face("gray", "1"), face("gray", "blank"))
    answer(state, "fight")
    while state.pending and state.pending["why"].startswith("hit"):
        answer(state, options(state)[0])
    foe = fight["enemies"][0]
    assert foe["alive"] is False and foe["hurt"] == 3, "2 + 1 Wounds: Healthy, Wounded, Severely Wounded, dead"


def test_shooters_go_first_and_an_enemy_they_kill_never_swings():
    state, fight = in_a_fight(findings={"shotgun": 1, "ammo": 2})
    answer(state, "firearm:shotgun")
    arm_nobody(state)
    wounds = [p["states"].get("wounds", 0) for p in state.characters]
    state.rng.force(face("red", "shotgun"), face("gray", "blank"), face("gray", "1"))
    answer(state, "fight")
    assert not fight["enemies"][0]["alive"], "the Shotgun's face kills outright"
    assert [p["states"].get("wounds", 0) for p in state.characters] == wounds, "dead before its swing"
    assert state.findings_pile.get("ammo") == 1, "1 Ammo a red roll"


def test_fleeing_means_a_backstab_then_choose_findings_with_what_is_carried():
    state, fight = in_a_fight(findings={"raw-food": 1})
    arm_nobody(state)
    state.rng.force(face("gray", "1"))
    answer(state, "flee")
    if state.pending and state.pending["why"].startswith("hit"):
        answer(state, options(state)[0])
    assert state.scene["ended"] and not any(t["t"] == "combat" for t in state.task_stack)
    assert sum(p["states"].get("wounds", 0) for p in state.characters) == 1
    assert state.findings_pile == {"raw-food": 1}, "fleeing keeps the Findings Pile (A16)"


def test_trusting_fate_on_a_script_face_reads_the_fate_cards_bottom_for_that_die():
    state, fight = in_a_fight()
    arm_nobody(state)
    fate = next(k for k, f in content().tables["fate"].items() if f.combat and f.combat.die == "gray"
                and f.combat.effect == "hit")
    state.fate_deck.remove(fate)
    state.fate_deck.insert(0, fate)
    state.rng.force(face("gray", "script"), face("gray", "blank"), face("gray", "blank"))
    answer(state, "fight")
    assert state.pending["why"] == "fate"
    answer(state, "trust")
    assert fight["enemies"][0]["hurt"] == 1, "a Lucky Blow: 1 Wound"


def test_a_killing_shakes_those_with_empathy_but_the_gang_never_does():
    for thugs, shaken in ((False, True), (True, False)):
        state, fight = in_a_fight(findings={"shotgun": 1, "ammo": 1}, thugs=thugs)
        answer(state, "firearm:shotgun")
        arm_nobody(state)
        state.rng.force(face("red", "shotgun"), face("gray", "blank"), face("gray", "blank"), 0)
        answer(state, "fight")
        assert any(p["states"].get("misery") for p in state.characters) == shaken


def test_a_dodge_makes_the_next_attack_on_that_combatant_miss():
    state, fight = in_a_fight()
    state.characters = state.characters[:1]
    fight["fighters"] = [0]
    arm_nobody(state)
    fate = next(k for k, f in content().tables["fate"].items() if f.combat and f.combat.effect == "dodge")
    state.fate_deck.remove(fate)
    state.fate_deck.insert(0, fate)
    die = content().tables["fate"][fate].combat.die
    assert die == "gray"
    state.rng.force(face("gray", "script"), face("gray", "1"))
    answer(state, "fight")
    answer(state, "trust")
    assert state.characters[0]["states"].get("wounds", 0) == 0, "the Enemy's blow misses"


def test_an_assault_rifle_may_shoot_twice_for_one_more_ammo():
    """L1222: a Character with an Assault Rifle may shoot twice, discarding 1 more Ammo."""
    state, fight = in_a_fight(enemies=2, findings={"assault-rifle": 1, "ammo": 3}, prowess=(0, 0))
    answer(state, "firearm:assault-rifle")
    arm_nobody(state)
    state.rng.force(face("red", "1"))
    answer(state, "fight")
    if state.pending["why"].startswith("reroll") or state.pending["why"] == "keep":
        answer(state, "keep")
    assert state.pending["why"] == "twice0", state.pending
    state.rng.force(face("red", "1"))
    answer(state, "twice")
    assert state.findings_pile.get("ammo") == 1, "1 Ammo each shot"
    shots = [r for r in fight["rolls"] if r["side"] == "c" and r["who"] == 0]
    assert len(shots) == 2 and all(r["die"] == "red" for r in shots)
