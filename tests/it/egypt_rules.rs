//! Every rule of RULES.md §1 and every illegal case, through the public
//! API (`Board::check`/`play`/`legal_moves`), through game records
//! (`play_record`) and through the solver. Expected values are worked out by
//! hand in the comments.

use egypt::board::{Board, IllegalMove, Move, Piece, Size, Square};
use egypt::notation::{parse_position, play_record};
use egypt::solver::{self, Limits};
use egypt::target::Target;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn pos(text: &str) -> Board {
    parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves_of(b: &Board) -> Vec<String> {
    let mut v: Vec<String> = b.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn analyze(b: &Board, t: Target) -> solver::Analysis {
    solver::analyze(b, t, Limits::default()).expect("analysis")
}

fn letters(b: &Board, s: &str) -> String {
    b.stack(sq(s)).pieces().map(Piece::letter).collect()
}

#[test]
fn setup_is_a_nest_on_every_square() {
    for (rows, cols, pieces) in [(3, 4, 36), (4, 5, 60), (3, 3, 27), (10, 10, 300)] {
        let b = Board::setup(Size::new(rows, cols).unwrap());
        assert_eq!(b.piece_count(), pieces);
        assert_eq!(b.pips() as usize, pieces * 2);
        for s in b.size().squares() {
            assert_eq!(
                b.stack(s).pieces().collect::<Vec<_>>(),
                vec![Piece::Small, Piece::Medium, Piece::Large]
            );
        }
    }
    assert_eq!(
        Board::setup(Size::STANDARD_3X4).to_string(),
        "SML,SML,SML,SML/SML,SML,SML,SML/SML,SML,SML,SML"
    );
}

#[test]
fn hop_over_an_empty_square_is_illegal() {
    // a1=S, b1 empty, c1=S: nothing to hop.
    let b = pos("S,.,S/.,.,./.,.,.");
    let e = b.check(mv("a1-c1")).unwrap_err();
    assert!(
        matches!(e, IllegalMove::NothingToHop { square, .. } if square == sq("b1")),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .contains("every move must hop exactly one piece")
    );
    assert!(b.legal_moves().is_empty());
    assert!(b.is_terminal());
    // Through a record: the move number and the rule.
    let e = play_record(&b, "a1-c1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 1 of the record (a1-c1): a1-c1: b1 is empty, every move must hop exactly one piece"
    );
    // Through the solver: no move, one (empty) game, score 2.
    let a = analyze(&b, Target::ScoreAtMost(2));
    assert_eq!((a.metrics.first_moves, a.metrics.games), (0, 1));
    assert!(a.solvable && a.solution.is_empty());
    assert!(!analyze(&b, Target::ScoreAtMost(1)).solvable);
    assert!(!analyze(&b, Target::SMALL).solvable);
}

#[test]
fn moving_from_an_empty_square_is_illegal() {
    let b = pos(".,S,S/.,.,./.,.,.");
    let e = b.check(mv("a1-c1")).unwrap_err();
    assert!(
        matches!(e, IllegalMove::EmptyFrom { square, .. } if square == sq("a1")),
        "{e:?}"
    );
    assert!(e.to_string().contains("there is no piece to move"));
    // c1 cannot go left: a1 beyond b1 is empty, so c1-a1 IS legal.
    assert_eq!(moves_of(&b), vec!["c1-a1"]);
    let e = play_record(&b, "c1-a1 c1-a1").unwrap_err();
    assert!(
        e.to_string().starts_with("move 2 of the record (c1-a1): "),
        "{e}"
    );
}

#[test]
fn landing_on_a_different_size_is_illegal() {
    for mover in Piece::ALL {
        for top in Piece::ALL {
            // a1 = mover, b1 = a Medium to hop, c1 = a stack topped by `top`.
            let text = format!("{},M,S{}/.,.,./.,.,.", mover.letter(), top.letter());
            let mut b = pos(&text);
            let before = b.clone();
            let r = b.play(mv("a1-c1"));
            if mover == top {
                let u = r.expect("same size is legal");
                assert_eq!((u.mover, u.removed), (mover, Piece::Medium));
                assert_eq!(
                    letters(&b, "c1"),
                    format!("S{}{}", top.letter(), mover.letter())
                );
                assert_eq!(b.piece_count(), before.piece_count() - 1);
            } else {
                let e = r.unwrap_err();
                assert_eq!(
                    e,
                    IllegalMove::SizeMismatch {
                        mv: mv("a1-c1"),
                        square: sq("c1"),
                        mover: mover.name(),
                        top: top.name(),
                    }
                );
                assert_eq!(b, before, "board unchanged after an illegal move");
                assert!(!b.legal_moves().contains(&mv("a1-c1")));
            }
        }
    }
    // S,M,L: the Small may not land on the Large nor the Large on the Small;
    // b1 has no square beyond its neighbours. No move at all.
    let b = pos("S,M,L/.,.,./.,.,.");
    assert!(b.legal_moves().is_empty());
    let a = analyze(&b, Target::ScoreAtMost(6));
    assert_eq!((a.metrics.first_moves, a.metrics.games), (0, 1));
    assert!(a.solvable);
}

#[test]
fn only_the_top_pieces_move_and_are_hopped() {
    // a1 = S under M, b1 = L under S, c1 = M: the top M hops the top S.
    let mut b = pos("SM,LS,M/.,.,./.,.,.");
    let u = b.play(mv("a1-c1")).unwrap();
    assert_eq!((u.mover, u.removed), (Piece::Medium, Piece::Small));
    assert_eq!(b.to_string(), "S,L,MM/.,.,./.,.,.");
    // The bottom Small of a1 does not count as the mover.
    let b = pos("SM,LS,S/.,.,./.,.,.");
    assert!(matches!(
        b.check(mv("a1-c1")),
        Err(IllegalMove::SizeMismatch { .. })
    ));
}

#[test]
fn landing_on_an_empty_square_is_legal_and_any_size_hops_any_size() {
    for mover in Piece::ALL {
        for hopped in Piece::ALL {
            let b = pos(&format!(
                "{},{},./.,.,./.,.,.",
                mover.letter(),
                hopped.letter()
            ));
            // Only a1-c1: b1's line to the left ends off the board.
            assert_eq!(moves_of(&b), vec!["a1-c1"]);
            let mut after = b.clone();
            let u = after.play(mv("a1-c1")).unwrap();
            assert_eq!((u.mover, u.removed), (mover, hopped));
            assert_eq!(after.lone_piece(), Some(mover));
            assert_eq!(after.stack(sq("c1")).top(), Some(mover));
            // The solver: one game, it ends with a lone `mover`.
            let a = analyze(&b, Target::Lone(mover));
            assert!(a.solvable);
            assert_eq!(a.metrics.games, 1);
            assert_eq!(a.metrics.random_success, 1.0);
            assert_eq!(a.solution, vec![mv("a1-c1")]);
            for other in Piece::ALL.into_iter().filter(|&p| p != mover) {
                assert!(!analyze(&b, Target::Lone(other)).solvable);
            }
        }
    }
}

#[test]
fn destination_off_the_board_is_illegal() {
    let b = Board::setup(Size::STANDARD_3X4);
    for (m, off) in [
        ("a1-a4", "a4"),
        ("d1-f1", "f1"),
        ("e1-c1", "e1"),
        ("c3-c5", "c5"),
    ] {
        let e = b.check(mv(m)).unwrap_err();
        assert_eq!(
            e,
            IllegalMove::OffBoard {
                square: sq(off),
                size: Size::STANDARD_3X4
            },
            "{m}"
        );
        assert_eq!(e.to_string(), format!("{off} is off the 3x4 board"));
    }
    // Edge squares have no hops outward: on the 3x4 setup the 28 legal moves
    // are exactly the 28 hops that stay on the board (12 + 8 + 8).
    assert_eq!(b.legal_moves().len(), 28);
    let e = play_record(&b, "a1-c1 d1-f1").unwrap_err();
    assert!(e.to_string().contains("f1 is off the 3x4 board"), "{e}");
}

#[test]
fn destination_must_be_two_in_a_line() {
    let b = Board::setup(Size::STANDARD_3X4);
    for m in [
        "a1-b1", "a1-a2", "a1-b2", "a1-d1", "a1-b3", "a1-c2", "b2-b2", "a1-a1",
    ] {
        let e = b.check(mv(m)).unwrap_err();
        assert_eq!(e, IllegalMove::NotAHop { mv: mv(m) }, "{m}");
    }
    // Every legal move is two steps straight or diagonal.
    for m in b.legal_moves() {
        let dr = m.to.row as i32 - m.from.row as i32;
        let dc = m.to.col as i32 - m.from.col as i32;
        assert!([-2, 0, 2].contains(&dr) && [-2, 0, 2].contains(&dc) && (dr, dc) != (0, 0));
    }
}

#[test]
fn all_eight_directions() {
    // 5x5: a Small on c3, a Medium on each neighbour, the outer ring empty.
    let b = pos(".,.,.,.,./.,M,M,M,./.,M,S,M,./.,M,M,M,./.,.,.,.,.");
    let from_c3: Vec<String> = moves_of(&b)
        .into_iter()
        .filter(|m| m.starts_with("c3-"))
        .collect();
    let mut want = vec![
        "c3-a1", "c3-c1", "c3-e1", "c3-a3", "c3-e3", "c3-a5", "c3-c5", "c3-e5",
    ];
    want.sort();
    assert_eq!(from_c3, want);
    for m in &want {
        let mut a = b.clone();
        let u = a.play(mv(m)).unwrap();
        let over = mv(m).over().unwrap();
        assert_eq!(u.removed, Piece::Medium);
        assert!(a.stack(over).is_empty(), "{m} removes the Medium on {over}");
        assert!(a.stack(sq("c3")).is_empty());
        assert_eq!(a.stack(mv(m).to).top(), Some(Piece::Small));
        assert_eq!(a.piece_count(), 8);
    }
    // Direction order in legal_moves is N, NE, E, SE, S, SW, W, NW.
    let ordered: Vec<String> = b
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .filter(|m| m.starts_with("c3-"))
        .collect();
    assert_eq!(
        ordered,
        [
            "c3-c1", "c3-e1", "c3-e3", "c3-e5", "c3-c5", "c3-a5", "c3-a3", "c3-a1"
        ]
    );
}

#[test]
fn stacks_grow_taller_than_three() {
    // From the setup, a1-c1 puts a fourth piece (Large on Large) on c1.
    let setup = Board::setup(Size::STANDARD_3X4);
    let (_, b) = play_record(&setup, "a1-c1").unwrap();
    assert_eq!(letters(&b, "c1"), "SMLL");
    // Then the Large of c3 hops c2 onto c1: five pieces.
    let (_, b) = play_record(&setup, "a1-c1 c3-c1").unwrap();
    assert_eq!(letters(&b, "c1"), "SMLLL");
    assert_eq!(b.piece_count(), 34);
    // LLL,L,LLL: a1-c1 or c1-a1 make a stack of 4 Larges; nothing follows.
    let b = pos("LLL,L,LLL/.,.,./.,.,.");
    assert_eq!(moves_of(&b), vec!["a1-c1", "c1-a1"]);
    let (_, end) = play_record(&b, "a1-c1").unwrap();
    assert_eq!(end.to_string(), "LL,.,LLLL/.,.,./.,.,.");
    assert!(end.is_terminal());
    let a = analyze(&b, Target::ScoreAtMost(18));
    assert_eq!((a.metrics.games, a.metrics.winning_games), (2, 2));
    // The two ends mirror each other: 2 positions up to symmetry.
    assert_eq!(a.metrics.positions, 2);
    assert!(!analyze(&b, Target::ScoreAtMost(17)).solvable);
}

#[test]
fn every_move_removes_one_piece_and_games_are_bounded() {
    // Random games from the 3x4 setup: each move removes exactly one piece
    // and keeps the pips of the mover; a game lasts at most 35 moves.
    let mut r = ChaCha8Rng::seed_from_u64(7);
    let mut longest = 0;
    for _ in 0..300 {
        let mut b = Board::setup(Size::STANDARD_3X4);
        let mut n = 0;
        loop {
            let moves = b.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[r.random_range(0..moves.len())];
            let (pieces, pips) = (b.piece_count(), b.pips());
            let u = b.play(m).unwrap();
            assert_eq!(b.piece_count(), pieces - 1);
            assert_eq!(b.pips(), pips - u.removed.pips());
            n += 1;
        }
        assert_eq!(b.piece_count(), 36 - n);
        assert!(b.piece_count() >= 1, "a move never removes the last piece");
        assert!(n <= 35);
        longest = longest.max(n);
    }
    assert!(longest > 20, "random games are not trivially short");
}

#[test]
fn a_perfect_game_from_the_3x4_setup_takes_exactly_35_moves() {
    // A perfect game exists (the puzzle's premise). Whatever line decide
    // returns, replaying it as a record must be legal, leave one Small and
    // take 36 - 1 = 35 moves: the bound is reached, never passed.
    let setup = Board::setup(Size::STANDARD_3X4);
    let d = solver::decide(&setup, Target::SMALL, Limits::default()).unwrap();
    assert!(d.solvable);
    let record: Vec<String> = d.solution.iter().map(|m| m.to_string()).collect();
    let (moves, end) = play_record(&setup, &record.join(" ")).unwrap();
    assert_eq!(moves.len(), 35);
    assert_eq!(end.lone_piece(), Some(Piece::Small));
    assert!(end.is_terminal());
}

#[test]
fn scoring_counts_pips_left() {
    // S=1, M=2, L=3, stacks count every piece.
    let b = pos("S,.,M/.,.,./LS,.,L");
    assert!(b.is_terminal());
    assert_eq!(b.pips(), 1 + 2 + 3 + 1 + 3);
    assert!(Target::ScoreAtMost(10).is_met(&b));
    assert!(!Target::ScoreAtMost(9).is_met(&b));
    assert!(!Target::SMALL.is_met(&b));
    let a = analyze(&b, Target::ScoreAtMost(10));
    assert!(a.solvable && a.solution.is_empty());
    // A lone Small is the perfect game: 1 point; a stack of two Smalls is 2
    // points but not a lone Small.
    let lone = pos(".,.,./.,S,./.,.,.");
    assert_eq!(lone.pips(), 1);
    assert!(Target::SMALL.is_met(&lone) && Target::ScoreAtMost(1).is_met(&lone));
    let two = pos(".,.,./.,SS,./.,.,.");
    assert!(two.is_terminal());
    assert!(!Target::SMALL.is_met(&two) && Target::ScoreAtMost(2).is_met(&two));
    // Lone Medium / lone Large targets need exactly that one piece.
    let m = pos(".,.,./.,M,./.,.,.");
    assert!(Target::MEDIUM.is_met(&m) && !Target::LARGE.is_met(&m));
    // A position with a move left meets no target yet, whatever its score.
    let live = pos("S,S,./.,.,./.,.,.");
    assert!(!Target::ScoreAtMost(100).is_met(&live));
    // The solver must play on: S,S -> lone S on c1, 1 point.
    let a = analyze(&live, Target::ScoreAtMost(2));
    assert_eq!(a.solution, vec![mv("a1-c1")]);
    assert_eq!(a.metrics.games, 1);
}

#[test]
fn hand_counted_small_tree() {
    // 3x3: a1=S, b1=S, c1=S. Moves: a1-c1 (S onto S) and c1-a1. Each leaves
    // SS on one corner and nothing else: 2 games, both ending with 2 pips,
    // mirror images, so 2 positions up to symmetry.
    let b = pos("S,S,S/.,.,./.,.,.");
    assert_eq!(moves_of(&b), vec!["a1-c1", "c1-a1"]);
    let a = analyze(&b, Target::ScoreAtMost(2));
    let m = &a.metrics;
    assert_eq!((m.first_moves, m.winning_first_moves), (2, 2));
    assert_eq!((m.games, m.winning_games, m.positions), (2, 2, 2));
    assert_eq!((m.forced_steps, m.critical_steps), (0, 0));
    // 3x3: a1=M, b1=S, c1 empty, a2=S. Moves: a1-c1 (over b1) and a1-a3
    // (over a2). After a1-c1: M c1, S a2: apart, finished, 3 pips. Same for
    // a1-a3. Target score<=3: both win; Target medium: neither (two pieces).
    let b = pos("M,S,./S,.,./.,.,.");
    assert_eq!(moves_of(&b), vec!["a1-a3", "a1-c1"]);
    let a = analyze(&b, Target::MEDIUM);
    assert!(!a.solvable);
    assert_eq!((a.metrics.games, a.metrics.winning_games), (2, 0));
    assert_eq!(a.metrics.random_success, 0.0);
    // M,S,./.,S,./.,.,. (a1=M, b1=S, b2=S). Moves: a1-c1 (over b1), a1-c3
    // (over b2), b1-b3 (over b2). a1-c1 leaves M c1 + S b2, and c1 hops b2
    // onto a3: lone M. a1-c3 leaves M c3 + S b1, not adjacent: lost. b1-b3
    // leaves M a1 + S b3, not adjacent: lost. So 3 games, 1 win, random
    // success 1/3; on the solution a1-c1 c1-a3 both steps are forced (one
    // winning move each) and only the first is critical (the second is the
    // only legal move).
    let b = pos("M,S,./.,S,./.,.,.");
    assert_eq!(moves_of(&b), vec!["a1-c1", "a1-c3", "b1-b3"]);
    let a = analyze(&b, Target::MEDIUM);
    let m = &a.metrics;
    assert!(a.solvable);
    assert_eq!((m.first_moves, m.winning_first_moves), (3, 1));
    assert_eq!((m.games, m.winning_games), (3, 1));
    assert!((m.random_success - 1.0 / 3.0).abs() < 1e-15);
    assert_eq!(a.solution, vec![mv("a1-c1"), mv("c1-a3")]);
    assert_eq!((m.forced_steps, m.critical_steps), (2, 1));
}
