# Tesuji tactical suite, groups:
# capture races: outside and shared liberties, approach moves, eye against no eye.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]`
# means any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --release --test tactics`, tools/regress.py, or any tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Each base position comes four ways: 9x9,
# colours swapped and flipped, and grown to 19x19 (walls and territories repeated outward)
# mirrored or swapped. Komi is set per case between the two results, so that the side to move
# wins only with the right answer (both results played out by GNU Go 3.8, Chinese rules).

# Capture race, no eyes, three outside liberties each: Black to play.
# White's D1-D6 (liberties C5 C3 C1) and Black's E1-E6 (F5 F3 F1)
# share no liberty and have no eye: each side fills the other's outside liberties and the
# side to move is one move ahead. Any of White's three liberties wins; a move anywhere
# else lets White fill first and capture six stones.
#    A B C D E F G H J
#  9 . . X X O O . . .
#  8 . . X X O O . . .
#  7 . . X X O O . . .
#  6 . X X O X O O . .
#  5 . X . O X . O . .
#  4 . X X O X O O . .
#  3 . X . O X . O . .
#  2 . X X O X O O . .
#  1 . X . O X . O . .
boardsize 9
clear_board
play b C9
play b D9
play b C8
play b D8
play b C7
play b D7
play b B6
play b C6
play b E6
play b B5
play b E5
play b B4
play b C4
play b E4
play b B3
play b E3
play b B2
play b C2
play b E2
play b B1
play b E1
play w E9
play w F9
play w E8
play w F8
play w E7
play w F7
play w D6
play w F6
play w G6
play w D5
play w G5
play w D4
play w F4
play w G4
play w D3
play w G3
play w D2
play w F2
play w G2
play w D1
play w G1
komi -8.5
10 reg_genmove black
#? [C5|C3|C1]

# Capture race, no eyes, three outside liberties each: White to play.
# (Colours swapped, board flipped.)
# Black's D9-D4 (liberties C5 C7 C9) and White's E9-E4 (F5 F7 F9)
# share no liberty and have no eye: each side fills the other's outside liberties and the
# side to move is one move ahead. Any of Black's three liberties wins; a move anywhere
# else lets Black fill first and capture six stones.
#    A B C D E F G H J
#  9 . O . X O . X . .
#  8 . O O X O X X . .
#  7 . O . X O . X . .
#  6 . O O X O X X . .
#  5 . O . X O . X . .
#  4 . O O X O X X . .
#  3 . . O O X X . . .
#  2 . . O O X X . . .
#  1 . . O O X X . . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b F8
play b G8
play b D7
play b G7
play b D6
play b F6
play b G6
play b D5
play b G5
play b D4
play b F4
play b G4
play b E3
play b F3
play b E2
play b F2
play b E1
play b F1
play w B9
play w E9
play w B8
play w C8
play w E8
play w B7
play w E7
play w B6
play w C6
play w E6
play w B5
play w E5
play w B4
play w C4
play w E4
play w C3
play w D3
play w C2
play w D2
play w C1
play w D1
komi 8.5
20 reg_genmove white
#? [C5|C7|C9]

# Capture race, no eyes, three outside liberties each: Black to play.
# (19x19, mirrored.)
# White's K1-K6 (liberties L5 L3 L1) and Black's J1-J6 (H5 H3 H1)
# share no liberty and have no eye: each side fills the other's outside liberties and the
# side to move is one move ahead. Any of White's three liberties wins; a move anywhere
# else lets White fill first and capture six stones.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X X . X . X . X . X
# 18 . O . O . O . O O X X X . X . X . X .
# 17 O . O . O . O O O X X . X . X . X . X
# 16 . O . O . O . O O X X X . X . X . X .
# 15 O . O . O . O O O X X . X . X . X . X
# 14 . O . O . O . O O X X X . X . X . X .
# 13 O . O . O . O O O X X . X . X . X . X
# 12 . O . O . O . O O X X X . X . X . X .
# 11 O . O . O . O O O X X . X . X . X . X
# 10 . O . O . O . O O X X X . X . X . X .
#  9 O . O . O . O O O X X . X . X . X . X
#  8 . O . O . O . O O X X X . X . X . X .
#  7 O . O . O . O O O X X . X . X . X . X
#  6 . O . O . O O O X O X X . X . X . X .
#  5 O . O . O . O . X O . X X . X . X . X
#  4 . O . O . O O O X O X X . X . X . X .
#  3 O . O . O . O . X O . X X . X . X . X
#  2 . O . O . O O O X O X X . X . X . X .
#  1 O . O . O . O . X O . X X . X . X . X
boardsize 19
clear_board
play b K19
play b L19
play b N19
play b P19
play b R19
play b T19
play b K18
play b L18
play b M18
play b O18
play b Q18
play b S18
play b K17
play b L17
play b N17
play b P17
play b R17
play b T17
play b K16
play b L16
play b M16
play b O16
play b Q16
play b S16
play b K15
play b L15
play b N15
play b P15
play b R15
play b T15
play b K14
play b L14
play b M14
play b O14
play b Q14
play b S14
play b K13
play b L13
play b N13
play b P13
play b R13
play b T13
play b K12
play b L12
play b M12
play b O12
play b Q12
play b S12
play b K11
play b L11
play b N11
play b P11
play b R11
play b T11
play b K10
play b L10
play b M10
play b O10
play b Q10
play b S10
play b K9
play b L9
play b N9
play b P9
play b R9
play b T9
play b K8
play b L8
play b M8
play b O8
play b Q8
play b S8
play b K7
play b L7
play b N7
play b P7
play b R7
play b T7
play b J6
play b L6
play b M6
play b O6
play b Q6
play b S6
play b J5
play b M5
play b N5
play b P5
play b R5
play b T5
play b J4
play b L4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b M3
play b N3
play b P3
play b R3
play b T3
play b J2
play b L2
play b M2
play b O2
play b Q2
play b S2
play b J1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w B18
play w D18
play w F18
play w H18
play w J18
play w A17
play w C17
play w E17
play w G17
play w H17
play w J17
play w B16
play w D16
play w F16
play w H16
play w J16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w B14
play w D14
play w F14
play w H14
play w J14
play w A13
play w C13
play w E13
play w G13
play w H13
play w J13
play w B12
play w D12
play w F12
play w H12
play w J12
play w A11
play w C11
play w E11
play w G11
play w H11
play w J11
play w B10
play w D10
play w F10
play w H10
play w J10
play w A9
play w C9
play w E9
play w G9
play w H9
play w J9
play w B8
play w D8
play w F8
play w H8
play w J8
play w A7
play w C7
play w E7
play w G7
play w H7
play w J7
play w B6
play w D6
play w F6
play w G6
play w H6
play w K6
play w A5
play w C5
play w E5
play w G5
play w K5
play w B4
play w D4
play w F4
play w G4
play w H4
play w K4
play w A3
play w C3
play w E3
play w G3
play w K3
play w B2
play w D2
play w F2
play w G2
play w H2
play w K2
play w A1
play w C1
play w E1
play w G1
play w K1
komi 19.5
30 reg_genmove black
#? [L5|L3|L1]

# Capture race, no eyes, three outside liberties each: White to play.
# (19x19, colours swapped, board flipped.)
# Black's K19-K14 (liberties J15 J17 J19) and White's L19-L14 (M15 M17 M19)
# share no liberty and have no eye: each side fills the other's outside liberties and the
# side to move is one move ahead. Any of Black's three liberties wins; a move anywhere
# else lets Black fill first and capture six stones.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O . X O . X . X . X . X
# 18 . O . O . O . O O X O X X X . X . X .
# 17 O . O . O . O O . X O . X . X . X . X
# 16 . O . O . O . O O X O X X X . X . X .
# 15 O . O . O . O O . X O . X . X . X . X
# 14 . O . O . O . O O X O X X X . X . X .
# 13 O . O . O . O . O O X X X . X . X . X
# 12 . O . O . O . O O O X X . X . X . X .
# 11 O . O . O . O . O O X X X . X . X . X
# 10 . O . O . O . O O O X X . X . X . X .
#  9 O . O . O . O . O O X X X . X . X . X
#  8 . O . O . O . O O O X X . X . X . X .
#  7 O . O . O . O . O O X X X . X . X . X
#  6 . O . O . O . O O O X X . X . X . X .
#  5 O . O . O . O . O O X X X . X . X . X
#  4 . O . O . O . O O O X X . X . X . X .
#  3 O . O . O . O . O O X X X . X . X . X
#  2 . O . O . O . O O O X X . X . X . X .
#  1 O . O . O . O . O O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b N19
play b P19
play b R19
play b T19
play b K18
play b M18
play b N18
play b O18
play b Q18
play b S18
play b K17
play b N17
play b P17
play b R17
play b T17
play b K16
play b M16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b N15
play b P15
play b R15
play b T15
play b K14
play b M14
play b N14
play b O14
play b Q14
play b S14
play b L13
play b M13
play b N13
play b P13
play b R13
play b T13
play b L12
play b M12
play b O12
play b Q12
play b S12
play b L11
play b M11
play b N11
play b P11
play b R11
play b T11
play b L10
play b M10
play b O10
play b Q10
play b S10
play b L9
play b M9
play b N9
play b P9
play b R9
play b T9
play b L8
play b M8
play b O8
play b Q8
play b S8
play b L7
play b M7
play b N7
play b P7
play b R7
play b T7
play b L6
play b M6
play b O6
play b Q6
play b S6
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b L4
play b M4
play b O4
play b Q4
play b S4
play b L3
play b M3
play b N3
play b P3
play b R3
play b T3
play b L2
play b M2
play b O2
play b Q2
play b S2
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w L19
play w B18
play w D18
play w F18
play w H18
play w J18
play w L18
play w A17
play w C17
play w E17
play w G17
play w H17
play w L17
play w B16
play w D16
play w F16
play w H16
play w J16
play w L16
play w A15
play w C15
play w E15
play w G15
play w H15
play w L15
play w B14
play w D14
play w F14
play w H14
play w J14
play w L14
play w A13
play w C13
play w E13
play w G13
play w J13
play w K13
play w B12
play w D12
play w F12
play w H12
play w J12
play w K12
play w A11
play w C11
play w E11
play w G11
play w J11
play w K11
play w B10
play w D10
play w F10
play w H10
play w J10
play w K10
play w A9
play w C9
play w E9
play w G9
play w J9
play w K9
play w B8
play w D8
play w F8
play w H8
play w J8
play w K8
play w A7
play w C7
play w E7
play w G7
play w J7
play w K7
play w B6
play w D6
play w F6
play w H6
play w J6
play w K6
play w A5
play w C5
play w E5
play w G5
play w J5
play w K5
play w B4
play w D4
play w F4
play w H4
play w J4
play w K4
play w A3
play w C3
play w E3
play w G3
play w J3
play w K3
play w B2
play w D2
play w F2
play w H2
play w J2
play w K2
play w A1
play w C1
play w E1
play w G1
play w J1
play w K1
komi -19.5
40 reg_genmove white
#? [J15|J17|J19]

# Capture race, one shared liberty: fill the outside ones first: Black to play.
# White's D1-D6 has outside liberties C5 C3, Black's eight stones have F5 F3;
# E1 is shared. With one shared liberty and two outside each, the side to move wins only
# by filling an outside liberty: filling the shared E1 first takes a liberty from both
# chains and hands the tempo to White.
#    A B C D E F G H J
#  9 . . X X O O . . .
#  8 . . X X O O . . .
#  7 . . X X O O . . .
#  6 . X X O X O O . .
#  5 . X . O X . O . .
#  4 . X X O X O O . .
#  3 . X . O X . O . .
#  2 . X X O X X O . .
#  1 . X X O . X O . .
boardsize 9
clear_board
play b C9
play b D9
play b C8
play b D8
play b C7
play b D7
play b B6
play b C6
play b E6
play b B5
play b E5
play b B4
play b C4
play b E4
play b B3
play b E3
play b B2
play b C2
play b E2
play b F2
play b B1
play b C1
play b F1
play w E9
play w F9
play w E8
play w F8
play w E7
play w F7
play w D6
play w F6
play w G6
play w D5
play w G5
play w D4
play w F4
play w G4
play w D3
play w G3
play w D2
play w G2
play w D1
play w G1
komi -6.5
50 reg_genmove black
#? [C5|C3]

# Capture race, one shared liberty: fill the outside ones first: White to play.
# (Colours swapped, board flipped.)
# Black's D9-D4 has outside liberties C5 C7, White's eight stones have F5 F7;
# E9 is shared. With one shared liberty and two outside each, the side to move wins only
# by filling an outside liberty: filling the shared E9 first takes a liberty from both
# chains and hands the tempo to Black.
#    A B C D E F G H J
#  9 . O O X . O X . .
#  8 . O O X O O X . .
#  7 . O . X O . X . .
#  6 . O O X O X X . .
#  5 . O . X O . X . .
#  4 . O O X O X X . .
#  3 . . O O X X . . .
#  2 . . O O X X . . .
#  1 . . O O X X . . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b G8
play b D7
play b G7
play b D6
play b F6
play b G6
play b D5
play b G5
play b D4
play b F4
play b G4
play b E3
play b F3
play b E2
play b F2
play b E1
play b F1
play w B9
play w C9
play w F9
play w B8
play w C8
play w E8
play w F8
play w B7
play w E7
play w B6
play w C6
play w E6
play w B5
play w E5
play w B4
play w C4
play w E4
play w C3
play w D3
play w C2
play w D2
play w C1
play w D1
komi 6.5
60 reg_genmove white
#? [C5|C7]

# Capture race, one shared liberty: fill the outside ones first: Black to play.
# (19x19, mirrored.)
# White's K1-K6 has outside liberties L5 L3, Black's eight stones have H5 H3;
# J1 is shared. With one shared liberty and two outside each, the side to move wins only
# by filling an outside liberty: filling the shared J1 first takes a liberty from both
# chains and hands the tempo to White.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X X . X . X . X . X
# 18 . O . O . O . O O X X X . X . X . X .
# 17 O . O . O . O O O X X . X . X . X . X
# 16 . O . O . O . O O X X X . X . X . X .
# 15 O . O . O . O O O X X . X . X . X . X
# 14 . O . O . O . O O X X X . X . X . X .
# 13 O . O . O . O O O X X . X . X . X . X
# 12 . O . O . O . O O X X X . X . X . X .
# 11 O . O . O . O O O X X . X . X . X . X
# 10 . O . O . O . O O X X X . X . X . X .
#  9 O . O . O . O O O X X . X . X . X . X
#  8 . O . O . O . O O X X X . X . X . X .
#  7 O . O . O . O O O X X . X . X . X . X
#  6 . O . O . O O O X O X X . X . X . X .
#  5 O . O . O . O . X O . X X . X . X . X
#  4 . O . O . O O O X O X X . X . X . X .
#  3 O . O . O . O . X O . X X . X . X . X
#  2 . O . O . O O X X O X X . X . X . X .
#  1 O . O . O . O X . O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b L19
play b N19
play b P19
play b R19
play b T19
play b K18
play b L18
play b M18
play b O18
play b Q18
play b S18
play b K17
play b L17
play b N17
play b P17
play b R17
play b T17
play b K16
play b L16
play b M16
play b O16
play b Q16
play b S16
play b K15
play b L15
play b N15
play b P15
play b R15
play b T15
play b K14
play b L14
play b M14
play b O14
play b Q14
play b S14
play b K13
play b L13
play b N13
play b P13
play b R13
play b T13
play b K12
play b L12
play b M12
play b O12
play b Q12
play b S12
play b K11
play b L11
play b N11
play b P11
play b R11
play b T11
play b K10
play b L10
play b M10
play b O10
play b Q10
play b S10
play b K9
play b L9
play b N9
play b P9
play b R9
play b T9
play b K8
play b L8
play b M8
play b O8
play b Q8
play b S8
play b K7
play b L7
play b N7
play b P7
play b R7
play b T7
play b J6
play b L6
play b M6
play b O6
play b Q6
play b S6
play b J5
play b M5
play b N5
play b P5
play b R5
play b T5
play b J4
play b L4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b M3
play b N3
play b P3
play b R3
play b T3
play b H2
play b J2
play b L2
play b M2
play b O2
play b Q2
play b S2
play b H1
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w B18
play w D18
play w F18
play w H18
play w J18
play w A17
play w C17
play w E17
play w G17
play w H17
play w J17
play w B16
play w D16
play w F16
play w H16
play w J16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w B14
play w D14
play w F14
play w H14
play w J14
play w A13
play w C13
play w E13
play w G13
play w H13
play w J13
play w B12
play w D12
play w F12
play w H12
play w J12
play w A11
play w C11
play w E11
play w G11
play w H11
play w J11
play w B10
play w D10
play w F10
play w H10
play w J10
play w A9
play w C9
play w E9
play w G9
play w H9
play w J9
play w B8
play w D8
play w F8
play w H8
play w J8
play w A7
play w C7
play w E7
play w G7
play w H7
play w J7
play w B6
play w D6
play w F6
play w G6
play w H6
play w K6
play w A5
play w C5
play w E5
play w G5
play w K5
play w B4
play w D4
play w F4
play w G4
play w H4
play w K4
play w A3
play w C3
play w E3
play w G3
play w K3
play w B2
play w D2
play w F2
play w G2
play w K2
play w A1
play w C1
play w E1
play w G1
play w K1
komi 21.5
70 reg_genmove black
#? [L5|L3]

# Capture race, one shared liberty: fill the outside ones first: White to play.
# (19x19, colours swapped, board flipped.)
# Black's K19-K14 has outside liberties J15 J17, White's eight stones have M15 M17;
# L19 is shared. With one shared liberty and two outside each, the side to move wins only
# by filling an outside liberty: filling the shared L19 first takes a liberty from both
# chains and hands the tempo to Black.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X . O X . X . X . X
# 18 . O . O . O . O O X O O X X . X . X .
# 17 O . O . O . O O . X O . X . X . X . X
# 16 . O . O . O . O O X O X X X . X . X .
# 15 O . O . O . O O . X O . X . X . X . X
# 14 . O . O . O . O O X O X X X . X . X .
# 13 O . O . O . O . O O X X X . X . X . X
# 12 . O . O . O . O O O X X . X . X . X .
# 11 O . O . O . O . O O X X X . X . X . X
# 10 . O . O . O . O O O X X . X . X . X .
#  9 O . O . O . O . O O X X X . X . X . X
#  8 . O . O . O . O O O X X . X . X . X .
#  7 O . O . O . O . O O X X X . X . X . X
#  6 . O . O . O . O O O X X . X . X . X .
#  5 O . O . O . O . O O X X X . X . X . X
#  4 . O . O . O . O O O X X . X . X . X .
#  3 O . O . O . O . O O X X X . X . X . X
#  2 . O . O . O . O O O X X . X . X . X .
#  1 O . O . O . O . O O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b N19
play b P19
play b R19
play b T19
play b K18
play b N18
play b O18
play b Q18
play b S18
play b K17
play b N17
play b P17
play b R17
play b T17
play b K16
play b M16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b N15
play b P15
play b R15
play b T15
play b K14
play b M14
play b N14
play b O14
play b Q14
play b S14
play b L13
play b M13
play b N13
play b P13
play b R13
play b T13
play b L12
play b M12
play b O12
play b Q12
play b S12
play b L11
play b M11
play b N11
play b P11
play b R11
play b T11
play b L10
play b M10
play b O10
play b Q10
play b S10
play b L9
play b M9
play b N9
play b P9
play b R9
play b T9
play b L8
play b M8
play b O8
play b Q8
play b S8
play b L7
play b M7
play b N7
play b P7
play b R7
play b T7
play b L6
play b M6
play b O6
play b Q6
play b S6
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b L4
play b M4
play b O4
play b Q4
play b S4
play b L3
play b M3
play b N3
play b P3
play b R3
play b T3
play b L2
play b M2
play b O2
play b Q2
play b S2
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w M19
play w B18
play w D18
play w F18
play w H18
play w J18
play w L18
play w M18
play w A17
play w C17
play w E17
play w G17
play w H17
play w L17
play w B16
play w D16
play w F16
play w H16
play w J16
play w L16
play w A15
play w C15
play w E15
play w G15
play w H15
play w L15
play w B14
play w D14
play w F14
play w H14
play w J14
play w L14
play w A13
play w C13
play w E13
play w G13
play w J13
play w K13
play w B12
play w D12
play w F12
play w H12
play w J12
play w K12
play w A11
play w C11
play w E11
play w G11
play w J11
play w K11
play w B10
play w D10
play w F10
play w H10
play w J10
play w K10
play w A9
play w C9
play w E9
play w G9
play w J9
play w K9
play w B8
play w D8
play w F8
play w H8
play w J8
play w K8
play w A7
play w C7
play w E7
play w G7
play w J7
play w K7
play w B6
play w D6
play w F6
play w H6
play w J6
play w K6
play w A5
play w C5
play w E5
play w G5
play w J5
play w K5
play w B4
play w D4
play w F4
play w H4
play w J4
play w K4
play w A3
play w C3
play w E3
play w G3
play w J3
play w K3
play w B2
play w D2
play w F2
play w H2
play w J2
play w K2
play w A1
play w C1
play w E1
play w G1
play w J1
play w K1
komi -21.5
80 reg_genmove white
#? [J15|J17]*

# Capture race with an approach liberty: no approach move needed: Black to play.
# White's eight stones have the liberties C5 C3 C1, Black's E1-E6 has F5 F3 F1.
# A black stone on C5 has one liberty while White has others, which looks as if it
# needed the approach B5 first. It does not: filled last, C5 captures, and filled
# first it costs White a move to take it (a ko White cannot win without threats).
# Black wins by filling C3, C1 or C5; the approach B5 wastes the tempo and
# White wins the race by one move.
#    A B C D E F G H J
#  9 . . X X O O . . .
#  8 . . X X O O . . .
#  7 . X X X O O . . .
#  6 X X O O X O O . .
#  5 X . . O X . O . .
#  4 . X O O X O O . .
#  3 . X . O X . O . .
#  2 . X X O X O O . .
#  1 . X . O X . O . .
boardsize 9
clear_board
play b C9
play b D9
play b C8
play b D8
play b B7
play b C7
play b D7
play b A6
play b B6
play b E6
play b A5
play b E5
play b B4
play b E4
play b B3
play b E3
play b B2
play b C2
play b E2
play b B1
play b E1
play w E9
play w F9
play w E8
play w F8
play w E7
play w F7
play w C6
play w D6
play w F6
play w G6
play w D5
play w G5
play w C4
play w D4
play w F4
play w G4
play w D3
play w G3
play w D2
play w F2
play w G2
play w D1
play w G1
komi -10.5
90 reg_genmove black
#? [C3|C1|C5]

# Capture race with an approach liberty: no approach move needed: White to play.
# (Colours swapped, board flipped.)
# Black's eight stones have the liberties C5 C7 C9, White's E9-E4 has F5 F7 F9.
# A white stone on C5 has one liberty while Black has others, which looks as if it
# needed the approach B5 first. It does not: filled last, C5 captures, and filled
# first it costs Black a move to take it (a ko Black cannot win without threats).
# White wins by filling C7, C9 or C5; the approach B5 wastes the tempo and
# Black wins the race by one move.
#    A B C D E F G H J
#  9 . O . X O . X . .
#  8 . O O X O X X . .
#  7 . O . X O . X . .
#  6 . O X X O X X . .
#  5 O . . X O . X . .
#  4 O O X X O X X . .
#  3 . O O O X X . . .
#  2 . . O O X X . . .
#  1 . . O O X X . . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b F8
play b G8
play b D7
play b G7
play b C6
play b D6
play b F6
play b G6
play b D5
play b G5
play b C4
play b D4
play b F4
play b G4
play b E3
play b F3
play b E2
play b F2
play b E1
play b F1
play w B9
play w E9
play w B8
play w C8
play w E8
play w B7
play w E7
play w B6
play w E6
play w A5
play w E5
play w A4
play w B4
play w E4
play w B3
play w C3
play w D3
play w C2
play w D2
play w C1
play w D1
komi 10.5
100 reg_genmove white
#? [C7|C9|C5]

# Capture race with an approach liberty: no approach move needed: Black to play.
# (19x19, mirrored.)
# White's eight stones have the liberties L5 L3 L1, Black's J1-J6 has H5 H3 H1.
# A black stone on L5 has one liberty while White has others, which looks as if it
# needed the approach M5 first. It does not: filled last, L5 captures, and filled
# first it costs White a move to take it (a ko White cannot win without threats).
# Black wins by filling L3, L1 or L5; the approach M5 wastes the tempo and
# White wins the race by one move.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X X . X . X . X . X
# 18 . O . O . O . O O X X X . X . X . X .
# 17 O . O . O . O O O X X . X . X . X . X
# 16 . O . O . O . O O X X X . X . X . X .
# 15 O . O . O . O O O X X . X . X . X . X
# 14 . O . O . O . O O X X X . X . X . X .
# 13 O . O . O . O O O X X . X . X . X . X
# 12 . O . O . O . O O X X X . X . X . X .
# 11 O . O . O . O O O X X . X . X . X . X
# 10 . O . O . O . O O X X X . X . X . X .
#  9 O . O . O . O O O X X . X . X . X . X
#  8 . O . O . O . O O X X X . X . X . X .
#  7 O . O . O . O O O X X X X . X . X . X
#  6 . O . O . O O O X O O X X X X X X X X
#  5 O . O . O . O . X O . . X X X X X X X
#  4 . O . O . O O O X O O X . X . X . X .
#  3 O . O . O . O . X O . X X . X . X . X
#  2 . O . O . O O O X O X X . X . X . X .
#  1 O . O . O . O . X O . X X . X . X . X
boardsize 19
clear_board
play b K19
play b L19
play b N19
play b P19
play b R19
play b T19
play b K18
play b L18
play b M18
play b O18
play b Q18
play b S18
play b K17
play b L17
play b N17
play b P17
play b R17
play b T17
play b K16
play b L16
play b M16
play b O16
play b Q16
play b S16
play b K15
play b L15
play b N15
play b P15
play b R15
play b T15
play b K14
play b L14
play b M14
play b O14
play b Q14
play b S14
play b K13
play b L13
play b N13
play b P13
play b R13
play b T13
play b K12
play b L12
play b M12
play b O12
play b Q12
play b S12
play b K11
play b L11
play b N11
play b P11
play b R11
play b T11
play b K10
play b L10
play b M10
play b O10
play b Q10
play b S10
play b K9
play b L9
play b N9
play b P9
play b R9
play b T9
play b K8
play b L8
play b M8
play b O8
play b Q8
play b S8
play b K7
play b L7
play b M7
play b N7
play b P7
play b R7
play b T7
play b J6
play b M6
play b N6
play b O6
play b P6
play b Q6
play b R6
play b S6
play b T6
play b J5
play b N5
play b O5
play b P5
play b Q5
play b R5
play b S5
play b T5
play b J4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b M3
play b N3
play b P3
play b R3
play b T3
play b J2
play b L2
play b M2
play b O2
play b Q2
play b S2
play b J1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w B18
play w D18
play w F18
play w H18
play w J18
play w A17
play w C17
play w E17
play w G17
play w H17
play w J17
play w B16
play w D16
play w F16
play w H16
play w J16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w B14
play w D14
play w F14
play w H14
play w J14
play w A13
play w C13
play w E13
play w G13
play w H13
play w J13
play w B12
play w D12
play w F12
play w H12
play w J12
play w A11
play w C11
play w E11
play w G11
play w H11
play w J11
play w B10
play w D10
play w F10
play w H10
play w J10
play w A9
play w C9
play w E9
play w G9
play w H9
play w J9
play w B8
play w D8
play w F8
play w H8
play w J8
play w A7
play w C7
play w E7
play w G7
play w H7
play w J7
play w B6
play w D6
play w F6
play w G6
play w H6
play w K6
play w L6
play w A5
play w C5
play w E5
play w G5
play w K5
play w B4
play w D4
play w F4
play w G4
play w H4
play w K4
play w L4
play w A3
play w C3
play w E3
play w G3
play w K3
play w B2
play w D2
play w F2
play w G2
play w H2
play w K2
play w A1
play w C1
play w E1
play w G1
play w K1
komi 17.5
110 reg_genmove black
#? [L3|L1|L5]

# Capture race with an approach liberty: no approach move needed: White to play.
# (19x19, colours swapped, board flipped.)
# Black's eight stones have the liberties J15 J17 J19, White's L19-L14 has M15 M17 M19.
# A white stone on J15 has one liberty while Black has others, which looks as if it
# needed the approach H15 first. It does not: filled last, J15 captures, and filled
# first it costs Black a move to take it (a ko Black cannot win without threats).
# White wins by filling J17, J19 or J15; the approach H15 wastes the tempo and
# Black wins the race by one move.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O . X O . X . X . X . X
# 18 . O . O . O . O O X O X X X . X . X .
# 17 O . O . O . O O . X O . X . X . X . X
# 16 . O . O . O . O X X O X X X . X . X .
# 15 O O O O O O O . . X O . X . X . X . X
# 14 O O O O O O O O X X O X X X . X . X .
# 13 O . O . O . O O O O X X X . X . X . X
# 12 . O . O . O . O O O X X . X . X . X .
# 11 O . O . O . O . O O X X X . X . X . X
# 10 . O . O . O . O O O X X . X . X . X .
#  9 O . O . O . O . O O X X X . X . X . X
#  8 . O . O . O . O O O X X . X . X . X .
#  7 O . O . O . O . O O X X X . X . X . X
#  6 . O . O . O . O O O X X . X . X . X .
#  5 O . O . O . O . O O X X X . X . X . X
#  4 . O . O . O . O O O X X . X . X . X .
#  3 O . O . O . O . O O X X X . X . X . X
#  2 . O . O . O . O O O X X . X . X . X .
#  1 O . O . O . O . O O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b N19
play b P19
play b R19
play b T19
play b K18
play b M18
play b N18
play b O18
play b Q18
play b S18
play b K17
play b N17
play b P17
play b R17
play b T17
play b J16
play b K16
play b M16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b N15
play b P15
play b R15
play b T15
play b J14
play b K14
play b M14
play b N14
play b O14
play b Q14
play b S14
play b L13
play b M13
play b N13
play b P13
play b R13
play b T13
play b L12
play b M12
play b O12
play b Q12
play b S12
play b L11
play b M11
play b N11
play b P11
play b R11
play b T11
play b L10
play b M10
play b O10
play b Q10
play b S10
play b L9
play b M9
play b N9
play b P9
play b R9
play b T9
play b L8
play b M8
play b O8
play b Q8
play b S8
play b L7
play b M7
play b N7
play b P7
play b R7
play b T7
play b L6
play b M6
play b O6
play b Q6
play b S6
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b L4
play b M4
play b O4
play b Q4
play b S4
play b L3
play b M3
play b N3
play b P3
play b R3
play b T3
play b L2
play b M2
play b O2
play b Q2
play b S2
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w L19
play w B18
play w D18
play w F18
play w H18
play w J18
play w L18
play w A17
play w C17
play w E17
play w G17
play w H17
play w L17
play w B16
play w D16
play w F16
play w H16
play w L16
play w A15
play w B15
play w C15
play w D15
play w E15
play w F15
play w G15
play w L15
play w A14
play w B14
play w C14
play w D14
play w E14
play w F14
play w G14
play w H14
play w L14
play w A13
play w C13
play w E13
play w G13
play w H13
play w J13
play w K13
play w B12
play w D12
play w F12
play w H12
play w J12
play w K12
play w A11
play w C11
play w E11
play w G11
play w J11
play w K11
play w B10
play w D10
play w F10
play w H10
play w J10
play w K10
play w A9
play w C9
play w E9
play w G9
play w J9
play w K9
play w B8
play w D8
play w F8
play w H8
play w J8
play w K8
play w A7
play w C7
play w E7
play w G7
play w J7
play w K7
play w B6
play w D6
play w F6
play w H6
play w J6
play w K6
play w A5
play w C5
play w E5
play w G5
play w J5
play w K5
play w B4
play w D4
play w F4
play w H4
play w J4
play w K4
play w A3
play w C3
play w E3
play w G3
play w J3
play w K3
play w B2
play w D2
play w F2
play w H2
play w J2
play w K2
play w A1
play w C1
play w E1
play w G1
play w J1
play w K1
komi -17.5
120 reg_genmove white
#? [J17|J19|J15]

# Long capture race between eight-stone chains, one shared liberty: Black to play.
# White's D1-D8 has outside liberties C7 C5 C3, Black's ten stones have
# F7 F5 F3, and E1 is shared. As in the shorter race, the side to move wins by
# filling outside liberties: seven moves deep, filling the shared E1 first or
# playing elsewhere hands the race to White.
#    A B C D E F G H J
#  9 . X X X O O O . .
#  8 . X X O X O O . .
#  7 . X . O X . O . .
#  6 . X X O X O O . .
#  5 . X . O X . O . .
#  4 . X X O X O O . .
#  3 . X . O X . O . .
#  2 . X X O X X O . .
#  1 . X X O . X O . .
boardsize 9
clear_board
play b B9
play b C9
play b D9
play b B8
play b C8
play b E8
play b B7
play b E7
play b B6
play b C6
play b E6
play b B5
play b E5
play b B4
play b C4
play b E4
play b B3
play b E3
play b B2
play b C2
play b E2
play b F2
play b B1
play b C1
play b F1
play w E9
play w F9
play w G9
play w D8
play w F8
play w G8
play w D7
play w G7
play w D6
play w F6
play w G6
play w D5
play w G5
play w D4
play w F4
play w G4
play w D3
play w G3
play w D2
play w G2
play w D1
play w G1
komi -6.5
130 reg_genmove black
#? [C7|C5|C3]

# Long capture race between eight-stone chains, one shared liberty: White to play.
# (Colours swapped, board flipped.)
# Black's D9-D2 has outside liberties C3 C5 C7, White's ten stones have
# F3 F5 F7, and E9 is shared. As in the shorter race, the side to move wins by
# filling outside liberties: seven moves deep, filling the shared E9 first or
# playing elsewhere hands the race to Black.
#    A B C D E F G H J
#  9 . O O X . O X . .
#  8 . O O X O O X . .
#  7 . O . X O . X . .
#  6 . O O X O X X . .
#  5 . O . X O . X . .
#  4 . O O X O X X . .
#  3 . O . X O . X . .
#  2 . O O X O X X . .
#  1 . O O O X X X . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b G8
play b D7
play b G7
play b D6
play b F6
play b G6
play b D5
play b G5
play b D4
play b F4
play b G4
play b D3
play b G3
play b D2
play b F2
play b G2
play b E1
play b F1
play b G1
play w B9
play w C9
play w F9
play w B8
play w C8
play w E8
play w F8
play w B7
play w E7
play w B6
play w C6
play w E6
play w B5
play w E5
play w B4
play w C4
play w E4
play w B3
play w E3
play w B2
play w C2
play w E2
play w B1
play w C1
play w D1
komi 6.5
140 reg_genmove white
#? [C3|C5|C7]

# Long capture race between eight-stone chains, one shared liberty: Black to play.
# (19x19, mirrored.)
# White's K1-K8 has outside liberties L7 L5 L3, Black's ten stones have
# H7 H5 H3, and J1 is shared. As in the shorter race, the side to move wins by
# filling outside liberties: seven moves deep, filling the shared J1 first or
# playing elsewhere hands the race to White.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X X X X . X . X . X
# 18 . O . O . O O O O X X X . X . X . X .
# 17 O . O . O . O O O X X X X . X . X . X
# 16 . O . O . O O O O X X X . X . X . X .
# 15 O . O . O . O O O X X X X . X . X . X
# 14 . O . O . O O O O X X X . X . X . X .
# 13 O . O . O . O O O X X X X . X . X . X
# 12 . O . O . O O O O X X X . X . X . X .
# 11 O . O . O . O O O X X X X . X . X . X
# 10 . O . O . O O O O X X X . X . X . X .
#  9 O . O . O . O O O X X X X . X . X . X
#  8 . O . O . O O O X O X X . X . X . X .
#  7 O . O . O . O . X O . X X . X . X . X
#  6 . O . O . O O O X O X X . X . X . X .
#  5 O . O . O . O . X O . X X . X . X . X
#  4 . O . O . O O O X O X X . X . X . X .
#  3 O . O . O . O . X O . X X . X . X . X
#  2 . O . O . O O X X O X X . X . X . X .
#  1 O . O . O . O X . O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b L19
play b M19
play b N19
play b P19
play b R19
play b T19
play b K18
play b L18
play b M18
play b O18
play b Q18
play b S18
play b K17
play b L17
play b M17
play b N17
play b P17
play b R17
play b T17
play b K16
play b L16
play b M16
play b O16
play b Q16
play b S16
play b K15
play b L15
play b M15
play b N15
play b P15
play b R15
play b T15
play b K14
play b L14
play b M14
play b O14
play b Q14
play b S14
play b K13
play b L13
play b M13
play b N13
play b P13
play b R13
play b T13
play b K12
play b L12
play b M12
play b O12
play b Q12
play b S12
play b K11
play b L11
play b M11
play b N11
play b P11
play b R11
play b T11
play b K10
play b L10
play b M10
play b O10
play b Q10
play b S10
play b K9
play b L9
play b M9
play b N9
play b P9
play b R9
play b T9
play b J8
play b L8
play b M8
play b O8
play b Q8
play b S8
play b J7
play b M7
play b N7
play b P7
play b R7
play b T7
play b J6
play b L6
play b M6
play b O6
play b Q6
play b S6
play b J5
play b M5
play b N5
play b P5
play b R5
play b T5
play b J4
play b L4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b M3
play b N3
play b P3
play b R3
play b T3
play b H2
play b J2
play b L2
play b M2
play b O2
play b Q2
play b S2
play b H1
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w B18
play w D18
play w F18
play w G18
play w H18
play w J18
play w A17
play w C17
play w E17
play w G17
play w H17
play w J17
play w B16
play w D16
play w F16
play w G16
play w H16
play w J16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w B14
play w D14
play w F14
play w G14
play w H14
play w J14
play w A13
play w C13
play w E13
play w G13
play w H13
play w J13
play w B12
play w D12
play w F12
play w G12
play w H12
play w J12
play w A11
play w C11
play w E11
play w G11
play w H11
play w J11
play w B10
play w D10
play w F10
play w G10
play w H10
play w J10
play w A9
play w C9
play w E9
play w G9
play w H9
play w J9
play w B8
play w D8
play w F8
play w G8
play w H8
play w K8
play w A7
play w C7
play w E7
play w G7
play w K7
play w B6
play w D6
play w F6
play w G6
play w H6
play w K6
play w A5
play w C5
play w E5
play w G5
play w K5
play w B4
play w D4
play w F4
play w G4
play w H4
play w K4
play w A3
play w C3
play w E3
play w G3
play w K3
play w B2
play w D2
play w F2
play w G2
play w K2
play w A1
play w C1
play w E1
play w G1
play w K1
komi 21.5
150 reg_genmove black
#? [L7|L5|L3]

# Long capture race between eight-stone chains, one shared liberty: White to play.
# (19x19, colours swapped, board flipped.)
# Black's K19-K12 has outside liberties J13 J15 J17, White's ten stones have
# M13 M15 M17, and L19 is shared. As in the shorter race, the side to move wins by
# filling outside liberties: seven moves deep, filling the shared L19 first or
# playing elsewhere hands the race to Black.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X . O X . X . X . X
# 18 . O . O . O . O O X O O X X . X . X .
# 17 O . O . O . O O . X O . X . X . X . X
# 16 . O . O . O . O O X O X X X . X . X .
# 15 O . O . O . O O . X O . X . X . X . X
# 14 . O . O . O . O O X O X X X . X . X .
# 13 O . O . O . O O . X O . X . X . X . X
# 12 . O . O . O . O O X O X X X . X . X .
# 11 O . O . O . O O O O X X X . X . X . X
# 10 . O . O . O . O O O X X X X . X . X .
#  9 O . O . O . O O O O X X X . X . X . X
#  8 . O . O . O . O O O X X X X . X . X .
#  7 O . O . O . O O O O X X X . X . X . X
#  6 . O . O . O . O O O X X X X . X . X .
#  5 O . O . O . O O O O X X X . X . X . X
#  4 . O . O . O . O O O X X X X . X . X .
#  3 O . O . O . O O O O X X X . X . X . X
#  2 . O . O . O . O O O X X X X . X . X .
#  1 O . O . O . O O O O X X X . X . X . X
boardsize 19
clear_board
play b K19
play b N19
play b P19
play b R19
play b T19
play b K18
play b N18
play b O18
play b Q18
play b S18
play b K17
play b N17
play b P17
play b R17
play b T17
play b K16
play b M16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b N15
play b P15
play b R15
play b T15
play b K14
play b M14
play b N14
play b O14
play b Q14
play b S14
play b K13
play b N13
play b P13
play b R13
play b T13
play b K12
play b M12
play b N12
play b O12
play b Q12
play b S12
play b L11
play b M11
play b N11
play b P11
play b R11
play b T11
play b L10
play b M10
play b N10
play b O10
play b Q10
play b S10
play b L9
play b M9
play b N9
play b P9
play b R9
play b T9
play b L8
play b M8
play b N8
play b O8
play b Q8
play b S8
play b L7
play b M7
play b N7
play b P7
play b R7
play b T7
play b L6
play b M6
play b N6
play b O6
play b Q6
play b S6
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b L4
play b M4
play b N4
play b O4
play b Q4
play b S4
play b L3
play b M3
play b N3
play b P3
play b R3
play b T3
play b L2
play b M2
play b N2
play b O2
play b Q2
play b S2
play b L1
play b M1
play b N1
play b P1
play b R1
play b T1
play w A19
play w C19
play w E19
play w G19
play w H19
play w J19
play w M19
play w B18
play w D18
play w F18
play w H18
play w J18
play w L18
play w M18
play w A17
play w C17
play w E17
play w G17
play w H17
play w L17
play w B16
play w D16
play w F16
play w H16
play w J16
play w L16
play w A15
play w C15
play w E15
play w G15
play w H15
play w L15
play w B14
play w D14
play w F14
play w H14
play w J14
play w L14
play w A13
play w C13
play w E13
play w G13
play w H13
play w L13
play w B12
play w D12
play w F12
play w H12
play w J12
play w L12
play w A11
play w C11
play w E11
play w G11
play w H11
play w J11
play w K11
play w B10
play w D10
play w F10
play w H10
play w J10
play w K10
play w A9
play w C9
play w E9
play w G9
play w H9
play w J9
play w K9
play w B8
play w D8
play w F8
play w H8
play w J8
play w K8
play w A7
play w C7
play w E7
play w G7
play w H7
play w J7
play w K7
play w B6
play w D6
play w F6
play w H6
play w J6
play w K6
play w A5
play w C5
play w E5
play w G5
play w H5
play w J5
play w K5
play w B4
play w D4
play w F4
play w H4
play w J4
play w K4
play w A3
play w C3
play w E3
play w G3
play w H3
play w J3
play w K3
play w B2
play w D2
play w F2
play w H2
play w J2
play w K2
play w A1
play w C1
play w E1
play w G1
play w H1
play w J1
play w K1
komi -21.5
160 reg_genmove white
#? [J13|J15|J17]*

# Capture race, eye against no eye with two shared liberties: Black to play.
# Black's A2-D2 group has one eye at A1 and shares E2 E1 with White's
# A3-F3 chain, which has no eye and three outside liberties B4 D4 F4. The shared
# liberties count for the side with the eye: White must fill both before the eye, so
# the side to move wins. Black must fill an outside liberty; filling a shared one
# first only shortens Black's own count and loses the race.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X . X . X . X . .
#  3 O O O O O O X . .
#  2 X X X X . O X . .
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
play b A4
play b C4
play b E4
play b G4
play b G3
play b A2
play b B2
play b C2
play b D2
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w F2
play w F1
komi -35.5
170 reg_genmove black
#? [B4|D4|F4]*

# Capture race, eye against no eye with two shared liberties: White to play.
# (Colours swapped, board flipped.)
# White's A8-D8 group has one eye at A9 and shares E8 E9 with Black's
# A7-F7 chain, which has no eye and three outside liberties B6 D6 F6. The shared
# liberties count for the side with the eye: Black must fill both before the eye, so
# the side to move wins. White must fill an outside liberty; filling a shared one
# first only shortens White's own count and loses the race.
#    A B C D E F G H J
#  9 . O O O . X O . .
#  8 O O O O . X O . .
#  7 X X X X X X O . .
#  6 O . O . O . O . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F9
play b F8
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
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
play w A8
play w B8
play w C8
play w D8
play w G8
play w G7
play w A6
play w C6
play w E6
play w G6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 35.5
180 reg_genmove white
#? [B6|D6|F6]*

# Capture race, eye against no eye with two shared liberties: Black to play.
# (19x19, mirrored.)
# Black's T2-Q2 group has one eye at T1 and shares P2 P1 with White's
# T3-O3 chain, which has no eye and three outside liberties S4 Q4 O4. The shared
# liberties count for the side with the eye: White must fill both before the eye, so
# the side to move wins. Black must fill an outside liberty; filling a shared one
# first only shortens Black's own count and loses the race.
#    A B C D E F G H J K L M N O P Q R S T
# 19 X . X . X . X X O . O . O . O . O . O
# 18 . X . X . X . X O O . O . O . O . O .
# 17 X . X . X . X X O . O . O . O . O . O
# 16 . X . X . X . X O O . O . O . O . O .
# 15 X . X . X . X X O . O . O . O . O . O
# 14 . X . X . X . X O O . O . O . O . O .
# 13 X . X . X . X X O . O . O . O . O . O
# 12 . X . X . X . X O O . O . O . O . O .
# 11 X . X . X . X X O . O . O . O . O . O
# 10 . X . X . X . X O O . O . O . O . O .
#  9 X . X . X . X X O . O . O . O . O . O
#  8 . X . X . X . X O O . O . O . O . O .
#  7 X . X . X . X X O . O . O . O . O . O
#  6 X X X X X X X X O O O O O O O O O O O
#  5 X X X X X X X X X X X X X X X X X X X
#  4 . X . X . X . X . X . X X . X . X . X
#  3 X . X . X . X . X . X . X O O O O O O
#  2 . X . X . X . X . X . X X O . X X X X
#  1 X . X . X . X . X . X . X O . X X X .
boardsize 19
clear_board
play b A19
play b C19
play b E19
play b G19
play b H19
play b B18
play b D18
play b F18
play b H18
play b A17
play b C17
play b E17
play b G17
play b H17
play b B16
play b D16
play b F16
play b H16
play b A15
play b C15
play b E15
play b G15
play b H15
play b B14
play b D14
play b F14
play b H14
play b A13
play b C13
play b E13
play b G13
play b H13
play b B12
play b D12
play b F12
play b H12
play b A11
play b C11
play b E11
play b G11
play b H11
play b B10
play b D10
play b F10
play b H10
play b A9
play b C9
play b E9
play b G9
play b H9
play b B8
play b D8
play b F8
play b H8
play b A7
play b C7
play b E7
play b G7
play b H7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b K5
play b L5
play b M5
play b N5
play b O5
play b P5
play b Q5
play b R5
play b S5
play b T5
play b B4
play b D4
play b F4
play b H4
play b K4
play b M4
play b N4
play b P4
play b R4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b N2
play b Q2
play b R2
play b S2
play b T2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b Q1
play b R1
play b S1
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w J18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w J16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w J14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w J13
play w L13
play w N13
play w P13
play w R13
play w T13
play w J12
play w K12
play w M12
play w O12
play w Q12
play w S12
play w J11
play w L11
play w N11
play w P11
play w R11
play w T11
play w J10
play w K10
play w M10
play w O10
play w Q10
play w S10
play w J9
play w L9
play w N9
play w P9
play w R9
play w T9
play w J8
play w K8
play w M8
play w O8
play w Q8
play w S8
play w J7
play w L7
play w N7
play w P7
play w R7
play w T7
play w J6
play w K6
play w L6
play w M6
play w N6
play w O6
play w P6
play w Q6
play w R6
play w S6
play w T6
play w O3
play w P3
play w Q3
play w R3
play w S3
play w T3
play w O2
play w O1
komi 35.5
190 reg_genmove black
#? [S4|Q4|O4]

# Capture race, eye against no eye with two shared liberties: White to play.
# (19x19, colours swapped, board flipped.)
# White's A18-D18 group has one eye at A19 and shares E18 E19 with Black's
# A17-F17 chain, which has no eye and three outside liberties B16 D16 F16. The shared
# liberties count for the side with the eye: Black must fill both before the eye, so
# the side to move wins. White must fill an outside liberty; filling a shared one
# first only shortens White's own count and loses the race.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . O O O . X O . O . O . O . O . O . O
# 18 O O O O . X O O . O . O . O . O . O .
# 17 X X X X X X O . O . O . O . O . O . O
# 16 O . O . O . O O . O . O . O . O . O .
# 15 O O O O O O O O O O O O O O O O O O O
# 14 X X X X X X X X X X X O O O O O O O O
# 13 X . X . X . X . X . X O O . O . O . O
# 12 . X . X . X . X . X X O . O . O . O .
# 11 X . X . X . X . X . X O O . O . O . O
# 10 . X . X . X . X . X X O . O . O . O .
#  9 X . X . X . X . X . X O O . O . O . O
#  8 . X . X . X . X . X X O . O . O . O .
#  7 X . X . X . X . X . X O O . O . O . O
#  6 . X . X . X . X . X X O . O . O . O .
#  5 X . X . X . X . X . X O O . O . O . O
#  4 . X . X . X . X . X X O . O . O . O .
#  3 X . X . X . X . X . X O O . O . O . O
#  2 . X . X . X . X . X X O . O . O . O .
#  1 X . X . X . X . X . X O O . O . O . O
boardsize 19
clear_board
play b F19
play b F18
play b A17
play b B17
play b C17
play b D17
play b E17
play b F17
play b A14
play b B14
play b C14
play b D14
play b E14
play b F14
play b G14
play b H14
play b J14
play b K14
play b L14
play b A13
play b C13
play b E13
play b G13
play b J13
play b L13
play b B12
play b D12
play b F12
play b H12
play b K12
play b L12
play b A11
play b C11
play b E11
play b G11
play b J11
play b L11
play b B10
play b D10
play b F10
play b H10
play b K10
play b L10
play b A9
play b C9
play b E9
play b G9
play b J9
play b L9
play b B8
play b D8
play b F8
play b H8
play b K8
play b L8
play b A7
play b C7
play b E7
play b G7
play b J7
play b L7
play b B6
play b D6
play b F6
play b H6
play b K6
play b L6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b B4
play b D4
play b F4
play b H4
play b K4
play b L4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b B2
play b D2
play b F2
play b H2
play b K2
play b L2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play w B19
play w C19
play w D19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w A18
play w B18
play w C18
play w D18
play w G18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w C16
play w E16
play w G16
play w H16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w A15
play w B15
play w C15
play w D15
play w E15
play w F15
play w G15
play w H15
play w J15
play w K15
play w L15
play w M15
play w N15
play w O15
play w P15
play w Q15
play w R15
play w S15
play w T15
play w M14
play w N14
play w O14
play w P14
play w Q14
play w R14
play w S14
play w T14
play w M13
play w N13
play w P13
play w R13
play w T13
play w M12
play w O12
play w Q12
play w S12
play w M11
play w N11
play w P11
play w R11
play w T11
play w M10
play w O10
play w Q10
play w S10
play w M9
play w N9
play w P9
play w R9
play w T9
play w M8
play w O8
play w Q8
play w S8
play w M7
play w N7
play w P7
play w R7
play w T7
play w M6
play w O6
play w Q6
play w S6
play w M5
play w N5
play w P5
play w R5
play w T5
play w M4
play w O4
play w Q4
play w S4
play w M3
play w N3
play w P3
play w R3
play w T3
play w M2
play w O2
play w Q2
play w S2
play w M1
play w N1
play w P1
play w R1
play w T1
komi -35.5
200 reg_genmove white
#? [B16|D16|F16]

# Capture race, eye against no eye: the side without the eye fills the shared ones: White to play.
# The position of the case before, with White to move. White's chain has no eye, so
# to capture it must fill both shared liberties E2 E1 and then the eye A1: three
# moves against Black's three outside liberties. Moving first, White wins by filling a
# shared liberty now; its own outside liberties are Black's to fill, and a move
# elsewhere lets Black win the race.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X . X . X . X . .
#  3 O O O O O O X . .
#  2 X X X X . O X . .
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
play b A4
play b C4
play b E4
play b G4
play b G3
play b A2
play b B2
play b C2
play b D2
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w F2
play w F1
komi -35.5
210 reg_genmove white
#? [E2|E1]

# Capture race, eye against no eye: the side without the eye fills the shared ones: Black to play.
# (Colours swapped, board flipped.)
# The position of the case before, with Black to move. Black's chain has no eye, so
# to capture it must fill both shared liberties E8 E9 and then the eye A9: three
# moves against White's three outside liberties. Moving first, Black wins by filling a
# shared liberty now; its own outside liberties are White's to fill, and a move
# elsewhere lets White win the race.
#    A B C D E F G H J
#  9 . O O O . X O . .
#  8 O O O O . X O . .
#  7 X X X X X X O . .
#  6 O . O . O . O . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b F9
play b F8
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
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
play w A8
play w B8
play w C8
play w D8
play w G8
play w G7
play w A6
play w C6
play w E6
play w G6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 35.5
220 reg_genmove black
#? [E8|E9]*

# Capture race, eye against no eye: the side without the eye fills the shared ones: White to play.
# (19x19, mirrored.)
# The position of the case before, with White to move. White's chain has no eye, so
# to capture it must fill both shared liberties P2 P1 and then the eye T1: three
# moves against Black's three outside liberties. Moving first, White wins by filling a
# shared liberty now; its own outside liberties are Black's to fill, and a move
# elsewhere lets Black win the race.
#    A B C D E F G H J K L M N O P Q R S T
# 19 X . X . X . X X O . O . O . O . O . O
# 18 . X . X . X . X O O . O . O . O . O .
# 17 X . X . X . X X O . O . O . O . O . O
# 16 . X . X . X . X O O . O . O . O . O .
# 15 X . X . X . X X O . O . O . O . O . O
# 14 . X . X . X . X O O . O . O . O . O .
# 13 X . X . X . X X O . O . O . O . O . O
# 12 . X . X . X . X O O . O . O . O . O .
# 11 X . X . X . X X O . O . O . O . O . O
# 10 . X . X . X . X O O . O . O . O . O .
#  9 X . X . X . X X O . O . O . O . O . O
#  8 . X . X . X . X O O . O . O . O . O .
#  7 X . X . X . X X O . O . O . O . O . O
#  6 X X X X X X X X O O O O O O O O O O O
#  5 X X X X X X X X X X X X X X X X X X X
#  4 . X . X . X . X . X . X X . X . X . X
#  3 X . X . X . X . X . X . X O O O O O O
#  2 . X . X . X . X . X . X X O . X X X X
#  1 X . X . X . X . X . X . X O . X X X .
boardsize 19
clear_board
play b A19
play b C19
play b E19
play b G19
play b H19
play b B18
play b D18
play b F18
play b H18
play b A17
play b C17
play b E17
play b G17
play b H17
play b B16
play b D16
play b F16
play b H16
play b A15
play b C15
play b E15
play b G15
play b H15
play b B14
play b D14
play b F14
play b H14
play b A13
play b C13
play b E13
play b G13
play b H13
play b B12
play b D12
play b F12
play b H12
play b A11
play b C11
play b E11
play b G11
play b H11
play b B10
play b D10
play b F10
play b H10
play b A9
play b C9
play b E9
play b G9
play b H9
play b B8
play b D8
play b F8
play b H8
play b A7
play b C7
play b E7
play b G7
play b H7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b K5
play b L5
play b M5
play b N5
play b O5
play b P5
play b Q5
play b R5
play b S5
play b T5
play b B4
play b D4
play b F4
play b H4
play b K4
play b M4
play b N4
play b P4
play b R4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b N2
play b Q2
play b R2
play b S2
play b T2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b Q1
play b R1
play b S1
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w J18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w J16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w J14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w J13
play w L13
play w N13
play w P13
play w R13
play w T13
play w J12
play w K12
play w M12
play w O12
play w Q12
play w S12
play w J11
play w L11
play w N11
play w P11
play w R11
play w T11
play w J10
play w K10
play w M10
play w O10
play w Q10
play w S10
play w J9
play w L9
play w N9
play w P9
play w R9
play w T9
play w J8
play w K8
play w M8
play w O8
play w Q8
play w S8
play w J7
play w L7
play w N7
play w P7
play w R7
play w T7
play w J6
play w K6
play w L6
play w M6
play w N6
play w O6
play w P6
play w Q6
play w R6
play w S6
play w T6
play w O3
play w P3
play w Q3
play w R3
play w S3
play w T3
play w O2
play w O1
komi 35.5
230 reg_genmove white
#? [P2|P1]

# Capture race, eye against no eye: the side without the eye fills the shared ones: Black to play.
# (19x19, colours swapped, board flipped.)
# The position of the case before, with Black to move. Black's chain has no eye, so
# to capture it must fill both shared liberties E18 E19 and then the eye A19: three
# moves against White's three outside liberties. Moving first, Black wins by filling a
# shared liberty now; its own outside liberties are White's to fill, and a move
# elsewhere lets White win the race.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . O O O . X O . O . O . O . O . O . O
# 18 O O O O . X O O . O . O . O . O . O .
# 17 X X X X X X O . O . O . O . O . O . O
# 16 O . O . O . O O . O . O . O . O . O .
# 15 O O O O O O O O O O O O O O O O O O O
# 14 X X X X X X X X X X X O O O O O O O O
# 13 X . X . X . X . X . X O O . O . O . O
# 12 . X . X . X . X . X X O . O . O . O .
# 11 X . X . X . X . X . X O O . O . O . O
# 10 . X . X . X . X . X X O . O . O . O .
#  9 X . X . X . X . X . X O O . O . O . O
#  8 . X . X . X . X . X X O . O . O . O .
#  7 X . X . X . X . X . X O O . O . O . O
#  6 . X . X . X . X . X X O . O . O . O .
#  5 X . X . X . X . X . X O O . O . O . O
#  4 . X . X . X . X . X X O . O . O . O .
#  3 X . X . X . X . X . X O O . O . O . O
#  2 . X . X . X . X . X X O . O . O . O .
#  1 X . X . X . X . X . X O O . O . O . O
boardsize 19
clear_board
play b F19
play b F18
play b A17
play b B17
play b C17
play b D17
play b E17
play b F17
play b A14
play b B14
play b C14
play b D14
play b E14
play b F14
play b G14
play b H14
play b J14
play b K14
play b L14
play b A13
play b C13
play b E13
play b G13
play b J13
play b L13
play b B12
play b D12
play b F12
play b H12
play b K12
play b L12
play b A11
play b C11
play b E11
play b G11
play b J11
play b L11
play b B10
play b D10
play b F10
play b H10
play b K10
play b L10
play b A9
play b C9
play b E9
play b G9
play b J9
play b L9
play b B8
play b D8
play b F8
play b H8
play b K8
play b L8
play b A7
play b C7
play b E7
play b G7
play b J7
play b L7
play b B6
play b D6
play b F6
play b H6
play b K6
play b L6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b B4
play b D4
play b F4
play b H4
play b K4
play b L4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b B2
play b D2
play b F2
play b H2
play b K2
play b L2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play w B19
play w C19
play w D19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w A18
play w B18
play w C18
play w D18
play w G18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w C16
play w E16
play w G16
play w H16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w A15
play w B15
play w C15
play w D15
play w E15
play w F15
play w G15
play w H15
play w J15
play w K15
play w L15
play w M15
play w N15
play w O15
play w P15
play w Q15
play w R15
play w S15
play w T15
play w M14
play w N14
play w O14
play w P14
play w Q14
play w R14
play w S14
play w T14
play w M13
play w N13
play w P13
play w R13
play w T13
play w M12
play w O12
play w Q12
play w S12
play w M11
play w N11
play w P11
play w R11
play w T11
play w M10
play w O10
play w Q10
play w S10
play w M9
play w N9
play w P9
play w R9
play w T9
play w M8
play w O8
play w Q8
play w S8
play w M7
play w N7
play w P7
play w R7
play w T7
play w M6
play w O6
play w Q6
play w S6
play w M5
play w N5
play w P5
play w R5
play w T5
play w M4
play w O4
play w Q4
play w S4
play w M3
play w N3
play w P3
play w R3
play w T3
play w M2
play w O2
play w Q2
play w S2
play w M1
play w N1
play w P1
play w R1
play w T1
komi -35.5
240 reg_genmove black
#? [E18|E19]
