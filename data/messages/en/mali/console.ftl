cmd-deploy = “COLOUR: deploy N SPACE”
banner = Local table: { $players } · { $variant } · Liberator { $liberator } · Civilian Mail { $mail } · seed { $seed }. Type 'help' for commands.
variant-basic = basic
variant-advanced = advanced
resumed = Resuming the game kept in { $db } (game { $number }): round { $round }, { $phase }.
resume_ignores = The kept game's own players and options are used; { $flags } ignored.
hand = hand: { $cards }; tokens: { $tokens }; goal: { $goal }
pass_hint = ? a player cannot pass: '{ $colour }: end' ends your turn; 'mod: skip' plays the waiting player's turn as a missed deadline would.
mod_usage = ? moderator commands: mod: skip | rollback [current|previous] | end
rules_usage = ? usage: rules QUERY (a rule id such as B-7.3, or words such as 'threat')
show_head = Round { $round } · { $phase } · { $threat } · deck { $deck }
threat = threat { $threat } of { $limit }
threat_crushed = threat { $threat }: the uprising is crushed (it falls at { $limit })
turn_card = Turn: { $colour } · card { $card } · { $mp } MP left
turn_no_card = Turn: { $colour } · no card played yet
waiting = Waiting for: { $colour }
points = Points from delivered orders: { $scores }
track_line = [{ $left } left] { $order }{ $carrier }
carried_by = { " " }carried by { $scout }
in_prison = in prison (misses { $turns })
turns = { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
scout_order = { " " }order { $order }
scout_letters = { " " }letters { $letters }
tanks = tanks: { $tanks }
soldier = German soldier: { $space }
liberator = Liberator: { $space } (next { $next })
drops = drops: { $drops }
letter = letter { $id } on { $space } → { $district }
victory = == Victory: { $winners } win.
victory_one = == Victory: { $winners } wins.
defeat = == Defeat: the uprising is crushed and everybody loses.
aborted = == The game was ended early: nobody wins.
score_head = player         orders tokens letters  goal  total
act-play_card = plays card { $card }
act-move = moves { $scout } to { $space }
act-pick_up_order = { $scout } picks up order { $order }
act-pick_up_drops = { $scout } picks up the drops
act-pick_up_letters = { $scout } picks up letters { $letters }
act-exchange_letters = { $scout } hands letters { $letters } to { $other }
act-buddies = Schoolyard Buddies: { $scout } and { $other } swap places
act-squad = Insurgent Squad
act-light_signal = Light Signal: the Liberator to { $space }
act-change_of_orders = Change of Orders: { $order } and { $other }
act-use_token = uses { $token }{ $target }
act-deploy = places { $scout } on { $space }
act-undo = takes back the turn so far
act-undo-step = takes back the last step
act-end_turn = ends the turn
act-timeout_pass = turn passed
act-other = { $type }
help = Commands (one per line, prefixed by the colour that acts):
      orange: play 3                 play a movement card (3-change, 1-buddies, 1-squad, 3-signal for specials)
      orange: move 2 Pawiak          move scout 2 to a space (name, unique beginning, or id like WO1)
      orange: take 1 12              scout 1 picks up order 12
      orange: drops 1                scout 1 picks up the drop tokens on its space
      orange: letters 1 [L03 L05]    scout 1 picks up letters (all when none named)
      orange: give 1 2 L03           scout 1 hands letter L03 to scout 2
      orange: swap 1 3 [token]       Schoolyard Buddies (card, or token)
      orange: squad [token]          Insurgent Squad (card, or token)
      orange: signal Pawiak          Light Signal: send the Liberator
      orange: change 12 17           Change of Orders: swap two orders on the track
      orange: use grenade Pawiak | use radio 12 | use map 1 | use bandages | use drugs
      orange: deploy 1 Pawiak        place a scout (advanced setup)
      orange: undo | end             take back the whole turn so far (B-5.7) | end the turn
      orange: undo step              take back only the last step (B-5.7)
    Moderator:
      mod: skip                      play the waiting player's turn as a missed deadline would
      mod: rollback [previous]       back to the start of this phase (or the previous one)
      mod: end                       end the game now
    Table:
      show                           the board in words: whose turn, card, MP, threat, points
      hand COLOUR                    that colour's hand, tokens and secret goal
      log [N|all]                    the latest moves (15 unless N)
      rules QUERY                    look a rule up: rules B-7.3, rules grenade
      bots COLOUR… | bots all        the computer takes these seats; bots off [COLOUR…] gives them back
      help | quit                    this text | leave (the game stays in the --db file)
act-pick_up_letters-all = { $scout } picks up all the letters on its space

## Refusals of a line the table cannot read (console/mali/commands.py), in the table's language
line-no_colour = ? start with the colour that acts, e.g. 'orange: end'
line-nothing = ? say what to do after the colon; type 'help'
line-unknown_command = ? unknown command '{ $command }'; type 'help'
line-number_scout = ? scout must be a number, not '{ $word }'
line-number_order = ? order must be a number, not '{ $word }'
line-space_no_name = ? name a space
line-space_ambiguous = ? '{ $text }' could mean { $names }
line-space_unknown = ? no space called '{ $text }'
line-no_line = ? no console line for the action { $kind }
usage-play = ? usage: { $colour }: { $command } CARD
usage-move = ? usage: { $colour }: { $command } SCOUT SPACE
usage-take = ? usage: { $colour }: { $command } SCOUT ORDER
usage-drops = ? usage: { $colour }: { $command } SCOUT
usage-letters = ? usage: { $colour }: { $command } SCOUT [LETTER …]
usage-give = ? usage: { $colour }: { $command } FROM TO LETTER [LETTER …]
usage-swap = ? usage: { $colour }: { $command } SCOUT SCOUT [token]
usage-signal = ? usage: { $colour }: { $command } SPACE
usage-change = ? usage: { $colour }: { $command } ORDER ORDER
usage-use = ? usage: { $colour }: { $command } TOKEN [SPACE | ORDER | SCOUT]
usage-deploy = ? usage: { $colour }: { $command } SCOUT SPACE
not_placed = waiting to be placed (advanced setup)
