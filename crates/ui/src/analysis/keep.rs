//! The analysis kept with the game page's saved game: when the viewer finishes analysing a
//! game the game page sent it (`analyse=1`), it writes the analysed game's `[%eval]` comments
//! and NAGs into that saved game's annotations ([`crate::annotations`], the same place an
//! imported PGN's annotations are kept), so the game page's reload, export and next Analyse
//! carry them, and the viewer shows them again without analysing.

use rules::pgn::PgnGame;

use crate::annotations::notes_of;
use crate::persist::{decode, encode};

/// The saved game `saved` (the game page's stored text) with the annotations of `analysed`
/// (the same game with its analysis written in), or `None` when `saved` cannot be read, is
/// another game (other start or moves), or the annotations are too long to keep.
pub fn keep_in_saved(saved: &str, analysed: &PgnGame) -> Option<String> {
    let mut s = decode(saved).ok()?;
    let moves: Vec<String> = analysed.game.moves().iter().map(|m| m.uci()).collect();
    let same_start = rules::fen::parse_position(&s.start_fen)
        .is_ok_and(|p| rules::fen::to_fen(&p) == rules::fen::to_fen(analysed.game.start()));
    if !same_start || s.moves != moves {
        return None;
    }
    let notes = notes_of(analysed);
    if notes.is_empty() {
        return None;
    }
    s.notes = notes;
    Some(encode(&s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::pgn;
    use crate::analysis::record::{Analysis, PositionEval};
    use crate::analysis::Eval;
    use crate::persist::Saved;
    use rules::pgn::read_game;

    #[test]
    fn the_saved_game_gets_the_analysis_as_its_annotations() {
        let pg0 = read_game("1. e4 e5 2. Nf3 Qg5 *\n").unwrap();
        let moves: Vec<String> = pg0.game.moves().iter().map(|m| m.uci()).collect();
        let saved = encode(&Saved {
            start_fen: rules::fen::to_fen(pg0.game.start()),
            moves: moves.clone(),
            ..Saved::default()
        });
        let mut a = Analysis::new(moves.clone(), true, false);
        for (ply, cp) in [(0, 20), (1, 20), (2, 20), (3, 20), (4, 900)] {
            a.record(
                ply,
                PositionEval {
                    eval: Eval::Cp(cp),
                    depth: 10,
                    line: vec!["x".into()],
                },
            );
        }
        let mut pg = pg0.clone();
        pgn::write(&mut pg, &a);
        let kept = keep_in_saved(&saved, &pg).expect("kept");
        let back = decode(&kept).unwrap();
        assert_eq!(back.moves, moves);
        // The game page merges the notes into its export: the evals and the NAG are there.
        let mut export = pg0.clone();
        crate::annotations::merge(&mut export, &back.notes);
        let text = export.to_pgn().replace('\n', " ");
        assert!(text.contains("Qg5 $4 {[%eval 9.00]}"), "{text}");
        assert_eq!(
            pgn::read(&export).and_then(|r| r.eval(4)),
            Some(Eval::Cp(900))
        );
        // Another game, or a damaged saved text, is left alone.
        let other = read_game("1. d4 *\n").unwrap();
        assert_eq!(keep_in_saved(&saved, &other), None);
        assert_eq!(keep_in_saved("rubbish", &pg), None);
        assert_eq!(keep_in_saved(&saved, &pg0), None, "nothing to keep");
    }
}
