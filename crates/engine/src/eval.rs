//! The hand-written evaluation: material and piece-square terms tapered between middlegame and
//! endgame, mobility, pawn structure, king safety, and Chess960 development terms.
//!
//! Everything is computed from scratch with bitboards; the piece-square terms come from a few
//! formulas instead of stored tables, which keeps the wasm small. Chess960 matters in three
//! places: no bonus for the classical castled squares (the king is judged by its pawn shield
//! and the open files around it, wherever it stands), a penalty for a bishop shut in a corner
//! by its own pawn (a1 with b2, h1 with g2), and a penalty for a king that has lost its castling
//! rights on the d- or e-file.

use rules::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use rules::{Bitboard, Board, Color, Position, Role, Square};

/// Middlegame and endgame values of a term.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
struct S(i32, i32);

impl core::ops::AddAssign for S {
    #[inline]
    fn add_assign(&mut self, o: S) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

impl core::ops::SubAssign for S {
    #[inline]
    fn sub_assign(&mut self, o: S) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

impl core::ops::Mul<i32> for S {
    type Output = S;
    #[inline]
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

/// Material, middlegame and endgame, by role (king 0).
const MATERIAL: [S; 6] = [
    S(82, 104),
    S(330, 300),
    S(345, 320),
    S(470, 540),
    S(1000, 990),
    S(0, 0),
];

/// Piece values for exchanges and move ordering (pawn 100).
pub(crate) const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Game phase weight by role: 24 with all pieces on the board.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Chebyshev distance to the centre: 0 on d4-e5, 3 on the edge.
#[inline]
fn ring(sq: Square) -> usize {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = (2 * f - 7).abs();
    let dr = (2 * r - 7).abs();
    (df.max(dr) / 2) as usize
}

#[inline]
fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}

/// Rank from `color`'s side: 0 on its home rank.
#[inline]
fn rel_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank() as usize,
        Color::Black => 7 - sq.rank() as usize,
    }
}

/// The piece-square term of a piece of `role` on `sq`, seen from its own side.
fn psq(role: Role, color: Color, sq: Square) -> S {
    let c = ring(sq);
    let r = rel_rank(color, sq);
    let f = sq.file() as usize;
    match role {
        Role::Pawn => {
            let central = matches!(f, 3 | 4);
            let near = matches!(f, 2 | 5);
            let mg = match r {
                3 if central => 18,
                4 if central => 22,
                3 | 4 if near => 6,
                5 => 10,
                6 => 20,
                _ => 0,
            };
            S(mg, 6 * r.saturating_sub(1) as i32)
        }
        Role::Knight => S([22, 10, -6, -32][c], [16, 8, -4, -24][c]),
        Role::Bishop => S([12, 10, 0, -10][c], [10, 6, 0, -10][c]),
        Role::Rook => {
            if r == 6 {
                S(14, 12)
            } else {
                S(0, 0)
            }
        }
        Role::Queen => S([4, 4, 0, -6][c], [14, 10, 0, -14][c]),
        Role::King => {
            let mg = match r {
                0 => 0,
                1 => -18,
                _ => -45 - 12 * (r as i32 - 2),
            };
            S(mg, [28, 16, 0, -22][c])
        }
    }
}

/// Passed pawn bonus by relative rank.
const PASSED: [S; 8] = [
    S(0, 0),
    S(2, 8),
    S(4, 12),
    S(10, 22),
    S(24, 42),
    S(50, 80),
    S(85, 130),
    S(0, 0),
];

/// Squares attacked by the pawns `pawns` of `color`.
#[inline]
fn pawn_attacks_bb(color: Color, pawns: Bitboard) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & !FILE_A) << 7) | ((p & !FILE_H) << 9),
        Color::Black => ((p & !FILE_A) >> 9) | ((p & !FILE_H) >> 7),
    })
}

/// Files next to `file`.
#[inline]
fn adjacent_files(file: u32) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    if file > 0 {
        b |= Bitboard::file(file - 1);
    }
    if file < 7 {
        b |= Bitboard::file(file + 1);
    }
    b
}

/// The ranks strictly in front of `sq` from `color`'s side.
#[inline]
fn forward_ranks(color: Color, sq: Square) -> Bitboard {
    let r = sq.rank();
    Bitboard(match color {
        Color::White => {
            if r >= 7 {
                0
            } else {
                !0u64 << (8 * (r + 1))
            }
        }
        Color::Black => {
            if r == 0 {
                0
            } else {
                !0u64 >> (8 * (8 - r))
            }
        }
    })
}

/// Weight of an attacker on the king zone, by role.
const KING_ATTACK_WEIGHT: [i32; 6] = [0, 2, 2, 3, 5, 0];

/// One side's terms.
struct Side {
    score: S,
    /// Attack units against the enemy king zone and the number of pieces attacking it.
    king_units: i32,
    king_attackers: i32,
    /// Squares attacked by our knights and bishops, by our rooks, and by anything.
    minor_attacks: Bitboard,
    rook_attacks: Bitboard,
    all_attacks: Bitboard,
    /// Squares attacked by our knights, bishops and queens.
    knight_attacks: Bitboard,
    bishop_attacks: Bitboard,
    queen_attacks: Bitboard,
}

fn side_terms(pos: &Position, color: Color) -> Side {
    let board = pos.board();
    let us = board.by_color(color);
    let them = board.by_color(!color);
    let occupied = us | them;
    let pawns = board.by_role(Role::Pawn);
    let our_pawns = pawns & us;
    let their_pawns = pawns & them;
    let their_pawn_attacks = pawn_attacks_bb(!color, their_pawns);
    let our_king = pos.king_of(color);
    let their_king = pos.king_of(!color);
    let mobility_area = !(our_pawns | Bitboard::from_square(our_king)) & !their_pawn_attacks;
    let enemy_zone = {
        let z = king_attacks(their_king).with(their_king);
        // One more rank in front of the enemy king.
        let ahead = match !color {
            Color::White => Bitboard(z.0 << 8),
            Color::Black => Bitboard(z.0 >> 8),
        };
        z | ahead
    };

    let mut s = S::default();
    let mut king_units = 0;
    let mut king_attackers = 0;
    let mut minor_attacks = Bitboard::EMPTY;
    let mut knight_att = Bitboard::EMPTY;
    let mut bishop_att = Bitboard::EMPTY;
    let mut queen_att = Bitboard::EMPTY;
    let mut rook_attacks_all = Bitboard::EMPTY;
    let mut all_attacks = pawn_attacks_bb(color, our_pawns) | king_attacks(our_king);
    let queens = board.by_role(Role::Queen);
    let home = Bitboard::rank(if color == Color::White { 0 } else { 7 });

    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for sq in board.by_role(role) & us {
            s += MATERIAL[role.index()];
            s += psq(role, color, sq);
            let att = match role {
                Role::Knight => knight_attacks(sq),
                // Bishops and rooks see through their own queen (batteries).
                Role::Bishop => bishop_attacks(sq, occupied & !(queens & us)),
                Role::Rook => rook_attacks(sq, occupied & !(queens & us)),
                _ => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
            };
            all_attacks |= att;
            match role {
                Role::Knight => {
                    minor_attacks |= att;
                    knight_att |= att;
                }
                Role::Bishop => {
                    minor_attacks |= att;
                    bishop_att |= att;
                }
                Role::Rook => rook_attacks_all |= att,
                _ => queen_att |= att,
            }
            let mob = (att & mobility_area).count() as i32;
            s += match role {
                Role::Knight => S(5 * (mob - 4), 5 * (mob - 4)),
                Role::Bishop => S(5 * (mob - 6), 5 * (mob - 6)),
                Role::Rook => S(2 * (mob - 6), 4 * (mob - 6)),
                _ => S(mob - 12, 2 * (mob - 12)),
            };
            let zone_hits = (att & enemy_zone).count() as i32;
            if zone_hits > 0 {
                king_attackers += 1;
                king_units += KING_ATTACK_WEIGHT[role.index()] * zone_hits;
            }
            if their_pawn_attacks.contains(sq) {
                s -= S(30, 22);
            }
            match role {
                Role::Knight | Role::Bishop => {
                    // Undeveloped: still on the home rank.
                    if home.contains(sq) {
                        s -= S(12, 0);
                    }
                    if role == Role::Bishop {
                        s -= bishop_trap(color, sq, our_pawns, their_pawns);
                    }
                }
                Role::Rook => {
                    let file = Bitboard::file(sq.file());
                    if (file & our_pawns).is_empty() {
                        s += if (file & their_pawns).is_empty() {
                            S(28, 12)
                        } else {
                            S(12, 6)
                        };
                    }
                }
                _ => {}
            }
        }
    }
    if (board.by_role(Role::Bishop) & us).more_than_one() {
        s += S(32, 55);
    }

    s += pawn_terms(board, color, our_pawns, their_pawns, our_king, their_king);
    s += king_shelter(pos, color, our_king, our_pawns, their_pawns);
    s += psq(Role::King, color, our_king);

    Side {
        score: s,
        king_units,
        king_attackers,
        minor_attacks,
        rook_attacks: rook_attacks_all,
        all_attacks,
        knight_attacks: knight_att,
        bishop_attacks: bishop_att,
        queen_attacks: queen_att,
    }
}

/// A bishop shut in by pawns in a corner: the Chess960 case of a bishop on a1 (h1) behind its
/// own pawn on b2 (g2), and the classical trap of a bishop on a7 (h7) behind an enemy pawn on
/// b6 (g6).
fn bishop_trap(color: Color, sq: Square, our_pawns: Bitboard, their_pawns: Bitboard) -> S {
    let r = rel_rank(color, sq);
    let f = sq.file();
    let forward = |rank_rel: u32, file: u32| {
        let rank = match color {
            Color::White => rank_rel,
            Color::Black => 7 - rank_rel,
        };
        Square::from_coords(file, rank)
    };
    let mut pen = S::default();
    if r == 0 && (f == 0 || f == 7) {
        let inner = if f == 0 { 1 } else { 6 };
        if our_pawns.contains(forward(1, inner)) {
            pen += S(45, 30);
        }
    }
    if r == 6 && (f == 0 || f == 7) {
        let inner = if f == 0 { 1 } else { 6 };
        if their_pawns.contains(forward(5, inner)) {
            pen += S(90, 80);
        }
    }
    pen
}

fn pawn_terms(
    board: &Board,
    color: Color,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
    our_king: Square,
    their_king: Square,
) -> S {
    let mut s = S::default();
    let our_attacks = pawn_attacks_bb(color, our_pawns);
    let occupied = board.occupied();
    for sq in our_pawns {
        s += MATERIAL[0];
        s += psq(Role::Pawn, color, sq);
        let file = sq.file();
        let adj = adjacent_files(file);
        let front = forward_ranks(color, sq);
        if (adj & our_pawns).is_empty() {
            s -= S(12, 16);
        }
        // Doubled: another of our pawns in front on the same file.
        if (Bitboard::file(file) & front & our_pawns).any() {
            s -= S(10, 22);
        }
        let r = rel_rank(color, sq);
        // Protected or side by side with another pawn.
        let beside = adj & Bitboard::rank(sq.rank()) & our_pawns;
        if our_attacks.contains(sq) || beside.any() {
            s += S(6 + r as i32 * 2, 4 + r as i32 * 2);
        }
        let span = (adj | Bitboard::file(file)) & front;
        if (span & their_pawns).is_empty() {
            let mut bonus = PASSED[r];
            if r >= 3 {
                let w = r as i32 - 2;
                let stop = Square::from_coords(
                    file,
                    match color {
                        Color::White => sq.rank() + 1,
                        Color::Black => sq.rank().saturating_sub(1),
                    },
                );
                bonus.1 += w * (5 * distance(their_king, stop) - 2 * distance(our_king, stop));
                if !occupied.contains(stop) {
                    bonus += S(w * 2, w * 5);
                }
            }
            s += bonus;
        }
    }
    s
}

/// Pawn shield and open files in front of the king (middlegame only), and the Chess960
/// "central king without castling rights" penalty. No square is a good king square by
/// itself: classical castled squares get nothing.
fn king_shelter(
    pos: &Position,
    color: Color,
    king: Square,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
) -> S {
    let mut mg = 0;
    let kf = king.file();
    let lo = kf.saturating_sub(1);
    let hi = (kf + 1).min(7);
    let front = forward_ranks(color, king);
    for file in lo..=hi {
        let fb = Bitboard::file(file) & front;
        let ours = fb & our_pawns;
        let nearest = match color {
            Color::White => ours.first(),
            Color::Black => ours.last(),
        };
        match nearest {
            Some(p) => {
                let d = (p.rank() as i32 - king.rank() as i32).abs();
                mg -= match d {
                    1 => 0,
                    2 => 8,
                    _ => 18,
                };
            }
            None => {
                mg -= 26;
                if (fb & their_pawns).is_empty() {
                    mg -= 14;
                }
            }
        }
    }
    let castles = pos.castles();
    let no_rights = !castles.has(color, rules::CastlingSide::KingSide)
        && !castles.has(color, rules::CastlingSide::QueenSide);
    if no_rights && matches!(kf, 3 | 4) {
        mg -= 22;
    }
    S(mg, 0)
}

/// Threats by `color` (with attacks `ours`) against the other side (attacks `theirs`): rooks
/// and queens attacked by minor pieces, queens attacked by rooks, pieces attacked and not
/// defended. (Pieces attacked by pawns are counted in the side's own terms.)
fn threats(board: &Board, color: Color, ours: &Side, theirs: &Side) -> S {
    let them = board.by_color(!color);
    let queens = board.by_role(Role::Queen) & them;
    let majors = (board.by_role(Role::Rook) & them) | queens;
    let pieces = them & !(board.by_role(Role::Pawn) | board.by_role(Role::King));
    let mut s = S::default();
    s += S(38, 28) * (ours.minor_attacks & majors).count() as i32;
    s += S(32, 22) * (ours.rook_attacks & queens).count() as i32;
    s += S(24, 18) * (ours.all_attacks & pieces & !theirs.all_attacks).count() as i32;
    s
}

/// Attack units for the checks the attacker could give to `defender`'s king on squares the
/// defender does not guard.
fn safe_checks(pos: &Position, defender: Color, def: &Side, att: &Side) -> i32 {
    let board = pos.board();
    let king = pos.king_of(defender);
    let occupied = board.occupied();
    let safe = !def.all_attacks & !board.by_color(!defender);
    let diagonal = bishop_attacks(king, occupied);
    let straight = rook_attacks(king, occupied);
    let mut units = 0;
    if (knight_attacks(king) & att.knight_attacks & safe).any() {
        units += 4;
    }
    if (diagonal & att.bishop_attacks & safe).any() {
        units += 3;
    }
    if (straight & att.rook_attacks & safe).any() {
        units += 5;
    }
    if ((diagonal | straight) & att.queen_attacks & safe).any() {
        units += 6;
    }
    units
}

/// Middlegame penalty for `units` of attack on a king zone by `attackers` pieces.
#[inline]
fn king_danger(units: i32, attackers: i32, has_queen: bool) -> i32 {
    if attackers < 2 || !has_queen && attackers < 3 {
        return 0;
    }
    let u = units.min(50);
    u * u / 4
}

/// Static evaluation in centipawns from the side to move's point of view.
///
/// ```
/// let pos = rules::Position::classical();
/// let e = engine::evaluate(&pos);
/// assert!(e.abs() < 50, "the start position is about equal: {e}");
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    if insufficient(board) {
        return 0;
    }
    let white = side_terms(pos, Color::White);
    let black = side_terms(pos, Color::Black);
    let mut s = white.score;
    s -= black.score;
    let queens = board.by_role(Role::Queen);
    let white_queen = (queens & board.by_color(Color::White)).any();
    let black_queen = (queens & board.by_color(Color::Black)).any();
    // White's attack on Black's king hurts Black, and the other way round.
    let white_units = white.king_units + safe_checks(pos, Color::Black, &black, &white);
    let black_units = black.king_units + safe_checks(pos, Color::White, &white, &black);
    s.0 += king_danger(white_units, white.king_attackers, white_queen);
    s.0 -= king_danger(black_units, black.king_attackers, black_queen);
    s += threats(board, Color::White, &white, &black);
    s -= threats(board, Color::Black, &black, &white);
    // Tempo.
    s += if pos.turn() == Color::White {
        S(14, 6)
    } else {
        S(-14, -6)
    };

    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += PHASE[role.index()] * board.by_role(role).count() as i32;
    }
    let phase = phase.min(MAX_PHASE);
    let mut eg = s.1 * scale(board, s.1) / 64;
    eg += mop_up(pos, eg);
    let v = (s.0 * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
    // Fade towards a draw as the 50-move rule comes closer, so that the winning side makes
    // progress (a pawn move or a capture resets the clock).
    let v = v * (200 - pos.halfmoves().min(100) as i32) / 200;
    match pos.turn() {
        Color::White => v,
        Color::Black => -v,
    }
}

/// Endgame help for the side that is far ahead against a bare or nearly bare king: drive the
/// enemy king to the edge and bring our own king close (White's point of view).
fn mop_up(pos: &Position, eg: i32) -> i32 {
    if eg.abs() < 400 {
        return 0;
    }
    let board = pos.board();
    let strong = if eg > 0 { Color::White } else { Color::Black };
    let weak_pawns = board.by_role(Role::Pawn) & board.by_color(!strong);
    if weak_pawns.any() {
        return 0;
    }
    let weak_king = pos.king_of(!strong);
    let strong_king = pos.king_of(strong);
    let edge = 10 * ring(weak_king) as i32;
    let close = 4 * (7 - distance(weak_king, strong_king));
    let bonus = edge + close;
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}

/// Non-pawn material of `color` in see values.
fn non_pawn_material(board: &Board, color: Color) -> i32 {
    let us = board.by_color(color);
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| SEE_VALUE[r.index()] * (board.by_role(r) & us).count() as i32)
        .sum()
}

/// Endgame scale factor out of 64 for drawish material.
fn scale(board: &Board, eg: i32) -> i32 {
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    let weak = !strong;
    let pawns = board.by_role(Role::Pawn);
    let strong_pawns = (pawns & board.by_color(strong)).count();
    let npm_strong = non_pawn_material(board, strong);
    let npm_weak = non_pawn_material(board, weak);
    if strong_pawns == 0 && npm_strong - npm_weak <= SEE_VALUE[Role::Bishop.index()] {
        // Without pawns, a minor piece up is no win (KBK, KNK, KRKB, KRKN, ...).
        return if npm_strong < SEE_VALUE[Role::Rook.index()] {
            0
        } else {
            10
        };
    }
    let bishops = board.by_role(Role::Bishop);
    let wb = bishops & board.by_color(Color::White);
    let bb = bishops & board.by_color(Color::Black);
    let only_bishops =
        (board.by_role(Role::Knight) | board.by_role(Role::Rook) | board.by_role(Role::Queen))
            .is_empty();
    if only_bishops && wb.count() == 1 && bb.count() == 1 {
        let w_light = (wb & Bitboard::LIGHT).any();
        let b_light = (bb & Bitboard::LIGHT).any();
        if w_light != b_light {
            return 30;
        }
    }
    64
}

/// Dead positions by material: bare kings, or a lone minor piece against a bare king.
fn insufficient(board: &Board) -> bool {
    let pawns_rooks_queens =
        board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
    if pawns_rooks_queens.any() {
        return false;
    }
    let minors = board.by_role(Role::Knight) | board.by_role(Role::Bishop);
    minors.count() <= 1
}

/// `true` if `color` has a piece other than pawns and king (null moves are safe enough).
pub(crate) fn has_non_pawn_material(board: &Board, color: Color) -> bool {
    (board.by_color(color) & !(board.by_role(Role::Pawn) | board.by_role(Role::King))).any()
}

#[cfg(test)]
mod tests {
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
}
