"""Benchmark the board renderer on a busy 4-player board at the default size.

    .venv/bin/python bench/bench_render.py [--runs 40] [--width 1080] [--lang pl]

Prints the median time of a full frame (copy the cached static layer, paste the pieces, map onto the fixed
palette, PNG-encode), the median time of PNG-encoding the same final image alone (the floor no renderer can
beat), their ratio, and the PNG's size. Targets: frame ≤ 1.5 × encode-only, ≤ 400 KB.

Then the start-up costs: the static layers built once per language (wall and CPU time, so a busy machine
shows), what the shipped palette saves (the median cut it skips), and the first board after a start in a
fresh process, cold and after `render.warm_up()`.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render import BASE_W, LANGS, get_renderer
from render.codec import median_cut
from render.mali import Renderer
from render.mali.palette import COLOURS, key_colours, samples
from tests.render.fixtures import busy_board

ROOT = Path(__file__).resolve().parent.parent
FIRST_BOARD = """
import sys, time
sys.path.insert(0, {root!r})
from render import render_board, warm_up
from tests.render.fixtures import busy_board
view = busy_board()
if {warm}:
    warm_up()
t0 = time.perf_counter()
render_board(view, lang={lang!r}, width={width})
print((time.perf_counter() - t0) * 1000)
"""


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
    ap.add_argument("--width", type=int, default=BASE_W)
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
    print("start-up:")
    for lang in LANGS:
        t0, c0 = time.perf_counter(), time.process_time()
        fresh = Renderer(args.width, lang)
        wall, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
        print(f"  static layers once, {lang}:     {wall:8.1f} ms ({cpu:.0f} ms CPU)")
    images = samples(fresh)
    cut = median_cut(images, key_colours(), COLOURS)
    shipped = list(fresh.codec.palette.getpalette() or [])[:3 * COLOURS]
    cut_ms = median_ms(lambda: median_cut(images, key_colours(), COLOURS), 3)
    print(f"  median cut the shipped palette saves: {cut_ms:6.1f} ms per language"
          f" ({'in use' if shipped == cut else 'NOT in use: run python -m render.mali.palette_tool'})")
    for warm in (False, True):
        code = FIRST_BOARD.format(root=str(ROOT), warm=warm, lang=args.lang, width=args.width)
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        label = "after warm_up()" if warm else "cold           "
        print(f"  first board after start, {label}: {float(out):8.1f} ms")
    ok = frame <= 1.5 * encode and len(png) <= 400 * 1024
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
