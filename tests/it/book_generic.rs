//! Documents are game-generic: a toy third game, defined here in a few
//! lines (a [`Game`] value, its section and its puzzles) and added to the
//! registry's table, reads its own template section and is printed as a
//! book section with its key, a handout, a daily sheet, a single page and
//! on a cover without any change to the documents; every text about the
//! game comes from the toy, and no document adds words of Egyptian
//! Solitaire or the cards of its own. ARCHITECTURE.md walks through it.

use std::collections::HashSet;
use std::sync::Arc;

use documents::book::{book_layout, generate_sections};
use documents::catalog::GAMES;
use documents::puzzle::{
    DrawStyle, Figure, Game, GameWords, GenerateError, Key, KeyBound, KeyError, LookupTable, Note,
    PlayTogether, PrintablePuzzle, PuzzleWords, Puzzles, SectionSpec, SeriesKey,
};
use documents::section::{SectionError, SectionKeys};
use documents::template::{BookTemplate, Source};
use render::{Page, Rect, Shape};

/// A toy game: a puzzle is a number, drawn as that many dots.
struct Dots(usize);

impl Figure for Dots {
    fn aspect(&self) -> f64 {
        2.0
    }
    fn min_width(&self) -> f64 {
        100.0
    }
    fn draw(&self, area: Rect, _: &DrawStyle) -> Vec<Shape> {
        (0..self.0)
            .map(|i| Shape::Circle {
                cx: area.x + 10.0 + 12.0 * i as f64,
                cy: area.y + 10.0,
                r: 4.0,
                fill: None,
                stroke: None,
            })
            .collect()
    }
}

/// The toy game's fixed words: all a document may say of the game.
static DOTS: GameWords = GameWords {
    name: "Dots",
    noun: "Dotty",
    nouns: "Dotties",
    plural: "dot puzzles",
    plural_for_cover: "dot puzzles for counting",
    rules_title: "How to play Dots",
    how_to_solve: "Count every dot.",
    compact_key_note: "Say the count out loud.",
    reading_notes: &[],
    play_together: dot_race,
};

/// The toy game's way to play together.
fn dot_race() -> Vec<PlayTogether> {
    vec![PlayTogether {
        name: "Dot Race".into(),
        heading: "Dot Race: count together".into(),
        notes: vec![Note {
            heading: "How a round goes".into(),
            text: "Everyone counts at once.".into(),
        }],
        table: Some(LookupTable {
            caption: "Points for a count".into(),
            heads: ["Dots".into(), "Points".into()],
            rows: (1..=3)
                .map(|n| [n.to_string(), format!("{} pt", 2 * n)])
                .collect(),
            rows_per_block: 2,
            note: "More dots, more points.".into(),
        }),
        sheet_caption: "Score sheet: dots counted".into(),
        sheet_columns: vec!["Round dots".into()],
        sheet_lines: vec!["dots".into()],
    }]
}

/// The toy game in the registry: its words, its section, its rules pages;
/// no legend, no web player.
static DOTS_GAME: Game = Game {
    name: "dots",
    words: || &DOTS,
    section: Some(dots_section),
    legend: Game::no_legend,
    rules_pages: dots_rules,
    id_play: None,
    census: None,
    per_page_is_for_it: false,
};

/// The registry's table with the toy game added: one line.
fn registry() -> Vec<&'static Game> {
    let mut games = GAMES.to_vec();
    games.push(&DOTS_GAME);
    games
}

/// A dots section: `count` puzzles of one to `count` dots; it takes only
/// a tier, and only "easy".
#[derive(Debug)]
struct DotsSection(usize);

fn dots_section(
    s: &SectionKeys,
    count: usize,
) -> Result<(Box<dyn SectionSpec>, String), SectionError> {
    if let Some(grid) = &s.grid {
        return Err(SectionError::at(grid.span(), "dots have no grid"));
    }
    if s.tier.get_ref() != "easy" {
        return Err(SectionError::at(s.tier.span(), "dots are always easy"));
    }
    Ok((Box::new(DotsSection(count)), "Counting dots".into()))
}

impl SectionSpec for DotsSection {
    fn count(&self) -> usize {
        self.0
    }
    fn with_count(&self, count: usize) -> Box<dyn SectionSpec> {
        Box::new(DotsSection(count))
    }
    fn tier_rank(&self) -> u32 {
        0
    }
    fn describe(&self) -> String {
        format!("{} dots", self.0)
    }
    fn figure_hint(&self, _: &DrawStyle) -> (f64, f64) {
        (2.0, 100.0)
    }
    fn key_bound(&self, _: &DrawStyle) -> KeyBound {
        KeyBound {
            steps: 1,
            widest_step: format!("say {}", self.0),
            hint: None,
            figure: None,
            caption: None,
            figures: 0,
        }
    }
    fn generate(
        &self,
        _: u64,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Puzzles, GenerateError> {
        progress(self.0);
        Ok(toys(self.0))
    }
    fn generate_where(
        &self,
        _: u64,
        progress: &(dyn Fn(usize) + Sync),
        _: &HashSet<SeriesKey>,
        fresh: &mut dyn FnMut(SeriesKey) -> bool,
    ) -> Result<Puzzles, GenerateError> {
        let out: Puzzles = toys(self.0)
            .into_iter()
            .filter(|p| fresh(p.series_key()))
            .collect();
        progress(out.len());
        Ok(out)
    }
}

impl PrintablePuzzle for Dots {
    fn game(&self) -> &'static Game {
        &DOTS_GAME
    }
    fn words(&self) -> PuzzleWords {
        PuzzleWords {
            kind: format!("{} dots", self.0),
            caption: "Count the dots.".into(),
            id: format!("DOTS-{}", self.0),
            tier: "easy",
            grade: "count to three".into(),
            notation: "o".repeat(self.0),
            sheet: None,
        }
    }
    fn key(&self) -> Result<Key<'_>, KeyError> {
        Ok(Key {
            steps: vec![format!("say {}", self.0)],
            figures: Vec::new(),
            empty: String::new(),
            runs: None,
        })
    }
}

/// The toy game's rules: one page.
fn dots_rules(w: f64, h: f64, _: &dyn Fn(usize) -> Rect, _: &DrawStyle, _: f64) -> Vec<Page> {
    vec![Page {
        width: w,
        height: h,
        shapes: vec![render::text::text(
            72.0,
            72.0,
            12.0,
            render::Weight::Bold,
            render::Align::Left,
            "Dots rules: count them.",
        )],
    }]
}

fn toys(n: usize) -> Puzzles {
    (1..=n)
        .map(|n| Arc::new(Dots(n)) as Arc<dyn PrintablePuzzle>)
        .collect()
}

/// Words a document would only print if it spoke of Egyptian Solitaire or
/// the card games itself rather than through the puzzles it holds.
const OTHER_GAMES: [&str; 9] = [
    "Egyptian",
    "Looney",
    "King Tut",
    "Quicksand",
    "hop",
    "pyramid",
    "Pyramid",
    "card",
    "deal",
];

fn assert_no_other_game(all: &[String]) {
    for s in all {
        // The program's own name is not a game's.
        let s = s.replace("pyramid-press", "");
        for word in OTHER_GAMES {
            assert!(!s.contains(word), "{word:?} printed for a toy game: {s:?}");
        }
    }
}

fn texts(pages: &[Page]) -> Vec<String> {
    pages
        .iter()
        .flat_map(Page::texts)
        .map(String::from)
        .collect()
}

/// The toy game's section read by the registry with the toy in it.
fn dots_book(section: &str) -> Result<BookTemplate, documents::template::TemplateError> {
    BookTemplate::from_source_in(
        Source {
            file: "toy.toml".into(),
            text: format!("title = \"Toy\"\ntrim = \"6x9\"\n[[sections]]\n{section}"),
        },
        &registry(),
    )
}

#[test]
fn a_toy_game_reads_its_own_section_and_the_others_do_not_know_it() {
    let t = dots_book("game = \"dots\"\ntier = \"easy\"\ncount = 3\n").expect("template");
    assert_eq!(t.sections[0].title, "Counting dots");
    assert_eq!(t.sections[0].spec.game().name, "dots");
    assert_eq!(t.sections[0].spec.describe(), "3 dots");
    // The toy's own check, located in the file.
    let e = dots_book("game = \"dots\"\ntier = \"hard\"\ncount = 3\n").unwrap_err();
    assert_eq!((e.line, e.column), (5, 8), "{e}");
    assert!(e.message.contains("always easy"), "{e}");
    // Without the toy in the table, the game is unknown, and the error
    // names the games there are.
    let e = BookTemplate::from_source(Source {
        file: "toy.toml".into(),
        text: "title = \"Toy\"\ntrim = \"6x9\"\n[[sections]]\ngame = \"dots\"\ntier = \"easy\"\ncount = 3\n".into(),
    })
    .unwrap_err();
    assert!(e.message.contains("unknown game 'dots'"), "{e}");
    assert!(e.message.contains("\"egypt\" or \"cards\""), "{e}");
    let e = dots_book("game = \"chess\"\ntier = \"easy\"\ncount = 3\n").unwrap_err();
    assert!(
        e.message.contains("\"egypt\", \"cards\" or \"dots\""),
        "{e}"
    );
}

#[test]
fn a_toy_game_prints_as_a_book_section() {
    let t = dots_book("title = \"Dots\"\ngame = \"dots\"\ntier = \"easy\"\ncount = 3\n")
        .expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    assert_eq!(puzzles[0].len(), 3);
    let layout = book_layout(&t, &puzzles).expect("layout");
    let all = texts(&layout.document.pages);
    for want in [
        "Dotty 1",
        "Dotty 3",
        "ID DOTS-2",
        "1.\u{a0}say 3",
        "Dots rules: count them.",
    ] {
        assert!(all.iter().any(|s| s == want), "{want} missing");
    }
    assert!(all.iter().any(|s| s.contains("3\u{a0}dot puzzles")));
    let mut pages = layout.puzzle_pages.clone();
    pages.dedup();
    let dots: usize = pages
        .iter()
        .map(|n| {
            layout.document.pages[n - 1]
                .shapes
                .iter()
                .filter(|s| matches!(s, Shape::Circle { .. }))
                .count()
        })
        .sum();
    assert_eq!(dots, 1 + 2 + 3);
}

#[test]
fn a_toy_game_prints_as_a_handout_with_its_own_ways_to_play_together() {
    use documents::handout::handout_layout;
    use documents::template::HandoutTemplate;
    let t = HandoutTemplate::from_source(Source {
        file: "toy.toml".into(),
        text: "title = \"Toy night\"\npaper = \"letter\"\nplayers = 3\nrounds = 2\n\
               [[sections]]\ntitle = \"Dots\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 3\n"
            .into(),
    })
    .expect("template");
    let layout = handout_layout(&t, &[toys(3)]).expect("handout");
    let all = texts(&layout.document.pages);
    for want in [
        "Dots rules: count them.",
        "Dot Race: count together",
        "Everyone counts at once.",
        "Points for a count",
        "6 pt",
        "More dots, more points.",
        "Score sheet: dots counted",
        "Round dots",
        "Player 3 (name)",
        "Dotty 2",
        "1.\u{a0}say 3",
    ] {
        assert!(all.iter().any(|s| s == want), "{want} missing");
    }
    let joined = all.join(" ");
    assert!(
        joined.contains(
            "A way to play together, Dot Race, with a score sheet for 3 players and 2 rounds."
        ),
        "the heading page does not name the toy's way to play together"
    );
    assert_no_other_game(&all);
}

#[test]
fn a_toy_game_prints_as_a_daily_sheet_in_its_own_words() {
    use documents::daily::{DailyOptions, daily_sheet_of};
    let date = time::macros::date!(2026 - 01 - 02);
    let dots: Vec<Dots> = (1..=5).map(Dots).collect();
    let list: Vec<&dyn PrintablePuzzle> = dots.iter().map(|d| d as &dyn PrintablePuzzle).collect();
    for every in [0, 2] {
        let opts = DailyOptions {
            every,
            ..DailyOptions::default()
        };
        let doc = daily_sheet_of(date, &list, None, &opts).expect("daily");
        let all = texts(&doc.pages);
        for want in ["DOTS-1", "DOTS-5", "Goal: count the dots"] {
            assert!(
                all.iter().any(|s| s == want),
                "{want} missing (every {every})"
            );
        }
        let joined = all.join(" ");
        assert!(
            joined.contains("Count every dot."),
            "no toy intro (every {every})"
        );
        if every == 0 {
            assert!(
                joined.contains("Say the count out loud."),
                "no toy key note"
            );
        }
        assert_no_other_game(&all);
    }
}

#[test]
fn a_toy_game_prints_on_a_single_page_with_its_key() {
    use documents::single::{SingleOptions, board_document};
    let doc = board_document(
        &Dots(4),
        &SingleOptions {
            key: true,
            ..SingleOptions::default()
        },
    )
    .expect("page");
    let all = texts(&doc.pages);
    for want in ["Dotty DOTS-4: solution", "1. say 4", "Goal: count the dots"] {
        assert!(all.iter().any(|s| s == want), "{want} missing: {all:?}");
    }
    let dots = doc.pages[0]
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Circle { .. }))
        .count();
    assert_eq!(dots, 4);
    assert_no_other_game(&all);
}

#[test]
fn a_book_cover_names_a_toy_game_in_its_words() {
    use documents::cover::cover_layout;
    let t = BookTemplate::from_source(Source {
        file: "toy.toml".into(),
        text: "title = \"Toy\"\ntrim = \"6x9\"\n[[sections]]\ntitle = \"Dots\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 3\n".into(),
    })
    .expect("template");
    let contents = [toys(3)];
    let cover = cover_layout(
        &t,
        40,
        contents[0][2].as_ref(),
        contents[0][0].as_ref(),
        &contents,
    );
    let all = texts(&cover.document.pages);
    let joined = all.join(" ");
    assert!(
        joined.contains("3 dot puzzles for counting, from a first move"),
        "blurb: {joined}"
    );
    assert_no_other_game(&all);
}
