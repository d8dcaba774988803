//! Where each term's weights lie in the weight table [`super::weights::W`]: every name is the
//! index of the first weight of its group. The evaluation code names its terms with these; the
//! tuner (the `tune` feature) prints the table back in this order.

/// Declares consecutive groups of weights: `NAME: length,` gives `NAME` the index after the
/// previous group, and `N` the total.
macro_rules! layout {
    ($($(#[$doc:meta])* $name:ident: $len:expr,)*) => {
        layout!(@at 0usize; $($(#[$doc])* $name: $len,)*);
        /// Name, first index and length of every group (for the tuner's output).
        #[cfg(feature = "tune")]
        pub(crate) const GROUPS: &[(&str, usize, usize)] = &[$((stringify!($name), $name, $len)),*];
    };
    (@at $at:expr; $(#[$doc:meta])* $name:ident: $len:expr, $($rest:tt)*) => {
        $(#[$doc])*
        pub(crate) const $name: usize = $at;
        layout!(@at $at + $len; $($rest)*);
    };
    (@at $at:expr;) => {
        /// The number of weights.
        pub(crate) const N: usize = $at;
    };
}

layout! {
    /// Material by role, pawn to queen.
    MATERIAL: 5,
    /// Piece-square terms of knight, bishop, rook, queen and king, by rank from the piece's own
    /// side and file folded to a-d (a and h are 0, d and e 3):
    /// `PIECE_SQUARE + 32 * (role - 1) + 4 * rank + file`.
    PIECE_SQUARE: 160,
    /// Pawn piece-square term by rank from its own side and file folded to a-d (a and h are
    /// 0, d and e 3): `PAWN_SQUARE + 4 * rank + file`.
    PAWN_SQUARE: 32,
    /// Mobility by the number of squares reached in the mobility area (not attacked by enemy
    /// pawns, not own pawns or king).
    MOBILITY_KNIGHT: 9,
    /// See [`MOBILITY_KNIGHT`].
    MOBILITY_BISHOP: 14,
    /// See [`MOBILITY_KNIGHT`].
    MOBILITY_ROOK: 15,
    /// See [`MOBILITY_KNIGHT`].
    MOBILITY_QUEEN: 28,
    /// A pawn with no own pawn on the files next to it.
    ISOLATED: 1,
    /// A pawn with another own pawn in front of it on its file.
    DOUBLED: 1,
    /// A pawn protected by a pawn or beside one, by rank.
    CONNECTED: 8,
    /// A passed pawn, by rank.
    PASSED: 8,
    /// A passed pawn with an enemy piece on the square in front of it.
    PASSED_BLOCKED: 1,
    /// Passed pawn from the fourth rank: times (rank - 2) times the enemy king's distance to
    /// the square in front of it.
    PASSED_KING_THEIRS: 1,
    /// The same with our own king's distance.
    PASSED_KING_OURS: 1,
    /// Passed pawn from the fourth rank with a free square in front: times (rank - 2).
    PASSED_FREE: 1,
    /// Two bishops or more.
    BISHOP_PAIR: 1,
    /// A rook on a file without pawns.
    ROOK_OPEN: 1,
    /// A rook on a file with enemy pawns only.
    ROOK_SEMI_OPEN: 1,
    /// A knight or bishop still on its home rank.
    UNDEVELOPED: 1,
    /// A knight or bishop on an outpost: on the 4th to 6th rank, protected by a pawn, and no
    /// enemy pawn left that could attack the square (knight, bishop).
    OUTPOST: 2,
    /// A knight or bishop right behind a pawn (either side's).
    MINOR_BEHIND_PAWN: 1,
    /// A piece (not pawn or king) attacked by an enemy pawn.
    ATTACKED_BY_PAWN: 1,
    /// A bishop on a1 (h1) behind its own pawn on b2 (g2), the Chess960 corner.
    BISHOP_CORNER: 1,
    /// A bishop on a7 (h7) shut in by an enemy pawn on b6 (g6).
    BISHOP_TRAPPED: 1,
    /// King shelter (middlegame): the nearest own pawn in front on the king's and the next
    /// files, 1, 2, or 3 and more ranks away.
    SHELTER: 3,
    /// No own pawn in front on one of those files.
    SHELTER_MISSING: 1,
    /// Nor an enemy pawn.
    SHELTER_OPEN: 1,
    /// A king on the d- or e-file that has lost both castling rights.
    CENTRAL_KING: 1,
    /// Enemy pawns on the king's and the next files in front of it, by their rank from our side
    /// (a storm: the closer, the more dangerous).
    STORM: 8,
    /// The king's distance to its nearest own pawn.
    KING_PAWN_DISTANCE: 1,
    /// Squares of the enemy king zone attacked, by the attacker: knight, bishop, rook, queen.
    ZONE_ATTACKS: 4,
    /// A safe check available, by the checking piece: knight, bishop, rook, queen.
    SAFE_CHECK: 4,
    /// The attack on the enemy king: times (attack units)² / 64.
    KING_DANGER: 1,
    /// A knight or bishop attacking an enemy rook or queen.
    THREAT_MINOR_ON_MAJOR: 1,
    /// A rook attacking the enemy queen.
    THREAT_ROOK_ON_QUEEN: 1,
    /// An enemy piece (not pawn or king) attacked and not defended.
    HANGING: 1,
    /// The side to move.
    TEMPO: 1,
}
