choose = Choose…
confirm = Yes, do it
done = Done.
again-button = Play again
export-ready = Here is the export.
import-too_big = That file is too big to be a game export.
internal_error = Something went wrong on our side; nothing was changed. Please try again in a moment.
log-action = A move was made.
log-away = A player set or ended an away time.
log-create = The table was opened.
log-deadline = The deadline was changed.
log-empty = Nothing has happened yet.
log-end = The game was ended.
log-import = The game was imported.
log-join = A player sat down.
log-leave = A player stood up.
log-link = A moderator replaced the link to the game's page.
log-remove = A player was removed.
log-replace = A seat changed hands.
log-reset = The game was reset.
log-rollback = A moderator rolled the game back.
log-skip = A turn was skipped.
log-start = The game started.
log-timeout = A deadline passed.
off = off
on = on
reset-ask = This restarts the game from its setup: every move so far is thrown away. Sure?
reset-confirm = Reset the game
settings-now = Moderator role: { $role } · default turn deadline: { $hours } h · public messages: { $language }
stale_button = This button belongs to a game that is over or was replaced. Use /game status.
away-when = Say for how many hours (hours:) or until when (until: 2026-12-24 18:00, UTC).
status-away = The computer plays for { $who }.
board-away = away until { $at }
status-finished = Finished
status-game_line = { $status } · { $game }
status-lobby = Waiting for players
status-round = Round { $round } · { $phase }
status-running = In play
status-seats = Players: { $seats }
status-waiting = Waiting for { $user }
servers_only = Games are played in servers: use this command in a server channel, not in a direct message.
# The turn panel and the richer turn ping (issue 12)
outbox-refused = I could not post in this channel: I am missing { $count ->
        [one] the { $perms } permission
       *[other] the permissions { $perms }
    } here. Your move is saved; the news and the next player's ping go out as soon as a moderator fixes this.
outbox-gone = I cannot reach this channel any more (deleted, or hidden from me). Your move is saved; the news waits until I can post here again.
outbox-delayed = Discord is not taking posts right now. Your move is saved; the news follows shortly.
outbox-pending = { $count ->
        [one] One post is waiting to go out in this channel.
       *[other] { $count } posts are waiting to go out in this channel.
    }
outbox-blocked = I am missing { $count ->
        [one] the { $perms } permission
       *[other] the permissions { $perms }
    } in this channel.
perm-view_channel = View Channel
perm-send_messages = Send Messages
perm-attach_files = Attach Files
settings-alerts = Moderator alerts: { $where }
settings-alerts_role = in the game's channel, pinging { $role }
owner-alert_hint = You get this as the owner of { $server }: no moderators' channel or moderator role is set there. To choose a channel for these alerts: `/mod settings` with the option `alert_channel`.
outbox-owner_refused = Moderator alerts cannot reach the server's owner: their direct messages are closed. Choose a moderators' channel: `/mod settings` with the option `alert_channel`.
settings-alerts_owner = by direct message to the server's owner (choose a moderators' channel or a moderator role)
cp-choose_menu = Choose
cp-waiting = { $reason }
cp-refresh = Refresh
cp-open = Your move
cp-stale = The game has moved on since this panel was drawn; here it is as it stands now.
cp-done = Done.
cp-status = Ready: { $ready } of { $total } · waiting for: { $names }
cp-nothing = Nothing to do right now.
help = **How to play here**
    • Games this bot runs: { $games }. `{ $cmd_game_new }` opens a table in this channel (choose the game), `{ $cmd_game_join }` sits you down, the host runs `{ $cmd_game_start }`.
    • Once a game runs, `{ $cmd_turn }` opens your private panel: your situation and a button for everything you may do. `{ $cmd_help }` then explains that game.
    • `{ $cmd_hand }` shows your private information, `{ $cmd_board }` the board, `{ $cmd_log }` the latest moves, `{ $cmd_rules }` explains a rule.
rules-none = No rule matches “{ $query }”.
other_game = This channel plays { $game }; { $command } is a command of { $own }. Use { $cmd_turn } for your moves here (and { $cmd_help } for how this game is played).
no_board = This game has no board to show; { $cmd_game_status } says where it stands.
cp-title = { $colour } · { $game }
unknown_component = This button no longer works: it comes from an older version of the bot, or it is not one of the bot's. { $cmd_turn } opens the current panel.
settings-every_move = New tables post { $live ->
    [yes] every move as it happens
   *[no] one message per turn
}.
settings-deadline_computer = When a deadline passes, { $computer ->
    [yes] the computer plays the absent player's turn
   *[no] the absent player's turn is passed
}.

games-none = You have no game in progress on any server the bot shares with you. { $cmd_game_new } opens one in a channel.
games-title = Your games ({ $count }):
games-line = **{ $server }** · { $link } · { $line }
games-deadline = deadline { $deadline }
notify-where = “Your turn” reaches you { $where ->
    [dm] by a direct message
    [both] by a ping in the game's channel and a direct message
   *[channel] by a ping in the game's channel
}.
notify-next = “You're next” (when the player before you starts): { $next ->
    [yes] on
   *[no] off
}.
notify-quiet = Quiet hours: { $from }–{ $to } ({ $zone }); direct messages wait until they end, deadlines do not change.
notify-quiet_off = Quiet hours: none ({ $zone }).
notify-game = In this game: “your turn” { $where ->
    [dm] by a direct message
    [both] by a ping and a direct message
    [channel] by a ping in the channel
   *[general] as in general
}; “you're next” { $next ->
    [yes] on
    [no] off
   *[general] as in general
}.
notify-dm_closed = Your direct messages are closed to the bot, so your turns are pinged in the channel until you change something here.
notify-changed = Saved.
notify-dm_only_here = “This game only” needs a game's channel; here it changes nothing.
dm-turn = Your turn in { $game } on **{ $server }**, { $link }.
dm-turn_deadline = Your turn in { $game } on **{ $server }**, { $link }. Deadline: { $deadline }.
dm-next = You're next in { $game } on **{ $server }**, { $link }: the player before you has started.
dm-reminder = Reminder: your turn in { $game } on **{ $server }**, { $link }, ends { $deadline }.
dm-closed_told = The bot could not send you a direct message (they are closed), so your turn notices come as channel pings. Open direct messages from this server's members and choose again with { $cmd_notify } to get them.
web-game = Watch, replay and look back in a browser: <{ $url }>
web-final = The whole game step by step, every hand shown: <{ $url }>
web-server = This server's games and statistics: <{ $url }>
web-none = This bot serves no web pages (its owner can turn them on with WEB_PORT).
web-new = The page has a new link; the old one no longer works: <{ $url }>
game_not_offered = That game cannot be opened on Discord here yet (it needs data its owner has not installed); it can be played at the console table.
