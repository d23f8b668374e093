//! Books and sheets in other languages: the catalogues agree message by
//! message, pages in German, French and Spanish hold no word of the
//! English catalogue, and plurals and numbers follow each language.

use std::collections::BTreeSet;

use documents::locale::{self, FILES, Lang, scoped, sources};
use render::Document;

/// A catalogue file's messages, each with the variables it uses.
type Messages = Vec<(String, Vec<String>)>;

/// Every catalogue file of `lang` with its messages and their variables.
fn catalogue(lang: Lang) -> Vec<(String, Messages)> {
    FILES
        .iter()
        .zip(sources(lang))
        .map(|(name, src)| {
            let msgs = locale::messages(src)
                .unwrap_or_else(|e| panic!("{lang}/{name} does not parse: {e}"));
            (name.to_string(), msgs)
        })
        .collect()
}

#[test]
fn every_catalogue_has_the_messages_and_variables_of_the_english_one() {
    let en = catalogue(Lang::En);
    let total: usize = en.iter().map(|(_, m)| m.len()).sum();
    assert!(total > 100, "the English catalogue has {total} messages");
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        for ((file, en_msgs), (_, msgs)) in en.iter().zip(catalogue(lang)) {
            let want: Vec<_> = en_msgs.iter().map(|(id, _)| id).collect();
            let have: Vec<_> = msgs.iter().map(|(id, _)| id).collect();
            let missing: Vec<_> = want.iter().filter(|id| !have.contains(id)).collect();
            let extra: Vec<_> = have.iter().filter(|id| !want.contains(id)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{lang}/{file}: missing {missing:?}, not in English {extra:?}"
            );
            // The same variables, except that a game's noun comes in two
            // forms for each language to choose from (`noun` as it is and
            // `lower`, in lower case): one of them is enough.
            let forms = |v: &Vec<String>| -> BTreeSet<String> {
                v.iter()
                    .map(|x| {
                        if x == "lower" {
                            "noun".to_string()
                        } else {
                            x.clone()
                        }
                    })
                    .collect()
            };
            for (id, vars) in en_msgs {
                let theirs = &msgs.iter().find(|(i, _)| i == id).expect("present").1;
                assert_eq!(
                    forms(vars),
                    forms(theirs),
                    "{lang}/{file}: {id} uses other variables"
                );
            }
            // No id twice in a file.
            let unique: BTreeSet<_> = have.iter().collect();
            assert_eq!(unique.len(), have.len(), "{lang}/{file} repeats an id");
        }
    }
}

/// The words (letters only, four or more, lower case) of a text.
pub(crate) fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(|w| w.to_lowercase())
        .collect()
}

/// The words of a language's catalogue (message text, not ids or
/// variables).
pub(crate) fn catalogue_words(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for src in sources(lang) {
        for line in src.lines() {
            let line = line.trim_start();
            if line.starts_with('#') {
                continue;
            }
            // The text after `id =`, and continuation and variant lines;
            // placeables `{ $x }` and `{ msg-id }` are not words.
            let text = match line.split_once(" = ") {
                Some((id, rest)) if !id.contains(' ') => rest,
                _ => line,
            };
            let mut plain = String::new();
            let mut depth = 0;
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => plain.push(' '),
                }
            }
            let plain = plain.replace("*[other]", " ").replace("[one]", " ");
            out.extend(words(&plain));
        }
    }
    out
}

/// English catalogue words that are not words of `lang`'s catalogue too
/// (game names, notation and the like are shared and so allowed).
pub(crate) fn english_only(lang: Lang) -> BTreeSet<String> {
    let theirs = catalogue_words(lang);
    catalogue_words(Lang::En)
        .into_iter()
        .filter(|w| !theirs.contains(w))
        .collect()
}

fn document_text(doc: &Document) -> String {
    doc.pages
        .iter()
        .flat_map(|p| p.texts().map(str::to_string).collect::<Vec<_>>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Fails on every English-only word in `text`.
pub(crate) fn assert_no_english(lang: Lang, what: &str, text: &str) {
    let english = english_only(lang);
    assert!(english.len() > 300, "{lang}: {} words", english.len());
    // A deal's ID names its rules in the program's own words
    // ("pharaohs-17"): an identifier, the same in every language; so is
    // the name of a site's stable page of the day (`today.html`).
    let text: String = text
        .split_whitespace()
        .filter(|t| !t.contains("today.html"))
        .filter(|t| {
            let t = t.trim_end_matches(['.', ',', ':', ';']);
            !["pyramid-", "cheops-", "pharaohs-"].iter().any(|v| {
                t.strip_prefix(v)
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            })
        })
        .collect::<Vec<_>>()
        .join(" ");
    let found: Vec<_> = words(&text)
        .into_iter()
        .filter(|w| english.contains(w))
        .collect();
    assert!(
        found.is_empty(),
        "{lang} {what} holds English words {found:?}"
    );
    assert!(text.len() > 500, "{lang} {what} has almost no text");
}

fn date() -> time::Date {
    egypt::daily::parse_date("2026-01-02").expect("date")
}

fn daily_sheet(lang: Lang, every: usize) -> Document {
    let puzzles = egypt::daily::daily_puzzles(date()).expect("puzzles");
    let card = cards::daily::deal_of_the_day("2026-01-02").expect("deal");
    scoped(lang, || {
        let title = documents::tr!("daily-card-deal");
        let extra = documents::daily::DailyExtra {
            puzzle: &card,
            title: &title,
        };
        documents::daily::daily_sheet(
            date(),
            &puzzles,
            Some(&extra),
            &documents::daily::DailyOptions {
                paper: render::Paper::A4,
                color: false,
                every,
            },
        )
        .expect("sheet")
    })
}

#[test]
fn the_daily_sheet_in_each_language_holds_no_english_word() {
    // The English sheet does hold them: the check can fail.
    let en = document_text(&daily_sheet(Lang::En, 0));
    assert!(
        words(&en)
            .iter()
            .any(|w| english_only(Lang::De).contains(w)),
        "the English sheet shows no English-only word"
    );
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        for every in [0, 4] {
            let text = document_text(&daily_sheet(lang, every));
            assert_no_english(lang, &format!("daily sheet (every {every})"), &text);
        }
    }
}

#[test]
fn daily_lang_on_the_command_line() {
    let dir = tempfile::tempdir().expect("dir");
    let out = dir.path().join("d.svg");
    let run = assert_cmd::Command::cargo_bin("pyramid-press")
        .expect("binary")
        .args([
            "daily",
            "--date",
            "2026-01-02",
            "--lang",
            "de",
            "--svg",
            "-o",
        ])
        .arg(&out)
        .output()
        .expect("run");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let first = std::fs::read_to_string(dir.path().join("d-1.svg")).expect("page 1");
    assert!(first.contains("Rätsel des Tages") && first.contains("Freitag, 2. Januar 2026"));
    let bad = assert_cmd::Command::cargo_bin("pyramid-press")
        .expect("binary")
        .args(["daily", "--lang", "xx"])
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(!bad.status.success());
    assert!(
        err.contains("--lang") && err.contains("unknown language 'xx'"),
        "{err}"
    );
}

#[test]
fn plurals_and_numbers_follow_each_language() {
    let moves = |lang, n: usize| scoped(lang, || documents::tr!("moves-count", n = n));
    assert_eq!(moves(Lang::En, 1), "1 move");
    assert_eq!(moves(Lang::En, 2), "2 moves");
    assert_eq!(moves(Lang::De, 1), "1 Zug");
    assert_eq!(moves(Lang::De, 2), "2 Züge");
    assert_eq!(moves(Lang::Fr, 1), "1 coup");
    assert_eq!(moves(Lang::Fr, 2), "2 coups");
    assert_eq!(moves(Lang::Es, 1), "1 jugada");
    assert_eq!(moves(Lang::Es, 2), "2 jugadas");
    // Numbers inside messages: thousands and decimals as each writes them.
    assert_eq!(moves(Lang::En, 12345), "12,345 moves");
    assert_eq!(moves(Lang::De, 12345), "12.345 Züge");
    assert_eq!(moves(Lang::Fr, 12345), "12\u{202f}345 coups");
    assert_eq!(moves(Lang::Es, 1234), "1234 jugadas");
    assert_eq!(moves(Lang::Es, 12345), "12.345 jugadas");
    assert_eq!(
        scoped(Lang::De, || documents::locale::scientific(6.7e22, 1)),
        "6,7 × 10²²"
    );
    assert_eq!(
        scoped(Lang::En, || documents::locale::scientific(6.7e22, 1)),
        "6.7 × 10²²"
    );
    // Dates as each language writes them.
    let d = egypt::daily::parse_date("2026-03-01").expect("date");
    let long = |lang| scoped(lang, || documents::daily::long_date(d));
    assert_eq!(long(Lang::En), "Sunday, 1 March 2026");
    assert_eq!(long(Lang::De), "Sonntag, 1. März 2026");
    assert_eq!(long(Lang::Fr), "dimanche 1er mars 2026");
    assert_eq!(long(Lang::Es), "domingo, 1 de marzo de 2026");
    assert_eq!(
        scoped(Lang::De, || documents::daily::short_date(d)),
        "01.03.2026"
    );
}

#[test]
fn the_rule_sheet_in_each_language_holds_no_english_word_and_fits() {
    use documents::games::egypt::rules_sheet::rules_document_with;
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        for paper in render::Paper::ALL {
            let doc = scoped(lang, || rules_document_with(paper, true));
            assert_no_english(lang, "rule sheet", &document_text(&doc));
            let c = paper.content();
            for s in &doc.pages[0].shapes {
                if let render::Shape::Text { y, text, size, .. } = s {
                    assert!(
                        *y <= c.bottom() + 0.5,
                        "{lang} {paper}: '{text}' below the page"
                    );
                    assert!(*size >= 7.0 - 1e-9, "{lang} {paper}: '{text}' at {size} pt");
                }
            }
        }
    }
}

/// The text of every SVG file in `dir`: the content of its text elements.
fn svg_text(dir: &std::path::Path) -> String {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "svg"))
        .collect();
    names.sort();
    let mut out = String::new();
    for p in names {
        let svg = std::fs::read_to_string(&p).expect("svg");
        for part in svg.split("<text").skip(1) {
            let inner = part
                .split_once('>')
                .and_then(|(_, rest)| rest.split_once("</text>"))
                .map_or("", |(t, _)| t);
            out.push_str(
                &inner
                    .replace("&amp;", "&")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&apos;", "'")
                    .replace("&quot;", "\""),
            );
            out.push('\n');
        }
    }
    out
}

/// Runs the program with `args`; panics with its error output when it fails.
fn run(args: &[&str]) {
    let out = assert_cmd::Command::cargo_bin("pyramid-press")
        .expect("binary")
        .args(args)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_shipped_books_in_each_language_hold_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let dir = tempfile::tempdir().expect("dir");
        let template = format!("templates/pyramids-6x9-{lang}.toml");
        let out = dir.path().join("book.svg");
        run(&[
            "book",
            "--template",
            &template,
            "--svg",
            "--quiet",
            "-o",
            out.to_str().expect("utf-8 path"),
        ]);
        let text = svg_text(dir.path());
        assert_no_english(lang, &template, &text);
    }
}

#[test]
fn a_handout_in_each_language_holds_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let dir = tempfile::tempdir().expect("dir");
        let template = dir.path().join("h.toml");
        // The template's own words (title, sections) are the host's: here
        // names in no language.
        std::fs::write(
            &template,
            format!(
                "title = \"Pyramidia\"\nseed = 44\nlanguage = \"{lang}\"\npaper = \"a4\"\n\
                 players = 4\nrounds = 3\n\n[[sections]]\ntitle = \"A\"\ngrid = \"3x4\"\n\
                 tier = \"easy\"\ncount = 4\n\n[[sections]]\ntitle = \"B\"\ngrid = \"4x5\"\n\
                 tier = \"medium\"\ncount = 4\n"
            ),
        )
        .expect("template");
        let out = dir.path().join("h.svg");
        run(&[
            "handout",
            "--template",
            template.to_str().expect("utf-8 path"),
            "--svg",
            "--quiet",
            "-o",
            out.to_str().expect("utf-8 path"),
        ]);
        assert_no_english(lang, "handout", &svg_text(dir.path()));
    }
}

#[test]
fn an_unknown_language_in_a_template_is_an_error_at_its_line() {
    let dir = tempfile::tempdir().expect("dir");
    let template = dir.path().join("b.toml");
    let text = std::fs::read_to_string("templates/pyramids-6x9-de.toml")
        .expect("template")
        .replace("language = \"de\"", "language = \"klingon\"");
    let line = text
        .lines()
        .position(|l| l.starts_with("language"))
        .expect("language line")
        + 1;
    std::fs::write(&template, text).expect("write");
    let out = assert_cmd::Command::cargo_bin("pyramid-press")
        .expect("binary")
        .args(["book", "--template"])
        .arg(&template)
        .arg("-o")
        .arg(dir.path().join("b.pdf"))
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("b.toml:{line}")) && err.contains("unknown language 'klingon'"),
        "{err}"
    );
    assert!(!dir.path().join("b.pdf").exists());
}

#[test]
fn a_deal_sheet_in_each_language_holds_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let dir = tempfile::tempdir().expect("dir");
        let out = dir.path().join("s.svg");
        run(&[
            "cards",
            "sheet",
            "--variant",
            "pharaohs",
            "--count",
            "2",
            "--lang",
            lang.code(),
            "-o",
            out.to_str().expect("utf-8 path"),
        ]);
        assert_no_english(lang, "deal sheet", &svg_text(dir.path()));
    }
}

#[test]
fn the_fonts_carry_every_character_of_every_catalogue() {
    use render::Weight;
    for lang in Lang::ALL {
        for src in sources(lang) {
            let chars: String = src
                .chars()
                .filter(|c| !c.is_ascii())
                .collect::<BTreeSet<char>>()
                .into_iter()
                .collect();
            for weight in [Weight::Regular, Weight::Bold] {
                assert_eq!(
                    render::text::printable(&chars, weight),
                    chars,
                    "{lang}: a character the {weight:?} font lacks"
                );
            }
        }
    }
    // The letters a reader of these languages expects, whether or not a
    // message uses them yet.
    let letters = "äöüßÄÖÜéèêàâçëïîôùûœÉÈÀÇñÑáíóúü¿¡«»„“\u{202f}\u{a0}";
    assert_eq!(render::text::printable(letters, Weight::Regular), letters);
}

#[test]
fn a_single_board_in_each_language_holds_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        let dir = tempfile::tempdir().expect("dir");
        let out = dir.path().join("r.svg");
        run(&[
            "render",
            "P34S-0HGG1-00-H",
            "--key",
            "--every",
            "2",
            "--lang",
            lang.code(),
            "-o",
            out.to_str().expect("utf-8 path"),
        ]);
        assert_no_english(lang, "single board", &svg_text(dir.path()));
    }
}

#[test]
fn a_play_mat_in_each_language_holds_no_english_word() {
    for lang in [Lang::De, Lang::Fr, Lang::Es] {
        // Split over several sheets: the assembly page and the glue tabs.
        let doc = scoped(lang, || {
            documents::mat::mat_document(4, 5, 60.0, render::Paper::A4).expect("mat")
        });
        assert!(doc.pages.len() > 2);
        assert_no_english(lang, "play mat", &document_text(&doc));
    }
}
