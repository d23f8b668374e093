//! A census (see `egypt::census`) as JSON and back: the file
//! `census --json` writes and a book template's `game_in_numbers` reads.

use serde::Deserialize;
use serde_json::{Value, json};

use egypt::board::Piece;
use egypt::census::{Census, Ending, Layer, to_f64};

/// The census as JSON: per layer figures, outcomes, headline figures. Big
/// counts are decimal strings; probabilities are numbers, with the bound
/// on their error.
pub fn json(c: &Census) -> Value {
    let layers: Vec<Value> = c
        .layers
        .iter()
        .map(|l| {
            let mut v = json!({
                "pieces": l.pieces,
                "positions": l.positions,
                "dead_ends": l.dead_ends,
                "games_reaching": l.games.to_string(),
                "probability_reaching": to_f64(l.mass),
                "mass": l.mass.to_string(),
                "moves": l.moves,
                "children": l.children,
                "endings": l.endings.iter().map(|e| json!({
                    "score": e.score,
                    "positions": e.positions,
                    "games": e.games.to_string(),
                    "probability": to_f64(e.mass),
                    "mass": e.mass.to_string(),
                })).collect::<Vec<_>>(),
            });
            if let Some(n) = l.small_reachable {
                v["small_reachable"] = json!(n);
                v["small_reachable_share"] = json!(n as f64 / l.positions.max(1) as f64);
            }
            v
        })
        .collect();
    let scores: Vec<Value> = c
        .by_score()
        .into_iter()
        .map(|(score, o)| {
            json!({
                "score": score,
                "dead_ends": o.positions,
                "games": o.games.to_string(),
                "probability": o.probability(),
            })
        })
        .collect();
    let lone = |p: Piece| {
        let o = c.lone(p);
        json!({"games": o.games.to_string(), "probability": o.probability()})
    };
    json!({
        "grid": c.size.to_string(),
        "root": c.root,
        "root_pieces": c.layers.first().map_or(0, |l| l.pieces),
        "symmetries": c.symmetries,
        "positions": c.positions(),
        "dead_ends": c.dead_ends(),
        "games": c.games().to_string(),
        "single_small": lone(Piece::Small),
        "single_medium": lone(Piece::Medium),
        "single_large": lone(Piece::Large),
        "longest_game": c.longest(),
        "shortest_game": c.shortest(),
        "moves_expanded": c.moves(),
        "probability_error_bound": c.error_bound(),
        "final_scores": scores,
        "layers": layers,
    })
}

/// Why a census file could not be read back.
#[derive(Debug, thiserror::Error)]
pub enum CensusJsonError {
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    #[error(transparent)]
    Root(#[from] egypt::NotationError),
    #[error("{what} '{text}' is not a whole number")]
    NotWhole { what: &'static str, text: String },
    #[error("the census is not complete (its last layer has children)")]
    Incomplete,
    #[error("the census does not add up: {0}")]
    Inconsistent(String),
}

/// The census back from its JSON (as [`json()`] writes it, `mass` being the
/// exact fixed-point probability): a book's "The game in numbers" page
/// reads a census made once with `census --json`.
pub fn from_json(text: &str) -> Result<Census, CensusJsonError> {
    #[derive(Deserialize)]
    struct File {
        root: String,
        symmetries: usize,
        layers: Vec<LayerJson>,
    }
    #[derive(Deserialize)]
    struct LayerJson {
        pieces: u32,
        positions: u64,
        dead_ends: u64,
        games_reaching: String,
        mass: String,
        moves: u64,
        children: u64,
        endings: Vec<EndingJson>,
        small_reachable: Option<u64>,
    }
    #[derive(Deserialize)]
    struct EndingJson {
        score: u32,
        positions: u64,
        games: String,
        mass: String,
    }
    let number = |s: &str, what: &'static str| -> Result<u128, CensusJsonError> {
        s.parse().map_err(|_| CensusJsonError::NotWhole {
            what,
            text: s.to_string(),
        })
    };
    let f: File = serde_json::from_str(text)?;
    let board = egypt::notation::parse_position(&f.root)?;
    let mut layers = Vec::new();
    for l in f.layers {
        let mut endings = Vec::new();
        for e in l.endings {
            endings.push(Ending {
                score: e.score,
                positions: e.positions,
                games: number(&e.games, "games")?,
                mass: number(&e.mass, "mass")?,
            });
        }
        layers.push(Layer {
            pieces: l.pieces,
            positions: l.positions,
            games: number(&l.games_reaching, "games_reaching")?,
            mass: number(&l.mass, "mass")?,
            moves: l.moves,
            dead_ends: l.dead_ends,
            endings,
            children: l.children,
            small_reachable: l.small_reachable,
        });
    }
    if layers.last().is_none_or(|l| l.children != 0) {
        return Err(CensusJsonError::Incomplete);
    }
    check_sums(board.piece_count(), &layers)?;
    Ok(Census {
        size: board.size(),
        root: f.root,
        symmetries: f.symmetries,
        layers,
    })
}

/// What a census made by [`egypt::census::run`] always holds, and the
/// figures read from it need: the root's pieces in the first layer, one
/// piece fewer in each next one (every move removes one piece), and totals
/// that fit their numbers.
fn check_sums(root_pieces: usize, layers: &[Layer]) -> Result<(), CensusJsonError> {
    let bad = |m: String| Err(CensusJsonError::Inconsistent(m));
    for (i, l) in layers.iter().enumerate() {
        if root_pieces.checked_sub(i) != Some(l.pieces as usize) {
            return bad(format!(
                "layer {} has {} pieces where the root's {root_pieces} less {i} are {}",
                i + 1,
                l.pieces,
                root_pieces as i64 - i as i64
            ));
        }
    }
    fn total(
        what: &str,
        mut values: impl Iterator<Item = u128>,
        max: u128,
        max_text: &str,
    ) -> Result<(), CensusJsonError> {
        values
            .try_fold(0u128, |sum, v| sum.checked_add(v).filter(|&s| s <= max))
            .map(|_| ())
            .ok_or_else(|| {
                CensusJsonError::Inconsistent(format!("its {what} add up to more than {max_text}"))
            })
    }
    let (max, m) = (u128::from(u64::MAX), "2^64 - 1");
    total(
        "positions",
        layers.iter().map(|l| l.positions.into()),
        max,
        m,
    )?;
    total(
        "dead ends",
        layers.iter().map(|l| l.dead_ends.into()),
        max,
        m,
    )?;
    total("moves", layers.iter().map(|l| l.moves.into()), max, m)?;
    let endings = || layers.iter().flat_map(|l| &l.endings);
    total(
        "ending positions",
        endings().map(|e| e.positions.into()),
        max,
        m,
    )?;
    total("games", endings().map(|e| e.games), u128::MAX, "2^128 - 1")?;
    // Random play ends somewhere with probability 1, and every computed
    // probability is at most the true one.
    total(
        "probabilities",
        endings().map(|e| e.mass),
        egypt::census::ONE,
        "1",
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trips_to_the_same_census() {
        let b: egypt::Board = "SM,S,./L,.,M/.,S,S".parse().unwrap();
        let c = egypt::census::run(&b, &Default::default(), |_| {}).unwrap();
        assert!(c.layers.len() > 3);
        let text = json(&c).to_string();
        assert_eq!(from_json(&text).unwrap(), c);
        // A census cut short is refused.
        let mut cut = c.clone();
        cut.layers.truncate(2);
        let err = from_json(&json(&cut).to_string()).unwrap_err().to_string();
        assert!(err.contains("not complete"), "{err}");
        // Found by fuzzing: a layer with more pieces than the root
        // overflowed the longest game's count, and totals past their
        // numbers overflowed the sums.
        let edited = |edit: &dyn Fn(&mut Value)| {
            let mut v = json(&c);
            edit(&mut v);
            from_json(&v.to_string()).unwrap_err().to_string()
        };
        let err = edited(&|v| v["layers"][1]["pieces"] = (c.layers[0].pieces + 1).into());
        assert!(err.contains("layer 2 has"), "{err}");
        let err = edited(&|v| v["layers"][0]["positions"] = u64::MAX.into());
        assert!(err.contains("positions add up"), "{err}");
        let last = c.layers.len() - 1;
        let err =
            edited(&|v| v["layers"][last]["endings"][0]["mass"] = u128::MAX.to_string().into());
        assert!(err.contains("probabilities add up to more than 1"), "{err}");
    }
}
