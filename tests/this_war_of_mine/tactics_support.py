"""What the Tactics tests share: a party scavenging a Location of a given size when a fight with the Tower Block
Gang (Thugs) begins, and the same taken onto the Tactics map with every Character placed by a forced black
die."""
from __future__ import annotations

from game.core.flow import push_task
from game.games.this_war_of_mine.rules.combat import ENEMY_PROWESS
from game.games.this_war_of_mine.rules.tactics import MODULE

from .support import Driver, content, options, started

LOCATION_OF_SIZE = {"small": "quiet-house", "medium": "shelled-school", "large": "hotel-panorama"}
DRIVER = Driver("night_raid")


def gang_met(seed: int = 1, size: str = "medium", people: int = 2, gang_die: int = 0, extra=()):
    """`people` Characters scavenging a Location of `size`; the gang card drawn (`gang_die` forced: 0 is a 1 on
    the black die, two of them): the Tactics question pending."""
    state = started(seed, phase="scavenging", seats=2, options=[MODULE, *extra])
    state.characters = state.characters[:people]
    steady = next(k for k, c in sorted(content().tables["characters"].items()) if c.prowess == 0)
    for person in state.characters:
        person["place"] = "scavenging"
        person["id"] = steady                  # Prowess 0: no re-roll questions unless a test wants them
    _swap_in(state, LOCATION_OF_SIZE[size])
    state.scene = {"location": LOCATION_OF_SIZE[size], "discard": [], "met": [], "used": [], "ended": False}
    gang = next(r for r in content().tables["residents"].values() if r.thugs and r.enemy_bands)
    for pile in (state.residents_deck, state.residents_aside):
        if gang.id in pile:
            pile.remove(gang.id)
    state.residents_deck.insert(0, gang.id)
    state.rng.force(gang_die)
    push_task(state.task_stack, "scavenge", stage="explore", chosen={})
    push_task(state.task_stack, "encounter", cause="test")
    DRIVER.run(state)
    assert state.pending["why"] == "tactics", state.pending
    return state, DRIVER


def _swap_in(state, location: str) -> None:
    """`location` made the Close one, the Close one put where it was (no card in two places)."""
    here = state.locations["close"]
    for slot, card in state.locations.items():
        if card == location:
            state.locations[slot] = here
    for pile in (state.locations_deck, state.locations_removed):
        if location in pile:
            pile[pile.index(location)] = here
    state.locations["close"] = location


def on_the_map(seed: int = 1, size: str = "medium", people: int = 2, starts=(1,), gang_die: int = 0, extra=(),
               findings=None):
    """The fight taken onto the map, the Enemy tokens in the box's order (Prowess 0 first), each Character's
    start die forced to `starts` (1-10, the last repeated); with nothing on the Findings Pile nobody is asked
    to arm: the first question of turn 1 pending."""
    state, driver = gang_met(seed, size, people, gang_die, extra)
    state.findings_pile = dict(findings or {})
    rolls = [starts[min(k, len(starts) - 1)] - 1 for k in range(people)]
    state.rng.force(list(ENEMY_PROWESS), *([] if findings else rolls))
    driver.answer(state, "map")
    if findings:
        state.rng.force(*rolls)
        while state.pending and state.pending["why"].startswith(("melee", "firearm")):
            driver.answer(state, options(state)[0])
    return state, driver


def answer_until(state, driver, why: str, choose=lambda values: values[0], limit: int = 200) -> None:
    """Answer (the first option, or as `choose` says) until the question named `why` is pending."""
    for _ in range(limit):
        if state.pending is None or state.pending["why"] == why:
            return
        driver.answer(state, choose(options(state)))
    raise AssertionError(f"never asked {why}")
