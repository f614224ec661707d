# Tesuji tactical suite, games: the big fights of Tesuji's own games against Pachi 12.90 at 3 s
# a move on 19x19 (two matches of 2026-12-04 at dec8cb5, 56 games; records in sgf/, Tesuji's
# colour in PB/PW). Format: GNU Go regression style; `loadsgf FILE N` sets up the position
# before move N, Tesuji to play.
# Each case is a position where a dragon of six stones or more, Tesuji's or Pachi's, was
# critical by GNU Go 3.8 (`dragon_status`, Chinese rules) with Tesuji to move, Tesuji's move in
# the game neither saved nor killed any such dragon (`owl_does_defend` / `owl_does_attack`),
# and Pachi's reply decided one of them against Tesuji (its dragon dead, or Pachi's alive). The
# answers are the empty points within two of a critical dragon that save Tesuji's or kill
# Pachi's by GNU Go's owl reading. They are not always the best move on the board, and GNU Go
# misreads some fights: the suite compares playout and search changes at fixed playouts
# (`tools/regress.py -j 2 --playouts 10000 tests/tactics/games`); no test asserts on it.

# game01.sgf, move 223, black (Tesuji) to play: Pachi's 9 stones at S11 (alive after the reply;
# kills: T3 T5); Pachi's 10 stones at O6 (still critical after the reply; kills: N1 N4 O1 O2 P1 P2
# R1). Played P11, answered Q9.
loadsgf sgf/game01.sgf 223
1 reg_genmove black
#? [N1|N4|O1|O2|P1|P2|R1|T3|T5]

# game02.sgf, move 82, white (Tesuji) to play: Pachi's 9 stones at N17 (alive after the reply;
# kills: L14). Played J14, answered G14.
loadsgf sgf/game02.sgf 82
2 reg_genmove white
#? [L14]

# game02.sgf, move 102, white (Tesuji) to play: its 9 stones at J18 (still critical after the
# reply; saves: K15 K19 L14 L15 M16 M17 N18); Pachi's 9 stones at N17 (still critical after the
# reply; kills: L14 L15 N15 N18 Q18 R18); Pachi's 6 stones at J13 (alive after the reply; kills:
# H8). Played L8, answered H10.
loadsgf sgf/game02.sgf 102
3 reg_genmove white
#? [H8|K15|K19|L14|L15|M16|M17|N15|N18|Q18|R18]

# game02.sgf, move 104, white (Tesuji) to play: its 9 stones at J18 (still critical after the
# reply; saves: K15 K19 L14 L15 M16 M17 N18); Pachi's 9 stones at N17 (alive after the reply;
# kills: L14 L15 M15 N15 N18 O19 P19 Q18 R18). Played M9, answered K15.
loadsgf sgf/game02.sgf 104
4 reg_genmove white
#? [K15|K19|L14|L15|M15|M16|M17|N15|N18|O19|P19|Q18|R18]

# game02.sgf, move 116, white (Tesuji) to play: its 9 stones at J18 (dead after the reply; saves:
# K19). Played P4, answered N18.
loadsgf sgf/game02.sgf 116
5 reg_genmove white
#? [K19]

# game02.sgf, move 118, white (Tesuji) to play: Pachi's 8 stones at K6 (alive after the reply;
# kills: J5 K5 K7 M7 N4 N7 N8 O6 O7 P6). Played R13, answered N8.
loadsgf sgf/game02.sgf 118
6 reg_genmove white
#? [J5|K5|K7|M7|N4|N7|N8|O6|O7|P6]

# game02.sgf, move 160, white (Tesuji) to play: Pachi's 13 stones at K6 (alive after the reply;
# kills: J5 K5 M7 M8 P6). Played Q5, answered P6.
loadsgf sgf/game02.sgf 160
7 reg_genmove white
#? [J5|K5|M7|M8|P6]

# game03.sgf, move 121, black (Tesuji) to play: its 8 stones at E10 (dead after the reply; saves:
# F11 G10 G11 H10 H9 J9). Played M2, answered F11.
loadsgf sgf/game03.sgf 121
8 reg_genmove black
#? [F11|G10|G11|H10|H9|J9]

# game04.sgf, move 140, white (Tesuji) to play: Pachi's 12 stones at H8 (alive after the reply;
# kills: H5 K5); its 11 stones at J6 (dead after the reply; saves: E4 F3 H1 H5). Played L8,
# answered H5.
loadsgf sgf/game04.sgf 140
9 reg_genmove white
#? [E4|F3|H1|H5|K5]

# game05.sgf, move 181, black (Tesuji) to play: Pachi's 23 stones at L9 (alive after the reply;
# kills: O12 P11 P12). Played Q9, answered P11.
loadsgf sgf/game05.sgf 181
10 reg_genmove black
#? [O12|P11|P12]

# game06.sgf, move 52, white (Tesuji) to play: Pachi's 6 stones at S5 (alive after the reply;
# kills: S1 S7 T2 T5). Played Q11, answered Q3.
loadsgf sgf/game06.sgf 52
11 reg_genmove white
#? [S1|S7|T2|T5]

# game06.sgf, move 64, white (Tesuji) to play: Pachi's 6 stones at O3 (alive after the reply;
# kills: N1). Played O8, answered Q1.
loadsgf sgf/game06.sgf 64
12 reg_genmove white
#? [N1]

# game06.sgf, move 108, white (Tesuji) to play: its 7 stones at Q13 (dead after the reply; saves:
# Q14 Q15 R14 R15 S11 T12). Played R17, answered R15.
loadsgf sgf/game06.sgf 108
13 reg_genmove white
#? [Q14|Q15|R14|R15|S11|T12]

# game07.sgf, move 169, black (Tesuji) to play: its 7 stones at R12 (dead after the reply; saves:
# P12). Played M15, answered S11.
loadsgf sgf/game07.sgf 169
14 reg_genmove black
#? [P12]

# game07.sgf, move 177, black (Tesuji) to play: its 8 stones at B7 (dead after the reply; saves:
# A6 A7 A8 B2 B6 C3 F4 G5). Played G6, answered A6.
loadsgf sgf/game07.sgf 177
15 reg_genmove black
#? [A6|A7|A8|B2|B6|C3|F4|G5]

# game08.sgf, move 76, white (Tesuji) to play: Pachi's 7 stones at L10 (alive after the reply;
# kills: L6). Played H12, answered H11.
loadsgf sgf/game08.sgf 76
16 reg_genmove white
#? [L6]

# game09.sgf, move 107, black (Tesuji) to play: Pachi's 6 stones at P18 (alive after the reply;
# kills: P19 R19). Played N15, answered O14.
loadsgf sgf/game09.sgf 107
17 reg_genmove black
#? [P19|R19]

# game10.sgf, move 168, white (Tesuji) to play: its 6 stones at K6 (dead after the reply; saves:
# J8 M4 M8). Played J3, answered G2.
loadsgf sgf/game10.sgf 168
18 reg_genmove white
#? [J8|M4|M8]

# game10.sgf, move 188, white (Tesuji) to play: its 7 stones at J11 (dead after the reply; saves:
# K7 M10); Pachi's 7 stones at G10 (alive after the reply; kills: nothing near); Pachi's 17 stones
# at G7 (still critical after the reply; kills: D1 D2 E1 E2 F1 H1); its 14 stones at K6 (still
# critical after the reply; saves: nothing near). Played L12, answered M10.
loadsgf sgf/game10.sgf 188
19 reg_genmove white
#? [D1|D2|E1|E2|F1|H1|K7|M10]

# game10.sgf, move 190, white (Tesuji) to play: Pachi's 17 stones at G7 (alive after the reply;
# kills: D1 D2 E1 E2 F1 H1); its 14 stones at K6 (dead after the reply; saves: nothing near).
# Played K13, answered L9.
loadsgf sgf/game10.sgf 190
20 reg_genmove white
#? [D1|D2|E1|E2|F1|H1]

# game11.sgf, move 143, black (Tesuji) to play: Pachi's 8 stones at E14 (alive after the reply;
# kills: A14 B14 B15 B16 B17 B18 C16). Played D12, answered B14.
loadsgf sgf/game11.sgf 143
21 reg_genmove black
#? [A14|B14|B15|B16|B17|B18|C16]

# game11.sgf, move 155, black (Tesuji) to play: Pachi's 6 stones at B12 (alive after the reply;
# kills: A12 B9 C10 C9 D9 E8 E9 F10). Played D19, answered G10.
loadsgf sgf/game11.sgf 155
22 reg_genmove black
#? [A12|B9|C10|C9|D9|E8|E9|F10]

# game12.sgf, move 134, white (Tesuji) to play: Pachi's 6 stones at Q13 (alive after the reply;
# kills: N13). Played S16, answered T13.
loadsgf sgf/game12.sgf 134
23 reg_genmove white
#? [N13]

# game13.sgf, move 51, black (Tesuji) to play: Pachi's 7 stones at H4 (alive after the reply;
# kills: F2 G1 H1 H2). Played G15, answered G5.
loadsgf sgf/game13.sgf 51
24 reg_genmove black
#? [F2|G1|H1|H2]

# game14.sgf, move 76, white (Tesuji) to play: its 9 stones at C17 (dead after the reply; saves:
# A17 B10 B11 B17 C12). Played E12, answered C12.
loadsgf sgf/game14.sgf 76
25 reg_genmove white
#? [A17|B10|B11|B17|C12]

# game15.sgf, move 131, black (Tesuji) to play: Pachi's 8 stones at D7 (alive after the reply;
# kills: A5 A7 A8 A9 B10 B9 C7 C8 C9 D8 D9). Played M14, answered G11.
loadsgf sgf/game15.sgf 131
26 reg_genmove black
#? [A5|A7|A8|A9|B10|B9|C7|C8|C9|D8|D9]

# game16.sgf, move 230, white (Tesuji) to play: Pachi's 6 stones at B10 (alive after the reply;
# kills: A7). Played Q5, answered D5.
loadsgf sgf/game16.sgf 230
27 reg_genmove white
#? [A7]

# game17.sgf, move 59, black (Tesuji) to play: Pachi's 8 stones at C3 (alive after the reply;
# kills: E4 E5 F5 G5). Played H5, answered H2.
loadsgf sgf/game17.sgf 59
28 reg_genmove black
#? [E4|E5|F5|G5]

# game18.sgf, move 83, black (Tesuji) to play: Pachi's 6 stones at O18 (alive after the reply;
# kills: N18 N19 P18 Q19 R18 R19 S18). Played N7, answered R18.
loadsgf sgf/game18.sgf 83
29 reg_genmove black
#? [N18|N19|P18|Q19|R18|R19|S18]

# game18.sgf, move 113, black (Tesuji) to play: Pachi's 9 stones at H18 (alive after the reply;
# kills: M19). Played N15, answered M19.
loadsgf sgf/game18.sgf 113
30 reg_genmove black
#? [M19]

# game18.sgf, move 151, black (Tesuji) to play: its 13 stones at G18 (dead after the reply; saves:
# D15 E16 E17 G19). Played K13, answered E17.
loadsgf sgf/game18.sgf 151
31 reg_genmove black
#? [D15|E16|E17|G19]

# game19.sgf, move 77, black (Tesuji) to play: Pachi's 13 stones at J6 (alive after the reply;
# kills: L2 M3). Played J7, answered L6.
loadsgf sgf/game19.sgf 77
32 reg_genmove black
#? [L2|M3]

# game20.sgf, move 128, white (Tesuji) to play: Pachi's 14 stones at B15 (still critical after the
# reply; kills: A16 D14 D15 E16 G18 G19 H16 H17 H18 J17); Pachi's 6 stones at H10 (alive after the
# reply; kills: G7). Played P6, answered M8.
loadsgf sgf/game20.sgf 128
33 reg_genmove white
#? [A16|D14|D15|E16|G18|G19|G7|H16|H17|H18|J17]

# game21.sgf, move 127, black (Tesuji) to play: Pachi's 11 stones at L18 (alive after the reply;
# kills: O19 P18 P19 Q18). Played H15, answered Q18.
loadsgf sgf/game21.sgf 127
34 reg_genmove black
#? [O19|P18|P19|Q18]

# game22.sgf, move 98, white (Tesuji) to play: Pachi's 8 stones at C9 (alive after the reply;
# kills: A8 A9 B8). Played H16, answered B8.
loadsgf sgf/game22.sgf 98
35 reg_genmove white
#? [A8|A9|B8]

# game23.sgf, move 165, black (Tesuji) to play: Pachi's 10 stones at F15 (alive after the reply;
# kills: K13 K15 L15 L16 M16). Played F10, answered K17.
loadsgf sgf/game23.sgf 165
36 reg_genmove black
#? [K13|K15|L15|L16|M16]

# game23.sgf, move 169, black (Tesuji) to play: Pachi's 11 stones at F15 (alive after the reply;
# kills: K15 L15 L16 M16 M17). Played J18, answered N17.
loadsgf sgf/game23.sgf 169
37 reg_genmove black
#? [K15|L15|L16|M16|M17]

# game24.sgf, move 84, white (Tesuji) to play: its 7 stones at P11 (dead after the reply; saves:
# O10 Q12). Played M6, answered P7.
loadsgf sgf/game24.sgf 84
38 reg_genmove white
#? [O10|Q12]

# game25.sgf, move 47, black (Tesuji) to play: Pachi's 10 stones at S11 (alive after the reply;
# kills: S4 S6). Played R4, answered S6.
loadsgf sgf/game25.sgf 47
39 reg_genmove black
#? [S4|S6]

# game25.sgf, move 83, black (Tesuji) to play: Pachi's 11 stones at S11 (alive after the reply;
# kills: T6 T7 T8). Played O11, answered T6.
loadsgf sgf/game25.sgf 83
40 reg_genmove black
#? [T6|T7|T8]

# game25.sgf, move 163, black (Tesuji) to play: Pachi's 13 stones at L19 (alive after the reply;
# kills: J18). Played K9, answered H16.
loadsgf sgf/game25.sgf 163
41 reg_genmove black
#? [J18]

# game26.sgf, move 99, black (Tesuji) to play: its 8 stones at G7 (dead after the reply; saves: E5
# H3 J3 K2 L4 M3). Played M5, answered L4.
loadsgf sgf/game26.sgf 99
42 reg_genmove black
#? [E5|H3|J3|K2|L4|M3]

# game27.sgf, move 130, white (Tesuji) to play: Pachi's 9 stones at H8 (alive after the reply;
# kills: O5); its 24 stones at J7 (dead after the reply; saves: nothing near). Played Q6, answered
# P6.
loadsgf sgf/game27.sgf 130
43 reg_genmove white
#? [O5]

# game27.sgf, move 146, white (Tesuji) to play: Pachi's 15 stones at H8 (alive after the reply;
# kills: O8 P7 Q3); its 28 stones at J7 (dead after the reply; saves: nothing near). Played C14,
# answered N7.
loadsgf sgf/game27.sgf 146
44 reg_genmove white
#? [O8|P7|Q3]

# game28.sgf, move 107, black (Tesuji) to play: Pachi's 10 stones at N12 (alive after the reply;
# kills: K6 L6 L7 M7 M8). Played J9, answered L6.
loadsgf sgf/game28.sgf 107
45 reg_genmove black
#? [K6|L6|L7|M7|M8]

# game29.sgf, move 74, white (Tesuji) to play: its 6 stones at P12 (dead after the reply; saves:
# O12 Q13 R12). Played O13, answered O12.
loadsgf sgf/game29.sgf 74
46 reg_genmove white
#? [O12|Q13|R12]

# game30.sgf, move 83, black (Tesuji) to play: Pachi's 8 stones at C18 (alive after the reply;
# kills: C19 E19). Played P8, answered B19.
loadsgf sgf/game30.sgf 83
47 reg_genmove black
#? [C19|E19]

# game30.sgf, move 125, black (Tesuji) to play: Pachi's 12 stones at B6 (alive after the reply;
# kills: C1 D1 F2 H2). Played K4, answered E6.
loadsgf sgf/game30.sgf 125
48 reg_genmove black
#? [C1|D1|F2|H2]

# game30.sgf, move 201, black (Tesuji) to play: Pachi's 14 stones at B6 (alive after the reply;
# kills: D1). Played P19, answered E10.
loadsgf sgf/game30.sgf 201
49 reg_genmove black
#? [D1]

# game30.sgf, move 211, black (Tesuji) to play: its 17 stones at C12 (dead after the reply; saves:
# A12 B13); Pachi's 11 stones at D8 (alive after the reply; kills: nothing near). Played B17,
# answered G11.
loadsgf sgf/game30.sgf 211
50 reg_genmove black
#? [A12|B13]

# game31.sgf, move 92, white (Tesuji) to play: its 7 stones at E4 (dead after the reply; saves:
# H5). Played H12, answered L8.
loadsgf sgf/game31.sgf 92
51 reg_genmove white
#? [H5]

# game31.sgf, move 124, white (Tesuji) to play: Pachi's 13 stones at C13 (alive after the reply;
# kills: D14 D15 F15). Played F16, answered D14.
loadsgf sgf/game31.sgf 124
52 reg_genmove white
#? [D14|D15|F15]

# game31.sgf, move 216, white (Tesuji) to play: Pachi's 10 stones at D7 (alive after the reply;
# kills: B3); its 7 stones at E4 (dead after the reply; saves: nothing near). Played A5, answered
# A4.
loadsgf sgf/game31.sgf 216
53 reg_genmove white
#? [B3]

# game31.sgf, move 228, white (Tesuji) to play: Pachi's 7 stones at J19 (alive after the reply;
# kills: O18). Played B11, answered O18.
loadsgf sgf/game31.sgf 228
54 reg_genmove white
#? [O18]

# game32.sgf, move 123, black (Tesuji) to play: Pachi's 6 stones at J16 (alive after the reply;
# kills: L15 M14 M15 M16). Played L13, answered L15.
loadsgf sgf/game32.sgf 123
55 reg_genmove black
#? [L15|M14|M15|M16]

# game33.sgf, move 98, white (Tesuji) to play: Pachi's 18 stones at D16 (alive after the reply;
# kills: H8 H9). Played J9, answered G9.
loadsgf sgf/game33.sgf 98
56 reg_genmove white
#? [H8|H9]

# game33.sgf, move 132, white (Tesuji) to play: Pachi's 24 stones at E11 (alive after the reply;
# kills: D8 F14). Played C5, answered D5.
loadsgf sgf/game33.sgf 132
57 reg_genmove white
#? [D8|F14]

# game33.sgf, move 146, white (Tesuji) to play: its 9 stones at E4 (dead after the reply; saves:
# G2 G3 J1 J2 K2 L1 L2 M2 M3 M4 N3). Played N4, answered K2.
loadsgf sgf/game33.sgf 146
58 reg_genmove white
#? [G2|G3|J1|J2|K2|L1|L2|M2|M3|M4|N3]

# game33.sgf, move 154, white (Tesuji) to play: its 6 stones at B4 (dead after the reply; saves:
# A2). Played O6, answered A4.
loadsgf sgf/game33.sgf 154
59 reg_genmove white
#? [A2]

# game34.sgf, move 107, black (Tesuji) to play: its 8 stones at R9 (dead after the reply; saves:
# P9 Q3 R2 R4 S1 T2 T3 T7 T8). Played R13, answered T8.
loadsgf sgf/game34.sgf 107
60 reg_genmove black
#? [P9|Q3|R2|R4|S1|T2|T3|T7|T8]

# game34.sgf, move 117, black (Tesuji) to play: Pachi's 7 stones at Q10 (alive after the reply;
# kills: P8); its 9 stones at R9 (dead after the reply; saves: R2 R4). Played Q12, answered P11.
loadsgf sgf/game34.sgf 117
61 reg_genmove black
#? [P8|R2|R4]

# game35.sgf, move 132, white (Tesuji) to play: its 6 stones at Q14 (dead after the reply; saves:
# O14 Q13 T15). Played P11, answered Q11.
loadsgf sgf/game35.sgf 132
62 reg_genmove white
#? [O14|Q13|T15]

# game35.sgf, move 208, white (Tesuji) to play: Pachi's 8 stones at L8 (alive after the reply;
# kills: N6 O5 P5). Played L4, answered O5.
loadsgf sgf/game35.sgf 208
63 reg_genmove white
#? [N6|O5|P5]

# game36.sgf, move 131, black (Tesuji) to play: its 7 stones at R15 (dead after the reply; saves:
# P14 S15); Pachi's 6 stones at Q11 (alive after the reply; kills: R13 S13); Pachi's 9 stones at
# M5 (still critical after the reply; kills: M3). Played P6, answered S10.
loadsgf sgf/game36.sgf 131
64 reg_genmove black
#? [M3|P14|R13|S13|S15]

# game36.sgf, move 147, black (Tesuji) to play: Pachi's 6 stones at M8 (alive after the reply;
# kills: O7 O9 P8); Pachi's 11 stones at M5 (alive after the reply; kills: O7). Played K11,
# answered O7.
loadsgf sgf/game36.sgf 147
65 reg_genmove black
#? [O7|O9|P8]

# game36.sgf, move 159, black (Tesuji) to play: its 7 stones at R15 (dead after the reply; saves:
# N15 O13 O14 O15 O16 P14 P16 S15 T14 T15); its 7 stones at N7 (still critical after the reply;
# saves: nothing near). Played M17, answered L14.
loadsgf sgf/game36.sgf 159
66 reg_genmove black
#? [N15|O13|O14|O15|O16|P14|P16|S15|T14|T15]

# game37.sgf, move 84, white (Tesuji) to play: Pachi's 6 stones at C7 (alive after the reply;
# kills: A5 A7 B8). Played J10, answered B8.
loadsgf sgf/game37.sgf 84
67 reg_genmove white
#? [A5|A7|B8]

# game38.sgf, move 115, black (Tesuji) to play: Pachi's 7 stones at E4 (alive after the reply;
# kills: D1 E1 E2 F1 F2 G2 H2 J3 J5). Played N9, answered K5.
loadsgf sgf/game38.sgf 115
68 reg_genmove black
#? [D1|E1|E2|F1|F2|G2|H2|J3|J5]

# game39.sgf, move 96, white (Tesuji) to play: Pachi's 6 stones at L10 (alive after the reply;
# kills: K11). Played G10, answered N9.
loadsgf sgf/game39.sgf 96
69 reg_genmove white
#? [K11]

# game39.sgf, move 128, white (Tesuji) to play: Pachi's 11 stones at H12 (alive after the reply;
# kills: J12); its 10 stones at G10 (still critical after the reply; saves: D8 F14 G7). Played
# K15, answered J15.
loadsgf sgf/game39.sgf 128
70 reg_genmove white
#? [D8|F14|G7|J12]

# game39.sgf, move 182, white (Tesuji) to play: its 7 stones at G4 (dead after the reply; saves:
# H2). Played N16, answered H2.
loadsgf sgf/game39.sgf 182
71 reg_genmove white
#? [H2]

# game40.sgf, move 67, black (Tesuji) to play: Pachi's 8 stones at D13 (alive after the reply;
# kills: B10 B11 C11). Played M10, answered G14.
loadsgf sgf/game40.sgf 67
72 reg_genmove black
#? [B10|B11|C11]

# game40.sgf, move 77, black (Tesuji) to play: Pachi's 9 stones at D13 (alive after the reply;
# kills: C10). Played L17, answered H16.
loadsgf sgf/game40.sgf 77
73 reg_genmove black
#? [C10]

# game41.sgf, move 64, white (Tesuji) to play: Pachi's 6 stones at S17 (alive after the reply;
# kills: S13 S14 S15 T14 T15 T16 T17). Played P16, answered T18.
loadsgf sgf/game41.sgf 64
74 reg_genmove white
#? [S13|S14|S15|T14|T15|T16|T17]

# game42.sgf, move 74, white (Tesuji) to play: Pachi's 7 stones at B14 (alive after the reply;
# kills: D12 D13 E11). Played O17, answered D12.
loadsgf sgf/game42.sgf 74
75 reg_genmove white
#? [D12|D13|E11]

# game42.sgf, move 96, white (Tesuji) to play: Pachi's 7 stones at E10 (alive after the reply;
# kills: E6 F6 F7). Played G14, answered H9.
loadsgf sgf/game42.sgf 96
76 reg_genmove white
#? [E6|F6|F7]

