# Tesuji tactical suite: self-atari that is correct (it kills) against self-atari that loses.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]` means
# any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --test tactics`, tools/regress.py, or any regression tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Komi is set per case so that the side to
# move wins only with the right answer (checked with GNU Go's score estimate and genmove).

# Self-atari that kills: Black to play.
# H1 puts two Black stones in atari, but after White takes them at J1 the space G1-H1 is a
# single eye. J1 instead is captured together with G1 by White's H1, leaving two eyes.
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
play w F2
play w G2
play w H2
play w F1
play w J2
komi -17.5
10 reg_genmove black
#? [H1]

# Self-atari that kills (mirrored): Black to play.
# H1 puts two Black stones in atari, but after White takes them at J1 the space G1-H1 is a
# single eye. J1 instead is captured together with G1 by White's H1, leaving two eyes.
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
play b C1
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
play w B2
play w C2
play w D2
play w D1
play w A2
komi -17.5
20 reg_genmove black
#? [B1]

# Self-atari that kills (colours swapped): White to play.
# H1 puts two Black stones in atari, but after White takes them at J1 the space G1-H1 is a
# single eye. J1 instead is captured together with G1 by White's H1, leaving two eyes.
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
play w G9
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
play b J8
komi 16.5
30 reg_genmove white
#? [H9]

# Self-atari that kills (rotated): Black to play.
# H1 puts two Black stones in atari, but after White takes them at J1 the space G1-H1 is a
# single eye. J1 instead is captured together with G1 by White's H1, leaving two eyes.
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
play b A3
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
play w E1
play w B1
komi -17.5
40 reg_genmove black
#? [A2]
