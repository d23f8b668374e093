//! What a shell and `man` get from the program: completion scripts, the
//! manual pages, and no colour when `NO_COLOR` is set.
//!
//! The colour tests run the program under a pseudo-terminal made by
//! `script` (util-linux), since help is styled only on a terminal.

use std::path::Path;
use std::process::Command as Std;

use assert_cmd::Command;
use assert_cmd::cargo::cargo_bin;

fn cli() -> Command {
    Command::cargo_bin("pyramid-press").expect("binary")
}

fn stdout_of(args: &[&str]) -> String {
    let out = cli().args(args).output().expect("runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The subcommands a `--help` text lists (its "Commands:" block), `help`
/// left out.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Every subcommand as the path of names that reaches it: `["solve"]`,
/// `["cards", "deal"]`, ...
fn every_subcommand() -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for top in subcommands(&stdout_of(&["--help"])) {
        let nested = subcommands(&stdout_of(&[&top, "--help"]));
        out.push(vec![top.clone()]);
        for sub in nested {
            out.push(vec![top.clone(), sub]);
        }
    }
    out
}

#[test]
fn the_subcommand_list_is_read_from_help() {
    let all = every_subcommand();
    for must in [
        &["solve"][..],
        &["daily"],
        &["completions"],
        &["man"],
        &["cards", "deal"],
        &["cards", "generate"],
    ] {
        assert!(all.iter().any(|p| p == must), "{must:?} not in {all:?}");
    }
}

#[test]
fn completions_name_every_subcommand() {
    let all = every_subcommand();
    for shell in ["bash", "zsh", "fish"] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.len() > 1000, "{shell}: {script}");
        assert!(script.contains("pyramid-press"), "{shell}");
        for path in &all {
            let name = path.last().expect("a name");
            assert!(
                script.contains(name.as_str()),
                "{shell} completion does not name {path:?}"
            );
        }
    }
    // Options of a nested subcommand are completed too.
    assert!(stdout_of(&["completions", "bash"]).contains("--every"));
    for shell in ["elvish", "powershell"] {
        assert!(!stdout_of(&["completions", shell]).is_empty(), "{shell}");
    }
}

#[test]
fn an_unknown_shell_is_one_error_line() {
    let out = cli().args(["completions", "tcsh"]).output().expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("bash, elvish, fish, powershell, zsh"), "{err}");
    assert!(out.stdout.is_empty());
}

/// Checks a roff man page: the title line, the sections every page has,
/// and only the requests clap_mangen writes; when groff is installed, also
/// that groff formats it without a warning.
fn check_roff(page: &str, title: &str) {
    let th = format!(".TH {title} 1 ");
    assert!(
        page.lines().any(|l| l.starts_with(&th)),
        "no {th:?} line:\n{page}"
    );
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS"] {
        assert!(
            page.lines().any(|l| l == format!(".SH {section}")),
            "{title}: no .SH {section}"
        );
    }
    for line in page.lines().filter(|l| l.starts_with('.')) {
        let request = line.split_whitespace().next().unwrap_or("");
        assert!(
            [
                ".TH", ".SH", ".TP", ".IP", ".RS", ".RE", ".br", ".ie", ".el", ".PP"
            ]
            .contains(&request),
            "{title}: unexpected request {line:?}"
        );
    }
    let groff = Std::new("groff")
        .args(["-man", "-ww", "-z"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn();
    if let Ok(mut child) = groff {
        use std::io::Write;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(page.as_bytes())
            .expect("groff reads");
        let out = child.wait_with_output().expect("groff runs");
        assert!(out.status.success(), "{title}: {out:?}");
        assert!(
            out.stderr.is_empty(),
            "{title}: groff warns: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A name as roff writes it: each `-` escaped.
fn roff_name(words: &[String]) -> String {
    let mut all = vec!["pyramid-press".to_string()];
    all.extend(words.iter().cloned());
    all.join("-").replace('-', "\\-")
}

#[test]
fn the_man_page_is_roff_naming_every_subcommand() {
    let page = stdout_of(&["man"]);
    check_roff(&page, "pyramid-press");
    assert!(page.contains(".SH SUBCOMMANDS"), "{page}");
    for path in every_subcommand().iter().filter(|p| p.len() == 1) {
        let entry = format!("{}(1)", roff_name(path));
        assert!(
            page.lines().any(|l| l == entry),
            "the man page does not name {path:?} ({entry})"
        );
    }
}

#[test]
fn man_dir_writes_a_page_per_subcommand() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = stdout_of(&["man", "--dir", &dir.path().display().to_string()]);
    let all = every_subcommand();
    assert_eq!(out.lines().count(), all.len() + 1, "{out}");
    let mut pages = vec![(Vec::new(), dir.path().join("pyramid-press.1"))];
    for path in &all {
        let file = format!("pyramid-press-{}.1", path.join("-"));
        pages.push((path.clone(), dir.path().join(file)));
    }
    for (path, file) in &pages {
        assert!(
            out.lines()
                .any(|l| l == format!("wrote {}", file.display())),
            "{out}"
        );
        let page = std::fs::read_to_string(file).expect("page written");
        let title = format!(
            "pyramid-press{}",
            path.iter().map(|p| format!("-{p}")).collect::<String>()
        );
        check_roff(&page, &title);
        // A parent's page lists its subcommands.
        for child in all
            .iter()
            .filter(|c| c.len() == path.len() + 1 && c.starts_with(path))
        {
            assert!(
                page.contains(&format!("{}(1)", roff_name(child))),
                "{title} does not name {child:?}"
            );
        }
    }
    assert_eq!(
        std::fs::read_dir(dir.path()).expect("dir").count(),
        pages.len()
    );
}

/// Runs the program with `args` under a pseudo-terminal, with `NO_COLOR`
/// as given (`None`: unset) and a terminal that shows colour; returns all
/// it printed (standard output and error, as the terminal got them).
fn on_a_terminal(args: &str, no_color: Option<&str>) -> String {
    let bin = cargo_bin("pyramid-press");
    assert!(Path::new(&bin).exists());
    let mut cmd = Std::new("script");
    cmd.args(["-qec", &format!("'{}' {args}", bin.display()), "/dev/null"])
        .env("TERM", "xterm-256color")
        .env_remove("CLICOLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("NO_COLOR")
        .stdin(std::process::Stdio::null());
    if let Some(v) = no_color {
        cmd.env("NO_COLOR", v);
    }
    let out = cmd
        .output()
        .expect("script (util-linux) makes the pseudo-terminal");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn help_on_a_terminal_is_styled_unless_no_color() {
    // The check below means something: help is styled on a terminal.
    let styled = on_a_terminal("--help", None);
    assert!(styled.contains("Commands:"), "{styled}");
    assert!(styled.contains('\u{1b}'), "{styled:?}");
    // NO_COLOR set to an empty string counts as unset.
    assert!(on_a_terminal("--help", Some("")).contains('\u{1b}'));
    for args in ["--help", "solve --help", "cards deal --help", "help daily"] {
        let plain = on_a_terminal(args, Some("1"));
        assert!(plain.contains("Usage:"), "{args}: {plain}");
        assert!(!plain.contains('\u{1b}'), "{args}: {plain:?}");
    }
}

#[test]
fn errors_and_progress_on_a_terminal_have_no_escape_with_no_color() {
    let err = on_a_terminal("solve --bogus", Some("1"));
    assert!(
        err.contains("error: unexpected argument '--bogus'"),
        "{err}"
    );
    assert!(!err.contains('\u{1b}'), "{err:?}");
    let err = on_a_terminal("solve 'S,S/x'", Some("1"));
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains('\u{1b}'), "{err:?}");
    // The progress bar of `generate` draws on the terminal: never in colour.
    let run = on_a_terminal("generate --grid 4x5 --tier hard --count 2", Some("1"));
    assert!(run.contains("#2 4x5 hard"), "{run}");
    let colour = run.match_indices("\u{1b}[").any(|(i, _)| {
        run[i + 2..]
            .chars()
            .find(|c| !c.is_ascii_digit() && *c != ';')
            == Some('m')
    });
    assert!(!colour, "{run:?}");
}
