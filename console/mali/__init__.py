"""Mali Powstańcy at the console table: `./scripts/run.sh --local --players orange,red --variant advanced`.

The sitting (arguments, resuming, the record, the keyboard) is the shared console/sitting.py with Mali's part
in session.py; the table and its lines table.py,
commands.py and describe.py. `run` is the console front the game's descriptor names (games/mali.py).
"""

from __future__ import annotations

import argparse
from typing import TextIO


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from console.mali.session import run_table  # loaded when a Mali sitting starts

    return run_table(args, stdin, out)
