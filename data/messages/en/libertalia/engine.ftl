## Refusals of the Libertalia engine (RuleError in engine/libertalia/): why a move is not allowed. The rule id (LT-…)
## is added by words.refusals.rule_text. Colours, characters, phases and options are named by the "libertalia" room.

bad_action = That request is not an action the game understands ({ $detail }).
bad_colours = Each player needs a different colour, one of { $all_colours } (got: { $colours }).
game_over = This game is over.
not_a_player = Colour { $player } is not playing in this game.
player_count = Libertalia needs { $min } to { $max } players, not { $count }.
lt_not_selection = Cards are picked only at the start of a day; now it is { $phase }.
lt_empty_hand = { $player } has no cards in hand and puts nobody on the island today.
lt_not_in_hand = That card is not in the hand: { $rank }.
lt_no_choice = { $player } has no choice to make right now.
lt_not_an_option = “{ $option }” is not one of the options of this choice ({ $kind }).
lt_not_waiting = The game is not waiting for a move from { $player_gen } right now.
