//! The census against the exact solver: on the 3x3 setup and on small
//! mid-game roots, every figure of the census equals what
//! `solver::analyze` computes over the same game tree.

use assert_cmd::Command;
use egypt::board::{Board, Piece, Size};
use egypt::census::{self, Census, ONE, Options, to_f64};
use egypt::solver::{self, Limits};
use egypt::target::Target;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn census_of(b: &Board) -> Census {
    census::run(b, &Options::default(), |_| {}).expect("census")
}

/// Every figure of the census of `b` against the solver.
fn check(b: &Board) {
    let c = census_of(b);
    let ctx = b.to_string();
    let small = solver::analyze(b, Target::SMALL, Limits::default()).expect("solver");
    let m = &small.metrics;
    assert_eq!(c.positions(), m.positions, "{ctx}: positions");
    assert_eq!(c.games(), m.games, "{ctx}: games");
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * a.abs().max(b.abs()).max(1e-300);
    for (piece, target) in [
        (Piece::Small, Target::SMALL),
        (Piece::Medium, Target::MEDIUM),
        (Piece::Large, Target::LARGE),
    ] {
        let a = solver::analyze(b, target, Limits::default()).expect("solver");
        let o = c.lone(piece);
        assert_eq!(
            o.games, a.metrics.winning_games,
            "{ctx}: lone {piece:?} games"
        );
        assert!(
            close(o.probability(), a.metrics.random_success),
            "{ctx}: lone {piece:?}: census {} solver {}",
            o.probability(),
            a.metrics.random_success
        );
    }
    // Final scores: the solver's "score <= n" target gives the cumulative
    // distribution.
    let scores = c.by_score();
    let (mut games, mut mass) = (0u128, 0u128);
    let top = scores.keys().max().copied().unwrap_or(0);
    for n in 0..=top + 1 {
        if let Some(o) = scores.get(&n) {
            games += o.games;
            mass += o.mass;
        }
        let a = solver::analyze(b, Target::ScoreAtMost(n), Limits::default()).expect("solver");
        assert_eq!(
            games, a.metrics.winning_games,
            "{ctx}: games with score <= {n}"
        );
        assert!(
            close(to_f64(mass), a.metrics.random_success),
            "{ctx}: P(score <= {n}) census {} solver {}",
            to_f64(mass),
            a.metrics.random_success
        );
    }
    // Probabilities of all endings add up to 1 within the stated bound.
    let total: u128 = scores.values().map(|o| o.mass).sum();
    assert!(
        total <= ONE && ONE - total <= c.moves() as u128,
        "{ctx}: mass"
    );
    // Layers: one per piece count, each position's pieces as stated.
    let root = b.piece_count() as u32;
    for (i, l) in c.layers.iter().enumerate() {
        assert_eq!(l.pieces, root - i as u32, "{ctx}: layer order");
    }
    // Longest and shortest games from the solver's winning lines: a game
    // ending with a lone piece has root - 1 moves.
    if c.lone(Piece::Small).games > 0 {
        assert_eq!(c.longest(), root - 1, "{ctx}: longest");
    }
}

fn random_root(size: Size, pieces: usize, seed: u64) -> Board {
    let mut r = ChaCha8Rng::seed_from_u64(seed);
    let mut b = Board::setup(size);
    while b.piece_count() > pieces {
        let moves = b.legal_moves();
        if moves.is_empty() {
            break;
        }
        b.play(moves[r.random_range(0..moves.len())])
            .expect("legal");
    }
    b
}

#[test]
fn setup_3x3_matches_the_solver() {
    let b = Board::setup(Size::new(3, 3).unwrap());
    check(&b);
    let c = census_of(&b);
    // Figures printed in docs/guide/06-census.md.
    assert_eq!(c.positions(), 10_582);
    assert_eq!(c.games(), 8_411_504);
    assert_eq!(c.symmetries, 8);
    assert_eq!(c.lone(Piece::Small).games, 0);
    assert_eq!((c.shortest(), c.longest()), (5, 15));
}

#[test]
fn mid_game_roots_match_the_solver() {
    let mut lone_small = 0;
    for seed in 0..24 {
        let (size, pieces) = match seed % 3 {
            0 => (Size::STANDARD_3X4, 16),
            1 => (Size::new(4, 4).unwrap(), 15),
            _ => (Size::new(3, 5).unwrap(), 15),
        };
        // Every other root is one from which a single Small can still be
        // reached (random play mostly loses that chance early).
        let mut b = random_root(size, pieces, seed);
        for attempt in 0..200 {
            if seed % 2 == 1
                || solver::decide(&b, Target::SMALL, Limits::default())
                    .unwrap()
                    .solvable
            {
                break;
            }
            b = random_root(size, pieces, 1000 * seed + attempt);
        }
        check(&b);
        lone_small += (census_of(&b).lone(Piece::Small).games > 0) as usize;
    }
    // Not a degenerate sample: some roots can still end with a lone Small.
    assert!(
        lone_small >= 6,
        "only {lone_small} roots reach a single Small"
    );
}

#[test]
fn figures_do_not_depend_on_threads_memory_or_spilling() {
    let b = random_root(Size::STANDARD_3X4, 20, 7);
    let base = census_of(&b);
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| census_of(&b));
    assert_eq!(base, one);
    // The smallest budget with a data folder: chunks of a few hundred
    // parents, runs spilled to disk, layers as files.
    let dir = tempfile::tempdir().unwrap();
    let opts = Options {
        memory: 64 << 20,
        data: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    let spilled = census::run(&b, &opts, |_| {}).unwrap();
    assert_eq!(base, spilled);
    // Every class built in four passes over its parents, each keeping one
    // quarter of the hash range.
    let passes = census::run(
        &b,
        &Options {
            min_passes: 4,
            ..Options::default()
        },
        |_| {},
    )
    .unwrap();
    assert_eq!(base, passes);
}

/// Copies a folder with its subfolders.
fn copy_tree(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for f in std::fs::read_dir(from).unwrap() {
        let f = f.unwrap();
        if f.file_type().unwrap().is_dir() {
            copy_tree(&f.path(), &to.join(f.file_name()));
        } else {
            std::fs::copy(f.path(), to.join(f.file_name())).unwrap();
        }
    }
}

/// Runs the census of `b` into the data folder `dir` and returns a copy of
/// that folder as it was when four layers were finished: what a run killed
/// at that moment leaves.
fn four_layer_snapshot(b: &Board, opts: &Options, dir: &std::path::Path) -> tempfile::TempDir {
    let snapshot = tempfile::tempdir().unwrap();
    let mut finished = 0;
    census::run(b, opts, |e| {
        if let census::Event::LayerDone { .. } = e {
            finished += 1;
            if finished == 4 {
                copy_tree(dir, snapshot.path());
            }
        }
    })
    .unwrap();
    snapshot
}

#[test]
fn a_killed_run_resumes_from_its_checkpoints() {
    let b = random_root(Size::STANDARD_3X4, 18, 3);
    let whole = census_of(&b);
    let dir = tempfile::tempdir().unwrap();
    let opts = Options {
        memory: 64 << 20,
        data: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    let snapshot = four_layer_snapshot(&b, &opts, dir.path());
    let mut resumed_layers = 0;
    let again = census::run(
        &b,
        &Options {
            data: Some(snapshot.path().to_path_buf()),
            ..opts.clone()
        },
        |e| {
            if let census::Event::LayerDone { resumed: true, .. } = e {
                resumed_layers += 1;
            }
        },
    )
    .unwrap();
    assert_eq!(resumed_layers, 4, "four layers came from checkpoints");
    assert_eq!(again, whole);
}

#[test]
fn backward_pass_counts_positions_that_can_still_win() {
    let b = random_root(Size::STANDARD_3X4, 14, 11);
    let c = census::run(
        &b,
        &Options {
            backward: true,
            ..Options::default()
        },
        |_| {},
    )
    .unwrap();
    let solvable = solver::analyze(&b, Target::SMALL, Limits::default())
        .unwrap()
        .solvable;
    let root = &c.layers[0];
    assert_eq!(root.small_reachable, Some(solvable as u64));
    // The last layer with one piece: exactly the lone Smalls can.
    if let Some(l) = c.layers.iter().find(|l| l.pieces == 1) {
        assert_eq!(l.small_reachable, Some(c.lone(Piece::Small).positions));
    }
}

#[test]
fn cli_writes_json_and_refuses_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("c.json");
    Command::cargo_bin("pyramid-press")
        .unwrap()
        .args(["census", "--grid", "3x3", "-q", "--json"])
        .arg(&json)
        .assert()
        .success();
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["positions"], 10_582);
    assert_eq!(v["games"], "8411504");
    assert_eq!(v["symmetries"], 8);
    for bad in [
        vec!["census", "--grid", "4x5"],
        vec!["census", "--grid", "3x3", "--memory", "lots"],
        vec!["census", "--root", "S,Q,./.,.,./.,.,."],
        vec!["census", "--grid", "3x4", "--backward"],
    ] {
        let out = Command::cargo_bin("pyramid-press")
            .unwrap()
            .args(&bad)
            .assert()
            .code(2);
        let err = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert!(err.starts_with("error: "), "{bad:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
    }
}

/// The text shapes of a page.
fn page_texts(page: &render::Page) -> Vec<String> {
    page.texts().map(String::from).collect()
}

#[test]
fn books_include_the_game_in_numbers_page_when_the_template_names_a_census() {
    use documents::book::{book_layout, generate_sections};
    use documents::games::egypt::census_page;
    use documents::template::BookTemplate;
    let dir = tempfile::tempdir().unwrap();
    let c = census_of(&Board::setup(Size::new(3, 3).unwrap()));
    std::fs::write(
        dir.path().join("c33.json"),
        census_page::json(&c).to_string(),
    )
    .unwrap();
    let book = |key: &str| {
        let path = dir.path().join("book.toml");
        std::fs::write(&path, format!("{key}\n{}", crate::book_common::SMALL_BOOK)).unwrap();
        BookTemplate::load(&path)
    };
    let t = book("game_in_numbers = \"c33.json\"").expect("template");
    let puzzles = generate_sections(&t.source, &t.sections, t.seed, &|_| {}).unwrap();
    let layout = book_layout(&t, &puzzles).unwrap();
    let entry = layout
        .toc
        .iter()
        .find(|e| e.title == census_page::TITLE)
        .expect("a contents entry for the page");
    let texts = page_texts(&layout.document.pages[entry.page - 1]);
    assert!(texts.iter().any(|s| s == census_page::TITLE), "{texts:?}");
    assert!(texts.iter().any(|s| s == "10,582"), "positions: {texts:?}");
    // Right after "Reading the puzzles", before the puzzles.
    assert!(entry.page < layout.puzzle_pages[0]);
    // Without the key, no such page.
    let plain = book("").expect("template");
    let layout = book_layout(&plain, &puzzles).unwrap();
    assert!(!layout.toc.iter().any(|e| e.title == census_page::TITLE));
    // A missing file or an unfinished census: one error at the value.
    let e = book("game_in_numbers = \"nope.json\"").unwrap_err();
    assert_eq!(e.problem, documents::template::Problem::NotACensus);
    // The library names no command; the binary adds the one that mends it.
    let e = e.to_string();
    assert!(e.contains(":1:19") && e.contains("game_in_numbers"), "{e}");
    assert!(!e.contains("pyramid-press"), "{e}");
    let out = Command::cargo_bin("pyramid-press")
        .unwrap()
        .current_dir(dir.path())
        .args(["book", "-q", "--template", "book.toml", "-o", "b.pdf"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains(":1:19") && err.contains("`pyramid-press census --json FILE`"),
        "{err}"
    );
    assert!(!dir.path().join("b.pdf").exists());
    let mut cut = c.clone();
    cut.layers.truncate(3);
    std::fs::write(
        dir.path().join("cut.json"),
        census_page::json(&cut).to_string(),
    )
    .unwrap();
    let e = book("game_in_numbers = \"cut.json\"")
        .unwrap_err()
        .to_string();
    assert!(e.contains("not complete"), "{e}");
}

#[test]
fn cli_refuses_a_page_it_cannot_write_and_one_file_for_two_outputs_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let page = dir.path().join("c.svg");
    std::fs::write(&page, "old").unwrap();
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&page, &link).unwrap();
    let p = |name: &str| dir.path().join(name).display().to_string();
    let dotted = format!("{}/./c.svg", dir.path().display());
    let page_s = page.display().to_string();
    let link_s = link.display().to_string();
    for (args, says) in [
        (vec!["-o", &p("c.png")], "name it .pdf or .svg"),
        (vec!["-o", &page_s, "--json", &page_s], "both name"),
        (vec!["-o", &page_s, "--json", &dotted], "both name"),
        (vec!["-o", &page_s, "--json", &link_s], "both name"),
    ] {
        // The whole 3x4 game: a refusal after any work would not return.
        let out = Command::cargo_bin("pyramid-press")
            .unwrap()
            .args(["census", "--grid", "3x4", "-q", "--data"])
            .arg(&data)
            .args(&args)
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(2);
        let err = String::from_utf8_lossy(&out.get_output().stderr).to_string();
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        // Said once, not again in the format parser's words.
        assert!(!err.contains("unknown format"), "{args:?}: {err}");
        assert!(!data.exists(), "{args:?}: work started");
    }
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "old");
}

/// The peak resident memory a `census` run reports (the kernel's count).
fn census_peak(args: &[&str]) -> u64 {
    let out = Command::cargo_bin("pyramid-press")
        .unwrap()
        .arg("census")
        .args(args)
        .args(["-q", "--threads", "2"])
        .assert()
        .success();
    let err = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    let kib = err
        .split("peak resident memory ")
        .nth(1)
        .and_then(|s| s.split('(').nth(1))
        .and_then(|s| s.split(" KiB").next())
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no peak memory in {err}"));
    kib << 10
}

#[test]
fn peak_memory_stays_within_the_budget() {
    // A root of 26 pieces: 4 million positions, 15 million moves, whose
    // largest classes do not fit 24 MiB and are built in passes. The
    // process's own baseline (code, threads, buffers) is measured on a
    // tiny census with the same binary.
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let base = census_peak(&["--grid", "3x3"]);
    let budget = 24u64 << 20;
    let peak = census_peak(&[
        "--root",
        "SMLL,SMLLL,SM,SM/SML,SML,S,SML/.,M,S,S",
        "--memory",
        "24M",
        "--data",
        data.to_str().unwrap(),
    ]);
    assert!(
        peak <= base + budget,
        "peak resident memory {} KiB: over the baseline {} KiB plus the budget {} KiB",
        peak >> 10,
        base >> 10,
        budget >> 10
    );
}

/// The latest finished layer of a data folder (lowest piece count with an
/// index) and its class files, largest first.
fn latest_layer_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut layers: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && p.join("index.json").exists())
        .collect();
    layers.sort();
    let layer = layers.first().expect("a finished layer").clone();
    let mut files: Vec<_> = std::fs::read_dir(&layer)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bin"))
        .collect();
    files.sort_by_key(|p| std::cmp::Reverse(std::fs::metadata(p).unwrap().len()));
    files
}

#[test]
fn a_damaged_checkpoint_is_an_error_not_a_wrong_figure() {
    let b = random_root(Size::STANDARD_3X4, 18, 3);
    let dir = tempfile::tempdir().unwrap();
    let opts = Options {
        memory: 64 << 20,
        data: Some(dir.path().to_path_buf()),
        ..Options::default()
    };
    let snapshot = four_layer_snapshot(&b, &opts, dir.path());
    let files = latest_layer_files(snapshot.path());
    assert!(files.len() >= 2, "two class files to swap");
    type Damage = fn(&[std::path::PathBuf]);
    let damages: [(&str, Damage); 3] = [
        ("a huge record count", |f| {
            let mut bytes = std::fs::read(&f[0]).unwrap();
            bytes[20..28].copy_from_slice(&(u64::MAX / 4).to_le_bytes());
            std::fs::write(&f[0], bytes).unwrap();
        }),
        ("one record fewer in the header", |f| {
            let mut bytes = std::fs::read(&f[0]).unwrap();
            let n = u64::from_le_bytes(bytes[20..28].try_into().unwrap());
            bytes[20..28].copy_from_slice(&(n - 1).to_le_bytes());
            std::fs::write(&f[0], bytes).unwrap();
        }),
        ("another class's file in its place", |f| {
            std::fs::copy(&f[1], &f[0]).unwrap();
        }),
    ];
    for (what, damage) in damages {
        let copy = tempfile::tempdir().unwrap();
        copy_tree(snapshot.path(), copy.path());
        let files = latest_layer_files(copy.path());
        damage(&files);
        let result = census::run(
            &b,
            &Options {
                data: Some(copy.path().to_path_buf()),
                ..opts.clone()
            },
            |_| {},
        );
        let err = result.expect_err(what).to_string();
        assert!(err.contains("damaged"), "{what}: {err}");
    }
}

/// Runs `pyramid-press ARGS` under an address-space limit of `kib` KiB
/// (`ulimit -v`), giving its exit code and standard error.
#[cfg(unix)]
fn census_under_limit(kib: u64, args: &str) -> (i32, String) {
    let bin = assert_cmd::cargo::cargo_bin("pyramid-press");
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" census {args}"))
        .arg(&bin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[cfg(unix)]
#[test]
fn an_address_space_limit_bounds_the_budget_instead_of_aborting() {
    // Under `ulimit -v 4000000` the 3x3 census once reserved half the
    // default 16G budget up front and aborted (exit 134); its reservations
    // now follow what it needs, and the default budget fits the limit.
    let dir = tempfile::tempdir().unwrap();
    let free = dir.path().join("free.json");
    Command::cargo_bin("pyramid-press")
        .unwrap()
        .args(["census", "--grid", "3x3", "-q", "--json"])
        .arg(&free)
        .assert()
        .success();
    for extra in ["", "--data DATA"] {
        let json = dir.path().join("limited.json");
        let data = dir.path().join("data");
        let args = format!(
            "--grid 3x3 -q --json {} {}",
            json.display(),
            extra.replace("DATA", &data.display().to_string())
        );
        let (code, err) = census_under_limit(4_000_000, &args);
        assert_eq!(code, 0, "census {args} under ulimit -v 4000000: {err}");
        assert_eq!(
            std::fs::read(&json).unwrap(),
            std::fs::read(&free).unwrap(),
            "{args}: other figures under the limit"
        );
    }
    // A budget the limit cannot meet is refused before any work, in one
    // line naming the limit.
    let (code, err) = census_under_limit(4_000_000, "--grid 3x3 -q --memory 3G");
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("ulimit -v"), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("memory allocation"),
        "{err}"
    );
}

#[test]
fn a_root_too_large_for_memory_spills_into_a_temporary_folder_and_says_so_first() {
    // The 3x4 setup's largest layer holds 364 million positions: without
    // --data the census says, before the first layer, where it spills
    // (the run itself takes about twenty minutes; it is stopped here).
    use std::io::{BufRead, BufReader};
    let tmp = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("pyramid-press"))
        .args(["census", "--grid", "3x4", "--threads", "1"])
        .env("TMPDIR", tmp.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        first.starts_with("note: a census from 36 pieces") && first.contains("spill into"),
        "first line: {first}"
    );
    let folders: Vec<_> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert!(
        folders
            .iter()
            .all(|f| f.starts_with("pyramid-press-census-"))
            && folders.len() == 1,
        "{folders:?}"
    );
    assert!(
        first.contains(&folders[0]),
        "{first} names another folder than {folders:?}"
    );
    // A small root stays in memory: nothing is made in the temporary folder.
    let tmp2 = tempfile::tempdir().unwrap();
    Command::cargo_bin("pyramid-press")
        .unwrap()
        .args(["census", "--grid", "3x3", "--json", "-"])
        .env("TMPDIR", tmp2.path())
        .assert()
        .success();
    assert_eq!(std::fs::read_dir(tmp2.path()).unwrap().count(), 0);
}
