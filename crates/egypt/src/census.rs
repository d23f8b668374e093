//! The census: every position reachable from a root (the setup, or any
//! position given), layer by layer.
//!
//! Every move removes exactly one piece, so the positions with `n` pieces
//! (a *layer*) are exactly the children of the layer with `n + 1`. The
//! census holds one layer at a time as a list of records sorted by
//! canonical key ([`crate::packed`]: positions are counted up to
//! the grid's symmetries, 4 for a non-square rectangle, 8 for a square),
//! expands it into the next layer, and keeps per-layer figures.
//!
//! Each record carries, besides its key:
//! - `games`: the exact number of move sequences from the root that reach
//!   the position (or any of its symmetric images), a `u128` (the sums are
//!   checked: an overflow stops the run with an error, it never wraps);
//! - `mass`: the probability that a player choosing uniformly among the
//!   legal moves reaches it, in fixed point: an integer `m` standing for
//!   `m / 2^127`.
//!
//! **How exact the probabilities are.** A parent with mass `m` and `k`
//! legal moves hands `floor(m / k)` to each child, and children add what
//! they receive: every step but the division is exact integer arithmetic.
//! Write `e(X) >= 0` for the true mass of a position minus its computed
//! mass. A child's error is the sum over its incoming moves of the
//! parent's error divided by `k`, plus less than one unit for the floor;
//! summed over a layer, the parents' errors are handed on in full (each
//! parent has exactly `k` moves) and each move adds less than one unit. So
//! every sum of masses the census reports (a layer, a score, a lone piece)
//! is a lower bound that falls short of the true probability by less than
//! `E / 2^127`, where `E` is the number of moves expanded before it
//! ([`Census::moves`]). The 3x4 game has fewer than 2^40 such moves, so the
//! bound is below 2^-87 (about 6e-27); the reported `f64` adds its own
//! rounding (relative 2^-53). Integer sums do not depend on their order,
//! so the result is the same on any number of threads and with any memory
//! budget, bit for bit.
//!
//! **Classes: one layer, many small pieces.** A move removes exactly one
//! piece, of a known size, so the pieces left by size `(s, m, l)` (the
//! position's *class*) of a child are its parent's minus one in exactly
//! one place. A layer is stored as its classes, each a list of records
//! sorted by a hash of the key; the next layer is built one class at a
//! time from at most three parent classes, keeping only the moves that
//! remove the right size. Each parent's moves are generated once in all,
//! and only one class of children (a few per cent of a layer) is ever
//! held in memory: its children are partitioned into cache-sized buckets
//! by hash, and each bucket is summed on its own (both cores share the
//! buckets): a generated child carries its parent's share of mass and
//! game count, equal keys are added up in a small hash table in the
//! core's cache, and only the distinct keys are sorted. A class whose children would not fit the memory
//! budget is built in several passes over its parents, each keeping one
//! range of hashes.
//!
//! **Records.** A key takes `2 * (pieces + squares)` bits: a 3x4 position
//! with at most 20 pieces fits 64 bits, and the data folder stores such a
//! position in 32 bytes (hashed key, mass, games); larger keys and game
//! counts beyond 64 bits (which appear only in the last layers) widen the
//! records of the classes that need them, flagged per class file.
//!
//! **Checkpoints.** With a data folder, each layer is a folder
//! `layer-NN/` of class files plus an `index.json` written last, and each
//! finished layer's figures are `stats-NN.json`, written once the next
//! layer is complete; a killed run resumes at the last finished layer.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use rayon::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::{Board, Piece, Size};
use super::packed::{Geometry, Key, PackError, Packed};

/// The fixed-point unit: probability 1.
pub const ONE: u128 = 1 << 127;

/// Default memory budget: fits a 24 GB machine with room to spare.
pub const DEFAULT_MEMORY: u64 = 16 << 30;

/// The smallest memory budget.
pub const MIN_MEMORY: u64 = 8 << 20;

/// Format version of the data folder.
const FORMAT: u32 = 2;

/// Why a census stopped.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    #[error(transparent)]
    Pack(#[from] PackError),
    #[error("the number of games reaching one position exceeds 2^128")]
    CountOverflow,
    #[error(
        "layer {pieces} does not fit the memory budget of {budget} bytes; give a data folder (--data DIR) to spill to disk, or a larger --memory"
    )]
    NoRoom { pieces: u32, budget: u64 },
    #[error(
        "--backward keeps every layer until the end, and the whole {grid} game has billions of positions (the 3x4 about 2.7 billion, over 80 GB): give a mid-game --root"
    )]
    BackwardTooBig { grid: Size },
    #[error("the memory budget of {0} bytes is too small (at least 8 MiB)")]
    BudgetTooSmall(u64),
    #[error("data folder {path}: {why}")]
    Data { path: PathBuf, why: String },
    #[error("data folder {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> CensusError + '_ {
    move |source| CensusError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// How to run a census.
#[derive(Clone, Debug)]
pub struct Options {
    /// Memory budget in bytes for records (runs, chunks, layers in memory).
    pub memory: u64,
    /// Folder for checkpoints and spilled runs; without one everything
    /// stays in memory and a layer that does not fit is an error.
    pub data: Option<PathBuf>,
    /// Also run the backward pass (which layers can still end with a
    /// single Small); keeps every layer until the end.
    pub backward: bool,
    /// Build every class in at least this many passes over its parents
    /// (a power of two; more passes only cost time). For tests.
    pub min_passes: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            memory: DEFAULT_MEMORY,
            data: None,
            backward: false,
            min_passes: 1,
        }
    }
}

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

    /// Moves in the longest complete game.
    pub fn longest(&self) -> u32 {
        self.layers
            .iter()
            .filter(|l| l.dead_ends > 0)
            .map(|l| self.root_pieces() - l.pieces)
            .max()
            .unwrap_or(0)
    }

    /// Moves in the shortest complete game.
    pub fn shortest(&self) -> u32 {
        self.layers
            .iter()
            .filter(|l| l.dead_ends > 0)
            .map(|l| self.root_pieces() - l.pieces)
            .min()
            .unwrap_or(0)
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

/// One position of a layer in memory: its key as a hash `h` (a bijection
/// of the key's low 64 bits, mixed with the high bits) plus the high bits,
/// and its figures. Records sort by `(h, hi)`, which spreads every class
/// evenly over the hash range.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Rec {
    h: u64,
    hi: u64,
    /// Probability of reaching the position under random play, in units
    /// of 2^-127 (rounded down; see the module documentation).
    mass: u128,
    /// Move sequences from the root reaching the position.
    games: u128,
}

/// Bytes a record takes in memory.
const REC_MEM: u64 = std::mem::size_of::<Rec>() as u64;

const C1: u64 = 0xff51_afd7_ed55_8ccd;
const C2: u64 = 0xc4ce_b9fe_1a85_ec53;

/// The inverse of an odd number modulo 2^64 (Newton's iteration).
const fn inverse(c: u64) -> u64 {
    let mut x = c;
    let mut i = 0;
    while i < 6 {
        x = x.wrapping_mul(2u64.wrapping_sub(c.wrapping_mul(x)));
        i += 1;
    }
    x
}

const C1_INV: u64 = inverse(C1);
const C2_INV: u64 = inverse(C2);

/// A bijection of `u64` that spreads keys evenly (each step is invertible:
/// `x ^ x >> 32` is its own inverse, and the multipliers are odd).
#[inline]
fn mix(x: u64) -> u64 {
    let mut x = x ^ (x >> 32);
    x = x.wrapping_mul(C1);
    x ^= x >> 32;
    x = x.wrapping_mul(C2);
    x ^ (x >> 32)
}

#[inline]
fn unmix(x: u64) -> u64 {
    let mut x = x ^ (x >> 32);
    x = x.wrapping_mul(C2_INV);
    x ^= x >> 32;
    x = x.wrapping_mul(C1_INV);
    x ^ (x >> 32)
}

/// A key as `(h, hi)`.
#[inline]
fn split(key: Key) -> (u64, u64) {
    let hi = (key >> 64) as u64;
    (mix(key as u64 ^ mix(hi)), hi)
}

/// The key of `(h, hi)`.
#[inline]
fn join(h: u64, hi: u64) -> Key {
    let lo = unmix(h) ^ mix(hi);
    lo as u128 | (hi as u128) << 64
}

fn add(a: u128, b: u128) -> Result<u128, CensusError> {
    a.checked_add(b).ok_or(CensusError::CountOverflow)
}

/// A class: pieces left by size (Small, Medium, Large).
type Class = [u8; 3];

fn class_of(p: &Packed) -> Class {
    let c = p.counts();
    [c[0] as u8, c[1] as u8, c[2] as u8]
}

/// One class of a layer: in memory, in a file, or both.
struct Slot {
    len: u64,
    recs: Option<Arc<Vec<Rec>>>,
    file: Option<PathBuf>,
}

/// A layer as its classes.
struct LayerSet {
    pieces: u32,
    classes: BTreeMap<Class, Slot>,
}

impl LayerSet {
    fn len(&self) -> u64 {
        self.classes.values().map(|s| s.len).sum()
    }

    fn mem_bytes(&self) -> u64 {
        self.classes
            .values()
            .filter_map(|s| s.recs.as_ref())
            .map(|r| r.len() as u64 * REC_MEM)
            .sum()
    }
}

const MAGIC: &[u8; 8] = b"PPCENSUS";
const HEADER: usize = 32;

/// Bytes a record takes in a class file with these flags.
fn disk_size(wide_key: bool, wide_games: bool) -> usize {
    32 + 8 * wide_key as usize + 8 * wide_games as usize
}

/// Writes one class file, records in key order, through a temporary
/// name. The file's format (64-bit or 128-bit keys and game counts) is
/// that of its widest record; records arrive in pieces, so the writer
/// starts with a guess and re-encodes what it wrote if the guess was
/// wrong (the file is then exactly what one write of all records gives).
struct ClassWriter {
    path: PathBuf,
    part: PathBuf,
    w: BufWriter<File>,
    pieces: u32,
    class: Class,
    /// The format being written.
    wide_key: bool,
    wide_games: bool,
    /// What the records written so far need.
    any_hi: bool,
    any_big: bool,
    len: u64,
}

impl ClassWriter {
    fn create(
        path: &Path,
        pieces: u32,
        class: Class,
        wide_key: bool,
        wide_games: bool,
    ) -> Result<ClassWriter, CensusError> {
        let part = path.with_extension("part");
        let f = File::create(&part).map_err(io_err(&part))?;
        let mut w = BufWriter::with_capacity(WRITE_BUFFER, f);
        w.write_all(&[0u8; HEADER]).map_err(io_err(&part))?;
        Ok(ClassWriter {
            path: path.to_path_buf(),
            part,
            w,
            pieces,
            class,
            wide_key,
            wide_games,
            any_hi: false,
            any_big: false,
            len: 0,
        })
    }

    fn push(&mut self, recs: &[Rec]) -> Result<(), CensusError> {
        let hi = recs.iter().any(|r| r.hi != 0);
        let big = recs.iter().any(|r| r.games > u64::MAX as u128);
        if (hi && !self.wide_key) || (big && !self.wide_games) {
            self.reencode(self.wide_key || hi, self.wide_games || big)?;
        }
        self.any_hi |= hi;
        self.any_big |= big;
        self.put(recs)
    }

    fn put(&mut self, recs: &[Rec]) -> Result<(), CensusError> {
        let mut buf = [0u8; 48];
        for r in recs {
            let mut n = 0;
            let mut put = |b: &[u8]| {
                buf[n..n + b.len()].copy_from_slice(b);
                n += b.len();
            };
            put(&r.h.to_le_bytes());
            if self.wide_key {
                put(&r.hi.to_le_bytes());
            }
            put(&r.mass.to_le_bytes());
            if self.wide_games {
                put(&r.games.to_le_bytes());
            } else {
                put(&(r.games as u64).to_le_bytes());
            }
            self.w.write_all(&buf[..n]).map_err(io_err(&self.part))?;
        }
        self.len += recs.len() as u64;
        Ok(())
    }

    /// Completes the header of the part file and closes it.
    fn close(&mut self) -> Result<File, CensusError> {
        let e = io_err(&self.part);
        self.w.flush().map_err(e)?;
        let mut head = [0u8; HEADER];
        head[..8].copy_from_slice(MAGIC);
        head[8..12].copy_from_slice(&FORMAT.to_le_bytes());
        head[12..16].copy_from_slice(&self.pieces.to_le_bytes());
        head[16..19].copy_from_slice(&self.class);
        head[19] = self.wide_key as u8 | (self.wide_games as u8) << 1;
        head[20..28].copy_from_slice(&self.len.to_le_bytes());
        let f = self.w.get_mut();
        f.seek(SeekFrom::Start(0)).map_err(io_err(&self.part))?;
        f.write_all(&head).map_err(io_err(&self.part))?;
        f.try_clone().map_err(io_err(&self.part))
    }

    /// Rewrites what was written so far in another format.
    fn reencode(&mut self, wide_key: bool, wide_games: bool) -> Result<(), CensusError> {
        self.close()?;
        let old = self.part.with_extension("old");
        fs::rename(&self.part, &old).map_err(io_err(&old))?;
        let mut fresh =
            ClassWriter::create(&self.path, self.pieces, self.class, wide_key, wide_games)?;
        let mut r = RecReader::open(&old)?;
        let mut chunk = Vec::new();
        while r.next_chunk(&mut chunk)? {
            fresh.put(&chunk)?;
        }
        fs::remove_file(&old).map_err(io_err(&old))?;
        fresh.any_hi = self.any_hi;
        fresh.any_big = self.any_big;
        *self = fresh;
        Ok(())
    }

    /// Finishes the file in the format its records need; returns the
    /// number of records. An empty class leaves no file.
    fn finish(mut self) -> Result<u64, CensusError> {
        if self.len == 0 {
            drop(self.w);
            return fs::remove_file(&self.part)
                .map(|_| 0)
                .map_err(io_err(&self.part));
        }
        if (self.wide_key, self.wide_games) != (self.any_hi, self.any_big) {
            self.reencode(self.any_hi, self.any_big)?;
        }
        // Made durable with the rest of its layer, just before the
        // layer's index (`Data::write_index`): syncing each file here
        // would stall the build while the kernel writes it.
        drop(self.close()?);
        let len = self.len;
        let (part, path) = (self.part.clone(), self.path.clone());
        drop(self);
        fs::rename(&part, &path).map_err(io_err(&path))?;
        Ok(len)
    }
}

/// Writes one class file (through a temporary name).
#[cfg(test)]
fn write_class(path: &Path, pieces: u32, class: Class, recs: &[Rec]) -> Result<(), CensusError> {
    let wide_key = recs.iter().any(|r| r.hi != 0);
    let wide_games = recs.iter().any(|r| r.games > u64::MAX as u128);
    let mut w = ClassWriter::create(path, pieces, class, wide_key, wide_games)?;
    w.push(recs)?;
    w.finish().map(|_| ())
}

/// Reads a class file a chunk at a time.
struct RecReader {
    path: PathBuf,
    r: BufReader<File>,
    wide_key: bool,
    wide_games: bool,
    len: u64,
    left: u64,
    buf: Vec<u8>,
}

/// Records a reader decodes at a time.
const READ_CHUNK: usize = 4096;
/// Bytes of a class file's read and write buffers.
const WRITE_BUFFER: usize = 256 << 10;

impl RecReader {
    fn open(path: &Path) -> Result<RecReader, CensusError> {
        let f = File::open(path).map_err(io_err(path))?;
        let mut r = BufReader::with_capacity(WRITE_BUFFER, f);
        let mut head = [0u8; HEADER];
        r.read_exact(&mut head).map_err(io_err(path))?;
        if &head[..8] != MAGIC || head[8..12] != FORMAT.to_le_bytes() {
            return Err(CensusError::Data {
                path: path.to_path_buf(),
                why: "not a class file of this format".into(),
            });
        }
        let len = u64::from_le_bytes(head[20..28].try_into().expect("8 bytes"));
        let (wide_key, wide_games) = (head[19] & 1 != 0, head[19] & 2 != 0);
        // A damaged or misplaced file is an error, never a wrong figure:
        // the size must match the header's count, and the header's class
        // the file's name (`SS-MM-LL.bin`).
        let bad = |why: String| CensusError::Data {
            path: path.to_path_buf(),
            why,
        };
        let size = r.get_ref().metadata().map_err(io_err(path))?.len();
        let want = (disk_size(wide_key, wide_games) as u64)
            .checked_mul(len)
            .and_then(|n| n.checked_add(HEADER as u64));
        if want != Some(size) {
            return Err(bad(format!(
                "the file holds {size} bytes, but its header counts {len} records; the data folder is damaged (delete it to start again)"
            )));
        }
        let class = format!("{:02}-{:02}-{:02}", head[16], head[17], head[18]);
        if path.file_stem().and_then(|s| s.to_str()) != Some(class.as_str())
            && path.extension().and_then(|e| e.to_str()) == Some("bin")
        {
            return Err(bad(format!(
                "the file holds class {class}, not the one its name says; the data folder is damaged (delete it to start again)"
            )));
        }
        Ok(RecReader {
            path: path.to_path_buf(),
            r,
            wide_key,
            wide_games,
            len,
            left: len,
            buf: Vec::new(),
        })
    }

    /// Replaces `out` with the next records; false at the end.
    fn next_chunk(&mut self, out: &mut Vec<Rec>) -> Result<bool, CensusError> {
        out.clear();
        if self.left == 0 {
            return Ok(false);
        }
        let size = disk_size(self.wide_key, self.wide_games);
        let n = self.left.min(READ_CHUNK as u64) as usize;
        self.buf.resize(n * size, 0);
        self.r
            .read_exact(&mut self.buf)
            .map_err(io_err(&self.path))?;
        for b in self.buf.chunks_exact(size) {
            let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"));
            let mut at = 8;
            let h = word(0);
            let hi = if self.wide_key {
                at += 8;
                word(8)
            } else {
                0
            };
            let mass = u128::from_le_bytes(b[at..at + 16].try_into().expect("16 bytes"));
            at += 16;
            let games = if self.wide_games {
                u128::from_le_bytes(b[at..at + 16].try_into().expect("16 bytes"))
            } else {
                word(at) as u128
            };
            out.push(Rec { h, hi, mass, games });
        }
        self.left -= n as u64;
        Ok(true)
    }
}

/// Reads one class file, which must hold `len` records (the layer's index).
fn read_class(path: &Path, len: u64) -> Result<Vec<Rec>, CensusError> {
    let mut r = RecReader::open(path)?;
    if r.len != len {
        return Err(CensusError::Data {
            path: path.to_path_buf(),
            why: format!(
                "the file holds {} records, the layer's index says {len}; the data folder is damaged (delete it to start again)",
                r.len
            ),
        });
    }
    let mut out = Vec::with_capacity(r.len as usize);
    let mut chunk = Vec::new();
    while r.next_chunk(&mut chunk)? {
        out.extend_from_slice(&chunk);
    }
    Ok(out)
}

/// Figures gathered while expanding part of a layer.
#[derive(Default)]
struct Dead {
    by_score: BTreeMap<u32, Ending>,
    moves: u64,
    games: u128,
    mass: u128,
}

impl Dead {
    fn absorb(&mut self, other: Dead) -> Result<(), CensusError> {
        self.moves += other.moves;
        self.games = add(self.games, other.games)?;
        self.mass += other.mass;
        for (s, e) in other.by_score {
            let d = self.by_score.entry(s).or_insert(Ending {
                score: s,
                ..Ending::default()
            });
            d.positions += e.positions;
            d.games = add(d.games, e.games)?;
            d.mass += e.mass;
        }
        Ok(())
    }
}

/// The data folder: checkpoints.
struct Data {
    dir: PathBuf,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct Meta {
    format: u32,
    grid: String,
    root: String,
}

/// The classes of a finished layer on disk.
#[derive(Serialize, Deserialize)]
struct Index {
    pieces: u32,
    classes: Vec<(Class, u64)>,
}

impl Data {
    fn open(dir: &Path, meta: &Meta) -> Result<Data, CensusError> {
        fs::create_dir_all(dir).map_err(io_err(dir))?;
        let path = dir.join("census.json");
        if path.exists() {
            let text = fs::read_to_string(&path).map_err(io_err(&path))?;
            let found: Meta = serde_json::from_str(&text).map_err(|e| CensusError::Data {
                path: path.clone(),
                why: e.to_string(),
            })?;
            if found != *meta {
                return Err(CensusError::Data {
                    path: dir.to_path_buf(),
                    why: format!(
                        "it holds a census of {} from {} (format {}); use another folder",
                        found.grid, found.root, found.format
                    ),
                });
            }
        } else {
            let text = serde_json::to_string_pretty(meta).expect("plain data");
            write_atomic(&path, text.as_bytes())?;
        }
        Ok(Data {
            dir: dir.to_path_buf(),
        })
    }

    fn layer_dir(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("layer-{pieces:02}"))
    }

    fn class_path(&self, pieces: u32, c: Class) -> PathBuf {
        self.layer_dir(pieces)
            .join(format!("{:02}-{:02}-{:02}.bin", c[0], c[1], c[2]))
    }

    fn stats_path(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("stats-{pieces:02}.json"))
    }

    fn read_stats(&self, pieces: u32) -> Result<Option<Layer>, CensusError> {
        let path = self.stats_path(pieces);
        if !path.exists() {
            return Ok(None);
        }
        let text = fs::read_to_string(&path).map_err(io_err(&path))?;
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| CensusError::Data {
                path,
                why: e.to_string(),
            })
    }

    fn write_stats(&self, layer: &Layer) -> Result<(), CensusError> {
        let text = serde_json::to_string_pretty(layer).expect("plain data");
        write_atomic(&self.stats_path(layer.pieces), text.as_bytes())
    }

    /// A fresh, empty folder for a layer about to be written.
    fn clear_layer(&self, pieces: u32) -> Result<(), CensusError> {
        let dir = self.layer_dir(pieces);
        if dir.exists() {
            fs::remove_dir_all(&dir).map_err(io_err(&dir))?;
        }
        fs::create_dir_all(&dir).map_err(io_err(&dir))
    }

    fn remove_layer(&self, pieces: u32) -> Result<(), CensusError> {
        let dir = self.layer_dir(pieces);
        if dir.exists() {
            fs::remove_dir_all(&dir).map_err(io_err(&dir))?;
        }
        Ok(())
    }

    /// Writes a finished layer's index, once its class files are on disk.
    fn write_index(&self, set: &LayerSet) -> Result<(), CensusError> {
        set.classes
            .values()
            .filter_map(|s| s.file.as_ref())
            .collect::<Vec<_>>()
            .par_iter()
            .try_for_each(|path| {
                File::open(path)
                    .and_then(|f| f.sync_all())
                    .map_err(io_err(path))
            })?;
        let index = Index {
            pieces: set.pieces,
            classes: set.classes.iter().map(|(c, s)| (*c, s.len)).collect(),
        };
        let text = serde_json::to_string(&index).expect("plain data");
        write_atomic(
            &self.layer_dir(set.pieces).join("index.json"),
            text.as_bytes(),
        )
    }

    fn read_index(&self, pieces: u32) -> Result<Option<LayerSet>, CensusError> {
        let path = self.layer_dir(pieces).join("index.json");
        if !path.exists() {
            return Ok(None);
        }
        let text = fs::read_to_string(&path).map_err(io_err(&path))?;
        let index: Index = serde_json::from_str(&text).map_err(|e| CensusError::Data {
            path: path.clone(),
            why: e.to_string(),
        })?;
        Ok(Some(LayerSet {
            pieces,
            classes: index
                .classes
                .into_iter()
                .map(|(c, len)| {
                    (
                        c,
                        Slot {
                            len,
                            recs: None,
                            file: Some(self.class_path(pieces, c)),
                        },
                    )
                })
                .collect(),
        }))
    }
}

fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CensusError> {
    let part = path.with_extension("part");
    fs::write(&part, bytes).map_err(io_err(&part))?;
    fs::rename(&part, path).map_err(io_err(path))
}

/// Runs the census from `root`.
pub fn run(
    root: &Board,
    opts: &Options,
    mut report: impl FnMut(Event),
) -> Result<Census, CensusError> {
    if opts.memory < MIN_MEMORY {
        return Err(CensusError::BudgetTooSmall(opts.memory));
    }
    let geo = Geometry::new(root.size())?;
    let packed = geo.pack(root)?;
    let root_text = root.to_string();
    let root_pieces = root.piece_count() as u32;
    if opts.backward {
        check_backward(root, opts)?;
    }
    let data = match &opts.data {
        Some(dir) => Some(Data::open(
            dir,
            &Meta {
                format: FORMAT,
                grid: root.size().to_string(),
                root: root_text.clone(),
            },
        )?),
        None => None,
    };
    let root_set = || {
        let (h, hi) = split(geo.canonical(&packed));
        let mut classes = BTreeMap::new();
        classes.insert(
            class_of(&packed),
            Slot {
                len: 1,
                recs: Some(Arc::new(vec![Rec {
                    h,
                    hi,
                    mass: ONE,
                    games: 1,
                }])),
                file: None,
            },
        );
        LayerSet {
            pieces: root_pieces,
            classes,
        }
    };

    // Resume: the finished layers' figures, and the layer to expand next.
    let mut layers: Vec<Layer> = Vec::new();
    let mut pieces = root_pieces;
    let mut current: Option<LayerSet> = None;
    if let Some(d) = &data {
        // A layer's figures are written only once the next layer is
        // complete on disk, so every layer with figures is finished.
        while let Some(stats) = d.read_stats(pieces)? {
            let finished = stats.children == 0;
            report(Event::LayerDone {
                layer: &stats,
                seconds: 0.0,
                resumed: true,
            });
            layers.push(stats);
            if finished {
                break;
            }
            pieces -= 1;
        }
        let done = layers.last().is_some_and(|l| l.children == 0);
        if !done {
            // Layers above the one to expand are stale; the one below may
            // be half written.
            for p in pieces + 1..=root_pieces {
                d.remove_layer(p)?;
            }
            if pieces > 0 {
                d.remove_layer(pieces - 1)?;
            }
            current = match d.read_index(pieces)? {
                Some(set) => Some(set),
                None if pieces == root_pieces => Some(root_set()),
                None => {
                    return Err(CensusError::Data {
                        path: d.layer_dir(pieces),
                        why: "a layer checkpoint is missing; start again in an empty folder".into(),
                    });
                }
            };
        }
    } else {
        current = Some(root_set());
    }

    let mut kept: Vec<LayerSet> = Vec::new();
    while let Some(set) = current.take() {
        let start = Instant::now();
        report(Event::LayerStart {
            pieces,
            positions: set.len(),
        });
        let mut set = set;
        let (mut layer, next) = expand(
            &geo,
            &mut set,
            opts,
            data.as_ref(),
            opts.backward,
            &mut report,
        )?;
        layer.children = next.len();
        if let Some(d) = &data {
            if next.len() > 0 {
                d.write_index(&next)?;
            }
            d.write_stats(&layer)?;
        }
        report(Event::LayerDone {
            layer: &layer,
            seconds: start.elapsed().as_secs_f64(),
            resumed: false,
        });
        layers.push(layer);
        if opts.backward {
            kept.push(set);
            let held: u64 = kept.iter().map(LayerSet::mem_bytes).sum();
            if data.is_none() && held > opts.memory / 2 {
                return Err(CensusError::NoRoom {
                    pieces,
                    budget: opts.memory,
                });
            }
        } else if let Some(d) = &data {
            d.remove_layer(pieces)?;
        }
        if next.len() > 0 {
            current = Some(next);
            pieces -= 1;
        }
    }

    if opts.backward {
        backward(&geo, &mut layers, &kept, data.as_ref(), &mut report)?;
        if let Some(d) = &data {
            for set in &kept {
                d.remove_layer(set.pieces)?;
            }
        }
    }
    Ok(Census {
        size: root.size(),
        root: root_text,
        symmetries: geo.symmetry_count(),
        layers,
    })
}

/// Loads one class of a layer (from memory or its file).
fn load(slot: &Slot) -> Result<Arc<Vec<Rec>>, CensusError> {
    match (&slot.recs, &slot.file) {
        (Some(r), _) => Ok(r.clone()),
        (None, Some(path)) => Ok(Arc::new(read_class(path, slot.len)?)),
        (None, None) => unreachable!("a class is in memory or on disk"),
    }
}

/// Parents per task when generating children, at least.
const TASK: usize = 4096;
/// Records a bucket aims at: sorted in the core's cache.
const BUCKET: u64 = 8192;
/// A child as generated: its key and the figures its parent hands it
/// (the parent's share of mass per move, and the parent's game count),
/// written as the child is made so that summing equal keys reads only the
/// bucket being summed.
trait Child: Copy + Default + Send + Sync {
    fn new(h: u64, hi: u64) -> Self;
    /// Sets the figures handed on by the parent.
    fn set(&mut self, mass: u128, games: u128);
    fn h(&self) -> u64;
    fn hi(&self) -> u64;
    /// The sort key: `(h, hi)` in that order.
    fn order(&self) -> u128;
    /// `(h, hi)` of a sort key.
    fn unorder(order: u128) -> (u64, u64);
    fn mass(&self) -> u128;
    fn games(&self) -> u128;
}

/// A child whose key fits 64 bits (`hi` is zero) and whose parent's game
/// count fits 64 bits: 32 bytes.
#[derive(Clone, Copy, Default)]
struct Narrow {
    h: u64,
    games: u64,
    mass: u128,
}

impl Child for Narrow {
    #[inline]
    fn new(h: u64, hi: u64) -> Self {
        debug_assert_eq!(hi, 0);
        Narrow {
            h,
            games: 0,
            mass: 0,
        }
    }
    #[inline]
    fn set(&mut self, mass: u128, games: u128) {
        debug_assert!(games <= u64::MAX as u128);
        self.mass = mass;
        self.games = games as u64;
    }
    #[inline]
    fn h(&self) -> u64 {
        self.h
    }
    #[inline]
    fn hi(&self) -> u64 {
        0
    }
    #[inline]
    fn order(&self) -> u128 {
        self.h as u128
    }
    #[inline]
    fn unorder(order: u128) -> (u64, u64) {
        (order as u64, 0)
    }
    #[inline]
    fn mass(&self) -> u128 {
        self.mass
    }
    #[inline]
    fn games(&self) -> u128 {
        self.games as u128
    }
}

/// A child with a key of up to 128 bits, or a parent's game count beyond
/// 64 bits: 48 bytes.
#[derive(Clone, Copy, Default)]
struct Wide {
    h: u64,
    hi: u64,
    mass: u128,
    games: u128,
}

impl Child for Wide {
    #[inline]
    fn new(h: u64, hi: u64) -> Self {
        Wide {
            h,
            hi,
            mass: 0,
            games: 0,
        }
    }
    #[inline]
    fn set(&mut self, mass: u128, games: u128) {
        self.mass = mass;
        self.games = games;
    }
    #[inline]
    fn h(&self) -> u64 {
        self.h
    }
    #[inline]
    fn hi(&self) -> u64 {
        self.hi
    }
    #[inline]
    fn order(&self) -> u128 {
        (self.h as u128) << 64 | self.hi as u128
    }
    #[inline]
    fn unorder(order: u128) -> (u64, u64) {
        ((order >> 64) as u64, order as u64)
    }
    #[inline]
    fn mass(&self) -> u128 {
        self.mass
    }
    #[inline]
    fn games(&self) -> u128 {
        self.games
    }
}

/// The children of one task's parents, grouped by bucket.
struct Part<C> {
    recs: Vec<C>,
    /// `offsets[b]..offsets[b + 1]`: the records of bucket `b`.
    offsets: Vec<u32>,
    dead: Dead,
}

/// How the hash range is cut: `pass_bits` top bits choose the pass, the
/// next `bucket_bits` the bucket.
#[derive(Clone, Copy)]
struct Cut {
    pass_bits: u32,
    pass: u64,
    bucket_bits: u32,
}

impl Cut {
    #[inline]
    fn in_pass(&self, h: u64) -> bool {
        self.pass_bits == 0 || h >> (64 - self.pass_bits) == self.pass
    }

    #[inline]
    fn bucket(&self, h: u64) -> usize {
        if self.bucket_bits == 0 {
            0
        } else {
            ((h << self.pass_bits) >> (64 - self.bucket_bits)) as usize
        }
    }

    fn buckets(&self) -> usize {
        1 << self.bucket_bits
    }
}

/// The parents of the class being built: up to three classes, each with
/// the piece size its moves remove.
struct Sources {
    classes: Vec<(Class, u64, Arc<Vec<Rec>>)>,
}

impl Sources {
    fn len(&self) -> usize {
        self.classes.iter().map(|(_, _, r)| r.len()).sum()
    }
}

/// Children of `parents` that remove a piece of `code`, in this pass,
/// each with its parent's share of mass per move and game count. With
/// `stats`, also the parents' own figures (each parent is counted once,
/// in the first pass of the first class that uses it). `hint`: children
/// expected per parent in this pass (for capacity).
fn generate<C: Child>(
    geo: &Geometry,
    parents: &[Rec],
    code: u64,
    cut: Cut,
    stats: bool,
    hint: f64,
) -> Result<Vec<Part<C>>, CensusError> {
    // Large tasks: each bucket then gathers a few long runs, not many
    // short ones.
    let task = (parents.len() / 32).clamp(TASK, 1 << 18);
    parents
        .par_chunks(task)
        .map(|chunk| {
            let mut out: Vec<C> = Vec::with_capacity((chunk.len() as f64 * hint) as usize + 64);
            let mut dead = Dead::default();
            for r in chunk {
                let p = geo.unpack(join(r.h, r.hi));
                let from = out.len();
                let n = geo.for_each_child_removing(&p, code, |key| {
                    let (h, hi) = split(key);
                    if cut.in_pass(h) {
                        out.push(C::new(h, hi));
                    }
                });
                if out.len() > from {
                    let share = r.mass / n as u128;
                    for c in &mut out[from..] {
                        c.set(share, r.games);
                    }
                }
                if stats {
                    dead.games = add(dead.games, r.games)?;
                    dead.mass += r.mass;
                    if n == 0 {
                        let score = p.pips();
                        let e = dead.by_score.entry(score).or_insert(Ending {
                            score,
                            ..Ending::default()
                        });
                        e.positions += 1;
                        e.games = add(e.games, r.games)?;
                        e.mass += r.mass;
                    } else {
                        dead.moves += n as u64;
                    }
                }
            }
            // Group by bucket (a counting sort; order within a bucket is
            // the generation order, which the bucket sort then fixes).
            let nb = cut.buckets();
            let mut offsets = vec![0u32; nb + 1];
            for c in &out {
                offsets[cut.bucket(c.h()) + 1] += 1;
            }
            for b in 0..nb {
                offsets[b + 1] += offsets[b];
            }
            let recs = if nb == 1 {
                out
            } else {
                let mut at = offsets.clone();
                let mut sorted: Vec<C> = Vec::with_capacity(out.len());
                let slots = sorted.spare_capacity_mut();
                for c in &out {
                    let b = cut.bucket(c.h());
                    slots[at[b] as usize].write(*c);
                    at[b] += 1;
                }
                // SAFETY: the counting sort wrote every one of the
                // `out.len()` slots exactly once (the offsets partition
                // them).
                unsafe { sorted.set_len(out.len()) };
                sorted
            };
            Ok(Part {
                recs,
                offsets,
                dead,
            })
        })
        .collect()
}

/// Sorts the children of each bucket in `range` by key and sums equal
/// keys into records; returns them bucket by bucket, in key order.
fn reduce<C: Child>(
    parts: &[Part<C>],
    range: std::ops::Range<usize>,
) -> Result<Vec<Vec<Rec>>, CensusError> {
    range
        .into_par_iter()
        // One list per worker job, reused from bucket to bucket (a fresh
        // list of a bucket's size would be mapped and zeroed each time).
        .map_init(
            || (Vec::<C>::new(), Vec::<Acc>::new()),
            |(v, table), b| {
                v.clear();
                for p in parts {
                    v.extend_from_slice(&p.recs[p.offsets[b] as usize..p.offsets[b + 1] as usize]);
                }
                sum_children(v, table)
            },
        )
        .collect()
}

/// A slot of the table that sums a bucket's children.
#[derive(Clone, Copy)]
struct Acc {
    /// The key as [`Child::order`]; `EMPTY` for a free slot.
    order: u128,
    mass: u128,
    games: u128,
}

/// No key has this order: a narrow key's order is below 2^64, and a wide
/// one's low half (the key's high bits) is below 2^62, since a key ends
/// with its last square's zero separator.
const EMPTY: u128 = u128::MAX;

/// Sums the children of one bucket with equal keys into records, in key
/// order. Equal keys are first summed in a hash table (`table`, reused
/// from bucket to bucket; a child's `h` is already a hash), so only the
/// distinct keys are sorted; a bucket with few repeats is sorted whole.
fn sum_children<C: Child>(v: &mut [C], table: &mut Vec<Acc>) -> Result<Vec<Rec>, CensusError> {
    let size = v.len().next_power_of_two().max(64);
    let mask = size - 1;
    if table.len() != size {
        table.clear();
        table.resize(
            size,
            Acc {
                order: EMPTY,
                mass: 0,
                games: 0,
            },
        );
    }
    let mut used = 0;
    let mut full = false;
    for c in v.iter() {
        let order = c.order();
        let mut i = c.h() as usize & mask;
        loop {
            let slot = &mut table[i];
            if slot.order == order {
                slot.mass += c.mass();
                slot.games = add(slot.games, c.games())?;
                break;
            }
            if slot.order == EMPTY {
                *slot = Acc {
                    order,
                    mass: c.mass(),
                    games: c.games(),
                };
                used += 1;
                break;
            }
            i = (i + 1) & mask;
        }
        // Few repeats: the table would crowd; sort the bucket instead.
        if used * 4 > size * 3 {
            full = true;
            break;
        }
    }
    let mut out: Vec<Rec> = Vec::with_capacity(used);
    for slot in table.iter_mut() {
        if slot.order != EMPTY {
            if !full {
                let (h, hi) = C::unorder(slot.order);
                out.push(Rec {
                    h,
                    hi,
                    mass: slot.mass,
                    games: slot.games,
                });
            }
            slot.order = EMPTY;
        }
    }
    if full {
        return sort_children(v);
    }
    out.sort_unstable_by_key(|r| (r.h, r.hi));
    Ok(out)
}

/// Sorts children by key and sums equal keys into records.
fn sort_children<C: Child>(v: &mut [C]) -> Result<Vec<Rec>, CensusError> {
    v.sort_unstable_by_key(C::order);
    let mut out: Vec<Rec> = Vec::with_capacity(v.len() / 2 + 16);
    let mut i = 0;
    while i < v.len() {
        let c = v[i];
        let (mut mass, mut games) = (c.mass(), c.games());
        i += 1;
        while i < v.len() && v[i].order() == c.order() {
            mass += v[i].mass();
            games = add(games, v[i].games())?;
            i += 1;
        }
        out.push(Rec {
            h: c.h(),
            hi: c.hi(),
            mass,
            games,
        });
    }
    Ok(out)
}

/// Sorts records by key and sums equal keys, in place.
#[cfg(test)]
fn sort_and_sum(v: &mut Vec<Rec>) -> Result<(), CensusError> {
    v.sort_unstable_by_key(|r| (r.h, r.hi));
    let mut w = 0;
    for i in 0..v.len() {
        if w > 0 && v[w - 1].h == v[i].h && v[w - 1].hi == v[i].hi {
            v[w - 1].mass += v[i].mass;
            v[w - 1].games = add(v[w - 1].games, v[i].games)?;
        } else {
            v[w] = v[i];
            w += 1;
        }
    }
    v.truncate(w);
    Ok(())
}

/// An estimate of the children of `parents` that remove a piece of
/// `code`, from a sample of them (with a margin).
fn estimate(geo: &Geometry, parents: &[Rec], code: u64) -> u64 {
    if parents.is_empty() {
        return 0;
    }
    let step = (parents.len() / 1024).max(16);
    let (mut seen, mut kids) = (0u64, 0u64);
    for r in parents.iter().step_by(step) {
        let p = geo.unpack(join(r.h, r.hi));
        geo.for_each_child_removing(&p, code, |_| kids += 1);
        seen += 1;
    }
    (kids * parents.len() as u64 / seen) * 5 / 4 + 1024
}

/// Where a class's records go as they are made: its file, and memory
/// while they fit the capacity of `kept` (without a data folder they
/// must).
struct Sink {
    file: Option<ClassWriter>,
    kept: Option<Vec<Rec>>,
    len: u64,
}

impl Sink {
    fn push(&mut self, recs: &[Rec]) -> Result<bool, CensusError> {
        if let Some(w) = &mut self.file {
            w.push(recs)?;
        }
        self.len += recs.len() as u64;
        if let Some(k) = &mut self.kept {
            if self.len > k.capacity() as u64 {
                self.kept = None;
                return Ok(self.file.is_some());
            }
            k.extend_from_slice(recs);
        }
        Ok(true)
    }
}

/// How a class of children is built: in how many passes, with how many
/// buckets a pass and how many buckets summed at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    passes: u64,
    bucket_bits: u32,
    group: usize,
    /// Bytes the plan expects at most besides the records held: generated
    /// children of one pass, and one group of summed records.
    bytes: u64,
}

/// Plans building `estimate` children of `child` bytes each in `room`
/// bytes.
fn plan(estimate: u64, child: u64, room: u64, min_passes: u64) -> Plan {
    // One group of summed records takes at most a sixteenth of the room
    // (at least one bucket); the generated children of a pass, with a
    // margin for the tasks grouping their children by bucket, the rest.
    let fixed = 2 * WRITE_BUFFER as u64 + (READ_CHUNK as u64) * (48 + REC_MEM);
    let room = room.saturating_sub(fixed).max(1 << 20);
    let per_child = child + child / 4;
    let passes = (estimate * per_child)
        .div_ceil(room - room / 16)
        .max(min_passes)
        .clamp(1, 1 << 16)
        .next_power_of_two();
    let per_pass = estimate / passes;
    let bucket_bits = (per_pass / BUCKET)
        .max(1)
        .next_power_of_two()
        .trailing_zeros()
        .min(16);
    let per_bucket = (per_pass >> bucket_bits).max(1);
    // Summed records of a bucket: at most its children, 48 bytes each;
    // buckets vary, so allow twice the average.
    let group = ((room / 16) / (2 * per_bucket * REC_MEM)).clamp(1, 1 << bucket_bits) as usize;
    Plan {
        passes,
        bucket_bits,
        group,
        bytes: per_pass * per_child + group as u64 * 2 * per_bucket * REC_MEM + fixed,
    }
}

/// Expands one layer: its figures, and the next layer. Classes of `set`
/// are loaded into memory as needed and let go after their last use
/// (unless `keep`, for the backward pass).
fn expand(
    geo: &Geometry,
    set: &mut LayerSet,
    opts: &Options,
    data: Option<&Data>,
    keep: bool,
    report: &mut impl FnMut(Event),
) -> Result<(Layer, LayerSet), CensusError> {
    let pieces = set.pieces;
    let next_pieces = pieces.saturating_sub(1);
    let narrow = geo.key_bits(next_pieces) <= 64;
    let budget = opts.memory;
    // Classes held besides the parents in use (parent classes between
    // uses, classes of the next layer kept for the layer after) get at
    // most this much; one class's children get the rest.
    let keep_cap = budget * 3 / 10;
    let mut layer = Layer {
        pieces,
        positions: set.len(),
        ..Layer::default()
    };
    // The classes of the next layer, and how many of them need each
    // parent class.
    let mut targets: BTreeSet<Class> = BTreeSet::new();
    let mut uses: BTreeMap<Class, usize> = BTreeMap::new();
    for c in set.classes.keys() {
        for i in 0..3 {
            if c[i] > 0 {
                let mut t = *c;
                t[i] -= 1;
                targets.insert(t);
                *uses.entry(*c).or_default() += 1;
            }
        }
    }
    if let Some(d) = data
        && !targets.is_empty()
    {
        d.clear_layer(next_pieces)?;
    }
    let work: u64 = targets
        .iter()
        .map(|t| {
            parents_of(set, t)
                .map(|(c, _)| set.classes[&c].len)
                .sum::<u64>()
        })
        .sum();
    let mut done_work = 0u64;
    let mut counted: BTreeSet<Class> = BTreeSet::new();
    let mut dead = Dead::default();
    let mut next = LayerSet {
        pieces: next_pieces,
        classes: BTreeMap::new(),
    };
    // Largest counts of Small first: each parent class is then needed by
    // two consecutive targets and one a row later.
    for t in targets.iter().rev() {
        // The parents: at most three classes, each with the size of the
        // piece its moves into `t` remove.
        let wanted: Vec<(Class, u64)> = parents_of(set, t).collect();
        let wanted_len: u64 = wanted.iter().map(|(c, _)| set.classes[c].len).sum();
        if wanted_len > u32::MAX as u64 {
            return Err(CensusError::NoRoom {
                pieces: next_pieces,
                budget,
            });
        }
        let wanted_bytes = wanted_len * REC_MEM;
        // Other classes held (parent classes between uses, classes of the
        // next layer) are let go while they exceed their share, which
        // shrinks when the parents in use are large; they are on disk.
        let mut other_cap = keep_cap;
        if data.is_some() && !keep {
            other_cap = keep_cap.min((budget / 10 * 9).saturating_sub(wanted_bytes + budget / 4));
            let mut other = set.mem_bytes() + next.mem_bytes();
            for (c, slot) in set.classes.iter() {
                if wanted.iter().any(|w| w.0 == *c) {
                    other -= slot.recs.as_ref().map_or(0, |r| r.len() as u64 * REC_MEM);
                }
            }
            let slots = set
                .classes
                .iter_mut()
                .filter(|(c, _)| !wanted.iter().any(|w| w.0 == **c))
                .map(|(_, s)| s)
                .chain(next.classes.values_mut());
            for slot in slots {
                if other <= other_cap {
                    break;
                }
                if slot.file.is_some()
                    && let Some(r) = slot.recs.take()
                {
                    other -= r.len() as u64 * REC_MEM;
                }
            }
        }
        let mut classes: Vec<(Class, u64, Arc<Vec<Rec>>)> = Vec::new();
        for &(c, code) in &wanted {
            let slot = set.classes.get_mut(&c).expect("a parent class");
            let recs = load(slot)?;
            slot.recs = Some(recs.clone());
            classes.push((c, code, recs));
        }
        let src = Sources { classes };
        let n = src.len();
        let held = set.mem_bytes() + next.mem_bytes();
        // What this class may keep in memory once built: without a data
        // folder the whole next layer stays (at most half the budget);
        // with one, what is left of the share of classes held.
        let other_now = held - wanted_len.min(n as u64) * REC_MEM;
        let kept_cap = match data {
            None => (budget / 2).saturating_sub(next.mem_bytes()),
            Some(_) => other_cap.saturating_sub(other_now),
        };
        let estimate: u64 = src
            .classes
            .iter()
            .map(|(_, code, r)| estimate(geo, r, *code))
            .sum();
        let reserved = match data {
            None => kept_cap,
            Some(_) => other_cap.saturating_sub(other_now),
        };
        let room = (budget / 10 * 9)
            .saturating_sub(held + reserved)
            .max(budget / 8);
        // Children of 32 bytes while keys and the parents' game counts fit
        // 64 bits (the layers where nearly all the work is).
        let small = narrow
            && src
                .classes
                .iter()
                .all(|(_, _, r)| r.par_iter().all(|x| x.games <= u64::MAX as u128));
        let child = if small {
            std::mem::size_of::<Narrow>()
        } else {
            std::mem::size_of::<Wide>()
        } as u64;
        let plan = plan(estimate, child, room, opts.min_passes);
        let path = data.map(|d| d.class_path(next_pieces, *t));
        let mut sink = Sink {
            file: match &path {
                Some(p) => Some(ClassWriter::create(p, next_pieces, *t, !narrow, false)?),
                None => None,
            },
            // Room for all it may keep at once: growing the list would
            // copy it, briefly holding it twice.
            kept: (kept_cap >= REC_MEM).then(|| Vec::with_capacity((kept_cap / REC_MEM) as usize)),
            len: 0,
        };
        if small {
            build::<Narrow>(
                geo,
                &src,
                estimate,
                &plan,
                &mut counted,
                &mut dead,
                &mut sink,
            )?;
        } else {
            build::<Wide>(
                geo,
                &src,
                estimate,
                &plan,
                &mut counted,
                &mut dead,
                &mut sink,
            )?;
        }
        if sink.file.is_none() && sink.kept.is_none() {
            return Err(CensusError::NoRoom {
                pieces: next_pieces,
                budget,
            });
        }
        for (c, _, r) in &src.classes {
            done_work += r.len() as u64;
            let u = uses.get_mut(c).expect("a counted parent");
            *u -= 1;
            if *u == 0 && !keep {
                set.classes.get_mut(c).expect("a parent class").recs = None;
            }
        }
        drop(src);
        let len = sink.len;
        let file = match sink.file {
            Some(w) => {
                w.finish()?;
                path
            }
            None => None,
        };
        if len > 0 {
            next.classes.insert(
                *t,
                Slot {
                    len,
                    recs: sink.kept.map(|mut k| {
                        k.shrink_to_fit();
                        Arc::new(k)
                    }),
                    file,
                },
            );
        }
        let done = if work == 0 {
            layer.positions
        } else {
            (layer.positions as u128 * done_work as u128 / work as u128) as u64
        };
        report(Event::Progress { pieces, done });
    }
    // Classes with no target (none: every class with a piece has one)
    // would be left uncounted; a layer of empty boards has no moves.
    for (c, slot) in set.classes.iter_mut() {
        if counted.insert(*c) {
            let recs = load(slot)?;
            let cut = Cut {
                pass_bits: 0,
                pass: 0,
                bucket_bits: 0,
            };
            for mut part in generate::<Wide>(geo, &recs, 0, cut, true, 0.0)? {
                dead.absorb(std::mem::take(&mut part.dead))?;
            }
        }
    }
    if let Some(d) = data
        && next.classes.is_empty()
        && !targets.is_empty()
    {
        d.remove_layer(next_pieces)?;
    }
    layer.games = dead.games;
    layer.mass = dead.mass;
    layer.moves = dead.moves;
    layer.dead_ends = dead.by_score.values().map(|e| e.positions).sum();
    layer.endings = dead.by_score.into_values().collect();
    Ok((layer, next))
}

/// Builds one class of children from its parents by `plan`, records in
/// key order into `sink`; counts the parents not yet `counted`.
fn build<C: Child>(
    geo: &Geometry,
    src: &Sources,
    estimate: u64,
    plan: &Plan,
    counted: &mut BTreeSet<Class>,
    dead: &mut Dead,
    sink: &mut Sink,
) -> Result<(), CensusError> {
    // Children expected per parent in a pass (the capacity of a task's
    // list; the estimate carries a margin).
    let parents = src.len().max(1) as f64;
    let hint = estimate as f64 / parents / plan.passes as f64;
    for pass in 0..plan.passes {
        let cut = Cut {
            pass_bits: plan.passes.trailing_zeros(),
            pass,
            bucket_bits: plan.bucket_bits,
        };
        let mut parts: Vec<Part<C>> = Vec::new();
        for (c, code, r) in &src.classes {
            let stats = pass == 0 && counted.insert(*c);
            let mut p = generate::<C>(geo, r, *code, cut, stats, hint)?;
            for part in &mut p {
                dead.absorb(std::mem::take(&mut part.dead))?;
            }
            parts.append(&mut p);
        }
        let buckets = cut.buckets();
        let mut b = 0;
        while b < buckets {
            let end = (b + plan.group).min(buckets);
            for recs in reduce(&parts, b..end)? {
                if !sink.push(&recs)? {
                    return Ok(());
                }
            }
            b = end;
        }
    }
    Ok(())
}

/// The parent classes of child class `t` in `set`, each with the code of
/// the piece size its moves into `t` remove (1 Small, 2 Medium, 3 Large).
fn parents_of<'a>(set: &'a LayerSet, t: &Class) -> impl Iterator<Item = (Class, u64)> + 'a {
    let t = *t;
    (0..3).filter_map(move |i| {
        let mut c = t;
        c[i] += 1;
        set.classes.contains_key(&c).then_some((c, i as u64 + 1))
    })
}

/// Refuses at once a backward pass that cannot fit: it keeps every layer
/// until the end.
fn check_backward(root: &Board, _opts: &Options) -> Result<(), CensusError> {
    let size = root.size();
    if size.area() >= 12 && root.to_string() == Board::setup(size).to_string() {
        return Err(CensusError::BackwardTooBig { grid: size });
    }
    Ok(())
}

/// The backward pass: per layer, the positions from which a single Small
/// can still be reached. Goes from the fewest pieces up, holding only the
/// keys of the layer below that can.
fn backward(
    geo: &Geometry,
    layers: &mut [Layer],
    sets: &[LayerSet],
    data: Option<&Data>,
    report: &mut impl FnMut(Event),
) -> Result<(), CensusError> {
    let mut below: Vec<(u64, u64)> = Vec::new();
    let skip = layers.len() - sets.len();
    for (layer, set) in layers[skip..].iter_mut().zip(sets).rev() {
        let mut here: Vec<(u64, u64)> = Vec::new();
        for slot in set.classes.values() {
            let recs = load(slot)?;
            let found: Vec<(u64, u64)> = recs
                .par_iter()
                .filter(|r| {
                    let p = geo.unpack(join(r.h, r.hi));
                    let mut any = false;
                    let n = geo.for_each_child(&p, |k| {
                        any = any || below.binary_search(&split(k)).is_ok();
                    });
                    if n == 0 {
                        p.lone_piece() == Some(Piece::Small)
                    } else {
                        any
                    }
                })
                .map(|r| (r.h, r.hi))
                .collect();
            here.extend(found);
        }
        here.sort_unstable();
        layer.small_reachable = Some(here.len() as u64);
        if let Some(d) = data {
            d.write_stats(layer)?;
        }
        report(Event::Backward {
            pieces: layer.pieces,
        });
        below = here;
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_through_the_hash() {
        for key in [
            0u128,
            1,
            0xdead_beef,
            u64::MAX as u128,
            1 << 64,
            u128::MAX - 7,
            3 << 70 | 5,
        ] {
            let (h, hi) = split(key);
            assert_eq!(join(h, hi), key, "{key}");
        }
        for x in [0u64, 1, 2, 1 << 63, u64::MAX, 0x1234_5678_9abc_def0] {
            assert_eq!(unmix(mix(x)), x);
        }
        // Nearby keys land far apart (the top bits choose the bucket).
        assert_ne!(split(1).0 >> 56, split(2).0 >> 56);
    }

    #[test]
    fn class_files_round_trip_narrow_and_wide() {
        let dir = tempfile::tempdir().unwrap();
        let rec = |h, hi, mass, games| Rec { h, hi, mass, games };
        for recs in [
            vec![rec(1, 0, ONE / 3, 7), rec(9, 0, 5, u64::MAX as u128)],
            vec![rec(1, 4, ONE, 1 << 100), rec(u64::MAX, 0, 0, 0)],
            vec![rec(2, 0, 3, (u64::MAX as u128) + 1)],
        ] {
            let path = dir.path().join("05-06-06.bin");
            write_class(&path, 17, [5, 6, 6], &recs).unwrap();
            assert_eq!(read_class(&path, recs.len() as u64).unwrap(), recs);
        }
        // An empty class leaves no file.
        let path = dir.path().join("e.bin");
        write_class(&path, 17, [5, 6, 6], &[]).unwrap();
        assert!(!path.exists());
    }

    #[test]
    fn sort_and_sum_adds_equal_keys() {
        let rec = |h, mass, games| Rec {
            h,
            hi: 0,
            mass,
            games,
        };
        let mut v = vec![rec(5, 1, 2), rec(3, 10, 20), rec(5, 100, 200)];
        sort_and_sum(&mut v).unwrap();
        assert_eq!(v, vec![rec(3, 10, 20), rec(5, 101, 202)]);
        let mut o = vec![rec(1, 0, u128::MAX), rec(1, 0, 1)];
        assert!(matches!(
            sort_and_sum(&mut o),
            Err(CensusError::CountOverflow)
        ));
    }

    #[test]
    fn one_move_root() {
        let b: Board = "S,S,./.,.,./.,.,.".parse().unwrap();
        let c = run(&b, &Options::default(), |_| {}).unwrap();
        assert_eq!(c.symmetries, 8);
        assert_eq!(c.layers.len(), 2);
        assert_eq!(c.positions(), 2);
        assert_eq!(c.games(), 1);
        assert_eq!(c.lone(Piece::Small).games, 1);
        assert_eq!(c.lone(Piece::Small).mass, ONE);
        assert_eq!((c.longest(), c.shortest()), (1, 1));
    }
}
