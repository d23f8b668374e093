//! From paper to screen: with a play address (`--play-url URL`, or
//! `play_url = "URL"` in a template) every printed puzzle carries a play
//! mark, a QR code of `URL/play.html#ID` with the short link written
//! beside it, so that a reader can open the very puzzle on the web page
//! that plays it. The ID is the puzzle's own (the one the page prints),
//! percent-encoded where an address may not hold it as it is (the spaces
//! of a deal given card by card).

use render::text::{fit_size, measure};
use render::{Align, Color, Rect, Shape, Weight};

use crate::qr::{QUIET_ZONE, Qr, draw_qr};

/// The page of a site that plays any puzzle from its ID.
pub const PLAY_PAGE: &str = "play.html";
/// Longest play address accepted, in characters: with the longest IDs
/// the code still fits a QR code a few centimetres wide.
pub const MAX_URL_LEN: usize = 200;
/// What the mark says before the link.
pub const LEAD_IN: &str = "Play on screen:";
/// Space between the link and the code.
const GAP: f64 = 5.0;

/// A play address that was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayUrlError {
    #[error("'{0}' is not an absolute web address: it must start with http:// or https://")]
    NotHttp(String),
    #[error("'{0}' names no host after its http:// or https://")]
    NoHost(String),
    #[error(
        "'{0}' holds '#': give the address of the site's folder, without '#' (the puzzle ID goes after it)"
    )]
    Fragment(String),
    #[error(
        "'{0}' names the page '{1}': give the address of the site's folder (ending in /) or of its play.html"
    )]
    OtherPage(String, String),
    #[error(
        "the address holds {0}, which a web address may not hold as it is: write it percent-encoded (a space as %20)"
    )]
    BadChar(String),
    #[error("the address is {0} characters long; at most {MAX_URL_LEN} fit a printed QR code")]
    TooLong(usize),
    #[error(
        "the play page's address (the folder given and /play.html) is {0} characters long; at most {MAX_URL_LEN} fit a printed QR code"
    )]
    PageTooLong(usize),
}

/// A checked play address: absolute http(s), no `#`; the site's folder
/// (kept without its trailing slashes) and the query given after it or
/// after its `play.html` (with its `?`, or empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayUrl {
    base: String,
    query: String,
}

impl PlayUrl {
    /// Checks a play address: the site's folder (`https://example.org/`)
    /// or its play page (`https://example.org/play.html`), either with a
    /// query or without.
    pub fn parse(text: &str) -> Result<PlayUrl, PlayUrlError> {
        let t = text.trim();
        let len = t.chars().count();
        if len > MAX_URL_LEN {
            return Err(PlayUrlError::TooLong(len));
        }
        if let Some(c) = t
            .chars()
            .find(|c| !c.is_ascii() || c.is_ascii_control() || c.is_whitespace())
        {
            let what = if c == ' ' {
                "a space".to_string()
            } else {
                format!("the character {}", c.escape_unicode())
            };
            return Err(PlayUrlError::BadChar(what));
        }
        let lower = t.to_ascii_lowercase();
        let Some(scheme) = ["https://", "http://"]
            .iter()
            .find_map(|s| lower.starts_with(s).then_some(s.len()))
        else {
            return Err(PlayUrlError::NotHttp(t.to_string()));
        };
        if t.contains('#') {
            return Err(PlayUrlError::Fragment(t.to_string()));
        }
        let (path, query) = match t.find('?') {
            Some(q) => t.split_at(q),
            None => (t, ""),
        };
        let rest = &path[scheme..];
        let host = rest.split('/').next().unwrap_or_default();
        if host.is_empty() || host.starts_with(':') || host.starts_with('@') {
            return Err(PlayUrlError::NoHost(t.to_string()));
        }
        let mut base = path.trim_end_matches('/');
        // The last part of the path, when there is one after the host.
        let last = base[scheme..]
            .split_once('/')
            .and_then(|(_, p)| p.rsplit('/').next())
            .unwrap_or("");
        if last.eq_ignore_ascii_case(PLAY_PAGE) {
            base = &base[..base.len() - last.len()];
            base = base.trim_end_matches('/');
        } else if [".html", ".htm"]
            .iter()
            .any(|e| last.to_ascii_lowercase().ends_with(e))
        {
            return Err(PlayUrlError::OtherPage(t.to_string(), last.to_string()));
        }
        let url = PlayUrl {
            base: base.to_string(),
            query: if query == "?" {
                String::new()
            } else {
                query.to_string()
            },
        };
        // What the codes hold is the play page's address (a folder given
        // gains `/play.html`): that, not the text given, keeps to the cap,
        // so an address accepted reads back (found by fuzzing).
        let page = url.page().chars().count();
        if page > MAX_URL_LEN {
            return Err(PlayUrlError::PageTooLong(page));
        }
        Ok(url)
    }

    /// The site's folder, without trailing slashes.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The play page's address: `URL/play.html` and the query given.
    pub fn page(&self) -> String {
        format!("{}/{PLAY_PAGE}{}", self.base, self.query)
    }

    /// The address that opens the puzzle `id`: `URL/play.html#ID` (with
    /// the query given before the `#`).
    pub fn link(&self, id: &str) -> String {
        format!("{}#{}", self.page(), fragment(id))
    }

    /// The link as printed: without `http://` or `https://`, which a
    /// browser adds by itself.
    pub fn short_link(&self, id: &str) -> String {
        let link = self.link(id);
        let cut = link.find("://").map_or(0, |i| i + 3);
        link[cut..].to_string()
    }
}

/// `id` as an address fragment: characters a fragment may hold stay as
/// they are, any other byte is percent-encoded.
pub fn fragment(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    for b in id.bytes() {
        let keep = b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/?".contains(&b);
        if keep {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A puzzle's play mark, laid out: the code at the right, the lead-in
/// and the short link beside it, right-aligned against it and standing on
/// the code's last row of modules.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayMark {
    /// `None` only when the link is too long for any QR code (it cannot
    /// be, with a checked address and a puzzle's ID): the link is written
    /// alone.
    qr: Option<Qr>,
    /// The written lines and the size of each.
    lines: Vec<(String, f64)>,
    size: f64,
}

impl PlayMark {
    /// The mark of puzzle `id`, its text at `size` points (never under
    /// `min_size`), the whole mark at most `width` wide where the link can
    /// be broken to fit.
    pub fn new(url: &PlayUrl, id: &str, size: f64, min_size: f64, width: f64) -> PlayMark {
        let qr = Qr::new(&url.link(id)).ok();
        let side = qr.as_ref().map_or(0.0, Qr::side);
        let room = (width - side - GAP).max(size * 6.0);
        let lines = caption_lines(&url.short_link(id), size, min_size, room)
            .into_iter()
            .map(|l| {
                let s = fit_size(&l, Weight::Regular, size, room).max(min_size.min(size));
                (l, s)
            })
            .collect();
        PlayMark { qr, lines, size }
    }

    /// The code's side, quiet zone included (0 without a code).
    pub fn side(&self) -> f64 {
        self.qr.as_ref().map_or(0.0, Qr::side)
    }

    fn module(&self) -> f64 {
        self.qr
            .as_ref()
            .map_or(0.0, |q| q.side() / q.modules() as f64)
    }

    fn line_height(&self) -> f64 {
        self.size * 1.2
    }

    /// Height of the written lines, from the top of the first to the
    /// baseline of the last plus a descent.
    fn text_height(&self) -> f64 {
        self.lines.len() as f64 * self.line_height() + QUIET_ZONE as f64 * self.module()
    }

    /// Height of the whole mark.
    pub fn height(&self) -> f64 {
        self.side().max(self.text_height())
    }

    fn text_width(&self) -> f64 {
        self.lines
            .iter()
            .map(|(l, size)| measure(l, *size, Weight::Regular))
            .fold(0.0, f64::max)
    }

    /// Width of the whole mark.
    pub fn width(&self) -> f64 {
        self.side() + GAP + self.text_width()
    }

    /// Where a horizontal rule at `y` must stop so as not to run into the
    /// mark drawn at (`right`, `bottom`): `None` when it passes above it.
    pub fn stop_at(&self, right: f64, bottom: f64, y: f64) -> Option<f64> {
        if y < bottom - self.height() - 4.0 || y > bottom + 2.0 {
            return None;
        }
        let text_top = bottom - self.text_height() - 3.0;
        Some(if y >= text_top {
            right - self.width() - 6.0
        } else {
            right - self.side() - 6.0
        })
    }

    /// Draws the mark with its bottom-right corner at (`right`, `bottom`);
    /// returns the rectangle it covers.
    pub fn draw(&self, out: &mut Vec<Shape>, right: f64, bottom: f64) -> Rect {
        let side = self.side();
        if let Some(qr) = &self.qr {
            out.extend(draw_qr(qr, right - side, bottom - side, side));
        }
        let x = right - side - GAP;
        let last = bottom - QUIET_ZONE as f64 * self.module();
        let n = self.lines.len();
        for (i, (line, size)) in self.lines.iter().enumerate() {
            out.push(Shape::Text {
                x,
                y: last - (n - 1 - i) as f64 * self.line_height() - self.size * 0.05,
                size: *size,
                weight: Weight::Regular,
                align: Align::Right,
                color: Color::grey(40),
                text: line.clone(),
            });
        }
        let h = self.height();
        Rect::new(right - self.width(), bottom - h, self.width(), h)
    }
}

/// The lead-in and the link in lines at most `width` wide at `size`
/// (text may shrink to `min_size` to stay on one line): both on one line
/// when they fit, else the link alone, else the link broken before the
/// ID, and after a `/` or `-` where it must be.
fn caption_lines(link: &str, size: f64, min_size: f64, width: f64) -> Vec<String> {
    let fits = |s: &str| measure(s, min_size.min(size), Weight::Regular) <= width;
    let one = format!("{LEAD_IN} {link}");
    if measure(&one, size, Weight::Regular) <= width {
        return vec![one];
    }
    if fits(link) {
        return vec![link.to_string()];
    }
    // Pieces of the link: the address up to '#', then the ID, each broken
    // after a '/' or '-' only when it is wider than a line by itself.
    let (head, id) = link.split_at(link.find('#').map_or(0, |i| i + 1));
    let mut lines = Vec::new();
    for part in [head, id] {
        if part.is_empty() {
            continue;
        }
        if fits(part) {
            lines.push(part.to_string());
            continue;
        }
        let mut line = String::new();
        let mut piece = String::new();
        for c in part.chars() {
            piece.push(c);
            if matches!(c, '/' | '-') {
                if !line.is_empty() && !fits(&format!("{line}{piece}")) {
                    lines.push(std::mem::take(&mut line));
                }
                line.push_str(&std::mem::take(&mut piece));
            }
        }
        if !line.is_empty() && !fits(&format!("{line}{piece}")) {
            lines.push(std::mem::take(&mut line));
        }
        line.push_str(&piece);
        lines.push(line);
    }
    lines
}

/// The height under a figure a document keeps for a play mark: the
/// least code's side and a gap.
pub fn mark_room() -> f64 {
    crate::qr::MIN_SIDE_PT + 4.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked() {
        let ok = PlayUrl::parse("https://example.com/puzzles/").expect("ok");
        assert_eq!(ok.base(), "https://example.com/puzzles");
        assert_eq!(
            ok.link("P34S-9H240-0H0-Z"),
            "https://example.com/puzzles/play.html#P34S-9H240-0H0-Z"
        );
        assert_eq!(
            ok.short_link("pyramid-7"),
            "example.com/puzzles/play.html#pyramid-7"
        );
        assert!(PlayUrl::parse("HTTP://Example.com").is_ok());
        // The site's folder or its play page, with a query or without:
        // one play page each (issue #43: a play.html address got a second
        // play.html).
        for (given, page) in [
            ("https://example.org/", "https://example.org/play.html"),
            ("https://example.org", "https://example.org/play.html"),
            (
                "https://example.org/play.html",
                "https://example.org/play.html",
            ),
            (
                "https://example.org/p/PLAY.HTML",
                "https://example.org/p/play.html",
            ),
            (
                "https://example.org/p/play.html?lang=de",
                "https://example.org/p/play.html?lang=de",
            ),
            (
                "https://example.org/p/?s=1",
                "https://example.org/p/play.html?s=1",
            ),
            ("https://example.org/p?", "https://example.org/p/play.html"),
        ] {
            let u = PlayUrl::parse(given).expect(given);
            assert_eq!(u.page(), page, "{given}");
            assert_eq!(u.link("pyramid-7"), format!("{page}#pyramid-7"), "{given}");
            assert_eq!(PlayUrl::parse(&u.page()), Ok(u.clone()), "{given}");
        }
        assert_eq!(
            PlayUrl::parse("https://example.org/p/play.html?x")
                .expect("ok")
                .base(),
            "https://example.org/p"
        );
        for (bad, want) in [
            ("example.com", "must start with http"),
            ("ftp://example.com", "must start with http"),
            ("https://", "names no host"),
            ("https:///x", "names no host"),
            ("https://example.com/#x", "without '#'"),
            (
                "https://example.com/index.html",
                "names the page 'index.html'",
            ),
            ("https://example.com/play.html#P34S", "without '#'"),
            ("file:///tmp/site/", "must start with http"),
            ("https://exa mple.com", "a space"),
            ("https://exämple.com", "\\u{e4}"),
        ] {
            let e = PlayUrl::parse(bad).expect_err(bad).to_string();
            assert!(e.contains(want), "{bad}: {e}");
            assert!(!e.contains('\n'));
        }
        let long = format!("https://example.com/{}", "a".repeat(300));
        assert!(matches!(
            PlayUrl::parse(&long),
            Err(PlayUrlError::TooLong(_))
        ));
        // A folder under the cap whose play page is over it (the fuzzer's
        // find): refused, since its page would not read back.
        let folder = format!("http://{}", "a".repeat(MAX_URL_LEN - 7));
        assert_eq!(folder.chars().count(), MAX_URL_LEN);
        assert_eq!(
            PlayUrl::parse(&folder),
            Err(PlayUrlError::PageTooLong(MAX_URL_LEN + 10))
        );
        let fits = format!("http://{}", "a".repeat(MAX_URL_LEN - 17));
        let url = PlayUrl::parse(&fits).expect("fits");
        assert_eq!(PlayUrl::parse(&url.page()), Ok(url));
    }

    #[test]
    fn ids_are_encoded_only_where_needed() {
        assert_eq!(fragment("P34Q12.-ABCDE-Z"), "P34Q12.-ABCDE-Z");
        assert_eq!(fragment("AC 2C / 3C"), "AC%202C%20/%203C");
        assert_eq!(fragment("a#b%"), "a%23b%25");
    }

    #[test]
    fn the_mark_breaks_its_link_to_fit_and_keeps_rules_clear() {
        let url = PlayUrl::parse("https://example.com").expect("ok");
        let wide = PlayMark::new(&url, "P34S-9H240-0H0-Z", 7.0, 7.0, 400.0);
        let texts = |m: &PlayMark| m.lines.iter().map(|l| l.0.clone()).collect::<Vec<_>>();
        assert_eq!(
            texts(&wide),
            ["Play on screen: example.com/play.html#P34S-9H240-0H0-Z"]
        );
        let narrow = PlayMark::new(&url, "P45S-DHQWA-6M4C1-612G0-ABCDE-R", 7.0, 7.0, 200.0);
        assert_eq!(
            texts(&narrow),
            ["example.com/play.html#", "P45S-DHQWA-6M4C1-612G0-ABCDE-R"]
        );
        let tiny = PlayMark::new(&url, "P45S-DHQWA-6M4C1-612G0-ABCDE-R", 7.0, 7.0, 110.0);
        assert!(tiny.lines.len() > 2, "{:?}", tiny.lines);
        assert_eq!(
            texts(&tiny).concat(),
            "example.com/play.html#P45S-DHQWA-6M4C1-612G0-ABCDE-R"
        );
        let mut out = Vec::new();
        let r = narrow.draw(&mut out, 300.0, 500.0);
        // Group markers draw nothing; every drawn shape stays in the box.
        let drawn = out
            .iter()
            .filter(|s| !matches!(s, Shape::Begin(_) | Shape::End));
        assert!(drawn.clone().count() > 10, "{out:?}");
        for s in drawn {
            let b = s.bounds();
            assert!(b.x >= r.x - 0.5 && b.right() <= 300.0 + 1e-9, "{s:?}");
            assert!(b.bottom() <= 500.0 + 1e-9, "{s:?}");
        }
        assert_eq!(
            narrow.stop_at(300.0, 500.0, 500.0 - narrow.height() - 20.0),
            None
        );
        assert!(narrow.stop_at(300.0, 500.0, 499.0).is_some_and(|x| x < r.x));
    }
}
