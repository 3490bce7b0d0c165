import json
import subprocess
import sys

import pytest

from game.core.match import Match
from game.core.prompt import IllegalAnswer
from game.core.registry import built_rules
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.core.session import Session

from .toy_game import TOY

SETUP = MatchSetup("toy", (Seat("Ana"), Seat("Ben")), seed=42)


def new_match(**kwargs) -> Match:
    return Match(TOY, SETUP, None, **kwargs)


def test_prompt_lists_legal_answers_and_apply_moves_on():
    match = new_match()
    assert match.pending.seat == 0
    assert match.legal_answers() == ["stake:1", "stake:2", "stake:3"]
    events = match.apply("stake:2")
    assert events[0].cause == "rule:stake"
    assert match.legal_answers() == ["roll", "bank", "restake"]


def test_illegal_answer_is_refused_with_reason_and_changes_nothing():
    match = new_match()
    before = match.state_hash()
    with pytest.raises(IllegalAnswer) as refused:
        match.apply("roll")
    assert "not a legal answer" in str(refused.value) and "stake:1" in str(refused.value)
    assert isinstance(refused.value, ValueError)
    assert match.state_hash() == before and match.answers == []


@pytest.mark.parametrize("game_id", ["toy", *sorted(built_rules())])
@pytest.mark.parametrize("wrong", [None, 3, b"x", "a list holding a legal answer"])
def test_an_answer_that_is_not_a_string_is_refused_before_the_game_sees_it(game_id, wrong):
    if game_id == "toy":
        match = new_match()
    else:
        rules = built_rules()[game_id]
        setup = MatchSetup(game_id, (Seat("Ana"), Seat("Ben")), seed=3)
        match = Match(rules, setup, rules.load_content())
    if wrong == "a list holding a legal answer":
        wrong = [match.legal_answers()[0]]
    before = match.state_hash()
    with pytest.raises(IllegalAnswer, match="must be a string"):
        match.apply(wrong)
    assert match.state_hash() == before and match.answers == [] and match.undoable_count() == 0


def test_game_over_refuses_every_answer():
    match = new_match()
    match.state.winner = 0
    match.pending = TOY.prompt(match.state)
    with pytest.raises(IllegalAnswer, match="game is over"):
        match.apply("stake:1")


def test_forced_rolls_script_the_outcome():
    match = new_match()
    match.apply("stake:3")
    match.state.rng.force(4)          # index 4 -> face 5
    match.apply("roll")
    assert match.state.pot == 15
    match.state.rng.force(1)          # a value, not an index? 1 is an int -> index 1 -> face 2
    match.apply("roll")
    assert match.state.pot == 21


def test_forced_outcome_that_does_not_fit_raises():
    rng = Rng(1)
    rng.force("seven")
    with pytest.raises(ValueError):
        rng.roll(("one", "two"))


def test_replay_from_seed_and_answers_reaches_same_state():
    match = new_match(keep_undo=False)
    session = Session(match, bot_overrides={0: TOY.bots["first"](0, Rng(0)), 1: TOY.bots["first"](1, Rng(1))})
    session.play_bots_to_end()
    assert match.is_over
    replayed = Match.replay(TOY, SETUP, None, [a.value for a in match.answers])
    assert replayed.state_hash() == match.state_hash()


def test_rng_round_trips_through_json_mid_game():
    rng = Rng(7)
    for _ in range(5):
        rng.below(10)
    copy = Rng.from_json(json.loads(json.dumps(rng.to_json())))
    assert [copy.below(100) for _ in range(20)] == [rng.below(100) for _ in range(20)]


def test_undo_takes_back_own_answers_until_randomness():
    match = new_match()
    match.apply("stake:2")
    match.apply("restake")
    match.apply("stake:3")
    assert match.undoable_count() == 3
    match.undo()
    assert match.state.stake == 0 and match.undoable_count() == 2
    match.apply("stake:1")
    match.apply("roll")               # rolls: a barrier
    assert match.undoable_count() == 0
    with pytest.raises(IllegalAnswer, match="nothing to undo"):
        match.undo()


def test_undo_stops_at_another_seats_answer():
    match = new_match()
    match.apply("stake:1")
    match.apply("bank")               # seat 0 hands over to seat 1
    assert match.pending.seat == 1
    assert match.undoable_count() == 0


def test_undo_restores_log():
    match = new_match()
    match.apply("stake:1")
    logged = len(match.log)
    match.apply("restake")
    match.apply("stake:2")
    match.undo()
    match.undo()
    assert len(match.log) == logged


def test_roll_answers_are_found_final_and_trying_them_changes_nothing():
    match = new_match()
    match.apply("stake:1")
    before = match.state_hash()
    assert match.final_answers() == {"roll"}
    assert match.state_hash() == before and match.undoable_count() == 1


EVERY_WAY_UP_TO = 24     # more ways than this to pick the variants: each alternative of each group in turn


def variant_sets(info, players: int) -> list[tuple[str, ...]]:
    """Every way to pick a match's variants for this player count: each alternative of each group,
    with and without each variant that stands alone, those the rules refuse left out. A game with too
    many ways (Everything Lost's missions by levels by skill tables, This War of Mine's modes and
    modules) gets its covering plans instead (GameInfo.covering_plans)."""
    groups: dict[str | None, list[str]] = {}
    for variant in info.variants_for(players):
        groups.setdefault(variant.group, []).append(variant.id)
    picks: list[tuple[str, ...]] = [()]
    for group, ids in groups.items():
        choices = [(v,) for v in ids] if group is not None else [(), *((v,) for v in ids)]
        picks = [pick + choice for pick in picks for choice in choices]
    if len(picks) <= EVERY_WAY_UP_TO:
        return [pick for pick in picks if info.refusal(pick, players) is None]
    return info.covering_plans(players)


def every_game_setup():
    """(game, players, variants, bot kind, seeds): every bot kind on every variant set; where a game has
    many sets (the covering plans above), one kind and one seed per set, the kinds taken in turn."""
    for game_id, rules in sorted(built_rules().items()):
        for players in range(rules.info.min_players, rules.info.max_players + 1):
            sets = variant_sets(rules.info, players)
            kinds = rules.info.bot_kinds
            many = len(sets) * len(kinds) > EVERY_WAY_UP_TO
            for index, variants in enumerate(sets):
                for kind in (kinds[index % len(kinds)],) if many else kinds:
                    yield pytest.param(game_id, players, variants, kind, 1 if many else 2,
                                       id=f"{game_id}-{players}-{'+'.join(variants) or 'plain'}-{kind}")


@pytest.mark.parametrize("game_id, players, variants, kind, seeds", list(every_game_setup()))
def test_final_answers_are_exactly_those_that_draw_or_reveal_and_each_is_a_barrier(game_id, players, variants,
                                                                                   kind, seeds):
    """The UI's "can't be undone" mark and the undo barrier are one decision. After every answer of
    seeded bot games: the answer was among final_answers() exactly when it drew randomness or revealed
    something, and a final answer cannot be taken back."""
    rules = built_rules()[game_id]
    content = rules.load_content()
    for seed in range(seeds):
        setup = MatchSetup(game_id, tuple(Seat(f"P{i + 1}", i, kind) for i in range(players)), seed, variants)
        match = Match(rules, setup, content)
        bots = [rules.bots[kind](seat, Rng(seed * 10 + seat)) for seat in range(players)]
        while match.pending is not None:
            prompt = match.pending
            value = bots[prompt.seat].choose(match.view(prompt.seat), prompt)
            final = value in match.final_answers()
            draws = match.state.rng.draws
            events = match.apply(value)
            drew = match.state.rng.draws != draws or any(event.reveals for event in events)
            where = (seed, len(match.answers), prompt.kind, value)
            assert final == drew, f"{where}: final {final}, but drew or revealed {drew}"
            assert not final or match.undoable_count() == 0, f"{where}: final, but may be taken back"


def test_events_are_filtered_per_seat():
    match = new_match()
    match.apply("stake:1")
    match.apply("bank")
    secret = [e for e in match.log if e.kind == "secret"]
    assert secret and secret[0].seats == (0,)
    assert secret[0] in match.events_for(0) and secret[0] not in match.events_for(1)
    assert secret[0] not in match.events_for(None)


def test_view_hides_other_seats_secret():
    match = new_match()
    assert match.view(0)["secret"] == match.state.secrets[0]
    assert match.view(1)["secret"] == match.state.secrets[1]
    assert match.view(None)["secret"] is None
    assert "deck" not in match.view(0)


def test_session_away_summary_shows_only_what_the_seat_may_know():
    match = new_match()
    session = Session(match)
    session.answer("stake:1")
    session.answer("bank")
    away = session.away_summary(1)
    assert any(e.kind == "bank" for e in away)
    assert all(e.kind != "secret" for e in away)


def test_core_never_imports_pygame():
    code = ("import sys, pkgutil, importlib, game.core\n"
            "for m in pkgutil.walk_packages(game.core.__path__, 'game.core.'):\n"
            "    importlib.import_module(m.name)\n"
            "from game.core.registry import built_rules; built_rules()  # every game's rules\n"
            "assert 'pygame' not in sys.modules, [m for m in sys.modules if 'pygame' in m]\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_variant_groups_resolve_to_one_choice_with_defaults():
    from game.core.rules import GameInfo, Variant
    info = GameInfo("g", "G", 1, 8, "", variants=(
        Variant("solo-2", "2-player setup", "", players=(1, 1), group="solo", default=True),
        Variant("solo-3", "3-player setup", "", players=(1, 1), group="solo"),
        Variant("heroic", "Heroic", "", players=(5, 8), group="big", default=True),
        Variant("survival", "Survival", "", players=(5, 8), group="big"),
        Variant("quiet", "Quiet", "", players=(2, 8)),
    ))
    assert info.resolve_variants([], 1) == ("solo-2",)
    assert info.resolve_variants(["solo-3"], 1) == ("solo-3",)
    assert info.resolve_variants(["solo-2", "solo-3"], 1) == ("solo-3",)
    assert info.resolve_variants(["survival", "quiet", "solo-3"], 6) == ("survival", "quiet")
    assert info.resolve_variants([], 6) == ("heroic",)
    assert info.resolve_variants(["quiet"], 3) == ("quiet",)


def _combining_info():
    from game.core.rules import GameInfo, Variant
    return GameInfo("g", "G", 1, 4, "", variants=(
        Variant("easy", "Easy", "", group="level", default=True),
        Variant("hard", "Hard", "", group="level"),
        Variant("short", "Short", "", excludes=("story",), why="the short game has no chapters"),
        Variant("story", "Story", "", excludes=("hard",), why="a story sets its own difficulty"),
        Variant("teams", "Teams", "", players=(2, 4)),
        Variant("traitor", "Traitor", "", players=(3, 4), requires=("teams",), why="it plays by the team rules"),
    ))


def test_variants_that_dont_combine_are_refused_with_the_rulebooks_reason():
    info = _combining_info()
    assert info.refusal(["short"], 2) is None
    assert info.refusal(["short", "story"], 2) == "Short and Story can't be played together: the short game has no chapters."
    # either side may name the other; the reason is the side that names it
    assert info.refusal(["story", "hard"], 2) == "Hard and Story can't be played together: a story sets its own difficulty."
    assert info.refusal(["traitor"], 3) == "Traitor needs Teams: it plays by the team rules."
    assert info.refusal(["traitor", "teams"], 3) is None
    assert info.refusal(["traitor"], 2) is None      # not for 2 players: dropped, so nothing to refuse


def test_toggling_a_variant_refuses_what_doesnt_combine_and_brings_what_it_needs():
    info = _combining_info()
    after, refused = info.toggled({"short"}, "story", 2)
    assert after == {"short"} and refused.startswith("Short and Story")
    after, refused = info.toggled(set(), "traitor", 3)
    assert after == {"traitor", "teams"} and refused is None
    after, refused = info.toggled(after, "teams", 3)
    assert after == {"traitor", "teams"} and refused == "Traitor needs Teams: it plays by the team rules."
    # a choice already refused (the player count changed under it) takes any click, to be put right
    after, refused = info.toggled({"traitor"}, "short", 3)
    assert after == {"traitor", "short"} and refused is None


def test_the_chosen_one_of_a_group_stays_unless_the_group_may_have_none():
    from game.core.rules import GameInfo, Variant
    info = GameInfo("g", "G", 1, 4, "", variants=(
        Variant("easy", "Easy", "", group="level", default=True),
        Variant("hard", "Hard", "", group="level"),
        Variant("winter", "Winter", "", group="story"),
        Variant("well", "Well", "", group="story"),
    ))
    assert info.toggled({"hard"}, "hard", 2) == ({"hard"}, None), "a difficulty is always chosen"
    assert info.toggled({"hard", "winter"}, "well", 2) == ({"hard", "well"}, None)
    assert info.toggled({"hard", "well"}, "well", 2) == ({"hard"}, None), "no default: the story may be put down"


def test_the_covering_plans_play_a_group_with_no_default_both_with_none_and_with_each():
    from game.core.rules import GameInfo, Variant
    info = GameInfo("g", "G", 1, 4, "", variants=(
        Variant("easy", "Easy", "", group="level", default=True),
        Variant("hard", "Hard", "", group="level"),
        Variant("winter", "Winter", "", group="story", excludes=("short",)),
        Variant("well", "Well", "", group="story"),
        Variant("short", "Short", "", section="Modes"),
    ))
    plans = info.covering_plans(2)
    assert ("easy",) in plans and ("hard", "winter") in plans and ("easy", "well") in plans
    assert ("easy", "short") in plans, "a mode the stories exclude is still played, alone, with no story"


def test_combinable_takes_as_many_as_go_together():
    info = _combining_info()
    assert info.combinable(("easy",), ["short", "story", "teams", "traitor"], 3) == ("easy", "short", "teams", "traitor")
    assert info.combinable(("hard",), ["story", "short"], 2) == ("hard", "short")


def test_a_match_with_variants_that_dont_combine_is_refused_before_it_starts():
    import pytest
    from game.core.match import Match
    from game.core.rules import MatchSetup, Seat
    rules = type("R", (), {"info": _combining_info()})()
    with pytest.raises(ValueError, match="can't be played together"):
        Match(rules, MatchSetup("g", (Seat("A"), Seat("B")), 1, ("short", "story")), None)
