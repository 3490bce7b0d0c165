"""The revealed view (`RULES.revealed_view(state)`, for the replay of a war that is over): everything face up, in
the shape of view(state, seat). It shows what the table's view and every seat's hide (rules/view.py's docstring):
each Shelter space's card and the cards under it (`card`, `under`), every player's Hidden Objective, every Role
and Conflict card, every ballot of a vote still open (`votes`) and the Characters and Roles dealt to pick from
(`offers`); outside those it is the table's view. It changes neither the state nor any seat's view, and the
board draws it (the backs' names on the Shelter cards, every player's secrets named) at both window sizes, at
every step of a whole game."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.core.match import Match
from game.core.rng import Rng
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.bots import LeaderBot
from game.games.this_war_of_mine.rules import RULES
from game.ui.board import BoardFrame, BoardSettings
from .board_fixtures import BIG, SMALL, content, display  # noqa: F401  (fixtures)

SECRET_KEYS = ("secret_objectives", "roles", "conflicts")
ONLY_REVEALED = ("revealed", "votes", "offers")


def new_match(content, variants=(), seats: int = 2, seed: int = 5) -> Match:
    setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k + 1}", k) for k in range(seats)), seed, variants)
    return Match(RULES, setup, content, keep_undo=False)


def play(match: Match, answers: int, until=None) -> Match:
    """Leader bots answer `answers` questions (or until `until(match)` holds, or the war ends)."""
    bots = [LeaderBot(seat, Rng(seat + 7)) for seat in range(len(match.setup.seats))]
    for _ in range(answers):
        if match.pending is None or (until is not None and until(match)):
            break
        prompt = match.pending
        match.apply(bots[prompt.seat].choose(match.view(prompt.seat), prompt))
    return match


def every_view(match: Match) -> dict:
    return {seat: RULES.view(match.state, seat) for seat in [None, *range(len(match.setup.seats))]}


def without_secrets(view: dict) -> dict:
    """The view less what the revealed view shows more: the Shelter cards' ids and the secrets."""
    out = {key: value for key, value in view.items() if key not in SECRET_KEYS + ONLY_REVEALED}
    out["shelter"] = {space: {k: v for k, v in spot.items() if k not in ("card", "under")}
                      for space, spot in view["shelter"].items()}
    return out


def draw(content, view: dict, size, board: ThisWarOfMineBoard | None = None):
    board = board or ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    board.draw(surface, BoardFrame(view, None, None, frozenset()))
    return board, surface


# --- what it shows ----------------------------------------------------------------------------------------------
def test_the_shelter_cards_face_up_with_the_stacks_under_them(content):
    match = play(new_match(content, ("back_of_board",)), 30)
    state, revealed = match.state, RULES.revealed_view(match.state)
    views = every_view(match)
    stacked = [space for space, spot in state.shelter.items() if spot.get("under")]
    assert stacked, "the back of the board lays stacks"
    assert any(spot["card"] for spot in state.shelter.values())
    for space, spot in state.shelter.items():
        shown = revealed["shelter"][space]
        assert shown["card"] == spot["card"] and shown["under"] == list(spot.get("under", ()))
        assert shown["stack"] == views[None]["shelter"][space]["stack"]
        for view in views.values():           # hidden from the table and every seat
            assert "card" not in view["shelter"][space] and "under" not in view["shelter"][space]
    assert revealed["revealed"] is True and all("revealed" not in view for view in views.values())


def test_every_hidden_objective(content):
    match = play(new_match(content, ("hidden_objectives",), seats=3), 20)
    state, revealed, views = match.state, RULES.revealed_view(match.state), every_view(match)
    assert revealed["secret_objectives"] == state.secret_objectives and len(state.secret_objectives) == 3
    fulfilled = {seat for seat, secret in state.secret_objectives.items() if secret["fulfilled"]}
    assert set(views[None]["secret_objectives"]) == fulfilled != set(state.secret_objectives)
    for seat in range(3):
        assert set(views[seat]["secret_objectives"]) == fulfilled | {str(seat)}


def test_every_role_and_conflict_card(content):
    match = play(new_match(content, ("one_each", "semi_coop"), seats=3), 40)
    state, revealed, views = match.state, RULES.revealed_view(match.state), every_view(match)
    assert set(state.roles) == set(state.conflicts) == {"0", "1", "2"}
    assert revealed["roles"] == state.roles and revealed["conflicts"] == state.conflicts
    unplayed = {seat for seat, held in state.conflicts.items() if not held["played"]}
    assert unplayed and not unplayed & set(views[None]["conflicts"]), "the table sees no Conflict card unplayed"
    for seat in range(3):
        assert set(views[seat]["conflicts"]) == (set(state.conflicts) - unplayed) | {str(seat)}
        assert set(views[seat]["roles"]) <= set(state.roles)
    # the board names each of them, whose it is (not "Your ..."), its tooltip too
    board, _ = draw(content, revealed, BIG)
    tooltips = {box.target: box.tooltip for box in board.hitboxes}
    for seat in unplayed:
        words = tips.conflict_words(revealed, seat, content)
        assert words[0] == "secret" and words[1][0].startswith(f"P{int(seat) + 1}'s Conflict: ")
        assert "still secret" in tips.conflict_tip(revealed, seat, content)
    assert not any(words.startswith("Your") for words in tooltips.values() if words)


def test_the_votes_cast_and_the_cards_dealt_to_pick_from(content):
    match = new_match(content, ("one_each",), seats=3)
    offers = RULES.revealed_view(match.state)["offers"]["characters"]
    task = next(task for task in match.state.task_stack if task["t"] == "pick_characters")
    assert {seat: held["offered"] for seat, held in offers.items()} == task["offers"]
    assert all(held["kept"] is None for held in offers.values())
    assert all("offers" not in view for view in every_view(match).values())

    def vote_open(m: Match) -> bool:
        return any(ballot for task in m.state.task_stack for ballot in task.get("votes", {}).values())
    play(match, 400, until=vote_open)
    assert vote_open(match), "a vote was opened"
    ballots = {why: dict(ballot) for task in match.state.task_stack for why, ballot in task.get("votes", {}).items()}
    revealed = RULES.revealed_view(match.state)
    assert revealed["votes"] == ballots and revealed["my_votes"] == {}
    for seat in range(3):                        # a seat sees only its own ballot
        assert match.view(seat)["my_votes"] == {why: ballot[str(seat)] for why, ballot in ballots.items()
                                                if str(seat) in ballot}


# --- what it leaves as it was -------------------------------------------------------------------------------------
def test_outside_the_hidden_parts_it_is_the_tables_view(content):
    for variants in ((), ("hidden_objectives",), ("one_each", "semi_coop"), ("back_of_board",)):
        match = play(new_match(content, variants, seats=3), 60)
        revealed, table = RULES.revealed_view(match.state), RULES.view(match.state, None)
        assert without_secrets(revealed) == without_secrets(table), variants
        for key in SECRET_KEYS:     # the table's part of each secret is in the revealed view, as it is
            assert all(revealed[key][owner] == held for owner, held in table[key].items())


def test_the_state_and_every_seats_view_are_untouched(content):
    match = play(new_match(content, ("one_each", "semi_coop"), seats=3), 50)
    before, views = RULES.state_to_json(match.state), every_view(match)
    revealed = RULES.revealed_view(match.state)
    revealed["roles"].clear()
    next(iter(revealed["shelter"].values()))["card"] = "changed"          # a copy, not the state's own
    assert RULES.state_to_json(match.state) == before
    assert every_view(match) == views
    assert RULES.revealed_view(match.state)["roles"] == match.state.roles


# --- the board ----------------------------------------------------------------------------------------------------
def test_the_board_names_the_backs_and_the_secrets_at_both_sizes(content):
    match = play(new_match(content, ("hidden_objectives", "back_of_board")), 25)
    revealed, table = RULES.revealed_view(match.state), RULES.view(match.state, None)
    covered = [space for space, spot in revealed["shelter"].items() if spot["card"] and not spot["remnants"]]
    assert covered
    for size in (SMALL, BIG):                    # the match screen's board at 1280x720 and 1920x1080
        board, surface = draw(content, revealed, size)
        _, plain = draw(content, table, size)
        assert pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(plain, "RGB")
        tooltips = {box.target: box.tooltip for box in board.hitboxes}
        for space in covered:
            card = content.tables["shelter_cards"][revealed["shelter"][space]["card"]]
            assert f"Revealed: {card.name}" in tooltips[f"space:{space}"]
            assert tips.shelter_back_name(card.id, content) in (card.name, card.back_name)
        assert "Revealed" not in tips.tooltip(table, f"space:{covered[0]}", content)
    shown = tips.force_tip(revealed, content)
    for seat, secret in match.state.secret_objectives.items():
        name = content.tables["hidden_objectives"][secret["card"]].name
        assert f"P{int(seat) + 1}" in shown and name in shown


def test_a_whole_game_every_tenth_step_draws(content):
    match = new_match(content, ("hidden_objectives",), seed=3)
    bots = [LeaderBot(seat, Rng(seat + 11)) for seat in range(2)]
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    drawn = 0
    for step in range(3000):
        if step % 10 == 0:
            draw(content, RULES.revealed_view(match.state), SMALL if drawn % 2 else BIG, board)
            drawn += 1
        if match.pending is None:
            break
        prompt = match.pending
        match.apply(bots[prompt.seat].choose(match.view(prompt.seat), prompt))
    assert match.pending is None and drawn > 5
    draw(content, RULES.revealed_view(match.state), BIG, board)      # and the war's end
