# Tesuji tactical suite, groups:
# a ko that decides a group.
# Format: GNU Go regression style (GTP setup, numbered reg_genmove, `#? [answer]`; `[!X]`
# means any move but X; a trailing * marks a case the engine does not solve yet). Run with
# `cargo test --release --test tactics`, tools/regress.py, or any tool that reads GNU Go's files.
# Positions written for Tesuji (MIT OR Apache-2.0). Each base position comes four ways: 9x9,
# colours swapped and flipped, and grown to 19x19 (walls and territories repeated outward)
# mirrored or swapped. Komi is set per case between the two results, so that the side to move
# wins only with the right answer (both results played out by GNU Go 3.8, Chinese rules).

# A ko that connects a one-eyed group: take it: White to play.
# White's five stones on the left (one eye, A1-A2) join the living group on the right
# only through D1, where Black's stone has the one liberty D2.
# White D2 captures it; the capturing stone has one liberty, so it is a ko, but
# Black may not retake at once and has no threat on the board: White connects at
# D1 next and the five stones live.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 X X X X X X X X X
#  3 O O X X X O O O O
#  2 . O X . X O . O .
#  1 . O O X O O O O .
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
play b C3
play b D3
play b E3
play b C2
play b E2
play b D1
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
play w F3
play w G3
play w H3
play w J3
play w B2
play w F2
play w H2
play w B1
play w C1
play w E1
play w F1
play w G1
play w H1
komi -7.5
10 reg_genmove white
#? [D2]

# A ko that connects a one-eyed group: take it: Black to play.
# (Colours swapped, board flipped.)
# Black's five stones on the left (one eye, A9-A8) join the living group on the right
# only through D9, where White's stone has the one liberty D8.
# Black D8 captures it; the capturing stone has one liberty, so it is a ko, but
# White may not retake at once and has no threat on the board: Black connects at
# D9 next and the five stones live.
#    A B C D E F G H J
#  9 . X X O X X X X .
#  8 . X O . O X . X .
#  7 X X O O O X X X X
#  6 O O O O O O O O O
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b C9
play b E9
play b F9
play b G9
play b H9
play b B8
play b F8
play b H8
play b A7
play b B7
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
play w D9
play w C8
play w E8
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
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
komi 7.5
20 reg_genmove black
#? [D8]

# A ko that connects a one-eyed group: take it: White to play.
# (19x19, mirrored.)
# White's five stones on the right (one eye, T1-T2) join the living group on the left
# only through Q1, where Black's stone has the one liberty Q2.
# White Q2 captures it; the capturing stone has one liberty, so it is a ko, but
# Black may not retake at once and has no threat on the board: White connects at
# Q1 next and the five stones live.
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
#  3 O O O O O O O O O O O O O O X X X O O
#  2 . O . O . O . O . O . O . O X . X O .
#  1 O . O . O . O . O . O O O O O X O O .
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
play b P3
play b Q3
play b R3
play b P2
play b R2
play b Q1
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
play w S3
play w T3
play w B2
play w D2
play w F2
play w H2
play w K2
play w M2
play w O2
play w S2
play w A1
play w C1
play w E1
play w G1
play w J1
play w L1
play w M1
play w N1
play w O1
play w P1
play w R1
play w S1
komi 0.5
30 reg_genmove white
#? [Q2]

# A ko that connects a one-eyed group: take it: Black to play.
# (19x19, colours swapped, board flipped.)
# Black's five stones on the left (one eye, A19-A18) join the living group on the right
# only through D19, where White's stone has the one liberty D18.
# Black D18 captures it; the capturing stone has one liberty, so it is a ko, but
# White may not retake at once and has no threat on the board: Black connects at
# D19 next and the five stones live.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X O X X X X X . X . X . X . X . X
# 18 . X O . O X . X . X . X . X . X . X .
# 17 X X O O O X X X X X X X X X X X X X X
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
play b B19
play b C19
play b E19
play b F19
play b G19
play b H19
play b J19
play b L19
play b N19
play b P19
play b R19
play b T19
play b B18
play b F18
play b H18
play b K18
play b M18
play b O18
play b Q18
play b S18
play b A17
play b B17
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
play w D19
play w C18
play w E18
play w C17
play w D17
play w E17
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
komi -0.5
40 reg_genmove black
#? [D18]

# A ko that connects a one-eyed group: resolve it: Black to play.
# White's five stones on the left (one eye, A1-A2) join the living group on the right
# only through D1, where Black's stone has the one liberty D2.
# Black D2 connects the stone out, so there is no ko: the five stones are cut off
# with one eye. Anything else and White takes the ko at D2 and connects.
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 X X X X X X X X X
#  3 O O X X X O O O O
#  2 . O X . X O . O .
#  1 . O O X O O O O .
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
play b C3
play b D3
play b E3
play b C2
play b E2
play b D1
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
play w F3
play w G3
play w H3
play w J3
play w B2
play w F2
play w H2
play w B1
play w C1
play w E1
play w F1
play w G1
play w H1
komi -7.5
50 reg_genmove black
#? [D2]

# A ko that connects a one-eyed group: resolve it: White to play.
# (Colours swapped, board flipped.)
# Black's five stones on the left (one eye, A9-A8) join the living group on the right
# only through D9, where White's stone has the one liberty D8.
# White D8 connects the stone out, so there is no ko: the five stones are cut off
# with one eye. Anything else and Black takes the ko at D8 and connects.
#    A B C D E F G H J
#  9 . X X O X X X X .
#  8 . X O . O X . X .
#  7 X X O O O X X X X
#  6 O O O O O O O O O
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 . . . . . . . . .
#  1 . . . . . . . . .
boardsize 9
clear_board
play b B9
play b C9
play b E9
play b F9
play b G9
play b H9
play b B8
play b F8
play b H8
play b A7
play b B7
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
play w D9
play w C8
play w E8
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
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
komi 7.5
60 reg_genmove white
#? [D8]

# A ko that connects a one-eyed group: resolve it: Black to play.
# (19x19, mirrored.)
# White's five stones on the right (one eye, T1-T2) join the living group on the left
# only through Q1, where Black's stone has the one liberty Q2.
# Black Q2 connects the stone out, so there is no ko: the five stones are cut off
# with one eye. Anything else and White takes the ko at Q2 and connects.
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
#  3 O O O O O O O O O O O O O O X X X O O
#  2 . O . O . O . O . O . O . O X . X O .
#  1 O . O . O . O . O . O O O O O X O O .
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
play b P3
play b Q3
play b R3
play b P2
play b R2
play b Q1
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
play w S3
play w T3
play w B2
play w D2
play w F2
play w H2
play w K2
play w M2
play w O2
play w S2
play w A1
play w C1
play w E1
play w G1
play w J1
play w L1
play w M1
play w N1
play w O1
play w P1
play w R1
play w S1
komi 0.5
70 reg_genmove black
#? [Q2]

# A ko that connects a one-eyed group: resolve it: White to play.
# (19x19, colours swapped, board flipped.)
# Black's five stones on the left (one eye, A19-A18) join the living group on the right
# only through D19, where White's stone has the one liberty D18.
# White D18 connects the stone out, so there is no ko: the five stones are cut off
# with one eye. Anything else and Black takes the ko at D18 and connects.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X O X X X X X . X . X . X . X . X
# 18 . X O . O X . X . X . X . X . X . X .
# 17 X X O O O X X X X X X X X X X X X X X
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
play b B19
play b C19
play b E19
play b F19
play b G19
play b H19
play b J19
play b L19
play b N19
play b P19
play b R19
play b T19
play b B18
play b F18
play b H18
play b K18
play b M18
play b O18
play b Q18
play b S18
play b A17
play b B17
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
play w D19
play w C18
play w E18
play w C17
play w D17
play w E17
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
komi -0.5
80 reg_genmove white
#? [D18]

# A ko that connects a one-eyed group: the ko threat: Black to play.
# White has just taken the ko at D2 (captured D1): the five stones on the left join
# the living group if White connects at D1. Black may not retake at once, and the one
# threat on the board is White's upper group, whose only eye space is the straight four
# C9-F9. Black D9 or E9 threatens to make it one eye; White must answer at
# the other, Black retakes the ko, and White has no threat left. C9 or F9 is no
# threat (the four keeps two eyes), and any other move lets White connect.
#    A B C D E F G H J
#  9 O O . . . . O O O
#  8 O O O O O O O O O
#  7 O O O O O O O O O
#  6 X X X X X X X X X
#  5 . . . . . . . . .
#  4 X X X X X X X X X
#  3 O O X X X O O O O
#  2 . O X O X O . O .
#  1 . O O . O O O O .
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
play b C3
play b D3
play b E3
play b C2
play b E2
play b D1
play w A9
play w B9
play w G9
play w H9
play w J9
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
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
play w F3
play w G3
play w H3
play w J3
play w B2
play w F2
play w H2
play w B1
play w C1
play w E1
play w F1
play w G1
play w H1
play w D2
komi -7.5
90 reg_genmove black
#? [D9|E9]

# A ko that connects a one-eyed group: the ko threat: White to play.
# (Colours swapped, board flipped.)
# Black has just taken the ko at D8 (captured D9): the five stones on the left join
# the living group if Black connects at D9. White may not retake at once, and the one
# threat on the board is Black's lower group, whose only eye space is the straight four
# C1-F1. White D1 or E1 threatens to make it one eye; Black must answer at
# the other, White retakes the ko, and Black has no threat left. C1 or F1 is no
# threat (the four keeps two eyes), and any other move lets Black connect.
#    A B C D E F G H J
#  9 . X X . X X X X .
#  8 . X O X O X . X .
#  7 X X O O O X X X X
#  6 O O O O O O O O O
#  5 . . . . . . . . .
#  4 O O O O O O O O O
#  3 X X X X X X X X X
#  2 X X X X X X X X X
#  1 X X . . . . X X X
boardsize 9
clear_board
play b B9
play b C9
play b E9
play b F9
play b G9
play b H9
play b B8
play b F8
play b H8
play b A7
play b B7
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
play b A2
play b B2
play b C2
play b D2
play b E2
play b F2
play b G2
play b H2
play b J2
play b A1
play b B1
play b G1
play b H1
play b J1
play w D9
play w C8
play w E8
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
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
play b D8
komi 7.5
100 reg_genmove white
#? [D1|E1]

# A ko that connects a one-eyed group: the ko threat: Black to play.
# (19x19, mirrored.)
# White has just taken the ko at Q2 (captured Q1): the five stones on the right join
# the living group if White connects at Q1. Black may not retake at once, and the one
# threat on the board is White's upper group, whose only eye space is the straight four
# R19-O19. Black Q19 or P19 threatens to make it one eye; White must answer at
# the other, Black retakes the ko, and White has no threat left. R19 or O19 is no
# threat (the four keeps two eyes), and any other move lets White connect.
#    A B C D E F G H J K L M N O P Q R S T
# 19 O O O O O O O O O O O O O . . . . O O
# 18 O O O O O O O O O O O O O O O O O O O
# 17 O O O O O O O O O O O O O O O O O O O
# 16 O O O O O O O O O O O O O O O O O O O
# 15 O O O O O O O O O O O O O O O O O O O
# 14 O O O O O O O O O O O O O O O O O O O
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
#  3 O O O O O O O O O O O O O O X X X O O
#  2 . O . O . O . O . O . O . O X O X O .
#  1 O . O . O . O . O . O O O O O . O O .
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
play b P3
play b Q3
play b R3
play b P2
play b R2
play b Q1
play w A19
play w B19
play w C19
play w D19
play w E19
play w F19
play w G19
play w H19
play w J19
play w K19
play w L19
play w M19
play w N19
play w S19
play w T19
play w A18
play w B18
play w C18
play w D18
play w E18
play w F18
play w G18
play w H18
play w J18
play w K18
play w L18
play w M18
play w N18
play w O18
play w P18
play w Q18
play w R18
play w S18
play w T18
play w A17
play w B17
play w C17
play w D17
play w E17
play w F17
play w G17
play w H17
play w J17
play w K17
play w L17
play w M17
play w N17
play w O17
play w P17
play w Q17
play w R17
play w S17
play w T17
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
play w A14
play w B14
play w C14
play w D14
play w E14
play w F14
play w G14
play w H14
play w J14
play w K14
play w L14
play w M14
play w N14
play w O14
play w P14
play w Q14
play w R14
play w S14
play w T14
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
play w S3
play w T3
play w B2
play w D2
play w F2
play w H2
play w K2
play w M2
play w O2
play w S2
play w A1
play w C1
play w E1
play w G1
play w J1
play w L1
play w M1
play w N1
play w O1
play w P1
play w R1
play w S1
play w Q2
komi 0.5
110 reg_genmove black
#? [Q19|P19]

# A ko that connects a one-eyed group: the ko threat: White to play.
# (19x19, colours swapped, board flipped.)
# Black has just taken the ko at D18 (captured D19): the five stones on the left join
# the living group if Black connects at D19. White may not retake at once, and the one
# threat on the board is Black's lower group, whose only eye space is the straight four
# C1-F1. White D1 or E1 threatens to make it one eye; Black must answer at
# the other, White retakes the ko, and Black has no threat left. C1 or F1 is no
# threat (the four keeps two eyes), and any other move lets Black connect.
#    A B C D E F G H J K L M N O P Q R S T
# 19 . X X . X X X X X . X . X . X . X . X
# 18 . X O X O X . X . X . X . X . X . X .
# 17 X X O O O X X X X X X X X X X X X X X
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
#  6 X X X X X X X X X X X X X X X X X X X
#  5 X X X X X X X X X X X X X X X X X X X
#  4 X X X X X X X X X X X X X X X X X X X
#  3 X X X X X X X X X X X X X X X X X X X
#  2 X X X X X X X X X X X X X X X X X X X
#  1 X X . . . . X X X X X X X X X X X X X
boardsize 19
clear_board
play b B19
play b C19
play b E19
play b F19
play b G19
play b H19
play b J19
play b L19
play b N19
play b P19
play b R19
play b T19
play b B18
play b F18
play b H18
play b K18
play b M18
play b O18
play b Q18
play b S18
play b A17
play b B17
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
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b K6
play b L6
play b M6
play b N6
play b O6
play b P6
play b Q6
play b R6
play b S6
play b T6
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
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play b K3
play b L3
play b M3
play b N3
play b O3
play b P3
play b Q3
play b R3
play b S3
play b T3
play b A2
play b B2
play b C2
play b D2
play b E2
play b F2
play b G2
play b H2
play b J2
play b K2
play b L2
play b M2
play b N2
play b O2
play b P2
play b Q2
play b R2
play b S2
play b T2
play b A1
play b B1
play b G1
play b H1
play b J1
play b K1
play b L1
play b M1
play b N1
play b O1
play b P1
play b Q1
play b R1
play b S1
play b T1
play w D19
play w C18
play w E18
play w C17
play w D17
play w E17
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
play b D18
komi -0.5
120 reg_genmove white
#? [D1|E1]
