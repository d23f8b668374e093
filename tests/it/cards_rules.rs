//! The special cases of each preset, on hand-built deals.

use cards::{Card, Deal, Passes, Rules, State, Table, Win, solve};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|t| t.parse().expect("card"))
        .collect()
}

fn deal(pyramid: &str, stock: &str) -> Deal {
    Deal::custom(cards(pyramid), cards(stock)).expect("valid deal")
}

/// Plays `moves` (notation) from the start; panics naming an illegal one.
fn play(t: &Table, moves: &str) -> State {
    match t.replay_text(moves) {
        Ok((s, _)) => s,
        Err(e) => panic!("{e} under {}", t.rules()),
    }
}

fn legal(t: &Table, s: &State, mv: &str) -> bool {
    t.find_move(s, mv).is_some()
}

#[test]
fn overlap_pairing_only_in_pyramid() {
    // 5H is covered by 8C and KS; once KS is gone, 5H may pair with 8C,
    // the only card still covering it, in Pyramid only.
    let d = deal("5H 8C KS", "");
    let pyr = Table::new(&d, Rules::pyramid());
    let s = play(&pyr, "KS");
    assert!(legal(&pyr, &s, "5H+8C"));
    assert!(legal(&pyr, &s, "8c+5h"), "either order, any case");
    assert!(solve(&d, Rules::pyramid()).winnable);
    for rules in [Rules::cheops(), Rules::pharaohs()] {
        let t = Table::new(&d, rules);
        let s = play(&t, "KS");
        assert!(!legal(&t, &s, "5H+8C"), "{rules}");
        assert!(!solve(&d, rules).winnable, "{rules}");
    }
}

#[test]
fn overlap_needs_the_covering_card_exposed() {
    // 5H on 8C and KD; 8C on AS and 4S; KD on 4S and 9C.
    let d = deal("5H 8C KD AS 4S 9C", "QD");
    let t = Table::new(&d, Rules::pyramid());
    let s = play(&t, "4S+9C KD");
    // 8C is the only card on 5H but AS still covers 8C.
    assert!(!legal(&t, &s, "5H+8C"));
    let s = play(&t, "4S+9C KD draw AS+QD");
    assert!(legal(&t, &s, "5H+8C"));
    // A card covered by two cards never pairs with either.
    let d = deal("5H 8C 3D", "");
    let t = Table::new(&d, Rules::pyramid());
    assert!(!legal(&t, &t.start(), "5H+8C"));
}

#[test]
fn pharaohs_pairs_the_top_two_waste_cards() {
    let d = deal("QH", "5C 8D");
    let ph = Table::new(&d, Rules::pharaohs());
    let s = play(&ph, "draw draw");
    assert!(legal(&ph, &s, "5C+8D"), "top two waste cards pair together");
    let py = Table::new(&d, Rules::pyramid());
    let s = play(&py, "draw draw");
    assert!(!legal(&py, &s, "5C+8D"), "only the waste top in Pyramid");

    // The second waste card pairs with a pyramid card.
    let d = deal("QH", "AS 5C");
    let ph = Table::new(&d, Rules::pharaohs());
    let s = play(&ph, "draw draw");
    assert!(legal(&ph, &s, "QH+AS"));
    let py = Table::new(&d, Rules::pyramid());
    let s = play(&py, "draw draw");
    assert!(!legal(&py, &s, "QH+AS"));
    // But not the third.
    let d = deal("QH", "AS 5C 6C");
    let ph = Table::new(&d, Rules::pharaohs());
    let s = play(&ph, "draw draw draw");
    assert!(!legal(&ph, &s, "QH+AS"));
}

#[test]
fn cheops_pairs_the_card_just_drawn() {
    // The face-up stock top pairs before it goes to the waste ...
    let d = deal("QH", "AS");
    let ch = Table::new(&d, Rules::cheops());
    assert!(legal(&ch, &ch.start(), "QH+AS"));
    let py = Table::new(&d, Rules::pyramid());
    assert!(!legal(&py, &py.start(), "QH+AS"));
    assert!(legal(&py, &play(&py, "draw"), "QH+AS"));
    // ... and with the waste top.
    let d = deal("QH", "5C 8D");
    let ch = Table::new(&d, Rules::cheops());
    let s = play(&ch, "draw");
    assert!(legal(&ch, &s, "5C+8D"));
    assert!(!legal(&Table::new(&d, Rules::pyramid()), &s, "5C+8D"));
    // The second waste card is not available in Cheops.
    let d = deal("QH", "AS 5C 6D");
    let ch = Table::new(&d, Rules::cheops());
    assert!(!legal(&ch, &play(&ch, "draw draw"), "QH+AS"));
}

#[test]
fn pass_limit() {
    // AS is buried under 4C by the time QH is uncovered: a second pass is
    // needed to reach it.
    let d = deal("QH 2C KD", "AS 4C JH");
    let one = Rules {
        passes: Passes::Limited(1),
        ..Rules::pyramid()
    };
    let t = Table::new(&d, one);
    let s = play(&t, "KD draw draw draw 2C+JH");
    assert!(!legal(&t, &s, "reset"), "no redeal with one pass");
    let mut moves = Vec::new();
    t.legal_moves(&s, &mut moves);
    assert!(moves.is_empty(), "lost: {moves:?}");
    assert!(!solve(&d, one).winnable);

    let two = Rules {
        passes: Passes::Limited(2),
        ..one
    };
    let t = Table::new(&d, two);
    let s = play(&t, "KD draw draw draw 2C+JH reset");
    assert!(!legal(&t, &s, "reset"), "the stock is not empty");
    let s = play(&t, "KD draw draw draw 2C+JH reset draw AS+QH");
    assert!(t.is_won(&s));
    let r = solve(&d, two);
    assert!(r.winnable);
    assert_eq!(r.passes_used(), 2);
    // A third pass is never offered with two allowed.
    let s = play(&t, "KD draw draw draw reset draw draw draw");
    assert!(!legal(&t, &s, "reset"));
    // Unlimited: a reset whenever the stock is empty.
    let t = Table::new(&d, Rules::pyramid());
    let s = play(
        &t,
        "draw draw draw reset draw draw draw reset draw draw draw reset",
    );
    assert!(legal(&t, &s, "draw"));
}

#[test]
fn kings_go_alone() {
    let d = deal("KS AC QC", "KH 6D 7D");
    let t = Table::new(&d, Rules::pharaohs());
    let s = t.start();
    assert!(!legal(&t, &s, "KS"), "covered");
    let s = play(&t, "AC+QC KS draw KH");
    assert!(!legal(&t, &s, "KH"), "already removed");
    let s = play(&t, "AC+QC KS draw KH draw draw 6D+7D");
    assert!(t.is_won(&s));
    // A King never pairs.
    let d = deal("KS", "KH");
    let t = Table::new(&d, Rules::pharaohs());
    assert!(!legal(&t, &play(&t, "draw"), "KS+KH"));
}

#[test]
fn win_condition() {
    let d = deal("QH", "AS 4C");
    for (win, expect) in [(Win::PyramidEmpty, true), (Win::AllCards, false)] {
        let rules = Rules {
            win,
            ..Rules::pyramid()
        };
        let t = Table::new(&d, rules);
        let s = play(&t, "draw QH+AS");
        assert_eq!(t.is_won(&s), expect, "{rules}");
        assert_eq!(solve(&d, rules).winnable, expect, "{rules}");
    }
    // All cards removed: stock cards included.
    let d = deal("QH", "AS 4C 9D");
    let rules = Rules {
        win: Win::AllCards,
        ..Rules::pharaohs()
    };
    let t = Table::new(&d, rules);
    let s = play(&t, "draw QH+AS");
    assert!(!t.is_won(&s));
    let s = play(&t, "draw QH+AS draw draw 4C+9D");
    assert!(t.is_won(&s));
    let r = solve(&d, rules);
    assert!(r.winnable);
    assert_eq!(t.replay(&r.solution).map(|s| t.is_won(&s)), Ok(true));
}

#[test]
fn drawing_is_optional_and_replay_reports_the_illegal_move() {
    let d = deal("6H 7S 6C", "7C");
    let t = Table::new(&d, Rules::pyramid());
    assert!(legal(&t, &t.start(), "draw"), "draw with a pair available");
    let err = t.replay_text("draw 6H+7S").expect_err("6H is covered");
    assert_eq!(err.number, 2);
    assert_eq!(err.text, "6H+7S");
}

#[test]
fn presets_match_the_table() {
    let p = Rules::pyramid();
    assert!(p.overlap_pairing);
    assert_eq!(p.passes, Passes::Unlimited);
    assert_eq!(p.win, Win::PyramidEmpty);
    let c = Rules::cheops();
    assert!(!c.overlap_pairing);
    assert_eq!(c.passes, Passes::Limited(3));
    assert_eq!(c.win, Win::AllCards);
    let f = Rules::pharaohs();
    assert!(!f.overlap_pairing);
    assert_eq!(f.passes, Passes::Limited(1));
    assert_eq!(f.win, Win::AllCards);
}
