//! The figures the documents state (page counts, test counts, how many
//! fuzz targets) match the code. A checked figure is marked in the text
//! by an HTML comment right after it, `50 <!-- figure: pages:kdp-6x9 -->`;
//! this test finds every mark in BENCHMARKS.md, CONTRIBUTING.md and
//! docs/guide/, works the figure out and compares. Timings are not
//! marked (they depend on the machine). A mark whose name it does not know
//! fails, so a typo cannot silently check nothing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use documents::book::{book_layout, generate_sections};
use documents::publish::print_interior;
use documents::puzzle::Puzzles;
use documents::template::BookTemplate;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The documents whose figures are checked.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("BENCHMARKS.md"), root().join("CONTRIBUTING.md")];
    let mut guide: Vec<PathBuf> = std::fs::read_dir(root().join("docs/guide"))
        .expect("docs/guide")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    guide.sort();
    files.extend(guide);
    files
}

const MARK: &str = "<!-- figure: ";

/// Every marked figure of a text: (line, name, the number before the
/// mark). Thousands may be grouped with commas.
fn marks(text: &str) -> Vec<(usize, String, Option<u64>)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut rest = line;
        let mut before_len = 0;
        while let Some(at) = rest.find(MARK) {
            let before = &line[..before_len + at];
            let after = &rest[at + MARK.len()..];
            let name = after.split(" -->").next().unwrap_or_default().trim();
            // Marks of the same number before this one are skipped.
            let mut before = before.trim_end();
            while before.ends_with("-->") {
                before = before[..before.rfind("<!--").unwrap_or(0)].trim_end();
            }
            let digits: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit() || *c == ',')
                .collect::<Vec<char>>()
                .into_iter()
                .rev()
                .filter(|c| c.is_ascii_digit())
                .collect();
            out.push((i + 1, name.to_string(), digits.parse().ok()));
            before_len += at + MARK.len();
            rest = after;
        }
    }
    out
}

/// Pages of a shipped book template's interior as printed (padded to the
/// printer's count), and how many of them are notes pages.
fn book_pages(name: &str) -> (u64, u64) {
    let path = root().join("templates").join(format!("{name}.toml"));
    let t = BookTemplate::load(&path).expect("template");
    // Every page in the template's language, as `book` makes it.
    let _language = documents::locale::enter(t.language);
    // Templates that differ only in titles share their puzzles.
    let sections: Vec<_> = t
        .sections
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.title.clear();
            s.span = 0..0;
            s
        })
        .collect();
    let key = format!("{} {sections:?}", t.seed);
    let puzzles = {
        static MADE: Mutex<BTreeMap<String, Vec<Puzzles>>> = Mutex::new(BTreeMap::new());
        let known = MADE.lock().expect("lock").get(&key).cloned();
        match known {
            Some(p) => p,
            None => {
                let p =
                    generate_sections(&t.source, &t.sections, t.seed, &|_| {}).expect("puzzles");
                MADE.lock().expect("lock").insert(key, p.clone());
                p
            }
        }
    };
    let layout = book_layout(&t, &puzzles).expect("layout");
    let (doc, _) = print_interior(&t, layout.document).expect("interior");
    let notes = documents::tr!("book-notes");
    let notes_pages = doc
        .pages
        .iter()
        .filter(|p| p.texts().next() == Some(notes.as_str()))
        .count();
    (doc.pages.len() as u64, notes_pages as u64)
}

/// The shipped book templates (not handouts), by name.
fn book_templates() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("templates"))
        .expect("templates")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .filter(|n| !n.starts_with("handout"))
        .collect();
    names.sort();
    names
}

/// Lines of Rust source under the packages `cargo test` tests that start
/// with `attr` (`#[test]`, `#[ignore`).
fn count_attr(attr: &str) -> u64 {
    fn walk(dir: &Path, attr: &str, n: &mut u64) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries {
            let p = e.expect("entry").path();
            if p.is_dir() {
                walk(&p, attr, n);
            } else if p.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&p).expect("source");
                *n += text
                    .lines()
                    .filter(|l| l.trim_start().starts_with(attr))
                    .count() as u64;
            }
        }
    }
    let mut n = 0;
    for dir in ["src", "tests", "crates"] {
        walk(&root().join(dir), attr, &mut n);
    }
    n
}

/// The value of a figure, worked out from the code.
struct Figures {
    books: BTreeMap<String, (u64, u64)>,
}

impl Figures {
    fn book(&mut self, name: &str) -> (u64, u64) {
        if let Some(n) = self.books.get(name) {
            return *n;
        }
        let n = book_pages(name);
        self.books.insert(name.to_string(), n);
        n
    }

    fn pages(&mut self, name: &str) -> u64 {
        self.book(name).0
    }

    fn value(&mut self, name: &str) -> Option<u64> {
        Some(match name.split_once(':') {
            Some(("pages", t)) => self.pages(t),
            Some(("notes", t)) => self.book(t).1,
            None => match name {
                "pages-least" | "pages-most" => {
                    let all: Vec<u64> = book_templates().iter().map(|t| self.pages(t)).collect();
                    if name == "pages-least" {
                        *all.iter().min()?
                    } else {
                        *all.iter().max()?
                    }
                }
                "tests" => count_attr("#[test]"),
                "tests-ignored" => count_attr("#[ignore"),
                "fuzz-targets" => std::fs::read_dir(root().join("fuzz/fuzz_targets"))
                    .ok()?
                    .filter(|e| {
                        e.as_ref()
                            .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "rs"))
                    })
                    .count() as u64,
                _ => return None,
            },
            _ => return None,
        })
    }
}

#[test]
fn marks_are_read_with_their_number() {
    let m = marks("a book of 1,234 <!-- figure: pages:x --> pages and 7 <!-- figure: tests -->.");
    assert_eq!(
        m,
        vec![
            (1, "pages:x".to_string(), Some(1234)),
            (1, "tests".to_string(), Some(7))
        ]
    );
    assert_eq!(marks("no figure <!-- figure: tests -->")[0].2, None);
    let two = marks("(26 <!-- figure: pages:a --> <!-- figure: pages:b --> pages)");
    assert_eq!(two[1], (1, "pages:b".to_string(), Some(26)));
}

#[test]
fn every_marked_figure_matches_the_code() {
    let mut figures = Figures {
        books: BTreeMap::new(),
    };
    let mut checked = 0;
    let mut wrong = Vec::new();
    for file in documents() {
        let text = std::fs::read_to_string(&file).expect("document");
        let name = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        for (line, figure, stated) in marks(&text) {
            let Some(stated) = stated else {
                wrong.push(format!(
                    "{name}:{line}: no number before the mark of {figure}"
                ));
                continue;
            };
            match figures.value(&figure) {
                Some(actual) if actual == stated => checked += 1,
                Some(actual) => wrong.push(format!(
                    "{name}:{line}: says {stated} for {figure}, the code gives {actual}"
                )),
                None => wrong.push(format!("{name}:{line}: no figure is named {figure}")),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The documents mark their page counts, test counts and targets.
    assert!(checked >= 10, "only {checked} figures are marked");
}
