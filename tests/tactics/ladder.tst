# Tesuji tactical suite: ladders.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]` means
# any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --test tactics`, tools/regress.py, or any regression tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Komi is set per case so that the side to
# move wins only with the right answer (checked with GNU Go's score estimate and genmove).

# Ladder, both ways work: Black to play.
# White's G5 has two liberties; either atari starts a ladder that runs into the edge or
# Black's wall, so both capture.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 O O O O O O O O O O O O O
#  9 X X X X X X X X X X X X X
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . X . . . . . .
#  5 . . . . . X O . . . . . .
#  4 . . . . . . . X . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b A9
play b B9
play b C9
play b D9
play b E9
play b F9
play b G9
play b H9
play b J9
play b K9
play b L9
play b M9
play b N9
play b G6
play b F5
play b H4
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w J10
play w K10
play w L10
play w M10
play w N10
play w G5
komi 45.5
10 reg_genmove black
#? [H5|G4]*

# Ladder, both ways work (mirrored): Black to play.
# White's G5 has two liberties; either atari starts a ladder that runs into the edge or
# Black's wall, so both capture.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 O O O O O O O O O O O O O
#  9 X X X X X X X X X X X X X
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . X . . . . . .
#  5 . . . . . . O X . . . . .
#  4 . . . . . X . . . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b A9
play b B9
play b C9
play b D9
play b E9
play b F9
play b G9
play b H9
play b J9
play b K9
play b L9
play b M9
play b N9
play b G6
play b H5
play b F4
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w J10
play w K10
play w L10
play w M10
play w N10
play w G5
komi 45.5
20 reg_genmove black
#? [F5|G4]*

# Ladder, both ways work (colours swapped): White to play.
# White's G5 has two liberties; either atari starts a ladder that runs into the edge or
# Black's wall, so both capture.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 . . . . . . . O . . . . .
#  9 . . . . . O X . . . . . .
#  8 . . . . . . O . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . .
#  5 O O O O O O O O O O O O O
#  4 X X X X X X X X X X X X X
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play b K4
play b L4
play b M4
play b N4
play w H10
play w F9
play w G8
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w K5
play w L5
play w M5
play w N5
play b G9
komi -45.5
30 reg_genmove white
#? [H9|G10]*

# Ladder, both ways work (rotated): Black to play.
# White's G5 has two liberties; either atari starts a ladder that runs into the edge or
# Black's wall, so both capture.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J K L M N
# 13 . . . . . . . . X O . . .
# 12 . . . . . . . . X O . . .
# 11 . . . . . . . . X O . . .
# 10 . . . . . . . . X O . . .
#  9 . . . . . . . . X O . . .
#  8 . . . . X . . . X O . . .
#  7 . . . . O X . . X O . . .
#  6 . . . X . . . . X O . . .
#  5 . . . . . . . . X O . . .
#  4 . . . . . . . . X O . . .
#  3 . . . . . . . . X O . . .
#  2 . . . . . . . . X O . . .
#  1 . . . . . . . . X O . . .
boardsize 13
clear_board
play b J13
play b J12
play b J11
play b J10
play b J9
play b E8
play b J8
play b F7
play b J7
play b D6
play b J6
play b J5
play b J4
play b J3
play b J2
play b J1
play w K13
play w K12
play w K11
play w K10
play w K9
play w K8
play w K7
play w K6
play w K5
play w K4
play w K3
play w K2
play w K1
play w E7
komi 38.5
40 reg_genmove black
#? [E6|D7]*

# Working ladder: do not run: White to play.
# Black's H5 is atari and the ladder towards the lower left works: G4 only loses more stones.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 O O O O O O O O O O O O O
#  9 X X X X X X X X X X X X X
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . X . . . . . .
#  5 . . . . . X O X . . . . .
#  4 . . . . . . . X . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b A9
play b B9
play b C9
play b D9
play b E9
play b F9
play b G9
play b H9
play b J9
play b K9
play b L9
play b M9
play b N9
play b G6
play b F5
play b H4
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w J10
play w K10
play w L10
play w M10
play w N10
play w G5
play b H5
komi 53.5
50 reg_genmove white
#? [!G4]

# Working ladder: do not run (mirrored): White to play.
# Black's H5 is atari and the ladder towards the lower left works: G4 only loses more stones.
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 O O O O O O O O O O O O O
#  9 X X X X X X X X X X X X X
#  8 . . . . . . . . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . X . . . . . .
#  5 . . . . . X O X . . . . .
#  4 . . . . . X . . . . . . .
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b A9
play b B9
play b C9
play b D9
play b E9
play b F9
play b G9
play b H9
play b J9
play b K9
play b L9
play b M9
play b N9
play b G6
play b H5
play b F4
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w J10
play w K10
play w L10
play w M10
play w N10
play w G5
play b F5
komi 53.5
60 reg_genmove white
#? [!G4]

# Working ladder: do not run (colours swapped): Black to play.
# Black's H5 is atari and the ladder towards the lower left works: G4 only loses more stones.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J K L M N
# 13 . . . . . . . . . . . . .
# 12 . . . . . . . . . . . . .
# 11 . . . . . . . . . . . . .
# 10 . . . . . . . O . . . . .
#  9 . . . . . O X O . . . . .
#  8 . . . . . . O . . . . . .
#  7 . . . . . . . . . . . . .
#  6 . . . . . . . . . . . . .
#  5 O O O O O O O O O O O O O
#  4 X X X X X X X X X X X X X
#  3 . . . . . . . . . . . . .
#  2 . . . . . . . . . . . . .
#  1 . . . . . . . . . . . . .
boardsize 13
clear_board
play b G9
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play b K4
play b L4
play b M4
play b N4
play w H10
play w F9
play w G8
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w K5
play w L5
play w M5
play w N5
play w H9
komi -53.5
70 reg_genmove black
#? [!G10]

# Working ladder: do not run (rotated): White to play.
# Black's H5 is atari and the ladder towards the lower left works: G4 only loses more stones.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J K L M N
# 13 . . . . . . . . X O . . .
# 12 . . . . . . . . X O . . .
# 11 . . . . . . . . X O . . .
# 10 . . . . . . . . X O . . .
#  9 . . . . . . . . X O . . .
#  8 . . . . X . . . X O . . .
#  7 . . . . O X . . X O . . .
#  6 . . . X X . . . X O . . .
#  5 . . . . . . . . X O . . .
#  4 . . . . . . . . X O . . .
#  3 . . . . . . . . X O . . .
#  2 . . . . . . . . X O . . .
#  1 . . . . . . . . X O . . .
boardsize 13
clear_board
play b J13
play b J12
play b J11
play b J10
play b J9
play b E8
play b J8
play b F7
play b J7
play b D6
play b J6
play b J5
play b J4
play b J3
play b J2
play b J1
play w K13
play w K12
play w K11
play w K10
play w K9
play w K8
play w E7
play w K7
play w K6
play w K5
play w K4
play w K3
play w K2
play w K1
play b E6
komi 53.5
80 reg_genmove white
#? [!D7]
