//! The page address: what the round screen is asked for ([`Query`]), what in the address it
//! could not use ([`Problem`]), and the addresses it writes back.

use super::parse_round;
use ui::i18n::Lang;
use ui::percent::percent_encode;

/// Most copies printed at once.
pub const MAX_COPIES: u32 = 50;
/// Longest event name kept, in characters.
pub const MAX_EVENT: usize = 60;

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
pub(super) const NAME_SHOWN: usize = 20;

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
