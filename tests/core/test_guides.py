"""Learn to play guides (core/guides.py): reading the file, and the order in which steps come up."""
from __future__ import annotations

import pytest

from game.core.guides import GuideRun, guided_setup, load_guide
from game.core.match import Match
from game.core.prompt import Event, Option, Prompt
from game.core.registry import built_rules

GOOD = '''
[guide]
title = "Learn to play"
seed = 3
seats = ["Alex", "Ben"]
outro = "Play on."

[[steps]]
when = "start"
point_at = "deck"
text = "The deck."

[[steps]]
when = "prompt:bid"
text = "Bid now."

[[steps]]
when = "event:rolled"
point_at = "roll"
text = "The dice."
'''


def write(tmp_path, text: str):
    path = tmp_path / "hit_z_road.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_guide_is_read_with_its_steps(tmp_path):
    guide, problems = load_guide("hit_z_road", write(tmp_path, GOOD))
    assert problems == []
    assert guide.seats == ("Alex", "Ben") and guide.seed == 3 and guide.outro == "Play on."
    assert [(s.when, s.kind, s.point_at) for s in guide.steps] == [("start", "", "deck"), ("prompt", "bid", ""),
                                                                    ("event", "rolled", "roll")]


@pytest.mark.parametrize("change, field", [
    (('seed = 3', 'seed = "three"'), "guide.seed"),
    (('when = "prompt:bid"', 'when = "sometime"'), "steps[1].when"),
    (('when = "start"', 'when = "start:now"'), "steps[0].when"),
    (('text = "The dice."', 'text = ""'), "steps[2].text"),
    (('seats = ["Alex", "Ben"]', 'seats = []'), "guide.seats"),
])
def test_a_broken_guide_is_reported_with_its_file_line_and_field(tmp_path, change, field):
    guide, problems = load_guide("hit_z_road", write(tmp_path, GOOD.replace(*change)))
    assert guide is None and problems
    assert problems[0].file == "data/guides/hit_z_road.toml" and problems[0].field == field
    assert problems[0].line is not None and str(problems[0]).startswith("data/guides/hit_z_road.toml:")


def test_a_file_that_is_not_toml_is_reported_and_no_guide_is_no_problem(tmp_path):
    guide, problems = load_guide("hit_z_road", write(tmp_path, "[guide\nseed = "))
    assert guide is None and problems and problems[0].file.endswith("hit_z_road.toml")
    assert load_guide("hit_z_road", tmp_path / "none.toml") == (None, [])


def test_steps_come_up_in_order_each_at_its_moment(tmp_path):
    guide, _ = load_guide("hit_z_road", write(tmp_path, GOOD))
    run = GuideRun(guide)
    bid = Prompt(0, "bid", "Bid?", (Option("bid:1", "Bid 1"),))
    assert run.look(None) and run.step.point_at == "deck"
    assert not run.look(bid)                       # one at a time
    run.done()
    assert not run.look(Prompt(1, "bid", "Bid?", bid.options))      # another seat's question is not the person's
    assert not run.look(Prompt(0, "pay", "Pay?", bid.options))
    assert run.look(bid) and run.step.kind == "bid"
    run.done()
    assert not run.look(None, [Event("rolled", "secret roll", "rule:x", seats=(1,))])   # not the person's to see
    assert run.look(None, [Event("moved", "", "rule:x"), Event("rolled", "", "rule:x")])
    run.done()
    assert run.finished and run.step is None


def test_one_answers_events_may_bring_several_steps_in_turn(tmp_path):
    guide, _ = load_guide("hit_z_road", write(tmp_path, GOOD.replace('when = "prompt:bid"', 'when = "event:moved"')))
    run = GuideRun(guide)
    run.look(None)
    run.done()
    assert run.look(None, [Event("moved", "", "rule:x"), Event("rolled", "", "rule:x")]) and run.step.kind == "moved"
    run.done()
    assert run.look(None) and run.step.kind == "rolled"          # the same answer's later event


def test_skipping_ends_the_guide():
    guide, _ = load_guide("hit_z_road")
    run = GuideRun(guide)
    run.look(None)
    run.skip()
    assert run.finished and run.skipped and run.step is None and not run.look(None)


@pytest.mark.parametrize("game_id", sorted(built_rules()))
def test_every_guide_of_ours_reads_and_sets_up_a_game(game_id):
    guide, problems = load_guide(game_id)
    assert problems == []
    if guide is None:
        pytest.skip(f"{game_id} has no guide yet")
    rules = built_rules()[game_id]
    setup = guided_setup(guide, rules.info)
    match = Match(rules, setup, rules.load_content(), keep_undo=False)
    assert match.pending is not None and match.state.rng.forced_pending == 0      # every forced draw was used
    assert setup.seats[0].bot is None and all(seat.bot for seat in setup.seats[1:])
    assert not any(step.point_at.startswith("http") for step in guide.steps)


def test_a_guides_forced_draws_set_the_opening_and_a_save_replays_them(tmp_path):
    from game.core import saves
    guide, _ = load_guide("hit_z_road")
    assert guide.force == ([0, 1],)                              # Alex holds the first initiative tile
    rules = built_rules()["hit_z_road"]
    setup = guided_setup(guide, rules.info)
    match = Match(rules, setup, rules.load_content())
    assert match.state.initiative == [0, 1] and match.pending.seat == 0
    for _ in range(3):
        match.apply(match.legal_answers()[0])
    path = tmp_path / "guided.json"
    saves.write_atomic(path, saves.encode(saves.match_body(match, "guided")))
    again = saves.load_match(path)
    assert again.setup.forced == ([0, 1],) and again.state_hash() == match.state_hash()
    assert type(setup).from_json(setup.to_json()) == setup and "forced" not in type(setup)(
        "hit_z_road", setup.seats, 1).to_json()
