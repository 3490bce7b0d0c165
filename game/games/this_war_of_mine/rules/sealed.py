"""The sealed components (L1344-1352), our own contents.

- The Closed Envelope "317" (module envelope_317): torn open once a playthrough, when the Leader judges it
  time for a last, desperate effort: an answer beside the Leader's question by day or while scavenging
  (ours: the moments "at any time" has elsewhere, L781), which interrupts it; script 317 is read. What is
  inside is not shown anywhere until then. Ours: once a playthrough, not once ever (each war's box is new).
- A Strange Package (module strange_package): opened only after a war survived (L1352); the app keeps that
  on this computer (game/app/progress.py) and New game refuses the module until then. Its contents are
  Narrative Action cards of that module, shuffled into the deck."""
from __future__ import annotations

from .state import State

ENVELOPE = "envelope_317"
PACKAGE = "strange_package"
OPEN_ENVELOPE = "open_envelope"
ENVELOPE_SCRIPT = "317"
OPENED = "envelope_opened"              # kept in the state's stats, as the loss that shuffles in the Desperate Measures
WINDOWS = ("day", "scavenging")


def envelope_option(state: State, window: str) -> list[tuple[str, str, str | None]]:
    if ENVELOPE not in state.options or window not in WINDOWS or state.stats.get(OPENED):
        return []
    return [(OPEN_ENVELOPE, 'Tear open the closed envelope "317" (once: for a last, desperate effort)', None)]


def open_envelope(state: State, events: list) -> None:
    from .scripts import read_script
    from .state import _ev
    state.stats[OPENED] = True
    _ev(events, "envelope", 'The Leader tears open the envelope marked "317".', "rule:envelope_317", {})
    read_script(state, ENVELOPE_SCRIPT, None)
