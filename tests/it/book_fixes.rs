//! Tests that hold earlier fixes to books and handouts: a title or
//! subtitle never ends in a one-word line, a key caption never breaks
//! inside "move 4", "score 1" or "play b1-d1" (nor the rule sheet's
//! "1 + 1 + 2 = 4"), and no page of a book or handout says "Rule sheet".

use documents::book::{book_layout, generate_sections};
use documents::handout::handout_layout;
use documents::puzzle::{DrawStyle, PrintablePuzzle};
use documents::template::{BookTemplate, HandoutTemplate, Source};
use render::text::wrap;
use render::{Page, Rect, Shape, Weight};

/// Words of the titles and subtitles to try: every prefix of four words
/// or more is a candidate, so that at any size and width some candidates
/// would end in a one-word line if wrapped plainly (one word just spilling
/// over), and the test always tests something.
const WORDS: &str = "The Big Book of Pyramid Puzzles for Long Winter Evenings, Lazy \
                     Sundays, Rainy Afternoons and Clever Minds Everywhere in the World";

fn candidates() -> Vec<String> {
    let words: Vec<&str> = WORDS.split_whitespace().collect();
    (4..=words.len()).map(|n| words[..n].join(" ")).collect()
}

/// (text, size, weight) of each text run on a page, in order.
fn runs(page: &Page) -> Vec<(String, f64, Weight)> {
    page.shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text {
                text, size, weight, ..
            } => Some((text.replace('\u{a0}', " "), *size, *weight)),
            _ => None,
        })
        .collect()
}

/// The lines a page prints `text` on: consecutive runs that join to it.
fn lines_of(page: &Page, text: &str) -> Option<Vec<(String, f64, Weight)>> {
    let r = runs(page);
    for i in 0..r.len() {
        for k in 1..=(r.len() - i).min(8) {
            let joined: Vec<&str> = r[i..i + k].iter().map(|x| x.0.as_str()).collect();
            // A title's line may end without the comma its break stands
            // for ("Egyptian Solitaire / Volume 1").
            let commas = |s: &str| s.replace(',', "");
            if commas(&joined.join(" ")) == commas(text) {
                return Some(r[i..i + k].to_vec());
            }
        }
    }
    None
}

/// Does a plain wrap of the lines' text, at their size in `width`, end
/// in a one-word line? (Then the candidate tests something.)
fn plain_is_awkward(text: &str, lines: &[(String, f64, Weight)], width: f64) -> bool {
    let plain = wrap(text, lines[0].1, lines[0].2, width);
    plain.len() > 1 && !plain.last().expect("a line").contains(' ')
}

/// Checks every candidate title and subtitle on the first page of the
/// documents `make` lays out: none ends in a one-word line; returns how
/// many candidates a plain wrap would have broken (titles, subtitles).
fn check_titles(make: &dyn Fn(&str, &str) -> (Page, f64)) -> (usize, usize) {
    let (mut titles, mut subtitles) = (0, 0);
    let all = candidates();
    for (i, title) in all.iter().enumerate() {
        let subtitle = &all[all.len() - 1 - i];
        let (page, width) = make(title, subtitle);
        for (text, count, what) in [
            (title.as_str(), &mut titles, "title"),
            (subtitle.as_str(), &mut subtitles, "subtitle"),
        ] {
            let lines =
                lines_of(&page, text).unwrap_or_else(|| panic!("{what} '{text}' not found"));
            if plain_is_awkward(text, &lines, width) {
                *count += 1;
            }
            let last = &lines.last().expect("a line").0;
            assert!(
                lines.len() == 1 || last.contains(' '),
                "{what} ends in a one-word line: {lines:?}"
            );
        }
    }
    (titles, subtitles)
}

fn book_template(title: &str, subtitle: &str) -> BookTemplate {
    BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: format!(
            "title = \"{title}\"\nsubtitle = \"{subtitle}\"\ntrim = \"6x9\"\nseed = 5\n\
             [[sections]]\ntitle = \"S\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n"
        ),
    })
    .expect("template")
}

#[test]
fn book_title_and_subtitle_never_end_in_a_one_word_line() {
    let t = book_template("T", "S");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let (titles, subtitles) = check_titles(&|title, subtitle| {
        let layout = book_layout(&book_template(title, subtitle), &puzzles).expect("layout");
        (layout.document.pages[0].clone(), layout.frame.body(1).w)
    });
    // The candidates test something: a plain wrap would end some of them
    // in a one-word line.
    assert!(
        titles > 0 && subtitles > 0,
        "{titles} titles, {subtitles} subtitles"
    );
}

#[test]
fn handout_title_and_subtitle_never_end_in_a_one_word_line() {
    let handout = |title: &str, subtitle: &str| {
        HandoutTemplate::from_source(Source {
            file: "h.toml".into(),
            text: format!(
                "title = \"{title}\"\nsubtitle = \"{subtitle}\"\npaper = \"letter\"\nseed = 5\n\
                 [[sections]]\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n"
            ),
        })
        .expect("template")
    };
    let t = handout("T", "S");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let (titles, subtitles) = check_titles(&|title, subtitle| {
        let layout = handout_layout(&handout(title, subtitle), &puzzles).expect("handout");
        (layout.document.pages[0].clone(), layout.frame.body(1).w)
    });
    assert!(
        titles > 0 && subtitles > 0,
        "{titles} titles, {subtitles} subtitles"
    );
}

/// Text runs that end inside a phrase that must stay on one line: a
/// trailing "move", "score" or "play" before a run that opens with its
/// number or square ("4: ...", "b1-d1"), or a part of the rule sheet's
/// sum without the whole.
fn broken_phrases(pages: &[Page]) -> Vec<(usize, String)> {
    let mut bad = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        let r = runs(p);
        for (k, (t, ..)) in r.iter().enumerate() {
            let t = t.trim();
            let last = t.rsplit(' ').next().unwrap_or("");
            // The next run opens with a number or a square ("4", "b1-d1").
            let next_opens_a_value = r.get(k + 1).is_some_and(|n| {
                let mut c = n.0.chars();
                match (c.next(), c.next()) {
                    (Some(a), _) if a.is_ascii_digit() => true,
                    (Some(a), Some(b)) => a.is_ascii_lowercase() && b.is_ascii_digit(),
                    _ => false,
                }
            });
            if ["move", "score", "play", "Before", "End", "After"].contains(&last)
                && t.contains(' ')
                && next_opens_a_value
            {
                bad.push((i + 1, t.to_string()));
            }
            // The rule sheet's sum, whole or not at all.
            for part in ["1 + 1", "+ 2 =", "= 4"] {
                if t.contains(part) && !t.contains("1 + 1 + 2 = 4") {
                    bad.push((i + 1, t.to_string()));
                }
            }
        }
    }
    bad
}

/// Every key caption of the 4x5 and 3x4 puzzles of a few seeds, printed
/// in narrow columns where a plain wrap would break them.
#[test]
fn key_captions_never_break_inside_a_move_or_a_score() {
    let t = BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: "title = \"Captions\"\ntrim = \"6x9\"\nseed = 9\nlarge_print = true\n\
               solutions = \"after-section\"\n\
               [[sections]]\ntitle = \"A\"\ngrid = \"3x4\"\ntier = \"hard\"\ncount = 6\n\
               [[sections]]\ntitle = \"B\"\ngrid = \"3x4\"\ntier = \"medium\"\ncount = 6\n"
            .into(),
    })
    .expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    // The captions themselves hold their phrases together.
    let mut captions = 0;
    for p in puzzles.iter().flatten() {
        let key = p.key().expect("key");
        for f in &key.figures {
            captions += 1;
            for phrase in ["move ", "score ", "play "] {
                assert!(
                    !f.caption.contains(phrase),
                    "'{}' has a breakable '{phrase}'",
                    f.caption
                );
            }
        }
    }
    assert!(captions >= 12, "{captions} captions");
    let layout = book_layout(&t, &puzzles).expect("layout");
    let bad = broken_phrases(&layout.document.pages);
    assert!(bad.is_empty(), "broken phrases: {bad:?}");
}

#[test]
fn the_rule_sheet_sum_never_breaks() {
    // The fitted rule sheet at every book trim and handout paper it could
    // be printed in, down to the smallest the project makes.
    let mut seen = 0;
    for (w, h) in [
        (360.0, 576.0),
        (396.0, 612.0),
        (432.0, 648.0),
        (504.0, 720.0),
        (612.0, 792.0),
        (595.0, 842.0),
    ] {
        let body = Rect::new(36.0, 36.0, w - 72.0, h - 90.0);
        let pages =
            documents::games::egypt::rules_sheet::rules_pages_fitted_with(w, h, body, false);
        seen += pages
            .iter()
            .flat_map(Page::texts)
            .filter(|t| t.replace('\u{a0}', " ").contains("1 + 1 + 2 = 4"))
            .count();
        let bad = broken_phrases(&pages);
        assert!(bad.is_empty(), "{w}x{h}: {bad:?}");
    }
    assert!(seen >= 6, "the sum is printed whole {seen} times");
}

#[test]
fn no_book_or_handout_page_says_rule_sheet() {
    let says = |pages: &[Page]| {
        pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.texts().any(|t| t.contains("Rule sheet")))
            .map(|(i, _)| i + 1)
            .collect::<Vec<_>>()
    };
    // The rules pages a game gives a document, at every body size a book
    // or handout can ask (the fitted rule sheet is chosen at small ones).
    let t = BookTemplate::from_source(Source {
        file: "t.toml".into(),
        text: "title = \"R\"\ntrim = \"6x9\"\n[[sections]]\ntitle = \"S\"\ngrid = \"3x4\"\n\
               tier = \"easy\"\ncount = 1\n"
            .into(),
    })
    .expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, 1, &|_| {}).expect("puzzles");
    let p: &dyn PrintablePuzzle = puzzles[0][0].as_ref();
    let mut fitted = 0;
    for (w, h) in [(432.0, 648.0), (612.0, 792.0), (595.0, 842.0)] {
        let body = |_: usize| Rect::new(36.0, 36.0, w - 72.0, h - 90.0);
        for tenth in 50..=160 {
            let size = tenth as f64 / 10.0;
            let style = DrawStyle {
                color: false,
                min_text: size.min(7.0),
            };
            let pages = p.game().rules_pages(w, h, &body, &style, size);
            fitted += pages
                .iter()
                .filter(|pg| pg.texts().any(|t| t.contains("Dallan Duggar")))
                .count();
            assert!(
                says(&pages).is_empty(),
                "{w}x{h} at {size} pt: {:?}",
                says(&pages)
            );
        }
    }
    assert!(fitted > 0, "the fitted rule sheet was never chosen");
    // And the shipped small book, whole.
    let layout = book_layout(&t, &puzzles).expect("layout");
    assert!(says(&layout.document.pages).is_empty());
}

/// Words a title line should not end on (they lead into the next line).
const LEADING: [&str; 8] = ["in", "of", "for", "and", "the", "a", "to", "with"];

#[test]
fn the_cover_breaks_its_title_at_a_pause_and_names_the_goal_in_the_game_s_words() {
    use documents::cover::cover_layout;
    let template = |title: &str| {
        BookTemplate::from_source(Source {
            file: "t.toml".into(),
            text: format!(
                "title = \"{title}\"\ntrim = \"6x9\"\nseed = 5\n[[sections]]\n\
                 title = \"Warming up (3x4, easy)\"\ngrid = \"3x4\"\ntier = \"easy\"\ncount = 2\n"
            ),
        })
        .expect("template")
    };
    let t = template("T");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let sample = puzzles[0][0].as_ref();
    let mut broken = 0;
    let mut titles: Vec<String> = vec!["Egyptian Solitaire in Colour".into()];
    titles.extend(candidates().into_iter().take(6));
    for title in &titles {
        let cover = cover_layout(&template(title), 40, sample, sample, &puzzles);
        let page = &cover.document.pages[0];
        let lines = lines_of(page, title).unwrap_or_else(|| panic!("title '{title}' not found"));
        if lines.len() == 2 {
            broken += 1;
            let first = &lines[0].0;
            let last_word = first.rsplit(' ').next().expect("a word").to_lowercase();
            assert!(
                !LEADING.contains(&last_word.as_str()),
                "'{title}' breaks after '{last_word}': {lines:?}"
            );
        }
        let all: Vec<String> = runs(page).into_iter().map(|r| r.0).collect();
        let joined = all.join(" ");
        assert!(!joined.contains(") ("), "doubled brackets: {joined}");
        // The goal as the puzzle states it, only its first letter lowered.
        let caption = sample.words().caption;
        let goal = caption.trim_end_matches('.');
        assert!(
            joined.contains(&goal[1..]),
            "the back cover lacks the goal '{goal}': {joined}"
        );
    }
    assert!(broken > 0, "no title was broken: the test tests nothing");
}
