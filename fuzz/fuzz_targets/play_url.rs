//! Play addresses (`--play-url`, `site --url`, `play_url` in templates):
//! `documents::play_link::PlayUrl::parse`. An address accepted is kept as
//! absolute http(s) of printable ASCII with a host; its folder has no `#`, `?` or
//! trailing slash, at most `MAX_URL_LEN` characters, and reads back as
//! itself; a puzzle ID (the input itself) made into a link's fragment
//! holds only characters a fragment may hold and decodes to the ID.
#![no_main]

use documents::play_link::{MAX_URL_LEN, PLAY_PAGE, PlayUrl, fragment};
use libfuzzer_sys::fuzz_target;

fn unpercent(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = std::str::from_utf8(&b[i + 1..i + 3]).expect("ascii");
            out.push(u8::from_str_radix(hex, 16).expect("two hex digits"));
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

fuzz_target!(|text: &str| {
    let frag = fragment(text);
    assert!(
        frag.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/?%".contains(&b)),
        "{frag}"
    );
    assert_eq!(unpercent(&frag), text.as_bytes());
    if let Ok(url) = PlayUrl::parse(text) {
        let base = url.base();
        let lower = base.to_ascii_lowercase();
        let rest = lower
            .strip_prefix("https://")
            .or_else(|| lower.strip_prefix("http://"))
            .expect("http or https");
        assert!(!rest.is_empty() && !rest.starts_with('/'), "{base}");
        assert!(base.chars().count() <= MAX_URL_LEN);
        assert!(base.bytes().all(|b| b.is_ascii_graphic()), "{base}");
        assert!(!base.contains(['#', '?']) && !base.ends_with('/'), "{base}");
        // The play page is the folder's play.html with the query given,
        // and reads back as the same address.
        let page = url.page();
        assert!(page.starts_with(&format!("{base}/{PLAY_PAGE}")), "{page}");
        assert!(!page.contains('#'), "{page}");
        assert_eq!(PlayUrl::parse(&page).as_ref(), Ok(&url));
        let link = url.link("AB-12");
        assert_eq!(link, format!("{page}#AB-12"));
        assert!(link.ends_with(&url.short_link("AB-12")));
    }
});
