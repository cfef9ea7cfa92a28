## Refusals of the Liberté engine (RuleError in engine/liberte/): why a move is not allowed. The rule id (LB-…) is
## added by words.refusals.rule_text. Colours, kinds of choice and options are named by the "liberte" room.

bad_action = That request is not an action the game understands ({ $detail }).
lb_player_count = { game-name } needs { $min } to { $max } players, not { $players }.
lb_game_over = This game is over.
lb_not_a_player = Colour { $player } is not playing in this game.
lb_not_your_turn = The game is not waiting for { $player_gen } now: it is someone else's turn.
lb_not_an_option = “{ $option }” is not one of the options of this choice ({ $kind }).
lb_not_waiting = The game is not waiting for a move from { $player_gen } right now.
