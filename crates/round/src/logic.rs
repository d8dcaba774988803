//! The arbiter's round-position screen, pure part: the page address, the event memory (which
//! start position each round of an event got), drawing an unused number, and what the screen
//! shows. No browser calls here, so everything is unit-tested natively; the DOM lives in
//! [`crate::page`].
//!
//! The event memory is kept in `localStorage` under [`storage_key`] as `round:sp` pairs,
//! sorted by round and separated by commas, e.g. `1:518,2:97`.

use rules::startpos::CLASSICAL;
use rules::{Color, Role, Square};
/// The round number rule, shared with the game page's address reading.
pub use ui::address::{parse_round, MAX_ROUND};
use ui::i18n::Lang;
use ui::percent::percent_encode;
use ui::render::{self, Align, Baseline, BoardView, DrawCmd};

/// Most copies printed at once.
pub const MAX_COPIES: u32 = 50;
/// Longest event name kept, in characters.
pub const MAX_EVENT: usize = 60;

/// One round of an event and the start position it got.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The round, 1..=[`MAX_ROUND`].
    pub round: u32,
    /// Its start position number, 0..=959.
    pub sp: u32,
}

/// What the page address asks for: `?round=N&sp=K&lang=nl&event=Club&no518=1&norepeat=0&copies=2`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Query {
    /// 1..=99; anything else becomes 1.
    pub round: u32,
    /// A chosen start position (0..=959; 960 means 0).
    pub sp: Option<u32>,
    /// `lang=`: the screen's language (else the browser's).
    pub lang: Option<Lang>,
    /// Cleaned with [`clean_event`].
    pub event: String,
    /// Leave out 518 when drawing.
    pub no518: bool,
    /// Never draw a number another round of this event already has (default on).
    pub no_repeat: bool,
    /// 1..=[`MAX_COPIES`] printed pages.
    pub copies: u32,
    /// What in the address could not be used as written, in the address's order: the screen
    /// names each one (defaults stand in).
    pub problems: Vec<Problem>,
}

/// A parameter of the address that the round screen could not use as written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// `round=` was not 1..=99 (`0`, `100`, `abc`): round 1 is shown.
    Round,
    /// `sp=` was not 0..=960: it is not used.
    Sp,
    /// `lang=` was not `nl`, `en`, `fr` or `da`: the browser's language is used.
    Lang,
    /// `copies=` was not 1..=[`MAX_COPIES`]: one copy.
    Copies,
    /// A switch (`no518`, `norepeat`; the name) was neither on (`1`, `yes`, `true`, `on`,
    /// empty) nor off (`0`, `no`, `false`, `off`): its default is used.
    Switch(&'static str),
    /// `event=` was longer than [`MAX_EVENT`] characters or had control characters: it was
    /// shortened or cleaned.
    Event,
    /// Parameters the round screen does not know (their names, shortened): ignored. Tracking
    /// parameters (`utm_*`, `fbclid`...) are ignored without a word, as on the game page.
    Unknown(Vec<String>),
}

/// A switch's value: `Some(on)`, or `None` when it is neither on nor off.
fn switch(v: &str) -> Option<bool> {
    match v.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "on" | "yes" | "" => Some(true),
        "0" | "false" | "off" | "no" => Some(false),
        _ => None,
    }
}

/// At most this many characters of an unknown parameter's name are repeated on screen.
const NAME_SHOWN: usize = 20;

/// The round screen's parameters from the page address. Bad values fall back to defaults, and
/// each is noted in [`Query::problems`] for the screen to say.
pub fn query(address: &ui::address::Address) -> Query {
    let mut q = Query {
        round: 1,
        sp: None,
        lang: None,
        event: String::new(),
        no518: false,
        no_repeat: true,
        copies: 1,
        problems: Vec::new(),
    };
    let mut unknown = Vec::new();
    let problem = |q: &mut Query, p: Problem| {
        if !q.problems.contains(&p) {
            q.problems.push(p);
        }
    };
    for (k, v) in address.pairs.iter().take(64) {
        let v = v.as_str();
        match k.as_str() {
            "round" => match parse_round(v) {
                Some(n) => q.round = n,
                None => {
                    q.round = 1;
                    problem(&mut q, Problem::Round);
                }
            },
            "sp" => {
                q.sp = parse_number(v);
                if q.sp.is_none() {
                    problem(&mut q, Problem::Sp);
                }
            }
            "lang" => {
                q.lang = Lang::from_code(v);
                if q.lang.is_none() {
                    problem(&mut q, Problem::Lang);
                }
            }
            "event" => {
                q.event = clean_event(v);
                if q.event != v.trim() {
                    problem(&mut q, Problem::Event);
                }
            }
            "no518" | "norepeat" => {
                let (name, default) = if k == "no518" {
                    ("no518", false)
                } else {
                    ("norepeat", true)
                };
                let on = switch(v).unwrap_or_else(|| {
                    problem(&mut q, Problem::Switch(name));
                    default
                });
                if name == "no518" {
                    q.no518 = on;
                } else {
                    q.no_repeat = on;
                }
            }
            "copies" => {
                q.copies = parse_copies(v).unwrap_or_else(|| {
                    problem(&mut q, Problem::Copies);
                    1
                });
            }
            name if ui::address::is_tracking(name) => {}
            name => {
                let shown: String = name.chars().take(NAME_SHOWN).collect();
                if !unknown.contains(&shown) {
                    unknown.push(shown);
                }
            }
        }
    }
    if !unknown.is_empty() {
        q.problems.push(Problem::Unknown(unknown));
    }
    q
}

/// A start position number 0..=959 (960 means 0).
pub fn parse_number(s: &str) -> Option<u32> {
    s.trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n <= 960)
        .map(|n| n % 960)
}

/// A number of copies 1..=[`MAX_COPIES`].
pub fn parse_copies(s: &str) -> Option<u32> {
    s.trim()
        .parse()
        .ok()
        .filter(|n| (1..=MAX_COPIES).contains(n))
}

/// An event name as kept: trimmed, control characters dropped, at most [`MAX_EVENT`] characters.
pub fn clean_event(s: &str) -> String {
    s.trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_EVENT)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// The `localStorage` key of an event's memory.
pub fn storage_key(event: &str) -> String {
    let mut k = String::from("rokade.event.");
    k.push_str(&percent_encode(event));
    k
}

/// The page address for the current state, to keep a reload on the same screen.
pub fn page_query(q: &Query) -> String {
    let mut s = String::from("?round=");
    s.push_str(&q.round.to_string());
    if let Some(sp) = q.sp {
        s.push_str("&sp=");
        s.push_str(&sp.to_string());
    }
    if let Some(l) = q.lang {
        s.push_str("&lang=");
        s.push_str(l.code());
    }
    if !q.event.is_empty() {
        s.push_str("&event=");
        s.push_str(&percent_encode(&q.event));
    }
    if q.no518 {
        s.push_str("&no518=1");
    }
    if !q.no_repeat {
        s.push_str("&norepeat=0");
    }
    if q.copies != 1 {
        s.push_str("&copies=");
        s.push_str(&q.copies.to_string());
    }
    s
}

/// The relative link that opens the game on start position `sp`.
pub fn play_href(sp: u32, lang: Lang) -> String {
    let mut s = String::from("./?sp=");
    s.push_str(&sp.to_string());
    s.push_str("&lang=");
    s.push_str(lang.code());
    s
}

/// Reads an event memory. Returns the entries it could read (valid, one per round, sorted by
/// round) and whether anything was damaged (unreadable parts are skipped, not fatal).
pub fn decode(raw: &str) -> (Vec<Entry>, bool) {
    let mut list = Vec::new();
    let mut damaged = false;
    for item in raw.split(',').filter(|s| !s.trim().is_empty()) {
        let parsed = item.split_once(':').and_then(|(r, n)| {
            let round = parse_round(r)?;
            let sp = n.trim().parse::<u32>().ok().filter(|&n| n < 960)?;
            Some(Entry { round, sp })
        });
        match parsed {
            Some(e) if lookup(&list, e.round).is_none() => record(&mut list, e.round, e.sp),
            _ => damaged = true,
        }
    }
    (list, damaged)
}

/// Writes an event memory (the inverse of [`decode`]).
pub fn encode(list: &[Entry]) -> String {
    let mut s = String::new();
    for e in list {
        if !s.is_empty() {
            s.push(',');
        }
        s.push_str(&e.round.to_string());
        s.push(':');
        s.push_str(&e.sp.to_string());
    }
    s
}

/// Gives `round` the start position `sp`, replacing what it had; keeps the list sorted.
pub fn record(list: &mut Vec<Entry>, round: u32, sp: u32) {
    let e = Entry { round, sp };
    match list.binary_search_by_key(&round, |e| e.round) {
        Ok(i) => list[i] = e,
        Err(i) => list.insert(i, e),
    }
}

/// The start position `round` has in the list.
pub fn lookup(list: &[Entry], round: u32) -> Option<u32> {
    list.iter().find(|e| e.round == round).map(|e| e.sp)
}

/// A start position number chosen uniformly among those not in `used` (and not 518 with
/// `exclude_518`), from a random number the caller supplies. `None` if none is left.
///
/// The modulo bias is below 960 / 2^64: negligible.
pub fn pick(random: u64, used: &[u32], exclude_518: bool) -> Option<u32> {
    let free: Vec<u32> = (0..960)
        .filter(|n| (!exclude_518 || *n != CLASSICAL) && !used.contains(n))
        .collect();
    if free.is_empty() {
        return None;
    }
    free.get((random % free.len() as u64) as usize).copied()
}

/// Numbers that rounds other than `round` already have: what "no repeats" leaves out.
pub fn used_elsewhere(list: &[Entry], round: u32) -> Vec<u32> {
    list.iter()
        .filter(|e| e.round != round)
        .map(|e| e.sp)
        .collect()
}

/// White's back rank of start position `sp` (the classical one if `sp` is out of range).
pub fn back_rank(sp: u32) -> [Role; 8] {
    rules::startpos::back_rank(sp).unwrap_or([
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ])
}

/// The big number on the screen: `SP 518`.
pub fn sp_label(sp: u32) -> String {
    let mut s = String::from("SP ");
    s.push_str(&sp.to_string());
    s
}

/// The whole start position with this back rank, White at the bottom, with coordinates.
pub fn board_view(rank: &[Role; 8]) -> BoardView {
    let mut v = BoardView::default();
    for (file, role) in (0u32..).zip(rank) {
        let b = &mut v.board;
        b.set(Square::from_coords(file, 0), role.of(Color::White));
        b.set(Square::from_coords(file, 1), Role::Pawn.of(Color::White));
        b.set(Square::from_coords(file, 6), Role::Pawn.of(Color::Black));
        b.set(Square::from_coords(file, 7), role.of(Color::Black));
    }
    v
}

/// Draw commands for White's back rank alone: 8 squares in a row (a1 dark) of `width`
/// backing pixels, `width / 8` high, with the file letter in each square's corner.
pub fn rank_commands(rank: &[Role; 8], width: f64) -> Vec<DrawCmd> {
    let t = &render::THEME;
    let edge = |i: usize| (i as f64 * width / 8.0).round();
    let h = edge(1);
    let font = (h * 0.2).round().max(7.0);
    let pad = (h * 0.05).round().max(1.0);
    let mut cmds = Vec::with_capacity(24);
    for (file, role) in rank.iter().enumerate() {
        let (x, w) = (edge(file), edge(file + 1) - edge(file));
        let light = file % 2 == 1;
        cmds.push(DrawCmd::Rect {
            x,
            y: 0.0,
            w,
            h,
            color: if light { t.light } else { t.dark },
        });
        cmds.push(DrawCmd::Text {
            x: x + w - pad,
            y: h - pad,
            size: font,
            ch: char::from(b'a' + file as u8),
            color: if light {
                t.coord_on_light
            } else {
                t.coord_on_dark
            },
            align: Align::Right,
            baseline: Baseline::Bottom,
        });
        let s = w.min(h);
        cmds.push(DrawCmd::Piece {
            piece: role.of(Color::White),
            x: x + (w - s) / 2.0,
            y: 0.0,
            size: s,
            alpha: 1.0,
        });
    }
    cmds
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let q = parse_query(
            "round=12&sp=3&lang=da&event=Åbent%20%26%20fri&no518=1&norepeat=0&copies=4",
        );
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
        let from_fen =
            rules::fen::parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1");
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
                DrawCmd::Piece { piece, size, .. }
                    if *size == 100.0 && piece.color == Color::White =>
                {
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
}
