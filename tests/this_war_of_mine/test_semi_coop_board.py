"""Semi-Coop on the board: each player's secret Role and Conflict card in the "In force" box, as the Hidden
Objectives are. A seat sees its own as "Your Role: <name>" and "Your Conflict: <name>"; another's only once
it is shown (a Role revealed, with its tokens counted; a Conflict card played), and all of them once the war
is over; each has a tooltip that names the card and says when it is shown or played. Another seat's secret
cards change nothing of what a seat's board draws, and the chips are read whole at both window sizes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.match import Match
from game.core.rules import MatchSetup, Seat
from game.games.this_war_of_mine import tooltips as tips
from game.games.this_war_of_mine.board import ThisWarOfMineBoard
from game.games.this_war_of_mine.rules import RULES, semi_coop
from game.ui.board import BoardFrame, BoardSettings
from .board_fixtures import content, display  # noqa: F401  (fixtures)

SIZES = ((866, 700), (1450, 1060))          # the match screen's board at 1280x720 and 1920x1080
VARIANTS = ("normal", "one_each", "semi_coop")
SEATS = 3


def semi_coop_match(content, seed: int = 1) -> Match:
    """A 3-player Semi-Coop match, every setup question answered with its first option until each seat holds
    its Role (and its Conflict card)."""
    setup = MatchSetup("this_war_of_mine", tuple(Seat(f"P{k}", k) for k in range(SEATS)), seed, VARIANTS)
    match = Match(RULES, setup, content, keep_undo=False)
    for _ in range(100):
        if all(str(seat) in match.view(seat)["roles"] for seat in range(SEATS)):
            return match
        match.apply(match.pending.options[0].value)
    raise AssertionError("the Roles were never dealt")


@pytest.fixture
def match(content):
    return semi_coop_match(content)


def new_board(content, size) -> ThisWarOfMineBoard:
    board = ThisWarOfMineBoard(content, BoardSettings(animation_speed=0))
    board.set_rect(pygame.Rect(0, 0, *size))
    return board


def drawn(content, view: dict, seat: int, size=SIZES[0]) -> tuple[ThisWarOfMineBoard, pygame.Surface]:
    board = new_board(content, size)
    surface = pygame.Surface(size)
    board.draw(surface, BoardFrame(view, None, seat, frozenset()))
    return board, surface


def tooltips_of(board: ThisWarOfMineBoard) -> dict[str, str]:
    return {box.target: box.tooltip for box in board.hitboxes}


def names(content, table: str, held: dict) -> dict[str, str]:
    """Each seat's card name, from the state's {seat: {"card": id, ...}}."""
    return {seat: content.tables[table][card["card"]].name for seat, card in held.items()}


def secret_seats(state) -> tuple[set[str], set[str]]:
    """The seats whose Role is still unrevealed, and whose Conflict card is unplayed."""
    return ({seat for seat, held in state.roles.items() if not held["revealed"]},
            {seat for seat, held in state.conflicts.items() if not held["played"]})


# --- a seat's own cards, and nobody else's -------------------------------------------------------------------
def test_seat_0_sees_its_own_role_and_conflict_and_no_other_seat_s_secret_ones(content, match):
    state, view = match.state, match.view(0)
    roles, conflicts = names(content, "roles", state.roles), names(content, "conflicts", state.conflicts)
    hidden_roles, hidden_conflicts = secret_seats(state)
    assert {"1", "2"} & (hidden_roles | hidden_conflicts), "the others hold secrets for this test to keep"
    chips = {target: (words, kind) for target, words, kind, _shorter in new_board(content, SIZES[1])._force_chips(view)}
    if "0" in hidden_roles:
        assert chips["role:0"] == (f"Your Role: {roles['0']}", "secret")
    assert chips["conflict:0"] == (f"Your Conflict: {conflicts['0']}", "secret")
    for seat in ("1", "2"):
        if seat in hidden_roles:
            assert f"role:{seat}" not in chips
        else:                                   # a Role shown at once ("now"): named by its player
            assert chips[f"role:{seat}"] == (f"P{seat}: {roles[seat]}", "revealed")
        assert f"conflict:{seat}" not in chips, "no Conflict card has been played"
    board, _surface = drawn(content, view, 0)
    shown = tooltips_of(board)
    assert {"conflict:0"} | ({"role:0"} if "0" in hidden_roles else set()) <= set(shown)
    words = " ".join(shown.values())
    for seat in {"1", "2"} & hidden_roles:
        assert f"role:{seat}" not in shown and roles[seat] not in words
    for seat in {"1", "2"} & hidden_conflicts:
        assert f"conflict:{seat}" not in shown and conflicts[seat] not in words


def test_the_tooltips_name_the_cards_and_say_they_are_secret(content, match):
    state, view = match.state, match.view(0)
    role = content.tables["roles"][state.roles["0"]["card"]]
    conflict = content.tables["conflicts"][state.conflicts["0"]["card"]]
    words = tips.tooltip(view, "role:0", content)
    assert role.name in words and role.text in words
    assert tips.ROLE_REVEAL_WORDS[role.reveal] in words
    if not state.roles["0"]["revealed"]:
        assert "secret from the other players" in words
    words = tips.tooltip(view, "conflict:0", content)
    assert conflict.name in words and conflict.text in words and "secret from the other players" in words
    moment = tips.CONFLICT_WHEN_WORDS[conflict.when].format(you="you", your="your")
    assert f"Played at: {moment}" in words
    assert ("You must play it" in words) == conflict.must
    hidden_roles, hidden_conflicts = secret_seats(state)
    for seat in ("1", "2"):
        assert (tips.tooltip(view, f"role:{seat}", content) == "") == (seat in hidden_roles)
        assert tips.tooltip(view, f"conflict:{seat}", content) == ""
    for seat in {"1", "2"} - hidden_roles:
        shown = content.tables["roles"][state.roles[seat]["card"]]
        words = tips.tooltip(view, f"role:{seat}", content)
        assert words.startswith(f"P{seat}'s Role, shown to all: {shown.name}.") and "secret" not in words
    assert tips.tooltip(view, "role:7", content) == tips.tooltip(view, "conflict:7", content) == ""
    assert tips.tooltip({}, "role:0", content) == tips.tooltip({}, "conflict:0", content) == ""


def test_every_conflict_card_says_when_it_is_played(content, match):
    view = match.view(0)
    for card in content.tables["conflicts"].values():
        view["conflicts"]["0"] = {"card": card.id, "played": False}
        words = tips.tooltip(view, "conflict:0", content)
        assert card.name in words and tips.CONFLICT_WHEN_WORDS[card.when].format(you="you", your="your") in words
        assert ("on another Character" in words) == (card.target == "other")


def test_a_revealed_role_counts_its_tokens_and_a_played_conflict_is_named(content, match):
    state = match.state
    state.roles["1"].update(card="the-addict", revealed=True, tokens={"alcohol": 2, "moonshine": 1})
    state.conflicts["2"]["played"] = True
    view = match.view(0)
    conflict = content.tables["conflicts"][state.conflicts["2"]["card"]]
    chips = {target: (words, kind) for target, words, kind, _shorter in new_board(content, SIZES[1])._force_chips(view)}
    assert chips["role:1"] == ("P1: The Addict (3)", "revealed")
    assert chips["conflict:2"] == (f"P2: {conflict.name} (played)", "revealed")
    words = tips.tooltip(view, "role:1", content)
    assert "P1's Role, shown to all: The Addict" in words and "3 tokens" in words and "consumed" in words
    assert f"2 {tips.goods_name(content, 'alcohol')}" in words and f"1 {tips.goods_name(content, 'moonshine')}" in words
    assert "shown the first time it acts" in words
    words = tips.tooltip(view, "conflict:2", content)
    assert words.startswith(f"P2's Conflict card, played: {conflict.name}.") and conflict.text in words
    assert "P1: The Addict (3)" in tips.tooltip(view, "force", content)


def test_the_own_role_counts_its_tokens_too(content, match):
    state = match.state
    state.roles["0"].update(card="the-selfish", revealed=False, tokens={"canned-food": 2, "raw-food": 1})
    view = match.view(0)
    chips = {target: words for target, words, _kind, _shorter in new_board(content, SIZES[1])._force_chips(view)}
    assert chips["role:0"] == "Your Role: The Selfish (3)"
    words = tips.tooltip(view, "role:0", content)
    assert "3 tokens (3 of the 4 it needs)" in words and "kept secret until the war ends" in words
    assert "role:0" not in {t for t, *_ in new_board(content, SIZES[1])._force_chips(match.view(1))}


def test_once_the_war_is_over_every_card_is_named_by_its_player(content, match):
    state = match.state
    semi_coop.reveal_all(state, [])
    state.phase = "over"
    view = match.view(0)
    chips = {target: (words, kind) for target, words, kind, _shorter in new_board(content, SIZES[1])._force_chips(view)}
    roles, conflicts = names(content, "roles", state.roles), names(content, "conflicts", state.conflicts)
    for seat in map(str, range(SEATS)):
        assert chips[f"role:{seat}"] == (f"P{seat}: {roles[seat]}", "revealed")
        assert chips[f"conflict:{seat}"] == (f"P{seat}: {conflicts[seat]} (not played)", "revealed")
        assert "never played" in tips.tooltip(view, f"conflict:{seat}", content)
    assert not any(words.startswith("Your") for words, _kind in chips.values())


# --- what another seat holds changes nothing of a seat's board ---------------------------------------------
def test_a_seat_s_board_does_not_change_with_another_seat_s_secret_cards(content, match):
    state = match.state
    hidden_roles, hidden_conflicts = secret_seats(state)
    before = match.view(0)
    _board, plain = drawn(content, before, 0)
    # other Roles and Conflict cards for seats 1 and 2, still secret (a Role that is not shown at once)
    spare_roles = [r for r in sorted(content.tables["roles"]) if content.tables["roles"][r].reveal != "now"
                   and r not in {state.roles[s]["card"] for s in state.roles}]
    spare_conflicts = [c for c in sorted(content.tables["conflicts"])
                       if c not in {state.conflicts[s]["card"] for s in state.conflicts}]
    assert spare_roles and spare_conflicts
    for seat in sorted({"1", "2"} & hidden_roles):
        state.roles[seat]["card"] = spare_roles.pop()
        state.roles[seat]["tokens"] = {"canned-food": 2}
    for seat in sorted({"1", "2"} & hidden_conflicts):
        state.conflicts[seat]["card"] = spare_conflicts.pop()
    after = match.view(0)
    assert after == before
    _board, changed = drawn(content, after, 0)
    assert pygame.image.tobytes(changed, "RGB") == pygame.image.tobytes(plain, "RGB")
    # while a change to seat 0's own cards does show: the comparison sees what it should
    state.conflicts["0"]["card"] = spare_conflicts.pop()
    _board, own = drawn(content, match.view(0), 0)
    assert pygame.image.tobytes(own, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_two_seats_boards_differ_only_by_their_own_secret_cards(content, match):
    boards = {seat: drawn(content, match.view(seat), seat, SIZES[1])[0] for seat in (0, 1)}
    chips = {seat: new_board(content, SIZES[1])._force_chips(match.view(seat)) for seat in (0, 1)}
    own = {seat: {t for t, _w, kind, _s in chips[seat] if kind == "secret"} for seat in (0, 1)}
    assert own[0] and own[1] and not own[0] & own[1]
    assert all(t.endswith(":0") for t in own[0]) and all(t.endswith(":1") for t in own[1])
    assert [c for c in chips[0] if c[0] not in own[0]] == [c for c in chips[1] if c[0] not in own[1]]
    cards = {seat: {t: w for t, w in tooltips_of(boards[seat]).items() if t.startswith(("role:", "conflict:"))}
             for seat in (0, 1)}
    assert set(cards[0]) == {t for t, *_ in chips[0]} and set(cards[1]) == {t for t, *_ in chips[1]}
    assert {t: w for t, w in cards[0].items() if t not in own[0]} == {t: w for t, w in cards[1].items() if t not in own[1]}
    assert all("secret from the other players" in cards[seat][t] for seat in (0, 1) for t in own[seat])


# --- the chips read whole, inside the box ---------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("busy", (False, True))
def test_the_chips_are_read_whole_inside_the_cards_region(content, match, monkeypatch, size, busy):
    state = match.state
    if busy:                      # a table late in the war: Events up, cards shown, Narrative Actions held
        state.roles["1"].update(card="the-addict", revealed=True, tokens={"alcohol": 2, "moonshine": 1})
        state.conflicts["2"]["played"] = True
        state.events_up += sorted(content.tables["events"])[:2]
        state.flags["radio_fixed"] = "The radio works"
        state.narrative_held += sorted(content.tables["narrative_actions"])[:2]
    view = match.view(0)
    board = new_board(content, size)
    words_drawn = []
    chip = board._chip

    def record(target, words, *args, **kwargs):
        rect = chip(target, words, *args, **kwargs)
        words_drawn.append((words, pygame.Rect(rect)))
        return rect
    monkeypatch.setattr(board, "_chip", record)
    board.draw(pygame.Surface(size), BoardFrame(view, None, 0, frozenset()))
    region = board._layout.cards
    boxes = {box.target: box.rect for box in board.hitboxes
             if box.target.startswith(("role:", "conflict:", "event:", "flag:", "narrative:")) or box.target == "force"}
    role = content.tables["roles"][state.roles["0"]["card"]].name
    conflict = content.tables["conflicts"][state.conflicts["0"]["card"]].name
    drawn_words = [w for w, _r in words_drawn]
    # the viewer's own cards read whole: "Your ..." while nothing else squeezes them, else at least "Role: <name>"
    own = [("conflict", f"Your Conflict: {conflict}", f"Conflict: {conflict}")]
    if not state.roles["0"]["revealed"]:
        own.append(("role", f"Your Role: {role}", f"Role: {role}"))
    for _head, full, short in own:
        assert full in drawn_words or (busy and short in drawn_words), (full, drawn_words)
    assert not busy or size == SIZES[0] or all(full in drawn_words for _h, full, _s in own)
    for target, rect in boxes.items():
        assert region.contains(rect), (target, rect, region)
    rects = list(boxes.values())
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:]), "chips overlap"
    assert all(f"narrative:{card}" in boxes for card in view["narrative_held"])
    chips = board._force_chips(view)
    shown = [t for t, *_ in chips if t in boxes]
    assert shown == [t for t, *_ in chips][:len(shown)], "the chips keep their order"
    kinds = [kind for _t, _w, kind, _s in chips]
    assert kinds[:kinds.count("secret")] == ["secret"] * kinds.count("secret"), "the viewer's own first"
    if len(shown) < len(chips):                 # what does not fit is under "+N more", whose tooltip lists it all
        assert "force" in boxes
        listed = tips.tooltip(view, "force", content)
        assert all(words in listed for _t, words, *_ in chips)
    assert "objective:" + view["objectives"][0] in {box.target for box in board.hitboxes}
