# Widok w przeglądarce (zadanie 28): strona gry, statystyki serwera i strony z jednym komunikatem.
someone = gracz
languages = Języki
footer = Podgląd gier rozgrywanych na Discordzie (tylko do odczytu). Tę stronę zobaczy każdy, kto ma ten link.
step = Krok { $n } z { $total } · { $where }
finished = Gra się zakończyła.
until = do
waiting = Czekamy na: { $who }
replay = Powtórka
board_alt = Plansza gry { $title } w tym kroku
first = Pierwszy krok
prev = Poprzedni krok
next = Następny krok
last = Najnowszy krok
news = Gra toczy się dalej: pokaż najnowszy stan
secrets = Ukryte informacje w tym kroku
players = Gracze
log = Dziennik
secret-hand = Na ręce: { $value }
secret-tokens = Żetony: { $value }
secret-goal = Tajny cel: { $value }
secret-pick = Wybrana karta: { $value }
secret-discards = Odrzucone: { $value }
not_found = Ten link nie działa.
not_found_more = Mógł zostać źle przepisany albo zastąpiony nowym przez moderatora: warto zapytać na kanale gry (/gra stan pokazuje aktualny link).
too_many = Zbyt wiele zapytań.
too_many_more = Odczekaj kilka sekund i spróbuj ponownie.
failed = Coś poszło nie tak po naszej stronie.
failed_more = Spróbuj ponownie za chwilę.
bad_request = Nie da się odczytać tego zapytania.
bad_request_more = Otwórz link dokładnie w takiej postaci, w jakiej podał go bot.
home = Bez linku nie ma tu nic do oglądania.
home_more = Stronę każdej gry otwiera link, który bot podaje na jej kanale (/gra stan).

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
