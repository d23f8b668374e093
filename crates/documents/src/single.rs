//! A single board on a page of its own: a title, the puzzle block at full
//! width with lines to note moves, and optionally its solution key on the
//! following pages.

use crate::footer::add_footers;
use crate::key::{KeyEntry, KeyOptions, keys_pages};
use crate::play_link::PlayUrl;
use crate::puzzle::{DrawStyle, KeyError, LegendOf, PrintablePuzzle};
use crate::puzzle_block::{
    BlockContent, BlockStyle, notes_height, puzzle_block_with, sheet_title, style_text_height,
};
use render::{Color, Document, Page, Paper, Rect, Shape, Stroke};

/// Title of a single-board page.
pub const TITLE: &str = "pyramid-press puzzle";

/// The window title and heading of a single puzzle's web page: what it is
/// and its ID ("Egyptian Solitaire puzzle P34S-0HGG1-00-H"), so that tabs,
/// bookmarks and history tell pages apart.
pub fn web_title(puzzle: &dyn PrintablePuzzle) -> String {
    crate::tr!(
        "single-web-title",
        name = puzzle.game().words().name,
        noun = puzzle.game().words().noun,
        lower = puzzle.game().words().noun.to_lowercase(),
        id = puzzle.words().id
    )
}

/// Options of a single-board document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SingleOptions {
    pub paper: Paper,
    pub color: bool,
    /// Print the puzzle's key after the board.
    pub key: bool,
    /// A diagram after every this many steps in the key (0: the game's own
    /// choice only).
    pub every: usize,
}

/// The page of one puzzle (and its key pages when `opts.key` is set).
pub fn board_document(
    puzzle: &dyn PrintablePuzzle,
    opts: &SingleOptions,
) -> Result<Document, KeyError> {
    board_document_with(puzzle, opts, None)
}

/// [`board_document`] with the puzzle's play mark (QR code and link)
/// beside its note lines when a play address is given.
pub fn board_document_with(
    puzzle: &dyn PrintablePuzzle,
    opts: &SingleOptions,
    play: Option<&PlayUrl>,
) -> Result<Document, KeyError> {
    let id = puzzle.words().id;
    let figure_style = DrawStyle {
        color: opts.color,
        min_text: 0.0,
    };
    let paper = opts.paper;
    let c = paper.content();
    let mut page = Page::new(paper);
    sheet_title(&mut page.shapes, c, crate::tr!("single-title"), 20.0, 0.5);
    page.shapes.push(Shape::hline(
        c.x,
        c.right(),
        c.y + 26.0,
        Stroke::solid(Color::BLACK, 1.0),
    ));
    let top = c.y + 40.0;
    let header_size = 14.0;
    let legend_h =
        puzzle
            .game()
            .legend_at_foot(&mut page.shapes, c, LegendOf::Pieces, &figure_style);
    let avail = c.bottom() - legend_h - 8.0 - top;
    let content = BlockContent {
        number: None,
        puzzle,
    };
    let shared = BlockStyle::for_sheet(&[content], c.w, header_size);
    let text_h = style_text_height(&shared);
    let board_h = (c.w / puzzle.aspect())
        .min(avail - text_h - notes_height(4))
        .max(0.0);
    let (style, block_h) = shared.with_notes(opts.color, avail, (text_h, board_h), (0, 12));
    page.shapes.extend(puzzle_block_with(
        &content,
        Rect::new(c.x, top, c.w, block_h.min(avail)),
        &style,
        play,
    ));
    let mut pages = vec![page];
    if opts.key {
        let heading = crate::tr!(
            "daily-solution-of",
            what = format!("{} {id}", puzzle.game().words().noun)
        );
        let subtitle = crate::tr!("block-goal", goal = puzzle.words().goal());
        let entry = KeyEntry {
            heading: &heading,
            subtitle: Some(&subtitle),
            puzzle,
            every: opts.every,
        };
        let keys = keys_pages(
            &[entry],
            KeyOptions {
                paper,
                color: opts.color,
            },
        )
        .map_err(|(_, e)| e)?;
        pages.extend(keys);
    }
    let title = crate::tr!("single-title");
    add_footers(&mut pages, &format!("{title} \u{b7} {id}"));
    Ok(Document {
        title: format!("{title} {id}"),
        pages,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::egypt::game::GivenPosition;
    use crate::games::egypt::keys::solve_for_key;
    use egypt::notation::parse_position;
    use egypt::solver::Limits;
    use egypt::target::Target;

    #[test]
    fn board_page_with_and_without_key() {
        // a1 hops b1 onto c1: one move to a lone Small.
        let board = parse_position("S,S,.,./.,.,.,./.,.,.,.").expect("position");
        let moves = solve_for_key(&board, Target::SMALL, Limits::default()).expect("solvable");
        assert_eq!(moves.len(), 1);
        let id = egypt::puzzle_id::encode(&board, Target::SMALL);
        let p = GivenPosition {
            board,
            target: Target::SMALL,
            id: id.clone(),
            solution: Some(moves),
        };
        let opts = SingleOptions {
            key: true,
            every: 1,
            ..SingleOptions::default()
        };
        let doc = board_document(&p, &opts).expect("doc");
        assert_eq!(doc.pages.len(), 2);
        let doc = board_document(&p, &SingleOptions::default()).expect("doc");
        assert_eq!(doc.pages.len(), 1);
        assert!(
            doc.pages[0]
                .shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if *text == id))
        );
    }
}
