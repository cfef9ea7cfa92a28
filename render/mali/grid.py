"""Where things sit on Mali Powstańcy's board: its size, the grid → pixel mapping, the city and river
outlines, and where district and space names go.

All places are in board-grid units (data/mali/board.json, 16 × 12, north up) except the pixel sizes, which are
at the base size (1080 × 2580) and scaled by the renderer.

The board is portrait (about 1:2.4), as a phone shows it: the map takes the full width on top and the panel sits
below it, so at 640 px wide the map is drawn at 0.59 of its base size, not 0.4 as beside a side panel. Every
text is at least MIN_TEXT: capitals 9.5 px high once a phone shows the board 640 px wide (render.kit's measure);
the board is as tall as that text needs, a phone scrolls it.
"""

from __future__ import annotations

from render.geometry import Point
from render.kit import smallest_font_for_phone

BASE_W = 1080
MAP_W, MAP_H = 1080, 1340  # the map at the base size, on top; the panel takes the rest below
PANEL_H = 920  # the panel between the map and the legend: the track beside four players' blocks, both expansions
LEGEND_H = 320  # the legend's strip across the foot of the board, below the panel
BASE_H = MAP_H + PANEL_H + LEGEND_H
MIN_TEXT = smallest_font_for_phone(BASE_W)  # base px (22): the smallest text, capitals 9.5 px on a phone

# Grid (board.json) → base pixels. The renderer may refine the suggested grid: x is squeezed a little
# (left-bank Warsaw is taller than wide) and the river gets its own strip on the east; y is stretched so that
# the names below the markers and the scouts above them have room at the text size a phone needs.
GX0, GY0 = 0.55, -0.22
SX, SY = 74.0, 108.0

MARKER_R = 17.0

# Left-bank Warsaw, roughly: the west and south edges are the city limits of 1939, the east edge runs
# into the river (the river is drawn over it).
CITY_OUTLINE: tuple[Point, ...] = (
    (1.2, 2.3), (2.4, 0.7), (4.0, -0.1), (6.5, -0.4), (9.3, -0.3), (11.2, 0.2), (12.8, 1.0),
    (14.4, 3.0), (15.0, 6.0), (15.2, 9.0), (15.0, 12.6), (10.0, 12.9), (5.0, 12.9), (3.0, 12.1),
    (2.2, 10.6), (1.5, 8.6), (0.7, 6.6), (0.6, 4.4),
)

# The Vistula's centre line from north to south, and its width.
RIVER: tuple[Point, ...] = (
    (11.2, -1.0), (12.2, 0.4), (13.2, 1.8), (13.9, 3.4), (14.3, 5.2), (14.4, 7.0), (14.3, 8.8),
    (14.0, 10.4), (13.9, 12.0), (14.1, 13.2),
)
RIVER_WIDTH = 1.0

# Where each district's name sits, chosen to stay clear of spaces and streets.
DISTRICT_LABEL_AT: dict[str, tuple[float, float]] = {
    "ZO": (7.3, 0.05),
    "WO": (3.3, 3.05),
    "SR": (7.7, 6.55),
    "PW": (11.9, 4.55),
    "OC": (2.1, 8.1),
    "MO": (7.0, 9.75),
    "CZ": (11.7, 9.05),
}
# Space name placement: below the marker unless listed.
LABEL_SIDE: dict[str, str] = {"OC2": "left"}
