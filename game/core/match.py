"""A match: one game's state, its pending prompt, the answers given so far, and undo."""
from __future__ import annotations

from typing import Any, Iterable, NamedTuple

from .jsondata import fingerprint
from .prompt import Event, IllegalAnswer, Prompt
from .rng import Rng
from .rules import GameRules, MatchSetup, Outcome


class Answer(NamedTuple):
    """One answer given: by which seat, and the answer itself (a tuple: a match records thousands)."""
    seat: int
    value: str


def explain_refusal(rules: GameRules, state: Any, value: str) -> str | None:
    """The game's reason for refusing an answer, if it gives one; a reason is a courtesy and must
    never break the refusal itself."""
    explain = getattr(rules, "explain_illegal", None)
    try:
        return explain(state, value) if explain else None
    except Exception:
        return None


def ends_undo(state: Any, draws_before: int, events: list[Event]) -> bool:
    """Whether an answer's effects can't be taken back: it drew randomness or revealed something.
    The one test behind both the undo barrier and the UI's "can't be undone" warning."""
    return state.rng.draws != draws_before or any(event.reveals for event in events)


def final_answers(rules: GameRules, state: Any, content: Any, prompt: Prompt) -> frozenset[str]:
    """The answers to this prompt that would end what can be undone, found by trying each on a copy."""
    snapshot = rules.state_to_json(state)
    final = set()
    apply_legal = getattr(rules, "apply_legal", None)
    for option in prompt.options:
        trial = rules.state_from_json(snapshot, content)
        draws_before = trial.rng.draws
        # the copy asks the very same prompt, so each option is known legal: no second prompt to build
        events = apply_legal(trial, prompt, option.value) if apply_legal else rules.apply(trial, option.value)
        if ends_undo(trial, draws_before, events):
            final.add(option.value)
    return frozenset(final)


class Match:
    """Owns the state; every answer, from a person, a bot, a test or a replay, goes through `apply`.

    Undo: a seat may take back its own answers back to the last barrier. A
    barrier stands after every final answer, one that drew randomness or
    revealed something hidden (see `ends_undo`), and wherever another seat
    answers next; at each barrier the match keeps a snapshot and undo
    replays the answers given since it. Which pending answers would be
    final is found by trying each on a copy (`final_answers`), so the UI's
    warning and the barrier are one decision and no game has to predict it.
    """

    def __init__(self, rules: GameRules, setup: MatchSetup, content: Any, *, keep_undo: bool = True,
                 state: Any = None) -> None:
        self.rules = rules
        self.setup = setup
        self.content = content
        self.keep_undo = keep_undo
        self.answers: list[Answer] = []
        self.log: list[Event] = []
        if state is None:
            refused = rules.info.refusal(setup.variants, setup.players)
            if refused is not None:
                raise ValueError(refused)
            rng = Rng(setup.seed)
            rng.force(*setup.forced)
            state = rules.new_state(setup, content, rng)
            opening = getattr(rules, "opening_events", None)
            self.log.extend(opening(state) if opening else ())
        self.state = state
        self.pending: Prompt | None = rules.prompt(self.state)
        self._barrier_index = 0
        self._barrier_log_length = len(self.log)
        self._barrier_snapshot: dict | None = rules.state_to_json(self.state) if keep_undo else None
        self._final_cache: tuple | None = None
        # a game on the rules base can skip checking an answer Match has already found legal
        self._apply_legal = getattr(rules, "apply_legal", None)
        self.hints_used = [0] * setup.players      # hints each seat asked for (core/hints.py), for the records

    # --- asking and answering ----------------------------------------
    @property
    def is_over(self) -> bool:
        return self.pending is None

    def legal_answers(self) -> list[str]:
        return self.pending.values if self.pending is not None else []

    def apply(self, value: str) -> list[Event]:
        if not isinstance(value, str):
            # answers come from saves, mods and tests too; no game's rules should have to guard against these
            raise IllegalAnswer(f"{value!r} refused: an answer must be a string, not {type(value).__name__}")
        prompt = self.pending
        if prompt is None:
            raise IllegalAnswer(f"{value!r} refused: the game is over")
        option = prompt.option(value)
        if option is None:
            legal = ", ".join(prompt.values[:12]) + (" ..." if len(prompt.options) > 12 else "")
            reason = explain_refusal(self.rules, self.state, value)
            raise IllegalAnswer(f"{value!r} is not a legal answer to “{prompt.text}”"
                                + (f": {reason}" if reason else "") + f". Legal answers: {legal}")
        draws_before = self.state.rng.draws
        apply_legal = self._apply_legal
        events = apply_legal(self.state, prompt, value) if apply_legal else self.rules.apply(self.state, value)
        self.answers.append(Answer(prompt.seat, value))
        self.log.extend(events)
        self.pending = self.rules.prompt(self.state)
        if self.keep_undo:
            next_seat = self.pending.seat if self.pending is not None else None
            if ends_undo(self.state, draws_before, events) or next_seat != prompt.seat:
                self._set_barrier()
        return events

    def final_answers(self) -> frozenset[str]:
        """The pending answers that could not be taken back once given (the UI asks, once per
        question; bots and playouts never pay for it)."""
        if self.pending is None:
            return frozenset()
        key = (len(self.answers), id(self.pending))
        if self._final_cache is None or self._final_cache[0] != key:
            self._final_cache = (key, final_answers(self.rules, self.state, self.content, self.pending))
        return self._final_cache[1]

    def restart_undo_here(self) -> None:
        """Nothing before this point can be taken back (used after loading a save)."""
        if self.keep_undo:
            self._set_barrier()

    def _set_barrier(self) -> None:
        self._barrier_index = len(self.answers)
        self._barrier_log_length = len(self.log)
        self._barrier_snapshot = self.rules.state_to_json(self.state)

    # --- undo ----------------------------------------------------------
    def undoable_count(self) -> int:
        """How many answers the seat now answering may take back."""
        return len(self.answers) - self._barrier_index if self.keep_undo else 0

    def undo(self) -> Answer:
        if self.undoable_count() == 0:
            raise IllegalAnswer("nothing to undo: dice were rolled, cards were revealed or another seat answered since")
        taken_back = self.answers[-1]
        replay = [a.value for a in self.answers[self._barrier_index:-1]]
        self.state = self.rules.state_from_json(self._barrier_snapshot, self.content)
        del self.answers[self._barrier_index:]
        del self.log[self._barrier_log_length:]
        self.pending = self.rules.prompt(self.state)
        for value in replay:
            events = self.rules.apply(self.state, value)
            self.answers.append(Answer(self.pending.seat, value))
            self.log.extend(events)
            self.pending = self.rules.prompt(self.state)
        return taken_back

    # --- what a seat may see -------------------------------------------
    def view(self, seat: int | None) -> dict:
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def progress(self) -> str:
        """Where the match stands, in the game's words ("Round 3 of 8"); "Game over" once it ends."""
        if self.is_over:
            return "Game over"
        progress = getattr(self.rules, "progress", None)
        return progress(self.state) if progress else ""

    def is_autosave_point(self, events: list[Event]) -> bool:
        """Whether these events end a stretch of play the game names (a round, a mission, a day)."""
        kinds = getattr(self.rules, "autosave_events", frozenset())
        return any(event.kind in kinds for event in events)

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        return [e for e in self.log[since:] if e.visible_to(seat)]

    # --- persistence ---------------------------------------------------
    def snapshot(self) -> dict:
        return self.rules.state_to_json(self.state)

    def state_hash(self) -> str:
        shared = getattr(self.rules, "state_json_shared", None)
        return fingerprint(shared(self.state) if shared is not None else self.snapshot())

    @classmethod
    def replay(cls, rules: GameRules, setup: MatchSetup, content: Any, answers: Iterable[str],
               *, keep_undo: bool = True) -> "Match":
        match = cls(rules, setup, content, keep_undo=keep_undo)
        for value in answers:
            match.apply(value)
        return match
