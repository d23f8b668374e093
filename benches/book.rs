//! The shipped 100-puzzle 6 x 9 KDP paperback and the mixed 100-item
//! book (pyramids-and-pharaohs-6x9), each from template to the
//! print-ready interior and its full-wrap cover: wall time (median of the
//! runs), CPU time (user + system, all threads) and file size, against the
//! targets of under 10 s and under 5 MB. The machine's load average is
//! printed first: on a shared machine the wall time can be many times the
//! CPU time. Each book is also made once on one thread, and its bytes must
//! equal those made on all cores.
//! Run with `cargo bench --bench book`. Writes the files to
//! `target/bench-book/NAME.pdf` and `NAME-cover.pdf`.

use std::path::Path;
use std::time::{Duration, Instant};

use documents::book::{book_layout, check_book_layout, generate_sections};
use documents::cover::cover_layout;
use documents::publish::print_interior;
use documents::template::BookTemplate;
use render::to_pdf_with;

struct Run {
    cpu: f64,
    generate: Duration,
    layout: Duration,
    pdf: Duration,
    cover: Duration,
    bytes: Vec<u8>,
    cover_bytes: Vec<u8>,
    pages: usize,
}

/// CPU seconds (user + system, all threads) used so far by this process.
fn self_cpu() -> f64 {
    // SAFETY: rusage is plain data, for which all zero bytes are valid.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes into the struct we own.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let s = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    s(u.ru_utime) + s(u.ru_stime)
}

fn once(path: &Path) -> Run {
    let cpu0 = self_cpu();
    let t0 = Instant::now();
    let t = BookTemplate::load(path).expect("template");
    check_book_layout(&t).expect("layout fits");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
    let t1 = Instant::now();
    let layout = book_layout(&t, &puzzles).expect("layout");
    let (doc, opts) = print_interior(&t, layout.document).expect("no text under 7 pt");
    let t2 = Instant::now();
    let bytes = to_pdf_with(&doc, &opts).expect("pdf");
    let t3 = Instant::now();
    let c = cover_layout(
        &t,
        doc.pages.len(),
        puzzles[puzzles.len() - 1][0].as_ref(),
        puzzles[0][0].as_ref(),
        &puzzles,
    );
    let cover_bytes = to_pdf_with(&c.document, &c.options).expect("cover pdf");
    let t4 = Instant::now();
    Run {
        cpu: self_cpu() - cpu0,
        generate: t1 - t0,
        layout: t2 - t1,
        pdf: t3 - t2,
        cover: t4 - t3,
        pages: doc.pages.len(),
        bytes,
        cover_bytes,
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load average (1, 5, 15 min): {} on {} cores",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" "),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    // The 100-puzzle KDP paperback, and the mixed book (Egyptian Solitaire
    // and card deals, 100 items).
    for name in ["kdp-6x9", "pyramids-and-pharaohs-6x9"] {
        bench(name);
    }
}

fn bench(name: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("templates/{name}.toml"));
    let first = once(&path);
    let total = first.generate + first.layout + first.pdf + first.cover;
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
    // The same book on one thread: the same bytes.
    let single = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("one-thread pool")
        .install(|| once(&path));
    assert!(
        single.bytes == all[0].bytes && single.cover_bytes == all[0].cover_bytes,
        "one thread gave other bytes than {} threads",
        rayon::current_num_threads()
    );
    assert!(
        all.windows(2)
            .all(|w| w[0].bytes == w[1].bytes && w[0].cover_bytes == w[1].cover_bytes),
        "runs gave different bytes"
    );
    let med = |f: fn(&Run) -> Duration| median(all.iter().map(f).collect());
    let generate = med(|r| r.generate);
    let layout = med(|r| r.layout);
    let pdf = med(|r| r.pdf);
    let cover = med(|r| r.cover);
    let total = med(|r| r.generate + r.layout + r.pdf + r.cover);
    let mut cpus: Vec<f64> = all.iter().map(|r| r.cpu).collect();
    cpus.sort_by(f64::total_cmp);
    let cpu = cpus[cpus.len() / 2];
    let size = all[0].bytes.len();
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-book");
    let _ = std::fs::create_dir_all(&out);
    let _ = std::fs::write(out.join(format!("{name}.pdf")), &all[0].bytes);
    let _ = std::fs::write(out.join(format!("{name}-cover.pdf")), &all[0].cover_bytes);
    println!(
        "book {name} with cover: {} pages, median of {runs} run(s): total {:.2} s \
         (generate {:.2} s, layout {:.3} s, pdf {:.3} s, cover {:.3} s), CPU {cpu:.2} s; \
         one thread: wall {:.2} s, CPU {:.2} s, same bytes; interior {:.2} MB \
         ({size} bytes), cover {} bytes",
        all[0].pages,
        total.as_secs_f64(),
        generate.as_secs_f64(),
        layout.as_secs_f64(),
        pdf.as_secs_f64(),
        cover.as_secs_f64(),
        (single.generate + single.layout + single.pdf + single.cover).as_secs_f64(),
        single.cpu,
        size as f64 / 1_000_000.0,
        all[0].cover_bytes.len(),
    );
    let ok_time = total < Duration::from_secs(10);
    let ok_size = size < 5_000_000;
    println!(
        "targets: time < 10 s {}, size < 5 MB {}",
        if ok_time { "met" } else { "MISSED" },
        if ok_size { "met" } else { "MISSED" }
    );
}
