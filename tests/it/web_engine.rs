//! The web page's engine (crates/web-engine compiled to WebAssembly, carried
//! in the page) run in headless Chromium against the command line: the
//! page's check box gives `pyramid-press check`'s line, with the same move
//! or step number, for right, illegal, losing, short and malformed lists on
//! puzzles and on deals of all three variants; a malformed ID gets the
//! command line's message on the play-by-ID page; the module's ID decoding
//! gives the command line's positions and deals. The browser tests are
//! `#[ignore = "needs chromium"]`; `.ci/run` runs them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde_json::Value;

use crate::daily_common::cli;
use crate::web::page_data;
use crate::web_cdp::Browser;

const DAY: &str = "2026-12-03";

fn work_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d =
            std::env::temp_dir().join(format!("pyramid-press-web-engine-{}", std::process::id()));
        std::fs::create_dir_all(&d).expect("work dir");
        d
    })
}

/// The day's page with a deal of each variant.
fn day_page() -> PathBuf {
    let p = work_dir().join(format!("daily-{DAY}.html"));
    if !p.exists() {
        cli()
            .args(["daily", "--date", DAY, "--html", "--deals"])
            .arg("pyramid,cheops,pharaohs")
            .arg("-o")
            .arg(&p)
            .assert()
            .success();
    }
    p
}

/// What `pyramid-press check ID LIST` prints: its line (standard output)
/// or its error (standard error, without `error: `).
fn cli_check(id: &str, list: &str) -> String {
    let out = cli()
        .args(["check", id, list])
        .output()
        .expect("runs check");
    let code = out.status.code().expect("exit code");
    if code == 2 {
        let err = String::from_utf8_lossy(&out.stderr);
        err.trim()
            .strip_prefix("error: ")
            .unwrap_or(err.trim())
            .to_string()
    } else {
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }
}

/// "move 2," / "step 3,": the number the command line's line names.
fn named_number(line: &str) -> i64 {
    for word in ["move ", "step "] {
        if let Some(rest) = line.split(word).nth(1)
            && let Some(n) = rest.split(',').next().and_then(|n| n.parse().ok())
            && line.starts_with("not solved")
        {
            return n;
        }
    }
    0
}

/// Written lists for a puzzle: its solution, a prefix, an illegal move after
/// the first, a losing line, malformed text.
fn egypt_lists(solution: &[String]) -> Vec<String> {
    let all = solution.join(" ");
    let numbered: Vec<String> = solution
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {m}", i + 1))
        .collect();
    vec![
        all.clone(),
        numbered.join(", "),
        solution[..1].join(" "),
        format!("{} a1-a2", solution[0]),
        format!("{} {}", solution[0], solution[0]),
        "1. a1-c1 2. a3-c3 3. d1-b1".to_string(),
        "1. zz".to_string(),
        "b2 - d2; e9-e7".to_string(),
        format!("{all} a1-c1"),
    ]
}

/// Written lists for a deal: its key, a prefix, bad pairs and words, a
/// covered card (the pyramid's top with a partner making 13), a King in a
/// pair, a reset too early, draws past the stock.
fn card_lists(solution: &[String], pyramid: &[String]) -> Vec<String> {
    let all = solution.join(", ");
    let rank = |c: &str| "A23456789TJQK".find(&c[..1]).map_or(0, |r| r + 1);
    let top = &pyramid[0];
    let partner = if rank(top) == 13 {
        top.clone()
    } else {
        let r = 13 - rank(top);
        let s = if top.ends_with('C') { 'D' } else { 'C' };
        format!("{}{s}", &"A23456789TJQK"[r - 1..r])
    };
    let covered = if rank(top) == 13 {
        top.clone()
    } else {
        format!("{top}+{partner}")
    };
    vec![
        covered,
        "KC+QC".to_string(),
        "reset".to_string(),
        "draw x24 reset draw x24 reset".to_string(),
        all.clone(),
        solution[..2.min(solution.len())].join(" "),
        "KC draw x3 5S+9S".to_string(),
        "draw x3 reset".to_string(),
        "5H".to_string(),
        "draw x999".to_string(),
        "QQ+".to_string(),
        "ziehen x2 KS".to_string(),
        format!("{all} draw"),
    ]
}

/// The command line's text with every card (`5S`, `TH`) written as the
/// page labels it.
/// The moves a deal's solution (as its key writes it) stands for: a
/// folded "draw x3" is three.
fn solution_moves(solution: &[String]) -> usize {
    solution
        .iter()
        .map(|s| {
            s.rsplit_once(" x")
                .and_then(|(_, n)| n.parse().ok())
                .unwrap_or(1)
        })
        .sum()
}

fn labelled(text: &str, labels: &Value) -> String {
    text.split(' ')
        .map(|w| {
            let (card, rest) = w.split_at(w.find([',', ';', ')']).unwrap_or(w.len()));
            match labels[card].as_str() {
                Some(l) if card.len() == 2 => format!("{l}{rest}"),
                _ => w.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
#[ignore = "needs chromium"]
fn the_check_box_says_what_the_command_line_says() {
    let page = day_page();
    let data = page_data(&page);
    let mut b = Browser::start(1280, 900);
    b.open(&page);
    assert_eq!(b.eval("PyramidPress.engineError || ''"), "");
    // Its start-up (inflating, compiling, the players' scripts), for
    // BENCHMARKS.md.
    let ms = b
        .eval("PyramidPress.engineMs")
        .as_f64()
        .expect("start-up time");
    eprintln!("engine start-up: {ms:.1} ms");
    assert!(ms > 0.0 && ms < 5000.0, "{ms} ms");
    let mut compared = 0;
    let mut kinds = std::collections::BTreeSet::new();
    let labels = data["players"]["cards"]["labels"].clone();
    let mut reasons = std::collections::BTreeSet::new();
    let mut card_faults = 0;
    let mut boths = 0;
    for (i, p) in data["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .enumerate()
    {
        let id = p["id"].as_str().expect("id");
        let solution: Vec<String> = p["solution"]
            .as_array()
            .expect("solution")
            .iter()
            .map(|m| m.as_str().expect("move").to_string())
            .collect();
        let lists = match p["player"].as_str() {
            Some("egypt") => egypt_lists(&solution),
            Some("cards") => {
                let pyramid: Vec<String> =
                    serde_json::from_value(p["pyramid"].clone()).expect("pyramid");
                card_lists(&solution, &pyramid)
            }
            other => panic!("player {other:?}"),
        };
        for list in lists {
            let want = cli_check(id, &list);
            let got = b.eval(&format!(
                "PyramidPress.checkSection(document.querySelector('#puzzle-{}'), {})",
                i + 1,
                serde_json::to_string(&list).expect("json")
            ));
            // The same verdict: its kind, the move or step it names and
            // the reason (the engine's line is the command line's, made by
            // the same function); the box words it in the page's language.
            let kind = if want.starts_with("solved") {
                "solved"
            } else if want.starts_with("cannot read the moves") {
                "malformed"
            } else if want.contains(", loses: ") {
                "loses"
            } else if want.contains(", is not legal: ") {
                "illegal"
            } else if want.contains("but the list ends before it") {
                "short"
            } else {
                "other"
            };
            assert_eq!(got["kind"], kind, "{id} {list:?}: {got} / {want}");
            assert_eq!(got["line"], want, "{id} {list:?}");
            kinds.insert(kind);
            let text = got["text"].as_str().expect("text");
            match kind {
                "illegal" | "loses" => {
                    let n = named_number(&want);
                    assert_eq!(got["at"].as_i64().expect("at") + 1, n, "{id} {list:?}");
                    // "move 2, a3-c3, ...": the move as written.
                    let written = want.split(", ").nth(1).expect("the move");
                    assert_eq!(got["move"], written, "{id} {list:?}");
                    // A deal's list is counted in steps, as `check`
                    // counts it; a puzzle's in moves.
                    let unit = if p["player"] == "cards" {
                        "Step"
                    } else {
                        "Move"
                    };
                    assert!(
                        text.starts_with(&format!(
                            "{unit} {n} ({written}) is where it first goes wrong: "
                        )),
                        "{text}"
                    );
                    // A card step's reason is the command line's, with
                    // the cards as the page labels them.
                    if kind == "illegal" && p["player"] == "cards" {
                        let why = want.split_once(", is not legal: ").expect("why").1;
                        let why = labelled(why, &labels);
                        assert!(
                            text.contains(&format!(": {why}.")),
                            "{id} {list:?}: {text} / {want}"
                        );
                        reasons.insert(
                            got["reason"]
                                .as_str()
                                .unwrap_or("")
                                .split(' ')
                                .take(3)
                                .collect::<Vec<_>>()
                                .join(" "),
                        );
                        card_faults += 1;
                    }
                }
                "malformed" => {
                    // "... 'zz' is not a move": the token as written.
                    let token = want.split('\'').nth(1).expect("the token");
                    assert_eq!(got["move"], token, "{id} {list:?}: {got}");
                    assert!(text.contains(&format!("({token})")), "{text}");
                }
                "short" => {
                    // Issue #43: the box says what `check` says ("the goal
                    // can still be reached", "the deal can still be won"),
                    // and not "All 2 moves are legal".
                    let said = want.strip_prefix("not solved: ").expect("verdict");
                    let mut said_here = said[..1].to_uppercase();
                    said_here.push_str(&labelled(&said[1..], &labels));
                    assert_eq!(text, format!("{said_here}."), "{id} {list:?}");
                    boths += usize::from(got["count"] == 2);
                }
                "solved" if p["player"] == "cards" => {
                    // The steps `check` counts, and the moves the key
                    // counts (a folded "draw x3" is three).
                    let steps: usize = want
                        .split(' ')
                        .find_map(|w| w.parse().ok())
                        .expect("the steps");
                    assert_eq!(got["solved"], true, "{id} {list:?}: {got}");
                    assert_eq!(got["count"], steps, "{want}");
                    assert_eq!(got["moves"], solution_moves(&solution), "{id} {list:?}");
                    assert!(
                        text.starts_with(&format!("These {steps} steps ({} moves", got["moves"])),
                        "{text}"
                    );
                }
                "solved" => assert_eq!(got["solved"], true, "{id} {list:?}: {got}"),
                _ => {}
            }
            assert!(!text.is_empty() && !text.contains("not solved"), "{text}");
            compared += 1;
        }
    }
    // The case of issue #39, on puzzle 4 (the 3x4 expert).
    let issue = b.eval(
        "PyramidPress.checkSection(document.querySelector('#puzzle-4'), '1. a1-c1 2. a3-c3 3. d1-b1').text",
    );
    assert_eq!(
        issue,
        "Move 2 (a3-c3) is where it first goes wrong: after it the goal can no longer be reached. \
         The move before it is legal."
    );
    for k in ["solved", "loses", "illegal", "malformed", "short"] {
        assert!(kinds.contains(k), "no {k} list among {kinds:?}");
    }
    assert!(compared >= 80, "{compared} lists");
    assert!(boths > 0, "no list of two legal moves");
    assert!(
        card_faults >= 12 && reasons.len() >= 5,
        "{card_faults} card faults, {reasons:?}"
    );
    // Typed and clicked, as a player does: the box shows that sentence.
    b.eval(
        "(() => { const s = document.querySelector('#puzzle-4'); s.querySelector('details.check').open = true; \
         s.querySelector('.check textarea').value = '1. a1-c1 2. a3-c3 3. d1-b1'; return 1; })()",
    );
    b.click("#puzzle-4 [data-check]");
    let shown = b.eval("document.querySelector('#puzzle-4 .checkout').textContent");
    assert_eq!(shown, issue);
    b.close();
}

#[test]
#[ignore = "needs chromium"]
fn the_module_decodes_ids_as_the_command_line_does() {
    let page = day_page();
    let mut b = Browser::start(800, 600);
    b.open(&page);
    let ids = [
        "P34S-DJ653-1063C-60-2",
        "p45s-0j0g8-00044-0-6",
        "P34S-ZZZ",
        "P34S-DJ653-1063C-60-3",
        "P99S-0-0",
        "pyramid-17",
        "cheops-18446744073709551615",
        "pharaohs-18446744073709551616",
        "klondike-3",
        "hello",
    ];
    for id in ids {
        let got = b.eval(&format!(
            "PyramidPress.ask({{op: 'decode-id', id: {}}})",
            serde_json::to_string(id).expect("json")
        ));
        // The command line reads the same ID (with an empty move list).
        let cli_line = cli_check(id, "");
        match got["error"].as_str() {
            Some(e) => assert_eq!(e, cli_line, "{id}"),
            None => {
                assert!(
                    !cli_line.contains("ID") && !cli_line.contains("neither"),
                    "{id}: the module decodes it, the command line says {cli_line}"
                );
                match got["game"].as_str() {
                    Some("egypt") => {
                        let (board, target) = egypt::puzzle_id::decode(id).expect("decodes");
                        assert_eq!(got["pos"], egypt::notation::format_position(&board));
                        assert_eq!(got["id"], egypt::puzzle_id::encode(&board, target));
                    }
                    Some("cards") => {
                        let (deal, _) = cards::deal_id::deal_of(id).expect("deal");
                        let cards: Vec<String> =
                            deal.pyramid().iter().map(|c| c.to_string()).collect();
                        assert_eq!(got["pyramid"], serde_json::json!(cards), "{id}");
                    }
                    other => panic!("{id}: game {other:?}"),
                }
            }
        }
    }
    b.close();
}

#[test]
#[ignore = "needs chromium"]
fn a_page_whose_engine_cannot_start_says_so() {
    let page = day_page();
    let html = std::fs::read_to_string(&page).expect("page");
    // The module's bytes damaged: it cannot be inflated or compiled.
    let tag = html.find("id=\"pp-engine\"").expect("engine");
    let start = tag + html[tag..].find('>').expect("tag end") + 1;
    let mut broken = html.clone();
    broken.replace_range(start..start + 40, &"A".repeat(40));
    let path = work_dir().join("broken.html");
    std::fs::write(&path, broken).expect("write");
    let mut b = Browser::start(800, 600);
    b.open(&path);
    let said: Value = b.eval(
        "(() => { const e = document.querySelector('.engine-failed'); return e ? e.textContent : null; })()",
    );
    let said = said.as_str().expect("a message on the page").to_string();
    assert!(said.contains("could not start"), "{said}");
    let disabled = b.eval(
        "[...document.querySelectorAll('section.puzzle[data-player] [data-act]')].every(x => x.disabled)",
    );
    assert_eq!(disabled, true);
    // The check box says it too, instead of doing nothing.
    let check = b.eval(
        "(() => { const s = document.querySelector('#puzzle-1'); s.querySelector('.check textarea').value = 'a1-c1'; \
         s.querySelector('[data-check]').click(); return s.querySelector('.checkout').textContent; })()",
    );
    assert!(
        check
            .as_str()
            .unwrap_or_default()
            .contains("could not start"),
        "{check}"
    );
    b.close();
}

/// The page of the day with a deal of each variant, in `lang`.
fn day_page_in(lang: &str) -> PathBuf {
    let p = work_dir().join(format!("daily-{DAY}-{lang}.html"));
    if !p.exists() {
        cli()
            .args(["daily", "--date", DAY, "--html", "--lang", lang, "--deals"])
            .arg("pyramid,cheops,pharaohs")
            .arg("-o")
            .arg(&p)
            .assert()
            .success();
    }
    p
}

#[test]
#[ignore = "needs chromium"]
fn the_check_box_gives_the_command_lines_card_reason_in_every_language() {
    // One wrong list of each fault for every deal; the reason each page
    // gives, per language, must name the step the command line names and
    // the cards its reason names, in that language's words.
    let mut said: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for lang in ["en", "de", "fr", "es"] {
        let page = day_page_in(lang);
        let data = page_data(&page);
        let labels = data["players"]["cards"]["labels"].clone();
        let mut b = Browser::start(1280, 900);
        b.open(&page);
        let mut k = 0;
        for (i, p) in data["puzzles"]
            .as_array()
            .expect("puzzles")
            .iter()
            .enumerate()
        {
            if p["player"] != "cards" {
                continue;
            }
            let id = p["id"].as_str().expect("id");
            let solution: Vec<String> =
                serde_json::from_value(p["solution"].clone()).expect("solution");
            let pyramid: Vec<String> =
                serde_json::from_value(p["pyramid"].clone()).expect("pyramid");
            for list in card_lists(&solution, &pyramid) {
                let want = cli_check(id, &list);
                let Some((_, why)) = want.split_once(", is not legal: ") else {
                    continue;
                };
                let got = b.eval(&format!(
                    "PyramidPress.cards.check({k}, {})",
                    serde_json::to_string(&list).expect("json")
                ));
                assert_eq!(got["kind"], "illegal", "{lang} {id} {list:?}: {got}");
                assert_eq!(got["at"].as_i64().expect("at") + 1, named_number(&want));
                let reason = got["reason"].as_str().expect("reason").to_string();
                // Every card the command line's reason names, as labelled.
                for w in why.split([' ', ',', ';', ':']) {
                    if w.len() == 2
                        && let Some(l) = labels[w].as_str()
                    {
                        assert!(
                            reason.contains(l),
                            "{lang} {id} {list:?}: {reason} / {want}"
                        );
                    }
                }
                if lang == "en" {
                    assert_eq!(reason, format!("{}.", labelled(why, &labels)));
                }
                // The page's box shows it after the step's number.
                let text = b.eval(&format!(
                    "PyramidPress.checkSection(document.querySelector('#puzzle-{}'), {}).text",
                    i + 1,
                    serde_json::to_string(&list).expect("json")
                ));
                let text = text.as_str().expect("text");
                assert!(text.contains(&reason), "{lang}: {text} / {reason}");
                said.entry(format!("{id} {list}")).or_default().push(reason);
            }
            k += 1;
        }
        assert_eq!(k, 3, "{lang}: deals");
        b.close();
    }
    assert!(said.len() >= 12, "{} wrong lists", said.len());
    for (list, reasons) in &said {
        // Four languages, four different sentences.
        let distinct: std::collections::BTreeSet<&String> = reasons.iter().collect();
        assert_eq!(reasons.len(), 4, "{list}");
        assert_eq!(distinct.len(), 4, "{list}: {reasons:?}");
    }
}

#[test]
fn check_reads_a_key_printed_in_each_language() {
    // Issue #40: printed ranks follow the language (German B, D, K;
    // French V, D, R; English and Spanish J, Q, K); `check` reads every
    // language's key, the typed notation stays A..K.
    use documents::games::cards::game::folded_steps;
    use documents::locale::{Lang, scoped};
    let data = page_data(&day_page());
    let mut seen = std::collections::BTreeMap::new();
    for p in data["puzzles"].as_array().expect("puzzles") {
        if p["player"] != "cards" {
            continue;
        }
        let id = p["id"].as_str().expect("id");
        let solution: Vec<String> =
            serde_json::from_value(p["solution"].clone()).expect("solution");
        let (deal, variant) = cards::deal_id::deal_of(id).expect("deal");
        let t = cards::Table::new(&deal, variant.rules());
        let (_, moves) = t.replay_text(&solution.join(" ")).expect("the key replays");
        for lang in Lang::ALL {
            let key = scoped(lang, || folded_steps(&moves)).join(" ");
            let line = cli_check(id, &key);
            assert!(line.starts_with("solved"), "{lang:?} {id}: {line} / {key}");
            let ranks: std::collections::BTreeSet<char> = key
                .split([' ', '+'])
                .filter(|w| w.ends_with(['\u{2663}', '\u{2666}', '\u{2665}', '\u{2660}']))
                .filter_map(|w| w.chars().next())
                .filter(|c| c.is_ascii_alphabetic())
                .collect();
            seen.entry(lang.code())
                .or_insert_with(std::collections::BTreeSet::new)
                .extend(ranks);
        }
    }
    let letters = |l: &str| seen[l].iter().collect::<String>();
    // The keys hold court cards of every rank in each language's letters.
    assert_eq!(letters("en"), "AJKQ");
    assert_eq!(letters("es"), "AJKQ");
    assert_eq!(letters("de"), "ABDK");
    assert_eq!(letters("fr"), "ADRV");
}
