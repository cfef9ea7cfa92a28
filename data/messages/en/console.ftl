## The console table's own words. Commands as a console player types them (the service's sentences name
## commands through { $cmd_… }, and the console front end answers with these).
cmd-hand = “hand COLOUR”
cmd-game_new = a new table (./scripts/run.sh --local)
cmd-game_join = --players

## Everything the console itself says (help, the table view, the log, leaving)
on = on
off = off
no_script = There is no script file { $script }.
bad_db = { $db } cannot be opened as a game file ({ $detail }).
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
bots_now = The computer plays: { $colours }.
bots_none = The computer plays no seat.
bots_usage = ? usage: bots COLOUR… | bots all | bots off [COLOUR…]
bots_not_seated = ? { $colour } has no seat at this table
rules_none = No rule matches '{ $query }'.
log_empty = (nothing in the log yet)
log_usage = ? usage: log [N | all]
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

## Any game's console table (console/choice.py); a game's folder may word these its own way
banner = { $title } at the console table. Players: { $players }; seed { $seed }. Type help for the commands.
bad_seats = Choose { $min } to { $max } different colours from { $all }.
status_line = Round { $round } · { $phase }
waiting_for = Waiting for: { $colours }
no_options = { $colour } has nothing to do right now.
choose_range = ? choose a number from 1 to { $count }
usage = ? usage: COLOUR: N | hand COLOUR | show | bots … | rules … | help | quit
help =
    Commands (one per line):
      red: 2                         the 2nd of red's options, as hand red lists them
      hand COLOUR                    that player's options, numbered (the others look away)
      show                           where the game stands, and the board image
      rules QUERY                    find a rule by its id or a word
      bots COLOUR… | bots all | off  the computer plays these colours
      help | quit                    this help | leave

## Any game's sitting (console/sitting.py): the seats asked for, resuming, the note when no token is set
seats_twice = ? { $colour } is named twice: each player has a colour of their own.
seats_count = ? { $title } is played by { $min } to { $max } players, not { $count }.
resumed = Resuming the game kept in { $db } (game { $number }): { $phase }.
resume_ignores = The kept game's own players and options are used; { $flags } ignored.
no_token =
    No Discord token is configured, so the local console table starts instead.
    To run the Discord bot: copy .env.example to .env, put your bot token after DISCORD_TOKEN=
    (Discord developer portal -> your application -> Bot -> Reset Token), and run this command again.
web_link = This game's page (board, log, replay) in a browser on this machine: { $url }
web_failed = The game's web page cannot be served on port { $port } ({ $detail }); the table plays on without it.
