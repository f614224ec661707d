//! Random games checked move by move against a from-scratch recomputation, and the symmetry
//! group laws.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji::board::{Board, Color, Illegal, Point, Symmetry};

/// A deliberately naive board: a grid of cells and flood fills, no incremental state.
#[derive(Clone, PartialEq, Debug)]
struct Naive {
    size: usize,
    cells: Vec<Option<Color>>,
    captures: [u32; 2],
}

impl Naive {
    fn of(board: &Board) -> Naive {
        Naive {
            size: board.size(),
            cells: board.points().map(|p| board.color_at(p)).collect(),
            captures: [board.captures(Color::Black), board.captures(Color::White)],
        }
    }

    fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> {
        let (n, x, y) = (self.size, i % self.size, i / self.size);
        [
            (x > 0).then(|| i - 1),
            (x + 1 < n).then(|| i + 1),
            (y > 0).then(|| i - n),
            (y + 1 < n).then(|| i + n),
        ]
        .into_iter()
        .flatten()
    }

    /// The chain through `i` and its number of distinct liberties.
    fn chain(&self, i: usize) -> (Vec<usize>, usize) {
        let color = self.cells[i];
        let mut seen = vec![false; self.cells.len()];
        let mut libs = vec![false; self.cells.len()];
        let mut stack = vec![i];
        let mut stones = vec![];
        seen[i] = true;
        while let Some(q) = stack.pop() {
            stones.push(q);
            for n in self.neighbours(q) {
                if self.cells[n].is_none() {
                    libs[n] = true;
                } else if self.cells[n] == color && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        (stones, libs.iter().filter(|&&l| l).count())
    }

    /// Plays without ko (the caller checks ko); Err(Suicide) leaves `self` unchanged.
    fn play(&mut self, color: Color, i: usize) -> Result<(), Illegal> {
        if self.cells[i].is_some() {
            return Err(Illegal::Occupied);
        }
        let before = self.clone();
        self.cells[i] = Some(color);
        for n in self.neighbours(i).collect::<Vec<_>>() {
            if self.cells[n] == Some(color.opponent()) {
                let (stones, libs) = self.chain(n);
                if libs == 0 {
                    for s in &stones {
                        self.cells[*s] = None;
                    }
                    self.captures[color.index()] += stones.len() as u32;
                }
            }
        }
        if self.chain(i).1 == 0 {
            *self = before;
            return Err(Illegal::Suicide);
        }
        Ok(())
    }
}

fn index_of(board: &Board, p: Point) -> usize {
    let (x, y) = board.xy(p);
    y * board.size() + x
}

fn check(board: &Board) {
    if let Err(e) = board.debug_validate() {
        panic!("{e}\n{board:?}");
    }
    // The TT key only differs from a fresh board with the same stones by the ko restriction.
    let fresh = Board::from_diagram(&board.to_diagram()).unwrap();
    assert_eq!(fresh.hash(), board.hash());
    for color in Color::BOTH {
        let ko_binds =
            board.ko_point().is_some() && !board.is_legal(color, board.ko_point().unwrap());
        assert_eq!(fresh.tt_key(color) == board.tt_key(color), !ko_binds);
        assert_eq!(
            (board.tt_key(color) >> 64) as u64 == board.hash(),
            color == Color::Black && !ko_binds
        );
    }
    assert_ne!(board.tt_key(Color::Black), board.tt_key(Color::White));
    for p in board.points() {
        let libs = board.chain_liberties(p).len() as u32;
        assert_eq!(board.liberty_count(p), libs, "{p:?}\n{board:?}");
        for cap in [1, 2, 3, 4, 5] {
            assert_eq!(
                board.liberty_count_up_to(p, cap),
                libs.min(cap),
                "{p:?}\n{board:?}"
            );
        }
    }
}

#[test]
fn random_games_keep_incremental_state_exact() {
    let mut rng = SmallRng::seed_from_u64(0x7E5_0717);
    let mut moves_checked = 0u32;
    for game in 0..360 {
        let size = 2 + game % 18;
        let mut board = Board::new(size);
        let mut naive = Naive::of(&board);
        let mut color = Color::Black;
        let mut passes = 0;
        for _ in 0..3 * size * size {
            let roll = rng.random_range(0..100);
            if roll == 0 && board.stone_count(Color::Black) + board.stone_count(Color::White) > 0 {
                // Setup removal can split chains.
                let stones: Vec<Point> = board
                    .points()
                    .filter(|&p| board.color_at(p).is_some())
                    .collect();
                let p = stones[rng.random_range(0..stones.len())];
                board.remove_setup(p).unwrap();
                naive.cells[index_of(&board, p)] = None;
                check(&board);
                continue;
            }
            let empties = board.empty_points().to_vec();
            let p = if roll < 3 || empties.is_empty() {
                Point::PASS
            } else {
                empties[rng.random_range(0..empties.len())]
            };
            let ko = board.ko_point();
            let before = board.clone();
            let result = board.play(color, p);
            assert_eq!(result, before.check_move(color, p));
            assert_eq!(result.is_ok(), before.is_legal(color, p));
            if size <= 7 {
                // The fast legality test agrees with the explanatory one everywhere.
                for q in before.points() {
                    for c in Color::BOTH {
                        assert_eq!(before.is_legal(c, q), before.check_move(c, q).is_ok());
                    }
                }
            }
            if p.is_pass() {
                result.unwrap();
                passes += 1;
            } else {
                passes = 0;
                let i = index_of(&board, p);
                let expected = if ko == Some(p) && before.check_move(color, p) == Err(Illegal::Ko) {
                    // Simple ko: one stone captured by a lone stone in the opponent's eye.
                    let mut trial = naive.clone();
                    assert!(trial.play(color, i).is_ok(), "a ko recapture captures");
                    assert_eq!(
                        trial.captures[color.index()],
                        naive.captures[color.index()] + 1
                    );
                    Err(Illegal::Ko)
                } else {
                    naive.play(color, i)
                };
                assert_eq!(result, expected, "move {p:?} by {color:?} on\n{before:?}");
                if result.is_ok() {
                    assert_eq!(board.hash(), before.hash_after(color, p));
                    assert_eq!(Naive::of(&board), naive);
                }
                assert!(result.is_ok() || board == before);
            }
            check(&board);
            moves_checked += 1;
            if passes >= 2 {
                break;
            }
            color = color.opponent();
        }
    }
    assert!(moves_checked > 30_000, "{moves_checked}");
}

#[test]
fn random_playouts_end_with_a_consistent_score() {
    let mut rng = SmallRng::seed_from_u64(42);
    for size in [5, 9, 13, 25] {
        for _ in 0..20 {
            let mut board = Board::new(size);
            let mut color = Color::Black;
            let mut passes = 0;
            for _ in 0..3 * size * size {
                let legal: Vec<Point> = board
                    .empty_points()
                    .iter()
                    .copied()
                    .filter(|&p| board.is_legal(color, p) && !board.is_eye(color, p))
                    .collect();
                if legal.is_empty() {
                    board.play(color, Point::PASS).unwrap();
                    passes += 1;
                    if passes == 2 {
                        break;
                    }
                } else {
                    passes = 0;
                    board
                        .play(color, legal[rng.random_range(0..legal.len())])
                        .unwrap();
                }
                color = color.opponent();
            }
            board.debug_validate().unwrap();
            // Area + stones cover the board when every empty point is an eye of one colour.
            let [bt, wt] = board.territory();
            let total = bt + wt + board.stone_count(Color::Black) + board.stone_count(Color::White);
            if passes == 2 {
                assert_eq!(total as usize, size * size, "{board:?}");
            }
            assert_eq!(
                board.area_score(),
                (bt + board.stone_count(Color::Black)) as i32
                    - (wt + board.stone_count(Color::White)) as i32
            );
        }
    }
}

#[test]
fn symmetries_are_bijections() {
    for size in [2, 5, 9, 19] {
        for s in Symmetry::ALL {
            let mut hit = vec![false; size * size];
            for y in 0..size {
                for x in 0..size {
                    let (u, v) = s.apply(x, y, size);
                    assert!(u < size && v < size);
                    assert!(!hit[v * size + u], "{s:?} maps two points to ({u}, {v})");
                    hit[v * size + u] = true;
                }
            }
        }
    }
}

#[test]
fn symmetry_inverse_and_closure() {
    let size = 7;
    let map = |s: Symmetry| -> Vec<(usize, usize)> {
        (0..size * size)
            .map(|i| s.apply(i % size, i / size, size))
            .collect()
    };
    let all: Vec<_> = Symmetry::ALL.iter().map(|&s| map(s)).collect();
    for i in 0..8 {
        for j in 0..i {
            assert_ne!(all[i], all[j], "symmetries {i} and {j} coincide");
        }
    }
    assert_eq!(
        all[0],
        (0..size * size)
            .map(|i| (i % size, i / size))
            .collect::<Vec<_>>()
    );
    for a in Symmetry::ALL {
        let inv = a.inverse();
        for y in 0..size {
            for x in 0..size {
                let (u, v) = a.apply(x, y, size);
                assert_eq!(inv.apply(u, v, size), (x, y), "{a:?} then {inv:?}");
                let (u, v) = inv.apply(x, y, size);
                assert_eq!(a.apply(u, v, size), (x, y));
            }
        }
        for b in Symmetry::ALL {
            let composed: Vec<_> = (0..size * size)
                .map(|i| {
                    let (u, v) = a.apply(i % size, i / size, size);
                    b.apply(u, v, size)
                })
                .collect();
            let c = a.compose(b);
            assert_eq!(map(c), composed, "{a:?} then {b:?} should be {c:?}");
        }
    }
    // On board points, PASS is fixed and diagrams transform consistently.
    let b = Board::from_diagram("X . .\n. O .\nX X .").unwrap();
    for s in Symmetry::ALL {
        assert_eq!(s.map_point(b.size(), Point::PASS), Point::PASS);
        let mut image = Board::new(3);
        for p in b.points() {
            if let Some(c) = b.color_at(p) {
                image.place_setup(c, s.map_point(b.size(), p)).unwrap();
            }
        }
        assert_eq!(image.stone_count(Color::Black), 3);
        for p in image.points() {
            assert_eq!(
                image.color_at(p),
                b.color_at(s.inverse().map_point(b.size(), p))
            );
        }
        assert_eq!(image.area_score(), b.area_score());
    }
    // Documented numbering.
    assert_eq!(Symmetry(1).apply(0, 2, size), (6, 2));
    assert_eq!(Symmetry(2).apply(0, 2, size), (0, 4));
    assert_eq!(Symmetry(4).apply(0, 2, size), (2, 0));
}

/// Everything a caller can see of a board, for comparing two of them.
fn observable(board: &Board) -> String {
    format!(
        "{:?} hash {} keys {:?} empties {:?} moves {:?} captures {:?} stones {:?}",
        board
            .points()
            .map(|p| board.color_at(p))
            .collect::<Vec<_>>(),
        board.hash(),
        [board.tt_key(Color::Black), board.tt_key(Color::White)],
        board.empty_points(),
        [board.last_move(), board.previous_move()],
        [board.captures(Color::Black), board.captures(Color::White)],
        [
            board.stone_count(Color::Black),
            board.stone_count(Color::White)
        ],
    )
}

#[test]
fn clone_from_matches_clone_between_boards_of_any_sizes() {
    let mut rng = SmallRng::seed_from_u64(0xC10E);
    let random_move = |board: &Board, rng: &mut SmallRng, color: Color| {
        let legal: Vec<Point> = board
            .empty_points()
            .iter()
            .copied()
            .filter(|&p| board.is_legal(color, p))
            .collect();
        match legal.len() {
            0 => Point::PASS,
            n => legal[rng.random_range(0..n)],
        }
    };
    for round in 0..200 {
        let size = 2 + round % 24;
        let mut board = Board::new(size);
        // The target has had a game of its own, on the same size or another one.
        let target_size = if round % 3 == 0 {
            size
        } else {
            2 + (round * 7) % 24
        };
        let mut copy = Board::new(target_size);
        let random_game = |board: &mut Board, rng: &mut SmallRng| {
            let size = board.size();
            for i in 0..rng.random_range(0..3 * size * size) {
                let color = if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let p = random_move(board, rng, color);
                board.play(color, p).unwrap();
            }
        };
        random_game(&mut copy, &mut rng);
        random_game(&mut board, &mut rng);
        copy.clone_from(&board);
        check(&copy);
        assert_eq!(copy, board);
        assert_eq!(observable(&copy), observable(&board));
        // The copy's chains and liberties behave as the original's from here on.
        let mut twin = board.clone();
        for i in 0..2 * size {
            let color = if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let p = random_move(&twin, &mut rng, color);
            twin.play(color, p).unwrap();
            copy.play(color, p).unwrap();
            assert_eq!(
                observable(&copy),
                observable(&twin),
                "size {size}, move {i}"
            );
        }
        check(&copy);
    }
}
