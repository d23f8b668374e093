//! Handouts for a club night or a classroom: the rule sheet, a page for
//! each multiplayer mode (King Tut and Quicksand) with its score sheet, a
//! set of puzzles, and their keys on pages of their own.

use crate::docs::book::{
    BookError, Frame, Numbered, Pages, check_fit, page_heading, puzzle_pages, solution_pages,
};
use crate::docs::rules::rules_page;
use crate::docs::template::{HandoutTemplate, Margins, TemplateError};
use crate::egypt::generator::Puzzle;
use crate::render::file::MARGIN;
use crate::render::text::{CAP_HEIGHT, Style, measure, paragraph};
use crate::render::{Align, Color, Document, Rect, Shape, Stroke, Weight};

/// Seconds King Tut adds to a player's time for a final score: 3 for each
/// point above 1.
pub fn king_tut_seconds(score: u32) -> u32 {
    3 * score.saturating_sub(1)
}

/// Highest score in the King Tut table.
pub const KING_TUT_TABLE_MAX: u32 = 24;

fn frame(t: &HandoutTemplate) -> Frame {
    let (w, h) = t.paper.size();
    Frame {
        width: w,
        height: h,
        bleed_x: 0.0,
        bleed_y: 0.0,
        trim: (w, h),
        margins: Margins {
            top: MARGIN,
            bottom: MARGIN,
            outside: MARGIN,
            inside: MARGIN,
        },
        mirrored: false,
    }
}

/// Checks that the template's puzzles fit its pages.
pub fn check_handout_layout(t: &HandoutTemplate) -> Result<(), TemplateError> {
    check_fit(
        &t.source,
        &t.sections,
        t.puzzles_per_page,
        &t.per_page_span,
        frame(t).body(1),
    )
}

/// Lays out a handout from its template and generated puzzles.
pub fn handout_document(
    t: &HandoutTemplate,
    puzzles: &[Vec<Puzzle>],
) -> Result<Document, BookError> {
    check_handout_layout(t)?;
    let frame = frame(t);
    let mut pages = Pages::new(frame);
    pages.pages.push(rules_page(t.paper));
    king_tut_page(&mut pages, t);
    quicksand_page(&mut pages, t);

    let mut k = 0;
    let mut all = Vec::new();
    for (s, list) in t.sections.iter().zip(puzzles) {
        let numbered: Vec<Numbered> = list
            .iter()
            .map(|p| {
                k += 1;
                Numbered {
                    number: k,
                    puzzle: p,
                }
            })
            .collect();
        let heading = format!("{}: {}", t.title, s.title);
        puzzle_pages(&mut pages, &heading, &numbered, t.puzzles_per_page, t.color);
        all.extend(numbered);
    }
    solution_pages(&mut pages, "Puzzle keys", &all, t.color)?;
    pages.number_pages(2);
    Ok(Document {
        title: t.title.clone(),
        pages: pages.pages,
    })
}

fn text_block(out: &mut Vec<Shape>, body: Rect, y: f64, head: &str, text: &str) -> f64 {
    let y = paragraph(out, body.x, y, body.w, Style::new(11.0, Weight::Bold), head) + 2.0;
    paragraph(
        out,
        body.x,
        y,
        body.w,
        Style::new(10.0, Weight::Regular),
        text,
    ) + 8.0
}

fn cell_text(out: &mut Vec<Shape>, r: Rect, size: f64, weight: Weight, s: &str) {
    out.push(Shape::Text {
        x: r.x + r.w / 2.0,
        y: r.y + r.h / 2.0 + size * CAP_HEIGHT / 2.0,
        size,
        weight,
        align: Align::Center,
        color: Color::BLACK,
        text: s.to_string(),
    });
}

fn boxed(out: &mut Vec<Shape>, r: Rect, fill: Option<Color>) {
    out.push(Shape::Rect {
        x: r.x,
        y: r.y,
        w: r.w,
        h: r.h,
        fill,
        stroke: Some(Stroke::solid(Color::grey(90), 0.6)),
    });
}

/// A score sheet: a row per round, a column per player, a total row.
/// `hint` is printed small in each empty cell. Returns the bottom.
fn score_sheet(out: &mut Vec<Shape>, area: Rect, players: usize, rounds: usize, hint: &str) -> f64 {
    let first = 62.0;
    let cw = (area.w - first) / players as f64;
    let rh = (area.h / (rounds as f64 + 2.0)).min(34.0);
    let head = Rect::new(area.x, area.y, first, rh);
    boxed(out, head, Some(Color::grey(225)));
    cell_text(out, head, 9.0, Weight::Bold, "Round");
    for p in 0..players {
        let r = Rect::new(area.x + first + p as f64 * cw, area.y, cw, rh);
        boxed(out, r, Some(Color::grey(225)));
        out.push(Shape::Text {
            x: r.x + 4.0,
            y: r.y + 10.0,
            size: 7.0,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::grey(90),
            text: format!("Player {}", p + 1),
        });
    }
    for round in 0..=rounds {
        let y = area.y + rh * (round as f64 + 1.0);
        let label = Rect::new(area.x, y, first, rh);
        let total = round == rounds;
        boxed(out, label, total.then_some(Color::grey(235)));
        let name = if total {
            "Total".to_string()
        } else {
            (round + 1).to_string()
        };
        cell_text(out, label, 9.0, Weight::Bold, &name);
        for p in 0..players {
            let r = Rect::new(area.x + first + p as f64 * cw, y, cw, rh);
            boxed(out, r, total.then_some(Color::grey(235)));
            let fits = measure(hint, 5.5, Weight::Regular) < cw - 6.0;
            if !total && !hint.is_empty() && fits {
                out.push(Shape::Text {
                    x: r.x + 3.0,
                    y: r.bottom() - 3.0,
                    size: 5.5,
                    weight: Weight::Regular,
                    align: Align::Left,
                    color: Color::grey(140),
                    text: hint.to_string(),
                });
            }
        }
    }
    area.y + rh * (rounds as f64 + 2.0)
}

fn king_tut_page(pages: &mut Pages, t: &HandoutTemplate) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let mut y = page_heading(out, body, "King Tut: a race against the clock");
    y = text_block(
        out,
        body,
        y,
        "How a round goes",
        "One player at a time plays a full game from the usual setup while the \
         others keep time. The player calls \"done\" to stop the clock, either \
         because no hop is left or because they choose to stop there. Their result \
         for the round is the time on the clock plus a penalty for what is left on \
         the board: 3 seconds for every point of the final score above 1. So a \
         perfect game (one Small, score 1) costs nothing extra.",
    );
    y = text_block(
        out,
        body,
        y,
        "Winning",
        "Play the agreed number of rounds, taking turns to go first. Add up each \
         player's results; the lowest total time wins.",
    );
    // Table: score -> seconds added, in columns of pairs.
    y = paragraph(
        out,
        body.x,
        y,
        body.w,
        Style::new(11.0, Weight::Bold),
        "Seconds added for the final score",
    ) + 4.0;
    let per_col = 8;
    let cols = (KING_TUT_TABLE_MAX as usize).div_ceil(per_col);
    let gap = 10.0;
    let pw = (body.w - gap * (cols as f64 - 1.0)) / cols as f64;
    let rh = 14.0;
    for c in 0..cols {
        let x = body.x + c as f64 * (pw + gap);
        let h1 = Rect::new(x, y, pw / 2.0, rh);
        let h2 = Rect::new(x + pw / 2.0, y, pw / 2.0, rh);
        boxed(out, h1, Some(Color::grey(225)));
        boxed(out, h2, Some(Color::grey(225)));
        cell_text(out, h1, 8.0, Weight::Bold, "Score");
        cell_text(out, h2, 8.0, Weight::Bold, "Add");
        for i in 0..per_col {
            let score = (c * per_col + i + 1) as u32;
            if score > KING_TUT_TABLE_MAX {
                break;
            }
            let ry = y + rh * (i as f64 + 1.0);
            let a = Rect::new(x, ry, pw / 2.0, rh);
            let b = Rect::new(x + pw / 2.0, ry, pw / 2.0, rh);
            boxed(out, a, None);
            boxed(out, b, None);
            cell_text(out, a, 8.5, Weight::Regular, &score.to_string());
            cell_text(
                out,
                b,
                8.5,
                Weight::Regular,
                &format!("+{} s", king_tut_seconds(score)),
            );
        }
    }
    y += rh * (per_col as f64 + 1.0) + 6.0;
    y = paragraph(
        out,
        body.x,
        y,
        body.w,
        Style::new(8.0, Weight::Regular).color(Color::grey(60)),
        &format!(
            "Above {KING_TUT_TABLE_MAX}: 3 seconds times (score - 1). Example: score 5 adds \
             {} s, so 1:40 on the clock becomes 1:52.",
            king_tut_seconds(5)
        ),
    ) + 10.0;
    y = paragraph(
        out,
        body.x,
        y,
        body.w,
        Style::new(11.0, Weight::Bold),
        "Score sheet: time + added seconds = result",
    ) + 4.0;
    score_sheet(
        out,
        Rect::new(body.x, y, body.w, body.bottom() - y),
        t.players,
        t.rounds,
        "time      + add      = result",
    );
}

fn quicksand_page(pages: &mut Pages, t: &HandoutTemplate) {
    let (_, body) = pages.start();
    let out = pages.shapes();
    let mut y = page_heading(out, body, "Quicksand: everyone at once");
    y = text_block(
        out,
        body,
        y,
        "How a round goes",
        "Every player sets up a board of their own. Start a timer and all play at \
         the same time. When the timer goes off, stop at once: every pyramid still \
         on your board counts, and so does any pyramid in your hand mid-move. The \
         lowest score takes the round; over several rounds, the lowest total wins.",
    );
    y = text_block(
        out,
        body,
        y,
        "Setting the timer",
        "Pick a time from 1 to 5 minutes: about 1 minute for a frantic 3 x 4 game, \
         3 to 5 minutes when players are new or play on 4 x 5. For a hidden random \
         timer, let someone who is not playing set it without telling, or roll a die \
         in secret and use that many minutes (a 6 means roll again). Nobody knows \
         when the sand will swallow their board, so it pays to keep the board tidy \
         at every moment.",
    );
    y = paragraph(
        out,
        body.x,
        y,
        body.w,
        Style::new(11.0, Weight::Bold),
        "Score sheet: pips left when the timer went off",
    ) + 4.0;
    let bottom = score_sheet(
        out,
        Rect::new(body.x, y, body.w, (body.bottom() - y - 40.0).max(60.0)),
        t.players,
        t.rounds,
        "",
    );
    paragraph(
        out,
        body.x,
        bottom + 8.0,
        body.w,
        Style::new(8.0, Weight::Regular).color(Color::grey(60)),
        "Timer for each round: write the minutes next to the round number, or \
         \"hidden\" for a random timer.",
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_tut_adds_three_seconds_per_point_above_one() {
        assert_eq!(king_tut_seconds(1), 0);
        assert_eq!(king_tut_seconds(2), 3);
        assert_eq!(king_tut_seconds(5), 12);
        assert_eq!(king_tut_seconds(0), 0);
    }
}
