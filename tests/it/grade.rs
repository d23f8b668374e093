//! The player-model grade: the ladder checked against a deliberately
//! simple computation written here from the definitions in
//! docs/solver-and-grade.md, the
//! degenerate-puzzle filters on the positions the issue names, and the
//! separation of the tiers on a fixed-seed sample.

use std::collections::HashMap;

use egypt::board::{Board, Move, Size, Square};
use egypt::daily;
use egypt::generator::{self, Flaw, Spec, Tier};
use egypt::grade::{self, THRESHOLD};
use egypt::notation::parse_position;
use egypt::solver::{self, Limits};
use egypt::target::Target;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

// ---------------------------------------------------------------- reference

/// Reference position: stacks in reading order, pieces 1=S, 2=M, 3=L.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct R {
    rows: i32,
    cols: i32,
    st: Vec<Vec<u8>>,
}

impl R {
    fn from(b: &Board) -> R {
        R {
            rows: b.size().rows() as i32,
            cols: b.size().cols() as i32,
            st: b
                .stacks()
                .iter()
                .map(|s| s.pieces().map(|p| p as u8).collect())
                .collect(),
        }
    }

    fn idx(&self, r: i32, c: i32) -> Option<usize> {
        (r >= 0 && c >= 0 && r < self.rows && c < self.cols).then(|| (r * self.cols + c) as usize)
    }

    /// Legal moves as (from, over, to) indices, in the engine's order (by
    /// origin in reading order, then N, NE, E, SE, S, SW, W, NW).
    fn moves(&self) -> Vec<(usize, usize, usize)> {
        let dirs = [
            (-1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
        ];
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                for (dr, dc) in dirs {
                    let (Some(a), Some(b), Some(t)) = (
                        self.idx(r, c),
                        self.idx(r + dr, c + dc),
                        self.idx(r + 2 * dr, c + 2 * dc),
                    ) else {
                        continue;
                    };
                    let (Some(&p), Some(_)) = (self.st[a].last(), self.st[b].last()) else {
                        continue;
                    };
                    if self.st[t].last().is_none_or(|&q| q == p) {
                        out.push((a, b, t));
                    }
                }
            }
        }
        out
    }

    fn play(&self, (a, b, t): (usize, usize, usize)) -> R {
        let mut n = self.clone();
        let p = n.st[a].pop().unwrap();
        n.st[b].pop();
        n.st[t].push(p);
        n
    }

    fn pieces(&self) -> usize {
        self.st.iter().map(Vec::len).sum()
    }

    fn met(&self, target: Target) -> bool {
        match target {
            Target::Lone(p) => self.pieces() == 1 && self.st.iter().any(|s| s == &[p as u8]),
            Target::ScoreAtMost(n) => self.st.iter().flatten().map(|&p| p as u32).sum::<u32>() <= n,
        }
    }

    /// The recognisers, as docs/solver-and-grade.md states them.
    fn dead(&self, target: Target) -> bool {
        let Target::Lone(p) = target else {
            return false;
        };
        if !self.st.iter().flatten().any(|&q| q == p as u8) {
            return true;
        }
        let n = self.pieces() as i32;
        if n < 3 {
            return false;
        }
        let occ: Vec<(i32, i32)> = (0..self.st.len())
            .filter(|&i| !self.st[i].is_empty())
            .map(|i| (i as i32 / self.cols, i as i32 % self.cols))
            .collect();
        occ.iter().any(|&(r, c)| {
            occ.iter()
                .filter(|&&o| o != (r, c))
                .all(|&(r2, c2)| (r - r2).abs().max((c - c2).abs()) >= n)
        })
    }
}

struct Ref {
    target: Target,
    lost_memo: HashMap<(R, u32), bool>,
    p_memo: HashMap<(R, u32), f64>,
    win_memo: HashMap<R, bool>,
}

impl Ref {
    fn new(target: Target) -> Ref {
        Ref {
            target,
            lost_memo: HashMap::new(),
            p_memo: HashMap::new(),
            win_memo: HashMap::new(),
        }
    }

    fn wins(&mut self, b: &R) -> bool {
        if let Some(&w) = self.win_memo.get(b) {
            return w;
        }
        let ms = b.moves();
        let w = if ms.is_empty() {
            b.met(self.target)
        } else {
            ms.iter().any(|&m| self.wins(&b.play(m)))
        };
        self.win_memo.insert(b.clone(), w);
        w
    }

    /// Seen lost within `d` moves.
    fn seen_lost(&mut self, b: &R, d: u32) -> bool {
        if let Some(&v) = self.lost_memo.get(&(b.clone(), d)) {
            return v;
        }
        let ms = b.moves();
        let v = if ms.is_empty() {
            !b.met(self.target)
        } else if b.dead(self.target) {
            true
        } else if d == 0 {
            false
        } else {
            ms.iter().all(|&m| self.seen_lost(&b.play(m), d - 1))
        };
        self.lost_memo.insert((b.clone(), d), v);
        v
    }

    /// Chance that the level-k player meets the target.
    fn chance(&mut self, b: &R, k: u32) -> f64 {
        if let Some(&v) = self.p_memo.get(&(b.clone(), k)) {
            return v;
        }
        let ms = b.moves();
        let v = if ms.is_empty() {
            if b.met(self.target) { 1.0 } else { 0.0 }
        } else {
            let children: Vec<R> = ms.iter().map(|&m| b.play(m)).collect();
            let kept: Vec<&R> = children
                .iter()
                .filter(|c| !self.seen_lost(c, k - 1))
                .collect();
            let pool: Vec<R> = if kept.is_empty() {
                children.clone()
            } else {
                kept.into_iter().cloned().collect()
            };
            pool.iter().map(|c| self.chance(c, k)).sum::<f64>() / pool.len() as f64
        };
        self.p_memo.insert((b.clone(), k), v);
        v
    }

    /// Least d with the position seen lost within d moves (it must lose).
    fn loss_depth(&mut self, b: &R) -> u32 {
        (0..).find(|&d| self.seen_lost(b, d)).unwrap()
    }
}

fn random_position(rng: &mut ChaCha8Rng, size: Size, pieces: usize) -> Board {
    loop {
        let mut b = Board::setup(size);
        while b.piece_count() > pieces {
            let ms = b.legal_moves();
            if ms.is_empty() {
                break;
            }
            b.play(ms[rng.random_range(0..ms.len())]).unwrap();
        }
        if b.piece_count() == pieces {
            return b;
        }
    }
}

/// A position with `pieces` pieces on a random winning line (for the
/// target) from the setup, or a random one when none turns up.
fn winnable_position(rng: &mut ChaCha8Rng, size: Size, pieces: usize, target: Target) -> Board {
    for _ in 0..20 {
        let start = random_position(rng, size, (pieces + 6).min(size.area() * 3));
        if let Ok(Some(line)) = solver::random_winning_line(&start, target, 20_000, 2, rng) {
            let mut b = start;
            for m in line {
                if b.piece_count() == pieces {
                    return b;
                }
                b.play(m).unwrap();
            }
        }
    }
    random_position(rng, size, pieces)
}

/// Sparse positions on wide grids, where pieces can be out of reach.
fn scattered(rng: &mut ChaCha8Rng, size: Size, pieces: usize) -> Board {
    let mut b = Board::empty(size);
    for _ in 0..pieces {
        let sq = Square::new(
            rng.random_range(0..size.rows()),
            rng.random_range(0..size.cols()),
        );
        let p = egypt::board::Piece::ALL[rng.random_range(0..3)];
        b.push(sq, p);
    }
    b
}

#[test]
fn ladder_matches_a_plain_recursion_on_many_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut boards = Vec::new();
    for size in [(3, 4), (4, 4), (3, 5), (4, 5)] {
        let size = Size::new(size.0, size.1).unwrap();
        for pieces in 4..=9 {
            for i in 0..24 {
                if i % 8 == 0 {
                    boards.push((random_position(&mut rng, size, pieces), Target::SMALL));
                }
                let b = winnable_position(&mut rng, size, pieces, Target::SMALL);
                boards.push((b, Target::SMALL));
            }
        }
        for pieces in 5..=8 {
            let b = winnable_position(&mut rng, size, pieces, Target::MEDIUM);
            boards.push((b, Target::MEDIUM));
            boards.push((
                random_position(&mut rng, size, pieces),
                Target::ScoreAtMost(3),
            ));
        }
    }
    for size in [(3, 8), (5, 5), (6, 6)] {
        let size = Size::new(size.0, size.1).unwrap();
        for pieces in 3..=6 {
            for _ in 0..5 {
                boards.push((scattered(&mut rng, size, pieces), Target::SMALL));
            }
        }
    }
    assert!(boards.len() >= 200, "{}", boards.len());
    let (mut solvable, mut graded_above_one, mut with_traps, mut dead_seen) = (0, 0, 0, 0);
    for (b, target) in &boards {
        let r = R::from(b);
        let mut rf = Ref::new(*target);
        let sol = solver::analyze(b, *target, Limits::default()).unwrap();
        let a = grade::assess(b, *target, &sol.solution, Limits::default()).unwrap();
        let ctx = format!("{b} target {target}");
        dead_seen += r.dead(*target) as usize;
        assert_eq!(rf.wins(&r), sol.solvable, "{ctx}");
        if !sol.solvable {
            assert_eq!(a.level, None, "{ctx}");
            assert!(a.success.is_empty(), "{ctx}");
            continue;
        }
        solvable += 1;
        // Every level's chance, up to the first that always succeeds.
        for (i, &p) in a.success.iter().enumerate() {
            let want = rf.chance(&r, i as u32 + 1);
            assert!(
                (p - want).abs() < 1e-5,
                "{ctx}: level {} {p} vs {want}",
                i + 1
            );
        }
        let last = *a.success.last().unwrap();
        assert!(last >= THRESHOLD, "{ctx}");
        let want_level = (1..).find(|&k| rf.chance(&r, k) >= THRESHOLD).unwrap();
        assert_eq!(a.level, Some(want_level), "{ctx}");
        graded_above_one += (want_level > 1) as usize;
        // Losing first moves.
        let losing = r.moves().iter().filter(|&&m| !rf.wins(&r.play(m))).count();
        assert_eq!(a.losing_first_moves as usize, losing, "{ctx}");
        // Traps along the solution: every step where a legal move loses,
        // naming a losing move of the greatest loss depth (first in move
        // order on ties), its depth plus one.
        let mut pos = r.clone();
        let mut board = b.clone();
        let mut traps = a.traps.iter();
        for (step, &mv) in sol.solution.iter().enumerate() {
            let ms = pos.moves();
            let mut best: Option<(u32, usize)> = None;
            for (i, &m) in ms.iter().enumerate() {
                let c = pos.play(m);
                if !rf.wins(&c) {
                    let d = rf.loss_depth(&c);
                    if best.is_none_or(|(bd, _)| d > bd) {
                        best = Some((d, i));
                    }
                }
            }
            if let Some((d, i)) = best {
                let t = traps
                    .next()
                    .unwrap_or_else(|| panic!("{ctx}: no trap {step}"));
                with_traps += 1;
                assert_eq!(t.step, step, "{ctx}");
                assert_eq!(t.play, mv, "{ctx}");
                assert_eq!(t.depth, d + 1, "{ctx}");
                let (f, _, to) = ms[i];
                let size = b.size();
                let want = Move {
                    from: size.square_at(f),
                    to: size.square_at(to),
                };
                assert_eq!(t.alternative, want, "{ctx} step {step}");
            }
            let legal = board.play(mv).unwrap();
            pos = pos.play((
                legal.hop.from as usize,
                legal.hop.over as usize,
                legal.hop.to as usize,
            ));
        }
        assert!(traps.next().is_none(), "{ctx}: extra traps");
    }
    // The sample exercises what it claims to.
    assert!(solvable >= 200, "{solvable}");
    assert!(graded_above_one >= 20, "{graded_above_one}");
    assert!(with_traps >= 100, "{with_traps}");
    assert!(dead_seen >= 5, "{dead_seen}");
}

#[test]
fn puzzles_that_cannot_be_lost_are_refused() {
    for text in [
        ".,.,S,SM/S,.,.,./M,.,.,.",
        ".,.,M,./S,.,.,S/S,.,.,S",
        "S,.,.,S/S,.,.,S/.,S,.,.",
    ] {
        let b = parse_position(text).unwrap();
        let g = generator::grade_position(&b, Target::SMALL, Limits::default()).unwrap();
        assert!(g.analysis.solvable, "{text}");
        for tier in Tier::ALL {
            assert_eq!(g.flaw(tier), Some(Flaw::CannotBeLost), "{text} {tier}");
        }
        assert_eq!(g.own_flaw(), Some(Flaw::CannotBeLost), "{text}");
    }
}

#[test]
fn the_other_filters_name_their_reason() {
    // One legal first move only.
    let b = parse_position("S,S,./.,.,./.,.,.").unwrap();
    let g = generator::grade_position(&b, Target::SMALL, Limits::default()).unwrap();
    assert_eq!(g.flaw(Tier::Easy), Some(Flaw::NoChoice(1)));
    // Unsolvable.
    let b = parse_position("S,M,S/.,.,./.,.,.").unwrap();
    let g = generator::grade_position(&b, Target::SMALL, Limits::default()).unwrap();
    assert_eq!(g.flaw(Tier::Easy), Some(Flaw::Unsolvable));
    // Find, among random 3x4 positions, one that can be lost but whose
    // first moves all win, and one with a single trap: refused from medium
    // up, the second still fine for easy when in the easy band.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut all_first_win, mut one_trap) = (0, 0);
    for _ in 0..400 {
        let n = rng.random_range(5..=9);
        let b = winnable_position(&mut rng, Size::STANDARD_3X4, n, Target::SMALL);
        let g = generator::grade_position(&b, Target::SMALL, Limits::default()).unwrap();
        let m = &g.analysis.metrics;
        if !g.analysis.solvable || m.first_moves < 2 || m.games == m.winning_games {
            continue;
        }
        if m.random_success >= 0.5 {
            // Refused in every tier before the other filters look.
            for tier in Tier::ALL {
                assert!(matches!(g.flaw(tier), Some(Flaw::RandomPlayWins { .. })));
            }
            continue;
        }
        if m.winning_first_moves == m.first_moves {
            all_first_win += 1;
            for tier in [Tier::Medium, Tier::Hard, Tier::Expert] {
                assert_eq!(g.flaw(tier), Some(Flaw::NoLosingFirstMove));
            }
        } else if g.assessment.traps.len() == 1 {
            one_trap += 1;
            assert!(matches!(
                g.flaw(Tier::Medium),
                Some(Flaw::TooFewTraps {
                    found: 1,
                    needed: 2
                })
            ));
            assert!(!matches!(
                g.flaw(Tier::Easy),
                Some(Flaw::TooFewTraps { .. })
            ));
        }
    }
    assert!(
        all_first_win > 0 && one_trap > 0,
        "{all_first_win} {one_trap}"
    );
}

/// Checks a generated puzzle against every rule of its tier, from scratch.
fn check_puzzle(p: &generator::Puzzle) {
    let g = generator::grade_position(&p.position, p.target, Limits::default()).unwrap();
    assert_eq!(g.flaw(p.tier), None, "{}", p.id);
    assert_eq!(g.tier(), Some(p.tier), "{}", p.id);
    assert_eq!(g.assessment.level, Some(p.grade.level), "{}", p.id);
    assert_eq!(g.assessment.traps, p.traps, "{}", p.id);
    assert_eq!(p.grade.tier, p.tier);
    assert_eq!(p.grade.pieces, p.position.piece_count());
    assert_eq!(p.grade.moves, p.solution.len());
    assert!(p.grade.success >= THRESHOLD);
    // Random play wins it less than half the time.
    assert!(p.metrics.random_success < 0.5, "{}", p.id);
    // The whole middle of the curve lies in the tier.
    assert_eq!(g.assessment.steady_tier(), Some(p.tier), "{}", p.id);
    assert_eq!(g.assessment.reaches(), Some(p.grade.reach), "{}", p.id);
    for (k, &cut) in grade::CUTS.iter().enumerate() {
        let r = p.grade.reach[k] as usize;
        assert!(g.assessment.success[r - 1] >= cut || r == g.assessment.success.len());
        assert!(r == 1 || g.assessment.success[r - 2] < cut, "{}", p.id);
    }
    // The idea is the one that lowers the grade markedly, if any.
    let idea = grade::idea_behind(&p.position, p.target, p.grade.level, Limits::default()).unwrap();
    assert_eq!(idea.map(|i| i.0), p.grade.idea, "{}", p.id);
    assert_eq!(idea.map(|i| i.1), p.grade.level_with_idea, "{}", p.id);
    // Each trap's alternative is legal there and loses.
    let mut b = p.position.clone();
    for (step, &mv) in p.solution.iter().enumerate() {
        if let Some(t) = p.trap_at(step) {
            let mut alt = b.clone();
            alt.play(t.alternative).unwrap();
            let d = solver::decide(&alt, p.target, Limits::default()).unwrap();
            assert!(!d.solvable, "{}: trap at {step} wins", p.id);
            assert_eq!(t.play, mv);
        }
        b.play(mv).unwrap();
    }
}

#[test]
fn tiers_separate_on_a_fixed_seed_sample() {
    for grid in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
        let mut all = Vec::new();
        for tier in Tier::ALL {
            let ps = generator::generate(&Spec {
                grid,
                target: Target::SMALL,
                tier,
                count: 6,
                seed: 11,
            })
            .unwrap();
            for p in &ps {
                check_puzzle(p);
            }
            all.extend(ps);
        }
        for w in Tier::ALL.windows(2) {
            let hi_lower = all
                .iter()
                .filter(|p| p.tier == w[0])
                .map(|p| p.grade.level)
                .max()
                .unwrap();
            let lo_upper = all
                .iter()
                .filter(|p| p.tier == w[1])
                .map(|p| p.grade.level)
                .min()
                .unwrap();
            assert!(hi_lower < lo_upper, "{grid} {} vs {}", w[0], w[1]);
            let (pairs, higher) = generator::pairs_separated(&all, w[0], w[1]);
            assert!(10 * higher >= 9 * pairs, "{grid} {pairs} {higher}");
        }
        let rows = generator::separation_rows(&all);
        assert_eq!(rows.iter().map(|r| r.count).sum::<usize>(), all.len());
    }
}

#[test]
fn other_targets_and_the_daily_sheet_have_no_degenerate_puzzle() {
    for target in [Target::MEDIUM, Target::ScoreAtMost(3)] {
        for tier in [Tier::Easy, Tier::Medium] {
            for p in generator::generate(&Spec {
                grid: Size::STANDARD_3X4,
                target,
                tier,
                count: 2,
                seed: 4,
            })
            .unwrap()
            {
                check_puzzle(&p);
            }
        }
    }
    let date = daily::parse_date("2026-11-22").unwrap();
    for p in daily::daily_puzzles(date).unwrap() {
        check_puzzle(&p);
        assert_ne!(p.position.to_string(), ".,.,S,SM/S,.,.,./M,.,.,.");
    }
}

#[test]
fn no_printed_puzzle_is_won_by_random_play_half_the_time() {
    // Every tier on both daily grids, and every daily pick of a week
    // (2026-12-01 to 07 had easy puzzles random play won before).
    let mut puzzles = Vec::new();
    for grid in [Size::STANDARD_3X4, Size::STANDARD_4X5] {
        for tier in Tier::ALL {
            puzzles.extend(
                generator::generate(&Spec {
                    grid,
                    target: Target::SMALL,
                    tier,
                    count: 3,
                    seed: 29,
                })
                .unwrap(),
            );
        }
    }
    for day in 1..=7 {
        let date = daily::parse_date(&format!("2026-12-0{day}")).unwrap();
        puzzles.extend(daily::daily_puzzles(date).unwrap());
    }
    assert_eq!(puzzles.len(), 24 + 7 * 8);
    for p in &puzzles {
        let fresh = solver::analyze(&p.position, p.target, Limits::default()).unwrap();
        assert_eq!(fresh.metrics.random_success, p.metrics.random_success);
        assert!(
            p.metrics.random_success < 0.5,
            "{} {}: random play wins {}",
            p.id,
            p.tier,
            p.metrics.random_success
        );
        // And it keeps its tier at a quarter and three quarters.
        let r = p.grade.reach;
        assert_eq!(Tier::of_grade(r[0]), p.tier, "{} {r:?}", p.id);
        assert_eq!(Tier::of_grade(r[2]), p.tier, "{} {r:?}", p.id);
    }
}
