//! The solver against a deliberately simple, independent search on reduced
//! games (pyramids of 3 or 4 rows, short stocks), under every rule
//! combination: verdicts must agree, and every solution must replay
//! legally in both engines and win.
//!
//! The simple engine here shares no code with the library's engine: it
//! keeps the stock and the waste as real stacks of cards, lists moves
//! straight from the rules, and runs a plain breadth-first search over
//! whole positions, with no pruning, no forced moves and no canonical form.

use std::collections::{HashSet, VecDeque};

use cards::{Availability, Card, Deal, Passes, Rules, Table, Win, solve};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Debug, Hash, PartialEq, Eq)]
struct Simple {
    /// Pyramid cards row by row; `None` once removed.
    pyr: Vec<Option<Card>>,
    /// Stock, top at the end.
    stock: Vec<Card>,
    /// Waste, top at the end.
    waste: Vec<Card>,
    /// Redeals made (kept at 0 with unlimited passes).
    redeals: u8,
}

struct Game {
    rows: usize,
    rules: Rules,
}

#[derive(Clone, Debug)]
enum SMove {
    Draw,
    Reset,
    /// Cards to remove (one King or two cards).
    Remove(Vec<Card>),
}

impl Game {
    fn start(&self, deal: &Deal) -> Simple {
        let mut stock = deal.stock().to_vec();
        stock.reverse();
        Simple {
            pyr: deal.pyramid().iter().map(|&c| Some(c)).collect(),
            stock,
            waste: Vec::new(),
            redeals: 0,
        }
    }

    fn children(&self, i: usize) -> Option<(usize, usize)> {
        let mut row = 0;
        while (row + 1) * (row + 2) / 2 <= i {
            row += 1;
        }
        if row + 1 >= self.rows {
            return None;
        }
        let k = i - row * (row + 1) / 2;
        let b = (row + 1) * (row + 2) / 2 + k;
        Some((b, b + 1))
    }

    fn exposed(&self, s: &Simple, i: usize) -> bool {
        s.pyr[i].is_some()
            && match self.children(i) {
                None => true,
                Some((a, b)) => s.pyr[a].is_none() && s.pyr[b].is_none(),
            }
    }

    fn won(&self, s: &Simple) -> bool {
        let pyr_empty = s.pyr.iter().all(|c| c.is_none());
        match self.rules.win {
            Win::PyramidEmpty => pyr_empty,
            Win::AllCards => pyr_empty && s.stock.is_empty() && s.waste.is_empty(),
        }
    }

    fn moves(&self, s: &Simple) -> Vec<SMove> {
        let mut out = Vec::new();
        if self.won(s) {
            return out;
        }
        let mut avail: Vec<Card> = (0..s.pyr.len())
            .filter(|&i| self.exposed(s, i))
            .filter_map(|i| s.pyr[i])
            .collect();
        let w = s.waste.len();
        if w >= 1 {
            avail.push(s.waste[w - 1]);
        }
        match self.rules.availability {
            Availability::WasteTop => {}
            Availability::WasteTopPlusDrawn => {
                if let Some(&c) = s.stock.last() {
                    avail.push(c);
                }
            }
            Availability::TopTwoWaste => {
                if w >= 2 {
                    avail.push(s.waste[w - 2]);
                }
            }
        }
        for (i, &a) in avail.iter().enumerate() {
            if a.rank() == 13 {
                out.push(SMove::Remove(vec![a]));
            }
            for &b in &avail[i + 1..] {
                if a.rank() + b.rank() == 13 {
                    out.push(SMove::Remove(vec![a, b]));
                }
            }
        }
        if self.rules.overlap_pairing {
            for i in 0..s.pyr.len() {
                let Some(c) = s.pyr[i] else { continue };
                let Some((a, b)) = self.children(i) else {
                    continue;
                };
                let on: Vec<usize> = [a, b].into_iter().filter(|&j| s.pyr[j].is_some()).collect();
                if on.len() == 1 && self.exposed(s, on[0]) {
                    let d = s.pyr[on[0]].expect("present");
                    if c.rank() + d.rank() == 13 {
                        out.push(SMove::Remove(vec![c, d]));
                    }
                }
            }
        }
        if !s.stock.is_empty() {
            out.push(SMove::Draw);
        } else if !s.waste.is_empty() {
            let more = match self.rules.passes {
                Passes::Unlimited => true,
                Passes::Limited(n) => s.redeals + 1 < n,
            };
            if more {
                out.push(SMove::Reset);
            }
        }
        out
    }

    fn apply(&self, s: &Simple, m: &SMove) -> Simple {
        let mut t = s.clone();
        match m {
            SMove::Draw => {
                let c = t.stock.pop().expect("stock not empty");
                t.waste.push(c);
            }
            SMove::Reset => {
                t.stock = t.waste.drain(..).rev().collect();
                if self.rules.passes != Passes::Unlimited {
                    t.redeals += 1;
                }
            }
            SMove::Remove(cards) => {
                for c in cards {
                    if let Some(p) = t.pyr.iter_mut().find(|p| **p == Some(*c)) {
                        *p = None;
                    } else if let Some(k) = t.waste.iter().position(|x| x == c) {
                        t.waste.remove(k);
                    } else if let Some(k) = t.stock.iter().position(|x| x == c) {
                        t.stock.remove(k);
                    } else {
                        panic!("card {c} is nowhere");
                    }
                }
            }
        }
        t
    }

    /// Plain breadth-first search: can the game be won?
    fn winnable(&self, deal: &Deal) -> bool {
        let start = self.start(deal);
        let mut seen = HashSet::new();
        let mut queue = VecDeque::new();
        seen.insert(start.clone());
        queue.push_back(start);
        while let Some(s) = queue.pop_front() {
            if self.won(&s) {
                return true;
            }
            for m in self.moves(&s) {
                let t = self.apply(&s, &m);
                if seen.insert(t.clone()) {
                    queue.push_back(t);
                }
            }
        }
        false
    }

    /// Plain breadth-first search: the fewest moves (draws and redeals
    /// counted) of a winning line, if there is one.
    fn shortest(&self, deal: &Deal) -> Option<usize> {
        let start = self.start(deal);
        let mut seen = HashSet::new();
        let mut queue = VecDeque::new();
        seen.insert(start.clone());
        queue.push_back((start, 0));
        while let Some((s, d)) = queue.pop_front() {
            if self.won(&s) {
                return Some(d);
            }
            for m in self.moves(&s) {
                let t = self.apply(&s, &m);
                if seen.insert(t.clone()) {
                    queue.push_back((t, d + 1));
                }
            }
        }
        None
    }

    /// Replays a solution written in notation; true when every move is
    /// legal here and the game ends won.
    fn replays(&self, deal: &Deal, text: &str) -> bool {
        let mut s = self.start(deal);
        for tok in text.split_whitespace() {
            let legal = self.moves(&s);
            let found = legal.iter().find(|m| match m {
                SMove::Draw => tok == "draw",
                SMove::Reset => tok == "reset",
                SMove::Remove(cards) => {
                    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                    let mut want: Vec<&str> = tok.split('+').collect();
                    let mut have: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
                    want.sort();
                    have.sort();
                    want == have
                }
            });
            match found {
                Some(m) => s = self.apply(&s, m),
                None => return false,
            }
        }
        self.won(&s)
    }
}

fn all_rule_sets() -> Vec<Rules> {
    let mut out = Vec::new();
    for availability in [
        Availability::WasteTop,
        Availability::WasteTopPlusDrawn,
        Availability::TopTwoWaste,
    ] {
        for overlap_pairing in [false, true] {
            for passes in [Passes::Limited(1), Passes::Limited(2), Passes::Unlimited] {
                for win in [Win::PyramidEmpty, Win::AllCards] {
                    out.push(Rules {
                        availability,
                        overlap_pairing,
                        passes,
                        win,
                    });
                }
            }
        }
    }
    out
}

/// A reduced deal: `rows` pyramid rows and `stock` stock cards, distinct
/// cards made of complementary pairs (and a King or two), shuffled, so
/// that both verdicts are common.
fn reduced_deal(rng: &mut ChaCha8Rng, rows: usize, stock: usize) -> Deal {
    let n = rows * (rows + 1) / 2;
    let total = n + stock;
    let mut pool: Vec<Vec<Card>> = (1..=13u8)
        .map(|r| (0..4).filter_map(|s| Card::new(r, s)).collect())
        .collect();
    fn take(pool: &mut [Vec<Card>], rng: &mut ChaCha8Rng, rank: u8) -> Card {
        let v = &mut pool[rank as usize - 1];
        let i = rng.random_range(0..v.len());
        v.swap_remove(i)
    }
    let mut cards = Vec::with_capacity(total);
    while cards.len() < total {
        if (total - cards.len() == 1 || rng.random_range(0..8) == 0) && !pool[12].is_empty() {
            cards.push(take(&mut pool, rng, 13));
            continue;
        }
        let r = rng.random_range(1..=12u8);
        if pool[r as usize - 1].is_empty() || pool[12 - r as usize].is_empty() {
            continue;
        }
        cards.push(take(&mut pool, rng, r));
        cards.push(take(&mut pool, rng, 13 - r));
    }
    for i in (1..cards.len()).rev() {
        let j = rng.random_range(0..=i);
        cards.swap(i, j);
    }
    let stock_cards = cards.split_off(n);
    Deal::custom(cards, stock_cards).expect("valid reduced deal")
}

#[test]
fn solver_agrees_with_plain_search_on_reduced_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let rule_sets = all_rule_sets();
    let (mut wins, mut losses) = (0, 0);
    for k in 0..3600 {
        let rules = rule_sets[k % rule_sets.len()];
        let rows = if k % 3 == 0 { 4 } else { 3 };
        let stock = rng.random_range(2..=if rows == 4 { 7 } else { 9 });
        let deal = reduced_deal(&mut rng, rows, stock);
        let game = Game { rows, rules };
        let shortest = game.shortest(&deal);
        let expected = shortest.is_some();
        assert_eq!(game.winnable(&deal), expected);
        let report = solve(&deal, rules);
        assert_eq!(
            report.winnable, expected,
            "verdicts differ for {deal:?} under {rules}"
        );
        if expected {
            wins += 1;
            let text = report.solution_text();
            assert!(
                game.replays(&deal, &text),
                "solution '{text}' does not replay in the simple engine for {deal:?} under {rules}"
            );
            let table = Table::new(&deal, rules);
            let end = table.replay(&report.solution).expect("legal in the engine");
            assert!(table.is_won(&end));
            // Reduced deals are well within the budget: every key is
            // proved shortest, and is as short as the plain search's.
            assert!(report.proved_shortest, "{deal:?} under {rules}");
            assert_eq!(
                Some(report.solution.len()),
                shortest,
                "key '{text}' is not a shortest line for {deal:?} under {rules}"
            );
            assert_eq!(report.lower_bound, report.solution.len());
            assert!(report.first_line >= report.solution.len());
        } else {
            losses += 1;
            assert!(report.solution.is_empty());
        }
    }
    // Both verdicts must be well represented for the check to mean much.
    assert!(wins > 500 && losses > 500, "wins {wins}, losses {losses}");
}

/// The shortest-line search's lower bound never overestimates: on reduced
/// deals under every rule combination, at every position reachable from
/// the start, both its quick and its full form are at most the true number
/// of moves still needed to win (worked out by a breadth-first search
/// backwards from the won positions over the whole reachable graph).
#[test]
fn shortest_line_bound_never_overestimates() {
    use cards::State;
    use cards::solver::{FAR_BOUND, bound_covers_dead, bounds_at};
    use std::collections::HashMap;

    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let rule_sets = all_rule_sets();
    let (mut checked, mut tight, mut covered_dead) = (0u64, 0u64, 0u64);
    for k in 0..3600 {
        let rules = rule_sets[k % rule_sets.len()];
        let rows = if k % 3 == 0 { 4 } else { 3 };
        let stock = rng.random_range(2..=if rows == 4 { 7 } else { 9 });
        let deal = reduced_deal(&mut rng, rows, stock);
        let table = Table::new(&deal, rules);
        // Every reachable position, and the moves between them.
        let mut index: HashMap<State, usize> = HashMap::new();
        let mut states = vec![table.start()];
        let mut preds: Vec<Vec<usize>> = vec![Vec::new()];
        index.insert(table.start(), 0);
        let mut moves = Vec::new();
        let mut i = 0;
        while i < states.len() {
            let s = states[i];
            table.legal_moves(&s, &mut moves);
            for mv in &moves {
                let c = table.apply(&s, mv);
                let j = *index.entry(c).or_insert_with(|| {
                    states.push(c);
                    preds.push(Vec::new());
                    states.len() - 1
                });
                preds[j].push(i);
            }
            i += 1;
        }
        // Distances to a win, backwards from the won positions.
        let mut dist = vec![usize::MAX; states.len()];
        let mut queue = VecDeque::new();
        for (j, s) in states.iter().enumerate() {
            if table.is_won(s) {
                dist[j] = 0;
                queue.push_back(j);
            }
        }
        while let Some(j) = queue.pop_front() {
            for &p in &preds[j] {
                if dist[p] == usize::MAX {
                    dist[p] = dist[j] + 1;
                    queue.push_back(p);
                }
            }
        }
        for (j, s) in states.iter().enumerate() {
            let (quick, full) = bounds_at(&table, s);
            // Where the search leaves out the dead test for positions with
            // a finite bound, the bound must be infinite at dead ones.
            let (covered, dead) = bound_covers_dead(&table, s);
            if covered && dead {
                assert!(
                    quick >= FAR_BOUND,
                    "dead at {s:?} of {deal:?} but bound {quick}"
                );
                covered_dead += 1;
            }
            if dist[j] == usize::MAX {
                continue;
            }
            assert!(
                quick as usize <= dist[j] && full as usize <= dist[j],
                "bound {quick}/{full} over the true distance {} at {s:?} of {deal:?} under {rules}",
                dist[j]
            );
            checked += 1;
            tight += (full as usize == dist[j]) as u64;
        }
    }
    // Dead positions met where the dead test is left out.
    assert!(covered_dead > 1000, "covered dead {covered_dead}");
    // Enough positions, and a bound that is not trivially zero.
    assert!(
        checked > 200_000 && tight > checked / 20,
        "checked {checked}, tight {tight}"
    );
}
