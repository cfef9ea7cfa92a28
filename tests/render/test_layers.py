"""The fast paths of building the static layers give exactly the pixels of the slow ones, and stay in use."""

from __future__ import annotations

import random
from itertools import product
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from render.codec import median_cut
from render.kit import darker, max_filter, stripe_mask, stripes
from render.mali import BASE_W, Renderer, palette, static
from render.mali.board import get_renderer
from render.mali.colours import INK_SOFT
from render.mali.palette import COLOURS, fingerprint, key_colours, samples
from render.mali.palette_data import PALETTES
from render.strings import LANGS
from tests.render import fixtures as fx

RENDER_DIR = Path(__file__).resolve().parents[2] / "render"


@pytest.mark.parametrize("size", [1, 3, 5, 7, 9])
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


@pytest.mark.parametrize(("size", "period", "width"), [((2160, 4160), 52, 30), ((1280, 2465), 21, 2),
                                                      ((333, 517), 36, 4)])
def test_a_box_of_stripes_is_that_part_of_the_whole_tile(size: tuple[int, int], period: int, width: int) -> None:
    rng = random.Random(period)
    whole = stripes(size, period, width, (255, 255, 255, 90))
    for _ in range(8):
        x0, y0 = rng.randrange(size[0] - 1), rng.randrange(size[1] - 1)
        box = (x0, y0, rng.randrange(x0 + 1, size[0] + 1), rng.randrange(y0 + 1, size[1] + 1))
        assert stripes(size, period, width, (255, 255, 255, 90), box).tobytes() == whole.crop(box).tobytes()
        assert stripe_mask(size, period, width, box, 90).tobytes() == whole.crop(box).getchannel("A").tobytes()


def whole_image_borders(big: Image.Image, idx: Image.Image, size: int, period: int, width: int) -> None:
    """The borders as first drawn, on the whole image at once: the reference for the tiled `borders`."""
    edges = max_filter(idx.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0), size)
    dash = stripes(big.size, period, width, (255, 255, 255, 255)).getchannel("A")
    big.paste(darker(INK_SOFT, 0.9), (0, 0), ImageChops.multiply(edges, dash))


@pytest.mark.parametrize("seed", range(4))
def test_tiled_borders_are_the_whole_image_borders(seed: int) -> None:
    """Random districts, some touching the image's edges (where the edge filter behaves differently)."""
    rng = random.Random(seed)
    w, h = rng.randrange(300, 700), rng.randrange(300, 700)
    idx = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(idx)
    for i in range(rng.randrange(2, 9)):
        x, y = rng.randrange(-50, w), rng.randrange(-50, h)
        d.polygon([(x, y), (x + rng.randrange(40, 400), y + rng.randrange(-40, 60)),
                   (x + rng.randrange(-40, 300), y + rng.randrange(40, 400))], fill=1 + 30 * i)
    if seed == 0:
        d.rectangle((0, 0, w, h), fill=31)  # one district over everything: only the image's edges are border
    tiled, whole = Image.new("RGB", (w, h), (200, 190, 180)), Image.new("RGB", (w, h), (200, 190, 180))
    for size in (3, 5):
        static.borders(tiled, idx, size, 24, 9)
        whole_image_borders(whole, idx, size, 24, 9)
        assert tiled.tobytes() == whole.tobytes()


def test_sparse_paste_is_a_paste() -> None:
    rng = random.Random(3)
    mask = Image.new("L", (900, 700), 0)
    ImageDraw.Draw(mask).line([(rng.randrange(900), rng.randrange(700)) for _ in range(12)], fill=66, width=30)
    sparse, plain = Image.new("RGB", (900, 700), (10, 20, 30)), Image.new("RGB", (900, 700), (10, 20, 30))
    static.paste_sparse(sparse, (180, 88, 48), mask)
    plain.paste((180, 88, 48), (0, 0), mask)
    assert sparse.tobytes() == plain.tobytes()


def test_both_languages_share_the_drawn_shapes() -> None:
    pl, en = get_renderer(BASE_W, "pl"), get_renderer(BASE_W, "en")
    shapes = static._shapes[pl.size]
    assert static._shapes[en.size] is shapes
    # the words differ, the shapes under them do not
    assert ImageChops.difference(pl.base, en.base).getbbox() is not None
    assert ImageChops.difference(shapes, pl.base).getbbox() is not None


def test_a_stale_shipped_palette_is_replaced_after_the_first_board(monkeypatch: pytest.MonkeyPatch,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    view = fx.midgame_advanced()
    expected = get_renderer(BASE_W, "pl").render(view)  # built before the palette goes stale
    right = palette.shipped_palette(BASE_W, "pl")
    assert right is not None
    stale = right[3:] + right[:3]
    monkeypatch.setattr(palette, "shipped_palette", lambda width, lang: stale)
    r = Renderer(BASE_W, "pl")
    assert (r.codec.palette.getpalette() or [])[:3 * COLOURS] == stale  # the first board does not wait
    r.render(view)
    assert (r.codec.palette.getpalette() or [])[:3 * COLOURS] == stale
    second = r.render(view)  # the second board checks first
    assert (r.codec.palette.getpalette() or [])[:3 * COLOURS] == right
    assert "stale" in caplog.text
    assert second == expected  # the same board as with the right palette
    assert r.check_palette()


@pytest.mark.parametrize("name", sorted([*fx.ALL, "busy"]))
def test_a_frame_on_the_palette_is_the_whole_frame_mapped(name: str) -> None:
    """Only dirty tiles are mapped and the panel's cards are pasted already mapped: nothing may be missed."""
    view = fx.busy_board() if name == "busy" else fx.ALL[name]()
    for lang in LANGS:
        r = get_renderer(BASE_W, lang)
        assert r.final(view).tobytes() == r.codec.to_palette(r.compose(view).image).tobytes(), lang


def test_no_render_module_is_over_400_lines() -> None:
    long = {str(p.relative_to(RENDER_DIR)): n for p in RENDER_DIR.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400}
    assert not long, f"split these by job: {long}"
