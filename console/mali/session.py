"""One sitting at the console table: arguments, a new or resumed game, script then keyboard, leaving cleanly.

The keyboard is read in the main thread and each line is handled on one long-lived event loop, so Ctrl-C
interrupts whatever is going on at once (no thread left blocked in `input`), and Ctrl-D or the end of piped
input ends the sitting; either way the table says where the game is kept.

Board images are drawn by one worker thread, in order, while the table goes on: the first prompt does not wait
for the renderer (building its layers takes longer than the rest of the start-up), and leaving waits for the
last image. Nothing here imports the Discord library (tests/console/test_startup_imports.py).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shlex
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TextIO

from console.mali.commands import to_line
from console.mali.describe import show_lines
from console.mali.table import COLOURS, ConsoleTable
from console.mali.words import GAME, say
from console.output import CHANNEL, Keyboard, read_line
from engine.mali import Options
from jsontypes import Json
from service import Caller, FakeClock, ServiceError, TableService
from store import SqliteStore
from store.records import LogEntry
from tools.mali.players import Player, greedy_player
from words.mali import colour_name, term

RESUMABLE = ("lobby", "running")


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


def replay_command(players: list[str], options: Options, seed: int, script: Path) -> str:
    parts = ["python", "bot.py", "--local", "--game", GAME, "--players", ",".join(players), "--variant", options.variant]
    parts += ["--liberator"] * options.liberator + ["--mail"] * options.mail
    parts += ["--seed", str(seed)]
    return shlex.join([*parts, "--script", str(script)])


def game_folder(root: Path, db: Path | None, game_id: int | None, seed: int) -> Path:
    """Each game's boards (and record) in a folder of their own: named after the --db file and game, so a
    resumed game goes on in the same folder, or else after the time it started."""
    if db is not None and game_id is not None:
        return root / f"{db.stem}-game{game_id}"
    base = root / f"game-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}"
    folder, n = base, 1
    while folder.exists():
        n += 1
        folder = base.with_name(f"{base.name}-{n}")
    return folder


class Sitting:
    """The state of one run of the table, so that leaving can say where everything is."""

    def __init__(self, args: argparse.Namespace, out: TextIO) -> None:
        self.args = args
        self.out = out
        self.lang: str = args.lang
        self.record_path: Path | None = None
        self.folder: Path | None = None
        self.table: SittingTable | None = None
        self.record_command = ""

    def say(self, key: str, **params: object) -> None:
        print(say(key, self.lang, **params), file=self.out)

    def say_text(self, text: str) -> None:
        print(text, file=self.out)

    def farewell(self) -> None:
        db: Path | None = self.args.db
        finished = self.table is not None and self.table.finished
        if db is not None:
            if finished:
                self.say("kept_db_ended", db=db)
            else:
                self.say("kept_db", db=db, command=shlex.join(["python", "bot.py", "--local", "--game", GAME, "--db",
                                                               str(db)]))
        elif not finished:
            self.say("not_kept")
        if self.record_path is not None:
            if self.record_command:
                self.say("record_at", record=self.record_path, command=self.record_command)
            else:
                self.say("record_at_plain", record=self.record_path)
        if self.folder is not None and self.folder.is_dir():
            self.say("boards_at", folder=self.folder)


async def open_game(sitting: Sitting, store: SqliteStore, service: TableService, colours: list[str],
                    options: Options, seed: int
                    ) -> tuple[SittingTable, list[str], Options, int, bool, list[str] | None]:
    """A new game, or the one kept in the --db file (resumed, whatever --players says).

    Returns the table, its colours, options and seed, whether it was resumed, and the lines played so far
    (None when the log holds something no console line says)."""
    args = sitting.args
    table = sitting.table = SittingTable(service, sitting.lang, sitting.out, None, {}, None, seed)
    kept = await store.active_game(CHANNEL)
    resumed = kept is not None and kept.status in RESUMABLE
    history: list[str] | None = []
    if resumed:
        status = await table.status()
        colours = [str(s["colour"]) for s in status.get("seats", []) if s.get("colour") and not s.get("removed")]
        opts = status.get("options") or {}
        options = Options(str(opts.get("variant", "basic")), bool(opts.get("liberator")), bool(opts.get("mail")))
        assert kept is not None
        entries = await store.log(kept.id)
        seed = kept_seed(entries, seed)
        history = lines_from_log(entries)
        table.seed = seed
        if status.get("status") == "lobby":
            table.show_outcome(await service.start(CHANNEL, Caller(int(status["host"]))))
            status = await table.status()
        sitting.say("resumed", db=args.db, number=status.get("game_id"), round=status.get("round"),
                    phase=term(f"phase.{status.get('phase')}", sitting.lang))
        if status.get("status") == "running":
            for line in show_lines(await table.view(), sitting.lang)[:3]:
                sitting.say_text(line)
        given = [flag for flag, value in (("--players", args.players), ("--variant", args.variant),
                                          ("--seed", args.seed)) if value is not None]
        given += [flag for flag, value in (("--liberator", args.liberator), ("--mail", args.mail)) if value]
        if given:
            sitting.say("resume_ignores", flags=", ".join(given))
    else:
        sitting.say("banner", players=", ".join(colour_name(c, sitting.lang) for c in colours),
                    variant=say(f"variant.{options.variant}", sitting.lang),
                    liberator=say("on" if options.liberator else "off", sitting.lang),
                    mail=say("on" if options.mail else "off", sitting.lang), seed=seed)
        await table.open(colours, options)
    game_id = (await table.status()).get("game_id")
    sitting.folder = game_folder(args.boards, args.db, int(game_id) if game_id is not None else None, seed)
    table.use_folder(sitting.folder)
    return table, colours, options, seed, resumed, history


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


def kept_seed(entries: list[LogEntry], default: int) -> int:
    """The kept game's seed (from its start in the store's log), for the replay command and the computer."""
    for entry in reversed(entries):
        new_game = entry.payload.get("new_game")
        if isinstance(new_game, dict) and isinstance(new_game.get("seed"), int):
            return int(new_game["seed"])
    return default


def start_record(sitting: Sitting, table: ConsoleTable, colours: list[str], options: Options, seed: int,
                 resumed: bool, history: list[str] | None) -> TextIO:
    """The record of accepted lines: --record FILE, or moves.txt in the game's folder; appended to on resume.

    Lines are written as they are accepted (flushed each time), so a crash loses none of them.
    """
    assert sitting.folder is not None
    path: Path = sitting.args.record or sitting.folder / "moves.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    fresh = not path.exists() or path.stat().st_size == 0
    record = path.open("a" if resumed else "w", encoding="utf-8")
    command = replay_command(colours, options, seed, path)
    earlier = history if resumed and fresh else []
    if resumed and not fresh and history is not None:  # lines the db kept but the record missed (a Ctrl-C)
        have = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]
        earlier = history[len(have):] if history[:len(have)] == have else []
    whole = not resumed or not fresh or earlier is not None
    if fresh or not resumed:
        print(say("record_header", sitting.lang), file=record)
        if whole:
            print(say("record_replay", sitting.lang, command=command), file=record)
    for line in earlier or []:
        print(line, file=record)
    if resumed:
        print(say("record_resumed", sitting.lang, db=sitting.args.db), file=record)
    record.flush()
    sitting.record_path = path
    sitting.record_command = command if whole else ""  # a record begun mid-game may replay nothing
    table.record = record
    return record


def script_lines(path: Path) -> Iterable[str]:
    return path.read_text(encoding="utf-8").splitlines()


def run_table(args: argparse.Namespace, stdin: Keyboard | None = None, out: TextIO | None = None) -> int:
    """The whole sitting; 0 when it ends normally (quit, Ctrl-D, Ctrl-C or the end of the game)."""
    stdin = stdin or sys.stdin
    if stdin is sys.stdin and stdin.isatty():
        import readline  # noqa: F401  (line editing and ↑ history at the prompt)
    out = out or sys.stdout
    lang: str = args.lang
    colours = [c.strip() for c in (args.players or "orange,red").split(",") if c.strip()]
    bad = [c for c in colours if c not in COLOURS]
    if bad or not colours:
        print(say("bad_colours", lang, bad=", ".join(bad) or "-", all=", ".join(COLOURS)), file=sys.stderr)
        return 2
    if args.script is not None and not args.script.is_file():
        print(say("no_script", lang, script=args.script), file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    options = Options(args.variant or "basic", bool(args.liberator), bool(args.mail))
    sitting = Sitting(args, out)
    with tempfile.TemporaryDirectory() as tmp, asyncio.Runner() as runner:
        store = SqliteStore(args.db or Path(tmp) / "console.sqlite3")
        try:
            runner.run(store.open())
        except sqlite3.DatabaseError as err:
            print(say("bad_db", lang, db=args.db, detail=err), file=sys.stderr)
            return 2
        record: TextIO | None = None
        try:
            service = TableService(store, clock=FakeClock(), seed_source=lambda: seed)
            try:
                table, colours, options, seed, resumed, history = runner.run(
                    open_game(sitting, store, service, colours, options, seed))
            except ServiceError as err:
                print(err.message(lang), file=sys.stderr)
                return 2
            sitting.table = table
            record = start_record(sitting, table, colours, options, seed, resumed, history)
            asked = [c.strip() for c in args.bots.split(",") if c.strip()]
            bot_colours = colours if asked == ["all"] else [c for c in asked if c in colours]
            for colour in sorted(set(asked) - set(bot_colours) - {"all"}):
                sitting.say("bots_not_seated", colour=colour)
            table.bots.update({c: greedy_player(random.Random(seed + i)) for i, c in enumerate(bot_colours)})
            play(runner, table, sitting, stdin)
        except KeyboardInterrupt:
            if stdin.isatty():
                print(file=out)
            sitting.say("interrupted")
        finally:
            try:
                if sitting.table is not None:
                    sitting.table.finish_boards()
            finally:
                sitting.farewell()
                if record is not None:
                    record.close()
                runner.run(store.close())
    return 0


def play(runner: asyncio.Runner, table: SittingTable, sitting: Sitting, stdin: Keyboard) -> None:
    """The script first (the computer waits), then the computer's seats, then the keyboard."""
    args = sitting.args
    table.start_drawing()  # the boards so far (the deal's) are drawn while the first line is awaited
    if args.script:
        table.bots_paused = True
        for line in script_lines(args.script):
            if table.finished or not runner.run(table.step(line, echo=True)):
                return
        table.bots_paused = False
        if table.finished:
            return
        sitting.say("script_done_bots" if table.bots else "script_done", script=args.script)
    runner.run(table.run_bots())
    interactive = stdin.isatty()
    while not table.finished:
        typed = read_line(stdin)
        if typed is None:
            if interactive:
                print(file=sitting.out)
                sitting.say("end_of_input")
            return
        if not runner.run(table.step(typed, echo=not interactive)):
            return
