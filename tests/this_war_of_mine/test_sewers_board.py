"""The Sewers on the board: while a party is down there the map is a panel over the house, every tile laid
with its marks and the party's token on the tile it is on, each exit offered lit at its far end, tooltips
saying what a mark means; the map laid out as the tiles lie (one east of another is drawn east of it);
nothing of it once the party is out of the tunnels."""
from __future__ import annotations

from .board_fixtures import BIG, SMALL, board_boxes as _boxes, content, display  # noqa: F401  (fixtures)
from .test_sewers import down

SIZES = (BIG, SMALL)


def test_the_map_is_drawn_over_the_house_while_the_party_is_down_there(display, content):  # noqa: F811
    state, _driver = down()
    state.sewers["trip"]["laid"].append({"tile": "brick-vault", "at": [2, 0], "turned": False})
    for size in SIZES:
        boxes = _boxes(content, state, size)
        assert "sewers" in boxes and "The Sewers: 1 of 3 tiles laid" in boxes["sewers"].tooltip
        start, vault = boxes["sewer_tile:0"].rect, boxes["sewer_tile:1"].rect
        assert vault.x > start.centerx and abs(vault.centery - start.centery) < 4, "laid east of it"
        assert "Room A of The Manhole" in boxes["sewer_mark:0:A"].tooltip
        for k in range(3):                                  # the Starting Zone's three exits, offered
            assert boxes[f"sewer_path:{k}"].rect.colliderect(start.inflate(40, 40))
    state.sewers["trip"] = None
    assert not any(t.startswith("sewer") for t in _boxes(content, state, SIZES[0]))
