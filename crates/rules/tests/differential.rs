//! Differential test against cozy-chess (an unrelated Chess960 move generator, dev-dependency
//! only): random games from random start positions, and at every position on the way the two
//! libraries must agree on the set of legal moves, written as Chess960 UCI (castling as king
//! takes own rook, which is how cozy-chess writes it too), on check, and on the position
//! itself after each move (placement, side to move, castling rights, clocks).
//!
//! Both boards are advanced move by move, so our `play_unchecked` is checked as well as the
//! move generator; every few plies cozy-chess also reads our Shredder-FEN, which checks the
//! FEN writer.

use std::collections::BTreeSet;

use rules::fen::to_shredder_fen;
use rules::{startpos, Move, Position};

mod random_games;
use random_games::Rng;

fn ours(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(Move::to_string).collect()
}

fn cozy(board: &cozy_chess::Board) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    board.generate_moves(|mvs| {
        set.extend(mvs.into_iter().map(|m| m.to_string()));
        false
    });
    set
}

/// Placement, side to move, castling (as a set of letters: the two libraries may order them
/// differently), half-move clock (cozy-chess stops counting at 100) and move number.
fn key_fields(fen: &str) -> (String, String, BTreeSet<char>, u32, u32) {
    let f: Vec<&str> = fen.split(' ').collect();
    assert_eq!(f.len(), 6, "{fen}");
    (
        f[0].to_string(),
        f[1].to_string(),
        f[2].chars().filter(|&c| c != '-').collect(),
        f[4].parse::<u32>().expect("halfmoves").min(100),
        f[5].parse().expect("fullmoves"),
    )
}

/// Our Shredder-FEN with the half-move clock capped at 100, as cozy-chess requires.
fn fen_for_cozy(pos: &Position) -> String {
    let fen = to_shredder_fen(pos);
    let mut f: Vec<String> = fen.split(' ').map(str::to_string).collect();
    if let Some(h) = f.get_mut(4) {
        let n: u32 = h.parse().expect("halfmoves");
        *h = n.min(100).to_string();
    }
    f.join(" ")
}

#[test]
fn legal_moves_agree_with_cozy_chess_in_random_games() {
    const POSITIONS: usize = 20_000;
    const MAX_PLIES: usize = 200;
    let mut rng = Rng(0x0ddb_1a5e_5c0f_fee5);
    let mut positions = 0;
    let mut games = 0;
    let (mut castles, mut en_passants, mut promotions, mut checks) = (0, 0, 0, 0);
    while positions < POSITIONS {
        games += 1;
        let n = rng.below(960) as u32;
        let mut pos = startpos::start_position(n).expect("start position");
        let mut board = cozy_chess::Board::from_fen(&to_shredder_fen(&pos), true)
            .expect("cozy-chess reads our start position");
        for ply in 0..MAX_PLIES {
            positions += 1;
            let context = || format!("SP {n}, ply {ply}: {}", to_shredder_fen(&pos));
            let list = pos.legal_moves();
            let mine = ours(&pos);
            assert_eq!(mine.len(), list.len(), "duplicate moves; {}", context());
            assert_eq!(mine, cozy(&board), "{}", context());
            assert_eq!(
                pos.count_legal_moves() as usize,
                list.len(),
                "{}",
                context()
            );
            assert_eq!(
                pos.is_check(),
                !board.checkers().is_empty(),
                "{}",
                context()
            );
            assert_eq!(
                key_fields(&to_shredder_fen(&pos)),
                key_fields(&format!("{board:#}")),
                "{}",
                context()
            );
            if ply % 8 == 0 {
                let reread =
                    cozy_chess::Board::from_fen(&fen_for_cozy(&pos), true).unwrap_or_else(|e| {
                        panic!("cozy-chess rejects our FEN ({e:?}); {}", context())
                    });
                assert_eq!(mine, cozy(&reread), "{}", context());
            }
            checks += usize::from(pos.is_check());
            if list.is_empty() {
                break;
            }
            // Uniformly random, but when a coin says so, castle or capture en passant if that
            // is legal: random play alone rarely does either.
            let special: Vec<Move> = list
                .iter()
                .copied()
                .filter(|m| matches!(m, Move::Castle { .. } | Move::EnPassant { .. }))
                .collect();
            let m = if !special.is_empty() && rng.below(2) == 0 {
                special[rng.below(special.len())]
            } else {
                list[rng.below(list.len())]
            };
            match m {
                Move::Castle { .. } => castles += 1,
                Move::EnPassant { .. } => en_passants += 1,
                Move::Normal {
                    promotion: Some(_), ..
                } => promotions += 1,
                _ => {}
            }
            let cm: cozy_chess::Move = m.to_string().parse().expect("cozy-chess reads UCI");
            board
                .try_play(cm)
                .unwrap_or_else(|_| panic!("cozy-chess rejects {m}; {}", context()));
            pos.play_unchecked(m);
        }
    }
    eprintln!(
        "{positions} positions in {games} games: {castles} castlings, {en_passants} en passant, \
         {promotions} promotions, {checks} checks"
    );
    // The games must have exercised the special moves.
    assert!(castles > 50, "{castles} castlings");
    assert!(en_passants >= 10, "{en_passants} en passant captures");
    assert!(promotions > 10, "{promotions} promotions");
    assert!(checks > 100, "{checks} checks");
}
