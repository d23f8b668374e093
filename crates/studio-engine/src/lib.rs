//! The studio's engine: every printed product of the command line made
//! from one request, with no file in or out. The command line and this
//! crate call the same functions of `documents` (`documents::make` and the
//! sheets' own), so "Download PDF" in the studio gives the command line's
//! bytes.
//!
//! Compiled to `wasm32-unknown-unknown` (scripts/build-wasm.sh) it is the
//! module the studio page (`pyramid-press studio`) runs in a Web Worker;
//! natively the same [`call`] runs in the tests.
//!
//! **The module's interface** (no bindings generator), as the web engine's:
//! `pp_alloc(len)` gives a buffer, the script writes a UTF-8 JSON request
//! there and calls `pp_call(ptr, len)`, which frees the request and returns
//! a buffer: its length after these 4 bytes (little-endian), the length of
//! the answer's JSON head (4 bytes), the head, then the files' bytes one
//! after the other in the head's order; the script gives it back with
//! `pp_free(ptr, 4 + len)`. While it works the module calls the page's
//! `env.pp_progress(done, total)` (puzzles generated of the total).
//!
//! **Requests** (`"op"` names the product; every setting optional, with the
//! command line's default):
//!
//! - `book {template, name, ledger}`: the template's TOML text; `name`
//!   the template's file name without `.toml` (the files are `NAME.pdf`
//!   and `NAME-cover.pdf`, as `book --template NAME.toml` writes them);
//!   `ledger`, for a book of a series, the ledger's text (none: the first
//!   volume). Gives the interior, the cover and the updated ledger.
//! - `handout {template, name}`.
//! - `daily {date, paper, color, every, lang, play_url}`.
//! - `cards-sheet {variant, tier, count, seed, paper, lang, play_url}`.
//! - `rules {paper, color, lang}`, `mat {grid, square_mm, paper, lang}`.
//! - `games`: the game registry's games and the choices of their sections.
//!
//! Every product request takes `preview: [page numbers from 1]` and
//! `pdf: false` (pages drawn as SVG, no PDF). The head is `{files: [{name,
//! kind, size}], pages, warnings, cover}`, or `{error, field}`: the command
//! line's message and the setting it is about (for a template: `line` and
//! `column` too).

use std::path::Path;

use serde_json::{Value, json};

use documents::daily::DailyOptions;
use documents::locale::Lang;
use documents::make::{self, MakeError};
use documents::play_link::PlayUrl;
use documents::series::{Ledger, LedgerChange};
use documents::template::{BookTemplate, HandoutTemplate, Source, TemplateError};
use render::{Document, Paper, to_pdf, to_pdf_with, to_svg};

/// The most pages one request draws as SVG for the preview.
pub const MAX_PREVIEW_PAGES: usize = 12;

/// One file of an answer.
#[derive(Debug, Clone, PartialEq)]
pub struct File {
    pub name: String,
    /// `pdf`, `svg` (a preview page: `preview-N`, `cover`) or `text`.
    pub kind: &'static str,
    pub bytes: Vec<u8>,
}

/// An answer: its head (JSON) and its files.
#[derive(Debug, Default)]
pub struct Answer {
    pub head: Value,
    pub files: Vec<File>,
}

/// A failed request: the message and the setting it is about.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub field: &'static str,
    /// Line and column in the template, for a template's problem.
    pub at: Option<(usize, usize)>,
}

impl Failure {
    fn on(field: &'static str, message: impl ToString) -> Failure {
        Failure {
            message: message.to_string(),
            field,
            at: None,
        }
    }
}

impl From<TemplateError> for Failure {
    fn from(e: TemplateError) -> Failure {
        Failure {
            at: Some((e.line, e.column)),
            message: e.to_string(),
            field: "template",
        }
    }
}

fn made(field: &'static str) -> impl Fn(MakeError) -> Failure {
    move |e| match e {
        MakeError::Template(t) => t.into(),
        e => Failure::on(field, e),
    }
}

/// Answers one request (see the crate's documentation).
pub fn call(request: &str) -> Answer {
    let result = match serde_json::from_str::<Value>(request) {
        Ok(req) => answer(&req),
        Err(e) => Err(Failure::on("request", format!("not a JSON request: {e}"))),
    };
    match result {
        Ok(a) => a,
        Err(f) => Answer {
            head: json!({
                "error": f.message,
                "field": f.field,
                "line": f.at.map(|a| a.0),
                "column": f.at.map(|a| a.1),
            }),
            files: Vec::new(),
        },
    }
}

/// The bytes `pp_call` hands the page: the head's length, the head, the
/// files.
pub fn packed(a: &Answer) -> Vec<u8> {
    let mut head = a.head.clone();
    head["files"] = Value::Array(
        a.files
            .iter()
            .map(|f| json!({ "name": f.name, "kind": f.kind, "size": f.bytes.len() }))
            .collect(),
    );
    let head = head.to_string();
    let size = 4 + head.len() + a.files.iter().map(|f| f.bytes.len()).sum::<usize>();
    let mut out = Vec::with_capacity(4 + size);
    out.extend_from_slice(&(size as u32).to_le_bytes());
    out.extend_from_slice(&(head.len() as u32).to_le_bytes());
    out.extend_from_slice(head.as_bytes());
    for f in &a.files {
        out.extend_from_slice(&f.bytes);
    }
    out
}

fn answer(req: &Value) -> Result<Answer, Failure> {
    let op = req["op"].as_str().unwrap_or("");
    match op {
        "games" => Ok(Answer {
            head: games(),
            files: Vec::new(),
        }),
        "book" => book(req),
        "handout" => handout(req),
        "daily" => {
            let lang = lang(req)?;
            let date = match req["date"].as_str() {
                Some(d) => egypt::daily::parse_date(d).map_err(|e| Failure::on("date", e))?,
                None => return Err(Failure::on("date", "give the day, as YYYY-MM-DD")),
            };
            let opts = DailyOptions {
                paper: paper(req)?,
                color: req["color"].as_bool().unwrap_or(false),
                every: whole(req, "every", 0, documents::make::MAX_EVERY as u64)? as usize,
            };
            let play = play_url(req)?;
            progress(0, 1);
            let doc = documents::locale::scoped(lang, || {
                make::daily_document(date, &opts, play.as_ref())
            })
            .map_err(made("date"))?;
            progress(1, 1);
            let name = format!("daily-{}", egypt::daily::date_text(date));
            document_answer(req, &name, &doc)
        }
        "cards-sheet" => {
            let lang = lang(req)?;
            let variant = match req["variant"].as_str().unwrap_or("pyramid") {
                "pyramid" => cards::Variant::Pyramid,
                "cheops" => cards::Variant::Cheops,
                "pharaohs" => cards::Variant::Pharaohs,
                v => {
                    return Err(Failure::on(
                        "variant",
                        format!("unknown rule set '{v}': use pyramid, cheops or pharaohs"),
                    ));
                }
            };
            let tier = match req["tier"].as_str().unwrap_or("medium") {
                "easy" => cards::Tier::Easy,
                "medium" => cards::Tier::Medium,
                "hard" => cards::Tier::Hard,
                "expert" => cards::Tier::Expert,
                t => {
                    return Err(Failure::on(
                        "tier",
                        format!("unknown tier '{t}': use easy, medium, hard or expert"),
                    ));
                }
            };
            let count = whole(req, "count", 1, make::MAX_SHEET_DEALS as u64)?;
            let count = if req["count"].is_null() {
                4
            } else {
                count as usize
            };
            let seed = if req["seed"].is_null() {
                1
            } else {
                whole(req, "seed", 0, u64::MAX)?
            };
            let paper = paper(req)?;
            let play = play_url(req)?;
            let rules = variant.rules();
            progress(0, count);
            let deals = make::sheet_deals(rules, tier, count, seed).map_err(made("count"))?;
            progress(count, count);
            let doc = documents::locale::scoped(lang, || {
                make::cards_sheet_document(rules, &deals, paper, play.as_ref())
            })
            .map_err(made("count"))?;
            let rules_name = documents::games::cards::words::rules_name(rules)
                .to_ascii_lowercase()
                .replace(' ', "-");
            let name = format!("cards-{rules_name}-{tier}-seed{seed}");
            document_answer(req, &name, &doc)
        }
        "rules" => {
            let lang = lang(req)?;
            let paper = paper(req)?;
            let color = req["color"].as_bool().unwrap_or(false);
            let doc = documents::locale::scoped(lang, || {
                documents::games::egypt::rules_sheet::rules_document_with(paper, color)
            });
            document_answer(req, &format!("rules-{paper}"), &doc)
        }
        "mat" => {
            let lang = lang(req)?;
            let grid = req["grid"].as_str().unwrap_or("3x4");
            let (rows, cols) =
                documents::mat::parse_grid(grid).map_err(|e| Failure::on("grid", e))?;
            let square = match &req["square_mm"] {
                Value::Null => documents::mat::DEFAULT_SQUARE_MM,
                v => v.as_f64().ok_or_else(|| {
                    Failure::on("square_mm", "the square's side is a number of millimetres")
                })?,
            };
            let (lo, hi) = (documents::mat::MIN_SQUARE_MM, documents::mat::MAX_SQUARE_MM);
            if !(lo..=hi).contains(&square) {
                return Err(Failure::on(
                    "square_mm",
                    format!("the square's side must be {lo} to {hi} mm, not {square}"),
                ));
            }
            let paper = paper(req)?;
            let doc = documents::locale::scoped(lang, || {
                documents::mat::mat_document(rows, cols, square, paper)
            })
            .map_err(|e| Failure::on("grid", e))?;
            document_answer(req, &format!("mat-{rows}x{cols}-{paper}"), &doc)
        }
        _ => Err(Failure::on("request", format!("unknown request '{op}'"))),
    }
}

/// The games of the registry and what their sections take (as the
/// studio page's form offers them).
fn games() -> Value {
    documents::studio::choices()
}

fn lang(req: &Value) -> Result<Lang, Failure> {
    req["lang"]
        .as_str()
        .unwrap_or("en")
        .parse()
        .map_err(|e: documents::locale::UnknownLang| Failure::on("lang", e))
}

fn paper(req: &Value) -> Result<Paper, Failure> {
    req["paper"]
        .as_str()
        .unwrap_or("letter")
        .parse()
        .map_err(|e| Failure::on("paper", e))
}

fn play_url(req: &Value) -> Result<Option<PlayUrl>, Failure> {
    match req["play_url"].as_str() {
        None | Some("") => Ok(None),
        Some(u) => PlayUrl::parse(u)
            .map(Some)
            .map_err(|e| Failure::on("play_url", e)),
    }
}

/// A whole number setting from `lo` to `hi` (`lo` when not given).
fn whole(req: &Value, key: &'static str, lo: u64, hi: u64) -> Result<u64, Failure> {
    let v = &req[key];
    if v.is_null() {
        return Ok(lo);
    }
    match v
        .as_u64()
        .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
    {
        Some(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(Failure::on(
            key,
            format!("{key} must be a whole number from {lo} to {hi}"),
        )),
    }
}

/// The pages asked for as SVG (numbers from 1), at most
/// [`MAX_PREVIEW_PAGES`].
fn preview_pages(req: &Value, pages: usize) -> Vec<usize> {
    req["preview"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(Value::as_u64)
                .filter(|&n| n >= 1 && n as usize <= pages)
                .map(|n| n as usize)
                .take(MAX_PREVIEW_PAGES)
                .collect()
        })
        .unwrap_or_default()
}

fn wants_pdf(req: &Value) -> bool {
    req["pdf"].as_bool().unwrap_or(true)
}

fn svg_pages(req: &Value, doc: &Document, files: &mut Vec<File>) {
    for n in preview_pages(req, doc.pages.len()) {
        files.push(File {
            name: format!("preview-{n}"),
            kind: "svg",
            bytes: to_svg(&doc.pages[n - 1]).into_bytes(),
        });
    }
}

/// A document's PDF as the command line writes it, and the pages asked
/// for as SVG.
fn document_answer(req: &Value, name: &str, doc: &Document) -> Result<Answer, Failure> {
    let mut files = Vec::new();
    if wants_pdf(req) {
        files.push(File {
            name: format!("{name}.pdf"),
            kind: "pdf",
            bytes: to_pdf(doc).map_err(|e| Failure::on("request", e))?,
        });
    }
    svg_pages(req, doc, &mut files);
    Ok(Answer {
        head: json!({ "pages": doc.pages.len(), "warnings": [] }),
        files,
    })
}

fn template_source(req: &Value, default: &str) -> Result<(String, Source), Failure> {
    let name = req["name"].as_str().unwrap_or(default);
    let name = if name.trim().is_empty() {
        default
    } else {
        name
    };
    let text = req["template"]
        .as_str()
        .ok_or_else(|| Failure::on("template", "the request has no template"))?;
    Ok((
        name.to_string(),
        Source {
            file: format!("{name}.toml"),
            text: text.to_string(),
        },
    ))
}

fn book(req: &Value) -> Result<Answer, Failure> {
    let (name, source) = template_source(req, "book")?;
    let t = BookTemplate::from_source(source)?;
    let _language = documents::locale::enter(t.language);
    documents::book::check_book_layout(&t)?;
    let ledger: Option<Ledger> = match &t.series {
        Some(_) => match req["ledger"].as_str() {
            Some(text) => Some(
                documents::series::parse(text)
                    .map_err(|e| Failure::on("ledger", format!("the ledger is damaged: {e}")))?,
            ),
            None => Some(Ledger::default()),
        },
        None => None,
    };
    let total = t.puzzle_count();
    progress(0, total);
    let made =
        make::make_book(t, ledger.as_ref(), &|n| progress(n, total)).map_err(made("book"))?;
    let pages = made.pages();
    let mut files = Vec::new();
    if wants_pdf(req) {
        files.push(File {
            name: format!("{name}.pdf"),
            kind: "pdf",
            bytes: to_pdf_with(&made.interior, &made.options)
                .map_err(|e| Failure::on("book", e))?,
        });
        if let Some(c) = &made.cover {
            files.push(File {
                name: format!("{name}-cover.pdf"),
                kind: "pdf",
                bytes: to_pdf_with(&c.document, &c.options).map_err(|e| Failure::on("book", e))?,
            });
        }
    }
    svg_pages(req, &made.interior, &mut files);
    let mut cover = Value::Null;
    if let Some(c) = &made.cover {
        if req["cover"].as_bool().unwrap_or(false) {
            files.push(File {
                name: "cover".into(),
                kind: "svg",
                bytes: to_svg(&c.document.pages[0]).into_bytes(),
            });
        }
        cover = json!({
            "width_in": c.document.pages[0].width / 72.0,
            "height_in": c.document.pages[0].height / 72.0,
            "spine_in": c.spine / 72.0,
            "spine_text": c.spine_text,
            "paper": c.paper.name(),
        });
    }
    let t = &made.template;
    let mut note = Value::Null;
    if let (Some(s), Some(l), Some((volume, records))) = (&t.series, &ledger, made.volume_record())
    {
        let file = s.ledger.file_name().map_or_else(
            || "series.ledger".into(),
            |f| f.to_string_lossy().into_owned(),
        );
        match documents::series::record_volume(l, Path::new(&file), volume, records)
            .map_err(|e| Failure::on("ledger", e))?
        {
            LedgerChange::Add(text) => {
                note = json!("added");
                files.push(File {
                    name: file,
                    kind: "text",
                    bytes: text.into_bytes(),
                });
            }
            LedgerChange::Unchanged => note = json!("unchanged"),
        }
    }
    let warnings = documents::publish::print_warnings(t, pages);
    Ok(Answer {
        head: json!({
            "pages": pages,
            "puzzles": t.puzzle_count(),
            "warnings": warnings,
            "cover": cover,
            "ledger": note,
        }),
        files,
    })
}

fn handout(req: &Value) -> Result<Answer, Failure> {
    let (name, source) = template_source(req, "handout")?;
    let t = HandoutTemplate::from_source(source)?;
    let _language = documents::locale::enter(t.language);
    documents::handout::check_handout_layout(&t)?;
    let total: usize = t.sections.iter().map(|s| s.count).sum();
    progress(0, total);
    let puzzles = documents::volume::generate_distinct(
        &t.source,
        &t.sections,
        t.seed,
        &Default::default(),
        &|n| progress(n, total),
    )?;
    let doc = documents::handout::handout_document(&t, &puzzles)
        .map_err(|e| Failure::on("handout", e))?;
    document_answer(req, &name, &doc)
}

/// Tells the page how far the work is.
fn progress(done: usize, total: usize) {
    #[cfg(target_arch = "wasm32")]
    {
        #[link(wasm_import_module = "env")]
        unsafe extern "C" {
            fn pp_progress(done: u32, total: u32);
        }
        // SAFETY: the page gives the module this function, which only
        // reads its two numbers.
        unsafe { pp_progress(done as u32, total as u32) }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (done, total);
}

// ---- The module's interface ----------------------------------------------

// pp_alloc, pp_free and pp_call (see the wasm-call crate).
wasm_call::interface!(|request: &str| packed(&call(request)));

#[cfg(test)]
mod tests;
