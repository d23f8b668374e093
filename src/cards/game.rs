//! A generated card deal behind the documents' [`PrintablePuzzle`]
//! interface: the deal drawn by [`super::draw::draw_deal`], its key as
//! numbered steps with runs of draws folded, the family's rules as text.

use crate::docs::deal_sheet::{rules_name, rules_summary};
use crate::docs::text_pages::{TextSizes, text_pages};
use crate::game::{DrawStyle, Figure, Key, KeyError, Note, PrintablePuzzle, WebPlay};
use crate::render::{Page, Rect, Shape};

use super::draw::{draw_deal, face_label};
use super::engine::Move;
use super::generator::Puzzle;
use super::rules::{Rules, Variant, Win};

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

/// The preset's name ("Pyramid"), or "Custom rules".
pub fn variant_name(rules: Rules) -> &'static str {
    rules_name(rules)
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

impl Figure for Puzzle {
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
            &self.deal,
            Rect::new(area.x + (area.w - w) / 2.0, area.y, w, h),
        )
    }
}

impl PrintablePuzzle for Puzzle {
    fn game(&self) -> &'static str {
        "Pyramid card solitaire"
    }

    fn noun(&self) -> &'static str {
        "Deal"
    }

    fn how_to_solve(&self) -> String {
        "Reach each deal's goal: take away two uncovered cards adding up to 13, or a King \
         alone."
            .to_string()
    }

    fn compact_key_note(&self) -> String {
        crate::docs::deal_sheet::KEY_NOTE.to_string()
    }

    fn plural(&self) -> &'static str {
        "card deals"
    }

    fn plural_for_cover(&self) -> String {
        "Pyramid card solitaire deals".to_string()
    }

    fn kind(&self) -> String {
        rules_name(self.rules).to_string()
    }

    fn caption(&self) -> String {
        match self.rules.win {
            Win::PyramidEmpty => "Clear the pyramid.".to_string(),
            Win::AllCards => "Remove all 52 cards.".to_string(),
        }
    }

    fn id(&self) -> String {
        let v = Variant::ALL
            .into_iter()
            .find(|v| v.rules() == self.rules)
            .map_or("custom", |v| v.name());
        format!("{v}-{}", self.deal_seed)
    }

    fn tier(&self) -> &'static str {
        self.tier.name()
    }

    fn grade_words(&self) -> String {
        self.tier.name().to_string()
    }

    fn notation(&self) -> String {
        self.deal.to_string()
    }

    fn key(&self) -> Result<Key<'_>, KeyError> {
        Ok(Key {
            steps: folded_steps(&self.solution),
            figures: Vec::new(),
            empty: "No moves needed.".to_string(),
        })
    }

    fn rules_pages(
        &self,
        width: f64,
        height: f64,
        body: &dyn Fn(usize) -> Rect,
        min_text: f64,
    ) -> Vec<Page> {
        text_pages(
            width,
            height,
            body,
            "How to play the Pyramid card solitaires",
            &card_rules_notes(),
            TextSizes::for_body(min_text.max(9.5)),
        )
    }

    fn rules_pages_at(
        &self,
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

    fn reading_notes(&self) -> Vec<Note> {
        vec![
            Note {
                heading: "Laying out a deal".to_string(),
                text: "Each deal shows the pyramid of 28 cards, row by row from the top, and \
                       the order of the 24 stock cards, card 1 on top. Lay a real deck out \
                       the same way, the stock face down. The line above the deal names the \
                       rule set: Pyramid, Cheops or Pharaohs."
                    .to_string(),
            },
            Note {
                heading: "Reading a deal's solution".to_string(),
                text: "'draw' turns the top stock card onto the waste ('draw x3': three times \
                       in a row); 'reset' turns the waste over into a new stock; '5♥+8♣' \
                       takes away those two cards; 'K♠' takes away that King."
                    .to_string(),
            },
        ]
    }

    fn web_play(&self, _style: &DrawStyle) -> Option<WebPlay> {
        Some(super::web::web_play(
            &self.id(),
            &self.deal,
            self.rules,
            &self.solution,
        ))
    }
}

/// The card rules in headed paragraphs (RULES.md section 2 in the
/// project's words), one paragraph per named rule set.
pub fn card_rules_notes() -> Vec<Note> {
    let mut notes = vec![
        Note {
            heading: "The deal".to_string(),
            text: "Use one ordinary 52-card deck. Deal 28 cards face up in a pyramid of seven \
                   rows of 1 to 7 cards, each card partly covering the two below it. The other \
                   24 cards are the stock, face down. A card is free when no card covers it."
                .to_string(),
        },
        Note {
            heading: "Taking cards away".to_string(),
            text: "Cards count their value: Ace 1, 2 to 10 as marked, Jack 11, Queen 12, King \
                   13. Take away two free cards whose values add up to 13 (Ace and Queen, 2 and \
                   Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7); a King is taken away alone. \
                   Turn stock cards one at a time onto a face-up waste pile. Spaces left in the \
                   pyramid stay empty."
                .to_string(),
        },
    ];
    for v in Variant::ALL {
        notes.push(Note {
            heading: format!("{} rules", rules_name(v.rules())),
            text: rules_summary(v.rules()),
        });
    }
    notes
}
