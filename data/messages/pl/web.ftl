# Strona serwera (issue 28: web/stats_page.py) i liczby, które /stats z nią dzieli (words/stats.py).
stats-title = Statystyki serwera
stats-as-of = Stan na { $at } UTC
stats-summary = { $running ->
        [one] { $running } gra w toku
        [few] { $running } gry w toku
       *[many] { $running } gier w toku
    } · zakończone: { $finished }
stats-lobbies = { $lobbies ->
        [one] { $lobbies } stół czeka na graczy
        [few] { $lobbies } stoły czekają na graczy
       *[many] { $lobbies } stołów czeka na graczy
    }
stats-sampled = { $recent ->
        [one] Dane z ostatniej zakończonej gry.
       *[other] Dane z { $recent } ostatnich zakończonych gier.
    }
stats-none = Na tym serwerze nie rozegrano jeszcze żadnej gry.
stats-running = Gry w toku
stats-finished = Ostatnio zakończone
stats-by-game = Według gry, wariantu i liczby graczy
stats-players = Wyniki graczy
stats-col-game = Gra
stats-col-players = Przy stole
stats-col-started = Początek
stats-col-ended = Koniec
stats-col-result = Wynik
stats-col-variant = Wariant
stats-col-seats = Liczba graczy
stats-col-finished = Zakończone
stats-col-aborted = Przerwane
stats-col-outcome = Zwycięstwa lub wygrane wg miejsca
stats-col-mean = Średni czas tury
stats-col-median = Mediana czasu tury
stats-col-who = Kto
stats-col-played = Rozegrane
stats-col-won = Wygrane
stats-col-lost = Przegrane
stats-result-victory = Zwycięstwo
stats-result-defeat = Porażka
stats-result-aborted = Przerwana
stats-result-first = Pierwsze miejsce: { $winners }
stats-result-none = Bez zwycięzcy
stats-victories = { $percent }% ({ $won } z { $decided })
stats-seat-wins = { $seats } (wg kolejności miejsc, od pierwszego)
stats-unnamed = (nazwa nieznana)
stats-no-variant = —
stats-no-figure = —
stats-flag = { $option }
stats-duration-short = poniżej minuty
stats-duration-minutes = { $minutes } min
stats-duration-hours = { $hours } godz. { $minutes } min
stats-duration-days = { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } { $hours } godz.
