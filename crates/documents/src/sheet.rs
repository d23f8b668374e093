//! Sheets of puzzles, each on a page of its own, then their keys in
//! columns, numbered to match (the `cards sheet` deal sheet; the daily
//! sheet's deal of the day). Everything printed comes from the puzzle:
//! its heading words, [`crate::puzzle::sheet_text`] around its drawing,
//! its drawing ([`crate::puzzle::Figure::draw`]) and its key as coloured
//! runs ([`crate::puzzle::Key::step_runs`]). For a card deal the page lays the
//! pyramid out card by card and lists the stock order, so that a player
//! can lay a real deck out the same way; its key writes cards as on the
//! deal (`10♥`, `K♠`) with runs of draws folded ("draw x3").

use crate::play_link::{PlayMark, PlayUrl};
use crate::puzzle::{DrawStyle, KeyError, PrintablePuzzle, sheet_text};
use render::text::{CAP_HEIGHT, Style, measure, paragraph, paragraph_across};
use render::{Align, Color, Page, Paper, Rect, Shape, Weight};

/// One puzzle of a sheet and the number it is printed under.
#[derive(Clone, Copy)]
pub struct SheetEntry<'a> {
    pub number: usize,
    pub puzzle: &'a dyn PrintablePuzzle,
}

/// The entries of `puzzles`, numbered from 1.
pub fn numbered<'a>(
    puzzles: impl IntoIterator<Item = &'a dyn PrintablePuzzle>,
) -> Vec<SheetEntry<'a>> {
    puzzles
        .into_iter()
        .enumerate()
        .map(|(i, p)| SheetEntry {
            number: i + 1,
            puzzle: p,
        })
        .collect()
}

/// A key that could not be made, with the number of its puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{noun} {number} ({id}): {source}")]
pub struct SheetKeyError {
    pub noun: &'static str,
    pub number: usize,
    pub id: String,
    pub source: KeyError,
}

/// The heading of a puzzle: "Deal 1: Pyramid · medium".
fn heading(e: &SheetEntry) -> String {
    let p = e.puzzle;
    let mut heading = crate::tr!(
        "pair-colon",
        a = format!("{} {}", p.game().words().noun, e.number),
        b = p.words().kind
    );
    let tier = p.words().tier_word();
    if !tier.is_empty() {
        heading.push_str(&format!(" \u{b7} {tier}"));
    }
    heading
}

/// The page of one puzzle (footers are added by the document).
pub fn puzzle_page(e: &SheetEntry, paper: Paper) -> Page {
    puzzle_page_with(e, paper, None)
}

/// [`puzzle_page`] with the puzzle's play mark (QR code and link) at the
/// bottom right, above the small print, when a play address is given.
pub fn puzzle_page_with(e: &SheetEntry, paper: Paper, play: Option<&PlayUrl>) -> Page {
    let text = sheet_text(e.puzzle);
    let mut page = Page::new(paper);
    let c = paper.content();
    let out = &mut page.shapes;
    let mut y = paragraph_across(out, c, c.y, Style::new(18.0, Weight::Bold), &heading(e));
    let source_style = Style::new(8.5, Weight::Regular).color(Color::grey(70));
    y = paragraph_across(out, c, y + 2.0, source_style, &text.source);
    for (i, para) in text.paragraphs.iter().enumerate() {
        let gap = if i == 0 { 6.0 } else { 4.0 };
        y = paragraph_across(out, c, y + gap, Style::new(10.0, Weight::Regular), para);
    }
    // The notation at the foot, so the puzzle can be typed back in.
    let note_style = Style::new(8.0, Weight::Regular).color(Color::grey(60));
    let note_h = render::text::paragraph_height(c.w, note_style, &text.foot);
    // The drawing as large as the room between allows, in the middle of
    // that room.
    let mark = play
        .and_then(|u| Some((u, e.puzzle.play_id()?)))
        .map(|(u, id)| PlayMark::new(u, &id, 8.0, 7.0, c.w));
    let mark_h = mark.as_ref().map_or(0.0, |m| m.height() + 8.0);
    let room = Rect::new(
        c.x,
        y + 10.0,
        c.w,
        (c.bottom() - note_h - 8.0 - mark_h) - (y + 10.0),
    );
    let aspect = e.puzzle.aspect();
    let h = room.w.min(room.h * aspect) / aspect;
    let area = Rect::new(room.x, room.y + (room.h - h).max(0.0) / 2.0, room.w, h);
    page.shapes
        .extend(e.puzzle.draw(area, &DrawStyle::default()));
    if let Some(m) = &mark {
        m.draw(&mut page.shapes, c.right(), c.bottom() - note_h - 8.0);
    }
    paragraph_across(
        &mut page.shapes,
        c,
        c.bottom() - note_h,
        note_style,
        &text.foot,
    );
    page
}

/// Text size of key steps.
const STEP_SIZE: f64 = 9.5;
/// Space between step columns.
const STEP_GUTTER: f64 = 14.0;

/// Width of the widest step of a set (number included).
fn step_width(numbers: usize, steps: &[Vec<(String, Color)>]) -> f64 {
    let num_w = measure(&format!("{numbers}."), STEP_SIZE, Weight::Regular);
    let widest = steps
        .iter()
        .map(|p| {
            p.iter()
                .map(|(t, _)| measure(t, STEP_SIZE, Weight::Regular))
                .sum::<f64>()
        })
        .fold(0.0, f64::max);
    num_w + 4.0 + widest
}

/// One puzzle's key as the key pages print it.
struct KeyText<'a> {
    entry: SheetEntry<'a>,
    steps: Vec<Vec<(String, Color)>>,
    length: String,
}

/// Lays the key of one puzzle out from `y` in the column `x`..`x + w`,
/// starting with step `from`, above `bottom`. Returns the new y and the
/// first step not placed, or `None` when not even the heading and two
/// rows of steps fit.
#[allow(clippy::too_many_arguments)]
fn key_block(
    out: &mut Vec<Shape>,
    k: &KeyText,
    x: f64,
    y: f64,
    w: f64,
    bottom: f64,
    from: usize,
) -> Option<(f64, usize)> {
    let steps = &k.steps;
    let hs = Style::new(11.0, Weight::Bold);
    let line = STEP_SIZE * 1.45;
    let title = if from == 0 {
        crate::tr!("pair-colon", a = heading(&k.entry), b = k.length.as_str())
    } else {
        crate::tr!("continued", what = heading(&k.entry))
    };
    let number_w = measure(&format!("{}.", steps.len()), STEP_SIZE, Weight::Regular);
    let item_w = step_width(steps.len(), steps) + STEP_GUTTER;
    let cols = ((w + STEP_GUTTER) / item_w).floor().max(1.0) as usize;
    let head_h = render::text::paragraph_height(w, hs, &title) + 3.0;
    let rows_fit = ((bottom - y - head_h) / line).floor().max(0.0) as usize;
    let left = steps.len().saturating_sub(from);
    let rows_needed = left.div_ceil(cols).max(1);
    if rows_fit < rows_needed.min(2) {
        return None;
    }
    let yy = paragraph(out, x, y, w, hs, &title) + 3.0;
    if left == 0 {
        let empty = k
            .entry
            .puzzle
            .key()
            .map(|key| key.empty)
            .unwrap_or_default();
        let end = paragraph(
            out,
            x,
            yy,
            w,
            Style::new(STEP_SIZE, Weight::Regular),
            &empty,
        );
        return Some((end, from));
    }
    let rows = rows_needed.min(rows_fit);
    let take = left.min(rows * cols);
    // Column by column, so the steps read down each column.
    for i in 0..take {
        let (col, row) = (i / rows, i % rows);
        let n = from + i;
        let bx = x + col as f64 * item_w;
        let base = yy + STEP_SIZE * CAP_HEIGHT + row as f64 * line;
        out.push(Shape::Text {
            x: bx + number_w,
            y: base,
            size: STEP_SIZE,
            weight: Weight::Regular,
            align: Align::Right,
            color: Color::grey(90),
            text: format!("{}.", n + 1),
        });
        let mut tx = bx + number_w + 4.0;
        for (t, ink) in &steps[n] {
            out.push(Shape::Text {
                x: tx,
                y: base,
                size: STEP_SIZE,
                weight: Weight::Regular,
                align: Align::Left,
                color: *ink,
                text: t.clone(),
            });
            tx += measure(t, STEP_SIZE, Weight::Regular);
        }
    }
    Some((yy + rows as f64 * line, from + take))
}

/// The keys of `entries`, each read once.
fn key_texts<'a>(entries: &[SheetEntry<'a>]) -> Result<Vec<KeyText<'a>>, SheetKeyError> {
    entries
        .iter()
        .map(|e| {
            let steps = e
                .puzzle
                .key()
                .map(|k| k.step_runs())
                .map_err(|source| SheetKeyError {
                    noun: e.puzzle.game().words().noun,
                    number: e.number,
                    id: e.puzzle.words().id,
                    source,
                })?;
            Ok(KeyText {
                entry: *e,
                steps,
                length: sheet_text(e.puzzle).key_length,
            })
        })
        .collect()
}

/// Lays the keys of `entries` out on `page` from `y` under `heading` and
/// how to read them (each game's note once), continuing on new pages as
/// needed. Returns the pages filled (the first is `page`).
pub fn key_pages_from(
    mut page: Page,
    y: f64,
    entries: &[SheetEntry],
    paper: Paper,
    heading: &str,
) -> Result<Vec<Page>, SheetKeyError> {
    let keys = key_texts(entries)?;
    let c = paper.content();
    let mut pages = Vec::new();
    let mut y = paragraph_across(
        &mut page.shapes,
        c,
        y,
        Style::new(18.0, Weight::Bold),
        heading,
    );
    let mut games: Vec<&'static str> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    for e in entries {
        if !games.contains(&e.puzzle.game().words().name) {
            games.push(e.puzzle.game().words().name);
            let note = sheet_text(e.puzzle).key_note;
            if !note.is_empty() {
                notes.push(note);
            }
        }
    }
    if !notes.is_empty() {
        let style = Style::new(9.0, Weight::Regular).color(Color::grey(40));
        y = paragraph_across(&mut page.shapes, c, y + 4.0, style, &notes.join(" "));
    }
    y += 10.0;
    for k in &keys {
        let total = k.steps.len();
        let mut from = 0;
        loop {
            let fresh = y <= c.y;
            if let Some((ny, next)) = key_block(&mut page.shapes, k, c.x, y, c.w, c.bottom(), from)
            {
                y = ny;
                from = next;
                if from >= total {
                    y += 12.0;
                    break;
                }
            } else if fresh {
                // Cannot happen on a page of any supported paper; never loop.
                break;
            }
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = c.y;
        }
    }
    pages.push(page);
    Ok(pages)
}

/// The keys on pages of their own.
pub fn key_pages(
    entries: &[SheetEntry],
    paper: Paper,
    heading: &str,
) -> Result<Vec<Page>, SheetKeyError> {
    key_pages_from(Page::new(paper), paper.content().y, entries, paper, heading)
}

/// Puzzle pages followed by the keys, every page with `title` and its
/// number in the footer.
pub fn puzzle_sheet(
    entries: &[SheetEntry],
    paper: Paper,
    title: &str,
) -> Result<Vec<Page>, SheetKeyError> {
    puzzle_sheet_with(entries, paper, title, None)
}

/// [`puzzle_sheet`] with a play mark on every puzzle page when a play
/// address is given.
pub fn puzzle_sheet_with(
    entries: &[SheetEntry],
    paper: Paper,
    title: &str,
    play: Option<&PlayUrl>,
) -> Result<Vec<Page>, SheetKeyError> {
    let mut pages: Vec<Page> = entries
        .iter()
        .map(|e| puzzle_page_with(e, paper, play))
        .collect();
    pages.extend(key_pages(entries, paper, &crate::tr!("solutions"))?);
    crate::footer::add_footers(&mut pages, title);
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cards::draw::face_label;
    use crate::games::cards::game::{GivenDeal, folded_steps, generate_sheet, variant_seed};
    use cards::engine::Move;
    use cards::generator::Tier;
    use cards::rules::{Rules, Variant};
    use cards::{Deal, Puzzle};

    #[test]
    fn sheet_has_a_page_per_deal_and_a_key() {
        let d = pyramid_deal_7();
        let entries = [
            SheetEntry {
                number: 1,
                puzzle: &d,
            },
            SheetEntry {
                number: 2,
                puzzle: &d,
            },
        ];
        let pages = puzzle_sheet(&entries, Paper::Letter, "t").expect("sheet");
        assert_eq!(pages.len(), 3);
        let texts = |p: &Page| all_text(std::slice::from_ref(p)).join(" ");
        assert!(texts(&pages[0]).contains("Deal 1: Pyramid"));
        assert!(texts(&pages[2]).contains("Deal 2: Pyramid: "));
    }

    /// Pyramid deal of seed 7 (winnable) as sheet deal 1, with its key.
    fn pyramid_deal_7() -> GivenDeal {
        let deal = Deal::from_seed(7);
        let report = cards::solve(&deal, Rules::pyramid());
        assert!(report.winnable);
        GivenDeal {
            deal,
            rules: Rules::pyramid(),
            solution: report.solution,
        }
    }

    fn all_text(pages: &[Page]) -> Vec<String> {
        pages
            .iter()
            .flat_map(Page::texts)
            .map(String::from)
            .collect()
    }

    #[test]
    fn one_seed_gives_distinct_deals_on_a_sheet_and_across_variants() {
        let mut seen = std::collections::HashSet::new();
        for v in Variant::ALL {
            let deals: Vec<Puzzle> = generate_sheet(v.rules(), Tier::Easy, 3, 1).expect("deals");
            assert_eq!(deals.len(), 3);
            for (i, d) in deals.iter().enumerate() {
                assert!(seen.insert(d.deal.clone()), "{v:?}: deal {} repeats", i + 1);
            }
        }
        assert_ne!(
            variant_seed(Rules::pyramid(), 1),
            variant_seed(Rules::cheops(), 1)
        );
    }

    #[test]
    fn key_writes_cards_as_on_the_deal_folds_draws_and_numbers_pages() {
        let d = pyramid_deal_7();
        let pages = puzzle_sheet(&numbered([&d as &dyn PrintablePuzzle]), Paper::A4, "title")
            .expect("sheet");
        let key = all_text(&pages[1..]);
        // No card in the deal notation's letters (TH, 7H, KS, ...).
        for t in &key {
            let letters = t.split(['+', ' ']).any(|w| {
                let b = w.as_bytes();
                b.len() == 2 && b"A23456789TJQK".contains(&b[0]) && b"CDHS".contains(&b[1])
            });
            assert!(!letters, "card in letters: {t}");
        }
        let faces: Vec<String> = d
            .solution
            .iter()
            .filter_map(|m| match m {
                Move::King(l) => Some(face_label(l.card)),
                Move::Pair(a, _) => Some(face_label(a.card)),
                _ => None,
            })
            .collect();
        for f in &faces {
            assert!(key.contains(f), "{f} missing from the key");
        }
        // Runs of draws are folded: as many steps as the folded line.
        let steps = folded_steps(&d.solution).len();
        assert!(steps < d.solution.len(), "nothing folded");
        assert!(key.contains(&format!("{steps}.")));
        assert!(!key.contains(&format!("{}.", steps + 1)));
        let n = pages.len();
        for (i, p) in pages.iter().enumerate() {
            assert!(all_text(std::slice::from_ref(p)).contains(&format!("page {} of {n}", i + 1)));
        }
    }

    #[test]
    fn a_long_key_continues_on_the_next_page() {
        let d = pyramid_deal_7();
        let many: Vec<SheetEntry> = (1..=12)
            .map(|number| SheetEntry { number, puzzle: &d })
            .collect();
        let pages = key_pages(&many, Paper::Letter, "Solutions").expect("keys");
        assert!(pages.len() >= 2);
        let steps = folded_steps(&d.solution).len();
        let text = all_text(&pages);
        let last_steps = text.iter().filter(|t| **t == format!("{steps}.")).count();
        assert_eq!(last_steps, 12, "every deal's last step is printed once");
        for p in &pages {
            for s in &p.shapes {
                if let Shape::Text { y, size, .. } = s {
                    assert!(*y <= Paper::Letter.content().bottom() + 1e-6);
                    assert!(*size >= 7.0);
                }
            }
        }
    }
}
