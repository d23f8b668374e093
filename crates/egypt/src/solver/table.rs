//! The fast engines' table of positions: open addressing by fingerprint
//! with exact keys ([`FastKey`]), in memory from [`super::huge`].

use bytemuck::Zeroable;

use super::huge::{HugeVec, Piece};
use super::position::FastKey;

/// A slot of [`Table`]: `tag` is the fingerprint's high half with its
/// lowest bit set, 0 when the slot is free; the other bits of the tag
/// place the slot (24 bytes with a 128-bit key and
/// a 4-byte value).
#[derive(Clone, Copy, Default, Zeroable)]
#[repr(C)]
pub(super) struct Slot<K, V> {
    tag: u32,
    val: V,
    key: K,
}

/// Slots of a table that holds `n` entries without growing (at least
/// 1024, a power of two): see [`too_full`].
pub(super) fn slot_count(n: usize) -> usize {
    (n.saturating_mul(5) / 4 + 1).next_power_of_two().max(1024)
}

/// Whether a table of `slots` slots, emptied, serves for `n` entries in
/// the memory it has: it holds them without growing and is at most twice
/// the size they need.
pub(super) fn slots_fit(slots: usize, n: usize) -> bool {
    let want = slot_count(n);
    (want..=2 * want).contains(&slots)
}

/// Whether a table of `slots` slots holding `len` entries must grow: past
/// four fifths full.
#[inline(always)]
pub(super) fn too_full(len: usize, slots: usize) -> bool {
    len * 5 > slots * 4
}

/// An open-addressing table (linear probing) of positions by exact key,
/// placed by fingerprint: one cache line read per lookup in most cases,
/// and the line can be fetched ahead.
pub(super) struct Table<K, V> {
    slots: HugeVec<Slot<K, V>>,
    mask: usize,
    pub(super) len: usize,
}

/// The tag of a fingerprint (never 0).
#[inline(always)]
fn tag(fp: u64) -> u32 {
    (fp >> 32) as u32 | 1
}

impl<K: FastKey, V: Copy + Default + Zeroable> Table<K, V> {
    pub(super) fn new() -> Table<K, V> {
        Table::with_capacity(0)
    }

    /// Empties the table to hold `n` entries without growing, in the
    /// memory it has when that is at most twice what `n` needs.
    pub(super) fn reset(&mut self, n: usize)
    where
        K: Send,
        V: Send,
    {
        if slots_fit(self.slots.len(), n) {
            self.slots.fill_zero();
            self.len = 0;
        } else {
            *self = Table::with_capacity(n);
        }
    }

    /// The slots' own mapping in pieces ([`super::huge::populate`]).
    pub(super) fn pieces(&self) -> Vec<Piece> {
        self.slots.pieces().collect()
    }

    /// A table that holds `n` entries without growing (at least 1024
    /// slots).
    pub(super) fn with_capacity(n: usize) -> Table<K, V> {
        let slots = slot_count(n);
        Table {
            slots: HugeVec::zeroed(slots),
            mask: slots - 1,
            len: 0,
        }
    }

    /// The slot where a fingerprint's probe starts: from the bits of its
    /// tag (so a table can grow without the fingerprints; tables stay far
    /// below 2^31 slots).
    #[inline(always)]
    fn home(&self, fp: u64) -> usize {
        Self::home_of_tag(tag(fp), self.mask)
    }

    #[inline(always)]
    fn home_of_tag(tag: u32, mask: usize) -> usize {
        (tag >> 1) as usize & mask
    }

    /// Asks the processor to fetch the slot where `fp` would start.
    #[inline(always)]
    pub(super) fn prefetch(&self, fp: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.slots.as_ptr().wrapping_add(self.home(fp));
            // SAFETY: a prefetch is only a hint; it never faults, even on
            // an invalid address, and reads nothing into the program.
            unsafe {
                std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0)
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = fp;
    }

    /// The value stored under the position with fingerprint `fp`; `key`
    /// gives its exact key, asked for at most once, only when a slot's
    /// fingerprint matches.
    #[inline(always)]
    pub(super) fn get(&self, fp: u64, key: &mut impl FnMut() -> K) -> Option<(K, V)> {
        let tag = tag(fp);
        let mut i = self.home(fp);
        let mut exact: Option<K> = None;
        loop {
            let s = &self.slots[i];
            if s.tag == 0 {
                return None;
            }
            if s.tag == tag {
                let k = *exact.get_or_insert_with(&mut *key);
                if s.key == k {
                    return Some((k, s.val));
                }
            }
            i = (i + 1) & self.mask;
        }
    }

    /// The value stored under the position with fingerprint `fp` (exact
    /// key from `key`, computed at most once), or else stores `new()`
    /// under it; `Ok` when found, `Err` with the stored value when new.
    #[inline(always)]
    pub(super) fn find_or_insert(
        &mut self,
        fp: u64,
        key: &mut impl FnMut() -> K,
        new: impl FnOnce() -> V,
    ) -> Result<V, V> {
        let tag = tag(fp);
        let mut i = self.home(fp);
        let mut exact: Option<K> = None;
        loop {
            let s = &self.slots[i];
            if s.tag == 0 {
                break;
            }
            if s.tag == tag {
                let k = *exact.get_or_insert_with(&mut *key);
                if s.key == k {
                    return Ok(s.val);
                }
            }
            i = (i + 1) & self.mask;
        }
        let key = exact.unwrap_or_else(key);
        let val = new();
        if too_full(self.len + 1, self.slots.len()) {
            self.grow();
            self.place(Slot { tag, key, val });
        } else {
            self.slots[i] = Slot { tag, key, val };
        }
        self.len += 1;
        Err(val)
    }

    /// Stores a position known to be absent.
    pub(super) fn insert(&mut self, fp: u64, key: K, val: V) {
        if too_full(self.len + 1, self.slots.len()) {
            self.grow();
        }
        self.place(Slot {
            tag: tag(fp),
            key,
            val,
        });
        self.len += 1;
    }

    fn place(&mut self, slot: Slot<K, V>) {
        let mut i = Self::home_of_tag(slot.tag, self.mask);
        while self.slots[i].tag != 0 {
            i = (i + 1) & self.mask;
        }
        self.slots[i] = slot;
    }

    fn grow(&mut self) {
        let bigger = HugeVec::zeroed(2 * self.slots.len());
        let old = std::mem::replace(&mut self.slots, bigger);
        self.mask = self.slots.len() - 1;
        for &s in old.iter() {
            if s.tag != 0 {
                self.place(s);
            }
        }
    }
}
