"""Between missions: the chapter's story, the mission choices with their goals and success bonuses,
what carries over, the score history with ranks, and each finished mission's map."""
from __future__ import annotations

import importlib
from pathlib import Path

import pygame

from ...core import campaign as campaigns
from ...core.registry import game_entries, rules_for
from ...core.saves import SaveError
from ...ui.theme import Colors
from ...ui.widgets import ScrollText, TextLine, blit_text, blit_wrapped, draw_panel, make_button, markdown_lines
from .base import MenuScreen

MAPS_SHOWN = 4


def map_picture(game_id: str, map_data: dict, size: tuple[int, int]) -> pygame.Surface | None:
    """A finished mission's map, drawn by the game's board module (its `map_picture`), if it has one."""
    entry = game_entries().get(game_id)
    if entry is None:
        return None
    module = importlib.import_module(entry.board.partition(":")[0])
    draw = getattr(module, "map_picture", None)
    return draw(map_data, size) if draw is not None else None


def history_lines(body: dict, campaign) -> list[TextLine]:
    lines = [TextLine("Missions so far", "h2")]
    if not body["history"]:
        lines.append(TextLine("None yet.", "muted"))
    for record in body["history"]:
        mission = campaign.mission_title(record["mission"])
        if record["won"]:
            lines.append(TextLine(f"{mission}: won, {record['score']} survival points ({record['rank']})", "bullet"))
        else:
            why = record.get("details", {}).get("died") or "without its goals"
            lines.append(TextLine(f"{mission}: lost ({why}); played again", "bullet"))
    if any(record["won"] for record in body["history"]):
        score, rank = campaign.overall(body["history"])
        lines.append(TextLine(f"**Overall: {score:.0f}** ({rank}): the best mission and the ones after it, averaged",
                              "body"))
    return lines


class CampaignScene(MenuScreen):
    name = "campaign"
    title = "Campaign"
    back_label = "Title"

    def __init__(self, app, path: Path) -> None:
        super().__init__(app)
        self.path = path
        self.body = campaigns.read_campaign(path)
        self.rules = rules_for(self.body["game_id"])
        from ..campaigns import campaign_content
        self.cards = campaign_content(app, self.rules)      # the base cards and the enabled mods
        self.campaign = campaigns.campaign_rules(self.rules, self.cards)
        self.subtitle = self.body.get("label") or self.rules.info.name
        self._maps: dict[tuple, pygame.Surface | None] = {}

    def build_content(self) -> None:
        app = self.app
        area = self.content
        gap = app.px(24)
        self.story_rect = pygame.Rect(area.x, area.y, int(area.width * 0.5), area.height)
        self.side_rect = pygame.Rect(self.story_rect.right + gap, area.y, area.right - self.story_rect.right - gap,
                                     area.height)
        title, story = self.campaign.chapter(self.body)
        lines = [TextLine(title, "h1"), *markdown_lines(story), TextLine("What carries over", "h2")]
        lines += [TextLine(line, "bullet") for line in self.campaign.carried_words(self.body)]
        lines += history_lines(self.body, self.campaign)
        self.story = ScrollText(app.fonts)
        self.story.set_rect(self.story_rect.inflate(-app.px(40), -app.px(32)))
        self.story.set_lines(lines)
        self.choice_buttons = []
        x, y, width = self.side_rect.x + app.px(20), self.side_rect.y + app.px(52), self.side_rect.width - app.px(40)
        self.choice_rows: list[tuple[pygame.Rect, campaigns.MissionChoice]] = []
        if self.body.get("match") is not None:
            button = make_button(self.manager, pygame.Rect(x, y, width, app.px(48)), "Continue the mission in progress",
                                 self.resume, object_id="#primary")
            self.choice_buttons.append(button)
            y += app.px(64)
        offered = [] if self.body.get("match") is not None else campaigns.choices(self.body, self.rules, self.cards)
        detail_h = app.fonts.small().get_linesize() * 3 + app.px(8)
        for choice in offered:
            button = make_button(self.manager, pygame.Rect(x, y, width, app.px(44)), f"Play {choice.title}",
                                 self._starter(choice.id), object_id="#primary" if not self.choice_buttons else None,
                                 tooltip=choice.briefing)
            self.choice_buttons.append(button)
            self.choice_rows.append((pygame.Rect(x, y + app.px(48), width, detail_h), choice))
            y += app.px(48) + detail_h + app.px(10)
        self.maps_top = y + app.px(10)
        self.focus.set_buttons(self.choice_buttons + [self.back_button])

    def _starter(self, mission: str):
        def start() -> None:
            from .match import MatchScene
            from .title import TitleScene
            try:
                session = _start(self.app, self.path, mission)
            except Exception as exc:     # a damaged campaign or content: stay here and say why
                self.app.toast(f"Can't start the mission: {exc}", error=True)
                return
            self.app.stack.reset(TitleScene(self.app))
            self.app.stack.push(MatchScene(self.app, session))
        return start

    def resume(self) -> None:
        from ..campaigns import resume_mission
        from .match import MatchScene
        from .title import TitleScene
        try:
            session = resume_mission(self.app, self.path)
        except SaveError as exc:
            self.app.toast(f"Can't continue the mission: {exc}", error=True)
            return
        self.app.stack.reset(TitleScene(self.app))
        self.app.stack.push(MatchScene(self.app, session))

    def back(self) -> None:
        from .title import TitleScene
        self.app.stack.reset(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.story.handle_event(event, keys=True):
            self.app.request_redraw()
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        draw_panel(surface, self.story_rect)
        draw_panel(surface, self.side_rect)
        self.story.draw(surface)
        heading = "The campaign is won" if self.body["finished"] else (
            "The mission in progress" if self.body.get("match") else
            "Play it again" if self.body.get("replay") else "Choose the next mission")
        blit_text(surface, heading, fonts.heading(), Colors.ACCENT, (self.side_rect.x + app.px(20),
                                                                      self.side_rect.y + app.px(14)))
        for rect, choice in self.choice_rows:
            words = f"Goals: {choice.goals.replace('**', '')}" + (f"  Success bonus: {choice.bonus}" if choice.bonus
                                                                  else "")
            blit_wrapped(surface, words, fonts.small(), Colors.TEXT_MUTED, rect, max_lines=3)
        self._draw_maps(surface)

    def _draw_maps(self, surface: pygame.Surface) -> None:
        app, fonts = self.app, self.app.fonts
        finished = [record for record in self.body["history"] if record.get("map")][-MAPS_SHOWN:]
        room = self.side_rect.bottom - app.px(16) - self.maps_top - fonts.small().get_linesize()
        if not finished or room < app.px(60):
            return
        gap = app.px(10)
        width = (self.side_rect.width - app.px(40) - gap * (len(finished) - 1)) // len(finished)
        size = (width, min(room, int(width * 0.7)))
        for index, record in enumerate(finished):
            x = self.side_rect.x + app.px(20) + index * (width + gap)
            key = (record["mission"], record.get("at"), size)
            if key not in self._maps:
                self._maps[key] = map_picture(self.body["game_id"], record["map"], size)
            picture = self._maps[key]
            box = pygame.Rect(x, self.maps_top, *size)
            if picture is not None:
                surface.blit(picture, box)
            else:
                pygame.draw.rect(surface, Colors.PANEL_RAISED, box, border_radius=app.px(6))
            code = self.campaign.mission_title(record["mission"]).split(":")[0]
            label = f"{code} {'won' if record['won'] else 'lost'}"
            blit_text(surface, label, fonts.small(), Colors.TEXT if record["won"] else Colors.DANGER,
                      (box.centerx, box.bottom + app.px(2)), "midtop")


def _start(app, path: Path, mission: str):
    from ..campaigns import start_mission
    return start_mission(app, path, mission)
