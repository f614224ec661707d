# Tesuji tactical suite: nakade. Killing (and living in) three- to six-point eye spaces,
# and answering a placement in a bent four.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]` means
# any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --test tactics`, tools/regress.py, or any regression tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Komi is set per case so that the side to
# move wins only with the right answer (checked with GNU Go's score estimate and genmove).

# Straight three on the edge: Black to play.
# White's only eye space is G1-H1-J1: the middle point H1 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X X X X
#  2 . . . . X O O O O
#  1 . . . . X O . . .
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
komi -17.5
10 reg_genmove black
#? [H1]

# Straight three on the edge (mirrored): Black to play.
# White's only eye space is G1-H1-J1: the middle point H1 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . . . O X . . . .
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
komi -17.5
20 reg_genmove black
#? [B1]

# Straight three on the edge (colours swapped): White to play.
# White's only eye space is G1-H1-J1: the middle point H1 kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
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
play b F9
komi 16.5
30 reg_genmove white
#? [H9]

# Straight three on the edge (rotated): Black to play.
# White's only eye space is G1-H1-J1: the middle point H1 kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O X X O . . . .
#  3 . O X X O . . . .
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
play w B4
play w E4
play w B3
play w E3
play w B2
play w E2
play w B1
play w E1
play w A4
komi -17.5
40 reg_genmove black
#? [A2]

# Straight three on the edge: White to play.
# White makes two eyes with the middle point H1.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X X X X
#  2 . . . . X O O O O
#  1 . . . . X O . . .
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
play b J3
komi -17.5
50 reg_genmove white
#? [H1]

# Straight three on the edge (mirrored): White to play.
# White makes two eyes with the middle point H1.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . . . O X . . . .
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
play b A3
komi -17.5
60 reg_genmove white
#? [B1]

# Straight three on the edge (colours swapped): Black to play.
# White makes two eyes with the middle point H1.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
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
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w J7
komi 16.5
70 reg_genmove black
#? [H9]

# Straight three on the edge (rotated): White to play.
# White makes two eyes with the middle point H1.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O X X O . . . .
#  3 . O X X O . . . .
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
play b C1
komi -17.5
80 reg_genmove white
#? [A2]

# Bent three in the corner: Black to play.
# Eye space H1-J1-J2: the point touching both others, J1, kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . X X O O
#  2 . . . . . X O O .
#  1 . . . . . X O . .
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
play b F3
play b G3
play b F2
play b F1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w H3
play w J3
play w G2
play w H2
play w G1
komi -17.5
90 reg_genmove black
#? [J1]

# Bent three in the corner (mirrored): Black to play.
# Eye space H1-J1-J2: the point touching both others, J1, kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O X X . . . . .
#  2 . O O X . . . . .
#  1 . . O X . . . . .
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
play b C3
play b D3
play b D2
play b D1
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
play w B2
play w C2
play w C1
komi -17.5
100 reg_genmove black
#? [A1]

# Bent three in the corner (colours swapped): White to play.
# Eye space H1-J1-J2: the point touching both others, J1, kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . . O X . .
#  8 . . . . . O X X .
#  7 . . . . . O O X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b G8
play b H8
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
play w F9
play w F8
play w F7
play w G7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play b G9
komi 16.5
110 reg_genmove white
#? [J9]

# Bent three in the corner (rotated): Black to play.
# Eye space H1-J1-J2: the point touching both others, J1, kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 . . . X O . . . .
#  4 X X X X O . . . .
#  3 O O X X O . . . .
#  2 . O O X O . . . .
#  1 . . O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b D6
play b D5
play b A4
play b B4
play b C4
play b D4
play b C3
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w B3
play w E3
play w B2
play w C2
play w E2
play w C1
play w E1
play w A3
komi -17.5
120 reg_genmove black
#? [A1]

# Bent three in the corner: White to play.
# White lives with two eyes by playing J1 itself.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . X X O O
#  2 . . . . . X O O .
#  1 . . . . . X O . .
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
play b F3
play b G3
play b F2
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w H3
play w J3
play w G2
play w H2
play w G1
play b F1
komi -17.5
130 reg_genmove white
#? [J1]

# Bent three in the corner (mirrored): White to play.
# White lives with two eyes by playing J1 itself.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O X X . . . . .
#  2 . O O X . . . . .
#  1 . . O X . . . . .
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
play b C3
play b D3
play b D2
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
play w B2
play w C2
play w C1
play b D1
komi -17.5
140 reg_genmove white
#? [A1]

# Bent three in the corner (colours swapped): Black to play.
# White lives with two eyes by playing J1 itself.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . . O X . .
#  8 . . . . . O X X .
#  7 . . . . . O O X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b G9
play b G8
play b H8
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
play w F8
play w F7
play w G7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w F9
komi 16.5
150 reg_genmove black
#? [J9]

# Bent three in the corner (rotated): White to play.
# White lives with two eyes by playing J1 itself.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 . . . X O . . . .
#  4 X X X X O . . . .
#  3 O O X X O . . . .
#  2 . O O X O . . . .
#  1 . . O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b D6
play b D5
play b B4
play b C4
play b D4
play b C3
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w A3
play w B3
play w E3
play w B2
play w C2
play w E2
play w C1
play w E1
play b A4
komi -17.5
160 reg_genmove white
#? [A1]

# Pyramid four on the edge: Black to play.
# Eye space G1-H1-J1-H2: the centre H1 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X O O O
#  2 . . . . X O O . O
#  1 . . . . X O . . .
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
play w G3
play w H3
play w J3
play w F2
play w G2
play w J2
play w F1
komi -19.5
170 reg_genmove black
#? [H1]

# Pyramid four on the edge (mirrored): Black to play.
# Eye space G1-H1-J1-H2: the centre H1 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O X X . . . .
#  2 O . O O X . . . .
#  1 . . . O X . . . .
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
play w A3
play w B3
play w C3
play w A2
play w C2
play w D2
play w D1
komi -19.5
180 reg_genmove black
#? [B1]

# Pyramid four on the edge (colours swapped): White to play.
# Eye space G1-H1-J1-H2: the centre H1 kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X X . X
#  7 . . . . O O X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F8
play b G8
play b J8
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
play w E9
play w E8
play w E7
play w F7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play b F9
komi 20.5
190 reg_genmove white
#? [H9]

# Pyramid four on the edge (rotated): Black to play.
# Eye space G1-H1-J1-H2: the centre H1 kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O X X O . . . .
#  3 . O O X O . . . .
#  2 . . O X O . . . .
#  1 . O O X O . . . .
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
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w B4
play w E4
play w B3
play w C3
play w E3
play w C2
play w E2
play w B1
play w C1
play w E1
play w A4
komi -19.5
200 reg_genmove black
#? [A2]

# Pyramid four on the edge: White to play.
# The centre H1 gives White three eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X X O O O
#  2 . . . . X O O . O
#  1 . . . . X O . . .
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
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w G3
play w H3
play w J3
play w F2
play w G2
play w J2
play w F1
play b E1
komi -19.5
210 reg_genmove white
#? [H1]

# Pyramid four on the edge (mirrored): White to play.
# The centre H1 gives White three eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O X X . . . .
#  2 O . O O X . . . .
#  1 . . . O X . . . .
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
play b E2
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
play w A2
play w C2
play w D2
play w D1
play b E1
komi -19.5
220 reg_genmove white
#? [B1]

# Pyramid four on the edge (colours swapped): Black to play.
# The centre H1 gives White three eyes.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X X . X
#  7 . . . . O O X X X
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
play b J8
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
play w E8
play w E7
play w F7
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
230 reg_genmove black
#? [H9]

# Pyramid four on the edge (rotated): White to play.
# The centre H1 gives White three eyes.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O X X O . . . .
#  3 . O O X O . . . .
#  2 . . O X O . . . .
#  1 . O O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b D6
play b B5
play b C5
play b D5
play b C4
play b D4
play b D3
play b D2
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
play w C3
play w E3
play w C2
play w E2
play w B1
play w C1
play w E1
play b A5
komi -19.5
240 reg_genmove white
#? [A2]

# Bulky five in the corner: Black to play.
# Eye space G1-H1-J1-G2-H2: H1 touches three of the others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X O O O O
#  2 . . . . X O . . O
#  1 . . . . X O . . .
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
play w F3
play w G3
play w H3
play w J3
play w F2
play w J2
play w F1
komi -21.5
250 reg_genmove black
#? [H1]

# Bulky five in the corner (mirrored): Black to play.
# Eye space G1-H1-J1-G2-H2: H1 touches three of the others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O O X . . . .
#  2 O . . O X . . . .
#  1 . . . O X . . . .
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
play w A3
play w B3
play w C3
play w D3
play w A2
play w D2
play w D1
komi -21.5
260 reg_genmove black
#? [B1]

# Bulky five in the corner (colours swapped): White to play.
# Eye space G1-H1-J1-G2-H2: H1 touches three of the others and kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . X
#  7 . . . . O X X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F8
play b J8
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
play w E9
play w E8
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
play b F9
komi 20.5
270 reg_genmove white
#? [H9]

# Bulky five in the corner (rotated): Black to play.
# Eye space G1-H1-J1-G2-H2: H1 touches three of the others and kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O O X O . . . .
#  3 . . O X O . . . .
#  2 . . O X O . . . .
#  1 . O O X O . . . .
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
play b D4
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w B4
play w C4
play w E4
play w C3
play w E3
play w C2
play w E2
play w B1
play w C1
play w E1
play w A4
komi -21.5
280 reg_genmove black
#? [A2]

# Bulky five in the corner: White to play.
# White's H1 splits the space into J1 and a bent three: two eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . X O O O O
#  2 . . . . X O . . O
#  1 . . . . X O . . .
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
play b E2
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
play w F2
play w J2
play w F1
play b E1
komi -21.5
290 reg_genmove white
#? [H1]

# Bulky five in the corner (mirrored): White to play.
# White's H1 splits the space into J1 and a bent three: two eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O O X . . . .
#  2 O . . O X . . . .
#  1 . . . O X . . . .
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
play b E2
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
play w A2
play w D2
play w D1
play b E1
komi -21.5
300 reg_genmove white
#? [B1]

# Bulky five in the corner (colours swapped): Black to play.
# White's H1 splits the space into J1 and a bent three: two eyes.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . X
#  7 . . . . O X X X X
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
play b J8
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
play w E8
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
310 reg_genmove black
#? [H9]

# Bulky five in the corner (rotated): White to play.
# White's H1 splits the space into J1 and a bent three: two eyes.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 . . . X O . . . .
#  5 X X X X O . . . .
#  4 O O O X O . . . .
#  3 . . O X O . . . .
#  2 . . O X O . . . .
#  1 . O O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
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
play w E6
play w E5
play w A4
play w B4
play w C4
play w E4
play w C3
play w E3
play w C2
play w E2
play w B1
play w C1
play w E1
play b A5
komi -21.5
320 reg_genmove white
#? [A2]

# Rabbity six on the edge: Black to play.
# Eye space G1-F2-G2-H2-G3-H3: the centre G2 touches four of the others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . X X O O O O
#  3 . . . X O O . . O
#  2 . . . X O . . . O
#  1 . . . X O O . O O
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
play b D4
play b E4
play b D3
play b D2
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
play w F4
play w G4
play w H4
play w J4
play w E3
play w F3
play w J3
play w J2
play w E1
play w F1
play w H1
play w J1
play w E2
komi -9.5
330 reg_genmove black
#? [G2]

# Rabbity six on the edge (mirrored): Black to play.
# Eye space G1-F2-G2-H2-G3-H3: the centre G2 touches four of the others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 O O O O X X . . .
#  3 O . . O O X . . .
#  2 O . . . O X . . .
#  1 O O . O O X . . .
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
play b E4
play b F4
play b F3
play b F2
play b F1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A4
play w B4
play w C4
play w D4
play w A3
play w D3
play w E3
play w A2
play w A1
play w B1
play w D1
play w E1
play w E2
komi -9.5
340 reg_genmove black
#? [C2]

# Rabbity six on the edge (colours swapped): White to play.
# Eye space G1-F2-G2-H2-G3-H3: the centre G2 touches four of the others and kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X X . X X
#  8 . . . O X . . . X
#  7 . . . O X X . . X
#  6 . . . O O X X X X
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b F9
play b H9
play b J9
play b J8
play b E7
play b F7
play b J7
play b F6
play b G6
play b H6
play b J6
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w D9
play w D8
play w D7
play w D6
play w E6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play b E8
komi 10.5
350 reg_genmove white
#? [G8]

# Rabbity six on the edge (rotated): Black to play.
# Eye space G1-F2-G2-H2-G3-H3: the centre G2 touches four of the others and kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O . . .
#  7 . . . . X O . . .
#  6 X X X X X O . . .
#  5 O O O X X O . . .
#  4 O . O O X O . . .
#  3 . . . O X O . . .
#  2 O . . O X O . . .
#  1 O O O O X O . . .
boardsize 9
clear_board
play b E9
play b E8
play b E7
play b A6
play b B6
play b C6
play b D6
play b E6
play b D5
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w A5
play w C5
play w F5
play w A4
play w C4
play w D4
play w F4
play w D3
play w F3
play w A2
play w D2
play w F2
play w A1
play w B1
play w C1
play w D1
play w F1
play w B5
komi -9.5
360 reg_genmove black
#? [B3]

# Rabbity six on the edge: White to play.
# White's centre G2 leaves eyes at G1 and F2 (and a bent three): alive.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . X X O O O O
#  3 . . . X O O . . O
#  2 . . . X O . . . O
#  1 . . . X O O . O O
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
play b D4
play b E4
play b D3
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
play w F4
play w G4
play w H4
play w J4
play w E3
play w F3
play w J3
play w E2
play w J2
play w E1
play w F1
play w H1
play w J1
play b D2
komi -9.5
370 reg_genmove white
#? [G2]

# Rabbity six on the edge (mirrored): White to play.
# White's centre G2 leaves eyes at G1 and F2 (and a bent three): alive.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 O O O O X X . . .
#  3 O . . O O X . . .
#  2 O . . . O X . . .
#  1 O O . O O X . . .
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
play b E4
play b F4
play b F3
play b F1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A4
play w B4
play w C4
play w D4
play w A3
play w D3
play w E3
play w A2
play w E2
play w A1
play w B1
play w D1
play w E1
play b F2
komi -9.5
380 reg_genmove white
#? [C2]

# Rabbity six on the edge (colours swapped): Black to play.
# White's centre G2 leaves eyes at G1 and F2 (and a bent three): alive.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X X . X X
#  8 . . . O X . . . X
#  7 . . . O X X . . X
#  6 . . . O O X X X X
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b F9
play b H9
play b J9
play b E8
play b J8
play b E7
play b F7
play b J7
play b F6
play b G6
play b H6
play b J6
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w D9
play w D7
play w D6
play w E6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w D8
komi 10.5
390 reg_genmove black
#? [G8]

# Rabbity six on the edge (rotated): White to play.
# White's centre G2 leaves eyes at G1 and F2 (and a bent three): alive.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O . . .
#  7 . . . . X O . . .
#  6 X X X X X O . . .
#  5 O O O X X O . . .
#  4 O . O O X O . . .
#  3 . . . O X O . . .
#  2 O . . O X O . . .
#  1 O O O O X O . . .
boardsize 9
clear_board
play b E9
play b E8
play b E7
play b A6
play b C6
play b D6
play b E6
play b D5
play b E5
play b E4
play b E3
play b E2
play b E1
play w F9
play w F8
play w F7
play w F6
play w A5
play w B5
play w C5
play w F5
play w A4
play w C4
play w D4
play w F4
play w D3
play w F3
play w A2
play w D2
play w F2
play w A1
play w B1
play w C1
play w D1
play w F1
play b B6
komi -9.5
400 reg_genmove white
#? [B3]

# Bent four on the edge, placement on the long side: White to play.
# Black's G1 threatens H1 next; White's H1 leaves eyes at H2 and F1 (G1 is in atari).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X X O O O
#  2 . . . X O O O . O
#  1 . . . X O . X . O
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
play b F3
play b D2
play b D1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w G3
play w H3
play w J3
play w E2
play w F2
play w G2
play w J2
play w E1
play w J1
play b G1
komi -21.5
410 reg_genmove white
#? [H1]

# Bent four on the edge, placement on the long side (mirrored): White to play.
# Black's G1 threatens H1 next; White's H1 leaves eyes at H2 and F1 (G1 is in atari).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O X X X . . .
#  2 O . O O O X . . .
#  1 O . X . O X . . .
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
play b F3
play b F2
play b F1
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
play w A2
play w C2
play w D2
play w E2
play w A1
play w E1
play b C1
komi -21.5
420 reg_genmove white
#? [B1]

# Bent four on the edge, placement on the long side (colours swapped): Black to play.
# Black's G1 threatens H1 next; White's H1 leaves eyes at H2 and F1 (G1 is in atari).
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X . O . X
#  8 . . . O X X X . X
#  7 . . . O O O X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b J9
play b E8
play b F8
play b G8
play b J8
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
play w D9
play w D8
play w D7
play w E7
play w F7
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
komi 22.5
430 reg_genmove black
#? [H9]

# Bent four on the edge, placement on the long side (rotated): White to play.
# Black's G1 threatens H1 next; White's H1 leaves eyes at H2 and F1 (G1 is in atari).
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 X X X X O . . . .
#  5 O O X X O . . . .
#  4 . O X X O . . . .
#  3 X O O X O . . . .
#  2 . . O X O . . . .
#  1 O O O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b C5
play b D5
play b C4
play b D4
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w A5
play w B5
play w E5
play w B4
play w E4
play w B3
play w C3
play w E3
play w C2
play w E2
play w A1
play w B1
play w C1
play w E1
play b A3
komi -21.5
440 reg_genmove white
#? [A2]

# Bent four on the edge, placement at the bend: White to play.
# Black's H1 threatens G1 next; White's G1 leaves eyes at F1 and H2 (H1 is in atari).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X X O O O
#  2 . . . X O O O . O
#  1 . . . X O . . X O
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
play b F3
play b D2
play b D1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w G3
play w H3
play w J3
play w E2
play w F2
play w G2
play w J2
play w E1
play w J1
play b H1
komi -21.5
450 reg_genmove white
#? [G1]

# Bent four on the edge, placement at the bend (mirrored): White to play.
# Black's H1 threatens G1 next; White's G1 leaves eyes at F1 and H2 (H1 is in atari).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 O O O X X X . . .
#  2 O . O O O X . . .
#  1 O X . . O X . . .
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
play b F3
play b F2
play b F1
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
play w A2
play w C2
play w D2
play w E2
play w A1
play w E1
play b B1
komi -21.5
460 reg_genmove white
#? [C1]

# Bent four on the edge, placement at the bend (colours swapped): Black to play.
# Black's H1 threatens G1 next; White's G1 leaves eyes at F1 and H2 (H1 is in atari).
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X . . O X
#  8 . . . O X X X . X
#  7 . . . O O O X X X
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b J9
play b E8
play b F8
play b G8
play b J8
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
play w D9
play w D8
play w D7
play w E7
play w F7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w H9
komi 22.5
470 reg_genmove black
#? [G9]

# Bent four on the edge, placement at the bend (rotated): White to play.
# Black's H1 threatens G1 next; White's G1 leaves eyes at F1 and H2 (H1 is in atari).
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 X X X X O . . . .
#  5 O O X X O . . . .
#  4 . O X X O . . . .
#  3 . O O X O . . . .
#  2 X . O X O . . . .
#  1 O O O X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b C5
play b D5
play b C4
play b D4
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w A5
play w B5
play w E5
play w B4
play w E4
play w B3
play w C3
play w E3
play w C2
play w E2
play w A1
play w B1
play w C1
play w E1
play b A2
komi -21.5
480 reg_genmove white
#? [A3]

# Crossed five on the edge: Black to play.
# Eye space G1-F2-G2-H2-G3: the centre G2 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . X X O O O X
#  3 . . . X O O . O O
#  2 . . . X O . . . O
#  1 . . . X O O . O O
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
play b D4
play b E4
play b J4
play b D3
play b D2
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
play w F4
play w G4
play w H4
play w E3
play w F3
play w H3
play w J3
play w J2
play w E1
play w F1
play w H1
play w J1
play w E2
komi -9.5
490 reg_genmove black
#? [G2]

# Crossed five on the edge (mirrored): Black to play.
# Eye space G1-F2-G2-H2-G3: the centre G2 kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X O O O X X . . .
#  3 O O . O O X . . .
#  2 O . . . O X . . .
#  1 O O . O O X . . .
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
play b A4
play b E4
play b F4
play b F3
play b F2
play b F1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w B4
play w C4
play w D4
play w A3
play w B3
play w D3
play w E3
play w A2
play w A1
play w B1
play w D1
play w E1
play w E2
komi -9.5
500 reg_genmove black
#? [C2]

# Crossed five on the edge (colours swapped): White to play.
# Eye space G1-F2-G2-H2-G3: the centre G2 kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X X . X X
#  8 . . . O X . . . X
#  7 . . . O X X . X X
#  6 . . . O O X X X O
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b F9
play b H9
play b J9
play b J8
play b E7
play b F7
play b H7
play b J7
play b F6
play b G6
play b H6
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w D9
play w D8
play w D7
play w D6
play w E6
play w J6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play b E8
komi 8.5
510 reg_genmove white
#? [G8]

# Crossed five on the edge (rotated): Black to play.
# Eye space G1-F2-G2-H2-G3: the centre G2 kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O . . .
#  7 . . . . X O . . .
#  6 X X X X X O . . .
#  5 O O O X X O . . .
#  4 O . O O X O . . .
#  3 . . . O X O . . .
#  2 O . O O X O . . .
#  1 O O O X X O . . .
boardsize 9
clear_board
play b E9
play b E8
play b E7
play b A6
play b B6
play b C6
play b D6
play b E6
play b D5
play b E5
play b E4
play b E3
play b E2
play b D1
play b E1
play w F9
play w F8
play w F7
play w F6
play w A5
play w C5
play w F5
play w A4
play w C4
play w D4
play w F4
play w D3
play w F3
play w A2
play w C2
play w D2
play w F2
play w A1
play w B1
play w C1
play w F1
play w B5
komi -9.5
520 reg_genmove black
#? [B3]

# Crossed five on the edge: White to play.
# White's centre G2 leaves four single eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . X X O O O X
#  3 . . . X O O . O O
#  2 . . . X O . . . O
#  1 . . . X O O . O O
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
play b D4
play b E4
play b J4
play b D3
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
play w F4
play w G4
play w H4
play w E3
play w F3
play w H3
play w J3
play w E2
play w J2
play w E1
play w F1
play w H1
play w J1
play b D2
komi -9.5
530 reg_genmove white
#? [G2]

# Crossed five on the edge (mirrored): White to play.
# White's centre G2 leaves four single eyes.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X O O O X X . . .
#  3 O O . O O X . . .
#  2 O . . . O X . . .
#  1 O O . O O X . . .
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
play b A4
play b E4
play b F4
play b F3
play b F1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w B4
play w C4
play w D4
play w A3
play w B3
play w D3
play w E3
play w A2
play w E2
play w A1
play w B1
play w D1
play w E1
play b F2
komi -9.5
540 reg_genmove white
#? [C2]

# Crossed five on the edge (colours swapped): Black to play.
# White's centre G2 leaves four single eyes.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X X . X X
#  8 . . . O X . . . X
#  7 . . . O X X . X X
#  6 . . . O O X X X O
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b F9
play b H9
play b J9
play b E8
play b J8
play b E7
play b F7
play b H7
play b J7
play b F6
play b G6
play b H6
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w D9
play w D7
play w D6
play w E6
play w J6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w D8
komi 8.5
550 reg_genmove black
#? [G8]

# Crossed five on the edge (rotated): White to play.
# White's centre G2 leaves four single eyes.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O . . .
#  7 . . . . X O . . .
#  6 X X X X X O . . .
#  5 O O O X X O . . .
#  4 O . O O X O . . .
#  3 . . . O X O . . .
#  2 O . O O X O . . .
#  1 O O O X X O . . .
boardsize 9
clear_board
play b E9
play b E8
play b E7
play b A6
play b C6
play b D6
play b E6
play b D5
play b E5
play b E4
play b E3
play b E2
play b D1
play b E1
play w F9
play w F8
play w F7
play w F6
play w A5
play w B5
play w C5
play w F5
play w A4
play w C4
play w D4
play w F4
play w D3
play w F3
play w A2
play w C2
play w D2
play w F2
play w A1
play w B1
play w C1
play w F1
play b B6
komi -9.5
560 reg_genmove white
#? [B3]

# Bent three on the edge: Black to play.
# Eye space F1-G1-G2: G1 touches both others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X O O O X
#  2 . . . X O O . O X
#  1 . . . X O . . O X
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
play b J3
play b D2
play b J2
play b D1
play b J1
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
play w E2
play w F2
play w H2
play w H1
play w E1
komi -32.5
570 reg_genmove black
#? [G1]*

# Bent three on the edge (mirrored): Black to play.
# Eye space F1-G1-G2: G1 touches both others and kills.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X O O O X X . . .
#  2 X O . O O X . . .
#  1 X O . . O X . . .
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
play b E3
play b F3
play b A2
play b F2
play b A1
play b F1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w B3
play w C3
play w D3
play w B2
play w D2
play w E2
play w B1
play w E1
komi -32.5
580 reg_genmove black
#? [C1]*

# Bent three on the edge (colours swapped): White to play.
# Eye space F1-G1-G2: G1 touches both others and kills.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X . . X O
#  8 . . . O X X . X O
#  7 . . . O O X X X O
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b H9
play b E8
play b F8
play b H8
play b F7
play b G7
play b H7
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w D9
play w J9
play w D8
play w J8
play w D7
play w E7
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
play b E9
komi 32.5
590 reg_genmove white
#? [G9]*

# Bent three on the edge (rotated): Black to play.
# Eye space F1-G1-G2: G1 touches both others and kills.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 X X X X O . . . .
#  5 O O X X O . . . .
#  4 . O O X O . . . .
#  3 . . O X O . . . .
#  2 O O O X O . . . .
#  1 X X X X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b C5
play b D5
play b D4
play b D3
play b D2
play b A1
play b B1
play b C1
play b D1
play w E9
play w E8
play w E7
play w E6
play w B5
play w E5
play w B4
play w C4
play w E4
play w C3
play w E3
play w A2
play w B2
play w C2
play w E2
play w E1
play w A5
komi -32.5
600 reg_genmove black
#? [A3]*

# Bent three on the edge: White to play.
# White's G1 leaves eyes at F1 and G2.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . X X O O O X
#  2 . . . X O O . O X
#  1 . . . X O . . O X
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
play b J3
play b D2
play b J2
play b D1
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
play w E2
play w F2
play w H2
play w E1
play w H1
play b J1
komi -19.5
610 reg_genmove white
#? [G1]

# Bent three on the edge (mirrored): White to play.
# White's G1 leaves eyes at F1 and G2.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 X O O O X X . . .
#  2 X O . O O X . . .
#  1 X O . . O X . . .
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
play b E3
play b F3
play b A2
play b F2
play b F1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w B3
play w C3
play w D3
play w B2
play w D2
play w E2
play w B1
play w E1
play b A1
komi -19.5
620 reg_genmove white
#? [C1]

# Bent three on the edge (colours swapped): Black to play.
# White's G1 leaves eyes at F1 and G2.
# (Colours swapped and board flipped: read X as White in the text.)
#    A B C D E F G H J
#  9 . . . O X . . X O
#  8 . . . O X X . X O
#  7 . . . O O X X X O
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b E9
play b H9
play b E8
play b F8
play b H8
play b F7
play b G7
play b H7
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w D9
play w D8
play w J8
play w D7
play w E7
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
play w J9
komi 20.5
630 reg_genmove black
#? [G9]

# Bent three on the edge (rotated): White to play.
# White's G1 leaves eyes at F1 and G2.
# (Board turned a quarter clockwise: points in the text move with it.)
#    A B C D E F G H J
#  9 . . . X O . . . .
#  8 . . . X O . . . .
#  7 . . . X O . . . .
#  6 X X X X O . . . .
#  5 O O X X O . . . .
#  4 . O O X O . . . .
#  3 . . O X O . . . .
#  2 O O O X O . . . .
#  1 X X X X O . . . .
boardsize 9
clear_board
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b C5
play b D5
play b D4
play b D3
play b D2
play b B1
play b C1
play b D1
play w E9
play w E8
play w E7
play w E6
play w A5
play w B5
play w E5
play w B4
play w C4
play w E4
play w C3
play w E3
play w A2
play w B2
play w C2
play w E2
play w E1
play b A1
komi -19.5
640 reg_genmove white
#? [A3]
