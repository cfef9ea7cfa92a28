"""Liberté's rules (RULES.md LB-…): set-up, turns, actions, battle, elections, endings. Pure and deterministic.

Every decision is one open choice (`state.pending`) addressed to one player, with its finite option ids (LB-9.4);
`apply` answers it and the flow (`advance`) runs on until the next choice or the end. All numbers come from the
loaded data (LB-0.8); RuleError names the rule refused.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

from data.liberte.loader import FACTIONS, Card, LiberteData, placeholder_data
from engine.actions import replay as replay_log
from engine.errors import RuleError
from engine.liberte import actions as A
from engine.liberte.state import GameState
from engine.rng import Rng
from jsontypes import Json

T = TypeVar("T")


@dataclass
class Ctx:
    state: GameState
    data: LiberteData
    events: list[Json] = field(default_factory=list)

    def emit(self, type_: str, **fields: object) -> None:
        self.events.append({"type": type_, **fields})

    def r(self, key: str) -> Any:
        return self.data.rules[key]

    def card(self, cid: int) -> Card:
        return self.data.cards[cid]

    def shuffle(self, items: list[T]) -> None:
        rng = Rng(self.state.rng)
        rng.shuffle(items)
        self.state.rng = rng.state


def _ints(v: object) -> list[int]:
    assert isinstance(v, list)
    return [int(x) for x in v]


def _int(v: object) -> int:
    assert isinstance(v, int)
    return v


# ---------------------------------------------------------------------------------------------------- set-up (LB-2)

def new_game(colours: list[str], seed: int, data: LiberteData | None = None) -> tuple[GameState, list[Json]]:
    """Set up (LB-2) and run to the first choice (turn 1 has no order or refresh phase: the first action)."""
    data = data or placeholder_data()
    lo, hi = int(data.r("players_min")), int(data.r("players_max"))
    if not lo <= len(colours) <= hi or len(set(colours)) != len(colours):
        raise RuleError("LB-0.9", "lb_player_count", players=len(colours), min=lo, max=hi)
    state = GameState(seed=seed, rng=seed, colours=list(colours), order=list(colours),
                      data_set="placeholder" if data.placeholder else "edition")
    ctx = Ctx(state, data)
    parked_total = {f: 0 for f in FACTIONS}
    for turn, row in data.turn_track.items():
        if any(row.parked.values()):
            state.parked[str(turn)] = dict(row.parked)  # LB-2.4, LB-0.10.12
            for f in FACTIONS:
                parked_total[f] += row.parked[f]
    state.supply = {f: data.total_blocks[f] - parked_total[f] for f in FACTIONS}
    sets: dict[str, list[int]] = {s: [c.id for c in data.cards.values() if c.set == s] for s in ("A", "B")}
    for s in _strs(data.r("deck_order")):
        ctx.shuffle(sets[s])  # LB-2.5: each set shuffled separately, A on top of B
        state.deck += sets[s]
    ctx.shuffle(state.order)  # LB-2.6: turn-1 order by lot
    ctx.emit("game_started", players=list(colours), order=list(state.order), placeholder=data.placeholder,
             rule="LB-2.6")  # the seed stays in the state, never in a post: it would tell the deck's order
    per = int(data.r("tokens_per_player")) - int(data.r("track_tokens"))  # LB-0.10.1
    for c in colours:
        state.hands[c], state.displays[c] = [], []
        state.tokens[c] = per
        state.vp[c] = 0
        state.battle_box[c] = 0
        state.actions_taken[c] = 0
        state.votes[c] = {f: 0 for f in FACTIONS}
    for c in state.order:  # LB-0.10.8: seven to each player in turn, one player at a time
        for _ in range(int(data.r("initial_hand"))):
            card = _draw(ctx)
            if card is not None:
                state.hands[c].append(card)
    _refill_offer(ctx)
    state.provinces = {str(p.order): [] for p in data.provinces}
    state.track = {f: 0 for f in FACTIONS}
    advance(ctx)
    return state, ctx.events


def _strs(v: object) -> list[str]:
    assert isinstance(v, list)
    return [str(x) for x in v]


# ---------------------------------------------------------------------------------------------------- cards

def _draw(ctx: Ctx) -> int | None:
    """The deck's top card; an empty deck is the shuffled discard pile (LB-2.7), or nothing."""
    s = ctx.state
    if not s.deck and s.discard and ctx.r("reshuffle_discards_when_deck_empty"):
        s.deck = list(s.discard)
        s.discard = []
        ctx.shuffle(s.deck)
        ctx.emit("deck_reshuffled", cards=len(s.deck), rule="LB-2.7")
    if not s.deck:
        return None
    return s.deck.pop(0)


def _can_draw(s: GameState, data: LiberteData) -> bool:
    return bool(s.deck) or (bool(s.discard) and bool(data.r("reshuffle_discards_when_deck_empty")))


def _refill_offer(ctx: Ctx) -> None:
    while len(ctx.state.offer) < int(ctx.r("offer_size")):
        card = _draw(ctx)
        if card is None:
            return
        ctx.state.offer.append(card)
        ctx.emit("offer_filled", card=card, rule="LB-2.5")


def _display_limit(ctx: Ctx, colour: str, new: int | None = None) -> int:
    cards = ctx.state.displays[colour] + ([new] if new is not None else [])
    if any(ctx.card(c).sans_culottes for c in cards):
        return int(ctx.r("display_max_with_sans_culottes"))
    return int(ctx.r("display_max"))


def display_room(ctx: Ctx, colour: str, card: int) -> bool:
    """LB-4.9: the limit counts the new card (a Sans-Culottes card may be the 5th)."""
    return len(ctx.state.displays[colour]) + 1 <= _display_limit(ctx, colour, card)


# ---------------------------------------------------------------------------------------------------- the map

def _stack_of(s: GameState, order: int, colour: str) -> Json | None:
    for st in s.stacks(order):
        if st["owner"] == colour:
            return st
    return None


def _remove_blocks(ctx: Ctx, order: int, stack: Json, n: int, rule: str) -> None:
    """Blocks back to the supply; an emptied stack disappears and its token returns (LB-7.3, LB-6.9)."""
    s = ctx.state
    n = min(n, int(stack["n"]))
    stack["n"] -= n
    s.supply[stack["colour"]] += n
    if stack["n"] == 0:
        s.stacks(order).remove(stack)
        s.tokens[stack["owner"]] += 1
    ctx.emit("blocks_removed", province=order, owner=stack["owner"], colour=stack["colour"], count=n, rule=rule)


def place_options(ctx: Ctx, colour: str, faction: str, region: str | None) -> list[int]:
    """Provinces where `colour` may put one `faction` block now (LB-4.4), within `region` if given."""
    s, d = ctx.state, ctx.data
    if s.supply[faction] <= 0:
        return []
    out = []
    for p in d.provinces:
        if region is not None and p.region != region:
            continue
        own = _stack_of(s, p.order, colour)
        if own is not None:
            if d.r("add_to_own_stack") and own["colour"] == faction and own["n"] < int(d.r("stack_max_blocks")):
                out.append(p.order)
        elif len(s.stacks(p.order)) < int(d.r("province_max_stacks")) and s.tokens[colour] > 0:
            out.append(p.order)
    return out


def _card_region(card: Card) -> str | None:
    return None if card.type == "club" else card.region


def white_controlled(s: GameState, order: int) -> bool:
    """LB-8.4: the tallest stack is white and no stack of another colour is as tall."""
    stacks = s.stacks(order)
    if not stacks:
        return False
    top = max(st["n"] for st in stacks)
    colours = {st["colour"] for st in stacks if st["n"] == top}
    return colours == {"W"}


def cr_count(s: GameState, data: LiberteData) -> int:
    """White-controlled CR provinces plus Lost Battles (LB-8.3, LB-5.4)."""
    n = sum(1 for p in data.provinces if p.cr and white_controlled(s, p.order))
    if data.r("lost_battle_persists"):
        return n + len(s.lost_battles)
    return n + sum(1 for t in s.lost_battles if t == s.turn)


def _cr_check(ctx: Ctx, moment: str) -> bool:
    """LB-8.5: in the counter-revolution turns, 7+ white CR provinces end the game at once."""
    s = ctx.state
    if s.phase == "ended" or s.turn not in _ints(ctx.r("counter_revolution_turns")):
        return False
    n = cr_count(s, ctx.data)
    if n >= int(ctx.r("counter_revolution_cr_needed")):
        ctx.emit("counter_revolution", cr=n, moment=moment, rule="LB-8.3")
        _sudden_end(ctx, "counter_revolution", "W")
        return True
    return False


# ---------------------------------------------------------------------------------------------------- endings (LB-8)

def card_blocks(ctx: Ctx, colour: str, faction: str) -> int:
    """Blocks of `faction` shown on the cards in hand and display (LB-8.2, LB-0.10.11)."""
    s = ctx.state
    n = 0
    for cid in s.hands[colour] + s.displays[colour]:
        c = ctx.card(cid)
        if c.faction == faction and (c.type == "personality" or (c.type == "club" and ctx.r("club_counts_for_points"))):
            n += c.value
    return n


def faction_points(ctx: Ctx, faction: str) -> dict[str, Json]:
    s = ctx.state
    out: dict[str, Json] = {}
    for c in s.colours:
        on_map = sum(st["n"] for stacks in s.provinces.values() for st in stacks
                     if st["owner"] == c and st["colour"] == faction)
        votes = s.votes[c][faction] if faction == "R" else 0  # LB-8.3: votes do not count for white
        cards = card_blocks(ctx, c, faction)
        out[c] = {"votes": votes, "map": on_map, "cards": cards, "total": votes + on_map + cards}
    return out


def _sudden_end(ctx: Ctx, reason: str, faction: str) -> None:
    """LB-8.2/8.3: most points wins; tie → most blocks on cards; still tied → all tied win. Hands revealed."""
    points = faction_points(ctx, faction)
    best = max(p["total"] for p in points.values())
    tied = [c for c in ctx.state.order if points[c]["total"] == best]
    if len(tied) > 1:
        most = max(points[c]["cards"] for c in tied)
        tied = [c for c in tied if points[c]["cards"] == most]
    rule = "LB-8.2" if faction == "R" else "LB-8.3"
    _finish(ctx, reason, tied, rule, points=points, hands={c: list(h) for c, h in ctx.state.hands.items()})


def _finish(ctx: Ctx, reason: str, winners: list[str], rule: str, **extra: object) -> None:
    s = ctx.state
    p = s.play
    if p is not None and p.get("step") in ("place", "keep"):
        s.discard.append(p["card"])  # a card in mid-play when the game ends goes to the discards
    if p is not None and p.get("step") == "target":
        s.discard.append(p["special"])
    s.phase = "ended"
    s.stage = "ended"
    s.pending = None
    s.tiebreak = None
    s.play = None
    s.result = {"reason": reason, "winners": list(winners), "vp": dict(s.vp), "rule": rule, **extra}
    ctx.emit("game_ended", reason=reason, winners=list(winners), rule=rule)


# ---------------------------------------------------------------------------------------------------- the flow

Step = Callable[[Ctx], None]
STEPS: dict[str, Step] = {}


def step(name: str) -> Callable[[Step], Step]:
    def register(fn: Step) -> Step:
        STEPS[name] = fn
        return fn
    return register


def advance(ctx: Ctx) -> None:
    """Run the automatic steps until a player must choose or the game is over."""
    s = ctx.state
    guard = 0
    while s.phase != "ended":
        if s.pending is not None:
            if s.pending["player"] not in s.removed:
                return
            _answer(ctx, timeout_action(s, s.pending["player"]))  # a removed seat always takes the default
            continue
        STEPS[s.stage](ctx)
        guard += 1
        if guard > 100_000:  # pragma: no cover - a flow bug, never a player's doing
            raise RuntimeError(f"flow stuck in {s.stage}")


def ask(ctx: Ctx, colour: str, kind: str, rule: str, options: list[str], **extra: object) -> None:
    ctx.state.pending = {"player": colour, "kind": kind, "rule": rule, "options": options, **extra}


@step("turn_start")
def _turn_start(ctx: Ctx) -> None:
    s = ctx.state
    ctx.emit("turn_started", turn=s.turn, rule="LB-3.0")
    if _cr_check(ctx, "turn_start"):
        return
    if s.turn == 1:
        s.stage = "action_start"
        return
    back = s.parked.pop(str(s.turn), None)  # LB-3.1: the parked blocks go to their supplies
    if back:
        for f in FACTIONS:
            s.supply[f] += back[f]
        ctx.emit("parked_returned", blocks=back, rule="LB-3.1")
    order = list(s.colours)
    ctx.shuffle(order)  # LB-3.1: equal VP in random order (LB-0.5)
    order.sort(key=lambda c: -s.vp[c])
    s.order = order
    ctx.emit("player_order", order=list(order), rule="LB-3.1")
    s.phase = "refresh"
    for c in s.colours:  # LB-3.2: displays back into hand
        s.hands[c] += s.displays[c]
        s.displays[c] = []
    ctx.emit("displays_taken_back", rule="LB-3.2")
    s.refresh = list(order)
    s.stage = "refresh"
    s.play = {"step": "discard"}


@step("refresh")
def _refresh(ctx: Ctx) -> None:
    """LB-3.3: in order, each player discards any number, then draws up to 7 from the offer or the deck."""
    s = ctx.state
    if not s.refresh:
        s.play = None
        s.stage = "action_start"
        return
    c = s.refresh[0]
    assert s.play is not None
    if s.play["step"] == "discard":
        ask(ctx, c, "refresh_discard", "LB-3.3", [f"discard:{x}" for x in s.hands[c]] + ["keep"], private=True)
        return
    if len(s.hands[c]) >= int(ctx.r("hand_refill_to")) or not (s.offer or _can_draw(s, ctx.data)):
        s.refresh.pop(0)
        s.play = {"step": "discard"}
        return
    opts = [f"offer:{x}" for x in s.offer] + (["deck"] if _can_draw(s, ctx.data) else [])
    ask(ctx, c, "refresh_draw", "LB-3.3", opts, private=True)


def _answer_refresh(ctx: Ctx, colour: str, option: str) -> None:
    s = ctx.state
    assert s.play is not None
    if option == "keep":
        s.play = {"step": "draw"}
        ctx.emit("refresh_kept", player=colour, hand=len(s.hands[colour]), rule="LB-3.3")
    elif option.startswith("discard:"):
        card = int(option.split(":")[1])
        s.hands[colour].remove(card)
        s.discard.append(card)
        ctx.emit("discarded", player=colour, card=card, rule="LB-3.3")
    else:
        _take_card(ctx, colour, option, "LB-3.3")


def _take_card(ctx: Ctx, colour: str, option: str, rule: str) -> None:
    s = ctx.state
    if option == "deck":
        card = _draw(ctx)
        if card is not None:
            s.hands[colour].append(card)
        ctx.emit("drew_blind", player=colour, rule=rule)
    else:
        card = int(option.split(":")[1])
        s.offer.remove(card)
        s.hands[colour].append(card)
        ctx.emit("took_offer", player=colour, card=card, rule=rule)
        _refill_offer(ctx)


# ---------------------------------------------------------------------------------------------------- actions (LB-4)

@step("action_start")
def _action_start(ctx: Ctx) -> None:
    s = ctx.state
    s.phase = "action"
    s.round, s.actor = 1, 0
    s.actions_taken = {c: 0 for c in s.colours}
    s.all_pass_rounds, s.round_passes = 0, 0
    s.end_trigger = bool(ctx.r("supply_check_at_phase_start")) and any(v <= 0 for v in s.supply.values())
    ctx.emit("action_phase", turn=s.turn, rule="LB-4.1", last_round=s.end_trigger)
    s.stage = "action"


@step("action")
def _action(ctx: Ctx) -> None:
    s = ctx.state
    if s.actor >= len(s.order):
        all_passed = s.round_passes == len(s.order)
        s.all_pass_rounds = s.all_pass_rounds + 1 if all_passed else 0
        limit = int(ctx.r("all_pass_rounds_to_end"))
        stalemate = limit > 0 and s.all_pass_rounds >= limit
        if s.end_trigger or stalemate:
            ctx.emit("action_phase_ended", rounds=s.round, rule="LB-4.16" if stalemate and not s.end_trigger
                     else "LB-4.13")
            s.stage = "battle"
            return
        s.round += 1
        s.actor, s.round_passes = 0, 0
        return
    c = s.order[s.actor]
    if s.play is None:
        ask(ctx, c, "action", "LB-4.1", action_options(ctx, c), private=True)
    else:
        _ask_play(ctx, c)


def playable(ctx: Ctx, colour: str, card: Card, region: str | None = None) -> bool:
    """LB-4.6: a Club/Personality card must place a block or a token to be played."""
    if card.type == "personality":
        reg = card.region if region is None or region == card.region else None
        if reg is None:
            return False
        return bool(place_options(ctx, colour, card.faction, reg))
    if card.type == "club":
        return bool(place_options(ctx, colour, card.faction, region)) or (region is None and _cannon_ok(ctx, colour))
    return False


def _cannon_ok(ctx: Ctx, colour: str) -> bool:
    s = ctx.state
    return s.tokens[colour] > 0 and (s.turn > 1 or bool(ctx.r("battle_box_in_turn1")))


def action_options(ctx: Ctx, colour: str) -> list[str]:
    s = ctx.state
    opts = ["pass"]
    if s.offer or _can_draw(s, ctx.data):
        opts.append("take")
    for cid in s.hands[colour]:
        card = ctx.card(cid)
        if card.placing and (playable(ctx, colour, card) or (card.cannon and _cannon_ok(ctx, colour))):
            opts.append(f"play:{cid}")
        elif card.type == "special" and special_targets(ctx, colour, card):
            opts.append(f"special:{cid}")
    return opts


def _ask_play(ctx: Ctx, colour: str) -> None:
    s = ctx.state
    p = s.play
    assert p is not None
    st = p["step"]
    if st == "place":
        card = ctx.card(p["card"])
        opts = [f"province:{o}" for o in place_options(ctx, colour, card.faction, p["region_now"])]
        if p["left"] > 0 and not p["placed_now"] and not p["mains_before"] and card.cannon and _cannon_ok(ctx, colour):
            opts.append("cannon")
        if p["left"] <= 0 or not opts:
            if p["placed_now"] == 0 and not p.get("cannon"):
                raise RuntimeError("a card was played without effect")  # pragma: no cover
            p["step"] = "keep"
            return
        ask(ctx, colour, "place", "LB-4.3", opts, card=p["card"], left=p["left"])
    elif st == "keep":
        card = p["card"]
        if display_room(ctx, colour, card):
            ask(ctx, colour, "keep", "LB-4.9", ["display", "discard"], card=card)
        else:
            s.discard.append(card)
            ctx.emit("card_discarded", player=colour, card=card, full=True, rule="LB-4.9")
            p["step"] = "next"
    elif st == "next":
        ask(ctx, colour, "next", "LB-4.2", next_options(ctx, colour), private=True)
    elif st == "target":
        card = ctx.card(p["special"])
        ask(ctx, colour, "target", "LB-7.1", special_targets(ctx, colour, card), card=p["special"])
    elif st == "take_discard":
        ask(ctx, colour, "take_discard", "LB-4.10", [f"discard:{x}" for x in s.hands[colour]], private=True,
            left=p["left"])
    elif st == "take":
        opts = [f"offer:{x}" for x in s.offer] + (["deck"] if _can_draw(s, ctx.data) else [])
        if not opts:
            _complete_action(ctx, colour, "take")
            return
        ask(ctx, colour, "take", "LB-4.10", opts)
    elif st == "take_second":
        v = int(ctx.r("take_two_value"))
        opts = [f"offer:{x}" for x in s.offer if ctx.card(x).type != "special" and ctx.card(x).value == v]
        if not opts:
            _complete_action(ctx, colour, "take")
            return
        ask(ctx, colour, "take_second", "LB-4.10", [*opts, "end"])


def next_options(ctx: Ctx, colour: str) -> list[str]:
    """After a step of a Play: a (second) placing card, a Special card, or the end of the action (LB-4.7, 4.8)."""
    s = ctx.state
    p = s.play
    assert p is not None
    opts: list[str] = []
    hand = s.hands[colour]
    if not p["mains"]:
        opts += [f"play:{c}" for c in hand if ctx.card(c).placing and (
            playable(ctx, colour, ctx.card(c)) or (ctx.card(c).cannon and _cannon_ok(ctx, colour)))]
    elif len(p["mains"]) == 1 and p["first_block_region"] is not None:
        v = int(ctx.r("second_card_value"))
        first = ctx.card(p["mains"][0])
        if first.value == v:
            for cid in hand:
                c = ctx.card(cid)
                if not c.placing or c.value != v:
                    continue
                if c.type == "personality" and first.type == "personality" and c.region != first.region:
                    continue  # LB-4.7(3): same background unless a Club is involved
                if place_options(ctx, colour, c.faction, p["first_block_region"]) and (
                        c.type == "club" or c.region == p["first_block_region"]):
                    opts.append(f"second:{cid}")
    if not p["special_used"]:
        opts += [f"special:{c}" for c in hand if ctx.card(c).type == "special"
                 and special_targets(ctx, colour, ctx.card(c))]
    return [*opts, "end"]


def _start_card(ctx: Ctx, colour: str, cid: int, second: bool) -> None:
    s = ctx.state
    p = s.play
    assert p is not None
    card = ctx.card(cid)
    s.hands[colour].remove(cid)
    ctx.emit("card_played", player=colour, card=cid, second=second, rule="LB-4.7" if second else "LB-4.2")
    p["mains_before"] = bool(p["mains"])
    p["mains"].append(cid)
    p.update(card=cid, left=card.value, placed_now=0, cannon=False, step="place")
    p["region_now"] = p["first_block_region"] if second else _card_region(card)


def _answer_action(ctx: Ctx, colour: str, option: str) -> None:
    s = ctx.state
    if option == "pass":
        ctx.emit("passed", player=colour, rule="LB-4.12")
        s.round_passes += 1
        _complete_action(ctx, colour, "pass")
        return
    if option == "take":
        n = len(s.hands[colour]) >= int(ctx.r("take_discard_threshold"))
        s.play = {"step": "take_discard" if n else "take", "left": int(ctx.r("take_discard_count"))}
        ctx.emit("take_started", player=colour, rule="LB-4.10")
        return
    s.play = {"mains": [], "special_used": False, "first_block_region": None, "step": "next"}
    kind, cid = option.split(":")
    if kind == "play":
        _start_card(ctx, colour, int(cid), second=False)
    else:
        _start_special(ctx, colour, int(cid))


def _answer_play(ctx: Ctx, colour: str, kind: str, option: str) -> None:
    s = ctx.state
    p = s.play
    assert p is not None
    if kind == "place":
        card = ctx.card(p["card"])
        if option == "cannon":
            s.tokens[colour] -= 1
            s.battle_box[colour] += 1
            p["cannon"] = True
            p["left"] = 0
            ctx.emit("cannon", player=colour, card=card.id, rule="LB-4.5")
        else:
            order = int(option.split(":")[1])
            stack = _stack_of(s, order, colour)
            if stack is None:
                stack = {"owner": colour, "colour": card.faction, "n": 0}
                s.stacks(order).append(stack)
                s.tokens[colour] -= 1
            stack["n"] += 1
            s.supply[card.faction] -= 1
            p["left"] -= 1
            p["placed_now"] += 1
            region = ctx.data.province(order).region
            if p["first_block_region"] is None:
                p["first_block_region"] = region
            p["region_now"] = region  # LB-4.3: a card's blocks stay in one region (a Club's too, by LB-4.7(4))
            ctx.emit("block_placed", player=colour, province=order, colour=card.faction, rule="LB-4.4")
            if ctx.r("cr_check_inside_play"):
                _cr_check(ctx, "play")
    elif kind == "keep":
        if option == "display":
            s.displays[colour].append(p["card"])
        else:
            s.discard.append(p["card"])
        ctx.emit("card_kept" if option == "display" else "card_discarded", player=colour, card=p["card"],
                 rule="LB-4.9")
        p["step"] = "next"
    elif kind == "next":
        if option == "end":
            _complete_action(ctx, colour, "play")
            return
        k, cid = option.split(":")
        if k == "special":
            _start_special(ctx, colour, int(cid))
        else:
            _start_card(ctx, colour, int(cid), second=k == "second")
    elif kind == "target":
        _apply_special(ctx, colour, p["special"], option)
        p["step"] = "next"
        if ctx.r("cr_check_inside_play"):
            _cr_check(ctx, "special")
    elif kind == "take_discard":
        gone = int(option.split(":")[1])
        s.hands[colour].remove(gone)
        s.discard.append(gone)
        ctx.emit("discarded", player=colour, card=gone, rule="LB-4.10")
        p["left"] -= 1
        if p["left"] <= 0:
            p["step"] = "take"
    elif kind == "take":
        _take_card(ctx, colour, option, "LB-4.10")
        if option != "deck":
            card = ctx.card(int(option.split(":")[1]))
            v = int(ctx.r("take_two_value"))
            if ctx.r("take_two_first_any_value") or (card.type != "special" and card.value == v):
                p["step"] = "take_second"
                return
        _complete_action(ctx, colour, "take")
    elif kind == "take_second":
        if option != "end":
            _take_card(ctx, colour, option, "LB-4.10")
        _complete_action(ctx, colour, "take")


def _complete_action(ctx: Ctx, colour: str, what: str) -> None:
    """LB-4.13, LB-0.10.2: the supply check when an action is complete; then the next player of the round."""
    s = ctx.state
    if s.phase == "ended":
        return
    s.play = None
    s.actions_taken[colour] += 1
    if not s.end_trigger and any(v <= 0 for v in s.supply.values()):
        s.end_trigger = True
        ctx.emit("supply_empty", supply=dict(s.supply), round=s.round, rule="LB-4.13")
    s.actor += 1
    _cr_check(ctx, "action")


# ---------------------------------------------------------------------------------------------------- specials (LB-7)

def special_targets(ctx: Ctx, colour: str, card: Card) -> list[str]:
    """The legal targets of a Special card now; none = it cannot be played (LB-7.4)."""
    s = ctx.state
    spec = ctx.data.specials[card.special_type]
    if spec.needs_presence and colour not in s.presence:
        return []
    if spec.needs_government and s.government != spec.needs_government:
        return []
    t = card.special_type
    out: list[str] = []
    if t in ("bread_shortage", "religious_problems"):
        colours = {"M", "R"} if t == "religious_problems" else ({s.government} if s.government else set(FACTIONS))
        for p in ctx.data.provinces:
            out += [f"stack:{p.order}:{st['owner']}" for st in s.stacks(p.order) if st["colour"] in colours]
    elif t in ("emigration", "guillotine", "purge"):
        for c in s.order:
            for cid in s.displays[c]:
                k = ctx.card(cid)
                if (t == "emigration" and k.type == "personality" and k.faction == "W") or (
                        t == "guillotine" and k.type == "personality") or (t == "purge" and k.placing):
                    out.append(f"card:{c}:{cid}")
    elif t == "terror":
        for p in ctx.data.provinces:
            cols = {st["colour"] for st in s.stacks(p.order)}
            if {"R", "W"} <= cols:
                out.append(f"province:{p.order}")
    return out


def _start_special(ctx: Ctx, colour: str, cid: int) -> None:
    s = ctx.state
    p = s.play
    assert p is not None
    s.hands[colour].remove(cid)
    p["special_used"] = True
    p["special"] = cid
    p["step"] = "target"
    ctx.emit("special_played", player=colour, card=cid, special=ctx.card(cid).special_type, rule="LB-4.8")


def _apply_special(ctx: Ctx, colour: str, cid: int, target: str) -> None:
    s = ctx.state
    t = ctx.card(cid).special_type
    parts = target.split(":")
    if parts[0] == "stack":
        order, owner = int(parts[1]), parts[2]
        stack = _stack_of(s, order, owner)
        assert stack is not None
        _remove_blocks(ctx, order, stack, 1, "LB-7.2")
    elif parts[0] == "card":
        owner, card = parts[1], int(parts[2])
        s.displays[owner].remove(card)
        (s.box if t == "guillotine" else s.discard).append(card)
        ctx.emit("display_card_removed", owner=owner, card=card, to="box" if t == "guillotine" else "discard",
                 rule="LB-7.2")
    else:
        order = int(parts[1])
        for stack in [st for st in s.stacks(order) if st["colour"] == "W"]:
            _remove_blocks(ctx, order, stack, int(stack["n"]), "LB-7.2")
    s.discard.append(cid)  # LB-4.9: each Special card played is discarded


# ---------------------------------------------------------------------------------------------------- tie-breaks (LB-0.6)

def start_tiebreak(ctx: Ctx, kind: str, contenders: list[str], **info: object) -> None:
    """A tie-break among `contenders` (players, or factions for the track), played in player order."""
    ctx.state.tiebreak = {"kind": kind, "contenders": list(contenders), "initial": list(contenders),
                          "round": 0, "history": [], **info}
    ctx.emit("tiebreak_started", kind=kind, contenders=list(contenders), rule="LB-0.6")
    _tie_round(ctx)


def _tie_round(ctx: Ctx) -> None:
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    tb["round"] += 1
    actors = s.order if tb["kind"] == "track" else [c for c in s.order if c in tb["contenders"]]
    tb["actors"] = list(actors)
    tb["advanced"] = {}


def eligible(ctx: Ctx, colour: str) -> list[int]:
    """The display cards `colour` may advance in the open tie-break (LB-6.6, 5.3, 6.12, 6.15)."""
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    cards = [ctx.card(c) for c in s.displays[colour]]
    kind = tb["kind"]
    if kind == "battle":
        return [c.id for c in cards if c.general]
    if kind == "track":
        return [c.id for c in cards if c.placing and c.faction in tb["contenders"]]
    if kind == "province":
        return [c.id for c in cards if c.placing and c.faction == tb["colours"][colour]]
    return [c.id for c in cards if c.placing and c.faction == tb["colour"]]


def tie_value(ctx: Ctx, card: int) -> int:
    c = ctx.card(card)
    return c.general_strength if ctx.state.tiebreak and ctx.state.tiebreak["kind"] == "battle" else c.value


@step("tiebreak")
def _tiebreak(ctx: Ctx) -> None:
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    while tb["actors"]:
        c = tb["actors"][0]
        cards = eligible(ctx, c)
        if cards:
            ask(ctx, c, "tiebreak", {"battle": "LB-5.3", "province": "LB-6.6", "track": "LB-6.12"}.get(
                tb["kind"], "LB-6.15"), [f"advance:{x}" for x in cards] + ["decline"], tie=tb["kind"])
            return
        tb["actors"].pop(0)
        ctx.emit("tiebreak_declined", player=c, auto=True, rule="LB-0.10")
    _tie_round_end(ctx)


def _answer_tiebreak(ctx: Ctx, colour: str, option: str) -> None:
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    tb["actors"].pop(0)
    if option == "decline":
        ctx.emit("tiebreak_declined", player=colour, auto=False, rule="LB-0.6")
        return
    card = int(option.split(":")[1])
    value = tie_value(ctx, card)
    s.displays[colour].remove(card)
    s.discard.append(card)  # every advanced card is discarded, win or lose
    key = ctx.card(card).faction if tb["kind"] == "track" else colour
    tb["advanced"][key] = max(tb["advanced"].get(key, 0), value)
    ctx.emit("tiebreak_advanced", player=colour, card=card, value=value, kind=tb["kind"], rule="LB-0.6")


def _tie_round_end(ctx: Ctx) -> None:
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    adv: dict[str, int] = {k: v for k, v in tb["advanced"].items() if k in tb["contenders"]}
    tb["history"].append({"contenders": list(tb["contenders"]), "advanced": dict(adv)})
    if not adv:
        _tie_done(ctx, None)
        return
    best = max(adv.values())
    top = [k for k in tb["contenders"] if adv.get(k, 0) == best]
    if len(top) == 1:
        _tie_done(ctx, top[0])
        return
    tb["contenders"] = top
    if not ctx.r("tiebreak_replay_equal_highest"):
        _tie_done(ctx, None)
        return
    _tie_round(ctx)


def _tie_done(ctx: Ctx, winner: str | None) -> None:
    s = ctx.state
    tb = s.tiebreak
    assert tb is not None
    s.tiebreak = None
    ctx.emit("tiebreak_ended", kind=tb["kind"], winner=winner, remaining=list(tb["contenders"]), rule="LB-0.6")
    DONE[tb["kind"]](ctx, tb, winner)


# ---------------------------------------------------------------------------------------------------- battle (LB-5)

@step("battle")
def _battle(ctx: Ctx) -> None:
    s = ctx.state
    s.phase = "battle"
    s.stage = "election_start"
    if s.turn not in _ints(ctx.r("battle_turns")):
        return  # tokens placed in turn 1 wait for the turn-2 battle (LB-4.5)
    eligible_players = [c for c in s.order if s.battle_box[c] > 0 and any(ctx.card(x).general for x in s.displays[c])]
    ctx.emit("battle", turn=s.turn, eligible=eligible_players, box=dict(s.battle_box), rule="LB-5.1")
    if not eligible_players:
        if ctx.r("battle_no_eligible_is_lost"):
            _lost_battle(ctx)
        _battle_end(ctx)
        return
    most = max(s.battle_box[c] for c in eligible_players)
    top = [c for c in eligible_players if s.battle_box[c] == most]
    if len(top) == 1:
        _battle_won(ctx, top[0])
        _battle_end(ctx)
        return
    s.stage = "tiebreak"
    start_tiebreak(ctx, "battle", top)


def _battle_won(ctx: Ctx, colour: str) -> None:
    s = ctx.state
    vp = ctx.data.turn_track[s.turn].battle_vp
    s.vp[colour] += vp
    ctx.emit("battle_won", player=colour, vp=vp, battle=ctx.data.turn_track[s.turn].battle_name, rule="LB-5.2")


def _lost_battle(ctx: Ctx) -> None:
    s = ctx.state
    ctx.emit("battle_lost", turn=s.turn, rule="LB-5.4")
    if s.supply["W"] > 0:
        s.supply["W"] -= 1
        s.lost_battles.append(s.turn)
        _cr_check(ctx, "lost_battle")
    else:
        s.lost_waiting.append(s.turn)  # LB-0.10.7


def _battle_end(ctx: Ctx) -> None:
    s = ctx.state
    for c in s.colours:  # LB-5.6
        s.tokens[c] += s.battle_box[c]
        s.battle_box[c] = 0
    s.stage = "election_start" if s.phase != "ended" else "ended"


def _battle_tie_done(ctx: Ctx, tb: Json, winner: str | None) -> None:
    if winner is None:
        _lost_battle(ctx)
    else:
        _battle_won(ctx, winner)
    _battle_end(ctx)


# ---------------------------------------------------------------------------------------------------- elections (LB-6)

@step("election_start")
def _election_start(ctx: Ctx) -> None:
    s = ctx.state
    s.phase = "election"
    for c in s.presence:  # LB-6.1
        s.tokens[c] += 1
    s.presence = []
    s.track = {f: 0 for f in FACTIONS}
    s.government = s.opposition = None
    s.cursor = 1
    s.stage = "province"
    ctx.emit("election_phase", turn=s.turn, rule="LB-6.1")


@step("province")
def _province(ctx: Ctx) -> None:
    s = ctx.state
    if s.cursor > len(ctx.data.provinces):
        s.stage = "track"
        return
    order = s.cursor
    stacks = s.stacks(order)
    if not stacks:
        s.cursor += 1
        return
    top = max(st["n"] for st in stacks)
    tied = [st for st in stacks if st["n"] == top]
    if len(tied) == 1:
        _take_votes(ctx, order, tied[0]["owner"])
        s.cursor += 1
        _cr_check(ctx, "province")
        return
    owners = [c for c in s.order if any(st["owner"] == c for st in tied)]
    s.stage = "tiebreak"
    start_tiebreak(ctx, "province", owners, province=order, colours={st["owner"]: st["colour"] for st in tied})


def _take_votes(ctx: Ctx, order: int, colour: str) -> None:
    """LB-6.4/6.5: one block as a vote (Paris: the whole stack); VP provinces score in turns 3–4 (LB-6.10)."""
    s = ctx.state
    stack = _stack_of(s, order, colour)
    assert stack is not None
    prov = ctx.data.province(order)
    n = int(stack["n"]) if prov.paris and ctx.r("paris_takes_whole_stack") else 1
    f = stack["colour"]
    stack["n"] -= n
    if stack["n"] == 0:
        s.stacks(order).remove(stack)
        s.tokens[colour] += 1
    s.votes[colour][f] += n
    s.track[f] += n
    ctx.emit("province_won", province=order, player=colour, colour=f, votes=n,
             rule="LB-6.5" if prov.paris else "LB-6.4")
    if prov.vp and s.turn in _ints(ctx.r("vp_provinces_score_in_turns")):
        s.vp[colour] += prov.vp
        ctx.emit("vp_province", province=order, player=colour, vp=prov.vp, rule="LB-6.10")


def _province_tie_done(ctx: Ctx, tb: Json, winner: str | None) -> None:
    s = ctx.state
    order = int(tb["province"])
    if winner is not None:
        _take_votes(ctx, order, winner)
    else:
        ctx.emit("province_unbroken", province=order, rule="LB-6.7")
    for stack in list(s.stacks(order)):  # LB-6.8: after any tie, the province is cleared
        _remove_blocks(ctx, order, stack, int(stack["n"]), "LB-6.8")
    s.cursor += 1
    s.stage = "province"
    _cr_check(ctx, "province")


def _ranked(ctx: Ctx, factions: list[str]) -> list[str]:
    prec = _strs(ctx.r("track_tie_precedence"))
    return sorted(factions, key=lambda f: (-ctx.state.track[f], prec.index(f)))


@step("track")
def _track(ctx: Ctx) -> None:
    """LB-6.11–6.13: government and opposition, with ties broken by advancing cards."""
    s = ctx.state
    s.stage = "landslide"
    prec = _strs(ctx.r("track_tie_precedence"))
    top = max(s.track.values())
    first = [f for f in prec if s.track[f] == top]
    if top == 0 or len(first) == 1:  # LB-0.10.4: an all-zero tie goes by precedence
        s.government = first[0]
        if top == 0:
            rest = [f for f in prec if f != s.government]
            s.opposition = rest[0]
            _government_formed(ctx)
            return
        rest = [f for f in prec if f != s.government]
        second_n = max(s.track[f] for f in rest)
        second = [f for f in rest if s.track[f] == second_n]
        if len(second) > 1 and ctx.r("second_place_track_tie_broken_by_cards"):
            s.stage = "tiebreak"
            start_tiebreak(ctx, "track", second, place="second")
            return
        s.opposition = second[0]
        _government_formed(ctx)
        return
    s.stage = "tiebreak"
    start_tiebreak(ctx, "track", first, place="first")


def _track_tie_done(ctx: Ctx, tb: Json, winner: str | None) -> None:
    s = ctx.state
    prec = _strs(ctx.r("track_tie_precedence"))
    back = int(ctx.r("track_tie_move_back"))
    s.stage = "landslide"
    if tb["place"] == "first":
        if winner is not None:
            for f in FACTIONS:  # LB-6.12(b): every other faction (level or below) moves back, once
                if f != winner:
                    s.track[f] = max(0, s.track[f] - back)
            s.government = winner
        else:
            s.government = next(f for f in prec if f in tb["contenders"])  # LB-6.13
        rest = [f for f in FACTIONS if f != s.government]
        s.opposition = _ranked(ctx, rest)[0]  # LB-0.10.4: second place by count, then precedence
    else:
        if winner is not None:
            for f in FACTIONS:
                if f not in (winner, s.government):
                    s.track[f] = max(0, s.track[f] - back)
            s.opposition = winner
        else:
            s.opposition = next(f for f in prec if f in tb["contenders"])
    _government_formed(ctx)


def _government_formed(ctx: Ctx) -> None:
    s = ctx.state
    ctx.emit("government", government=s.government, opposition=s.opposition, track=dict(s.track), rule="LB-6.11")


@step("landslide")
def _landslide(ctx: Ctx) -> None:
    s = ctx.state
    if _cr_check(ctx, "election"):  # LB-8.6: the counter-revolution first
        return
    if s.track["R"] >= int(ctx.r("landslide_red_votes")):
        ctx.emit("radical_landslide", red=s.track["R"], rule="LB-8.2")
        _sudden_end(ctx, "radical_landslide", "R")
        return
    s.vp_step = {"place": "gov_first"}
    s.stage = "vp"


def _counts(ctx: Ctx, faction: str, exclude: Iterable[str] = ()) -> dict[str, int]:
    s = ctx.state
    need = 1 if ctx.r("vp.needs_one_vote") else 0
    return {c: s.votes[c][faction] for c in s.order if c not in exclude and s.votes[c][faction] >= need}


def _award(ctx: Ctx, colour: str, key: str) -> None:
    vp = int(ctx.r(f"vp.{key}"))
    ctx.state.vp[colour] += vp
    ctx.emit("vp_for_votes", player=colour, vp=vp, place=key, rule="LB-6.14" if "tied" not in key else "LB-6.16")


@step("vp")
def _vp(ctx: Ctx) -> None:
    """LB-6.14–6.16: VP for government and opposition votes, ties by advancing cards."""
    s = ctx.state
    st = s.vp_step
    assert st is not None and s.government is not None and s.opposition is not None
    place = st["place"]
    if place == "gov_first":
        counts = _counts(ctx, s.government)
        st["place"] = "gov_second"
        st["exclude"] = []
        if not counts:
            st["place"] = "opp"
            return
        top = max(counts.values())
        first = [c for c in counts if counts[c] == top]
        if len(first) == 1:
            _award(ctx, first[0], "gov_first")
            st["exclude"] = first
            return
        s.stage = "tiebreak"
        st["exclude"] = first
        start_tiebreak(ctx, "vp", first, colour=s.government, place="gov_first")
    elif place == "gov_second":
        st["place"] = "opp"
        counts = _counts(ctx, s.government, st.get("exclude", []))
        if not counts:
            return
        top = max(counts.values())
        second = [c for c in counts if counts[c] == top]
        _second_among(ctx, second)
    elif place == "opp":
        st["place"] = "presence"
        counts = _counts(ctx, s.opposition)
        if not counts:
            return
        top = max(counts.values())
        first = [c for c in counts if counts[c] == top]
        if len(first) == 1:
            _award(ctx, first[0], "opp_first")
            return
        s.stage = "tiebreak"
        start_tiebreak(ctx, "vp", first, colour=s.opposition, place="opp_first")
    else:
        s.vp_step = None
        s.stage = "presence"


def _second_among(ctx: Ctx, players: list[str]) -> None:
    s = ctx.state
    if len(players) == 1:
        _award(ctx, players[0], "gov_second")
    elif players:
        s.stage = "tiebreak"
        start_tiebreak(ctx, "vp", players, colour=s.government, place="gov_second")


def _vp_tie_done(ctx: Ctx, tb: Json, winner: str | None) -> None:
    s = ctx.state
    st = s.vp_step
    assert st is not None
    s.stage = "vp"
    place = tb["place"]
    if place == "opp_first":
        for c in [winner] if winner else tb["contenders"]:
            _award(ctx, c, "opp_first" if winner else "opp_first_tied_each")
        return
    if place == "gov_second":
        for c in [winner] if winner else tb["contenders"]:
            _award(ctx, c, "gov_second" if winner else "gov_second_tied_each")
        return
    # gov_first
    st["place"] = "opp"  # the second place is settled here (LB-6.15/6.16)
    if winner is not None:
        _award(ctx, winner, "gov_first")
        last = tb["history"][-1]
        others = [c for c in last["contenders"] if c != winner]
        vals = {c: last["advanced"].get(c, 0) for c in others}
        best = max(vals.values())
        _second_among(ctx, [c for c in others if vals[c] == best])  # LB-6.15: by the deciding round
        return
    for c in tb["contenders"]:
        _award(ctx, c, "gov_first_tied_each")
    knocked = [c for c in tb["initial"] if c not in tb["contenders"]]
    if knocked:  # LB-0.10.5
        _second_among(ctx, knocked)
    elif ctx.r("vp.second_awarded_after_unbroken_first_tie"):
        counts = _counts(ctx, str(s.government), tb["initial"])
        if counts:
            top = max(counts.values())
            _second_among(ctx, [c for c in counts if counts[c] == top])


@step("presence")
def _presence(ctx: Ctx) -> None:
    s = ctx.state
    assert s.government is not None
    for c in s.order:  # LB-6.17
        if s.votes[c][s.government] > 0 and s.tokens[c] > 0:
            s.tokens[c] -= 1
            s.presence.append(c)
    ctx.emit("presence", players=list(s.presence), rule="LB-6.17")
    for c in s.colours:  # LB-6.18: votes back to their supplies
        for f in FACTIONS:
            s.supply[f] += s.votes[c][f]
            s.votes[c][f] = 0
    while s.lost_waiting and s.supply["W"] > 0:  # LB-0.10.7
        s.supply["W"] -= 1
        s.lost_battles.append(s.lost_waiting.pop(0))
        ctx.emit("lost_battle_placed", rule="LB-5.4")
        if _cr_check(ctx, "lost_battle"):
            return
    if s.turn >= int(ctx.r("turns")):
        best = max(s.vp.values())  # LB-8.1: most VP; tied players share the win
        _finish(ctx, "turns", [c for c in s.order if s.vp[c] == best], "LB-8.1")
        return
    s.turn += 1
    s.stage = "turn_start"


DONE: dict[str, Callable[[Ctx, Json, str | None], None]] = {
    "battle": _battle_tie_done, "province": _province_tie_done, "track": _track_tie_done, "vp": _vp_tie_done}


# ---------------------------------------------------------------------------------------------------- the front door

def apply(state: GameState, action: A.Action, data: LiberteData | None = None) -> tuple[GameState, list[Json]]:
    """Validate and apply one action on a copy, then run the flow to the next choice. Raises RuleError."""
    data = data or placeholder_data()
    if state.phase == "ended":
        raise RuleError("LB-8.1", "lb_game_over")
    if action.player not in state.colours:
        raise RuleError("LB-2.1", "lb_not_a_player", player=action.player)
    new = state.clone()
    ctx = Ctx(new, data)
    if isinstance(action, A.Abort):
        _finish(ctx, "aborted", [], "LB-9.4")
        return new, ctx.events
    if isinstance(action, A.RemovePlayer):
        if action.player not in new.removed:
            new.removed.append(action.player)
            ctx.emit("player_removed", player=action.player, rule="LB-0.7")
        if len(new.removed) >= len(new.colours):
            _finish(ctx, "aborted", [], "LB-0.7")
            return new, ctx.events
        advance(ctx)
        return new, ctx.events
    if isinstance(action, A.Timeout):
        action = timeout_action(new, action.player)
        ctx.emit("timeout", player=action.player, rule="LB-0.7")
    if not isinstance(action, A.Choose):
        raise RuleError("LB-9.4", "bad_action", detail=action.type)
    _answer(ctx, action)
    advance(ctx)
    return new, ctx.events


def _answer(ctx: Ctx, action: A.Choose) -> None:
    """Answer the open choice with one of its options (RuleError, naming the choice's rule, otherwise)."""
    pending = ctx.state.pending
    if pending is None or pending["player"] != action.player:
        raise RuleError("LB-9.4", "lb_not_your_turn", player=action.player)
    if action.option not in pending["options"]:
        raise RuleError(pending["rule"], "lb_not_an_option", option=action.option, kind=pending["kind"])
    ctx.state.pending = None
    kind = pending["kind"]
    if kind in ("refresh_discard", "refresh_draw"):
        _answer_refresh(ctx, action.player, action.option)
    elif kind == "action":
        _answer_action(ctx, action.player, action.option)
    elif kind == "tiebreak":
        _answer_tiebreak(ctx, action.player, action.option)
    else:
        _answer_play(ctx, action.player, kind, action.option)


def timeout_action(state: GameState, colour: str) -> A.Choose:
    """LB-0.7: pass, decline, keep the hand and draw blind; inside a started Play the least committal option."""
    p = state.pending
    if p is None or p["player"] != colour:
        raise RuleError("LB-0.7", "lb_not_waiting", player=colour)
    opts: list[str] = p["options"]
    for preferred in ("pass", "decline", "keep", "end", "deck", "discard"):
        if preferred in opts:
            return A.Choose(colour, preferred)
    return A.Choose(colour, opts[0])


def legal_actions(state: GameState, colour: str) -> list[A.Action]:
    """What `colour` may do now: one Choose per option of the open choice addressed to them."""
    p = state.pending
    if state.phase == "ended" or p is None or p["player"] != colour:
        return []
    return [A.Choose(colour, o) for o in p["options"]]


def waiting_for(state: GameState) -> list[str]:
    """Who may act now (never more than one player in Liberté: everything runs in player order)."""
    return [state.pending["player"]] if state.pending and state.phase != "ended" else []


def replay(colours: list[str], seed: int, log: Iterable[A.Action | Json],
           data: LiberteData | None = None) -> GameState:
    """Rebuild a game from its seed and action log; the same inputs always give the same state."""
    data = data or placeholder_data()
    return replay_log(new_game(colours, seed, data)[0], partial(apply, data=data), A.action_from_dict, A.Action, log)
