choose = Wybierz…
confirm = Tak, zrób to
done = Gotowe.
again-button = Zagraj jeszcze raz
export-ready = Oto eksport.
import-too_big = Ten plik jest za duży, by był eksportem gry.
internal_error = Coś poszło nie tak po naszej stronie; nic nie zostało zmienione. Spróbuj za chwilę.
log-action = Wykonano ruch.
log-away = Ktoś ustawił lub zakończył nieobecność.
log-create = Otwarto stół.
log-deadline = Zmieniono termin tury.
log-empty = Jeszcze nic się nie wydarzyło.
log-end = Gra została zakończona.
log-import = Grę zaimportowano.
log-join = Zajęto miejsce przy stole.
log-leave = Zwolniono miejsce przy stole.
log-link = Wymieniono link do strony gry (moderator).
log-remove = Usunięto gracza.
log-replace = Miejsce przy stole przejął ktoś inny.
log-reset = Grę rozpoczęto od nowa.
log-rollback = Grę cofnięto (moderator).
log-skip = Pominięto turę.
log-start = Gra się zaczęła.
log-timeout = Minął termin tury.
off = nie
on = tak
reset-ask = To zaczyna grę od nowa: wszystkie dotychczasowe ruchy przepadną. Na pewno?
reset-confirm = Zacznij od nowa
settings-now = Rola moderatora: { $role } · domyślny termin tury: { $hours } h · wiadomości publiczne: { $language }
stale_button = Ten przycisk należy do gry, która się skończyła lub została zastąpiona. Użyj /gra stan.
away-when = Podaj, na ile godzin (godziny:) albo do kiedy (do: 2026-12-24 18:00, UTC).
status-away = Za te osoby gra komputer: { $who }.
board-away = nieobecność do { $at }
status-finished = Zakończona
status-game_line = { $status } · { $game }
status-lobby = Czekamy na graczy
status-round = Runda { $round } · { $phase }
status-running = W grze
status-seats = Gracze: { $seats }
status-waiting = Czekamy na { $user }
servers_only = Gry toczą się na serwerach: użyj tego polecenia na kanale serwera, nie w wiadomości prywatnej.
# Panel tury i bogatsze wezwanie do tury (issue 12)
outbox-refused = Nie mogę pisać na tym kanale: brakuje mi tu { $count ->
        [one] uprawnienia { $perms }
       *[other] uprawnień { $perms }
    }. Twój ruch jest zapisany; wiadomości i wezwanie następnego gracza wyjdą, gdy tylko moderator to naprawi.
outbox-gone = Nie mam już dostępu do tego kanału (usunięty albo ukryty przede mną). Twój ruch jest zapisany; wiadomości poczekają, aż znów będę mógł tu pisać.
outbox-delayed = Discord chwilowo nie przyjmuje wiadomości. Twój ruch jest zapisany; wiadomości wyjdą wkrótce.
outbox-pending = { $count ->
        [one] Na wysłanie na tym kanale czeka jedna wiadomość.
        [few] Na wysłanie na tym kanale czekają { $count } wiadomości.
       *[many] Na wysłanie na tym kanale czeka { $count } wiadomości.
    }
outbox-blocked = Brakuje mi na tym kanale { $count ->
        [one] uprawnienia { $perms }
       *[other] uprawnień { $perms }
    }.
perm-view_channel = Wyświetlanie kanału
perm-send_messages = Wysyłanie wiadomości
perm-attach_files = Załączanie plików
settings-alerts = Alerty dla moderatorów: { $where }
settings-alerts_role = w kanale gry, z oznaczeniem { $role }
owner-alert_hint = Dostajesz to jako właściciel serwera { $server }, bo nie ustawiono tam kanału moderatorów ani roli moderatora. Kanał na te alerty wybierzesz poleceniem `/mod ustawienia` z opcją `kanał_alertów`.
outbox-owner_refused = Alerty dla moderatorów nie docierają do właściciela serwera: ma zamknięte wiadomości prywatne. Wybierz kanał moderatorów: `/mod ustawienia` z opcją `kanał_alertów`.
settings-alerts_owner = w wiadomości prywatnej do właściciela serwera (wybierz kanał moderatorów albo rolę moderatora)
cp-choose_menu = Wybierz
cp-waiting = { $reason }
cp-refresh = Odśwież
cp-open = Twój ruch
cp-stale = Gra poszła naprzód, odkąd narysowano ten panel; oto jak wygląda teraz.
cp-done = Zrobione.
cp-status = Gotowe: { $ready } z { $total } · czekamy na: { $names }
cp-nothing = Teraz nie ma nic do zrobienia.
help = **Jak tu grać**
    • Gry prowadzone przez bota: { $games }. `{ $cmd_game_new }` otwiera stół w tym kanale (z wyborem gry), `{ $cmd_game_join }` sadza cię przy nim, gospodarz wydaje `{ $cmd_game_start }`.
    • Gdy gra trwa, `{ $cmd_turn }` otwiera twój prywatny panel: twoja sytuacja i przycisk do wszystkiego, co możesz zrobić. Wtedy `{ $cmd_help }` objaśnia tę grę.
    • `{ $cmd_hand }` pokazuje twoje prywatne informacje, `{ $cmd_board }` planszę, `{ $cmd_log }` ostatnie ruchy, `{ $cmd_rules }` objaśnia zasadę.
rules-none = Żadna zasada nie pasuje do „{ $query }”.
other_game = Na tym kanale toczy się gra { $game }; { $command } to polecenie gry { $own }. Tutaj ruchy wykonuje się przez { $cmd_turn } (a { $cmd_help } wyjaśnia, jak grać w tę grę).
no_board = Ta gra nie ma planszy do pokazania; { $cmd_game_status } mówi, na jakim jest etapie.
cp-title = { $colour } · { $game }
unknown_component = Ten przycisk już nie działa: pochodzi ze starszej wersji bota albo nie jest przyciskiem bota. { $cmd_turn } otwiera bieżący panel.
settings-every_move = Nowe stoły publikują { $live ->
    [yes] każdy ruch na bieżąco
   *[no] jedną wiadomość na turę
}.
settings-deadline_computer = Po upływie terminu { $computer ->
    [yes] turę nieobecnej osoby rozgrywa komputer
   *[no] tura nieobecnej osoby przepada (pas)
}.

games-none = Nie masz żadnej gry w toku na serwerach, które dzielisz z botem. { $cmd_game_new } otwiera grę na kanale.
games-title = Twoje gry ({ $count }):
games-line = **{ $server }** · { $link } · { $line }
games-deadline = termin { $deadline }
notify-where = „Twój ruch” dociera do ciebie { $where ->
    [dm] wiadomością prywatną
    [both] oznaczeniem na kanale gry i wiadomością prywatną
   *[channel] oznaczeniem na kanale gry
}.
notify-next = „Zaraz twoja kolej” (gdy zaczyna osoba przed tobą): { $next ->
    [yes] włączone
   *[no] wyłączone
}.
notify-quiet = Godziny ciszy: { $from }–{ $to } ({ $zone }); wiadomości prywatne czekają do ich końca, terminy się nie zmieniają.
notify-quiet_off = Godziny ciszy: brak ({ $zone }).
notify-game = W tej grze: „twój ruch” { $where ->
    [dm] wiadomością prywatną
    [both] oznaczeniem i wiadomością prywatną
    [channel] oznaczeniem na kanale
   *[general] jak ogólnie
}; „zaraz twoja kolej” { $next ->
    [yes] włączone
    [no] wyłączone
   *[general] jak ogólnie
}.
notify-dm_closed = Twoje wiadomości prywatne są zamknięte dla bota, więc o twoich turach informuje oznaczenie na kanale, dopóki czegoś tu nie zmienisz.
notify-changed = Zapisano.
notify-dm_only_here = „Tylko ta gra” działa na kanale gry; tutaj niczego nie zmienia.
dm-turn = Twój ruch w grze { $game } na serwerze **{ $server }**, { $link }.
dm-turn_deadline = Twój ruch w grze { $game } na serwerze **{ $server }**, { $link }. Termin: { $deadline }.
dm-next = Zaraz twoja kolej w grze { $game } na serwerze **{ $server }**, { $link }: osoba przed tobą właśnie zaczęła.
dm-reminder = Przypomnienie: twój ruch w grze { $game } na serwerze **{ $server }**, { $link }; termin mija { $deadline }.
dm-closed_told = Bot nie mógł wysłać ci wiadomości prywatnej (są zamknięte), więc o twoich turach informują oznaczenia na kanale. Otwórz wiadomości prywatne od członków tego serwera i wybierz ustawienia ponownie przez { $cmd_notify }, aby je dostawać.
web-game = Podgląd, powtórka i historia w przeglądarce: <{ $url }>
web-final = Cała gra krok po kroku, ze wszystkimi odkrytymi kartami: <{ $url }>
web-server = Gry i statystyki tego serwera: <{ $url }>
web-none = Ten bot nie udostępnia stron w przeglądarce (można je włączyć ustawieniem WEB_PORT).
web-new = Strona ma nowy link; poprzedni już nie działa: <{ $url }>
game_not_offered = Tej gry nie da się tu jeszcze otworzyć na Discordzie (potrzebne są dane gry, których jeszcze nie zainstalowano); można w nią zagrać przy stole w konsoli.
