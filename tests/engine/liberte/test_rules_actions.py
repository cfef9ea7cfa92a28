"""LB-4 (the action phase) and LB-7 (Special cards)."""

from __future__ import annotations

import engine.liberte as L
from tests.engine.liberte.helpers import (
    COLOURS,
    DATA,
    P1,
    P2,
    P3,
    answer,
    at_action,
    blank,
    card,
    cards,
    give,
    run,
    stack,
)


def region_provinces(region: str) -> list[int]:
    return [p.order for p in DATA.provinces if p.region == region]


def options(s: L.GameState) -> list[str]:
    assert s.pending is not None
    return list(s.pending["options"])


def test_lb_4_1_rounds_in_player_order() -> None:
    """LB-4.1: each round every player, in order, takes exactly one action."""
    s = at_action(blank())
    seen = []
    for _ in range(6):
        assert s.pending is not None
        seen.append(s.pending["player"])
        s, _ = answer(s, (s.pending["player"], "pass" if len(seen) % 2 else "take"))
        while s.pending and s.pending["kind"] != "action":
            s, _ = answer(s, (s.pending["player"], options(s)[0]))
    assert seen == [P1, P2, P3, P1, P2, P3]


def test_lb_4_2_play_a_special_alone() -> None:
    """LB-4.2: a Play may be one placing card, two under LB-4.7, a Special card, or a Special alone."""
    s = blank()
    rp = cards(special_type="religious_problems")[0]
    give(s, P1, [rp])
    stack(s, 1, P2, "M", 1)
    at_action(s)
    assert f"special:{rp}" in options(s)
    s, _ = answer(s, (P1, f"special:{rp}"), (P1, f"stack:1:{P2}"), (P1, "end"))
    assert s.actions_taken[P1] == 1 and rp in s.discard


def test_lb_4_3_personality_in_its_region_split_allowed() -> None:
    """LB-4.3: a Personality's blocks go to provinces of its region, possibly split; a Club's anywhere; a short
    supply places what there is."""
    s = blank()
    p3 = next(c for c in cards(type="personality", value=3, faction="M"))
    reg = card(p3).region
    give(s, P1, [p3])
    at_action(s)
    s, _ = answer(s, (P1, f"play:{p3}"))
    provs = {int(o.split(":")[1]) for o in options(s) if o.startswith("province:")}
    assert provs == set(region_provinces(reg))
    a, b = region_provinces(reg)[:2]
    s, _ = answer(s, (P1, f"province:{a}"), (P1, f"province:{b}"), (P1, f"province:{b}"))
    assert [st["n"] for st in s.stacks(a)] == [1] and [st["n"] for st in s.stacks(b)] == [2]
    t = blank()
    club = cards(type="club", faction="W")[0]
    give(t, P1, [club])
    at_action(t)
    t, _ = answer(t, (P1, f"play:{club}"))
    assert len([o for o in options(t) if o.startswith("province:")]) == len(DATA.provinces)
    u = blank()
    give(u, P1, [p3])
    u.supply["M"] = 1
    at_action(u)
    u, _ = answer(u, (P1, f"play:{p3}"), (P1, f"province:{a}"))
    assert u.pending is not None and u.pending["kind"] == "keep"


def test_lb_4_4_placement_rules() -> None:
    """LB-4.4: ≤3 stacks per province, one stack per player, never on another's stack, onto one's own stack of
    the same colour up to 3, no new stack without an unused token."""
    s = blank()
    club = cards(type="club", faction="R")[0]
    give(s, P1, [club])
    stack(s, 1, P2, "R", 1)
    stack(s, 1, P3, "W", 1)
    stack(s, 5, P1, "M", 1)  # P1's own blue stack: a red block cannot go on it
    stack(s, 2, P1, "R", 3)  # full
    stack(s, 3, P1, "R", 2)  # own, room
    at_action(s)
    s, _ = answer(s, (P1, f"play:{club}"))
    provs = {int(o.split(":")[1]) for o in options(s) if o.startswith("province:")}
    assert 1 in provs and 2 not in provs and 3 in provs and 5 not in provs
    full = blank(4)
    give(full, P1, [club])
    for c in (P2, P3, COLOURS[3]):
        stack(full, 7, c, "R", 1)
    at_action(full)
    full, _ = answer(full, (P1, f"play:{club}"))
    assert "province:7" not in options(full)
    s, _ = answer(s, (P1, "province:3"))
    assert s.pending is not None and s.pending["kind"] == "keep"
    t = blank()
    give(t, P1, [club])
    stack(t, 3, P1, "R", 2)
    t.tokens[P1] = 0
    at_action(t)
    t, _ = answer(t, (P1, f"play:{club}"))
    assert [o for o in options(t) if o.startswith("province:")] == ["province:3"]


def test_lb_4_5_cannon_puts_a_token_in_the_battle_box() -> None:
    """LB-4.5: a Cannon card may put one unused token into the Battle Box instead (turn 1 too)."""
    s = blank()
    club = cards(type="club")[0]
    give(s, P1, [club])
    at_action(s)
    s, _ = answer(s, (P1, f"play:{club}"), (P1, "cannon"))
    assert s.battle_box[P1] == 1 and s.tokens[P1] == 17


def test_lb_4_6_no_play_without_effect() -> None:
    """LB-4.6: a card that can place nothing (and has no usable Cannon) is not offered."""
    s = blank()
    p = next(c for c in cards(type="personality", cannon=False, faction="R"))
    give(s, P1, [p])
    s.supply["R"] = 0
    s.end_trigger = True
    at_action(s)
    assert f"play:{p}" not in options(s)


def test_lb_4_7_second_card_conditions() -> None:
    """LB-4.7: no second card after a token, after a value-2 card, or twice; Club + Club in one region works."""
    s = blank()
    c1, c2, c3 = cards(type="club", faction="M")[:3]
    give(s, P1, [c1, c2, c3])
    at_action(s)
    s, _ = answer(s, (P1, f"play:{c1}"), (P1, "cannon"), (P1, "discard"))
    assert not [o for o in options(s) if o.startswith("second:")]
    t = blank()
    give(t, P1, [c1, c2, c3])
    at_action(t)
    t, _ = answer(t, (P1, f"play:{c1}"), (P1, "province:1"), (P1, "discard"), (P1, f"second:{c2}"))
    reg = DATA.province(1).region
    assert {int(o.split(":")[1]) for o in options(t) if o.startswith("province:")} <= set(region_provinces(reg))
    t, _ = answer(t, (t.pending["player"] if t.pending else P1, options(t)[0]), (P1, "discard"))
    assert not [o for o in options(t) if o.startswith("second:")]
    u = blank()
    two = next(c for c in cards(type="personality", value=2, faction="M"))
    one = next(c for c in cards(type="personality", value=1, region=card(two).region))
    give(u, P1, [two, one])
    at_action(u)
    u, _ = answer(u, (P1, f"play:{two}"))
    u, _ = answer(u, (P1, options_first_province(u)))
    u, _ = answer(u, (P1, options_first_province(u)), (P1, "discard"))
    assert not [o for o in options(u) if o.startswith("second:")]


def options_first_province(s: L.GameState) -> str:
    return next(o for o in options(s) if o.startswith("province:"))


def test_lb_4_8_one_special_per_action() -> None:
    """LB-4.8: at most one Special card per action, before or after the placing card."""
    s = blank()
    rp = cards(special_type="religious_problems")
    club = cards(type="club", faction="M")[0]
    give(s, P1, [rp[0], rp[1], club])
    stack(s, 1, P2, "M", 2)
    at_action(s)
    s, _ = answer(s, (P1, f"special:{rp[0]}"), (P1, f"stack:1:{P2}"))
    assert f"special:{rp[1]}" not in options(s) and f"play:{club}" in options(s)
    s, _ = answer(s, (P1, f"play:{club}"), (P1, "province:2"), (P1, "display"))
    assert options(s) == ["end"]


def test_lb_4_9_display_or_discard() -> None:
    """LB-4.9: a played card goes to the display or the discards; a Special is always discarded."""
    s = blank()
    club = cards(type="club", faction="M")[0]
    give(s, P1, [club])
    at_action(s)
    s, _ = answer(s, (P1, f"play:{club}"), (P1, "province:1"))
    assert options(s) == ["display", "discard"]
    s, _ = answer(s, (P1, "display"))
    assert s.displays[P1] == [club]


def test_lb_4_10_take() -> None:
    """LB-4.10: 9+ cards: discard 2 first; take one card (offer or deck), or two value-1 cards from the offer."""
    s = blank()
    nine = cards(type="personality", value=2)[:9]
    give(s, P1, nine)
    ones = cards(type="personality", value=1)
    s.offer = []
    give(s, P2, ones[:2])
    s.offer = [s.hands[P2].pop(), s.hands[P2].pop()]
    s.offer.append(cards(type="personality", value=3)[0])
    at_action(s)
    s, _ = answer(s, (P1, "take"))
    assert s.pending and s.pending["kind"] == "take_discard"
    s, _ = answer(s, (P1, options(s)[0]))
    s, _ = answer(s, (P1, options(s)[0]))
    assert len(s.hands[P1]) == 7 and "deck" in options(s)
    first = s.offer[0]
    s, _ = answer(s, (P1, f"offer:{first}"))
    assert s.pending and s.pending["kind"] == "take_second" and "deck" not in options(s)
    second = next(o for o in options(s) if o.startswith("offer:"))
    s, _ = answer(s, (P1, second))
    assert len(s.hands[P1]) == 9 and len(s.offer) == 3 and s.actions_taken[P1] == 1


def test_lb_4_11_hand_hidden_size_public() -> None:
    """LB-4.11: another player's view has no hand, only its size."""
    s = at_action(blank())
    give(s, P1, cards(type="club")[:2])
    v = L.view(s, P2)
    assert v["hand"] == [] and v["hand_sizes"][P1] == 2


def test_lb_4_12_pass_keeps_the_player_in() -> None:
    """LB-4.12: a player who passes acts again in the next round."""
    s = at_action(blank())
    s, _ = answer(s, (P1, "pass"), (P2, "pass"), (P3, "take"))
    while s.pending and s.pending["player"] == P3:
        s, _ = answer(s, (P3, options(s)[0]))
    assert s.pending and s.pending["player"] == P1 and s.round == 2


def test_lb_4_13_empty_supply_finishes_the_round() -> None:
    """LB-4.13: a supply already empty when the phase starts: exactly one round, equal action counts."""
    s = blank()
    s.supply["M"] = 0
    at_action(s)
    s, ev = answer(s, (P1, "pass"), (P2, "pass"), (P3, "pass"))
    assert any(e["type"] == "action_phase_ended" for e in ev)
    assert set(s.actions_taken.values()) == {1}


def test_lb_4_14_trigger_is_final() -> None:
    """LB-4.14: blocks back in the supply after the trigger do not extend the phase."""
    s = blank()
    club = cards(type="club", faction="R")[0]
    rp = cards(special_type="religious_problems")[0]
    give(s, P1, [club])
    give(s, P2, [rp])
    s.supply["R"] = 1
    at_action(s)
    s, _ = answer(s, (P1, f"play:{club}"), (P1, "province:1"), (P1, "discard"), (P1, "end"))
    s, ev = answer(s, (P2, f"special:{rp}"), (P2, f"stack:1:{P1}"), (P2, "end"), (P3, "pass"))
    assert any(e["type"] == "action_phase_ended" for e in ev)


def test_lb_4_15_parked_blocks_are_not_supply_in_turn_1() -> None:
    """LB-4.15: with the red supply empty in turn 1, the parked red blocks do not count."""
    s = blank()
    s.supply["R"] = 0
    at_action(s)
    assert s.end_trigger and s.parked["2"]["R"] == 2


def test_lb_4_16_stalemate_two_all_pass_rounds() -> None:
    """LB-4.16: two rounds in which everybody passes end the phase."""
    s = at_action(blank())
    s, ev = answer(s, *[(c, "pass") for c in (P1, P2, P3)])
    assert s.phase == "action"
    s, ev = answer(s, *[(c, "pass") for c in (P1, P2, P3)])
    assert any(e["type"] == "action_phase_ended" and e["rule"] == "LB-4.16" for e in ev)


# ------------------------------------------------------------------------------------------------ LB-7


def test_lb_7_1_target_may_be_oneself() -> None:
    """LB-7.1: a Special card may target the player's own stack or display."""
    s = blank()
    rp = cards(special_type="religious_problems")[0]
    give(s, P1, [rp])
    stack(s, 4, P1, "R", 2)
    at_action(s)
    s, _ = answer(s, (P1, f"special:{rp}"))
    assert f"stack:4:{P1}" in options(s)


def test_lb_7_2_each_special_effect() -> None:
    """LB-7.2: bread shortage (government colour), emigration (white personality), religious problems (blue or
    red), guillotine (to the box), purge (club or personality), terror (all white where red stands)."""
    s = blank(turn=2)
    s.government = "M"
    s.presence = [P1]
    s.tokens[P1] -= 1
    bs, em, gu, pu = (cards(special_type=t)[0] for t in ("bread_shortage", "emigration", "guillotine", "purge"))
    give(s, P1, [bs, em, gu, pu])
    w_pers = cards(type="personality", faction="W")[:2]
    give(s, P2, w_pers, display=True)
    give(s, P3, cards(type="club")[:1], display=True)
    stack(s, 1, P2, "M", 2)
    stack(s, 2, P3, "R", 1)
    at_action(s)
    s, _ = answer(s, (P1, f"special:{bs}"))
    assert options(s) == [f"stack:1:{P2}"]
    s, _ = answer(s, (P1, f"stack:1:{P2}"), (P1, "end"), (P2, "pass"), (P3, "pass"))
    s, _ = answer(s, (P1, f"special:{em}"))
    assert set(options(s)) == {f"card:{P2}:{c}" for c in w_pers}
    s, _ = answer(s, (P1, f"card:{P2}:{w_pers[0]}"), (P1, "end"), (P2, "pass"), (P3, "pass"))
    assert w_pers[0] in s.discard
    s, _ = answer(s, (P1, f"special:{gu}"), (P1, f"card:{P2}:{w_pers[1]}"), (P1, "end"), (P2, "pass"),
                  (P3, "pass"))
    assert w_pers[1] in s.box
    s, _ = answer(s, (P1, f"special:{pu}"))
    assert options(s) == [f"card:{P3}:{s.displays[P3][0]}"]
    t = blank(turn=2)
    t.government, t.presence = "R", [P1]
    te = cards(special_type="terror")[0]
    give(t, P1, [te])
    stack(t, 5, P2, "W", 2)
    stack(t, 5, P3, "W", 1)
    stack(t, 5, P1, "R", 1)
    stack(t, 6, P2, "W", 2)
    at_action(t)
    t, _ = answer(t, (P1, f"special:{te}"))
    assert options(t) == ["province:5"]
    t, _ = answer(t, (P1, "province:5"))
    assert [st["colour"] for st in t.stacks(5)] == ["R"]


def test_lb_7_3_emptied_stack_returns_its_token() -> None:
    """LB-7.3: removing the last block of a stack gives its token back; the election track does not move."""
    s = blank()
    rp = cards(special_type="religious_problems")[0]
    give(s, P1, [rp])
    stack(s, 1, P2, "M", 1)
    tokens = s.tokens[P2]
    at_action(s)
    s, _ = answer(s, (P1, f"special:{rp}"), (P1, f"stack:1:{P2}"))
    assert s.stacks(1) == [] and s.tokens[P2] == tokens + 1 and s.track == {"R": 0, "M": 0, "W": 0}


def test_lb_7_4_special_needs_a_target_and_its_conditions() -> None:
    """LB-7.4: a Special with no legal target, or whose condition fails (presence, government), is not offered."""
    s = blank(turn=2)
    rp, pu, te = (cards(special_type=t)[0] for t in ("religious_problems", "purge", "terror"))
    give(s, P1, [rp, pu, te])
    give(s, P2, cards(type="club")[:1], display=True)
    stack(s, 1, P2, "R", 1)
    stack(s, 1, P3, "W", 1)
    s.government = "R"
    at_action(s)
    opts = options(s)
    assert f"special:{rp}" in opts and f"special:{pu}" not in opts and f"special:{te}" not in opts


def test_lb_7_5_specials_only_in_ones_own_play() -> None:
    """LB-7.5: in a tie-break the only options are to advance or decline (no Special card)."""
    s = blank()
    give(s, P1, cards(special_type="religious_problems")[:1])
    give(s, P1, cards(type="personality", faction="R")[:1], display=True)
    give(s, P2, cards(type="personality", faction="R")[1:2], display=True)
    stack(s, 1, P1, "R", 1)
    stack(s, 1, P2, "R", 1)
    run(s, "election_start")
    assert all(o == "decline" or o.startswith("advance:") for o in options(s))


def test_lb_0_10_2_supply_checked_when_the_action_is_complete() -> None:
    """LB-0.10.2: a supply emptied and refilled inside one action does not end the phase."""
    s = blank()
    club = cards(type="club", faction="R")[0]
    rp = cards(special_type="religious_problems")[0]
    give(s, P1, [club, rp])
    s.supply["R"] = 1
    at_action(s)
    s, _ = answer(s, (P1, f"play:{club}"), (P1, "province:1"), (P1, "discard"))
    assert s.supply["R"] == 0 and not s.end_trigger
    s, _ = answer(s, (P1, f"special:{rp}"), (P1, f"stack:1:{P1}"), (P1, "end"))
    assert s.supply["R"] == 1 and not s.end_trigger
