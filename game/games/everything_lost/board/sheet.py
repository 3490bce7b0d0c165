"""The player sheet: grey pencil on paper. At the top the mission (code, name, goal); then the town map
you draw as you explore (a ``MapView`` window: unexplored zones are blank paper, explored ones show the
roads, the buildings drawn, the marks, claimed / barricaded / rested and home; the pawn where you are);
below, the level boxes, the five skills with two boxes each, the special actions, the nickname, the
survivors with you, the people you met and the side missions taken. Element ids: ``mission``,
``zone:<name>`` (every zone in sight, explored or not), ``level``, ``skill:<name>``, ``special:<action>``,
``nickname``, ``ally:<k>``, ``survivor:<kind>``, ``side_mission:<k>``."""
from __future__ import annotations

import random

import pygame

from ....ui import art
from ....ui.board_kit import LayeredBoard
from ....ui.map_view import cache_key
from .. import pieces
from .. import tooltips as tips
from ..card_art import common
from ..card_art.common import seed_of
from .text import EL, line, paragraph
from ..rules.state import COLUMNS, ROWS, SKILL_ORDER

PENCIL = (88, 88, 94)
FAINT = (196, 192, 180)
BUILDING_MARK = {"supermarket": "S", "hospital": "+", "diy": "D", "police": "P", "church": "C", "school": "Sc"}
MARK_SIGN = {"success": "v", "fail": "x", "scavenged": "$", "stripped": "#", "searched": "?", "claimed": "F",
             "barricaded": "B", "rested": "z"}


def zone_key(name: str) -> tuple[int, int]:
    """A zone name to a map cell: columns A-F left to right, rows 1-4 bottom to top."""
    return COLUMNS.index(name[0]), ROWS - int(name[1:])


def key_zone(key: tuple[int, int]) -> str:
    return f"{COLUMNS[key[0]]}{ROWS - key[1]}"


def _wobbly(surface, colour, a, b, width, rng: random.Random) -> None:
    """A pencil line: slightly off straight, drawn twice."""
    mid = ((a[0] + b[0]) / 2 + rng.uniform(-1.2, 1.2), (a[1] + b[1]) / 2 + rng.uniform(-1.2, 1.2))
    for off in (0, 1):
        pygame.draw.lines(surface, colour, False, [(a[0] + off * 0.5, a[1]), mid, (b[0], b[1] + off * 0.5)], width)


def draw_zone_picture(size: tuple[int, int], name: str, zone: dict) -> pygame.Surface:
    """One explored zone as sketched on the sheet (transparent outside the pencil)."""
    w, h = size
    s = art.new_surface(size)
    rng = random.Random(seed_of(name))
    cx, cy = w // 2, h // 2
    road = max(3, w // 9)
    lw = max(1, w // 70)
    ends = {"N": (cx, 0), "S": (cx, h), "E": (w, cy), "W": (0, cy)}
    for d in zone.get("roads") or []:
        if d not in ends:
            continue
        ex, ey = ends[d]
        if d in "NS":
            for dx in (-road, road):
                _wobbly(s, PENCIL, (cx + dx, cy), (ex + dx, ey), lw, rng)
        else:
            for dy in (-road, road):
                _wobbly(s, PENCIL, (cx, cy + dy), (ex, ey + dy), lw, rng)
    pygame.draw.circle(s, PENCIL, (cx, cy), road, lw)
    # the buildings drawn, in the four corners around the junction
    # (clear of the zone's name at the top left and of the marks along the bottom)
    corners = [(w * 0.24, h * 0.36), (w * 0.76, h * 0.3), (w * 0.24, h * 0.68), (w * 0.76, h * 0.68)]
    bs = max(8, w // 4 if w >= 44 else w // 5)
    small = 10 if w >= 44 else 7           # the smallest text in a cell this size       # the smallest text in a cell this size
    for k, kind in enumerate((zone.get("buildings") or [])[:4]):
        x, y = corners[k]
        body = pygame.Rect(0, 0, bs, round(bs * 0.75))
        body.center = (round(x), round(y))
        pygame.draw.rect(s, (250, 248, 240, 200), body)
        pygame.draw.rect(s, PENCIL, body, lw)
        pygame.draw.lines(s, PENCIL, False, [body.topleft, (body.centerx, body.y - bs // 3), body.topright], lw)
        if kind == "church":
            pygame.draw.line(s, PENCIL, (body.centerx, body.y - bs // 3), (body.centerx, body.y - bs // 2 - 2), lw)
        common.line(s, BUILDING_MARK.get(kind, "?"), body.inflate(6, 0), max(small, bs // 2), (70, 70, 76), bold=True, align="center",
                    minimum=small)
    if zone.get("home"):
        pygame.draw.rect(s, (230, 220, 180, 230), pygame.Rect(cx - road, cy - road, 2 * road, 2 * road))
        common.line(s, "HOME", pygame.Rect(0, cy - road, w, 2 * road), max(small, w // 7), (120, 40, 30), bold=True,
                    align="center", minimum=small)
    # flags: claimed (a flag), barricaded (hatching), rested (zz)
    fs = max(8, w // 8)
    if zone.get("claimed"):
        pygame.draw.line(s, (150, 40, 30), (w - fs - 3, h - 3), (w - fs - 3, h - fs * 2), lw + 1)
        pygame.draw.polygon(s, (180, 50, 40), [(w - fs - 3, h - fs * 2), (w - 3, h - fs * 1.6), (w - fs - 3, h - fs * 1.2)])
    if zone.get("barricaded"):
        for k in range(4):
            pygame.draw.line(s, PENCIL, (3 + k * 4, h - 3), (3 + k * 4 + 8, h - 14), lw)
    if zone.get("rested"):
        common.line(s, "zz", pygame.Rect(w // 2 + road, 2, w // 4, max(fs, small) + 2), max(fs, small), PENCIL, bold=True,
                    minimum=small)
    # marks: pencil icons along the bottom (a tick, a cross, a sack, a hatched box, a magnifier), the
    # count beside each when more than one (the zone's tooltip lists them in words)
    counts: dict[str, int] = {}
    for mark in zone.get("marks") or []:
        if isinstance(mark, dict):
            counts[mark.get("kind", "")] = counts.get(mark.get("kind", ""), 0) + 1
    if counts and w >= 40:
        left = 3 + (26 if zone.get("barricaded") else 0)
        right = w - 3 - (fs + 6 if zone.get("claimed") else 0)
        _mark_icons(s, counts, left, right, h - 2, max(8, min(14, w // 7)), lw)
    return s


MARK_ORDER = ("success", "fail", "scavenged", "stripped", "searched")


def _mark_icon(s: pygame.Surface, kind: str, rect: pygame.Rect, lw: int) -> None:
    """One mark drawn in pencil in rect."""
    x, y, w, h = rect
    c = (70, 70, 78)
    if kind == "success":
        pygame.draw.lines(s, c, False, [(x + 1, y + h * 0.55), (x + w * 0.4, y + h - 1), (x + w - 1, y + 1)], lw + 1)
    elif kind == "fail":
        pygame.draw.line(s, c, (x + 1, y + 1), (x + w - 2, y + h - 2), lw + 1)
        pygame.draw.line(s, c, (x + w - 2, y + 1), (x + 1, y + h - 2), lw + 1)
    elif kind == "scavenged":       # a sack tied at the top
        pygame.draw.ellipse(s, c, pygame.Rect(x + 1, y + h * 0.35, w - 2, h * 0.65), lw)
        pygame.draw.polygon(s, c, [(x + w * 0.3, y + 1), (x + w * 0.7, y + 1), (x + w * 0.5, y + h * 0.38)], lw)
    elif kind == "stripped":        # a hatched box
        pygame.draw.rect(s, c, rect, lw)
        for k in range(1, 3):
            pygame.draw.line(s, c, (x + k * w // 3, y + 1), (x + 1, y + k * h // 3), lw)
            pygame.draw.line(s, c, (x + w - 2, y + k * h // 3), (x + k * w // 3, y + h - 2), lw)
    elif kind == "searched":        # a magnifier
        r = max(2, round(w * 0.3))
        pygame.draw.circle(s, c, (x + r + 1, y + r + 1), r, lw)
        pygame.draw.line(s, c, (x + 2 * r, y + 2 * r), (x + w - 1, y + h - 1), lw + 1)
    else:
        line(s, MARK_SIGN.get(kind, "?"), rect, h, c, bold=True, align="center", minimum=min(10, h))


def _mark_icons(s: pygame.Surface, counts: dict, left: int, right: int, bottom: int, size: int, lw: int) -> None:
    """The marks' icons in rows from bottom up between left and right: icon, count (10 px)."""
    kinds = sorted(counts, key=lambda k: MARK_ORDER.index(k) if k in MARK_ORDER else len(MARK_ORDER))
    px = 10
    digit_w = lambda n: art.text_size(str(n), px, True)[0] if n > 1 else 0
    for icon in range(size, 7, -1):
        total = sum(icon + digit_w(counts[k]) + 3 for k in kinds) - 3
        if total <= right - left:
            size = icon
            break
    x, y = left, bottom - max(size, px)
    for kind in kinds:
        need = size + digit_w(counts[kind])
        if x > left and x + need > right:
            x, y = left, y - max(size, px) - 1
        _mark_icon(s, kind, pygame.Rect(x, y + (max(size, px) - size) // 2, size, size), lw)
        if counts[kind] > 1:
            line(s, str(counts[kind]), pygame.Rect(x + size, y, digit_w(counts[kind]) + 1, max(size, px)), px,
                 (70, 70, 78), bold=True, minimum=px)
        x += need + 3
    return s


def pawn_centre(cell: pygame.Rect) -> tuple[int, int]:
    """Where the pawn stands in a zone's cell on the map (up and right of its middle)."""
    return cell.centerx + cell.width // 5, cell.centery - cell.height // 5


class PlayerSheet(LayeredBoard):
    """Draws the paper sheet: mission, the growing map, skills and notes."""

    def _draw_sheet(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        paper = self._cached(("paper", lay.sheet.size), lambda: self._paper(lay.sheet.size))
        layer.blit(paper, lay.sheet)
        mission = tips.card_record(self.content, "missions", view.get("mission"))
        head = lay.sheet_head
        title = f"MISSION {mission.code} · {mission.name}" if mission else "MISSION"
        t = line(layer, title, pygame.Rect(head.x, head.y, head.width, self._sz(18)), self._sz(14), EL["ink"], bold=True)
        if mission is not None:
            paragraph(layer, mission.goal_text.replace("**", ""), pygame.Rect(head.x, t.bottom + 1, head.width, head.bottom - t.bottom - 1),
                      self._sz(11), (70, 66, 60), minimum=9)
        self._box(ctx, "mission", head, tips.tooltip(view, "mission", self.content))
        self._draw_map(layer, ctx)
        self._draw_notes(layer, ctx)

    def _paper(self, size) -> pygame.Surface:
        s = art.new_surface(size)
        pygame.draw.rect(s, (232, 228, 214), s.get_rect(), border_radius=self._sz(6))
        rng = random.Random(5)
        specks = art.new_surface(size)
        for _ in range(size[0] * size[1] // 90):
            v = rng.randrange(150, 200)
            specks.set_at((rng.randrange(size[0]), rng.randrange(size[1])), (v, v, v - 8, 50))
        s.blit(specks, (0, 0))
        pygame.draw.rect(s, (150, 146, 130), s.get_rect(), 1, border_radius=self._sz(6))
        return s

    # --- the map -------------------------------------------------------------
    def _draw_map(self, layer: pygame.Surface, ctx) -> None:
        lay, view = self._layout, ctx.view
        zones = {name: z for name, z in (view.get("zones") or {}).items() if isinstance(z, dict)}
        mv = self._map_view
        mv.set_viewport(lay.map)
        shown = set()
        for name in zones:
            c, r = zone_key(name)
            for dc in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    if 0 <= c + dc < mv.cols and 0 <= r + dr < mv.rows:
                        shown.add((c + dc, r + dr))
        mv.auto_fit(shown)
        pygame.draw.rect(layer, (244, 241, 230), lay.map)
        cells = {zone_key(name): (name, z) for name, z in zones.items()}

        def blank(surface, rect, key) -> None:
            pygame.draw.rect(surface, FAINT, rect, 1)
            if rect.width >= 40:
                line(surface, key_zone(key), pygame.Rect(rect.x + 3, rect.y + 2, rect.width // 3, max(10, rect.height // 7)),
                     max(8, rect.height // 9), (200, 196, 184), minimum=7)

        def cell(surface, rect, key, data) -> None:
            name, zone = data
            blank(surface, rect, key)
            pic = self._cached(("zone", name, cache_key(zone), rect.size),
                               lambda: draw_zone_picture(rect.size, name, zone))
            surface.blit(pic, rect)
            if rect.width >= 40:
                line(surface, name, pygame.Rect(rect.x + 3, rect.y + 2, rect.width // 3, max(10, rect.height // 7)),
                     max(8, rect.height // 9), PENCIL, bold=True, minimum=7)
        visible = mv.draw(layer, cells, cell, blank)
        pos = view.get("pos")
        if isinstance(pos, str) and pos in zones:
            rect = mv.cell_rect(zone_key(pos))
            if lay.map.collidepoint(rect.center):
                p = pieces.pawn(max(12, rect.width // 3))
                at = p.get_rect(center=pawn_centre(rect))
                self._keep_patch(layer, ("pawn",), at.clip(lay.map))     # the pawn slides in over this
                layer.blit(p, at)
        pygame.draw.rect(layer, (150, 146, 130), lay.map, 1)
        for key, rect in visible:
            name = key_zone(key)
            self._box(ctx, f"zone:{name}", rect, tips.tooltip(view, f"zone:{name}", self.content), radius=2)

    # --- skills and notes ------------------------------------------------------------
    def _draw_notes(self, layer: pygame.Surface, ctx) -> None:
        n, view = self._layout.sheet_notes, ctx.view
        left = pygame.Rect(n.x, n.y, n.width * 47 // 100, n.height)
        right = pygame.Rect(left.right + self._sz(8), n.y, n.right - left.right - self._sz(8), n.height)
        rows = 7
        rh = left.height // rows
        px = max(11, min(self._sz(12), rh - 4))
        box = max(8, rh - 5)

        def boxes(y: int, count: int, filled: int, x_right: int, room: int = 0) -> None:
            box_w = min(box, (room - 4) // count - 3) if room else box
            for k in range(count):
                rect = pygame.Rect(x_right - (count - k) * (box_w + 3), y + (rh - box_w) // 2, box_w, box_w)
                pygame.draw.rect(layer, PENCIL, rect, 1)
                if k < filled:
                    pygame.draw.line(layer, (40, 40, 46), rect.topleft, rect.bottomright, 2)
                    pygame.draw.line(layer, (40, 40, 46), rect.topright, rect.bottomleft, 2)
        level = int(view.get("level", 1))
        y = left.y
        label = line(layer, "LEVEL", pygame.Rect(left.x, y, left.width // 3, rh), px, EL["ink"], bold=True)
        boxes(y, 6, level, left.right, left.right - label.right)
        self._box(ctx, "level", pygame.Rect(left.x, y, left.width, rh), tips.tooltip(view, "level", self.content))
        y += rh + 2
        skills = view.get("skills") or {}
        for skill in SKILL_ORDER:
            line(layer, skill.title(), pygame.Rect(left.x, y, left.width - 2 * (box + 3) - 2, rh), px, PENCIL, bold=True)
            boxes(y, 2, int(skills.get(skill, 0)), left.right)
            self._box(ctx, f"skill:{skill}", pygame.Rect(left.x, y, left.width, rh),
                      tips.tooltip(view, f"skill:{skill}", self.content))
            y += rh
        # right column: specials, nickname, people, side missions
        specials = set(view.get("specials") or [])
        y = right.y
        line(layer, "SPECIAL ACTIONS", pygame.Rect(right.x, y, right.width, rh), px, EL["ink"], bold=True)
        y += rh
        col_w = right.width // 2
        for k, action in enumerate(tips.SPECIALS):
            rect = pygame.Rect(right.x + (k % 2) * col_w, y + (k // 2) * rh, col_w, rh)
            have = action in specials
            line(layer, ("✓ " if have else "· ") + tips.ACTION_NAMES[action], rect.inflate(-2, 0), max(10, px - 1),
                 (40, 90, 40) if have else (160, 156, 146), bold=have)
            self._box(ctx, f"special:{action}", rect, tips.tooltip(view, f"special:{action}", self.content))
        y += 3 * rh
        nick = view.get("nickname") or ""
        if nick:
            line(layer, f"“{nick}”", pygame.Rect(right.x, y, right.width, rh), px, (120, 40, 30), bold=True)
            self._box(ctx, "nickname", pygame.Rect(right.x, y, right.width, rh), tips.tooltip(view, "nickname", self.content))
            y += rh
        chips = []
        for k, person in enumerate(view.get("survivors") or []):
            kind = tips.card_record(self.content, "survivors", person.get("kind"))
            chips.append((f"ally:{k}", f"{person.get('name')}", kind.colour if kind else "none"))
        for kind_id in view.get("meetings") or []:
            kind = tips.card_record(self.content, "survivors", kind_id)
            chips.append((f"survivor:{kind_id}", f"met: {kind.name if kind else kind_id}", kind.colour if kind else "none"))
        for k, record in enumerate(view.get("side_missions") or []):
            card = tips.card_record(self.content, "side_missions", record.get("card"))
            side = getattr(card, str(record.get("side", "a")), None) if card else None
            chips.append((f"side_mission:{k}", ("✓ " if record.get("done") else "") + (side.title if side else "side mission"),
                          "side"))
        x = right.x
        from ..card_art.common import ACTION_RGB
        for target, words, colour in chips:
            if y + rh > right.bottom:
                break
            fill = ACTION_RGB.get(colour, (120, 110, 90)) if colour != "side" else (190, 170, 120)
            w = min(right.right - x, art.text_size(words, max(10, px - 1), True)[0] + self._sz(14))
            if x > right.x and x + w > right.right:
                x, y = right.x, y + rh
                if y + rh > right.bottom:
                    break
            rect = pygame.Rect(x, y + 1, w, rh - 2)
            pygame.draw.rect(layer, art.lighten(fill, 0.45), rect, border_radius=rect.height // 2)
            pygame.draw.rect(layer, art.darken(fill, 0.2), rect, 1, border_radius=rect.height // 2)
            line(layer, words, rect.inflate(-self._sz(10), 0), max(10, px - 1), EL["ink"], bold=True, align="center")
            self._box(ctx, target, rect, tips.tooltip(view, target, self.content), radius=rect.height // 2)
            x = rect.right + 4


__all__ = ["PlayerSheet", "zone_key", "key_zone", "draw_zone_picture", "pawn_centre"]


def map_picture(map_data: dict, size: tuple[int, int]) -> pygame.Surface:
    """A finished mission's map as a picture (the campaign screen's history): the explored zones on
    paper, fitted to the picture, with the pawn where the mission ended."""
    zones = {name: zone for name, zone in (map_data.get("zones") or {}).items() if isinstance(zone, dict)}
    picture = pygame.Surface(size)
    picture.fill((244, 241, 230))
    if not zones:
        return picture
    keys = [zone_key(name) for name in zones]
    left, top = min(c for c, _ in keys), min(r for _, r in keys)
    cols, rows = max(c for c, _ in keys) - left + 1, max(r for _, r in keys) - top + 1
    side = max(8, min(size[0] // cols, size[1] // rows))
    x0, y0 = (size[0] - side * cols) // 2, (size[1] - side * rows) // 2
    for name, zone in zones.items():
        c, r = zone_key(name)
        rect = pygame.Rect(x0 + (c - left) * side, y0 + (r - top) * side, side, side)
        pygame.draw.rect(picture, FAINT, rect, 1)
        picture.blit(draw_zone_picture(rect.size, name, zone), rect)
        if name == map_data.get("pos"):
            pawn = pieces.pawn(max(8, side // 3))
            picture.blit(pawn, pawn.get_rect(center=(rect.centerx + side // 5, rect.centery - side // 5)))
    pygame.draw.rect(picture, (150, 146, 130), picture.get_rect(), 1)
    return picture
