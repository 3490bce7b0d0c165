"""The Leader bot's answers of Semi-Coop (rules/semi_coop.py): `SemiCoopAnswers`. It stays the group's
player first: it keeps the Role its own play can meet most surely, plays a Conflict card that helps its own
Character when that help is worth having, takes the Leader token when its Role wants it, and turns a card on
another Character only when its Role wants that Character gone (or when the card must be played, then on the
one it hurts least). It reads its own cards from the view, which shows no other seat's."""
from __future__ import annotations

from .bot_reading import Reader, best_of, target_index

# how surely a Role's `win` is met by a bot that plays for the whole group (a judgement, not a measure)
ROLE_EASE = {"": 3.0, "starting_alive": 2.0, "fittings": 2.0, "storage_value": 1.5, "leader": 1.5, "tokens": 1.0,
             "private_takes": 1.0, "kills": 0.5, "few_alive": 0.0, "target_gone": 0.0}
COMPULSION_COST = 1.0      # a Role that eats into the Storage every Dusk
REFUSAL_COST = 0.5         # each night task a Role will not take
PLAY_FOR_SELF_AT = 1.0     # what a card's help to its own Character must be worth to be played
WANTS_OTHERS_GONE = ("target_gone", "few_alive")


class SemiCoopAnswers:
    """LeaderBot's Semi-Coop answers: the Role to keep, and when to play the Conflict card."""

    def _pick_role(self, r: Reader, prompt, opts):
        roles = r.t["roles"]
        return best_of([v for v, _l, _t in opts],
                       lambda v: ROLE_EASE.get(roles[v].win, 0.0) - COMPULSION_COST * bool(roles[v].takes)
                       - REFUSAL_COST * len(roles[v].refuses))

    def conflict_play(self, r: Reader, offered: list, forced: bool) -> str | None:
        """The Conflict answer to give among those offered, or None to keep the card."""
        held = r.view.get("conflicts", {}).get(str(self.seat))
        if held is None or not offered:
            return None
        card = r.t["conflicts"][held["card"]]
        role = r.view.get("roles", {}).get(str(self.seat))
        win = r.t["roles"][role["card"]].win if role else ""
        aims = [(value, target_index(target)) for value, _label, target in offered]
        if card.target == "self":        # Loud Voice is kept: the bot's ballot is not weighed against the others'
            if card.take_leader:
                return aims[0][0] if win == "leader" or forced else None
            if card.vote_weight > 1:
                return aims[0][0] if forced else None
            return aims[0][0] if forced or r.worth(card.effects, aims[0][1]) >= PLAY_FOR_SELF_AT else None
        mark, aim_of = (role.get("target") if role else None), dict(aims)
        if win in WANTS_OTHERS_GONE:
            wanted = [value for value, aim in aims if win == "few_alive" or aim == mark]
            if wanted:
                return best_of(wanted, lambda v: -r.worth(card.effects, aim_of[v]))
        if forced:          # on the one it hurts least
            return best_of(list(aim_of), lambda v: r.worth(card.effects, aim_of[v]))
        return None


def refused_tasks(r: Reader, index: int, home: list[int]) -> tuple[str, ...]:
    """The night tasks a shown Role keeps this Character from (as the rules have it: guard duty only while
    someone else at home is awake)."""
    for held in r.view.get("roles", {}).values():
        if held["revealed"] and held["character"] == index:
            others_awake = any(not r.chars[i]["asleep"] for i in home if i != index)
            return tuple(t for t in r.t["roles"][held["card"]].refuses if t != "guard" or others_awake)
    return ()
