button-card = Zagraj kartę
button-end = Koniec tury
button-me = Moje karty i cel
button-undo = Cofnij
choice-buddies = Zamień miejscami: { $a } i { $b } ({ $source })
choice-change = Zamień rozkazy { $a } i { $b } na torze
choice-drops = Harcerz { $scout }: leżące tu zrzuty
choice-give = Listy { $letters }: harcerz { $a } → harcerz { $b }
choice-letters = Harcerz { $scout }: leżące tu listy
choice-order = Harcerz { $scout }: { $order }
choice-squad = Oddział powstańczy ({ $source })
choose = Wybierz…
confirm = Tak, zrób to
confirm_undo = Cofnąć to wszystko?
done = Gotowe.
end_with_mp = Zostało ci { $mp } PR. Mimo to zakończyć turę?
export-ready = Oto eksport.
hand-cards = Karty na ręce: { $cards }
hand-goal = Cel tajny: { $goal }
hand-letters = listy { $letters }
hand-prison = w więzieniu
hand-title = **Twoje tajne informacje** ({ $colour })
hand-tokens = Żetony zrzutów: { $tokens }
hand-turn = Twoja tura: karta { $card }, zostało { $mp } PR.
hand-turn_no_card = Twoja tura: najpierw zagraj kartę (/zagraj).
help = **Jak tu grać**
    • `/gra nowa` otwiera stół w tym kanale, `/gra dolacz` sadza cię przy nim, gospodarz wydaje `/gra start`.
    • W swojej turze: `/zagraj` kartę, potem `/ruch` harcerzami (1 PR za krok), `/podnies` rozkazy, zrzuty lub listy; są też `/zeton`, `/akcja`, `/sygnal`, `/listy`; `/cofnij` cofa, `/koniec` kończy turę. Przyciski pod wezwaniem do tury robią to samo.
    • `/reka` pokazuje tylko tobie twoje karty, żetony i cel tajny, w każdej chwili. `/plansza` pokazuje planszę, `/dziennik` ostatnie ruchy, `/zasady B-5.4` albo `/zasady granat` objaśnia zasadę.
    • Gospodarz może też pominąć turę nieobecnego gracza (`/gra pomin`) i porzucić stół (`/gra porzuc`).
    • Moderatorzy: `/mod cofnij_faze`, `/mod pomin`, `/mod zastap`, `/mod usun`, `/mod termin`, `/mod koniec`, `/mod reset`, `/mod eksport`, `/mod ustawienia`.
import-too_big = Ten plik jest za duży, by był eksportem gry.
internal_error = Coś poszło nie tak po naszej stronie; nic nie zostało zmienione. Spróbuj za chwilę.
log-action = Wykonano ruch.
log-create = Otwarto stół.
log-deadline = Zmieniono termin tury.
log-empty = Jeszcze nic się nie wydarzyło.
log-end = Gra została zakończona.
log-import = Grę zaimportowano.
log-join = Gracz usiadł do stołu.
log-leave = Gracz odszedł od stołu.
log-remove = Usunięto gracza.
log-replace = Miejsce przy stole przejął ktoś inny.
log-reset = Grę rozpoczęto od nowa.
log-rollback = Moderator cofnął grę.
log-skip = Pominięto turę.
log-start = Gra się zaczęła.
log-timeout = Minął termin tury.
moderators_only = Tylko moderatorzy mogą to zrobić.
mp = PR
no_card_now = Teraz nie ma karty do zagrania.
no_permission = Nie możesz tu użyć tego polecenia.
off = nie
on = tak
pick_card = Którą kartę?
reset-ask = To zaczyna grę od nowa: wszystkie dotychczasowe ruchy przepadną. Na pewno?
reset-confirm = Zacznij od nowa
rules-none = Żadna zasada nie pasuje do „{ $query }”. Spróbuj numeru, np. B-5.4, albo słowa, np. granat.
score-row = { $mark }{ $colour }: **{ $total }** pkt (rozkazy { $orders }, zrzuty { $tokens }, listy { $letters }, cel { $goal })
score-title = **Wyniki końcowe** ({ $outcome })
settings-now = Rola moderatora: { $role } · domyślny termin tury: { $hours } h · wiadomości publiczne: { $language }
stale_button = Ten przycisk należy do gry, która się skończyła lub została zastąpiona. Użyj /gra stan.
status-finished = Zakończona
status-line = { $status } · { $variant } · Liberator: { $liberator } · Poczta Polowa: { $mail }
status-game_line = { $status } · { $game }
status-lobby = Czekamy na graczy
status-round = Runda { $round } · { $phase }
status-round_of = Dzień { $round } gry · { $phase }
status-voyage_day = Rejs { $voyage } z { $voyages }, dzień { $day } z { $days } · { $phase }
status-running = W grze
status-seats = Gracze: { $seats }
status-waiting = Czekamy na { $user }
unknown_space = Nie ma pola o nazwie „{ $space }”.
via = przez
servers_only = Gry toczą się na serwerach: użyj tego polecenia na kanale serwera, nie w wiadomości prywatnej.
# Panel tury i bogatsze wezwanie do tury (issue 12)
button-turn = Moja tura
panel-title = **Twoja tura** ({ $colour }) · runda { $round }
panel-not_yours = **Twój panel** ({ $colour }): { $reason }
panel-card = Zagrana karta: { $card } · zostało { $mp } PR
panel-no_card = Nie zagrano jeszcze karty: wybierz ją poniżej.
panel-hand = Na ręce: { $cards }
panel-tokens = Żetony zrzutu: { $tokens }
panel-scout = • { $scout }: { $space }
panel-prison = w więzieniu
panel-carries = niesie { $what }
panel-here = tutaj: { $what }
panel-here-order = { $order } do podjęcia
panel-here-drops = { $count ->
        [one] jeden żeton zrzutu
        [few] { $count } żetony zrzutu
       *[many] { $count } żetonów zrzutu
    }
panel-here-letters = { $count ->
        [one] jeden list
        [few] { $count } listy
       *[many] { $count } listów
    }
panel-deploy = Ustaw harcerza nr { $number }: wybierz wolne pole.
panel-previous = ◀ Poprzednie
panel-next = Następne ▶
panel-back = Wróć
panel-end = Zakończ turę
panel-undo = Cofnij
panel-refresh = Odśwież
panel-confirm-end_turn = Mimo to zakończ turę
panel-confirm-undo = Tak, cofnij
panel-move = Przesuń harcerza nr { $number } na…
panel-menu-o = Inne akcje…
panel-menu-d = Gdzie go ustawić…
panel-stale = Ten panel był nieaktualny (gra poszła dalej); tak wygląda sytuacja teraz.
panel-undo_ask = Cofnięcie odwoła: { $what }. Na pewno?
panel-done = Twoja tura się skończyła.
ping-cards = { $count ->
        [one] jedna karta na ręce
        [few] { $count } karty na ręce
       *[many] { $count } kart na ręce
    }
ping-urgent = ⚠ Ostatnia runda: { $orders }
ping-fail-tank = { $order } (niewykonany: czołg)
ping-fail-falls = { $order } (niewykonany: dzielnica upada)
ping-fail-defeat = { $order } (niewykonany: klęska wszystkich)
ping-fail-defeat_all = { $order } (jeśli wszystkie zawiodą: klęska wszystkich)
space-which = O które pole chodzi: { $candidates }?
space-or = czy
space-suggest = Nie ma pola o nazwie „{ $space }”. Czy chodziło o pole { $suggestion }?
choose_suggestion = Wybierz jedną z podpowiedzi z listy.
card_first = Najpierw zagraj kartę ruchu (/zagraj); potem to polecenie pokaże, co możesz zrobić.
deploy_first = Najpierw rozstaw harcerzy (/rozstaw); reszta przyjdzie, gdy gra będzie gotowa.
nothing_of_that_kind = Teraz nie możesz zrobić nic takiego.
hand-not_placed = jeszcze poza planszą
panel-play = Zagraj { $card }
panel-signal = Sygnał świetlny → { $space }
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
owner-alert_hint = Dostajesz to jako właściciel serwera { $server }, bo nie ustawiono tam kanału moderatorów ani roli moderatora. Kanał na te alerty wybierzesz poleceniem `/mod ustawienia` z opcją `kanal_alertow`.
outbox-owner_refused = Alerty dla moderatorów nie docierają do właściciela serwera: ma zamknięte wiadomości prywatne. Wybierz kanał moderatorów: `/mod ustawienia` z opcją `kanal_alertow`.
settings-alerts_owner = w wiadomości prywatnej do właściciela serwera (wybierz kanał moderatorów albo rolę moderatora)
game-mali = Mali Powstańcy
game-libertalia = Libertalia: Wiatry Galecrest
cp-title = { $colour } · rejs { $voyage }, dzień { $day } z { $days } · { $phase }
cp-purse = Dublony: { $coins } · wynik: { $score }
cp-hand = Twoja ręka: { $cards }
cp-pick = Wybierz postać na dziś (tajną, dopóki wszyscy nie wybiorą).
cp-picked = Twój wybór: { $card }. Możesz go zmienić, dopóki ostatni gracz nie wybierze.
cp-pick_menu = Twoja ręka: wybierz postać
cp-choose_menu = Wybierz
cp-waiting = { $reason }
cp-refresh = Odśwież
cp-open = Twój ruch
cp-stale = Gra poszła naprzód, odkąd narysowano ten panel; oto jak wygląda teraz.
cp-done = Zrobione.
cp-nothing = Teraz nie ma nic do zrobienia.
cp-graveyard = Twoje odrzucone postacie: { $cards }
log-secret_pick = { $colour }: wybrana karta (tajna do odkrycia).
cp-ping-pick = Wybierz w tajemnicy dzisiejszą postać: stuknij *Twój ruch* (możesz zmienić wybór do ostatniego wyboru).
cp-ping-choose = Czeka na ciebie wybór: stuknij *Twój ruch*.
