"""The Leader bot's answers for four modules: `ModuleAnswers`, Companions (the pet to start with, when to eat
it, and what an animal kept is worth wherever a choice keeps one), The Table (whether to set it at setup,
what building it and sitting at it are worth), Heart of the City (whether to go by the square) and Orphans
of War (where the Kid's Room goes, and whether the children eat tonight).

The Reader (bot_reading.py) has no judgement of the two modules' ops, keep_pet and opportunity; the
answers that meet them read through `ModulesReader`, the Reader with those two added."""
from __future__ import annotations

from .bot_reading import Reader, best_of, target_index
from .rules.dusk import EAT_PET
from .rules.orphans import MODULE as ORPHANS
from .rules.setup import TABLE

PET_GUARD = 1.0          # a point off each Night Raid card, each night (a Board-Up, BOARD_UP, is also off the Cold)
PET_LARDER = 0.3         # an animal is also food that has not been eaten yet (L783): a little of its Raw Food's worth
PET_NIGHTS = 10          # the nights ahead a pet is reckoned over, at most
TABLE_SITTINGS = 0.25    # the share of the days left on which someone will have a stage to spare for the Table
TABLE_SETUP_AT = 1.2     # setting the Table at setup: what it brings must beat its cost by this much
HUNGER_EATS_PET = 2      # with no food in the Storage, the pet is eaten for a Character this hungry (or more)
KIDS_AFTER_HUNGER = 2    # the children eat when there is food besides for everyone at home this hungry
HEART_WOUNDED = 3        # a party with someone this wounded goes straight home rather than by the square


class ModulesReader(Reader):
    """The Reader, with the worth of keeping an animal and of drawing an Opportunity card."""

    def _w_keep_pet(self, op, actor, depth):
        if self.view.get("pet"):
            return self.worth(op.otherwise, actor, depth)
        return pet_worth(self, op.pet)

    def _w_opportunity(self, op, actor, depth):
        if not self.view["decks"].get("opportunities"):
            return 0.0
        return opportunity_worth(self, actor, depth)


def pet_worth(r: Reader, pet: str) -> float:
    """What the animal living in the shelter is worth: its help each night still to come, and its Raw Food."""
    record = r.t["companions"][pet]
    nights = min(r.nights + 1, PET_NIGHTS)
    each_night = record.guard * PET_GUARD + sum(r.worth(moment.effects, None) for moment in record.moments)
    return each_night * nights + PET_LARDER * record.raw_food * r.value("raw-food")


def opportunity_worth(r: Reader, actor: int | None, depth: int = 0) -> float:
    """One Opportunity card drawn: the mean of the deck's cards (which are left is not known)."""
    cards = list(r.t["opportunities"].values())
    return sum(r.worth(card.effects, actor, depth + 1) for card in cards) / max(1, len(cards))


class ModuleAnswers:
    """LeaderBot's answers of Companions and The Table (first among its bases, so its answers come first)."""

    @staticmethod
    def _modules_reader(r: Reader) -> ModulesReader:
        return r if isinstance(r, ModulesReader) else ModulesReader(r.view)

    # --- Companions --------------------------------------------------------------------------------------------
    def _starting_pet(self, r: Reader, prompt, opts):
        """The pet worth more than the Raw Food it takes the place of, else none."""
        food = 3 * r.value("raw-food")
        return best_of([v for v, _l, _t in opts], lambda v: 0.0 if v == "none" else pet_worth(r, v) - food)

    def _food(self, r: Reader, prompt, opts):
        """The pet is eaten only as the last resort: no food left in the Storage, and someone going hungry."""
        if not any(v == EAT_PET for v, _l, _t in opts):
            return super()._food(r, prompt, opts)
        rest = [o for o in opts if o[0] != EAT_PET]
        who = next((target_index(t) for _v, _l, t in rest if target_index(t) is not None), None)
        tokens = r.t["tokens"]
        no_food = not any(n and k in tokens and (tokens[k].food or tokens[k].edible)
                          for k, n in r.view["storage"].items())
        if no_food and who is not None and r.level(who, "hunger") >= HUNGER_EATS_PET:
            return EAT_PET
        return super()._food(r, prompt, rest) if len(rest) > 1 else rest[0][0]

    def _choice(self, r: Reader, prompt, opts):
        return super()._choice(self._modules_reader(r), prompt, opts)

    def _visitor(self, r: Reader, prompt, opts):
        return super()._visitor(self._modules_reader(r), prompt, opts)

    # --- Heart of the City --------------------------------------------------------------------------------------
    def _heart_visit(self, r: Reader, prompt, opts):
        """Go by the square when its cards are worth it on the whole (which are left is not known: all five
        are reckoned) and nobody in the party is a Wound from death."""
        party = r.party()
        if any(r.level(i, "wounds") >= HEART_WOUNDED for i in party):
            return "home"
        cards = list(r.t["heart_of_the_city"].values())
        centre = party[0] if party else None
        mean = sum(r.script_worth(card.script, centre) for card in cards) / max(1, len(cards))
        return "visit" if mean > 0 else "home"

    # --- Orphans of War -------------------------------------------------------------------------------------------
    def _kids_room(self, r: Reader, prompt, opts):
        """In a room cleared of its furniture where there is one (an empty space is worth more than what the
        furniture would give), else on the first empty space."""
        return next((v for v, _l, _t in opts if v.startswith("clear:")), opts[0][0])

    def _kids_food(self, r: Reader, prompt, opts):
        """The cheapest food, while there is enough besides for everyone at home already hungry (or the
        children are near their low mark); else they go without tonight."""
        foods = [v for v, _l, _t in opts if v != "none"]
        if not foods:
            return "none"
        tokens = r.t["tokens"]
        stock = sum(n for k, n in r.view["storage"].items() if n and k in tokens and (tokens[k].food or tokens[k].edible))
        hungry = sum(1 for i in r.home if r.level(i, "hunger") >= KIDS_AFTER_HUNGER)
        kids = r.view["orphans"]
        near_low = kids["happiness"] - 1 <= r.t["orphans"][kids["card"]].low_at
        return min(foods, key=r.value) if stock > hungry or near_low else "none"

    # --- The Table ---------------------------------------------------------------------------------------------
    def _table_setup(self, r: Reader, prompt, opts):
        """Set the Table at once when what it brings beats its price (3 Wood and a Component at the start,
        when the first beds and the workbench want them); on the first space offered."""
        table = r.t["fittings"][TABLE]
        places = [v for v, _l, _t in opts if v != "deck"]
        if places and self.build_worth(r, TABLE) > TABLE_SETUP_AT * r.goods_worth(table.cost):
            return places[0]
        return "deck"

    def build_worth(self, r: Reader, fitting_id: str) -> float:
        fitting = r.t["fittings"][fitting_id]
        if fitting.module == ORPHANS and self._kid_fitting_stands(r):
            return self._another_kid_fitting(r, fitting)
        if fitting_id != TABLE:
            return super().build_worth(r, fitting_id)
        m = self._modules_reader(r)
        sittings = min(m.view["decks"].get("opportunities", 0), TABLE_SITTINGS * (m.nights + 1))
        return sittings * opportunity_worth(m, None)

    @staticmethod
    def _kid_fitting_stands(r: Reader) -> bool:
        fittings = r.t["fittings"]
        return any(spot["fitting"] and fittings[spot["fitting"]].module == ORPHANS and fittings[spot["fitting"]].actions
                   for spot in r.view["shelter"].values())

    def _another_kid_fitting(self, r: Reader, fitting) -> float:
        """With one Kid Fitting standing, the children's one rise a day is had already: another is worth what
        it draws, its warmth, and what its actions do besides raising their Happiness."""
        days = min(r.nights + 1, 8)
        besides = max([0.0] + [r.worth([op for op in a.effects if op.op_name != "happiness"], None)
                               - r.goods_worth(a.cost) for a in fitting.actions])
        warmth = fitting.cold_shield * len(r.group) * days * 0.12
        return r.worth(fitting.build, None) + 0.5 * besides * days + warmth

    def _use_worth(self, r: Reader, who: int, fitting, k: int) -> float:
        if fitting.id != TABLE:
            return super()._use_worth(r, who, fitting, k)
        return super()._use_worth(self._modules_reader(r), who, fitting, k)
