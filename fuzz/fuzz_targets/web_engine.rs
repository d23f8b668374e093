//! The web pages' engine (`web_engine::call`): every request a page can
//! send, and any other text, gets one JSON object back, an answer or
//! `{"error": ...}`, never a panic; searches stay within the module's
//! position budget. Seeds: requests of every kind (`fuzz/corpus/web_engine`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let answer = web_engine::call(text);
    let v: serde_json::Value = serde_json::from_str(&answer).expect("the answer is JSON");
    assert!(v.is_object(), "{answer}");
});
