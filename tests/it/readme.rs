//! The documents run as written: every `$ pyramid-press ...` example that
//! shows its output, in README.md and in every docs/**/*.md file, is run
//! and must print what the document shows; the README's command table names
//! only subcommands and flags that `--help` knows; and every relative link
//! between the documents points at a file (and a heading) that exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn readme() -> String {
    read(&root().join("README.md"))
}

/// Every Markdown file under `dir`, sorted, at any depth.
fn markdown_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// README.md and the guide, notation and reference pages under docs/: the
/// documents whose examples are run.
fn example_documents() -> Vec<PathBuf> {
    let mut docs = vec![root().join("README.md")];
    docs.extend(markdown_under(&root().join("docs")));
    docs
}

/// Every document of the repository whose links are checked.
fn linked_documents() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = [
        "README.md",
        "ARCHITECTURE.md",
        "CONTRIBUTING.md",
        "BENCHMARKS.md",
        "CHANGELOG.md",
    ]
    .iter()
    .map(|name| root().join(name))
    .collect();
    docs.extend(markdown_under(&root().join("docs")));
    docs
}

fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// One `$ pyramid-press ...` line of a fenced block and the output lines
/// shown under it (up to the next `$` line or the end of the block).
#[derive(Debug)]
struct Example {
    line: usize,
    args: Vec<String>,
    output: Vec<String>,
}

/// Splits a command line as a POSIX shell would for the README's simple
/// forms: words, double- or single-quoted strings, and a trailing `# note`.
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                in_word = true;
            }
            None if c == '#' && !in_word => break,
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    assert!(quote.is_none(), "unclosed quote in README command: {s}");
    if in_word {
        words.push(cur);
    }
    words
}

fn examples(text: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    let mut current: Option<Example> = None;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            if let Some(e) = current.take() {
                out.push(e);
            }
            in_block = !in_block;
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(cmd) = line.strip_prefix("$ ") {
            if let Some(e) = current.take() {
                out.push(e);
            }
            let words = shell_words(cmd);
            if words.first().map(String::as_str) == Some("pyramid-press") {
                current = Some(Example {
                    line: i + 1,
                    args: words[1..].to_vec(),
                    output: Vec::new(),
                });
            }
        } else if let Some(e) = current.as_mut() {
            e.output.push(line.to_string());
        }
    }
    for e in &mut out {
        while e.output.last().is_some_and(|l| l.trim().is_empty()) {
            e.output.pop();
        }
    }
    out
}

#[test]
fn the_shell_splitter_reads_the_readme_forms() {
    assert_eq!(
        shell_words(r#"solve "SML,S/.,M" --json   # a note"#),
        vec!["solve", "SML,S/.,M", "--json"]
    );
    assert_eq!(shell_words("a 'b c' d"), vec!["a", "b c", "d"]);
}

/// A scratch working folder holding copies of `templates/` and `data/`, so
/// that examples naming them run as from the repository while the files
/// they write (under `output/`) land in the scratch folder.
fn scratch_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for sub in ["templates", "data"] {
        let to = dir.path().join(sub);
        std::fs::create_dir_all(&to).expect("create a folder");
        for entry in std::fs::read_dir(root().join(sub)).expect(sub) {
            let from = entry.expect("a folder entry").path();
            if from.is_file() {
                std::fs::copy(&from, to.join(from.file_name().expect("a name")))
                    .expect("copy a file");
            }
        }
    }
    dir
}

/// Runs every example of one document that shows its output, in a scratch
/// folder of its own; returns what went wrong, one entry per example.
fn check_examples(doc: &Path) -> Vec<String> {
    let text = read(doc);
    let name = shown(doc);
    let folder = scratch_folder();
    let mut failures = Vec::new();
    for e in examples(&text).into_iter().filter(|e| !e.output.is_empty()) {
        let out = assert_cmd::Command::cargo_bin("pyramid-press")
            .expect("binary")
            .args(&e.args)
            .current_dir(folder.path())
            .output()
            .expect("runs");
        let command = format!(
            "{name} line {}: `pyramid-press {}`",
            e.line,
            e.args.join(" ")
        );
        if !out.status.success() {
            failures.push(format!(
                "{command} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let mut got: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim_end().to_string())
            .collect();
        while got.last().is_some_and(|l| l.is_empty()) {
            got.pop();
        }
        let want: Vec<String> = e.output.iter().map(|l| l.trim_end().to_string()).collect();
        if got != want {
            failures.push(format!(
                "{command} printed\n{}\nbut the document shows\n{}",
                got.join("\n"),
                want.join("\n")
            ));
        }
    }
    failures
}

#[test]
fn example_commands_print_what_the_documents_show() {
    let docs = example_documents();
    // The README's solve example at least; a README with none would check
    // nothing.
    assert!(
        examples(&readme())
            .iter()
            .any(|e| e.args.first().map(String::as_str) == Some("solve") && !e.output.is_empty()),
        "the README shows no solve example with its output"
    );
    // One thread a document: the documents' examples are independent, each
    // in its own scratch folder.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = docs
            .iter()
            .map(|doc| scope.spawn(move || check_examples(doc)))
            .collect();
        runs.into_iter()
            .flat_map(|run| run.join().expect("the example thread"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_guide_has_examples_that_run() {
    // Every guide page but the pure reference ones shows at least one
    // command with its output, so the guide stays checked as it grows.
    let guide = markdown_under(&root().join("docs/guide"));
    assert!(!guide.is_empty(), "no guide under docs/guide");
    let with_output = guide
        .iter()
        .filter(|doc| examples(&read(doc)).iter().any(|e| !e.output.is_empty()))
        .count();
    assert!(
        with_output * 2 >= guide.len(),
        "only {with_output} of {} guide pages show a command's output",
        guide.len()
    );
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, and
/// only letters, digits, hyphens and underscores kept.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings (outside fenced blocks).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut in_block = false;
    let mut out = BTreeSet::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
        } else if !in_block && line.starts_with('#') {
            out.insert(slug(line.trim_start_matches('#')));
        }
    }
    out
}

/// The targets of the inline links `[text](target)` of a Markdown text,
/// with their line numbers, outside fenced blocks and inline code.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_block = false;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        // Inline code spans are dropped first: `[a](b)` there is no link.
        let mut plain = String::new();
        for (k, part) in line.split('`').enumerate() {
            if k % 2 == 0 {
                plain.push_str(part);
            }
        }
        let mut rest = plain.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(close) = after.find(')') else { break };
            out.push((i + 1, after[..close].trim().to_string()));
            rest = &after[close..];
        }
    }
    out
}

#[test]
fn the_link_finder_reads_markdown_links() {
    let text = "see [a](docs/a.md#x) and `[b](no.md)`\n```\n[c](no.md)\n```\n[d](#top)";
    assert_eq!(
        links(text),
        vec![(1, "docs/a.md#x".to_string()), (5, "#top".to_string())]
    );
    assert_eq!(slug(" The `[print]` table"), "the-print-table");
    assert_eq!(
        slug("Limits, safety and big requests"),
        "limits-safety-and-big-requests"
    );
}

#[test]
fn relative_links_between_the_documents_resolve() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for doc in linked_documents() {
        let text = read(&doc);
        let folder = doc.parent().expect("a folder");
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                doc.clone()
            } else {
                folder.join(file)
            };
            checked += 1;
            if !path.exists() {
                broken.push(format!(
                    "{} line {line}: `{target}`: no such file",
                    shown(&doc)
                ));
                continue;
            }
            if let Some(anchor) = anchor
                && path.extension().is_some_and(|x| x == "md")
                && !anchors(&read(&path)).contains(anchor)
            {
                broken.push(format!(
                    "{} line {line}: `{target}`: no heading with that anchor",
                    shown(&doc)
                ));
            }
        }
    }
    assert!(checked > 0, "no relative link found in the documents");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// Subcommand names listed under `Commands:` in a help text.
fn subcommands(help: &str) -> BTreeSet<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| *w != "help")
        .map(str::to_string)
        .collect()
}

fn help(args: &[&str]) -> String {
    let out = assert_cmd::Command::cargo_bin("pyramid-press")
        .expect("binary")
        .args(args)
        .arg("--help")
        .output()
        .expect("runs");
    assert!(out.status.success(), "{args:?} --help failed");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_command_table_matches_help() {
    let text = readme();
    let table: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("## A tour of the commands"))
        .skip(1)
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with("| `"))
        .collect();
    assert!(!table.is_empty(), "no command table in the README");
    // The command cell of each row: its words up to the first argument.
    let rows: Vec<(Vec<String>, String)> = table
        .iter()
        .map(|row| {
            let cell = row.split('`').nth(1).expect("a command in backquotes");
            let words: Vec<String> = cell
                .split_whitespace()
                .take_while(|w| w.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
                .take(2)
                .map(str::to_string)
                .collect();
            (words, cell.to_string())
        })
        .collect();
    let mut listed = BTreeSet::new();
    for top in subcommands(&help(&[])) {
        let nested = subcommands(&help(&[&top]));
        let names: Vec<Vec<String>> = if nested.is_empty() {
            vec![vec![top.clone()]]
        } else {
            nested.into_iter().map(|n| vec![top.clone(), n]).collect()
        };
        for name in names {
            let row = rows
                .iter()
                .find(|(w, _)| w.starts_with(&name[..]) && w[..name.len()] == name[..]);
            let (_, cell) = row.unwrap_or_else(|| {
                panic!(
                    "`{}` is missing from the README's command table",
                    name.join(" ")
                )
            });
            let args: Vec<&str> = name.iter().map(String::as_str).collect();
            let h = help(&args);
            for flag in cell
                .split(|c: char| c.is_whitespace() || c == '[' || c == ']' || c == '|')
                .filter(|w| w.starts_with('-'))
            {
                let flag = flag.trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
                assert!(
                    h.contains(&format!("{flag} ")) || h.contains(&format!("{flag},")),
                    "README row `{cell}`: `{flag}` is not an option of `{}`",
                    name.join(" ")
                );
            }
            listed.insert(name.join(" "));
        }
    }
    for (words, cell) in &rows {
        let first = words.first().cloned().unwrap_or_default();
        assert!(
            listed
                .iter()
                .any(|l| l.split(' ').next() == Some(first.as_str())),
            "README row `{cell}` names no command of `--help`"
        );
    }
}
