//! The studio's engine (`studio_engine::call`): every request the studio
//! page can send, and any other text, gets an answer or `{error, field}`,
//! never a panic. A product's work grows with its counts (a 1,000-deal
//! sheet is minutes, within the library's caps): a request's `count` is
//! cut to 3 and its template's counts to at most 3 puzzles a section
//! before the call, so that each input runs in a moment; the PDF is always
//! written (`pdf` is left as given). Seeds: a request of every kind
//! (`fuzz/corpus/studio`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let text = match serde_json::from_str::<serde_json::Value>(text) {
        Ok(mut v) if v.is_object() => {
            if v["count"].as_u64().is_some_and(|n| n > 3) {
                v["count"] = 3.into();
            }
            if let Some(t) = v["template"].as_str() {
                let small: String = t
                    .lines()
                    .map(|l| {
                        if l.trim_start().starts_with("count") {
                            "count = 3".to_string()
                        } else {
                            l.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("\n");
                v["template"] = small.into();
            }
            v.to_string()
        }
        _ => text.to_string(),
    };
    let a = studio_engine::call(&text);
    assert!(a.head.is_object(), "{}", a.head);
    if a.head["error"].is_null() {
        for f in &a.files {
            if f.kind == "pdf" {
                assert!(f.bytes.starts_with(b"%PDF-"), "{}", f.name);
            }
        }
    } else {
        assert!(a.files.is_empty());
        assert!(a.head["field"].is_string(), "{}", a.head);
    }
    let packed = studio_engine::packed(&a);
    assert_eq!(
        u32::from_le_bytes(packed[..4].try_into().unwrap()) as usize + 4,
        packed.len()
    );
});
