//! Tests of game records: outcomes, draw claims, undo.

use super::*;
use crate::fen::parse_position;
use crate::san::SanError;
use crate::Board;

fn game(fen: &str) -> Game {
    Game::new(parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

/// Plays space-separated SAN moves; tokens ending in '.' (move numbers) are skipped.
fn play(game: &mut Game, moves: &str) {
    for san in moves.split_whitespace().filter(|t| !t.ends_with('.')) {
        if let Err(e) = game.play_san(san) {
            panic!("{san}: {e}");
        }
    }
}

fn board(fen: &str) -> Board {
    *parse_position(fen).unwrap().board()
}

const DRAW: GameResult = GameResult::Draw;

#[test]
fn checkmate_ends_the_game_and_refuses_moves() {
    let mut g = Game::chess960(518).unwrap();
    play(&mut g, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, GameResult::WhiteWins);
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert!(g.is_over());
    assert!(matches!(g.play_san("Ke7"), Err(GameError::GameOver(o)) if o == outcome));
    let any = g.position().legal_moves().first().copied();
    assert_eq!(any, None);
    assert_eq!(g.sans().last().map(String::as_str), Some("Qxf7#"));
}

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    play(&mut g, "Qf7");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: DRAW,
            reason: Reason::Stalemate
        })
    );
    assert!(!g.can_claim_fifty());
    assert!(g.claim_draw().is_err());
}

#[test]
fn a_start_position_can_already_be_over() {
    let mated = game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(mated.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    assert_eq!(
        mated.outcome().map(|o| o.result),
        Some(GameResult::WhiteWins)
    );
    let bare = game("8/8/4k3/8/8/4K3/8/8 w - - 0 1");
    assert_eq!(bare.outcome().map(|o| o.reason), Some(Reason::DeadPosition));
}

#[test]
fn dead_positions() {
    for fen in [
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1",       // K v K
        "8/8/4k3/8/8/4K3/5N2/8 w - - 0 1",     // K+N v K
        "8/8/4k3/2b5/8/4K3/8/8 w - - 0 1",     // K v K+B
        "8/8/4kb2/8/8/2B1K3/8/8 w - - 0 1",    // K+B v K+B, both dark
        "1b6/b7/4k3/8/8/2B1K3/7B/8 w - - 0 1", // four bishops, all dark
    ] {
        assert!(is_dead_position(&board(fen)), "{fen}");
    }
    for fen in [
        "8/8/4k1b1/8/8/2B1K3/8/8 w - - 0 1", // bishops on opposite colours
        "8/8/4kn2/8/8/4K3/5N2/8 w - - 0 1",  // K+N v K+N (helpmate exists)
        "8/8/4kn2/8/8/2B1K3/8/8 w - - 0 1",  // K+B v K+N
        "8/8/4k3/8/8/4K3/4NN2/8 w - - 0 1",  // K+NN v K
        "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1",   // a pawn
        "8/8/4k3/8/8/4K3/8/7R w - - 0 1",    // a rook
        "8/8/4kb2/8/8/2B1K3/5N2/8 w - - 0 1", // same-colour bishops and a knight
    ] {
        assert!(!is_dead_position(&board(fen)), "{fen}");
    }
}

#[test]
fn a_capture_into_a_dead_position_ends_the_game() {
    let mut g = game("8/8/4k3/8/8/3rB3/4K3/8 w - - 0 1");
    play(&mut g, "Kxd3");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: DRAW,
            reason: Reason::DeadPosition
        })
    );
    assert!(g.undo().is_some());
    assert_eq!(g.outcome(), None);
}

#[test]
fn can_checkmate_follows_fide_6_9() {
    use Color::{Black, White};
    // Lone king.
    assert!(!can_checkmate(
        &board("8/8/4k3/8/2q5/8/4K3/8 w - - 0 1"),
        White
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2q5/8/4K3/8 w - - 0 1"),
        Black
    ));
    // King and knight against a lone king or king and queen: no mate possible.
    assert!(!can_checkmate(
        &board("8/8/4k3/8/2n5/8/4K3/8 w - - 0 1"),
        Black
    ));
    assert!(!can_checkmate(
        &board("8/8/4k3/8/2n5/8/3QK3/8 w - - 0 1"),
        Black
    ));
    // ... but against a rook or pawn the defender's own piece can block: helpmate exists.
    assert!(can_checkmate(
        &board("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1"),
        Black
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2n5/8/3PK3/8 w - - 0 1"),
        Black
    ));
    // King and bishop: insufficient unless the opponent has knights, pawns or a bishop
    // of the other colour.
    assert!(!can_checkmate(
        &board("8/8/4k3/8/2b5/8/4K3/8 w - - 0 1"),
        Black
    ));
    assert!(!can_checkmate(
        &board("8/8/4k3/8/2b5/8/3QK3/8 w - - 0 1"),
        Black
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2b5/8/3NK3/8 w - - 0 1"),
        Black
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2b5/8/3BK3/8 w - - 0 1"),
        Black
    )); // c4 light, d2 dark
        // Two knights, or bishop and knight: enough.
    assert!(can_checkmate(
        &board("8/8/4k3/8/2nn4/8/4K3/8 w - - 0 1"),
        Black
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2nb4/8/4K3/8 w - - 0 1"),
        Black
    ));
    // Heavy pieces and pawns always.
    assert!(can_checkmate(
        &board("8/8/4k3/8/2p5/8/4K3/8 w - - 0 1"),
        Black
    ));
    assert!(can_checkmate(
        &board("8/8/4k3/8/2r5/8/4K3/8 w - - 0 1"),
        Black
    ));
}

#[test]
fn timeout_is_a_loss_only_if_the_opponent_can_mate() {
    let mut g = game("8/8/4k3/8/2n5/8/3QK3/8 w - - 0 1");
    let o = g.timeout(Color::White).unwrap();
    assert_eq!(
        o,
        Outcome {
            result: DRAW,
            reason: Reason::Timeout(Color::White)
        }
    );
    let mut g = game("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1");
    assert_eq!(
        g.timeout(Color::White).unwrap().result,
        GameResult::BlackWins
    );
    let mut g = game("8/8/4k3/8/2n5/8/3RK3/8 w - - 0 1");
    assert_eq!(
        g.timeout(Color::Black).unwrap().result,
        GameResult::WhiteWins
    );
    assert!(matches!(
        g.timeout(Color::White),
        Err(GameError::GameOver(_))
    ));
}

#[test]
fn resignation_agreement_undo_and_reopen() {
    let mut g = Game::chess960(0).unwrap();
    play(&mut g, "g4 g5");
    let o = g.resign(Color::White).unwrap();
    assert_eq!(o.result, GameResult::BlackWins);
    assert_eq!(o.reason, Reason::Resignation(Color::White));
    assert_eq!(g.outcome(), Some(o));
    assert!(matches!(g.play_san("f4"), Err(GameError::GameOver(_))));
    assert!(matches!(g.agree_draw(), Err(GameError::GameOver(_))));
    // Reopen: the resignation is withdrawn, no move taken back.
    assert_eq!(g.reopen(), Some(o));
    assert_eq!(g.ply(), 2);
    assert_eq!(g.outcome(), None);
    // Undo after agreement takes back the move and the agreement.
    g.agree_draw().unwrap();
    let m = g.undo().unwrap();
    assert_eq!(m.to().to_string(), "g5");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.ply(), 1);
    assert!(g.undo().is_some());
    assert_eq!(g.undo(), None);
    // At the start a declared end is left alone by undo.
    g.resign(Color::Black).unwrap();
    assert_eq!(g.undo(), None);
    assert!(g.is_over());
}

#[test]
fn end_accepts_only_consistent_declared_outcomes() {
    let mut g = Game::chess960(100).unwrap();
    for bad in [
        Outcome {
            result: GameResult::WhiteWins,
            reason: Reason::Checkmate,
        },
        Outcome {
            result: GameResult::WhiteWins,
            reason: Reason::Resignation(Color::White),
        },
        Outcome {
            result: GameResult::BlackWins,
            reason: Reason::Agreement,
        },
        Outcome {
            result: GameResult::BlackWins,
            reason: Reason::Timeout(Color::Black),
        },
        Outcome {
            result: DRAW,
            reason: Reason::ThreefoldClaim,
        },
    ] {
        assert_eq!(g.end(bad), Err(GameError::InconsistentOutcome(bad)));
    }
    let unknown = Outcome {
        result: GameResult::BlackWins,
        reason: Reason::Unknown,
    };
    g.end(unknown).unwrap();
    assert_eq!(g.outcome(), Some(unknown));
    assert_eq!(g.declared_outcome(), Some(unknown));
}

#[test]
fn moves_positions_and_sans_stay_in_step() {
    // Chess960 start 99 (BQNRNKRB): O-O moves the king f1-g1 and the rook g1-f1.
    let mut g = Game::chess960(99).unwrap();
    play(&mut g, "g3 g6 Nf3 Nf6 O-O O-O");
    assert_eq!(g.ply(), 6);
    assert_eq!(g.sans(), ["g3", "g6", "Nf3", "Nf6", "O-O", "O-O"]);
    assert!(g.moves().iter().skip(4).all(|m| m.is_castle()));
    assert_eq!(g.position_at(0), Some(g.start()));
    assert_eq!(g.position_at(6), Some(g.position()));
    assert_eq!(g.position_at(7), None);
    for ply in 0..6 {
        let (before, after) = (g.position_at(ply).unwrap(), g.position_at(ply + 1).unwrap());
        assert_eq!(&before.play(g.moves()[ply]).unwrap(), after);
    }
    let illegal = g.play_san("Nf9");
    assert!(matches!(
        illegal,
        Err(GameError::San(SanError::Syntax { .. }))
    ));
    assert!(matches!(
        g.play_san("Qh7"),
        Err(GameError::San(SanError::Illegal { .. }))
    ));
    let e2e4 = Move::Normal {
        from: "e2".parse().unwrap(),
        to: "e5".parse().unwrap(),
        promotion: None,
    };
    assert_eq!(g.play(e2e4), Err(GameError::IllegalMove(e2e4)));
    assert_eq!(g.ply(), 6);
}

/// Knight shuffle in Chess960 start 0 (BBQNNRKR): d1-c3-d1, d8-c6-d8.
const SHUFFLE: &str = "Nc3 Nc6 Nd1 Nd8";

#[test]
fn threefold_claim_and_fivefold_end() {
    let mut g = Game::chess960(0).unwrap();
    assert_eq!(g.repetitions(), 1);
    play(&mut g, SHUFFLE);
    assert_eq!(g.repetitions(), 2);
    assert!(!g.can_claim_threefold());
    play(&mut g, "Nc3 Nc6 Nd1");
    assert!(!g.can_claim_threefold());
    let nd8 = san::parse_san(g.position(), "Nd8").unwrap();
    let nb4 = san::parse_san(g.position(), "Nb4").unwrap();
    assert!(g.can_claim_threefold_with(nd8));
    assert!(!g.can_claim_threefold_with(nb4));
    play(&mut g, "Nd8");
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold());
    // Not claimed: play on to the fifth occurrence, which ends the game by itself.
    play(&mut g, SHUFFLE);
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.outcome(), None);
    play(&mut g, SHUFFLE);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: DRAW,
            reason: Reason::FivefoldRepetition
        })
    );
    assert!(!g.can_claim_threefold());
    assert!(matches!(g.play_san("Nc3"), Err(GameError::GameOver(_))));
    // Take back one move: the fivefold draw is gone, a claim is possible again.
    g.undo();
    assert_eq!(g.outcome(), None);
    // Black to move after Nd1: plies 3, 7, 11 and 15.
    assert_eq!(g.repetitions(), 4);
    assert!(g.can_claim_threefold());
    assert!(g.can_claim_threefold_with(nd8));
    assert_eq!(g.claim_draw().map(|o| o.reason), Ok(Reason::ThreefoldClaim));
}

#[test]
fn claim_by_announcing_the_move() {
    let mut g = Game::chess960(0).unwrap();
    play(&mut g, "Nc3 Nc6 Nd1 Nd8 Nc3 Nc6 Nd1");
    let nd8 = san::parse_san(g.position(), "Nd8").unwrap();
    let nb4 = san::parse_san(g.position(), "Nb4").unwrap();
    assert_eq!(g.claim_draw(), Err(GameError::NoDrawClaim));
    // A move that gives no claim is refused and not played.
    assert_eq!(g.claim_draw_with(nb4), Err(GameError::NoDrawClaim));
    assert_eq!(g.ply(), 7);
    let o = g.claim_draw_with(nd8).unwrap();
    assert_eq!(o.reason, Reason::ThreefoldClaim);
    assert_eq!(o.result, DRAW);
    assert_eq!(g.ply(), 8);
    assert_eq!(g.outcome(), Some(o));
}

#[test]
fn same_side_to_move_is_required() {
    // White's king walks a triangle, Black's steps aside and back: after five plies the
    // start placement recurs with Black to move, which is a different position.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    play(&mut g, "Kd1 Kd8 Kd2 Ke8 Ke1");
    assert_eq!(g.position().board(), g.start().board());
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(g.repetitions(), 1);
    // Four more plies bring the same placement, Black to move: the second occurrence.
    play(&mut g, "Kd8 Kd1 Ke8 Ke1");
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn castling_rights_lost_make_a_different_position_chess960() {
    // King on g1 between rooks b1 and h1 (Chess960 style rights B and H for each side).
    let mut g = game("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1");
    let rook_trip = "Ra1 Ra8 Rb1 Rb8";
    play(&mut g, rook_trip);
    // Same placement and side as the start, but the b-rooks lost their rights.
    assert_eq!(g.position().board(), g.start().board());
    assert_eq!(g.repetitions(), 1);
    play(&mut g, rook_trip);
    assert_eq!(g.repetitions(), 2);
    play(&mut g, rook_trip);
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold());
    // The start's placement has now occurred four times, but only three count.
    let same_placement = (0..=g.ply())
        .filter(|&p| g.position_at(p).map(Position::board) == Some(g.start().board()))
        .count();
    assert_eq!(same_placement, 4);
}

#[test]
fn castling_rights_lost_by_king_move_chess960() {
    // Chess960 start 0 (BBQNNRKR): the kings step out and back, losing all rights.
    let mut g = Game::chess960(0).unwrap();
    play(&mut g, "g4 g5 Nf3 Nf6");
    let reference = g.ply();
    play(&mut g, "Kg2 Kg7 Kg1 Kg8");
    assert_eq!(
        g.position().board(),
        g.position_at(reference).unwrap().board()
    );
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Kg2 Kg7 Kg1 Kg8");
    assert_eq!(g.repetitions(), 2);
}

/// After ...d7-d5 beside the e5 pawn the en passant square is set; the pin on the e-file
/// makes exd6 illegal, so the position is the same as without the square (FIDE 9.2.3).
#[test]
fn illegal_en_passant_does_not_make_a_position_different() {
    let mut g = game("4r1k1/3p4/7n/4P3/8/8/8/1N2K3 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.position().ep_square(), "d6".parse().ok());
    assert_eq!(g.position().legal_ep_square(), None);
    play(&mut g, "Nc3 Ng4 Nb1 Nh6");
    assert_eq!(g.position().ep_square(), None);
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Nc3 Ng4 Nb1 Nh6");
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold());
}

/// Without the pin the capture is possible: the position with the en passant right is
/// different from the later ones.
#[test]
fn legal_en_passant_makes_a_position_different() {
    let mut g = game("r5k1/3p4/7n/4P3/8/8/8/1N2K3 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.position().legal_ep_square(), "d6".parse().ok());
    play(&mut g, "Nc3 Ng4 Nb1 Nh6");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Nc3 Ng4 Nb1 Nh6");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Nc3 Ng4 Nb1 Nh6");
    assert_eq!(g.repetitions(), 3);
}

#[test]
fn repetitions_count_from_the_fen_start_only() {
    // A FEN with a high half-move clock: the start is the first occurrence, whatever came
    // before it in some other game.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 40 60");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "Ra2 Kd8 Ra1 Ke8");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "Ra2 Kd8 Ra1 Ke8");
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold());
    // A pawn move or capture in between starts the count afresh.
    let mut g = game("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1");
    play(&mut g, "Ra2 Kd8 Ra1 Ke8 Rxa7 Kd8 Ra1 Ke8");
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn fifty_move_claims() {
    let mut g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
    assert!(!g.can_claim_fifty());
    assert_eq!(g.claim_draw(), Err(GameError::NoDrawClaim));
    let ra1b1 = san::parse_san(g.position(), "Rb1").unwrap();
    let a2a3 = san::parse_san(g.position(), "a3").unwrap();
    assert!(g.can_claim_fifty_with(ra1b1));
    assert!(!g.can_claim_fifty_with(a2a3));
    let mut by_move = g.clone();
    assert_eq!(
        by_move.claim_draw_with(ra1b1).map(|o| o.reason),
        Ok(Reason::FiftyMoveClaim)
    );
    assert_eq!(by_move.ply(), 1);
    play(&mut g, "Rb1");
    assert_eq!(g.position().halfmoves(), 100);
    assert!(g.can_claim_fifty());
    assert_eq!(
        g.claim_draw(),
        Ok(Outcome {
            result: DRAW,
            reason: Reason::FiftyMoveClaim
        })
    );
}

#[test]
fn seventy_five_move_rule_and_checkmate_precedence() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120";
    // A quiet move reaching a clock of 150 ends the game...
    let mut g = game(fen);
    play(&mut g, "Rb1");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: DRAW,
            reason: Reason::SeventyFiveMoveRule
        })
    );
    assert!(!g.can_claim_fifty());
    // ... unless it is checkmate (FIDE 9.6.2).
    let mut g = game(fen);
    play(&mut g, "Ra8#");
    assert_eq!(g.position().halfmoves(), 150);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::WhiteWins,
            reason: Reason::Checkmate
        })
    );
    // A clock of 149 is not yet the end; a pawn move or capture resets it.
    let g = game("6k1/5ppp/8/8/8/8/8/R5K1 b - - 149 120");
    assert_eq!(g.outcome(), None);
    let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 b - - 149 120");
    play(&mut g, "h6");
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn display_texts() {
    let o = Outcome {
        result: GameResult::BlackWins,
        reason: Reason::Resignation(Color::White),
    };
    assert_eq!(o.to_string(), "0-1 (white resigned)");
    assert_eq!(
        GameError::GameOver(o).to_string(),
        "the game is over: 0-1 (white resigned)"
    );
    assert_eq!(GameResult::from_pgn("1-0"), Some(GameResult::WhiteWins));
    assert_eq!(GameResult::from_pgn("0-1"), Some(GameResult::BlackWins));
    assert_eq!(GameResult::WhiteWins.winner(), Some(Color::White));
    assert_eq!(GameResult::Draw.winner(), None);
}
