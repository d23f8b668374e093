//! Deal sheets for the Pyramid card solitaires: one page per deal, with
//! the pyramid drawn card by card and the stock order listed, so that a
//! player can lay a real deck out the same way; then a solution key
//! numbered to match.

use crate::cards::deal::Deal;
use crate::cards::draw::draw_deal;
use crate::cards::engine::Move;
use crate::cards::rules::{Availability, Passes, Rules, Variant, Win};
use crate::render::text::{Style, paragraph};
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

fn footer(page: &mut Page, text: &str) {
    if text.is_empty() {
        return;
    }
    page.shapes.push(Shape::Text {
        x: page.width / 2.0,
        y: page.height - 22.0,
        size: 8.0,
        weight: Weight::Regular,
        align: Align::Center,
        color: Color::grey(90),
        text: text.to_string(),
    });
}

/// The deal page of one deal, with `title` as its footer (none if empty).
pub fn deal_page(d: &SheetDeal, paper: Paper, title: &str) -> Page {
    let mut page = Page::new(paper);
    let c = paper.content();
    let mut y = c.y;
    let mut heading = format!("Deal {}: {}", d.number, rules_name(d.rules));
    if let Some(t) = &d.tier {
        heading.push_str(&format!(" · {t}"));
    }
    y = paragraph(
        &mut page.shapes,
        c.x,
        y,
        c.w,
        Style::new(18.0, Weight::Bold),
        &heading,
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
    let notation = format!("Deal in notation: {}", d.deal);
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
    footer(&mut page, title);
    page
}

/// The solution key: every deal's winning line, numbered to match; `title`
/// is the footer (none if empty).
pub fn key_pages(deals: &[SheetDeal], paper: Paper, heading: &str, title: &str) -> Vec<Page> {
    let c = paper.content();
    let mut pages = Vec::new();
    let mut page = Page::new(paper);
    let mut y = paragraph(
        &mut page.shapes,
        c.x,
        c.y,
        c.w,
        Style::new(18.0, Weight::Bold),
        heading,
    );
    y = paragraph(
        &mut page.shapes,
        c.x,
        y + 4.0,
        c.w,
        Style::new(9.0, Weight::Regular),
        "How to read a line: 'draw' turns the top stock card onto the waste; 'reset' turns the waste over into a new stock; '5H+8C' takes away those two cards; 'KS' takes away that King. Ranks: A 2-9 T(en) J Q K; suits: C clubs, D diamonds, H hearts, S spades.",
    ) + 8.0;
    for d in deals {
        let heading = format!(
            "Deal {} ({} moves{})",
            d.number,
            d.solution.len(),
            d.seed.map(|s| format!(", seed {s}")).unwrap_or_default()
        );
        let body = d
            .solution
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{}.\u{a0}{}", i + 1, m))
            .collect::<Vec<_>>()
            .join("  ");
        let hs = Style::new(11.0, Weight::Bold);
        let bs = Style::new(9.0, Weight::Regular);
        let need = crate::render::text::paragraph_height(c.w, hs, &heading)
            + crate::render::text::paragraph_height(c.w, bs, &body)
            + 10.0;
        if y + need > c.bottom() && y > c.y + 60.0 {
            footer(&mut page, title);
            pages.push(page);
            page = Page::new(paper);
            y = c.y;
        }
        y = paragraph(&mut page.shapes, c.x, y, c.w, hs, &heading);
        y = paragraph(&mut page.shapes, c.x, y + 2.0, c.w, bs, &body) + 10.0;
    }
    footer(&mut page, title);
    pages.push(page);
    pages
}

/// Deal pages followed by the key.
pub fn deal_sheet(deals: &[SheetDeal], paper: Paper, title: &str) -> Vec<Page> {
    let mut pages: Vec<Page> = deals.iter().map(|d| deal_page(d, paper, title)).collect();
    pages.extend(key_pages(deals, paper, "Solutions", title));
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
        let deal = Deal::from_seed(7);
        let report = crate::cards::solve(&deal, Rules::pyramid());
        let d = SheetDeal {
            number: 1,
            seed: Some(7),
            deal,
            rules: Rules::pyramid(),
            tier: None,
            solution: report.solution,
        };
        let pages = deal_sheet(
            &[d.clone(), SheetDeal { number: 2, ..d }],
            Paper::Letter,
            "t",
        );
        assert_eq!(pages.len(), 3);
        let texts = |p: &Page| {
            p.shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text { text, .. } => Some(text.clone()),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert!(texts(&pages[0]).contains("Deal 1: Pyramid"));
        assert!(texts(&pages[2]).contains("Deal 2 ("));
    }
}
