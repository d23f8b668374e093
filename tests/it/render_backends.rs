//! Every kind of page through both backends: PDF checked with poppler
//! (pdftoppm, pdffonts, pdftotext), SVG parsed and rasterised with resvg.
//! Determinism: byte-identical output across builds, also in parallel.

use std::path::Path;
use std::process::Command;

use documents::games::egypt::draw::{BoardStyle, draw_board};
use documents::games::egypt::rules_sheet::rules_document;
use documents::key::{KeyEntry, KeyOptions, keys_pages};
use documents::mat::mat_document;
use egypt::board::{Board, Move, Size};
use render::text::{BOLD_TTF, FAMILY, REGULAR_TTF};
use render::{Align, Color, Document, Page, Paper, Rect, Shape, Weight, to_pdf, to_svg};

fn greedy(size: Size, n: usize) -> (Board, Vec<Move>) {
    let start = Board::setup(size);
    let mut b = start.clone();
    let mut moves = Vec::new();
    for i in 0..n {
        let legal = b.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(i * 7) % legal.len()];
        b.play(mv).expect("legal move");
        moves.push(mv);
    }
    (start, moves)
}

/// The key of a line of moves from `start`, on Letter pages.
pub fn key_pages(start: &Board, moves: &[Move], heading: &str, every: usize) -> Vec<Page> {
    let given = documents::games::egypt::game::GivenPosition {
        board: start.clone(),
        target: egypt::Target::SMALL,
        id: "P".into(),
        solution: Some(moves.to_vec()),
    };
    let entry = KeyEntry {
        heading,
        subtitle: None,
        puzzle: &given,
        every,
    };
    keys_pages(&[entry], KeyOptions::default()).expect("key")
}

fn key_doc() -> Document {
    let (start, moves) = greedy(Size::STANDARD_4X5, 30);
    Document {
        title: "key".into(),
        pages: key_pages(&start, &moves, "Puzzle 3", 5),
    }
}

/// A 4x5 board in colour on a quarter of a Letter page, with key marks.
fn color_board() -> Document {
    let (start, moves) = greedy(Size::STANDARD_4X5, 12);
    let mut b = start;
    for m in &moves {
        b.play(*m).expect("legal");
    }
    let mut style = BoardStyle::after_move(*moves.last().expect("a move"));
    style.color = true;
    let mut page = Page::new(Paper::Letter);
    page.shapes.push(Shape::Text {
        x: 36.0,
        y: 40.0,
        size: 12.0,
        weight: Weight::Bold,
        align: Align::Left,
        color: Color::BLACK,
        text: "Colour board".into(),
    });
    page.shapes
        .extend(draw_board(&b, Rect::new(36.0, 50.0, 270.0, 340.0), &style));
    Document {
        title: "colour".into(),
        pages: vec![page],
    }
}

/// (name, document, texts pdftotext must find)
fn documents() -> Vec<(&'static str, Document, Vec<&'static str>)> {
    vec![
        (
            "rules-letter",
            rules_document(Paper::Letter),
            vec![
                "Egyptian Solitaire",
                "Hops that are not allowed",
                "Challenges",
            ],
        ),
        (
            "rules-a4",
            rules_document(Paper::A4),
            vec!["Egyptian Solitaire", "End of the game and score"],
        ),
        (
            "mat-4x5",
            mat_document(4, 5, 40.0, Paper::Letter).expect("mat"),
            vec!["sheet 1 of 1: columns a-e, rows 1-4"],
        ),
        (
            "mat-8x8",
            mat_document(8, 8, 60.0, Paper::A4).expect("mat"),
            vec!["sheet 1 of", "columns a-"],
        ),
        ("key", key_doc(), vec!["Puzzle 3", "After move 5"]),
        ("board-color", color_board(), vec!["Colour board"]),
    ]
}

fn run(tool: &str, args: &[&str]) -> String {
    let out = Command::new(tool).args(args).output().expect("tool runs");
    assert!(
        out.status.success(),
        "{tool} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
#[ignore = "needs poppler-utils"]
fn pdfs_render_embed_fonts_and_hold_text() {
    crate::tools::require(&["pdftoppm", "pdffonts", "pdftotext"]);
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, doc, texts) in documents() {
        let pdf = to_pdf(&doc).expect("pdf");
        assert!(pdf.len() < 400_000, "{name}: {} bytes", pdf.len());
        let path = dir.path().join(format!("{name}.pdf"));
        std::fs::write(&path, &pdf).expect("write");
        // Set PYRAMID_PRESS_DUMP=folder to keep the PDFs for a look.
        if let Some(keep) = std::env::var_os("PYRAMID_PRESS_DUMP") {
            let _ = std::fs::write(Path::new(&keep).join(format!("{name}.pdf")), &pdf);
        }
        let p = path.to_str().expect("utf-8 path");

        let info = run("pdfinfo", &[p]);
        assert!(
            info.lines()
                .any(|l| l.starts_with("Pages:")
                    && l.trim_end().ends_with(&doc.pages.len().to_string())),
            "{name}: {info}"
        );

        let prefix = dir.path().join(name);
        run(
            "pdftoppm",
            &["-png", "-r", "20", p, prefix.to_str().expect("utf-8")],
        );
        let pngs = std::fs::read_dir(dir.path())
            .expect("dir")
            .filter_map(Result::ok)
            .filter(|e| {
                let n = e.file_name().to_string_lossy().into_owned();
                n.starts_with(&format!("{name}-")) && n.ends_with(".png")
            })
            .count();
        assert_eq!(pngs, doc.pages.len(), "{name}: one PNG per page");

        let fonts = run("pdffonts", &[p]);
        let rows: Vec<&str> = fonts.lines().skip(2).collect();
        assert!(!rows.is_empty(), "{name}: no fonts\n{fonts}");
        for row in &rows {
            assert!(row.contains("DejaVuSans"), "{name}: unexpected font {row}");
            let cols: Vec<&str> = row.split_whitespace().collect();
            // name type... encoding emb sub uni object ID: "emb" is the 5th from the end.
            assert_eq!(cols[cols.len() - 5], "yes", "{name}: not embedded: {row}");
        }

        let text = run("pdftotext", &["-layout", p, "-"]);
        for t in texts {
            assert!(text.contains(t), "{name}: '{t}' not found in:\n{text}");
        }
    }
}

#[test]
#[ignore = "needs poppler-utils"]
fn board_coordinates_are_searchable_text() {
    crate::tools::require(&["pdftotext"]);
    let doc = key_doc();
    let pdf = to_pdf(&doc).expect("pdf");
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("k.pdf");
    std::fs::write(&path, &pdf).expect("write");
    let text = run("pdftotext", &[path.to_str().expect("utf-8"), "-"]);
    let words: Vec<&str> = text.split_whitespace().collect();
    for label in ["a", "b", "c", "d", "e", "1", "2", "3", "4"] {
        assert!(words.contains(&label), "coordinate {label} missing");
    }
}

#[test]
fn output_is_deterministic_in_one_process_and_in_parallel() {
    let docs = documents();
    for (name, doc, _) in &docs {
        let a = to_pdf(doc).expect("pdf");
        let b = to_pdf(doc).expect("pdf");
        assert!(a == b, "{name}: two PDF builds differ");
        for page in &doc.pages {
            assert_eq!(to_svg(page), to_svg(page), "{name}: SVG differs");
        }
    }
    let doc = rules_document(Paper::Letter);
    let reference = to_pdf(&doc).expect("pdf");
    let outputs: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| s.spawn(|| to_pdf(&rules_document(Paper::Letter)).expect("pdf")))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    for o in outputs {
        assert!(o == reference, "parallel PDF build differs");
    }
    // Different content gives a different trailer /ID.
    let other = to_pdf(&rules_document(Paper::A4)).expect("pdf");
    let id = |b: &[u8]| {
        let s = String::from_utf8_lossy(b).into_owned();
        let i = s.rfind("/ID").expect("trailer ID");
        s[i..i + 40].to_string()
    };
    assert_ne!(id(&reference), id(&other));
}

fn svg_options() -> resvg::usvg::Options<'static> {
    let mut opt = resvg::usvg::Options::default();
    let db = opt.fontdb_mut();
    db.load_font_data(REGULAR_TTF.to_vec());
    db.load_font_data(BOLD_TTF.to_vec());
    db.set_sans_serif_family(FAMILY);
    opt
}

/// Rasterises an SVG and returns the number of non-white pixels.
fn ink(svg: &str, opt: &resvg::usvg::Options) -> usize {
    ink_dump(svg, opt, None)
}

/// As [`ink`], saving the raster as PNG when `dump` is given.
fn ink_dump(svg: &str, opt: &resvg::usvg::Options, dump: Option<&Path>) -> usize {
    let tree = resvg::usvg::Tree::from_str(svg, opt).expect("well-formed SVG");
    let size = tree.size().to_int_size();
    let scale = 0.5;
    let w = ((size.width() as f32) * scale).ceil() as u32;
    let h = ((size.height() as f32) * scale).ceil() as u32;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h).expect("pixmap");
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    if let Some(path) = dump {
        let _ = pixmap.save_png(path);
    }
    pixmap
        .pixels()
        .iter()
        .filter(|p| p.red() < 200 || p.green() < 200 || p.blue() < 200)
        .count()
}

#[test]
fn svgs_are_well_formed_and_render() {
    let opt = svg_options();
    for (name, doc, _) in documents() {
        for (i, page) in doc.pages.iter().enumerate() {
            let svg = to_svg(page);
            assert!(svg.starts_with("<svg"), "{name}");
            // Set PYRAMID_PRESS_DUMP=folder to keep the rasters for a look.
            let keep = std::env::var_os("PYRAMID_PRESS_DUMP")
                .map(|d| Path::new(&d).join(format!("{name}-svg-{}.png", i + 1)));
            let n = ink_dump(&svg, &opt, keep.as_deref());
            assert!(n > 500, "{name} page {}: only {n} inked pixels", i + 1);
        }
    }
}

#[test]
fn svg_text_renders_with_the_named_family() {
    // A page with nothing but text: blank if the font were not found.
    let page = Page {
        width: 200.0,
        height: 60.0,
        shapes: vec![Shape::Text {
            x: 100.0,
            y: 40.0,
            size: 24.0,
            weight: Weight::Bold,
            align: Align::Center,
            color: Color::BLACK,
            text: "Pyramid".into(),
        }],
    };
    let svg = to_svg(&page);
    assert!(svg.contains("DejaVu Sans"), "{svg}");
    assert!(ink(&svg, &svg_options()) > 50);
}

#[test]
fn written_files_match_memory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let doc = mat_document(8, 8, 60.0, Paper::Letter).expect("mat");
    let written =
        documents::output::write_document(&doc, render::Format::Svg, &dir.path().join("m.svg"))
            .expect("write");
    assert_eq!(written.len(), doc.pages.len());
    for (i, p) in written.iter().enumerate() {
        assert_eq!(p, &dir.path().join(format!("m-{}.svg", i + 1)));
        let text = std::fs::read_to_string(p).expect("read");
        assert_eq!(text, to_svg(&doc.pages[i]));
    }
    assert!(!Path::new(&dir.path().join("m.svg")).exists());
}
