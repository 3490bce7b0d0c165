"""The Leader bot at Dawn and in the book: `DawnAnswers`, the answers of Dawn (treatments to the worst hurt,
a drink, the Narrative Action kept, a Spirit's price paid or not, the skills that ease a State) and of
the book of scripts (a script's choice, a `choose` op, whose State changes, a Visitor's option)."""
from __future__ import annotations

from .bot_reading import Reader, best_of, labels_to_choose, tables

# The Narrative Actions worth keeping, best first (what each can do at its moment, and how often that comes).
KEEP = ("a-steady-hand", "the-spring-in-the-park", "a-letter-gets-through", "stretch-the-pot", "one-clean-blow",
        "brace-the-door", "blankets-from-the-church", "second-wind", "a-remembered-pantry", "behind-the-boiler",
        "soft-footsteps", "a-friend-at-the-market", "under-the-streets", "songs-by-candlelight",
        "overheard-at-the-well")


class DawnAnswers:
    """LeaderBot's answers of Dawn and of the book."""

    # ====================================================================== Dawn
    def _treat(self, r: Reader, prompt, opts):
        def net(value):
            if value == "done":
                return 0.3
            _give, item, who = value.split(":")
            return r.treatment_gain(int(who), item) - 0.25 * r.value(item)
        return best_of([v for v, _l, _t in opts], net)

    def _drink(self, r: Reader, prompt, opts):
        def net(value):
            if value == "done":
                return 0.3
            _drink, item, who = value.split(":")
            i = int(who)
            record = r.t["tokens"][item]
            if r.level(i, "fatigue") + record.fatigue >= 4:
                return -5.0
            return -r.change(i, "misery", record.misery) - r.change(i, "fatigue", record.fatigue) - 0.6 * r.value(item)
        return best_of([v for v, _l, _t in opts], net)

    def _spirit(self, r: Reader, prompt, opts):
        return opts[0][0]

    def _keep(self, r: Reader, prompt, opts):
        def rank(value):
            card = r.t["narrative_actions"].get(value)
            if card is None:
                return -99.0
            # a card it has no place for (a module's, a mod's) ranks halfway, and is played when it is worth it
            order = KEEP.index(value) if value in KEEP else len(KEEP) // 2
            needs_met = all(r.has(g.item) >= g.amount for g in card.needs)
            return -order - (8 if not needs_met else 0)
        return best_of([v for v, _l, _t in opts], rank)

    def _pay(self, r: Reader, prompt, opts):
        price = prompt.text[len("Pay "):].rstrip("?")
        for op, actor in self._pay_ops(r):
            label = ", ".join(f"{g.amount} {self._goods_name(g.item)}" for g in op.goods)
            if label == price:
                pay = r.worth(op.effects, actor) - r.goods_worth(op.goods)
                return "yes" if pay >= r.worth(op.otherwise, actor) else "no"
        return "yes"

    def _pay_ops(self, r: Reader):
        from ...core.effects import walk_ops
        script = r.view["under_way"].get("script")
        if script:
            for op, _d in walk_ops(r.t["scripts"][script["number"]].effects):
                if op.op_name == "pay":
                    yield op, script["actor"]
        for i in r.group:
            card = r.card(i)
            for ops in (card.spirit_a, card.spirit_b):
                for op, _d in walk_ops(ops):
                    if op.op_name == "pay":
                        yield op, i

    @staticmethod
    def _goods_name(item: str) -> str:
        t = tables()
        return (t["resources"] if item in t["resources"] else t["tokens"])[item].name

    def _medic(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], lambda v: self._eased(r, v))

    _cheerful = _medic

    @staticmethod
    def _eased(r: Reader, value: str) -> float:
        who, _, state = value.partition(":")
        if not who.isdigit() or state not in r.t["states"]:
            return 0.0
        return -r.change(int(who), state, -1)

    def _gardener(self, r: Reader, prompt, opts):
        return best_of([v for v, _l, _t in opts], r.value)

    # ====================================================================== The book
    def _choice(self, r: Reader, prompt, opts):
        script = r.view["under_way"].get("script")
        if not script:
            return opts[0][0]
        record = r.t["scripts"][script["number"]]
        return best_of([v for v, _l, _t in opts],
                     lambda v: r.script_worth(record.choices[int(v)].goto, script["actor"], 1))

    def _choose(self, r: Reader, prompt, opts):
        op = labels_to_choose().get(tuple(label for _v, label, _t in opts))
        if op is None:
            return opts[0][0]
        script = r.view["under_way"].get("script")
        actor = script["actor"] if script else r.centre()
        return best_of([v for v, _l, _t in opts], lambda v: r.worth(op.options[int(v)].effects, actor))

    def _chosen(self, r: Reader, prompt, opts):
        label = prompt.text[len("Whose "):].rpartition(" changes")[0]
        state = next((k for k, row in r.t["states"].items() if row.name == label), "misery")
        amount = self._chosen_amount(r, state)
        values = [v for v, _l, _t in opts]
        if amount < 0:
            return best_of(values, lambda v: -r.change(int(v), state, amount))
        return best_of(values, lambda v: -r.change(int(v), state, amount) - (0.3 if r.chars[int(v)]["starting"] else 0))

    def _chosen_amount(self, r: Reader, state: str) -> int:
        """Whether the chosen one's State goes up or down: read off the script being read, else the usual sign."""
        from ...core.effects import walk_ops
        script = r.view["under_way"].get("script")
        if script:
            for op, _d in walk_ops(r.t["scripts"][script["number"]].effects):
                if op.op_name == "state" and op.who == "chosen" and op.state == state:
                    return op.amount
        return 1 if state == "fatigue" and r.scavenging else -1

    def _visitor(self, r: Reader, prompt, opts):
        name = prompt.text.rpartition(":")[0]
        card = next((c for c in r.t["visitors"].values() if c.name == name), None)
        if card is None:
            return "none"
        who = r.home[0] if r.home else None          # the view does not say who went to the door

        def worth(value):
            if value == "none":
                return 0.0
            return r.worth(card.options[int(value.partition(":")[2])].effects, who)
        return best_of([v for v, _l, _t in opts], worth)
