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
