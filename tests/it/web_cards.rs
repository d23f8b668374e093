//! Card deals on the web page: each variant's deal of the day is playable
//! in the browser by the rules of RULES.md section 2 (the page's legal
//! moves equal the engine's along random games), its proved solution plays
//! through the page by clicking to a win, and undo takes moves back. The
//! browser tests are `#[ignore = "needs chromium"]`; `.ci/run` runs them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use cards::engine::Table;
use cards::{Deal, Rules, Variant};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use crate::daily_common::cli;
use crate::web_cdp::Browser;

const DAY: &str = "2026-11-23";

/// The daily page of [`DAY`] with the deals of all three variants.
fn page() -> &'static Path {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(|| {
        let dir =
            std::env::temp_dir().join(format!("pyramid-press-web-cards-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let p = dir.join("daily.html");
        cli()
            .args([
                "daily",
                "--date",
                DAY,
                "--html",
                "--deals",
                "pyramid,cheops,pharaohs",
                "-o",
            ])
            .arg(&p)
            .env("RAYON_NUM_THREADS", "2")
            .assert()
            .success();
        p
    })
}

fn data(path: &Path) -> Value {
    let html = std::fs::read_to_string(path).expect("page");
    let start = html.find("id=\"pp-data\">").expect("data block") + "id=\"pp-data\">".len();
    let end = start + html[start..].find("</script>").expect("end of data");
    serde_json::from_str(&html[start..end]).expect("data is JSON")
}

/// A deal of the page: section number (1-based), deal, rules, solution.
struct PageDeal {
    section: usize,
    deal: Deal,
    rules: Rules,
    solution: Vec<String>,
}

fn rules_of(v: &Value) -> Rules {
    Variant::ALL
        .into_iter()
        .map(Variant::rules)
        .find(|r| documents::games::cards::web::rules_json(*r) == *v)
        .expect("a preset")
}

fn deals(path: &Path) -> Vec<PageDeal> {
    let d = data(path);
    d["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .enumerate()
        .filter(|(_, p)| p["player"] == "cards")
        .map(|(i, p)| {
            let cards: Vec<&str> = p["pyramid"]
                .as_array()
                .into_iter()
                .chain(p["stock"].as_array())
                .flatten()
                .map(|c| c.as_str().expect("card"))
                .collect();
            PageDeal {
                section: i + 1,
                deal: cards.join(" ").parse().expect("deal"),
                rules: rules_of(&p["rules"]),
                solution: serde_json::from_value(p["solution"].clone()).expect("solution"),
            }
        })
        .collect()
}

fn status(b: &mut Browser, section: usize) -> String {
    b.eval(&format!(
        "document.querySelector('#puzzle-{section} .status').textContent"
    ))
    .as_str()
    .unwrap_or_default()
    .to_string()
}

/// Plays one move as a person would: the stock for draw and reset, else
/// the move's cards one after the other.
fn click_move(b: &mut Browser, section: usize, mv: &str) {
    if mv == "draw" || mv == "reset" {
        b.click_at(
            &format!("#puzzle-{section} g.card[data-loc=\"stock\"]"),
            0.5,
            0.25,
        );
        return;
    }
    for card in mv.split('+') {
        b.click_at(
            &format!("#puzzle-{section} g.card[data-card=\"{card}\"]"),
            0.5,
            0.2,
        );
    }
}

#[test]
fn page_holds_a_deal_of_each_variant_whose_key_wins() {
    let ds = deals(page());
    let names: Vec<Rules> = ds.iter().map(|d| d.rules).collect();
    assert_eq!(
        names,
        Variant::ALL.map(Variant::rules).to_vec(),
        "Pyramid, Cheops and Pharaohs deals"
    );
    for d in &ds {
        let t = Table::new(&d.deal, d.rules);
        let (end, _) = t.replay_text(&d.solution.join(" ")).expect("key replays");
        assert!(t.is_won(&end), "the key of section {} wins", d.section);
    }
    let html = std::fs::read_to_string(page()).expect("page");
    assert_eq!(html.matches("data-player=\"cards\"").count(), 3);
    // One face per card of the deck in the page's drawings, written once,
    // the back, and the frames of black and red faces (drawn once, each
    // face places one).
    assert_eq!(html.matches("<g id=\"pc-").count(), 55);
    assert_eq!(html.matches("<use href=\"#pc-f").count(), 52);
}

#[test]
fn day_pages_with_every_deal_stay_under_300000_bytes() {
    // Issue #39: a day page (which carries its engine) under 300,000
    // bytes, in every language, with a deal of each variant.
    let dir = tempfile::tempdir().expect("temp dir");
    for lang in ["en", "de", "fr", "es"] {
        let p = dir.path().join(format!("{lang}.html"));
        cli()
            .args(["daily", "--date", "2026-12-03", "--html", "--lang", lang])
            .args(["--deals", "pyramid,cheops,pharaohs", "-o"])
            .arg(&p)
            .assert()
            .success();
        let size = std::fs::metadata(&p).expect("page").len();
        assert!(size < 300_000, "{lang}: {size} bytes");
    }
}

#[test]
fn page_with_deals_is_byte_identical_on_one_and_two_threads() {
    let again = page().with_file_name("again.html");
    cli()
        .args([
            "daily",
            "--date",
            DAY,
            "--html",
            "--deals",
            "pyramid,cheops,pharaohs",
            "-o",
        ])
        .arg(&again)
        .env("RAYON_NUM_THREADS", "1")
        .assert()
        .success();
    assert_eq!(
        std::fs::read(page()).expect("first"),
        std::fs::read(&again).expect("second")
    );
}

#[test]
fn deals_are_refused_on_the_printed_sheet() {
    let dir = tempfile::tempdir().expect("dir");
    let out = dir.path().join("day.pdf");
    cli()
        .args(["daily", "--date", DAY, "--deals", "cheops", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("add --html"));
    assert!(!out.exists());
    cli()
        .args(["daily", "--date", DAY, "--html", "--deals", "klondike"])
        .assert()
        .code(2);
}

#[test]
#[ignore = "needs chromium"]
fn browser_plays_each_deals_key_to_a_win_by_clicking() {
    let ds = deals(page());
    let mut b = Browser::start(1280, 900);
    b.open(page());
    // The card drawings the boards use are not text of the page: its text
    // (as copied, or read by a reader mode) begins with the skip links,
    // not with 52 card names.
    let text = b.eval("document.body.innerText.slice(0, 60)");
    let text = text.as_str().expect("text");
    assert!(
        text.starts_with("Puzzle 1") && !text.contains('♣'),
        "the page's text begins {text:?}"
    );
    for d in &ds {
        for (k, mv) in d.solution.iter().enumerate() {
            click_move(&mut b, d.section, mv);
            let played = b.eval(&format!(
                "[...document.querySelectorAll('#puzzle-{} .moves li')].length",
                d.section
            ));
            assert_eq!(
                played,
                json!(k + 1),
                "section {}: move {} ({mv}) was not played: {}",
                d.section,
                k + 1,
                status(&mut b, d.section)
            );
        }
        let s = status(&mut b, d.section);
        assert!(s.starts_with("You won"), "section {}: {s}", d.section);
        let solved = b.eval(&format!(
            "document.querySelector('#puzzle-{}').classList.contains('solved')",
            d.section
        ));
        assert_eq!(solved, json!(true));
    }
    let progress = b.eval("document.querySelector('.progress').textContent");
    assert_eq!(progress, json!("Solved in this browser: 3 of 11."));
}

#[test]
#[ignore = "needs chromium"]
fn browser_legal_moves_equal_the_engine_along_random_games() {
    let ds = deals(page());
    let mut b = Browser::start(800, 600);
    b.open(page());
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut checked = 0;
    for (k, d) in ds.iter().enumerate() {
        let t = Table::new(&d.deal, d.rules);
        let mut histories: Vec<Vec<String>> = Vec::new();
        let mut want: Vec<Vec<String>> = Vec::new();
        for _ in 0..30 {
            let mut s = t.start();
            let mut history: Vec<String> = Vec::new();
            let mut moves = Vec::new();
            loop {
                t.legal_moves(&s, &mut moves);
                histories.push(history.clone());
                want.push(moves.iter().map(|m| m.to_string()).collect());
                if moves.is_empty() || history.len() > 120 {
                    break;
                }
                // Prefer removals, so games go deep into the pyramid.
                let removals: Vec<_> = moves.iter().filter(|m| m.removed() > 0).collect();
                let mv = if !removals.is_empty() && rng.random_range(0..3) > 0 {
                    *removals[rng.random_range(0..removals.len())]
                } else {
                    moves[rng.random_range(0..moves.len())]
                };
                history.push(mv.to_string());
                s = t.apply(&s, &mv);
            }
        }
        let got = b.eval(&format!(
            "{}.map(h => PyramidPress.cards.legalAfter({k}, h))",
            serde_json::to_string(&histories).expect("json")
        ));
        let got: Vec<Vec<String>> = serde_json::from_value(got).expect("lists of moves");
        assert_eq!(got.len(), want.len());
        for ((h, g), w) in histories.iter().zip(&got).zip(&want) {
            assert_eq!(g, w, "deal {} after {}", d.section, h.join(" "));
        }
        checked += want.len();
    }
    assert!(checked > 1500, "only {checked} positions");
}

#[test]
#[ignore = "needs chromium"]
fn browser_refuses_a_wrong_pair_and_undo_takes_moves_back() {
    let ds = deals(page());
    let d = &ds[0];
    let mut b = Browser::start(1280, 900);
    b.open(page());
    // Two free cards of the bottom row that do not make 13.
    let bottom: Vec<_> = d.deal.row(6).to_vec();
    let (x, y) = bottom
        .iter()
        .flat_map(|a| bottom.iter().map(move |c| (*a, *c)))
        .find(|(a, c)| a != c && a.rank() + c.rank() != 13 && a.rank() != 13 && c.rank() != 13)
        .expect("a wrong pair");
    click_move(&mut b, d.section, &format!("{x}+{y}"));
    let s = status(&mut b, d.section);
    assert!(
        s.contains(&format!("make {}, not 13", x.rank() + y.rank())),
        "{s}"
    );
    // Play three moves of the key, undo two, redo one.
    for mv in &d.solution[..3] {
        click_move(&mut b, d.section, mv);
    }
    let moves = |b: &mut Browser| -> Vec<String> {
        serde_json::from_value(b.eval("PyramidPress.cards.moves(0)")).expect("moves")
    };
    assert_eq!(moves(&mut b), d.solution[..3].to_vec());
    b.click(&format!("#puzzle-{} [data-act=undo]", d.section));
    b.click(&format!("#puzzle-{} [data-act=undo]", d.section));
    assert_eq!(moves(&mut b), d.solution[..1].to_vec());
    let cards_back = b.eval(&format!(
        "document.querySelectorAll('#puzzle-{} g.card[data-loc^=p]').length",
        d.section
    ));
    let removed: usize = d.solution[..1]
        .iter()
        .map(|m| {
            if m.contains('+') {
                2
            } else if m.len() == 2 {
                1
            } else {
                0
            }
        })
        .sum();
    assert!(
        cards_back
            .as_u64()
            .is_some_and(|n| n as usize >= 28 - removed)
    );
    b.click(&format!("#puzzle-{} [data-act=redo]", d.section));
    assert_eq!(moves(&mut b), d.solution[..2].to_vec());
    // The hint: first a card (or the stock) to look at, then a move that
    // keeps the deal winnable.
    b.click(&format!("#puzzle-{} [data-act=hint]", d.section));
    let s = status(&mut b, d.section);
    assert!(s.starts_with("Hint: look at "), "{s}");
    b.click(&format!("#puzzle-{} [data-act=hint]", d.section));
    let s = status(&mut b, d.section);
    let mv = s
        .rsplit_once('(')
        .and_then(|(_, r)| r.split_once(')'))
        .map(|(m, _)| m.to_string())
        .unwrap_or_else(|| panic!("a move in {s}"));
    let t = Table::new(&d.deal, d.rules);
    let (at, _) = t.replay_text(&d.solution[..2].join(" ")).expect("replays");
    let next = t.find_move(&at, &mv).expect("the hint is legal");
    assert!(
        cards::solver::decide_from(&t, t.apply(&at, &next)).winnable,
        "{s}"
    );
}

#[test]
#[ignore = "needs chromium"]
fn browser_cheops_says_a_card_may_not_pair_with_the_card_covering_it() {
    // Review 6: a card covered only by the card picked was "covered: take
    // away the cards lying on it first"; the reason is the command line's.
    let ds = deals(page());
    let d = ds
        .iter()
        .find(|d| !d.rules.overlap_pairing)
        .expect("a Cheops deal");
    let t = Table::new(&d.deal, d.rules);
    let pyramid: Vec<cards::Card> = (0..7).flat_map(|r| d.deal.row(r).to_vec()).collect();
    // Along the key, the first position where a free card covers a card
    // that only it covers (the engine's fault says so).
    let (k, a, c) = (0..=d.solution.len())
        .find_map(|k| {
            let (at, _) = t.replay_text(&d.solution[..k].join(" ")).expect("replays");
            pyramid.iter().find_map(|&a| {
                pyramid.iter().find_map(|&c| {
                    let r = cards::check::find_step(&t, &at, cards::written::Step::Pair(a, c));
                    matches!(r, Err(cards::check::Fault::NotFree { card, no_overlap: true, .. }) if card == c)
                        .then_some((k, a, c))
                })
            })
        })
        .expect("a card covered only by a free one along the key");
    let mut b = Browser::start(1280, 900);
    b.open(page());
    for mv in &d.solution[..k] {
        click_move(&mut b, d.section, mv);
    }
    click_move(&mut b, d.section, &format!("{a}+{c}"));
    let s = status(&mut b, d.section);
    assert!(
        s.contains("under these rules a card may not pair with the card covering it")
            && !s.contains("take away the cards lying on it first"),
        "{a}+{c}: {s}"
    );
    b.close();
}

#[test]
#[ignore = "needs chromium"]
fn browser_deal_screens_at_phone_and_desktop_widths() {
    let ds = deals(page());
    let shots = std::env::temp_dir().join("pyramid-press-web-shots");
    std::fs::create_dir_all(&shots).expect("shots dir");
    let mut b = Browser::start(375, 800);
    b.open(page());
    // A few moves into the Cheops deal, and a card picked in the Pyramid one.
    let cheops = &ds[1];
    for mv in cheops.solution.iter().take(6) {
        click_move(&mut b, cheops.section, mv);
    }
    let first = ds[0]
        .solution
        .iter()
        .find(|m| m.contains('+'))
        .expect("a pair");
    let card = first.split('+').next().expect("card");
    b.click_at(
        &format!("#puzzle-{} g.card[data-card=\"{card}\"]", ds[0].section),
        0.5,
        0.2,
    );
    for width in [375u32, 1280] {
        // Lay the page out at this width before measuring where deals are.
        b.screenshot_part(width, 0.0, Some(10.0));
        for d in &ds {
            let top = b.top_of(&format!("#puzzle-{}", d.section));
            let png = b.screenshot_part(width, top, Some(1000.0));
            assert!(png.starts_with(b"\x89PNG"));
            std::fs::write(shots.join(format!("deal{}-{width}.png", d.section)), &png)
                .expect("write png");
            let scroll = b.eval("document.documentElement.scrollWidth").as_f64();
            assert!(
                scroll.is_some_and(|w| w <= f64::from(width)),
                "scroll at {width}"
            );
        }
    }
    println!("screenshots in {}", shots.display());
}
