# Tesuji tactical suite, groups:
# life and death of big groups: false eyes, bent four, corner shapes, cuts.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]`
# means any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --release --test tactics`, tools/regress.py, or any tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Each base position comes four ways: 9x9,
# colours swapped and flipped, and grown to 19x19 (walls and territories repeated outward)
# mirrored or swapped. Komi is set per case between the two results, so that the side to move
# wins only with the right answer (both results played out by GNU Go 3.8, Chinese rules).

# A big group with one real and one false eye: kill: Black to play.
# White's eleven stones have a sure eye at A1; the second eye E1 lies between the
# main body and the three stones F1 G1 G2, which hang on the cutting point F2.
# Black F2 ataris the three stones: connecting at E1 fills the eye and the whole
# group dies. No other move kills (E1 is suicide).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 X X X X X X X X .
#  2 O O O O O . O X .
#  1 . O O O . O O X .
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
play b H3
play b H2
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
play w A2
play w B2
play w C2
play w D2
play w E2
play w G2
play w B1
play w C1
play w D1
play w F1
play w G1
komi -4.5
10 reg_genmove black
#? [F2]

# A big group with one real and one false eye: kill: White to play.
# (Colours swapped, board flipped.)
# Black's eleven stones have a sure eye at A9; the second eye E9 lies between the
# main body and the three stones F9 G9 G8, which hang on the cutting point F8.
# White F8 ataris the three stones: connecting at E9 fills the eye and the whole
# group dies. No other move kills (E9 is suicide).
#    A B C D E F G H J
#  9 . X X X . X X O .
#  8 X X X X X . X O .
#  7 O O O O O O O O .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b C9
play b D9
play b F9
play b G9
play b A8
play b B8
play b C8
play b D8
play b E8
play b G8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w H9
play w H8
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 4.5
20 reg_genmove white
#? [F8]

# A big group with one real and one false eye: kill: Black to play.
# (19x19, mirrored.)
# White's eleven stones have a sure eye at T1; the second eye P1 lies between the
# main body and the three stones O1 N1 N2, which hang on the cutting point O2.
# Black O2 ataris the three stones: connecting at P1 fills the eye and the whole
# group dies. No other move kills (P1 is suicide).
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
#  4 . X . X . X . X . X . X . X . X . X .
#  3 X . X . X . X . X . X X X X X X X X X
#  2 . X . X . X . X . X . X O . O O O O O
#  1 X . X . X . X . X . X X O O . O O O .
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
play b O4
play b Q4
play b S4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b M3
play b N3
play b O3
play b P3
play b Q3
play b R3
play b S3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
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
play w N2
play w P2
play w Q2
play w R2
play w S2
play w T2
play w N1
play w O1
play w Q1
play w R1
play w S1
komi 39.5
30 reg_genmove black
#? [O2]

# A big group with one real and one false eye: kill: White to play.
# (19x19, colours swapped, board flipped.)
# Black's eleven stones have a sure eye at A19; the second eye E19 lies between the
# main body and the three stones F19 G19 G18, which hang on the cutting point F18.
# White F18 ataris the three stones: connecting at E19 fills the eye and the whole
# group dies. No other move kills (E19 is suicide).
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X X . X X O O . O . O . O . O . O
# 18 X X X X X . X O . O . O . O . O . O .
# 17 O O O O O O O O O . O . O . O . O . O
# 16 . O . O . O . O . O . O . O . O . O .
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
play b B19
play b C19
play b D19
play b F19
play b G19
play b A18
play b B18
play b C18
play b D18
play b E18
play b G18
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
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w B17
play w C17
play w D17
play w E17
play w F17
play w G17
play w H17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w B16
play w D16
play w F16
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
komi -39.5
40 reg_genmove white
#? [F18]

# A big group with one real and one false eye: live: White to play.
# White's eleven stones have a sure eye at A1; the second eye E1 lies between the
# main body and the three stones F1 G1 G2, which hang on the cutting point F2.
# White F2 connects the stones around E1, which becomes a second real eye.
# Anything else lets Black cut at F2 and kill twelve stones.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 X X X X X X X X .
#  2 O O O O O . O X .
#  1 . O O O . O O X .
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
play b H3
play b H2
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
play w A2
play w B2
play w C2
play w D2
play w E2
play w G2
play w B1
play w C1
play w D1
play w F1
play w G1
komi -4.5
50 reg_genmove white
#? [F2]

# A big group with one real and one false eye: live: Black to play.
# (Colours swapped, board flipped.)
# Black's eleven stones have a sure eye at A9; the second eye E9 lies between the
# main body and the three stones F9 G9 G8, which hang on the cutting point F8.
# Black F8 connects the stones around E9, which becomes a second real eye.
# Anything else lets White cut at F8 and kill twelve stones.
#    A B C D E F G H J
#  9 . X X X . X X O .
#  8 X X X X X . X O .
#  7 O O O O O O O O .
#  6 . . . . . . . . .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b C9
play b D9
play b F9
play b G9
play b A8
play b B8
play b C8
play b D8
play b E8
play b G8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w H9
play w H8
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 4.5
60 reg_genmove black
#? [F8]

# A big group with one real and one false eye: live: White to play.
# (19x19, mirrored.)
# White's eleven stones have a sure eye at T1; the second eye P1 lies between the
# main body and the three stones O1 N1 N2, which hang on the cutting point O2.
# White O2 connects the stones around P1, which becomes a second real eye.
# Anything else lets Black cut at O2 and kill twelve stones.
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
#  4 . X . X . X . X . X . X . X . X . X .
#  3 X . X . X . X . X . X X X X X X X X X
#  2 . X . X . X . X . X . X O . O O O O O
#  1 X . X . X . X . X . X X O O . O O O .
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
play b O4
play b Q4
play b S4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b M3
play b N3
play b O3
play b P3
play b Q3
play b R3
play b S3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
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
play w N2
play w P2
play w Q2
play w R2
play w S2
play w T2
play w N1
play w O1
play w Q1
play w R1
play w S1
komi 39.5
70 reg_genmove white
#? [O2]

# A big group with one real and one false eye: live: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's eleven stones have a sure eye at A19; the second eye E19 lies between the
# main body and the three stones F19 G19 G18, which hang on the cutting point F18.
# Black F18 connects the stones around E19, which becomes a second real eye.
# Anything else lets White cut at F18 and kill twelve stones.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X X . X X O O . O . O . O . O . O
# 18 X X X X X . X O . O . O . O . O . O .
# 17 O O O O O O O O O . O . O . O . O . O
# 16 . O . O . O . O . O . O . O . O . O .
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
play b B19
play b C19
play b D19
play b F19
play b G19
play b A18
play b B18
play b C18
play b D18
play b E18
play b G18
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
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w B17
play w C17
play w D17
play w E17
play w F17
play w G17
play w H17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w B16
play w D16
play w F16
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
komi -39.5
80 reg_genmove black
#? [F18]

# Bent four with a placement: take the other middle point: White to play.
# White's fourteen stones enclose a bent four C1 D1 E1 E2 and Black has placed
# at D1, one of its two middle points.
# A bent four lives because its middle points are miai: White E1 leaves eyes at
# E2 and at D1 once the placed stone is taken. C1 or a move elsewhere lets Black
# play E1, and the space shrinks to one eye.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 X O O O O O O X .
#  2 X O O O . O O X .
#  1 X O . X . O O X .
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
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b A3
play b H3
play b A2
play b H2
play b A1
play b D1
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
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w B2
play w C2
play w D2
play w F2
play w G2
play w B1
play w F1
play w G1
komi -8.5
90 reg_genmove white
#? [E1]

# Bent four with a placement: take the other middle point: Black to play.
# (Colours swapped, board flipped.)
# Black's fourteen stones enclose a bent four C9 D9 E9 E8 and White has placed
# at D9, one of its two middle points.
# A bent four lives because its middle points are miai: Black E9 leaves eyes at
# E8 and at D9 once the placed stone is taken. C9 or a move elsewhere lets White
# play E9, and the space shrinks to one eye.
#    A B C D E F G H J
#  9 O X . O . X X O .
#  8 O X X X . X X O .
#  7 O X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b F9
play b G9
play b B8
play b C8
play b D8
play b F8
play b G8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A9
play w D9
play w H9
play w A8
play w H8
play w A7
play w H7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 8.5
100 reg_genmove black
#? [E9]

# Bent four with a placement: take the other middle point: White to play.
# (19x19, mirrored.)
# White's fourteen stones enclose a bent four R1 Q1 P1 P2 and Black has placed
# at Q1, one of its two middle points.
# A bent four lives because its middle points are miai: White P1 leaves eyes at
# P2 and at Q1 once the placed stone is taken. R1 or a move elsewhere lets Black
# play P1, and the space shrinks to one eye.
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
#  4 . X . X . X . X . X . X X X X X X X X
#  3 X . X . X . X . X . X X O O O O O O X
#  2 . X . X . X . X . X . X O O . O O O X
#  1 X . X . X . X . X . X X O O . X . O X
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b M3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b T2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
play b Q1
play b T1
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
play w N3
play w O3
play w P3
play w Q3
play w R3
play w S3
play w N2
play w O2
play w Q2
play w R2
play w S2
play w N1
play w O1
play w S1
komi 35.5
110 reg_genmove white
#? [P1]

# Bent four with a placement: take the other middle point: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's fourteen stones enclose a bent four C19 D19 E19 E18 and White has placed
# at D19, one of its two middle points.
# A bent four lives because its middle points are miai: Black E19 leaves eyes at
# E18 and at D19 once the placed stone is taken. C19 or a move elsewhere lets White
# play E19, and the space shrinks to one eye.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O X . O . X X O O . O . O . O . O . O
# 18 O X X X . X X O . O . O . O . O . O .
# 17 O X X X X X X O O . O . O . O . O . O
# 16 O O O O O O O O . O . O . O . O . O .
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
play b B19
play b F19
play b G19
play b B18
play b C18
play b D18
play b F18
play b G18
play b B17
play b C17
play b D17
play b E17
play b F17
play b G17
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
play w A19
play w D19
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w A18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w H17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
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
120 reg_genmove black
#? [E19]

# Bent four with a placement: the second middle point kills: Black to play.
# White's fourteen stones enclose a bent four C1 D1 E1 E2 and Black has placed
# at D1, one of its two middle points.
# Black E1 takes the other middle point: whichever side White captures from, the
# two stones leave a two-point space, one eye. C1 or E2 is captured and two eyes remain.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 X O O O O O O X .
#  2 X O O O . O O X .
#  1 X O . X . O O X .
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
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b A3
play b H3
play b A2
play b H2
play b A1
play b D1
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
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w B2
play w C2
play w D2
play w F2
play w G2
play w B1
play w F1
play w G1
komi -8.5
130 reg_genmove black
#? [E1]

# Bent four with a placement: the second middle point kills: White to play.
# (Colours swapped, board flipped.)
# Black's fourteen stones enclose a bent four C9 D9 E9 E8 and White has placed
# at D9, one of its two middle points.
# White E9 takes the other middle point: whichever side Black captures from, the
# two stones leave a two-point space, one eye. C9 or E8 is captured and two eyes remain.
#    A B C D E F G H J
#  9 O X . O . X X O .
#  8 O X X X . X X O .
#  7 O X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b F9
play b G9
play b B8
play b C8
play b D8
play b F8
play b G8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A9
play w D9
play w H9
play w A8
play w H8
play w A7
play w H7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 8.5
140 reg_genmove white
#? [E9]

# Bent four with a placement: the second middle point kills: Black to play.
# (19x19, mirrored.)
# White's fourteen stones enclose a bent four R1 Q1 P1 P2 and Black has placed
# at Q1, one of its two middle points.
# Black P1 takes the other middle point: whichever side White captures from, the
# two stones leave a two-point space, one eye. R1 or P2 is captured and two eyes remain.
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
#  4 . X . X . X . X . X . X X X X X X X X
#  3 X . X . X . X . X . X X O O O O O O X
#  2 . X . X . X . X . X . X O O . O O O X
#  1 X . X . X . X . X . X X O O . X . O X
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b M3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b T2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
play b Q1
play b T1
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
play w N3
play w O3
play w P3
play w Q3
play w R3
play w S3
play w N2
play w O2
play w Q2
play w R2
play w S2
play w N1
play w O1
play w S1
komi 35.5
150 reg_genmove black
#? [P1]

# Bent four with a placement: the second middle point kills: White to play.
# (19x19, colours swapped, board flipped.)
# Black's fourteen stones enclose a bent four C19 D19 E19 E18 and White has placed
# at D19, one of its two middle points.
# White E19 takes the other middle point: whichever side Black captures from, the
# two stones leave a two-point space, one eye. C19 or E18 is captured and two eyes remain.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O X . O . X X O O . O . O . O . O . O
# 18 O X X X . X X O . O . O . O . O . O .
# 17 O X X X X X X O O . O . O . O . O . O
# 16 O O O O O O O O . O . O . O . O . O .
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
play b B19
play b F19
play b G19
play b B18
play b C18
play b D18
play b F18
play b G18
play b B17
play b C17
play b D17
play b E17
play b F17
play b G17
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
play w A19
play w D19
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w A18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w H17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
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
160 reg_genmove white
#? [E19]

# Bulky five in the corner: the vital point kills: Black to play.
# White's ten stones in the corner have a bulky five A1 B1 C1 A2 B2 and no other
# eye. Its vital point is B1, the one point next to three others of the space.
# Black B1 leaves no two eyes: White can only capture a nakade of up to five stones
# whose space is again one eye. Elsewhere White plays B1 and lives.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O X . . .
#  2 . . O O O X . . .
#  1 . . . O O X . . .
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
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w C2
play w D2
play w E2
play w D1
play w E1
komi -5.5
170 reg_genmove black
#? [B1]

# Bulky five in the corner: the vital point kills: White to play.
# (Colours swapped, board flipped.)
# Black's ten stones in the corner have a bulky five A9 B9 C9 A8 B8 and no other
# eye. Its vital point is B9, the one point next to three others of the space.
# White B9 leaves no two eyes: Black can only capture a nakade of up to five stones
# whose space is again one eye. Elsewhere Black plays B9 and lives.
#    A B C D E F G H J
#  9 . . . X X O . . .
#  8 . . X X X O . . .
#  7 X X X X X O . . .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b D9
play b E9
play b C8
play b D8
play b E8
play b A7
play b B7
play b C7
play b D7
play b E7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w F9
play w F8
play w F7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 5.5
180 reg_genmove white
#? [B9]

# Bulky five in the corner: the vital point kills: Black to play.
# (19x19, mirrored.)
# White's ten stones in the corner have a bulky five T1 S1 R1 T2 S2 and no other
# eye. Its vital point is S1, the one point next to three others of the space.
# Black S1 leaves no two eyes: White can only capture a nakade of up to five stones
# whose space is again one eye. Elsewhere White plays S1 and lives.
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
#  4 . X . X . X . X . X . X X X X X X X X
#  3 X . X . X . X . X . X . X X O O O O O
#  2 . X . X . X . X . X . X . X O O O . .
#  1 X . X . X . X . X . X . X X O O . . .
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b O3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b O2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b O1
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
play w P3
play w Q3
play w R3
play w S3
play w T3
play w P2
play w Q2
play w R2
play w P1
play w Q1
komi 38.5
190 reg_genmove black
#? [S1]

# Bulky five in the corner: the vital point kills: White to play.
# (19x19, colours swapped, board flipped.)
# Black's ten stones in the corner have a bulky five A19 B19 C19 A18 B18 and no other
# eye. Its vital point is B19, the one point next to three others of the space.
# White B19 leaves no two eyes: Black can only capture a nakade of up to five stones
# whose space is again one eye. Elsewhere Black plays B19 and lives.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . X X O O . O . O . O . O . O . O
# 18 . . X X X O . O . O . O . O . O . O .
# 17 X X X X X O O . O . O . O . O . O . O
# 16 O O O O O O O O . O . O . O . O . O .
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
play b D19
play b E19
play b C18
play b D18
play b E18
play b A17
play b B17
play b C17
play b D17
play b E17
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
play w F19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w F18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w F17
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
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
komi -38.5
200 reg_genmove white
#? [B19]

# Bulky five in the corner: the vital point lives: White to play.
# White's ten stones in the corner have a bulky five A1 B1 C1 A2 B2 and no other
# eye. Its vital point is B1, the one point next to three others of the space.
# White B1 splits the space into A1 A2 B2 and C1: two eyes. Any other move
# lets Black take the vital point.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O X . . .
#  2 . . O O O X . . .
#  1 . . . O O X . . .
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
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w C2
play w D2
play w E2
play w D1
play w E1
komi -5.5
210 reg_genmove white
#? [B1]

# Bulky five in the corner: the vital point lives: Black to play.
# (Colours swapped, board flipped.)
# Black's ten stones in the corner have a bulky five A9 B9 C9 A8 B8 and no other
# eye. Its vital point is B9, the one point next to three others of the space.
# Black B9 splits the space into A9 A8 B8 and C9: two eyes. Any other move
# lets White take the vital point.
#    A B C D E F G H J
#  9 . . . X X O . . .
#  8 . . X X X O . . .
#  7 X X X X X O . . .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b D9
play b E9
play b C8
play b D8
play b E8
play b A7
play b B7
play b C7
play b D7
play b E7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w F9
play w F8
play w F7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
komi 5.5
220 reg_genmove black
#? [B9]

# Bulky five in the corner: the vital point lives: White to play.
# (19x19, mirrored.)
# White's ten stones in the corner have a bulky five T1 S1 R1 T2 S2 and no other
# eye. Its vital point is S1, the one point next to three others of the space.
# White S1 splits the space into T1 T2 S2 and R1: two eyes. Any other move
# lets Black take the vital point.
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
#  4 . X . X . X . X . X . X X X X X X X X
#  3 X . X . X . X . X . X . X X O O O O O
#  2 . X . X . X . X . X . X . X O O O . .
#  1 X . X . X . X . X . X . X X O O . . .
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b O3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b O2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b O1
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
play w P3
play w Q3
play w R3
play w S3
play w T3
play w P2
play w Q2
play w R2
play w P1
play w Q1
komi 38.5
230 reg_genmove white
#? [S1]

# Bulky five in the corner: the vital point lives: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's ten stones in the corner have a bulky five A19 B19 C19 A18 B18 and no other
# eye. Its vital point is B19, the one point next to three others of the space.
# Black B19 splits the space into A19 A18 B18 and C19: two eyes. Any other move
# lets White take the vital point.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . X X O O . O . O . O . O . O . O
# 18 . . X X X O . O . O . O . O . O . O .
# 17 X X X X X O O . O . O . O . O . O . O
# 16 O O O O O O O O . O . O . O . O . O .
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
play b D19
play b E19
play b C18
play b D18
play b E18
play b A17
play b B17
play b C17
play b D17
play b E17
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
play w F19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w F18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w F17
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
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
komi -38.5
240 reg_genmove black
#? [B19]

# Cut off a one-eyed group of eleven stones: Black to play.
# White's eleven stones on the left have one eye at A2; the twelve on the right have
# two (G1-G2 and J1-J2). They meet only at E3, and Black's E1 E2 are in atari.
# Black E3 saves the two stones and cuts: the left group is left with one eye and dies.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 X X X X X X X X X
#  3 O O O O . O O O O
#  2 . O O O X O . O .
#  1 O O O O X O . O .
boardsize 9
clear_board
play b A6
play b B6
play b C6
play b D6
play b E6
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
play b E2
play b E1
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w A3
play w B3
play w C3
play w D3
play w F3
play w G3
play w H3
play w J3
play w B2
play w C2
play w D2
play w F2
play w H2
play w A1
play w B1
play w C1
play w D1
play w F1
play w H1
komi -11.5
250 reg_genmove black
#? [E3]

# Cut off a one-eyed group of eleven stones: White to play.
# (Colours swapped, board flipped.)
# Black's eleven stones on the left have one eye at A8; the twelve on the right have
# two (G9-G8 and J9-J8). They meet only at E7, and White's E9 E8 are in atari.
# White E7 saves the two stones and cuts: the left group is left with one eye and dies.
#    A B C D E F G H J
#  9 X X X X O X . X .
#  8 . X X X O X . X .
#  7 X X X X . X X X X
#  6 O O O O O O O O O
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A9
play b B9
play b C9
play b D9
play b F9
play b H9
play b B8
play b C8
play b D8
play b F8
play b H8
play b A7
play b B7
play b C7
play b D7
play b F7
play b G7
play b H7
play b J7
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w E9
play w E8
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
play w E4
play w F4
play w G4
play w H4
play w J4
komi 11.5
260 reg_genmove white
#? [E7]

# Cut off a one-eyed group of eleven stones: Black to play.
# (19x19, mirrored.)
# White's eleven stones on the right have one eye at T2; the twelve on the left have
# two (N1-N2 and L1-L2). They meet only at P3, and Black's P1 P2 are in atari.
# Black P3 saves the two stones and cuts: the right group is left with one eye and dies.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O . O . O . O . O . O . O
# 18 . O . O . O . O . O . O . O . O . O .
# 17 O . O . O . O . O . O . O . O . O . O
# 16 . O . O . O . O . O . O . O . O . O .
# 15 O . O . O . O . O . O . O . O . O . O
# 14 . O . O . O . O . O . O . O . O . O .
# 13 O O O O O O O O O O O O O O O O O O O
# 12 X X X X X X X X X X X X X X X X X X X
# 11 X . X . X . X . X . X . X . X . X . X
# 10 . X . X . X . X . X . X . X . X . X .
#  9 X . X . X . X . X . X . X . X . X . X
#  8 . X . X . X . X . X . X . X . X . X .
#  7 X . X . X . X . X . X . X . X . X . X
#  6 . X . X . X . X . X . X . X . X . X .
#  5 X . X . X . X . X . X . X . X . X . X
#  4 X X X X X X X X X X X X X X X X X X X
#  3 O O O O O O O O O O O O O O . O O O O
#  2 . O . O . O . O . O . O . O X O O O .
#  1 O . O . O . O . O . O O . O X O O O O
boardsize 19
clear_board
play b A12
play b B12
play b C12
play b D12
play b E12
play b F12
play b G12
play b H12
play b J12
play b K12
play b L12
play b M12
play b N12
play b O12
play b P12
play b Q12
play b R12
play b S12
play b T12
play b A11
play b C11
play b E11
play b G11
play b J11
play b L11
play b N11
play b P11
play b R11
play b T11
play b B10
play b D10
play b F10
play b H10
play b K10
play b M10
play b O10
play b Q10
play b S10
play b A9
play b C9
play b E9
play b G9
play b J9
play b L9
play b N9
play b P9
play b R9
play b T9
play b B8
play b D8
play b F8
play b H8
play b K8
play b M8
play b O8
play b Q8
play b S8
play b A7
play b C7
play b E7
play b G7
play b J7
play b L7
play b N7
play b P7
play b R7
play b T7
play b B6
play b D6
play b F6
play b H6
play b K6
play b M6
play b O6
play b Q6
play b S6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b N5
play b P5
play b R5
play b T5
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b P2
play b P1
play w A19
play w C19
play w E19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w B18
play w D18
play w F18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w C17
play w E17
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w B16
play w D16
play w F16
play w H16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w A15
play w C15
play w E15
play w G15
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w B14
play w D14
play w F14
play w H14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w A13
play w B13
play w C13
play w D13
play w E13
play w F13
play w G13
play w H13
play w J13
play w K13
play w L13
play w M13
play w N13
play w O13
play w P13
play w Q13
play w R13
play w S13
play w T13
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w K3
play w L3
play w M3
play w N3
play w O3
play w Q3
play w R3
play w S3
play w T3
play w B2
play w D2
play w F2
play w H2
play w K2
play w M2
play w O2
play w Q2
play w R2
play w S2
play w A1
play w C1
play w E1
play w G1
play w J1
play w L1
play w M1
play w O1
play w Q1
play w R1
play w S1
play w T1
komi -3.5
270 reg_genmove black
#? [P3]

# Cut off a one-eyed group of eleven stones: White to play.
# (19x19, colours swapped, board flipped.)
# Black's eleven stones on the left have one eye at A18; the twelve on the right have
# two (G19-G18 and J19-J18). They meet only at E17, and White's E19 E18 are in atari.
# White E17 saves the two stones and cuts: the left group is left with one eye and dies.
#    A B C D E F G H J K L M N O P Q R S T
# 19 X X X X O X . X X . X . X . X . X . X
# 18 . X X X O X . X . X . X . X . X . X .
# 17 X X X X . X X X X X X X X X X X X X X
# 16 O O O O O O O O O O O O O O O O O O O
# 15 O . O . O . O . O . O . O . O . O . O
# 14 . O . O . O . O . O . O . O . O . O .
# 13 O . O . O . O . O . O . O . O . O . O
# 12 . O . O . O . O . O . O . O . O . O .
# 11 O . O . O . O . O . O . O . O . O . O
# 10 . O . O . O . O . O . O . O . O . O .
#  9 O . O . O . O . O . O . O . O . O . O
#  8 O O O O O O O O O O O O O O O O O O O
#  7 X X X X X X X X X X X X X X X X X X X
#  6 . X . X . X . X . X . X . X . X . X .
#  5 X . X . X . X . X . X . X . X . X . X
#  4 . X . X . X . X . X . X . X . X . X .
#  3 X . X . X . X . X . X . X . X . X . X
#  2 . X . X . X . X . X . X . X . X . X .
#  1 X . X . X . X . X . X . X . X . X . X
boardsize 19
clear_board
play b A19
play b B19
play b C19
play b D19
play b F19
play b H19
play b J19
play b L19
play b N19
play b P19
play b R19
play b T19
play b B18
play b C18
play b D18
play b F18
play b H18
play b K18
play b M18
play b O18
play b Q18
play b S18
play b A17
play b B17
play b C17
play b D17
play b F17
play b G17
play b H17
play b J17
play b K17
play b L17
play b M17
play b N17
play b O17
play b P17
play b Q17
play b R17
play b S17
play b T17
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b K7
play b L7
play b M7
play b N7
play b O7
play b P7
play b Q7
play b R7
play b S7
play b T7
play b B6
play b D6
play b F6
play b H6
play b K6
play b M6
play b O6
play b Q6
play b S6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b N5
play b P5
play b R5
play b T5
play b B4
play b D4
play b F4
play b H4
play b K4
play b M4
play b O4
play b Q4
play b S4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b P3
play b R3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b O2
play b Q2
play b S2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b P1
play b R1
play b T1
play w E19
play w E18
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
play w G16
play w H16
play w J16
play w K16
play w L16
play w M16
play w N16
play w O16
play w P16
play w Q16
play w R16
play w S16
play w T16
play w A15
play w C15
play w E15
play w G15
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w B14
play w D14
play w F14
play w H14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w A13
play w C13
play w E13
play w G13
play w J13
play w L13
play w N13
play w P13
play w R13
play w T13
play w B12
play w D12
play w F12
play w H12
play w K12
play w M12
play w O12
play w Q12
play w S12
play w A11
play w C11
play w E11
play w G11
play w J11
play w L11
play w N11
play w P11
play w R11
play w T11
play w B10
play w D10
play w F10
play w H10
play w K10
play w M10
play w O10
play w Q10
play w S10
play w A9
play w C9
play w E9
play w G9
play w J9
play w L9
play w N9
play w P9
play w R9
play w T9
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w K8
play w L8
play w M8
play w N8
play w O8
play w P8
play w Q8
play w R8
play w S8
play w T8
komi 3.5
280 reg_genmove white
#? [E17]

# Connect a one-eyed group of eleven stones: White to play.
# White's eleven stones on the left have one eye at A2; the twelve on the right have
# two (G1-G2 and J1-J2). They meet only at E3, and Black's E1 E2 are in atari.
# White E3 captures the two stones and joins both groups: two eyes for all of them.
# Anything else and Black E3 cuts the left group off to die.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 X X X X X X X X X
#  3 O O O O . O O O O
#  2 . O O O X O . O .
#  1 O O O O X O . O .
boardsize 9
clear_board
play b A6
play b B6
play b C6
play b D6
play b E6
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
play b E2
play b E1
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w A3
play w B3
play w C3
play w D3
play w F3
play w G3
play w H3
play w J3
play w B2
play w C2
play w D2
play w F2
play w H2
play w A1
play w B1
play w C1
play w D1
play w F1
play w H1
komi -11.5
290 reg_genmove white
#? [E3]

# Connect a one-eyed group of eleven stones: Black to play.
# (Colours swapped, board flipped.)
# Black's eleven stones on the left have one eye at A8; the twelve on the right have
# two (G9-G8 and J9-J8). They meet only at E7, and White's E9 E8 are in atari.
# Black E7 captures the two stones and joins both groups: two eyes for all of them.
# Anything else and White E7 cuts the left group off to die.
#    A B C D E F G H J
#  9 X X X X O X . X .
#  8 . X X X O X . X .
#  7 X X X X . X X X X
#  6 O O O O O O O O O
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A9
play b B9
play b C9
play b D9
play b F9
play b H9
play b B8
play b C8
play b D8
play b F8
play b H8
play b A7
play b B7
play b C7
play b D7
play b F7
play b G7
play b H7
play b J7
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w E9
play w E8
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
play w E4
play w F4
play w G4
play w H4
play w J4
komi 11.5
300 reg_genmove black
#? [E7]

# Connect a one-eyed group of eleven stones: White to play.
# (19x19, mirrored.)
# White's eleven stones on the right have one eye at T2; the twelve on the left have
# two (N1-N2 and L1-L2). They meet only at P3, and Black's P1 P2 are in atari.
# White P3 captures the two stones and joins both groups: two eyes for all of them.
# Anything else and Black P3 cuts the right group off to die.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O . O . O . O . O . O . O
# 18 . O . O . O . O . O . O . O . O . O .
# 17 O . O . O . O . O . O . O . O . O . O
# 16 . O . O . O . O . O . O . O . O . O .
# 15 O . O . O . O . O . O . O . O . O . O
# 14 . O . O . O . O . O . O . O . O . O .
# 13 O O O O O O O O O O O O O O O O O O O
# 12 X X X X X X X X X X X X X X X X X X X
# 11 X . X . X . X . X . X . X . X . X . X
# 10 . X . X . X . X . X . X . X . X . X .
#  9 X . X . X . X . X . X . X . X . X . X
#  8 . X . X . X . X . X . X . X . X . X .
#  7 X . X . X . X . X . X . X . X . X . X
#  6 . X . X . X . X . X . X . X . X . X .
#  5 X . X . X . X . X . X . X . X . X . X
#  4 X X X X X X X X X X X X X X X X X X X
#  3 O O O O O O O O O O O O O O . O O O O
#  2 . O . O . O . O . O . O . O X O O O .
#  1 O . O . O . O . O . O O . O X O O O O
boardsize 19
clear_board
play b A12
play b B12
play b C12
play b D12
play b E12
play b F12
play b G12
play b H12
play b J12
play b K12
play b L12
play b M12
play b N12
play b O12
play b P12
play b Q12
play b R12
play b S12
play b T12
play b A11
play b C11
play b E11
play b G11
play b J11
play b L11
play b N11
play b P11
play b R11
play b T11
play b B10
play b D10
play b F10
play b H10
play b K10
play b M10
play b O10
play b Q10
play b S10
play b A9
play b C9
play b E9
play b G9
play b J9
play b L9
play b N9
play b P9
play b R9
play b T9
play b B8
play b D8
play b F8
play b H8
play b K8
play b M8
play b O8
play b Q8
play b S8
play b A7
play b C7
play b E7
play b G7
play b J7
play b L7
play b N7
play b P7
play b R7
play b T7
play b B6
play b D6
play b F6
play b H6
play b K6
play b M6
play b O6
play b Q6
play b S6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b N5
play b P5
play b R5
play b T5
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
play b O4
play b P4
play b Q4
play b R4
play b S4
play b T4
play b P2
play b P1
play w A19
play w C19
play w E19
play w G19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w B18
play w D18
play w F18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
play w A17
play w C17
play w E17
play w G17
play w J17
play w L17
play w N17
play w P17
play w R17
play w T17
play w B16
play w D16
play w F16
play w H16
play w K16
play w M16
play w O16
play w Q16
play w S16
play w A15
play w C15
play w E15
play w G15
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w B14
play w D14
play w F14
play w H14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w A13
play w B13
play w C13
play w D13
play w E13
play w F13
play w G13
play w H13
play w J13
play w K13
play w L13
play w M13
play w N13
play w O13
play w P13
play w Q13
play w R13
play w S13
play w T13
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w K3
play w L3
play w M3
play w N3
play w O3
play w Q3
play w R3
play w S3
play w T3
play w B2
play w D2
play w F2
play w H2
play w K2
play w M2
play w O2
play w Q2
play w R2
play w S2
play w A1
play w C1
play w E1
play w G1
play w J1
play w L1
play w M1
play w O1
play w Q1
play w R1
play w S1
play w T1
komi -3.5
310 reg_genmove white
#? [P3]

# Connect a one-eyed group of eleven stones: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's eleven stones on the left have one eye at A18; the twelve on the right have
# two (G19-G18 and J19-J18). They meet only at E17, and White's E19 E18 are in atari.
# Black E17 captures the two stones and joins both groups: two eyes for all of them.
# Anything else and White E17 cuts the left group off to die.
#    A B C D E F G H J K L M N O P Q R S T
# 19 X X X X O X . X X . X . X . X . X . X
# 18 . X X X O X . X . X . X . X . X . X .
# 17 X X X X . X X X X X X X X X X X X X X
# 16 O O O O O O O O O O O O O O O O O O O
# 15 O . O . O . O . O . O . O . O . O . O
# 14 . O . O . O . O . O . O . O . O . O .
# 13 O . O . O . O . O . O . O . O . O . O
# 12 . O . O . O . O . O . O . O . O . O .
# 11 O . O . O . O . O . O . O . O . O . O
# 10 . O . O . O . O . O . O . O . O . O .
#  9 O . O . O . O . O . O . O . O . O . O
#  8 O O O O O O O O O O O O O O O O O O O
#  7 X X X X X X X X X X X X X X X X X X X
#  6 . X . X . X . X . X . X . X . X . X .
#  5 X . X . X . X . X . X . X . X . X . X
#  4 . X . X . X . X . X . X . X . X . X .
#  3 X . X . X . X . X . X . X . X . X . X
#  2 . X . X . X . X . X . X . X . X . X .
#  1 X . X . X . X . X . X . X . X . X . X
boardsize 19
clear_board
play b A19
play b B19
play b C19
play b D19
play b F19
play b H19
play b J19
play b L19
play b N19
play b P19
play b R19
play b T19
play b B18
play b C18
play b D18
play b F18
play b H18
play b K18
play b M18
play b O18
play b Q18
play b S18
play b A17
play b B17
play b C17
play b D17
play b F17
play b G17
play b H17
play b J17
play b K17
play b L17
play b M17
play b N17
play b O17
play b P17
play b Q17
play b R17
play b S17
play b T17
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b K7
play b L7
play b M7
play b N7
play b O7
play b P7
play b Q7
play b R7
play b S7
play b T7
play b B6
play b D6
play b F6
play b H6
play b K6
play b M6
play b O6
play b Q6
play b S6
play b A5
play b C5
play b E5
play b G5
play b J5
play b L5
play b N5
play b P5
play b R5
play b T5
play b B4
play b D4
play b F4
play b H4
play b K4
play b M4
play b O4
play b Q4
play b S4
play b A3
play b C3
play b E3
play b G3
play b J3
play b L3
play b N3
play b P3
play b R3
play b T3
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b O2
play b Q2
play b S2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b N1
play b P1
play b R1
play b T1
play w E19
play w E18
play w A16
play w B16
play w C16
play w D16
play w E16
play w F16
play w G16
play w H16
play w J16
play w K16
play w L16
play w M16
play w N16
play w O16
play w P16
play w Q16
play w R16
play w S16
play w T16
play w A15
play w C15
play w E15
play w G15
play w J15
play w L15
play w N15
play w P15
play w R15
play w T15
play w B14
play w D14
play w F14
play w H14
play w K14
play w M14
play w O14
play w Q14
play w S14
play w A13
play w C13
play w E13
play w G13
play w J13
play w L13
play w N13
play w P13
play w R13
play w T13
play w B12
play w D12
play w F12
play w H12
play w K12
play w M12
play w O12
play w Q12
play w S12
play w A11
play w C11
play w E11
play w G11
play w J11
play w L11
play w N11
play w P11
play w R11
play w T11
play w B10
play w D10
play w F10
play w H10
play w K10
play w M10
play w O10
play w Q10
play w S10
play w A9
play w C9
play w E9
play w G9
play w J9
play w L9
play w N9
play w P9
play w R9
play w T9
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w K8
play w L8
play w M8
play w N8
play w O8
play w P8
play w Q8
play w R8
play w S8
play w T8
komi 3.5
320 reg_genmove black
#? [E17]
