"""A match being played: who answers next, the bots' seats, and what each seat has seen.

The app, the smoke test and the simulate command all drive matches
through this, so bots are created and asked the same way everywhere.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .match import Match
from .prompt import Event, IllegalAnswer
from .rng import Rng

if TYPE_CHECKING:
    from .hints import Hint


def bot_seed(match_seed: int, seat: int) -> int:
    # Bots get their own generators so their choices never move the game's dice.
    return (match_seed * 1_000_003 + 7919 * (seat + 1)) & 0xFFFF_FFFF_FFFF


class Session:
    def __init__(self, match: Match, bot_overrides: dict[int, Any] | None = None) -> None:
        self.match = match
        self.bots: dict[int, Any] = {}
        overrides = bot_overrides or {}
        for seat_index, seat in enumerate(match.setup.seats):
            if seat.bot is not None and seat_index not in overrides:
                factory = match.rules.bots.get(seat.bot)
                if factory is None:
                    raise ValueError(f"{match.rules.info.name} has no bot called {seat.bot!r}; "
                                     f"bots: {', '.join(match.rules.bots)}")
                self.bots[seat_index] = factory(seat_index, Rng(bot_seed(match.setup.seed, seat_index)))
        self.bots.update(overrides)
        self.stand_ins: dict[int, Any] = {}     # the game's own bot, playing one answer for a person who asks
        # log position each seat had seen when it last answered
        self.seen_upto: dict[int, int] = {seat: len(match.log) for seat in range(len(match.setup.seats))}

    @property
    def seat_to_answer(self) -> int | None:
        prompt = self.match.pending
        return prompt.seat if prompt is not None else None

    @property
    def bot_to_answer(self) -> bool:
        seat = self.seat_to_answer
        return seat is not None and seat in self.bots

    def human_seats(self) -> list[int]:
        return [seat for seat in range(len(self.match.setup.seats)) if seat not in self.bots]

    def answer(self, value: str) -> list[Event]:
        """A person's answer for the seat now asked."""
        seat = self.seat_to_answer
        if seat is None:
            raise IllegalAnswer("the game is over")
        events = self.match.apply(value)
        self.seen_upto[seat] = len(self.match.log)
        return events

    def bot_choice(self) -> str:
        seat = self.seat_to_answer
        if seat is None or seat not in self.bots:
            raise IllegalAnswer("no bot is to answer now")
        return self._ask(self.bots[seat], seat)

    def _ask(self, bot: Any, seat: int) -> str:
        # a view is built for the bots that read one (most do); a random player never looks; a searching
        # bot gets the draws of what the table could be as far as the seat can tell (core/search.py)
        reads = getattr(bot, "reads_view", True)
        if reads == "samples":
            from .search import InformationSet
            match = self.match
            view = InformationSet(match.rules, match.state, seat, match.setup.players, match.view(seat))
        else:
            view = self.match.view(seat) if reads else None
        return bot.choose(view, self.match.pending)

    def suggestion(self) -> str:
        """What the game's default bot would answer for the person now asked, seeing only their view
        ("let the bot take this turn")."""
        seat = self.seat_to_answer
        kinds = self.match.rules.info.bot_kinds
        if seat is None or not kinds:
            raise IllegalAnswer("no answer to suggest")
        bot = self.stand_ins.get(seat)
        if bot is None:
            bot = self.stand_ins[seat] = self.match.rules.bots[kinds[0]](
                seat, Rng(bot_seed(self.match.setup.seed, seat + 100)))
        return self._ask(bot, seat)

    def hint(self, seconds: float | None = None) -> "Hint":
        """What the searching bot would answer for the person now asked, from their view only, and why in
        words; counted in the match's hints_used. It answers nothing. Slow (it thinks `seconds`): the app
        asks it on a thread."""
        from .hints import HINT_SECONDS, Hint, reason_for
        from .search import InformationSet, SearchBot
        match = self.match
        seat, prompt = self.seat_to_answer, match.pending
        if seat is None or seat in self.bots or not hasattr(match.rules, "sample_hidden"):
            raise IllegalAnswer("no hint to give now")
        bot = SearchBot(seat, Rng(bot_seed(match.setup.seed, seat + 200) + len(match.answers)),
                        seconds=HINT_SECONDS if seconds is None else seconds)
        value = bot.choose(InformationSet(match.rules, match.state, seat, match.setup.players, match.view(seat)),
                           prompt)
        option = prompt.option(value)
        match.hints_used[seat] += 1
        return Hint(value, option.label, option.target,
                    reason_for(prompt, bot.last_search, value, bot.last_guide, match.rules.info.cooperative),
                    bot.playouts)

    def step_bot(self) -> list[Event]:
        return self.answer(self.bot_choice())

    def away_summary(self, seat: int) -> list[Event]:
        """What happened since this seat last answered, as far as it may know."""
        return self.match.events_for(seat, self.seen_upto.get(seat, 0))

    def mark_seen(self, seat: int) -> None:
        self.seen_upto[seat] = len(self.match.log)

    def undo(self) -> None:
        self.match.undo()
        for seat, upto in self.seen_upto.items():
            self.seen_upto[seat] = min(upto, len(self.match.log))

    def play_bots_to_end(self, limit: int = 100_000) -> int:
        """Answer with bots until a human is asked or the game ends; returns answers given."""
        given = 0
        while self.bot_to_answer and given < limit:
            self.step_bot()
            given += 1
        return given
