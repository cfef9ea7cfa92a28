owes-pick = wybrać postać z ręki
owes-choose = odpowiedzieć na wybór
