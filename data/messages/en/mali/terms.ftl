card-1 = 1
card-1-buddies = 1 · { card-name-1-buddies }
card-1-squad = 1 · { card-name-1-squad }
card-2 = 2
card-3 = 3
card-3-change = 3 · { card-name-3-change }
card-3-signal = 3 · { card-name-3-signal }
card-4 = 4
colour-green = green
colour-orange = orange
colour-red = red
colour-violet = violet
goal-courier = Courier: { $district } (+{ $points })
goal-most_drops = Get the Most Drops (+{ $points })
goal-most_letters = Deliver the Most Letters (+{ $points })
order = order { $id } ({ $pickup } → { $destination }, { $points } pts)
outcome-aborted = game aborted, no winner
outcome-defeat = defeat — the uprising is crushed
outcome-victory = victory
phase-deploy = Deployment
phase-ended = Game over
phase-liberator = Liberator
phase-movement = Scout movement
phase-orders = Orders
phase-soldier = German soldier
phase-time = Time passes
scout = { $colour } { $number }
source-card = card
source-token = token
token-ambush = Ambush
token-bandages = Bandages
token-buddies = Schoolyard Buddies
token-drugs = Drugs
token-grenade = Grenade
token-map = Map
token-radio = Radio Station
token-rifle = Rifle
token-squad = Insurgent Squad
variant-advanced = advanced
variant-basic = basic
action-deploy = placing a scout
action-play_card = playing a card
action-move = a move
action-pick_up_order = picking up an order
action-pick_up_drops = picking up drops
action-pick_up_letters = picking up letters
action-exchange_letters = handing over letters
action-change_of_orders = Change of Orders
action-buddies = Schoolyard Buddies
action-squad = Insurgent Squad
action-light_signal = Light Signal
action-use_token = using a token
action-undo = an undo
action-end_turn = ending the turn
action-timeout_pass = a pass at the deadline
action-remove_player = removing a player
action-abort = ending the game
action-new_game = a new deal
card-name-3-change = Change of Orders
card-name-1-buddies = Schoolyard Buddies
card-name-1-squad = Insurgent Squad
card-name-3-signal = Light Signal
game-name = Mali Powstańcy
end-E-1 = the order deck and the track are empty
end-E-2 = the threat reached its limit
end-E-3 = a moderator stopped it early
end-E-4 = only one player is left
result-end = The game ended: { $reason }.
result-tie-broken = Tied at { $total } { $total ->
        [one] point
       *[other] points
    }: more orders delivered decide, { $orders } to { $next }.
result-tie-shared = Tied at { $total } { $total ->
        [one] point
       *[other] points
    } and { $orders } { $orders ->
        [one] order
       *[other] orders
    } delivered: nothing breaks the tie.
