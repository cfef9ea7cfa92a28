"""No user-facing sentence outside the catalogues: a string literal with words in engine/, service/, cogs/,
render/ or console/ must be a key, an id, a log line, a docstring, SQL, a developer's or operator's error (any
exception but the refusals players read), or on the allow-list.

A heuristic, on purpose simple: two words of letters separated by a space make a "text". Command names and
descriptions are the source text Discord localises (data/messages/commands.<lang>.json), so the keyword
arguments that carry them are not texts here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("engine", "service", "cogs", "render", "console")
LETTERS = "A-Za-ząćęłńóśźżĄĆĘŁŃÓŚŹŻ"
WORDY = re.compile(rf"[{LETTERS}]{{2,}}[^\n]*?\s+[{LETTERS}]{{2,}}")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
DISCORD_SOURCE_TEXT = {"describe", "command", "Group", "Choice"}  # localised by the command tree's translator
SOURCE_KWARGS = {"description", "group_description", "name", "group_name", "help", "placeholder", "custom_id"}
USER_ERRORS = {"ServiceError", "refused", "CommandError"}  # what players read; other exceptions are for developers
TYPE_EXPRESSION = re.compile(r"^\w[\w.]*(\[[\w., ]*\])?( \| \w[\w.]*(\[[\w., ]*\])?)+$")  # a forward reference: "Ask | None"
SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|PRAGMA)\b")
COMMAND_SYNTAX = re.compile(r"^(mod: )?[a-z]+( [A-Z\[\]|. ]+| [a-z]+)*$")  # "play CARD", "mod: skip"

# Files whose words are not (yet) in the catalogues, each with its reason. Keep this short.
ALLOWED = {
    "console/mali/commands.py": "the console's command syntax and its usage lines (console/words.py has the help)",
    "console/shell.py": "the command line's own --help (argparse: a developer's and an operator's tool)",
    "render/mali/__main__.py": "a developer's command-line tool",
    "render/mali/palette_tool.py": "a developer's generator script",
    "render/libertalia/__main__.py": "a developer's command-line tool",
    "render/libertalia/palette_tool.py": "a developer's generator script",
    "engine/libertalia/events.py": "the event codes' parameters described for developers (the words helper's contract)",
}


def _names(node: ast.AST) -> str:
    fn = node.func if isinstance(node, ast.Call) else node
    return fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")


def _excluded(tree: ast.Module) -> set[int]:
    """Ids of the nodes that are not user-facing text: docstrings, logging, source texts, developer errors."""
    out: set[int] = set()

    def drop(node: ast.AST) -> None:
        out.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                drop(first)
        if isinstance(node, ast.ClassDef):
            for kw in node.keywords:
                if kw.arg in SOURCE_KWARGS:
                    drop(kw.value)
        if isinstance(node, ast.Call):
            if _names(node) in LOGGING | DISCORD_SOURCE_TEXT:
                drop(node)
            for kw in node.keywords:
                if kw.arg in SOURCE_KWARGS:
                    drop(kw.value)
        if isinstance(node, ast.Raise) and node.exc is not None and _names(node.exc) not in USER_ERRORS:
            drop(node)  # a developer's or operator's error (the start-up line, a bad font path ...)
        if isinstance(node, ast.Assert):
            drop(node)
    return out


def texts_outside() -> list[str]:
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            if where in ALLOWED:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            skip = _excluded(tree)
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                    value = node.value.strip()
                    if WORDY.search(value) and not COMMAND_SYNTAX.match(value) and not value.isupper() \
                            and not SQL.match(value) and not TYPE_EXPRESSION.match(value):
                        found.append(f"{where}:{node.lineno}: {value[:70]!r}")
    return found


def test_no_user_facing_text_outside_the_catalogues() -> None:
    assert texts_outside() == []


def test_the_check_sees_a_sentence() -> None:
    tree = ast.parse('def f():\n    """Doc string here."""\n    log.info("a log line")\n    return "Your turn now"\n')
    skip = _excluded(tree)
    texts = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
             and id(n) not in skip and WORDY.search(n.value)]
    assert texts == ["Your turn now"]


def test_the_allow_list_names_files_that_exist() -> None:
    for where in ALLOWED:
        assert (ROOT / where).is_file(), where
