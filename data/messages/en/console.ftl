## The console table's own words. Commands as a console player types them (the service's sentences name
## commands through { $cmd_… }, and the console front end answers with these).
cmd-hand = “hand COLOUR”
cmd-deploy = “COLOUR: deploy N SPACE”
cmd-game_new = a new table (python bot.py --local)
cmd-game_join = --players

## Everything the console itself says (help, the table view, the log, leaving)
banner = Local table: { $players } · { $variant } · Liberator { $liberator } · Civilian Mail { $mail } · seed { $seed }. Type 'help' for commands.
on = on
off = off
variant-basic = basic
variant-advanced = advanced
bad_colours = Unknown colour { $bad }; choose from { $all }.
no_script = There is no script file { $script }.
bad_db = { $db } cannot be opened as a game file ({ $detail }).
resumed = Resuming the game kept in { $db } (game { $game }): round { $round }, { $phase }.
resume_ignores = The kept game's own players and options are used; { $flags } ignored.
script_done = (end of the script { $script }; the keyboard takes over)
script_done_bots = (end of the script { $script }; the computer plays on)
interrupted = Interrupted (Ctrl-C).
end_of_input = End of input.
kept_db = The game is kept in { $db }. Resume it with: { $command }
kept_db_ended = The finished game is kept in { $db }.
not_kept = The game was in a temporary file and is gone (use --db FILE to keep a game).
record_at = Every accepted line is in { $record }. Replay it with: { $command }
record_at_plain = The lines accepted since resuming are in { $record }.
boards_at = Board images: { $folder }
record_header = # A console game, recorded line by line (moderator lines included).
record_replay = # Replay: { $command }
record_resumed = # resumed from { $db }
only_to = [only to { $colour }]
to_moderators = [to moderators]
board_image = (board image: { $path })
moderator = moderator
computer = [computer]
unknown_colour = ? unknown colour '{ $colour }'
hand = hand: { $cards }; tokens: { $tokens }; goal: { $goal }
pass_hint = ? a player cannot pass: '{ $colour }: end' ends your turn; 'mod: skip' plays the waiting player's turn as a missed deadline would.
mod_usage = ? moderator commands: mod: skip | rollback [current|previous] | end
bots_now = The computer plays: { $colours }.
bots_none = The computer plays no seat.
bots_usage = ? usage: bots COLOUR… | bots all | bots off [COLOUR…]
bots_not_seated = ? { $colour } has no seat at this table
rules_usage = ? usage: rules QUERY (a rule id such as B-7.3, or words such as 'threat')
rules_none = No rule matches '{ $query }'.
log_empty = (nothing in the log yet)
log_usage = ? usage: log [N | all]
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
and = { " " }and{ " " }
log-create = { $who } opens the table
log-join = { $colour } sits down
log-start = the game begins: { $colours }
log-reset = the game starts again: { $colours }
log-skip = { $who } skips { $colour }: { $action }
log-timeout = deadline passed for { $colour }: { $action }
log-rollback = { $who } rolls back to round { $round }, { $phase }
log-end = { $who } ends the game
log-other = { $who }: { $kind }
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
act-undo = takes back the last move
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
      orange: undo | end             take back the last move | end the turn
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

## Libertalia at the console table (console/libertalia.py)
lt_banner = Libertalia: Winds of Galecrest at the console table. Players: { $players }; seed { $seed }. Type help for the commands.
lt_hand = cards: { $cards }; today's pick: { $pick }; graveyard: { $graveyard }
lt_show = Voyage { $voyage }, day { $day } ({ $phase }).
lt_player = { $colour }: { $coins ->
    [one] 1 doubloon
   *[other] { $coins } doubloons
  }, score { $score }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } in hand; ship: { $ship }; loot: { $loot }
lt_no_choice = { $colour } has no open choice now.
lt_choose_range = ? choose a number from 1 to { $count }
lt_bot_did = picked a card (secret until the reveal)
lt_usage = ? usage: COLOUR: pick RANK | COLOUR: choose N | COLOUR: N | hand COLOUR | show | bots … | rules … | help | quit
lt_help =
    Commands (one per line):
      red: pick 17                   red's secret card for today (pick again to change it until the last pick)
      red: choose 2 | red: 2         the 2nd option of red's open choice
      hand COLOUR                    that player's cards, pick, graveyard and options (the others look away)
      show                           everyone's doubloons, score, ship and loot, and the board image
      rules QUERY                    find a rule: rules LT-3.3, rules saber
      bots COLOUR… | bots all | off  the computer plays these colours
      help | quit                    this help | leave
