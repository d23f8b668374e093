//! Large flat arrays of the fast solvers (hash tables' slots, a layer's
//! positions, moves and records), in memory mapped for them alone, in
//! huge pages where the system grants them.
//!
//! A full analysis of a position with a million descendants fills some
//! 45 to 70 MB of such arrays, each written soon after it is made. From
//! the system allocator, that is some 16,000 page faults of 4 KB, each a
//! trip into the kernel to map and zero one page, all in the one thread
//! that numbers positions: on this project's machines a fifth of the
//! analysis's time. The allocator's large blocks are not aligned to 2 MB,
//! so asking for huge pages there (`MADV_HUGEPAGE`) gained little, as
//! only whole 2 MB pages inside a block can be huge. [`HugeVec`] maps
//! each array of 64 KB or more itself, starting on a 2 MB boundary and
//! marked for huge pages, so its whole 2 MB pages take one fault each
//! (the rest, under 2 MB, stays in 4 KB pages: nothing is rounded up).
//! [`populate`] then has the kernel map an array's pages ahead, in
//! pieces spread over the threads, instead of fault by fault.
//!
//! A dropped array's mapping is not given back to the system but kept
//! spare (up to 128 MB in all) for the next array it fits: a layer's
//! positions, once expanded, make room for a later layer's, and one
//! analysis's arrays for the next one's. Even in huge pages, the kernel's
//! work of mapping and zeroing fresh memory was about a sixth of the
//! analysis's CPU time; memory used again costs neither.
//!
//! An array made by [`HugeVec::zeroed`] starts as zero bytes (a fresh
//! mapping is; a spare one is cleared; a smaller one is asked of the
//! allocator zeroed), so its items must be types for which all zero bytes
//! are a value ([`Zeroable`]): a free table slot and an empty record are
//! all zeros.

// Off Linux nothing is mapped (the allocator serves every array), so the
// mapping code is unused there.
#![cfg_attr(not(target_os = "linux"), allow(dead_code))]

use bytemuck::Zeroable;
use std::alloc::Layout;
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// Size of a huge page.
const HUGE: usize = 2 << 20;
/// Size of a small page.
const PAGE: usize = 4096;
/// The least array size mapped on its own (smaller ones come from the
/// allocator).
const MAP_FROM: usize = 64 << 10;

/// A growable array of `T`: from 64 KB in a mapping of its own (2 MB
/// aligned, in huge pages where whole ones fit), else from the allocator.
/// Items are `Copy`; nothing is dropped item by item.
pub(crate) struct HugeVec<T> {
    ptr: NonNull<T>,
    len: usize,
    cap: usize,
    /// Bytes mapped (0 when the memory comes from the allocator).
    mapped: usize,
}

// SAFETY: a HugeVec owns its memory alone, like a Vec.
unsafe impl<T: Send> Send for HugeVec<T> {}
// SAFETY: shared references only read, like a Vec's.
unsafe impl<T: Sync> Sync for HugeVec<T> {}

impl<T: Zeroable + Copy> Default for HugeVec<T> {
    fn default() -> Self {
        HugeVec::new()
    }
}

impl<T: Zeroable + Copy> HugeVec<T> {
    /// An empty array that holds no memory.
    pub(crate) const fn new() -> Self {
        HugeVec {
            ptr: NonNull::dangling(),
            len: 0,
            cap: 0,
            mapped: 0,
        }
    }

    /// An empty array with room for `n` items.
    pub(crate) fn with_capacity(n: usize) -> Self {
        HugeVec::make(n, false)
    }

    /// `n` items, all zero bytes.
    pub(crate) fn zeroed(n: usize) -> Self {
        let mut v = HugeVec::make(n, true);
        // The first n items are zero bytes, and all zeros is a `T`
        // (Zeroable).
        v.len = n;
        v
    }

    /// An empty array with room for `n` items, its memory zeroed when
    /// `zero` (a fresh mapping always is).
    fn make(n: usize, zero: bool) -> Self {
        if n == 0 || size_of::<T>() == 0 {
            return HugeVec::new();
        }
        let layout = Layout::array::<T>(n).expect("array size fits the address space");
        if layout.size() >= MAP_FROM
            && let Some((ptr, mapped, fresh)) = map_huge(layout.size())
        {
            if zero && !fresh {
                // SAFETY: the mapping is ours alone and `mapped` bytes long.
                unsafe { std::ptr::write_bytes(ptr.as_ptr(), 0, layout.size()) };
            }
            return HugeVec {
                ptr: ptr.cast(),
                len: 0,
                cap: mapped / size_of::<T>(),
                mapped,
            };
        }
        // SAFETY: the layout has a non-zero size (n > 0, T not zero-sized).
        let raw = unsafe {
            if zero {
                std::alloc::alloc_zeroed(layout)
            } else {
                std::alloc::alloc(layout)
            }
        };
        let Some(ptr) = NonNull::new(raw.cast::<T>()) else {
            std::alloc::handle_alloc_error(layout)
        };
        HugeVec {
            ptr,
            len: 0,
            cap: n,
            mapped: 0,
        }
    }

    /// Adds an item at the end, growing (to twice the room) when full.
    #[inline(always)]
    pub(crate) fn push(&mut self, item: T) {
        if self.len == self.cap {
            self.grow(self.len + 1);
        }
        // SAFETY: len < cap, so the slot is inside the allocation.
        unsafe { self.ptr.as_ptr().add(self.len).write(item) };
        self.len += 1;
    }

    /// Adds the items of `items` at the end.
    pub(crate) fn extend_from_slice(&mut self, items: &[T]) {
        if self.cap - self.len < items.len() {
            self.grow(self.len + items.len());
        }
        // SAFETY: the room was made above; the source is a slice of its
        // own that cannot overlap memory this array owns mutably.
        unsafe {
            std::ptr::copy_nonoverlapping(
                items.as_ptr(),
                self.ptr.as_ptr().add(self.len),
                items.len(),
            )
        };
        self.len += items.len();
    }

    /// Sets every item to zero bytes, on every thread when large (memory
    /// kept to be used again costs a pass of writes, not page faults).
    pub(crate) fn fill_zero(&mut self)
    where
        T: Send,
    {
        use rayon::prelude::*;
        const CHUNK: usize = 256 << 10;
        let per = (CHUNK / size_of::<T>().max(1)).max(1);
        if self.len > per {
            self.par_chunks_mut(per).for_each(|c| c.fill(T::zeroed()));
        } else {
            self.fill(T::zeroed());
        }
    }

    /// This array's own mapping (nothing when its memory comes from the
    /// allocator) in pieces of at most 2 MB, for [`populate`].
    pub(crate) fn pieces(&self) -> impl Iterator<Item = Piece> + use<T> {
        let (base, mapped) = (self.ptr.as_ptr() as usize, self.mapped);
        (0..mapped.div_ceil(HUGE)).map(move |k| Piece {
            start: base + k * HUGE,
            len: HUGE.min(mapped - k * HUGE),
        })
    }

    /// Moves the items into new memory with room for at least `need`.
    #[cold]
    fn grow(&mut self, need: usize) {
        let mut bigger = HugeVec::with_capacity(need.max(2 * self.cap).max(16));
        bigger.extend_from_slice(self);
        *self = bigger;
    }
}

impl<T: Zeroable + Copy> Deref for HugeVec<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: the first len items are initialised (zeroed or written).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Zeroable + Copy> DerefMut for HugeVec<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for deref, and the array is borrowed mutably.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> Drop for HugeVec<T> {
    fn drop(&mut self) {
        if self.mapped > 0 {
            release(self.ptr.cast(), self.mapped);
        } else if self.cap > 0 {
            let layout = Layout::array::<T>(self.cap).expect("the layout it was made with");
            // SAFETY: the memory came from alloc_zeroed with this layout.
            unsafe { std::alloc::dealloc(self.ptr.as_ptr().cast(), layout) };
        }
    }
}

impl<T: Zeroable + Copy + std::fmt::Debug> std::fmt::Debug for HugeVec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A piece of a [`HugeVec`]'s mapping: a huge page, or the 4 KB pages
/// of its tail.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Piece {
    start: usize,
    len: usize,
}

/// Has the kernel map and zero the pieces now, spread over the threads of
/// the rayon pool (`MADV_POPULATE_WRITE`), instead of one page fault at a
/// time in whichever thread first writes each piece. A hint: on kernels
/// without it, pages are mapped when first written, as before.
pub(crate) fn populate(pieces: &[Piece]) {
    #[cfg(target_os = "linux")]
    {
        use rayon::prelude::*;
        pieces.par_iter().with_max_len(1).for_each(|p| {
            // SAFETY: the piece lies inside a mapping owned by a live
            // HugeVec (the caller holds it); populating only maps zeroed
            // pages there, which the array reads as zeros anyway.
            unsafe {
                libc::madvise(
                    p.start as *mut libc::c_void,
                    p.len,
                    libc::MADV_POPULATE_WRITE,
                );
            }
        });
    }
    #[cfg(not(target_os = "linux"))]
    let _ = pieces;
}

/// Mappings given back by dropped arrays, kept to be used again (by any
/// thread: the mapped pages stay, so a new array there costs no page
/// faults and no zeroing by the kernel).
struct Spare {
    /// Start and length of each mapping kept.
    maps: Vec<(usize, usize)>,
}

/// The most bytes of mappings kept spare.
const SPARE_MAX: usize = 128 << 20;

impl Spare {
    const fn new() -> Spare {
        Spare { maps: Vec::new() }
    }

    /// Keeps a mapping while the spare ones stay within [`SPARE_MAX`]:
    /// `false` when it is not kept (the caller unmaps it).
    fn keep(&mut self, start: usize, len: usize) -> bool {
        let kept: usize = self.maps.iter().map(|m| m.1).sum();
        let room = kept + len <= SPARE_MAX;
        if room {
            self.maps.push((start, len));
        }
        room
    }

    /// The smallest mapping kept of at least `bytes`, and not much more
    /// (at most twice that or a huge page), so that a large mapping stays
    /// for a large array.
    fn take(&mut self, bytes: usize) -> Option<(usize, usize)> {
        let (i, _) = (self.maps.iter().enumerate())
            .filter(|(_, m)| m.1 >= bytes && m.1 <= 2 * bytes.max(HUGE))
            .min_by_key(|(_, m)| m.1)?;
        Some(self.maps.swap_remove(i))
    }
}

static SPARE: std::sync::Mutex<Spare> = std::sync::Mutex::new(Spare::new());

fn spare() -> std::sync::MutexGuard<'static, Spare> {
    SPARE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Gives a mapping back: kept spare while there is room, else unmapped.
fn release(ptr: NonNull<u8>, len: usize) {
    if !spare().keep(ptr.as_ptr() as usize, len) {
        unmap(ptr, len);
    }
}

/// A spare mapping of at least `bytes` ([`Spare::take`]), if any.
fn take_spare(bytes: usize) -> Option<(NonNull<u8>, usize)> {
    let (start, len) = spare().take(bytes)?;
    NonNull::new(start as *mut u8).map(|p| (p, len))
}

/// A mapping of at least `bytes`: a spare one (`false`: its bytes are
/// what it last held) or a fresh one (`true`: zeros), or `None` when the
/// system refuses (the caller then uses the allocator).
#[cfg(target_os = "linux")]
fn map_huge(bytes: usize) -> Option<(NonNull<u8>, usize, bool)> {
    if let Some((p, len)) = take_spare(bytes) {
        return Some((p, len, false));
    }
    map_fresh(bytes).map(|(p, len)| (p, len, true))
}

/// Maps fresh memory: `bytes` rounded up to whole 4 KB pages, starting
/// on a 2 MB boundary and marked for huge pages. The start and the bytes
/// mapped, or `None` when the system refuses.
#[cfg(target_os = "linux")]
fn map_fresh(bytes: usize) -> Option<(NonNull<u8>, usize)> {
    let len = bytes.checked_next_multiple_of(PAGE)?;
    let over = len.checked_add(HUGE)?;
    // SAFETY: an anonymous private mapping of fresh memory, which no
    // other object uses.
    let raw = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            over,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        return None;
    }
    let addr = raw as usize;
    let start = addr.next_multiple_of(HUGE);
    // Unmap the unaligned head and the tail past `len`, so the mapping
    // is exactly [start, start + len).
    let (head, tail) = (start - addr, addr + over - (start + len));
    // SAFETY: both ranges lie inside the mapping just made, which only
    // this function knows of; errors leave memory mapped, never unsafe.
    unsafe {
        if head > 0 {
            libc::munmap(raw, head);
        }
        if tail > 0 {
            libc::munmap((start + len) as *mut libc::c_void, tail);
        }
        // A hint: where the system does not take it, pages are 4 KB.
        libc::madvise(start as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
    NonNull::new(start as *mut u8).map(|p| (p, len))
}

#[cfg(not(target_os = "linux"))]
fn map_huge(_bytes: usize) -> Option<(NonNull<u8>, usize, bool)> {
    None
}

/// Unmaps memory from [`map_huge`].
fn unmap(ptr: NonNull<u8>, len: usize) {
    #[cfg(target_os = "linux")]
    // SAFETY: the range is a mapping made by map_huge and owned by the
    // array being dropped.
    unsafe {
        libc::munmap(ptr.as_ptr().cast(), len);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (ptr, len);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_and_huge_arrays_start_zeroed_and_keep_what_is_written() {
        for n in [0usize, 1, 1000, HUGE / 8 + 3, 3 * HUGE / 8] {
            let mut v = HugeVec::<u64>::zeroed(n);
            assert_eq!(v.len(), n);
            assert!(v.iter().all(|&x| x == 0), "zeroed at {n}");
            for (i, x) in v.iter_mut().enumerate() {
                *x = i as u64 * 7;
            }
            assert!(v.iter().enumerate().all(|(i, &x)| x == i as u64 * 7));
            // Mapped exactly when at least a huge page is asked for.
            assert_eq!(v.mapped > 0, n * 8 >= MAP_FROM, "mapped at {n}");
            if v.mapped > 0 {
                assert_eq!(v.ptr.as_ptr() as usize % HUGE, 0);
                // Exactly the pages asked for, or a spare mapping not much
                // larger (one another test gave back).
                let asked = (n * 8).next_multiple_of(PAGE);
                assert!((asked..=2 * asked.max(HUGE)).contains(&v.mapped));
            }
        }
    }

    /// A spare mapping goes to the smallest request it fits, not to one
    /// it would much exceed, and no more bytes are kept than the limit.
    #[test]
    fn spare_mappings_go_to_arrays_they_fit() {
        let mut spare = Spare::new();
        assert!(spare.keep(1 << 30, 8 * HUGE));
        assert!(spare.keep(2 << 30, HUGE));
        assert!(spare.keep(3 << 30, 3 * HUGE));
        assert_eq!(spare.take(4 * HUGE + 1), Some((1 << 30, 8 * HUGE)));
        assert_eq!(spare.take(HUGE / 2), Some((2 << 30, HUGE)));
        // 3 huge pages is more than twice one: kept for a larger array.
        assert_eq!(spare.take(HUGE), None);
        assert_eq!(spare.take(2 * HUGE), Some((3 << 30, 3 * HUGE)));
        assert_eq!(spare.take(PAGE), None);
        assert!(spare.keep(4 << 30, SPARE_MAX));
        assert!(!spare.keep(5 << 30, PAGE));
    }

    /// An array made in a mapping given back by another starts as zeros
    /// when asked for zeros, whatever the mapping last held.
    #[test]
    fn arrays_in_spare_mappings_are_zeroed_when_asked() {
        for round in 0..3u64 {
            let mut v = HugeVec::<u64>::zeroed(HUGE / 8);
            assert!(v.iter().all(|&x| x == 0), "round {round}");
            v.fill(round + 1);
            drop(v);
            let mut w = HugeVec::<u64>::with_capacity(HUGE / 8);
            w.push(7);
            assert_eq!(&w[..], &[7]);
        }
    }

    #[test]
    fn pushes_grow_across_the_mapping_threshold_like_a_vec() {
        let mut v = HugeVec::<u32>::with_capacity(3);
        let mut w = Vec::new();
        for i in 0..(HUGE as u32) / 2 {
            v.push(i ^ 0x5555);
            w.push(i ^ 0x5555);
        }
        v.extend_from_slice(&[1, 2, 3]);
        w.extend_from_slice(&[1, 2, 3]);
        assert_eq!(&v[..], &w[..]);
        assert!(v.mapped > 0);
        let taken = std::mem::take(&mut v);
        assert!(v.is_empty());
        assert_eq!(taken.len(), w.len());
    }
}
