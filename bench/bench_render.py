"""Benchmark the board renderer on a busy 4-player board at the default size.

    .venv/bin/python bench/bench_render.py [--runs 40] [--width 1600] [--lang pl]

Prints the median time of a full frame (copy the cached static layer, paste the pieces, map onto the fixed
palette, PNG-encode), the median time of PNG-encoding the same final image alone (the floor no renderer can
beat), their ratio, and the PNG's size. Targets: frame ≤ 1.5 × encode-only, ≤ 400 KB.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render import get_renderer
from tests.render.fixtures import busy_board


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("--lang", default="pl")
    args = ap.parse_args()

    t0 = time.perf_counter()
    r = get_renderer(args.width, args.lang)
    build_ms = (time.perf_counter() - t0) * 1000
    view = busy_board()
    png = r.render(view)  # warm the sprite caches, as a running bot would have them
    final = r.final(view)
    assert r.codec.encode(final) == png
    frame_dirty = r.compose(view)
    rects = frame_dirty.dirty.rects()
    base = r.static_p(view["options"])

    # interleave the two measurements so that load on the machine hits both alike
    frames: list[float] = []
    encodes: list[float] = []
    for _ in range(args.runs):
        frames.append(median_ms(lambda: r.render(view), 1))
        encodes.append(median_ms(lambda: r.codec.encode(final), 1))
    frame, encode = statistics.median(frames), statistics.median(encodes)
    compose = median_ms(lambda: r.compose(view), args.runs)
    quantise = median_ms(lambda: r.codec.patch(base, frame_dirty.image, rects), args.runs)
    covered = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in rects) / (r.size[0] * r.size[1])

    print(f"board {r.size[0]}x{r.size[1]}, busy 4-player view, {args.runs} runs, PNG compress_level "
          f"{r.codec.compress_level}")
    print(f"static layers built once:      {build_ms:8.1f} ms")
    print(f"full frame (median):           {frame:8.1f} ms")
    print(f"  of which compose (copy+draw): {compose:7.1f} ms")
    print(f"  of which palette mapping:     {quantise:7.1f} ms ({len(rects)} changed rectangles, "
          f"{covered:.0%} of the image)")
    print(f"encode-only floor (median):    {encode:8.1f} ms")
    print(f"ratio frame / encode-only:     {frame / encode:8.2f}   (target <= 1.50)")
    print(f"PNG size:                      {len(png) / 1024:8.1f} KB (target <= 400 KB)")
    ok = frame <= 1.5 * encode and len(png) <= 400 * 1024
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
