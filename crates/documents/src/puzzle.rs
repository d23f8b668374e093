//! The one interface between games and documents.
//!
//! A game is one [`Game`] value in the registry ([`crate::catalog::GAMES`]):
//! its fixed words ([`GameWords`]: its name, how to solve and read its
//! puzzles, its ways to play together), how it reads its own template
//! section into a [`SectionSpec`] (which knows the largest key and figure
//! of the section before generating, and generates it), its legend, its
//! rules pages, its web player and its census page, where it has them.
//!
//! [`PrintablePuzzle`] (with [`Figure`], what draws in a rectangle) is what
//! every document (book, handout, daily sheet, deal sheet, single page, web
//! page) knows of one puzzle: what differs per puzzle (its drawing, its
//! words ([`PuzzleWords`]: its goal line, ID, grade, notation), its key and
//! hints, its web surface) and which [`Game`] it belongs to. The document
//! never knows which game it holds. Adding a game adds a module that
//! fills a [`Game`] and implements these traits, and one line in the
//! registry's table; documents do not change (the integration tests print
//! a toy game this way).
//!
//! It names no game: the registry is the one place that does.

use std::collections::HashSet;
use std::sync::Arc;

use render::{Color, Page, Rect, Shape};

pub use crate::series::SeriesKey;

/// How a document wants its figures drawn.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct DrawStyle {
    /// Colour fills (black and white when false).
    pub color: bool,
    /// Smallest text size the figure may use, in points (0: the figure's
    /// own choice). Large-print books ask for 16.
    pub min_text: f64,
}

/// Something drawn in a rectangle: a puzzle, or one position of its key.
pub trait Figure {
    /// Width over height of the drawing at its preferred shape.
    fn aspect(&self) -> f64;
    /// Narrowest width, in points, at which the drawing stays legible in
    /// print (a board square of 0.25 in, a card 0.45 in wide).
    fn min_width(&self) -> f64;
    /// Narrowest legible width for a document's style: large print asks
    /// for larger figures (its labels are at least `style.min_text`).
    fn min_width_for(&self, style: &DrawStyle) -> f64 {
        self.min_width() * large_print_scale(style)
    }
    /// Draws inside `area`, centred, keeping its aspect.
    fn draw(&self, area: Rect, style: &DrawStyle) -> Vec<Shape>;
    /// Narrowest width at which this very drawing (with what it holds: a
    /// board's tallest stack, say) keeps its parts at their least printed
    /// size; never less than [`Figure::min_width`].
    fn legible_width(&self) -> f64 {
        self.min_width()
    }
    /// Narrowest width at which this very drawing stays legible in a
    /// document of `style`: [`Figure::legible_width`] and
    /// [`Figure::min_width_for`], and a game's own rule for large print
    /// (larger least parts).
    fn legible_width_for(&self, style: &DrawStyle) -> f64 {
        self.legible_width().max(self.min_width_for(style))
    }
}

/// How much larger than its least legible width a figure is drawn for a
/// document's style: 1, or the style's least text size over the 7 pt
/// every figure's least labels are drawn at.
pub fn large_print_scale(style: &DrawStyle) -> f64 {
    (style.min_text / 7.0).max(1.0)
}

/// One diagram of a key with its caption.
pub struct KeyFigure<'a> {
    pub caption: String,
    pub figure: Box<dyn Figure + 'a>,
}

/// A puzzle's solution as a document prints it.
pub struct Key<'a> {
    /// Steps in order, without numbers ("a1-c1", "draw x3", "5♥+8♣").
    pub steps: Vec<String>,
    /// A few positions worth seeing (for example before each trap and at
    /// the end); may be empty.
    pub figures: Vec<KeyFigure<'a>>,
    /// What to say when there are no steps.
    pub empty: String,
    /// The steps as runs of text and their ink, for key pages that print
    /// steps in columns (a red card in red); `None`: each step in black.
    pub runs: Option<Vec<Vec<(String, Color)>>>,
}

impl Key<'_> {
    /// The steps as runs of text and their ink (see [`Key::runs`]).
    pub fn step_runs(&self) -> Vec<Vec<(String, Color)>> {
        match &self.runs {
            Some(runs) => runs.clone(),
            None => self
                .steps
                .iter()
                .map(|s| vec![(s.clone(), Color::BLACK)])
                .collect(),
        }
    }
}

/// A puzzle's key could not be made (its stored solution does not replay).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct KeyError(pub String);

/// A key laid out in full on solution pages: what the steps are, the
/// steps with their diagrams, and what else a solver should know.
pub struct FullKey<'a> {
    /// Said before the steps ("Solution in 9 moves (...):"), or what to
    /// say when there are none.
    pub intro: String,
    pub key: Key<'a>,
    /// Said after the steps (other trap moments); may be empty.
    pub after: String,
}

/// One block of "how to read the puzzles" text.
pub use render::flow::Note;

/// The fixed words of a game: the same for all its puzzles, so a game
/// gives them once as data (see [`PrintablePuzzle::game`]).
pub struct GameWords {
    /// The game's full name ("Egyptian Solitaire"); documents group rules
    /// pages and reading notes by it.
    pub name: &'static str,
    /// What one is called on a page: "Puzzle", "Deal".
    pub noun: &'static str,
    /// What several are called in a running head: "Puzzles", "Deals".
    pub nouns: &'static str,
    /// What many are called in running text: "Egyptian Solitaire puzzles".
    pub plural: &'static str,
    /// What many are called for a reader who may not know the game yet
    /// (a book's back cover): "Egyptian Solitaire puzzles for Looney
    /// Pyramids".
    pub plural_for_cover: &'static str,
    /// What a player does, in a sentence for the top of a sheet of
    /// puzzles: "Reach each goal from the position shown; every hop
    /// removes the piece it jumps." ([`GameWords::HOW_TO_SOLVE`] says it
    /// for any game.)
    /// The heading of the game's rules pages ("How to play Egyptian
    /// Solitaire"); a book's contents list them under it.
    pub rules_title: &'static str,
    pub how_to_solve: &'static str,
    /// How to read this game's compact solutions (the steps and the last
    /// diagram of the key), said once above them: "Moves are written
    /// from-to: ...". Empty when the steps speak for themselves.
    pub compact_key_note: &'static str,
    /// How to read this game's puzzles in a book.
    pub reading_notes: &'static [Note],
    /// Ways to play the game together that a handout prints after the
    /// game's rules, each on a page of its own with a score sheet (for
    /// Egyptian Solitaire: King Tut and Quicksand); [`GameWords::alone`]
    /// for none.
    pub play_together: fn() -> Vec<PlayTogether>,
}

impl GameWords {
    /// What a player does, said for any game.
    pub const HOW_TO_SOLVE: &'static str = "Reach each goal from the position shown.";

    /// No way to play together (for [`GameWords::play_together`]).
    pub fn alone() -> Vec<PlayTogether> {
        Vec::new()
    }

    /// A game's names, from its messages `{game}-name`, `-noun`, `-nouns`,
    /// `-plural`, `-plural-for-cover` and `-how-to-play` (the rules
    /// title) in the language of the page; the other words empty, for the
    /// game to give.
    pub fn named(game: &str) -> GameWords {
        let message = |what: &str| kept(crate::locale::tr(&format!("{game}-{what}")));
        GameWords {
            name: message("name"),
            noun: message("noun"),
            nouns: message("nouns"),
            plural: message("plural"),
            plural_for_cover: message("plural-for-cover"),
            rules_title: message("how-to-play"),
            how_to_solve: "",
            compact_key_note: "",
            reading_notes: &[],
            play_together: GameWords::alone,
        }
    }
}

/// The words of one puzzle (see [`PrintablePuzzle::words`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleWords {
    /// A short kind label shown with the number: "3x4", "Cheops".
    pub kind: String,
    /// The goal line: "Goal: finish with a single Small".
    pub caption: String,
    /// The ID that reproduces the puzzle.
    pub id: String,
    /// The tier as the command line names it: "easy" .. "expert"; empty
    /// when not graded. Pages print [`PuzzleWords::tier_word`].
    pub tier: &'static str,
    /// The grade in words, e.g. "look 3 moves ahead"; the tier when the
    /// game has nothing finer.
    pub grade: String,
    /// The start position in the game's notation.
    pub notation: String,
    /// What a page of this puzzle alone (a deal sheet, the daily sheet's
    /// deal of the day) prints around its drawing, and how its key is
    /// counted and read there; `None` for the usual: its ID, its goal, its
    /// notation and its step count (see [`sheet_text`]).
    pub sheet: Option<SheetText>,
}

impl PuzzleWords {
    /// The goal in running text after "Goal: " ("finish with a single
    /// Small"): the caption without its capital and full stop.
    pub fn goal(&self) -> String {
        let text = self.caption.strip_suffix('.').unwrap_or(&self.caption);
        let mut chars = text.chars();
        match chars.next() {
            Some(c) => c.to_lowercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    /// The grade in few words ("look 3 moves ahead"): the first part of
    /// [`PuzzleWords::grade`], up to a middle dot.
    pub fn grade_brief(&self) -> String {
        self.grade
            .split(" \u{b7} ")
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// The tier in the language of the page ("hard", "schwer"); empty
    /// when not graded.
    pub fn tier_word(&self) -> String {
        tier_word(self.tier)
    }

    /// The tier and the grade in words ("hard, look 5 moves ahead ..."),
    /// or the grade alone when the game has nothing finer than its tier.
    pub fn grade_label(&self) -> String {
        let tier = self.tier_word();
        let (tier, words) = (tier.as_str(), &self.grade);
        if tier.is_empty() || words == tier {
            words.clone()
        } else if words.is_empty() {
            tier.to_string()
        } else {
            format!("{tier}, {words}")
        }
    }
}

/// What a legend explains (see [`Game::legend`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendOf {
    /// The pieces, for a page of puzzles.
    Pieces,
    /// The pieces and the marks of key diagrams, for a page of keys.
    Key,
    /// The marks of key diagrams alone, every text at least the style's
    /// `min_text` (a book prints it on every page of such keys).
    Marks,
}

/// What documents know about a puzzle: everything they print.
pub trait PrintablePuzzle: Figure + Send + Sync {
    /// The game it belongs to: its fixed words, legend and rules pages.
    fn game(&self) -> &'static Game;
    /// This puzzle's words.
    fn words(&self) -> PuzzleWords;
    /// The solution key.
    fn key(&self) -> Result<Key<'_>, KeyError>;
    /// A first hint, said in a key before the moves: the idea behind the
    /// puzzle ("Idea: only the middle row links the top and bottom rows. ..."), when the
    /// game names one. `None` by default.
    fn first_hint(&self) -> Option<String> {
        None
    }
    /// The ID that `play.html` opens, printed in a puzzle's QR code and
    /// link: by default the puzzle's ID. `None` when the page cannot open
    /// it (then no code is printed rather than one that leads nowhere).
    fn play_id(&self) -> Option<String> {
        Some(self.words().id)
    }
    /// The first hint in a few words, for compact keys where the steps are
    /// a line or two ("Idea: only the middle row links the top and bottom rows."). `None`
    /// by default.
    fn short_hint(&self) -> Option<String> {
        None
    }
    /// The key of a compact solution page: the steps, and only the
    /// diagrams a reader needs there (often none). By default the key
    /// with its last diagram alone.
    fn compact_key(&self) -> Result<Key<'_>, KeyError> {
        let mut key = self.key()?;
        let last = key.figures.pop();
        key.figures = last.into_iter().collect();
        Ok(key)
    }
    /// A line a compact key says under its steps when its diagram does
    /// not show it (for Egyptian Solitaire, the trap moment in words).
    /// `None` by default.
    fn compact_note(&self) -> Option<String> {
        None
    }
    /// The key for solution pages with a diagram after every `every`
    /// steps as well (0: only the game's own choice). By default the key
    /// with the first hint and its step count said first.
    fn full_key(&self, every: usize) -> Result<FullKey<'_>, KeyError> {
        let _ = every;
        let key = self.key()?;
        let intro = if key.steps.is_empty() {
            key.empty.clone()
        } else {
            crate::tr!("key-solution-in-steps", n = key.steps.len())
        };
        let intro = with_first_hint(self.first_hint(), intro);
        Ok(FullKey {
            intro,
            key,
            after: String::new(),
        })
    }
    /// A drawing for a title page (the puzzle itself unless the game has a
    /// better emblem).
    fn emblem(&self, area: Rect, style: &DrawStyle) -> Vec<Shape> {
        self.draw(area, style)
    }
    /// How the web page lets a person play this puzzle in a browser. The
    /// default, `None`, shows the puzzle as its drawing ([`Figure::draw`])
    /// with its caption and ID, not playable.
    fn web_play(&self, _style: &DrawStyle) -> Option<WebPlay> {
        None
    }
    /// What makes this puzzle the same as another for a reader, which a
    /// book and a series never print twice (see [`crate::series`]). By
    /// default the game's noun and the puzzle's ID.
    fn series_key(&self) -> SeriesKey {
        let noun = crate::locale::scoped(crate::locale::Lang::En, || self.game().words().noun);
        SeriesKey::new(&noun.to_ascii_lowercase(), &self.words().id)
    }
    /// Where the puzzle stands on a rising curve of difficulty: its tier
    /// (0 easy .. 3 expert) and its grade within the tier (higher is
    /// harder). By default the tier named in its words and no finer grade.
    fn grade_rank(&self) -> (u32, u32) {
        (crate::order::tier_rank(self.words().tier), 0)
    }
}

/// A tier named as the command line names it ("hard"), in the language of
/// the page; empty for none, and the name itself for a tier the catalogue
/// does not know.
pub fn tier_word(tier: &str) -> String {
    match tier {
        "" => String::new(),
        "easy" | "medium" | "hard" | "expert" => crate::locale::tr(&format!("tier-{tier}")),
        other => other.to_string(),
    }
}

/// The fixed words of a game in each language, made once per language
/// (see [`PrintablePuzzle::game`]).
pub struct GameWordsInEvery(std::sync::OnceLock<Vec<GameWords>>);

impl GameWordsInEvery {
    pub const fn new() -> Self {
        GameWordsInEvery(std::sync::OnceLock::new())
    }

    /// The words in the language of the page being laid out.
    pub fn get(&'static self, make: fn() -> GameWords) -> &'static GameWords {
        use crate::locale::{Lang, current, scoped};
        let all = self
            .0
            .get_or_init(|| Lang::ALL.into_iter().map(|l| scoped(l, make)).collect());
        let i = Lang::ALL.iter().position(|l| *l == current()).unwrap_or(0);
        &all[i]
    }
}

impl Default for GameWordsInEvery {
    fn default() -> Self {
        Self::new()
    }
}

/// A message as text that lives as long as the program: game words are
/// made once per language (see [`GameWordsInEvery`]).
pub fn kept(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// A key's intro with the first hint, if any, said before it.
pub fn with_first_hint(hint: Option<String>, intro: String) -> String {
    match hint {
        Some(h) => format!("{h} {intro}"),
        None => intro,
    }
}

/// What a page of `p` alone prints around its drawing: the game's own
/// [`PuzzleWords::sheet`], or its ID, its goal, its notation and its step
/// count.
pub fn sheet_text(p: &(impl PrintablePuzzle + ?Sized)) -> SheetText {
    let words = p.words();
    if let Some(sheet) = words.sheet {
        return sheet;
    }
    let steps = p.key().map_or(0, |k| k.steps.len());
    SheetText {
        source: crate::tr!("sheet-id", id = words.id),
        paragraphs: vec![words.caption],
        foot: crate::tr!("sheet-notation", notation = words.notation),
        key_length: crate::tr!("steps-count", n = steps),
        key_note: String::new(),
    }
}

/// What a puzzle on a page of its own prints besides its heading and its
/// drawing (see [`PuzzleWords::sheet`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SheetText {
    /// A small line under the heading: where the puzzle comes from, its
    /// rules ("Deal seed 7. Rules: ...").
    pub source: String,
    /// Paragraphs above the drawing: how to play it, how to set it up.
    pub paragraphs: Vec<String>,
    /// Small print at the foot of the page: how to type the puzzle back in.
    pub foot: String,
    /// How long its key is, after the key's heading ("52 moves in 40
    /// steps").
    pub key_length: String,
    /// How to read the keys, said once under the key pages' heading; may
    /// be empty.
    pub key_note: String,
}

/// A way to play a game together (see [`GameWords::play_together`]):
/// what a handout prints about it, top to bottom.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayTogether {
    /// Its name ("King Tut").
    pub name: String,
    /// The heading of its page ("King Tut: a race against the clock").
    pub heading: String,
    /// Headed paragraphs: how a round goes, who wins.
    pub notes: Vec<Note>,
    /// A table to look results up in, if the mode has one.
    pub table: Option<LookupTable>,
    /// The line above the score sheet.
    pub sheet_caption: String,
    /// Columns of the score sheet before the players' ("Timer").
    pub sheet_columns: Vec<String>,
    /// What a player writes in a round, one labelled line each ("time",
    /// "+ s", "= result").
    pub sheet_lines: Vec<String>,
}

/// A two-column table printed in side-by-side blocks (see
/// [`PlayTogether::table`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LookupTable {
    /// The line above the table.
    pub caption: String,
    /// The two column heads ("Score", "Add").
    pub heads: [String; 2],
    /// The rows, in order.
    pub rows: Vec<[String; 2]>,
    /// Rows in each block before the next block starts beside it.
    pub rows_per_block: usize,
    /// Small print under the table (what lies beyond it, an example).
    pub note: String,
}

/// A puzzle made playable on the web page (see
/// [`PrintablePuzzle::web_play`]).
pub struct WebPlay {
    /// The game's player, shared by all its puzzles on a page.
    pub player: &'static WebPlayer,
    /// The puzzle's playing surface: inline SVG and controls, as HTML.
    /// Before (or without) the script it shows the start position.
    pub surface: String,
    /// The puzzle's state for the player's script (start position, goal,
    /// solution), as JSON.
    pub state: serde_json::Value,
}

/// One game's in-browser player: a script that brings the surfaces of the
/// game's puzzles to life, and what it needs once per page.
pub struct WebPlayer {
    /// Short name, one per game ("egypt", "cards"); the script finds its
    /// puzzles by it.
    pub name: &'static str,
    /// One line on how to play, shown at the top of a page with the game,
    /// in the language of the page.
    pub how: fn() -> String,
    /// The script (it reads its data from the page's data block).
    pub script: &'static str,
    /// Its styles.
    pub css: &'static str,
    /// Markup (SVG `<defs>` content) and JSON data the page holds once for
    /// all the game's puzzles, for a drawing style.
    pub shared: fn(&DrawStyle) -> (String, serde_json::Value),
}

/// What a game's player needs on a page that makes the game's puzzles from
/// their IDs in the browser (the site's `play.html`): the player, and data
/// for the page's script (drawings and surfaces to fill in).
pub struct IdPlay {
    pub player: &'static WebPlayer,
    pub data: serde_json::Value,
}

/// A list of generated puzzles, ready for any document.
pub type Puzzles = Vec<Arc<dyn PrintablePuzzle>>;

/// "1 + 1 + 2 = 4" must not break: spaces inside become no-break spaces.
pub fn unbreakable(s: &str) -> String {
    s.replace(' ', "\u{a0}")
}

/// One game as documents know it: a value in the registry's table
/// ([`crate::catalog::GAMES`]), in the spirit of the `const struct game` of
/// Simon Tatham's collection. Everything here is the same for all the
/// game's puzzles, so a document can use it before any puzzle is made.
pub struct Game {
    /// The name a template's section gives (`game = "cards"`).
    pub name: &'static str,
    /// Its fixed words in the language of the page.
    pub words: fn() -> &'static GameWords,
    /// Reads a template section of the game with `count` puzzles: what to
    /// generate and the section's default title. `None`: the game makes
    /// no sections (a position given on the command line).
    pub section: Option<SectionReader>,
    /// Draws the legend of `what` from the top `y` in a column `w` wide
    /// starting at `x`; returns the bottom (`y` itself when the game needs
    /// no legend: [`Game::no_legend`]). Documents print it on every page
    /// that shows such puzzles or keys.
    pub legend: fn(&mut Vec<Shape>, f64, f64, f64, LegendOf, &DrawStyle) -> f64,
    /// The rules as pages of `width` x `height`; `body(i)` is the text
    /// area of the i-th of them (from 0: left and right pages differ).
    /// Running text is of `body_size` points, never under
    /// `style.min_text`; figures are drawn in `style`. A game may use a
    /// fitted rule sheet instead when all its text stays at that size or
    /// more.
    pub rules_pages: RulesPages,
    /// What its web player needs to make its puzzles from their IDs in
    /// the browser (the site's `play.html`); `None` when it has no player.
    pub id_play: Option<fn(&DrawStyle) -> IdPlay>,
    /// Reads the census file a book's "The game in numbers" page draws
    /// (a template's `game_in_numbers`); `None` when the game has no such
    /// page.
    pub census: Option<CensusReader>,
    /// Whether a book's `puzzles_per_page` is meant for this kind of
    /// figure (the boards); sections of other kinds quietly take fewer a
    /// page when that number does not fit them.
    pub per_page_is_for_it: bool,
}

/// How a game lays out its rules pages (see [`Game::rules_pages`]).
pub type RulesPages = fn(f64, f64, &dyn Fn(usize) -> Rect, &DrawStyle, f64) -> Vec<Page>;

/// How a game reads its census file (see [`Game::census`]).
pub type CensusReader = fn(&str) -> Result<Arc<dyn CensusFigures>, CensusError>;

/// A game's census, read from its file, as a book's page draws it.
pub trait CensusFigures: std::fmt::Debug + Send + Sync {
    /// The page's title, which the contents list.
    fn title(&self) -> String;
    /// Draws the page's content into `area` (a book's page body).
    fn draw(&self, out: &mut Vec<Shape>, area: Rect);
}

/// Why a census file could not be read: the game's own reason.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct CensusError(pub Box<dyn std::error::Error + Send + Sync>);

/// How a game reads its template section (see [`Game::section`]).
pub type SectionReader = fn(
    &crate::section::SectionKeys,
    usize,
)
    -> Result<(Box<dyn SectionSpec>, String), crate::section::SectionError>;

impl Game {
    /// Its fixed words in the language of the page.
    pub fn words(&self) -> &'static GameWords {
        (self.words)()
    }

    /// Draws its legend of `what` (see [`Game::legend`]); returns the
    /// bottom.
    pub fn legend(
        &self,
        out: &mut Vec<Shape>,
        x: f64,
        y: f64,
        w: f64,
        what: LegendOf,
        style: &DrawStyle,
    ) -> f64 {
        (self.legend)(out, x, y, w, what, style)
    }

    /// Height of its legend of `what` in a column `w` wide (0: none).
    pub fn legend_h(&self, w: f64, what: LegendOf, style: &DrawStyle) -> f64 {
        self.legend(&mut Vec::new(), 0.0, 0.0, w, what, style)
    }

    /// Draws its legend of `what` at the foot of the column `c`, as wide
    /// as it; returns the legend's height.
    pub fn legend_at_foot(
        &self,
        out: &mut Vec<Shape>,
        c: Rect,
        what: LegendOf,
        style: &DrawStyle,
    ) -> f64 {
        let h = self.legend_h(c.w, what, style);
        self.legend(out, c.x, c.bottom() - h, c.w, what, style);
        h
    }

    /// Its rules pages (see [`Game::rules_pages`]).
    pub fn rules_pages(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> Rect,
        style: &DrawStyle,
        body_size: f64,
    ) -> Vec<Page> {
        (self.rules_pages)(width, height, body, style, body_size)
    }

    /// No legend (for [`Game::legend`]): returns `y`.
    pub fn no_legend(
        _: &mut Vec<Shape>,
        _: f64,
        y: f64,
        _: f64,
        _: LegendOf,
        _: &DrawStyle,
    ) -> f64 {
        y
    }

    /// No rules pages (for [`Game::rules_pages`]).
    pub fn no_rules(_: f64, _: f64, _: &dyn Fn(usize) -> Rect, _: &DrawStyle, _: f64) -> Vec<Page> {
        Vec::new()
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Game({})", self.name)
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.name == other.name
    }
}

/// The largest key of a section's puzzles (see [`SectionSpec::key_bound`]).
#[derive(Clone, Debug, PartialEq)]
pub struct KeyBound {
    pub steps: usize,
    pub widest_step: String,
    pub hint: Option<String>,
    /// Aspect and least legible width of a key diagram, if keys have them.
    pub figure: Option<(f64, f64)>,
    pub caption: Option<String>,
    /// Most diagrams in a roomy key.
    pub figures: usize,
}

/// The widest of `steps` as a key prints them (10 pt, regular), for
/// [`KeyBound::widest_step`]; of equal widths, the first.
pub fn widest_step_of(steps: impl IntoIterator<Item = String>) -> String {
    let mut best = (f64::NEG_INFINITY, String::new());
    for t in steps {
        let w = render::text::measure(&t, 10.0, render::Weight::Regular);
        if w > best.0 {
            best = (w, t);
        }
    }
    best.1
}

/// What a template section asks its game to generate, as the game read it
/// ([`Game::section`]).
pub trait SectionSpec: std::fmt::Debug + Send + Sync {
    /// How many puzzles it asks for.
    fn count(&self) -> usize;
    /// The same section asking for `count` puzzles.
    fn with_count(&self, count: usize) -> Box<dyn SectionSpec>;
    /// The tier asked for: 0 easy .. 3 expert.
    fn tier_rank(&self) -> u32;
    /// A short description for errors: "3x4 easy", "cheops hard".
    fn describe(&self) -> String;
    /// Aspect and least legible width, for a document's style, of the
    /// figures it will make, known before generating: the widest the
    /// generated puzzles' [`Figure::legible_width_for`] can be.
    fn figure_hint(&self, style: &DrawStyle) -> (f64, f64);
    /// The largest key a puzzle of it can have, known before generating,
    /// for the page-count check of a document: the most steps, the widest
    /// step, the longest first hint, and its diagram's aspect and least
    /// legible width for the document's style with its longest caption.
    fn key_bound(&self, style: &DrawStyle) -> KeyBound;
    /// Generates the puzzles from `seed`; `progress(n)` reports each one.
    fn generate(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError>;
    /// Generates the puzzles from `seed`, keeping only those `fresh`
    /// accepts (it is asked once per puzzle the run makes, in order);
    /// `avoid` is what it will refuse, for the room a run leaves for them.
    fn generate_where(
        &self,
        seed: u64,
        progress: &(dyn Fn(usize) + Sync),
        avoid: &HashSet<SeriesKey>,
        fresh: &mut dyn FnMut(SeriesKey) -> bool,
    ) -> Result<Puzzles, GenerateError>;
}

/// Why a section's puzzles could not be made: the game's own reason.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error(transparent)]
    Game(Box<dyn std::error::Error + Send + Sync>),
    /// The run found too few puzzles once those printed before were
    /// skipped.
    #[error(
        "{source}, once {skipped} already printed (in an earlier volume of the series or an earlier section) were skipped"
    )]
    Skipped {
        skipped: usize,
        source: Box<GenerateError>,
    },
}

impl GenerateError {
    /// The game's own reason.
    pub fn of(e: impl std::error::Error + Send + Sync + 'static) -> GenerateError {
        GenerateError::Game(Box::new(e))
    }
}

/// Puzzles of any game, each behind the interface.
pub fn boxed<P: PrintablePuzzle + 'static>(v: Vec<P>) -> Puzzles {
    v.into_iter()
        .map(|p| Arc::new(p) as Arc<dyn PrintablePuzzle>)
        .collect()
}
