//! The README runs as written: its example commands are run and their
//! printed output must match what the README shows, and its command table
//! names only subcommands and flags that `--help` knows.

use std::collections::BTreeSet;
use std::path::Path;

fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    std::fs::read_to_string(path).expect("README.md")
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

#[test]
fn example_commands_print_what_the_readme_shows() {
    let text = readme();
    let shown: Vec<Example> = examples(&text)
        .into_iter()
        .filter(|e| !e.output.is_empty())
        .collect();
    // The solve example at least; a README with none would check nothing.
    assert!(
        shown
            .iter()
            .any(|e| e.args.first().map(String::as_str) == Some("solve")),
        "the README shows no solve example with its output"
    );
    for e in &shown {
        let out = assert_cmd::Command::cargo_bin("pyramid-press")
            .expect("binary")
            .args(&e.args)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "README line {}: `pyramid-press {}` failed: {}",
            e.line,
            e.args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
        let got: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim_end().to_string())
            .collect();
        let want: Vec<String> = e.output.iter().map(|l| l.trim_end().to_string()).collect();
        assert_eq!(
            got,
            want,
            "README line {}: the output of `pyramid-press {}` differs from the README",
            e.line,
            e.args.join(" ")
        );
    }
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
