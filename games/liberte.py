"""Liberté (Martin Wallace; 3–6 players) — assembled from its rooms.

On Discord /game new offers it only when an owner's complete edition data set is installed (`discord`); the
console table plays it either way, on the placeholder map and deck when no edition is installed, and says so.
"""

from games.spec import GameSpec

SPEC = GameSpec(
    key="liberte",
    name="liberte",
    title="Liberté",
    rules="service.liberte.rules:LiberteRules",
    words="words.liberte",
    rule_prefixes=("LB-",),
    colours="service.liberte.rules:player_colours",
    board="render.liberte",
    rules_help="data.liberte.rules_help",
    ui="cogs.liberte",
    console="console.liberte",
    discord="cogs.liberte:not_offered",
)
