//! Tests of the round screen's pure part: the address, the event memory, drawing a number
//! and the diagrams.

use super::query::NAME_SHOWN;
use super::*;
use rules::{Color, Role};
use ui::i18n::Lang;
use ui::render::{self, DrawCmd};

fn parse_query(q: &str) -> Query {
    query(&ui::address::Address::read(q, ""))
}

#[test]
fn query_parsing_and_defaults() {
    let q = parse_query("?round=7&sp=518&lang=fr&event=Club%20Gent+2025&no518=1&copies=3");
    assert_eq!(q.round, 7);
    assert_eq!(q.sp, Some(518));
    assert_eq!(q.lang, Some(Lang::Fr));
    assert_eq!(q.event, "Club Gent 2025");
    assert!(q.no518 && q.no_repeat);
    assert_eq!(q.copies, 3);
    let d = parse_query("round=0&sp=961&lang=xx&copies=0&norepeat=0&zz=1");
    assert_eq!((d.round, d.sp, d.lang, d.copies), (1, None, None, 1));
    assert!(!d.no_repeat && !d.no518);
    assert!(q.problems.is_empty());
    assert_eq!(parse_query("round=100").round, 1);
    assert_eq!(parse_query("round=99&sp=960").sp, Some(0));
    assert_eq!(parse_query("").round, 1);
}

#[test]
fn page_query_round_trips() {
    let q =
        parse_query("round=12&sp=3&lang=da&event=Åbent%20%26%20fri&no518=1&norepeat=0&copies=4");
    assert_eq!(parse_query(&page_query(&q)), q);
    let plain = parse_query("round=2");
    assert_eq!(page_query(&plain), "?round=2");
    assert_eq!(play_href(97, Lang::Nl), "./?sp=97&lang=nl");
}

#[test]
fn event_names_and_keys() {
    assert_eq!(clean_event("  Club\u{7}  open "), "Club  open");
    assert_eq!(clean_event(&"x".repeat(200)).chars().count(), MAX_EVENT);
    assert_eq!(storage_key("Club Gent"), "rokade.event.Club%20Gent");
    assert_eq!(storage_key(""), "rokade.event.");
    assert_ne!(storage_key("a/b"), storage_key("a_b"));
}

#[test]
fn memory_round_trip() {
    let mut list = Vec::new();
    record(&mut list, 3, 7);
    record(&mut list, 1, 518);
    record(&mut list, 2, 0);
    record(&mut list, 3, 959);
    assert_eq!(encode(&list), "1:518,2:0,3:959");
    assert_eq!(decode(&encode(&list)), (list.clone(), false));
    assert_eq!(lookup(&list, 3), Some(959));
    assert_eq!(lookup(&list, 4), None);
    assert_eq!(decode(""), (Vec::new(), false));
    assert_eq!(used_elsewhere(&list, 2), vec![518, 959]);
}

#[test]
fn corrupt_memory_keeps_what_it_can() {
    let (list, damaged) = decode("2:5,junk,1:960,0:3,100:4,x:1,1:9,1:10,3:-1,:,4:,{\"a\":1}");
    assert!(damaged);
    assert_eq!(
        list,
        vec![Entry { round: 1, sp: 9 }, Entry { round: 2, sp: 5 }]
    );
    let (list, damaged) = decode("\u{0}\u{ffff}");
    assert!(damaged && list.is_empty());
    // Sorted even if stored out of order; spaces tolerated.
    let (list, damaged) = decode("5:1, 2:2");
    assert!(!damaged);
    assert_eq!(encode(&list), "2:2,5:1");
}

#[test]
fn pick_leaves_out_used_numbers_and_518() {
    assert_eq!(pick(518, &[], false), Some(518));
    assert_ne!(pick(518, &[], true), Some(518));
    for r in 0..3000u64 {
        let n = pick(r.wrapping_mul(0x9e37_79b9_7f4a_7c15), &[1, 2, 3], true).unwrap();
        assert!(n < 960 && n != 518 && ![1, 2, 3].contains(&n));
    }
    // Only 518 and 17 left: with 518 left out, 17 is the only choice.
    let used: Vec<u32> = (0..960).filter(|&n| n != 518 && n != 17).collect();
    assert!((0..50).all(|r| pick(r, &used, true) == Some(17)));
    assert!((0..50).any(|r| pick(r, &used, false) == Some(518)));
    let all: Vec<u32> = (0..960).collect();
    assert_eq!(pick(5, &all, false), None);
    assert_eq!(pick(5, &used, true).map(|_| ()), Some(()));
    let used_all_but_518: Vec<u32> = (0..960).filter(|&n| n != 518).collect();
    assert_eq!(pick(5, &used_all_but_518, true), None);
}

#[test]
fn pick_is_uniform_over_the_free_numbers() {
    // Every one of the 957 free numbers is reached exactly once by 957 consecutive inputs.
    let used = [0, 959];
    let mut seen = vec![0u32; 960];
    for r in 0..957u64 {
        seen[pick(r, &used, true).unwrap() as usize] += 1;
    }
    assert_eq!(seen[0] + seen[959] + seen[518], 0);
    assert!(seen
        .iter()
        .enumerate()
        .all(|(n, &c)| c == u32::from(![0, 518, 959].contains(&n))));
}

#[test]
fn labels_and_diagrams() {
    assert_eq!(sp_label(518), "SP 518");
    let rank = back_rank(518);
    let letters: String = rank.iter().map(|r| r.upper_char()).collect();
    assert_eq!(letters, "RNBQKBNR");
    let names: Vec<String> = rank
        .iter()
        .map(|&r| ui::speech::capitalised_piece_name(Lang::Nl, r))
        .collect();
    assert_eq!(
        names.join(" "),
        "Toren Paard Loper Dame Koning Loper Paard Toren"
    );
    let v = board_view(&back_rank(0));
    assert_eq!(v.board.occupied().count(), 32);
    let at = |s: &str| v.board.piece_at(s.parse().unwrap());
    assert_eq!(at("a1"), Some(Role::Bishop.of(Color::White)));
    assert_eq!(at("h8"), Some(Role::Rook.of(Color::Black)));
    assert_eq!(at("e2"), Some(Role::Pawn.of(Color::White)));
    assert!(v.coordinates && !v.flipped);
    let from_fen = rules::fen::parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1");
    assert_eq!(Some(v.board), from_fen.ok().map(|s| s.board));
}

#[test]
fn rank_drawing_has_alternating_squares_and_eight_pieces() {
    let cmds = rank_commands(&back_rank(518), 800.0);
    let rects: Vec<_> = cmds
        .iter()
        .filter_map(|c| match c {
            DrawCmd::Rect { x, w, h, color, .. } => Some((*x, *w, *h, *color)),
            _ => None,
        })
        .collect();
    assert_eq!(rects.len(), 8);
    assert_eq!(rects[0], (0.0, 100.0, 100.0, render::THEME.dark));
    assert_eq!(rects[7], (700.0, 100.0, 100.0, render::THEME.light));
    let pieces: String = cmds
        .iter()
        .filter_map(|c| match c {
            DrawCmd::Piece { piece, size, .. } if *size == 100.0 && piece.color == Color::White => {
                Some(piece.role.upper_char())
            }
            _ => None,
        })
        .collect();
    assert_eq!(pieces, "RNBQKBNR");
    // Odd widths: squares still tile the row exactly.
    let cmds = rank_commands(&back_rank(1), 803.0);
    let right = cmds
        .iter()
        .filter_map(|c| match c {
            DrawCmd::Rect { x, w, .. } => Some(x + w),
            _ => None,
        })
        .fold(0.0, f64::max);
    assert_eq!(right, 803.0);
}

/// Issue #17, item 13: a bad round or number in the address is noted, for the screen to say.
#[test]
fn bad_round_and_number_are_noted() {
    for bad in ["0", "100", "-1", "abc", ""] {
        let q = parse_query(&format!("?round={bad}"));
        assert_eq!(q.problems, [Problem::Round], "round={bad}");
        assert_eq!(q.round, 1, "round={bad}: round 1 is shown");
    }
    let q = parse_query("?round=7&round=x");
    assert_eq!((q.round, &q.problems[..]), (1, &[Problem::Round][..]));
    let q = parse_query("?round=3&sp=999");
    assert_eq!(q.problems, [Problem::Sp]);
    assert_eq!((q.round, q.sp), (3, None));
    let q = parse_query("?round=3&sp=960");
    assert!(q.problems.is_empty());
    assert_eq!(q.sp, Some(0));
}

/// Issue #16, part 4: every bad parameter is noted (none silently replaced), each once,
/// and the defaults stand in.
#[test]
fn every_bad_parameter_is_noted() {
    let long = "x".repeat(MAX_EVENT + 1);
    let q = parse_query(&format!(
        "?round=2&lang=xx&copies=0&no518=maybe&norepeat=2&event={long}&zz=1&Foo=2&zz=3&copies=99"
    ));
    assert_eq!(
        q.problems,
        [
            Problem::Lang,
            Problem::Copies,
            Problem::Switch("no518"),
            Problem::Switch("norepeat"),
            Problem::Event,
            Problem::Unknown(vec!["zz".into(), "Foo".into()]),
        ]
    );
    assert_eq!((q.round, q.lang, q.copies), (2, None, 1));
    assert!(!q.no518 && q.no_repeat, "the switches' defaults");
    assert_eq!(q.event.chars().count(), MAX_EVENT);
    // Control characters are cleaned and said; surrounding spaces are not a problem.
    assert_eq!(parse_query("?event=Club%07Open").problems, [Problem::Event]);
    assert!(parse_query("?event=%20Club%20").problems.is_empty());
    // Good values of every kind, and tracking parameters, are no problem.
    let ok = parse_query(
        "?round=9&sp=1&lang=da&copies=50&no518=YES&norepeat=off&event=A&utm_source=x&fbclid=y",
    );
    assert!(ok.problems.is_empty(), "{:?}", ok.problems);
    assert!(ok.no518 && !ok.no_repeat);
    // A long unknown name is shortened for the screen.
    let q = parse_query(&format!("?{}=1", "n".repeat(300)));
    assert_eq!(q.problems, [Problem::Unknown(vec!["n".repeat(NAME_SHOWN)])]);
}
