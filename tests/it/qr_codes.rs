//! From paper to screen: the QR codes `--play-url` and `play_url` print
//! are read back from rendered pages by zbarimg (a decoder that is not the
//! encoder: `pdftoppm -r 200` then `zbarimg -q --raw`, as a phone would
//! see the page), and each must hold `URL/play.html#ID` for an ID the page
//! prints, which reads back to the very puzzle or deal. A bad address is
//! refused before anything is written.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command as Proc;

use crate::book_common::SMALL_HANDOUT;
use crate::daily_common::{assert_one_line_error, cli, files_in, text_of};

const URL: &str = "https://example.com/puzzles";

/// Panics unless the programs can be started.
fn require() {
    for (tool, pkg) in [("pdftoppm", "poppler-utils"), ("zbarimg", "zbar-tools")] {
        if Proc::new(tool).arg("--version").output().is_err() {
            panic!("{tool} is not installed: this test needs {pkg} (apt-get install -y {pkg})");
        }
    }
}

/// Every QR code zbarimg reads on each page of `pdf` rendered at 200 dpi,
/// page by page.
fn decoded(pdf: &Path, dir: &Path) -> Vec<Vec<String>> {
    let prefix = dir.join("scan");
    let out = Proc::new("pdftoppm")
        .args(["-r", "200", "-png"])
        .arg(pdf)
        .arg(&prefix)
        .output()
        .expect("pdftoppm runs");
    assert!(out.status.success(), "pdftoppm failed");
    let mut pages: Vec<_> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("scan"))
        })
        .collect();
    pages.sort();
    pages
        .iter()
        .map(|png| {
            let out = Proc::new("zbarimg")
                .args(["-q", "--raw"])
                .arg(png)
                .output()
                .expect("zbarimg runs");
            // Exit status 4: no code on the page.
            assert!(
                matches!(out.status.code(), Some(0) | Some(4)),
                "zbarimg failed on {png:?}"
            );
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .filter(|l| !l.is_empty())
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// The ID a decoded link opens, checking the link's form.
fn id_of(link: &str) -> &str {
    link.strip_prefix(&format!("{URL}/play.html#"))
        .unwrap_or_else(|| panic!("not a play link: {link}"))
}

/// The text of a page without any white space (so that a line broken by
/// the layout still matches).
fn squeezed(pdf: &Path, page: usize) -> String {
    text_of(pdf, page, page)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn daily_sheet_codes_open_the_printed_puzzles_and_the_deal() {
    require();
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("daily.pdf");
    let date = "2026-01-02";
    cli()
        .args(["daily", "--date", date, "--play-url", URL, "-o"])
        .arg(&pdf)
        .assert()
        .success();
    let json = cli()
        .args(["daily", "--date", date, "--json"])
        .output()
        .expect("runs");
    let puzzles: Vec<serde_json::Value> = String::from_utf8_lossy(&json.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json"))
        .collect();
    let pages = decoded(&pdf, dir.path());
    let mut seen = BTreeSet::new();
    let mut deals = 0;
    for (i, links) in pages.iter().enumerate() {
        let text = squeezed(&pdf, i + 1);
        for link in links {
            let id = id_of(link);
            assert!(seen.insert(id.to_string()), "{id} twice");
            // Printed on the page it is scanned from.
            assert!(text.contains(id), "{id} not printed on page {}", i + 1);
            if cards::deal_id::looks_like_id(id) {
                let (deal, variant) = cards::deal_id::deal_of(id).expect("deal ID reads");
                assert_eq!(variant, cards::Variant::Pyramid);
                // The page's stock list is this deal's, card by card.
                for (i, card) in deal.stock().iter().enumerate() {
                    let entry: String = format!(
                        "{}. {}",
                        i + 1,
                        documents::games::cards::draw::face_label(*card)
                    )
                    .split_whitespace()
                    .collect();
                    assert!(text.contains(&entry), "the page lays out another deal");
                }
                deals += 1;
            } else {
                let (board, target) = egypt::puzzle_id::decode(id).expect("puzzle ID reads");
                let p = puzzles
                    .iter()
                    .find(|p| p["id"] == id)
                    .unwrap_or_else(|| panic!("{id} is not one of the day's puzzles"));
                assert_eq!(board.to_string(), p["position"].as_str().expect("position"));
                assert_eq!(target.to_string(), p["target"].as_str().expect("target"));
            }
        }
    }
    assert_eq!(deals, 1, "the deal of the day carries one code");
    let want: BTreeSet<String> = puzzles
        .iter()
        .map(|p| p["id"].as_str().expect("id").to_string())
        .collect();
    let got: BTreeSet<String> = seen
        .iter()
        .filter(|id| !cards::deal_id::looks_like_id(id))
        .cloned()
        .collect();
    assert_eq!(got, want, "every puzzle carries its code");
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn card_sheet_codes_open_their_deals() {
    require();
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("deals.pdf");
    cli()
        .args([
            "cards",
            "sheet",
            "--variant",
            "cheops",
            "--tier",
            "easy",
            "--count",
            "2",
            "--play-url",
            URL,
            "-o",
        ])
        .arg(&pdf)
        .assert()
        .success();
    let pages = decoded(&pdf, dir.path());
    let mut found = 0;
    for (i, links) in pages.iter().enumerate() {
        let text = squeezed(&pdf, i + 1);
        for link in links {
            let id = id_of(link);
            let (variant, seed) = cards::deal_id::decode(id).expect("deal ID reads");
            assert_eq!(variant, cards::Variant::Cheops);
            // The page names the deal by the ID its code opens, and lists
            // that deal's stock card by card.
            assert!(text.contains(id), "page {}", i + 1);
            for (k, card) in cards::Deal::from_seed(seed).stock().iter().enumerate() {
                let entry: String = format!(
                    "{}. {}",
                    k + 1,
                    documents::games::cards::draw::face_label(*card)
                )
                .split_whitespace()
                .collect();
                assert!(text.contains(&entry), "the page lays out another deal");
            }
            found += 1;
        }
    }
    // One code on each deal page, none on the key.
    assert_eq!(found, 2);
    assert!(pages[0].len() == 1 && pages[1].len() == 1, "{pages:?}");
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn handout_template_play_url_puts_a_code_on_every_puzzle() {
    require();
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("club.toml");
    std::fs::write(&tpl, format!("play_url = \"{URL}/\"\n{SMALL_HANDOUT}")).expect("template");
    let pdf = dir.path().join("club.pdf");
    cli()
        .args(["handout", "--quiet", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(&pdf)
        .assert()
        .success();
    let pages = decoded(&pdf, dir.path());
    let mut ids = Vec::new();
    for (i, links) in pages.iter().enumerate() {
        let text = squeezed(&pdf, i + 1);
        for link in links {
            let id = id_of(link);
            assert!(text.contains(&format!("ID{id}")), "{id} on page {}", i + 1);
            egypt::puzzle_id::decode(id).expect("puzzle ID reads");
            ids.push(id.to_string());
        }
    }
    // The template's two puzzles, each once.
    assert_eq!(ids.len(), 2, "{pages:?}");
    assert_ne!(ids[0], ids[1]);
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn book_codes_open_the_printed_puzzles() {
    require();
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("book.toml");
    let text = r#"title = "Scan me"
seed = 5
trim = "6x9"
puzzles_per_page = 2
play_url = "https://example.com/puzzles"

[[sections]]
title = "Easy"
grid = "3x4"
tier = "easy"
count = 3

[[sections]]
title = "Deals"
game = "cards"
variant = "pyramid"
tier = "easy"
count = 1
"#;
    std::fs::write(&tpl, text).expect("template");
    let pdf = dir.path().join("book.pdf");
    cli()
        .args(["book", "--quiet", "--template"])
        .arg(&tpl)
        .arg("-o")
        .arg(&pdf)
        .assert()
        .success();
    let pages = decoded(&pdf, dir.path());
    let mut puzzles = 0;
    let mut deals = 0;
    for (i, links) in pages.iter().enumerate() {
        let text = squeezed(&pdf, i + 1);
        for link in links {
            let id = id_of(link);
            assert!(text.contains(&format!("ID{id}")), "{id} on page {}", i + 1);
            if cards::deal_id::looks_like_id(id) {
                cards::deal_id::decode(id).expect("deal ID reads");
                deals += 1;
            } else {
                egypt::puzzle_id::decode(id).expect("puzzle ID reads");
                puzzles += 1;
            }
        }
    }
    assert_eq!((puzzles, deals), (3, 1), "{pages:?}");
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn a_play_page_address_with_a_query_gives_one_play_page_in_every_code() {
    // Issue #43: `--play-url https://example.org/play.html` printed
    // `.../play.html/play.html#ID`.
    require();
    let id = "P34S-0HGG1-00-H";
    for (given, page) in [
        (
            "https://example.org/play.html",
            "https://example.org/play.html",
        ),
        ("https://example.org/p/", "https://example.org/p/play.html"),
        (
            "https://example.org/p/play.html?lang=de",
            "https://example.org/p/play.html?lang=de",
        ),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        let pdf = dir.path().join("board.pdf");
        cli()
            .args(["render", id, "--play-url", given, "-o"])
            .arg(&pdf)
            .assert()
            .success();
        let links: Vec<String> = decoded(&pdf, dir.path()).concat();
        assert_eq!(links, vec![format!("{page}#{id}")], "{given}");
        // The link printed beside the code is the same, without https://.
        let short: String = format!("{page}#{id}")
            .trim_start_matches("https://")
            .to_string();
        assert!(squeezed(&pdf, 1).contains(&short), "{given}");
    }
}

#[test]
fn bad_play_urls_are_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("daily.pdf");
    for (bad, why) in [
        ("example.com", "http:// or https://"),
        ("https://example.com/#top", "without '#'"),
        ("ftp://example.com", "http:// or https://"),
        (
            "https://example.com/index.html",
            "names the page 'index.html'",
        ),
        ("https://example.com/my site/", "a space"),
    ] {
        let err = assert_one_line_error(
            cli()
                .args(["daily", "--date", "2026-01-02", "--play-url", bad, "-o"])
                .arg(&pdf),
        );
        assert!(err.contains("--play-url") && err.contains(why), "{err}");
    }
    let err = assert_one_line_error(cli().args([
        "cards",
        "sheet",
        "--play-url",
        "https://",
        "-o",
        pdf.to_str().expect("utf-8"),
    ]));
    assert!(err.contains("no host"), "{err}");
    let tpl = dir.path().join("club.toml");
    std::fs::write(
        &tpl,
        format!("play_url = \"https://x.org/#a\"\n{SMALL_HANDOUT}"),
    )
    .expect("template");
    let err = assert_one_line_error(
        cli()
            .args(["handout", "--quiet", "--template"])
            .arg(&tpl)
            .arg("-o")
            .arg(&pdf),
    );
    assert!(
        err.contains("club.toml:") && err.contains("play_url"),
        "{err}"
    );
    assert!(
        files_in(dir.path()) == ["club.toml"],
        "{:?}",
        files_in(dir.path())
    );
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn a_deal_play_html_cannot_open_gets_no_code() {
    // A deal given card by card has no ID that play.html opens (deal IDs
    // are the preset rules and a seed): its page prints no code and no
    // link rather than one that leads to an error.
    require();
    let dir = tempfile::tempdir().expect("tempdir");
    let notation = cards::Deal::from_seed(3).to_string();
    let pdf = dir.path().join("given.pdf");
    cli()
        .args([
            "cards",
            "sheet",
            "--deal",
            &notation,
            "--play-url",
            URL,
            "-o",
        ])
        .arg(&pdf)
        .assert()
        .success();
    let pages = decoded(&pdf, dir.path());
    assert!(pages.iter().all(Vec::is_empty), "{pages:?}");
    assert!(!squeezed(&pdf, 1).contains("play.html"));
}
