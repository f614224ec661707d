//! Whole playouts: they end, record their moves, and score the final board by area.

use tesuji::board::{Board, Color};
use tesuji::playout::{playout, FastRng, HeuristicPolicy, Policy, UniformPolicy};

/// Area score computed independently of the board: stones plus empty regions bordered by one
/// colour only, Black minus White.
fn reference_area_score(b: &Board) -> i32 {
    let size = b.size();
    let mut score = 0;
    let mut seen = vec![false; size * size];
    for y in 0..size {
        for x in 0..size {
            match b.color_at(b.point(x, y)) {
                Some(Color::Black) => score += 1,
                Some(Color::White) => score -= 1,
                None if !seen[y * size + x] => {
                    let (mut region, mut black, mut white) = (0, false, false);
                    let mut todo = vec![(x, y)];
                    seen[y * size + x] = true;
                    while let Some((cx, cy)) = todo.pop() {
                        region += 1;
                        let mut next = Vec::new();
                        if cx > 0 {
                            next.push((cx - 1, cy));
                        }
                        if cy > 0 {
                            next.push((cx, cy - 1));
                        }
                        if cx + 1 < size {
                            next.push((cx + 1, cy));
                        }
                        if cy + 1 < size {
                            next.push((cx, cy + 1));
                        }
                        for (nx, ny) in next {
                            match b.color_at(b.point(nx, ny)) {
                                Some(Color::Black) => black = true,
                                Some(Color::White) => white = true,
                                None if !seen[ny * size + nx] => {
                                    seen[ny * size + nx] = true;
                                    todo.push((nx, ny));
                                }
                                None => {}
                            }
                        }
                    }
                    if black && !white {
                        score += region;
                    } else if white && !black {
                        score -= region;
                    }
                }
                None => {}
            }
        }
    }
    score
}

fn check_playouts(policy: &dyn Policy, size: usize, games: usize) {
    let mut rng = FastRng::new(size as u64 * 31);
    let max_moves = size * size * 3;
    let mut played = Vec::with_capacity(max_moves);
    let mut decided = 0;
    for _ in 0..games {
        let mut b = Board::new(size);
        played.clear();
        let score = playout(
            &mut b,
            Color::Black,
            policy,
            &mut rng,
            max_moves,
            &mut played,
        );
        assert_eq!(
            score,
            reference_area_score(&b),
            "score of\n{}",
            b.to_diagram()
        );
        assert!(score.unsigned_abs() as usize <= size * size);
        assert!(played.len() <= max_moves);
        // Colours alternate from Black.
        for (i, &(c, _)) in played.iter().enumerate() {
            assert_eq!(
                c,
                if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                }
            );
        }
        let n = played.len();
        if n >= 2 && played[n - 1].1.is_pass() && played[n - 2].1.is_pass() {
            decided += 1;
        }
    }
    // Superko is ignored in playouts, so a rare cycle may hit the move cap, but nearly all
    // playouts must finish by passing.
    assert!(
        decided * 10 >= games * 9,
        "{decided} of {games} playouts ended by passing"
    );
}

#[test]
fn uniform_playouts_end_and_score_by_area() {
    check_playouts(&UniformPolicy, 9, 300);
    check_playouts(&UniformPolicy, 19, 30);
}

#[test]
fn heuristic_playouts_end_and_score_by_area() {
    check_playouts(&HeuristicPolicy::default(), 9, 300);
    check_playouts(&HeuristicPolicy::default(), 13, 50);
    check_playouts(&HeuristicPolicy::default(), 19, 30);
}

#[test]
fn playout_respects_the_move_cap_and_continues_from_a_position() {
    let mut rng = FastRng::new(2);
    let mut b = Board::new(9);
    b.play(Color::Black, b.point(4, 4)).unwrap();
    let mut played = Vec::new();
    playout(
        &mut b,
        Color::White,
        &HeuristicPolicy::default(),
        &mut rng,
        10,
        &mut played,
    );
    assert_eq!(played.len(), 10);
    assert_eq!(played[0].0, Color::White);
    let stones = (b.stone_count(Color::Black) + b.stone_count(Color::White)) as usize;
    assert!(stones <= 11);
    let mut empty = Board::new(5);
    assert_eq!(
        playout(
            &mut empty,
            Color::Black,
            &UniformPolicy,
            &mut rng,
            0,
            &mut played
        ),
        0
    );
}

#[test]
fn a_settled_position_scores_exactly() {
    // Both sides have only eyes left: every playout passes twice at once. Black 10, White 15.
    let start = Board::from_diagram(
        ". X . X .
         X X X X X
         O O O O O
         O . O . O
         O O O O O",
    )
    .unwrap();
    let heuristic = HeuristicPolicy::default();
    let policies: [&dyn Policy; 2] = [&UniformPolicy, &heuristic];
    let mut rng = FastRng::new(4);
    let mut played = Vec::with_capacity(100);
    for policy in policies {
        for to_play in Color::BOTH {
            let mut b = start.clone();
            played.clear();
            assert_eq!(
                playout(&mut b, to_play, policy, &mut rng, 100, &mut played),
                -5
            );
            assert_eq!(played.len(), 2);
        }
    }
}
