"""Libertalia: Winds of Galecrest (calm side, 2–6 players) — assembled from its rooms."""

from games.spec import GameSpec

SPEC = GameSpec(
    key="libertalia",
    name="libertalia",
    title="Libertalia",
    rules="service.libertalia.rules:LibertaliaRules",
    words="words.libertalia",
    rule_prefixes=("LT-",),
    colours="service.libertalia.rules:tunable_colours",
    board="render.libertalia",
    rules_help="data.libertalia.rules_help",
    ui="cogs.libertalia",
    console="console.libertalia",
    players="tools.libertalia.lookahead:computer",
)
