//! Diagrams say what they are in SVG: every square, piece, hop arrow and
//! removed mark is a group with a class and data attributes, and the
//! geometry they carry is checked on every key of a book and a daily sheet:
//! each hop arrow is one straight line from inside its start square to
//! inside its landing square and on no grid line, each removed mark sits
//! inside its hopped square, and each piece size has one width on a page.

use crate::book_common::SMALL_BOOK;
use documents::book::{book_layout, generate_sections};
use documents::template::BookTemplate;
use render::to_svg;

/// One `<g>` of the SVG with its attributes and the text inside it.
struct Group {
    attrs: Vec<(String, String)>,
    body: String,
}

impl Group {
    fn get(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    fn class(&self) -> Vec<&str> {
        self.get("class").unwrap_or("").split(' ').collect()
    }
}

/// The attributes of the tag starting at `at` (just after its name).
fn attrs(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = tag;
    while let Some(eq) = rest.find("=\"") {
        let name = rest[..eq]
            .trim()
            .rsplit(' ')
            .next()
            .unwrap_or("")
            .to_string();
        let after = &rest[eq + 2..];
        let end = after.find('"').expect("closing quote");
        out.push((name, after[..end].to_string()));
        rest = &after[end + 1..];
    }
    out
}

/// Every `<g ...>` of an SVG text with its body up to the matching `</g>`.
fn groups(svg: &str) -> Vec<Group> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(k) = svg[i..].find("<g") {
        let start = i + k;
        let head_end = start + svg[start..].find('>').expect("tag end");
        let head = &svg[start + 2..head_end];
        // The matching close tag.
        let mut depth = 1;
        let mut j = head_end + 1;
        while depth > 0 {
            let open = svg[j..].find("<g").map(|x| j + x);
            let close = j + svg[j..].find("</g>").expect("close");
            match open {
                Some(o) if o < close => {
                    depth += 1;
                    j = o + 2;
                }
                _ => {
                    depth -= 1;
                    j = close + 4;
                }
            }
        }
        out.push(Group {
            attrs: attrs(head),
            body: svg[head_end + 1..j - 4].to_string(),
        });
        i = head_end + 1;
    }
    out
}

fn num_list(attrs: &[(String, String)], name: &str) -> Vec<f64> {
    attrs
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| {
            v.split([' ', ','])
                .map(|x| x.parse().expect("number"))
                .collect()
        })
        .unwrap_or_else(|| panic!("no {name} in {attrs:?}"))
}

fn num(attrs: &[(String, String)], name: &str) -> f64 {
    attrs
        .iter()
        .find(|(n, _)| n == name)
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {attrs:?}"))
}

/// Every element `<name .../>` in a body, with its attributes.
fn elements(body: &str, name: &str) -> Vec<Vec<(String, String)>> {
    let pat = format!("<{name} ");
    body.match_indices(&pat)
        .map(|(k, _)| {
            let end = k + body[k..].find('>').expect("end");
            attrs(&body[k + pat.len() - 1..end])
        })
        .collect()
}

#[derive(Default)]
struct Checked {
    hops: usize,
    removed: usize,
    pieces: usize,
    stacks: usize,
}

/// Checks one SVG page; returns what it checked.
fn check_page(svg: &str, what: &str) -> Checked {
    let gs = groups(svg);
    let mut c = Checked::default();
    // Squares: the rectangles of every board on the page, by name (a page
    // may hold several boards, so a name has several rectangles).
    let squares: Vec<(String, (f64, f64, f64, f64))> = gs
        .iter()
        .filter(|g| g.class().contains(&"square"))
        .map(|g| {
            let r = &elements(&g.body, "rect")[0];
            (
                g.get("data-square").expect("data-square").to_string(),
                (num(r, "x"), num(r, "y"), num(r, "width"), num(r, "height")),
            )
        })
        .collect();
    let within = |name: &str, p: (f64, f64), strict: bool| {
        squares.iter().any(|(n, (x, y, w, h))| {
            let m = if strict { 1e-3 } else { -1e-3 };
            n == name && p.0 > x + m && p.0 < x + w - m && p.1 > y + m && p.1 < y + h - m
        })
    };
    // Grid lines: every line not in a group of a mark.
    let mut widths: Vec<(String, f64)> = Vec::new();
    for g in &gs {
        let class = g.class();
        // Hops a key or a rule sheet plays (a hop that is not allowed may
        // end off the board, dashed, with a cross instead of a head).
        if class.contains(&"hop")
            && g.get("data-move").is_some()
            && !class.contains(&"example")
            && !class.contains(&"not-allowed")
        {
            let mv = g.get("data-move").expect("move");
            let (from, to) = mv.split_once('-').expect("a-b");
            let lines = elements(&g.body, "line");
            assert!(!lines.is_empty(), "{what}: hop {mv} without a line");
            // Every line of the arrow (casing, ink and the white inside of
            // an outlined arrow) lies on one straight line through the start
            // and the landing square: no bend, no staircase.
            let l = &lines[0];
            let a = (num(l, "x1"), num(l, "y1"));
            let b = (num(l, "x2"), num(l, "y2"));
            let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
            for l in &lines {
                for q in [(num(l, "x1"), num(l, "y1")), (num(l, "x2"), num(l, "y2"))] {
                    let off = ((q.0 - a.0) * (b.1 - a.1) - (q.1 - a.1) * (b.0 - a.0)) / len;
                    assert!(off.abs() < 0.01, "{what}: {mv} bent ({off})");
                }
            }
            assert!(within(from, a, true), "{what}: {mv} starts outside {from}");
            // The tip of the head lies in the landing square.
            let heads = elements(&g.body, "polygon");
            let tip: Vec<f64> = heads
                .last()
                .expect("a head")
                .iter()
                .find(|(n, _)| n == "points")
                .expect("points")
                .1
                .split([' ', ','])
                .map(|v| v.parse().expect("number"))
                .collect();
            assert!(
                within(to, (tip[0], tip[1]), true),
                "{what}: {mv} ends outside {to}"
            );
            // On no grid line: a horizontal or vertical arrow runs inside
            // its squares, its shaft on its white casing clear of their
            // edges (a row hop rises over tall stacks, never onto a line).
            if (a.0 - b.0).abs() < 1e-6 || (a.1 - b.1).abs() < 1e-6 {
                let (_, (x, y, w, h)) = squares
                    .iter()
                    .find(|(n, (x, y, w, h))| {
                        n == from && a.0 > *x && a.0 < x + w && a.1 > *y && a.1 < y + h
                    })
                    .expect("start square");
                let off = if (a.0 - b.0).abs() < 1e-6 {
                    (a.0 - x).min(x + w - a.0)
                } else {
                    (a.1 - y).min(y + h - a.1)
                };
                let shaft = num(&lines[0], "stroke-width") / 2.0;
                assert!(
                    off > shaft + 0.5,
                    "{what}: {mv} runs on a grid line ({off:.2} from it, shaft {shaft:.2})"
                );
            }
            c.hops += 1;
        }
        if class.contains(&"removed") {
            let sq = g.get("data-square").expect("square");
            // Its white disc lies over no piece that stays on its square:
            // a reader must not take a piece that stays for the one that
            // left.
            let disc = &elements(&g.body, "circle")[0];
            let (cx, cy, r) = (num(disc, "cx"), num(disc, "cy"), num(disc, "r"));
            let home = squares
                .iter()
                .find(|(n, (x, y, w, h))| n == sq && cx > *x && cx < x + w && cy > *y && cy < y + h)
                .map(|(_, rect)| *rect)
                .unwrap_or_else(|| panic!("{what}: removed mark off {sq}"));
            for p in &gs {
                if !p.class().contains(&"piece") || p.get("data-square") != Some(sq) {
                    continue;
                }
                let poly = outline(p);
                let (x, y, w, h) = home;
                let (mx, my) = (
                    poly.iter().map(|q| q.0).sum::<f64>() / poly.len() as f64,
                    poly.iter().map(|q| q.1).sum::<f64>() / poly.len() as f64,
                );
                if mx > x && mx < x + w && my > y && my < y + h {
                    assert!(
                        !disc_meets((cx, cy), r - 0.01, &poly),
                        "{what}: the removed mark on {sq} covers a {} that stays",
                        p.get("data-size").unwrap_or("piece")
                    );
                }
            }
            for l in elements(&g.body, "line") {
                let m = (
                    (num(&l, "x1") + num(&l, "x2")) / 2.0,
                    (num(&l, "y1") + num(&l, "y2")) / 2.0,
                );
                assert!(within(sq, m, true), "{what}: removed mark off {sq}");
                for end in [
                    (num(&l, "x1"), num(&l, "y1")),
                    (num(&l, "x2"), num(&l, "y2")),
                ] {
                    assert!(within(sq, end, false), "{what}: removed mark leaves {sq}");
                }
            }
            c.removed += 1;
        }
        if class.contains(&"stack") {
            // The legend: "in a tall stack ... a number in the square's
            // corner gives its height"; a tall stack is one taller than
            // the nest of three a square starts with, and only it has one.
            let sq = g.get("data-square").expect("square");
            let height: usize = g
                .get("data-height")
                .and_then(|h| h.parse().ok())
                .expect("data-height");
            let poly = elements(&g.body, "polygon")
                .first()
                .map(|p| num_list(p, "points"))
                .expect("a piece");
            let home = squares
                .iter()
                .find(|(n, (x, y, w, h))| {
                    n == sq
                        && poly[0] >= *x
                        && poly[0] <= x + w
                        && poly[1] >= *y
                        && poly[1] <= y + h
                })
                .map(|(_, rect)| *rect)
                .expect("its square");
            let numbers: Vec<String> = gs
                .iter()
                .filter(|n| n.class().contains(&"stack-height") && n.get("data-square") == Some(sq))
                .filter_map(|n| {
                    let t = &elements(&n.body, "text")[0];
                    let (x, y, w, h) = home;
                    let (tx, ty) = (num(t, "x"), num(t, "y"));
                    (tx > x && tx < x + w && ty > y && ty < y + h).then(|| {
                        let start = n.body.find('>').expect("text") + 1;
                        let end = n.body.find("</text>").expect("text end");
                        n.body[start..end].to_string()
                    })
                })
                .collect();
            if height > 3 {
                assert_eq!(
                    numbers,
                    vec![height.to_string()],
                    "{what}: the {height}-stack on {sq} does not give its height"
                );
            } else {
                assert!(
                    numbers.is_empty(),
                    "{what}: the {height}-stack on {sq} is numbered {numbers:?}"
                );
            }
            c.stacks += 1;
        }
        if class.contains(&"piece") {
            let size = g.get("data-size").expect("data-size").to_string();
            widths.push((size, base_width(g)));
            c.pieces += 1;
        }
    }
    for size in ["small", "medium", "large"] {
        let w: Vec<f64> = widths
            .iter()
            .filter(|(s, _)| s == size)
            .map(|x| x.1)
            .collect();
        if let Some(first) = w.first() {
            assert!(
                w.iter().all(|x| (x - first).abs() < 0.01),
                "{what}: {size} widths {w:?}"
            );
        }
    }
    c
}

/// The outline of a piece group: the points of its first polygon.
fn outline(g: &Group) -> Vec<(f64, f64)> {
    let poly = &elements(&g.body, "polygon")[0];
    let v: Vec<f64> = poly
        .iter()
        .find(|(n, _)| n == "points")
        .expect("points")
        .1
        .split([' ', ','])
        .map(|v| v.parse().expect("number"))
        .collect();
    v.chunks(2).map(|c| (c[0], c[1])).collect()
}

/// Whether a disc touches a convex polygon: its centre inside, or an edge
/// nearer than its radius.
fn disc_meets(c: (f64, f64), r: f64, poly: &[(f64, f64)]) -> bool {
    let n = poly.len();
    let mut signs = Vec::new();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let (ex, ey) = (b.0 - a.0, b.1 - a.1);
        let len2 = ex * ex + ey * ey;
        if len2 == 0.0 {
            continue;
        }
        let t = (((c.0 - a.0) * ex + (c.1 - a.1) * ey) / len2).clamp(0.0, 1.0);
        let (px, py) = (a.0 + ex * t, a.1 + ey * t);
        if (c.0 - px).powi(2) + (c.1 - py).powi(2) < r * r {
            return true;
        }
        signs.push((ex * (c.1 - a.1) - ey * (c.0 - a.0)).signum());
    }
    signs.iter().all(|s| *s == signs[0])
}

/// The printed width of a piece group: its outline's base, the first two
/// points of its polygon.
fn base_width(g: &Group) -> f64 {
    let poly = &elements(&g.body, "polygon")[0];
    let pts: Vec<f64> = poly
        .iter()
        .find(|(n, _)| n == "points")
        .expect("points")
        .1
        .split([' ', ','])
        .map(|v| v.parse().expect("number"))
        .collect();
    (pts[2] - pts[0]).abs()
}

fn check_document(doc: &render::Document, what: &str) -> Checked {
    let mut all = Checked::default();
    for (i, p) in doc.pages.iter().enumerate() {
        let c = check_page(&to_svg(p), &format!("{what} p.{}", i + 1));
        all.hops += c.hops;
        all.removed += c.removed;
        all.pieces += c.pieces;
        all.stacks += c.stacks;
    }
    all
}

#[test]
fn daily_sheet_keys_say_what_they_draw() {
    use documents::daily::{DailyOptions, daily_document_with};
    use egypt::daily::{daily_puzzles, parse_date};
    let date = parse_date("2026-01-02").expect("date");
    let puzzles = daily_puzzles(date).expect("puzzles");
    for every in [0, 4] {
        let opts = DailyOptions {
            paper: render::Paper::Letter,
            color: false,
            every,
        };
        let doc = daily_document_with(date, &puzzles, &opts).expect("daily");
        let c = check_document(&doc, &format!("daily --every {every}"));
        assert!(
            c.hops >= 8 && c.removed >= 8 && c.pieces > 50,
            "every {every}"
        );
    }
}

#[test]
fn book_keys_say_what_they_draw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let tpl = dir.path().join("small.toml");
    std::fs::write(&tpl, SMALL_BOOK).expect("template");
    let t = BookTemplate::load(&tpl).expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let layout = book_layout(&t, &puzzles).expect("layout");
    let c = check_document(&layout.document, "book");
    assert!(c.hops > 0 && c.pieces > 0);
}

#[test]
fn the_svg_names_squares_pieces_and_moves() {
    use documents::games::egypt::draw::{BoardStyle, draw_board};
    use egypt::board::{Board, Size};
    let b = Board::setup(Size::STANDARD_3X4);
    let mv = b.legal_moves()[0];
    let mut after = b.clone();
    after.play(mv).expect("legal");
    let page = render::Page {
        width: 300.0,
        height: 300.0,
        shapes: draw_board(
            &after,
            render::Rect::new(0.0, 0.0, 300.0, 300.0),
            &BoardStyle::after_move(mv),
        ),
    };
    let svg = to_svg(&page);
    assert!(svg.contains("class=\"square\" data-square=\"a1\""), "{svg}");
    assert!(svg.contains("data-size=\"small\""));
    assert!(svg.contains(&format!("data-move=\"{mv}\"")));
    assert!(svg.contains("class=\"removed\""));
    assert_eq!(svg.matches("class=\"square\"").count(), 12);
    let c = check_page(&svg, "one board");
    assert_eq!((c.hops, c.removed, c.pieces), (1, 1, 35));
}

#[test]
fn the_rule_sheet_draws_each_size_at_one_readable_width() {
    use documents::games::egypt::rules_sheet::rules_document;
    for paper in render::Paper::ALL {
        let doc = rules_document(paper);
        // One width per size across all of the sheet's diagrams (checked
        // in check_page), with the played hop and its removed piece named.
        let c = check_document(&doc, &format!("rule sheet {paper}"));
        assert!(c.hops >= 1 && c.removed >= 1 && c.pieces > 60, "{paper}");
        let svg = to_svg(&doc.pages[0]);
        let smallest = groups(&svg)
            .iter()
            .filter(|g| g.class().contains(&"piece") && g.get("data-size") == Some("small"))
            .map(base_width)
            .fold(f64::INFINITY, f64::min);
        let mm = smallest * 25.4 / 72.0;
        assert!(mm >= 2.5, "{paper}: a Small is {mm:.2} mm wide");
    }
}

/// The key of a hard puzzle with a diagram after every move: its removed
/// marks lie over no piece that stays (after "move 2: a1-c1" b1 keeps a
/// Small, a Medium and a Large, and the mark once sat on that Large).
#[test]
fn removed_marks_lie_over_no_piece_that_stays() {
    use documents::games::egypt::keys::solve_for_key;
    use documents::single::{SingleOptions, board_document};
    use egypt::solver::Limits;
    // Hard puzzles of `generate --tier hard --seed 1` and the one of the
    // same-bytes script.
    for id in [
        "P34S-0HGG1-00-H",
        "P34S-D0Y58-G2120-K",
        "P34S-2081G-J3CD0-K",
        "P34S-91P6G-08GG0-F",
    ] {
        let (board, target) = egypt::puzzle_id::decode(id).expect("id");
        let moves = solve_for_key(&board, target, Limits::default()).expect("solvable");
        let given = documents::games::egypt::game::GivenPosition {
            id: egypt::puzzle_id::encode(&board, target),
            board,
            target,
            solution: Some(moves.clone()),
        };
        for color in [false, true] {
            let opts = SingleOptions {
                paper: render::Paper::Letter,
                color,
                key: true,
                every: 1,
            };
            let doc = board_document(&given, &opts).expect("doc");
            let c = check_document(&doc, &format!("render {id} --key --every 1"));
            // One diagram a move, each with its removed mark.
            assert_eq!(c.removed, moves.len(), "{id}");
        }
    }
}
