//! A small learned correction to the hand-written evaluation: 768 inputs (piece, colour,
//! square) seen from each side, one hidden layer of [`HIDDEN`] units shared by both sides
//! (squared clipped ReLU), and one output, in centipawns, added to the hand-written score;
//! the output layer has its own weights for each of [`BUCKETS`] ranges of the number of
//! pieces on the board ([`bucket`]).
//!
//! The inputs are the side's own view: "own knight on b1" for White's knight on b1 seen by
//! White and for Black's knight on b8 seen by Black, so one set of weights serves both sides;
//! the side to move's hidden units and the other side's have their own output weights. Each
//! side also sees the board mirrored a to h when its king is on the e- to h-files
//! ([`mirror`]): a Chess960 position and its mirror image are equally good, so the weights
//! only have to describe positions with the own king on the a- to d-files. The
//! weights were fitted by `examples/train_net.rs` (the `tune` feature, `--residual`) so that
//! the hand-written score plus this one predicts Stockfish's expected score of quiet positions
//! (`scripts/label-positions.py`), and are stored quantised in `net.bin`: the hidden layer's
//! weights as 8-bit and its biases as 16-bit integers times [`QA`], the output's as 16-bit
//! integers times [`QB`]. Computed from scratch at each evaluation (some 30 pieces times two
//! sides times [`HIDDEN`] additions): cheap enough not to need incremental updates.

use rules::{Board, Color, Role};

/// Hidden units per side.
pub const HIDDEN: usize = 20;
/// Output buckets: the output layer has its own weights for each of these ranges of the
/// number of pieces on the board ([`bucket`]).
pub const BUCKETS: usize = 1;
/// Inputs per side: 2 colours x 6 roles x 64 squares.
pub const INPUTS: usize = 768;
/// Scale of the hidden layer's quantised weights (and of its activations' clip).
pub const QA: i32 = 255;
/// Scale of the output layer's quantised weights.
pub const QB: i32 = 64;
/// Centipawns per unit of the output: the output is a logit of the expected score, and the
/// hand-written evaluation's scale (K = 2.12 in `examples/tune.rs`) is about 82 centipawns
/// a unit.
pub const CP_PER_UNIT: i32 = 82;

const BYTES: &[u8] = include_bytes!("net.bin");
/// `net.bin`: the hidden layer's weights as bytes (they are clipped to 8 bits), then its
/// biases, then for each output bucket the output's weights (side to move's units, the other
/// side's) and bias, as 16-bit little-endian words.
const W1_BYTES: usize = INPUTS * HIDDEN;
/// Words of one output bucket.
const OUT_WORDS: usize = 2 * HIDDEN + 1;
const WORDS: usize = HIDDEN + BUCKETS * OUT_WORDS;
const _: () = assert!(
    BYTES.len() == W1_BYTES + 2 * WORDS,
    "net.bin does not match HIDDEN"
);

const fn word(i: usize) -> i16 {
    let at = W1_BYTES + 2 * i;
    i16::from_le_bytes([BYTES[at], BYTES[at + 1]])
}

const fn weights() -> [[i8; HIDDEN]; INPUTS] {
    let mut w = [[0; HIDDEN]; INPUTS];
    let mut i = 0;
    while i < INPUTS {
        let mut j = 0;
        while j < HIDDEN {
            w[i][j] = BYTES[i * HIDDEN + j] as i8;
            j += 1;
        }
        i += 1;
    }
    w
}

const fn row(offset: usize) -> [i16; HIDDEN] {
    let mut r = [0; HIDDEN];
    let mut j = 0;
    while j < HIDDEN {
        r[j] = word(offset + j);
        j += 1;
    }
    r
}

/// The hidden layer's weights by input, kept as the bytes they are (as 16-bit words they
/// took twice the memory and 2.0 KB more of the worker's gzip budget).
static W1: [[i8; HIDDEN]; INPUTS] = weights();
/// The hidden layer's biases.
static B1: [i16; HIDDEN] = row(0);

/// One output bucket's weights.
struct Output {
    /// For the side to move's hidden units.
    us: [i16; HIDDEN],
    /// For the other side's hidden units.
    them: [i16; HIDDEN],
    /// The bias (times `QA * QB`).
    bias: i32,
}

const fn outputs() -> [Output; BUCKETS] {
    let mut o = [const {
        Output {
            us: [0; HIDDEN],
            them: [0; HIDDEN],
            bias: 0,
        }
    }; BUCKETS];
    let mut b = 0;
    while b < BUCKETS {
        let at = HIDDEN + b * OUT_WORDS;
        o[b] = Output {
            us: row(at),
            them: row(at + HIDDEN),
            bias: word(at + 2 * HIDDEN) as i32 * QA,
        };
        b += 1;
    }
    o
}

/// The output layer, by bucket.
static OUT: [Output; BUCKETS] = outputs();

/// Which range the number of pieces on `board` (kings and pawns included) is in, four counts
/// to a range: 0 for 2-5 pieces, 1 for 6-9, ..., 7 for 30-32.
#[inline]
fn piece_range(board: &Board) -> usize {
    (board.occupied().count() as usize).saturating_sub(2) / 4
}

/// The output bucket of `board`: its [`piece_range`], the last bucket taking the ranges beyond
/// it, so that the output may weigh the hidden units differently as the board empties. The
/// shipped net has one bucket (four were tried: README, "Output buckets").
#[inline]
// With one bucket the minimum is always 0; `BUCKETS` is the training's choice.
#[allow(clippy::unnecessary_min_or_max)]
pub fn bucket(board: &Board) -> usize {
    piece_range(board).min(BUCKETS - 1)
}

/// The input index of a `role` of colour `color` on square index `sq` (0 = a1) seen from
/// `side`: own pieces first, squares from `side`'s first rank.
#[inline]
pub fn input(side: Color, color: Color, role: Role, sq: usize) -> usize {
    let own = usize::from(color != side);
    let sq = match side {
        Color::White => sq,
        Color::Black => sq ^ 56,
    };
    (own * 6 + role.index()) * 64 + sq
}

/// How `side` sees the files: 7 (square indices mirrored a to h) when its king stands on the
/// e- to h-files, else 0, so that each side sees its king on the a- to d-files. A Chess960
/// position and its mirror image are equally good, so the network learns half the shapes.
#[inline]
pub fn mirror(board: &Board, side: Color) -> usize {
    match board.king_of(side) {
        Some(k) if k.file() >= 4 => 7,
        _ => 0,
    }
}

/// The hidden layer's input sums of `side`.
fn accumulate(board: &Board, side: Color) -> [i16; HIDDEN] {
    let mut acc = B1;
    let m = mirror(board, side);
    for color in Color::ALL {
        for role in Role::ALL {
            for sq in board.by_color(color) & board.by_role(role) {
                if let Some(w) = W1.get(input(side, color, role, sq.index() ^ m)) {
                    for (a, &x) in acc.iter_mut().zip(w) {
                        *a = a.wrapping_add(i16::from(x));
                    }
                }
            }
        }
    }
    acc
}

/// The output for hidden sums `us` (side to move) and `them` with bucket `out`'s weights,
/// times `QA * QB`.
fn output(us: &[i16; HIDDEN], them: &[i16; HIDDEN], out: &Output) -> i32 {
    let mut sum = 0i32;
    for (acc, w2) in [(us, &out.us), (them, &out.them)] {
        for (&a, &w) in acc.iter().zip(w2) {
            let v = i32::from(a).clamp(0, QA);
            sum += v * v * i32::from(w);
        }
    }
    sum / QA + out.bias
}

/// The learned evaluation of `board` for `turn`, the side to move, in centipawns.
pub fn evaluate(board: &Board, turn: Color) -> i32 {
    let us = accumulate(board, turn);
    let them = accumulate(board, !turn);
    let out = OUT.get(bucket(board)).unwrap_or(&OUT[0]);
    output(&us, &them, out) * CP_PER_UNIT / (QA * QB)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;

    /// Each (colour, role, square) is its own input from either side, and a piece seen by its
    /// own side is the other side's piece, rank-mirrored, seen by the other side.
    #[test]
    fn inputs_are_distinct_and_mirror_between_the_sides() {
        for side in Color::ALL {
            let mut seen = [false; INPUTS];
            for color in Color::ALL {
                for role in Role::ALL {
                    for sq in 0..64 {
                        let i = input(side, color, role, sq);
                        assert!(i < INPUTS && !seen[i], "{side:?} {color:?} {role:?} {sq}");
                        seen[i] = true;
                        assert_eq!(i, input(!side, !color, role, sq ^ 56));
                    }
                }
            }
        }
    }

    /// The hidden sums are 16 bits wide: even the 32 inputs with the largest weights of a
    /// unit, with its bias, cannot overflow them.
    #[test]
    fn the_hidden_sums_cannot_overflow() {
        for j in 0..HIDDEN {
            let mut column: Vec<i32> = W1.iter().map(|w| i32::from(w[j]).abs()).collect();
            column.sort_unstable_by(|a, b| b.cmp(a));
            let worst: i32 = column.iter().take(32).sum::<i32>() + i32::from(B1[j]).abs();
            assert!(worst <= i32::from(i16::MAX), "unit {j}: {worst}");
        }
    }

    /// A FEN's placement mirrored a to h (ranks reversed character by character).
    fn mirrored(fen: &str) -> String {
        let (placement, rest) = fen.split_once(' ').unwrap_or((fen, ""));
        let ranks: Vec<String> = placement
            .split('/')
            .map(|r| r.chars().rev().collect())
            .collect();
        format!("{} {}", ranks.join("/"), rest)
    }

    /// Each side sees its king on the a- to d-files, so a position and its mirror image get
    /// the same learned score, whichever half the kings stand on.
    #[test]
    fn a_position_and_its_mirror_image_score_alike() {
        for fen in [
            "nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w - - 0 1",
            "r1b2rk1/pp2qppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R b - - 0 9",
            "2kr3r/ppp2ppp/2n5/4p3/4P1b1/2N2N2/PPP2PPP/R4RK1 w - - 4 12",
            "8/5k2/8/3K4/8/8/1P6/8 w - - 0 60",
        ] {
            let a = parse_position(fen);
            let b = parse_position(&mirrored(fen));
            let (Ok(a), Ok(b)) = (a, b) else {
                panic!("valid FENs: {fen}")
            };
            for turn in Color::ALL {
                assert_eq!(
                    evaluate(a.board(), turn),
                    evaluate(b.board(), turn),
                    "{fen}"
                );
            }
        }
    }

    /// Four piece counts to a range, from two bare kings in the first to a full board in the
    /// last; the buckets follow the ranges, the last taking the rest.
    #[test]
    #[allow(clippy::unnecessary_min_or_max)]
    fn the_output_bucket_follows_the_number_of_pieces() {
        let board = |fen: &str| match parse_position(fen) {
            Ok(p) => *p.board(),
            Err(e) => panic!("{fen}: {e:?}"),
        };
        for (fen, range) in [
            ("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w - - 0 1", 7),
            ("8/5k2/8/3K4/8/8/1P6/8 w - - 0 60", 0),
            ("8/5k2/8/3K4/8/8/1P6/1R3r2 w - - 0 60", 0),
            ("8/5k2/8/3K4/8/8/1P4p1/1R3r2 w - - 0 60", 1),
            ("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 30", 1),
            ("rn2k2r/pp6/8/8/8/8/PP6/RN2K2R w - - 0 30", 2),
            ("rn2k2r/ppp5/8/8/8/8/PPP5/RN2K2R w - - 0 30", 3),
        ] {
            let b = board(fen);
            assert_eq!(piece_range(&b), range, "{fen}");
            assert_eq!(bucket(&b), range.min(BUCKETS - 1), "{fen}");
        }
        assert_eq!(OUT.len(), BUCKETS);
    }

    /// The shipped weights are trained, not the zeros of an empty file: the learned part
    /// tells a position from the same one with a knight moved.
    #[test]
    fn the_shipped_weights_are_not_empty() {
        let a = parse_position("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1");
        let b = parse_position("nrbbqkrn/pppppppp/8/8/8/2N5/PPPPPPPP/1RBBQKRN w GBgb - 0 1");
        let (Ok(a), Ok(b)) = (a, b) else {
            panic!("valid FENs")
        };
        assert_ne!(evaluate(a.board(), a.turn()), evaluate(b.board(), b.turn()));
        assert!(W1.iter().flatten().any(|&w| w != 0));
    }
}
