auto_pass = { $user } ({ $colour }) missed the deadline: the game master passes for them (lowest card, no moves).
created = { $user } opens a table ({ $variant } variant, turn deadline: { $deadline_hours } h).{ $front ->
        [discord] { " " }Join with { $cmd_game_join }; the host starts the game.
       *[other] {""}
    }
owes-deploy = place a scout
owes-card = play a movement card and end the turn
owes-end_turn = finish moving and end the turn
action-deploy = { $player }: place { $scout } on { $space }
action-play_card = { $player }: play { $card }
action-move = { $player }: move { $scout } to { $to }
action-pick_up_order = { $player }: { $scout } picks up { $order }
action-pick_up_drops = { $player }: { $scout } picks up the drops
action-pick_up_letters = { $player }: { $scout } picks up letters
action-exchange_letters = { $player }: letters { $from_scout } → { $to_scout }
action-change_of_orders = { $player }: swap orders { $order_a } and { $order_b }
action-buddies = { $player }: { $scout_a } and { $scout_b } swap places
action-squad = { $player }: Insurgent Squad
action-light_signal = { $player }: Light Signal, the Liberator flies to { $to }
action-use_token = { $player }: use { $token }
action-undo = { $player }: { $scope ->
        [step] undo the last step
       *[other] undo the turn so far
    }
action-end_turn = { $player }: end the turn
action-timeout_pass = { $player }: pass (deadline)
action-remove_player = { $player } removed
action-abort = game ended
action-new_game = a new deal
action-other = { $player }: { $type }
created_no_deadline = { $user } opens a table ({ $variant } variant, no turn deadline).{ $front ->
        [discord] { " " }Join with { $cmd_game_join }; the host starts the game.
       *[other] {""}
    }
