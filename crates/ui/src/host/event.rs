//! The messages the board sends its host page, and their JSON.

use rules::game::{Outcome, Reason};

/// A message to the host page (`source: "rokade"`, the embed's `id`, then its own fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The board is drawn with a game (at start, after each new game): its position and
    /// start position number.
    Ready {
        /// The position (X-FEN).
        fen: String,
        /// The start position's number, if the game began from one.
        sp: Option<u32>,
    },
    /// A move was played (castling included).
    Move {
        /// Half-moves on the board after it.
        ply: usize,
        /// The move in SAN (English letters).
        san: String,
        /// The move in UCI, castling as king takes rook (UCI_Chess960).
        uci: String,
        /// The position after it.
        fen: String,
    },
    /// A move (or a declared end) was taken back.
    Takeback {
        /// Half-moves left on the board.
        ply: usize,
        /// The position now.
        fen: String,
    },
    /// The game ended (the page adds the PGN).
    End {
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: &'static str,
        /// Why ([`reason_name`]).
        reason: &'static str,
    },
    /// The answer to `get-pgn` (the page adds the PGN).
    Pgn,
    /// The content's height changed.
    Height {
        /// CSS pixels.
        px: u32,
    },
}

impl Event {
    /// The end of a game, when its reason is one the API names (an imported result without
    /// a reason is not announced).
    pub fn end(outcome: Outcome) -> Option<Event> {
        Some(Event::End {
            result: outcome.result.as_pgn(),
            reason: reason_name(outcome.reason)?,
        })
    }

    /// `true` for the messages that carry the game's PGN (the page writes it first).
    pub fn wants_pgn(&self) -> bool {
        matches!(self, Event::End { .. } | Event::Pgn)
    }

    /// The message as a JSON object, for the embed `id` (or `""`); `pgn` for the messages
    /// that carry one ([`Event::wants_pgn`]).
    ///
    /// ```
    /// use ui::host::Event;
    /// let e = Event::Takeback { ply: 3, fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".into() };
    /// assert_eq!(e.to_json("b1", ""), r#"{"source":"rokade","id":"b1","type":"takeback","ply":3,"fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1"}"#);
    /// ```
    #[inline(never)]
    pub fn to_json(&self, id: &str, pgn: &str) -> String {
        let mut j = String::from(r#"{"source":"rokade","id":"#);
        push_str(&mut j, id);
        j.push_str(r#","type":"#);
        let name = match self {
            Event::Ready { .. } => "ready",
            Event::Move { .. } => "move",
            Event::Takeback { .. } => "takeback",
            Event::End { .. } => "end",
            Event::Pgn => "pgn",
            Event::Height { .. } => "height",
        };
        push_str(&mut j, name);
        match self {
            Event::Ready { fen, sp } => {
                field(&mut j, "fen", fen);
                j.push_str(r#","sp":"#);
                match sp {
                    Some(n) => crate::text::push_u32(&mut j, *n),
                    None => j.push_str("null"),
                }
            }
            Event::Move { ply, san, uci, fen } => {
                number(&mut j, "ply", *ply as u64);
                field(&mut j, "san", san);
                field(&mut j, "uci", uci);
                field(&mut j, "fen", fen);
            }
            Event::Takeback { ply, fen } => {
                number(&mut j, "ply", *ply as u64);
                field(&mut j, "fen", fen);
            }
            Event::End { result, reason } => {
                field(&mut j, "result", result);
                field(&mut j, "reason", reason);
                field(&mut j, "pgn", pgn);
            }
            Event::Pgn => field(&mut j, "pgn", pgn),
            Event::Height { px } => number(&mut j, "px", u64::from(*px)),
        }
        j.push('}');
        j
    }
}

/// The API's name of why a game ended (`checkmate`, `time`, `fifty-moves`...); `None` for
/// a result known without its reason.
pub fn reason_name(reason: Reason) -> Option<&'static str> {
    Some(match reason {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::Resignation(_) => "resignation",
        Reason::Agreement => "agreement",
        Reason::Timeout(_) => "time",
        Reason::ThreefoldClaim => "threefold",
        Reason::FivefoldRepetition => "fivefold",
        Reason::FiftyMoveClaim => "fifty-moves",
        Reason::SeventyFiveMoveRule => "seventy-five-moves",
        Reason::DeadPosition => "insufficient-material",
        Reason::Unknown => return None,
    })
}

/// The last height told to the host page: a new one is told only when it differs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Height(pub u32);

impl Height {
    /// The content measures `px` CSS pixels now: the message to send, if it changed.
    pub fn measured(&mut self, px: f64) -> Option<Event> {
        let px = if px.is_finite() && px > 0.0 {
            px.ceil().min(f64::from(u32::MAX)) as u32
        } else {
            return None;
        };
        (px != self.0).then(|| {
            self.0 = px;
            Event::Height { px }
        })
    }
}

fn field(j: &mut String, name: &str, value: &str) {
    j.push_str(",\"");
    j.push_str(name);
    j.push_str("\":");
    push_str(j, value);
}

fn number(j: &mut String, name: &str, value: u64) {
    j.push_str(",\"");
    j.push_str(name);
    j.push_str("\":");
    crate::text::push_u64(j, value);
}

/// `s` as a JSON string literal.
fn push_str(j: &mut String, s: &str) {
    j.push('"');
    for c in s.chars() {
        match c {
            '"' => j.push_str("\\\""),
            '\\' => j.push_str("\\\\"),
            '\n' => j.push_str("\\n"),
            c if u32::from(c) < 0x20 => {
                j.push_str("\\u00");
                let n = u32::from(c);
                for d in [n >> 4, n & 15] {
                    j.push(char::from_digit(d, 16).unwrap_or('0'));
                }
            }
            c => j.push(c),
        }
    }
    j.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::game::GameResult;
    use rules::Color;

    #[test]
    fn every_message_is_an_object_with_source_id_and_type() {
        let fen = "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1".to_string();
        let cases = [
            (
                Event::Ready {
                    fen: fen.clone(),
                    sp: Some(12),
                },
                r#","type":"ready","fen":"bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1","sp":12}"#,
            ),
            (
                Event::Ready {
                    fen: "x".into(),
                    sp: None,
                },
                r#","type":"ready","fen":"x","sp":null}"#,
            ),
            (
                Event::Move {
                    ply: 7,
                    san: "O-O".into(),
                    uci: "g1h1".into(),
                    fen: "f".into(),
                },
                r#","type":"move","ply":7,"san":"O-O","uci":"g1h1","fen":"f"}"#,
            ),
            (
                Event::End {
                    result: "1-0",
                    reason: "checkmate",
                },
                r#","type":"end","result":"1-0","reason":"checkmate","pgn":"[A \"b\\c\"]\n\n1. e4\u0009\u0001"}"#,
            ),
            (
                Event::Pgn,
                r#","type":"pgn","pgn":"[A \"b\\c\"]\n\n1. e4\u0009\u0001"}"#,
            ),
            (Event::Height { px: 672 }, r#","type":"height","px":672}"#),
        ];
        for (event, tail) in cases {
            let json = event.to_json("b-1", "[A \"b\\c\"]\n\n1. e4\t\u{1}");
            let want = String::from(r#"{"source":"rokade","id":"b-1""#) + tail;
            assert_eq!(json, want);
        }
        assert!(Event::Height { px: 1 }
            .to_json("", "")
            .starts_with(r#"{"source":"rokade","id":"","#));
    }

    #[test]
    fn reasons_by_their_api_names() {
        let o = |result, reason| Outcome { result, reason };
        assert_eq!(
            Event::end(o(GameResult::BlackWins, Reason::Timeout(Color::White))),
            Some(Event::End {
                result: "0-1",
                reason: "time"
            })
        );
        assert_eq!(
            Event::end(o(GameResult::Draw, Reason::DeadPosition)),
            Some(Event::End {
                result: "1/2-1/2",
                reason: "insufficient-material"
            })
        );
        assert_eq!(Event::end(o(GameResult::Draw, Reason::Unknown)), None);
        assert!(Event::Pgn.wants_pgn() && !Event::Height { px: 1 }.wants_pgn());
    }

    #[test]
    fn height_is_told_when_it_changes() {
        let mut h = Height::default();
        assert_eq!(h.measured(671.2), Some(Event::Height { px: 672 }));
        assert_eq!(h.measured(672.0), None);
        assert_eq!(h.measured(f64::NAN), None);
        assert_eq!(h.measured(-3.0), None);
        assert_eq!(h.measured(500.0), Some(Event::Height { px: 500 }));
    }
}
