//! The evaluation's weights, middlegame and endgame, in the order of [`super::layout`].
//! The hand-set values of the first evaluation.

use super::layout::N;
use super::terms::S;

/// Every weight of the evaluation (see [`super::layout`] for what each one is).
#[rustfmt::skip]
pub(crate) static W: [S; N] = [
    // MATERIAL
    S(82, 104), S(330, 300), S(345, 320), S(470, 540), S(1000, 990),
    // CENTRE
    S(22, 16), S(10, 8), S(-6, -4), S(-32, -24),
    S(12, 10), S(10, 6), S(0, 0), S(-10, -10),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(4, 14), S(4, 10), S(0, 0), S(-6, -14),
    S(0, 28), S(0, 16), S(0, 0), S(0, -22),
    // RANK
    S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(14, 12), S(0, 0),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(0, 0), S(-18, 0), S(-45, 0), S(-57, 0), S(-69, 0), S(-81, 0), S(-93, 0), S(-105, 0),
    // PAWN_SQUARE
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(0, 6), S(0, 6), S(0, 6), S(0, 6),
    S(0, 12), S(0, 12), S(6, 12), S(18, 12),
    S(0, 18), S(0, 18), S(6, 18), S(22, 18),
    S(10, 24), S(10, 24), S(10, 24), S(10, 24),
    S(20, 30), S(20, 30), S(20, 30), S(20, 30),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    // MOBILITY_KNIGHT
    S(-20, -20), S(-15, -15), S(-10, -10), S(-5, -5), S(0, 0), S(5, 5), S(10, 10), S(15, 15),
    S(20, 20),
    // MOBILITY_BISHOP
    S(-30, -30), S(-25, -25), S(-20, -20), S(-15, -15), S(-10, -10), S(-5, -5), S(0, 0), S(5, 5),
    S(10, 10), S(15, 15), S(20, 20), S(25, 25), S(30, 30), S(35, 35),
    // MOBILITY_ROOK
    S(-12, -24), S(-10, -20), S(-8, -16), S(-6, -12), S(-4, -8), S(-2, -4), S(0, 0), S(2, 4),
    S(4, 8), S(6, 12), S(8, 16), S(10, 20), S(12, 24), S(14, 28), S(16, 32),
    // MOBILITY_QUEEN
    S(-12, -24), S(-11, -22), S(-10, -20), S(-9, -18), S(-8, -16), S(-7, -14), S(-6, -12), S(-5, -10),
    S(-4, -8), S(-3, -6), S(-2, -4), S(-1, -2), S(0, 0), S(1, 2), S(2, 4), S(3, 6),
    S(4, 8), S(5, 10), S(6, 12), S(7, 14), S(8, 16), S(9, 18), S(10, 20), S(11, 22),
    S(12, 24), S(13, 26), S(14, 28), S(15, 30),
    // ISOLATED
    S(-12, -16),
    // DOUBLED
    S(-10, -22),
    // CONNECTED
    S(0, 0), S(8, 6), S(10, 8), S(12, 10), S(14, 12), S(16, 14), S(18, 16), S(0, 0),
    // PASSED
    S(0, 0), S(2, 8), S(4, 12), S(10, 22), S(24, 42), S(50, 80), S(85, 130), S(0, 0),
    // PASSED_KING_THEIRS
    S(0, 5),
    // PASSED_KING_OURS
    S(0, -2),
    // PASSED_FREE
    S(2, 5),
    // BISHOP_PAIR
    S(32, 55),
    // ROOK_OPEN
    S(28, 12),
    // ROOK_SEMI_OPEN
    S(12, 6),
    // UNDEVELOPED
    S(-12, 0),
    // ATTACKED_BY_PAWN
    S(-30, -22),
    // BISHOP_CORNER
    S(-45, -30),
    // BISHOP_TRAPPED
    S(-90, -80),
    // SHELTER
    S(0, 0), S(-8, 0), S(-18, 0),
    // SHELTER_MISSING
    S(-26, 0),
    // SHELTER_OPEN
    S(-14, 0),
    // CENTRAL_KING
    S(-22, 0),
    // KING_DANGER
    S(16, 0),
    // THREAT_MINOR_ON_MAJOR
    S(38, 28),
    // THREAT_ROOK_ON_QUEEN
    S(32, 22),
    // HANGING
    S(24, 18),
    // TEMPO
    S(14, 6),
];
