//! The web page, the site and the play-by-ID page in each language: the
//! scripts' message ids against the English catalogue, a scan of the
//! scripts for reader-facing English written in them instead of taken from
//! the catalogue, the visible text of German, French and Spanish pages
//! (and the messages handed to their scripts) without an English-only
//! word, and, in headless Chromium (`#[ignore = "needs chromium"]`), what
//! the scripts write on a German day page.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use documents::locale::{FILES, Lang, messages, sources};
use serde_json::Value;

use crate::daily_common::cli;
use crate::languages::{assert_no_english, catalogue_words, english_only, words};
use crate::web::{first_solution, page_data};
use crate::web_cdp::Browser;

/// The folder of the web page's scripts.
fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/documents/assets/web")
}

fn script(name: &str) -> String {
    std::fs::read_to_string(web_dir().join(name)).expect("script")
}

/// Every script of the web page, by file name.
fn scripts() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(web_dir())
        .expect("assets/web")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "js"))
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("script"))
        })
        .collect();
    out.sort();
    out
}

/// The ids of every message of a language (all its catalogue files).
fn ids_of(lang: Lang) -> BTreeSet<String> {
    sources(lang)
        .iter()
        .flat_map(|src| messages(src).expect("catalogue"))
        .map(|(id, _)| id)
        .collect()
}

/// The ids of a language's `web.ftl`.
fn web_ids(lang: Lang) -> BTreeSet<String> {
    let i = FILES.iter().position(|f| *f == "web.ftl").expect("web.ftl");
    messages(sources(lang)[i])
        .expect("web.ftl")
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// The string literals of a script (quotes, double quotes, backquotes),
/// outside comments and regular expressions, with their line numbers.
fn string_literals(src: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    // The last character of code before this one, outside comments and
    // literals: a '/' after one of these starts a regular expression.
    let mut prev: Option<char> = None;
    let mut word = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                if chars[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        let regex_may_start = match prev {
            None => true,
            Some(p) => "(,=:[!&|?{};+-*%<>~^".contains(p) || word == "return" || word == "typeof",
        };
        if c == '/' && regex_may_start {
            i += 1;
            let mut class = false;
            while i < chars.len() {
                match chars[i] {
                    '\\' => i += 1,
                    '[' => class = true,
                    ']' => class = false,
                    '/' if !class => break,
                    '\n' => break,
                    _ => {}
                }
                i += 1;
            }
            i += 1;
            prev = Some('/');
            word.clear();
            continue;
        }
        if c == '\'' || c == '"' || c == '`' {
            let start = line;
            let mut text = String::new();
            i += 1;
            while i < chars.len() && chars[i] != c {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    i += 1;
                }
                if chars[i] == '\n' {
                    line += 1;
                }
                text.push(chars[i]);
                i += 1;
            }
            out.push((start, text));
            i += 1;
            prev = Some(c);
            word.clear();
            continue;
        }
        if !c.is_whitespace() {
            if c.is_alphanumeric() || c == '_' || c == '$' {
                // A new word after a space or a sign.
                if !prev.is_some_and(|p| p.is_alphanumeric() || p == '_' || p == '$')
                    || chars[i - 1].is_whitespace()
                {
                    word.clear();
                }
                word.push(c);
            } else {
                word.clear();
            }
            prev = Some(c);
        }
        i += 1;
    }
    out
}

/// Literals that are program words, not a reader's: class names and
/// similar that happen to be English catalogue words with a space, and
/// the error egypt.js throws on page data it cannot read (a fault of the
/// page's maker, shown to no reader).
const INTERNAL: &[&str] = &[
    "status info",
    "status err",
    "byid-msg err",
    "use strict",
    "card pile",
    "piece top",
    "bad square ",
];

/// Whether a literal reads as English to a reader: two or more words of
/// the English catalogue written as words (letters, perhaps followed by
/// punctuation, between spaces), or one such word in capitals followed or
/// preceded by a space ("Puzzle " + n).
fn reads_as_english(text: &str, english: &BTreeSet<String>) -> bool {
    if INTERNAL.contains(&text) || text.starts_with("js-") {
        return false;
    }
    let plain: Vec<&str> = text
        .split_whitespace()
        .map(|t| t.trim_end_matches(['.', ',', ':', ';', '!', '?', ')']))
        .map(|t| t.trim_start_matches('('))
        .filter(|t| t.chars().count() >= 3 && t.chars().all(char::is_alphabetic))
        .filter(|t| english.contains(&t.to_lowercase()) || english.contains(&format!("{t}s")))
        .collect();
    plain.len() >= 2
        || (plain.len() == 1
            && text.contains(' ')
            && plain[0].chars().next().is_some_and(char::is_uppercase))
}

/// The English words of the catalogue, three letters and more.
fn english_words() -> BTreeSet<String> {
    let mut w = catalogue_words(Lang::En);
    for src in sources(Lang::En) {
        for t in src.split(|c: char| !c.is_alphabetic()) {
            if t.chars().count() == 3 {
                w.insert(t.to_lowercase());
            }
        }
    }
    w
}

/// The reader-facing English literals of a script: (line, text).
fn english_literals(src: &str, english: &BTreeSet<String>) -> Vec<(usize, String)> {
    string_literals(src)
        .into_iter()
        .filter(|(_, t)| reads_as_english(t, english))
        .collect()
}

#[test]
fn the_scan_finds_english_in_code_and_not_in_comments_or_regular_expressions() {
    let english = english_words();
    let sample = "// The move is legal, and this comment says so.\n\
/* Reach the goal: a comment. */\n\
var re = /[&<>\"']/g, sel = 'section.puzzle[data-player] .moves li';\n\
say(s, 'Copied the ID ' + id + '.');\n\
name = 'Puzzle ' + (i + 1);\n\
var t = PP.t('js-page-progress', { n: 2 }); el.className = 'status info';\n\
x = a / b; y = \"Show solution\";\n";
    let found: Vec<String> = english_literals(sample, &english)
        .into_iter()
        .map(|(line, t)| format!("{line}:{t}"))
        .collect();
    assert_eq!(
        found,
        vec!["4:Copied the ID ", "5:Puzzle ", "7:Show solution"],
        "{found:?}"
    );
}

#[test]
fn the_scripts_message_ids_are_in_the_catalogue_and_every_one_is_used() {
    let mut used = BTreeSet::new();
    for name in ["page.js", "more.js", "engine.js", "play.js", "search.js"] {
        for (_, t) in string_literals(&script(name)) {
            if t.starts_with("js-page-") || t.starts_with("js-play-") {
                used.insert(t);
            }
        }
    }
    let catalogue: BTreeSet<String> = web_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("js-page-") || id.starts_with("js-play-"))
        .collect();
    let missing: Vec<_> = used.difference(&catalogue).collect();
    assert!(missing.is_empty(), "not in en/web.ftl: {missing:?}");
    let unused: Vec<_> = catalogue.difference(&used).collect();
    assert!(
        unused.is_empty(),
        "in en/web.ftl but used by no script: {unused:?}"
    );
    assert!(used.len() > 40, "{} ids", used.len());
}

#[test]
fn no_script_writes_reader_facing_english_of_its_own() {
    let english = english_words();
    let mut failures = Vec::new();
    let mut scanned = 0;
    for (name, src) in scripts() {
        scanned += 1;
        let found = english_literals(&src, &english);
        failures.extend(found.into_iter().map(|(l, t)| format!("{name}:{l}: {t:?}")));
    }
    // page.js, engine.js, play.js and the players' egypt.js and cards.js.
    assert!(scanned >= 5, "{scanned} scripts");
    assert!(failures.is_empty(), "English in scripts: {failures:#?}");
}

// ---- Pages in each language ----------------------------------------------

const FIRST: &str = "2026-11-22";
const LAST: &str = "2026-11-23";
const POSITION: &str = "S,M,.,S/S,.,.,./.,.,SS,L";

/// The pages of one language, made once by the command line: the daily
/// page, a board's page and a site of two days.
fn pages(lang: Lang) -> &'static Path {
    static DIRS: OnceLock<Vec<PathBuf>> = OnceLock::new();
    let dirs = DIRS.get_or_init(|| {
        let root = std::env::temp_dir().join(format!(
            "pyramid-press-web-languages-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&root);
        Lang::ALL
            .iter()
            .map(|l| {
                let d = root.join(l.code());
                std::fs::create_dir_all(&d).expect("dir");
                cli()
                    .args(["daily", "--date", LAST, "--html", "--lang", l.code(), "-o"])
                    .arg(d.join("daily.html"))
                    .assert()
                    .success();
                cli()
                    .args([
                        "render",
                        POSITION,
                        "--format",
                        "html",
                        "--lang",
                        l.code(),
                        "-o",
                    ])
                    .arg(d.join("board.html"))
                    .assert()
                    .success();
                cli()
                    .args([
                        "site",
                        "--from",
                        FIRST,
                        "--to",
                        LAST,
                        "--lang",
                        l.code(),
                        "-o",
                    ])
                    .arg(d.join("site"))
                    .assert()
                    .success();
                d
            })
            .collect()
    });
    &dirs[Lang::ALL.iter().position(|l| *l == lang).expect("language")]
}

/// Character references back to characters.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The value of attribute `name` in a tag's text.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = start + tag[start..].find('"')?;
    Some(unescape(&tag[start..end]))
}

/// What a reader meets on a page: its text without scripts, styles, code
/// blocks and tags, and the texts of its attributes that are read (labels, alt
/// texts, placeholders, titles, link-preview descriptions).
fn visible_text(html: &str) -> String {
    let mut rest = html;
    let mut out = String::new();
    while let Some(open) = rest.find('<') {
        out.push_str(&unescape(&rest[..open]));
        out.push(' ');
        let after = &rest[open..];
        // A `pre` block is code to copy (the embed snippet), not prose.
        for block in ["script", "style", "pre"] {
            if after.starts_with(&format!("<{block}")) {
                let end = after.find(&format!("</{block}>")).expect("closed");
                rest = &after[end..];
            }
        }
        let after = &rest[rest.find('<').expect("tag")..];
        let close = after.find('>').expect("tag end");
        let tag = &after[..close];
        for name in ["aria-label", "placeholder", "alt", "title"] {
            if let Some(v) = attribute(tag, name) {
                out.push_str(&v);
                out.push(' ');
            }
        }
        if tag.starts_with("<meta")
            && [
                "name=\"description\"",
                "og:title",
                "og:description",
                "og:image:alt",
            ]
            .iter()
            .any(|k| tag.contains(k))
            && let Some(v) = attribute(tag, "content")
        {
            out.push_str(&v);
            out.push(' ');
        }
        rest = &after[close + 1..];
    }
    out.push_str(&unescape(rest));
    out
}

/// The English-only words of `text` for a language.
fn english_in(lang: Lang, text: &str) -> Vec<String> {
    let english = english_only(lang);
    words(text)
        .into_iter()
        .filter(|w| english.contains(w))
        .collect()
}

/// The text of the messages a page hands its scripts; each one must be
/// the language's own (not English standing in for a missing one).
fn message_text(lang: Lang, path: &Path) -> String {
    let data = page_data(path);
    assert_eq!(data["lang"], lang.code(), "{}", path.display());
    let own = ids_of(lang);
    let mut text = String::new();
    fn parts(v: &Value, out: &mut String) {
        match v {
            Value::String(s) => {
                out.push_str(s);
                out.push(' ');
            }
            Value::Array(a) => a.iter().for_each(|x| parts(x, out)),
            Value::Object(o) => {
                // Variant keys ("one", "other") are not text.
                for (k, x) in o {
                    if k == "k" {
                        for variant in x.as_array().into_iter().flatten() {
                            parts(&variant[2], out);
                        }
                    } else if k != "v" && k != "s" && k != "d" {
                        parts(x, out);
                    }
                }
            }
            _ => {}
        }
    }
    let messages = data["messages"].as_object().expect("messages");
    assert!(!messages.is_empty(), "{}: no messages", path.display());
    for (id, m) in messages {
        assert!(
            own.contains(id),
            "{lang}: {id} is not in the {lang} catalogue"
        );
        parts(m, &mut text);
    }
    text
}

#[test]
fn pages_in_each_language_hold_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let dir = pages(lang);
        let site = dir.join("site");
        let html = [
            dir.join("daily.html"),
            dir.join("board.html"),
            site.join("index.html"),
            site.join(format!("{FIRST}.html")),
            site.join("archive.html"),
            site.join("play.html"),
        ];
        for page in &html {
            let text = std::fs::read_to_string(page).expect("page");
            assert!(
                text.contains(&format!("<html lang=\"{}\">", lang.code())),
                "{}",
                page.display()
            );
            let what = page.display().to_string();
            assert_no_english(lang, &what, &visible_text(&text));
            if text.contains("id=\"pp-data\"") {
                let m = message_text(lang, page);
                let found = english_in(lang, &m);
                assert!(found.is_empty(), "{lang} {what}: messages hold {found:?}");
            }
        }
        // The feed: its title, subtitle and each day's title and summary.
        let feed = std::fs::read_to_string(site.join("feed.xml")).expect("feed");
        let mut text = String::new();
        for tag in ["title", "subtitle", "summary"] {
            for part in feed.split(&format!("<{tag}>")).skip(1) {
                text.push_str(&unescape(&part[..part.find('<').expect("end")]));
                text.push('\n');
            }
        }
        assert!(text.lines().count() >= 6, "{text}");
        let found = english_in(lang, &text);
        assert!(found.is_empty(), "{lang} feed holds {found:?}: {text}");
    }
}

#[test]
fn english_pages_keep_their_words() {
    // The English site as before: the tests of site.rs and web.rs read
    // these texts.
    let site = pages(Lang::En).join("site");
    let day = std::fs::read_to_string(site.join(format!("{LAST}.html"))).expect("day");
    for text in [
        "Reach each goal from the position shown. Your moves are kept in this browser.",
        "Your result for 2026-11-23",
        "Monday, 23 November 2026",
        "\u{2190} Previous day",
        "A new day&#39;s puzzles come out at midnight, by your device&#39;s calendar.",
        ">Copy ID</button>",
        "<html lang=\"en\">",
    ] {
        assert!(day.contains(text), "{text}");
    }
    let archive = std::fs::read_to_string(site.join("archive.html")).expect("archive");
    assert!(archive.contains("<h2>November 2026</h2>"));
    // The German archive names its months in German, and its dates too.
    let de = std::fs::read_to_string(pages(Lang::De).join("site/archive.html")).expect("de");
    assert!(de.contains("<h2>November 2026</h2>") && de.contains("Montag, 23. November 2026"));
    let es = std::fs::read_to_string(pages(Lang::Es).join("site/archive.html")).expect("es");
    assert!(
        es.contains("<h2>Noviembre de 2026</h2>"),
        "Spanish month heading"
    );
}

// ---- In the browser ------------------------------------------------------

fn wait_for(b: &mut Browser, expr: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        // An evaluation that meets the reload a new address starts
        // ("target navigated") is tried again, as in tests/it/site.rs.
        let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            b.eval(&format!(
                "(() => {{ try {{ return !!({expr}); }} catch (e) {{ return false; }} }})()"
            ))
        }));
        if matches!(ok, Ok(Value::Bool(true))) {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {expr}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn text_of(b: &mut Browser, expr: &str) -> String {
    b.eval(expr).as_str().unwrap_or_default().to_string()
}

#[test]
#[ignore = "needs chromium"]
fn browser_german_day_page_writes_german() {
    let lang = Lang::De;
    let page = pages(lang).join(format!("site/{LAST}.html"));
    let data = page_data(&page);
    let mut b = Browser::start(1280, 900);
    b.open(&page);
    wait_for(&mut b, "document.querySelector('.stats dt')");
    // A statistic of many puzzles: written with the German separator.
    b.eval(
        "localStorage.setItem('pyramid-press/stats', JSON.stringify({days: {'2026-11-20': \
{solved: 12345, total: 12345, moves: 99999, hints: 0}}}))",
    );
    b.reload();
    wait_for(&mut b, "document.querySelector('.stats dt')");
    let stats = text_of(&mut b, "document.querySelector('.stats').innerText");
    assert!(stats.contains("12.345"), "German number form: {stats}");
    assert!(
        stats.contains("Gelöste Rätsel") && stats.contains("Längste Serie"),
        "{stats}"
    );
    // The streak counts days solved on their own date.
    assert!(stats.contains("am selben Tag gelösten"), "{stats}");
    // The first puzzle played to the end by its solution: the share text.
    let sol = first_solution(&data);
    let verdict = b.eval(&format!(
        "PyramidPress.checkSection(document.querySelector('#puzzle-1'), {}).text",
        serde_json::to_string(&sol.join(" ")).expect("json")
    ));
    let verdict = verdict.as_str().unwrap_or_default().to_string();
    assert_eq!(
        verdict,
        format!("Diese {} Züge lösen das Rätsel.", sol.len()),
        "{verdict}"
    );
    let empty = b.eval("PyramidPress.checkSection(document.querySelector('#puzzle-1'), '').text");
    assert_eq!(empty, "Gib zuerst die Züge ein.");
    let label = text_of(&mut b, "document.querySelector('.check').innerText");
    let share = text_of(&mut b, "PyramidPress.shareText()");
    let n = data["puzzles"].as_array().expect("puzzles").len();
    assert!(
        share.contains(&format!("Noch keines von {n} gelöst.")),
        "{share}"
    );
    // Nothing played yet: no line for any puzzle.
    assert_eq!(share.lines().count(), 2, "{share}");
    let all = format!("{stats}\n{verdict}\n{label}\n{share}");
    let found = english_in(lang, &all);
    assert!(
        found.is_empty(),
        "English on the German page: {found:?}\n{all}"
    );
    b.close();
}

#[test]
#[ignore = "needs chromium"]
fn browser_play_page_says_what_is_wrong_with_an_id_in_its_language() {
    // One ID for each of the engine's problem codes (crates/web-engine),
    // and one that is neither kind of ID.
    let ids = [
        "P34S-ZZZ",
        "P34S-DJ653-1063C-60-3",
        "P22S-00000-0",
        "PXYS-00000-0",
        "P34Q5-00000-0",
        "P34S-0!000-0",
        "P34S-00000-!",
        "P34S-00000-00000-00000-00000-0",
        "pyramid-99999999999999999999",
        "xyzzy qq",
    ];
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let page = pages(lang).join("site/play.html");
        let mut b = Browser::start(1000, 800);
        b.open(&page);
        for id in ids {
            let quoted = serde_json::to_string(id).expect("json");
            b.eval(&format!(
                "location.hash = encodeURIComponent({quoted}); true"
            ));
            wait_for(
                &mut b,
                &format!(
                    "(document.querySelector('.byid-msg.err') || {{}}).textContent && \
                     document.querySelector('.byid-msg').textContent.includes({quoted}.trim())"
                ),
            );
            let said = b.eval("document.querySelector('.byid-msg').textContent");
            let said = said.as_str().expect("text");
            let found = english_in(lang, said);
            assert!(found.is_empty(), "{lang} {id}: {said:?} holds {found:?}");
            assert!(
                !said.contains("puzzle ID") && !said.contains("neither"),
                "{said}"
            );
        }
        b.close();
    }
    // The page every printed QR code opens has the day pages' box that
    // checks moves written on paper, in its language, and gives the day
    // page's verdict on the puzzle's solution (review 6).
    for lang in Lang::ALL {
        let day = pages(lang).join(format!("site/{LAST}.html"));
        let data = page_data(&day);
        let id = data["puzzles"][0]["id"].as_str().expect("id").to_string();
        let sol = first_solution(&data);
        let mut b = Browser::start(1000, 800);
        b.set_today(LAST);
        let verdict_of = |b: &mut Browser| {
            wait_for(b, "document.querySelector('#puzzle-1 details.check')");
            b.eval(&format!(
                "document.querySelector('#puzzle-1 .check textarea').value = {}; \
                 document.querySelector('#puzzle-1 [data-check]').click(); true",
                serde_json::to_string(&sol.join(" ")).expect("json")
            ));
            wait_for(
                b,
                "document.querySelector('#puzzle-1 .checkout').textContent",
            );
            (
                text_of(
                    b,
                    "document.querySelector('#puzzle-1 .check summary').textContent",
                ),
                text_of(
                    b,
                    "document.querySelector('#puzzle-1 .checkout').textContent",
                ),
            )
        };
        b.open(&day);
        let on_day = verdict_of(&mut b);
        b.open(&pages(lang).join("site/play.html"));
        b.eval(&format!(
            "location.hash = encodeURIComponent({}); true",
            serde_json::to_string(&id).expect("json")
        ));
        wait_for(
            &mut b,
            "document.querySelectorAll('#puzzle-1').length === 1",
        );
        let on_play = verdict_of(&mut b);
        assert_eq!(on_play, on_day, "{lang}: play.html's check box");
        assert_eq!(
            b.eval("document.querySelectorAll('details.check').length"),
            1,
            "{lang}"
        );
        // A deal opened by its ID has the box too (the cards player's
        // check op).
        b.eval("location.hash = 'pyramid-7'; true");
        wait_for(
            &mut b,
            "document.querySelector('#puzzle-1[data-player=cards] details.check')",
        );
        b.eval(
            "document.querySelector('#puzzle-1 .check textarea').value = 'zz'; \
             document.querySelector('#puzzle-1 [data-check]').click(); true",
        );
        wait_for(
            &mut b,
            "document.querySelector('#puzzle-1 .checkout').textContent",
        );
        let said = text_of(
            &mut b,
            "document.querySelector('#puzzle-1 .checkout').textContent",
        );
        if lang != Lang::En {
            let found = english_in(lang, &format!("{said} {}", on_play.0));
            assert!(found.is_empty(), "{lang}: {said:?} holds {found:?}");
        }
        assert!(
            !said.is_empty() && said != "js-page-check-unsupported",
            "{said}"
        );
        b.close();
    }
}
