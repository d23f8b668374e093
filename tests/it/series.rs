//! A publisher's series: volumes that never repeat a puzzle (the ledger),
//! no puzzle twice in one book, the difficulty curve, the barcode (read
//! back by zbarimg) and the store pictures.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use documents::book::{book_layout, generate_sections};
use documents::series::{SeriesKey, parse};
use documents::template::{BookTemplate, Source};
use documents::volume::arrange;
use documents::volume::generate_distinct;
use seed::derive;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pyramid-press"))
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pp-series-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// A small book template: `sections` as TOML, then `extra` at the end.
fn template(title: &str, sections: &str, extra: &str) -> String {
    format!(
        "title = \"{title}\"\nauthor = \"A. Publisher\"\nseed = 5\ntrim = \"6x9\"\n\
         puzzles_per_page = 4\n{sections}\n{extra}"
    )
}

const EASY: &str = "[[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n";

/// Runs `book` on `text` written as `name` in `d`; returns the exit code,
/// standard output and standard error.
fn book(d: &Path, name: &str, text: &str, args: &[&str]) -> (bool, String, String) {
    let t = d.join(name);
    std::fs::write(&t, text).expect("template");
    let out = bin()
        .arg("book")
        .arg("--template")
        .arg(&t)
        .arg("-q")
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn source(text: &str) -> BookTemplate {
    BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: text.into(),
    })
    .expect("template")
}

/// Every image of an Egyptian Solitaire position under the board's
/// symmetries, worked out here from the notation (rows split by '/',
/// squares by ','), independently of the library's canonical form.
fn images(position: &str) -> Vec<String> {
    let rows: Vec<Vec<&str>> = position
        .split('/')
        .map(|r| r.split(',').collect())
        .collect();
    let (h, w) = (rows.len(), rows[0].len());
    let mut out = Vec::new();
    for (fr, fc) in [(false, false), (false, true), (true, false), (true, true)] {
        let img: Vec<String> = (0..h)
            .map(|r| {
                (0..w)
                    .map(|c| {
                        let rr = if fr { h - 1 - r } else { r };
                        let cc = if fc { w - 1 - c } else { c };
                        rows[rr][cc]
                    })
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        out.push(img.join("/"));
    }
    out
}

/// The positions printed in a volume, read from the book's own puzzles
/// (IDs decode to positions) through the ledger's keys: target and
/// position.
fn ledger_positions(text: &str, volume: u32) -> Vec<String> {
    parse(text)
        .expect("ledger")
        .puzzles
        .into_iter()
        .filter(|p| p.volume == volume)
        .map(|p| p.key.key)
        .collect()
}

#[test]
fn two_volumes_of_one_template_share_no_puzzle() {
    let d = dir("volumes");
    let series = |v: u32| {
        format!("[series]\nledger = \"s.ledger\"\nvolume = {v}\ncontinue_numbering = true\n")
    };
    // Volume 1, then volume 2 from the very same sections and seed.
    let (ok, out, err) = book(
        &d,
        "v1.toml",
        &template("Vol 1", EASY, &series(1)),
        &["-o", d.join("v1.pdf").to_str().unwrap()],
    );
    assert!(ok, "{err}");
    assert!(out.contains("recorded volume 1 (6 puzzles)"), "{out}");
    let after1 = std::fs::read_to_string(d.join("s.ledger")).expect("ledger written");
    let (ok, out, err) = book(
        &d,
        "v2.toml",
        &template("Vol 2", EASY, &series(2)),
        &["-o", d.join("v2.pdf").to_str().unwrap()],
    );
    assert!(ok, "{err}");
    assert!(out.contains("recorded volume 2"), "{out}");
    let text = std::fs::read_to_string(d.join("s.ledger")).expect("ledger");
    assert!(text.starts_with(&after1[..after1.find("\nvolume 1").unwrap()]));
    let one = ledger_positions(&text, 1);
    let two = ledger_positions(&text, 2);
    assert_eq!((one.len(), two.len()), (6, 6));
    // No position of volume 2 is one of volume 1 under any symmetry of
    // the board, by a check independent of the library's canonical form.
    let seen: HashSet<String> = one
        .iter()
        .flat_map(|k| {
            let (target, pos) = k.split_once(':').unwrap();
            images(pos)
                .into_iter()
                .map(move |i| format!("{target}:{i}"))
        })
        .collect();
    for k in &two {
        assert!(!seen.contains(k), "volume 2 repeats {k}");
    }
    // The same sections without the ledger make volume 1's puzzles again:
    // it is the ledger that kept them out.
    let t = source(&template("Vol 2", EASY, ""));
    let plain = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let plain: Vec<String> = plain[0].iter().map(|p| p.series_key().key).collect();
    assert_eq!(plain, one);
    // Numbering goes on from volume 1.
    let nums: Vec<u32> = parse(&text)
        .unwrap()
        .puzzles
        .iter()
        .map(|p| p.number)
        .collect();
    assert_eq!(nums, (1..=12).collect::<Vec<u32>>());
    // `series` lists what the ledger holds.
    let out = bin()
        .arg("series")
        .arg(d.join("s.ledger"))
        .output()
        .expect("runs");
    let listing = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{listing}");
    assert!(listing.contains("2 volumes, 12 puzzles"), "{listing}");
    assert!(listing.contains("volume 2 (undated): Vol 2"), "{listing}");
    assert!(
        listing.contains("6 Egyptian Solitaire puzzles, numbered 7\u{2013}12: 6 easy"),
        "{listing}"
    );
    // Building volume 2 again changes nothing; volume 1 with other
    // puzzles is refused and nothing is written.
    let (ok, out, err) = book(
        &d,
        "v2.toml",
        &template("Vol 2", EASY, &series(2)),
        &["-o", d.join("v2.pdf").to_str().unwrap()],
    );
    assert!(ok && out.contains("already records volume 2"), "{out}{err}");
    let bigger = EASY.replace("count = 6", "count = 7");
    let before = std::fs::read(d.join("v1.pdf")).unwrap();
    let (ok, _, err) = book(
        &d,
        "v1.toml",
        &template("Vol 1", &bigger, &series(1)),
        &["-o", d.join("v1.pdf").to_str().unwrap()],
    );
    assert!(
        !ok && err.contains("volume 1 is already recorded with other puzzles"),
        "{err}"
    );
    assert_eq!(std::fs::read(d.join("v1.pdf")).unwrap(), before);
    assert_eq!(std::fs::read_to_string(d.join("s.ledger")).unwrap(), text);
    std::fs::remove_dir_all(&d).ok();
}

/// The text of a PDF, by poppler's pdftotext.
fn pdf_text(path: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg(path)
        .arg("-")
        .output()
        .expect("pdftotext runs (apt-get install -y poppler-utils)");
    assert!(out.status.success(), "pdftotext {}", path.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The puzzle IDs printed in a text (`P34S-...`).
fn printed_ids(text: &str) -> Vec<String> {
    let mut ids: Vec<String> = text
        .split_whitespace()
        .filter(|w| w.starts_with("P34") && w.contains('-'))
        .map(|w| w.trim_end_matches(['.', ',', ')']).to_string())
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

#[test]
fn a_volume_in_a_second_language_reprints_its_own_puzzles() {
    // A series in two languages: the German edition of volume 1 names the
    // same ledger and volume, so it prints volume 1's puzzles (a
    // translation), records nothing new, and volume 2 still repeats none.
    let d = dir("editions");
    let series = |v: u32| format!("[series]\nledger = \"s.ledger\"\nvolume = {v}\n");
    let (ok, out, err) = book(
        &d,
        "v1.toml",
        &template("Vol 1", EASY, &series(1)),
        &["-o", d.join("v1.pdf").to_str().unwrap()],
    );
    assert!(ok && out.contains("recorded volume 1"), "{out}{err}");
    let ledger = std::fs::read_to_string(d.join("s.ledger")).expect("ledger");
    let german =
        template("Band 1", EASY, &series(1)).replace("seed = 5", "seed = 5\nlanguage = \"de\"");
    let (ok, out, err) = book(
        &d,
        "v1-de.toml",
        &german,
        &["-o", d.join("v1-de.pdf").to_str().unwrap()],
    );
    assert!(ok && out.contains("already records volume 1"), "{out}{err}");
    assert_eq!(std::fs::read_to_string(d.join("s.ledger")).unwrap(), ledger);
    let (en, de) = (pdf_text(&d.join("v1.pdf")), pdf_text(&d.join("v1-de.pdf")));
    assert_eq!(printed_ids(&en).len(), 6, "{en}");
    assert_eq!(printed_ids(&de), printed_ids(&en));
    assert!(de.contains("Lösungen") && !en.contains("Lösungen"));
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn a_damaged_ledger_is_an_error_at_its_line_and_nothing_is_written() {
    let d = dir("damaged");
    let ledger = "pyramid-press series ledger 1\nvolume 1 undated\npuzzle 1 one egypt easy x\n";
    std::fs::write(d.join("s.ledger"), ledger).unwrap();
    let text = template("V", EASY, "[series]\nledger = \"s.ledger\"\nvolume = 2\n");
    let (ok, _, err) = book(
        &d,
        "t.toml",
        &text,
        &["-o", d.join("b.pdf").to_str().unwrap()],
    );
    assert!(!ok);
    assert!(err.contains("s.ledger:3: the puzzle number 'one'"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(!d.join("b.pdf").exists() && !d.join("b-cover.pdf").exists());
    assert_eq!(std::fs::read_to_string(d.join("s.ledger")).unwrap(), ledger);
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn the_ledger_is_untouched_when_the_book_cannot_be_written() {
    let d = dir("untouched");
    let text = template("V", EASY, "[series]\nledger = \"s.ledger\"\nvolume = 1\n");
    // The output's folder is a file: the PDF cannot be written.
    std::fs::write(d.join("blocker"), "x").unwrap();
    let (ok, _, err) = book(
        &d,
        "t.toml",
        &text,
        &["-o", d.join("blocker/b.pdf").to_str().unwrap()],
    );
    assert!(!ok, "{err}");
    assert!(
        !d.join("s.ledger").exists(),
        "a ledger written for a book that was not"
    );
    std::fs::remove_dir_all(&d).ok();
}

#[test]
fn no_puzzle_twice_in_a_book_and_the_next_candidate_replaces_a_repeat() {
    let t = source(&template("T", EASY, ""));
    let s = &t.sections[0];
    let plain = s
        .spec
        .generate(derive(t.seed, 1), &|_| {})
        .expect("puzzles");
    let keys: Vec<SeriesKey> = plain.iter().map(|p| p.series_key()).collect();
    // Avoiding the second puzzle: the others stay, in order, and the
    // next candidate of the same run fills the place.
    let avoid: HashSet<SeriesKey> = [keys[1].clone()].into_iter().collect();
    let got = generate_distinct(&t.source, &t.sections, t.seed, &avoid, &|_| {}).expect("puzzles");
    let got: Vec<SeriesKey> = got[0].iter().map(|p| p.series_key()).collect();
    assert_eq!(got.len(), 6);
    assert!(!got.contains(&keys[1]));
    let kept: Vec<&SeriesKey> = keys.iter().filter(|k| **k != keys[1]).collect();
    assert_eq!(got[..5].iter().collect::<Vec<_>>(), kept);
    let again =
        generate_distinct(&t.source, &t.sections, t.seed, &avoid, &|_| {}).expect("puzzles");
    assert_eq!(
        again[0].iter().map(|p| p.series_key()).collect::<Vec<_>>(),
        got
    );
    // Two sections of 3x4 easy puzzles whose runs (each from its own
    // seed) meet, as they often do (the first book seed where they do):
    // the book keeps the second from repeating the first.
    let twenty = EASY.replace("count = 6", "count = 20");
    let sections = format!("{twenty}{twenty}");
    let found = (1..=12u64).find_map(|seed| {
        let two =
            source(&template("T", &sections, "").replace("seed = 5", &format!("seed = {seed}")));
        let runs: Vec<Vec<SeriesKey>> = (0..2)
            .map(|i| {
                two.sections[i]
                    .spec
                    .generate(derive(two.seed, i as u64 + 1), &|_| {})
                    .unwrap()
                    .iter()
                    .map(|p| p.series_key())
                    .collect()
            })
            .collect();
        runs[1]
            .iter()
            .any(|k| runs[0].contains(k))
            .then_some((two, runs))
    });
    let (two, runs) =
        found.expect("no book seed up to 12 whose two runs meet: the test shows nothing");
    let book = generate_sections(&two.source, &two.sections, two.seed, &|_| {}).unwrap();
    let all: Vec<SeriesKey> = book.iter().flatten().map(|p| p.series_key()).collect();
    let distinct: HashSet<&SeriesKey> = all.iter().collect();
    assert_eq!(distinct.len(), all.len(), "a puzzle printed twice");
    assert_eq!(all[..20], runs[0][..]);
}

#[test]
fn ramp_and_by_tier_orders() {
    let sections = "[[sections]]\ngrid = \"3x4\"\ntier = \"medium\"\ncount = 4\n\
                    [[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 6\n";
    for order in ["ramp", "by-tier"] {
        let t = source(&template("T", sections, "").replace(
            "puzzles_per_page",
            &format!("order = \"{order}\"\npuzzles_per_page"),
        ));
        let made = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).unwrap();
        let (t, puzzles) = arrange(&t, made);
        // Easy first, then medium; the grade never falls within a tier.
        let ranks: Vec<(u32, u32)> = puzzles.iter().flatten().map(|p| p.grade_rank()).collect();
        assert_eq!(ranks.len(), 10);
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{order}: {ranks:?}");
        let layout = book_layout(&t, &puzzles).expect("layout");
        let tiers: Vec<&str> = layout
            .toc
            .iter()
            .filter(|e| e.range.contains(", pages "))
            .map(|e| e.title.as_str())
            .collect();
        if order == "by-tier" {
            assert_eq!(tiers, ["Easy", "Medium"], "{:?}", layout.toc);
            let easy = layout.toc.iter().find(|e| e.title == "Easy").unwrap();
            let medium = layout.toc.iter().find(|e| e.title == "Medium").unwrap();
            assert!(
                easy.range.starts_with("puzzles 1\u{2013}6, pages "),
                "{}",
                easy.range
            );
            assert!(
                medium.range.starts_with("puzzles 7\u{2013}10, pages "),
                "{}",
                medium.range
            );
            // The sections under a tier are listed indented, without
            // repeating the puzzles their tier's entry names (the contents
            // once listed each tier's puzzles twice).
            let under: Vec<_> = layout
                .toc
                .iter()
                .filter(|e| e.title.starts_with('\u{2003}'))
                .collect();
            assert!(!under.is_empty(), "no section listed under a tier");
            assert!(
                under.iter().all(|e| e.range.is_empty()),
                "{:?}",
                under.iter().map(|e| &e.range).collect::<Vec<_>>()
            );
            // Each tier's range runs from its title page to the page
            // before the next tier's.
            let last = |r: &str| {
                r.rsplit('\u{2013}')
                    .next()
                    .unwrap()
                    .parse::<usize>()
                    .unwrap()
            };
            assert_eq!(
                easy.range
                    .split("pages ")
                    .nth(1)
                    .unwrap()
                    .split('\u{2013}')
                    .next()
                    .unwrap(),
                easy.page.to_string()
            );
            assert!(last(&easy.range) < medium.page);
            assert!(
                layout.puzzle_pages[6] >= medium.page
                    && layout.puzzle_pages[9] <= last(&medium.range)
            );
            // The tier's title page names it.
            let page = &layout.document.pages[easy.page - 1];
            assert!(page.texts().any(|t| t == "Easy"));
        } else {
            assert!(tiers.is_empty(), "{tiers:?}");
        }
    }
    // A section cannot be ordered by tier.
    let e = BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: template("T", &format!("{EASY}order = \"by-tier\"\n"), ""),
    })
    .unwrap_err();
    assert!(e.message.contains("one tier"), "{e}");
}

/// The cover of `text` rendered at 300 dpi and read by zbarimg: its
/// symbols, one a line.
fn scan_cover(d: &Path, text: &str) -> Vec<String> {
    let (ok, _, err) = book(
        d,
        "t.toml",
        text,
        &["--cover-only", "-o", d.join("b.pdf").to_str().unwrap()],
    );
    assert!(ok, "{err}");
    let png = d.join("cover");
    let st = Command::new("pdftoppm")
        .args(["-r", "300", "-png", "-singlefile"])
        .arg(d.join("b-cover.pdf"))
        .arg(&png)
        .status()
        .expect("pdftoppm runs");
    assert!(st.success());
    let out = Command::new("zbarimg")
        .args(["-q", "-Sean5.enable"])
        .arg(d.join("cover.png"))
        .output()
        .expect("zbarimg runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
#[ignore = "needs poppler-utils and zbar-tools"]
fn the_barcode_scans_with_its_add_on() {
    let d = dir("barcode");
    let print = "[print]\nservice = \"ingram\"\nisbn = \"978-0-306-40615-7\"\nprice_code = \"51299\"\n\
                 date = \"2026-03-01\"\n";
    let text = template("B", EASY, print).replace(
        "trim",
        "margins = { top = 0.5, bottom = 0.5, outside = 0.5, inside = 0.5 }\ntrim",
    );
    let got = scan_cover(&d, &text);
    assert!(got.iter().any(|l| l == "EAN-13:9780306406157"), "{got:?}");
    assert!(got.iter().any(|l| l == "EAN-5:51299"), "{got:?}");
    // A KDP cover keeps the box blank unless asked.
    let kdp = template(
        "B",
        EASY,
        "[print]\nservice = \"kdp\"\nisbn = \"9780306406157\"\n",
    );
    assert!(scan_cover(&d, &kdp).is_empty());
    let asked = kdp.replace("service = \"kdp\"", "service = \"kdp\"\nbarcode = true");
    assert_eq!(scan_cover(&d, &asked), ["EAN-13:9780306406157"]);
    std::fs::remove_dir_all(&d).ok();
}

/// Width and height of a PNG, from its header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    (be(16), be(20))
}

#[test]
fn store_pictures_are_large_enough_and_the_same_each_time() {
    let d = dir("preview");
    let text = template("P", EASY, "");
    let mut runs = Vec::new();
    for k in 0..2 {
        let pics = d.join(format!("pics{k}"));
        let (ok, out, err) = book(
            &d,
            "t.toml",
            &text,
            &[
                "-o",
                d.join("b.pdf").to_str().unwrap(),
                "--preview",
                pics.to_str().unwrap(),
            ],
        );
        assert!(ok, "{err}");
        assert!(out.contains("wrote 7 preview pictures"), "{out}");
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&pics)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    std::fs::read(e.path()).unwrap(),
                )
            })
            .collect();
        files.sort();
        runs.push(files);
    }
    assert_eq!(runs[0], runs[1], "pictures differ between two runs");
    let names: Vec<&str> = runs[0].iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "contents.png",
            "front-cover.png",
            "full-cover.png",
            "how-to-play.png",
            "puzzles.png",
            "solutions.png",
            "title.png"
        ]
    );
    for (name, bytes) in &runs[0] {
        let (w, h) = png_size(bytes);
        let long = w.max(h);
        if name == "front-cover.png" {
            assert!(long >= 1600, "{name}: {w} x {h}");
            // The front panel of a 6 x 9 in book.
            assert!((w as f64 / h as f64 - 6.0 / 9.0).abs() < 0.01, "{w} x {h}");
        } else {
            assert!(long >= 1600, "{name}: {w} x {h}");
        }
    }
    std::fs::remove_dir_all(&d).ok();
}

/// A bleed book's store pictures show the page as a reader sees it: the
/// interior pages and the full cover cut to their trim, without the bleed
/// the printer cuts off.
#[test]
fn store_pictures_of_a_bleed_book_leave_the_bleed_out() {
    let d = dir("preview-bleed");
    let text = format!(
        "title = \"B\"\nauthor = \"A. Publisher\"\nseed = 5\ntrim = \"6x9\"\nbleed = true\n\
         puzzles_per_page = 4\n{EASY}"
    );
    let pics = d.join("pics");
    let (ok, _, err) = book(
        &d,
        "t.toml",
        &text,
        &[
            "-o",
            d.join("b.pdf").to_str().unwrap(),
            "--preview",
            pics.to_str().unwrap(),
        ],
    );
    assert!(ok, "{err}");
    for name in [
        "title.png",
        "how-to-play.png",
        "puzzles.png",
        "solutions.png",
        "contents.png",
    ] {
        let (w, h) = png_size(&std::fs::read(pics.join(name)).unwrap());
        // 6 x 9 in; with the bleed it would be 6.125 x 9.25 (0.662).
        let ratio = w as f64 / h as f64;
        assert!((ratio - 6.0 / 9.0).abs() < 0.002, "{name}: {w} x {h}");
    }
    // The full cover: 9 in high and two 6 in panels and a spine of under
    // 0.2 in wide; with the bleed it would be 9.25 high and 12.25 wide.
    let (w, h) = png_size(&std::fs::read(pics.join("full-cover.png")).unwrap());
    let ratio = h as f64 / w as f64;
    assert!(
        (9.0 / 12.2..=9.0 / 12.0).contains(&ratio),
        "full cover {w} x {h}"
    );
    std::fs::remove_dir_all(&d).ok();
}
