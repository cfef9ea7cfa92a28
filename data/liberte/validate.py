"""`python -m data.liberte.validate [folder]`: check a Liberté data set and print every missing or bad entry.

Exit code 0 when the set is complete and valid (it prints "valid"), 1 otherwise. Without a folder it checks the
owner's edition folder (LIBERTE_DATA, default data/liberte/edition), the one Discord needs before it offers Liberté.
"""

from __future__ import annotations

import sys
from pathlib import Path

from data.liberte.loader import check, edition_dir


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else edition_dir()
    if not folder.is_dir():
        print(f"{folder}: no such folder")
        return 1
    data, problems = check(folder)
    if data is None:
        for line in problems:
            print(line)
        print(f"{folder}: {len(problems)} problem(s); not valid")
        return 1
    kind = "PLACEHOLDER DATA — not the real game" if data.placeholder else f"edition {data.r('edition')}"
    print(f"{folder}: valid ({kind}; {len(data.provinces)} provinces, {len(data.cards)} cards)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # read by `| head`: the reader has what it wanted
        sys.stderr.close()
        sys.exit(1)
