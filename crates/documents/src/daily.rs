//! The daily sheet: the day's puzzles on puzzle pages (a title, then the
//! puzzles two by two, each with room to note moves), followed by their
//! solutions, numbered to match. Every page carries a footer with the date
//! and its page number.
//!
//! Solutions come in two forms: a compact list (every puzzle's moves and a
//! small diagram of its end position; the default), or a full solution key
//! per puzzle with a diagram after every `every` moves.

use time::Date;

use crate::tr;

use crate::footer::add_footers;
use crate::key::{KeyEntry, KeyOptions, keys_pages_before};
use crate::play_link::PlayUrl;
use crate::puzzle::{DrawStyle, KeyError, LegendOf, PrintablePuzzle};
use crate::puzzle_block::{
    BlockContent, BlockStyle, notes_height, puzzle_block_with, sheet_title, style_text_height,
};
use crate::sheet::{self, SheetEntry, SheetKeyError};
use render::file::MARGIN;
use render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_across};
use render::{Align, Color, Document, Page, Paper, Rect, Shape, Stroke, Weight};

/// The title every daily sheet carries (in English; [`title`] gives it in
/// the language of the page).
pub const TITLE: &str = "pyramid-press daily puzzles";

/// The title of the daily sheet in the language of the page.
pub fn title() -> String {
    tr!("daily-title")
}

/// Options of a daily sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DailyOptions {
    pub paper: Paper,
    /// Colour fills on the puzzle boards.
    pub color: bool,
    /// 0: one compact solutions list; K > 0: a full key per puzzle with a
    /// diagram after every K moves.
    pub every: usize,
}

/// Why a daily sheet could not be laid out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    #[error("a daily sheet needs at least one puzzle")]
    NoPuzzles,
    #[error("puzzle {number} ({id}): {source}")]
    Key {
        number: usize,
        id: String,
        source: KeyError,
    },
}

/// The date as the sheet prints it: `2026-01-02`.
pub use seed::date::date_text;

/// The daily sheet with a compact solutions list.
pub fn daily_document<P: PrintablePuzzle>(
    date: Date,
    puzzles: &[P],
    paper: Paper,
    color: bool,
) -> Result<Document, DailyError> {
    daily_document_with(
        date,
        puzzles,
        &DailyOptions {
            paper,
            color,
            every: 0,
        },
    )
}

/// The daily sheet with explicit options.
pub fn daily_document_with<P: PrintablePuzzle>(
    date: Date,
    puzzles: &[P],
    opts: &DailyOptions,
) -> Result<Document, DailyError> {
    daily_sheet(date, puzzles, None, opts)
}

/// A puzzle the daily sheet prints on a page of its own after the others
/// (the card deal of the day), with its key after their solutions.
#[derive(Clone, Copy)]
pub struct DailyExtra<'a> {
    pub puzzle: &'a dyn PrintablePuzzle,
    /// What the sheet calls it: "Card deal of the day".
    pub title: &'a str,
}

/// The daily sheet: the puzzle pages, then the extra puzzle when given (a
/// page of its own), then the solutions of both.
pub fn daily_sheet<P: PrintablePuzzle>(
    date: Date,
    puzzles: &[P],
    extra: Option<&DailyExtra>,
    opts: &DailyOptions,
) -> Result<Document, DailyError> {
    daily_sheet_with(date, puzzles, extra, opts, None)
}

/// [`daily_sheet`] with a play mark (QR code and link) on every puzzle
/// and deal when a play address is given.
pub fn daily_sheet_with<P: PrintablePuzzle>(
    date: Date,
    puzzles: &[P],
    extra: Option<&DailyExtra>,
    opts: &DailyOptions,
    play: Option<&PlayUrl>,
) -> Result<Document, DailyError> {
    let list: Vec<&dyn PrintablePuzzle> =
        puzzles.iter().map(|p| p as &dyn PrintablePuzzle).collect();
    daily_sheet_played(date, &list, extra, opts, play)
}

/// The daily sheet of puzzles of any game.
pub fn daily_sheet_of(
    date: Date,
    puzzles: &[&dyn PrintablePuzzle],
    extra: Option<&DailyExtra>,
    opts: &DailyOptions,
) -> Result<Document, DailyError> {
    daily_sheet_played(date, puzzles, extra, opts, None)
}

/// The daily sheet of puzzles of any game, with play marks when a play
/// address is given.
pub fn daily_sheet_played(
    date: Date,
    puzzles: &[&dyn PrintablePuzzle],
    extra: Option<&DailyExtra>,
    opts: &DailyOptions,
    play: Option<&PlayUrl>,
) -> Result<Document, DailyError> {
    if puzzles.is_empty() {
        return Err(DailyError::NoPuzzles);
    }
    let day = short_date(date);
    let mut pages = puzzle_pages(date, puzzles, opts, play);
    // The extra puzzle is numbered within its game, as the web page of
    // the day numbers it: the card deal is Deal 1 after eight puzzles.
    let extra_entry = extra.map(|x| {
        let noun = x.puzzle.game().words().noun;
        [SheetEntry {
            number: 1 + puzzles
                .iter()
                .filter(|p| p.game().words().noun == noun)
                .count(),
            puzzle: x.puzzle,
        }]
    });
    let key_error = |e: SheetKeyError| DailyError::Key {
        number: e.number,
        id: e.id,
        source: e.source,
    };
    if let Some(entry) = &extra_entry {
        pages.push(sheet::puzzle_page_with(&entry[0], opts.paper, play));
    }
    let first_solution_page = pages.len() + 1;
    // The height of the extra puzzle's key, which follows the solutions:
    // they leave room for it on their last page rather than leave it alone
    // on a nearly empty one.
    let extra_heading = extra.map(|x| tr!("daily-solution-of", what = x.title));
    let tail = match (&extra_entry, &extra_heading) {
        (Some(entry), Some(heading)) => {
            let alone = sheet::key_pages(entry, opts.paper, heading).map_err(key_error)?;
            match alone.as_slice() {
                [one] => used_bottom(one) - opts.paper.content().y + DEAL_GAP,
                _ => 0.0,
            }
        }
        _ => 0.0,
    };
    // The intro names the page where the solutions start.
    if let Some(first) = pages.first_mut() {
        intro_line(first, opts.paper, date, puzzles, first_solution_page);
    }
    if opts.every == 0 {
        pages.extend(solution_pages(&day, puzzles, opts, tail)?);
    } else {
        let texts: Vec<(String, String)> = puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                (
                    tr!(
                        "daily-solution-of",
                        what = format!("{} {}", p.game().words().noun, i + 1)
                    ),
                    keep_numbers(&tr!(
                        "daily-key-subtitle",
                        id = p.words().id,
                        kind = p.words().kind,
                        goal = p.words().goal(),
                        grade = p.words().grade_label()
                    )),
                )
            })
            .collect();
        let entries: Vec<KeyEntry> = puzzles
            .iter()
            .zip(&texts)
            .map(|(p, (heading, subtitle))| KeyEntry {
                heading,
                subtitle: Some(subtitle),
                puzzle: *p,
                every: opts.every,
            })
            .collect();
        let keys = keys_pages_before(
            &entries,
            KeyOptions {
                paper: opts.paper,
                color: opts.color,
            },
            tail,
        )
        .map_err(|(i, source)| DailyError::Key {
            number: i + 1,
            id: puzzles[i].words().id,
            source,
        })?;
        pages.extend(keys);
    }
    if let (Some(entry), Some(heading)) = (&extra_entry, &extra_heading) {
        // The extra key follows the last solution on its page when its
        // heading and a few rows of steps fit there.
        let c = opts.paper.content();
        let start = pages.last().map(|p| used_bottom(p) + DEAL_GAP);
        let keys = match start {
            Some(y) if y + 110.0 <= c.bottom() && pages.len() > first_solution_page - 1 => {
                let last = pages.pop().unwrap_or_else(|| Page::new(opts.paper));
                sheet::key_pages_from(last, y, entry, opts.paper, heading)
            }
            _ => sheet::key_pages(entry, opts.paper, heading),
        }
        .map_err(key_error)?;
        pages.extend(keys);
    }
    let title = title();
    add_footers(&mut pages, &format!("{title} \u{b7} {day}"));
    Ok(Document {
        title: format!("{title} {day}"),
        pages,
    })
}

/// Least height kept free at the top of the first page for the title
/// lines and the intro.
const TITLE_BLOCK: f64 = 70.0;
/// Gap between puzzle blocks.
const GAP: f64 = 22.0;
/// Gap above the deal's key when it follows the solutions on their page.
const DEAL_GAP: f64 = 18.0;

/// The date in words, as the language of the page writes it: "Friday, 2
/// January 2026".
pub fn long_date(date: Date) -> String {
    tr!(
        "date-long",
        weekday = tr!(&format!("weekday-{}", date.weekday().number_from_monday())),
        day = date.day(),
        month = tr!(&format!("month-{}", u8::from(date.month()))),
        year = date.year().to_string()
    )
}

/// The date in figures, as the language of the page writes it:
/// `2026-01-02`, `02.01.2026`.
pub fn short_date(date: Date) -> String {
    tr!(
        "date-short",
        year = format!("{:04}", date.year()),
        month = format!("{:02}", u8::from(date.month())),
        day = format!("{:02}", date.day())
    )
}

fn title_lines(page: &mut Page, c: Rect, date: Date) {
    sheet_title(&mut page.shapes, c, title(), 22.0, 0.6);
    page.shapes.push(Shape::Text {
        x: c.right(),
        y: c.y + 22.0 * CAP_HEIGHT,
        size: 13.0,
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::BLACK,
        text: short_date(date),
    });
    page.shapes.push(Shape::hline(
        c.x,
        c.right(),
        c.y + 28.0,
        Stroke::solid(Color::BLACK, 1.0),
    ));
}

/// The line under the title: the long date, what to do (in the words of
/// each game on the sheet), where the solutions are.
fn intro_line(
    page: &mut Page,
    paper: Paper,
    date: Date,
    puzzles: &[&dyn PrintablePuzzle],
    solutions_page: usize,
) {
    let c = paper.content();
    let text = intro_text(date, puzzles, solutions_page);
    paragraph_across(&mut page.shapes, c, c.y + INTRO_Y, intro_style(), &text);
}

/// Where the intro starts below the top of the first page.
const INTRO_Y: f64 = 35.0;
/// The intro's type.
fn intro_style() -> Style {
    Style::new(9.5, Weight::Regular).color(Color::grey(40))
}

/// The intro's words: the long date, what to do (in the words of each game
/// on the sheet), where the solutions are.
fn intro_text(date: Date, puzzles: &[&dyn PrintablePuzzle], solutions_page: usize) -> String {
    tr!(
        "daily-intro",
        date = long_date(date),
        how = per_game(puzzles, |p| p.game().words().how_to_solve.to_string()),
        page = solutions_page
    )
}

/// Height kept free at the top of the first page for the title and the
/// intro (whose page number is not known yet: a two-digit one is measured).
fn title_block(c: Rect, date: Date, puzzles: &[&dyn PrintablePuzzle]) -> f64 {
    let intro = render::text::paragraph_height(c.w, intro_style(), &intro_text(date, puzzles, 99));
    (INTRO_Y + intro + 8.0).max(TITLE_BLOCK)
}

/// What each game on the sheet says (once per game, in the order of
/// the sheet), joined into one text; games that say nothing are left out.
fn per_game(
    puzzles: &[&dyn PrintablePuzzle],
    say: impl Fn(&dyn PrintablePuzzle) -> String,
) -> String {
    let mut games: Vec<&'static str> = Vec::new();
    let mut parts: Vec<String> = Vec::new();
    for p in puzzles {
        if !games.contains(&p.game().words().name) {
            games.push(p.game().words().name);
            let text = say(*p);
            if !text.is_empty() {
                parts.push(text);
            }
        }
    }
    parts.join(" ")
}

/// Puzzle pages: a new page whenever the grid changes or four blocks are
/// on the page; the first page starts with the title.
fn puzzle_pages(
    date: Date,
    puzzles: &[&dyn PrintablePuzzle],
    opts: &DailyOptions,
    play: Option<&PlayUrl>,
) -> Vec<Page> {
    let c = opts.paper.content();
    let figure_style = DrawStyle {
        color: opts.color,
        min_text: 0.0,
    };
    let mut groups: Vec<Vec<(usize, &dyn PrintablePuzzle)>> = Vec::new();
    for (i, p) in puzzles.iter().enumerate() {
        match groups.last_mut() {
            Some(g)
                if g.len() < 4
                    && g[0].1.words().kind == p.words().kind
                    && g[0].1.game().words().name == p.game().words().name =>
            {
                g.push((i + 1, *p))
            }
            _ => groups.push(vec![(i + 1, *p)]),
        }
    }
    let mut pages = Vec::new();
    for (gi, group) in groups.iter().enumerate() {
        let mut page = Page::new(opts.paper);
        let mut top = c.y;
        if gi == 0 {
            title_lines(&mut page, c, date);
            top += title_block(c, date, puzzles);
        }
        // A small legend of the pieces at the foot of every puzzle page.
        let first = group[0].1;
        let legend_h =
            first
                .game()
                .legend_at_foot(&mut page.shapes, c, LegendOf::Pieces, &figure_style);
        let col_w = (c.w - GAP) / 2.0;
        let avail = c.bottom() - legend_h - 8.0 - top;
        let row_h = (avail - GAP) / 2.0;
        let header_size = 12.0;
        // One choice of text for every block of the sheet: the grade
        // words beside the header or on their own line, one size of the
        // goal line.
        let blocks: Vec<BlockContent> = puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| BlockContent {
                number: Some(i + 1),
                puzzle: *p,
            })
            .collect();
        let shared = BlockStyle::for_sheet(&blocks, col_w, header_size);
        let text_h = style_text_height(&shared);
        // The board as wide as the column unless that leaves fewer than
        // two note lines; spare height goes to more note lines.
        // Three with a play mark, which stands beside the last ones.
        let min_notes = notes_height(if play.is_some() { 3 } else { 2 });
        let board_h = (col_w / first.aspect()).min(row_h - text_h - min_notes);
        let (style, block_h) = shared.with_notes(opts.color, row_h, (text_h, board_h), (2, 8));
        for (k, (number, p)) in group.iter().enumerate() {
            let x = c.x + (k % 2) as f64 * (col_w + GAP);
            let y = top + (k / 2) as f64 * (row_h + GAP);
            let area = Rect::new(x, y, col_w, block_h.min(row_h));
            let content = BlockContent {
                number: Some(*number),
                puzzle: *p,
            };
            page.shapes
                .extend(puzzle_block_with(&content, area, &style, play));
        }
        pages.push(page);
    }
    pages
}

/// Compact solutions: per puzzle a header with its ID, the numbered
/// steps, and the last diagram of its key (for Egyptian Solitaire the end
/// position with the last move marked).
///
/// `tail` is the height of what follows the last solution on its page:
/// when the last solution and it do not both fit, the last solution starts
/// a new page, so that what follows is not left alone on a nearly empty
/// one.
fn solution_pages(
    day: &str,
    puzzles: &[&dyn PrintablePuzzle],
    opts: &DailyOptions,
    tail: f64,
) -> Result<Vec<Page>, DailyError> {
    let paper = opts.paper;
    let c = paper.content();
    let style = DrawStyle {
        color: opts.color,
        min_text: 0.0,
    };
    let keys = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            p.key().map_err(|source| DailyError::Key {
                number: i + 1,
                id: p.words().id,
                source,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    let key_note = per_game(puzzles, |p| p.game().words().compact_key_note.to_string());
    let heading = |page: &mut Page, continued: bool| -> f64 {
        let t = if continued {
            tr!("daily-solutions-continued", day = day)
        } else {
            tr!("daily-solutions", day = day)
        };
        let title = Style::new(18.0, Weight::Bold);
        let y = paragraph(&mut page.shapes, c.x, c.y, c.w, title, &t);
        if !continued && !key_note.is_empty() {
            let note = Style::new(9.0, Weight::Regular).color(Color::grey(40));
            let y = paragraph(&mut page.shapes, c.x, y + 2.0, c.w, note, &key_note);
            return puzzles[0].game().legend(
                &mut page.shapes,
                c.x,
                y + 4.0,
                c.w,
                LegendOf::Key,
                &style,
            ) + 8.0;
        }
        puzzles[0]
            .game()
            .legend(&mut page.shapes, c.x, y + 2.0, c.w, LegendOf::Key, &style)
            + 8.0
    };
    let mut y = heading(&mut page, false);
    // The end diagram at least as legible as a puzzle board.
    let thumb_w = keys
        .iter()
        .filter_map(|k| k.figures.last().map(|f| f.figure.legible_width()))
        .fold(120.0, f64::max)
        .min(c.w * 0.45);
    let text_w = c.w - thumb_w - 18.0;
    let head = Style::new(11.0, Weight::Bold);
    let moves_style = Style::new(9.5, Weight::Regular);
    // Steps in aligned columns, as wide as the widest `NN. a1-c3`.
    let widest = keys
        .iter()
        .flat_map(|k| &k.steps)
        .map(|s| format!("00. {s}"))
        .chain(["00. a1-c3".to_string()])
        .map(|t| measure(&t, moves_style.size, moves_style.weight))
        .fold(0.0, f64::max);
    let item_w = widest + 12.0;
    let per_line = ((text_w / item_w).floor() as usize).max(1);
    // Solutions on the current page.
    let mut on_page = 0;
    for (i, (p, key)) in puzzles.iter().zip(&keys).enumerate() {
        let number = i + 1;
        let title = heading_lines(
            &format!(
                "{} {number} \u{b7} {} \u{b7} {}",
                p.game().words().noun,
                p.words().kind,
                p.words().grade_label()
            ),
            head,
            text_w,
        );
        let steps = &key.steps;
        let lines = steps.len().div_ceil(per_line).max(1);
        // The idea behind the puzzle, when the game names one: a first
        // hint said before the moves.
        let hint = p.short_hint();
        let hint_style = Style::new(8.5, Weight::Regular);
        let hint_h = hint.as_ref().map_or(0.0, |h| {
            render::text::paragraph_height(text_w, hint_style, h) + 2.0
        });
        let text_h = render::text::paragraph_height(text_w, head, &title)
            + hint_h
            + 12.0
            + lines as f64 * moves_style.line_height();
        let end = key.figures.last();
        let thumb_h = thumb_w / end.map(|f| f.figure.aspect()).unwrap_or(p.aspect());
        let entry_h = text_h.max(thumb_h + 12.0);
        let last = i + 1 == puzzles.len();
        let need = if last && tail > 0.0 {
            entry_h + tail
        } else {
            entry_h
        };
        if y + need > c.bottom() && (y + entry_h > c.bottom() || on_page > 0) {
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = heading(&mut page, true);
            on_page = 0;
        }
        on_page += 1;
        let out = &mut page.shapes;
        let yy = paragraph(out, c.x, y, text_w, head, &title);
        let summary = tr!(
            "daily-summary",
            id = p.words().id,
            n = steps.len(),
            goal = p.words().goal()
        );
        let yy = paragraph(
            out,
            c.x,
            yy,
            text_w,
            Style::new(8.5, Weight::Regular).color(Color::grey(60)),
            &summary,
        );
        let yy = match &hint {
            Some(h) => paragraph(out, c.x, yy + 2.0, text_w, hint_style, h),
            None => yy,
        };
        step_grid(out, c.x, yy + 2.0, item_w, per_line, moves_style, steps);
        if let Some(f) = end {
            let area = Rect::new(c.right() - thumb_w, y, thumb_w, thumb_h);
            out.extend(f.figure.draw(area, &style));
        }
        y += entry_h + 6.0;
        if i + 1 < puzzles.len() {
            out.push(Shape::hline(
                c.x,
                c.right(),
                y - 3.0,
                Stroke::solid(Color::grey(190), 0.5),
            ));
            y += 4.0;
        }
    }
    pages.push(page);
    Ok(pages)
}

/// `text` with every number bound to the word after it by a no-break
/// space ("5\u{a0}moves"), so that no line ends on a bare figure.
fn keep_numbers(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, c) in chars.iter().enumerate() {
        let after_digit = i > 0 && chars[i - 1].is_ascii_digit();
        let before_word = chars.get(i + 1).is_some_and(|n| n.is_alphabetic());
        if *c == ' ' && after_digit && before_word {
            out.push('\u{a0}');
        } else {
            out.push(*c);
        }
    }
    out
}

/// A heading of the solutions broken into lines of `width` that never
/// leave one word alone on the last line nor a figure apart from its word,
/// nor begin a line with a " · " separator (it stays at the end of the
/// line before); the lines joined by newlines, for [`paragraph`].
fn heading_lines(text: &str, style: Style, width: f64) -> String {
    let text = keep_numbers(text).replace(" \u{b7} ", "\u{a0}\u{b7} ");
    render::text::balanced_lines(&text, style.size, style.weight, width).join("\n")
}

/// The numbered steps `1. a1-c1` in columns `item_w` apart, `per_line` to
/// a line, from the top `y`.
fn step_grid(
    out: &mut Vec<Shape>,
    x: f64,
    y: f64,
    item_w: f64,
    per_line: usize,
    style: Style,
    steps: &[String],
) {
    for (i, step) in steps.iter().enumerate() {
        let (row, col) = (i / per_line, i % per_line);
        out.push(Shape::Text {
            x: x + col as f64 * item_w,
            y: y + style.size * CAP_HEIGHT + row as f64 * style.line_height(),
            size: style.size,
            weight: style.weight,
            align: Align::Left,
            color: style.color,
            text: format!("{}. {}", i + 1, step),
        });
    }
}

/// The lowest point anything is drawn at on a page (text baselines plus a
/// descent), or the top of its content area when it is empty.
pub fn used_bottom(page: &Page) -> f64 {
    page.shapes
        .iter()
        .map(|s| match s {
            Shape::Begin(_) | Shape::End => 0.0,
            Shape::Rect { y, h, .. } => y + h,
            Shape::Line { y1, y2, .. } => y1.max(*y2),
            Shape::Polygon { points, .. } => points.iter().map(|p| p.1).fold(0.0, f64::max),
            Shape::Circle { cy, r, .. } => cy + r,
            Shape::Text { y, size, .. } => y + size * 0.25,
            // Turned text may run down from its anchor by its whole length.
            Shape::TurnedText {
                y,
                size,
                weight,
                text,
                ..
            } => y + measure(text, *size, *weight),
        })
        .fold(MARGIN, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egypt::daily::daily_puzzles;
    use egypt::generator::Puzzle;

    fn date() -> Date {
        egypt::daily::parse_date("2026-01-02").expect("date")
    }

    fn texts(page: &Page) -> Vec<&str> {
        page.texts().collect()
    }

    #[test]
    fn sheet_has_puzzle_pages_then_solutions_with_footers() {
        let puzzles = daily_puzzles(date()).expect("puzzles");
        assert_eq!(puzzles.len(), 8);
        for paper in Paper::ALL {
            let doc = daily_document(date(), &puzzles, paper, false).expect("doc");
            // Two puzzle pages, then the solutions (end diagrams as legible
            // as the puzzles: two pages).
            assert!((3..=4).contains(&doc.pages.len()), "{paper}");
            let n = doc.pages.len();
            for (i, page) in doc.pages.iter().enumerate() {
                let t = texts(page);
                assert!(t.contains(&format!("page {} of {n}", i + 1).as_str()));
                for s in &page.shapes {
                    if let Shape::Text { y, .. } = s {
                        assert!(*y < page.height - 18.0, "text too low on page {}", i + 1);
                    }
                }
            }
            let first = texts(&doc.pages[0]);
            assert!(first.contains(&TITLE) && first.contains(&"2026-01-02"));
            for (k, p) in puzzles.iter().enumerate() {
                let page = &doc.pages[k / 4];
                assert!(texts(page).contains(&p.id.as_str()), "{}", p.id);
                let solutions: Vec<&str> = doc.pages[2..].iter().flat_map(texts).collect();
                assert!(solutions.iter().any(|t| t.contains(p.id.as_str())));
                // "Puzzle 1" then a space (a no-break one before " · ").
                assert!(solutions.iter().any(|t| {
                    t.strip_prefix(&format!("Puzzle {}", k + 1))
                        .is_some_and(|rest| rest.starts_with(char::is_whitespace))
                }));
            }
        }
    }

    /// The intro promises the words beside each tier: every puzzle's
    /// grade words are printed on its page, in every language and paper
    /// (2026-12-03 dropped most of them), the goal lines of a sheet share
    /// one size, and no intro line is a number alone ("4.").
    #[test]
    fn every_tier_keeps_its_words_and_a_sheet_one_goal_size() {
        let date = egypt::daily::parse_date("2026-12-03").expect("date");
        let puzzles = daily_puzzles(date).expect("puzzles");
        for lang in crate::locale::Lang::ALL {
            let _lang = crate::locale::enter(lang);
            for paper in Paper::ALL {
                let doc = daily_document(date, &puzzles, paper, false).expect("doc");
                let mut goal_sizes = Vec::new();
                for (k, p) in puzzles.iter().enumerate() {
                    let page = &doc.pages[k / 4];
                    let brief = p.words().grade_brief();
                    assert!(!brief.is_empty());
                    assert!(
                        page.texts().any(|t| t.starts_with(&brief)),
                        "{lang:?} {paper}: puzzle {} lacks {brief:?}",
                        k + 1
                    );
                    let goal = tr!("block-goal", goal = p.words().goal());
                    goal_sizes.extend(page.shapes.iter().filter_map(|s| match s {
                        Shape::Text { text, size, .. } if *text == goal => Some(*size),
                        _ => None,
                    }));
                }
                assert!(goal_sizes.len() >= puzzles.len(), "{lang:?} {paper}");
                assert!(
                    goal_sizes.iter().all(|s| (s - goal_sizes[0]).abs() < 1e-9),
                    "{lang:?} {paper}: goal lines at {goal_sizes:?}"
                );
                // Never small print: the ID takes a line of its own first
                // (French and Spanish once shrank the line to 6.5 pt).
                assert!(
                    goal_sizes[0] >= crate::puzzle_block::MIN_LINE_SIZE,
                    "{lang:?} {paper}: goal lines at {} pt",
                    goal_sizes[0]
                );
                for p in &puzzles {
                    let id = p.words().id;
                    assert!(
                        doc.pages.iter().any(|pg| pg.texts().any(|t| t == id)),
                        "{lang:?} {paper}: no ID {id}"
                    );
                }
                let intro = intro_style();
                for s in &doc.pages[0].shapes {
                    let Shape::Text { text, size, .. } = s else {
                        continue;
                    };
                    if *size != intro.size {
                        continue;
                    }
                    let t = text.trim();
                    assert!(
                        t.is_empty()
                            || !t.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()),
                        "{lang:?} {paper}: a line of only {t:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn no_solution_heading_leaves_a_word_alone_on_a_line() {
        let mut broken = 0;
        for day in ["2026-01-02", "2026-11-25", "2027-03-14"] {
            let date = egypt::daily::parse_date(day).expect("date");
            let puzzles = daily_puzzles(date).expect("puzzles");
            for paper in Paper::ALL {
                let doc = daily_document(date, &puzzles, paper, false).expect("doc");
                let first_solutions = doc
                    .pages
                    .iter()
                    .position(|p| p.texts().any(|t| t.starts_with("Solutions")))
                    .expect("a solutions page");
                for page in &doc.pages[first_solutions..] {
                    // The headings: bold runs of the heading size, those
                    // of a heading on consecutive lines.
                    let lines: Vec<&str> = page
                        .shapes
                        .iter()
                        .filter_map(|s| match s {
                            Shape::Text {
                                text, size, weight, ..
                            } if *weight == Weight::Bold && (*size - 11.0).abs() < 1e-9 => {
                                Some(text.as_str())
                            }
                            _ => None,
                        })
                        .collect();
                    broken += lines.iter().filter(|l| !l.starts_with("Puzzle")).count();
                    for l in lines {
                        assert!(
                            l.split_whitespace().count() >= 2,
                            "{day} {paper}: a heading line of one word: '{l}'"
                        );
                    }
                }
            }
        }
        // Some headings take two lines: the test tests something.
        assert!(broken > 0);
    }

    #[test]
    fn same_day_same_bytes() {
        let puzzles = daily_puzzles(date()).expect("puzzles");
        let a = daily_document(date(), &puzzles, Paper::Letter, true).expect("doc");
        let b = daily_document(date(), &puzzles, Paper::Letter, true).expect("doc");
        assert_eq!(a, b);
        let (pa, pb) = (
            render::to_pdf(&a).expect("pdf"),
            render::to_pdf(&b).expect("pdf"),
        );
        assert!(pa == pb, "PDF bytes differ within one process");
    }

    #[test]
    fn full_keys_when_asked_and_errors() {
        let puzzles = daily_puzzles(date()).expect("puzzles");
        let opts = DailyOptions {
            paper: Paper::Letter,
            color: true,
            every: 3,
        };
        let doc = daily_document_with(date(), &puzzles, &opts).expect("doc");
        assert!(doc.pages.len() >= 2 + puzzles.len());
        assert_eq!(
            daily_document::<Puzzle>(date(), &[], Paper::A4, false),
            Err(DailyError::NoPuzzles)
        );
        let mut broken = puzzles[0].clone();
        // Not a hop: a move to the adjacent square.
        broken.solution = vec![egypt::Move {
            from: egypt::Square::new(0, 0),
            to: egypt::Square::new(0, 1),
        }];
        assert!(matches!(
            daily_document(date(), &[broken], Paper::Letter, false),
            Err(DailyError::Key { number: 1, .. })
        ));
    }
}
