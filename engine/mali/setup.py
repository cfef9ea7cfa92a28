"""B-2 setup, with L-1.1 and M-1.1: a new game from its options and a seed."""

from __future__ import annotations

from data.mali.loader import GameData
from engine.errors import RuleError
from engine.mali.state import GameState, Options, Player, Scout
from engine.rng import Rng


def movement_hand(data: GameData, options: Options) -> list[str]:
    """B-1.2, and L-1.1: with the Liberator in the advanced variant, Light Signal replaces Change of Orders."""
    hand: list[str] = []
    for card in data.movement_cards.values():
        if options.variant not in card.variants:
            continue
        if options.liberator and options.variant == "advanced" and card.replaced_with_liberator_by:
            hand.append(card.replaced_with_liberator_by)
        else:
            hand.append(card.id)
    return hand


def goal_deck(data: GameData, options: Options) -> list[str]:
    """B-9.1, B-9.2: base goals plus the expansions' goals when they are in play."""
    wanted = {None} | ({"liberator"} if options.liberator else set()) | ({"mail"} if options.mail else set())
    return [g.id for g in data.goals.values() if g.expansion in wanted]


def build_new_game(colours: list[str], options: Options, seed: int, data: GameData) -> GameState:
    players_cfg = data.tunables["players"]
    if options.variant not in ("basic", "advanced"):
        raise RuleError("B-1.2", "bad_variant", variant=options.variant)
    if not players_cfg["min"] <= len(colours) <= players_cfg["max"]:
        raise RuleError("B-1.1", "player_count", count=len(colours), min=players_cfg["min"], max=players_cfg["max"])
    if len(set(colours)) != len(colours) or any(c not in players_cfg["colours"] for c in colours):
        raise RuleError("B-1.1", "bad_colours", colours=", ".join(colours))
    rng = Rng(seed)
    hand = movement_hand(data, options)
    players = {c: Player(colour=c, hand=list(hand)) for c in colours}
    scouts: dict[str, Scout] = {}
    for c in colours:
        for n in range(1, players_cfg["scouts_each"] + 1):
            space = data.start_spaces[c][n - 1] if options.variant == "basic" else None
            scout = Scout(player=c, number=n, space=space)
            scouts[scout.id] = scout
    # B-2.1: shuffle, count out the deck for this many players.
    deck = sorted(data.orders)
    rng.shuffle(deck)
    table = data.tunables_for(options.variant, len(colours), options.liberator, options.mail)
    deck = deck[: int(table["order_deck_size"][str(len(colours))])]
    # B-2.2: random start player.
    start = colours[rng.below(len(colours))]
    state = GameState(options=options, rng=0, seats=list(colours), players=players, scouts=scouts, deck=deck,
                      start_player=start)
    if options.variant == "basic":
        state.soldier = data.soldier_start  # B-2.3
    else:
        goals = goal_deck(data, options)  # B-2.4, B-9.3
        rng.shuffle(goals)
        for c in colours:
            players[c].goal = goals.pop()
    if options.liberator:  # L-1.1
        lib = data.liberator_deck
        drops = lib["drop"] - (lib["basic_removes_drop"] if options.variant == "basic" else 0)
        cards = ["drop"] * drops + ["no_drop"] * lib["no_drop"]
        rng.shuffle(cards)
        tokens = [t.id for t in data.drop_tokens.values() if options.variant == "advanced" or not t.blue]
        rng.shuffle(tokens)
        state.liberator = data.liberator_start
        state.liberator_ring_ref = data.liberator_start
        state.liberator_deck = cards
        state.drop_stack = tokens
    if options.mail:  # M-1.1: shuffle each district's tiles onto its mail spaces
        for district in data.districts:
            spaces = [s for s in data.mail_spaces if data.spaces[s].district == district]
            tiles = sorted(lt.id for lt in data.letters.values() if lt.origin == district)
            rng.shuffle(tiles)
            for space, tile in zip(spaces, tiles, strict=True):
                state.board_letters[space] = [tile]
    state.rng = rng.state
    return state
