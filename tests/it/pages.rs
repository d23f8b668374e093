//! Pages made for a person: the board drawing keeps one size per piece,
//! stacks stand in one column, hop arrows run straight from square to
//! square, pieces keep a minimum printed size, text
//! stays legible and pages are not left nearly empty.

use documents::games::egypt::draw::{
    BoardStyle, MIN_SLOT, draw_board_parts, min_board_width, piece_scale,
};
use egypt::board::{Board, Move, Piece, Square};
use egypt::notation::parse_position;
use render::{Page, Rect, Shape};

/// A 4x5 board with stacks of 0 to 9 pieces.
fn mixed() -> Board {
    parse_position("S,SM,SML,SMLS,./LLMMSS,.,M,L,SSMMLLSML/.,SL,.,ML,S/L,.,S,.,SMLSM")
        .expect("position")
}

fn mv(a: (usize, usize), b: (usize, usize)) -> Move {
    Move {
        from: Square::new(a.0, a.1),
        to: Square::new(b.0, b.1),
    }
}

#[test]
fn one_size_per_piece_on_a_board_with_mixed_stacks() {
    let b = mixed();
    for area in [
        Rect::new(0.0, 0.0, 400.0, 330.0),
        Rect::new(30.0, 40.0, 180.0, 400.0),
    ] {
        let d = draw_board_parts(&b, area, &BoardStyle::default());
        assert_eq!(d.pieces.len(), b.piece_count());
        let mut width = [0.0f64; 3];
        for (k, p) in Piece::ALL.into_iter().enumerate() {
            let sizes: Vec<f64> = d
                .pieces
                .iter()
                .filter(|q| q.piece == p)
                .map(|q| q.rect.w)
                .collect();
            assert!(!sizes.is_empty());
            for s in &sizes {
                assert!((s - sizes[0]).abs() < 1e-9, "{p:?}: {s} vs {}", sizes[0]);
            }
            width[k] = sizes[0];
        }
        // Small < Medium < Large by at least 25% each.
        let mut w = width.to_vec();
        w.sort_by(f64::total_cmp);
        assert!(w[1] >= 1.25 * w[0] && w[2] >= 1.25 * w[1], "{w:?}");
        // Every piece stays inside its own square.
        let lay = documents::games::egypt::draw::layout(4, 5, area, &BoardStyle::default());
        for q in &d.pieces {
            let cell = lay.square(q.square);
            assert!(
                q.rect.x >= cell.x
                    && q.rect.right() <= cell.right() + 1e-9
                    && q.rect.y >= cell.y
                    && q.rect.bottom() <= cell.bottom() + 1e-9,
                "{q:?} outside {cell:?}"
            );
        }
    }
}

#[test]
fn every_stack_is_one_column_in_play_order_with_its_top_whole() {
    // Stacks of 0 to 9 pieces: one column (one centre line), each piece
    // standing on the one below it, the top piece drawn whole (its full
    // height), the pieces under it at least a sliver each.
    let b = mixed();
    for area in [
        Rect::new(0.0, 0.0, 400.0, 330.0),
        Rect::new(0.0, 0.0, 160.0, 130.0),
    ] {
        let d = draw_board_parts(&b, area, &BoardStyle::default());
        let whole = |p: Piece| d.slot * piece_scale(p) * 0.72;
        for sq in b.size().squares() {
            let col: Vec<_> = d.pieces.iter().filter(|q| q.square == sq).collect();
            assert_eq!(col.len(), b.stack(sq).len());
            for (i, q) in col.iter().enumerate() {
                assert_eq!(q.index, i);
                let cx = q.rect.x + q.rect.w / 2.0;
                let cx0 = col[0].rect.x + col[0].rect.w / 2.0;
                assert!((cx - cx0).abs() < 1e-9, "{sq}: not one column");
                if i > 0 {
                    assert!(
                        (q.rect.bottom() - col[i - 1].rect.y).abs() < 1e-9,
                        "{sq}: piece {i} does not stand on the one below"
                    );
                    assert!(col[i - 1].rect.h >= 0.05 * d.slot, "{sq}: band too thin");
                }
            }
            if let Some(top) = col.last() {
                assert!(
                    (top.rect.h - whole(top.piece)).abs() < 1e-9,
                    "{sq}: top not whole"
                );
            }
        }
    }
}

#[test]
fn hop_arrows_are_straight_from_square_to_square_off_the_grid_lines() {
    // Every hop on full nests, the mixed board and short stacks: one
    // straight segment from inside the start square to inside the landing
    // square, on no grid line, and the removed mark on the hopped
    // square's centre.
    let full = parse_position("SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML")
        .expect("full");
    let boards = [
        Board::setup(egypt::board::Size::STANDARD_3X4),
        Board::setup(egypt::board::Size::STANDARD_4X5),
        mixed(),
        full,
        short(),
    ];
    let mut checked = 0;
    for b in &boards {
        let size = b.size();
        for from in size.squares() {
            for (dr, dc) in [
                (0, 2),
                (0, -2),
                (2, 0),
                (-2, 0),
                (2, 2),
                (2, -2),
                (-2, 2),
                (-2, -2),
            ] {
                let (r, c) = (from.row as i32 + dr, from.col as i32 + dc);
                if r < 0 || c < 0 || r >= size.rows() as i32 || c >= size.cols() as i32 {
                    continue;
                }
                let m = mv(
                    (from.row as usize, from.col as usize),
                    (r as usize, c as usize),
                );
                for area in [
                    Rect::new(0.0, 0.0, 300.0, 260.0),
                    Rect::new(0.0, 0.0, 120.0, 100.0),
                ] {
                    let style = BoardStyle::after_move(m);
                    let d = draw_board_parts(b, area, &style);
                    let lay = documents::games::egypt::draw::layout(
                        size.rows(),
                        size.cols(),
                        area,
                        &style,
                    );
                    assert_eq!(d.arrows.len(), 1);
                    let pts = &d.arrows[0];
                    assert_eq!(pts.len(), 2, "{m:?}: one straight segment");
                    let inside = |p: (f64, f64), r: Rect| {
                        p.0 > r.x && p.0 < r.right() && p.1 > r.y && p.1 < r.bottom()
                    };
                    assert!(inside(pts[0], lay.square(m.from)), "{m:?} start");
                    assert!(inside(pts[1], lay.square(m.to)), "{m:?} end");
                    let (dx, dy) = (pts[1].0 - pts[0].0, pts[1].1 - pts[0].1);
                    if dx.abs() < 1e-9 {
                        let off = (pts[0].0 - lay.x0) / lay.cell;
                        assert!((off - off.round()).abs() > 0.2, "{m:?} along a column line");
                    }
                    if dy.abs() < 1e-9 {
                        let off = (pts[0].1 - lay.y0) / lay.cell;
                        assert!((off - off.round()).abs() > 0.2, "{m:?} along a row line");
                    }
                    if dr != 0 && dc != 0 {
                        assert!((dx.abs() - dy.abs()).abs() < 1e-6, "{m:?} not diagonal");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100);
}

/// A 3x4 board of stacks of one and two pieces.
fn short() -> Board {
    parse_position("S,SM,L,M/ML,.,S,LL/M,S,SS,L").expect("position")
}

#[test]
fn pieces_keep_one_size_with_and_without_marks() {
    // A key diagram and the puzzle board at the same size: every piece the
    // same box, whether the board carries marks or not.
    for b in [
        mixed(),
        short(),
        Board::setup(egypt::board::Size::STANDARD_4X5),
    ] {
        let area = Rect::new(10.0, 20.0, 320.0, 280.0);
        let plain = draw_board_parts(&b, area, &BoardStyle::default());
        let size = b.size();
        let m = mv((0, 0), (0, 2));
        let marked = draw_board_parts(&b, area, &BoardStyle::after_move(m));
        assert!(!marked.arrows.is_empty());
        assert!(
            (plain.slot - marked.slot).abs() < 1e-9,
            "{size}: {} vs {}",
            plain.slot,
            marked.slot
        );
        // The same width everywhere, the same height too except for the
        // lower pieces of the stacks the row hop crosses (a1 to c1), which
        // stand squeezed under its arrow; their top piece stays whole.
        let crossed = |sq: Square| sq.row == 0 && sq.col <= 2;
        let top = |q: &documents::games::egypt::draw::PieceBox| {
            marked
                .pieces
                .iter()
                .filter(|o| o.square == q.square)
                .all(|o| o.index <= q.index)
        };
        for (p, q) in plain.pieces.iter().zip(&marked.pieces) {
            assert_eq!(p.piece, q.piece);
            assert!((p.rect.w - q.rect.w).abs() < 1e-9, "{size} {}", q.square);
            if !crossed(q.square) || top(q) {
                assert!((p.rect.h - q.rect.h).abs() < 1e-9, "{size} {}", q.square);
            }
        }
    }
}

#[test]
fn row_hop_arrows_run_above_the_top_piece_of_every_stack_they_cross() {
    // A hop to play (hollow) and a hop played along a row, over full
    // nests, mixed stacks and short ones, in a large and a small board:
    // the top piece of each stack from the start to the landing square
    // stands under the arrow's shaft but for its tip, and every lower
    // piece keeps a band. (Stacks of six and more, as on the mixed board's second
    // row, leave no room under an arrow: there the arrow keeps its
    // place, as the drawing's comment says.)
    let full = parse_position("SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML")
        .expect("full");
    let mut checked = 0;
    for b in [
        mixed(),
        short(),
        full,
        Board::setup(egypt::board::Size::STANDARD_3X4),
    ] {
        let size = b.size();
        for from in size.squares() {
            for dc in [2i32, -2] {
                let c = from.col as i32 + dc;
                if c < 0 || c >= size.cols() as i32 || b.stack(from).is_empty() {
                    continue;
                }
                let (lo, hi) = (from.col.min(c as u8), from.col.max(c as u8));
                let crossed = |sq: Square| sq.row == from.row && (lo..=hi).contains(&sq.col);
                if size
                    .squares()
                    .any(|sq| crossed(sq) && b.stack(sq).len() > 5)
                {
                    continue;
                }
                let m = mv(
                    (from.row as usize, from.col as usize),
                    (from.row as usize, c as usize),
                );
                for style in [
                    BoardStyle::after_move(m),
                    BoardStyle::with_marks(vec![documents::games::egypt::draw::Mark::ToPlay(m)]),
                ] {
                    for area in [
                        Rect::new(0.0, 0.0, 300.0, 260.0),
                        Rect::new(0.0, 0.0, 120.0, 100.0),
                    ] {
                        let d = draw_board_parts(&b, area, &style);
                        let plain = draw_board_parts(&b, area, &BoardStyle::default());
                        let pts = &d.arrows[0];
                        let y = pts[0].1;
                        assert!((pts[1].1 - y).abs() < 1e-9, "a row hop's arrow is level");
                        for q in d.pieces.iter().filter(|q| {
                            q.square.row == from.row && (lo..=hi).contains(&q.square.col)
                        }) {
                            let is_top = d
                                .pieces
                                .iter()
                                .filter(|o| o.square == q.square)
                                .all(|o| o.index <= q.index);
                            if is_top {
                                // Its tip (three tenths of its height) at most.
                                assert!(
                                    q.rect.y + 0.3 * q.rect.h > y + 1.0,
                                    "{size} {m:?} {area:?}: the top of {} reaches the arrow ({} vs {y})",
                                    q.square,
                                    q.rect.y
                                );
                            } else {
                                let before = plain
                                    .pieces
                                    .iter()
                                    .find(|p| p.square == q.square && p.index == q.index)
                                    .map_or(0.0, |p| p.rect.h);
                                assert!(
                                    q.rect.h >= (d.slot * 0.1).min(before) - 1e-9,
                                    "{size} {m:?}: a band of {} too thin",
                                    q.square
                                );
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn short_stacks_get_large_pieces_in_large_squares() {
    // Stacks of one or two: a Large takes well over 0.35 of its square.
    let b = short();
    let area = Rect::new(0.0, 0.0, 4.42 * 90.0, 3.42 * 90.0);
    for style in [
        BoardStyle::default(),
        BoardStyle::after_move(mv((0, 1), (2, 3))),
    ] {
        let d = draw_board_parts(&b, area, &style);
        let cell = documents::games::egypt::draw::layout(3, 4, area, &style).cell;
        assert!(
            d.slot / cell > 0.35,
            "unit {:.3} of the square",
            d.slot / cell
        );
    }
    // A nest takes three pieces in the square's height: smaller pieces.
    let nests = draw_board_parts(
        &Board::setup(egypt::board::Size::STANDARD_3X4),
        area,
        &BoardStyle::default(),
    );
    let short_slot = draw_board_parts(&b, area, &BoardStyle::default()).slot;
    assert!(nests.slot < short_slot);
}

#[test]
fn minimum_board_width_gives_the_minimum_piece_size() {
    for b in [mixed(), Board::setup(egypt::board::Size::STANDARD_4X5)] {
        for coords in [true, false] {
            let w = min_board_width(&b, coords);
            // Exactly the minimum, with marks (a key) or without (a puzzle).
            let marked = BoardStyle {
                coordinates: coords,
                ..BoardStyle::after_move(mv((0, 0), (0, 2)))
            };
            let plain = BoardStyle {
                coordinates: coords,
                ..BoardStyle::default()
            };
            let d = draw_board_parts(&b, Rect::new(0.0, 0.0, w, w * 2.0), &marked);
            assert!((d.slot - MIN_SLOT).abs() < 1e-6, "{} vs {MIN_SLOT}", d.slot);
            let narrower = draw_board_parts(&b, Rect::new(0.0, 0.0, w * 0.9, w * 2.0), &marked);
            assert!(narrower.slot < MIN_SLOT);
            let d = draw_board_parts(&b, Rect::new(0.0, 0.0, w, w * 2.0), &plain);
            assert!((d.slot - MIN_SLOT).abs() < 1e-6, "{} vs {MIN_SLOT}", d.slot);
            // The printed sizes: a Small at least 1.5 mm wide, a pip at
            // least 0.6 mm across.
            let mm = 72.0 / 25.4;
            let small = d
                .shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Polygon { points, .. } if points.len() == 3 => {
                        Some((points[1].0 - points[0].0).abs())
                    }
                    _ => None,
                })
                .fold(f64::INFINITY, f64::min);
            let pip = d
                .shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Circle { r, .. } => Some(2.0 * r),
                    _ => None,
                })
                .fold(f64::INFINITY, f64::min);
            assert!(small >= 1.5 * mm, "Small {:.2} mm", small / mm);
            assert!(pip >= 0.6 * mm, "pip {:.2} mm", pip / mm);
        }
    }
}

/// Every text run on a page.
pub fn text_sizes(page: &Page) -> Vec<(f64, String)> {
    page.shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { size, text, .. } => Some((*size, text.clone())),
            _ => None,
        })
        .collect()
}

fn assert_legible(what: &str, pages: &[Page]) {
    for (i, p) in pages.iter().enumerate() {
        for (size, text) in text_sizes(p) {
            assert!(size >= 7.0 - 1e-9, "{what} p.{}: {size} pt '{text}'", i + 1);
        }
    }
}

#[test]
fn rule_sheet_text_is_at_least_7pt() {
    use documents::games::egypt::rules_sheet::rules_document_with;
    use render::Paper;
    for paper in Paper::ALL {
        for color in [false, true] {
            assert_legible("rules", &rules_document_with(paper, color).pages);
        }
    }
}

fn daily(every: usize, color: bool) -> render::Document {
    use documents::daily::{DailyOptions, daily_document_with};
    use egypt::daily::{daily_puzzles, parse_date};
    let date = parse_date("2026-01-02").expect("date");
    let puzzles = daily_puzzles(date).expect("puzzles");
    let opts = DailyOptions {
        paper: render::Paper::Letter,
        color,
        every,
    };
    daily_document_with(date, &puzzles, &opts).expect("daily")
}

#[test]
fn daily_sheets_and_keys_text_is_at_least_7pt() {
    for (every, color) in [(0, false), (5, true), (3, false)] {
        assert_legible(
            &format!("daily --every {every}"),
            &daily(every, color).pages,
        );
    }
}

/// Share of the content height a page uses (footer left out).
fn fill(page: &Page) -> f64 {
    let c = render::Paper::Letter.content();
    let bottom = page
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { y, text, .. }
                if !text.starts_with("pyramid-press daily") && !text.starts_with("page ") =>
            {
                Some(*y)
            }
            Shape::Rect { y, h, .. } => Some(y + h),
            Shape::Line { y1, y2, .. } => Some(y1.max(*y2)),
            _ => None,
        })
        .fold(c.y, f64::max);
    (bottom - c.y) / c.h
}

#[test]
fn keys_leave_no_nearly_empty_page_but_the_last() {
    for every in [5, 3] {
        let doc = daily(every, false);
        let n = doc.pages.len();
        // The key pages follow the two puzzle pages; the last is allowed to
        // be short.
        for (i, p) in doc.pages.iter().enumerate().take(n - 1).skip(2) {
            let f = fill(p);
            assert!(
                f >= 1.0 / 3.0,
                "--every {every}: page {} is {:.0}% full",
                i + 1,
                f * 100.0
            );
        }
    }
}

#[test]
fn single_board_pages_and_keys_text_is_at_least_7pt() {
    use documents::games::egypt::keys::solve_for_key;
    use documents::single::{SingleOptions, board_document};
    use egypt::solver::Limits;
    use egypt::target::Target;
    let board = parse_position("SMLL,SMLLL,S,SM/SML,SM,S,SML/.,M,S,S").expect("position");
    let moves = solve_for_key(&board, Target::SMALL, Limits::default()).expect("solvable");
    let given = documents::games::egypt::game::GivenPosition {
        id: egypt::puzzle_id::encode(&board, Target::SMALL),
        board,
        target: Target::SMALL,
        solution: Some(moves),
    };
    for paper in render::Paper::ALL {
        for every in [0, 1, 5] {
            let opts = SingleOptions {
                paper,
                color: every == 1,
                key: true,
                every,
            };
            let doc = board_document(&given, &opts).expect("doc");
            assert!(doc.pages.len() >= 2);
            assert_legible(&format!("render --key --every {every}"), &doc.pages);
            assert_legends(&format!("render --key --every {every}"), &doc.pages);
        }
    }
}

fn daily_deal() -> cards::Puzzle {
    cards::daily::deal_of_the_day("2026-01-02").expect("deal")
}

#[test]
fn deal_sheets_text_is_at_least_7pt() {
    use cards::Rules;
    use cards::generator::Tier;
    use documents::games::cards::game::generate_sheet;
    use documents::puzzle::PrintablePuzzle;
    use documents::sheet::{numbered, puzzle_sheet};
    let deals = generate_sheet(Rules::cheops(), Tier::Easy, 2, 3).expect("deals");
    let daily = daily_deal();
    for paper in render::Paper::ALL {
        let entries = numbered(deals.iter().map(|d| d as &dyn PrintablePuzzle));
        assert_legible(
            "cards sheet",
            &puzzle_sheet(&entries, paper, "t").expect("sheet"),
        );
        assert_legible(
            "cards sheet (daily deal)",
            &puzzle_sheet(&numbered([&daily as &dyn PrintablePuzzle]), paper, "t").expect("sheet"),
        );
    }
}

/// Pages that draw pieces explain them; pages that draw the marks of a
/// move explain those.
fn assert_legends(what: &str, pages: &[Page]) {
    for (i, p) in pages.iter().enumerate() {
        let texts: Vec<String> = text_sizes(p).into_iter().map(|t| t.1).collect();
        // The page's words in reading order, so that a phrase wrapped
        // over two lines is still found.
        let joined = texts.join(" ");
        let has = |s: &str| joined.contains(s);
        let pieces = p.shapes.iter().any(
            |s| matches!(s, Shape::Polygon { points, fill: Some(_), .. } if points.len() == 3),
        );
        let dashed_box = p
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Rect { stroke: Some(st), .. } if st.dash.is_some()));
        if pieces {
            assert!(
                has("Small (1 pip)") || has("Small = 1"),
                "{what} p.{}: pieces without a legend",
                i + 1
            );
            assert!(
                has("stack is drawn in one column") || has("draw a stack in one column"),
                "{what} p.{}: no word on how a stack is drawn",
                i + 1
            );
        }
        if dashed_box {
            assert!(
                has("start square"),
                "{what} p.{}: move marks without a legend",
                i + 1
            );
        }
    }
}

#[test]
fn legends_are_present_where_pieces_and_marks_are_drawn() {
    use documents::games::egypt::rules_sheet::rules_document_with;
    for (every, color) in [(0, false), (5, true), (3, false)] {
        assert_legends(
            &format!("daily --every {every}"),
            &daily(every, color).pages,
        );
    }
    for paper in render::Paper::ALL {
        assert_legends("rules", &rules_document_with(paper, false).pages);
    }
}

#[test]
fn the_daily_sheet_with_its_deal_leaves_no_nearly_empty_page() {
    use documents::daily::{DailyExtra, DailyOptions, daily_sheet};
    use egypt::daily::{daily_puzzles, parse_date};
    let card = daily_deal();
    let deal = DailyExtra {
        puzzle: &card,
        title: "Card deal of the day",
    };
    for day in ["2026-01-02", "2026-03-17"] {
        let date = parse_date(day).expect("date");
        let puzzles = daily_puzzles(date).expect("puzzles");
        for every in [0, 5, 3] {
            let opts = DailyOptions {
                paper: render::Paper::Letter,
                color: false,
                every,
            };
            let doc = daily_sheet(date, &puzzles, Some(&deal), &opts).expect("daily");
            assert_legible(&format!("daily --every {every}"), &doc.pages);
            // The solutions and the deal's key are one section: the key
            // follows the last solution on its page (the last solution
            // moves over when both do not fit), so no page, the last
            // included, is under a third full.
            for (i, p) in doc.pages.iter().enumerate() {
                let f = fill(p);
                assert!(
                    f >= 1.0 / 3.0,
                    "daily {day} --every {every} with its deal: page {} of {} is {:.0}% full",
                    i + 1,
                    doc.pages.len(),
                    f * 100.0
                );
            }
            let last: Vec<String> = text_sizes(doc.pages.last().expect("a page"))
                .into_iter()
                .map(|t| t.1)
                .collect();
            assert!(
                last.iter().any(|t| t.starts_with("Card deal of the day"))
                    && last.iter().any(|t| t.starts_with("Puzzle ")),
                "{day} --every {every}: the deal's key shares its page with a solution"
            );
        }
    }
}

#[test]
fn mats_text_is_at_least_7pt() {
    use documents::mat::mat_document;
    use render::Paper;
    for (rows, cols, mm, paper) in [
        (3, 4, 40.0, Paper::Letter),
        (4, 5, 60.0, Paper::A4),
        (8, 8, 60.0, Paper::A4),
        (4, 5, 25.0, Paper::Letter),
    ] {
        let doc = mat_document(rows, cols, mm, paper).expect("mat");
        assert_legible(&format!("mat {rows}x{cols} {mm} mm {paper}"), &doc.pages);
    }
}
