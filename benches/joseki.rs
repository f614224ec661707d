//! All-corner book lookup per position, on positions from the shipped book's own lines and on
//! a middle-game-like position where only the relaxed match can answer.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tesuji::board::{Board, Color, Point};
use tesuji::joseki::{Corner, JosekiBook, LineTree, MatchMemo, Step};

// The engine binary runs on mimalloc; measure the load under the same allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
}

/// The search asks about every new node's four corners; most nodes differ from their parent
/// by a move outside a given corner, so the same windows come back. The children of the busy
/// board (every empty point) stand in for a node's new children.
fn search_lookups(c: &mut Criterion) {
    let book = JosekiBook::shipped();
    let busy = busy_board();
    let children: Vec<Board> = busy
        .empty_points()
        .iter()
        .filter_map(|&p| {
            let mut child = busy.clone();
            child.play(Color::Black, p).ok().map(|_| child)
        })
        .collect();
    let mut out = Vec::with_capacity(64);
    let mut group = c.benchmark_group("joseki corners: children of the busy board (all)");
    group.bench_function("fresh match", |b| {
        b.iter(|| {
            for board in &children {
                for corner in Corner::ALL {
                    book.corner_candidates(board, Color::White, corner, book.window(), &mut out);
                    black_box(out.len());
                }
            }
        })
    });
    let mut memo = MatchMemo::new();
    group.bench_function("with the search's memo", |b| {
        b.iter(|| {
            for board in &children {
                for corner in Corner::ALL {
                    book.graph().match_corner(
                        board,
                        Color::White,
                        corner,
                        book.window(),
                        Some(&mut memo),
                        &mut out,
                    );
                    black_box(out.len());
                }
            }
        })
    });
    group.finish();
}

/// Kogo's Joseki Dictionary (1.2 MB), read from the shared data beside the repository; never
/// committed (not redistributable).
const KOGO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/joseki/kogo/kogos_joseki_dictionary_2014-02-25.sgf"
);

/// Whole book loads (SGF parse, line tree, position graph). Dropping the book is left out of
/// the timing: a book is loaded once and kept for the process's life.
fn load(c: &mut Criterion) {
    let shipped = tesuji::joseki::SHIPPED_BOOK.as_bytes();
    c.bench_function("joseki load: shipped book (385 KB)", |b| {
        b.iter_with_large_drop(|| JosekiBook::from_sgf(&[black_box(shipped)]))
    });
    match std::fs::read(KOGO) {
        Ok(kogo) => {
            c.bench_function("joseki load: Kogo's dictionary (1.2 MB)", |b| {
                b.iter_with_large_drop(|| JosekiBook::from_sgf(&[black_box(kogo.as_slice())]))
            });
        }
        Err(_) => eprintln!(
            "SKIP: ../shared/data/joseki/kogo/kogos_joseki_dictionary_2014-02-25.sgf not found; \
             Kogo load bench not run"
        ),
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = lookup, search_lookups, load
}
criterion_main!(benches);
