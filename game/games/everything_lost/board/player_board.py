"""The player board (dark): the XP track with the next-level border, threat 0..7 with the drop after a
fight printed small beside each space, willpower and health 1..6, the bitten spot (a chip; a bite; a
bandage over a covered bite), the resource tracks up to their limits, the home status 0..5, and the
dice tray: the white dice in front of you and those in the holding box. Element ids: ``track:<name>``,
``bitten``, ``res:<resource>``, ``home``, ``dice:hand``, ``dice:held``, ``level``."""
from __future__ import annotations

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from .. import pieces
from .. import tooltips as tips
from .text import EL, line
from ..rules.state import DICE, HOME_TOP, THREAT_DROP, THREAT_TOP, TRACK_TOP

TRACK_FILL = {"xp": (70, 110, 150), "threat": (150, 50, 40), "willpower": (90, 120, 70), "health": (160, 60, 70)}
RES_FILL = {"antidote": (80, 150, 140), "bandages": (210, 206, 196), "materials": (150, 110, 70), "food": (190, 150, 60)}


class PlayerBoardArea(LayeredBoard):
    """Draws the dark player board with its tracks and the dice."""

    def _space(self, layer, rect, fill, label: str, lit: bool) -> None:
        pygame.draw.rect(layer, art.darken(fill, 0.55) if not lit else fill, rect, border_radius=max(2, rect.height // 5))
        pygame.draw.rect(layer, art.lighten(fill, 0.25), rect, 1, border_radius=max(2, rect.height // 5))
        if label:
            line(layer, label, rect.inflate(-2, 0), round(rect.height * 0.55), EL["bone"], bold=True, align="center")

    def _track_row(self, layer, ctx, row: pygame.Rect, name: str, label: str, values: list[int], at: int,
                   fill, drops: tuple | None = None, border_after: int | None = None) -> None:
        label_w = round(row.width * 0.24)
        line(layer, label, pygame.Rect(row.x, row.y, label_w - 2, row.height), self._sz(12), EL["muted"], bold=True)
        n = len(values)
        space = min(row.height - 2, (row.width - label_w) // max(1, n) - 2)
        x = row.x + label_w
        for k, value in enumerate(values):
            rect = pygame.Rect(x + k * (space + 2), row.centery - space // 2, space, space)
            lit = value <= at if name != "threat" and name != "xp" else value == at
            drop = drops is not None and space >= 16
            # with the drop after a fight printed in the corner, the space's number moves up and left
            label = rect if not drop else pygame.Rect(rect.x, rect.y, round(space * 0.68), round(space * 0.72))
            self._space(layer, rect, fill, "", lit)
            if value == at:
                chip = pieces.chip(round(space * (0.62 if drop else 0.7)))
                layer.blit(chip, chip.get_rect(center=label.center if drop else rect.center))
            line(layer, str(value), label.inflate(-2, 0), round(space * (0.5 if drop else 0.55)), EL["bone"], bold=True,
                 align="center")
            if drop:
                words = f"-{drops[k]}"
                tw = art.text_size(words, 10, True)[0] + 3
                tag = pygame.Rect(rect.right - tw, rect.bottom - 12, tw, 12)
                pygame.draw.rect(layer, (24, 12, 10), tag, border_radius=3)
                line(layer, words, tag, 10, (255, 222, 150), bold=True, align="center")
            if border_after is not None and value == border_after:
                bx = rect.right + 1
                pygame.draw.line(layer, EL["yellow"], (bx, rect.y - 3), (bx, rect.bottom + 3), max(2, self._sz(3)))
        self._box(ctx, f"track:{name}", row, tips.tooltip(ctx.view, f"track:{name}", self.content))

    def _draw_player_board(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        layer.blit(art.panel(lay.board.size, EL["board"], self._sz(10), border=(70, 74, 78)), lay.board)
        t = lay.tracks
        rows = [pygame.Rect(t.x, t.y + k * t.height // 4, t.width, t.height // 4) for k in range(4)]
        level = int(view.get("level", 1))
        need = tips.xp_needed(level)
        self._track_row(layer, ctx, rows[0], "xp", f"XP · L{level}", list(range(0, need + 1)), int(view.get("xp", 0)),
                        TRACK_FILL["xp"], border_after=need - 1)
        self._track_row(layer, ctx, rows[1], "threat", "THREAT", list(range(THREAT_TOP + 1)), int(view.get("threat", 0)),
                        TRACK_FILL["threat"], drops=THREAT_DROP)
        self._track_row(layer, ctx, rows[2], "willpower", "WILL", list(range(1, TRACK_TOP + 1)),
                        int(view.get("willpower", 1)), TRACK_FILL["willpower"])
        self._track_row(layer, ctx, rows[3], "health", "HEALTH", list(range(1, TRACK_TOP + 1)),
                        int(view.get("health", 1)), TRACK_FILL["health"])
        # the bitten spot
        b = lay.bitten
        line(layer, "BITTEN", pygame.Rect(b.x, b.y, b.width, self._sz(16)), self._sz(11), EL["muted"], bold=True,
             align="center")
        spot = min(b.width, b.height - self._sz(20)) - 4
        srect = pygame.Rect(0, 0, spot, spot)
        srect.center = (b.centerx, b.y + self._sz(18) + (b.height - self._sz(18)) // 2)
        pygame.draw.circle(layer, (60, 20, 20), srect.center, spot // 2)
        pygame.draw.circle(layer, (110, 40, 40), srect.center, spot // 2, 2)
        if view.get("bitten"):
            piece = pieces.bite(spot, bool(view.get("bite_covered")))
        else:
            piece = pieces.chip(round(spot * 0.8))
        layer.blit(piece, piece.get_rect(center=srect.center))
        self._box(ctx, "bitten", srect, tips.tooltip(view, "bitten", self.content))
        # resources
        r = lay.resources
        limits, res = view.get("limits") or {}, view.get("res") or {}
        for k, name in enumerate(("antidote", "bandages", "materials", "food")):
            row = pygame.Rect(r.x, r.y + k * r.height // 4, r.width, r.height // 4)
            label_w = round(row.width * 0.37)
            line(layer, tips.RESOURCE_NAMES[name].split()[-1].upper()[:9], pygame.Rect(row.x, row.y, label_w, row.height),
                 self._sz(11), EL["muted"], bold=True)
            top = int(limits.get(name, 0))
            have = int(res.get(name, 0))
            space = min(row.height - 2, (row.width - label_w) // max(1, top + 1) - 2)
            for v in range(top + 1):
                rect = pygame.Rect(row.x + label_w + v * (space + 2), row.centery - space // 2, space, space)
                self._space(layer, rect, RES_FILL[name], str(v), v == have)
                if v == have:
                    chip = pieces.chip(round(space * 0.7))
                    layer.blit(chip, chip.get_rect(center=rect.center))
                    line(layer, str(v), rect, round(space * 0.5), EL["bone"], bold=True, align="center")
            self._box(ctx, f"res:{name}", row, tips.tooltip(view, f"res:{name}", self.content))
        # home status: a column, 5 at the top
        h = lay.home
        line(layer, "HOME", pygame.Rect(h.x, h.y, h.width, self._sz(16)), self._sz(11), EL["muted"], bold=True,
             align="center")
        top = h.y + self._sz(18)
        space = min(h.width - 4, (h.bottom - top) // (HOME_TOP + 1) - 2)
        home = int(view.get("home", 0))
        for v in range(HOME_TOP + 1):
            rect = pygame.Rect(0, 0, space, space)
            rect.midtop = (h.centerx, top + (HOME_TOP - v) * (space + 2))
            self._space(layer, rect, (120, 30, 30) if v == 0 else (110, 100, 80), str(v), v == home)
            if v == home:
                cube = pieces.cube(round(space * 0.7))
                layer.blit(cube, cube.get_rect(center=rect.center))
        self._box(ctx, "home", h, tips.tooltip(view, "home", self.content))
        self._draw_dice_tray(layer, ctx)

    def _draw_dice_tray(self, layer, ctx) -> None:
        d, view = self._layout.dice, ctx.view
        hand, held = int(view.get("hand", 0)), int(view.get("held", 0))
        half = d.height // 2
        front = pygame.Rect(d.x, d.y, d.width, half - 2)
        box = pygame.Rect(d.x, d.y + half + 2, d.width, d.height - half - 2)
        size = max(12, min(front.height - self._sz(18), (d.width - 8) // DICE - 4))
        for rect, count, title, target in ((front, hand, "IN FRONT OF YOU", "dice:hand"),
                                           (box, held, "HOLDING BOX", "dice:held")):
            if target == "dice:held":
                pygame.draw.rect(layer, (22, 22, 24), rect, border_radius=self._sz(6))
                pygame.draw.rect(layer, (90, 90, 94), rect, 1, border_radius=self._sz(6))
            line(layer, f"{title} · {count}", pygame.Rect(rect.x + 4, rect.y + 1, rect.width - 8, self._sz(15)),
                 self._sz(11), EL["muted"], bold=True)
            y = rect.y + self._sz(16) + max(0, (rect.height - self._sz(16) - size) // 2)
            strip = pygame.Rect(rect.x + 2, y - 1, rect.width - 4, size + 2).clip(rect)
            self._keep_patch(layer, ("tray", target), strip)      # the animations roll dice here
            self._tray[target] = (strip, size, count)
            for k in range(count):
                # unrolled dice: their faces mean nothing yet, so they lie showing a fixed mix
                layer.blit(pieces.die("white", (3, 5, 2, 6, 4)[k % 5], size, dim=target == "dice:held"),
                           (rect.x + 4 + k * (size + 4), y))
            self._box(ctx, target, rect, tips.tooltip(view, target, self.content))


__all__ = ["PlayerBoardArea"]
