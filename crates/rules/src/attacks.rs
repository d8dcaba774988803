//! Attack sets of every piece, with magic bitboards for the sliders.
//!
//! The slider tables (about 840 KB) are filled once at run time on first use, so the compiled
//! library stays small: only the 128 magic numbers below are in the binary. The numbers were
//! found by a trial-and-error search of our own; `tests::magics_are_valid` checks every one.
//!
//! With the `small-attacks` feature (for the web page, which needs legal moves for one position
//! per user action) there are no tables: sliders walk their rays, and knight, king and pawn
//! steps, `between` and `line` are computed on demand. Smaller code, nothing to build at start,
//! 2-2.5x slower move generation.

use crate::{Bitboard, Color, Square};
use std::sync::OnceLock;

/// True when built with the `small-attacks` feature (no magic tables): a crate that needs fast
/// move generation, like the engine's worker, can refuse to build with it.
pub const SMALL_ATTACKS: bool = cfg!(feature = "small-attacks");

#[cfg(not(feature = "small-attacks"))]
pub(crate) const ROOK_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x8101010008000410,
    0x0244008002000480,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0060080080040080,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x1000200901001000,
    0x4410800801800c00,
    0xa012003806001004,
    0x0020100104008802,
    0x0004808402000041,
    0x0010400170898000,
    0x0080500020004004,
    0x1040408012020020,
    0x8010040008004040,
    0x2001080100110004,
    0x0000020004008080,
    0x0021010810040002,
    0x0800008c43020024,
    0x0000800021005100,
    0x0070201040008080,
    0x0000d04282006a00,
    0x0010014400080240,
    0x0001080110050100,
    0x0012000810240600,
    0x0402000801040200,
    0x028100108a004100,
    0x0050800300102045,
    0x8208210040120882,
    0x8010600101183441,
    0x020b000910006045,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
#[cfg(not(feature = "small-attacks"))]
pub(crate) const BISHOP_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The squares one step of `deltas` away from `sq`.
const fn steps(sq: Square, deltas: &[(i32, i32)]) -> Bitboard {
    let mut bits = 0u64;
    let mut d = 0;
    while d < deltas.len() {
        if let Some(to) = sq.offset(deltas[d].0, deltas[d].1) {
            bits |= 1 << to.index();
        }
        d += 1;
    }
    Bitboard(bits)
}

#[cfg(not(feature = "small-attacks"))]
const fn step_attacks(deltas: &[(i32, i32)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = steps(Square::wrap(i as u32), deltas);
        i += 1;
    }
    table
}

const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
/// White's, then Black's.
const PAWN_DELTAS: [[(i32, i32); 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];

// The step tables (2 KB) for fast move generation; `small-attacks` computes the few steps
// when asked instead.
#[cfg(not(feature = "small-attacks"))]
static KNIGHT: [Bitboard; 64] = step_attacks(&KNIGHT_DELTAS);
#[cfg(not(feature = "small-attacks"))]
static KING: [Bitboard; 64] = step_attacks(&KING_DELTAS);
#[cfg(not(feature = "small-attacks"))]
static PAWN: [[Bitboard; 64]; 2] = [step_attacks(&PAWN_DELTAS[0]), step_attacks(&PAWN_DELTAS[1])];

/// Squares attacked by a slider on `sq` moving along `dirs`, stopping at the first blocker.
fn slow_slider(sq: Square, occupied: Bitboard, dirs: &[(i32, i32); 4]) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            attacks.add(next);
            if occupied.contains(next) {
                break;
            }
            cur = next;
        }
    }
    attacks
}

/// The relevant-occupancy mask: rays without their last square.
#[cfg(not(feature = "small-attacks"))]
fn slider_mask(sq: Square, dirs: &[(i32, i32); 4]) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            if next.offset(df, dr).is_none() {
                break;
            }
            mask.add(next);
            cur = next;
        }
    }
    mask
}

#[cfg(not(feature = "small-attacks"))]
#[derive(Copy, Clone, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

#[cfg(not(feature = "small-attacks"))]
pub(crate) struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<Bitboard>,
    between: Vec<Bitboard>,
    line: Vec<Bitboard>,
    /// Zobrist keys: 12 pieces x 64 squares, then side, castling files (2 colours x 8), ep files.
    pub(crate) zobrist: Vec<u64>,
}

#[cfg(not(feature = "small-attacks"))]
fn fill(attacks: &mut Vec<Bitboard>, magics: &[u64; 64], dirs: &[(i32, i32); 4]) -> [Magic; 64] {
    let mut out = [Magic::default(); 64];
    for (i, slot) in out.iter_mut().enumerate() {
        let sq = Square::wrap(i as u32);
        let mask = slider_mask(sq, dirs).0;
        let bits = mask.count_ones();
        let magic = Magic {
            mask,
            magic: magics[i],
            shift: 64 - bits,
            offset: attacks.len(),
        };
        attacks.resize(attacks.len() + (1usize << bits), Bitboard::EMPTY);
        // Enumerate every subset of the mask (Carry-Rippler).
        let mut subset = 0u64;
        loop {
            let idx = magic.offset + (subset.wrapping_mul(magic.magic) >> magic.shift) as usize;
            if let Some(entry) = attacks.get_mut(idx) {
                *entry = slow_slider(sq, Bitboard(subset), dirs);
            }
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        *slot = magic;
    }
    out
}

#[cfg(not(feature = "small-attacks"))]
fn build() -> Tables {
    let mut attacks = Vec::with_capacity(108_000);
    let rook = fill(&mut attacks, &ROOK_MAGICS, &ROOK_DIRS);
    let bishop = fill(&mut attacks, &BISHOP_MAGICS, &BISHOP_DIRS);
    let mut between = vec![Bitboard::EMPTY; 64 * 64];
    let mut line = vec![Bitboard::EMPTY; 64 * 64];
    for a in Square::all() {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            for &(df, dr) in dirs.iter() {
                // Full line through `a` in this direction (both ways).
                let mut full = Bitboard::from_square(a);
                for sign in [1, -1] {
                    let mut cur = a;
                    while let Some(n) = cur.offset(df * sign, dr * sign) {
                        full.add(n);
                        cur = n;
                    }
                }
                let mut gap = Bitboard::EMPTY;
                let mut cur = a;
                while let Some(b) = cur.offset(df, dr) {
                    let k = a.index() * 64 + b.index();
                    if let Some(e) = between.get_mut(k) {
                        *e = gap;
                    }
                    if let Some(e) = line.get_mut(k) {
                        *e = full;
                    }
                    gap.add(b);
                    cur = b;
                }
            }
        }
    }
    Tables {
        rook,
        bishop,
        attacks,
        between,
        line,
        zobrist: zobrist_keys(),
    }
}

/// Zobrist keys: 12 pieces x 64 squares, then side, castling files (2 colours x 8), ep files.
fn zobrist_keys() -> Vec<u64> {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    (0..(12 * 64 + 1 + 16 + 8))
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        })
        .collect()
}

#[cfg(feature = "small-attacks")]
pub(crate) struct Tables {
    /// Zobrist keys: 12 pieces x 64 squares, then side, castling files (2 colours x 8), ep files.
    pub(crate) zobrist: Vec<u64>,
}

#[cfg(feature = "small-attacks")]
fn build() -> Tables {
    Tables {
        zobrist: zobrist_keys(),
    }
}

/// The step (file, rank) from `a` towards `b` if they share a rank, file or diagonal.
#[cfg(feature = "small-attacks")]
fn direction(a: Square, b: Square) -> Option<(i32, i32)> {
    let df = b.file() as i32 - a.file() as i32;
    let dr = b.rank() as i32 - a.rank() as i32;
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    Some((df.signum(), dr.signum()))
}

#[cfg(feature = "small-attacks")]
impl Tables {
    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        slow_slider(sq, occupied, &ROOK_DIRS)
    }

    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        slow_slider(sq, occupied, &BISHOP_DIRS)
    }

    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        if let Some((df, dr)) = direction(a, b) {
            let mut cur = a;
            while let Some(n) = cur.offset(df, dr) {
                if n == b {
                    break;
                }
                out.add(n);
                cur = n;
            }
        }
        out
    }

    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        if let Some((df, dr)) = direction(a, b) {
            out.add(a);
            for sign in [1, -1] {
                let mut cur = a;
                while let Some(n) = cur.offset(df * sign, dr * sign) {
                    out.add(n);
                    cur = n;
                }
            }
        }
        out
    }

    #[inline]
    pub(crate) fn zobrist(&self, i: usize) -> u64 {
        self.zobrist.get(i).copied().unwrap_or(0)
    }
}

static TABLES: OnceLock<Tables> = OnceLock::new();

#[inline]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

#[cfg(not(feature = "small-attacks"))]
impl Tables {
    #[inline]
    fn slider(&self, m: &Magic, occupied: Bitboard) -> Bitboard {
        let idx = m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.attacks.get(idx).copied().unwrap_or(Bitboard::EMPTY)
    }

    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.slider(&self.rook[sq.index()], occupied)
    }

    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.slider(&self.bishop[sq.index()], occupied)
    }

    #[inline]
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between
            .get(a.index() * 64 + b.index())
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }

    #[inline]
    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line
            .get(a.index() * 64 + b.index())
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }

    #[inline]
    pub(crate) fn zobrist(&self, i: usize) -> u64 {
        self.zobrist.get(i).copied().unwrap_or(0)
    }
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    #[cfg(not(feature = "small-attacks"))]
    return KNIGHT[sq.index()];
    #[cfg(feature = "small-attacks")]
    return steps(sq, &KNIGHT_DELTAS);
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    #[cfg(not(feature = "small-attacks"))]
    return KING[sq.index()];
    #[cfg(feature = "small-attacks")]
    return steps(sq, &KING_DELTAS);
}

/// Squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    #[cfg(not(feature = "small-attacks"))]
    return PAWN[color.index()][sq.index()];
    #[cfg(feature = "small-attacks")]
    return steps(sq, &PAWN_DELTAS[color.index()]);
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().rook(sq, occupied)
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().bishop(sq, occupied)
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    t.rook(sq, occupied) | t.bishop(sq, occupied)
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal; else empty.
///
/// ```
/// use rules::{attacks::between, Square};
/// let b = between("a1".parse().unwrap(), "d4".parse().unwrap());
/// assert_eq!(b.count(), 2);
/// ```
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    tables().between(a, b)
}

/// The whole line through `a` and `b` (edge to edge) if they are aligned; else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    tables().line(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(not(feature = "small-attacks"))]
    fn magics_are_valid() {
        // Every occupancy subset must give the ray-walked attack set.
        let t = tables();
        for sq in Square::all() {
            for (dirs, is_rook) in [(&ROOK_DIRS, true), (&BISHOP_DIRS, false)] {
                let mask = slider_mask(sq, dirs).0;
                let mut subset = 0u64;
                loop {
                    let occ = Bitboard(subset | 0x8100_0000_0000_0081);
                    let fast = if is_rook {
                        t.rook(sq, occ)
                    } else {
                        t.bishop(sq, occ)
                    };
                    assert_eq!(fast, slow_slider(sq, occ, dirs), "{sq} rook={is_rook}");
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn between_and_line_match_geometry() {
        // Both implementations (tables, or on demand with `small-attacks`) against brute force:
        // on the line when collinear with aligned a and b, between when also strictly inside.
        let fr = |s: Square| (s.file() as i32, s.rank() as i32);
        for a in Square::all() {
            for b in Square::all() {
                let ((af, ar), (bf, br)) = (fr(a), fr(b));
                let aligned =
                    a != b && (af == bf || ar == br || (af - bf).abs() == (ar - br).abs());
                let (mut want_line, mut want_between) = (Bitboard::EMPTY, Bitboard::EMPTY);
                for s in Square::all().filter(|_| aligned) {
                    let (sf, sr) = fr(s);
                    if (bf - af) * (sr - ar) != (br - ar) * (sf - af) {
                        continue;
                    }
                    want_line.add(s);
                    if s != a && s != b && (sf - af) * (sf - bf) <= 0 && (sr - ar) * (sr - br) <= 0
                    {
                        want_between.add(s);
                    }
                }
                assert_eq!(line(a, b), want_line, "line {a} {b}");
                assert_eq!(between(a, b), want_between, "between {a} {b}");
            }
        }
    }

    #[test]
    fn between_and_line() {
        let a1 = Square::wrap(0);
        let h8 = Square::wrap(63);
        assert_eq!(between(a1, h8).count(), 6);
        assert_eq!(line(a1, h8).count(), 8);
        let b3 = Square::from_coords(1, 2);
        assert!(between(a1, b3).is_empty());
        assert!(line(a1, b3).is_empty());
        assert_eq!(knight_attacks(a1).count(), 2);
        assert_eq!(king_attacks(a1).count(), 3);
    }
}
