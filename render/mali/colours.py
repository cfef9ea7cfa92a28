"""Every ink and tint of Mali Powstańcy's board: the muted sepia of a 1944 city map, the pieces, the players.

Kept in one place so the static layer, the pieces, the panel and the PNG palette (which keeps these
colours exact, see palette.py) agree.
"""

from __future__ import annotations

from render.kit import RGB

# the map and the panel
PAPER: RGB = (238, 228, 204)
LAND_OUT: RGB = (226, 214, 186)
PANEL_BG: RGB = (232, 220, 192)
PANEL_EDGE: RGB = (150, 120, 86)
ROW_BG: RGB = (244, 236, 216)
ROW_URGENT: RGB = (246, 208, 194)
ROW_WIN: RGB = (240, 222, 150)
INK_SOFT: RGB = (112, 90, 64)
INK_FAINT: RGB = (150, 130, 104)
WATER: RGB = (152, 176, 182)
WATER_EDGE: RGB = (96, 124, 134)
PRAGA: RGB = (220, 212, 192)
STREET: RGB = (250, 244, 228)
STREET_CASE: RGB = (128, 98, 70)
RING_BAND = (180, 88, 48, 66)
RING_RIM: RGB = (168, 76, 40)
MARKER_FILL: RGB = (252, 248, 236)
HALO: RGB = (246, 238, 218)
FALLEN_TINT = (40, 30, 24, 70)
FALLEN_HATCH = (30, 20, 16, 120)
LEGEND_BG: RGB = (242, 234, 214)
STAMP_RED: RGB = (150, 24, 20)
STAMP_HALO: RGB = (240, 228, 210)

DISTRICT_TINT: dict[str, RGB] = {
    "ZO": (208, 194, 152),
    "WO": (218, 180, 164),
    "SR": (230, 208, 146),
    "PW": (182, 200, 190),
    "OC": (198, 204, 162),
    "MO": (206, 186, 204),
    "CZ": (222, 192, 146),
}

# the pieces
INK: RGB = (58, 40, 26)
PAPER_TAG: RGB = (250, 244, 226)
WHITE: RGB = (255, 255, 255)
TANK_BODY: RGB = (84, 88, 74)
TANK_LARGE_BODY: RGB = (52, 54, 46)
SOLDIER_GREY: RGB = (104, 110, 96)
PLANE: RGB = (64, 74, 58)
ARROW: RGB = (34, 58, 110)
FLAG: RGB = (150, 36, 28)
URGENT: RGB = (200, 40, 30)

# Chosen so that every pair stays at least 20 apart (CIEDE2000) for normal sight and under simulated
# protanopia and deuteranopia (tests/render/test_readability.py): a light amber orange, a mid red, a bluish
# green and a violet. The colour alone would still be a weak cue, so each colour also has its own shape.
PLAYER_COLOURS: dict[str, RGB] = {
    "orange": (250, 170, 40),
    "red": (190, 30, 30),
    "violet": (124, 72, 170),
    "green": (0, 160, 120),
}
PLAYER_SHAPES: dict[str, str] = {"orange": "circle", "red": "square", "violet": "hexagon", "green": "diamond"}
UNKNOWN_PLAYER: RGB = (120, 120, 120)


def player_rgb(colour: str) -> RGB:
    return PLAYER_COLOURS.get(colour, UNKNOWN_PLAYER)


def player_shape(colour: str) -> str:
    """The scout's shape for `colour`: the colour-blind-safe second cue beside the colour itself."""
    return PLAYER_SHAPES.get(colour, "circle")
