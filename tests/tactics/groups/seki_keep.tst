# Tesuji tactical suite, groups:
# seki the side to move must not break.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]`
# means any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --release --test tactics`, tools/regress.py, or any tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Each base position comes four ways: 9x9,
# colours swapped and flipped, and grown to 19x19 (walls and territories repeated outward)
# mirrored or swapped. Komi is set per case between the two results, so that the side to move
# wins only with the right answer (both results played out by GNU Go 3.8, Chinese rules).

# Seki, one eye each and one shared liberty: Black to play.
# White's thirteen stones (eye A2) and Black's five (eye D1) share one liberty
# F2: each side has an eye and one shared liberty, so neither can approach the other.
# Black F2 is self-atari (White captures at D1) and D1 fills Black's own eye
# (White captures at F2); either loses five stones and the seki's points.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O O O X .
#  2 . O X X X . O X .
#  1 O O X . X O O X .
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
play b H3
play b C2
play b D2
play b E2
play b H2
play b C1
play b E1
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w B2
play w G2
play w A1
play w B1
play w F1
play w G1
komi -26.5
10 reg_genmove black
#? [!F2|D1]

# Seki, one eye each and one shared liberty: White to play.
# (Colours swapped, board flipped.)
# Black's thirteen stones (eye A8) and White's five (eye D9) share one liberty
# F8: each side has an eye and one shared liberty, so neither can approach the other.
# White F8 is self-atari (Black captures at D9) and D9 fills White's own eye
# (Black captures at F8); either loses five stones and the seki's points.
#    A B C D E F G H J
#  9 X X O . O X X O .
#  8 . X O O O . X O .
#  7 X X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A9
play b B9
play b F9
play b G9
play b B8
play b G8
play b A7
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
play w C9
play w E9
play w H9
play w C8
play w D8
play w E8
play w H8
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
komi 26.5
20 reg_genmove white
#? [!F8|D9]

# Seki, one eye each and one shared liberty: Black to play.
# (19x19, mirrored.)
# White's thirteen stones (eye T2) and Black's five (eye Q1) share one liberty
# O2: each side has an eye and one shared liberty, so neither can approach the other.
# Black O2 is self-atari (White captures at Q1) and Q1 fills Black's own eye
# (White captures at O2); either loses five stones and the seki's points.
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
#  3 X . X . X . X . X . X X O O O O O O O
#  2 . X . X . X . X . X . X O . X X X O .
#  1 X . X . X . X . X . X X O O X . X O O
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
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b P2
play b Q2
play b R2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
play b P1
play b R1
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
play w T3
play w N2
play w S2
play w N1
play w O1
play w S1
play w T1
komi 17.5
30 reg_genmove black
#? [!O2|Q1]

# Seki, one eye each and one shared liberty: White to play.
# (19x19, colours swapped, board flipped.)
# Black's thirteen stones (eye A18) and White's five (eye D19) share one liberty
# F18: each side has an eye and one shared liberty, so neither can approach the other.
# White F18 is self-atari (Black captures at D19) and D19 fills White's own eye
# (Black captures at F18); either loses five stones and the seki's points.
#    A B C D E F G H J K L M N O P Q R S T
# 19 X X O . O X X O O . O . O . O . O . O
# 18 . X O O O . X O . O . O . O . O . O .
# 17 X X X X X X X O O . O . O . O . O . O
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
play b A19
play b B19
play b F19
play b G19
play b B18
play b G18
play b A17
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
play w C19
play w E19
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w C18
play w D18
play w E18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
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
komi -17.5
40 reg_genmove white
#? [!F18|D19]

# Seki, one eye each and one shared liberty: White to play.
# White's thirteen stones (eye A2) and Black's five (eye D1) share one liberty
# F2: each side has an eye and one shared liberty, so neither can approach the other.
# White F2 is self-atari (Black captures thirteen stones at A2), and A2 fills
# White's own eye (Black captures at F2).
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O O O X .
#  2 . O X X X . O X .
#  1 O O X . X O O X .
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
play b H3
play b C2
play b D2
play b E2
play b H2
play b C1
play b E1
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w B2
play w G2
play w A1
play w B1
play w F1
play w G1
komi -5.5
50 reg_genmove white
#? [!F2|A2]

# Seki, one eye each and one shared liberty: Black to play.
# (Colours swapped, board flipped.)
# Black's thirteen stones (eye A8) and White's five (eye D9) share one liberty
# F8: each side has an eye and one shared liberty, so neither can approach the other.
# Black F8 is self-atari (White captures thirteen stones at A8), and A8 fills
# Black's own eye (White captures at F8).
#    A B C D E F G H J
#  9 X X O . O X X O .
#  8 . X O O O . X O .
#  7 X X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b A9
play b B9
play b F9
play b G9
play b B8
play b G8
play b A7
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
play w C9
play w E9
play w H9
play w C8
play w D8
play w E8
play w H8
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
komi 5.5
60 reg_genmove black
#? [!F8|A8]

# Seki, one eye each and one shared liberty: White to play.
# (19x19, mirrored.)
# White's thirteen stones (eye T2) and Black's five (eye Q1) share one liberty
# O2: each side has an eye and one shared liberty, so neither can approach the other.
# White O2 is self-atari (Black captures thirteen stones at T2), and T2 fills
# White's own eye (Black captures at O2).
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
#  3 X . X . X . X . X . X X O O O O O O O
#  2 . X . X . X . X . X . X O . X X X O .
#  1 X . X . X . X . X . X X O O X . X O O
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
play b B2
play b D2
play b F2
play b H2
play b K2
play b M2
play b P2
play b Q2
play b R2
play b A1
play b C1
play b E1
play b G1
play b J1
play b L1
play b M1
play b P1
play b R1
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
play w T3
play w N2
play w S2
play w N1
play w O1
play w S1
play w T1
komi 38.5
70 reg_genmove white
#? [!O2|T2]

# Seki, one eye each and one shared liberty: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's thirteen stones (eye A18) and White's five (eye D19) share one liberty
# F18: each side has an eye and one shared liberty, so neither can approach the other.
# Black F18 is self-atari (White captures thirteen stones at A18), and A18 fills
# Black's own eye (White captures at F18).
#    A B C D E F G H J K L M N O P Q R S T
# 19 X X O . O X X O O . O . O . O . O . O
# 18 . X O O O . X O . O . O . O . O . O .
# 17 X X X X X X X O O . O . O . O . O . O
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
play b A19
play b B19
play b F19
play b G19
play b B18
play b G18
play b A17
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
play w C19
play w E19
play w H19
play w J19
play w L19
play w N19
play w P19
play w R19
play w T19
play w C18
play w D18
play w E18
play w H18
play w K18
play w M18
play w O18
play w Q18
play w S18
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
komi -38.5
80 reg_genmove black
#? [!F18|A18]

# Seki without eyes around a big group: Black to play.
# White's fifteen stones and Black's four on the first line have no eye and share their
# only liberties A1 and F1: whoever fills one is captured.
# Black must leave both alone; the points are neutral and the seki keeps White's
# fifteen stones alive but earns them nothing.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O O O X .
#  2 O O O O O O O X .
#  1 . X X X X . O X .
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
play b H3
play b H2
play b B1
play b C1
play b D1
play b E1
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w A2
play w B2
play w C2
play w D2
play w E2
play w F2
play w G2
play w G1
komi -27.5
90 reg_genmove black
#? [!A1|F1]

# Seki without eyes around a big group: White to play.
# (Colours swapped, board flipped.)
# Black's fifteen stones and White's four on the first line have no eye and share their
# only liberties A9 and F9: whoever fills one is captured.
# White must leave both alone; the points are neutral and the seki keeps Black's
# fifteen stones alive but earns them nothing.
#    A B C D E F G H J
#  9 . O O O O . X O .
#  8 X X X X X X X O .
#  7 X X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b G9
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b A7
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
play w B9
play w C9
play w D9
play w E9
play w H9
play w H8
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
komi 27.5
100 reg_genmove white
#? [!A9|F9]

# Seki without eyes around a big group: Black to play.
# (19x19, mirrored.)
# White's fifteen stones and Black's four on the first line have no eye and share their
# only liberties T1 and O1: whoever fills one is captured.
# Black must leave both alone; the points are neutral and the seki keeps White's
# fifteen stones alive but earns them nothing.
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
#  3 X . X . X . X . X . X X O O O O O O O
#  2 . X . X . X . X . X . X O O O O O O O
#  1 X . X . X . X . X . X X O . X X X X .
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
play b P1
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
play w N3
play w O3
play w P3
play w Q3
play w R3
play w S3
play w T3
play w N2
play w O2
play w P2
play w Q2
play w R2
play w S2
play w T2
play w N1
komi 16.5
110 reg_genmove black
#? [!T1|O1]

# Seki without eyes around a big group: White to play.
# (19x19, colours swapped, board flipped.)
# Black's fifteen stones and White's four on the first line have no eye and share their
# only liberties A19 and F19: whoever fills one is captured.
# White must leave both alone; the points are neutral and the seki keeps Black's
# fifteen stones alive but earns them nothing.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . O O O O . X O O . O . O . O . O . O
# 18 X X X X X X X O . O . O . O . O . O .
# 17 X X X X X X X O O . O . O . O . O . O
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
play b G19
play b A18
play b B18
play b C18
play b D18
play b E18
play b F18
play b G18
play b A17
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
play w B19
play w C19
play w D19
play w E19
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
komi -16.5
120 reg_genmove white
#? [!A19|F19]

# Seki without eyes around a big group: White to play.
# White's fifteen stones and Black's four on the first line have no eye and share their
# only liberties A1 and F1: whoever fills one is captured.
# White filling A1 or F1 lets Black capture all fifteen stones at the other.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  4 X X X X X X X X .
#  3 O O O O O O O X .
#  2 O O O O O O O X .
#  1 . X X X X . O X .
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
play b H3
play b H2
play b B1
play b C1
play b D1
play b E1
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
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w A2
play w B2
play w C2
play w D2
play w E2
play w F2
play w G2
play w G1
komi -6.5
130 reg_genmove white
#? [!A1|F1]

# Seki without eyes around a big group: Black to play.
# (Colours swapped, board flipped.)
# Black's fifteen stones and White's four on the first line have no eye and share their
# only liberties A9 and F9: whoever fills one is captured.
# Black filling A9 or F9 lets White capture all fifteen stones at the other.
#    A B C D E F G H J
#  9 . O O O O . X O .
#  8 X X X X X X X O .
#  7 X X X X X X X O .
#  6 O O O O O O O O .
#  5 O O O O O O O O O
#  4 X X X X X X X X X
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b G9
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b A7
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
play w B9
play w C9
play w D9
play w E9
play w H9
play w H8
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
komi 6.5
140 reg_genmove black
#? [!A9|F9]

# Seki without eyes around a big group: White to play.
# (19x19, mirrored.)
# White's fifteen stones and Black's four on the first line have no eye and share their
# only liberties T1 and O1: whoever fills one is captured.
# White filling T1 or O1 lets Black capture all fifteen stones at the other.
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
#  3 X . X . X . X . X . X X O O O O O O O
#  2 . X . X . X . X . X . X O O O O O O O
#  1 X . X . X . X . X . X X O . X X X X .
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
play b P1
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
play w N3
play w O3
play w P3
play w Q3
play w R3
play w S3
play w T3
play w N2
play w O2
play w P2
play w Q2
play w R2
play w S2
play w T2
play w N1
komi 37.5
150 reg_genmove white
#? [!T1|O1]

# Seki without eyes around a big group: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's fifteen stones and White's four on the first line have no eye and share their
# only liberties A19 and F19: whoever fills one is captured.
# Black filling A19 or F19 lets White capture all fifteen stones at the other.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . O O O O . X O O . O . O . O . O . O
# 18 X X X X X X X O . O . O . O . O . O .
# 17 X X X X X X X O O . O . O . O . O . O
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
play b G19
play b A18
play b B18
play b C18
play b D18
play b E18
play b F18
play b G18
play b A17
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
play w B19
play w C19
play w D19
play w E19
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
komi -37.5
160 reg_genmove black
#? [!A19|F19]
