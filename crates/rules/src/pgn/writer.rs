//! Writing PGN: the tag section and the movetext in lines of at most [`LINE_WIDTH`] characters.

use super::game::PgnGame;
use super::tags::ROSTER;
use super::variation::Variation;
use crate::fen;
use crate::Color;
use crate::Position;

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
        let mut numbered = true;
        if let Some(text) = self.comments.get(&0) {
            words.push(format!("{{{text}}}"));
        }
        for (i, san) in self.game.sans().iter().enumerate() {
            let ply = i + 1;
            if let Some(pos) = self.game.position_at(i) {
                push_number(&mut words, pos, i == 0 || numbered);
            }
            words.push(san.clone());
            push_nags(&mut words, self.nags(ply));
            numbered = false;
            if let Some(text) = self.comments.get(&ply) {
                words.push(format!("{{{text}}}"));
                numbered = true;
            }
            if let Some(pos) = self.game.position_at(i) {
                for variation in self.variations(ply) {
                    numbered |= push_variation(&mut words, pos, variation);
                }
            }
        }
        words.push(result.to_string());
        wrap(&mut out, &words);
        out
    }
}

/// The move number before a move played in `pos`: `12.` for White, `12...` for Black when
/// `black_too` (the first move, or after a comment or a variation).
fn push_number(words: &mut Vec<String>, pos: &Position, black_too: bool) {
    match pos.turn() {
        Color::White => words.push(format!("{}.", pos.fullmoves())),
        Color::Black if black_too => words.push(format!("{}...", pos.fullmoves())),
        Color::Black => {}
    }
}

fn push_nags(words: &mut Vec<String>, nags: &[u8]) {
    words.extend(nags.iter().map(|n| format!("${n}")));
}

/// Writes `( ... )` for a variation played from `start`; stops at a move that is not legal
/// there (a hand-built variation). Returns whether anything was written.
fn push_variation(words: &mut Vec<String>, start: &Position, variation: &Variation) -> bool {
    let first = words.len();
    if let Some(text) = &variation.comment {
        words.push(format!("{{{text}}}"));
    }
    let mut pos = start.clone();
    let mut numbered = true;
    for m in &variation.moves {
        let Ok(next) = pos.play(m.mv) else { break };
        push_number(words, &pos, numbered);
        words.push(crate::san::to_san(&pos, m.mv));
        push_nags(words, &m.nags);
        numbered = false;
        if let Some(text) = &m.comment {
            words.push(format!("{{{text}}}"));
            numbered = true;
        }
        for inner in &m.variations {
            numbered |= push_variation(words, &pos, inner);
        }
        pos = next;
    }
    if words.len() == first {
        return false;
    }
    if let Some(w) = words.get_mut(first) {
        w.insert(0, '(');
    }
    if let Some(w) = words.last_mut() {
        w.push(')');
    }
    true
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
