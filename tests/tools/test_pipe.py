"""Issue 23, item 10: a simulator whose output is cut short (`… | head -1`) stops quietly."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("tool", ["tools.mali.simulate", "tools.libertalia.simulate"])
def test_a_simulator_whose_reader_goes_stops_without_a_traceback(tool: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    proc = subprocess.Popen([sys.executable, "-m", tool, "--games", "4"], cwd=REPO, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader goes before the first line, as `| head -0` would
    code = proc.wait(timeout=120)
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert code == 0, err
    assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception ignored" not in err, err
