//! The daily sheet through the command line: the PDF parses, renders and
//! holds every puzzle's number and ID on the puzzle pages and again in the
//! solutions; fonts are embedded; output is byte-identical across runs;
//! text and JSON printing; default paths; errors.

use crate::daily_common;

use daily_common::*;

const DATE: &str = "2026-01-02";

/// The day's puzzle IDs, from `daily --json` (run once per test binary).
fn ids() -> Vec<String> {
    static IDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    IDS.get_or_init(json_ids).clone()
}

fn json_ids() -> Vec<String> {
    let out = cli()
        .args(["daily", "--date", DATE, "--json"])
        .output()
        .expect("run");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let ids: Vec<String> = text
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("one JSON object a line");
            v["id"].as_str().expect("id").to_string()
        })
        .collect();
    assert_eq!(ids.len(), 8);
    ids
}

/// "Deal N", as the day's web page numbers its card deal.
fn web_deal_label() -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let html = dir.path().join("d.html");
    let out = cli()
        .args(["daily", "--date", DATE, "--html", "-o"])
        .arg(&html)
        .output()
        .expect("run");
    assert!(out.status.success());
    let page = std::fs::read_to_string(&html).expect("written");
    let digits: String = page
        .match_indices("Deal ")
        .map(|(at, _)| {
            page[at + 5..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        })
        .find(|d| !d.is_empty())
        .expect("the web page numbers its deal");
    format!("Deal {digits}")
}

/// Whether `text` holds `Puzzle N` as a whole number (not `Puzzle 1` in
/// `Puzzle 10`).
fn has_number(text: &str, n: usize) -> bool {
    let pat = format!("Puzzle {n}");
    text.match_indices(&pat).any(|(i, _)| {
        !text[i + pat.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

fn svg_options() -> resvg::usvg::Options<'static> {
    use render::text::{BOLD_TTF, FAMILY, REGULAR_TTF};
    let mut opt = resvg::usvg::Options::default();
    let db = opt.fontdb_mut();
    db.load_font_data(REGULAR_TTF.to_vec());
    db.load_font_data(BOLD_TTF.to_vec());
    db.set_sans_serif_family(FAMILY);
    opt
}

/// Rasterises an SVG at half size; the number of non-white pixels.
fn ink(svg: &str, opt: &resvg::usvg::Options, dump: Option<&std::path::Path>) -> usize {
    let tree = resvg::usvg::Tree::from_str(svg, opt).expect("well-formed SVG");
    let size = tree.size().to_int_size();
    let (w, h) = (size.width().div_ceil(2), size.height().div_ceil(2));
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).expect("pixmap");
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(0.5, 0.5),
        &mut pixmap.as_mut(),
    );
    if let Some(path) = dump {
        let _ = pixmap.save_png(path);
    }
    pixmap
        .pixels()
        .iter()
        .filter(|p| p.red() < 200 || p.green() < 200 || p.blue() < 200)
        .count()
}

#[test]
#[ignore = "needs poppler-utils"]
fn daily_pdf_renders_and_holds_every_number_and_id() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("d.pdf");
    let out = cli()
        .args(["daily", "--date", DATE, "-o"])
        .arg(&pdf)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("wrote {}", pdf.display())
    );
    let bytes = std::fs::read(&pdf).expect("written");
    assert!(bytes.starts_with(b"%PDF-"));
    crate::tools::require(&["pdftoppm", "pdftotext", "pdffonts", "pdfinfo"]);
    // Two puzzle pages (3x4, then 4x5), the card deal of the day, the
    // puzzles' solutions (two pages), the deal's solution on the last.
    assert_eq!(page_count(&pdf), 5);
    let pngs = tempfile::tempdir().expect("tempdir");
    assert_eq!(raster(&pdf, pngs.path()), 5);
    assert_fonts_embedded(&pdf);

    let ids = ids();
    let puzzles = [text_of(&pdf, 1, 1), text_of(&pdf, 2, 2)];
    let solutions = text_of(&pdf, 4, 5);
    let deal = text_of(&pdf, 3, 3);
    // The deal carries the number the day's web page gives it.
    let label = web_deal_label();
    let heading = format!("{label}: Pyramid");
    assert!(
        deal.contains(&heading) && deal.contains("Stock, top card first"),
        "the deal page lacks {heading}:\n{deal}"
    );
    let deal_key = text_of(&pdf, 5, 5);
    assert!(
        deal_key.contains("Card deal of the day")
            && deal_key.contains(&heading)
            && deal_key.contains(" moves in "),
        "the deal's key lacks {heading}:\n{deal_key}"
    );
    assert!(puzzles[0].contains("pyramid-press daily puzzles") && puzzles[0].contains(DATE));
    assert!(solutions.contains("Solutions"));
    for (i, id) in ids.iter().enumerate() {
        let page = &puzzles[i / 4];
        assert!(page.contains(id.as_str()), "puzzle page lacks {id}");
        assert!(
            has_number(page, i + 1),
            "puzzle page lacks Puzzle {}",
            i + 1
        );
        assert!(solutions.contains(id.as_str()), "solutions lack {id}");
        assert!(
            has_number(&solutions, i + 1),
            "solutions lack Puzzle {}",
            i + 1
        );
        // The 3x4 page holds only 3x4 puzzles.
        assert_eq!(id.starts_with("P34"), i < 4, "{id}");
    }
    for i in 1..=5 {
        assert!(
            text_of(&pdf, i, i).contains(&format!("page {i} of 5")),
            "footer of page {i}"
        );
    }
}

#[test]
#[ignore = "needs poppler-utils"]
fn full_keys_with_every_follow_the_puzzle_pages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("k.pdf");
    cli()
        .args([
            "daily", "--date", DATE, "--every", "4", "--paper", "a4", "--color", "-o",
        ])
        .arg(&pdf)
        .assert()
        .success();
    crate::tools::require(&["pdftoppm", "pdftotext", "pdffonts", "pdfinfo"]);
    let pages = page_count(&pdf);
    assert!(pages >= 10, "2 puzzle pages and a key per puzzle: {pages}");
    let keys = text_of(&pdf, 3, pages);
    for (i, id) in ids().iter().enumerate() {
        assert!(
            keys.contains(&format!("Puzzle {}: solution", i + 1)) && keys.contains(id.as_str()),
            "key of puzzle {} ({id})",
            i + 1
        );
    }
    assert!(keys.contains("After move 4"));
    // A4: pdfinfo reports 595 x 842 pt.
    let info = tool("pdfinfo", &[pdf.to_str().expect("utf-8")]);
    assert!(info.contains("595.276 x 841.89"), "{info}");
}

#[test]
fn two_runs_give_identical_bytes_pdf_and_svg() {
    let dir = tempfile::tempdir().expect("tempdir");
    let run = |args: &[&str], out: &std::path::Path| {
        cli()
            .args(["daily", "--date", DATE])
            .args(args)
            .arg("-o")
            .arg(out)
            .assert()
            .success();
    };
    let (a, b) = (dir.path().join("a.pdf"), dir.path().join("b.pdf"));
    run(&[], &a);
    run(&[], &b);
    let (pa, pb) = (std::fs::read(&a).expect("a"), std::fs::read(&b).expect("b"));
    assert!(pa == pb, "PDF bytes differ between runs");

    let (sa, sb) = (dir.path().join("sa"), dir.path().join("sb"));
    run(&["--svg"], &sa.join("day.svg"));
    run(&["--svg"], &sb.join("day.svg"));
    let names = files_in(&sa);
    // Two puzzle pages, the deal, solutions over two pages with the
    // deal's key on the last.
    let expected: Vec<String> = (1..=5).map(|i| format!("day-{i}.svg")).collect();
    assert_eq!(names, expected);
    assert_eq!(files_in(&sb), names);
    for n in &names {
        let x = std::fs::read_to_string(sa.join(n)).expect("svg");
        let y = std::fs::read_to_string(sb.join(n)).expect("svg");
        assert!(x.starts_with("<svg"), "{n}");
        assert!(x == y, "{n} differs between runs");
    }
    // Every SVG page parses and draws (rasterised with resvg); set
    // PYRAMID_PRESS_DUMP=folder to keep the rasters.
    let opt = svg_options();
    for n in &names {
        let svg = std::fs::read_to_string(sa.join(n)).expect("svg");
        let dump = std::env::var_os("PYRAMID_PRESS_DUMP")
            .map(|d| std::path::Path::new(&d).join(format!("daily-{n}.png")));
        let ink = ink(&svg, &opt, dump.as_deref());
        assert!(ink > 5_000, "{n}: only {ink} inked pixels");
    }
    // The SVG pages hold the IDs too.
    let all: String = names
        .iter()
        .map(|n| std::fs::read_to_string(sa.join(n)).expect("svg"))
        .collect();
    for id in ids() {
        assert_eq!(
            all.matches(id.as_str()).count(),
            2,
            "{id}: puzzle page and solutions"
        );
    }
}

#[test]
fn default_path_and_printing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = cli()
        .current_dir(dir.path())
        .args(["daily", "--date", DATE])
        .output()
        .expect("run");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("wrote output/daily-{DATE}.pdf")
    );
    assert!(
        dir.path()
            .join(format!("output/daily-{DATE}.pdf"))
            .is_file()
    );

    // --svg by default: output/daily-DATE-N.svg, every path printed.
    let out = cli()
        .current_dir(dir.path())
        .args(["daily", "--date", DATE, "--svg"])
        .output()
        .expect("run");
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    for n in 1..=3 {
        let p = format!("output/daily-{DATE}-{n}.svg");
        assert!(listed.contains(&format!("wrote {p}\n")), "{listed}");
        assert!(dir.path().join(&p).is_file(), "{p}");
    }

    // --print and --json write nothing.
    let quiet = tempfile::tempdir().expect("tempdir");
    let out = cli()
        .current_dir(quiet.path())
        .args(["daily", "--date", DATE, "--print"])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with(&format!("Puzzles of {DATE}\n")), "{text}");
    for (i, id) in ids().iter().enumerate() {
        assert!(text.contains(&format!("#{} ", i + 1)) && text.contains(id.as_str()));
    }
    assert!(files_in(quiet.path()).is_empty());
}

#[test]
fn daily_errors_are_one_line_and_write_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, b"x").expect("write");
    let err = assert_one_line_error(
        cli()
            .args(["daily", "--date", DATE, "-o"])
            .arg(blocker.join("d.pdf")),
    );
    assert!(err.contains("file"), "{err}");
    assert_eq!(std::fs::read(&blocker).expect("read"), b"x");

    let err = assert_one_line_error(
        cli()
            .args(["daily", "--date", "2026-02-30"])
            .current_dir(dir.path()),
    );
    assert!(err.contains("2026-02-30"), "{err}");
    assert_one_line_error(cli().args(["daily", "--date", DATE, "-o", "/proc/x.pdf"]));
    assert!(!std::path::Path::new("/proc/x.pdf").exists());
    // clap's own usage errors also exit 2.
    let out = cli()
        .args(["daily", "--json", "--print"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(files_in(dir.path()), vec!["file"]);
}
