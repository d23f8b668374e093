//! Deal sheets for the Pyramid card solitaires: one page per deal, with
//! the pyramid drawn card by card and the stock order listed, so that a
//! player can lay a real deck out the same way; then a solution key
//! numbered to match, its steps in columns with runs of draws folded
//! ("draw x3"), cards written as on the deal (`10♥`, `K♠`).
//!
//! Deals of one sheet are distinct, and a run of one seed gives different
//! deals for each variant: the generation seed is derived from the seed and
//! the variant ([`variant_seed`]).

use crate::cards::deal::Deal;
use crate::cards::draw::{RED, draw_deal, face_label};
use crate::cards::engine::Move;
use crate::cards::game::folded_steps;
use crate::cards::generator::{self, GenerateError, Tier};
use crate::cards::rules::{Availability, Passes, Rules, Variant, Win};
use crate::render::text::{CAP_HEIGHT, Style, measure, paragraph};
use crate::render::{Align, Color, Page, Paper, Rect, Shape, Weight};

/// One deal to print.
#[derive(Clone, Debug)]
pub struct SheetDeal {
    /// Number shown on the deal page and in the key.
    pub number: usize,
    /// The seed of the deal, when it came from one.
    pub seed: Option<u64>,
    pub deal: Deal,
    pub rules: Rules,
    /// Tier name, when the deal was graded.
    pub tier: Option<String>,
    pub solution: Vec<Move>,
}

/// The preset name of a rule set, or "Custom rules".
pub fn rules_name(rules: Rules) -> &'static str {
    Variant::ALL
        .into_iter()
        .find(|v| v.rules() == rules)
        .map(|v| match v {
            Variant::Pyramid => "Pyramid",
            Variant::Cheops => "Cheops",
            Variant::Pharaohs => "Pharaohs",
        })
        .unwrap_or("Custom rules")
}

/// The seed a sheet of `rules` generates from for the run seed `seed`:
/// the same seed gives different deals for every rule set, so a host who
/// prints Pyramid, Cheops and Pharaohs sheets of one run gets three sets
/// of layouts.
pub fn variant_seed(rules: Rules, seed: u64) -> u64 {
    crate::seed::derive(seed, crate::seed::from_text(&rules.to_string()))
}

/// Generates the `count` distinct winnable deals of a sheet, numbered from
/// 1, from the run seed `seed` (see [`variant_seed`]).
pub fn generate_sheet(
    rules: Rules,
    tier: Tier,
    count: usize,
    seed: u64,
) -> Result<Vec<SheetDeal>, GenerateError> {
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
            return Ok(distinct
                .into_iter()
                .enumerate()
                .map(|(i, p)| SheetDeal {
                    number: i + 1,
                    seed: Some(p.deal_seed),
                    deal: p.deal,
                    rules: p.rules,
                    tier: Some(p.tier.to_string()),
                    solution: p.solution,
                })
                .collect());
        }
        wanted += count - distinct.len();
    }
}

/// The rules in a few plain sentences for the top of a deal page.
pub fn rules_summary(rules: Rules) -> String {
    let from_stock = match rules.availability {
        Availability::WasteTop => "the top card of the waste",
        Availability::WasteTopPlusDrawn => {
            "the top card of the waste and the face-up card on top of the stock"
        }
        Availability::TopTwoWaste => "the top two cards of the waste",
    };
    let overlap = if rules.overlap_pairing {
        "A card may pair with the one card still lying on it."
    } else {
        "A card can only pair once nothing lies on it."
    };
    let passes = match rules.passes {
        Passes::Unlimited => "Go through the stock as often as you like.".to_string(),
        Passes::Limited(1) => "Go through the stock once; there is no redeal.".to_string(),
        Passes::Limited(n) => format!("Go through the stock at most {n} times."),
    };
    let win = match rules.win {
        Win::PyramidEmpty => "You win when the pyramid is cleared.",
        Win::AllCards => "You win when all 52 cards are gone.",
    };
    format!(
        "Take away two uncovered cards whose values add up to 13 (Ace 1, Jack 11, Queen 12); a King goes alone. Besides the pyramid, you may use {from_stock}. {overlap} {passes} {win}"
    )
}

/// The heading of a deal: "Deal 1: Pyramid · medium".
fn deal_heading(d: &SheetDeal) -> String {
    let mut heading = format!("Deal {}: {}", d.number, rules_name(d.rules));
    if let Some(t) = &d.tier {
        heading.push_str(&format!(" \u{b7} {t}"));
    }
    heading
}

/// The deal page of one deal (footers are added by the document).
pub fn deal_page(d: &SheetDeal, paper: Paper) -> Page {
    let mut page = Page::new(paper);
    let c = paper.content();
    let mut y = c.y;
    y = paragraph(
        &mut page.shapes,
        c.x,
        y,
        c.w,
        Style::new(18.0, Weight::Bold),
        &deal_heading(d),
    );
    let source = match d.seed {
        Some(s) => format!("Deal seed {s}. Rules: {}.", d.rules),
        None => format!("Rules: {}.", d.rules),
    };
    y = paragraph(
        &mut page.shapes,
        c.x,
        y + 2.0,
        c.w,
        Style::new(8.5, Weight::Regular).color(Color::grey(70)),
        &source,
    );
    y = paragraph(
        &mut page.shapes,
        c.x,
        y + 6.0,
        c.w,
        Style::new(10.0, Weight::Regular),
        &rules_summary(d.rules),
    );
    y = paragraph(
        &mut page.shapes,
        c.x,
        y + 4.0,
        c.w,
        Style::new(10.0, Weight::Regular),
        "Lay the pyramid out row by row from the top, each card overlapping the two below it. Stack the stock face down in the listed order, card 1 on top.",
    );
    // The notation at the foot, so the deal can be typed back in.
    let notation = format!(
        "To type this deal into pyramid-press (ranks A 2-9 T J Q K, suits C D H S): {}",
        d.deal
    );
    let note_style = Style::new(8.0, Weight::Regular).color(Color::grey(60));
    let note_h = crate::render::text::paragraph_height(c.w, note_style, &notation);
    let area = Rect::new(c.x, y + 10.0, c.w, (c.bottom() - note_h - 8.0) - (y + 10.0));
    page.shapes.extend(draw_deal(&d.deal, area));
    paragraph(
        &mut page.shapes,
        c.x,
        c.bottom() - note_h,
        c.w,
        note_style,
        &notation,
    );
    page
}

/// How a key is read, for the top of a key page.
pub const KEY_NOTE: &str = "Each step is one move, in order. 'draw' turns the top stock card onto \
     the waste ('draw x3': three times in a row); 'reset' turns the waste over into a new stock; \
     '5\u{2665}+8\u{2663}' takes away those two cards; 'K\u{2660}' takes away that King. Cards are \
     written as on the deal page.";

/// Text size of key steps.
const STEP_SIZE: f64 = 9.5;
/// Space between step columns.
const STEP_GUTTER: f64 = 14.0;

/// One printed step: its number and its parts (text, red?).
fn step_parts(steps: &[Move]) -> Vec<Vec<(String, bool)>> {
    // Fold the runs of draws the same way as every other key.
    let folded = folded_steps(steps);
    let mut i = 0;
    let mut out = Vec::with_capacity(folded.len());
    for text in folded {
        let parts = match steps.get(i) {
            Some(Move::Pair(a, b)) => {
                i += 1;
                vec![
                    (face_label(a.card), a.card.is_red()),
                    ("+".to_string(), false),
                    (face_label(b.card), b.card.is_red()),
                ]
            }
            Some(Move::King(l)) => {
                i += 1;
                vec![(face_label(l.card), l.card.is_red())]
            }
            Some(Move::Draw) => {
                i += steps[i..].iter().take_while(|m| **m == Move::Draw).count();
                vec![(text, false)]
            }
            _ => {
                i += 1;
                vec![(text, false)]
            }
        };
        out.push(parts);
    }
    out
}

/// Width of the widest step of a set (number included).
fn step_width(numbers: usize, steps: &[Vec<(String, bool)>]) -> f64 {
    let num_w = measure(&format!("{numbers}."), STEP_SIZE, Weight::Regular);
    let widest = steps
        .iter()
        .map(|p| {
            p.iter()
                .map(|(t, _)| measure(t, STEP_SIZE, Weight::Regular))
                .sum::<f64>()
        })
        .fold(0.0, f64::max);
    num_w + 4.0 + widest
}

/// Lays the key of one deal out from `y` in the column `x`..`x + w`,
/// starting with step `from`, above `bottom`. Returns the new y and the
/// first step not placed, or `None` when not even the heading and two
/// rows of steps fit.
fn key_block(
    out: &mut Vec<Shape>,
    d: &SheetDeal,
    x: f64,
    y: f64,
    w: f64,
    bottom: f64,
    from: usize,
) -> Option<(f64, usize)> {
    let steps = step_parts(&d.solution);
    let hs = Style::new(11.0, Weight::Bold);
    let line = STEP_SIZE * 1.45;
    let heading = if from == 0 {
        format!(
            "{}: {} moves in {} steps",
            deal_heading(d),
            d.solution.len(),
            steps.len()
        )
    } else {
        format!("{} (continued)", deal_heading(d))
    };
    let number_w = measure(&format!("{}.", steps.len()), STEP_SIZE, Weight::Regular);
    let item_w = step_width(steps.len(), &steps) + STEP_GUTTER;
    let cols = ((w + STEP_GUTTER) / item_w).floor().max(1.0) as usize;
    let head_h = crate::render::text::paragraph_height(w, hs, &heading) + 3.0;
    let rows_fit = ((bottom - y - head_h) / line).floor().max(0.0) as usize;
    let left = steps.len().saturating_sub(from);
    let rows_needed = left.div_ceil(cols).max(1);
    if rows_fit < rows_needed.min(2) {
        return None;
    }
    let yy = paragraph(out, x, y, w, hs, &heading) + 3.0;
    if left == 0 {
        let end = paragraph(
            out,
            x,
            yy,
            w,
            Style::new(STEP_SIZE, Weight::Regular),
            "No moves needed.",
        );
        return Some((end, from));
    }
    let rows = rows_needed.min(rows_fit);
    let take = left.min(rows * cols);
    // Column by column, so the steps read down each column.
    for k in 0..take {
        let (col, row) = (k / rows, k % rows);
        let n = from + k;
        let bx = x + col as f64 * item_w;
        let base = yy + STEP_SIZE * CAP_HEIGHT + row as f64 * line;
        out.push(Shape::Text {
            x: bx + number_w,
            y: base,
            size: STEP_SIZE,
            weight: Weight::Regular,
            align: Align::Right,
            color: Color::grey(90),
            text: format!("{}.", n + 1),
        });
        let mut tx = bx + number_w + 4.0;
        for (t, red) in &steps[n] {
            out.push(Shape::Text {
                x: tx,
                y: base,
                size: STEP_SIZE,
                weight: Weight::Regular,
                align: Align::Left,
                color: if *red { RED } else { Color::BLACK },
                text: t.clone(),
            });
            tx += measure(t, STEP_SIZE, Weight::Regular);
        }
    }
    Some((yy + rows as f64 * line, from + take))
}

/// Lays the keys of `deals` out on `page` from `y` under `heading` and the
/// reading note, continuing on new pages as needed. Returns the pages
/// filled (the first is `page`).
pub fn key_pages_from(
    mut page: Page,
    y: f64,
    deals: &[SheetDeal],
    paper: Paper,
    heading: &str,
) -> Vec<Page> {
    let c = paper.content();
    let mut pages = Vec::new();
    let mut y = paragraph(
        &mut page.shapes,
        c.x,
        y,
        c.w,
        Style::new(18.0, Weight::Bold),
        heading,
    );
    y = paragraph(
        &mut page.shapes,
        c.x,
        y + 4.0,
        c.w,
        Style::new(9.0, Weight::Regular).color(Color::grey(40)),
        KEY_NOTE,
    ) + 10.0;
    for d in deals {
        let total = step_parts(&d.solution).len();
        let mut from = 0;
        loop {
            let fresh = y <= c.y;
            if let Some((ny, next)) = key_block(&mut page.shapes, d, c.x, y, c.w, c.bottom(), from)
            {
                y = ny;
                from = next;
                if from >= total {
                    y += 12.0;
                    break;
                }
            } else if fresh {
                // Cannot happen on a page of any supported paper; never loop.
                break;
            }
            pages.push(std::mem::replace(&mut page, Page::new(paper)));
            y = c.y;
        }
    }
    pages.push(page);
    pages
}

/// The solution key on pages of its own.
pub fn key_pages(deals: &[SheetDeal], paper: Paper, heading: &str) -> Vec<Page> {
    key_pages_from(Page::new(paper), paper.content().y, deals, paper, heading)
}

/// Deal pages followed by the key, every page with `title` and its number
/// in the footer.
pub fn deal_sheet(deals: &[SheetDeal], paper: Paper, title: &str) -> Vec<Page> {
    let mut pages: Vec<Page> = deals.iter().map(|d| deal_page(d, paper)).collect();
    pages.extend(key_pages(deals, paper, "Solutions"));
    crate::docs::daily::add_footers(&mut pages, title);
    pages
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_names_and_summaries() {
        assert_eq!(rules_name(Rules::pyramid()), "Pyramid");
        assert_eq!(rules_name(Rules::pharaohs()), "Pharaohs");
        let mut custom = Rules::cheops();
        custom.overlap_pairing = true;
        assert_eq!(rules_name(custom), "Custom rules");
        assert!(rules_summary(Rules::pharaohs()).contains("top two cards of the waste"));
        assert!(rules_summary(Rules::pharaohs()).contains("no redeal"));
        assert!(rules_summary(Rules::pyramid()).contains("as often as you like"));
        assert!(rules_summary(Rules::cheops()).contains("at most 3 times"));
    }

    #[test]
    fn sheet_has_a_page_per_deal_and_a_key() {
        let d = pyramid_deal_7();
        let pages = deal_sheet(
            &[d.clone(), SheetDeal { number: 2, ..d }],
            Paper::Letter,
            "t",
        );
        assert_eq!(pages.len(), 3);
        let texts = |p: &Page| all_text(std::slice::from_ref(p)).join(" ");
        assert!(texts(&pages[0]).contains("Deal 1: Pyramid"));
        assert!(texts(&pages[2]).contains("Deal 2: Pyramid: "));
    }

    /// Pyramid deal of seed 7 (winnable) as sheet deal 1, with its key.
    fn pyramid_deal_7() -> SheetDeal {
        let deal = Deal::from_seed(7);
        let report = crate::cards::solve(&deal, Rules::pyramid());
        assert!(report.winnable);
        SheetDeal {
            number: 1,
            seed: Some(7),
            deal,
            rules: Rules::pyramid(),
            tier: None,
            solution: report.solution,
        }
    }

    fn all_text(pages: &[Page]) -> Vec<String> {
        pages
            .iter()
            .flat_map(Page::texts)
            .map(String::from)
            .collect()
    }

    #[test]
    fn one_seed_gives_distinct_deals_on_a_sheet_and_across_variants() {
        let mut seen = std::collections::HashSet::new();
        for v in Variant::ALL {
            let deals = generate_sheet(v.rules(), Tier::Easy, 3, 1).expect("deals");
            assert_eq!(deals.len(), 3);
            for d in &deals {
                assert!(
                    seen.insert(d.deal.clone()),
                    "{v:?}: deal {} repeats",
                    d.number
                );
            }
        }
        assert_ne!(
            variant_seed(Rules::pyramid(), 1),
            variant_seed(Rules::cheops(), 1)
        );
    }

    #[test]
    fn key_writes_cards_as_on_the_deal_folds_draws_and_numbers_pages() {
        let d = pyramid_deal_7();
        let pages = deal_sheet(std::slice::from_ref(&d), Paper::A4, "title");
        let key = all_text(&pages[1..]);
        // No card in the deal notation's letters (TH, 7H, KS, ...).
        for t in &key {
            let letters = t.split(['+', ' ']).any(|w| {
                let b = w.as_bytes();
                b.len() == 2 && b"A23456789TJQK".contains(&b[0]) && b"CDHS".contains(&b[1])
            });
            assert!(!letters, "card in letters: {t}");
        }
        let faces: Vec<String> = d
            .solution
            .iter()
            .filter_map(|m| match m {
                Move::King(l) => Some(face_label(l.card)),
                Move::Pair(a, _) => Some(face_label(a.card)),
                _ => None,
            })
            .collect();
        for f in &faces {
            assert!(key.contains(f), "{f} missing from the key");
        }
        // Runs of draws are folded: as many steps as the folded line.
        let steps = folded_steps(&d.solution).len();
        assert!(steps < d.solution.len(), "nothing folded");
        assert!(key.contains(&format!("{steps}.")));
        assert!(!key.contains(&format!("{}.", steps + 1)));
        let n = pages.len();
        for (i, p) in pages.iter().enumerate() {
            assert!(all_text(std::slice::from_ref(p)).contains(&format!("page {} of {n}", i + 1)));
        }
    }

    #[test]
    fn a_long_key_continues_on_the_next_page() {
        let d = pyramid_deal_7();
        let many: Vec<SheetDeal> = (1..=12)
            .map(|number| SheetDeal {
                number,
                ..d.clone()
            })
            .collect();
        let pages = key_pages(&many, Paper::Letter, "Solutions");
        assert!(pages.len() >= 2);
        let steps = folded_steps(&d.solution).len();
        let text = all_text(&pages);
        let last_steps = text.iter().filter(|t| **t == format!("{steps}.")).count();
        assert_eq!(last_steps, 12, "every deal's last step is printed once");
        for p in &pages {
            for s in &p.shapes {
                if let Shape::Text { y, size, .. } = s {
                    assert!(*y <= Paper::Letter.content().bottom() + 1e-6);
                    assert!(*size >= 7.0);
                }
            }
        }
    }
}
