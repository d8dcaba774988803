//! Unit tests of the evaluation.
use super::*;
use rules::fen::parse_position;

fn eval(fen: &str) -> i32 {
    evaluate(&parse_position(fen).expect("valid FEN"))
}

/// The same position with colours swapped and the board mirrored must get the same score.
fn mirror(fen: &str) -> String {
    let mut parts = fen.split(' ');
    let placement = parts.next().unwrap_or("");
    let turn = parts.next().unwrap_or("w");
    let castling = parts.next().unwrap_or("-");
    let _ep = parts.next();
    let clocks: Vec<&str> = parts.collect();
    let swap = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let rows: Vec<String> = placement
        .split('/')
        .rev()
        .map(|r| r.chars().map(swap).collect())
        .collect();
    let turn = if turn == "w" { "b" } else { "w" };
    let castling: String = if castling == "-" {
        "-".into()
    } else {
        castling.chars().map(swap).collect()
    };
    format!(
        "{} {turn} {castling} - {}",
        rows.join("/"),
        clocks.join(" ")
    )
}

#[test]
fn symmetric() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "nr1nkbbr/4p3/6pp/p1q2pP1/2p1PP1P/1NN5/PPP1B3/1R2K1BR w HBhb - 1 16",
        "8/5k2/8/3P4/8/8/2K5/8 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        assert_eq!(eval(fen), eval(&mirror(fen)), "{fen}");
    }
}

#[test]
fn material_counts() {
    // White is a queen up.
    assert!(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 700);
    assert!(eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1") < -700);
    // Dead positions are exactly equal.
    assert_eq!(eval("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), 0);
    assert_eq!(eval("4k3/8/8/8/8/8/8/2N1K3 b - - 0 1"), 0);
}

#[test]
fn corner_bishop_behind_own_pawn_is_penalised() {
    // Same material; the bishop on a1 behind b2 against the bishop on a1 after b3.
    let shut = eval("4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1");
    let open = eval("4k3/8/8/8/8/1P6/8/B3K3 w - - 0 1");
    assert!(open > shut + 30, "open {open} shut {shut}");
}

#[test]
fn central_king_without_rights_is_penalised() {
    let rights = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let lost = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kq - 0 1");
    assert!(rights > lost, "rights {rights} lost {lost}");
}

#[test]
fn passed_pawn_is_worth_more_further_up() {
    let far = eval("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1");
    let near = eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1");
    assert!(far > near + 40, "far {far} near {near}");
}

/// The pawn-structure cache never changes a score: along random games from several start
/// positions (kings walking, pawns moving and promoting, pieces blocking passed pawns), the
/// cached evaluation equals the one computed from scratch, both when the pawns and kings are
/// new to the cache and when they are those of the position before (a hit).
#[test]
fn the_pawn_cache_gives_the_same_scores() {
    let mut cache = PawnCache::default();
    let mut rng = crate::Rng(7);
    let (mut same_as_before, mut positions) = (0, 0);
    for sp in [518, 0, 959, 345, 100, 777] {
        for _ in 0..6 {
            let mut pos = rules::startpos::start_position(sp).expect("start position");
            for _ in 0..160 {
                let moves = pos.legal_moves();
                let Some(&m) = moves.get(rng.below(moves.len())) else {
                    break;
                };
                let before = (
                    pos.board().by_role(Role::Pawn),
                    pos.board().by_role(Role::King),
                );
                pos.play_unchecked(m);
                let after = (
                    pos.board().by_role(Role::Pawn),
                    pos.board().by_role(Role::King),
                );
                if before == after {
                    same_as_before += 1;
                }
                positions += 1;
                let fen = rules::fen::to_fen(&pos);
                assert_eq!(evaluate_cached(&pos, &mut cache), evaluate(&pos), "{fen}");
                assert_eq!(evaluate_cached(&pos, &mut cache), evaluate(&pos), "{fen}");
            }
        }
    }
    assert!(
        positions > 3000 && same_as_before > 1000,
        "{positions} positions, {same_as_before} with the pawns and kings of the one before"
    );
}
