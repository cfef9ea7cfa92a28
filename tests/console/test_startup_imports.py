"""The console table's start-up never imports the Discord library (issue 16: half a second of its first
prompt), neither when built by the session nor through `python bot.py --local` / the no-token path of
./scripts/run.sh. Each check runs in a fresh interpreter: this test process may have imported discord already."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SESSION = """
import sys
from console.shell import main
assert main(["--players", "orange,red", "--seed", "3", "--boards", sys.argv[1]]) == 0
assert "discord" not in sys.modules, "the console session imported discord"
print("ok")
"""

BOT = """
import runpy, sys
sys.argv = ["bot.py", "--local", "--players", "orange,red", "--seed", "3", "--boards", sys.argv[1]]
try:
    runpy.run_path("bot.py", run_name="__main__")
except SystemExit as stop:
    assert stop.code == 0, stop.code
assert "discord" not in sys.modules, "python bot.py --local imported discord"
print("ok")
"""


def run(code: str, boards: Path) -> str:
    done = subprocess.run([sys.executable, "-c", code, str(boards)], input="show\nquit\n", capture_output=True,
                          text=True, cwd=ROOT, timeout=120, env={"PATH": "", "DISCORD_TOKEN": ""})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_console_table_is_built_without_importing_discord(tmp_path: Path) -> None:
    out = run(SESSION, tmp_path)
    assert out.rstrip().endswith("ok")
    assert list(tmp_path.glob("*/board-001-*.png"))  # its first board was drawn (in the background) all the same


def test_bot_py_local_never_imports_discord(tmp_path: Path) -> None:
    out = run(BOT, tmp_path)
    assert out.rstrip().endswith("ok")
