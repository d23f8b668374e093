//! What a census finds: per-layer figures, the totals over them, and the
//! events a run reports.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::{Piece, Size};

/// The fixed-point unit: probability 1.
pub const ONE: u128 = 1 << 127;

/// Dead ends of one layer with one score.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// Final score (pips left).
    pub score: u32,
    /// Dead-end positions with this score, up to symmetry.
    pub positions: u64,
    /// Complete games ending on them.
    #[serde(with = "dec")]
    pub games: u128,
    /// Probability (fixed point, units of 2^-127) that random play ends on them.
    #[serde(with = "dec")]
    pub mass: u128,
}

/// The figures of one layer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layer {
    /// Pieces on the board in every position of the layer.
    pub pieces: u32,
    /// Positions up to symmetry.
    pub positions: u64,
    /// Move sequences from the root reaching the layer.
    #[serde(with = "dec")]
    pub games: u128,
    /// Probability of reaching the layer (fixed point).
    #[serde(with = "dec")]
    pub mass: u128,
    /// Legal moves out of the layer's positions (one representative per
    /// symmetry class).
    pub moves: u64,
    /// Positions with no legal move.
    pub dead_ends: u64,
    /// Dead ends by score, lowest score first.
    pub endings: Vec<Ending>,
    /// Positions of the next layer (0 when this is the last).
    pub children: u64,
    /// Positions from which a single Small can still be reached (backward
    /// pass only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub small_reachable: Option<u64>,
}

/// The whole census.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    pub size: Size,
    /// The root in notation.
    pub root: String,
    /// Symmetries positions are counted under (4 or 8).
    pub symmetries: usize,
    /// Layers from the root's piece count down.
    pub layers: Vec<Layer>,
}

/// Totals over the dead ends with one score (or one lone piece).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub positions: u64,
    pub games: u128,
    pub mass: u128,
}

impl Outcome {
    /// The probability as a float (the fixed point rounded to nearest).
    pub fn probability(&self) -> f64 {
        to_f64(self.mass)
    }
}

/// A fixed-point mass as a probability.
pub fn to_f64(mass: u128) -> f64 {
    mass as f64 / ONE as f64
}

impl Census {
    /// Positions in all layers.
    pub fn positions(&self) -> u64 {
        self.layers.iter().map(|l| l.positions).sum()
    }

    /// Dead ends in all layers.
    pub fn dead_ends(&self) -> u64 {
        self.layers.iter().map(|l| l.dead_ends).sum()
    }

    /// Moves expanded in all layers: the error bound of every probability
    /// is this many units of 2^-127.
    pub fn moves(&self) -> u64 {
        self.layers.iter().map(|l| l.moves).sum()
    }

    /// The bound on the error of every reported probability (see the
    /// module documentation): computed <= true < computed + bound.
    pub fn error_bound(&self) -> f64 {
        self.moves() as f64 / ONE as f64
    }

    /// Complete games from the root.
    pub fn games(&self) -> u128 {
        self.by_score().values().map(|o| o.games).sum()
    }

    /// Outcomes by final score, lowest first.
    pub fn by_score(&self) -> BTreeMap<u32, Outcome> {
        let mut out: BTreeMap<u32, Outcome> = BTreeMap::new();
        for l in &self.layers {
            for e in &l.endings {
                let o = out.entry(e.score).or_default();
                o.positions += e.positions;
                o.games += e.games;
                o.mass += e.mass;
            }
        }
        out
    }

    /// Games (and probability) ending with this single piece alone.
    pub fn lone(&self, piece: Piece) -> Outcome {
        self.layers
            .iter()
            .filter(|l| l.pieces == 1)
            .flat_map(|l| &l.endings)
            .filter(|e| e.score == piece.pips())
            .map(|e| Outcome {
                positions: e.positions,
                games: e.games,
                mass: e.mass,
            })
            .next()
            .unwrap_or_default()
    }

    fn root_pieces(&self) -> u32 {
        self.layers.first().map_or(0, |l| l.pieces)
    }

    /// The lengths, in moves, of the complete games: one for each layer
    /// where a game ends.
    fn game_lengths(&self) -> impl Iterator<Item = u32> + '_ {
        self.layers
            .iter()
            .filter(|l| l.dead_ends > 0)
            .map(|l| self.root_pieces() - l.pieces)
    }

    /// Moves in the longest complete game.
    pub fn longest(&self) -> u32 {
        self.game_lengths().max().unwrap_or(0)
    }

    /// Moves in the shortest complete game.
    pub fn shortest(&self) -> u32 {
        self.game_lengths().min().unwrap_or(0)
    }

    /// Whether the backward pass ran.
    pub fn has_backward(&self) -> bool {
        self.layers.iter().all(|l| l.small_reachable.is_some())
    }
}

/// What the census reports while it runs.
#[derive(Clone, Debug)]
pub enum Event<'a> {
    /// Expanding the layer with `pieces` pieces, `positions` of them.
    LayerStart { pieces: u32, positions: u64 },
    /// `done` of the layer's positions expanded.
    Progress { pieces: u32, done: u64 },
    /// A layer is finished (loaded from a checkpoint when `resumed`).
    LayerDone {
        layer: &'a Layer,
        seconds: f64,
        resumed: bool,
    },
    /// The backward pass finished a layer.
    Backward { pieces: u32 },
}

/// Big integers as decimal strings in JSON (readers in other languages
/// lose precision past 2^53).
mod dec {
    use super::*;

    pub fn serialize<S: Serializer>(v: &u128, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
