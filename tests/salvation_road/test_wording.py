"""Salvation Road speaks plain English: every prompt says what is being chosen, counts agree with their
nouns ("1 die", "2 dice"), "a"/"an" match the word after, and when a card's prevention cannot apply
the log says why."""
from __future__ import annotations

import re

import pytest

from game.core.match import Match
from game.core.rng import Rng
from game.core.words import article
from game.games.salvation_road.bots import RandomBot
from game.games.salvation_road.rules import RULES

from .helpers import content, setup_for

SETUPS = [(1, ()), (1, ("solo-4",)), (2, ()), (2, ("limited-communication",)), (3, ()), (4, ()),
          (5, ("survival",)), (6, ("heroic",)), (8, ("survival",))]
GAMES_PER_SETUP = 25

# "1 dice", "1 chosen dice", "1 wounds" (not "Pair 1 holds", "road 1 needs": there 1 is a name)
ONE_PLURAL = re.compile(r"(?<!Pair )(?<!Road )(?<!road )(?<!Round )\b1 "
                        r"(?:(?:chosen|unrevealed|revealed|red|blue|more|second|extra) )?(?:dice|[a-z]\w*s)\b")
ARTICLE = re.compile(r"\b(an?) ([\"“(]?[A-Za-z0-9][\w-]*)")
BARE_CHOOSE = re.compile(r"^[^.?!]*: choose\.?$")


def play(seed: int, players: int, variants: tuple):
    match = Match(RULES, setup_for(players, seed, variants, "random"), content(), keep_undo=False)
    bot = RandomBot(0, Rng(seed * 7 + 1))
    prompts = []
    while match.pending is not None:
        prompt = match.pending
        prompts.append(prompt)
        match.apply(bot.choose(None, prompt))
    return prompts, match.log


@pytest.fixture(scope="module")
def played():
    out = []
    seed = 100
    for players, variants in SETUPS:
        for _ in range(GAMES_PER_SETUP):
            seed += 1
            out.append((seed, *play(seed, players, variants)))
    return out


def wording_problems(text: str) -> list[str]:
    problems = [f"count and noun disagree: {m.group(0)!r}" for m in ONE_PLURAL.finditer(text)]
    if "(s)" in text:
        problems.append("a plural left to the reader: (s)")
    for m in ARTICLE.finditer(text):
        if m.group(1).lower() != article(m.group(2)):
            problems.append(f"wrong article: {m.group(0)!r}")
    return problems


def test_the_checks_catch_the_old_mistakes():
    assert wording_problems("Reroll the 1 chosen dice")
    assert wording_problems("Threat roll: 1 wounds.")
    assert wording_problems("Remove up to 1 unrevealed wounds")
    assert not wording_problems("Pair 1 holds the marker; 1 Ammo goes to the truck; 1 of 5 spaces")
    assert wording_problems("Gather a Ammo")
    assert wording_problems("Take the 3 wound(s)")
    assert wording_problems("Heal: a Med removes an Med")
    assert not wording_problems("Reroll the 1 chosen die or 2 dice; gather an Ammo and a Med")
    assert BARE_CHOOSE.match("Wren Castillo: choose.")
    assert not BARE_CHOOSE.match("Wren Castillo, Binoculars: choose one of its options.")


def test_every_prompt_and_answer_is_worded_right(played):
    kinds, seen = set(), 0
    for seed, prompts, _ in played:
        for prompt in prompts:
            seen += 1
            kinds.add(prompt.kind)
            text = prompt.text
            assert not wording_problems(text), (seed, prompt.kind, text, wording_problems(text))
            assert not BARE_CHOOSE.match(text), (seed, text)
            # it says what is chosen: a question, or an instruction to choose
            assert text.endswith("?") or re.search(r"\bchoose\b", text, re.I), (seed, prompt.kind, text)
            assert len(text.split()) >= 5, (seed, text)
            sentences = re.findall(r"[.?!](?:\s|$)", text.replace("St. ", "St "))
            assert 1 <= len(sentences) <= 2, (seed, text)
            for option in prompt.options:
                assert not wording_problems(option.label), (seed, prompt.kind, option.label)
    assert seen > 10_000
    assert {"action", "activate", "reroll", "assign", "prevent", "option", "with", "end_ability"} <= kinds


def test_every_event_is_worded_right(played):
    for seed, _, log in played:
        for event in log:
            assert not wording_problems(event.text), (seed, event.kind, event.text, wording_problems(event.text))
            assert "[" not in event.text, (seed, event.text)       # no Python lists of faces


def test_every_roll_lists_its_faces(played):
    kinds = set()
    for seed, _, log in played:
        for event in log:
            if event.kind != "dice_rolled" or not event.data["faces"]:
                continue
            kinds.add(event.data["kind"])
            faces = event.data["faces"]
            listed = ", ".join(f"{c} {f}" for c, f in zip(event.data["colors"], faces))
            assert listed in event.text or ", ".join(map(str, faces)) in event.text, (seed, event.text)
    assert {"threat", "fight", "rest"} <= kinds


def test_a_famine_or_pestilence_that_strikes_someone_says_why_they_were_not_spared(played):
    explained = nobody_holds = 0
    for seed, _, log in played:
        for i, event in enumerate(log):
            if event.kind != "apocalypse_targets":
                continue
            card_id = event.data["card"]
            card = content().tables["apocalypse"][card_id]
            if card.type not in ("famine", "pestilence"):
                continue
            resource = "Food" if card.type == "famine" else "Med"
            # the reasons given since this card was drawn
            start = max(j for j in range(i) if log[j].kind == "card_drawn" and log[j].data.get("card") == card_id)
            reasons = [e for e in log[start:i] if e.kind == "not_prevented"]
            told = {c for e in reasons for c in e.data["characters"]}
            for cid in event.data["characters"]:
                assert cid in told, (seed, card.name, cid, [e.text for e in log[start:i + 1]])
                explained += 1
            for e in reasons:
                assert resource in e.text and e.cause == f"card:{card_id}"
                if "holds" in e.text:
                    nobody_holds += 1
                    assert re.search(rf"nobody at .+ holds an? {resource}, so .+ cannot be spared\.", e.text)
    assert explained > 100 and nobody_holds > 50
