"""Decisions: each kind of question a game asks, as one unit.

A `Decision` says, in one place, everything about one kind of question: who answers it and what
the legal answers are (`prompt`), what an answer does (`resolve`), and why an answer is refused
(`why_not` while it is the question, `not_now` while another question is pending). A game lists
its decisions in a `DecisionTable` with a function naming the pending one:

    DECISIONS = DecisionTable([Auction(), PathChoice(), ...], pending=pending_decision)

`pending(state)` returns `(kind, record)`: the kind of the decision waiting, and whatever the game
keeps about it (a dict in the state, or None when the state itself says enough), or None once
nothing is pending. The table builds the prompt, sends an answer to the decision that asked it
(by the prompt's kind) and explains refusals, so the rules hold no dispatch of their own.

Choosing several things (wounds to share out, resources to load or pay, dice to reroll) is a series
of single answers, one pick each: `Several` says which picks and whether "done" are on offer.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from .prompt import Event, Option, Prompt


class Decision:
    """One kind of question. Subclasses set `kind` and the `answers` they take, and supply prompt
    and resolve; why_not and not_now give the reasons for refusals where the game can say more."""

    kind: str = ""
    prompt_kinds: tuple[str, ...] = ()      # the kinds of the prompts it asks (default: just `kind`)
    answers: frozenset[str] = frozenset()   # the heads ("bid" of "bid:3") of the answers it takes

    def prompt(self, state: Any, pending: Any) -> Prompt:
        raise NotImplementedError

    def resolve(self, state: Any, pending: Any, prompt: Prompt, value: str, events: list[Event]) -> None:
        raise NotImplementedError

    def why_not(self, state: Any, prompt: Prompt, value: str) -> str | None:
        """Why one of this decision's answers is refused while it is the question."""
        return None

    def not_now(self, state: Any, prompt: Prompt, value: str) -> str | None:
        """Why one of this decision's answers is refused while another question is pending."""
        return None


class DecisionTable:
    """A game's decisions, found by the pending kind (to ask) and by the prompt's kind (to answer)."""

    def __init__(self, decisions: Iterable[Decision], pending: Callable[[Any], tuple[str, Any] | None]) -> None:
        self.pending = pending
        self.by_kind: dict[str, Decision] = {}
        self.by_prompt_kind: dict[str, Decision] = {}
        self.by_answer: dict[str, Decision] = {}
        for decision in decisions:
            if not decision.kind or decision.kind in self.by_kind:
                raise ValueError(f"decision kind {decision.kind!r} is empty or listed twice")
            self.by_kind[decision.kind] = decision
            for prompt_kind in decision.prompt_kinds or (decision.kind,):
                if prompt_kind in self.by_prompt_kind:
                    raise ValueError(f"prompt kind {prompt_kind!r} belongs to two decisions")
                self.by_prompt_kind[prompt_kind] = decision
            for head in decision.answers:
                self.by_answer.setdefault(head, decision)

    def prompt(self, state: Any) -> Prompt | None:
        pending = self.pending(state)
        if pending is None:
            return None
        kind, record = pending
        return self.by_kind[kind].prompt(state, record)

    def resolve(self, state: Any, prompt: Prompt, value: str, events: list[Event], pending: Any = None) -> None:
        """Carry out a legal answer; `pending` is the game's record of the decision, if it keeps one."""
        self.by_prompt_kind[prompt.kind].resolve(state, pending, prompt, value, events)

    def explain(self, state: Any, prompt: Prompt, value: str) -> str | None:
        """Why `value` is not a legal answer to `prompt`, from the decision it belongs to; None when
        no decision can say more than that it is not among the options."""
        head = value.partition(":")[0]
        asking = self.by_prompt_kind.get(prompt.kind)
        if asking is not None and head in asking.answers:
            return asking.why_not(state, prompt, value)
        owner = self.by_answer.get(head)
        return owner.not_now(state, prompt, value) if owner is not None else None


@dataclass(frozen=True)
class Several:
    """Choosing between `at_least` and `at_most` things, one answer per pick.

    `picks` are the options for the things still to be had; `done`, if given, is the answer that
    stops early, offered once at least `at_least` are picked. The choosing is over when `at_most`
    are picked or nothing is left to pick (the rules then move on without asking)."""

    at_least: int = 0
    at_most: int | None = None
    done: Option | None = None

    def options(self, picks: Sequence[Option], picked: int) -> tuple[Option, ...]:
        offered = tuple(picks) if self.at_most is None or picked < self.at_most else ()
        if self.done is not None and picked >= self.at_least:
            offered += (self.done,)
        return offered

    def finished(self, picked: int, picks_left: int) -> bool:
        return (self.at_most is not None and picked >= self.at_most) or picks_left == 0

    def forced(self, picks: Sequence[Option], picked: int) -> Option | None:
        """The one answer there is, when nothing may stop early and a single pick is left."""
        options = self.options(picks, picked)
        return options[0] if len(options) == 1 and options[0] is not self.done else None
