# /statystyki: gry serwera w krótkiej prywatnej odpowiedzi (cogs/stats.py); liczby słowami z stats-… w web.ftl.
title = **Gry na tym serwerze**
game-team = **{ $game }** · { $finished ->
        [one] { $finished } zakończona gra
        [few] { $finished } zakończone gry
       *[many] { $finished } zakończonych gier
    } · zwycięstwa: { $victories } · mediana czasu tury: { $median }
game-rank = **{ $game }** · { $finished ->
        [one] { $finished } zakończona gra
        [few] { $finished } zakończone gry
       *[many] { $finished } zakończonych gier
    } · wygrane: { $wins } · mediana czasu tury: { $median }
game-none = **{ $game }** · jeszcze bez zakończonej gry
link = Wszystkie liczby, gry i wyniki graczy na stronie serwera (tylko dla moderacji, link nie do udostępniania): { $url }
