# Plansza Libertalii: napisy, których używa tylko obrazek (render/libertalia/).
# Nazwy postaci, łupów i kolorów pochodzą ze słów gry (libertalia.ftl), nie stąd.

board-title = LIBERTALIA
board-voyage = Rejs { $voyage }/{ $voyages }
board-day = Dzień { $day }/{ $days }
board-dealt = Rozdane w tym rejsie
board-island = Wyspa
board-island-empty = Na wyspie nie ma jeszcze postaci
board-loot-days = Łupy tego rejsu
board-day-short = Dzień { $day }
board-today = dziś
board-day-done = zabrane
board-reputation = Reputacja
board-rep-low = niska
board-rep-high = wysoka
board-rep-start = dublony na start
board-ships = Statki i łupy
board-coins = dublony
board-score = wynik
board-hand = ręka { $count }
board-graveyard = cmentarz { $count }
board-picked = wybór gotowy
board-choosing = wybiera
board-ship-empty = Pusty statek
board-loot-none = bez łupów
board-kept = zatrzymane
board-waiting = Czekamy na
board-chooses = wybiera
board-standings = Wyniki końcowe
board-winner = zwycięzca
board-points = { $score } pkt
board-rep-place = reputacja { $position }
board-removed = poza grą
