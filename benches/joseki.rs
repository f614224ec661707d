//! All-corner book lookup per position, on positions from the shipped book's own lines and on
//! a middle-game-like position where only the relaxed match can answer.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tesuji::board::{Board, Color, Point};
use tesuji::joseki::{JosekiBook, LineTree, Step};

/// Boards along the shipped book's main line, each with the side to move.
fn book_positions(limit: usize) -> Vec<(Board, Color)> {
    let mut tree = LineTree::new();
    let _ = tree.add_sgf(tesuji::joseki::SHIPPED_BOOK.as_bytes());
    tree.finish();
    let mut out = Vec::new();
    let mut board = Board::new(19);
    let mut node = 0usize;
    while out.len() < limit {
        let Some(&child) = tree.nodes[node].children.first() else {
            break;
        };
        node = child as usize;
        if let Step::Move(color, at) = tree.nodes[node].step {
            out.push((board.clone(), color));
            let p = at.map_or(Point::PASS, |(x, y)| board.point(x as usize, y as usize));
            if board.play(color, p).is_err() {
                break;
            }
        }
    }
    out
}

fn busy_board() -> Board {
    let mut board = Board::new(19);
    let mut color = Color::Black;
    // A fixed scatter of stones over the whole board, corners included.
    for i in 0..80usize {
        let x = (i * 7 + 3) % 19;
        let y = (i * 11 + 5) % 19;
        let p = board.point(x, y);
        if board.play(color, p).is_ok() {
            color = color.opponent();
        }
    }
    board
}

fn lookup(c: &mut Criterion) {
    let start = std::time::Instant::now();
    let book = JosekiBook::shipped();
    eprintln!("shipped book built in {:?}", start.elapsed());
    let positions = book_positions(40);
    let mut out = Vec::with_capacity(64);
    c.bench_function(
        "joseki candidates: book line positions (per position)",
        |b| {
            let mut i = 0;
            b.iter(|| {
                let (board, color) = &positions[i % positions.len()];
                i += 1;
                book.candidates(black_box(board), *color, &mut out);
                black_box(out.len())
            })
        },
    );
    let busy = busy_board();
    c.bench_function("joseki candidates: busy board", |b| {
        b.iter(|| {
            book.candidates(black_box(&busy), Color::Black, &mut out);
            black_box(out.len())
        })
    });
    let empty = Board::new(19);
    c.bench_function("joseki candidates: empty board", |b| {
        b.iter(|| {
            book.candidates(black_box(&empty), Color::Black, &mut out);
            black_box(out.len())
        })
    });
    c.bench_function("joseki shipped book load (parse + build)", |b| {
        b.iter(|| {
            black_box(
                JosekiBook::from_sgf(&[tesuji::joseki::SHIPPED_BOOK.as_bytes()])
                    .map(|b| b.graph().nodes.len()),
            )
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = lookup
}
criterion_main!(benches);
