owes-action = wykonać akcję (zagranie, dobranie albo pas)
owes-refresh = odświeżyć rękę
owes-tiebreak = wystawić kartę w dogrywce albo zrezygnować
