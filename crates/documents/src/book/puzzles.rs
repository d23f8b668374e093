//! The puzzle pages: numbered puzzles in slots, each with its goal, grade,
//! ID and play link.

use super::page::*;
use crate::play_link::{PlayMark, PlayUrl};
use crate::puzzle::DrawStyle;
use render::text::{CAP_HEIGHT, Style, fit_size, measure, paragraph_across};
use render::{Align, Color, Rect, Shape, Stroke, Weight};

/// Lays out puzzle pages for one section; the last page may be sparse.
/// Returns the page of each puzzle and sets each one's figure width.
pub(crate) fn puzzle_pages(
    pages: &mut Pages,
    heading: &str,
    puzzles: &mut [Numbered],
    per_page: usize,
    style: &DrawStyle,
    ty: &Type,
    play: Option<&PlayUrl>,
) -> Vec<usize> {
    let mut at = Vec::new();
    for chunk in puzzles.chunks_mut(per_page.max(1)) {
        let (n, body) = pages.start();
        let aspect = chunk[0].puzzle.aspect();
        let (cols, rows, _) = slot_grid(per_page, aspect, body, ty);
        let out = pages.shapes();
        let mut y = page_heading_sized(out, body, heading, ty.head, ty);
        y += 4.0;
        let top = body.y + header_h(ty);
        let sw = (body.w - SLOT_GAP * (cols as f64 - 1.0)) / cols as f64;
        let sh = (body.bottom() - top - SLOT_GAP * (rows as f64 - 1.0)) / rows as f64;
        let _ = y;
        for (i, item) in chunk.iter_mut().enumerate() {
            let (r, c) = (i / cols, i % cols);
            let slot = Rect::new(
                body.x + c as f64 * (sw + SLOT_GAP),
                top + r as f64 * (sh + SLOT_GAP),
                sw,
                sh,
            );
            item.figure_w = puzzle_slot(out, item, slot, style, ty, play);
            at.push(n);
        }
    }
    // The last page of a section may be sparse, unless it is full.
    if !puzzles.len().is_multiple_of(per_page.max(1)) {
        pages.sparse();
    }
    at
}

/// One puzzle in its slot: number and grade, goal line, figure, ID, and
/// ruled lines for moves in the room left. Returns the figure's width.
pub(crate) fn puzzle_slot(
    out: &mut Vec<Shape>,
    item: &Numbered,
    slot: Rect,
    style: &DrawStyle,
    ty: &Type,
    play: Option<&PlayUrl>,
) -> f64 {
    let p = item.puzzle;
    // The play mark at the bottom right; the figure leaves it room.
    let mark = play
        .and_then(|u| Some((u, p.play_id()?)))
        .map(|(u, id)| PlayMark::new(u, &id, ty.small, ty.min, slot.w));
    let mark_over = mark
        .as_ref()
        .map_or(0.0, |m| (m.height() + 4.0 - ty.mark).max(0.0));
    let title = format!("{} {}", p.game().words().noun, item.number);
    out.push(Shape::Text {
        x: slot.x,
        y: slot.y + ty.head * CAP_HEIGHT,
        size: ty.head,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: title.clone(),
    });
    let tier = capitalised(&p.words().tier_word());
    let tw = slot.w - measure(&title, ty.head, Weight::Bold) - 8.0;
    out.push(Shape::Text {
        x: slot.right(),
        y: slot.y + ty.head * CAP_HEIGHT,
        size: fit_size(&tier, Weight::Bold, ty.body, tw.max(1.0)).max(ty.min),
        weight: Weight::Bold,
        align: Align::Right,
        color: Color::grey(70),
        text: tier,
    });
    let goal = format!("{} \u{b7} {}", p.words().kind, p.words().caption);
    let mut y = paragraph_across(
        out,
        slot,
        slot.y + ty.head * 1.35,
        Style::new(ty.body, Weight::Regular),
        &goal,
    );
    let grade = p.words().grade;
    if grade != p.words().tier {
        y = paragraph_across(
            out,
            slot,
            y + 1.0,
            Style::new(ty.small, Weight::Regular).color(Color::grey(80)),
            &grade,
        );
    }
    let y = y + 4.0;
    let id_h = ty.id_line() + mark_over;
    let pitch = ty.note_pitch;
    let aspect = p.aspect();
    let avail_h = (slot.bottom() - y - id_h).max(0.0);
    let full_w = slot.w.min(avail_h * aspect);
    // Ruled lines under the figure when at least three fit there; else in
    // a column beside it (a tall slot's figure leaves the width), when
    // that keeps the figure legible and at least 3/4 of its size.
    let lines_under = |fw: f64| {
        let first = y + fw / aspect + ty.small * 1.8 + pitch;
        ((slot.bottom() - first) / pitch).floor() as i64 + 1
    };
    let side_w = (9.0 * ty.body).max(MOVES_COLUMN_MIN_PT);
    let beside_w = full_w.min(slot.w - side_w - SLOT_GAP);
    let beside = lines_under(full_w) < 3
        && beside_w >= p.legible_width_for(style) - 1e-9
        && beside_w >= 0.75 * full_w;
    let fw = if beside { beside_w } else { full_w };
    let fh = fw / aspect;
    let area = if beside {
        Rect::new(slot.x, y, fw, fh)
    } else {
        Rect::new(slot.x + (slot.w - fw) / 2.0, y, fw, fh)
    };
    out.extend(p.draw(area, style));
    // The ID sits right under the figure.
    let id = crate::tr!("book-id", id = p.words().id);
    let id_base = area.bottom() + ty.small * 1.2;
    let (id_x, id_w) = if beside {
        (slot.x, fw.max(measure(&id, ty.min, Weight::Regular)))
    } else {
        (slot.x, slot.w)
    };
    let id_size = fit_size(&id, Weight::Regular, ty.small, id_w).max(ty.min);
    let id_half = measure(&id, id_size, Weight::Regular) / 2.0;
    out.push(Shape::Text {
        x: if beside {
            (area.x + fw / 2.0).max(id_x + id_half)
        } else {
            slot.x + slot.w / 2.0
        },
        y: id_base,
        size: id_size,
        weight: Weight::Regular,
        align: Align::Center,
        color: Color::grey(80),
        text: id,
    });
    // Lines to note moves on, in the room left (like the daily sheet).
    let (lx, first) = if beside {
        (area.right() + SLOT_GAP, y + ty.small * 1.2 + 3.0)
    } else {
        (slot.x, id_base + ty.small * 0.6 + pitch)
    };
    let lines = ((slot.bottom() - first) / pitch).floor().max(-1.0) as i64 + 1;
    if lines >= 1 {
        let label = &crate::tr!("block-moves");
        let lw = measure(label, ty.small, Weight::Regular);
        out.push(Shape::Text {
            x: lx,
            y: first - 3.0,
            size: ty.small,
            weight: Weight::Regular,
            align: Align::Left,
            color: Color::grey(90),
            text: label.to_string(),
        });
        for i in 0..lines.min(12) {
            let ly = first + i as f64 * pitch;
            let x1 = if i == 0 { lx + lw + 4.0 } else { lx };
            let x2 = mark
                .as_ref()
                .and_then(|m| m.stop_at(slot.right(), slot.bottom(), ly))
                .unwrap_or(slot.right());
            // No stub of a line beside the mark's link.
            if x2 - x1 < (slot.w / 3.0).max(3.0 * ty.body) {
                continue;
            }
            out.push(Shape::hline(
                x1,
                x2,
                ly,
                Stroke::solid(Color::grey(160), 0.5),
            ));
        }
    }
    if let Some(m) = &mark {
        m.draw(out, slot.right(), slot.bottom());
    }
    fw
}
