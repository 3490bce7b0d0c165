"""The Leader bot's answers for Tactics (rules/tactics.py, rules/tactics_fights.py). It takes a fight onto the map
when the Enemies are more than one (one at a time is the map's whole point), and there it keeps the group
together: a group strong enough for one Enemy (two or more, or one with a blade or a gun) hunts the marked
Enemies, sneaking up when the Hide test is likely, else assaulting; a weaker one makes for the nearest exit.
It puts the marks it is asked to place as far from its way out as they go, takes the weakest Enemy token, lets
its neighbours join a fight, and spends Tactics tokens on its own misses and on the Enemies' blows. Every
answer reads the view and the printed map alone."""
from __future__ import annotations

from .bot_reading import Reader, best_of
from .rules.tactics_map import distances, spaces_of

HUNT_SNEAK_AT = 5          # a Sneak Up's Hide test at least this likely to pass (in tens) is worth it
STRONG_GROUP = 2


class TacticsAnswers:
    """LeaderBot's answers of Tactics."""

    @staticmethod
    def _run(r: Reader) -> dict:
        return (r.view.get("tactics") or {}).get("run") or {}

    @staticmethod
    def _board(r: Reader, run: dict):
        return r.t["tactics_maps"][run["side"]]

    def _acting_space(self, r: Reader, run: dict) -> str:
        acting = run.get("acting") or {}
        return acting.get("space") or next(iter(run["at"].values()))

    def _strong(self, r: Reader, run: dict, who: list[int]) -> bool:
        held = [g for i in who for g in (run["gear"].get(str(i)) or {}).values() if g]
        return len(who) >= STRONG_GROUP or bool(held)

    def _exit_distance(self, r: Reader, run: dict, space: str) -> int:
        board = self._board(r, run)
        far = distances(board, space)
        return min((far.get(s.id, 99) for s in board.spaces if s.exit), default=99)

    def _tactics(self, r: Reader, prompt, opts):
        count = sum(int(w) for w in prompt.text.split() if w.isdigit())
        return "map" if count >= 2 else "fight"

    def _tactics_who(self, r: Reader, prompt, opts):
        groups = [v for v, _l, _t in opts if v.startswith("group:")]
        run = self._run(r)
        if len(groups) > 1:                        # the one farthest from safety moves first
            return max(groups, key=lambda v: self._exit_distance(r, run, v.partition(":")[2]))
        return groups[0] if groups else opts[0][0]

    def _tactics_action(self, r: Reader, prompt, opts):
        run = self._run(r)
        acting = run.get("acting") or {}
        values = [v for v, _l, _t in opts]
        strong = self._strong(r, run, acting.get("who", []))
        if strong and "sneak_up" in values:
            space = spaces_of(self._board(r, run))[self._acting_space(r, run)]
            if space.hide + 2 - (1 if run.get("alarm") else 0) >= HUNT_SNEAK_AT:
                return "sneak_up"
        if strong and "assault" in values:
            return "assault"
        for preferred in ("move", "sneak", "run", "hide"):
            if preferred in values:
                return preferred
        return values[0]

    def _goal(self, r: Reader, run: dict) -> set[str]:
        acting = run.get("acting") or {}
        board = self._board(r, run)
        if acting.get("action") != "flee" and self._strong(r, run, acting.get("who", [])) and run.get("marks"):
            return set(run["marks"])
        return {s.id for s in board.spaces if s.exit}

    def _tactics_step(self, r: Reader, prompt, opts):
        run = self._run(r)
        board = self._board(r, run)
        goal = self._goal(r, run)
        tokens = run.get("tokens") or {}

        def score(option):
            value = option[0]
            space = value.partition(":")[2] if value.startswith("to:") else self._acting_space(r, run)
            far = distances(board, space)
            nearest = min((far.get(g, 99) for g in goal), default=99)
            return -nearest + 0.1 * tokens.get(space, 0) - (0.05 if value == "stop" else 0)
        return best_of(opts, score)[0]

    def _tactics_target(self, r: Reader, prompt, opts):
        run = self._run(r)
        far = distances(self._board(r, run), self._acting_space(r, run))
        return min(opts, key=lambda o: far.get(o[0], 99))[0]

    def _tactics_test(self, r: Reader, prompt, opts):
        values = [v for v, _l, _t in opts]
        keep_label = opts[0][1]
        bad = keep_label.endswith(": seen") or keep_label.endswith(": heard")
        if bad:
            for retry in ("reroll", "token"):
                if retry in values:
                    return retry
        return "keep"

    def _tactics_mark(self, r: Reader, prompt, opts):
        run = self._run(r)
        return max(opts, key=lambda o: self._exit_distance(r, run, o[0]))[0]

    def _tactics_foe(self, r: Reader, prompt, opts):
        run = self._run(r)
        foes = run.get("foes") or []

        def weakness(option):
            foe = foes[int(option[0].partition(":")[2])]
            danger = {"none": 0, "knife": 1, "hatchet": 2, "pistol": 2, "shotgun": 3, "assault_rifle": 3}
            return -foe["prowess"] - danger.get(foe["weapon"], 1) + foe["hurt"] * 2
        return best_of(opts, weakness)[0]

    def _tactics_support(self, r: Reader, prompt, opts):
        return "join"

    def _token(self, r: Reader, prompt, opts):
        values = [v for v, _l, _t in opts]
        theirs = (opts[0][2] or "").startswith("enemy:")
        face = opts[0][1].removeprefix("Let ").removesuffix(" stand")
        harmful = face.isdigit() or face in ("hatchet", "shotgun")
        if theirs and harmful:
            return "token_down" if "token_down" in values and face.isdigit() else "token_reroll"
        if not theirs and face in ("blank", "script", "out_of_ammo"):
            return "token_reroll"
        return "keep"
