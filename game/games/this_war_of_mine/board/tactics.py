"""Tactics on the board: while a fight is played on the Tactics Map (and no fight on it is in hand, which the
Combat panel shows), a panel over the house with the side of the map in play drawn as a cutaway of the
building: each space a room on its floor, coloured by the deck it reads (blue Rooms and Corridors, green
Hiding Space, red Open Space), its Hide and Noise numbers as blue and red badges, a Hiding Space's dots, the
black-die results that start a Character there, the Tactics tokens lying there, the exits, the dark and
narrow places, and the passages between them (ladders with their rungs, rubble with its stones); the
Characters' standees where they stand (the group acting lit), and a Soldier wherever an Enemy has been
heard. Beside the map: the Enemy tokens still on the Combat chart, who carries what, the tokens held, the
turn track, the Alarm, the decks' sizes and the last card read. Element ids: ``tactics`` (the panel),
``tactics_space:<id>``, ``character:<i>`` (a standee on the map), ``enemy_token:<k>``, ``tactics_held``,
``tactics_turn``, ``tactics_alarm``, ``tactics_card``."""
from __future__ import annotations

import pygame

from .. import pieces
from .. import tooltips as tips
from .under_way import INK, MUTED, RIM

WALL, SLAB, SKY = (46, 40, 38), (86, 78, 70), (30, 32, 40)
ROOM = {"blue": (40, 56, 80), "green": (40, 66, 46), "red": (84, 42, 38)}
STRIPE = {"blue": (92, 140, 206), "green": (108, 176, 106), "red": (206, 92, 76)}
HIDE_BADGE, NOISE_BADGE = (70, 110, 190), (180, 60, 50)
DOORWAY, LADDER, RUBBLE = (150, 138, 118), (176, 136, 84), (130, 112, 96)
EXIT, ALARM, QUIET = (120, 184, 110), (220, 80, 60), (92, 86, 80)
ACTING_GLOW = (255, 214, 120)
SIDE_SHARE = 0.27
FIGURE_SHARE = 0.5                      # of a room's height: a standee's least height, over a long name if it must be
WIDEST_ROOM = 1.9                       # a room's width to its height, at most: wider, the map is centred


class TacticsPanel:
    def _tactics_run(self, view: dict) -> dict | None:
        return tips.tactics_run(view)

    def _draw_tactics(self, layer: pygame.Surface, ctx, run: dict) -> None:
        side = tips.tactics_side(ctx.view, self.content)
        if side is None or not side.spaces:
            return
        body = self._overlay(layer, ctx, "TACTICS", f"{side.name} · turn {run.get('turn')} of {run.get('turns')}",
                             "tactics")
        side_w = max(self._sz(170), round(body.width * SIDE_SHARE))
        map_box = pygame.Rect(body.x, body.y, body.width - side_w - self._sz(12), body.height)
        self._draw_tactics_map(layer, ctx, map_box, side, run)
        column = pygame.Rect(map_box.right + self._sz(12), body.y, side_w, body.height)
        self._draw_tactics_side(layer, ctx, column, run)

    # --- the map -------------------------------------------------------------------------------------------------
    def _tactics_rooms(self, box: pygame.Rect, side) -> dict[str, pygame.Rect]:
        """Each space's room: the map's grid of floors and columns fitted to the box."""
        cols = max(s.x for s in side.spaces) + 1
        rows = max(s.y for s in side.spaces) + 1
        cell_h = box.height / rows
        cell_w = min(box.width / cols, cell_h * WIDEST_ROOM)
        left = box.x + (box.width - cell_w * cols) / 2
        gap_x, gap_y = max(6, round(cell_w * 0.12)), max(6, round(cell_h * 0.14))
        return {s.id: pygame.Rect(round(left + s.x * cell_w + gap_x / 2), round(box.y + s.y * cell_h + gap_y / 2),
                                  round(cell_w - gap_x), round(cell_h - gap_y)) for s in side.spaces}

    def _draw_tactics_map(self, layer, ctx, box: pygame.Rect, side, run: dict) -> None:
        rooms = self._tactics_rooms(box, side)
        shell = rooms[side.spaces[0].id].unionall(list(rooms.values())).inflate(self._sz(12), self._sz(12))
        pygame.draw.rect(layer, WALL, shell, border_radius=max(4, self._sz(6)))
        rows = sorted({r.bottom for r in rooms.values()})
        for bottom in rows[:-1]:                                      # the floors' slabs between storeys
            slab = pygame.Rect(shell.x, bottom + 1, shell.width, max(2, self._sz(4)))
            pygame.draw.rect(layer, SLAB, slab)
        for passage in side.passages:
            self._draw_tactics_passage(layer, rooms[passage.a], rooms[passage.b], passage.kind)
        acting = set((run.get("acting") or {}).get("who") or [])
        for space in side.spaces:
            self._draw_tactics_space(layer, ctx, rooms[space.id], space, run, acting)

    def _draw_tactics_passage(self, layer, a: pygame.Rect, b: pygame.Rect, kind: str) -> None:
        start, end = pygame.Vector2(a.center), pygame.Vector2(b.center)
        width = max(3, self._sz(6))
        if kind == "ladder":
            along = end - start
            across = pygame.Vector2(-along.y, along.x).normalize() * max(3, self._sz(5)) if along.length() else along
            for rail in (across, -across):
                pygame.draw.line(layer, LADDER, start + rail, end + rail, max(2, self._sz(2)))
            steps = max(3, round(along.length() / max(6, self._sz(12))))
            for k in range(1, steps):
                at = start + along * (k / steps)
                pygame.draw.line(layer, LADDER, at + across, at - across, max(1, self._sz(2)))
            return
        pygame.draw.line(layer, DOORWAY, start, end, width)
        if kind == "rubble":
            along = end - start
            for k, t in enumerate((0.3, 0.42, 0.5, 0.58, 0.7)):
                at = start + along * t
                pygame.draw.circle(layer, RUBBLE, (round(at.x + (k % 2) * 3 - 1), round(at.y + (k % 3) - 1)),
                                   max(2, self._sz(4 + k % 2)))

    def _draw_tactics_space(self, layer, ctx, rect: pygame.Rect, space, run: dict, acting: set) -> None:
        """A room: its name along the top and the exit and start numbers on its top edge; its Hide and Noise
        numbers at the bottom left, with the Tactics tokens lying there above them; standing on its floor at
        the right, the Characters there and the Soldier of an Enemy heard there."""
        radius = max(3, self._sz(5))
        self._draw_tactics_walls(layer, rect, space, radius)
        pad = max(3, self._sz(5))
        badge = max(12, min(self._sz(20), rect.height // 4))
        chip_h = self._draw_tactics_edge_chips(layer, rect, space, pad)
        line_h = self._px(10, 9)
        words, width = space.name, rect.width - 2 * pad
        if self._text_width(words, line_h, True) > width and words.startswith("The "):
            words = words[4:]                                         # on a small map the article goes first
        top = rect.y + max(max(5, self._sz(7)), chip_h // 2 + 2)
        if rect.height >= 5 * line_h and self._text_width(words, line_h, True) > width:
            name = self._lines(layer, words, 10, INK, width, 2, bold=True, least=9, topleft=(rect.x + pad, top))
        else:
            name = self._line(layer, words, 10, INK, width, bold=True, least=9, topleft=(rect.x + pad, top))
        row_y = rect.bottom - pad - badge // 2
        badges_right = self._draw_tactics_numbers(layer, rect, space, run, pad, badge, row_y)
        tallest = rect.bottom - 3 - round(rect.height * FIGURE_SHARE)     # figures stand this tall, at least
        floor = pygame.Rect(badges_right + 2, min(name.bottom + 1, tallest), 0, 0)
        floor.width, floor.height = rect.right - pad - floor.x, rect.bottom - 3 - floor.y
        right = floor.right
        if space.id in (run.get("marks") or []):
            right = self._draw_tactics_soldier(layer, right, floor)
        self._lit_box(ctx, f"tactics_space:{space.id}", rect, radius=radius)
        self._draw_tactics_standees(layer, ctx, space, acting, floor, right)

    def _draw_tactics_edge_chips(self, layer, rect: pygame.Rect, space, pad: int) -> int:
        """The exit's and the start numbers' chips astride the room's top edge at its right; returns their
        height (0 with none)."""
        corner, height = rect.right - pad, 0
        for words, fill, ink, shown in (("EXIT", EXIT, (16, 28, 14), space.exit),
                                        ("·".join(str(n) for n in space.starts), (14, 14, 16), INK, space.starts)):
            if shown:
                chip = self._chip(layer, words, self._readable(9, 9), fill, ink, midright=(corner, rect.y - 1))
                corner, height = chip.x - 3, chip.height
        return height

    def _draw_tactics_walls(self, layer, rect: pygame.Rect, space, radius: int) -> None:
        fill = ROOM[space.colour]
        if space.special == "dark":
            fill = tuple(max(0, round(c * 0.5)) for c in fill)
        pygame.draw.rect(layer, fill, rect, border_radius=radius)
        pygame.draw.rect(layer, STRIPE[space.colour], (rect.x, rect.y, rect.width, max(3, self._sz(4))),
                         border_top_left_radius=radius, border_top_right_radius=radius)
        if space.special == "narrow":                                   # the walls close in: hatched sides
            wide = max(4, self._sz(8))
            for x in (rect.x + 2, rect.right - wide - 2):
                for y in range(rect.y + self._sz(8), rect.bottom - 4, max(4, self._sz(7))):
                    pygame.draw.line(layer, (22, 20, 20), (x, y + self._sz(5)), (x + wide, y), 1)
        pygame.draw.rect(layer, (16, 14, 14), rect, 1, border_radius=radius)

    def _draw_tactics_numbers(self, layer, rect: pygame.Rect, space, run: dict, pad: int, badge: int, y: int) -> int:
        """The Hide and Noise badges, then a Hiding Space's dots, the dark's moon and the Tactics tokens lying
        here; returns the x right of the badges (whoever stands here may stand in front of the rest)."""
        x = rect.x + pad + badge // 2
        for number, colour in ((space.hide, HIDE_BADGE), (space.noise, NOISE_BADGE)):
            pygame.draw.circle(layer, colour, (x, y), badge // 2)
            pygame.draw.circle(layer, (12, 12, 12), (x, y), badge // 2, 1)
            self._line(layer, str(number), 9, INK, badge, bold=True, least=9, center=(x, y))
            x += badge + 2
        x -= badge // 2
        badges_right = x
        dot = max(2, badge // 5)
        for k in range(space.dots):                                      # a Hiding Space's room for people
            pygame.draw.circle(layer, (226, 232, 210), (x + dot + k * (2 * dot + 3), y), dot, 1)
        x += space.dots * (2 * dot + 3)
        if space.special == "dark":                                      # a crescent moon
            r = max(3, badge // 2 - 1)
            pygame.draw.circle(layer, (214, 214, 190), (x + r, y), r)
            pygame.draw.circle(layer, tuple(max(0, round(c * 0.5)) for c in ROOM[space.colour]),
                               (x + r + max(2, r // 2), y - max(1, r // 3)), r)
            x += 2 * r + 2
        token = max(10, min(self._sz(16), badge))
        for _ in range(int((run.get("tokens") or {}).get(space.id, 0))):
            layer.blit(pieces.tactics_token(token), (x + 1, y - token // 2))
            x += token + 2
        return badges_right

    def _draw_tactics_soldier(self, layer, right: int, floor: pygame.Rect) -> int:
        """The Soldier where an Enemy has been heard, at the room's right; returns the x left of him."""
        soldier = pieces.door_figure("soldier", max(16, floor.height))
        layer.blit(soldier, (right - soldier.get_width(), floor.bottom - soldier.get_height()))
        return right - soldier.get_width() - 2

    def _draw_tactics_standees(self, layer, ctx, space, acting: set, floor: pygame.Rect, right: int) -> None:
        """The Characters standing here, over the room's own hitbox (each its own target), the acting lit;
        right-aligned against the Soldier or the wall, closer together when there are many."""
        here = [i for i in tips.standing_at(ctx.view, space.id) if 0 <= i < len(ctx.view.get("characters") or [])]
        if not here:
            return
        people = ctx.view["characters"]
        tall = max(16, floor.height)
        wide = round(tall * 0.6)
        room = right - floor.x - wide
        step = min(wide + 2, max(4, room // max(1, len(here) - 1)))
        x = right - wide - step * (len(here) - 1)
        for i in here:
            spot = pygame.Rect(x, floor.bottom - tall, wide, tall)
            if i in acting:
                glow = pygame.Rect(0, 0, wide + 8, max(6, tall // 5))
                glow.midbottom = (spot.centerx, spot.bottom + 1)
                pygame.draw.ellipse(layer, ACTING_GLOW, glow)
            layer.blit(pieces.standee(people[i].get("id"), tall), spot)
            self._lit_box(ctx, f"character:{i}", spot, radius=4)
            x += step

    # --- beside the map --------------------------------------------------------------------------------------------
    def _draw_tactics_side(self, layer, ctx, column: pygame.Rect, run: dict) -> None:
        gap = max(4, self._sz(8))
        y = self._tactics_enemies(layer, ctx, column, run) + gap
        y = self._tactics_group(layer, ctx, pygame.Rect(column.x, y, column.width, column.bottom - y), run) + gap
        y = self._tactics_tracks(layer, ctx, pygame.Rect(column.x, y, column.width, column.bottom - y), run) + gap
        tactics = ctx.view.get("tactics") or {}
        decks = (f"Rooms and Corridors deck {tactics.get('rooms_left', 0)} · "
                 f"Hiding and Open deck {tactics.get('cover_left', 0)}")
        y = self._lines(layer, decks, 10, MUTED, column.width, 2, least=9, topleft=(column.x, y)).bottom + gap
        self._tactics_last_card(layer, ctx, pygame.Rect(column.x, y, column.width, column.bottom - y), run)

    def _tactics_heading(self, layer, words: str, x: int, y: int, width: int) -> pygame.Rect:
        return self._line(layer, words, 10, RIM, width, bold=True, least=9, topleft=(x, y))

    def _tactics_enemies(self, layer, ctx, column: pygame.Rect, run: dict) -> int:
        foes = run.get("foes") or []
        head = self._tactics_heading(layer, f"ON THE COMBAT CHART · {len(foes)}", column.x, column.y, column.width)
        size = max(18, min(self._sz(40), column.width // max(4, len(foes) or 1) - 4))
        x, y = column.x, head.bottom + 3
        for k, foe in enumerate(foes):
            if x + size > column.right:
                x, y = column.x, y + size + 3
            layer.blit(pieces.enemy_token(foe.get("prowess", 0), foe.get("weapon"), size, foe.get("hurt", 0)), (x, y))
            self._lit_box(ctx, f"enemy_token:{k}", pygame.Rect(x, y, size, size), radius=size // 2)
            x += size + 4
        if not foes:
            return self._line(layer, "none left", 10, MUTED, column.width, least=9, topleft=(column.x, y)).bottom
        return y + size

    def _tactics_group(self, layer, ctx, box: pygame.Rect, run: dict) -> int:
        """Who is on the map, where, and the weapons in their hands; then who has left it."""
        head = self._tactics_heading(layer, "THE GROUP", box.x, box.y, box.width)
        side = tips.tactics_side(ctx.view, self.content)
        names = {s.id: s.name for s in side.spaces}
        row = max(self._px(10, 9) + 4, min(self._sz(22), 20))
        y = head.bottom + 2
        for i in sorted(int(k) for k in (run.get("at") or {})):
            gear = [item for item in ((run.get("gear") or {}).get(str(i)) or {}).values() if item]
            icon_w = len(gear) * (row + 2)
            where = names.get((run.get("at") or {}).get(str(i)), "")
            words = f"{tips.character_name(ctx.view, i, self.content)}, {where}"
            self._line(layer, words, 10, INK, box.width - icon_w - 2, least=9, midleft=(box.x, y + row // 2))
            for k, item in enumerate(gear):
                layer.blit(pieces.token_picture(self.content, item, row - 2),
                           (box.right - (k + 1) * (row + 2), y + 1))
            y += row
        left = [tips.character_name(ctx.view, int(i), self.content) for i in run.get("left") or []]
        if left:
            y = self._lines(layer, "Left by an exit: " + ", ".join(left), 10, MUTED, box.width, 2, least=9,
                            topleft=(box.x, y)).bottom
        return y

    def _tactics_tracks(self, layer, ctx, box: pygame.Rect, run: dict) -> int:
        """The tokens held, the turn track and the Alarm."""
        held = int(run.get("held", 0))
        token = max(12, min(self._sz(20), 20))
        head = self._tactics_heading(layer, f"TACTICS TOKENS HELD · {held}", box.x, box.y, box.width)
        y = head.bottom + 2
        for k in range(held):
            layer.blit(pieces.tactics_token(token), (box.x + k * (token + 2), y))
        self._lit_box(ctx, "tactics_held", pygame.Rect(box.x, head.y, box.width, y + token - head.y), radius=4)
        y += token + max(4, self._sz(6))
        turns, now = int(run.get("turns", 0)), int(run.get("turn", 0))
        head = self._tactics_heading(layer, "TURN", box.x, y, box.width)
        cell = max(8, min(self._sz(16), (box.width - 2) // max(1, turns) - 2))
        y = head.bottom + 2
        for t in range(1, turns + 1):
            square = pygame.Rect(box.x + (t - 1) * (cell + 2), y, cell, cell)
            pygame.draw.rect(layer, RIM if t == now else (60, 56, 52) if t < now else (34, 31, 29), square,
                             border_radius=2)
            pygame.draw.rect(layer, (90, 82, 74), square, 1, border_radius=2)
        self._lit_box(ctx, "tactics_turn", pygame.Rect(box.x, head.y, box.width, y + cell - head.y), radius=4)
        y += cell + max(4, self._sz(6))
        raised = bool(run.get("alarm"))
        chip = self._chip(layer, "ALARM RAISED" if raised else "Alarm: quiet", self._readable(10, 9),
                          ALARM if raised else QUIET, INK, topleft=(box.x, y))
        self._lit_box(ctx, "tactics_alarm", chip, radius=chip.height // 2)
        return chip.bottom

    def _tactics_last_card(self, layer, ctx, box: pygame.Rect, run: dict) -> None:
        card = run.get("card") or {}
        found = tips.record(self.content, "tactics_cards", card.get("card"))
        if found is None or box.height < self._px(10, 9) * 2:
            return
        half = card.get("half")
        text = (getattr(found, f"{half}_text", "") if half in ("hiding", "open") else "") or found.text
        frame = box.copy()
        pygame.draw.rect(layer, (34, 31, 29), frame, border_radius=max(4, self._sz(6)))
        pygame.draw.rect(layer, (74, 66, 58), frame, 1, border_radius=max(4, self._sz(6)))
        inner = frame.inflate(-2 * max(4, self._sz(6)), -2 * max(3, self._sz(5)))
        head = self._line(layer, f"LAST READ: {found.name}", 10, RIM, inner.width, bold=True, least=9,
                          topleft=inner.topleft)
        lines = max(1, (inner.bottom - head.bottom - 2) // (self._px(10, 9) + 2))
        self._lines(layer, text, 10, INK, inner.width, lines, least=9, topleft=(inner.x, head.bottom + 2))
        self._lit_box(ctx, "tactics_card", frame, radius=max(4, self._sz(6)))


__all__ = ["TacticsPanel"]
