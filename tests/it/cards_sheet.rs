//! The card deal sheet: a page per deal plus a key, readable by poppler,
//! fonts embedded, byte-identical across runs, one-line errors.

use std::process::Command as Proc;

use assert_cmd::Command;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

fn tool(name: &str, args: &[&str]) -> String {
    let out = Proc::new(name).args(args).output().expect("runs");
    assert!(out.status.success(), "{name} {args:?} failed");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
#[ignore = "needs poppler-utils"]
fn deal_sheet_pdf_has_deals_key_and_fonts() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("deals.pdf");
    let args = [
        "cards",
        "sheet",
        "--variant",
        "pyramid",
        "--tier",
        "easy",
        "--count",
        "2",
        "-o",
    ];
    cli().args(args).arg(&pdf).assert().success();
    let first = std::fs::read(&pdf).expect("written");
    cli().args(args).arg(&pdf).assert().success();
    assert_eq!(
        first,
        std::fs::read(&pdf).expect("written"),
        "not deterministic"
    );
    crate::tools::require(&["pdftotext", "pdffonts", "pdftoppm"]);
    let p = pdf.to_str().expect("utf-8");
    let info = tool("pdfinfo", &[p]);
    assert!(info.contains("Pages:           3"), "{info}");
    let text = tool("pdftotext", &[p, "-"]);
    assert!(text.contains("Deal 1: Pyramid"));
    assert!(text.contains("Deal 2: Pyramid"));
    assert!(text.contains("Solutions"));
    assert!(text.contains("Stock, top card first"));
    for i in 1..=3 {
        assert!(text.contains(&format!("page {i} of 3")), "page {i}");
    }
    // The title is written in a PDF text encoding (no mojibake).
    assert!(
        info.contains("Title:           pyramid-press \u{b7} Pyramid deals"),
        "{info}"
    );
    let fonts = tool("pdffonts", &[p]);
    assert!(fonts.contains("DejaVuSans"));
    assert!(
        !fonts.lines().skip(2).any(|l| l.contains(" no ")),
        "{fonts}"
    );
    let png = dir.path().join("page");
    tool(
        "pdftoppm",
        &["-png", "-r", "20", p, png.to_str().expect("utf-8")],
    );
    assert!(dir.path().join("page-1.png").is_file());
}

#[test]
fn a_lost_deal_is_refused_and_nothing_is_written() {
    // Find a seed that Pharaohs cannot win, then ask for its sheet.
    let lost = (1..200u64)
        .map(cards::Deal::from_seed)
        .find(|d| !cards::solve(d, cards::Rules::pharaohs()).winnable)
        .expect("some deal is lost");
    let dir = tempfile::tempdir().expect("tempdir");
    let pdf = dir.path().join("x.pdf");
    let out = cli()
        .args(["cards", "sheet", "--variant", "pharaohs", "--deal"])
        .arg(lost.to_string())
        .arg("-o")
        .arg(&pdf)
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8_lossy(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: this deal cannot be won"), "{err}");
    assert!(!pdf.exists());
}
