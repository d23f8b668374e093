//! `--play-url URL`, shared by every command that prints puzzles or
//! deals: the site whose play.html opens them (see
//! `documents::play_link`).

use documents::play_link::PlayUrl;

/// Reads `--play-url` for clap: an absolute http(s) address without `#`.
pub fn parse(text: &str) -> Result<PlayUrl, String> {
    PlayUrl::parse(text).map_err(|e| e.to_string())
}

/// The help line of `--play-url`.
pub const HELP: &str = "Print a QR code and link on every puzzle that opens it on URL/play.html#ID (the site written by `site`); an absolute http(s) address of the site's folder or of its play.html, a query allowed, no '#'";
