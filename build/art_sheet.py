"""Render a contact sheet of the procedural art, for eyeballing changes.

    SDL_VIDEODRIVER=dummy .venv/bin/python build/art_sheet.py [out.png]

Default output: screenshots/art_sheet.png (relative to the repository root).
Shows every die face (normal, horde, colour-blind), the tokens, figures,
icons, card backs and sample Hit Z Road cards at two sizes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Headless by default: the sheet needs no window.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

import pygame  # noqa: E402

SAMPLE_CARDS = [
    {
        "id": "l1-abandoned-diner",
        "name": "Abandoned Diner",
        "level": 1,
        "points": 1,
        "zombies": 2,
        "horde": 0,
        "poker": "",
        "scavenge": {"ammo": 1, "gas": 0, "adrenaline": 0},
        "kind": "none",
        "text": "Pie still warm. Nobody home.",
    },
    {
        "id": "l1-roadside-chapel",
        "name": "Roadside Chapel",
        "level": 1,
        "points": 2,
        "zombies": 0,
        "horde": 0,
        "poker": "",
        "scavenge": {"ammo": 0, "gas": 1, "adrenaline": 1},
        "kind": "event",
        "text": "A survivor hides in the bell tower. Pay 1 Gas to give them a lift: gain 1 survivor. "
        "Otherwise roll a die; on a casualty lose 1 Adrenaline.",
    },
    {
        "id": "l2-flooded-underpass",
        "name": "Flooded Underpass",
        "level": 2,
        "points": 3,
        "zombies": 4,
        "horde": 0,
        "poker": "Q",
        "scavenge": {"ammo": 2, "gas": 1, "adrenaline": 0},
        "kind": "fight",
        "text": "Knee-deep water: no ranged roll in this fight, and fleeing costs 3 Gas.",
    },
    {
        "id": "l3-stadium-horde",
        "name": "Stadium of the Damned",
        "level": 3,
        "points": 6,
        "zombies": 6,
        "horde": 2,
        "poker": "K",
        "scavenge": {"ammo": 3, "gas": 2, "adrenaline": 2},
        "kind": "fight",
        "text": "The whole crowd came back for the final. You may not flee this fight. Roll 3 dice per Ammo "
        "in the ranged roll while the floodlights still work.",
    },
]

SAMPLE_EPILOGUE = {
    "id": "epilogue-ammo",
    "name": "Armed to the Teeth",
    "resource": "ammo",
    "points": 3,
    "text": "The player with the most Ammo left scores 3 points. Ties: everyone tied scores.",
}


def build_sheet() -> pygame.Surface:
    from game.games.hit_z_road import card_art, pieces
    from game.ui import art

    width, gap = 1600, 12
    sheet = pygame.Surface((width, 2200))
    sheet.fill(art.PALETTE["asphalt"])
    y = gap

    def heading(label: str) -> None:
        nonlocal y
        rendered = art.text(label, 18, art.PALETTE["road_yellow"])
        sheet.blit(rendered, (gap, y))
        y += rendered.get_height() + 6

    heading("Dice: black, horde, colour-blind (64 px) and small (28 px)")
    faces = pieces.DIE_FACES + pieces.PIP_FACES
    for horde in (False, True):
        for colorblind in (False, True):
            x = gap
            for face in faces:
                sheet.blit(pieces.die_face(face, 64, horde, colorblind), (x, y))
                x += 70
            if not colorblind:
                for face in pieces.DIE_FACES:
                    sheet.blit(pieces.die_face(face, 28, horde), (x + 10, y + 18))
                    x += 32
            y += 70

    heading("Resource tokens, special tokens, seat markers")
    x = gap
    for kind in art.RESOURCE_SHAPES:
        sheet.blit(art.resource_token(kind, 64), (x, y))
        sheet.blit(art.resource_token(kind, 24), (x + 20, y + 68))
        x += 72
    x += 20
    for kind in pieces.SPECIAL_TOKENS:
        sheet.blit(pieces.special_token(kind, 64), (x, y))
        sheet.blit(pieces.special_token(kind, 28), (x + 18, y + 68))
        x += 72
    x += 20
    for seat in art.PLAYER_COLORS:
        sheet.blit(art.shape_marker(seat.shape, 28, seat.rgb), (x, y + 8))
        sheet.blit(art.text(seat.letter, 16, seat.rgb), (x + 8, y + 42))
        x += 36
    y += 104

    heading("Figures")
    x = gap
    for index, seat in enumerate(art.PLAYER_COLORS):
        sheet.blit(art.meeple(64, seat.rgb, lead=index == 0), (x, y + 16))
        x += 70
    for size in (80, 48, 32):
        sheet.blit(pieces.zombie(size), (x, y + 80 - size))
        x += size + 8
    sheet.blit(art.meeple(32, art.PLAYER_COLORS[4].rgb, lead=True), (x, y + 48))
    y += 92

    heading("Icons (40 px and 20 px)")
    x = gap
    for name in art.ICON_NAMES:
        sheet.blit(art.icon(name, 40), (x, y))
        sheet.blit(art.icon(name, 20, art.PALETTE["road_yellow"]), (x + 10, y + 44))
        x += 52
    y += 76

    heading("Hit Z Road cards (300 x 420), backs, epilogue, UI panel")
    x = gap
    for card in SAMPLE_CARDS:
        sheet.blit(card_art.card_face(card, (300, 420)), (x, y))
        x += 300 + gap
    sheet.blit(card_art.epilogue_face(SAMPLE_EPILOGUE, (300, 420)), (x, y))
    y += 420 + gap

    heading("Readable at 180 x 252: the same cards, backs, an override face")
    x = gap
    for card in SAMPLE_CARDS:
        sheet.blit(card_art.card_face(card, (180, 252)), (x, y))
        x += 180 + gap
    for level in (1, 2, 3):
        sheet.blit(card_art.card_back(level, (180, 252)), (x, y))
        x += 180 + gap
    sheet.blit(card_art.card_face(SAMPLE_CARDS[3], (180, 252), override=_sample_override(art)), (x, y))
    y += 252 + gap

    heading("Every landmark (level 1, 2, 3 skies), 180 x 252")
    x = gap
    for index, landmark in enumerate(card_art.LANDMARK_NAMES):
        card_id = _id_with_landmark(card_art, landmark)
        card = {
            "id": card_id,
            "name": landmark.replace("_", " ").title(),
            "level": index % 3 + 1,
            "points": index % 4,
            "zombies": index % 5,
            "horde": 1 if index % 5 == 4 else 0,
            "scavenge": {"ammo": index % 2},
            "kind": "none",
            "text": "",
        }
        face = card_art.card_face(card, (180, 252))
        sheet.blit(pygame.transform.smoothscale(face, (116, 162)), (x, y))
        x += 116 + 6
    y += 162 + gap

    heading("UI panel with icons, and the epilogue variants")
    panel = art.panel((300, 90), border=None)
    sheet.blit(panel, (gap, y))
    sheet.blit(art.text("Panel: translucent, subtle rim", 16), (gap + 12, y + 10))
    for i, name in enumerate(("play", "pause", "settings", "save", "load", "quit")):
        sheet.blit(art.icon(name, 28), (gap + 12 + i * 40, y + 44))
    x = gap + 320
    for resource in ("gas", "adrenaline", "survivors"):
        card = {
            **SAMPLE_EPILOGUE,
            "id": f"epilogue-{resource}",
            "resource": resource,
            "name": f"Most {resource.title()}",
        }
        sheet.blit(card_art.epilogue_face(card, (180, 252)), (x, y))
        x += 180 + gap
    y += 252 + gap
    return sheet.subsurface((0, 0, width, min(sheet.get_height(), y))).copy()


def _sample_override(art) -> pygame.Surface:
    """Stands in for a modder's PNG: not card-shaped, so the cover-crop shows."""
    picture = art.vertical_gradient((240, 240), [(0.0, (30, 60, 110)), (1.0, (200, 120, 60))])
    pygame.draw.circle(picture, (250, 220, 120), (120, 90), 40)
    pygame.draw.polygon(picture, (20, 20, 30), [(0, 240), (0, 170), (70, 120), (150, 180), (240, 130), (240, 240)])
    label = art.text("MODDER'S PNG", 22, (255, 255, 255))
    picture.blit(label, label.get_rect(center=(120, 215)))
    return picture


def _id_with_landmark(card_art, landmark: str) -> str:
    """A card id whose hash picks ``landmark`` (so the sheet shows them all)."""
    for n in range(1000):
        candidate = f"sheet-{landmark}-{n}"
        if card_art.landmark_for(candidate) == landmark:
            return candidate
    raise RuntimeError(f"no id found for {landmark}")


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else REPO_ROOT / "screenshots" / "art_sheet.png"
    pygame.display.init()
    pygame.font.init()
    sheet = build_sheet()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
