//! Score in the value: an edge's win rate is nudged by the mean margin its playouts reached,
//! so that among moves that win about as often the bigger one is chosen.

use tesuji::search::SearchParams;

fn with_weight(score_weight: f32) -> SearchParams {
    SearchParams {
        score_weight,
        score_points: 20.0,
        ..SearchParams::default()
    }
}

#[test]
fn no_weight_leaves_the_win_rate_alone() {
    let p = with_weight(0.0);
    for margin in [-300.0, -5.0, 0.0, 5.0, 300.0] {
        assert_eq!(p.score_term(margin, 19), 0.0);
    }
}

#[test]
fn the_term_is_odd_in_the_margin_and_bounded_by_the_weight() {
    let p = with_weight(0.05);
    assert_eq!(p.score_term(0.0, 19), 0.0);
    for margin in [0.5, 3.0, 20.0, 80.0, 361.0] {
        let up = p.score_term(margin, 19);
        assert!(up > 0.0 && up < 0.05, "{margin}: {up}");
        assert!((p.score_term(-margin, 19) + up).abs() < 1e-7);
    }
    assert!(
        p.score_term(10.0, 19) < p.score_term(30.0, 19),
        "bigger is better"
    );
}

#[test]
fn half_the_weight_at_score_points_scaled_by_the_board_area() {
    let p = with_weight(0.04);
    assert!((p.score_term(20.0, 19) - 0.02).abs() < 1e-6);
    // 20 points on 361 is 4.49 points on 81: a point counts more on a small board.
    let nine = 20.0 * 81.0 / 361.0;
    assert!((p.score_term(nine, 9) - 0.02).abs() < 1e-6);
    assert!(p.score_term(5.0, 9) > p.score_term(5.0, 19));
}
