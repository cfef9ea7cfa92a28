# The web view (issue 28): a game's page, a server's statistics, and the pages that only say one thing.
someone = a player
languages = Languages
footer = A read-only view of games played on Discord. Whoever holds this link can see this page.
step = Step { $n } of { $total } · { $where }
finished = The game is over.
until = until
waiting = Waiting for: { $who }
replay = Replay
board_alt = The board of { $title } at this step
first = First step
prev = Previous step
next = Next step
last = Latest step
news = The game has moved on: show the latest
secrets = Hidden information at this step
players = Players
log = Log
secret-hand = Hand: { $value }
secret-tokens = Tokens: { $value }
secret-goal = Secret goal: { $value }
secret-pick = Picked: { $value }
secret-discards = Discard pile: { $value }
not_found = This link does not work.
not_found_more = It may have been mistyped, or a moderator may have replaced it with a new one: ask in the game's channel (/game status shows the current link).
too_many = Too many requests.
too_many_more = Please wait a few seconds and try again.
failed = Something went wrong on our side.
failed_more = Please try again in a moment.
bad_request = This request cannot be read.
bad_request_more = Open the link exactly as the bot gave it.
home = Nothing to see without a link.
home_more = Each game's page opens from the link the bot gives in its channel (/game status).

# A server's page (issue 28: web/stats_page.py) and the figures /stats shares with it (words/stats.py).
stats-title = Server statistics
stats-as-of = As of { $at } UTC
stats-summary = { $running ->
        [one] { $running } game running
       *[other] { $running } games running
    } · { $finished ->
        [one] { $finished } finished
       *[other] { $finished } finished
    }
stats-lobbies = { $lobbies ->
        [one] { $lobbies } table waiting for players
       *[other] { $lobbies } tables waiting for players
    }
stats-sampled = { $recent ->
        [one] The figures cover the latest finished game.
       *[other] The figures cover the latest { $recent } finished games.
    }
stats-none = No game has been played on this server yet.
stats-running = Games running
stats-finished = Recently finished
stats-by-game = By game, variant and number of players
stats-players = Players' records
stats-col-game = Game
stats-col-players = Players
stats-col-started = Started
stats-col-ended = Ended
stats-col-result = Result
stats-col-variant = Variant
stats-col-seats = Players at the table
stats-col-finished = Finished
stats-col-aborted = Ended early
stats-col-outcome = Victories or wins by seat
stats-col-mean = Average turn
stats-col-median = Median turn
stats-col-who = Who
stats-col-played = Played
stats-col-won = Won
stats-col-lost = Lost
stats-result-victory = Victory
stats-result-defeat = Defeat
stats-result-aborted = Ended early
stats-result-first = First place: { $winners }
stats-result-none = No winner
stats-victories = { $percent }% ({ $won } of { $decided })
stats-seat-wins = { $seats } (by seat order, first seat first)
stats-unnamed = (name unknown)
stats-no-variant = —
stats-no-figure = —
stats-flag = { $option }
stats-duration-short = under a minute
stats-duration-minutes = { $minutes } min
stats-duration-hours = { $hours } h { $minutes } min
stats-duration-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $hours } h
