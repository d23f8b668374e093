//! The chance of random play is the correctly rounded value of the exact
//! fraction: compared on 200 positions with a plain recursion in exact
//! rationals (`num-rational`), the figure rounded once at the end.

use std::collections::HashMap;

use egypt::board::{Board, Size};
use egypt::puzzle_id;
use egypt::solver::{self, Limits};
use egypt::target::Target;
use num_bigint::BigInt;
use num_rational::BigRational;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The exact chance that uniformly random legal play meets the target.
fn exact(
    board: &mut Board,
    target: Target,
    memo: &mut HashMap<String, BigRational>,
) -> BigRational {
    let key = board.to_string();
    if let Some(v) = memo.get(&key) {
        return v.clone();
    }
    let moves = board.legal_moves();
    let v = if moves.is_empty() {
        BigRational::from_integer(BigInt::from(target.is_met_by_end(board) as u8))
    } else {
        let mut sum = BigRational::from_integer(BigInt::from(0));
        for &m in &moves {
            let mut b = board.clone();
            b.play(m).expect("a legal move");
            sum += exact(&mut b, target, memo);
        }
        sum / BigRational::from_integer(BigInt::from(moves.len()))
    };
    memo.insert(key, v.clone());
    v
}

/// The double nearest to a rational in (0, 1] (ties to even), by integer
/// arithmetic alone; 0 for 0.
fn nearest(q: &BigRational) -> f64 {
    let zero = BigInt::from(0);
    let (n, d) = (q.numer(), q.denom());
    if *n == zero {
        return 0.0;
    }
    // k with 2^52 <= n 2^k / d < 2^53: the quotient is the 53-bit mantissa.
    let mut k = 53 - (n.bits() as i64 - d.bits() as i64);
    let scaled = |k: i64| -> (BigInt, BigInt) {
        let (sn, sd) = if k >= 0 {
            (n << k as usize, d.clone())
        } else {
            (n.clone(), d << (-k) as usize)
        };
        (&sn / &sd, &sn % &sd * 2 - sd)
    };
    let mut qr = scaled(k);
    while qr.0.bits() > 53 {
        k -= 1;
        qr = scaled(k);
    }
    while qr.0.bits() < 53 {
        k += 1;
        qr = scaled(k);
    }
    // The remainder's sign against half a unit: 2 rem - d.
    let (quo, twice_rem_minus_d) = qr;
    let mut m: u64 = quo.try_into().expect("53 bits");
    if twice_rem_minus_d > zero || (twice_rem_minus_d == zero && m & 1 == 1) {
        m += 1;
    }
    m as f64 * 2f64.powi(-(k as i32))
}

/// The two positions whose float sum was one unit in the last place off,
/// then random positions of small grids reached by random play.
fn positions() -> Vec<(Board, Target)> {
    let mut out = Vec::new();
    for id in ["P34M-0MC12-638RR-DW-9", "P34S-D131Q-Z049W-24-G"] {
        out.push(puzzle_id::decode(id).expect("a puzzle ID"));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    let grids = [(3, 3), (3, 4), (4, 4), (3, 5)];
    let targets = [Target::SMALL, Target::MEDIUM, Target::LARGE];
    while out.len() < 200 {
        let (r, c) = grids[rng.random_range(0..grids.len())];
        let mut b = Board::setup(Size::new(r, c).expect("a grid"));
        let keep = rng.random_range(6..=11);
        while b.piece_count() > keep {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            b.play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
        }
        if b.piece_count() != keep {
            continue;
        }
        // A single-piece target when it can be met, else a score that a
        // random game from here reaches: most chances are then not zero.
        let lone = targets[rng.random_range(0..3)];
        let target = if solver::decide(&b, lone, Limits::default())
            .expect("decided")
            .solvable
        {
            lone
        } else {
            let mut end = b.clone();
            while let Some(&m) = end.legal_moves().first() {
                let moves = end.legal_moves();
                let m = if moves.len() > 1 {
                    moves[rng.random_range(0..moves.len())]
                } else {
                    m
                };
                end.play(m).expect("legal");
            }
            Target::ScoreAtMost(end.pips())
        };
        out.push((b, target));
    }
    out
}

#[test]
fn random_success_is_the_correctly_rounded_exact_fraction() {
    let mut nonzero = 0;
    for (board, target) in positions() {
        let a = solver::analyze(&board, target, Limits::default()).expect("analysed");
        let r = solver::analyze_reference(&board, target, Limits::default()).expect("analysed");
        let q = exact(&mut board.clone(), target, &mut HashMap::new());
        let want = nearest(&q);
        nonzero += (want > 0.0) as usize;
        assert_eq!(
            a.metrics.random_success.to_bits(),
            want.to_bits(),
            "{board} {target}: {} vs exact {q} = {want}",
            a.metrics.random_success
        );
        assert_eq!(
            r.metrics.random_success.to_bits(),
            want.to_bits(),
            "{board}"
        );
    }
    assert!(
        nonzero >= 150,
        "only {nonzero} positions with a non-zero chance"
    );
}

#[test]
fn the_exact_rounding_helper_rounds_ties_to_even() {
    let q = |n: i64, d: i64| BigRational::new(BigInt::from(n), BigInt::from(d));
    assert_eq!(nearest(&q(1, 3)), 1.0 / 3.0);
    assert_eq!(nearest(&q(2, 7)), 2.0 / 7.0);
    assert_eq!(nearest(&q(1, 1)), 1.0);
    assert_eq!(nearest(&q(5, 18)), 5.0 / 18.0);
    // 1/2 + 2^-54 lies halfway between 1/2 and the next double, 1 - 2^-54
    // halfway between 1 and the double below: both go to the even one.
    let tiny = BigRational::new(BigInt::from(1), BigInt::from(1) << 54usize);
    assert_eq!(nearest(&(q(1, 2) + tiny.clone())), 0.5);
    assert_eq!(nearest(&(q(1, 1) - tiny.clone())), 1.0);
    // Just above the halfway point rounds up.
    let above = q(1, 2) + tiny.clone() + tiny.clone() / BigInt::from(1024);
    assert_eq!(nearest(&above), 0.5 + 2f64.powi(-53));
}
