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
//! **Two stages.** [`read`] reads the request and checks every setting
//! (the JSON, every field, the template's text, the ledger, the play
//! address) and makes nothing; [`call`] reads so and then makes the
//! product. The failures of either are said in the page's language
//! (`ui`) where the studio's catalogue has words for them
//! (`studio-err-...`), in the library's English otherwise.
//!
//! A book or handout request with `check: true` only reads the template
//! and answers `{checked: true}` or its errors (the page asks so when it
//! found a problem of its own, to mark the engine's beside it).
//!
//! Every product request takes `preview: [page numbers from 1]`,
//! `pdf: false` (pages drawn as SVG, no PDF) and `ui` (the page's
//! language, for its words: `summary` and `warnings`). The head is
//! `{files: [{name, kind, size}], pages, answers, summary, warnings,
//! cover}` (`answers`: the pages of solutions), or `{error, field,
//! errors}`: the command line's message and the setting it is about (for
//! a template: `line` and `column` too), and in `errors` every bad setting
//! found, each `{error, field, line, column}`.
//!
//! The engine keeps the sections of the books it made (their puzzles, by
//! section, seed and puzzles avoided): a book made again with other words,
//! another page or other sections generates only the sections it has not
//! made, and gives the same bytes as a book made afresh. It keeps the last
//! document it made too (the book as laid out, with its cover): the same
//! request asking for other pages (`preview`, `pdf`, `cover` and `ui`
//! aside, the same settings) draws them from it without making anything
//! again, so the page turns through a whole book in a moment.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::rc::Rc;

use serde_json::{Value, json};

use documents::daily::DailyOptions;
use documents::locale::Lang;
use documents::make::{self, MakeError};
use documents::play_link::PlayUrl;
use documents::puzzle::Puzzles;
use documents::series::{Ledger, LedgerChange, SeriesKey};
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
    /// The message in the studio's catalogue (`studio-err-...`) and its
    /// arguments, for the page's language; none: the library's words.
    pub words: Option<Words>,
}

/// A message of the studio's catalogue and its arguments.
pub type Words = (&'static str, Vec<(&'static str, String)>);

impl Failure {
    fn on(field: &'static str, message: impl ToString) -> Failure {
        Failure {
            message: message.to_string(),
            field,
            at: None,
            words: None,
        }
    }

    /// A failure with its words in the studio's catalogue too.
    fn said(field: &'static str, message: impl ToString, words: Words) -> Failure {
        Failure {
            words: Some(words),
            ..Failure::on(field, message)
        }
    }

    /// The message in the page's language: the catalogue's words when
    /// there are some (after the template's place, for a template's
    /// problem), else the library's (English).
    pub fn text(&self, ui: Lang) -> String {
        let Some((id, args)) = &self.words else {
            return self.message.clone();
        };
        // `field`: the catalogue's name of the field; a number written
        // with the page's decimal sign.
        let args: Vec<(&str, documents::locale::Value)> = args
            .iter()
            .map(|(k, v)| {
                let v = match *k {
                    "field" => documents::locale::tr_in(ui, v, &[]),
                    "value" | "least" if ui != Lang::En => v.replace('.', ","),
                    _ => v.clone(),
                };
                (*k, documents::locale::Value::from(v))
            })
            .collect();
        let said = documents::locale::tr_in(ui, id, &args);
        // "file:line:column: " stays before a template's problem.
        match self.at {
            Some((line, column)) => {
                let place = format!(":{line}:{column}: ");
                match self.message.find(&place) {
                    Some(i) => format!("{}{said}", &self.message[..i + place.len()]),
                    None => said,
                }
            }
            None => said,
        }
    }
}

/// The words of a bad play address.
fn play_words(e: &documents::play_link::PlayUrlError) -> Words {
    use documents::play_link::{MAX_URL_LEN, PlayUrlError as E};
    let most = || ("most", MAX_URL_LEN.to_string());
    match e {
        E::NotHttp(u) => ("studio-err-play-not-http", vec![("url", u.clone())]),
        E::NoHost(u) => ("studio-err-play-no-host", vec![("url", u.clone())]),
        E::Fragment(u) => ("studio-err-play-fragment", vec![("url", u.clone())]),
        E::OtherPage(u, p) => (
            "studio-err-play-other-page",
            vec![("url", u.clone()), ("page", p.clone())],
        ),
        E::BadChar(w) => ("studio-err-play-bad-char", vec![("what", w.clone())]),
        E::TooLong(n) | E::PageTooLong(n) => (
            "studio-err-play-too-long",
            vec![("length", n.to_string()), most()],
        ),
    }
}

/// The words of a margin or a section's count out of range, read from
/// the library's "margins.top = 5 in leaves too little page: ..." or
/// "count = 0 is out of range: use 1 to 1000".
fn value_words(message: &str) -> Option<Words> {
    if let Some(rest) = message.strip_prefix("margins.") {
        let (k, rest) = rest.split_once(" = ")?;
        if !["top", "bottom", "outside", "inside"].contains(&k) {
            return None;
        }
        let (x, rest) = rest.split_once(" in ")?;
        let field = ("field", format!("studio-margin-name-{k}"));
        let value = ("value", x.to_string());
        if rest.starts_with("leaves too little page") {
            return Some(("studio-err-margin-big", vec![field, value]));
        }
        let (least, _) = rest
            .strip_prefix("is below the printers' minimum of ")?
            .split_once(" in")?;
        return Some((
            "studio-err-margin-small",
            vec![field, value, ("least", least.to_string())],
        ));
    }
    let rest = message.strip_prefix("count = ")?;
    let (n, hi) = rest.split_once(" is out of range: use 1 to ")?;
    Some((
        "studio-err-count-range",
        vec![
            ("field", "studio-section-count".to_string()),
            ("value", n.to_string()),
            ("hi", hi.to_string()),
        ],
    ))
}

impl Failure {
    /// The margin a margin's problem is about ("top", ...), for the page
    /// to mark its box.
    fn margin(&self) -> Option<&str> {
        let (id, args) = self.words.as_ref()?;
        id.starts_with("studio-err-margin-")
            .then(|| args.iter().find(|(k, _)| *k == "field"))
            .flatten()
            .and_then(|(_, v)| v.strip_prefix("studio-margin-name-"))
    }
}

impl From<TemplateError> for Failure {
    fn from(e: TemplateError) -> Failure {
        use documents::template::Problem;
        // The key named in "unknown key 'k' (...)" or "missing key 'k'".
        let key = || {
            let (_, rest) = e.message.split_once('\'')?;
            let (k, _) = rest.split_once('\'')?;
            Some(k.to_string())
        };
        let words = match e.problem {
            Problem::UnknownKey => key().map(|k| ("studio-err-unknown-key", vec![("key", k)])),
            Problem::MissingKey => key().map(|k| ("studio-err-missing-key", vec![("key", k)])),
            Problem::Value => value_words(&e.message),
            _ => None,
        };
        Failure {
            at: Some((e.line, e.column)),
            message: e.to_string(),
            field: "template",
            words,
        }
    }
}

/// Every bad setting of a request (at least one).
#[derive(Debug)]
pub struct Failures(pub Vec<Failure>);

impl From<Failure> for Failures {
    fn from(f: Failure) -> Failures {
        Failures(vec![f])
    }
}

impl From<TemplateError> for Failures {
    fn from(e: TemplateError) -> Failures {
        Failure::from(e).into()
    }
}

/// The settings read so far and the problems found in them: every
/// setting is read, so that the page marks every bad one at once.
#[derive(Default)]
struct Checks(Vec<Failure>);

impl Checks {
    fn keep<T>(&mut self, r: Result<T, Failure>) -> Option<T> {
        r.map_err(|f| self.0.push(f)).ok()
    }

    /// The settings, all good, or every problem.
    fn done<T>(self, all: Option<T>) -> Result<T, Failures> {
        match all {
            Some(t) if self.0.is_empty() => Ok(t),
            _ => Err(Failures(self.0)),
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
    let result = read(request).and_then(|(req, r)| answer(&req, r));
    match result {
        Ok(a) => a,
        Err(Failures(all)) => {
            let ui = serde_json::from_str::<Value>(request).map_or(Lang::En, |r| ui(&r));
            let each = |f: &Failure| {
                json!({
                    "error": f.text(ui),
                    "field": f.field,
                    "line": f.at.map(|a| a.0),
                    "column": f.at.map(|a| a.1),
                    "margin": f.margin(),
                })
            };
            let mut head = all.first().map_or_else(
                || json!({ "error": "the request failed", "field": "request" }),
                each,
            );
            head["errors"] = all.iter().map(each).collect();
            Answer {
                head,
                files: Vec::new(),
            }
        }
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

/// A request read and checked: every setting the product is made from,
/// nothing made yet ([`read`]).
pub enum Request {
    Games,
    Book {
        /// The files' name (`NAME.pdf`, `NAME-cover.pdf`).
        name: String,
        template: Box<BookTemplate>,
        /// The series' ledger, for a book of a series (empty for its
        /// first volume).
        ledger: Option<Ledger>,
    },
    Handout {
        name: String,
        template: Box<HandoutTemplate>,
    },
    Daily {
        lang: Lang,
        date: time::Date,
        options: DailyOptions,
        play: Option<PlayUrl>,
    },
    Cards {
        lang: Lang,
        rules: cards::Rules,
        tier: cards::Tier,
        count: usize,
        seed: u64,
        paper: Paper,
        play: Option<PlayUrl>,
    },
    Rules {
        lang: Lang,
        paper: Paper,
        color: bool,
    },
    Mat {
        lang: Lang,
        rows: usize,
        cols: usize,
        square_mm: f64,
        paper: Paper,
    },
}

/// The first stage of every request: reads the request's JSON and checks
/// every setting of it (the template's text as `book --template` reads
/// it, with its layout's limits; the ledger's file; the play address; the
/// counts, seed, paper, language, date, grid, ...), and makes nothing. A
/// request that reads here is made by [`call`] (which calls this first);
/// one that does not gives every bad setting, as [`call`] gives them.
pub fn read(request: &str) -> Result<(Value, Request), Failures> {
    let req = serde_json::from_str::<Value>(request).map_err(|e| {
        Failure::said(
            "request",
            format!("not a JSON request: {e}"),
            ("studio-err-json", vec![]),
        )
    })?;
    let r = read_request(&req)?;
    Ok((req, r))
}

fn read_request(req: &Value) -> Result<Request, Failures> {
    let op = req["op"].as_str().unwrap_or("");
    match op {
        "games" => Ok(Request::Games),
        "book" => read_book(req),
        "handout" => {
            let (name, source) = template_source(req, "handout")?;
            let t = read_template(source, HandoutTemplate::from_source)?;
            let _language = documents::locale::enter(t.language);
            documents::handout::check_handout_layout(&t)?;
            Ok(Request::Handout {
                name,
                template: Box::new(t),
            })
        }
        "daily" => {
            let mut c = Checks::default();
            let lang = c.keep(lang(req));
            let date = c.keep(match req["date"].as_str() {
                Some(d) => egypt::daily::parse_date(d).map_err(|e| {
                    let words = vec![
                        ("text", d.to_string()),
                        ("first", egypt::daily::FIRST_DATE.to_string()),
                        ("last", egypt::daily::LAST_DATE.to_string()),
                    ];
                    Failure::said("date", e, ("studio-err-date", words))
                }),
                None => Err(Failure::said(
                    "date",
                    "give the day, as YYYY-MM-DD",
                    ("studio-err-date-missing", vec![]),
                )),
            });
            let paper = c.keep(paper(req));
            let every = c.keep(whole(req, "every", 0, documents::make::MAX_EVERY as u64));
            let play = c.keep(play_url(req));
            let (lang, date, paper, every, play) = c.done(zip5(lang, date, paper, every, play))?;
            Ok(Request::Daily {
                lang,
                date,
                options: DailyOptions {
                    paper,
                    color: req["color"].as_bool().unwrap_or(false),
                    every: every as usize,
                },
                play,
            })
        }
        "cards-sheet" => {
            let mut c = Checks::default();
            let lang = c.keep(lang(req));
            let variant = c.keep(match req["variant"].as_str().unwrap_or("pyramid") {
                "pyramid" => Ok(cards::Variant::Pyramid),
                "cheops" => Ok(cards::Variant::Cheops),
                "pharaohs" => Ok(cards::Variant::Pharaohs),
                v => Err(Failure::said(
                    "variant",
                    format!("unknown rule set '{v}': use pyramid, cheops or pharaohs"),
                    ("studio-err-variant", vec![("value", v.to_string())]),
                )),
            });
            let tier = c.keep(match req["tier"].as_str().unwrap_or("medium") {
                "easy" => Ok(cards::Tier::Easy),
                "medium" => Ok(cards::Tier::Medium),
                "hard" => Ok(cards::Tier::Hard),
                "expert" => Ok(cards::Tier::Expert),
                t => Err(Failure::said(
                    "tier",
                    format!("unknown tier '{t}': use easy, medium, hard or expert"),
                    ("studio-err-tier", vec![("value", t.to_string())]),
                )),
            });
            let count = c.keep(if req["count"].is_null() {
                Ok(4)
            } else {
                whole(req, "count", 1, make::MAX_SHEET_DEALS as u64)
            });
            let seed = c.keep(if req["seed"].is_null() {
                Ok(1)
            } else {
                whole(req, "seed", 0, u64::MAX)
            });
            let paper = c.keep(paper(req));
            let play = c.keep(play_url(req));
            let ((lang, variant, tier), (count, seed, paper, play)) =
                c.done(zip3(lang, variant, tier).zip(zip4(count, seed, paper, play)))?;
            Ok(Request::Cards {
                lang,
                rules: variant.rules(),
                tier,
                count: count as usize,
                seed,
                paper,
                play,
            })
        }
        "rules" => {
            let mut c = Checks::default();
            let lang = c.keep(lang(req));
            let paper = c.keep(paper(req));
            let (lang, paper) = c.done(lang.zip(paper))?;
            Ok(Request::Rules {
                lang,
                paper,
                color: req["color"].as_bool().unwrap_or(false),
            })
        }
        "mat" => {
            let mut c = Checks::default();
            let lang = c.keep(lang(req));
            let grid_text = req["grid"].as_str().unwrap_or("3x4");
            let grid = c.keep(
                documents::mat::parse_grid(grid_text).map_err(|e| grid_failure(grid_text, e)),
            );
            let square = c.keep(match &req["square_mm"] {
                Value::Null => Ok(documents::mat::DEFAULT_SQUARE_MM),
                v => v
                    .as_f64()
                    .ok_or_else(|| {
                        Failure::said(
                            "square_mm",
                            "the square's side is a number of millimetres",
                            ("studio-err-square-number", vec![]),
                        )
                    })
                    .and_then(|square| {
                        let (lo, hi) =
                            (documents::mat::MIN_SQUARE_MM, documents::mat::MAX_SQUARE_MM);
                        if (lo..=hi).contains(&square) {
                            Ok(square)
                        } else {
                            Err(Failure::said(
                                "square_mm",
                                format!("the square's side must be {lo} to {hi} mm, not {square}"),
                                (
                                    "studio-err-square-range",
                                    vec![
                                        ("lo", lo.to_string()),
                                        ("hi", hi.to_string()),
                                        ("value", square.to_string()),
                                    ],
                                ),
                            ))
                        }
                    }),
            });
            let paper = c.keep(paper(req));
            let (lang, (rows, cols), square_mm, paper) = c.done(zip4(lang, grid, square, paper))?;
            Ok(Request::Mat {
                lang,
                rows,
                cols,
                square_mm,
                paper,
            })
        }
        _ => Err(Failure::said(
            "request",
            format!("unknown request '{op}'"),
            ("studio-err-unknown-request", vec![("op", op.to_string())]),
        )
        .into()),
    }
}

fn read_book(req: &Value) -> Result<Request, Failures> {
    let (name, source) = template_source(req, "book")?;
    let t = read_template(source, BookTemplate::from_source)?;
    {
        let _language = documents::locale::enter(t.language);
        documents::book::check_book_layout(&t)?;
    }
    let ledger: Option<Ledger> = match &t.series {
        Some(_) => match req["ledger"].as_str() {
            Some(text) => Some(documents::series::parse(text).map_err(|e| {
                Failure::said(
                    "ledger",
                    format!("the ledger is damaged: {e}"),
                    ("studio-err-ledger", vec![("line", e.line.to_string())]),
                )
            })?),
            None => Some(Ledger::default()),
        },
        None => None,
    };
    Ok(Request::Book {
        name,
        template: Box::new(t),
        ledger,
    })
}

/// Makes what a request read by [`read`] asks for.
fn answer(req: &Value, r: Request) -> Result<Answer, Failures> {
    let ui = ui(req);
    let check = req["check"].as_bool() == Some(true);
    match r {
        Request::Games => Ok(Answer {
            head: games(),
            files: Vec::new(),
        }),
        Request::Book { .. } | Request::Handout { .. } if check => Ok(checked()),
        Request::Book {
            name,
            template,
            ledger,
        } => book(req, &name, *template, ledger),
        Request::Handout { name, template } => {
            let t = *template;
            let _language = documents::locale::enter(t.language);
            let doc = kept_document(req, || {
                let total: usize = t.sections.iter().map(|s| s.count).sum();
                progress(0, total);
                let puzzles = documents::volume::generate_distinct_with(
                    &t.source,
                    &t.sections,
                    t.seed,
                    &Default::default(),
                    &|n| progress(n, total),
                    &section_run,
                )?;
                Ok(documents::handout::handout_document(&t, &puzzles)
                    .map_err(|e| Failure::on("handout", e))?)
            })?;
            document_answer(req, ui, &name, &doc)
        }
        Request::Daily {
            lang,
            date,
            options,
            play,
        } => {
            let doc = kept_document(req, || {
                progress(0, 1);
                let doc = documents::locale::scoped(lang, || {
                    make::daily_document(date, &options, play.as_ref())
                })
                .map_err(made("date"))?;
                progress(1, 1);
                Ok(doc)
            })?;
            let name = format!("daily-{}", egypt::daily::date_text(date));
            document_answer(req, ui, &name, &doc)
        }
        Request::Cards {
            lang,
            rules,
            tier,
            count,
            seed,
            paper,
            play,
        } => {
            let doc = kept_document(req, || {
                progress(0, count);
                let deals = make::sheet_deals(rules, tier, count, seed).map_err(made("count"))?;
                progress(count, count);
                Ok(documents::locale::scoped(lang, || {
                    make::cards_sheet_document(rules, &deals, paper, play.as_ref())
                })
                .map_err(made("count"))?)
            })?;
            let rules_name = documents::games::cards::words::rules_name(rules)
                .to_ascii_lowercase()
                .replace(' ', "-");
            let name = format!("cards-{rules_name}-{tier}-seed{seed}");
            document_answer(req, ui, &name, &doc)
        }
        Request::Rules { lang, paper, color } => {
            let doc = kept_document(req, || {
                Ok(documents::locale::scoped(lang, || {
                    documents::games::egypt::rules_sheet::rules_document_with(paper, color)
                }))
            })?;
            document_answer(req, ui, &format!("rules-{paper}"), &doc)
        }
        Request::Mat {
            lang,
            rows,
            cols,
            square_mm,
            paper,
        } => {
            let doc = kept_document(req, || {
                Ok(documents::locale::scoped(lang, || {
                    documents::mat::mat_document(rows, cols, square_mm, paper)
                })
                .map_err(|e| grid_failure(&format!("{rows}x{cols}"), e))?)
            })?;
            document_answer(req, ui, &format!("mat-{rows}x{cols}-{paper}"), &doc)
        }
    }
}

fn zip3<A, B, C>(a: Option<A>, b: Option<B>, c: Option<C>) -> Option<(A, B, C)> {
    Some((a?, b?, c?))
}

fn zip4<A, B, C, D>(
    a: Option<A>,
    b: Option<B>,
    c: Option<C>,
    d: Option<D>,
) -> Option<(A, B, C, D)> {
    Some((a?, b?, c?, d?))
}

fn zip5<A, B, C, D, E>(
    a: Option<A>,
    b: Option<B>,
    c: Option<C>,
    d: Option<D>,
    e: Option<E>,
) -> Option<(A, B, C, D, E)> {
    Some((a?, b?, c?, d?, e?))
}

/// The page's own language (`ui`), for the words of the answer; English
/// when not given or not one of the four.
fn ui(req: &Value) -> Lang {
    req["ui"]
        .as_str()
        .and_then(|l| l.parse().ok())
        .unwrap_or(Lang::En)
}

/// "12 pages", or for a book "96 pages, 20 of them answers (21 %)", in
/// the page's language.
fn summary(ui: Lang, pages: usize, answers: Option<usize>) -> String {
    use documents::locale::tr_in;
    match answers {
        None => tr_in(ui, "studio-page-count", &[("pages", fluent_number(pages))]),
        Some(a) => {
            let share = (a * 100 + pages / 2).checked_div(pages).unwrap_or(0);
            tr_in(
                ui,
                "studio-book-summary",
                &[
                    ("pages", fluent_number(pages)),
                    ("answers", fluent_number(a)),
                    ("share", fluent_number(share)),
                ],
            )
        }
    }
}

fn fluent_number(v: usize) -> documents::locale::Value<'static> {
    documents::locale::Value::from(v)
}

/// The games of the registry and what their sections take (as the
/// studio page's form offers them).
fn games() -> Value {
    documents::studio::choices()
}

fn lang(req: &Value) -> Result<Lang, Failure> {
    let text = req["lang"].as_str().unwrap_or("en");
    text.parse().map_err(|e: documents::locale::UnknownLang| {
        Failure::said(
            "lang",
            e,
            ("studio-err-lang", vec![("value", text.to_string())]),
        )
    })
}

fn paper(req: &Value) -> Result<Paper, Failure> {
    let text = req["paper"].as_str().unwrap_or("letter");
    text.parse().map_err(|e| {
        Failure::said(
            "paper",
            e,
            ("studio-err-paper", vec![("value", text.to_string())]),
        )
    })
}

fn play_url(req: &Value) -> Result<Option<PlayUrl>, Failure> {
    match req["play_url"].as_str() {
        None | Some("") => Ok(None),
        Some(u) => PlayUrl::parse(u).map(Some).map_err(|e| {
            let words = play_words(&e);
            Failure::said("play_url", e, words)
        }),
    }
}

/// A grid the mat cannot draw.
fn grid_failure(text: &str, e: documents::mat::MatError) -> Failure {
    Failure::said(
        "grid",
        e,
        (
            "studio-err-grid",
            vec![
                ("value", text.to_string()),
                ("max", documents::mat::MAX_SIDE.to_string()),
            ],
        ),
    )
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
        _ => Err(Failure::said(
            key,
            format!("{key} must be a whole number from {lo} to {hi}"),
            (
                "studio-err-whole",
                vec![("lo", lo.to_string()), ("hi", hi.to_string())],
            ),
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
fn document_answer(req: &Value, ui: Lang, name: &str, doc: &Document) -> Result<Answer, Failures> {
    let mut files = Vec::new();
    if wants_pdf(req) {
        files.push(File {
            name: format!("{name}.pdf"),
            kind: "pdf",
            bytes: to_pdf(doc).map_err(|e| Failure::on("request", e))?,
        });
    }
    svg_pages(req, doc, &mut files);
    let pages = doc.pages.len();
    Ok(Answer {
        head: json!({ "pages": pages, "summary": summary(ui, pages, None), "warnings": [] }),
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
    let text = req["template"].as_str().ok_or_else(|| {
        Failure::said(
            "template",
            "the request has no template",
            ("studio-err-no-template", vec![]),
        )
    })?;
    Ok((
        name.to_string(),
        Source {
            file: format!("{name}.toml"),
            text: text.to_string(),
        },
    ))
}

/// Reads a template, or finds every bad setting in it: after a problem
/// on a line `key = value`, the line is left out and the template read
/// again, until it reads or a problem is not on such a line (a missing
/// key, a table, a line already left out), at most 24 times.
fn read_template<T>(
    source: Source,
    read: impl Fn(Source) -> Result<T, TemplateError>,
) -> Result<T, Failures> {
    let first = match read(source.clone()) {
        Ok(t) => return Ok(t),
        Err(e) => e,
    };
    // The key of a line `key = value`.
    let setting = |l: &str| -> Option<String> {
        let l = l.trim_start();
        let (k, _) = l.split_once('=')?;
        let k = k.trim();
        (!l.starts_with('[')
            && !k.is_empty()
            && k.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .then(|| k.to_string())
    };
    let mut lines: Vec<String> = source.text.split('\n').map(str::to_string).collect();
    let mut left_out: HashSet<usize> = HashSet::new();
    let mut keys: Vec<String> = Vec::new();
    let mut all = vec![first];
    while all.len() < 24 {
        let line = all[all.len() - 1].line;
        match line
            .checked_sub(1)
            .and_then(|i| lines.get(i).map(|l| (i, setting(l))))
        {
            Some((i, Some(k))) if left_out.insert(i) => {
                lines[i] = String::new();
                keys.push(k);
            }
            _ => break,
        }
        let again = Source {
            file: source.file.clone(),
            text: lines.join("\n"),
        };
        match read(again) {
            Ok(_) => break,
            Err(e) => {
                // A problem of its own: on a line of a setting still
                // there, and not about a key left out (a missing key).
                let own = e
                    .line
                    .checked_sub(1)
                    .and_then(|i| lines.get(i))
                    .is_some_and(|l| setting(l).is_some())
                    && !left_out.contains(&(e.line - 1))
                    && !keys.iter().any(|k| e.message.contains(&format!("'{k}'")));
                if !own {
                    break;
                }
                all.push(e);
            }
        }
    }
    all.sort_by_key(|e| (e.line, e.column));
    Err(Failures(all.into_iter().map(Failure::from).collect()))
}

thread_local! {
    /// The last book made, by its request (see [`kept`]).
    static LAST_BOOK: Kept<make::MadeBook> = const { RefCell::new(None) };
    /// The last other document made, by its request.
    static LAST_DOCUMENT: Kept<Document> = const { RefCell::new(None) };
    /// The sections made, by section, seed and puzzles avoided (see the
    /// crate's documentation).
    static MADE: RefCell<HashMap<u64, Puzzles>> = RefCell::new(HashMap::new());
}

/// The last thing made and the request that made it, as the text of
/// the request without its settings of what to give back.
type Kept<T> = RefCell<Option<(String, Rc<T>)>>;

/// A request's settings of what is made, without those of what is given
/// back (the pages drawn, the PDF or not, the cover drawn, the page's
/// words, a check only): two requests with the same make the same bytes.
fn made_key(req: &Value) -> String {
    let mut r = req.clone();
    if let Some(o) = r.as_object_mut() {
        for k in ["preview", "pdf", "cover", "ui", "check"] {
            o.remove(k);
        }
    }
    r.to_string()
}

/// What `req` makes: the one kept in `slot` when the last request made
/// the same, else made (and kept in its place). A failure keeps nothing.
fn kept<T>(
    slot: &'static std::thread::LocalKey<Kept<T>>,
    req: &Value,
    make: impl FnOnce() -> Result<T, Failures>,
) -> Result<Rc<T>, Failures> {
    let key = made_key(req);
    if let Some(t) = slot.with(|s| {
        s.borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, t)| t.clone())
    }) {
        return Ok(t);
    }
    // The old one goes first: a book and its pages are large.
    slot.with(|s| s.borrow_mut().take());
    let t = Rc::new(make()?);
    slot.with(|s| *s.borrow_mut() = Some((key, t.clone())));
    Ok(t)
}

fn kept_document(
    req: &Value,
    make: impl FnOnce() -> Result<Document, Failures>,
) -> Result<Rc<Document>, Failures> {
    kept(&LAST_DOCUMENT, req, make)
}

/// The most sections kept; past it the engine starts afresh.
const MAX_KEPT_SECTIONS: usize = 64;

/// One section's puzzles, from [`MADE`] when made before: the same
/// section, seed and avoided puzzles give the same puzzles.
fn section_run(
    s: &documents::template::Section,
    seed: u64,
    progress: &(dyn Fn(usize) + Sync),
    avoid: &HashSet<SeriesKey>,
) -> Result<Puzzles, documents::catalog::GenerateError> {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    format!("{:?}", s.spec).hash(&mut h);
    seed.hash(&mut h);
    let mut avoided: Vec<&SeriesKey> = avoid.iter().collect();
    avoided.sort();
    avoided.hash(&mut h);
    let key = h.finish();
    if let Some(p) = MADE.with(|m| m.borrow().get(&key).cloned()) {
        progress(p.len());
        return Ok(p);
    }
    let p = s.spec.generate_avoiding(seed, progress, avoid)?;
    MADE.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MAX_KEPT_SECTIONS {
            m.clear();
        }
        m.insert(key, p.clone());
    });
    Ok(p)
}

fn book(
    req: &Value,
    name: &str,
    t: BookTemplate,
    ledger: Option<Ledger>,
) -> Result<Answer, Failures> {
    let ui = ui(req);
    let _language = documents::locale::enter(t.language);
    let made = kept(&LAST_BOOK, req, || {
        let total = t.puzzle_count();
        progress(0, total);
        Ok(
            make::make_book_with(t, ledger.as_ref(), &|n| progress(n, total), &section_run)
                .map_err(made("book"))?,
        )
    })?;
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
    let warnings = warnings(ui, t, pages, made.cover.as_ref());
    let mut answers: Vec<usize> = made.layout.solution_pages.clone();
    answers.sort_unstable();
    answers.dedup();
    let answers = answers.len();
    Ok(Answer {
        head: json!({
            "pages": pages,
            "answers": answers,
            "summary": summary(ui, pages, Some(answers)),
            "puzzles": t.puzzle_count(),
            "warnings": warnings,
            "cover": cover,
            "ledger": note,
        }),
        files,
    })
}

/// The answer to `check: true`: the settings were read and are good;
/// nothing was made.
fn checked() -> Answer {
    Answer {
        head: json!({ "checked": true, "warnings": [] }),
        files: Vec::new(),
    }
}

/// The print service's rules for the book, in the page's language: the
/// command line's warnings ([`documents::publish::print_warnings`]) and
/// a spine without its text, with the reason that holds
/// ([`documents::publish::no_spine_text`]).
fn warnings(
    ui: Lang,
    t: &BookTemplate,
    pages: usize,
    cover: Option<&documents::cover::CoverLayout>,
) -> Vec<String> {
    use documents::locale::tr_in;
    let mut out = Vec::new();
    if !documents::publish::page_count_warnings(&t.print, pages).is_empty() {
        out.push(tr_in(
            ui,
            "studio-warn-few-pages",
            &[
                ("pages", fluent_number(pages)),
                ("least", fluent_number(documents::publish::KDP_MIN_PAGES)),
            ],
        ));
    }
    if let Some(isbn) = documents::publish::placeholder_isbn(&t.print) {
        out.push(tr_in(
            ui,
            "studio-warn-placeholder-isbn",
            &[("isbn", documents::locale::Value::from(isbn.to_string()))],
        ));
    }
    if let Some(c) = cover.filter(|c| !c.spine_text) {
        use documents::publish::{MIN_TEXT_PT, NoSpineText, no_spine_text};
        let size = || documents::locale::Value::from(MIN_TEXT_PT);
        out.push(match no_spine_text(c.pages, c.paper, t.print.service) {
            NoSpineText::FewPages { least } => tr_in(
                ui,
                "studio-warn-spine-text",
                &[
                    ("pages", fluent_number(c.pages)),
                    ("least", fluent_number(least)),
                ],
            ),
            NoSpineText::Thin { width, from } => {
                let inches = format!("{:.3}", width / 72.0);
                let inches = if ui == Lang::En {
                    inches
                } else {
                    inches.replace('.', ",")
                };
                tr_in(
                    ui,
                    "studio-warn-spine-thin",
                    &[
                        ("spine", documents::locale::Value::from(inches)),
                        ("size", size()),
                        ("pages", fluent_number(c.pages)),
                        ("from", fluent_number(from)),
                    ],
                )
            }
            NoSpineText::LongTitle => tr_in(ui, "studio-warn-spine-title", &[("size", size())]),
        });
    }
    out
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
