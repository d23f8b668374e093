//! Egyptian Solitaire behind the documents' [`PrintablePuzzle`] interface:
//! a puzzle drawn by [`super::draw::draw_board`], its key with diagrams, the
//! rules as text and the reading notes of a book.

use crate::puzzle::{
    DrawStyle, Figure, FullKey, Game, GameWords, Key, KeyError, KeyFigure, LegendOf, Note,
    PrintablePuzzle, PuzzleWords, WebPlay,
};
use crate::series::SeriesKey;
use render::flow::{TextSizes, text_pages};
use render::text::{Style, paragraph, paragraph_across, paragraph_height};
use render::{Align, Page, Rect, Shape, Weight};

use super::draw::{LEGEND_SIZE, Legend, Mark, draw_legend};
use super::figure::{BoardFigure, figure_hint, min_width_for};
use super::words::{
    after_caption, compact_key_note, end_caption, goal_caption, grade_words, grid_words,
    how_to_solve, idea_words, play_together, short_hint_of, trap_caption,
};
use crate::puzzle::{GameWordsInEvery, kept};
use crate::tr;
use egypt::board::{Board, Move, Size};
use egypt::generator::Puzzle;
use egypt::notation;
use egypt::target::Target;

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

    fn legible_width(&self) -> f64 {
        super::draw::min_board_width(&self.position, true).max(self.min_width())
    }

    fn legible_width_for(&self, style: &DrawStyle) -> f64 {
        super::figure::legible_board_width(&self.position, true, style)
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
                Some(trap_caption(
                    t.number(),
                    &t.alternative.to_string(),
                    &t.play.to_string(),
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

/// A compact key shows a trap moment with at least this many moves
/// played before it.
const COMPACT_TRAP_FROM: usize = 2;
/// A compact key without such a trap shows the end of a line of at least
/// this many moves.
pub const COMPACT_END_FROM: usize = 10;

/// Egyptian Solitaire's fixed words, in the language of the page.
fn game_words() -> GameWords {
    GameWords {
        how_to_solve: kept(how_to_solve()),
        compact_key_note: kept(compact_key_note()),
        reading_notes: Box::leak(reading_notes().into_boxed_slice()),
        play_together,
        ..GameWords::named("egypt")
    }
}

/// The words of a position given by hand: no book prints it, so it has no
/// reading notes, and a cover would name it plainly.
fn given_words() -> GameWords {
    GameWords {
        plural_for_cover: kept(tr!("egypt-plural")),
        reading_notes: &[],
        ..game_words()
    }
}

static GAME_WORDS: GameWordsInEvery = GameWordsInEvery::new();
static GIVEN_WORDS: GameWordsInEvery = GameWordsInEvery::new();

/// Egyptian Solitaire in the registry ([`crate::catalog::GAMES`]).
pub static GAME: Game = Game {
    name: "egypt",
    words: fixed_words,
    section: Some(super::section::read),
    legend,
    rules_pages,
    id_play: Some(super::play::id_play),
    census: Some(super::census_page::read),
    per_page_is_for_it: true,
};

/// A position given by hand (not in the registry: no template section
/// makes one): no reading notes, no rules pages, and no pages of keys
/// alone, so no legend of their marks.
pub static GIVEN: Game = Game {
    name: "egypt",
    words: || GIVEN_WORDS.get(given_words),
    section: None,
    legend: |out, x, y, w, what, style| match what {
        LegendOf::Marks => y,
        _ => legend(out, x, y, w, what, style),
    },
    rules_pages: Game::no_rules,
    id_play: None,
    census: None,
    per_page_is_for_it: true,
};

/// How to read Egyptian Solitaire puzzles in a book.
fn reading_notes() -> Vec<Note> {
    headed_notes(
        "egypt-reading",
        &["start", "goal", "squares", "tiers", "grade"],
    )
}

/// Headed paragraphs from the catalogue: `{prefix}-{key}-heading` over
/// `{prefix}-{key}` for each key.
fn headed_notes(prefix: &str, keys: &[&str]) -> Vec<Note> {
    keys.iter()
        .map(|k| {
            Note::owned(
                tr!(&format!("{prefix}-{k}-heading")),
                tr!(&format!("{prefix}-{k}")),
            )
        })
        .collect()
}

/// Egyptian Solitaire's rules pages in a document (see
/// [`PrintablePuzzle::rules_pages`]): the same for every puzzle, so a
/// document can count them before its puzzles are made.
pub(crate) fn rules_pages(
    width: f64,
    height: f64,
    body: &dyn Fn(usize) -> Rect,
    style: &DrawStyle,
    body_size: f64,
) -> Vec<Page> {
    let size = body_size.max(style.min_text).max(7.0);
    let mut pages =
        super::rules_sheet::rules_pages_fitted_with(width, height, body(0), style.color);
    for (i, page) in pages.iter_mut().enumerate() {
        // The fitted sheet is laid out for the first page's area; later
        // pages move to their own (left and right pages differ).
        let dx = body(i).x - body(0).x;
        page.shapes = std::mem::take(&mut page.shapes)
            .into_iter()
            .map(|s| render::scale_shape(s, 1.0, dx, 0.0))
            .map(|s| match s {
                // A document is not a rule sheet: keep only the credit.
                // At the least size of the document's text: the sheet
                // scaled a little to fit (a US Letter handout, whose page
                // numbers take a line) keeps its own text above it.
                Shape::Text {
                    x,
                    y,
                    size: credit_size,
                    weight,
                    align,
                    color,
                    text,
                } if text == tr!("rules-credit-sheet") => Shape::Text {
                    x,
                    y,
                    size: credit_size.max(size),
                    weight,
                    align,
                    color,
                    text: tr!("rules-credit-designer"),
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

/// Egyptian Solitaire's fixed words (for a document before its puzzles
/// are made).
fn fixed_words() -> &'static GameWords {
    GAME_WORDS.get(game_words)
}

impl PrintablePuzzle for Puzzle {
    fn game(&self) -> &'static Game {
        &GAME
    }

    fn words(&self) -> PuzzleWords {
        PuzzleWords {
            kind: grid_words(self.grid),
            caption: goal_caption(self.target),
            id: self.id.clone(),
            tier: self.tier.name(),
            grade: grade_words(self.grade()),
            notation: notation::format_position(&self.position),
            sheet: None,
        }
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
                (None, _) if end && board.is_terminal() => end_caption(done, board.pips()),
                (None, Some(mv)) => after_caption(done, &mv.to_string()),
                (None, None) => tr!("egypt-start-caption"),
            };
            let mut marks = Vec::new();
            if trap.is_some()
                && let Some(next) = self.solution.get(done)
            {
                // The trap moment: the move to play, on the position before it.
                marks.push(Mark::ToPlay(*next));
            } else if let Some(mv) = last {
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
            empty: tr!("egypt-no-moves"),
            runs: None,
        })
    }

    /// One diagram at most: the trap moment when it comes after the first
    /// move (before it, the puzzle's own board shows the position), else
    /// the end of a line of [`COMPACT_END_FROM`] moves or more; none for a
    /// short line without a later trap.
    fn compact_key(&self) -> Result<Key<'_>, KeyError> {
        let mut key = self.key()?;
        let stops = key_stops(self);
        let pick = stops
            .iter()
            .position(|(step, trap)| trap.is_some() && *step >= COMPACT_TRAP_FROM)
            .or_else(|| (self.solution.len() >= COMPACT_END_FROM).then(|| stops.len() - 1));
        key.figures = match pick {
            Some(i) if i < key.figures.len() => vec![key.figures.swap_remove(i)],
            _ => Vec::new(),
        };
        Ok(key)
    }

    /// The trap moment in words when the compact key has no diagram of
    /// it (it comes right after the first move).
    fn compact_note(&self) -> Option<String> {
        let stops = key_stops(self);
        let (step, words) = stops.iter().find(|(_, t)| t.is_some())?;
        (*step < COMPACT_TRAP_FROM).then(|| words.clone()).flatten()
    }

    fn first_hint(&self) -> Option<String> {
        let idea = self.grade().idea()?;
        Some(tr!("egypt-idea", idea = idea_words(idea)))
    }

    fn short_hint(&self) -> Option<String> {
        let idea = self.grade().idea()?;
        Some(short_hint_of(idea))
    }

    fn full_key(&self, every: usize) -> Result<FullKey<'_>, KeyError> {
        let mut key = super::keys::full_key(&self.position, &self.solution, &self.traps, every)?;
        key.intro = crate::puzzle::with_first_hint(self.first_hint(), key.intro);
        Ok(key)
    }

    /// The position up to the board's symmetries, with its target.
    fn series_key(&self) -> SeriesKey {
        let canonical = egypt::symmetry::canonical(&self.position);
        SeriesKey::new("egypt", &format!("{}:{canonical}", self.target))
    }

    fn grade_rank(&self) -> (u32, u32) {
        (self.tier as u32, self.grade.level)
    }

    fn web_play(&self, style: &DrawStyle) -> Option<WebPlay> {
        let mut play = super::web::web_play(
            &self.position,
            self.target,
            &self.id,
            Some(&self.solution),
            style,
        );
        // The idea behind the puzzle, for the page's hints.
        play.state["idea"] = match self.grade().idea() {
            Some(idea) => serde_json::json!({
                "name": super::words::idea_name(idea),
                "words": super::words::idea_words(idea),
            }),
            None => serde_json::Value::Null,
        };
        Some(play)
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

/// Egyptian Solitaire's legends: the pieces, the pieces and the key marks
/// (both at the legend's own size), or the key marks alone with every
/// text at least `style.min_text`.
pub(crate) fn legend(
    out: &mut Vec<Shape>,
    x: f64,
    y: f64,
    w: f64,
    what: LegendOf,
    style: &DrawStyle,
) -> f64 {
    match what {
        LegendOf::Pieces => super::keys::legend(out, x, y, w, false, style),
        LegendOf::Key => super::keys::legend(out, x, y, w, true, style),
        LegendOf::Marks => {
            // Keys draw a move to play ("before move N") as well as moves
            // played.
            let marks = Legend {
                color: style.color,
                marks: true,
                to_play: true,
                ..Legend::default()
            };
            legend_at(out, x, y, w, style, marks)
        }
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
        &tr!("egypt-how-to-play"),
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
            tr!("egypt-rules-start-caption"),
        ),
        (
            BoardFigure {
                board: after,
                marks: vec![Mark::Move(mv), Mark::Hopped(mv.over().expect("a hop"))],
                coordinates: true,
            },
            tr!("egypt-rules-hop-caption", mv = "a1-c1"),
        ),
    ];
    let caption = Style::new(size, Weight::Regular);
    let gap = size * 1.5;
    let block = |area: Rect| {
        let fw = ((area.w - gap) / 2.0).min(figures[0].0.min_width_for(style) * 1.6);
        let fh = fw / figures[0].0.aspect();
        let cap_h = figures
            .iter()
            .map(|(_, c)| paragraph_height(fw, caption, c.as_str()))
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
    y = paragraph_across(
        out,
        area,
        y,
        Style::new(size * 1.12, Weight::Bold),
        &tr!("egypt-rules-start-and-hop"),
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
    headed_notes("egypt-rules", &["pieces", "board", "stacks", "hop", "end"])
}

/// A position given by hand (on the command line) with its target and,
/// when solved, its solution: the one puzzle of a `render` web page. It is
/// not a generated puzzle, so it has no tier, grade, rules pages or notes.
pub struct GivenPosition {
    pub board: Board,
    pub target: Target,
    pub id: String,
    pub solution: Option<Vec<Move>>,
}

impl Figure for GivenPosition {
    fn aspect(&self) -> f64 {
        figure_hint(self.board.size()).0
    }

    fn min_width(&self) -> f64 {
        figure_hint(self.board.size()).1
    }

    fn draw(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        BoardFigure {
            board: self.board.clone(),
            marks: Vec::new(),
            coordinates: true,
        }
        .draw(area, style)
    }
}

impl PrintablePuzzle for GivenPosition {
    fn game(&self) -> &'static Game {
        &GIVEN
    }

    /// No tier or grade: the position was not graded.
    fn words(&self) -> PuzzleWords {
        PuzzleWords {
            kind: grid_words(self.board.size()),
            caption: goal_caption(self.target),
            id: self.id.clone(),
            tier: "",
            grade: String::new(),
            notation: notation::format_position(&self.board),
            sheet: None,
        }
    }

    fn key(&self) -> Result<Key<'_>, KeyError> {
        Ok(Key {
            steps: self
                .solution
                .iter()
                .flatten()
                .map(|m| m.to_string())
                .collect(),
            figures: Vec::new(),
            empty: tr!("egypt-no-solution-known"),
            runs: None,
        })
    }

    fn full_key(&self, every: usize) -> Result<FullKey<'_>, KeyError> {
        match &self.solution {
            Some(moves) => super::keys::full_key(&self.board, moves, &[], every),
            None => Ok(FullKey {
                intro: tr!("egypt-no-solution-known"),
                key: self.key()?,
                after: String::new(),
            }),
        }
    }

    fn web_play(&self, style: &DrawStyle) -> Option<WebPlay> {
        Some(super::web::web_play(
            &self.board,
            self.target,
            &self.id,
            self.solution.as_deref(),
            style,
        ))
    }
}
