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

# Seki with outside liberties: fill the outside, never the shared: Black to play.
# White's ten stones and Black's nine have no eye; they share D7 and E1, and each has
# one outside liberty (White C4, Black F4). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# Black C4 (or a move elsewhere, answered later) keeps it; a shared liberty or
# Black's own F4 leaves Black a liberty short and White captures nine stones.
#    A B C D E F G H J
#  9 . X X X O O O . .
#  8 . X O O X O O . .
#  7 . X O . X O O . .
#  6 . X O O X O O . .
#  5 . X X O X O O . .
#  4 . X . O X . O . .
#  3 . X X O X O O . .
#  2 . X X O X X O . .
#  1 . X X O . X O . .
boardsize 9
clear_board
play b B9
play b C9
play b D9
play b B8
play b E8
play b B7
play b E7
play b B6
play b E6
play b B5
play b C5
play b E5
play b B4
play b E4
play b B3
play b C3
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
play w C8
play w D8
play w F8
play w G8
play w C7
play w F7
play w G7
play w C6
play w D6
play w F6
play w G6
play w D5
play w F5
play w G5
play w D4
play w G4
play w D3
play w F3
play w G3
play w D2
play w G2
play w D1
play w G1
komi -20.5
170 reg_genmove black
#? [!D7|E1|F4]

# Seki with outside liberties: fill the outside, never the shared: White to play.
# (Colours swapped, board flipped.)
# Black's ten stones and White's nine have no eye; they share D3 and E9, and each has
# one outside liberty (Black C6, White F6). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# White C6 (or a move elsewhere, answered later) keeps it; a shared liberty or
# White's own F6 leaves White a liberty short and Black captures nine stones.
#    A B C D E F G H J
#  9 . O O X . O X . .
#  8 . O O X O O X . .
#  7 . O O X O X X . .
#  6 . O . X O . X . .
#  5 . O O X O X X . .
#  4 . O X X O X X . .
#  3 . O X . O X X . .
#  2 . O X X O X X . .
#  1 . O O O X X X . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b G8
play b D7
play b F7
play b G7
play b D6
play b G6
play b D5
play b F5
play b G5
play b C4
play b D4
play b F4
play b G4
play b C3
play b F3
play b G3
play b C2
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
play w C7
play w E7
play w B6
play w E6
play w B5
play w C5
play w E5
play w B4
play w E4
play w B3
play w E3
play w B2
play w E2
play w B1
play w C1
play w D1
komi 20.5
180 reg_genmove white
#? [!D3|E9|F6]

# Seki with outside liberties: fill the outside, never the shared: Black to play.
# (19x19, mirrored.)
# White's ten stones and Black's nine have no eye; they share K7 and J1, and each has
# one outside liberty (White L4, Black H4). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# Black L4 (or a move elsewhere, answered later) keeps it; a shared liberty or
# Black's own H4 leaves Black a liberty short and White captures nine stones.
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
#  8 . O . O . O O O X O O X . X . X . X .
#  7 O . O . O . O O X . O X X . X . X . X
#  6 . O . O . O O O X O O X . X . X . X .
#  5 O . O . O . O O X O X X X . X . X . X
#  4 . O . O . O O . X O . X . X . X . X .
#  3 O . O . O . O O X O X X X . X . X . X
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
play b M6
play b O6
play b Q6
play b S6
play b J5
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b J4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b L3
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
play w L8
play w A7
play w C7
play w E7
play w G7
play w H7
play w L7
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
play w H5
play w K5
play w B4
play w D4
play w F4
play w G4
play w K4
play w A3
play w C3
play w E3
play w G3
play w H3
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
komi 7.5
190 reg_genmove black
#? [!K7|J1|H4]

# Seki with outside liberties: fill the outside, never the shared: White to play.
# (19x19, colours swapped, board flipped.)
# Black's ten stones and White's nine have no eye; they share K13 and L19, and each has
# one outside liberty (Black J16, White M16). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# White J16 (or a move elsewhere, answered later) keeps it; a shared liberty or
# White's own M16 leaves White a liberty short and Black captures nine stones.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X . O X . X . X . X
# 18 . O . O . O . O O X O O X X . X . X .
# 17 O . O . O . O O O X O X X . X . X . X
# 16 . O . O . O . O . X O . X X . X . X .
# 15 O . O . O . O O O X O X X . X . X . X
# 14 . O . O . O . O X X O X X X . X . X .
# 13 O . O . O . O O X . O X X . X . X . X
# 12 . O . O . O . O X X O X X X . X . X .
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
play b M17
play b N17
play b P17
play b R17
play b T17
play b K16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b M15
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
play b J13
play b M13
play b N13
play b P13
play b R13
play b T13
play b J12
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
play w J17
play w L17
play w B16
play w D16
play w F16
play w H16
play w L16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w L15
play w B14
play w D14
play w F14
play w H14
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
komi -7.5
200 reg_genmove white
#? [!K13|L19|M16]

# Seki with outside liberties: fill the outside, never the shared: White to play.
# White's ten stones and Black's nine have no eye; they share D7 and E1, and each has
# one outside liberty (White C4, Black F4). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# White F4 (or a move elsewhere) keeps it; a shared liberty or White's own C4
# leaves White a liberty short and Black captures ten stones.
#    A B C D E F G H J
#  9 . X X X O O O . .
#  8 . X O O X O O . .
#  7 . X O . X O O . .
#  6 . X O O X O O . .
#  5 . X X O X O O . .
#  4 . X . O X . O . .
#  3 . X X O X O O . .
#  2 . X X O X X O . .
#  1 . X X O . X O . .
boardsize 9
clear_board
play b B9
play b C9
play b D9
play b B8
play b E8
play b B7
play b E7
play b B6
play b E6
play b B5
play b C5
play b E5
play b B4
play b E4
play b B3
play b C3
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
play w C8
play w D8
play w F8
play w G8
play w C7
play w F7
play w G7
play w C6
play w D6
play w F6
play w G6
play w D5
play w F5
play w G5
play w D4
play w G4
play w D3
play w F3
play w G3
play w D2
play w G2
play w D1
play w G1
komi 0.5
210 reg_genmove white
#? [!D7|E1|C4]

# Seki with outside liberties: fill the outside, never the shared: Black to play.
# (Colours swapped, board flipped.)
# Black's ten stones and White's nine have no eye; they share D3 and E9, and each has
# one outside liberty (Black C6, White F6). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# Black F6 (or a move elsewhere) keeps it; a shared liberty or Black's own C6
# leaves Black a liberty short and White captures ten stones.
#    A B C D E F G H J
#  9 . O O X . O X . .
#  8 . O O X O O X . .
#  7 . O O X O X X . .
#  6 . O . X O . X . .
#  5 . O O X O X X . .
#  4 . O X X O X X . .
#  3 . O X . O X X . .
#  2 . O X X O X X . .
#  1 . O O O X X X . .
boardsize 9
clear_board
play b D9
play b G9
play b D8
play b G8
play b D7
play b F7
play b G7
play b D6
play b G6
play b D5
play b F5
play b G5
play b C4
play b D4
play b F4
play b G4
play b C3
play b F3
play b G3
play b C2
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
play w C7
play w E7
play w B6
play w E6
play w B5
play w C5
play w E5
play w B4
play w E4
play w B3
play w E3
play w B2
play w E2
play w B1
play w C1
play w D1
komi -0.5
220 reg_genmove black
#? [!D3|E9|C6]

# Seki with outside liberties: fill the outside, never the shared: White to play.
# (19x19, mirrored.)
# White's ten stones and Black's nine have no eye; they share K7 and J1, and each has
# one outside liberty (White L4, Black H4). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# White H4 (or a move elsewhere) keeps it; a shared liberty or White's own L4
# leaves White a liberty short and Black captures ten stones.
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
#  8 . O . O . O O O X O O X . X . X . X .
#  7 O . O . O . O O X . O X X . X . X . X
#  6 . O . O . O O O X O O X . X . X . X .
#  5 O . O . O . O O X O X X X . X . X . X
#  4 . O . O . O O . X O . X . X . X . X .
#  3 O . O . O . O O X O X X X . X . X . X
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
play b M6
play b O6
play b Q6
play b S6
play b J5
play b L5
play b M5
play b N5
play b P5
play b R5
play b T5
play b J4
play b M4
play b O4
play b Q4
play b S4
play b J3
play b L3
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
play w L8
play w A7
play w C7
play w E7
play w G7
play w H7
play w L7
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
play w H5
play w K5
play w B4
play w D4
play w F4
play w G4
play w K4
play w A3
play w C3
play w E3
play w G3
play w H3
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
komi 28.5
230 reg_genmove white
#? [!K7|J1|L4]

# Seki with outside liberties: fill the outside, never the shared: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's ten stones and White's nine have no eye; they share K13 and L19, and each has
# one outside liberty (Black J16, White M16). With equal outside liberties and two
# shared, correct play ends in seki once both outside liberties are filled.
# Black M16 (or a move elsewhere) keeps it; a shared liberty or Black's own J16
# leaves Black a liberty short and White captures ten stones.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O . O . O . O O O X . O X . X . X . X
# 18 . O . O . O . O O X O O X X . X . X .
# 17 O . O . O . O O O X O X X . X . X . X
# 16 . O . O . O . O . X O . X X . X . X .
# 15 O . O . O . O O O X O X X . X . X . X
# 14 . O . O . O . O X X O X X X . X . X .
# 13 O . O . O . O O X . O X X . X . X . X
# 12 . O . O . O . O X X O X X X . X . X .
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
play b M17
play b N17
play b P17
play b R17
play b T17
play b K16
play b N16
play b O16
play b Q16
play b S16
play b K15
play b M15
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
play b J13
play b M13
play b N13
play b P13
play b R13
play b T13
play b J12
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
play w J17
play w L17
play w B16
play w D16
play w F16
play w H16
play w L16
play w A15
play w C15
play w E15
play w G15
play w H15
play w J15
play w L15
play w B14
play w D14
play w F14
play w H14
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
komi -28.5
240 reg_genmove black
#? [!K13|L19|J16]
