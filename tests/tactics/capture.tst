# Tesuji tactical suite: captures and escapes from atari.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]` means
# any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --test tactics`, tools/regress.py, or any regression tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Komi is set per case so that the side to
# move wins only with the right answer (checked with GNU Go's score estimate and genmove).

# Capture to make the second eye: White to play.
# Black's G1 is in atari: capturing it at H1 leaves White eyes at G1 and J1. J1 instead lets
# Black capture everything at H1.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X X X X
#  2 . . . . X O O O O
#  1 . . . . X O X . .
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
play b G1
komi -17.5
10 reg_genmove white
#? [H1]

# Capture to make the second eye (mirrored): White to play.
# Black's G1 is in atari: capturing it at H1 leaves White eyes at G1 and J1. J1 instead lets
# Black capture everything at H1.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . . X O X . . . .
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
play b C1
komi -17.5
20 reg_genmove white
#? [B1]

# Capture to make the second eye (colours swapped): Black to play.
# Black's G1 is in atari: capturing it at H1 leaves White eyes at G1 and J1. J1 instead lets
# Black capture everything at H1.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X O . .
#  8 . . . . O X X X X
#  7 . . . . O O O O O
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F9
play b F8
play b G8
play b H8
play b J8
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w E9
play w E8
play w E7
play w F7
play w G7
play w H7
play w J7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w G9
komi 16.5
30 reg_genmove black
#? [H9]

# Capture to make the second eye (rotated): White to play.
# Black's G1 is in atari: capturing it at H1 leaves White eyes at G1 and J1. J1 instead lets
# Black capture everything at H1.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O X X O . . . .
#  3 X O X X O . . . .
#  2 . O X X O . . . .
#  1 . O X X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b D6
play b A5
play b B5
play b C5
play b D5
play b C4
play b D4
play b C3
play b D3
play b C2
play b D2
play b C1
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w A4
play w B4
play w E4
play w B3
play w E3
play w B2
play w E2
play w B1
play w E1
play b A3
komi -17.5
40 reg_genmove white
#? [A2]

# Connect out of atari: White to play.
# Black's E2 put D1-D2 in atari; E1 connects them to White's living group.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X O O O O
#  2 . . X O X O . O .
#  1 . . X O . O . O .
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
play b D3
play b E3
play b C2
play b C1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w F3
play w G3
play w H3
play w J3
play w D2
play w F2
play w H2
play w D1
play w F1
play w H1
play b E2
komi -35.5
50 reg_genmove white
#? [E1]

# Connect out of atari (mirrored): White to play.
# Black's E2 put D1-D2 in atari; E1 connects them to White's living group.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O O X X . . .
#  2 . O . O X O X . .
#  1 . O . O . O X . .
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
play b G2
play b G1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A3
play w B3
play w C3
play w D3
play w B2
play w D2
play w F2
play w B1
play w D1
play w F1
play b E2
komi -35.5
60 reg_genmove white
#? [E1]

# Connect out of atari (colours swapped): Black to play.
# Black's E2 put D1-D2 in atari; E1 connects them to White's living group.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . O X . X . X .
#  8 . . O X O X . X .
#  7 . . . O O X X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b D9
play b F9
play b H9
play b D8
play b F8
play b H8
play b F7
play b G7
play b H7
play b J7
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w C8
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
play w E8
komi 36.5
70 reg_genmove black
#? [E9]

# Connect out of atari (rotated): White to play.
# Black's E2 put D1-D2 in atari; E1 connects them to White's living group.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 X X . X O . . . .
#  6 O O X X O . . . .
#  5 . X X X O . . . .
#  4 O O O X O . . . .
#  3 . . O X O . . . .
#  2 O O O X O . . . .
#  1 . . O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b A7
play b B7
play b D7
play b C6
play b D6
play b C5
play b D5
play b D4
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w A6
play w B6
play w E6
play w E5
play w A4
play w B4
play w C4
play w E4
play w C3
play w E3
play w A2
play w B2
play w C2
play w E2
play w C1
play w E1
play b B5
komi -35.5
80 reg_genmove white
#? [A5]

# Capture the cut-off stones: Black to play.
# White's D1-D2 are in atari with E1 their only liberty: take them before they connect.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X O O O O
#  2 . . X O X O . O .
#  1 . . X O . O . O .
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
play b D3
play b E3
play b C2
play b E2
play b C1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w F3
play w G3
play w H3
play w J3
play w D2
play w F2
play w H2
play w F1
play w H1
play w D1
komi -46.5
90 reg_genmove black
#? [E1]*

# Capture the cut-off stones (mirrored): Black to play.
# White's D1-D2 are in atari with E1 their only liberty: take them before they connect.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O O X X . . .
#  2 . O . O X O X . .
#  1 . O . O . O X . .
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
play b E2
play b G2
play b G1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A3
play w B3
play w C3
play w D3
play w B2
play w D2
play w F2
play w B1
play w D1
play w F1
komi -46.5
100 reg_genmove black
#? [E1]*

# Capture the cut-off stones (colours swapped): White to play.
# White's D1-D2 are in atari with E1 their only liberty: take them before they connect.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . O X . X . X .
#  8 . . O X O X . X .
#  7 . . . O O X X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F9
play b H9
play b D8
play b F8
play b H8
play b F7
play b G7
play b H7
play b J7
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w C8
play w E8
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
komi 46.5
110 reg_genmove white
#? [E9]*

# Capture the cut-off stones (rotated): Black to play.
# White's D1-D2 are in atari with E1 their only liberty: take them before they connect.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 X X . X O . . . .
#  6 O O X X O . . . .
#  5 . X X X O . . . .
#  4 O O O X O . . . .
#  3 . . O X O . . . .
#  2 O O O X O . . . .
#  1 . . O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b A7
play b B7
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
play w E9
play w E8
play w E7
play w B6
play w E6
play w E5
play w A4
play w B4
play w C4
play w E4
play w C3
play w E3
play w A2
play w B2
play w C2
play w E2
play w C1
play w E1
play w A6
komi -46.5
120 reg_genmove black
#? [A5]
