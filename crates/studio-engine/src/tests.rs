use super::*;

fn head(req: Value) -> Value {
    call(&req.to_string()).head
}

#[test]
fn each_bad_setting_is_named_with_its_field() {
    let cases = [
        (json!({"op": "daily", "date": "2026-13-01"}), "date"),
        (json!({"op": "daily"}), "date"),
        (
            json!({"op": "daily", "date": "2026-12-03", "lang": "xx"}),
            "lang",
        ),
        (
            json!({"op": "daily", "date": "2026-12-03", "paper": "a3"}),
            "paper",
        ),
        (
            json!({"op": "daily", "date": "2026-12-03", "play_url": "javascript:alert(1)"}),
            "play_url",
        ),
        (json!({"op": "cards-sheet", "count": 10_000}), "count"),
        (json!({"op": "cards-sheet", "count": 0}), "count"),
        (
            json!({"op": "cards-sheet", "variant": "klondike"}),
            "variant",
        ),
        (json!({"op": "mat", "grid": "0x4"}), "grid"),
        (json!({"op": "mat", "square_mm": 1.0}), "square_mm"),
        (json!({"op": "nothing"}), "request"),
    ];
    for (req, field) in cases {
        let h = head(req.clone());
        assert_eq!(h["field"], field, "{req} gave {h}");
        assert!(
            h["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{req} gave {h}"
        );
    }
    let h = call("{not json").head;
    assert_eq!(h["field"], "request");
}

/// Quotes and angle brackets are characters an address may hold (the
/// library takes them as the command line does): the sheet is made, its
/// PDF whole.
#[test]
fn a_play_address_with_quotes_is_printed_as_given() {
    let a = call(
        &json!({"op": "daily", "date": "2026-12-03", "play_url": "https://x.org/a\"b<c>"})
            .to_string(),
    );
    assert!(a.head["error"].is_null(), "{}", a.head);
    assert!(a.files[0].bytes.starts_with(b"%PDF-"));
}

#[test]
fn a_template_problem_names_its_line_and_column() {
    let h = head(json!({"op": "book", "template": "title = \"x\"\ntrim = \"4x4\"\n", "name": "b"}));
    assert_eq!(h["field"], "template", "{h}");
    assert!(h["line"].as_u64().is_some(), "{h}");
    assert!(h["error"].as_str().unwrap().starts_with("b.toml:"), "{h}");
}

#[test]
fn a_damaged_ledger_is_refused_at_the_ledger() {
    let template = include_str!("../../../templates/series-vol1.toml");
    let h = head(json!({
        "op": "book", "template": template, "name": "series-vol1",
        "ledger": "this is not a ledger\n\u{0}", "pdf": false
    }));
    assert_eq!(h["field"], "ledger", "{h}");
}

#[test]
fn the_answer_packs_its_head_and_files_in_order() {
    let a = call(&json!({"op": "rules", "preview": [1]}).to_string());
    let bytes = packed(&a);
    let size = u32::from_le_bytes(bytes[..4].try_into().unwrap()) as usize;
    assert_eq!(size + 4, bytes.len());
    let n = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
    let head: Value = serde_json::from_slice(&bytes[8..8 + n]).unwrap();
    let files = head["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    assert_eq!(files[0]["name"], "rules-letter.pdf");
    assert_eq!(files[1]["kind"], "svg");
    let first = files[0]["size"].as_u64().unwrap() as usize;
    assert!(bytes[8 + n..].starts_with(b"%PDF-"));
    assert!(bytes[8 + n + first..].starts_with(b"<svg"));
}

#[test]
fn the_registry_gives_the_games() {
    let h = head(json!({"op": "games"}));
    let names: Vec<&str> = h["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    assert!(!names.is_empty());
    assert!(names.contains(&"egypt"), "{h}");
    assert_eq!(h["languages"].as_array().unwrap().len(), 4);
}
