//! The census: every position reachable from a root (the setup, or any
//! position given), layer by layer.
//!
//! Every move removes exactly one piece, so the positions with `n` pieces
//! (a *layer*) are exactly the children of the layer with `n + 1`. The
//! census holds one layer at a time as a list of records sorted by
//! canonical key ([`crate::egypt::packed`]: positions are counted up to
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
//! **Bounded memory.** Children are generated for a chunk of parents at a
//! time, sorted and summed into a *run*; runs are kept in memory up to half
//! the budget, then merged and spilled to the data folder. The next layer
//! is the merge of all runs. With a data folder, every finished layer is a
//! checkpoint (`layer-NN.bin` plus `stats-NN.json`), so a killed run
//! resumes at the last finished layer.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::{Board, Piece, Size};
use super::packed::{Geometry, Key, PackError};

/// The fixed-point unit: probability 1.
pub const ONE: u128 = 1 << 127;

/// Default memory budget: fits a 24 GB machine with room to spare.
pub const DEFAULT_MEMORY: u64 = 16 << 30;

/// Format version of the data folder.
const FORMAT: u32 = 1;

/// One position of a layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub key: Key,
    /// Probability of reaching the position under random play, in units
    /// of 2^-127 (rounded down; see the module documentation).
    pub mass: u128,
    /// Move sequences from the root reaching the position.
    pub games: u128,
}

const RECORD_BYTES: usize = 48;

impl Record {
    fn to_bytes(self) -> [u8; RECORD_BYTES] {
        let mut b = [0u8; RECORD_BYTES];
        b[..16].copy_from_slice(&self.key.to_le_bytes());
        b[16..32].copy_from_slice(&self.mass.to_le_bytes());
        b[32..].copy_from_slice(&self.games.to_le_bytes());
        b
    }

    fn from_bytes(b: &[u8; RECORD_BYTES]) -> Record {
        let word = |i: usize| u128::from_le_bytes(b[i..i + 16].try_into().expect("16 bytes"));
        Record {
            key: word(0),
            mass: word(16),
            games: word(32),
        }
    }
}

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
    #[error("the memory budget of {0} bytes is too small (at least 64 MiB)")]
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
}

impl Default for Options {
    fn default() -> Options {
        Options {
            memory: DEFAULT_MEMORY,
            data: None,
            backward: false,
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

/// A layer's records: in memory, or a sorted file in the data folder.
enum Store {
    Mem(Vec<Record>),
    File { path: PathBuf, len: u64 },
}

impl Store {
    fn len(&self) -> u64 {
        match self {
            Store::Mem(v) => v.len() as u64,
            Store::File { len, .. } => *len,
        }
    }

    /// Calls `f` on consecutive chunks of at most `chunk` records.
    fn for_each_chunk(
        &self,
        chunk: usize,
        mut f: impl FnMut(&[Record]) -> Result<(), CensusError>,
    ) -> Result<(), CensusError> {
        match self {
            Store::Mem(v) => {
                for c in v.chunks(chunk.max(1)) {
                    f(c)?;
                }
            }
            Store::File { path, .. } => {
                let mut r = RecordReader::open(path)?;
                let mut buf = Vec::with_capacity(chunk);
                loop {
                    buf.clear();
                    while buf.len() < chunk {
                        match r.next()? {
                            Some(rec) => buf.push(rec),
                            None => break,
                        }
                    }
                    if buf.is_empty() {
                        break;
                    }
                    f(&buf)?;
                }
            }
        }
        Ok(())
    }
}

struct RecordReader {
    path: PathBuf,
    r: BufReader<File>,
}

impl RecordReader {
    fn open(path: &Path) -> Result<RecordReader, CensusError> {
        let f = File::open(path).map_err(io_err(path))?;
        Ok(RecordReader {
            path: path.to_path_buf(),
            r: BufReader::with_capacity(1 << 20, f),
        })
    }

    fn next(&mut self) -> Result<Option<Record>, CensusError> {
        let mut b = [0u8; RECORD_BYTES];
        match self.r.read_exact(&mut b) {
            Ok(()) => Ok(Some(Record::from_bytes(&b))),
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Ok(None),
            Err(e) => Err(io_err(&self.path)(e)),
        }
    }
}

/// Writes records to a file through a temporary name, renamed on `finish`.
struct RecordWriter {
    part: PathBuf,
    path: PathBuf,
    w: BufWriter<File>,
    len: u64,
}

impl RecordWriter {
    fn create(path: &Path) -> Result<RecordWriter, CensusError> {
        let part = path.with_extension("part");
        let f = File::create(&part).map_err(io_err(&part))?;
        Ok(RecordWriter {
            part,
            path: path.to_path_buf(),
            w: BufWriter::with_capacity(1 << 20, f),
            len: 0,
        })
    }

    fn push(&mut self, r: Record) -> Result<(), CensusError> {
        self.len += 1;
        self.w.write_all(&r.to_bytes()).map_err(io_err(&self.part))
    }

    fn finish(self) -> Result<(PathBuf, u64), CensusError> {
        let f = self
            .w
            .into_inner()
            .map_err(|e| io_err(&self.part)(e.into_error()))?;
        f.sync_all().map_err(io_err(&self.part))?;
        fs::rename(&self.part, &self.path).map_err(io_err(&self.path))?;
        Ok((self.path, self.len))
    }
}

/// Where merged records go: a vector or a file.
enum Sink {
    Mem(Vec<Record>),
    File(RecordWriter),
}

impl Sink {
    fn push(&mut self, r: Record) -> Result<(), CensusError> {
        match self {
            Sink::Mem(v) => {
                v.push(r);
                Ok(())
            }
            Sink::File(w) => w.push(r),
        }
    }

    fn finish(self) -> Result<Store, CensusError> {
        Ok(match self {
            Sink::Mem(v) => Store::Mem(v),
            Sink::File(w) => {
                let (path, len) = w.finish()?;
                Store::File { path, len }
            }
        })
    }
}

/// A cursor over a sorted run for the k-way merge.
enum Cursor<'a> {
    Mem(std::slice::Iter<'a, Record>),
    File(RecordReader),
}

impl Cursor<'_> {
    fn next(&mut self) -> Result<Option<Record>, CensusError> {
        match self {
            Cursor::Mem(it) => Ok(it.next().copied()),
            Cursor::File(r) => r.next(),
        }
    }
}

fn add(a: u128, b: u128) -> Result<u128, CensusError> {
    a.checked_add(b).ok_or(CensusError::CountOverflow)
}

/// Merges sorted runs into `sink`, summing records with equal keys.
fn merge(runs: &[Store], sink: &mut Sink) -> Result<(), CensusError> {
    let mut cursors = Vec::with_capacity(runs.len());
    for r in runs {
        cursors.push(match r {
            Store::Mem(v) => Cursor::Mem(v.iter()),
            Store::File { path, .. } => Cursor::File(RecordReader::open(path)?),
        });
    }
    let mut heads: Vec<Option<Record>> = Vec::with_capacity(cursors.len());
    let mut heap = BinaryHeap::new();
    for (i, c) in cursors.iter_mut().enumerate() {
        let h = c.next()?;
        if let Some(r) = h {
            heap.push(Reverse((r.key, i)));
        }
        heads.push(h);
    }
    let mut cur: Option<Record> = None;
    while let Some(Reverse((_, i))) = heap.pop() {
        let r = heads[i].take().expect("a head for every heap entry");
        if let Some(n) = cursors[i].next()? {
            heap.push(Reverse((n.key, i)));
            heads[i] = Some(n);
        }
        cur = match cur {
            Some(mut c) if c.key == r.key => {
                c.mass += r.mass;
                c.games = add(c.games, r.games)?;
                Some(c)
            }
            Some(c) => {
                sink.push(c)?;
                Some(r)
            }
            None => Some(r),
        };
    }
    if let Some(c) = cur {
        sink.push(c)?;
    }
    Ok(())
}

/// Sorts records by key and sums equal keys, in place.
fn sort_and_sum(v: &mut Vec<Record>) -> Result<(), CensusError> {
    v.par_sort_unstable_by_key(|r| r.key);
    let mut w = 0;
    for i in 0..v.len() {
        if w > 0 && v[w - 1].key == v[i].key {
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

/// Dead ends found while expanding part of a layer.
#[derive(Default)]
struct Dead {
    by_score: BTreeMap<u32, Ending>,
    moves: u64,
}

impl Dead {
    fn absorb(&mut self, other: Dead) -> Result<(), CensusError> {
        self.moves += other.moves;
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

/// The data folder: checkpoints and spilled runs.
struct Data {
    dir: PathBuf,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct Meta {
    format: u32,
    grid: String,
    root: String,
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

    fn layer_path(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("layer-{pieces:02}.bin"))
    }

    fn stats_path(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("stats-{pieces:02}.json"))
    }

    fn run_path(&self, n: usize) -> PathBuf {
        self.dir.join(format!("run-{n:04}.bin"))
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
    if opts.memory < 64 << 20 {
        return Err(CensusError::BudgetTooSmall(opts.memory));
    }
    let geo = Geometry::new(root.size())?;
    let packed = geo.pack(root)?;
    let root_text = root.to_string();
    let root_pieces = root.piece_count() as u32;
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

    // Resume: the finished layers' figures, and the layer to expand next.
    let mut layers: Vec<Layer> = Vec::new();
    let mut pieces = root_pieces;
    let mut current: Option<Store> = None;
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
            let path = d.layer_path(pieces);
            if path.exists() {
                let len = fs::metadata(&path).map_err(io_err(&path))?.len();
                current = Some(Store::File {
                    path,
                    len: len / RECORD_BYTES as u64,
                });
            } else if pieces == root_pieces {
                let mut w = RecordWriter::create(&path)?;
                w.push(root_record(&geo, &packed))?;
                let (path, len) = w.finish()?;
                current = Some(Store::File { path, len });
            } else {
                return Err(CensusError::Data {
                    path,
                    why: "a layer checkpoint is missing; start again in an empty folder".into(),
                });
            }
        }
    } else {
        current = Some(Store::Mem(vec![root_record(&geo, &packed)]));
    }

    let mut kept: Vec<Store> = Vec::new();
    while let Some(store) = current.take() {
        let start = Instant::now();
        report(Event::LayerStart {
            pieces,
            positions: store.len(),
        });
        let (mut layer, next) = expand(&geo, &store, pieces, opts, data.as_ref(), &mut report)?;
        layer.children = next.as_ref().map_or(0, Store::len);
        if let Some(d) = &data {
            d.write_stats(&layer)?;
        }
        report(Event::LayerDone {
            layer: &layer,
            seconds: start.elapsed().as_secs_f64(),
            resumed: false,
        });
        layers.push(layer);
        if opts.backward {
            kept.push(store);
        } else if let Store::File { path, .. } = &store {
            fs::remove_file(path).map_err(io_err(path))?;
        }
        current = next;
        pieces = pieces.wrapping_sub(1);
    }

    if opts.backward {
        backward(&geo, &mut layers, &kept, data.as_ref(), &mut report)?;
    }
    Ok(Census {
        size: root.size(),
        root: root_text,
        symmetries: geo.symmetry_count(),
        layers,
    })
}

fn root_record(geo: &Geometry, p: &super::packed::Packed) -> Record {
    Record {
        key: geo.canonical(p),
        mass: ONE,
        games: 1,
    }
}

/// Expands one layer: its figures, and the next layer (if any).
fn expand(
    geo: &Geometry,
    store: &Store,
    pieces: u32,
    opts: &Options,
    data: Option<&Data>,
    report: &mut impl FnMut(Event),
) -> Result<(Layer, Option<Store>), CensusError> {
    // A quarter of the budget for one chunk's children, half for the runs
    // kept in memory, the rest for reading and merging.
    let child_cap = (opts.memory / 4 / RECORD_BYTES as u64) as usize;
    let chunk = (child_cap / geo.hop_count().max(1)).max(1);
    let run_cap = opts.memory / 2;
    let mut layer = Layer {
        pieces,
        positions: store.len(),
        ..Layer::default()
    };
    let mut dead = Dead::default();
    let mut runs: Vec<Store> = Vec::new();
    let mut in_memory = 0u64;
    let mut spilled = 0usize;
    let mut done = 0u64;
    store.for_each_chunk(chunk, |parents| {
        let parts: Vec<Result<(Vec<Record>, Dead), CensusError>> = parents
            .par_chunks(4096)
            .map(|part| {
                let mut out = Vec::with_capacity(part.len() * 8);
                let mut dead = Dead::default();
                for r in part {
                    let p = geo.unpack(r.key);
                    let n = geo.move_count(&p);
                    if n == 0 {
                        let score = p.pips();
                        let e = dead.by_score.entry(score).or_insert(Ending {
                            score,
                            ..Ending::default()
                        });
                        e.positions += 1;
                        e.games = add(e.games, r.games)?;
                        e.mass += r.mass;
                        continue;
                    }
                    dead.moves += n as u64;
                    let share = r.mass / n as u128;
                    geo.for_each_child(&p, |key| {
                        out.push(Record {
                            key,
                            mass: share,
                            games: r.games,
                        })
                    });
                }
                Ok((out, dead))
            })
            .collect();
        let mut children = Vec::with_capacity(parts.iter().flatten().map(|p| p.0.len()).sum());
        for part in parts {
            let (c, d) = part?;
            children.extend_from_slice(&c);
            dead.absorb(d)?;
        }
        for r in parents {
            layer.games = add(layer.games, r.games)?;
            layer.mass += r.mass;
        }
        sort_and_sum(&mut children)?;
        children.shrink_to_fit();
        in_memory += (children.len() * RECORD_BYTES) as u64;
        if !children.is_empty() {
            runs.push(Store::Mem(children));
        }
        if in_memory > run_cap {
            // Merge the runs held in memory into one file.
            let Some(d) = data else {
                return Err(CensusError::NoRoom {
                    pieces: pieces.saturating_sub(1),
                    budget: opts.memory,
                });
            };
            let (mem, files): (Vec<Store>, Vec<Store>) =
                runs.drain(..).partition(|s| matches!(s, Store::Mem(_)));
            let mut sink = Sink::File(RecordWriter::create(&d.run_path(spilled))?);
            spilled += 1;
            merge(&mem, &mut sink)?;
            runs = files;
            runs.push(sink.finish()?);
            in_memory = 0;
        }
        done += parents.len() as u64;
        report(Event::Progress { pieces, done });
        Ok(())
    })?;
    layer.moves = dead.moves;
    layer.dead_ends = dead.by_score.values().map(|e| e.positions).sum();
    layer.endings = dead.by_score.into_values().collect();
    if runs.is_empty() {
        return Ok((layer, None));
    }
    let next_pieces = pieces - 1;
    let mut sink = match data {
        Some(d) => Sink::File(RecordWriter::create(&d.layer_path(next_pieces))?),
        None => Sink::Mem(Vec::new()),
    };
    if let (None, [Store::Mem(_)]) = (data, runs.as_slice()) {
        let Some(Store::Mem(v)) = runs.pop() else {
            unreachable!("one run in memory")
        };
        return Ok((layer, Some(Store::Mem(v))));
    }
    merge(&runs, &mut sink)?;
    if data.is_none() {
        let used: u64 = match &sink {
            Sink::Mem(v) => (v.len() * RECORD_BYTES) as u64,
            Sink::File(_) => 0,
        };
        if used > opts.memory / 2 {
            return Err(CensusError::NoRoom {
                pieces: next_pieces,
                budget: opts.memory,
            });
        }
    }
    for r in &runs {
        if let Store::File { path, .. } = r {
            fs::remove_file(path).map_err(io_err(path))?;
        }
    }
    Ok((layer, Some(sink.finish()?)))
}

/// The backward pass: per layer, the positions from which a single Small
/// can still be reached. Goes from the fewest pieces up, holding only the
/// keys of the layer below that can.
fn backward(
    geo: &Geometry,
    layers: &mut [Layer],
    stores: &[Store],
    data: Option<&Data>,
    report: &mut impl FnMut(Event),
) -> Result<(), CensusError> {
    let mut below: Vec<Key> = Vec::new();
    for (layer, store) in layers.iter_mut().zip(stores).rev() {
        let mut here: Vec<Key> = Vec::new();
        store.for_each_chunk(1 << 20, |chunk| {
            let found: Vec<Key> = chunk
                .par_iter()
                .filter(|r| {
                    let p = geo.unpack(r.key);
                    let mut any = false;
                    let n = geo.for_each_child(&p, |k| {
                        any = any || below.binary_search(&k).is_ok();
                    });
                    if n == 0 {
                        p.lone_piece() == Some(Piece::Small)
                    } else {
                        any
                    }
                })
                .map(|r| r.key)
                .collect();
            here.extend(found);
            Ok(())
        })?;
        layer.small_reachable = Some(here.len() as u64);
        if let Some(d) = data {
            d.write_stats(layer)?;
        }
        report(Event::Backward {
            pieces: layer.pieces,
        });
        below = here;
    }
    for s in stores {
        if let Store::File { path, .. } = s {
            fs::remove_file(path).map_err(io_err(path))?;
        }
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
    fn records_round_trip_through_bytes() {
        let r = Record {
            key: u128::MAX - 7,
            mass: ONE / 3,
            games: 1 << 100,
        };
        assert_eq!(Record::from_bytes(&r.to_bytes()), r);
    }

    #[test]
    fn sort_and_sum_adds_equal_keys() {
        let rec = |key, mass, games| Record { key, mass, games };
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
