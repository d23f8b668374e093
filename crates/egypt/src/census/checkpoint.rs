//! The data folder: each finished layer's class files and index, and each
//! layer's figures once the next layer is complete, so that a killed run
//! resumes at the last finished layer.

use std::fs::{self, File};
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::classes::{LayerSet, Slot};
use super::error::{CensusError, io_err};
use super::figures::Layer;
use super::records::Class;

/// The data folder: checkpoints.
pub(super) struct Data {
    pub(super) dir: PathBuf,
}

#[derive(Serialize, Deserialize, PartialEq)]
pub(super) struct Meta {
    pub(super) format: u32,
    pub(super) grid: String,
    pub(super) root: String,
}

/// The classes of a finished layer on disk.
#[derive(Serialize, Deserialize)]
pub(super) struct Index {
    pub(super) pieces: u32,
    pub(super) classes: Vec<(Class, u64)>,
}

impl Data {
    pub(super) fn open(dir: &Path, meta: &Meta) -> Result<Data, CensusError> {
        fs::create_dir_all(dir).map_err(io_err(dir))?;
        let path = dir.join("census.json");
        if path.exists() {
            let text = read_text(&path)?;
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

    pub(super) fn layer_dir(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("layer-{pieces:02}"))
    }

    pub(super) fn class_path(&self, pieces: u32, c: Class) -> PathBuf {
        self.layer_dir(pieces)
            .join(format!("{:02}-{:02}-{:02}.bin", c[0], c[1], c[2]))
    }

    pub(super) fn stats_path(&self, pieces: u32) -> PathBuf {
        self.dir.join(format!("stats-{pieces:02}.json"))
    }

    pub(super) fn read_stats(&self, pieces: u32) -> Result<Option<Layer>, CensusError> {
        let path = self.stats_path(pieces);
        if !path.exists() {
            return Ok(None);
        }
        let text = read_text(&path)?;
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| CensusError::Data {
                path,
                why: e.to_string(),
            })
    }

    pub(super) fn write_stats(&self, layer: &Layer) -> Result<(), CensusError> {
        let text = serde_json::to_string_pretty(layer).expect("plain data");
        write_atomic(&self.stats_path(layer.pieces), text.as_bytes())
    }

    /// A fresh, empty folder for a layer about to be written.
    pub(super) fn clear_layer(&self, pieces: u32) -> Result<(), CensusError> {
        let dir = self.layer_dir(pieces);
        if dir.exists() {
            fs::remove_dir_all(&dir).map_err(io_err(&dir))?;
        }
        fs::create_dir_all(&dir).map_err(io_err(&dir))
    }

    pub(super) fn remove_layer(&self, pieces: u32) -> Result<(), CensusError> {
        let dir = self.layer_dir(pieces);
        if dir.exists() {
            fs::remove_dir_all(&dir).map_err(io_err(&dir))?;
        }
        Ok(())
    }

    /// Writes a finished layer's index, once its class files are on disk.
    pub(super) fn write_index(&self, set: &LayerSet) -> Result<(), CensusError> {
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

    pub(super) fn read_index(&self, pieces: u32) -> Result<Option<LayerSet>, CensusError> {
        let path = self.layer_dir(pieces).join("index.json");
        if !path.exists() {
            return Ok(None);
        }
        let text = read_text(&path)?;
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

/// Reads one of the folder's own files: a regular file of at most
/// [`seed::read::MAX_INPUT_BYTES`] (a FIFO or a link to a device put in
/// its place is refused, never waited on or read without end).
fn read_text(path: &Path) -> Result<String, CensusError> {
    Ok(seed::read::read_regular_text_capped(
        path,
        seed::read::MAX_INPUT_BYTES,
    )?)
}

/// Which JSON file of a data folder [`parse_checkpoint`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckpointFile {
    /// `census.json`: the folder's format, grid and root.
    Meta,
    /// `layer-NN/index.json`: a finished layer's classes and their sizes.
    Index,
    /// `stats-NN.json`: a finished layer's figures.
    Stats,
}

/// Reads the text of one of a data folder's JSON files into the type a
/// resumed census reads it into, and writes it back as the census writes
/// that file: an entry point for tests and fuzzing (the census itself
/// reads these files from its data folder).
pub fn parse_checkpoint(file: CheckpointFile, text: &str) -> Result<String, serde_json::Error> {
    Ok(match file {
        CheckpointFile::Meta => {
            serde_json::to_string_pretty(&serde_json::from_str::<Meta>(text)?).expect("plain data")
        }
        CheckpointFile::Index => {
            serde_json::to_string(&serde_json::from_str::<Index>(text)?).expect("plain data")
        }
        CheckpointFile::Stats => {
            serde_json::to_string_pretty(&serde_json::from_str::<Layer>(text)?).expect("plain data")
        }
    })
}

pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CensusError> {
    let part = path.with_extension("part");
    fs::write(&part, bytes).map_err(io_err(&part))?;
    fs::rename(&part, path).map_err(io_err(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checkpoint_files_read_back_as_written() {
        let meta = serde_json::to_string_pretty(&Meta {
            format: 2,
            grid: "3x4".into(),
            root: "SML,.,.,./.,.,.,./.,.,.,.".into(),
        })
        .unwrap();
        assert_eq!(parse_checkpoint(CheckpointFile::Meta, &meta).unwrap(), meta);
        let index = r#"{"pieces":3,"classes":[[[1,1,1],1]]}"#;
        assert_eq!(
            parse_checkpoint(CheckpointFile::Index, index).unwrap(),
            index
        );
        let stats = serde_json::to_string_pretty(&Layer::default()).unwrap();
        assert_eq!(
            parse_checkpoint(CheckpointFile::Stats, &stats).unwrap(),
            stats
        );
        assert!(parse_checkpoint(CheckpointFile::Meta, "{\"format\": 2}").is_err());
        assert!(parse_checkpoint(CheckpointFile::Index, "[").is_err());
    }
}
