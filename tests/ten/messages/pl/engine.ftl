over = Gra już się skończyła.
not_yours = To nie twoja kolej.
bad_step = Można dodać 1, 2 albo 3.
too_far = To przekracza dziesięć: najwyżej { $left }.
bad_action = To nie jest ruch tej gry.
