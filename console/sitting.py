"""One sitting at the console table, whatever the game: a new game, or the one kept in the --db file (resumed);
the record of every accepted line (--record, else moves.txt in the game's folder); --script played first, then
the keyboard or the computer (--bots); and leaving cleanly, saying where the game is kept and the commands that
resume or replay it as a fresh machine runs them (`./scripts/run.sh …`, with the game, its options and the
computer's seats, so a resumed game does not wait for ever on a computer's seat).

A game's console says what only it knows through a `SittingFront`: its table, its banner, how it opens a game
and how an action of the kept log is written as one of its console lines. Any game's numbered options
(console/choice.py) and Mali's own lines (console/mali/session.py) sit here alike.

The keyboard is read in the main thread and each line is handled on one long-lived event loop, so Ctrl-C
interrupts whatever is going on at once (no thread left blocked in `input`), and Ctrl-D or the end of piped
input ends the sitting. Output whose reader has gone (`… | head -1`) ends it too, quietly, the store closed.
Nothing here imports the Discord library (tests/console/test_startup_imports.py).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shlex
import sqlite3
import sys
import tempfile
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from console.output import CHANNEL, Keyboard, OutputGone, TableOutput, guarded, read_line, refusal
from console.words import say
from games import GameSpec
from service import Caller, FakeClock, ServiceError, TableService
from service.results import PageLink
from service.rules import game_colours, rules_of
from store import SqliteStore
from store.records import LogEntry
from words import PlainFront
from words.compose import room

REPO = Path(__file__).resolve().parents[1]
RUNNER = REPO / "scripts" / "run.sh"  # what a fresh machine runs: it sets up .venv first (bot.py alone cannot)
DEFAULT_BOARDS = Path("boards")  # the shell's --boards default
RESUMABLE = ("lobby", "running")
LOG_KINDS_WITHOUT_MOVES = ("create", "join", "start", "deadline")  # log entries that change no state


class SittingFront(ABC):
    """What a game's console tells the sitting: its table, its banner, its lines."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    def say(self, key: str, lang: str, **params: object) -> str:
        """A console sentence, in the game's own words first."""
        return say(key, lang, self.spec.key, **params)

    @abstractmethod
    def table(self, service: TableService, lang: str, out: TextIO, seed: int) -> TableOutput:
        """The game's table for one sitting (its folder comes later: `use_folder`)."""

    @abstractmethod
    def banner(self, colours: list[str], options: dict[str, object], seed: int, lang: str) -> str:
        """The first line of a new game."""

    @abstractmethod
    async def open(self, table: TableOutput, colours: list[str], options: dict[str, object]) -> None:
        """A new game at the table: the host opens it, the others sit down, it starts."""

    @abstractmethod
    def history(self, entries: list[LogEntry]) -> list[str] | None:
        """The kept game's accepted lines, rebuilt from the store's log for a record begun on resuming; None
        when the log holds what no console line says (a rollback, a deadline pass, a seat change)."""

    async def resumed_lines(self, table: TableOutput, lang: str) -> list[str]:
        """What the table shows after "Resuming …" (nothing by default: the prompt says whose turn it is)."""
        return []

    def phase_word(self, phase: str, lang: str) -> str:
        return room(self.spec.key).term("phase", phase, lang).text


# ---- the arguments ----
def seats_of(spec: GameSpec, colours: list[str], given: str | None, lang: str, out: TextIO) -> list[str] | None:
    """The seats asked for (default: the game's first colours, as few as it may be played by), or None after
    saying what is wrong with them: an unknown colour, a colour named twice, too few or too many players."""
    rules = rules_of(spec)
    seats = [c.strip().lower() for c in (given or ",".join(colours[:rules.min_players])).split(",") if c.strip()]
    bad = [c for c in seats if c not in colours]
    twice = sorted({c for c in seats if seats.count(c) > 1 and c in colours}, key=seats.index)
    if not bad and not twice and rules.min_players <= len(seats) <= rules.max_players:
        return seats
    for colour in bad:
        print(say("unknown_colour", lang, spec.key, colour=colour), file=out)
    for colour in twice:
        print(say("seats_twice", lang, spec.key, colour=colour), file=out)
    if not rules.min_players <= len(seats) <= rules.max_players:
        print(say("seats_count", lang, spec.key, title=spec.title, min=rules.min_players, max=rules.max_players,
                  count=len(seats)), file=out)
    print(say("bad_seats", lang, spec.key, all=", ".join(colours), min=rules.min_players, max=rules.max_players),
          file=out)
    return None


ARGUMENTS: dict[str, object] = {"players": None, "seed": None, "lang": "en", "script": None, "boards": DEFAULT_BOARDS,
                                "bots": "", "db": None, "record": None, "web": None}  # the shell's defaults


def completed(args: argparse.Namespace) -> argparse.Namespace:
    """`args` with every argument a sitting reads (a caller may give only some)."""
    for name, default in ARGUMENTS.items():
        if not hasattr(args, name):
            setattr(args, name, default)
    return args


def given_options(spec: GameSpec, args: argparse.Namespace) -> dict[str, object]:
    """The game's options given on the command line (the shell's `args.options`, or one attribute each)."""
    given = getattr(args, "options", None)
    if given is None:
        given = {o.name: getattr(args, o.name, None) for o in spec.options}
    return {name: value for name, value in dict(given).items() if value is not None}


def with_defaults(spec: GameSpec, options: dict[str, object]) -> dict[str, object]:
    return {**{o.name: o.default for o in spec.options}, **options}


# ---- the commands a sitting prints ----
def runner() -> str:
    """The command that starts the table on any machine, as typed from where the user is."""
    try:
        return "./" + str(RUNNER.relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(RUNNER)


def path_arg(path: Path) -> str:
    """A path as the printed command names it: run.sh starts in the repository, so a relative path is kept
    only when the user is there too."""
    if path.is_absolute() or Path.cwd().resolve() == REPO:
        return str(path)
    return str(path.resolve())


def option_flags(spec: GameSpec, options: dict[str, object]) -> list[str]:
    """The game's options as its command-line flags (--variant advanced --liberator)."""
    flags: list[str] = []
    for option in spec.options:
        value = options.get(option.name, option.default)
        if option.flag:
            flags += [f"--{option.name}"] if value else []
        else:
            flags += [f"--{option.name}", str(value)]
    return flags


def command(spec: GameSpec, lang: str, boards: Path, *, players: list[str] | None = None,
            options: dict[str, object] | None = None, seed: int | None = None, bots: Iterable[str] = (),
            db: Path | None = None, record: Path | None = None, script: Path | None = None) -> str:
    """The table's command line: the game, its options, the computer's seats, and where things are kept."""
    parts = [runner(), "--local", "--game", spec.key]
    parts += ["--players", ",".join(players)] if players else []
    parts += option_flags(spec, options or {})
    parts += ["--seed", str(seed)] if seed is not None else []
    bots = list(bots)
    parts += ["--bots", ",".join(bots)] if bots else []
    parts += ["--lang", lang] if lang != "en" else []
    parts += ["--boards", path_arg(boards)] if boards != DEFAULT_BOARDS else []
    parts += ["--db", path_arg(db)] if db is not None else []
    parts += ["--record", path_arg(record)] if record is not None else []
    parts += ["--script", path_arg(script)] if script is not None else []
    return shlex.join(parts)


def game_folder(root: Path, prefix: str, db: Path | None, game_id: int | None, seed: int) -> Path:
    """Each game's boards (and record) in a folder of their own: named after the --db file and game, so a
    resumed game goes on in the same folder, or else after the time it started."""
    if db is not None and game_id is not None:
        return root / f"{db.stem}-game{game_id}"
    base = root / f"{prefix}-{time.strftime('%Y%m%d-%H%M%S')}-seed{seed}"
    folder, n = base, 1
    while folder.exists():
        n += 1
        folder = base.with_name(f"{base.name}-{n}")
    return folder


def kept_seed(entries: list[LogEntry], default: int) -> int:
    """The kept game's seed (from its start in the store's log), for the replay command and the computer."""
    for entry in reversed(entries):
        new_game = entry.payload.get("new_game")
        if isinstance(new_game, dict) and isinstance(new_game.get("seed"), int):
            return int(new_game["seed"])
    return default


def script_lines(path: Path) -> Iterable[str]:
    return path.read_text(encoding="utf-8").splitlines()


class Sitting:
    """The state of one run of the table, so that leaving can say where everything is."""

    def __init__(self, args: argparse.Namespace, out: TextIO, front: SittingFront) -> None:
        self.args = args
        self.out = out
        self.front = front
        self.spec = front.spec
        self.lang: str = args.lang
        self.boards = Path(args.boards) if getattr(args, "boards", None) is not None else DEFAULT_BOARDS
        self.table: TableOutput | None = None
        self.colours: list[str] = []
        self.options: dict[str, object] = {}
        self.seed = 0
        self.resumed = False
        self.history: list[str] | None = []
        self.first_bots: list[str] = []  # the computer's seats when the record began
        self.record_path: Path | None = None
        self.folder: Path | None = None
        self.whole_record = True  # the record replays the whole game (not one begun mid-game)

    def say(self, key: str, **params: object) -> None:
        print(self.front.say(key, self.lang, **params), file=self.out)

    def say_text(self, text: str) -> None:
        print(text, file=self.out)

    def bots(self) -> list[str]:
        return self.table.bot_colours() if self.table is not None else []

    def resume_command(self) -> str:
        return command(self.spec, self.lang, self.boards, options=self.options, bots=self.bots(), db=self.args.db,
                       record=self.args.record)

    def replay_command(self, bots: list[str]) -> str:
        assert self.record_path is not None
        return command(self.spec, self.lang, self.boards, players=self.colours, options=self.options,
                       seed=self.seed, bots=bots, script=self.record_path)

    def farewell(self) -> None:
        db: Path | None = self.args.db
        finished = self.table is not None and self.table.finished
        if db is not None:
            if finished:
                self.say("kept_db_ended", db=db)
            else:
                self.say("kept_db", db=db, command=self.resume_command())
        elif not finished:
            self.say("not_kept")
        if self.record_path is not None:
            if self.whole_record:
                self.say("record_at", record=self.record_path, command=self.replay_command(self.bots()))
            else:
                self.say("record_at_plain", record=self.record_path)
        if self.folder is not None and self.folder.is_dir():
            self.say("boards_at", folder=self.folder)


async def open_game(sitting: Sitting, store: SqliteStore, service: TableService) -> TableOutput:
    """A new game, or the one kept in the --db file (resumed, whatever --players and the options say)."""
    args, front, lang = sitting.args, sitting.front, sitting.lang
    table = sitting.table = front.table(service, lang, sitting.out, sitting.seed)
    kept = await store.active_game(CHANNEL)
    sitting.resumed = kept is not None and kept.status in RESUMABLE
    if kept is not None and sitting.resumed:
        status = await table.status()
        sitting.colours = [str(s["colour"]) for s in status.get("seats", [])
                           if s.get("colour") and not s.get("removed")]
        sitting.options = with_defaults(sitting.spec, dict(status.get("options") or {}))
        entries = await store.log(kept.id)
        sitting.seed = table.seed = kept_seed(entries, sitting.seed)
        sitting.history = front.history(entries)
        table.seats = list(sitting.colours)
        if status.get("status") == "lobby":
            table.show_outcome(await service.start(CHANNEL, Caller(int(status["host"]))))
            status = await table.status()
        sitting.say("resumed", db=args.db, number=status.get("game_id"), round=status.get("round"),
                    phase=front.phase_word(str(status.get("phase")), lang))
        if status.get("status") == "running":
            for line in await front.resumed_lines(table, lang):
                sitting.say_text(line)
        ignored = ignored_flags(sitting, sitting.seed)
        if ignored:
            sitting.say("resume_ignores", flags=", ".join(ignored))
    else:
        sitting.say_text(front.banner(sitting.colours, sitting.options, sitting.seed, lang))
        table.seats = list(sitting.colours)
        await front.open(table, sitting.colours, sitting.options)
    game_id = (await table.status()).get("game_id")
    sitting.folder = game_folder(sitting.boards, sitting.spec.key, args.db,
                                 int(game_id) if game_id is not None else None, sitting.seed)
    table.use_folder(sitting.folder)
    return table


def ignored_flags(sitting: Sitting, seed: int) -> list[str]:
    """The flags given that the kept game does not follow (the same value as the kept game's is no news)."""
    args = sitting.args
    players = [c.strip().lower() for c in (args.players or "").split(",") if c.strip()]
    flags = ["--players"] if args.players is not None and players != sitting.colours else []
    flags += ["--seed"] if args.seed is not None and args.seed != seed else []
    given = given_options(sitting.spec, args)
    defaults = with_defaults(sitting.spec, {})
    for option in sitting.spec.options:
        value = given.get(option.name)
        if value is None or (option.flag and not value):  # a flag not given says nothing
            continue
        if value != sitting.options.get(option.name, defaults[option.name]):
            flags.append(f"--{option.name}")
    return flags


def start_record(sitting: Sitting, table: TableOutput) -> TextIO:
    """The record of accepted lines: --record FILE, or moves.txt in the game's folder; appended to on resume.

    Lines are written as they are accepted (flushed each time), so a crash loses none of them.
    """
    assert sitting.folder is not None
    path: Path = Path(sitting.args.record) if sitting.args.record else sitting.folder / "moves.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    resumed, history = sitting.resumed, sitting.history
    fresh = not path.exists() or path.stat().st_size == 0
    record = path.open("a" if resumed else "w", encoding="utf-8")
    sitting.record_path = path
    earlier = history if resumed and fresh else []
    if resumed and not fresh and history is not None:  # lines the db kept but the record missed (a Ctrl-C)
        have = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]
        earlier = history[len(have):] if history[:len(have)] == have else []
    sitting.whole_record = not resumed or not fresh or earlier is not None  # a record begun mid-game may replay nothing
    if fresh or not resumed:
        print(sitting.front.say("record_header", sitting.lang), file=record)
        if sitting.whole_record:
            print(sitting.front.say("record_replay", sitting.lang,
                                    command=sitting.replay_command(sitting.first_bots)), file=record)
    for line in earlier or []:
        print(line, file=record)
    if resumed:
        print(sitting.front.say("record_resumed", sitting.lang, db=sitting.args.db), file=record)
    record.flush()
    table.record = record
    return record


def seat_bots(sitting: Sitting, table: TableOutput) -> None:
    """--bots: the computer takes these seats (or all); a colour with no seat is said, not fatal."""
    asked = [c.strip().lower() for c in (sitting.args.bots or "").split(",") if c.strip()]
    chosen = list(sitting.colours) if asked == ["all"] else [c for c in asked if c in sitting.colours]
    for colour in sorted(set(asked) - set(chosen) - {"all"}):
        sitting.say("bots_not_seated", colour=colour)
    table.add_bots(chosen)
    sitting.first_bots = table.bot_colours()


def serve_web(runner: asyncio.Runner, service: TableService, sitting: Sitting, database: Path) -> Any:
    """The game's web page beside the table (--web): served from the same file by a thread of its own; the
    link is printed once, to open in a browser on this machine."""
    from web.server import BesideTable

    beside = BesideTable(str(database), port=int(sitting.args.web))
    try:
        server = beside.start()
    except OSError as err:
        sitting.say("web_failed", port=sitting.args.web, detail=err.strerror or err)
        return None
    link = runner.run(service.game_link(CHANNEL)).result
    if isinstance(link, PageLink):
        sitting.say("web_link", url=server.links.game_url(link.ident, link.generation, sitting.args.lang))
    return beside


def play(runner: asyncio.Runner, table: TableOutput, sitting: Sitting, stdin: Keyboard) -> None:
    """The script first (the computer waits), then the computer's seats, then the keyboard."""
    args = sitting.args
    table.start_drawing()  # the boards so far (the deal's) are drawn while the first line is awaited
    if args.script:
        table.bots_paused = True
        for line in script_lines(Path(args.script)):
            if table.finished or not runner.run(table.step(line, echo=True)):
                return
        table.bots_paused = False
        if table.finished:
            return
        sitting.say("script_done_bots" if table.bot_colours() else "script_done", script=args.script)
    runner.run(table.run_bots())
    runner.run(table.prompt())
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


def sit(args: argparse.Namespace, stdin: Keyboard | None, out: TextIO | None, front: SittingFront) -> int:
    """The whole sitting; 0 when it ends normally (quit, Ctrl-D, Ctrl-C, the end of the game, or output whose
    reader has gone), 2 for arguments it cannot play (said on stderr, in words)."""
    args = completed(args)
    stdin = stdin or sys.stdin
    if stdin is sys.stdin and stdin.isatty():
        import readline  # noqa: F401  (line editing and ↑ history at the prompt)
    out = guarded(out or sys.stdout)
    spec, lang = front.spec, args.lang
    colours = seats_of(spec, list(game_colours(spec)), args.players, lang, sys.stderr)
    if colours is None:
        return 2
    if args.script is not None and not Path(args.script).is_file():
        print(front.say("no_script", lang, script=args.script), file=sys.stderr)
        return 2
    sitting = Sitting(args, out, front)
    sitting.colours = colours
    sitting.seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    sitting.options = with_defaults(spec, given_options(spec, args))
    with tempfile.TemporaryDirectory() as tmp, asyncio.Runner() as runner:
        database = args.db or Path(tmp) / "console.sqlite3"
        store = SqliteStore(database)
        try:
            runner.run(store.open())
        except sqlite3.DatabaseError as err:
            print(front.say("bad_db", lang, db=args.db, detail=err), file=sys.stderr)
            return 2
        record: TextIO | None = None
        web: Any = None
        try:
            service = TableService(store, clock=FakeClock(), seed_source=lambda: sitting.seed)
            try:
                table = runner.run(open_game(sitting, store, service))
            except ServiceError as err:
                front_end = sitting.table.front if sitting.table is not None else PlainFront()
                print(refusal(err, lang, front_end), file=sys.stderr)
                return 2
            seat_bots(sitting, table)
            if args.web is not None:
                web = serve_web(runner, service, sitting, database)
            record = start_record(sitting, table)
            play(runner, table, sitting, stdin)
        except KeyboardInterrupt:
            if stdin.isatty():
                print(file=out)
            sitting.say("interrupted")
        except OutputGone:
            pass  # nobody reads on: leave quietly (what leaving says goes nowhere)
        finally:
            try:
                if sitting.table is not None:
                    sitting.table.finish_boards()
            finally:
                try:
                    sitting.farewell()
                except OutputGone:
                    pass
                finally:
                    if record is not None:
                        record.close()
                    if web is not None:
                        web.stop()
                    runner.run(store.close())
    return 0


__all__ = ["SittingFront", "command", "seats_of", "sit"]
