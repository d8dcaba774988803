//! The analysis in PGN, the way lichess writes it: after every move a `[%eval 0.35]` or
//! `[%eval #-3]` comment (the evaluation of the position the move leads to, White's view) and
//! the move's mark as a NAG (`$6` ?!, `$2` ?, `$4` ??). python-chess reads them
//! (`node.eval()`, `node.nags`); an imported game with them shows its analysis again.

use rules::pgn::{PgnGame, VarMove, Variation};

use super::record::{Analysis, PositionEval};
use super::{Eval, Mark};

/// The `[%eval ...]` value in a comment, if there is one and it reads.
pub fn eval_in_comment(comment: &str) -> Option<Eval> {
    let (_, rest) = comment.split_once("[%eval ")?;
    let value = rest.trim_start().split([']', ',', ' ']).next()?;
    Eval::from_pgn(value)
}

/// Adds the analysis to `pg` (the game as exported): each analysed move gets its `[%eval]`
/// before any comment it has (a clock time) and its mark's NAG, and a marked move the engine's
/// line as a variation (as lichess does; the viewer takes its first move as the best move
/// again); a checkmate position's eval is not written (there is nothing to evaluate). Nothing
/// when the analysis is of other moves.
pub fn write(pg: &mut PgnGame, a: &Analysis) {
    let moves: Vec<String> = pg.game.moves().iter().map(|m| m.uci()).collect();
    if !a.fits(&moves) {
        return;
    }
    for ply in 1..=moves.len() {
        if let Some(mark) = a.mark(ply) {
            if !pg.nags(ply).contains(&mark.nag()) {
                pg.add_nag(ply, mark.nag());
                if let Some(v) = best_line(pg, a, ply) {
                    pg.add_variation(ply, v);
                }
            }
        }
        let Some(e) = a.eval(ply).filter(|e| *e != Eval::Mate(0)) else {
            continue;
        };
        let mut c = ["[%eval ", &e.to_pgn(), "]"].concat();
        if let Some(old) = pg.comment(ply) {
            if eval_in_comment(old).is_some() {
                continue;
            }
            c.push(' ');
            c.push_str(old);
        }
        pg.set_comment(ply, &c);
    }
}

/// The engine's line in the position before move `ply`, as a variation (its legal moves).
fn best_line(pg: &PgnGame, a: &Analysis, ply: usize) -> Option<Variation> {
    let line = &a.positions.get(ply - 1)?.as_ref()?.line;
    a.better(ply)?;
    let mut pos = pg.game.position_at(ply - 1)?.clone();
    let mut moves = Vec::new();
    for uci in line {
        let Ok(mv) = rules::uci::parse_uci(&pos, uci) else {
            break;
        };
        let san = rules::san::to_san(&pos, mv);
        let Ok(next) = pos.play(mv) else { break };
        moves.push(VarMove {
            mv,
            san,
            nags: Vec::new(),
            comment: None,
            variations: Vec::new(),
        });
        pos = next;
    }
    (!moves.is_empty()).then_some(Variation {
        comment: None,
        moves,
    })
}

/// The analysis an imported game carries: the `[%eval]` of its moves' comments and the marks
/// among their NAGs (`$6 $2 $4`); `None` when it has neither.
pub fn read(pg: &PgnGame) -> Option<Analysis> {
    let moves: Vec<String> = pg.game.moves().iter().map(|m| m.uci()).collect();
    let white_first = pg.game.start().turn() == rules::Color::White;
    let mut a = Analysis::new(moves, white_first, false);
    let mut any = false;
    for ply in 1..a.positions.len() {
        // A marked move's variation is the best line of the position before it.
        let best = pg.variations(ply).first().and_then(|v| v.moves.first());
        if let (Some(b), Some(Some(p))) = (best, a.positions.get_mut(ply - 1)) {
            if p.line.is_empty() {
                p.line = vec![b.mv.uci()];
            }
        }
        if let Some(eval) = pg.comment(ply).and_then(eval_in_comment) {
            a.record(
                ply,
                PositionEval {
                    eval,
                    depth: 0,
                    line: Vec::new(),
                },
            );
            any = true;
        }
    }
    let given: Vec<Option<Mark>> = (1..a.positions.len())
        .map(|ply| pg.nags(ply).iter().find_map(|&n| Mark::of_nag(n)))
        .collect();
    if given.iter().any(Option::is_some) {
        a.given = given;
        any = true;
    }
    // A final checkmate has no eval in the PGN: it is known from the position.
    if let Some(last) = a.positions.len().checked_sub(1) {
        if last > 0 && a.positions[last].is_none() && {
            let pos = pg.game.position();
            pos.is_check() && !pos.has_legal_moves()
        } {
            a.record(
                last,
                PositionEval {
                    eval: Eval::Mate(0),
                    depth: 0,
                    line: Vec::new(),
                },
            );
        }
    }
    any.then_some(a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::pgn::read_game;

    #[test]
    fn comments_give_their_eval() {
        assert_eq!(eval_in_comment("[%eval 0.35]"), Some(Eval::Cp(35)));
        assert_eq!(
            eval_in_comment("[%eval #-3] [%clk 0:01:00]"),
            Some(Eval::Cp(0)).and(Some(Eval::Mate(-3)))
        );
        assert_eq!(eval_in_comment("[%eval -1.2,20]"), Some(Eval::Cp(-120)));
        assert_eq!(eval_in_comment("nice move"), None);
        assert_eq!(eval_in_comment("[%eval x]"), None);
        assert_eq!(eval_in_comment("[%eval "), None);
    }

    #[test]
    fn imported_lichess_analysis_reads() {
        let text = "[Event \"x\"]\n\n1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } \
                    2. Qh5 $6 { [%eval -0.1] [%clk 0:05:00] } 2... Nc6 3. Qxf7+ $4 *\n";
        let pg = read_game(text).unwrap();
        let a = read(&pg).unwrap();
        assert_eq!(a.eval(1), Some(Eval::Cp(30)));
        assert_eq!(a.eval(3), Some(Eval::Cp(-10)));
        assert_eq!(a.eval(4), None);
        assert_eq!(a.mark(3), Some(Mark::Inaccuracy));
        assert_eq!(a.mark(5), Some(Mark::Blunder));
        assert_eq!(a.mark(1), None);
        let plain = read_game("1. e4 e5 {good} *\n").unwrap();
        assert_eq!(read(&plain), None);
    }

    #[test]
    fn written_analysis_reads_back() {
        let pg0 = read_game("1. f3 e5 2. g4 { [%clk 0:01:00] } 2... Qh4# 0-1\n").unwrap();
        let moves: Vec<String> = pg0.game.moves().iter().map(|m| m.uci()).collect();
        let mut a = Analysis::new(moves, true, false);
        for (ply, e) in [
            (0, Eval::Cp(20)),
            (1, Eval::Cp(-40)),
            (2, Eval::Cp(-30)),
            (3, Eval::Mate(-1)),
            (4, Eval::Mate(0)),
        ] {
            a.record(
                ply,
                PositionEval {
                    eval: e,
                    depth: 5,
                    line: vec!["e2e4".into()],
                },
            );
        }
        let mut pg = pg0.clone();
        write(&mut pg, &a);
        let text = pg.to_pgn();
        let flat = text.replace('\n', " ");
        assert!(
            flat.contains("g4 $4 {[%eval #-1] [%clk 0:01:00]}"),
            "{text}"
        );
        assert!(flat.contains("f3 $6 {[%eval -0.40]}"), "{text}");
        assert!(!text.contains("#0"), "{text}");
        // The marked moves' best line as a variation: 2. e4 instead of 2. g4??.
        assert!(
            flat.contains("2. g4 $4 {[%eval #-1] [%clk 0:01:00]} (2. e4)"),
            "{text}"
        );
        let back = read(&read_game(&text).unwrap()).unwrap();
        for ply in 1..=4 {
            assert_eq!(back.eval(ply), a.eval(ply), "{ply}");
            assert_eq!(back.mark(ply), a.mark(ply), "{ply}");
        }
        assert_eq!(back.better(3), Some("e2e4"), "the best move read back");
        // Written twice, the game gets one eval and one NAG per move.
        write(&mut pg, &a);
        assert_eq!(pg.to_pgn(), text);
        // An analysis of other moves adds nothing.
        let mut other = pg0.clone();
        write(&mut other, &Analysis::new(vec!["e2e4".into()], true, false));
        assert_eq!(other.to_pgn(), pg0.to_pgn());
    }
}
