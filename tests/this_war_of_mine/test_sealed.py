"""The sealed components (L1344-1352): the Closed Envelope "317", torn open once a playthrough by the
Leader when they judge it time, reading our script 317; and A Strange Package, whose five keepsakes join
the Narrative Actions deck (the app keeps it locked until a war is won: tests/ui/test_sealed_package.py)."""
from __future__ import annotations

from game.games.this_war_of_mine.rules import sealed

from .support import Driver, content, options, started

DAY = Driver("dusk")


def test_no_envelope_without_the_module():
    state = started(phase="day")
    DAY.run(state)
    assert sealed.OPEN_ENVELOPE not in options(state)


def test_the_leader_may_tear_it_open_once_by_day_and_it_reads_317():
    state = started(phase="day", options=[sealed.ENVELOPE])
    DAY.run(state)
    assert sealed.OPEN_ENVELOPE in options(state), "offered beside the Leader's question by day"
    asked = state.pending["why"]
    events = DAY.answer(state, sealed.OPEN_ENVELOPE)
    assert any(e.kind == "envelope" for e in events) and state.stats[sealed.OPENED]
    assert state.task_stack[-1]["t"] == "script" and state.task_stack[-1]["number"] == "317"
    assert state.pending["why"] == "choice" and len(options(state)) == 2, "317's two choices"
    before = dict(state.storage)
    DAY.answer(state, options(state)[0])                  # to the boiler house: 318
    assert state.storage.get("canned-food", 0) >= before.get("canned-food", 0) + 3
    assert state.storage.get("bandages", 0) == before.get("bandages", 0) + 2
    for _ in range(20):                                     # back to the question it interrupted
        if state.pending and state.pending["why"] == asked:
            break
        DAY.answer(state, options(state)[0])
    assert state.pending["why"] == asked and sealed.OPEN_ENVELOPE not in options(state), "once a playthrough"


def test_the_envelope_is_offered_while_scavenging_too_and_never_in_a_fight():
    state = started(phase="day", options=[sealed.ENVELOPE])
    assert sealed.envelope_option(state, "scavenging") and sealed.envelope_option(state, "day")
    assert not sealed.envelope_option(state, "combat") and not sealed.envelope_option(state, "night_raid")


def test_the_strange_package_puts_its_five_keepsakes_in_the_narrative_actions_deck():
    cards = content().tables["narrative_actions"]
    package = {k for k, card in cards.items() if card.module == sealed.PACKAGE}
    assert len(package) == 5
    assert not package & set(started().narrative_deck), "not without the module"
    state = started(options=[sealed.PACKAGE])
    assert package <= set(state.narrative_deck)
    assert any(e.kind == "strange_package" for e in state._opening_events)
