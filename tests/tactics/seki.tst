# Tesuji tactical suite: seki. Neither side may fill a shared liberty.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]` means
# any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --test tactics`, tools/regress.py, or any regression tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Komi is set per case so that the side to
# move wins only with the right answer (checked with GNU Go's score estimate and genmove).

# Seki, two shared liberties: Black to play.
# White A2-F2 and Black B1-D1 share A1 and E1 and have no others: whoever fills one is captured.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 X X X X X X X . .
#  2 O O O O O O X . .
#  1 . X X X . O X . .
boardsize 9
clear_board
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b G2
play b B1
play b C1
play b D1
play b G1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A2
play w B2
play w C2
play w D2
play w E2
play w F2
play w F1
komi -7.5
10 reg_genmove black
#? [!A1|E1]

# Seki, two shared liberties (mirrored): Black to play.
# White A2-F2 and Black B1-D1 share A1 and E1 and have no others: whoever fills one is captured.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . X X X X X X X
#  2 . . X O O O O O O
#  1 . . X O . X X X .
boardsize 9
clear_board
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play b C2
play b C1
play b F1
play b G1
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w D1
komi -7.5
20 reg_genmove black
#? [!J1|E1]

# Seki, two shared liberties (colours swapped): White to play.
# White A2-F2 and Black B1-D1 share A1 and E1 and have no others: whoever fills one is captured.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . O O O . X O . .
#  8 X X X X X X O . .
#  7 O O O O O O O . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w C9
play w D9
play w G9
play w G8
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play b F9
komi 7.5
30 reg_genmove white
#? [!A9|E9]

# Seki, two shared liberties (rotated): Black to play.
# White A2-F2 and Black B1-D1 share A1 and E1 and have no others: whoever fills one is captured.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . O X . X O . . .
#  8 X O X . X O . . .
#  7 X O X . X O . . .
#  6 X O X . X O . . .
#  5 . O X . X O . . .
#  4 O O X . X O . . .
#  3 X X X . X O . . .
#  2 . . . . X O . . .
#  1 . . . . X O . . .
boardsize 9
clear_board
play b C9
play b E9
play b A8
play b C8
play b E8
play b A7
play b C7
play b E7
play b A6
play b C6
play b E6
play b C5
play b E5
play b C4
play b E4
play b A3
play b B3
play b C3
play b E3
play b E2
play b E1
play w B9
play w F9
play w B8
play w F8
play w B7
play w F7
play w B6
play w F6
play w B5
play w F5
play w B4
play w F4
play w F3
play w F2
play w F1
play w A4
komi -7.5
40 reg_genmove black
#? [!A9|A5]

# Seki, two shared liberties: White to play.
# Filling A1 or E1 puts White's eight stones in atari.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 X X X X X X X . .
#  2 O O O O O O X . .
#  1 . X X X . O X . .
boardsize 9
clear_board
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b G2
play b B1
play b C1
play b D1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A2
play w B2
play w C2
play w D2
play w E2
play w F2
play w F1
play b G1
komi -6.5
50 reg_genmove white
#? [!A1|E1]

# Seki, two shared liberties (mirrored): White to play.
# Filling A1 or E1 puts White's eight stones in atari.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . X X X X X X X
#  2 . . X O O O O O O
#  1 . . X O . X X X .
boardsize 9
clear_board
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play b C2
play b F1
play b G1
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w D1
play b C1
komi -6.5
60 reg_genmove white
#? [!J1|E1]

# Seki, two shared liberties (colours swapped): Black to play.
# Filling A1 or E1 puts White's eight stones in atari.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . O O O . X O . .
#  8 X X X X X X O . .
#  7 O O O O O O O . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F9
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w C9
play w D9
play w G8
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w G9
komi 6.5
70 reg_genmove black
#? [!A9|E9]

# Seki, two shared liberties (rotated): White to play.
# Filling A1 or E1 puts White's eight stones in atari.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . O X . X O . . .
#  8 X O X . X O . . .
#  7 X O X . X O . . .
#  6 X O X . X O . . .
#  5 . O X . X O . . .
#  4 O O X . X O . . .
#  3 X X X . X O . . .
#  2 . . . . X O . . .
#  1 . . . . X O . . .
boardsize 9
clear_board
play b C9
play b E9
play b A8
play b C8
play b E8
play b A7
play b C7
play b E7
play b A6
play b C6
play b E6
play b C5
play b E5
play b C4
play b E4
play b B3
play b C3
play b E3
play b E2
play b E1
play w B9
play w F9
play w B8
play w F8
play w B7
play w F7
play w B6
play w F6
play w B5
play w F5
play w A4
play w B4
play w F4
play w F3
play w F2
play w F1
play b A3
komi -6.5
80 reg_genmove white
#? [!A9|A5]

# Seki in the corner, one inside stone: Black to play.
# White A2-D2-D1 and Black B1 share A1 and C1: filling either is self-atari.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . X . O X . . . .
boardsize 9
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
play b A3
play b B3
play b C3
play b D3
play b E3
play b E2
play b B1
play b E1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A2
play w B2
play w C2
play w D2
play w D1
komi -21.5
90 reg_genmove black
#? [!A1|C1]

# Seki in the corner, one inside stone (mirrored): Black to play.
# White A2-D2-D1 and Black B1 share A1 and C1: filling either is self-atari.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X X X X
#  2 . . . . X O O O O
#  1 . . . . X O . X .
boardsize 9
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
play b E3
play b F3
play b G3
play b H3
play b J3
play b E2
play b E1
play b H1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w F2
play w G2
play w H2
play w J2
play w F1
komi -21.5
100 reg_genmove black
#? [!J1|G1]

# Seki in the corner, one inside stone (colours swapped): White to play.
# White A2-D2-D1 and Black B1 share A1 and C1: filling either is self-atari.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . O . X O . . . .
#  8 X X X X O . . . .
#  7 O O O O O . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A8
play b B8
play b C8
play b D8
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w B9
play w E9
play w E8
play w A7
play w B7
play w C7
play w D7
play w E7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play b D9
komi 21.5
110 reg_genmove white
#? [!A9|C9]

# Seki in the corner, one inside stone (rotated): Black to play.
# White A2-D2-D1 and Black B1 share A1 and C1: filling either is self-atari.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . O X X O . . . .
#  8 X O X X O . . . .
#  7 . O X X O . . . .
#  6 O O X X O . . . .
#  5 X X X X O . . . .
#  4 . . . X O . . . .
#  3 . . . X O . . . .
#  2 . . . X O . . . .
#  1 . . . X O . . . .
boardsize 9
clear_board
play b C9
play b D9
play b A8
play b C8
play b D8
play b C7
play b D7
play b C6
play b D6
play b A5
play b B5
play b C5
play b D5
play b D4
play b D3
play b D2
play b D1
play w B9
play w E9
play w B8
play w E8
play w B7
play w E7
play w B6
play w E6
play w E5
play w E4
play w E3
play w E2
play w E1
play w A6
komi -21.5
120 reg_genmove black
#? [!A9|A7]

# Seki in the corner, one inside stone: White to play.
# White filling A1 or C1 leaves its five stones one liberty.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . X . O X . . . .
boardsize 9
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
play b A3
play b B3
play b C3
play b D3
play b E3
play b E2
play b B1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A2
play w B2
play w C2
play w D2
play w D1
play b E1
komi -20.5
130 reg_genmove white
#? [!A1|C1]

# Seki in the corner, one inside stone (mirrored): White to play.
# White filling A1 or C1 leaves its five stones one liberty.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X X X X
#  2 . . . . X O O O O
#  1 . . . . X O . X .
boardsize 9
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
play b E3
play b F3
play b G3
play b H3
play b J3
play b E2
play b H1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w F2
play w G2
play w H2
play w J2
play w F1
play b E1
komi -20.5
140 reg_genmove white
#? [!J1|G1]

# Seki in the corner, one inside stone (colours swapped): Black to play.
# White filling A1 or C1 leaves its five stones one liberty.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . O . X O . . . .
#  8 X X X X O . . . .
#  7 O O O O O . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b D9
play b A8
play b B8
play b C8
play b D8
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w B9
play w E8
play w A7
play w B7
play w C7
play w D7
play w E7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w E9
komi 20.5
150 reg_genmove black
#? [!A9|C9]

# Seki in the corner, one inside stone (rotated): White to play.
# White filling A1 or C1 leaves its five stones one liberty.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . O X X O . . . .
#  8 X O X X O . . . .
#  7 . O X X O . . . .
#  6 O O X X O . . . .
#  5 X X X X O . . . .
#  4 . . . X O . . . .
#  3 . . . X O . . . .
#  2 . . . X O . . . .
#  1 . . . X O . . . .
boardsize 9
clear_board
play b C9
play b D9
play b A8
play b C8
play b D8
play b C7
play b D7
play b C6
play b D6
play b B5
play b C5
play b D5
play b D4
play b D3
play b D2
play b D1
play w B9
play w E9
play w B8
play w E8
play w B7
play w E7
play w A6
play w B6
play w E6
play w E5
play w E4
play w E3
play w E2
play w E1
play b A5
komi -20.5
160 reg_genmove white
#? [!A9|A7]
