"""The Leader bot's answers for the Sewers: who goes down (one Character, the fittest, from a group of four and
from the second day; nobody from a smaller group, whose hands the shelter needs: measured, a trip from a group
of three cost more than it brought), which path (the one
whose marks are worth most on the whole, reckoned from every card's entry for each mark, the shortest of
equals), and whether to lay another tile or go home (home once someone down there is badly hurt, or the
Findings Pile holds more than the party can carry) (rules/sewers.py)."""
from __future__ import annotations

from .bot_reading import Reader

GROUP_TO_SPARE = 4
FIT = 1                   # at most this Wounds, Illness or Fatigue to be sent
HURT = 2                  # someone down there at this many Wounds or Illness: home


class SewersAnswers:
    """LeaderBot's answers of the Sewers."""

    def _sewers(self, r: Reader, prompt, opts):
        if any(v == "done" for v, _l, _t in opts) and len(opts) < len(r.group) + 1:
            return "done"                                 # one is already going: enough
        if len(r.group) < GROUP_TO_SPARE or r.view.get("day", 1) < 2:
            return "done"
        fit = [int(v.partition(":")[2]) for v, _l, _t in opts if v.startswith("go:")
               and all(r.level(int(v.partition(":")[2]), s) <= FIT for s in ("wounds", "illness", "fatigue"))]
        if not fit:
            return "done"
        best = max(fit, key=lambda i: (r.card(i).prowess + r.card(i).inventory, -i))
        return f"go:{best}"

    def _mark_worth(self, r: Reader, mark: str) -> float:
        table = r.t["sewer_rooms" if mark.isalpha() else "sewer_corridors"]
        entries = [e for card in table.values() for e in card.entries if e.at == mark]
        centre = (r.party() or [None])[0]
        return sum(r.worth(e.effects, centre) for e in entries) / max(1, len(entries))

    def _sewer_path(self, r: Reader, prompt, opts):
        trip = (r.view.get("sewers") or {}).get("trip") or {}
        laid = trip["laid"][trip["on"]]
        tile = r.t["sewer_tiles"][laid["tile"]]

        def worth(option):
            steps = tile.paths[int(option[0].partition(":")[2])].steps
            return sum(self._mark_worth(r, mark) for mark in steps) - 0.01 * len(steps)
        return max(opts, key=worth)[0]

    def _sewer_next(self, r: Reader, prompt, opts):
        party = r.party()
        hurt = any(r.level(i, s) >= HURT for i in party for s in ("wounds", "illness"))
        full = r.load() >= r.capacity()
        values = [v for v, _l, _t in opts]
        return "home" if (hurt or full) and "home" in values else values[0]

    def _sewer_turn(self, r: Reader, prompt, opts):
        return opts[0][0]
