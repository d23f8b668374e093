//! The card deals player speaks the page's language: every message its
//! scripts ask for is in the English catalogue and every one there is
//! asked for, and on a French page played in a real browser (a legal step,
//! a refused pair, a draw, a hint, the moves checker) no status, label or
//! button holds a word of the English catalogue, while the English page
//! keeps its English. The browser test is `#[ignore = "needs chromium"]`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use documents::locale::Lang;

use crate::daily_common::cli;
use crate::languages::{assert_no_english, english_only};
use crate::web::page_data;
use crate::web_cdp::Browser;

const DAY: &str = "2026-11-23";

fn repo(path: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The ids `text` asks `PP.t` for that start with `prefix`.
fn asked(text: &str, prefix: &str) -> BTreeSet<String> {
    let key = format!("PP.t('{prefix}");
    text.match_indices(&key)
        .map(|(i, _)| {
            let rest = &text[i + "PP.t('".len()..];
            rest[..rest.find('\'').expect("closing quote")].to_string()
        })
        .collect()
}

/// The message ids of a catalogue file that start with `prefix`.
fn defined(ftl: &str, prefix: &str) -> BTreeSet<String> {
    ftl.lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| id.starts_with(prefix) && !id.contains(' '))
        .map(str::to_string)
        .collect()
}

#[test]
fn script_messages_and_the_english_catalogue_match() {
    let scripts = repo("crates/documents/assets/web/cards.js");
    let en = repo("crates/documents/locales/en/web-cards.ftl");
    let used = asked(&scripts, "js-cards-");
    let have = defined(&en, "js-cards-");
    assert!(used.len() > 30, "only {} ids asked for", used.len());
    let missing: Vec<_> = used.difference(&have).collect();
    assert!(
        missing.is_empty(),
        "asked for but not in English: {missing:?}"
    );
    // The Rust-built surface asks for the draw buttons and the words of
    // the moves draw and reset too (one message for the markup and the
    // script that relabels it).
    let rust = repo("crates/documents/src/games/cards/web.rs");
    let unused: Vec<_> = have
        .iter()
        .filter(|id| !used.contains(*id) && !rust.contains(&format!("\"{id}\"")))
        .collect();
    assert!(
        unused.is_empty(),
        "in English but never asked for: {unused:?}"
    );
    // Every web-cards-* message is used by the Rust-built surface.
    let unused: Vec<_> = defined(&en, "web-cards-")
        .into_iter()
        .filter(|id| !rust.contains(&format!("\"{id}\"")))
        .collect();
    assert!(
        unused.is_empty(),
        "web-cards messages never used: {unused:?}"
    );
    // No reader-facing English left in the player's script: every quoted
    // text with a space in it is code, not words.
    let cards = repo("crates/documents/assets/web/cards.js");
    for line in cards.lines() {
        let code = line.split("//").next().unwrap_or_default();
        for (k, part) in code.split('\'').enumerate() {
            let words = part.split_whitespace().count();
            assert!(
                k % 2 == 0
                    || words < 2
                    || ["use strict", "card pile", "hit empty"].contains(&part)
                    || part.contains(['(', '=', '[', '#']),
                "English text in cards.js: {line}"
            );
        }
    }
}

/// A daily page of [`DAY`] in `lang` with a Pyramid and a Cheops deal.
fn page(lang: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "pyramid-press-web-lang-cards-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("dir");
    let p = dir.join(format!("daily-{lang}.html"));
    cli()
        .args([
            "daily",
            "--date",
            DAY,
            "--html",
            "--lang",
            lang,
            "--deals",
            "pyramid,cheops",
            "-o",
        ])
        .arg(&p)
        .env("RAYON_NUM_THREADS", "2")
        .assert()
        .success();
    p
}

fn text(b: &mut Browser, js: &str) -> String {
    b.eval(js).as_str().unwrap_or_default().to_string()
}

/// What a reader meets while playing the first deal of the page: the
/// status after a legal step, a refused pair, a draw and two hints, the
/// moves checker's reasons, the player's labels and text.
fn play(b: &mut Browser, path: &Path) -> Vec<String> {
    let data = page_data(path);
    let (k, spec) = data["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .enumerate()
        .find(|(_, p)| p["player"] == "cards")
        .expect("a deal");
    let section = k + 1;
    let deal_no = 0;
    let solution: Vec<String> = serde_json::from_value(spec["solution"].clone()).expect("solution");
    b.open(path);
    // From the start, whatever an earlier page of this deal kept.
    b.click(&format!("#puzzle-{section} [data-act=restart]"));
    let status = |b: &mut Browser| {
        text(
            b,
            &format!("document.querySelector('#puzzle-{section} .status').textContent"),
        )
    };
    let mut seen = Vec::new();
    // A legal step: the key's first move, played by clicking.
    let first = &solution[0];
    if first == "draw" || first == "reset" {
        b.click_at(
            &format!("#puzzle-{section} g.card[data-loc=\"stock\"]"),
            0.5,
            0.25,
        );
    } else {
        for card in first.split('+') {
            b.click_at(
                &format!("#puzzle-{section} g.card[data-card=\"{card}\"]"),
                0.5,
                0.2,
            );
        }
    }
    let moves: Vec<String> =
        serde_json::from_value(b.eval(&format!("PyramidPress.cards.moves({deal_no})")))
            .expect("moves");
    assert_eq!(moves, solution[..1].to_vec(), "the legal step was played");
    seen.push(status(b));
    // An illegal one: two free cards (no King) that do not make 13.
    let free: Vec<String> = serde_json::from_value(b.eval(&format!(
        "[...document.querySelectorAll('#puzzle-{section} g.card.free[data-card]')]\
         .map(g => g.dataset.card)"
    )))
    .expect("free cards");
    let rank = |c: &str| match &c[..1] {
        "A" => 1,
        "T" => 10,
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        d => d.parse().expect("rank"),
    };
    let (x, y) = free
        .iter()
        .flat_map(|a| free.iter().map(move |c| (a, c)))
        .find(|(a, c)| a != c && rank(a) + rank(c) != 13 && rank(a) != 13 && rank(c) != 13)
        .expect("a wrong pair");
    b.click_at(
        &format!("#puzzle-{section} g.card[data-card=\"{x}\"]"),
        0.5,
        0.2,
    );
    seen.push(status(b));
    b.click_at(
        &format!("#puzzle-{section} g.card[data-card=\"{y}\"]"),
        0.5,
        0.2,
    );
    let refused = status(b);
    assert!(
        refused.contains(&(rank(x) + rank(y)).to_string()),
        "{refused}"
    );
    seen.push(refused);
    // A covered card.
    b.eval(&format!(
        "document.querySelector('#puzzle-{section} g.card:not(.free)[data-loc^=p]')\
         .dispatchEvent(new MouseEvent('click', {{bubbles: true}}))"
    ));
    seen.push(status(b));
    // A draw.
    b.click(&format!("#puzzle-{section} [data-act=draw]"));
    let moves: Vec<String> =
        serde_json::from_value(b.eval(&format!("PyramidPress.cards.moves({deal_no})")))
            .expect("moves");
    assert_eq!(moves.last().map(String::as_str), Some("draw"));
    seen.push(status(b));
    // Two hints: where to look, then the move.
    b.click(&format!("#puzzle-{section} [data-act=hint]"));
    seen.push(status(b));
    b.click(&format!("#puzzle-{section} [data-act=hint]"));
    seen.push(status(b));
    // Undo, and the moves checker's reasons.
    b.click(&format!("#puzzle-{section} [data-act=undo]"));
    seen.push(status(b));
    for list in ["\"ZZ\"", "\"\""] {
        seen.push(text(
            b,
            &format!("PyramidPress.cards.check({deal_no}, {list}).reason"),
        ));
    }
    // What the check box says of an unreadable, an illegal and a short
    // list (a solving one below), in the page's words.
    for list in ["ZZ".to_string(), format!("{first} {first}"), first.clone()] {
        seen.push(text(
            b,
            &format!(
                "PyramidPress.checkSection(document.querySelector('#puzzle-{section}'), {list:?}).text"
            ),
        ));
    }
    assert!(seen.iter().all(|s| !s.is_empty()), "{seen:?}");
    // The checker (the engine's, as `pyramid-press check`: its verdicts are
    // the command line's lines, tests/it/web_engine.rs) takes moves as the
    // printed key writes them: the page's word for draw, cards with 10 and
    // suit symbols.
    let printed = first
        .replace('T', "10")
        .replace('C', "\u{2663}")
        .replace('D', "\u{2666}")
        .replace('H', "\u{2665}")
        .replace('S', "\u{2660}");
    for list in [
        format!("{printed:?}"),
        "PyramidPress.t('js-cards-move-draw')".to_string(),
    ] {
        let v = b.eval(&format!("PyramidPress.cards.check({deal_no}, {list})"));
        assert_eq!(v["at"], serde_json::json!(-1), "{list}: {v}");
    }
    // The solution the page shows (draws folded as on the printed key, in
    // the page's words) checks as a win, and the box says so in French.
    let verdict = b.eval(&format!(
        "PyramidPress.cards.check({deal_no}, document.querySelector('#puzzle-{section} \
         .soltext').textContent)"
    ));
    assert_eq!(verdict["solved"], serde_json::json!(true), "{verdict}");
    let said = text(
        b,
        &format!(
            "PyramidPress.checkSection(document.querySelector('#puzzle-{section}'), \
             document.querySelector('#puzzle-{section} .soltext').textContent).text"
        ),
    );
    seen.push(said);
    // A step that goes wrong inside a folded draw is named as written:
    // drawing the whole stock and more.
    let draw = text(b, "PyramidPress.t('js-cards-move-draw')");
    let over = b.eval(&format!(
        "PyramidPress.cards.check({deal_no}, '{draw} x25')"
    ));
    assert_eq!(over["at"], serde_json::json!(0), "{over}");
    assert_eq!(over["kind"], serde_json::json!("illegal"), "{over}");
    // (As the engine writes the step back, the command line too.)
    let step = over["move"].as_str().unwrap_or_default().replace(' ', "");
    assert_eq!(step, format!("{draw}x25"), "{over}");
    let line = over["line"].as_str().unwrap_or_default();
    assert!(
        line.starts_with("not solved: step 1, ") && line.contains("is not legal: draw 25 of 25: "),
        "{over}"
    );
    // The player's labels and its text.
    let labels: Vec<String> = serde_json::from_value(b.eval(&format!(
        "[...document.querySelectorAll('#puzzle-{section} .play [aria-label]')]\
         .map(e => e.getAttribute('aria-label'))"
    )))
    .expect("labels");
    seen.extend(labels);
    // (The moves checker's box is page.js's, shared by both games.)
    seen.push(text(
        b,
        &format!(
            "(() => {{ const play = document.querySelector('#puzzle-{section} .play')\
             .cloneNode(true); play.querySelectorAll('.check').forEach(e => e.remove()); \
             return document.querySelector('#puzzle-{section} .rules').textContent + ' ' + \
             play.textContent; }})()"
        ),
    ));
    seen
}

#[test]
#[ignore = "needs chromium"]
fn a_french_deal_plays_in_french_and_english_stays_english() {
    crate::web_cdp::require_chromium();
    let fr = page("fr");
    let en = page("en");
    let mut b = Browser::start(1280, 900);
    let said = play(&mut b, &fr);
    let all = said.join("\n");
    assert_no_english(Lang::Fr, "card player", &all);
    assert!(all.contains("pioche") && all.contains("défausse"), "{all}");
    let said = play(&mut b, &en);
    let all = said.join("\n");
    assert!(
        said[2].starts_with("Not allowed: ") && said[5].starts_with("Hint: look at "),
        "{said:?}"
    );
    let english = english_only(Lang::Fr);
    let found = all
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| english.contains(&w.to_lowercase()))
        .count();
    assert!(found > 50, "the English page speaks English: {all}");
}
