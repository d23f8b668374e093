//! A layer as its classes ([`LayerSet`]), each in memory, in a class file
//! or both; the class files' format, writer and reader.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::{CensusError, io_err};
use super::records::{Class, REC_MEM, Rec};

/// Format version of the data folder.
pub(super) const FORMAT: u32 = 2;

/// One class of a layer: in memory, in a file, or both.
pub(super) struct Slot {
    pub(super) len: u64,
    pub(super) recs: Option<Arc<Vec<Rec>>>,
    pub(super) file: Option<PathBuf>,
}

/// A layer as its classes.
pub(super) struct LayerSet {
    pub(super) pieces: u32,
    pub(super) classes: BTreeMap<Class, Slot>,
}

impl LayerSet {
    pub(super) fn len(&self) -> u64 {
        self.classes.values().map(|s| s.len).sum()
    }

    pub(super) fn mem_bytes(&self) -> u64 {
        self.classes
            .values()
            .filter_map(|s| s.recs.as_ref())
            .map(|r| r.len() as u64 * REC_MEM)
            .sum()
    }
}

pub(super) const MAGIC: &[u8; 8] = b"PPCENSUS";
pub(super) const HEADER: usize = 32;

/// Bytes a record takes in a class file with these flags.
pub(super) fn disk_size(wide_key: bool, wide_games: bool) -> usize {
    32 + 8 * wide_key as usize + 8 * wide_games as usize
}

/// Writes one class file, records in key order, through a temporary
/// name. The file's format (64-bit or 128-bit keys and game counts) is
/// that of its widest record; records arrive in pieces, so the writer
/// starts with a guess and re-encodes what it wrote if the guess was
/// wrong (the file is then exactly what one write of all records gives).
pub(super) struct ClassWriter {
    pub(super) path: PathBuf,
    pub(super) part: PathBuf,
    pub(super) w: BufWriter<File>,
    pub(super) pieces: u32,
    pub(super) class: Class,
    /// The format being written.
    pub(super) wide_key: bool,
    pub(super) wide_games: bool,
    /// What the records written so far need.
    pub(super) any_hi: bool,
    pub(super) any_big: bool,
    pub(super) len: u64,
}

impl ClassWriter {
    pub(super) fn create(
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

    pub(super) fn push(&mut self, recs: &[Rec]) -> Result<(), CensusError> {
        let hi = recs.iter().any(|r| r.hi != 0);
        let big = recs.iter().any(|r| r.games > u64::MAX as u128);
        if (hi && !self.wide_key) || (big && !self.wide_games) {
            self.reencode(self.wide_key || hi, self.wide_games || big)?;
        }
        self.any_hi |= hi;
        self.any_big |= big;
        self.put(recs)
    }

    pub(super) fn put(&mut self, recs: &[Rec]) -> Result<(), CensusError> {
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
    pub(super) fn close(&mut self) -> Result<File, CensusError> {
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
    pub(super) fn reencode(&mut self, wide_key: bool, wide_games: bool) -> Result<(), CensusError> {
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
    pub(super) fn finish(mut self) -> Result<u64, CensusError> {
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
pub(super) fn write_class(
    path: &Path,
    pieces: u32,
    class: Class,
    recs: &[Rec],
) -> Result<(), CensusError> {
    let wide_key = recs.iter().any(|r| r.hi != 0);
    let wide_games = recs.iter().any(|r| r.games > u64::MAX as u128);
    let mut w = ClassWriter::create(path, pieces, class, wide_key, wide_games)?;
    w.push(recs)?;
    w.finish().map(|_| ())
}

/// Reads a class file a chunk at a time.
pub(super) struct RecReader {
    pub(super) path: PathBuf,
    pub(super) r: BufReader<File>,
    pub(super) wide_key: bool,
    pub(super) wide_games: bool,
    pub(super) len: u64,
    pub(super) left: u64,
    pub(super) buf: Vec<u8>,
}

/// Records a reader decodes at a time.
pub(super) const READ_CHUNK: usize = 4096;
/// Bytes of a class file's read and write buffers.
pub(super) const WRITE_BUFFER: usize = 256 << 10;

impl RecReader {
    pub(super) fn open(path: &Path) -> Result<RecReader, CensusError> {
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
    pub(super) fn next_chunk(&mut self, out: &mut Vec<Rec>) -> Result<bool, CensusError> {
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
pub(super) fn read_class(path: &Path, len: u64) -> Result<Vec<Rec>, CensusError> {
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

/// Loads one class of a layer (from memory or its file).
pub(super) fn load(slot: &Slot) -> Result<Arc<Vec<Rec>>, CensusError> {
    match (&slot.recs, &slot.file) {
        (Some(r), _) => Ok(r.clone()),
        (None, Some(path)) => Ok(Arc::new(read_class(path, slot.len)?)),
        (None, None) => unreachable!("a class is in memory or on disk"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::census::figures::ONE;

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
}
