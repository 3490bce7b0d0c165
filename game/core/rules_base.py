"""The skeleton every game's rules share, so a game writes only what is its own.

A game subclasses GameRulesBase and supplies its state class (a class with
`DATA`, the names of the fields that are saved, and slots for `content`,
`rng` and `_prompt`), its state version with the migrations from older
versions, `new_state` and `view`, and its decisions and flow: `decisions`
(a DecisionTable, game/core/decisions.py) asks the questions and carries out
the answers, and `flow` (a Flow, game/core/flow.py) runs on from an answer to
the next decision. A game may instead write `build_prompt` and `resolve`
itself. The base gives the cached prompt, the checked `apply`, the reasons for
refusals, the outcome, and the JSON round trip.

Migrations: `migrations[n]` turns a saved state of version n into version
n + 1. A save of any older version is brought forward step by step before
anything reads it (`migrate_state`), so bumping `state_version` means adding
one function, and keeping a save of the old version under tests/saves/.
"""
from __future__ import annotations

from typing import Any, Callable

from .content import Content, ContentSpec
from .content import load_content as load_content_of
from .decisions import DecisionTable
from .flow import Flow
from .jsondata import copy_json
from .match import explain_refusal
from .prompt import Event, IllegalAnswer, Prompt
from .rng import Rng
from .rules import Outcome
from .statecheck import Shape, problems_in


class StateVersionError(ValueError):
    """A saved state this version of the game can't bring forward."""


def fresh_state(state_type: type, content: Any, rng: Rng) -> Any:
    """A plain-data state with only its derived parts: the content, the generator, no cached prompt and
    no opening events yet (setup fills the rest; a load fills it from the save)."""
    state = state_type()
    state.content, state.rng, state._prompt, state._opening_events = content, rng, None, []
    return state


class GameRulesBase:
    state_type: type
    state_version: int
    migrations: dict[int, Callable[[dict], dict]] = {}
    outcome_field = "outcome"     # the state field holding {"winners", "scores", "summary", "details"}
    autosave_events: frozenset[str] = frozenset()   # event kinds after which the app autosaves
    decline_answers: frozenset[str] = frozenset()   # answers that decline ("pass"): kept in view by the screen
    headline_events: tuple[tuple[str, dict], ...] = ()   # big moments the screen holds up to be read
    sound_events: tuple[tuple[str, tuple[str, dict]], ...] = ()   # (sound, pattern): what its own events sound like
    state_shape: Shape | None = None   # what a saved state must look like (the game's state_check.py)
    decisions: DecisionTable | None = None
    flow: Flow | None = None
    content_spec: ContentSpec | None = None   # the game's tables and effect vocabulary (its effects.py)
    _resolvers: dict[str, Callable[..., None]] | None = None   # prompt kind -> its decision's resolve

    # --- content and the opening ------------------------------------------
    def load_content(self, mods: Any = None, base_dir: Any = None) -> Content:
        return load_content_of(self.content_spec, mods, base_dir)

    def base_content(self) -> Content:
        """The game's own cards without any mod, loaded once (a campaign's default reading, a bot's
        printed cards)."""
        cached = getattr(self, "_base_content", None)
        if cached is None:
            cached = self._base_content = self.load_content()
        return cached

    def opening_events(self, state: Any) -> list[Event]:
        """What setup did (the state keeps its events in `_opening_events`), for the log; handed over once."""
        events, state._opening_events = state._opening_events, []
        return events

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # A game that leaves asking and answering to its decisions and flow gets them wired straight
        # in: these calls run for every answer, and each layer between costs as much as a small rule.
        super().__init_subclass__(**kwargs)
        table = cls.decisions
        if table is not None and cls.build_prompt is GameRulesBase.build_prompt:
            cls.build_prompt = staticmethod(table.prompt)
        if table is not None and cls.flow is not None and cls.resolve is GameRulesBase.resolve:
            cls._resolvers = {kind: decision.resolve for kind, decision in table.by_prompt_kind.items()}
            cls._run_flow = staticmethod(cls.flow.run)

    # --- what a game supplies (or its decisions and flow do) -------------
    def build_prompt(self, state: Any) -> Prompt | None:
        return self.decisions.prompt(state)

    def resolve(self, state: Any, prompt: Prompt, value: str, events: list[Event]) -> None:
        """Carry out a legal answer, then run on until the next decision."""
        self.decisions.resolve(state, prompt, value, events)
        self.flow.run(state, events)

    def explain_illegal(self, state: Any, value: str) -> str | None:
        """Why an answer is refused, in words: the decision it belongs to says, where it can."""
        prompt = self.prompt(state)
        if prompt is None:
            return "the game is over"
        reason = self.decisions.explain(state, prompt, value) if self.decisions is not None else None
        if reason:
            return reason
        head = value.partition(":")[0]
        alike = [v for v in prompt.values if v.partition(":")[0] == head]
        if alike:
            return f"not now; this question allows {', '.join(alike[:6])}"
        return f"{value!r} does not answer “{prompt.text}”"

    def progress(self, state: Any) -> str:
        """Where the match stands, in words ("Round 3 of 8"); empty when the game has nothing to say."""
        return ""

    def blank_state(self, content: Any, rng: Rng) -> Any:
        """A state with its derived parts set and no saved fields yet (the JSON round trip fills them)."""
        return self.state_type(content, rng)

    def check_loaded_state(self, state: Any) -> None:
        """Raise ValueError when a loaded state doesn't fit this content (cards it lacks)."""

    # --- the one door -------------------------------------------------
    def prompt(self, state: Any) -> Prompt | None:
        cached = state._prompt
        if cached is None:
            cached = state._prompt = self.build_prompt(state)
        return cached

    def apply(self, state: Any, value: str) -> list[Event]:
        prompt = state._prompt or self.prompt(state)
        if prompt is None:
            raise IllegalAnswer(f"{value!r} refused: the game is over")
        if prompt.option(value) is None:
            reason = explain_refusal(self, state, value)
            raise IllegalAnswer(f"{value!r} is not a legal answer to “{prompt.text}”"
                                + (f": {reason}" if reason else ""))
        return self.apply_legal(state, prompt, value)

    def apply_legal(self, state: Any, prompt: Prompt, value: str) -> list[Event]:
        """apply, for a caller that has found value among the pending prompt's options itself."""
        state._prompt = None
        events: list[Event] = []
        resolvers = self._resolvers
        if resolvers is not None:        # resolve's default, without its layers
            resolvers[prompt.kind](state, None, prompt, value, events)
            self._run_flow(state, events)
        else:
            self.resolve(state, prompt, value, events)
        return events

    def outcome(self, state: Any) -> Outcome | None:
        result = getattr(state, self.outcome_field)
        if result is None:
            return None
        return Outcome(tuple(result["winners"]), tuple(result["scores"]), result["summary"],
                       copy_json(result["details"]))

    # --- persistence --------------------------------------------------
    def state_to_json(self, state: Any) -> dict:
        data = {name: copy_json(getattr(state, name)) for name in self.state_type.DATA}
        data["version"] = self.state_version
        data["rng"] = state.rng.to_json()
        return data

    def state_json_shared(self, state: Any) -> dict:
        """state_to_json without the copy, its parts shared with the live state: to hash or measure only,
        never to keep or change (the replay fixture hashes every state, and copying was most of it)."""
        data = {name: getattr(state, name) for name in self.state_type.DATA}
        data["version"] = self.state_version
        data["rng"] = state.rng.to_json()
        return data

    def saved_state_problems(self, data: dict, content: Any) -> list[str]:
        """What is wrong with a saved state, in words; checked before a save is trusted."""
        return problems_in(self.state_shape, data, content) if self.state_shape is not None else []

    def migrate_state(self, data: dict) -> dict:
        """A saved state brought forward to this version, one migration at a time (a new dict)."""
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise StateVersionError(f"the saved game has no state version (found {version!r})")
        if version > self.state_version:
            raise StateVersionError(f"the saved game is state version {version}, from a newer version of "
                                    f"{self.info.name}; this app reads up to {self.state_version}")
        data = copy_json(data)
        while version < self.state_version:
            step = self.migrations.get(version)
            if step is None:
                raise StateVersionError(f"the saved game is state version {version}, too old for this app "
                                        f"to bring forward (it reads {self.state_version})")
            data = step(data)
            version += 1
            data["version"] = version
        return data

    def state_from_json(self, data: dict, content: Any) -> Any:
        if data.get("version") != self.state_version:
            data = self.migrate_state(data)
        state = self.blank_state(content, Rng.from_json(data["rng"]))
        for name in self.state_type.DATA:
            setattr(state, name, copy_json(data[name]))
        self.check_loaded_state(state)
        return state
