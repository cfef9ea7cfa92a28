## Słowa stołu lokalnego. Polecenia tak, jak wpisuje je gracz przy konsoli (zdania usługi wymieniają
## polecenia przez { $cmd_… }, a konsola podstawia te).
cmd-hand = „hand KOLOR”
cmd-game_new = nowy stół (./scripts/run.sh --local)
cmd-game_join = --players

## Everything the console itself says (help, the table view, the log, leaving)
on = tak
off = nie
no_script = Nie ma pliku skryptu { $script }.
bad_db = Nie da się otworzyć { $db } jako pliku gry ({ $detail }).
script_done = (koniec skryptu { $script }; dalej gra się z klawiatury)
script_done_bots = (koniec skryptu { $script }; dalej gra komputer)
interrupted = Przerwano (Ctrl-C).
end_of_input = Koniec wejścia.
kept_db = Gra jest zapisana w { $db }. Wznowisz ją poleceniem: { $command }
kept_db_ended = Zakończona gra jest zapisana w { $db }.
not_kept = Gra była w pliku tymczasowym i przepadła (użyj --db PLIK, aby ją zachować).
record_at = Wszystkie przyjęte polecenia są w { $record }. Odtworzysz grę poleceniem: { $command }
record_at_plain = Polecenia przyjęte od wznowienia są w { $record }.
boards_at = Obrazy planszy: { $folder }
record_header = # Gra przy stole lokalnym, zapisana wiersz po wierszu (z poleceniami moderatora).
record_replay = # Odtworzenie: { $command }
record_resumed = # wznowiono z { $db }
only_to = [tylko dla: { $colour }]
to_moderators = [dla moderatorów]
board_image = (obraz planszy: { $path })
moderator = moderator
computer = [komputer]
unknown_colour = ? nieznany kolor '{ $colour }'
bots_now = Komputer gra kolorami: { $colours }.
bots_none = Komputer nie gra żadnym kolorem.
bots_usage = ? użycie: bots KOLOR… | bots all | bots off [KOLOR…]
bots_not_seated = ? { $colour } nie siedzi przy tym stole
rules_none = Żadna reguła nie pasuje do '{ $query }'.
log_empty = (dziennik jest jeszcze pusty)
log_usage = ? użycie: log [N | all]
and = { " " }i{ " " }
log-create = { $who } otwiera stół
log-join = { $colour } siada do stołu
log-start = gra się zaczyna: { $colours }
log-reset = gra zaczyna się od nowa: { $colours }
log-skip = { $who } pomija gracza { $colour }: { $action }
log-timeout = minął termin gracza { $colour }: { $action }
log-rollback = { $who } cofa grę do rundy { $round }, { $phase }
log-end = { $who } kończy grę
log-other = { $who }: { $kind }


## Stół konsolowy dowolnej gry (console/choice.py); folder gry może ująć to po swojemu
banner = { $title } przy stole konsolowym. Gracze: { $players }; ziarno { $seed }. Wpisz help, aby zobaczyć polecenia.
bad_seats = Wybierz od { $min } do { $max } różnych kolorów spośród: { $all }.
status_line = Runda { $round } · { $phase }
waiting_for = Czekamy na: { $colours }
no_options = { $colour } nie ma teraz nic do zrobienia.
choose_range = ? wybierz liczbę od 1 do { $count }
usage = ? składnia: KOLOR: N | hand KOLOR | show | bots … | rules … | help | quit
help =
    Polecenia (po jednym w wierszu):
      red: 2                         druga z opcji gracza red, tak jak pokazuje je hand red
      hand KOLOR                     opcje tego gracza, ponumerowane (pozostali nie patrzą)
      show                           stan gry i obraz planszy
      rules ZAPYTANIE                zasada według numeru albo słowa
      bots KOLOR… | bots all | off   komputer gra tymi kolorami
      help | quit                    ta pomoc | wyjście

## Posiedzenie przy stole dowolnej gry (console/sitting.py): wybrane miejsca, wznowienie, uwaga o braku tokenu
seats_twice = ? Kolor { $colour } podano dwa razy: każdy gracz ma własny kolor.
seats_count = ? { $title }: od { $min } do { $max } graczy, a podano { $count }.
resumed = Wznawiam grę zapisaną w { $db } (gra { $number }): { $phase }.
resume_ignores = Obowiązują gracze i opcje zapisanej gry; pominięto: { $flags }.
no_token =
    Nie skonfigurowano tokenu Discorda, więc zamiast bota uruchamia się lokalny stół w konsoli.
    Aby uruchomić bota na Discordzie: skopiuj .env.example do .env, wpisz token bota po DISCORD_TOKEN=
    (portal deweloperski Discorda -> twoja aplikacja -> Bot -> Reset Token) i uruchom to polecenie ponownie.
web_link = Strona tej gry (plansza, dziennik, powtórka) w przeglądarce na tym komputerze: { $url }
web_failed = Nie da się udostępnić strony gry na porcie { $port } ({ $detail }); gra toczy się dalej bez niej.
