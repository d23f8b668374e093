//! A card deal behind the documents' [`PrintablePuzzle`] interface (a
//! generated [`Puzzle`] or a [`GivenDeal`]): the deal drawn by
//! [`super::draw::draw_deal`], its key as numbered steps with runs of
//! draws folded and red cards in red, what a deal sheet prints around it,
//! the family's rules as text; and the deals of a deal sheet
//! ([`generate_sheet`]).

use crate::puzzle::{
    DrawStyle, Figure, GameWords, Key, KeyError, Note, PrintablePuzzle, PuzzleWords, SheetText,
    WebPlay,
};
use crate::series::SeriesKey;
use render::flow::{TextSizes, text_pages};
use render::{Color, Page, Rect, Shape};

use super::draw::{RED, draw_deal, face_label, figure_hint};
use super::words::{rules_name, rules_summary};
use crate::puzzle::{Game, GameWordsInEvery, kept};
use crate::tr;
use cards::deal::Deal;
use cards::engine::Move;
use cards::generator::{self, GenerateError, Puzzle, Tier};
use cards::rules::{Rules, Variant, Win};

/// A card move as printed: cards with their suit symbols, `10♥+3♣`.
pub fn step_text(m: &Move) -> String {
    match m {
        Move::Draw => tr!("cards-step-draw"),
        Move::Reset => tr!("cards-step-reset"),
        Move::King(l) => face_label(l.card),
        Move::Pair(a, b) => format!("{}+{}", face_label(a.card), face_label(b.card)),
    }
}

/// The steps of a line with runs of draws folded: "draw x3".
pub fn folded_steps(moves: &[Move]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < moves.len() {
        if moves[i] == Move::Draw {
            let run = moves[i..].iter().take_while(|m| **m == Move::Draw).count();
            out.push(if run == 1 {
                tr!("cards-step-draw")
            } else {
                tr!("cards-step-draws", n = run)
            });
            i += run;
        } else {
            out.push(step_text(&moves[i]));
            i += 1;
        }
    }
    out
}

/// What the documents need of a deal to print it: the deal, its rules,
/// its key, and where it came from (a seed and a tier for a generated
/// deal, neither for one given card by card).
trait DealParts {
    fn deal(&self) -> &Deal;
    fn rules(&self) -> Rules;
    fn solution(&self) -> &[Move];
    fn seed(&self) -> Option<u64>;
    fn tier(&self) -> Option<Tier>;
}

impl DealParts for Puzzle {
    fn deal(&self) -> &Deal {
        &self.deal
    }
    fn rules(&self) -> Rules {
        self.rules
    }
    fn solution(&self) -> &[Move] {
        &self.solution
    }
    fn seed(&self) -> Option<u64> {
        Some(self.deal_seed)
    }
    fn tier(&self) -> Option<Tier> {
        Some(self.tier)
    }
}

/// A deal given card by card (`cards sheet --deal`), with its key: no
/// seed, no tier.
#[derive(Clone, Debug)]
pub struct GivenDeal {
    pub deal: Deal,
    pub rules: Rules,
    pub solution: Vec<Move>,
}

impl DealParts for GivenDeal {
    fn deal(&self) -> &Deal {
        &self.deal
    }
    fn rules(&self) -> Rules {
        self.rules
    }
    fn solution(&self) -> &[Move] {
        &self.solution
    }
    fn seed(&self) -> Option<u64> {
        None
    }
    fn tier(&self) -> Option<Tier> {
        None
    }
}

/// The card family's fixed words, in the language of the page.
fn words() -> GameWords {
    GameWords {
        how_to_solve: kept(tr!("cards-how-to-solve")),
        compact_key_note: kept(key_note()),
        reading_notes: Box::leak(
            vec![
                Note::owned(
                    tr!("cards-reading-layout-heading"),
                    tr!("cards-reading-layout"),
                ),
                Note::owned(tr!("cards-reading-key-heading"), tr!("cards-reading-key")),
            ]
            .into_boxed_slice(),
        ),
        ..GameWords::named("cards")
    }
}

static WORDS: GameWordsInEvery = GameWordsInEvery::new();

/// The card solitaires in the registry ([`crate::catalog::GAMES`]).
pub static GAME: Game = Game {
    name: "cards",
    words: fixed_words,
    section: Some(super::section::read),
    legend: Game::no_legend,
    rules_pages,
    id_play: Some(super::play::id_play),
    census: None,
    per_page_is_for_it: false,
};

/// The documents' interface for a deal, the same for a generated deal and
/// a given one.
impl<T: DealParts + Send + Sync> Figure for T {
    fn aspect(&self) -> f64 {
        figure_hint().0
    }

    fn min_width(&self) -> f64 {
        figure_hint().1
    }

    fn draw(&self, area: Rect, _style: &DrawStyle) -> Vec<Shape> {
        let (aspect, _) = figure_hint();
        let w = area.w.min(area.h * aspect);
        let h = w / aspect;
        draw_deal(
            self.deal(),
            Rect::new(area.x + (area.w - w) / 2.0, area.y, w, h),
        )
    }
}

impl<T: DealParts + Send + Sync> PrintablePuzzle for T {
    fn game(&self) -> &'static Game {
        &GAME
    }

    /// `play.html` opens deals of the preset rules by seed
    /// (`pyramid-17`); a deal given card by card, or one under other
    /// rules, has no such ID and gets no code.
    fn play_id(&self) -> Option<String> {
        preset_id(self)
    }

    fn words(&self) -> PuzzleWords {
        let rules = self.rules();
        let tier = DealParts::tier(self).map_or("", |t| t.name());
        PuzzleWords {
            kind: rules_name(rules),
            caption: match rules.win {
                Win::PyramidEmpty => tr!("cards-goal-pyramid"),
                Win::AllCards => tr!("cards-goal-all"),
            },
            id: match self.seed() {
                Some(seed) => {
                    let v = Variant::ALL
                        .into_iter()
                        .find(|v| v.rules() == rules)
                        .map_or("custom", |v| v.name());
                    format!("{v}-{seed}")
                }
                // A deal given card by card is reproduced by its notation.
                None => self.deal().to_string(),
            },
            tier,
            grade: tier.to_string(),
            notation: self.deal().to_string(),
            sheet: Some(sheet_text(self)),
        }
    }

    /// The deal's cards with its rules.
    fn series_key(&self) -> SeriesKey {
        let rules = self.rules();
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.rules() == rules)
            .map_or_else(|| rules.to_string(), |v| v.name().to_string());
        SeriesKey::new("cards", &format!("{variant}:{}", self.deal()))
    }

    fn grade_rank(&self) -> (u32, u32) {
        let tier = DealParts::tier(self).map_or(0, |t| t as u32);
        (tier, 0)
    }

    fn key(&self) -> Result<Key<'_>, KeyError> {
        Ok(Key {
            steps: folded_steps(self.solution()),
            figures: Vec::new(),
            empty: tr!("cards-no-moves"),
            runs: Some(step_runs(self.solution())),
        })
    }

    fn web_play(&self, _style: &DrawStyle) -> Option<WebPlay> {
        Some(super::web::web_play(
            &self.words().id,
            self.deal(),
            self.rules(),
            self.solution(),
        ))
    }
}

/// The ID of a deal of preset rules by seed (`pyramid-17`); `None` for a
/// deal given card by card or one under other rules.
fn preset_id<T: DealParts + ?Sized>(d: &T) -> Option<String> {
    let seed = DealParts::seed(d)?;
    let rules = DealParts::rules(d);
    let v = Variant::ALL.into_iter().find(|v| v.rules() == rules)?;
    Some(format!("{}-{seed}", v.name()))
}

/// The card solitaires' rules pages in a document (see
/// [`PrintablePuzzle::rules_pages`]): the same for every deal, so a
/// document can count them before its deals are made.
pub(crate) fn rules_pages(
    width: f64,
    height: f64,
    body: &dyn Fn(usize) -> Rect,
    style: &DrawStyle,
    body_size: f64,
) -> Vec<Page> {
    text_pages(
        width,
        height,
        body,
        &tr!("cards-how-to-play"),
        &card_rules_notes(),
        TextSizes::for_body(body_size.max(style.min_text)),
    )
}

/// The card solitaires' fixed words (for a document before its deals are
/// made).
fn fixed_words() -> &'static GameWords {
    WORDS.get(words)
}

/// What a deal sheet prints around a deal: its seed and rules, the rules
/// in plain sentences, how to lay it out, its notation to type it back
/// in, and how its key is counted and read.
fn sheet_text<T: DealParts + ?Sized>(d: &T) -> SheetText {
    let rules = DealParts::rules(d);
    let solution = DealParts::solution(d);
    // A preset by its name; other rules by their settings.
    let named = if Variant::ALL.into_iter().any(|v| v.rules() == rules) {
        rules_name(rules)
    } else {
        rules.to_string()
    };
    SheetText {
        source: match preset_id(d) {
            Some(id) => tr!("cards-source-id", id = id),
            None => match Variant::ALL.into_iter().find(|v| v.rules() == rules) {
                Some(_) => tr!("cards-source-given", rules = named),
                None => tr!("cards-source-own"),
            },
        },
        paragraphs: vec![rules_summary(rules), tr!("cards-lay-out")],
        // A deal without an ID is given back by its cards.
        foot: match preset_id(d) {
            Some(_) => String::new(),
            None => tr!("cards-type-in", deal = DealParts::deal(d).to_string()),
        },
        key_length: tr!(
            "cards-key-length",
            moves = solution.len(),
            steps = folded_steps(solution).len()
        ),
        key_note: key_note(),
    }
}

/// A key's steps as printed, each as runs of text and ink: a card in red
/// when its suit is, runs of draws folded as in [`folded_steps`].
pub fn step_runs(steps: &[Move]) -> Vec<Vec<(String, Color)>> {
    let ink = |red: bool| if red { RED } else { Color::BLACK };
    let folded = folded_steps(steps);
    let mut i = 0;
    let mut out = Vec::with_capacity(folded.len());
    for text in folded {
        let parts = match steps.get(i) {
            Some(Move::Pair(a, b)) => {
                i += 1;
                vec![
                    (face_label(a.card), ink(a.card.is_red())),
                    ("+".to_string(), Color::BLACK),
                    (face_label(b.card), ink(b.card.is_red())),
                ]
            }
            Some(Move::King(l)) => {
                i += 1;
                vec![(face_label(l.card), ink(l.card.is_red()))]
            }
            Some(Move::Draw) => {
                i += steps[i..].iter().take_while(|m| **m == Move::Draw).count();
                vec![(text, Color::BLACK)]
            }
            _ => {
                i += 1;
                vec![(text, Color::BLACK)]
            }
        };
        out.push(parts);
    }
    out
}

/// The card rules in headed paragraphs (RULES.md section 2 in the
/// project's words), one paragraph per named rule set.
pub fn card_rules_notes() -> Vec<Note> {
    let mut notes = vec![
        Note::owned(tr!("cards-rules-deal-heading"), tr!("cards-rules-deal")),
        Note::owned(tr!("cards-rules-take-heading"), tr!("cards-rules-take")),
    ];
    for v in Variant::ALL {
        notes.push(Note {
            heading: tr!("cards-rules-of", name = rules_name(v.rules())).into(),
            text: rules_summary(v.rules()).into(),
        });
    }
    notes
}

/// The seed a sheet of `rules` generates from for the run seed `seed`:
/// the same seed gives different deals for every rule set, so a host who
/// prints Pyramid, Cheops and Pharaohs sheets of one run gets three sets
/// of layouts.
pub fn variant_seed(rules: Rules, seed: u64) -> u64 {
    seed::derive(seed, seed::from_text(&rules.to_string()))
}

/// How a key is read, for the top of a key page.
pub fn key_note() -> String {
    tr!("cards-key-note")
}

/// Generates the `count` distinct winnable deals of a sheet from the run
/// seed `seed` (see [`variant_seed`]).
pub fn generate_sheet(
    rules: Rules,
    tier: Tier,
    count: usize,
    seed: u64,
) -> Result<Vec<Puzzle>, GenerateError> {
    let run = variant_seed(rules, seed);
    let mut wanted = count;
    // Candidates are drawn from 32-bit seeds, so a repeat is possible in
    // principle: ask for more until `count` distinct deals are found.
    loop {
        let puzzles = generator::generate(rules, tier, wanted, run)?;
        let mut seen = std::collections::HashSet::new();
        let distinct: Vec<_> = puzzles
            .into_iter()
            .filter(|p| seen.insert(p.deal.clone()))
            .take(count)
            .collect();
        if distinct.len() == count || wanted >= count.saturating_mul(2) + 8 {
            return Ok(distinct);
        }
        wanted += count - distinct.len();
    }
}
