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

use super::draw::{RED, draw_deal, face_label};
use super::words::{rules_name, rules_summary};
use cards::deal::Deal;
use cards::engine::Move;
use cards::generator::{self, GenerateError, Puzzle, Tier};
use cards::rules::{Rules, Variant, Win};

/// Narrowest legible card in print: 0.45 in.
pub const MIN_CARD_PT: f64 = 0.45 * 72.0;

/// Width of a full 7-row deal drawing in card widths (six gaps of 1.12
/// and a card), and its height (pyramid of 5.6 widths over the 80% share
/// the stock text leaves it).
const DEAL_W: f64 = 6.0 * 1.12 + 1.0;
const DEAL_H: f64 = 5.6 / 0.8;

/// Aspect and least legible width of a deal drawing.
pub fn figure_hint() -> (f64, f64) {
    (DEAL_W / DEAL_H, MIN_CARD_PT * DEAL_W)
}

/// A card move as printed: cards with their suit symbols, `10♥+3♣`.
pub fn step_text(m: &Move) -> String {
    match m {
        Move::Draw => "draw".to_string(),
        Move::Reset => "reset".to_string(),
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
                "draw".to_string()
            } else {
                format!("draw\u{a0}x{run}")
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

/// The card family's fixed words.
static WORDS: GameWords = GameWords {
    name: "Pyramid card solitaire",
    noun: "Deal",
    plural: "card deals",
    plural_for_cover: "Pyramid card solitaire deals",
    how_to_solve: "Reach each deal's goal: take away two uncovered cards adding up to 13, or a \
                   King alone.",
    compact_key_note: KEY_NOTE,
    reading_notes: &[
        Note::new(
            "Laying out a deal",
            "Each deal shows the pyramid of 28 cards, row by row from the top, and the order of \
             the 24 stock cards, card 1 on top. Lay a real deck out the same way, the stock face \
             down. The line above the deal names the rule set: Pyramid, Cheops or Pharaohs.",
        ),
        Note::new(
            "Reading a deal's solution",
            "'draw' turns the top stock card onto the waste ('draw x3': three times in a row); \
             'reset' turns the waste over into a new stock; '5♥+8♣' takes away those two cards; \
             'K♠' takes away that King.",
        ),
    ],
    play_together: GameWords::alone,
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
    fn game(&self) -> &'static GameWords {
        &WORDS
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
            kind: rules_name(rules).to_string(),
            caption: match rules.win {
                Win::PyramidEmpty => "Clear the pyramid.".to_string(),
                Win::AllCards => "Remove all 52 cards.".to_string(),
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
            empty: "No moves needed.".to_string(),
            runs: Some(step_runs(self.solution())),
        })
    }

    fn rules_pages(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> Rect,
        style: &DrawStyle,
        body_size: f64,
    ) -> Vec<Page> {
        rules_pages(width, height, body, style, body_size)
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
        "How to play the Pyramid card solitaires",
        &card_rules_notes(),
        TextSizes::for_body(body_size.max(style.min_text)),
    )
}

/// The card solitaires' fixed words (for a document before its deals are
/// made).
pub(crate) fn game_words() -> &'static GameWords {
    &WORDS
}

/// The most steps a deal's key can have under `rules`, draws folded: a
/// key is a line that never comes back to a position, so it removes
/// cards in at most 28 steps (four Kings alone, the other 48 cards in
/// pairs), has at most one reset between two removals (two would bring
/// the stock back to where it was) and never more than the rules'
/// passes allow, and each run of draws is followed by a removal or a
/// reset.
pub(crate) fn max_key_steps(rules: cards::Rules) -> usize {
    let removals = 4 + 48 / 2;
    let resets = match rules.passes {
        cards::rules::Passes::Limited(n) => (n as usize).saturating_sub(1).min(removals + 1),
        _ => removals + 1,
    };
    removals + resets + (removals + resets + 1)
}

/// The widest step of a deal's key as printed.
pub(crate) fn widest_step() -> String {
    let cards: Vec<_> = cards::deal::Card::deck().collect();
    let mut best = (0.0, "draw\u{a0}x24".to_string());
    let w = |t: &str| render::text::measure(t, 10.0, render::Weight::Regular);
    best.0 = w(&best.1);
    for a in &cards {
        for b in &cards {
            let t = format!("{}+{}", face_label(*a), face_label(*b));
            let x = w(&t);
            if x > best.0 {
                best = (x, t);
            }
        }
    }
    best.1
}

/// What a deal sheet prints around a deal: its seed and rules, the rules
/// in plain sentences, how to lay it out, its notation to type it back
/// in, and how its key is counted and read.
fn sheet_text<T: DealParts + ?Sized>(d: &T) -> SheetText {
    let rules = DealParts::rules(d);
    let solution = DealParts::solution(d);
    SheetText {
        source: match preset_id(d) {
            Some(id) => format!(
                "Deal ID {id}: enter it on the play page to play this deal on screen, or give \
                 it to pyramid-press check with your moves."
            ),
            None => match Variant::ALL.into_iter().find(|v| v.rules() == rules) {
                Some(_) => format!(
                    "A deal given card by card, played by the {} rules.",
                    rules_name(rules)
                ),
                None => "A deal played by rules of its own, as below.".to_string(),
            },
        },
        paragraphs: vec![
            rules_summary(rules),
            "Lay the pyramid out row by row from the top, each card overlapping the two below \
             it. Stack the stock face down in the listed order, card 1 on top."
                .to_string(),
        ],
        // A deal without an ID is given back by its cards.
        foot: match preset_id(d) {
            Some(_) => String::new(),
            None => format!(
                "This deal in short, pyramid row by row then the stock (T is 10; C D H S are \
                 the suits), to give pyramid-press with --deal: {}",
                DealParts::deal(d)
            ),
        },
        key_length: format!(
            "{} moves in {} steps",
            solution.len(),
            folded_steps(solution).len()
        ),
        key_note: KEY_NOTE.to_string(),
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
        Note {
            heading: "The deal".into(),
            text: "Use one ordinary 52-card deck. Deal 28 cards face up in a pyramid of seven \
                   rows of 1 to 7 cards, each card partly covering the two below it. The other \
                   24 cards are the stock, face down. A card is free when no card covers it."
                .into(),
        },
        Note {
            heading: "Taking cards away".into(),
            text: "Cards count their value: Ace 1, 2 to 10 as marked, Jack 11, Queen 12, King \
                   13. Take away two free cards whose values add up to 13 (Ace and Queen, 2 and \
                   Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7); a King is taken away alone. \
                   Turn stock cards one at a time onto a face-up waste pile. Spaces left in the \
                   pyramid stay empty."
                .into(),
        },
    ];
    for v in Variant::ALL {
        notes.push(Note {
            heading: format!("{} rules", rules_name(v.rules())).into(),
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
pub const KEY_NOTE: &str = "Each step is one move, in order, except that draws in a row make \
     one step ('draw x3': three draws, so three moves). 'draw' turns the top stock card onto \
     the waste; 'reset' turns the waste over into a new stock; \
     '5\u{2665}+8\u{2663}' takes away those two cards; 'K\u{2660}' takes away that King. Cards are \
     written as on the deal page.";

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
