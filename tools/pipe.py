"""Running a tool whose output may be cut short: `… | head` closes the pipe, and the tool should stop quietly."""

import os
import sys
from collections.abc import Callable


def run_quietly(main: Callable[[], int | None]) -> int:
    """Runs `main`; when the output's reader goes away, stops with no traceback (Python's documented way: point
    stdout at /dev/null so the interpreter's last flush cannot fail again)."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return code or 0
