"""How long the console table takes to its first prompt: `python bot.py --local` (the path ./scripts/run.sh
takes without a token) on a terminal, from starting the process to the `> ` prompt waiting for a line; and the
same through ./scripts/run.sh itself (its set-up check included).

    python bench/bench_startup.py [--rounds N]

The table runs on a pseudo-terminal, as a person would see it: banner, the deal, the path of the first board
(drawn in the background), then the prompt. The floor, measured in the same run with the rounds interleaved,
is a process that only imports the engine (`python -c "import engine.mali"`); a bare `python -c pass` is
printed for scale. Also checked: the Discord library is not imported on that path (`-X importtime`).
Each figure is given as wall time and as the CPU time the process (and its waited-for children: run.sh's
checks) used up to the prompt. The target is judged on the CPU time, as bench_engine does: on this shared
2-core machine the other helpers' load stretches the wall time (the floor shows by how much), while on an
idle machine the wall time is the CPU time plus a few milliseconds of file I/O.
Target (issue 16): median time to the first prompt <= 1.2 s (both ways), and no discord import.
"""

from __future__ import annotations

import argparse
import os
import pty
import resource
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.2
PROMPT_WAIT = 30.0
TICK = os.sysconf("SC_CLK_TCK")


def environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}


def table_arguments(boards: Path) -> list[str]:
    return ["--local", "--players", "orange,red", "--seed", "7", "--boards", str(boards)]


def console_command(boards: Path) -> list[str]:
    return [sys.executable, str(ROOT / "bot.py"), *table_arguments(boards)]


def run_sh_command(boards: Path) -> list[str]:
    return ["bash", str(ROOT / "scripts" / "run.sh"), *table_arguments(boards)]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process and of its children it has waited for (/proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / TICK  # utime, stime, cutime, cstime


def first_prompt(command: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds from starting the table on a terminal to its first prompt; then it is told to quit."""
    master, slave = pty.openpty()
    t0 = time.perf_counter()
    proc = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, cwd=ROOT,
                            env=environment(), start_new_session=True)
    os.close(slave)
    seen = b""
    try:
        while True:
            ready, _, _ = select.select([master], [], [], PROMPT_WAIT)
            if not ready:
                raise RuntimeError(f"no prompt within {PROMPT_WAIT:.0f} s; the table said:\n{seen.decode(errors='replace')}")
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the table ended before prompting
                raise RuntimeError(f"the table ended without a prompt:\n{seen.decode(errors='replace')}") from None
            seen += chunk
            if seen.endswith(b"\n> "):
                elapsed = time.perf_counter() - t0
                cpu = cpu_seconds(proc.pid)
                break
        os.write(master, b"quit\n")
        deadline = time.monotonic() + PROMPT_WAIT
        while proc.poll() is None and time.monotonic() < deadline:
            if select.select([master], [], [], 0.1)[0]:
                try:
                    os.read(master, 65536)
                except OSError:
                    break
        proc.wait(timeout=PROMPT_WAIT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    return elapsed, cpu


def process_seconds(code: str) -> tuple[float, float]:
    """(wall, CPU) seconds of `python -c code`, start to exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment(), check=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def imports_discord(boards: Path) -> bool:
    """Whether the console path imports the Discord library (piped input: the table starts and ends)."""
    run = subprocess.run([sys.executable, "-X", "importtime", *console_command(boards)[1:]], input="quit\n",
                         capture_output=True, text=True, cwd=ROOT, env=environment(), timeout=120)
    if run.returncode != 0:
        raise RuntimeError(f"the table failed:\n{run.stderr[-3000:]}")
    return any(line.rsplit("|", 1)[-1].strip().split(".")[0] == "discord"
               for line in run.stderr.splitlines() if line.startswith("import time:"))


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    args = parser.parse_args()
    print(f"console table (python bot.py --local) to its first prompt, {args.rounds} interleaved rounds; "
          f"{load_average()}")
    bare: list[tuple[float, float]] = []
    floor: list[tuple[float, float]] = []
    table: list[tuple[float, float]] = []
    script: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        boards = Path(tmp)
        first_prompt(console_command(boards))  # one run not counted: the files' pages and bytecode in the OS cache
        for _ in range(args.rounds):
            bare.append(process_seconds("pass"))
            floor.append(process_seconds("import engine.mali"))
            table.append(first_prompt(console_command(boards)))
            script.append(first_prompt(run_sh_command(boards)))
        discord = imports_discord(boards)

    def med(rows: list[tuple[float, float]], i: int) -> float:
        return statistics.median(r[i] for r in rows)

    def row(label: str, wall: float, cpu: float, digits: int = 3) -> None:
        print(f"{label:<42}{wall:>8.{digits}f}{cpu:>8.{digits}f}")

    print(f"{'median seconds':<42}{'wall':>8}{'CPU':>8}")
    row("first prompt, python bot.py --local", med(table, 0), med(table, 1))
    row("first prompt, ./scripts/run.sh --local", med(script, 0), med(script, 1))
    row('floor, python -c "import engine.mali"', med(floor, 0), med(floor, 1))
    row("bare python -c pass (for scale)", med(bare, 0), med(bare, 1))
    row("ratio bot.py / floor", med(table, 0) / med(floor, 0), med(table, 1) / med(floor, 1), 2)
    row("ratio run.sh / floor", med(script, 0) / med(floor, 0), med(script, 1) / med(floor, 1), 2)
    print(f"target: first prompt <= {TARGET} s of CPU time (wall time printed beside it); max over the rounds: "
          f"wall {max(r[0] for r in table):.3f} s, CPU {max(r[1] for r in table):.3f} s")
    print(f"discord imported on the console path: {'yes' if discord else 'no'}")
    print(load_average())
    missed = []
    if med(table, 1) > TARGET:
        missed.append(f"first prompt {med(table, 1):.3f} s of CPU > {TARGET} s")
    if med(script, 1) > TARGET:
        missed.append(f"first prompt through run.sh {med(script, 1):.3f} s of CPU > {TARGET} s")
    if discord:
        missed.append("discord is imported on the console path")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    raise SystemExit(main())
