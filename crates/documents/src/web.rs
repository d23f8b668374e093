//! The playable web page: one self-contained HTML file (inline SVG, CSS and
//! script; nothing fetched at run time) with the day's puzzles, or one
//! puzzle, to play in a browser from disk.
//!
//! **Game-generic.** The page takes its puzzles through
//! [`PrintablePuzzle`], like every other document: each puzzle's heading,
//! grade, goal and ID come from the interface. A puzzle whose game has an
//! in-browser player ([`PrintablePuzzle::web_play`]) brings its playing
//! surface and its state; the page adds the player's script, styles and
//! shared data once per game. Any other puzzle is shown as its drawing
//! ([`crate::puzzle::Figure::draw`]), not playable. This module names no game.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde_json::{Value, json};

use crate::puzzle::{DrawStyle, PrintablePuzzle, WebPlay, WebPlayer};
use crate::puzzle_block::heading;
use crate::web_messages::{number_format, web_messages};
use render::file::check_not_input;
use render::html::{escape, inline_svg, script_json, svg_elements};
use render::{FileError, Format, Rect, write_all_atomic};

/// The page's own stylesheet and script (players add theirs).
const CSS: &str = include_str!("../assets/web/page.css");
const SCRIPT: &str = include_str!("../assets/web/page.js");
/// The engine every player asks (crates/web-engine, built by
/// scripts/build-wasm.sh) and the script that starts it.
const ENGINE: &[u8] = include_bytes!("../assets/web/engine.wasm");
const ENGINE_SCRIPT: &str = include_str!("../assets/web/engine.js");
/// What the players share besides page.js (embed height, opening at a
/// puzzle, undo/redo keys), carried and run with them.
const MORE_SCRIPT: &str = include_str!("../assets/web/more.js");
/// The searches beside the page (a Worker), the thinking line and the
/// rest the players share once the engine runs, carried and run with them.
const SEARCH_SCRIPT: &str = include_str!("../assets/web/search.js");

/// The engine as a page carries it, with the players' `scripts` that run
/// once it has started (none for a site's shared copy): the module's
/// length (4 bytes, little-endian), the module and the scripts, deflated
/// (zlib format, what the browser's `DecompressionStream('deflate')`
/// reads), written in [`base85`]; with the deflated length, which the page
/// gives the script (`data-bytes`) to drop the last group's padding. Made
/// once per run and set of
/// scripts; the same bytes on every machine (miniz_oxide's output depends
/// only on its input and level).
pub fn packed_engine(scripts: &str) -> (usize, String) {
    static MADE: std::sync::Mutex<BTreeMap<String, (usize, String)>> =
        std::sync::Mutex::new(BTreeMap::new());
    let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
    made.entry(scripts.to_string())
        .or_insert_with(|| {
            let mut raw = Vec::with_capacity(4 + ENGINE.len() + scripts.len());
            raw.extend_from_slice(&(ENGINE.len() as u32).to_le_bytes());
            raw.extend_from_slice(ENGINE);
            raw.extend_from_slice(scripts.as_bytes());
            let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&raw, 10);
            (deflated.len(), base85(&deflated))
        })
        .clone()
}

/// What a page's packed engine holds ([`packed_engine`]): the module and
/// the scripts, from the page's HTML; `None` for a page without one or a
/// block that does not read back (for the tests and the benchmarks).
pub fn unpacked_engine(html: &str) -> Option<(Vec<u8>, String)> {
    let at = html.find("id=\"pp-engine\" data-bytes=\"")? + 27;
    let bytes: usize = html[at..].split('"').next()?.parse().ok()?;
    let start = at + html[at..].find('>')? + 1;
    let text = &html[start..start + html[start..].find("</script>")?];
    let mut packed = Vec::with_capacity(text.len() / 5 * 4);
    for group in text.as_bytes().chunks(5) {
        let mut n: u32 = 0;
        for &d in group {
            let v = BASE85.iter().position(|&x| x == d)? as u32;
            n = n.checked_mul(85)?.checked_add(v)?;
        }
        packed.extend_from_slice(&n.to_be_bytes());
    }
    packed.truncate(bytes);
    let raw = miniz_oxide::inflate::decompress_to_vec_zlib(&packed).ok()?;
    let len = u32::from_le_bytes(raw.get(..4)?.try_into().ok()?) as usize;
    let module = raw.get(4..4 + len)?.to_vec();
    let scripts = String::from_utf8(raw.get(4 + len..)?.to_vec()).ok()?;
    Some((module, scripts))
}

/// A page script as pages carry it: without its comment lines, blank
/// lines and indentation (the scripts keep no comment, string or
/// template literal over more than one line, so the code is the same;
/// line ends stay, so automatic semicolons too).
pub fn compact_js(script: &str) -> String {
    let mut out = String::with_capacity(script.len());
    for line in script.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        out.push_str(t);
        out.push('\n');
    }
    out
}

/// The script that starts the engine (for a site's shared `engine.js`).
pub fn engine_script() -> &'static str {
    ENGINE_SCRIPT
}

/// The 85 digits of [`base85`]: printable ASCII without the characters that
/// would need escaping in HTML or a JavaScript string (`" & ' < > \ \``),
/// nor `$` and `/` (so no `</script` can form). engine.js has the same.
const BASE85: &[u8; 85] =
    b"!#%()*+,-.0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~";

/// Bytes as text, 5 digits for every 4 bytes (big-endian, the most
/// significant digit first), the last group padded with zero bytes: a
/// quarter more than the bytes, where base64 takes a third more.
pub(crate) fn base85(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(4) * 5);
    for chunk in bytes.chunks(4) {
        let mut b = [0u8; 4];
        b[..chunk.len()].copy_from_slice(chunk);
        let mut n = u32::from_be_bytes(b);
        let mut digits = [0u8; 5];
        for d in digits.iter_mut().rev() {
            *d = BASE85[(n % 85) as usize];
            n /= 85;
        }
        out.extend(digits.iter().map(|&d| d as char));
    }
    out
}

/// The page's stylesheet, for the site's pages without puzzles.
pub fn page_css() -> &'static str {
    CSS
}

/// Width the legend is drawn at, in points: narrow, so that its printed
/// type comes out large enough on a screen.
const LEGEND_W: f64 = 240.0;
/// Width of a static drawing, in points (the SVG scales to the screen).
const FIGURE_W: f64 = 520.0;

/// What a page shows.
pub struct WebPage<'a> {
    /// Window title and heading.
    pub title: String,
    /// The line under the heading (a date, a grid).
    pub subtitle: String,
    pub puzzles: &'a [&'a dyn PrintablePuzzle],
    /// Colour fills (as `--color` on the printed sheet).
    pub color: bool,
}

/// Text for a CSS string: quotes, backslashes and line breaks escaped.
fn css_string(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            '<' => out.push_str("\\3c "),
            c => out.push(c),
        }
    }
    out
}

/// The text with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A puzzle without a player: its drawing.
fn static_figure(p: &dyn PrintablePuzzle, style: &DrawStyle, label: &str) -> String {
    let h = FIGURE_W / p.aspect().max(0.1);
    let area = Rect::new(0.0, 0.0, FIGURE_W, h);
    let shapes = p.draw(area, style);
    format!(
        "<div class=\"play\">{}</div>",
        inline_svg(
            area.w,
            area.h,
            &format!(
                "class=\"figure\" role=\"img\" aria-label=\"{}\"",
                escape(label)
            ),
            &svg_elements(&shapes),
        )
    )
}

fn section(
    i: usize,
    number: Option<usize>,
    p: &dyn PrintablePuzzle,
    play: Option<&WebPlay>,
    style: &DrawStyle,
) -> String {
    let h = heading(p, number);
    let grade = p.words().grade;
    let grade = if grade.is_empty() || grade == p.words().tier || grade == p.words().tier_word() {
        String::new()
    } else {
        format!("<p class=\"grade\">{}</p>", escape(&capitalised(&grade)))
    };
    let body = match play {
        Some(w) => w.surface.clone(),
        None => static_figure(
            p,
            style,
            &crate::tr!("web-start-position", heading = h.clone()),
        ),
    };
    let player = play.map_or(String::new(), |w| {
        format!(" data-player=\"{}\"", escape(w.player.name))
    });
    format!(
        "<section class=\"puzzle\" id=\"puzzle-{n}\" data-index=\"{i}\"{player}>\
<h2>{h}</h2>{grade}\
<p class=\"goal\">{goal} <span class=\"idline\">{id_word} <code class=\"pid\">{id}</code> \
<button type=\"button\" class=\"copy\" data-copy>{copy}</button></span></p>\
{body}</section>\n",
        n = i + 1,
        h = escape(&h),
        goal = escape(&p.words().caption),
        id = escape(&p.words().id),
        id_word = escape(&crate::tr!("web-id")),
        copy = escape(&crate::tr!("web-copy-id")),
    )
}

/// Links to each puzzle of a page of several, at the top (a keyboard
/// reaches puzzle N in N presses of Tab and Enter).
fn skip_list(puzzles: &[&dyn PrintablePuzzle], per_game: &BTreeMap<&str, usize>) -> String {
    if puzzles.len() < 2 {
        return String::new();
    }
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    let links: String = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = p.game().words().name;
            let k = seen.entry(name).or_default();
            *k += 1;
            let text = match per_game.get(name) {
                Some(1) if per_game.len() > 1 => p.game().words().noun.to_string(),
                _ => format!("{} {k}", p.game().words().noun),
            };
            format!("<a href=\"#puzzle-{}\">{}</a>", i + 1, escape(&text))
        })
        .collect();
    format!(
        "<nav class=\"skip\" aria-label=\"{}\">{links}</nav>",
        escape(&crate::tr!("web-skip-label"))
    )
}

/// What a page of a site adds around its puzzles (see [`render_page_with`]);
/// the default adds nothing.
#[derive(Default)]
pub struct Chrome {
    /// Markup at the end of `<head>` (link-preview meta tags).
    pub head: String,
    /// Navigation at the top of the page (links to other pages of the site).
    pub nav: String,
    /// The day of a daily page (`2026-11-23`): the page keeps statistics
    /// and streaks by it and offers a share text of the day's result.
    pub day: Option<String>,
    /// A line at the end of the header (when the next day comes).
    pub note: String,
    /// Players on the page besides those of its puzzles (a page that makes
    /// its puzzles in the browser, from an ID).
    pub players: Vec<&'static WebPlayer>,
    /// Data under `"play"` in the page's data block, and the script that
    /// reads it, run after the page's script and before the players'.
    pub play: Option<(Value, &'static str)>,
    /// The page's `<main>` before its puzzles (what to do without one).
    pub main_intro: String,
    /// Where a site's page finds the shared engine (`engine-ID.js`, which
    /// sets `window.PyramidPressEngine`); `None`: the page carries it.
    pub engine_src: Option<String>,
    /// The page's own full address, when the site has one: the last line
    /// of the day's share text.
    pub url: Option<String>,
}

/// The whole page. The same page always gives the same bytes.
pub fn render_page(page: &WebPage) -> String {
    render_page_with(page, &Chrome::default())
}

/// How to read the board: each game's legend (drawn by its puzzles), its
/// move line and reading notes, folded under a heading.
fn reading_box(page: &WebPage, style: &DrawStyle) -> String {
    let mut body = String::new();
    let mut games: Vec<&str> = Vec::new();
    // The notes on tiers are for a book's sections; the page has none.
    let tiers = crate::tr!("egypt-reading-tiers-heading");
    for p in page.puzzles {
        if games.contains(&p.game().words().name) {
            continue;
        }
        games.push(p.game().words().name);
        let mut shapes = Vec::new();
        let h = p.game().legend(
            &mut shapes,
            0.0,
            0.0,
            LEGEND_W,
            crate::puzzle::LegendOf::Pieces,
            style,
        );
        if h > 0.0 && !shapes.is_empty() {
            body.push_str(&format!(
                "<div class=\"legend\">{}</div>",
                inline_svg(
                    LEGEND_W,
                    h,
                    &format!(
                        "class=\"legendfig\" role=\"img\" aria-label=\"{}\"",
                        escape(&crate::tr!(
                            "web-legend-of",
                            games = p.game().words().plural
                        ))
                    ),
                    &svg_elements(&shapes)
                )
            ));
        }
        for note in p.game().words().reading_notes {
            if note.heading == tiers {
                continue;
            }
            body.push_str(&format!(
                "<p><b>{}.</b> {}</p>",
                escape(&note.heading),
                escape(&note.text)
            ));
        }
    }
    if body.is_empty() {
        return body;
    }
    format!(
        "<details class=\"reading\"><summary>{}</summary>{body}</details>",
        escape(&crate::tr!("web-reading"))
    )
}

/// A day (`2026-11-23`) as the page's language writes it in figures
/// (`23.11.2026`); a text that is not a date is kept as given.
fn day_text(day: &str) -> String {
    crate::date::parse(day).map_or_else(|_| day.to_string(), crate::daily::short_date)
}

/// The page with a site's additions around it.
pub fn render_page_with(page: &WebPage, chrome: &Chrome) -> String {
    let style = DrawStyle {
        color: page.color,
        min_text: 0.0,
    };
    let plays: Vec<Option<WebPlay>> = page.puzzles.iter().map(|p| p.web_play(&style)).collect();
    // The players on the page, in order of first appearance.
    let mut players: Vec<&'static WebPlayer> = Vec::new();
    for w in plays
        .iter()
        .flatten()
        .map(|w| w.player)
        .chain(chrome.players.iter().copied())
        .collect::<Vec<_>>()
    {
        if !players.iter().any(|p| p.name == w.name) {
            players.push(w);
        }
    }
    // Puzzles are numbered within their game.
    let mut per_game: BTreeMap<&str, usize> = BTreeMap::new();
    for p in page.puzzles {
        *per_game.entry(p.game().words().name).or_default() += 1;
    }
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    let mut sections = String::new();
    for (i, (p, play)) in page.puzzles.iter().zip(&plays).enumerate() {
        let k = seen.entry(p.game().words().name).or_default();
        *k += 1;
        let number = (page.puzzles.len() > 1).then_some(*k);
        sections.push_str(&section(i, number, *p, play.as_ref(), &style));
    }
    let skip = skip_list(page.puzzles, &per_game);
    let mut defs = String::new();
    let mut shared = serde_json::Map::new();
    // The word after a solved puzzle's heading (page.css reads it).
    let mut css = format!(
        ":root {{ --solved-mark: \" \\2713  {}\"; }}\n{CSS}",
        css_string(&crate::tr!("solved-mark"))
    );
    let mut scripts = String::new();
    let mut engine = String::new();
    if !players.is_empty() {
        // The engine before the players: a site's page names the site's
        // shared copy, any other page carries it.
        // A page on its own carries the players' scripts in it too
        // (deflated, they take a fifth of the room), run when it starts.
        match &chrome.engine_src {
            Some(src) => engine.push_str(&format!("<script src=\"{}\"></script>\n", escape(src))),
            None => {
                // The players' words travel with their scripts (deflated,
                // they take a fifth of the room): handed over first.
                let prefixes: Vec<String> = players
                    .iter()
                    .map(|pl| format!("js-{}-", pl.name))
                    .collect();
                let prefixes: Vec<&str> = prefixes.iter().map(String::as_str).collect();
                let words =
                    web_messages(crate::locale::current(), &prefixes).unwrap_or_else(|_| json!({}));
                let mut scripts = format!("PyramidPress.addMessages({words});\n");
                scripts.push_str(&compact_js(SEARCH_SCRIPT));
                scripts.extend(players.iter().map(|pl| compact_js(pl.script)));
                scripts.push_str(&compact_js(MORE_SCRIPT));
                let (bytes, text) = packed_engine(&scripts);
                engine.push_str(&format!(
                    "<script type=\"application/octet-stream\" id=\"pp-engine\" data-bytes=\"{bytes}\">{text}</script>\n"
                ));
            }
        }
        engine.push_str(&format!(
            "<script>\n{}</script>\n",
            compact_js(ENGINE_SCRIPT)
        ));
    }
    let mut how = String::new();
    if chrome.engine_src.is_some() && !players.is_empty() {
        scripts.push_str(&format!(
            "<script>\n{}</script>\n",
            compact_js(SEARCH_SCRIPT)
        ));
    }
    for pl in &players {
        let (markup, data) = (pl.shared)(&style);
        defs.push_str(&markup);
        shared.insert(pl.name.to_string(), data);
        css.push_str(pl.css);
        if chrome.engine_src.is_some() {
            scripts.push_str(&format!("<script>\n{}</script>\n", compact_js(pl.script)));
        }
        how.push_str(&format!("<li>{}</li>", escape(&(pl.how)())));
    }
    if chrome.engine_src.is_some() && !players.is_empty() {
        scripts.push_str(&format!("<script>\n{}</script>\n", compact_js(MORE_SCRIPT)));
    }
    // The words the scripts write: the page's own, each player's and the
    // play-by-ID page's (see `web_messages`).
    let lang = crate::locale::current();
    let mut prefixes = vec!["js-page-".to_string()];
    // A page that carries its engine carries the players' words with it.
    if chrome.engine_src.is_some() {
        prefixes.extend(players.iter().map(|pl| format!("js-{}-", pl.name)));
    }
    if chrome.play.is_some() {
        prefixes.push("js-play-".into());
    }
    let prefixes: Vec<&str> = prefixes.iter().map(String::as_str).collect();
    // Every web message compiles (a test compiles them all, in every
    // language); were one not to, the page would show its id.
    let messages = web_messages(lang, &prefixes).unwrap_or_else(|_| json!({}));
    let mut data = json!({
        "lang": lang.code(),
        "messages": messages,
        "number": number_format(lang),
        "title": page.title,
        "day": chrome.day,
        "dayText": chrome.day.as_deref().map(day_text),
        "url": chrome.url,
        "players": Value::Object(shared),
        "puzzles": plays.iter().map(|w| match w {
            Some(w) => {
                let mut s = w.state.clone();
                if let Value::Object(m) = &mut s {
                    m.insert("player".into(), json!(w.player.name));
                }
                s
            }
            None => Value::Null,
        }).collect::<Vec<_>>(),
    });
    let mut pre = String::new();
    if let Some((value, script)) = &chrome.play {
        data["play"] = value.clone();
        pre = format!("<script>\n{}</script>\n", compact_js(script));
    }
    let reading = reading_box(page, &style);
    let day_box = match &chrome.day {
        Some(day) => format!(
            "<section class=\"result\" aria-labelledby=\"result-h\"><h2 id=\"result-h\">{heading}</h2>\
<p class=\"sharetext\" aria-live=\"polite\"></p>\
<p><button type=\"button\" data-share>{share}</button> <span class=\"sharenote\" aria-live=\"polite\"></span></p>\
<h3>{stats}</h3><dl class=\"stats\"></dl><p class=\"notation\">{rules}</p></section>\n",
            heading = escape(&crate::tr!("web-result-heading", day = day_text(day))),
            share = escape(&crate::tr!("web-share-button")),
            stats = escape(&crate::tr!("web-stats-heading")),
            rules = escape(&crate::tr!("web-stats-rules")),
        ),
        None => String::new(),
    };
    // Without script a day page cannot be played: it says so once (its
    // result and statistics, which only script fills, are not shown).
    let noscript_line = if chrome.day.is_some() {
        format!(
            "<noscript><p class=\"noscript\">{}</p></noscript>",
            escape(&crate::tr!("web-noscript-play"))
        )
    } else {
        String::new()
    };
    let intro = match page.puzzles.len() {
        0 => String::new(),
        1 => crate::tr!("web-intro-one"),
        _ => crate::tr!("web-intro-many"),
    };
    let kept = if players.is_empty() {
        String::new()
    } else if intro.is_empty() {
        crate::tr!("web-kept")
    } else {
        format!(" {}", crate::tr!("web-kept"))
    };
    let how = if how.is_empty() {
        String::new()
    } else {
        format!("<ul class=\"how\">{how}</ul>")
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<meta name=\"generator\" content=\"pyramid-press\">\n\
<title>{title}</title>\n{head}<style>\n{css}</style>\n\
<noscript><style>.controls,.options,.movebox,[data-copy],.result{{display:none}}</style></noscript>\n</head>\n<body>\n\
<svg class=\"defs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\"><defs>{defs}</defs></svg>\n\
<header>{nav}{skip}<h1>{title}</h1><p class=\"date\">{subtitle}</p><p class=\"intro\">{intro}</p>{how}{noscript_line}{note}{reading}\
<p class=\"progress\" aria-live=\"polite\"></p></header>\n<main>\n{main_intro}{sections}{day_box}</main>\n\
<footer><p>{footer}</p></footer>\n\
<script type=\"application/json\" id=\"pp-data\">{data}</script>\n<script>\n{script}</script>\n{engine}{pre}{scripts}\
</body>\n</html>\n",
        title = escape(&page.title),
        subtitle = escape(&page.subtitle),
        data = script_json(&data),
        script = compact_js(SCRIPT),
        head = chrome.head,
        nav = chrome.nav,
        note = chrome.note,
        main_intro = chrome.main_intro,
        lang = lang.code(),
        intro = escape(&format!("{intro}{kept}")),
        footer = escape(&crate::tr!("web-footer")),
    )
}

/// The output format of `render`: a printable document or the web page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageFormat {
    Document(Format),
    Html,
}

/// An unknown `render` format name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown format '{0}': use pdf, svg or html")]
pub struct PageFormatError(pub String);

impl FromStr for PageFormat {
    type Err = PageFormatError;
    fn from_str(s: &str) -> Result<PageFormat, PageFormatError> {
        if s.trim().eq_ignore_ascii_case("html") {
            return Ok(PageFormat::Html);
        }
        s.parse()
            .map(PageFormat::Document)
            .map_err(|_| PageFormatError(s.to_string()))
    }
}

/// Whether `path` ends in `.html` or `.htm` (any case).
pub fn is_html_path(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"))
}

/// A web page asked for under a name that says otherwise.
#[derive(Debug, thiserror::Error)]
#[error(
    "{path} ends in .{ext} but the format asked for is html; name it .html or drop one of them"
)]
pub struct NotHtmlName {
    pub path: std::path::PathBuf,
    pub ext: String,
}

/// Refuses a web page's output name whose extension is not `.html` or
/// `.htm` (a name without extension is taken as given).
pub fn check_html_name(path: &Path) -> Result<(), NotHtmlName> {
    match path.extension() {
        Some(e) if !is_html_path(path) => Err(NotHtmlName {
            path: path.to_path_buf(),
            ext: e.to_string_lossy().into_owned(),
        }),
        _ => Ok(()),
    }
}

/// Writes a page in one step (staged beside it, then renamed: the path
/// holds the old file or the whole page, never part of one), refusing
/// before anything is written when the path is one of `inputs`.
pub fn write_page_guarded(path: &Path, page: &str, inputs: &[&Path]) -> Result<(), FileError> {
    check_not_input(&[path.to_path_buf()], inputs)?;
    write_all_atomic(&[(path, page.as_bytes())])
}

/// Writes a page as [`write_page_guarded`] does and returns the path
/// written, for the caller to report as it reports other documents.
pub fn write_page(path: &Path, page: &str, inputs: &[&Path]) -> Result<PathBuf, FileError> {
    write_page_guarded(path, page, inputs)?;
    Ok(path.to_path_buf())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_stylesheet_gives_inline_svg_its_font() {
        // render::html::svg_elements leaves the family to the page.
        assert!(super::CSS.contains(render::html::SVG_FONT_CSS));
    }

    #[test]
    fn compact_scripts_drop_comment_lines_and_indentation_only() {
        let js = "// a comment\n(function () {\n  // why\n  var a = 'x // y';\n\n  return a; // kept\n})();\n";
        assert_eq!(
            super::compact_js(js),
            "(function () {\nvar a = 'x // y';\nreturn a; // kept\n})();\n"
        );
        // The scripts hold no template literal (which could span lines)
        // outside their comments.
        for js in [
            super::SCRIPT,
            super::ENGINE_SCRIPT,
            super::MORE_SCRIPT,
            super::SEARCH_SCRIPT,
            include_str!("../assets/web/egypt.js"),
            include_str!("../assets/web/cards.js"),
            include_str!("../assets/web/play.js"),
        ] {
            let code: String = super::compact_js(js)
                .lines()
                .map(|l| l.split(" //").next().unwrap_or(l))
                .collect();
            assert!(!code.contains('`'), "a template literal");
        }
    }

    use super::*;
    use crate::games::egypt::game::GivenPosition;
    use egypt::notation::parse_position;
    use egypt::target::Target;

    fn sample() -> String {
        let board = parse_position("S,M,.,S/S,.,.,./.,.,SS,L").expect("position");
        let moves = ["a1-c1", "d1-b1", "d3-b3", "c3-a3", "a3-a1", "a1-c1"]
            .iter()
            .map(|m| m.parse().expect("move"))
            .collect();
        let p = GivenPosition {
            board,
            target: Target::SMALL,
            id: "P34S-TEST".into(),
            solution: Some(moves),
        };
        render_page(&WebPage {
            title: "One".into(),
            subtitle: "3x4".into(),
            puzzles: &[&p],
            color: false,
        })
    }

    #[test]
    fn page_is_self_contained() {
        let page = sample();
        // The packed engine module is data whose characters may spell a
        // banned word by chance ("src=" in this engine.wasm): the
        // references are looked for around it.
        let start = page.find("id=\"pp-engine\"").expect("the packed engine");
        let end = start + page[start..].find("</script>").expect("its end");
        let outside = format!("{}{}", &page[..start], &page[end..]);
        for banned in [
            "http:", "https:", "src=", "@import", "url(", "<link", "//cdn",
        ] {
            assert!(!outside.contains(banned), "page contains {banned}");
        }
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.contains("<script>") && page.contains("<style>"));
        assert!(page.contains("data-player=\"egypt\""));
        // Without script, the players' buttons, which only script can
        // work, are not shown: the boards are to read, or to print.
        let head = &page[..page.find("</head>").expect("a head")];
        assert!(head.contains(
            "<noscript><style>.controls,.options,.movebox,[data-copy],.result{display:none}"
        ));
        assert!(page.contains("<div class=\"controls\""));
    }

    #[test]
    fn page_bytes_are_deterministic() {
        assert_eq!(sample(), sample());
    }
}
