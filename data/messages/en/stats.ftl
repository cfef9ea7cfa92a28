# /stats: a server's games in a short private answer (cogs/stats.py); the figures are worded by web.ftl's stats-….
title = **Games on this server**
game-team = **{ $game }** · { $finished ->
        [one] { $finished } finished game
       *[other] { $finished } finished games
    } · victories: { $victories } · median turn: { $median }
game-rank = **{ $game }** · { $finished ->
        [one] { $finished } finished game
       *[other] { $finished } finished games
    } · wins: { $wins } · median turn: { $median }
game-none = **{ $game }** · no finished game yet
link = Every figure, the games and the players' records on the server's page (moderators only, keep it private): { $url }
