//! The page's engine (the egypt and cards crates compiled to WebAssembly,
//! crates/web-engine) against the native solvers: thousands of positions
//! reached by random legal play, settled by the Rust solvers here and by
//! the module in the page in one load of
//! the page in headless Chromium, must get the same verdict, and each hint's
//! move must be legal and keep the goal reachable. Then the real page is
//! played: random moves, a hint, and hints followed to the win. The browser
//! tests are `#[ignore = "needs chromium"]`; `.ci/run` runs them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use cards::engine::{State, Table};
use cards::{Deal, Variant};
use egypt::board::{Board, Move};
use egypt::notation::format_position;
use egypt::solver::{Limits, decide};
use egypt::target::Target;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

use crate::daily_common::cli;
use crate::web::page_data;
use crate::web_cdp::Browser;

/// Days whose puzzles (every tier on 3x4 and 4x5) seed the positions.
const DAYS: [&str; 2] = ["2026-11-23", "2026-11-25"];

fn work_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d =
            std::env::temp_dir().join(format!("pyramid-press-web-solve-{}", std::process::id()));
        std::fs::create_dir_all(&d).expect("work dir");
        d
    })
}

/// The daily page of a day (with its Pyramid deal), made by the command line.
fn page(day: &str) -> PathBuf {
    let p = work_dir().join(format!("daily-{day}.html"));
    if !p.exists() {
        cli()
            .args(["daily", "--date", day, "--html", "-o"])
            .arg(&p)
            .assert()
            .success();
    }
    p
}

/// A target as the page's data writes it.
fn target_json(t: Target) -> Value {
    match t {
        Target::Lone(p) => json!({"kind": "lone", "value": p.letter().to_string()}),
        Target::ScoreAtMost(n) => json!({"kind": "score", "value": n}),
    }
}

/// Egyptian positions: random legal games from the puzzles of [`DAYS`]
/// (every tier on 3x4 and 4x5), every position of each game, for the
/// puzzle's goal and now and then another one.
fn egypt_positions() -> Vec<(Board, Target)> {
    let mut rng = ChaCha8Rng::seed_from_u64(28);
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for day in DAYS {
        let data = page_data(&page(day));
        for p in data["puzzles"].as_array().expect("puzzles") {
            if p["player"] != "egypt" {
                continue;
            }
            let start =
                egypt::notation::parse_position(p["pos"].as_str().expect("pos")).expect("position");
            for game in 0..40 {
                let target = match game % 8 {
                    6 => Target::ScoreAtMost(3),
                    7 => Target::MEDIUM,
                    _ => Target::SMALL,
                };
                let mut b = start.clone();
                loop {
                    if seen.insert((format_position(&b), target.to_string())) {
                        out.push((b.clone(), target));
                    }
                    let moves = b.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    b.play(moves[rng.random_range(0..moves.len())])
                        .expect("legal");
                }
            }
        }
    }
    out
}

/// Card positions of one variant: random games (removals preferred, so
/// games go deep) on deals of random seeds, `per` positions in all.
fn card_positions(variant: Variant, per: usize, seed: u64) -> Vec<(Deal, Vec<String>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rules = variant.rules();
    let mut out = Vec::new();
    let mut deal_seed = seed * 1000;
    while out.len() < per {
        deal_seed += 1;
        let deal = Deal::from_seed(deal_seed);
        let t = Table::new(&deal, rules);
        for _ in 0..4 {
            let mut s = t.start();
            let mut history: Vec<String> = Vec::new();
            let mut moves = Vec::new();
            loop {
                t.legal_moves(&s, &mut moves);
                // Every third position, to spread them over many games.
                if rng.random_range(0..3) == 0 && out.len() < per {
                    out.push((deal.clone(), history.clone()));
                }
                if moves.is_empty() || history.len() > 90 {
                    break;
                }
                let removals: Vec<_> = moves.iter().filter(|m| m.removed() > 0).collect();
                let mv = if !removals.is_empty() && rng.random_range(0..4) > 0 {
                    *removals[rng.random_range(0..removals.len())]
                } else {
                    moves[rng.random_range(0..moves.len())]
                };
                history.push(mv.to_string());
                s = t.apply(&s, &mv);
            }
        }
    }
    out
}

fn deal_spec(deal: &Deal, variant: Variant) -> Value {
    json!({
        "pyramid": deal.pyramid().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "stock": deal.stock().iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "rules": documents::games::cards::web::rules_json(variant.rules()),
    })
}

/// The Rust verdict of a card position.
fn card_verdict(t: &Table, s: State) -> bool {
    cards::solver::decide_from(t, s).winnable
}

#[test]
fn solver_positions_are_many_and_cover_every_tier() {
    let ps = egypt_positions();
    assert!(ps.len() >= 2000, "{} positions", ps.len());
    let sizes: std::collections::BTreeSet<String> =
        ps.iter().map(|(b, _)| b.size().to_string()).collect();
    assert_eq!(
        sizes.into_iter().collect::<Vec<_>>(),
        vec!["3x4".to_string(), "4x5".to_string()]
    );
    let tiers: std::collections::BTreeSet<String> = DAYS
        .iter()
        .flat_map(|d| {
            page_data(&page(d))["puzzles"]
                .as_array()
                .expect("puzzles")
                .iter()
                .filter(|p| p["player"] == "egypt")
                .map(|p| p["id"].as_str().unwrap_or_default().to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(tiers.len(), 16, "8 puzzles a day, 2 days");
}

#[test]
#[ignore = "needs chromium"]
fn browser_solver_agrees_with_the_engines() {
    let started = std::time::Instant::now();
    let ps = egypt_positions();
    let mut rust = Vec::with_capacity(ps.len());
    for (b, t) in &ps {
        rust.push(decide(b, *t, Limits::default()).expect("settled").solvable);
    }
    let list: Vec<Value> = ps
        .iter()
        .map(|(b, t)| json!([format_position(b), target_json(*t)]))
        .collect();
    let mut br = Browser::start(800, 600);
    br.open(&page(DAYS[0]));
    let got = br.eval(&format!(
        "PyramidPress.solveMany({})",
        serde_json::to_string(&list).expect("json")
    ));
    let got = got.as_array().expect("results");
    assert_eq!(got.len(), ps.len());
    let (mut winnable, mut lost) = (0, 0);
    for (((b, t), want), js) in ps.iter().zip(&rust).zip(got) {
        let text = format_position(b);
        assert_eq!(
            js["winnable"].as_bool(),
            Some(*want),
            "{text} for {t}: engine {want}, page {js}"
        );
        if *want {
            winnable += 1;
            if b.is_terminal() {
                continue;
            }
            let mv: Move = js["move"]
                .as_str()
                .expect("a hint")
                .parse()
                .expect("move text");
            let mut after = b.clone();
            after
                .play(mv)
                .unwrap_or_else(|e| panic!("{text}: hint {mv}: {e}"));
            assert!(
                decide(&after, *t, Limits::default())
                    .expect("settled")
                    .solvable,
                "{text} for {t}: the hint {mv} loses the goal"
            );
        } else {
            lost += 1;
            assert_eq!(js["move"], Value::Null, "{text}: a hint in a lost position");
        }
    }
    assert!(winnable > 300 && lost > 300, "{winnable} / {lost}");
    let egypt_time = started.elapsed();

    // Card positions: 500 of each variant, on random deals.
    let mut checked = 0;
    for (n, variant) in Variant::ALL.into_iter().enumerate() {
        let ps = card_positions(variant, 500, 7 + n as u64);
        let tables: Vec<Table> = ps
            .iter()
            .map(|(d, _)| Table::new(d, variant.rules()))
            .collect();
        let list: Vec<Value> = ps
            .iter()
            .map(|(d, h)| json!([deal_spec(d, variant), h]))
            .collect();
        let got = br.eval(&format!(
            "PyramidPress.cards.solveMany({})",
            serde_json::to_string(&list).expect("json")
        ));
        let got = got.as_array().expect("results");
        assert_eq!(got.len(), ps.len());
        let (mut won, mut lost) = (0, 0);
        for (((d, h), t), js) in ps.iter().zip(&tables).zip(got) {
            let (s, _) = t.replay_text(&h.join(" ")).expect("replays");
            let want = card_verdict(t, s);
            let place = format!("{variant} deal {} after {:?}", d, h.join(" "));
            assert_eq!(js["winnable"].as_bool(), Some(want), "{place}: page {js}");
            if !want {
                lost += 1;
                continue;
            }
            won += 1;
            if t.is_won(&s) {
                continue;
            }
            let text = js["move"].as_str().expect("a hint");
            let mv = t
                .find_move(&s, text)
                .unwrap_or_else(|| panic!("{place}: hint {text} is not legal"));
            let after = t.apply(&s, &mv);
            assert!(
                card_verdict(t, after),
                "{place}: the hint {text} loses the deal"
            );
        }
        assert!(won > 50 && lost > 50, "{variant}: {won} won, {lost} lost");
        checked += ps.len();
    }
    assert_eq!(checked, 1500);
    println!(
        "{} Egyptian positions in {:.1} s, all in {:.1} s",
        ps.len(),
        egypt_time.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
}

/// The squares or cards the page marks as the hint, in page order.
fn marked(b: &mut Browser, section: usize, what: &str) -> Vec<String> {
    serde_json::from_value(b.eval(&format!(
        "[...document.querySelectorAll('#puzzle-{section} {what}.hint')].map(e => e.dataset.sq || e.dataset.loc)"
    )))
    .expect("marked")
}

fn status(b: &mut Browser, section: usize) -> String {
    b.eval(&format!(
        "document.querySelector('#puzzle-{section} .status').textContent"
    ))
    .as_str()
    .unwrap_or_default()
    .to_string()
}

/// If the page says the goal is lost, takes its offer to undo.
fn take_back_if_lost(b: &mut Browser, section: usize) -> bool {
    let s = status(b, section);
    if s.contains("can no longer be") {
        assert!(s.contains("lost it"), "names the move: {s}");
        b.click(&format!("#puzzle-{section} [data-act=back]"));
        return true;
    }
    false
}

#[test]
#[ignore = "needs chromium"]
fn browser_hints_after_random_moves_lead_to_a_win() {
    let path = page(DAYS[0]);
    let data = page_data(&path);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut b = Browser::start(1280, 900);
    b.open(&path);
    let mut lost_seen = 0;
    // The 4x5 puzzles (sections 5 to 8), the 3x4 expert one, and a 3x4
    // one with an idea behind it.
    let mut ideas_told = 0;
    for section in [2usize, 4, 5, 6, 7, 8] {
        let p = &data["puzzles"][section - 1];
        let has_idea = !p["idea"].is_null();
        let mut idea_told = 0;
        let mut board =
            egypt::notation::parse_position(p["pos"].as_str().expect("pos")).expect("pos");
        // Random legal moves, by clicks.
        for _ in 0..4 {
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            for sq in [mv.from, mv.to] {
                b.click(&format!(
                    "#puzzle-{section} rect.sq[data-sq=\"{}\"]",
                    board.size().index(sq)
                ));
            }
            board.play(mv).expect("legal");
        }
        // Then hints, followed: a square to look at, then the move.
        let mut used = 0;
        for _ in 0..80 {
            if status(&mut b, section).starts_with("Solved!") {
                break;
            }
            b.click(&format!("#puzzle-{section} [data-act=hint]"));
            used += 1;
            if take_back_if_lost(&mut b, section) {
                // A verdict (the goal lost) is no hint (review 6).
                used -= 1;
                lost_seen += 1;
                continue;
            }
            // A puzzle with an idea behind it: the ladder's first rung says
            // it (once), then the square to look at, then the move.
            if status(&mut b, section).starts_with("Hint: the idea behind this puzzle.") {
                assert!(has_idea, "section {section} has no idea in its data");
                idea_told += 1;
                b.click(&format!("#puzzle-{section} [data-act=hint]"));
                used += 1;
            }
            let look = marked(&mut b, section, "rect.sq");
            assert_eq!(look.len(), 1, "{}", status(&mut b, section));
            b.click(&format!("#puzzle-{section} [data-act=hint]"));
            used += 1;
            let mv = marked(&mut b, section, "rect.sq");
            assert_eq!(mv.len(), 2, "{}", status(&mut b, section));
            // The move starts where the hint looked.
            let to = mv
                .iter()
                .find(|sq| **sq != look[0])
                .expect("a landing square");
            assert!(mv.contains(&look[0]), "{mv:?} from {look:?}");
            for sq in [&look[0], to] {
                b.click(&format!("#puzzle-{section} rect.sq[data-sq=\"{sq}\"]"));
            }
        }
        assert_eq!(idea_told, usize::from(has_idea), "section {section}");
        ideas_told += idea_told;
        let s = status(&mut b, section);
        assert!(s.starts_with("Solved!"), "section {section}: {s}");
        assert!(s.contains(&format!("with {used} hints")), "{s}");
        assert_eq!(
            b.eval(&format!("PyramidPress.state({}).hints", section - 1)),
            json!(used)
        );
    }
    // The card deal: random moves, then hints to the win.
    let section = 9;
    let spec = &data["puzzles"][section - 1];
    let t = {
        let cards: Vec<&str> = spec["pyramid"]
            .as_array()
            .into_iter()
            .chain(spec["stock"].as_array())
            .flatten()
            .map(|c| c.as_str().expect("card"))
            .collect();
        let deal: Deal = cards.join(" ").parse().expect("deal");
        Table::new(&deal, Variant::Pyramid.rules())
    };
    let mut s = t.start();
    let mut moves = Vec::new();
    for _ in 0..6 {
        t.legal_moves(&s, &mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        click_card_move(&mut b, section, &mv.to_string());
        s = t.apply(&s, &mv);
    }
    let mut used = 0;
    for _ in 0..200 {
        if status(&mut b, section).starts_with("You won") {
            break;
        }
        b.click(&format!("#puzzle-{section} [data-act=hint]"));
        used += 1;
        if take_back_if_lost(&mut b, section) {
            // A verdict (the deal lost) is no hint (review 6).
            used -= 1;
            lost_seen += 1;
            continue;
        }
        b.click(&format!("#puzzle-{section} [data-act=hint]"));
        used += 1;
        let text = status(&mut b, section);
        let mv = text
            .rsplit_once('(')
            .and_then(|(_, r)| r.split_once(')'))
            .map(|(m, _)| m.to_string())
            .unwrap_or_else(|| panic!("a move in {text}"));
        let locs = marked(&mut b, section, "g.card");
        assert!(!locs.is_empty(), "{text}");
        click_card_move(&mut b, section, &mv);
    }
    let s = status(&mut b, section);
    assert!(s.starts_with("You won"), "{s}");
    assert!(s.contains(&format!("with {used} hints")), "{s}");
    println!("lost positions met and undone: {lost_seen}");
    // The day's puzzles chosen here include ideas (sections 2 and 6).
    assert!(ideas_told >= 1, "no idea was told on the way");
}

/// Plays a card move by clicks: the stock for draw and reset, else its cards.
fn click_card_move(b: &mut Browser, section: usize, mv: &str) {
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
#[ignore = "needs chromium"]
fn browser_warns_when_a_move_loses_the_puzzle() {
    let path = page(DAYS[0]);
    let data = page_data(&path);
    // The first puzzle whose start has a losing move.
    let (section, board, losing) = data["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .enumerate()
        .filter(|(_, p)| p["player"] == "egypt")
        .find_map(|(i, p)| {
            let b = egypt::notation::parse_position(p["pos"].as_str()?).ok()?;
            let bad = b.legal_moves().into_iter().find(|m| {
                let mut a = b.clone();
                a.play(*m).is_ok()
                    && !decide(&a, Target::SMALL, Limits::default())
                        .expect("settled")
                        .solvable
            })?;
            Some((i + 1, b, bad))
        })
        .expect("a puzzle with a losing first move");
    let mut br = Browser::start(1280, 900);
    br.open(&path);
    br.click(&format!("#puzzle-{section} input[data-act=warn]"));
    for sq in [losing.from, losing.to] {
        br.click(&format!(
            "#puzzle-{section} rect.sq[data-sq=\"{}\"]",
            board.size().index(sq)
        ));
    }
    let s = status(&mut br, section);
    assert!(s.contains("loses the puzzle"), "{s}");
    br.click(&format!("#puzzle-{section} [data-act=back]"));
    assert_eq!(
        br.eval(&format!("PyramidPress.moves({})", section - 1)),
        json!([])
    );
    // The switch is kept.
    br.reload();
    assert_eq!(
        br.eval(&format!(
            "document.querySelector('#puzzle-{section} input[data-act=warn]').checked"
        )),
        json!(true)
    );
}
