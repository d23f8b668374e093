//! The Egyptian Solitaire player speaks the page's language: every word its
//! scripts write comes from the catalogues (no message missing, none
//! unused), and on a German, French or Spanish page the status lines,
//! hints, square names and buttons hold no English word, while the English
//! page still speaks English.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use documents::locale::{self, FILES, Lang, sources};
use egypt::board::{Board, Move, Square};
use egypt::notation::parse_position;
use serde_json::{Value, json};

use crate::daily_common::cli;
use crate::languages::{english_only, words};
use crate::web::page_data;
use crate::web_cdp::Browser;

const EGYPT_JS: &str = include_str!("../../crates/documents/assets/web/egypt.js");
const WEB_RS: &str = include_str!("../../crates/documents/src/games/egypt/web.rs");

/// The ids of a catalogue file of `lang`.
fn catalogue_ids(lang: Lang, file: &str) -> BTreeSet<String> {
    let i = FILES
        .iter()
        .position(|f| *f == file)
        .expect("catalogue file");
    locale::messages(sources(lang)[i])
        .expect("catalogue parses")
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// The message ids a script asks `PP.t` for, with the given prefix.
fn script_ids(script: &str, prefix: &str) -> BTreeSet<String> {
    let call = format!("PP.t('{prefix}");
    script
        .match_indices(&call)
        .map(|(at, _)| {
            let rest = &script[at + "PP.t('".len()..];
            rest[..rest.find('\'').expect("end of id")].to_string()
        })
        .collect()
}

#[test]
fn every_message_the_egyptian_scripts_use_exists_and_every_one_is_used() {
    let en = catalogue_ids(Lang::En, "web-egypt.ftl");
    let js: BTreeSet<String> = en
        .iter()
        .filter(|id| id.starts_with("js-egypt-"))
        .cloned()
        .collect();
    let used = script_ids(EGYPT_JS, "js-egypt-");
    assert!(used.len() > 30, "the scripts use {} messages", used.len());
    let missing: Vec<_> = used.difference(&js).collect();
    assert!(missing.is_empty(), "not in en/web-egypt.ftl: {missing:?}");
    let dead: Vec<_> = js.difference(&used).collect();
    assert!(dead.is_empty(), "no script uses {dead:?}");
    // The player's Rust-built surface: each word is looked up by web.rs.: each one is looked up by web.rs.
    let web: Vec<_> = en
        .iter()
        .filter(|id| id.starts_with("web-egypt-"))
        .collect();
    assert!(web.len() > 5);
    for id in web {
        assert!(
            WEB_RS.contains(&format!("\"{id}\"")),
            "web.rs does not use {id}"
        );
    }
    // The piece names appear only through messages, never as English words
    // glued into a sentence.
    for word in ["'Small'", "'Medium'", "'Large'", "'Not allowed", "'Hint"] {
        assert!(!EGYPT_JS.contains(word), "egypt.js writes {word}");
    }
}

/// A fixed day, so runs compare.
const DAY: &str = "2026-11-23";

/// The daily page of [`DAY`] in `lang`, made once per language by the
/// command line.
fn daily_page(lang: &str) -> PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!(
            "pyramid-press-web-languages-egypt-{}",
            std::process::id()
        ));
        std::fs::create_dir_all(&d).expect("work dir");
        d
    });
    let p = dir.join(format!("daily-{DAY}-{lang}.html"));
    if !p.exists() {
        cli()
            .args(["daily", "--date", DAY, "--html", "--lang", lang, "-o"])
            .arg(&p)
            .assert()
            .success();
    }
    p
}

fn square(board: &Board, sq: Square) -> String {
    format!("#puzzle-1 rect.sq[data-sq=\"{}\"]", board.size().index(sq))
}

fn text_of(b: &mut Browser, expr: &str) -> String {
    b.eval(expr).as_str().unwrap_or_default().to_string()
}

fn status(b: &mut Browser) -> String {
    text_of(b, "document.querySelector('#puzzle-1 .status').textContent")
}

/// What the player of the first puzzle says while played: (what was done,
/// the text), for a legal move, an illegal one, hints, undo, the square
/// labels, the buttons and the moves check.
fn play_and_listen(path: &Path, shots: Option<(&Path, &str)>) -> Vec<(String, String)> {
    let data = page_data(path);
    let p = &data["puzzles"][0];
    let start = parse_position(p["pos"].as_str().expect("pos")).expect("position");
    let solution: Vec<Move> = p["solution"]
        .as_array()
        .expect("solution")
        .iter()
        .map(|m| m.as_str().expect("move").parse().expect("move"))
        .collect();
    // A movable piece and a hop-shaped landing it may not take, on a square
    // whose own piece cannot move (else clicking it picks that piece).
    let legal = start.legal_moves();
    let (from, bad) = legal
        .iter()
        .find_map(|m| {
            start.size().squares().find_map(|to| {
                let mv = Move { from: m.from, to };
                let other_moves = legal.iter().any(|l| l.from == to);
                (mv.over().is_some() && start.check(mv).is_err() && !other_moves)
                    .then_some((m.from, mv))
            })
        })
        .expect("an illegal hop from a movable piece");
    let mut b = Browser::start(1280, 900);
    b.open(path);
    let mut said = Vec::new();
    let mut hear = |what: &str, text: String| {
        said.push((what.to_string(), text));
    };
    b.click(&square(&start, from));
    let s = status(&mut b);
    hear("picked", s);
    let labels = text_of(
        &mut b,
        "[...document.querySelectorAll('#puzzle-1 rect.sq')].map(r => r.getAttribute('aria-label')).join('\\n')",
    );
    hear("square labels", labels);
    b.click(&square(&start, bad.to));
    let s = status(&mut b);
    hear("illegal", s);
    // The piece is still held: a second click puts it back.
    b.click(&square(&start, from));
    let s = status(&mut b);
    hear("put back", s);
    let first = solution[0];
    b.click(&square(&start, first.from));
    b.click(&square(&start, first.to));
    let s = status(&mut b);
    hear("legal", s);
    for k in 1..=3 {
        b.click("#puzzle-1 [data-act=hint]");
        let s = status(&mut b);
        hear(&format!("hint {k}"), s);
    }
    let count = text_of(
        &mut b,
        "document.querySelector('#puzzle-1 .hintcount').textContent",
    );
    hear("hint count", count);
    b.click("#puzzle-1 [data-act=timer]");
    let clock = text_of(
        &mut b,
        "document.querySelector('#puzzle-1 .clock').textContent",
    );
    hear("clock", clock);
    if let Some((dir, lang)) = shots {
        for width in [375, 1280] {
            let png = b.screenshot(width);
            std::fs::write(dir.join(format!("egypt-{lang}-{width}.png")), png).expect("png");
        }
    }
    b.click("#puzzle-1 [data-act=undo]");
    let s = status(&mut b);
    hear("undo", s);
    // The whole solution: the end of the game, and King Tut's time.
    for mv in &solution {
        b.click(&square(&start, mv.from));
        b.click(&square(&start, mv.to));
    }
    let s = status(&mut b);
    hear("solved", s);
    let clock = text_of(
        &mut b,
        "document.querySelector('#puzzle-1 .clock').textContent",
    );
    hear("clock at the end", clock);
    let hints = b.eval("PyramidPress.hints(0)");
    b.click("#puzzle-1 [data-act=hint]");
    let s = status(&mut b);
    hear("hint when solved", s);
    // A verdict is no hint, and once solved the count stays (review 6):
    // "Solved: nothing left to hint", then from the start a first move
    // that loses the goal and a hint that can only say so.
    assert_eq!(b.eval("PyramidPress.hints(0)"), hints, "hint when solved");
    b.click("#puzzle-1 [data-act=reset]");
    let target = serde_json::to_string(&p["target"]).expect("json");
    // A line of moves, each but the last keeping the goal in reach.
    let losing = b.eval(&format!(
        "(() => {{ const t = {target}; \
           const go = (pos, line) => {{ \
             for (const m of PyramidPress.legalMoves(pos)) {{ \
               const next = PyramidPress.playText(pos, m); \
               if (PyramidPress.solve(next, t).winnable === false) return line.concat([m]); \
               if (line.length < 3) {{ const r = go(next, line.concat([m])); if (r) return r; }} \
             }} return null; }}; \
           return go(PyramidPress.position(0), []); }})()"
    ));
    let line: Vec<String> = serde_json::from_value(losing).expect("a line that loses the goal");
    for m in &line {
        let mv: Move = m.parse().expect("move");
        b.click(&square(&start, mv.from));
        b.click(&square(&start, mv.to));
    }
    b.click("#puzzle-1 [data-act=hint]");
    let s = status(&mut b);
    let last = line.last().expect("a move");
    assert!(
        s.contains(last.as_str()),
        "the lost verdict names {last}: {s}"
    );
    assert_eq!(b.eval("PyramidPress.hints(0)"), hints, "a lost verdict");
    b.click("#puzzle-1 [data-act=reset]");
    let fresh = b.eval("PyramidPress.hints(0)");
    b.click("#puzzle-1 [data-act=hint]");
    assert_eq!(b.eval("PyramidPress.hints(0)"), fresh, "a hint once solved");
    let surface = text_of(
        &mut b,
        "(() => { const s = document.querySelector('#puzzle-1 .play'); \
         return [...s.querySelectorAll('button:not([hidden]), label, h3, .solution')] \
         .filter(e => !e.closest('.check')).map(e => e.textContent).concat([s.querySelector('svg.board').getAttribute('aria-label'), \
         s.querySelector('.controls').getAttribute('aria-label')]).join('\\n'); })()",
    );
    hear("buttons and labels", surface);
    // The check of written moves: the engine's verdicts (the command
    // line's, tests/it/web_engine.rs) in the page's words, as reasons and
    // as the whole sentence of the check box for unreadable, illegal,
    // short, losing and solving lists.
    let pos = serde_json::to_string(p["pos"].as_str().expect("pos")).expect("json");
    let target = serde_json::to_string(&p["target"]).expect("json");
    for (what, list) in [
        ("check: not a move", "zz".to_string()),
        ("check: illegal", format!("{bad}")),
        ("check: hops left", format!("{first}")),
    ] {
        let reason = text_of(
            &mut b,
            &format!("PyramidPress.checkEgypt({pos}, {target}, {list:?}).reason"),
        );
        hear(what, reason);
    }
    let whole = solution
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let losing: Vec<String> = legal.iter().map(ToString::to_string).collect();
    let losing = serde_json::to_string(&losing).expect("json");
    let losing = text_of(
        &mut b,
        &format!(
            "{losing}.find(m => PyramidPress.checkEgypt({pos}, {target}, '{first} ' + m).kind === 'loses') \
             || {losing}.find(m => PyramidPress.checkEgypt({pos}, {target}, m).kind === 'loses') || ''"
        ),
    );
    let mut lists = vec![
        ("check box: not a move", format!("{first} zz")),
        ("check box: illegal", format!("{first} {bad}")),
        ("check box: short", format!("{first}")),
        ("check box: solved", whole),
    ];
    if !losing.is_empty() {
        lists.push(("check box: loses", format!("{first} {losing}")));
    }
    for (what, list) in lists {
        let said = text_of(
            &mut b,
            &format!(
                "PyramidPress.checkSection(document.querySelector('#puzzle-1'), {list:?}).text"
            ),
        );
        hear(what, said);
    }
    // Every message of the player once, with each piece and with one and
    // with several of each number (the texts above hear only some).
    let cases = serde_json::to_string(&message_cases()).expect("json");
    let all = b.eval(&format!(
        "JSON.stringify({cases}.map(c => PyramidPress.t(c[0], c[1])))"
    ));
    let all: Vec<String> = serde_json::from_str(all.as_str().expect("texts")).expect("json");
    hear("every message", all.join("\n"));
    // For a reader who asked for screenshots: the texts too.
    if let Some((dir, lang)) = shots {
        let text: Vec<String> = said.iter().map(|(w, t)| format!("## {w}\n{t}\n")).collect();
        std::fs::write(dir.join(format!("egypt-{lang}.txt")), text.join("\n")).expect("texts");
    }
    said
}

/// Every js-egypt-* message with arguments for its variables, each piece
/// and each count of one and of several: [id, args] pairs.
fn message_cases() -> Vec<Value> {
    let i = FILES
        .iter()
        .position(|f| *f == "web-egypt.ftl")
        .expect("file");
    let mut out = Vec::new();
    for (id, vars) in locale::messages(sources(Lang::En)[i]).expect("parses") {
        if !id.starts_with("js-egypt-") {
            continue;
        }
        for (piece, n) in [("S", 1), ("M", 3), ("L", 0)] {
            let args: serde_json::Map<String, Value> = vars
                .iter()
                .map(|v| {
                    let value = match v.as_str() {
                        "piece" | "on" | "removed" => json!(piece),
                        "square" | "from" | "over" | "to" | "squares" => json!("b2"),
                        "move" => json!("a1-c1"),
                        "time" | "total" => json!("1:05"),
                        "goal" | "idea" | "why" | "played" | "label" | "upper" | "lower"
                        | "stack" => json!("x"),
                        _ => json!(n),
                    };
                    (v.clone(), value)
                })
                .collect();
            out.push(json!([id, args]));
        }
    }
    out
}

/// Fails on an empty text, a message the page lacks or a variable left
/// unfilled.
fn assert_complete(lang: &str, said: &[(String, String)]) {
    for (what, text) in said {
        assert!(!text.trim().is_empty(), "{lang}: {what} says nothing");
        assert!(
            !text.contains("js-egypt-") && !text.contains("{$"),
            "{lang}: {what}: {text}"
        );
    }
}

#[test]
#[ignore = "needs chromium"]
fn browser_egyptian_player_speaks_the_pages_language() {
    // PP_SCREENSHOT_DIR=DIR also saves screenshots (375 and 1280 px, after
    // a move and hints) and the texts heard, for a reader to look at.
    let shots = std::env::var_os("PP_SCREENSHOT_DIR").map(PathBuf::from);
    for (code, lang) in [("de", Lang::De), ("fr", Lang::Fr), ("es", Lang::Es)] {
        let said = play_and_listen(&daily_page(code), shots.as_deref().map(|d| (d, code)));
        assert_complete(code, &said);
        let english = english_only(lang);
        for (what, text) in &said {
            let found: Vec<_> = words(text)
                .into_iter()
                .filter(|w| english.contains(w))
                .collect();
            assert!(
                found.is_empty(),
                "{code}: {what} holds English words {found:?}: {text}"
            );
        }
        // The hints named pieces and squares.
        let hint = &said.iter().find(|(w, _)| w == "hint 3").expect("hint").1;
        assert!(hint.contains(char::is_numeric), "{code}: {hint}");
    }
    // The same actions on the English page give the English words.
    let said = play_and_listen(&daily_page("en"), shots.as_deref().map(|d| (d, "en")));
    assert_complete("en", &said);
    let get = |w: &str| -> &str { &said.iter().find(|(x, _)| x == w).expect("said").1 };
    assert!(
        get("picked").starts_with("Picked the "),
        "{}",
        get("picked")
    );
    assert!(
        get("illegal").starts_with("Not allowed: "),
        "{}",
        get("illegal")
    );
    assert_eq!(get("put back"), "Piece put back.");
    assert!(get("hint 3").starts_with("Hint: "), "{}", get("hint 3"));
    assert!(get("hint count").starts_with("Hints used: "));
    assert!(get("square labels").contains(", picked up"));
    assert!(get("buttons and labels").contains("Show solution"));
    assert!(get("undo").starts_with("Took back "));
    assert!(get("solved").starts_with("Solved! No move is left: 1 piece left, score 1."));
    assert!(get("clock at the end").contains("King Tut total"));
    let english = english_only(Lang::De);
    let all: String = said
        .iter()
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words(&all).iter().filter(|w| english.contains(*w)).count() > 10);
}

/// The page data's target text is the printed goal words of the page's
/// language, in running text, and its ideas are the printed ideas.
#[test]
fn the_goal_and_idea_handed_to_the_script_are_in_the_pages_language() {
    for (code, lang) in [
        ("en", Lang::En),
        ("de", Lang::De),
        ("fr", Lang::Fr),
        ("es", Lang::Es),
    ] {
        let data = page_data(&daily_page(code));
        let puzzles = data["puzzles"].as_array().expect("puzzles");
        let goals: Vec<&Value> = puzzles
            .iter()
            .filter(|p| p["target"].is_object())
            .map(|p| &p["target"]["text"])
            .collect();
        assert!(!goals.is_empty());
        // The idea behind a puzzle, which the hints tell, too.
        let ideas: Vec<&str> = puzzles
            .iter()
            .filter_map(|p| p["idea"]["words"].as_str())
            .collect();
        assert!(
            !ideas.is_empty(),
            "{code}: no puzzle of the day has an idea"
        );
        if lang != Lang::En {
            let english = english_only(lang);
            for idea in &ideas {
                assert!(
                    words(idea).iter().all(|w| !english.contains(w)),
                    "{code}: {idea}"
                );
            }
        }
        for g in goals {
            let text = g.as_str().expect("goal text");
            assert!(text.starts_with(char::is_lowercase), "{code}: {text}");
            if lang != Lang::En {
                let english = english_only(lang);
                assert!(
                    words(text).iter().all(|w| !english.contains(w)),
                    "{code}: {text}"
                );
            }
        }
    }
}
