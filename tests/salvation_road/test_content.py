"""Content: the base data's counts, the schema's validation and the vocabulary's documentation."""
from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core.problems import ContentLoadError
from game.games.salvation_road import effects as E
from game.games.salvation_road.rules import RULES

from .helpers import content

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "salvation_road"


def test_component_counts_match_the_box():
    c = content()
    chars = c.table("characters").values()
    assert Counter(ch.kind for ch in chars) == {"hero": 8, "survivor": 8}
    assert all(4 <= ch.health <= 7 for ch in chars)
    locs = c.table("locations").values()
    assert len(locs) == 11 and sum(loc.recon for loc in locs) == 3
    assert Counter(card.type for card in c.table("apocalypse").values()) == {
        "death": 4, "war": 4, "famine": 4, "pestilence": 4}
    assert len(c.table("search")) == 12
    assert len(c.table("roads")) == 12
    wounds = {w.id: w.count for w in c.table("wounds").values()}
    assert sum(wounds.values()) == 36
    assert set(wounds) == {"critical", "sprained-ankle", "sprained-wrist", "painful", "flesh-wound", "injury"}
    marauders = c.table("marauders")
    assert marauders["bike"].count + marauders["buggy"].count == 13
    dice = c.table("dice")
    assert dice["blue"].count == 4 and dice["red"].count == 2
    assert sum(r.count for r in c.table("resources").values()) == 60


def test_every_ability_and_effect_is_data():
    c = content()
    for ch in c.table("characters").values():
        assert ch.ability.effects, ch.id
    heroes_passive = [ch.id for ch in c.table("characters").values()
                      if ch.kind == "hero" and ch.ability.trigger == "passive"]
    assert not heroes_passive      # heroes help, actively
    for loc in c.table("locations").values():
        assert loc.ability.trigger in ("action", "free", "end_activation")
        assert len(loc.track) >= 2
    for card in c.table("apocalypse").values():
        assert card.effects, card.id
        assert card.marauders.p2 and card.marauders.p3 and card.marauders.p4
    for road in c.table("roads").values():
        assert "fuel" in road.needs and road.cost.fuel > 0


def test_setup_chart_is_data():
    c = content()
    setups = c.table("setups")
    assert setups["p2"].bikes == 7 and setups["p2"].buggies == 4     # the war example
    assert setups["p2"].tolls == 1                                    # the rulebook: one toll with 2 players
    for sid in ("p2", "p3", "p4"):
        assert setups[sid].bikes + setups[sid].buggies == 11          # two tokens stay in the box
        assert setups[sid].start_truck.food == 1


def test_vocabulary_is_documented_in_the_modding_guide():
    doc = (ROOT / "docs" / "modding.md").read_text("utf-8")
    section = doc[doc.index("## Salvation Road reference"):]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", section, re.M))
    assert set(E.vocabulary.ops) <= documented


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    return target


def _error(tmp_path: Path, file: str, old: str, new: str) -> str:
    base = _copy(tmp_path)
    path = base / file
    text = path.read_text("utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), "utf-8")
    with pytest.raises(ContentLoadError) as info:
        RULES.load_content(base_dir=base)
    return str(info.value)


def test_unknown_op_is_reported_with_file_and_line(tmp_path):
    message = _error(tmp_path, "characters.toml", '{ op = "threat_down", amount = 1 }', '{ op = "teleport" }')
    assert "characters.toml:" in message and "unknown op 'teleport'" in message


def test_a_standing_rule_needs_a_passive_trigger(tmp_path):
    message = _error(tmp_path, "characters.toml", '{ op = "threat_down", amount = 1 }',
                     '{ op = "cannot", action = "fight" }')
    assert "standing rule" in message and "ezra-kane" in message


def test_a_passive_ability_cannot_happen(tmp_path):
    message = _error(tmp_path, "characters.toml", '{ op = "extra_threat_dice", amount = 1 }',
                     '{ op = "wound", amount = 1 }')
    assert "passive ability holds only" in message


def test_bounds_are_checked(tmp_path):
    message = _error(tmp_path, "characters.toml", "health = 7", "health = 9")
    assert "9 is out of range 4..7" in message


def test_road_costs_must_match_their_unexplored_side(tmp_path):
    message = _error(tmp_path, "roads.toml", "cost = { fuel = 3, ammo = 2 }", "cost = { fuel = 3, med = 2 }")
    assert "toll-bridge-gang" in message and "unexplored side" in message


def test_roads_need_fuel(tmp_path):
    message = _error(tmp_path, "roads.toml", 'needs = ["fuel"]\ncost = { fuel = 4 }',
                     'needs = ["food"]\ncost = { food = 4 }')
    assert "every road needs Fuel" in message


def test_apocalypse_cards_cannot_command(tmp_path):
    message = _error(tmp_path, "apocalypse.toml", 'effects = [{ op = "delay" }]', 'effects = [{ op = "command" }]')
    assert "does not fit an apocalypse card" in message


def test_the_setup_chart_cannot_use_more_tokens_than_the_box(tmp_path):
    message = _error(tmp_path, "setups.toml", "bikes = 9", "bikes = 12")
    assert "12 bikes but only 9 tokens" in message


def test_too_few_characters_for_eight_players(tmp_path):
    base = _copy(tmp_path)
    path = base / "characters.toml"
    text = path.read_text("utf-8")
    path.write_text(text.replace('kind = "hero"\nhealth = 6\nflavor = "Walks', 'kind = "survivor"\nhealth = 6\nflavor = "Walks'),
                    "utf-8")
    with pytest.raises(ContentLoadError) as info:
        RULES.load_content(base_dir=base)
    assert "7 heroes and 9 survivors" in str(info.value)


def test_the_modding_guide_examples_load_as_a_mod(tmp_path):
    """Every ```toml example in the Salvation Road section, gathered into one mod, loads cleanly."""
    from game.core import mods as mod_files
    doc = (ROOT / "docs" / "modding.md").read_text("utf-8")
    section = doc[doc.index("## Salvation Road reference"):]
    blocks = re.findall(r"```toml\n(.*?)```", section, re.S)
    assert len(blocks) >= 6
    folder = tmp_path / "mods" / "example"
    folder.mkdir(parents=True)
    (folder / "mod.toml").write_text('id = "example"\nname = "Example"\nversion = "1.0.0"\n'
                                     'game = "salvation_road"\nformat_version = 1\n', "utf-8")
    for i, block in enumerate(blocks):
        (folder / f"part{i}.toml").write_text("format_version = 1\n" + block, "utf-8")
    found = mod_files.discover([tmp_path / "mods"])
    data = RULES.load_content(mods=found)
    assert found[0].ok and not found[0].errors, found[0].errors
    assert "mm-rosalind-vey" in data.table("characters") and "mm-locusts" in data.table("apocalypse")
    assert "mm-water-works" in data.table("locations") and "mm-mudslide" in data.table("roads")


def test_rules_reference_has_every_section():
    doc = (ROOT / "docs" / "games" / "salvation-road.md").read_text("utf-8")
    headings = re.findall(r"^## (.+)$", doc, re.M)
    for needed in ("Goal", "Setup", "A round", "Actions", "Health and wounds", "Threat", "Apocalypse",
                   "Refresh and travel", "Solo and 5-8 players", "Limited communication",
                   "Where the rulebook is silent"):
        assert needed in headings, needed
    assert doc.startswith("# Salvation Road")
