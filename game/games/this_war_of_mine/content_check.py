"""This War of Mine's whole-set check of its content (`check_content`, run on the base cards and on every mod
loaded with them): the core box's counts, the goods and names each card refers to however deep, the board's
sides, the flags scripts set and read, the book of scripts (every script reachable, no endless `next`), and
the modes' tables (Short Mode's starts, Semi-Coop's Roles and Conflicts). Each problem is (table, row, field,
message). The records it reads are effects.py's."""
from __future__ import annotations

from collections import Counter

from ...core.effects import walk_ops
from .effects import BOARD_UPS, COLORS, MODULES, TOKEN_COLOR_COUNTS, CounterStep, Goods


def all_ops(row):
    for name in getattr(row, "__slots__", ()):
        value = getattr(row, name)
        if isinstance(value, tuple) and value and hasattr(value[0], "op_name"):
            yield from walk_ops(value)
        elif isinstance(value, tuple):
            for item in value:
                if hasattr(item, "__slots__") and not isinstance(item, str):
                    yield from all_ops(item)
        elif hasattr(value, "__slots__") and not isinstance(value, str) and value is not None:
            yield from all_ops(value)


def script_references(content) -> dict[str, set[str]]:
    """Every script each card and script sends you to: (table:id) -> script numbers."""
    refs: dict[str, set[str]] = {}
    for table_name, table in content.tables.items():
        for row_id, row in table.items():
            found = set()
            for name in ("epilogue", "arrival", "stop_fight", "won", "next", "script", "low", "full", "lost",
                         "opening"):
                if isinstance(getattr(row, name, None), str) and getattr(row, name):
                    found.add(getattr(row, name))
            found.update(getattr(row, "scripts", ()) or ())
            option = getattr(row, "option", None)
            if option is not None and getattr(option, "script", ""):
                found.add(option.script)
            found.update(choice.goto for choice in getattr(row, "choices", ()) or ())
            found.update(op.number for op, _depth in all_ops(row) if op.op_name == "script")
            refs[f"{table_name}:{row_id}"] = found
    return refs


def _goods_named(record, where: str):
    """(field path, item) for every goods a record names, however deep (costs, needs, rows, pools, ops)."""
    for name in getattr(record, "__slots__", ()):
        value = getattr(record, name)
        values = value if isinstance(value, tuple) else (value,)
        for k, item in enumerate(values):
            path = f"{where}.{name}" if where else name
            if isinstance(value, tuple):
                path += f"[{k}]"
            if isinstance(item, (Goods, CounterStep)):
                yield path, item.item
            elif hasattr(item, "__slots__") and not isinstance(item, str) and item is not None:
                yield from _goods_named(item, path)


def _board_problems(content) -> list[tuple[str, str, str, str]]:
    """Each side of the board: one Guard space, at most the Board-Ups' number of Holes, no two spaces in one
    place, and no more Shelter-card places of a kind (stacks counted) than the box has cards of it; and the
    New Boards' own spaces as the rules can play them (_new_board_problems)."""
    problems = []
    cards = Counter(card.kind for card in content.table("shelter_cards").values())
    for side in sorted({s.side for s in content.table("shelter").values()}):
        spaces = {k: s for k, s in content.table("shelter").items() if s.side == side}
        problems += _new_board_problems(content, side, spaces)
        if sum(s.holds == "guard" for s in spaces.values()) != 1:
            problems.append(("shelter", "", "holds", f"the {side} of the board has one Guard space"))
        if sum(s.hole_left for s in spaces.values()) > BOARD_UPS:
            problems.append(("shelter", "", "hole_left", f"the {side} of the board has more Holes than Board-Ups"))
        places = Counter((s.floor, s.column) for s in spaces.values())
        for space_id, space in spaces.items():
            if places[(space.floor, space.column)] > 1:
                problems.append(("shelter", space_id, "column", f"two spaces of the {side} share this place"))
        for kind, have in cards.items():
            want = sum(s.stack for s in spaces.values() if s.holds == kind)
            if want > have:
                problems.append(("shelter", "", "stack", f"the {side} lays {want} {kind} cards; the box has {have}"))
    return problems


def _new_board_problems(content, side: str, spaces: dict) -> list[tuple[str, str, str, str]]:
    """A Neighbourhood place (the street) lies at a distance 1-3 and holds nothing, and only it has a distance;
    a side with areas gives every space one; a wreck stands where nothing else is dealt, of a Fitting that can
    stand exactly there (no Improvement, L1720) and that no Improvement replaces (the wreck would come back);
    a Place a New Fitting space lies in an area."""
    problems = []
    fittings = content.table("fittings")
    improved = {f.improves for f in fittings.values() if f.improves}
    for space_id, space in spaces.items():
        if (space.floor == "street") != (space.distance > 0):
            problems.append(("shelter", space_id, "distance", "a Neighbourhood place (the street) and only it has "
                             "a distance 1-3"))
        if space.floor == "street" and (space.holds != "empty" or space.buildable or space.ladder):
            problems.append(("shelter", space_id, "holds", "a Neighbourhood place holds no card, no Fitting and "
                             "no ladder"))
        if space.ruined and (space.holds != "empty" or space.printed is not None):
            problems.append(("shelter", space_id, "ruined", "a wreck stands on a space with nothing else on it"))
        wreck = fittings.get(space.ruined) if space.ruined else None
        if wreck is not None and (wreck.improves or wreck.id in improved):
            problems.append(("shelter", space_id, "ruined", "the wreck's Fitting must stand on its own space: no "
                             "Improvement, nor a base an Improvement replaces"))
        if space.printed is not None and space.printed.kind == "place_fitting" and not space.area:
            problems.append(("shelter", space_id, "printed", "a Place a New Fitting space lies in an area"))
    if any(s.area for s in spaces.values()) and not all(s.area for s in spaces.values()):
        problems.append(("shelter", "", "area", f"every space of {side} lies in an area, or none does"))
    return problems


def _flag_problems(content) -> list[tuple[str, str, str, str]]:
    """Every flag read (if_flag, a choice's flag or unless) is written by some flag op."""
    written, read = set(), []
    for table_name, table in content.tables.items():
        for row_id, row in table.items():
            for op, _depth in all_ops(row):
                if op.op_name == "flag" and not op.clear:
                    written.add(op.name)
                elif op.op_name == "if_flag":
                    read.append((table_name, row_id, "if_flag", op.name))
            for k, choice in enumerate(getattr(row, "choices", ()) or ()):
                for name in ("flag", "unless"):
                    if getattr(choice, name, ""):
                        read.append((table_name, row_id, f"choices[{k}].{name}", getattr(choice, name)))
    return [(table_name, row_id, where, f"the flag {name!r} is read but no flag op writes it")
            for table_name, row_id, where, name in read if name not in written]


def _script_problems(content, scripts) -> list[tuple[str, str, str, str]]:
    """The fixed scripts there; every script reached from a card or a rule (not just named by another
    script nobody reads); no script both choosing and going on; no chain of `next` that loops forever; and
    the final Epilogue ends the playthrough."""
    problems = [("scripts", number, "id", f"script {number} ({what}) is missing")
                for number, what in FIXED_SCRIPTS.items() if number not in scripts]
    references = script_references(content)
    reached = set(FIXED_SCRIPTS) | {n for source, found in references.items() if not source.startswith("scripts:")
                                    for n in found}
    frontier = list(reached)
    while frontier:
        for number in references.get(f"scripts:{frontier.pop()}", ()):
            if number not in reached:
                reached.add(number)
                frontier.append(number)
    for number in sorted(set(scripts) - reached, key=int):
        problems.append(("scripts", number, "id", "no card or rule leads to this script, even by way of other scripts"))
    for number, script in scripts.items():
        if script.choices and script.next:
            problems.append(("scripts", number, "next", "a script ends in choices or in next, not both"))
        seen, step = [number], script.next
        while step and step in scripts and not scripts[step].choices:
            if step in seen:
                problems.append(("scripts", number, "next", f"reading on from here never ends ({' -> '.join(seen + [step])})"))
                break
            seen.append(step)
            step = scripts[step].next
    final = scripts.get("900")
    if final is not None and not any(op.op_name == "epilogue" for op, _depth in walk_ops(final.effects)):
        problems.append(("scripts", "900", "effects", "the final Epilogue ends the playthrough: it needs an epilogue op"))
    return problems


FIXED_SCRIPTS = {"150": "Sleep", "333": "the no-guard Epilogue", "266": "a death while Scavenging",
                 "40": "stopping the Thugs' fight", "33": "the Thugs defeated", "900": "the final Epilogue",
                 "317": 'the Closed Envelope "317"', "905": "Scenario mode"}


def _scenario_problems(content) -> list[tuple[str, str, str, str]]:
    """Each scenario offered has a sheet, each sheet is one the game offers, and its goal card is its own (not
    SURVIVE)."""
    from .rules.scenarios import SCENARIO_IDS
    problems = [("scenarios", scenario_id, "id", "the New game screen offers this scenario, and it has no sheet")
                for scenario_id in SCENARIO_IDS if scenario_id not in content.table("scenarios")]
    for scenario_id, scenario in content.table("scenarios").items():
        if scenario_id not in SCENARIO_IDS:
            problems.append(("scenarios", scenario_id, "id", "the New game screen offers only these scenarios: "
                             + ", ".join(SCENARIO_IDS)))
        goal = content.table("objectives").get(scenario.objective)
        if goal is not None and (goal.module != scenario_id or goal.final):
            problems.append(("scenarios", scenario_id, "objective", f"the goal card's module is {scenario_id!r}, "
                             "and it is no Final Objective"))
    return problems


def check_content(content) -> list[tuple[str, str, str, str]]:
    problems: list[tuple[str, str, str, str]] = _scenario_problems(content)
    tokens = content.table("tokens")
    for color, want in TOKEN_COLOR_COUNTS.items():
        have = sum(t.count for t in tokens.values() if t.color == color)
        if have != want:
            problems.append(("tokens", "", "count", f"{have} {color} tokens; the core box has {want}"))
    goods = set(tokens) | {"water", "wood", "components"}
    scripts = content.table("scripts")
    fittings, characters = content.table("fittings"), content.table("characters")
    for table_name, table in content.tables.items():
        for row_id, row in table.items():
            for where, item in _goods_named(row, ""):
                if item not in goods:
                    problems.append((table_name, row_id, where, f"{item!r} is not a token or resource"))
            for op, _depth in all_ops(row):
                if op.op_name == "join" and op.character and op.character not in characters:
                    problems.append((table_name, row_id, "join", f"{op.character!r} is no Character"))
                if op.op_name == "keep_pet" and op.pet not in content.table("companions"):
                    problems.append((table_name, row_id, "keep_pet", f"{op.pet!r} is no companion"))
            if len(getattr(row, "scripts", ()) or ()) not in (0, len(COLORS)):
                problems.append((table_name, row_id, "scripts", f"a card has {len(COLORS)} colour circles or none"))
    modules = (*MODULES, *content.table("scenarios"))        # a scenario's own cards name it as their module
    for table_name, table in content.tables.items():
        for row_id, row in table.items():
            module, replaced = getattr(row, "module", ""), getattr(row, "replaces", "")
            if module and module not in modules:
                problems.append((table_name, row_id, "module", f"{module!r} is no module; there are: {', '.join(modules)}"))
            if replaced and (replaced not in table or getattr(table[replaced], "module", "")):
                problems.append((table_name, row_id, "replaces", f"{replaced!r} is no core card of {table_name}"))
            if replaced and not module:
                problems.append((table_name, row_id, "replaces", "only a module's card stands in for another"))
    for raid_id, raid in content.table("night_raids").items():
        if raid.cancelled_by and raid.cancelled_by not in fittings:
            problems.append(("night_raids", raid_id, "cancelled_by", f"{raid.cancelled_by!r} is no Fitting"))
    for fitting_id, fitting in fittings.items():
        if fitting.improves and fitting.improves not in fittings:
            problems.append(("fittings", fitting_id, "improves", f"{fitting.improves!r} is no Fitting"))
    for location_id, location in content.table("locations").items():
        if location.option is not None and not location.option.script:
            problems.append(("locations", location_id, "option.script", "a Location's option names its script"))
    problems += _board_problems(content)
    from .rules.tactics_map import problems as tactics_problems
    problems += tactics_problems(content)
    for state_id, record in content.table("states").items():
        if len(record.markers) != 4:
            problems.append(("states", state_id, "markers", "a State has black markers for each of its 4 levels"))
    problems += _script_problems(content, scripts)
    problems += _flag_problems(content)
    for role_id, role in content.table("roles").items():
        problems += [("roles", role_id, "takes", f"{item!r} is no token") for item in role.takes if item not in tokens]
    for card_id, card in content.table("conflicts").items():
        if card.take_leader and card.when != "leader_vote":
            problems.append(("conflicts", card_id, "take_leader", 'only a card played in the Leader vote '
                             '(when = "leader_vote") hands over the Leader token'))
        if card.vote_weight > 1 and card.when not in ("vote", "leader_vote"):
            problems.append(("conflicts", card_id, "vote_weight", "only a card played on a ballot weighs a vote"))
    starts = content.table("short_starts")
    if starts and sorted(starts, key=int) != [str(roll) for roll in range(1, 11)]:
        problems.append(("short_starts", "", "id", "Short Mode's starts table has one row for each roll, 1 to 10"))
    dice = content.table("dice")
    for die in ("gray", "yellow", "red"):
        if die in dice and len(dice[die].faces) != 6:
            problems.append(("dice", die, "faces", "a combat die has 6 faces"))
    return problems
