owes-pick = pick a character from their hand
owes-choose = answer a choice
