//! Census benchmark: `cargo bench --bench census`.
//!
//! Measures the packed engine (children with canonical keys per second,
//! against the `Board` rules engine doing the same work) and the census of
//! the 3x3 setup and of a 3x4 root with 24 pieces. Plain timing with
//! `std::time::Instant`; each case runs several times and the median is
//! shown. The full 3x4 census is the command's own report:
//! `pyramid-press census --grid 3x4 --data DIR`.

use std::time::{Duration, Instant};

use egypt::board::{Board, Size};
use egypt::census::{self, Options};
use egypt::packed::{Geometry, Key};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn median(mut t: Vec<Duration>) -> Duration {
    t.sort();
    t[t.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        last = Some(std::hint::black_box(f()));
        times.push(start.elapsed());
    }
    (median(times), last.expect("at least one run"))
}

/// Positions of a 3x4 game sampled by random play, as a work list.
fn sample_positions(n: usize) -> Vec<Board> {
    let mut r = ChaCha8Rng::seed_from_u64(1);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut b = Board::setup(Size::STANDARD_3X4);
        loop {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(b.clone());
            b.play(moves[r.random_range(0..moves.len())])
                .expect("legal");
        }
    }
    out.truncate(n);
    out
}

fn main() {
    let boards = sample_positions(20_000);
    let geo = Geometry::new(Size::STANDARD_3X4).expect("3x4 packs");
    let keys: Vec<Key> = boards
        .iter()
        .map(|b| geo.canonical(&geo.pack(b).expect("packs")))
        .collect();

    // Packed: unpack a key, generate every child with its canonical key.
    let (packed, children) = time(7, || {
        let mut n = 0u64;
        let mut acc = 0u128;
        for &k in &keys {
            let p = geo.unpack(k);
            n += geo.for_each_child(&p, |c| acc ^= c) as u64;
        }
        (n, acc)
    });
    let children = children.0;
    // The same with the rules engine: legal moves, play, a plain key
    // (canonical over the grid's symmetries via `solver::canonical`).
    let (board_time, _) = time(3, || {
        let mut n = 0u64;
        for b in &boards {
            for m in b.legal_moves() {
                let mut c = b.clone();
                c.play(m).expect("legal");
                let _ = egypt::solver::canonical(&c);
                n += 1;
            }
        }
        n
    });
    let (keys_only, _) = time(7, || {
        let mut acc = 0u128;
        for &k in &keys {
            acc ^= geo.canonical(&geo.unpack(k));
        }
        acc
    });
    println!("packed engine, 3x4 positions sampled by random play (median of runs):");
    println!(
        "  {} parents, {} children: packed {:.1} ms = {:.1} M children/s with canonical keys",
        keys.len(),
        children,
        packed.as_secs_f64() * 1e3,
        children as f64 / packed.as_secs_f64() / 1e6
    );
    println!(
        "  unpack + canonical key alone: {:.0} ns per position",
        keys_only.as_secs_f64() * 1e9 / keys.len() as f64
    );
    println!(
        "  Board engine + solver::canonical: {:.1} ms ({:.1}x the packed time)",
        board_time.as_secs_f64() * 1e3,
        board_time.as_secs_f64() / packed.as_secs_f64()
    );

    for (name, root) in [
        ("3x3 setup", Board::setup(Size::new(3, 3).expect("3x3"))),
        (
            "3x4 root, 24 pieces",
            "SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S"
                .parse::<Board>()
                .expect("position"),
        ),
    ] {
        let (t, c) = time(3, || {
            census::run(&root, &Options::default(), |_| {}).expect("census")
        });
        println!(
            "census of the {name}: {} positions, {} moves in {:.1} ms ({:.2} M positions/s)",
            c.positions(),
            c.moves(),
            t.as_secs_f64() * 1e3,
            c.positions() as f64 / t.as_secs_f64() / 1e6
        );
    }
}
