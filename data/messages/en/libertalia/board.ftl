# Libertalia's board image: the labels only the picture uses (render/libertalia/).
# Character, loot and colour names come from the game's words (libertalia.ftl), not from here.

board-title = LIBERTALIA
board-voyage = Voyage { $voyage }/{ $voyages }
board-day = Day { $day }/{ $days }
board-dealt = Dealt this voyage
board-island = Island
board-island-empty = No characters on the island yet
board-loot-days = Loot of this voyage
board-day-short = Day { $day }
board-today = today
board-day-done = taken
board-reputation = Reputation
board-rep-low = low
board-rep-high = high
board-rep-start = doubloons at the start
board-ships = Ships and loot
board-coins = doubloons
board-score = score
board-hand = hand { $count }
board-graveyard = graveyard { $count }
board-picked = picked
board-choosing = choosing
board-ship-empty = Empty ship
board-loot-none = no loot
board-kept = kept
board-waiting = Waiting for
board-chooses = chooses
board-standings = Final standings
board-winner = winner
board-points = { $score } pts
board-rep-place = reputation { $position }
board-removed = left the game
