//! Whole-search behaviour on real boards: legality (superko included), transpositions,
//! passing, resigning, cleanup, tiny memory, determinism, and reclamation across a game.

use std::time::Duration;
use tesuji::app::EngineOptions;
use tesuji::board::{Board, Color, Point};
use tesuji::clock::Clock;
use tesuji::engine::{Brain, GenmoveMode, MoveChoice, PointStatus, Silent};
use tesuji::game::{Game, Rules};
use tesuji::search::uct::node_key;
use tesuji::search::{Counting, SearchConfig, TimeParams, UctBrain};

fn config(playouts: u64) -> SearchConfig {
    SearchConfig {
        threads: 1,
        max_memory: 64 << 20,
        playouts: Some(playouts),
        opening_random_moves: Some(0),
        time: TimeParams {
            per_move: Duration::from_secs(600),
            ..TimeParams::default()
        },
        ..SearchConfig::default()
    }
}

fn game_from(diagram: &str, komi: f32) -> Game {
    let board = Board::from_diagram(diagram).expect("valid diagram");
    let mut game = Game::new(board.size());
    game.set_komi(komi);
    for p in board.points() {
        if let Some(c) = board.color_at(p) {
            game.setup(Some(c), p).expect("empty point");
        }
    }
    game
}

fn genmove(brain: &mut UctBrain, game: &Game, color: Color, mode: GenmoveMode) -> MoveChoice {
    brain.genmove(game, color, &Clock::default(), mode, &mut Silent)
}

#[test]
fn fixed_search_is_deterministic_and_legal() {
    let game = Game::new(9);
    let mut a = UctBrain::with_config(config(1500));
    let mut b = UctBrain::with_config(config(1500));
    let sa = a.search_fixed(&game, Color::Black, 1500);
    let sb = b.search_fixed(&game, Color::Black, 1500);
    assert_eq!(sa.best, sb.best);
    assert_eq!(sa.playouts, sb.playouts);
    assert_eq!(sa.iterations, 1500);
    let best = sa.best.expect("a move on an empty board");
    assert!(!best.is_pass() && game.is_legal(Color::Black, best));
    assert_eq!(sa.analysis.moves[0].mv, best);
    assert!(sa.analysis.moves[0].pv.len() >= 2, "a principal variation");
    a.check_graph().unwrap();
}

#[test]
fn move_orders_reaching_one_position_share_one_node() {
    let game = Game::new(5);
    let mut brain = UctBrain::with_config(config(6000));
    brain.search_fixed(&game, Color::Black, 6000);
    let graph = brain.graph().unwrap();
    let root = brain.root();
    // For every explored path B a, W b, B c also explored as B c, W b, B a: one node.
    let mut merged = 0;
    let mut board = game.board().clone();
    for ea in graph.edges_of(root) {
        let a = ea.child();
        if a == 0 || ea.mv() == 0 {
            continue;
        }
        for eb in graph.edges_of(a) {
            let b = eb.child();
            if b == 0 || eb.mv() == 0 {
                continue;
            }
            for ec in graph.edges_of(b) {
                let c = ec.child();
                if c == 0 || ec.mv() == 0 || ec.mv() == ea.mv() {
                    continue;
                }
                let (pa, pb, pc) = (Point(ea.mv()), Point(eb.mv()), Point(ec.mv()));
                board.clone_from(game.board());
                let ok = board.play(Color::Black, pc).is_ok()
                    && board.play(Color::White, pb).is_ok()
                    && board.play(Color::Black, pa).is_ok();
                if !ok {
                    continue;
                }
                let key = node_key(&board, Color::White, false);
                assert_eq!(graph.node(c).key(), key, "node key is the position's key");
                // Follow the other order in the graph if it was explored.
                let step = |node: u32, mv: Point| {
                    graph
                        .edges_of(node)
                        .iter()
                        .find(|e| e.mv() == mv.0)
                        .map(|e| e.child())
                        .filter(|&c| c != 0)
                };
                if let Some(other) = step(root, pc)
                    .and_then(|n| step(n, pb))
                    .and_then(|n| step(n, pa))
                {
                    assert_eq!(other, c, "transposed paths must share the node");
                    merged += 1;
                }
            }
        }
    }
    assert!(merged > 0, "the search should explore some transpositions");
    brain.check_graph().unwrap();
}

/// A ko: Black has just taken it, both sides passed, and White's recapture would recreate the
/// position before Black's capture: legal under simple ko, forbidden by positional superko.
#[test]
fn never_plays_a_superko_repetition() {
    let mut game = game_from(
        ". X O . .\n\
         X O . O .\n\
         . X O . .\n\
         . . . . .\n\
         . . . . .",
        0.5,
    );
    let b = game.board().clone();
    let capture = b.point(2, 1);
    let recapture = b.point(1, 1);
    game.play(Color::Black, capture).unwrap();
    game.play(Color::White, Point::PASS).unwrap();
    game.play(Color::Black, Point::PASS).unwrap();
    assert!(
        game.board().is_legal(Color::White, recapture),
        "simple ko allows it"
    );
    assert!(
        !game.is_legal(Color::White, recapture),
        "superko forbids it"
    );
    let mut brain = UctBrain::with_config(config(3000));
    for _ in 0..3 {
        match genmove(&mut brain, &game, Color::White, GenmoveMode::Normal) {
            MoveChoice::Play(p) => {
                assert_ne!(p, recapture);
                assert!(game.is_legal(Color::White, p));
            }
            MoveChoice::Pass | MoveChoice::Resign => {}
        }
    }
    let summary = brain.search_fixed(&game, Color::White, 2000);
    assert!(summary.analysis.moves.iter().all(|m| m.mv != recapture));
}

/// Two solid black walls own the whole 5x5 board.
const WALLS: &str = ". X . X .\n. X . X .\n. X . X .\n. X . X .\n. X . X .";
const WALLS_DEAD_WHITE: &str = ". X . X .\n. X . X .\nO X . X .\n. X . X .\n. X . X .";

#[test]
fn passes_when_the_board_count_already_wins() {
    let mut game = game_from(WALLS, 7.5);
    game.play(Color::White, Point::PASS).unwrap();
    let mut brain = UctBrain::with_config(config(500));
    assert_eq!(
        genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal),
        MoveChoice::Pass
    );
}

#[test]
fn captures_dead_stones_before_passing_when_the_bare_board_count_needs_it() {
    // On the board as it stands the dead white stone spoils Black's column: 20 - 1 < komi.
    let mut game = game_from(WALLS_DEAD_WHITE, 20.5);
    game.play(Color::White, Point::PASS).unwrap();
    let mut brain = UctBrain::with_config(SearchConfig {
        counting: Counting::BareBoard,
        ..config(3000)
    });
    let mv = genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal);
    assert!(
        matches!(mv, MoveChoice::Play(_)),
        "must not pass into a lost count: {mv:?}"
    );
}

#[test]
fn passes_when_removing_the_dead_stones_wins() {
    // With the dead white stone removed, as a scorer removes it, Black owns all 25 points.
    let mut game = game_from(WALLS_DEAD_WHITE, 20.5);
    game.play(Color::White, Point::PASS).unwrap();
    let mut brain = UctBrain::with_config(config(3000));
    assert_eq!(
        genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal),
        MoveChoice::Pass
    );
}

#[test]
fn cleanup_never_passes_while_dead_stones_remain() {
    let mut game = game_from(WALLS_DEAD_WHITE, 0.5);
    game.play(Color::White, Point::PASS).unwrap();
    let mut brain = UctBrain::with_config(config(1000));
    assert_eq!(
        genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal),
        MoveChoice::Pass
    );
    let mv = genmove(&mut brain, &game, Color::Black, GenmoveMode::Cleanup);
    assert!(
        matches!(mv, MoveChoice::Play(_)),
        "cleanup keeps capturing: {mv:?}"
    );
    let status = brain.final_status(&game);
    let dead = game.board().point(0, 2);
    let index = game.board().points().position(|p| p == dead).unwrap();
    assert_eq!(status[index], PointStatus::Dead);
    let wall = game
        .board()
        .points()
        .position(|p| p == game.board().point(1, 0))
        .unwrap();
    assert_eq!(status[wall], PointStatus::Alive);
}

#[test]
fn resigns_a_hopeless_game_but_not_at_once() {
    let mut game = game_from(WALLS, 7.5);
    for _ in 0..4 {
        game.play(Color::Black, Point::PASS).unwrap();
        game.play(Color::White, Point::PASS).unwrap();
    }
    let mut brain = UctBrain::with_config(config(400));
    let mut answers = Vec::new();
    for _ in 0..4 {
        let mv = genmove(&mut brain, &game, Color::White, GenmoveMode::Normal);
        answers.push(mv);
        if mv == MoveChoice::Resign {
            break;
        }
        if let MoveChoice::Play(p) = mv {
            game.play(Color::White, p).unwrap();
        } else {
            game.play(Color::White, Point::PASS).unwrap();
        }
        game.play(Color::Black, Point::PASS).unwrap();
    }
    assert_ne!(
        answers[0],
        MoveChoice::Resign,
        "one bad evaluation is not enough"
    );
    assert_eq!(answers.last(), Some(&MoveChoice::Resign), "{answers:?}");
    // Regression mode never resigns.
    let mv = genmove(&mut brain, &game, Color::White, GenmoveMode::Regression);
    assert_ne!(mv, MoveChoice::Resign);
}

/// A 9x9 game (komi 7) in which every White stone is dead and Black leads by 74: random
/// playouts let White's big group live now and then, so passing, whose playouts end at once,
/// looked least bad to the search, and a pass hands Black the game.
const ALL_WHITE_DEAD: &str = "(;GM[1]FF[4]SZ[9]KM[7];B[cf];W[de];B[ce];W[dd];B[cd];W[dc];B[cc];\
    W[gf];B[df];W[fe];B[ef];W[gg];B[fb];W[eb];B[fd];W[ee];B[gd];W[gb];B[fa];W[fc];B[gc];W[hb];\
    B[ec];W[cb];B[ib];W[eh];B[dh];W[he];B[ha];W[di];B[fh];W[eg];B[fg];W[ff];B[dg];W[hc];B[hd];\
    W[bc];B[id];W[ae];B[gh];W[hh];B[bg];W[ed];B[fc];W[bd];B[hi];W[if];B[hg];W[ih];B[ch];W[gi];\
    B[fi];W[ag];B[ah];W[ai];B[bi];W[bf];B[ie];W[hf];B[ge];W[ei];B[ci];W[eh];B[ea];W[db];B[da];\
    W[be];B[af];W[ac];B[bb];W[ca];B[ag];W[ig];B[ab];W[ei];B[eg])";

#[test]
fn resigns_a_lost_game_rather_than_passing_it() {
    let dir = std::env::temp_dir().join(format!("tesuji-resign-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sgf = dir.join("all_white_dead.sgf");
    std::fs::write(&sgf, ALL_WHITE_DEAD).unwrap();
    for seed in 1..=3 {
        let mut session = tesuji::app::session(EngineOptions {
            seed: Some(seed),
            threads: 1,
            playouts: Some(20_000),
            time_per_move: Some(600.0),
            max_memory: 64 << 20,
            ..EngineOptions::default()
        })
        .expect("the built-in book loads");
        let loaded = session
            .handle_line(&format!("loadsgf {}", sgf.display()))
            .unwrap_or_default();
        assert!(loaded.starts_with('='), "{loaded}");
        let reply = session.handle_line("genmove w").unwrap_or_default();
        assert_eq!(reply.trim(), "= resign", "seed {seed}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn plays_on_a_game_lost_by_half_a_point() {
    // The same hopeless board, but a komi that leaves White half a point short: every
    // playout loses, yet by less than the margin worth resigning over.
    let mut game = game_from(WALLS, 24.5);
    for _ in 0..4 {
        game.play(Color::Black, Point::PASS).unwrap();
        game.play(Color::White, Point::PASS).unwrap();
    }
    let start = game.clone();
    let mut brain = UctBrain::with_config(config(400));
    for _ in 0..5 {
        let mv = genmove(&mut brain, &game, Color::White, GenmoveMode::Normal);
        assert_ne!(mv, MoveChoice::Resign);
        let p = match mv {
            MoveChoice::Play(p) => p,
            _ => Point::PASS,
        };
        game.play(Color::White, p).unwrap();
        game.play(Color::Black, Point::PASS).unwrap();
    }
    // With no margin asked for, the win rate alone resigns the same game.
    let mut brain = UctBrain::with_config(SearchConfig {
        resign_margin: 0.0,
        ..config(400)
    });
    let answers: Vec<_> = (0..4)
        .map(|_| genmove(&mut brain, &start, Color::White, GenmoveMode::Normal))
        .collect();
    assert_eq!(answers.last(), Some(&MoveChoice::Resign), "{answers:?}");
}

#[test]
fn tiny_memory_still_answers_legal_moves_and_reclaims_across_a_game() {
    let mut cfg = config(300);
    cfg.max_memory = 16 << 10;
    let mut brain = UctBrain::with_config(cfg);
    let mut game = Game::new(9);
    let mut color = Color::Black;
    for _ in 0..30 {
        let mv = genmove(&mut brain, &game, color, GenmoveMode::Normal);
        brain.check_graph().unwrap();
        match mv {
            MoveChoice::Play(p) => game.play(color, p).unwrap(),
            MoveChoice::Pass => game.play(color, Point::PASS).unwrap(),
            MoveChoice::Resign => break,
        }
        color = color.opponent();
    }
    assert!(game.moves().len() >= 20);
}

#[test]
fn graph_is_reused_and_reclaimed_through_moves_and_undo() {
    let mut brain = UctBrain::with_config(config(800));
    let mut game = Game::new(7);
    let mut color = Color::Black;
    for step in 0..16 {
        if step % 5 == 4 {
            game.undo();
            color = color.opponent();
        }
        let mv = genmove(&mut brain, &game, color, GenmoveMode::Normal);
        brain.check_graph().unwrap();
        let p = match mv {
            MoveChoice::Play(p) => p,
            _ => Point::PASS,
        };
        game.play(color, p).unwrap();
        color = color.opponent();
    }
    brain.clear();
    brain.check_graph().unwrap();
}

struct Collect {
    reports: Vec<tesuji::engine::Analysis>,
    ownership: bool,
}

impl tesuji::engine::SearchObserver for Collect {
    fn interval(&self) -> Option<Duration> {
        Some(Duration::from_millis(20))
    }
    fn report(&mut self, analysis: &tesuji::engine::Analysis) {
        self.reports.push(analysis.clone());
    }
    fn should_stop(&mut self) -> bool {
        self.reports.len() >= 4 && self.reports.last().is_some_and(|a| a.root_visits >= 200)
    }
    fn wants_ownership(&self) -> bool {
        self.ownership
    }
}

#[test]
fn analysis_reports_moves_and_ownership_until_stopped() {
    let mut cfg = config(1);
    cfg.playouts = None;
    cfg.threads = 2;
    let mut brain = UctBrain::with_config(cfg);
    let game = game_from(WALLS_DEAD_WHITE, 0.5);
    let mut observer = Collect {
        reports: Vec::new(),
        ownership: true,
    };
    brain.analyze(&game, Color::White, &mut observer);
    let last = observer.reports.last().expect("reports");
    assert!(last.root_visits >= 200);
    assert!(!last.moves.is_empty());
    for m in &last.moves {
        assert!(m.mv.is_pass() || game.is_legal(Color::White, m.mv));
        assert!((0.0..=1.0).contains(&m.winrate) && m.lcb <= m.winrate);
        assert_eq!(m.pv.first(), Some(&m.mv));
    }
    assert!(last.moves.windows(2).all(|w| w[0].visits >= w[1].visits));
    let own = last.ownership.as_ref().expect("ownership was asked for");
    assert_eq!(own.len(), 25);
    // Black's walls are Black's in nearly every playout. Not all: tree lines where Black passes
    // again and again let White fill the wall's liberties, and how many such lines a short
    // search tries depends on thread timing.
    let wall = game
        .board()
        .points()
        .position(|p| p == game.board().point(1, 0))
        .unwrap();
    assert!(own[wall] > 0.9, "wall ownership {}", own[wall]);
    brain.check_graph().unwrap();
}

#[test]
fn dynamic_komi_only_in_handicap_games_and_decays() {
    use tesuji::rules::dynamic_komi;
    let dynamic_komi = |h, a, m| dynamic_komi(7.0, h, a, m);
    assert_eq!(dynamic_komi(0, 361, 0), 0.0);
    assert!(dynamic_komi(4, 361, 0) > dynamic_komi(4, 361, 50));
    assert!(dynamic_komi(4, 361, 0) > dynamic_komi(2, 361, 0));
    assert_eq!(dynamic_komi(4, 361, 300), 0.0);
    assert_eq!(
        tesuji::rules::dynamic_komi(0.0, 4, 361, 0),
        0.0,
        "per_stone 0 turns it off"
    );
}

#[test]
fn parallel_search_accounts_for_every_iteration() {
    let mut cfg = config(4000);
    cfg.threads = 2;
    let mut brain = UctBrain::with_config(cfg);
    let game = Game::new(9);
    let summary = brain.search_fixed(&game, Color::Black, 4000);
    assert_eq!(summary.iterations, 4000);
    let graph = brain.graph().unwrap();
    let root = graph.node(brain.root());
    let edge_visits: u64 = graph
        .edges_of(brain.root())
        .iter()
        .map(|e| e.visits() as u64)
        .sum();
    let own = root.own_visits.load(std::sync::atomic::Ordering::Relaxed) as u64;
    assert_eq!(
        edge_visits + own,
        4000,
        "each iteration is backed up through the root once"
    );
    // No virtual loss survives the search anywhere in the graph, and the backup, which reads
    // only a node's chosen edges, misses no visits: none lie past the chosen reach but pass.
    let mut stack = vec![brain.root()];
    let mut seen = std::collections::HashSet::new();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        let reach = graph
            .node(id)
            .chosen_reach
            .load(std::sync::atomic::Ordering::Relaxed) as usize;
        let edges = graph.edges_of(id);
        for (i, e) in edges.iter().enumerate() {
            assert_eq!(e.virtual_loss.load(std::sync::atomic::Ordering::Relaxed), 0);
            assert!(
                i < reach || e.visits() == 0 || e.mv() == 0,
                "edge {i} of {} past the chosen reach {reach} has visits",
                edges.len()
            );
            if e.child() != 0 {
                stack.push(e.child());
            }
        }
        let chosen_visits: u32 = graph.chosen_edges_of(id).map(|e| e.visits()).sum();
        let all_visits: u32 = edges.iter().map(|e| e.visits()).sum();
        assert_eq!(chosen_visits, all_visits);
    }
    brain.check_graph().unwrap();
}

/// A finished 9x9 game in bands, each side's territory at most two lines deep and enclosed by
/// its own stones, with one dead stone of the other colour in each side's territory: Black
/// owns rows 7-9 and 1-2 (45 points), White rows 3-6 (36), so Black wins by 8.5 at komi 0.5
/// once the dead stones are off. (An area three lines deep or more, or one that touches both
/// colours, is not settled: an invader there can live, and the search rightly says so.)
const SETTLED: &str = "\
. . . . . . . . .
. . . . O . . . .
X X X X X X X X X
O O O O O O O O O
O . . . X . . . .
O . . . . . . . .
O O O O O O O O O
X X X X X X X X X
. . . . . . . . .";

#[test]
fn score_lead_agrees_with_the_count_once_groups_are_settled() {
    let game = game_from(SETTLED, 0.5);
    for seed in 1..=3 {
        let mut brain = UctBrain::with_config(SearchConfig {
            seed,
            ..config(5_000)
        });
        let status = brain.final_status(&game);
        let dead: Vec<Point> = game
            .board()
            .points()
            .zip(&status)
            .filter(|&(_, s)| *s == PointStatus::Dead)
            .map(|(p, _)| p)
            .collect();
        assert_eq!(dead.len(), 2, "both lone stones are dead: {dead:?}");
        let black_lead = game.score(&dead);
        assert_eq!(black_lead, 8.5);
        for color in [Color::White, Color::Black] {
            let summary = brain.search_fixed(&game, color, 5_000);
            let best = &summary.analysis.moves[0];
            let lead = if color == Color::Black {
                best.score_lead
            } else {
                -best.score_lead
            };
            assert!(
                (lead - f64::from(black_lead)).abs() <= 3.0,
                "seed {seed}, {color:?} to play, best {:?}: Black's lead {lead:.1} against the count's {black_lead}",
                best.mv
            );
        }
    }
}

/// A finished 9x9 game whose empty points are all eyes, single or in pairs: Black owns columns
/// A-E with six of them, White F-J with four. Counted by area Black leads by 9, by territory
/// by 2: the stones on the board count under Chinese rules and not under Japanese.
const EYES_ONLY: &str = "\
X X X X X O O O O
X X X X X O O O O
X X . X X O O O .
X X . X X O O O O
. X X X X O O O O
X X X X X O . O O
X X . X X O O O O
. X X X X O O O .
. X X X X O O O .";

#[test]
fn score_lead_counts_by_the_rules_in_force() {
    for rules in [Rules::CHINESE, Rules::JAPANESE] {
        let mut game = game_from(EYES_ONLY, 1.5);
        game.set_rules(rules);
        let count = game.score(&[]);
        let mut brain = UctBrain::with_config(config(3_000));
        let summary = brain.search_fixed(&game, Color::Black, 3_000);
        let lead = summary.analysis.moves[0].score_lead;
        assert!(
            (lead - f64::from(count)).abs() <= 1.5,
            "{:?}: Black's lead {lead:.1} against the count's {count}",
            rules.scoring
        );
    }
}

/// Two living walls, each with four eyes, and between them column E: nine points that touch
/// both walls and belong to neither. Territory: 4 each; area: 36 each before the dame.
const DAME_COLUMN: &str = "\
X X X X . O O O O
X . X X . O O . O
X X X X . O O O O
X X . X . O . O O
X X X X . O O O O
X . X X . O O . O
X X X X . O O O O
X X . X . O O O .
X X X X . O O O O";

#[test]
fn passes_when_only_neutral_points_remain_under_territory_counting() {
    // By territory a dame is worth nothing to whoever fills it: Black wins by half a point
    // whatever it does, and passing is the move the rules and the opponent expect.
    let mut game = game_from(DAME_COLUMN, -0.5);
    game.set_rules(Rules::JAPANESE);
    let mut brain = UctBrain::with_config(config(3_000));
    assert_eq!(
        genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal),
        MoveChoice::Pass
    );

    // By area each dame is a point: at komi 0.5 Black wins only by taking five of the nine,
    // so passing would lose.
    let mut game = game_from(DAME_COLUMN, 0.5);
    game.set_rules(Rules::CHINESE);
    let mut brain = UctBrain::with_config(config(3_000));
    let mv = genmove(&mut brain, &game, Color::Black, GenmoveMode::Normal);
    let column_e = |p: Point| game.board().xy(p).0 == 4;
    assert!(
        matches!(mv, MoveChoice::Play(p) if column_e(p)),
        "by area a dame must be filled: {mv:?}"
    );
}
