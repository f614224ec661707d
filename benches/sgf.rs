//! SGF parse throughput (MB/s) on Kogo's Joseki Dictionary from ../shared/data, or, when that
//! file is absent, on a synthetic Kogo-like file of the same size (variations, comments with
//! escapes, labels). Run briefly: `cargo bench --bench sgf -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const KOGO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/data/joseki/kogo/kogos_joseki_dictionary_2014-02-25.sgf"
);

/// A deterministic joseki-dictionary-shaped file of at least `bytes` bytes.
fn synthetic(bytes: usize) -> Vec<u8> {
    let mut out = b"(;FF[4]GM[1]SZ[19]CA[UTF-8]C[synthetic benchmark tree]".to_vec();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut open = 0usize;
    while out.len() < bytes {
        let r = next();
        match r % 10 {
            0 if open < 40 => {
                out.push(b'(');
                open += 1;
            }
            1 if open > 0 => {
                out.push(b')');
                open -= 1;
            }
            _ => {
                let color = if r & 16 == 0 { "B" } else { "W" };
                let x = (b'a' + (r >> 8) as u8 % 19) as char;
                let y = (b'a' + (r >> 16) as u8 % 19) as char;
                out.extend_from_slice(format!("\n;{color}[{x}{y}]").as_bytes());
                if r % 7 == 0 {
                    out.extend_from_slice(b"C[Joseki. White \\] may tenuki; see\nnote.]");
                }
                if r % 5 == 0 {
                    out.extend_from_slice(format!("LB[{x}{y}:A][{y}{x}:B]").as_bytes());
                }
            }
        }
    }
    out.extend(std::iter::repeat_n(b')', open + 1));
    out
}

fn parse_speed(c: &mut Criterion) {
    let (name, input) = match std::fs::read(KOGO) {
        Ok(bytes) => ("kogo-2014", bytes),
        Err(_) => {
            println!("SKIP: ../shared/data/joseki/kogo not found: benchmarking a synthetic file");
            ("synthetic", synthetic(1_231_081))
        }
    };
    let mut group = c.benchmark_group("sgf-parse");
    group.throughput(Throughput::Bytes(input.len() as u64));
    // The parse alone: freeing the ~300,000 small allocations of a parsed Kogo costs about
    // half as much again (mostly glibc consolidating free lists) and is left out.
    group.bench_function(name, |b| {
        b.iter_with_large_drop(|| tesuji::sgf::parse(black_box(&input)))
    });
    let parsed = tesuji::sgf::parse(&input)
        .map(|p| p.trees)
        .unwrap_or_default();
    group.bench_function(format!("{name}-write"), |b| {
        b.iter(|| tesuji::sgf::write(black_box(&parsed)).len())
    });
    group.finish();
}

criterion_group!(benches, parse_speed);
criterion_main!(benches);
