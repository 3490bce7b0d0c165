"""Every text colour of the shared theme reads against every background it is drawn on: at least
4.5:1 (WCAG 2, AA for body text). Disabled controls are exempt, as WCAG allows."""
from __future__ import annotations

import json

import pytest

from game.ui.art.color import contrast_ratio
from game.ui.theme import Colors, theme_path

TEXTS = ("TEXT", "TEXT_MUTED", "TEXT_FAINT", "ACCENT", "DANGER", "GOOD")
BACKGROUNDS = ("BACKGROUND", "PANEL", "PANEL_RAISED")


def test_the_contrast_ratio_is_wcags():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("background", BACKGROUNDS)
def test_theme_text_on_theme_panels(text, background):
    ratio = contrast_ratio(getattr(Colors, text), getattr(Colors, background))
    assert ratio >= 4.5, f"{text} on {background}: {ratio:.2f}:1"


def _hex(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def test_widget_text_on_widget_backgrounds():
    theme = json.loads(theme_path().read_text("utf-8"))
    defaults = theme["defaults"]["colours"]
    for name, block in theme.items():
        if "scroll_bar" in name:        # a bar and its arrows: no text on them
            continue
        colours = {**defaults, **block.get("colours", {})}
        for state in ("normal", "hovered", "selected"):
            text, background = colours.get(f"{state}_text"), colours.get(f"{state}_bg")
            if text and background and len(background.lstrip("#")) == 6:
                ratio = contrast_ratio(_hex(text), _hex(background))
                assert ratio >= 4.5, f"{name} {state}: {text} on {background} is {ratio:.2f}:1"
