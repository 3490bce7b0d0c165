"""Content: the schema, the whole-set check, the base data and the vocabulary."""
from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core.problems import ContentLoadError
from game.games.hit_z_road import effects as E
from game.games.hit_z_road.rules import RULES

from .helpers import FIXTURES, real_content

ROOT = Path(__file__).resolve().parents[2]


def test_base_content_loads_with_the_rulebook_counts():
    content = real_content()
    cards = content.table("cards").values()
    assert Counter(card.level for card in cards) == {1: 20, 2: 28, 3: 28}
    assert len(content.table("epilogue")) == 4
    assert {e.resource for e in content.table("epilogue").values()} <= {"ammo", "gas", "adrenaline", "survivors"}
    poker = Counter(card.level for card in cards if card.poker)
    # 1-3 players: 16/22/22 left, minus 4 per level = 12/18/18 = 6 cards x 8 rounds
    assert all(Counter(c.level for c in cards)[lvl] - poker[lvl] - 4 >= E.LEVEL_ROUNDS[lvl] * 6 for lvl in (1, 2, 3))


def test_dice_and_tokens_are_data():
    content = real_content()
    black = content.get("dice", "black").faces
    horde = content.get("dice", "horde").faces
    assert sorted(black) == sorted(["casualty", "blank", "opportunity", "opportunity", "kill", "bonus"])
    assert "horrible" in horde and len(horde) == 6
    counts = {tid: tok.count for tid, tok in content.table("tokens").items()}
    assert counts == {"school_bus": 1, "molotov": 3, "first_aid": 3, "shotgun": 2}
    assert sum(counts.values()) == 9


def _copy_fixtures(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(FIXTURES, target)
    return target


def _load_with(tmp_path: Path, extra_cards: str = "", replace=None) -> str:
    base = _copy_fixtures(tmp_path)
    path = base / "cards.toml"
    text = path.read_text("utf-8")
    if replace:
        text = replace(text)
    path.write_text(text + "\n" + extra_cards, "utf-8")
    with pytest.raises(ContentLoadError) as info:
        RULES.load_content(base_dir=base)
    return str(info.value)


def _card(cid, kind="event", effects="[]", level=1, zombies=0):
    return (f'[[cards]]\nid = "{cid}"\nname = "X"\nlevel = {level}\nzombies = {zombies}\nkind = "{kind}"\n'
            f"effects = {effects}\n")


def test_fixture_content_loads():
    content = RULES.load_content(base_dir=FIXTURES)
    assert len(content.table("cards")) == 77


def test_check_refuses_too_few_cards_for_a_level(tmp_path):
    def drop_fillers(text):
        blocks = text.split("[[cards]]")
        return "[[cards]]".join(b for b in blocks if not re.match(r'\s*id = "f3-0[1-3]"', b))
    message = _load_with(tmp_path, replace=drop_fillers)
    assert "level 3 has 25 cards" in message and "at least 28" in message


def test_check_refuses_too_few_plain_cards_for_small_games(tmp_path):
    def more_poker(text):
        return text.replace('id = "f3-10"\nname = "F3-10"\nlevel = 3\npoints = 3\nzombies = 3\nhorde = 0\npoker = ""',
                            'id = "f3-10"\nname = "F3-10"\nlevel = 3\npoints = 3\nzombies = 3\nhorde = 0\npoker = "A"')
    message = _load_with(tmp_path, replace=more_poker)
    assert "level 3 has 21 cards without a poker symbol" in message and "at least 22" in message


def test_check_refuses_faces_not_on_the_black_die(tmp_path):
    message = _load_with(tmp_path, _card("x-bad-face", effects='[{ op = "roll", outcomes = [{ faces = ["horrible"], effects = [] }] }]'))
    assert "face 'horrible' is not on the black die" in message
    assert "x-bad-face" in message


def test_check_refuses_fight_rules_on_event_cards(tmp_path):
    message = _load_with(tmp_path, _card("x-evt", effects='[{ op = "no_flee" }]', zombies=2))
    assert "'no_flee' is a fight rule" in message


def test_check_refuses_effects_on_plain_cards_and_short_chooses(tmp_path):
    message = _load_with(tmp_path, _card("x-none", kind="none", effects='[{ op = "gain", resource = "gas", amount = 1 }]')
                         + _card("x-one", effects='[{ op = "choose", options = [{ label = "a", effects = [] }] }]'))
    assert 'kind = "none" cards have no effects' in message
    assert "a choose needs 2 to 4 options, not 1" in message


def test_check_refuses_fight_rules_without_zombies(tmp_path):
    message = _load_with(tmp_path, _card("x-fight", kind="fight", effects='[{ op = "no_ranged" }]'))
    assert "fight rules on a card with no zombies never apply" in message


def test_unknown_token_and_bad_resource_are_reported_with_file_and_line(tmp_path):
    message = _load_with(tmp_path, _card("x-token", effects='[{ op = "gain_token", token = "jetpack" }]'))
    assert "refers to 'jetpack', which is not in tokens" in message
    assert re.search(r"cards\.toml:\d+", message)


def test_missing_die_is_reported(tmp_path):
    base = _copy_fixtures(tmp_path)
    (base / "dice.toml").write_text('format_version = 1\n[[dice]]\nid = "black"\nname = "B"\nfaces = ["kill"]\n')
    with pytest.raises(ContentLoadError) as info:
        RULES.load_content(base_dir=base)
    assert "the 'horde' die is missing" in str(info.value)


def test_modded_dice_and_token_counts_are_used(tmp_path):
    base = _copy_fixtures(tmp_path)
    (base / "tokens.toml").write_text((base / "tokens.toml").read_text().replace("count = 3\ntext = \"Discard on",
                                                                                    "count = 5\ntext = \"Discard on"))
    (base / "dice.toml").write_text((base / "dice.toml").read_text().replace(
        'faces = ["casualty", "blank", "opportunity", "kill", "kill", "bonus"]', 'faces = ["casualty", "blank", "opportunity", "kill", "bonus", "bonus"]'))
    content = RULES.load_content(base_dir=base)
    assert content.get("tokens", "molotov").count == 5
    assert content.get("dice", "black").faces.count("bonus") == 2
