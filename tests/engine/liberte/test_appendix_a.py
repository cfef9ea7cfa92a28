"""The worked examples of RULES.md Appendix A (A.1–A.13), each on the placeholder map and deck."""

from __future__ import annotations

from data.liberte.loader import Province
from tests.engine.liberte.helpers import DATA, P1, P2, P3, answer, at_action, blank, cards, give, run, stack


def _won(events: list[dict[str, object]], province: int) -> list[dict[str, object]]:
    return [e for e in events if e["type"] == "province_won" and e["province"] == province]


def test_a1_tallest_single_stack() -> None:
    """A.1 (LB-6.3, 6.4): red ×3 beats two blue ×2 (never summed); one vote; the rest stays."""
    s = blank()
    stack(s, 1, P1, "R", 3)
    stack(s, 1, P2, "M", 2)
    stack(s, 1, P3, "M", 2)
    ev = run(s, "election_start")
    (won,) = _won(ev, 1)
    assert won["player"] == P1 and won["colour"] == "R" and won["votes"] == 1
    assert sorted((st["owner"], st["n"]) for st in s.stacks(1)) == sorted([(P1, 2), (P2, 2), (P3, 2)])
    assert next(e for e in ev if e["type"] == "government")["track"]["R"] == 1


def test_a2_paris_tie() -> None:
    """A.2 (LB-6.5–6.8): Paris tie, P1 advances a red 3, P2 declines: P1 takes 3 votes, the province is cleared."""
    s = blank()
    red3 = cards(type="personality", faction="R", value=3)
    give(s, P1, red3[:1], display=True)
    give(s, P2, red3[1:2], display=True)
    stack(s, 8, P1, "R", 3)
    stack(s, 8, P2, "R", 3)
    stack(s, 8, P3, "W", 1)
    run(s, "election_start")
    assert s.pending and s.pending["player"] == P1 and s.pending["kind"] == "tiebreak"
    tokens = dict(s.tokens)
    s, ev = answer(s, (P1, f"advance:{red3[0]}"), (P2, "decline"))
    (won,) = _won(ev, 8)
    assert won["player"] == P1 and won["votes"] == 3
    assert s.stacks(8) == []
    assert s.tokens[P2] == tokens[P2] + 1 and s.tokens[P3] == tokens[P3] + 1
    assert red3[0] in s.discard
    assert next(e for e in ev if e["type"] == "government")["track"]["R"] == 3


def test_a3_unbroken_provincial_tie() -> None:
    """A.3 (LB-6.7, 6.8): both decline: no vote, all four blocks back to the supply."""
    s = blank()
    give(s, P1, cards(type="personality", faction="M")[:1], display=True)
    give(s, P2, cards(type="personality", faction="W")[:1], display=True)
    stack(s, 5, P1, "M", 2)
    stack(s, 5, P2, "W", 2)
    supply = dict(s.supply)
    run(s, "election_start")
    s, ev = answer(s, (P1, "decline"), (P2, "decline"))
    assert not _won(ev, 5)
    assert s.stacks(5) == []
    assert s.supply["M"] >= supply["M"] + 2 - 0 and s.supply["W"] >= supply["W"] + 2 - 0


def test_a4_battle() -> None:
    """A.4 (LB-5.1–5.6): P3 has no General; P2 has most tokens among eligible players: 4 VP, keeps the General."""
    s = blank(turn=2)
    gens = cards(general=True)
    give(s, P1, gens[:1], display=True)
    give(s, P2, gens[1:2], display=True)
    for c, n in ((P1, 1), (P2, 2), (P3, 3)):
        s.battle_box[c] = n
        s.tokens[c] -= n
    run(s, "battle")
    assert s.vp == {P1: 0, P2: 4, P3: 0}
    assert gens[1] in s.displays[P2] or gens[1] in s.hands[P2]
    assert s.battle_box == {P1: 0, P2: 0, P3: 0}


def test_a5_battle_tie_lost_battle() -> None:
    """A.5 (LB-5.3, 5.4): both promote equal Generals (discarded), then nobody can: a Lost Battle."""
    s = blank(turn=2)
    gens = cards(general=True)
    give(s, P1, gens[:1], display=True)
    give(s, P2, gens[1:2], display=True)
    for c in (P1, P2):
        s.battle_box[c] = 2
        s.tokens[c] -= 2
    white = s.supply["W"]
    run(s, "battle")
    s, ev = answer(s, (P1, f"advance:{gens[0]}"), (P2, f"advance:{gens[1]}"))
    assert any(e["type"] == "battle_lost" for e in ev)
    assert s.lost_battles == [2]
    assert gens[0] in s.discard and gens[1] in s.discard
    assert s.supply["W"] <= white  # one white block went to the battle space (votes may be back by now)


def test_a6_second_card() -> None:
    """A.6 (LB-4.7): after a value-1 r2 personality, a value-1 Club is offered (block in r2); an r3 value-1
    personality and any value-2 card are not."""
    s = blank()
    first = next(c for c in cards(type="personality", faction="R", value=1, region="r2"))
    club = next(c for c in cards(type="club", faction="M"))
    other = next(c for c in cards(type="personality", value=1, region="r3"))
    two = next(c for c in cards(type="personality", value=2, region="r2"))
    give(s, P1, [first, club, other, two])
    at_action(s)
    r2 = [p.order for p in s_provinces("r2")]
    s, _ = answer(s, (P1, f"play:{first}"), (P1, f"province:{r2[0]}"), (P1, "discard"))
    assert s.pending is not None
    assert f"second:{club}" in s.pending["options"]
    assert f"second:{other}" not in s.pending["options"] and f"second:{two}" not in s.pending["options"]
    s, _ = answer(s, (P1, f"second:{club}"))
    assert s.pending is not None
    assert {int(o.split(":")[1]) for o in s.pending["options"] if o.startswith("province:")} <= set(r2)


def s_provinces(region: str) -> list[Province]:
    return [p for p in DATA.provinces if p.region == region]


def test_a7_display_limit() -> None:
    """A.7 (LB-4.9): a full display of 4 takes no card; with a Sans-Culottes card in it, a 5th may be kept."""
    plain = [c for c in cards(type="personality", sans_culottes=False)]
    s = blank()
    give(s, P2, plain[:4], display=True)
    new = next(c for c in cards(type="club", faction="M"))
    give(s, P2, [new])
    at_action(s)
    s, _ = answer(s, (P1, "pass"), (P2, f"play:{new}"))
    opts = s.pending["options"] if s.pending else []
    s, ev = answer(s, (P2, opts[0]))
    assert any(e["type"] == "card_discarded" and e.get("full") for e in ev)
    s2 = blank()
    sans = cards(sans_culottes=True)[0]
    give(s2, P2, [*plain[:3], sans], display=True)
    give(s2, P2, [new])
    at_action(s2)
    s2, _ = answer(s2, (P1, "pass"), (P2, f"play:{new}"))
    s2, _ = answer(s2, (P2, s2.pending["options"][0] if s2.pending else ""))
    assert s2.pending is not None and s2.pending["kind"] == "keep"
    s2, _ = answer(s2, (P2, "display"))
    assert len(s2.displays[P2]) == 5


def test_a8_end_of_action_phase() -> None:
    """A.8 (LB-4.13, 4.14): P2 takes the last red block; P3 still acts (a Special putting red back does not
    reopen the phase); then the phase ends."""
    s = blank()
    red = next(c for c in cards(type="club", faction="R"))
    rp = cards(special_type="religious_problems")[0]
    give(s, P2, [red])
    give(s, P3, [rp])
    s.supply["R"] = 1
    at_action(s)
    s, _ = answer(s, (P1, "pass"), (P2, f"play:{red}"), (P2, "province:1"), (P2, "discard"), (P2, "end"))
    assert s.end_trigger and s.supply["R"] == 0
    s, ev = answer(s, (P3, f"special:{rp}"), (P3, f"stack:1:{P2}"), (P3, "end"))
    assert any(e["type"] == "action_phase_ended" for e in ev)
    assert s.phase != "action"


def test_a9_election_track_tie() -> None:
    """A.9 (LB-6.12): red 9, white 9, blue 8; a white 2 and a red 3 are advanced: red governs, white 8, blue 7,
    white is the opposition; the advanced cards are discarded."""
    s = blank()
    w2 = cards(type="personality", faction="W", value=2)[0]
    r3 = cards(type="personality", faction="R", value=3)[0]
    give(s, P1, [w2], display=True)
    give(s, P2, [r3], display=True)
    s.phase = "election"
    s.track = {"R": 9, "W": 9, "M": 8}
    run(s, "track")
    s, ev = answer(s, (P1, f"advance:{w2}"), (P2, f"advance:{r3}"))
    gov = next(e for e in ev if e["type"] == "government")
    assert gov["government"] == "R" and gov["opposition"] == "W"
    assert gov["track"] == {"R": 9, "W": 8, "M": 7}
    assert w2 in s.discard and r3 in s.discard


def _vp_stage(s: object, government: str, opposition: str) -> None:
    from engine.liberte.state import GameState
    assert isinstance(s, GameState)
    s.phase = "election"
    s.government, s.opposition = government, opposition
    s.vp_step = {"place": "gov_first"}


def test_a10_vp_for_votes() -> None:
    """A.10 (LB-6.14–6.17): P1 and P2 tie on red; P1's red 2 beats P2's red 1: 5 and 2 VP; P3 3 VP for white;
    all three hold red votes, so all three have presence in government."""
    s = blank()
    give(s, P1, [cards(type="personality", faction="R", value=2)[0]], display=True)
    r1 = cards(type="personality", faction="R", value=1)[0]
    give(s, P2, [r1], display=True)
    s.votes[P1].update(R=4, W=1)
    s.votes[P2].update(R=4)
    s.votes[P3].update(R=1, W=2)
    _vp_stage(s, "R", "W")
    run(s, "vp")
    s, ev = answer(s, (P1, f"advance:{s.displays[P1][0]}"), (P2, f"advance:{r1}"))
    assert s.vp == {P1: 5, P2: 2, P3: 3}
    pres = next(e for e in ev if e["type"] == "presence")
    assert pres["players"] == [P1, P2, P3]


def test_a11_unbroken_vp_ties() -> None:
    """A.11 (LB-6.16): blue P1 3, P2 3 both decline → 3 VP each, P3 (1) 2 VP; red P2 2, P3 2 decline → 2 each."""
    s = blank()
    give(s, P1, [cards(type="personality", faction="M")[0]], display=True)
    give(s, P2, [cards(type="personality", faction="M")[1], cards(type="personality", faction="R")[0]],
         display=True)
    give(s, P3, [cards(type="personality", faction="R")[1]], display=True)
    s.votes[P1].update(M=3)
    s.votes[P2].update(M=3, R=2)
    s.votes[P3].update(M=1, R=2)
    _vp_stage(s, "M", "R")
    run(s, "vp")
    s, _ = answer(s, (P1, "decline"), (P2, "decline"), (P2, "decline"), (P3, "decline"))
    assert s.vp == {P1: 3, P2: 3 + 2, P3: 2 + 2}


def test_a12_radical_landslide() -> None:
    """A.12 (LB-8.2): P1 and P2 tie at 18 red points; P2 has more red blocks on cards (8 > 6) and wins."""
    s = blank(turn=2)
    reds3 = cards(type="personality", faction="R", value=3)
    reds2 = cards(type="personality", faction="R", value=2)
    reds1 = cards(type="personality", faction="R", value=1)
    give(s, P1, reds3[:1])
    give(s, P1, reds3[1:2], display=True)  # 6
    give(s, P2, [reds3[2], reds3[3], reds2[0]])  # 8
    give(s, P3, [reds3[4], reds1[0]])  # 4
    stack(s, 2, P1, "R", 3)
    stack(s, 3, P1, "R", 1)
    stack(s, 4, P2, "R", 3)
    stack(s, 5, P2, "R", 1)
    stack(s, 6, P3, "R", 3)
    s.votes[P1]["R"], s.votes[P2]["R"], s.votes[P3]["R"] = 8, 6, 3
    s.track = {"R": 17, "M": 0, "W": 0}
    s.government, s.opposition = "R", "M"
    ev = run(s, "landslide")
    assert s.phase == "ended" and s.result is not None
    assert s.result["reason"] == "radical_landslide" and s.result["winners"] == [P2]
    pts = s.result["points"]
    assert (pts[P1]["total"], pts[P2]["total"], pts[P3]["total"]) == (18, 18, 10)
    assert any(e["type"] == "radical_landslide" for e in ev)


def test_a13_counter_revolution() -> None:
    """A.13 (LB-8.3–8.5): 5 white CR provinces + a Lost Battle; Religious Problems on P2's blue ×2 in CR
    province 12 makes it white: 7 → the game ends at once on white points."""
    s = blank(turn=3)
    for prov in (2, 4, 6, 9, 11):
        stack(s, prov, P1 if prov % 2 else P3, "W", 1)
    s.lost_battles = [2]
    s.supply["W"] -= 1
    stack(s, 12, P1, "W", 2)
    stack(s, 12, P2, "M", 2)
    rp = cards(special_type="religious_problems")[0]
    give(s, P3, [rp])
    at_action(s)
    assert s.phase == "action"
    s, ev = answer(s, (P1, "pass"), (P2, "pass"), (P3, f"special:{rp}"), (P3, f"stack:12:{P2}"))
    assert s.phase == "ended" and s.result is not None and s.result["reason"] == "counter_revolution"
    assert s.result["winners"] == [P1]  # 1 + 1 + 1 + 2 white blocks on the map; nobody holds white cards
    assert any(e["type"] == "counter_revolution" for e in ev)
