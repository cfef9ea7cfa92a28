"""The fast paths of building the static layers give exactly the pixels of the slow ones, and stay in use."""

from __future__ import annotations

import random
from itertools import product
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFilter

from render import get_renderer
from render.codec import median_cut
from render.kit import max_filter
from render.mali import BASE_W
from render.mali.palette import COLOURS, fingerprint, key_colours, samples
from render.mali.palette_data import PALETTES
from render.strings import LANGS

RENDER_DIR = Path(__file__).resolve().parents[2] / "render"


@pytest.mark.parametrize("size", [3, 5])
def test_separable_max_filter_matches_pillows(size: int) -> None:
    rng = random.Random(7)
    im = Image.new("L", (301, 203), 0)
    d = ImageDraw.Draw(im)
    for _ in range(60):
        x, y = rng.randrange(-20, 320), rng.randrange(-20, 220)
        d.line((x, y, x + rng.randrange(-90, 90), y + rng.randrange(-90, 90)), fill=rng.randrange(1, 256))
    for corner in ((0, 0), (300, 0), (0, 202), (300, 202)):
        im.putpixel(corner, rng.randrange(1, 256))
    assert max_filter(im, size).tobytes() == im.filter(ImageFilter.MaxFilter(size)).tobytes()


def test_max_filter_refuses_what_it_cannot_do() -> None:
    with pytest.raises(ValueError):
        max_filter(Image.new("L", (4, 4)), 4)
    with pytest.raises(ValueError):
        max_filter(Image.new("RGB", (4, 4)), 3)


@pytest.mark.parametrize("lang", LANGS)
def test_shipped_palette_is_current_and_in_use(lang: str) -> None:
    """The default size must not pay the median cut at start-up; if this fails after a change to the drawing,
    the board or the fonts, run `python -m render.mali.palette_tool` and commit render/mali/palette_data.py."""
    r = get_renderer(BASE_W, lang)
    images, exact = samples(r), key_colours()
    key = fingerprint(images, exact)
    assert key in PALETTES, "shipped palette is stale: run python -m render.mali.palette_tool"
    cut = median_cut(images, exact, COLOURS)
    assert list(bytes.fromhex(PALETTES[key])) == cut  # shipping it changes no pixel
    assert (r.codec.palette.getpalette() or [])[:3 * COLOURS] == cut


def test_other_sizes_cut_their_own_palette() -> None:
    r = get_renderer(1000, "pl")
    images, exact = samples(r), key_colours()
    assert fingerprint(images, exact) not in PALETTES
    assert (r.codec.palette.getpalette() or [])[:3 * COLOURS] == median_cut(images, exact, COLOURS)


@pytest.mark.parametrize("lang", LANGS)
def test_static_layer_on_the_palette_is_the_whole_layer_mapped(lang: str) -> None:
    """`static_p` maps only the legend over the mapped base; it must equal mapping the whole layer."""
    r = get_renderer(BASE_W, lang)
    for variant, liberator, mail in product(("basic", "advanced"), (False, True), (False, True)):
        opts = {"variant": variant, "liberator": liberator, "mail": mail}
        assert r.static_p(opts).tobytes() == r.codec.to_palette(r.static_for(opts)).tobytes(), opts


def test_no_render_module_is_over_400_lines() -> None:
    long = {str(p.relative_to(RENDER_DIR)): n for p in RENDER_DIR.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400}
    assert not long, f"split these by job: {long}"
