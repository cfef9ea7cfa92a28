"""Mali's sitting at the console table: the shared sitting (console/sitting.py: a new or resumed game, the
record, script then keyboard, leaving cleanly) with Mali's table, banner, options and lines.

Board images are drawn by one worker thread, in order, while the table goes on: the first prompt does not wait
for the renderer (building its layers takes longer than the rest of the start-up), and leaving waits for the
last image. Nothing here imports the Discord library (tests/console/test_startup_imports.py).
"""

from __future__ import annotations

import argparse
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TextIO

from console.mali.commands import to_line
from console.mali.describe import show_lines
from console.mali.table import ConsoleTable
from console.mali.words import GAME, say
from console.output import Keyboard, TableOutput
from console.sitting import SittingFront, sit
from engine.mali import Options
from games import game
from jsontypes import Json
from service import TableService
from store.records import LogEntry
from tools.mali.players import Player
from words.mali import colour_name, term


class SittingTable(ConsoleTable):
    """The table of a sitting: its board images are drawn in the background, one at a time and in order (the
    path is said at once, as before), from when the sitting starts playing (`start_drawing`: until then the
    start-up has the interpreter to itself); `finish_boards` waits for them and raises a drawing's failure."""

    def __init__(self, service: TableService, lang: str, out: TextIO, boards: Path | None,
                 bots: dict[str, Player], record: TextIO | None = None, seed: int = 0) -> None:
        super().__init__(service, lang, out, boards, bots, record, seed)
        self.drawer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="board")
        self.drawing: list[Future[None]] = []
        self.may_draw = threading.Event()

    def save_board(self, path: Path, view: Json) -> None:
        self.drawing = [f for f in self.drawing if not f.done() or f.exception() is not None]
        self.drawing.append(self.drawer.submit(self._draw, path, view))

    def _draw(self, path: Path, view: Json) -> None:
        self.may_draw.wait()
        super().save_board(path, view)

    def start_drawing(self) -> None:
        self.may_draw.set()

    def finish_boards(self) -> None:
        drawing, self.drawing = self.drawing, []
        self.start_drawing()
        try:
            self.drawer.shutdown(wait=True)
        except KeyboardInterrupt:  # a second Ctrl-C while the last image is drawn: leave without it
            self.drawer.shutdown(wait=False, cancel_futures=True)
            return
        for future in drawing:
            future.result()


class MaliFront(SittingFront):
    """What only Mali's sitting knows: its table and banner, its options as `Options`, its lines (to_line)."""

    def table(self, service: TableService, lang: str, out: TextIO, seed: int) -> SittingTable:
        return SittingTable(service, lang, out, None, {}, None, seed)

    def banner(self, colours: list[str], options: dict[str, object], seed: int, lang: str) -> str:
        opts = Options.from_dict(options)
        return say("banner", lang, players=", ".join(colour_name(c, lang) for c in colours),
                   variant=say(f"variant.{opts.variant}", lang), liberator=say("on" if opts.liberator else "off", lang),
                   mail=say("on" if opts.mail else "off", lang), seed=seed)

    async def open(self, table: TableOutput, colours: list[str], options: dict[str, object]) -> None:
        assert isinstance(table, ConsoleTable)
        await table.open(colours, Options.from_dict(options))

    def history(self, entries: list[LogEntry]) -> list[str] | None:
        return lines_from_log(entries)

    async def resumed_lines(self, table: TableOutput, lang: str) -> list[str]:
        assert isinstance(table, ConsoleTable)
        return show_lines(await table.view(), lang)[:3]

    def phase_word(self, phase: str, lang: str) -> str:
        return term(f"phase.{phase}", lang)


def lines_from_log(entries: list[LogEntry]) -> list[str] | None:
    """The kept game's accepted lines, rebuilt from the store's log for a record begun on resuming;
    None when the log holds what no console line says (a rollback's choice, a deadline pass, a seat change)."""
    lines: list[str] = []
    for entry in entries:
        action = entry.payload.get("action")
        if entry.kind == "action" and isinstance(action, dict):
            lines.append(to_line(str(action.get("player")), action))
        elif entry.kind in ("skip", "end") and isinstance(action, dict):
            lines.append(f"mod: {entry.kind}")
        elif entry.kind not in ("create", "join", "start", "deadline"):
            return None
    return lines


def run_table(args: argparse.Namespace, stdin: Keyboard | None = None, out: TextIO | None = None) -> int:
    """The whole sitting (console/sitting.py); 0 when it ends normally (quit, Ctrl-D, Ctrl-C or the end of the
    game)."""
    return sit(args, stdin, out, MaliFront(game(GAME)))
