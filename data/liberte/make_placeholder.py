"""Write the PLACEHOLDER map and deck of LB-D.8 (NOT Liberté: every name and number here is made up).

Run `python -m data.liberte.make_placeholder` to regenerate data/liberte/placeholder/*.csv; the output is fixed
(a seeded shuffle), so the committed files and this script always agree (a test checks it).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "placeholder"
SEED = 2001
REGION_SIZES = (5, 5, 4, 4, 5, 4)  # 27 provinces
CR = frozenset({2, 4, 6, 9, 11, 12, 14, 16, 18, 20, 22, 24, 25, 27})  # 14 CR provinces
VP = {5: 1, 13: 1, 19: 2, 26: 2}  # two 1 VP, two 2 VP
SPECIALS = (("bread_shortage", "Placeholder shortage", "A", 2, False, ""),
            ("emigration", "Placeholder emigration", "A", 2, False, ""),
            ("religious_problems", "Placeholder unrest", "A", 2, False, ""),
            ("guillotine", "Placeholder blade", "B", 2, True, ""),
            ("purge", "Placeholder purge", "B", 4, True, ""),
            ("terror", "Placeholder terror", "B", 6, True, "R"))
SUMMARY = {"bread_shortage": "one block of the government colour (any in turn 1) back to its supply",
           "emigration": "one white personality from a display to the discards",
           "religious_problems": "one blue or red block back to its supply",
           "guillotine": "one personality from a display out of the game",
           "purge": "one club or personality from a display to the discards",
           "terror": "every white block of a province holding red back to its supply"}


def _rows() -> dict[str, list[str]]:
    regions = ["region_id,name,card_colour,province_count,source"]
    provinces = ["order,name,region_id,cr,vp,paris,source"]
    order = 1
    region_of: list[str] = []
    for i, size in enumerate(REGION_SIZES, start=1):
        regions.append(f"r{i},Placeholder region {i},colour{i},{size},placeholder")
        region_of += [f"r{i}"] * size
    rng = random.Random(SEED)
    rng.shuffle(region_of)  # provinces of one region are not consecutive, as on a real map
    for order in range(1, 28):
        paris = order == 8
        name = "Placeholder capital" if paris else f"Placeholder province {order}"
        provinces.append(f"{order},{name},{region_of[order - 1]},{str(order in CR).lower()},{VP.get(order, 0)},"
                         f"{str(paris).lower()},placeholder")
    cards: list[tuple[str, ...]] = []
    # 72 personalities: 6 regions x 3 factions x 4 cards; values 1,1,2,3 / 1,2,2,3 / 1,2,3,3 spread evenly (24 each);
    # one General per region and faction (the value-2 or value-3 card), Sans-Culottes on some red cards.
    patterns = ((1, 1, 2, 3), (1, 2, 2, 3), (1, 2, 3, 3))
    k = 0
    for ri in range(1, 7):
        for fi, faction in enumerate("RMW"):
            values = patterns[(ri + fi) % 3]
            for j, v in enumerate(values):
                general = j == 3
                cannon = general or (j == 0 and faction != "R")
                sans = faction == "R" and j in (1, 2) and ri % 2 == 1
                cset = "B" if faction == "R" else "A"
                if k % 5 == 0:
                    cset = "A" if cset == "B" else "B"
                cards.append((cset, "personality", f"Placeholder {faction}{ri}-{j + 1}", str(v), f"r{ri}", faction,
                              str(cannon).lower(), str(general).lower(), str(sans).lower(), ""))
                k += 1
    for i in range(20):  # 20 clubs: 7 red, 7 blue, 6 white
        faction = "RRRRRRRMMMMMMMWWWWWW"[i]
        cset = "B" if faction == "R" else "A"
        cards.append((cset, "club", f"Placeholder club {i + 1}", "1", "wild", faction, "true", "false",
                      "false", ""))
    for stype, title, sset, count, _, _ in SPECIALS:
        for i in range(count):
            cards.append((sset, "special", f"{title} {i + 1}", "", "", "", "false", "false", "false", stype))
    rng.shuffle(cards)
    card_lines = ["id,set,type,title,value,region_id,faction,cannon,general,sans_culottes,special_type,source"]
    for cid, c in enumerate(cards, start=1):
        card_lines.append(f"{cid}," + ",".join(c) + ",placeholder")
    specials = ["special_type,title,set,count,needs_presence_in_government,needs_government,summary,source"]
    for stype, title, sset, count, presence, gov in SPECIALS:
        specials.append(f"{stype},{title},{sset},{count},{str(presence).lower()},{gov},{SUMMARY[stype]},placeholder")
    track = ["turn,battle_name,battle_vp,parked_blocks,source",
             '1,,0,"0,0,0",placeholder',
             '2,Placeholder battle 2,4,"2,2,2",placeholder',
             '3,Placeholder battle 3,5,"0,0,0",placeholder',
             '4,Placeholder battle 4,6,"0,0,0",placeholder']
    return {"regions.csv": regions, "provinces.csv": provinces, "cards.csv": card_lines, "specials.csv": specials,
            "turn_track.csv": track}


def files() -> dict[str, str]:
    """File name -> text, each headed by the placeholder warning."""
    head = "# PLACEHOLDER DATA — not the real game (LB-D.8): made up for development and tests.\n"
    return {name: head + "\n".join(lines) + "\n" for name, lines in _rows().items()}


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, text in files().items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files())} files to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
