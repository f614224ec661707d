//! The random brain: plays a uniformly random legal move that does not fill one of its own eyes
//! (superko respected), and passes when no such move is left. It exists so that controllers,
//! the protocol and analysis streaming can be tested without the search.
//!
//! Its analysis is honest but weak: it spreads uniform random playouts over the candidate moves
//! (UCB1), so winrates, score leads and ownership are plain Monte-Carlo averages. Dead stones are
//! never claimed: `final_status` calls every stone alive, which is Tromp-Taylor scoring.

use super::{Analysis, Brain, GenmoveMode, MoveChoice, MoveInfo, PointStatus, SearchObserver};
use crate::board::{Board, Color, Point};
use crate::clock::Clock;
use crate::game::Game;
use crate::playout::{playout, FastRng, UniformPolicy};
use std::time::{Duration, Instant};

pub struct RandomBrain {
    rng: FastRng,
    /// Scratch for the moves of one playout, kept to avoid an allocation per playout.
    played: Vec<(Color, Point)>,
}

impl RandomBrain {
    pub fn new(seed: u64) -> RandomBrain {
        RandomBrain {
            rng: FastRng::new(seed),
            played: Vec::new(),
        }
    }

    /// Every move the random brain would consider: legal (superko included) and not filling an
    /// own eye.
    pub fn candidates(game: &Game, color: Color) -> Vec<Point> {
        let board = game.board();
        board
            .empty_points()
            .iter()
            .copied()
            .filter(|&p| !board.is_eye(color, p) && game.is_legal(color, p))
            .collect()
    }

    /// `mv` and a uniform playout after it: the final board and `color`'s lead on it.
    fn sample(&mut self, game: &Game, color: Color, mv: Point) -> (Board, f64) {
        let mut board = game.board().clone();
        if board.play(color, mv).is_ok() {
            // A move cap against the rare cycle of captures and recaptures.
            let max_moves = 3 * board.size() * board.size();
            self.played.clear();
            playout(
                &mut board,
                color.opponent(),
                &UniformPolicy,
                &mut self.rng,
                max_moves,
                &mut self.played,
            );
        }
        let black_lead = f64::from(board.area_score()) - f64::from(game.komi());
        let lead = match color {
            Color::Black => black_lead,
            Color::White => -black_lead,
        };
        (board, lead)
    }
}

#[derive(Clone, Default)]
struct CandidateStats {
    visits: u64,
    wins: f64,
    lead_sum: f64,
}

impl CandidateStats {
    fn record(&mut self, lead: f64) {
        self.visits += 1;
        self.lead_sum += lead;
        self.wins += if lead > 0.0 {
            1.0
        } else if lead == 0.0 {
            0.5
        } else {
            0.0
        };
    }
}

impl Brain for RandomBrain {
    fn genmove(
        &mut self,
        game: &Game,
        color: Color,
        _clock: &Clock,
        _mode: GenmoveMode,
        observer: &mut dyn SearchObserver,
    ) -> MoveChoice {
        let candidates = RandomBrain::candidates(game, color);
        if candidates.is_empty() {
            return MoveChoice::Pass;
        }
        let mv = candidates[self.rng.below(candidates.len() as u32) as usize];
        if observer.interval().is_some() {
            // One honest line: the move was drawn without any evaluation.
            observer.report(&Analysis {
                moves: vec![MoveInfo {
                    mv,
                    visits: 1,
                    winrate: 0.5,
                    prior: 1.0 / candidates.len() as f64,
                    lcb: 0.0,
                    score_lead: 0.0,
                    pv: vec![mv],
                    pv_visits: vec![1],
                    score_stdev: 0.0,
                    ownership: None,
                }],
                root_visits: 1,
                ownership: None,
                stats: format!("random move among {} candidates", candidates.len()),
            });
        }
        MoveChoice::Play(mv)
    }

    fn analyze(&mut self, game: &Game, color: Color, observer: &mut dyn SearchObserver) {
        let mut candidates = RandomBrain::candidates(game, color);
        let banned = observer.banned_root_moves();
        candidates.retain(|p| !banned.contains(p));
        let interval = observer.interval();
        let with_ownership = observer.wants_ownership();
        let point_count = game.board().points().count();
        let mut ownership_sum = vec![0f64; point_count];
        let mut stats = vec![CandidateStats::default(); candidates.len()];
        let mut playouts = 0u64;
        let started = Instant::now();
        let mut last_report = started;

        while !observer.should_stop() {
            if candidates.is_empty() {
                // Nothing to try: still answer at the interval so the stream shows the position.
                std::thread::sleep(Duration::from_millis(2));
            } else {
                let pick = ucb1_pick(&stats, playouts);
                let (board, lead) = self.sample(game, color, candidates[pick]);
                stats[pick].record(lead);
                if with_ownership {
                    add_ownership(&board, &mut ownership_sum);
                }
                playouts += 1;
            }
            if let Some(every) = interval {
                if last_report.elapsed() >= every {
                    last_report = Instant::now();
                    let ownership = with_ownership.then(|| {
                        let n = playouts.max(1) as f64;
                        ownership_sum.iter().map(|&s| (s / n) as f32).collect()
                    });
                    let analysis =
                        summarise(&candidates, &stats, playouts, ownership, started.elapsed());
                    observer.report(&analysis);
                }
            }
        }
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        let board = game.board();
        board
            .points()
            .map(|p| {
                if board.is_empty_at(p) {
                    PointStatus::Empty
                } else {
                    PointStatus::Alive
                }
            })
            .collect()
    }

    fn clear(&mut self) {}
}

fn ucb1_pick(stats: &[CandidateStats], total: u64) -> usize {
    let log_total = ((total + 1) as f64).ln();
    let mut best = 0;
    let mut best_value = f64::NEG_INFINITY;
    for (i, s) in stats.iter().enumerate() {
        if s.visits == 0 {
            return i;
        }
        let n = s.visits as f64;
        let value = s.wins / n + (2.0 * log_total / n).sqrt();
        if value > best_value {
            best_value = value;
            best = i;
        }
    }
    best
}

fn summarise(
    candidates: &[Point],
    stats: &[CandidateStats],
    playouts: u64,
    ownership: Option<Vec<f32>>,
    elapsed: Duration,
) -> Analysis {
    let prior = 1.0 / candidates.len().max(1) as f64;
    let mut moves: Vec<MoveInfo> = candidates
        .iter()
        .zip(stats)
        .filter(|(_, s)| s.visits > 0)
        .map(|(&mv, s)| {
            let n = s.visits as f64;
            let winrate = s.wins / n;
            let spread = 1.96 * (winrate * (1.0 - winrate) / n).sqrt();
            MoveInfo {
                mv,
                visits: s.visits,
                winrate,
                prior,
                lcb: (winrate - spread).max(0.0),
                score_lead: s.lead_sum / n,
                pv: vec![mv],
                pv_visits: vec![s.visits],
                score_stdev: 0.0,
                ownership: None,
            }
        })
        .collect();
    moves.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
    });
    let seconds = elapsed.as_secs_f64();
    Analysis {
        moves,
        root_visits: playouts,
        ownership,
        stats: format!(
            "random brain: {playouts} playouts in {seconds:.2} s ({:.0} playouts/s)",
            playouts as f64 / seconds.max(1e-9)
        ),
    }
}

/// Stones count for their colour, empty points for the colour of all their neighbours.
fn add_ownership(board: &Board, sum: &mut [f64]) {
    for (slot, p) in sum.iter_mut().zip(board.points()) {
        *slot += match board.color_at(p) {
            Some(Color::Black) => 1.0,
            Some(Color::White) => -1.0,
            None => {
                let mut seen = [false; 2];
                for n in board.neighbours(p) {
                    if board.is_on_board(n) {
                        if let Some(c) = board.color_at(n) {
                            seen[c.index()] = true;
                        }
                    }
                }
                match seen {
                    [true, false] => 1.0,
                    [false, true] => -1.0,
                    _ => 0.0,
                }
            }
        };
    }
}
