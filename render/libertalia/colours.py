"""Every ink of Libertalia's board: a sea-chart paper, the six player colours with their shapes, the loot.

Kept in one place so the sections and the PNG palette (which keeps these colours exact) agree.
"""

from __future__ import annotations

from render.kit import RGB, contrast

PAPER: RGB = (240, 232, 212)
SECTION_BG: RGB = (248, 243, 230)
SECTION_EDGE: RGB = (120, 96, 70)
HEAD_BG: RGB = (34, 62, 92)
HEAD_INK: RGB = (250, 246, 236)
INK: RGB = (40, 30, 22)
INK_SOFT: RGB = (100, 84, 66)
INK_FAINT: RGB = (160, 146, 126)
HIGHLIGHT: RGB = (255, 226, 140)
HIGHLIGHT_EDGE: RGB = (196, 128, 0)
SLOT_EMPTY: RGB = (226, 218, 198)
INACTIVE: RGB = (196, 190, 178)
INACTIVE_INK: RGB = (130, 124, 114)
WIN: RGB = (240, 214, 120)
WHITE: RGB = (255, 255, 255)
COIN: RGB = (222, 170, 40)
COIN_EDGE: RGB = (140, 96, 10)
KEPT: RGB = (30, 96, 150)

# Chosen so that every pair stays at least 23 apart (CIEDE2000) for normal sight and under simulated
# protanopia and deuteranopia (tests/render/libertalia/test_readability.py); each colour also has its own
# shape, so the colour is never the only cue.
PLAYER_COLOURS: dict[str, RGB] = {
    "red": (225, 50, 40),
    "blue": (86, 180, 233),
    "green": (0, 170, 140),
    "yellow": (250, 200, 40),
    "purple": (130, 60, 170),
    "black": (40, 40, 40),
}
PLAYER_SHAPES: dict[str, str] = {
    "red": "circle", "blue": "square", "green": "triangle", "yellow": "diamond", "purple": "hexagon",
    "black": "star",
}
UNKNOWN_PLAYER: RGB = (120, 120, 120)
MIDSHIPMAN: RGB = (150, 140, 126)

LOOT_COLOURS: dict[str, RGB] = {
    "map": (214, 190, 130),
    "barrel": (150, 96, 50),
    "relic": (120, 120, 140),
    "saber": (176, 40, 40),
    "amulet": (60, 130, 90),
    "hook": (70, 80, 96),
    "chest": (210, 160, 30),
}
LOOT_ORDER: tuple[str, ...] = ("chest", "amulet", "map", "barrel", "hook", "saber", "relic")


def player_rgb(colour: str | None) -> RGB:
    return PLAYER_COLOURS.get(colour or "", UNKNOWN_PLAYER)


def player_shape(colour: str | None) -> str:
    return PLAYER_SHAPES.get(colour or "", "circle")


def tint(c: RGB, f: float = 0.72) -> RGB:
    """`c` mixed towards white by `f` (0..1): a card's fill that dark ink reads on."""
    return (round(c[0] + (255 - c[0]) * f), round(c[1] + (255 - c[1]) * f), round(c[2] + (255 - c[2]) * f))


def ink_on(c: RGB) -> RGB:
    """Dark or white text for a background `c`, whichever contrasts more."""
    return INK if contrast(INK, c) >= contrast(WHITE, c) else WHITE


def key_colours() -> list[RGB]:
    """The flat inks, kept exactly in the PNG palette."""
    flat = [PAPER, SECTION_BG, SECTION_EDGE, HEAD_BG, HEAD_INK, INK, INK_SOFT, INK_FAINT, HIGHLIGHT,
            HIGHLIGHT_EDGE, SLOT_EMPTY, INACTIVE, INACTIVE_INK, WIN, WHITE, COIN, COIN_EDGE, KEPT, MIDSHIPMAN,
            tint(MIDSHIPMAN)]
    for c in PLAYER_COLOURS.values():
        flat += [c, tint(c)]
    flat += list(LOOT_COLOURS.values())
    return list(dict.fromkeys(flat))
