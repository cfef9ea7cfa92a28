"""The turn panel as plain data: which buttons and menus a player sees, and what each tap does.

Kept free of discord.py so that a test can walk every screen of every legal state and a benchmark can play
whole games by taps. The panel is a pure function of the service's legal actions (`MyInfo.legal_actions`,
deterministic for one game version) and a screen (which menu page, which confirmation); a tap's *choice* is
a short token that a persistent component carries in its custom id or value:

- `a<i>`  apply legal action number i (of the version the component was built at);
- `c<i>`  ask once more before action i (ending with MP left, undoing the whole turn; the last step alone
  goes at once);
- `p<menu>.<n>`  show page n of a menu; `m`  back to the main screen; `r`  refresh.

Discord's limits are kept here: at most 5 rows, 5 buttons a row, 25 options a menu (longer menus page).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cogs.components import Button, Menu, Option, Row
from cogs.mali.texts import action_label, space_name
from jsontypes import Json

ROWS = 5
BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
PAGE = 23  # a paged menu: 23 choices plus "previous" and "next"
FIXED = ("undo", "end_turn")  # always buttons, on the last row
ORDER = ("play_card", "deploy", "pick_up_order", "pick_up_drops", "pick_up_letters", "use_token", "squad",
         "buddies", "light_signal", "change_of_orders", "exchange_letters")

Words = Callable[..., str]  # a bot-layer key (panel.*) and its parameters -> the text in the reader's language




@dataclass(frozen=True, slots=True)
class Screen:
    """Which page each menu shows (only one menu is ever off its first page) and a pending confirmation."""

    menu: str = ""
    page: int = 0
    confirm: int | None = None


@dataclass(frozen=True, slots=True)
class Panel:
    rows: tuple[Row, ...]
    confirm: int | None = None  # the action a confirmation screen asks about


def parse_choice(choice: str) -> tuple[str, int, Screen | None]:
    """('apply'|'confirm'|'screen', action index, new screen); ValueError if the token is not one of ours."""
    if choice in ("m", "r"):
        return "screen", -1, Screen()
    if choice[:1] in ("a", "c") and choice[1:].isdigit():
        index = int(choice[1:])
        return ("apply", index, None) if choice[0] == "a" else ("confirm", index, Screen(confirm=index))
    if choice.startswith("p") and "." in choice:
        menu, _, page = choice[1:].partition(".")
        if menu and page.isdigit():
            return "screen", -1, Screen(menu, int(page))
    raise ValueError(f"not a panel choice: {choice!r}")


def _paged(key: str, placeholder: str, items: Sequence[Option], screen: Screen, words: Words) -> Menu:
    if len(items) <= MAX_OPTIONS:
        return Menu(key, placeholder, tuple(items))
    pages = (len(items) + PAGE - 1) // PAGE
    page = min(screen.page, pages - 1) if screen.menu == key else 0
    shown = list(items[page * PAGE:(page + 1) * PAGE])
    if page > 0:
        shown.insert(0, Option(words("panel.previous"), f"p{key}.{page - 1}", f"{page}/{pages}"))
    if page < pages - 1:
        shown.append(Option(words("panel.next"), f"p{key}.{page + 1}", f"{page + 2}/{pages}"))
    return Menu(key, f"{placeholder} ({page + 1}/{pages})", tuple(shown))


def label_of(action: Json, lang: str) -> tuple[str, str | None]:
    """A menu option's label and description: a move shows the destination and cost, its route below."""
    if action.get("type") == "move":
        path = [str(s) for s in action.get("path") or []]
        bare = {k: v for k, v in action.items() if k != "path"}
        via = action_label({**action, "path": path[:1] + path[-1:]}, lang) if path else action_label(bare, lang)
        route = " → ".join(space_name(s) for s in path) if path else None
        return via[:100], (route[:100] if route else None)
    return action_label(action, lang)[:100], None


def button_label(actions: Sequence[Json], option: Option, words: Words) -> str:
    """A card's button says what it does ("Play 3"); a menu under "Other actions" needs no verb."""
    kind = actions[int(option.value[1:])].get("type")
    return (words("panel.play", card=option.label) if kind == "play_card" else option.label)[:80]


def move_order(actions: Sequence[Json], option: Option) -> tuple[int, str]:
    """Nearest first: on a phone the short hops are the usual choice."""
    action = actions[int(option.value[1:])]
    return int(action.get("cost") or 0), option.label


def build(actions: Sequence[Json], lang: str, words: Words, screen: Screen | None = None,
          confirm_end: bool = False) -> Panel:
    """The panel for these legal actions. `confirm_end`: the service wants a second tap before ending."""
    screen = screen or Screen()
    if screen.confirm is not None and 0 <= screen.confirm < len(actions):
        kind = str(actions[screen.confirm].get("type"))
        return Panel(((Button(words(f"panel.confirm-{kind}"), f"a{screen.confirm}", "danger"),
                       Button(words("panel.back"), "m")),), screen.confirm)
    moves: dict[int, list[Option]] = {}
    pool: list[tuple[int, int, Option]] = []
    fixed: list[Button] = []
    for i, action in enumerate(actions):
        kind = str(action.get("type"))
        if kind == "move":
            label, desc = label_of(action, lang)
            moves.setdefault(int(str(action["scout"])), []).append(Option(label, f"a{i}", desc))
        elif kind == "end_turn":
            fixed.append(Button(words("panel.end"), f"c{i}" if confirm_end else f"a{i}", "success"))
        elif kind == "undo" and action.get("scope") == "step":  # B-5.7: listed after the whole turn's undo
            fixed.insert(1, Button(words("panel.undo-step"), f"a{i}"))
        elif kind == "undo":
            whole = "panel.undo-all" if any(a.get("scope") == "step" for a in actions) else "panel.undo"
            fixed.insert(0, Button(words(whole), f"c{i}"))
        else:
            rank = ORDER.index(kind) if kind in ORDER else len(ORDER)
            label, desc = label_of(action, lang)
            if kind == "light_signal":  # a bare space name would not say what the tap does
                label = words("panel.signal", space=label)[:100]
            pool.append((rank, i, Option(label, f"a{i}", desc)))
    pool.sort(key=lambda x: (x[0], x[1]))
    fixed.append(Button(words("panel.refresh"), "r"))
    rows: list[Row] = []
    for scout in sorted(moves):
        ordered = sorted(moves[scout], key=lambda o: move_order(actions, o))
        rows.append(_paged(f"m{scout}", words("panel.move", number=scout), ordered, screen, words))
    others = [o for _, _, o in pool]
    room = (ROWS - len(rows) - 1) * BUTTONS_PER_ROW + (BUTTONS_PER_ROW - len(fixed))
    if len(others) <= room:
        buttons = [Button(button_label(actions, o, words), o.value, "primary") for o in others] + fixed
        rows.extend(tuple(buttons[k:k + BUTTONS_PER_ROW]) for k in range(0, len(buttons), BUTTONS_PER_ROW))
    else:
        key = "d" if pool and all(actions[i].get("type") == "deploy" for _, i, _ in pool) else "o"
        rows.append(_paged(key, words(f"panel.menu-{key}"), others, screen, words))
        rows.append(tuple(fixed))
    return Panel(tuple(rows))


def choices_of(panel: Panel) -> list[str]:
    """Every tap the panel offers, buttons and menu options alike."""
    out: list[str] = []
    for row in panel.rows:
        if isinstance(row, Menu):
            out.extend(o.value for o in row.options)
        else:
            out.extend(b.value for b in row)
    return out


def taps_of(panel: Panel, menu_cost: int = 1) -> list[tuple[str, int]]:
    """Every tap the panel offers with what it costs: a button 1, a menu option `menu_cost` (1 counts the
    choice only, 2 also the tap that opens the menu)."""
    out: list[tuple[str, int]] = []
    for row in panel.rows:
        if isinstance(row, Menu):
            out.extend((o.value, menu_cost) for o in row.options)
        else:
            out.extend((b.value, 1) for b in row)
    return out


def reachable(actions: Sequence[Json], lang: str, words: Words, confirm_end: bool = False,
              menu_cost: int = 1) -> dict[int, int]:
    """Action index -> the fewest taps that apply it from the main screen (walking pages and confirmations)."""
    best: dict[Screen, int] = {Screen(): 0}
    todo = [(0, 0, Screen())]
    taps: dict[int, int] = {}
    tie = 0
    while todo:
        cost, _, screen = heapq.heappop(todo)
        if cost > best.get(screen, cost):
            continue
        for choice, price in taps_of(build(actions, lang, words, screen, confirm_end), menu_cost):
            kind, index, new = parse_choice(choice)
            if kind == "apply":
                if cost + price < taps.get(index, 1 << 30):
                    taps[index] = cost + price
            elif new is not None and cost + price < best.get(new, 1 << 30):
                best[new] = cost + price
                tie += 1
                heapq.heappush(todo, (cost + price, tie, new))
    return taps
