## The table service's messages. {user} and {old} are Discord user ids (shown as mentions), {deadline} a Unix time (shown as a Discord timestamp).

already_seated = You already have a seat at this table.
already_started = The game has already started.
auto_pass_failed = The deadline of { $user } ({ $colour }) passed, but the game master could not pass for them ({ $detail }); the clock is stopped.
bad_colour = Unknown colour “{ $colour }”: choose one of { $colours }.
bad_deadline = A turn deadline must be between { $min } minutes and { $max } hours, or none.
bad_option = Unknown game option: { $detail }.
bad_request = That request is malformed: { $detail }.
channel_busy = This channel already has a game. Finish it (or ask a moderator to end it) before creating another.
again_busy = A new table has already been opened in this channel since that game; join it or finish it first.
again_not_seated = Only the players of that game can open the next one with this button; open a table of your own with { $cmd_game_new }.
colour_taken = Colour { $colour } is already taken.
corrupt_game = The saved game { $game } cannot be read ({ $detail }). Nothing was changed; a moderator can export its log or end it.
deadline_none = Turns have no deadline any more.
deadline_set = The turn deadline is now { $hours } h; the current turn's deadline starts again from now.
ended_by_moderator = { $user } ends the game (E-3): it ends without a winner.
full_export_running = A complete export (with hidden information) is only possible once the game has ended (H-4).
game_finished = The game in this channel has ended. Create a new one to play again.
host_or_moderator_only = Only the host of this game or a moderator may do that.
import_bad = This file cannot be imported: { $detail }.
imported = The game is imported as game { $game } of this channel.
joined = { $user } sits down ({ $count } at the table).
leave_running = The game is running: you cannot leave it yourself. Ask the host or a moderator to remove or replace you.
left = { $user } leaves the table.
lobby_closed = { $user } closes the table before the game started.
missed_turns = { $user } ({ $colour }) has missed { $count ->
        [one] a turn
       *[other] { $count } turns in a row
    } in { $channel }. Consider replacing or removing them.
moderator_action = That action ({ $type }) is done by the game master or a moderator, not by a player.
moderator_only = Only a moderator may do that.
no_game = There is no game in this channel. Create one with { $cmd_game_new }.
no_previous_phase = There is no earlier phase to roll back to.
no_such_player = There is no player with colour { $colour } in this game.
nobody_to_act = Nobody has a turn now.
not_seated = You are not playing in this game.
not_started = The game has not started yet.
not_your_piece = You can act only for your own colour, not for { $colour }.
not_your_turn = It is not your turn: the game is waiting for { $colour }.
nothing_to_roll_back = Nothing has happened in this phase yet: there is nothing to roll back.
player_count = A game needs { $min } to { $max } players; there are { $count }.
private_info = Your private information ({ $colour }) is ready: { $cmd_hand } shows it at any time.
reminder = Reminder: { $user } ({ $colour }) still has to { $owes }. Deadline: { $deadline }.
removed = { $colour } ({ $user }) is removed from the game (E-4).
replaced = { $user } takes over { $colour } from { $old }.
reset_done = { $user } resets the game: a new deal with the same players and options.
rollback_done = Rolled back to the start of the { $phase } phase of round { $round }. Taken back ({ $count }): { $actions }
rule = That move is against the rules.
settings_saved = The server's settings are saved.
link_reissued = The page has a new link; the old one no longer works.
skipped = { $user } skips { $colour }'s turn (played as a pass).
stale = The game has moved on since you looked (version { $expected }, now { $actual }). Look again and retry.
stale_write = Somebody else changed the game at the same moment. Nothing was applied; look again and retry.
started = The game begins! { $user } deals.
sweep_failed = The game master could not handle a deadline of game { $game }: { $detail }.
table_full = The table is full ({ $max } players).
undo_done = { $player } takes back: { $actions }
undo_nothing = There is nothing to undo in your turn.
undo_preview = An undo would take back: { $actions }
unknown_game = Game { $game } is not a game of this channel.
user_already_seated = { $user } already has a seat in this game.
your_turn = { $user }, it is your turn ({ $colour }). Deadline: { $deadline }.
your_turn_no_deadline = { $user }, it is your turn ({ $colour }).
owes-turn = take the turn
detail-not_an_export = it is not an export of this bot
detail-not_full = only a moderator's full export can be imported
detail-other_game = it is an export of another game
detail-not_finished = only a finished game can be imported
detail-log_mismatch = its log does not lead to the exported state
detail-not_json = it is not a JSON file
detail-moderator_role = the moderator role must be a role
detail-language = the language must be one the bot speaks
detail-missed_turns = the missed-turns alert must be between 0 and 100
detail-rollback_to = roll back to the current or the previous phase
detail-game_type = it is not this game's kind or has no state
detail-action_shape = an action must be an object
moved_on = The game has moved on since this was shown to you. Look again and retry.
detail-unreadable = its content is not in the expected form
detail-download = the attachment could not be downloaded from Discord; upload it again
detail-options = the variant is basic or advanced, and each expansion is on or off
detail-store_unavailable = the database did not answer
detail-sweep_refused = the game could not be loaded or changed
detail-alert_channel = the moderators' channel must be a text channel of this server
post_refused = The bot cannot post in { $channel }: it lacks { $count ->
        [one] the { $perms } permission
       *[other] the permissions { $perms }
    } there. The game waits; its posts go out once that is allowed.
post_gone = The bot cannot post in { $channel } any more: the channel is gone or hidden from it. The game there waits.
your_turn_many = { $user }: your move ({ $colour }). Deadline: { $deadline }.
your_turn_many_no_deadline = { $user }: your move ({ $colour }).
reminder_many = Reminder: { $user } ({ $colour }) still have to { $owes }. Deadline: { $deadline }.
auto_play = { $user } ({ $colour }) missed the deadline.
again_opened = { $host } opens a new table of { $game } with the same options for the same players: { $user }.{ $front ->
        [discord] { " " }The host starts it with { $cmd_game_start }.
       *[other] {""}
    }
created = { $user } opens a table of { $game } (turn deadline: { $deadline_hours } h).{ $front ->
        [discord] { " " }Join with { $cmd_game_join }; the host starts the game.
       *[other] {""}
    }
created_no_deadline = { $user } opens a table of { $game } (no turn deadline).{ $front ->
        [discord] { " " }Join with { $cmd_game_join }; the host starts the game.
       *[other] {""}
    }
host_passed = { $user } is the host of this table now.
skip_too_early = It is too early to skip { $colour }: the host may skip a turn once it has lasted a quarter of the turn deadline (an hour when there is none), { $front ->
        [discord] { $at }
       *[other] at { $at }
    }. A moderator may skip at once.
detail-illegal_move = its log holds a move the rules do not allow
detail-pass_refused = the rules do not allow a pass there
detail-every_move = the every-move setting must be yes or no
since_last_turn = Since your last turn:
computer_name = Computer · { $colour }
computer_nameless = Computer
computer_added = { $user } sits down ({ $count } at the table).
computer_removed = { $user } stands up ({ $count } at the table).
no_computer_seat = The computer has no seat at this table.
computer_for_late = The deadline of { $user } ({ $colour }) passed: the computer played the turn for them.
handed_to_computer = The computer now plays { $colour } for { $user } (a moderator's decision), until a moderator hands the seat back.
handed_back = { $user } takes { $colour } back from the computer.
already_computer = The computer already plays { $colour }.
not_computer = The computer does not play { $colour }.
nobody_to_hand_back = Nobody handed { $colour } to the computer: give the seat to a member with { $cmd_mod_replace }.
computer_for_away = (computer, for { $user } while away until { $at })
away_set_game = { $user } is away from this game until { $at }: the computer plays their turns here until then.
away_set_all = { $user } is away from all their games until { $at }: the computer plays their turns until then.
back_done = { $user } is back: their turns are theirs again.
bad_away = An away time must end in the future, at most { $days } days from now.
not_away = No away time is set here.

games_yours = { $game } — your move: { $owes } (phase: { $phase }, round { $round })
games_yours_plain = { $game } — your move (phase: { $phase }, round { $round })
games_waiting = { $game } — waiting for { $user } (phase: { $phase }, round { $round })
games_nobody = { $game } (phase: { $phase }, round { $round })
games_lobby = { $game } — still in the lobby, not started yet
games_unknown = { $game } — in play (details after the next move)
bad_quiet = “{ $value }” is not a span of hours: write it as 22-7 or 22:30-07:00 (or “off”).
bad_zone = “{ $value }” is not a time zone the bot knows: choose one from the list, such as Europe/Warsaw.
turn_ping_dm_closed = { $user }, your move here: the bot could not reach you by direct message.
