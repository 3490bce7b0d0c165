"""Draw the example mod's card art (docs/example-mod/desert-detour/art/*.png) with Pillow.

The picture is drawn by this code, so it is ours to ship. Run it again after
changing it:  .venv/bin/python tests/mods/make_example_art.py
"""
from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

CARD_ID = "dd-mirage-motel"
SIZE = (240, 336)
OUT = Path(__file__).resolve().parents[2] / "docs" / "example-mod" / "desert-detour" / "art" / f"{CARD_ID}.png"


def draw() -> Image.Image:
    width, height = SIZE
    image = Image.new("RGB", SIZE)
    pen = ImageDraw.Draw(image)
    horizon = int(height * 0.58)
    for y in range(horizon):  # dusk sky: violet at the top to orange at the horizon
        t = y / horizon
        pen.line([(0, y), (width, y)], fill=(int(70 + 180 * t), int(40 + 100 * t), int(110 - 60 * t)))
    pen.ellipse([width * 0.55, horizon - 70, width * 0.55 + 64, horizon - 6], fill=(255, 214, 120))
    for y in range(horizon, height):  # sand
        t = (y - horizon) / (height - horizon)
        pen.line([(0, y), (width, y)], fill=(int(214 - 60 * t), int(160 - 50 * t), int(96 - 40 * t)))
    # mesas on the horizon
    pen.polygon([(0, horizon), (0, horizon - 40), (30, horizon - 46), (58, horizon - 40), (66, horizon)],
                fill=(120, 60, 50))
    pen.polygon([(170, horizon), (180, horizon - 28), (226, horizon - 30), (240, horizon - 22), (240, horizon)],
                fill=(132, 70, 58))
    # the road, vanishing at the centre of the horizon
    pen.polygon([(width // 2 - 3, horizon), (width // 2 + 3, horizon), (width - 20, height), (20, height)],
                fill=(58, 54, 60))
    for i in range(6):  # dashed centre line
        top = horizon + 6 + i * i * 4
        pen.polygon([(width // 2 - 1 - i, top), (width // 2 + 1 + i, top),
                     (width // 2 + 2 + i, top + 4 + 2 * i), (width // 2 - 2 - i, top + 4 + 2 * i)],
                    fill=(236, 206, 90))
    # the motel: a low block with a sign on a pole, its neon half dead
    pen.rectangle([22, horizon - 22, 92, horizon + 10], fill=(196, 170, 140), outline=(60, 40, 40))
    for x in range(28, 88, 14):
        pen.rectangle([x, horizon - 14, x + 8, horizon + 2], fill=(40, 34, 50))
    pen.line([(104, horizon + 10), (104, horizon - 62)], fill=(50, 40, 40), width=3)
    pen.rounded_rectangle([84, horizon - 92, 134, horizon - 62], radius=6, fill=(40, 30, 60),
                          outline=(90, 240, 220), width=2)
    pen.text((92, horizon - 84), "M TEL", fill=(255, 110, 170))
    # a shambling shape far down the road
    pen.ellipse([149, horizon + 20, 155, horizon + 26], fill=(70, 90, 60))
    pen.line([(152, horizon + 26), (152, horizon + 40)], fill=(70, 90, 60), width=3)
    pen.rectangle([0, 0, width - 1, height - 1], outline=(30, 20, 20), width=4)
    return image


def main() -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    draw().quantize(colors=64).save(OUT, optimize=True)
    print(f"{OUT} ({OUT.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
