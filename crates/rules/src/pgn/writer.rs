//! Writing PGN: the tag section and the movetext in lines of at most [`LINE_WIDTH`] characters.

use super::game::PgnGame;
use super::tags::ROSTER;
use crate::fen;
use crate::Color;

/// Longest line [`PgnGame::to_pgn`] writes (the PGN export format asks for fewer than 80
/// characters); only a single longer word (a long comment word) can exceed it.
pub const LINE_WIDTH: usize = 79;

impl PgnGame {
    /// The game as PGN text, ending in a newline.
    ///
    /// ```
    /// use rules::{fen::parse_position, game::Game, pgn::PgnGame};
    /// let start = parse_position("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 b KQkq - 0 12").unwrap();
    /// let mut game = Game::new(start);
    /// game.play_san("a6").unwrap();
    /// game.play_san("O-O-O").unwrap();
    /// let text = PgnGame::new(game).to_pgn();
    /// assert!(text.ends_with("\n\n12... a6 13. O-O-O *\n"), "{text}");
    /// ```
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        let result = self.result();
        let mut write_tag = |name: &str, value: &str| {
            out.push('[');
            out.push_str(name);
            out.push_str(" \"");
            out.push_str(&escape_tag_value(value));
            out.push_str("\"]\n");
        };
        let mut rest = Vec::new();
        for (name, value) in self.tags.iter() {
            if ROSTER.iter().any(|(n, _)| *n == name) {
                write_tag(name, value);
            } else {
                rest.push((name, value));
            }
        }
        write_tag("Result", result);
        write_tag("Variant", "Chess960");
        write_tag("SetUp", "1");
        write_tag("FEN", &fen::to_fen(self.game.start()));
        for (name, value) in rest {
            write_tag(name, value);
        }
        out.push('\n');

        let mut words: Vec<String> = Vec::new();
        let mut after_comment = false;
        let push_comment = |words: &mut Vec<String>, ply: usize| -> bool {
            match self.comments.get(&ply) {
                Some(text) => {
                    words.push(format!("{{{text}}}"));
                    true
                }
                None => false,
            }
        };
        if push_comment(&mut words, 0) {
            after_comment = true;
        }
        for (i, san) in self.game.sans().iter().enumerate() {
            if let Some(pos) = self.game.position_at(i) {
                match pos.turn() {
                    Color::White => words.push(format!("{}.", pos.fullmoves())),
                    Color::Black if i == 0 || after_comment => {
                        words.push(format!("{}...", pos.fullmoves()));
                    }
                    Color::Black => {}
                }
            }
            words.push(san.clone());
            after_comment = push_comment(&mut words, i + 1);
        }
        words.push(result.to_string());
        wrap(&mut out, &words);
        out
    }
}

/// The games as one PGN text, separated by blank lines.
pub fn write_games(games: &[PgnGame]) -> String {
    games
        .iter()
        .map(PgnGame::to_pgn)
        .collect::<Vec<_>>()
        .join("\n")
}

fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Writes `words` separated by spaces in lines of at most [`LINE_WIDTH`] characters. A comment
/// (`{a b c}`) is one word unless it is longer than a line; then it is split at its spaces.
fn wrap(out: &mut String, words: &[String]) {
    let mut line = String::new();
    let mut width = 0;
    let mut put = |word: &str| {
        let n = word.chars().count();
        if width > 0 && width + 1 + n > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            width = 0;
        }
        if width > 0 {
            line.push(' ');
            width += 1;
        }
        line.push_str(word);
        width += n;
    };
    for word in words {
        if word.chars().count() > LINE_WIDTH {
            word.split(' ').for_each(&mut put);
        } else {
            put(word);
        }
    }
    out.push_str(&line);
    out.push('\n');
}
