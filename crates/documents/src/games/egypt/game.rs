//! Egyptian Solitaire behind the documents' [`PrintablePuzzle`] interface:
//! a puzzle drawn by [`super::draw::draw_board`], its key with diagrams, the
//! rules as text and the reading notes of a book.

use crate::game::{
    DrawStyle, Figure, Key, KeyError, KeyFigure, LookupTable, Note, PlayTogether, PrintablePuzzle,
    WebPlay,
};
use crate::text_pages::{TextSizes, text_pages};
use render::text::{Style, paragraph, paragraph_height};
use render::{Align, Page, Rect, Shape, Weight};

use super::draw::{BoardStyle, LEGEND_SIZE, Legend, Mark, draw_board, draw_legend};
use egypt::board::{Board, Move, Size};
use egypt::generator::Puzzle;
use egypt::notation;

/// The least legible board square in print: 0.25 in.
pub const MIN_SQUARE_PT: f64 = 18.0;

/// Aspect and least legible width of a board drawing of `grid` (with its
/// coordinates, which take 0.42 of a square on the top and the left).
pub fn figure_hint(grid: Size) -> (f64, f64) {
    let w = grid.cols() as f64 + 0.42;
    let h = grid.rows() as f64 + 0.42;
    (w / h, MIN_SQUARE_PT * w)
}

/// Least legible width of a board drawing of `grid` for a document's
/// style: squares of 0.25 in, and in large print squares wide enough for
/// coordinate labels of `style.min_text` (a third of a square).
pub fn min_width_for(grid: Size, style: &DrawStyle) -> f64 {
    let (_, w) = figure_hint(grid);
    if style.min_text > 13.0 {
        w.max(style.min_text / 0.34 * (grid.cols() as f64 + 0.42))
    } else {
        w
    }
}

/// A board position drawn with optional marks: a puzzle or a key diagram.
pub struct BoardFigure {
    pub board: Board,
    pub marks: Vec<Mark>,
    pub coordinates: bool,
}

impl Figure for BoardFigure {
    fn aspect(&self) -> f64 {
        figure_hint(self.board.size()).0
    }

    fn min_width(&self) -> f64 {
        figure_hint(self.board.size()).1
    }

    fn min_width_for(&self, style: &DrawStyle) -> f64 {
        min_width_for(self.board.size(), style)
    }

    fn draw(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        let bs = BoardStyle {
            color: style.color,
            highlight: self.marks.clone(),
            coordinates: self.coordinates,
            min_text: style.min_text,
        };
        draw_board(&self.board, fit_aspect(area, self.aspect()), &bs)
    }

    fn legible_width(&self) -> f64 {
        super::draw::min_board_width(&self.board, self.coordinates).max(self.min_width())
    }
}

/// The largest rectangle of `aspect` centred at the top of `area`.
pub fn fit_aspect(area: Rect, aspect: f64) -> Rect {
    let w = area.w.min(area.h * aspect);
    let h = w / aspect;
    Rect::new(area.x + (area.w - w) / 2.0, area.y, w, h)
}

impl Figure for Puzzle {
    fn aspect(&self) -> f64 {
        figure_hint(self.grid).0
    }

    fn min_width(&self) -> f64 {
        figure_hint(self.grid).1
    }

    fn min_width_for(&self, style: &DrawStyle) -> f64 {
        min_width_for(self.grid, style)
    }

    fn draw(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        BoardFigure {
            board: self.position.clone(),
            marks: Vec::new(),
            coordinates: true,
        }
        .draw(area, style)
    }
}

/// Moves after which a key shows the position: before the deepest trap
/// moment, and the end. Without traps, half way for lines of more than six
/// moves. Two diagrams at most, so that each can be as large as the
/// puzzle's own board.
fn key_stops(p: &Puzzle) -> Vec<(usize, Option<String>)> {
    let n = p.solution.len();
    let mut traps: Vec<_> = p
        .traps
        .iter()
        .filter(|t| t.step > 0 && t.step < n)
        .collect();
    traps.sort_by_key(|t| (std::cmp::Reverse(t.depth), t.step));
    traps.truncate(1);
    let mut stops: Vec<(usize, Option<String>)> = traps
        .iter()
        .map(|t| {
            (
                t.step,
                Some(format!(
                    "Before move\u{a0}{}: {} loses; play\u{a0}{}",
                    t.number(),
                    t.alternative,
                    t.play
                )),
            )
        })
        .collect();
    if stops.is_empty() && n > 6 {
        stops.push((n / 2, None));
    }
    stops.push((n, None));
    stops.dedup_by_key(|s| s.0);
    stops
}

impl PrintablePuzzle for Puzzle {
    fn game(&self) -> &'static str {
        "Egyptian Solitaire"
    }

    fn noun(&self) -> &'static str {
        "Puzzle"
    }

    fn how_to_solve(&self) -> String {
        HOW_TO_SOLVE.to_string()
    }

    fn compact_key_note(&self) -> String {
        COMPACT_KEY_NOTE.to_string()
    }

    fn plural(&self) -> &'static str {
        "Egyptian Solitaire puzzles"
    }

    fn plural_for_cover(&self) -> String {
        "Egyptian Solitaire puzzles for Looney Pyramids".to_string()
    }

    fn kind(&self) -> String {
        self.grid.to_string()
    }

    fn caption(&self) -> String {
        self.target.caption()
    }

    fn id(&self) -> String {
        self.id.clone()
    }

    fn tier(&self) -> &'static str {
        self.tier.name()
    }

    fn grade_words(&self) -> String {
        self.grade().words()
    }

    fn notation(&self) -> String {
        notation::format_position(&self.position)
    }

    fn key(&self) -> Result<Key<'_>, KeyError> {
        let stops = key_stops(self);
        let mut board = self.position.clone();
        let mut figures = Vec::new();
        let mut last: Option<Move> = None;
        for done in 0..=self.solution.len() {
            if done > 0 {
                let mv = self.solution[done - 1];
                board
                    .play(mv)
                    .map_err(|e| KeyError(format!("move {done} ({mv}) is illegal: {e}")))?;
                last = Some(mv);
            }
            let Some((_, trap)) = stops.iter().find(|s| s.0 == done) else {
                continue;
            };
            let end = done == self.solution.len();
            let caption = match (trap, last) {
                (Some(words), _) => words.clone(),
                (None, _) if end && board.is_terminal() => {
                    format!("End after move\u{a0}{done}: score\u{a0}{}", board.pips())
                }
                (None, Some(mv)) => format!("After move\u{a0}{done}, {mv}"),
                (None, None) => "Start".to_string(),
            };
            let mut marks = Vec::new();
            if let Some(mv) = last {
                marks.push(Mark::Move(mv));
                if let Some(over) = mv.over() {
                    marks.push(Mark::Hopped(over));
                }
            }
            figures.push(KeyFigure {
                caption,
                figure: Box::new(BoardFigure {
                    board: board.clone(),
                    marks,
                    coordinates: true,
                }),
            });
        }
        Ok(Key {
            steps: self.solution.iter().map(|m| m.to_string()).collect(),
            figures,
            empty: "No moves: the start is already finished.".to_string(),
        })
    }

    fn full_key(&self, every: usize) -> Result<crate::game::FullKey<'_>, KeyError> {
        super::keys::full_key(&self.position, &self.solution, &self.traps, every)
    }

    fn legend(
        &self,
        out: &mut Vec<Shape>,
        x: f64,
        y: f64,
        w: f64,
        marks: bool,
        style: &DrawStyle,
    ) -> f64 {
        super::keys::legend(out, x, y, w, marks, style)
    }

    fn rules_pages(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> Rect,
        min_text: f64,
    ) -> Vec<Page> {
        let style = DrawStyle {
            color: false,
            min_text,
        };
        self.rules_pages_at(width, height, body, &style, min_text.max(7.0))
    }

    /// The fitted rule sheet (it has the most diagrams) when all its text
    /// stays at `body_size` or more; else the rules as headed paragraphs
    /// at `body_size` with a start diagram and a hop drawn before and
    /// after.
    fn rules_pages_at(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> Rect,
        style: &DrawStyle,
        body_size: f64,
    ) -> Vec<Page> {
        let size = body_size.max(style.min_text).max(7.0);
        let mut pages = crate::games::egypt::rules_sheet::rules_pages_fitted_with(
            width,
            height,
            body(0),
            style.color,
        );
        for (i, page) in pages.iter_mut().enumerate() {
            // The fitted sheet is laid out for the first page's area; later
            // pages move to their own (left and right pages differ).
            let dx = body(i).x - body(0).x;
            page.shapes = std::mem::take(&mut page.shapes)
                .into_iter()
                .map(|s| render::scale_shape(s, 1.0, dx, 0.0))
                .map(|s| match s {
                    // A document is not a rule sheet: keep only the credit.
                    Shape::Text {
                        x,
                        y,
                        size,
                        weight,
                        align,
                        color,
                        text,
                    } if text.contains("Rule sheet") => Shape::Text {
                        x,
                        y,
                        size,
                        weight,
                        align,
                        color,
                        text: "Egyptian Solitaire was designed by Dallan Duggar (2012).".into(),
                    },
                    other => other,
                })
                .collect();
        }
        let smallest = pages
            .iter()
            .flat_map(|p| &p.shapes)
            .filter_map(|s| match s {
                Shape::Text { size, .. } => Some(*size),
                _ => None,
            })
            .fold(f64::INFINITY, f64::min);
        if smallest >= size - 1e-9 {
            return pages;
        }
        book_rules_pages(width, height, body, style, size)
    }

    fn reading_notes(&self) -> Vec<Note> {
        let note = |h: &str, t: &str| Note {
            heading: h.to_string(),
            text: t.to_string(),
        };
        vec![
            note(
                "The start position",
                "A puzzle is a game already under way. Build the stacks shown in the \
                 diagram on a grid of the same size, then play on by the usual rules. \
                 Each stack is drawn from its lowest pyramid up to its top one.",
            ),
            note(
                "The goal",
                "Under every puzzle number you find its goal. Most ask you to finish with \
                 a single pyramid of a given size and nothing else on the board; others \
                 ask for a score at or under a number. You may only stop when no hop is \
                 left.",
            ),
            note(
                "Squares and moves",
                "Columns carry letters from a on the left, rows carry numbers from 1 at \
                 the top, so the top-left square is a1. A move is written as the square \
                 the pyramid leaves and the square it lands on: a1-c1 hops the top \
                 pyramid of a1 over b1 onto c1. The lines under each puzzle are for \
                 noting your moves.",
            ),
            note(
                "Tiers",
                "Puzzles come in four tiers: easy, medium, hard and expert. Harder tiers \
                 start with more pyramids on the board, and hopping at random wins them \
                 less often: at least one random game in ten solves an easy puzzle, \
                 fewer than one in two thousand an expert one.",
            ),
        ]
    }

    fn key_legend(&self, out: &mut Vec<Shape>, x: f64, y: f64, w: f64, style: &DrawStyle) -> f64 {
        let marks = Legend {
            color: style.color,
            marks: true,
            ..Legend::default()
        };
        legend_at(out, x, y, w, style, marks)
    }

    fn play_together(&self) -> Vec<PlayTogether> {
        play_together()
    }

    fn web_play(&self, style: &DrawStyle) -> Option<WebPlay> {
        Some(super::web::web_play(
            &self.position,
            self.target,
            &self.id,
            Some(&self.solution),
            style,
        ))
    }

    fn emblem(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        BoardFigure {
            board: Board::setup(Size::STANDARD_3X4),
            marks: Vec::new(),
            coordinates: false,
        }
        .draw(area, style)
    }
}

/// A legend ([`draw_legend`], the one drawing of the marks' meanings) with
/// every text at least `style.min_text`: drawn at its own size and scaled
/// up as a whole (icons and text) when the document asks for larger type.
/// Returns the bottom.
fn legend_at(
    out: &mut Vec<Shape>,
    x: f64,
    y: f64,
    w: f64,
    style: &DrawStyle,
    legend: Legend,
) -> f64 {
    let k = (style.min_text / LEGEND_SIZE).max(1.0);
    let mut own = Vec::new();
    let h = draw_legend(&mut own, 0.0, 0.0, w / k, legend);
    out.extend(own.into_iter().map(|s| render::scale_shape(s, k, x, y)));
    y + h * k
}

/// The rules as headed paragraphs at `size` points, then the 3x4 start and
/// a hop from it drawn before and after (with a legend of the move marks
/// where its type stays at the document's minimum or more), moved to a new
/// page when they do not fit under the text.
fn book_rules_pages(
    width: f64,
    height: f64,
    body: &dyn Fn(usize) -> Rect,
    style: &DrawStyle,
    size: f64,
) -> Vec<Page> {
    let mut pages = text_pages(
        width,
        height,
        body,
        "How to play Egyptian Solitaire",
        &rules_notes(),
        TextSizes::for_body(size),
    );
    let start = Board::setup(Size::STANDARD_3X4);
    let mv = notation::parse_move("a1-c1").expect("a fixed move");
    let mut after = start.clone();
    after.play(mv).expect("a1-c1 is legal from the setup");
    let figures = [
        (
            BoardFigure {
                board: start,
                marks: Vec::new(),
                coordinates: true,
            },
            "The 3x4 start: a nest on every square.",
        ),
        (
            BoardFigure {
                board: after,
                marks: vec![Mark::Move(mv), Mark::Hopped(mv.over().expect("a hop"))],
                coordinates: true,
            },
            "After the hop a1-c1.",
        ),
    ];
    let caption = Style::new(size, Weight::Regular);
    let gap = size * 1.5;
    let block = |area: Rect| {
        let fw = ((area.w - gap) / 2.0).min(figures[0].0.min_width_for(style) * 1.6);
        let fh = fw / figures[0].0.aspect();
        let cap_h = figures
            .iter()
            .map(|(_, c)| paragraph_height(fw, caption, c))
            .fold(0.0, f64::max);
        (fw, fh, cap_h)
    };
    // The legend of pieces and marks, scaled to the document's type.
    let legend = |out: &mut Vec<Shape>, x: f64, y: f64, w: f64| -> f64 {
        legend_at(out, x, y, w, style, Legend::key(style.color))
    };
    let mut i = pages.len() - 1;
    let mut area = body(i);
    let used = pages[i]
        .shapes
        .iter()
        .map(|s| match s {
            Shape::Text { y, size, .. } => y + size * 0.3,
            Shape::Line { y1, y2, .. } => y1.max(*y2),
            _ => area.y,
        })
        .fold(area.y, f64::max);
    let (fw, fh, cap_h) = block(area);
    let mut probe = Vec::new();
    let legend_h = legend(&mut probe, 0.0, 0.0, area.w);
    let need = size * 1.5 + fh + 4.0 + cap_h + size + legend_h;
    let mut y = used + size;
    if y + need > area.bottom() {
        pages.push(Page {
            width,
            height,
            shapes: Vec::new(),
        });
        i += 1;
        area = body(i);
        y = area.y;
    }
    let out = &mut pages[i].shapes;
    y = paragraph(
        out,
        area.x,
        y,
        area.w,
        Style::new(size * 1.12, Weight::Bold),
        "The start and a hop",
    ) + size * 0.5;
    let x0 = area.x + (area.w - (2.0 * fw + gap)) / 2.0;
    for (k, (fig, cap)) in figures.iter().enumerate() {
        let x = x0 + k as f64 * (fw + gap);
        out.extend(fig.draw(Rect::new(x, y, fw, fh), style));
        paragraph(out, x, y + fh + 4.0, fw, caption.align(Align::Center), cap);
    }
    y += fh + 4.0 + cap_h + size;
    legend(out, area.x, y, area.w);
    pages
}

/// The rules in headed paragraphs (the facts of RULES.md section 1 in the
/// project's words).
fn rules_notes() -> Vec<Note> {
    let note = |h: &str, t: &str| Note {
        heading: h.to_string(),
        text: t.to_string(),
    };
    vec![
        note(
            "The pieces",
            "Pyramids come in three sizes: Large (3 pips), Medium (2 pips) and Small \
             (1 pip). Colour plays no part.",
        ),
        note(
            "The board",
            "A grid of squares, usually 3 rows by 4 columns or 4 by 5. At the start \
             every square holds a nest: a Small at the bottom, a Medium on it and a \
             Large on top.",
        ),
        note(
            "Stacks",
            "The pieces on a square form a stack. Only the top piece of a stack can \
             move, and only the top piece can be hopped. Stacks may grow taller than \
             three pieces.",
        ),
        note(
            "A hop",
            "Take the top piece of any stack and hop it in a straight line, along a \
             row, a column or a diagonal, over the next square onto the square just \
             beyond. The square hopped over must hold a piece; the landing square must \
             be empty or have a top piece of the same size as the one hopping. The \
             top piece of the square hopped over leaves the board. Any size may hop \
             any size.",
        ),
        note(
            "The end",
            "The game ends when no hop is left. Your score is the total of the pips \
             still on the board; lower is better, and a single Small (score 1) is a \
             perfect game.",
        ),
    ]
}

/// What a player of an Egyptian puzzle does, for the top of a sheet.
pub const HOW_TO_SOLVE: &str =
    "Reach each goal from the position shown; every hop removes the piece it jumps.";

/// How compact solutions of Egyptian puzzles are read.
pub const COMPACT_KEY_NOTE: &str = "Moves are written from-to: the top piece of the first \
     square hops the next square onto the second. The diagram shows the end, with the last \
     move marked.";

/// Seconds King Tut adds to a player's time for a final score: 3 for each
/// point above 1.
pub fn king_tut_seconds(score: u32) -> u32 {
    3 * score.saturating_sub(1)
}

/// Highest score in the King Tut table.
pub const KING_TUT_TABLE_MAX: u32 = 24;

/// The two multiplayer modes (RULES.md section 1) as a handout prints
/// them: King Tut, a race against the clock, and Quicksand, everyone at
/// once against a timer.
pub fn play_together() -> Vec<PlayTogether> {
    let note = |heading: &str, text: &str| Note {
        heading: heading.to_string(),
        text: text.to_string(),
    };
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let king_tut = PlayTogether {
        name: "King Tut".to_string(),
        heading: "King Tut: a race against the clock".to_string(),
        notes: vec![
            note(
                "How a round goes",
                "One player at a time plays a full game from the usual setup while the \
                 others keep time. The player calls \"done\" to stop the clock, either \
                 because no hop is left or because they choose to stop there. Their result \
                 for the round is the time on the clock plus a penalty for what is left on \
                 the board: 3 seconds for every point of the final score above 1. So a \
                 perfect game (one Small, score 1) costs nothing extra.",
            ),
            note(
                "Winning",
                "Play the agreed number of rounds, taking turns to go first. Add up each \
                 player's results; the lowest total time wins.",
            ),
        ],
        table: Some(LookupTable {
            caption: "Seconds added for the final score".to_string(),
            heads: ["Score".to_string(), "Add".to_string()],
            rows: (1..=KING_TUT_TABLE_MAX)
                .map(|score| [score.to_string(), format!("+{} s", king_tut_seconds(score))])
                .collect(),
            rows_per_block: 8,
            note: format!(
                "Above {KING_TUT_TABLE_MAX}: 3 seconds times (score - 1). Example: score 5 adds \
                 {} s, so 1:40 on the clock becomes 1:52.",
                king_tut_seconds(5)
            ),
        }),
        sheet_caption: "Score sheet: time on the clock + added seconds = result".to_string(),
        sheet_columns: Vec::new(),
        sheet_lines: strings(&["time", "+ s", "= result"]),
    };
    let quicksand = PlayTogether {
        name: "Quicksand".to_string(),
        heading: "Quicksand: everyone at once".to_string(),
        notes: vec![
            note(
                "How a round goes",
                "Every player sets up a board of their own. Start a timer and all play at \
                 the same time. When the timer goes off, stop at once: every pyramid still \
                 on your board counts, and so does any pyramid in your hand mid-move. The \
                 lowest score takes the round; over several rounds, the lowest total wins.",
            ),
            note(
                "Setting the timer",
                "Pick a time from 1 to 5 minutes: about 1 minute for a frantic 3x4 game, \
                 3 to 5 minutes when players are new or play on 4x5. For a hidden random \
                 timer, let someone who is not playing set it without telling, or roll a die \
                 in secret and use that many minutes (a 6 means roll again). Nobody knows \
                 when the sand will swallow their board, so it pays to keep the board tidy \
                 at every moment. Write each round's timer in the Timer column (minutes, or \
                 \"hidden\").",
            ),
        ],
        table: None,
        sheet_caption: "Score sheet: pips left when the timer went off".to_string(),
        sheet_columns: strings(&["Timer"]),
        sheet_lines: strings(&["pips"]),
    };
    vec![king_tut, quicksand]
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
