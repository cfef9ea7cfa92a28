button-card = Play a card
button-end = End turn
button-me = My cards & goal
button-undo = Undo
choice-buddies = Swap { $a } and { $b } ({ $source })
choice-change = Swap orders { $a } and { $b } on the track
choice-drops = Scout { $scout }: the drop tokens here
choice-give = Letters { $letters }: scout { $a } → scout { $b }
choice-letters = Scout { $scout }: the letters here
choice-order = Scout { $scout }: { $order }
choice-squad = Insurgent Squad ({ $source })
choose = Choose…
confirm = Yes, do it
confirm_undo = Undo all of that?
done = Done.
end_with_mp = You still have { $mp } MP. End the turn anyway?
export-ready = Here is the export.
hand-cards = Cards in hand: { $cards }
hand-goal = Secret goal: { $goal }
hand-letters = letters { $letters }
hand-prison = in prison
hand-title = **Your private information** ({ $colour })
hand-tokens = Drop tokens: { $tokens }
hand-turn = Your turn: card { $card }, { $mp } MP left.
hand-turn_no_card = Your turn: play a card first (/play).
help = **How to play here**
    • `/game new` opens a table in this channel, `/game join` sits you down, the host runs `/game start`.
    • On your turn: `/play` a card, then `/move` scouts (1 MP per step), `/pickup` orders, drops or letters, `/token`, `/special`, `/signal`, `/letters`; `/undo` if you change your mind; `/end` when done. The buttons under the turn ping do the same.
    • `/hand` shows your cards, tokens and secret goal, only to you, at any time. `/board` shows the map, `/log` the latest moves, `/rules B-5.4` or `/rules grenade` explains a rule.
    • The host may also `/game skip` the turn of a player who is away and `/game abandon` the table.
    • Moderators: `/mod rollback`, `/mod skip`, `/mod replace`, `/mod remove`, `/mod deadline`, `/mod end`, `/mod reset`, `/mod export`, `/mod settings`.
import-too_big = That file is too big to be a game export.
internal_error = Something went wrong on our side; nothing was changed. Please try again in a moment.
log-action = A move was made.
log-create = The table was opened.
log-deadline = The deadline was changed.
log-empty = Nothing has happened yet.
log-end = The game was ended.
log-import = The game was imported.
log-join = A player sat down.
log-leave = A player stood up.
log-remove = A player was removed.
log-replace = A seat changed hands.
log-reset = The game was reset.
log-rollback = A moderator rolled the game back.
log-skip = A turn was skipped.
log-start = The game started.
log-timeout = A deadline passed.
moderators_only = Only moderators can do that.
mp = MP
no_card_now = There is no card to play right now.
no_permission = You are not allowed to use this command here.
off = off
on = on
pick_card = Which card?
reset-ask = This restarts the game from its setup: every move so far is thrown away. Sure?
reset-confirm = Reset the game
rules-none = No rule matches “{ $query }”. Try an id like B-5.4 or a word like grenade.
score-row = { $mark }{ $colour }: **{ $total }** pts (orders { $orders }, drops { $tokens }, letters { $letters }, goal { $goal })
score-title = **Final score** ({ $outcome })
settings-now = Moderator role: { $role } · default turn deadline: { $hours } h · public messages: { $language }
stale_button = This button belongs to a game that is over or was replaced. Use /game status.
status-finished = Finished
status-line = { $status } · { $variant } · Liberator: { $liberator } · Civilian Mail: { $mail }
status-game_line = { $status } · { $game }
status-lobby = Waiting for players
status-round = Round { $round } · { $phase }
status-round_of = Day { $round } of the game · { $phase }
status-voyage_day = Voyage { $voyage } of { $voyages }, day { $day } of { $days } · { $phase }
status-running = In play
status-seats = Players: { $seats }
status-waiting = Waiting for { $user }
unknown_space = There is no space called “{ $space }”.
via = via
servers_only = Games are played in servers: use this command in a server channel, not in a direct message.
# The turn panel and the richer turn ping (issue 12)
button-turn = My turn
panel-title = **Your turn** ({ $colour }) · round { $round }
panel-not_yours = **Your panel** ({ $colour }): { $reason }
panel-card = Card played: { $card } · { $mp } MP left
panel-no_card = No card played yet: choose one below.
panel-hand = Hand: { $cards }
panel-tokens = Drop tokens: { $tokens }
panel-scout = • { $scout }: { $space }
panel-prison = in prison
panel-carries = carries { $what }
panel-here = here: { $what }
panel-here-order = { $order } to pick up
panel-here-drops = { $count ->
        [one] one drop token
       *[other] { $count } drop tokens
    }
panel-here-letters = { $count ->
        [one] one letter
       *[other] { $count } letters
    }
panel-deploy = Place your scout { $number }: choose an empty space.
panel-previous = ◀ Previous
panel-next = Next ▶
panel-back = Back
panel-end = End turn
panel-undo = Undo
panel-refresh = Refresh
panel-confirm-end_turn = End the turn anyway
panel-confirm-undo = Yes, undo
panel-move = Move scout { $number } to…
panel-menu-o = Other actions…
panel-menu-d = Where to place it…
panel-stale = That panel was out of date (the game has moved on); here is how things stand now.
panel-undo_ask = Undo takes back: { $what }. Sure?
panel-done = Your turn is over.
ping-cards = { $count ->
        [one] one card in hand
       *[other] { $count } cards in hand
    }
ping-urgent = ⚠ Last round for: { $orders }
ping-fail-tank = { $order } (if not delivered: a tank)
ping-fail-falls = { $order } (if not delivered: the district falls)
ping-fail-defeat = { $order } (if not delivered: defeat for everybody)
ping-fail-defeat_all = { $order } (if all of these fail: defeat for everybody)
space-which = Which space do you mean: { $candidates }?
space-or = or
space-suggest = There is no space called “{ $space }”. Did you mean { $suggestion }?
choose_suggestion = Choose one of the suggestions in the list.
card_first = Play a movement card first (/play); after that this command lists what you can do.
deploy_first = Place your scouts first (/deploy); the rest comes once the game is set up.
nothing_of_that_kind = There is nothing of that kind you can do right now.
hand-not_placed = not placed yet
panel-play = Play { $card }
panel-signal = Light Signal → { $space }
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
game-mali = Mali Powstańcy
game-libertalia = Libertalia: Winds of Galecrest
cp-title = { $colour } · voyage { $voyage }, day { $day } of { $days } · { $phase }
cp-purse = Doubloons: { $coins } · score: { $score }
cp-hand = Your hand: { $cards }
cp-pick = Pick a character for today (secret until everyone has picked).
cp-picked = Your pick: { $card }. You may change it until the last player has picked.
cp-pick_menu = Your hand: pick a character
cp-choose_menu = Choose
cp-waiting = { $reason }
cp-refresh = Refresh
cp-open = Your move
cp-stale = The game has moved on since this panel was drawn; here it is as it stands now.
cp-done = Done.
cp-nothing = Nothing to do right now.
cp-graveyard = Your discard pile: { $cards }
log-secret_pick = { $colour } picks a card (secret until the reveal).
cp-ping-pick = Pick today's character in secret: tap *Your move* (you may change it until the last pick).
cp-ping-choose = A choice is waiting for you: tap *Your move*.
