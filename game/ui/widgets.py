"""Widgets every scene shares: buttons, wrapped and scrolling text,
a small Markdown renderer, seat badges, the players' status and the log (the
answer list is answer_list.py, the title's menu menu.py). Scenes compose these; none of them
knows any game's rules. pygame_gui is imported where a widget is made: the title needs none.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

import pygame

from . import art
from .theme import Colors, FontBook, seat_style

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton, UILabel

    from ..core.prompt import Event


# --- plain text ------------------------------------------------------------
def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; words longer than the width are cut so nothing spills out."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def blit_text(surface: pygame.Surface, text: str, font: pygame.font.Font, color, pos,
              anchor: str = "topleft") -> pygame.Rect:
    image = font.render(text, True, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def blit_wrapped(surface: pygame.Surface, text: str, font: pygame.font.Font, color, rect: pygame.Rect,
                 max_lines: int | None = None) -> int:
    """Wrapped text from rect's top-left; returns the height used."""
    lines = wrap_text(text, font, rect.width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [ellipsize(" ".join(lines[max_lines - 1:]), font, rect.width)]
    y = rect.top
    for line in lines:
        blit_text(surface, line, font, color, (rect.left, y))
        y += font.get_linesize()
    return y - rect.top


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# --- surfaces: backdrop, panels, tooltips, toasts ----------------------------
@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Night asphalt with a faded centre line and a hazard stripe along the bottom."""
    width, height = size
    surface = art.vertical_gradient(size, [(0.0, (30, 32, 36)), (0.6, (22, 24, 27)), (1.0, (14, 15, 17))]).convert()
    dash_w, dash_h = max(6, width // 160), max(30, height // 14)
    x = int(width * 0.78)
    for y in range(-dash_h // 2, height, dash_h * 2):
        pygame.draw.rect(surface, (58, 54, 38), (x, y, dash_w, dash_h), border_radius=2)
    stripe_h = max(10, height // 60)
    stripe = pygame.Surface((width, stripe_h))
    stripe.fill(Colors.ACCENT)
    step = stripe_h * 2
    for sx in range(-stripe_h, width + stripe_h, step):
        pygame.draw.polygon(stripe, Colors.HAZARD_DARK,
                            [(sx, stripe_h), (sx + stripe_h, 0), (sx + stripe_h * 2, 0), (sx + stripe_h, stripe_h)])
    surface.blit(stripe, (0, height - stripe_h))
    return surface


def draw_backdrop(surface: pygame.Surface) -> None:
    surface.blit(_backdrop(surface.get_size()), (0, 0))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, raised: bool = False, radius: int = 10,
               border=None) -> None:
    color = Colors.PANEL_RAISED if raised else Colors.PANEL
    surface.blit(art.panel(rect.size, color + (250,), radius=radius, border=border), rect.topleft)


def draw_dim(surface: pygame.Surface, alpha: int = 190) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(Colors.OVERLAY[:3] + (alpha,))
    surface.blit(veil, (0, 0))


def draw_tooltip(surface: pygame.Surface, fonts: FontBook, text: str, pos: tuple[int, int],
                 avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A tooltip near pos: never under the pointer, inside the window, and clear of `avoid` (the
    answer list) whenever the window has room for that. Returns where it was drawn."""
    font = fonts.small()
    bounds = surface.get_rect()
    pad = round(8 * fonts.scale)
    width = min(round(300 * fonts.scale), bounds.width - 2 * pad - 8)
    lines = wrap_text(text, font, width)
    inner_w = min(width, max(font.size(line)[0] for line in lines))
    box = tooltip_box((inner_w + pad * 2, len(lines) * font.get_linesize() + pad * 2), pos, bounds, avoid,
                      round(16 * fonts.scale))
    draw_panel(surface, box, raised=True, radius=6, border=Colors.ACCENT + (255,))
    clip = surface.get_clip()
    surface.set_clip(box.inflate(-2, -2))
    for index, line in enumerate(lines):
        blit_text(surface, line, font, Colors.TEXT, (box.x + pad, box.y + pad + index * font.get_linesize()))
    surface.set_clip(clip)
    return box


def tooltip_box(size: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect, avoid: pygame.Rect | None,
                offset: int = 16) -> pygame.Rect:
    """Where a tooltip of `size` goes: below right of the pointer, else below left, above right,
    above left; the first that fits inside bounds, off the pointer and clear of avoid."""
    x, y = pos
    box = pygame.Rect((0, 0), size)
    spots = ((x + offset, y + offset + 2), (x - offset - box.width, y + offset + 2),
             (x + offset, y - offset - box.height), (x - offset - box.width, y - offset - box.height))
    fallback = None
    for left, top in spots:
        box.topleft = (left, top)
        if not bounds.contains(box) or box.collidepoint(pos):
            continue
        if avoid is None or not box.colliderect(avoid):
            return box
        fallback = fallback or pygame.Rect(box)
    if fallback is None:
        box.topleft = spots[0]
        box.clamp_ip(bounds)
        if avoid is not None and box.colliderect(avoid) and avoid.left - box.width >= bounds.left:
            box.right = avoid.left - 1          # beside the answer list rather than over it
        return box
    if avoid is not None and avoid.left - fallback.width >= bounds.left:
        fallback.right = avoid.left - 1
    return fallback


def draw_toast(surface: pygame.Surface, fonts: FontBook, text: str, bottom: int, *, error: bool = False) -> pygame.Rect:
    font = fonts.body()
    pad = round(12 * fonts.scale)
    image = font.render(text, True, Colors.TEXT)
    box = image.get_rect().inflate(pad * 2, pad)
    box.midbottom = (surface.get_width() // 2, bottom)
    border = (Colors.DANGER if error else Colors.ACCENT) + (255,)
    draw_panel(surface, box, raised=True, radius=8, border=border)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def draw_screen_title(surface: pygame.Surface, fonts: FontBook, title: str, subtitle: str = "",
                      margin: int = 48) -> int:
    """The heading every menu screen shares; returns the y where content may start."""
    scale = fonts.scale
    x, y = round(margin * scale), round(30 * scale)
    bar = pygame.Rect(x, y + round(6 * scale), round(8 * scale), round(40 * scale))
    pygame.draw.rect(surface, Colors.ACCENT, bar, border_radius=2)
    rect = blit_text(surface, title, fonts.get(34, bold=True), Colors.TEXT, (bar.right + round(14 * scale), y))
    bottom = rect.bottom
    if subtitle:
        bottom = blit_text(surface, subtitle, fonts.body(), Colors.TEXT_MUTED,
                           (rect.left, rect.bottom)).bottom
    return bottom + round(18 * scale)


# --- seats -------------------------------------------------------------------
def seat_badge(color_index: int, size: int, colorblind: bool) -> pygame.Surface:
    """A seat's marker: its colour as a disc, or with colour-blind mode its shape and letter."""
    style = seat_style(color_index)
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    if colorblind:
        badge.blit(art.shape_marker(style.shape, size, style.rgb), (0, 0))
    else:
        center = (size // 2, size // 2)
        pygame.draw.circle(badge, (12, 12, 14), center, size // 2)
        pygame.draw.circle(badge, style.rgb, center, size // 2 - max(1, size // 12))
    if colorblind:
        font = art.get_font(max(8, int(size * 0.5)), bold=True)
        letter = font.render(style.letter, True, (16, 16, 16))
        badge.blit(letter, letter.get_rect(center=(size // 2, size // 2 + 1)))
    return badge


# --- buttons and menus ---------------------------------------------------------
_press_feedback: list[Callable[[], None]] = []     # what every button press also does (the app's click sound)


def on_every_press(feedback: Callable[[], None] | None) -> None:
    """Set (or with None clear) what a press of any button also does, before its own command."""
    _press_feedback[:] = [feedback] if feedback is not None else []


def button_pressed() -> None:
    for feedback in _press_feedback:
        feedback()


def _with_feedback(command: Callable[[], None]) -> Callable[[], None]:
    def pressed() -> None:
        button_pressed()
        command()
    return pressed


def make_button(manager, rect: pygame.Rect, text: str, command: Callable[[], None] | None = None, *,
                container=None, object_id: str | None = None, class_id: str | None = None,
                tooltip: str | None = None, enabled: bool = True) -> UIButton:
    import pygame_gui
    from pygame_gui.elements import UIButton
    button = UIButton(rect, text, manager, container=container, tool_tip_text=tooltip or None,
                      object_id=pygame_gui.core.ObjectID(object_id=object_id, class_id=class_id),
                      command=_with_feedback(command) if command is not None else None)
    if not enabled:
        button.disable()
    return button


def make_label(manager, rect: pygame.Rect, text: str, *, container=None, object_id: str | None = None) -> UILabel:
    import pygame_gui
    from pygame_gui.elements import UILabel
    return UILabel(rect, text, manager, container=container,
                   object_id=pygame_gui.core.ObjectID(object_id=object_id))


class KeyboardFocus:
    """Tab/Shift-Tab/arrows move a highlight among buttons; Enter presses the highlighted one.

    pygame_gui has no focus ring for buttons, so the highlight is the
    button's 'selected' look and Enter calls the same command a click does.
    """

    def __init__(self, buttons: Sequence[UIButton] = (), index: int = 0) -> None:
        self.buttons: list[UIButton] = []
        self.index = -1
        self.set_buttons(buttons, index)

    def set_buttons(self, buttons: Sequence[UIButton], index: int = 0) -> None:
        self.buttons = list(buttons)
        self.index = -1
        enabled = [i for i, b in enumerate(self.buttons) if b.is_enabled]
        if enabled:
            self._move_to(index if index in enabled else enabled[0])

    @property
    def current(self) -> UIButton | None:
        return self.buttons[self.index] if 0 <= self.index < len(self.buttons) else None

    def focus(self, index: int) -> None:
        """Move the highlight to the index-th button, if it is enabled."""
        if 0 <= index < len(self.buttons) and self.buttons[index].is_enabled and index != self.index:
            self._move_to(index)

    def _move_to(self, index: int) -> None:
        if self.current is not None and self.current.alive():
            self.current.unselect()
        self.index = index
        if self.current is not None:
            self.current.select()

    def move(self, step: int) -> None:
        count = len(self.buttons)
        if count == 0:
            return
        index = self.index
        for _ in range(count):
            index = (index + step) % count
            if self.buttons[index].is_enabled:
                self._move_to(index)
                return

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Move or press on Tab, Shift-Tab, arrows, Enter; True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.press()
        return False

    def press(self) -> bool:
        button = self.current
        if button is None or not button.is_enabled:
            return False
        press_button(button)
        return True


def press_button(button) -> None:
    """Do what a click on the button does (keyboard activation)."""
    press = getattr(button, "press", None)     # a menu.MenuButton
    if press is not None:
        press()
        return
    import pygame_gui
    button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})


# --- rich text: wrapped, styled lines in a scrolling view -------------------------------
@dataclass(frozen=True)
class TextLine:
    text: str
    style: str = "body"      # h1, h2, body, bullet, muted, error, accent, event
    color: tuple[int, int, int] | None = None


_STYLES = {
    # style: (size, bold, colour, space before, indent)
    "h1": (28, True, Colors.ACCENT, 14, 0),
    "h2": (20, True, Colors.TEXT, 12, 0),
    "body": (16, False, Colors.TEXT, 4, 0),
    "bullet": (16, False, Colors.TEXT, 2, 22),
    "muted": (14, False, Colors.TEXT_MUTED, 2, 0),
    "error": (15, False, Colors.DANGER, 2, 0),
    "accent": (16, True, Colors.ACCENT, 8, 0),
    "event": (15, False, Colors.TEXT, 3, 0),
}
_BOLD_SPLIT = re.compile(r"(\*\*[^*]+\*\*)")


def markdown_lines(source: str) -> list[TextLine]:
    """The Markdown our rules files use: # and ## headings, - bullets, **bold**, paragraphs."""
    lines: list[TextLine] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            lines.append(TextLine(" ".join(paragraph)))
            paragraph.clear()

    for raw in source.splitlines():
        stripped = raw.strip()
        if not stripped:
            flush()
        elif stripped.startswith("## "):
            flush()
            lines.append(TextLine(stripped[3:].strip(), "h2"))
        elif stripped.startswith("# "):
            flush()
            lines.append(TextLine(stripped[2:].strip(), "h1"))
        elif stripped.startswith(("- ", "* ")):
            flush()
            lines.append(TextLine(stripped[2:].strip(), "bullet"))
        elif lines and lines[-1].style == "bullet" and raw.startswith("  ") and not paragraph:
            lines[-1] = TextLine(lines[-1].text + " " + stripped, "bullet")   # continued bullet
        else:
            paragraph.append(stripped)
    flush()
    return lines


def render_rich(lines: Iterable[TextLine], fonts: FontBook, width: int) -> pygame.Surface:
    """All lines wrapped to width on one transparent surface (the scroll view's content)."""
    scale = fonts.scale
    placed: list[tuple[pygame.Surface, int, int]] = []
    y = 0
    for line in lines:
        size, bold, color, space, indent = _STYLES.get(line.style, _STYLES["body"])
        color = line.color or color
        y += round(space * scale) if placed else 0
        indent_px = round(indent * scale)
        regular, strong = fonts.get(size, bold), fonts.get(size, True)
        if line.style == "bullet":
            radius = max(2, round(3 * scale))
            bullet = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(bullet, Colors.ACCENT, (radius, radius), radius)
            placed.append((bullet, round(8 * scale), y + regular.get_linesize() // 2 - radius))
        for row in _wrap_runs(_bold_runs(line.text, bold), regular, strong, width - indent_px):
            x = indent_px
            for text, is_bold in row:
                font = strong if is_bold else regular
                image = font.render(text, True, Colors.TEXT if is_bold and not bold and line.style != "error" else color)
                placed.append((image, x, y))
                x += image.get_width()
            y += regular.get_linesize()
        if line.style == "h1":
            rule_y = y + round(4 * scale)
            rule = pygame.Surface((width, max(1, round(2 * scale))))
            rule.fill(Colors.ACCENT_DARK)
            placed.append((rule, 0, rule_y))
            y = rule_y + round(6 * scale)
    surface = pygame.Surface((max(1, width), max(1, y)), pygame.SRCALPHA)
    for image, x, top in placed:
        surface.blit(image, (x, top))
    return surface


def _bold_runs(text: str, all_bold: bool) -> list[tuple[str, bool]]:
    runs = []
    for part in _BOLD_SPLIT.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**"):
            runs.append((part[2:-2], True))
        else:
            runs.append((part, all_bold))
    return runs


def _wrap_runs(runs: list[tuple[str, bool]], regular: pygame.font.Font, strong: pygame.font.Font,
               width: int) -> list[list[tuple[str, bool]]]:
    """Word-wrap a line made of bold and plain runs, keeping each word's style."""
    words: list[tuple[str, bool]] = []
    for text, is_bold in runs:
        for index, word in enumerate(re.split(r"(\s+)", text)):
            if word:
                words.append((word, is_bold))
    rows: list[list[tuple[str, bool]]] = [[]]
    x = 0
    for word, is_bold in words:
        font = strong if is_bold else regular
        w = font.size(word)[0]
        if word.isspace():
            if rows[-1]:
                rows[-1].append((" ", is_bold))
                x += font.size(" ")[0]
            continue
        if x + w > width and rows[-1]:
            while rows[-1] and rows[-1][-1][0] == " ":
                rows[-1].pop()
            rows.append([])
            x = 0
        rows[-1].append((word, is_bold))
        x += w
    return rows


class ScrollText:
    """Custom-drawn scrolling text (log, rules, away summary): wheel, PageUp/PageDown, a thin bar."""

    def __init__(self, fonts: FontBook) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[TextLine] = []
        self.offset = 0
        self._content: pygame.Surface | None = None

    def set_rect(self, rect: pygame.Rect) -> None:
        if rect.size != self.rect.size:
            self._content = None
        self.rect = pygame.Rect(rect)

    def set_lines(self, lines: list[TextLine], *, stick_to_bottom: bool = False) -> None:
        was_at_bottom = self.at_bottom
        self.lines = list(lines)
        self._content = None
        if stick_to_bottom and was_at_bottom:
            self.scroll_to_bottom()
        else:
            self.offset = min(self.offset, self.max_offset)

    @property
    def content(self) -> pygame.Surface:
        if self._content is None:
            self._content = render_rich(self.lines, self.fonts, max(1, self.rect.width - round(14 * self.fonts.scale)))
        return self._content

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.height)

    @property
    def at_bottom(self) -> bool:
        return self._content is None and self.offset == 0 or self.offset >= self.max_offset

    def scroll_to_bottom(self) -> None:
        self.offset = self.max_offset

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset, self.offset + pixels))

    def handle_event(self, event: pygame.event.Event, *, keys: bool = False,
                     pos: tuple[int, int] | None = None) -> bool:
        """Wheel over the text (at pos, else where the mouse is); with keys, PageUp/PageDown, arrows, Home/End."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pos or pygame.mouse.get_pos()):
            self.scroll(-event.y * round(48 * self.fonts.scale))
            return True
        if keys and event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: self.rect.height - 40, pygame.K_PAGEUP: -(self.rect.height - 40),
                    pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}.get(event.key)
            if step is not None:
                self.scroll(step)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        content = self.content
        visible = pygame.Rect(0, self.offset, content.get_width(), min(self.rect.height, content.get_height()))
        surface.blit(content, self.rect.topleft, visible)
        if content.get_height() > self.rect.height:
            track = pygame.Rect(self.rect.right - round(6 * self.fonts.scale), self.rect.top,
                                round(5 * self.fonts.scale), self.rect.height)
            pygame.draw.rect(surface, Colors.BACKGROUND_LINE, track, border_radius=3)
            thumb_h = max(20, track.height * self.rect.height // content.get_height())
            thumb_y = track.top + (track.height - thumb_h) * self.offset // max(1, self.max_offset)
            pygame.draw.rect(surface, Colors.ACCENT_DARK if self.offset < self.max_offset else Colors.PANEL_BORDER,
                             (track.left, thumb_y, track.width, thumb_h), border_radius=3)


def event_lines(events: Iterable[Event]) -> list[TextLine]:
    """Log entries: a round's end stands out as a divider, reveals and fights in the accent colour."""
    lines = []
    for event in events:
        if event.kind in ("round_end", "round_start"):
            lines.append(TextLine(event.text, "accent"))
        elif event.kind in ("game_end", "outcome"):
            lines.append(TextLine(event.text, "h2"))
        else:
            lines.append(TextLine(event.text, "event"))
    return lines


# --- players' status -------------------------------------------------------------------
HIDDEN_STATUS_KEYS = {"name", "color", "bot", "seat", "index", "id", "is_human", "human", "hand", "cards"}


def status_items(seat_view: dict) -> list[tuple[str, str]]:
    """The (key, value) pairs of a seat's view worth showing: short numbers and words, never nested data."""
    items = []
    for key, value in seat_view.items():
        if key in HIDDEN_STATUS_KEYS or isinstance(value, (dict, list, tuple)) or value is None:
            continue
        if isinstance(value, bool):
            continue
        if isinstance(value, str) and len(value) > 18:
            continue
        items.append((key, str(value)))
    return items


def status_icon(key: str, size: int) -> pygame.Surface | None:
    """The icon for a status counter (resources, points), or None to show its name instead."""
    if key in art.RESOURCE_SHAPES:
        return art.resource_token(key, size)
    if key in ("points", "score", "stars"):
        return art.icon("star", size, Colors.ACCENT)
    if key == "survivors":
        return art.icon("human", size, Colors.TEXT)
    return None


STATUS_LABELS = {"won_count": "cards won"}


def status_label(key: str) -> str:
    return STATUS_LABELS.get(key, key.replace("_", " "))
