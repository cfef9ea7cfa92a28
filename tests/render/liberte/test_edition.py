"""An owner's edition (LB-D): the board draws its provinces, regions and cards by the data's words and colours,
and carries no placeholder warning. The edition is made here from the placeholder set with its flag off, real-
looking names and plainly named region colours (no owner's data ships with the code)."""

from __future__ import annotations

import dataclasses

import pytest

from data.liberte.loader import LiberteData, placeholder_data
from render.liberte import layout
from render.liberte import model as board_model
from render.liberte.colours import NAMED_TINTS
from render.liberte.renderer import compose
from tests.render.liberte import fixtures as fx

NAMES = ("yellow", "green", "blue", "pink", "orange", "purple")


def edition() -> LiberteData:
    d = placeholder_data()
    regions = {rid: dataclasses.replace(r, name=f"Région {i + 1}", card_colour=NAMES[i])
               for i, (rid, r) in enumerate(d.regions.items())}
    provinces = tuple(dataclasses.replace(p, name="Île-de-France" if p.paris else f"Province n° {p.order}")
                      for p in d.provinces)
    cards = {cid: dataclasses.replace(c, title="Jean-Paul Marat") if cid == 1 else c for cid, c in d.cards.items()}
    return dataclasses.replace(d, folder="edition-for-tests", rules={**d.rules, "placeholder": False},
                               regions=regions, provinces=provinces, cards=cards)


@pytest.fixture
def owner_data(monkeypatch: pytest.MonkeyPatch) -> LiberteData:
    data = edition()
    monkeypatch.setattr(board_model, "_edition", lambda: data)
    return data


def test_an_edition_board_has_no_placeholder_warning_and_uses_its_words(owner_data: LiberteData) -> None:
    view = fx.busiest(6)
    view["placeholder_data"] = False
    view["players"][0]["display"] = [1, *view["players"][0]["display"][1:]]
    assert "placeholder" not in layout(view, fx.NAMES, "en")
    texts = " ".join(t for t, _, _ in compose(view, fx.NAMES, "en").fits)
    assert "Île-de-France" in texts and "Région 3" in texts and "Jean-Paul" in texts
    assert not any(w in texts for w in ("Placeholder province", "Placeholder region", "Placeholder capital"))


def test_an_edition_region_is_drawn_in_its_named_colour(owner_data: LiberteData) -> None:
    view = fx.busiest(6)
    view["placeholder_data"] = False
    composed = compose(view, fx.NAMES, "en")
    for rid, region in owner_data.regions.items():
        x, y = composed.positions[f"region:{rid}"]
        assert composed.image.getpixel((x + 40, y - 15)) == NAMED_TINTS[region.card_colour]
