"""The one door: a prompt asks one seat one question with a finite list of answers.

Prompts, options and events are created for every answer of every game, so
they are plain slotted dataclasses rather than frozen ones (frozen
dataclasses cost about twice as much to build); treat them as values all the same.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class IllegalAnswer(ValueError):
    """An answer that is not among the pending prompt's options. The state is untouched."""


@dataclass(slots=True)
class Option:
    """One legal answer.

    value:  the answer itself, a short string (it is what saves and replays store).
    label:  the words on the button.
    target: the id of a board element this answer is about; the board
            highlights it and a click on it gives this answer.
    hint:   a longer explanation for the tooltip.

    Whether an answer can be taken back is not the game's to say: Match
    tries it (Match.final_answers), so the warning is never wrong.
    """

    value: str
    label: str
    target: str | None = None
    hint: str = ""


@dataclass(slots=True)
class Prompt:
    """One question to one seat.

    text:    the question itself, one or two short sentences.
    body:    optional longer reading that goes with it (a script entry, a
             chapter's story): paragraphs separated by blank lines, in the
             light Markdown the rules screen renders (# and ## headings,
             - bullets, **bold**). The match screen shows it in a scrolling
             reader above the answers; "" (the default) shows none.
    """

    seat: int
    kind: str
    text: str
    options: tuple[Option, ...]
    context: dict[str, Any] = field(default_factory=dict, compare=False)
    body: str = ""

    def option(self, value: str) -> Option | None:
        for candidate in self.options:
            if candidate.value == value:
                return candidate
        return None

    @property
    def values(self) -> list[str]:
        return [option.value for option in self.options]


# a roll of dice is an event of this kind; its data holds the faces rolled (each game says what else)
ROLL_EVENT = "dice_rolled"


def matches(event: "Event", patterns: "tuple[tuple[str, dict], ...]") -> bool:
    """Whether the event is one of patterns: (kind, data values it must have), e.g.
    ("card_drawn", {"deck": "apocalypse"})."""
    return any(event.kind == kind and all(event.data.get(key) == value for key, value in data.items())
               for kind, data in patterns)


@dataclass(slots=True)
class Event:
    """Something that happened, for the log, the hand-off summary and animations.

    cause names the rule or card responsible ("rule:auction", "card:l1-diner").
    seats is None when every seat may know it, else the seats that may.
    reveals marks events that show hidden information; like randomness they
    end what can be undone.
    """

    kind: str
    text: str
    cause: str
    seats: tuple[int, ...] | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    reveals: bool = False

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)

    def to_json(self) -> dict:
        return {"kind": self.kind, "text": self.text, "cause": self.cause,
                "seats": list(self.seats) if self.seats is not None else None,
                "data": self.data, "reveals": self.reveals}

    @classmethod
    def from_json(cls, data: dict) -> "Event":
        seats = data.get("seats")
        return cls(data["kind"], data["text"], data["cause"],
                   tuple(seats) if seats is not None else None,
                   dict(data.get("data", {})), bool(data.get("reveals", False)))
