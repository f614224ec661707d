//! Learned replies in the playouts: the policy plays a stored reply that is sound on the board,
//! skips one that is not, and a playout that is taught a reply plays it.

use tesuji::board::{Board, Color, Point};
use tesuji::playout::{
    playout_with_replies, FastRng, HeuristicPolicy, LastGoodReplies, Policy, UniformPolicy,
};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram parses")
}

/// A quiet 9x9 position (no chain in atari, no small eye space) with White's last move at
/// (6,2); Black's own eye at (0,0) and a white wall a black stone at (4,7) would run into.
fn quiet() -> Board {
    let mut b = board(
        ". X . . . . . . .
         X X . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . O O O . . .
         . . . O . O . . .
         . . . O O O . . .",
    );
    b.play(Color::White, b.point(6, 2)).unwrap();
    b
}

#[test]
fn a_sound_reply_is_played_every_time() {
    let b = quiet();
    let policy = HeuristicPolicy::default();
    let reply = b.point(6, 3);
    for seed in 0..200 {
        let mut rng = FastRng::new(seed);
        let chosen = policy.select_with_replies(&b, Color::Black, &mut rng, [reply, Point::PASS]);
        assert_eq!(chosen, reply, "seed {seed}");
        // The single-move reply stands in when the pair has none.
        let chosen = policy.select_with_replies(&b, Color::Black, &mut rng, [Point::PASS, reply]);
        assert_eq!(chosen, reply, "seed {seed}");
    }
}

#[test]
fn unsound_replies_are_passed_over() {
    let b = quiet();
    let occupied = b.point(6, 2);
    let own_eye = b.point(0, 0);
    // Inside White's ring: no liberty, so suicide.
    let suicide = b.point(4, 7);
    for policy in [&HeuristicPolicy::default() as &dyn Policy, &UniformPolicy] {
        for seed in 0..200 {
            let mut rng = FastRng::new(seed);
            for bad in [occupied, own_eye, suicide] {
                let chosen = policy.select_with_replies(&b, Color::Black, &mut rng, [bad, bad]);
                assert_ne!(chosen, bad, "seed {seed}");
                assert!(chosen.is_pass() || b.is_legal(Color::Black, chosen));
            }
        }
    }
}

#[test]
fn a_taught_reply_is_played_in_the_playout() {
    let start = quiet();
    let reply = start.point(2, 6);
    let mut replies = LastGoodReplies::new(start.array_len());
    // Black answered White's last move with `reply` in a playout Black won.
    replies.learn(
        [start.previous_move(), start.last_move()],
        &[(Color::Black, reply)],
        Some(Color::Black),
    );
    let policy = HeuristicPolicy::default();
    let first_move = |seed: u64, replies: Option<&LastGoodReplies>| {
        let mut b = start.clone();
        let mut played = Vec::with_capacity(300);
        let mut rng = FastRng::new(seed);
        playout_with_replies(
            &mut b,
            Color::Black,
            &policy,
            &mut rng,
            300,
            &mut played,
            replies,
        );
        played[0]
    };
    for seed in 0..50 {
        assert_eq!(
            first_move(seed, Some(&replies)),
            (Color::Black, reply),
            "seed {seed}"
        );
    }
    // Untaught, the first move is the policy's own, which is hardly ever that point.
    let untaught = (0..50)
        .filter(|&seed| first_move(seed, None) == (Color::Black, reply))
        .count();
    assert!(untaught < 10, "{untaught}");
}
