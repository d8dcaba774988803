//! A board of a club evening, as the evening's pairing list asks the game page to play it:
//! `?sp=N&tc=M%2BS&board=KEY.R.B&white=NAME&black=NAME&event=NAME`. The game page shows the
//! names, writes them into the game's PGN tags (White, Black, Event, Round, Board), and when
//! the game ends hands the game over to the evening page through `localStorage` under
//! [`EveningBoard::handover_key`] (the same text as the saved game, [`crate::persist`]).
//!
//! `KEY` tells evenings apart (the evening page makes it from the evening's name and date),
//! `R` and `B` are the round and the board. A bad value is dropped with a
//! [`ParamWarning`] like any other parameter: the game is then played without a hand-over.

use crate::address::{Address, ParamWarning};
use rules::pgn::Tags;

/// Where a finished game of an evening's board waits for the evening page: this prefix and
/// the board's reference.
pub const HANDOVER_PREFIX: &str = "rokade.handover.";

/// Longest player or event name taken from the address.
pub const MAX_NAME: usize = 100;

/// A board of a club evening.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EveningBoard {
    /// The board's reference, `KEY.R.B`, as [`EveningBoard::reference`] writes it.
    pub reference: String,
    /// The round (from 1).
    pub round: u16,
    /// The board (from 1).
    pub board: u16,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The evening's name (may be empty).
    pub event: String,
}

/// A name from the address: 1..=[`MAX_NAME`] bytes, no control characters.
fn name(value: &str) -> Option<String> {
    let ok = !value.is_empty() && value.len() <= MAX_NAME && !value.chars().any(char::is_control);
    ok.then(|| value.to_string())
}

/// A round or board number: 1 to 3 digits, not 0.
fn number(s: &str) -> Option<u16> {
    let ok = !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    crate::text::parse::<u32>(s)
        .filter(|&n| ok && n > 0)
        .and_then(|n| u16::try_from(n).ok())
}

impl EveningBoard {
    /// The reference of board `board` of round `round` of the evening `key`:
    /// `KEY.R.B`.
    pub fn reference(key: &str, round: u16, board: u16) -> String {
        let mut s = String::from(key);
        s.push('.');
        crate::text::push_u32(&mut s, u32::from(round));
        s.push('.');
        crate::text::push_u32(&mut s, u32::from(board));
        s
    }

    /// Reads a reference `KEY.R.B`: the evening's key (1..=16 ASCII letters or digits), the
    /// round and the board (1..=999 each, digits only).
    ///
    /// ```
    /// use ui::evening_board::EveningBoard;
    /// assert_eq!(EveningBoard::parse_reference("a1b2.2.7"), Some(("a1b2", 2, 7)));
    /// assert_eq!(EveningBoard::parse_reference("a1b2.0.7"), None);
    /// ```
    pub fn parse_reference(text: &str) -> Option<(&str, u16, u16)> {
        let (key, rest) = text.split_once('.')?;
        let (round, board) = rest.split_once('.')?;
        let key_ok =
            !key.is_empty() && key.len() <= 16 && key.bytes().all(|b| b.is_ascii_alphanumeric());
        if !key_ok {
            return None;
        }
        Some((key, number(round)?, number(board)?))
    }

    /// The board the address names (`board=`, with `white=` and `black=`; `event=` may be
    /// left out). Bad values are reported in `warnings` and give no board.
    ///
    /// ```
    /// use ui::address::Address;
    /// use ui::evening_board::EveningBoard;
    /// let a = Address::read("?board=k1.2.3&white=Ann&black=Bob%20B.&event=Club", "");
    /// let b = EveningBoard::from_address(&a, &mut Vec::new()).unwrap();
    /// assert_eq!((b.round, b.board, b.black.as_str()), (2, 3, "Bob B."));
    /// assert_eq!(b.handover_key(), "rokade.handover.k1.2.3");
    /// ```
    pub fn from_address(a: &Address, warnings: &mut Vec<ParamWarning>) -> Option<EveningBoard> {
        let reference = a.get("board")?;
        let parsed = EveningBoard::parse_reference(reference);
        let white = a.get("white").and_then(name);
        let black = a.get("black").and_then(name);
        let event = a.get("event").map_or(Some(String::new()), name);
        let bad = match (&parsed, &white, &black, &event) {
            (None, ..) => "board",
            (_, None, ..) => "white",
            (_, _, None, _) => "black",
            (.., None) => "event",
            _ => "",
        };
        if !bad.is_empty() {
            warnings.push(ParamWarning::Invalid {
                name: bad.to_string(),
                value: a.get(bad).unwrap_or_default().to_string(),
            });
        }
        let (key, round, board) = parsed?;
        Some(EveningBoard {
            reference: EveningBoard::reference(key, round, board),
            round,
            board,
            white: white?,
            black: black?,
            event: event?,
        })
    }

    /// The `localStorage` key the finished game is handed over under.
    pub fn handover_key(&self) -> String {
        let mut k = String::from(HANDOVER_PREFIX);
        k.push_str(&self.reference);
        k
    }

    /// Writes the board into the game's tags: White, Black, Event (when given), Round, Board.
    pub fn tag(&self, tags: &mut Tags) {
        let mut set = |name: &str, value: String| {
            let _ = tags.set(name, value);
        };
        set("White", self.white.clone());
        set("Black", self.black.clone());
        if !self.event.is_empty() {
            set("Event", self.event.clone());
        }
        set("Round", crate::text::num(u64::from(self.round)));
        set("Board", crate::text::num(u64::from(self.board)));
    }
}

impl crate::state::App {
    /// Whether to hand the game over for board `b`, whose game the address started from
    /// position `sp`: once the game has ended, while it is still that board's game (the same
    /// position and the same players with the same colours: not a new game or a rematch
    /// started afterwards on this page). What is handed over is the saved game's text
    /// ([`crate::persist::encode`] of [`crate::state::App::to_saved`]), the page's own save.
    pub fn hands_over(&self, b: &EveningBoard, sp: Option<u32>) -> bool {
        self.game.is_over()
            && self.sp == sp
            && self.tag("White") == b.white
            && self.tag("Black") == b.black
    }

    /// The text handed over for board `b` (see [`crate::state::App::hands_over`]), if any.
    pub fn handover(&self, b: &EveningBoard, sp: Option<u32>) -> Option<String> {
        self.hands_over(b, sp)
            .then(|| crate::persist::encode(&self.to_saved()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(q: &str) -> (Option<EveningBoard>, Vec<ParamWarning>) {
        let mut w = Vec::new();
        let b = EveningBoard::from_address(&Address::read(q, ""), &mut w);
        (b, w)
    }

    #[test]
    fn a_board_from_the_address_tags_the_game() {
        let (b, w) = read("board=ab12.3.14&white=Zo%C3%AB%20de%20Vries&black=Bob&event=Club%20960");
        assert!(w.is_empty(), "{w:?}");
        let b = b.unwrap();
        assert_eq!(b.reference, "ab12.3.14");
        assert_eq!(b.handover_key(), "rokade.handover.ab12.3.14");
        let mut tags = Tags::new();
        b.tag(&mut tags);
        assert_eq!(tags.get("White"), Some("Zoë de Vries"));
        assert_eq!(tags.get("Black"), Some("Bob"));
        assert_eq!(tags.get("Event"), Some("Club 960"));
        assert_eq!(tags.get("Round"), Some("3"));
        assert_eq!(tags.get("Board"), Some("14"));
    }

    #[test]
    fn no_board_no_warning() {
        assert_eq!(read("sp=12&white=Ann"), (None, Vec::new()));
    }

    #[test]
    fn tampered_values_are_refused_with_a_warning() {
        for q in [
            "board=ab.1&white=A&black=B",
            "board=ab.1.2.3&white=A&black=B",
            "board=ab.0.2&white=A&black=B",
            "board=ab.1.1000&white=A&black=B",
            "board=ab.%2B1.2&white=A&black=B",
            "board=a-b.1.2&white=A&black=B",
            "board=.1.2&white=A&black=B",
            "board=0123456789abcdefg.1.2&white=A&black=B",
            "board=ab.1.2&black=B",
            "board=ab.1.2&white=&black=B",
            "board=ab.1.2&white=A&black=B%0AC",
            "board=ab.1.2&white=A&black=B&event=%07",
        ] {
            let (b, w) = read(q);
            assert_eq!(b, None, "{q}");
            assert_eq!(w.len(), 1, "{q}");
        }
        let long = format!("board=ab.1.2&white={}&black=B", "x".repeat(MAX_NAME + 1));
        assert_eq!(read(&long).0, None);
    }

    #[test]
    fn only_the_boards_finished_game_is_handed_over() {
        use crate::state::saved::BootInput;
        use crate::state::App;
        let q = "sp=12&tc=20%2B0&board=k1.1.1&white=Ann&black=Bob";
        let params = crate::address::Params::from_address(&Address::read(q, ""));
        assert!(params.warnings.is_empty(), "{:?}", params.warnings);
        let b = params.evening_board.clone().unwrap();
        let mut app = App::boot(BootInput {
            params: &params,
            saved: None,
            lang: crate::i18n::Lang::En,
            random: 1,
            today: "2025.03.14".into(),
            storage: true,
            address: q,
        });
        assert_eq!(app.tag("White"), "Ann");
        assert_eq!(app.tag("Round"), "1");
        assert_eq!(app.handover(&b, params.sp), None, "not over yet");
        app.resign(rules::Color::Black);
        let text = app.handover(&b, params.sp).unwrap();
        let saved = crate::persist::decode(&text).unwrap();
        assert_eq!(saved.ended.as_deref(), Some("resign-b"));
        assert_eq!(saved.sp, Some(12));
        // A rematch on the same page swaps the names: no longer the board's game.
        app.start(crate::state::Start::Rematch);
        app.resign(rules::Color::White);
        assert_eq!(app.handover(&b, params.sp), None);
        // Another position is not the round's.
        assert_eq!(app.handover(&b, Some(13)), None);
    }

    #[test]
    fn references_round_trip() {
        let r = EveningBoard::reference("k9", 12, 999);
        assert_eq!(r, "k9.12.999");
        assert_eq!(EveningBoard::parse_reference(&r), Some(("k9", 12, 999)));
    }
}
