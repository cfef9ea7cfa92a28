"""How long the console table takes to its first prompt: `python bot.py --local` (the path ./scripts/run.sh
takes without a token) on a terminal, from starting the process to the `> ` prompt waiting for a line.

    python bench/bench_startup.py [--rounds N]

The table runs on a pseudo-terminal, as a person would see it: banner, the deal, the first board written,
then the prompt. The floor, measured in the same run with the rounds interleaved, is a process that only
imports the engine (`python -c "import engine.mali"`); a bare `python -c pass` is printed for scale. Also
checked: the Discord library is not imported on that path (`-X importtime`).
Target (issue 16): median time to the first prompt <= 1.2 s, and no discord import.
"""

from __future__ import annotations

import argparse
import os
import pty
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


def environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def console_command(boards: Path) -> list[str]:
    return [sys.executable, str(ROOT / "bot.py"), "--local", "--players", "orange,red", "--seed", "7",
            "--boards", str(boards)]


def first_prompt(boards: Path) -> float:
    """Seconds from starting the table on a terminal to its first prompt; then it is told to quit."""
    master, slave = pty.openpty()
    t0 = time.perf_counter()
    proc = subprocess.Popen(console_command(boards), stdin=slave, stdout=slave, stderr=slave, cwd=ROOT,
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
    return elapsed


def process_seconds(code: str) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment(), check=True)
    return time.perf_counter() - t0


def imports_discord(boards: Path) -> bool:
    """Whether the console path imports the Discord library (piped input: the table starts and ends)."""
    run = subprocess.run([sys.executable, "-X", "importtime", *console_command(boards)[1:]], input="quit\n",
                         capture_output=True, text=True, cwd=ROOT, env=environment(), timeout=120, check=True)
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
    bare: list[float] = []
    floor: list[float] = []
    table: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        boards = Path(tmp)
        first_prompt(boards)  # one run not counted: the files' pages and bytecode in the OS cache
        for _ in range(args.rounds):
            bare.append(process_seconds("pass"))
            floor.append(process_seconds("import engine.mali"))
            table.append(first_prompt(boards))
        discord = imports_discord(boards)
    med, fmed, bmed = statistics.median(table), statistics.median(floor), statistics.median(bare)
    print(f"first prompt:                      median {med:.3f} s, max {max(table):.3f} s (target <= {TARGET} s)")
    print(f"floor, python + import engine.mali: median {fmed:.3f} s (bare python -c pass: {bmed:.3f} s)")
    print(f"ratio first prompt / floor:        {med / fmed:.2f}")
    print(f"discord imported on the console path: {'yes' if discord else 'no'}")
    print(load_average())
    missed = []
    if med > TARGET:
        missed.append(f"first prompt {med:.3f} s > {TARGET} s")
    if discord:
        missed.append("discord is imported on the console path")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    raise SystemExit(main())
