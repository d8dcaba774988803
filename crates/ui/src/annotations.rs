//! An imported game's annotations (issue 19): the variations, NAGs and comments of its main
//! line's moves, kept while the game page plays on from that main line and given back when
//! the game is exported again.
//!
//! The page carries them as one opaque text ([`App::notes`](crate::state::App::notes)), saved
//! with the game: the first line is the imported main line in UCI (`e2e4 e7e5 ...`), the rest
//! the game's movetext as the rules' PGN writer writes it (comments, `$n`, variations). The
//! page only cuts the first line when the game leaves that main line ([`cut`]); the page's
//! second module writes the text ([`notes_of`]) and merges it into the export
//! ([`merge`]), so the PGN reader and writer stay out of the page.

use rules::pgn::{read_game, PgnGame};

/// Longest notes text kept (the saved game must stay readable: percent-encoded, it must fit
/// [`MAX_SAVED_LEN`](crate::persist::MAX_SAVED_LEN) with room for the moves).
pub const MAX_NOTES: usize = 200_000;

/// The notes of an imported game: empty when it has no comment, NAG or variation, or when
/// they are too long to keep ([`MAX_NOTES`]).
pub fn notes_of(pg: &PgnGame) -> String {
    let plies = pg.game.ply();
    let any = pg.comments().next().is_some()
        || (1..=plies).any(|p| !pg.nags(p).is_empty() || !pg.variations(p).is_empty());
    if !any {
        return String::new();
    }
    let ucis: Vec<String> = pg.game.moves().iter().map(|m| m.uci()).collect();
    let mut notes = ucis.join(" ");
    notes.push('\n');
    let text = pg.to_pgn();
    // The tags go (the game keeps its own); tag values never hold a line break.
    notes.push_str(text.split_once("\n\n").map_or("", |(_, moves)| moves));
    if notes.len() > MAX_NOTES {
        return String::new();
    }
    notes
}

/// The game left the imported main line or followed it: `uci`, the move just played as the
/// game's move number `ply` (0 = the first), is checked against the main line in `notes`. A
/// different move drops the annotations from that move on (all of them for the first move);
/// a move past the end of the main line changes nothing.
pub fn cut(notes: &mut String, ply: usize, uci: &str) {
    // (Plain splits and a truncation: this part is in the page's wasm.)
    let line = notes.split('\n').next().unwrap_or_default();
    let len = line.len();
    let mut end = 0usize;
    for (i, w) in line.split(' ').enumerate() {
        if i == ply {
            if w.is_empty() || w == uci {
                return;
            }
            if ply == 0 {
                notes.clear();
            } else {
                let rest = notes.split_off(len);
                notes.truncate(end.saturating_sub(1));
                notes.push_str(&rest);
            }
            return;
        }
        end += w.len() + 1;
    }
}

/// Adds the annotations in `notes` to `pg` (the game as the page exports it) for the moves
/// that still follow the imported main line: their NAGs, variations and comments (a comment of
/// the page's own, a clock time, is kept beside an imported comment without one), and the
/// comment before the first move. Damaged notes add nothing.
pub fn merge(pg: &mut PgnGame, notes: &str) {
    let Some((line, moves)) = notes.split_once('\n') else {
        return;
    };
    let same = line
        .split_ascii_whitespace()
        .zip(pg.game.moves())
        .take_while(|(w, m)| *w == m.uci())
        .count();
    let text = format!(
        "[SetUp \"1\"]\n[FEN \"{}\"]\n\n{moves}",
        rules::fen::to_fen(pg.game.start())
    );
    let Ok(from) = read_game(&text) else {
        return;
    };
    for ply in 0..=same {
        for &nag in from.nags(ply) {
            pg.add_nag(ply, nag);
        }
        for v in from.variations(ply) {
            pg.add_variation(ply, v.clone());
        }
        if let Some(imported) = from.comment(ply) {
            let mut c = imported.to_string();
            if let Some(own) = pg.comment(ply).filter(|_| !imported.contains("[%clk")) {
                c.push(' ');
                c.push_str(own);
            }
            pg.set_comment(ply, &c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::cut;

    #[test]
    fn cut_keeps_the_moves_before_another_move() {
        let notes = "e2e4 e7e5 g1f3\n1. e4 e5 2. Nf3 $1 *\n";
        for (ply, uci, want) in [
            (1, "e7e5", notes),
            (3, "b8c6", notes),
            (2, "b1c3", "e2e4 e7e5\n1. e4 e5 2. Nf3 $1 *\n"),
            (1, "c7c5", "e2e4\n1. e4 e5 2. Nf3 $1 *\n"),
            (0, "d2d4", ""),
        ] {
            let mut n = notes.to_string();
            cut(&mut n, ply, uci);
            assert_eq!(n, want, "{ply} {uci}");
        }
        for damaged in ["", "\n", "  \n", "e2e4", "a  b c\n"] {
            for ply in 0..4 {
                let mut n = damaged.to_string();
                cut(&mut n, ply, "x");
                assert!(n.len() <= damaged.len());
            }
        }
    }
}
