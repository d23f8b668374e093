//! The module's answers, natively: the same calls the page makes.

use super::*;

fn ask(req: Value) -> Value {
    serde_json::from_str(&call(&req.to_string())).expect("an answer is JSON")
}

/// Puzzle 4 of 2026-12-03 (the daily sheet's expert 3x4).
const P4: &str = "P34S-DJ653-1063C-60-2";

#[test]
fn the_check_of_issue_39_names_the_losing_move() {
    let a = ask(json!({ "op": "egypt-check", "id": P4, "text": "1. a1-c1 2. a3-c3 3. d1-b1" }));
    assert_eq!(
        a["line"],
        "not solved: move 2, a3-c3, loses: after it the target cannot be met (finish with a single Small)"
    );
    assert_eq!(a["number"], 2);
    assert_eq!(a["solved"], false);
    assert_eq!(a["kind"], "loses");
    assert_eq!(a["written"], "a3-c3");
    let a =
        ask(json!({ "op": "cards-check", "id": "pyramid-3820882413", "text": "KC draw x3 5S+9S" }));
    assert_eq!(
        a["line"],
        "not solved: step 3, 5S+9S, is not legal: 5S and 9S add up to 14, not 13"
    );
    assert_eq!(a["number"], 3);
    assert_eq!(a["kind"], "illegal");
    assert_eq!(a["written"], "5S+9S");
    // Why, as data for the page to word in its language.
    assert_eq!(a["reason"]["code"], "sum", "{a}");
    assert_eq!(a["reason"]["cards"], json!(["5S", "9S"]), "{a}");
    assert_eq!(a["reason"]["sum"], 14, "{a}");
}

#[test]
fn card_faults_name_their_kind_and_cards() {
    let deal = ask(json!({ "op": "cards-decode", "id": "pyramid-3820882413" }));
    let stock: Vec<String> = serde_json::from_value(deal["stock"].clone()).expect("stock");
    let pyramid: Vec<String> = serde_json::from_value(deal["pyramid"].clone()).expect("pyramid");
    let check =
        |text: &str| ask(json!({ "op": "cards-check", "id": "pyramid-3820882413", "text": text }));
    // The last stock card, face down at the start (a partner of 13 found
    // among the free bottom row, or any other card for the sum).
    let last = &stock[stock.len() - 1];
    let a = check(last);
    let r = &a["reason"];
    let rank = |c: &str| "A23456789TJQK".find(&c[..1]).expect("rank") + 1;
    if rank(last) == 13 {
        assert_eq!(r["code"], "in-stock", "{a}");
    } else {
        assert_eq!(r["code"], "not-a-king", "{a}");
    }
    assert_eq!(r["cards"], json!([last]), "{a}");
    // The top card of the pyramid is covered at the start.
    let top = &pyramid[0];
    let partner = [
        "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC",
    ][12 - rank(top).min(12)];
    if rank(top) != 13 && rank(partner) + rank(top) == 13 {
        let a = check(&format!("{top}+{partner}"));
        assert_eq!(a["kind"], "illegal", "{a}");
        let code = a["reason"]["code"].as_str().expect("code");
        assert!(
            ["covered", "in-stock", "waste-under", "taken"].contains(&code),
            "{a}"
        );
        assert!(
            a["line"]
                .as_str()
                .expect("line")
                .contains(a["reason"]["cards"][0].as_str().expect("card")),
            "{a}"
        );
    }
    // A reset with cards in the stock; thirty draws run the stock out.
    assert_eq!(check("reset")["reason"]["code"], "stock-has-cards");
    let a = check("draw x30");
    assert_eq!(a["reason"]["code"], "stock-empty", "{a}");
    assert_eq!(a["reason"]["draw"], json!([25, 30]), "{a}");
    assert!(
        a["line"]
            .as_str()
            .expect("line")
            .ends_with("draw 25 of 30: the stock is empty: turn the waste over first (reset)"),
        "{a}"
    );
}

#[test]
fn the_card_state_is_the_engines() {
    let deal = ask(json!({ "op": "cards-decode", "id": "cheops-12" }));
    let spec = json!({ "pyramid": deal["pyramid"], "stock": deal["stock"],
        "rules": cards_rules_json(cards::Variant::Cheops) });
    let st = ask(json!({ "op": "cards-state", "deal": spec, "moves": [] }));
    // The bottom row is free, the rest covered; Cheops shows the stock
    // top, free to take, before it is drawn.
    let pyr = st["pyramid"].as_array().expect("pyramid");
    assert_eq!(pyr.len(), 28);
    assert!(pyr[21..].iter().all(|p| p == "free"), "{st}");
    assert!(pyr[..21].iter().all(|p| p == "covered"), "{st}");
    assert_eq!(st["stockTop"], 0, "{st}");
    assert!(st["pick"].get("s0").is_some(), "{st}");
    assert_eq!(st["stock"], 24);
    assert_eq!(st["waste"], json!([]));
    assert_eq!(st["won"], false);
    // The legal moves are the engine's, in its order.
    let d = cards::deal_id::deal_of("cheops-12").expect("deal").0;
    let t = cards::Table::new(&d, cards::Variant::Cheops.rules());
    let mut legal = Vec::new();
    t.legal_moves(&t.start(), &mut legal);
    let said: Vec<String> = st["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .map(|m| m["move"].as_str().expect("move").to_string())
        .collect();
    assert_eq!(
        said,
        legal.iter().map(ToString::to_string).collect::<Vec<_>>()
    );
    // After a draw the card lies on the waste.
    let st = ask(json!({ "op": "cards-state", "deal": spec, "moves": ["draw"] }));
    assert_eq!(st["waste"], json!([0]), "{st}");
    assert_eq!(st["stock"], 23, "{st}");
    // A step tried: the move, or why not.
    let a = ask(json!({ "op": "cards-try", "deal": spec, "moves": [], "step": "reset" }));
    assert_eq!(a["fault"]["code"], "stock-has-cards", "{a}");
    let a = ask(json!({ "op": "cards-try", "deal": spec, "moves": [], "step": "draw" }));
    assert_eq!(a["move"]["kind"], "draw", "{a}");
    // Moves that are not legal are refused with the command line's words.
    let a = ask(json!({ "op": "cards-state", "deal": spec, "moves": ["reset"] }));
    assert!(a["error"].is_string(), "{a}");
}

/// The rules of a variant as the page writes them.
fn cards_rules_json(v: cards::Variant) -> Value {
    let r = v.rules();
    json!({
        "avail": r.availability.to_string(),
        "overlap": r.overlap_pairing,
        "passes": match r.passes { cards::rules::Passes::Unlimited => 0, cards::rules::Passes::Limited(n) => n },
        "win": match r.win { cards::Win::AllCards => "all", cards::Win::PyramidEmpty => "pyramid" },
    })
}

#[test]
fn verdicts_come_as_data_too() {
    // An illegal Egyptian move: the player's reason fields.
    let a = ask(json!({ "op": "egypt-check", "id": P4, "text": "a1-c1 a1-c1" }));
    assert_eq!(a["kind"], "illegal", "{a}");
    assert_eq!(a["number"], 2);
    assert_eq!(a["written"], "a1-c1");
    assert_eq!(a["reason"]["kind"], "over-empty", "{a}");
    // A short list: how many hops are left.
    let a = ask(json!({ "op": "egypt-check", "id": P4, "text": "a1-c1" }));
    assert_eq!(a["kind"], "short", "{a}");
    assert!(a["reason"]["left"].as_u64().expect("left") > 0, "{a}");
    // An unreadable move: its number and the token.
    let a = ask(json!({ "op": "egypt-check", "id": P4, "text": "a1-c1, 2. zz" }));
    assert_eq!(a["kind"], "malformed", "{a}");
    assert_eq!(a["number"], 2);
    assert_eq!(a["written"], "zz");
    assert_eq!(a["count"], 0);
}

#[test]
fn bad_ids_come_with_a_problem_code() {
    for (id, code) in [
        ("P34S-ZZZ", "check-length"),
        ("P34S-DJ653-1063C-60-3", "checksum"),
        ("P22S-00000-0", "grid-range"),
        ("PXYS-00000-0", "grid-digits"),
        ("P34Q5-00000-0", "target"),
        // A trailing dash is a separator with nothing after it.
        ("P34S-", "no-position"),
        ("P34S \u{2013} ", "no-position"),
        ("P34S-0!000-0", "char"),
        ("P34S-00000-!", "check-char"),
        ("X34S-1", "not-id"),
        ("klondike-3", "variant"),
        ("pyramid-99999999999999999999", "seed"),
        // A rule set's name makes it a deal ID, as `check` reads it.
        ("pyramid-abc", "seed"),
        ("Cheops-12 34", "seed"),
        ("pharaohs-", "seed"),
    ] {
        let a = ask(json!({ "op": "decode-id", "id": id }));
        assert!(a["error"].is_string(), "{id}: {a}");
        assert_eq!(a["problem"]["code"], code, "{id}: {a}");
    }
    // Spaces typed inside a puzzle ID are not part of it; spaces, tabs
    // and a printed page's dashes where its dashes go are dashes.
    for id in [
        " P34S - 9H240 - 0H0 - Z ",
        "P34S 9H240 0H0 Z",
        "p34s\u{2013}9h240\t0h0 z",
    ] {
        let a = ask(json!({ "op": "decode-id", "id": id }));
        assert_eq!(a["game"], "egypt", "{id:?}: {a}");
    }
    let a = ask(json!({ "op": "decode-id", "id": "P34Q5 00000 0" }));
    assert_eq!(a["problem"]["target"], "Q5", "{a}");
    let a = ask(json!({ "op": "decode-id", "id": "pyramid-abc" }));
    assert_eq!(a["problem"]["seed"], "abc", "{a}");
    assert_eq!(
        a["error"],
        "deal ID 'pyramid-abc': 'abc' is not a seed (a whole number from 0 to 18446744073709551615)"
    );
    let a = ask(json!({ "op": "decode-id", "id": "P34S-0!000-0" }));
    assert_eq!(a["problem"]["char"], "!");
    assert_eq!(a["problem"]["group"], "2");
}

#[test]
fn bad_input_gets_the_command_lines_message() {
    let a = ask(json!({ "op": "egypt-check", "id": "P34S-9H240-0H0-Z", "text": "1. zz" }));
    assert_eq!(
        a["line"],
        "cannot read the moves: column 4: 'zz' is not a move (write FROM-TO, like b2-d2)"
    );
    assert_eq!(a["kind"], "malformed");
    assert_eq!(a["number"], 1);
    let a = ask(json!({ "op": "egypt-decode", "id": "P34S-ZZZ" }));
    assert_eq!(
        a["error"],
        "puzzle ID P34S-ZZZ: the last group must be one check character"
    );
    assert!(ask(json!({ "op": "cards-decode", "id": "klondike-3" }))["error"].is_string());
    assert!(ask(json!({ "op": "nothing" }))["error"].is_string());
    assert!(serde_json::from_str::<Value>(&call("{not json")).expect("json")["error"].is_string());
}

#[test]
fn a_decoded_puzzle_plays_and_is_decided_like_the_solver() {
    let d = ask(json!({ "op": "egypt-decode", "id": P4.to_lowercase() }));
    assert_eq!(d["id"], P4);
    let (b, t) = egypt::puzzle_id::decode(P4).expect("decodes");
    assert_eq!(d["pos"], format_position(&b));
    assert_eq!(target(&d["target"]).expect("target"), t);
    let legal = ask(json!({ "op": "egypt-legal", "pos": d["pos"] }));
    let names: Vec<String> = b.legal_moves().iter().map(|m| m.to_string()).collect();
    let got: Vec<&str> = legal["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["move"].as_str().expect("text"))
        .collect();
    assert_eq!(got, names);
    // Walk the solver's own line: each position's answer is the solver's.
    let mut pos = d["pos"].as_str().expect("pos").to_string();
    let mut board = b.clone();
    loop {
        let v = ask(json!({ "op": "egypt-decide", "pos": pos, "target": d["target"] }));
        let want = solver::decide(&board, t, limits()).expect("decides");
        assert_eq!(v["winnable"], want.solvable);
        let Some(m) = want.solution.first() else {
            break;
        };
        assert_eq!(v["move"], m.to_string());
        let p = ask(json!({ "op": "egypt-play", "pos": pos, "move": m.to_string() }));
        board.play(*m).expect("legal");
        assert_eq!(p["pos"], format_position(&board));
        pos = p["pos"].as_str().expect("pos").to_string();
    }
    assert!(t.is_met(&board));
    let bad = ask(json!({ "op": "egypt-play", "pos": pos, "move": "a1-a2" }));
    assert_eq!(bad["illegal"]["kind"], "distance");
}

#[test]
fn a_deal_is_decoded_replayed_and_decided_like_the_solver() {
    for id in ["pyramid-17", "cheops-5", "pharaohs-9"] {
        let d = ask(json!({ "op": "cards-decode", "id": id }));
        let (deal, variant) = cards::deal_id::deal_of(id).expect("deal");
        assert_eq!(d["variant"], variant.name());
        assert_eq!(
            d["pyramid"].as_array().expect("cards").len(),
            deal.pyramid().len()
        );
        let t = Table::new(&deal, variant.rules());
        let deal_json = json!({
            "pyramid": d["pyramid"], "stock": d["stock"],
            "rules": rules_of(variant.rules()),
        });
        let mut moves: Vec<String> = Vec::new();
        let mut s = t.start();
        for _ in 0..6 {
            let v = ask(json!({ "op": "cards-decide", "deal": deal_json, "moves": moves }));
            let want = cards::solver::decide_from(&t, s);
            assert_eq!(v["winnable"], want.winnable, "{id} after {moves:?}");
            let legal = ask(json!({ "op": "cards-legal", "deal": deal_json, "moves": moves }));
            assert_eq!(legal["moves"], json!(legal_texts(&t, &s)));
            // Play the hint when there is one, else the first legal move.
            let next = match want.solution.first() {
                Some(m) => *m,
                None => {
                    let mut l = Vec::new();
                    t.legal_moves(&s, &mut l);
                    match l.first() {
                        Some(m) => *m,
                        None => break,
                    }
                }
            };
            s = t.apply(&s, &next);
            moves.push(next.to_string());
        }
        let wrong = ask(json!({ "op": "cards-legal", "deal": deal_json, "moves": ["reset"] }));
        assert!(wrong["error"].as_str().expect("error").contains("move 1"));
    }
}

/// The rules as the page writes them.
fn rules_of(r: Rules) -> Value {
    json!({
        "avail": match r.availability {
            cards::rules::Availability::WasteTop => "waste-top",
            cards::rules::Availability::WasteTopPlusDrawn => "waste-top-plus-drawn",
            cards::rules::Availability::TopTwoWaste => "top-two-waste",
        },
        "overlap": r.overlap_pairing,
        "passes": match r.passes { Passes::Unlimited => 0, Passes::Limited(n) => u64::from(n) },
        "win": match r.win { Win::PyramidEmpty => "pyramid", Win::AllCards => "all" },
    })
}

#[test]
fn the_buffer_interface_round_trips() {
    let req = json!({ "op": "egypt-decode", "id": P4 }).to_string();
    let ptr = pp_alloc(req.len());
    // SAFETY: ptr is a fresh buffer of req.len() bytes.
    unsafe { std::ptr::copy_nonoverlapping(req.as_ptr(), ptr, req.len()) };
    // SAFETY: the buffer holds req.len() written bytes; pp_call takes it.
    let out = unsafe { pp_call(ptr, req.len()) };
    // SAFETY: pp_call's buffer starts with its answer's length.
    let len = u32::from_le_bytes(unsafe { *(out as *const [u8; 4]) }) as usize;
    // SAFETY: the answer's bytes follow the length.
    let text = unsafe { std::slice::from_raw_parts(out.add(4), len) };
    assert_eq!(std::str::from_utf8(text).expect("utf-8"), call(&req));
    // SAFETY: out is pp_call's buffer of 4 + len bytes.
    unsafe { pp_free(out, 4 + len) };
}

#[test]
fn the_idea_is_the_one_a_day_page_gives() {
    // Every puzzle of two days: the engine names the idea the generator
    // found (the day page's first hint), or none where it found none.
    let mut with_idea = 0;
    for date in [
        time::macros::date!(2026 - 12 - 03),
        time::macros::date!(2026 - 11 - 23),
    ] {
        for p in egypt::daily::daily_puzzles(date).expect("the day's puzzles") {
            let a = ask(
                json!({ "op": "egypt-idea", "pos": format_position(&p.position),
                "target": { "kind": "lone", "value": "S" } }),
            );
            let want = p.grade.idea().map(egypt::ideas::Idea::key);
            assert_eq!(a["idea"].as_str(), want, "{} on {date}: {a}", p.id);
            with_idea += usize::from(want.is_some());
        }
    }
    assert!(with_idea > 0, "no puzzle of the two days turns on an idea");
}

#[test]
fn a_smaller_budget_gives_up_or_gives_the_same_answer() {
    // A full 4x5 board: the whole budget settles it; a tiny budget gives
    // up (winnable null), one large enough gives the same answer.
    let pos = "SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,SML,SML/SML,SML,SML,.,SML";
    let target = json!({ "kind": "score", "value": 1 });
    let whole = ask(json!({ "op": "egypt-decide", "pos": pos, "target": target }));
    assert!(whole["winnable"].is_boolean(), "{whole}");
    let tiny = ask(json!({ "op": "egypt-decide", "pos": pos, "target": target, "positions": 1 }));
    assert!(tiny["winnable"].is_null(), "{tiny}");
    let quick =
        ask(json!({ "op": "egypt-decide", "pos": pos, "target": target, "positions": 400_000 }));
    assert_eq!(quick, whole);
    // A budget above the module's own is the module's own.
    let big =
        ask(json!({ "op": "egypt-decide", "pos": pos, "target": target, "positions": u64::MAX }));
    assert_eq!(big, whole);
}
