"""What a game is made of, as one descriptor: which module of each layer holds its part.

A part is named by its import path ("service.mali.rules:MaliRules", "words.mali"), not imported here: the
descriptor is read at start-up by every layer, and each layer loads only the parts it uses, when it first
needs them (the console never loads a Discord module; a game nobody plays never loads its engine).
`games/__init__.py` holds the registry and the one list of games.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

DEFAULT_UI = "cogs.choice"  # the Discord panel of a game with none of its own: a tap for every legal action
DEFAULT_CONSOLE = "console.choice"  # the console front of a game with none of its own: numbered options
DEFAULT_PLAYERS = "tools.random_player:computer"  # the computer player of a game with none of its own


@dataclass(frozen=True, slots=True)
class GameOption:
    """One choice the host makes when opening a table (`/game new` offers it; the console takes it as
    `--name`): a flag (its default a bool) or one of a few words (its default one of `choices`)."""

    name: str
    default: bool | str
    choices: tuple[str, ...] = ()
    describe: str = ""  # the parameter's English description (data/messages/<lang>/<game>/commands.json)

    @property
    def flag(self) -> bool:
        return isinstance(self.default, bool)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, assembled from its rooms. Required: the key, the stored name, the title, the rules adapter,
    the words room and the rule-id prefixes; every other part has a default."""

    key: str  # short and stable: the /game new choice, the catalogue folder, every custom id's game
    name: str  # the stored game_type of its rows (never changes once games are stored)
    title: str  # its proper name, the same in every language ("Libertalia")
    rules: str  # "module:Class": the rules adapter (service.rules.BaseRules)
    words: str  # "module" whose ROOM names its terms, events and actions (words.compose.Room)
    rule_prefixes: tuple[str, ...]  # its rule ids begin with one of these ("LT-"): a refusal finds its words
    options: tuple[GameOption, ...] = ()
    colours: str | None = None  # "module:function" giving its colours without loading its engine (menus)
    board: str | None = None  # "module" with render_board(view, names, lang) -> PNG bytes, board_filename(view)
    rules_help: str | None = None  # "module" with lookup(query, lang) and rule_ids(): /rules, the console
    ui: str = DEFAULT_UI  # "module": its Discord panel, prompt row and commands (cogs.games.GameUI)
    console: str = DEFAULT_CONSOLE  # "module" with run(args, stdin, out) -> int: its console table
    players: str = DEFAULT_PLAYERS  # "module:function": its computer player, (rules, rng) -> (state, colour) -> action
    discord: str | None = None  # "module:function" () -> None when it may be offered by /game new, else why not
    # (Liberté: only with an owner's complete edition data installed); the console table plays it either way
    catalogue: str = ""  # its folder under data/messages/<lang>/ (default: the key)
    catalogue_dir: str = ""  # a directory of its own, holding <lang>/<part>.ftl, for a game that keeps its words
    # outside data/messages/ (a game that lives elsewhere, as the tests' own)

    @property
    def folder(self) -> str:
        return self.catalogue or self.key

    def option(self, name: str) -> GameOption | None:
        return next((o for o in self.options if o.name == name), None)


def load(path: str) -> Any:
    """The object a part names: "package.module" is the module, "package.module:name" one of its attributes."""
    module, _, attribute = path.partition(":")
    loaded = import_module(module)
    return getattr(loaded, attribute) if attribute else loaded


__all__ = ["DEFAULT_CONSOLE", "DEFAULT_PLAYERS", "DEFAULT_UI", "GameOption", "GameSpec", "load"]
