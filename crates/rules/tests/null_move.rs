//! `Position::play_null`: the result must be the same position as one built from scratch with
//! the other side to move (placement, rights, clocks, checks, pins, legal moves and the
//! repetition hash), along random games from Chess960 start positions.

mod random_games;

use random_games::Rng;
use rules::{fen, startpos, Position, Setup};

/// The position with the turn passed, built the slow way: through a `Setup` and validation.
fn rebuilt(pos: &Position) -> Option<Position> {
    let mut setup: Setup = pos.to_setup();
    setup.turn = !setup.turn;
    setup.ep_square = None;
    setup.halfmoves += 1;
    if pos.turn() == rules::Color::Black {
        setup.fullmoves += 1;
    }
    Position::from_setup(setup).ok()
}

fn sorted_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

#[test]
fn null_move_matches_a_rebuilt_position() {
    let mut rng = Rng(0x6e75_6c6c);
    let mut checked = 0;
    for game in 0..60 {
        let mut pos = startpos::start_position(rng.below(960) as u32).expect("start position");
        for _ in 0..(40 + game) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mut nulled = pos.clone();
            if pos.is_check() {
                assert!(!nulled.play_null(), "null move allowed in check");
                assert_eq!(nulled, pos, "a refused null move changed the position");
            } else {
                assert!(nulled.play_null());
                let slow = rebuilt(&pos).expect("passing the turn out of check is legal");
                assert_eq!(nulled, slow, "{}", fen::to_fen(&pos));
                assert_eq!(nulled.repetition_key(), slow.repetition_key());
                assert_eq!(nulled.checkers(), slow.checkers());
                assert_eq!(nulled.pinned(), slow.pinned());
                assert!(!nulled.is_check());
                assert_eq!(sorted_moves(&nulled), sorted_moves(&slow));
                // Two null moves give the placement and hash back (en passant aside).
                let mut twice = nulled.clone();
                assert!(twice.play_null());
                if pos.legal_ep_square().is_none() {
                    assert_eq!(twice.repetition_key(), pos.repetition_key());
                }
                checked += 1;
            }
            let m = *rng.pick(&moves);
            pos.play_unchecked(m);
        }
    }
    assert!(checked > 1000, "only {checked} positions checked");
}

#[test]
fn null_move_clears_en_passant() {
    let mut pos = fen::parse_position("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1")
        .expect("valid FEN with en passant");
    assert!(pos.legal_ep_square().is_some());
    assert!(pos.play_null());
    assert_eq!(pos.ep_square(), None);
    let back = fen::parse_position("4k3/8/8/8/3pP3/8/8/4K3 w - - 1 2").expect("valid FEN");
    assert_eq!(pos, back);
    assert_eq!(pos.repetition_key(), back.repetition_key());
}
