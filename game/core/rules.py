"""What every game's rules provide to the core, and the static facts about a game."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from .prompt import Event, Prompt
from .rng import Rng


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    name: str
    description: str
    players: tuple[int, int] | None = None  # the player counts it applies to; None = all
    group: str | None = None      # variants sharing a group are alternatives: one at most is chosen
    default: bool = False         # chosen when nothing else in its group is
    excludes: tuple[str, ...] = ()   # variants it is never played with (naming it on either side is enough)
    requires: tuple[str, ...] = ()   # variants it is never played without
    why: str = ""                 # the rulebook's reason, said when a combination is refused
    section: str = ""             # the heading it is listed under where a game has many ("": one list)
    unlocked_by: str = ""         # locked in the app until this game is won on this computer: the words
                                  # that say so (game/app/progress.py); "": always open

    def applies_to(self, players: int) -> bool:
        return self.players is None or self.players[0] <= players <= self.players[1]


def _because(reason: str) -> str:
    return f": {reason.rstrip('.')}." if reason else "."


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    description: str
    variants: tuple[Variant, ...] = ()
    bot_kinds: tuple[str, ...] = ()   # the first is the one offered by default
    # the searching bot's levels (core/search.py), offered after bot_kinds; apart, because they think for a
    # set time: the tests that play every bot kind through whole games play only bot_kinds
    search_bot_kinds: tuple[str, ...] = ()
    hidden_information: bool = False
    cooperative: bool = False
    startable: bool = True
    campaign: bool = False        # missions played in order (its rules give a `campaign`: core/campaign.py)

    def variants_for(self, players: int) -> list[Variant]:
        return [variant for variant in self.variants if variant.applies_to(players)]

    def resolve_variants(self, chosen: tuple[str, ...] | set[str] | list[str], players: int) -> tuple[str, ...]:
        """The variants a match really plays with: only those for this player count, one per
        group (the last one named wins), and each group's default when none of it was chosen."""
        available = {variant.id: variant for variant in self.variants_for(players)}
        picked: dict[str | None, list[str]] = {}
        for variant_id in chosen:
            variant = available.get(variant_id)
            if variant is None:
                continue
            if variant.group is None:
                picked.setdefault(None, []).append(variant_id)
            else:
                picked[variant.group] = [variant_id]
        for variant in available.values():
            if variant.group is not None and variant.default and variant.group not in picked:
                picked[variant.group] = [variant.id]
        result = {variant_id for ids in picked.values() for variant_id in ids}
        return tuple(variant.id for variant in available.values() if variant.id in result)

    def toggled(self, chosen: set[str], variant_id: str, players: int) -> tuple[set[str], str | None]:
        """The choice after clicking a variant (one of a group puts the others down; the chosen one of a
        group with no default is put down too, leaving none), and why it is refused if it is: then the
        choice is what it was. A choice already refused (the player count changed under it) takes any
        click, so it can be put right."""
        variant = next(v for v in self.variants if v.id == variant_id)
        group = [v for v in self.variants if variant.group is not None and v.group == variant.group]
        if variant.group is None or (variant_id in chosen and not any(v.default for v in group)):
            after = chosen ^ {variant_id}
        else:
            after = (chosen - {v.id for v in self.variants if v.group == variant.group}) | {variant_id}
        if variant_id in after:      # what it can't be played without comes on with it
            after |= self.needed_by(variant_id)
        refused = self.refusal(after, players)
        if refused is None or self.refusal(chosen, players) is not None:
            return after, None
        return set(chosen), refused

    def needed_by(self, variant_id: str) -> set[str]:
        """Every variant this one requires, and what those require in turn."""
        named = {variant.id: variant for variant in self.variants}
        needed, frontier = set(), [variant_id]
        while frontier:
            for other in named[frontier.pop()].requires:
                if other in named and other not in needed:
                    needed.add(other)
                    frontier.append(other)
        return needed

    def combinable(self, chosen: tuple[str, ...], extra: list[str], players: int) -> tuple[str, ...]:
        """chosen, and as many of extra as go with it, taken in order (each with what it requires)."""
        together = tuple(chosen)
        for variant_id in extra:
            trial = tuple(dict.fromkeys(together + tuple(sorted(self.needed_by(variant_id))) + (variant_id,)))
            if variant_id not in together and self.refusal(trial, players) is None:
                together = trial
        return together

    def covering_plans(self, players: int) -> list[tuple[str, ...]]:
        """Variant sets that between them play every variant for this player count, each set one the rules
        accept: every alternative of every group in turn (none being one where the group has no default;
        the first of each other group beside it), once
        with the loose variants off and once with all of them that go together on; then each loose variant
        that could join none of those, and each listed under a section (a mode, a module), with what it
        needs and nothing else. For tests and recorded games to cover a game's
        variants without playing every combination."""
        groups: dict[str, list[str]] = {}
        loose = []
        for variant in self.variants_for(players):
            if variant.group is None:
                loose.append(variant.id)
            else:
                groups.setdefault(variant.group, []).append(variant.id)
        # a group with no default may have none chosen: "" is that alternative, and the one beside the others
        named = {variant.id: variant for variant in self.variants}
        for ids in groups.values():
            if not any(named[variant_id].default for variant_id in ids):
                ids.insert(0, "")
        plans, played = [], set()
        for index in range(max((len(ids) for ids in groups.values()), default=1)):
            chosen = tuple(ids[index % len(ids)] for ids in groups.values() if ids[index % len(ids)])
            plans.append(chosen)
            if loose:
                together = self.combinable(chosen, loose, players)
                played.update(together)
                plans.append(together)
        defaults = tuple(ids[0] for ids in groups.values() if ids[0])
        for variant_id in loose:
            if variant_id not in played or named[variant_id].section:   # a mode or module is also played alone
                together = self.combinable(defaults, [variant_id], players)
                played.update(together)
                plans.append(together)
        return [plan for plan in plans if self.refusal(plan, players) is None]

    def refusal(self, chosen: tuple[str, ...] | set[str] | list[str], players: int) -> str | None:
        """Why these variants can't be played together at this player count, in words; None if they can.
        Checked on what the match would really play with (see resolve_variants)."""
        playing = self.resolve_variants(chosen, players)
        named = {variant.id: variant for variant in self.variants}
        for variant_id in playing:
            variant = named[variant_id]
            for other_id in playing:
                other = named[other_id]
                if other_id != variant_id and (other_id in variant.excludes or variant_id in other.excludes):
                    reason = variant.why if other_id in variant.excludes else other.why
                    return f"{variant.name} and {other.name} can't be played together" + _because(reason)
            missing = [named[needed].name for needed in variant.requires if needed not in playing and needed in named]
            if missing:
                return f"{variant.name} needs {' and '.join(missing)}" + _because(variant.why)
        return None


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    color: int = 0            # index into the UI's seat palette
    bot: str | None = None    # None for a human, else a bot kind

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        return {"name": self.name, "color": self.color, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        return cls(str(data["name"]), int(data.get("color", 0)), data.get("bot"))


@dataclass(frozen=True, slots=True)
class MatchSetup:
    game_id: str
    seats: tuple[Seat, ...]
    seed: int
    variants: tuple[str, ...] = ()
    # a campaign game's mission within its campaign: which mission, and what the missions before carried
    # into it, as the game's own plain data (see core/campaign.py); None for a match on its own
    carry: dict | None = field(default=None, hash=False)
    # the setup's first random draws, forced through the generator's test hook (Rng.force): a guided first
    # game's opening (core/guides.py); kept in saves and replays so they replay it exactly
    forced: tuple = field(default=(), hash=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_json(self) -> dict:
        data = {"game_id": self.game_id, "seats": [s.to_json() for s in self.seats],
                "seed": self.seed, "variants": list(self.variants)}
        if self.carry is not None:
            data["carry"] = self.carry
        if self.forced:
            data["forced"] = list(self.forced)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "MatchSetup":
        carry, forced = data.get("carry"), data.get("forced")
        return cls(str(data["game_id"]), tuple(Seat.from_json(s) for s in data["seats"]),
                   int(data["seed"]), tuple(data.get("variants", ())), dict(carry) if isinstance(carry, dict) else None,
                   tuple(forced) if isinstance(forced, list) else ())


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[int, ...]          # empty: nobody won
    scores: tuple[int, ...]           # one per seat
    summary: str                      # in words, for the end screen
    details: dict[str, Any] = field(default_factory=dict)


class Bot(Protocol):
    # optional: reads_view = False for a bot that answers from the prompt alone (it is then given None)
    def choose(self, view: dict, prompt: Prompt) -> str: ...


BotFactory = Callable[[int, Rng], Bot]   # (seat, the bot's own generator) -> bot


class GameRules(Protocol):
    """The contract of a game's rules module (pure Python, no pygame).

    The state is the game's own object; it must carry its generator as
    `state.rng` and mutate only inside `apply`.
    """

    info: GameInfo
    bots: dict[str, BotFactory]

    def new_state(self, setup: MatchSetup, content: Any, rng: Rng) -> Any: ...
    # optional: def opening_events(self, state) -> list[Event]: what setup did, for the log
    def prompt(self, state: Any) -> Prompt | None: ...
    def apply(self, state: Any, value: str) -> list[Event]: ...
    # optional: def apply_legal(self, state, prompt, value) -> list[Event]: apply for a caller that has
    # already found value among prompt's options (Match does, on every answer)
    def view(self, state: Any, seat: int | None) -> dict: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def state_to_json(self, state: Any) -> dict: ...
    def state_from_json(self, data: dict, content: Any) -> Any: ...
    # optional: decline_answers: frozenset of answers (or their heads before ":") that decline or end
    # something, such as "pass"; the match screen keeps them in view below the other answers
    # optional: headline_events: tuple of (event kind, data it must have) patterns (see prompt.matches)
    # for the big moments, such as an apocalypse card: the match screen holds them up to be read
    # optional: def revealed_view(self, state) -> dict: the view of someone who sees everything (every hand,
    # every face-down card face up), in the shape of view(state, seat); offered only in the replay of a game
    # that is over, where nothing is secret any more
    # optional: sound_events: tuple of (sound name, (event kind, data)) for the sounds of the game's own event
    # kinds, first match wins (names: game/ui/sound/palette.py; the shared kinds: game/ui/sound/player.py)
    # optional: autosave_events: frozenset of event kinds after which the app autosaves (a round,
    # a mission or a day ends); def progress(self, state) -> str: where the match stands, in words
    # ("Round 3 of 8", "Day 4"), for the match screen and the save's label
    # optional: def saved_state_problems(self, data, content) -> list[str]: what is wrong with a
    # snapshot read from a save, in words (see core/statecheck.py); checked before it is trusted
    def load_content(self, mods: Any = None) -> Any: ...
