"""The title screen: Continue, New game, Load, Records, Mods, Settings, Rules, About, Quit."""
from __future__ import annotations

import pygame

from ... import __version__
from ...core.paths import saves_dir
from ...core.saves import SaveError, latest_loadable
from ...ui import art
from ...ui.theme import Colors
from ...ui.menu import MenuColumn, MenuEntry
from ...ui.widgets import KeyboardFocus, blit_text, draw_backdrop
from ..save_labels import continue_label
from ..scene import Scene


def campaign_to_continue(latest_save):
    """The campaign Continue opens: the latest unfinished one, when it is waiting between missions and
    newer than the latest save (a mission in progress is continued from its autosave)."""
    from ...core.campaign import campaigns_dir
    if not campaigns_dir().is_dir():
        return None
    from ...core.campaign import list_campaigns
    campaign = next((c for c in list_campaigns() if c.ok and not c.finished), None)
    if campaign is None:
        return None
    if latest_save is None or (not campaign.in_progress and campaign.saved_at > latest_save.saved_at):
        return campaign
    return None


class TitleScene(Scene):
    name = "title"

    def build(self) -> None:
        app = self.app
        self.latest = latest_loadable(saves_dir())
        self.campaign = campaign_to_continue(self.latest)
        if self.latest or self.campaign:
            from datetime import datetime
        if self.campaign is not None:
            continue_tip = (f"{self.campaign.label}: {self.campaign.missions} missions played\n"
                            f"saved {datetime.fromtimestamp(self.campaign.saved_at):%Y-%m-%d %H:%M}")
            continue_text = f"Continue: {self.campaign.label}"
        else:
            continue_tip = (f"{self.latest.label or self.latest.path.name}\n"
                            f"saved {datetime.fromtimestamp(self.latest.saved_at):%Y-%m-%d %H:%M}"
                            if self.latest else "No saved game yet")
            continue_text = f"Continue: {continue_label(self.latest.label)}" if self.latest and self.latest.label \
                else "Continue"
        can_continue = self.latest is not None or self.campaign is not None
        entries = [
            MenuEntry(continue_text, self.continue_latest, enabled=can_continue, tooltip=continue_tip,
                      primary=can_continue),
            MenuEntry("New game", self.new_game, primary=not can_continue),
            MenuEntry("Load", self.load),
            MenuEntry("Records", self.records, tooltip="Every game played here: wins, scores, streaks, replays"),
            MenuEntry("Mods", self.mods),
            MenuEntry("Settings", self.settings),
            MenuEntry("Rules", self.rules),
            MenuEntry("About", self.about, tooltip=f"Version {__version__}, credits, licences, where your files are"),
            MenuEntry("Quit", app.quit),
        ]
        width, height = app.window_size
        self.menu_top = max(app.px(250), int(height * 0.36))
        button_h, gap = app.px(48), app.px(10)
        available = height - self.menu_top - app.px(40)
        if len(entries) * (button_h + gap) > available:   # small windows at large UI scales: tighter, then higher
            gap = app.px(6)
            button_h = max(app.px(28), available // len(entries) - gap)
            self.menu_top = max(app.px(210), min(self.menu_top, height - app.px(40) - len(entries) * (button_h + gap)))
        # wide enough for what Continue names, within reason
        self.menu_w = min(max(app.px(300), app.fonts.get(20, bold=True).size(continue_text)[0] + app.px(40)),
                          app.px(460))
        self.menu = MenuColumn(entries, app.fonts, center_x=app.px(80) + self.menu_w // 2, top=self.menu_top,
                               width=self.menu_w, height=button_h, gap=gap,
                               show_tip=lambda text, pos: app.show_tip(self, text, pos))
        self.buttons = self.menu.buttons
        self.focus = KeyboardFocus(self.buttons)

    def resume(self) -> None:
        # a save may have appeared (or gone) while another screen was on top
        self.relayout()

    # --- actions ---------------------------------------------------------------
    def continue_latest(self) -> None:
        from .match import open_saved_match
        campaign = campaign_to_continue(latest_loadable(saves_dir()))
        if campaign is not None:
            from .campaign import CampaignScene
            try:
                self.app.stack.push(CampaignScene(self.app, campaign.path))
            except SaveError as exc:
                self.app.toast(f"Can't continue the campaign: {exc}", error=True)
            return
        summary = latest_loadable(saves_dir())
        if summary is None:
            self.app.toast("There is no saved game to continue.", error=True)
            return
        try:
            open_saved_match(self.app, summary.path)
        except SaveError as exc:
            # show it where the player can see why and take the backup or another save
            from .load import LoadScene
            self.app.toast(f"Can't continue {summary.path.name}: {exc}", error=True)
            self.app.stack.push(LoadScene(self.app, {summary.path: f"It can't be loaded: {exc}."}))

    def new_game(self) -> None:
        from .new_game import NewGameScene
        self.app.stack.push(NewGameScene(self.app))

    def load(self) -> None:
        from .load import LoadScene
        self.app.stack.push(LoadScene(self.app))

    def about(self) -> None:
        from .about import AboutScene
        self.app.stack.push(AboutScene(self.app))

    def records(self) -> None:
        from .records import RecordsScene
        self.app.stack.push(RecordsScene(self.app))

    def mods(self) -> None:
        from .mods import ModsScene
        self.app.stack.push(ModsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.stack.push(RulesScene(self.app))

    # --- frame -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.focus.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if app.frames_drawn:    # the first frame goes out on the plain background colour (5 ms sooner)
            draw_backdrop(surface)
        width, height = surface.get_size()
        self._draw_table_art(surface)
        left = app.px(80)
        top = max(app.px(50), int(height * 0.08))
        small = app.fonts.get(20, bold=True)
        blit_text(surface, "SURVIVAL", small, Colors.ACCENT, (left + app.px(4), top))
        title_rect = blit_text(surface, "TABLETOP", app.fonts.get(64, bold=True), Colors.TEXT,
                               (left, top + small.get_linesize() - app.px(6)))
        ribbon_w, ribbon_h = app.px(460), app.px(40)
        ribbon_rect = pygame.Rect(left - app.px(20), title_rect.bottom + app.px(4), ribbon_w, ribbon_h)
        surface.blit(art.ribbon(ribbon_rect.size), ribbon_rect)
        blit_text(surface, "Board games for the end of the world", app.fonts.get(15, bold=True), Colors.TEXT,
                  (ribbon_rect.centerx, ribbon_rect.top + int(ribbon_h * 0.45)), "center")
        blit_text(surface, f"Version {__version__} · Esc quits · Tab and Enter work everywhere", app.fonts.small(),
                  Colors.TEXT_FAINT, (width - app.px(24), height - app.px(34)), "bottomright")

    def update(self, dt: float) -> bool:
        # The collection takes ~100 ms to paint; the first frame goes out without it so the
        # menu is usable at once, and the art appears on the next frame.
        if self.app.frames_drawn and not self._art_ready():
            _table_art(self.app.window_size, self.app.scale, self.art_area())
            return True
        if self.app.frames_drawn > 1:
            # the next screen's widget manager (pygame_gui's import and fonts, ~40 ms), made while nothing moves
            self.app.manager_at(self.depth + 1)
        return False

    @property
    def busy(self) -> bool:
        return not self._art_ready()

    def _art_ready(self) -> bool:
        return (self.app.window_size, self.app.scale, tuple(self.art_area())) in _TABLE_ART

    def art_area(self) -> pygame.Rect:
        """Where the collection lies: right of the menu and the title, above the key hint."""
        app = self.app
        width, height = app.window_size
        left = max(app.px(80) + self.menu_w + app.px(56), app.px(80) + app.px(460))
        top = max(app.px(28), int(height * 0.05))
        return pygame.Rect(left, top, width - app.px(24) - left, height - app.px(50) - top)

    def art_rect(self) -> pygame.Rect | None:
        """The painted part of the collection picture (None until it is drawn)."""
        if not self._art_ready():
            return None
        image, topleft = _table_art(self.app.window_size, self.app.scale, self.art_area())
        return image.get_bounding_rect().move(topleft)

    def _draw_table_art(self, surface: pygame.Surface) -> None:
        if not self._art_ready():
            return
        image, topleft = _table_art(self.app.window_size, self.app.scale, self.art_area())
        surface.blit(image, topleft)


_TABLE_ART: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}


def _table_art(size: tuple[int, int], scale: float, area: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
    """The collection on the table: each built game by its own pieces (Hit Z Road's card backs and
    dice; Salvation Road's character card, standee and location back; Everything Lost's building,
    zombie card and white dice; Wasted Wilds' survivor deck, monster deck, a face-down tile and the spawn
    dice; This War of Mine's Fate deck, a Closed Door, a Character's miniature and two dice), and the games
    to come as sealed boxes. Drawn once per window size and place; returns the picture and where its top left goes."""
    key = (size, scale, tuple(area))       # the area moves with the menu's width (what Continue names)
    if key in _TABLE_ART:
        return _TABLE_ART[key]
    from ...core import registry
    from ...ui.theme import FontBook

    fonts = FontBook(1.0)          # sizes below are in pixels, from the size of the cards
    canvas = pygame.Surface(area.size, pygame.SRCALPHA)
    w, h = area.size
    groups = (_hit_z_road_group, _salvation_road_group, _everything_lost_group, _wasted_wilds_group,
              _this_war_of_mine_group)
    per_row = 2 if len(groups) in (2, 4) else 3    # the built games in even rows, the sealed boxes below
    rows = -(-len(groups) // per_row)
    planned = list(registry.planned_games())
    boxes = 1.1 if planned else 0.0                 # the row of sealed boxes, in card widths
    unit = max(40, min(int(h / (2.3 * rows + boxes)), int(w / (2.5 * per_row)), round(230 * scale)))   # a card's width
    label_font = fonts.get(max(12, unit // 10), bold=True)
    built_h = int(unit * 2.25)
    box_h = int(unit * 0.95) if planned else 0
    gap = unit // 6
    top = max(0, (h - rows * (built_h + gap) - box_h) // 2)
    column = w // per_row
    for index, group in enumerate(groups):
        row, place = divmod(index, per_row)
        in_row = min(per_row, len(groups) - row * per_row)
        left = (w - in_row * column) // 2 + place * column
        group(canvas, pygame.Rect(left, top + row * (built_h + gap), column, built_h), label_font, unit)
    top += (rows - 1) * (built_h + gap)
    _planned_boxes(canvas, pygame.Rect(0, top + built_h + gap, w, box_h), planned, fonts, unit)
    _TABLE_ART[key] = canvas, area.topleft
    return _TABLE_ART[key]


def _label(canvas: pygame.Surface, text: str, font: pygame.font.Font, center: tuple[int, int]) -> None:
    image = font.render(text, True, Colors.TEXT_MUTED)
    canvas.blit(image, image.get_rect(midtop=center))


def _hit_z_road_group(canvas: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, card_w: int) -> None:
    from ...games.hit_z_road import pieces

    card_h = int(card_w * 1.4)
    middle = (rect.centerx, rect.top + int(card_h * 0.62) + 6)
    accents = (art.PALETTE["road_yellow"], art.PALETTE["sage"], art.PALETTE["rust"])
    for index, angle in ((0, 12), (2, -12), (1, 0)):      # the middle card on top
        back = art.card_back("HIT Z ROAD", "survival", (card_w, card_h), accents[index])
        rotated = pygame.transform.rotozoom(back, angle, 1.0)
        offset = (index - 1) * int(card_w * 0.55)
        canvas.blit(rotated, rotated.get_rect(center=(middle[0] + offset, middle[1] + abs(index - 1) * card_w // 12)))
    die = max(16, card_w // 3)
    dice_y = middle[1] + card_h // 2 + die // 2
    for index, face in enumerate(("kill", "bonus", "casualty")):
        image = pygame.transform.rotozoom(pieces.die_face(face, die, horde=index == 2), (index - 1) * 18, 1.0)
        canvas.blit(image, image.get_rect(center=(middle[0] + (index - 1) * int(die * 1.25), dice_y)))
    _label(canvas, "HIT Z ROAD", font, (rect.centerx, rect.bottom - font.get_linesize()))


def _salvation_road_group(canvas: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, card_w: int) -> None:
    from ...games.salvation_road import card_art as ca

    hero = _sample_character()
    card_h = int(card_w * 1.4)
    middle = (rect.centerx, rect.top + int(card_h * 0.62) + 6)
    back = pygame.transform.rotozoom(ca.location_back((card_w, card_h)), 10, 1.0)
    canvas.blit(back, back.get_rect(center=(middle[0] - int(card_w * 0.5), middle[1] + card_w // 12)))
    road = pygame.transform.rotozoom(ca.road_back((card_w, card_h)), -9, 1.0)
    canvas.blit(road, road.get_rect(center=(middle[0] + int(card_w * 0.55), middle[1] + card_w // 12)))
    char_w = min(int(card_w * 1.55), rect.width - 8)
    char_h = int(char_w * 0.62)
    card = ca.character_card(hero, (char_w, char_h))
    card_rect = card.get_rect(center=(middle[0], middle[1] + int(card_h * 0.18)))
    shadow = pygame.Surface(card_rect.inflate(6, 6).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
    canvas.blit(shadow, card_rect.move(2, 5).inflate(6, 6))
    canvas.blit(card, card_rect)
    stand_w = max(12, card_w // 3)
    stand = ca.standee("dell-okafor", "hero", (stand_w, int(stand_w * 1.7)), ca.SR["hero"])
    canvas.blit(stand, stand.get_rect(bottomleft=(card_rect.right - stand_w // 2, card_rect.bottom + stand_w // 3)))
    _label(canvas, "SALVATION ROAD", font, (rect.centerx, rect.bottom - font.get_linesize()))


def _everything_lost_group(canvas: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, card_w: int) -> None:
    from ...games.everything_lost import card_art as ca
    from ...games.everything_lost import pieces

    card_h = int(card_w * 1.4)
    middle = (rect.centerx, rect.top + int(card_h * 0.62) + 6)
    heap = pygame.transform.rotozoom(ca.deck_back("rubble", (card_w, card_h)), 11, 1.0)
    canvas.blit(heap, heap.get_rect(center=(middle[0] + int(card_w * 0.5), middle[1] + card_w // 12)))
    town = pygame.transform.rotozoom(ca.deck_back("buildings", (card_w, card_h)), -8, 1.0)
    canvas.blit(town, town.get_rect(center=(middle[0] - int(card_w * 0.45), middle[1] + card_w // 14)))
    back_w = min(int(card_w * 1.35), rect.width - 8)
    back = ca.zombie_back((back_w, int(back_w * 0.62)))
    canvas.blit(back, back.get_rect(center=(middle[0], middle[1] + int(card_h * 0.2))))
    die = max(16, card_w // 3)
    dice_y = middle[1] + card_h // 2 + die // 2
    for index, face in enumerate((6, 4, 5)):
        image = pygame.transform.rotozoom(pieces.die("white", face, die), (index - 1) * 16, 1.0)
        canvas.blit(image, image.get_rect(center=(middle[0] + (index - 1) * int(die * 1.25), dice_y)))
    _label(canvas, "EVERYTHING LOST", font, (rect.centerx, rect.bottom - font.get_linesize()))


def _wasted_wilds_group(canvas: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, card_w: int) -> None:
    from ...games.wasted_wilds import card_art as ca
    from ...games.wasted_wilds import pieces

    card_h = int(card_w * 1.4)
    middle = (rect.centerx, rect.top + int(card_h * 0.62) + 6)
    deck = pygame.transform.rotozoom(ca.survivor_card_back("chef", (card_w, card_h)), 10, 1.0)
    canvas.blit(deck, deck.get_rect(center=(middle[0] + int(card_w * 0.5), middle[1] + card_w // 12)))
    monsters = pygame.transform.rotozoom(ca.monster_back((card_w, card_h)), -9, 1.0)
    canvas.blit(monsters, monsters.get_rect(center=(middle[0] - int(card_w * 0.45), middle[1] + card_w // 14)))
    side = min(int(card_w * 1.05), rect.width - 8)
    tile = ca.tile_back((side, side), "frozen")
    canvas.blit(tile, tile.get_rect(center=(middle[0], middle[1] + int(card_h * 0.12))))
    die = max(16, card_w // 3)
    dice_y = middle[1] + card_h // 2 + die // 2
    for index, face in enumerate((3, 4)):
        image = pygame.transform.rotozoom(pieces.spawn_die(face, die), (index * 2 - 1) * 14, 1.0)
        canvas.blit(image, image.get_rect(center=(middle[0] + (index * 2 - 1) * int(die * 0.65), dice_y)))
    _label(canvas, "WASTED WILDS", font, (rect.centerx, rect.bottom - font.get_linesize()))


def _this_war_of_mine_group(canvas: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font, card_w: int) -> None:
    from ...games.this_war_of_mine import card_art as ca
    from ...games.this_war_of_mine import pieces

    card_h = int(card_w * 1.4)
    middle = (rect.centerx, rect.top + int(card_h * 0.62) + 6)
    fate = pygame.transform.rotozoom(ca.card_back("fate", (card_w, card_h)), 10, 1.0)
    canvas.blit(fate, fate.get_rect(center=(middle[0] + int(card_w * 0.5), middle[1] + card_w // 12)))
    door = pygame.transform.rotozoom(ca.shelter_card("closed_door", False, (card_w, card_h)), -9, 1.0)
    canvas.blit(door, door.get_rect(center=(middle[0] - int(card_w * 0.45), middle[1] + card_w // 14)))
    standee = pieces.standee("tomo", int(card_h * 0.8))
    canvas.blit(standee, standee.get_rect(midbottom=(middle[0], middle[1] + card_h // 2)))
    die = max(16, card_w // 3)
    dice_y = middle[1] + card_h // 2 + die // 2
    for index, (colour, face) in enumerate((("yellow", "hatchet"), ("black", "7"))):
        image = pygame.transform.rotozoom(pieces.die_face(colour, face, die), (index * 2 - 1) * 14, 1.0)
        canvas.blit(image, image.get_rect(center=(middle[0] + (index * 2 - 1) * int(die * 0.65), dice_y)))
    _label(canvas, "THIS WAR OF MINE", font, (rect.centerx, rect.bottom - font.get_linesize()))


def _sample_character() -> dict:
    """The character on the title: the first hero of the base game's cards."""
    try:
        import tomllib

        from ...core.paths import resource_path
        with open(resource_path("data", "salvation_road", "characters.toml"), "rb") as handle:
            characters = tomllib.load(handle)["characters"]
        return next(c for c in characters if c.get("kind") == "hero")
    except Exception:   # the picture never stops the title from showing
        return {"id": "ines-calder", "name": "Ines Calder", "kind": "hero", "health": 5,
                "ability": {"name": "Rally Call", "text": "Move, then another character there acts."}}


def _planned_boxes(canvas: pygame.Surface, rect: pygame.Rect, planned: list, fonts, unit: int) -> None:
    """The games to come: sealed, shrink-wrapped boxes with a COMING SOON tape across the lid."""
    if not planned:
        return
    gap = max(8, unit // 8)
    box_w = min((rect.width - gap * (len(planned) - 1)) // len(planned), int(rect.height * 2.3))
    box_h = rect.height
    total = box_w * len(planned) + gap * (len(planned) - 1)
    x = rect.centerx - total // 2
    y = rect.top
    name_font = fonts.get(max(13, unit // 9), bold=True)
    tape_font = fonts.get(max(10, unit // 13), bold=True)
    for index, info in enumerate(planned):
        box = pygame.Rect(x + index * (box_w + gap), y, box_w, box_h)
        canvas.blit(_sealed_box(info.name, info.id, box.size, name_font, tape_font), box)


def _sealed_box(name: str, game_id: str, size: tuple[int, int], name_font, tape_font) -> pygame.Surface:
    from ...ui.widgets import wrap_text

    width, height = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    depth = max(4, height // 10)
    lid = pygame.Rect(0, 0, width - depth, height - depth)
    # the box's sides, in shade, then the lid
    pygame.draw.polygon(surf, (34, 34, 38), [(lid.right, lid.top + 2), (width - 1, depth), (width - 1, height - 1),
                                             (depth, height - 1), (lid.left + 2, lid.bottom), lid.bottomright])
    hue = {"wasted_wilds": (70, 92, 58), "this_war_of_mine": (70, 70, 76), "everything_lost": (112, 72, 46)}.get(
        game_id, (72, 72, 80))
    lid_image = art.vertical_gradient(lid.size, [(0.0, art.lighten(hue, 0.1)), (1.0, art.darken(hue, 0.35))])
    surf.blit(lid_image, lid)
    pygame.draw.rect(surf, art.darken(hue, 0.55), lid, max(1, width // 120))
    # the title, in the middle of the lid
    lines = wrap_text(name, name_font, lid.width - 16)[:3]
    line_h = name_font.get_linesize()
    top = lid.centery - len(lines) * line_h // 2 - line_h // 4
    for i, line in enumerate(lines):
        image = name_font.render(line, True, art.lighten(hue, 0.7))
        surf.blit(image, image.get_rect(midtop=(lid.centerx, top + i * line_h)))
    # COMING SOON tape across the bottom corner
    tape_h = max(10, tape_font.get_linesize() + 2)
    tape = pygame.Surface((int(lid.width * 0.9), tape_h), pygame.SRCALPHA)
    tape.fill((*Colors.ACCENT, 235))
    for sx in range(0, tape.get_width(), tape_h):
        pygame.draw.line(tape, (*Colors.ACCENT_DARK, 120), (sx, tape_h - 1), (sx + tape_h // 2, 0), 1)
    text = tape_font.render("COMING SOON", True, Colors.HAZARD_DARK)
    tape.blit(text, text.get_rect(center=tape.get_rect().center))
    tape = pygame.transform.rotozoom(tape, 8, 1.0)
    surf.blit(tape, tape.get_rect(center=(lid.centerx, lid.bottom - tape_h)))
    # shrink-wrap: a glint across the lid
    glint = pygame.Surface(lid.size, pygame.SRCALPHA)
    pygame.draw.polygon(glint, (255, 255, 255, 34), [(lid.width * 0.1, 0), (lid.width * 0.3, 0),
                                                     (lid.width * 0.05, lid.height), (0, lid.height)])
    surf.blit(glint, lid)
    # the clipped lid corners
    art.round_corners(surf, max(2, width // 60))
    return surf
