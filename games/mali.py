"""Mali Powstańcy: Warszawa 1944, with the Liberator and Civilian Mail expansions — assembled from its rooms."""

from games.spec import GameOption, GameSpec

SPEC = GameSpec(
    key="mali",
    name="mali-powstancy",
    title="Mali Powstańcy",
    rules="service.mali.rules:MaliRules",
    words="words.mali",
    rule_prefixes=("B-", "L-", "M-", "E-", "H-"),
    options=(
        GameOption("variant", "basic", ("basic", "advanced"),
                   "basic (German soldier) or advanced (cards with special actions, secret goals)"),
        GameOption("liberator", False, describe="play with the Liberator expansion"),
        GameOption("mail", False, describe="play with the Civilian Mail expansion"),
    ),
    colours="data.mali.loader:colours",
    board="render.mali.board",
    rules_help="data.mali.rules_help",
    ui="cogs.mali",
    console="console.mali",
    players="tools.mali.cooperative:computer",
)
