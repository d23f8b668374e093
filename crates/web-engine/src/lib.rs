//! The engine of the web pages: the rules, solvers, move-list readers and
//! ID decoders of the `egypt` and `cards` crates behind one call that
//! takes a JSON request and gives a JSON answer ([`call`]).
//!
//! Compiled to `wasm32-unknown-unknown` (scripts/build-wasm.sh) it is the
//! module every web page carries inline; the page's script draws, takes
//! input and keeps the player's moves, and asks this module every question
//! of the rules. Natively the same functions run in the tests, and the
//! command line's `check` prints [`check::check_puzzle`]'s and
//! [`check::check_deal`]'s lines, so the page and the command line give
//! the same verdicts by construction.
//!
//! **The module's interface** (no bindings generator): `pp_alloc(len)`
//! gives a buffer in linear memory, the script writes a UTF-8 JSON request
//! there and calls `pp_call(ptr, len)`, which frees the request and returns
//! a buffer holding the answer's length (4 bytes, little-endian) followed by
//! the answer's UTF-8 JSON; the script reads it and gives it back with
//! `pp_free(ptr, 4 + len)`.
//!
//! **Requests** (`"op"` names the question; positions in the notation of
//! `egypt::notation`, targets as `{"kind": "lone", "value": "S"}` or
//! `{"kind": "score", "value": 3}`, card moves as the engine writes them:
//! `draw`, `reset`, `KC`, `5S+8H`):
//!
//! - `decode-id {id}`: a deal ID or a puzzle ID, told apart as
//!   `pyramid-press check` does: `{game: "cards", ...cards-decode}` or
//!   `{game: "egypt", ...egypt-decode}`, or `{error, problem: {code,
//!   ...}}`: the command line's message and what is wrong as a code with
//!   its arguments ([`id_problem`], [`deal_problem`]).
//! - `egypt-decode {id}`: `{id, rows, cols, pos, target}`.
//! - `egypt-legal {pos}`: `{moves: [{move, from, over, to}]}` (square
//!   indices, row by row), in the engine's order.
//! - `egypt-play {pos, move}`: `{pos, mover, removed, from, over, to}`, or
//!   `{illegal: {kind, square, ...}, why}`.
//! - `egypt-decide {pos, target, positions?}`: `{winnable: true|false|null,
//!   move}` (null: the search ran out of its budget; `positions`, when
//!   given, lowers the budget from [`MAX_POSITIONS`]: the page tries a
//!   small one on its own thread, then the whole one in its worker).
//! - `egypt-end {pos, target}`: `{over, met, pips, pieces}`: whether no
//!   move is left, whether the target is met, the pips and pieces left.
//! - `egypt-idea {pos, target}`: `{idea: "middle-row"|...|null, level}`:
//!   the idea behind the puzzle as the generator finds it for a day's
//!   puzzle (the model player's grade, then `egypt::grade::idea_behind`), so `play.html` gives the same first
//!   hint as the day page; `idea` is null when none lowers the grade
//!   markedly, the position has no solution, or the grading would visit
//!   more than [`IDEA_POSITIONS`] positions.
//! - `egypt-check {id | pos+target, text, positions?}`: `{kind, solved, line, number,
//!   written, reason, count, moves}`: the verdict as data for the page to word
//!   (kind `solved`, `illegal`, `loses`, `short`, `unsolvable` or
//!   `malformed`; number: the move it names, or 0; written: that move as
//!   written; reason: see [`check::Checked`]; count: the moves read;
//!   moves: the moves they stand for, a deal's folded draws counted) and
//!   `line`, what the command line prints.
//! - `cards-decode {id}`: `{id, variant, pyramid, stock, rules}`.
//! - `cards-legal {deal, moves}`: `{moves}` legal after the `moves` played
//!   from the start (`deal`: `{pyramid, stock, rules}`).
//! - `cards-state {deal, moves}`: the position after `moves`, all the page
//!   draws and takes from the rules ([`cards_state`]).
//! - `cards-try {deal, moves, step}`: the legal move a step names there, or
//!   why it is not legal ([`cards_try`]).
//! - `cards-decide {deal, moves}`: `{winnable, move}`.
//! - `cards-check {deal | id, text, draw, reset}`: as `egypt-check`.
//!
//! Any failure is `{error}`: the one-line message the command line prints
//! for the same input.
//!
//! **On wasm32.** The searches get no time limit (the clock of
//! `std::time` does not run there) but a budget of positions; nothing
//! spawns a thread.

pub mod check;

use serde_json::{Value, json};

use cards::Table;
use cards::deal::{Card, Deal};
use cards::rules::{Passes, Rules, Win};
use egypt::board::{Board, IllegalMove, Move};
use egypt::notation::{format_position, parse_move, parse_position};
use egypt::solver::{self, Limits, SolveError};
use egypt::target::Target;

/// Positions a search of the module may settle before it gives up
/// (`winnable: null`): the day pages' grids (3x4, 4x5) need a few
/// thousand at most; the budget bounds the memory of a big grid opened by
/// its ID.
pub const MAX_POSITIONS: u64 = 4_000_000;

/// Positions the grading behind `egypt-idea` may visit (a day's puzzles
/// need far fewer; see BENCHMARKS.md, "The page's slowest searches").
pub const IDEA_POSITIONS: u64 = 100_000;

/// The limits of every search the module runs.
pub fn limits() -> Limits {
    Limits {
        max_positions: MAX_POSITIONS,
        max_time: None,
        watch: None,
    }
}

/// The limits of a request's search: [`limits`], or a smaller budget of
/// positions when the request names one (`positions`; the page's quick
/// try on its own thread before it hands a big search to its worker).
pub fn limits_of(req: &Value) -> Limits {
    let mut l = limits();
    if let Some(n) = req["positions"].as_u64() {
        l.max_positions = n.min(MAX_POSITIONS);
    }
    l
}

/// Answers one JSON request (see the module documentation).
pub fn call(request: &str) -> String {
    let answer = match serde_json::from_str::<Value>(request) {
        Ok(req) => answer(&req).unwrap_or_else(|e| json!({ "error": e })),
        Err(e) => json!({ "error": format!("not a JSON request: {e}") }),
    };
    answer.to_string()
}

fn answer(req: &Value) -> Result<Value, String> {
    let op = req["op"].as_str().unwrap_or("");
    match op {
        "decode-id" => decode_id(text(req, "id")?),
        "egypt-decode" => egypt_decode(text(req, "id")?),
        "egypt-legal" => egypt_legal(&board(req)?),
        "egypt-play" => egypt_play(&board(req)?, text(req, "move")?),
        "egypt-decide" => Ok(egypt_decide_within(
            &board(req)?,
            target(&req["target"])?,
            limits_of(req),
        )),
        "egypt-end" => {
            let b = board(req)?;
            let t = target(&req["target"])?;
            Ok(json!({
                "over": b.is_terminal(),
                "met": t.is_met(&b),
                "pips": b.pips(),
                "pieces": b.piece_count(),
            }))
        }
        "egypt-idea" => egypt_idea(&board(req)?, target(&req["target"])?),
        "egypt-check" => {
            let (b, t) = match req["id"].as_str() {
                Some(id) => egypt::puzzle_id::decode(id).map_err(|e| e.to_string())?,
                None => (board(req)?, target(&req["target"])?),
            };
            let c = check::check_puzzle(&b, t, text(req, "text")?, limits_of(req))?;
            Ok(checked_json(&c))
        }
        "cards-decode" => cards_decode(text(req, "id")?),
        "cards-legal" => {
            let t = table(&req["deal"])?;
            let s = replay(&t, &req["moves"])?;
            Ok(json!({ "moves": legal_texts(&t, &s) }))
        }
        "cards-state" => {
            let t = table(&req["deal"])?;
            let s = replay(&t, &req["moves"])?;
            Ok(cards_state(&t, &s))
        }
        "cards-try" => {
            let t = table(&req["deal"])?;
            let s = replay(&t, &req["moves"])?;
            cards_try(&t, &s, text(req, "step")?)
        }
        "cards-decide" => {
            let t = table(&req["deal"])?;
            let s = replay(&t, &req["moves"])?;
            Ok(cards_decide(&t, s))
        }
        "cards-check" => {
            let t = match req["id"].as_str() {
                Some(id) => {
                    let (deal, variant) = cards::deal_id::deal_of(id).map_err(|e| e.to_string())?;
                    Table::new(&deal, variant.rules())
                }
                None => table(&req["deal"])?,
            };
            let draw = words(&req["draw"]);
            let reset = words(&req["reset"]);
            let draw: Vec<&str> = draw.iter().map(String::as_str).collect();
            let reset: Vec<&str> = reset.iter().map(String::as_str).collect();
            let w = cards::written::StepWords {
                draw: &draw,
                reset: &reset,
            };
            let c = check::check_deal(&t, text(req, "text")?, &w)?;
            Ok(checked_json(&c))
        }
        _ => Err(format!("unknown request '{op}'")),
    }
}

fn checked_json(c: &check::Checked) -> Value {
    json!({
        "kind": c.kind.as_str(),
        "solved": c.solved,
        "line": c.line,
        "number": c.number,
        "written": c.written,
        "reason": c.reason,
        "count": c.count,
        "moves": c.moves,
    })
}

fn text<'a>(req: &'a Value, key: &str) -> Result<&'a str, String> {
    req[key]
        .as_str()
        .ok_or_else(|| format!("the request has no text '{key}'"))
}

fn words(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|w| w.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

// ---- Egyptian Solitaire ------------------------------------------------------

fn board(req: &Value) -> Result<Board, String> {
    parse_position(text(req, "pos")?).map_err(|e| e.to_string())
}

/// A target as the page writes it.
pub fn target(v: &Value) -> Result<Target, String> {
    match (v["kind"].as_str(), &v["value"]) {
        (Some("lone"), Value::String(p)) => match p.as_str() {
            "S" => Ok(Target::SMALL),
            "M" => Ok(Target::MEDIUM),
            "L" => Ok(Target::LARGE),
            _ => Err(format!("'{p}' is not a piece")),
        },
        (Some("score"), Value::Number(n)) => n
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Target::ScoreAtMost)
            .ok_or_else(|| format!("'{n}' is not a score")),
        _ => Err(format!("'{v}' is not a target")),
    }
}

/// A target as the page writes it (the inverse of [`target`]).
pub fn target_json(t: Target) -> Value {
    match t {
        Target::Lone(p) => json!({ "kind": "lone", "value": p.letter().to_string() }),
        Target::ScoreAtMost(n) => json!({ "kind": "score", "value": n }),
    }
}

/// The message of `pyramid-press check` for an ID of neither kind.
pub fn neither_id(id: &str) -> String {
    format!(
        "'{}' is neither a puzzle ID (like P34S-9H240-0H0-Z) nor a deal ID (like pyramid-17)",
        id.trim()
    )
}

/// Whether `id` is read as a deal ID (by `pyramid-press check` and the
/// pages alike): it looks like one, or a rule set's name comes before its
/// first '-', however badly the rest is written, so that its error speaks
/// of deals ("'abc' is not a seed").
pub fn names_a_deal(id: &str) -> bool {
    let names_a_variant = id.trim().split_once('-').is_some_and(|(name, _)| {
        cards::Variant::ALL
            .into_iter()
            .any(|v| v.name().eq_ignore_ascii_case(name.trim()))
    });
    cards::deal_id::looks_like_id(id) || names_a_variant
}

/// An ID decoded, or `{error, problem}`: the command line's message and
/// what is wrong as data (`problem.code` and its arguments) for the page
/// to word in its language.
fn decode_id(id: &str) -> Result<Value, String> {
    let (game, mut v) = if names_a_deal(id) {
        match cards::deal_id::decode(id) {
            Ok(_) => ("cards", cards_decode(id)?),
            Err(e) => return Ok(json!({ "error": e.to_string(), "problem": deal_problem(&e) })),
        }
    } else if egypt::puzzle_id::looks_like_id(id) {
        match egypt::puzzle_id::decode(id) {
            Ok(_) => ("egypt", egypt_decode(id)?),
            Err(e) => return Ok(json!({ "error": e.to_string(), "problem": id_problem(&e) })),
        }
    } else {
        return Ok(json!({
            "error": neither_id(id),
            "problem": { "code": "not-id", "id": id.trim() },
        }));
    };
    v["game"] = json!(game);
    Ok(v)
}

/// What is wrong with a puzzle ID, as a code and its arguments.
pub fn id_problem(e: &egypt::puzzle_id::IdError) -> Value {
    use egypt::puzzle_id::{IdError, Malformed};
    match e {
        IdError::NotAnId(id) => json!({ "code": "not-id", "id": id }),
        IdError::Checksum(_) => json!({ "code": "checksum" }),
        IdError::Malformed { what, .. } => match what {
            Malformed::Char(c, group) => {
                json!({ "code": "char", "char": c, "group": group.to_string() })
            }
            Malformed::Target(t) => json!({ "code": "target", "target": t }),
            Malformed::GridDigits(a, b) => {
                json!({ "code": "grid-digits", "chars": format!("{a}{b}") })
            }
            m => json!({ "code": m.code() }),
        },
    }
}

/// What is wrong with a deal ID, as a code and its arguments.
pub fn deal_problem(e: &cards::deal_id::DealIdError) -> Value {
    use cards::deal_id::DealIdError;
    match e {
        DealIdError::NotAnId(id) => json!({ "code": "not-id", "id": id }),
        DealIdError::UnknownVariant { name, .. } => json!({ "code": "variant", "name": name }),
        DealIdError::BadSeed { seed, .. } => {
            json!({ "code": "seed", "seed": seed, "max": u64::MAX.to_string() })
        }
    }
}

fn egypt_decode(id: &str) -> Result<Value, String> {
    let (b, t) = egypt::puzzle_id::decode(id).map_err(|e| e.to_string())?;
    Ok(json!({
        "id": egypt::puzzle_id::encode(&b, t),
        "rows": b.size().rows(),
        "cols": b.size().cols(),
        "pos": format_position(&b),
        "target": target_json(t),
    }))
}

fn egypt_legal(b: &Board) -> Result<Value, String> {
    let size = b.size();
    let moves: Vec<Value> = b
        .legal_moves()
        .into_iter()
        .map(|m| {
            let over = m.over().map_or(0, |o| size.index(o));
            json!({
                "move": m.to_string(),
                "from": size.index(m.from),
                "over": over,
                "to": size.index(m.to),
            })
        })
        .collect();
    Ok(json!({ "moves": moves }))
}

fn egypt_play(b: &Board, mv: &str) -> Result<Value, String> {
    let m: Move = parse_move(mv).map_err(|e| e.to_string())?;
    let size = b.size();
    let mut after = b.clone();
    match after.play(m) {
        Ok(_) => {
            let over = m.over().ok_or("not a hop")?;
            let piece = |sq| b.stack(sq).top().map(|p: egypt::board::Piece| p.letter());
            Ok(json!({
                "pos": format_position(&after),
                "mover": piece(m.from).map(String::from),
                "removed": piece(over).map(String::from),
                "from": size.index(m.from),
                "over": size.index(over),
                "to": size.index(m.to),
            }))
        }
        Err(why) => Ok(json!({ "illegal": illegal_json(&why, b), "why": why.to_string() })),
    }
}

/// Why a move is illegal, as fields the page words in its language.
pub(crate) fn illegal_json(why: &IllegalMove, b: &Board) -> Value {
    let size = b.size();
    let sq = |s: egypt::board::Square| s.to_string();
    match why {
        IllegalMove::OffBoard { square, .. } => {
            json!({ "kind": "off-board", "square": sq(*square) })
        }
        IllegalMove::NotAHop { mv } => json!({ "kind": "distance", "move": mv.to_string() }),
        IllegalMove::EmptyFrom { mv, square } => {
            json!({ "kind": "from-empty", "move": mv.to_string(), "square": sq(*square) })
        }
        IllegalMove::NothingToHop { mv, square } => {
            json!({ "kind": "over-empty", "move": mv.to_string(), "square": sq(*square),
                    "index": size.index(*square) })
        }
        IllegalMove::SizeMismatch { mv, square, .. } => {
            let letter = |s| {
                b.stack(s)
                    .top()
                    .map(|p: egypt::board::Piece| p.letter().to_string())
            };
            json!({ "kind": "size", "move": mv.to_string(), "square": sq(*square),
                    "piece": letter(mv.from), "on": letter(*square) })
        }
        IllegalMove::StackFull { mv, square, max } => {
            json!({ "kind": "full", "move": mv.to_string(), "square": sq(*square), "max": max })
        }
    }
}

/// Whether `target` can still be met from `b`, with a first move that
/// keeps it so: the command line's solver, [`solver::decide`].
pub fn egypt_decide(b: &Board, t: Target) -> Value {
    egypt_decide_within(b, t, limits())
}

/// [`egypt_decide`] within the given limits.
pub fn egypt_decide_within(b: &Board, t: Target, limits: Limits) -> Value {
    match solver::decide(b, t, limits) {
        Ok(d) => json!({
            "winnable": d.solvable,
            "move": d.solution.first().map(|m| m.to_string()),
        }),
        Err(SolveError::Budget { .. }) => json!({ "winnable": null, "move": null }),
        Err(e) => json!({ "error": e.to_string() }),
    }
}

/// The idea behind a puzzle, found as the generator finds it (see the
/// module documentation, `egypt-idea`).
pub fn egypt_idea(b: &Board, t: Target) -> Result<Value, String> {
    // play.html asks it as the page opens: a smaller budget than the
    // other searches keeps a big position (a full board) from holding the
    // page (no idea then).
    let limits = Limits {
        max_positions: IDEA_POSITIONS,
        ..limits()
    };
    // The grade does not depend on the line given (only the trap moments
    // along it do): none is given.
    let level = match egypt::grade::assess(b, t, &[], limits) {
        Ok(s) => s.level,
        Err(SolveError::Budget { .. }) => None,
        Err(e) => return Err(e.to_string()),
    };
    let Some(level) = level else {
        return Ok(json!({ "idea": null, "level": null }));
    };
    let idea = egypt::grade::idea_behind(b, t, level, limits).unwrap_or(None);
    Ok(json!({ "idea": idea.map(|(i, _)| i.key()), "level": level }))
}

// ---- The card solitaires -------------------------------------------------------

fn cards_decode(id: &str) -> Result<Value, String> {
    let (variant, seed) = cards::deal_id::decode(id).map_err(|e| e.to_string())?;
    let (deal, _) = cards::deal_id::deal_of(id).map_err(|e| e.to_string())?;
    Ok(json!({
        "id": cards::deal_id::encode(variant, seed),
        "variant": variant.name(),
        "pyramid": deal.pyramid().iter().map(Card::to_string).collect::<Vec<_>>(),
        "stock": deal.stock().iter().map(Card::to_string).collect::<Vec<_>>(),
    }))
}

fn cards_list(v: &Value, what: &str) -> Result<Vec<Card>, String> {
    v.as_array()
        .ok_or_else(|| format!("the deal has no {what}"))?
        .iter()
        .map(|c| {
            let c = c.as_str().unwrap_or("");
            c.parse::<Card>()
                .map_err(|_| format!("'{c}' is not a card"))
        })
        .collect()
}

/// The rules as the page writes them (`documents::games::cards::web::rules_json`).
pub fn rules(v: &Value) -> Result<Rules, String> {
    let avail = v["avail"].as_str().unwrap_or("");
    let passes = v["passes"].as_u64().unwrap_or(0);
    Ok(Rules {
        availability: avail
            .parse()
            .map_err(|_| format!("'{avail}' is not a rule"))?,
        overlap_pairing: v["overlap"].as_bool().unwrap_or(false),
        passes: match passes {
            0 => Passes::Unlimited,
            n => Passes::Limited(u8::try_from(n).map_err(|_| "too many passes".to_string())?),
        },
        win: match v["win"].as_str() {
            Some("all") => Win::AllCards,
            _ => Win::PyramidEmpty,
        },
    })
}

fn table(v: &Value) -> Result<Table, String> {
    let deal = Deal::custom(
        cards_list(&v["pyramid"], "pyramid")?,
        cards_list(&v["stock"], "stock")?,
    )
    .map_err(|e| e.to_string())?;
    Ok(Table::new(&deal, rules(&v["rules"])?))
}

fn legal_texts(t: &Table, s: &cards::engine::State) -> Vec<String> {
    let mut legal = Vec::new();
    if !t.is_won(s) {
        t.legal_moves(s, &mut legal);
    }
    legal.iter().map(ToString::to_string).collect()
}

/// The position after `moves` (as the engine writes them) from the start.
fn replay(t: &Table, moves: &Value) -> Result<cards::engine::State, String> {
    let mut s = t.start();
    let list = moves.as_array().map(Vec::as_slice).unwrap_or(&[]);
    for (i, m) in list.iter().enumerate() {
        let m = m.as_str().unwrap_or("");
        let mut legal = Vec::new();
        if !t.is_won(&s) {
            t.legal_moves(&s, &mut legal);
        }
        let mv = legal
            .iter()
            .find(|l| same_move(&l.to_string(), m))
            .ok_or_else(|| format!("move {}, {m}, is not legal", i + 1))?;
        s = t.apply(&s, mv);
    }
    Ok(s)
}

/// A location as the page names it: `p3` (pyramid card 3, row by row),
/// `s7` (stock card 7, in the deal's stock order).
fn loc_name(l: &cards::engine::Loc) -> String {
    match l.place {
        cards::engine::Place::Pyramid(i) => format!("p{i}"),
        cards::engine::Place::Stock(i) => format!("s{i}"),
    }
}

/// A legal move as the page takes it: `{move, kind, locs}` (kind `draw`,
/// `reset`, `king` or `pair`; locs as [`loc_name`]).
fn move_json(m: &cards::engine::Move) -> Value {
    use cards::engine::Move;
    let (kind, locs) = match m {
        Move::Draw => ("draw", vec![]),
        Move::Reset => ("reset", vec![]),
        Move::King(l) => ("king", vec![loc_name(l)]),
        Move::Pair(a, b) => ("pair", vec![loc_name(a), loc_name(b)]),
    };
    json!({ "move": m.to_string(), "kind": kind, "locs": locs })
}

/// A card position as the page draws it: every fact of the rules the
/// page needs, from the cards crate's engine.
///
/// `{pyramid: ["gone" | "free" | "under" | "covered"], pick: {loc: the
/// value that makes 13 with it (0 for a King)}, stock: cards left face
/// down, stockTop: the stock index of its top card or null, waste: stock
/// indices from the top, pass, passes (0: no limit), legal: [move_json],
/// won, over (no legal move), left: pyramid cards left}`. A pyramid card
/// is `free` when nothing covers it and `under` when one free card lies on
/// it and the rules let the two pair.
pub fn cards_state(t: &Table, s: &cards::engine::State) -> Value {
    let exposed = t.exposed(s);
    let n = t.pyramid_len();
    let present = |i: usize| s.pyramid & (1 << i) == 0;
    let mut pick = serde_json::Map::new();
    let need = |c: Card| if c.rank() == 13 { 0 } else { 13 - c.rank() };
    let pyramid: Vec<&str> = (0..n)
        .map(|i| {
            if !present(i) {
                return "gone";
            }
            if exposed & (1 << i) != 0 {
                pick.insert(format!("p{i}"), json!(need(t.deal().pyramid()[i])));
                return "free";
            }
            let on = t.covering(s, i);
            if t.rules().overlap_pairing && on.count_ones() == 1 && exposed & on != 0 {
                pick.insert(format!("p{i}"), json!(need(t.deal().pyramid()[i])));
                return "under";
            }
            "covered"
        })
        .collect();
    let av = t.stock_avail(s);
    for &j in &av.idx[..av.len] {
        pick.insert(format!("s{j}"), json!(need(t.deal().stock()[j as usize])));
    }
    let gone = |j: usize| s.stock & (1 << j) != 0;
    let waste: Vec<usize> = (0..(s.ptr as usize).min(t.stock_len()))
        .rev()
        .filter(|&j| !gone(j))
        .collect();
    let stock = (s.ptr as usize..t.stock_len())
        .filter(|&j| !gone(j))
        .count();
    let mut legal = Vec::new();
    if !t.is_won(s) {
        t.legal_moves(s, &mut legal);
    }
    json!({
        "pyramid": pyramid,
        "pick": pick,
        "stock": stock,
        "stockTop": t.stock_top(s),
        "waste": waste,
        "pass": s.pass,
        "passes": match t.rules().passes { Passes::Unlimited => 0, Passes::Limited(n) => n },
        "legal": legal.iter().map(move_json).collect::<Vec<_>>(),
        "won": t.is_won(s),
        "over": legal.is_empty(),
        "left": (0..n).filter(|&i| present(i)).count(),
    })
}

/// A step the player tries (written as the engine writes moves: `5H+8C`,
/// `KS`, `draw`, `reset`): `{move: move_json}` when it is legal here, or
/// `{fault, why}`: why not, as data ([`fault_json`]) and in the command
/// line's words.
fn cards_try(t: &Table, s: &cards::engine::State, step: &str) -> Result<Value, String> {
    let steps = cards::written::parse_move_list(step).map_err(|e| e.to_string())?;
    let [w] = steps.as_slice() else {
        return Err(format!("'{step}' is not one step"));
    };
    Ok(match cards::check::find_step(t, s, w.step) {
        Ok(m) => json!({ "move": move_json(&m) }),
        Err(f) => json!({ "fault": fault_json(&f, None), "why": f.to_string() }),
    })
}

/// Why a card step is not legal, as data for the page to word:
/// `{code, cards, sum, passes, noOverlap, draw}` ([`cards::check::Fault`];
/// `draw`: `[which, of]` inside a folded draw, or null).
pub fn fault_json(f: &cards::check::Fault, draw: Option<(usize, usize)>) -> Value {
    use cards::check::Fault;
    json!({
        "code": f.code(),
        "cards": f.cards().iter().map(Card::to_string).collect::<Vec<_>>(),
        "sum": match f { Fault::Sum(_, _, n) => Some(*n), _ => None },
        "passes": match f { Fault::PassesUsed(n) => Some(*n), _ => None },
        "noOverlap": matches!(f, Fault::NotFree { no_overlap: true, .. }),
        "draw": draw.map(|(k, n)| [k, n]),
    })
}

/// Whether two written card moves are the same (any case; a pair's cards
/// in either order).
fn same_move(a: &str, b: &str) -> bool {
    let key = |t: &str| {
        let mut cards: Vec<String> = t.split('+').map(str::to_ascii_uppercase).collect();
        cards.sort();
        cards
    };
    key(a) == key(b)
}

/// Whether the deal can still be won from `s`, with a first move of a
/// winning line: the command line's solver, [`cards::solver::decide_from`].
pub fn cards_decide(t: &Table, s: cards::engine::State) -> Value {
    if t.is_won(&s) {
        return json!({ "winnable": true, "move": null });
    }
    let r = cards::solver::decide_from(t, s);
    json!({
        "winnable": r.winnable,
        "move": r.solution.first().map(ToString::to_string),
    })
}

// ---- The WebAssembly interface ------------------------------------------------

// pp_alloc, pp_free and pp_call (see the wasm-call crate).
wasm_call::interface!(|request: &str| wasm_call::framed(call(request).as_bytes()));

#[cfg(test)]
mod tests;
