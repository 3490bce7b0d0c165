"""People, painted front on: the monsters who walk on two legs (clan warriors with axes, shields and
spears, the draugr, scrap raiders in goggles, sun cultists in hoods) dressed and armed by keywords
in their id, name and tribe; and the four survivors' portraits (head and shoulders) for their
character cards and deck backs."""
from __future__ import annotations

import math

from ....ui import art
from ....ui.art import darken
from .stage import Stage

PEOPLE = ("raider", "bandit", "cult", "priest", "zealot", "acolyte", "prophet", "pyre", "warrior", "berserk", "maiden",
          "skald", "volva", "spear", "champion", "queen", "gunner", "brute", "tinker", "draugr", "eater")
OUTFITS = {   # cloth, second cloth, skin, eyes
    "nordic": ((70, 90, 130), (120, 84, 56), (214, 172, 140), (40, 40, 50)),
    "scrappers": ((96, 74, 56), (130, 120, 104), (196, 150, 116), (230, 60, 40)),
    "sun-cult": ((196, 110, 40), (150, 46, 34), (186, 130, 96), (255, 190, 70)),
    "draugr": ((70, 78, 72), (50, 56, 60), (150, 164, 158), (120, 220, 255)),
    "": ((80, 76, 70), (110, 96, 80), (200, 156, 120), (220, 60, 40)),
}
METAL = (170, 176, 184)


def _gear(words: str) -> dict:
    has = lambda *keys: any(k in words for k in keys)          # noqa: E731
    tribe = "nordic" if has("nordic", "elgr", "barn", "geirolfr", "berserk", "skald", "maiden", "spear thrower",
                            "volva") \
        else "scrappers" if has("scrap", "chain", "junk", "raider", "bandit") \
        else "sun-cult" if has("sun", "ember", "pyre", "ash", "scorpion", "cult", "zealot", "prophet") \
        else "draugr" if has("draugr", "undead", "wight") else ""
    g = {"tribe": tribe, "scale": 1.0, "robe": tribe == "sun-cult", "head": "bare", "beard": False, "cape": False,
         "right": "", "left": "", "braids": False, "bare": False}
    if tribe == "nordic":
        g.update(head="helmet", beard=True, right="axe")
    if tribe == "scrappers":
        g.update(head="goggles", right="club")
    if tribe == "sun-cult":
        g.update(head="hood", right="staff_sun")
    if tribe == "draugr":
        g.update(head="helmet", right="sword", beard=True)
    rules = (
        (("barn", "child", "youngster"), dict(scale=0.74, head="hair", beard=False, right="sling")),
        (("geirolfr", "champion"), dict(scale=1.16, right="sword", cape=True, left="shield")),
        (("berserk",), dict(head="pelt", right="axe", left="axe", bare=True)),
        (("skald",), dict(head="hair", right="horn", cape=True)),
        (("maiden",), dict(head="helmet", beard=False, braids=True, right="sword", left="shield")),
        (("spear",), dict(right="spear_up")),
        (("volva",), dict(head="hood", beard=False, right="staff_knot", robe=True)),
        (("queen",), dict(scale=1.14, head="crown", right="wrench", cape=True)),
        (("gunner",), dict(right="rifle")),
        (("brute",), dict(scale=1.12, head="mask", right="chain")),
        (("tinker",), dict(right="wrench", left="pack")),
        (("prophet",), dict(scale=1.08, right="staff_sun", cape=True)),
        (("eater",), dict(scale=1.22, head="sunmask", right="", left="")),
        (("zealot",), dict(right="torch")),
        (("pyre",), dict(right="brazier")),
        (("acolyte",), dict(right="pray")),
        (("scorpion",), dict(right="staff_scorpion")),
    )
    for keys, change in rules:
        if has(*keys):
            g.update(change)
    return g


def _weapon(p, kind: str, hand, side: int, u: float, top: float) -> None:
    x, y = hand
    wood, flame = (104, 70, 44), (246, 150, 50)
    if kind == "axe":
        head = (x + side * 0.3 * u, y - 2.4 * u)
        p.line(wood, [(x, y + 0.5 * u), head], 0.22 * u)
        p.polygon(METAL, [(head[0], head[1] - 0.2 * u), (head[0] + side * 0.9 * u, head[1] - 0.7 * u),
                          (head[0] + side * 1.0 * u, head[1] + 0.5 * u), (head[0], head[1] + 0.3 * u)], corner=0.06 * u)
    elif kind == "sword":
        p.line((220, 224, 230), [(x, y - 0.3 * u), (x + side * 0.2 * u, y - 3.6 * u)], 0.26 * u)
        p.line((150, 120, 60), [(x - 0.5 * u, y - 0.3 * u), (x + 0.5 * u, y - 0.3 * u)], 0.18 * u)
    elif kind == "spear_up":
        p.line(wood, [(x - side * 0.2 * u, y + 2.0 * u), (x + side * 0.3 * u, top - 0.8 * u)], 0.16 * u)
        tip = (x + side * 0.32 * u, top - 0.8 * u)
        p.polygon(METAL, [(tip[0] - 0.25 * u, tip[1]), (tip[0], tip[1] - 1.0 * u), (tip[0] + 0.25 * u, tip[1])])
    elif kind == "shield":
        c = (x, y - 0.8 * u)
        p.circle(darken(wood, 0.3), c, 1.5 * u)
        p.circle((160, 40, 36), c, 1.35 * u)
        for a in range(0, 360, 90):
            r = math.radians(a + 45)
            p.polygon((230, 210, 150), [c, (c[0] + 1.35 * u * math.cos(r - 0.3), c[1] + 1.35 * u * math.sin(r - 0.3)),
                                        (c[0] + 1.35 * u * math.cos(r + 0.3), c[1] + 1.35 * u * math.sin(r + 0.3))])
        p.circle(METAL, c, 0.35 * u)
    elif kind == "sling":
        p.line((120, 100, 70), [(x, y), (x + side * 0.4 * u, y + 1.4 * u)], 0.08 * u)
        p.circle((120, 120, 124), (x + side * 0.4 * u, y + 1.5 * u), 0.22 * u)
    elif kind == "horn":
        p.line((226, 210, 170), art.bezier_points((x, y), (x + side * 1.4 * u, y - 0.4 * u),
                                                  (x + side * 1.2 * u, y - 1.8 * u), 10), 0.3 * u)
    elif kind.startswith("staff"):
        p.line(wood, [(x, y + 2.6 * u), (x + side * 0.1 * u, top - 0.4 * u)], 0.16 * u)
        orb = (x + side * 0.1 * u, top - 0.7 * u)
        if kind == "staff_sun":
            for a in range(0, 360, 30):
                r = math.radians(a)
                p.line((250, 200, 80), [orb, (orb[0] + 0.8 * u * math.cos(r), orb[1] + 0.8 * u * math.sin(r))],
                       0.12 * u)
            p.circle((250, 210, 100), orb, 0.45 * u)
        elif kind == "staff_scorpion":
            p.line((60, 40, 30), art.bezier_points((orb[0] - 0.6 * u, orb[1] + 0.4 * u),
                                                   (orb[0] + 0.9 * u, orb[1] + 0.2 * u),
                                                   (orb[0] + 0.4 * u, orb[1] - 0.8 * u), 10), 0.22 * u)
            p.polygon((200, 60, 40), [(orb[0] + 0.4 * u, orb[1] - 0.8 * u), (orb[0] + 0.1 * u, orb[1] - 1.1 * u),
                                      (orb[0] + 0.5 * u, orb[1] - 1.2 * u)])
        else:
            p.circle((140, 200, 220), orb, 0.35 * u)
            p.arc((200, 220, 230), orb, 0.6 * u, 0, 300, 0.1 * u)
    elif kind == "rifle":
        p.line((50, 48, 46), [(x - side * 1.2 * u, y + 0.8 * u), (x + side * 1.6 * u, y - 2.2 * u)], 0.3 * u)
        p.line(wood, [(x - side * 1.2 * u, y + 0.8 * u), (x - side * 0.4 * u, y - 0.1 * u)], 0.42 * u)
    elif kind == "chain":
        pts = art.bezier_points((x, y), (x + side * 2.0 * u, y + 1.0 * u), (x + side * 1.2 * u, y + 3.0 * u), 9)
        for a in pts:
            p.circle(METAL, a, 0.24 * u, width=0.08 * u)
    elif kind == "club":
        p.line((110, 100, 90), [(x, y + 0.4 * u), (x + side * 0.5 * u, y - 2.2 * u)], 0.3 * u)
        for k in range(3):
            p.circle(METAL, (x + side * (0.35 + 0.05 * k) * u, y - (1.4 + 0.3 * k) * u), 0.12 * u)
    elif kind == "wrench":
        p.line(METAL, [(x, y + 0.3 * u), (x + side * 0.5 * u, y - 2.0 * u)], 0.3 * u)
        end = (x + side * 0.5 * u, y - 2.2 * u)
        p.circle(METAL, end, 0.5 * u)
        p.circle(art._CLEAR, (end[0], end[1] - 0.35 * u), 0.28 * u)
    elif kind == "torch":
        p.line(wood, [(x, y + 0.6 * u), (x + side * 0.3 * u, y - 1.8 * u)], 0.2 * u)
        tip = (x + side * 0.3 * u, y - 1.8 * u)
        p.polygon(flame, art.teardrop_points((tip[0], tip[1] - 1.3 * u), (tip[0], tip[1] - 0.3 * u), 0.45 * u))
        p.polygon((255, 230, 120), art.teardrop_points((tip[0], tip[1] - 0.8 * u), (tip[0], tip[1] - 0.2 * u),
                                                       0.22 * u))
    elif kind == "pack":
        p.rect((150, 60, 40), (x - 0.5 * u, y - 3.0 * u, 1.0 * u, 2.2 * u), radius=0.4 * u)
        p.line((60, 60, 60), [(x, y - 0.8 * u), (x - side * 0.6 * u, y + 0.4 * u)], 0.1 * u)


def person(st: Stage, words: str, boss: bool = False) -> None:
    """A person of the wilds, front on, standing on the picture's ground."""
    p = st.pen
    g = _gear(words)
    cloth, cloth2, skin, eyes = OUTFITS[g["tribe"]]
    scale = g["scale"] * (1.08 if boss else 1.0)
    base = 0.94
    height = min(0.7 * scale, 0.74 if boss else 0.8)     # a boss's head clears the BOSS ribbon
    u = height / 8
    top = base - height
    cx = 0.5
    head_c = (cx, top + 0.6 * u)
    sh_y, waist = top + 1.6 * u, top + 4.2 * u
    half = 1.2 * u * (1.15 if scale > 1.1 else 1.0)
    if g["cape"]:
        p.polygon(darken(cloth2, 0.35), [(cx - half, sh_y), (cx + half, sh_y), (cx + half * 1.7, base),
                                         (cx - half * 1.7, base)], corner=0.2 * u)
    if g["left"] == "pack":
        _weapon(p, "pack", (cx + half * 1.1, waist), 1, u, top)
    if g["robe"]:
        p.polygon(darken(cloth, 0.3), [(cx - half, sh_y), (cx + half, sh_y), (cx + half * 1.35, base),
                                       (cx - half * 1.35, base)], corner=0.2 * u)
        p.polygon(cloth, [(cx - half * 0.85, sh_y + 0.2 * u), (cx + half * 0.2, sh_y + 0.2 * u),
                          (cx + half * 0.1, base - 0.1 * u),
                          (cx - half * 1.2, base - 0.1 * u)], corner=0.1 * u)
        p.rect(cloth2, (cx - half * 1.0, waist - 0.3 * u, half * 2.0, 0.5 * u))
    else:
        for side in (-1, 1):
            p.capsule(darken(cloth2, 0.35), (cx + side * 0.5 * u, waist + 0.5 * u), (cx + side * 0.7 * u,
                                                                                     base - 0.3 * u), 0.42 * u)
            p.rect((40, 34, 30), (cx + side * 0.7 * u - 0.5 * u, base - 0.7 * u, 1.0 * u, 0.7 * u), radius=0.2 * u)
        body = (skin if g["bare"] else cloth)
        p.polygon(darken(body, 0.2), [(cx - half, sh_y), (cx + half, sh_y), (cx + half * 0.85, waist + 1.0 * u),
                                      (cx - half * 0.85, waist + 1.0 * u)],
                  corner=0.25 * u)
        p.polygon(body, [(cx - half * 0.9, sh_y + 0.1 * u), (cx + half * 0.3, sh_y + 0.1 * u),
                         (cx + half * 0.2, waist + 0.9 * u),
                         (cx - half * 0.8, waist + 0.9 * u)], corner=0.15 * u)
        p.rect((60, 44, 30), (cx - half * 0.9, waist, half * 1.8, 0.4 * u))
        p.rect(METAL, (cx - 0.2 * u, waist, 0.4 * u, 0.4 * u))
        if g["tribe"] in ("nordic", "draugr") and not g["bare"]:
            p.polygon((150, 140, 130), [(cx - half * 1.05, sh_y - 0.2 * u), (cx + half * 1.05, sh_y - 0.2 * u),
                                        (cx + half * 0.7, sh_y + 0.8 * u),
                                        (cx - half * 0.7, sh_y + 0.8 * u)], corner=0.3 * u)
        if g["tribe"] == "scrappers":
            p.polygon(METAL, [(cx - half * 1.15, sh_y - 0.3 * u), (cx - half * 0.4, sh_y - 0.1 * u),
                              (cx - half * 0.6, sh_y + 0.9 * u),
                              (cx - half * 1.2, sh_y + 0.7 * u)], corner=0.1 * u)
            for k in range(3):
                p.polygon((220, 220, 226), [(cx - half * (1.1 - 0.25 * k), sh_y - 0.25 * u),
                                            (cx - half * (1.0 - 0.25 * k), sh_y - 0.8 * u),
                                            (cx - half * (0.9 - 0.25 * k), sh_y - 0.2 * u)])
    right_hand = (cx - half * 1.25, waist + 0.4 * u)
    left_hand = (cx + half * 1.25, waist + 0.4 * u)
    if g["right"] == "spear_up":
        right_hand = (cx - half * 1.2, top + 0.9 * u)
    if g["right"] in ("brazier", "pray"):
        right_hand = left_hand = (cx - 0.3 * u, waist - 0.4 * u) if g["right"] == "brazier" else (cx, sh_y + 1.3 * u)
        left_hand = (cx + 0.3 * u, waist - 0.4 * u) if g["right"] == "brazier" else left_hand
    sleeve = skin if g["bare"] else darken(cloth, 0.1)
    for shoulder, hand in (((cx - half * 0.9, sh_y + 0.3 * u), right_hand), ((cx + half * 0.9, sh_y + 0.3 * u),
                                                                             left_hand)):
        elbow = ((shoulder[0] + hand[0]) / 2 + (0.3 * u if hand[0] < cx else -0.3 * u) * (hand[1] < shoulder[1]),
                 (shoulder[1] + hand[1]) / 2)
        p.capsule(sleeve, shoulder, elbow, 0.36 * u)
        p.capsule(sleeve, elbow, hand, 0.32 * u)
        p.circle(skin, hand, 0.3 * u)
    if g["right"] == "brazier":
        p.polygon((70, 60, 56), [(cx - 1.0 * u, waist - 0.6 * u), (cx + 1.0 * u, waist - 0.6 * u),
                                 (cx + 0.6 * u, waist + 0.2 * u),
                                 (cx - 0.6 * u, waist + 0.2 * u)])
        p.polygon((246, 140, 40), art.teardrop_points((cx, waist - 2.4 * u), (cx, waist - 0.9 * u), 0.7 * u))
        p.polygon((255, 220, 110), art.teardrop_points((cx, waist - 1.6 * u), (cx, waist - 0.8 * u), 0.35 * u))
        st.glow((255, 170, 70), (cx, waist - 1.2 * u), 3 * u, 100)
    elif g["right"] and g["right"] != "pray":
        _weapon(p, g["right"], right_hand, -1, u, top)
    if g["left"] and g["left"] != "pack":
        _weapon(p, g["left"], left_hand, 1, u, top)
    p.rect(darken(skin, 0.15), (cx - 0.25 * u, top + 1.0 * u, 0.5 * u, 0.7 * u))
    r = 0.6 * u
    head = g["head"]
    if head == "hood":
        p.polygon(darken(cloth, 0.25), [(cx - 1.0 * u, sh_y + 0.4 * u), (cx - 0.9 * u, head_c[1] - 0.2 * u),
                                        (cx, top - 0.8 * u),
                                        (cx + 0.9 * u, head_c[1] - 0.2 * u), (cx + 1.0 * u,
                                                                              sh_y + 0.4 * u)], corner=0.3 * u)
        p.ellipse((20, 14, 12), (cx - 0.55 * u, head_c[1] - 0.55 * u, 1.1 * u, 1.3 * u))
        for side in (-1, 1):
            p.circle(eyes, (cx + side * 0.22 * u, head_c[1]), 0.11 * u)
        st.glow(eyes, head_c, 0.8 * u, 80, 5)
        return
    p.circle(skin, head_c, r)
    if head == "sunmask":
        for a in range(0, 360, 24):
            rad = math.radians(a)
            p.polygon((236, 170, 50), [(head_c[0] + r * 0.9 * math.cos(rad - 0.18),
                                        head_c[1] + r * 0.9 * math.sin(rad - 0.18)),
                                       (head_c[0] + r * 2.1 * math.cos(rad), head_c[1] + r * 2.1 * math.sin(rad)),
                                       (head_c[0] + r * 0.9 * math.cos(rad + 0.18),
                                        head_c[1] + r * 0.9 * math.sin(rad + 0.18))])
        p.circle((250, 206, 90), head_c, r * 1.05)
        for side in (-1, 1):
            p.ellipse((30, 20, 10), (head_c[0] + side * r * 0.4 - r * 0.22, head_c[1] - r * 0.2, r * 0.44, r * 0.24))
        return
    for side in (-1, 1):
        p.circle(eyes if g["tribe"] == "draugr" else (30, 26, 24), (cx + side * 0.22 * u, head_c[1] - 0.02 * u),
                 0.09 * u)
    if g["tribe"] == "draugr":
        st.glow(eyes, head_c, 0.7 * u, 90, 5)
    if g["beard"]:
        beard = (200, 200, 196) if g["tribe"] == "draugr" else (150, 96, 50)
        p.polygon(beard, [(cx - r * 0.9, head_c[1] + 0.05 * u), (cx + r * 0.9, head_c[1] + 0.05 * u),
                          (cx + r * 0.5, head_c[1] + r * 1.4),
                          (cx, head_c[1] + r * 1.8), (cx - r * 0.5, head_c[1] + r * 1.4)], corner=0.1 * u)
    if g["braids"] or head == "hair":
        hair = (200, 160, 80) if g["braids"] else (120, 80, 44)
        p.arc(hair, head_c, r * 0.95, 190, 350, 0.3 * u)
        if g["braids"]:
            for side in (-1, 1):
                p.capsule(hair, (cx + side * r * 0.95, head_c[1]), (cx + side * r * 1.1, head_c[1] + 2.0 * u), 0.16 * u)
    if head == "helmet":
        p.polygon(METAL, [(cx - r * 1.05, head_c[1] - 0.05 * u)] + art.arc_points(head_c, r * 1.05, 180, 360, 12)
                  + [(cx + r * 1.05, head_c[1] - 0.05 * u)])
        p.rect(darken(METAL, 0.3), (cx - r * 1.08, head_c[1] - 0.2 * u, r * 2.16, 0.2 * u))
        p.rect(darken(METAL, 0.2), (cx - 0.08 * u, head_c[1] - 0.2 * u, 0.16 * u, 0.55 * u))
    elif head == "pelt":
        p.polygon((110, 106, 110), [(cx - r * 1.3,
                                     head_c[1] + 0.6 * u)] + art.arc_points(head_c, r * 1.15, 170, 370, 12)
                  + [(cx + r * 1.3, head_c[1] + 0.6 * u)])
        for side in (-1, 1):
            p.polygon((90, 86, 92), [(cx + side * r * 0.3, head_c[1] - r), (cx + side * r * 0.8, head_c[1] - r * 1.8),
                                     (cx + side * r, head_c[1] - r * 0.6)])
        for side in (-1, 1):
            p.circle((240, 60, 40), (cx + side * 0.22 * u, head_c[1] - 0.02 * u), 0.09 * u)
    elif head == "goggles":
        p.rect((50, 44, 40), (cx - r, head_c[1] - 0.2 * u, r * 2, 0.3 * u))
        for side in (-1, 1):
            p.circle((60, 56, 50), (cx + side * 0.26 * u, head_c[1] - 0.05 * u), 0.24 * u)
            p.circle((230, 120, 60), (cx + side * 0.26 * u, head_c[1] - 0.05 * u), 0.15 * u)
        p.rect((70, 64, 60), (cx - r * 0.8, head_c[1] + 0.2 * u, r * 1.6, r * 0.7), radius=0.1 * u)
    elif head == "mask":
        p.rect((60, 60, 64), (cx - r * 0.95, head_c[1] - r * 0.5, r * 1.9, r * 1.4), radius=0.2 * u)
        for k in range(4):
            p.line((30, 30, 30), [(cx - r * 0.6 + k * r * 0.4, head_c[1] + r * 0.3), (cx - r * 0.6 + k * r * 0.4,
                                                                                      head_c[1] + r * 0.8)], 0.06 * u)
        for side in (-1, 1):
            p.circle((240, 60, 40), (cx + side * 0.22 * u, head_c[1] - 0.05 * u), 0.1 * u)
    elif head == "crown":
        spikes = [(cx - r, head_c[1] - r * 0.4)]
        for k in range(7):
            spikes += [(cx - r + (k + 0.5) * r * 2 / 7, head_c[1] - r * (1.8 if k % 2 else 1.3)),
                       (cx - r + (k + 1) * r * 2 / 7, head_c[1] - r * 0.9)]
        p.polygon((200, 150, 60), spikes + [(cx + r, head_c[1] - r * 0.4)])
        p.circle((220, 40, 40), (cx, head_c[1] - r * 0.8), 0.12 * u)


# --- the survivors' portraits -------------------------------------------------------------------------
def bust(st: Stage, who: str, accent) -> None:
    """A survivor's head and shoulders, front on, filling the stage."""
    p = st.pen
    looks = {"driver": ((196, 146, 112), (50, 36, 30)), "chef": ((228, 186, 156), (90, 60, 40)),
             "thief": ((206, 160, 128), (30, 26, 30)), "contractor": ((176, 122, 88), (110, 70, 40))}
    skin, hair = looks.get(who, ((210, 166, 130), (80, 60, 44)))
    jacket = {"driver": accent, "chef": (240, 238, 232), "thief": (44, 40, 54),
              "contractor": (150, 50, 44)}.get(who, accent)
    cx, hy, r = 0.5, 0.46, 0.17
    p.polygon(darken(jacket, 0.25), [(0.06, 1.05), (0.12, 0.8), (0.3, 0.7), (0.7, 0.7), (0.88, 0.8), (0.94, 1.05)],
              corner=0.04)
    p.polygon(jacket, [(0.1, 1.05), (0.15, 0.82), (0.32, 0.72), (0.5, 0.74), (0.5, 1.05)], corner=0.03)
    p.rect(darken(skin, 0.15), (cx - 0.06, hy + 0.1, 0.12, 0.16))
    if who == "driver":
        for dx in (-0.2, 0.2):
            p.line((246, 244, 238), [(cx + dx, 0.74), (cx + dx * 1.4, 1.05)], 0.035)
        p.polygon((180, 30, 30), [(cx - 0.14, 0.68), (cx + 0.14, 0.68), (cx + 0.1, 0.78), (cx - 0.1, 0.78)],
                  corner=0.02)
    elif who == "chef":
        for k in range(3):
            for dx in (-0.08, 0.08):
                p.circle((180, 176, 170), (cx + dx, 0.82 + k * 0.07), 0.012)
        p.polygon(accent, [(cx - 0.12, 0.68), (cx + 0.12, 0.68), (cx, 0.82)], corner=0.01)
    elif who == "thief":
        p.polygon((34, 30, 42), [(cx - 0.3, 0.76), (cx - 0.26, hy - 0.1), (cx, hy - 0.3), (cx + 0.26, hy - 0.1),
                                 (cx + 0.3, 0.76)], corner=0.05)
    elif who == "contractor":
        for k in range(4):
            p.line(darken(jacket, 0.3), [(0.12, 0.8 + k * 0.06), (0.88, 0.8 + k * 0.06)], 0.008)
        for side in (-1, 1):
            p.polygon((232, 206, 40), [(cx + side * 0.08, 0.72), (cx + side * 0.3, 0.74), (cx + side * 0.34, 1.05),
                                       (cx + side * 0.1, 1.05)])
            p.rect((200, 200, 196), (cx + side * 0.22 - 0.02, 0.74, 0.04, 0.31))
    p.ellipse(skin, (cx - r * 0.92, hy - r * 1.1, r * 1.84, r * 2.3))
    for side in (-1, 1):
        p.circle(skin, (cx + side * r * 0.92, hy + 0.01), r * 0.2)
        p.circle((40, 32, 30), (cx + side * r * 0.38, hy), r * 0.1)
        p.circle((255, 255, 255), (cx + side * r * 0.38 - r * 0.03, hy - r * 0.03), r * 0.035)
        p.line(darken(hair, 0.1), [(cx + side * r * 0.2, hy - r * 0.3), (cx + side * r * 0.6, hy - r * 0.36)], r * 0.09)
    p.line(darken(skin, 0.35), [(cx - r * 0.25, hy + r * 0.62), (cx + r * 0.25, hy + r * 0.6)], r * 0.07)
    p.line(darken(skin, 0.2), [(cx, hy + r * 0.05), (cx - r * 0.06, hy + r * 0.35), (cx + r * 0.06, hy + r * 0.38)],
           r * 0.06)
    if who == "driver":
        p.polygon(hair, [(cx - r * 0.95, hy - r * 0.2)] + art.arc_points((cx, hy - r * 0.2), r * 0.98, 180, 360,
                                                                         14) + [(cx + r * 0.95, hy - r * 0.2)])
        p.capsule(hair, (cx + r * 0.8, hy - r * 0.4), (cx + r * 1.3, hy + r * 0.9), r * 0.22)
        p.rect((70, 60, 56), (cx - r, hy - r * 0.75, r * 2, r * 0.22))
        for side in (-1, 1):
            p.circle((90, 80, 70), (cx + side * r * 0.42, hy - r * 0.65), r * 0.3)
            p.circle((120, 190, 220), (cx + side * r * 0.42, hy - r * 0.65), r * 0.2)
    elif who == "chef":
        p.rect((246, 246, 242), (cx - r * 0.85, hy - r * 1.1, r * 1.7, r * 0.35), radius=0.01)
        for dx in (-0.55, 0.0, 0.55):
            p.circle((250, 250, 248), (cx + dx * r, hy - r * 1.5), r * 0.55)
        p.polygon(hair, [(cx - r * 0.45, hy + r * 0.45), (cx, hy + r * 0.35), (cx + r * 0.45, hy + r * 0.45),
                         (cx + r * 0.3, hy + r * 0.55),
                         (cx, hy + r * 0.48), (cx - r * 0.3, hy + r * 0.55)])
    elif who == "thief":
        p.polygon((20, 18, 24), [(cx - r * 1.0, hy - r * 0.3), (cx + r * 1.0, hy - r * 0.3),
                                 (cx + r * 0.95, hy + r * 0.2),
                                 (cx, hy + r * 0.05), (cx - r * 0.95, hy + r * 0.2)], corner=0.01)
        for side in (-1, 1):
            p.ellipse((240, 236, 230), (cx + side * r * 0.38 - r * 0.16, hy - r * 0.1, r * 0.32, r * 0.2))
            p.circle((40, 32, 30), (cx + side * r * 0.38, hy), r * 0.08)
        p.polygon((112, 82, 166), [(cx - r * 0.9, hy + r * 0.5), (cx + r * 0.9, hy + r * 0.5),
                                   (cx + r * 0.7, hy + r * 1.2), (cx - r * 0.7, hy + r * 1.2)],
                  corner=0.02)
    elif who == "contractor":
        p.polygon(hair, [(cx - r * 0.92, hy + r * 0.2), (cx + r * 0.92, hy + r * 0.2), (cx + r * 0.7, hy + r * 1.05),
                         (cx, hy + r * 1.3),
                         (cx - r * 0.7, hy + r * 1.05)], corner=0.02)
        p.line(darken(skin, 0.4), [(cx - r * 0.25, hy + r * 0.55), (cx + r * 0.25, hy + r * 0.55)], r * 0.07)
        p.polygon((236, 196, 30), [(cx - r * 1.25, hy - r * 0.55)] + art.arc_points((cx, hy - r * 0.55), r * 1.02, 180,
                                                                                    360, 14)
                  + [(cx + r * 1.25, hy - r * 0.55)])
        p.rect((200, 160, 20), (cx - r * 1.3, hy - r * 0.62, r * 2.6, r * 0.16), radius=0.01)
        p.rect((250, 220, 80), (cx - r * 0.12, hy - r * 1.5, r * 0.24, r * 0.9), radius=0.01)
    else:
        p.polygon(accent, [(cx - r, hy - r * 0.5)] + art.arc_points((cx, hy - r * 0.5), r, 180, 360,
                                                                    12) + [(cx + r, hy - r * 0.5)])


__all__ = ["person", "bust", "PEOPLE", "OUTFITS"]
