"""Every ink of Liberté's board: a tricolour-paper ground, the three factions, the six player colours with a
shape each, and the regions' tints.

Kept in one place so the bands and the PNG palette (which keeps these colours exact) agree. The player colours
are named by the data (rules.toml `player_colours`: green, yellow, purple, black, orange, brown); a colour this
table does not know is drawn grey with a circle, so an owner's data set with other names still draws.
"""

from __future__ import annotations

from render.kit import RGB, contrast

PAPER: RGB = (241, 236, 224)
SECTION_BG: RGB = (250, 247, 240)
SECTION_EDGE: RGB = (110, 100, 88)
HEAD_BG: RGB = (28, 44, 86)
HEAD_INK: RGB = (250, 248, 240)
INK: RGB = (32, 28, 26)
INK_SOFT: RGB = (92, 84, 76)
HIGHLIGHT: RGB = (255, 222, 120)
HIGHLIGHT_EDGE: RGB = (190, 120, 0)
WARN_BG: RGB = (150, 30, 40)
WHITE: RGB = (255, 255, 255)
EMPTY: RGB = (226, 220, 206)
GOLD: RGB = (232, 184, 48)
WIN: RGB = (244, 218, 126)

# The factions' blocks (LB-0.3): Radicals red, Moderates blue, Royalists white (with a dark rim on paper).
FACTION_COLOURS: dict[str, RGB] = {"R": (204, 36, 40), "M": (36, 84, 176), "W": (252, 252, 250)}
FACTION_RIM: dict[str, RGB] = {"R": (110, 14, 18), "M": (14, 36, 96), "W": (60, 56, 52)}
FACTIONS = ("R", "M", "W")

# Chosen so that every pair stays well apart (CIEDE2000) for normal sight and under simulated protanopia and
# deuteranopia (tests/render/liberte/test_readability.py); each colour also has its own shape, so the colour
# is never the only cue, and none is the red, blue or white of a faction.
PLAYER_COLOURS: dict[str, RGB] = {
    "green": (20, 150, 140),
    "yellow": (255, 240, 90),
    "purple": (120, 60, 170),
    "black": (20, 20, 20),
    "orange": (230, 110, 0),
    "brown": (110, 60, 20),
}
PLAYER_SHAPES: dict[str, str] = {
    "green": "triangle", "yellow": "diamond", "purple": "hexagon", "black": "star", "orange": "circle",
    "brown": "square",
}
UNKNOWN_PLAYER: RGB = (128, 128, 128)

# Regions: the card background colour when the data names a colour this table knows, else by the region's place.
NAMED_TINTS: dict[str, RGB] = {
    "yellow": (250, 234, 160), "green": (196, 228, 184), "blue": (190, 214, 240), "red": (244, 194, 188),
    "pink": (244, 204, 222), "orange": (250, 212, 168), "purple": (220, 202, 236), "brown": (222, 200, 172),
    "grey": (214, 214, 210), "gray": (214, 214, 210), "white": (246, 246, 242),
}
REGION_TINTS: tuple[RGB, ...] = ((250, 232, 160), (196, 228, 184), (190, 214, 240), (244, 200, 196),
                                 (222, 204, 236), (250, 212, 168), (214, 214, 210), (204, 232, 228))
CLUB_TINT: RGB = (236, 232, 222)
SPECIAL_TINT: RGB = (214, 208, 198)


def player_rgb(colour: str | None) -> RGB:
    return PLAYER_COLOURS.get(colour or "", UNKNOWN_PLAYER)


def player_shape(colour: str | None) -> str:
    return PLAYER_SHAPES.get(colour or "", "circle")


def region_tint(card_colour: str, index: int) -> RGB:
    """A region's tint: its card colour's when named plainly ("yellow"), else the index-th of REGION_TINTS."""
    return NAMED_TINTS.get(card_colour.strip().lower(), REGION_TINTS[index % len(REGION_TINTS)])


def ink_on(c: RGB) -> RGB:
    """Dark or white text for a background `c`, whichever contrasts more."""
    return INK if contrast(INK, c) >= contrast(WHITE, c) else WHITE


def key_colours() -> list[RGB]:
    """The flat inks, kept exactly in the PNG palette."""
    flat = [PAPER, SECTION_BG, SECTION_EDGE, HEAD_BG, HEAD_INK, INK, INK_SOFT, HIGHLIGHT, HIGHLIGHT_EDGE, WARN_BG,
            WHITE, EMPTY, GOLD, WIN, UNKNOWN_PLAYER, CLUB_TINT, SPECIAL_TINT]
    flat += list(FACTION_COLOURS.values()) + list(FACTION_RIM.values()) + list(PLAYER_COLOURS.values())
    flat += list(REGION_TINTS) + list(NAMED_TINTS.values())
    return list(dict.fromkeys(flat))
