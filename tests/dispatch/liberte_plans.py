"""How the players of tests/dispatch/test_liberte.py choose, each from what their own seat sees (the view and
the options of their open choice): a *plan* steers a whole placeholder game towards what a test must show,
so that it happens by play and the same seed always gives the same game.

- `short`: every player drains the supplies (the highest card of the faction with the fewest blocks left), keeps
  what it plays in its display and advances its best card in every election tie-break, so that ties are broken
  by advancing; white stays out of the CR provinces (no counter-revolution by accident). With `pair`, the two
  named players each send one token to the Battle Box with a General in turn 2 and keep that General: the battle
  is tied between exactly them, nobody else being eligible (LB-5.1), and a declined (or equal) promotion loses it
  (LB-5.4).
- `landslide`: only red is played, one block per empty province: the turn-1 elections give red 17+ votes (LB-8.2).
- `counter`: only white is played, in stacks of three in the CR provinces; they keep two blocks after each
  election, so that turn 3 opens (or soon runs) with 7 white CR provinces (LB-8.3, LB-8.5).

Which option a plan picks is the test's decision; how it is made is always a tap on what Discord showed (every
legal option is on the panel: a Club's 27 provinces and its Cannon take two selects).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from data.liberte.loader import Card, placeholder_data
from jsontypes import Json

DATA = placeholder_data()
CR = frozenset(p.order for p in DATA.provinces if p.cr)


def card(cid: int) -> Card:
    return DATA.cards[cid]


def _id(option: str) -> int:
    return int(option.rsplit(":", 1)[1])


@dataclass
class Plan:
    """One table's way of choosing: every seat follows it, from its own view; `decide` once per decision (its
    random placements and its memory of cannons fired follow the calls, so a replay gives the same game)."""

    goal: str = "short"  # short / landslide / counter
    seed: int = 0
    pair: tuple[str, ...] = ()  # the two players who tie the turn-2 battle (short)
    absent: frozenset[tuple[int, int, str]] = frozenset()  # (turn, round, seat): that action's deadline passes
    rng: random.Random = field(init=False)
    cannoned: set[tuple[str, int]] = field(default_factory=set)
    playing: dict[str, int] = field(default_factory=dict)  # the card each seat is playing (its blocks' colour)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def wants(self, c: Card) -> bool:
        """A card of the plan's colour (landslide: red, counter: white)."""
        return c.placing and c.faction == {"landslide": "R", "counter": "W"}.get(self.goal, c.faction)

    def cannons_now(self, view: Json, colour: str) -> bool:
        return colour in self.pair and int(view["turn"]) == 2 and (colour, 2) not in self.cannoned

    def decide(self, view: Json, colour: str, options: list[str]) -> str:
        """The option this seat takes now (one of `options`, the open choice's)."""
        kind = str(view["choice"]["kind"])
        pick = getattr(self, f"_{kind}")(view, colour, options)
        assert pick in options, (kind, pick, options)
        if pick == "cannon":
            self.cannoned.add((colour, int(view["turn"])))
        if pick.startswith("play:"):
            self.playing[colour] = _id(pick)
        return str(pick)

    def lapses(self, view: Json, colour: str, option: str) -> bool:
        """Whether the seat lets its deadline pass instead of tapping `option` (the default takes it, LB-0.7):
        the battle's tied Generals, and the absent seat's one action."""
        choice = view["choice"]
        if choice["kind"] == "tiebreak" and choice["rule"] == "LB-5.3":
            return option == "decline"
        return choice["kind"] == "action" and option == "pass" and self._away(view, colour)

    def _away(self, view: Json, colour: str) -> bool:
        return (int(view["turn"]), int(view["round"]), colour) in self.absent

    # ---- the action and the steps of a Play ----
    def _action(self, view: Json, colour: str, options: list[str]) -> str:
        if self._away(view, colour):
            return "pass"
        plays = [o for o in options if o.startswith("play:")]
        if self.cannons_now(view, colour):
            generals = [o for o in plays if card(_id(o)).general]
            if generals:
                return generals[0]
        if self.goal == "short":
            supply = view["supply"]
            plays = [o for o in plays if not card(_id(o)).general or colour not in self.pair]
            plays.sort(key=lambda o: (supply[card(_id(o)).faction], -card(_id(o)).value, _id(o)))
        else:
            plays = sorted((o for o in plays if self.wants(card(_id(o))) and self._room(view, colour, card(_id(o)))),
                           key=lambda o: (-card(_id(o)).value, _id(o)))
        if plays:
            return plays[0]
        return "take" if "take" in options else "pass"

    def _room(self, view: Json, colour: str, c: Card) -> bool:
        """Counter: a white card whose region still has a CR province to build in."""
        if self.goal != "counter":
            return True
        return any(self._cr_ok(view, colour, p.order) for p in DATA.provinces
                   if p.region == c.region or c.type == "club")

    def _cr_ok(self, view: Json, colour: str, order: int) -> bool:
        stacks = view["provinces"][str(order)]
        own = [s for s in stacks if s["owner"] == colour]
        return order in CR and (not stacks or (len(own) == 1 == len(stacks) and own[0]["colour"] == "W"
                                               and own[0]["n"] < 3))

    def _place(self, view: Json, colour: str, options: list[str]) -> str:
        if "cannon" in options and self.cannons_now(view, colour):
            return "cannon"
        provinces = [o for o in options if o.startswith("province:")]
        if not provinces:
            return options[0]
        stacks = view["provinces"]
        empty = [o for o in provinces if not stacks[str(_id(o))]]
        if self.goal == "landslide":
            return (empty or provinces)[0]
        if self.goal == "counter":
            building = [o for o in provinces if self._cr_ok(view, colour, _id(o)) and stacks[str(_id(o))]]
            fresh = [o for o in empty if _id(o) in CR]
            return (building or fresh or [o for o in provinces if _id(o) not in CR] or provinces)[0]
        if card(self.playing[colour]).faction == "W":
            provinces = [o for o in provinces if _id(o) not in CR] or provinces
        return self.rng.choice(provinces)

    def _keep(self, view: Json, colour: str, options: list[str]) -> str:
        return "display" if "display" in options else options[0]

    def _next(self, view: Json, colour: str, options: list[str]) -> str:
        return "end"

    def _target(self, view: Json, colour: str, options: list[str]) -> str:
        return options[0]

    def _take_discard(self, view: Json, colour: str, options: list[str]) -> str:
        unwanted = [o for o in options if not self.wants(card(_id(o)))]
        return (unwanted or options)[0]

    def _take(self, view: Json, colour: str, options: list[str]) -> str:
        offer = [o for o in options if o.startswith("offer:")]
        if colour in self.pair and int(view["turn"]) <= 2:
            generals = [o for o in offer if card(_id(o)).general]
            if generals:
                return generals[0]
        if self.goal != "short":
            good = [o for o in offer if self.wants(card(_id(o)))]
            if good:
                return good[0]
        return "deck" if "deck" in options else options[0]

    def _take_second(self, view: Json, colour: str, options: list[str]) -> str:
        return "end"

    # ---- refresh (turns 2-4) ----
    def _refresh_discard(self, view: Json, colour: str, options: list[str]) -> str:
        return "keep"

    def _refresh_draw(self, view: Json, colour: str, options: list[str]) -> str:
        return self._take(view, colour, options)

    # ---- tie-breaks ----
    def _tiebreak(self, view: Json, colour: str, options: list[str]) -> str:
        if self.goal != "short" or view["choice"].get("rule") == "LB-5.3":
            return "decline"  # the battle's tie is left to its deadline (the test's Lost Battle)
        advances = sorted((o for o in options if o.startswith("advance:")), key=lambda o: -card(_id(o)).value)
        return advances[0] if advances else "decline"


def engine_game(plan: Plan, colours: list[str], seed: int) -> tuple[Json, list[Json]]:
    """The same game straight through the engine (no Discord): the final public view and every event. A seed for
    a dispatch test is found here in a fraction of a second (a lapse is the engine's Timeout, as the sweeper's)."""
    import engine.liberte as engine
    from engine.liberte.actions import Choose, Timeout

    state, events = engine.new_game(list(colours), seed, DATA)
    events = list(events)
    while state.phase != "ended":
        assert state.pending is not None
        colour = str(state.pending["player"])
        view = engine.view(state, colour)
        option = plan.decide(view, colour, list(state.pending["options"]))
        action = Timeout(colour) if plan.lapses(view, colour, option) else Choose(colour, option)
        state, new = engine.apply(state, action, DATA)
        events += new
    return engine.view(state, None), events
