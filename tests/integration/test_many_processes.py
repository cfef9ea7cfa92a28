"""Many bot processes over one PostgreSQL database (issue 25): every post once and in order, a dead process's
posts delivered by the others once its lease has expired, a refusing channel left alone until its retry time
with one moderators' alert, and one request budget per bot token.

Three real `GameBot`s (tests/integration/mp_worker.py), each its own process with discord.py's real HTTP client
answered by a recorder, play random games through raw interaction payloads in their own server and in a server
they all share. Every bot-token request that reaches any recorder is written raw to one shared ledger
(tests/integration/ledger.py) before a repeated nonce is folded, so a part posted twice is seen even where
Discord would hide it. One process is frozen right after a commit that queued posts and killed with SIGKILL,
then restarted; a shared channel refuses posts (403) for a few seconds while its players keep acting.

PostgreSQL only (skipped with the reason where it is unreachable; MP_TEST_PG_REQUIRED=1 makes that a failure).
Knobs for longer runs: MP_WORKERS (3), MP_PLAY_SECONDS (play before the kill, default 8), MP_REFUSE_SECONDS (6),
MP_BURST_POSTS (posts per channel and worker in the budget test, 30). The figures line is printed (pytest -s shows
it) and heads every failure message:

    .venv/bin/python -m pytest -q -n 0 -s tests/integration/test_many_processes.py    # about 60 s
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.integration import ledger as lg
from tests.integration.ledger import SharedDir, read_ledger
from tests.integration.mp_checks import check_games, check_outbox, pending_posts, read_acts, repeats_after_kill
from tests.integration.mp_worker import SHARED_GUILD, TIMINGS, all_channels, game_channels, guild_of, mod_channel
from tests.store.backends import Backend, backend_database

ROOT = Path(__file__).resolve().parents[2]
WORKERS = int(os.environ.get("MP_WORKERS", "3"))
PLAY_SECONDS = float(os.environ.get("MP_PLAY_SECONDS", "8"))
REFUSE_SECONDS = float(os.environ.get("MP_REFUSE_SECONDS", "6"))
BURST_POSTS = int(os.environ.get("MP_BURST_POSTS", "30"))
LEASE, SCAN = TIMINGS["LEASE_SECONDS"], TIMINGS["SCAN_SECONDS"]
FIRST_RETRY, LAST_RETRY = TIMINGS["FIRST_RETRY"], TIMINGS["LAST_RETRY"]
TAKEOVER_SECONDS = 2 * LEASE + 2 * SCAN + 1.5  # a dead deliverer's channels are taken over within about 2 leases


class Worker:
    """One worker process; its stdout lines as they come (ready, held, done), its stderr in a file."""

    def __init__(self, index: int, url: str, shared: SharedDir, burst: int = 0) -> None:
        self.index = index
        self.name = f"w{index}"
        self.url = url
        self.shared = shared
        self.burst = burst
        self.proc: asyncio.subprocess.Process | None = None
        self.lives = 0
        self.lines: list[str] = []

    @property
    def err(self) -> Path:
        return self.shared.root / f"{self.name}-{self.lives}.err"

    async def start(self) -> None:
        self.lives += 1
        self.lines = []
        args = ["--url", self.url, "--shared", str(self.shared.root), "--worker", self.name, "--index",
                str(self.index), "--workers", str(WORKERS), "--seed", str(self.index + 1)]
        if self.burst:
            args += ["--burst", str(self.burst)]
        with self.err.open("wb") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.integration.mp_worker", *args, cwd=self.shared.root,
                env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=asyncio.subprocess.PIPE, stderr=err)

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def wait_for(self, prefix: str, timeout: float) -> str:
        """The first stdout line starting with `prefix` (failing with the worker's last words if it ends first)."""
        assert self.proc is not None and self.proc.stdout is not None
        for line in self.lines:
            if line.startswith(prefix):
                return line
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError(f"{self.name} said no {prefix!r} within {timeout:.0f} s:\n{self.last_words()}")
            try:
                raw = await asyncio.wait_for(self.proc.stdout.readline(), timeout=left)
            except TimeoutError:
                continue
            if not raw:
                await self.proc.wait()
                raise AssertionError(f"{self.name} ended (exit {self.proc.returncode}) before {prefix!r}:\n"
                                     f"{self.last_words()}")
            line = raw.decode().strip()
            self.lines.append(line)
            if line.startswith(prefix):
                return line

    async def ready(self) -> None:
        """Started, and running this checkout's code (not another tree's, whatever the venv points at)."""
        said = json.loads((await self.wait_for("ready", 120)).split(" ", 1)[1])
        assert Path(said["root"]) == ROOT, f"{self.name} runs the code of {said['root']}, not {ROOT}"

    def last_words(self) -> str:
        try:
            return "\n".join(self.err.read_text(errors="replace").splitlines()[-25:])
        except OSError:
            return "(no stderr)"

    async def kill(self) -> None:
        """SIGKILL (no clean-up, no rollback, no close), as a crashed host."""
        if self.proc is not None and self.proc.returncode is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            await self.proc.wait()

    async def finish(self, timeout: float) -> dict[str, Any]:
        """After the stop file: its "done" figures, and exit 0."""
        line = await self.wait_for("done", timeout)
        assert self.proc is not None
        code = await asyncio.wait_for(self.proc.wait(), timeout=30)
        assert code == 0, f"{self.name} exited {code}:\n{self.last_words()}"
        figures: dict[str, Any] = json.loads(line.split(" ", 1)[1])
        return figures


@pytest.fixture
async def pg(tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database("postgres", tmp_path) as b:
        yield b


@pytest.fixture
async def workers(pg: Backend, tmp_path: Path) -> AsyncIterator[list[Worker]]:
    """The workers a test starts (killed by their ids at the end, whatever happened)."""
    started: list[Worker] = []
    try:
        yield started
    finally:
        for w in started:
            await w.kill()


async def start_all(workers: list[Worker], shared: SharedDir) -> None:
    for w in workers:
        await w.start()
    for w in workers:
        await w.ready()
    (shared.root / "go").touch()


@pytest.mark.timeout(300)
async def test_three_processes_kill_restart_and_a_refusing_channel(pg: Backend, workers: list[Worker],
                                                                     tmp_path: Path) -> None:
    shared = SharedDir(tmp_path / "shared").make()
    workers += [Worker(i, pg.url, shared) for i in range(WORKERS)]
    await start_all(workers, shared)
    store = await pg.open()
    try:
        await asyncio.sleep(PLAY_SECONDS)

        # one process dies right after a commit whose posts it has not delivered; the others keep playing
        victim = workers[1]
        shared.hold(victim.name)
        await victim.wait_for("held", 60)
        held_at = time.time()
        own = set(all_channels(guild_of(victim.index)))
        orphans = await pending_posts(store, pg, own)
        killed_pid, killed_at = victim.pid, time.time()
        await victim.kill()
        shared.hold(victim.name, on=False)
        await asyncio.sleep(TAKEOVER_SECONDS)
        orphaned_left = orphans & await pending_posts(store, pg, own)
        await victim.start()
        await victim.ready()

        # a shared channel refuses posts for a while; its players keep acting (the workers prefer it meanwhile)
        await asyncio.sleep(2)
        refusing = game_channels(SHARED_GUILD)[0]
        shared.refuse(refusing)
        refused_from = time.time()
        await asyncio.sleep(REFUSE_SECONDS)
        shared.refuse(refusing, on=False)
        refused_until = time.time()
        await asyncio.sleep(3)

        shared.stop_file.touch()
        done = [await w.finish(90) for w in workers]

        entries = read_ledger(shared.root)
        acts = read_acts(shared.root)
        games = await check_games(store, pg, acts)
        outbox = await check_outbox(store, pg, entries)
    finally:
        await store.close()

    twice = lg.posted_twice(entries)
    unknown = repeats_after_kill(twice, entries, killed_pid, held_at, killed_at)
    racing = {p: n for p, n in twice.items() if p not in unknown}
    late = lg.out_of_order(entries)
    refused = lg.refused_requests(entries, refusing)
    span = refused_until - (refused[0].at if refused else refused_from)
    allowed = lg.allowed_refusals(span, FIRST_RETRY, LAST_RETRY)
    tight = lg.tight_refusals(refused, FIRST_RETRY)
    alerts = lg.alerts_about(entries, refusing, mod_channel(SHARED_GUILD))
    taken_over = [e.at - killed_at for e in entries if e.posted and e.part is not None and e.part[0] in orphans
                  and e.at > killed_at]
    busiest, _ = lg.busiest_second(entries)
    figures = (
        f"MP figures: processes {WORKERS}, actions {games.actions} in {games.games} games, kills 1 (restarted); "
        f"lost {len(games.lost)}, applied twice {len(games.twice)}, states unlike their replay {len(games.differ)}; "
        f"raw posts {sum(1 for e in entries if e.posted)} of {outbox.parts} parts in {outbox.rows} outbox posts, "
        f"parts posted twice (raw, unfolded) {len(racing)} (+{len(unknown)} repeated after the kill, unknown "
        f"outcome), out of order (raw) {len(late)}, pending at the end {outbox.pending}, parts never posted "
        f"{len(outbox.never_posted)}; orphaned posts {len(orphans)}, undelivered {TAKEOVER_SECONDS:.1f} s after "
        f"the kill {len(orphaned_left)} (taken over after "
        f"{max(taken_over) if taken_over else 0:.1f} s); requests to the refusing channel {len(refused)} in "
        f"{span:.1f} s (at most {allowed} at one per retry interval; sooner than {FIRST_RETRY:.0f} s after the "
        f"previous: {tight}), alerts for the refusal episode {len(alerts)}; global 429s {lg.global_429s(entries)}, "
        f"busiest second {busiest} requests; stumbles {sum(d['stumbles'] for d in done)}")
    print(figures)

    problems = []
    if games.actions < 50:
        problems.append(f"too little play to prove anything: {games.actions} actions")
    if games.lost:
        problems.append(f"acknowledged actions missing from their logs: {games.lost[:5]}")
    if games.twice:
        problems.append(f"applied twice: {games.twice[:5]}")
    if games.differ:
        problems.append(f"games whose state is not the replay of their log: {games.differ[:10]}")
    if racing:
        problems.append(f"parts posted twice (raw, (post, part): times): {dict(list(racing.items())[:10])}")
    if late:
        problems.append(f"parts out of order (raw, (channel, part, after)): {late[:10]}")
    if outbox.pending:
        problems.append(f"{outbox.pending} outbox posts still pending after the workers drained")
    if outbox.never_posted:
        problems.append(f"parts the outbox counts as sent that never reached Discord: {outbox.never_posted[:10]}")
    if not orphans:
        problems.append("the killed process left no post undelivered (the takeover was not put to the test)")
    if orphaned_left:
        problems.append(f"orphaned posts of the killed process still pending {TAKEOVER_SECONDS:.1f} s after its "
                        f"kill: {sorted(orphaned_left)}")
    if not refused:
        problems.append("the refusing channel got no request at all while it refused (no traffic to judge)")
    if len(refused) > allowed or tight:
        gaps = ", ".join(f"{b.at - a.at:.2f}" for a, b in itertools.pairwise(refused))
        problems.append(f"the refusing channel got {len(refused)} requests in {span:.1f} s (one per retry "
                        f"interval allows {allowed}; {tight} came sooner than {FIRST_RETRY} s after the previous; "
                        f"seconds between them: {gaps[:400]}; from workers {[e.worker for e in refused][:20]})")
    if len(alerts) != 1:
        problems.append(f"moderators' alerts about the refusing channel: {len(alerts)} (post id: raw posts "
                        f"{alerts}); one per episode")
    if lg.global_429s(entries):
        problems.append(f"{lg.global_429s(entries)} answers 429 for the global limit")
    if not all(d["drained"] for d in done):
        problems.append(f"a worker stopped before the outbox was empty: {done}")
    assert not problems, figures + "\n- " + "\n- ".join(problems)


@pytest.mark.timeout(300)
async def test_three_processes_posting_at_once_stay_within_the_global_limit(pg: Backend, workers: list[Worker],
                                                                              tmp_path: Path) -> None:
    shared = SharedDir(tmp_path / "shared").make()
    workers += [Worker(i, pg.url, shared, burst=BURST_POSTS) for i in range(WORKERS)]
    await start_all(workers, shared)
    shared.stop_file.touch()
    done = [await w.finish(150) for w in workers]
    store = await pg.open()
    try:
        entries = read_ledger(shared.root)
        outbox = await check_outbox(store, pg, entries)
    finally:
        await store.close()
    busiest, at = lg.busiest_second(entries)
    limited = lg.global_429s(entries)
    posted = [e for e in entries if e.posted]
    took = (posted[-1].at - posted[0].at) if posted else 0.0
    figures = (f"MP budget figures: processes {WORKERS}, posts {outbox.rows}, raw requests {len(entries)}, "
               f"global 429s {limited}, busiest second {busiest} requests (limit {lg.GLOBAL_LIMIT}), "
               f"{len(posted) / took if took else 0:.1f} posts/s over {took:.1f} s, pending {outbox.pending}, "
               f"posted twice {len(lg.posted_twice(entries))}, out of order {len(lg.out_of_order(entries))}")
    print(figures)
    problems = []
    if limited:
        problems.append(f"{limited} answers 429 for the global limit (the processes share no budget)")
    if busiest > lg.GLOBAL_LIMIT:
        problems.append(f"{busiest} requests in one second from {at:.3f}: over the limit of {lg.GLOBAL_LIMIT}")
    if outbox.pending or not all(d["drained"] for d in done):
        problems.append(f"{outbox.pending} posts still pending at the end")
    twice, late = lg.posted_twice(entries), lg.out_of_order(entries)
    if twice or late:
        problems.append(f"parts posted twice (raw) {len(twice)}, out of order (raw) {len(late)}: deliverers raced")
    if outbox.rows < WORKERS * 4 * BURST_POSTS:
        problems.append(f"only {outbox.rows} posts queued")
    assert not problems, figures + "\n- " + "\n- ".join(problems)
