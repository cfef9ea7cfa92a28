ev-ambush = Ambush! { $scout } walked into a trap on { $space }; an extra order comes onto the track.
ev-ambush_no_order = The order deck is empty: the ambush brings no new order.
ev-buddies = Schoolyard Buddies: { $a } and { $b } swap places.
ev-card_played = { $player } plays { $card }.
ev-card_played-auto = { $player }'s time ran out: the card { $card } is played for them.
ev-caught = { $scout } is caught on { $space } and taken to prison!
ev-deployed = { $scout } is placed on { $space }.
ev-district_fell = { $district } has fallen: a large tank closes the whole district.
ev-drop = A drop falls face down on { $space } ({ $count ->
        [one] the only one there
       *[other] { $count } there now
    }).
ev-drops_picked_up = { $scout } picks up { $count ->
        [one] a drop token
       *[other] { $count } drop tokens
    } on { $space }.
ev-forced_move = { $scout } is forced from { $from } to { $to }.
ev-game_over = The game is over: { $reason }. { $kind ->
        [victory] { $count ->
            [one] Victory: { $winners }.
           *[other] Shared victory: { $winners }.
        }
        [defeat] The uprising is crushed: everybody loses.
       *[aborted] Nobody wins.
    }
ev-game_started = A new game begins: { $seats }. { $start } starts.
ev-hand_refilled = { $player } takes the movement cards back into hand.
ev-letter_delivered = { $scout } delivers a letter to { $district }.
ev-letters_dropped = { $count ->
        [one] One letter
       *[other] { $count } letters
    } of { $scout } { $count ->
        [one] is
       *[other] are
    } left on { $space }.
ev-letters_exchanged = { $player } hands { $count ->
        [one] one letter
       *[other] { $count } letters
    } over: { $from } → { $to }.
ev-letters_picked_up = { $scout } picks up { $count ->
        [one] a letter
       *[other] { $count } letters
    } on { $space }.
ev-liberator_card = The Liberator card is turned: { $card }.
ev-liberator_card-drop = drop
ev-liberator_card-no_drop = no drop
ev-liberator_left_warsaw = The Liberator has turned its last card and leaves Warsaw.
ev-liberator_moved = The Liberator flies from { $from } to { $to }.
ev-light_signal = { $player } signals the Liberator from { $from } to { $to }.
ev-moved = { $scout }: { $path } ({ $mp_left } MP left).
ev-order_delivered = { $scout } delivers { $order } on { $space }: +{ $points }!
ev-order_discarded = { $order } is discarded: one of its spaces is blocked (no failure).
ev-order_failed = { $order } has failed.
ev-order_picked_up = { $scout } picks up { $order }.
ev-order_revealed = New { $order }.
ev-orders_swapped = { $player } swaps orders { $a } and { $b } on the track (Change of Orders).
ev-phase = Round { $round } · { $phase }.
ev-player_removed = { $player } has left the game; their scouts leave the board.
ev-prison_wait = { $scout } waits in prison this turn.
ev-released = { $scout } is released from prison and returns to { $space }.
ev-slipped_away = { $scout } slips away from the soldier (rolled { $roll }).
ev-soldier_moved = The German soldier moves from { $from } to { $to }.
ev-soldier_roll = The German soldier rolls { $roll }: { $steps ->
        [0] he stays where he is
        [one] one step
       *[other] { $steps } steps
    }.
ev-squad = { $player } calls the Insurgent Squad: small tanks do not stop their scouts this turn.
ev-start_player = { $player } is the start player next round.
ev-tank_placed = A small tank rolls onto { $space }.
ev-threat = Threat: { $threat } / { $limit }.
ev-timeout_pass = { $player } missed the deadline: the turn passes.
ev-token_found = You found: { $token }.
ev-token_used = { $player } uses { $token }.
ev-turn_ended = { $player } ends the turn.
ev-turn_started = { $player }'s turn.
ev-undone = { $player } undoes { $count ->
        [one] one action
       *[other] { $count } actions
    }.
ev-token_used-mp = { $player } uses { $token }: +{ $mp } MP ({ $mp_left } MP left).
ev-token_used-grenade = { $player } uses { $token }: the small tank on { $space } is destroyed and the threat falls to { $threat }.
ev-token_used-radio = { $player } uses { $token }: { $order } is taken off the track (no failure).
ev-token_used-map = { $player } uses { $token }: { $scout } is in the right district and delivers the order there.
