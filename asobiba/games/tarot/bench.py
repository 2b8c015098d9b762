"""``asobiba bench tarot``: OpenSpiel's nearest trick-taking game is Oh Hell at 4 players, 7 tricks."""

OPENSPIEL = "oh_hell(players=4,num_tricks_fixed=7)"
