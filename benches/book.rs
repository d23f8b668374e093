//! The shipped 100-puzzle 6 x 9 paperback, from template to PDF bytes:
//! wall time (median of the runs) and file size, against the targets of
//! under 60 s and under 5 MB. Run with `cargo bench --bench book`.
//! Writes the book to `target/bench-book/paperback-6x9.pdf`.

use std::path::Path;
use std::time::{Duration, Instant};

use pyramid_press::docs::book::{book_layout, check_book_layout, generate_sections};
use pyramid_press::docs::template::BookTemplate;
use pyramid_press::render::to_pdf;

struct Run {
    generate: Duration,
    layout: Duration,
    pdf: Duration,
    bytes: Vec<u8>,
    pages: usize,
}

fn once(path: &Path) -> Run {
    let t0 = Instant::now();
    let t = BookTemplate::load(path).expect("template");
    check_book_layout(&t).expect("layout fits");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let t1 = Instant::now();
    let layout = book_layout(&t, &puzzles).expect("layout");
    let t2 = Instant::now();
    let bytes = to_pdf(&layout.document).expect("pdf");
    let t3 = Instant::now();
    Run {
        generate: t1 - t0,
        layout: t2 - t1,
        pdf: t3 - t2,
        pages: layout.page_count(),
        bytes,
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/paperback-6x9.toml");
    let first = once(&path);
    let total = first.generate + first.layout + first.pdf;
    // Repeat when a run is quick enough to take a median of three.
    let runs = if total < Duration::from_secs(20) {
        3
    } else {
        1
    };
    let mut all = vec![first];
    for _ in 1..runs {
        all.push(once(&path));
    }
    assert!(
        all.windows(2).all(|w| w[0].bytes == w[1].bytes),
        "runs gave different bytes"
    );
    let med = |f: fn(&Run) -> Duration| median(all.iter().map(f).collect());
    let generate = med(|r| r.generate);
    let layout = med(|r| r.layout);
    let pdf = med(|r| r.pdf);
    let total = med(|r| r.generate + r.layout + r.pdf);
    let size = all[0].bytes.len();
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-book");
    let _ = std::fs::create_dir_all(&out);
    let _ = std::fs::write(out.join("paperback-6x9.pdf"), &all[0].bytes);
    println!(
        "book paperback-6x9: {} pages, median of {runs} run(s): total {:.2} s \
         (generate {:.2} s, layout {:.3} s, pdf {:.3} s); file {:.2} MB ({size} bytes)",
        all[0].pages,
        total.as_secs_f64(),
        generate.as_secs_f64(),
        layout.as_secs_f64(),
        pdf.as_secs_f64(),
        size as f64 / 1_000_000.0,
    );
    let ok_time = total < Duration::from_secs(60);
    let ok_size = size < 5_000_000;
    println!(
        "targets: time < 60 s {}, size < 5 MB {}",
        if ok_time { "met" } else { "MISSED" },
        if ok_size { "met" } else { "MISSED" }
    );
}
