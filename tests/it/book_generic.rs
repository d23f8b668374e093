//! Documents are game-generic: a toy third game, defined here in a few
//! lines, is printed as a book section without any change to the
//! documents; card deals go into books and handouts from templates.

use std::sync::Arc;

use pyramid_press::docs::book::book_layout;
use pyramid_press::docs::template::{BookTemplate, Source};
use pyramid_press::game::{DrawStyle, Figure, Key, KeyError, Note, PrintablePuzzle, Puzzles};
use pyramid_press::render::{Page, Rect, Shape};

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

impl PrintablePuzzle for Dots {
    fn game(&self) -> &'static str {
        "Dots"
    }
    fn noun(&self) -> &'static str {
        "Dotty"
    }
    fn plural(&self) -> &'static str {
        "dot puzzles"
    }
    fn kind(&self) -> String {
        format!("{} dots", self.0)
    }
    fn caption(&self) -> String {
        "Count the dots.".into()
    }
    fn id(&self) -> String {
        format!("DOTS-{}", self.0)
    }
    fn tier(&self) -> &'static str {
        "easy"
    }
    fn grade_words(&self) -> String {
        "count to three".into()
    }
    fn notation(&self) -> String {
        "o".repeat(self.0)
    }
    fn key(&self) -> Result<Key<'_>, KeyError> {
        Ok(Key {
            steps: vec![format!("say {}", self.0)],
            figures: Vec::new(),
            empty: String::new(),
        })
    }
    fn rules_pages(&self, w: f64, h: f64, _: &dyn Fn(usize) -> Rect, _: f64) -> Vec<Page> {
        vec![Page {
            width: w,
            height: h,
            shapes: vec![pyramid_press::render::text::text(
                72.0,
                72.0,
                12.0,
                pyramid_press::render::Weight::Bold,
                pyramid_press::render::Align::Left,
                "Dots rules: count them.",
            )],
        }]
    }
    fn reading_notes(&self) -> Vec<Note> {
        Vec::new()
    }
}

fn texts(pages: &[Page]) -> Vec<String> {
    pages
        .iter()
        .flat_map(Page::texts)
        .map(String::from)
        .collect()
}

#[test]
fn a_toy_game_prints_as_a_book_section() {
    let t = BookTemplate::from_source(Source {
        file: "toy.toml".into(),
        text: "title = \"Toy\"\ntrim = \"6x9\"\n[[sections]]\ntitle = \"Dots\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 3\n".into(),
    })
    .expect("template");
    let toys: Puzzles = (1..=3)
        .map(|n| Arc::new(Dots(n)) as Arc<dyn PrintablePuzzle>)
        .collect();
    let layout = book_layout(&t, &[toys]).expect("layout");
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
    assert!(all.iter().any(|s| s.contains("3 dot puzzles")));
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
