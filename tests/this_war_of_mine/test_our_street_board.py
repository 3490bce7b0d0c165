"""Our Street on the board: its four signs along the roof in order with their cards' words as tooltips, the
way out tonight's sign with the figures on the Findings Pile standing on it, those on the Outside space at
the door; nothing of it without the module."""
from __future__ import annotations

from game.games.this_war_of_mine.rules.our_street import MODULE

from .board_fixtures import BIG, SMALL, board_boxes, content, display  # noqa: F401  (fixtures)
from .support import started

SIZES = (BIG, SMALL)


def test_the_street_signs_lie_along_the_roof_in_order_with_the_way_out_last(display, content):  # noqa: F811
    state = started(options=[MODULE])
    state.task_stack.clear()
    state.figures["findings"].update(soldier=2)
    state.figures["outside"].update(thug=1)
    for size in SIZES:
        boxes = board_boxes(content, state, size)
        signs = [boxes[f"street:{card}"].rect for card in state.street]
        way = boxes["way_out"].rect
        assert [r.x for r in signs] == sorted(r.x for r in signs) and signs[-1].right < way.x
        assert all(not a.colliderect(b) for a, b in zip(signs, signs[1:] + [way]))
        assert "The Pump at Number 14" in boxes["street:the-pump"].tooltip
        assert "2 Soldiers on the Findings Pile" in boxes["figure:findings:soldier"].tooltip
        assert boxes["figure:findings:soldier"].rect.colliderect(way)
        assert "Soldiers" in boxes["way_out"].tooltip
        assert "by the door" in boxes["figure:thug"].tooltip
    plain = board_boxes(content, started())
    assert not any(target.startswith(("street:", "way_out")) for target in plain)
