//! How hard a deal is for a person: a ladder of player models, like the
//! Egyptian grade (the egypt crate's `grade`), adapted to a game with a stock.
//!
//! The deal is printed whole (the stock order too), so the player may plan
//! with every card in view. A *player of level k* (k >= 0) plays so:
//!
//! 1. **Options.** At each turn the player's options are the removals
//!    legal now (a King, or a pair) and walking on: `draw`, or `reset`
//!    when the stock is empty and a pass is left.
//! 2. **Dead at a glance** (every level from 1 up): a position is *dead*
//!    when it is not won and either no removal can be reached by drawing
//!    and redealing (nothing to do in a whole walk through the stock), or
//!    some card that must still go (a pyramid card; any card when all 52
//!    must go) has no remaining card it could ever pair with: none of the
//!    partner rank is left, or those left lie in its own part of the
//!    pyramid (on top of it or under it), and no King is in question.
//! 3. **Looking ahead** is counted in removals, the draws and redeals
//!    that lead to a removal being free to plan (the stock is in view): a
//!    position is *seen lost within d removals* when it is dead, or when
//!    d >= 1 and every removal reachable from it (after any draws and
//!    redeals) leads to a position seen lost within d - 1.
//! 4. **The choice.** A level-k player sets aside every option after which
//!    the position is seen lost within k - 1 removals (level 0 sets aside
//!    nothing and recognises nothing), then removes: uniformly at random
//!    among the removals it kept; when it kept none, it walks on if it kept
//!    that; when it set every option aside, it picks among all of them.
//!
//! So level 0 is a greedy random player (it removes whenever it can), and
//! each level adds one removal of look-ahead. Walking on never repeats a
//! position forever: a game ends as lost when no removal can be reached
//! any more (a whole walk through the stock with nothing to do), and, as
//! a safeguard, after [`MOVE_CAP`] moves.
//!
//! **The grade** is the least level whose player wins at least half of
//! [`GAMES`] games, played with random numbers from
//! `ChaCha8Rng::seed_from_u64(level_seed(deal seed, level))`: a fixed, seeded
//! sample, so the grade of a deal is reproducible. Levels above
//! [`MAX_LEVEL`] are not tried: a deal no level up to it masters has grade
//! `MAX_LEVEL + 1` ("beyond").

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use serde::Serialize;

use super::engine::{Move, State, Table};
use super::solver::Prune;

/// Games played per level.
pub const GAMES: u32 = 32;
/// The highest level tried.
pub const MAX_LEVEL: u32 = 8;
/// A game is counted lost after this many moves (a safeguard; no game of
/// the ladder comes near it).
pub const MOVE_CAP: usize = 2000;
/// Mixed into the deal seed for the grade's random numbers.
pub const GRADE_SEED: u64 = 0x6772_6164_6563_6172;

/// What the levels mean, in words for rule sheets and books.
pub const LEVELS_IN_WORDS: &str = "What the levels mean. A deal is graded by how far ahead you must \
look to win it more often than not, with the whole deal in view. A player of level 0 removes any \
pair or King it can, at random, and draws when there is none. A player of level 1 also never makes \
a move that leaves a dead deal: one where a card that must go has no partner left that it could \
ever pair with, or where a whole walk through the stock finds nothing to remove. A player of level \
2 also sees a removal that leaves only such moves, and so on: each level looks one removal further \
ahead, the draws in between being free to plan. A deal of grade 2 is one that a level-2 player \
wins at least half the time, and a level-1 player does not.";

/// A deal's grade, with the measured chances beside it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardGrade {
    /// The least level that wins at least half its games
    /// (`MAX_LEVEL + 1` when none up to [`MAX_LEVEL`] does).
    pub level: u32,
    /// Games won by the player of level k at index k, for k = 0 up to the
    /// grade (or [`MAX_LEVEL`]).
    pub wins: Vec<u32>,
    /// Games played per level.
    pub games: u32,
}

impl CardGrade {
    /// The grade in words: `look 2 removals ahead` or, for level 0,
    /// `random play wins`.
    pub fn words(&self) -> String {
        match self.level {
            0 => "greedy random play wins".to_string(),
            l if l > MAX_LEVEL => format!("look more than {MAX_LEVEL} removals ahead"),
            1 => "look 1 removal ahead".to_string(),
            l => format!("look {l} removals ahead"),
        }
    }

    /// Share of games won at a level (None when it was not played).
    pub fn share(&self, level: u32) -> Option<f64> {
        self.wins
            .get(level as usize)
            .map(|&w| f64::from(w) / f64::from(self.games))
    }
}

/// The ladder's memory for one deal: which positions are seen lost within
/// how many removals.
pub struct Ladder<'a> {
    t: &'a Table,
    /// The cheap dead-position tests the solver uses too.
    prune: Prune,
    /// Position key -> (least d known lost within, one more than the
    /// largest d known not lost within); u8::MAX / 0 when unknown.
    memo: FxHashMap<u64, (u8, u8)>,
    /// Position key -> its [`Ladder::removals`], as a range of `found`:
    /// a position's removals are walked out once per deal, however many
    /// levels and look-ahead depths ask for them.
    kids: FxHashMap<u64, (u32, u32)>,
    found: Vec<State>,
    moves: Vec<Move>,
}

impl<'a> Ladder<'a> {
    pub fn new(t: &'a Table) -> Ladder<'a> {
        Ladder {
            t,
            prune: Prune::new(t),
            memo: FxHashMap::default(),
            kids: FxHashMap::default(),
            found: Vec::new(),
            moves: Vec::with_capacity(64),
        }
    }

    /// The positions after every removal reachable from `s` by drawing
    /// and redealing (the earliest point of each resulting set of removed
    /// cards only), as a range of `self.found`; walked out once per
    /// position and kept (a key is the whole position).
    fn removals(&mut self, s: &State) -> std::ops::Range<usize> {
        let key = s.key();
        if let Some(&(a, b)) = self.kids.get(&key) {
            return a as usize..b as usize;
        }
        let t = self.t;
        let start = self.found.len();
        let mut at = *s;
        loop {
            t.legal_moves(&at, &mut self.moves);
            for mv in self.moves.iter().filter(|m| m.removed() > 0) {
                let c = t.apply(&at, mv);
                if !self.found[start..]
                    .iter()
                    .any(|o| o.pyramid == c.pyramid && o.stock == c.stock)
                {
                    self.found.push(c);
                }
            }
            match t.step(&at) {
                Some((_, next)) if next != *s => at = next,
                _ => break,
            }
        }
        let end = self.found.len();
        self.kids.insert(key, (start as u32, end as u32));
        start..end
    }

    /// Whether `s` is dead at a glance (see the module documentation).
    fn dead(&mut self, s: &State) -> bool {
        !self.t.is_won(s) && (self.prune.orphan(self.t, s) || self.removals(s).is_empty())
    }

    /// Whether `s` is seen lost within `d` removals.
    pub fn lost_within(&mut self, s: &State, d: u32) -> bool {
        if self.t.is_won(s) {
            return false;
        }
        let d8 = d.min(250) as u8;
        let key = s.key();
        let (lost, safe_plus) = self.memo.get(&key).copied().unwrap_or((u8::MAX, 0));
        if lost <= d8 {
            return true;
        }
        if safe_plus > d8 {
            return false;
        }
        let result = if self.prune.orphan(self.t, s) {
            true
        } else {
            let children = self.removals(s);
            if children.is_empty() {
                true
            } else if d == 0 {
                false
            } else {
                !children.into_iter().any(|i| {
                    let c = self.found[i];
                    !self.lost_within(&c, d - 1)
                })
            }
        };
        let e = self.memo.entry(key).or_insert((u8::MAX, 0));
        if result {
            e.0 = e.0.min(d8);
        } else {
            e.1 = e.1.max(d8 + 1);
        }
        result
    }

    /// Plays one game as the level-k player; true when it wins.
    pub fn play(&mut self, level: u32, rng: &mut ChaCha8Rng) -> bool {
        let t = self.t;
        let mut s = t.start();
        for _ in 0..MOVE_CAP {
            if t.is_won(&s) {
                return true;
            }
            if level >= 1 && self.dead(&s) {
                return false;
            }
            t.legal_moves(&s, &mut self.moves);
            let removals: Vec<State> = self
                .moves
                .iter()
                .filter(|m| m.removed() > 0)
                .map(|m| t.apply(&s, m))
                .collect();
            let walk = t.step(&s).map(|(_, n)| n);
            if level == 0 {
                // Greedy random: remove when possible; walk on while some
                // removal can still be reached.
                if !removals.is_empty() {
                    s = removals[rng.random_range(0..removals.len())];
                    continue;
                }
                if self.removals(&s).is_empty() {
                    return false;
                }
                match walk {
                    Some(n) => s = n,
                    None => return false,
                }
                continue;
            }
            let kept: Vec<State> = removals
                .iter()
                .copied()
                .filter(|c| !self.lost_within(c, level - 1))
                .collect();
            if !kept.is_empty() {
                s = kept[rng.random_range(0..kept.len())];
                continue;
            }
            if let Some(n) = walk
                && !self.lost_within(&n, level - 1)
            {
                s = n;
                continue;
            }
            // Every option set aside: any of them.
            let n_opts = removals.len() + usize::from(walk.is_some());
            if n_opts == 0 {
                return false;
            }
            let k = rng.random_range(0..n_opts);
            s = if k < removals.len() {
                removals[k]
            } else {
                walk.expect("counted")
            };
        }
        false
    }
}

/// The seed of a level's games: `GRADE_SEED ^ (16 * deal seed + level)`.
pub fn level_seed(deal_seed: u64, level: u32) -> u64 {
    GRADE_SEED ^ deal_seed.wrapping_mul(16).wrapping_add(u64::from(level))
}

/// Grades a deal (which must be winnable for the grade to mean anything):
/// plays [`GAMES`] games at levels 0, 1, ... until a level wins at least
/// half of them.
pub fn grade(t: &Table, deal_seed: u64) -> CardGrade {
    grade_within(t, deal_seed, MAX_LEVEL)
}

/// [`grade`], trying levels up to `max_level` only (at most
/// [`MAX_LEVEL`]); a deal none of them masters gets `max_level + 1`, which
/// means "more than `max_level`". Levels are tried in order with their
/// own random numbers, so a level's result does not depend on how far the
/// ladder goes.
pub fn grade_within(t: &Table, deal_seed: u64, max_level: u32) -> CardGrade {
    let max_level = max_level.min(MAX_LEVEL);
    let mut ladder = Ladder::new(t);
    let mut wins = Vec::new();
    for level in 0..=max_level {
        let mut rng = ChaCha8Rng::seed_from_u64(level_seed(deal_seed, level));
        let w = (0..GAMES).filter(|_| ladder.play(level, &mut rng)).count() as u32;
        wins.push(w);
        if 2 * w >= GAMES {
            return CardGrade {
                level,
                wins,
                games: GAMES,
            };
        }
    }
    CardGrade {
        level: max_level + 1,
        wins,
        games: GAMES,
    }
}

/// Games won (of [`GAMES`]) by every level 0 to [`MAX_LEVEL`], each with
/// the same random numbers as in [`grade`]: for tables of the ladder.
pub fn all_levels(t: &Table, deal_seed: u64) -> Vec<u32> {
    let mut ladder = Ladder::new(t);
    (0..=MAX_LEVEL)
        .map(|level| {
            let mut rng = ChaCha8Rng::seed_from_u64(level_seed(deal_seed, level));
            (0..GAMES).filter(|_| ladder.play(level, &mut rng)).count() as u32
        })
        .collect()
}

/// The grade of a row of [`all_levels`]: the first level winning at least
/// half its games, else `MAX_LEVEL + 1`.
pub fn level_of(wins: &[u32]) -> u32 {
    wins.iter()
        .position(|&w| 2 * w >= GAMES)
        .map_or(MAX_LEVEL + 1, |l| l as u32)
}

/// The chances at which a deal's ladder is read for the separation table
/// (`cards tiers`): the levels that win a quarter, half (the grade), three
/// quarters and nine tenths of their games.
pub const CUTS: [f64; 4] = [0.25, 0.5, 0.75, 0.9];

/// The least level of a row of [`all_levels`] that wins at least `cut` of
/// its games, else `MAX_LEVEL + 1`.
pub fn level_reaching(wins: &[u32], cut: f64) -> u32 {
    wins.iter()
        .position(|&w| f64::from(w) >= cut * f64::from(GAMES))
        .map_or(MAX_LEVEL + 1, |l| l as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Deal, Rules};

    #[test]
    fn grades_are_reproducible_and_match_the_full_ladder() {
        let deal = Deal::from_seed(2);
        let t = Table::new(&deal, Rules::cheops());
        let g = grade(&t, 2);
        assert_eq!(g, grade(&t, 2));
        let all = all_levels(&t, 2);
        assert_eq!(level_of(&all), g.level);
        assert_eq!(&all[..g.wins.len()], &g.wins[..]);
        assert_eq!(level_reaching(&all, 0.5), g.level);
        assert!(level_reaching(&all, 0.25) <= g.level);
        assert!(level_reaching(&all, 0.75) >= g.level);
    }
}
