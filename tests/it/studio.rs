//! The studio's engine (crates/studio-engine) gives the command line's
//! bytes for every product: the same request, the same files.

use std::path::Path;

use assert_cmd::Command;
use serde_json::{Value, json};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs the command line in `dir` and gives back the file `name` it wrote.
fn cli(dir: &Path, args: &[&str], name: &str) -> Vec<u8> {
    Command::cargo_bin("pyramid-press")
        .expect("binary")
        .current_dir(dir)
        .env_remove("SOURCE_DATE_EPOCH")
        .args(args)
        .assert()
        .success();
    std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The studio's file `name` for `req`.
fn studio(req: Value, name: &str) -> Vec<u8> {
    let a = studio_engine::call(&req.to_string());
    assert!(a.head["error"].is_null(), "{req}: {}", a.head);
    let f = a
        .files
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no {name} in {}", a.head));
    f.bytes.clone()
}

fn same(what: &str, cli: &[u8], studio: &[u8]) {
    assert!(
        cli.starts_with(b"%PDF-") || what.ends_with("ledger"),
        "{what}"
    );
    assert!(
        cli == studio,
        "{what}: the studio's {} bytes differ from the command line's {}",
        studio.len(),
        cli.len()
    );
}

#[test]
fn the_sheets_are_the_command_lines_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let c = cli(
        d,
        &[
            "daily",
            "--date",
            "2026-12-03",
            "--lang",
            "de",
            "--paper",
            "a4",
            "-o",
            "d.pdf",
        ],
        "d.pdf",
    );
    let s = studio(
        json!({"op": "daily", "date": "2026-12-03", "lang": "de", "paper": "a4"}),
        "daily-2026-12-03.pdf",
    );
    same("daily", &c, &s);
    let c = cli(
        d,
        &[
            "daily",
            "--date",
            "2026-12-04",
            "--color",
            "--every",
            "3",
            "--play-url",
            "https://example.org/p/",
            "-o",
            "e.pdf",
        ],
        "e.pdf",
    );
    let s = studio(
        json!({"op": "daily", "date": "2026-12-04", "color": true, "every": 3,
               "play_url": "https://example.org/p/"}),
        "daily-2026-12-04.pdf",
    );
    same("daily with key and play address", &c, &s);
    let c = cli(
        d,
        &[
            "cards",
            "sheet",
            "--variant",
            "cheops",
            "--tier",
            "easy",
            "--count",
            "3",
            "--seed",
            "7",
            "--lang",
            "fr",
            "-o",
            "c.pdf",
        ],
        "c.pdf",
    );
    let s = studio(
        json!({"op": "cards-sheet", "variant": "cheops", "tier": "easy", "count": 3, "seed": 7, "lang": "fr"}),
        "cards-cheops-easy-seed7.pdf",
    );
    same("cards sheet", &c, &s);
    let c = cli(
        d,
        &[
            "rules", "--paper", "a4", "--color", "--lang", "es", "-o", "r.pdf",
        ],
        "r.pdf",
    );
    let s = studio(
        json!({"op": "rules", "paper": "a4", "color": true, "lang": "es"}),
        "rules-a4.pdf",
    );
    same("rules", &c, &s);
    let c = cli(
        d,
        &["mat", "--grid", "4x5", "--square-mm", "55", "-o", "m.pdf"],
        "m.pdf",
    );
    let s = studio(
        json!({"op": "mat", "grid": "4x5", "square_mm": 55.0}),
        "mat-4x5-letter.pdf",
    );
    same("mat", &c, &s);
}

#[test]
fn books_and_handouts_are_the_command_lines_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A series volume: interior, cover and the ledger it writes.
    let name = "series-vol1";
    let text = std::fs::read_to_string(root().join("templates/series-vol1.toml")).unwrap();
    std::fs::write(d.join("s.toml"), &text).unwrap();
    let interior = cli(
        d,
        &["book", "--quiet", "--template", "s.toml", "-o", "b.pdf"],
        "b.pdf",
    );
    let cover = std::fs::read(d.join("b-cover.pdf")).unwrap();
    let ledger = std::fs::read(d.join("series.ledger")).unwrap();
    let a = studio_engine::call(&json!({"op": "book", "template": text, "name": name}).to_string());
    assert!(a.head["error"].is_null(), "{}", a.head);
    let file = |n: &str| a.files.iter().find(|f| f.name == n).unwrap().bytes.clone();
    same("book", &interior, &file("series-vol1.pdf"));
    same("cover", &cover, &file("series-vol1-cover.pdf"));
    same("series ledger", &ledger, &file("series.ledger"));
    assert_eq!(a.head["ledger"], "added");
    // Volume 2 with the ledger of volume 1.
    let text2 = std::fs::read_to_string(root().join("templates/series-vol2.toml")).unwrap();
    std::fs::write(d.join("s2.toml"), &text2).unwrap();
    let interior2 = cli(
        d,
        &["book", "--quiet", "--template", "s2.toml", "-o", "v2.pdf"],
        "v2.pdf",
    );
    let ledger2 = std::fs::read(d.join("series.ledger")).unwrap();
    let a2 = studio_engine::call(
        &json!({"op": "book", "template": text2, "name": "v2",
                "ledger": String::from_utf8(ledger).unwrap()})
        .to_string(),
    );
    let file2 = |n: &str| a2.files.iter().find(|f| f.name == n).unwrap().bytes.clone();
    same("volume 2", &interior2, &file2("v2.pdf"));
    same("volume 2 ledger", &ledger2, &file2("series.ledger"));
    // A handout.
    let text = std::fs::read_to_string(root().join("templates/handout-a4.toml")).unwrap();
    std::fs::write(d.join("h.toml"), &text).unwrap();
    let c = cli(
        d,
        &["handout", "--quiet", "--template", "h.toml", "-o", "h.pdf"],
        "h.pdf",
    );
    let s = studio(
        json!({"op": "handout", "template": text, "name": "h"}),
        "h.pdf",
    );
    same("handout", &c, &s);
}
