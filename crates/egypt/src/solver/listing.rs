//! What the layered analysis ([`super::layers`]) asks of an engine: a
//! [`Lister`] keys positions and lists blocks of them ([`Block`]), and a
//! [`LayerTable`] numbers a layer's positions. The hash-lane engine
//! ([`super::layers`]) and the byte engine ([`super::byte_codes`])
//! implement them.

use super::huge;
use super::position::{FastKey, Pos};
use super::table::Table;
use crate::board::Hop;
use crate::target::Target;

/// The children of a block of positions, found independently of any
/// table (so blocks can be listed on several threads): per position its
/// number of legal moves and whether it meets the target when it has none;
/// per move, in hop order, the child's fingerprint (unless the engine
/// computes it from the key), exact key and the
/// symmetry that turns the child as reached into its key.
#[derive(Default)]
pub(super) struct Block<K> {
    pub(super) degree: Vec<u8>,
    pub(super) met: Vec<bool>,
    pub(super) fps: Vec<u64>,
    pub(super) keys: Vec<K>,
    pub(super) syms: Vec<u8>,
}

impl<K> Block<K> {
    /// Empties the block (its memory is kept, to be listed into again)
    /// and makes room for `n` positions (and 4 moves each).
    pub(super) fn clear(&mut self, n: usize) {
        self.degree.clear();
        self.met.clear();
        self.fps.clear();
        self.keys.clear();
        self.syms.clear();
        self.degree.reserve(n);
        self.met.reserve(n);
        self.fps.reserve(4 * n);
        self.keys.reserve(4 * n);
        self.syms.reserve(4 * n);
    }
}

/// A layer's table: a position's key up to symmetry -> its index in the
/// layer.
pub(super) trait LayerTable<K>: Send + Sync {
    /// A table that holds `n` positions without growing.
    fn with_capacity(n: usize) -> Self;
    /// Asks the processor to fetch where `fp`'s position would be.
    fn prefetch(&self, fp: u64);
    /// The index stored under `key` (fingerprint `fp`), or else stores
    /// `fresh` under it: `Ok` when found, `Err` when new.
    fn find_or_insert(&mut self, fp: u64, key: K, fresh: u32) -> Result<u32, u32>;
    /// Empties the table to hold `n` positions without growing (keeping
    /// its memory when that fits).
    fn reset(&mut self, n: usize);
    /// The table's own mapping in pieces ([`huge::populate`]).
    fn pieces(&self) -> Vec<huge::Piece>;
}

impl<K: FastKey> LayerTable<K> for Table<K, u32> {
    fn with_capacity(n: usize) -> Self {
        Table::with_capacity(n)
    }

    #[inline(always)]
    fn prefetch(&self, fp: u64) {
        Table::prefetch(self, fp)
    }

    #[inline(always)]
    fn find_or_insert(&mut self, fp: u64, key: K, fresh: u32) -> Result<u32, u32> {
        Table::find_or_insert(self, fp, &mut || key, || fresh)
    }

    fn reset(&mut self, n: usize) {
        Table::reset(self, n)
    }

    fn pieces(&self) -> Vec<huge::Piece> {
        Table::pieces(self)
    }
}

/// An engine of the layered analysis: how positions are keyed and how a
/// block of them is listed.
pub(super) trait Lister: Sync {
    /// A position's exact key up to symmetry.
    type K: FastKey;
    /// The table of a layer.
    type Table: LayerTable<Self::K>;
    /// The grid's hops, in hop order.
    fn hops(&self) -> &[Hop];
    /// The fingerprint, key and symmetry (the one that turns `pos` into
    /// the key) of a position, or `None` when the engine cannot key it
    /// (then no search from its start reaches it).
    fn key_sym(&self, pos: &Pos) -> Option<(u64, Self::K, u8)>;
    /// Lists the positions given by their keys and symmetries (each
    /// position's moves in the hop order of the position the symmetry
    /// turns its key back into).
    fn list(&self, target: Target, keys: &[Self::K], syms: &[u8], out: &mut Block<Self::K>);
    /// Whether a key's fingerprint is [`Lister::fp_of`] it: then blocks
    /// carry no fingerprints (less to write and to read back).
    const FP_OF_KEY: bool = false;
    /// The fingerprint of a key (when [`Lister::FP_OF_KEY`]).
    #[inline(always)]
    fn fp_of(_key: &Self::K) -> u64 {
        0
    }
}
