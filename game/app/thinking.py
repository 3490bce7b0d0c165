"""A bot's answer worked out on a thread of its own, so the window stays alive while the bot thinks.

Only a bot that thinks for a set time (the searching bot, core/search.py) needs it; the others answer
within a frame. The answer is given on the main thread, where every answer is given: the thread only
reads the match, and nothing else may change it meanwhile (no person answers, undo waits for a person).
"""
from __future__ import annotations

import threading
from typing import Any, Callable

from ..core.session import Session


def thinks(bot: Any) -> bool:
    return getattr(bot, "reads_view", True) == "samples"


class Thinking:
    """One bot answer (or, given `work`, a hint) being worked out; `done` once it is ready (or failed, its
    error kept to be raised)."""

    def __init__(self, session: Session, work: Callable[[], Any] | None = None) -> None:
        self.session = session
        self.answers_before = len(session.match.answers)
        self.value: Any = None
        self.error: BaseException | None = None
        self._work = work or session.bot_choice
        self._thread = threading.Thread(target=self._run, name="bot thinking", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.value = self._work()
        except BaseException as error:          # raised again on the main thread, where errors are shown
            self.error = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def answer(self) -> Any:
        """The answer, once done; raises what the bot raised. A match moved on meanwhile is a bug."""
        if self.error is not None:
            raise self.error
        if len(self.session.match.answers) != self.answers_before or self.value is None:
            raise RuntimeError("the match changed while a bot was thinking")
        return self.value
