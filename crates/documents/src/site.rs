//! The daily puzzles as a static site: one playable page per day, the
//! latest as `index.html`, an archive of the days by month, an Atom feed,
//! a page that plays any puzzle from its ID (`play.html#ID`) and a preview
//! picture per day for link previews.
//!
//! Every link is relative, so the folder works opened from disk and from
//! any folder of any web server. The site is built in memory and written
//! all or nothing by the caller. Like [`crate::web`], this module names no
//! game: the puzzles come through [`PrintablePuzzle`], the players that
//! make puzzles from IDs through [`IdPlay`].

use serde_json::{Map, Value};
use time::Date;

use crate::daily::{date_text, title};
use crate::puzzle::{DrawStyle, IdPlay, PrintablePuzzle};
use crate::tr;
use crate::web::{Chrome, WebPage, render_page_with};
use render::html::escape;
use render::png::{PngError, page_to_png};
use render::text::fit_size;
use render::{Align, Color, Page, Rect, Shape, Weight};

/// The most days one site may hold (a year and a day).
pub const MAX_DAYS: usize = 366;
/// Link-preview picture size, in pixels (the usual 1.91:1 card).
pub const PREVIEW_W: u32 = 1200;
pub const PREVIEW_H: u32 = 630;

/// The script of `play.html`: reads the ID after `#` and builds the puzzle.
const PLAY_SCRIPT: &str = include_str!("../assets/web/play.js");

/// One day of the site: its date and its puzzles, in page order.
pub struct SiteDay<'a> {
    pub date: Date,
    pub puzzles: Vec<&'a dyn PrintablePuzzle>,
}

/// Why a site could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("a site needs at least one day")]
    NoDays,
    #[error("a site holds at most {max} days, not {asked}; make several sites or a shorter range")]
    TooManyDays { asked: usize, max: usize },
    #[error("the preview picture of {day}: {source}")]
    Preview { day: String, source: PngError },
}

/// The days of a site (`site --from D1 --to D2`), read and checked: the
/// last day is not before the first, and the range holds at most
/// [`MAX_DAYS`] days.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DayRange {
    pub from: Date,
    pub to: Date,
}

/// A range of days that was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DayRangeError {
    #[error("--from: {0}")]
    From(crate::date::DateError),
    #[error("--to: {0}")]
    To(crate::date::DateError),
    #[error("--to {to} is before --from {from}: give the first day first")]
    Backwards { from: String, to: String },
    #[error("--from {from} --to {to} covers {days} days; a site holds at most {MAX_DAYS}")]
    TooLong { from: String, to: String, days: i64 },
}

impl DayRange {
    /// Reads the first day and the last (`YYYY-MM-DD`; the first day when
    /// `to` is `None`).
    pub fn parse(from: &str, to: Option<&str>) -> Result<DayRange, DayRangeError> {
        let from = crate::date::parse(from).map_err(DayRangeError::From)?;
        let to = match to {
            Some(t) => crate::date::parse(t).map_err(DayRangeError::To)?,
            None => from,
        };
        if to < from {
            return Err(DayRangeError::Backwards {
                from: date_text(from),
                to: date_text(to),
            });
        }
        let days = (to - from).whole_days() + 1;
        if days > MAX_DAYS as i64 {
            return Err(DayRangeError::TooLong {
                from: date_text(from),
                to: date_text(to),
                days,
            });
        }
        Ok(DayRange { from, to })
    }

    /// How many days the range holds, from 1 to [`MAX_DAYS`].
    pub fn days(&self) -> usize {
        (self.to - self.from).whole_days() as usize + 1
    }
}

/// The file name of a day's page.
pub fn day_file(date: Date) -> String {
    format!("{}.html", date_text(date))
}

/// The file name of a day's preview picture.
pub fn preview_file(date: Date) -> String {
    format!("preview/{}.png", date_text(date))
}

fn long_date(date: Date) -> String {
    crate::daily::long_date(date)
}

/// What the day holds, in words: "8 Egyptian Solitaire puzzles and 1 card
/// deal".
fn contents(puzzles: &[&dyn PrintablePuzzle]) -> String {
    let mut counts: Vec<(&'static str, &'static str, &'static str, usize)> = Vec::new();
    for p in puzzles {
        let g = p.game().words();
        match counts.iter_mut().find(|c| c.0 == g.name) {
            Some(c) => c.3 += 1,
            None => counts.push((g.name, g.noun, g.plural, 1)),
        }
    }
    // The noun as it is and in lower case, for each language to choose
    // (German writes every noun with a capital).
    counts
        .iter()
        .map(|(name, noun, plural, n)| {
            tr!(
                "web-site-contents-item",
                n = *n,
                name = *name,
                noun = *noun,
                lower = noun.to_lowercase(),
                plural = *plural
            )
        })
        .reduce(|first, second| tr!("web-site-and", first = first, second = second))
        .unwrap_or_default()
}

/// The site's files, in a fixed order, as (path inside the folder, bytes).
/// The same days give the same bytes. With `url`, the address the site
/// will be served from, the link-preview pictures are named by their full
/// address (link previews need one) and the feed's links resolve against
/// it (`xml:base`); every link between pages stays relative. With
/// `published`, the last day out (see [`index_day`]), no file lists or
/// links a later day (see [`site_files_part`]).
pub fn site_files(
    days: &[SiteDay],
    players: &[IdPlay],
    color: bool,
    url: Option<&crate::play_link::PlayUrl>,
    published: Option<Date>,
) -> Result<Vec<(String, Vec<u8>)>, SiteError> {
    if days.is_empty() {
        return Err(SiteError::NoDays);
    }
    let mut days: Vec<&SiteDay> = days.iter().collect();
    days.sort_by_key(|d| d.date);
    days.dedup_by_key(|d| d.date);
    let lines: Vec<DayLine> = days.iter().map(|d| d.line()).collect();
    let render: Vec<&SiteDay> = days;
    let opts = SiteOptions {
        published,
        ..SiteOptions::default()
    };
    site_files_part(&lines, &render, players, color, url, &opts)
}

/// The day `index.html` shows, the page a reader without script gets: the
/// latest day of `lines` up to `published` (every day is out when it is
/// `None`), or the first day when none is out yet (an index must show a
/// day; the site's files are public all the same).
pub fn index_day(lines: &[Date], published: Option<Date>) -> Option<Date> {
    let out = lines
        .iter()
        .copied()
        .rfind(|d| published.is_none_or(|p| *d <= p));
    out.or_else(|| lines.first().copied())
}

/// The site's one copy of the pages' WebAssembly engine, which every page
/// with puzzles names in a `<script src>` (a classic script loads from disk
/// too, where a fetch would not): named by its content, so a browser never
/// keeps an old engine for a new site.
pub fn engine_file() -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in engine_js().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("engine-{h:016x}.js")
}

/// The shared engine file's script: the deflated module in base 85 (see
/// `web::packed_engine`; the pages carry their players' scripts).
fn engine_js() -> String {
    let (bytes, text) = crate::web::packed_engine("");
    format!(
        "// pyramid-press: the web pages' engine (crates/web-engine), deflated, base 85.\n\
window.PyramidPressEngine = {{ bytes: {bytes}, text: \"{text}\" }};\n"
    )
}

/// The links at the top of every page.
fn nav(prev: Option<Date>, next: Option<Date>) -> String {
    // Each day's link names its date: the page's script hides a day not
    // out yet on the visitor's calendar.
    let link = |d: Option<Date>, rel: &str, text: String| match d {
        Some(d) => format!(
            "<a href=\"{}\" rel=\"{rel}\" data-date=\"{}\">{text}</a>",
            escape(&day_file(d)),
            date_text(d)
        ),
        None => format!("<span class=\"off\">{text}</span>"),
    };
    let days = if prev.is_none() && next.is_none() {
        String::new()
    } else {
        format!(
            "{}{}",
            link(prev, "prev", escape(&tr!("web-site-previous-day"))),
            link(next, "next", escape(&tr!("web-site-next-day")))
        )
    };
    format!(
        "<nav class=\"site\" aria-label=\"{label}\">{days}<a href=\"{TODAY_FILE}\" data-today>{latest}</a>\
<a href=\"archive.html\">{archive}</a><a href=\"play.html\">{play}</a>\
<a href=\"feed.xml\" type=\"application/atom+xml\">{feed}</a></nav>",
        label = escape(&tr!("web-site-nav-label")),
        latest = escape(&tr!("web-site-latest")),
        archive = escape(&tr!("web-site-archive")),
        play = escape(&tr!("web-site-play-by-id")),
        feed = escape(&tr!("web-site-feed")),
    )
}

/// Link-preview tags (Open Graph and Twitter card); `url` is the page's
/// own full address, when the site has one (`--url`).
fn meta(title: &str, description: &str, image: Option<&str>, url: Option<&str>) -> String {
    let site = escape(&crate::daily::title());
    let mut out = format!(
        "<meta name=\"description\" content=\"{d}\">\n\
<meta property=\"og:type\" content=\"website\">\n\
<meta property=\"og:site_name\" content=\"{site}\">\n\
<meta property=\"og:title\" content=\"{t}\">\n\
<meta property=\"og:description\" content=\"{d}\">\n\
<meta name=\"twitter:title\" content=\"{t}\">\n\
<meta name=\"twitter:description\" content=\"{d}\">\n\
<link rel=\"alternate\" type=\"application/atom+xml\" title=\"{site}\" href=\"feed.xml\">\n",
        t = escape(title),
        d = escape(description),
    );
    if let Some(url) = url {
        out.push_str(&format!(
            "<meta property=\"og:url\" content=\"{}\">\n",
            escape(url)
        ));
    }
    match image {
        Some(img) => out.push_str(&format!(
            "<meta property=\"og:image\" content=\"{i}\">\n\
<meta property=\"og:image:width\" content=\"{PREVIEW_W}\">\n\
<meta property=\"og:image:height\" content=\"{PREVIEW_H}\">\n\
<meta property=\"og:image:alt\" content=\"{alt}\">\n\
<meta name=\"twitter:card\" content=\"summary_large_image\">\n\
<meta name=\"twitter:image\" content=\"{i}\">\n",
            i = escape(img),
            alt = escape(&tr!("web-site-preview-alt", title = title)),
        )),
        None => out.push_str("<meta name=\"twitter:card\" content=\"summary\">\n"),
    }
    out
}

/// The line on when the next day comes.
fn rollover() -> String {
    format!(
        "<p class=\"rollover\">{}</p>",
        escape(&tr!("web-site-rollover"))
    )
}

fn day_page(
    day: &SiteDay,
    prev: Option<Date>,
    next: Option<Date>,
    color: bool,
    base: Option<&str>,
    sheet: bool,
) -> String {
    let text = date_text(day.date);
    let title = format!("{} {}", title(), crate::daily::short_date(day.date));
    let description = tr!(
        "web-site-day-description",
        date = long_date(day.date),
        contents = contents(&day.puzzles)
    );
    // The page's full address, when the site has one.
    let url = base.map(|b| format!("{b}{}", day_file(day.date)));
    let chrome = Chrome {
        head: meta(
            &title,
            &description,
            Some(&format!("{}{}", base.unwrap_or(""), preview_file(day.date))),
            url.as_deref(),
        ),
        nav: nav(prev, next),
        day: Some(text),
        note: if sheet {
            format!("{}{}", rollover(), sheet_link(day.date))
        } else {
            rollover()
        },
        engine_src: Some(engine_file()),
        url,
        ..Chrome::default()
    };
    render_page_with(
        &WebPage {
            title,
            subtitle: long_date(day.date),
            puzzles: &day.puzzles,
            color,
        },
        &chrome,
    )
}

/// The shared frame of the pages without puzzles (archive).
fn plain_page(title: &str, head: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<meta name=\"generator\" content=\"pyramid-press\">\n<title>{t}</title>\n{head}\
<style>\n{css}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        t = escape(title),
        css = crate::web::page_css(),
        lang = crate::locale::current().code(),
    )
}

/// A heading's first letter in upper case (French and Spanish write
/// month names in lower case).
fn heading_case(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn archive_page(days: &[DayLine], index: Option<Date>, base: Option<&str>, studio: bool) -> String {
    let heading = tr!("web-site-archive-title", title = title());
    let mut body = format!(
        "<header>{}<h1>{}</h1><p class=\"intro\">{}</p>{}</header>\n<main>\n",
        nav(None, None),
        escape(&heading),
        escape(&tr!("web-site-archive-intro")),
        rollover(),
    );
    let mut month: Option<(i32, time::Month)> = None;
    for d in days.iter().rev() {
        let m = (d.date.year(), d.date.month());
        if month != Some(m) {
            if month.is_some() {
                body.push_str("</ul></section>\n");
            }
            body.push_str(&format!(
                "<section class=\"month\"><h2>{}</h2><ul class=\"days\">",
                escape(&heading_case(&tr!(
                    "web-site-month",
                    month = tr!(&format!("month-{}", u8::from(m.1))),
                    year = m.0.to_string()
                )))
            ));
            month = Some(m);
        }
        body.push_str(&format!(
            "<li data-date=\"{date}\"><a href=\"{f}\">{long}</a> <span class=\"what\">{what}</span></li>",
            date = date_text(d.date),
            f = escape(&day_file(d.date)),
            long = escape(&long_date(d.date)),
            what = escape(&d.what),
        ));
    }
    if month.is_some() {
        body.push_str("</ul></section>\n");
    }
    body.push_str(&embed_help(base));
    if let Some(day) = index {
        body.push_str(&email_help(day, base));
    }
    // The editor's page links the studio, when the site has one.
    let studio = if studio {
        format!(
            "<p class=\"studio\"><a href=\"{STUDIO_FILE}\">{}</a> {}</p>",
            escape(&tr!("web-site-studio-link")),
            escape(&tr!("web-site-studio-note"))
        )
    } else {
        String::new()
    };
    body.push_str(&format!(
        "</main>\n<footer>{studio}<p>{}</p></footer>\n",
        tr!("web-site-archive-footer")
    ));
    body.push_str(&format!("<script>\n{HIDE_FUTURE}{COPY_SNIPPET}</script>\n"));
    plain_page(
        &heading,
        &meta(
            &heading,
            &tr!("web-site-archive-description", n = days.len()),
            // Absolute with the site's address (a link preview needs
            // one); without it, relative, which preview makers ignore.
            index
                .map(|d| format!("{}{}", base.unwrap_or(""), preview_file(d)))
                .as_deref(),
            base.map(|b| format!("{b}archive.html")).as_deref(),
        ),
        &body,
    )
}

/// The stable address of the day: `today.html` opens the day of the
/// visitor's date, or the latest day before it (`?embed` and the rest of
/// the address kept), so an editor's link and embed never change.
pub const TODAY_FILE: &str = "today.html";

/// The archive's script: a day after the visitor's date is not listed.
const HIDE_FUTURE: &str = "(function () {\n\
  var d = new Date(), two = function (n) { return (n < 10 ? '0' : '') + n; };\n\
  var today = d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());\n\
  document.querySelectorAll('[data-date]').forEach(function (e) { if (e.dataset.date > today) e.hidden = true; });\n\
  document.querySelectorAll('section.month').forEach(function (s) { s.hidden = !s.querySelector('li:not([hidden])'); });\n\
})();\n";

/// The archive's Copy buttons: a snippet to the clipboard, or selected
/// where the browser does not let the page write there.
const COPY_SNIPPET: &str = "document.addEventListener('click', function (e) {\n\
  var b = e.target.closest && e.target.closest('[data-copy-snippet]');\n\
  if (!b) return;\n\
  var box = b.closest('.snippet-box'), code = box.querySelector('code'), said = box.querySelector('.copied');\n\
  function select() {\n\
    var r = document.createRange(), s = window.getSelection();\n\
    r.selectNodeContents(code); s.removeAllRanges(); s.addRange(r);\n\
    said.textContent = b.dataset.selected;\n\
  }\n\
  if (navigator.clipboard && navigator.clipboard.writeText) {\n\
    navigator.clipboard.writeText(code.textContent).then(function () { said.textContent = b.dataset.copied; }, select);\n\
  } else select();\n\
});\n";

/// A snippet as the archive shows it: the code, and a Copy button.
fn snippet_box(code: &str) -> String {
    format!(
        "<div class=\"snippet-box\"><pre class=\"snippet\"><code>{code}</code></pre>\
<p><button type=\"button\" data-copy-snippet data-copied=\"{copied}\" data-selected=\"{selected}\">{copy}</button> \
<span class=\"copied\" aria-live=\"polite\"></span></p></div>",
        code = escape(code),
        copy = escape(&tr!("web-site-copy")),
        copied = escape(&tr!("web-site-copied")),
        selected = escape(&tr!("web-site-copy-selected")),
    )
}

/// The newsletter snippet of the archive: for an email, which runs no
/// script and shows no frame, the picture of day `day` (its link
/// preview) linked to its page, and a line of text linking it too. The
/// addresses are the site's (`base`, from `--url`) or an example one.
fn email_help(day: Date, base: Option<&str>) -> String {
    let site = base.unwrap_or(EXAMPLE_BASE);
    let page = format!("{site}{}", day_file(day));
    let height = 600 * PREVIEW_H / PREVIEW_W;
    let alt = tr!("web-site-email-alt", title = title(), date = long_date(day));
    let snippet = format!(
        "<a href=\"{page}\"><img src=\"{site}{img}\" width=\"600\" height=\"{height}\"\n     \
alt=\"{alt}\"\n     style=\"display:block;width:100%;max-width:600px;height:auto;border:0\"></a>\n\
<p><a href=\"{page}\">{play}</a></p>",
        page = escape(&page),
        img = escape(&preview_file(day)),
        alt = escape(&alt),
        play = escape(&tr!("web-site-email-link", date = long_date(day))),
    );
    let text = format!(
        "{}{}",
        tr!("web-site-email-text", date = long_date(day)),
        no_url_note(base)
    );
    format!(
        "<section class=\"embed-help\"><h2>{heading}</h2><p>{text}</p>{snippet}</section>\n",
        heading = escape(&tr!("web-site-email-heading")),
        text = escape(&text),
        snippet = snippet_box(&snippet),
    )
}

/// The embed snippet of the archive: a frame on `today.html` that takes
/// the height the page inside it posts (see page.js), with the checks a
/// listener needs (the message comes from this frame, from the frame's
/// own origin), and a fixed height that fits without script. The frame
/// opens the site's address (`base`, from `--url`) or an example one.
fn embed_help(base: Option<&str>) -> String {
    let text = format!(
        "{}{}",
        tr!("web-site-embed-text", file = TODAY_FILE),
        escape(&no_url_note(base))
    );
    let snippet = EMBED_SNIPPET
        .replace("{base}", base.unwrap_or(EXAMPLE_BASE))
        .replace("{file}", TODAY_FILE)
        .replace("{site}", &title())
        .replace("{height}", &EMBED_HEIGHT.to_string());
    format!(
        "<section class=\"embed-help\"><h2>{heading}</h2><p>{text}</p>\
{snippet}<p>{more}</p></section>\n",
        heading = escape(&tr!("web-site-embed-heading")),
        // The catalogue's own markup (code and links), trusted as the
        // page's own.
        text = text,
        more = tr!("web-site-embed-more"),
        snippet = snippet_box(&snippet),
    )
}

/// For a site written without `--url`, the line after a snippet's help
/// that says to put the site's address in place of [`EXAMPLE_BASE`]
/// (with a space before it); nothing when the site has its address.
fn no_url_note(base: Option<&str>) -> String {
    match base {
        Some(_) => String::new(),
        None => format!(" {}", tr!("web-site-email-no-url")),
    }
}

/// The address the snippets show for a site written without `--url`.
const EXAMPLE_BASE: &str = "https://example.org/puzzles/";

/// The snippet the archive shows (`{base}`, `{file}`, `{site}` and
/// `{height}` filled in).
const EMBED_SNIPPET: &str = r#"<iframe id="pyramid-press" src="{base}{file}?embed&puzzle=1"
        title="{site}" width="100%" height="{height}"
        style="max-width:620px;border:0" loading="lazy"></iframe>
<script>
addEventListener('message', function (e) {
  var f = document.getElementById('pyramid-press');
  if (!f || e.source !== f.contentWindow) return;
  var o = new URL(f.src, location.href);
  if (e.origin !== o.origin && !(o.protocol === 'file:' && e.origin === 'null')) return;
  var h = e.data && e.data.type === 'pyramid-press-height' && e.data.height;
  if (typeof h === 'number' && h > 0 && h < 20000) f.style.height = Math.ceil(h) + 'px';
});
</script>"#;

/// The frame's height without script: one Egyptian puzzle with its
/// result box at a phone's width (see the guide for measured heights).
pub const EMBED_HEIGHT: u32 = 1000;

/// `today.html`: the day of the visitor's date among the site's days out
/// (`days`), or the latest before it; with the query and `#` of its own
/// address (an embed stays an embed). Before the first day out it says
/// when that is (`first`, the site's first day, when none is out yet).
fn today_page(days: &[DayLine], first: Date, index: Option<Date>, base: Option<&str>) -> String {
    let dates: Vec<String> = days.iter().map(|d| date_text(d.date)).collect();
    // A link to today.html shows the card of the latest published day
    // (the index's), as that day's page does.
    let head = match index.and_then(|d| days.iter().find(|l| l.date == d)) {
        Some(l) => meta(
            &format!("{} {}", title(), crate::daily::short_date(l.date)),
            &tr!(
                "web-site-day-description",
                date = long_date(l.date),
                contents = l.what.clone()
            ),
            Some(&format!("{}{}", base.unwrap_or(""), preview_file(l.date))),
            base.map(|b| format!("{b}today.html")).as_deref(),
        ),
        None => String::new(),
    };
    let first = long_date(days.first().map_or(first, |d| d.date));
    let title = tr!("web-site-today-title", title = title());
    let body = format!(
        "<header>{nav}<h1>{h}</h1></header>\n<main>\n<p class=\"today-msg\" role=\"status\" data-none=\"{none}\">{wait}</p>\n\
<noscript><p>{noscript}</p></noscript>\n</main>\n\
<script type=\"application/json\" id=\"pp-days\">{json}</script>\n<script>\n\
(function () {{\n\
  var days = JSON.parse(document.getElementById('pp-days').textContent);\n\
  var d = new Date(), two = function (n) {{ return (n < 10 ? '0' : '') + n; }};\n\
  var today = d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());\n\
  var pick = null;\n\
  days.forEach(function (day) {{ if (day <= today) pick = day; }});\n\
  var msg = document.querySelector('.today-msg');\n\
  if (pick) location.replace(pick + '.html' + location.search + location.hash);\n\
  else msg.textContent = msg.dataset.none;\n\
}})();\n</script>\n",
        nav = nav(None, None),
        h = escape(&title),
        wait = escape(&tr!("web-site-today-opening")),
        none = escape(&tr!("web-site-today-none", date = first)),
        noscript = tr!("web-site-today-noscript"),
        json = serde_json::to_string(&dates).unwrap_or_default(),
    );
    plain_page(&title, &head, &body)
}

/// XML text with the five special characters escaped.
fn xml(text: &str) -> String {
    escape(text)
}

/// The Atom feed of the days, newest first. Times are the days' midnights
/// (UTC), so the same days give the same feed.
fn feed(days: &[DayLine], base: Option<&str>) -> String {
    let stamp = |d: Date| format!("{}T00:00:00Z", date_text(d));
    let updated = days.last().map(|d| stamp(d.date)).unwrap_or_default();
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
<feed xmlns=\"http://www.w3.org/2005/Atom\"{b}>\n\
<id>tag:pyramid-press,2026:daily</id>\n\
<title>{t}</title>\n\
<subtitle>{sub}</subtitle>\n\
<updated>{updated}</updated>\n\
<author><name>pyramid-press</name></author>\n\
<generator>pyramid-press</generator>\n\
<link rel=\"self\" type=\"application/atom+xml\" href=\"feed.xml\"/>\n\
<link rel=\"alternate\" type=\"text/html\" href=\"index.html\"/>\n",
        t = xml(&title()),
        sub = xml(&tr!("web-site-feed-subtitle")),
        b = base.map_or(String::new(), |b| format!(" xml:base=\"{}\"", xml(b))),
    );
    for d in days.iter().rev() {
        let text = date_text(d.date);
        out.push_str(&format!(
            "<entry>\n<id>tag:pyramid-press,2026:daily/{text}</id>\n\
<title>{title}</title>\n<updated>{u}</updated>\n<published>{u}</published>\n\
<link rel=\"alternate\" type=\"text/html\" href=\"{f}\"/>\n\
<link rel=\"enclosure\" type=\"image/png\" href=\"{img}\"/>\n\
<summary>{s}</summary>\n</entry>\n",
            title = xml(&tr!("web-site-feed-entry", date = long_date(d.date))),
            u = stamp(d.date),
            f = xml(&day_file(d.date)),
            img = xml(&preview_file(d.date)),
            s = xml(&tr!("web-site-feed-summary", contents = d.what.clone())),
        ));
    }
    out.push_str("</feed>\n");
    out
}

/// `play.html`: the players of every game, and what they need to make a
/// puzzle from its ID in the browser.
fn play_page(players: &[IdPlay], color: bool, base: Option<&str>) -> String {
    let mut data = Map::new();
    for p in players {
        data.insert(p.player.name.to_string(), p.data.clone());
    }
    let title = tr!("web-site-play-title", title = title());
    let chrome = Chrome {
        head: meta(
            &title,
            &tr!("web-site-play-description"),
            None,
            base.map(|b| format!("{b}play.html")).as_deref(),
        ),
        nav: nav(None, None),
        players: players.iter().map(|p| p.player).collect(),
        play: Some((Value::Object(data), PLAY_SCRIPT)),
        engine_src: Some(engine_file()),
        main_intro: format!(
            "<section class=\"byid\" aria-labelledby=\"byid-h\">\
<h2 id=\"byid-h\">{heading}</h2><p class=\"byid-msg\" role=\"status\"></p>\
<form class=\"byid-form\"><label for=\"byid-in\">{label}</label> \
<input id=\"byid-in\" name=\"id\" autocomplete=\"off\" spellcheck=\"false\" \
placeholder=\"{placeholder}\"> <button type=\"submit\">{button}</button></form>\
<p class=\"notation\">{notation}</p></section>\n",
            heading = escape(&tr!("web-site-play-heading")),
            label = escape(&tr!("web-site-play-label")),
            placeholder = escape(&tr!("web-site-play-placeholder")),
            button = escape(&tr!("web-site-play-button")),
            notation = escape(&tr!("web-site-play-notation")),
        ),
        ..Chrome::default()
    };
    render_page_with(
        &WebPage {
            title,
            subtitle: tr!("web-site-play-subtitle"),
            puzzles: &[],
            color,
        },
        &chrome,
    )
}

/// The day's preview picture: the title, the date, what the day holds and
/// the start positions of its first puzzle and of the first puzzle of each
/// other game (nothing that gives a solution away).
fn preview(day: &SiteDay, color: bool) -> Result<Vec<u8>, PngError> {
    let (w, h) = (PREVIEW_W as f64, PREVIEW_H as f64);
    let mut page = Page {
        width: w,
        height: h,
        shapes: Vec::new(),
    };
    let s = &mut page.shapes;
    s.push(Shape::Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
        fill: Some(Color::rgb(250, 247, 240)),
        stroke: None,
    });
    s.push(Shape::Rect {
        x: 0.0,
        y: 0.0,
        w,
        h: 14.0,
        fill: Some(Color::rgb(0, 114, 178)),
        stroke: None,
    });
    let text = |s: &mut Vec<Shape>, y: f64, size: f64, weight: Weight, t: String| {
        s.push(Shape::Text {
            x: 60.0,
            y,
            size: fit_size(&t, weight, size, w - 120.0),
            weight,
            align: Align::Left,
            color: Color::grey(20),
            text: t,
        })
    };
    text(s, 92.0, 52.0, Weight::Bold, title());
    text(s, 150.0, 36.0, Weight::Regular, long_date(day.date));
    text(
        s,
        596.0,
        26.0,
        Weight::Regular,
        tr!("web-site-preview-line", contents = contents(&day.puzzles)),
    );
    // The first puzzle, then the first of each other game.
    let mut shown: Vec<&dyn PrintablePuzzle> = Vec::new();
    for p in &day.puzzles {
        if shown.is_empty()
            || !shown
                .iter()
                .any(|q| q.game().words().name == p.game().words().name)
        {
            shown.push(*p);
        }
    }
    shown.truncate(2);
    let style = DrawStyle {
        color,
        min_text: 0.0,
    };
    let (top, bottom) = (185.0, 555.0);
    let slot_w = (w - 120.0 - 40.0 * (shown.len().max(1) - 1) as f64) / shown.len().max(1) as f64;
    let mut x = 60.0;
    for p in shown {
        let fh = bottom - top;
        let fw = (fh * p.aspect()).min(slot_w);
        let area = Rect::new(x + (slot_w - fw) / 2.0, top, fw, fw / p.aspect());
        s.extend(p.draw(area, &style));
        x += slot_w + 40.0;
    }
    page_to_png(&page, PREVIEW_W)
}

// Incremental sites: a site's files in parts, the record of how a site
// folder was made, and the printable sheet of each day.

/// A day as the archive and the feed list it: its date and what it holds,
/// in words ("8 Egyptian Solitaire puzzles and 1 card deal").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayLine {
    pub date: Date,
    pub what: String,
}

impl SiteDay<'_> {
    /// The day as the archive and the feed list it.
    pub fn line(&self) -> DayLine {
        DayLine {
            date: self.date,
            what: contents(&self.puzzles),
        }
    }

    /// The IDs of the day's puzzles, in page order.
    pub fn ids(&self) -> Vec<String> {
        self.puzzles
            .iter()
            .map(|p| p.play_id().unwrap_or_default())
            .collect()
    }
}

/// The file name of a day's printable sheet, written beside its page.
pub fn sheet_file(date: Date) -> String {
    format!("{}.pdf", date_text(date))
}

/// The link from a day's page to its printable sheet.
fn sheet_link(date: Date) -> String {
    format!(
        "<p class=\"sheet\"><a href=\"{}\" type=\"application/pdf\">{}</a></p>",
        escape(&sheet_file(date)),
        escape(&tr!("web-site-sheet-link"))
    )
}

/// What a site holds besides its days' pages (see [`site_files_part`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SiteOptions {
    /// Each page links its day's printable sheet ([`sheet_file`], which
    /// the caller writes).
    pub sheets: bool,
    /// The last day out: the feed, the archive and `today.html` list no
    /// later day, no page links one, and `index.html` is
    /// [`index_day`]'s page; `None` publishes every day.
    pub published: Option<Date>,
    /// The archive links the studio ([`STUDIO_FILE`], which the caller
    /// writes: `pyramid-press studio`'s page).
    pub studio: bool,
}

/// Where a site's studio page goes, when it has one.
pub const STUDIO_FILE: &str = "studio/index.html";

/// Part of a site's files: the pages and preview pictures of the days in
/// `render` (each with its neighbours in `lines`; the last of `lines` also
/// as `index.html`), and the files that list every day of `lines` or none
/// (engine, archive, feed, `play.html`). `lines` are all the site's days;
/// days of `render` not among them are left out. With `sheets`, each page
/// links its day's printable sheet ([`sheet_file`], which the caller
/// writes). [`site_files`] is this with every day rendered. `published`
/// is the last day out: the feed, the archive and `today.html` list no
/// later day, no page links one (see [`neighbours`]), and `index.html` is
/// the page of [`index_day`] (which `render` must hold for it to be
/// written); `None` publishes every day of `lines`. The date is the
/// caller's: nothing here reads the clock, so the same input gives the same
/// bytes.
pub fn site_files_part(
    lines: &[DayLine],
    render: &[&SiteDay],
    players: &[IdPlay],
    color: bool,
    url: Option<&crate::play_link::PlayUrl>,
    opts: &SiteOptions,
) -> Result<Vec<(String, Vec<u8>)>, SiteError> {
    let SiteOptions {
        sheets,
        published,
        studio,
    } = *opts;
    let base = url.map(|u| format!("{}/", u.base()));
    let base = base.as_deref();
    if lines.is_empty() {
        return Err(SiteError::NoDays);
    }
    if lines.len() > MAX_DAYS {
        return Err(SiteError::TooManyDays {
            asked: lines.len(),
            max: MAX_DAYS,
        });
    }
    let dates: Vec<Date> = lines.iter().map(|l| l.date).collect();
    let index = index_day(&dates, published);
    let out: Vec<DayLine> = lines
        .iter()
        .filter(|l| published.is_none_or(|p| l.date <= p))
        .cloned()
        .collect();
    let mut files = Vec::new();
    for day in render {
        let Some(i) = lines.iter().position(|l| l.date == day.date) else {
            continue;
        };
        let (prev, next) = neighbours(&dates, i, published);
        let page = day_page(day, prev, next, color, base, sheets);
        if Some(day.date) == index {
            files.push(("index.html".to_string(), page.clone().into_bytes()));
        }
        files.push((day_file(day.date), page.into_bytes()));
        let png = preview(day, color).map_err(|source| SiteError::Preview {
            day: date_text(day.date),
            source,
        })?;
        files.push((preview_file(day.date), png));
    }
    files.push((engine_file(), engine_js().into_bytes()));
    files.push((
        "archive.html".to_string(),
        archive_page(&out, index, base, studio).into_bytes(),
    ));
    files.push(("feed.xml".to_string(), feed(&out, base).into_bytes()));
    files.push((
        "today.html".to_string(),
        today_page(&out, dates[0], index, base).into_bytes(),
    ));
    files.push((
        "play.html".to_string(),
        play_page(players, color, base).into_bytes(),
    ));
    Ok(files)
}

/// The days a day page links as its previous and next (day `i` of
/// `dates`): its neighbours, each only when it is out by `published` (a
/// page never links a day not out yet, whatever its own date).
pub fn neighbours(
    dates: &[Date],
    i: usize,
    published: Option<Date>,
) -> (Option<Date>, Option<Date>) {
    let out = |d: &Date| published.is_none_or(|p| *d <= p);
    (
        i.checked_sub(1)
            .and_then(|k| dates.get(k))
            .copied()
            .filter(out),
        dates.get(i + 1).copied().filter(out),
    )
}

/// The file in a site's folder that records how the site was made, so that
/// a later run can tell which days' files are still right.
pub const MANIFEST_FILE: &str = "site-manifest.json";

/// The record of a site folder: the program that made it, its settings
/// and, per day, the IDs of its puzzles and what it holds in words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Manifest {
    pub made_by: String,
    pub settings: String,
    pub days: Vec<ManifestDay>,
    /// The day `index.html` shows ([`index_day`]); absent in the records
    /// of earlier versions (the index is then made again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<String>,
    /// The last day out (`--published-through`), when the site was
    /// written with one: the pages link no later day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published: Option<String>,
}

/// One day of a [`Manifest`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ManifestDay {
    pub date: String,
    pub ids: Vec<String>,
    pub what: String,
}

impl Manifest {
    /// The manifest as its file holds it (pretty JSON, one final newline).
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads a manifest; `None` for anything else.
    pub fn from_json(text: &str) -> Option<Manifest> {
        serde_json::from_str(text).ok()
    }

    /// The days as the archive and feed list them (`None` when a date does
    /// not read).
    pub fn lines(&self) -> Option<Vec<DayLine>> {
        self.days
            .iter()
            .map(|d| {
                Some(DayLine {
                    date: crate::date::parse(&d.date).ok()?,
                    what: d.what.clone(),
                })
            })
            .collect()
    }
}

/// What made a site's files, as a manifest records it: the program's
/// version and a digest of the files every page shares (the engine, and
/// `play.html` with every player's script, style and texts), so that a
/// program whose pages would differ never trusts an older folder.
pub fn made_by(players: &[IdPlay], color: bool) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in play_page(players, color, None)
        .bytes()
        .chain(engine_file().bytes())
    {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("pyramid-press {} {h:016x}", env!("CARGO_PKG_VERSION"))
}

/// The days whose files an earlier run left right: each day of `lines`
/// that `old` records with the same linked neighbours (so its page links
/// the same days; see [`neighbours`], with `published`, the last day out
/// now, and the one `old` records), when `old` was made by `made_by` with
/// `settings`. Whether the files are still there is the caller's to check.
pub fn unchanged_days(
    old: &Manifest,
    made_by: &str,
    settings: &str,
    lines: &[Date],
    published: Option<Date>,
) -> Vec<Date> {
    if old.made_by != made_by || old.settings != settings {
        return Vec::new();
    }
    let Some(before) = old.lines() else {
        return Vec::new();
    };
    let Ok(was) = old.published.as_deref().map(crate::date::parse).transpose() else {
        return Vec::new();
    };
    let before: Vec<Date> = before.iter().map(|l| l.date).collect();
    lines
        .iter()
        .enumerate()
        .filter(|&(i, d)| {
            before
                .iter()
                .position(|b| b == d)
                .is_some_and(|j| neighbours(&before, j, was) == neighbours(lines, i, published))
        })
        .map(|(_, d)| *d)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_ranges_are_read_and_bounded() {
        let r = DayRange::parse("2026-01-01", Some(" 2026-12-31\n")).expect("a year");
        assert_eq!(
            (date_text(r.from), date_text(r.to)),
            ("2026-01-01".into(), "2026-12-31".into())
        );
        assert_eq!(r.days(), 365);
        let one = DayRange::parse("2028-02-29", None).expect("one day");
        assert_eq!((one.from, one.days()), (one.to, 1));
        // A leap year's 366 days fit; one more does not.
        assert_eq!(
            DayRange::parse("2028-01-01", Some("2028-12-31")).map(|r| r.days()),
            Ok(366)
        );
        let e = DayRange::parse("2028-01-01", Some("2029-01-01")).expect_err("367 days");
        assert_eq!(
            e.to_string(),
            format!(
                "--from 2028-01-01 --to 2029-01-01 covers 367 days; a site holds at most {MAX_DAYS}"
            )
        );
        let e = DayRange::parse("2026-11-23", Some("2026-11-22")).expect_err("backwards");
        assert!(matches!(e, DayRangeError::Backwards { .. }), "{e}");
        assert!(matches!(
            DayRange::parse("2026-02-30", None),
            Err(DayRangeError::From(_))
        ));
        assert!(matches!(
            DayRange::parse("2026-01-01", Some("x")),
            Err(DayRangeError::To(_))
        ));
        assert!(DayRange::parse("1969-12-31", None).is_err());
        assert!(DayRange::parse("9999-12-31", None).is_ok());
    }
}
